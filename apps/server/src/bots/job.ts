import type { Alternative, Budget } from '@skirmish/ai';

/** What a bot worker is given: the seat's observation and legal choices, never the full state. */
export interface BotJob {
  readonly id: number;
  readonly ruleset: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** The hash of the game's validated content pack. */
  readonly contentHash: string;
  /** The pack itself, sent to each worker once (a worker keeps the packs it was sent by hash). */
  readonly content?: unknown;
  readonly observation: unknown;
  readonly seat: string;
  readonly legal: readonly unknown[];
  readonly spec: string;
  readonly seed: number;
  /** How long the job waited in the pool's queue before a worker took it, in ms. */
  readonly waitedMs?: number;
}

/** The least time a search bot is given however long its decision waited (unless it asked for less). */
export const MIN_BOT_MS = 50;

/**
 * The time budget a search bot is given for a decision that waited `waitedMs` behind other
 * games' bots: a time budget counts from when the decision was asked, so a player waits about
 * the time the level promises and a busy server makes its bots think less rather than keep
 * players waiting. A bot always keeps a tenth of its time (at least 50 ms, never more than it
 * had). An iteration budget is never cut: it makes the same decision for the same seed.
 */
export function grantedBudget(budget: Budget, waitedMs: number): Budget {
  if (budget.ms === undefined || !(waitedMs > 0)) return budget;
  const least = Math.min(budget.ms, Math.max(MIN_BOT_MS, Math.round(budget.ms / 10)));
  return { ...budget, ms: Math.max(least, Math.round(budget.ms - waitedMs)) };
}

export type BotAnswer =
  | {
      readonly id: number;
      readonly ok: true;
      readonly choice: unknown;
      readonly alternatives?: readonly Alternative<unknown>[];
      /** The budget the bot was given (a time budget less the wait, see `grantedBudget`). */
      readonly budget?: Budget;
    }
  | { readonly id: number; readonly ok: false; readonly error: string };
