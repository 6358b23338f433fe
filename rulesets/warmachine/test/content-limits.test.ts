import { describe, expect, it } from 'vitest';
import { loadContent } from '@skirmish/core';
import { checkWordedInBoth, type WordedCase } from '../../../packages/core/test/content-words.ts';
import { warmachineRuleset } from '../src/index.ts';
import { sampleContent } from '../src/sample.ts';

type Content = typeof sampleContent;

const spec = warmachineRuleset.content;
const long = (n: number) => 'x'.repeat(n);
const caster = sampleContent.models[0]!;

const CASES: Array<WordedCase<Content>> = [
  [
    'a model name over 80 characters',
    (c) => (c.models[0]!.name = long(81)),
    'models.0.name',
    `expected at most 80 characters, not "${long(36)}…"`,
    `legfeljebb 80 karakter kell ide, nem "${long(36)}…"`,
  ],
  [
    'a spell text over 2000 characters',
    (c) => (c.models[0]!.spells![0]!.text.en = long(2001)),
    'models.0.spells.0.text.en',
    `expected at most 2000 characters, not "${long(36)}…"`,
    `legfeljebb 2000 karakter kell ide, nem "${long(36)}…"`,
  ],
  [
    'a FOCUS over 10',
    (c) => (c.models[0]!.FOCUS = 900000000),
    'models.0.FOCUS',
    'expected at most 10, not 900000000',
    'legfeljebb 10 kell ide, nem 900000000',
  ],
  [
    'a stat over 20',
    (c) => (c.models[1]!.stats.SPD = 2 ** 53),
    'models.1.stats.SPD',
    `expected at most 20, not ${2 ** 53}`,
    `legfeljebb 20 kell ide, nem ${2 ** 53}`,
  ],
  [
    'a spell COST over 10',
    (c) => (c.models[0]!.spells![0]!.COST = 11),
    'models.0.spells.0.COST',
    'expected at most 10, not 11',
    'legfeljebb 10 kell ide, nem 11',
  ],
  [
    'a starter box of more than 6 warjacks',
    (c) => (c.boxes[0]!.warjacks = Array<string>(7).fill(c.boxes[0]!.warjacks[0]!)),
    'boxes.0.warjacks',
    `expected at most 6 items, not ["${sampleContent.boxes[0]!.warjacks[0]}","${sampleContent.boxes[0]!.warjacks[0]}","${sampleContent.boxes[0]!.warjacks[0]}",…]`,
    `legfeljebb 6 elem kell ide, nem ["${sampleContent.boxes[0]!.warjacks[0]}","${sampleContent.boxes[0]!.warjacks[0]}","${sampleContent.boxes[0]!.warjacks[0]}",…]`,
  ],
  [
    'a box id twice',
    (c) => (c.boxes[1]!.id = c.boxes[0]!.id),
    'boxes.1.id',
    `duplicate id "${sampleContent.boxes[0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent.boxes[0]!.id}"`,
  ],
  [
    'a terrain id twice',
    (c) => (c.terrain[1]!.id = c.terrain[0]!.id),
    'terrain.1.id',
    `duplicate id "${sampleContent.terrain[0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent.terrain[0]!.id}"`,
  ],
  [
    'a weapon id twice on a model',
    (c) => (c.models[0]!.weapons[1]!.id = c.models[0]!.weapons[0]!.id),
    'models.0.weapons.1.id',
    `duplicate id "${caster.weapons[0]!.id}"`,
    `ismétlődő azonosító: "${caster.weapons[0]!.id}"`,
  ],
  [
    'a spell id twice on a model',
    (c) => (c.models[0]!.spells![1]!.id = c.models[0]!.spells![0]!.id),
    'models.0.spells.1.id',
    `duplicate id "${caster.spells![0]!.id}"`,
    `ismétlődő azonosító: "${caster.spells![0]!.id}"`,
  ],
];

describe('a content pack past its limits', () => {
  checkWordedInBoth(spec, CASES);

  it('the top of each range loads: FOCUS 10, stats of 20, six warjacks in a box', () => {
    const c = structuredClone(sampleContent);
    c.models[0]!.FOCUS = 10;
    c.models[1]!.stats.ARM = 20;
    c.boxes[0]!.warjacks = Array<string>(6).fill(c.boxes[0]!.warjacks[0]!);
    const r = loadContent(spec, c);
    expect(r.ok ? [] : r.issues).toEqual([]);
  });
});
