/**
 * The contract of `FastPath.randomChoice`, checked on random games of any rule system: before
 * each choice, `randomChoice` on one copy of the chooser must give the choice that
 * `legalChoices(...)[pick(n)]` gives on another copy, and leave both copies in the same state.
 */
import { SeededDice, canonicalJson, type Dice, type Rules } from '../src/index.ts';

export interface RandomChoiceCheck {
  /** Decisions compared. */
  readonly decisions: number;
  /** What differed, one line each (empty when the contract held). */
  readonly mismatches: readonly string[];
}

/**
 * Plays one random game on the fast path from `start` (seats and choices picked by `chooser`
 * from the legal lists, `dice` for the rules), comparing `randomChoice` with the list at each
 * decision. `stateCheckEvery`: every so many decisions, also that `randomChoice` left the state alone.
 */
export function checkRandomChoice<S, C, V>(
  rules: Rules<S, C, V>,
  start: S,
  dice: Dice,
  chooser: SeededDice,
  opts: { readonly maxChoices?: number; readonly stateCheckEvery?: number } = {},
): RandomChoiceCheck {
  const fast = rules.fast;
  if (!fast?.randomChoice) return { decisions: 0, mismatches: ['the rules have no fast randomChoice'] };
  const max = opts.maxChoices ?? 10_000;
  const every = opts.stateCheckEvery ?? 1;
  const mismatches: string[] = [];
  let s = fast.clone(start);
  let n = 0;
  while (rules.outcome(s) === null && n < max && mismatches.length < 5) {
    const decision = rules.pending(s)[0];
    if (!decision || decision.seats.length === 0) break;
    const seat = decision.seats[decision.seats.length === 1 ? 0 : chooser.pick(decision.seats.length)] as string;
    const before = n % every === 0 ? canonicalJson(s) : null;
    const viaRandom = SeededDice.fromState(chooser.state());
    const viaList = SeededDice.fromState(chooser.state());
    const picked = fast.randomChoice(s, seat, viaRandom);
    if (before !== null && canonicalJson(s) !== before)
      mismatches.push(`decision ${n} (${decision.kind}): randomChoice changed the state`);
    const legal = rules.legalChoices(s, seat);
    const listed = legal[viaList.pick(legal.length)] as C;
    if (canonicalJson(picked) !== canonicalJson(listed))
      mismatches.push(
        `decision ${n} (${decision.kind}): randomChoice gave ${canonicalJson(picked)}, the list ${canonicalJson(listed)}`,
      );
    if (viaRandom.used !== viaList.used || canonicalJson(viaRandom.state()) !== canonicalJson(viaList.state()))
      mismatches.push(
        `decision ${n} (${decision.kind}): randomChoice drew ${viaRandom.used} times, the list ${viaList.used}`,
      );
    s = fast.applyInPlace(s, seat, legal[chooser.pick(legal.length)] as C, dice);
    n++;
  }
  return { decisions: n, mismatches };
}
