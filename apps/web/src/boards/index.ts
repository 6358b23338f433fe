import { DogsOfWarSheet } from './dogs-of-war/DogsOfWarSheet.tsx';
import { HuntersBoardLoader } from './hunters/index.tsx';
import { lazyBoard } from './lazy.tsx';
import type { Board } from './types.ts';

/** The board drawn for each rule system, each loaded on demand; the others play on the generic panels. */
const boards: Readonly<Record<string, Board>> = {
  hybrid: lazyBoard(() => import('./hybrid/HybridBoard.tsx').then((m) => m.HybridBoard)),
  warmachine: lazyBoard(() => import('./warmachine/WarmachineBoard.tsx').then((m) => m.WarmachineBoard)),
  'dogs-of-war': DogsOfWarSheet,
  hunters: HuntersBoardLoader,
};

export function boardFor(ruleset: string): Board | null {
  return boards[ruleset] ?? null;
}
