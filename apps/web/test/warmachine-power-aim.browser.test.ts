/**
 * A warjack's slam and head-butt aimed on the Warmachine board, in Debian's Chromium: the board
 * offers them where the rules do, like its other attacks, and the odds panel fills in from the
 * aim as the rules would make it (a slam's push on the table, a head-butt's STR); confirmed, the
 * rules make it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContent } from '@skirmish/warmachine';
import { createGame, hasChromium, startHarness, until, type Harness } from './harness.ts';
import { aimsAt, attackOddsOf } from '../src/boards/warmachine/model.ts';

type Game = { id: string; tokens: Record<string, string> };
type Snap = { index: number; legal: Array<Record<string, unknown>>; view: unknown };

/** A 30" table: the armies meet in a turn. */
const OPTIONS = { tableSize: 30 };

async function snapshot(base: string, game: Game, seat: string): Promise<Snap> {
  return (await (await fetch(`${base}/api/games/${game.id}?token=${game.tokens[seat]}`)).json()) as Snap;
}

/** The seat asked for a choice, and its snapshot. */
async function asked(base: string, game: Game): Promise<{ seat: string; snap: Snap }> {
  for (const seat of Object.keys(game.tokens)) {
    const snap = await snapshot(base, game, seat);
    if (snap.legal.length > 0) return { seat, snap };
  }
  throw new Error('no seat is asked');
}

/** Makes `choice` over HTTP for whichever seat is asked; it must be accepted. */
async function play(base: string, game: Game, choice: Record<string, unknown>): Promise<void> {
  const { seat, snap } = await asked(base, game);
  const res = await fetch(`${base}/api/games/${game.id}/choices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: game.tokens[seat], index: snap.index, choice }),
  });
  expect(res.status, `${JSON.stringify(choice)}: ${await res.text()}`).toBe(200);
}

/** Base radii in inches. */
const R30 = 30 / 25.4 / 2;
const R40 = 40 / 25.4 / 2;
const R50 = 50 / 25.4 / 2;

/** Where each model is deployed: the Bastion faces the Wraithwing across the middle, the Gravemaw beside it. */
const DEPLOY: Readonly<Record<string, readonly [number, number]>> = {
  'p1.bastion': [15, 7],
  'p1.kron': [5, 4],
  'p1.sparrow': [25, 4],
  'p2.wraithwing': [15, 28.9],
  'p2.ash': [5, 28],
  'p2.gravemaw': [18.5, 28.9],
};

/**
 * Player 1's Bastion runs 8" up the middle; Player 2's Wraithwing goes to `wraithwing` (a run
 * when it is more than its SPD 7 away) and its Gravemaw to `gravemaw`; then in round 2 the
 * Bastion, with 1 focus, is activated.
 */
async function battle(
  base: string,
  to: { readonly wraithwing: number; readonly gravemaw: number; readonly run: boolean; readonly ash?: number },
  focus = 1,
): Promise<Game> {
  const game = await createGame(base, { ruleset: 'warmachine', mode: 'hotseat', seed: 3, options: OPTIONS });
  await play(base, game, { kind: 'chooseFirst', first: 'p1' });
  for (;;) {
    const { snap } = await asked(base, game);
    const next = snap.legal.find((c) => c['kind'] === 'deploy');
    if (!next) break;
    const model = String(next['model']);
    const [x, y] = DEPLOY[model] ?? [0, 0];
    await play(base, game, { kind: 'deploy', model, x, y, facing: model.startsWith('p1') ? 90 : 270 });
  }
  await play(base, game, { kind: 'allocate', model: 'p1.bastion', focus: 1 });
  await play(base, game, { kind: 'endControl' });
  await play(base, game, { kind: 'activate', model: 'p1.bastion' });
  await play(base, game, { kind: 'run', x: 15, y: 15, facing: 90 });
  await play(base, game, { kind: 'endTurn' });
  if (to.run) await play(base, game, { kind: 'allocate', model: 'p2.wraithwing', focus: 1 });
  await play(base, game, { kind: 'endControl' });
  await play(base, game, { kind: 'activate', model: 'p2.wraithwing' });
  await play(base, game, { kind: to.run ? 'run' : 'advance', x: 15, y: to.wraithwing, facing: 270 });
  if (!to.run) await play(base, game, { kind: 'endActivation' });
  await play(base, game, { kind: 'activate', model: 'p2.gravemaw' });
  await play(base, game, { kind: 'advance', x: 15, y: to.gravemaw, facing: 270 });
  await play(base, game, { kind: 'endActivation' });
  if (to.ash !== undefined) {
    await play(base, game, { kind: 'activate', model: 'p2.ash' });
    await play(base, game, { kind: 'run', x: 15, y: to.ash, facing: 270 });
  }
  await play(base, game, { kind: 'endTurn' });
  await play(base, game, { kind: 'allocate', model: 'p1.bastion', focus });
  await play(base, game, { kind: 'endControl' });
  await play(base, game, { kind: 'activate', model: 'p1.bastion' });
  return game;
}

/** What the odds panel last worked out: its procedure and inputs. */
async function shown(page: Page): Promise<{ procedure: string | null; inputs: Record<string, unknown> }> {
  const chart = page.locator('table.odds-chart').first();
  return {
    procedure: await chart.getAttribute('data-procedure'),
    inputs: JSON.parse((await chart.getAttribute('data-inputs')) ?? '{}') as Record<string, unknown>,
  };
}

describe.skipIf(!hasChromium)('slams and head-butts aimed on the Warmachine board', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a slam is offered at the model picked; its odds fill in with the push on the table, and confirmed the rules make it', async () => {
    // The Wraithwing 7" up the table, the Gravemaw 2" behind it.
    const game = await battle(h.base, { wraithwing: 21.9, gravemaw: 21.9 + R40 + R50 + 2, run: false });
    const snap = await snapshot(h.base, game, 'p1');
    const models = (snap.view as { models: Array<{ id: string; side: string }> }).models;
    const aims = aimsAt(snap.legal, 'p2.wraithwing', (id) => models.find((m) => m.id === id)?.side);
    const at = aims.findIndex((c) => c['kind'] === 'slam');
    const slam = aims[at];
    if (!slam) throw new Error('no slam at the Wraithwing');
    const want = attackOddsOf(snap.view, sampleContent, slam, OPTIONS);
    // MAT 6 at DEF 14, STR 11 at ARM 15; more than 3" to go, so a hit pushes; a push of 2" or
    // more meets the Gravemaw.
    expect(want).toEqual({
      procedure: 'slam',
      inputs: {
        stat: 6,
        def: 14,
        boost: false,
        modifier: 0,
        str: 11,
        arm: 15,
        boostDamage: false,
        pushed: true,
        against: '2,3,4,5,6',
        stationary: false,
        count: 'target',
        // The larger Gravemaw takes no collateral damage.
        collateral: '',
      },
    });

    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBeGreaterThan(0);
    await page.locator('.wm-model[data-model="p2.wraithwing"] .base').click();
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBe(aims.length);
    // The first aim at it is the slam: picking the model fills its odds in.
    expect(at).toBe(0);
    await until(async () => (await shown(page)).procedure).toBe('slam');
    expect((await shown(page)).inputs).toEqual(want?.inputs);
    const button = page.locator('.wm-attacks button.wm-aim').nth(at);
    expect(await button.textContent()).toContain('Slam');
    await button.click();
    await page.locator('.wm-attacks button.wm-confirm').click();
    await until(async () => {
      const v = (await snapshot(h.base, game, 'p1')).view as { activation?: { movement?: string } | null };
      return v.activation?.movement ?? null;
    }).toBe('slam');
    await page.close();
  }, 120_000);

  it('with focus to spare a slam is offered boosted too; the boosted aim fills the odds in with a die more on each roll', async () => {
    const game = await battle(h.base, { wraithwing: 21.9, gravemaw: 21.9 + R40 + R50 + 2, run: false }, 3);
    const snap = await snapshot(h.base, game, 'p1');
    const boosted = { kind: 'slam', target: 'p2.wraithwing', boostAttack: true, boostDamage: true };
    const want = attackOddsOf(snap.view, sampleContent, boosted, OPTIONS);
    expect(want?.inputs).toMatchObject({ boost: true, boostDamage: true, pushed: true, against: '2,3,4,5,6' });

    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBeGreaterThan(0);
    await page.locator('.wm-model[data-model="p2.wraithwing"] .base').click();
    const button = page.locator('.wm-attacks button.wm-aim', { hasText: 'attack and damage boosted' });
    await until(() => button.count()).toBe(1);
    expect(await button.textContent()).toContain('Slam');
    await button.click();
    await until(async () => (await shown(page)).inputs['boostDamage']).toBe(true);
    expect(await shown(page)).toEqual({ procedure: 'slam', inputs: want?.inputs });
    await page.locator('.wm-attacks button.wm-confirm').click();
    await until(async () => {
      const v = (await snapshot(h.base, game, 'p1')).view as { activation?: { movement?: string } | null };
      return v.activation?.movement ?? null;
    }).toBe('slam');
    await page.close();
  }, 120_000);

  it('the slam’s odds fill in the collateral damage of the push too: counted instead, Ash behind the Wraithwing is hurt on every face', async () => {
    // Ash runs up to 0.3" behind the Wraithwing; the larger Gravemaw stands 2.3" beyond it.
    const game = await battle(h.base, { wraithwing: 21.9, gravemaw: 26, run: false, ash: 21.9 + R40 + R30 + 0.3 });
    const snap = await snapshot(h.base, game, 'p1');
    const slam = { kind: 'slam', target: 'p2.wraithwing' };
    const want = attackOddsOf(snap.view, sampleContent, slam, OPTIONS);
    const ash = (snap.view as { models: Array<{ id: string; focus: number }> }).models.find((m) => m.id === 'p2.ash');
    // Ash's ARM 14 and her focus, on every face; the Gravemaw, larger, only stops the push.
    const arm = 14 + (ash?.focus ?? 0);
    expect(want?.inputs).toMatchObject({
      count: 'target',
      collateral: [1, 2, 3, 4, 5, 6].map((f) => `${f}:${arm}`).join(';'),
      against: '3,4,5,6',
    });

    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBeGreaterThan(0);
    await page.locator('.wm-model[data-model="p2.wraithwing"] .base').click();
    await until(async () => (await shown(page)).procedure).toBe('slam');
    expect((await shown(page)).inputs).toEqual(want?.inputs);
    await page.locator('section.odds select[name="count"]').selectOption('collateral');
    await page.locator('section.odds button[type="submit"]').click();
    await until(async () => (await shown(page)).inputs['count']).toBe('collateral');
    const rows = await page
      .locator('table.odds-chart tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-outcome'), tr.querySelector('th')?.textContent]));
    // A miss, then Ash's damage points on every hit: she is reached on every face.
    expect(rows[0]?.[0]).toBe('miss');
    expect(rows.slice(1).every(([k]) => k?.startsWith('c:'))).toBe(true);
    expect(rows[1]).toEqual([
      'c:0',
      'hit; the model behind is knocked down too and takes 0 points of collateral damage',
    ]);
    await page.close();
  }, 120_000);

  it('a head-butt is offered at a model in reach like the weapon’s attacks; aimed, its odds fill in with STR for the damage', async () => {
    // The Wraithwing runs up to 0.3" from the Bastion.
    const game = await battle(h.base, { wraithwing: 15 + R50 + R40 + 0.3, gravemaw: 26, run: true });
    await play(h.base, game, { kind: 'forfeitMove', aim: false });
    const snap = await snapshot(h.base, game, 'p1');
    const models = (snap.view as { models: Array<{ id: string; side: string }> }).models;
    const aims = aimsAt(snap.legal, 'p2.wraithwing', (id) => models.find((m) => m.id === id)?.side);
    const at = aims.findIndex((c) => c['kind'] === 'headButt');
    const headButt = aims[at];
    if (!headButt) throw new Error('no head-butt at the Wraithwing');
    const want = attackOddsOf(snap.view, sampleContent, headButt, OPTIONS);
    // MAT 6 at DEF 14; the Bastion's STR 11 the damage's POW, at ARM 15.
    expect(want).toMatchObject({
      procedure: 'warjack',
      inputs: { model: 'wraithwing', stat: 6, pow: 11, def: 14, arm: 15, boost: false, boostDamage: false },
    });

    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 }, locale: 'hu-HU' });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBeGreaterThan(0);
    await page.locator('.wm-model[data-model="p2.wraithwing"] .base').click();
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBe(aims.length);
    const button = page.locator('.wm-attacks button.wm-aim').nth(at);
    expect(await button.textContent()).toContain('Fejelés');
    await button.click();
    await until(async () => (await shown(page)).inputs['pow']).toBe(11);
    expect(await shown(page)).toEqual({ procedure: 'warjack', inputs: want?.inputs });
    await page.close();
  }, 120_000);
});
