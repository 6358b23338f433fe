import { expect, it } from 'vitest';
import { loadContent, type ContentSpec } from '../src/index.ts';

/**
 * One check of a rule system's content: what it is, a change to the sample pack that breaks it,
 * the path of the problem, and its words in English and in Hungarian.
 */
export type WordedCase<T> = readonly [what: string, mutate: (c: T) => void, path: string, en: string, hu: string];

/**
 * A test per case: the sample pack changed by the case is refused with the case's problem in
 * English, and in Hungarian when asked, with the same problems at the same paths in both.
 */
export function checkWordedInBoth<T>(spec: ContentSpec<T>, cases: ReadonlyArray<WordedCase<T>>): void {
  const problems = (mutate: (c: T) => void, locale: 'en' | 'hu') => {
    const c = structuredClone(spec.sample);
    mutate(c);
    const r = loadContent(spec, c, locale);
    return r.ok ? [] : r.issues;
  };
  for (const [what, mutate, path, en, hu] of cases)
    it(`${what}: "${hu}"`, () => {
      const inEnglish = problems(mutate, 'en');
      const inHungarian = problems(mutate, 'hu');
      expect(inEnglish).toContainEqual({ path, message: en });
      expect(inHungarian).toContainEqual({ path, message: hu });
      expect(inHungarian.map((i) => i.path)).toEqual(inEnglish.map((i) => i.path));
    });
}
