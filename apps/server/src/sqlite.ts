import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GameRecord, RecordedChoice } from '@skirmish/core';
import {
  SCHEMA_VERSION,
  StorageError,
  storedGame,
  type GameMode,
  type GameRow,
  type ListFilter,
  type SeatRow,
  type SeatRecord,
  type Storage,
  type StoredGame,
} from './storage.ts';

/** SQLite in one file (WAL, synchronous=FULL so an acknowledged choice survives a crash). */
export class SqliteStorage implements Storage {
  readonly kind = 'sqlite';
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
        mode TEXT NOT NULL DEFAULT 'online' CHECK (mode IN ('online', 'hotseat')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
        bot TEXT,
        token_hash TEXT,
        PRIMARY KEY (game_id, seat)
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

  async createGame(
    id: string,
    record: GameRecord,
    seats: readonly SeatRecord[] = [],
    mode: GameMode = 'online',
  ): Promise<void> {
    const { choices, ...header } = record;
    const at = this.now().toISOString();
    const tx = this.db.transaction(() => {
      try {
        this.db
          .prepare(
            'INSERT INTO games (id, ruleset, header, status, mode, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .run(id, record.ruleset, JSON.stringify(header), 'active', mode, at, at);
      } catch (e) {
        if (e instanceof Error && /UNIQUE|PRIMARY KEY/.test(e.message)) {
          throw new StorageError('storage/duplicate-game', `A game with id ${id} exists already`);
        }
        throw e;
      }
      for (const s of seats) {
        this.db
          .prepare('INSERT INTO seats (game_id, seat, kind, bot, token_hash) VALUES (?, ?, ?, ?, ?)')
          .run(id, s.seat, s.kind, s.bot ?? null, s.tokenHash ?? null);
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

  async appendChoice(id: string, index: number, choice: RecordedChoice): Promise<void> {
    const tx = this.db.transaction(() => {
      const game = this.db.prepare('SELECT status FROM games WHERE id = ?').get(id) as { status: string } | undefined;
      if (!game) throw new StorageError('storage/no-game', `There is no game ${id}`);
      if (game.status !== 'active') throw new StorageError('storage/finished', `Game ${id} is finished`);
      this.insertChoice(id, index, choice);
      this.db.prepare('UPDATE games SET updated_at = ? WHERE id = ?').run(this.now().toISOString(), id);
    });
    tx();
  }

  async finishGame(id: string): Promise<void> {
    const r = this.db
      .prepare("UPDATE games SET status = 'finished', updated_at = ? WHERE id = ?")
      .run(this.now().toISOString(), id);
    if (r.changes === 0) throw new StorageError('storage/no-game', `There is no game ${id}`);
  }

  async truncateChoices(id: string, count: number): Promise<void> {
    this.db.prepare('DELETE FROM choices WHERE game_id = ? AND idx >= ?').run(id, count);
  }

  async getGame(id: string): Promise<StoredGame | null> {
    const row = this.db.prepare('SELECT * FROM games WHERE id = ?').get(id) as GameRow | undefined;
    return row ? this.toGame(row) : null;
  }

  async listGames(filter: ListFilter = {}): Promise<StoredGame[]> {
    const rows = this.db
      .prepare(
        'SELECT * FROM games WHERE (@status IS NULL OR status = @status) AND (@ruleset IS NULL OR ruleset = @ruleset) ORDER BY updated_at DESC, id LIMIT @limit',
      )
      .all({
        status: filter.status ?? null,
        ruleset: filter.ruleset ?? null,
        limit: filter.limit ?? 1000,
      }) as GameRow[];
    return rows.map((r) => this.toGame(r));
  }

  private toGame(row: GameRow): StoredGame {
    const choices = this.db.prepare('SELECT body FROM choices WHERE game_id = ? ORDER BY idx').all(row.id) as Array<{
      body: string;
    }>;
    const seats = this.db
      .prepare('SELECT seat, kind, bot, token_hash FROM seats WHERE game_id = ? ORDER BY rowid')
      .all(row.id) as SeatRow[];
    return storedGame(
      row,
      choices.map((c) => c.body),
      seats,
    );
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
