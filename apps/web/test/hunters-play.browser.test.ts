/**
 * Hunters in Debian's Chromium, what a player reads and clicks in the first turn of mission Q02:
 * each character's facings under his name when a deployment space is clicked, the deployment zone
 * in the colour the map key gives it, a step off the board asked twice before it is made, a card
 * that would strike nothing saying so, a card's swap in the decision list's words, and an enemy's
 * facing drawn clear of its Health number.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, index, shots, startHarness, until, type Harness } from './harness.ts';
import { openGame, playQ02Until, Q02_DUO, serverGame } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

async function opened(stop: (phase: string) => boolean, locale?: string): Promise<{ page: Page; at: number }> {
  const { pack, game } = playQ02Until(stop);
  const g = await serverGame(h, { pack, setup: Q02_DUO, steps: game.steps });
  const page = await openGame(h, g, locale ? { locale } : undefined);
  await until(() => index(page)).toBe(game.steps.length);
  return { page, at: game.steps.length };
}

run('Hunters: what a player reads and clicks in the first turn', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a deployment space shows one set of facings per character to place, each under his name, in English and Hungarian', async () => {
    for (const [locale, names] of [
      ['en-GB', ['Soldier', 'Medic']],
      ['hu-HU', ['Katona', 'Szanitéc']],
    ] as const) {
      const { page } = await opened((p) => p === 'deploy', locale);
      await page.locator('[data-square="1,1"]').click();
      const sets = page.locator('.picked-panel .hu-facings');
      await until(() => sets.count()).toBe(2);
      expect(await sets.locator('h4').allTextContents()).toEqual(names);
      for (const who of ['soldier', 'medic'])
        expect(await page.locator(`.hu-facings[data-char="${who}"] button[data-facing]`).count()).toBe(8);
      await page.screenshot({ path: join(shots, `hunters-facings-${locale}.png`), fullPage: true });
    }
  });

  it('the deployment zone on the map has the colour the map key gives it', async () => {
    const { page } = await opened((p) => p === 'deploy');
    await page.locator('.hu-legend summary').click();
    const key = await page
      .locator('.hu-legend .swatch.deploy-zone')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    // A zone space no one stands on, open to the characters being placed, the pointer away from it.
    await page.mouse.move(0, 0);
    const onMap = await page
      .locator('.hu-sq.deploy-zone.can[data-square="1,0"] rect')
      .evaluate((el) => getComputedStyle(el).fill);
    expect(onMap).toBe(key);
    // The green of a space to choose has its own line in the key.
    expect(await page.locator('.hu-legend .swatch.hu-can').count()).toBe(1);
  });

  it('HU-MOVE-09 a step off the board is set apart and asks again before the character leaves the mission', async () => {
    const { page, at } = await opened((p) => p === 'character');
    await page.locator('.hu-hand[data-char="soldier"]').waitFor();
    // Basic move, from the board's actions.
    await page.locator('.hu-actions button[data-kind="basic"]', { hasText: /^Basic move$/ }).click();
    await until(() => index(page)).toBe(at + 1);
    const panel = page.locator('.hu-leave');
    await panel.waitFor();
    const leave = panel.locator('button[data-kind="leave"]', { hasText: 'past the west edge by A1' });
    expect(await leave.textContent()).toBe('Leave the mission: step off the board, past the west edge by A1');
    // The first click makes no move: it asks.
    await leave.click();
    const confirm = panel.locator('.hu-leave-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toBe('Yes, Soldier leaves the mission');
    await page.screenshot({ path: join(shots, 'hunters-leave.png'), fullPage: true });
    expect(await index(page)).toBe(at + 1);
    // Staying puts the steps back.
    await panel.locator('.hu-leave-cancel').click();
    await leave.waitFor();
    expect(await index(page)).toBe(at + 1);
    // The second click, on the confirmation, makes the step.
    await leave.click();
    await confirm.click();
    await until(() => index(page)).toBe(at + 2);
    expect(await page.locator('.hu-char[data-char="soldier"]').count()).toBe(0);
  });

  it('HU-MOVE-09 a step off the board from the list of choices asks first, with its warning, in English and Hungarian', async () => {
    for (const [locale, label, warning, yes, cancel] of [
      [
        'en-GB',
        'Leave the mission: step off the board, past the west edge by A1',
        'This step takes Soldier off the board and out of the rest of the mission for good.',
        'Yes — Leave the mission: step off the board, past the west edge by A1',
        'Cancel',
      ],
      [
        'hu-HU',
        'Kilépés a küldetésből: lelépés a tábláról a nyugati szélen, az A1 mezőnél',
        'Ezzel a lépéssel Katona elhagyja a táblát, és a küldetés hátralevő részében már nem vesz részt.',
        'Igen — Kilépés a küldetésből: lelépés a tábláról a nyugati szélen, az A1 mezőnél',
        'Mégse',
      ],
    ] as const) {
      const { page, at } = await opened((p) => p === 'character', locale);
      await page.locator('.hu-hand[data-char="soldier"]').waitFor();
      await page.locator('.hu-actions button[data-kind="basic"]').first().click();
      await until(() => index(page)).toBe(at + 1);
      const leave = page.locator('button.choice', { hasText: label });
      await leave.waitFor();
      // The first click makes no move: it asks, with the warning.
      await leave.click();
      const ask = page.locator('.choices .choice-confirm');
      await ask.waitFor();
      expect(await ask.locator('p').textContent()).toBe(warning);
      expect(await ask.locator('.choice-confirm-yes').textContent()).toBe(yes);
      expect(await ask.locator('.choice-confirm-cancel').textContent()).toBe(cancel);
      await page.screenshot({ path: join(shots, `hunters-leave-list-${locale}.png`), fullPage: true });
      expect(await index(page)).toBe(at + 1);
      // Cancelling makes no move either; a step that stays on the board is made on one click.
      await ask.locator('.choice-confirm-cancel').click();
      await until(() => ask.count()).toBe(0);
      expect(await index(page)).toBe(at + 1);
      // The confirmation makes the step.
      await leave.click();
      await ask.locator('.choice-confirm-yes').click();
      await until(() => index(page)).toBe(at + 2);
      expect(await page.locator('.hu-char[data-char="soldier"]').count()).toBe(0);
    }
  });

  it('every enemy token shows the number the lists give it, and its Health beside it', async () => {
    const { page } = await opened((p) => p === 'character');
    const rats = page.locator('.hu-enemy');
    await rats.first().waitFor();
    const tokens = await rats.evaluateAll((gs) =>
      gs.map((g) => ({
        id: g.getAttribute('data-enemy') ?? '',
        tag: g.querySelector('text.tag')?.textContent ?? '',
        hp: g.querySelector('text.hp')?.textContent ?? '',
      })),
    );
    expect(tokens.length).toBeGreaterThan(1);
    const listed = await page
      .locator('.hu-sheet.enemies li[data-enemy]')
      .evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-enemy') ?? '', li.textContent ?? ''] as const));
    for (const t of tokens) {
      // "Giant Rat 3 · Health 1" in the list is the token marked 3, with ♥1.
      const line = listed.find(([id]) => id === t.id)?.[1] ?? '';
      expect(line, t.id).toMatch(new RegExp(`^Giant Rat ${t.tag} · Health \\d+`));
      expect(t.hp).toBe(`♥${/Health (\d+)/.exec(line)?.[1] ?? ''}`);
    }
    expect(new Set(tokens.map((t) => t.tag)).size).toBe(tokens.length);
    await rats
      .first()
      .locator('xpath=ancestor::*[local-name()="svg"][1]')
      .screenshot({ path: join(shots, 'hunters-enemy-numbers.png') });
  });

  it('a card that would strike nothing says so on its button; a swap reads as in the decision list', async () => {
    const { page } = await opened((p) => p === 'character');
    const shot = page.locator('.hu-hand[data-char="soldier"] li[data-card="soldier-shot"]').first();
    await shot.waitFor();
    expect(await shot.locator('button[data-kind="play"]').first().textContent()).toBe('Play (nothing to hit now)');
    expect(await shot.locator('button[data-kind="cycle"]').textContent()).toBe('Give up an action: discard and draw');
    expect(
      await page
        .locator('button.choice', { hasText: /^Play Shot/ })
        .first()
        .textContent(),
    ).toBe('Play Shot — no target in range or sight');
  });

  it("an enemy's facing is a notch at its rim, clear of its number and Health in the middle", async () => {
    const { page } = await opened((p) => p === 'character');
    const rat = page.locator('.hu-enemy').first();
    await rat.waitFor();
    const { cx, cy, r, x1, y1 } = await rat.evaluate((g) => {
      const base = g.querySelector('rect.base');
      const front = g.querySelector('line.front');
      const n = (el: Element | null, a: string) => Number(el?.getAttribute(a));
      const r0 = n(base, 'width') / 2;
      return { cx: n(base, 'x') + r0, cy: n(base, 'y') + r0, r: r0, x1: n(front, 'x1'), y1: n(front, 'y1') };
    });
    // The notch starts well away from the middle, where the number stands.
    expect(Math.hypot(x1 - cx, y1 - cy)).toBeGreaterThanOrEqual(r / 2);
  });
});
