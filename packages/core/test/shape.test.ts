import { describe, expect, it } from 'vitest';
import { checkedOnce, idSet, MAX_NAMED, oncePer, schemaProblems, z } from '../src/index.ts';

const unit = z.object({
  id: z.string(),
  name: z.string().nullable(),
  x: z.int().min(0),
  hp: z.number().positive(),
  tags: z.array(z.string()).min(2),
  code: z.string().max(3),
  target: z.union([z.string(), z.int()]),
  order: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('move'), to: z.int() }),
    z.object({ kind: z.literal('hold') }),
  ]),
  marks: z.record(z.string(), z.int()).optional(),
});

const good = {
  id: 'u1',
  name: null,
  x: 3,
  hp: 2.5,
  tags: ['a', 'b'],
  code: 'ab',
  target: 'u2',
  order: { kind: 'hold' },
};

describe('the problems of a position against its schema, in words', () => {
  it('a value that fits has none', () => {
    expect(schemaProblems(unit, good)).toEqual([]);
  });

  it('a nullable field says that null would do, and a whole number says so even when missing', () => {
    const { x: _x, ...noX } = good;
    expect(schemaProblems(unit, { ...noX, name: 5 })).toEqual([
      'name: expected a string or null, not 5',
      'x: missing (expected a whole number)',
    ]);
    expect(schemaProblems(unit, { ...good, x: 0.5 })).toEqual(['x: expected a whole number, not 0.5']);
    expect(schemaProblems(unit, { ...good, marks: { a: 'one' } })).toEqual([
      'marks.a: expected a whole number, not "one"',
    ]);
  });

  it('bounds name their unit: items of an array, characters of a string, and whether the bound itself is allowed', () => {
    expect(schemaProblems(unit, { ...good, tags: ['a'], code: 'abcd', hp: 0, x: -1 })).toEqual([
      'x: expected at least 0, not -1',
      'hp: expected more than 0, not 0',
      'tags: expected at least 2 items, not ["a"]',
      'code: expected at most 3 characters, not "abcd"',
    ]);
  });

  it('a long value is cut short between its items, its quotes kept', () => {
    const long = 'Every trapdoor of the laboratory drops at once';
    expect(schemaProblems(unit, { ...good, code: long })).toEqual([
      'code: expected at most 3 characters, not "Every trapdoor of the laboratory dro…"',
    ]);
    const many = ['soldier-l2-volley', 'soldier-l2-charge', 'soldier-l2-sprint'];
    expect(schemaProblems(unit, { ...good, tags: 7, target: [long] })).toEqual([
      'tags: expected an array, not 7',
      'target: expected a string or a whole number, not ["Every trapdoor of the laboratory…"]',
    ]);
    expect(schemaProblems(unit, { ...good, id: many })).toEqual(['id: expected a string, not ["soldier-l2-volley",…]']);
    expect(schemaProblems(unit, { ...good, id: { first: 'soldier-l2-volley', second: 'soldier-l2-charge' } })).toEqual([
      'id: expected a string, not {"first":"soldier-l2-volley",…}',
    ]);
    expect(schemaProblems(unit, { ...good, id: { [long]: 1 } })).toEqual([
      'id: expected a string, not {"Every trapdoor of the laboratory…":…}',
    ]);
  });

  it('a union names the forms it takes, and a tagged union the tag it does not know', () => {
    expect(schemaProblems(unit, { ...good, target: true, order: { kind: 'run' } })).toEqual([
      'target: expected a string or a whole number, not true',
      'order.kind: expected a known kind, not "run"',
    ]);
  });

  it('a root that is not an object, and at most five problems named with the rest counted', () => {
    expect(schemaProblems(unit, null)).toEqual(['(root): expected an object, not null']);
    const all = schemaProblems(unit, {});
    expect(all).toHaveLength(MAX_NAMED + 1);
    expect(all[0]).toBe('id: missing (expected a string)');
    expect(all[MAX_NAMED]).toBe('and 3 more');
  });
});

describe('a part checked once', () => {
  it('names its problems with their whole path, and checks again only what it may not keep', () => {
    let reads = 0;
    const tile = z.object({ n: z.int() }).superRefine(() => void reads++);
    const board = z.object({ tiles: z.array(checkedOnce(tile, Object.isFrozen)) });
    expect(schemaProblems(board, { tiles: [{ n: 1 }, { n: 'two' }] })).toEqual([
      'tiles.1.n: expected a whole number, not "two"',
    ]);
    const frozen = Object.freeze({ n: 1 });
    const open = { n: 2 };
    reads = 0;
    for (let i = 0; i < 3; i++) expect(schemaProblems(board, { tiles: [frozen, open] })).toEqual([]);
    // The frozen tile is read the first time only; the open one every time.
    expect(reads).toBe(1 + 3);
  });
});

describe('an id of the wrong form and a field an object may not have', () => {
  const tag = z.strictObject({ id: z.string().regex(/^[a-z-]+$/), n: z.number().int() });
  it('names the pattern, the fields, and a whole number checked by .int()', () => {
    expect(schemaProblems(tag, { id: 'Big Tag', n: 'x', colour: 1, size: 2 })).toEqual([
      'id: expected text matching /^[a-z-]+$/, not "Big Tag"',
      'n: expected a whole number, not "x"',
      '(root): not a known field: "colour", "size"',
    ]);
    expect(schemaProblems(tag, { id: 'Big Tag', n: 'x', colour: 1 }, 'hu')).toEqual([
      'id: /^[a-z-]+$/ mintájú szöveg kell ide, nem "Big Tag"',
      'n: egész szám kell ide, nem "x"',
      '(egész): ismeretlen mező: "colour"',
    ]);
  });
});

describe("a check with its author's own words", () => {
  it('keeps them, in any language', () => {
    const pack = z.object({ hash: z.string().regex(/^[0-9a-f]{4}$/, 'a pack hash (4 hex digits)'), n: z.int().max(3) });
    for (const locale of ['en', 'hu'] as const)
      expect(schemaProblems(pack, { hash: 'zz', n: 4 }, locale)).toEqual([
        'hash: a pack hash (4 hex digits)',
        locale === 'en' ? 'n: expected at most 3, not 4' : 'n: legfeljebb 3 kell ide, nem 4',
      ]);
  });
});

describe('the same problems in Hungarian', () => {
  it('words each kind of problem, with the paths as they are', () => {
    const { x: _x, ...noX } = good;
    expect(schemaProblems(unit, { ...noX, name: 5, target: true, order: { kind: 'run' } }, 'hu')).toEqual([
      'name: szöveg vagy null kell ide, nem 5',
      'x: hiányzik (egész szám kell ide)',
      'target: szöveg vagy egész szám kell ide, nem true',
      'order.kind: ismert kind érték kell ide, nem "run"',
    ]);
    expect(schemaProblems(unit, { ...good, tags: ['a'], code: 'abcd', hp: 0, x: -1 }, 'hu')).toEqual([
      'x: legalább 0 kell ide, nem -1',
      'hp: több mint 0 kell ide, nem 0',
      'tags: legalább 2 elem kell ide, nem ["a"]',
      'code: legfeljebb 3 karakter kell ide, nem "abcd"',
    ]);
    expect(schemaProblems(z.object({ n: z.int().lt(3) }), { n: 3 }, 'hu')).toEqual([
      'n: kevesebb mint 3 kell ide, nem 3',
    ]);
  });

  it('names the whole value when it is the problem, and counts the problems past five', () => {
    expect(schemaProblems(unit, null, 'hu')).toEqual(['(egész): objektum kell ide, nem null']);
    const all = schemaProblems(unit, {}, 'hu');
    expect(all[0]).toBe('id: hiányzik (szöveg kell ide)');
    expect(all[MAX_NAMED]).toBe('és még 3');
  });

  it('words the problems of a part checked once in the language asked, though the part was checked in English', () => {
    const board = z.object({ tiles: z.array(checkedOnce(z.object({ n: z.int() }), Object.isFrozen)) });
    const value = { tiles: [{ n: 'two' }] };
    expect(schemaProblems(board, value)).toEqual(['tiles.0.n: expected a whole number, not "two"']);
    expect(schemaProblems(board, value, 'hu')).toEqual(['tiles.0.n: egész szám kell ide, nem "two"']);
  });
});

describe('the ids of a content pack, gathered once per pack', () => {
  it('makes its answer once for each object and gives it again', () => {
    let made = 0;
    const ids = oncePer((list: readonly { id: string }[]) => {
      made++;
      return idSet(list);
    });
    const a = [{ id: 'x' }, { id: 'y' }];
    const b = [{ id: 'x' }];
    expect([...ids(a)]).toEqual(['x', 'y']);
    expect(ids(a)).toBe(ids(a));
    expect(ids(b).has('y')).toBe(false);
    expect(made).toBe(2);
  });
});
