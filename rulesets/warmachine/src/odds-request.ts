/**
 * The odds panel filled in for an attack a player is offered: the procedure and its fields from
 * the numbers the rules roll with (`attackChoiceRoll` of rolls.ts, `armour` and the damage grid
 * of the target), so that a board need not ask the player to type them.
 */
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
import { makeCtx } from './rules.ts';
import type { ModelState, WmState } from './state.ts';

/** An odds procedure of this ruleset and its inputs. */
export interface WmOddsRequest {
  readonly procedure: 'attack' | 'damage' | 'warjack';
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
 * The odds of a weapon attack (`attack` or `specialAttack`) of the active model in `s`, as the
 * rules would roll it: against a warjack the `warjack` forecast (its grid's marks, current DEF and
 * ARM, the attack's stat, modifiers, boosts, POW or P+S, a weapon in a crippled system, the
 * charge attack's extra damage die); against any other model the `attack` roll; against a model
 * the attack hits whatever the dice (knocked down or stationary, in melee) the `damage` roll.
 * Null for any other choice, or an attack that makes no roll (out of range, Stealth).
 * `ownPenalty` and `measured` are the house rules the presenter reads (see presenter.ts).
 */
export function attackOddsRequest(
  s: WmState,
  content: WarmachineContent,
  c: WmChoice,
  o: { readonly ownPenalty?: boolean; readonly measured?: boolean } = {},
): WmOddsRequest | null {
  if (c.kind !== 'attack' && c.kind !== 'specialAttack') return null;
  const ctx = makeCtx(content, {});
  const spec = attackChoiceRoll(s, ctx, c, o.ownPenalty !== false, o.measured === true);
  const m = s.activation ? findModel(s, s.activation.model) : undefined;
  const t = findModel(s, c.target);
  const w = m ? defOf(ctx, m).weapons.find((x) => x.id === c.weapon) : undefined;
  if (!spec || !spec.roll || !m || !t || !w) return null;
  const melee = w.kind === 'melee';
  const weaponCrippled = w.location !== null && crippled(ctx, m, w.location);
  const pow = melee ? w.POW + stat(s, ctx, m, 'STR') : w.POW;
  const boostDamage = c.boostDamage === true || (melee && chargeAttackAt(s, ctx, m, t));
  const arm = armour(s, ctx, t, baseOf(ctx, m));
  const boost = c.boostAttack === true;
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
