import type { Dice, Rules, SeatId } from '@skirmish/core';

/** How much a bot may think: a number of iterations, a time in milliseconds (read through `now`), or both. */
export interface Budget {
  readonly iterations?: number;
  readonly ms?: number;
}

/**
 * Everything a bot is given. It holds the seat's observation only: never the full state, so a
 * bot cannot see face-down counters, hands, deck order or the RNG that decides future dice.
 */
export interface BotInput<V, C> {
  readonly observation: V;
  readonly seat: SeatId;
  readonly legal: readonly C[];
  readonly budget: Budget;
  /** A clock in milliseconds, injected by the caller; needed only for a budget in ms. */
  readonly now?: () => number;
  /** The bot's own randomness: the same input and seed give the same decision. */
  readonly seed: number;
}

/** One choice the bot weighed: its estimated value for the seat (0 lost .. 1 won) and how often search tried it. */
export interface Alternative<C> {
  readonly choice: C;
  readonly value: number;
  readonly visits?: number;
}

export interface BotDecision<C> {
  readonly choice: C;
  /** The best alternatives, best first, for "why did the bot do that?". */
  readonly alternatives?: readonly Alternative<C>[];
}

export interface Bot<V, C> {
  readonly name: string;
  choose(input: BotInput<V, C>): BotDecision<C>;
}

/**
 * What a ruleset tells the bots so they can search. Only `determinize` is required: it turns an
 * observation into a full state by sampling everything the seat cannot see (consistently with
 * what it has seen), using the dice it is given.
 */
export interface BotKnowledge<S, C, V> {
  readonly determinize: (view: V, seat: SeatId, dice: Dice) => S;
  /** How good a state is for a seat, from 0 (lost) to 1 (won); 0.5 is even. */
  readonly evaluate?: (state: S, seat: SeatId) => number;
  /** The choices search considers where the raw space is huge (a destination, not every step). */
  readonly macroChoices?: (state: S, seat: SeatId) => readonly C[];
  /**
   * A decision the ruleset settles by its rules of thumb without search (a routine phase, or a
   * position where only one choice is sensible), or null to search. The search bot takes it as
   * given, so it should return one of `legal`.
   */
  readonly routineChoice?: (state: S, seat: SeatId, legal: readonly C[], dice: Dice) => C | null;
  /**
   * A question every bot answers alike, whatever its level or style: one that asks it to take
   * another player's word for what happened at the table (a battle's report), where any other
   * answer is no play at all, only a nuisance to the person. Null for any other question. It reads
   * the seat's observation, as every bot can.
   */
  readonly goodFaithChoice?: (observation: V, seat: SeatId, legal: readonly C[]) => C | null;
  /**
   * The legal choices worth weighing at all (some of `legal`): search keeps its root to them, as
   * its tree below keeps to `macroChoices`. When it keeps none, every legal choice is weighed.
   */
  readonly candidates?: (state: S, seat: SeatId, legal: readonly C[]) => readonly C[];
  /** A sensible choice by the ruleset's own judgement (targets, threats, objectives). */
  readonly heuristicChoice?: (state: S, seat: SeatId, legal: readonly C[], dice: Dice) => C;
  /**
   * The ruleset's first opinion of each legal choice (0..1, in the order given). Search tries the
   * choices in this order, widens to the others as it gains visits, and starts each one as if it
   * had been tried `priorWeight` times with this value: it refines the judgement instead of
   * spreading thin over tens of moves.
   */
  readonly prior?: (state: S, seat: SeatId, legal: readonly C[], dice: Dice) => readonly number[];
  /** A key identifying a choice; two choices with the same key are the same choice. Default: JSON. */
  readonly choiceKey?: (choice: C) => string;
  /** How search should run on this game when its caller names nothing else (the caller's options win). */
  readonly search?: SearchDefaults;
}

/** Search settings a ruleset may suggest: where random playouts mean little, short ones cut off by `evaluate`. */
export interface SearchDefaults {
  readonly exploration?: number;
  readonly playoutDepth?: number;
  readonly playout?: 'random' | 'heuristic';
  readonly epsilon?: number;
  /** How many visits a choice's prior counts for. */
  readonly priorWeight?: number;
  /**
   * With the early stop on, stop once the most visited choice leads the next by more than this
   * share of the iterations still to come (default 1: it cannot be overtaken at all). At 0.5 the
   * runner-up would need three in four of the remaining visits to catch up.
   */
  readonly earlyStopShare?: number;
}

/**
 * Asks a bot for a choice from the true state: the one place the full state meets a bot, and it
 * hands over only the seat's view and legal choices.
 */
export function askBot<S, C, V>(
  bot: Bot<V, C>,
  rules: Rules<S, C, V>,
  state: S,
  seat: SeatId,
  opts: { budget?: Budget; seed: number; now?: () => number },
): BotDecision<C> {
  const legal = rules.legalChoices(state, seat);
  if (legal.length === 0) throw new Error(`askBot: seat "${seat}" has no legal choice`);
  const input: BotInput<V, C> = {
    observation: rules.view(state, seat),
    seat,
    legal,
    budget: opts.budget ?? {},
    seed: opts.seed,
    ...(opts.now ? { now: opts.now } : {}),
  };
  return bot.choose(input);
}

/** The seat that answers the first open decision, or null when nobody is asked (the game is over). */
export function seatToMove<S>(rules: Pick<Rules<S, unknown, unknown>, 'pending'>, state: S): SeatId | null {
  const d = rules.pending(state)[0];
  return d?.seats[0] ?? null;
}

export function defaultKey(choice: unknown): string {
  return JSON.stringify(choice);
}
