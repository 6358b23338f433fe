/**
 * The worked examples of section 5 of the checklist (WE-xx), each with the figures the book gives.
 * Examples already proved elsewhere are listed in the README with their tests.
 */
import { describe, expect, it } from 'vitest';
import { inAura, pickLeader } from '../src/aptitudes.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { parrySL, strikeSL } from '../src/rules.ts';
import type { Seat } from '../src/state.ts';
import { activate, play, rolls, scenario, w, type Scenario } from './scenario.ts';

const base: Profile = {
  id: 'base',
  name: 'Base',
  side: 'griffin',
  nv: 4,
  oc: 3,
  dc: 3,
  f: null,
  mv: 3,
  movement: 6,
  rank: 2,
  base: '1x1',
  equipment: [],
  aptitudes: [],
  source: 'sample',
};

/** Aberration's Frenzy/1 without Brutish Strength, so that no push moves the victims about. */
const BRUTE: Profile = {
  ...base,
  id: 'brute',
  side: 'scorpion',
  nv: 5,
  oc: 5,
  aptitudes: [{ name: 'Frenzy', x: 1 }],
};

const moveChoices = (sc: Scenario, seat: Seat) =>
  sc.rules.legalChoices(sc.state, seat).filter((c): c is Extract<HybridChoice, { kind: 'move' }> => c.kind === 'move');

/** One melee activation: Offensive Combat, no movement, a Basic Strike; a Hindrance question is passed. */
function strike(sc: Scenario, attacker: string, target: string, dice: number[], level = 1) {
  const seat = w(sc, attacker).side;
  const foe: Seat = seat === 'griffin' ? 'scorpion' : 'griffin';
  activate(sc, attacker);
  const ev = play(
    sc,
    [
      [seat, { kind: 'mode', mode: 'OC' }],
      [seat, { kind: 'done' }],
      [seat, { kind: 'strike', target, level }],
    ],
    dice,
  );
  if (sc.rules.pending(sc.state)[0]?.kind === 'hybrid/hindrance')
    ev.push(...play(sc, [[foe, { kind: 'hinder', card: null }]], dice.slice(rolls(ev).length)));
  return ev;
}

describe('worked examples: movement', () => {
  it('HY-MOVE-12 WE-16 Movement 7: three side-steps cost 6 MP and leave 1 square forward', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [1, 1], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'far' },
      ],
    });
    activate(sc, 'h');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(sc.state.current?.mpLeft).toBe(7);
    play(sc, [
      ['scorpion', { kind: 'move', x: 2, y: 1, facing: 'N' }],
      ['scorpion', { kind: 'move', x: 3, y: 1, facing: 'N' }],
      ['scorpion', { kind: 'move', x: 4, y: 1, facing: 'N' }],
    ]);
    expect(sc.state.current?.mpLeft).toBe(1);
    const moves = moveChoices(sc, 'scorpion');
    expect(moves).toContainEqual({ kind: 'move', x: 4, y: 2, facing: 'N', cost: 1 });
    expect(moves.some((m) => m.y >= 3)).toBe(false);
  });

  it('HY-MOVE-07 WE-46 squeezing diagonally between enemies at the front and one side costs 2 MP, not 3', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'front' },
        { profile: 'purifier', at: [4, 3], facing: 'W', id: 'side' },
      ],
    });
    activate(sc, 'h');
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const squeeze = moveChoices(sc, 'scorpion').find((m) => m.x === 4 && m.y === 4);
    expect(squeeze?.cost).toBe(2);
    play(sc, [['scorpion', { kind: 'move', x: 4, y: 4, facing: 'N' }]]);
    expect(sc.state.current?.mpLeft).toBe(7 - 2);
  });
});

describe('worked examples: doors', () => {
  /** X (a Purifier) below a single open door in a wall; enemy A right behind the door (the FAQ's `_A_` over `X`). */
  function doorway(level: 1 | 2) {
    const sc = scenario({
      mission: {
        edges: { '2,3,N': 'wall', '4,3,N': 'wall' },
        doors: [{ id: 'd', edges: ['3,3,N'], open: true }],
      },
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'x' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'a' },
      ],
    });
    activate(sc, 'x');
    play(sc, [['griffin', { kind: 'mode', mode: 'MV', level }]]);
    return moveChoices(sc, 'griffin').find((m) => m.x === 4 && m.y === 4);
  }

  it('HY-MOVE-08 HY-MODE-MV-07 WE-47 the diagonal through the doorway past A is forbidden, except in Novice Move at +1', () => {
    // Basic Move: the square beyond is reached only the long way round, never by the 2-point diagonal.
    const basic = doorway(1);
    expect(basic === undefined || (basic.cost ?? 0) > 2).toBe(true);
    // Novice Move: the diagonal with its one-point surcharge.
    expect(doorway(2)?.cost).toBe(2);
  });
});

describe('worked examples: Modes', () => {
  it('HY-MODE-02 WE-18 an OC value of 4 offers levels 1 to 4', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'p' },
      ],
    });
    activate(sc, 'h');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    const levels = new Set(
      sc.rules
        .legalChoices(sc.state, 'scorpion')
        .filter((c) => c.kind === 'strike')
        .map((c) => (c.kind === 'strike' ? c.level : 0)),
    );
    expect([...levels].sort()).toEqual([1, 2, 3, 4]);
  });

  it('HY-APT-35 HY-APT-37 HY-MODE-OC-04 WE-35 WE-36 Skorize strikes from behind in his Infiltration move: 2 + 1 = 3 wounds, and Infiltration is gone', () => {
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [1, 1], facing: 'N', id: 'k' },
        { profile: 'seneschal', at: [4, 5], facing: 'N', id: 's' },
      ],
    });
    activate(sc, 'k');
    // His activation: Offensive Combat, nothing within reach.
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
      ['griffin', { kind: 'mode', mode: 'MV', level: 1 }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(w(sc, 'k').infiltrationLost).toBe(false);
    // End of the round: the Infiltration move, 4 MP, still in OC, so he may close in and strike.
    expect(sc.state.current).toMatchObject({ warrior: 'k', endOfRound: true, mode: 'OC', mpLeft: 4 });
    const behind = moveChoices(sc, 'scorpion').find((m) => m.x === 4 && m.y === 4);
    expect(behind).toBeDefined();
    play(sc, [
      ['scorpion', { kind: 'move', x: 4, y: 4, facing: 'N' }],
      ['scorpion', { kind: 'done' }],
    ]);
    // Skilled Strike from the rear: NV 4 + 1 rear + 1 Felon = SL 6. A 1 (Perfect: 2 wounds), then a 3 (1 wound).
    const ev = play(sc, [['scorpion', { kind: 'strike', target: 's', level: 3 }]], [1, 3]);
    expect(rolls(ev).map((r) => [r['kept'], r['sl'], r['result']])).toEqual([
      [1, 6, 'perfect'],
      [3, 6, 'success'],
    ]);
    expect(w(sc, 's').wounds).toBe(3);
    play(sc, [['scorpion', { kind: 'end' }]], [5, 6]);
    expect(w(sc, 'k').infiltrationLost).toBe(true);
  });
});

describe('worked examples: aptitudes and cards', () => {
  it('HY-AURA-08 WE-25 an Aura/3 zone holds 7 x 7 - 1 = 48 squares', () => {
    const BEARER: Profile = { ...base, id: 'bearer', aptitudes: [{ name: 'Aura', x: 3 }] };
    const sc = scenario({
      profiles: [BEARER],
      warriors: [
        { profile: 'bearer', at: [4, 4], id: 'b' },
        { profile: 'hybrid', at: [0, 0], id: 'probe' },
      ],
    });
    const probe = w(sc, 'probe');
    let inside = 0;
    for (let x = 0; x < 8; x++)
      for (let y = 0; y < 8; y++) {
        // No one else can stand on the bearer's own square; the bearer himself is outside his zone.
        if (x === 4 && y === 4) continue;
        probe.x = x;
        probe.y = y;
        if (inAura(sc.ctx, w(sc, 'b'), probe)) inside++;
      }
    expect(inside).toBe(48);
    expect(inAura(sc.ctx, w(sc, 'b'), w(sc, 'b'))).toBe(false);
  });

  it('HY-APT-17 WE-27 Conviction/1 within 8 squares of the leader: +1 SL in OC and DC', () => {
    const ZEALOT: Profile = { ...base, id: 'zealot', aptitudes: [{ name: 'Conviction', x: 1 }] };
    const sc = scenario({
      profiles: [ZEALOT],
      warriors: [
        { profile: 'ambrosius', at: [0, 0], id: 'leader' },
        { profile: 'zealot', at: [5, 5], facing: 'N', id: 'z' },
        { profile: 'hybrid', at: [5, 6], facing: 'S', id: 'h' },
      ],
    });
    sc.state.cards.leaders.griffin = pickLeader(sc.ctx, sc.state, 'griffin');
    expect(sc.state.cards.leaders.griffin).toBe('leader');
    const z = w(sc, 'z');
    const h = w(sc, 'h');
    // Without the state (no leader known) against with it: exactly one more.
    expect(strikeSL(sc.ctx, z, h, 1, 0, sc.state) - strikeSL(sc.ctx, z, h, 1, 0)).toBe(1);
    expect(parrySL(sc.ctx, z, 1, sc.state) - parrySL(sc.ctx, z, 1)).toBe(1);
  });

  it('HY-APT-22 WE-30 Frenzy/1 after two melee kills: +2 SL on later OC rolls', () => {
    const sc = scenario({
      profiles: [BRUTE],
      warriors: [
        { profile: 'brute', at: [3, 3], facing: 'N', id: 'a' },
        { profile: 'purifier', at: [3, 4], facing: 'S', id: 'v1', wounds: 2 },
        { profile: 'purifier', at: [2, 3], facing: 'E', id: 'v2', wounds: 2 },
        { profile: 'seneschal', at: [4, 3], facing: 'W', id: 's' },
      ],
    });
    strike(sc, 'a', 'v1', [2]);
    strike(sc, 'a', 'v2', [2]);
    expect(w(sc, 'a').frenzyKills).toBe(2);
    // NV 5 + 2.
    const ev = strike(sc, 'a', 's', [9]);
    expect(rolls(ev)[0]).toMatchObject({ sl: 7 });
  });

  it('HY-APT-23 WE-31 three wounds from the Frenzy warrior, the fourth from a Sacrifice: no Frenzy bonus', () => {
    const sc = scenario({
      profiles: [BRUTE],
      warriors: [
        { profile: 'brute', at: [3, 3], facing: 'N', id: 'a' },
        { profile: 'seneschal', at: [3, 4], facing: 'S', id: 's' },
        { profile: 'pest-of-flesh', at: [2, 4], facing: 'E', id: 'pest' },
      ],
    });
    // A Perfect Success (2 wounds), then a plain hit (1): 3 of the Seneschal's 4.
    strike(sc, 'a', 's', [1]);
    strike(sc, 'a', 's', [3]);
    expect(w(sc, 's').wounds).toBe(3);
    activate(sc, 'pest');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'sacrifice', target: 's' }],
    ]);
    expect(w(sc, 's').status).toBe('eliminated');
    expect(w(sc, 'a').frenzyKills).toBe(0);
  });

  it('HY-MUTATION-03 WE-43 a Hybrid (Mutation/1) receives at most one Mutation card in the game', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], id: 'h' },
        { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
      ],
    });
    const ids = sc.content.mutationCards.map((m) => m.id);
    const [first, second] = [ids[0]!, ids[4]!];
    sc.state.cards.mutationKept = [first, second];
    activate(sc, 'h');
    expect(sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'mutate')).toHaveLength(2);
    play(sc, [['scorpion', { kind: 'mutate', warrior: 'h', card: first }]]);
    activate(sc, 'h');
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'mutate')).toBe(false);
    expect(w(sc, 'h').mutations).toEqual([first]);
  });

  it('HY-CARD-ARMY-07 HY-CARD-ARMY-08 WE-49 a Pest sacrificed before First Contact brings no First Blood', () => {
    const sc = scenario({
      armyHidden: true,
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3], facing: 'N', id: 'pest' },
        { profile: 'seneschal', at: [3, 4], facing: 'N', id: 's', wounds: 3 },
      ],
    });
    expect(sc.state.firstContact).toBe(false);
    activate(sc, 'pest');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'sacrifice', target: 's' }],
    ]);
    // Both the Pest and its victim are gone; neither counts for First Blood.
    expect(w(sc, 'pest').status).toBe('removed');
    expect(w(sc, 's').status).toBe('eliminated');
    expect(sc.state.firstBlood).toBe(false);
    expect(sc.state.sides.griffin.armyRevealed).toBeLessThan(2);
    expect(sc.state.sides.scorpion.armyRevealed).toBeLessThan(2);
  });
});
