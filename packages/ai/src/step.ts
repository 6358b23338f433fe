import type { Dice, Outcome, Rules, SeatId } from '@skirmish/core';

/** Advances a state the search owns: in place through the fast path when the ruleset has one, else through `apply`. */
export type Step<S, C> = (state: S, seat: SeatId, choice: C, dice: Dice) => S;

export function stepper<S, C, V>(rules: Rules<S, C, V>): Step<S, C> {
  const fast = rules.fast;
  if (fast) return (state, seat, choice, dice) => fast.applyInPlace(state, seat, choice, dice);
  return (state, seat, choice, dice) => {
    const r = rules.apply(state, seat, choice, dice);
    // Search only plays choices the rules listed as legal: a refusal is a bug in the ruleset.
    if (!r.ok) throw new Error(`search: a listed choice was refused: ${r.error.code}: ${r.error.message}`);
    return r.value.state;
  };
}

/** A seat's reward for a finished game: 1 for a win (every winner of a cooperative win), 0.5 for a draw, 0 otherwise. */
export function reward(outcome: Outcome, seat: SeatId): number {
  if (outcome.winners.includes(seat)) return 1;
  return outcome.draw === true ? 0.5 : 0;
}
