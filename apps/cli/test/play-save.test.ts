/**
 * `skirmish play --save` keeps the game after every choice; `--resume` goes on with it. A game
 * left and resumed is the very game played in one sitting, bot moves included.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TWO_PLAYER_CAMPAIGN } from '../../../rulesets/hunters/test/fixture.ts';
import type { GameRecord } from '@skirmish/core';
import { sampleContent } from '@skirmish/hybrid';

const BIN = join(import.meta.dirname, '..', 'bin', 'skirmish.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'skirmish-save-'));

function skirmish(argv: string[], answers = '') {
  return spawnSync('node', [BIN, ...argv], { encoding: 'utf8', input: answers, timeout: 120_000 });
}
const record = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as GameRecord;
const ones = (n: number) => '1\n'.repeat(n);

describe('skirmish play: a game saved and resumed', () => {
  it('--save writes the record after every choice, and quitting says how to go on', () => {
    const file = join(tmp, 'hotseat.json');
    const r = skirmish(['play', 'hybrid', '--vs', 'human', '--save', file], `${ones(3)}q\n`);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Saved in ${file}. Go on with: skirmish play --resume ${file}`);
    const saved = record(file);
    expect([saved.ruleset, saved.seed, saved.choices.length]).toEqual(['hybrid', 1, 3]);
    // The record replays as any other.
    expect(skirmish(['replay', file]).status).toBe(0);
    // A new game never writes over a saved one.
    const again = skirmish(['play', 'hybrid', '--vs', 'human', '--save', file], `${ones(5)}q\n`);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain(`${file} is there already: go on with it with --resume ${file}`);
    expect(record(file).choices).toHaveLength(3);
  });

  it("a game left and resumed is the game played in one sitting, the bot's moves too", () => {
    const once = join(tmp, 'once.json');
    const twice = join(tmp, 'twice.json');
    expect(skirmish(['play', 'hybrid', '--bot', 'random', '--save', once], `${ones(8)}q\n`).status).toBe(0);
    expect(skirmish(['play', 'hybrid', '--bot', 'random', '--save', twice], `${ones(3)}q\n`).status).toBe(0);
    const left = record(twice).choices.length;
    const resumed = skirmish(['play', '--resume', twice, '--bot', 'random', '--locale', 'hu'], `${ones(5)}q\n`);
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain(`Elmentve ide: ${twice}. Folytatás: skirmish play --resume ${twice}`);
    expect(record(twice).choices.length).toBeGreaterThan(left);
    expect(record(twice)).toEqual(record(once));
    // The bot moved on both sides of the break.
    const seats = record(once).choices.map((c) => c.seat);
    expect(seats.slice(0, left).some((s) => s !== 'griffin')).toBe(true);
    expect(seats.slice(left).some((s) => s !== 'griffin')).toBe(true);
    // Both replay to the same state.
    expect(skirmish(['replay', twice]).stdout).toBe(skirmish(['replay', once]).stdout);
  });

  it('a Hunters campaign left in the middle of its first mission goes on where it stopped', () => {
    const setup = JSON.stringify(TWO_PLAYER_CAMPAIGN);
    const once = join(tmp, 'camp-once.json');
    const twice = join(tmp, 'camp-twice.json');
    // 2: travel to the Rust Market, whose card launches a mission; then the first choice listed.
    const answers = `2\n${ones(60)}`;
    const all = skirmish(['play', 'hunters', '--vs', 'human', '--setup', setup, '--save', once], `${answers}q\n`);
    expect(all.status).toBe(0);
    const cut = answers.split('\n').slice(0, 20).join('\n');
    const rest = answers.split('\n').slice(20).join('\n');
    const first = skirmish(['play', 'hunters', '--vs', 'human', '--setup', setup, '--save', twice], `${cut}\nq\n`);
    // Left once the mission had begun and before it ended.
    expect(first.stdout).toContain('Mission begins: Rats in the Ruins.');
    expect(first.stdout).not.toMatch(/Mission (won|lost)/);
    const resumed = skirmish(['play', '--resume', twice, '--vs', 'human'], `${rest}q\n`);
    expect(resumed.status).toBe(0);
    expect(record(twice)).toEqual(record(once));
    expect(record(once).choices.length).toBeGreaterThan(40);
  });

  it('a resumed game keeps its own seed, set-up, house rules, rule system and content pack', () => {
    const file = join(tmp, 'own.json');
    skirmish(['play', 'hybrid', '--vs', 'human', '--save', file, '--seed', '9'], `${ones(2)}q\n`);
    expect(record(file).seed).toBe(9);
    for (const own of [
      ['--seed', '3'],
      ['--setup', '{}'],
      ['--options', '{}'],
    ]) {
      const r = skirmish(['play', '--resume', file, ...own], 'q\n');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`${own[0]} is the saved game's own; leave it out with --resume`);
    }
    const other = skirmish(['play', 'warmachine', '--resume', file], 'q\n');
    expect(other.stderr).toContain('The saved game is a game of hybrid, not warmachine');
    const pack = join(tmp, 'pack.json');
    writeFileSync(pack, JSON.stringify({ ...sampleContent, meta: { ...sampleContent.meta, name: 'Mine' } }));
    const mismatch = skirmish(['play', '--resume', file, '--content', pack], 'q\n');
    expect(mismatch.status).toBe(2);
    expect(mismatch.stderr).toContain('record/content-mismatch');
    const garbled = join(tmp, 'garbled.json');
    writeFileSync(garbled, '{"format": 7}');
    const bad = skirmish(['play', '--resume', garbled, '--locale', 'hu'], 'q\n');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Nem Skirmish-rekord');
    // Nothing refused changed the saved game.
    expect(record(file).choices).toHaveLength(2);
  });
});
