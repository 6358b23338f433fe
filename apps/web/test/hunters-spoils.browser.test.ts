/**
 * Hunters in Debian's Chromium with the table option `spoilsDraft` (HU-XP-11): back from a won
 * mission, the campaign panel lists what is left to share out, says whose pick it is, and the
 * players draft it item by item by clicking until the pool is empty.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, index, shots, startHarness, until, type Harness } from './harness.ts';
import { openGame, samplePack, scripted, serverGame, type Steps } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

const OPTIONS = { spoilsDraft: true };
const SETUP = {
  mode: 'campaign',
  players: 2,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
  ],
};

/**
 * The sample pack with card 001 launching Q02 at once, and Q02 holding no enemy and paying 3 Fuel
 * Cells: the mission is won as soon as the party is deployed, and the reward is drafted.
 */
function quickWinPack() {
  const pack = samplePack({ '001': [{ kind: 'mission', mission: 'Q02' }] });
  const mission = pack.missions.find((m) => m.id === 'Q02');
  if (!mission) throw new Error('the sample has no Q02');
  mission.enemies = [];
  mission.rewards = { ...mission.rewards, fuelCells: 3 };
  return pack;
}

/**
 * The choices that bring the party back from Q02 to the draft: travel to L1, read card 001, start
 * the mission, starting hands at random, each character deployed at the first space offered.
 */
function toDraft(pack: unknown): Steps {
  const game = scripted(pack, SETUP, OPTIONS);
  for (let i = 0; i < 30 && !game.m.state.campaign?.spoils; i++) {
    const seat = game.eng.pending(game.m)[0]?.seats[0] ?? '';
    const legal = game.eng.legal(game.m, seat);
    const c =
      legal.find((x) => x.kind === 'travel' && x.to === 'L1') ??
      legal.find((x) => x.kind === 'keep-random') ??
      legal[0];
    if (!c) throw new Error(`nothing offered to ${seat}`);
    game.play(c, seat);
  }
  const spoils = game.m.state.campaign?.spoils;
  if (JSON.stringify(spoils) !== '{"items":["fuel","fuel","fuel"],"next":"medic"}')
    throw new Error(`no draft of 3 Fuel Cells: ${JSON.stringify(spoils)}`);
  return game.steps;
}

/** A game on the server at the opening of the draft: 3 Fuel Cells, the Medic (Persuasion 3) to pick first. */
async function draftGame() {
  const pack = quickWinPack();
  return serverGame(h, { pack, setup: SETUP, options: OPTIONS, steps: toDraft(pack) });
}

async function fuelOf(g: { id: string; tokens: Record<string, string> }): Promise<Record<string, number>> {
  const res = await fetch(`${h.base}/api/games/${g.id}?token=${g.tokens['p1']}`);
  const snap = (await res.json()) as { view: { campaign: { chars: Array<{ id: string; fuel: number }> } } };
  return Object.fromEntries(snap.view.campaign.chars.map((c) => [c.id, c.fuel]));
}

run('Hunters: the spoils drafted in the campaign panel', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('HU-XP-11 the panel lists the pool and whose pick it is, each pick names the character and the item, and the draft is played to the end by clicking', async () => {
    const g = await draftGame();
    const before = await fuelOf(g);
    const page = await openGame(h, g);
    const spoils = page.locator('.hu-spoils');
    await until(() => spoils.count()).toBe(1);
    expect(await spoils.locator('h3').textContent()).toBe('Spoils');
    expect(await spoils.locator('.hu-spoils-pool li').allTextContents()).toEqual(['Fuel Cell × 3']);
    // While the draft runs, its picks are offered here and nowhere else on the board.
    expect(await page.locator('.hu-campaign .hu-actions button[data-kind="spoils-pick"]').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'hunters-spoils.png'), fullPage: true });
    const names: Record<string, string> = { medic: 'Medic', soldier: 'Soldier' };
    const order: string[] = [];
    for (let left = 3; left > 0; left--) {
      const next = (await spoils.getAttribute('data-next')) ?? '';
      order.push(next);
      expect(await spoils.locator('.hu-spoils-turn').textContent()).toBe(`${names[next]} picks now`);
      expect(await spoils.locator('.hu-spoils-pool li[data-item="fuel"]').getAttribute('data-count')).toBe(
        String(left),
      );
      // Only the picker's row: one button, naming him and the item.
      const buttons = spoils.locator('.hu-spoils-picks button');
      expect(await spoils.locator('.hu-spoils-picks').getAttribute('data-char')).toBe(next);
      expect(await buttons.allTextContents()).toEqual([`${names[next]} takes a Fuel Cell from the spoils`]);
      const at = await index(page);
      await buttons.first().click();
      await until(() => index(page)).toBeGreaterThan(at);
    }
    // Persuasion first (the Medic's 3), then round the seats.
    expect(order).toEqual(['medic', 'soldier', 'medic']);
    await until(() => spoils.count()).toBe(0);
    const after = await fuelOf(g);
    expect({ medic: after['medic']! - before['medic']!, soldier: after['soldier']! - before['soldier']! }).toEqual({
      medic: 2,
      soldier: 1,
    });
    // The draft over, the party's other decisions come back.
    await until(() => page.locator('.hu-actions button[data-kind="rest"]').count()).toBe(1);
    await page.close();
  }, 60_000);

  it('HU-XP-11 the draft speaks Hungarian on the Hungarian page', async () => {
    const page = await openGame(h, await draftGame(), { locale: 'hu-HU' });
    const spoils = page.locator('.hu-spoils');
    await until(() => spoils.count()).toBe(1);
    expect(await spoils.getAttribute('aria-label')).toBe('Zsákmány');
    expect(await spoils.locator('h4').textContent()).toBe('Még szétosztandó');
    expect(await spoils.locator('.hu-spoils-pool li').allTextContents()).toEqual(['üzemanyagcella × 3']);
    expect(await spoils.locator('.hu-spoils-turn').textContent()).toBe('Most választ: Szanitéc');
    const button = spoils.locator('.hu-spoils-picks button');
    expect(await button.allTextContents()).toEqual(['Szanitéc egy üzemanyagcellát választ a zsákmányból']);
    const at = await index(page);
    await button.first().click();
    await until(() => index(page)).toBeGreaterThan(at);
    expect(await spoils.locator('.hu-spoils-turn').textContent()).toBe('Most választ: Katona');
    expect(await button.allTextContents()).toEqual(['Katona egy üzemanyagcellát választ a zsákmányból']);
    await page.close();
  }, 60_000);
});
