/**
 * Hunters in Debian's Chromium: a figure disabled by EMP (HU-MENTAL-06), an enemy hit by EMP Ammo
 * or a character struck by a stray 6 of it in a melee, is marked as such on the map and in the
 * lists, in English and in Hungarian, and the mark goes once the turn passes the last one it is
 * disabled through.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { huArticle, unwrap, type Match } from '@skirmish/core';
import type { HuntersChoice, MissionState } from '@skirmish/hunters';
import { hasChromium, index, sendChoices, shots, startHarness, until, type Harness } from './harness.ts';
import { openGame, samplePack, scripted, serverGame, type Steps } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** Mission Q02 for two players, the Soldier p1's and the Medic p2's. */
const SETUP = {
  mission: 'Q02',
  players: 2,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
  ],
};

/**
 * The sample pack with the Soldier carrying EMP Ammo on his Rifle, the Medic without armor
 * (Mental 0), every enemy of Mental defence 0, so that an EMP hit always disables, and the
 * characters as tough as the pack allows. The mission is one Giant Rat on the row of the
 * deployment spaces: four spaces off for a disabled enemy, where the Rifle hits automatically so
 * that the shot reaches it for certain; three spaces off for a disabled character, where the Rat
 * comes to the Medic and the Rifle's dice are rolled, a 6 of them striking her in the melee.
 */
function empPack(kind: Figure['kind']) {
  const pack = samplePack();
  const soldier = pack.classes.find((c) => c.id === 'soldier');
  const medic = pack.classes.find((c) => c.id === 'medic');
  const rifle = pack.gear.find((g) => g.id === 'rifle');
  const mission = pack.missions.find((m) => m.id === SETUP.mission);
  if (!soldier || !medic || !rifle || !mission) throw new Error('the sample has no Soldier, Medic, Rifle or mission');
  soldier.startingGear = ['rifle', 'emp-ammo', 'knife'];
  medic.startingGear = ['pistol', 'first-aid-kit'];
  for (const c of pack.classes) c.baseMaxHealth = 12;
  for (const e of pack.enemies) e.defence.mental = 0;
  mission.labels = { rat: [kind === 'enemy' ? 4 : 3, 0] };
  mission.enemies = [{ enemy: 'giant-rat', count: 1, spaces: ['rat'], facing: 6 }];
  if (kind === 'enemy') rifle.autoHit = true;
  return pack;
}

type Figure = { kind: 'enemy' | 'char'; id: string };

/** The figure's `disabledThrough` in the rules' state, if it is on the map (an enemy alive, a character on the board). */
function through(m: Match<MissionState>, f: Figure): number | null {
  const s = m.state;
  if (f.kind === 'enemy') {
    const e = s.enemies.find((x) => x.id === f.id);
    return e && e.health > 0 ? e.disabledThrough : null;
  }
  const c = s.chars.find((x) => x.id === f.id);
  return c && c.pos && !c.offBoard && !c.dead && c.health > 0 ? c.disabledThrough : null;
}

/** The figures of `kind` disabled now by the rules' own test (`isDisabled`: through > 0 and not past). */
function disabledNow(m: Match<MissionState>, kind: Figure['kind']): Figure[] {
  const ids = (kind === 'enemy' ? m.state.enemies : m.state.chars).map((x) => x.id);
  return ids
    .map((id) => ({ kind, id }))
    .filter((f) => {
      const t = through(m, f);
      return t !== null && t > 0 && t >= m.state.turn;
    });
}

/**
 * From `m`, the first choice offered each time (no reaction, whose shot could strike the figure
 * again) until the turn is past `last` with the figure still on the map, disabled through `last`
 * and no later, and the game not over: the choices made, or null when that does not come.
 */
function pastTurn(eng: ReturnType<typeof scripted>['eng'], m: Match<MissionState>, f: Figure, last: number) {
  const steps: Steps = [];
  for (let i = 0; i < 400 && eng.outcome(m) === null; i++) {
    if (m.state.turn > last) return through(m, f) === last ? { steps, m } : null;
    const seat = eng.pending(m)[0]?.seats[0] ?? '';
    const legal = eng.legal(m, seat);
    const c = legal.find((x) => x.kind === 'no-reaction') ?? legal[0];
    if (!c) return null;
    steps.push([seat, c]);
    m = unwrap(eng.submit(m, seat, c)).match;
  }
  return null;
}

/** Whether the Medic stands in melee with an enemy (on its space). */
function medicInMelee(m: Match<MissionState>): boolean {
  const medic = m.state.chars.find((c) => c.id === 'medic');
  return m.state.enemies.some((e) => e.health > 0 && medic?.pos && e.pos.x === medic.pos.x && e.pos.y === medic.pos.y);
}

/**
 * Whether players bent on an EMP shot make choice `c`: the Shot cards kept, the Soldier deployed at
 * the corner facing the Rat (and for a disabled character the Medic one space nearer it, so that
 * the Rat comes to her), then, whenever the Soldier is active, a Shot with the Rifle at the Rat: at
 * once for a disabled enemy, for a disabled character only while the Rat is in melee with the Medic.
 */
function empChoice(m: Match<MissionState>, kind: Figure['kind'], c: HuntersChoice): boolean {
  const shootNow = kind === 'enemy' || medicInMelee(m);
  switch (c.kind) {
    case 'keep':
      return c.card.endsWith('-shot');
    case 'deploy':
      return c.character === 'soldier'
        ? c.x === 0 && c.y === 0 && c.facing === 2
        : kind === 'char' && c.x === 1 && c.y === 0;
    case 'play':
      return shootNow && c.card === 'soldier-shot' && c.enhancement === null;
    case 'shoot':
      return shootNow && c.weapon === 'rifle' && c.targets.length > 0;
    default:
      return false;
  }
}

/**
 * A game on the server where a figure of `kind` is disabled, played here from the fixed seed with
 * the choices above (else the first one offered; a shot into the melee that rolls no 6 is made
 * again at the Soldier's next activation), and the choices that then take it past the turn it is
 * disabled through.
 */
async function disabledGame(kind: Figure['kind']) {
  const pack = empPack(kind);
  const game = scripted(pack, SETUP);
  for (let i = 0; i < 200 && game.eng.outcome(game.m) === null && disabledNow(game.m, kind).length === 0; i++) {
    const seat = game.eng.pending(game.m)[0]?.seats[0] ?? '';
    const legal = game.eng.legal(game.m, seat);
    const c = legal.find((x) => empChoice(game.m, kind, x)) ?? legal[0];
    if (!c) break;
    game.play(c, seat);
  }
  const found = { steps: game.steps, m: game.m };
  const f = disabledNow(found.m, kind)[0];
  if (!f) throw new Error(`no ${kind} disabled by EMP in this game`);
  const last = through(found.m, f) ?? 0;
  const past = pastTurn(game.eng, found.m, f, last);
  if (!past) throw new Error(`the ${kind} disabled through turn ${last} is not on the map, as it was, past it`);
  const g = await serverGame(h, { pack, setup: SETUP, steps: found.steps });
  return { g, found, f, last, steps: past.steps, after: past.m };
}

/** The page's marks of one figure: on the map (class, attribute, ring, words) and in its list entry. */
async function marks(page: Page, f: Figure) {
  const onMap = page.locator(f.kind === 'enemy' ? `.hu-enemy[data-enemy="${f.id}"]` : `.hu-char[data-char="${f.id}"]`);
  const listed = page.locator(
    f.kind === 'enemy' ? `.hu-sheet.enemies li[data-enemy="${f.id}"]` : `.hu-sheet[data-char="${f.id}"]`,
  );
  return {
    cls: (await onMap.getAttribute('class'))?.split(' ').includes('disabled') ?? false,
    attr: await onMap.getAttribute('data-disabled'),
    ring: await onMap.locator('.disabled-ring').count(),
    label: (await onMap.getAttribute('aria-label')) ?? '',
    title: f.kind === 'enemy' ? ((await onMap.locator('title').textContent()) ?? '') : '',
    listAttr: await listed.getAttribute('data-disabled'),
    listText: (await listed.textContent()) ?? '',
  };
}

run('Hunters: a figure disabled by EMP is marked on the board', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const kind of ['enemy', 'char'] as const)
    it(`HU-MENTAL-06 a disabled ${kind === 'enemy' ? 'enemy' : 'character'} is marked on the map and in the list until the end of the turn it is disabled through, in English and Hungarian, and the mark goes when the turn passes`, async () => {
      const { g, found, f, last, steps, after } = await disabledGame(kind);
      expect(found.m.state.turn).toBeLessThanOrEqual(last);
      const page = await openGame(h, g);
      await until(() => index(page)).toBe(found.steps.length);
      const words = `disabled by EMP until the end of turn ${last}`;
      const on = await marks(page, f);
      expect(on).toMatchObject({ cls: true, attr: String(last), ring: 1, listAttr: String(last) });
      expect(on.label).toContain(words);
      expect(on.listText).toContain(words);
      if (kind === 'enemy') expect(on.title).toContain(words);
      // Only the figures the rules hold disabled are marked.
      const marked = await page
        .locator(`.hu-${kind}.disabled`)
        .evaluateAll((els, a) => els.map((e) => e.getAttribute(a)), `data-${kind}`);
      expect(marked.sort()).toEqual(
        disabledNow(found.m, kind)
          .map((x) => x.id)
          .sort(),
      );
      await page.screenshot({ path: join(shots, `hunters-disabled-${kind}.png`), fullPage: true });

      const hu = await openGame(h, g, { locale: 'hu-HU' });
      await until(() => index(hu)).toBe(found.steps.length);
      const huWords = `EMP miatt bénult ${huArticle(last)} ${last}. kör végéig`;
      const onHu = await marks(hu, f);
      expect(onHu.label).toContain(huWords);
      expect(onHu.listText).toContain(huWords);
      await hu.close();

      // Played on past that turn, the page follows the game and the marks are gone.
      expect(after.state.turn).toBe(last + 1);
      await sendChoices(h.base, g, steps, found.steps.length);
      await until(() => index(page)).toBe(found.steps.length + steps.length);
      const off = await marks(page, f);
      expect(off).toMatchObject({ cls: false, attr: null, ring: 0, listAttr: null });
      expect(off.label).not.toContain('disabled');
      expect(off.listText).not.toContain('disabled');
      await page.close();
    }, 120_000);
});
