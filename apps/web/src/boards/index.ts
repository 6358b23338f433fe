import { DogsOfWarSheet } from './dogs-of-war/DogsOfWarSheet.tsx';
import { HuntersBoardLoader } from './hunters/index.tsx';
import { HybridBoard } from './hybrid/HybridBoard.tsx';
import type { Board } from './types.ts';
import { WarmachineBoard } from './warmachine/WarmachineBoard.tsx';

/** The board drawn for each rule system; the others play on the generic panels. */
const boards: Readonly<Record<string, Board>> = {
  hybrid: HybridBoard,
  warmachine: WarmachineBoard,
  'dogs-of-war': DogsOfWarSheet,
  hunters: HuntersBoardLoader,
};

export function boardFor(ruleset: string): Board | null {
  return boards[ruleset] ?? null;
}
