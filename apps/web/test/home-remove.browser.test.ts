/**
 * Removing games from the home page's lists, in Debian's Chromium: offered only where this
 * browser holds the tokens the server asks for, asked again before anything goes, worded in the
 * page's language; and the games this browser has a seat in listed first, the others folded.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

type Held = { id: string; mode: 'online' | 'hotseat'; tokens: Record<string, string> };

/** This browser holds these seats (and no others), as playing them here leaves it. */
async function hold(page: Page, games: readonly Held[]): Promise<void> {
  await page.evaluate(
    (list) =>
      localStorage.setItem(
        'skirmish.games.v1',
        JSON.stringify(Object.fromEntries(list.map((g) => [g.id, { ...g, ruleset: 'duel', savedAt: 1 }]))),
      ),
    games,
  );
  await page.reload();
}

const item = (page: Page, id: string) => page.locator(`li[data-game="${id}"]`);
const status = async (id: string) => (await fetch(`${h.base}/api/games/${id}`)).status;

run('removing games from the home page', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a game on one screen is removed after a confirmation; a running online game of one seat offers no removal; other players’ games are folded away', async () => {
    const hotseat = await createGame(h.base, { ruleset: 'duel', seed: 1, mode: 'hotseat' });
    const online = await createGame(h.base, { ruleset: 'duel', seed: 2 });
    const others = await createGame(h.base, { ruleset: 'duel', seed: 3 });
    const { page } = await h.newPage();
    await page.goto(h.base);
    await hold(page, [
      { id: hotseat.id, mode: 'hotseat', tokens: hotseat.tokens },
      { id: online.id, mode: 'online', tokens: { north: online.tokens['north']! } },
    ]);
    await until(() => item(page, others.id).count()).toBe(1);
    // This browser's games first, shown; the rest under a fold of their own, closed.
    expect(await item(page, hotseat.id).isVisible()).toBe(true);
    expect(await item(page, online.id).isVisible()).toBe(true);
    expect(await page.locator(`details.other-games li[data-game="${hotseat.id}"]`).count()).toBe(0);
    const fold = page.locator('details.other-games').filter({ has: item(page, others.id) });
    expect(await fold.locator('summary').textContent()).toMatch(/^Other games on this server \(\d+\)$/);
    expect(await item(page, others.id).isVisible()).toBe(false);
    await fold.locator('summary').click();
    expect(await item(page, others.id).isVisible()).toBe(true);
    // Removal where this browser may: not another's game, nor a running online game it holds one seat of.
    expect(await item(page, others.id).locator('button.remove-game').count()).toBe(0);
    expect(await item(page, online.id).locator('button.remove-game').count()).toBe(0);

    const remove = item(page, hotseat.id).locator('button.remove-game');
    expect(await remove.textContent()).toBe('Remove');
    await remove.click();
    expect(await item(page, hotseat.id).locator('.remove-confirm').textContent()).toContain(
      'Remove this game from the server for good?',
    );
    await item(page, hotseat.id).locator('button.remove-no').click();
    expect(await item(page, hotseat.id).locator('.remove-confirm').count()).toBe(0);
    expect(await status(hotseat.id)).toBe(200);
    await remove.click();
    await item(page, hotseat.id).locator('button.remove-yes').click();
    await until(() => item(page, hotseat.id).count()).toBe(0);
    expect(await status(hotseat.id)).toBe(404);
    // Gone for good: a reload does not bring it back.
    await page.reload();
    await until(() => item(page, online.id).count()).toBe(1);
    expect(await item(page, hotseat.id).count()).toBe(0);
    expect(await status(online.id)).toBe(200);
    await page.close();
  }, 60_000);

  it('hu: a finished game is removed by one of its seats; a refusal of the server is shown in the page’s words', async () => {
    const ended = await createGame(h.base, { ruleset: 'duel', seed: 4 });
    const resigned = await fetch(`${h.base}/api/games/${ended.id}/resign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: ended.tokens['south'] }),
    });
    expect(resigned.status).toBe(200);
    const running = await createGame(h.base, { ruleset: 'duel', seed: 5 });
    const { page } = await h.newPage({ locale: 'hu-HU' });
    await page.goto(h.base);
    // The second game's other seat is held with a token that is not its own: the server refuses.
    await hold(page, [
      { id: ended.id, mode: 'online', tokens: { north: ended.tokens['north']! } },
      { id: running.id, mode: 'online', tokens: { north: running.tokens['north']!, south: 'not-its-token' } },
    ]);
    await until(() => item(page, ended.id).count()).toBe(1);
    expect(await page.locator('details.other-games summary').first().textContent()).toMatch(
      /^További játékok ezen a szerveren \(\d+\)$/,
    );
    const remove = item(page, ended.id).locator('button.remove-game');
    expect(await remove.textContent()).toBe('Törlés');
    await remove.click();
    expect(await item(page, ended.id).locator('.remove-confirm').textContent()).toContain(
      'Végleg törlöd ezt a játékot a szerverről?',
    );
    await item(page, ended.id).locator('button.remove-yes').click();
    await until(() => item(page, ended.id).count()).toBe(0);
    expect(await status(ended.id)).toBe(404);

    await item(page, running.id).locator('button.remove-game').click();
    await item(page, running.id).locator('button.remove-yes').click();
    await until(() => item(page, running.id).locator('.remove-error').textContent()).toContain(
      'Ez a kulcs a játék egyik helyét sem nyitja meg',
    );
    expect(await status(running.id)).toBe(200);
    expect(await item(page, running.id).count()).toBe(1);
    await page.close();
  }, 60_000);
});
