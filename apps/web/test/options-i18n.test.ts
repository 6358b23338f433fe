import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { optionText, optionValueText, type OptionSpec } from '@skirmish/core';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { HouseRule } from '../src/pages/HomePage.tsx';
import { ENGLISH } from '../../../test/english.ts';

const RULESETS = [hybridRuleset, huntersRuleset, warmachineRuleset, dogsOfWarRuleset];

/** One house-rule option as the new-game form draws it, in `lang`, at its default. */
function drawn(spec: OptionSpec, lang: 'en' | 'hu'): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(HouseRule, { spec, value: spec.default, onChange: () => undefined }),
    ),
  );
}

/** The entries of the drawn list: each value with the words it shows. */
function entries(html: string): Array<[string, string]> {
  return [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

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

  it('Hunters: the difficulty list offers its levels in words, in Hungarian and in English', () => {
    const spec = huntersRuleset.options.find((o) => o.id === 'difficulty');
    if (!spec) throw new Error('Hunters has no difficulty option');
    expect(entries(drawn(spec, 'hu'))).toEqual([
      ['normal', 'Normál'],
      ['professional', 'Profi'],
      ['master', 'Mester'],
    ]);
    expect(entries(drawn(spec, 'en'))).toEqual([
      ['normal', 'Normal'],
      ['professional', 'Professional'],
      ['master', 'Master'],
    ]);
  });

  for (const ruleset of RULESETS)
    it(`${ruleset.id}: every choice option's list shows its values in Hungarian words`, () => {
      for (const spec of ruleset.options) {
        if (spec.type !== 'choice') continue;
        const shown = entries(drawn(spec, 'hu'));
        expect(shown.map(([value]) => value)).toEqual(spec.values);
        for (const [value, words] of shown) {
          expect(words, `${ruleset.id} ${spec.id} ${value}`).toBe(optionValueText(spec, value, 'hu'));
          expect(words, `${ruleset.id} ${spec.id} ${value}`).not.toBe(optionValueText(spec, value, 'en'));
          expect(ENGLISH.exec(words)?.[0], words).toBeUndefined();
        }
      }
    });

  it('an option without a Hungarian text falls back to English', () => {
    const spec = { id: 'x', type: 'boolean', default: false, label: 'Lanterns', description: 'On or off' } as const;
    expect(optionText(spec, 'hu')).toEqual({ label: 'Lanterns', description: 'On or off' });
  });
});
