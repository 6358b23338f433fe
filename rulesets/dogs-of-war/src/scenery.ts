/**
 * Scenery during a battle, as the book defines it on its own: elements with their SP, what a
 * destroyed element leaves, breaches, collapse, blazes and the siege procedures. Positions and
 * test results come from the table (distances in cm, final test results); the program keeps the
 * bookkeeping and says who is hit and how hard.
 */
import { fail, ok, type Result } from '@skirmish/core';
import { collapseDamages, type SceneryLevel } from './aids.ts';

export type ElementKind =
  | 'statue'
  | 'altar'
  | 'pillar'
  | 'small-building'
  | 'building'
  | 'door'
  | 'window'
  | 'wall'
  | 'barricade'
  | 'palisade'
  | 'rope'
  | 'other';

export interface Segment {
  readonly id: string;
  readonly res: number;
  readonly sp: number;
}

export interface SceneryElement {
  readonly id: string;
  readonly kind: ElementKind;
  readonly size: Exclude<SceneryLevel, 'ignored'>;
  readonly res: number;
  readonly sp: number;
  readonly spLeft: number;
  /** Named flammable before the battle (only those can burn). */
  readonly flammable: boolean;
  /** Large and Very Large elements are split into segments, each with its own RES and SP. */
  readonly segments?: readonly Segment[];
  /** Walls, barricades and palisades: SP left at each spot that was hit. */
  readonly spots?: Readonly<Record<string, number>>;
  readonly breaches?: readonly string[];
  /** Blaze counters on this element, by their X. */
  readonly blazes?: readonly number[];
  /** An element standing on its own (its blazes go out with it). */
  readonly isolated?: boolean;
}

/**
 * An element as it enters the battle: a Large or Very Large one must come in segments; any other
 * building is one whole with one SP total.
 */
export function placeElement(e: Omit<SceneryElement, 'spLeft'>): Result<SceneryElement> {
  const big = e.size === 'Large' || e.size === 'Very Large';
  if (big && (e.segments?.length ?? 0) === 0)
    return fail('scenery/segments', 'A Large or Very Large element is split into segments with their own RES and SP', {
      rule: 'DW-SCENERY-03',
    });
  if (!big && e.segments && e.segments.length > 0)
    return fail('scenery/one-whole', 'A smaller building is one whole with a single SP total', { rule: 'DW-BUILD-02' });
  return ok({ ...e, spLeft: e.sp });
}

/** The structures that take damage separately: each segment of a large building, or the element. */
export function structuresOf(e: SceneryElement): Segment[] {
  return e.segments && e.segments.length > 0 ? [...e.segments] : [{ id: e.id, res: e.res, sp: e.sp }];
}

export type Remains = 'obstacle' | 'passage' | 'breach' | 'rubble';

/** What a destroyed element leaves on the table. */
export function remainsOf(kind: ElementKind): Remains {
  switch (kind) {
    case 'statue':
    case 'altar':
    case 'pillar':
    case 'small-building':
      return 'obstacle';
    case 'door':
    case 'window':
      return 'passage';
    case 'wall':
    case 'barricade':
    case 'palisade':
      return 'breach';
    case 'building':
    case 'rope':
    case 'other':
      return 'rubble';
  }
}

export interface Hit {
  readonly element: SceneryElement;
  readonly destroyed: boolean;
  readonly remains: Remains | null;
  /** A 5 cm breach opened at this spot of a wall, barricade or palisade. */
  readonly breach: { readonly spot: string; readonly widthCm: 5 } | null;
  readonly collapses: boolean;
}

const SPOTTED: readonly ElementKind[] = ['wall', 'barricade', 'palisade'];

/** SP lost by an element; walls, barricades and palisades lose them at one spot, which breaks through at 0. */
export function damageElement(e: SceneryElement, lost: number, spot?: string): Result<Hit> {
  if (lost < 0) return fail('scenery/negative', 'SP lost cannot be negative');
  if (SPOTTED.includes(e.kind)) {
    if (!spot) return fail('scenery/spot', 'Say where the wall was hit', { rule: 'DW-STRUCT-08' });
    const left = Math.max(0, (e.spots?.[spot] ?? e.sp) - lost);
    const opened = left === 0 && !(e.breaches ?? []).includes(spot);
    const element: SceneryElement = {
      ...e,
      spots: { ...e.spots, [spot]: left },
      ...(opened ? { breaches: [...(e.breaches ?? []), spot] } : {}),
    };
    return ok({
      element,
      destroyed: false,
      remains: null,
      breach: opened ? { spot, widthCm: 5 } : null,
      collapses: false,
    });
  }
  const spLeft = Math.max(0, e.spLeft - lost);
  const destroyed = spLeft === 0 && e.spLeft > 0;
  // An isolated element that is destroyed takes its blazes with it.
  const blazes = destroyed && e.isolated ? [] : e.blazes;
  return ok({
    element: { ...e, spLeft, ...(blazes ? { blazes } : {}) },
    destroyed,
    remains: destroyed ? remainsOf(e.kind) : null,
    breach: null,
    collapses: destroyed && collapseDamages(e.sp),
  });
}

export interface NearbyFighter {
  readonly id: string;
  /** On or inside the element. */
  readonly on: boolean;
  /** Distance from the element in cm (even partly within counts: give the nearest edge). */
  readonly distanceCm: number;
}

/** A collapse: who is buried (a loss, out of the battle) and who takes a Damage roll at the element's RES. */
export function collapse(
  e: SceneryElement,
  fighters: readonly NearbyFighter[],
): { buried: string[]; damaged: Array<{ id: string; str: number }> } {
  if (!collapseDamages(e.sp)) return { buried: [], damaged: [] };
  return {
    buried: fighters.filter((f) => f.on).map((f) => f.id),
    damaged: fighters.filter((f) => !f.on && f.distanceCm <= 2.5).map((f) => ({ id: f.id, str: e.res })),
  };
}

export type FireSource = 'fire-spell' | 'flaming-weapon' | 'other';

/** A flammable element that loses SP to fire gets a Blaze/0 where it was hit. */
export function fireHit(e: SceneryElement, lost: number, source: FireSource): Result<SceneryElement> {
  if (source === 'other' || lost <= 0) return ok(e);
  if (!e.flammable)
    return fail('blaze/not-flammable', 'Only elements named flammable before the battle catch fire', {
      rule: 'DW-STRUCT-13',
    });
  return ok({ ...e, blazes: [...(e.blazes ?? []), 0] });
}

/** The flammable zones a Blaze/X reaches: those within X cm of its counter. */
export function blazeReach(
  x: number,
  zones: ReadonlyArray<{ readonly id: string; readonly flammable: boolean; readonly distanceCm: number }>,
): string[] {
  return zones.filter((z) => z.flammable && z.distanceCm <= x).map((z) => z.id);
}

/** A burning zone hides what is behind it at levels 0 and 1, and nobody fights across it. */
export const burningBlocksSight = (level: number): boolean => level <= 1;
export const meleeAcrossBurning = (): boolean => false;

// Siege.

export const SIEGE_SHAPES = {
  ram: { lengthCm: 10, weight: 8, destructible: false },
  ladder: { lengthCm: 15, widthCm: 3, weight: 6, destructible: true },
} as const;

export const ROPE_ELEMENT = { res: 1, sp: 1 } as const;

/** A ram strikes only scenery and immobile machines, carried by fighters free of opponents who charge. */
export function mayRam(
  target: 'scenery' | 'immobile-machine' | 'fighter',
  carriers: ReadonlyArray<{ readonly engaged: boolean; readonly charges: boolean }>,
): Result<true> {
  if (target === 'fighter')
    return fail('ram/target', 'A ram strikes only scenery and immobile machines', { rule: 'DW-SIEGE-07' });
  if (carriers.length === 0 || carriers.some((c) => c.engaged || !c.charges))
    return fail('ram/carriers', 'Every carrier must be free of opponents and charge', { rule: 'DW-SIEGE-07' });
  return ok(true);
}

/** A grappling hook: out of range it fails; in range an INI test at 6 makes it hold, or it may be tried again later. */
export function throwHook(
  distanceCm: number,
  rangeCm: number,
  iniFinal: number,
): 'out-of-range' | 'holds' | 'try-again' {
  if (distanceCm > rangeCm) return 'out-of-range';
  return iniFinal >= 6 ? 'holds' : 'try-again';
}

/** Climbing a rope: an INI test against the climber's printed RES; success reaches the top whatever his MOV. */
export const ropeClimb = (iniFinal: number, printedRes: number): 'top' | 'stays' =>
  iniFinal >= printedRes ? 'top' : 'stays';

/** One fighter a round reaches the top of each ladder or rope. */
export function reachTop(usedThisRound: readonly string[], ladder: string): Result<string[]> {
  if (usedThisRound.includes(ladder))
    return fail('siege/one-a-round', 'This ladder or rope already brought a fighter up this round', {
      rule: 'DW-SIEGE-18',
    });
  return ok([...usedThisRound, ladder]);
}

/** Cutting a rope: it is scenery with RES 1 and 1 SP; once cut, its climber is knocked out. */
export function cutRope(spLost: number, climber: string | null): { cut: boolean; ko: string | null } {
  const cut = spLost >= ROPE_ELEMENT.sp;
  return { cut, ko: cut ? climber : null };
}

export interface StoneThrower {
  readonly exclusiveAction: boolean;
  readonly engaged: boolean;
  readonly touchesRampart: boolean;
  readonly cmFromPile: number;
  readonly targetInSight: boolean;
  readonly targetCmBelow: number;
}

/** Throwing a stone: exclusive, free of opponents, at the rampart by the pile, at a target in sight within 5 cm below; 3+ hits at STR 6. */
export function throwStone(f: StoneThrower, roll: number): Result<{ hit: boolean; str: number }> {
  if (
    !f.exclusiveAction ||
    f.engaged ||
    !f.touchesRampart ||
    f.cmFromPile > 2.5 ||
    !f.targetInSight ||
    f.targetCmBelow > 5
  )
    return fail('siege/stone', 'This fighter cannot throw a stone now', { rule: 'DW-SIEGE-23' });
  return ok({ hit: roll >= 3, str: 6 });
}

/** Tipping a cauldron: every fighter even partly within 5 cm below takes a Damage roll at STR 6. */
export function tipCauldron(
  f: { readonly exclusiveAction: boolean; readonly engaged: boolean; readonly touchesCauldron: boolean },
  below: ReadonlyArray<{ readonly id: string; readonly cmBelow: number; readonly flammable?: boolean }>,
): Result<{ hit: Array<{ id: string; str: number }>; mayIgnite: string[] }> {
  if (!f.exclusiveAction || f.engaged || !f.touchesCauldron)
    return fail('siege/cauldron', 'This fighter cannot tip the cauldron now', { rule: 'DW-SIEGE-25' });
  const within = below.filter((x) => x.cmBelow <= 5);
  return ok({
    hit: within.filter((x) => !x.flammable).map((x) => ({ id: x.id, str: 6 })),
    mayIgnite: within.filter((x) => x.flammable).map((x) => x.id),
  });
}
