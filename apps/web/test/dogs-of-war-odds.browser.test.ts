/**
 * The odds panel beside the Dogs of War board in Debian's Chromium: it follows the step, from the
 * opposed mission roll while the companies form to the recuperation roll once the battle is on the
 * table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, playFirstChoices, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

run('the Dogs of War odds panel', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('offers the mission roll at formation and the recuperation roll once the report is asked, worked out at once', async () => {
    const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'hotseat', seed: 3 });
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['red'] ?? ''}`);
    const odds = page.locator('.odds');
    await until(() => odds.locator('.odds-chart').getAttribute('data-procedure')).toBe('mission-roll');
    expect(await odds.locator('select[name="procedure"]').inputValue()).toBe('mission-roll');
    await playFirstChoices(h.base, g, 300, (legal) => !legal.some((c) => c.kind === 'report'));
    await until(() => odds.locator('.odds-chart').getAttribute('data-procedure'), 15_000).toBe('recuperation');
    expect(await odds.locator('select[name="procedure"]').inputValue()).toBe('recuperation');
    expect(await odds.locator('select[name="wound"]').inputValue()).toBe('serious');
    await page.close();
  }, 90_000);
});
