import { SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { auraBonus, moveBonus, parryBonus, pickLeader, strikeBonus, vengeanceBonus } from '../src/aptitudes.ts';
import { hybridBotKnowledge } from '../src/bot.ts';
import { onActivationStart } from '../src/cards/play.ts';
import type { Profile } from '../src/content/schema.ts';
import type { HybridChoice } from '../src/choices.ts';
import { fireSL, parrySL, setupState, strikeSL } from '../src/rules.ts';
import type { HybridState } from '../src/state.ts';
import { modeValue } from '../src/world.ts';
import { OPEN_TILE, activate, play, rolls, scenario, tryApply, w, type Scenario } from './scenario.ts';

const profile = (p: Partial<Profile> & Pick<Profile, 'id' | 'side'>): Profile => ({
  name: p.id,
  nv: 4,
  oc: 4,
  dc: 3,
  f: 4,
  mv: 3,
  movement: 6,
  rank: 2,
  base: '1x1',
  equipment: [],
  aptitudes: [],
  source: 'sample',
  ...p,
});

/** Starts the activation of a warrior as the rules do, so that his Aura may be set. */
function begin(sc: Scenario, id: string): void {
  activate(sc, id);
  onActivationStart(sc.ctx, sc.state, w(sc, id));
}

const auraId = (sc: Scenario, name: string): string => sc.content.auraCards.find((a) => a.name === name)!.id;
const mutId = (sc: Scenario, name: string): string => sc.content.mutationCards.find((a) => a.name === name)!.id;

describe('Aura and Mutation cards at setup', () => {
  /** A real setup on the test board: two Aura bearers, two Mutation warriors. */
  function fresh(seed: number): { sc: Scenario; s: HybridState } {
    const sc = scenario({
      warriors: [],
      mission: {
        deployment: [
          {
            side: 'griffin',
            rank: 4,
            facing: 'N',
            squares: [
              [0, 0],
              [1, 0],
              [2, 0],
              [3, 0],
            ],
          },
          {
            side: 'scorpion',
            rank: 4,
            facing: 'S',
            squares: [
              [0, 7],
              [1, 7],
              [2, 7],
              [3, 7],
            ],
          },
        ],
      },
    });
    const s = unwrap(
      setupState(
        sc.ctx,
        {
          mission: 'test',
          armies: { griffin: ['ambrosius', 'knight-of-hod', 'purifier'], scorpion: ['hybrid', 'hybrid'] },
        },
        SeededDice.fromSeed(seed),
      ),
    );
    return { sc, s };
  }
  const apply = (sc: Scenario, s: HybridState, seat: 'griffin' | 'scorpion', c: HybridChoice): HybridState => {
    const r = sc.rules.apply(s, seat, c, SeededDice.fromSeed(9));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.state;
  };

  it('HY-SETUP-07 HY-AURA-03 HY-AURA-01 AMB-27 each Aura bearer draws 3 Aura cards and keeps 2 of his own', () => {
    const { sc } = fresh(3);
    let { s } = fresh(3);
    const bearers = s.warriors.filter((x) => x.profile === 'ambrosius' || x.profile === 'knight-of-hod');
    for (const b of bearers) expect(s.cards.auraDrawn[b.id]).toHaveLength(3);
    s = apply(sc, s, 'griffin', { kind: 'keep-hand' });
    s = apply(sc, s, 'scorpion', { kind: 'keep-hand' });
    // The round waits for the discards.
    expect(s.phase).toBe('opening-hand');
    expect(sc.rules.pending(s).map((d) => d.seats[0])).toEqual(['griffin', 'scorpion']);
    for (const b of bearers) {
      const drawn = s.cards.auraDrawn[b.id]!;
      s = apply(sc, s, 'griffin', { kind: 'discard-aura', warrior: b.id, card: drawn[0]! });
      expect(s.cards.auraKept[b.id]).toEqual(drawn.slice(1));
    }
    // Six different cards drawn for the two bearers from the Griffin's Aura deck.
    const kept = bearers.flatMap((b) => s.cards.auraKept[b.id]!);
    expect(new Set(kept).size).toBe(4);
    expect(kept.every((id) => sc.content.auraCards.some((a) => a.id === id))).toBe(true);
    expect(s.cards.auraDiscard).toHaveLength(2);
  });

  it('HY-SETUP-07 with more Aura bearers than the deck serves (9 sample cards, 4 bearers), the last one gets none and nobody waits on him', () => {
    const { sc } = fresh(3);
    let s = unwrap(
      setupState(
        sc.ctx,
        {
          mission: 'test',
          armies: {
            griffin: ['knight-of-hod', 'knight-of-hod', 'knight-of-hod', 'knight-of-hod'],
            scorpion: ['hybrid'],
          },
        },
        SeededDice.fromSeed(3),
      ),
    );
    const bearers = s.warriors.filter((x) => x.side === 'griffin').map((x) => x.id);
    expect(bearers).toHaveLength(4);
    expect(bearers.map((b) => s.cards.auraDrawn[b]?.length ?? 0)).toEqual([3, 3, 3, 0]);
    expect(s.cards.auraKept[bearers[3]!]).toEqual([]);
    s = apply(sc, s, 'griffin', { kind: 'keep-hand' });
    s = apply(sc, s, 'scorpion', { kind: 'keep-hand' });
    // Three discards, one for each bearer who drew; none is asked of the fourth.
    for (const b of bearers.slice(0, 3)) {
      const offered = sc.rules.legalChoices(s, 'griffin').filter((c) => c.kind === 'discard-aura');
      expect(offered.every((c) => c.kind === 'discard-aura' && c.warrior !== bearers[3])).toBe(true);
      s = apply(sc, s, 'griffin', { kind: 'discard-aura', warrior: b, card: s.cards.auraDrawn[b]![0]! });
    }
    expect(bearers.map((b) => s.cards.auraKept[b]?.length ?? 0)).toEqual([2, 2, 2, 0]);
    // The Griffin player is done; only the Scorpion player's Mutation discard is left.
    expect(sc.rules.legalChoices(s, 'griffin')).toEqual([]);
    expect(sc.rules.legalChoices(s, 'scorpion').every((c) => c.kind === 'discard-mutation')).toBe(true);
    s = apply(sc, s, 'scorpion', { kind: 'discard-mutation', card: s.cards.mutationDrawn[0]! });
    expect(s.phase).not.toBe('opening-hand');
  });

  it('HY-SETUP-08 HY-MUTATION-02 the Scorpion player draws 3 Mutation cards once for his army and keeps 2', () => {
    const { sc } = fresh(4);
    let { s } = fresh(4);
    expect(s.cards.mutationDrawn).toHaveLength(3);
    const drawn = s.cards.mutationDrawn;
    s = apply(sc, s, 'scorpion', { kind: 'keep-hand' });
    expect(sc.rules.legalChoices(s, 'scorpion')).toEqual(drawn.map((card) => ({ kind: 'discard-mutation', card })));
    s = apply(sc, s, 'scorpion', { kind: 'discard-mutation', card: drawn[1]! });
    expect(s.cards.mutationKept).toEqual([drawn[0], drawn[2]]);
    expect(s.cards.mutationDiscard).toEqual([drawn[1]]);
  });

  it('HY-CARD-EVENT-03 views never show the other side’s hands, kept Auras or Mutations, deck order or hidden Army cards', () => {
    const { sc, s } = fresh(7);
    const secretsOf = {
      griffin: [...s.sides.griffin.hand, ...s.sides.griffin.army, ...Object.values(s.cards.auraDrawn).flat()],
      scorpion: [...s.sides.scorpion.hand, ...s.sides.scorpion.army, ...s.cards.mutationDrawn],
    };
    s.sides.scorpion.eventHand = [s.eventDeck.shift()!];
    secretsOf.scorpion.push(...s.sides.scorpion.eventHand);
    for (const [seat, other] of [
      ['griffin', 'scorpion'],
      ['scorpion', 'griffin'],
    ] as const) {
      const text = JSON.stringify(sc.rules.view(s, seat));
      for (const id of [...secretsOf[other], ...s.actionDeck, ...s.eventDeck]) expect(text).not.toContain(`"${id}"`);
      // One's own hand and kept cards are there (the Army cards stay hidden from their owner too).
      for (const id of secretsOf[seat].filter((x) => !s.sides[seat].army.includes(x)))
        expect(text).toContain(`"${id}"`);
      for (const id of s.sides[seat].army) expect(text).not.toContain(`"${id}"`);
    }
  });
});

describe('Auras', () => {
  /** Knight of the Lodge of Hod (Aura/1) with two kept Auras, a Seneschal beside him. */
  function knight(): { sc: Scenario; k: string; f: string; e: string } {
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3] },
        { profile: 'seneschal', at: [4, 3] },
        { profile: 'hybrid', at: [4, 4], facing: 'S' },
      ],
    });
    const [k, f, e] = sc.ids as [string, string, string];
    sc.state.cards.auraKept[k] = [auraId(sc, 'Aura of Resolve'), auraId(sc, 'Aura of Warding')];
    return { sc, k, f, e };
  }

  it('HY-AURA-02 HY-AURA-04 HY-AURA-05 HY-AURA-07 HY-APT-11 at the start of his activation the bearer calls up one Aura, shown by name; later he may switch or put it out', () => {
    const { sc, k } = knight();
    const resolve = auraId(sc, 'Aura of Resolve');
    const ward = auraId(sc, 'Aura of Warding');
    begin(sc, k);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    // Not Ambrosius: any Aura bearer uses the Aura cards.
    expect(legal).toContainEqual({ kind: 'aura', card: resolve });
    expect(legal).toContainEqual({ kind: 'aura', card: ward });
    const ev = play(sc, [['griffin', { kind: 'aura', card: resolve }]]);
    expect(ev.find((x) => x.type === 'hybrid/aura')).toMatchObject({ name: 'Aura of Resolve' });
    expect(ev.find((x) => x.type === 'hybrid/aura')).not.toHaveProperty('visibleTo');
    // One change per activation, and only before the Mode.
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'aura')).toBe(false);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.state.cards.auraActive[k]?.card).toBe(resolve);
    begin(sc, k);
    const next = sc.rules.legalChoices(sc.state, 'griffin');
    expect(next).toContainEqual({ kind: 'aura', card: ward });
    expect(next).toContainEqual({ kind: 'aura', card: null });
    expect(next).not.toContainEqual({ kind: 'aura', card: resolve });
    play(sc, [['griffin', { kind: 'aura', card: ward }]]);
    // At most one active Aura per bearer.
    expect(Object.values(sc.state.cards.auraActive)).toEqual([{ card: ward, stamp: 2 }]);
    begin(sc, k);
    play(sc, [['griffin', { kind: 'aura', card: null }]]);
    expect(sc.state.cards.auraActive[k]).toBeUndefined();
  });

  it('HY-AURA-06 the Aura works at once and lasts until the bearer’s next activation', () => {
    const { sc, k, f, e } = knight();
    begin(sc, k);
    play(sc, [
      ['griffin', { kind: 'aura', card: auraId(sc, 'Aura of Resolve') }],
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    // Another warrior's activation later in the round: the Seneschal strikes at NV 4 + 1.
    activate(sc, f);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: e, level: 1 }],
      ],
      [9],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 5 });
  });

  it('HY-AURA-08 HY-AURA-09 HY-AURA-11 the zone is every square within X of the bearer, through walls, the bearer himself aside', () => {
    // A wall runs between x = 4 and x = 5 on every row.
    const walled = OPEN_TILE.map((row, i) => (i % 2 === 0 ? '. . . . .|. . .' : row));
    const sc = scenario({
      tiles: [walled],
      warriors: [
        { profile: 'ambrosius', at: [3, 3] },
        { profile: 'seneschal', at: [5, 5] },
        { profile: 'seneschal', at: [6, 3] },
        { profile: 'sasia-samaris', at: [5, 0] },
        { profile: 'knight-of-hod', at: [2, 3] },
      ],
    });
    const [amb, near, far, sasia, kn] = sc.ids as [string, string, string, string, string];
    sc.state.cards.auraActive[amb] = { card: auraId(sc, 'Aura of Resolve'), stamp: 1 };
    const bonus = (id: string) => auraBonus(sc.ctx, sc.state, w(sc, id), 'oc');
    // Chebyshev 2 across the wall: inside. Distance 3: outside.
    expect(bonus(near)).toBe(1);
    expect(bonus(far)).toBe(0);
    // Sasia's 2x2 base: one square at distance 2 is enough.
    expect(bonus(sasia)).toBe(1);
    // The bearer is not touched by his own Aura, but by another bearer's.
    expect(bonus(amb)).toBe(0);
    expect(bonus(kn)).toBe(1);
    sc.state.cards.auraActive[kn] = { card: auraId(sc, 'Aura of Resolve'), stamp: 2 };
    expect(bonus(amb)).toBe(1);
  });

  it('HY-AURA-10 AMB-27 two Auras add up unless they contradict: then the one called up last counts', () => {
    const sc = scenario({
      warriors: [
        { profile: 'ambrosius', at: [2, 2] },
        { profile: 'knight-of-hod', at: [4, 2] },
        { profile: 'purifier', at: [3, 3] },
      ],
    });
    const [amb, kn, p] = sc.ids as [string, string, string];
    const pur = () => w(sc, p);
    sc.state.cards.auraActive[amb] = { card: auraId(sc, 'Aura of Haste'), stamp: 1 };
    sc.state.cards.auraActive[kn] = { card: auraId(sc, 'Aura of Weariness'), stamp: 2 };
    expect(moveBonus(sc.ctx, sc.state, pur())).toBe(-1);
    sc.state.cards.auraActive[amb] = { card: auraId(sc, 'Aura of Haste'), stamp: 3 };
    expect(moveBonus(sc.ctx, sc.state, pur())).toBe(1);
    // Resolve and Warding touch different values: both apply.
    sc.state.cards.auraActive[amb] = { card: auraId(sc, 'Aura of Resolve'), stamp: 4 };
    sc.state.cards.auraActive[kn] = { card: auraId(sc, 'Aura of Warding'), stamp: 5 };
    expect([auraBonus(sc.ctx, sc.state, pur(), 'oc'), parryBonus(sc.ctx, sc.state, pur())]).toEqual([1, 1]);
    // And a movement Aura changes the points of the next move.
    sc.state.cards.auraActive[kn] = { card: auraId(sc, 'Aura of Weariness'), stamp: 6 };
    activate(sc, p);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(sc.state.current?.mpLeft).toBe(7 - 1);
  });

  it('HY-AURA-12 AMB-27 an Aura ends with its bearer', () => {
    const { sc, k, f } = knight();
    sc.state.cards.auraActive[k] = { card: auraId(sc, 'Aura of Resolve'), stamp: 1 };
    expect(auraBonus(sc.ctx, sc.state, w(sc, f), 'oc')).toBe(1);
    w(sc, k).status = 'eliminated';
    expect(auraBonus(sc.ctx, sc.state, w(sc, f), 'oc')).toBe(0);
  });

  it('HY-AURA-13 Aura of Vengeance: a friend striking an enemy inside the zone gets +1, wherever he stands', () => {
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3] },
        { profile: 'hybrid', at: [4, 4], facing: 'N' },
        { profile: 'seneschal', at: [4, 5], facing: 'S' },
        { profile: 'hybrid', at: [7, 5], facing: 'W' },
      ],
    });
    const [k, inside, sen, outside] = sc.ids as [string, string, string, string];
    sc.state.cards.auraActive[k] = { card: auraId(sc, 'Aura of Vengeance'), stamp: 1 };
    const v = (a: string, t: string) => vengeanceBonus(sc.ctx, sc.state, w(sc, a), w(sc, t));
    expect(v(sen, inside)).toBe(1);
    expect(v(sen, outside)).toBe(0);
    expect(v(inside, sen)).toBe(0);
    activate(sc, sen);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: inside, level: 1 }],
      ],
      [9],
    );
    // Seneschal NV 4 + 1.
    expect(rolls(ev)[0]).toMatchObject({ sl: 5 });
  });

  it('HY-AURA-14 Aura of Renunciation: an enemy who fails is moved out of the zone, to a square the Griffin player picks', () => {
    const sc = scenario({
      warriors: [
        { profile: 'ambrosius', at: [4, 4] },
        { profile: 'hybrid', at: [5, 5] },
        { profile: 'hybrid', at: [3, 3] },
      ],
    });
    const [amb, h1, h2] = sc.ids as [string, string, string];
    sc.state.cards.auraKept[amb] = [auraId(sc, 'Aura of Renunciation')];
    begin(sc, amb);
    // Hybrid NV 3: the first fails with a 9, the second passes with a 2.
    play(sc, [['griffin', { kind: 'aura', card: auraId(sc, 'Aura of Renunciation') }]], [9, 2]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal.every((c) => c.kind === 'relocate' && c.warrior === h1)).toBe(true);
    // The nearest squares outside the zone (x or y = 7), two steps from (5,5).
    expect(legal).toContainEqual({ kind: 'relocate', warrior: h1, x: 7, y: 5 });
    expect(legal).not.toContainEqual({ kind: 'relocate', warrior: h1, x: 6, y: 6 });
    play(sc, [['griffin', { kind: 'relocate', warrior: h1, x: 7, y: 5 }]]);
    expect([w(sc, h1).x, w(sc, h1).y]).toEqual([7, 5]);
    expect([w(sc, h2).x, w(sc, h2).y]).toEqual([3, 3]);
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'mode')).toBe(true);
  });
});

describe('Conviction', () => {
  const ZEALOT = profile({ id: 'zealot', side: 'griffin', aptitudes: [{ name: 'Conviction', x: 1 }] });

  function band(options: Record<string, unknown> = {}): {
    sc: Scenario;
    amb: string;
    kn: string;
    z: string;
    e: string;
  } {
    const sc = scenario({
      profiles: [ZEALOT],
      options,
      warriors: [
        { profile: 'knight-of-hod', at: [0, 0] },
        { profile: 'ambrosius', at: [2, 0] },
        { profile: 'zealot', at: [2, 7] },
        { profile: 'hybrid', at: [2, 6], facing: 'N' },
      ],
    });
    const [kn, amb, z, e] = sc.ids as [string, string, string, string];
    sc.state.cards.leaders.griffin = pickLeader(sc.ctx, sc.state, 'griffin');
    return { sc, amb, kn, z, e };
  }

  it('HY-APT-16 AMB-28 AMB-67 the leader is the Aura bearer with the highest Aura, then Rank, then current NV', () => {
    const { sc, amb, kn } = band();
    // Ambrosius Aura/2 over the Knight's Aura/1.
    expect(pickLeader(sc.ctx, sc.state, 'griffin')).toBe(amb);
    // Equal Aura and Rank: the higher current NV.
    const twin = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [0, 0], wounds: 1 },
        { profile: 'knight-of-hod', at: [2, 0] },
      ],
    });
    expect(pickLeader(twin.ctx, twin.state, 'griffin')).toBe(twin.ids[1]);
    // Equal Aura: the higher Rank leads, even with fewer NV points left.
    const CAPTAIN = profile({ id: 'captain', side: 'griffin', rank: 4, aptitudes: [{ name: 'Aura', x: 1 }] });
    const ranked = scenario({
      profiles: [CAPTAIN],
      warriors: [
        { profile: 'knight-of-hod', at: [0, 0] },
        { profile: 'captain', at: [2, 0], wounds: 2 },
      ],
    });
    expect(pickLeader(ranked.ctx, ranked.state, 'griffin')).toBe(ranked.ids[1]);
    expect(kn).not.toBe(amb);
  });

  /** A real setup on a 16x16 board: the Griffin army as listed on the bottom row, the Scorpions facing them. */
  function mustered(griffin: string[], options: Record<string, unknown> = {}): { sc: Scenario; s: HybridState } {
    const row = (y: number): Array<[number, number]> => Array.from({ length: 8 }, (_, x) => [x, y]);
    const sc = scenario({
      tiles: [OPEN_TILE, OPEN_TILE, OPEN_TILE, OPEN_TILE],
      warriors: [],
      profiles: [ZEALOT],
      options,
      mission: {
        deployment: [
          { side: 'griffin', rank: 4, facing: 'N', squares: row(0) },
          { side: 'scorpion', rank: 4, facing: 'S', squares: row(7) },
        ],
      },
    });
    const armies = { griffin, scorpion: ['hybrid'] };
    const s = unwrap(setupState(sc.ctx, { mission: 'test', armies }, SeededDice.fromSeed(3)));
    return { sc, s };
  }
  const leaderPicks = (sc: Scenario, s: HybridState) =>
    sc.rules.legalChoices(s, 'griffin').filter((c) => c.kind === 'leader');
  /** Both hands kept and every Aura and Mutation discard made: what is still asked at setup. */
  function settled(sc: Scenario, s0: HybridState): HybridState {
    let s = s0;
    const apply = (seat: 'griffin' | 'scorpion', c: HybridChoice) => {
      const r = sc.rules.apply(s, seat, c, SeededDice.fromSeed(1));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    };
    apply('griffin', { kind: 'keep-hand' });
    apply('scorpion', { kind: 'keep-hand' });
    for (;;) {
      const aura = sc.rules.legalChoices(s, 'griffin').find((c) => c.kind === 'discard-aura');
      const mutation = sc.rules.legalChoices(s, 'scorpion').find((c) => c.kind === 'discard-mutation');
      if (aura) apply('griffin', aura);
      else if (mutation) apply('scorpion', mutation);
      else return s;
    }
  }

  it('HY-APT-16 AMB-28 a tie on Aura, Rank and current NV is the owner’s to settle: he picks the leader among the tied', () => {
    // Two Knights of Hod (Aura/1, Rank 3, NV 4) tie on every count; the zealot has Conviction.
    const { sc, s: s0 } = mustered(['knight-of-hod', 'zealot', 'knight-of-hod']);
    const [k1, zealot, k2] = s0.warriors.filter((x) => x.side === 'griffin').map((x) => x.id) as [
      string,
      string,
      string,
    ];
    expect(s0.cards.leaders.griffin).toBeNull();
    let s = settled(sc, s0);
    // The setup waits for the pick: both knights are offered, the zealot is not, and the round has not begun.
    expect(leaderPicks(sc, s)).toEqual([
      { kind: 'leader', warrior: k1 },
      { kind: 'leader', warrior: k2 },
    ]);
    expect(s.phase).toBe('opening-hand');
    expect(sc.rules.pending(s).flatMap((d) => d.seats)).toEqual(['griffin']);
    const refused = sc.rules.apply(s, 'griffin', { kind: 'leader', warrior: zealot }, SeededDice.fromSeed(1));
    expect(refused.ok).toBe(false);
    // The second knight, not the first in army order, leads once picked.
    const r = unwrap(sc.rules.apply(s, 'griffin', { kind: 'leader', warrior: k2 }, SeededDice.fromSeed(1)));
    s = r.state;
    expect(s.cards.leaders.griffin).toBe(k2);
    expect(s.cards.leaderTie).toBeUndefined();
    expect(r.events.some((e) => e.type === 'hybrid/leader-chosen' && e['warrior'] === k2)).toBe(true);
    expect(leaderPicks(sc, s)).toEqual([]);
    expect(s.phase).not.toBe('opening-hand');
    // Conviction counts from the knight picked: 7 squares from him, 9 from the other one.
    const leader = s.warriors.find((x) => x.id === k2)!;
    const other = s.warriors.find((x) => x.id === k1)!;
    const z = s.warriors.find((x) => x.id === zealot)!;
    const foe = s.warriors.find((x) => x.side === 'scorpion')!;
    Object.assign(other, { x: 0, y: 0 });
    Object.assign(leader, { x: 7, y: 0 });
    Object.assign(z, { x: 9, y: 7, status: 'in-play' });
    expect(strikeBonus(sc.ctx, s, z, foe)).toBe(1);
    Object.assign(leader, { x: 0, y: 1 });
    Object.assign(other, { x: 7, y: 0 });
    expect(strikeBonus(sc.ctx, s, z, foe)).toBe(0);
  });

  it('HY-APT-16 no pick is asked when the best bearer stands alone, or when no warrior of the side has Conviction', () => {
    // Ambrosius (Aura/2) over the Knight (Aura/1): no tie.
    const alone = mustered(['knight-of-hod', 'zealot', 'ambrosius']);
    const ambrosius = alone.s.warriors.find((x) => x.profile === 'ambrosius')!.id;
    expect(alone.s.cards.leaders.griffin).toBe(ambrosius);
    expect(leaderPicks(alone.sc, settled(alone.sc, alone.s))).toEqual([]);
    // Two tied knights and no Conviction warrior: the leader would lead no one, so nothing is asked.
    const idle = mustered(['knight-of-hod', 'purifier', 'knight-of-hod']);
    expect(idle.s.cards.leaderTie).toBeUndefined();
    expect(leaderPicks(idle.sc, settled(idle.sc, idle.s))).toEqual([]);
  });

  it('HY-APT-16 HY-APT-18 with a new leader elected (convictionReelect), the picked knight leads while he stands, then the other', () => {
    const { sc, s: s0 } = mustered(['knight-of-hod', 'zealot', 'knight-of-hod'], { convictionReelect: true });
    const [k1, zealot, k2] = s0.warriors.filter((x) => x.side === 'griffin').map((x) => x.id) as [
      string,
      string,
      string,
    ];
    const s = unwrap(
      sc.rules.apply(settled(sc, s0), 'griffin', { kind: 'leader', warrior: k2 }, SeededDice.fromSeed(1)),
    ).state;
    const at = (id: string, x: number, y: number) =>
      Object.assign(
        s.warriors.find((v) => v.id === id)!,
        { x, y },
      );
    // The first knight, ahead in army order, stands within 8 squares of the zealot; the picked one 9 away.
    at(k1, 2, 0);
    at(k2, 0, 0);
    const z = at(zealot, 9, 7);
    const foe = s.warriors.find((x) => x.side === 'scorpion')!;
    expect(strikeBonus(sc.ctx, s, z, foe)).toBe(0);
    s.warriors.find((v) => v.id === k2)!.status = 'eliminated';
    expect(strikeBonus(sc.ctx, s, z, foe)).toBe(1);
  });

  it('HY-APT-16 the bot settles a tied leader with the knight who has the zealots within his 8 squares', () => {
    const { sc, s: s0 } = mustered(['knight-of-hod', 'zealot', 'knight-of-hod', 'zealot']);
    const s = settled(sc, s0);
    const [k1, z1, k2, z2] = s.warriors.filter((x) => x.side === 'griffin').map((x) => x.id) as [
      string,
      string,
      string,
      string,
    ];
    const at = (id: string, x: number, y: number) =>
      Object.assign(
        s.warriors.find((v) => v.id === id)!,
        { x, y },
      );
    const legal = sc.rules.legalChoices(s, 'griffin');
    const bot = hybridBotKnowledge(sc.content).heuristicChoice!;
    const picks = () => [1, 2, 3, 4].map((seed) => bot(s, 'griffin', legal, SeededDice.fromSeed(seed)));
    at(k1, 0, 0);
    at(k2, 15, 0);
    // Both zealots near the second knight, then both near the first.
    at(z1, 14, 5);
    at(z2, 12, 8);
    expect(picks()).toEqual(Array(4).fill({ kind: 'leader', warrior: k2 }));
    at(z1, 1, 5);
    at(z2, 3, 8);
    expect(picks()).toEqual(Array(4).fill({ kind: 'leader', warrior: k1 }));
  });

  it('HY-APT-17 within 8 squares of the leader, without sight, +X SL on OC and DC rolls; not on Firing', () => {
    const { sc, z, e } = band();
    const a = w(sc, z);
    const t = w(sc, e);
    // Distance 7 from Ambrosius.
    expect(strikeBonus(sc.ctx, sc.state, a, t)).toBe(1);
    expect(parryBonus(sc.ctx, sc.state, a)).toBe(1);
    expect(fireSL(sc.ctx, sc.state, a, t, 0)).toBe(4);
    expect(strikeSL(sc.ctx, a, t, 1, 0, sc.state)).toBe(5);
    expect(parrySL(sc.ctx, a, 1, sc.state)).toBe(5);
    // Nine squares away: nothing.
    a.x = 11;
    a.y = 8;
    expect(strikeBonus(sc.ctx, sc.state, a, t)).toBe(0);
  });

  it('HY-APT-18 AMB-28 once the leader is eliminated Conviction stops for good (an option lets the next bearer lead)', () => {
    const { sc, amb, z, e } = band();
    w(sc, amb).status = 'eliminated';
    expect(strikeBonus(sc.ctx, sc.state, w(sc, z), w(sc, e))).toBe(0);
    const other = band({ convictionReelect: true });
    w(other.sc, other.amb).status = 'eliminated';
    // The Knight at (0,0) is 7 squares from the zealot.
    expect(strikeBonus(other.sc.ctx, other.sc.state, w(other.sc, other.z), w(other.sc, other.e))).toBe(1);
  });
});

describe('Mutations', () => {
  function lab(kept: string[], extra: Profile[] = []): { sc: Scenario; h: string; k: string; p: string } {
    const sc = scenario({
      profiles: extra,
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'skorize', at: [6, 3] },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
        ...extra.map((x, i) => ({ profile: x.id, at: [i, 0] as const })),
      ],
    });
    const [h, k, p] = sc.ids as [string, string, string];
    sc.state.cards.mutationKept = kept.map((n) => mutId(sc, n));
    return { sc, h, k, p };
  }

  it('HY-MUTATION-03 HY-APT-29 HY-MUTATION-04 only a Mutation/X warrior, at his own activation, and at most X cards', () => {
    const { sc, h, k } = lab(['Muscular Hypertrophy', 'Chitin Plates']);
    const [mh, cp] = sc.state.cards.mutationKept as [string, string];
    activate(sc, k);
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'mutate')).toBe(false);
    activate(sc, h);
    const legal = sc.rules.legalChoices(sc.state, 'scorpion');
    expect(legal).toContainEqual({ kind: 'mutate', warrior: h, card: mh });
    expect(legal).toContainEqual({ kind: 'mutate', warrior: h, card: cp });
    expect(legal.some((c) => c.kind === 'mutate' && c.warrior === k)).toBe(false);
    play(sc, [['scorpion', { kind: 'mutate', warrior: h, card: mh }]]);
    expect(w(sc, h).mutations).toEqual([mh]);
    // Mutation/1 is used up.
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'mutate')).toBe(false);
    // Only at the start of the activation.
    const again = lab(['Chitin Plates']);
    activate(again.sc, again.h);
    play(again.sc, [['scorpion', { kind: 'mode', mode: 'DC' }]]);
    expect(again.sc.rules.legalChoices(again.sc.state, 'scorpion').some((c) => c.kind === 'mutate')).toBe(false);
  });

  it('HY-MUTATION-06 HY-MUTATION-07 a given card stays with its carrier and goes to the discard pile when he dies', () => {
    const TWIN = profile({ id: 'twin', side: 'scorpion', aptitudes: [{ name: 'Mutation', x: 2 }] });
    const { sc, h } = lab(['Chitin Plates'], [TWIN]);
    const cp = sc.state.cards.mutationKept[0]!;
    activate(sc, h);
    play(sc, [['scorpion', { kind: 'mutate', warrior: h, card: cp }]]);
    w(sc, h).wounds = 2;
    activate(sc, sc.ids[2] as string);
    // The Purifier kills him.
    w(sc, sc.ids[2] as string).facing = 'S';
    play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: h, level: 1 }],
      ],
      [1],
    );
    expect(w(sc, h).status).toBe('eliminated');
    expect(sc.state.cards.mutationDiscard).toContain(cp);
    activate(sc, sc.ids[3] as string);
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'mutate')).toBe(false);
  });

  it('HY-MUTATION-08 Purulent Excrescence may go to any eligible warrior at any activation, and its carrier takes a wound', () => {
    const { sc, h, k } = lab(['Purulent Excrescence']);
    const pe = sc.state.cards.mutationKept[0]!;
    // Skorize activates; the Hybrid (Mutation/1) may receive it now.
    activate(sc, k);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'mutate', warrior: h, card: pe });
    play(sc, [['scorpion', { kind: 'mutate', warrior: h, card: pe }]]);
    expect(w(sc, h).wounds).toBe(1);
    expect(w(sc, h).mutations).toEqual([pe]);
  });

  function sprayed(carrierWounds: number, rolls: number[]) {
    const { sc, h, p } = lab([]);
    w(sc, h).mutations = [mutId(sc, 'Purulent Excrescence')];
    w(sc, h).wounds = carrierWounds;
    activate(sc, p);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: h, level: 1 }],
      ],
      rolls,
    );
    return { sc, h, p, ev };
  }

  it('HY-MUTATION-09 an enemy in OC who wounds the carrier makes a plain Natural Roll or takes a wound', () => {
    // Purifier strikes (2 hits), then rolls 5 against NV 3: fails, one wound.
    const a = sprayed(0, [2, 5]);
    expect(rolls(a.ev)[1]).toMatchObject({ purpose: 'Purulent Excrescence', sl: 3, result: 'failure' });
    expect(w(a.sc, a.p).wounds).toBe(1);
    const b = sprayed(0, [2, 3]);
    expect(w(b.sc, b.p).wounds).toBe(0);
  });

  it('HY-MUTATION-10 a melee attacker who takes the carrier’s last NV point takes a wound with no roll', () => {
    const { sc, h, p, ev } = sprayed(2, [2]);
    expect(w(sc, h).status).toBe('eliminated');
    expect(w(sc, p).wounds).toBe(1);
    expect(rolls(ev)).toHaveLength(1);
  });

  it('HY-MUTATION-11 no fighter loses more than one NV point to the Mutation', () => {
    const { sc, h, p } = sprayed(0, [2, 9]);
    expect(w(sc, p).wounds).toBe(1);
    w(sc, h).wounds = 0;
    activate(sc, p);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: h, level: 1 }],
      ],
      [2],
    );
    expect(rolls(ev)).toHaveLength(1);
    expect(w(sc, p).wounds).toBe(1);
  });

  it('HY-MUTATION-12 AMB-50 Steel Tendons needs a printed NV of 3 or more, wounds do not matter', () => {
    const RUNT = profile({ id: 'runt', side: 'scorpion', nv: 2, aptitudes: [{ name: 'Mutation', x: 1 }] });
    const { sc, h } = lab(['Steel Tendons'], [RUNT]);
    const st = sc.state.cards.mutationKept[0]!;
    const runt = sc.ids[3] as string;
    activate(sc, runt);
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'mutate')).toBe(false);
    w(sc, h).wounds = 1;
    activate(sc, h);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'mutate', warrior: h, card: st });
  });

  it('HY-MUTATION-13 Muscular Hypertrophy: +1 OC value and +1 SL on OC rolls', () => {
    const { sc, h, p } = lab([]);
    const hy = w(sc, h);
    const before = [modeValue(sc.ctx, hy, 'OC'), strikeSL(sc.ctx, hy, w(sc, p), 1, 0, sc.state)];
    hy.mutations = [mutId(sc, 'Muscular Hypertrophy')];
    expect([modeValue(sc.ctx, hy, 'OC'), strikeSL(sc.ctx, hy, w(sc, p), 1, 0, sc.state)]).toEqual([
      (before[0] ?? 0) + 1,
      (before[1] ?? 0) + 1,
    ]);
    // Level 5 becomes available to the Hybrid (OC 4 + 1).
    activate(sc, h);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'strike', target: p, level: 5 });
  });

  it('the sample Mutations Acid Glands (-1 SL on melee against him) and Barbed Tail (no +1 from his rear)', () => {
    const { sc, h, p } = lab([]);
    const sl = () => strikeSL(sc.ctx, w(sc, p), w(sc, h), 1, 0, sc.state);
    // The Purifier strikes the Hybrid from the front, then from his rear (the Hybrid turned away).
    const front = sl();
    w(sc, h).facing = 'S';
    const rear = sl();
    expect(rear).toBe(front + 1);
    w(sc, h).mutations = [mutId(sc, 'Barbed Tail')];
    expect(sl()).toBe(front);
    w(sc, h).facing = 'N';
    expect(sl()).toBe(front);
    w(sc, h).mutations = [mutId(sc, 'Acid Glands')];
    expect(sl()).toBe(front - 1);
    w(sc, h).facing = 'S';
    expect(sl()).toBe(rear - 1);
  });

  it('the sample Army cards of the rally kind: +1 SL on the parries of their side until the round they name ends', () => {
    const { sc, h, p } = lab([]);
    const rally = sc.content.armyCards.find((a) => a.effect === 'rally')!;
    const [mine, theirs] = [parryBonus(sc.ctx, sc.state, w(sc, h)), parryBonus(sc.ctx, sc.state, w(sc, p))];
    sc.state.cards.constants.push({ card: rally.id, seat: w(sc, h).side, until: sc.state.round });
    expect(parryBonus(sc.ctx, sc.state, w(sc, h))).toBe(mine + 1);
    expect(parryBonus(sc.ctx, sc.state, w(sc, p))).toBe(theirs);
    sc.state.round += 1;
    expect(parryBonus(sc.ctx, sc.state, w(sc, h))).toBe(mine);
  });

  it('HY-MUTATION-14 Biomechanical Shell: once per game, at his activation, no wound until the end of the round', () => {
    const { sc, h, p } = lab([]);
    w(sc, h).mutations = [mutId(sc, 'Biomechanical Shell')];
    activate(sc, h);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'shell' });
    play(sc, [
      ['scorpion', { kind: 'shell' }],
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'done' }],
    ]);
    activate(sc, p);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: h, level: 1 }],
      ],
      [1],
    );
    expect(ev.map((x) => x.type)).toContain('hybrid/shell-holds');
    expect(w(sc, h).wounds).toBe(0);
    // Next round it no longer holds, and it cannot be used again.
    sc.state.round = 2;
    activate(sc, h);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).not.toContainEqual({ kind: 'shell' });
    activate(sc, p);
    play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: h, level: 1 }],
      ],
      [3],
    );
    expect(w(sc, h).wounds).toBe(1);
  });
});

describe('Armour-Piercing Shot', () => {
  const MARKSMAN = profile({
    id: 'marksman',
    side: 'griffin',
    nv: 4,
    f: 4,
    aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
  });
  const TITAN = profile({ id: 'titan', side: 'scorpion', aptitudes: [{ name: 'Titan' }] });

  function range(first: { profile?: string; facing?: 'N' | 'S'; dc?: boolean } = {}) {
    const sc = scenario({
      profiles: [MARKSMAN, TITAN],
      warriors: [
        { profile: 'marksman', at: [3, 0] },
        { profile: first.profile ?? 'hybrid', at: [3, 3], facing: first.facing ?? 'S', dc: first.dc ?? false },
        { profile: 'hybrid', at: [3, 5] },
        { profile: 'hybrid', at: [3, 6] },
      ],
    });
    const [m, a, b, c] = sc.ids as [string, string, string, string];
    activate(sc, m);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    return { sc, m, a, b, c };
  }

  it('HY-APT-47 HY-APT-48 HY-APT-49 after a hit, a second roll at a warrior up to X behind, with no card', () => {
    const { sc, m, a, b, c } = range();
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual({ kind: 'fire', target: a, level: 1, pierce: b });
    // Three squares behind is out of reach for X = 2.
    expect(legal).not.toContainEqual({ kind: 'fire', target: a, level: 1, pierce: c });
    const two = sc.content.actionCards.find((x) => x.name === 'Battle Cry')!.id;
    sc.state.sides.griffin.hand = [two];
    sc.state.actionDeck = sc.state.actionDeck.filter((x) => x !== two);
    play(sc, [['griffin', { kind: 'fire', target: a, level: 1, pierce: b }]]);
    const ev = play(sc, [['griffin', { kind: 'cards', cards: [two] }]], [3, 4]);
    // First shot NV 4 + 2 points; the second, an Aptitude's roll, gets no points.
    expect(rolls(ev).map((r) => [r['warrior'], r['sl']])).toEqual([
      [m, 6],
      [m, 4],
    ]);
    expect([w(sc, a).wounds, w(sc, b).wounds]).toEqual([1, 1]);
    // Once per round.
    activate(sc, m);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((x) => x.kind === 'fire' && x.pierce)).toBe(false);
  });

  it('HY-APT-47 a missed first shot goes no further', () => {
    const { sc, a, b } = range();
    const ev = play(sc, [['griffin', { kind: 'fire', target: a, level: 1, pierce: b }]], [9]);
    expect(rolls(ev)).toHaveLength(1);
    expect(w(sc, b).wounds).toBe(0);
    expect(sc.state.cards.piercedRound).toEqual({});
  });

  it('HY-APT-50 HY-APT-57 no second shot through a Titan, nor through a warrior in Defensive Combat facing the shooter', () => {
    const titan = range({ profile: 'titan' });
    expect(titan.sc.rules.legalChoices(titan.sc.state, 'griffin').some((x) => x.kind === 'fire' && x.pierce)).toBe(
      false,
    );
    const guard = range({ dc: true, facing: 'S' });
    expect(guard.sc.rules.legalChoices(guard.sc.state, 'griffin').some((x) => x.kind === 'fire' && x.pierce)).toBe(
      false,
    );
    // In DC with his back to the shooter, the bullet goes through.
    const back = range({ dc: true, facing: 'N' });
    expect(back.sc.rules.legalChoices(back.sc.state, 'griffin')).toContainEqual({
      kind: 'fire',
      target: back.a,
      level: 1,
      pierce: back.b,
    });
  });
});

describe('Titan and the aptitudes in general', () => {
  it('HY-APT-53 HY-MODE-F-06 shots at a Titan get +1, and a Titan on a large base still only +1', () => {
    const T1 = profile({ id: 't1', side: 'scorpion', aptitudes: [{ name: 'Titan' }] });
    const T2 = profile({ id: 't2', side: 'scorpion', base: '2x2', aptitudes: [{ name: 'Titan' }] });
    const N2 = profile({ id: 'n2', side: 'scorpion', base: '2x2' });
    const sc = scenario({
      profiles: [T1, T2, N2],
      warriors: [
        { profile: 'purifier', at: [0, 0] },
        { profile: 'hybrid', at: [3, 3] },
        { profile: 't1', at: [5, 3] },
        { profile: 't2', at: [2, 6] },
        { profile: 'n2', at: [5, 6] },
      ],
    });
    const [p, ...targets] = sc.ids as [string, ...string[]];
    const sl = targets.map((t) => fireSL(sc.ctx, sc.state, w(sc, p), w(sc, t), 0));
    expect(sl).toEqual([3, 4, 4, 4]);
  });

  it('HY-GEN-13 HY-APT-01 X comes from each profile card and the aptitude works alike for all', () => {
    const A = profile({ id: 'pa', side: 'griffin', aptitudes: [{ name: 'Prestige', x: 1 }] });
    const B = profile({ id: 'pb', side: 'griffin', aptitudes: [{ name: 'Prestige', x: 3 }] });
    const sc = scenario({
      profiles: [A, B],
      warriors: [
        { profile: 'pa', at: [1, 1] },
        { profile: 'pb', at: [5, 1] },
        { profile: 'hybrid', at: [1, 2], facing: 'S' },
      ],
    });
    const [a, b, t] = sc.ids as [string, string, string];
    // Both NV 4: the bonus is each card's own X.
    expect(strikeSL(sc.ctx, w(sc, a), w(sc, t), 1, 0, sc.state)).toBe(5);
    expect(strikeSL(sc.ctx, w(sc, b), w(sc, t), 1, 0, sc.state)).toBe(7);
    // Choosing a Mode never brings an aptitude: Defensive Combat gives no Prestige beyond X.
    expect(parrySL(sc.ctx, w(sc, b), 1, sc.state)).toBe(7);
  });
});

void tryApply;
