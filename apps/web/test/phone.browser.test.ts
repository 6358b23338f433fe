/**
 * A new player on a phone (390x844) with the page in Hungarian, in Debian's Chromium: what only a
 * narrow window shows, and the search box over a long list of choices.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, holdOnThisScreen, shots, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'hu-HU' };

/**
 * A Hunters game on this screen for one player with two characters, opened: its first decision is
 * which of sixteen cards to keep.
 */
async function openHunters(page: Page): Promise<void> {
  await page.goto(h.base);
  const g = await createGame(h.base, {
    ruleset: 'hunters',
    mode: 'hotseat',
    setup: {
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    },
  });
  await holdOnThisScreen(page, g, 'hunters');
  await page.goto(`${h.base}/game/${g.id}`);
}

run('on a phone, in Hungarian', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('each house rule’s rule ID is one chip inside its game’s card, however the label wraps', async () => {
    const { page } = await h.newPage(PHONE);
    await page.goto(h.base);
    for (const summary of await page.locator('.game-card .house-rules summary').all()) await summary.click();
    await until(() => page.locator('.house-rule .rule-id').count()).toBeGreaterThan(20);
    // A chip split over two lines is two boxes, the first one often cut by the card's edge.
    const split = await page.locator('.house-rule .rule-id').evaluateAll((chips) =>
      chips
        .filter((chip) => {
          const card = chip.closest('.game-card')?.getBoundingClientRect();
          const boxes = [...chip.getClientRects()];
          return !card || boxes.length !== 1 || boxes.some((b) => b.right > card.right || b.left < card.left);
        })
        .map((chip) => chip.textContent),
    );
    await page.screenshot({ path: join(shots, 'phone-house-rules.png'), fullPage: true });
    expect(split).toEqual([]);
  });

  it('the search box over many choices says what it is for, and says so when nothing matches', async () => {
    const { page } = await h.newPage(PHONE);
    await openHunters(page);
    const search = page.getByRole('searchbox', { name: 'Döntés keresése' });
    await until(() => search.getAttribute('placeholder')).toBe('Döntés keresése');
    const choices = page.locator('.decision button.choice');
    expect(await choices.count()).toBeGreaterThan(12);
    await search.fill('semmi ilyen nincs');
    await until(() => choices.count()).toBe(0);
    const list = page.locator('.decision .choices');
    await until(() => list.textContent()).toContain('Egyik döntésben sincsenek ilyen szavak.');
    await search.fill('');
    await until(() => choices.count()).toBeGreaterThan(12);
    expect(await list.textContent()).not.toContain('Egyik döntésben sincsenek ilyen szavak.');
  });

  it('the odds panel names a field left empty by its label, not by the command line’s parameter', async () => {
    const { page } = await h.newPage(PHONE);
    await openHunters(page);
    const odds = page.locator('.odds');
    await odds.getByRole('button', { name: 'Esélyek mutatása' }).click();
    await until(() => odds.getByRole('alert').textContent()).toBe('Töltsd ki: támadókockák');
    // Filled in, the same roll is figured.
    await odds.locator('input[name="dice"]').fill('3');
    await odds.locator('input[name="to-hit"]').fill('3');
    await odds.getByRole('button', { name: 'Esélyek mutatása' }).click();
    await until(() => odds.locator('.odds-chart tbody tr').count()).toBeGreaterThan(1);
    expect(await odds.getByRole('alert').count()).toBe(0);
  });

  it('a running game replayed by a spectator leaves no error in the browser’s console', async () => {
    const { page } = await h.newPage(PHONE);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const g = await createGame(h.base, { ruleset: 'hunters' });
    await page.goto(`${h.base}/replay/${g.id}`);
    await until(() => page.locator('.replay').getAttribute('data-seat')).toBe('');
    expect(await page.locator('.replay-note').textContent()).toContain('A játék még folyik');
    expect(errors).toEqual([]);
  });

  it('the seats’ links asked for from the last game’s card come into view; one the page cannot copy is selected for the player, who is told so', async () => {
    const { page } = await h.newPage(PHONE);
    // As a page served over http from another machine finds it: no clipboard at all.
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await page.goto(h.base);
    // The last card: on a phone the links, drawn above the games, are a screen or more away.
    await page.locator('.game-card[data-ruleset="dogs-of-war"]').getByRole('button', { name: 'Játék online' }).click();
    const links = page.locator('.seat-links');
    await until(() => links.count()).toBe(1);
    await until(async () => {
      const box = await links.boundingBox();
      return box !== null && box.y >= 0 && box.y < PHONE.viewport.height;
    }).toBe(true);
    const seat = links.locator('li').first();
    await seat.getByRole('button', { name: 'Másolás' }).click();
    await until(() => seat.locator('p').textContent()).toBe(
      'A böngésző nem engedi, hogy az oldal kimásolja: a link ki van jelölve, másold ki te.',
    );
    const field = seat.locator('input');
    const selected = await field.evaluate((i: HTMLInputElement) =>
      i.value.slice(i.selectionStart ?? 0, i.selectionEnd ?? 0),
    );
    expect(selected).toBe(await field.inputValue());
    expect(selected).toMatch(/\/game\/.+\?token=/);
    expect(await seat.getByRole('button').textContent()).toBe('Másolás');
  });

  it('a house rule’s number out of its bounds is told beside it, before the server refuses the game', async () => {
    const { page } = await h.newPage(PHONE);
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="warmachine"]');
    await card.locator('.house-rules summary').click();
    const table = card.locator('.house-rule[data-option="tableSize"]');
    await table.locator('input').fill('5');
    await until(() => table.locator('.house-rule-bound').textContent()).toBe('legalább 30');
    await table.locator('input').fill('36');
    await until(() => table.locator('.house-rule-bound').count()).toBe(0);
  });
});
