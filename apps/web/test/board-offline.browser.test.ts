/**
 * A board's own controls while an online game's connection is down, in Debian's Chromium: the
 * board is dimmed, marked `aria-disabled` and says why; a click on it chooses nothing (and raises no
 * refusal at the top of the page); once the connection is back the board works again.
 */
import type { WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, index, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

async function serverIndex(id: string): Promise<number> {
  const res = await fetch(`${h.base}/api/games/${id}`);
  return ((await res.json()) as { index: number }).index;
}

run('a board while the connection is down', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const [locale, why] of [
    ['en-GB', 'The board is paused: there is no connection to the server.'],
    ['hu-HU', 'A tábla most szünetel, mert nincs kapcsolat a szerverrel.'],
  ] as const) {
    it(`${locale}: the board is dimmed, disabled and says why while the connection is down, takes no click, and works again once it is back`, async () => {
      const game = await createGame(h.base, { ruleset: 'hunters', seed: 5 });
      const { page } = await h.newPage({ locale });
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
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
      const frame = page.locator('.board-card [data-testid="board-frame"]');
      const keep = frame.locator('.hu-hand.mine button[data-kind="keep"]').first();
      await until(() => keep.count()).toBe(1);
      expect(await frame.getAttribute('aria-disabled')).toBe(null);
      expect(await page.locator('[data-testid="board-offline"]').count()).toBe(0);
      const opacity = () => frame.evaluate((el) => Number(getComputedStyle(el).opacity));
      expect(await opacity()).toBe(1);

      down = true;
      await current!.close();
      await until(() => frame.getAttribute('aria-disabled')).toBe('true');
      const notice = page.locator('.board-card [data-testid="board-offline"]');
      expect(await notice.textContent()).toContain(why);
      expect(await opacity()).toBeLessThan(1);
      expect(await frame.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
      // Neither a pointer's click nor one the page's script sends reaches the board's choice.
      await keep.click({ force: true });
      await keep.evaluate((b) => (b as HTMLButtonElement).click());
      await page.waitForTimeout(300);
      expect(await page.locator('.error[role="alert"]').count()).toBe(0);
      expect(await serverIndex(game.id)).toBe(0);

      down = false;
      await until(() => frame.getAttribute('aria-disabled'), 15_000).toBe(null);
      expect(await notice.count()).toBe(0);
      expect(await opacity()).toBe(1);
      await keep.click();
      await until(() => index(page)).toBe(1);
      expect(await serverIndex(game.id)).toBe(1);
      await page.close();
    }, 60_000);
  }
});
