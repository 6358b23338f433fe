/**
 * The Dogs of War web client in Debian's Chromium: a Hang 'Em High campaign started from the home
 * card on one screen and online (one game for two taps, its links brought into view on a phone),
 * a half-filled report kept over a reload and dropped once sent, the recruitment form on a phone
 * in Hungarian (nothing wider than the screen, a refusal only once the player has touched the
 * form, the field at fault named), and a choice taken back worded in the log.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, holdOnThisScreen, index, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'hu-HU' };

interface Snap {
  readonly index: number;
  readonly view: {
    readonly mode: string;
    readonly seats: readonly string[];
    readonly companies: Record<string, { soldiers: unknown[] }>;
  };
  readonly pending: ReadonlyArray<{ readonly seats: readonly string[]; readonly kind: string }>;
  readonly legal: ReadonlyArray<Record<string, unknown>>;
}

async function snapOf(gameId: string, token: string): Promise<Snap> {
  return (await (await fetch(`${h.base}/api/games/${gameId}?token=${token}`)).json()) as Snap;
}

async function activeGames(): Promise<number> {
  return ((await (await fetch(`${h.base}/api/games?status=active`)).json()) as { games: unknown[] }).games.length;
}

/** The right edge of the page's widest element, and the page's own scroll width. */
async function widest(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)));
}

run('Dogs of War on the web, in Chromium', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("Hang 'Em High of three companies is started on this screen from the home card, and the game is the hunt", async () => {
    const { page } = await h.newPage();
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="dogs-of-war"]');
    const fields = card.locator('fieldset[data-setup="dogs-of-war"]');
    await fields.locator('select[name="campaign-kind"]').selectOption('hang-em-high');
    await fields.locator('input[name="companies"]').fill('3');
    expect(await fields.textContent()).toContain('Days at most');
    await card.getByRole('button', { name: 'Play on this screen' }).click();
    await page.waitForURL(/\/game\//);
    const id = /\/game\/([^/?]+)/.exec(page.url())?.[1] ?? '';
    // The board has the hunt's own tab, which a league has not.
    await until(() => page.locator('button[data-tab="hunt"]').count()).toBe(1);
    const tokens = await page.evaluate(
      (g) =>
        (
          JSON.parse(localStorage.getItem('skirmish.games.v1') ?? '{}') as Record<
            string,
            { tokens: Record<string, string> }
          >
        )[g]?.tokens,
      id,
    );
    const s = await snapOf(id, tokens?.['red'] ?? '');
    expect(s.view.mode).toBe('hang-em-high');
    expect(s.view.seats).toEqual(['red', 'blue', 'green']);
    expect(Object.keys(s.view.companies)).toContain('cardinal');
    await page.close();
  }, 60_000);

  it("online on a phone: two quick taps make one Hang 'Em High game, whose links come into view with the first one focused", async () => {
    const { page } = await h.newPage(PHONE);
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="dogs-of-war"]');
    await card.locator('select[name="campaign-kind"]').selectOption('hang-em-high');
    await card.locator('input[name="companies"]').fill('3');
    const before = await activeGames();
    const button = card.getByRole('button', { name: 'Játék online' });
    await button.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    const links = page.locator('.seat-links');
    await until(() => links.count()).toBe(1);
    await until(async () => {
      const box = await links.boundingBox();
      return box !== null && box.y >= 0 && box.y < PHONE.viewport.height;
    }).toBe(true);
    expect(await links.locator('li').count()).toBe(3);
    expect(await links.locator('li').nth(2).locator('strong').textContent()).toBe('Zöld');
    expect(await page.evaluate(() => document.activeElement?.closest('.seat-links') !== null)).toBe(true);
    await until(() => activeGames()).toBe(before + 1);
    await page.close();
  }, 60_000);

  it('a half-filled report comes back after a reload, and is gone once sent; the wages say whose; the standings name their columns', async () => {
    const g = await createGame(h.base, {
      ruleset: 'dogs-of-war',
      mode: 'hotseat',
      seed: 5,
      options: { 'confirm-report': false },
    });
    // Formation and preparation over HTTP, up to the battle's report.
    let reporter = '';
    for (let guard = 0; guard < 200; guard++) {
      const first = await snapOf(g.id, g.tokens['red'] ?? '');
      const d = first.pending[0];
      if (!d) throw new Error('no decision');
      const seat = d.seats[0] ?? '';
      if (d.kind === 'dogs-of-war/report') {
        reporter = seat;
        break;
      }
      const s = await snapOf(g.id, g.tokens[seat] ?? '');
      const recruit = s.legal.find((c) => c['kind'] === 'recruit');
      const done = s.legal.find((c) => c['kind'] === 'done');
      const soldiers = s.view.companies[seat]?.soldiers.length ?? 0;
      const pick = d.kind.endsWith('formation-recruit') && recruit && soldiers < 3 ? recruit : (done ?? s.legal[0]);
      const res = await fetch(`${h.base}/api/games/${g.id}/choices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: g.tokens[seat], index: s.index, choice: pick }),
      });
      if (res.status !== 200) throw new Error(`choice: ${res.status} ${await res.text()}`);
    }
    expect(reporter).not.toBe('');
    const other = reporter === 'red' ? 'blue' : 'red';
    const { page } = await h.newPage();
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'dogs-of-war');
    await page.goto(`${h.base}/game/${g.id}`);
    const report = page.locator('form.dw-report');
    await until(() => report.count()).toBe(1);
    await report.locator(`select[name="result-${reporter}"]`).selectOption('victory');
    await report.locator(`select[name="result-${other}"]`).selectOption('defeat');
    await report.locator('button.dw-add-wound').click();
    await report.locator('select[name="wound-state-0"]').selectOption('critical');
    const key = `dw-report-draft:${g.id}:1:${reporter}`;
    await until(() => page.evaluate((k) => sessionStorage.getItem(k) !== null, key)).toBe(true);

    await page.reload();
    await until(() => report.count()).toBe(1);
    expect(await report.locator(`select[name="result-${reporter}"]`).inputValue()).toBe('victory');
    expect(await report.locator(`select[name="result-${other}"]`).inputValue()).toBe('defeat');
    expect(await report.locator('select[name="wound-state-0"]').inputValue()).toBe('critical');

    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    const before = await index(page);
    await report.getByRole('button', { name: 'Send the report' }).click();
    await until(() => index(page)).toBeGreaterThan(before);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), key)).toBeNull();

    // The after-battle steps: the wages say whose they are.
    await page.locator('button[data-tab="after"]').click();
    const after = page.locator('.dw-after');
    await until(() => after.getAttribute('data-source')).toBe('server');
    const steps = Number(await after.getAttribute('data-steps'));
    let wages = 0;
    for (let i = 1; i <= steps; i++) {
      if ((await after.locator('.dw-step').getAttribute('data-type')) === 'wages') {
        wages++;
        const seat = (await after.locator('.dw-step-seat').getAttribute('data-seat')) ?? '';
        expect(await after.locator('.dw-step-seat').textContent()).toBe(
          seat === 'red' ? 'The Red Company' : 'The Blue Company',
        );
      }
      if (i < steps) await after.getByRole('button', { name: 'Next' }).click();
    }
    expect(wages).toBeGreaterThan(0);
    // The standings' columns: the company first; a company's history by round, then mission.
    await page.locator('button[data-tab="standings"]').click();
    const heads = (sel: string) => page.locator(sel).allTextContents();
    await until(() => page.locator('.dw-standings > table thead th').count()).toBeGreaterThan(0);
    expect((await heads('.dw-standings > table thead th')).slice(0, 2)).toEqual(['#', 'Company']);
    expect((await heads(`.dw-history[data-seat="${reporter}"] thead th`)).slice(0, 2)).toEqual(['Round', 'Mission']);
    await page.close();
  }, 60_000);

  it('the captain form on a phone in Hungarian: nothing wider than the screen, no refusal before a change, the field at fault named, and a choice taken back worded in the log', async () => {
    const { page } = await h.newPage(PHONE);
    await page.goto(h.base);
    await page
      .locator('.game-card[data-ruleset="dogs-of-war"]')
      .getByRole('button', { name: 'Játék ezen a képernyőn' })
      .click();
    await page.waitForURL(/\/game\//);
    const form = page.locator('form.dw-recruit');
    await until(() => form.count()).toBe(1);
    // The first fighter of the list, a magician, wants an Element named: not said before any change.
    await until(() => form.locator('.dw-limits').count()).toBe(1);
    expect(await form.locator('.dw-verdict.refused').count()).toBe(0);

    await form.locator('select[name="profile"]').selectOption('paladin-of-alahan');
    await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    expect(await widest(page, 'form.dw-recruit, form.dw-recruit *')).toBeLessThanOrEqual(390);
    expect(await widest(page, '.dw-limits, .dw-limits *')).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await form.locator('input[name="name"]').fill('x'.repeat(61));
    await until(() => form.locator('.dw-verdict').textContent()).toContain('legfeljebb 60 karakter');

    await form.locator('input[name="name"]').fill('Lovag');
    await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    const before = await index(page);
    await form.locator('button[type="submit"]').click();
    await until(() => index(page)).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Visszavonás' }).click();
    await until(() => page.locator('.log').textContent()).toContain('A Vörös Csapat visszavonta az utolsó döntését.');
    expect(await page.locator('.log').textContent()).not.toContain('game/undone');
    await page.close();
  }, 60_000);
});
