/**
 * The Hunters board filling in the odds panel in Debian's Chromium: an enemy clicked on the map
 * gives the odds of the first attack offered at it, with the numbers the rules roll with.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, canonicalJson, unwrap } from '@skirmish/core';
import {
  attackOddsInputs,
  attackOddsRequest,
  huntersRuleset,
  type HuntersChoice,
  type HuntersView,
} from '@skirmish/hunters';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  sendChoices,
  startHarness,
  until,
  walkTo,
  type Harness,
} from './harness.ts';
import { openGame, samplePack, scripted, serverGame } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const engine = unwrap(Engine.create(huntersRuleset));

type Choice = Record<string, unknown> & { kind: string };

/** The enemies a choice attacks, as the board reads them (`byEnemy`). */
const targetsOf = (c: Choice): string[] =>
  c.kind === 'melee' && typeof c['target'] === 'string'
    ? [c['target']]
    : c.kind === 'shoot' && Array.isArray(c['targets'])
      ? (c['targets'] as string[])
      : [];

/** The first attack offered at some enemy whose roll deals damage: the enemy and the panel's fields. */
function firstAttack(view: HuntersView, legal: readonly Choice[]) {
  for (const c of legal)
    for (const enemy of targetsOf(c)) {
      const at = view.attackRolls?.[canonicalJson(c)]?.find((r) => r.enemy === enemy);
      const inputs = at ? attackOddsInputs(at) : null;
      // The first choice at that enemy must be this one: the board fills in the first it offers.
      const first = legal.find((x) => targetsOf(x).includes(enemy));
      if (inputs && first === c) return { enemy, inputs };
    }
  return null;
}

/** The first attack offered at some enemy that is a Mental attack: the enemy and the panel's fields. */
function firstMental(view: HuntersView, legal: readonly Choice[]) {
  for (const c of legal)
    for (const enemy of targetsOf(c)) {
      const at = view.attackRolls?.[canonicalJson(c)]?.find((r) => r.enemy === enemy);
      const req = at ? attackOddsRequest(at) : null;
      const first = legal.find((x) => targetsOf(x).includes(enemy));
      if (req?.procedure === 'mental-attack' && first === c) return { enemy, inputs: req.inputs };
    }
  return null;
}

/** What the odds panel last worked out: its procedure and inputs. */
async function shown(page: Page): Promise<{ procedure: string | null; inputs: Record<string, unknown> }> {
  const chart = page.locator('table.odds-chart').first();
  return {
    procedure: await chart.getAttribute('data-procedure'),
    inputs: JSON.parse((await chart.getAttribute('data-inputs')) ?? '{}') as Record<string, unknown>,
  };
}

run('the odds the Hunters board fills in', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an enemy clicked fills in the attack at it as the rules roll it', async () => {
    const found = walkTo(
      engine,
      huntersRuleset.defaultSetup,
      (m, seat) => firstAttack(engine.view(m, seat), engine.legal(m, seat)) !== null,
      { seeds: 20, steps: 400 },
    );
    if (!found) throw new Error('no attack in the first 20 seeds');
    const want = firstAttack(engine.view(found.m, found.seat), engine.legal(found.m, found.seat));
    if (!want) throw new Error('no attack');
    const g = await createGame(h.base, { ruleset: 'hunters', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hunters');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator(`.hu-enemy[data-enemy="${want.enemy}"]`).count()).toBe(1);
    await page.locator(`.hu-enemy[data-enemy="${want.enemy}"]`).click();
    await until(async () => (await shown(page)).procedure).toBe('attack');
    expect((await shown(page)).inputs).toMatchObject(want.inputs);
    await page.close();
  }, 120_000);
  it('an enemy clicked, a Mental attack offered at it, fills in whom that attack may disable', async () => {
    // The Soldier with EMP Ammo on his Rifle, one Giant Rat three spaces off on mission Q02.
    const setup = {
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
      ],
    };
    const pack = samplePack();
    const soldier = pack.classes.find((c) => c.id === 'soldier');
    const mission = pack.missions.find((m) => m.id === 'Q02');
    if (!soldier || !mission) throw new Error('the sample has no Soldier or mission Q02');
    soldier.startingGear = ['rifle', 'emp-ammo', 'knife'];
    mission.labels = { rat: [3, 0] };
    mission.enemies = [{ enemy: 'giant-rat', count: 1, spaces: ['rat'], facing: 6 }];
    const game = scripted(pack, setup);
    let want: ReturnType<typeof firstMental> = null;
    for (let i = 0; i < 200 && game.eng.outcome(game.m) === null; i++) {
      const seat = game.eng.pending(game.m)[0]?.seats[0] ?? '';
      const legal = game.eng.legal(game.m, seat) as unknown as Choice[];
      want = seat === 'p1' ? firstMental(game.eng.view(game.m, seat), legal) : null;
      if (want) break;
      // The Shot cards kept and played, the Soldier at the corner facing the Rat; else the first choice.
      const c =
        legal.find((x) =>
          x.kind === 'keep'
            ? String(x['card']).endsWith('-shot')
            : x.kind === 'deploy'
              ? x['character'] === 'soldier' && x['x'] === 0 && x['y'] === 0 && x['facing'] === 2
              : x.kind === 'play' && x['card'] === 'soldier-shot' && x['enhancement'] === null,
        ) ?? legal[0];
      if (!c) break;
      game.play(c as unknown as HuntersChoice, seat);
    }
    if (!want) throw new Error('no Mental attack offered');
    expect(want.inputs).toMatchObject({ mental: pack.enemies.find((e) => e.id === 'giant-rat')?.defence.mental });
    const g = await serverGame(h, { pack, setup, steps: game.steps });
    const page = await openGame(h, g, { viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await until(() => page.locator(`.hu-enemy[data-enemy="${want.enemy}"]`).count()).toBe(1);
    await page.locator(`.hu-enemy[data-enemy="${want.enemy}"]`).click();
    await until(async () => (await shown(page)).procedure).toBe('mental-attack');
    expect((await shown(page)).inputs).toMatchObject(want.inputs);
    await page.close();
  }, 180_000);
});
