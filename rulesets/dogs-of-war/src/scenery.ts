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
/** Two fighters may fight in melee across an element only while no Blaze counter burns on it. */
export const mayFightAcross = (element: { readonly blazes?: readonly number[] | undefined }): boolean =>
  (element.blazes ?? []).length === 0;

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

// Named pieces, Breakable and Transparent elements.

export interface NamedPiece {
  readonly name: string;
  readonly material: string;
  readonly res: number;
  readonly sp: number;
  readonly abilities: readonly ('Indestructible' | 'Inalterable' | 'Flammable')[];
}

/** The scenery pieces the book prints with fixed figures (names as printed, figures as facts). */
export const NAMED_PIECES: readonly NamedPiece[] = [
  { name: 'Column of Tormentors', material: 'stone', res: 8, sp: 6, abilities: ['Indestructible', 'Inalterable'] },
  { name: 'Herald of Mercy', material: 'stone', res: 8, sp: 6, abilities: ['Indestructible', 'Inalterable'] },
  { name: 'Column of Temptation', material: 'stone', res: 8, sp: 6, abilities: ['Indestructible', 'Inalterable'] },
  { name: 'Column of Calamity', material: 'stone', res: 8, sp: 6, abilities: ['Indestructible', 'Inalterable'] },
  { name: 'Pillar of Skulls', material: 'bone', res: 2, sp: 2, abilities: ['Inalterable'] },
  { name: 'Spiral of Flesh', material: 'corrupt flesh', res: 3, sp: 4, abilities: ['Inalterable'] },
  { name: 'Manor Door', material: 'metal-reinforced planks', res: 6, sp: 3, abilities: ['Flammable', 'Inalterable'] },
  { name: 'Big Door', material: 'metal-reinforced planks', res: 7, sp: 3, abilities: ['Flammable', 'Inalterable'] },
  { name: 'Guardian of Eternity', material: 'stone', res: 8, sp: 3, abilities: ['Inalterable'] },
];

/**
 * A fighter smashing through a Breakable element: the SP it loses come from the structure table
 * (his STR, charge bonus included, against its RES); destroyed, he goes on; otherwise he stops in
 * front of it, Stunned, and his activation ends.
 */
export function smashThrough(
  e: SceneryElement,
  spLost: number,
): { element: SceneryElement; through: boolean; stunned: boolean; activationEnds: boolean } {
  const spLeft = Math.max(0, e.spLeft - spLost);
  const through = spLeft === 0;
  return { element: { ...e, spLeft }, through, stunned: !through, activationEnds: !through };
}

/** What passes a Transparent element: sight and spells always; projectiles only once it is destroyed, perforating artillery always. */
export function passesTransparent(
  what: 'sight' | 'spell' | 'projectile' | 'perforating-artillery',
  destroyed: boolean,
): boolean {
  if (what === 'projectile') return destroyed;
  return true;
}

// Nexuses and Titans, with the table's results as inputs.

/** RES "-": never destroyed; SP "-": immaterial and indestructible unless stated; effects may still remove either. */
export function nexusDestructible(res: number | null, sp: number | null): boolean {
  return res !== null && sp !== null;
}

/** A bought nexus's AP are added to the army's Strategic Value. */
export const strategicValue = (armyAP: number, nexusAP: readonly number[]): number =>
  armyAP + nexusAP.reduce((x, y) => x + y, 0);

export interface NexusRound {
  /** Fighters who activated a nexus this round. */
  readonly activated: readonly string[];
  /** "fighter:nexus type" pairs already targeted this round. */
  readonly targeted: readonly string[];
  /** Fighters who drew on a Faith/X or Mana/X nexus this round. */
  readonly drew: readonly string[];
}
export const NEW_NEXUS_ROUND: NexusRound = { activated: [], targeted: [], drew: [] };

/** One nexus a round per catalyst, and once a round as the target of a given type of nexus. */
export function activateInRound(
  r: NexusRound,
  catalyst: string,
  nexusType: string,
  target: string | null,
): Result<NexusRound> {
  if (r.activated.includes(catalyst))
    return fail('nexus/one-a-round', 'A fighter activates one nexus a round', { rule: 'DW-NEXUS-20' });
  const key = target === null ? null : `${target}:${nexusType}`;
  if (key !== null && r.targeted.includes(key))
    return fail('nexus/target-once', 'That fighter was already the target of this kind of nexus this round', {
      rule: 'DW-NEXUS-20',
    });
  return ok({
    ...r,
    activated: [...r.activated, catalyst],
    targeted: key === null ? r.targeted : [...r.targeted, key],
  });
}

/**
 * Drawing on a Faith/X or Mana/X nexus (not an activation): the faithful takes X Temporary Faith,
 * the magician regains X gems up to his maximum; the nexus is destroyed; once a round each.
 */
export function drawOnNexus(
  r: NexusRound,
  who: string,
  kind: 'faith' | 'mana',
  x: number,
  current: number,
  maximum: number | null,
): Result<{ round: NexusRound; after: number; nexusDestroyed: true }> {
  const rule = kind === 'faith' ? 'DW-NEXUS-26' : 'DW-NEXUS-31';
  if (r.drew.includes(who)) return fail('nexus/draw-once', 'Once a round per mystic', { rule });
  const after = kind === 'mana' && maximum !== null ? Math.min(maximum, current + x) : current + x;
  return ok({ round: { ...r, drew: [...r.drew, who] }, after, nexusDestroyed: true });
}

/** A Titan passes Courage tests by itself against a FEAR no higher than its own. */
export const titanIgnoresFear = (titanFear: number, fear: number): boolean => fear <= titanFear;

/** Sacrificing a capacity cancels one Damage roll against the Titan, once a round, for good. */
export function sacrificeCapacity(
  t: {
    readonly capacities: readonly string[];
    readonly neutralized: readonly string[];
    readonly sacrificedThisRound: boolean;
  },
  capacity: string,
): Result<{ capacities: string[]; neutralized: string[]; sacrificedThisRound: true; damageCancelled: true }> {
  if (t.sacrificedThisRound)
    return fail('titan/once-a-round', 'One capacity a round may be sacrificed', { rule: 'DW-TITAN-14' });
  if (!t.capacities.includes(capacity))
    return fail('titan/unknown-capacity', 'The Titan has no such capacity left', { rule: 'DW-TITAN-14' });
  return ok({
    capacities: t.capacities.filter((c) => c !== capacity),
    neutralized: [...t.neutralized, capacity],
    sacrificedThisRound: true,
    damageCancelled: true,
  });
}

/** A nexus trial: no such characteristic, no activation; otherwise the final result against the difficulty. */
export function nexusTrial(
  characteristic: number | null,
  finalResult: number,
  difficulty: number,
): 'no-characteristic' | 'success' | 'failure' {
  if (characteristic === null) return 'no-characteristic';
  return finalResult >= difficulty ? 'success' : 'failure';
}

export type Sacrifice =
  | { readonly kind: 'item'; readonly item: 'mana-gem' | 'temporary-faith' }
  | { readonly kind: 'penalty'; readonly characteristic: string; readonly points: number }
  | { readonly kind: 'zero'; readonly characteristic: string }
  | { readonly kind: 'ability'; readonly ability: string }
  | { readonly kind: 'damage' | 'ko' };

export interface Catalyst {
  readonly items: Readonly<Record<'mana-gem' | 'temporary-faith', number>>;
  readonly characteristics: Readonly<Record<string, number>>;
  readonly abilities: readonly string[];
  /** Until the end of the round: characteristics whose rolls all fail, abilities lost. */
  readonly failing: readonly string[];
  readonly lostAbilities: readonly string[];
}

/**
 * The sacrifice, paid after the trial whatever its result: an item the catalyst must hold; a
 * penalty that may not take the characteristic below 0; a characteristic set to 0 with every roll
 * on it failing; an ability he must have, lost for the round; or a Damage roll or KO, after
 * which the nexus works whether he lives or not.
 */
export function paySacrifice(c: Catalyst, s: Sacrifice): Result<{ catalyst: Catalyst; activatesAnyway: boolean }> {
  const rule = 'DW-NEXUS-06';
  switch (s.kind) {
    case 'item':
      if (c.items[s.item] < 1)
        return fail('nexus/sacrifice-item', 'The catalyst lacks what the sacrifice demands', { rule });
      return ok({ catalyst: { ...c, items: { ...c.items, [s.item]: c.items[s.item] - 1 } }, activatesAnyway: false });
    case 'penalty': {
      const v = c.characteristics[s.characteristic];
      if (v === undefined || v - s.points < 0)
        return fail('nexus/sacrifice-below-zero', 'The sacrifice would take the characteristic below 0', { rule });
      return ok({
        catalyst: { ...c, characteristics: { ...c.characteristics, [s.characteristic]: v - s.points } },
        activatesAnyway: false,
      });
    }
    case 'zero':
      if (c.characteristics[s.characteristic] === undefined)
        return fail('nexus/sacrifice-missing', 'The catalyst has no such characteristic', { rule });
      return ok({
        catalyst: {
          ...c,
          characteristics: { ...c.characteristics, [s.characteristic]: 0 },
          failing: [...c.failing, s.characteristic],
        },
        activatesAnyway: false,
      });
    case 'ability':
      if (!c.abilities.includes(s.ability))
        return fail('nexus/sacrifice-ability', 'The catalyst lacks the ability to sacrifice', { rule });
      return ok({
        catalyst: {
          ...c,
          abilities: c.abilities.filter((a) => a !== s.ability),
          lostAbilities: [...c.lostAbilities, s.ability],
        },
        activatesAnyway: false,
      });
    case 'damage':
    case 'ko':
      return ok({ catalyst: c, activatesAnyway: true });
  }
}
