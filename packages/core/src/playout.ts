import type { Dice } from './dice.ts';
import type { Outcome, Rules, SeatId } from './ruleset.ts';

/** How `playout` picks each choice; uniform among the legal ones when none is given. */
export type Chooser<S, C> = (state: S, seat: SeatId, legal: readonly C[], chooser: Dice) => C;

export interface PlayoutOptions<S, C> {
  /** A game still going after this many choices is left unfinished. */
  readonly maxChoices?: number;
  readonly choose?: Chooser<S, C>;
  /** Through `rules.fast` when the rules have one (the default), else through `apply`. */
  readonly fast?: boolean;
  /** Called after each choice with the state it reached (on the fast path, a state that the next choice changes). */
  readonly onChoice?: (state: S, seat: SeatId, choice: C) => void;
}

export interface Playout<S> {
  readonly state: S;
  readonly choices: number;
  /** Null when the game stopped at `maxChoices` or nobody was asked. */
  readonly outcome: Outcome | null;
}

/**
 * Plays from `state` to the end: the seat answering each open decision (one of several at
 * random), a choice among its legal ones, the game's `dice` for the rules, `chooser` for the
 * picks. The given state is never changed (the fast path works on its own copy). A listed choice
 * that `apply` refuses breaks the rules' contract and throws. Without `opts.choose`, a fast path
 * with `randomChoice` picks without listing the choices (the same pick, the same draws).
 */
export function playout<S, C, V>(
  rules: Rules<S, C, V>,
  state: S,
  dice: Dice,
  chooser: Dice,
  opts: PlayoutOptions<S, C> = {},
): Playout<S> {
  const max = opts.maxChoices ?? 10_000;
  const fast = opts.fast === false ? undefined : rules.fast;
  let s = fast ? fast.clone(state) : state;
  let n = 0;
  let outcome = rules.outcome(s);
  while (outcome === null && n < max) {
    const decision = rules.pending(s)[0];
    if (!decision || decision.seats.length === 0) break;
    const seat = decision.seats[decision.seats.length === 1 ? 0 : chooser.pick(decision.seats.length)] as SeatId;
    let choice: C;
    if (fast?.randomChoice && !opts.choose) {
      // The same pick as from the list below, without making the list.
      choice = fast.randomChoice(s, seat, chooser);
    } else {
      const legal = rules.legalChoices(s, seat);
      if (legal.length === 0)
        throw new Error(`playout: seat "${seat}" is asked (${decision.kind}) but has no legal choice`);
      choice = opts.choose ? opts.choose(s, seat, legal, chooser) : (legal[chooser.pick(legal.length)] as C);
    }
    if (fast) {
      s = fast.applyInPlace(s, seat, choice, dice);
    } else {
      const r = rules.apply(s, seat, choice, dice);
      if (!r.ok) throw new Error(`playout: a listed choice is refused: ${r.error.code} ${r.error.message}`);
      s = r.value.state;
    }
    n++;
    opts.onChoice?.(s, seat, choice);
    outcome = rules.outcome(s);
  }
  return { state: s, choices: n, outcome };
}
