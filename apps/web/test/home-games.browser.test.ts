/** The home page's lists of games in Debian's Chromium: they follow the games made from the page. */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, shots, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

run('the home page’s games', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an online game made from the page is listed among the games in progress at once, without a reload', async () => {
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.getByRole('button', { name: 'Play online' }).click();
    const link = await page.locator('.seat-links li input').first().inputValue();
    const id = /\/game\/([\w-]+)\?token=/.exec(link)?.[1];
    expect(id).toBeDefined();
    await until(() => page.locator(`.game-list li[data-game="${id}"]`).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'home-game-listed.png'), fullPage: true });
    await page.close();
  }, 60_000);

  it('the links of a new online game close without breaking the page', async () => {
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.getByRole('button', { name: 'Play online' }).click();
    await until(() => page.locator('.seat-links').count()).toBe(1);
    await page.locator('.seat-links').getByRole('button', { name: 'Close' }).click();
    await until(() => page.locator('.seat-links').count()).toBe(0);
    // The home page is still there to use, and nothing failed on the way.
    expect(await page.locator('.game-card[data-ruleset="hybrid"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
