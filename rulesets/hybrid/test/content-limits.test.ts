import { describe, expect, it } from 'vitest';
import { loadContent } from '@skirmish/core';
import { checkWordedInBoth, type WordedCase } from '../../../packages/core/test/content-words.ts';
import { hybridRuleset, sampleContent } from '../src/index.ts';

type Content = typeof sampleContent;

const spec = hybridRuleset.content;
const long = (n: number) => 'x'.repeat(n);
const first = sampleContent.missions[0]!;

/** Checks of a pack that a game's set-up or a view would otherwise meet first. */
const CASES: Array<WordedCase<Content>> = [
  [
    'a profile name over 80 characters',
    (c) => (c.profiles[0]!.name = long(81)),
    'profiles.0.name',
    `expected at most 80 characters, not "${long(36)}…"`,
    `legfeljebb 80 karakter kell ide, nem "${long(36)}…"`,
  ],
  [
    'a mission summary over 2000 characters',
    (c) => (c.missions[0]!.summary = long(2001)),
    'missions.0.summary',
    `expected at most 2000 characters, not "${long(36)}…"`,
    `legfeljebb 2000 karakter kell ide, nem "${long(36)}…"`,
  ],
  [
    'an edge key over 80 characters',
    (c) => (c.missions[0]!.edges[long(81)] = 'wall'),
    'missions.0.edges',
    `the key "${long(36)}…" is longer than 80 characters`,
    `a(z) "${long(36)}…" kulcs hosszabb 80 karakternél`,
  ],
  [
    'a mission whose Rank Total is below its army’s',
    (c) => (c.missions[0]!.rankTotal = 1),
    'missions.0.rankTotal',
    "the griffin army's Rank Total is 6, over the mission's 1: no game of it could be set up",
    'a Griff sereg Rangösszege 6, több a küldetés 1 értékénél: a küldetés egy játéka sem állhatna fel',
  ],
  [
    'a mission allowing fewer warriors than its army has',
    (c) => (c.missions[0]!.maxWarriors = 4),
    'missions.0.maxWarriors',
    "the scorpion army has 5 warriors, over the mission's 4: no game of it could be set up",
    'a Skorpió seregben 5 harcos van, több a küldetés 4 értékénél: a küldetés egy játéka sem állhatna fel',
  ],
  [
    'a mission with an empty army',
    (c) => (c.missions[0]!.armies.griffin = []),
    'missions.0.armies.griffin',
    'the griffin army has no warrior: a game needs one on each side',
    'a Griff seregben nincs harcos: egy játékhoz mindkét oldalon kell legalább egy',
  ],
  [
    'a mission with no deployment zone for a side',
    (c) => (c.missions[0]!.deployment = c.missions[0]!.deployment.filter((d) => d.side !== 'griffin')),
    'missions.0.deployment',
    "the deployment zones leave no room for every warrior of the mission's armies (There is no room to deploy Seneschal (griffin))",
    'a felállítási zónákban nem fér el a küldetés seregeinek minden harcosa (Nincs több hely egy harcos felállításához.)',
  ],
  [
    'a tile id twice',
    (c) => (c.tiles[1]!.id = c.tiles[0]!.id),
    'tiles.1.id',
    `duplicate id "${sampleContent.tiles[0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent.tiles[0]!.id}"`,
  ],
  [
    'an Aura card id twice',
    (c) => (c.auraCards[1]!.id = c.auraCards[0]!.id),
    'auraCards.1.id',
    `duplicate id "${sampleContent.auraCards[0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent.auraCards[0]!.id}"`,
  ],
  [
    'a Mutation card id twice',
    (c) => (c.mutationCards[1]!.id = c.mutationCards[0]!.id),
    'mutationCards.1.id',
    `duplicate id "${sampleContent.mutationCards[0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent.mutationCards[0]!.id}"`,
  ],
  [
    'a door id twice in a mission',
    (c) => {
      const m = c.missions.find((x) => x.doors.length > 1)!;
      m.doors[1]!.id = m.doors[0]!.id;
    },
    `missions.${sampleContent.missions.findIndex((x) => x.doors.length > 1)}.doors.1.id`,
    `duplicate id "${sampleContent.missions.find((x) => x.doors.length > 1)!.doors[0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent.missions.find((x) => x.doors.length > 1)!.doors[0]!.id}"`,
  ],
  [
    'an Entry counter id twice in a mission',
    (c) => {
      const m = c.missions.find((x) => (x.entries ?? []).length > 1)!;
      m.entries![1]!.id = m.entries![0]!.id;
    },
    `missions.${sampleContent.missions.findIndex((x) => (x.entries ?? []).length > 1)}.entries.1.id`,
    `duplicate id "${sampleContent.missions.find((x) => (x.entries ?? []).length > 1)!.entries![0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent.missions.find((x) => (x.entries ?? []).length > 1)!.entries![0]!.id}"`,
  ],
];

describe('a content pack past its limits, or one no game could be set up from', () => {
  checkWordedInBoth(spec, CASES);

  it('the sample pack keeps within every limit, and a name of 80 characters and a summary of 2000 load', () => {
    expect(loadContent(spec, structuredClone(sampleContent)).ok).toBe(true);
    const c = structuredClone(sampleContent);
    c.profiles[0]!.name = long(80);
    c.missions[0]!.summary = long(2000);
    expect(loadContent(spec, c).ok).toBe(true);
  });

  it('a mission that fits its armies exactly loads', () => {
    const c = structuredClone(sampleContent);
    c.missions[0]!.maxWarriors = Math.max(first.armies.griffin.length, first.armies.scorpion.length);
    c.missions[0]!.rankTotal = 6;
    const r = loadContent(spec, c);
    expect(r.ok ? [] : r.issues).toEqual([]);
  });
});
