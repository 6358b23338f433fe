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

/** A Hybrid game on this screen, opened in `page`, its board drawn. */
async function openHybrid(page: Page): Promise<void> {
  await page.goto(h.base);
  const g = await createGame(h.base, { ruleset: 'hybrid', mode: 'hotseat' });
  await holdOnThisScreen(page, g, 'hybrid');
  await page.goto(`${h.base}/game/${g.id}`);
  await until(() => page.locator('.hy-svg').count()).toBe(1);
}

/** `page` reloaded, its Hybrid board drawn again. */
async function reloadHybrid(page: Page): Promise<void> {
  await page.reload();
  await until(() => page.locator('.hy-svg').count()).toBe(1);
}

/** Where the Hybrid board is: the scrolling frame's width and reach, the board's width, and the shadows shown. */
async function hybridFrame(page: Page) {
  return page.locator('.hy-svg-edges').evaluate((edges) => {
    const wrap = edges.querySelector('.hy-svg-wrap') as HTMLElement;
    const svg = wrap.querySelector('svg') as SVGSVGElement;
    return {
      client: wrap.clientWidth,
      scroll: wrap.scrollWidth,
      board: svg.getBoundingClientRect().width,
      right: svg.getBoundingClientRect().right,
      shadowLeft: getComputedStyle(edges, '::before').opacity,
      shadowRight: getComputedStyle(edges, '::after').opacity,
    };
  });
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
    // The games' cards come from the server (the four rule systems among them): wait for them first.
    await until(() => page.locator('.game-card .house-rules summary').count()).toBeGreaterThanOrEqual(4);
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

  it('the Hybrid board wider than the phone shows a shadow on the side where more of it lies, and a button fits it all to the screen and back, kept over a reload', async () => {
    const { page } = await h.newPage(PHONE);
    await openHybrid(page);
    const wrap = page.locator('.hy-svg-wrap');
    // The button says what pressing it does: at full size it fits the board, fitted it shows the full size.
    const fit = page.locator('.hy-fit');
    const FIT = 'Az egész tábla a képernyőn';
    const FULL = 'Teljes méret';
    await until(() => page.getByRole('button', { name: FIT }).count()).toBe(1);
    const full = await hybridFrame(page);
    // More board than the phone shows: a shadow on the right only, at the start.
    expect(full.scroll).toBeGreaterThan(full.client);
    await until(async () => (await hybridFrame(page)).shadowRight).toBe('1');
    expect((await hybridFrame(page)).shadowLeft).toBe('0');
    await page.screenshot({ path: join(shots, 'phone-hybrid-board.png'), fullPage: true });
    // Scrolled to the end, the shadow moves to the side that now has more.
    await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await until(async () => (await hybridFrame(page)).shadowLeft).toBe('1');
    await until(async () => (await hybridFrame(page)).shadowRight).toBe('0');

    expect(await fit.textContent()).toBe(FIT);
    await fit.click();
    await until(() => page.getByRole('button', { name: FULL }).count()).toBe(1);
    const fitted = await hybridFrame(page);
    // The whole board inside the screen, nothing to scroll to, no shadow.
    expect(fitted.scroll).toBeLessThanOrEqual(fitted.client);
    expect(fitted.right).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(fitted.board).toBeLessThan(full.board);
    await until(async () => (await hybridFrame(page)).shadowLeft).toBe('0');
    expect((await hybridFrame(page)).shadowRight).toBe('0');
    await page.screenshot({ path: join(shots, 'phone-hybrid-board-fit.png'), fullPage: true });
    // Reloaded, the board is still fitted.
    await reloadHybrid(page);
    expect(await fit.textContent()).toBe(FULL);
    expect((await hybridFrame(page)).board).toBe(fitted.board);

    await fit.click();
    await until(() => fit.textContent()).toBe(FIT);
    expect((await hybridFrame(page)).board).toBe(full.board);
    await until(async () => (await hybridFrame(page)).shadowRight).toBe('1');
    // Reloaded, it is at full size again.
    await reloadHybrid(page);
    await until(() => fit.textContent()).toBe(FIT);
    expect((await hybridFrame(page)).board).toBe(full.board);
    // A stored choice the page cannot read is no choice: the board at full size.
    await page.evaluate(() => localStorage.setItem('skirmish.hybrid.fit', '{garbled'));
    await reloadHybrid(page);
    await until(() => fit.textContent()).toBe(FIT);
    expect((await hybridFrame(page)).board).toBe(full.board);
  });

  it('the Hybrid board on a wide screen, where it fits, has no button to fit it and no shadow', async () => {
    const { page } = await h.newPage({ locale: 'hu-HU' });
    await openHybrid(page);
    const frame = await hybridFrame(page);
    expect(frame.scroll).toBeLessThanOrEqual(frame.client);
    expect(frame).toMatchObject({ shadowLeft: '0', shadowRight: '0' });
    expect(await page.locator('.hy-fit').count()).toBe(0);
    // Fitted on a phone and opened on the wide screen, the board keeps its own size, not the
    // screen's width, and there is still no button: fitted or not, the board is the same here.
    await page.evaluate(() => localStorage.setItem('skirmish.hybrid.fit', 'true'));
    await reloadHybrid(page);
    await until(() => page.locator('.hy-frame.fit').count()).toBe(1);
    expect(await page.locator('.hy-fit').count()).toBe(0);
    const fitted = await hybridFrame(page);
    expect(fitted.client).toBeGreaterThan(frame.board + 50);
    expect(fitted.board).toBe(frame.board);
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
    await until(() => odds.getByRole('alert').textContent()).toBe('Töltsd ki: Támadókockák');
    // Filled in, the same roll is figured.
    await odds.locator('input[name="dice"]').fill('3');
    await odds.locator('input[name="to-hit"]').fill('3');
    await odds.getByRole('button', { name: 'Esélyek mutatása' }).click();
    await until(() => odds.locator('.odds-chart tbody tr').count()).toBeGreaterThan(1);
    expect(await odds.getByRole('alert').count()).toBe(0);
  });

  it('the odds panel names the roll chosen in full, where the closed list has room for only part of it', async () => {
    const { page } = await h.newPage(PHONE);
    await openHunters(page);
    const odds = page.locator('.odds');
    const select = odds.locator('select[name="procedure"]');
    const roll = odds.locator('.odds-roll');
    /** The roll's name in the list and under it, and whether each shows it whole inside the panel. */
    const shown = () =>
      odds.evaluate((panel) => {
        const list = panel.querySelector('select[name="procedure"]') as HTMLSelectElement;
        const named = panel.querySelector('.odds-roll') as HTMLElement;
        // The chosen name's width in the list's own font, against the room the closed list gives it.
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(list).font;
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = list.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const needs = probe.getBoundingClientRect().width;
        probe.remove();
        const box = named.getBoundingClientRect();
        const card = panel.getBoundingClientRect();
        return {
          chosen: list.selectedOptions[0]?.textContent,
          named: named.textContent,
          listWhole: needs <= list.clientWidth,
          namedWhole: named.scrollWidth <= named.clientWidth && box.left >= card.left && box.right <= card.right,
        };
      });
    await until(() => roll.textContent()).toBe(
      'Egy támadás miatt elvesztett Életerő: N támadókocka T találati értékkel, D védekezőkocka ellen',
    );
    expect(await shown()).toEqual({
      chosen: await roll.textContent(),
      named: await roll.textContent(),
      listWhole: false,
      namedWhole: true,
    });
    // Another roll chosen, the name under the list follows.
    await select.selectOption('mental-defence');
    await until(() => roll.textContent()).toBe(
      'Egy támadókocka egy mentális védelem értéke ellen (az 1-es dobás szabálya nélkül)',
    );
    expect(await shown()).toMatchObject({ chosen: await roll.textContent(), namedWhole: true });
    expect(await select.getAttribute('aria-describedby')).toBe(await roll.getAttribute('id'));
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
