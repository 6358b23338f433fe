/**
 * The Dogs of War board on a phone (390 px wide) in Debian's Chromium: the odds panel, far below
 * the board there, is announced only when what it shows changes; a long soldier's or company's
 * name chosen in a closed list is written out whole under it.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  hasChromium,
  playFirstChoices,
  sendChoiceNow,
  shots,
  startHarness,
  until,
  untilMoved,
  type Harness,
} from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const PHONE = { width: 390, height: 844 };

/** Names as long as the rules allow (60 characters), one with a word longer than a phone's line. */
const LONG_COMPANY = 'The Most Honourable Free Company of the Western Marches';
const LONG_SOLDIER = 'Bartholomew Ironhide-Stormcrowsworthington the Shieldbreaker';

/**
 * The whole line under the closed list `select`: its text, whether it fits its own box (nothing
 * cut: no wider than its box, and its box inside the window), and whether the page is no wider
 * than the window.
 */
function wholeLine(page: Page, select: string) {
  return page.locator(select).evaluate((el) => {
    const line = el.nextElementSibling;
    const box = line?.getBoundingClientRect();
    return {
      text: line?.classList.contains('dw-whole') ? line.textContent : '',
      fits: !!line && !!box && line.scrollWidth <= line.clientWidth && box.left >= 0 && box.right <= window.innerWidth,
      page: document.documentElement.scrollWidth <= window.innerWidth,
    };
  });
}

/** Where the odds panel's top is, and the height of the window. */
function panelTop(page: Page) {
  return page.locator('.odds').evaluate((el) => ({ top: el.getBoundingClientRect().top, height: window.innerHeight }));
}

run('the Dogs of War board on a phone', () => {
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('the odds panel is announced when its roll changes, not when the same roll is filled in again', async () => {
    const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'hotseat', seed: 3 });
    const { page } = await h.newPage({ viewport: PHONE });
    await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['red'] ?? ''}`);
    const odds = page.locator('.odds');
    const news = page.locator('.odds-new');
    await until(() => odds.locator('.odds-chart').getAttribute('data-procedure'), 15_000).toBe('mission-roll');
    // Whatever was announced as the page opened is read: the panel brought into view, then the
    // page back at the board.
    await odds.scrollIntoViewIfNeeded();
    await until(() => news.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await until(async () => (await panelTop(page)).top > PHONE.height).toBe(true);
    // The page's language changed: the same roll, figured again in Hungarian, is no news.
    await page.locator('header select').selectOption('hu');
    await until(() => odds.locator('h2').textContent()).not.toBe('Odds');
    await until(() => odds.locator('.odds-chart thead th').first().textContent()).not.toBe('Outcome');
    expect(await news.count()).toBe(0);
    // Steps that keep the same roll: no news.
    for (let i = 0; i < 4; i++) {
      const at = Number(await page.locator('.game').getAttribute('data-index'));
      await playFirstChoices(h.base, g, 1);
      await untilMoved(page, at);
      expect(await odds.locator('select[name="procedure"]').inputValue()).toBe('mission-roll');
      expect(await news.count()).toBe(0);
    }
    // The mission set: the recuperation roll is news.
    await playFirstChoices(h.base, g, 300, (legal) => !legal.some((c) => c.kind === 'form-group'));
    await until(() => odds.locator('select[name="procedure"]').inputValue(), 15_000).toBe('recuperation');
    await until(() => news.isVisible()).toBe(true);
    await page.close();
  }, 180_000);

  it('a long soldier’s or company’s name chosen in a closed list is written out whole under it on a phone, and not at 1280 px where it fits', async () => {
    const g = await createGame(h.base, {
      ruleset: 'dogs-of-war',
      mode: 'hotseat',
      seed: 3,
      setup: {
        companies: [
          { seat: 'red', name: LONG_COMPANY },
          { seat: 'blue', name: 'Blue' },
        ],
        missions: 3,
      },
    });
    expect(LONG_COMPANY.length).toBeLessThanOrEqual(60);
    expect(LONG_SOLDIER.length).toBeLessThanOrEqual(60);
    await sendChoiceNow(h.base, g, 'red', {
      kind: 'name-captain',
      profile: 'orc-warlord',
      name: LONG_SOLDIER,
      options: [],
      faction: null,
    });
    await sendChoiceNow(h.base, g, 'red', {
      kind: 'recruit',
      profile: 'jackal-warrior',
      name: 'Jak',
      options: [],
      faction: null,
    });
    await sendChoiceNow(h.base, g, 'red', { kind: 'done' });
    // The formation EP are given to a soldier picked in a closed list: the captain first.
    const url = `${h.base}/game/${g.id}?token=${g.tokens['red'] ?? ''}`;
    const assign = 'select[name="assign-to"]';
    const phone = await h.newPage({ viewport: PHONE });
    await phone.page.goto(url);
    await until(() => phone.page.locator(assign).count(), 15_000).toBe(1);
    await until(async () => (await wholeLine(phone.page, assign)).text).toContain(LONG_SOLDIER);
    expect(await wholeLine(phone.page, assign)).toMatchObject({ fits: true, page: true });
    const wide = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await wide.page.goto(url);
    await until(() => wide.page.locator(assign).count(), 15_000).toBe(1);
    expect(await wide.page.locator(`${assign} + .dw-whole`).count()).toBe(0);
    expect((await wholeLine(wide.page, assign)).page).toBe(true);
    await wide.page.close();
    // The battle's report: the company that retreated is picked in a closed list.
    await playFirstChoices(h.base, g, 300, (legal) => !legal.some((c) => c.kind === 'report'));
    await phone.page.reload();
    const retreat = 'select[name="retreat"]';
    await until(() => phone.page.locator(retreat).count(), 15_000).toBe(1);
    await phone.page.locator(retreat).selectOption('red');
    await until(async () => (await wholeLine(phone.page, retreat)).text).toBe(LONG_COMPANY);
    expect(await wholeLine(phone.page, retreat)).toMatchObject({ fits: true, page: true });
    await phone.page.locator('.dw-results').screenshot({ path: join(shots, 'dw-long-names-phone.png') });
    // The other company's short name fits its list: no line under it.
    await phone.page.locator(retreat).selectOption('blue');
    await until(() => phone.page.locator(`${retreat} + .dw-whole`).count()).toBe(0);
    await phone.page.close();
  }, 180_000);
});
