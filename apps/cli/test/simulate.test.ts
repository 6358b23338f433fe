import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '@skirmish/server/catalog';
import { main } from '../src/main.ts';
import { choiceFigures } from '../src/commands/simulate.ts';

async function simulate(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(['simulate', ...argv, '--json', '--quiet'], {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    registry: defaultRegistry(),
    isTTY: false,
  });
  return { code, err, report: JSON.parse(out || '{}') as Report };
}

interface Report {
  games: number;
  wins: Record<string, number>;
  winsByBot: Record<string, number>;
  gamesByBot: Record<string, number>;
  winRate: Record<string, { rate: number; low: number; high: number }>;
  intervals: Record<string, [number, number]>;
  draws: number;
  losses: number;
  errors: number;
}

/** The fields the issue names, consistent with each other. */
function checkFormat(r: Report, games: number, sides: string[], bots: string[]): void {
  for (const k of ['games', 'wins', 'winsByBot', 'draws', 'errors', 'winRate', 'intervals'])
    expect(r).toHaveProperty(k);
  expect(r.games).toBe(games);
  expect(Object.keys(r.wins).sort()).toEqual([...sides].sort());
  expect(Object.keys(r.winsByBot).sort()).toEqual([...new Set(bots)].sort());
  const sideWins = Object.values(r.wins).reduce((a, b) => a + b, 0);
  expect(Object.values(r.winsByBot).reduce((a, b) => a + b, 0)).toBe(sideWins);
  expect(sideWins + r.draws + r.losses + r.errors).toBe(games);
  for (const b of bots) {
    const rate = r.winRate[b]!;
    expect(rate.rate).toBeCloseTo((r.winsByBot[b] ?? 0) / r.gamesByBot[b]!, 10);
    expect(rate.low).toBeLessThanOrEqual(rate.rate);
    expect(rate.high).toBeGreaterThanOrEqual(rate.rate);
    expect([rate.low, rate.high]).toEqual(r.intervals[b]);
    // A 95% interval over a handful of games is wide.
    expect(rate.high - rate.low).toBeGreaterThan(0.3);
  }
}

describe('skirmish simulate --json on every rule system', () => {
  it('Hybrid: sides swap between games, wins per side and per bot with 95% intervals', async () => {
    const { code, report } = await simulate(['hybrid', '--games', '2', '--seed', '4', '--bots', 'heuristic,random']);
    expect(code).toBe(0);
    checkFormat(report, 2, ['griffin', 'scorpion'], ['heuristic', 'random']);
    expect(report.gamesByBot).toEqual({ heuristic: 2, random: 2 });
  });

  it('Warmachine', async () => {
    const { code, report } = await simulate(['warmachine', '--games', '2', '--seed', '1', '--bots', 'random,random']);
    expect(code).toBe(0);
    checkFormat(report, 2, ['p1', 'p2'], ['random']);
  });

  it('The Hunters: one bot plays every character seat as one team, the next bot the next game', async () => {
    const { code, report } = await simulate([
      'hunters',
      '--games',
      '4',
      '--seed',
      '2',
      '--bots',
      'random,heuristic',
      '--setup',
      '{"mission":"S01"}',
    ]);
    expect(code).toBe(0);
    checkFormat(report, 4, ['p1+p2'], ['random', 'heuristic']);
    expect(report.gamesByBot).toEqual({ random: 2, heuristic: 2 });
    expect(report.draws).toBe(0);
  });

  it('The Hunters with search in the characters’ seats', async () => {
    const { code, report } = await simulate(['hunters', '--games', '1', '--bots', 'mcts:3it']);
    expect(code).toBe(0);
    checkFormat(report, 1, ['p1+p2'], ['mcts:3it']);
  });

  it('Dogs of War', async () => {
    const { code, report } = await simulate(['dogs-of-war', '--games', '2', '--seed', '1']);
    expect(code).toBe(0);
    expect(report.games).toBe(2);
    expect(report.errors).toBe(0);
    for (const k of ['wins', 'winsByBot', 'draws', 'errors', 'winRate', 'intervals']) expect(report).toHaveProperty(k);
  });

  it('refuses a setup that is not a JSON object', async () => {
    let err = '';
    const code = await main(['simulate', 'hunters', '--setup', '[1]', '--json'], {
      out: () => undefined,
      err: (t) => void (err += t),
      registry: defaultRegistry(),
      isTTY: false,
    });
    expect(code).not.toBe(0);
    expect(err).toMatch(/--setup must be a JSON object/);
  });
});

describe('the lengths of the games', () => {
  it('are summed up as mean, median, least and most (the median of an even count halfway between)', () => {
    expect(choiceFigures([5, 1, 3])).toEqual({ mean: 3, median: 3, min: 1, max: 5 });
    expect(choiceFigures([4, 1, 10, 2])).toEqual({ mean: 4.25, median: 3, min: 1, max: 10 });
    expect(choiceFigures([])).toBeNull();
  });
});

describe('the summary in words', () => {
  async function text(argv: string[]) {
    let out = '';
    const code = await main(['simulate', ...argv, '--quiet'], {
      out: (t) => void (out += t),
      err: () => undefined,
      registry: defaultRegistry(),
      isTTY: false,
    });
    return { code, out };
  }

  it('names the sides and the ends as the game does, in English or in Hungarian, with the same figures', async () => {
    const en = await text(['hybrid', '--games', '3', '--seed', '5']);
    const hu = await text(['hybrid', '--games', '3', '--seed', '5', '--locale', 'hu']);
    expect([en.code, hu.code]).toEqual([0, 0]);
    expect(en.out).toMatch(/^3 games of hybrid, seeds 5\.\.7\n {2}Griffin: \d+ wins?\n {2}Scorpion: \d+ wins?\n/);
    expect(hu.out).toMatch(
      /^3 játszma \(hybrid\), magok: 5\.\.7\n {2}Griff: \d+ győzelem\n {2}Skorpió: \d+ győzelem\n/,
    );
    // The same games: the same counts in both.
    const counts = (s: string) => [...s.matchAll(/(\d+) (?:wins?|győzelem)/g)].map((m) => m[1]);
    expect(counts(hu.out)).toEqual(counts(en.out));
    // The ends are the rule system's words, not its codes.
    const ends = (s: string) => [...s.matchAll(/^ {2}(\d+) × (.+)$/gm)].map((m) => m[2] ?? '');
    expect(ends(en.out).length).toBeGreaterThan(0);
    expect(ends(hu.out).length).toBe(ends(en.out).length);
    for (const [i, e] of ends(en.out).entries()) expect(ends(hu.out)[i]).not.toBe(e);
    expect(hu.out).toMatch(/döntés játszmánként: átlag \d+,\d/);
  });
});
