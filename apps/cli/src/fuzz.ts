import { heuristicBot, mix, randomBot, type Bot, type BotKnowledge } from '@skirmish/ai';
import {
  Engine,
  LoadedDice,
  RECORD_FORMAT,
  SeededDice,
  type RecordFormat,
  canonicalJson,
  deserializeMatch,
  serializeMatch,
  type AnyRuleset,
  type Dice,
  type GameRecord,
  type Match,
  type OptionSpec,
  type Options,
  type OptionValue,
  type RecordedChoice,
} from '@skirmish/core';

/**
 * What a fuzzed game is: uniformly random choices, bots playing by their rules of thumb (with a
 * random side now and then), or a campaign (Hunters' campaign between missions, a Dogs of War
 * company over many missions).
 */
export type FuzzKind = 'random' | 'bot' | 'campaign';
export const FUZZ_KINDS: readonly FuzzKind[] = ['random', 'bot', 'campaign'];

export interface FuzzFailure {
  readonly ruleset: string;
  readonly kind: FuzzKind;
  readonly seed: number;
  readonly step: number;
  readonly check: string;
  readonly message: string;
  /** The record up to and including the choice that broke something: replays the failure. */
  readonly record: GameRecord;
  /** A shorter record failing the same check, when shrinking found one (choices dropped that the game then did not need). */
  readonly shrunk?: GameRecord;
  /**
   * For a listed choice the rules then refused (check `legal`): that choice. It is not in the
   * record, which holds accepted choices only; `checkRecord(ruleset, record, { then })` plays it
   * after the record.
   */
  readonly refused?: RecordedChoice;
}

export interface KindFigures {
  games: number;
  choices: number;
  finished: number;
}

export interface FuzzReport {
  readonly ruleset: string;
  readonly games: number;
  readonly choices: number;
  readonly finished: number;
  readonly byKind: Partial<Record<FuzzKind, KindFigures>>;
  /** Generated set-ups the rules refused; those games were played from the default set-up. */
  readonly setupsRefused: number;
  readonly failures: readonly FuzzFailure[];
}

export interface FuzzOptions {
  readonly games: number;
  readonly seed: number;
  /** The kinds of game to play; game with seed s is kinds[s mod n]. Default: every kind the rule system has. */
  readonly kinds?: readonly FuzzKind[];
  /**
   * What the rule system tells bots, for a game's house rules (the bots search the rules the game
   * is played by); without it there are no bot games.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- knowledge of any rule system
  readonly knowledge?: (options: Options) => BotKnowledge<any, any, any> | undefined;
  /** A game still going after this many choices is stopped (and counted as unfinished). */
  readonly maxChoices?: number;
  /** Send the state through `serializeMatch` and back and compare, every N choices (the other checks run after every choice). */
  readonly roundTripEvery?: number;
  /** Replays tried when shrinking a failing record (0: no shrinking). */
  readonly shrinkTrials?: number;
  /** House-rule options for every game; by default drawn from each game's seed (see `fuzzOptions`). */
  readonly options?: Record<string, OptionValue>;
  readonly onGame?: (done: number, report: FuzzReport) => void;
}

class Broken extends Error {
  constructor(
    readonly check: string,
    message: string,
    /** A listed choice the rules refused, when that is what broke. */
    readonly refused?: RecordedChoice,
  ) {
    super(message);
  }
}

/** The kinds of game a rule system offers: campaigns only where there are campaigns. */
export function kindsFor(rulesetId: string, hasBot: boolean): FuzzKind[] {
  const kinds: FuzzKind[] = ['random'];
  if (hasBot) kinds.push('bot');
  if (rulesetId === 'hunters' || rulesetId === 'dogs-of-war') kinds.push('campaign');
  return kinds;
}

interface Named {
  readonly id: string;
}

function ids(list: unknown): string[] {
  return Array.isArray(list) ? (list as Named[]).map((x) => x.id).filter((x) => typeof x === 'string') : [];
}

function pickOf<T>(dice: Dice, list: readonly T[]): T {
  return list[dice.pick(list.length)] as T;
}

/**
 * A set-up for a game of this kind, drawn from the seed: missions, starter boxes, classes,
 * companies and campaign lengths vary; unknown rule systems use their default set-up.
 */
export function fuzzSetup(ruleset: AnyRuleset, kind: FuzzKind, dice: Dice): unknown {
  const content = ruleset.content.sample as Record<string, unknown>;
  switch (ruleset.id) {
    case 'hunters': {
      const classes = ids(content['classes']);
      // One character a player, or two for a lone player.
      const players = 1 + dice.pick(4);
      const n = players === 1 ? 2 : players;
      const pool = [...classes];
      const characters = Array.from({ length: Math.min(n, pool.length) }, (_, i) => ({
        class: pool.splice(dice.pick(pool.length), 1)[0] as string,
        seat: `p${(i % players) + 1}`,
      }));
      if (kind === 'campaign') {
        const room = pickOf(dice, ['forge', 'workshop', 'armory', 'gunsmith', 'lab']);
        return { mode: 'campaign', room, players, characters };
      }
      return { mission: pickOf(dice, ids(content['missions'])), players, characters };
    }
    case 'dogs-of-war': {
      const n = 2 + dice.pick(3);
      const companies = Array.from({ length: n }, (_, i) => ({ seat: `c${i + 1}`, name: `Company ${i + 1}` }));
      // A campaign game follows the companies over many missions; the others are short leagues and hunts.
      const missions = kind === 'campaign' ? 6 + dice.pick(15) : 1 + dice.pick(4);
      return { companies, missions, campaign: dice.pick(3) === 0 ? 'hang-em-high' : 'league' };
    }
    case 'hybrid':
      return { mission: pickOf(dice, ids(content['missions'])) };
    case 'warmachine': {
      const boxes = ids(content['boxes']);
      return { p1: pickOf(dice, boxes), p2: pickOf(dice, boxes) };
    }
    default:
      return ruleset.defaultSetup;
  }
}

/**
 * The first place two plain-JSON values differ, as canonical JSON sees them (undefined members
 * absent, undefined array items null, -0 equal to 0), or null when they are the same. Throws a
 * `Broken` for values JSON cannot carry.
 */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (a === b) {
    if (typeof a === 'number' && !Number.isFinite(a)) throw new Broken('plain-data', `${a} at ${path} is not finite`);
    return null;
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    if (typeof a === 'number' && typeof b === 'number' && a === b) return null;
    return path;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return `${path}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i] ?? null, bb[i] ?? null, `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  for (const k in ao) {
    if (ao[k] === undefined) continue;
    const d = firstDifference(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  for (const k in bo) if (bo[k] !== undefined && ao[k] === undefined) return `${path}.${k}`;
  return null;
}

/** Whether the value is plain JSON data (see `checkPlain`), walked without building paths. */
function isPlain(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return true;
    case 'number':
      return Number.isFinite(v);
    case 'object': {
      if (v === null) return true;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (!isPlain(v[i])) return false;
        return true;
      }
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const k in v) if (!isPlain((v as Record<string, unknown>)[k])) return false;
      return true;
    }
    default:
      return false;
  }
}

/** The path and kind of the first value that is not plain data, for the failure report. */
function notPlain(v: unknown, path: string): string | null {
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return null;
    case 'number':
      return Number.isFinite(v) ? null : `${v} at ${path} is not finite`;
    case 'object': {
      if (v === null) return null;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const d = notPlain(v[i], `${path}[${i}]`);
          if (d) return d;
        }
        return null;
      }
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) {
        const name = (v as { constructor?: { name?: string } }).constructor?.name ?? 'non-plain object';
        return `a ${name} at ${path} is not plain data`;
      }
      for (const k in v) {
        const d = notPlain((v as Record<string, unknown>)[k], `${path}.${k}`);
        if (d) return d;
      }
      return null;
    }
    default:
      return `a ${typeof v} at ${path} cannot be serialised`;
  }
}

/**
 * Throws unless the value is plain JSON data, which JSON carries there and back unchanged (as
 * canonical JSON sees it): strings, booleans, finite numbers, null, arrays and objects whose
 * prototype is `Object.prototype` or null (no Map, Set, Date or class instance), undefined only
 * where canonical JSON drops it or writes null.
 */
function checkPlain(v: unknown, path: string): void {
  if (isPlain(v)) return;
  throw new Error(notPlain(v, path) ?? `the value at ${path} is not plain data`);
}

type AnyEngine = Engine<unknown, unknown, unknown, unknown>;

/**
 * House-rule options for a game: the defaults for half the seeds, otherwise each option at its
 * default or at a value drawn from its range (integers within ten of their minimum).
 */
export function fuzzOptions(specs: readonly OptionSpec[], dice: Dice): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  if (dice.pick(2) === 0) return out;
  for (const spec of specs) {
    if (dice.pick(2) === 0) continue;
    switch (spec.type) {
      case 'boolean':
        out[spec.id] = dice.pick(2) === 0;
        break;
      case 'choice':
        out[spec.id] = pickOf(dice, spec.values);
        break;
      case 'integer': {
        const lo = spec.min ?? 0;
        const hi = Math.min(spec.max ?? lo + 10, lo + 10);
        out[spec.id] = lo + dice.pick(hi - lo + 1);
        break;
      }
    }
  }
  return out;
}

/** What the checks built after the last choice, handed to the driver: each seat's view. */
type Views = ReadonlyMap<string | null, unknown>;

/**
 * Picks the next choice of a game, or null to stop. `scripted` choices that are refused are
 * skipped, not failures. `loaded`: the dice a recorded choice was made with (a record made on
 * loaded dice replays on them, as `Engine.replay` does).
 */
type Driver = (
  match: Match<unknown>,
  step: number,
  views: Views,
) => { seat: string; choice: unknown; scripted: boolean; loaded?: RecordedChoice['loaded'] } | null;

/** The dice a recorded choice is made with: its loaded dice, or the game's own (undefined). */
const diceOf = (loaded: RecordedChoice['loaded']): LoadedDice | undefined =>
  loaded ? new LoadedDice(loaded) : undefined;

interface Played {
  readonly match: Match<unknown> | null;
  readonly steps: number;
  readonly finished: boolean;
  readonly failure: { check: string; message: string; refused?: RecordedChoice } | null;
}

interface Checks {
  readonly maxChoices: number;
  readonly every: number;
}

/** The JSON text of a state: what the state given to `apply` must still read after it. */
function textOf(state: unknown): string {
  return JSON.stringify(state) ?? 'undefined';
}

/**
 * Whether two plain-data values are equal as canonical JSON sees them (undefined members absent,
 * undefined array items null, -0 equal to 0), walked without building text or paths; the same
 * object on both sides is equal at once. A value JSON cannot carry (NaN) is never equal, so
 * `firstDifference` then names it.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let n = 0;
  for (const k in ao) {
    const v = ao[k];
    if (v === undefined) continue;
    n++;
    if (!sameData(v, bo[k])) return false;
  }
  for (const k in bo) if (bo[k] !== undefined) n--;
  return n === 0;
}

/**
 * Plays one game through the engine with every check after every choice.
 *
 * After each choice: the rules' invariants hold; the state is plain JSON data (so it survives
 * serialisation) and `apply` left the state it was given as it was (its JSON text unchanged);
 * every seat's view and the spectator's can be made and are plain data; the recorded choice
 * survives JSON; a replay of the record, advanced in lockstep by the same engine from the
 * serialised choice, reaches an equal state (as canonical JSON sees it: `sameData`) and the same
 * RNG state; the fast path, advanced on its own copy, reaches an equal state and RNG state. Every `every` choices the state and RNG go
 * through `serializeMatch`/`deserializeMatch` and are compared member by member. At the end the
 * whole match (record, RNG, state, steps) is serialised and read back, and the replay's
 * serialised match and hash equal the live game's.
 */
function playChecked(
  engine: AnyEngine,
  seed: number,
  setup: unknown,
  drive: Driver,
  checks: Checks,
  format: RecordFormat = RECORD_FORMAT,
): Played {
  const { rules } = engine;
  let match: Match<unknown> | null = null;
  let step = 0;
  try {
    const started = engine.start(seed, setup, undefined, format);
    if (!started.ok) throw new Broken('setup', `${started.error.code}: ${started.error.message}`);
    match = started.value;
    const seats = rules.seats(setup);
    // The replay starts again from the record's serialised head, with the same engine, so any
    // state the rules keep between calls shows up as a difference.
    const head = JSON.parse(canonicalJson({ seed: match.record.seed, setup: match.record.setup })) as {
      seed: number;
      setup: unknown;
    };
    const again = engine.start(head.seed, head.setup, undefined, format);
    if (!again.ok) throw new Broken('replay', `the record does not start again: ${again.error.message}`);
    let replay = again.value;
    const sameAsLive = (other: Match<unknown>, check: string, what: string) => {
      if (!sameData(other.state, (match as Match<unknown>).state)) {
        const d = firstDifference(other.state, (match as Match<unknown>).state);
        throw new Broken(check, `${what}, at ${d ?? 'a value JSON cannot carry'}`);
      }
      if (other.rng.join() !== (match as Match<unknown>).rng.join())
        throw new Broken(check, `${what}: the RNG is in another state`);
    };
    sameAsLive(replay, 'replay', 'the record started again gives another state');
    let fast = rules.fast ? rules.fast.clone(match.state) : null;
    const check = (m: Match<unknown>): Views => {
      try {
        checkPlain(m.state, '$');
      } catch (e) {
        throw new Broken('serialise', `the state is not plain data: ${(e as Error).message}`);
      }
      const broken = rules.invariants?.(m.state) ?? [];
      if (broken.length > 0) throw new Broken('invariants', broken.join('; '));
      const views = new Map<string | null, unknown>();
      const checked = new Set<unknown>([m.state]);
      for (const s of [...seats, null]) {
        let view: unknown;
        try {
          view = engine.view(m, s);
          // A view that is the state itself, or another seat's, was checked already.
          if (!checked.has(view)) {
            checkPlain(view, '$');
            checked.add(view);
          }
        } catch (e) {
          throw new Broken('view', `the view of ${s ?? 'a spectator'} fails: ${(e as Error).message}`);
        }
        views.set(s, view);
      }
      return views;
    };
    let views = check(match);
    while (!engine.outcome(match) && step < checks.maxChoices) {
      const next = drive(match, step, views);
      if (!next) break;
      const before: Match<unknown> = match;
      // Did apply change the state it was given? The replay, not yet advanced, holds an equal
      // state of its own (checked after the last choice), so a walk over both tells, with no
      // text written. Every `every` choices the JSON text is compared as well, which also sees
      // a change to an object both states share (none should) and to the order of keys.
      const text = step % checks.every === 0 ? textOf(before.state) : null;
      const r = engine.submit(match, next.seat, next.choice, diceOf(next.loaded));
      if (!sameData(before.state, replay.state)) {
        const d = firstDifference(before.state, replay.state);
        throw new Broken('mutation', `apply changed the state it was given, at ${d ?? 'a value JSON cannot carry'}`);
      }
      if (text !== null && textOf(before.state) !== text) {
        const d = firstDifference(before.state, JSON.parse(text));
        throw new Broken('mutation', `apply changed the state it was given, at ${d ?? 'the order of its keys'}`);
      }
      if (!r.ok) {
        if (next.scripted) continue;
        throw new Broken(
          'legal',
          `listed choice ${JSON.stringify(next.choice)} of ${next.seat} refused: ${r.error.code} ${r.error.message}`,
          { seat: next.seat, choice: next.choice },
        );
      }
      match = r.value.match;
      step++;
      views = check(match);
      const taken = match.record.choices[match.record.choices.length - 1] as RecordedChoice;
      let sent: RecordedChoice;
      try {
        sent = JSON.parse(canonicalJson(taken)) as RecordedChoice;
      } catch (e) {
        throw new Broken('serialise', `choice ${step} of the record is not plain data: ${(e as Error).message}`);
      }
      const replayed = engine.submit(replay, sent.seat, sent.choice, diceOf(sent.loaded));
      if (!replayed.ok)
        throw new Broken('replay', `choice ${step} of the record is refused on replay: ${replayed.error.message}`);
      replay = replayed.value.match;
      sameAsLive(replay, 'replay', `replaying the record gives another state after choice ${step}`);
      if (fast && rules.fast) {
        const seeded = taken.loaded ? null : SeededDice.fromState(before.rng);
        fast = rules.fast.applyInPlace(fast, taken.seat, taken.choice, diceOf(taken.loaded) ?? (seeded as SeededDice));
        if (!sameData(fast, match.state)) {
          const d = firstDifference(fast, match.state);
          throw new Broken(
            'fast-path',
            `the fast path and the validated path disagree at ${d ?? 'a value JSON cannot carry'}`,
          );
        }
        if (seeded && seeded.state().join() !== match.rng.join())
          throw new Broken('fast-path', 'the fast path and the validated path draw different dice');
      }
      if (step % checks.every === 0) {
        const back = deserializeMatch<unknown>(
          serializeMatch({ ...match, record: { ...match.record, choices: [] }, steps: [] }),
        );
        const d = firstDifference(back.state, match.state) ?? firstDifference(back.rng, match.rng, '$.rng');
        if (d) throw new Broken('serialise', `the match changed through serialisation, at ${d}`);
      }
    }
    // The whole match through serialisation, and the replay's equal to it.
    const saved = serializeMatch(match);
    const d = firstDifference(deserializeMatch(saved), match);
    if (d) throw new Broken('serialise', `the match changed through serialisation, at ${d}`);
    if (serializeMatch(replay) !== saved || engine.hash(replay) !== engine.hash(match))
      throw new Broken('replay', 'the replayed match serialises to another text or hash than the live game');
    return { match, steps: step, finished: engine.outcome(match) !== null, failure: null };
  } catch (e) {
    return {
      match,
      steps: step,
      finished: false,
      failure: {
        check: e instanceof Broken ? e.check : 'exception',
        message: e instanceof Error ? e.message : String(e),
        ...(e instanceof Broken && e.refused ? { refused: e.refused } : {}),
      },
    };
  }
}

function driverFor(
  engine: AnyEngine,
  kind: FuzzKind,
  seed: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- knowledge of any rule system
  knowledge: BotKnowledge<any, any, any> | undefined,
): Driver {
  const chooser = SeededDice.fromSeed(mix(seed, 0x9e3779b9));
  const bots = new Map<string, Bot<unknown, unknown>>();
  const botFor = (seat: string): Bot<unknown, unknown> => {
    let bot = bots.get(seat);
    if (!bot) {
      // One seat in five plays at random, so bot games also meet the moves bots never make.
      bot =
        knowledge && chooser.pick(5) !== 0
          ? (heuristicBot(engine.rules, knowledge) as Bot<unknown, unknown>)
          : randomBot<unknown, unknown>();
      bots.set(seat, bot);
    }
    return bot;
  };
  // Half the campaigns are played by the bots (each seat still at random one time in five), so
  // that the bots meet the days between missions too.
  const botCampaign = kind === 'campaign' && knowledge !== undefined && chooser.pick(2) === 0;
  return (match, step, views) => {
    const decision = engine.pending(match)[0];
    if (!decision) throw new Broken('pending', 'the game is not over but waits for nobody');
    const seat = decision.seats[chooser.pick(decision.seats.length)] as string;
    const legal = engine.legal(match, seat);
    if (legal.length === 0)
      throw new Broken('legal', `seat ${seat} is asked (${decision.kind}) but has no legal choice`);
    if (kind === 'campaign' && !botCampaign) {
      // A character leaving the party for good (Hunters, with an heir) is offered for every pair of
      // characters between missions; drawn as often as the rest, it ends most campaigns within days
      // (a class plays once a campaign), so it is drawn one time in ten it is offered.
      const gone = (c: unknown) =>
        (c as { kind?: string; heir?: unknown }).kind === 'leave' && (c as { heir?: unknown }).heir;
      const stay = legal.filter((c) => !gone(c));
      if (stay.length > 0 && stay.length < legal.length && chooser.pick(10) !== 0)
        return { seat, choice: stay[chooser.pick(stay.length)], scripted: false };
    }
    if (kind !== 'bot' && !botCampaign) return { seat, choice: legal[chooser.pick(legal.length)], scripted: false };
    const picked = botFor(seat).choose({
      observation: views.has(seat) ? views.get(seat) : engine.view(match, seat),
      seat,
      legal,
      budget: {},
      seed: mix(seed, step),
    }).choice;
    if (!legal.includes(picked)) {
      const key = canonicalJson(picked);
      if (!legal.some((c) => canonicalJson(c) === key))
        throw new Broken('bot', `the bot of ${seat} chose ${key}, which is not among the legal choices`);
    }
    return { seat, choice: picked, scripted: false };
  };
}

/**
 * The record's choices in order; one the rules refuse is skipped (shrinking), or with `strict`
 * fails the game. Then `then`, when given, but only if the rules list it for its seat: a listed
 * choice must be accepted (the `legal` check), and one no longer listed ends the game there.
 */
function scriptDriver(
  engine: AnyEngine,
  choices: readonly RecordedChoice[],
  strict = false,
  then?: RecordedChoice,
): Driver {
  let i = 0;
  return (match) => {
    const c = choices[i++];
    if (c) return { seat: c.seat, choice: c.choice, scripted: !strict, ...(c.loaded ? { loaded: c.loaded } : {}) };
    if (!then || i !== choices.length + 1) return null;
    const key = canonicalJson(then.choice);
    const listed = engine.legal(match, then.seat).some((l) => canonicalJson(l) === key);
    return listed ? { seat: then.seat, choice: then.choice, scripted: false } : null;
  };
}

/**
 * Drops runs of choices from a failing record while the game still fails the same check (the
 * choices left are replayed in order, those the shorter game refuses skipped): halves, then
 * quarters, down to single choices, within `trials` replays.
 */
function shrink(
  engine: AnyEngine,
  record: GameRecord,
  check: string,
  trials: number,
  checks: Checks,
  then?: RecordedChoice,
): GameRecord | undefined {
  let best = record.choices;
  let chunk = Math.ceil(best.length / 2);
  let tried = 0;
  while (chunk >= 1 && tried < trials) {
    let i = 0;
    while (i < best.length && tried < trials) {
      const candidate = [...best.slice(0, i), ...best.slice(i + chunk)];
      tried++;
      const r = playChecked(
        engine,
        record.seed,
        record.setup,
        scriptDriver(engine, candidate, false, then),
        checks,
        record.format,
      );
      if (r.failure?.check === check && r.match && r.match.record.choices.length < best.length) {
        best = r.match.record.choices;
      } else {
        i += chunk;
      }
    }
    if (chunk === 1) break;
    chunk = Math.ceil(chunk / 2);
  }
  return best.length < record.choices.length ? { ...record, choices: best } : undefined;
}

/**
 * Replays a record with every check of `fuzz` after every choice (a game that once failed, kept
 * with its record so that it replays exactly, whatever its seed would play today). A choice the
 * record holds that the rules refuse is a failure too.
 */
export function checkRecord(
  ruleset: AnyRuleset,
  record: GameRecord,
  opts: {
    roundTripEvery?: number;
    /** A choice to play after the record if the rules list it (a listed choice once refused: `FuzzFailure.refused`). */
    then?: RecordedChoice;
  } = {},
): { steps: number; finished: boolean; failure: { check: string; message: string } | null } {
  const made = Engine.create(ruleset, { options: record.options });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  const engine = made.value as AnyEngine;
  if (engine.contentHash !== record.contentHash) throw new Error('the record was played with other content');
  const checks: Checks = {
    maxChoices: record.choices.length + (opts.then ? 1 : 0),
    every: Math.max(1, opts.roundTripEvery ?? 1),
  };
  const played = playChecked(
    engine,
    record.seed,
    record.setup,
    scriptDriver(engine, record.choices, true, opts.then),
    checks,
    record.format,
  );
  return { steps: played.steps, finished: played.finished, failure: played.failure };
}

/**
 * Plays seeded games (random, bot and campaign) and checks, after every choice: the rules'
 * invariants; that the seat asked has a legal choice and that each one played is accepted; that
 * the state and every seat's view are plain data (so they survive serialisation); that `apply`
 * left its input alone; that the record, replayed in lockstep from its serialised choices, gives
 * the live state and RNG; that the fast path (when there is one) reaches the same state and RNG.
 * Every few choices the state goes through `serializeMatch` and back; at the end the whole match
 * does, and the replay's serialised match and hash equal the live game's. The first failure of a
 * game is reported with its seed, the record that reproduces it and a shrunk record.
 */
export function fuzz(ruleset: AnyRuleset, opts: FuzzOptions): FuzzReport {
  const engines = new Map<string, AnyEngine>();
  const engineFor = (options: Record<string, OptionValue>): AnyEngine => {
    const key = canonicalJson(options);
    let engine = engines.get(key);
    if (!engine) {
      const made = Engine.create(ruleset, { options });
      if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
      engine = made.value as AnyEngine;
      engines.set(key, engine);
    }
    return engine;
  };
  const checks: Checks = {
    maxChoices: opts.maxChoices ?? 20_000,
    every: Math.max(1, opts.roundTripEvery ?? 25),
  };
  const kinds = (opts.kinds ?? kindsFor(ruleset.id, opts.knowledge !== undefined)).filter(
    (k) => k !== 'bot' || opts.knowledge !== undefined,
  );
  if (kinds.length === 0) throw new Error('no kind of game to play');
  const failures: FuzzFailure[] = [];
  const byKind: Partial<Record<FuzzKind, KindFigures>> = {};
  let choices = 0;
  let finished = 0;
  let setupsRefused = 0;
  const report = (games: number): FuzzReport => ({
    ruleset: ruleset.id,
    games,
    choices,
    finished,
    byKind,
    setupsRefused,
    failures,
  });
  for (let g = 0; g < opts.games; g++) {
    const seed = opts.seed + g;
    const kind = kinds[seed % kinds.length] as FuzzKind;
    const setupDice = SeededDice.fromSeed(mix(seed, 0x5e7));
    const engine = engineFor(opts.options ?? fuzzOptions(ruleset.options, setupDice));
    let setup = fuzzSetup(ruleset, kind, setupDice);
    if (!engine.start(seed, setup).ok) {
      setupsRefused++;
      setup = ruleset.defaultSetup;
    }
    const played = playChecked(
      engine,
      seed,
      setup,
      driverFor(engine, kind, seed, opts.knowledge?.(engine.options)),
      checks,
    );
    const figures = (byKind[kind] ??= { games: 0, choices: 0, finished: 0 });
    figures.games++;
    figures.choices += played.steps;
    choices += played.steps;
    if (played.finished) {
      figures.finished++;
      finished++;
    }
    if (played.failure) {
      const record: GameRecord = played.match?.record ?? {
        ...emptyRecord(ruleset, engine),
        seed,
        setup,
      };
      const trials = opts.shrinkTrials ?? 40;
      const { refused } = played.failure;
      const shrunk = trials > 0 ? shrink(engine, record, played.failure.check, trials, checks, refused) : undefined;
      failures.push({
        ruleset: ruleset.id,
        kind,
        seed,
        step: played.steps,
        ...played.failure,
        record,
        ...(shrunk ? { shrunk } : {}),
      });
    }
    opts.onGame?.(g + 1, report(g + 1));
  }
  return report(opts.games);
}

function emptyRecord(ruleset: AnyRuleset, engine: AnyEngine): GameRecord {
  return {
    format: RECORD_FORMAT,
    ruleset: ruleset.id,
    version: ruleset.version,
    contentHash: engine.contentHash,
    options: engine.options,
    setup: ruleset.defaultSetup,
    seed: 0,
    choices: [],
  };
}

/** Adds up reports of the same rule system (from worker processes). */
export function mergeReports(reports: readonly FuzzReport[]): FuzzReport {
  const first = reports[0];
  if (!first) throw new Error('no report to merge');
  const byKind: Partial<Record<FuzzKind, KindFigures>> = {};
  for (const r of reports)
    for (const k of FUZZ_KINDS) {
      const f = r.byKind[k];
      if (!f) continue;
      const t = (byKind[k] ??= { games: 0, choices: 0, finished: 0 });
      t.games += f.games;
      t.choices += f.choices;
      t.finished += f.finished;
    }
  const sum = (f: (r: FuzzReport) => number) => reports.reduce((a, r) => a + f(r), 0);
  return {
    ruleset: first.ruleset,
    games: sum((r) => r.games),
    choices: sum((r) => r.choices),
    finished: sum((r) => r.finished),
    byKind,
    setupsRefused: sum((r) => r.setupsRefused),
    failures: reports.flatMap((r) => r.failures),
  };
}
