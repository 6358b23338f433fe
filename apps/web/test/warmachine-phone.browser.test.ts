/**
 * The Warmachine table on a phone (390x844, touch), in Debian's Chromium: the whole 48" table fits
 * the screen's width, too small to tell a 30 mm base from a pin; the zoom buttons draw it two or
 * three times as large in a frame that scrolls, the active model brought into view; a finger
 * pans the table, or drags the active model from its base; and the choice is kept over a reload.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  hasChromium,
  index,
  playFirstChoices,
  shots,
  startHarness,
  until,
  type Harness,
} from './harness.ts';

const PHONE = { width: 390, height: 844 };

describe.skipIf(!hasChromium)('the Warmachine table on a phone', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it(
    'is drawn two or three times as large on request, scrolls in its frame with the active model in view, stays so after a reload, and pans under a finger that does not drag the active model',
    { timeout: 120_000 },
    async () => {
      const game = await createGame(h.base, { ruleset: 'warmachine', mode: 'hotseat', seed: 4 });
      // Both sides deploy and the first player's Control phase ends; then a model is activated.
      await playFirstChoices(h.base, game, 80, (legal) => !legal.some((c) => c.kind === 'activate'));
      await playFirstChoices(h.base, game, 1);
      const { page } = await h.newPage({ viewport: PHONE, touch: true });
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
      const svg = page.locator('.wm-svg');
      const wrap = page.locator('.wm-svg-wrap');
      const zoom = page.locator('.wm-zoom button');
      const active = page.locator('.wm-model.active .base');
      await until(() => active.count()).toBe(1);

      // The whole table: within the screen's width, a small base a few pixels across.
      expect(await zoom.allTextContents()).toEqual(['Whole table', '×2', '×3']);
      expect(await zoom.first().getAttribute('aria-pressed')).toBe('true');
      const whole = (await svg.boundingBox())!;
      expect(whole.width).toBeLessThanOrEqual(PHONE.width);
      const small = (await active.boundingBox())!.width;
      await page.screenshot({ path: join(shots, 'warmachine-phone-whole.png') });

      // Three times as large: the frame scrolls both ways, and the active model is in its view.
      await page.locator('.wm-zoom button[data-zoom="3"]').tap();
      await until(() => svg.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(whole.width * 2.9);
      // The active model's base, a dot of a few pixels on the whole table, now as large as a fingertip.
      expect(small).toBeLessThan(14);
      expect(await active.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(22);
      const frame = await wrap.evaluate((el) => ({
        sideways: el.scrollWidth > el.clientWidth,
        down: el.scrollHeight > el.clientHeight,
        within: el.getBoundingClientRect().height <= window.innerHeight,
      }));
      expect(frame).toEqual({ sideways: true, down: true, within: true });
      const inView = async () => {
        const f = (await wrap.boundingBox())!;
        const m = (await active.boundingBox())!;
        return m.x >= f.x && m.x + m.width <= f.x + f.width && m.y >= f.y && m.y + m.height <= f.y + f.height;
      };
      await until(inView).toBe(true);
      await page.screenshot({ path: join(shots, 'warmachine-phone-zoomed.png') });

      // Kept over a reload.
      expect(await page.evaluate(() => localStorage.getItem('skirmish.warmachine.zoom'))).toBe('3');
      await page.reload();
      await until(() => active.count()).toBe(1);
      expect(await page.locator('.wm-zoom button[data-zoom="3"]').getAttribute('aria-pressed')).toBe('true');
      expect(await svg.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(whole.width * 2.9);
      await until(inView).toBe(true);

      // A finger drawn across the table pans it; one drawn from the active model drags the model,
      // and the table stays where it is. (Touches as the phone's screen sends them, through the
      // browser's own input, so that its rules for panning apply.)
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (x: number, y: number, dx: number, dy: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (let i = 1; i <= 10; i++) {
          const at = { x: x + (dx * i) / 10, y: y + (dy * i) / 10 };
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
          await page.waitForTimeout(16);
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const scrolled = () => wrap.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop, page: window.scrollY }));
      await wrap.scrollIntoViewIfNeeded();
      const f = (await wrap.boundingBox())!;
      const still = await scrolled();
      const from = still.left > 150 ? -100 : 100;
      await swipe(f.x + f.width / 2, f.y + f.height / 2 + 40, -from, 5);
      await until(async () => Math.abs((await scrolled()).left - still.left)).toBeGreaterThan(50);
      await active.scrollIntoViewIfNeeded();
      const at = await index(page);
      const before = await scrolled();
      const m = (await active.boundingBox())!;
      await swipe(m.x + m.width / 2, m.y + m.height / 2, 0, -40);
      await until(() => index(page)).toBeGreaterThan(at);
      await until(() => page.locator('.events li[data-type="wm/move"]').count()).toBeGreaterThan(0);
      const after = await scrolled();
      expect(after.page).toBe(before.page);
      expect(Math.abs(after.left - before.left) + Math.abs(after.top - before.top)).toBeLessThanOrEqual(2);

      // And back to the whole table.
      await zoom.first().tap();
      await until(() => svg.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(whole.width, 0);
      expect(await page.evaluate(() => localStorage.getItem('skirmish.warmachine.zoom'))).toBe('1');
      await page.close();
    },
  );
});
