/** What the Skilled Firing tests share: a marksman, the ambushes of a choice, a watcher set up, sight, a card dealt. */
import type { GameEvent } from '@skirmish/core';
import type { Profile } from '../src/content/schema.ts';
import { sees } from '../src/world.ts';
import { expect } from 'vitest';
import { activate, play, scenario, w, type Scenario } from './scenario.ts';

/** A Scorpion marksman: the sample has no Scorpion with a ranged weapon. */
export const SNIPER: Profile = {
  id: 'sniper',
  name: 'Sniper',
  side: 'scorpion',
  nv: 4,
  oc: 2,
  dc: 2,
  f: 4,
  mv: 3,
  movement: 6,
  rank: 2,
  base: '1x1',
  equipment: [],
  aptitudes: [],
  source: 'sample',
};

/** A Griffin marksman with Armour-Piercing Shot/2 (NV 4, F 4): a shooter whose bullet may go on. */
export const MARKSMAN: Profile = {
  ...SNIPER,
  id: 'marksman',
  name: 'Marksman',
  side: 'griffin',
  aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
};

/** The ambushes a choice made, as [shooter, target]. */
export const ambushes = (ev: readonly GameEvent[]) =>
  ev.filter((e) => e.type === 'hybrid/ambush').map((e) => [e['shooter'], e['target']]);

/** Puts warrior `id` in Skilled Firing with counter `n`. */
export function watching(sc: Scenario, id: string, n: number): void {
  w(sc, id).watch = n;
  sc.state.watchNext = Math.max(sc.state.watchNext, n + 1);
}

/** Whether `viewer` sees `target` now. */
export const seen = (sc: Scenario, viewer: string, target: string): boolean =>
  sees(sc.ctx, sc.state, w(sc, viewer), w(sc, target));

/** Moves an Action card from the deck into a side's hand, so every card is still counted once. */
export function deal(sc: Scenario, seat: 'griffin' | 'scorpion', card: string): void {
  sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== card);
  sc.state.sides[seat].hand.push(card);
}

/** A Scorpion ranger with a rifle (F 4) and Infiltration/2. */
export const RANGER: Profile = { ...SNIPER, id: 'ranger', name: 'Ranger', aptitudes: [{ name: 'Infiltration', x: 2 }] };

/**
 * The ranger on (3,3) faces north and declares Skilled Firing at his activation (counter 1); the
 * Purifier on (3,0), behind him and facing east, neither sees him nor is seen. The Griffin side
 * has no one left to activate, so his Infiltration move follows at once.
 */
export function rangerOnWatch(): Scenario {
  const sc = scenario({
    profiles: [RANGER],
    warriors: [
      { profile: 'ranger', at: [3, 3], facing: 'N', id: 'r' },
      { profile: 'purifier', at: [3, 0], facing: 'E', id: 'p' },
    ],
  });
  activate(sc, 'r');
  sc.state.sides.griffin.sequence = [];
  play(sc, [
    ['scorpion', { kind: 'mode', mode: 'F' }],
    ['scorpion', { kind: 'done' }],
    ['scorpion', { kind: 'watch' }],
    ['scorpion', { kind: 'end' }],
  ]);
  expect(sc.state.current).toMatchObject({ warrior: 'r', endOfRound: true, mode: 'F' });
  expect(w(sc, 'r').watch).toBe(1);
  return sc;
}
