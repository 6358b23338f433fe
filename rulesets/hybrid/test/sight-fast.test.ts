import { SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridRuleset, type HybridChoice, type HybridState } from '../src/index.ts';
import type { HybridContent } from '../src/content/schema.ts';
import { cloneState } from '../src/fast.ts';
import { inPlay, makeCtx, sees, sightGrid } from '../src/world.ts';
import { lcg } from './helpers.ts';

/** The sample content with every third profile Puny, so Puny viewers, targets and blockers occur. */
function withPuny(content: HybridContent): HybridContent {
  return {
    ...content,
    profiles: content.profiles.map((p, i) =>
      i % 3 === 2 && !p.aptitudes.some((a) => a.name === 'Puny')
        ? { ...p, aptitudes: [...p.aptitudes, { name: 'Puny' as const }] }
        : p,
    ),
  };
}

/** Copies of the states of a random game, every seventh decision. */
function gameStates(content: HybridContent, mission: string, seed: number): HybridState[] {
  const rules = hybridRuleset.rules(content, {});
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const dice = SeededDice.fromSeed(seed);
  let s = fast.clone(unwrap(rules.setup({ mission }, dice)));
  const rand = lcg(seed);
  const out: HybridState[] = [];
  for (let i = 0; i < 600 && rules.outcome(s) === null; i++) {
    const pending = rules.pending(s);
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    if (i % 7 === 0) out.push(cloneState(s));
    const legal = rules.legalChoices(s, seat);
    s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice, dice);
  }
  return out;
}

describe('lines of sight on the compiled board', () => {
  // `sees` given a grid of its own takes the plain way (square keys, the geometry's `seesSquare`);
  // without one, the compiled grid and the per-square table of what blocks. Both must agree.
  it('who sees whom is the same on the compiled board as on the plain grid, in random games', () => {
    let pairs = 0;
    let seen = 0;
    const content = withPuny(hybridRuleset.content.sample);
    const ctx = makeCtx(content, {});
    for (const [k, mission] of ['return-to-glasinhar', 'scarlet-hive', 'heresiarchs-prison', 'prowlers'].entries()) {
      for (const s of gameStates(content, mission, 11 + k)) {
        // Now and then a Darkness template over a few squares (it blocks sight, HY-LOS-22).
        if (pairs % 3 === 1)
          s.board.templates = [{ id: 'dark', kind: 'darkness', squares: ['3,3', '4,3', '3,4', '4,4', '7,8', '8,8'] }];
        const live = inPlay(s);
        const grid = sightGrid(s);
        for (const v of live)
          for (const t of live) {
            if (v === t) continue;
            for (const field of ['front', 'any'] as const) {
              const other = live.find((o) => o !== v && o !== t);
              const ignore = pairs % 2 === 0 || !other ? undefined : [other.id];
              const lines = {};
              const plain = sees(ctx, s, v, t, { field, ignore, grid });
              expect(sees(ctx, s, v, t, { field, ignore, lines })).toBe(plain);
              expect(sees(ctx, s, v, t, { field, ignore })).toBe(plain);
              pairs++;
              if (plain) seen++;
            }
          }
      }
    }
    expect(pairs).toBeGreaterThan(2000);
    // Both answers are common: the comparison is not of lines that all fail (or all pass).
    expect(seen).toBeGreaterThan(pairs / 20);
    expect(seen).toBeLessThan(pairs - pairs / 20);
  });
});
