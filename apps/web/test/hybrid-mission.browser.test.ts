/**
 * The Hybrid game screen in Debian's Chromium, on a wide screen and on a phone (390x844): the
 * mission and each side's objectives over the board, the numbered counters saying which Objective
 * they are, the map key under the board, and on a phone the decision at the foot of the screen,
 * never more than about a third of it.
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
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const engine = unwrap(Engine.create(hybridRuleset));

/** A position of the sample mission where a side is offered a choice of kind `kind`. */
function offered(kind: string) {
  const found = walkTo(
    engine,
    hybridRuleset.defaultSetup,
    (m, seat) => engine.legal(m, seat).some((c) => c.kind === kind),
    { seeds: 5, steps: 200 },
  );
  if (!found) throw new Error(`no ${kind} choice in the first 5 seeds`);
  return found;
}

/** The game at a choice of kind `kind` (a warrior's Mode unless said), opened on a page of `viewport`. */
async function opened(viewport: { width: number; height: number }, locale: string, kind = 'mode'): Promise<Page> {
  const found = offered(kind);
  const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
  await sendChoices(h.base, g, found.steps);
  const { page } = await h.newPage({ viewport, locale });
  await page.goto(h.base);
  await holdOnThisScreen(page, g, 'hybrid');
  await page.goto(`${h.base}/game/${g.id}`);
  await page.locator('.hy-svg').waitFor();
  await page.locator('.decision button').first().waitFor();
  return page;
}

/** Where an element is on the screen now. */
async function box(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: r.height, width: r.width };
    });
}

run('the Hybrid mission, its map key and the decision on a phone', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('on a wide screen the mission and each side’s objectives stand over the board, each counter says which Objective it is, and the map key opens under it', async () => {
    const page = await opened(WIDE, 'en-GB');
    const mission = page.locator('.hy-mission');
    expect(await mission.locator('h3').textContent()).toBe('Mission: Return to Glasinhar');
    expect(await mission.locator('.hy-goal').allTextContents()).toEqual([
      expect.stringMatching(/^Griffin( \(you\))?: Carry out Objectives 1 and 2\.$/),
      expect.stringMatching(/^Scorpion( \(you\))?: Carry out Objective 3\.$/),
    ]);
    expect(await mission.locator('.hy-objectives li').allTextContents()).toEqual([
      'Objective 1 (Griffin): still to do, on D10',
      'Objective 2 (Griffin): still to do, on M11',
      'Objective 3 (Scorpion): still to do, on L4',
    ]);
    // On the first screen, above the board.
    const m = await box(page, '.hy-mission');
    const board = await box(page, '.hy-svg');
    expect(m.top).toBeGreaterThanOrEqual(0);
    expect(m.bottom).toBeLessThanOrEqual(board.top);
    // The counter's tooltip, as the browser shows it on pointing, and its accessible name.
    const three = page.locator('.hy-svg .objective[data-objective="3"]');
    expect(await three.locator('title').textContent()).toBe(
      'Objective 3, the Scorpion side’s objective: a Scorpion warrior above Rank 0 carries it out by ending his activation on it; still to do, on L4',
    );
    expect(await page.getByRole('img', { name: /^Objective 1, the Griffin side’s objective/ }).count()).toBe(1);
    // The map key, folded, opens to the marks this board draws, each with its picture.
    const key = page.locator('details.hy-key');
    expect(await key.locator('summary').textContent()).toBe('Map key');
    expect(await key.locator('li').first().isVisible()).toBe(false);
    await key.locator('summary').click();
    const items = await key.locator('li').evaluateAll((lis) =>
      lis.map((li) => ({
        key: li.getAttribute('data-key'),
        text: li.textContent?.trim(),
        icon: li.querySelector('svg')?.getBoundingClientRect().width ?? 0,
      })),
    );
    expect(items.map((i) => i.key)).toEqual(expect.arrayContaining(['floor', 'objective', 'griffin', 'scorpion']));
    expect(items.find((i) => i.key === 'objective')?.text).toBe(
      '1 Objective counter (its number: see the mission above)',
    );
    for (const i of items) expect(i.icon, `${i.key}`).toBeGreaterThan(10);
    // The objective's picture in the key is the counter's yellow.
    const fill = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    expect(await fill('.hy-key [data-key="objective"] circle')).toBe(await fill('.hy-svg .objective circle'));
    await page.screenshot({ path: join(shots, 'hybrid-mission-wide.png'), fullPage: true });
    // On a wide screen the decision stays where it was, beside nothing at the foot.
    expect(await page.locator('.decision').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await page.close();
  }, 60_000);

  it('on a phone the first screen shows the mission, the board and the decision with its buttons at the foot, no more than 40% of the screen high, and the decision stays there while the board scrolls', async () => {
    const page = await opened(PHONE, 'hu-HU');
    const decision = page.locator('.decision');
    expect(await decision.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await page.screenshot({ path: join(shots, 'hybrid-phone-first-screen.png') });
    const d = await box(page, '.decision');
    expect(d.bottom).toBeLessThanOrEqual(PHONE.height + 1);
    expect(d.height).toBeLessThanOrEqual(PHONE.height * 0.4);
    // A button to press on the first screen, inside the panel.
    const button = await box(page, '.decision button');
    expect(button.top).toBeGreaterThanOrEqual(d.top);
    expect(button.bottom).toBeLessThanOrEqual(PHONE.height);
    // The mission over the board, the board under it and above the panel.
    expect(await page.locator('.hy-mission h3').textContent()).toBe('Küldetés: Visszatérés Glasinharba');
    const m = await box(page, '.hy-mission');
    expect(m.top).toBeGreaterThanOrEqual(-1);
    const board = await box(page, '.hy-svg');
    expect(board.top).toBeLessThan(d.top - 150);
    // Scrolled halfway down the board, the decision is still at the foot of the screen.
    await page.evaluate(() => {
      const svg = document.querySelector('.hy-svg')!.getBoundingClientRect();
      window.scrollBy(0, svg.top + svg.height / 2 - 100);
    });
    await until(() => box(page, '.decision').then((b) => Math.round(b.bottom))).toBeLessThanOrEqual(PHONE.height + 1);
    const after = await box(page, '.decision');
    expect(after.top).toBeGreaterThan(PHONE.height * 0.55);
    expect(after.bottom).toBeGreaterThan(PHONE.height - 20);
    await page.screenshot({ path: join(shots, 'hybrid-phone-scrolled.png') });
    await page.close();
  }, 60_000);

  it('on a phone a decision with many buttons keeps to its cap and scrolls inside, the board above it in view', async () => {
    const page = await opened(PHONE, 'en-GB', 'counter');
    const d = await box(page, '.decision');
    const inside = await page
      .locator('.decision')
      .evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    await page.screenshot({ path: join(shots, 'hybrid-phone-counters.png') });
    // More than the cap holds: the panel keeps to it and scrolls inside.
    expect(inside.scroll).toBeGreaterThan(inside.client + 50);
    expect(d.height).toBeLessThanOrEqual(PHONE.height * 0.4);
    expect(d.bottom).toBeLessThanOrEqual(PHONE.height + 1);
    expect((await box(page, '.hy-svg')).top).toBeLessThan(d.top - 150);
    // Its last button, scrolled to inside the panel, is on the screen and pressable.
    const last = page.locator('.decision button').last();
    await page.locator('.decision').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const b = await last.evaluate((el) => el.getBoundingClientRect().toJSON() as { top: number; bottom: number });
    expect(b.top).toBeGreaterThanOrEqual(d.top);
    expect(b.bottom).toBeLessThanOrEqual(PHONE.height);
    await page.close();
  }, 60_000);
});
