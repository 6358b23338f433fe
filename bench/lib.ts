/** Pieces shared by the bench scripts: the CPU clock, a seeded generator and the random-game loop. */
import type { Decision, Dice, Rules } from '@skirmish/core';

/** CPU time of this process (user and system) in milliseconds: the machine is shared, so wall time would mislead. */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A seeded linear congruential generator of numbers in [0, 1): the random players' picks. */
export function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** The first bare whole number on the command line (the count of games), or `fallback`. */
export const countArg = (fallback: number): number =>
  Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? fallback);

/** What a random game reports to its caller, and where it stops. */
export interface RandomGameHooks<S, C> {
  /** At most this many choices (default no limit). */
  readonly limit?: number;
  /** Stop when the chosen seat has no legal choice (default: such a position is a bug and throws). */
  readonly stopWhenNone?: boolean;
  /** Each decision, once its seat is picked and before its choices are asked for. */
  readonly before?: (s: S, seat: string, pending: readonly Decision[]) => void;
  /** Each decision's legal choices, in order. */
  readonly offered?: (s: S, seat: string, legal: readonly C[]) => void;
  /** The state after each choice (on the fast path: a state that the next choice changes). */
  readonly after?: (s: S) => void;
}

/**
 * A random game on the fast path from `start` (copied once, then legalChoices and applyInPlace):
 * `lcg(seed)` picks a pending seat and one of its legal choices, `dice` roll. Returns the final
 * state and the choices made.
 */
export function randomGame<S, C, V>(
  rules: Rules<S, C, V>,
  start: S,
  dice: Dice,
  seed: number,
  hooks: RandomGameHooks<S, C> = {},
): { state: S; choices: number } {
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const limit = hooks.limit ?? Infinity;
  let s = fast.clone(start);
  const rand = lcg(seed);
  let choices = 0;
  while (choices < limit && rules.outcome(s) === null) {
    const pending = rules.pending(s);
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    hooks.before?.(s, seat, pending);
    const legal = rules.legalChoices(s, seat);
    hooks.offered?.(s, seat, legal);
    if (hooks.stopWhenNone && legal.length === 0) break;
    s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as C, dice);
    hooks.after?.(s);
    choices++;
  }
  return { state: s, choices };
}

/**
 * Plays `warm` untimed games (seeds 1000 on), then `games` timed ones (seeds 1 on) with `play`,
 * which returns the choices a game made: the CPU milliseconds and the choices of the timed games.
 */
export function timeGames(
  play: (seed: number) => number,
  games: number,
  warm: number,
): { ms: number; choices: number } {
  for (let g = 0; g < warm; g++) play(1000 + g);
  let choices = 0;
  const t0 = cpuMs();
  for (let g = 0; g < games; g++) choices += play(1 + g);
  return { ms: cpuMs() - t0, choices };
}
