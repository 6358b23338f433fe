import { Engine, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { onActivationStart } from '../src/cards/play.ts';
import { sampleContent } from '../src/content/sample.ts';
import { hybridRuleset } from '../src/index.ts';
import { modeValue, movementNow, nvNow, profileOf } from '../src/world.ts';
import { activate, giveEvent, play, rolls, scenario, tryApply, w } from './scenario.ts';

const prison = sampleContent.missions.find((m) => m.id === 'heresiarchs-prison');
if (!prison) throw new Error('no Prison');

describe('healing', () => {
  it('HY-WOUND-06 a heal takes the wound away and brings NV, Movement and Modes back to the printed values, never above', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N', id: 'h', wounds: 1 },
        { profile: 'purifier', at: [6, 6], facing: 'S', id: 'p' },
      ],
    });
    const first = giveEvent(sc, 'scorpion', 'Lucky Break');
    const second = giveEvent(sc, 'scorpion', 'Second Chance');
    activate(sc, 'h');
    const h = w(sc, 'h');
    const p = profileOf(sc.ctx, h);
    expect([nvNow(sc.ctx, h), movementNow(sc.ctx, h), modeValue(sc.ctx, h, 'OC'), modeValue(sc.ctx, h, 'DC')]).toEqual([
      p.nv - 1,
      p.movement - 1,
      (p.oc ?? 0) - 1,
      (p.dc ?? 0) - 1,
    ]);
    play(sc, [['scorpion', { kind: 'play-event', card: first, target: 'h' }]]);
    const healed = w(sc, 'h');
    expect(healed.wounds).toBe(0);
    expect([
      nvNow(sc.ctx, healed),
      movementNow(sc.ctx, healed),
      modeValue(sc.ctx, healed, 'OC'),
      modeValue(sc.ctx, healed, 'DC'),
    ]).toEqual([p.nv, p.movement, p.oc, p.dc]);
    // Unwounded, he is offered no heal, and one played at him is refused: nothing rises above print.
    const healAgain = { kind: 'play-event', card: second, target: 'h' } as const;
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).not.toContainEqual(healAgain);
    const r = tryApply(sc, 'scorpion', healAgain);
    if (r.ok) sc.state = r.value.state;
    expect(w(sc, 'h').wounds).toBe(0);
    expect([nvNow(sc.ctx, w(sc, 'h')), movementNow(sc.ctx, w(sc, 'h'))]).toEqual([p.nv, p.movement]);
  });
});

describe('the Heresiarch’s Prison', () => {
  /**
   * The Prison's board, two warriors on it, and one round closed by the rockfall roll `roll`; the
   * squares rocks fell on. Its tiles, in the mission's order, lie at (0,2) (1,2) (2,2) (2,1) (2,0)
   * (1,0) (0,0) in tile units, y growing upward: upper left, upper centre, upper right, right
   * middle, lower right, lower centre, lower left, which is clockwise from the upper left.
   */
  function rocksOn(roll: number): string[] {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [12, 17], facing: 'N', id: 'h' },
        { profile: 'purifier', at: [12, 4], facing: 'S', id: 'p' },
      ],
      mission: { ...prison, id: 'test', deployment: [], armies: { griffin: [], scorpion: [] } },
    });
    activate(sc, 'h');
    sc.state.sides.griffin.sequence = [];
    // Activation Roll 3 / 5, then the rockfall die.
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [3, 5, roll],
    );
    expect(ev.filter((e) => e.type === 'hybrid/rockfall-roll').map((e) => e['roll'])).toEqual([roll]);
    const fell = ev.filter((e) => e.type === 'hybrid/rocks-fall').map((e) => String(e['at']));
    expect(fell.every((k) => sc.state.board.features[k]?.rockfall === true)).toBe(true);
    return fell.sort();
  }
  const inBox = (x0: number, y0: number) => (k: string) => {
    const [x, y] = k.split(',').map(Number) as [number, number];
    return x >= x0 && x < x0 + 8 && y >= y0 && y < y0 + 8;
  };

  it('HY-MISSION-11 the tiles are numbered 1-7 clockwise from the upper left: 3 drops rocks on the upper-right tile only, 7 on the lower-left only', () => {
    expect(prison.rockfallProcedure).toBe(true);
    const three = rocksOn(3);
    expect(three).toEqual(['17,19', '19,21', '20,18', '20,22']);
    expect(three.every(inBox(16, 16))).toBe(true);
    const seven = rocksOn(7);
    expect(seven).toEqual(['1,3', '3,5', '4,2', '4,6']);
    expect(seven.every(inBox(0, 0))).toBe(true);
    // 4, the tile below the upper right, clockwise between them.
    expect(rocksOn(4).every(inBox(16, 8))).toBe(true);
    expect(rocksOn(4)).toHaveLength(4);
  });
});

describe('Corporeal Instability', () => {
  it('HY-CARD-ARMY-10 the +2 counts in DC too: an unstable Hybrid (NV 3, no DC equipment) parries at SL 5, and a 4 saves him', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'h' },
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
      ],
    });
    activate(sc, 'h');
    const ci = sc.content.armyCards.find((c) => c.name === 'Corporeal Instability')!.id;
    sc.state.cards.armyReady.scorpion.push(ci);
    // The Instability test against NV 3 succeeds on a 2; the Hybrid takes Defensive Combat.
    play(
      sc,
      [
        ['scorpion', { kind: 'play-army', card: ci, target: 'h' }],
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [2],
    );
    expect(sc.state.cards.instability['h']).toBe(sc.state.round);
    expect(sc.state.current?.warrior).toBe('p');
    // The Purifier strikes (2: a hit); the Hybrid parries at level 1 and rolls 4.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: 'h', level: 1 }],
        ['scorpion', { kind: 'parry', level: 1 }],
      ],
      [2, 4],
    );
    const parry = rolls(ev)[1];
    expect(parry).toMatchObject({ warrior: 'h', sl: 5, kept: 4, result: 'success' });
    expect(w(sc, 'h').wounds).toBe(0);
  });
});

describe('Aura cards', () => {
  it('HY-AURA-03 each bearer calls up only his own 2 kept cards, never the other bearer’s', () => {
    const sc = scenario({
      warriors: [
        { profile: 'knight-of-hod', at: [3, 3], id: 'k1' },
        { profile: 'knight-of-hod', at: [5, 3], id: 'k2' },
        { profile: 'hybrid', at: [4, 6], facing: 'S', id: 'h' },
      ],
    });
    const aura = (name: string) => sc.content.auraCards.find((a) => a.name === name)!.id;
    const own = {
      k1: [aura('Aura of Resolve'), aura('Aura of Warding')],
      k2: [aura('Aura of Clarity'), aura('Aura of Haste')],
    };
    sc.state.cards.auraKept['k1'] = [...own.k1];
    sc.state.cards.auraKept['k2'] = [...own.k2];
    for (const [id, other] of [
      ['k1', 'k2'],
      ['k2', 'k1'],
    ] as const) {
      activate(sc, id);
      onActivationStart(sc.ctx, sc.state, w(sc, id));
      const offered = sc.rules
        .legalChoices(sc.state, 'griffin')
        .flatMap((c) => (c.kind === 'aura' && c.card !== null ? [c.card] : []));
      expect(offered.sort()).toEqual([...own[id]].sort());
      for (const card of own[other]) expect(tryApply(sc, 'griffin', { kind: 'aura', card }).ok).toBe(false);
    }
  });
});

describe('the mission sets up the game', () => {
  const engine = unwrap(Engine.create(hybridRuleset));

  it('HY-SETUP-01 the Prison fixes tiles, walls and doors, counters, deployment zones, Rank Total, warrior count, round limit, objectives and its rockfall', () => {
    const s = unwrap(engine.start(5, { mission: 'heresiarchs-prison' })).state;
    // Tiles: seven 8x8 tiles numbered in the mission's order, the two places without a tile void.
    expect([s.board.width, s.board.height]).toEqual([24, 24]);
    prison.tiles.forEach((t, i) => {
      const [x0, y0] = [t.at[0] * 8, t.at[1] * 8];
      for (const [dx, dy] of [
        [0, 0],
        [7, 7],
      ] as const)
        expect(s.board.tileOf[`${x0 + dx},${y0 + dy}`]).toBe(i + 1);
    });
    expect(s.board.voids).toContain('0,8');
    expect(s.board.voids).toContain('8,8');
    expect(s.board.tileOf['0,8']).toBeUndefined();
    // The mission's own walls, passage and doors.
    expect(s.board.edges['7,20,E']).toBe('wall');
    expect(s.board.edges['15,16,E']).toBe('passage');
    expect(s.board.doors.map((d) => [d.id, d.open, d.locked])).toEqual([
      ['cell', false, false],
      ['block', false, true],
    ]);
    // Counters on the mission's squares: Objectives 2 and 3, three Event counters of which one Trap.
    expect(s.objectiveCounters).toEqual({ '20,21': 2, '4,22': 3 });
    expect(Object.keys(s.eventCounters).sort()).toEqual(['20,12', '4,20', '9,4']);
    expect(Object.values(s.eventCounters).filter(Boolean)).toHaveLength(1);
    expect(s.roundLimit).toBe(10);
    // Deployment: each warrior in a zone of his side for his Rank or a higher one, or beside one, facing as it says.
    expect(s.warriors.map((x) => x.profile).sort()).toEqual(
      [...prison.armies.griffin, ...prison.armies.scorpion].sort(),
    );
    for (const x of s.warriors) {
      const rank = sampleContent.profiles.find((p) => p.id === x.profile)!.rank;
      const zones = prison.deployment.filter((z) => z.side === x.side && z.rank >= rank);
      const near = zones.filter((z) => z.squares.some(([zx, zy]) => Math.abs(zx - x.x) + Math.abs(zy - x.y) <= 1));
      expect(near.map((z) => z.facing)).toContain(x.facing);
    }
    const ambrosius = s.warriors.find((x) => x.profile === 'ambrosius')!;
    expect([ambrosius.x, ambrosius.y, ambrosius.facing]).toEqual([10, 21, 'E']);
    // Rank Total 9 and at most 8 warriors.
    const start = (griffin: string[]) => engine.start(5, { mission: 'heresiarchs-prison', armies: { griffin } });
    const code = (r: ReturnType<typeof start>) => (r.ok ? 'ok' : r.error.code);
    expect(code(start(['ambrosius', 'seneschal', 'seneschal', 'purifier', 'purifier']))).toBe('ok');
    expect(code(start(['ambrosius', 'seneschal', 'seneschal', 'purifier', 'purifier', 'purifier']))).toBe(
      'setup/rank-total',
    );
    expect(code(start(Array.from({ length: 8 }, () => 'purifier')))).toBe('ok');
    expect(code(start(Array.from({ length: 9 }, () => 'purifier')))).toBe('setup/too-many');
  });

  it('HY-SETUP-01 the objectives and special rules are the mission’s: on the Prison the Scorpion takes Objective 2 before 3, and a round ends in a rockfall roll', () => {
    const prisonBoard = (at: [number, number], more: Partial<typeof prison> = {}) =>
      scenario({
        warriors: [
          { profile: 'hybrid', at, facing: 'N', id: 'h' },
          { profile: 'purifier', at: [12, 4], facing: 'S', id: 'p' },
        ],
        mission: { ...prison, id: 'test', deployment: [], armies: { griffin: [], scorpion: [] }, ...more },
      });
    const objectiveOffered = (at: [number, number], done: number[]) => {
      const sc = prisonBoard(at);
      sc.state.sides.scorpion.objectivesDone = done;
      activate(sc, 'h');
      play(sc, [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
      ]);
      return sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'objective');
    };
    // Objective 2 at (20,21) first; Objective 3 at (4,22) only once 2 is done.
    expect(objectiveOffered([20, 21], [])).toBe(true);
    expect(objectiveOffered([4, 22], [])).toBe(false);
    expect(objectiveOffered([4, 22], [2])).toBe(true);
    // The round closes with the rockfall roll on the Prison, and with none on the same board without it.
    const rockfallRolls = (more: Partial<typeof prison>) => {
      const sc = prisonBoard([12, 17], more);
      activate(sc, 'h');
      sc.state.sides.griffin.sequence = [];
      const ev = play(
        sc,
        [
          ['scorpion', { kind: 'mode', mode: 'DC' }],
          ['scorpion', { kind: 'done' }],
          ['scorpion', { kind: 'end' }],
        ],
        more.rockfallProcedure === false ? [3, 5] : [3, 5, 10],
      );
      return ev.filter((e) => e.type === 'hybrid/rockfall-roll').length;
    };
    expect(rockfallRolls({})).toBe(1);
    expect(rockfallRolls({ rockfallProcedure: false })).toBe(0);
  });
});
