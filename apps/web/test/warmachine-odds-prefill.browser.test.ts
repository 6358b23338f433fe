/**
 * The Warmachine board filling in the odds panel in Debian's Chromium: a model picked on the
 * table gives the odds of the first attack offered at it, as the rules would roll it (a warjack's
 * forecast with its grid's marks, the attack's stat, modifiers, DEF and ARM), and another attack
 * aimed gives its own.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackOddsRequest, sampleContent, type WmChoice, type WmState } from '@skirmish/warmachine';
import { createGame, hasChromium, startHarness, until, type Harness } from './harness.ts';
import { aimsAt, attackOddsOf } from '../src/boards/warmachine/model.ts';

type Game = { id: string; tokens: Record<string, string> };
type Snap = { index: number; legal: Array<Record<string, unknown>>; view: unknown };

async function snapshot(base: string, game: Game, seat: string): Promise<Snap> {
  return (await (await fetch(`${base}/api/games/${game.id}?token=${game.tokens[seat]}`)).json()) as Snap;
}

/** Makes `choice` over HTTP for whichever seat is asked; it must be accepted. */
async function play(base: string, game: Game, choice: Record<string, unknown>): Promise<void> {
  for (const seat of Object.keys(game.tokens)) {
    const snap = await snapshot(base, game, seat);
    if (snap.legal.length === 0) continue;
    const res = await fetch(`${base}/api/games/${game.id}/choices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: game.tokens[seat], index: snap.index, choice }),
    });
    expect(res.status, `${JSON.stringify(choice)}: ${await res.text()}`).toBe(200);
    return;
  }
  throw new Error(`no seat is asked for ${JSON.stringify(choice)}`);
}

/** Each model's place: the Sparrow of Player 1 aims at Player 2's warjacks across the table. */
const DEPLOY: ReadonlyArray<readonly [string, number, number]> = [
  ['p1.sparrow', 24, 8],
  ['p1.kron', 20, 4],
  ['p1.bastion', 30, 4],
  ['p2.wraithwing', 24, 40],
  ['p2.ash', 14, 45],
  ['p2.gravemaw', 34, 42],
];

/** What the odds panel last worked out: its procedure and inputs. */
async function shown(page: Page): Promise<{ procedure: string | null; inputs: Record<string, unknown> }> {
  const chart = page.locator('table.odds-chart').first();
  return {
    procedure: await chart.getAttribute('data-procedure'),
    inputs: JSON.parse((await chart.getAttribute('data-inputs')) ?? '{}') as Record<string, unknown>,
  };
}

describe.skipIf(!hasChromium)('the odds the Warmachine board fills in', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a warjack picked on the table fills in its forecast for the first attack at it; another attack aimed, its own', async () => {
    const game = await createGame(h.base, { ruleset: 'warmachine', mode: 'hotseat', seed: 3 });
    await play(h.base, game, { kind: 'chooseFirst', first: 'p1' });
    for (const [model, x, y] of DEPLOY)
      await play(h.base, game, { kind: 'deploy', model, x, y, facing: model.startsWith('p1') ? 90 : 270 });
    // Focus for the Sparrow, so that its attacks may be boosted.
    await play(h.base, game, { kind: 'allocate', model: 'p1.sparrow', focus: 1 });
    await play(h.base, game, { kind: 'endControl' });
    await play(h.base, game, { kind: 'activate', model: 'p1.sparrow' });
    await play(h.base, game, { kind: 'forfeitMove', aim: true });
    const snap = await snapshot(h.base, game, 'p1');
    const atWraithwing = snap.legal.filter((c) => c['kind'] === 'attack' && c['target'] === 'p2.wraithwing');
    const first = atWraithwing[0];
    if (!first) throw new Error('no attack at the Wraithwing');
    const want = attackOddsRequest(snap.view as WmState, sampleContent, first as unknown as WmChoice);
    if (!want) throw new Error('no odds for the attack');
    // The Sparrow's Repeater: RAT 5, aimed +2, POW 10, at the Wraithwing's DEF 14 and ARM 15.
    expect(want).toMatchObject({
      procedure: 'warjack',
      inputs: { model: 'wraithwing', stat: 5, modifier: 2, pow: 10, def: 14, arm: 15, marks: '0,0,0,0,0,0' },
    });

    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBeGreaterThan(0);
    await page.locator('.wm-model[data-model="p2.wraithwing"] .base').click();
    await until(async () => (await shown(page)).procedure).toBe('warjack');
    expect((await shown(page)).inputs).toEqual(want.inputs);

    // Another attack at it, boosted: aimed, it fills in its own boosts.
    const boosted = atWraithwing.findIndex((c) => c['boostAttack'] === true);
    const other = atWraithwing[boosted];
    if (!other) throw new Error('no boosted attack');
    const otherWant = attackOddsRequest(snap.view as WmState, sampleContent, other as unknown as WmChoice);
    await page.locator('.wm-attacks button.wm-aim').nth(boosted).click();
    await until(async () => (await shown(page)).inputs['boost']).toBe(true);
    expect((await shown(page)).inputs).toEqual(otherWant?.inputs);
    await page.close();
  }, 120_000);
  it('a spell aimed at a warjack fills in its forecast: the caster’s FOCUS and the spell’s POW', async () => {
    const game = await createGame(h.base, { ruleset: 'warmachine', mode: 'hotseat', seed: 3 });
    await play(h.base, game, { kind: 'chooseFirst', first: 'p1' });
    for (const [model, x, y] of DEPLOY)
      await play(h.base, game, { kind: 'deploy', model, x, y, facing: model.startsWith('p1') ? 90 : 270 });
    await play(h.base, game, { kind: 'endControl' });
    await play(h.base, game, { kind: 'activate', model: 'p1.kron' });
    await play(h.base, game, { kind: 'forfeitMove', aim: false });
    const snap = await snapshot(h.base, game, 'p1');
    const models = (snap.view as { models: Array<{ id: string; side: string }> }).models;
    const aims = aimsAt(snap.legal, 'p2.wraithwing', (id) => models.find((m) => m.id === id)?.side);
    const at = aims.findIndex((c) => c['kind'] === 'cast' && c['spell'] === 'arc-lance');
    const spell = aims[at];
    if (!spell) throw new Error('no Arc Lance at the Wraithwing');
    const want = attackOddsOf(snap.view, sampleContent, spell);
    // Kron's FOCUS 7 and the Arc Lance's POW 12, at the Wraithwing's DEF 14 and ARM 15.
    expect(want).toMatchObject({
      procedure: 'warjack',
      inputs: { model: 'wraithwing', stat: 7, pow: 12, def: 14, arm: 15, crippled: false },
    });

    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBeGreaterThan(0);
    await page.locator('.wm-model[data-model="p2.wraithwing"] .base').click();
    await until(() => page.locator('.wm-attacks button.wm-aim').count()).toBe(aims.length);
    await page.locator('.wm-attacks button.wm-aim').nth(at).click();
    await until(async () => (await shown(page)).inputs['pow']).toBe(12);
    expect(await shown(page)).toEqual({ procedure: 'warjack', inputs: want?.inputs });
    await page.close();
  }, 120_000);
});
