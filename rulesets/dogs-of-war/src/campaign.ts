/** Hang 'Em High: mission offers and attribution, clues, the hunt for the Cardinal, his band. */
import type { Dice } from '@skirmish/core';
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

// ---- The day's rolls, through the kernel's dice ----

/** Attribution order: 1d6 each, +1 with a strategist; tied players roll again among themselves. */
export function attributionOrder(
  players: ReadonlyArray<{ readonly id: string; readonly strategist: boolean }>,
  dice: Dice,
): { order: string[]; rolls: Array<Record<string, number>> } {
  const rolls: Array<Record<string, number>> = [];
  const rank = (
    group: ReadonlyArray<{ readonly id: string; readonly strategist: boolean }>,
    first: boolean,
  ): string[] => {
    if (group.length <= 1) return group.map((p) => p.id);
    const totals: Record<string, number> = {};
    for (const p of group) totals[p.id] = dice.roll(6) + (first && p.strategist ? 1 : 0);
    rolls.push(totals);
    const values = [...new Set(Object.values(totals))].sort((a, b) => b - a);
    return values.flatMap((v) =>
      rank(
        group.filter((p) => totals[p.id] === v),
        false,
      ),
    );
  };
  return { order: rank(players, true), rolls };
}

/** End of day: the rumors' d6 of clues, and a bought second d6 for 10 RP (corruption). */
export function rumors(
  clues: number,
  corruption: boolean,
  resources: number,
  dice: Dice,
): { clues: number; resources: number; rolls: number[] } {
  const rolls = [dice.roll(6)];
  let rp = resources;
  if (corruption && rp >= CORRUPTION_RP) {
    rolls.push(dice.roll(6));
    rp -= CORRUPTION_RP;
  }
  return { clues: clampClues(clues + rolls.reduce((a, b) => a + b, 0)), resources: rp, rolls };
}
export const CORRUPTION_RP = 10;

/** A prospector searching for the Cardinal: the d6 gives as many clues, and as many EP to him. */
export function search(clues: number, dice: Dice): { clues: number; ep: number; roll: number } {
  const roll = dice.roll(6);
  return { clues: clampClues(clues + roll), ep: roll, roll };
}

/** The order of location attempts: most clues first, ties by 1d6 (rolled again while tied). */
export function attemptOrder(
  players: ReadonlyArray<{ readonly id: string; readonly clues: number }>,
  dice: Dice,
): string[] {
  const values = [...new Set(players.map((p) => p.clues))].sort((a, b) => b - a);
  return values.flatMap((v) => {
    const tied = players.filter((p) => p.clues === v);
    return attributionOrder(
      tied.map((p) => ({ id: p.id, strategist: false })),
      dice,
    ).order;
  });
}

/**
 * Location attempts of one morning, in order. The first success ends the attempts: that player
 * plays Death to the Cardinal. A failure costs 1d6 clues, a success gains 1d6.
 */
export function locationAttempts(
  attempts: ReadonlyArray<{ readonly id: string; readonly clues: number }>,
  dice: Dice,
): { clues: Record<string, number>; found: string | null; rolls: Array<{ id: string; roll: number; change: number }> } {
  const clues: Record<string, number> = {};
  for (const a of attempts) clues[a.id] = a.clues;
  const rolls: Array<{ id: string; roll: number; change: number }> = [];
  for (const a of attempts) {
    const roll = percentile(dice.roll(10), dice.roll(10));
    const success = locationSucceeds(roll, clues[a.id] ?? 0);
    const change = dice.roll(6);
    clues[a.id] = clampClues((clues[a.id] ?? 0) + (success ? change : -change));
    rolls.push({ id: a.id, roll, change: success ? change : -change });
    if (success) return { clues, found: a.id, rolls };
  }
  return { clues, found: null, rolls };
}

/**
 * The Cardinal's band is mostly lost from the text: a band the players write must match what is
 * printed (ten soldiers worth 300, maximum strength 11, a captain and a medic).
 */
export function checkCardinalBand(band: {
  soldiers: number;
  value: number;
  maximumStrength: number;
  roles: readonly string[];
}): string[] {
  const issues: string[] = [];
  if (band.soldiers !== CARDINAL_BAND.actualStrength)
    issues.push(`the band has ${band.soldiers} soldiers, not ${CARDINAL_BAND.actualStrength}`);
  if (band.value !== CARDINAL_BAND.value) issues.push(`the band is worth ${band.value}, not ${CARDINAL_BAND.value}`);
  if (band.maximumStrength !== CARDINAL_BAND.maximumStrength)
    issues.push(`maximum strength ${band.maximumStrength}, not ${CARDINAL_BAND.maximumStrength}`);
  for (const role of ['captain', 'medic']) if (!band.roles.includes(role)) issues.push(`no ${role}`);
  return issues;
}
