/**
 * The seats in words: each rule system names its seats as players call them (a side, a player's
 * number, a company's name), in English and in Hungarian, each seat its own name.
 */
import { describe, expect, it } from 'vitest';
import { Engine, presenterOf, unwrap } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';

const registry = defaultRegistry();

/** The names of the default set-up's seats, in each language, seat by seat. */
const NAMES: Readonly<Record<string, Readonly<Record<'en' | 'hu', readonly string[]>>>> = {
  hybrid: { en: ['Griffin', 'Scorpion'], hu: ['Griff', 'Skorpió'] },
  hunters: { en: ['Player 1', 'Player 2'], hu: ['1. játékos', '2. játékos'] },
  // The companies' names are their players' own, the same in every language.
  'dogs-of-war': { en: ['The Red Company', 'The Blue Company'], hu: ['The Red Company', 'The Blue Company'] },
  warmachine: { en: ['Player 1', 'Player 2'], hu: ['1. játékos', '2. játékos'] },
};

describe('the seats in words', () => {
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: each seat of a new game has its name, in English and Hungarian`, () => {
      const engine = unwrap(Engine.create(ruleset));
      const match = unwrap(engine.start(3));
      const all = ruleset.rules(ruleset.content.sample, {}).seats(ruleset.defaultSetup);
      const presenter = presenterOf(ruleset, undefined);
      expect(typeof presenter?.seat).toBe('function');
      const view = engine.view(match, all[0] ?? '');
      for (const locale of ['en', 'hu'] as const) {
        const names = all.map((s) => presenter?.seat?.(s, view, locale));
        expect(names).toEqual(NAMES[ruleset.id]?.[locale]);
      }
      // An id no seat has stays as it is.
      expect(presenter?.seat?.('nobody', view, 'hu')).toBe('nobody');
      // Without a game's view (a list of games): the same names, from the set-up the record holds
      // (a company's name is given there) or from none (the default one).
      for (const locale of ['en', 'hu'] as const) {
        expect(all.map((s) => presenter?.seat?.(s, undefined, locale, match.record.setup))).toEqual(
          NAMES[ruleset.id]?.[locale],
        );
        expect(all.map((s) => presenter?.seat?.(s, undefined, locale))).toEqual(NAMES[ruleset.id]?.[locale]);
      }
    });
  }
});
