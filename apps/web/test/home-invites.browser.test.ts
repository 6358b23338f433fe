/**
 * The home page in Debian's Chromium: the links of an online game's seats stay with the browser
 * that made the game, on the game's entry, until they are opened there or the game ends; a
 * finished game's line names the seat played here, and its replay opens as that seat; games of an
 * older version of their rules are listed apart.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, shots, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** The seat links' card shown when an online Hybrid game is made: the game's id. */
async function makeOnline(page: Page, button = 'Play online'): Promise<string> {
  await page.goto(h.base);
  await page.locator('.game-card[data-ruleset="hybrid"]').getByRole('button', { name: button }).click();
  const link = await page.locator('.seat-links li input').first().inputValue();
  const id = /\/game\/([\w-]+)\?token=/.exec(link)?.[1];
  expect(id).toBeDefined();
  return id!;
}

const invites = (page: Page, id: string) => page.locator(`.game-list li[data-game="${id}"] .invite-links`);

const named = (seat: string, en: string, hu: string) => ({ seat, kind: 'human', names: { en, hu } });

const listed = (o: Record<string, unknown>) => ({
  mode: 'online',
  choices: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  seats: [named('griffin', 'Griffin', 'Griff'), named('scorpion', 'Scorpion', 'Skorpió')],
  ruleset: 'hybrid',
  ...o,
});

run('the home page’s links to send, seats played and games of older rules', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('after opening his own seat, the creator finds the other seat’s link on the game’s entry, and a friend joins with it', async () => {
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    const id = await makeOnline(page);
    // The creator opens the Griffin seat here before copying the Scorpion's link, then goes back.
    await page
      .locator('.seat-links li[data-seat="griffin"]')
      .getByRole('link', { name: 'Open this seat here' })
      .click();
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat'), 10_000).toBe('griffin');
    await page.goBack();
    await until(() => page.locator(`.game-list li[data-game="${id}"]`).count(), 10_000).toBe(1);
    expect(await page.locator('.seat-links').count()).toBe(0);
    // The seat opened here is resumed from the entry.
    expect(await page.locator(`.game-list li[data-game="${id}"] > a`).textContent()).toBe('Resume');
    // The entry keeps the link of the seat not opened here, and that one only.
    await invites(page, id).getByText('Invite links').click();
    const entry = invites(page, id).locator('li');
    expect(await entry.evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')))).toEqual(['scorpion']);
    expect(await entry.locator('strong').textContent()).toBe('Scorpion');
    expect(await entry.getByRole('button', { name: 'Copy' }).count()).toBe(1);
    const link = await entry.locator('input').inputValue();
    expect(link).toMatch(new RegExp(`/game/${id}\\?token=`));
    await page.screenshot({ path: join(shots, 'home-invites.png'), fullPage: true });

    // The friend, in a browser of his own, opens the link and plays the Scorpion; his home page
    // shows no link of the game.
    const friend = (await h.newPage({ viewport: { width: 1100, height: 900 } })).page;
    await friend.goto(link);
    await until(() => friend.locator('[data-testid="my-seat"]').getAttribute('data-seat'), 10_000).toBe('scorpion');
    await friend.goto(h.base);
    await until(() => friend.locator(`.game-list li[data-game="${id}"]`).count(), 10_000).toBe(1);
    expect(await invites(friend, id).count()).toBe(0);
    await friend.context().close();
    await page.context().close();
  }, 90_000);

  it('closing the links’ card keeps every seat’s link on the entry, worded in Hungarian too', async () => {
    const { page } = await h.newPage({ locale: 'hu-HU', viewport: { width: 1280, height: 900 } });
    const id = await makeOnline(page, 'Játék online');
    await page.locator('.seat-links').getByRole('button', { name: 'Bezárás' }).click();
    await until(() => invites(page, id).count(), 10_000).toBe(1);
    await invites(page, id).getByText('Meghívó linkek').click();
    const seats = await invites(page, id)
      .locator('li')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
    expect(seats.sort()).toEqual(['griffin', 'scorpion']);
    expect(await invites(page, id).getByRole('button', { name: 'Másolás' }).count()).toBe(2);
    // No seat of it is opened here: the game is watched from its entry, not resumed.
    expect(await page.locator(`.game-list li[data-game="${id}"] > a`).textContent()).toBe('Megtekintés');
    await page.context().close();
  }, 60_000);

  it('no link is shown for a finished game, nor for a game of an older version of its rules', async () => {
    const { page } = await h.newPage({ viewport: { width: 1280, height: 1200 } });
    await page.route(/\/api\/games\?status=finished$/, (route) =>
      route.fulfill({ json: { games: [listed({ id: 'ended', status: 'finished' })] } }),
    );
    await page.route(/\/api\/games\?status=active$/, (route) =>
      route.fulfill({
        json: {
          games: [
            listed({ id: 'running', status: 'active' }),
            listed({ id: 'older', status: 'active', oldVersion: '0.1.0' }),
          ],
        },
      }),
    );
    await page.goto(h.base);
    await page.evaluate(() => {
      const held = (id: string) => ({
        id,
        ruleset: 'hybrid',
        mode: 'online',
        tokens: {},
        invites: { griffin: 'g', scorpion: 's' },
        savedAt: 1,
      });
      localStorage.setItem(
        'skirmish.games.v1',
        JSON.stringify({ ended: held('ended'), running: held('running'), older: held('older') }),
      );
    });
    await page.reload();
    await until(() => invites(page, 'running').count(), 10_000).toBe(1);
    await until(() => page.locator('li[data-game="ended"]').count()).toBe(1);
    expect(await invites(page, 'ended').count()).toBe(0);
    expect(await invites(page, 'older').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('a finished game’s line names the seat played here, and its replay opens as that seat', async () => {
    // A Hybrid game of one round played to its end by the computer on both sides: this browser is
    // then given the Scorpion seat.
    const game = await createGame(h.base, {
      ruleset: 'hybrid',
      seed: 3,
      seats: { griffin: 'bot:random', scorpion: 'bot:random' },
      options: { defaultRoundLimit: 1 },
    });
    await until(
      async () =>
        ((await (await fetch(`${h.base}/api/games/${game.id}`)).json()) as { outcome: unknown }).outcome !== null,
      60_000,
    ).toBe(true);
    for (const [locale, played, replay] of [
      ['en-GB', 'you played Scorpion', 'Replay'],
      ['hu-HU', 'a helyed: Skorpió', 'Visszajátszás'],
    ] as const) {
      const { page } = await h.newPage({ locale });
      await page.goto(h.base);
      await page.evaluate(
        (id) =>
          localStorage.setItem(
            'skirmish.games.v1',
            JSON.stringify({ [id]: { id, ruleset: 'hybrid', mode: 'online', tokens: { scorpion: 'x' }, savedAt: 1 } }),
          ),
        game.id,
      );
      await page.reload();
      const line = page.locator(`li[data-game="${game.id}"]`);
      await until(() => line.locator('.game-seat').textContent(), 10_000).toBe(played);
      await line.getByRole('link', { name: replay }).click();
      await until(() => page.locator('.replay > label select').inputValue(), 20_000).toBe('scorpion');
      await page.context().close();
    }
    // A browser that played no seat of it: the line names none, and the replay opens as a spectator.
    const { page } = await h.newPage();
    await page.goto(h.base);
    const line = page.locator(`li[data-game="${game.id}"]`);
    await until(() => line.locator('.game-result').count(), 10_000).toBe(1);
    expect(await line.locator('.game-seat').count()).toBe(0);
    // Not this browser's game: listed under the fold of other games on the server.
    await page.locator('details.other-games', { has: line }).locator('summary').click();
    await line.getByRole('link', { name: 'Replay' }).click();
    await until(() => page.locator('.replay > label select').count(), 20_000).toBe(1);
    expect(await page.locator('.replay > label select').inputValue()).toBe('');
    await page.context().close();
  }, 150_000);

  it('a running game of an older version of its rules is listed apart, without a link; a finished one is marked and keeps its replay', async () => {
    for (const [locale, heading, mark, replay] of [
      ['en-GB', 'Games of an older rules version', 'older rules version (0.1.0)', 'Replay'],
      ['hu-HU', 'Régebbi szabályverzióval indított játékok', 'régebbi szabályverzió (0.1.0)', 'Visszajátszás'],
    ] as const) {
      const { page } = await h.newPage({ locale, viewport: { width: 1280, height: 1400 } });
      await page.route(/\/api\/games\?status=active$/, (route) =>
        route.fulfill({
          json: {
            games: [
              listed({ id: 'current', status: 'active' }),
              listed({ id: 'older', status: 'active', oldVersion: '0.1.0' }),
            ],
          },
        }),
      );
      await page.route(/\/api\/games\?status=finished$/, (route) =>
        route.fulfill({
          json: {
            games: [
              listed({
                id: 'older-ended',
                status: 'finished',
                oldVersion: '0.1.0',
                outcome: { winners: [], draw: true, reason: 'the round limit was reached' },
              }),
            ],
          },
        }),
      );
      await page.goto(h.base);
      const apart = page.locator('.old-version-games');
      await until(() => apart.locator('li[data-game="older"]').count(), 10_000).toBe(1);
      expect(await apart.locator('h2').textContent()).toBe(heading);
      expect(await apart.locator('li[data-game="older"] a').count()).toBe(0);
      expect(await apart.locator('li[data-game="older"] .old-version').textContent()).toBe(mark);
      // Not among the games in progress, where the game of this version stays.
      expect(await page.locator('.game-list:not(.old-games) li[data-game="older"]').count()).toBe(0);
      expect(await page.locator('.game-list:not(.old-games) li[data-game="current"]').count()).toBe(1);
      expect(await apart.locator('li[data-game="current"]').count()).toBe(0);
      const ended = page.locator('li[data-game="older-ended"]');
      expect(await ended.locator('.old-version').textContent()).toBe(mark);
      await page.locator('details.other-games', { has: ended }).locator('summary').click();
      expect(await ended.getByRole('link', { name: replay }).count()).toBe(1);
      await page.screenshot({ path: join(shots, `home-old-version-${locale}.png`), fullPage: true });
      await page.context().close();
    }
  }, 60_000);
});
