import { Dist, fail, ok, type OddsProcedure, type Result } from '@skirmish/core';
import type { HybridContent } from './content/schema.ts';
import { naturalRollDist, succeeded, type RollResult } from './roll.ts';
import { newWarrior, parrySL, strikeSL } from './rules.ts';
import { makeCtx, nvNow } from './world.ts';

const naturalRollOdds: OddsProcedure<HybridContent> = {
  id: 'natural-roll',
  description:
    'A Natural Roll against a Success Level: perfect, success (not perfect), failure (not critical), critical.',
  rule: 'HY-ROLL-06',
  params: [
    { name: 'sl', type: 'integer', description: 'Success Level', required: true, min: -20, max: 30 },
    { name: 'dice', type: 'choice', values: ['1', '2'], default: '1', description: '1 D10, or 2D10 keeping one' },
    { name: 'duellist', type: 'integer', default: 0, min: 0, max: 9, description: 'Duellist/X (OC and Firing rolls)' },
  ],
  compute(inputs): Result<Dist<RollResult>> {
    const sl = Number(inputs['sl']);
    const dice = inputs['dice'] === '2' ? 2 : 1;
    const duellist = Number(inputs['duellist'] ?? 0);
    return ok(naturalRollDist(sl, dice, duellist));
  },
};

/**
 * Wounds one melee activation deals: the attack roll (2D10 at Master Strike, +2 at Expert, a
 * second roll at Skilled), the defender's parry at the given level, Perfect Success and Heroic
 * Strike wounds, capped by what the target has left.
 */
const strikeOdds: OddsProcedure<HybridContent> = {
  id: 'strike',
  description: 'Wounds dealt by a melee attack of a given attacker, Mastery Level and target, parry included.',
  rule: 'HY-MODE-OC-02',
  params: [
    { name: 'attacker', type: 'string', description: 'Attacker profile id', required: true },
    { name: 'target', type: 'string', description: 'Target profile id', required: true },
    { name: 'level', type: 'integer', default: 1, min: 1, max: 6, description: 'Offensive Combat Mastery Level' },
    { name: 'parry', type: 'integer', default: 0, min: 0, max: 6, description: 'Parry level (0: target not in DC)' },
    { name: 'rear', type: 'boolean', default: false, description: 'Attack from the target’s rear (no parry)' },
    { name: 'wounds', type: 'integer', default: 0, min: 0, max: 11, description: 'Wounds the attacker has' },
    { name: 'target-wounds', type: 'integer', default: 0, min: 0, max: 11, description: 'Wounds the target has' },
    { name: 'cards', type: 'integer', default: 0, min: -12, max: 12, description: 'Net Action-card points' },
  ],
  compute(inputs, { content, options }): Result<Dist<number>> {
    const ctx = makeCtx(content, options);
    const ap = ctx.profiles.get(String(inputs['attacker']));
    const tp = ctx.profiles.get(String(inputs['target']));
    if (!ap)
      return fail('odds/unknown-profile', `There is no profile "${String(inputs['attacker'])}"`, { path: 'attacker' });
    if (!tp)
      return fail('odds/unknown-profile', `There is no profile "${String(inputs['target'])}"`, { path: 'target' });
    const level = Number(inputs['level']);
    const rear = inputs['rear'] === true;
    const parry = rear ? 0 : Number(inputs['parry']);
    const a = {
      ...newWarrior('a', ap.id, ap.side),
      x: 0,
      y: 0,
      facing: 'N' as const,
      wounds: Number(inputs['wounds']),
    };
    // The target stands in front of the attacker, facing away from him for a rear attack.
    const t = {
      ...newWarrior('t', tp.id, tp.side),
      x: 0,
      y: 1,
      facing: rear ? ('N' as const) : ('S' as const),
      wounds: Number(inputs['target-wounds']),
    };
    if (a.wounds >= ap.nv || t.wounds >= tp.nv) return fail('odds/dead', 'A warrior with no NV left cannot fight');
    if (ap.oc === null) return fail('odds/no-oc', `${ap.name} cannot fight in Offensive Combat`, { path: 'attacker' });
    const cards = Number(inputs['cards']);
    const duellist = ap.aptitudes.find((x) => x.name === 'Duellist')?.x ?? 0;
    const left = nvNow(ctx, t);
    const one = (cardPts: number): Dist<number> => {
      const roll = naturalRollDist(strikeSL(ctx, a, t, level, cardPts), level === 5 ? 2 : 1, duellist);
      const parryDist =
        parry > 0 ? naturalRollDist(parrySL(ctx, t, parry), parry === 5 ? 2 : 1).map(succeeded) : Dist.certain(false);
      return roll.bind((r) => {
        if (!succeeded(r)) return Dist.certain(0);
        const n = (r === 'perfect' ? 2 : 1) + (level === 6 ? 1 : 0);
        return parryDist.map((parried) => (parried ? 0 : n));
      });
    };
    const first = one(cards);
    if (level !== 3) return ok(first.map((n) => Math.min(n, left)));
    // Skilled Strike: a second roll (no cards) when the first roll succeeded.
    const firstRoll = naturalRollDist(strikeSL(ctx, a, t, level, cards), 1, duellist);
    const parryDist =
      parry > 0 ? naturalRollDist(parrySL(ctx, t, parry), parry === 5 ? 2 : 1).map(succeeded) : Dist.certain(false);
    const second = one(0);
    const dist = firstRoll.bind((r) => {
      if (!succeeded(r)) return Dist.certain(0);
      return parryDist.bind((parried) => {
        const n = parried ? 0 : r === 'perfect' ? 2 : 1;
        if (n >= left) return Dist.certain(left);
        return second.map((m) => Math.min(left, n + m));
      });
    });
    return ok(dist);
  },
};

export const hybridOdds: readonly OddsProcedure<HybridContent>[] = [naturalRollOdds, strikeOdds];
