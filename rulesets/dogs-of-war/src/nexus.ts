/**
 * Nexus profiles put to work: what a profile of the content pack means for the calculators of
 * `aids.ts` and `scenery.ts`, and the abilities the book defines on its own (Emblem/X, Icon/X,
 * Hostile/X, Subjugated). Distances, rolls and who stands where come from the table as inputs.
 */
import { fail, ok, type Result } from '@skirmish/core';
import { forcingDifficulty, meetsFilter, nexusQuantity, type NexusLoad } from './aids.ts';
import type { Nexus } from './content/schema.ts';
import type { NexusRound } from './scenery.ts';

/**
 * The value of a nexus ability (`Emblem` gives 10 for Emblem/10), null when it has none, undefined
 * when absent. Every nexus is Inalterable, printed or not.
 */
export function nexusAbility(n: Nexus, name: string): number | string | null | undefined {
  const found = n.abilities.find((a) => a.name === name);
  if (!found && name === INALTERABLE) return null;
  return found?.value;
}
const INALTERABLE = 'Inalterable';
export const hasNexusAbility = (n: Nexus, name: string): boolean =>
  name === INALTERABLE || n.abilities.some((a) => a.name === name);

/**
 * A spell or miracle gives a nexus `loads` more uses for the battle (the effect says how many); a
 * nexus whose load is "Unique" is never reloaded.
 */
export function reloadNexus(n: Nexus, load: NexusLoad, loads: number): Result<NexusLoad> {
  if (n.load.total === 'unique')
    return fail('nexus/unique-load', `${n.name} has a Unique load and cannot be reloaded`, { rule: 'DW-NEXUS-12' });
  if (!Number.isInteger(loads) || loads < 1) return fail('nexus/bad-reload', 'A reload gives at least one load');
  return ok(load.total === 'unlimited' ? load : { ...load, total: load.total + loads });
}

/** How many nexuses of this profile an army (or assault group) of so many AP may field. */
export function nexusesAllowed(n: Nexus, armyAP: number): number {
  return n.quantity === 'unique' ? 1 : nexusQuantity(armyAP, n.quantity);
}

/** The AP cost, with a per-minotaur part where the profile has one. */
export const nexusCost = (n: Nexus, minotaurs = 0): number => n.cost.ap + n.cost.perMinotaur * minotaurs;

/** The load a nexus starts a battle with: "Unique" is one use; "special" starts empty. */
export function startingLoad(n: Nexus): NexusLoad {
  const t = n.load.total;
  const total = t === 'unlimited' ? 'unlimited' : t === 'unique' ? 1 : t === 'special' ? 0 : t;
  return { total, perRound: n.load.perRound, spent: 0, spentThisRound: 0 };
}

/** The area of one activation: the catalyst alone, or the radius with its dice, rolled for each activation. */
export function nexusArea(n: Nexus, rolls: readonly number[]): Result<'catalyst' | number> {
  if (n.area.kind === 'catalyst') return ok('catalyst');
  if (rolls.length !== n.area.d6 || rolls.some((r) => !Number.isInteger(r) || r < 1 || r > 6))
    return fail('nexus/area-dice', `The area needs ${n.area.d6} d6`, { rule: 'DW-NEXUS-08' });
  return ok(n.area.cm + rolls.reduce((a, b) => a + b, 0));
}

/** A would-be catalyst, with his printed characteristics (AP is his cost). */
export interface CatalystProfile {
  readonly people: string;
  readonly alliance: string;
  readonly printed: Readonly<Record<string, number | null | undefined>>;
  readonly abilities: readonly string[];
  readonly faithful: boolean;
  /** Whether the fighter is a Character. */
  readonly character?: boolean;
}

/**
 * Allegiance: one of the named peoples or alliances ("universal" is anyone), a Character where it
 * asks for one, then every filter on printed values.
 */
export function meetsAllegiance(n: Nexus, f: CatalystProfile): boolean {
  const a = n.allegiance;
  const who = a.who.includes('universal') || a.who.includes(f.alliance) || a.who.includes(f.people);
  if (!who) return false;
  if (a.character === true && f.character !== true) return false;
  if (a.faithful && !f.faithful) return false;
  if (!a.abilities.every((x) => f.abilities.includes(x))) return false;
  return a.filters.every((x) => meetsFilter(f.printed[x.characteristic] ?? null, x.bound, x.dir));
}

/** Forcing this nexus with the loads it has left: its trial +2, or why it cannot be forced. */
export function forcingFor(n: Nexus, load: NexusLoad): Result<number> {
  const left = load.total === 'unlimited' ? Number.POSITIVE_INFINITY : load.total - load.spent;
  return forcingDifficulty(
    n.trial?.difficulty ?? null,
    left,
    load.spentThisRound,
    load.perRound,
    hasNexusAbility(n, 'Inviolable'),
  );
}

/** Gems or T.F. points given up: within the profile's least and most. */
export function sacrificeAmount(n: Nexus, amount: number): Result<number> {
  const s = n.sacrifice;
  if (s.kind !== 'mana' && s.kind !== 'faith') return ok(0);
  if (!Number.isInteger(amount) || amount < s.min || amount > s.max)
    return fail('nexus/sacrifice-amount', `Give up ${s.min === s.max ? s.min : `${s.min} to ${s.max}`}`, {
      rule: 'DW-NEXUS-06',
    });
  return ok(amount);
}

// ---- Abilities the book defines on its own ----

/** A nexus with Emblem/X near a fighter: X, its printed SP, how far it is, and whether it is his side's and he meets its allegiance. */
export interface EmblemNear {
  readonly x: number;
  readonly printedSp: number | null;
  readonly distanceCm: number;
  readonly friendly: boolean;
  readonly meetsAllegiance: boolean;
}

/**
 * Emblem/X: the value a fighter tests Courage with. His own COU (or FEAR) unless a friendly
 * emblem whose allegiance he meets stands within X cm: then he may use its printed SP instead
 * (he takes the better of the two).
 */
export function emblemCourage(own: number | null, emblems: readonly EmblemNear[]): number | null {
  let best = own;
  for (const e of emblems)
    if (e.friendly && e.meetsAllegiance && e.distanceCm <= e.x && e.printedSp !== null)
      best = best === null ? e.printedSp : Math.max(best, e.printedSp);
  return best;
}

/** A nexus with Icon/X seen by a faithful. */
export interface IconNear {
  readonly x: number;
  readonly distanceCm: number;
  readonly friendly: boolean;
  readonly meetsAllegiance: boolean;
}

/**
 * Icon/X: the T.F. a faithful gains at the start of the mystic phase: X from every friendly icon
 * whose allegiance he meets and which stands within his aura of faith. No aura, nothing.
 */
export function iconFaith(auraCm: number | null, icons: readonly IconNear[]): number {
  if (auraCm === null) return 0;
  return icons
    .filter((i) => i.friendly && i.meetsAllegiance && i.distanceCm <= auraCm)
    .reduce((sum, i) => sum + i.x, 0);
}

/** The fighter a Damage roll hits: his abilities and his characteristics (null: he has none). */
export interface HostileTarget {
  readonly abilities: readonly string[];
  readonly characteristics: Readonly<Record<string, number | null | undefined>>;
}

/**
 * Hostile/X: how many rows lower on the Wound Table a Damage roll reads. Only a Damage roll caused
 * by the nexus's activation, only against a fighter with the attribute X (an ability, or a
 * characteristic he has); each matching Hostile adds a row to any other such effect (`otherRows`).
 */
export function hostileRows(
  target: HostileTarget,
  hostile: readonly string[],
  fromActivation: boolean,
  otherRows = 0,
): number {
  if (!fromActivation) return otherRows;
  const has = (x: string) =>
    target.abilities.includes(x) || (target.characteristics[x] !== undefined && target.characteristics[x] !== null);
  return otherRows + hostile.filter(has).length;
}

/** The Hostile/X attributes of a profile. */
export const hostileOf = (n: Nexus): string[] =>
  n.abilities.filter((a) => a.name === 'Hostile' && a.value !== null).map((a) => String(a.value));

/**
 * Subjugated: the nexus binds at the start of each round to the fighter whose DIS the Tactical
 * roll used; if he has been eliminated, to the one who took his place (null: nobody did).
 */
export function subjugatedBinding(
  tacticalFighter: string,
  eliminated: readonly string[],
  replacement: string | null,
): string | null {
  return eliminated.includes(tacticalFighter) ? replacement : tacticalFighter;
}

export interface ActivationTry {
  readonly catalyst: string;
  readonly nexusType: string;
  readonly target: string | null;
  readonly inAccess: boolean;
  /** For a subjugated nexus, the fighter it is bound to this round; null otherwise. */
  readonly boundTo: string | null;
}

/**
 * Whether a catalyst may try to wake a nexus this round, and the round's record afterwards. He
 * must be within Access, unless the nexus is subjugated to him; a fighter wakes one nexus a round,
 * but the one a subjugated nexus is bound to may wake as many of them as he can (A-41), and still
 * one other. A target takes a given kind of nexus once a round in every case.
 */
export function tryNexus(r: NexusRound, t: ActivationTry): Result<NexusRound> {
  const bound = t.boundTo !== null && t.boundTo === t.catalyst;
  if (!t.inAccess && !bound)
    return fail('nexus/out-of-access', 'The catalyst is not within the access of the nexus', { rule: 'DW-NEXUS-33' });
  if (!bound && r.activated.includes(t.catalyst))
    return fail('nexus/one-a-round', 'A fighter activates one nexus a round', { rule: 'DW-NEXUS-20' });
  const key = t.target === null ? null : `${t.target}:${t.nexusType}`;
  if (key !== null && r.targeted.includes(key))
    return fail('nexus/target-once', 'That fighter was already the target of this kind of nexus this round', {
      rule: 'DW-NEXUS-20',
    });
  return ok({
    ...r,
    activated: bound ? r.activated : [...r.activated, t.catalyst],
    targeted: key === null ? r.targeted : [...r.targeted, key],
  });
}

// ---- The effects of the book's examples (DW-NEXUS-34), as numbers ----

/** The coil's Damage roll: STR twice the gems given up. */
export const coilStrength = (gems: number): number => 2 * gems;

/** The menhir's impact point, as its distance from the menhir after the d6: odd stays, even slides back twice the roll. */
export const menhirImpactCm = (distanceCm: number, roll: number): number =>
  roll % 2 === 1 ? distanceCm : Math.max(0, distanceCm - 2 * roll);
/** The menhir's blast: twice the gems given up, in cm. */
export const menhirBlastCm = (gems: number): number => 2 * gems;

/** The statue's counters after a friendly Light fighter dies in its area: +1 on 4+, never above its SP left. */
export const solaceCounters = (counters: number, roll: number, spLeft: number): number =>
  roll >= 4 && counters < spLeft ? counters + 1 : counters;

/** The warden's d6 before a Damage roll on the fighter it shields: 4+ cancels the roll and costs it 1 SP. */
export const wardenCancels = (roll: number): boolean => roll >= 4;

/** The idol's blessing ends at a round's end on a 1. */
export const idolBlessingEnds = (roll: number): boolean => roll === 1;
