/**
 * A player tells every choice apart: in random games of each rule system, no two choices offered
 * to a seat at once read the same, in English or in Hungarian.
 */
import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, presenterOf, unwrap, type AnyRuleset } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';

const registry = defaultRegistry();

/** The labels two different choices of one decision share, with the choices, over seeded random games. */
function sharedLabels(ruleset: AnyRuleset, seeds: readonly number[], choicesPerGame: number): string[] {
  const engine = unwrap(Engine.create(ruleset));
  const presenter = presenterOf(ruleset, undefined);
  if (!presenter) throw new Error(`${ruleset.id} has no presenter`);
  const out: string[] = [];
  for (const seed of seeds) {
    let match = unwrap(engine.start(seed));
    const pick = SeededDice.fromSeed(seed + 100);
    for (let i = 0; i < choicesPerGame && engine.outcome(match) === null; i++) {
      const pending = engine.pending(match);
      const seat = pending[pick.pick(pending.length)]?.seats[0] as string;
      const legal = engine.legal(match, seat);
      const view = engine.view(match, seat);
      for (const locale of ['en', 'hu'] as const) {
        const seen = new Map<string, unknown>();
        for (const c of legal) {
          const label = presenter.choice(c, view, locale);
          if (seen.has(label)) out.push(`${seed} ${locale} "${label}": ${JSON.stringify([seen.get(label), c])}`);
          seen.set(label, c);
        }
      }
      match = unwrap(engine.submit(match, seat, legal[pick.pick(legal.length)])).match;
    }
  }
  return out;
}

describe('every choice offered at once reads differently', () => {
  for (const ruleset of registry.list())
    it(`${ruleset.id}: no two choices of one decision share a label, in English or Hungarian`, () => {
      expect(sharedLabels(ruleset, [1, 2, 3, 4, 5, 6], 700).slice(0, 5)).toEqual([]);
    }, 120_000);
});
