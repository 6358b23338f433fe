import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RECORD_FORMAT, type GameRecord } from '@skirmish/core';
import { SqliteStorage, StorageError, type Storage } from '../src/storage.ts';

const record: GameRecord = {
  format: RECORD_FORMAT,
  ruleset: 'duel',
  version: '1.0.0',
  contentHash: 'abc',
  options: { hitOn: 4 },
  setup: {},
  seed: 7,
  choices: [],
};

/** The storage contract: every adapter must pass these. */
function contract(name: string, make: () => { storage: Storage; reopen?: () => Storage }) {
  describe(`storage contract: ${name}`, () => {
    let open: Storage[] = [];
    afterEach(() => {
      for (const s of open) s.close();
      open = [];
    });
    const fresh = () => {
      const m = make();
      open.push(m.storage);
      return m;
    };

    it('keeps a game and its choices in order', () => {
      const { storage } = fresh();
      storage.createGame('g1', record);
      storage.appendChoice('g1', 0, { seat: 'north', choice: { kind: 'commit', dice: 1 } });
      storage.appendChoice('g1', 1, { seat: 'south', choice: { kind: 'commit', dice: 2 }, loaded: [4, 5] });
      const g = storage.getGame('g1');
      expect(g?.record).toEqual({
        ...record,
        choices: [
          { seat: 'north', choice: { kind: 'commit', dice: 1 } },
          { seat: 'south', choice: { kind: 'commit', dice: 2 }, loaded: [4, 5] },
        ],
      });
      expect(g?.status).toBe('active');
    });

    it('refuses a duplicated or out-of-order choice and keeps the record intact', () => {
      const { storage } = fresh();
      storage.createGame('g2', record);
      storage.appendChoice('g2', 0, { seat: 'north', choice: 1 });
      expect(() => storage.appendChoice('g2', 0, { seat: 'north', choice: 2 })).toThrow(StorageError);
      expect(() => storage.appendChoice('g2', 5, { seat: 'north', choice: 2 })).toThrow(/cannot write choice 5/);
      expect(storage.getGame('g2')?.record.choices).toEqual([{ seat: 'north', choice: 1 }]);
    });

    it('refuses a duplicate game id and choices for missing or finished games', () => {
      const { storage } = fresh();
      storage.createGame('g3', record);
      expect(() => storage.createGame('g3', record)).toThrow(/exists already/);
      expect(() => storage.appendChoice('nope', 0, { seat: 'x', choice: 1 })).toThrow(/no game/);
      storage.finishGame('g3');
      expect(() => storage.appendChoice('g3', 0, { seat: 'x', choice: 1 })).toThrow(/finished/);
      expect(storage.getGame('nope')).toBeNull();
    });

    it('lists games by status and rule system', () => {
      const { storage } = fresh();
      storage.createGame('a', record);
      storage.createGame('b', { ...record, ruleset: 'other' });
      storage.finishGame('b');
      expect(storage.listGames({ status: 'active' }).map((g) => g.id)).toEqual(['a']);
      expect(storage.listGames({ ruleset: 'other' }).map((g) => g.id)).toEqual(['b']);
      expect(storage.listGames().length).toBe(2);
    });

    it('what was acknowledged is there after reopening', (ctx) => {
      const m = fresh();
      if (!m.reopen) return ctx.skip();
      m.storage.createGame('g4', record);
      m.storage.appendChoice('g4', 0, { seat: 'north', choice: 1 });
      m.storage.close();
      open = open.filter((s) => s !== m.storage);
      const again = m.reopen();
      open.push(again);
      expect(again.getGame('g4')?.record.choices).toEqual([{ seat: 'north', choice: 1 }]);
    });
  });
}

contract('SQLite file', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'skirmish-db-')), 'nested', 'skirmish.db');
  return { storage: new SqliteStorage(file), reopen: () => new SqliteStorage(file) };
});
