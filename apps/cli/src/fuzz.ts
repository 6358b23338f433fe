import {
  Engine,
  SeededDice,
  canonicalJson,
  deserializeMatch,
  serializeMatch,
  type AnyRuleset,
  type GameRecord,
  type Match,
} from '@skirmish/core';

export interface FuzzFailure {
  readonly ruleset: string;
  readonly seed: number;
  readonly step: number;
  readonly check: string;
  readonly message: string;
  /** The record up to and including the choice that broke something: replays the failure. */
  readonly record: GameRecord;
}

export interface FuzzReport {
  readonly ruleset: string;
  readonly games: number;
  readonly choices: number;
  readonly finished: number;
  readonly failures: readonly FuzzFailure[];
}

export interface FuzzOptions {
  readonly games: number;
  readonly seed: number;
  /** A game still going after this many choices is stopped (and counted as unfinished). */
  readonly maxChoices?: number;
  /** Serialise and compare every N choices (1: after every choice). */
  readonly roundTripEvery?: number;
  readonly onGame?: (done: number) => void;
}

class Broken extends Error {
  constructor(
    readonly check: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Plays seeded random games and checks, after every choice: the rules' invariants, that the seat
 * asked has a legal choice and that each listed choice it plays is accepted, that every seat's
 * view can be made and serialised, that the fast path (when there is one) reaches the same state,
 * that the match survives serialisation; and at the end that replaying the record gives the live
 * hash. The first failure of a game is reported with its seed and a record that reproduces it.
 */
export function fuzz(ruleset: AnyRuleset, opts: FuzzOptions): FuzzReport {
  const made = Engine.create(ruleset);
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  const engine: Engine<unknown, unknown, unknown, unknown> = made.value;
  const { rules } = engine;
  const maxChoices = opts.maxChoices ?? 20_000;
  const every = Math.max(1, opts.roundTripEvery ?? 25);
  const failures: FuzzFailure[] = [];
  let choices = 0;
  let finished = 0;
  for (let g = 0; g < opts.games; g++) {
    const seed = opts.seed + g;
    let match: Match<unknown> | null = null;
    let step = 0;
    try {
      const started = engine.start(seed);
      if (!started.ok) throw new Broken('setup', `${started.error.code}: ${started.error.message}`);
      match = started.value;
      const seats = rules.seats(ruleset.defaultSetup);
      const chooser = SeededDice.fromSeed(seed * 2654435761);
      let fast = rules.fast ? rules.fast.clone(match.state) : null;
      const check = (m: Match<unknown>) => {
        const broken = rules.invariants?.(m.state) ?? [];
        if (broken.length > 0) throw new Broken('invariants', broken.join('; '));
        for (const s of [...seats, null]) {
          try {
            canonicalJson(engine.view(m, s));
          } catch (e) {
            throw new Broken('view', `the view of ${s ?? 'a spectator'} fails: ${(e as Error).message}`);
          }
        }
      };
      check(match);
      while (!engine.outcome(match) && step < maxChoices) {
        const decision = engine.pending(match)[0];
        if (!decision) throw new Broken('pending', 'the game is not over but waits for nobody');
        const seat = decision.seats[chooser.pick(decision.seats.length)] as string;
        const legal = engine.legal(match, seat);
        if (legal.length === 0)
          throw new Broken('legal', `seat ${seat} is asked (${decision.kind}) but has no legal choice`);
        const choice = legal[chooser.pick(legal.length)];
        const before: Match<unknown> = match;
        const r = engine.submit(match, seat, choice);
        if (!r.ok)
          throw new Broken(
            'legal',
            `listed choice ${JSON.stringify(choice)} refused: ${r.error.code} ${r.error.message}`,
          );
        match = r.value.match;
        step++;
        if (fast && rules.fast) {
          fast = rules.fast.applyInPlace(fast, seat, choice, SeededDice.fromState(before.rng));
          if (canonicalJson(fast) !== canonicalJson(match.state)) {
            throw new Broken('fast-path', 'the fast path and the validated path disagree after this choice');
          }
        }
        check(match);
        if (step % every === 0) {
          const round = deserializeMatch<unknown>(serializeMatch(match));
          if (engine.hash(round) !== engine.hash(match))
            throw new Broken('serialise', 'the match changed through serialisation');
        }
      }
      choices += step;
      if (engine.outcome(match)) finished++;
      const replayed = engine.replay(match.record);
      if (!replayed.ok) throw new Broken('replay', `the record does not replay: ${replayed.error.message}`);
      if (engine.hash(replayed.value) !== engine.hash(match))
        throw new Broken('replay', 'replaying the record gives another state');
    } catch (e) {
      failures.push({
        ruleset: ruleset.id,
        seed,
        step,
        check: e instanceof Broken ? e.check : 'exception',
        message: e instanceof Error ? e.message : String(e),
        record: match?.record ?? { ...emptyRecord(ruleset, engine), seed },
      });
    }
    opts.onGame?.(g + 1);
  }
  return { ruleset: ruleset.id, games: opts.games, choices, finished, failures };
}

function emptyRecord(ruleset: AnyRuleset, engine: Engine<unknown, unknown, unknown, unknown>): GameRecord {
  return {
    format: 'skirmish-record/1',
    ruleset: ruleset.id,
    version: ruleset.version,
    contentHash: engine.contentHash,
    options: engine.options,
    setup: ruleset.defaultSetup,
    seed: 0,
    choices: [],
  };
}
