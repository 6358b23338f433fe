import { appended } from './append.ts';
import { loadContent } from './content.ts';
import { DiceExhaustedError, LoadedDice, LoadedDiceError, SeededDice, type Dice, type ScriptedRoll } from './dice.ts';
import { canonicalJson, hashValue } from './hash.ts';
import { resolveOptions, type Options } from './options.ts';
import { fail, ok, type Result } from './result.ts';
import type { RngState } from './rng.ts';
import {
  sayIn,
  type Decision,
  type GameEvent,
  type Locale,
  type Outcome,
  type Rules,
  type Ruleset,
  type SeatId,
} from './ruleset.ts';

/**
 * The format of new records. Format 2 seeds the dice with `SeededDice.fromSeed`; format 1 used
 * `SeededDice.fromLegacySeed`, whose first draws followed the seed, and its records still replay
 * with it.
 */
export const RECORD_FORMAT = 'skirmish-record/2';
export const LEGACY_RECORD_FORMAT = 'skirmish-record/1';
export type RecordFormat = typeof RECORD_FORMAT | typeof LEGACY_RECORD_FORMAT;
export const RECORD_FORMATS: readonly RecordFormat[] = [RECORD_FORMAT, LEGACY_RECORD_FORMAT];

/** The dice a record of this format starts from. */
export function seededFor(format: RecordFormat, seed: number): SeededDice {
  return format === LEGACY_RECORD_FORMAT ? SeededDice.fromLegacySeed(seed) : SeededDice.fromSeed(seed);
}

/** One choice in a record. `loaded` holds the scripted dice it consumed, when it ran on loaded dice. */
export interface RecordedChoice {
  readonly seat: SeatId;
  readonly choice: unknown;
  readonly loaded?: readonly ScriptedRoll[];
}

/** Everything needed to replay a game bit for bit. */
export interface GameRecord {
  readonly format: RecordFormat;
  readonly ruleset: string;
  readonly version: string;
  readonly contentHash: string;
  readonly options: Options;
  readonly setup: unknown;
  readonly seed: number;
  readonly choices: readonly RecordedChoice[];
}

/** What each recorded choice did that undo must respect. */
export interface StepInfo {
  readonly draws: number;
  readonly reveal: boolean;
}

const QUIET_STEPS: readonly StepInfo[] = [0, 1, 2, 3, 4, 5, 6, 7].map((draws) =>
  Object.freeze({ draws, reveal: false }),
);

/** Steps that rolled few dice and revealed nothing are shared objects: most steps are such. */
function stepInfo(draws: number, reveal: boolean): StepInfo {
  return (!reveal && QUIET_STEPS[draws]) || { draws, reveal };
}

/**
 * A game in progress: its record, the RNG state, the rules state. A plain value; `record.choices`
 * and `steps` are read-only arrays that may share their storage with earlier matches of the game.
 */
export interface Match<S> {
  readonly record: GameRecord;
  readonly rng: RngState;
  readonly state: S;
  readonly steps: readonly StepInfo[];
}

export interface Submitted<S> {
  readonly match: Match<S>;
  readonly events: readonly GameEvent[];
}

/**
 * A ruleset bound to one content pack and one set of options: starts, advances, replays and
 * undoes matches. Holds no match state itself.
 */
export class Engine<S, C, V, Content> {
  readonly ruleset: Ruleset<S, C, V, Content>;
  readonly content: Content;
  readonly options: Options;
  readonly contentHash: string;
  readonly rules: Rules<S, C, V>;

  private constructor(ruleset: Ruleset<S, C, V, Content>, content: Content, options: Options) {
    this.ruleset = ruleset;
    this.content = content;
    this.options = options;
    this.contentHash = hashValue(content);
    this.rules = ruleset.rules(content, options);
  }

  /**
   * Binds a ruleset; `content` is raw (validated here) or omitted for the sample content. A refused
   * pack's problems are worded in `locale` (English when not given).
   */
  static create<S, C, V, Content>(
    ruleset: Ruleset<S, C, V, Content>,
    opts: { content?: unknown; options?: Readonly<Record<string, unknown>>; locale?: Locale } = {},
  ): Result<Engine<S, C, V, Content>> {
    let content = ruleset.content.sample;
    if (opts.content !== undefined) {
      const locale = opts.locale ?? 'en';
      const loaded = loadContent(ruleset.content, opts.content, locale);
      if (!loaded.ok) {
        const first = loaded.issues[0];
        return fail(
          'content/invalid',
          `${sayIn(locale)('Content is invalid', 'A tartalom hibás')}: ${loaded.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
          first ? { path: first.path } : undefined,
        );
      }
      content = loaded.content;
    }
    const options = resolveOptions(ruleset.options, opts.options ?? {});
    if (!options.ok) return options;
    return ok(new Engine(ruleset, content, options.value));
  }

  /**
   * Starts a match. Set-up randomness (shuffles, deployment rolls) comes from the seed. `format`
   * is the record format whose seeding to use: the current one unless a game of an older record
   * is started again (a replay, a branch).
   */
  start(
    seed: number,
    setup: unknown = this.ruleset.defaultSetup,
    dice?: Dice,
    format: RecordFormat = RECORD_FORMAT,
  ): Result<Match<S>> {
    if (!Number.isSafeInteger(seed)) return fail('record/bad-seed', `A seed is a whole number, got ${seed}`);
    if (!RECORD_FORMATS.includes(format)) return fail('record/bad-format', `Unknown record format "${String(format)}"`);
    const seeded = seededFor(format, seed);
    const state = this.rules.setup(setup, dice ?? seeded);
    if (!state.ok) return state;
    const record: GameRecord = {
      format,
      ruleset: this.ruleset.id,
      version: this.ruleset.version,
      contentHash: this.contentHash,
      options: this.options,
      setup,
      seed,
      choices: [],
    };
    return ok({ record, rng: seeded.state(), state: state.value, steps: [] });
  }

  pending(match: Match<S>): readonly Decision[] {
    return this.rules.pending(match.state);
  }

  outcome(match: Match<S>): Outcome | null {
    return this.rules.outcome(match.state);
  }

  legal(match: Match<S>, seat: SeatId): readonly C[] {
    if (!this.isAsked(match, seat)) return [];
    return this.rules.legalChoices(match.state, seat);
  }

  view(match: Match<S>, seat: SeatId | null): V {
    return this.rules.view(match.state, seat);
  }

  isAsked(match: Match<S>, seat: SeatId): boolean {
    return this.rules.pending(match.state).some((d) => d.seats.includes(seat));
  }

  /**
   * Validates and applies one choice. `dice` overrides the game's RNG (loaded dice in tests and
   * scenarios); the results it gives are kept in the record so the game still replays.
   */
  submit(match: Match<S>, seat: SeatId, rawChoice: unknown, dice?: Dice): Result<Submitted<S>> {
    if (this.rules.outcome(match.state) !== null) return fail('game/over', 'The game is over');
    if (!this.isAsked(match, seat)) {
      return fail('phase/not-your-decision', `Seat "${seat}" has no decision to make now`);
    }
    const parsed = this.ruleset.choiceSchema.safeParse(rawChoice);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail('choice/malformed', `The choice is not well formed: ${issue?.message ?? 'unknown shape'}`, {
        path: issue ? issue.path.map(String).join('.') : '',
      });
    }
    const seeded = dice ? null : SeededDice.fromState(match.rng);
    const used = dice ?? (seeded as SeededDice);
    const before = used.used;
    const result = this.rules.apply(match.state, seat, parsed.data, used);
    if (!result.ok) return result;
    const draws = used.used - before;
    const recorded: RecordedChoice =
      dice instanceof LoadedDice
        ? { seat, choice: parsed.data, loaded: dice.consumed().slice(dice.consumed().length - draws) }
        : { seat, choice: parsed.data };
    // The record and the steps grow by appending to arrays shared with the match before: O(1)
    // a choice, and the match before keeps seeing exactly what it saw.
    const next: Match<S> = {
      record: { ...match.record, choices: appended(match.record.choices, recorded) },
      rng: seeded ? seeded.state() : match.rng,
      state: result.value.state,
      steps: appended(
        match.steps,
        stepInfo(
          draws,
          result.value.events.some((e) => e.reveal === true),
        ),
      ),
    };
    return ok({ match: next, events: result.value.events });
  }

  /** Replays a record from its seed; refuses a record of another ruleset, version or content. */
  replay(record: GameRecord, upTo = record.choices.length): Result<Match<S>> {
    if (record.ruleset !== this.ruleset.id) {
      return fail('record/wrong-ruleset', `This record is for "${record.ruleset}", not "${this.ruleset.id}"`);
    }
    if (record.version !== this.ruleset.version) {
      return fail(
        'record/wrong-version',
        `This record was made with version ${record.version}, not ${this.ruleset.version}`,
      );
    }
    if (record.contentHash !== this.contentHash) {
      return fail('record/content-mismatch', 'This record was played with other content than the content loaded');
    }
    if (canonicalJson(record.options) !== canonicalJson(this.options)) {
      return fail('record/options-mismatch', 'This record was played with other options than the ones set');
    }
    const started = this.start(record.seed, record.setup, undefined, record.format);
    if (!started.ok) return started;
    let match = started.value;
    for (let i = 0; i < upTo; i++) {
      const c = record.choices[i];
      if (!c) return fail('record/short', `The record has only ${record.choices.length} choices`);
      if (c.loaded !== undefined && !Array.isArray(c.loaded))
        return fail('record/bad-dice', `Choice ${i + 1} of the record: "loaded" is not a list of dice`, {
          path: `choices.${i}.loaded`,
        });
      const dice = c.loaded ? new LoadedDice(c.loaded) : undefined;
      let next: Result<Submitted<S>>;
      try {
        next = this.submit(match, c.seat, c.choice, dice);
      } catch (e) {
        // Loaded dice that show what no die can, or run out: the record is wrong, not the rules.
        if (dice && (e instanceof LoadedDiceError || e instanceof DiceExhaustedError))
          return fail('record/bad-dice', `Choice ${i + 1} of the record: ${e.message}`, {
            path: `choices.${i}.loaded`,
          });
        throw e;
      }
      if (!next.ok) {
        return fail('record/illegal-choice', `Choice ${i + 1} of the record is refused: ${next.error.message}`, {
          path: `choices.${i}`,
        });
      }
      match = next.value.match;
    }
    return ok(match);
  }

  /**
   * Takes back the last choice, for hotseat play. Never across a die roll or a draw, nor across
   * hidden information coming to light, nor once the game is over: its end is final (a finished
   * game's record is open to all, and it is listed and branched as finished).
   */
  undo(match: Match<S>): Result<Match<S>> {
    const allowed = this.canUndo(match);
    if (!allowed.ok) return allowed;
    return this.replay(match.record, match.record.choices.length - 1);
  }

  /** Whether `undo` would be allowed, without the replay it costs. */
  canUndo(match: Match<S>): Result<true> {
    const last = match.steps[match.steps.length - 1];
    if (!last) return fail('undo/nothing', 'There is nothing to undo');
    if (this.rules.outcome(match.state) !== null)
      return fail('undo/finished', 'The game is over; its last choice cannot be taken back');
    if (last.draws > 0)
      return fail('undo/after-roll', 'The last choice rolled dice or drew cards; it cannot be taken back');
    if (last.reveal)
      return fail('undo/after-reveal', 'The last choice revealed hidden information; it cannot be taken back');
    return ok(true);
  }

  /** The state hash: identical on every machine for the same record. */
  hash(match: Match<S>): string {
    return hashValue({
      ruleset: match.record.ruleset,
      version: match.record.version,
      rng: match.rng,
      state: match.state,
    });
  }
}

export function serializeMatch<S>(match: Match<S>): string {
  return canonicalJson(match);
}

/**
 * Reads a serialised match back; the caller's engine checks it belongs to its ruleset. Throws an
 * error that says what is wrong when the text is not a match: not JSON, or a record, generator,
 * state or step list missing or of the wrong shape (the state itself is the ruleset's to check).
 */
export function deserializeMatch<S>(text: string): Match<S> {
  const m = JSON.parse(text) as unknown;
  const problem = matchProblem(m);
  if (problem !== null) throw new Error(`not a saved game: ${problem}`);
  return m as Match<S>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * What makes `r` no game record, naming the field (after `prefix`, as `record.` inside a saved
 * match), or null. Only the shape: the engine's `replay` checks the rest.
 */
export function recordProblem(r: unknown, prefix = ''): string | null {
  if (!isObject(r)) return prefix ? `"${prefix.slice(0, -1)}" is not an object` : 'it is not a JSON object';
  if (!RECORD_FORMATS.includes(r['format'] as RecordFormat))
    return `"${prefix}format" is not one of ${RECORD_FORMATS.map((f) => `"${f}"`).join(', ')}`;
  for (const key of ['ruleset', 'version', 'contentHash'] as const)
    if (typeof r[key] !== 'string') return `"${prefix}${key}" is not a string`;
  if (!Number.isSafeInteger(r['seed'])) return `"${prefix}seed" is not a whole number`;
  if (!isObject(r['options'])) return `"${prefix}options" is not an object`;
  const choices = r['choices'];
  if (!Array.isArray(choices)) return `"${prefix}choices" is not a list`;
  for (let i = 0; i < choices.length; i++) {
    const c: unknown = choices[i];
    if (!isObject(c) || typeof c['seat'] !== 'string' || !('choice' in c))
      return `"${prefix}choices.${i}" is not a seat's choice`;
  }
  return null;
}

/** What makes `m` no saved match, or null. */
function matchProblem(m: unknown): string | null {
  if (!isObject(m)) return 'it is not a JSON object';
  const bad = recordProblem(m['record'], 'record.');
  if (bad !== null) return bad;
  const choices = (m['record'] as { choices: unknown[] }).choices;
  const rng = m['rng'];
  if (!Array.isArray(rng) || rng.length !== 4 || !rng.every((x) => Number.isInteger(x)))
    return '"rng" is not four whole numbers';
  if (!('state' in m) || m['state'] === null || m['state'] === undefined) return '"state" is missing';
  const steps = m['steps'];
  if (!Array.isArray(steps)) return '"steps" is not a list';
  if (steps.length !== choices.length)
    return `"steps" has ${steps.length} entries for ${choices.length} recorded choices`;
  for (let i = 0; i < steps.length; i++) {
    const st: unknown = steps[i];
    if (!isObject(st) || !isCount(st['draws']) || typeof st['reveal'] !== 'boolean')
      return `"steps.${i}" is not a step (draws and reveal)`;
  }
  return null;
}

/** The events a seat may see: public ones and those addressed to it. */
export function eventsFor(events: readonly GameEvent[], seat: SeatId | null): GameEvent[] {
  return events.filter((e) => e.visibleTo === undefined || (seat !== null && e.visibleTo.includes(seat)));
}

/**
 * Refusals of the engine itself, the same in every rule system: the words of a rule system that
 * words them come first, these stand in where it leaves the engine's English.
 */
const ENGINE_REFUSALS: Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>> = {
  hu: {
    'choice/malformed': 'Ez a választás nem a várt formájú, így a program nem fogadhatja el.',
    'game/over': 'A játéknak vége.',
    'phase/not-your-decision': 'Most nem te döntesz.',
  },
};

/**
 * A refusal as a rule system's presenter words it (`said`), unless it only repeats the engine's
 * English `message` for a refusal of the engine itself: then these words in `locale`, with the
 * code unless the caller shows it itself (`withCode` false). Undefined where neither has words.
 */
export function ruleRefusal(
  code: string,
  message: string,
  said: string | undefined,
  locale: Locale,
  withCode = true,
): string | undefined {
  const engine = ENGINE_REFUSALS[locale]?.[code];
  if (engine && (said === undefined || said.includes(message))) return withCode ? `${engine} (${code})` : engine;
  return said;
}
