import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  Engine,
  LoadedDice,
  Registry,
  SeededDice,
  canonicalJson,
  fail,
  ok,
  unwrap,
  type GameRecord,
  type Rules,
} from '@skirmish/core';
import { main } from '../src/main.ts';
import type { ShardLine, ShardTotal } from '../src/commands/fuzz.ts';
import { duel, type DuelChoice, type DuelState, type DuelView } from '../../../packages/core/test/fixtures/duel.ts';
import { checkRecord, firstDifference, fuzz, fuzzOptions, mergeReports, sameData } from '../src/fuzz.ts';

type DuelRules = Rules<DuelState, DuelChoice, DuelView>;

/** The duel with its rules changed by `change`: a rule system with one planted fault. */
function planted(id: string, change: (rules: DuelRules) => DuelRules): typeof duel {
  return { ...duel, id, rules: (c, o) => change(duel.rules(c, o)) };
}

describe('fuzz', () => {
  it('plays sound games of every kind it has, and finds nothing wrong', () => {
    const r = fuzz(duel, { games: 40, seed: 1 });
    expect(r.failures).toEqual([]);
    expect(r.finished).toBe(40);
    expect(r.byKind.random?.games).toBe(40);
  });

  it('finds a broken invariant, and shrinks the record to the one choice that breaks it', () => {
    // Broken as soon as north has three dice committed and south none yet.
    const broken = planted('three-north', (rules) => ({
      ...rules,
      invariants: (s) => (s.secret['north'] === 3 ? ['north holds three dice'] : []),
    }));
    const r = fuzz(broken, { games: 20, seed: 1, shrinkTrials: 200 });
    expect(r.failures.length).toBeGreaterThan(0);
    const f = r.failures[0]!;
    expect(f.check).toBe('invariants');
    const shrunk: GameRecord = f.shrunk ?? f.record;
    expect(shrunk.choices).toEqual([{ seat: 'north', choice: { kind: 'commit', dice: 3 } }]);
    // The shrunk record replays to the broken state.
    const engine = unwrap(Engine.create(broken, { options: shrunk.options }));
    const m = unwrap(engine.replay(shrunk));
    expect(engine.rules.invariants?.(m.state)).toEqual(['north holds three dice']);
  });

  it('finds a fast path that disagrees with the validated path, naming where', () => {
    const broken = planted('fast-wrong', (rules) => ({
      ...rules,
      fast: {
        clone: (s) => structuredClone(s),
        applyInPlace: (s, seat, c, dice) => {
          const next = rules.fast!.applyInPlace(s, seat, c, dice);
          next.round += 100;
          return next;
        },
      },
    }));
    const [f] = fuzz(broken, { games: 1, seed: 3, shrinkTrials: 0 }).failures;
    expect(f).toMatchObject({ check: 'fast-path', step: 1 });
    expect(f!.message).toContain('$.round');
  });

  it('finds rules that change the state they are given', () => {
    const broken = planted('mutating', (rules) => ({
      ...rules,
      apply: (s, seat, c, dice) => {
        const r = rules.apply(s, seat, c, dice);
        s.health['north'] = s.health['north'] ?? 0;
        (s as { touched?: boolean }).touched = true;
        return r;
      },
    }));
    const [f] = fuzz(broken, { games: 1, seed: 3, roundTripEvery: 1, shrinkTrials: 0 }).failures;
    expect(f).toMatchObject({ check: 'mutation' });
    expect(f!.message).toContain('$.touched');
  });

  it('finds a change to the given state after any choice, not only on the choices whose text is compared', () => {
    // The JSON texts are compared every `roundTripEvery` choices; the walk against the replay
    // after every choice. This one changes its input from its fifth call on only: the live game
    // and its replay call apply in turn, so that is the live game's third choice.
    let calls = 0;
    const broken = planted('mutating-later', (rules) => ({
      ...rules,
      apply: (s, seat, c, dice) => {
        const r = rules.apply(s, seat, c, dice);
        if (++calls >= 5) (s as { touched?: boolean }).touched = true;
        return r;
      },
    }));
    const [f] = fuzz(broken, { games: 1, seed: 3, roundTripEvery: 1000, shrinkTrials: 0 }).failures;
    expect(f).toMatchObject({ check: 'mutation', step: 2 });
    expect(f!.message).toContain('$.touched');
  });

  it('finds rules whose result depends on more than the state and the dice: the lockstep replay differs', () => {
    // A counter kept by the rules between calls: the live game and its replay call apply in turn,
    // so the replay sees other numbers than the live game did.
    const broken = planted('remembering', (rules) => {
      let calls = 0;
      return {
        ...rules,
        apply: (s, seat, c, dice) => {
          const r = rules.apply(s, seat, c, dice);
          return r.ok ? ok({ ...r.value, state: { ...r.value.state, calls: calls++ } }) : r;
        },
      };
    });
    const [f] = fuzz(broken, { games: 1, seed: 3, shrinkTrials: 0 }).failures;
    expect(f).toMatchObject({ check: 'replay', step: 1, seed: 3 });
    expect(f!.message).toContain('$.calls');
    expect(f!.record.choices).toHaveLength(1);
  });

  it('finds a state that JSON would not carry back unchanged, naming where', () => {
    const withValue = (id: string, value: unknown) =>
      planted(id, (rules) => ({
        ...rules,
        apply: (s, seat, c, dice) => {
          const r = rules.apply(s, seat, c, dice);
          return r.ok ? ok({ ...r.value, state: { ...r.value.state, extra: { list: [1, value] } } }) : r;
        },
      }));
    const nan = fuzz(withValue('nan', Number.NaN), { games: 1, seed: 3, shrinkTrials: 0 }).failures[0];
    expect(nan).toMatchObject({ check: 'serialise', step: 1 });
    expect(nan!.message).toContain('NaN at $.extra.list[1] is not finite');
    const map = fuzz(withValue('map', new Map([[1, 2]])), { games: 1, seed: 3, shrinkTrials: 0 }).failures[0];
    expect(map).toMatchObject({ check: 'serialise', step: 1 });
    expect(map!.message).toContain('a Map at $.extra.list[1] is not plain data');
  });

  it('finds a fast path that draws other dice than the validated path', () => {
    const broken = planted('fast-dice', (rules) => ({
      ...rules,
      fast: {
        clone: (s) => structuredClone(s),
        applyInPlace: (s, seat, c, dice) => {
          dice.pick(2);
          return rules.fast!.applyInPlace(s, seat, c, dice);
        },
      },
    }));
    const [f] = fuzz(broken, { games: 1, seed: 3, shrinkTrials: 0 }).failures;
    expect(f).toMatchObject({ check: 'fast-path', step: 1 });
  });

  it('finds a listed choice that the rules refuse', () => {
    const broken = planted('refusing', (rules) => ({
      ...rules,
      apply: (s, seat, c, dice) =>
        c.kind === 'commit' && c.dice === 2 ? fail('duel/no', 'no') : rules.apply(s, seat, c, dice),
    }));
    const [f] = fuzz(broken, { games: 5, seed: 1, shrinkTrials: 0 }).failures;
    expect(f).toMatchObject({ check: 'legal' });
    expect(f!.message).toContain('duel/no');
  });

  it('replays a record made on loaded dice on those dice, as the engine’s replay does', () => {
    const engine = unwrap(Engine.create(duel, {}));
    const seed = 5;
    let m = unwrap(engine.start(seed));
    // North commits two dice, south one; the loaded roll (two 6s for north, a 1 for south) takes
    // two of south's three health, and south alone may then rally.
    m = unwrap(engine.submit(m, 'north', { kind: 'commit', dice: 2 })).match;
    m = unwrap(engine.submit(m, 'south', { kind: 'commit', dice: 1 }, new LoadedDice([6, 6, 1]))).match;
    m = unwrap(engine.submit(m, 'south', { kind: 'rally' })).match;
    const record = JSON.parse(canonicalJson(m.record)) as GameRecord;
    expect(record.choices[1]?.loaded).toEqual([6, 6, 1]);
    // The same commits on the game's own dice leave south no rally: this record needs its dice.
    let own = unwrap(engine.start(seed));
    own = unwrap(engine.submit(own, 'north', { kind: 'commit', dice: 2 })).match;
    own = unwrap(engine.submit(own, 'south', { kind: 'commit', dice: 1 })).match;
    expect(engine.legal(own, 'south')).not.toContainEqual({ kind: 'rally' });
    const played = checkRecord(duel, record);
    expect(played.failure).toBeNull();
    expect(played.steps).toBe(3);
  });

  it('compares values as canonical JSON does', () => {
    expect(firstDifference({ a: 1, b: undefined }, { a: 1 })).toBeNull();
    expect(firstDifference({ b: [1, 2], a: 0 }, { a: -0, b: [1, 2] })).toBeNull();
    expect(firstDifference({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toBe('$.a.b[1]');
    expect(firstDifference([1], [1, 2])).toBe('$.length');
    expect(firstDifference({ a: 1 }, { a: 1, c: 2 })).toBe('$.c');
  });

  it('tells equal states apart from different ones as canonical JSON would, without writing text', () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ b: [1, 2], a: 0 }, { a: -0, b: [1, 2] })).toBe(true);
    expect(sameData([undefined, 1], [null, 1])).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, c: 2 })).toBe(false);
    expect(sameData({ a: 1, c: 2 }, { a: 1, d: 2 })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData({ n: Number.NaN }, { n: Number.NaN })).toBe(false);
    // Against canonical JSON over seeded random values, many of them equal in all but key order.
    const d = SeededDice.fromSeed(5);
    const keys = ['a', 'b', 'c', '1', '10'];
    const value = (depth: number): unknown => {
      switch (d.pick(depth > 2 ? 4 : 7)) {
        case 0:
          return [0, -0, 1, 2, null, undefined, 'x', 'y', true][d.pick(9)];
        case 1:
          return d.pick(3);
        case 2:
          return ['x', 'y'][d.pick(2)];
        case 3:
          return null;
        case 4:
        case 5: {
          const o: Record<string, unknown> = {};
          for (let i = d.pick(4); i > 0; i--) o[keys[d.pick(keys.length)] as string] = value(depth + 1);
          return o;
        }
        default:
          return Array.from({ length: d.pick(3) }, () => value(depth + 1));
      }
    };
    const reordered = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(reordered);
      if (v === null || typeof v !== 'object') return v;
      return Object.fromEntries(
        Object.entries(v)
          .reverse()
          .map(([k, x]) => [k, reordered(x)]),
      );
    };
    let equal = 0;
    let different = 0;
    for (let i = 0; i < 600; i++) {
      const a = value(0);
      const b = d.pick(2) === 0 ? reordered(a) : value(0);
      const same = canonicalJson(a ?? null) === canonicalJson(b ?? null);
      expect(sameData(a ?? null, b ?? null)).toBe(same);
      if (same) equal++;
      else different++;
    }
    expect(equal).toBeGreaterThan(200);
    expect(different).toBeGreaterThan(200);
  });

  it('draws house-rule options within their ranges, and the defaults for some seeds', () => {
    const specs = [
      { id: 'flag', label: '', description: '', type: 'boolean', default: true },
      { id: 'n', label: '', description: '', type: 'integer', default: 3, min: 2, max: 100 },
      { id: 'c', label: '', description: '', type: 'choice', default: 'x', values: ['x', 'y'] },
    ] as const;
    let defaults = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const o = fuzzOptions(specs, SeededDice.fromSeed(seed));
      if (Object.keys(o).length === 0) defaults++;
      if (o['n'] !== undefined) expect(o['n']).toBeGreaterThanOrEqual(2);
      if (o['n'] !== undefined) expect(o['n']).toBeLessThanOrEqual(12);
      if (o['c'] !== undefined) expect(['x', 'y']).toContain(o['c']);
    }
    expect(defaults).toBeGreaterThan(50);
    expect(defaults).toBeLessThan(200);
  });

  it('adds up worker reports', () => {
    const a = fuzz(duel, { games: 5, seed: 1 });
    const b = fuzz(duel, { games: 7, seed: 6 });
    const m = mergeReports([a, b]);
    expect(m.games).toBe(12);
    expect(m.choices).toBe(a.choices + b.choices);
    expect(m.byKind.random?.games).toBe(12);
  });
});

describe('fuzz shards', () => {
  const io = (out: string[]) => ({
    out: (t: string) => void out.push(t),
    err: () => undefined,
    registry: new Registry().register(duel),
    isTTY: false,
  });

  it('appends one line a shard to <dir>/<ruleset>.jsonl, and the summary adds them up and names seeds played twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-fuzz-'));
    const shard = (seed: number, games: number) =>
      main(
        ['fuzz', '--ruleset', 'duel', '--games', String(games), '--seed', String(seed), '--results', dir, '--quiet'],
        io([]),
      );
    expect(await shard(1, 10)).toBe(0);
    expect(await shard(11, 5)).toBe(0);
    expect(await shard(14, 3)).toBe(0);
    const lines = readFileSync(join(dir, 'duel.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ShardLine);
    expect(lines.map((l) => l.seeds)).toEqual([
      [1, 10],
      [11, 15],
      [14, 16],
    ]);
    expect(lines[0]).toMatchObject({ ruleset: 'duel', version: duel.version, games: 10, failures: 0, finished: 10 });
    // A shard of ten duel games can take well under a millisecond of CPU: the figure is checked
    // for kind and sign only (tests never assert a time).
    for (const l of lines) {
      expect(Number.isFinite(l.cpuSeconds) && l.cpuSeconds >= 0).toBe(true);
      expect(Number.isFinite(l.seconds) && l.seconds >= 0).toBe(true);
    }
    expect(lines[0]!.commit).toMatch(/^[0-9a-f]{12}$|^unknown$/);
    expect(typeof lines[0]!.host.name).toBe('string');
    const out: string[] = [];
    expect(await main(['fuzz', '--summary', '--results', dir, '--json'], io(out))).toBe(0);
    const [total] = JSON.parse(out.join('')) as ShardTotal[];
    expect(total).toMatchObject({ ruleset: 'duel', shards: 3, games: 18, distinctSeeds: 16, failures: 0 });
    expect(total!.overlaps).toEqual([[14, 15]]);
    expect(total!.cpuSeconds).toBeCloseTo(
      lines.reduce((a, l) => a + l.cpuSeconds, 0),
      0,
    );
    const text: string[] = [];
    await main(['fuzz', '--summary', '--results', dir], io(text));
    expect(text.join('')).toContain('duel: 18 games in 3 shards (16 distinct seeds)');
    expect(text.join('')).toContain('seeds 14-15 were played by more than one shard');
  });

  it('records the seed of a failing shard in its line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-fuzz-'));
    const broken = planted('broken-duel', (rules) => ({
      ...rules,
      invariants: (s) => (s.round >= 3 ? ['round 3 reached'] : []),
    }));
    const code = await main(
      ['fuzz', '--ruleset', 'broken-duel', '--games', '2', '--seed', '5', '--shrink', '0', '--results', dir, '--quiet'],
      { ...io([]), registry: new Registry().register(broken) },
    );
    expect(code).toBe(1);
    const [line] = readFileSync(join(dir, 'broken-duel.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ShardLine);
    expect(line!.failures).toBe(2);
    expect(line!.failed.map((f) => [f.seed, f.check])).toEqual([
      [5, 'invariants'],
      [6, 'invariants'],
    ]);
  });

  it('refuses a summary of a folder that does not exist', async () => {
    const err: string[] = [];
    const code = await main(['fuzz', '--summary', '--results', join(tmpdir(), 'skirmish-no-such-folder')], {
      ...io([]),
      err: (t: string) => void err.push(t),
    });
    expect(code).not.toBe(0);
    expect(err.join('')).toContain('No fuzz results');
  });

  it('refuses more than 64 worker processes before starting any', async () => {
    const err: string[] = [];
    const code = await main(['fuzz', '--workers', '999'], {
      ...io([]),
      err: (t: string) => void err.push(t),
    });
    expect(code).toBe(2);
    expect(err.join('')).toBe('skirmish fuzz: --workers must be at most 64\n');
  });
});

describe('fuzz progress', () => {
  it('is a line every tenth of the run when stderr is no terminal, a line redrawn in place on one', async () => {
    const progress = async (isTTY: boolean) => {
      let err = '';
      const dir = mkdtempSync(join(tmpdir(), 'skirmish-fuzz-progress-'));
      await main(['fuzz', '--ruleset', 'duel', '--games', '20', '--seed', '1', '--results', dir], {
        out: () => undefined,
        err: (t) => void (err += t),
        registry: new Registry().register(duel),
        isTTY,
      });
      return err;
    };
    const piped = await progress(false);
    expect(piped).not.toContain('\r');
    expect(piped.split('\n').filter((l) => /^duel: \d+\/20$/.test(l))).toEqual(
      Array.from({ length: 10 }, (_, i) => `duel: ${(i + 1) * 2}/20`),
    );
    expect(await progress(true)).toContain('\rduel: 20/20\n');
  });
});
