import type { Dice, GameEvent } from '@skirmish/core';
import {
  baseCompletelyInBackArc,
  baseRadius,
  cross,
  dot,
  edgeDistance,
  lineOfSight,
  sub,
  unitVector,
  type Base,
  type FacingBase,
  type Point,
  type Shape,
} from '@skirmish/geometry/table';
import type { ModelDef, SpellDef, StatName, SystemCode, WarmachineContent, Weapon } from './content.ts';
import { other, type EffectState, type ModelState, type Seat, type WmState } from './state.ts';

/** Everything the rules look up about content, built once per content pack. */
export interface Ctx {
  readonly content: WarmachineContent;
  readonly defs: ReadonlyMap<string, ModelDef>;
  readonly terrain: readonly Shape[];
  readonly terrainEffects: boolean;
  /**
   * Answers remembered while one state is only read (candidate checks): line of sight and
   * engagement by model ids. Null whenever the state may change.
   */
  memo: { readonly los: Map<string, boolean>; readonly melee: Map<string, boolean> } | null;
}

export const MELEE_RANGE = 0.5;
export const REACH_RANGE = 2;
export const STEALTH_RANGE = 5;
export const KNOCKED_DOWN_DEF = 5;
export const CRIPPLED_MOVEMENT_DEF = 7;
export const FIRE_POW = 12;

export function defOf(ctx: Ctx, m: ModelState): ModelDef {
  const d = ctx.defs.get(m.def);
  if (!d) throw new Error(`unknown model definition ${m.def}`);
  return d;
}

export function findModel(s: WmState, id: string): ModelState | undefined {
  return s.models.find((m) => m.id === id);
}

export function live(s: WmState): ModelState[] {
  return s.models.filter((m) => m.placed && !m.removed);
}

export function baseOf(ctx: Ctx, m: ModelState): FacingBase {
  return { center: { x: m.x, y: m.y }, diameterMm: defOf(ctx, m).baseDiameterMm, facing: m.facing };
}

export function diameter(ctx: Ctx, m: ModelState): number {
  return defOf(ctx, m).baseDiameterMm;
}

/**
 * Whether two lasting effects are one upkeep spell on different models (or the same one): a
 * warcaster keeps one instance of each spell (WM-SPELL-11), kept for 1 focus (WM-SPELL-09).
 */
export function oneUpkeepSpell(a: EffectState, b: EffectState): boolean {
  return a.duration === 'upkeep' && b.duration === 'upkeep' && a.source === b.source && a.caster === b.caster;
}

/** Sum of the stat changes active effects put on a model. */
export function effectMod(s: WmState, m: ModelState, stat: StatName): number {
  let d = 0;
  for (const e of s.effects) if (e.target === m.id) d += e.mods[stat] ?? 0;
  return d;
}

/** Some active effect lowers the model's SPD (it may not charge or slam, A-14). */
export function spdReduced(s: WmState, m: ModelState): boolean {
  return s.effects.some((e) => e.target === m.id && (e.mods.SPD ?? 0) < 0);
}

// ---------------------------------------------------------------- damage grid

export function gridOf(def: ModelDef): ReadonlyArray<ReadonlyArray<SystemCode | null>> | null {
  return def.damage.kind === 'grid' ? def.damage.columns : null;
}

export function crippled(ctx: Ctx, m: ModelState, system: SystemCode): boolean {
  const grid = gridOf(defOf(ctx, m));
  if (!grid) return false;
  let any = false;
  for (let c = 0; c < grid.length; c++) {
    const col = grid[c] ?? [];
    for (let b = 0; b < col.length; b++) {
      if (col[b] !== system) continue;
      any = true;
      if (b >= (m.marks[c] ?? 0)) return false;
    }
  }
  return any;
}

export function totalBoxes(def: ModelDef): number {
  return def.damage.kind === 'boxes' ? def.damage.count : def.damage.columns.reduce((n, c) => n + c.length, 0);
}

export function damageTaken(m: ModelState): number {
  return m.boxes + m.marks.reduce((a, b) => a + b, 0);
}

// ---------------------------------------------------------------- current stats

export function stat(s: WmState, ctx: Ctx, m: ModelState, name: StatName): number {
  const def = defOf(ctx, m);
  let base = def.stats[name];
  if (name === 'DEF' && def.kind === 'warjack' && crippled(ctx, m, 'M')) base = CRIPPLED_MOVEMENT_DEF;
  let fromAbilities = 0;
  for (const ab of def.abilities) for (const e of ab.script ?? []) if (e.stat === name) fromAbilities += e.delta;
  return base + fromAbilities + effectMod(s, m, name);
}

export function focusStat(ctx: Ctx, m: ModelState): number {
  return defOf(ctx, m).FOCUS ?? 0;
}

export function controlRadius(ctx: Ctx, m: ModelState): number {
  return 2 * focusStat(ctx, m);
}

/**
 * How far a spell reaches from its point of origin (WM-SPELL-03): its RNG in inches, or for RNG
 * CTRL the caster's control area; a SELF spell reaches no other model.
 */
export function spellRange(ctx: Ctx, caster: ModelState, sp: SpellDef): number {
  return sp.RNG === 'CTRL' ? controlRadius(ctx, caster) : sp.RNG === 'SELF' ? 0 : sp.RNG;
}

export function inControlArea(ctx: Ctx, caster: ModelState, m: ModelState): boolean {
  return edgeDistance(baseOf(ctx, caster), baseOf(ctx, m)) <= controlRadius(ctx, caster) + 1e-9;
}

/** DEF against an attack: knocked-down and stationary models have DEF 5 against ranged and magic attacks. */
export function defenceAgainst(s: WmState, ctx: Ctx, target: ModelState, kind: 'melee' | 'ranged' | 'magic'): number {
  if (kind !== 'melee' && (target.knockedDown || target.stationary)) return KNOCKED_DOWN_DEF;
  return stat(s, ctx, target, 'DEF');
}

/**
 * Current ARM: printed ARM, each Shield not in a crippled location (not against an attack
 * whose origin is wholly in the back arc), unspent focus on a warcaster, and effects.
 */
export function armour(s: WmState, ctx: Ctx, target: ModelState, origin: Base | null): number {
  const def = defOf(ctx, target);
  let arm = stat(s, ctx, target, 'ARM');
  const fromBehind = origin !== null && baseCompletelyInBackArc(baseOf(ctx, target), origin);
  if (!fromBehind) {
    for (const w of def.weapons) {
      if (w.qualities.includes('shield') && !(w.location !== null && crippled(ctx, target, w.location))) arm += 2;
    }
  }
  if (def.kind === 'warcaster') arm += target.focus;
  return arm;
}

/**
 * Where blast damage comes from, for `armour`: the centre of its template, a point, so a
 * Shield is lost to it whenever that centre lies behind the model's shoulders.
 */
export function blastOrigin(center: Point): Base {
  return { center, diameterMm: 0 };
}

// ---------------------------------------------------------------- melee range, engagement, sight

export function weaponRange(w: Weapon): number {
  return w.kind === 'melee' && w.qualities.includes('reach') ? REACH_RANGE : MELEE_RANGE;
}

/** A model's own melee range: its longest melee weapon's, or null with none, or when down or stationary. */
export function meleeRangeOf(ctx: Ctx, m: ModelState): number | null {
  if (m.knockedDown || m.stationary) return null;
  let range: number | null = null;
  for (const w of defOf(ctx, m).weapons) if (w.kind === 'melee') range = Math.max(range ?? 0, weaponRange(w));
  return range;
}

/**
 * `b` is within `range` of `a`'s melee reach: some part of its base lies in the area the range
 * covers, which runs out from the edge of `a`'s base into its front arc only (WM-MELEE-02). A
 * base partly behind `a`'s shoulders is reached by its part in front of them, which may lie
 * farther off than its nearest part.
 */
export function withinReach(ctx: Ctx, a: ModelState, b: ModelState, range: number): boolean {
  const bb = baseOf(ctx, b);
  return reachGap(baseOf(ctx, a), bb.center, range) <= baseRadius(bb.diameterMm) + 1e-9;
}

/**
 * How far a point is from the area `range` covers in front of `a`: the disc out to `range` from
 * the edge of its base, cut at its shoulder line; 0 inside it. A point behind the shoulders is
 * nearest to that line, or to an end of the cut.
 */
export function reachGap(a: FacingBase, p: Point, range: number): number {
  const u = unitVector(a.facing);
  const rel = sub(p, a.center);
  const ahead = dot(rel, u);
  const aside = Math.abs(cross(u, rel));
  const reach = baseRadius(a.diameterMm) + range;
  if (ahead >= 0) return Math.max(0, Math.hypot(ahead, aside) - reach);
  return aside <= reach ? -ahead : Math.hypot(ahead, aside - reach);
}

export function engaged(ctx: Ctx, a: ModelState, b: ModelState): boolean {
  if (a.side === b.side || a.removed || b.removed || !a.placed || !b.placed) return false;
  if (a.knockedDown || a.stationary || b.knockedDown || b.stationary) return false;
  const ra = meleeRangeOf(ctx, a);
  const rb = meleeRangeOf(ctx, b);
  return (ra !== null && withinReach(ctx, a, b, ra)) || (rb !== null && withinReach(ctx, b, a, rb));
}

export function inMelee(s: WmState, ctx: Ctx, m: ModelState): boolean {
  const memo = ctx.memo?.melee;
  const known = memo?.get(m.id);
  if (known !== undefined) return known;
  let r = false;
  for (const o of s.models) if (o.placed && !o.removed && engaged(ctx, m, o)) r = true;
  memo?.set(m.id, r);
  return r;
}

/** Line of sight from `viewer` (or its facing base) to `target` past bases at least as large as the target's, not knocked down. */
export function canSee(s: WmState, ctx: Ctx, viewer: ModelState, target: ModelState): boolean {
  if (viewer.id === target.id) return true;
  const memo = ctx.memo?.los;
  const key = `${viewer.id}>${target.id}`;
  const known = memo?.get(key);
  if (known !== undefined) return known;
  const r = sees(s, ctx, viewer, target);
  memo?.set(key, r);
  return r;
}

/** Line of sight as `canSee` decides it, never remembered: for a model where it does not stand yet. */
export function sees(s: WmState, ctx: Ctx, viewer: ModelState, target: ModelState): boolean {
  const tDiam = diameter(ctx, target);
  const blockers: Base[] = [];
  for (const o of s.models)
    if (
      o.placed &&
      !o.removed &&
      o.id !== viewer.id &&
      o.id !== target.id &&
      !o.knockedDown &&
      diameter(ctx, o) >= tDiam
    )
      blockers.push(baseOf(ctx, o));
  return lineOfSight({
    viewer: baseOf(ctx, viewer),
    target: baseOf(ctx, target),
    blockers,
    terrain: ctx.terrainEffects ? ctx.terrain : [],
  });
}

// ---------------------------------------------------------------- rolls

export interface AttackRoll {
  dice: number[];
  total: number;
  hit: boolean;
  critical: boolean;
}

/** Rolls an attack: all 1s miss, all 6s hit, otherwise total >= DEF; a critical is a hit with a pair. */
export function rollAttack(
  dice: Dice,
  n: number,
  statValue: number,
  mod: number,
  def: number,
  auto: boolean,
): AttackRoll {
  const rolled: number[] = [];
  for (let i = 0; i < n; i++) rolled.push(dice.roll(6));
  return judgeAttack(rolled, statValue + mod, def, auto);
}

export function judgeAttack(rolled: number[], bonus: number, def: number, auto: boolean): AttackRoll {
  const total = bonus + rolled.reduce((a, b) => a + b, 0);
  const allOnes = rolled.length > 0 && rolled.every((d) => d === 1);
  const allSixes = rolled.length > 0 && rolled.every((d) => d === 6);
  const hit = auto ? true : allOnes ? false : allSixes ? true : total >= def;
  const critical = hit && new Set(rolled).size < rolled.length;
  return { dice: rolled, total, hit, critical };
}

// ---------------------------------------------------------------- applying damage

export interface DamageOpts {
  readonly rule: string;
  readonly cause: string;
}

/**
 * Marks `points` damage on a model: warcaster boxes left to right; warjack grid from a d6
 * column, top down, moving right past full columns and wrapping. Removes the model when full.
 */
export function markDamage(
  s: WmState,
  ctx: Ctx,
  target: ModelState,
  points: number,
  dice: Dice,
  events: GameEvent[],
  opts: DamageOpts,
): void {
  if (points <= 0 || target.removed) return;
  const def = defOf(ctx, target);
  if (def.damage.kind === 'boxes') {
    const before = target.boxes;
    target.boxes = Math.min(def.damage.count, target.boxes + points);
    events.push({
      type: 'wm/damage',
      rule: 'WM-DAMAGE-06',
      model: target.id,
      points: target.boxes - before,
      cause: opts.cause,
    });
    if (target.boxes >= def.damage.count) remove(s, ctx, target, events);
    return;
  }
  const grid = def.damage.columns;
  const wasCrippled = (['A', 'C', 'M', 'L', 'R', 'H'] as const).filter((c) => crippled(ctx, target, c));
  const column = dice.roll(6);
  let col = column - 1;
  let left = points;
  let marked = 0;
  const capacity = totalBoxes(def);
  while (left > 0 && damageTaken(target) < capacity) {
    const size = grid[col]?.length ?? 0;
    const have = target.marks[col] ?? 0;
    if (have < size) {
      const n = Math.min(size - have, left);
      target.marks[col] = have + n;
      left -= n;
      marked += n;
    } else col = (col + 1) % 6;
  }
  events.push({ type: 'wm/damage', rule: 'WM-DAMAGE-09', model: target.id, points: marked, column, cause: opts.cause });
  for (const sys of ['A', 'C', 'M', 'L', 'R', 'H'] as const) {
    if (!wasCrippled.includes(sys) && crippled(ctx, target, sys)) {
      events.push({ type: 'wm/crippled', rule: 'WM-DAMAGE-14', model: target.id, system: sys });
      if (sys === 'C') target.focus = 0;
    }
  }
  if (damageTaken(target) >= totalBoxes(def)) remove(s, ctx, target, events);
}

function remove(s: WmState, ctx: Ctx, m: ModelState, events: GameEvent[]): void {
  m.removed = true;
  m.focus = 0;
  m.fire = false;
  m.corrosion = false;
  s.effects = s.effects.filter((e) => e.target !== m.id);
  const kind = defOf(ctx, m).kind;
  events.push({ type: 'wm/removed', rule: kind === 'warcaster' ? 'WM-DAMAGE-07' : 'WM-DAMAGE-23', model: m.id, kind });
}

/** Settles the winner once a resolution is over: a side wins when the other warcaster is gone; both gone is a draw. */
export function settleVictory(s: WmState, ctx: Ctx, events: GameEvent[]): void {
  if (s.result) return;
  const fallen = (['p1', 'p2'] as const).filter((side) =>
    s.models.some((m) => m.side === side && m.removed && defOf(ctx, m).kind === 'warcaster'),
  );
  if (fallen.length === 0) return;
  s.phase = 'over';
  s.activation = null;
  if (fallen.length === 2) {
    s.result = { winners: [], draw: true, reason: 'both warcasters fell' };
    events.push({ type: 'wm/draw', rule: 'WM-END-03' });
  } else {
    const loser = fallen[0] as Seat;
    s.result = { winners: [other(loser)], draw: false, reason: 'the enemy warcaster fell' };
    events.push({ type: 'wm/victory', rule: 'WM-END-01', winner: other(loser) });
  }
}

/** Rolls a damage roll of `pow` + n d6 against `arm` and marks the damage points dealt. */
export function damageRoll(
  s: WmState,
  ctx: Ctx,
  target: ModelState,
  pow: number,
  n: number,
  arm: number,
  dice: Dice,
  events: GameEvent[],
  opts: DamageOpts,
): number {
  const rolled: number[] = [];
  for (let i = 0; i < n; i++) rolled.push(dice.roll(6));
  const total = pow + rolled.reduce((a, b) => a + b, 0);
  const points = Math.max(0, total - arm);
  events.push({ type: 'wm/damage-roll', rule: opts.rule, model: target.id, dice: rolled, pow, arm, total, points });
  markDamage(s, ctx, target, points, dice, events, opts);
  return points;
}
