import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, canonicalJson, playout, unwrap, type FastPath, type Rules } from '../src/index.ts';
import { duel, type DuelChoice, type DuelState } from './fixtures/duel.ts';
import { checkRandomChoice } from './random-choice.ts';

const engine = unwrap(Engine.create(duel));
const rules = engine.rules as Rules<DuelState, DuelChoice, unknown>;
const fast = rules.fast as FastPath<DuelState, DuelChoice>;

/** The duel's rules with a `randomChoice` on the fast path, counting its calls. */
function withRandomChoice(pick: FastPath<DuelState, DuelChoice>['randomChoice']): {
  rules: Rules<DuelState, DuelChoice, unknown>;
  calls: () => number;
} {
  let calls = 0;
  return {
    rules: {
      ...rules,
      fast: {
        ...fast,
        randomChoice: (s, seat, chooser) => {
          calls++;
          return pick!(s, seat, chooser);
        },
      },
    },
    calls: () => calls,
  };
}

const honest = withRandomChoice((s, seat, chooser) => {
  const legal = rules.legalChoices(s, seat);
  return legal[chooser.pick(legal.length)] as DuelChoice;
});

describe('FastPath.randomChoice', () => {
  it('playout uses it without a chooser of its own, and plays the same games as with the list', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const start = unwrap(engine.start(seed)).state;
      const before = honest.calls();
      const quick = playout(honest.rules, start, SeededDice.fromSeed(seed), SeededDice.fromSeed(seed + 50));
      const listed = playout(rules, start, SeededDice.fromSeed(seed), SeededDice.fromSeed(seed + 50));
      expect(honest.calls() - before).toBe(quick.choices);
      expect(quick.choices).toBe(listed.choices);
      expect(canonicalJson(quick.state)).toBe(canonicalJson(listed.state));
    }
  });

  it('playout leaves it alone when the caller chooses, or on the checked path', () => {
    const before = honest.calls();
    const start = unwrap(engine.start(3)).state;
    playout(honest.rules, start, SeededDice.fromSeed(3), SeededDice.fromSeed(4), {
      choose: (_s, _seat, legal) => legal[0]!,
    });
    playout(honest.rules, start, SeededDice.fromSeed(3), SeededDice.fromSeed(4), { fast: false });
    expect(honest.calls()).toBe(before);
  });

  it('the contract check passes an honest randomChoice on every decision of seeded games', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = checkRandomChoice(
        honest.rules,
        unwrap(engine.start(seed)).state,
        SeededDice.fromSeed(seed),
        SeededDice.fromSeed(seed + 7),
      );
      expect(r.mismatches).toEqual([]);
      expect(r.decisions).toBeGreaterThan(0);
    }
  });

  it('the contract check catches a wrong pick, an extra draw and a changed state', () => {
    const start = unwrap(engine.start(1)).state;
    const first = withRandomChoice((s, seat, chooser) => {
      const legal = rules.legalChoices(s, seat);
      chooser.pick(legal.length);
      return legal[0] as DuelChoice;
    });
    const twice = withRandomChoice((s, seat, chooser) => {
      const legal = rules.legalChoices(s, seat);
      chooser.pick(2);
      return legal[chooser.pick(legal.length)] as DuelChoice;
    });
    const changes = withRandomChoice((s, seat, chooser) => {
      const legal = rules.legalChoices(s, seat);
      (s as unknown as Record<string, unknown>)['marked'] = true;
      return legal[chooser.pick(legal.length)] as DuelChoice;
    });
    const check = (r: Rules<DuelState, DuelChoice, unknown>) =>
      checkRandomChoice(r, start, SeededDice.fromSeed(1), SeededDice.fromSeed(2), { maxChoices: 1 }).mismatches;
    expect(check(first.rules).join('\n')).toMatch(/randomChoice gave/);
    expect(check(twice.rules).join('\n')).toMatch(/randomChoice drew 2 times, the list 1/);
    expect(check(changes.rules).join('\n')).toMatch(/changed the state/);
  });
});
