/**
 * An online game's page when the connection fails, in Debian's Chromium: the choices are disabled
 * and the decision panel says why while it is down, a stalled connection is found by the page's
 * heartbeat, and the tab's title says when it is the player's turn.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, index, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** The number of choices the server holds for a game. */
async function serverIndex(id: string): Promise<number> {
  const res = await fetch(`${h.base}/api/games/${id}`);
  return ((await res.json()) as { index: number }).index;
}

const status = (page: Page) => page.locator('.game-head .status').textContent();

run('an online game’s connection', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const [locale, notice, lost] of [
    ['en-GB', 'No connection to the server', 'Connection lost; reconnecting…'],
    ['hu-HU', 'Nincs kapcsolat a szerverrel', 'Megszakadt a kapcsolat; újrakapcsolódás…'],
  ] as const) {
    it(`${locale}: while the connection is down the choices are disabled and the decision panel says so; once it is back the notice goes and a choice is made`, async () => {
      const game = await createGame(h.base, { ruleset: 'duel', seed: 7 });
      const { page } = await h.newPage({ locale, viewport: { width: 390, height: 844 }, touch: true });
      // The page's socket runs through the test: while `down`, a connection is refused at once.
      let down = false;
      let current: WebSocketRoute | null = null;
      await page.routeWebSocket(/\/api\/ws$/, (ws) => {
        if (down) {
          void ws.close();
          return;
        }
        current = ws;
        const server = ws.connectToServer();
        ws.onMessage((m) => server.send(m));
        server.onMessage((m) => ws.send(m));
      });
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
      await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('north');
      const choice = page.locator('section.decision button.choice[data-choice*="\\"dice\\":3"]');
      expect(await choice.isEnabled()).toBe(true);
      expect(await page.locator('section.decision .connection-notice').count()).toBe(0);

      down = true;
      await current!.close();
      await until(() => status(page)).toBe(lost);
      // The notice stands in the decision panel itself, and no choice can be made meanwhile.
      const shown = page.locator('section.decision [data-testid="connection-notice"]');
      await until(() => shown.textContent()).toContain(notice);
      expect(await shown.isVisible()).toBe(true);
      expect(await page.locator('section.decision button.choice').count()).toBe(3);
      for (const b of await page.locator('section.decision button.choice').all())
        expect(await b.isDisabled()).toBe(true);
      await choice.click({ force: true });
      await page.waitForTimeout(300);
      expect(await serverIndex(game.id)).toBe(0);

      down = false;
      await until(() => page.locator('section.decision [data-testid="connection-notice"]').count(), 15_000).toBe(0);
      expect(await choice.isEnabled()).toBe(true);
      await choice.click();
      await until(() => index(page)).toBe(1);
      expect(await serverIndex(game.id)).toBe(1);
      await page.close();
    }, 60_000);
  }

  it('the browser going offline counts as a lost connection at once, and coming back online reconnects', async () => {
    const game = await createGame(h.base, { ruleset: 'duel', seed: 7 });
    const { page } = await h.newPage();
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
    await until(() => status(page)).toBe('Connected');
    await page.context().setOffline(true);
    // Long before the heartbeat's first beat (20 seconds) would find it.
    await until(() => status(page)).toBe('Connection lost; reconnecting…');
    expect(await page.locator('section.decision [data-testid="connection-notice"]').count()).toBe(1);
    await page.context().setOffline(false);
    await until(() => status(page), 15_000).toBe('Connected');
    expect(await page.locator('section.decision [data-testid="connection-notice"]').count()).toBe(0);
    await page.close();
  }, 60_000);

  it('a stalled connection (open, but nothing comes through) is found by the heartbeat, and a choice lost in it is made on the next connection', async () => {
    const game = await createGame(h.base, { ruleset: 'duel', seed: 7 });
    const { page } = await h.newPage();
    // A short heartbeat for the test: a ping every 400 ms, an answer expected within 1.2 s.
    await page.addInitScript(() => {
      (window as { __skirmishHeartbeat?: unknown }).__skirmishHeartbeat = { interval: 400, timeout: 1200 };
    });
    // The connections up to the `stalledUpTo`th carry nothing either way once it is set; later ones work.
    let stalledUpTo = 0;
    let opened = 0;
    const chosen: number[] = [];
    await page.routeWebSocket(/\/api\/ws$/, (ws) => {
      const n = ++opened;
      const server = ws.connectToServer();
      const mute = () => n <= stalledUpTo;
      ws.onMessage((m) => {
        if (mute()) return;
        if (String(m).includes('"choose"')) chosen.push(n);
        server.send(m);
      });
      server.onMessage((m) => {
        if (!mute()) ws.send(m);
      });
    });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
    await until(() => status(page)).toBe('Connected');
    // Quiet for longer than a beat and its timeout: the answered pings keep it connected.
    await page.waitForTimeout(2000);
    expect(await status(page)).toBe('Connected');

    // Idle and stalled: a beat finds it.
    stalledUpTo = opened;
    await until(() => status(page)).toBe('Connection lost; reconnecting…');
    await until(() => status(page)).toBe('Connected');
    expect(opened).toBe(2);

    // Stalled just as the player chooses: the choice never arrives, the page finds the stall, and
    // on the next connection, at the same position, sends it again.
    stalledUpTo = opened;
    await page.locator('button.choice[data-choice*="\\"dice\\":3"]').click();
    await until(() => status(page)).toBe('Connection lost; reconnecting…');
    expect(await serverIndex(game.id)).toBe(0);
    await until(() => serverIndex(game.id)).toBe(1);
    await until(() => index(page)).toBe(1);
    expect(chosen).toEqual([3]);
    expect(await page.locator('[data-testid="lost-choice"]').count()).toBe(0);
    await page.close();
  }, 60_000);

  it('a choice that arrived while its answer was lost, at a position that asked both seats at once, is not sent again: the panel says to check the position', async () => {
    const game = await createGame(h.base, { ruleset: 'duel', seed: 7 });
    const { page } = await h.newPage();
    await page.addInitScript(() => {
      (window as { __skirmishHeartbeat?: unknown }).__skirmishHeartbeat = { interval: 400, timeout: 1200 };
    });
    // Once `deaf` is set, the first connection still carries the page's messages, but nothing back.
    let deaf = false;
    let opened = 0;
    const chosen: number[] = [];
    await page.routeWebSocket(/\/api\/ws$/, (ws) => {
      const n = ++opened;
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        if (String(m).includes('"choose"')) chosen.push(n);
        server.send(m);
      });
      server.onMessage((m) => {
        if (!(deaf && n === 1)) ws.send(m);
      });
    });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
    await until(() => status(page)).toBe('Connected');
    deaf = true;
    await page.locator('button.choice[data-choice*="\\"dice\\":3"]').click();
    await until(() => serverIndex(game.id)).toBe(1);
    await until(() => status(page)).toBe('Connection lost; reconnecting…');
    await until(() => index(page)).toBe(1);
    await until(() => page.locator('section.decision [data-testid="lost-choice"]').getAttribute('data-lost')).toBe(
      'unsure',
    );
    expect(await page.locator('section.decision [data-testid="lost-choice"]').textContent()).toContain(
      'Check the position',
    );
    // It is not sent again on the new connection.
    await page.waitForTimeout(500);
    expect(chosen).toEqual([1]);
    expect(await serverIndex(game.id)).toBe(1);
    await page.close();
  }, 60_000);

  it('the tab’s title says when it is the player’s turn, in the page’s language, and returns to normal after', async () => {
    for (const [locale, turn] of [
      ['en-GB', 'Your turn'],
      ['hu-HU', 'Te következel'],
    ] as const) {
      const game = await createGame(h.base, { ruleset: 'duel', seed: 7 });
      const { page } = await h.newPage({ locale });
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['north']}`);
      await until(() => page.title()).toBe(`● ${turn} · Skirmish`);
      await page.locator('button.choice[data-choice*="\\"dice\\":3"]').click();
      await until(() => index(page)).toBe(1);
      await until(() => page.title()).toBe('Skirmish');
      // A watcher is never asked.
      const watcher = await h.newPage({ locale });
      await watcher.page.goto(`${h.base}/game/${game.id}`);
      await until(() => index(watcher.page)).toBe(1);
      expect(await watcher.page.title()).toBe('Skirmish');
      await watcher.page.close();
      await page.close();
    }
  }, 60_000);
});
