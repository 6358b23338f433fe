import { LoadedDice, SeededDice, unwrap } from '@skirmish/core';
import { seesSquare, sq } from '@skirmish/geometry/grid';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../src/board.ts';
import type { HybridState } from '../src/state.ts';
import { sampleContent } from '../src/content/sample.ts';
import { hybridRules, newActivation, parryLevels } from '../src/rules.ts';
import { searchMoves } from '../src/movement.ts';
import { fireTargets } from '../src/rules.ts';
import { gridOf, makeCtx, placements } from '../src/world.ts';
import { WARDEN, activate, play, scenario, w, type Placed } from './scenario.ts';

const at = (
  profile: string,
  x: number,
  y: number,
  facing: 'N' | 'E' | 'S' | 'W' = 'N',
  extra: Partial<Placed> = {},
): Placed => ({
  profile,
  at: [x, y],
  facing,
  ...extra,
});

/** Aura and Mutation cards already chosen, so the first round can start. */
const noSetupCards = (s: HybridState): void => {
  s.cards.auraDrawn = {};
  s.cards.mutationDrawn = [];
};

/** Enough scripted dice for a round change (Activation Roll, ties). */
const DICE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const missionOf = (id: string) => {
  const m = sampleContent.missions.find((x) => x.id === id);
  if (!m) throw new Error(`no mission ${id}`);
  return m;
};

describe('objectives and the end of the game', () => {
  it('HY-OBJ-07 a warrior in Offensive Combat with no one to strike may still carry out the Objective he stands on', () => {
    const sc = scenario({ warriors: [at('purifier', 3, 3)] });
    sc.state.objectiveCounters['3,3'] = 6;
    const id = sc.ids[0] as string;
    activate(sc, id);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.state.current?.stage).toBe('action');
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'objective' });
    play(sc, [['griffin', { kind: 'objective' }]]);
    // Objective 6 was the Griffin side's only one: carried out, it wins the game.
    expect(sc.state.sides.griffin.objectivesDone).toEqual([6]);
    expect(sc.state.outcome?.winners).toEqual(['griffin']);
  });

  it('HY-OBJ-07 the same in Firing Mode', () => {
    const sc = scenario({ warriors: [at('purifier', 3, 3)] });
    sc.state.objectiveCounters['3,3'] = 6;
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'objective' });
  });

  function lastEnemyKilled(options: Record<string, unknown>) {
    // The Seneschal strikes the last Scorpion warrior, a wounded Pest of Flesh (NV 2 in the sample).
    const sc = scenario({
      warriors: [at('seneschal', 3, 3), at('pest-of-flesh', 3, 4, 'S', { wounds: 1 })],
      options,
    });
    activate(sc, sc.ids[0] as string);
    play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: sc.ids[1] as string, level: 1 }],
      ],
      [1],
    );
    return sc;
  }

  it('HY-END-05 AMB-45 a side wiped out ends the game at once; without its objectives done the survivor only draws', () => {
    const sc = lastEnemyKilled({});
    expect(w(sc, sc.ids[1] as string).status).toBe('eliminated');
    expect(sc.state.outcome).toMatchObject({ winners: [], draw: true });
    expect(sc.state.phase).toBe('over');
  });

  it('HY-END-05 AMB-45 with the "annihilation wins" option the survivor wins', () => {
    const sc = lastEnemyKilled({ annihilationWins: true });
    expect(sc.state.outcome).toMatchObject({ winners: ['griffin'], draw: false });
  });
});

describe('missions and their errata', () => {
  const ctx = makeCtx(sampleContent, {});
  const board = (id: string) => buildBoard(sampleContent, missionOf(id));
  const doorOn = (id: string, edge: string) => board(id).doors.find((d) => d.edges.includes(edge));

  it('HY-MISSION-08 the Scarlet Hive has the errata door on its upper-left tile', () => {
    const b = board('scarlet-hive');
    expect(doorOn('scarlet-hive', '1,11,N')).toBeDefined();
    // The door is on the upper-left tile (tile slot [0, 1]: squares x 0-7, y 8-15).
    expect(b.tileOf['1,11']).toBe(3);
    expect(missionOf('scarlet-hive').errataApplied).toContain('HY-MISSION-08');
  });

  it('HY-MISSION-10 the Prison has the errata passage in the lower-right corner of the upper-centre tile', () => {
    const b = board('heresiarchs-prison');
    expect(b.edges['15,16,E']).toBe('passage');
    expect(b.edges['15,17,E']).toBe('wall');
    // The passage lets a warrior step from the upper-centre tile to the right-hand one.
    const g = gridOf({ board: b } as never);
    expect(g.edges['15,16,E']).toBe('passage');
    expect(b.tileOf['15,16']).toBe(2);
    expect(b.tileOf['16,16']).toBe(3);
    void ctx;
  });

  it('HY-MISSION-13 Prowlers! has a double door from the centre tile to the tile on its right', () => {
    const d = doorOn('prowlers', '15,3,E');
    expect(d?.edges).toEqual(['15,3,E', '15,4,E']);
    const b = board('prowlers');
    expect(b.tileOf['15,3']).not.toBe(b.tileOf['16,3']);
  });

  it("HY-MISSION-14 The Scorpion's Venom has a double door between the two right-hand tiles of the middle row", () => {
    const b = board('scorpions-venom');
    const d = doorOn('scorpions-venom', '15,11,E');
    expect(d?.edges).toHaveLength(2);
    // Slots (1, 1) and (2, 1): the middle row's centre and right-hand tiles.
    for (const e of d?.edges ?? []) {
      const [x, y] = e.split(',').map(Number) as [number, number];
      expect([b.tileOf[`${x},${y}`], b.tileOf[`${x + 1},${y}`]]).toEqual([5, 6]);
    }
    expect(missionOf('scorpions-venom').errataApplied).toContain('HY-MISSION-14');
  });

  it("HY-MISSION-15 The Heroes' Twilight has two single doors on its upper-right tile", () => {
    const b = board('heroes-twilight');
    const upperRight = 4;
    const added = b.doors.filter((d) => d.id.startsWith('twilight-'));
    expect(added).toHaveLength(2);
    for (const d of added) {
      expect(d.edges).toHaveLength(1);
      const [x, y] = (d.edges[0] as string).split(',').map(Number) as [number, number];
      expect([b.tileOf[`${x},${y}`], b.tileOf[`${x},${y + 1}`]]).toEqual([upperRight, upperRight]);
    }
  });

  it('HY-MISSION-12 in round 5 of Prowlers! the player who carried out Objective 1 rolls the D10', () => {
    const rules = hybridRules(sampleContent, {});
    // The moment round 4 ends: the next round starts when the last opening hand is kept
    // (empty hands, so no Action cards are bid on the Activation Roll).
    const roundFive = (by: 'griffin' | 'scorpion' | null, round = 4) => {
      const s = unwrap(rules.setup({ mission: 'prowlers' }, SeededDice.fromSeed(2)));
      s.objective1By = by;
      s.round = round;
      for (const side of ['griffin', 'scorpion'] as const) {
        s.actionDeck.push(...s.sides[side].hand);
        s.sides[side].hand = [];
      }
      s.sides.griffin.handDecided = true;
      noSetupCards(s);
      // Activation Roll 2 / 5, then the Prowlers roll: 4.
      return unwrap(rules.apply(s, 'scorpion', { kind: 'keep-hand' }, new LoadedDice([2, 5, 4]))).events;
    };
    for (const by of ['scorpion', 'griffin'] as const) {
      const ev = roundFive(by);
      expect(ev.find((e) => e.type === 'hybrid/round')).toMatchObject({ round: 5 });
      expect(ev.filter((e) => e.type === 'hybrid/prowlers-roll')).toEqual([
        { type: 'hybrid/prowlers-roll', seat: by, roll: 4, rule: 'HY-MISSION-12' },
      ]);
    }
    // In any other round, or before anyone carried out Objective 1, nobody rolls.
    expect(roundFive(null).some((e) => e.type === 'hybrid/prowlers-roll')).toBe(false);
    expect(roundFive('scorpion', 5).some((e) => e.type === 'hybrid/prowlers-roll')).toBe(false);
  });

  it('HY-TRAP-10 HY-MISSION-16 trapdoors with no procedure follow the Scarlet Hive roll each round; or turn to rockfall', () => {
    const hive = missionOf('scarlet-hive');
    const content = (procedure: 'none' | 'rockfall') => ({
      ...sampleContent,
      missions: [{ ...hive, id: 'no-procedure', trapdoorProcedure: procedure }],
    });
    const rules = hybridRules(content('none'), {});
    const s = unwrap(rules.setup({ mission: 'no-procedure' }, SeededDice.fromSeed(2)));
    for (const side of ['griffin', 'scorpion'] as const) s.sides[side].handDecided = side === 'griffin';
    noSetupCards(s);
    const keys = Object.keys(s.board.features)
      .filter((k) => s.board.features[k]?.trapdoor !== undefined)
      .sort();
    expect(keys.length).toBeGreaterThan(1);
    // One D10 per trapdoor in key order, odd and even by turns; then the Activation Roll 2 / 5.
    const script = keys.map((_, i) => (i % 2 === 0 ? 3 : 8));
    const r = unwrap(rules.apply(s, 'scorpion', { kind: 'keep-hand' }, new LoadedDice([...script, 2, 5])));
    const hiveRolls = r.events.filter((e) => e.type === 'hybrid/trapdoor' && e.rule === 'HY-MISSION-07');
    expect(hiveRolls).toHaveLength(keys.length);
    expect(keys.map((k) => r.state.board.features[k]?.trapdoor)).toEqual(
      keys.map((_, i) => (i % 2 === 0 ? 'open' : 'closed')),
    );
    // With the other choice every trapdoor square is rockfall instead, and nothing else changes.
    const none = buildBoard(content('none'), content('none').missions[0]!);
    const b = buildBoard(content('rockfall'), content('rockfall').missions[0]!);
    const rocks = (features: typeof b.features) =>
      Object.keys(features)
        .filter((k) => features[k]?.rockfall)
        .sort();
    expect(Object.values(b.features).some((f) => f.trapdoor !== undefined)).toBe(false);
    expect(rocks(b.features)).toEqual([...new Set([...rocks(none.features), ...keys])].sort());
  });
});

describe('Modes: lasting effects and their counters', () => {
  it('HY-COUNTER-10 Skilled Firing counters are numbered in the order warriors enter Skilled Firing', () => {
    const sc = scenario({ warriors: [at('purifier', 1, 1), at('purifier', 5, 1), at('hybrid', 3, 7, 'S')] });
    // Nothing in sight: both may watch (a wall hides the Hybrid).
    sc.state.board.edges['3,6,N'] = 'wall';
    sc.state.board.edges['2,6,N'] = 'wall';
    sc.state.board.edges['4,6,N'] = 'wall';
    for (const x of [0, 1, 5, 6, 7]) sc.state.board.edges[`${x},6,N`] = 'wall';
    const [a, b] = sc.ids as [string, string];
    for (const id of [b, a]) {
      activate(sc, id);
      play(
        sc,
        [
          ['griffin', { kind: 'mode', mode: 'F' }],
          ['griffin', { kind: 'done' }],
          ['griffin', { kind: 'watch' }],
          ['griffin', { kind: 'end' }],
        ],
        DICE,
      );
    }
    expect(w(sc, b).watch).toBe(1);
    expect(w(sc, a).watch).toBe(2);
  });

  it('HY-MODE-F-23 a Skilled Firing warrior given an Activation counter leaves Skilled Firing', () => {
    const sc = scenario({ warriors: [at('purifier', 1, 1), at('hybrid', 5, 7, 'S')] });
    const a = sc.ids[0] as string;
    w(sc, a).watch = 1;
    sc.state.phase = 'sequence';
    sc.state.sides.griffin.sequence = [];
    sc.state.sides.griffin.sequenceDone = false;
    sc.state.sides.scorpion.sequence = [];
    sc.state.sides.scorpion.sequenceDone = false;
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual({ kind: 'keep-watch', warrior: a });
    play(sc, [['griffin', { kind: 'counter', warrior: a }]]);
    expect(w(sc, a).watch).toBeNull();
  });

  it('HY-MODE-MV-15 HY-COUNTER-09 Skilled and Expert Move pins end with the round; a DC counter outlasts the round change', () => {
    const sc = scenario({
      warriors: [at('seneschal', 3, 3, 'N', { dc: true }), at('hybrid', 3, 4, 'S'), at('purifier', 6, 6, 'S')],
    });
    const [g, h, p] = sc.ids as [string, string, string];
    w(sc, h).blocked = 'expert';
    w(sc, p).blocked = 'skilled';
    // A new round starts once both hands are kept: rebuild that moment.
    const s = sc.state;
    s.phase = 'opening-hand';
    s.round = 1;
    s.sides.griffin.handDecided = true;
    s.sides.scorpion.handDecided = false;
    play(sc, [['scorpion', { kind: 'keep-hand' }]], DICE);
    expect(sc.state.round).toBe(2);
    expect([w(sc, h).blocked, w(sc, p).blocked]).toEqual([null, null]);
    // DC lasts until the warrior's next activation (its end by a wound: HY-MODE-DC-04).
    expect(w(sc, g).dc).toEqual({ heroic: false });
  });

  it("HY-MODE-MV-14 the Moving levels offered stop at the warrior's MV value", () => {
    const sc = scenario({ warriors: [at('purifier', 3, 3)] });
    const id = sc.ids[0] as string;
    activate(sc, id);
    const mv = sc.rules
      .legalChoices(sc.state, 'griffin')
      .filter((c) => c.kind === 'mode' && c.mode === 'MV')
      .map((c) => (c.kind === 'mode' ? (c.level ?? 0) : 0));
    // The Purifier's MV value is 3.
    expect(sampleContent.profiles.find((p) => p.id === 'purifier')?.mv).toBe(3);
    expect(mv).toEqual([1, 2, 3]);
  });

  it('HY-MODE-DC-15 Novice Move cannot pass through a warrior in Defensive Combat', () => {
    const walls = { '2,2,E': 'wall', '3,2,E': 'wall', '2,3,E': 'wall', '3,3,E': 'wall' } as const;
    const go = (dc: boolean) => {
      const sc = scenario({
        warriors: [at('hybrid', 3, 1), at('purifier', 3, 3, 'S', { dc })],
        mission: { edges: walls },
      });
      const id = sc.ids[0] as string;
      activate(sc, id);
      play(sc, [['scorpion', { kind: 'mode', mode: 'MV', level: 2 }]]);
      return placements(sc.ctx, sc.state, w(sc, id), sc.state.current!).list.find(
        (p) => p.x === 3 && p.y === 4 && p.facing === 'N',
      )?.cost;
    };
    // Straight through the enemy: 3 points. When he is in DC, round the corridor's east wall:
    // a diagonal past its end 2, a step 1, a diagonal past its other end 2.
    expect(go(false)).toBe(3);
    expect(go(true)).toBe(5);
  });
});

describe('wounds that cannot be parried', () => {
  it('HY-WOUND-08 HY-MODE-DC-14 the Combined Attack blow and rear attacks give a DC warrior no parry', () => {
    const sc = scenario({ warriors: [at('seneschal', 3, 3, 'N', { dc: true }), at('hybrid', 3, 4, 'S')] });
    const [g, h] = sc.ids as [string, string];
    const base = { attacker: h, target: g, level: 1, cards: 0, parry: null, rear: false } as const;
    expect(parryLevels(sc.ctx, sc.state, { ...base, kind: 'strike' }).length).toBeGreaterThan(0);
    expect(parryLevels(sc.ctx, sc.state, { ...base, kind: 'combined' })).toEqual([]);
    expect(parryLevels(sc.ctx, sc.state, { ...base, kind: 'strike', rear: true })).toEqual([]);
  });

  it('HY-WOUND-08 HY-TRAP-15 a Trap wound is rolled at once, with no parry and no Action card', () => {
    const sc = scenario({ warriors: [at('seneschal', 3, 3, 'N', { dc: true })] });
    const g = sc.ids[0] as string;
    sc.state.eventCounters['3,3'] = true;
    sc.state.sides.griffin.hand = ['a1', 'a2'].filter((c) => sampleContent.actionCards.some((x) => x.id === c));
    const hand = [...sc.state.sides.griffin.hand];
    activate(sc, g);
    // Seneschal NV 4, Trap roll at SL 4 + 3 = 7: a 9 fails.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'MV', level: 1 }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'event-counter' }],
      ],
      [9],
    );
    expect(ev.some((e) => e.type === 'hybrid/roll' && e.rule === 'HY-TRAP-14')).toBe(true);
    expect(w(sc, g).wounds).toBe(1);
    expect(sc.state.sides.griffin.hand).toEqual(hand);
    expect(ev.some((e) => e.type === 'hybrid/parry-level')).toBe(false);
  });
});

describe('trapdoors', () => {
  it('HY-TRAP-03 HY-TRAP-09 after a successful jump he carries on, and the trapdoor stays open', () => {
    const sc = scenario({ warriors: [at('hybrid', 3, 1)] });
    // A row of columns with one open trapdoor in it: the only way north.
    for (let x = 0; x < 8; x++) sc.state.board.features[`${x},2`] = x === 3 ? { trapdoor: 'open' } : { column: true };
    const id = sc.ids[0] as string;
    activate(sc, id);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }],
      ],
      [1],
    );
    expect(ev.some((e) => e.type === 'hybrid/roll' && e.rule === 'HY-TRAP-02')).toBe(true);
    expect([w(sc, id).x, w(sc, id).y, w(sc, id).wounds]).toEqual([3, 4, 0]);
    expect(sc.state.board.features['3,2']?.trapdoor).toBe('open');
    // He may still act: the activation goes on to the action stage.
    play(sc, [['scorpion', { kind: 'done' }]]);
    expect(sc.state.current?.stage).toBe('action');
  });
});

describe('sight', () => {
  it('HY-LOS-04 no firing at a warrior he cannot see', () => {
    const sc = scenario({ warriors: [at('purifier', 3, 1), at('hybrid', 3, 5, 'S')] });
    const [a, t] = sc.ids as [string, string];
    expect(fireTargets(sc.ctx, sc.state, w(sc, a), 1).map((x) => x.id)).toEqual([t]);
    sc.state.board.features['3,3'] = { column: true };
    expect(fireTargets(sc.ctx, sc.state, w(sc, a), 1)).toEqual([]);
  });

  it('HY-LOS-12 two obstacles touching at a corner block a line through that corner', () => {
    const grid = gridOf(scenario({ warriors: [] }).state);
    const blocks = (cols: string[]) => (q: { x: number; y: number }) => cols.includes(`${q.x},${q.y}`);
    // From (1,1) to (4,4) the line passes exactly through the corners between (2,2), (2,3), (3,2), (3,3).
    expect(seesSquare(grid, sq(1, 1), 'N', sq(4, 4), { range: 8, blocks: blocks([]) })).toBe(true);
    expect(seesSquare(grid, sq(1, 1), 'N', sq(4, 4), { range: 8, blocks: blocks(['2,3', '3,2']) })).toBe(false);
  });

  it('HY-LOS-17 AMB-13 Novice Firing at a target outside the frontal triangle, judged as if facing its quadrant', () => {
    const sc = scenario({ warriors: [at('purifier', 3, 3, 'N'), at('hybrid', 3, 0, 'N')] });
    const [a, t] = sc.ids as [string, string];
    // Behind him: not a target for Basic Firing, a target for Novice Firing.
    expect(fireTargets(sc.ctx, sc.state, w(sc, a), 1)).toEqual([]);
    expect(fireTargets(sc.ctx, sc.state, w(sc, a), 2).map((x) => x.id)).toEqual([t]);
    // Still no sight through a column in that quadrant.
    sc.state.board.features['3,1'] = { column: true };
    expect(fireTargets(sc.ctx, sc.state, w(sc, a), 2)).toEqual([]);
  });
});

describe('doors', () => {
  it('HY-DOOR-07 a Rank 0 warrior opens and closes doors like anyone else', () => {
    const sc = scenario({
      warriors: [at('pest-of-flesh', 3, 3)],
      mission: { doors: [{ id: 'd', edges: ['3,3,N'], open: false }] },
    });
    const id = sc.ids[0] as string;
    expect(sampleContent.profiles.find((p) => p.id === 'pest-of-flesh')?.rank).toBe(0);
    activate(sc, id);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'door', door: 'd' });
    play(sc, [['scorpion', { kind: 'door', door: 'd' }]]);
    expect(sc.state.board.doors.find((d) => d.id === 'd')?.open).toBe(true);
  });
});

describe('sample missions can be won', () => {
  it('sample missions: every Objective counter a side needs is a square one of its warriors can walk to', () => {
    const ctx = makeCtx(sampleContent, {});
    const rules = hybridRules(sampleContent, {});
    for (const m of sampleContent.missions) {
      const s = unwrap(rules.setup({ mission: m.id }, SeededDice.fromSeed(1)));
      // Doors open and unlocked, everyone else off the board: only walls, columns and rockfall remain.
      for (const d of s.board.doors) {
        d.open = true;
        d.locked = false;
      }
      for (const goal of m.objectives) {
        // A single-square warrior of Rank 1 or more (large bases need double doors).
        const walker = s.warriors.find(
          (x) =>
            x.side === goal.side &&
            ctx.profiles.get(x.profile)?.rank !== 0 &&
            ctx.profiles.get(x.profile)?.base === '1x1',
        );
        if (!walker) throw new Error(`${m.id}: no ${goal.side} warrior of Rank 1 or more`);
        // A warrior waiting at an entrance walks from its entry square.
        const gate = s.board.entries?.find((e) => e.id === walker.entry)?.squares[0];
        if (walker.status === 'waiting' && gate) {
          [walker.x, walker.y] = gate.split(',').map(Number) as [number, number];
          walker.status = 'in-play';
        }
        const others = s.warriors.filter((x) => x !== walker);
        for (const o of others) o.status = 'removed';
        const act = newActivation(ctx, s, walker, false);
        act.mpLeft = 200;
        const list = searchMoves(ctx, s, walker, act).list;
        for (const n of goal.counters) {
          const counter = m.objectiveCounters.find((o) => o.n === n);
          expect(counter, `${m.id}: Objective ${n}`).toBeDefined();
          const reach = list.some((p) => p.x === counter?.at[0] && p.y === counter.at[1]);
          expect(reach, `${m.id}: Objective ${n} at ${String(counter?.at)} for ${goal.side}`).toBe(true);
        }
        for (const o of others) o.status = 'in-play';
      }
    }
  });
});

describe('Expert Firing and Skilled Move limits', () => {
  it('HY-MODE-F-26 Expert Firing reaches past one warrior but not past two', () => {
    const line = (blockers: number[]) =>
      scenario({ warriors: [at('purifier', 3, 0), ...blockers.map((y) => at('hybrid', 3, y)), at('hybrid', 3, 7)] });
    const one = line([3]);
    const target = one.ids[2] as string;
    expect(fireTargets(one.ctx, one.state, w(one, one.ids[0] as string), 4).map((t) => t.id)).toContain(target);
    const two = line([2, 5]);
    expect(fireTargets(two.ctx, two.state, w(two, two.ids[0] as string), 4).map((t) => t.id)).not.toContain(two.ids[3]);
  });

  it('HY-MODE-MV-09 Skilled Move does not pin a large-base Titan', () => {
    const colossus = {
      ...WARDEN,
      id: 'colossus',
      name: 'Colossus',
      base: '2x2' as const,
      aptitudes: [{ name: 'Titan' as const }],
    };
    const run = (profile: string) => {
      const sc = scenario({ warriors: [at('pest-of-flesh', 3, 1), at(profile, 3, 4, 'S')], profiles: [colossus] });
      const [pest, big] = sc.ids as [string, string];
      activate(sc, pest);
      play(sc, [
        ['scorpion', { kind: 'mode', mode: 'MV', level: 3 }],
        ['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }],
      ]);
      return w(sc, big).blocked;
    };
    expect(run('warden')).toBe('skilled');
    expect(run('colossus')).toBeNull();
  });
});
