import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '@skirmish/server/catalog';
import { fuzz } from '../apps/cli/src/fuzz.ts';

/**
 * Seeded random games of every registered rule system, every check after every choice. CI plays
 * a few per rule system (SKIRMISH_FUZZ_GAMES raises it); `npm run fuzz` plays as many as asked.
 * Every seed that ever failed is kept in fuzz-seeds.json and replayed here for good.
 */
const registry = defaultRegistry();
const perRuleset: Record<string, number> = { hybrid: 2, warmachine: 2, hunters: 15, 'dogs-of-war': 15 };
const scale = Number(process.env['SKIRMISH_FUZZ_GAMES'] ?? '0');
const pinned = JSON.parse(readFileSync(join(import.meta.dirname, 'fuzz-seeds.json'), 'utf8')) as Array<{
  ruleset: string;
  seed: number;
  note: string;
}>;

describe('fuzz: random games keep every invariant', () => {
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: invariants, legal choices, views, fast path, serialisation and replay hold`, () => {
      const report = fuzz(ruleset, { games: scale || (perRuleset[ruleset.id] ?? 5), seed: 1000, roundTripEvery: 10 });
      expect(report.failures).toEqual([]);
      expect(report.choices).toBeGreaterThan(0);
    }, 600_000);
  }
  for (const p of pinned) {
    it(`${p.ruleset}: seed ${p.seed} that once failed (${p.note})`, () => {
      const ruleset = registry.get(p.ruleset);
      expect(ruleset).toBeDefined();
      if (!ruleset) return;
      expect(fuzz(ruleset, { games: 1, seed: p.seed, roundTripEvery: 1 }).failures).toEqual([]);
    });
  }
});
