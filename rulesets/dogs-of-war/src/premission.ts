/** Before a mission: the rolls, the assault group, hires, balancing, compensation, bonesetter, training. */
import { fail, ok, type Result } from '@skirmish/core';
import { BONESETTER_RP, COMPENSATION, TRAINING, type Aftereffect } from './data.ts';

/** The mission-choice and Attacker rolls: 1d6, +2 with a military advisor. */
export function missionRollTotal(roll: number, militaryAdvisor: boolean): number {
  return roll + (militaryAdvisor ? 2 : 0);
}

/** Fighters an assault group may hold: five per started 100 points of its value. */
export function contingent(groupValue: number): number {
  return 5 * Math.max(1, Math.ceil(groupValue / 100));
}

/** Group value: fighters' values plus the costs of the attributes taken on this mission. */
export function assaultGroupValue(fighterValues: readonly number[], attributeCosts: readonly number[]): number {
  return fighterValues.reduce((a, b) => a + b, 0) + attributeCosts.reduce((a, b) => a + b, 0);
}

/**
 * Balancing: the range the stronger group's value must end in. Within 50 he may keep it; beyond,
 * he must lower it to at most 50 above the weaker.
 */
export function balancingRange(stronger: number, weaker: number): { min: number; max: number } {
  const diff = stronger - weaker;
  if (diff <= COMPENSATION.freeBalance) return { min: weaker, max: stronger };
  return { min: weaker, max: weaker + COMPENSATION.freeBalance };
}

/** CP for the weaker group: the difference after balancing. */
export function compensationPoints(valueA: number, valueB: number): number {
  return Math.abs(valueA - valueB);
}

/** What Event cards (20 CP each) and single-use objects (10 CP each) cost in CP. */
export function compensationCost(eventCards: number, objects: number): number {
  return eventCards * COMPENSATION.eventCard + objects * COMPENSATION.object;
}

/** The most Event cards the CP still buy beside `objects` objects. */
export function eventCardsAffordable(cp: number, objects: number): number {
  return Math.max(0, Math.floor((cp - compensationCost(0, objects)) / COMPENSATION.eventCard));
}

/** CP actually spent on Event cards and objects; what is left goes unused. */
export function compensationSpend(cp: number, eventCards: number, objects: number): Result<number> {
  const spent = compensationCost(eventCards, objects);
  if (spent > cp)
    return fail('cp/too-many', `That costs ${spent} CP but there are only ${cp}`, { rule: 'DW-MISSION-PRE-19' });
  return ok(spent);
}

/** Objects carried by each fighter: at most two. */
export function objectsPerFighterOk(counts: readonly number[]): boolean {
  return counts.every((n) => n <= COMPENSATION.objectsPerFighter);
}

/** One wound level healed by the bonesetter, for 3 RP. */
export function bonesetterHeal(a: Aftereffect): Aftereffect {
  return a === 'critical' ? 'serious' : a === 'serious' ? 'light' : 'none';
}
export const bonesetterCost = (healed: number): number => healed * BONESETTER_RP;

/** Reserve training: RP to EP at 2 for 1, whole EP only. */
export function trainingCost(ep: number): number {
  return ep * TRAINING.rpPerEP;
}
export const trainingAffordable = (rp: number): number => Math.floor(rp / TRAINING.rpPerEP);

export type HireKind =
  'mercenary' | 'character-own' | 'character-allied' | 'character-mercenary' | 'elemental' | 'immortal';

/**
 * RP paid to hire a fighter for one mission. `own` says whether he is of the company's people.
 * A recruiter cuts every such wage by a tenth, rounded up (book A-13 reading).
 */
export function hireCost(
  kind: HireKind,
  value: number,
  attributes: number,
  improvements: number,
  own: boolean,
  recruiter: boolean,
): number {
  let wage: number;
  switch (kind) {
    case 'mercenary':
      wage = value + improvements + attributes;
      break;
    case 'character-own':
      wage = Math.ceil((value + attributes) / 2);
      break;
    case 'character-allied':
      wage = value + attributes + improvements;
      break;
    case 'character-mercenary':
      wage = own ? Math.ceil((value + attributes) / 2) : value + attributes + improvements;
      break;
    case 'elemental':
    case 'immortal':
      wage = Math.ceil(value / 2);
      break;
  }
  return recruiter ? wage - Math.ceil(wage / 10) : wage;
}

/** Rounds by the average of the two groups' values. */
export function missionDuration(valueA: number, valueB: number): number {
  const sum = valueA + valueB; // compare the exact average: sum/2 <= 150 means sum <= 300
  if (sum <= 300) return 3;
  if (sum <= 500) return 4;
  if (sum <= 700) return 5;
  return 6;
}

/** Whether the weaker side may add a round: the value difference it did not spend as CP is 20 or more. */
export function extraRoundAllowed(valueDifference: number, cpUsedByWeaker: number): boolean {
  return valueDifference - cpUsedByWeaker >= 20;
}

/** How many holders of an AP-scaled attribute or improvement a group may take (1 per full or started X). */
export function perGroupLimit(groupValue: number, per: number, rounding: 'full' | 'started'): number {
  return rounding === 'full' ? Math.floor(groupValue / per) : Math.ceil(groupValue / per);
}
