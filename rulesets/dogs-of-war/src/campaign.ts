/** Hang 'Em High: mission offers and attribution, clues, the hunt for the Cardinal, his band. */
import type { Aftereffect, Recovery } from './data.ts';
import { REGULAR_MISSIONS, type MissionId } from './missions.ts';

/** Dice for the day's offers: half the players (those not hunting the Cardinal), rounded up. */
export const offerDice = (players: number): number => Math.ceil(players / 2);

/** Offers from the faces rolled; a face rolled twice offers a second instance. */
export function missionOffers(faces: readonly number[]): Array<{ mission: MissionId; instance: number }> {
  const sorted = [...faces].sort((a, b) => a - b);
  const seen = new Map<MissionId, number>();
  return sorted.map((f) => {
    const mission = REGULAR_MISSIONS[f - 1];
    if (!mission) throw new RangeError(`face ${f}`);
    const n = (seen.get(mission) ?? 0) + 1;
    seen.set(mission, n);
    return { mission, instance: n };
  });
}

/**
 * Attribution: players choose in order; each instance takes two players and then closes. The
 * picks say what each player wants among the open instances, in the order of their results.
 */
export function attribute(
  order: readonly string[],
  offers: readonly string[],
  pick: (player: string, open: readonly string[]) => string,
): Record<string, string> {
  const taken = new Map<string, number>();
  const out: Record<string, string> = {};
  for (const p of order) {
    const open = offers.filter((o) => (taken.get(o) ?? 0) < 2);
    const wanted = pick(p, open);
    const chosen = open.includes(wanted) ? wanted : open[0];
    if (chosen === undefined) break;
    taken.set(chosen, (taken.get(chosen) ?? 0) + 1);
    out[p] = chosen;
  }
  return out;
}

/** Clues stay within 0..100. */
export const clampClues = (n: number): number => Math.max(0, Math.min(100, n));

/** Percentile dice: tens and units, "00" reads 100. */
export function percentile(tens: number, units: number): number {
  const t = tens % 10;
  const u = units % 10;
  return t === 0 && u === 0 ? 100 : t * 10 + u;
}

/** A location attempt succeeds when the roll is below the clues. */
export const locationSucceeds = (roll: number, clues: number): boolean => roll < clues;

/** The neutral company must be worth between cap - 9 and cap. */
export const neutralCompanyValueOk = (value: number, cap: number): boolean => value <= cap && value >= cap - 9;

/** The Cardinal's own recuperation is improved by one degree after an Attacker defeat. */
export function cardinalImprove(r: Recovery): Recovery {
  switch (r) {
    case 'dead':
      return 'critical';
    case 'critical':
      return 'serious';
    case 'serious':
      return 'light';
    case 'light':
    case 'unharmed':
      return 'unharmed';
  }
}

/** A day without the Cardinal's mission heals each of his soldiers by one degree. */
export function dailyHealing(a: Aftereffect): Aftereffect {
  return a === 'critical' ? 'serious' : a === 'serious' ? 'light' : 'none';
}

/** The Attacker's group may not exceed the Cardinal's by more than 50; below by more than 50, 50 CP. */
export function cardinalBalance(cardinalValue: number, attackerValue: number): { ok: boolean; cp: number } {
  if (attackerValue > cardinalValue + 50) return { ok: false, cp: 0 };
  return { ok: true, cp: Math.min(50, Math.max(0, cardinalValue - attackerValue)) };
}

export const CARDINAL_BAND = { maximumStrength: 11, actualStrength: 10, renown: 300, value: 300 } as const;
