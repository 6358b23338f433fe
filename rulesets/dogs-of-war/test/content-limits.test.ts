import { describe } from 'vitest';
import { checkWordedInBoth, type WordedCase } from '../../../packages/core/test/content-words.ts';
import { dogsOfWarRuleset } from '../src/index.ts';
import { SAMPLE_CONTENT } from '../src/content/sample.ts';

type Content = typeof SAMPLE_CONTENT;

/** A profile with two recruitment options or more. */
const optioned = SAMPLE_CONTENT.profiles.findIndex((p) => p.options.length > 1);
const option = SAMPLE_CONTENT.profiles[optioned]!.options[0]!.id;

const CASES: Array<WordedCase<Content>> = [
  [
    'a people id twice',
    (c) => (c.peoples[1]!.id = c.peoples[0]!.id),
    'peoples.1.id',
    `duplicate id "${SAMPLE_CONTENT.peoples[0]!.id}"`,
    `ismétlődő azonosító: "${SAMPLE_CONTENT.peoples[0]!.id}"`,
  ],
  [
    'a recruitment option id twice on a profile',
    (c) => (c.profiles[optioned]!.options[1]!.id = option),
    `profiles.${optioned}.options.1.id`,
    `duplicate id "${option}"`,
    `ismétlődő azonosító: "${option}"`,
  ],
  [
    'a free advantage id twice on a profile',
    (c) => {
      const amulet = { id: 'amulet', name: 'Amulet', count: 1 };
      c.profiles[0]!.freeAdvantages = [amulet, { ...amulet }];
    },
    'profiles.0.freeAdvantages.1.id',
    'duplicate id "amulet"',
    'ismétlődő azonosító: "amulet"',
  ],
  [
    'an ability named in a table at over 60 characters',
    (c) => (c.tables.abilityAcquisitions.rows['x'.repeat(61)] = { minLevel: 1, access: ['All'], ep: 1 }),
    'tables.abilityAcquisitions.rows',
    `the key "${'x'.repeat(36)}…" is longer than 60 characters`,
    `a(z) "${'x'.repeat(36)}…" kulcs hosszabb 60 karakternél`,
  ],
];

describe('a content pack past its limits', () => {
  checkWordedInBoth(dogsOfWarRuleset.content, CASES);
});
