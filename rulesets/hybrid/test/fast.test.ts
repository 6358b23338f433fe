import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridRuleset, type HybridChoice, type HybridState } from '../src/index.ts';
import type { HybridContent } from '../src/content/schema.ts';
import { scaledContent, scaledMissionId } from '../src/scaled.ts';
import { referencePlacements, warrior, makeCtx } from '../src/world.ts';
import { searchMoves } from '../src/movement.ts';
import { copyData } from '../src/fast.ts';
import { lcg } from './helpers.ts';

const MISSIONS = ['return-to-glasinhar', 'scarlet-hive', 'heresiarchs-prison', 'prowlers'];
// Two missions for the step-by-step fast path comparison by default; all four with HYBRID_GAMES.
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
const FAST_MISSIONS = env?.['HYBRID_GAMES'] ? MISSIONS : MISSIONS.slice(1, 3);

/** Movement menus met in a random game: the states and the warrior moving. */
function movementStates(
  content: Parameters<typeof makeCtx>[0],
  options: Parameters<typeof makeCtx>[1],
  mission: string,
  seed: number,
  max: number,
) {
  // The rules straight from the ruleset: Open Battle may exceed the content schema's ten warriors.
  const rules = hybridRuleset.rules(content, options);
  const dice = SeededDice.fromSeed(seed);
  let s = unwrap(rules.setup({ mission }, dice));
  const rand = lcg(seed);
  const out: HybridState[] = [];
  for (let i = 0; i < 3000 && rules.outcome(s) === null && out.length < max; i++) {
    const pending = rules.pending(s);
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    if (s.current?.stage === 'move' && s.current.seat === seat && s.current.mpLeft > 0) out.push(s);
    const legal = rules.legalChoices(s, seat);
    s = unwrap(rules.apply(s, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice, dice)).state;
  }
  return out;
}

/** The content with every third profile on a 1x2 base, so long bases move too. */
function withLongBases(content: HybridContent): HybridContent {
  return {
    ...content,
    profiles: content.profiles.map((p, i) => (i % 3 === 1 && p.base === '1x1' ? { ...p, base: '1x2' as const } : p)),
  };
}

describe('movement search', () => {
  it('gives the same ends, costs and paths as the generic search of the geometry package', () => {
    let compared = 0;
    let long = 0;
    // The default prices, and a backward diagonal priced as any diagonal (AMB-05).
    for (const [content, options, mission] of [
      ...MISSIONS.map((m) => [hybridRuleset.content.sample, {}, m] as const),
      ...MISSIONS.map((m) => [hybridRuleset.content.sample, { backwardDiagonal: 'diagonal' }, m] as const),
      // Every third profile on a 1x2 base, turning about its front square (AMB-30, `cavalryPivot`).
      ...MISSIONS.map((m) => [withLongBases(hybridRuleset.content.sample), { cavalryPivot: 'front' }, m] as const),
      [scaledContent(12), {}, scaledMissionId(12)] as const,
    ]) {
      const ctx = makeCtx(content, options);
      for (const s of movementStates(content, options, mission, 5, 5)) {
        const act = s.current;
        if (!act) continue;
        const w = warrior(s, act.warrior);
        if (ctx.profiles.get(w.profile)?.base === '1x2') long++;
        const fast = searchMoves(ctx, s, w, act);
        const ref = referencePlacements(ctx, s, w, act);
        expect(fast.list).toEqual(ref.list);
        for (const p of fast.list.filter((_, i) => i % 17 === 0)) expect(fast.path(p.key)).toEqual(ref.path(p.key));
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(40);
    expect(long).toBeGreaterThan(0);
  });
});

describe('fast path', () => {
  for (const mission of FAST_MISSIONS) {
    it(`${mission}: clone and applyInPlace reach the same states and legal choices as the checked path`, () => {
      const e = unwrap(Engine.create(hybridRuleset, {}));
      const fast = e.rules.fast;
      if (!fast) throw new Error('no fast path');
      let m = unwrap(e.start(21, { mission }));
      let copy = fast.clone(m.state);
      const rand = lcg(22);
      for (let i = 0; i < 300 && e.outcome(m) === null; i++) {
        const pending = e.pending(m);
        const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
        const legal = e.legal(m, seat);
        // The copy is changed in place: its own menus must follow it.
        expect(e.rules.legalChoices(copy, seat)).toEqual(legal);
        const choice = legal[Math.floor(rand() * legal.length)] as HybridChoice;
        copy = fast.applyInPlace(copy, seat, choice, SeededDice.fromState(m.rng));
        m = unwrap(e.submit(m, seat, choice)).match;
        expect(copy).toEqual(m.state);
      }
    });
  }

  it('a clone has the JSON text of a spread copy, whatever the state holds and in whatever key order', () => {
    // The copy before the state and board were written out as literals: the reference for keys and order.
    const spreadCopy = (st: HybridState): HybridState => {
      const { board, ...rest } = st;
      const { edges, voids, tileOf, ...changing } = board;
      return { ...copyData(rest), board: { ...copyData(changing), edges, voids, tileOf } };
    };
    const e = unwrap(Engine.create(hybridRuleset, {}));
    const fast = e.rules.fast;
    if (!fast) throw new Error('no fast path');
    const states: HybridState[] = [];
    for (const mission of MISSIONS) {
      let m = unwrap(e.start(7, { mission }));
      states.push(m.state);
      const rand = lcg(8);
      for (let i = 0; i < 60 && e.outcome(m) === null; i++) {
        const seat = e.pending(m)[0]?.seats[0] as string;
        const legal = e.legal(m, seat);
        m = unwrap(e.submit(m, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice)).match;
      }
      states.push(m.state);
    }
    // The optional parts of a board (entries, templates, the lever) and keys in another order.
    const withTemplate = spreadCopy(states[1] as HybridState);
    withTemplate.board.templates = [{ id: 't', kind: 'darkness', squares: ['1,1'] }];
    const withLever = spreadCopy(states[1] as HybridState);
    withLever.board.lever = { at: '2,2', trapdoors: [], thrown: false };
    const reordered = Object.fromEntries(Object.entries(states[3] as HybridState).reverse()) as unknown as HybridState;
    const boardReordered = spreadCopy(states[3] as HybridState);
    boardReordered.board = Object.fromEntries(
      Object.entries(boardReordered.board).reverse(),
    ) as unknown as HybridState['board'];
    states.push(withTemplate, withLever, reordered, boardReordered);
    expect(states.some((st) => st.board.entries !== undefined)).toBe(true);
    for (const st of states) {
      const copy = fast.clone(st);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(spreadCopy(st)));
      expect(copy.board.edges).toBe(st.board.edges);
      expect(copy.warriors).not.toBe(st.warriors);
      expect(copy.board.features).not.toBe(st.board.features);
    }
  });

  it('a clone shares nothing that play changes', () => {
    const e = unwrap(Engine.create(hybridRuleset, {}));
    const m = unwrap(e.start(3, { mission: 'scarlet-hive' }));
    const copy = e.rules.fast?.clone(m.state) as HybridState;
    copy.warriors[0]!.x += 1;
    copy.board.doors.forEach((d) => (d.open = !d.open));
    Object.values(copy.board.features).forEach((f) => (f.rockfall = true));
    copy.sides.griffin.hand.push('x');
    expect(copy.warriors[0]!.x).not.toBe(m.state.warriors[0]!.x);
    expect(m.state.board.doors.every((d, i) => d.open !== copy.board.doors[i]!.open)).toBe(true);
    expect(Object.values(m.state.board.features).some((f) => !f.rockfall)).toBe(true);
    expect(m.state.sides.griffin.hand).not.toContain('x');
  });
});

describe('sample games of any size', () => {
  it('Open Battle with more than ten warriors a side plays: ten counters a side, the rest sit the round out', () => {
    const rules = hybridRuleset.rules(scaledContent(12), {});
    const dice = SeededDice.fromSeed(4);
    let s = unwrap(rules.setup({ mission: scaledMissionId(12) }, dice));
    const rand = lcg(4);
    let rounds = 0;
    for (let i = 0; i < 400 && rules.outcome(s) === null; i++) {
      const pending = rules.pending(s);
      const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
      const legal = rules.legalChoices(s, seat);
      expect(legal.length).toBeGreaterThan(0);
      const before = s.phase;
      s = unwrap(rules.apply(s, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice, dice)).state;
      if (before === 'sequence' && s.phase === 'activation') {
        rounds++;
        // Twelve warriors a side, ten counters: ten in each sequence.
        for (const side of ['griffin', 'scorpion'] as const) expect(s.sides[side].sequence).toHaveLength(10);
      }
    }
    expect(rounds).toBeGreaterThan(0);
  });
});
