/**
 * The home page's campaigns say where each stands, in Debian's Chromium: a Hunters campaign its day
 * of 56 and the place its party is at, a Dogs of War league its round; a game listed without a
 * summary (an older server's) as before; in English and in Hungarian.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, shots, startHarness, until, type Harness } from './harness.ts';
import { SOLO_CAMPAIGN } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

const line = (page: Page, id: string) => page.locator(`.campaigns li[data-game="${id}"] > span`);
const summary = (page: Page, id: string) => page.locator(`.campaigns li[data-game="${id}"] .game-summary`);

const named = (seat: string, en: string, hu: string) => ({ seat, kind: 'human', names: { en, hu } });

/** Games as the server lists them (`GET /api/games`). */
const listed = (o: Record<string, unknown>) => ({
  mode: 'online',
  choices: 40,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...o,
});

const ACTIVE = [
  listed({
    id: 'league',
    ruleset: 'dogs-of-war',
    status: 'active',
    seats: [
      named('a', 'The Blue Company', 'A Kék Zsoldoscsapat'),
      named('b', 'The Red Company', 'A Vörös Zsoldoscsapat'),
    ],
    summary: { round: 2, rounds: 5 },
  }),
  // Listed by a server that keeps no summaries: as before.
  listed({
    id: 'unsaid',
    ruleset: 'hunters',
    status: 'active',
    campaign: true,
    seats: [named('p1', 'Player 1', '1. játékos')],
  }),
];

const FINISHED = [
  listed({
    id: 'hunters-done',
    ruleset: 'hunters',
    status: 'finished',
    campaign: true,
    seats: [named('p1', 'Player 1', '1. játékos')],
    outcome: { winners: [], reason: 'day 56 has passed' },
    summary: { day: 56, days: 56, place: { en: 'Rust Town', hu: 'Rozsdaváros' } },
  }),
];

run('the home page’s campaigns', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a Hunters campaign is listed with its day of 56 and the place its party is at, after two days of rest', async () => {
    const game = await createGame(h.base, { ruleset: 'hunters', seed: 7, mode: 'hotseat', setup: SOLO_CAMPAIGN });
    const token = game.tokens['p1']!;
    // The party rests two days at the base.
    const snap = (await (await fetch(`${h.base}/api/games/${game.id}?token=${token}`)).json()) as {
      index: number;
      legal: Array<{ kind: string }>;
    };
    const res = await fetch(`${h.base}/api/games/${game.id}/choices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, index: snap.index, choice: snap.legal.find((c) => c.kind === 'rest') }),
    });
    expect(res.status).toBe(200);
    for (const [locale, words] of [
      ['en-GB', { summary: 'Day 3 of 56 · Hunters Base', line: 'Player 1 · Day 3 of 56 · Hunters Base · Choice 1' }],
      [
        'hu-HU',
        {
          summary: '56 napból a 3. · A vadászok bázisa',
          line: '1. játékos · 56 napból a 3. · A vadászok bázisa · Döntés 1',
        },
      ],
    ] as const) {
      const { page } = await h.newPage({ locale });
      await page.goto(h.base);
      await until(() => summary(page, game.id).textContent()).toBe(words.summary);
      expect(await line(page, game.id).textContent()).toContain(words.line);
      await page.context().close();
    }
  }, 60_000);

  it('a league says its round, a campaign ended where it ended, one listed without a summary as before, in English and Hungarian', async () => {
    const expected = {
      'en-GB': {
        league: 'Round 2 of 5',
        'hunters-done': 'Day 56 of 56 · Rust Town',
        lines: { league: 'The Red Company · Round 2 of 5 · Choice 40', unsaid: 'Player 1 · Choice 40' },
      },
      'hu-HU': {
        league: '5 fordulóból a 2.',
        'hunters-done': '56 napból az 56. · Rozsdaváros',
        lines: { league: 'A Vörös Zsoldoscsapat · 5 fordulóból a 2. · Döntés 40', unsaid: '1. játékos · Döntés 40' },
      },
    } as const;
    for (const locale of ['en-GB', 'hu-HU'] as const) {
      const { page } = await h.newPage({ locale, viewport: { width: 1280, height: 1400 } });
      await page.route(/\/api\/games\?status=active$/, (route) => route.fulfill({ json: { games: ACTIVE } }));
      await page.route(/\/api\/games\?status=finished$/, (route) => route.fulfill({ json: { games: FINISHED } }));
      await page.goto(h.base);
      const words = expected[locale];
      await until(() => summary(page, 'league').textContent(), 10_000).toBe(words.league);
      expect(await summary(page, 'hunters-done').textContent()).toBe(words['hunters-done']);
      expect(await line(page, 'league').textContent()).toContain(words.lines.league);
      // The one without a summary: the step alone, as before.
      expect(await summary(page, 'unsaid').count()).toBe(0);
      expect(await line(page, 'unsaid').textContent()).toContain(words.lines.unsaid);
      // The result of the one ended follows its summary.
      expect(await page.locator('.campaigns li[data-game="hunters-done"] .game-result').count()).toBe(1);
      await page.screenshot({ path: join(shots, `home-summary-${locale}.png`), fullPage: true });
      await page.context().close();
    }
  }, 60_000);
});
