import { describe, expect, it } from 'vitest';
import { duplicateIds } from '../src/content.ts';

describe('duplicateIds', () => {
  it('names each later entry whose id an earlier one has, at its id, in English or Hungarian', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'c' }, { id: 'b' }, { id: 'a' }];
    expect(duplicateIds(list, 'profiles')).toEqual([
      { path: 'profiles.2.id', message: 'duplicate id "a"' },
      { path: 'profiles.4.id', message: 'duplicate id "b"' },
      { path: 'profiles.5.id', message: 'duplicate id "a"' },
    ]);
    expect(duplicateIds(list, 'x', 'hu')[0]).toEqual({ path: 'x.2.id', message: 'ismétlődő azonosító: "a"' });
  });

  it('finds nothing in a list of distinct ids, ids differing only in case being distinct', () => {
    expect(duplicateIds([{ id: 'a' }, { id: 'A' }, { id: 'b' }], 'cards')).toEqual([]);
    expect(duplicateIds([], 'cards')).toEqual([]);
  });
});
