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
import { answerRequest, asHybridView, type HyView } from '../src/boards/hybrid/model.ts';

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
      // The link comes with the board's card, before the board itself (loaded on demand) is drawn in
      // it and pushes the panel below the screen: the board is waited for, not the link alone.
      await until(() => page.locator('.board-card .wm-board').count()).toBe(1);
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
  it('on a phone, odds a board fills in before the list of rolls has come are announced once it comes', async () => {
    const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'hotseat', seed: 3 });
    const { page } = await h.newPage({ viewport: PHONE });
    // The list of rolls held back a while: the board's first odds (the mission roll) come first.
    let listed = false;
    await page.route('**/api/rulesets/dogs-of-war/odds?*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      listed = true;
      await route.continue();
    });
    await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['red'] ?? ''}`);
    await until(() => page.locator('.odds .odds-chart').getAttribute('data-procedure'), 15_000).toBe('mission-roll');
    expect(listed).toBe(true);
    await until(() => page.locator('.odds-new').isVisible()).toBe(true);
    await page.close();
  }, 60_000);
  it('on a phone, a note a board gives with no odds below the screen is announced at its top as new odds are', async () => {
    const e = unwrap(Engine.create(hybridRuleset));
    // A parry asked right after the attack it answers: the board gives a note and no odds.
    const found = walkTo(
      e,
      hybridRuleset.defaultSetup,
      (m, seat) => {
        const last = m.record.choices.at(-1)?.choice as { kind?: string } | undefined;
        if (last?.kind !== 'strike' && last?.kind !== 'fire') return false;
        const legal = e.legal(m, seat);
        const req = answerRequest(asHybridView(e.view(m, seat)) as HyView, legal, (id) => id, 'en');
        return req?.procedure === '';
      },
      // Few steps, so that bringing the server's game there stays well within its request rate.
      { seeds: 60, steps: 150 },
    );
    if (!found) throw new Error('no parry right after an attack in the first 60 seeds');
    const at = found.steps.length - 1;
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps.slice(0, at));
    const { page } = await h.newPage({ viewport: PHONE });
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator('.hy-svg').count()).toBe(1);
    const news = page.locator('.odds-new');
    expect(await news.count()).toBe(0);
    await sendChoices(h.base, g, found.steps.slice(at), at);
    await until(() => page.locator('.odds .odds-note').textContent()).toMatch(/^You are answering /);
    expect(await page.locator('.odds .odds-chart').count()).toBe(0);
    await until(() => news.isVisible()).toBe(true);
    expect(await news.evaluate((b) => b.getBoundingClientRect().top)).toBeLessThan(50);
    await news.click();
    await until(async () => {
      const now = await panelTop(page);
      return now.top >= 0 && now.top < now.height / 2;
    }).toBe(true);
    await until(() => news.count()).toBe(0);
    // Back at the board, the note already read is not announced again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await until(async () => (await panelTop(page)).top > PHONE.height).toBe(true);
    expect(await news.count()).toBe(0);
    await page.close();
  }, 120_000);
  it('on a phone a Hybrid strike shows its main fields and folds the others under a summary, in either language', async () => {
    for (const [locale, more] of [
      ['en-GB', 'More modifiers'],
      ['hu-HU', 'További módosítók'],
    ] as const) {
      const g = await createGame(h.base, { ruleset: 'hybrid', seed: 1, mode: 'hotseat' });
      const { page } = await h.newPage({ viewport: PHONE, locale });
      await page.goto(h.base);
      await holdOnThisScreen(page, g, 'hybrid');
      await page.goto(`${h.base}/game/${g.id}`);
      const odds = page.locator('.odds');
      await odds.locator('select[name="procedure"]').selectOption('strike');
      await until(() => odds.locator('input[name="target-wounds"]').isVisible()).toBe(true);
      const summary = odds.locator('details.odds-more > summary');
      expect(await summary.textContent()).toBe(more);
      expect(await odds.locator('input[name="frenzy"]').isVisible()).toBe(false);
      // Only the main fields are shown at first, and none of them is folded.
      const shown = await odds.locator('form > label').count();
      expect(shown).toBeLessThanOrEqual(12);
      expect(await odds.locator('details.odds-more > label').count()).toBeGreaterThan(10);
      await summary.click();
      await until(() => odds.locator('input[name="frenzy"]').isVisible()).toBe(true);
      // The natural roll marks no field as main: all are shown, and there is nothing to fold.
      await odds.locator('select[name="procedure"]').selectOption('natural-roll');
      await until(() => odds.locator('input[name="sl"]').isVisible()).toBe(true);
      expect(await odds.locator('details.odds-more').count()).toBe(0);
      await page.close();
    }
  }, 120_000);

  it('a board filling in a folded field opens the fold by itself', async () => {
    const e = unwrap(Engine.create(hybridRuleset));
    type Attack = { kind: string; target: string; level: number };
    /** A term the view names for an attack that the strike and fire procedures fold away. */
    const folded = (terms: Readonly<Record<string, unknown>> | undefined): boolean =>
      Object.keys(terms ?? {}).some((k) => k !== 'rockfall');
    const attacksAt = (m: Parameters<typeof e.legal>[0], seat: string) => {
      const view = e.view(m, seat) as { attackTerms?: Record<string, Record<string, unknown>> };
      const attacks = (e.legal(m, seat) as Attack[]).filter((c) => c.kind === 'strike' || c.kind === 'fire');
      const targets = [...new Set(attacks.map((c) => c.target))];
      return targets.filter((t) =>
        attacks
          .filter((c) => c.target === t)
          .every((c) => folded(view.attackTerms?.[`${c.kind}:${c.target}:${c.level}`])),
      );
    };
    // Few steps, so that bringing the server's game there stays well within its request rate.
    const found = walkTo(e, hybridRuleset.defaultSetup, (m, seat) => attacksAt(m, seat).length > 0, {
      seeds: 60,
      steps: 250,
    });
    if (!found) throw new Error('no attack with a folded term in the first 60 seeds');
    const target = attacksAt(found.m, found.seat)[0] as string;
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    const { page } = await h.newPage({ viewport: PHONE });
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator('.hy-svg').count()).toBe(1);
    const odds = page.locator('.odds');
    expect(await odds.locator('details.odds-more[open]').count()).toBe(0);
    await page.locator(`svg [data-warrior="${target}"]`).first().dispatchEvent('click');
    await until(() => odds.locator('.odds-chart').count()).toBe(1);
    await until(() => odds.locator('details.odds-more[open]').count()).toBe(1);
    // Each folded field the board filled in is in sight, with its value.
    const filled = JSON.parse((await odds.locator('.odds-chart').getAttribute('data-inputs')) ?? '{}') as Record<
      string,
      unknown
    >;
    const inFold = await odds
      .locator('details.odds-more > label input, details.odds-more > label select')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).name));
    const shownHere = inFold.filter((n) => n in filled && filled[n] !== 0 && filled[n] !== false);
    expect(shownHere.length).toBeGreaterThan(0);
    for (const n of shownHere) expect(await odds.locator(`[name="${n}"]`).isVisible()).toBe(true);
    await page.close();
  }, 180_000);
});
