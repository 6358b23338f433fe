import { describe, expect, it } from 'vitest';
import { hybridRuleset } from '../src/index.ts';
import type { HybridContent } from '../src/content/schema.ts';
import { inPlay, makeCtx, sees, sightGrid } from '../src/world.ts';
import { randomGameStates } from './helpers.ts';

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

describe('lines of sight on the compiled board', () => {
  // `sees` given a grid of its own takes the plain way (square keys, the geometry's `seesSquare`);
  // without one, the compiled grid and the per-square table of what blocks. Both must agree.
  it('who sees whom is the same on the compiled board as on the plain grid, in random games', () => {
    let pairs = 0;
    let seen = 0;
    const content = withPuny(hybridRuleset.content.sample);
    const ctx = makeCtx(content, {});
    for (const [k, mission] of ['return-to-glasinhar', 'scarlet-hive', 'heresiarchs-prison', 'prowlers'].entries()) {
      for (const s of randomGameStates(content, {}, mission, 11 + k, 600, (_s, _seat, i) => i % 7 === 0)) {
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
