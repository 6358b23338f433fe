/** The missions as data, and their end-of-game scoring from the reported final state. */
import type { MissionResult } from './data.ts';

export const MISSIONS = [
  'intrusion',
  'invasion',
  'destruction',
  'assassination',
  'treasure-hunt',
  'raid',
  'death-to-the-cardinal',
] as const;
export type MissionId = (typeof MISSIONS)[number];
export const REGULAR_MISSIONS: readonly MissionId[] = MISSIONS.slice(0, 6);

export interface MissionSpec {
  readonly name: string;
  readonly sides: 'both-attackers' | 'attacker-defender';
  readonly extraRound: boolean;
}
export const MISSION_SPECS: Readonly<Record<MissionId, MissionSpec>> = {
  intrusion: { name: 'Intrusion', sides: 'both-attackers', extraRound: false },
  invasion: { name: 'Invasion', sides: 'attacker-defender', extraRound: false },
  destruction: { name: 'Destruction', sides: 'attacker-defender', extraRound: true },
  assassination: { name: 'Assassination', sides: 'attacker-defender', extraRound: false },
  'treasure-hunt': { name: 'Treasure Hunt', sides: 'both-attackers', extraRound: false },
  raid: { name: 'Raid', sides: 'attacker-defender', extraRound: true },
  'death-to-the-cardinal': { name: 'Death to the Cardinal', sides: 'attacker-defender', extraRound: false },
};

export const BATTLEFIELD_CM = { width: 120, depth: 60 } as const;

/** Who wins on points: the higher score; equal scores draw. */
export function byPoints(a: number, b: number): [MissionResult, MissionResult] {
  return a > b ? ['victory', 'defeat'] : a < b ? ['defeat', 'victory'] : ['draw', 'draw'];
}

/** Intrusion: 1 VP per held objective in one's own zone, 2 in the enemy's. */
export function intrusionPoints(heldOwnZone: number, heldEnemyZone: number): number {
  return heldOwnZone + 2 * heldEnemyZone;
}
/** Intrusion's four counters: each player puts two in the other's zone, so each zone has two. */
export const INTRUSION_PER_ZONE = 2;
/** The EP of Intrusion and Invasion for a fighter in a held zone, once each. */
export const ZONE_BONUS_EP = 5;

export const invasionSectors = (roll: number): number => (roll <= 3 ? 4 : 6);
/** The most sectors an Invasion battlefield is cut into. */
export const INVASION_MAX_SECTORS = invasionSectors(6);
/**
 * The sectors an Invasion battle shares out: as many as its Defender rolled once both sides were
 * ready (a campaign file that leaves the roll out: as many as a roll can give).
 */
export const sectorsLaidOut = (b: { readonly sectors?: number }): number => b.sectors ?? INVASION_MAX_SECTORS;

export const DESTRUCTION_ELEMENTS = {
  idol: { name: 'Idol', bases: 1, size: 'Medium', res: 8, sp: 6, ep: 2 },
  altar: { name: 'Mystic altar', bases: 2, size: 'Large', res: 10, sp: 7, ep: 3 },
  temple: { name: 'Sacred temple', bases: 4, size: 'Very Large', res: 12, sp: 8, ep: 4 },
} as const;
export type DestructionElement = keyof typeof DESTRUCTION_ELEMENTS;

export const destructionElementCount = (attackerValue: number): number => Math.min(4, Math.ceil(attackerValue / 100));

export interface ElementState {
  readonly type: DestructionElement;
  readonly spLost: number;
}

/** Victory points and EP bonuses of Destruction; a retreating Defender concedes every element. */
export function destructionScore(
  elements: readonly ElementState[],
  retreat: 'attacker' | 'defender' | null,
): { attackerVP: number; defenderVP: number; attackerEP: number; defenderEP: number } {
  let attackerVP = 0;
  let defenderVP = 0;
  let attackerEP = 0;
  let defenderEP = 0;
  for (const e of elements) {
    const spec = DESTRUCTION_ELEMENTS[e.type];
    const destroyed = retreat === 'defender' || e.spLost >= spec.sp;
    if (destroyed) {
      attackerVP++;
      attackerEP += spec.ep;
    } else if (e.spLost * 2 <= spec.sp) {
      defenderVP++;
      defenderEP += spec.ep;
    }
  }
  return { attackerVP, defenderVP, attackerEP, defenderEP };
}

export type AmbassadorFate = 'left-neutral-or-defender-edge' | 'left-attacker-edge' | 'killed' | 'other';
/** Assassination's result for the Defender. */
export function assassinationResult(fate: AmbassadorFate): MissionResult {
  switch (fate) {
    case 'left-attacker-edge':
      return 'victory';
    case 'killed':
      return 'defeat';
    case 'left-neutral-or-defender-edge':
    case 'other':
      return 'draw';
  }
}
export const ASSASSINATION_PREMIUM = 10;

/** Treasure Hunt: a d6 gives 4, 5 or 6 counters. */
export const treasureCount = (roll: number): number => (roll <= 2 ? 4 : roll <= 4 ? 5 : 6);
/** Traps from the higher roll, Decoys from the lower (equal rolls: equal counts). */
export function treasureCounters(rollA: number, rollB: number): { traps: number; decoys: number } {
  const hi = Math.max(rollA, rollB);
  const lo = Math.min(rollA, rollB);
  return { traps: treasureCount(hi), decoys: treasureCount(lo) };
}
/** The most jewels a Treasure Hunt can lay out. */
export const TREASURE_MAX_JEWELS = treasureCount(6);
/**
 * The jewels a Treasure Hunt battle lays out: as many as the higher of the players' dice gave once
 * both sides were ready (a campaign file that leaves the rolls out: as many as a roll can give).
 */
export const jewelsLaidOut = (b: { readonly jewels?: number }): number => b.jewels ?? TREASURE_MAX_JEWELS;
export const treasurePremium = (roll: number): number => (roll <= 2 ? 3 : roll <= 4 ? 6 : 10);

/** The Raid's merchants, one in each tent but the chest's. */
export const RAID_MERCHANTS = 3;

/** Raid points from the merchants' fates. */
export function raidPoints(input: {
  killed: number;
  livingInAttackerTents: number;
  livingInDefenderTents: number;
  livingInUncontrolledTents: number;
}): { attacker: number; defender: number } {
  return {
    attacker: 4 * input.killed + 2 * input.livingInAttackerTents,
    defender: 2 * input.livingInDefenderTents + input.livingInUncontrolledTents,
  };
}
/** The chest-tent premium for the camp holding it (or the winner after a retreat). */
export const raidPremium = (result: MissionResult): number => (result === 'victory' ? 10 : result === 'draw' ? 6 : 3);

export const CARDINAL = { attackerEP: 10, premium: 20, renownFactor: 2 } as const;

/** Passive individuals of the missions (the Ambassador, the Raid merchants). */
export const PASSIVE_PROFILES = {
  ambassador: { MOV: 10, INI: 3, ATT: 0, STR: 1, DEF: 3, RES: 5, COU: 3, DIS: 3, value: 5 },
  merchant: { MOV: 10, INI: 3, ATT: 0, STR: 1, DEF: 3, RES: 5, COU: 2, DIS: 1, value: 5 },
} as const;

/** Destruction: a stronger Attacker may take one free Event card, which is not compensation. */
export const destructionFreeEventCard = (attackerValue: number, defenderValue: number): boolean =>
  attackerValue > defenderValue;
