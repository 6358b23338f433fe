import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '@skirmish/server/catalog';
import { main } from '../src/main.ts';
import { choiceFigures } from '../src/commands/simulate.ts';

const BAD_PACK = join(mkdtempSync(join(tmpdir(), 'skirmish-sim-')), 'bad.json');
writeFileSync(BAD_PACK, JSON.stringify({ format: 'dogs-of-war-content/1' }));

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
  unfinished: number;
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
  expect(sideWins + r.draws + r.unfinished + r.losses + r.errors).toBe(games);
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

describe('simulate: bots, set-up and what the summary says', () => {
  async function run(argv: string[], isTTY = false) {
    let out = '';
    let err = '';
    const code = await main(['simulate', ...argv], {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      registry: defaultRegistry(),
      isTTY,
    });
    return { code, out, err };
  }

  it('the text summary gives the wins of each bot beside those of each seat, the same as --json', async () => {
    const argv = ['warmachine', '--games', '2', '--seed', '1', '--bots', 'heuristic,random', '--quiet'];
    const text = await run(argv);
    const json = await run([...argv, '--json']);
    expect([text.code, json.code]).toEqual([0, 0]);
    const report = JSON.parse(json.out) as Report;
    expect(text.out).toMatch(/^ {2}Player 1: \d+ wins?\n {2}Player 2: \d+ wins?\n {2}by bot:\n/m);
    for (const b of ['heuristic', 'random']) {
      const n = report.winsByBot[b] ?? 0;
      expect(text.out).toContain(`    ${b}: ${n} win${n === 1 ? '' : 's'} in 2 games\n`);
    }
    const hu = await run([...argv, '--locale', 'hu']);
    expect(hu.out).toContain(`    heuristic: ${report.winsByBot['heuristic'] ?? 0} győzelem 2 játszmából\n`);
  });

  it('The Hunters: the text summary counts the games the team lost', async () => {
    const argv = ['hunters', '--games', '3', '--seed', '2', '--setup', '{"mission":"S01"}', '--quiet'];
    const report = JSON.parse((await run([...argv, '--json'])).out) as Report;
    const text = await run(argv);
    expect(text.out).toContain(`  losses ${report.losses}, draws ${report.draws}, unfinished 0, errors 0\n`);
    expect((await run([...argv, '--locale', 'hu'])).out).toContain(`  vereség ${report.losses}, döntetlen`);
  });

  it('games stopped by --max-choices are counted as unfinished, not as draws', async () => {
    const argv = ['hybrid', '--games', '2', '--max-choices', '3', '--quiet'];
    const json = await run([...argv, '--json']);
    const report = JSON.parse(json.out) as Report;
    expect(report.unfinished).toBe(2);
    expect(report.draws).toBe(0);
    expect((await run(argv)).out).toContain('  draws 0, unfinished 2, errors 0\n');
  });

  it('refuses a wrong number of bots for the sides, and a set-up the game refuses, before playing', async () => {
    const three = await run(['hybrid', '--games', '2', '--bots', 'random,random,random', '--quiet']);
    expect(three.code).toBe(2);
    expect(three.err).toMatch(/--bots: hybrid has 2 sides; name one bot for each \(3 given\)/);
    expect(three.out).toBe('');
    const threeHu = await run(['hybrid', '--bots', 'random,random,random', '--locale', 'hu']);
    expect(threeHu.err).toMatch(/--bots: A hybrid játékban 2 oldal van/);
    // One bot for every side stays allowed.
    expect((await run(['hybrid', '--games', '1', '--bots', 'random', '--quiet'])).code).toBe(0);
    const setup = await run(['hunters', '--games', '50', '--setup', '{"mission":"nope"}', '--json', '--quiet']);
    expect(setup.code).toBe(2);
    expect(setup.out).toBe('');
    expect(setup.err).toMatch(/--setup: the game cannot start with this set-up: .*nope/);
  });

  it('prints a line every tenth of the run, not a bar redrawn in place, when stderr is no terminal', async () => {
    const piped = await run(['hybrid', '--games', '3', '--max-choices', '2']);
    expect(piped.err).toBe('1/3 games\n2/3 games\n3/3 games\n');
    const tty = await run(['hybrid', '--games', '3', '--max-choices', '2'], true);
    expect(tty.err).toContain('\r[');
  });

  it('Dogs of War: the help and the summary say the battle results are random stand-in reports', async () => {
    const help = await run(['--help']);
    expect(help.out).toMatch(/In Dogs of War the battles are fought\s+on the table/);
    expect(help.out).toMatch(/win rates measure the luck of those reports, not how well the bots/);
    expect((await run(['--help', '--locale', 'hu'])).out).toMatch(/A Dogs of War csatáit az asztalon vívják/);
    const text = await run(['dogs-of-war', '--games', '1', '--quiet']);
    expect(text.out).toMatch(/The battles are fought on the table: the bots give random stand-in reports/);
    expect(text.out).toMatch(/not the bots’ play/);
    // Other games say nothing of it.
    expect((await run(['hybrid', '--games', '1', '--quiet'])).out).not.toMatch(/stand-in/);
  });

  it('--locale hu names an invalid content pack in Hungarian', async () => {
    const r = await run(['dogs-of-war', '--content', BAD_PACK, '--locale', 'hu', '--quiet']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('A tartalom hibás');
    expect(r.err).not.toContain('Content is invalid');
  });
});
