import { createContext, useContext, useEffect, useState } from 'react';
import { api } from './api.ts';

/**
 * The content pack and house rules of the game on screen: the sample pack of its rule system or a
 * player's own, fetched by the hash the server names (`GET /api/content/:hash`). Boards draw names
 * and judge forms with it instead of the sample pack.
 */
export interface GamePack {
  /** The pack's hash; null while unknown (an older server). */
  readonly hash: string | null;
  /** The validated pack; null until it is fetched (boards fall back to their rule system's sample). */
  readonly content: unknown;
  /** The game's house rules, resolved by the server; empty when unknown (the defaults apply). */
  readonly options: Readonly<Record<string, unknown>>;
}

export const PackContext = createContext<GamePack>({ hash: null, content: null, options: {} });

/** The pack of the game on screen. */
export function usePack(): GamePack {
  return useContext(PackContext);
}

const packs = new Map<string, Promise<unknown>>();

/** A pack by its hash, fetched once per page (a pack never changes under its hash). */
export function loadPack(hash: string): Promise<unknown> {
  let p = packs.get(hash);
  if (!p) {
    p = api.content(hash).then((r) => r.content);
    // A failed fetch is tried again next time.
    p.catch(() => packs.delete(hash));
    packs.set(hash, p);
  }
  return p;
}

/** The content of the pack `hash` names, once fetched (null before, or without a hash). */
export function usePackContent(hash: string | null | undefined): unknown {
  const [loaded, setLoaded] = useState<{ hash: string; content: unknown } | null>(null);
  useEffect(() => {
    if (!hash) return;
    let live = true;
    loadPack(hash).then(
      (content) => live && setLoaded({ hash, content }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hash]);
  return hash && loaded?.hash === hash ? loaded.content : null;
}
