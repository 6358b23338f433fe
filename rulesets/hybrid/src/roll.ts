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
  /**
   * Under the table's `manualDiceChoice` (AMB-61): a 2D10 roll whose two dice (those left after
   * Luck set one aside) give different results, and the numbers they are judged by; the roller
   * picks the die to keep before the roll counts.
   */
  readonly keep?: { readonly left: readonly number[]; readonly spec: RollSpec };
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

/**
 * The numbers a Natural Roll is made with, as the rules make it (`attackRoll`, `defenceRoll` and
 * `ownTest` in `cards/play.ts`): the Success Level, the dice (2D10 keep one at Master levels), a
 * Perfect Success up to `duellist` (Duellist/X, or 2 under the "keen" Effect), a 9 that counts as
 * a Critical Failure (the "fumble" Effect), Luck's extra die, and a failure rolled again (the
 * Clones' Fury). The odds of a choice are worked out from the same numbers the roll uses.
 */
export interface RollSpec {
  readonly sl: number;
  readonly dice: 1 | 2;
  readonly duellist: number;
  readonly fumble: boolean;
  readonly luck: boolean;
  readonly again: boolean;
  /**
   * Luck may set aside any die, a 10 included (the table's `luckLiteral` off, AMB-32); absent, as
   * by default, a 10 is never set aside.
   */
  readonly luckAnyDie?: boolean;
  /**
   * The Mastery Level the roll is shown at, where it is not the one the choice announces: a level
   * above the Mode value, announced on the strength of Action-card points, is announced again when
   * no card follows, no higher than the value (HY-MODE-08); the roll shown is the highest level's.
   * Absent, the roll is made at the level announced.
   */
  readonly level?: number;
}

/**
 * The die Luck sets aside (CARD-EVENT-10): the highest that is not a 10 (a 10 may never be,
 * AMB-32), or null when every die shows 10; with `anyDie` (the table's `luckLiteral` off) the
 * highest die, a 10 included.
 */
export function luckDropped(rolls: readonly number[], anyDie = false): number | null {
  if (anyDie) return Math.max(...rolls);
  const removable = rolls.filter((r) => r !== 10);
  return removable.length > 0 ? Math.max(...removable) : null;
}

/**
 * The kept die when Luck adds one (CARD-EVENT-10): the die `luckDropped` names is set aside, then
 * the lowest of the rest is kept. With `anyDie` that is the lowest die of all.
 */
export function luckyKept(rolls: readonly number[], anyDie = false): number {
  if (anyDie) return Math.min(...rolls);
  const drop = luckDropped(rolls);
  const i = drop === null ? -1 : rolls.indexOf(drop);
  const kept = i < 0 ? rolls.slice(1) : rolls.filter((_, j) => j !== i);
  return Math.min(...kept);
}

/** The result of one roll (before a Clones' Fury re-roll) from its kept die. */
export function judgeSpec(kept: number, spec: RollSpec): RollResult {
  const r = judge(kept, spec.sl, spec.duellist);
  return spec.fumble && kept === 9 ? 'critical' : r;
}

/**
 * The exact distribution of a roll's result under `spec`: every face of every die counted, Luck's
 * set-aside die and the Clones' Fury re-roll (of a plain failure, not a Critical Failure) included.
 */
export function rollSpecDist(spec: RollSpec): Dist<RollResult> {
  const n = spec.dice + (spec.luck ? 1 : 0);
  const anyDie = spec.luckAnyDie === true;
  const counts = new Map<RollResult, number>();
  const faces: number[] = new Array<number>(n).fill(1);
  for (;;) {
    const kept = spec.luck ? luckyKept(faces, anyDie) : Math.min(...faces);
    const r = judgeSpec(kept, spec);
    counts.set(r, (counts.get(r) ?? 0) + 1);
    let i = 0;
    while (i < n && faces[i] === 10) faces[i++] = 1;
    if (i === n) break;
    faces[i] = (faces[i] as number) + 1;
  }
  const once = Dist.weighted([...counts]);
  if (!spec.again) return once;
  // A failure is rolled again, once, with the same numbers (Luck is spent on the first roll).
  const second = rollSpecDist({ ...spec, again: false, luck: false });
  return once.bind((r) => (r === 'failure' ? second : Dist.certain(r)));
}

/**
 * The key of a choice's roll in a view's `rolls`: a strike or a shot by target and level (a
 * Combined Attack, a second target or a piercing shot changes nothing in the first roll), a parry
 * by level and backing card, Action cards for the roll or against it by card and use, an Event
 * card (Luck) by card. Undefined
 * for a choice that makes or changes no such roll.
 */
export function rollKey(c: {
  readonly kind: string;
  readonly target?: string;
  readonly level?: number;
  readonly card?: string | null;
  readonly cards?: readonly string[];
  readonly effect?: boolean;
  readonly shot?: number;
}): string | undefined {
  // A Heroic Firing's card names its shot (HY-MODE-F-28); no other key changes.
  const use = (c.effect === true ? 'effect' : 'points') + (c.shot ? `:${c.shot}` : '');
  if (c.kind === 'strike' || c.kind === 'fire') return `${c.kind}:${c.target}:${c.level}`;
  if (c.kind === 'parry') return `parry:${c.level}:${c.card ?? ''}`;
  if (c.kind === 'cards') return `cards:${(c.cards ?? []).join(',')}:${use}`;
  if (c.kind === 'hinder') return `hinder:${c.card ?? ''}:${use}`;
  if (c.kind === 'play-event') return `event:${c.card ?? ''}`;
  return undefined;
}
