import { describe, expect, it } from 'vitest';
import { loadContent } from '@skirmish/core';
import { checkWordedInBoth, type WordedCase } from '../../../packages/core/test/content-words.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersRuleset } from '../src/index.ts';

type Content = typeof sampleContent;

const spec = huntersRuleset.content;
const long = (n: number) => 'x'.repeat(n);

/** The lists of the pack whose records are named by id. */
const LISTS = [
  'classes',
  'cards',
  'gear',
  'enemies',
  'tiles',
  'missions',
  'blueprints',
  'locations',
  'events',
] as const;

const CASES: Array<WordedCase<Content>> = [
  [
    'an enemy name over 80 characters',
    (c) => (c.enemies[0]!.name = long(81)),
    'enemies.0.name',
    `expected at most 80 characters, not "${long(36)}…"`,
    `legfeljebb 80 karakter kell ide, nem "${long(36)}…"`,
  ],
  [
    'a mission text over 2000 characters',
    (c) => (c.missions[0]!.text = long(2001)),
    'missions.0.text',
    `expected at most 2000 characters, not "${long(36)}…"`,
    `legfeljebb 2000 karakter kell ide, nem "${long(36)}…"`,
  ],
  ...LISTS.map((list): WordedCase<Content> => [
    `an id twice in ${list}`,
    (c) => (c[list][1]!.id = c[list][0]!.id),
    `${list}.1.id`,
    `duplicate id "${sampleContent[list][0]!.id}"`,
    `ismétlődő azonosító: "${sampleContent[list][0]!.id}"`,
  ]),
  [
    'a space label over 80 characters',
    (c) => (c.missions[0]!.labels[long(81)] = [1, 1]),
    'missions.0.labels',
    `the key "${long(36)}…" is longer than 80 characters`,
    `a(z) "${long(36)}…" kulcs hosszabb 80 karakternél`,
  ],
  [
    'a deployment square off the mission’s board',
    (c) => (c.missions[0]!.deployment[0] = [50, 50]),
    'missions.0.deployment.0',
    "square 50,50 is off the mission's 12x6 board",
    'a(z) 50,50 mező kívül esik a küldetés 12x6 mezős tábláján',
  ],
  [
    'an enemy’s starting square off the board',
    (c) => (c.missions[0]!.labels['1A'] = [12, 0]),
    'missions.0.labels.1A',
    "square 12,0 is off the mission's 12x6 board",
    'a(z) 12,0 mező kívül esik a küldetés 12x6 mezős tábláján',
  ],
  [
    'a tile placed off the board',
    (c) => (c.missions[0]!.tiles[1]!.at = [-1, 0]),
    'missions.0.tiles.1.at',
    "square -1,0 is off the mission's 12x6 board",
    'a(z) -1,0 mező kívül esik a küldetés 12x6 mezős tábláján',
  ],
  [
    'a tile reaching past the board',
    (c) => (c.missions[0]!.tiles[1]!.at = [7, 0]),
    'missions.0.tiles.1.at',
    `tile "WAS 04" placed at 7,0 reaches past the mission's 12x6 board`,
    'a(z) "WAS 04" lapka a(z) 7,0 helyen túlnyúlik a küldetés 12x6 mezős tábláján',
  ],
  [
    'a tile’s icon off its squares',
    (c) => (c.tiles[0]!.spaces[0]!.at = [6, 0]),
    'tiles.0.spaces.0.at',
    "square 6,0 is off the tile's 6x6 squares",
    'a(z) 6,0 mező kívül esik a lapka 6x6 mezőjén',
  ],
];

describe('a content pack past its limits', () => {
  checkWordedInBoth(spec, CASES);

  it('a pack of one’s own marks itself and its records as no sample content', () => {
    const c = structuredClone(sampleContent) as unknown as {
      meta: { sample: boolean };
    } & Record<(typeof LISTS)[number] | 'rooms', Array<{ sample?: boolean }>>;
    c.meta.sample = false;
    for (const list of [...LISTS, 'rooms'] as const) for (const x of c[list]) if ('sample' in x) x.sample = false;
    const r = loadContent(spec, c);
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(r.ok && r.content.meta.sample).toBe(false);
  });

  it('a name of 80 characters and a text of 2000 load', () => {
    const c = structuredClone(sampleContent);
    c.enemies[0]!.name = long(80);
    c.missions[0]!.text = long(2000);
    expect(loadContent(spec, c).ok).toBe(true);
  });
});
