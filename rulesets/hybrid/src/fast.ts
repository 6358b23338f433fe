/**
 * Copies of states for `apply` and the fast path. The board's walls, voids and tile numbers never
 * change after set-up, so copies share them; everything else is copied deeply.
 */
import type { Board } from './board.ts';
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

/** The keys of a state other than `board`, in the order set-up makes them (`board` comes last in a copy). */
const STATE_KEYS = [
  'mission',
  'phase',
  'round',
  'roundLimit',
  'warriors',
  'sides',
  'actionDeck',
  'actionDiscard',
  'eventDeck',
  'eventDiscard',
  'eventCounters',
  'objectiveCounters',
  'lastEventSide',
  'rollWinner',
  'first',
  'turn',
  'current',
  'endQueue',
  'watchNext',
  'firstContact',
  'firstBlood',
  'objective1By',
  'outcome',
  'cards',
] as const;
/** The keys of a board with no optional part, other than the shared `edges`, `voids` and `tileOf`, in order. */
const BOARD_KEYS = ['width', 'height', 'features', 'doors'] as const;
const BOARD_SHARED = new Set(['edges', 'voids', 'tileOf']);

/** Whether `o`'s own keys, less those of `skip`, are `keys` in that order. */
function keysAre(o: object, keys: readonly string[], skip: (k: string) => boolean): boolean {
  let i = 0;
  for (const k in o) {
    if (skip(k)) continue;
    if (k !== keys[i]) return false;
    i++;
  }
  return i === keys.length;
}
const isBoard = (k: string): boolean => k === 'board';
const isShared = (k: string): boolean => BOARD_SHARED.has(k);

/**
 * A copy of a state: the same keys in the same order as a spread copy gives (`board` last, and
 * in the board the shared parts last), so its JSON text is the same. The usual state and board
 * are written out as object literals: a spread copy gave the state object a new hidden class
 * almost every game, so the code reading states kept being dropped by V8 and compiled again.
 */
export function cloneState(s: HybridState): HybridState {
  const b = s.board;
  const board: Board =
    b.entries === undefined && b.templates === undefined && b.lever === undefined && keysAre(b, BOARD_KEYS, isShared)
      ? {
          width: b.width,
          height: b.height,
          features: copyData(b.features),
          doors: copyData(b.doors),
          edges: b.edges,
          voids: b.voids,
          tileOf: b.tileOf,
        }
      : spreadBoard(b);
  if (!keysAre(s, STATE_KEYS, isBoard)) {
    const { board: _board, ...rest } = s;
    return { ...copyData(rest), board };
  }
  return {
    mission: s.mission,
    phase: s.phase,
    round: s.round,
    roundLimit: s.roundLimit,
    warriors: copyData(s.warriors),
    sides: copyData(s.sides),
    actionDeck: copyData(s.actionDeck),
    actionDiscard: copyData(s.actionDiscard),
    eventDeck: copyData(s.eventDeck),
    eventDiscard: copyData(s.eventDiscard),
    eventCounters: copyData(s.eventCounters),
    objectiveCounters: copyData(s.objectiveCounters),
    lastEventSide: s.lastEventSide,
    rollWinner: s.rollWinner,
    first: s.first,
    turn: s.turn,
    current: copyData(s.current),
    endQueue: copyData(s.endQueue),
    watchNext: s.watchNext,
    firstContact: s.firstContact,
    firstBlood: s.firstBlood,
    objective1By: s.objective1By,
    outcome: copyData(s.outcome),
    cards: copyData(s.cards),
    board,
  };
}

/** A copy of a board that shares its unchanging parts: the walls, the voids and the tiles. */
export function spreadBoard(b: Board): Board {
  const { edges, voids, tileOf, ...changing } = b;
  return { ...copyData(changing), edges, voids, tileOf };
}
