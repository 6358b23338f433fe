/**
 * While a warrior chooses his Mode, the view says how many movement points each choice gives him,
 * and the choices of Moving levels say it in words: the same number the rules then count.
 */
import { describe, expect, it } from 'vitest';
import { hybridRuleset } from '../src/index.ts';
import type { HybridChoice } from '../src/choices.ts';
import { activate, scenario, w, type Scenario } from './scenario.ts';

const presenter = hybridRuleset.presenter!;

function warden(wounds = 0): Scenario {
  const sc = scenario({
    warriors: [
      { profile: 'warden', at: [2, 2], wounds },
      { profile: 'hybrid', at: [6, 6], facing: 'S' },
    ],
  });
  activate(sc, sc.ids[0]!);
  return sc;
}

const modes = (sc: Scenario) =>
  sc.rules
    .legalChoices(sc.state, 'griffin')
    .filter((c): c is Extract<HybridChoice, { kind: 'mode' }> => c.kind === 'mode');

/** The movement points the warrior has once `c` is chosen. */
function mpAfter(sc: Scenario, c: HybridChoice): number {
  const r = sc.rules.apply(sc.state, 'griffin', c, { next: () => 1 } as never);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state.current?.mpLeft ?? -1;
}

describe('the movement points of each Mode, told before it is chosen', () => {
  for (const wounds of [0, 1]) {
    it(`the view gives, for a warrior with ${wounds} wound(s), the points every Mode and level then gives him`, () => {
      const sc = warden(wounds);
      const allowance = sc.rules.view(sc.state, 'griffin').moveAllowance;
      // The Warden moves 6, less a wound; Basic Move 2 more.
      expect(allowance).toEqual({ other: 6 - wounds, basicMove: 8 - wounds });
      const offered = modes(sc);
      // A wound lowers his Moving value too, and with it the levels offered.
      expect(offered.filter((c) => c.mode === 'MV').map((c) => c.level)).toEqual([1, 2, 3].slice(0, 3 - wounds));
      for (const c of offered)
        expect(mpAfter(sc, c), JSON.stringify(c)).toBe(
          c.mode === 'MV' && c.level === 1 ? allowance?.basicMove : allowance?.other,
        );
      // The other seat is told the same: the Warden's Movement and wounds are in plain sight.
      expect(sc.rules.view(sc.state, 'scorpion').moveAllowance).toEqual(allowance);
    });
  }

  it('a warrior a Skilled Move has pinned is told he has none, as the rules then give him', () => {
    const sc = warden();
    w(sc, sc.ids[0]!).blocked = 'skilled';
    expect(sc.rules.view(sc.state, 'griffin').moveAllowance).toEqual({ other: 0, basicMove: 0 });
    for (const c of modes(sc)) expect(mpAfter(sc, c)).toBe(0);
  });

  it('once the Mode is chosen the view no longer gives it', () => {
    const sc = warden();
    const r = sc.rules.apply(sc.state, 'griffin', modes(sc)[0]!, { next: () => 1 } as never);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.state.current?.mode).not.toBeNull();
    expect(sc.rules.view(r.value.state, 'griffin').moveAllowance).toBeUndefined();
  });

  it('the Moving levels say in words how many movement points each gives, in English and Hungarian', () => {
    const sc = warden(1);
    const view = sc.rules.view(sc.state, 'griffin');
    const mv = modes(sc).filter((c) => c.mode === 'MV');
    expect(mv.map((c) => presenter.choice(c, view, 'en'))).toEqual(['Moving level 1 (7 MP)', 'Moving level 2 (5 MP)']);
    expect(mv.map((c) => presenter.choice(c, view, 'hu'))).toEqual([
      'Mozgás, 1. szint (7 MP)',
      'Mozgás, 2. szint (5 MP)',
    ]);
    // Another Mode's words are as before.
    expect(presenter.choice({ kind: 'mode', mode: 'DC' }, view, 'en')).toBe('Defensive Combat');
  });
});
