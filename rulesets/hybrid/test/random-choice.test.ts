import { SeededDice, hashValue, playout, unwrap, type Rules } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { checkRandomChoice } from '../../../packages/core/test/random-choice.ts';
import { hybridRuleset, type HybridChoice, type HybridState, type HybridView } from '../src/index.ts';
import { scaledContent, scaledMissionId } from '../src/scaled.ts';

type HRules = Rules<HybridState, HybridChoice, HybridView>;

const sample = hybridRuleset.content.sample;
const MISSIONS = sample.missions.map((m) => m.id);

function check(rules: HRules, mission: string, seed: number): number {
  const dice = SeededDice.fromSeed(seed);
  const start = unwrap(rules.setup({ mission }, dice));
  const r = checkRandomChoice(rules, start, dice, SeededDice.fromSeed(seed + 1000), { stateCheckEvery: 37 });
  expect(r.mismatches, `${mission} seed ${seed}`).toEqual([]);
  return r.decisions;
}

describe('fast randomChoice', () => {
  it('gives the listed choice with the same single draw at every decision of seeded games of every sample mission', () => {
    const rules: HRules = hybridRuleset.rules(sample, {});
    let decisions = 0;
    for (const mission of MISSIONS) for (const seed of [1, 2]) decisions += check(rules, mission, seed);
    expect(MISSIONS.length).toBeGreaterThanOrEqual(6);
    expect(decisions).toBeGreaterThan(1000);
  });

  it('does so with the Nemesis module and Event cards at the end only, and on Open Battle 8', () => {
    const nemesis: HRules = hybridRuleset.rules(sample, { nemesis: true, eventWindows: 'end' });
    let decisions = check(nemesis, 'return-to-glasinhar', 3) + check(nemesis, 'heresiarchs-prison', 4);
    decisions += check(hybridRuleset.rules(scaledContent(8), {}), scaledMissionId(8), 5);
    expect(decisions).toBeGreaterThan(500);
  });

  it('lets playout play the same games as from the list', () => {
    const rules: HRules = hybridRuleset.rules(sample, {});
    const fast = rules.fast;
    if (!fast) throw new Error('no fast path');
    const listOnly: HRules = {
      ...rules,
      fast: { clone: (s) => fast.clone(s), applyInPlace: (s, seat, c, d) => fast.applyInPlace(s, seat, c, d) },
    };
    for (const [mission, seed] of [
      ['return-to-glasinhar', 7],
      ['scarlet-hive', 8],
    ] as const) {
      const start = unwrap(rules.setup({ mission }, SeededDice.fromSeed(seed)));
      const quick = playout(rules, start, SeededDice.fromSeed(seed), SeededDice.fromSeed(seed + 1));
      const listed = playout(listOnly, start, SeededDice.fromSeed(seed), SeededDice.fromSeed(seed + 1));
      expect(quick.outcome).not.toBeNull();
      expect(quick.choices).toBe(listed.choices);
      expect(hashValue(quick.state)).toBe(hashValue(listed.state));
    }
  });
});
