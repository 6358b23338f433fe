import pg from 'pg';
import type { GameRecord, Outcome, RecordedChoice } from '@skirmish/core';
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
  type StoredContent,
  type StoredGame,
} from './storage.ts';
import type { ListSummary } from './summary.ts';

/**
 * PostgreSQL, for several server processes sharing one database. The (game, index) primary key
 * makes a duplicate or racing write of the same choice fail instead of forking the record.
 */
export class PostgresStorage implements Storage {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private readonly now: () => Date;
  private ready: Promise<void>;

  constructor(connectionString: string, opts: { schema?: string; now?: () => Date; max?: number } = {}) {
    this.schema = opts.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]*$/.test(this.schema))
      throw new StorageError('storage/bad-schema', `"${this.schema}" is not a schema name`);
    this.now = opts.now ?? (() => new Date());
    this.pool = new pg.Pool({ connectionString, max: opts.max ?? 10 });
    // Without a listener an idle client's network error would crash the process.
    this.pool.on('error', () => undefined);
    this.ready = this.migrate();
  }

  /** Resolves once the tables exist; every method waits for it. */
  async init(): Promise<void> {
    await this.ready;
  }

  private async migrate(): Promise<void> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SELECT pg_advisory_xact_lock(7426150)');
      await c.query(`CREATE SCHEMA IF NOT EXISTS ${this.schema}`);
      await c.query(`
        CREATE TABLE IF NOT EXISTS ${this.schema}.meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS ${this.schema}.games (
          id TEXT PRIMARY KEY,
          ruleset TEXT NOT NULL,
          header TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('active', 'finished')),
          mode TEXT NOT NULL DEFAULT 'online' CHECK (mode IN ('online', 'hotseat')),
          outcome TEXT,
          summary TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE TABLE IF NOT EXISTS ${this.schema}.seats (
          game_id TEXT NOT NULL REFERENCES ${this.schema}.games(id) ON DELETE CASCADE,
          pos INTEGER NOT NULL,
          seat TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
          bot TEXT,
          token_hash TEXT,
          PRIMARY KEY (game_id, seat)
        );
        CREATE TABLE IF NOT EXISTS ${this.schema}.choices (
          game_id TEXT NOT NULL REFERENCES ${this.schema}.games(id) ON DELETE CASCADE,
          idx INTEGER NOT NULL,
          body TEXT NOT NULL,
          PRIMARY KEY (game_id, idx)
        );
        CREATE TABLE IF NOT EXISTS ${this.schema}.contents (
          hash TEXT PRIMARY KEY,
          ruleset TEXT NOT NULL,
          body TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
      `);
      // A database made before outcomes were kept: its games get the column, empty for the finished ones.
      await c.query(`ALTER TABLE ${this.schema}.games ADD COLUMN IF NOT EXISTS outcome TEXT`);
      // One made before summaries were kept: the column, empty until each game is next loaded.
      await c.query(`ALTER TABLE ${this.schema}.games ADD COLUMN IF NOT EXISTS summary TEXT`);
      const v = await c.query<{ value: string }>(`SELECT value FROM ${this.schema}.meta WHERE key = 'schema_version'`);
      const row = v.rows[0];
      if (!row)
        await c.query(`INSERT INTO ${this.schema}.meta (key, value) VALUES ('schema_version', $1)`, [
          String(SCHEMA_VERSION),
        ]);
      else if (Number(row.value) > SCHEMA_VERSION) {
        throw new StorageError(
          'storage/newer-schema',
          `The database was written by a newer Skirmish (schema ${row.value})`,
        );
      }
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    await this.ready;
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const r = await fn(c);
      await c.query('COMMIT');
      return r;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
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
    await this.tx(async (c) => {
      try {
        await c.query(
          `INSERT INTO ${this.schema}.games (id, ruleset, header, status, mode, created_at, updated_at) VALUES ($1, $2, $3, 'active', $4, $5, $5)`,
          [id, record.ruleset, JSON.stringify(header), mode, at],
        );
      } catch (e) {
        if ((e as { code?: string }).code === '23505')
          throw new StorageError('storage/duplicate-game', `A game with id ${id} exists already`);
        throw e;
      }
      let pos = 0;
      for (const s of seats) {
        await c.query(
          `INSERT INTO ${this.schema}.seats (game_id, pos, seat, kind, bot, token_hash) VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, pos++, s.seat, s.kind, s.bot ?? null, s.tokenHash ?? null],
        );
      }
      for (let i = 0; i < choices.length; i++) {
        await c.query(`INSERT INTO ${this.schema}.choices (game_id, idx, body) VALUES ($1, $2, $3)`, [
          id,
          i,
          JSON.stringify(choices[i]),
        ]);
      }
    });
  }

  async appendChoice(id: string, index: number, choice: RecordedChoice): Promise<void> {
    await this.tx(async (c) => {
      const g = await c.query<{ status: string }>(`SELECT status FROM ${this.schema}.games WHERE id = $1 FOR UPDATE`, [
        id,
      ]);
      const game = g.rows[0];
      if (!game) throw new StorageError('storage/no-game', `There is no game ${id}`);
      if (game.status !== 'active') throw new StorageError('storage/finished', `Game ${id} is finished`);
      const n = await c.query<{ n: string }>(
        `SELECT COALESCE(MAX(idx) + 1, 0) AS n FROM ${this.schema}.choices WHERE game_id = $1`,
        [id],
      );
      const count = Number(n.rows[0]?.n ?? 0);
      if (index !== count)
        throw new StorageError('storage/out-of-order', `Game ${id} has ${count} choices; cannot write choice ${index}`);
      try {
        await c.query(`INSERT INTO ${this.schema}.choices (game_id, idx, body) VALUES ($1, $2, $3)`, [
          id,
          index,
          JSON.stringify(choice),
        ]);
      } catch (e) {
        if ((e as { code?: string }).code === '23505')
          throw new StorageError('storage/out-of-order', `Game ${id} has a choice ${index} already`);
        throw e;
      }
      await c.query(`UPDATE ${this.schema}.games SET updated_at = $1 WHERE id = $2`, [this.now().toISOString(), id]);
    });
  }

  async finishGame(id: string, outcome?: Outcome): Promise<void> {
    await this.ready;
    const r = await this.pool.query(
      `UPDATE ${this.schema}.games SET updated_at = CASE WHEN status = 'finished' THEN updated_at ELSE $1 END, status = 'finished', outcome = COALESCE(outcome, $2) WHERE id = $3`,
      [this.now().toISOString(), outcome ? JSON.stringify(outcome) : null, id],
    );
    if (r.rowCount === 0) throw new StorageError('storage/no-game', `There is no game ${id}`);
  }

  async keepSummary(id: string, summary: ListSummary | null): Promise<void> {
    await this.ready;
    const r = await this.pool.query(`UPDATE ${this.schema}.games SET summary = $1 WHERE id = $2`, [
      summary ? JSON.stringify(summary) : null,
      id,
    ]);
    if (r.rowCount === 0) throw new StorageError('storage/no-game', `There is no game ${id}`);
  }

  async truncateChoices(id: string, count: number): Promise<void> {
    await this.ready;
    await this.pool.query(`DELETE FROM ${this.schema}.choices WHERE game_id = $1 AND idx >= $2`, [id, count]);
  }

  /** The game's seats and choices go with it (their keys cascade). */
  async deleteGame(id: string): Promise<boolean> {
    await this.ready;
    const r = await this.pool.query(`DELETE FROM ${this.schema}.games WHERE id = $1`, [id]);
    return (r.rowCount ?? 0) > 0;
  }

  async putContent(pack: StoredContent): Promise<void> {
    await this.ready;
    await this.pool.query(
      `INSERT INTO ${this.schema}.contents (hash, ruleset, body, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO NOTHING`,
      [pack.hash, pack.ruleset, pack.body, this.now().toISOString()],
    );
  }

  async getContent(hash: string): Promise<StoredContent | null> {
    await this.ready;
    const r = await this.pool.query<StoredContent>(
      `SELECT hash, ruleset, body FROM ${this.schema}.contents WHERE hash = $1`,
      [hash],
    );
    const row = r.rows[0];
    return row ? { hash: row.hash, ruleset: row.ruleset, body: row.body } : null;
  }

  async getGame(id: string): Promise<StoredGame | null> {
    await this.ready;
    const r = await this.pool.query<GameRow>(`SELECT * FROM ${this.schema}.games WHERE id = $1`, [id]);
    const row = r.rows[0];
    return row ? this.toGame(row) : null;
  }

  async listGames(filter: ListFilter = {}): Promise<StoredGame[]> {
    await this.ready;
    const r = await this.pool.query<GameRow>(
      `SELECT * FROM ${this.schema}.games WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR ruleset = $2) ORDER BY updated_at DESC, id LIMIT $3`,
      [filter.status ?? null, filter.ruleset ?? null, filter.limit ?? 1000],
    );
    return Promise.all(r.rows.map((row) => this.toGame(row)));
  }

  private async toGame(row: GameRow): Promise<StoredGame> {
    const choices = await this.pool.query<{ body: string }>(
      `SELECT body FROM ${this.schema}.choices WHERE game_id = $1 ORDER BY idx`,
      [row.id],
    );
    const seats = await this.pool.query<SeatRow>(
      `SELECT seat, kind, bot, token_hash FROM ${this.schema}.seats WHERE game_id = $1 ORDER BY pos`,
      [row.id],
    );
    return storedGame(
      row,
      choices.rows.map((c) => c.body),
      seats.rows,
    );
  }

  /** Drops this storage's schema: for tests that made a schema of their own. */
  async dropSchema(): Promise<void> {
    await this.ready;
    if (this.schema === 'public') throw new StorageError('storage/refused', 'Refusing to drop the public schema');
    await this.pool.query(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await this.pool.end();
  }
}

/** The storage a server uses: PostgreSQL when DATABASE_URL names one, else the SQLite file. */
export async function openStorage(opts: {
  databaseUrl?: string | undefined;
  /** The PostgreSQL schema to keep the tables in (default `public`). */
  databaseSchema?: string | undefined;
  sqliteFile: string;
  /** Where SQLite writes run: a writer thread (the default for a file) or the event loop. */
  sqliteWriter?: 'thread' | 'inline';
}): Promise<Storage> {
  if (opts.databaseUrl) {
    const s = new PostgresStorage(opts.databaseUrl, opts.databaseSchema ? { schema: opts.databaseSchema } : {});
    await s.init();
    return s;
  }
  const { SqliteStorage } = await import('./sqlite.ts');
  return new SqliteStorage(opts.sqliteFile, opts.sqliteWriter ? { writer: opts.sqliteWriter } : {});
}
