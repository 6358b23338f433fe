/**
 * A game's page and replay where the game cannot go on or is over, in Debian's Chromium: a game the
 * server refuses to open (of an older version of its rules, a link that opens no seat) says why in
 * words, with the way home and, for a finished game, to its replay; on a phone the decision panel
 * is held over the board only while the player has a seat in a running game, and kept small while
 * nothing is his to choose; a resigned game's replay says at its end how it ended.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, sendChoices, shots, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const phone = { viewport: { width: 390, height: 844 }, touch: true };

interface Stored {
  index: number;
  outcome: unknown;
  legal: unknown[];
}

async function stored(id: string, token?: string): Promise<Stored> {
  const url = `${h.base}/api/games/${id}${token ? `?token=${token}` : ''}`;
  return (await (await fetch(url)).json()) as Stored;
}

async function resign(id: string, token: string): Promise<void> {
  const res = await fetch(`${h.base}/api/games/${id}/resign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
}

/** The page's socket is answered as a server of a later version of the game's rules answers it. */
async function olderRules(page: Page): Promise<void> {
  await page.routeWebSocket(/\/api\/ws$/, (ws) => {
    ws.onMessage((m) => {
      const msg = JSON.parse(typeof m === 'string' ? m : m.toString('utf8')) as { type: string };
      if (msg.type === 'hello')
        ws.send(
          JSON.stringify({
            type: 'error',
            code: 'game/old-version',
            message: 'Game "x" was played with Hybrid 0.1.0; this server has 0.2.0, so the game cannot go on here.',
          }),
        );
    });
  });
}

/** Where the decision panel stands on the page: whether it is held on screen, and its height. */
async function panel(page: Page): Promise<{ position: string; height: number; className: string } | null> {
  return page.evaluate(() => {
    const p = document.querySelector('.main-col > .decision, .main-col > .watch-panel');
    return p
      ? { position: getComputedStyle(p).position, height: p.getBoundingClientRect().height, className: p.className }
      : null;
  });
}

run('a game that cannot go on, or is over', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a finished game of an older rules version says so in words and links home and to its replay', async () => {
    // A Hybrid game of one round played to its end by the computer on both sides.
    const game = await createGame(h.base, {
      ruleset: 'hybrid',
      seed: 3,
      seats: { griffin: 'bot:random', scorpion: 'bot:random' },
      options: { defaultRoundLimit: 1 },
    });
    await until(async () => (await stored(game.id)).outcome !== null, 60_000).toBe(true);
    for (const [locale, heading, said, home, replay] of [
      ['en-GB', 'This game has ended', 'older version of its rules', 'Back to the home page', 'Watch its replay'],
      ['hu-HU', 'Ez a játék véget ért', 'régebbi változatával', 'Vissza a kezdőlapra', 'A visszajátszás megnézése'],
    ] as const) {
      const { page } = await h.newPage({ locale, ...phone });
      await olderRules(page);
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['griffin']}`);
      const stopped = page.locator('.stopped-game');
      await until(() => stopped.count(), 10_000).toBe(1);
      expect(await stopped.getAttribute('data-code')).toBe('game/old-version');
      await until(() => stopped.locator('h1').textContent(), 10_000).toBe(heading);
      const text = (await stopped.textContent()) ?? '';
      expect(text).toContain(said);
      expect(text).not.toContain('game/old-version');
      expect(text).not.toContain('cannot go on');
      // How it ended, as the list of games says.
      expect(await stopped.locator('.stopped-outcome').count()).toBe(1);
      expect(await stopped.getByRole('link', { name: home }).getAttribute('href')).toBe('/');
      await page.screenshot({ path: join(shots, `game-old-version-ended-${locale}.png`) });
      await stopped.getByRole('link', { name: replay }).click();
      await until(() => page.locator('.replay-controls').count(), 20_000).toBe(1);
      expect(new URL(page.url()).pathname).toBe(`/replay/${game.id}`);
      await page.context().close();
    }
  }, 150_000);

  it('a running game of an older rules version says it cannot be continued, with no replay link', async () => {
    const game = await createGame(h.base, { ruleset: 'hybrid', seed: 11 });
    for (const [locale, heading, said, home] of [
      ['en-GB', 'This game cannot be opened here', 'which this server no longer plays', 'Back to the home page'],
      ['hu-HU', 'Ez a játék itt nem nyitható meg', 'amelyet ez a szerver már nem játszik', 'Vissza a kezdőlapra'],
    ] as const) {
      const { page } = await h.newPage({ locale });
      await olderRules(page);
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['griffin']}`);
      const stopped = page.locator('.stopped-game');
      await until(() => stopped.locator('h1').textContent(), 10_000).toBe(heading);
      const text = (await stopped.textContent()) ?? '';
      expect(text).toContain(said);
      expect(text).not.toMatch(/game\/|\(/);
      expect(await stopped.getAttribute('title')).toBe('game/old-version');
      expect(await stopped.locator('a').count()).toBe(1);
      await stopped.getByRole('link', { name: home }).click();
      await until(() => new URL(page.url()).pathname).toBe('/');
      await page.context().close();
    }
  }, 60_000);

  it('a link that opens no seat is refused in words, its code kept out of the text', async () => {
    const game = await createGame(h.base, { ruleset: 'hybrid', seed: 11 });
    for (const [locale, said] of [
      ['en-GB', 'This link opens none of the game’s seats.'],
      ['hu-HU', 'Ez a hivatkozás a játék egyik helyét sem nyitja meg.'],
    ] as const) {
      const { page } = await h.newPage({ locale });
      await page.goto(`${h.base}/game/${game.id}?token=not-a-seat`);
      const stopped = page.locator('.stopped-game');
      await until(() => stopped.locator('.stopped-why').textContent(), 10_000).toBe(said);
      expect(await stopped.getAttribute('data-code')).toBe('seat/bad-token');
      expect(await stopped.textContent()).not.toContain('seat/bad-token');
      await page.context().close();
    }
  }, 60_000);

  it('on a phone the decision panel is held over the board only for a player of a running game', async () => {
    const game = await createGame(h.base, { ruleset: 'hybrid', seed: 11 });
    const seats = ['griffin', 'scorpion'];
    // Played on until one seat is asked and the other waits (both choose at first).
    let legal: number[] = [];
    for (let step = 0; step < 20; step++) {
      const now = await Promise.all(seats.map((s) => stored(game.id, game.tokens[s])));
      legal = now.map((n) => n.legal.length);
      if (legal.filter((n) => n > 0).length === 1) break;
      const seat = seats[legal.findIndex((n) => n > 0)]!;
      const at = now[0]!.index;
      await sendChoices(h.base, game, [[seat, now[seats.indexOf(seat)]!.legal[0]]], at);
    }
    const asked = seats[legal.findIndex((n) => n > 0)]!;
    const idle = seats[legal.findIndex((n) => n === 0)]!;
    expect([asked, idle].sort()).toEqual(seats);

    const a = (await h.newPage({ locale: 'hu-HU', ...phone })).page;
    const b = (await h.newPage({ locale: 'hu-HU', ...phone })).page;
    const w = (await h.newPage({ locale: 'hu-HU', ...phone })).page;
    await a.goto(`${h.base}/game/${game.id}?token=${game.tokens[asked]}`);
    await b.goto(`${h.base}/game/${game.id}?token=${game.tokens[idle]}`);
    await w.goto(`${h.base}/game/${game.id}`);
    for (const p of [a, b, w])
      await until(() => p.locator('.game-head .status').getAttribute('class'), 10_000).toContain('status-open');

    // The player asked: the full panel, held at the foot of the screen.
    await until(() => a.locator('.decision button.choice').count()).not.toBe(0);
    const full = await panel(a);
    expect(full?.position).toBe('sticky');
    // The other player: a small panel saying whom the game waits for, nothing else.
    await until(() => b.locator('.decision .waiting').count()).toBe(1);
    const small = await panel(b);
    expect(small?.position).toBe('sticky');
    expect(small!.height).toBeLessThan(90);
    expect(await b.locator('.decision').textContent()).not.toContain('Most nincs mit választanod');
    await b.screenshot({ path: join(shots, 'game-phone-idle-panel-hu.png') });
    // The watcher: the same line in the page's flow, not over the board, and no "your choices".
    await until(() => w.locator('.watch-panel .waiting').count()).toBe(1);
    expect(await panel(w)).toMatchObject({ position: 'static', className: 'card watch-panel' });
    expect(await w.locator('.decision').count()).toBe(0);
    expect(await w.locator('.main-col').textContent()).not.toContain('Választási lehetőségeid');
    await w.screenshot({ path: join(shots, 'game-phone-watcher-hu.png') });

    // Once the game is over no panel is left, for the players and the watcher alike.
    await resign(game.id, game.tokens[idle]!);
    for (const p of [a, b, w]) {
      await until(() => p.locator('.card.outcome').count(), 10_000).toBe(1);
      expect(await panel(p)).toBeNull();
      expect(await p.getByText('Most nincs mit választanod').count()).toBe(0);
    }
    await a.screenshot({ path: join(shots, 'game-phone-over-hu.png') });
    for (const p of [a, b, w]) await p.context().close();
  }, 90_000);

  it('a resigned game’s replay says at its last position who won and that the other side resigned', async () => {
    const game = await createGame(h.base, { ruleset: 'hybrid', seed: 11 });
    // One choice made, then the Griffin gives up.
    for (const seat of ['griffin', 'scorpion']) {
      const first = (await stored(game.id, game.tokens[seat])).legal[0];
      if (first !== undefined) {
        await sendChoices(h.base, game, [[seat, first]]);
        break;
      }
    }
    await resign(game.id, game.tokens['griffin']!);
    for (const [locale, winner, reason] of [
      ['en-GB', 'Winner: Scorpion', 'Griffin resigned'],
      ['hu-HU', 'Győztes: Skorpió', 'A Griff feladta'],
    ] as const) {
      const { page } = await h.newPage({ locale });
      await page.goto(`${h.base}/replay/${game.id}`);
      const ended = page.locator('.replay-outcome');
      await until(() => ended.count(), 20_000).toBe(1);
      const text = (await ended.textContent()) ?? '';
      expect(text).toContain(winner);
      expect(text).toContain(reason);
      expect(await ended.getAttribute('data-reason')).toBe('resigned');
      await page.screenshot({ path: join(shots, `replay-resigned-${locale}.png`) });
      // Not before the end: the game was still running there.
      await page.locator('.replay-controls').getByRole('button', { name: /◀◀/ }).click();
      await until(() => ended.count()).toBe(0);
      await page.context().close();
    }
  }, 90_000);
});
