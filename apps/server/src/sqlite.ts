import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
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

/** Opens the file with the settings every connection needs. */
export function openSqlite(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // The reading and the writing connection share the file: wait for each other's locks.
  db.pragma('busy_timeout = 5000');
  return db;
}

function migrate(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS games (
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
    CREATE TABLE IF NOT EXISTS contents (
      hash TEXT PRIMARY KEY,
      ruleset TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
  // A file made before outcomes were kept: its games get the column, empty for the finished ones.
  const columns = db.prepare('PRAGMA table_info(games)').all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === 'outcome')) db.exec('ALTER TABLE games ADD COLUMN outcome TEXT');
  // One made before summaries were kept: the column, empty until each game is next loaded.
  if (!columns.some((c) => c.name === 'summary')) db.exec('ALTER TABLE games ADD COLUMN summary TEXT');
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get('schema_version') as { value: string } | undefined;
  if (!row) db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION));
  else if (Number(row.value) > SCHEMA_VERSION) {
    throw new StorageError(
      'storage/newer-schema',
      `The database was written by a newer Skirmish (schema ${row.value})`,
    );
  }
}

/** A choice to append, with the index it must land at. */
export interface ChoiceWrite {
  readonly id: string;
  readonly index: number;
  readonly choice: RecordedChoice;
}

/** Statements prepared once: preparing costs more than running. */
class Statements {
  private readonly cache = new Map<string, Database.Statement>();
  constructor(private readonly db: Database.Database) {}
  get(sql: string): Database.Statement {
    let s = this.cache.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.cache.set(sql, s);
    }
    return s;
  }
}

/** Every write, synchronous, on one connection: run inline or in the writer thread. */
export class SqliteWrites {
  private readonly stmt: Statements;
  constructor(
    private readonly db: Database.Database,
    /** Called inside each append transaction, before its commit (the fault tests hold it open there). */
    private readonly beforeCommit?: (writes: readonly ChoiceWrite[]) => void,
  ) {
    this.stmt = new Statements(db);
  }

  createGame(id: string, record: GameRecord, seats: readonly SeatRecord[], mode: GameMode, at: string): void {
    const { choices, ...header } = record;
    this.db.transaction(() => {
      try {
        this.stmt
          .get(
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
        this.stmt
          .get('INSERT INTO seats (game_id, seat, kind, bot, token_hash) VALUES (?, ?, ?, ?, ?)')
          .run(id, s.seat, s.kind, s.bot ?? null, s.tokenHash ?? null);
      }
      choices.forEach((c, i) => this.insertChoice(id, i, c));
    })();
  }

  private insertChoice(id: string, index: number, choice: RecordedChoice): void {
    const next = (
      this.stmt.get('SELECT COALESCE(MAX(idx) + 1, 0) AS n FROM choices WHERE game_id = ?').get(id) as { n: number }
    ).n;
    if (index !== next) {
      throw new StorageError('storage/out-of-order', `Game ${id} has ${next} choices; cannot write choice ${index}`);
    }
    this.stmt.get('INSERT INTO choices (game_id, idx, body) VALUES (?, ?, ?)').run(id, index, JSON.stringify(choice));
  }

  /**
   * Group commit: appends the choices in one transaction, so one sync of the log serves them all.
   * A choice that breaks the contract (out of order, finished game) is refused alone (its entry
   * in the answer); a failed commit throws, and none of them is written.
   */
  appendChoices(writes: readonly ChoiceWrite[], at: string): Array<StorageError | null> {
    const refused: Array<StorageError | null> = writes.map(() => null);
    this.db.transaction(() => {
      writes.forEach((w, i) => {
        try {
          const game = this.stmt.get('SELECT status FROM games WHERE id = ?').get(w.id) as
            { status: string } | undefined;
          if (!game) throw new StorageError('storage/no-game', `There is no game ${w.id}`);
          if (game.status !== 'active') throw new StorageError('storage/finished', `Game ${w.id} is finished`);
          this.insertChoice(w.id, w.index, w.choice);
          this.stmt.get('UPDATE games SET updated_at = ? WHERE id = ?').run(at, w.id);
        } catch (e) {
          // Only the contract's own refusals are per choice; anything else fails the batch.
          if (!(e instanceof StorageError)) throw e;
          refused[i] = e;
        }
      });
      this.beforeCommit?.(writes);
    })();
    return refused;
  }

  finishGame(id: string, at: string, outcome?: Outcome): void {
    const r = this.stmt
      .get(
        "UPDATE games SET updated_at = CASE WHEN status = 'finished' THEN updated_at ELSE ? END, status = 'finished', outcome = COALESCE(outcome, ?) WHERE id = ?",
      )
      .run(at, outcome ? JSON.stringify(outcome) : null, id);
    if (r.changes === 0) throw new StorageError('storage/no-game', `There is no game ${id}`);
  }

  keepSummary(id: string, summary: ListSummary | null): void {
    const r = this.stmt
      .get('UPDATE games SET summary = ? WHERE id = ?')
      .run(summary ? JSON.stringify(summary) : null, id);
    if (r.changes === 0) throw new StorageError('storage/no-game', `There is no game ${id}`);
  }

  truncateChoices(id: string, count: number): void {
    this.stmt.get('DELETE FROM choices WHERE game_id = ? AND idx >= ?').run(id, count);
  }

  /** The game's seats and choices go with it (their keys cascade). */
  deleteGame(id: string): boolean {
    return this.stmt.get('DELETE FROM games WHERE id = ?').run(id).changes > 0;
  }

  putContent(pack: StoredContent, at: string): void {
    this.stmt
      .get('INSERT INTO contents (hash, ruleset, body, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (hash) DO NOTHING')
      .run(pack.hash, pack.ruleset, pack.body, at);
  }
}

/** A write sent to the writer thread. */
export type WriteRequest =
  | {
      readonly op: 'createGame';
      readonly id: string;
      readonly record: GameRecord;
      readonly seats: readonly SeatRecord[];
      readonly mode: GameMode;
      readonly at: string;
    }
  | { readonly op: 'append'; readonly write: ChoiceWrite; readonly at: string }
  | { readonly op: 'finishGame'; readonly id: string; readonly at: string; readonly outcome?: Outcome }
  | { readonly op: 'keepSummary'; readonly id: string; readonly summary: ListSummary | null }
  | { readonly op: 'truncateChoices'; readonly id: string; readonly count: number }
  | { readonly op: 'deleteGame'; readonly id: string }
  | { readonly op: 'putContent'; readonly pack: StoredContent; readonly at: string };

export type WriteAnswer =
  | { readonly seq: number; readonly ok: true; readonly changed?: boolean }
  | {
      readonly seq: number;
      readonly ok: false;
      readonly storage: boolean;
      readonly code: string;
      readonly message: string;
    };

interface Waiting {
  readonly resolve: (changed?: boolean) => void;
  readonly reject: (e: unknown) => void;
}

/**
 * SQLite in one file (WAL, synchronous=FULL so an acknowledged choice survives a crash). Writes
 * go to a writer thread with its own connection, so the sync of the log never blocks the event
 * loop; reads stay here (WAL lets them run beside the writer). Choices that arrive while a commit
 * is under way are committed together. An in-memory database (tests) writes inline.
 */
export class SqliteStorage implements Storage {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly now: () => Date;
  private readonly stmt: Statements;
  private readonly inline: SqliteWrites | null;
  private readonly writer: Worker | null;
  private readonly waiting = new Map<number, Waiting>();
  private seq = 0;
  private closing: Promise<void> | null = null;
  private batch: Array<ChoiceWrite & Waiting> = [];

  constructor(file: string, opts: { now?: () => Date; writer?: 'thread' | 'inline' } = {}) {
    this.db = openSqlite(file);
    this.now = opts.now ?? (() => new Date());
    this.stmt = new Statements(this.db);
    migrate(this.db);
    const thread = (opts.writer ?? (file === ':memory:' ? 'inline' : 'thread')) === 'thread';
    this.inline = thread ? null : new SqliteWrites(this.db);
    this.writer = thread
      ? new Worker(new URL('./bots/boot.mjs', import.meta.url), {
          workerData: { entry: new URL('./sqlite-writer.ts', import.meta.url).href, file },
        })
      : null;
    this.writer?.on('message', (a: WriteAnswer) => this.answered(a));
    this.writer?.on('error', (e) => {
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    });
    this.writer?.unref();
  }

  private answered(a: WriteAnswer): void {
    const w = this.waiting.get(a.seq);
    if (!w) return;
    this.waiting.delete(a.seq);
    if (this.waiting.size === 0) this.writer?.unref();
    if (a.ok) w.resolve(a.changed);
    else
      w.reject(a.storage ? new StorageError(a.code, a.message) : Object.assign(new Error(a.message), { code: a.code }));
  }

  /** Runs a write inline, or in the writer thread and waits for its commit. */
  private write(req: WriteRequest, inline: (w: SqliteWrites) => void): Promise<void> {
    if (this.inline) {
      const writes = this.inline;
      return new Promise((resolve) => {
        inline(writes);
        resolve();
      });
    }
    const writer = this.writer;
    if (!writer) return Promise.reject(new StorageError('storage/closed', 'The database is closed'));
    return new Promise((resolve, reject) => {
      const seq = ++this.seq;
      this.waiting.set(seq, { resolve: () => resolve(), reject });
      writer.ref();
      writer.postMessage({ seq, req });
    });
  }

  async createGame(
    id: string,
    record: GameRecord,
    seats: readonly SeatRecord[] = [],
    mode: GameMode = 'online',
  ): Promise<void> {
    const at = this.now().toISOString();
    await this.write({ op: 'createGame', id, record, seats, mode, at }, (w) =>
      w.createGame(id, record, seats, mode, at),
    );
  }

  appendChoice(id: string, index: number, choice: RecordedChoice): Promise<void> {
    const at = this.now().toISOString();
    if (!this.inline) return this.write({ op: 'append', write: { id, index, choice }, at }, () => undefined);
    return new Promise((resolve, reject) => {
      this.batch.push({ id, index, choice, resolve: () => resolve(), reject });
      if (this.batch.length === 1) setImmediate(() => this.flush());
    });
  }

  /** The inline group commit: the choices of one turn of the event loop in one transaction. */
  private flush(): void {
    const batch = this.batch;
    this.batch = [];
    if (!this.inline || batch.length === 0) return;
    let refused: Array<StorageError | null>;
    try {
      refused = this.inline.appendChoices(batch, this.now().toISOString());
    } catch (e) {
      for (const p of batch) p.reject(e);
      return;
    }
    batch.forEach((p, i) => {
      const r = refused[i];
      if (r) p.reject(r);
      else p.resolve();
    });
  }

  async finishGame(id: string, outcome?: Outcome): Promise<void> {
    const at = this.now().toISOString();
    await this.write({ op: 'finishGame', id, at, ...(outcome ? { outcome } : {}) }, (w) =>
      w.finishGame(id, at, outcome),
    );
  }

  async keepSummary(id: string, summary: ListSummary | null): Promise<void> {
    await this.write({ op: 'keepSummary', id, summary }, (w) => w.keepSummary(id, summary));
  }

  async truncateChoices(id: string, count: number): Promise<void> {
    await this.write({ op: 'truncateChoices', id, count }, (w) => w.truncateChoices(id, count));
  }

  async deleteGame(id: string): Promise<boolean> {
    if (this.inline) return this.inline.deleteGame(id);
    const writer = this.writer;
    if (!writer) throw new StorageError('storage/closed', 'The database is closed');
    return new Promise((resolve, reject) => {
      const seq = ++this.seq;
      this.waiting.set(seq, { resolve: (changed) => resolve(changed === true), reject });
      writer.ref();
      writer.postMessage({ seq, req: { op: 'deleteGame', id } satisfies WriteRequest });
    });
  }

  async putContent(pack: StoredContent): Promise<void> {
    const at = this.now().toISOString();
    await this.write({ op: 'putContent', pack, at }, (w) => w.putContent(pack, at));
  }

  async getContent(hash: string): Promise<StoredContent | null> {
    const row = this.stmt.get('SELECT hash, ruleset, body FROM contents WHERE hash = ?').get(hash) as
      StoredContent | undefined;
    return row ? { hash: row.hash, ruleset: row.ruleset, body: row.body } : null;
  }

  async getGame(id: string): Promise<StoredGame | null> {
    // One read transaction: the row and its choices from the same commit of the writer.
    return this.db.transaction(() => {
      const row = this.stmt.get('SELECT * FROM games WHERE id = ?').get(id) as GameRow | undefined;
      return row ? this.toGame(row) : null;
    })();
  }

  async listGames(filter: ListFilter = {}): Promise<StoredGame[]> {
    const rows = this.stmt
      .get(
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
    const choices = this.stmt.get('SELECT body FROM choices WHERE game_id = ? ORDER BY idx').all(row.id) as Array<{
      body: string;
    }>;
    const seats = this.stmt
      .get('SELECT seat, kind, bot, token_hash FROM seats WHERE game_id = ? ORDER BY rowid')
      .all(row.id) as SeatRow[];
    return storedGame(
      row,
      choices.map((c) => c.body),
      seats,
    );
  }

  close(): Promise<void> {
    this.closing ??= this.closeNow();
    return this.closing;
  }

  private async closeNow(): Promise<void> {
    this.flush();
    if (this.writer) {
      const writer = this.writer;
      // Every write sent is answered before the thread stops.
      await new Promise<void>((resolve) => {
        writer.once('exit', () => resolve());
        writer.ref();
        writer.postMessage({ seq: 0, req: null });
      });
    }
    this.db.close();
  }
}
