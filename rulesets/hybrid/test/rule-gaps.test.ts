import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@skirmish/core';
import { onActivationStart } from '../src/cards/play.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridPresenter } from '../src/presenter.ts';
import { activate, play, rolls, scenario, tryApply, w, type Scenario } from './scenario.ts';

// Sample profiles: Skorize (Scorpion) NV 4, Infiltration/4; Purifier (Griffin) NV 3; Hybrid
// (Scorpion) NV 3; Pest of Flesh (Scorpion) NV 2, MV 4, Sacrifice/1; Knight of Hod (Griffin)
// Aura/1. Hands are empty unless a test deals cards.

const endMoves = (ev: readonly GameEvent[], id: string) =>
  ev.filter((e) => e.type === 'hybrid/end-move' && e['warrior'] === id).map((e) => e['mp']);

/** Ends the activation of `id` and the round with it: the other side has no one left to activate. */
function endRound(sc: Scenario, id: string, rolls: readonly number[] = [5, 6]): GameEvent[] {
  const seat = w(sc, id).side;
  sc.state.sides[seat === 'griffin' ? 'scorpion' : 'griffin'].sequence = [];
  return play(sc, [[seat, { kind: 'end' }]], rolls);
}

describe('leaving the laboratory in an end-of-round move (HY-TERRAIN-08, HY-APT-34)', () => {
  it('HY-TERRAIN-08 HY-APT-34 an Infiltration move that reaches an Exit square with a point left may leave the laboratory', () => {
    // A double Entry/Exit counter on (3,0)-(4,0). Skorize, one square north of it, faces south.
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [3, 1], facing: 'S', id: 'k' },
        { profile: 'purifier', at: [7, 7], facing: 'N', id: 'p' },
      ],
      mission: {
        entries: [
          {
            id: 'gate',
            squares: [
              [3, 0],
              [4, 0],
            ],
            covers: [
              [2, 0],
              [5, 0],
            ],
          },
        ],
      },
    });
    activate(sc, 'k');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(endMoves(endRound(sc, 'k'), 'k')).toEqual([4]);
    play(sc, [['scorpion', { kind: 'move', x: 3, y: 0, facing: 'S' }]]);
    expect(sc.state.current).toMatchObject({ warrior: 'k', endOfRound: true, mpLeft: 3 });
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'leave' });
    play(sc, [['scorpion', { kind: 'leave' }]], [5, 6]);
    expect(w(sc, 'k').status).toBe('left');
  });
});

describe('Heroic Move and Infiltration at the end of one round (HY-MODE-MV-13, HY-APT-34, AMB-17)', () => {
  /** A scout with MV 6 (Heroic Move) and Infiltration/3, NV 4. */
  const SCOUT: Profile = {
    id: 'scout',
    name: 'Scout',
    side: 'scorpion',
    nv: 4,
    oc: 3,
    dc: 3,
    f: null,
    mv: 6,
    movement: 6,
    rank: 2,
    base: '1x1',
    equipment: [],
    aptitudes: [{ name: 'Infiltration', x: 3 }],
    source: 'sample',
  };

  /** The scout on (1,0) facing north has made his Heroic Move activation; the Purifier on (6,6) faces `facing`. */
  function heroic(facing: 'N' | 'W'): Scenario {
    const sc = scenario({
      profiles: [SCOUT],
      warriors: [
        { profile: 'scout', at: [1, 0], facing: 'N', id: 'sc' },
        { profile: 'purifier', at: [6, 6], facing, id: 'p' },
      ],
    });
    activate(sc, 'sc');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 6 }],
      ['scorpion', { kind: 'done' }],
    ]);
    return sc;
  }

  it('HY-MODE-MV-13 HY-APT-34 a warrior with both makes both moves, the Heroic Move (NV) first, then the Infiltration move (X)', () => {
    const sc = heroic('N');
    expect(endMoves(endRound(sc, 'sc'), 'sc')).toEqual([4]);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [5, 6],
    );
    expect(endMoves(ev, 'sc')).toEqual([3]);
    expect(sc.state.current).toMatchObject({ warrior: 'sc', endOfRound: true, mpLeft: 3 });
  });

  it('HY-MODE-MV-13 HY-APT-34 AMB-17 each end-of-round move has a free quarter turn of its own, though the activation spent its one', () => {
    const sc = heroic('N');
    // A second activation this round in which the scout spends his free quarter turn facing east.
    activate(sc, 'sc');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 6 }],
      ['scorpion', { kind: 'move', x: 1, y: 0, facing: 'E' }],
    ]);
    expect(sc.state.current?.freeTurnUsed).toBe(true);
    const turnNorth = () =>
      sc.rules
        .legalChoices(sc.state, 'scorpion')
        .find((c) => c.kind === 'move' && c.x === 1 && c.y === 0 && c.facing === 'N');
    expect(turnNorth()).toMatchObject({ cost: 1 });
    play(sc, [['scorpion', { kind: 'done' }]]);
    // The Heroic Move (NV 4 points), then the Infiltration move (3): turning back north is free in each.
    expect(endMoves(endRound(sc, 'sc'), 'sc')).toEqual([4]);
    expect(turnNorth()).toMatchObject({ cost: 0 });
    play(sc, [['scorpion', { kind: 'move', x: 1, y: 0, facing: 'N' }]]);
    expect(sc.state.current).toMatchObject({ endOfRound: true, mpLeft: 4 });
    play(sc, [
      ['scorpion', { kind: 'move', x: 1, y: 0, facing: 'E' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
    ]);
    expect(sc.state.current).toMatchObject({ warrior: 'sc', endOfRound: true, mpLeft: 3 });
    expect(turnNorth()).toMatchObject({ cost: 0 });
  });

  it('HY-APT-37 HY-APT-34 one whom an enemy saw during his Heroic Move has no Infiltration move left', () => {
    // The Purifier on (6,6) faces west: the scout on (1,0) is out of his sight, on (1,4) in it.
    const sc = heroic('W');
    expect(endMoves(endRound(sc, 'sc'), 'sc')).toEqual([4]);
    expect(w(sc, 'sc').infiltrationLost).toBe(false);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'move', x: 1, y: 4, facing: 'N' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [5, 6],
    );
    expect(w(sc, 'sc').infiltrationLost).toBe(true);
    expect(endMoves(ev, 'sc')).toEqual([]);
    expect(sc.state.round).toBe(2);
  });
});

describe('a warrior pinned by Skilled or Expert Move (HY-MODE-MV-08, HY-DOOR-02)', () => {
  it('HY-MODE-MV-08 HY-MOVE-26 HY-DOOR-02 is offered no door to open or close, not even in Moving Mode where it costs nothing', () => {
    const edges: Record<string, 'wall'> = {};
    for (let x = 0; x < 8; x++) if (x !== 3) edges[`${x},3,N`] = 'wall';
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [6, 7], facing: 'S', id: 'h' },
      ],
      mission: { edges, doors: [{ id: 'd', edges: ['3,3,N'], open: false }] },
    });
    activate(sc, 'p');
    play(sc, [['griffin', { kind: 'mode', mode: 'MV', level: 1 }]]);
    // Free to move, he may open it for 0 points; pinned, he may not.
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'door', door: 'd' });
    w(sc, 'p').blocked = 'skilled';
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'door')).toBe(false);
    const r = tryApply(sc, 'griffin', { kind: 'door', door: 'd' });
    expect(r.ok ? null : r.error.code).toBe('door/out-of-reach');
  });
});

describe('a Sacrifice is an elimination like any other (HY-APT-44, HY-MUTATION-07)', () => {
  /** A Pest of Flesh that may carry one Mutation card. */
  const MUTANT: Profile = {
    id: 'mutant-pest',
    name: 'Mutant Pest',
    side: 'scorpion',
    nv: 2,
    oc: 2,
    dc: 1,
    f: null,
    mv: 4,
    movement: 8,
    rank: 0,
    base: '1x1',
    equipment: [],
    aptitudes: [
      { name: 'Sacrifice', x: 1 },
      { name: 'Mutation', x: 1 },
    ],
    source: 'sample',
  };

  it('HY-APT-44 HY-MUTATION-07 HY-APT-46 the creature is removed from the game, its Mutation card discarded; no Action card, no First Blood', () => {
    const sc = scenario({
      profiles: [MUTANT],
      armyHidden: true,
      warriors: [
        { profile: 'mutant-pest', at: [3, 3], facing: 'N', id: 'x' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p' },
      ],
    });
    sc.state.firstContact = true;
    const card = sc.content.mutationCards[0]?.id as string;
    sc.state.cards.mutationKept = sc.state.cards.mutationKept.filter((c) => c !== card);
    w(sc, 'x').mutations = [card];
    activate(sc, 'x');
    const hands = [sc.state.sides.griffin.hand.length, sc.state.sides.scorpion.hand.length];
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'sacrifice', target: 'p' }],
    ]);
    expect(w(sc, 'x').status).toBe('removed');
    expect(w(sc, 'p').wounds).toBe(1);
    const gone = ev.find((e) => e.type === 'hybrid/eliminated' && e['warrior'] === 'x');
    expect(gone).toMatchObject({ removed: true, rule: 'HY-APT-44' });
    expect(hybridPresenter.event(gone as GameEvent, 'en')).toMatch(/ is removed from the game$/);
    expect(hybridPresenter.event(gone as GameEvent, 'hu')).toMatch(/ végleg kikerült a játékból$/);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'hybrid/mutation-discarded', card }));
    expect(sc.state.cards.mutationDiscard).toContain(card);
    expect([sc.state.sides.griffin.hand.length, sc.state.sides.scorpion.hand.length]).toEqual(hands);
    expect(sc.state.firstBlood).toBe(false);
  });

  it('HY-APT-44 HY-AURA-12 a bearer who sacrifices himself takes his Aura with him', () => {
    const ZEALOT: Profile = {
      ...MUTANT,
      id: 'zealot',
      name: 'Zealot',
      side: 'griffin',
      aptitudes: [
        { name: 'Sacrifice', x: 1 },
        { name: 'Aura', x: 1 },
      ],
    };
    const sc = scenario({
      profiles: [ZEALOT],
      warriors: [
        { profile: 'zealot', at: [3, 3], facing: 'N', id: 'z' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h' },
      ],
    });
    const aura = sc.content.auraCards[0]?.id as string;
    sc.state.cards.auraActive['z'] = { card: aura, stamp: 1 };
    activate(sc, 'z');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'MV', level: 1 }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'sacrifice', target: 'h' }],
    ]);
    expect(w(sc, 'z').status).toBe('removed');
    expect(sc.state.cards.auraActive['z']).toBeUndefined();
  });
});

describe('the Aura of Renunciation test of an Expert Move victim (HY-MODE-MV-10, HY-AURA-14)', () => {
  it('HY-MODE-MV-10 HY-AURA-14 an Expert Move victim rolls his NV - 2: a Hybrid fails it on a 2 (SL 1) and is moved out', () => {
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3], facing: 'N', id: 'k' },
        { profile: 'hybrid', at: [4, 4], facing: 'S', id: 'h' },
      ],
    });
    const renunciation = sc.content.auraCards.find((a) => a.name === 'Aura of Renunciation')?.id as string;
    sc.state.cards.auraKept['k'] = [renunciation];
    w(sc, 'h').blocked = 'expert';
    activate(sc, 'k');
    onActivationStart(sc.ctx, sc.state, w(sc, 'k'));
    const ev = play(sc, [['griffin', { kind: 'aura', card: renunciation }]], [2]);
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Aura of Renunciation', warrior: 'h', sl: 1, result: 'failure' });
    expect(sc.state.cards.relocate).toEqual({ bearer: 'k', warriors: ['h'] });
  });
});
