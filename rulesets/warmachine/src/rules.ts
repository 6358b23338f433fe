import {
  fail,
  malformed,
  ok,
  type Decision,
  type Dice,
  type GameEvent,
  type Options,
  type Result,
  type Rules,
  z,
} from '@skirmish/core';
import {
  add,
  angleTo,
  baseOnTable,
  baseRadius,
  basesSwept,
  basesUnderTemplate,
  baseWithinEdgeZone,
  contactDistance,
  distance,
  dot,
  edgeDistance,
  EPSILON,
  moveBase,
  overlaps,
  pointInDirection,
  pointInFrontArc,
  pointInShape,
  pointSegmentDistance,
  pointToward,
  scale,
  scatterPoint,
  segmentCrossesShape,
  sprayCovers,
  sub,
  unitVector,
  type Base,
  type Point,
  type Shape,
} from '@skirmish/geometry/table';
import type { Effect, ModelDef, RangedWeapon, SpellDef, WarmachineContent, Weapon } from './content.ts';
import { choiceSchema, type WmChoice } from './choices.ts';
import {
  armour,
  baseOf,
  blastOrigin,
  canSee,
  controlRadius,
  crippled,
  damageRoll,
  damageTaken,
  defOf,
  diameter,
  findModel,
  FIRE_POW,
  focusStat,
  inControlArea,
  inMelee,
  live,
  markDamage,
  MELEE_RANGE,
  meleeRangeOf,
  oneUpkeepSpell,
  reachGap,
  rollAttack,
  sees,
  settleVictory,
  spdReduced,
  spellRange,
  stat,
  totalBoxes,
  weaponRange,
  withinReach,
  type Ctx,
} from './model.ts';
import {
  other,
  SEATS,
  type Activation,
  type FreeStrikeState,
  type ModelState,
  type Seat,
  type WmState,
} from './state.ts';
import { candidates } from './candidates.ts';
import { referenceProblems, shapeProblems } from './state-shape.ts';
import { meleeRollSpec, rangedRollSpec, rollDice, slamRollSpec, sprayZoneAt } from './rolls.ts';

/**
 * What a seat sees: the whole state (nothing is hidden), and the house rules the words of a choice
 * depend on, given only when a game sets them away from their defaults (the odds of a spell at a
 * model only its caster engages: `magicMeleePenaltyOnOwnEngagement`; whether a target's range may
 * be known before the attack is declared: `premeasure`). With `premeasure` on, `distances` gives
 * the distance from the active model to each enemy model on the table (see `premeasured`), and
 * while a warcaster is active `channelDistances` the same from each of her Arc Nodes, from which
 * a spell channelled through it is measured (see `channelPremeasured`).
 */
export type WmView = WmState & {
  readonly houseRules?: {
    readonly magicMeleePenaltyOnOwnEngagement?: boolean;
    readonly premeasure?: boolean;
  };
  readonly distances?: Readonly<Record<string, number>>;
  readonly channelDistances?: Readonly<Record<string, Readonly<Record<string, number>>>>;
};
/**
 * What a slam declared now comes to, were nothing to stop the slammer on its way (a free strike):
 * whether it ends within 0.5" of its target (`reaches`), and so makes its attack roll; whether it
 * moved 3" or more first (`pushed`), so that a hit pushes and knocks the target down
 * (WM-POWER-20, WM-POWER-22); and the faces of the push's d6 on which the target ends pushed
 * against an equal or larger base, for one more damage die (`against`, WM-POWER-28).
 */
export interface SlamForecast {
  readonly reaches: boolean;
  readonly pushed: boolean;
  readonly against: readonly number[];
  /**
   * For each face of the push's d6 (1 to 6, at index face - 1), the models the slammed model
   * deals collateral damage to, in the order it reaches them (WM-POWER-29): those it passes over,
   * then the one of its own base size it ends pushed against. Empty when a hit does not push.
   */
  readonly collateral: ReadonlyArray<readonly string[]>;
}

export type WmRules = Rules<WmState, WmChoice, WmView> & {
  /** The slam of the active model at `target` (`distance` as the choice gives it), worked out as the rules make it. */
  slamForecast(s: WmState, c: { readonly target: string; readonly distance?: number }): SlamForecast | null;
};

export interface WmSetup {
  readonly p1: string;
  readonly p2: string;
}

export const DEPLOY_DEPTH = 10;
export const DEPLOY_GAP = 20;
export const MAX_FOCUS_PER_TURN = 3;
export const CHARGE_BONUS = 3;
export const CHARGE_ATTACK_MIN = 3;

type R = Result<{ state: WmState; events: GameEvent[] }>;
type MoveState = FreeStrikeState['move'];
/** Dice for checking a choice: checking never rolls, so a roll here is a bug. */
const noRoll = (): never => {
  throw new Error('a check rolled a die');
};
const NO_DICE: Dice = { roll: noRoll, rollFace: noRoll, pick: noRoll, shuffle: noRoll, used: 0 };
const NO_BOOST = { target: null, stopped: false, boostAttack: false, boostDamage: false } as const;

export function makeCtx(content: WarmachineContent, options: Options): Ctx {
  const terrain: Shape[] = content.terrain.filter((t) => t.blocksLos).map((t) => t.shape);
  return {
    content,
    defs: new Map(content.models.map((m) => [m.id, m])),
    terrain,
    terrainEffects: options['terrainEffects'] === true,
    memo: null,
  };
}

/** A deep copy of the state; states are small trees of plain data, so a hand copy is cheap. */
export function cloneState(s: WmState): WmState {
  return {
    ...s,
    rollOff: s.rollOff.map((r) => ({ ...r })),
    models: s.models.map((m) => ({ ...m, marks: [...m.marks] })),
    effects: s.effects.map((e) => ({ ...e, mods: { ...e.mods } })),
    activation: s.activation
      ? { ...s.activation, initialLeft: [...s.activation.initialLeft], shots: { ...s.activation.shots } }
      : null,
    upkeepPaid: [...s.upkeepPaid],
    result: s.result ? { ...s.result, winners: [...s.result.winners] } : null,
    boxes: { ...s.boxes },
    freeStrike: s.freeStrike ? { ...s.freeStrike, strikers: [...s.freeStrike.strikers] } : null,
  };
}

/** The set-up as the rules read it (each seat's starter box): what is not named here is left out. */
const setupSchema = z.object({ p1: z.string().optional(), p2: z.string().optional() });

function parseSetup(content: WarmachineContent, raw: unknown): Result<WmSetup> {
  const parsed = setupSchema.safeParse(raw ?? {});
  if (!parsed.success) return malformed('setup/malformed', 'The set-up', parsed.error.issues);
  const p1 = parsed.data.p1 ?? content.boxes[0]?.id;
  const p2 = parsed.data.p2 ?? (content.boxes[1] ?? content.boxes[0])?.id;
  if (!p1 || !p2) return fail('setup/no-box', 'The content has no starter box');
  for (const b of [p1, p2])
    if (!content.boxes.some((x) => x.id === b)) return fail('setup/unknown-box', `There is no starter box "${b}"`);
  return ok({ p1, p2 });
}

/**
 * The distances a player may know before declaring an attack when the `premeasure` house rule is
 * on: from the active model to each enemy model on the table, edge to edge (WM-GEN-03), in inches
 * rounded up to the hundredth, so that a distance shown is never within a range the rules find
 * the target beyond. Null when no model is active.
 */
export function premeasured(s: WmState, ctx: Ctx): Record<string, number> | null {
  const m = s.activation ? findModel(s, s.activation.model) : undefined;
  return m ? distancesFrom(s, ctx, m) : null;
}

/**
 * The same distances from each Arc Node warjack of the active warcaster's side on the table, by
 * its id: a spell channelled through one is measured from it (WM-SPELL-20), so its chance comes
 * from there, and so does the distance a player may know before declaring it. Null when the
 * active model is no warcaster or her side has no Arc Node on the table.
 */
export function channelPremeasured(s: WmState, ctx: Ctx): Record<string, Record<string, number>> | null {
  const m = s.activation ? findModel(s, s.activation.model) : undefined;
  if (!m || defOf(ctx, m).kind !== 'warcaster') return null;
  const nodes = live(s).filter(
    (n) => n.side === m.side && defOf(ctx, n).kind === 'warjack' && defOf(ctx, n).advantages.arcNode,
  );
  if (nodes.length === 0) return null;
  return Object.fromEntries(nodes.map((n) => [n.id, distancesFrom(s, ctx, n)]));
}

/** From `m` to each enemy model on the table, edge to edge, rounded up to the hundredth of an inch. */
function distancesFrom(s: WmState, ctx: Ctx, m: ModelState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of live(s))
    if (t.side !== m.side)
      out[t.id] = Math.max(0, Math.ceil((edgeDistance(baseOf(ctx, m), baseOf(ctx, t)) - 1e-9) * 100) / 100);
  return out;
}

/**
 * The rules for a content pack and options. `listing.shortcuts: false` lists choices by checking
 * every candidate in full (the same list, more slowly; tests compare the two).
 */
export function makeRules(
  content: WarmachineContent,
  options: Options,
  listing: { readonly shortcuts?: boolean } = {},
): WmRules {
  const ctx = makeCtx(content, options);
  const shortcuts = listing.shortcuts !== false;
  const table = Number(options['tableSize'] ?? 48);
  const roundLimit = Number(options['roundLimit'] ?? 0);
  const friendlySlam = options['friendlySlam'] !== false;
  const magicOwnPenalty = options['magicMeleePenaltyOnOwnEngagement'] !== false;
  const controlSpellSight = options['controlSpellNeedsSight'] !== false;
  const premeasure = options['premeasure'] === true;
  const tableSize = { width: table, height: table };

  const def = (m: ModelState): ModelDef => defOf(ctx, m);
  const isCaster = (m: ModelState) => def(m).kind === 'warcaster';
  const casterOf = (s: WmState, side: Seat) => s.models.find((m) => m.side === side && isCaster(m));

  // ------------------------------------------------------------ turn structure

  function startTurn(s: WmState, seat: Seat, dice: Dice, events: GameEvent[]): void {
    s.active = seat;
    s.phase = 'control';
    s.activation = null;
    s.upkeepPaid = [];
    s.shaken = false;
    for (const m of s.models) if (m.side === seat) m.activated = false;
    events.push({ type: 'wm/turn', rule: 'WM-TURN-03', seat, round: s.round, turn: s.turn });
    // Maintenance 1: leftover focus goes.
    for (const m of s.models) {
      if (m.side !== seat) continue;
      m.focus = 0;
      m.received = 0;
    }
    // Maintenance 2: effects lasting one round end at the start of their creator's next turn.
    const ending = s.effects.filter((e) => e.duration === 'oneRound' && e.casterSide === seat);
    if (ending.length > 0) {
      s.effects = s.effects.filter((e) => !(e.duration === 'oneRound' && e.casterSide === seat));
      for (const e of ending)
        events.push({ type: 'wm/effect-ends', rule: 'WM-TURN-07', effect: e.source, model: e.target });
    }
    // Stationary lasts one round (the text names no end for it but shaking it off): it ends at the
    // start of the next turn of the side whose spell, feat or attack made the model stationary.
    for (const m of s.models) {
      if (!m.stationary || m.stationaryUntil !== seat || m.removed) continue;
      m.stationary = false;
      m.stationaryUntil = null;
      events.push({ type: 'wm/stationary-ends', rule: 'WM-TURN-07', model: m.id });
    }
    // Maintenance 3: continuous effects; with Fire and Corrosion on one model the active player orders them (A-52).
    if (s.models.some((m) => m.side === seat && !m.removed && m.placed && m.fire && m.corrosion)) {
      s.phase = 'maintenance';
      events.push({ type: 'wm/continuous-order-due', rule: 'WM-TURN-06', seat });
      return;
    }
    finishMaintenance(s, seat, ['fire', 'corrosion'], dice, events);
  }

  function finishMaintenance(
    s: WmState,
    seat: Seat,
    order: readonly ('fire' | 'corrosion')[],
    dice: Dice,
    events: GameEvent[],
  ): void {
    s.phase = 'control';
    for (const m of s.models) {
      if (m.side !== seat || m.removed || !m.placed) continue;
      for (const kind of order) {
        if (!m[kind] || m.removed) continue;
        const roll = dice.roll(6);
        if (roll <= 2) {
          m[kind] = false;
          events.push({ type: 'wm/continuous-ends', rule: 'WM-SPECIAL-07', model: m.id, effect: kind, roll });
          continue;
        }
        events.push({ type: 'wm/continuous', rule: 'WM-SPECIAL-07', model: m.id, effect: kind, roll });
        if (kind === 'corrosion') markDamage(s, ctx, m, 1, dice, events, { rule: 'WM-SPECIAL-08', cause: 'corrosion' });
        else
          damageRoll(s, ctx, m, FIRE_POW, 2, armour(s, ctx, m, null), dice, events, {
            rule: 'WM-SPECIAL-09',
            cause: 'fire',
          });
      }
    }
    settleVictory(s, ctx, events);
    if (s.result) return;
    // Control: the warcaster regains focus.
    const caster = casterOf(s, seat);
    if (caster && !caster.removed) {
      caster.focus = focusStat(ctx, caster);
      events.push({ type: 'wm/focus', rule: 'WM-FOCUS-01', model: caster.id, focus: caster.focus });
    }
  }

  function endTurn(s: WmState, dice: Dice, events: GameEvent[]): void {
    const next = other(s.active);
    if (next === s.first) s.round += 1;
    s.turn += 1;
    if (roundLimit > 0 && s.round > roundLimit) {
      s.phase = 'over';
      s.activation = null;
      s.result = { winners: [], draw: true, reason: 'round limit reached' };
      events.push({ type: 'wm/draw', rule: 'WM-END-04', reason: 'round-limit' });
      return;
    }
    startTurn(s, next, dice, events);
  }

  function endControl(s: WmState, events: GameEvent[]): void {
    const expiring = s.effects.filter(
      (e) => e.duration === 'upkeep' && e.casterSide === s.active && !s.upkeepPaid.includes(e.id),
    );
    s.effects = s.effects.filter((e) => !expiring.includes(e));
    for (const e of expiring)
      events.push({ type: 'wm/upkeep-lapsed', rule: 'WM-SPELL-10', effect: e.source, model: e.target });
    s.phase = 'activation';
    events.push({ type: 'wm/phase', rule: 'WM-TURN-09', phase: 'activation' });
  }

  // ------------------------------------------------------------ effects

  /**
   * Runs a script on one model. `source.origin` is where it comes from: the caster, or the Arc
   * Node a spell is channelled through (WM-SPELL-20), whose place decides the Shield against its
   * damage rolls as it does against the spell's own (A-38), and the way its moves go. Under a
   * template the script places, `source.template` is that template's centre: the damage there is
   * blast damage, whose Shield is judged from the centre as an AOE attack's blast is.
   */
  function applyEffects(
    s: WmState,
    caster: ModelState,
    source: {
      id: string;
      from: 'spell' | 'feat';
      duration: 'instant' | 'oneRound' | 'upkeep';
      origin: ModelState;
      template?: Point;
    },
    effects: readonly Effect[],
    target: ModelState,
    dice: Dice,
    events: GameEvent[],
  ): void {
    const mods: Record<string, number> = {};
    for (const e of effects) {
      switch (e.kind) {
        case 'modifyStat':
          mods[e.stat] = (mods[e.stat] ?? 0) + e.delta;
          break;
        case 'setStatus':
          if (e.status === 'knockedDown') knockDown(s, target, events, 'WM-STATUS-01');
          else if (!target.removed) {
            // A model an earlier effect removed from play takes no status, as with knockdown.
            target.stationary = true;
            target.stationaryUntil = caster.side;
            events.push({ type: 'wm/stationary', rule: 'WM-STATUS-14', model: target.id });
          }
          break;
        case 'applyContinuous':
          applyContinuous(target, e.effect, events, 'WM-SPECIAL-05');
          break;
        case 'damagePoints':
          markDamage(s, ctx, target, e.n, dice, events, { rule: 'WM-DAMAGE-04', cause: source.id });
          break;
        case 'heal': {
          // A model an earlier effect removed from play is not healed back, as it takes no status.
          if (target.removed) break;
          // Only a warcaster's boxes heal: warjack damage is never repaired (WM-DAMAGE-25), so on
          // a warjack, whose damage is its grid, this takes nothing off. The log says so either way.
          const before = target.boxes;
          target.boxes = Math.max(0, target.boxes - e.n);
          const grid = def(target).damage.kind === 'grid';
          events.push({
            type: 'wm/healed',
            rule: grid ? 'WM-DAMAGE-25' : 'WM-MODEL-17',
            effect: source.id,
            model: target.id,
            points: before - target.boxes,
          });
          break;
        }
        case 'damageRoll': {
          if (target.removed) break;
          const from = source.template ? blastOrigin(source.template) : baseOf(ctx, source.origin);
          const arm = armour(s, ctx, target, from);
          damageRoll(s, ctx, target, e.POW, e.dice, arm, dice, events, { rule: 'WM-DAMAGE-01', cause: source.id });
          break;
        }
        case 'move':
          scriptedMove(s, source.origin, target, e.distance, e.direction, events);
          break;
        case 'placeTemplate': {
          const center = { x: target.x, y: target.y };
          const ms = live(s);
          const under = basesUnderTemplate(
            center,
            e.AOE,
            ms.map((x) => baseOf(ctx, x)),
          ).map((i) => ms[i] as ModelState);
          events.push({
            type: 'wm/template',
            rule: 'WM-AOE-03',
            effect: source.id,
            x: center.x,
            y: center.y,
            AOE: e.AOE,
            covered: under.map((x) => x.id),
          });
          for (const x of under)
            if (!x.removed)
              applyEffects(s, caster, { ...source, duration: 'instant', template: center }, e.effects, x, dice, events);
          break;
        }
      }
    }
    if (Object.keys(mods).length > 0 && source.duration !== 'instant' && !target.removed) {
      if (source.duration === 'upkeep') {
        // One friendly and one enemy upkeep spell per model; a new one from the same side replaces
        // the old, which expires (WM-SPELL-13): on every model it is on, being one instance of
        // one spell (WM-SPELL-11), not on this model alone.
        const sameSide = (side: Seat) => (side === target.side ? 'friendly' : 'enemy');
        const mine = sameSide(caster.side);
        const here = s.effects.filter(
          (x) => x.duration === 'upkeep' && x.target === target.id && sameSide(x.casterSide) === mine,
        );
        const replaced = s.effects.filter((x) => here.some((y) => oneUpkeepSpell(x, y)));
        if (replaced.length > 0) {
          s.effects = s.effects.filter((x) => !replaced.includes(x));
          for (const x of replaced)
            events.push({ type: 'wm/upkeep-replaced', rule: 'WM-SPELL-13', effect: x.source, model: x.target });
        }
      }
      const id = s.nextEffect++;
      s.effects.push({
        id,
        source: source.id,
        from: source.from,
        caster: caster.id,
        casterSide: caster.side,
        target: target.id,
        mods,
        duration: source.duration,
      });
      events.push({
        type: 'wm/effect',
        rule: source.from === 'feat' ? 'WM-FEAT-07' : 'WM-SPELL-08',
        effect: source.id,
        model: target.id,
        mods,
        id,
      });
    }
  }

  /**
   * A move an effect forces on a model: straight away from or toward the source (the point of
   * origin of a channelled spell, WM-SPELL-20), stopped by bases and the table edge.
   */
  function scriptedMove(
    s: WmState,
    source: ModelState,
    m: ModelState,
    inches: number,
    direction: 'away' | 'toward',
    events: GameEvent[],
  ): void {
    if (m.removed || m.id === source.id) return;
    const from = { x: m.x, y: m.y };
    const toward = angleTo(from, { x: source.x, y: source.y });
    const dir = direction === 'toward' ? toward : toward + 180;
    const b = baseOf(ctx, m);
    const r = withTerrain(from, dir, moveBase(b, dir, inches, obstaclesFor(s, m).bases, tableSize), b.diameterMm);
    m.x = r.center.x;
    m.y = r.center.y;
    events.push({ type: 'wm/pushed', rule: 'WM-POWER-32', model: m.id, x: m.x, y: m.y, distance: r.moved });
  }

  function knockDown(s: WmState, m: ModelState, events: GameEvent[], rule: string): void {
    if (m.removed) return;
    m.knockedDown = true;
    m.knockedDownTurn = s.turn;
    events.push({ type: 'wm/knocked-down', rule, model: m.id });
  }

  function applyContinuous(m: ModelState, kind: 'fire' | 'corrosion', events: GameEvent[], rule: string): void {
    if (m.removed || m[kind]) return;
    m[kind] = true;
    events.push({ type: 'wm/continuous-applied', rule, model: m.id, effect: kind });
  }

  function weaponEffects(w: Weapon, target: ModelState, critical: boolean, events: GameEvent[]): void {
    if (w.qualities.includes('continuousFire')) applyContinuous(target, 'fire', events, 'WM-MODEL-10');
    if (w.qualities.includes('continuousCorrosion')) applyContinuous(target, 'corrosion', events, 'WM-MODEL-12');
    if (critical && w.qualities.includes('criticalFire')) applyContinuous(target, 'fire', events, 'WM-MODEL-11');
    if (critical && w.qualities.includes('criticalCorrosion'))
      applyContinuous(target, 'corrosion', events, 'WM-MODEL-13');
  }

  // ------------------------------------------------------------ movement

  function obstaclesFor(
    s: WmState,
    mover: ModelState,
    except: readonly string[] = [],
  ): { bases: Base[]; ids: string[] } {
    const ms = live(s).filter((m) => m.id !== mover.id && !except.includes(m.id));
    return { bases: ms.map((m) => baseOf(ctx, m)), ids: ms.map((m) => m.id) };
  }

  /**
   * A base of `radius` moving straight from `from` to `to` would be stopped by terrain that blocks
   * movement (only with the terrain option on, A-05): see `pieceStops`.
   */
  function terrainBlocksPath(from: Point, to: Point, radius: number): boolean {
    if (!ctx.terrainEffects) return false;
    return content.terrain.some((t) => t.blocksMovement && pieceStops(t.shape, from, to, radius));
  }

  /**
   * A piece of terrain stops a straight leg of a base of `radius` if the base, swept along the
   * leg, would touch its inside. A base that starts the leg already on the piece (only a loaded
   * position can put it there) may leave it, or slide along it, but at no point of the leg be
   * deeper in it than at the start: its centre may not come nearer the piece's outline from
   * outside, nor go farther from it inside. That is the base shrunk to the gap between its centre
   * and the outline, swept as above; a centre inside a polygon is checked stretch by stretch.
   * Other pieces stop it as usual, and a leg stopped at some point is stopped at every point
   * beyond it, as `terrainLimit` needs.
   */
  function pieceStops(shape: Shape, from: Point, to: Point, radius: number): boolean {
    const gap = outlineGap(from, shape);
    if (gap < 0 && shape.kind === 'polygon') return goesDeeper(shape.points, from, to, -gap);
    return sweptTouches(shape, from, to, Math.min(radius, gap));
  }

  /** How far a point is from the outline of a piece of terrain: negative inside it. */
  function outlineGap(p: Point, shape: Shape): number {
    if (shape.kind === 'circle') return distance(p, shape.center) - shape.radius;
    const pts = shape.points;
    let near = Infinity;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++)
      near = Math.min(near, pointSegmentDistance(p, pts[j] as Point, pts[i] as Point));
    return pointInShape(p, shape) ? -near : near;
  }

  /**
   * A disc of `radius` moving straight from `from` to `to` would touch the inside of a piece: the
   * whole disc is swept along the path, not just its centre, so an edge that clips a corner of a
   * piece is stopped too.
   */
  function sweptTouches(shape: Shape, from: Point, to: Point, radius: number): boolean {
    if (shape.kind === 'circle') {
      const grown: Shape = { kind: 'circle', center: shape.center, radius: shape.radius + radius };
      return segmentCrossesShape(from, to, grown) || distance(to, shape.center) < shape.radius + radius - EPSILON;
    }
    // The centre line passes through the polygon or ends inside it...
    if (segmentCrossesShape(from, to, shape) || pointInShape(to, shape)) return true;
    // ...or comes closer than the radius to one of its edges. Segments that do not cross are
    // closest at an end of one of them.
    const pts = shape.points;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      const a = pts[j] as Point;
      const b = pts[i] as Point;
      const gap = Math.min(
        pointSegmentDistance(from, a, b),
        pointSegmentDistance(to, a, b),
        pointSegmentDistance(a, from, to),
        pointSegmentDistance(b, from, to),
      );
      if (gap < radius - EPSILON) return true;
    }
    return false;
  }

  /**
   * A centre `depth` inside a polygon, moving straight from `from` to `to`, would reach a point
   * inside it that is farther than `depth` from every edge. Where the leg is within `depth` of an
   * edge is one stretch per edge (the zone around an edge is convex); every stretch of the leg
   * inside the polygon must be covered by them.
   */
  function goesDeeper(pts: readonly Point[], from: Point, to: Point, depth: number): boolean {
    const len = distance(from, to);
    if (len < EPSILON) return false;
    const u = scale(sub(to, from), 1 / len);
    const edges = pts.map((b, i) => [pts[(i + pts.length - 1) % pts.length] as Point, b] as const);
    // Between two places where the leg crosses the outline it is wholly inside or wholly outside.
    const cuts = [0, len];
    for (const [a, b] of edges) {
      const t = lineMeetsEdge(from, u, a, b);
      if (t !== null && t > 0 && t < len) cuts.push(t);
    }
    cuts.sort((p, q) => p - q);
    const near = edges
      // A hair of slack keeps a leg that slides along its nearest edge from counting as deeper.
      .map(([a, b]) => nearEdge(from, u, a, b, depth + EPSILON))
      .filter((x): x is [number, number] => x !== null)
      .sort((p, q) => p[0] - q[0]);
    for (let i = 1; i < cuts.length; i++) {
      const lo = cuts[i - 1] as number;
      const hi = cuts[i] as number;
      if (hi - lo < EPSILON || !pointInShape(add(from, scale(u, (lo + hi) / 2)), { kind: 'polygon', points: pts }))
        continue;
      let covered = lo;
      for (const [s, e] of near) if (s <= covered + EPSILON) covered = Math.max(covered, e);
      if (covered < hi - EPSILON) return true;
    }
    return false;
  }

  /** Where the line from + t·u meets the edge a-b, as t, or null if it does not (or runs along it). */
  function lineMeetsEdge(from: Point, u: Point, a: Point, b: Point): number | null {
    const ab = sub(b, a);
    const den = u.x * ab.y - u.y * ab.x;
    if (Math.abs(den) < EPSILON) return null;
    const w = sub(a, from);
    const s = (w.x * u.y - w.y * u.x) / den;
    return s < 0 || s > 1 ? null : (w.x * ab.y - w.y * ab.x) / den;
  }

  /**
   * The stretch [t0, t1] of the line from + t·u within `d` of the edge a-b: the line through the
   * zone made of a disc at each end and the band between them, which is convex, so one stretch.
   */
  function nearEdge(from: Point, u: Point, a: Point, b: Point, d: number): [number, number] | null {
    const parts = [nearPoint(from, u, a, d), nearPoint(from, u, b, d), nearBand(from, u, a, b, d)].filter(
      (x): x is [number, number] => x !== null,
    );
    if (parts.length === 0) return null;
    return [Math.min(...parts.map((x) => x[0])), Math.max(...parts.map((x) => x[1]))];
  }

  /** The stretch of the line from + t·u within `d` of the point c. */
  function nearPoint(from: Point, u: Point, c: Point, d: number): [number, number] | null {
    const w = sub(from, c);
    const b = dot(w, u);
    const disc = b * b - (dot(w, w) - d * d);
    if (disc < 0) return null;
    return [-b - Math.sqrt(disc), -b + Math.sqrt(disc)];
  }

  /** The stretch of the line from + t·u inside the band of half-width `d` alongside the edge a-b. */
  function nearBand(from: Point, u: Point, a: Point, b: Point, d: number): [number, number] | null {
    const len = distance(a, b);
    if (len < EPSILON) return null;
    const along = scale(sub(b, a), 1 / len);
    const across = { x: -along.y, y: along.x };
    const w = sub(from, a);
    let lo = -Infinity;
    let hi = Infinity;
    // Each limit is p + t·q between min and max.
    for (const [p, q, min, max] of [
      [dot(w, along), dot(u, along), 0, len],
      [dot(w, across), dot(u, across), -d, d],
    ] as const) {
      if (Math.abs(q) < EPSILON) {
        if (p < min || p > max) return null;
        continue;
      }
      const t0 = (min - p) / q;
      const t1 = (max - p) / q;
      lo = Math.max(lo, Math.min(t0, t1));
      hi = Math.min(hi, Math.max(t0, t1));
    }
    return lo <= hi ? [lo, hi] : null;
  }

  /**
   * How far a base of `radius` can go straight from `from` in direction `dir`, up to `want`,
   * before terrain that blocks movement stops it: all of `want` unless the terrain option is on
   * (A-05). Every straight move honours it as advance and run do: a charge, a slam, a slammed
   * model and a model an effect moves (found by halving, to about a billionth of an inch).
   */
  function terrainLimit(from: Point, dir: number, want: number, radius: number): number {
    if (!ctx.terrainEffects || want <= EPSILON) return want;
    if (!terrainBlocksPath(from, pointInDirection(from, dir, want), radius)) return want;
    let lo = 0;
    let hi = want;
    for (let k = 0; k < 40; k++) {
      const mid = (lo + hi) / 2;
      if (terrainBlocksPath(from, pointInDirection(from, dir, mid), radius)) hi = mid;
      else lo = mid;
    }
    return lo;
  }

  /** A base would stand on terrain that blocks movement (only with the terrain option on, A-05). */
  function onBlockingTerrain(b: Base): boolean {
    if (!ctx.terrainEffects) return false;
    const r = baseRadius(b.diameterMm);
    return content.terrain.some((t) => t.blocksMovement && outlineGap(b.center, t.shape) < r - EPSILON);
  }

  /** A straight move cut short by terrain that blocks movement: where the base then stands and how far it went. */
  function withTerrain(from: Point, dir: number, r: { center: Point; moved: number }, diameterMm: number) {
    const free = terrainLimit(from, dir, r.moved, baseRadius(diameterMm));
    return free < r.moved
      ? { center: pointInDirection(from, dir, free), moved: free, cut: true }
      : { center: r.center, moved: r.moved, cut: false };
  }

  /** Checks a move along straight legs through the given points; returns the path length or a violation. */
  function checkPath(s: WmState, m: ModelState, points: readonly Point[], max: number): Result<number> {
    const b = baseOf(ctx, m);
    const obs = obstaclesFor(s, m);
    let from: Point = { x: m.x, y: m.y };
    let total = 0;
    for (const to of points) {
      const d = distance(from, to);
      total += d;
      if (!baseOnTable({ center: to, diameterMm: b.diameterMm }, tableSize))
        return fail('move/off-table', 'The base would leave the table');
      if (d > EPSILON) {
        const r = moveBase({ ...b, center: from }, angleTo(from, to), d, obs.bases, null);
        if (r.moved < d - 1e-7) return fail('move/blocked', 'Another base is in the way', { rule: 'WM-MOVE-02' });
        if (terrainBlocksPath(from, to, baseRadius(b.diameterMm)))
          return fail('move/terrain', 'Terrain blocks the way', { rule: 'WM-LOS-05' });
      }
      from = to;
    }
    if (total > max + 1e-9)
      return fail('move/too-far', `That path is ${total.toFixed(2)}" long; this move allows ${max}"`, {
        rule: 'WM-MOVE-04',
      });
    return ok(total);
  }

  /**
   * Enemies whose melee range the mover leaves along the path, whether it stood in that range at
   * the start or passed into it on the way, and that see it where it leaves: a free strike is a
   * melee attack, and a melee attack needs line of sight (WM-MELEE-07, WM-MELEE-01, WM-LOS-06).
   */
  function strikersFor(s: WmState, mover: ModelState, points: readonly Point[]): string[] {
    const out: string[] = [];
    for (const e of live(s)) {
      if (e.side === mover.side || meleeRangeOf(ctx, e) === null) continue;
      const exit = exitAlong(e, mover, points);
      if (exit.left && sees(s, ctx, e, { ...mover, x: exit.inside.x, y: exit.inside.y })) out.push(e.id);
    }
    return out;
  }

  /**
   * Where along the path (legs from where the mover stands through `points`) its base first leaves
   * `e`'s melee range, having stood in it at the start or come into it on the way (`left`), where
   * it then stands, the last point still inside the range and the way the mover faces there
   * (straight along its leg, WM-MOVE-03): the moment of `e`'s free strike (A-20). Along one leg
   * the centres within the range form one stretch (the range is the meeting of a disc and a
   * half-plane, and a centre is within it when its base reaches that convex area), so the point
   * of a leg nearest to the range is found by narrowing thirds, and the exit by halving, to well
   * under a millionth of an inch.
   */
  function exitAlong(
    e: ModelState,
    mover: ModelState,
    points: readonly Point[],
  ): { left: boolean; at: number; point: Point; inside: Point; heading: number } {
    const range = meleeRangeOf(ctx, e) ?? 0;
    const centre = { x: e.x, y: e.y };
    const striker = baseOf(ctx, e);
    const reachR = baseRadius(diameter(ctx, e)) + baseRadius(diameter(ctx, mover)) + range;
    const moverR = baseRadius(diameter(ctx, mover));
    const inside = (p: Point) => withinReach(ctx, e, { ...mover, x: p.x, y: p.y }, range);
    // How far a centre at p is from being within the range: convex along a straight leg (the
    // distance to a convex area).
    const short = (p: Point) => reachGap(striker, p, range) - moverR;
    let from: Point = { x: mover.x, y: mover.y };
    let walked = 0;
    let within = inside(from);
    for (const to of points) {
      const len = distance(from, to);
      const along = (t: number): Point => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
      let lo: number | null = within ? 0 : null;
      if (lo === null && pointSegmentDistance(centre, from, to) <= reachR + EPSILON) {
        let a = 0;
        let b = 1;
        for (let k = 0; k < 60; k++) {
          const m1 = a + (b - a) / 3;
          const m2 = b - (b - a) / 3;
          if (short(along(m1)) <= short(along(m2))) b = m2;
          else a = m1;
        }
        if (inside(along((a + b) / 2))) lo = (a + b) / 2;
      }
      if (lo !== null && !inside(to)) {
        let last = lo;
        let hi = 1;
        for (let k = 0; k < 50; k++) {
          const mid = (last + hi) / 2;
          if (inside(along(mid))) last = mid;
          else hi = mid;
        }
        return { left: true, at: walked + hi * len, point: along(hi), inside: along(last), heading: angleTo(from, to) };
      }
      within = lo !== null;
      walked += len;
      from = to;
    }
    return { left: false, at: walked, point: from, inside: from, heading: mover.facing };
  }

  /**
   * The mover as it stands when `e` strikes: where its base leaves `e`'s melee range on the way
   * it is going, facing along its path (A-20, WM-MOVE-03). It has not moved in the state yet.
   */
  function struckAt(e: ModelState, mover: ModelState, mv: MoveState): ModelState {
    const exit = exitAlong(e, mover, [...mv.via, { x: mv.x, y: mv.y }]);
    return { ...mover, x: exit.inside.x, y: exit.inside.y, facing: exit.heading };
  }

  /** Starts a voluntary move: free strikes are asked for first (A-20), then the move ends where it was going. */
  function beginMove(
    s: WmState,
    m: ModelState,
    a: Activation,
    move: MoveState,
    path: readonly Point[],
    dice: Dice,
    events: GameEvent[],
  ): void {
    const found = strikersFor(s, m, path);
    if (found.length > 0) {
      // Each striker strikes as the mover leaves its range: the one left first strikes first.
      const at = new Map(found.map((id) => [id, exitAlong(findModel(s, id) as ModelState, m, path).at]));
      const strikers = [...found].sort((x, y) => (at.get(x) ?? 0) - (at.get(y) ?? 0));
      s.freeStrike = { mover: m.id, strikers, move };
      events.push({ type: 'wm/free-strike-due', rule: 'WM-MELEE-07', model: m.id, strikers });
      return;
    }
    finishMove(s, m, a, move, dice, events);
  }

  function finishMove(s: WmState, m: ModelState, a: Activation, mv: MoveState, dice: Dice, events: GameEvent[]): void {
    switch (mv.kind) {
      case 'advance':
      case 'run':
        m.x = mv.x;
        m.y = mv.y;
        m.facing = mv.facing;
        a.moved = mv.moved;
        events.push({
          type: 'wm/move',
          rule: mv.kind === 'run' ? 'WM-MOVE-05' : 'WM-MOVE-04',
          model: m.id,
          how: mv.kind,
          x: m.x,
          y: m.y,
          facing: m.facing,
          distance: a.moved,
        });
        if (mv.kind === 'run') endActivation(s, events, 'WM-MOVE-05');
        return;
      case 'charge':
        finishCharge(s, m, a, mv, events);
        return;
      case 'slam':
        finishSlam(s, m, a, mv, dice, events);
        return;
    }
  }

  /** The first waiting striker takes its free strike with a melee weapon, or lets the mover go. */
  function freeStrike(
    s: WmState,
    c: Extract<WmChoice, { kind: 'freeStrike' }>,
    dice: Dice,
    events: GameEvent[],
    dry: boolean,
  ): Result<true> {
    const fs = s.freeStrike;
    if (!fs) return fail('strike/none', 'No free strike is due', { rule: 'WM-MELEE-07' });
    const e = findModel(s, fs.strikers[0] ?? '');
    const mover = findModel(s, fs.mover);
    const a = s.activation;
    if (!e || !mover || !a) throw new Error('free strike without striker, mover or activation');
    let w: Weapon | undefined;
    if (c.weapon !== null) {
      w = def(e).weapons.find((x) => x.id === c.weapon && x.kind === 'melee');
      if (!w)
        return fail('strike/no-weapon', 'A free strike is made with one of the striker’s melee weapons', {
          rule: 'WM-MELEE-08',
        });
      // The strike comes where the mover leaves the striker's melee range (A-20): a weapon shorter
      // than that range no longer reaches it there.
      if (!withinReach(ctx, e, struckAt(e, mover, fs.move), weaponRange(w)))
        return fail('melee/out-of-range', "The mover is not within that weapon's melee range", { rule: 'WM-MELEE-08' });
    }
    if (dry) return ok(true);
    fs.strikers.shift();
    const mBefore = crippled(ctx, mover, 'M');
    if (w) {
      events.push({ type: 'wm/free-strike', rule: 'WM-MELEE-07', striker: e.id, model: mover.id, weapon: w.id });
      // Resolved with the mover standing where it leaves the range and facing the way it goes, so
      // its Shield does not count against a striker wholly behind it (A-20, A-38); then it is back
      // at the start of its move until every striker has decided.
      const home = { x: mover.x, y: mover.y, facing: mover.facing };
      const there = struckAt(e, mover, fs.move);
      Object.assign(mover, { x: there.x, y: there.y, facing: there.facing });
      resolveMeleeHit(
        s,
        e,
        w,
        mover,
        { bonus: 2, boostAttack: false, extraDamageDie: true, freeStrike: true },
        dice,
        events,
      );
      if (!mover.removed) Object.assign(mover, home);
      settleVictory(s, ctx, events);
    } else events.push({ type: 'wm/free-strike-declined', rule: 'WM-MELEE-07', striker: e.id, model: mover.id });
    if (s.result) {
      s.freeStrike = null;
      return ok(true);
    }
    if (mover.removed) {
      s.freeStrike = null;
      endActivation(s, events, 'WM-MELEE-09');
      return ok(true);
    }
    const k = fs.move.kind;
    if (!mBefore && crippled(ctx, mover, 'M') && (k === 'charge' || k === 'slam')) {
      // A warjack whose Movement is crippled mid-charge or mid-slam stops where it left the
      // striker's range (its move is one straight leg to where it was going).
      const rule = k === 'slam' ? 'WM-POWER-35' : 'WM-DAMAGE-18';
      const stop = exitAlong(e, mover, [{ x: fs.move.x, y: fs.move.y }]);
      mover.x = stop.point.x;
      mover.y = stop.point.y;
      mover.facing = fs.move.facing;
      a.moved = stop.at;
      events.push({
        type: 'wm/move',
        rule,
        model: mover.id,
        how: k,
        x: mover.x,
        y: mover.y,
        facing: mover.facing,
        distance: a.moved,
      });
      s.freeStrike = null;
      endActivation(s, events, rule);
      return ok(true);
    }
    if (fs.strikers.length === 0) {
      s.freeStrike = null;
      finishMove(s, mover, a, fs.move, dice, events);
    }
    return ok(true);
  }

  // ------------------------------------------------------------ attacks

  interface MeleeOpts {
    bonus: number;
    boostAttack: boolean;
    extraDamageDie: boolean;
    freeStrike?: boolean;
    boostDamage?: boolean;
    onHit?: ((m: ModelState) => void) | undefined;
  }

  function diceFor(attacker: ModelState, w: Weapon | null, boosted: boolean): number {
    return rollDice(ctx, attacker, w, boosted);
  }

  function resolveMeleeHit(
    s: WmState,
    attacker: ModelState,
    w: Weapon,
    target: ModelState,
    o: MeleeOpts,
    dice: Dice,
    events: GameEvent[],
  ): void {
    const spec = meleeRollSpec(s, ctx, attacker, w, target, o.bonus, o.boostAttack);
    if (!spec.roll) return;
    const roll = rollAttack(dice, spec.dice, spec.stat, spec.modifier, spec.def, spec.auto);
    events.push({
      type: 'wm/attack-roll',
      rule: spec.auto ? 'WM-MELEE-11' : 'WM-ATTACK-08',
      attacker: attacker.id,
      target: target.id,
      weapon: w.id,
      dice: roll.dice,
      total: roll.total,
      hit: roll.hit,
      critical: roll.critical,
    });
    if (!roll.hit) return;
    weaponEffects(w, target, roll.critical, events);
    o.onHit?.(target);
    const ps = w.POW + stat(s, ctx, attacker, 'STR');
    const n = diceFor(attacker, w, o.extraDamageDie || o.boostDamage === true);
    damageRoll(s, ctx, target, ps, n, armour(s, ctx, target, baseOf(ctx, attacker)), dice, events, {
      rule: 'WM-MELEE-10',
      cause: w.id,
    });
  }

  function pay(m: ModelState, n: number): boolean {
    if (m.focus < n) return false;
    m.focus -= n;
    return true;
  }

  function canSpend(m: ModelState): boolean {
    return !(def(m).kind === 'warjack' && crippled(ctx, m, 'C'));
  }

  /** A ranged or magic attack roll against one model, with every automatic miss. */
  function rangedRoll(
    s: WmState,
    attacker: ModelState,
    origin: ModelState,
    target: ModelState,
    w: Weapon | null,
    statValue: number,
    kind: 'ranged' | 'magic',
    rng: number,
    o: { boost: boolean; aim: boolean; spray: boolean },
    dice: Dice,
    events: GameEvent[],
  ): { hit: boolean; critical: boolean; inRange: boolean } {
    const spec = rangedRollSpec(s, ctx, attacker, origin, target, w, statValue, kind, rng, o, magicOwnPenalty);
    if (!spec.roll) {
      events.push({
        type: 'wm/auto-miss',
        rule: spec.rule,
        attacker: attacker.id,
        target: target.id,
        reason: spec.reason,
      });
      return { hit: false, critical: false, inRange: spec.reason !== 'range' };
    }
    const mod = spec.modifier;
    const roll = rollAttack(dice, spec.dice, spec.stat, mod, spec.def, spec.auto);
    events.push({
      type: 'wm/attack-roll',
      rule: kind === 'magic' ? 'WM-SPELL-14' : o.spray ? 'WM-SPRAY-02' : 'WM-ATTACK-08',
      attacker: attacker.id,
      target: target.id,
      weapon: w?.id ?? null,
      dice: roll.dice,
      total: roll.total,
      modifier: mod,
      hit: roll.hit,
      critical: roll.critical,
    });
    return { hit: roll.hit, critical: roll.critical, inRange: true };
  }

  /** The AOE template: direct hit or deviation, then blast on every other base under it. */
  function resolveAoe(
    s: WmState,
    attacker: ModelState,
    origin: ModelState,
    target: ModelState,
    aoe: number,
    pow: number,
    hit: { hit: boolean; critical: boolean; inRange: boolean },
    rng: number,
    boostDamage: boolean,
    boostBlastOn: readonly string[],
    w: Weapon | null,
    onHit: (m: ModelState, critical: boolean) => void,
    dice: Dice,
    events: GameEvent[],
  ): void {
    const oc = { x: origin.x, y: origin.y };
    let center: Point = { x: target.x, y: target.y };
    const directHit = hit.hit;
    if (directHit) {
      onHit(target, hit.critical);
      damageRoll(
        s,
        ctx,
        target,
        pow,
        diceFor(attacker, w, boostDamage),
        armour(s, ctx, target, baseOf(ctx, origin)),
        dice,
        events,
        {
          rule: 'WM-AOE-02',
          cause: w?.id ?? 'spell',
        },
      );
    } else {
      if (!hit.inRange) {
        // From the point on the line of fire exactly RNG from the attacker's base edge.
        center = pointToward(oc, center, baseRadius(diameter(ctx, origin)) + rng);
      }
      const dir = dice.roll(6);
      const far = dice.roll(6);
      const from = center;
      center = scatterPoint(from, angleTo(oc, { x: target.x, y: target.y }), dir, far);
      events.push({ type: 'wm/deviation', rule: 'WM-AOE-08', from, to: center, direction: dir, distance: far });
    }
    const ms = live(s);
    const covered = basesUnderTemplate(
      center,
      aoe,
      ms.map((m) => baseOf(ctx, m)),
    );
    const blastPow = Math.ceil(pow / 2);
    for (const i of covered) {
      const m = ms[i];
      if (!m || m.removed || (directHit && m.id === target.id)) continue;
      onHit(m, directHit && hit.critical);
      const boosted = boostBlastOn.includes(m.id);
      const arm = armour(s, ctx, m, blastOrigin(center));
      damageRoll(s, ctx, m, blastPow, diceFor(attacker, w, boosted), arm, dice, events, {
        rule: 'WM-AOE-04',
        cause: 'blast',
      });
    }
  }

  // ------------------------------------------------------------ validation helpers

  function activeModel(s: WmState, seat: Seat): { m: ModelState; a: Activation } | null {
    if (s.phase !== 'activation' || s.active !== seat || !s.activation) return null;
    const m = findModel(s, s.activation.model);
    if (!m || m.removed) return null;
    return { m, a: s.activation };
  }

  function endActivation(s: WmState, events: GameEvent[], rule: string): void {
    if (s.activation) events.push({ type: 'wm/activation-ends', rule, model: s.activation.model });
    s.activation = null;
  }

  function canAct(a: Activation): boolean {
    return !a.noAction && a.movement !== 'run';
  }

  // ------------------------------------------------------------ the rules object

  const rules: WmRules = {
    seats: () => SEATS,

    slamForecast(s0, c) {
      const id = s0.activation?.model;
      const placed = (st: WmState, x: string | undefined) => {
        const found = x === undefined ? undefined : findModel(st, x);
        return found && found.placed && !found.removed ? found : undefined;
      };
      const m0 = placed(s0, id);
      const t0 = placed(s0, c.target);
      if (!m0 || !t0 || m0.id === t0.id) return null;
      const { dir, path } = slamMove(s0, m0, t0, c.distance);
      // The slammer where its move ends, as `finishSlam` finds it.
      const at = cloneState(s0);
      const m = placed(at, id) as ModelState;
      const t = placed(at, c.target) as ModelState;
      m.x = path.center.x;
      m.y = path.center.y;
      m.facing = dir;
      const reaches = edgeDistance(baseOf(ctx, m), baseOf(ctx, t)) <= MELEE_RANGE + 1e-9;
      const pushed = reaches && path.moved >= CHARGE_ATTACK_MIN - 1e-9;
      // Each face of the push's d6 on a copy of the table: what the push meets, and whom it hurts.
      const pushes = (pushed ? [1, 2, 3, 4, 5, 6] : []).map((face) => {
        const each = cloneState(at);
        const target = placed(each, c.target) as ModelState;
        const push = pushSlammed(each, placed(each, id) as ModelState, target, face);
        return { face, push, hurt: slamCollateral(target, push).hurt.map((o) => o.id) };
      });
      const against = pushes.filter((p) => p.push.against !== undefined).map((p) => p.face);
      const collateral = pushed ? pushes.map((p) => p.hurt) : [[], [], [], [], [], []];
      return { reaches, pushed, against, collateral };
    },

    setup(raw, dice) {
      const setup = parseSetup(content, raw);
      if (!setup.ok) return setup;
      const models: ModelState[] = [];
      for (const seat of SEATS) {
        const box = content.boxes.find((b) => b.id === setup.value[seat]);
        if (!box) return fail('setup/unknown-box', `There is no starter box "${setup.value[seat]}"`);
        for (const id of [box.warcaster, ...box.warjacks]) {
          const d = ctx.defs.get(id);
          if (!d) return fail('setup/unknown-model', `There is no model "${id}"`);
          // A box may hold a model twice: the second copy is `p1.bastion.2` (the presenter names it so).
          const copy = models.filter((m) => m.side === seat && m.def === id).length + 1;
          models.push({
            id: copy === 1 ? `${seat}.${id}` : `${seat}.${id}.${copy}`,
            def: id,
            side: seat,
            x: 0,
            y: 0,
            facing: seat === 'p1' ? 90 : 270,
            placed: false,
            removed: false,
            boxes: 0,
            marks: d.damage.kind === 'grid' ? [0, 0, 0, 0, 0, 0] : [],
            focus: 0,
            received: 0,
            knockedDown: false,
            knockedDownTurn: 0,
            stationary: false,
            stationaryUntil: null,
            fire: false,
            corrosion: false,
            activated: false,
            featUsed: false,
          });
        }
      }
      const rollOff: Array<{ p1: number; p2: number }> = [];
      for (;;) {
        const r = { p1: dice.roll(6), p2: dice.roll(6) };
        rollOff.push(r);
        if (r.p1 !== r.p2) break;
      }
      const last = rollOff[rollOff.length - 1] as { p1: number; p2: number };
      const winner: Seat = last.p1 > last.p2 ? 'p1' : 'p2';
      return ok({
        table,
        round: 0,
        turn: 0,
        phase: 'chooseFirst',
        rollOff,
        rollWinner: winner,
        first: winner,
        active: winner,
        models,
        effects: [],
        nextEffect: 1,
        activation: null,
        upkeepPaid: [],
        shaken: false,
        result: null,
        boxes: { p1: setup.value.p1, p2: setup.value.p2 },
        nearSide: null,
        freeStrike: null,
      });
    },

    pending(s): Decision[] {
      if (s.result) return [];
      if (s.freeStrike) return [{ seats: [other(s.active)], kind: 'warmachine/free-strike' }];
      switch (s.phase) {
        case 'chooseFirst':
          return [{ seats: [s.rollWinner], kind: 'warmachine/choose-first' }];
        case 'deploy':
          return [{ seats: [s.active], kind: 'warmachine/deploy' }];
        case 'maintenance':
          return [{ seats: [s.active], kind: 'warmachine/continuous-order' }];
        case 'control':
          return [{ seats: [s.active], kind: 'warmachine/control' }];
        case 'activation':
          return [{ seats: [s.active], kind: s.activation ? 'warmachine/activation' : 'warmachine/activate' }];
        case 'over':
          return [];
      }
    },

    legalChoices(s, seat) {
      if (!rules.pending(s).some((d) => d.seats.includes(seat))) return [];
      // The state is only read while candidates are checked, so sight and engagement are worked out once.
      ctx.memo = { los: new Map(), melee: new Map() };
      try {
        return candidates(s, seat as Seat, ctx, check, { table, friendlySlam, shortcuts });
      } finally {
        ctx.memo = null;
      }
    },

    apply(state, seatId, choice, dice): R {
      if (state.result) return fail('game/over', 'The game is over');
      const seat = seatId as Seat;
      if (!rules.pending(state).some((d) => d.seats.includes(seat)))
        return fail('phase/not-your-decision', 'You have no decision to make now');
      // A caller that skips the match (a script, a test, a bot) is held to the shape a player is:
      // a facing or distance that is not a finite number in its bounds would be stored as it is.
      const parsed = choiceSchema.safeParse(choice);
      if (!parsed.success) return malformed('choice/malformed', 'The choice', parsed.error.issues);
      const s = cloneState(state);
      const events: GameEvent[] = [];
      const r = step(s, seat, parsed.data, dice, events);
      if (!r.ok) return r;
      settleVictory(s, ctx, events);
      return ok({ state: s, events });
    },

    view(s) {
      // Only the house rules set away from their defaults are named.
      const houseRules = {
        ...(magicOwnPenalty ? {} : { magicMeleePenaltyOnOwnEngagement: false }),
        ...(premeasure ? { premeasure: true } : {}),
      };
      if (Object.keys(houseRules).length === 0) return s;
      const distances = premeasure ? premeasured(s, ctx) : null;
      const channelDistances = premeasure ? channelPremeasured(s, ctx) : null;
      return {
        ...s,
        houseRules,
        ...(distances ? { distances } : {}),
        ...(channelDistances ? { channelDistances } : {}),
      };
    },

    outcome(s) {
      if (!s.result) return null;
      return s.result.draw
        ? { winners: [], draw: true, reason: s.result.reason }
        : { winners: s.result.winners, reason: s.result.reason };
    },

    fast: {
      clone: cloneState,
      // The same transition on the given state, changed in place; the events are dropped.
      applyInPlace(s, seatId, choice, dice) {
        if (s.result) throw new Error('game/over: The game is over');
        const seat = seatId as Seat;
        if (!rules.pending(s).some((d) => d.seats.includes(seat)))
          throw new Error('phase/not-your-decision: You have no decision to make now');
        const events: GameEvent[] = [];
        const r = step(s, seat, choice, dice, events);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        settleVictory(s, ctx, events);
        return s;
      },
    },

    invariants(s) {
      // The shape first, then the names, then what the parts say of each other: each check may
      // take the earlier ones for granted.
      const shape = shapeProblems(s);
      if (shape.length > 0) return shape;
      const names = referenceProblems(ctx, s);
      if (names.length > 0) return names;
      const out: string[] = [];
      for (const m of s.models) {
        if (m.received > MAX_FOCUS_PER_TURN) out.push(`${m.id} received ${m.received} focus this turn`);
        const d = def(m);
        if (d.damage.kind === 'boxes' && m.boxes > d.damage.count) out.push(`${m.id} has damage beyond its boxes`);
        if (d.damage.kind === 'grid')
          d.damage.columns.forEach((c, i) => {
            if ((m.marks[i] ?? 0) > c.length) out.push(`${m.id} column ${i + 1} overfull`);
          });
        if (d.kind === 'warjack' && crippled(ctx, m, 'C') && m.focus > 0)
          out.push(`${m.id} holds focus with a crippled cortex`);
      }
      const ms = live(s);
      for (let i = 0; i < ms.length; i++) {
        const a = ms[i] as ModelState;
        if (!baseOnTable(baseOf(ctx, a), tableSize)) out.push(`${a.id} is off the table`);
        for (let j = i + 1; j < ms.length; j++) {
          const b = ms[j] as ModelState;
          if (overlaps(baseOf(ctx, a), baseOf(ctx, b))) out.push(`${a.id} overlaps ${b.id}`);
        }
      }
      out.push(...contradictions(s));
      return out;
    },
  };

  /**
   * Parts of a position that contradict each other, which no position of play has: a seat asked
   * to deploy with nothing left to deploy, an activation or free strike naming a model that cannot
   * take it (no choice left to list), a position for another table (a listed move that leaves
   * the table), and damage, the end of the battle and effects recorded in ways the rules never
   * record them.
   */
  function contradictions(s: WmState): string[] {
    const out: string[] = [];
    if (s.table !== table) out.push(`the position is for a ${s.table}" table; these rules play on a ${table}" table`);
    if ((s.phase === 'over') !== (s.result !== null))
      out.push('the phase is "over" exactly when the battle has a result');
    const setUp = s.phase === 'chooseFirst' || s.phase === 'deploy';
    for (const m of s.models) {
      const d = def(m);
      if (d.damage.kind === 'boxes' && m.marks.length > 0) out.push(`${m.id} has grid marks; its damage is boxes`);
      if (d.damage.kind === 'grid' && m.boxes !== 0) out.push(`${m.id} has damage boxes marked; its damage is a grid`);
      if (d.damage.kind === 'grid' && m.marks.length !== d.damage.columns.length)
        out.push(`${m.id} has marks for ${m.marks.length} columns; its grid has ${d.damage.columns.length}`);
      if (!m.removed && damageTaken(m) >= totalBoxes(d)) out.push(`${m.id} stands with every damage box marked`);
      if (m.removed && d.kind === 'warcaster' && !s.result) out.push(`${m.id} has fallen and the battle goes on`);
      if (m.knockedDown && m.knockedDownTurn > s.turn) out.push(`${m.id} was knocked down in a turn still to come`);
      // Before the battle every deployed model stands wholly in its side's zone (WM-SETUP-05, WM-SETUP-06).
      const edge = s.nearSide === m.side ? 'near' : 'far';
      if (setUp && m.placed && !(s.nearSide && baseWithinEdgeZone(baseOf(ctx, m), tableSize, edge, DEPLOY_DEPTH)))
        out.push(`${m.id} stands outside its deployment zone before the battle`);
    }
    // Each side has the warcaster of its starter box.
    for (const side of SEATS) {
      const n = s.models.filter((m) => m.side === side && isCaster(m)).length;
      if (n !== 1) out.push(`${side} has ${n} warcasters, not one`);
    }
    if (s.phase === 'deploy') {
      // The first player deploys every model, then the other player (WM-SETUP-05, WM-SETUP-06).
      const waiting = (side: Seat) => s.models.filter((m) => m.side === side && !m.placed).length;
      const second = other(s.first);
      if (waiting(s.active) === 0) out.push(`${s.active} deploys with every model already deployed`);
      if (s.active === s.first && waiting(second) < s.models.filter((m) => m.side === second).length)
        out.push(`${second} has deployed before the first player`);
      if (s.active === second && waiting(s.first) > 0) out.push(`${second} deploys before the first player has done`);
    }
    const a = s.activation;
    if (a) {
      const m = findModel(s, a.model);
      if (s.phase !== 'activation') out.push(`a model is active in the ${s.phase} phase`);
      if (m && (m.side !== s.active || !m.placed || m.removed || !m.activated))
        out.push(`the active model ${m.id} is not one of ${s.active}'s models on the table that has activated`);
    }
    const fs = s.freeStrike;
    if (fs) {
      const mover = findModel(s, fs.mover);
      if (a?.model !== fs.mover) out.push(`a free strike is due against ${fs.mover}, which is not the active model`);
      if (fs.strikers.length === 0) out.push('a free strike is due with no one to strike');
      for (const id of fs.strikers) {
        const e = findModel(s, id);
        if (e && mover && (e.side === mover.side || !e.placed || e.removed))
          out.push(`${id} is to strike ${fs.mover} and is not an enemy on the table`);
      }
    }
    const numbers = new Set<number>();
    for (const e of s.effects) {
      if (numbers.has(e.id) || e.id >= s.nextEffect)
        out.push(`effect ${e.id} is numbered twice or not below nextEffect`);
      numbers.add(e.id);
      const caster = findModel(s, e.caster);
      if (caster && caster.side !== e.casterSide)
        out.push(`effect ${e.id} is cast by ${caster.id} of ${caster.side}, not of ${e.casterSide}`);
    }
    return out;
  }

  // ------------------------------------------------------------ one choice

  /** Whether the rules accept a choice now, found without changing or copying the state. */
  function check(s: WmState, seat: Seat, c: WmChoice): boolean {
    return step(s, seat, c, NO_DICE, [], true).ok;
  }

  /**
   * One choice. With `dry` it only checks: every handler returns before its first change to the
   * state, so candidate choices are tested without copying the state.
   */
  function step(s: WmState, seat: Seat, c: WmChoice, dice: Dice, events: GameEvent[], dry = false): Result<true> {
    if (s.freeStrike && c.kind !== 'freeStrike')
      return fail('strike/pending', 'A free strike is being decided first', { rule: 'WM-MELEE-07' });
    switch (c.kind) {
      case 'freeStrike':
        return freeStrike(s, c, dice, events, dry);
      case 'continuousOrder': {
        if (s.phase !== 'maintenance')
          return fail('phase/wrong', 'There is no Fire and Corrosion to order now', { rule: 'WM-TURN-06' });
        if (dry) return ok(true);
        events.push({ type: 'wm/continuous-order', rule: 'WM-TURN-06', seat, first: c.first });
        finishMaintenance(
          s,
          s.active,
          c.first === 'fire' ? ['fire', 'corrosion'] : ['corrosion', 'fire'],
          dice,
          events,
        );
        return ok(true);
      }
      case 'chooseFirst': {
        if (s.phase !== 'chooseFirst') return fail('phase/wrong', 'The first player is already chosen');
        if (dry) return ok(true);
        s.first = c.first;
        s.active = c.first;
        s.phase = 'deploy';
        events.push({ type: 'wm/first-player', rule: 'WM-SETUP-04', seat: c.first, rolls: s.rollOff });
        return ok(true);
      }
      case 'deploy':
        return deploy(s, seat, c, dice, events, dry);
      case 'allocate': {
        if (s.phase !== 'control')
          return fail('focus/not-control-phase', 'Focus is allocated only in the Control phase', {
            rule: 'WM-FOCUS-06',
          });
        if (s.shaken)
          return fail('focus/after-shake', 'Allocation is over once a model has shaken an effect', {
            rule: 'WM-TURN-08',
          });
        const jack = findModel(s, c.model);
        const caster = casterOf(s, seat);
        if (!jack || !caster || jack.side !== seat || jack.removed || def(jack).kind !== 'warjack')
          return fail('focus/not-your-warjack', 'Focus goes only to your own warjacks', { rule: 'WM-FOCUS-02' });
        if (crippled(ctx, jack, 'C'))
          return fail('focus/cortex-crippled', 'A warjack with a crippled Cortex cannot receive focus', {
            rule: 'WM-FOCUS-24',
          });
        if (!inControlArea(ctx, caster, jack))
          return fail(
            'focus/out-of-control-area',
            `The warjack is outside the ${controlRadius(ctx, caster)}" control area`,
            { rule: 'WM-FOCUS-04' },
          );
        if (jack.received + c.focus > MAX_FOCUS_PER_TURN)
          return fail('focus/too-much', 'A warjack receives at most 3 focus a turn', { rule: 'WM-FOCUS-05' });
        if (caster.focus < c.focus)
          return fail('focus/not-enough', 'The warcaster has not that much focus', { rule: 'WM-FOCUS-23' });
        if (dry) return ok(true);
        caster.focus -= c.focus;
        jack.focus += c.focus;
        jack.received += c.focus;
        events.push({ type: 'wm/allocate', rule: 'WM-FOCUS-02', model: jack.id, focus: c.focus });
        return ok(true);
      }
      case 'upkeep': {
        if (s.phase !== 'control')
          return fail('spell/upkeep-not-now', 'Upkeep is paid in the Control phase', { rule: 'WM-SPELL-09' });
        // Upkeep is paid out of the focus given out with the allocation, which a shake closes
        // (WM-TURN-08): what was not kept by then lapses at the end of the phase.
        if (s.shaken)
          return fail('spell/upkeep-after-shake', 'Upkeep is paid before any model shakes an effect', {
            rule: 'WM-TURN-08',
          });
        const e = s.effects.find((x) => x.id === c.effect);
        const caster = casterOf(s, seat);
        if (!e || e.duration !== 'upkeep' || e.casterSide !== seat || !caster)
          return fail('spell/no-such-upkeep', 'There is no such upkeep spell of yours');
        if (s.upkeepPaid.includes(e.id)) return fail('spell/upkeep-paid', 'That upkeep is already paid');
        if (caster.focus < 1) return fail('focus/not-enough', 'Upkeep costs 1 focus', { rule: 'WM-SPELL-09' });
        if (dry) return ok(true);
        if (!pay(caster, 1)) return fail('focus/not-enough', 'Upkeep costs 1 focus', { rule: 'WM-SPELL-09' });
        // A spell kept on several models (a CTRL or template upkeep spell) is still one spell, of
        // which a warcaster has one instance (WM-SPELL-11): its 1 focus keeps it on every model.
        for (const x of s.effects.filter((y) => oneUpkeepSpell(y, e))) {
          s.upkeepPaid.push(x.id);
          events.push({ type: 'wm/upkeep', rule: 'WM-SPELL-09', effect: x.source, model: x.target });
        }
        return ok(true);
      }
      case 'shake': {
        if (s.phase !== 'control')
          return fail('focus/shake-not-now', 'Shaking happens in the Control phase', { rule: 'WM-FOCUS-12' });
        const m = findModel(s, c.model);
        if (!m || m.side !== seat || m.removed) return fail('model/unknown', 'No such model of yours');
        if (!m.knockedDown && !m.stationary)
          return fail('status/nothing-to-shake', 'The model is neither knocked down nor stationary');
        if (!canSpend(m) || m.focus < 1)
          return fail('focus/not-enough', 'Shaking costs 1 focus on the model', { rule: 'WM-FOCUS-23' });
        if (dry) return ok(true);
        pay(m, 1);
        const what = m.knockedDown ? 'knockdown' : 'stationary';
        if (m.knockedDown) m.knockedDown = false;
        else {
          m.stationary = false;
          m.stationaryUntil = null;
        }
        s.shaken = true;
        events.push({
          type: 'wm/shake',
          rule: what === 'knockdown' ? 'WM-FOCUS-12' : 'WM-FOCUS-13',
          model: m.id,
          what,
        });
        return ok(true);
      }
      case 'endControl':
        if (s.phase !== 'control') return fail('phase/wrong', 'It is not the Control phase');
        if (dry) return ok(true);
        endControl(s, events);
        return ok(true);
      case 'activate': {
        if (s.phase !== 'activation') return fail('phase/wrong', 'It is not the Activation phase');
        if (s.activation)
          return fail('activation/already-open', 'Finish the current activation first', { rule: 'WM-TURN-10' });
        const m = findModel(s, c.model);
        if (!m || m.side !== seat || m.removed || !m.placed) return fail('model/unknown', 'No such model of yours');
        if (m.activated) return fail('activation/again', 'Each model activates once a turn', { rule: 'WM-TURN-10' });
        if (m.stationary)
          return fail('activation/stationary', 'A stationary model cannot activate', { rule: 'WM-TURN-12' });
        if (dry) return ok(true);
        m.activated = true;
        const weapons = def(m).weapons;
        s.activation = {
          model: m.id,
          movement: 'none',
          moved: 0,
          aiming: false,
          noAction: false,
          chargeTarget: null,
          chargeFirstDue: false,
          chargeAttack: false,
          actionType: null,
          initialLeft: weapons.map((w) => w.id),
          special: false,
          shots: {},
          castOrFeat: false,
        };
        events.push({ type: 'wm/activate', rule: 'WM-TURN-09', model: m.id });
        return ok(true);
      }
      case 'endTurn':
        if (s.phase !== 'activation') return fail('phase/wrong', 'Finish the Control phase first');
        if (dry) return ok(true);
        if (s.activation) endActivation(s, events, 'WM-TURN-10');
        events.push({ type: 'wm/end-turn', rule: 'WM-TURN-13', seat });
        endTurn(s, dice, events);
        return ok(true);
      case 'endActivation': {
        if (!activeModel(s, seat)) return fail('activation/none', 'No model is active');
        if (dry) return ok(true);
        endActivation(s, events, 'WM-TURN-10');
        return ok(true);
      }
      default:
        return activationStep(s, seat, c, dice, events, dry);
    }
  }

  function deploy(
    s: WmState,
    seat: Seat,
    c: Extract<WmChoice, { kind: 'deploy' }>,
    _dice: Dice,
    events: GameEvent[],
    dry: boolean,
  ): Result<true> {
    if (s.phase !== 'deploy') return fail('phase/wrong', 'Deployment is over');
    if (seat !== s.active) return fail('deploy/not-your-turn', 'The other player deploys now', { rule: 'WM-SETUP-05' });
    const m = findModel(s, c.model);
    if (!m || m.side !== seat) return fail('model/unknown', 'No such model of yours');
    if (m.placed) return fail('deploy/already', 'That model is already deployed');
    const b: Base = { center: { x: c.x, y: c.y }, diameterMm: def(m).baseDiameterMm };
    // The first player's first model picks the edge; the other player takes the opposite one.
    const edge: 'near' | 'far' =
      s.nearSide !== null
        ? s.nearSide === seat
          ? 'near'
          : 'far'
        : baseWithinEdgeZone(b, tableSize, 'near', DEPLOY_DEPTH)
          ? 'near'
          : 'far';
    if (!baseWithinEdgeZone(b, tableSize, edge, DEPLOY_DEPTH))
      return fail('deploy/outside-zone', `The whole base must be within ${DEPLOY_DEPTH}" of your table edge`, {
        rule: seat === s.first ? 'WM-SETUP-05' : 'WM-SETUP-06',
      });
    if (onBlockingTerrain(b))
      return fail('deploy/terrain', 'A base cannot stand on terrain that blocks movement', { rule: 'WM-LOS-05' });
    for (const o of live(s)) {
      if (overlaps(b, baseOf(ctx, o))) return fail('deploy/overlap', 'Bases may not overlap', { rule: 'WM-MOVE-02' });
      if (o.side !== seat && edgeDistance(b, baseOf(ctx, o)) < DEPLOY_GAP - 1e-9)
        return fail('deploy/too-close', `Armies start at least ${DEPLOY_GAP}" apart`, { rule: 'WM-SETUP-07' });
    }
    if (dry) return ok(true);
    if (s.nearSide === null) s.nearSide = edge === 'near' ? seat : other(seat);
    m.x = c.x;
    m.y = c.y;
    m.facing = c.facing;
    m.placed = true;
    events.push({ type: 'wm/deploy', rule: 'WM-SETUP-09', model: m.id, x: c.x, y: c.y, facing: c.facing });
    if (s.models.filter((x) => x.side === seat).every((x) => x.placed)) {
      if (seat === s.first) s.active = other(seat);
      else {
        s.round = 1;
        s.turn = 1;
        startTurn(s, s.first, _dice, events);
      }
    }
    return ok(true);
  }

  function activationStep(
    s: WmState,
    seat: Seat,
    c: WmChoice,
    dice: Dice,
    events: GameEvent[],
    dry: boolean,
  ): Result<true> {
    const am = activeModel(s, seat);
    if (!am) return fail('activation/none', 'Activate a model first', { rule: 'WM-TURN-09' });
    const { m, a } = am;
    const d = def(m);
    const moveOpen = a.movement === 'none';
    switch (c.kind) {
      case 'standUp': {
        if (!m.knockedDown) return fail('status/not-down', 'The model is not knocked down');
        if (m.knockedDownTurn >= s.turn)
          return fail('status/down-this-turn', 'A model knocked down this turn stands up only in its next turn', {
            rule: 'WM-STATUS-08',
          });
        if (!moveOpen)
          return fail('status/stand-first', 'Standing up happens at the start of the activation', {
            rule: 'WM-STATUS-07',
          });
        if (dry) return ok(true);
        m.knockedDown = false;
        if (c.forfeit === 'movement') a.movement = 'forfeit';
        else a.noAction = true;
        events.push({ type: 'wm/stand-up', rule: 'WM-STATUS-07', model: m.id, forfeit: c.forfeit });
        return ok(true);
      }
      case 'forfeitMove': {
        if (m.knockedDown)
          return fail('status/knocked-down', 'A knocked-down model cannot do that', { rule: 'WM-STATUS-01' });
        if (!moveOpen) return fail('move/already', 'The movement part is over', { rule: 'WM-TURN-11' });
        if (dry) return ok(true);
        a.movement = 'forfeit';
        a.aiming = c.aim;
        events.push({ type: 'wm/forfeit-move', rule: c.aim ? 'WM-RANGED-05' : 'WM-MOVE-01', model: m.id, aim: c.aim });
        return ok(true);
      }
      case 'advance':
      case 'run': {
        if (m.knockedDown)
          return fail('status/knocked-down', 'A knocked-down model cannot do that', { rule: 'WM-STATUS-01' });
        if (m.stationary) return fail('status/stationary', 'A stationary model cannot move', { rule: 'WM-MOVE-21' });
        if (!moveOpen) return fail('move/already', 'The movement part is over', { rule: 'WM-TURN-11' });
        const spd = Math.max(0, stat(s, ctx, m, 'SPD'));
        if (c.kind === 'run') {
          if (a.noAction)
            return fail('move/run-needs-action', 'A model that cannot make a combat action cannot run', {
              rule: 'WM-MOVE-06',
            });
          if (a.castOrFeat)
            return fail('move/run-after-cast', 'A warcaster that cast a spell or used its feat cannot run', {
              rule: 'WM-MOVE-07',
            });
          if (d.kind === 'warjack' && crippled(ctx, m, 'M'))
            return fail('move/movement-crippled', 'A warjack with crippled Movement cannot run', {
              rule: 'WM-MOVE-20',
            });
          if (d.kind === 'warjack' && (!canSpend(m) || m.focus < 1))
            return fail('focus/not-enough', 'A warjack spends 1 focus to run', { rule: 'WM-FOCUS-14' });
        }
        const max = c.kind === 'run' ? 2 * spd : spd;
        const to = { x: c.x, y: c.y };
        const path = [...(c.via ?? []), to];
        const checked = checkPath(s, m, path, max);
        if (!checked.ok) return checked;
        if (dry) return ok(true);
        if (c.kind === 'run' && d.kind === 'warjack') pay(m, 1);
        a.movement = c.kind;
        const move = {
          ...NO_BOOST,
          kind: c.kind,
          x: to.x,
          y: to.y,
          facing: c.facing,
          moved: checked.value,
          via: c.via ?? [],
        };
        beginMove(s, m, a, move, path, dice, events);
        return ok(true);
      }
      case 'charge':
        return charge(s, m, a, c, dice, events, dry);
      case 'slam':
        return slam(s, m, a, c, dice, events, dry);
      case 'attack':
      case 'specialAttack':
        return attack(s, m, a, c, dice, events, dry);
      case 'headButt':
        return headButt(s, m, a, c, dice, events, dry);
      case 'cast':
        return cast(s, m, a, c, dice, events, dry);
      case 'feat': {
        const down = casterCheck(m, a, 'feat');
        if (down) return down;
        const feat = d.feat;
        if (!feat) return fail('feat/none', 'This model has no feat', { rule: 'WM-FEAT-01' });
        if (m.featUsed) return fail('feat/used', 'The feat is used once a game', { rule: 'WM-FEAT-03' });
        if (dry) return ok(true);
        m.featUsed = true;
        a.castOrFeat = true;
        events.push({ type: 'wm/feat', rule: 'WM-FEAT-02', model: m.id, feat: feat.id });
        const targets = live(s).filter((t) => {
          const side =
            feat.affects === 'friendly'
              ? t.side === m.side
              : feat.affects === 'enemy'
                ? t.side !== m.side
                : t.id === m.id;
          if (!side) return false;
          switch (feat.area) {
            case 'SELF':
              return t.id === m.id;
            case 'CTRL':
              return inControlArea(ctx, m, t);
            case 'ALL_FRIENDLY':
            case 'ALL_ENEMY':
              return true;
          }
        });
        for (const t of targets)
          applyEffects(
            s,
            m,
            { id: feat.id, from: 'feat', duration: feat.duration, origin: m },
            feat.effects,
            t,
            dice,
            events,
          );
        return ok(true);
      }
      case 'heal': {
        if (d.kind !== 'warcaster')
          return fail('focus/heal-warcaster-only', 'Only a warcaster heals itself', { rule: 'WM-FOCUS-19' });
        if (m.boxes <= 0) return fail('focus/nothing-to-heal', 'The warcaster has no damage', { rule: 'WM-FOCUS-19' });
        if (m.focus < 1) return fail('focus/not-enough', 'Healing costs 1 focus', { rule: 'WM-FOCUS-23' });
        if (dry) return ok(true);
        pay(m, 1);
        m.boxes -= 1;
        events.push({ type: 'wm/heal', rule: 'WM-FOCUS-19', model: m.id });
        return ok(true);
      }
      default:
        return fail('choice/unknown', 'That choice does not exist now');
    }
  }

  function casterCheck(m: ModelState, a: Activation, what: 'feat' | 'spell'): Result<true> | null {
    const rule = what === 'feat' ? ['WM-FEAT-05', 'WM-FEAT-04'] : ['WM-SPELL-26', 'WM-SPELL-26'];
    if (def(m).kind !== 'warcaster') return fail(`${what}/warcaster-only`, 'Only a warcaster can do that');
    if (m.knockedDown || m.stationary)
      return fail('status/knocked-down', 'Not while knocked down or stationary', { rule: rule[0] as string });
    if (a.movement === 'run')
      return fail(`${what}/after-run`, 'Not in an activation in which the warcaster ran', { rule: rule[1] as string });
    return null;
  }

  function charge(
    s: WmState,
    m: ModelState,
    a: Activation,
    c: Extract<WmChoice, { kind: 'charge' }>,
    dice: Dice,
    events: GameEvent[],
    dry: boolean,
  ): Result<true> {
    const d = def(m);
    if (m.knockedDown || m.stationary)
      return fail('status/cannot-move', 'Knocked-down and stationary models cannot move', { rule: 'WM-MOVE-21' });
    if (a.movement !== 'none') return fail('move/already', 'The movement part is over', { rule: 'WM-TURN-11' });
    if (a.noAction)
      return fail('move/charge-needs-action', 'After forfeiting the combat action only a full advance is left', {
        rule: 'WM-STATUS-10',
      });
    const t = findModel(s, c.target);
    if (!t || t.removed || !t.placed) return fail('charge/no-target', 'No such model');
    if (t.side === m.side) return fail('charge/friendly', 'Only enemy models can be charged', { rule: 'WM-MOVE-09' });
    if (spdReduced(s, m))
      return fail('charge/spd-reduced', 'A model whose SPD is reduced cannot charge', { rule: 'WM-MOVE-10' });
    if (d.kind === 'warjack' && crippled(ctx, m, 'M'))
      return fail('move/movement-crippled', 'A warjack with crippled Movement cannot charge', { rule: 'WM-MOVE-20' });
    if (d.kind === 'warjack' && (!canSpend(m) || m.focus < 1))
      return fail('focus/not-enough', 'A warjack spends 1 focus to charge', { rule: 'WM-FOCUS-15' });
    const range = meleeRangeOf(ctx, m);
    if (range === null) return fail('charge/no-melee-weapon', 'A model without melee weapons cannot charge');
    if (!canSee(s, ctx, m, t)) return fail('los/no-line', 'The charger must see its target', { rule: 'WM-LOS-06' });
    if (dry) return ok(true);
    if (d.kind === 'warjack') pay(m, 1);
    const max = Math.max(0, stat(s, ctx, m, 'SPD')) + CHARGE_BONUS;
    const from = { x: m.x, y: m.y };
    const dir = angleTo(from, { x: t.x, y: t.y });
    const need = Math.max(0, edgeDistance(baseOf(ctx, m), baseOf(ctx, t)) - range);
    let want = c.distance ?? need;
    if (want < need - 1e-9 && want < max - 1e-9) {
      // The charger may not stop before the target is in its melee range.
      want = Math.min(need, max);
    }
    want = Math.min(want, max);
    const obs = obstaclesFor(s, m);
    const reach = moveBase({ ...baseOf(ctx, m), center: from }, dir, want, obs.bases, tableSize);
    const path = { ...withTerrain(from, dir, reach, diameter(ctx, m)), stoppedBy: reach.stoppedBy };
    const to = path.center;
    a.movement = 'charge';
    events.push({ type: 'wm/charge', rule: 'WM-MOVE-08', model: m.id, target: t.id });
    const move = {
      ...NO_BOOST,
      kind: 'charge' as const,
      x: to.x,
      y: to.y,
      facing: angleTo(to, { x: t.x, y: t.y }),
      moved: path.moved,
      via: [],
      target: t.id,
      stopped: !path.cut && path.stoppedBy !== null,
    };
    beginMove(s, m, a, move, [to], dice, events);
    return ok(true);
  }

  /** The charge once the charger stands at its end point: in melee range, or a failed charge. */
  function finishCharge(s: WmState, m: ModelState, a: Activation, mv: MoveState, events: GameEvent[]): void {
    const t = findModel(s, mv.target ?? '');
    const range = meleeRangeOf(ctx, m);
    if (!t || range === null) return;
    m.x = mv.x;
    m.y = mv.y;
    m.facing = mv.facing;
    a.moved = mv.moved;
    events.push({
      type: 'wm/move',
      rule: 'WM-MOVE-11',
      model: m.id,
      how: 'charge',
      x: m.x,
      y: m.y,
      facing: m.facing,
      distance: a.moved,
    });
    if (!withinReach(ctx, m, t, range)) {
      events.push({ type: 'wm/charge-failed', rule: mv.stopped ? 'WM-MOVE-19' : 'WM-MOVE-12', model: m.id });
      endActivation(s, events, 'WM-MOVE-12');
      return;
    }
    a.actionType = 'melee';
    a.chargeTarget = t.id;
    a.chargeFirstDue = true;
    a.chargeAttack = a.moved >= CHARGE_ATTACK_MIN - 1e-9;
  }

  function slam(
    s: WmState,
    m: ModelState,
    a: Activation,
    c: Extract<WmChoice, { kind: 'slam' }>,
    dice: Dice,
    events: GameEvent[],
    dry: boolean,
  ): Result<true> {
    const d = def(m);
    if (d.kind !== 'warjack')
      return fail('power/warjack-only', 'Only warjacks make power attacks', { rule: 'WM-POWER-01' });
    if (m.knockedDown || m.stationary)
      return fail('status/cannot-move', 'Knocked-down and stationary models cannot move', { rule: 'WM-MOVE-21' });
    if (a.movement !== 'none' || a.noAction)
      return fail('power/slam-needs-move-and-action', 'A slam needs both the movement and the combat action', {
        rule: 'WM-POWER-11',
      });
    if (spdReduced(s, m) || crippled(ctx, m, 'M'))
      return fail('power/slam-like-charge', 'What prevents a charge prevents a slam', { rule: 'WM-POWER-12' });
    const t = findModel(s, c.target);
    if (!t || t.removed || !t.placed || t.id === m.id) return fail('slam/no-target', 'No such model');
    if (t.side === m.side && !friendlySlam)
      return fail('slam/friendly', 'Friendly models may not be slammed', { rule: 'WM-POWER-13' });
    if (t.knockedDown)
      return fail('slam/knocked-down', 'A knocked-down model cannot be slammed', { rule: 'WM-POWER-14' });
    if (!canSee(s, ctx, m, t)) return fail('los/no-line', 'The slammer must see its target', { rule: 'WM-POWER-13' });
    const cost = 1 + (c.boostAttack ? 1 : 0) + (c.boostDamage ? 1 : 0);
    if (!canSpend(m) || m.focus < cost)
      return fail('focus/not-enough', 'A power attack costs 1 focus, and each boost 1 more', { rule: 'WM-POWER-02' });
    if (dry) return ok(true);
    pay(m, 1);
    a.movement = 'slam';
    a.actionType = 'melee';
    a.special = true;
    a.initialLeft = [];
    const { dir, path } = slamMove(s, m, t, c.distance);
    m.facing = dir;
    events.push({ type: 'wm/slam', rule: 'WM-POWER-15', model: m.id, target: t.id });
    const move = {
      kind: 'slam' as const,
      x: path.center.x,
      y: path.center.y,
      facing: dir,
      moved: path.moved,
      via: [],
      target: t.id,
      stopped: !path.cut && path.stoppedBy !== null,
      boostAttack: c.boostAttack === true,
      boostDamage: c.boostDamage === true,
    };
    beginMove(s, m, a, move, [path.center], dice, events);
    return ok(true);
  }

  /**
   * The slammer `m`'s straight move toward `t` (WM-POWER-16, WM-POWER-17): `wanted` inches, by
   * default just far enough to bring `t` within 0.5" (never less, unless SPD + 3" falls short), at
   * most SPD + 3", stopped by a base or, with the terrain option, terrain in the way. Its direction
   * (the facing it takes) and its path.
   */
  function slamMove(s: WmState, m: ModelState, t: ModelState, wanted: number | undefined) {
    const from = { x: m.x, y: m.y };
    const dir = angleTo(from, { x: t.x, y: t.y });
    const max = Math.max(0, stat(s, ctx, m, 'SPD')) + CHARGE_BONUS;
    const need = Math.max(0, edgeDistance(baseOf(ctx, m), baseOf(ctx, t)) - MELEE_RANGE);
    let want = wanted ?? need;
    if (want < need - 1e-9) want = Math.min(need, max);
    want = Math.min(want, max);
    const reach = moveBase(baseOf(ctx, m), dir, want, obstaclesFor(s, m).bases, tableSize);
    return { dir, path: { ...withTerrain(from, dir, reach, diameter(ctx, m)), stoppedBy: reach.stoppedBy } };
  }

  /** The slam once the slammer stands at its end point: the slam attack, the push and its damage. */
  function finishSlam(s: WmState, m: ModelState, a: Activation, mv: MoveState, dice: Dice, events: GameEvent[]): void {
    const t = findModel(s, mv.target ?? '');
    if (!t) return;
    m.x = mv.x;
    m.y = mv.y;
    a.moved = mv.moved;
    events.push({
      type: 'wm/move',
      rule: 'WM-POWER-16',
      model: m.id,
      how: 'slam',
      x: m.x,
      y: m.y,
      facing: m.facing,
      distance: a.moved,
    });
    if (edgeDistance(baseOf(ctx, m), baseOf(ctx, t)) > MELEE_RANGE + 1e-9) {
      events.push({ type: 'wm/slam-failed', rule: 'WM-POWER-19', model: m.id });
      endActivation(s, events, 'WM-POWER-19');
      return;
    }
    // The boosts are paid now; one the warjack can no longer pay for (a free strike on the way
    // crippled its Cortex, taking its focus) is not made (A-37).
    const c = { boostAttack: mv.boostAttack && pay(m, 1), boostDamage: mv.boostDamage && pay(m, 1) };
    const spec = slamRollSpec(s, ctx, m, t, c.boostAttack === true);
    if (!spec.roll) return;
    const larger = spec.modifier < 0;
    const roll = rollAttack(dice, spec.dice, spec.stat, spec.modifier, spec.def, spec.auto);
    events.push({
      type: 'wm/attack-roll',
      rule: larger ? 'WM-POWER-21' : 'WM-POWER-20',
      attacker: m.id,
      target: t.id,
      weapon: 'slam',
      dice: roll.dice,
      total: roll.total,
      hit: roll.hit,
      critical: roll.critical,
    });
    if (!roll.hit) {
      events.push({ type: 'wm/slam-missed', rule: 'WM-POWER-33', model: m.id });
      return;
    }
    const str = stat(s, ctx, m, 'STR');
    const dmgDice = 2 + (c.boostDamage ? 1 : 0);
    if (a.moved < CHARGE_ATTACK_MIN - 1e-9) {
      damageRoll(s, ctx, t, str, dmgDice, armour(s, ctx, t, baseOf(ctx, m)), dice, events, {
        rule: 'WM-POWER-22',
        cause: 'slam',
      });
      return;
    }
    // Slammed: d6" directly away (half if the slammer's base is smaller), then knockdown, damage, collateral.
    const rolled = dice.roll(6);
    const { from: tBase, end, swept, sweptFrom, against: hitBig } = pushSlammed(s, m, t, rolled);
    t.x = end.x;
    t.y = end.y;
    events.push({
      type: 'wm/slammed',
      rule: 'WM-POWER-23',
      model: t.id,
      roll: rolled,
      distance: distance(tBase.center, end),
      x: t.x,
      y: t.y,
    });
    knockDown(s, t, events, 'WM-POWER-27');
    const touchedEqualOrLarger = hitBig !== undefined;
    damageRoll(
      s,
      ctx,
      t,
      str,
      dmgDice + (touchedEqualOrLarger ? 1 : 0),
      armour(s, ctx, t, baseOf(ctx, m)),
      dice,
      events,
      {
        rule: 'WM-POWER-28',
        cause: 'slam',
      },
    );
    const { hurt: collateral, spared } = slamCollateral(t, { from: tBase, end, swept, sweptFrom, against: hitBig });
    if (spared) events.push({ type: 'wm/collateral-none', rule: 'WM-POWER-30', model: spared.id });
    for (const o of collateral) {
      if (o.removed) continue;
      knockDown(s, o, events, 'WM-POWER-29');
      damageRoll(s, ctx, o, str, 2, armour(s, ctx, o, null), dice, events, {
        rule: 'WM-POWER-29',
        cause: 'collateral',
      });
    }
  }

  /**
   * The models the slammed model `t` deals collateral damage to after `push` (WM-POWER-29), in
   * the order it reaches them: each smaller model it passed over, then the model of its own base
   * size it ends pushed against; and a larger one it ends pushed against, which it spares
   * (WM-POWER-30).
   */
  function slamCollateral(
    t: ModelState,
    push: Pick<ReturnType<typeof pushSlammed>, 'from' | 'end' | 'swept' | 'sweptFrom' | 'against'>,
  ): { hurt: ModelState[]; spared: ModelState | undefined } {
    const { from: tBase, end, swept, sweptFrom, against: hitBig } = push;
    const hurt: ModelState[] = swept.filter(
      (_, i) => basesSwept(tBase, tBase.center, end, [sweptFrom[i] as Base]).length > 0,
    );
    if (hitBig && diameter(ctx, hitBig) === diameter(ctx, t)) hurt.push(hitBig);
    return { hurt, spared: hitBig && diameter(ctx, hitBig) !== diameter(ctx, t) ? hitBig : undefined };
  }

  /**
   * The push of `t`, slammed by `m`, on a roll of `rolled` (WM-POWER-23..26): that many inches
   * (half from a smaller slammer, not rounded) straight away from `m`, stopped by an equal or
   * larger base or by terrain that blocks movement, passing over smaller bases; a smaller model it
   * would end on is moved aside in `s` the least distance needed (A-23). Where `t`'s base stood
   * and where it ends, the models it passed over in order of contact and where they stood, and
   * the equal or larger model it ends pushed against, if any (one more damage die, WM-POWER-28).
   * It moves `t` itself no more than the caller does.
   */
  function pushSlammed(s: WmState, m: ModelState, t: ModelState, rolled: number) {
    const push = diameter(ctx, m) < diameter(ctx, t) ? rolled / 2 : rolled;
    const pushDir = angleTo({ x: m.x, y: m.y }, { x: t.x, y: t.y });
    const u = unitVector(pushDir);
    const tBase = baseOf(ctx, t);
    const others = live(s).filter((o) => o.id !== t.id);
    const bigger = others.filter((o) => diameter(ctx, o) >= diameter(ctx, t));
    const res = moveBase(
      tBase,
      pushDir,
      push,
      bigger.map((o) => baseOf(ctx, o)),
      tableSize,
    );
    // Terrain that blocks movement stops the push short of any base beyond it (terrain option, A-05).
    let end = withTerrain(tBase.center, pushDir, res, tBase.diameterMm).center;
    const smaller = others.filter((o) => diameter(ctx, o) < diameter(ctx, t));
    const swept = basesSwept(
      tBase,
      tBase.center,
      end,
      smaller.map((o) => baseOf(ctx, o)),
    )
      .map((i) => smaller[i] as ModelState)
      // In order of contact along the push (A-24).
      .sort((p, q) => dot(sub({ x: p.x, y: p.y }, tBase.center), u) - dot(sub({ x: q.x, y: q.y }, tBase.center), u));
    // Where the swept models stood: a model moved aside below was still passed over (WM-POWER-29).
    const sweptFrom = swept.map((o) => baseOf(ctx, o));
    // A smaller model the slammed model would end on top of is moved aside the least distance needed (A-23).
    for (const o of swept) {
      const ob = baseOf(ctx, o);
      const endBase = { center: end, diameterMm: tBase.diameterMm };
      if (!overlaps(endBase, ob)) continue;
      const spot = roomFor(s, o, t.id, endBase);
      if (spot) {
        o.x = spot.x;
        o.y = spot.y;
      } else {
        // No room: the slammed model stops where it first touches that base.
        const stop = moveBase(tBase, pushDir, distance(tBase.center, end), [ob], tableSize);
        end = stop.center;
      }
    }
    // A push cut short by a smaller model never reaches the base that would have stopped it.
    const reached = distance(tBase.center, end) >= res.moved - EPSILON;
    // The equal or larger base it is pushed against: the one that cut the push short, or one the
    // full push ends exactly touching (a 3" push toward a base 3" away touches it, WM-POWER-26).
    const against =
      res.stoppedBy?.kind === 'base'
        ? res.stoppedBy.index
        : bigger.findIndex((o) => {
            const reach = baseRadius(tBase.diameterMm) + baseRadius(diameter(ctx, o));
            const at = contactDistance(tBase.center, u, reach, { x: o.x, y: o.y });
            return at !== null && at <= res.moved + EPSILON;
          });
    const hitBig = reached && against >= 0 ? bigger[against] : undefined;
    return { from: tBase, end, swept, sweptFrom, against: hitBig };
  }

  /**
   * The nearest free spot for model `o`, pushed out from under the slammed model's end base:
   * straight away from that base's centre when there is room, else the closest free point
   * found on widening rings around `o` (steps of 0.02"), or null if none within 3". A free spot
   * is on the table, clear of every other base and, with the terrain option on, off terrain
   * that blocks movement (A-05).
   */
  function roomFor(s: WmState, o: ModelState, slammed: string, endBase: Base): Point | null {
    const ob = baseOf(ctx, o);
    const need = baseRadius(endBase.diameterMm) + baseRadius(ob.diameterMm);
    const others = live(s)
      .filter((x) => x.id !== o.id && x.id !== slammed)
      .map((x) => baseOf(ctx, x));
    const free = (p: Point): boolean => {
      const b = { center: p, diameterMm: ob.diameterMm };
      return (
        distance(p, endBase.center) >= need - EPSILON &&
        baseOnTable(b, tableSize) &&
        !onBlockingTerrain(b) &&
        others.every((x) => !overlaps(b, x))
      );
    };
    const d0 = distance(ob.center, endBase.center);
    const away = d0 < EPSILON ? unitVector(90) : scale(sub(ob.center, endBase.center), 1 / d0);
    const straight = add(endBase.center, scale(away, need));
    if (free(straight)) return straight;
    for (let r = need - d0; r <= 3; r += 0.02) {
      let best: Point | null = null;
      for (let k = 0; k < 360; k += 3) {
        const p = add(ob.center, scale(unitVector(k), r));
        if (free(p) && (!best || distance(p, straight) < distance(best, straight))) best = p;
      }
      if (best) return best;
    }
    return null;
  }

  /**
   * The other models' rolls a choice boosts, each named once: a roll is boosted at most once
   * (WM-FOCUS-11), so a model named twice, or a spray's `target`, whose rolls the choice's own
   * boosts cover, would be paid for again with no die to show for it.
   */
  function boostsNamedOnce(lists: readonly (readonly string[])[], target: string | null): Result<true> | null {
    for (const list of lists)
      if (new Set(list).size !== list.length || (target !== null && list.includes(target)))
        return fail('focus/already-boosted', 'A roll is boosted once: name each other model once, the target never', {
          rule: 'WM-FOCUS-11',
        });
    return null;
  }

  function actionCheck(m: ModelState, a: Activation): Result<true> | null {
    if (m.knockedDown)
      return fail('status/knocked-down', 'A knocked-down model cannot attack', { rule: 'WM-STATUS-01' });
    // A stationary model never activates, but a script of its own spell or attack can make it
    // stationary mid-activation: from then on it makes no combat action.
    if (m.stationary) return fail('status/knocked-down', 'A stationary model cannot attack', { rule: 'WM-STATUS-16' });
    if (a.movement === 'none')
      return fail('activation/move-first', 'Move or forfeit movement before the combat action', { rule: 'WM-TURN-11' });
    if (!canAct(a)) return fail('activation/no-action', 'This activation has no combat action', { rule: 'WM-MOVE-05' });
    return null;
  }

  /**
   * The first attack after a charge is still owed to the charge target (WM-MOVE-13, A-13): only
   * while that target is there to be struck. Once something in the activation, such as the
   * charger's own spell, has removed it, put it out of the charger's melee range or out of its
   * sight (a melee attack needs both, WM-MELEE-01), the duty lapses: the attacks, none of them a
   * charge attack, may go to any model in reach. Until a melee attack is made it is judged
   * afresh at each one, so a target brought back into sight is owed the first attack again.
   */
  function chargeFirstDue(s: WmState, m: ModelState, a: Activation): boolean {
    if (!a.chargeFirstDue) return false;
    const t = findModel(s, a.chargeTarget ?? '');
    const range = meleeRangeOf(ctx, m);
    return (
      t !== undefined &&
      !t.removed &&
      t.placed &&
      range !== null &&
      withinReach(ctx, m, t, range) &&
      canSee(s, ctx, m, t)
    );
  }

  function attack(
    s: WmState,
    m: ModelState,
    a: Activation,
    choice: Extract<WmChoice, { kind: 'attack' | 'specialAttack' }>,
    dice: Dice,
    events: GameEvent[],
    dry: boolean,
  ): Result<true> {
    const bad = actionCheck(m, a);
    if (bad) return bad;
    const c: Extract<WmChoice, { kind: 'attack' }> = choice.kind === 'attack' ? choice : { ...choice, kind: 'attack' };
    const w = def(m).weapons.find((x) => x.id === c.weapon);
    if (!w) return fail('attack/no-weapon', 'The model has no such weapon');
    const special = choice.kind === 'specialAttack' ? w.specialAttack : undefined;
    if (choice.kind === 'specialAttack') {
      if (!special) return fail('attack/no-special', 'That weapon has no special attack', { rule: 'WM-ATTACK-06' });
      if (w.location !== null && crippled(ctx, m, w.location))
        return fail('attack/special-crippled', 'A weapon in a crippled system makes no special attack', {
          rule: 'WM-DAMAGE-20',
        });
      if (a.special || a.initialLeft.length !== def(m).weapons.length || a.actionType !== null)
        return fail('attack/special-instead-of-initial', 'A special attack replaces all initial attacks', {
          rule: 'WM-ATTACK-06',
        });
    }
    const t = findModel(s, c.target);
    if (!t || t.removed || !t.placed || t.id === m.id) return fail('attack/no-target', 'No such target');
    if (a.movement === 'charge' && w.kind === 'ranged')
      return fail('attack/ranged-after-charge', 'A charging model makes only melee attacks', { rule: 'WM-MOVE-17' });
    if (a.actionType !== null && a.actionType !== w.kind)
      return fail('attack/mixed', 'Melee and ranged attacks do not mix in one activation', { rule: 'WM-ATTACK-02' });
    const chargeDue = chargeFirstDue(s, m, a);
    if (chargeDue && t.id !== a.chargeTarget)
      return fail('attack/charge-target-first', 'The first attack after a charge is against the charge target', {
        rule: 'WM-MOVE-13',
      });
    const initial = special !== undefined || (!a.special && a.initialLeft.includes(w.id));
    const chargeAttack = chargeDue && a.chargeAttack;
    if (chargeAttack && c.boostDamage)
      return fail('focus/already-boosted', 'A charge attack damage roll is already boosted', { rule: 'WM-MOVE-16' });
    const extra = { attack: c.boostAttackOn ?? [], damage: c.boostDamageOn ?? [] };
    // Other models' rolls come only from a spray (attack and damage rolls) or an AOE template (damage rolls).
    const spray = w.kind === 'ranged' && typeof w.RNG === 'object';
    const area = spray || (w.kind === 'ranged' && w.AOE !== null);
    if ((!area && extra.damage.length > 0) || (!spray && extra.attack.length > 0))
      return fail('focus/no-area', 'Boosts on other models are for area and spray attacks', { rule: 'WM-AOE-06' });
    const twice = boostsNamedOnce([extra.attack, extra.damage], spray ? t.id : null);
    if (twice) return twice;
    const cost =
      (initial ? 0 : 1) + (c.boostAttack ? 1 : 0) + (c.boostDamage ? 1 : 0) + extra.attack.length + extra.damage.length;
    if (cost > 0 && (!canSpend(m) || m.focus < cost))
      return fail(
        'focus/not-enough',
        initial ? 'Each boost costs 1 focus' : 'An additional attack costs 1 focus, and each boost 1 more',
        { rule: initial ? 'WM-FOCUS-09' : 'WM-FOCUS-08' },
      );
    if (!canSee(s, ctx, m, t)) return fail('los/no-line', 'The attacker cannot see the target', { rule: 'WM-LOS-06' });
    if (w.kind === 'melee') {
      if (!withinReach(ctx, m, t, weaponRange(w)))
        return fail('melee/out-of-range', "The target is not within the weapon's melee range", { rule: 'WM-MELEE-01' });
    } else {
      if (inMelee(s, ctx, m))
        return fail('ranged/in-melee', 'A model in melee cannot make ranged attacks', { rule: 'WM-RANGED-01' });
      if ((a.shots[w.id] ?? 0) >= w.ROF)
        return fail('ranged/rof', `The ${w.name} has fired its ROF ${w.ROF}`, { rule: 'WM-ATTACK-04' });
      // The zone starts at the edge of the base inside the front arc and runs toward the centre of
      // the model aimed at (A-31): a model seen only by the part of its base in front of the
      // shoulders, its centre behind them, would turn the zone into the back arc, where the
      // attacker sees nothing (WM-ARC-04).
      if (spray && !pointInFrontArc(baseOf(ctx, m), { x: t.x, y: t.y }))
        return fail('spray/outside-front-arc', 'A spray must be aimed at a model whose centre is in the front arc', {
          rule: 'WM-SPRAY-01',
        });
    }
    if (dry) return ok(true);
    // Declared: pay and count it.
    pay(m, cost);
    if (initial) a.initialLeft = a.initialLeft.filter((x) => x !== w.id);
    if (special) {
      a.special = true;
      a.initialLeft = [];
    }
    a.actionType = w.kind;
    events.push({
      type: 'wm/attack',
      rule: special ? 'WM-ATTACK-06' : initial ? 'WM-ATTACK-01' : 'WM-ATTACK-03',
      model: m.id,
      weapon: w.id,
      target: t.id,
      initial,
      ...(special ? { special: special.id } : {}),
    });
    const onHit = special
      ? (x: ModelState) =>
          applyEffects(
            s,
            m,
            { id: special.id, from: 'spell', duration: 'instant', origin: m },
            special.effects,
            x,
            dice,
            events,
          )
      : undefined;
    if (w.kind === 'melee') {
      a.chargeFirstDue = false;
      resolveMeleeHit(
        s,
        m,
        w,
        t,
        {
          bonus: 0,
          boostAttack: c.boostAttack === true,
          extraDamageDie: chargeAttack,
          boostDamage: c.boostDamage === true,
          onHit,
        },
        dice,
        events,
      );
      if (chargeAttack) events.push({ type: 'wm/charge-attack', rule: 'WM-MOVE-14', model: m.id });
      return ok(true);
    }
    a.shots[w.id] = (a.shots[w.id] ?? 0) + 1;
    rangedAttack(s, m, w, t, c.boostAttack === true, c.boostDamage === true, a.aiming, extra, dice, events, onHit);
    return ok(true);
  }

  function rangedAttack(
    s: WmState,
    m: ModelState,
    w: RangedWeapon,
    t: ModelState,
    boostAttack: boolean,
    boostDamage: boolean,
    aiming: boolean,
    extra: { readonly attack: readonly string[]; readonly damage: readonly string[] },
    dice: Dice,
    events: GameEvent[],
    onHit?: (m: ModelState) => void,
  ): void {
    const rat = stat(s, ctx, m, 'RAT');
    if (typeof w.RNG === 'object') {
      const zone = sprayZoneAt(ctx, m, t, w.RNG.spray);
      const inZone = live(s).filter((x) => x.id !== m.id && sprayCovers(zone, baseOf(ctx, x)));
      events.push({
        type: 'wm/spray',
        rule: 'WM-SPRAY-01',
        model: m.id,
        weapon: w.id,
        covered: inZone.map((x) => x.id),
      });
      for (const x of inZone) {
        if (x.removed) continue;
        const primary = x.id === t.id;
        const r = rangedRoll(
          s,
          m,
          m,
          x,
          w,
          rat,
          'ranged',
          0,
          { boost: primary ? boostAttack : extra.attack.includes(x.id), aim: aiming, spray: true },
          dice,
          events,
        );
        if (!r.hit) continue;
        weaponEffects(w, x, r.critical, events);
        onHit?.(x);
        damageRoll(
          s,
          ctx,
          x,
          w.POW,
          diceFor(m, w, primary ? boostDamage : extra.damage.includes(x.id)),
          armour(s, ctx, x, baseOf(ctx, m)),
          dice,
          events,
          { rule: 'WM-SPRAY-05', cause: w.id },
        );
      }
      return;
    }
    const r = rangedRoll(
      s,
      m,
      m,
      t,
      w,
      rat,
      'ranged',
      w.RNG,
      { boost: boostAttack, aim: aiming, spray: false },
      dice,
      events,
    );
    if (w.AOE !== null) {
      resolveAoe(
        s,
        m,
        m,
        t,
        w.AOE,
        w.POW,
        r,
        w.RNG,
        boostDamage,
        extra.damage,
        w,
        (x, crit) => {
          weaponEffects(w, x, crit, events);
          onHit?.(x);
        },
        dice,
        events,
      );
      return;
    }
    if (!r.hit) return;
    weaponEffects(w, t, r.critical, events);
    onHit?.(t);
    damageRoll(s, ctx, t, w.POW, diceFor(m, w, boostDamage), armour(s, ctx, t, baseOf(ctx, m)), dice, events, {
      rule: 'WM-RANGED-07',
      cause: w.id,
    });
  }

  function headButt(
    s: WmState,
    m: ModelState,
    a: Activation,
    c: Extract<WmChoice, { kind: 'headButt' }>,
    dice: Dice,
    events: GameEvent[],
    dry: boolean,
  ): Result<true> {
    const bad = actionCheck(m, a);
    if (bad) return bad;
    if (def(m).kind !== 'warjack')
      return fail('power/warjack-only', 'Only warjacks make power attacks', { rule: 'WM-POWER-01' });
    if (a.movement === 'charge')
      return fail('power/after-charge', 'No power attack as part of a charge', { rule: 'WM-POWER-04' });
    if (a.actionType !== null || a.special || a.initialLeft.length !== def(m).weapons.length)
      return fail('power/instead-of-initial', 'A power attack replaces all initial attacks', { rule: 'WM-POWER-06' });
    if (crippled(ctx, m, 'H'))
      return fail('power/head-crippled', 'A crippled Head cannot head-butt', { rule: 'WM-POWER-10' });
    const t = findModel(s, c.target);
    if (!t || t.removed || !t.placed || t.id === m.id) return fail('attack/no-target', 'No such target');
    if (diameter(ctx, t) > diameter(ctx, m))
      return fail('power/larger-base', 'A larger base cannot be head-butted', { rule: 'WM-POWER-09' });
    if (!withinReach(ctx, m, t, MELEE_RANGE))
      return fail('melee/out-of-range', 'Head-butts reach 0.5"', { rule: 'WM-POWER-05' });
    if (!canSee(s, ctx, m, t)) return fail('los/no-line', 'The attacker cannot see the target', { rule: 'WM-LOS-06' });
    const cost = 1 + (c.boostAttack ? 1 : 0) + (c.boostDamage ? 1 : 0);
    if (!canSpend(m) || m.focus < cost)
      return fail('focus/not-enough', 'A power attack costs 1 focus, and each boost 1 more', { rule: 'WM-POWER-02' });
    if (dry) return ok(true);
    pay(m, cost);
    a.actionType = 'melee';
    a.special = true;
    a.initialLeft = [];
    const spec = meleeRollSpec(s, ctx, m, null, t, 0, c.boostAttack === true);
    if (!spec.roll) return ok(true);
    const roll = rollAttack(dice, spec.dice, spec.stat, spec.modifier, spec.def, spec.auto);
    events.push({
      type: 'wm/attack-roll',
      rule: 'WM-POWER-08',
      attacker: m.id,
      target: t.id,
      weapon: 'headButt',
      dice: roll.dice,
      total: roll.total,
      hit: roll.hit,
      critical: roll.critical,
    });
    if (!roll.hit) return ok(true);
    knockDown(s, t, events, 'WM-POWER-08');
    damageRoll(
      s,
      ctx,
      t,
      stat(s, ctx, m, 'STR'),
      2 + (c.boostDamage ? 1 : 0),
      armour(s, ctx, t, baseOf(ctx, m)),
      dice,
      events,
      {
        rule: 'WM-POWER-08',
        cause: 'headButt',
      },
    );
    return ok(true);
  }

  function cast(
    s: WmState,
    m: ModelState,
    a: Activation,
    c: Extract<WmChoice, { kind: 'cast' }>,
    dice: Dice,
    events: GameEvent[],
    dry: boolean,
  ): Result<true> {
    const bad = casterCheck(m, a, 'spell');
    if (bad) return bad;
    const sp: SpellDef | undefined = def(m).spells?.find((x) => x.id === c.spell);
    if (!sp) return fail('spell/unknown', 'The warcaster has no such spell');
    if (!sp.enabledInSimplifiedRules)
      return fail('spell/disabled', `${sp.name} is not used in the simplified rules`, { rule: 'WM-SPELL-31' });
    let origin = m;
    if (c.channeler !== undefined) {
      const ch = findModel(s, c.channeler);
      if (sp.RNG === 'SELF' || sp.RNG === 'CTRL')
        return fail('spell/cannot-channel', 'SELF and CTRL spells cannot be channelled', { rule: 'WM-SPELL-30' });
      if (!ch || ch.removed || ch.side !== m.side || def(ch).kind !== 'warjack' || !def(ch).advantages.arcNode)
        return fail('spell/no-arc-node', 'Spells are channelled through your own Arc Node warjacks', {
          rule: 'WM-SPELL-20',
        });
      if (crippled(ctx, ch, 'A'))
        return fail('spell/arc-node-crippled', 'A crippled Arc Node cannot channel', { rule: 'WM-SPELL-25' });
      if (ch.knockedDown || inMelee(s, ctx, ch))
        return fail('spell/channeler-busy', 'A channeler in melee or knocked down cannot channel', {
          rule: 'WM-SPELL-25',
        });
      if (!inControlArea(ctx, m, ch))
        return fail('spell/channeler-out-of-control-area', 'The channeler must be in the control area', {
          rule: 'WM-SPELL-21',
        });
      origin = ch;
    }
    let t: ModelState | undefined = m;
    let short = false;
    if (sp.RNG === 'SELF') {
      if (c.target !== undefined && c.target !== m.id)
        return fail('spell/self-only', 'This spell affects only the warcaster', { rule: 'WM-SPELL-04' });
    } else if (sp.AOE !== 'CTRL') {
      t = c.target === undefined ? undefined : findModel(s, c.target);
      if (!t || t.removed || !t.placed) return fail('spell/no-target', 'Choose a target model');
      const kindOk = sp.targetKinds.includes(def(t).kind);
      const sideOk =
        sp.target === 'any' ||
        (sp.target === 'friendly' ? t.side === m.side : sp.target === 'enemy' ? t.side !== m.side : t.id === m.id);
      if (!kindOk || !sideOk) return fail('spell/wrong-target', `${sp.name} cannot target that model`);
      // The point of origin sees the target: a channeler must see even the warcaster herself.
      if (!canSee(s, ctx, origin, t))
        return fail('los/no-line', 'The point of origin must see the target', {
          rule: sp.OFF ? 'WM-SPELL-15' : 'WM-SPELL-29',
        });
      // A spell that is not an attack reaches only a target within its range too (WM-SPELL-29).
      // Under the premeasure house rule the range is known before the spell is declared, so a
      // target beyond it is refused; without it the range is measured only once the spell is
      // declared, and a spell that falls short is spent for nothing, as a magic attack is (A-27).
      short = !sp.OFF && edgeDistance(baseOf(ctx, origin), baseOf(ctx, t)) > spellRange(ctx, m, sp) + 1e-9;
      if (short && premeasure)
        return fail('spell/out-of-range', "The target is beyond the spell's range", { rule: 'WM-SPELL-03' });
    }
    const ctrlArea = sp.AOE === 'CTRL';
    const boostAttackOn = c.boostAttackOn ?? [];
    const boostDamageOn = c.boostDamageOn ?? [];
    const unrolled = spellBoostsUnrolled(sp, c, t?.id ?? null);
    if (unrolled) return unrolled;
    // Every boost left names a roll the spell makes: 1 focus each (WM-SPELL-17).
    const cost =
      sp.COST +
      (c.boostAttack === true ? 1 : 0) +
      (c.boostDamage === true ? 1 : 0) +
      boostAttackOn.length +
      boostDamageOn.length;
    if (m.focus < cost)
      return fail('focus/not-enough', `${sp.name} costs ${sp.COST} focus, and each boost 1 more`, {
        rule: 'WM-FOCUS-18',
      });
    if (dry) return ok(true);
    pay(m, cost);
    a.castOrFeat = true;
    events.push({
      type: 'wm/cast',
      rule: 'WM-SPELL-02',
      model: m.id,
      spell: sp.id,
      target: t?.id ?? null,
      channeler: origin.id === m.id ? null : origin.id,
    });
    if (sp.UP) {
      // One instance of each upkeep spell per warcaster.
      const old = s.effects.filter((e) => e.source === sp.id && e.caster === m.id);
      if (old.length > 0) {
        s.effects = s.effects.filter((e) => !old.includes(e));
        events.push({ type: 'wm/upkeep-recast', rule: 'WM-SPELL-11', spell: sp.id });
      }
    }
    // Cast, and so paid for with any boosts and ending an earlier instance of itself, as a magic
    // attack beyond its range is (A-44), but with no effect at all: the log says why.
    if (short && t) {
      events.push({ type: 'wm/out-of-range', rule: 'WM-SPELL-29', spell: sp.id, model: t.id });
      return ok(true);
    }
    const source = { id: sp.id, from: 'spell' as const, duration: sp.duration, origin };
    // A spell's area reaches the models in it of the side the spell names and of the kinds it
    // lists; "self" names the warcaster alone (WM-SPELL-04), never the enemy (a pack is refused
    // a CTRL spell so written on load).
    const reached = (x: ModelState) =>
      !x.removed &&
      sp.targetKinds.includes(def(x).kind) &&
      (sp.target === 'any' ||
        (sp.target === 'friendly' ? x.side === m.side : sp.target === 'enemy' ? x.side !== m.side : x.id === m.id));
    if (ctrlArea) {
      // The models in the control area (WM-SPELL-06).
      for (const x of live(s)) {
        if (!reached(x) || !inControlArea(ctx, m, x)) continue;
        if (!sp.OFF) {
          applyEffects(s, m, source, sp.effects, x, dice, events);
          if (!x.removed) spellDamage(s, sp, x, boostDamageOn.includes(x.id), baseOf(ctx, m), dice, events);
          continue;
        }
        // An offensive spell makes a magic attack roll against each model it would affect, and
        // only a hit takes its effects and its POW damage (WM-SPELL-14, WM-SPELL-07). A magic
        // attack needs sight of its target (WM-SPELL-15), so by default a model the warcaster
        // cannot see is not attacked at all (the option switches that off); the log says so, or
        // the model would seem forgotten.
        if (controlSpellSight && !canSee(s, ctx, m, x)) {
          events.push({ type: 'wm/unseen', rule: 'WM-SPELL-15', spell: sp.id, model: x.id, attacker: m.id });
          continue;
        }
        const r = rangedRoll(
          s,
          m,
          m,
          x,
          null,
          focusStat(ctx, m),
          'magic',
          controlRadius(ctx, m),
          { boost: boostAttackOn.includes(x.id), aim: false, spray: false },
          dice,
          events,
        );
        if (!r.hit) continue;
        applyEffects(s, m, source, sp.effects, x, dice, events);
        if (!x.removed) spellDamage(s, sp, x, boostDamageOn.includes(x.id), baseOf(ctx, m), dice, events);
      }
      return ok(true);
    }
    if (!t) return ok(true);
    if (!sp.OFF && typeof sp.AOE === 'number') {
      // A non-offensive spell with a numeric AOE takes effect in a circle of that diameter centred
      // on its target (WM-SPELL-05): every model the circle touches that the spell names takes its
      // effects, the target first, then the others in turn (A-42). Who is in it is settled first.
      // With a POW each of them then takes its damage roll (WM-SPELL-07), with no attack roll, so
      // no blast: the target's Shield judged from the point of origin, the others' from the
      // circle's centre, as under an AOE (A-38).
      const center = { x: t.x, y: t.y };
      const ms = live(s);
      const under = basesUnderTemplate(
        center,
        sp.AOE,
        ms.map((x) => baseOf(ctx, x)),
      ).map((i) => ms[i] as ModelState);
      events.push({
        type: 'wm/template',
        rule: 'WM-SPELL-05',
        effect: sp.id,
        x: center.x,
        y: center.y,
        AOE: sp.AOE,
        covered: under.map((x) => x.id),
      });
      const target = t;
      const affected = [target, ...under.filter((x) => x.id !== target.id && reached(x))];
      for (const x of affected) {
        if (x.removed) continue;
        applyEffects(s, m, source, sp.effects, x, dice, events);
        if (x.removed) continue;
        const own = x.id === target.id;
        const from = own ? baseOf(ctx, origin) : blastOrigin(center);
        spellDamage(s, sp, x, own ? c.boostDamage === true : boostDamageOn.includes(x.id), from, dice, events);
      }
      return ok(true);
    }
    if (!sp.OFF) {
      // Not an attack, so no attack roll; a POW is still its damage roll (WM-SPELL-07).
      applyEffects(s, m, source, sp.effects, t, dice, events);
      if (!t.removed) spellDamage(s, sp, t, c.boostDamage === true, baseOf(ctx, origin), dice, events);
      return ok(true);
    }
    const rng = spellRange(ctx, m, sp);
    const r = rangedRoll(
      s,
      m,
      origin,
      t,
      null,
      focusStat(ctx, m),
      'magic',
      rng,
      { boost: c.boostAttack === true, aim: false, spray: false },
      dice,
      events,
    );
    const target = t;
    if (typeof sp.AOE === 'number') {
      resolveAoe(
        s,
        m,
        origin,
        target,
        sp.AOE,
        sp.POW ?? 0,
        r,
        rng,
        c.boostDamage === true,
        boostDamageOn,
        null,
        (x) => applyEffects(s, m, source, sp.effects, x, dice, events),
        dice,
        events,
      );
      return ok(true);
    }
    if (!r.hit) return ok(true);
    applyEffects(s, m, source, sp.effects, target, dice, events);
    spellDamage(s, sp, target, c.boostDamage === true, baseOf(ctx, origin), dice, events);
    return ok(true);
  }

  /**
   * A boost of a cast that no roll of the spell would take, refused where it would be paid for
   * with no die to show (WM-FOCUS-09). Only an offensive spell makes attack rolls (WM-SPELL-14) and
   * only one with a POW damage rolls (WM-SPELL-07). `boostAttack` and `boostDamage` boost the
   * target's rolls; other models' rolls are boosted by name, and only a spell with an area has
   * them: a CTRL area its attack and damage rolls model by model, with no one target (WM-SPELL-17),
   * a numeric AOE its damage rolls under the circle (WM-AOE-06). A model is named once, and the
   * target of a non-offensive AOE spell never, its own roll being boosted by `boostDamage`.
   */
  function spellBoostsUnrolled(
    sp: SpellDef,
    c: Extract<WmChoice, { kind: 'cast' }>,
    target: string | null,
  ): Result<true> | null {
    const attackOn = c.boostAttackOn ?? [];
    const damageOn = c.boostDamageOn ?? [];
    if (!sp.OFF && (c.boostAttack === true || attackOn.length > 0))
      return fail('spell/no-attack-roll', `${sp.name} is not offensive: it makes no attack roll to boost`, {
        rule: 'WM-SPELL-14',
      });
    if (sp.POW === null && (c.boostDamage === true || damageOn.length > 0))
      return fail('spell/no-damage-roll', `${sp.name} has no POW: it makes no damage roll to boost`, {
        rule: 'WM-SPELL-07',
      });
    if (sp.AOE === 'CTRL' && (c.boostAttack === true || c.boostDamage === true))
      return fail('spell/boost-named', 'A spell on the control area boosts the rolls of the models named', {
        rule: 'WM-SPELL-17',
      });
    if (sp.AOE !== 'CTRL' && attackOn.length > 0)
      return fail('spell/no-attack-roll', `${sp.name} rolls to hit at its target alone (boostAttack)`, {
        rule: 'WM-SPELL-14',
      });
    if (sp.AOE === null && damageOn.length > 0)
      return fail('spell/no-damage-roll', `${sp.name} rolls damage on its target alone (boostDamage)`, {
        rule: 'WM-SPELL-07',
      });
    return boostsNamedOnce([attackOn, damageOn], !sp.OFF && typeof sp.AOE === 'number' ? target : null);
  }

  /** A spell's damage roll on one model: POW + 2d6, 3d6 boosted (WM-SPELL-07); none with no POW. */
  function spellDamage(
    s: WmState,
    sp: SpellDef,
    x: ModelState,
    boosted: boolean,
    from: Base,
    dice: Dice,
    events: GameEvent[],
  ): void {
    if (sp.POW === null) return;
    damageRoll(s, ctx, x, sp.POW, 2 + (boosted ? 1 : 0), armour(s, ctx, x, from), dice, events, {
      rule: 'WM-SPELL-07',
      cause: sp.id,
    });
  }

  return rules;
}
