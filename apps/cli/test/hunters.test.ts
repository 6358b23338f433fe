import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
