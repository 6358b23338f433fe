import { describe, expect, it } from 'vitest';
import { appended } from '../src/append.ts';
import {
  Engine,
  SeededDice,
  canonicalJson,
  deserializeMatch,
  serializeMatch,
  unwrap,
  type Match,
  type RecordedChoice,
} from '../src/index.ts';
import { duel, type DuelState } from './fixtures/duel.ts';

const engine = unwrap(Engine.create(duel));

/** Every match along one random game, the start included. */
function randomLine(seed: number): Match<DuelState>[] {
  const line = [unwrap(engine.start(seed))];
  const chooser = SeededDice.fromSeed(seed + 1000);
  let m = line[0]!;
  for (let i = 0; i < 200 && !engine.outcome(m); i++) {
    const seat = engine.pending(m)[0]!.seats[0]!;
    const legal = engine.legal(m, seat);
    m = unwrap(engine.submit(m, seat, legal[chooser.pick(legal.length)])).match;
    line.push(m);
  }
  return line;
}

/** A plain copy (JSON) of what a match holds, to compare with later. */
function snapshot(m: Match<DuelState>): string {
  return JSON.stringify({ choices: m.record.choices, steps: m.steps });
}

describe('records grow without being copied and stay as they were', () => {
  it('every match along a game keeps its own record after the game goes on', () => {
    const line = randomLine(3);
    expect(line.length).toBeGreaterThan(3);
    const seen = line.map(snapshot);
    // Play the game on from its end and from the middle: earlier matches see no new choice.
    randomLine(3);
    line.forEach((m, i) => {
      expect(m.record.choices).toHaveLength(i);
      expect(m.steps).toHaveLength(i);
      expect(snapshot(m)).toBe(seen[i]);
    });
  });

  it('two choices taken from the same match give two records, and the match is unchanged', () => {
    const start = unwrap(engine.start(9));
    const a = unwrap(engine.submit(start, 'north', { kind: 'commit', dice: 1 })).match;
    const b = unwrap(engine.submit(start, 'north', { kind: 'commit', dice: 3 })).match;
    const a2 = unwrap(engine.submit(a, 'south', { kind: 'commit', dice: 2 })).match;
    const b2 = unwrap(engine.submit(b, 'south', { kind: 'commit', dice: 1 })).match;
    expect(start.record.choices).toEqual([]);
    expect(a.record.choices).toEqual([{ seat: 'north', choice: { kind: 'commit', dice: 1 } }]);
    expect(b.record.choices).toEqual([{ seat: 'north', choice: { kind: 'commit', dice: 3 } }]);
    expect(a2.record.choices.map((c) => c.choice)).toEqual([
      { kind: 'commit', dice: 1 },
      { kind: 'commit', dice: 2 },
    ]);
    expect(b2.record.choices.map((c) => c.choice)).toEqual([
      { kind: 'commit', dice: 3 },
      { kind: 'commit', dice: 1 },
    ]);
    // Each branch replays to its own live state.
    expect(engine.hash(unwrap(engine.replay(a2.record)))).toBe(engine.hash(a2));
    expect(engine.hash(unwrap(engine.replay(b2.record)))).toBe(engine.hash(b2));
  });

  it('a record reads as a plain array: serialised, hashed and replayed the same', () => {
    const m = randomLine(21).at(-1)!;
    const plain: RecordedChoice[] = JSON.parse(JSON.stringify(m.record.choices)) as RecordedChoice[];
    expect(Array.isArray(m.record.choices)).toBe(true);
    expect(m.record.choices).toEqual(plain);
    expect([...m.record.choices]).toEqual(plain);
    expect(m.record.choices.slice(1, 3)).toEqual(plain.slice(1, 3));
    expect(m.record.choices.at(-1)).toEqual(plain.at(-1));
    expect(Object.keys(m.record.choices)).toEqual(Object.keys(plain));
    expect(m.record.choices[plain.length]).toBeUndefined();
    expect(plain.length in m.record.choices).toBe(false);
    expect(canonicalJson(m.record)).toBe(canonicalJson({ ...m.record, choices: plain }));
    const copy = { ...m, record: { ...m.record, choices: plain }, steps: JSON.parse(JSON.stringify(m.steps)) as [] };
    expect(serializeMatch(m)).toBe(serializeMatch(copy));
    const replayed = unwrap(engine.replay({ ...m.record, choices: plain }));
    expect(engine.hash(replayed)).toBe(engine.hash(m));
    expect(serializeMatch(replayed)).toBe(serializeMatch(m));
  });

  it('a record cannot be written to', () => {
    const m = randomLine(4).at(-1)!;
    const choices = m.record.choices as RecordedChoice[];
    const n = choices.length;
    expect(() => choices.push({ seat: 'north', choice: null })).toThrow(TypeError);
    expect(() => {
      choices[0] = { seat: 'south', choice: null };
    }).toThrow(TypeError);
    expect(() => {
      choices.length = 0;
    }).toThrow(TypeError);
    expect(choices).toHaveLength(n);
    expect(choices[0]?.seat).not.toBe('south');
  });

  it('a deserialised match plays on, and its earlier copy is untouched', () => {
    const line = randomLine(5);
    const mid = line[2]!;
    const text = serializeMatch(mid);
    const back = deserializeMatch<DuelState>(text);
    const seat = engine.pending(back)[0]!.seats[0]!;
    const next = unwrap(engine.submit(back, seat, engine.legal(back, seat)[0])).match;
    expect(next.record.choices).toHaveLength(3);
    expect(back.record.choices).toHaveLength(2);
    expect(serializeMatch(back)).toBe(text);
  });

  it('what is not a saved match is refused with what is wrong, never read as one', () => {
    const good = JSON.parse(serializeMatch(randomLine(3)[2]!)) as Record<string, unknown>;
    const record = good['record'] as Record<string, unknown>;
    const bad: Array<[unknown, string]> = [
      [5, 'it is not a JSON object'],
      [{ ...good, record: null }, '"record" is not an object'],
      [{ ...good, record: { ...record, format: 'x' } }, '"record.format" is not one of'],
      [{ ...good, record: { ...record, contentHash: 1 } }, '"record.contentHash" is not a string'],
      [{ ...good, record: { ...record, seed: 1.5 } }, '"record.seed" is not a whole number'],
      [{ ...good, record: { ...record, options: [] } }, '"record.options" is not an object'],
      [{ ...good, record: { ...record, choices: {} } }, '"record.choices" is not a list'],
      [{ ...good, record: { ...record, choices: [5, 6] } }, '"record.choices.0" is not a seat\'s choice'],
      [{ ...good, rng: [1, 2, 3] }, '"rng" is not four whole numbers'],
      [{ ...good, rng: null }, '"rng" is not four whole numbers'],
      [{ ...good, state: null }, '"state" is missing'],
      [{ ...good, steps: 3 }, '"steps" is not a list'],
      [{ ...good, steps: [] }, '"steps" has 0 entries for 2 recorded choices'],
      [
        {
          ...good,
          steps: [
            { draws: -1, reveal: false },
            { draws: 0, reveal: false },
          ],
        },
        '"steps.0" is not a step',
      ],
    ];
    for (const [value, why] of bad)
      expect(() => deserializeMatch(JSON.stringify(value))).toThrow(`not a saved game: ${why}`);
    expect(() => deserializeMatch('{')).toThrow(SyntaxError);
    expect(deserializeMatch(JSON.stringify(good))).toEqual(good);
  });
});

describe('appended', () => {
  it('appends from the latest view and from an earlier one without either seeing the other', () => {
    const v0: readonly number[] = [];
    const v1 = appended(v0, 1);
    const v2 = appended(v1, 2);
    const v3 = appended(v2, 3);
    const w3 = appended(v2, 30); // a branch from v2 after v3 took the next place
    const w4 = appended(w3, 40);
    const v4 = appended(v3, 4);
    expect([v0, v1, v2, v3, v4].map((v) => [...v])).toEqual([[], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4]]);
    expect([...w3]).toEqual([1, 2, 30]);
    expect([...w4]).toEqual([1, 2, 30, 40]);
    expect(JSON.stringify(v3)).toBe('[1,2,3]');
    expect(v4.map((x) => x * 2)).toEqual([2, 4, 6, 8]);
    expect(v0).toEqual([]);
  });
});
