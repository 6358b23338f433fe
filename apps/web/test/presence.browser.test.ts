/**
 * Who is connected to an online game, in Debian's Chromium, each player in a browser context of
 * his own: every seat's presence beside its name (to the seats and to a watcher), a seat open in
 * two tabs, and a choice made in one tab for a position the other tab already answered.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, index, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** A seat's presence as the page shows it: `connected`, `away`, or null while it shows none. */
const presenceOf = (page: Page, seat: string) =>
  page
    .locator(`[data-testid="presence"] li[data-seat="${seat}"] .presence`)
    .getAttribute('data-presence', { timeout: 1000 })
    .catch(() => null);
const presenceText = (page: Page, seat: string) =>
  page.locator(`[data-testid="presence"] li[data-seat="${seat}"] .presence`).textContent();
const status = (page: Page) => page.locator('.game-head .status').textContent();

async function serverIndex(id: string): Promise<number> {
  const res = await fetch(`${h.base}/api/games/${id}`);
  return ((await res.json()) as { index: number }).index;
}

run('who is connected to an online game', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const [locale, here, away, watching] of [
    ['en-GB', 'connected', 'away', '1 watching'],
    ['hu-HU', 'csatlakozva', 'nincs itt', '1 néző'],
  ] as const) {
    it(`${locale}: each seat shows whether its player is connected, to the seats and to a watcher, as players come and go`, async () => {
      const game = await createGame(h.base, { ruleset: 'duel', seed: 7 });
      const north = await h.newPage({ locale });
      await north.page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
      await until(() => presenceOf(north.page, 'north')).toBe('connected');
      await until(() => presenceOf(north.page, 'south')).toBe('away');
      expect(await presenceText(north.page, 'north')).toContain(here);
      expect(await presenceText(north.page, 'south')).toContain(away);

      const south = await h.newPage({ locale });
      await south.page.goto(`${h.base}/game/${game.id}?token=${game.tokens['south']}`);
      await until(() => presenceOf(north.page, 'south')).toBe('connected');
      await until(() => presenceOf(south.page, 'north')).toBe('connected');

      const watcher = await h.newPage({ locale });
      await watcher.page.goto(`${h.base}/game/${game.id}`);
      await until(() => presenceOf(watcher.page, 'north')).toBe('connected');
      await until(() => presenceOf(watcher.page, 'south')).toBe('connected');
      await until(() => north.page.locator('.presence-watchers').textContent()).toBe(watching);

      await south.page.close();
      await until(() => presenceOf(north.page, 'south')).toBe('away');
      await until(() => presenceOf(watcher.page, 'south')).toBe('away');
      expect(await presenceText(watcher.page, 'south')).toContain(away);
      // Nobody's seat is said to be open elsewhere.
      expect(await north.page.locator('[data-testid="open-elsewhere"]').count()).toBe(0);
      await north.page.close();
      await until(() => presenceOf(watcher.page, 'north')).toBe('away');
      await watcher.page.close();
    }, 60_000);
  }

  it('a seat against the computer: the computer’s seat counts as connected', async () => {
    const game = await createGame(h.base, { ruleset: 'duel', seed: 7, seats: { south: 'bot:random' } });
    const { page } = await h.newPage();
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
    await until(() => presenceOf(page, 'south')).toBe('connected');
    await page.close();
  }, 60_000);

  it('a seat open in two tabs: both say so; a choice from the tab that has not yet seen the other’s is refused with a notice, not played at the new position, and the tab shows where the game stands', async () => {
    const game = await createGame(h.base, { ruleset: 'duel', seed: 7 });
    const first = await h.newPage();
    await first.page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
    await until(() => presenceOf(first.page, 'north')).toBe('connected');
    expect(await first.page.locator('[data-testid="open-elsewhere"]').count()).toBe(0);

    // The second tab's socket runs through the test, which can hold back the states it is sent.
    const second = await h.newPage();
    let hold = false;
    const held: Array<() => void> = [];
    await second.page.routeWebSocket(/\/api\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (hold && String(m).includes('"type":"state"')) held.push(() => ws.send(m));
        else ws.send(m);
      });
    });
    await second.page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
    await until(() => second.page.locator('[data-testid="open-elsewhere"]').count()).toBe(1);
    await until(() => first.page.locator('[data-testid="open-elsewhere"]').count()).toBe(1);
    expect(await first.page.locator('[data-testid="open-elsewhere"]').textContent()).toContain(
      'also open in another tab or window',
    );

    // The first tab chooses; the second has not heard of it yet and chooses at the same position.
    hold = true;
    await first.page.locator('button.choice[data-choice*="\\"dice\\":3"]').click();
    await until(() => serverIndex(game.id)).toBe(1);
    expect(await index(second.page)).toBe(0);
    await second.page.locator('button.choice[data-choice*="\\"dice\\":2"]').click();
    const notice = second.page.locator('section.decision [data-testid="chosen-elsewhere"]');
    await until(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('answered this position first from another tab or window');
    // The page shows the state it was held from: the game stands where the first tab's choice left it.
    hold = false;
    for (const send of held.splice(0)) send();
    await until(() => index(second.page)).toBe(1);
    expect(await notice.count()).toBe(1);
    await second.page.waitForTimeout(300);
    expect(await serverIndex(game.id)).toBe(1);
    const record = await fetch(`${h.base}/api/games/${game.id}/events?token=${game.tokens['north']}`);
    expect(((await record.json()) as { index: number }).index).toBe(1);
    expect(await status(second.page)).toBe('Connected');

    // Once the second tab closes, the first no longer says so.
    await second.page.close();
    await until(() => first.page.locator('[data-testid="open-elsewhere"]').count()).toBe(0);
    await first.page.close();
  }, 60_000);
});
