import type { AnyRuleset, Locale } from '@skirmish/core';

/**
 * The rule systems this client can load for words (their presenters) and for replays. Loaded on
 * demand, so the home page does not carry them. A ruleset missing here still plays: the generic
 * board and the events' own fields stand in.
 */
const loaders: Readonly<Record<string, () => Promise<AnyRuleset>>> = {
  hybrid: () => import('@skirmish/hybrid').then((m) => m.hybridRuleset),
  warmachine: () => import('@skirmish/warmachine').then((m) => m.warmachineRuleset),
  hunters: () => import('@skirmish/hunters').then((m) => m.huntersRuleset),
  'dogs-of-war': () => import('@skirmish/dogs-of-war').then((m) => m.dogsOfWarRuleset),
};

/** The four games of Skirmish, shown on the home page whether or not the server has them yet. */
export const KNOWN_GAMES: ReadonlyArray<{ readonly id: string; readonly title: string }> = [
  { id: 'hybrid', title: 'Hybrid' },
  { id: 'warmachine', title: 'Warmachine' },
  { id: 'hunters', title: 'The Hunters A.D. 2114' },
  { id: 'dogs-of-war', title: 'Confrontation: Dogs of War' },
];

const cache = new Map<string, Promise<AnyRuleset | null>>();

export function loadRuleset(id: string): Promise<AnyRuleset | null> {
  let p = cache.get(id);
  if (!p) {
    const load = loaders[id];
    p = load ? load().catch(() => null) : Promise.resolve(null);
    cache.set(id, p);
  }
  return p;
}

/** A rule system's title in the page's language, where it gives one. */
export function titleIn(ruleset: { readonly title: string; readonly titles?: unknown }, lang: string): string {
  const titles = (ruleset.titles ?? {}) as Readonly<Record<string, string | undefined>>;
  return titles[lang] ?? ruleset.title;
}

export function toLocale(lang: string): Locale {
  return lang === 'hu' ? 'hu' : 'en';
}
