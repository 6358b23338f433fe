/** Battle aids the book defines on its own: scenery, structures, siege, nexuses, titans. */
import { fail, ok, type Options, type Result } from '@skirmish/core';
import type { Tables } from './content/schema.ts';

export type SceneryLevel = 'ignored' | 'Small' | 'Medium' | 'Large' | 'Very Large';
const SIZE_ORDER: readonly SceneryLevel[] = ['ignored', 'Small', 'Medium', 'Large', 'Very Large'];

/** Size by height in cm; the printed bands overlap at 3 and 4 cm, read as (3, 4] for Medium. */
export function scenerySize(heightCm: number): SceneryLevel {
  if (heightCm < 1) return 'ignored';
  if (heightCm <= 3) return 'Small';
  if (heightCm <= 4) return 'Medium';
  if (heightCm <= 8) return 'Large';
  return 'Very Large';
}

/** Relief against a fighter's Size: smaller is ignored, larger blocks, same Size is crossed at MOV x1. */
export function reliefCrossing(element: SceneryLevel, fighter: SceneryLevel): 'ignored' | 'blocked' | 'climb' {
  const d = SIZE_ORDER.indexOf(element) - SIZE_ORDER.indexOf(fighter);
  return d < 0 ? 'ignored' : d > 0 ? 'blocked' : 'climb';
}

/** An obstacle's firing penalty is ignored two Size levels below the smaller of marksman and target. */
export function obstaclePenaltyIgnored(obstacle: SceneryLevel, marksman: SceneryLevel, target: SceneryLevel): boolean {
  const smaller = Math.min(SIZE_ORDER.indexOf(marksman), SIZE_ORDER.indexOf(target));
  return SIZE_ORDER.indexOf(obstacle) <= smaller - 2;
}

const PRINTED_STRUCTURE: ReadonlyArray<readonly [number, readonly number[]]> = [
  [4, [1, 1, 2, 2, 3]],
  [2, [0, 1, 1, 2, 3]],
  [0, [0, 0, 1, 1, 2]],
  [-Infinity, [0, 0, 0, 1, 1]],
];

/**
 * SP lost by scenery: row by STR - RES, column by the die that reads the Wound Table (1..6).
 * From a difference of 6 only the die's 1 is printed. The other cells come from the pack's rows;
 * without them the house rule `structure-missing-rows` decides: refused by default, or the
 * 4-5 row read again, which gives no more than the lost row would if the table never falls.
 */
export function structureDamage(
  strMinusRes: number,
  die: number,
  tables: Tables,
  options: Options = {},
): Result<number> {
  if (!Number.isInteger(die) || die < 1 || die > 6) return fail('struct/bad-die', `A die shows 1 to 6, not ${die}`);
  const col = Math.min(die, 5) - 1;
  if (strMinusRes >= 6) {
    if (die === 1) return ok(1);
    const extra = [...tables.structureDamage.rows].sort((a, b) => b[0] - a[0]).find((r) => strMinusRes >= r[0]);
    if (extra) return ok(extra[1][col] ?? 0);
    if (options['structure-missing-rows'] !== 'row-4-5')
      return fail('struct/rule-data-missing', 'This row of the structure table is not in the text', {
        rule: 'DW-STRUCT-02',
      });
  }
  // The 4-5 row is the highest printed one, so a difference of 6 or more reads it here.
  const row = PRINTED_STRUCTURE.find((r) => strMinusRes >= r[0]);
  return ok(row?.[1][col] ?? 0);
}

export const isDestroyed = (spLeft: number): boolean => spLeft <= 0;
export const collapseDamages = (sp: number): boolean => sp >= 15;

/**
 * A blaze counter in the time-out phase: 1-2 shrinks (a Blaze/0 goes out: null), 3 holds, 4-6
 * grows. A counter is Blaze/0 when placed and moves by 5, so any other X is no counter, and a die
 * shows 1 to 6.
 */
export function blazeStep(x: number, roll: number): Result<number | null> {
  if (!Number.isInteger(x) || x < 0 || x % 5 !== 0)
    return fail('blaze/bad-counter', `A Blaze counter reads 0, 5, 10 and so on, not ${x}`);
  if (!Number.isInteger(roll) || roll < 1 || roll > 6) return fail('blaze/bad-die', `A die shows 1 to 6, not ${roll}`);
  if (roll <= 2) return ok(x === 0 ? null : x - 5);
  if (roll === 3) return ok(x);
  return ok(x + 5);
}

export const BLAZE_STR = { zone: 8, endActivation: 8, passing: 6 } as const;

export const BUILDINGS: Readonly<Record<string, number>> = {
  'canvas tent': 3,
  'cob hut': 4,
  'wood cabin': 5,
  'small house of wood and stone': 8,
  'wood watchtower': 7,
  'wood bridge': 8,
  'small stone building': 10,
  'stone bridge': 12,
  'big stone house': 15,
  'stone tower': 15,
  'stone dungeon': 18,
};

export type MaterialAbility = 'Breakable' | 'Transparent' | 'Flammable';
export const MATERIALS: Readonly<
  Record<string, { res: number; spValue: number; abilities: readonly MaterialAbility[] }>
> = {
  glass: { res: 0, spValue: 1, abilities: ['Breakable', 'Transparent'] },
  'reinforced glass': { res: 1, spValue: 1, abilities: ['Transparent'] },
  bone: { res: 2, spValue: 1, abilities: [] },
  cloth: { res: 2, spValue: 1, abilities: ['Flammable'] },
  leather: { res: 3, spValue: 1, abilities: ['Flammable'] },
  'corrupt flesh': { res: 3, spValue: 2, abilities: [] },
  stone: { res: 8, spValue: 3, abilities: [] },
};

/**
 * SP of a wall, door or statue: the material's SP value times the thickness in cm, rounded up.
 * The text leaves open what is rounded: the product by default, or under the house rule
 * `material-sp-rounding` the thickness, before it is multiplied.
 */
export const materialSP = (spValue: number, thicknessCm: number, options: Options = {}): number =>
  options['material-sp-rounding'] === 'thickness' ? spValue * Math.ceil(thicknessCm) : Math.ceil(spValue * thicknessCm);

/** Indestructible: a Damage roll below the element's RES does nothing. */
export const indestructibleIgnores = (str: number, res: number): boolean => str < res;

export const SIEGE = {
  ram: { cost: 10, weight: 8, lengthCm: 10 },
  ladder: { cost: 5, weight: 6, lengthCm: 15 },
  rope: { cost: 3 },
  incendiary: { cost: 3 },
  stones: { cost: 10, str: 6, hitsOn: 3 },
  pitch: { cost: 15, str: 6, reachCm: 5 },
} as const;

/** The wound penalties a ram's carriers bring (the book's example: Light -1, Serious -2). */
const RAM_WOUND_PENALTY: Readonly<Record<string, number>> = { none: 0, light: 1, serious: 2, critical: 3 };

/** The highest STR a profile may print (the content schema's bound). */
const STR_MAX = 30;

/**
 * Ram STR: 5 plus the carriers' STR, wound penalties (Light -1, Serious -2) included. A ram is
 * carried by at least one fighter, each with a whole STR a profile may have and a known wound.
 */
export function ramStrength(
  carriers: ReadonlyArray<{ str: number; wound: 'none' | 'light' | 'serious' | 'critical' }>,
): Result<number> {
  if (carriers.length === 0) return fail('ram/no-carriers', 'A ram needs at least one carrier');
  let total = 5;
  for (const c of carriers) {
    if (!Number.isInteger(c.str) || c.str < 0 || c.str > STR_MAX)
      return fail('ram/bad-str', `A carrier's STR is a whole number from 0 to ${STR_MAX}, not ${c.str}`);
    const penalty = RAM_WOUND_PENALTY[c.wound];
    if (penalty === undefined)
      return fail('ram/bad-wound', `A carrier's wound is none, light, serious or critical, not "${String(c.wound)}"`);
    total += c.str - penalty;
  }
  return ok(total);
}

export const HOOK_RANGE_CM = { Small: 12, Medium: 15, Large: 18, 'Very Large': 22 } as const;

/** Fighters who may never carry or use siege equipment. */
export function mayUseSiegeEquipment(f: {
  creature: boolean;
  dis: number | null;
  machine: boolean;
  mounted: boolean;
}): boolean {
  if (f.machine || f.mounted) return false;
  if (f.creature && (f.dis ?? 0) < 3) return false;
  return true;
}

export const ladderPushDifficulty = (climberPrintedRes: number): number => 6 + climberPrintedRes;

// ---- Nexuses ----

/** Nexuses of one kind allowed: one per full X AP of the army (or assault group). */
export const nexusQuantity = (armyAP: number, per: number): number => Math.floor(armyAP / per);
/** At most a quarter of the army's AP on nexuses. */
export const nexusBudgetOk = (nexusAP: number, armyAP: number): boolean => nexusAP * 4 <= armyAP;
/** Forcing an enemy nexus: trial difficulty +2, impossible when no load is left. */
export function forcingDifficulty(
  trial: number | null,
  loadsLeft: number,
  usedThisRound: number,
  perRound: number,
  inviolable: boolean,
): Result<number> {
  if (trial === null || inviolable) return fail('nexus/no-forcing', 'This nexus cannot be forced');
  if (loadsLeft <= 0 || usedThisRound >= perRound) return fail('nexus/no-load', 'No load is left to force');
  return ok(trial + 2);
}

/** A load "A / B": total A per game, B per round; only successful activations spend one. */
export interface NexusLoad {
  readonly total: number | 'unlimited';
  readonly perRound: number;
  readonly spent: number;
  readonly spentThisRound: number;
}
export function activateNexus(load: NexusLoad, success: boolean): Result<NexusLoad> {
  if (load.total !== 'unlimited' && load.spent >= load.total) return fail('nexus/no-load', 'No load is left');
  if (load.spentThisRound >= load.perRound)
    return fail('nexus/round-limit', 'This nexus has been used as often as it may this round');
  if (!success) return ok(load);
  return ok({ ...load, spent: load.spent + 1, spentThisRound: load.spentThisRound + 1 });
}

/** Catalyst filters on printed values: "MOV 10 -" means at most 10, "FEAR 6+" at least 6. */
export function meetsFilter(value: number | null, bound: number, dir: 'max' | 'min'): boolean {
  if (value === null) return false;
  return dir === 'max' ? value <= bound : value >= bound;
}

/** Guard/X: a d6 of X or more ignores the Damage roll. Reparation/X: each X+ gives back 1 SP, repeated. */
export const guardIgnores = (roll: number, x: number): boolean => roll >= x;
export function reparation(
  rolls: readonly number[],
  x: number,
  sp: number,
  maxSp: number,
): { sp: number; used: number } {
  let cur = sp;
  let used = 0;
  if (sp <= 0) return { sp, used };
  for (const r of rolls) {
    used++;
    if (r < x || cur >= maxSp) break;
    cur++;
  }
  return { sp: cur, used };
}

// ---- Titans ----

/** Titans allowed: one per full 1000 AP, and their value at most half the army's. */
export function titansAllowed(armyAP: number, titanValues: readonly number[]): boolean {
  const total = titanValues.reduce((a, b) => a + b, 0);
  return titanValues.length <= Math.floor(armyAP / 1000) && total * 2 <= armyAP;
}
/** A Damage roll this weak cannot hurt a Titan beyond a Serious Wound, and Ferocious does nothing. */
export const titanWeakBlow = (str: number, titanRes: number): boolean => str <= Math.ceil(titanRes / 2);
export const sweepStrength = (titanPrintedStr: number): number => Math.ceil(titanPrintedStr / 2);
export const SWEEP_DEF_DIFFICULTY = 7;
export const roarFear = (titanPrintedFear: number): number => titanPrintedFear + 1;
export const titanDisengageBlocked = (enemyForce: number): boolean => enemyForce >= 10;

/** What a player whose military advisor succeeds asks of the game's length. */
export type LengthWish = 'longer' | 'shorter' | 'same';
export interface AdvisorAttempt {
  /** The player's one d6 for the game, however many advisors he has on the battlefield. */
  readonly roll: number;
  readonly wish: LengthWish;
}

/**
 * The military advisor before the Tactical roll of the last round (DW-ROLE-13, DW-ROLE-14): each
 * player with an advisor standing may roll 1d6 once; 4 or more lets him add a round or take one
 * away, taking one away ending the game there and then. When both players succeed, a change is
 * made only if both ask for the same one. `rounds` is the length before the roll.
 */
export function advisedLength(
  rounds: number,
  mine: AdvisorAttempt | null,
  theirs: AdvisorAttempt | null,
): Result<{ readonly rounds: number; readonly endsNow: boolean }> {
  for (const a of [mine, theirs])
    if (a && (!Number.isInteger(a.roll) || a.roll < 1 || a.roll > 6))
      return fail('advisor/bad-die', `A die shows 1 to 6, not ${a.roll}`);
  const won = [mine, theirs].filter((a): a is AdvisorAttempt => a !== null && a.roll >= 4);
  const first = won[0];
  const wish = !first ? 'same' : won.every((a) => a.wish === first.wish) ? first.wish : 'same';
  if (wish === 'longer') return ok({ rounds: rounds + 1, endsNow: false });
  if (wish === 'shorter') return ok({ rounds: rounds - 1, endsNow: true });
  return ok({ rounds, endsNow: false });
}
