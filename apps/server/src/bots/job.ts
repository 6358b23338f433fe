import type { Alternative } from '@skirmish/ai';

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
}

export type BotAnswer =
  | {
      readonly id: number;
      readonly ok: true;
      readonly choice: unknown;
      readonly alternatives?: readonly Alternative<unknown>[];
    }
  | { readonly id: number; readonly ok: false; readonly error: string };
