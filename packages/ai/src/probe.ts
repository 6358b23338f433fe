import { SeededDice, type Rules, type SeatId } from '@skirmish/core';
import type { Bot } from './contract.ts';
import { playGame, type Entrant } from './simulate.ts';

/**
 * For each legal choice of a seat, the share of `samples` dice draws in which making it ends the
 * game at once with the seat among the winners: what "a win in one" means under chance.
 */
export function winInOne<S, C, V>(
  rules: Rules<S, C, V>,
  state: S,
  seat: SeatId,
  legal: readonly C[],
  samples: number,
  seed: number,
): number[] {
  return legal.map((choice, i) => {
    let won = 0;
    for (let k = 0; k < samples; k++) {
      const r = rules.apply(state, seat, choice, SeededDice.fromSeed(seed * 7919 + i * 131 + k));
      const o = r.ok ? rules.outcome(r.value.state) : null;
      if (o && o.draw !== true && o.winners.includes(seat)) won++;
    }
    return won / samples;
  });
}

export interface Decisive<S, C> {
  readonly state: S;
  readonly seat: SeatId;
  readonly legal: readonly C[];
  /** `winInOne` of each legal choice. */
  readonly wins: readonly number[];
}

/**
 * Plays a seeded game between two bots (one per seat in `seats` order) and returns the last
 * position, before its end, where one choice wins at once in at least `threshold` of the dice
 * draws and some other choice does not win at once at all: a known best choice, found in real
 * play rather than built by hand. Null when the game offers none.
 */
export function lastDecisivePosition<S, C, V>(
  rules: Rules<S, C, V>,
  setup: unknown,
  bots: ReadonlyMap<SeatId, Bot<V, C>>,
  seed: number,
  opts: { samples?: number; threshold?: number; maxDecisions?: number } = {},
): Decisive<S, C> | null {
  const samples = opts.samples ?? 6;
  const threshold = opts.threshold ?? 0.5;
  const maxDecisions = opts.maxDecisions ?? 5000;
  const trail: Array<{ state: S; seat: SeatId; legal: readonly C[] }> = [];
  const seats = new Map<SeatId, Entrant<V, C>>();
  for (const [seat, bot] of bots) seats.set(seat, { name: bot.name, bot, budget: {} });
  const played = playGame({
    rules,
    setup,
    seats,
    seed,
    maxDecisions,
    botSeed: (n) => seed + n,
    onDecision: (state, seat, legal) => {
      if (legal.length > 1) trail.push({ state, seat, legal });
    },
  });
  // A game still running at the cap is searched as far as it went.
  if (played.error !== undefined && played.decisions < maxDecisions) throw new Error(played.error);
  // Only the last few positions can end the game at once.
  for (const { state: s, seat, legal } of trail.slice(-12).reverse()) {
    const wins = winInOne(rules, s, seat, legal, samples, seed);
    if (Math.max(...wins) >= threshold && Math.min(...wins) === 0) return { state: s, seat, legal, wins };
  }
  return null;
}
