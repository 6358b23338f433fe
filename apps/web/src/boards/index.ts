import { HybridBoard } from './hybrid/HybridBoard.tsx';
import type { Board } from './types.ts';

/** The board drawn for each rule system; the others play on the generic panels. */
const boards: Readonly<Record<string, Board>> = { hybrid: HybridBoard };

export function boardFor(ruleset: string): Board | null {
  return boards[ruleset] ?? null;
}
