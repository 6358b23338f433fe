/**
 * The odds panel filled in for an attack a player is offered: the procedure and its fields from
 * the numbers the rules roll with (`attackChoiceRoll` of rolls.ts, `armour` and the damage grid
 * of the target), so that a board need not ask the player to type them.
 */
import type { Options } from '@skirmish/core';
import type { WmChoice } from './choices.ts';
import type { WarmachineContent } from './content.ts';
import {
  armour,
  baseOf,
  canSee,
  crippled,
  defOf,
  findModel,
  meleeRangeOf,
  stat,
  withinReach,
  type Ctx,
} from './model.ts';
import { attackChoiceRoll } from './rolls.ts';
import { makeCtx, makeRules } from './rules.ts';
import type { ModelState, WmState } from './state.ts';

/** An odds procedure of this ruleset and its inputs. */
export interface WmOddsRequest {
  readonly procedure: 'attack' | 'damage' | 'warjack' | 'slam';
  readonly inputs: Readonly<Record<string, string | number | boolean>>;
}

/** Whether `m`'s attack at `t` is the charge attack, whose damage roll is boosted (WM-MOVE-14). */
function chargeAttackAt(s: WmState, ctx: Ctx, m: ModelState, t: ModelState): boolean {
  const a = s.activation;
  if (!a || !a.chargeFirstDue || !a.chargeAttack || a.chargeTarget !== t.id) return false;
  const range = meleeRangeOf(ctx, m);
  return range !== null && withinReach(ctx, m, t, range) && canSee(s, ctx, m, t);
}

/**
 * The odds of an attack of the active model in `s`, as the rules would roll it: against a warjack
 * the `warjack` forecast (its grid's marks, current DEF and ARM, the attack's stat, modifiers,
 * boosts, POW or P+S, a weapon in a crippled system, the charge attack's extra damage die);
 * against any other model the `attack` roll; against a model the attack hits whatever the dice
 * (knocked down or stationary, in melee) the `damage` roll. The attacks are a weapon's (`attack`,
 * `specialAttack`); an offensive spell's (`cast`), at FOCUS with the spell's POW (WM-SPELL-07),
 * whose forecast is its attack roll alone when it has an area, a miss still drifting onto its
 * target; a head-butt (`headButt`), at MAT with STR for its damage (WM-POWER-08); a slam (`slam`,
 * WM-POWER-20..29) as the rules would make it from here (`slamForecast` of rules.ts): its attack
 * roll, whether a hit pushes and knocks down, the faces of the push's d6 that press the target
 * against an equal or larger base for one more damage die, and on each face the ARM of each model
 * the push deals collateral damage to (counted once the panel's `count` is switched to it; the
 * target's damage comes first). Null for any other choice, or an attack that makes no roll (out
 * of range, Stealth, a slam that falls short). `ownPenalty` and `measured` are the house rules the presenter reads (see presenter.ts);
 * `options` the game's options (the table's terrain, which may stop a slam's moves).
 */
export function attackOddsRequest(
  s: WmState,
  content: WarmachineContent,
  c: WmChoice,
  o: { readonly ownPenalty?: boolean; readonly measured?: boolean; readonly options?: Options } = {},
): WmOddsRequest | null {
  if (
    c.kind !== 'attack' &&
    c.kind !== 'specialAttack' &&
    c.kind !== 'cast' &&
    c.kind !== 'headButt' &&
    c.kind !== 'slam'
  )
    return null;
  const ctx = makeCtx(content, {});
  const spec = attackChoiceRoll(s, ctx, c, o.ownPenalty !== false, o.measured === true);
  const m = s.activation ? findModel(s, s.activation.model) : undefined;
  const t = c.target === undefined ? undefined : findModel(s, c.target);
  if (!spec || !spec.roll || !m || !t) return null;
  const boost = c.boostAttack === true;
  const attack: WmOddsRequest = {
    procedure: 'attack',
    inputs: { stat: spec.stat, def: spec.def, boost, modifier: spec.modifier, crippled: false },
  };
  /** What a hit does: the damage of `pow`, from `from`'s base (its ARM against it), on so many dice. */
  let hitBy: { pow: number; boostDamage: boolean; crippled: boolean; from: ModelState };
  if (c.kind === 'slam') {
    // Where the slammer's move ends and where the push takes the target, on each face of its d6.
    const plan = makeRules(content, { ...o.options, tableSize: s.table }).slamForecast(s, c);
    if (!plan?.reaches) return null;
    return {
      procedure: 'slam',
      inputs: {
        stat: spec.stat,
        def: spec.def,
        boost,
        modifier: spec.modifier,
        str: stat(s, ctx, m, 'STR'),
        arm: armour(s, ctx, t, baseOf(ctx, m)),
        boostDamage: c.boostDamage === true,
        pushed: plan.pushed,
        against: plan.against.join(','),
        stationary: spec.auto,
        count: 'target',
        // The ARM of each model the push hurts on each face, as the rules roll against it (WM-POWER-29).
        collateral: plan.collateral
          .map((ids, i) => {
            const arms = ids.flatMap((id) => {
              const o = findModel(s, id);
              return o ? [armour(s, ctx, o, null)] : [];
            });
            return arms.length === 0 ? '' : `${i + 1}:${arms.join(',')}`;
          })
          .filter((g) => g !== '')
          .join(';'),
      },
    };
  } else if (c.kind === 'cast') {
    const sp = defOf(ctx, m).spells?.find((x) => x.id === c.spell);
    if (!sp) return null;
    if (sp.POW === null || typeof sp.AOE === 'number') return attack;
    const origin = c.channeler === undefined ? m : findModel(s, c.channeler);
    if (!origin) return null;
    hitBy = { pow: sp.POW, boostDamage: c.boostDamage === true, crippled: false, from: origin };
  } else if (c.kind === 'headButt') {
    hitBy = { pow: stat(s, ctx, m, 'STR'), boostDamage: c.boostDamage === true, crippled: false, from: m };
  } else {
    const w = defOf(ctx, m).weapons.find((x) => x.id === c.weapon);
    if (!w) return null;
    const melee = w.kind === 'melee';
    hitBy = {
      pow: melee ? w.POW + stat(s, ctx, m, 'STR') : w.POW,
      boostDamage: c.boostDamage === true || (melee && chargeAttackAt(s, ctx, m, t)),
      crippled: w.location !== null && crippled(ctx, m, w.location),
      from: m,
    };
  }
  const { pow, boostDamage, crippled: weaponCrippled } = hitBy;
  const arm = armour(s, ctx, t, baseOf(ctx, hitBy.from));
  if (spec.auto) return { procedure: 'damage', inputs: { pow, arm, boost: boostDamage, crippled: weaponCrippled } };
  const target = defOf(ctx, t);
  if (target.damage.kind === 'grid')
    return {
      procedure: 'warjack',
      inputs: {
        model: target.id,
        marks: t.marks.join(','),
        stat: spec.stat,
        boost,
        modifier: spec.modifier,
        pow,
        boostDamage,
        crippled: weaponCrippled,
        def: spec.def,
        arm,
      },
    };
  return {
    procedure: 'attack',
    inputs: { stat: spec.stat, def: spec.def, boost, modifier: spec.modifier, crippled: weaponCrippled },
  };
}
