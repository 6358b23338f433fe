/**
 * Aiming at any model on the Warmachine board, in Debian's Chromium. The rules suggest attacks on
 * the four enemies nearest the active model only; on a table of six models a side the player
 * picks a fifth, further one on the table, and the board offers the same attack at it. One hidden
 * behind a wall is refused by the rules, the refusal is shown and nothing is lost; the one in
 * sight is attacked, and the log says so.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContent, warmachineMessages } from '@skirmish/warmachine';
import { createGame, hasChromium, index, sendPack, shots, startHarness, until, type Harness } from './harness.ts';

/**
 * Test content, not an official card: the sample's models in a box of a warcaster and five
 * Sparrows a side, on a table with one wall that blocks sight.
 */
function widePack() {
  const pack = structuredClone(sampleContent);
  pack.meta = {
    name: 'Wide battlegroups (test content)',
    sample: true,
    note: 'Test content written for Skirmish: six models a side, more than the rules suggest targets among.',
  };
  pack.boxes = [
    {
      id: 'wide',
      name: 'Wide battlegroup (test content)',
      faction: 'Iron Crown',
      warcaster: 'kron',
      warjacks: ['sparrow', 'sparrow', 'sparrow', 'sparrow', 'sparrow'],
      sample: true,
    },
  ];
  pack.terrain = [
    {
      id: 'screen',
      name: { en: 'Screen (test content)', hu: 'Fal (tesztadat)' },
      shape: {
        kind: 'polygon',
        points: [
          { x: 4, y: 35 },
          { x: 12, y: 35 },
          { x: 12, y: 36 },
          { x: 4, y: 36 },
        ],
      },
      blocksLos: true,
      blocksMovement: true,
      sample: true,
    },
  ];
  return pack;
}

/**
 * Where each model is deployed. The Sparrow of Player 1 at (24, 8) shoots; the four Sparrows of
 * Player 2 at y 40 are its four nearest enemies; the fifth Sparrow, on the right flank, is in
 * sight, and Kron, on the left, stands behind the wall.
 */
const DEPLOY: ReadonlyArray<readonly [string, number, number]> = [
  ['p1.sparrow', 24, 8],
  ['p1.kron', 20, 4],
  ['p1.sparrow.2', 28, 4],
  ['p1.sparrow.3', 32, 4],
  ['p1.sparrow.4', 36, 4],
  ['p1.sparrow.5', 16, 4],
  ['p2.sparrow', 14, 40],
  ['p2.sparrow.2', 20, 40],
  ['p2.sparrow.3', 26, 40],
  ['p2.sparrow.4', 32, 40],
  ['p2.sparrow.5', 44, 45],
  ['p2.kron', 4, 45],
];

type Game = { id: string; tokens: Record<string, string> };

/** Makes `choice` over HTTP for whichever seat is asked; it must be accepted. */
async function play(base: string, game: Game, choice: Record<string, unknown>): Promise<void> {
  for (const token of Object.values(game.tokens)) {
    const snap = (await (await fetch(`${base}/api/games/${game.id}?token=${token}`)).json()) as {
      index: number;
      legal: unknown[];
    };
    if (snap.legal.length === 0) continue;
    const res = await fetch(`${base}/api/games/${game.id}/choices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, index: snap.index, choice }),
    });
    expect(res.status, `${JSON.stringify(choice)}: ${await res.text()}`).toBe(200);
    return;
  }
  throw new Error(`no seat is asked for ${JSON.stringify(choice)}`);
}

/**
 * A game on the wide pack, deployed as `DEPLOY` says, Player 1 first, up to the activation of the
 * Sparrow of Player 1, after `control` is chosen in the Control phase.
 */
async function battle(
  base: string,
  control: ReadonlyArray<Record<string, unknown>>,
  active = 'p1.sparrow',
): Promise<Game> {
  const hash = await sendPack(base, 'warmachine', widePack());
  const game = await createGame(base, {
    ruleset: 'warmachine',
    content: hash,
    mode: 'hotseat',
    seed: 3,
    setup: { p1: 'wide', p2: 'wide' },
    // Terrain blocks sight only with this house rule.
    options: { terrainEffects: true },
  });
  await play(base, game, { kind: 'chooseFirst', first: 'p1' });
  for (const [model, x, y] of DEPLOY)
    await play(base, game, { kind: 'deploy', model, x, y, facing: model.startsWith('p1') ? 90 : 270 });
  for (const c of control) await play(base, game, c);
  await play(base, game, { kind: 'endControl' });
  await play(base, game, { kind: 'activate', model: active });
  return game;
}

describe.skipIf(!hasChromium)('aiming at any model on the Warmachine board', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it(
    'a model outside the four nearest is picked on the table and attacked; one out of sight is refused, the refusal shown and nothing lost',
    { timeout: 120_000 },
    async () => {
      const game = await battle(h.base, []);
      await play(h.base, game, { kind: 'forfeitMove', aim: true });

      const { page, frames } = await h.newPage();
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
      const panel = page.locator('.wm-attacks');
      const aims = panel.locator('button.wm-aim');
      // The rules suggest the four nearest enemies only: neither far model is among them.
      await until(() => aims.count()).toBe(4);
      for (const text of await aims.allTextContents()) expect(text).not.toMatch(/Sparrow 5|Kron/);
      const at = await index(page);
      // The wall is on the table for the player to see, drawn as blocking under the house rule.
      const wall = page.locator('.wm-terrain[data-terrain="screen"]');
      expect(await wall.getAttribute('class')).toBe('wm-terrain blocks');
      expect(await wall.locator('title').textContent()).toBe('Screen (test content): blocks sight and movement');

      // Kron, behind the wall: picked on the table, offered the same attack, refused by the rules.
      await page.locator('.wm-model[data-model="p2.kron"] .base').click();
      await until(() => panel.locator('strong').textContent()).toMatch(/^Attacks and spells on .*Kron$/);
      expect(await panel.locator('.wm-unlisted').count()).toBe(1);
      await until(() => aims.count()).toBe(1);
      expect(await aims.first().textContent()).toMatch(/^Aim: Attack .*Kron.* with Repeater/);
      await aims.first().click();
      await page.locator('.wm-confirm').click();
      // The rules' own words for the refusal, as for a dragged move they refuse.
      await until(() => page.locator('.error[role="alert"]').textContent()).toBe(
        warmachineMessages.en.violations['los/no-line'],
      );
      await page.screenshot({ path: join(shots, 'warmachine-aim-refused.png'), fullPage: true });
      // Nothing is lost: the same position, nothing attacked, Kron still picked.
      expect(await index(page)).toBe(at);
      expect(await page.locator('.events li[data-type="wm/attack"]').count()).toBe(0);
      expect(await page.locator('.wm-model.picked').getAttribute('data-model')).toBe('p2.kron');

      // The fifth Sparrow, in sight on the right flank: picked, aimed at, and attacked.
      await page.locator('.wm-model[data-model="p2.sparrow.5"] .base').click();
      await until(() => panel.locator('strong').textContent()).toBe('Attacks and spells on Sparrow 5');
      await until(() => aims.count()).toBe(1);
      await aims.first().click();
      await until(() => page.locator('.wm-template').count()).toBe(1);
      await page.locator('.wm-confirm').click();
      await until(() => index(page)).toBeGreaterThan(at);
      await until(() => page.locator('.events li[data-type="wm/attack"]').count()).toBe(1);
      expect(
        frames.some((f) =>
          /"type":"wm\/attack"[^}]*"model":"p1\.sparrow"[^}]*"weapon":"repeater"[^}]*"target":"p2\.sparrow\.5"/.test(f),
        ),
      ).toBe(true);
      expect(await page.locator('.error[role="alert"]').count()).toBe(0);
      await page.screenshot({ path: join(shots, 'warmachine-aim-fifth.png'), fullPage: true });
      await page.close();
    },
  );

  it(
    'a model picked on the table belongs to the decision it was picked in: the same model active again next round starts with no pick',
    { timeout: 120_000 },
    async () => {
      const game = await battle(h.base, []);
      await play(h.base, game, { kind: 'forfeitMove', aim: true });
      const { page } = await h.newPage();
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
      const panel = page.locator('.wm-attacks');
      await until(() => panel.locator('button.wm-aim').count()).toBe(4);
      await page.locator('.wm-model[data-model="p2.kron"] .base').click();
      await until(() => page.locator('.wm-model.picked').getAttribute('data-model')).toBe('p2.kron');
      const at = await index(page);

      // The Sparrow ends its activation without attacking; the turns go round to the next round,
      // where the same Sparrow is activated and aims again.
      await play(h.base, game, { kind: 'endTurn' });
      await play(h.base, game, { kind: 'endControl' });
      await play(h.base, game, { kind: 'endTurn' });
      await play(h.base, game, { kind: 'endControl' });
      await play(h.base, game, { kind: 'activate', model: 'p1.sparrow' });
      await play(h.base, game, { kind: 'forfeitMove', aim: true });
      await until(() => index(page)).toBe(at + 6);
      await until(() => page.locator('.wm-board > p').first().textContent()).toMatch(/^Round 2 /);
      await until(() => panel.locator('button.wm-aim').count()).toBe(4);
      // Nothing is picked: the four targets the rules suggest are offered, as at any new decision.
      expect(await page.locator('.wm-model.picked').count()).toBe(0);
      expect(await panel.locator('strong').textContent()).toBe('Attacks and spells on a target');
      expect(await page.locator('.wm-model[data-model="p2.kron"]').getAttribute('aria-pressed')).toBe('false');
      await page.close();
    },
  );

  it(
    'a charge dragged onto an enemy outside the four nearest is declared; the plan names it on the way',
    { timeout: 120_000 },
    async () => {
      // A warjack charges for 1 focus, given it in the Control phase.
      const game = await battle(h.base, [{ kind: 'allocate', model: 'p1.sparrow', focus: 1 }]);
      const { page, frames } = await h.newPage();
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
      // The rules suggest charges on the four nearest enemies only.
      await until(() => page.locator('.wm-model.chargeable').count()).toBe(4);
      expect(await page.locator('.wm-model.chargeable[data-model="p2.sparrow.5"]').count()).toBe(0);
      const at = await index(page);
      await page.locator('.wm-model.active .base').scrollIntoViewIfNeeded();
      const from = (await page.locator('.wm-model.active .base').boundingBox())!;
      const to = (await page.locator('.wm-model[data-model="p2.sparrow.5"] .base').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      // Without the premeasure house rule the plan names the target and no distance.
      await until(() => page.locator('.wm-plan.charge text').textContent()).toBe('charge Sparrow 5');
      await page.mouse.up();
      await until(() => index(page)).toBeGreaterThan(at);
      await until(() => page.locator('.events li[data-type="wm/charge"]').count()).toBe(1);
      expect(frames.some((f) => /"type":"wm\/charge"[^}]*"target":"p2\.sparrow\.5"/.test(f))).toBe(true);
      await page.close();
    },
  );
  it(
    'a spell aimed, then cast from the spell list instead: the aim is gone with the position it was made in',
    { timeout: 120_000 },
    async () => {
      const game = await battle(h.base, [], 'p1.kron');
      const { page } = await h.newPage();
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
      const aim = page.locator('.wm-attacks button.wm-aim', { hasText: 'Arc Lance' }).first();
      await until(() => aim.count()).toBe(1);
      const at = await index(page);
      await aim.click();
      await until(() => page.locator('.wm-attacks button.wm-aim.selected').count()).toBe(1);
      // The same spell on the same target, cast from the spell list.
      const title = await aim.getAttribute('title');
      await page.locator(`.wm-magic button[title="${title}"]`).click();
      await until(() => index(page)).toBeGreaterThan(at);
      // Kron may cast it again, so the same choice is offered: not aimed any more.
      await until(() => page.locator('.wm-attacks button.wm-aim', { hasText: 'Arc Lance' }).count()).toBeGreaterThan(0);
      expect(await page.locator('.wm-attacks button.wm-aim.selected').count()).toBe(0);
      expect(await page.locator('.wm-confirm').count()).toBe(0);
      await page.close();
    },
  );
});
