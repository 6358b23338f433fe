import { Suspense, lazy } from 'react';
import type { BoardProps } from '../types.ts';

// The screens run the rule system's own checks, so they load with it, on demand.
const Lazy = lazy(() => import('./DogsOfWarBoard.tsx').then((m) => ({ default: m.DogsOfWarBoard })));

/** The Dogs of War board: company sheets, roster, experience, report, after-battle steps, standings. */
export function DogsOfWarSheet(props: BoardProps) {
  return (
    <Suspense fallback={<p className="muted">…</p>}>
      <Lazy {...props} />
    </Suspense>
  );
}
