import { Dist, type Dice } from '@skirmish/core';

export type RollResult = 'perfect' | 'success' | 'failure' | 'critical';

/**
 * Judges one kept die of a Natural Roll against a Success Level: 1 (or up to Duellist/X) is a
 * Perfect Success whatever the SL; 10 always fails (Critical Failure); otherwise a result at or
 * under the SL succeeds.
 */
export function judge(kept: number, sl: number, duellist = 0): RollResult {
  if (kept === 10) return 'critical';
  if (kept === 1 || kept <= duellist) return 'perfect';
  return kept <= sl ? 'success' : 'failure';
}

export const succeeded = (r: RollResult): boolean => r === 'perfect' || r === 'success';

export interface NaturalRoll {
  readonly rolls: number[];
  readonly kept: number;
  readonly sl: number;
  readonly result: RollResult;
}

/** One D10, or 2D10 keeping one die: the lower, which is never the worse choice. */
export function naturalRoll(dice: Dice, sl: number, nDice: 1 | 2, duellist = 0): NaturalRoll {
  const rolls = nDice === 2 ? [dice.roll(10), dice.roll(10)] : [dice.roll(10)];
  const kept = Math.min(...rolls);
  return { rolls, kept, sl, result: judge(kept, sl, duellist) };
}

/** The exact distribution of a Natural Roll's outcome. */
export function naturalRollDist(sl: number, nDice: 1 | 2, duellist = 0): Dist<RollResult> {
  const die = Dist.die(10);
  const kept = nDice === 2 ? die.worst(2) : die;
  return kept.map((k) => judge(k, sl, duellist));
}
