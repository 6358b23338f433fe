import { Suspense, lazy } from 'react';
import type { Board, BoardProps } from './types.ts';

/**
 * A board loaded on demand: each rule system's board (and the rule system it reads) is a chunk of
 * its own, fetched when a game of it is first shown, so the home page loads none of them.
 */
export function lazyBoard(load: () => Promise<Board>): Board {
  const Lazy = lazy(() => load().then((board) => ({ default: board })));
  return function LazyBoard(props: BoardProps) {
    return (
      <Suspense fallback={<p className="muted">…</p>}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
