/**
 * The values of every choice among the house-rule options of every rule system in words, in
 * English and in Hungarian: a player picks among labels, never among the rules' ids.
 */
import { describe, expect, it } from 'vitest';
import { optionValueText } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';
import { ENGLISH } from './english.ts';

const registry = defaultRegistry();

describe('house-rule choices in words', () => {
  for (const ruleset of registry.list())
    it(`${ruleset.id}: each value of each choice option has an English and a Hungarian label`, () => {
      for (const spec of ruleset.options) {
        if (spec.type !== 'choice') continue;
        const where = `${ruleset.id} ${spec.id}`;
        // A label for a value the option does not have is a typo of a value's id.
        expect(Object.keys(spec.valueLabels ?? {}).sort(), where).toEqual([...spec.values].sort());
        expect(Object.keys(spec.hu?.valueLabels ?? {}).sort(), where).toEqual([...spec.values].sort());
        for (const value of spec.values) {
          const en = optionValueText(spec, value, 'en');
          const hu = optionValueText(spec, value, 'hu');
          expect(en.trim().length, `${where} ${value}`).toBeGreaterThan(0);
          expect(en, `${where} ${value}`).not.toBe(value);
          expect(hu, `${where} ${value}`).not.toBe(en);
          expect(ENGLISH.exec(hu)?.[0], `${where} ${value}: ${hu}`).toBeUndefined();
        }
      }
    });

  it('the rule systems between them have choice options to label', () => {
    const choices = registry.list().flatMap((r) => r.options.filter((o) => o.type === 'choice'));
    expect(choices.length).toBeGreaterThanOrEqual(13);
  });
});
