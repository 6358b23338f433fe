import { Suspense, lazy } from 'react';
import type { BoardProps } from '../types.ts';

// The board carries the Hunters sample content (card, gear and place names), so it loads on demand.
const Lazy = lazy(() => import('./HuntersBoard.tsx').then((m) => ({ default: m.HuntersBoard })));

export function HuntersBoardLoader(props: BoardProps) {
  return (
    <Suspense fallback={<p className="muted">…</p>}>
      <Lazy {...props} />
    </Suspense>
  );
}
