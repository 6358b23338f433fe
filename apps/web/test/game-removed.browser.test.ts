/**
 * A game removed from the server, in Debian's Chromium: a page open on it is told at once, says so
 * in the page's language with a way home, and the browser forgets the game's tokens and links; the
 * home page forgets the kept games the server no longer has, and only those.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** Removes a game as its seats' holder would, straight through the API. */
async function removeGame(id: string, tokens: Record<string, string>): Promise<void> {
  const res = await fetch(`${h.base}/api/games/${id}`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokens: Object.values(tokens) }),
  });
  expect(res.status).toBe(200);
}

/** The ids of the games this browser keeps. */
const keptIds = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('skirmish.games.v1') ?? '{}') as object).sort());

run('a game removed from the server', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const [locale, title, home] of [
    ['en-GB', 'This game was removed', 'Back to the home page'],
    ['hu-HU', 'Ezt a játékot törölték', 'Vissza a kezdőlapra'],
  ] as const) {
    it(`${locale}: a page open on it says so at once with a way home, a watcher’s too, and the seat’s tokens are forgotten`, async () => {
      const game = await createGame(h.base, { ruleset: 'duel', seed: 11 });
      const other = await createGame(h.base, { ruleset: 'duel', seed: 12 });
      const north = await h.newPage({ locale });
      await north.page.goto(`${h.base}/game/${other.id}?token=${other.tokens['north']}`);
      await until(() => north.page.locator('[data-testid="my-seat"]').count()).toBe(1);
      await north.page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
      await until(() => north.page.locator('[data-testid="my-seat"]').count()).toBe(1);
      const watcher = await h.newPage({ locale });
      await watcher.page.goto(`${h.base}/game/${game.id}`);
      await until(() => watcher.page.locator('[data-testid="presence"]').count()).toBe(1);
      expect(await keptIds(north.page)).toEqual([game.id, other.id].sort());

      await removeGame(game.id, game.tokens);
      for (const page of [north.page, watcher.page]) {
        await until(() => page.locator('.game-removed').count()).toBe(1);
        expect(await page.locator('.game-removed h1').textContent()).toBe(title);
        expect(await page.locator('.game-removed .home-link').textContent()).toBe(home);
        // The board is gone with the game.
        expect(await page.locator('[data-testid="presence"]').count()).toBe(0);
      }
      // Only the removed game is forgotten.
      expect(await keptIds(north.page)).toEqual([other.id]);
      await north.page.locator('.game-removed .home-link').click();
      await until(() => north.page.evaluate(() => location.pathname)).toBe('/');
      await north.page.close();
      await watcher.page.close();
    });
  }

  it('the home page forgets a kept game the server no longer has, with its links to send, and keeps the others', async () => {
    const gone = await createGame(h.base, { ruleset: 'duel', seed: 13 });
    const stays = await createGame(h.base, { ruleset: 'duel', seed: 14 });
    const { page } = await h.newPage();
    await page.goto(h.base);
    await page.evaluate(
      ([g, s]) =>
        localStorage.setItem(
          'skirmish.games.v1',
          JSON.stringify({
            [g.id]: {
              id: g.id,
              ruleset: 'duel',
              mode: 'online',
              tokens: { north: g.tokens['north'] },
              invites: { south: g.tokens['south'] },
              savedAt: 1,
            },
            [s.id]: {
              id: s.id,
              ruleset: 'duel',
              mode: 'online',
              tokens: { north: s.tokens['north'] },
              invites: { south: s.tokens['south'] },
              savedAt: 2,
            },
            // A game this server does not have: not listed, asked for, and forgotten.
            'never-here': { id: 'never-here', ruleset: 'duel', mode: 'online', tokens: { north: 'x' }, savedAt: 3 },
          }),
        ),
      [gone, stays] as const,
    );
    await page.reload();
    await until(() => page.locator(`li[data-game="${gone.id}"]`).count()).toBe(1);
    // The one the server never had is forgotten; the listed ones are kept.
    await until(() => keptIds(page)).toEqual([gone.id, stays.id].sort());

    await removeGame(gone.id, gone.tokens);
    // The lists are read again when the page is shown again.
    await page.reload();
    await until(() => keptIds(page)).toEqual([stays.id]);
    const kept = await page.evaluate(
      (id) => (JSON.parse(localStorage.getItem('skirmish.games.v1') ?? '{}') as Record<string, unknown>)[id],
      stays.id,
    );
    expect(kept).toMatchObject({ tokens: { north: stays.tokens['north'] }, invites: { south: stays.tokens['south'] } });
    expect(await page.locator(`li[data-game="${stays.id}"]`).count()).toBe(1);
  });
});
