import { describe, expect, it } from 'vitest';
import { optionText } from '@skirmish/core';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { ENGLISH } from '../../../test/english.ts';

const RULESETS = [hybridRuleset, huntersRuleset, warmachineRuleset, dogsOfWarRuleset];

describe('house-rule options in English and Hungarian', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: every option has a label and a description in both languages`, () => {
      expect(ruleset.options.length).toBeGreaterThan(0);
      for (const spec of ruleset.options) {
        const en = optionText(spec, 'en');
        const hu = optionText(spec, 'hu');
        expect(spec.hu, `${ruleset.id} option ${spec.id} has no Hungarian text`).toBeDefined();
        for (const text of [en, hu]) {
          expect(text.label.trim().length, `${ruleset.id} ${spec.id} label`).toBeGreaterThan(0);
          expect(text.description.trim().length, `${ruleset.id} ${spec.id} description`).toBeGreaterThan(0);
        }
        // A translation, not the English copied over (names from the books, such as "Nemesis", may stay).
        expect(hu.description, `${ruleset.id} ${spec.id}`).not.toBe(en.description);
        expect(en).toEqual({ label: spec.label, description: spec.description });
      }
    });
  }

  for (const ruleset of RULESETS)
    it(`${ruleset.id}: the game's summary on the home page has its Hungarian words`, () => {
      const hu = ruleset.summaries?.hu ?? '';
      expect(hu.length).toBeGreaterThan(20);
      expect(hu).not.toBe(ruleset.summary);
      expect(ENGLISH.exec(hu)?.[0], hu).toBeUndefined();
    });

  it('an option without a Hungarian text falls back to English', () => {
    const spec = { id: 'x', type: 'boolean', default: false, label: 'Lanterns', description: 'On or off' } as const;
    expect(optionText(spec, 'hu')).toEqual({ label: 'Lanterns', description: 'On or off' });
  });
});
