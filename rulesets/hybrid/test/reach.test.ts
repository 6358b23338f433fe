import { describe, expect, it } from 'vitest';
import { hybridRuleset, type HybridChoice, type HybridState } from '../src/index.ts';
import type { HybridContent } from '../src/content/schema.ts';
import { searchMoves } from '../src/movement.ts';
import { engineRoom, reachMoves } from '../src/reach.ts';
import { singleEngine, useWasmSearch } from '../src/search-single-engine.ts';
import { scaledContent, scaledMissionId } from '../src/scaled.ts';
import { makeCtx, warrior } from '../src/world.ts';
import { randomGameStates } from './helpers.ts';

const MISSIONS = ['return-to-glasinhar', 'scarlet-hive', 'heresiarchs-prison', 'prowlers'];

/** The sample content with every third profile on a 1x2 base, so long bases move too. */
function withLongBases(content: HybridContent): HybridContent {
  return {
    ...content,
    profiles: content.profiles.map((p, i) => (i % 3 === 1 && p.base === '1x1' ? { ...p, base: '1x2' as const } : p)),
  };
}

/** Copies of the states of a random game (fast path) at each movement menu with points left. */
function movementStates(
  content: HybridContent,
  options: Record<string, unknown>,
  mission: string,
  seed: number,
): HybridState[] {
  return randomGameStates(content, options, mission, seed, 500, (s, seat) => {
    const act = s.current;
    return act?.stage === 'move' && act.seat === seat && act.mpLeft > 0 && warrior(s, act.warrior).status === 'in-play';
  });
}

/** The search of the moving warrior's menu in a state of `movementStates`. */
const searchAt = (ctx: ReturnType<typeof makeCtx>, s: HybridState) =>
  reachMoves(ctx, s, warrior(s, s.current?.warrior ?? ''), s.current as never);

/** The sample content's context and the first `n` movement states of a game of `mission`. */
function sampleStates(mission: string, seed: number, n: number) {
  const content = hybridRuleset.content.sample;
  const states = movementStates(content, {}, mission, seed).slice(0, n);
  expect(states.length).toBe(n);
  return { ctx: makeCtx(content, {}), states };
}

/**
 * The ends, costs, tie-breaks and paths of `reachMoves` against those of `searchMoves`, on
 * positions of random games of every mission, with single, long and square bases, long ones
 * turning about either square.
 */
function compareWithReference(): void {
  {
    const sample = hybridRuleset.content.sample;
    const cases: Array<[HybridContent, Record<string, unknown>, string]> = [
      ...MISSIONS.map((m) => [sample, {}, m] as [HybridContent, Record<string, unknown>, string]),
      ...MISSIONS.map(
        (m) =>
          [
            withLongBases(sample),
            { turnModel: 'quarterTurns', bigBaseTrapdoorRule: 'ignore', backwardDiagonal: 'diagonal' },
            m,
          ] as [HybridContent, Record<string, unknown>, string],
      ),
      // A 1x2 base turning about its front square (AMB-30, `cavalryPivot`).
      ...MISSIONS.map(
        (m) =>
          [withLongBases(sample), { cavalryPivot: 'front' }, m] as [HybridContent, Record<string, unknown>, string],
      ),
      [scaledContent(12), {}, scaledMissionId(12)],
    ];
    let compared = 0;
    let paths = 0;
    const bases = new Set<string>();
    for (const [content, options, mission] of cases) {
      const ctx = makeCtx(content, options as never);
      for (const seed of [3]) {
        const states = movementStates(content, options, mission, seed);
        // Every fourth menu, so each game is sampled from its start to its end.
        for (const s of states.filter((_, i) => i % 4 === 0)) {
          const act = s.current;
          if (!act) continue;
          const w = warrior(s, act.warrior);
          bases.add(ctx.profiles.get(w.profile)?.base ?? '?');
          const reference = searchMoves(ctx, s, w, act);
          const found = reachMoves(ctx, s, w, act);
          expect(found.list).toEqual(reference.list);
          for (const p of found.list.filter((_, i) => i % 20 === 0)) {
            expect(found.path(p.key)).toEqual(reference.path(p.key));
            paths++;
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(200);
    expect(paths).toBeGreaterThanOrEqual(1000);
    // Single, long and square bases all moved.
    expect([...bases].sort()).toEqual(['1x1', '1x2', '2x2']);
  }
}

describe('movement search over typed arrays (reach.ts)', () => {
  it('gives the same ends, costs, tie-breaks and paths as searchMoves on positions of random games (WebAssembly loop)', () => {
    expect(singleEngine()).not.toBeNull();
    compareWithReference();
  });

  it('gives the same answers with the TypeScript loop of single-square bases', () => {
    useWasmSearch(false);
    try {
      expect(singleEngine()).toBeNull();
      compareWithReference();
    } finally {
      useWasmSearch(true);
    }
  });

  it('a search that runs out of bucket entries in the WebAssembly loop is made again with more room', () => {
    const { ctx, states } = sampleStates('return-to-glasinhar', 5, 30);
    const expected = states.map((s) => {
      const act = s.current as NonNullable<HybridState['current']>;
      return searchMoves(ctx, s, warrior(s, act.warrior), act).list;
    });
    engineRoom(16);
    states.forEach((s, i) => expect(searchAt(ctx, s).list).toEqual(expected[i]));
    // The first search already needed more than 16 entries: the layout has grown since.
    expect(singleEngine()?.views?.entryNode.length).toBeGreaterThan(16);
  });

  it('a search made later does not change the answer of an earlier one (scratch arrays are reused)', () => {
    const { ctx, states } = sampleStates('scarlet-hive', 5, 6);
    const first = states.map((s) => searchAt(ctx, s));
    const lists = first.map((r) => JSON.stringify(r.list));
    const paths = first.map((r) => JSON.stringify(r.list.map((p) => r.path(p.key))));
    // Searches of other positions run in between.
    for (const s of states.reverse()) searchAt(ctx, s);
    first.forEach((r, i) => {
      expect(JSON.stringify(r.list)).toBe(lists[i]);
      expect(JSON.stringify(r.list.map((p) => r.path(p.key)))).toBe(paths[i]);
    });
  });

  it("the menu's count and k-th move agree with its list, also after other searches, and a move past its end is refused", () => {
    const { ctx, states } = sampleStates('return-to-glasinhar', 3, 8);
    const reaches = states.map((s) => searchAt(ctx, s));
    // Asked in an order that makes each answer come after another search.
    for (const order of [0, 1])
      reaches.forEach((r, i) => {
        if (i % 2 !== order) return;
        const listed: HybridChoice[] = [];
        r.menuMoves(listed);
        expect(listed.length).toBeGreaterThan(0);
        expect(r.menuCount()).toBe(listed.length);
        const picked = listed.map((_, k) => r.menuMove(k));
        expect(picked).toEqual(listed);
        expect(() => r.menuMove(listed.length)).toThrow(RangeError);
        expect(() => r.menuMove(-1)).toThrow(RangeError);
        // The last move again, once another position was searched in between.
        searchAt(ctx, states[(i + 1) % states.length]!);
        expect(r.menuMove(listed.length - 1)).toEqual(listed.at(-1));
      });
  });
});
