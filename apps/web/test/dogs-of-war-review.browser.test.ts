/**
 * The Dogs of War company table in Debian's Chromium at 1280 px, on the roster tab: the table fits
 * its box or scrolls inside it, its last column never past the box's edge, and a table that
 * scrolls says so above it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, playFirstChoices, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

run('the company table at 1280 px', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('on the roster tab the soldiers table stays inside its sheet, scrolling there when it is wider', async () => {
    const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'hotseat', seed: 3 });
    // Both companies formed with the rules' first choices: captains and recruits on their sheets.
    await playFirstChoices(h.base, g, 40, (legal) => !legal.some((c) => c.kind === 'choose-mission'));
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['blue'] ?? ''}`);
    await page.locator('button[data-tab="roster"]').click();
    const sheet = page.locator('.dw-roster ~ .dw-sheet, .dw-panel .dw-sheet').first();
    await until(() => sheet.locator('table.dw-soldiers tbody tr').count()).toBeGreaterThan(0);
    const box = await sheet.evaluate((el) => {
      const wrap = el.querySelector('.table-wrap') as HTMLElement;
      const last = el.querySelector('table.dw-soldiers thead th:last-child') as HTMLElement;
      const r = el.getBoundingClientRect();
      const w = wrap.getBoundingClientRect();
      return {
        sheet: r.right,
        wrap: w.right,
        scrolls: wrap.scrollWidth > wrap.clientWidth + 1,
        overflow: getComputedStyle(wrap).overflowX,
        last: last.getBoundingClientRect().right,
        panel: (el.closest('.dw-panel') as HTMLElement).getBoundingClientRect().right,
        viewport: window.innerWidth,
      };
    });
    expect(box.wrap).toBeLessThanOrEqual(box.sheet + 0.5);
    expect(box.sheet).toBeLessThanOrEqual(box.panel + 0.5);
    // The last column is either inside the box or reached by scrolling the table's own box.
    if (box.last > box.wrap + 0.5) {
      expect(box.scrolls).toBe(true);
      expect(box.overflow).toBe('auto');
      // Said above the table, which a player would otherwise read as cut off.
      await until(() => sheet.locator('.dw-scroll-hint').isVisible()).toBe(true);
      expect(await sheet.locator('.dw-scroll-hint').textContent()).toBe(
        'The table is wider than its box: scroll it sideways to see every column.',
      );
    }
    await page.screenshot({ path: '/work/main/scratch/s49-dw-web/roster-1280.png', fullPage: true });
    await page.close();
  }, 120_000);
});
