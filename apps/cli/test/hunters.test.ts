import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TWO_PLAYER_CAMPAIGN } from '../../../rulesets/hunters/test/fixture.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'skirmish.mjs');

function campaign(characters: Array<{ class: string; seat: string }>, players: number, answers: number, locale = 'en') {
  const setup = JSON.stringify({ mode: 'campaign', players, characters });
  return spawnSync(
    'node',
    [BIN, 'play', 'hunters', '--vs', 'human', '--locale', locale, '--max-choices', String(answers), '--setup', setup],
    // Always the first listed choice: resting, or reading the card that comes up.
    { encoding: 'utf8', input: '1\n'.repeat(answers), timeout: 60_000 },
  );
}

const days = (out: string, word: RegExp) => [...out.matchAll(word)].map((m) => Number(m[1]));

describe('skirmish play hunters: a campaign at one keyboard', () => {
  it('one player with two characters plays several days from piped answers, reading the day-15 card', () => {
    const r = campaign(
      [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
      1,
      10,
    );
    expect(r.status).toBe(0);
    const seen = days(r.stdout, /^Day (\d+) /gm);
    expect(seen[0]).toBe(1);
    expect(Math.max(...seen)).toBeGreaterThan(15);
    expect(seen.every((d, i) => i === 0 || d >= (seen[i - 1] ?? 0))).toBe(true);
    expect(r.stdout).toContain('Card to read: 615');
    expect(r.stdout).toContain('Rest for two days');
  });

  it('four players, one character each, in Hungarian', () => {
    const r = campaign(
      [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
        { class: 'recon', seat: 'p3' },
        { class: 'sniper', seat: 'p4' },
      ],
      4,
      4,
      'hu',
    );
    expect(r.status).toBe(0);
    const seen = days(r.stdout, /^(\d+)\. nap /gm);
    expect(seen.slice(0, 3)).toEqual([1, 3, 5]);
    expect(r.stdout).toContain('Pihenés két napig');
    for (const seat of ['p1', 'p2', 'p3', 'p4']) expect(r.stdout).toContain(`[${seat}]`);
    // The question itself is asked in Hungarian too.
    expect(r.stdout).toContain('-- 1. játékos: Mit tegyen most a csapat?');
    expect(r.stdout).not.toContain('Choose what the party does next');
  });

  it('a mission in Hungarian asks every question in Hungarian', () => {
    const setup = JSON.stringify({
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
      ],
    });
    const r = spawnSync(
      'node',
      [BIN, 'play', 'hunters', '--vs', 'human', '--locale', 'hu', '--max-choices', '60', '--setup', setup],
      { encoding: 'utf8', input: '1\n'.repeat(60), timeout: 60_000 },
    );
    expect(r.status).toBe(0);
    const asked = [...r.stdout.matchAll(/^-- \d\. játékos: (.+)$/gm)].map((m) => m[1] ?? '');
    expect(asked.length).toBeGreaterThan(20);
    expect(asked).toContain('Katona kezdő kezének összeállítása (0 / 5)');
    expect(asked).toContain('Katona lehelyezése a kezdőzónában');
    expect(asked).toContain('Melyik szereplő következzen?');
    expect(asked.some((q) => q.endsWith(': válassz akciót'))).toBe(true);
    for (const q of asked) expect(q).not.toMatch(/\b(Choose|Place|take an action|starting hand|the)\b/);
  });
});

describe('skirmish play hunters: a whole campaign', () => {
  it('travels to a card that launches a mission, plays it at the keyboard, and plays on to the end', () => {
    const setup = JSON.stringify(TWO_PLAYER_CAMPAIGN);
    // 2: travel to L1 (Rust Market), whose over card launches mission Q02; then always the first listed choice.
    const r = spawnSync('node', [BIN, 'play', 'hunters', '--vs', 'human', '--setup', setup], {
      encoding: 'utf8',
      input: `2\n${'1\n'.repeat(400)}`,
      timeout: 120_000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('the party is at Rust Market');
    expect(r.stdout).toContain('Mission begins: Rats in the Ruins.');
    expect(r.stdout).toMatch(/Mission (won|lost): /);
    // The party wins or loses the campaign together, with the reason why.
    expect(r.stdout).toMatch(
      /Game over: Campaign (lost|won) \((the main plot is solved|every character is dead|the last day passed with the main plot unsolved)\)/,
    );
  });
});

describe('skirmish simulate hunters', () => {
  it('plays missions with bots in the seats and reports games, wins, losses and errors 0', () => {
    const r = spawnSync('node', [BIN, 'simulate', 'hunters', '--games', '4', '--seed', '5', '--json', '--quiet'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.status).toBe(0);
    const rep = JSON.parse(r.stdout) as { games: number; wins: Record<string, number>; losses: number; errors: number };
    expect(rep.games).toBe(4);
    expect(rep.errors).toBe(0);
    // Cooperative: a won mission counts for both seats at once.
    const won = rep.wins['p1'] ?? 0;
    expect(rep.wins['p2'] ?? 0).toBe(won);
    expect(won + rep.losses).toBe(4);
  });
});

describe('skirmish odds hunters', () => {
  const odds = (args: string[]) => {
    const r = spawnSync('node', [BIN, 'odds', 'hunters', ...args, '--json'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { outcomes: Array<{ outcome: unknown; p: string }> };
    return Object.fromEntries(out.outcomes.map((o) => [String(o.outcome), o.p]));
  };

  it('attack: two dice at To Hit 2 against one die with 2 shields, exact fractions', () => {
    // Hits 0/1/2 with 4/9, 4/9, 1/9; a shield 1/3. Lose 2: 1/9 * 2/3 = 2/27.
    // Lose 1: 4/9 * 2/3 + 1/9 * 1/3 = 9/27 = 1/3. Lose 0: the rest, 16/27.
    expect(odds(['attack', '--dice', '2', '--to-hit', '2', '--defence-dice', '1', '--shields', '2'])).toEqual({
      '0': '16/27',
      '1': '1/3',
      '2': '2/27',
    });
  });

  it('mental-defence: a value of 5 resists on five faces of six', () => {
    expect(odds(['mental-defence', '--value', '5'])).toEqual({ resisted: '5/6', affected: '1/6' });
  });
});
