/**
 * What an attack roll against one model is made of: its dice, the stat, the modifier and the DEF
 * it must reach, or the reason it misses with no roll at all. The rules roll from these numbers
 * (`rules.ts`), and the odds of an attack a player is offered are worked out from the very same
 * numbers (`attackChoiceRoll`), so the two cannot disagree.
 */
import { Rational } from '@skirmish/core';
import { angleTo, edgeDistance, sprayCovers, sprayZone } from '@skirmish/geometry/table';
import type { Weapon } from './content.ts';
import type { WmChoice } from './choices.ts';
import {
  baseOf,
  crippled,
  defenceAgainst,
  defOf,
  diameter,
  engaged,
  findModel,
  focusStat,
  inMelee,
  live,
  spellRange,
  stat,
  STEALTH_RANGE,
  type Ctx,
} from './model.ts';
import type { ModelState, WmState } from './state.ts';
import { attackDist } from './odds.ts';

/** The numbers of one attack roll, or why the attack misses without one. */
export type AttackRollSpec =
  | { readonly roll: false; readonly reason: 'range' | 'stealth'; readonly rule: string }
  | {
      readonly roll: true;
      readonly dice: number;
      readonly stat: number;
      readonly modifier: number;
      readonly def: number;
      /** It hits whatever the dice show (a knocked-down or stationary target in melee, WM-MELEE-11). */
      readonly auto: boolean;
      /**
       * Worked out without measuring (A-27): the roll is made only if the target proves within the
       * range (`range`), and within 5" of a Stealth model (`stealth`).
       */
      readonly ifWithin?: 'range' | 'stealth';
    };

/** Dice of an attack or damage roll: two, one more boosted, one fewer for a weapon in a crippled system. */
export function rollDice(ctx: Ctx, attacker: ModelState, w: Weapon | null, boosted: boolean): number {
  let n = 2 + (boosted ? 1 : 0);
  if (w && w.location !== null && crippled(ctx, attacker, w.location)) n -= 1;
  return n;
}

/**
 * A melee attack roll (with a weapon, or a head-butt with none): MAT against DEF, `bonus` added; a
 * knocked-down or stationary target is hit.
 */
export function meleeRollSpec(
  s: WmState,
  ctx: Ctx,
  attacker: ModelState,
  w: Weapon | null,
  target: ModelState,
  bonus: number,
  boosted: boolean,
): AttackRollSpec {
  return {
    roll: true,
    dice: rollDice(ctx, attacker, w, boosted),
    stat: stat(s, ctx, attacker, 'MAT'),
    modifier: bonus,
    def: defenceAgainst(s, ctx, target, 'melee'),
    auto: target.knockedDown || target.stationary,
  };
}

/**
 * A slam's attack roll once the slammer reaches its target: MAT + 2d6 (3d6 boosted), -2 against a
 * larger base; a stationary target is hit.
 */
export function slamRollSpec(s: WmState, ctx: Ctx, m: ModelState, t: ModelState, boosted: boolean): AttackRollSpec {
  return {
    roll: true,
    dice: 2 + (boosted ? 1 : 0),
    stat: stat(s, ctx, m, 'MAT'),
    modifier: diameter(ctx, t) > diameter(ctx, m) ? -2 : 0,
    def: defenceAgainst(s, ctx, t, 'melee'),
    auto: t.stationary,
  };
}

/**
 * A ranged or magic attack roll from `origin` (the attacker, or the model a spell is channelled
 * through): out of range or against Stealth beyond 5" it misses with no roll; aiming gives +2, and
 * a target in melee -4 (not for a spell at a model only the caster engages, unless `ownPenalty`).
 * With `o.unmeasured` the distance is not looked at: the roll is the one made were the target within
 * range (A-27).
 */
export function rangedRollSpec(
  s: WmState,
  ctx: Ctx,
  attacker: ModelState,
  origin: ModelState,
  target: ModelState,
  w: Weapon | null,
  statValue: number,
  kind: 'ranged' | 'magic',
  rng: number,
  o: { readonly boost: boolean; readonly aim: boolean; readonly spray: boolean; readonly unmeasured?: boolean },
  ownPenalty: boolean,
): AttackRollSpec {
  const dist = edgeDistance(baseOf(ctx, origin), baseOf(ctx, target));
  const checksDistance = !o.spray && o.unmeasured !== true;
  const stealth = !o.spray && defOf(ctx, target).advantages.stealth;
  if (checksDistance && dist > rng + 1e-9)
    return { roll: false, reason: 'range', rule: kind === 'magic' ? 'WM-SPELL-18' : 'WM-RANGED-04' };
  if (checksDistance && stealth && dist > STEALTH_RANGE + 1e-9)
    return { roll: false, reason: 'stealth', rule: kind === 'magic' ? 'WM-SPELL-19' : 'WM-RANGED-09' };
  let mod = 0;
  if (o.aim) mod += 2;
  if (!o.spray && inMelee(s, ctx, target)) {
    const ownOnly = live(s).every((x) => !engaged(ctx, target, x) || x.id === attacker.id);
    if (!(kind === 'magic' && ownOnly && !ownPenalty)) mod -= 4;
  }
  return {
    roll: true,
    dice: rollDice(ctx, attacker, w, o.boost),
    stat: statValue,
    modifier: mod,
    def: defenceAgainst(s, ctx, target, kind),
    auto: false,
    ...(o.unmeasured ? { ifWithin: stealth ? ('stealth' as const) : ('range' as const) } : {}),
  };
}

/**
 * The attack roll a choice of the active model makes against its target: an `attack` (or
 * `specialAttack`) in melee at MAT with no bonus, a head-butt likewise, a slam's roll once it reaches, or at range at RAT with the activation's aim (a
 * spray's roll against the model aimed at); an offensive spell's magic attack at FOCUS from the
 * caster or its channeler (`ownPenalty`: the house rule that a target only the caster engages still
 * gives -4). Without `measured` a ranged or magic roll is the one made if the target proves within
 * range, whatever the distance. Null for any other choice, or when there is no such
 * weapon, spell or target.
 */
export function attackChoiceRoll(
  s: WmState,
  ctx: Ctx,
  c: WmChoice,
  ownPenalty = true,
  measured = true,
): AttackRollSpec | null {
  const a = s.activation;
  const m = a ? findModel(s, a.model) : undefined;
  if (!a || !m) return null;
  if (c.kind === 'cast') {
    const sp = defOf(ctx, m).spells?.find((x) => x.id === c.spell);
    if (!sp?.OFF || sp.RNG === 'SELF' || sp.AOE === 'CTRL' || c.target === undefined) return null;
    const t = findModel(s, c.target);
    const origin = c.channeler === undefined ? m : findModel(s, c.channeler);
    if (!t || t.removed || !origin) return null;
    const rng = spellRange(ctx, m, sp);
    const o = { boost: c.boostAttack === true, aim: false, spray: false, unmeasured: !measured };
    return rangedRollSpec(s, ctx, m, origin, t, null, focusStat(ctx, m), 'magic', rng, o, ownPenalty);
  }
  if (c.kind === 'slam') {
    const t = findModel(s, c.target);
    return t && !t.removed ? slamRollSpec(s, ctx, m, t, c.boostAttack === true) : null;
  }
  if (c.kind === 'headButt') {
    const t = findModel(s, c.target);
    return t && !t.removed ? meleeRollSpec(s, ctx, m, null, t, 0, c.boostAttack === true) : null;
  }
  if (c.kind !== 'attack' && c.kind !== 'specialAttack') return null;
  const t = findModel(s, c.target);
  if (!t || t.removed) return null;
  const w = defOf(ctx, m).weapons.find((x) => x.id === c.weapon);
  if (!w) return null;
  if (w.kind === 'melee') return meleeRollSpec(s, ctx, m, w, t, 0, c.boostAttack === true);
  const spray = typeof w.RNG === 'object';
  // A spray rolls only against the models its zone covers: the one aimed at may lie beyond it.
  if (measured && typeof w.RNG === 'object' && !sprayCovers(sprayZoneAt(ctx, m, t, w.RNG.spray), baseOf(ctx, t)))
    return { roll: false, reason: 'range', rule: 'WM-SPRAY-01' };
  return rangedRollSpec(
    s,
    ctx,
    m,
    m,
    t,
    w,
    stat(s, ctx, m, 'RAT'),
    'ranged',
    typeof w.RNG === 'number' ? w.RNG : 0,
    { boost: c.boostAttack === true, aim: a.aiming, spray, unmeasured: !measured },
    false,
  );
}

/** The zone of a spray of `size` inches from `m`'s base toward `t` (WM-SPRAY-01). */
export function sprayZoneAt(ctx: Ctx, m: ModelState, t: ModelState, size: number): ReturnType<typeof sprayZone> {
  return sprayZone(baseOf(ctx, m), angleTo({ x: m.x, y: m.y }, { x: t.x, y: t.y }), size);
}

/** The chance that a roll of `spec` hits: exact. */
export function hitChance(spec: AttackRollSpec): Rational {
  if (!spec.roll) return Rational.ZERO;
  if (spec.auto) return Rational.ONE;
  return attackDist(spec.stat, spec.def, spec.dice, spec.modifier).p('hit');
}
