import { SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { Mission } from '../src/content/schema.ts';
import { sampleContent } from '../src/content/sample.ts';
import { entryPlacements } from '../src/entry.ts';
import { hybridOptions } from '../src/index.ts';
import { drawBoard } from '../src/presenter.ts';
import { hybridRules, setupState } from '../src/rules.ts';
import type { HybridState } from '../src/state.ts';
import { makeCtx, placements, sees } from '../src/world.ts';
import { engine, playRandom } from './helpers.ts';
import { activate, play, scenario, tryApply, w, type Placed, type Scenario } from './scenario.ts';

const defaults = (): Record<string, string | number | boolean> =>
  Object.fromEntries(hybridOptions.map((o) => [o.id, o.default]));

/** The sample mission with Entry/Exit counters and reserves. */
function breach(setup: Record<string, unknown> = {}): { state: HybridState; ctx: ReturnType<typeof makeCtx> } {
  const ctx = makeCtx(sampleContent, defaults());
  const state = unwrap(setupState(ctx, { mission: 'the-breach', ...setup }, SeededDice.fromSeed(3)));
  return { state, ctx };
}

/** A gate south of an open board: entry squares (3,0) and (4,0) or just (3,0), frame beside them. */
const DOUBLE: Partial<Mission> = {
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
};
const SINGLE: Partial<Mission> = { entries: [{ id: 'gate', squares: [[3, 0]], covers: [[2, 0]] }] };

/** A scenario whose first warrior waits off the board at the gate, activated and in `mode`. */
function waitingAtGate(mover: Placed, others: Placed[] = [], mission: Partial<Mission> = DOUBLE): Scenario {
  const sc = scenario({ warriors: [mover, ...others], mission });
  const id = sc.ids[0] as string;
  const m = w(sc, id);
  m.status = 'waiting';
  m.entry = 'gate';
  m.x = -1;
  m.y = -1;
  activate(sc, id);
  return sc;
}

const moves = (sc: Scenario, seat: 'griffin' | 'scorpion') =>
  sc.rules.legalChoices(sc.state, seat).filter((c) => c.kind === 'move');

describe('entering the laboratory', () => {
  it('HY-SETUP-13 warriors the mission brings in through an entrance start off the board at its Entry counter', () => {
    const { state } = breach();
    const griffins = state.warriors.filter((x) => x.side === 'griffin');
    expect(griffins.length).toBeGreaterThan(0);
    for (const g of griffins) {
      expect(g.status).toBe('waiting');
      expect(g.entry).toBe('great-gate');
      expect(g.x).toBe(-1);
    }
    // The other side deploys as usual.
    for (const s of state.warriors.filter((x) => x.side === 'scorpion')) expect(s.status).toBe('in-play');
    // Off-board warriors hold no square: nobody sees them.
    const scorp = state.warriors.find((x) => x.side === 'scorpion')!;
    const ctx = makeCtx(sampleContent, defaults());
    expect(sees(ctx, state, scorp, griffins[0]!, { field: 'any' })).toBe(false);
  });

  it('HY-SETUP-03 a split army lists its reserves; a mission that allows no split refuses them', () => {
    const { state } = breach({ reserves: { scorpion: [1, 2] } });
    const scorp = state.warriors.filter((x) => x.side === 'scorpion');
    expect(scorp.map((x) => x.status)).toEqual(['in-play', 'reserve', 'reserve', 'in-play', 'in-play']);
    expect(scorp[1]?.entry).toBe('side-gate');
    const ctx = makeCtx(sampleContent, defaults());
    const refused = setupState(
      ctx,
      { mission: 'the-breach', reserves: { scorpion: [0, 1, 2] } },
      SeededDice.fromSeed(1),
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('setup/too-many-reserves');
    const noSplit = setupState(
      ctx,
      { mission: 'return-to-glasinhar', reserves: { griffin: [0] } },
      SeededDice.fromSeed(1),
    );
    expect(noSplit.ok).toBe(false);
    if (!noSplit.ok) expect(noSplit.error.code).toBe('setup/no-reserves');
  });

  it('HY-ACT-15 AMB-49 waiting warriors take part in the sequence; reserves only once the mission releases them', () => {
    const ctx = makeCtx(sampleContent, defaults());
    const rules = hybridRules(sampleContent, defaults());
    const s = unwrap(setupState(ctx, { mission: 'the-breach', reserves: { scorpion: [1] } }, SeededDice.fromSeed(3)));
    const reserve = s.warriors.filter((x) => x.side === 'scorpion')[1]!;
    const griffin = s.warriors.find((x) => x.side === 'griffin')!;
    s.phase = 'sequence';
    s.round = 2;
    s.sides.griffin.sequence = [];
    s.sides.scorpion.sequence = [];
    const counters = (seat: 'griffin' | 'scorpion') =>
      rules
        .legalChoices(s, seat)
        .filter((c) => c.kind === 'counter')
        .map((c) => (c.kind === 'counter' ? c.warrior : ''));
    expect(counters('griffin')).toContain(griffin.id);
    expect(counters('scorpion')).not.toContain(reserve.id);
    // A reserve comes to his Entry counter when the round the mission names begins.
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [1, 1] },
        { profile: 'hybrid', at: [0, 0] },
      ],
      mission: { ...DOUBLE, reserves: [{ side: 'scorpion', entry: 'gate', release: 3 }] },
    });
    const res = w(sc, sc.ids[1] as string);
    res.status = 'reserve';
    res.entry = 'gate';
    res.x = -1;
    res.y = -1;
    sc.state.round = 2;
    activate(sc, sc.ids[0] as string);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'end' }],
      ],
      [3, 7],
    );
    expect(sc.state.round).toBe(3);
    expect(w(sc, sc.ids[1] as string).status).toBe('waiting');
    expect(ev.some((e) => e.type === 'hybrid/reserve-arrives' && e['warrior'] === sc.ids[1])).toBe(true);
    // The side with only a reserve left was not taken for wiped out.
    expect(sc.state.outcome).toBeNull();
  });
});

describe('leaving the laboratory', () => {
  it('HY-TERRAIN-07 entering puts the warrior on an entry square for 1 MP, then he moves on', () => {
    const sc = waitingAtGate({ profile: 'purifier', at: [0, 0] });
    const id = sc.ids[0] as string;
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    const mp = sc.state.current!.mpLeft;
    const entryMoves = moves(sc, 'griffin');
    expect(entryMoves.length).toBeGreaterThan(0);
    expect(new Set(entryMoves.map((c) => (c.kind === 'move' ? `${c.x},${c.y}` : '')))).toEqual(new Set(['3,0', '4,0']));
    // Anywhere else is refused.
    expect(tryApply(sc, 'griffin', { kind: 'move', x: 3, y: 1, facing: 'N' }).ok).toBe(false);
    play(sc, [['griffin', { kind: 'move', x: 3, y: 0, facing: 'N' }]]);
    expect(w(sc, id).status).toBe('in-play');
    expect([w(sc, id).x, w(sc, id).y]).toEqual([3, 0]);
    expect(sc.state.current!.mpLeft).toBe(mp - 1);
    // He carries on moving with what is left.
    const next = placements(sc.ctx, sc.state, w(sc, id), sc.state.current!).list;
    expect(next.some((p) => p.x === 3 && p.y === mp - 1 && p.facing === 'N')).toBe(true);
    expect(next.some((p) => p.x === 3 && p.y === mp)).toBe(false);
  });

  it('HY-TERRAIN-08 a warrior leaves only from an exit square with 1 MP left after stepping on, spending it', () => {
    const sc = scenario({ warriors: [{ profile: 'purifier', at: [3, 2] }], mission: DOUBLE });
    const id = sc.ids[0] as string;
    activate(sc, id);
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'leave')).toBe(false);
    const mp = sc.state.current!.mpLeft;
    // Two squares back (a retreat costs 2 each): 4 MP spent.
    play(sc, [['griffin', { kind: 'move', x: 3, y: 0, facing: 'N' }]]);
    const left = sc.state.current!.mpLeft;
    expect(left).toBe(mp - 4);
    expect(sc.rules.legalChoices(sc.state, 'griffin').some((c) => c.kind === 'leave')).toBe(left >= 1);
    const ev = play(sc, [['griffin', { kind: 'leave' }]]);
    expect(w(sc, id).status).toBe('left');
    expect(ev.some((e) => e.type === 'hybrid/left')).toBe(true);
    // The activation is over.
    expect(sc.state.current?.warrior === id).toBe(false);

    // With no point left on the exit square he cannot leave.
    const sc2 = scenario({ warriors: [{ profile: 'purifier', at: [3, 0] }], mission: DOUBLE });
    activate(sc2, sc2.ids[0] as string);
    play(sc2, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    sc2.state.current!.mpLeft = 0;
    expect(sc2.rules.legalChoices(sc2.state, 'griffin').some((c) => c.kind === 'leave')).toBe(false);
    sc2.state.current!.mpLeft = 1;
    expect(sc2.rules.legalChoices(sc2.state, 'griffin').some((c) => c.kind === 'leave')).toBe(true);
  });

  it('HY-TERRAIN-09 HY-APT-14 only a Puny warrior may leave after stepping onto the exit diagonally (AMB-31)', () => {
    const PUNY = {
      id: 'mite',
      name: 'Mite',
      side: 'scorpion' as const,
      nv: 2,
      oc: 2,
      dc: 1,
      f: null,
      mv: 3,
      movement: 6,
      rank: 0,
      base: '1x1' as const,
      equipment: [],
      aptitudes: [{ name: 'Puny' as const }],
      source: 'sample' as const,
    };
    const tryLeave = (profile: string, from: [number, number]): boolean => {
      const sc = scenario({
        warriors: [{ profile, at: from, facing: 'S', side: 'scorpion' }],
        mission: SINGLE,
        profiles: [PUNY],
      });
      activate(sc, sc.ids[0] as string);
      play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
      play(sc, [['scorpion', { kind: 'move', x: 3, y: 0, facing: 'S' }]]);
      return sc.rules.legalChoices(sc.state, 'scorpion').some((c) => c.kind === 'leave');
    };
    // Forward-diagonal onto the exit from (4,1) facing south.
    expect(tryLeave('hybrid', [4, 1])).toBe(false);
    expect(tryLeave('mite', [4, 1])).toBe(true);
    // Straight onto it, anyone may.
    expect(tryLeave('hybrid', [3, 1])).toBe(true);
  });

  it('HY-TERRAIN-10 the rest of an Entry/Exit counter is never walked on', () => {
    const sc = scenario({ warriors: [{ profile: 'purifier', at: [2, 2], facing: 'S' }], mission: DOUBLE });
    activate(sc, sc.ids[0] as string);
    play(sc, [['griffin', { kind: 'mode', mode: 'MV', level: 1 }]]);
    const list = placements(sc.ctx, sc.state, w(sc, sc.ids[0] as string), sc.state.current!).list;
    expect(list.some((p) => p.x === 3 && p.y === 0)).toBe(true);
    expect(list.some((p) => p.x === 2 && p.y === 0)).toBe(false);
    expect(list.some((p) => p.x === 5 && p.y === 0)).toBe(false);
    expect(tryApply(sc, 'griffin', { kind: 'move', x: 2, y: 0, facing: 'S' }).ok).toBe(false);
  });

  it('HY-COUNTER-12 a single Entry counter is one square wide and keeps a 2x2 base out; a double one lets it in', () => {
    const big: Placed = { profile: 'aberration', at: [0, 0] };
    const single = waitingAtGate(big, [], SINGLE);
    play(single, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    expect(moves(single, 'scorpion')).toEqual([]);
    const double = waitingAtGate(big, [], DOUBLE);
    play(double, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    const m = moves(double, 'scorpion');
    expect(m.length).toBeGreaterThan(0);
    // The large base covers both squares of the double counter.
    for (const c of m) if (c.kind === 'move') expect(c.x).toBe(3);
    // A double door is one counter of two edges: they open together.
    const withDoor = scenario({
      warriors: [{ profile: 'purifier', at: [3, 2] }],
      mission: { doors: [{ id: 'dd', edges: ['3,2,N', '4,2,N'], open: false }] },
    });
    activate(withDoor, withDoor.ids[0] as string);
    play(withDoor, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'door', door: 'dd' }],
    ]);
    const door = withDoor.state.board.doors.find((d) => d.id === 'dd')!;
    expect(door.edges).toHaveLength(2);
    expect(door.open).toBe(true);
  });
});

describe('entrances in views', () => {
  it('HY-SETUP-13 the view names the gate of a waiting warrior, and a state rebuilt without it still finds the gate', () => {
    const { state, ctx } = breach();
    const rules = hybridRules(sampleContent, defaults());
    const g = state.warriors.find((x) => x.side === 'griffin')!;
    const view = rules.view(state, 'scorpion');
    expect(view.warriors.find((x) => x.id === g.id)?.entry).toBe('great-gate');
    const withGate = entryPlacements(ctx, state, g);
    expect(withGate.length).toBeGreaterThan(0);
    // He starts off the board and comes in only on the squares of his own gate.
    expect(g.status).toBe('waiting');
    const gate = state.board.entries?.find((e) => e.id === 'great-gate');
    expect(gate).toBeDefined();
    for (const p of withGate) expect(gate?.squares).toContain(`${p.x},${p.y}`);
    delete g.entry;
    expect(entryPlacements(ctx, state, g)).toEqual(withGate);
  });

  it('the terminal board marks entry squares and lists who waits off the board', () => {
    const { state } = breach({ reserves: { scorpion: [1] } });
    const rules = hybridRules(sampleContent, defaults());
    const text = drawBoard(rules.view(state, 'griffin'));
    // Row 1 is y = 0: the gate's frame (=) either side of its two entry squares (>).
    const row1 = text.split('\n').find((l) => l.startsWith('  1 '))!;
    expect(row1.replace(/\s+/g, '')).toContain('=>>=');
    expect(text).toMatch(/waits at great-gate/);
    expect(text).toMatch(/in reserve for side-gate/);
  });
});

describe('The Breach in play', () => {
  it('random games with entrances and reserves keep the invariants, and off-board warriors hold no square', () => {
    const e = engine();
    for (const seed of [5]) {
      let steps = 0;
      const m = playRandom(
        e,
        seed,
        { mission: 'the-breach', reserves: { griffin: [1], scorpion: [2] } },
        1200,
        (mm) => {
          const bad = e.rules.invariants?.(mm.state) ?? [];
          if (bad.length) throw new Error(`seed ${seed}: ${bad.join('; ')}`);
          if (++steps % 25 !== 0) return;
          const v = e.view(mm, 'griffin');
          for (const x of v.warriors) if (x.status !== 'in-play') expect(x.squares).toEqual([]);
        },
      );
      // Someone came in through a gate.
      expect(m.state.warriors.some((x) => x.side === 'griffin' && x.status !== 'waiting')).toBe(true);
    }
  });
});
