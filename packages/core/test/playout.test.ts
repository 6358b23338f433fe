import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, canonicalJson, fail, playout, unwrap, type Rules } from '../src/index.ts';
import { duel, type DuelState } from './fixtures/duel.ts';

const engine = unwrap(Engine.create(duel));
const rules = engine.rules as Rules<DuelState, unknown, unknown>;

describe('playout', () => {
  it('plays seeded games to the end on both paths, to the same state, without changing the start', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const start = unwrap(engine.start(seed)).state;
      const before = canonicalJson(start);
      const fast = playout(rules, start, SeededDice.fromSeed(seed), SeededDice.fromSeed(seed + 99));
      const checked = playout(rules, start, SeededDice.fromSeed(seed), SeededDice.fromSeed(seed + 99), { fast: false });
      expect(fast.outcome).not.toBeNull();
      expect(fast.choices).toBeGreaterThan(0);
      expect(checked.choices).toBe(fast.choices);
      expect(canonicalJson(checked.state)).toBe(canonicalJson(fast.state));
      expect(canonicalJson(start)).toBe(before);
    }
  });

  it("stops at the choice cap, reports each choice and takes the caller's chooser", () => {
    const start = unwrap(engine.start(5)).state;
    const seen: unknown[] = [];
    const r = playout(rules, start, SeededDice.fromSeed(5), SeededDice.fromSeed(6), {
      maxChoices: 3,
      choose: (_s, _seat, legal) => legal[0],
      onChoice: (_s, _seat, c) => seen.push(c),
    });
    expect(r.choices).toBe(3);
    expect(r.outcome).toBeNull();
    expect(seen).toHaveLength(3);
    expect(seen[0]).toEqual(
      engine.legal(unwrap(engine.start(5)), engine.pending(unwrap(engine.start(5)))[0]!.seats[0]!)[0],
    );
  });

  it("throws when a listed choice is refused, since that breaks the rules' contract", () => {
    const { fast: _fast, ...checkedOnly } = rules;
    void _fast;
    const broken: Rules<DuelState, unknown, unknown> = { ...checkedOnly, apply: () => fail('test/refused', 'no') };
    expect(() =>
      playout(broken, unwrap(engine.start(1)).state, SeededDice.fromSeed(1), SeededDice.fromSeed(2)),
    ).toThrow(/test\/refused/);
  });
});
