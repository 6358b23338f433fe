import { describe, expect, it } from 'vitest';
import { sees, sightRange } from '../src/world.ts';
import { fireTargets } from '../src/rules.ts';
import { sampleContent } from '../src/content/sample.ts';
import { activate, play, rolls, scenario, w, type Placed } from './scenario.ts';

const BIG = Array.from({ length: 4 }, () =>
  Array.from({ length: 15 }, (_, i) => (i % 2 === 0 ? '. . . . . . . .' : '               ')),
);

/** Ends the current activation of a lone DC warrior so the round can close. */
const pass = (seat: 'griffin' | 'scorpion') =>
  [
    [seat, { kind: 'mode', mode: 'DC' }],
    [seat, { kind: 'done' }],
    [seat, { kind: 'end' }],
  ] as const;

describe('sight', () => {
  it('HY-LOS-01 HY-LOS-02 HY-LOS-05 the field of vision is the frontal triangle, 8 squares deep', () => {
    const sc = scenario({
      tiles: BIG,
      warriors: [
        { profile: 'purifier', at: [5, 0], facing: 'N' },
        { profile: 'hybrid', at: [5, 8] },
        { profile: 'hybrid', at: [5, 9] },
        { profile: 'hybrid', at: [9, 3] },
        { profile: 'hybrid', at: [9, 5] },
      ],
    });
    const [p, at8, at9, outside, inside] = sc.ids.map((id) => w(sc, id));
    expect(sightRange(sc.ctx, p!)).toBe(8);
    expect(sees(sc.ctx, sc.state, p!, at8!)).toBe(true);
    expect(sees(sc.ctx, sc.state, p!, at9!)).toBe(false);
    expect(sees(sc.ctx, sc.state, p!, outside!)).toBe(false);
    expect(sees(sc.ctx, sc.state, p!, inside!)).toBe(true);
  });

  it('HY-LOS-15 HY-APT-30 HY-LOS-03 Eye of the Lynx/2: Ambrosius sees and fires 10 squares where others see 8 (WE-09, WE-34)', () => {
    const sc = scenario({
      tiles: BIG,
      warriors: [
        { profile: 'ambrosius', at: [5, 0], facing: 'N' },
        { profile: 'purifier', at: [7, 0], facing: 'N' },
        { profile: 'hybrid', at: [6, 10], facing: 'S' },
      ],
    });
    const [amb, pur, hyb] = sc.ids.map((id) => w(sc, id)) as [
      ReturnType<typeof w>,
      ReturnType<typeof w>,
      ReturnType<typeof w>,
    ];
    expect(sightRange(sc.ctx, amb)).toBe(10);
    expect(sees(sc.ctx, sc.state, amb, hyb)).toBe(true);
    expect(sees(sc.ctx, sc.state, pur, hyb)).toBe(false);
    expect(fireTargets(sc.ctx, sc.state, amb, 1).map((t) => t.id)).toEqual([hyb.id]);
    // The Hybrid, facing the Purifier's way, cannot see Ambrosius 10 squares off.
    expect(sees(sc.ctx, sc.state, hyb, amb)).toBe(false);
  });

  it('HY-LOS-18 HY-APT-31 under Lights Out the base range is 5, and Eye of the Lynx still adds (WE-08)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'ambrosius', at: [1, 1] },
        { profile: 'purifier', at: [3, 1] },
      ],
      options: { lightsOut: true },
    });
    expect(sightRange(sc.ctx, w(sc, sc.ids[0] as string))).toBe(7);
    expect(sightRange(sc.ctx, w(sc, sc.ids[1] as string))).toBe(5);
  });

  it('HY-LOS-06 HY-LOS-09 a warrior straight ahead hides the squares behind him, widening one a side per row', () => {
    const sc = scenario({
      tiles: BIG,
      warriors: [
        { profile: 'purifier', at: [5, 0], facing: 'N' },
        { profile: 'purifier', at: [5, 1], facing: 'N' },
        { profile: 'hybrid', at: [5, 4] },
        { profile: 'hybrid', at: [6, 4] },
        { profile: 'hybrid', at: [7, 4] },
      ],
    });
    const [v, , straight, one, two] = sc.ids.map((id) => w(sc, id));
    // Obstacle at d = 1: dead when dx = 0, or |dx| <= dy - 2 = 2 at dy 4.
    expect(sees(sc.ctx, sc.state, v!, straight!)).toBe(false);
    expect(sees(sc.ctx, sc.state, v!, one!)).toBe(false);
    expect(sees(sc.ctx, sc.state, v!, two!)).toBe(false);
    const far: Placed = { profile: 'hybrid', at: [8, 4] };
    const sc2 = scenario({
      tiles: BIG,
      warriors: [
        { profile: 'purifier', at: [5, 0], facing: 'N' },
        { profile: 'purifier', at: [5, 1], facing: 'N' },
        far,
      ],
    });
    expect(sees(sc2.ctx, sc2.state, w(sc2, sc2.ids[0] as string), w(sc2, sc2.ids[2] as string))).toBe(true);
  });

  it('HY-LOS-13 HY-DOOR-01 HY-TERRAIN-01 walls, closed doors and columns block sight; an open door does not', () => {
    const make = (mission: object, column = false) => {
      const sc = scenario({
        warriors: [
          { profile: 'purifier', at: [3, 0], facing: 'N' },
          { profile: 'hybrid', at: [3, 5] },
        ],
        mission,
      });
      if (column) sc.state.board.features['3,3'] = { column: true };
      return sees(sc.ctx, sc.state, w(sc, sc.ids[0] as string), w(sc, sc.ids[1] as string));
    };
    expect(make({})).toBe(true);
    expect(make({ edges: { '3,2,N': 'wall' } })).toBe(false);
    expect(make({ doors: [{ id: 'd', edges: ['3,2,N'], open: false }] })).toBe(false);
    expect(make({ doors: [{ id: 'd', edges: ['3,2,N'], open: true }] })).toBe(true);
    expect(make({}, true)).toBe(false);
  });

  it('HY-LOS-07 HY-TRAP-12 rockfall and trapdoors never block sight', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 5] },
      ],
    });
    sc.state.board.features['3,2'] = { rockfall: true };
    sc.state.board.features['3,3'] = { trapdoor: 'open' };
    expect(sees(sc.ctx, sc.state, w(sc, sc.ids[0] as string), w(sc, sc.ids[1] as string))).toBe(true);
  });

  it('HY-MODE-F-25 Expert Firing may shoot at a target hidden behind exactly one warrior, not two', () => {
    const one = scenario({
      tiles: BIG,
      warriors: [
        { profile: 'purifier', at: [5, 0], facing: 'N' },
        { profile: 'hybrid', at: [5, 2] },
        { profile: 'hybrid', at: [5, 5] },
      ],
    });
    const shooter = w(one, one.ids[0] as string);
    expect(fireTargets(one.ctx, one.state, shooter, 1).map((t) => t.id)).toEqual([one.ids[1]]);
    expect(fireTargets(one.ctx, one.state, shooter, 4).map((t) => t.id)).toContain(one.ids[2]);
    const two = scenario({
      tiles: BIG,
      warriors: [
        { profile: 'purifier', at: [5, 0], facing: 'N' },
        { profile: 'hybrid', at: [5, 2] },
        { profile: 'hybrid', at: [5, 4] },
        { profile: 'hybrid', at: [5, 6] },
      ],
    });
    expect(fireTargets(two.ctx, two.state, w(two, two.ids[0] as string), 4).map((t) => t.id)).not.toContain(two.ids[3]);
  });
});

describe('Moving Mode levels', () => {
  it('HY-MODE-MV-10 HY-MODE-MV-11 Expert Move pins the declared, visible target: no moving and -2 on his rolls this round', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [pest, pur] = sc.ids as [string, string];
    activate(sc, pest);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({
      kind: 'mode',
      mode: 'MV',
      level: 4,
      target: pur,
    });
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 4, target: pur }],
      ['scorpion', { kind: 'move', x: 3, y: 3, facing: 'N' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
    ]);
    expect(w(sc, pur).blocked).toBe('expert');
    activate(sc, pur);
    // No Moving Mode for an Expert Move victim.
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'mode' && c.mode === 'MV')).toBe(false);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: pest, level: 1 }],
      ],
      [9],
    );
    // Purifier NV 3, no OC equipment, -2: SL 1.
    expect(rolls(ev)[0]).toMatchObject({ sl: 1 });
  });

  it('HY-MODE-MV-12 Master Move: whoever shoots or strikes the mover this round takes -2 SL, until the round ends', () => {
    const attack = (attacker: 'purifier' | 'seneschal', kind: 'fire' | 'strike') => {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 1], facing: 'N' },
          { profile: attacker, at: kind === 'fire' ? [3, 4] : [3, 2], facing: 'S' },
        ],
      });
      const [h, p] = sc.ids as [string, string];
      // Hybrid MV value 3 in the sample: Master Move needs 5, so lend him the level directly.
      w(sc, h).masterMove = true;
      activate(sc, p);
      const mode = kind === 'fire' ? 'F' : 'OC';
      const ev = play(
        sc,
        [
          ['griffin', { kind: 'mode', mode }],
          ['griffin', { kind: 'done' }],
          [
            'griffin',
            kind === 'fire' ? { kind: 'fire', target: h, level: 1 } : { kind: 'strike', target: h, level: 1 },
          ],
        ],
        [9],
      );
      return { sc, h, sl: rolls(ev)[0]?.['sl'] };
    };
    // Purifier fires at NV 3 - 2 = 1; the Seneschal strikes at NV 4 - 2 = 2.
    expect(attack('purifier', 'fire').sl).toBe(1);
    const melee = attack('seneschal', 'strike');
    expect(melee.sl).toBe(2);
    // When the round is over the penalty is gone.
    melee.sc.state.sides.scorpion.sequence = [];
    play(melee.sc, [['griffin', { kind: 'end' }]], [3, 5]);
    expect(melee.sc.state.round).toBe(2);
    expect(w(melee.sc, melee.h).masterMove).toBe(false);
  });

  it('HY-MODE-MV-12 HY-MODE-MV-14 Master Move announced at level 5 (MV 5 or more): a shot at the mover later in the round takes -2 SL', () => {
    const pest = sampleContent.profiles.find((x) => x.id === 'pest-of-flesh')!;
    const sc = scenario({
      warriors: [
        { profile: 'master-pest', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
      profiles: [{ ...pest, id: 'master-pest', mv: 5 }],
    });
    const [id, p] = sc.ids as [string, string];
    activate(sc, id);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual({ kind: 'mode', mode: 'MV', level: 5 });
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).not.toContainEqual({ kind: 'mode', mode: 'MV', level: 6 });
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 5 }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(w(sc, id).masterMove).toBe(true);
    activate(sc, p);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: id, level: 1 }],
      ],
      [9],
    );
    // The Purifier fires at NV 3 - 2 = 1.
    expect(rolls(ev)[0]).toMatchObject({ sl: 1 });
  });

  it('HY-MODE-MV-13 HY-ACT-13 Heroic Move: at the end of the round the warrior moves again with MP equal to his NV', () => {
    const pest = sampleContent.profiles.find((x) => x.id === 'pest-of-flesh')!;
    // A Pest with MV 6 (the sample has 4), so that Heroic Move is available; NV 2.
    const sc = scenario({
      warriors: [
        { profile: 'heroic-pest', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [7, 7], facing: 'S' },
      ],
      profiles: [{ ...pest, id: 'heroic-pest', mv: 6 }],
    });
    const [id] = sc.ids as [string];
    activate(sc, id);
    sc.state.sides.griffin.sequence = [];
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 6 }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
    ]);
    expect(sc.state.current).toMatchObject({ warrior: id, endOfRound: true, mpLeft: 2 });
  });

  it('HY-MODE-MV-13 a warrior pinned by Skilled Move gets no Heroic Move at the end of the round', () => {
    const pest = sampleContent.profiles.find((x) => x.id === 'pest-of-flesh')!;
    const sc = scenario({
      warriors: [
        { profile: 'heroic-pest', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [7, 7], facing: 'S' },
      ],
      profiles: [{ ...pest, id: 'heroic-pest', mv: 6 }],
    });
    const [id] = sc.ids as [string];
    activate(sc, id);
    sc.state.sides.griffin.sequence = [];
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 6 }],
      ['scorpion', { kind: 'done' }],
    ]);
    w(sc, id).blocked = 'skilled';
    play(sc, [['scorpion', { kind: 'end' }]], [3, 5]);
    // No end-of-round move: the next round has begun.
    expect(sc.state.current?.endOfRound ?? false).toBe(false);
    expect(sc.state.round).toBe(2);
  });

  it('HY-APT-34 Infiltration/4: a move of 4 MP at the end of the round', () => {
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [1, 1], facing: 'N' },
        { profile: 'purifier', at: [7, 7], facing: 'N' },
      ],
    });
    const [sk] = sc.ids as [string];
    activate(sc, sk);
    sc.state.sides.griffin.sequence = [];
    play(sc, [...pass('scorpion')]);
    expect(sc.state.current).toMatchObject({ warrior: sk, endOfRound: true, mpLeft: 4 });
  });

  it('HY-APT-36 two infiltrators make their end-of-round moves in the round’s activation order', () => {
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [0, 0], facing: 'N', id: 'first-listed' },
        { profile: 'skorize', at: [2, 0], facing: 'N', id: 'second-listed' },
        { profile: 'purifier', at: [7, 7], facing: 'N' },
      ],
    });
    activate(sc, 'second-listed');
    // The counters put the second-listed Skorize first.
    sc.state.sides.scorpion.sequence = ['second-listed', 'first-listed'];
    sc.state.sides.griffin.sequence = [];
    play(sc, [...pass('scorpion'), ...pass('scorpion')]);
    expect(sc.state.current).toMatchObject({ warrior: 'second-listed', endOfRound: true });
    play(sc, [
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
    ]);
    expect(sc.state.current).toMatchObject({ warrior: 'first-listed', endOfRound: true });
  });

  it('HY-APT-37 Infiltration is lost for good once an opponent sees the warrior', () => {
    const sc = scenario({
      warriors: [
        { profile: 'skorize', at: [3, 5], facing: 'N' },
        { profile: 'purifier', at: [3, 1], facing: 'N' },
      ],
    });
    const [sk] = sc.ids as [string];
    activate(sc, sk);
    play(sc, [...pass('scorpion')]);
    expect(w(sc, sk).infiltrationLost).toBe(true);
  });
});

describe('aptitudes and wounds', () => {
  it('HY-APT-22 Frenzy/1: a melee kill gives +1 SL for the rest of the game', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S', wounds: 2 },
        { profile: 'seneschal', at: [5, 3], facing: 'W' },
      ],
    });
    const [ab, p1, sen] = sc.ids as [string, string, string];
    activate(sc, ab);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: p1, level: 1 }],
      ],
      [2],
    );
    expect(w(sc, ab).frenzyKills).toBe(1);
    activate(sc, ab);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: sen, level: 1 }],
        // The Griffin player drew an Action card for his dead Purifier; he plays no Hindrance.
        ['griffin', { kind: 'hinder', card: null }],
      ],
      [9],
    );
    // NV 5 + Frenzy 1.
    expect(rolls(ev)[0]).toMatchObject({ sl: 6 });
  });

  it('HY-APT-39 HY-APT-40 Prestige/1 adds to OC rolls and is lost at the first wound', () => {
    const sc = scenario({
      warriors: [
        { profile: 'exorcist', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'S' },
      ],
    });
    const [ex, h] = sc.ids as [string, string];
    activate(sc, ex);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: h, level: 1 }],
      ],
      [9],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 4 });
    activate(sc, h);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: ex, level: 1 }],
      ],
      [2],
    );
    expect(w(sc, ex).prestigeLost).toBe(true);
    // Next time he strikes at NV 3 - 1 wound, with no Prestige left.
    activate(sc, ex);
    const after = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: h, level: 1 }],
      ],
      [9],
    );
    expect(rolls(after)[0]).toMatchObject({ sl: 2 });
  });

  it('HY-WOUND-01 HY-WOUND-04 HY-TRAP-02 HY-TRAP-04 crossing an open trapdoor: +1 MP and a roll; a failure wounds and shrinks the MP at once', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    sc.state.board.features['3,2'] = { trapdoor: 'open' };
    for (const x of [0, 1, 2, 4, 5, 6, 7]) sc.state.board.features[`${x},2`] = { column: true };
    const [h] = sc.ids as [string];
    activate(sc, h);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }],
      ],
      [8],
    );
    expect(rolls(ev)[0]).toMatchObject({ purpose: 'Trapdoor jump', sl: 3, result: 'failure' });
    expect(w(sc, h).wounds).toBe(1);
    // 7 MP: the path cost 1 + 2 (trapdoor) + 1 = 4, and the wound takes one more: 2 left.
    expect(sc.state.current!.mpLeft).toBe(2);
    expect([w(sc, h).x, w(sc, h).y]).toEqual([3, 4]);
  });

  it('HY-TRAP-06 ending a movement on an open trapdoor costs a wound', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    sc.state.board.features['3,2'] = { trapdoor: 'open' };
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 3, y: 2, facing: 'N' }],
    ]);
    expect(w(sc, sc.ids[0] as string).wounds).toBe(1);
  });

  it('HY-TRAP-01 a closed trapdoor has no effect', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 1], facing: 'N' },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    sc.state.board.features['3,2'] = { trapdoor: 'closed' };
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 3, y: 2, facing: 'N' }],
    ]);
    expect(w(sc, sc.ids[0] as string).wounds).toBe(0);
    expect(sc.state.current!.mpLeft).toBe(6);
  });

  it('HY-MISSION-07 HY-TRAP-08 Scarlet Hive: each round a D10 per trapdoor, odd opens, even closes, an occupied one stays open', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [6, 6] },
      ],
      mission: { trapdoorProcedure: 'scarlet-hive' },
    });
    sc.state.board.features['1,1'] = { trapdoor: 'closed' };
    sc.state.board.features['2,2'] = { trapdoor: 'open' };
    sc.state.board.features['3,3'] = { trapdoor: 'open' };
    activate(sc, sc.ids[0] as string);
    sc.state.sides.griffin.sequence = [];
    // Trapdoors in key order 1,1 / 2,2 / 3,3: 7 (odd: open), 4 (even: closed), 2 (even, but occupied).
    play(sc, [...pass('scorpion')], [7, 4, 2, 3, 5]);
    expect(sc.state.board.features['1,1']?.trapdoor).toBe('open');
    expect(sc.state.board.features['2,2']?.trapdoor).toBe('closed');
    expect(sc.state.board.features['3,3']?.trapdoor).toBe('open');
    expect(sc.state.round).toBe(2);
  });

  it('HY-MISSION-11 AMB-39 the Prison rockfall roll: 8 and 9 roll again, 1-7 drop rocks on that tile (WE-39)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [6, 6] },
      ],
      mission: { rockfallProcedure: true },
    });
    sc.state.board.features['5,5'] = { rockLanding: true };
    activate(sc, sc.ids[0] as string);
    sc.state.sides.griffin.sequence = [];
    // Activation Roll 3 / 5, then rockfall 8 (again), 9 (again), 1: tile 1.
    const ev = play(sc, [...pass('scorpion')], [3, 5, 8, 9, 1]);
    expect(ev.filter((e) => e.type === 'hybrid/rockfall-roll').map((e) => e['roll'])).toEqual([8, 9, 1]);
    expect(sc.state.board.features['5,5']?.rockfall).toBe(true);
  });
});
