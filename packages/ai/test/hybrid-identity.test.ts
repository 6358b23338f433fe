import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hybridSearches, ITERATIONS, POSITIONS, type SearchRecord } from './fixtures/hybrid-search.ts';

/**
 * Hybrid's strength is measured with this search: a change in the search package must leave its
 * decisions on Hybrid exactly as they were. The fixture holds what a fixed-iteration search chose
 * at 50 positions of seeded random games, with the visits of its top alternatives, as recorded
 * before the search gained options other rulesets use (see the fixture's generator).
 */
describe('search on Hybrid is unchanged', () => {
  it(`${ITERATIONS} iterations at ${POSITIONS} positions: the same choice and the same visits`, () => {
    const recorded = JSON.parse(
      readFileSync(new URL('./fixtures/hybrid-search.json', import.meta.url), 'utf8'),
    ) as SearchRecord[];
    expect(recorded).toHaveLength(POSITIONS);
    const now = hybridSearches(POSITIONS);
    for (let i = 0; i < POSITIONS; i++) expect(now[i], `position ${i}`).toEqual(recorded[i]);
  }, 900_000);
});
