import { Engine } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { auraBonus } from '../src/aptitudes.ts';
import { onActivationStart } from '../src/cards/play.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridOptions, hybridRuleset } from '../src/index.ts';
import { activate, play, rolls, scenario, tryApply, w, type Scenario } from './scenario.ts';

// AMB-37 (HY-APT-03): which aptitudes the player is asked about. The table's list is one boolean
// a member (`combinedAttackOptional`, `armourPiercingOptional`, `sacrificeOptional`,
// `auraOptional`, `mutationOptional`, and `brutishOptional` of AMB-22). Off, the aptitude is used
// whenever the rules allow it, and only the pick left (which enemy, which card) is asked. The
// Infiltration move has no switch: it is never asked, and declining it is a move of no square.
//
// Sample profiles: Seneschal NV 4, OC 4, Combined Attack/3. Hybrid NV 3, Mutation/1. Skorize
// (Scorpion) without Mutation. Purifier NV 3. Pest of Flesh NV 2, Sacrifice/1. Knight of the
// Lodge of Hod Aura/1.

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

describe('AMB-37 the Sacrifice made automatic (HY-APT-03)', () => {
  /** A Pest of Flesh (Sacrifice/1) in contact with two Purifiers, in Moving Mode at `level`, his move done. */
  function pest(options: Record<string, unknown>, level = 1) {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3], id: 'x' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p' },
        { profile: 'purifier', at: [4, 3], facing: 'W', id: 'q' },
      ],
      options,
    });
    activate(sc, 'x');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level }],
      ['scorpion', { kind: 'done' }],
    ]);
    return sc;
  }
  const kinds = (sc: Scenario) => sc.rules.legalChoices(sc.state, 'scorpion').map((c) => c.kind);

  it('AMB-37 HY-APT-03 sacrificeOptional: by default the creature may end its activation instead; off, only the Sacrifice is offered, at each enemy in contact', () => {
    for (const asked of [true, false]) {
      const sc = pest({ sacrificeOptional: asked });
      const legal = sc.rules.legalChoices(sc.state, 'scorpion');
      expect(legal.filter((c) => c.kind === 'sacrifice')).toEqual([
        { kind: 'sacrifice', target: 'p' },
        { kind: 'sacrifice', target: 'q' },
      ]);
      expect(legal.some((c) => c.kind === 'end')).toBe(asked);
      const r = tryApply(sc, 'scorpion', { kind: 'end' });
      expect(r.ok ? null : r.error.code).toBe(asked ? null : 'phase/not-now');
    }
  });

  it('AMB-37 HY-APT-03 HY-APT-44 sacrificeOptional off: the creature leaves the game and the enemy its player picks takes X wounds', () => {
    const sc = pest({ sacrificeOptional: false });
    expect(kinds(sc)).not.toContain('end');
    const ev = play(sc, [['scorpion', { kind: 'sacrifice', target: 'q' }]]);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'hybrid/sacrifice', warrior: 'x', target: 'q' }));
    expect([w(sc, 'x').status, w(sc, 'p').wounds, w(sc, 'q').wounds]).toEqual(['removed', 0, 1]);
    expect(sc.state.current).toBeNull();
  });

  it('AMB-37 HY-APT-03 HY-APT-43 sacrificeOptional off: where the rules allow no Sacrifice the activation ends as before', () => {
    // Moving Mode at level 2: no Sacrifice.
    const two = pest({ sacrificeOptional: false }, 2);
    expect(kinds(two)).toContain('end');
    expect(kinds(two)).not.toContain('sacrifice');
    // Level 1, but no enemy in contact.
    const alone = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3], id: 'x' },
        { profile: 'purifier', at: [3, 6], facing: 'S', id: 'p' },
      ],
      options: { sacrificeOptional: false },
    });
    activate(alone, 'x');
    play(alone, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(kinds(alone)).toContain('end');
    expect(kinds(alone)).not.toContain('sacrifice');
  });
});

describe('AMB-37 the Aura made automatic (HY-APT-03)', () => {
  const auraId = (sc: Scenario, name: string): string => sc.content.auraCards.find((a) => a.name === name)!.id;

  /** The Knight of Hod (Aura/1) with two kept Auras at the start of his activation; a Seneschal beside him. */
  function knight(options: Record<string, unknown>) {
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3], id: 'k' },
        { profile: 'seneschal', at: [4, 3], id: 'f' },
        { profile: 'hybrid', at: [3, 6], id: 'e' },
      ],
      options,
    });
    sc.state.cards.auraKept['k'] = [auraId(sc, 'Aura of Resolve'), auraId(sc, 'Aura of Warding')];
    begin(sc);
    return sc;
  }
  function begin(sc: Scenario): void {
    activate(sc, 'k');
    onActivationStart(sc.ctx, sc.state, w(sc, 'k'));
  }
  const legal = (sc: Scenario) => sc.rules.legalChoices(sc.state, 'griffin');

  it('AMB-37 HY-APT-03 auraOptional: by default the bearer may choose his Mode with no Aura; off, he first calls one up, picking which', () => {
    for (const asked of [true, false]) {
      const sc = knight({ auraOptional: asked });
      const auras = legal(sc).filter((c) => c.kind === 'aura');
      expect(auras).toEqual([
        { kind: 'aura', card: auraId(sc, 'Aura of Resolve') },
        { kind: 'aura', card: auraId(sc, 'Aura of Warding') },
      ]);
      expect(legal(sc).some((c) => c.kind === 'mode')).toBe(asked);
      const r = tryApply(sc, 'griffin', { kind: 'mode', mode: 'DC' });
      expect(r.ok ? null : r.error.code).toBe(asked ? null : 'mode/unavailable');
    }
  });

  it('AMB-37 HY-APT-03 HY-AURA-04 HY-AURA-06 auraOptional off: the Aura called up works at once and the Mode follows; later he may switch but not put it out', () => {
    const sc = knight({ auraOptional: false });
    const resolve = auraId(sc, 'Aura of Resolve');
    const ward = auraId(sc, 'Aura of Warding');
    expect(legal(sc).some((c) => c.kind === 'mode')).toBe(false);
    const ev = play(sc, [['griffin', { kind: 'aura', card: resolve }]]);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'hybrid/aura', warrior: 'k', card: resolve }));
    expect(sc.state.cards.auraActive['k']?.card).toBe(resolve);
    // The friend beside him strikes at +1 from now on.
    expect(auraBonus(sc.ctx, sc.state, w(sc, 'f'), 'oc')).toBe(1);
    expect(legal(sc).some((c) => c.kind === 'mode')).toBe(true);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    // His next activation: the Aura running may give way to the other one, or stay, not go out.
    begin(sc);
    expect(legal(sc).filter((c) => c.kind === 'aura')).toEqual([{ kind: 'aura', card: ward }]);
    expect(legal(sc).some((c) => c.kind === 'mode')).toBe(true);
    const out = tryApply(sc, 'griffin', { kind: 'aura', card: null });
    expect(out.ok ? null : out.error.code).toBe('phase/not-now');
    // Asked, as by default, he may put it out.
    const asked = knight({});
    asked.state.cards.auraActive['k'] = { card: resolve, stamp: 1 };
    expect(legal(asked)).toContainEqual({ kind: 'aura', card: null });
  });
});

describe('AMB-37 the Mutation made automatic (HY-APT-03)', () => {
  const mutId = (sc: Scenario, name: string): string => sc.content.mutationCards.find((a) => a.name === name)!.id;

  /** A Hybrid (Mutation/1), a Skorize, a Purifier; the Scorpions keep the cards named. */
  function lab(options: Record<string, unknown>, kept: string[]) {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], id: 'h' },
        { profile: 'skorize', at: [6, 3], id: 'k' },
        { profile: 'purifier', at: [3, 6], facing: 'S', id: 'p' },
      ],
      options,
    });
    sc.state.cards.mutationKept = kept.map((n) => mutId(sc, n));
    return sc;
  }
  const legal = (sc: Scenario) => sc.rules.legalChoices(sc.state, 'scorpion');

  it('AMB-37 HY-APT-03 mutationOptional: by default the Mode may be chosen with cards still kept; off, a card that may be given now goes out first, the player picking which', () => {
    for (const asked of [true, false]) {
      const sc = lab({ mutationOptional: asked }, ['Muscular Hypertrophy', 'Chitin Plates']);
      const [mh, cp] = sc.state.cards.mutationKept as [string, string];
      activate(sc, 'h');
      expect(legal(sc).filter((c) => c.kind === 'mutate')).toEqual([
        { kind: 'mutate', warrior: 'h', card: mh },
        { kind: 'mutate', warrior: 'h', card: cp },
      ]);
      expect(legal(sc).some((c) => c.kind === 'mode')).toBe(asked);
      const r = tryApply(sc, 'scorpion', { kind: 'mode', mode: 'DC' });
      expect(r.ok ? null : r.error.code).toBe(asked ? null : 'mode/unavailable');
    }
  });

  it('AMB-37 HY-APT-03 HY-MUTATION-03 mutationOptional off: the card picked is given, and once none may be given the Mode is offered', () => {
    const sc = lab({ mutationOptional: false }, ['Muscular Hypertrophy', 'Chitin Plates']);
    const [mh, cp] = sc.state.cards.mutationKept as [string, string];
    activate(sc, 'h');
    expect(legal(sc).some((c) => c.kind === 'mode')).toBe(false);
    const ev = play(sc, [['scorpion', { kind: 'mutate', warrior: 'h', card: cp }]]);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'hybrid/mutation', warrior: 'h', card: cp }));
    expect([w(sc, 'h').mutations, sc.state.cards.mutationKept]).toEqual([[cp], [mh]]);
    // Mutation/1 is used up: the card left waits, and the Mode is chosen.
    expect(legal(sc).some((c) => c.kind === 'mutate')).toBe(false);
    expect(legal(sc).some((c) => c.kind === 'mode')).toBe(true);
    // A warrior who may receive no card now chooses his Mode at once.
    activate(sc, 'k');
    expect(legal(sc).some((c) => c.kind === 'mutate')).toBe(false);
    expect(legal(sc).some((c) => c.kind === 'mode')).toBe(true);
  });

  it('AMB-37 HY-APT-03 HY-MUTATION-08 mutationOptional off: Purulent Excrescence goes out at the first Scorpion activation, to the warrior picked, who takes its wound', () => {
    const sc = lab({ mutationOptional: false }, ['Purulent Excrescence']);
    const pe = sc.state.cards.mutationKept[0]!;
    // The Skorize activates; only the Hybrid may carry it.
    activate(sc, 'k');
    expect(legal(sc).filter((c) => c.kind === 'mutate' || c.kind === 'mode')).toEqual([
      { kind: 'mutate', warrior: 'h', card: pe },
    ]);
    play(sc, [['scorpion', { kind: 'mutate', warrior: 'h', card: pe }]]);
    expect([w(sc, 'h').mutations, w(sc, 'h').wounds]).toEqual([[pe], 1]);
    expect(legal(sc).some((c) => c.kind === 'mode')).toBe(true);
  });
});

describe('AMB-37 the table options (HY-APT-03)', () => {
  it('AMB-37 HY-APT-03 each aptitude the player is asked about has a switch, asked by default; the Infiltration move has none', () => {
    const switches = hybridOptions.filter((o) => o.rule === 'HY-APT-03' || o.id === 'brutishOptional');
    expect(switches.map((o) => [o.id, o.type, o.default])).toEqual([
      ['brutishOptional', 'boolean', false],
      ['combinedAttackOptional', 'boolean', true],
      ['armourPiercingOptional', 'boolean', true],
      ['sacrificeOptional', 'boolean', true],
      ['auraOptional', 'boolean', true],
      ['mutationOptional', 'boolean', true],
    ]);
    for (const id of ['combinedAttackOptional', 'armourPiercingOptional', 'sacrificeOptional', 'auraOptional'])
      expect(Engine.create(hybridRuleset, { options: { [id]: false } }).ok, id).toBe(true);
    expect(Engine.create(hybridRuleset, { options: { mutationOptional: 'false' } }).ok).toBe(true);
    // The Infiltration move is never asked: no switch.
    const made = Engine.create(hybridRuleset, { options: { infiltrationOptional: false } });
    expect(made.ok ? null : made.error.code).toBe('options/unknown');
    const bad = Engine.create(hybridRuleset, { options: { combinedAttackOptional: 'sometimes' } });
    expect(bad.ok ? null : bad.error.code).toBe('options/invalid');
  });
});
