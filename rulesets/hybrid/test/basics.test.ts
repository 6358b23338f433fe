import { Engine, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridRuleset } from '../src/index.ts';
import { makeCtx, placements, referencePlacements, squaresOf } from '../src/world.ts';
import { searchMoves } from '../src/movement.ts';

const hybridCtx = makeCtx(hybridRuleset.content.sample, {});
import { WARDEN, activate, play, rolls, scenario, tryApply, w } from './scenario.ts';
import { finishSetup } from './cards-helpers.ts';

const e = unwrap(Engine.create(hybridRuleset));

describe('bases, setup and activations', () => {
  it('HY-GEN-05 a standard base covers one square and a large base four', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [1, 1] },
        { profile: 'aberration', at: [4, 4] },
      ],
    });
    expect(squaresOf(sc.ctx, w(sc, sc.ids[0] as string))).toHaveLength(1);
    expect(
      squaresOf(sc.ctx, w(sc, sc.ids[1] as string))
        .map((q) => `${q.x},${q.y}`)
        .sort(),
    ).toEqual(['4,4', '4,5', '5,4', '5,5']);
  });

  it('HY-GEN-17 warriors from one profile share values but keep their own wounds', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [1, 1] },
        { profile: 'hybrid', at: [4, 4], wounds: 2 },
      ],
    });
    const [a, b] = sc.ids.map((id) => w(sc, id));
    expect(a!.profile).toBe(b!.profile);
    expect([a!.wounds, b!.wounds]).toEqual([0, 2]);
  });

  it('HY-SETUP-01 HY-SETUP-04 HY-SETUP-14 HY-SETUP-15 HY-SETUP-16 the mission sets the board; counters are dealt face down; warriors deploy facing a way, unwounded, before round 1', () => {
    const m = unwrap(e.start(21, { mission: 'return-to-glasinhar' }));
    const s = m.state;
    expect([s.board.width, s.board.height]).toEqual([16, 16]);
    expect(Object.keys(s.eventCounters)).toHaveLength(4);
    expect(Object.values(s.eventCounters).filter(Boolean)).toHaveLength(1);
    // Face down: each side's view lists the counters' squares, never which one is the Trap.
    for (const seat of ['griffin', 'scorpion'] as const)
      expect(e.view(m, seat).eventCounters).toEqual(Object.keys(s.eventCounters).sort());
    expect(s.warriors.every((x) => x.wounds === 0 && ['N', 'E', 'S', 'W'].includes(x.facing) && x.x >= 0)).toBe(true);
    expect([s.phase, s.round]).toEqual(['opening-hand', 0]);
  });

  it('HY-SETUP-02 an army over the Rank Total is refused at setup', () => {
    const r = e.start(1, {
      mission: 'prowlers',
      armies: { griffin: ['sasia-samaris', 'knight-of-hod', 'seneschal'], scorpion: ['hybrid'] },
    });
    expect(r.ok ? null : r.error.code).toBe('setup/rank-total');
    // Prowlers! allows six warriors: seven Pests of Flesh (Rank 3.5, rounded up to 4) are one too many.
    const pests = (n: number) => Array.from({ length: n }, () => 'pest-of-flesh');
    const many = e.start(1, { mission: 'prowlers', armies: { griffin: ['seneschal'], scorpion: pests(7) } });
    expect(many.ok ? null : many.error.code).toBe('setup/too-many');
    expect(e.start(1, { mission: 'prowlers', armies: { griffin: ['seneschal'], scorpion: pests(6) } }).ok).toBe(true);
  });

  it('a set-up of the wrong shape is refused with setup/malformed, naming where, and an army with no warrior with setup/empty-army', () => {
    const cases: ReadonlyArray<readonly [unknown, string]> = [
      [{ armies: { griffin: 5 } }, 'armies.griffin'],
      [{ armies: { scorpion: ['hybrid', 7] } }, 'armies.scorpion.1'],
      [{ armies: 'all of them' }, 'armies'],
      [{ mission: 5 }, 'mission'],
      [{ reserves: { griffin: ['first'] } }, 'reserves.griffin.0'],
      [[1, 2], ''],
      ['return-to-glasinhar', ''],
    ];
    for (const [setup, path] of cases) {
      const r = e.start(1, setup);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toMatchObject({ code: 'setup/malformed', path });
      expect(r.error.message).toMatch(/^The set-up is not well formed: /);
    }
    for (const armies of [{ griffin: [] }, { scorpion: [] }, { griffin: [], scorpion: [] }]) {
      const r = e.start(1, { armies });
      expect(r.ok ? null : r.error.code).toBe('setup/empty-army');
    }
    // No set-up at all is the first mission with its own armies.
    expect(unwrap(e.start(1, null)).state.mission).toBe(unwrap(e.start(1, {})).state.mission);
  });

  it("a pack's ids are at most 80 characters, and a warrior made from the longest is still a choice the rules take", () => {
    const sample = hybridRuleset.content.sample;
    const first = unwrap(e.start(1)).state.warriors[0]!;
    const long = 'p'.repeat(80);
    const renamed = (to: string) =>
      JSON.parse(JSON.stringify(sample).split(`"${first.profile}"`).join(`"${to}"`)) as unknown;
    const refused = Engine.create(hybridRuleset, { content: renamed(`${long}q`) });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.path).toMatch(/^profiles\.\d+\.id$/);
    const engine = unwrap(Engine.create(hybridRuleset, { content: renamed(long) }));
    let m = unwrap(engine.start(1));
    const warrior = m.state.warriors.find((x) => x.profile === long)!;
    expect(warrior.id.length).toBeGreaterThan(80);
    // Up to the sequence, where each player lists his warriors by id.
    for (let i = 0; i < 10 && m.state.phase !== 'sequence'; i++) {
      const seat = engine.pending(m)[0]!.seats[0]!;
      m = unwrap(engine.submit(m, seat, engine.legal(m, seat)[0])).match;
    }
    const counter = { kind: 'counter', warrior: warrior.id };
    expect(engine.legal(m, warrior.side)).toContainEqual(counter);
    expect(engine.submit(m, warrior.side, counter).ok).toBe(true);
  });

  it('HY-ACT-11 while an activation runs, only its player (or a defender asked) may decide', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [6, 6] },
      ],
    });
    activate(sc, sc.ids[0] as string);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(sc.rules.pending(sc.state).map((d) => d.seats)).toEqual([['scorpion']]);
    expect(tryApply(sc, 'griffin', { kind: 'end' }).ok).toBe(false);
  });

  it('HY-ACT-12 HY-MOVE-28 every activation starts with the full current Movement, wounds or not', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], wounds: 2 },
        { profile: 'purifier', at: [6, 6] },
      ],
    });
    const [h] = sc.ids as [string];
    activate(sc, h);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 3, y: 5, facing: 'N' }],
    ]);
    expect(sc.state.current!.mpLeft).toBe(3);
    activate(sc, h);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(sc.state.current!.mpLeft).toBe(5);
  });

  it('HY-ACT-05 HY-MODE-F-21 a Skilled Firing warrior may be kept out of the next sequence', () => {
    let m = unwrap(e.start(11, { mission: 'prowlers' }));
    const g = m.state.warriors.find((x) => x.side === 'griffin' && x.profile === 'purifier')!.id;
    const s = structuredClone(m.state);
    s.warriors.find((x) => x.id === g)!.watch = 1;
    m = { ...m, state: s };
    m = unwrap(e.submit(m, 'griffin', { kind: 'keep-hand' })).match;
    m = unwrap(e.submit(m, 'scorpion', { kind: 'keep-hand' })).match;
    m = finishSetup(e, m).match;
    const winner = m.state.rollWinner!;
    m = unwrap(e.submit(m, winner, { kind: 'go-first' })).match;
    expect(e.legal(m, 'griffin')).toContainEqual({ kind: 'keep-watch', warrior: g });
    m = unwrap(e.submit(m, 'griffin', { kind: 'keep-watch', warrior: g })).match;
    expect(e.legal(m, 'griffin').some((c) => c.kind === 'counter' && c.warrior === g)).toBe(false);
    expect(m.state.warriors.find((x) => x.id === g)!.watch).toBe(1);
  });

  it('HY-ACT-14 HY-ACT-13 a new round brings a new Activation Roll and a fresh sequence', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [6, 6] },
      ],
    });
    activate(sc, sc.ids[0] as string);
    sc.state.sides.griffin.sequence = [];
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'end' }],
      ],
      [6, 2],
    );
    expect(ev.map((x) => x.type)).toContain('hybrid/round-end');
    expect(ev.find((x) => x.type === 'hybrid/activation-roll')).toMatchObject({ griffin: 6, scorpion: 2 });
    expect([sc.state.round, sc.state.phase, sc.state.rollWinner]).toEqual([2, 'choose-first', 'scorpion']);
    play(sc, [['scorpion', { kind: 'go-first' }]]);
    expect(sc.state.sides.scorpion.sequence).toEqual([]);
  });
});

describe('modes, facing and movement order', () => {
  it('HY-MODE-05 the strike level is named after the move, from where the warrior ended up', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    const [s, h] = sc.ids as [string, string];
    activate(sc, s);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    // While he moves nothing carries a level yet.
    const moving = sc.rules.legalChoices(sc.state, 'griffin');
    expect(moving.some((c) => c.kind === 'strike' || 'level' in c)).toBe(false);
    expect(moving).toContainEqual({ kind: 'move', x: 3, y: 4, facing: 'N', cost: 1 });
    play(sc, [
      ['griffin', { kind: 'move', x: 3, y: 4, facing: 'N' }],
      ['griffin', { kind: 'done' }],
    ]);
    // Now in contact, he names one of the levels 1 to 4 of his OC value.
    expect(sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'strike' && !c.combined)).toEqual(
      [1, 2, 3, 4].map((level) => ({ kind: 'strike', target: h, level })),
    );
  });

  it('HY-MODE-01 HY-MODE-02 six Mastery Levels and no seventh: an OC value of 8 offers levels 1 to 6', () => {
    const sc = scenario({
      profiles: [{ ...WARDEN, id: 'giant', oc: 8 }],
      warriors: [
        { profile: 'giant', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
      ],
    });
    const [g, h] = sc.ids as [string, string];
    activate(sc, g);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'strike')).toEqual(
      [1, 2, 3, 4, 5, 6].map((level) => ({ kind: 'strike', target: h, level })),
    );
  });

  it('HY-MODE-06 HY-MODE-04 OC, DC and F are chosen without a level; Moving Mode with its level', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3] },
        { profile: 'hybrid', at: [6, 6] },
      ],
    });
    activate(sc, sc.ids[0] as string);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'mode', mode: 'OC' },
      { kind: 'mode', mode: 'DC' },
      { kind: 'mode', mode: 'F' },
      { kind: 'mode', mode: 'MV', level: 1 },
      { kind: 'mode', mode: 'MV', level: 2 },
      { kind: 'mode', mode: 'MV', level: 3 },
    ]);
  });

  it('HY-MODE-07 a lasting Defensive Combat ends when the warrior picks another Mode at a later activation', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3], dc: true },
        { profile: 'hybrid', at: [7, 7] },
      ],
    });
    const p = sc.ids[0] as string;
    expect(w(sc, p).dc).toEqual({ heroic: false });
    activate(sc, p);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(w(sc, p).dc).toBeNull();
  });

  it('HY-MOVE-01 AMB-60 move first, then act; no movement after the strike', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 2], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [h, p] = sc.ids as [string, string];
    activate(sc, h);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: p, level: 1 }],
      ],
      [9],
    );
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'move')).toBe(false);
    expect(tryApply(sc, 'scorpion', { kind: 'move', x: 2, y: 3, facing: 'N' }).ok).toBe(false);
  });

  it('HY-MOVE-15 HY-MOVE-16 a warrior may walk out of contact, but not come back to the same opponent in that activation', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [h] = sc.ids as [string];
    activate(sc, h);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 1, y: 3, facing: 'W' }],
    ]);
    expect([w(sc, h).x, w(sc, h).y]).toEqual([1, 3]);
    const list = placements(sc.ctx, sc.state, w(sc, h), sc.state.current!).list;
    expect(list.some((q) => q.x === 2 && q.y === 4)).toBe(false);
    expect(list.some((q) => q.x === 1 && q.y === 4)).toBe(true);
    // The two reference searches keep him away from the Purifier too, with the same ends.
    const act = sc.state.current!;
    expect(act.leftContacts).toEqual([sc.ids[1]]);
    expect(searchMoves(sc.ctx, sc.state, w(sc, h), act).list).toEqual(list);
    expect(referencePlacements(sc.ctx, sc.state, w(sc, h), act).list).toEqual(list);
  });

  it('HY-FACE-01 HY-FACE-03 a 2x2 front edge may touch two enemies; each strike picks one', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
        { profile: 'purifier', at: [4, 4], facing: 'S' },
      ],
    });
    const [a, p1, p2] = sc.ids as [string, string, string];
    activate(sc, a);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    const legal = sc.rules.legalChoices(sc.state, 'scorpion');
    expect(legal).toContainEqual({ kind: 'strike', target: p1, level: 1 });
    expect(legal).toContainEqual({ kind: 'strike', target: p2, level: 1 });
  });

  it('HY-DOOR-08 a large base never gets through a single open door, but through a double one', () => {
    // A wall along the north edges of row 3, broken only by the open door(s).
    const across = (profile: string, door: string[]) => {
      const edges: Record<string, 'wall'> = {};
      for (let x = 0; x < 8; x++) if (!door.includes(`${x},3,N`)) edges[`${x},3,N`] = 'wall';
      const sc = scenario({
        warriors: [
          { profile, at: [3, 1], facing: 'N', id: 'big' },
          { profile: profile === 'sasia-samaris' ? 'hybrid' : 'purifier', at: [7, 7], facing: 'S' },
        ],
        mission: { edges, doors: [{ id: 'd', edges: door, open: true }] },
      });
      activate(sc, 'big');
      play(sc, [[w(sc, 'big').side, { kind: 'mode', mode: 'MV', level: 1 }]]);
      sc.state.current!.mpLeft = 20;
      return placements(sc.ctx, sc.state, w(sc, 'big'), sc.state.current!).list.some((q) => q.y >= 4);
    };
    expect(across('aberration', ['3,3,N'])).toBe(false);
    expect(across('aberration', ['3,3,N', '4,3,N'])).toBe(true);
    expect(across('sasia-samaris', ['3,3,N', '4,3,N'])).toBe(true);
  });

  it('HY-DOOR-08 Sasia Samaris, the one large base let through a single door, walks through an open one or a single passage', () => {
    // The wall along the north edges of row 3, broken at (3,3) by an open single door, a closed one
    // or a single passage; Sasia (2x2) starts south of it with points enough to go round anything.
    const across = (profile: string, gap: 'open' | 'closed' | 'passage') => {
      const edges: Record<string, 'wall' | 'passage'> = {};
      for (let x = 0; x < 8; x++) if (x !== 3) edges[`${x},3,N`] = 'wall';
      if (gap === 'passage') edges['3,3,N'] = 'passage';
      const sc = scenario({
        warriors: [
          { profile, at: [3, 1], facing: 'N', id: 'big' },
          { profile: 'hybrid', at: [7, 7], facing: 'S' },
        ],
        mission: {
          edges,
          doors: gap === 'passage' ? [] : [{ id: 'd', edges: ['3,3,N'], open: gap === 'open' }],
        },
      });
      activate(sc, 'big');
      play(sc, [[w(sc, 'big').side, { kind: 'mode', mode: 'MV', level: 1 }]]);
      const act = sc.state.current!;
      act.mpLeft = 20;
      const big = w(sc, 'big');
      const found = placements(sc.ctx, sc.state, big, act);
      // The play search (and its WebAssembly loop) agrees with the reference search.
      expect(found.list).toEqual(searchMoves(sc.ctx, sc.state, big, act).list);
      const north = found.list.filter((q) => q.y >= 4);
      return { north, path: north[0] ? found.path(north[0].key) : [] };
    };
    for (const gap of ['open', 'passage'] as const) {
      const { north, path } = across('sasia-samaris', gap);
      expect(north.length).toBeGreaterThan(0);
      // On her way she crosses row 3's wall line with the door's column under her base: she never
      // stands with both columns outside it across that line.
      for (const step of path) {
        const cols = squaresOf(hybridCtx, { ...step, profile: 'sasia-samaris' } as never).map((q) => q.x);
        const rows = squaresOf(hybridCtx, { ...step, profile: 'sasia-samaris' } as never).map((q) => q.y);
        if (rows.includes(3) && rows.includes(4)) expect(cols).toContain(3);
      }
      // Any other 2x2 base is kept south of the wall.
      expect(across('aberration', gap).north).toEqual([]);
    }
    // A closed single door stops her as it stops anyone.
    expect(across('sasia-samaris', 'closed').north).toEqual([]);
  });

  it('HY-MOVE-22 HY-MOVE-23 a 2x2 base cannot enter a one-square corridor, yet strikes the enemy standing in it (WE-45)', () => {
    // A corridor one square wide from (3,4) northwards, walls on both sides.
    const edges: Record<string, 'wall'> = {};
    for (let y = 4; y < 8; y++) {
      edges[`2,${y},E`] = 'wall';
      edges[`3,${y},E`] = 'wall';
    }
    edges['4,3,N'] = 'wall';
    edges['1,3,N'] = 'wall';
    const empty = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'purifier', at: [7, 0], facing: 'S' },
      ],
      mission: { edges },
    });
    activate(empty, empty.ids[0] as string);
    play(empty, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const list = placements(empty.ctx, empty.state, w(empty, empty.ids[0] as string), empty.state.current!).list;
    // No placement puts any of its four squares into the corridor (3, 4..7).
    expect(list.some((q) => (q.x === 2 || q.x === 3) && q.y >= 3)).toBe(false);
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
      mission: { edges },
    });
    const [a, p] = sc.ids as [string, string];
    activate(sc, a);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'strike', target: p, level: 1 });
  });
});

describe('rolls, wounds and cards', () => {
  it('HY-ROLL-12 HY-WOUND-01 a roll uses current NV: one wound is one point of SL', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], wounds: 1 },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [h, p] = sc.ids as [string, string];
    activate(sc, h);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: p, level: 1 }],
      ],
      [9],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 4 });
  });

  it('HY-ROLL-14 HY-MODE-F-10 firing at a target’s back gets no rear bonus', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'N' },
      ],
    });
    const [p, h] = sc.ids as [string, string];
    activate(sc, p);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: h, level: 1 }],
      ],
      [9],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 3 });
  });

  it('HY-MODE-F-10 a shooter’s Felon adds nothing to a shot at the target’s back', () => {
    const sc = scenario({
      profiles: [{ ...WARDEN, id: 'felon-shooter', nv: 3, f: 3, aptitudes: [{ name: 'Felon', x: 2 }] }],
      warriors: [
        { profile: 'felon-shooter', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'N' },
      ],
    });
    const [p, h] = sc.ids as [string, string];
    activate(sc, p);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: h, level: 1 }],
      ],
      [4],
    );
    // NV 3 and nothing else: neither the rear +1 nor Felon's +2.
    expect(rolls(ev)[0]).toMatchObject({ sl: 3, result: 'failure' });
    expect(w(sc, h).wounds).toBe(0);
  });

  it('HY-WOUND-07 with one NV point left, the next wound kills', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [3, 4], facing: 'S', wounds: 2 },
      ],
    });
    const [h, p] = sc.ids as [string, string];
    activate(sc, h);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: p, level: 1 }],
      ],
      [5],
    );
    expect(w(sc, p).status).toBe('eliminated');
  });

  function cardDuel(active: number[], hinder: number[]) {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'seneschal', at: [3, 4], facing: 'S' },
      ],
    });
    const pick = (pts: number, used: string[]) => {
      const c = sc.content.actionCards.find((x) => x.points === pts && !used.includes(x.id))!.id;
      used.push(c);
      return c;
    };
    const used: string[] = [];
    sc.state.sides.scorpion.hand = active.map((x) => pick(x, used));
    sc.state.sides.griffin.hand = hinder.map((x) => pick(x, used));
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => !used.includes(c));
    const [h, t] = sc.ids as [string, string];
    activate(sc, h);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'strike', target: t, level: 1 }],
    ]);
    return { sc, t };
  }

  it('HY-CARD-ACTION-08 HY-CARD-ACTION-09 HY-CARD-ACTION-10 a player who declines first may not add cards after the Hindrance', () => {
    const { sc } = cardDuel([2], [1]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/action-cards' }]);
    play(sc, [['scorpion', { kind: 'cards', cards: [] }]]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/hindrance' }]);
    const hindrance = sc.state.sides.griffin.hand[0] as string;
    const ev = play(sc, [['griffin', { kind: 'hinder', card: hindrance }]], [9]);
    // Declined first: no answer to the Hindrance, the roll follows at once at SL 5 - 1 = 4,
    // and his 2-point card stays in his hand.
    expect(rolls(ev)).toHaveLength(1);
    expect(rolls(ev)[0]).toMatchObject({ sl: 4 });
    expect(sc.state.sides.scorpion.hand).toHaveLength(1);
  });

  it('HY-CARD-ACTION-10 HY-CARD-ACTION-11 HY-CARD-ACTION-13 HY-CARD-ACTION-02 HY-GEN-04 an opener may answer a Hindrance; points add up and Hindrance points subtract', () => {
    const { sc } = cardDuel([0, 2], [1]);
    const [zero, two] = sc.state.sides.scorpion.hand as [string, string];
    play(sc, [['scorpion', { kind: 'cards', cards: [zero] }]]);
    play(sc, [['griffin', { kind: 'hinder', card: sc.state.sides.griffin.hand[0]! }]]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/action-cards' }]);
    const ev = play(sc, [['scorpion', { kind: 'cards', cards: [two] }]], [9]);
    // SL 5 + 0 + 2 - 1 = 6; the played cards lie face up on the discard pile.
    expect(rolls(ev)[0]).toMatchObject({ sl: 6 });
    expect(sc.state.actionDiscard).toHaveLength(3);
  });

  it('HY-CARD-ACTION-13 Hindrance points come off the SL and the Mode value, which never drops below 1', () => {
    for (const [points, sl] of [
      [3, 2],
      [4, 1],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3] },
          { profile: 'seneschal', at: [3, 4], facing: 'S' },
        ],
      });
      const card = sc.content.actionCards.find((x) => x.points === points)!.id;
      sc.state.sides.griffin.hand = [card];
      sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== card);
      const [h, t] = sc.ids as [string, string];
      activate(sc, h);
      const ev = play(
        sc,
        [
          ['scorpion', { kind: 'mode', mode: 'OC' }],
          ['scorpion', { kind: 'done' }],
          ['scorpion', { kind: 'strike', target: t, level: 3 }],
          ['griffin', { kind: 'hinder', card }],
        ],
        [9],
      );
      // OC 4 less 3 is 1; less 4 would be 0 but stays 1: the Skilled Strike falls back to level 1.
      expect(ev.filter((x) => x.type === 'hybrid/level-lowered').map((x) => [x['from'], x['to']])).toEqual([[3, 1]]);
      // SL 5 (NV 3 + Fused Weapons 2) less the points; one roll, as a Basic Strike.
      expect(rolls(ev).map((r) => r['sl'])).toEqual([sl]);
    }
  });

  it('HY-CARD-ACTION-17 HY-MODE-OC-05 the Skilled Strike second roll gets no card points', () => {
    const { sc, t } = (() => {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 3] },
          { profile: 'seneschal', at: [3, 4], facing: 'S' },
        ],
      });
      const two = sc.content.actionCards.find((x) => x.points === 2)!.id;
      sc.state.sides.scorpion.hand = [two];
      sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== two);
      return { sc, t: sc.ids[1] as string };
    })();
    activate(sc, sc.ids[0] as string);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: t, level: 3 }],
        ['scorpion', { kind: 'cards', cards: [sc.state.sides.scorpion.hand[0]!] }],
      ],
      [2, 9],
    );
    expect(rolls(ev).map((r) => r['sl'])).toEqual([7, 5]);
  });

  it('HY-ROLL-11 the Combined Attack keeps its fixed SL whatever cards were played', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3] },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
      ],
    });
    const three = sc.content.actionCards.find((x) => x.points === 3)!.id;
    sc.state.sides.griffin.hand = [three];
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== three);
    activate(sc, sc.ids[0] as string);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: sc.ids[1] as string, level: 1, combined: true }],
        ['griffin', { kind: 'cards', cards: [three] }],
      ],
      [9, 9],
    );
    expect(rolls(ev).map((r) => r['sl'])).toEqual([7, 4]);
  });
});
