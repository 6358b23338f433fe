/**
 * The home page's finished games say how they ended, in Debian's Chromium: who won by the names the
 * list gives the seats, a draw, a cooperative party beaten, and to a player holding a seat whether
 * he won and which seat he played; in English and in Hungarian.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, shots, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

interface Outcome {
  winners: string[];
  draw?: boolean;
  reason: string;
}

/** This browser holds `seats` of an online game (its own screen), as a seat's link leaves it. */
async function hold(page: Page, games: Record<string, { ruleset: string; tokens: Record<string, string> }>) {
  await page.evaluate(
    (held) =>
      localStorage.setItem(
        'skirmish.games.v1',
        JSON.stringify(
          Object.fromEntries(
            Object.entries(held).map(([id, g]) => [id, { id, ...g, mode: 'online', savedAt: Date.now() }]),
          ),
        ),
      ),
    games,
  );
}

const result = (page: Page, id: string) => page.locator(`li[data-game="${id}"] .game-result`);

const named = (seat: string, en: string, hu: string) => ({ seat, kind: 'human', names: { en, hu } });

/** Finished games as the server lists them (`GET /api/games?status=finished`). */
const listed = (o: { id: string; ruleset: string; seats: unknown[]; outcome?: Outcome; campaign?: boolean }) => ({
  status: 'finished',
  mode: 'online',
  choices: 40,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...o,
});

const FINISHED = [
  {
    ...listed({
      id: 'hybrid-won',
      ruleset: 'hybrid',
      seats: [named('griffin', 'Griffin', 'Griff'), named('scorpion', 'Scorpion', 'Skorpió')],
      outcome: { winners: ['griffin'], draw: false, reason: 'a side has no warriors left' },
    }),
    reasons: { en: 'a side has no warriors left', hu: 'az egyik oldalnak nem maradt harcosa' },
  },
  listed({
    id: 'warmachine-drawn',
    ruleset: 'warmachine',
    seats: [named('a', 'Cygnar', 'Cygnar'), named('b', 'Khador', 'Khador')],
    outcome: { winners: [], draw: true, reason: 'round limit reached' },
  }),
  listed({
    id: 'hunters-lost',
    ruleset: 'hunters',
    seats: [named('p1', 'Player 1', '1. játékos'), named('p2', 'Player 2', '2. játékos')],
    outcome: { winners: [], reason: 'the party was wiped out' },
  }),
  listed({
    id: 'hunters-campaign-won',
    ruleset: 'hunters',
    campaign: true,
    seats: [named('p1', 'Player 1', '1. játékos'), named('p2', 'Player 2', '2. játékos')],
    outcome: { winners: ['p1', 'p2'], reason: 'the campaign was won' },
  }),
  // Finished on a server that kept no outcomes: listed as before, with no result.
  listed({ id: 'unsaid', ruleset: 'hybrid', seats: [named('griffin', 'Griffin', 'Griff')] }),
];

run('the home page’s finished games', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a game played to its end names its winner, and tells the player who holds a seat of it whether he won', async () => {
    // Played to the end over HTTP, north committing the most dice, south the fewest: the server
    // marks it finished with its outcome.
    const game = await createGame(h.base, { ruleset: 'duel', seed: 1 });
    const token = game.tokens['north']!;
    let outcome: Outcome | null = null;
    for (let i = 0; i < 400 && !outcome; i++) {
      for (const seat of ['north', 'south']) {
        const snap = (await (await fetch(`${h.base}/api/games/${game.id}?token=${game.tokens[seat]}`)).json()) as {
          index: number;
          legal: unknown[];
          outcome: Outcome | null;
        };
        outcome = snap.outcome;
        if (outcome) break;
        if (snap.legal.length === 0) continue;
        const res = await fetch(`${h.base}/api/games/${game.id}/choices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            token: game.tokens[seat],
            index: snap.index,
            choice: seat === 'north' ? snap.legal.at(-1) : snap.legal[0],
          }),
        });
        expect(res.status).toBe(200);
      }
    }
    expect(outcome?.winners).toHaveLength(1);
    const winner = outcome!.winners[0]!;
    const won = winner === 'north';

    for (const [locale, words] of [
      ['en-GB', { winner: 'Winner', played: 'you played north', personal: won ? 'you won' : 'you lost' }],
      ['hu-HU', { winner: 'Győztes', played: 'a helyed: north', personal: won ? 'nyertél' : 'vesztettél' }],
    ] as const) {
      const { page } = await h.newPage({ locale });
      await page.goto(h.base);
      // Not held here: the winner alone.
      await until(() => result(page, game.id).textContent()).toBe(`${words.winner}: ${winner}`);
      await hold(page, { [game.id]: { ruleset: 'duel', tokens: { north: token } } });
      await page.reload();
      await until(() => result(page, game.id).textContent()).toBe(
        `${words.winner}: ${winner} · ${words.played} · ${words.personal}`,
      );
      expect(await result(page, game.id).getAttribute('data-personal')).toBe(won ? 'won' : 'lost');
      await page.context().close();
    }
  }, 60_000);

  it('lists a win by the seats’ names with its reason, a draw, a party beaten and a campaign won, in English and Hungarian', async () => {
    const expected = {
      'en-GB': {
        'hybrid-won': 'Winner: Griffin (a side has no warriors left) · you played Scorpion · you lost',
        'warmachine-drawn': 'Draw',
        'hunters-lost': 'The party lost',
        'hunters-campaign-won': 'Winners: Player 1, Player 2 · you played Player 2 · you won',
      },
      'hu-HU': {
        'hybrid-won': 'Győztes: Griff (az egyik oldalnak nem maradt harcosa) · a helyed: Skorpió · vesztettél',
        'warmachine-drawn': 'Döntetlen',
        'hunters-lost': 'A csapat vesztett',
        'hunters-campaign-won': 'Győztesek: 1. játékos, 2. játékos · a helyed: 2. játékos · nyertél',
      },
    } as const;
    for (const locale of ['en-GB', 'hu-HU'] as const) {
      const { page } = await h.newPage({ locale, viewport: { width: 1280, height: 1400 } });
      await page.route(/\/api\/games\?status=finished$/, (route) => route.fulfill({ json: { games: FINISHED } }));
      await page.goto(h.base);
      // This browser holds the Scorpion of the Hybrid game and the second player's seat of the campaign.
      await hold(page, {
        'hybrid-won': { ruleset: 'hybrid', tokens: { scorpion: 'x' } },
        'hunters-campaign-won': { ruleset: 'hunters', tokens: { p2: 'y' } },
      });
      await page.reload();
      for (const [id, text] of Object.entries(expected[locale]))
        await until(() => result(page, id).textContent(), 10_000).toBe(text);
      // Campaigns are listed apart, their result as well.
      expect(await page.locator('.campaigns li[data-game="hunters-campaign-won"] .game-result').count()).toBe(1);
      expect(await page.locator('li[data-game="unsaid"]').count()).toBe(1);
      expect(await result(page, 'unsaid').count()).toBe(0);
      await page.screenshot({ path: join(shots, `home-results-${locale}.png`), fullPage: true });
      await page.context().close();
    }
  }, 60_000);
});
