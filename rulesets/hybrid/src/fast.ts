/**
 * Copies of states for `apply` and the fast path. The board's walls, voids and tile numbers never
 * change after set-up, so copies share them; everything else is copied deeply.
 */
import type { HybridState } from './state.ts';

export function cloneState(s: HybridState): HybridState {
  const { board, ...rest } = s;
  const { edges, voids, tileOf, ...changing } = board;
  const copy = structuredClone({ ...rest, board: changing });
  return { ...copy, board: { ...copy.board, edges, voids, tileOf } };
}
