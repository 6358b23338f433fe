import type { GameEvent, GameRecord, Outcome } from '@skirmish/core';

/** The wire shapes of docs/api.md, protocol 1. */
export const PROTOCOL = 1;

export interface RulesetSummary {
  readonly id: string;
  readonly version: string;
  readonly title: string;
  readonly summary: string;
  /** The summary in other languages, where the rule system gives it. */
  readonly summaries?: Readonly<Record<string, string>>;
  /** The title in other languages, where the rule system gives one. */
  readonly titles?: Readonly<Record<string, string>>;
  readonly odds: ReadonlyArray<{ readonly id: string; readonly description: string }>;
  /** The seats of the default set-up, in turn order (older servers leave it out). */
  readonly seats?: readonly string[];
  /** Those seats as players call them, in each language, where the rule system names them. */
  readonly seatNames?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The default set-up of a game begun in another language, where the rule system has one (company names). */
  readonly setups?: Readonly<Record<string, unknown>>;
  /** The bot kinds the server can seat for this rule system: `random`, `heuristic`, `mcts`. */
  readonly bots?: readonly string[];
  readonly play?: 'competitive' | 'cooperative';
}

export interface PublicSeat {
  readonly seat: string;
  readonly kind: 'human' | 'bot';
  readonly bot?: string;
  /** The seat as players call it in each language (the lists of games; older servers leave it out). */
  readonly names?: Readonly<Record<string, string>>;
}

export interface PendingDecision {
  readonly seats: readonly string[];
  readonly kind: string;
  readonly prompt?: string;
}

export interface Snapshot {
  readonly gameId: string;
  readonly ruleset: string;
  readonly seat: string | null;
  readonly index: number;
  readonly view: unknown;
  readonly pending: readonly PendingDecision[];
  readonly legal: readonly unknown[];
  readonly outcome: Outcome | null;
  readonly seats: readonly PublicSeat[];
  readonly canUndo: boolean;
  /** Whether this seat may resign the game now (spectators and older servers: absent). */
  readonly canResign?: boolean;
  /** Why a resigned game ended, in each language (the rules do not word a resignation). */
  readonly reasons?: Readonly<Record<string, string>>;
  /** The hash of the game's content pack (older servers leave it out). */
  readonly contentHash?: string;
  /** The game's house rules, resolved (older servers leave them out). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The computer's last open decision with the alternatives it weighed (servers may leave it out). */
  readonly lastBot?: {
    readonly seat: string;
    readonly index: number;
    readonly alternatives?: ReadonlyArray<{
      readonly choice: unknown;
      readonly value: number;
      readonly visits?: number;
    }>;
  } | null;
}

/** One position of a game as one seat saw it (`GET /api/games/:id/views`). */
export interface SeatStep {
  readonly index: number;
  readonly view: unknown;
  readonly pending: readonly PendingDecision[];
  readonly outcome: Outcome | null;
  readonly events: readonly GameEvent[];
  /** The seat whose choice led here. */
  readonly by?: string;
  /** That choice, only when this seat made it. */
  readonly choice?: unknown;
}

/** A page of a game's events as one seat saw them: each choice's (numbered from 1) in order. */
export interface SeatEvents {
  readonly index: number;
  readonly entries: ReadonlyArray<{ readonly index: number; readonly events: readonly GameEvent[] }>;
  readonly next: number | null;
}

export interface SeatViews {
  readonly ruleset: string;
  /** The hash of the game's content pack (older servers leave it out). */
  readonly contentHash?: string;
  readonly seat: string | null;
  readonly seats: readonly PublicSeat[];
  readonly index: number;
  readonly steps: readonly SeatStep[];
  readonly next: number | null;
}

export interface GameSummary {
  readonly id: string;
  readonly ruleset: string;
  readonly status: 'active' | 'finished';
  readonly mode: 'online' | 'hotseat';
  readonly choices: number;
  readonly seats: readonly PublicSeat[];
  readonly createdAt: string | number;
  readonly updatedAt: string | number;
  /** Set for a game started as a campaign (older servers leave it out). */
  readonly campaign?: boolean;
  /**
   * How a finished game ended (older servers, and games they finished, leave it out until the
   * game is loaded again).
   */
  readonly outcome?: Outcome;
  /** Why it ended, in each language, where its rule system words it. */
  readonly reasons?: Readonly<Record<string, string>>;
  /**
   * Where it stands, where its rule system says (a Hunters campaign's day and place, a Dogs of War
   * league's round); older servers, and games they last played, leave it out.
   */
  readonly summary?: ListSummary;
  /**
   * The version of its rules the game was begun with, where the server has another: it cannot go
   * on there (older servers leave it out).
   */
  readonly oldVersion?: string;
}

/** A listed game's standing, as a spectator sees it (`GameSummary.summary`). */
export interface ListSummary {
  /** The day reached, of `days`. */
  readonly day?: number;
  readonly days?: number;
  /** The round of missions reached, of `rounds`. */
  readonly round?: number;
  readonly rounds?: number;
  /** Where the party is, in each language. */
  readonly place?: Readonly<Record<string, string>>;
}

export interface CreatedGame {
  readonly id: string;
  readonly tokens: Readonly<Record<string, string>>;
  readonly seats: readonly PublicSeat[];
  /** Online (each seat on its own screen) or on one screen for every player. */
  readonly mode?: 'online' | 'hotseat';
}

export type OddsParam = (
  | {
      readonly name: string;
      readonly description: string;
      readonly type: 'integer';
      readonly default?: number;
      readonly min?: number;
      readonly max?: number;
    }
  | { readonly name: string; readonly description: string; readonly type: 'boolean'; readonly default?: boolean }
  | {
      readonly name: string;
      readonly description: string;
      readonly type: 'choice';
      readonly default?: string;
      readonly values: readonly string[];
      /** The values in the words of the language asked, when the procedure gives them. */
      readonly labels?: Readonly<Record<string, string>>;
    }
  | { readonly name: string; readonly description: string; readonly type: 'string'; readonly default?: string }
) & {
  /** The roll cannot be figured without it (it has no default). */
  readonly required?: boolean;
};

export interface OddsProcedureInfo {
  readonly id: string;
  readonly description: string;
  readonly rule?: string;
  readonly params: readonly OddsParam[];
}

export interface OddsReport {
  readonly ruleset: string;
  readonly procedure: string;
  readonly inputs: Readonly<Record<string, string | number | boolean>>;
  readonly outcomes: ReadonlyArray<{
    readonly outcome: string | number | boolean;
    readonly p: string;
    /** The outcome in words, in the language asked, when the procedure words it. */
    readonly label?: string;
  }>;
  /** The chances a player asks first ("a hit"), summed from the outcomes, where the procedure has them. */
  readonly summaries?: ReadonlyArray<{ readonly id: string; readonly label: string; readonly p: string }>;
}

export type ServerMessage =
  | { readonly type: 'welcome'; readonly protocol: number; readonly seat: string | null }
  | ({ readonly type: 'state'; readonly events: readonly GameEvent[] } & Snapshot)
  | { readonly type: 'ack'; readonly index: number; readonly id?: string }
  | {
      readonly type: 'error';
      readonly code: string;
      readonly message: string;
      readonly id?: string;
      /** For `choice/stale`: the seats whose choices came first, in order. */
      readonly overtakenBy?: readonly string[];
    }
  | { readonly type: 'pong'; readonly id?: string }
  | ({ readonly type: 'presence' } & Presence)
  /** The game was removed from the server; nothing more is sent about it. */
  | { readonly type: 'removed'; readonly gameId: string };

/** Who is connected to a game now: each seat (a bot's always is) and how many watch it. */
export interface Presence {
  readonly seats: ReadonlyArray<{
    readonly seat: string;
    readonly kind: 'human' | 'bot';
    readonly connected: boolean;
    /** The seat's connections open now: more than one means it is open in another tab or device too. */
    readonly connections: number;
  }>;
  readonly watchers: number;
}

/** A `presence` message as the server sends it, or null for anything else (checked field by field). */
export function readPresence(msg: unknown): Presence | null {
  const m = msg as { seats?: unknown; watchers?: unknown } | null;
  if (!m || !Array.isArray(m.seats) || typeof m.watchers !== 'number') return null;
  const seats: Presence['seats'][number][] = [];
  for (const s of m.seats as unknown[]) {
    const x = s as Partial<Presence['seats'][number]> | null;
    if (
      !x ||
      typeof x.seat !== 'string' ||
      (x.kind !== 'human' && x.kind !== 'bot') ||
      typeof x.connected !== 'boolean' ||
      typeof x.connections !== 'number'
    )
      return null;
    seats.push({ seat: x.seat, kind: x.kind, connected: x.connected, connections: x.connections });
  }
  return { seats, watchers: m.watchers };
}

/** One problem of a refused content pack, with its place in the pack (`profiles.0.nv`). */
export interface ContentIssue {
  readonly path: string;
  readonly message: string;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** A refused content pack's problems, each with its path. */
    readonly issues: readonly ContentIssue[] = [],
  ) {
    super(message);
  }
}

/** How often a request the server rate-limited (429) is sent again, after its `Retry-After`. */
const RATE_LIMIT_RETRIES = 3;

async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'x-skirmish-protocol': String(PROTOCOL) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A request that reaches no server fails as the page's own refusal, which each language words.
  const send = () =>
    fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }).catch(() => {
      throw new ApiError('connection/down', 'Not connected; try again in a moment');
    });
  let res = await send();
  // A limited request did nothing on the server, so sending it again is safe.
  for (let retry = 0; res.status === 429 && retry < RATE_LIMIT_RETRIES; retry++) {
    const seconds = Number(res.headers.get('retry-after') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, 1000 * (Number.isFinite(seconds) && seconds > 0 ? seconds : 1)));
    res = await send();
  }
  const data = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; issues?: unknown } } | null)?.error;
    const issues = Array.isArray(err?.issues)
      ? (err.issues as unknown[]).filter(
          (i): i is ContentIssue =>
            typeof (i as ContentIssue | null)?.path === 'string' && typeof (i as ContentIssue).message === 'string',
        )
      : [];
    throw new ApiError(err?.code ?? `http/${res.status}`, err?.message ?? res.statusText, issues);
  }
  return data as T;
}

export const api = {
  rulesets: () => call<{ rulesets: RulesetSummary[] }>('GET', '/api/rulesets').then((r) => r.rulesets),
  games: (status: 'active' | 'finished') =>
    call<{ games: GameSummary[] }>('GET', `/api/games?status=${status}`).then((r) => r.games),
  create: (body: {
    ruleset: string;
    seats?: Record<string, string>;
    mode?: 'online' | 'hotseat';
    seed?: number;
    setup?: unknown;
    options?: Record<string, string | number | boolean>;
    /** The hash of a content pack sent with `addContent`. */
    content?: string;
  }) => call<CreatedGame>('POST', '/api/games', body),
  /** Sends a player's own content pack; the server checks it and answers its hash, or words its problems in `lang`. */
  addContent: (ruleset: string, pack: unknown, lang: 'en' | 'hu' = 'en') =>
    call<{ ruleset: string; hash: string }>(
      'POST',
      `/api/rulesets/${encodeURIComponent(ruleset)}/content?locale=${lang}`,
      pack,
    ),
  /** A content pack by its hash (a player's own or a sample). */
  content: (hash: string) =>
    call<{ hash: string; ruleset: string; version: string; content: unknown }>(
      'GET',
      `/api/content/${encodeURIComponent(hash)}`,
    ),
  /**
   * Removes a game from the server for good, with the seat tokens this browser holds of it; a
   * refusal worded in `lang`.
   */
  remove: (id: string, tokens: readonly string[], lang: 'en' | 'hu' = 'en') =>
    call<{ removed: string }>('DELETE', `/api/games/${encodeURIComponent(id)}?locale=${lang}`, { tokens }),
  snapshot: (id: string, token?: string) =>
    call<Snapshot>('GET', `/api/games/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`),
  /** A finished game's record, or a running game's on one screen to a seat of it (`token`). */
  record: (id: string, token?: string) =>
    call<GameRecord>(
      'GET',
      `/api/games/${encodeURIComponent(id)}/record${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    ),
  /** The events of a game as one seat (`token`) or a spectator saw them, choice by choice from `from` on (one page). */
  events: (id: string, token: string | null, from = 0) =>
    call<SeatEvents>(
      'GET',
      `/api/games/${encodeURIComponent(id)}/events?${token ? `token=${encodeURIComponent(token)}&` : ''}from=${from}`,
    ),
  /** A game as one seat (`token`) or a spectator saw it, every position from `from` on (one page). */
  views: (id: string, token: string | null, from = 0) =>
    call<SeatViews>(
      'GET',
      `/api/games/${encodeURIComponent(id)}/views?${token ? `token=${encodeURIComponent(token)}&` : ''}from=${from}`,
    ),
  /** Every page of `views`. */
  allViews: async (id: string, token: string | null): Promise<SeatViews> => {
    let page = await api.views(id, token);
    const steps = [...page.steps];
    while (page.next !== null) {
      page = await api.views(id, token, page.next);
      steps.push(...page.steps);
    }
    return { ...page, steps };
  },
  branch: (id: string, upTo: number, seats?: Record<string, string>, token?: string) =>
    call<CreatedGame>(
      'POST',
      `/api/games/${encodeURIComponent(id)}/branch${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      { upTo, ...(seats ? { seats } : {}) },
    ),
  /**
   * A rule system's odds procedures, worded in `lang`; what a parameter takes from the content (a
   * profile, a model) is offered from the game's pack when its hash is given.
   */
  oddsProcedures: (ruleset: string, lang: 'en' | 'hu' = 'en', content?: string | null) =>
    call<{ procedures: OddsProcedureInfo[] }>(
      'GET',
      `/api/rulesets/${encodeURIComponent(ruleset)}/odds?locale=${lang}${content ? `&content=${encodeURIComponent(content)}` : ''}`,
    ).then((r) => r.procedures),
  /**
   * The odds of a roll, figured with the game's own pack and house rules when they are given; its
   * outcomes and a refusal worded in `lang`.
   */
  odds: (
    ruleset: string,
    procedure: string,
    inputs: Record<string, string | number | boolean>,
    content?: string,
    options?: Readonly<Record<string, unknown>>,
    lang: 'en' | 'hu' = 'en',
  ) =>
    call<OddsReport>(
      'POST',
      `/api/rulesets/${encodeURIComponent(ruleset)}/odds/${encodeURIComponent(procedure)}?locale=${lang}`,
      {
        inputs,
        ...(content ? { content } : {}),
        ...(options ? { options } : {}),
      },
    ),
};
