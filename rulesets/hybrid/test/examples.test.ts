/**
 * The worked examples of section 5 of the checklist (WE-xx), each with the figures the book gives.
 * Examples already proved elsewhere are listed in the README with their tests.
 */
import { Engine, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { inAura, pickLeader } from '../src/aptitudes.ts';
import type { HybridChoice } from '../src/choices.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridRuleset } from '../src/index.ts';
import { rollKey, rollSpecDist, succeeded } from '../src/roll.ts';
import { parrySL, strikeSL } from '../src/rules.ts';
import type { Seat } from '../src/state.ts';
import { activate, play, rollShare, rolls, scenario, w, type Scenario } from './scenario.ts';

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

describe('worked examples: odds and limits with the book’s figures', () => {
  it('HY-MODE-OC-02 HY-GEN-11 WE-01 WE-04 Fused Weapons raise the SL to 5, a chance of exactly 1/2, and leave NV and the OC value alone', () => {
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
    // The OC value stays 4 (levels 1 to 4), the NV 3.
    const levels = sc.rules.legalChoices(sc.state, 'scorpion').flatMap((c) => (c.kind === 'strike' ? [c.level] : []));
    expect(levels).toEqual([1, 2, 3, 4]);
    const strike: HybridChoice = { kind: 'strike', target: 'p', level: 1 };
    const spec = sc.rules.view(sc.state, 'scorpion').rolls?.[rollKey(strike) as string];
    expect(spec).toMatchObject({ sl: 5 });
    expect(rollSpecDist(spec!).prob(succeeded).toString()).toBe('1/2');
    // And the game's own rolls agree: 5 of the 10 faces hit.
    expect(rollShare(sc, 'scorpion', strike, 'Strike', 1).toString()).toBe('1/2');
    expect(sc.rules.view(sc.state, 'scorpion').warriors.find((x) => x.id === 'h')).toMatchObject({ nv: 3 });
  });

  it('HY-APT-04 WE-23 Combined Attack/3: one a round, three in the game, then no more', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N', id: 's' },
        { profile: 'knight-of-hod', side: 'scorpion', at: [3, 4], facing: 'S', id: 'k' },
      ],
    });
    const combined = () =>
      sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'strike' && c.combined === true);
    for (const round of [1, 2, 3, 4]) {
      sc.state.round = round;
      activate(sc, 's');
      play(sc, [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
      ]);
      expect(combined()).toBe(round <= 3);
      // Both rolls miss (9), so the Knight stands for the next round.
      const choice: HybridChoice = { kind: 'strike', target: 'k', level: 1, ...(round <= 3 ? { combined: true } : {}) };
      play(sc, [['griffin', choice]], round <= 3 ? [9, 9] : [9]);
      expect(w(sc, 's').combinedUsed).toBe(Math.min(round, 3));
      // A second activation in the same round offers no other.
      if (round === 1) {
        activate(sc, 's');
        play(sc, [
          ['griffin', { kind: 'mode', mode: 'OC' }],
          ['griffin', { kind: 'done' }],
        ]);
        expect(combined()).toBe(false);
        play(sc, [['griffin', { kind: 'strike', target: 'k', level: 1 }]], [9]);
      }
    }
  });

  it('HY-APT-08 HY-APT-09 WE-24 after a Master Strike, a Seneschal with 2 wounds rolls the Combined Attack on one D10 at his printed NV 4: 2/5, and a 1 deals 2 wounds', () => {
    // Our Seneschal has OC 7, so that OC 5 is left after 2 wounds for the Master Strike (2D10).
    const VETERAN: Profile = { ...base, id: 'veteran', oc: 7, aptitudes: [{ name: 'Combined Attack', x: 3 }] };
    const sc = scenario({
      profiles: [VETERAN],
      warriors: [
        { profile: 'veteran', at: [3, 3], facing: 'N', id: 's', wounds: 2 },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h' },
      ],
    });
    activate(sc, 's');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    const master: HybridChoice = { kind: 'strike', target: 'h', level: 5, combined: true };
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual(master);
    // The Master Strike's two dice miss (9, 9); the blow's one die is each face in turn.
    expect(rollShare(sc, 'griffin', master, 'Combined Attack', 1, { before: [9, 9] }).toString()).toBe('2/5');
    const ev = play(sc, [['griffin', master]], [9, 9, 1]);
    expect(rolls(ev).map((r) => [r['purpose'], r['sl'], r['result']])).toEqual([
      ['Strike (level 5)', 2, 'failure'],
      ['Combined Attack', 4, 'perfect'],
    ]);
    expect(w(sc, 'h').wounds).toBe(2);
  });

  it('HY-APT-21 WE-29 Felon/2 from the rear: +1 and +2, a bonus of 3', () => {
    const FELON: Profile = { ...base, id: 'felon', aptitudes: [{ name: 'Felon', x: 2 }] };
    for (const [facing, roll, result] of [
      ['N', 7, 'success'],
      ['N', 8, 'failure'],
      ['S', 5, 'failure'],
    ] as const) {
      const sc = scenario({
        profiles: [FELON],
        warriors: [
          { profile: 'felon', at: [3, 3], facing: 'N', id: 'f' },
          { profile: 'hybrid', at: [3, 4], facing, id: 'h' },
        ],
      });
      // NV 4 + 3 from the rear = SL 7; face to face, no bonus at all: SL 4.
      const ev = strike(sc, 'f', 'h', [roll]);
      expect(rolls(ev)[0]).toMatchObject({ sl: facing === 'N' ? 7 : 4, result });
    }
  });
});

describe('worked examples: setting up', () => {
  it('HY-SETUP-12 HY-MISSION-06 WE-42 in Return to Glasinhar a Scorpion of Rank 2 deploys in the Rank 3 zone of four squares', () => {
    const engine = unwrap(Engine.create(hybridRuleset));
    const m = unwrap(
      engine.start(5, {
        mission: 'return-to-glasinhar',
        armies: { griffin: ['purifier'], scorpion: ['skorize', 'hybrid'] },
      }),
    );
    const mission = sampleContent.missions.find((x) => x.id === 'return-to-glasinhar')!;
    const zone = (rank: number) =>
      mission.deployment
        .filter((z) => z.side === 'scorpion' && z.rank === rank)
        .flatMap((z) => z.squares.map(([x, y]) => `${x},${y}`));
    expect(zone(2)).toEqual([]);
    expect(zone(3)).toHaveLength(4);
    const skorize = m.state.warriors.find((x) => x.profile === 'skorize')!;
    expect(sampleContent.profiles.find((p) => p.id === 'skorize')?.rank).toBe(2);
    expect(zone(3)).toContain(`${skorize.x},${skorize.y}`);
  });

  it('HY-ACT-04 WE-12 a side of four warriors takes the counters 1, 2, 3 and 4, in the order placed, and no other', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [0, 0], id: 'g1' },
        { profile: 'purifier', at: [1, 0], id: 'g2' },
        { profile: 'seneschal', at: [2, 0], id: 'g3' },
        { profile: 'exorcist', at: [3, 0], id: 'g4' },
        { profile: 'hybrid', at: [7, 7], id: 'h' },
      ],
    });
    sc.state.phase = 'sequence';
    sc.state.current = null;
    for (const side of ['griffin', 'scorpion'] as const) sc.state.sides[side].sequence = [];
    const offered = () =>
      sc.rules.legalChoices(sc.state, 'griffin').flatMap((c) => (c.kind === 'counter' ? [c.warrior] : []));
    expect(offered()).toEqual(['g1', 'g2', 'g3', 'g4']);
    // The choice names the warrior only: the number is the next one, so 7 to 10 cannot be taken.
    for (const id of ['g3', 'g1', 'g4', 'g2']) play(sc, [['griffin', { kind: 'counter', warrior: id }]]);
    expect(sc.state.sides.griffin.sequence).toEqual(['g3', 'g1', 'g4', 'g2']);
    expect(offered()).toEqual([]);
  });
});
