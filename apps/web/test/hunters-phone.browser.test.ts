/**
 * The Hunters map on a phone (390x844) and on a wide screen (1280x900), in Debian's Chromium: the
 * names of its columns and rows on its edges, the map fitted to a phone's width (a button shows
 * it at full size, kept over a reload), and the question of the moment on the first screen.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, index, shots, startHarness, until, type Harness } from './harness.ts';
import { openGame, playQ02Until, Q02_DUO, serverGame } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
/** Where the pictures a person looks at go, beside the test run's own. */
const looks = '/tmp/hunters-ux';

/** The game opened on a page of `viewport` at the first position of phase `phase`. */
async function opened(
  phase: string,
  viewport: { width: number; height: number },
  locale = 'en-GB',
  touch = false,
): Promise<{ page: Page; at: number }> {
  const { pack, game } = playQ02Until((p) => p === phase);
  const g = await serverGame(h, { pack, setup: Q02_DUO, steps: game.steps });
  const page = await openGame(h, g, { viewport, locale, touch });
  await until(() => index(page)).toBe(game.steps.length);
  await page.locator('.hu-svg').waitFor();
  return { page, at: game.steps.length };
}

/** The map's frame: its width, how far it scrolls, the map's drawn width and right edge. */
async function frame(page: Page) {
  return page.locator('.hu-svg-wrap').evaluate((wrap) => {
    const svg = wrap.querySelector('svg') as SVGSVGElement;
    return {
      client: wrap.clientWidth,
      scroll: wrap.scrollWidth,
      board: svg.getBoundingClientRect().width,
      right: svg.getBoundingClientRect().right,
    };
  });
}

/** Whether the element lies, whole, within the first screen (the page not scrolled). */
async function onFirstScreen(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
    });
}

run('Hunters on a phone and on a wide screen', () => {
  beforeAll(async () => {
    mkdirSync(looks, { recursive: true });
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the map names its columns and rows on its edges as the choices name its spaces', async () => {
    const { page } = await opened('deploy', WIDE);
    const columns = await page
      .locator('.hu-coords [data-column]')
      .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-column')));
    const rows = await page
      .locator('.hu-coords [data-row]')
      .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-row')));
    expect(columns.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(rows.slice(0, 3)).toEqual(['1', '2', '3']);
    // Each name stands on both edges of its column or row.
    expect(await page.locator('.hu-coords [data-column="A"] text').allTextContents()).toEqual(['A', 'A']);
    // Row 1 is the bottom row, as A1 is the corner the characters deploy at.
    const rowOne = await page.locator('.hu-coords [data-row="1"] text').first().boundingBox();
    const rowTwo = await page.locator('.hu-coords [data-row="2"] text').first().boundingBox();
    expect(rowOne!.y).toBeGreaterThan(rowTwo!.y);
    // A space to deploy at says its name, the one its column and row give it.
    expect(await page.locator('[data-square="1,0"]').getAttribute('aria-label')).toMatch(/^Space B1: /);
    await page.screenshot({ path: join(looks, 'wide-deploy.png') });
    await page.locator('[data-square="1,0"]').click();
    await until(() => page.locator('.picked-panel h3').textContent()).toBe('Space B1');
    expect(await page.locator('.hu-fit').count()).toBe(0);
    await page.screenshot({ path: join(looks, 'wide-deploy-picked.png') });
    await page.screenshot({ path: join(shots, 'hunters-wide-labels.png') });
  });

  it('on a phone the map fits the width, a button saying what it does shows it at full size and back, kept over a reload', async () => {
    const { page } = await opened('character', PHONE, 'hu-HU');
    await page.evaluate(() => localStorage.removeItem('skirmish.hunters.fit'));
    await page.reload();
    await page.locator('.hu-svg').waitFor();
    const fit = page.locator('.hu-fit');
    // Fitted, the button offers the full size; at full size, the whole map.
    const toFull = page.getByRole('button', { name: 'Teljes méret' });
    const toFit = page.getByRole('button', { name: 'Az egész térkép a képernyőn' });
    await until(() => toFull.count()).toBe(1);
    expect(await toFit.count()).toBe(0);
    const fitted = await frame(page);
    expect(fitted.scroll).toBeLessThanOrEqual(fitted.client);
    expect(fitted.right).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: join(looks, 'phone-fitted.png') });
    await toFull.click();
    await until(() => fit.textContent()).toBe('Az egész térkép a képernyőn');
    expect(await toFull.count()).toBe(0);
    const full = await frame(page);
    expect(full.scroll).toBeGreaterThan(full.client);
    expect(full.board).toBeGreaterThan(fitted.board);
    await page.screenshot({ path: join(looks, 'phone-full-size.png') });
    // Reloaded, the map is still at full size; fitted again, it stays fitted.
    await page.reload();
    await until(() => fit.textContent()).toBe('Az egész térkép a képernyőn');
    await toFit.click();
    await until(() => fit.textContent()).toBe('Teljes méret');
    await page.reload();
    await until(() => fit.textContent()).toBe('Teljes méret');
    expect((await frame(page)).board).toBe(fitted.board);
  });

  it('on a phone the names on the edges of the fitted map are drawn large enough to read, inside the map', async () => {
    const { page } = await opened('deploy', PHONE);
    await page.evaluate(() => localStorage.removeItem('skirmish.hunters.fit'));
    await page.reload();
    await page.getByRole('button', { name: 'Full size' }).waitFor();
    const sizes = () =>
      page.locator('.hu-svg').evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('.hu-coords text')].map((t) => {
          const r = t.getBoundingClientRect();
          const scale = box.width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return {
            name: t.textContent,
            height: r.height,
            font: parseFloat(getComputedStyle(t).fontSize) * scale,
            inside:
              r.left >= box.left - 0.5 &&
              r.right <= box.right + 0.5 &&
              r.top >= box.top - 0.5 &&
              r.bottom <= box.bottom + 0.5,
          };
        });
      });
    await until(async () => Math.min(...(await sizes()).map((s) => s.font))).toBeGreaterThanOrEqual(11);
    const all = await sizes();
    expect(all.length).toBe(2 * (12 + 6));
    for (const s of all) {
      expect(s.height, `${s.name}`).toBeGreaterThanOrEqual(11);
      expect(s.inside, `${s.name}`).toBe(true);
    }
    await page.locator('.hu-frame').screenshot({ path: join(looks, 'phone-edge-names.png') });
    // At full size they are drawn at their own size, the margin as narrow as before.
    await page.getByRole('button', { name: 'Full size' }).click();
    await page.getByRole('button', { name: 'Whole map on screen' }).waitFor();
    await until(async () => Math.max(...(await sizes()).map((s) => s.font))).toBe(13);
    expect(await page.locator('.hu-svg').evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.x)).toBe(-18);
    await page.close();
  });

  it('on a phone a finger swiping across the map at full size scrolls it sideways', async () => {
    const { page } = await opened('character', PHONE, 'en-GB', true);
    await page.evaluate(() => localStorage.setItem('skirmish.hunters.fit', 'false'));
    await page.reload();
    await page.locator('.hu-svg').waitFor();
    await page.getByRole('button', { name: 'Whole map on screen' }).waitFor();
    const wrap = page.locator('.hu-svg-wrap');
    // The map at the top of the screen, clear of the decision at its foot.
    await wrap.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    expect(await wrap.evaluate((el) => el.scrollLeft)).toBe(0);
    // Touches as the phone's screen sends them, through the browser's own input, so that its
    // rules for panning apply; the swipe starts on a space of the map, away from the characters.
    const cdp = await page.context().newCDPSession(page);
    const f = (await wrap.boundingBox())!;
    const x = f.x + f.width * 0.75;
    const y = f.y + f.height / 2;
    expect(
      await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('.hu-svg') !== null, [x, y]),
    ).toBe(true);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 15 * i, y }] });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await until(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
    await page.close();
  });

  it('on a wide screen the map is drawn at full size with its names, the question beside it as before', async () => {
    const { page } = await opened('character', WIDE);
    await page.locator('.hu-actions button').first().waitFor();
    expect(await page.locator('.hu-fit').count()).toBe(0);
    const map = await frame(page);
    expect(map.scroll).toBeLessThanOrEqual(map.client);
    expect(await page.locator('.decision').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await page.screenshot({ path: join(looks, 'wide-turn.png') });
  });

  it('on a phone the page opens with the whole map on the first screen, clear of the question and its choices at its foot', async () => {
    for (const [phase, locale] of [
      ['deploy', 'en-GB'],
      ['character', 'en-GB'],
      ['character', 'hu-HU'],
    ] as const) {
      const { page } = await opened(phase, PHONE, locale);
      await page.locator('.decision button, .decision summary').first().waitFor();
      await page.screenshot({ path: join(looks, `phone-${phase}-${locale}.png`) });
      await page.screenshot({ path: join(looks, `phone-${phase}-${locale}-full.png`), fullPage: true });
      expect(await onFirstScreen(page, '.decision .prompt')).toBe(true);
      expect(await onFirstScreen(page, '.decision button, .decision summary')).toBe(true);
      // The whole drawing, its bottom rows where the characters deploy included, above the panel.
      const map = (await page.locator('.hu-svg').boundingBox())!;
      const decision = (await page.locator('.decision').boundingBox())!;
      expect(map.y).toBeGreaterThanOrEqual(0);
      expect(map.y + map.height).toBeLessThanOrEqual(decision.y);
      expect(decision.y + decision.height).toBeLessThanOrEqual(PHONE.height + 1);
      expect(await onFirstScreen(page, '.hu-coords [data-row="1"] text')).toBe(true);
      // The mission's line stays above the map.
      const status = (await page.locator('.hu-status').boundingBox())!;
      expect(status.y).toBeGreaterThanOrEqual(-1);
      expect(status.y + status.height).toBeLessThanOrEqual(map.y);
      await page.close();
    }
  });
});
