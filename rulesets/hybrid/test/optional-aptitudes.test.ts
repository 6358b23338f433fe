import { Engine } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridOptions, hybridRuleset } from '../src/index.ts';
import { activate, play, rolls, scenario, tryApply, w, type Scenario } from './scenario.ts';

// AMB-37 (HY-APT-03): which aptitudes the player is asked about. The table's list is one boolean
// a member (`combinedAttackOptional`, `armourPiercingOptional`, and `brutishOptional` of AMB-22);
// the members whose automatic reading would need a pick have no switch.
//
// Sample profiles: Seneschal NV 4, OC 4, Combined Attack/3. Hybrid NV 3.

const strikes = (sc: Scenario) => sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'strike');
const shots = (sc: Scenario) => sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'fire');

describe('AMB-37 the Combined Attack made automatic (HY-APT-03)', () => {
  /** A Seneschal in Offensive Combat, in contact with a Hybrid, about to strike. */
  function pair(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], id: 'sen' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'hyb' },
      ],
      options,
    });
    activate(sc, 'sen');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    return sc;
  }

  it('AMB-37 HY-APT-03 HY-APT-02 combinedAttackOptional: by default each strike is offered with and without it; off, only with it', () => {
    for (const [asked, plain] of [
      [true, true],
      [false, false],
    ] as const) {
      const sc = pair({ combinedAttackOptional: asked });
      const levels = strikes(sc).map((c) => [c.level, c.kind === 'strike' && c.combined === true]);
      // OC 4: levels 1 to 4, each with the Combined Attack, and without it only when the player is asked.
      expect(levels).toEqual(
        [1, 2, 3, 4].flatMap((l) => (plain ? [[l, false]] : []).concat([[l, true]])) as Array<[number, boolean]>,
      );
      const r = tryApply(sc, 'griffin', { kind: 'strike', target: 'hyb', level: 1 }, [9]);
      expect(r.ok ? null : r.error.code).toBe(plain ? null : 'combat/illegal');
    }
  });

  it('AMB-37 HY-APT-03 HY-APT-08 HY-APT-04 combinedAttackOptional off: the blow follows the strike unasked, one D10 against NV 4, and uses one of the X', () => {
    const sc = pair({ combinedAttackOptional: false });
    // The one strike at level 1 the player may pick carries it.
    const offered = strikes(sc).filter((c) => c.level === 1);
    expect(offered).toEqual([{ kind: 'strike', target: 'hyb', level: 1, combined: true }]);
    const ev = play(sc, [['griffin', offered[0]!]], [9, 2]);
    expect(rolls(ev).map((r) => [r['purpose'], r['sl'], r['result']])).toEqual([
      ['Strike (level 1)', 4, 'failure'],
      ['Combined Attack', 4, 'success'],
    ]);
    expect(w(sc, 'hyb').wounds).toBe(1);
    expect([w(sc, 'sen').combinedUsed, w(sc, 'sen').combinedRound]).toEqual([1, 1]);
  });

  it('AMB-37 HY-APT-03 HY-APT-04 combinedAttackOptional off: where the rules allow no Combined Attack the plain strike is offered', () => {
    // One made this round already.
    const round = pair({ combinedAttackOptional: false });
    w(round, 'sen').combinedRound = round.state.round;
    expect(strikes(round)).toEqual([1, 2, 3, 4].map((level) => ({ kind: 'strike', target: 'hyb', level })));
    // All three of Combined Attack/3 used.
    const spent = pair({ combinedAttackOptional: false });
    w(spent, 'sen').combinedUsed = 3;
    expect(strikes(spent).every((c) => c.kind === 'strike' && c.combined === undefined)).toBe(true);
    expect(strikes(spent)).toHaveLength(4);
  });
});

describe('AMB-37 the Armour-Piercing Shot made automatic (HY-APT-03)', () => {
  const MARKSMAN: Profile = {
    id: 'marksman',
    name: 'Marksman',
    side: 'griffin',
    nv: 4,
    oc: 2,
    dc: 2,
    f: 4,
    mv: 3,
    movement: 6,
    rank: 2,
    base: '1x1',
    equipment: [],
    aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
    source: 'sample',
  };

  /** A marksman (F 4, Armour-Piercing Shot/2) in Firing Mode; a Hybrid three squares ahead, another two behind him. */
  function range(options: Record<string, unknown>, behind: { profile: string; side?: 'griffin' | 'scorpion' }) {
    const sc = scenario({
      profiles: [MARKSMAN],
      warriors: [
        { profile: 'marksman', at: [3, 0], id: 'm' },
        { profile: 'hybrid', at: [3, 3], facing: 'S', id: 'a' },
        { profile: behind.profile, side: behind.side, at: [3, 5], id: 'b' },
      ],
      options,
    });
    activate(sc, 'm');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    return sc;
  }

  const atA = (sc: Scenario, level: number): HybridChoice[] =>
    shots(sc).filter((c) => c.kind === 'fire' && c.target === 'a' && c.level === level);

  it('AMB-37 HY-APT-03 HY-APT-02 armourPiercingOptional: by default the shot at the first target is offered with and without the second; off, only with it', () => {
    for (const asked of [true, false]) {
      const sc = range({ armourPiercingOptional: asked }, { profile: 'hybrid' });
      const plain: HybridChoice = { kind: 'fire', target: 'a', level: 1 };
      const pierce: HybridChoice = { kind: 'fire', target: 'a', level: 1, pierce: 'b' };
      expect(atA(sc, 1)).toEqual(asked ? [plain, pierce] : [pierce]);
      const r = tryApply(sc, 'griffin', plain, [3]);
      expect(r.ok ? null : r.error.code).toBe(asked ? null : 'combat/illegal');
    }
  });

  it('AMB-37 HY-APT-03 HY-APT-47 HY-APT-49 armourPiercingOptional off: after the hit the bullet goes on unasked, a second roll at the warrior behind', () => {
    const sc = range({ armourPiercingOptional: false }, { profile: 'hybrid' });
    // The one shot at the first target at level 1 the shooter may pick goes on to the warrior behind.
    const offered = atA(sc, 1);
    expect(offered).toEqual([{ kind: 'fire', target: 'a', level: 1, pierce: 'b' }]);
    const ev = play(sc, [['griffin', offered[0]!]], [3, 4]);
    expect(rolls(ev).map((r) => [r['warrior'], r['sl'], r['result']])).toEqual([
      ['m', 4, 'success'],
      ['m', 4, 'success'],
    ]);
    expect([w(sc, 'a').wounds, w(sc, 'b').wounds]).toEqual([1, 1]);
    expect(sc.state.cards.piercedRound).toEqual({ m: 1 });
  });

  it('AMB-37 HY-APT-03 AMB-24 armourPiercingOptional off: a friend standing behind the target is reached as well', () => {
    const sc = range({ armourPiercingOptional: false }, { profile: 'seneschal', side: 'griffin' });
    expect(atA(sc, 1)).toEqual([{ kind: 'fire', target: 'a', level: 1, pierce: 'b' }]);
    play(sc, [['griffin', { kind: 'fire', target: 'a', level: 1, pierce: 'b' }]], [3, 4]);
    expect([w(sc, 'a').wounds, w(sc, 'b').wounds]).toEqual([1, 1]);
  });

  it('AMB-37 HY-APT-03 HY-APT-47 armourPiercingOptional off: with no second shot left this round, or no one behind, the plain shot is offered', () => {
    const used = range({ armourPiercingOptional: false }, { profile: 'hybrid' });
    used.state.cards.piercedRound = { m: used.state.round };
    expect(atA(used, 1)).toEqual([{ kind: 'fire', target: 'a', level: 1 }]);
    // The Hybrid behind is five squares from the first target, out of reach for X = 2.
    const sc = scenario({
      profiles: [MARKSMAN],
      warriors: [
        { profile: 'marksman', at: [3, 0], id: 'm' },
        { profile: 'hybrid', at: [3, 2], facing: 'S', id: 'a' },
        { profile: 'hybrid', at: [3, 7], id: 'b' },
      ],
      options: { armourPiercingOptional: false },
    });
    activate(sc, 'm');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(atA(sc, 1)).toEqual([{ kind: 'fire', target: 'a', level: 1 }]);
  });
});

describe('AMB-37 the table options (HY-APT-03)', () => {
  it('AMB-37 HY-APT-03 only the aptitudes whose automatic reading needs no pick have a switch, asked by default; a switch for the others is refused', () => {
    const switches = hybridOptions.filter((o) => o.rule === 'HY-APT-03' || o.id === 'brutishOptional');
    expect(switches.map((o) => [o.id, o.type, o.default])).toEqual([
      ['brutishOptional', 'boolean', false],
      ['combinedAttackOptional', 'boolean', true],
      ['armourPiercingOptional', 'boolean', true],
    ]);
    expect(Engine.create(hybridRuleset, { options: { combinedAttackOptional: false } }).ok).toBe(true);
    expect(Engine.create(hybridRuleset, { options: { armourPiercingOptional: 'false' } }).ok).toBe(true);
    // Sacrifice, the Infiltration move, Aura activation and Mutation assignment ask a pick: no switch.
    for (const id of ['sacrificeOptional', 'infiltrationOptional', 'auraOptional', 'mutationOptional']) {
      const made = Engine.create(hybridRuleset, { options: { [id]: false } });
      expect(made.ok ? null : made.error.code, id).toBe('options/unknown');
    }
    const bad = Engine.create(hybridRuleset, { options: { combinedAttackOptional: 'sometimes' } });
    expect(bad.ok ? null : bad.error.code).toBe('options/invalid');
  });
});
