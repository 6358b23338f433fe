import { SeededDice, type Outcome, type Rules, type SeatId } from '@skirmish/core';
import type { Bot, Budget } from './contract.ts';

/** A player in a series: a bot and the budget it thinks with, under the name it was given (`mcts:500ms`). */
export interface Entrant<V, C> {
  readonly name: string;
  readonly bot: Bot<V, C>;
  readonly budget: Budget;
}

export interface SimulateOptions<S, C, V> {
  readonly rules: Rules<S, C, V>;
  readonly setup: unknown;
  /** One entrant per side; game i gives side k to entrant (k + i) mod n, so sides swap between games. */
  readonly entrants: readonly Entrant<V, C>[];
  /** The seats of each side; by default every seat of the game is a side of its own. Seats of no side are the ruleset's own (Hunters enemies). */
  readonly sides?: readonly (readonly SeatId[])[];
  readonly games: number;
  readonly seed: number;
  readonly now?: () => number;
  /** A game still running after this many decisions counts as an error. */
  readonly maxDecisions?: number;
  readonly onGame?: (game: GameSummary) => void;
}

export interface GameSummary {
  readonly index: number;
  readonly seed: number;
  /** Entrant name per side, in side order. */
  readonly lineup: readonly string[];
  readonly outcome: Outcome | null;
  readonly decisions: number;
  readonly error?: string;
}

export interface RateInterval {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

export interface SimulateReport {
  readonly games: number;
  /** Wins per side, the side named by its seats joined with "+". */
  readonly wins: Record<string, number>;
  readonly winsByBot: Record<string, number>;
  readonly draws: number;
  readonly errors: number;
  /** Each entrant's win rate with its 95% Wilson score interval. */
  readonly winRate: Record<string, RateInterval>;
}

/** The Wilson score interval at 95% for `wins` out of `n`. */
export function wilson(wins: number, n: number): RateInterval {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const z = 1.959963984540054;
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const margin = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  // At 0 or n wins the bound is exact; rounding would otherwise leave it a hair inside.
  return {
    rate: p,
    low: wins === 0 ? 0 : Math.max(0, centre - margin),
    high: wins === n ? 1 : Math.min(1, centre + margin),
  };
}

/** Mixes numbers into a seed, so every decision of every game gets its own. */
export function mix(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x01000193);
    h = Math.imul(h ^ Math.floor(p / 0x1_0000_0000), 0x01000193);
  }
  return h >>> 0;
}

export interface PlayGameOptions<S, C, V> {
  readonly rules: Rules<S, C, V>;
  readonly setup: unknown;
  /** The entrant answering for each seat; a seat asked without one is an error. */
  readonly seats: ReadonlyMap<SeatId, Entrant<V, C>>;
  /** Decides the dice of the game and every bot's seed. */
  readonly seed: number;
  readonly now?: () => number;
  readonly maxDecisions?: number;
  /** The seed of the n-th decision's bot (default `mix(seed, n)`). */
  readonly botSeed?: (n: number) => number;
  /** Called at each decision before the bot is asked, with the position, the seat and its legal choices. */
  readonly onDecision?: (state: S, seat: SeatId, legal: readonly C[]) => void;
  /** Called once with the last position of a game that ended (not of one that ended in an error). */
  readonly onEnd?: (state: S) => void;
}

export interface PlayedGame {
  /** Null when the game ended in an error. */
  readonly outcome: Outcome | null;
  readonly decisions: number;
  readonly error?: string;
}

/** Plays one game between bots from its seed: the unit of every series, resumable one game at a time. */
export function playGame<S, C, V>(opts: PlayGameOptions<S, C, V>): PlayedGame {
  const { rules } = opts;
  const maxDecisions = opts.maxDecisions ?? 10_000;
  let decisions = 0;
  try {
    const dice = SeededDice.fromSeed(opts.seed);
    const setup = rules.setup(opts.setup, dice);
    if (!setup.ok) throw new Error(`setup refused: ${setup.error.code}`);
    let state = setup.value;
    let outcome: Outcome | null;
    while ((outcome = rules.outcome(state)) === null) {
      if (decisions >= maxDecisions) throw new Error(`no result after ${maxDecisions} decisions`);
      const seat = rules.pending(state)[0]?.seats[0];
      if (seat === undefined) throw new Error('the game is not over but nobody is asked');
      const entrant = opts.seats.get(seat);
      if (!entrant) throw new Error(`seat "${seat}" belongs to no side`);
      const legal = rules.legalChoices(state, seat);
      if (legal.length === 0) throw new Error(`seat "${seat}" is asked but has no legal choice`);
      opts.onDecision?.(state, seat, legal);
      const decision = entrant.bot.choose({
        observation: rules.view(state, seat),
        seat,
        legal,
        budget: entrant.budget,
        seed: opts.botSeed ? opts.botSeed(decisions) : mix(opts.seed, decisions),
        ...(opts.now ? { now: opts.now } : {}),
      });
      const next = rules.apply(state, seat, decision.choice, dice);
      if (!next.ok) throw new Error(`${entrant.name} chose an illegal move: ${next.error.code}`);
      state = next.value.state;
      decisions++;
    }
    opts.onEnd?.(state);
    return { outcome, decisions };
  } catch (e) {
    return { outcome: null, decisions, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Plays a series of games between bots, swapping sides between games, and counts the results.
 * Pure: the dice come from the seed and any clock is the one passed in.
 */
export function simulate<S, C, V>(opts: SimulateOptions<S, C, V>): SimulateReport {
  const { rules, entrants } = opts;
  if (entrants.length === 0) throw new Error('simulate: no entrants');
  const sides = opts.sides ?? rules.seats(opts.setup).map((s) => [s]);
  const sideName = (side: readonly SeatId[]) => side.join('+');
  const wins: Record<string, number> = Object.fromEntries(sides.map((s) => [sideName(s), 0]));
  const winsByBot: Record<string, number> = Object.fromEntries(entrants.map((e) => [e.name, 0]));
  const played: Record<string, number> = Object.fromEntries(entrants.map((e) => [e.name, 0]));
  let draws = 0;
  let errors = 0;

  for (let i = 0; i < opts.games; i++) {
    const gameSeed = mix(opts.seed, i);
    const lineup = sides.map((_, k) => entrants[(k + i) % entrants.length] as Entrant<V, C>);
    const entrantOf = new Map<SeatId, Entrant<V, C>>();
    sides.forEach((side, k) => side.forEach((seat) => entrantOf.set(seat, lineup[k] as Entrant<V, C>)));
    for (const e of new Set(lineup)) played[e.name] = (played[e.name] ?? 0) + 1;
    const { outcome, decisions, error } = playGame({
      rules,
      setup: opts.setup,
      seats: entrantOf,
      seed: gameSeed,
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.maxDecisions !== undefined ? { maxDecisions: opts.maxDecisions } : {}),
    });
    if (error !== undefined || outcome === null) errors++;
    else if (outcome.draw === true) draws++;
    else {
      const won = outcome.winners;
      sides.forEach((side, k) => {
        if (side.some((seat) => won.includes(seat))) {
          wins[sideName(side)] = (wins[sideName(side)] ?? 0) + 1;
          const name = (lineup[k] as Entrant<V, C>).name;
          winsByBot[name] = (winsByBot[name] ?? 0) + 1;
        }
      });
    }
    opts.onGame?.({
      index: i,
      seed: gameSeed,
      lineup: lineup.map((e) => e.name),
      outcome,
      decisions,
      ...(error !== undefined ? { error } : {}),
    });
  }
  const winRate = Object.fromEntries(
    entrants.map((e) => [e.name, wilson(winsByBot[e.name] ?? 0, played[e.name] ?? 0)]),
  );
  return { games: opts.games, wins, winsByBot, draws, errors, winRate };
}
