/**
 * The odds panel in Debian's Chromium: a chart figured for other fields than those shown is marked
 * stale, and on a phone, where the panel lies far below the board, it can be reached from the
 * board, and new odds a board fills in are announced at the top of the screen.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { hybridRuleset } from '@skirmish/hybrid';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  sendChoices,
  shots,
  startHarness,
  until,
  walkTo,
  type Harness,
} from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const PHONE = { width: 390, height: 844 };

/** Where the odds panel's top is, and the height of the window. */
function panelTop(page: Page) {
  return page.locator('.odds').evaluate((el) => ({ top: el.getBoundingClientRect().top, height: window.innerHeight }));
}

run('the odds panel', () => {
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  it('a chart shown stays marked stale once a field changes, until the odds are shown again', async () => {
    const g = await createGame(h.base, { ruleset: 'warmachine', seed: 4, mode: 'hotseat' });
    const { page } = await h.newPage();
    await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['p1']}`);
    const odds = page.locator('.odds');
    await odds.locator('select[name="procedure"]').selectOption('attack');
    await odds.locator('input[name="stat"]').fill('6');
    await odds.locator('input[name="def"]').fill('13');
    await odds.getByRole('button', { name: 'Show odds' }).click();
    await until(() => odds.locator('.odds-chart').count()).toBe(1);
    expect(await odds.locator('.odds-chart[data-stale]').count()).toBe(0);
    expect(await odds.locator('.odds-stale').count()).toBe(0);
    // The DEF changed: the chart of DEF 13 is still there, marked, with a note.
    await odds.locator('input[name="def"]').fill('14');
    await until(() => odds.locator('.odds-chart[data-stale="true"]').count()).toBe(1);
    expect(await odds.locator('.odds-stale').textContent()).toContain('The fields have changed');
    // Back to the DEF it was figured for: the chart answers the fields again.
    await odds.locator('input[name="def"]').fill('13');
    await until(() => odds.locator('.odds-chart[data-stale]').count()).toBe(0);
    // A switch ticked is a change too; shown again, the chart is the new one and no longer stale.
    await odds.locator('input[name="boost"]').check();
    await until(() => odds.locator('.odds-chart[data-stale="true"]').count()).toBe(1);
    await odds.getByRole('button', { name: 'Show odds' }).click();
    await until(() => odds.locator('.odds-chart[data-stale]').count()).toBe(0);
    expect(await odds.locator('.odds-chart').getAttribute('data-inputs')).toContain('"boost":true');
    expect(await odds.locator('.odds-stale').count()).toBe(0);
    await page.close();
  });

  it('on a phone the link by the board brings the odds panel into view, in either language', async () => {
    for (const locale of ['en-GB', 'hu-HU']) {
      const g = await createGame(h.base, { ruleset: 'warmachine', seed: 4, mode: 'hotseat' });
      const { page } = await h.newPage({ viewport: PHONE, locale });
      await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['p1']}`);
      const link = page.locator('.board-card .odds-link');
      await until(() => link.isVisible()).toBe(true);
      expect(await link.textContent()).toContain(locale === 'en-GB' ? 'To the odds' : 'Az esélyekhez');
      const before = await panelTop(page);
      expect(before.top).toBeGreaterThan(before.height);
      await link.click();
      await until(async () => {
        const now = await panelTop(page);
        return now.top >= 0 && now.top < now.height / 2;
      }).toBe(true);
      await page.close();
    }
    // On a wide screen the panel is beside the board, and the link is not shown.
    const g = await createGame(h.base, { ruleset: 'warmachine', seed: 4, mode: 'hotseat' });
    const { page } = await h.newPage();
    await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['p1']}`);
    await until(() => page.locator('.odds').count()).toBe(1);
    expect(await page.locator('.odds-link').isVisible()).toBe(false);
    await page.close();
  });

  it('on a phone, odds a board fills in below the screen are announced at its top, and the note brings them up', async () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const found = walkTo(
      e,
      hybridRuleset.defaultSetup,
      (m, seat) => e.legal(m, seat).some((c) => c.kind === 'strike'),
      {
        seeds: 60,
        steps: 1500,
      },
    );
    if (!found) throw new Error('no strike in the first 60 seeds');
    const strike = e.legal(found.m, found.seat).find((c) => c.kind === 'strike') as { target: string };
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    const { page } = await h.newPage({ viewport: PHONE });
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator('.hy-svg').count()).toBe(1);
    const note = page.locator('.odds-new');
    expect(await note.count()).toBe(0);
    await page.locator(`svg [data-warrior="${strike.target}"]`).first().dispatchEvent('click');
    await until(() => page.locator('.odds .odds-chart').count()).toBe(1);
    await until(() => note.isVisible()).toBe(true);
    // At the top of the screen, whatever the page's scroll.
    expect(await note.evaluate((b) => b.getBoundingClientRect().top)).toBeLessThan(50);
    await page.screenshot({ path: join(shots, 'odds-new-phone.png') });
    await note.click();
    await until(async () => {
      const now = await panelTop(page);
      return now.top >= 0 && now.top < now.height / 2;
    }).toBe(true);
    await until(() => note.count()).toBe(0);
    await page.close();
  }, 120_000);
});
