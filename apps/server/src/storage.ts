import type { GameRecord, Outcome, RecordedChoice } from '@skirmish/core';
import type { ListSummary } from './summary.ts';

export type GameMode = 'online' | 'hotseat';

/** Who sits in a seat: a person (joined with a token, stored hashed) or a bot. */
export interface SeatRecord {
  readonly seat: string;
  readonly kind: 'human' | 'bot';
  /** The bot's spec (`random`, `mcts:500ms`) for a bot seat. */
  readonly bot?: string;
  /** SHA-256 of the seat's token; the token itself is never stored. */
  readonly tokenHash?: string;
}

export interface StoredGame {
  readonly id: string;
  readonly ruleset: string;
  readonly record: GameRecord;
  readonly seats: readonly SeatRecord[];
  /** `hotseat`: every human seat plays from one screen, so undo is allowed. */
  readonly mode: GameMode;
  readonly status: 'active' | 'finished';
  /**
   * How a finished game ended, kept when it was marked finished (for the lists of games, without
   * a replay). Absent while it runs, and for a game marked finished before outcomes were kept
   * until it is next loaded (its replay opened), which keeps it then.
   */
  readonly outcome?: Outcome;
  /**
   * Where the game stands, for the lists of games (a campaign's day and place), kept as it
   * changes. Absent for a game whose rule system gives none, and for one made before summaries
   * were kept until it is next loaded.
   */
  readonly summary?: ListSummary;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * Where games live. Every adapter passes the same contract suite. A choice is appended with its
 * index, so a duplicate or out-of-order write is refused instead of corrupting the record.
 */
export interface Storage {
  readonly kind: string;
  createGame(id: string, record: GameRecord, seats?: readonly SeatRecord[], mode?: GameMode): Promise<void>;
  /** Durable when the promise resolves: the caller acknowledges the choice only afterwards. */
  appendChoice(id: string, index: number, choice: RecordedChoice): Promise<void>;
  /**
   * Marks the game finished, keeping its outcome where given. A game finished already keeps its
   * time of last change (its outcome is only kept late), and an outcome it has.
   */
  finishGame(id: string, outcome?: Outcome): Promise<void>;
  /**
   * Keeps the game's summary for its listing (null: none), in place of the one it had; the game's
   * time of last change stays as it is.
   */
  keepSummary(id: string, summary: ListSummary | null): Promise<void>;
  /** Keeps the first `count` choices (hotseat undo). */
  truncateChoices(id: string, count: number): Promise<void>;
  getGame(id: string): Promise<StoredGame | null>;
  /** Removes the game for good, with its seats and choices; false where there was no such game. */
  deleteGame(id: string): Promise<boolean>;
  listGames(filter?: ListFilter): Promise<StoredGame[]>;
  /**
   * Keeps a content pack (its canonical JSON) under its content hash. Storing a hash kept already
   * changes nothing: a pack is stored once however often it is sent.
   */
  putContent(pack: StoredContent): Promise<void>;
  getContent(hash: string): Promise<StoredContent | null>;
  close(): Promise<void>;
}

/** A player's content pack, kept by the hash of its validated content (`GameRecord.contentHash`). */
export interface StoredContent {
  readonly hash: string;
  readonly ruleset: string;
  /** The validated pack as canonical JSON. */
  readonly body: string;
}

export interface ListFilter {
  readonly status?: StoredGame['status'];
  readonly ruleset?: string;
  readonly limit?: number;
}

/**
 * The schema's version. A column added that older servers may leave empty (the games' `outcome`
 * and `summary`) is added where missing when the storage opens, without a new version: an older server still
 * opens the database and plays on it.
 */
export const SCHEMA_VERSION = 1;

export class StorageError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = 'StorageError';
  }
}

/** A game's row as both SQL adapters store it. */
export interface GameRow {
  id: string;
  ruleset: string;
  header: string;
  status: 'active' | 'finished';
  mode: GameMode;
  /** The outcome as JSON, once finished (null before, and for games finished before it was kept). */
  outcome: string | null;
  /** The summary as JSON, where one is kept (null where none is, and before summaries were kept). */
  summary: string | null;
  created_at: string;
  updated_at: string;
}

export interface SeatRow {
  seat: string;
  kind: 'human' | 'bot';
  bot: string | null;
  token_hash: string | null;
}

/** Assembles a stored game from its rows (choices as JSON bodies, in order). */
export function storedGame(row: GameRow, choiceBodies: readonly string[], seatRows: readonly SeatRow[]): StoredGame {
  const header = JSON.parse(row.header) as Omit<GameRecord, 'choices'>;
  return {
    id: row.id,
    ruleset: row.ruleset,
    record: { ...header, choices: choiceBodies.map((b) => JSON.parse(b) as RecordedChoice) },
    seats: seatRows.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      ...(s.bot !== null ? { bot: s.bot } : {}),
      ...(s.token_hash !== null ? { tokenHash: s.token_hash } : {}),
    })),
    mode: row.mode,
    status: row.status,
    ...(row.outcome ? { outcome: JSON.parse(row.outcome) as Outcome } : {}),
    ...(row.summary ? { summary: JSON.parse(row.summary) as ListSummary } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
