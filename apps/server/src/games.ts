import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  Engine,
  LoadedDice,
  SeededDice,
  canonicalJson,
  eventsFor,
  RECORD_FORMAT,
  fail,
  huArticle,
  ok,
  sayIn,
  sha256,
  type AnyRuleset,
  type Decision,
  type GameEvent,
  type Locale,
  type Match,
  type Outcome,
  type RecordFormat,
  type Registry,
  type Result,
  type Violation,
} from '@skirmish/core';
import { parseBotSpec } from '@skirmish/ai';
import type { GameBus } from './bus.ts';
import { botKnowledge } from './catalog.ts';
import { loadPack } from './packs.ts';
import { StorageError, type GameMode, type SeatRecord, type Storage } from './storage.ts';
import { listSummary, stateSummary, summarized } from './summary.ts';

type AnyEngine = Engine<unknown, unknown, unknown, unknown>;

/** A bot's decision, with the alternatives it weighed (for "why did the bot do that?"). */
export interface BotChoice {
  readonly choice: unknown;
  readonly alternatives?: ReadonlyArray<{ readonly choice: unknown; readonly value: number; readonly visits?: number }>;
}

/** Chooses for a bot seat. Given the full match only so it can hand the bot that seat's view. */
export interface BotRunner {
  choose(req: {
    ruleset: AnyRuleset;
    engine: AnyEngine;
    match: Match<unknown>;
    seat: string;
    spec: string;
    seed: number;
  }): Promise<BotChoice>;
}

/** The simplest runner: a uniformly random legal choice, seeded by the game and the move number. */
export const randomBotRunner: BotRunner = {
  choose({ engine, match, seat, seed }) {
    const legal = engine.legal(match, seat);
    if (legal.length === 0) return Promise.reject(new Error(`bot seat ${seat} has no legal choice`));
    return Promise.resolve({ choice: legal[SeededDice.fromSeed(seed).pick(legal.length)] });
  },
};

/**
 * What a bot seat falls back on when its own bot fails or its choice is refused: a question of good
 * faith (a report another player gave of a battle fought on the table) answered as every bot of
 * the rule system answers it, whatever its level; any other question by a random legal choice.
 */
export const fallbackBotRunner: BotRunner = {
  choose(req) {
    const { ruleset, engine, match, seat } = req;
    const legal = engine.legal(match, seat);
    let faithful: unknown = null;
    try {
      const knowledge = botKnowledge(ruleset.id, engine.content, engine.contentHash, engine.options);
      faithful = knowledge?.goodFaithChoice?.(engine.view(match, seat), seat, legal) ?? null;
    } catch {
      // Knowledge that cannot be had leaves the random choice: the fallback itself must not fail.
      faithful = null;
    }
    return faithful !== null ? Promise.resolve({ choice: faithful }) : randomBotRunner.choose(req);
  },
};

export interface CreateGameInput {
  readonly ruleset: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly setup?: unknown;
  readonly seed?: number;
  /** Who sits where: `human` or `bot:<spec>` (`bot:random`, `bot:mcts:500ms`). Unnamed seats are human. */
  readonly seats?: Readonly<Record<string, string>>;
  /** `hotseat`: all human seats play on one screen and may take back a choice. */
  readonly mode?: GameMode;
  /** The hash of a content pack stored with `addContent` (or of the sample pack); the sample by default. */
  readonly content?: string;
}

/** Largest content pack accepted, in bytes of JSON (`POST /api/rulesets/:id/content`). */
export const MAX_CONTENT_BYTES = 2 * 1024 * 1024;

/**
 * The most a bot seat may think a decision: the bots of every game share the server's bot
 * workers, so one seat named `bot:mcts:100000s` would hold the others up for as long.
 */
export const MAX_BOT_MS = 10_000;
export const MAX_BOT_ITERATIONS = 100_000;
const budgetAllowed = (b: { readonly ms?: number; readonly iterations?: number }): boolean =>
  (b.ms ?? 0) <= MAX_BOT_MS && (b.iterations ?? 0) <= MAX_BOT_ITERATIONS;

export { MAX_CONTENT_NUMBER } from './packs.ts';

/**
 * How long an online game may go without a move before any one of its seats may remove it from
 * the server (an abandoned game): seven days, by the server's clock.
 */
export const REMOVE_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

/** Engines (a rule system bound to a pack and options) kept for reuse; live games keep their own. */
const ENGINE_CACHE = 64;

/** One problem of a refused content pack, with the path of the offending value. */
export interface ContentProblem {
  readonly path: string;
  readonly message: string;
}

/** A refused content pack: every problem found (at most 50), the first one's path in `path`. */
export interface ContentRefusal extends Violation {
  readonly issues?: readonly ContentProblem[];
}

export interface PublicSeat {
  readonly seat: string;
  readonly kind: 'human' | 'bot';
  readonly bot?: string;
}

/** What one seat (or a spectator) is sent: never more than its view. */
export interface Snapshot {
  readonly gameId: string;
  readonly ruleset: string;
  readonly seat: string | null;
  readonly index: number;
  readonly view: unknown;
  readonly pending: ReadonlyArray<Pick<Decision, 'seats' | 'kind' | 'prompt'>>;
  readonly legal: readonly unknown[];
  readonly outcome: Outcome | null;
  readonly seats: readonly PublicSeat[];
  readonly canUndo: boolean;
  readonly lastBot: LiveGame['lastBot'] | null;
  /** The hash of the content pack the game is played with (`GET /api/content/:hash`). */
  readonly contentHash: string;
  /** The game's house rules, every option resolved (public: the same for every seat). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Whether this seat may resign the game now (`resign`); absent for a spectator. */
  readonly canResign?: boolean;
  /** Why a resigned game ended, in each language (the rules do not word a resignation). */
  readonly reasons?: { readonly en: string; readonly hu: string };
}

/** Positions per answer of `GameService.views`. */
export const VIEWS_PAGE = 200;

/** One position of a game as one seat saw it (`GameService.views`). */
export interface SeatStep {
  readonly index: number;
  readonly view: unknown;
  readonly pending: ReadonlyArray<Pick<Decision, 'seats' | 'kind' | 'prompt'>>;
  readonly outcome: Outcome | null;
  readonly events: readonly GameEvent[];
  /** The seat whose choice led here (absent at position 0). */
  readonly by?: string;
  /** That choice, only when the asking seat made it. */
  readonly choice?: unknown;
}

export interface Update {
  readonly index: number;
  readonly events: readonly GameEvent[];
}

type Listener = (update: Update) => void;

interface LiveGame {
  readonly id: string;
  /** Choices of one game are applied one at a time, in arrival order. */
  lock: Promise<unknown>;
  readonly ruleset: AnyRuleset;
  readonly engine: AnyEngine;
  match: Match<unknown>;
  readonly seats: readonly SeatRecord[];
  readonly mode: GameMode;
  readonly listeners: Set<Listener>;
  botRunning: boolean;
  /** Told once none of the game's bots is thinking or due (see `botsIdle`). */
  botsIdle?: Array<() => void>;
  /** Operations queued or running on the game (see `exclusive`): it is never dropped while busy. */
  busy: number;
  /** When a request last touched the game (ms, the service's clock). */
  touched: number;
  /** The legal choices of the current position, per seat (see `legalOf`). */
  legal?: { index: number; match: Match<unknown>; bySeat: Record<string, readonly unknown[]> };
  /** The last bot decision that was not secret, with the alternatives the bot weighed. */
  lastBot?: { readonly seat: string; readonly index: number; readonly alternatives: BotChoice['alternatives'] };
  /** The summary kept in storage for the lists of games, as JSON (`null`: none); unknown when absent. */
  summary?: string;
  /**
   * How the game ended when a seat resigned it (see `resign`): the rules know nothing of it, so it
   * is kept here, and in storage as the finished game's outcome, and wins over theirs (null).
   */
  resigned?: ResignedOutcome;
}

/**
 * A game ended by a seat that gave up (`resign`): in a game of two sides the other side won
 * (`reason: 'resigned'`); in a cooperative one the party lost (`reason: 'abandoned'`). `resigned`
 * names the seat that gave up; it is kept with the outcome in storage.
 */
export interface ResignedOutcome extends Outcome {
  readonly reason: 'resigned' | 'abandoned';
  readonly resigned: string;
}

/** Whether an outcome is a resignation's (`ResignedOutcome`), as stored or sent. */
export function isResignation(o: Outcome | null | undefined): o is ResignedOutcome {
  const r = o as Partial<ResignedOutcome> | null | undefined;
  return (r?.reason === 'resigned' || r?.reason === 'abandoned') && typeof r.resigned === 'string';
}

/** A resignation's reason in each language, the seat that gave up named as `name` gives it. */
export function resignationWords(o: ResignedOutcome, name: (locale: Locale) => string): { en: string; hu: string } {
  const en = name('en');
  const hu = name('hu');
  const a = huArticle(hu);
  const A = a === 'az' ? 'Az' : 'A';
  return o.reason === 'abandoned'
    ? { en: `${en} abandoned the mission`, hu: `${A} ${hu} feladta a küldetést` }
    : { en: `${en} resigned`, hu: `${A} ${hu} feladta` };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenMatches(token: string, hash: string | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Runs every live game: creates, loads (by replay), accepts choices durably, runs bots, notifies. */
/** The seats of a new game as `create` takes them, from a stored game's: bots stay the same bots. */
function seatsOf(seats: readonly SeatRecord[]): Record<string, string> {
  return Object.fromEntries(seats.map((s) => [s.seat, s.kind === 'bot' ? `bot:${s.bot ?? 'random'}` : 'human']));
}

export class GameService {
  private readonly live = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<Result<LiveGame>>>();
  private readonly engines = new Map<string, AnyEngine>();
  private readonly sampleHashes = new Map<string, string>();
  /** The rule systems whose sample pack this process has kept in storage (see `keepSample`). */
  private readonly samplesKept = new Set<string>();
  private readonly registry: Registry;
  private readonly storage: Storage;
  private readonly bots: BotRunner;
  private readonly onBotError: (gameId: string, e: unknown) => void;
  private readonly botKinds: (ruleset: string) => readonly string[];
  private readonly bus: GameBus | null;
  private readonly removedListeners: Array<(id: string) => void> = [];
  private readonly idleMs: number;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout | null;

  constructor(deps: {
    /** Other server processes sharing the storage: changes are announced and refreshed through it. */
    bus?: GameBus;
    registry: Registry;
    storage: Storage;
    bots?: BotRunner;
    onBotError?: (gameId: string, e: unknown) => void;
    /** The bot kinds a rule system can be played by (`random`, `heuristic`, `mcts`). */
    botKinds?: (ruleset: string) => readonly string[];
    /**
     * A game nobody watches, no bot plays and no request touched for this long is dropped from
     * memory (it stays in storage and is replayed when asked for again). Default one minute.
     */
    idleMs?: number;
    now?: () => number;
  }) {
    this.idleMs = deps.idleMs ?? 60_000;
    this.now = deps.now ?? (() => Date.now());
    this.sweeper = setInterval(() => this.sweep(), Math.max(1000, this.idleMs / 2));
    this.sweeper.unref();
    this.botKinds = deps.botKinds ?? (() => ['random']);
    this.registry = deps.registry;
    this.storage = deps.storage;
    this.bots = deps.bots ?? randomBotRunner;
    this.onBotError = deps.onBotError ?? (() => undefined);
    this.bus = deps.bus ?? null;
    this.bus?.onChange((id, index) => {
      const game = this.live.get(id);
      // The same index with the game still running here: another process may have resigned it.
      if (game && (game.match.record.choices.length !== index || !game.resigned)) {
        this.exclusive(game, () => this.refresh(game)).catch((e: unknown) => this.onBotError(id, e));
      }
    });
    // Removed through another process: dropped from memory here too, its connections told.
    this.bus?.onRemoved((id) => {
      this.live.delete(id);
      this.tellRemoved(id);
    });
  }

  /** `listener` hears of each game removed, here or (with a bus) by another process. */
  onRemoved(listener: (id: string) => void): void {
    this.removedListeners.push(listener);
  }

  private tellRemoved(id: string): void {
    for (const l of this.removedListeners) {
      try {
        l(id);
      } catch (e) {
        this.onBotError(id, e);
      }
    }
  }

  /**
   * Brings a live game up to its stored record, after another process changed it: new choices are
   * played on (their events go to this process's seats), an undo is replayed from the start.
   */
  private async refresh(game: LiveGame): Promise<void> {
    const stored = await this.storage.getGame(game.id);
    if (!stored) return;
    const local = game.match.record.choices.length;
    const target = stored.record.choices.length;
    if (target === local) {
      // Resigned by another process: the stored outcome is the game's from now on.
      if (!game.resigned && stored.status === 'finished' && isResignation(stored.outcome)) {
        game.resigned = stored.outcome;
        this.notify(game, { index: target, events: [] });
      }
      return;
    }
    let match = game.match;
    const events: GameEvent[] = [];
    if (target > local) {
      for (const c of stored.record.choices.slice(local)) {
        const r = game.engine.submit(match, c.seat, c.choice, c.loaded ? new LoadedDice(c.loaded) : undefined);
        if (!r.ok) throw new Error(`game ${game.id} cannot follow its stored record: ${r.error.message}`);
        match = r.value.match;
        events.push(...r.value.events);
      }
    } else {
      const r = game.engine.replay(stored.record);
      if (!r.ok) throw new Error(`game ${game.id} cannot replay its stored record: ${r.error.message}`);
      match = r.value;
      events.push({ type: 'game/undone', seat: stored.record.choices.at(-1)?.seat ?? null });
    }
    game.match = match;
    // The process that played on keeps the summary; this one writes it on its next change.
    delete game.summary;
    this.notify(game, { index: target, events });
    this.scheduleBots(game);
  }

  /**
   * Keeps a rule system's sample pack in storage under its hash, as a player's pack is kept, once
   * per process: a game played on the sample names it by that hash, so a later version of the
   * sample (new profiles, mended words) leaves the games begun on this one playable. A storage
   * that fails here is tried again next time; the game goes on meanwhile.
   */
  private async keepSample(ruleset: AnyRuleset, engine: AnyEngine): Promise<void> {
    if (this.samplesKept.has(ruleset.id)) return;
    try {
      await this.storage.putContent({
        hash: engine.contentHash,
        ruleset: ruleset.id,
        body: canonicalJson(engine.content),
      });
      this.samplesKept.add(ruleset.id);
    } catch {
      // Not kept this time: the next engine made on the sample tries again.
    }
  }

  /** The hash of a rule system's sample pack. */
  sampleHash(ruleset: AnyRuleset): string {
    let h = this.sampleHashes.get(ruleset.id);
    if (h === undefined) {
      const e: Result<AnyEngine> = Engine.create(ruleset);
      h = e.ok ? e.value.contentHash : '';
      this.sampleHashes.set(ruleset.id, h);
    }
    return h;
  }

  /**
   * The rule system bound to a content pack (by its hash: the sample's, or one kept in storage)
   * and options; engines are cached by rule system, pack hash and options.
   */
  async engineFor(
    ruleset: AnyRuleset,
    contentHash: string | null,
    options: Readonly<Record<string, unknown>>,
  ): Promise<Result<AnyEngine>> {
    const sample = this.sampleHash(ruleset);
    const hash = contentHash ?? sample;
    const key = `${ruleset.id}\u0000${hash}\u0000${canonicalJson(options)}`;
    const cached = this.engines.get(key);
    if (cached) {
      // Most recently used last: the oldest is dropped first.
      this.engines.delete(key);
      this.engines.set(key, cached);
      return ok(cached);
    }
    let content: unknown = undefined;
    if (hash !== sample) {
      let stored;
      try {
        stored = await this.storage.getContent(hash);
      } catch (e) {
        return fail(
          'storage/failed',
          `The content pack could not be read: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      if (!stored || stored.ruleset !== ruleset.id)
        return fail('content/not-found', `There is no ${ruleset.title} content pack with the hash ${hash}`);
      content = JSON.parse(stored.body) as unknown;
    }
    let made: Result<AnyEngine>;
    try {
      made = Engine.create(ruleset, { options, ...(content === undefined ? {} : { content }) });
    } catch (e) {
      return fail(
        'content/invalid',
        `The rules cannot use this content: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    if (!made.ok) return made;
    if (made.value.contentHash !== hash)
      return fail('content/corrupt', `The content pack stored as ${hash} no longer has that hash`);
    if (hash === sample) await this.keepSample(ruleset, made.value);
    this.engines.set(key, made.value);
    for (const old of this.engines.keys()) {
      if (this.engines.size <= ENGINE_CACHE) break;
      this.engines.delete(old);
    }
    return made;
  }

  /**
   * Checks a player's content pack against the rule system's own content schema and checks and
   * keeps it once, by the hash of its validated content. Refused with every problem's path, each
   * problem worded in `locale`.
   */
  async addContent(
    rulesetId: string,
    raw: unknown,
    locale: Locale = 'en',
  ): Promise<
    | { readonly ok: true; readonly value: { ruleset: string; hash: string; created: boolean } }
    | { readonly ok: false; readonly error: ContentRefusal }
  > {
    const say = sayIn(locale);
    const ruleset = this.registry.get(rulesetId);
    if (!ruleset)
      return fail(
        'game/unknown-ruleset',
        say(`There is no rule system "${rulesetId}"`, `Nincs "${rulesetId}" szabályrendszer`),
      );
    const invalid = (issues: ContentProblem[]) => ({
      ok: false as const,
      error: {
        code: 'content/invalid',
        message: `${say('The content pack is refused', 'A tartalomcsomag nem használható')}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
        path: issues[0]?.path ?? '(root)',
        issues,
      },
    });
    // The same check as `skirmish validate`: the schema, the rule system's checks, the number cap.
    const loaded = loadPack(ruleset.content, raw, locale);
    if (!loaded.ok) return invalid(loaded.issues.slice(0, 50).map((i) => ({ path: i.path, message: i.message })));
    let engine: Result<AnyEngine>;
    try {
      engine = Engine.create(ruleset, { content: loaded.content });
    } catch (e) {
      return invalid([
        {
          path: '(root)',
          message: `${say('the rules cannot use it', 'a szabályok nem tudják használni')}: ${e instanceof Error ? e.message : String(e)}`,
        },
      ]);
    }
    if (!engine.ok) return invalid([{ path: '(root)', message: engine.error.message }]);
    const hash = engine.value.contentHash;
    if (hash === this.sampleHash(ruleset)) return ok({ ruleset: ruleset.id, hash, created: false });
    try {
      const known = await this.storage.getContent(hash);
      if (known) return ok({ ruleset: ruleset.id, hash, created: false });
      await this.storage.putContent({ hash, ruleset: ruleset.id, body: canonicalJson(engine.value.content) });
    } catch (e) {
      const message =
        e instanceof StorageError ? e.message : say('the pack could not be saved', 'a csomag mentése nem sikerült');
      return fail(
        'storage/failed',
        `${say('The content pack was not saved', 'A tartalomcsomag nem lett elmentve')}: ${message}`,
      );
    }
    return ok({ ruleset: ruleset.id, hash, created: true });
  }

  /**
   * Whether a game begun with `version` of a rule system is of another version than the one
   * installed here, which refuses to go on with it (\`game/old-version\`); false where the rule
   * system is not installed (the game is refused for that).
   */
  oldVersion(rulesetId: string, version: string): boolean {
    const installed = this.registry.get(rulesetId);
    return installed !== undefined && installed.version !== version;
  }

  /**
   * A seat as players call it, in each language, where its rule system names seats without a
   * game's view, from the game's set-up (for the lists of games); undefined where it does not.
   */
  seatNames(rulesetId: string, seat: string, setup?: unknown): { en: string; hu: string } | undefined {
    const p = this.registry.get(rulesetId)?.presenter;
    if (!p?.seat) return undefined;
    try {
      return { en: p.seat(seat, undefined, 'en', setup), hu: p.seat(seat, undefined, 'hu', setup) };
    } catch {
      return undefined;
    }
  }

  /**
   * Why a game ended, in each language, where its rule system words it (for the lists of games);
   * undefined where it does not. A resignation is worded here, the seat named from the game's
   * set-up (`setup`) and, where given, a view of it.
   */
  outcomeReasons(
    rulesetId: string,
    outcome: Outcome,
    setup?: unknown,
    view?: unknown,
  ): { en: string; hu: string } | undefined {
    if (isResignation(outcome)) {
      const seat = outcome.resigned;
      const presenter = this.registry.get(rulesetId)?.presenter;
      return resignationWords(outcome, (locale) => {
        try {
          return presenter?.seat ? presenter.seat(seat, view, locale, setup) : seat;
        } catch {
          return seat;
        }
      });
    }
    const p = this.registry.get(rulesetId)?.presenter;
    if (!p?.outcome) return undefined;
    try {
      return { en: p.outcome(outcome, 'en'), hu: p.outcome(outcome, 'hu') };
    } catch {
      return undefined;
    }
  }

  /**
   * Removes a game from the server for good, for whoever holds `tokens` (each must open a human
   * seat of it): a finished game for any seat; a running one where the tokens open every human
   * seat (a game on one screen, or against the computer); an online one nobody has moved in for
   * `REMOVE_IDLE_MS` (abandoned) for any seat. Refused in `locale`'s words otherwise.
   */
  async remove(id: string, tokens: readonly string[], locale: Locale = 'en'): Promise<Result<true>> {
    const say = sayIn(locale);
    const storageFailed = (e: unknown) =>
      fail(
        'storage/failed',
        say(
          `The game could not be removed: ${e instanceof Error ? e.message : String(e)}`,
          `A játékot nem sikerült törölni: ${e instanceof Error ? e.message : String(e)}`,
        ),
      );
    const notFound = () =>
      fail('game/not-found', say(`There is no game "${id}"`, `Ezen a szerveren nincs "${id}" azonosítójú játék`));
    let stored;
    try {
      stored = await this.storage.getGame(id);
    } catch (e) {
      return storageFailed(e);
    }
    if (!stored) return notFound();
    const humans = stored.seats.filter((s) => s.kind === 'human');
    const opened = new Set<string>();
    for (const token of tokens) {
      const seat = humans.find((s) => tokenMatches(token, s.tokenHash));
      if (!seat)
        return fail(
          'seat/bad-token',
          say(
            'This token opens no seat of this game, so it cannot remove it',
            'Ez a kulcs a játék egyik helyét sem nyitja meg, így nem törölheted vele',
          ),
        );
      opened.add(seat.seat);
    }
    if (opened.size === 0)
      return fail('seat/bad-token', say('Name a seat token', 'Adj meg egy helyhez tartozó kulcsot'));
    const finished = stored.status === 'finished';
    const everySeat = humans.every((s) => opened.has(s.seat));
    const idleFor = this.now() - Date.parse(stored.updatedAt);
    const abandoned = stored.mode === 'online' && idleFor >= REMOVE_IDLE_MS;
    if (!finished && !everySeat && !abandoned) {
      const days = REMOVE_IDLE_MS / 86_400_000;
      return fail(
        'game/not-removable',
        say(
          `This game is still being played and other players have seats in it: it can be removed once it has ended, or when nobody has moved in it for ${days} days`,
          `Ez a játék még folyik, és másoknak is van benne helyük: akkor törölhető, ha véget ért, vagy ha ${days} napja senki sem lépett benne`,
        ),
      );
    }
    const drop = async () => {
      const gone = await this.storage.deleteGame(id);
      this.live.delete(id);
      return gone;
    };
    const live = this.live.get(id);
    let gone: boolean;
    try {
      // After any choice under way on it: nothing is written to a game once it is gone.
      gone = live ? await this.exclusive(live, drop) : await drop();
    } catch (e) {
      return storageFailed(e);
    }
    if (!gone) return notFound();
    this.bus?.publishRemoved(id);
    this.tellRemoved(id);
    return ok(true);
  }

  /** A content pack by its hash: a stored one, or a rule system's sample pack. */
  async content(hash: string): Promise<Result<{ ruleset: string; version: string; content: unknown }>> {
    for (const r of this.registry.list())
      if (this.sampleHash(r) === hash)
        return ok({ ruleset: r.id, version: r.version, content: r.content.sample as unknown });
    let stored;
    try {
      stored = await this.storage.getContent(hash);
    } catch (e) {
      return fail(
        'storage/failed',
        `The content pack could not be read: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    const ruleset = stored ? this.registry.get(stored.ruleset) : undefined;
    if (!stored || !ruleset) return fail('content/not-found', `There is no content pack with the hash ${hash}`);
    return ok({ ruleset: ruleset.id, version: ruleset.version, content: JSON.parse(stored.body) as unknown });
  }

  /**
   * A new game; `format` is the record format whose seeding it uses (a branch keeps its game's).
   * With `holdBots` its bots wait until `releaseBots`: a branch replays its choices first.
   */
  async create(
    input: CreateGameInput,
    format: RecordFormat = RECORD_FORMAT,
    holdBots = false,
  ): Promise<Result<{ id: string; tokens: Record<string, string>; seats: PublicSeat[]; mode: GameMode }>> {
    const ruleset = this.registry.get(input.ruleset);
    if (!ruleset) return fail('game/unknown-ruleset', `There is no rule system "${input.ruleset}"`);
    const engine = await this.engineFor(ruleset, input.content ?? null, input.options ?? {});
    if (!engine.ok) return engine;
    const seed = input.seed ?? randomBytes(4).readUInt32BE(0);
    const setup = input.setup ?? ruleset.defaultSetup;
    const match = engine.value.start(seed, setup, undefined, format);
    if (!match.ok) return match;
    const seatIds = engine.value.rules.seats(setup);
    const given = input.seats ?? {};
    for (const s of Object.keys(given)) {
      if (!seatIds.includes(s))
        return fail('game/unknown-seat', `This game has no seat "${s}"; seats: ${seatIds.join(', ')}`);
    }
    const tokens: Record<string, string> = {};
    const seats: SeatRecord[] = [];
    for (const seat of seatIds) {
      const who = given[seat] ?? 'human';
      if (who === 'human') {
        const token = randomBytes(24).toString('base64url');
        tokens[seat] = token;
        seats.push({ seat, kind: 'human', tokenHash: hashToken(token) });
      } else if (who.startsWith('bot:') && who.length > 4) {
        const spec = parseBotSpec(who.slice(4));
        if ('error' in spec) return fail('game/bad-seat', `Seat "${seat}": ${spec.error}`);
        if (spec.kind === 'mcts' && !budgetAllowed(spec.budget))
          return fail(
            'game/bad-seat',
            `Seat "${seat}": a bot on this server thinks at most ${MAX_BOT_MS / 1000} s (${MAX_BOT_MS}ms) or ${MAX_BOT_ITERATIONS} iterations a decision`,
          );
        if (!this.botKinds(ruleset.id).includes(spec.kind)) {
          return fail(
            'game/bot-unavailable',
            `${ruleset.title} can be played by these bots: ${this.botKinds(ruleset.id).join(', ')}`,
          );
        }
        seats.push({ seat, kind: 'bot', bot: who.slice(4) });
      } else {
        return fail('game/bad-seat', `Seat "${seat}" must be "human" or "bot:<name>", got "${who}"`);
      }
    }
    const id = randomBytes(9).toString('base64url');
    const mode = input.mode ?? 'online';
    await this.storage.createGame(id, match.value.record, seats, mode);
    const game = this.goLive(id, ruleset, engine.value, match.value, seats, mode, holdBots);
    // Made without a summary: one is kept where its rule system gives one at the start.
    game.summary = 'null';
    await this.exclusive(game, () => this.keepSummary(game));
    return ok({ id, tokens, seats: seats.map(publicSeat), mode });
  }

  /** Keeps a game in memory and lets its bots play. */
  private goLive(
    id: string,
    ruleset: AnyRuleset,
    engine: AnyEngine,
    match: Match<unknown>,
    seats: readonly SeatRecord[],
    mode: GameMode,
    holdBots = false,
    resigned?: ResignedOutcome,
  ): LiveGame {
    const game: LiveGame = {
      ...(resigned ? { resigned } : {}),
      id,
      lock: Promise.resolve(),
      ruleset,
      engine,
      match,
      seats,
      mode,
      listeners: new Set(),
      // Held, the bots count as running: none is asked until they are released.
      botRunning: holdBots,
      busy: 0,
      touched: this.now(),
    };
    this.live.set(id, game);
    this.scheduleBots(game);
    return game;
  }

  /** The live game, loaded from storage by replaying its record if need be. */
  private load(id: string): Promise<Result<LiveGame>> {
    const cached = this.live.get(id);
    if (cached) {
      cached.touched = this.now();
      return Promise.resolve(ok(cached));
    }
    const pending = this.loading.get(id);
    if (pending) return pending;
    const p = this.loadFromStorage(id).finally(() => this.loading.delete(id));
    this.loading.set(id, p);
    return p;
  }

  private async loadFromStorage(id: string): Promise<Result<LiveGame>> {
    const stored = await this.storage.getGame(id);
    if (!stored) return fail('game/not-found', `There is no game "${id}"`);
    const ruleset = this.registry.get(stored.ruleset);
    if (!ruleset)
      return fail(
        'game/unknown-ruleset',
        `Game "${id}" needs the rule system "${stored.ruleset}", which is not installed`,
      );
    const engine = await this.engineFor(ruleset, stored.record.contentHash, stored.record.options);
    if (!engine.ok) return engine;
    const match = engine.value.replay(stored.record);
    if (!match.ok && match.error.code === 'record/wrong-version')
      // Rules that changed which choices a position offers come with a new version: the record is
      // kept as it is, for a server of its version, and this one says why it stops there.
      return fail(
        'game/old-version',
        `Game "${id}" was played with ${ruleset.title} ${stored.record.version}; this server has ${ruleset.version}, whose rules have changed since, so the game cannot go on here. Its record is kept.`,
      );
    if (!match.ok) return fail('game/corrupt', `Game "${id}" cannot be replayed: ${match.error.message}`);
    // A game finished here without its mark, or marked before outcomes were kept: the mark and
    // the outcome are made now, once (a finished game keeps its time of last change).
    const outcome = engine.value.outcome(match.value);
    if (outcome && (stored.status === 'active' || !stored.outcome)) {
      await this.storage.finishGame(id, keptOutcome(outcome)).catch((e: unknown) => this.onBotError(id, e));
    }
    // A game a seat resigned: the rules see it running, its stored outcome says it ended.
    const resigned =
      !outcome && stored.status === 'finished' && isResignation(stored.outcome) ? stored.outcome : undefined;
    const game = this.goLive(id, ruleset, engine.value, match.value, stored.seats, stored.mode, false, resigned);
    // A summary kept before, or none (a game made before summaries were kept): made now where it differs.
    game.summary = JSON.stringify(stored.summary ?? null);
    await this.exclusive(game, () => this.keepSummary(game));
    return ok(game);
  }

  /**
   * Keeps the game's summary for the lists of games (a campaign's day and place) where its position
   * changed it. Made from the spectator's view (or from the state, where the rule system gives the
   * same that way), so nothing a seat keeps to itself is listed. Only
   * for listing: a failure is reported, not thrown, and the summary is made again on the next load.
   */
  private async keepSummary(game: LiveGame): Promise<void> {
    if (!summarized(game.ruleset.id, game.match.record.setup)) return;
    let summary;
    try {
      // From the state where the rule system gives it so (a spectator view costs far more).
      const cheap = stateSummary(game.ruleset.id, game.match.state, game.engine.content);
      summary =
        cheap !== undefined
          ? cheap
          : listSummary(game.ruleset.id, game.engine.view(game.match, null), game.engine.content);
    } catch (e) {
      this.onBotError(game.id, e);
      return;
    }
    const json = JSON.stringify(summary);
    if (json === game.summary) return;
    try {
      await this.storage.keepSummary(game.id, summary);
      game.summary = json;
    } catch (e) {
      this.onBotError(game.id, e);
    }
  }

  /** Whether a game can be played here, or why not (not there, another version, its pack gone). */
  async available(id: string): Promise<Result<true>> {
    const game = await this.load(id);
    return game.ok ? ok(true) : game;
  }

  /** The seat a token opens, or null. */
  async seatFor(id: string, token: string): Promise<string | null> {
    const seat = await this.seatOf(id, token);
    return seat.ok ? seat.value : null;
  }

  /**
   * The seat a token opens, or why not: the game cannot be loaded (it is not there, or was begun
   * by another version of the rules or on a pack no longer kept), or the token opens no seat of it.
   */
  async seatOf(id: string, token: string): Promise<Result<string>> {
    const game = await this.load(id);
    if (!game.ok) return game;
    const seat = game.value.seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash))?.seat;
    return seat ? ok(seat) : fail('seat/bad-token', 'This token opens no seat of this game');
  }

  /** The game's seats, as every seat and watcher may know them (who plays, person or bot). */
  async publicSeats(id: string): Promise<Result<PublicSeat[]>> {
    const game = await this.load(id);
    return game.ok ? ok(game.value.seats.map(publicSeat)) : game;
  }

  /**
   * The seats whose choices were played from position `from` on, in order: who overtook a choice
   * refused as stale (the asking seat itself, from another tab, or another seat).
   */
  async choosersSince(id: string, from: number): Promise<string[]> {
    const game = await this.load(id);
    return game.ok ? game.value.match.record.choices.slice(from).map((c) => c.seat) : [];
  }

  async snapshot(id: string, seat: string | null): Promise<Result<Snapshot>> {
    const g = await this.load(id);
    if (!g.ok) return g;
    try {
      return ok(this.snapshotOf(g.value, seat));
    } catch (e) {
      // A rule system that throws is a bug in it; the game stays as it was and the server runs on.
      this.onBotError(id, e);
      return fail('server/internal', 'The game could not be shown; nothing was changed');
    }
  }

  private snapshotOf(game: LiveGame, seat: string | null): Snapshot {
    const { engine, match, resigned } = game;
    const index = match.record.choices.length;
    const outcome = this.outcomeOf(game);
    const reasons = resigned
      ? this.outcomeReasons(game.ruleset.id, resigned, match.record.setup, engine.view(match, null))
      : undefined;
    return {
      gameId: game.id,
      ruleset: game.ruleset.id,
      seat,
      index,
      view: engine.view(match, seat),
      // A resigned game asks nobody anything more.
      pending: resigned
        ? []
        : engine
            .pending(match)
            .map((d) => ({ seats: d.seats, kind: d.kind, ...(d.prompt ? { prompt: d.prompt } : {}) })),
      legal: seat === null || resigned ? [] : this.legalOf(game, seat),
      outcome,
      seats: game.seats.map(publicSeat),
      canUndo: seat !== null && this.undoAllowed(game, seat),
      lastBot: game.lastBot ?? null,
      contentHash: engine.contentHash,
      options: engine.options,
      ...(seat !== null ? { canResign: outcome === null && this.resignation(game, seat).ok } : {}),
      ...(reasons ? { reasons } : {}),
    };
  }

  /** A seat's legal choices, enumerated once per position however many clients ask. */
  private legalOf(game: LiveGame, seat: string): readonly unknown[] {
    const index = game.match.record.choices.length;
    if (game.legal?.index !== index || game.legal.match !== game.match)
      game.legal = { index, match: game.match, bySeat: {} };
    const known = game.legal.bySeat[seat];
    if (known) return known;
    const legal = game.engine.legal(game.match, seat);
    game.legal.bySeat[seat] = legal;
    return legal;
  }

  /**
   * The game's events from choice `from` on, as one seat (or a spectator) may see them: for a
   * client on a new device, or one that reconnects after missing updates. Replayed from the
   * record, so nothing is kept beside it. At most `limit` choices per call; `next` says where to go on.
   */
  async history(
    id: string,
    seat: string | null,
    from = 0,
    limit = 1000,
  ): Promise<Result<{ index: number; entries: Array<{ index: number; events: GameEvent[] }>; next: number | null }>> {
    const g = await this.load(id);
    if (!g.ok) return g;
    const { engine } = g.value;
    const record = g.value.match.record;
    const total = record.choices.length;
    const start = Math.max(0, Math.min(from, total));
    const end = Math.min(total, start + limit);
    const replayed = engine.replay(record, start);
    if (!replayed.ok) return replayed;
    let match = replayed.value;
    const entries: Array<{ index: number; events: GameEvent[] }> = [];
    for (let i = start; i < end; i++) {
      const c = record.choices[i];
      if (!c) break;
      const r = engine.submit(match, c.seat, c.choice, c.loaded ? new LoadedDice(c.loaded) : undefined);
      if (!r.ok) return fail('game/corrupt', `Game "${id}" cannot be replayed at choice ${i + 1}`);
      entries.push({ index: i + 1, events: eventsFor(r.value.events, seat) });
      match = r.value.match;
    }
    return ok({ index: total, entries, next: end < total ? end : null });
  }

  /**
   * A running game replayed as one seat (or a spectator) saw it: for every position from `from` on,
   * that seat's view, the decisions pending and the events it was allowed to see. The record stays
   * on the server (it holds the other seats' secret choices and the seed); a seat gets back only
   * what it was sent live, plus its own choices. At most `limit` positions per call.
   */
  async views(
    id: string,
    seat: string | null,
    from = 0,
    limit = VIEWS_PAGE,
  ): Promise<
    Result<{
      ruleset: string;
      contentHash: string;
      seats: PublicSeat[];
      index: number;
      steps: SeatStep[];
      next: number | null;
    }>
  > {
    const g = await this.load(id);
    if (!g.ok) return g;
    const { engine } = g.value;
    const record = g.value.match.record;
    const total = record.choices.length;
    const start = Math.max(0, Math.min(from, total));
    // Positions `start` to `end`, both included; position i follows choice i, whose events it shows.
    const end = Math.min(total, start + limit - 1);
    const base = Math.max(0, start - 1);
    const replayed = engine.replay(record, base);
    if (!replayed.ok) return replayed;
    let match = replayed.value;
    const stepOf = (m: Match<unknown>, index: number, events: readonly GameEvent[], by?: string, choice?: unknown) => ({
      index,
      view: engine.view(m, seat),
      pending: engine
        .pending(m)
        .map((d) => ({ seats: d.seats, kind: d.kind, ...(d.prompt ? { prompt: d.prompt } : {}) })),
      outcome: engine.outcome(m),
      events: eventsFor(events, seat),
      // Who chose is public (the pending decision named the seat); what, only to the seat that chose.
      ...(by !== undefined ? { by } : {}),
      ...(by !== undefined && by === seat ? { choice } : {}),
    });
    const steps: SeatStep[] = [];
    try {
      if (start === 0) steps.push(stepOf(match, 0, []));
      for (let i = base; i < end; i++) {
        const c = record.choices[i];
        if (!c) break;
        const r = engine.submit(match, c.seat, c.choice, c.loaded ? new LoadedDice(c.loaded) : undefined);
        if (!r.ok) return fail('game/corrupt', `Game "${id}" cannot be replayed at choice ${i + 1}`);
        match = r.value.match;
        steps.push(stepOf(match, i + 1, r.value.events, c.seat, c.choice));
      }
    } catch (e) {
      this.onBotError(id, e);
      return fail('server/internal', 'The game could not be shown; nothing was changed');
    }
    return ok({
      ruleset: g.value.ruleset.id,
      contentHash: engine.contentHash,
      seats: g.value.seats.map(publicSeat),
      index: total,
      steps,
      next: end < total ? end + 1 : null,
    });
  }

  /** Events as one seat may see them. */
  eventsFor(events: readonly GameEvent[], seat: string | null): GameEvent[] {
    return eventsFor(events, seat);
  }

  async subscribe(id: string, listener: Listener): Promise<() => void> {
    const g = await this.load(id);
    if (!g.ok) return () => undefined;
    g.value.listeners.add(listener);
    return () => g.value.listeners.delete(listener);
  }

  /**
   * Applies a choice: checked against the expected index (a stale or duplicated message is
   * refused), validated by the rules, written durably, and only then acknowledged and broadcast.
   */
  async submit(
    id: string,
    seat: string,
    choice: unknown,
    expectIndex?: number,
    botReasons?: LiveGame['lastBot'],
  ): Promise<Result<Update>> {
    const g = await this.load(id);
    if (!g.ok) return g;
    return this.exclusive(g.value, () => this.submitNow(g.value, seat, choice, expectIndex, botReasons));
  }

  /** Runs `fn` after every earlier operation on the game has finished. */
  private exclusive<T>(game: LiveGame, fn: () => Promise<T>): Promise<T> {
    game.busy++;
    const run = game.lock.then(fn, fn).finally(() => {
      game.busy--;
      game.touched = this.now();
    });
    game.lock = run.catch(() => undefined);
    return run;
  }

  private async submitNow(
    game: LiveGame,
    seat: string,
    choice: unknown,
    expectIndex?: number,
    botReasons?: LiveGame['lastBot'],
  ): Promise<Result<Update>> {
    const id = game.id;
    // Another process may have played on: a choice made at a later index than ours says so.
    if (this.bus && expectIndex !== undefined && expectIndex > game.match.record.choices.length) {
      await this.refresh(game);
    }
    const index = game.match.record.choices.length;
    if (game.resigned) return fail('game/over', 'The game is over: it was resigned');
    if (expectIndex !== undefined && expectIndex !== index) {
      return fail(
        'choice/stale',
        `The game has moved on: it is at choice ${index}, this choice was made at ${expectIndex}`,
      );
    }
    const r = game.engine.submit(game.match, seat, choice);
    if (!r.ok) return r;
    const recorded = r.value.match.record.choices[index];
    if (!recorded) throw new Error('engine did not record the choice');
    try {
      await this.storage.appendChoice(id, index, recorded);
    } catch (e) {
      if (this.bus && e instanceof StorageError && e.code === 'storage/out-of-order') {
        // Another process wrote this index first: the storage decided, this choice is stale.
        await this.refresh(game);
        return fail('choice/stale', `The game has moved on: it is at choice ${game.match.record.choices.length}`);
      }
      const message = e instanceof StorageError ? e.message : 'the game could not be saved';
      return fail('storage/failed', `The choice was not saved, so it was not played: ${message}`);
    }
    game.match = r.value.match;
    // The bot's reasons go out with the move they explain.
    if (botReasons) game.lastBot = botReasons;
    // The choice is saved and played: a failure to mark the game finished must not unsay that. The
    // mark is only for listing; it is made again when the game is next loaded.
    const outcome = game.engine.outcome(game.match);
    if (outcome) await this.storage.finishGame(id, keptOutcome(outcome)).catch((e: unknown) => this.onBotError(id, e));
    await this.keepSummary(game);
    const update: Update = { index: index + 1, events: r.value.events };
    this.bus?.publish(id, index + 1);
    this.notify(game, update);
    this.scheduleBots(game);
    return ok(update);
  }

  /**
   * Tells the game's listeners, after the caller's acknowledgement has gone out: the chooser
   * learns its choice is saved without waiting for every seat's view to be built.
   */
  private notify(game: LiveGame, update: Update): void {
    setImmediate(() => {
      for (const l of game.listeners) {
        try {
          l(update);
        } catch (e) {
          this.onBotError(game.id, e);
        }
      }
    });
  }

  /** How the game ended: a seat's resignation, else as its rules say (null while it runs). */
  private outcomeOf(game: LiveGame): Outcome | null {
    return game.resigned ?? game.engine.outcome(game.match);
  }

  /**
   * The outcome of `seat` resigning now, or why it cannot: in a cooperative game the party loses
   * together (`abandoned`); in a game of two sides the other side wins (`resigned`); a game of
   * more sides than two has no one winner to give it to, so it is refused there.
   */
  private resignation(game: LiveGame, seat: string): Result<ResignedOutcome> {
    const seats = game.seats.map((s) => s.seat);
    if (!seats.includes(seat)) return fail('seat/unknown', `This game has no seat "${seat}"`);
    if (game.ruleset.play === 'cooperative')
      return ok({ winners: [], draw: false, reason: 'abandoned', resigned: seat });
    const others = seats.filter((s) => s !== seat);
    if (others.length !== 1)
      return fail('resign/many-sides', 'A game of more than two sides cannot be resigned: no single side would win it');
    return ok({ winners: others, draw: false, reason: 'resigned', resigned: seat });
  }

  /**
   * `seat` gives the game up: it ends at once, the other side the winner (the party beaten in a
   * cooperative game). Kept in storage as the finished game's outcome, not in its record: the
   * rules never hear of it, and the game stays ended wherever it is loaded again.
   */
  async resign(id: string, seat: string): Promise<Result<Update & { outcome: Outcome }>> {
    const g = await this.load(id);
    if (!g.ok) return g;
    return this.exclusive(g.value, () => this.resignNow(g.value, seat));
  }

  private async resignNow(game: LiveGame, seat: string): Promise<Result<Update & { outcome: Outcome }>> {
    const id = game.id;
    // Another process may have played on or ended the game meanwhile.
    if (this.bus) await this.refresh(game);
    if (this.outcomeOf(game)) return fail('game/over', 'The game is over');
    const outcome = this.resignation(game, seat);
    if (!outcome.ok) return outcome;
    try {
      await this.storage.finishGame(id, outcome.value);
    } catch (e) {
      const message = e instanceof StorageError ? e.message : 'the game could not be saved';
      return fail('storage/failed', `The resignation was not saved, so the game goes on: ${message}`);
    }
    // A game finished already keeps the outcome it has: another process's resignation came first.
    let kept: ResignedOutcome = outcome.value;
    if (this.bus) {
      const stored = await this.storage.getGame(id).catch(() => null);
      if (stored && isResignation(stored.outcome)) kept = stored.outcome;
    }
    game.resigned = kept;
    const index = game.match.record.choices.length;
    this.bus?.publish(id, index);
    const update: Update = { index, events: [] };
    this.notify(game, update);
    return ok({ ...update, outcome: kept });
  }

  private undoAllowed(game: LiveGame, seat: string): boolean {
    if (game.mode !== 'hotseat' || game.resigned) return false;
    const last = game.match.record.choices[game.match.record.choices.length - 1];
    if (!last || last.seat !== seat) return false;
    // Checked from the steps: a replay on every snapshot would cost a whole game each time.
    return game.engine.canUndo(game.match).ok;
  }

  async undo(id: string, seat: string): Promise<Result<Update>> {
    const g = await this.load(id);
    if (!g.ok) return g;
    return this.exclusive(g.value, () => this.undoNow(g.value, seat));
  }

  private async undoNow(game: LiveGame, seat: string): Promise<Result<Update>> {
    const id = game.id;
    const last = game.match.record.choices[game.match.record.choices.length - 1];
    if (game.resigned) return fail('game/over', 'The game is over: it was resigned');
    if (game.mode !== 'hotseat')
      return fail('undo/not-hotseat', 'Choices can be taken back only in a game on one screen');
    if (!last) return fail('undo/nothing', 'There is nothing to undo');
    if (last.seat !== seat) return fail('undo/not-yours', 'Only the seat that made the last choice can take it back');
    const r = game.engine.undo(game.match);
    if (!r.ok) return r;
    await this.storage.truncateChoices(id, r.value.record.choices.length);
    game.match = r.value;
    await this.keepSummary(game);
    this.bus?.publish(id, r.value.record.choices.length);
    const update: Update = { index: r.value.record.choices.length, events: [{ type: 'game/undone', seat }] };
    this.notify(game, update);
    return ok(update);
  }

  /**
   * A new game from the first `upTo` choices of a finished game (a "what if"). One someone played
   * keeps its seats unless `seats` says otherwise: a game against the computer goes on against the
   * computer. One only bots played is branched with every seat a player's.
   */
  async branch(
    id: string,
    upTo: number,
    seats?: Readonly<Record<string, string>>,
  ): Promise<Result<{ id: string; tokens: Record<string, string>; seats: PublicSeat[]; mode: GameMode }>> {
    const stored = await this.storage.getGame(id);
    if (!stored) return fail('game/not-found', `There is no game "${id}"`);
    if (stored.status !== 'finished')
      return fail('game/running', 'Only a finished game can be branched; its record is still secret');
    if (!Number.isInteger(upTo) || upTo < 0 || upTo > stored.record.choices.length) {
      return fail('game/bad-branch', `Branch at a choice between 0 and ${stored.record.choices.length}`);
    }
    const played = stored.seats.some((s) => s.kind === 'human');
    const created = await this.create(
      {
        ruleset: stored.ruleset,
        options: stored.record.options,
        setup: stored.record.setup,
        seed: stored.record.seed,
        content: stored.record.contentHash,
        // A game someone played keeps its seats (the computer stays the computer); one the
        // computer played alone is the players' to try another way, every seat theirs.
        ...(seats ? { seats } : played ? { seats: seatsOf(stored.seats) } : {}),
        // Played on one screen or online, it goes on the same way; one the computer played alone
        // goes on on one screen, unless the computer keeps a seat in it.
        mode: played
          ? stored.mode
          : Object.values(seats ?? {}).some((who) => who.startsWith('bot:'))
            ? 'online'
            : 'hotseat',
      },
      stored.record.format,
      true,
    );
    if (!created.ok) return created;
    const game = this.live.get(created.value.id);
    if (!game) throw new Error('created game is not live');
    for (const c of stored.record.choices.slice(0, upTo)) {
      const r = await this.submit(created.value.id, c.seat, c.choice, game.match.record.choices.length);
      if (!r.ok)
        return fail(
          'game/bad-branch',
          `The record does not replay at choice ${game.match.record.choices.length + 1}: ${r.error.message}`,
        );
    }
    // Its choices replayed, the branch is the players' and its bots': the bots may play on.
    game.botRunning = false;
    this.scheduleBots(game);
    return created;
  }

  /**
   * The bot seat asked now, if any. A decision several seats may answer (the first answer settles
   * it: the result of a battle fought on the table, which character acts next) is left to the
   * people when a human seat is among them: a bot would answer it at once, before any player could.
   */
  private nextBot(game: LiveGame): { seat: SeatRecord; decision: Decision } | null {
    if (this.outcomeOf(game)) return null;
    for (const d of game.engine.pending(game.match)) {
      if (d.seats.length > 1 && game.seats.some((s) => s.kind === 'human' && d.seats.includes(s.seat))) continue;
      const bot = game.seats.find((s) => s.kind === 'bot' && d.seats.includes(s.seat));
      if (bot) return { seat: bot, decision: d };
    }
    return null;
  }

  private botDue(game: LiveGame): boolean {
    return this.nextBot(game) !== null;
  }

  /**
   * Resolves once none of the game's bots is thinking or due to play (at once where none is, or
   * the game is not held here): the game then waits for a person. For a caller that must see the
   * position the bots have finished with, rather than wait a while and hope they have.
   */
  botsIdle(id: string): Promise<void> {
    const game = this.live.get(id);
    if (!game || (!game.botRunning && !this.botDue(game))) return Promise.resolve();
    return new Promise((resolve) => (game.botsIdle ??= []).push(resolve));
  }

  /** Runs bot seats while one of them is asked, one choice at a time, off the caller's stack. */
  private scheduleBots(game: LiveGame): void {
    if (game.botRunning) return;
    // A game no longer held here as this object (removed while its bot thought, or dropped and
    // held again as another) plays no bot from it: its moves would go nowhere, and its bot would
    // be asked again and again. Those waiting on its bots are told they are done.
    const next = this.live.get(game.id) === game ? this.nextBot(game) : null;
    if (!next) {
      const waiting = game.botsIdle;
      delete game.botsIdle;
      for (const resolve of waiting ?? []) resolve();
      return;
    }
    const { seat, decision } = next;
    game.botRunning = true;
    const index = game.match.record.choices.length;
    // From the game's seed, not its id: a game started again with the same seed and the same
    // choices meets the same bot moves (a seeded game can be replayed and tested).
    const seed = Number.parseInt(sha256(`${game.match.record.seed}:${index}:${seat.seat}`).slice(0, 8), 16);
    const play = async (bot: BotChoice): Promise<boolean> => {
      // The game may have moved while the bot thought (a simultaneous decision): then think again.
      if (game.match.record.choices.length !== index) return true;
      const reasons =
        bot.alternatives && !decision.secret
          ? { seat: seat.seat, index, alternatives: bot.alternatives.slice(0, 5) }
          : undefined;
      const r = await this.submit(game.id, seat.seat, bot.choice, index, reasons);
      return r.ok;
    };
    setImmediate(() => {
      const req = {
        ruleset: game.ruleset,
        engine: game.engine,
        match: game.match,
        seat: seat.seat,
        spec: seat.bot ?? 'random',
        seed,
      };
      this.bots
        .choose(req)
        .then(play)
        .catch((e: unknown) => {
          this.onBotError(game.id, e);
          return false;
        })
        .then(async (played) => {
          // A bot that fails or chooses wrongly must not stall the game: fall back to a random legal
          // choice, a question of good faith answered as every bot answers it (a report accepted).
          if (!played) {
            this.onBotError(
              game.id,
              new Error(`bot ${seat.bot ?? 'random'} failed for ${seat.seat}; playing a random legal choice`),
            );
            await play(await fallbackBotRunner.choose(req));
          }
        })
        .catch((e: unknown) => this.onBotError(game.id, e))
        .finally(() => {
          game.botRunning = false;
          this.scheduleBots(game);
        });
    });
  }

  /** Drops games from memory (they stay in storage); used on shutdown and by tests. */
  unloadAll(): void {
    this.live.clear();
  }

  /** The games held in memory and the choices their records keep (for memory diagnostics). */
  memoryFigures(): { liveGames: number; liveChoices: number } {
    let liveChoices = 0;
    for (const game of this.live.values()) liveChoices += game.match.steps.length;
    return { liveGames: this.live.size, liveChoices };
  }

  /** How many games are held in memory. */
  get liveCount(): number {
    return this.live.size;
  }

  /**
   * Drops the games nobody needs in memory: no listener, no operation queued, no bot thinking or
   * due to play, untouched for `idleMs`: a server that runs for weeks holds only the games in play.
   */
  sweep(): number {
    const t = this.now();
    let dropped = 0;
    for (const [id, game] of this.live) {
      if (game.listeners.size > 0 || game.busy > 0 || game.botRunning) continue;
      if (t - game.touched < this.idleMs || this.botDue(game)) continue;
      this.live.delete(id);
      dropped++;
    }
    return dropped;
  }

  /** Stops the sweeper; the games stay in storage. */
  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }
}

/**
 * The outcome kept with a finished game for its listing: who won, whether it was a draw, and why,
 * as every seat and spectator is shown it when the game ends; nothing else a rule system adds.
 */
function keptOutcome(o: Outcome): Outcome {
  return { winners: [...o.winners], ...(o.draw !== undefined ? { draw: o.draw } : {}), reason: o.reason };
}

function publicSeat(s: SeatRecord): PublicSeat {
  return s.kind === 'bot' ? { seat: s.seat, kind: 'bot', bot: s.bot ?? 'random' } : { seat: s.seat, kind: 'human' };
}
