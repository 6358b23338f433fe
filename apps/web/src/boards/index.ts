import { DogsOfWarSheet } from './dogs-of-war/DogsOfWarSheet.tsx';
import { HuntersBoardLoader } from './hunters/index.tsx';
import { lazyBoard } from './lazy.tsx';
import type { Board } from './types.ts';

const loadHybrid = () => import('./hybrid/HybridBoard.tsx').then((m) => m.HybridBoard);
const loadWarmachine = () => import('./warmachine/WarmachineBoard.tsx').then((m) => m.WarmachineBoard);

/** The board drawn for each rule system, each loaded on demand; the others play on the generic panels. */
const boards: Readonly<Record<string, Board>> = {
  hybrid: lazyBoard(loadHybrid),
  warmachine: lazyBoard(loadWarmachine),
  'dogs-of-war': DogsOfWarSheet,
  hunters: HuntersBoardLoader,
};

export function boardFor(ruleset: string): Board | null {
  return boards[ruleset] ?? null;
}

/**
 * The kinds of choice a rule system's board makes in forms of its own (the Dogs of War captain and
 * recruits): a long list of one of them alone shows only its first few in the list of choices.
 */
const ownForms: Readonly<Record<string, readonly string[]>> = { 'dogs-of-war': ['name-captain', 'recruit'] };

export function boardForms(ruleset: string): readonly string[] {
  return ownForms[ruleset] ?? [];
}

const preloads: Readonly<Record<string, () => Promise<unknown>>> = {
  hybrid: loadHybrid,
  warmachine: loadWarmachine,
  'dogs-of-war': () => import('./dogs-of-war/DogsOfWarBoard.tsx'),
  hunters: () => import('./hunters/HuntersBoard.tsx'),
};

/** Starts fetching a rule system's board as soon as a page knows it will draw one. */
export function preloadBoard(ruleset: string): void {
  void preloads[ruleset]?.().catch(() => undefined);
}
