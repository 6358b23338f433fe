import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GameRecord, RecordedChoice } from '@skirmish/core';

export interface StoredGame {
  readonly id: string;
  readonly ruleset: string;
  readonly record: GameRecord;
  readonly status: 'active' | 'finished';
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * Where games live. Every adapter passes the same contract suite. A choice is appended with its
 * index, so a duplicate or out-of-order write is refused instead of corrupting the record.
 */
export interface Storage {
  createGame(id: string, record: GameRecord): void;
  /** Durable when it returns: the caller acknowledges the choice only afterwards. */
  appendChoice(id: string, index: number, choice: RecordedChoice): void;
  finishGame(id: string): void;
  getGame(id: string): StoredGame | null;
  listGames(filter?: { status?: StoredGame['status']; ruleset?: string }): StoredGame[];
  close(): void;
}

export class StorageError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = 'StorageError';
  }
}

const SCHEMA_VERSION = 1;

interface GameRow {
  id: string;
  ruleset: string;
  header: string;
  status: 'active' | 'finished';
  created_at: string;
  updated_at: string;
}

/** SQLite in one file (WAL, synchronous=FULL so an acknowledged choice survives a crash). */
export class SqliteStorage implements Storage {
  private readonly db: Database.Database;
  private readonly now: () => Date;

  constructor(file: string, opts: { now?: () => Date } = {}) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.now = opts.now ?? (() => new Date());
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.migrate();
  }

  private migrate(): void {
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        ruleset TEXT NOT NULL,
        header TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'finished')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS choices (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (game_id, idx)
      );
    `);
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get('schema_version') as
      { value: string } | undefined;
    if (!row)
      this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION));
    else if (Number(row.value) > SCHEMA_VERSION) {
      throw new StorageError(
        'storage/newer-schema',
        `The database was written by a newer Skirmish (schema ${row.value})`,
      );
    }
  }

  createGame(id: string, record: GameRecord): void {
    const { choices, ...header } = record;
    const at = this.now().toISOString();
    const tx = this.db.transaction(() => {
      try {
        this.db
          .prepare('INSERT INTO games (id, ruleset, header, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(id, record.ruleset, JSON.stringify(header), 'active', at, at);
      } catch (e) {
        if (e instanceof Error && /UNIQUE|PRIMARY KEY/.test(e.message)) {
          throw new StorageError('storage/duplicate-game', `A game with id ${id} exists already`);
        }
        throw e;
      }
      choices.forEach((c, i) => this.insertChoice(id, i, c));
    });
    tx();
  }

  private insertChoice(id: string, index: number, choice: RecordedChoice): void {
    const count = (this.db.prepare('SELECT COUNT(*) AS n FROM choices WHERE game_id = ?').get(id) as { n: number }).n;
    if (index !== count) {
      throw new StorageError('storage/out-of-order', `Game ${id} has ${count} choices; cannot write choice ${index}`);
    }
    this.db.prepare('INSERT INTO choices (game_id, idx, body) VALUES (?, ?, ?)').run(id, index, JSON.stringify(choice));
  }

  appendChoice(id: string, index: number, choice: RecordedChoice): void {
    const tx = this.db.transaction(() => {
      const game = this.db.prepare('SELECT status FROM games WHERE id = ?').get(id) as { status: string } | undefined;
      if (!game) throw new StorageError('storage/no-game', `There is no game ${id}`);
      if (game.status !== 'active') throw new StorageError('storage/finished', `Game ${id} is finished`);
      this.insertChoice(id, index, choice);
      this.db.prepare('UPDATE games SET updated_at = ? WHERE id = ?').run(this.now().toISOString(), id);
    });
    tx();
  }

  finishGame(id: string): void {
    const r = this.db
      .prepare("UPDATE games SET status = 'finished', updated_at = ? WHERE id = ?")
      .run(this.now().toISOString(), id);
    if (r.changes === 0) throw new StorageError('storage/no-game', `There is no game ${id}`);
  }

  getGame(id: string): StoredGame | null {
    const row = this.db.prepare('SELECT * FROM games WHERE id = ?').get(id) as GameRow | undefined;
    return row ? this.toGame(row) : null;
  }

  listGames(filter: { status?: StoredGame['status']; ruleset?: string } = {}): StoredGame[] {
    const rows = this.db
      .prepare(
        'SELECT * FROM games WHERE (@status IS NULL OR status = @status) AND (@ruleset IS NULL OR ruleset = @ruleset) ORDER BY updated_at DESC, id',
      )
      .all({ status: filter.status ?? null, ruleset: filter.ruleset ?? null }) as GameRow[];
    return rows.map((r) => this.toGame(r));
  }

  private toGame(row: GameRow): StoredGame {
    const header = JSON.parse(row.header) as Omit<GameRecord, 'choices'>;
    const choices = (
      this.db.prepare('SELECT body FROM choices WHERE game_id = ? ORDER BY idx').all(row.id) as Array<{ body: string }>
    ).map((c) => JSON.parse(c.body) as RecordedChoice);
    return {
      id: row.id,
      ruleset: row.ruleset,
      record: { ...header, choices },
      status: row.status,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  close(): void {
    this.db.close();
  }
}
