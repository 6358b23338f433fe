import { Engine, LoadedDice, unwrap, type Match } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { sampleContent } from '../src/content/sample.ts';
import { hybridRuleset, type HybridState } from '../src/index.ts';
import { drawBoard } from '../src/presenter.ts';
import { checkArmy, rankTotal } from '../src/rules.ts';
import { makeCtx } from '../src/world.ts';
import { finishSetup } from './cards-helpers.ts';
import { activate, play, scenario, tryApply, w } from './scenario.ts';

const e = unwrap(Engine.create(hybridRuleset));

/** A real mission up to the counter placement of round 1, with the Griffin player going first. */
function toSequence(): Match<HybridState> {
  let m = unwrap(e.start(11, { mission: 'prowlers' }));
  m = unwrap(e.submit(m, 'griffin', { kind: 'keep-hand' })).match;
  m = unwrap(e.submit(m, 'scorpion', { kind: 'keep-hand' }, new LoadedDice([2, 8]))).match;
  m = finishSetup(e, m, [2, 8]).match;
  m = unwrap(e.submit(m, 'griffin', { kind: 'go-first' })).match;
  return m;
}

describe('setup', () => {
  it('HY-SETUP-09 HY-SETUP-05 HY-SETUP-06 HY-CARD-ARMY-02 four Action cards each, one shared Event deck of 27, two hidden Army cards each', () => {
    const m = unwrap(e.start(5));
    const s = m.state;
    expect(s.sides.griffin.hand).toHaveLength(4);
    expect(s.sides.scorpion.hand).toHaveLength(4);
    expect(s.actionDeck).toHaveLength(25 - 8);
    expect(s.eventDeck).toHaveLength(27);
    for (const side of ['griffin', 'scorpion'] as const) {
      expect(s.sides[side].army).toHaveLength(2);
      expect(s.sides[side].armyRevealed).toBe(0);
      // Not even their owner sees them.
      const view = JSON.stringify(e.view(m, side));
      for (const id of s.sides[side].army) expect(view).not.toContain(`"${id}"`);
    }
  });

  it('HY-SETUP-10 HY-CARD-ACTION-03 rejecting the opening hand puts the 4 under the deck and gives 3 (WE-40)', () => {
    const m = unwrap(e.start(5));
    const four = m.state.sides.griffin.hand;
    const next = unwrap(e.submit(m, 'griffin', { kind: 'reject-hand' })).match;
    expect(next.state.sides.griffin.hand).toHaveLength(3);
    expect(next.state.actionDeck.slice(-4)).toEqual(four);
    expect(e.legal(next, 'griffin')).toEqual([]);
  });

  it('HY-SETUP-11 HY-SETUP-12 HY-MISSION-06 HY-MISSION-05 warriors deploy in their Rank zone, or the next higher Rank’s (WE-42)', () => {
    const m = unwrap(e.start(5, { mission: 'return-to-glasinhar' }));
    const mission = sampleContent.missions.find((x) => x.id === 'return-to-glasinhar')!;
    const zone = (rank: number) =>
      mission.deployment.find((z) => z.side === 'scorpion' && z.rank === rank)!.squares.map(([x, y]) => `${x},${y}`);
    for (const wr of m.state.warriors.filter((x) => x.side === 'scorpion')) {
      const rank = sampleContent.profiles.find((p) => p.id === wr.profile)!.rank;
      // No Rank 2 zone for the Scorpions: Rank 2 would use Rank 3's. Rank 3's zone is 4 squares (errata).
      expect(zone(rank === 2 ? 3 : rank)).toContain(`${wr.x},${wr.y}`);
    }
    expect(zone(3)).toHaveLength(4);
  });

  it('HY-SETUP-12 with no zone of his Rank a warrior takes the next higher Rank’s; when it is full, a square next to it', () => {
    const base = sampleContent.missions.find((x) => x.id === 'return-to-glasinhar')!;
    // The Scorpion side has only a Rank 3 zone, of one square at (9, 13), facing south.
    const mission = {
      ...base,
      id: 'one-square',
      // Its own armies fit its zones, as a pack's mission must (the game below names others).
      armies: { griffin: ['purifier'], scorpion: ['hybrid'] },
      deployment: [
        ...base.deployment.filter((z) => z.side === 'griffin'),
        { side: 'scorpion' as const, rank: 3, facing: 'S' as const, squares: [[9, 13]] as Array<[number, number]> },
      ],
    };
    const content = { ...sampleContent, missions: [...sampleContent.missions, mission] };
    const eng = unwrap(Engine.create(hybridRuleset, { content }));
    const m = unwrap(
      eng.start(5, { mission: 'one-square', armies: { griffin: ['purifier'], scorpion: ['hybrid', 'hybrid'] } }),
    );
    const spots = m.state.warriors.filter((x) => x.side === 'scorpion').map((x) => `${x.x},${x.y},${x.facing}`);
    // The first takes the zone's square; the second the first free square beside it (north of it).
    expect(spots.sort()).toEqual(['9,13,S', '9,14,S']);
  });

  it('HY-MISSION-01 HY-MISSION-02 AMB-34 Rank Total counts Rank 0 as half, and both limits are enforced (WE-38)', () => {
    const ctx = makeCtx(sampleContent, { rank0Rounding: 'up' });
    const army = [
      'aberration',
      'hybrid',
      'hybrid',
      'hybrid',
      'pest-of-flesh',
      'pest-of-flesh',
      'pest-of-flesh',
      'pest-of-flesh',
    ];
    // 3 + 3 x 1 + 4 / 2 = 8.
    expect(rankTotal(ctx, army)).toBe(8);
    const mission = { ...sampleContent.missions[0]!, rankTotal: 8, maxWarriors: 8 };
    expect(checkArmy(ctx, mission, 'scorpion', army).ok).toBe(true);
    const over = checkArmy(ctx, mission, 'scorpion', [...army.slice(0, 7), 'skorize']);
    expect(over.ok ? null : over.error.code).toBe('setup/rank-total');
    const many = checkArmy(ctx, { ...mission, rankTotal: 20 }, 'scorpion', [...army, 'pest-of-flesh']);
    expect(many.ok ? null : many.error.code).toBe('setup/too-many');
    expect(rankTotal(ctx, ['pest-of-flesh'])).toBe(1);
    expect(rankTotal(makeCtx(sampleContent, { rank0Rounding: 'down' }), ['pest-of-flesh'], 'down')).toBe(0);
  });
});

/** A game of one round in which the last warrior to act ends his activation: the round limit passes. */
function pastTheRoundLimit() {
  const sc = scenario({
    warriors: [
      { profile: 'hybrid', at: [3, 3] },
      { profile: 'purifier', at: [6, 6] },
    ],
  });
  sc.state.roundLimit = 1;
  activate(sc, sc.ids[0] as string);
  sc.state.sides.griffin.sequence = [];
  sc.state.sides.scorpion.sequence = [sc.ids[0] as string];
  play(sc, [
    ['scorpion', { kind: 'mode', mode: 'DC' }],
    ['scorpion', { kind: 'done' }],
    ['scorpion', { kind: 'end' }],
  ]);
  return sc;
}

describe('rounds and the Activation Sequence', () => {
  it('HY-ACT-02 the winner of the Activation Roll chooses who activates first', () => {
    let m = unwrap(e.start(11, { mission: 'prowlers' }));
    m = unwrap(e.submit(m, 'griffin', { kind: 'keep-hand' })).match;
    m = unwrap(e.submit(m, 'scorpion', { kind: 'keep-hand' }, new LoadedDice([9, 1]))).match;
    m = finishSetup(e, m, [9, 1]).match;
    expect(e.legal(m, 'scorpion')).toEqual([{ kind: 'go-first' }, { kind: 'go-second' }]);
    expect(e.legal(m, 'griffin')).toEqual([]);
    m = unwrap(e.submit(m, 'scorpion', { kind: 'go-second' })).match;
    expect(m.state.first).toBe('griffin');
  });

  it('HY-ACT-04 HY-ACT-06 both players place counters at once and in secret; each warrior gets one (WE-12)', () => {
    let m = toSequence();
    const pending = e.pending(m);
    expect(pending).toEqual([
      { seats: ['griffin'], kind: 'hybrid/place-counters', secret: true },
      { seats: ['scorpion'], kind: 'hybrid/place-counters', secret: true },
    ]);
    const g = m.state.warriors.filter((x) => x.side === 'griffin').map((x) => x.id);
    m = unwrap(e.submit(m, 'griffin', { kind: 'counter', warrior: g[0]! })).match;
    // The same warrior cannot get a second counter.
    expect(e.submit(m, 'griffin', { kind: 'counter', warrior: g[0]! }).ok).toBe(false);
    // The Scorpion player sees a counter was placed, not on whom.
    const view = e.view(m, 'scorpion');
    expect(view.sides.griffin.countersPlaced).toBe(1);
    expect(view.warriors.find((x) => x.id === g[0])?.counter).toBeNull();
    expect(JSON.stringify(view.mySequence)).not.toContain(g[0]);
  });

  it('HY-ACT-07 HY-ACT-08 activations alternate, first player’s #1, then the other’s #1 (WE-11)', () => {
    let m = toSequence();
    const g = m.state.warriors.filter((x) => x.side === 'griffin').map((x) => x.id);
    const s = m.state.warriors.filter((x) => x.side === 'scorpion').map((x) => x.id);
    for (const id of [...g].reverse()) m = unwrap(e.submit(m, 'griffin', { kind: 'counter', warrior: id })).match;
    for (const id of s) m = unwrap(e.submit(m, 'scorpion', { kind: 'counter', warrior: id })).match;
    expect(m.state.current?.warrior).toBe(g[g.length - 1]);
    // He must act: there is no pass, only a Mode.
    expect(e.legal(m, 'griffin').every((c) => c.kind === 'mode')).toBe(true);
    m = unwrap(e.submit(m, 'griffin', { kind: 'mode', mode: 'DC' })).match;
    m = unwrap(e.submit(m, 'griffin', { kind: 'done' })).match;
    m = unwrap(e.submit(m, 'griffin', { kind: 'end' })).match;
    expect(m.state.current?.warrior).toBe(s[0]);
  });

  it('HY-ACT-07 HY-ACT-08 the whole round alternates P#1, O#1, P#2, O#2 ... and the side with more warriors ends it (WE-11)', () => {
    let m = toSequence();
    const g = m.state.warriors.filter((x) => x.side === 'griffin').map((x) => x.id);
    const s = m.state.warriors.filter((x) => x.side === 'scorpion').map((x) => x.id);
    expect(g.length).not.toBe(s.length);
    for (const id of g) m = unwrap(e.submit(m, 'griffin', { kind: 'counter', warrior: id })).match;
    for (const id of s) m = unwrap(e.submit(m, 'scorpion', { kind: 'counter', warrior: id })).match;
    const order: string[] = [];
    while (m.state.current && order.length < g.length + s.length) {
      const id = m.state.current.warrior;
      order.push(id);
      const side = m.state.warriors.find((x) => x.id === id)?.side as 'griffin' | 'scorpion';
      m = unwrap(e.submit(m, side, { kind: 'mode', mode: 'DC' })).match;
      m = unwrap(e.submit(m, side, { kind: 'done' })).match;
      // The last activation's end closes the round, which may draw cards and roll: loaded fives.
      m = unwrap(e.submit(m, side, { kind: 'end' }, new LoadedDice(Array<number>(40).fill(5)))).match;
    }
    const alternate: string[] = [];
    for (let i = 0; i < Math.max(g.length, s.length); i++)
      alternate.push(...[g[i], s[i]].filter((x) => x !== undefined));
    expect(order).toEqual(alternate);
  });

  it('HY-COUNTER-08 ten Activation counters a side: an eleventh warrior gets none and sits the round out', () => {
    const sc = scenario({
      warriors: [
        ...Array.from({ length: 11 }, (_, i) => ({ profile: 'purifier', at: [i % 8, Math.floor(i / 8)] as const })),
        { profile: 'hybrid', at: [7, 7] as const },
      ],
    });
    const griffins = sc.ids.slice(0, 11);
    sc.state.phase = 'sequence';
    sc.state.current = null;
    sc.state.sides.scorpion.sequence = [sc.ids[11] as string];
    sc.state.sides.scorpion.sequenceDone = true;
    sc.state.sides.griffin.sequence = [];
    sc.state.sides.griffin.sequenceDone = false;
    const offered = () =>
      sc.rules
        .legalChoices(sc.state, 'griffin')
        .map((c) => (c.kind === 'counter' ? c.warrior : c.kind))
        .sort();
    expect(offered()).toEqual([...griffins].sort());
    play(
      sc,
      griffins.slice(0, 9).map((id) => ['griffin', { kind: 'counter', warrior: id }] as const),
    );
    // With nine counters down, both warriors left may still take the tenth.
    expect(offered()).toEqual([griffins[9], griffins[10]].sort());
    play(sc, [['griffin', { kind: 'counter', warrior: griffins[9] as string }]], [2, 5]);
    expect(sc.state.sides.griffin.sequence).toEqual(griffins.slice(0, 10));
    expect(sc.state.sides.griffin.sequenceDone).toBe(true);
    expect(sc.state.phase).not.toBe('sequence');
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'counter')).toBe(false);
  });

  it('HY-ACT-10 a warrior killed before his activation is replaced by his side’s next one (WE-13)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [1, 1] },
        { profile: 'purifier', at: [5, 1] },
      ],
    });
    const [h, p1, p2] = sc.ids as [string, string, string];
    activate(sc, h);
    w(sc, p1).status = 'eliminated';
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
    ]);
    expect(ev.find((x) => x.type === 'hybrid/activation')).toMatchObject({ warrior: p2, counter: 2 });
  });

  it('HY-ACT-09 AMB-07 when one side has no one left to activate, the other activates the rest in order', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [1, 1] },
        { profile: 'purifier', at: [5, 1] },
      ],
    });
    const [h, p1, p2] = sc.ids as [string, string, string];
    activate(sc, h);
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    const order = ev.filter((x) => x.type === 'hybrid/activation').map((x) => x['warrior']);
    expect(order).toEqual([p1, p2]);
  });

  it('HY-MODE-DC-01 HY-MODE-DC-02 HY-MODE-09 choosing DC ends the activation after moving and gives a DC counter until the next activation', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3] },
        { profile: 'hybrid', at: [6, 6] },
      ],
    });
    const [p] = sc.ids as [string];
    activate(sc, p);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(w(sc, p).dc).toEqual({ heroic: false });
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'strike' || c.kind === 'fire')).toBe(
      false,
    );
    play(sc, [['griffin', { kind: 'end' }]]);
    activate(sc, p);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(w(sc, p).dc).toBeNull();
  });

  it('HY-MODE-03 HY-MODE-MV-01 HY-MOVE-02 in Moving Mode the warrior only moves: one Mode for the activation, no strike or shot after it', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3] },
        { profile: 'purifier', at: [3, 5], facing: 'S' },
      ],
    });
    activate(sc, sc.ids[0] as string);
    play(sc, [['scorpion', { kind: 'mode', mode: 'MV', level: 1 }]]);
    // The Mode, once named, stays: no second choice of Mode.
    expect(sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'mode')).toBe(false);
    expect(tryApply(sc, 'scorpion', { kind: 'mode', mode: 'OC' }).ok).toBe(false);
    play(sc, [
      ['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([{ kind: 'end' }]);
    // A shooter in Moving Mode with an enemy in plain sight has no shot either.
    const shooter = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    activate(shooter, shooter.ids[0] as string);
    play(shooter, [
      ['griffin', { kind: 'mode', mode: 'MV', level: 1 }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(shooter.rules.legalChoices(shooter.state, 'griffin')).toEqual([{ kind: 'end' }]);
  });

  it('HY-END-02 HY-MISSION-03 when the round limit passes with no side done, the game is a draw', () => {
    const sc = pastTheRoundLimit();
    expect(sc.state.outcome).toMatchObject({ winners: [], draw: true });
  });

  it('a game ended by the round limit: every view reports the last round played, not the one the count went on to', () => {
    const sc = pastTheRoundLimit();
    expect(sc.state.outcome).toMatchObject({ draw: true });
    // The state counts on to round 2, which is never played; the views say round 1 of 1.
    expect(sc.state.round).toBe(2);
    for (const seat of ['griffin', 'scorpion', 'spectator'])
      expect(sc.rules.view(sc.state, seat)).toMatchObject({ round: 1, roundLimit: 1 });
    expect(drawBoard(sc.rules.view(sc.state, 'griffin'), 'en')).toMatch(/^Round 1\/1 /);
  });
});

describe('objectives and counters', () => {
  it('HY-OBJ-01 HY-OBJ-05 HY-END-01 HY-END-03 HY-MISSION-04 ending the turn on an Objective carries it out, removes it, and completing all wins', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3] },
        { profile: 'hybrid', at: [7, 7] },
      ],
      mission: {
        objectiveCounters: [{ n: 6, at: [3, 4] }],
      },
    });
    sc.state.objectiveCounters['3,4'] = 6;
    activate(sc, sc.ids[0] as string);
    const ev = play(sc, [
      ['griffin', { kind: 'mode', mode: 'MV', level: 1 }],
      ['griffin', { kind: 'move', x: 3, y: 4, facing: 'N' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'objective' }],
    ]);
    expect(ev.some((x) => x.type === 'hybrid/objective')).toBe(true);
    expect(sc.state.objectiveCounters['3,4']).toBeUndefined();
    expect(sc.state.outcome).toMatchObject({ winners: ['griffin'] });
  });

  it('HY-OBJ-02 a Rank 0 warrior may stand on an Objective but never carry it out', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 4] },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    sc.state.objectiveCounters['3,4'] = 5;
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).not.toContainEqual({ kind: 'objective' });
    expect(tryApply(sc, 'scorpion', { kind: 'objective' }).ok).toBe(false);
  });

  it('HY-OBJ-03 a warrior who may carry out the Objective under him may decline and just hold the counter', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 4] },
        { profile: 'hybrid', at: [7, 7] },
      ],
    });
    sc.state.objectiveCounters['3,4'] = 6;
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'objective' });
    play(sc, [['griffin', { kind: 'end' }]]);
    expect(sc.state.objectiveCounters['3,4']).toBe(6);
    expect(sc.state.sides.griffin.objectivesDone).toEqual([]);
    expect(sc.state.outcome).toBeNull();
  });

  it('HY-OBJ-04 AMB-63 a warrior on an Objective may turn to any facing for free, even with no points left', () => {
    const finish = (mode: 'DC' | 'OC', objective: boolean, blocked: 'skilled' | null = null) => {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 4] },
          { profile: 'purifier', at: mode === 'OC' ? [3, 5] : [7, 7], facing: 'S' },
        ],
      });
      if (objective) sc.state.objectiveCounters['3,4'] = 1;
      const h = sc.ids[0] as string;
      w(sc, h).blocked = blocked;
      activate(sc, h);
      play(sc, [['scorpion', { kind: 'mode', mode }]]);
      sc.state.current!.mpLeft = 0;
      play(sc, [['scorpion', { kind: 'done' }]]);
      const faces = () =>
        sc.rules
          .legalChoices(sc.state, 'scorpion')
          .flatMap((c) => (c.kind === 'face' ? [c.facing] : []))
          .sort();
      return { sc, h, faces };
    };
    const dc = finish('DC', true);
    expect(dc.faces()).toEqual(['E', 'S', 'W']);
    play(dc.sc, [['scorpion', { kind: 'face', facing: 'S' }]]);
    expect(w(dc.sc, dc.h).facing).toBe('S');
    expect(dc.sc.state.current!.mpLeft).toBe(0);
    expect(dc.faces()).toEqual([]);
    // In Offensive Combat he may turn instead of striking; the turn ends his action.
    const oc = finish('OC', true);
    expect(oc.faces()).toEqual(['E', 'S', 'W']);
    play(oc.sc, [['scorpion', { kind: 'face', facing: 'E' }]]);
    expect(w(oc.sc, oc.h).facing).toBe('E');
    expect(oc.sc.rules.legalChoices(oc.sc.state, 'scorpion')).toEqual([{ kind: 'end' }]);
    // Off the counter there is no such turn, nor for a warrior pinned by Skilled Move (AMB-63).
    expect(finish('DC', false).faces()).toEqual([]);
    expect(finish('OC', false).faces()).toEqual([]);
    expect(finish('DC', true, 'skilled').faces()).toEqual([]);
  });

  it('HY-COUNTER-02 HY-COUNTER-03 HY-CARD-EVENT-02 HY-CARD-EVENT-03 an Event counter is flipped; not a Trap, it is removed and gives an Event card', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 4] },
        { profile: 'purifier', at: [7, 7] },
      ],
    });
    sc.state.eventCounters['3,4'] = false;
    // A Reserve card on top, so it goes to the hand.
    const reserve = sc.content.eventCards.find((c) => c.type === 'reserve')!.id;
    sc.state.eventDeck = [reserve, ...sc.state.eventDeck.filter((c) => c !== reserve)];
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'DC' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'event-counter' }],
    ]);
    expect(sc.state.eventCounters['3,4']).toBeUndefined();
    expect(sc.state.sides.scorpion.eventHand).toEqual([reserve]);
    // The other side does not see which card it is.
    expect(JSON.stringify(sc.rules.view(sc.state, 'griffin'))).not.toContain(`"${reserve}"`);
  });

  it('HY-COUNTER-04 after activating an Event counter, a side must wait for the other side’s (WE-22)', () => {
    const offered = (last: 'griffin' | 'scorpion' | null) => {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 4] },
          { profile: 'purifier', at: [7, 7] },
        ],
      });
      sc.state.eventCounters['3,4'] = false;
      sc.state.lastEventSide = last;
      activate(sc, sc.ids[0] as string);
      play(sc, [
        ['scorpion', { kind: 'mode', mode: 'DC' }],
        ['scorpion', { kind: 'done' }],
      ]);
      return sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'event-counter');
    };
    // His own side took the last one: he waits. The other side's, or none yet: he may.
    expect(offered('scorpion')).toBe(false);
    expect(offered('griffin')).toBe(true);
    expect(offered(null)).toBe(true);
  });

  it('HY-TRAP-14 HY-TRAP-16 HY-COUNTER-07 HY-COUNTER-01 AMB-47 a Trap: a Natural Roll at +3 SL, 1 wound on a failure; it counts for alternation', () => {
    for (const [roll, wounds] of [
      [6, 0],
      [7, 1],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile: 'hybrid', at: [3, 4] },
          { profile: 'purifier', at: [7, 7] },
        ],
      });
      sc.state.eventCounters['3,4'] = true;
      activate(sc, sc.ids[0] as string);
      const ev = play(
        sc,
        [
          ['scorpion', { kind: 'mode', mode: 'DC' }],
          ['scorpion', { kind: 'done' }],
          ['scorpion', { kind: 'event-counter' }],
        ],
        [roll],
      );
      // Hybrid NV 3 + 3 = SL 6.
      expect(ev.find((x) => x.type === 'hybrid/roll')).toMatchObject({ sl: 6 });
      expect(w(sc, sc.ids[0] as string).wounds).toBe(wounds);
      expect(sc.state.lastEventSide).toBe('scorpion');
      expect(sc.state.sides.scorpion.eventHand).toEqual([]);
      expect(sc.state.eventCounters['3,4']).toBeUndefined();
    }
  });

  it('HY-APT-43 HY-APT-44 HY-APT-45 HY-APT-46 Sacrifice (against a warrior in DC): in Basic Move the creature is removed, one enemy takes X wounds, no card is drawn (WE-37)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'pest-of-flesh', at: [3, 3] },
        { profile: 'purifier', at: [3, 4], facing: 'S', dc: true },
      ],
    });
    const [pest, pur] = sc.ids as [string, string];
    activate(sc, pest);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 1 }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'sacrifice', target: pur }],
    ]);
    expect(w(sc, pest).status).toBe('removed');
    expect(w(sc, pur).wounds).toBe(1);
    expect(sc.state.sides.scorpion.hand).toHaveLength(0);
    expect(sc.state.sides.griffin.hand).toHaveLength(0);
  });

  it('HY-APT-43 Sacrifice is offered only in Basic Move, after the move, in contact with an enemy', () => {
    const offered = (mode: 'OC' | 'MV', level: number | undefined, enemyAt: [number, number], moveFirst = false) => {
      const sc = scenario({
        warriors: [
          { profile: 'pest-of-flesh', at: [3, 3] },
          { profile: 'purifier', at: enemyAt, facing: 'S' },
        ],
      });
      activate(sc, sc.ids[0] as string);
      play(sc, [['scorpion', level ? { kind: 'mode', mode, level } : { kind: 'mode', mode }]]);
      const during = sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'sacrifice');
      if (moveFirst) play(sc, [['scorpion', { kind: 'move', x: 3, y: 4, facing: 'N' }]]);
      play(sc, [['scorpion', { kind: 'done' }]]);
      const after = sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'sacrifice');
      return [during, after];
    };
    // Basic Move, in contact: only once the move is done.
    expect(offered('MV', 1, [3, 4])).toEqual([false, true]);
    // Walking into contact counts too.
    expect(offered('MV', 1, [3, 5], true)).toEqual([false, true]);
    // Novice Move, Offensive Combat, or no enemy touching: never.
    expect(offered('MV', 2, [3, 4])).toEqual([false, false]);
    expect(offered('OC', undefined, [3, 4])).toEqual([false, false]);
    expect(offered('MV', 1, [6, 6])).toEqual([false, false]);
  });

  it('HY-CARD-ARMY-03 HY-CARD-ARMY-05 HY-CARD-ARMY-04 First Contact needs both sides to see an enemy; then both first Army cards are revealed (WE-48)', () => {
    const sc = scenario({
      armyHidden: true,
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 6], facing: 'N' },
      ],
    });
    const [p] = sc.ids as [string];
    activate(sc, p);
    // The Purifier sees the Hybrid's back; the Hybrid sees nothing: no First Contact.
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'DC' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(sc.state.firstContact).toBe(false);
    activate(sc, sc.ids[1] as string);
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 3, y: 6, facing: 'S' }],
    ]);
    expect(sc.state.firstContact).toBe(true);
    expect(ev.filter((x) => x.type === 'hybrid/army-card').map((x) => x['seat'])).toEqual(['griffin', 'scorpion']);
    expect(sc.state.sides.griffin.armyRevealed).toBe(1);
  });

  it('HY-CARD-ARMY-03 HY-CARD-ARMY-05 a shot at a warrior whose side sees no enemy still brings First Contact, before its roll', () => {
    // The Purifier on (3,0) faces north; the Hybrid on (3,4) faces north too, his back to him.
    const sc = scenario({
      armyHidden: true,
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 4], facing: 'N' },
      ],
    });
    const [p, h] = sc.ids as [string, string];
    sc.state.sides.griffin.army = ['army-griffin-2', 'army-griffin-4'];
    sc.state.sides.scorpion.army = ['army-scorpion-2', 'army-scorpion-4'];
    activate(sc, p);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    // One side sees the other, the other sees no one: no First Contact yet (HY-CARD-ARMY-04).
    expect(sc.state.firstContact).toBe(false);
    const ev = play(sc, [['griffin', { kind: 'fire', target: h, level: 1 }]], [9]);
    const order = ev
      .filter((x) => x.type === 'hybrid/army-card' || x.type === 'hybrid/roll')
      .map((x) => (x.type === 'hybrid/roll' ? 'roll' : x['when']));
    expect(order).toEqual(['first-contact', 'first-contact', 'roll']);
    expect(sc.state.firstContact).toBe(true);
    expect([sc.state.sides.griffin.armyRevealed, sc.state.sides.scorpion.armyRevealed]).toEqual([1, 1]);
  });

  it('HY-CARD-ARMY-06 HY-CARD-ARMY-07 the first warrior to leave the game after First Contact reveals the second Army cards', () => {
    const sc = scenario({
      armyHidden: true,
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S', wounds: 2 },
      ],
    });
    const [h, t] = sc.ids as [string, string];
    // Army cards with no effect on the board, so nobody is healed when they come up.
    sc.state.sides.griffin.army = ['army-griffin-2', 'army-griffin-4'];
    sc.state.sides.scorpion.army = ['army-scorpion-2', 'army-scorpion-4'];
    activate(sc, h);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: t, level: 1 }],
      ],
      [2],
    );
    // The first attack brings First Contact before First Blood.
    const when = ev.filter((x) => x.type === 'hybrid/army-card').map((x) => x['when']);
    expect(when).toEqual(['first-contact', 'first-contact', 'first-blood', 'first-blood']);
    expect(sc.state.firstContact).toBe(true);
    expect(sc.state.firstBlood).toBe(true);
    expect(sc.state.sides.scorpion.armyRevealed).toBe(2);
  });
});

describe('content', () => {
  it('HY-CARD-ACTION-01 HY-CARD-EVENT-01 HY-CARD-ARMY-01 HY-AURA-01 HY-MUTATION-01 the sample decks have the book’s sizes', () => {
    expect(sampleContent.actionCards).toHaveLength(25);
    expect(sampleContent.actionCards.every((c) => c.points >= 0 && c.points <= 4)).toBe(true);
    expect(sampleContent.eventCards).toHaveLength(27);
    for (const cat of ['random', 'strategic', 'field'])
      expect(sampleContent.eventCards.filter((c) => c.category === cat)).toHaveLength(9);
    expect(sampleContent.armyCards.filter((c) => c.side === 'griffin')).toHaveLength(9);
    expect(sampleContent.armyCards.filter((c) => c.side === 'scorpion')).toHaveLength(9);
    expect(sampleContent.auraCards).toHaveLength(9);
    expect(sampleContent.mutationCards).toHaveLength(9);
  });

  it('HY-GEN-12 HY-GEN-08 the schema refuses a Rank of 5 and every tile is 8 x 8', () => {
    const bad = { ...sampleContent, profiles: [{ ...sampleContent.profiles[0]!, rank: 5 }] };
    const r = Engine.create(hybridRuleset, { content: bad });
    expect(r.ok ? null : r.error.message).toContain('profiles.0.rank');
    for (const t of sampleContent.tiles) {
      const rows = t.picture.filter((_, i) => i % 2 === 0);
      expect(rows).toHaveLength(8);
      // Eight squares a row: one mark each, with the edge marks between them.
      expect(rows.every((r) => r.length === 15)).toBe(true);
    }
  });

  it('content cross-references are checked with the path of the error', () => {
    const bad = {
      ...sampleContent,
      missions: [{ ...sampleContent.missions[0]!, armies: { griffin: ['nobody'], scorpion: [] } }],
    };
    const r = Engine.create(hybridRuleset, { content: bad });
    expect(r.ok ? null : r.error.message).toContain('missions.0.armies.griffin.0');
  });
});
