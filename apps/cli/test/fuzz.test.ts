import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, fail, unwrap, type GameRecord, type Rules } from '@skirmish/core';
import { duel, type DuelChoice, type DuelState, type DuelView } from '../../../packages/core/test/fixtures/duel.ts';
import { firstDifference, fuzz, fuzzOptions, mergeReports } from '../src/fuzz.ts';

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

  it('compares values as canonical JSON does', () => {
    expect(firstDifference({ a: 1, b: undefined }, { a: 1 })).toBeNull();
    expect(firstDifference({ b: [1, 2], a: 0 }, { a: -0, b: [1, 2] })).toBeNull();
    expect(firstDifference({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toBe('$.a.b[1]');
    expect(firstDifference([1], [1, 2])).toBe('$.length');
    expect(firstDifference({ a: 1 }, { a: 1, c: 2 })).toBe('$.c');
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
