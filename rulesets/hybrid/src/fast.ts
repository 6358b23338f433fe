/**
 * Copies of states for `apply` and the fast path. The board's walls, voids and tile numbers never
 * change after set-up, so copies share them; everything else is copied deeply.
 */
import type { HybridState } from './state.ts';

/**
 * A deep copy of plain JSON data (objects, arrays, strings, numbers, booleans, null): what states
 * are made of. A walk by hand, several times cheaper than `structuredClone` on many small objects.
 */
export function copyData<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = copyData(v[i] as unknown);
    return out as T;
  }
  // A shallow copy by spread first, then the nested values copied in place: the copy keeps the
  // shape of the original (adding two dozen properties one key at a time, as warriors and card
  // states have, leaves V8 with a slow dictionary object and every later read of it slower).
  const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = copyData(x);
  }
  return out as T;
}

export function cloneState(s: HybridState): HybridState {
  const { board, ...rest } = s;
  const { edges, voids, tileOf, ...changing } = board;
  const copy = copyData(rest);
  return { ...copy, board: { ...copyData(changing), edges, voids, tileOf } };
}
