/** The after-battle tables: renown, wages, quartermaster, prospector, recuperation, machines. */
import { Dist, type Dice } from '@skirmish/core';
import {
  MACHINE_RECOVERY,
  PROSPECTOR_TABLE,
  RECUPERATION_TABLE,
  RENOWN_NEGATIVE,
  WAGES,
  type MissionResult,
  type Recovery,
} from './data.ts';
import type { Tables } from './content/schema.ts';

/** D: the difference of the balanced group values, less the CP the weaker group actually used. */
export function renownDifference(valueA: number, valueB: number, cpUsedByWeaker: number): number {
  return Math.max(0, Math.abs(valueA - valueB) - cpUsedByWeaker);
}

/**
 * Renown gained from the table. The weaker group (or either, when the values are equal) reads the
 * printed negative side; the stronger reads the positive side, whose lost cells are content.
 */
export function renownGain(side: 'weaker' | 'stronger', d: number, result: MissionResult, tables: Tables): number {
  const rows = side === 'weaker' ? RENOWN_NEGATIVE : tables.renownPositive.rows;
  const row = rows.find((r) => d >= r[0]) ?? rows[rows.length - 1];
  if (!row) return 0;
  return result === 'victory' ? row[1] : result === 'draw' ? row[2] : row[3];
}

export function wages(result: MissionResult, retreated: boolean): number {
  return retreated ? 0 : WAGES[result];
}

/** Quartermaster: 1d6, +1 after a victory, -1 after a defeat. */
export function quartermasterRP(roll: number, result: MissionResult): number {
  const total = roll + (result === 'victory' ? 1 : result === 'defeat' ? -1 : 0);
  return total <= 2 ? 4 : total <= 4 ? 7 : 10;
}

export function prospectorFind(roll: number): { rp: number; ep: number; renown: number; wounded: boolean } {
  const r = PROSPECTOR_TABLE[roll];
  if (!r) throw new RangeError(`prospector roll ${roll}`);
  return r;
}

export type RecuperationWound = 'serious' | 'critical' | 'killed-outright';

/** The row of the recuperation table for a 2d6 sum: 0 for 2-3 up to 5 for 12. */
export function recuperationRow(sum: number): number {
  if (sum <= 3) return 0;
  if (sum <= 5) return 1;
  if (sum <= 7) return 2;
  if (sum <= 9) return 3;
  if (sum <= 11) return 4;
  return 5;
}

export interface RecuperationInput {
  readonly wound: RecuperationWound;
  readonly medic: boolean;
  readonly convalescent: boolean;
}

/**
 * How a convalescent's raw Dead is read where the company has a medic (the table option
 * `convalescent-dead-with-medic`): `shift-first` reads his convalescence row first, and only a
 * result still Dead goes to the medic's d6, the medic's row added otherwise; `medic-roll` sends
 * any raw Dead to the medic's d6.
 */
export type ConvalescentDeadWithMedic = 'shift-first' | 'medic-roll';

/**
 * Reads a 2d6 sum. A raw Dead with a medic asks for the medic's d6 (`rescue`: 4+ saves to
 * Critical), unless convalescence read first lifts it (`shift-first`). Otherwise each of medic and
 * convalescence reads one row higher, never above 2-3. `saved`: convalescence lifted a raw Dead.
 */
export function readRecuperation(
  input: RecuperationInput,
  sum: number,
  rescue?: number,
  deadWithMedic: ConvalescentDeadWithMedic = 'shift-first',
): { outcome: Recovery; needsRescue: boolean; saved: boolean } {
  const column = RECUPERATION_TABLE[input.wound];
  const row = recuperationRow(sum);
  const raw = column[row] ?? 'dead';
  const lifted = input.convalescent && deadWithMedic === 'shift-first' ? column[Math.max(0, row - 1)] : raw;
  if (lifted === 'dead' && input.medic) {
    if (rescue === undefined) return { outcome: 'dead', needsRescue: true, saved: false };
    return { outcome: rescue >= 4 ? 'critical' : 'dead', needsRescue: true, saved: false };
  }
  const shift = (input.medic ? 1 : 0) + (input.convalescent ? 1 : 0);
  const outcome = column[Math.max(0, row - shift)] ?? raw;
  return { outcome, needsRescue: false, saved: raw === 'dead' && outcome !== 'dead' };
}

export interface RolledRecuperation {
  readonly dice: readonly [number, number];
  readonly rescue: number | null;
  readonly outcome: Recovery;
  /** Convalescence lifted a raw Dead. */
  readonly saved: boolean;
}

export function rollRecuperation(
  input: RecuperationInput,
  dice: Dice,
  deadWithMedic: ConvalescentDeadWithMedic = 'shift-first',
): RolledRecuperation {
  const a = dice.roll(6);
  const b = dice.roll(6);
  const first = readRecuperation(input, a + b, undefined, deadWithMedic);
  if (!first.needsRescue) return { dice: [a, b], rescue: null, outcome: first.outcome, saved: first.saved };
  const rescue = dice.roll(6);
  return {
    dice: [a, b],
    rescue,
    outcome: readRecuperation(input, a + b, rescue, deadWithMedic).outcome,
    saved: false,
  };
}

/** The exact distribution of a recuperation roll. */
export function recuperationDist(
  input: RecuperationInput,
  deadWithMedic: ConvalescentDeadWithMedic = 'shift-first',
): Dist<Recovery> {
  const twoD6 = Dist.die(6).repeatSum(2);
  return twoD6.bind((sum) => {
    const first = readRecuperation(input, sum, undefined, deadWithMedic);
    if (!first.needsRescue) return Dist.certain(first.outcome);
    return Dist.die(6).map((r) => readRecuperation(input, sum, r, deadWithMedic).outcome);
  });
}

/**
 * The SP a machine has lost in all once its battle is reported, what its recovery is worked out
 * from: those the report says it lost in this battle and those it had lost before.
 */
export function structureLost(structure: { readonly max: number; readonly current: number }, reported: number): number {
  return reported + (structure.max - structure.current);
}

/** SP a machine gets back on a 2d6 sum: a fraction of the SP lost, rounded up (book A-14 reading). */
export function machineRecovery(
  max: number,
  lost: number,
  sum: number,
): { recovered: number; permanentlyDestroyed: boolean } {
  if (lost * 2 <= max) return { recovered: lost, permanentlyDestroyed: false };
  const row = MACHINE_RECOVERY.find((r) => sum >= r[0] && sum <= r[1]);
  if (!row) throw new RangeError(`2d6 sum ${sum}`);
  const recovered = Math.ceil((lost * row[2]) / row[3]);
  return { recovered, permanentlyDestroyed: lost >= max && recovered === 0 };
}

/** The exact distribution of a machine's SP after the battle ("destroyed" when lost for good). */
export function machineRecoveryDist(max: number, lost: number): Dist<number | string> {
  if (lost * 2 <= max) return Dist.certain(max);
  return Dist.die(6)
    .repeatSum(2)
    .map((sum) => {
      const r = machineRecovery(max, lost, sum);
      return r.permanentlyDestroyed ? 'destroyed' : Math.min(max, max - lost + r.recovered);
    });
}
