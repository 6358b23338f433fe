/** A game card on the home page in Debian's Chromium: what sets a game up comes before what starts it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

run('a game card’s order', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the set-up fields, house rules and own pack come before the buttons that start a game', async () => {
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="dogs-of-war"]');
    await until(() => card.locator('.actions').count()).toBe(1);
    const order = await card.evaluate((el) =>
      [...el.children].map((c) =>
        c.matches('.actions')
          ? 'actions'
          : c.matches('.house-rules')
            ? 'house-rules'
            : c.matches('fieldset.setup-choices')
              ? 'setup'
              : c.tagName.toLowerCase(),
      ),
    );
    expect(order.indexOf('setup')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('setup')).toBeLessThan(order.indexOf('actions'));
    expect(order.indexOf('house-rules')).toBeLessThan(order.indexOf('actions'));
    await page.close();
  }, 60_000);

  it('the house rules are fetched as the card shows, so the box holds them before it is opened', async () => {
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(h.base);
    const box = page.locator('.game-card[data-ruleset="dogs-of-war"] .house-rules');
    await until(() => box.count()).toBe(1);
    expect(await box.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    // Closed all along: its options are there (not the word for loading) without a click.
    await until(() => box.evaluate((el) => el.querySelectorAll('label, select, input').length > 0)).toBe(true);
    expect(await box.textContent()).not.toMatch(/Loading/);
    await page.close();
  }, 60_000);
});
