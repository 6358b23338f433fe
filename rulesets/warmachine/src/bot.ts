import type { BotKnowledge } from '@skirmish/ai';
import { SeededDice, type Dice, type Options } from '@skirmish/core';
import { basesUnderTemplate } from '@skirmish/geometry/table';
import type { WmChoice } from './choices.ts';
import type { Effect, ModelDef, SpellDef, WarmachineContent } from './content.ts';
import { baseOf, inControlArea, spellRange } from './model.ts';
import { makeCtx, makeRules, type WmView } from './rules.ts';
import type { ModelState, Seat, WmState } from './state.ts';

/** How much a warcaster's health counts against a warjack's: losing it loses the game. */
const WARCASTER_WEIGHT = 4;
/** Share of the evaluation given to position (closing in, keeping the warcaster out of reach) rather than health. */
const POSITION_WEIGHT = 0.08;
/** Dice samples the heuristic averages per choice it weighs by looking one choice ahead. */
const SAMPLES = 6;
/** Inches at which the pull toward the enemy has fallen to one half. */
const PULL_SCALE = 12;
/** Inches further than the nearest enemy at which a model still goes for the enemy warcaster. */
const CASTER_PULL = 8;
/** What the plan of an activation gains over the best look-ahead value in the search's prior. */
const PLAN_BONUS = 0.05;
/** The seed of the look-ahead dice of the heuristic choices the search plays past its root. */
const FOLLOW_ON_SEED = 0x5eed;
/**
 * How the search runs: past the root both sides play the heuristic's choice (see `followOn`) for
 * `playoutDepth` choices after the tree, about the rest of the seat's turn and the enemy's next
 * one, and the position there is scored. Root values then lie a few hundredths apart, so the
 * exploration constant is small; the prior (the heuristic's plan first) counts for `priorWeight`
 * visits.
 */
const SEARCH = {
  playout: 'heuristic',
  epsilon: 0,
  playoutDepth: 30,
  exploration: 0.25,
  priorWeight: 4,
  earlyStopShare: 0.5,
} as const;
/** Choices that attack the model they name. */
const ATTACKS: ReadonlySet<WmChoice['kind']> = new Set(['attack', 'charge', 'slam', 'headButt', 'specialAttack']);

/**
 * What the bots know of Warmachine. Nothing is hidden in this game, so a seat's view is the whole
 * state. A position is judged by the health each side has left (warcaster first), then by how
 * close its warjacks stand to the enemy and how safe its warcaster is. The heuristic activates
 * warjacks before the warcaster, hands each warjack a point of focus (to run or charge) and more
 * to those that can reach an enemy, plans each activation's movement as a player would (see
 * `planMove`: charge what it reaches, the enemy warcaster first; stay in a fight; walk into range
 * of its guns; run at its quarry; a warcaster keeps out of harm), and takes the rest (attacks,
 * spells, free strikes) by looking one step ahead over a few dice samples, never on a target out
 * of range. Search plays the same sensible choices (`macroChoices`) and tries the plan first.
 */
export function warmachineBotKnowledge(
  content: WarmachineContent,
  options: Options = {},
): BotKnowledge<WmState, WmChoice, WmView> {
  const defs = new Map<string, ModelDef>(content.models.map((m) => [m.id, m]));
  const rules = makeRules(content, options);
  const ctx = makeCtx(content, options);
  const def = (m: ModelState): ModelDef | undefined => defs.get(m.def);
  const isCaster = (m: ModelState) => def(m)?.kind === 'warcaster';
  const radius = (m: ModelState) => (def(m)?.baseDiameterMm ?? 30) / 25.4 / 2;
  const gap = (a: ModelState, b: ModelState) => Math.hypot(a.x - b.x, a.y - b.y) - radius(a) - radius(b);
  const live = (s: WmState) => s.models.filter((m) => m.placed && !m.removed);
  const spd = (m: ModelState) => def(m)?.stats.SPD ?? 5;
  /** The longest melee range of a model: 2 inches with a Reach weapon, else half an inch (0 with no melee weapon). */
  const meleeReach = (m: ModelState) => {
    let r = 0;
    for (const w of def(m)?.weapons ?? [])
      if (w.kind === 'melee') r = Math.max(r, w.qualities.includes('reach') ? 2 : 0.5);
    return r;
  };
  /** Whether `t` stands in front of `m` (within 90 degrees of its facing either way). */
  const facingToward = (m: ModelState, t: ModelState) => {
    const to = (Math.atan2(t.y - m.y, t.x - m.x) * 180) / Math.PI;
    const diff = Math.abs(((((to - m.facing) % 360) + 540) % 360) - 180);
    return diff <= 90;
  };
  /** How far a model threatens: a charge (SPD + 3) plus its longest melee weapon. */
  const threat = (m: ModelState) => {
    const d = def(m);
    const reach = d?.weapons.some((w) => w.kind === 'melee' && w.qualities.includes('reach')) ? 2 : 0.5;
    return spd(m) + 3 + reach;
  };

  /** The longest range of a model's ranged weapons (a spray counts its length), 0 with none. */
  const shotRange = (m: ModelState) => {
    let r = 0;
    for (const w of def(m)?.weapons ?? [])
      if (w.kind === 'ranged') r = Math.max(r, typeof w.RNG === 'number' ? w.RNG : w.RNG.spray);
    return r;
  };
  const find = (s: WmState, id: string | undefined) =>
    id === undefined ? undefined : s.models.find((m) => m.id === id);

  const health = (m: ModelState): { left: number; weight: number } => {
    const d = def(m);
    if (!d) return { left: 0, weight: 0 };
    const weight = d.kind === 'warcaster' ? WARCASTER_WEIGHT : 1;
    if (m.removed) return { left: 0, weight };
    if (d.damage.kind === 'boxes') return { left: 1 - m.boxes / d.damage.count, weight };
    const total = d.damage.columns.reduce((s, c) => s + c.length, 0);
    const marked = m.marks.reduce((s, n) => s + n, 0);
    return { left: total > 0 ? 1 - marked / total : 0, weight };
  };

  /**
   * 1 in contact, falling toward 0 with distance but never flat: a warjack far across the table
   * still gains by every inch it closes (a cut-off at some range left both sides standing still).
   */
  const pull = (distance: number) => PULL_SCALE / (PULL_SCALE + Math.max(0, distance));

  /** Position for one side, in -1..1: warjacks close to enemies, warcaster beyond enemy threat ranges. */
  const position = (s: WmState, side: Seat): number => {
    const ms = live(s);
    const mine = ms.filter((m) => m.side === side);
    const foes = ms.filter((m) => m.side !== side);
    if (mine.length === 0 || foes.length === 0) return 0;
    // With no enemy warjack left nothing threatens the warcaster: it closes in like a warjack.
    const foeJacks = foes.some((f) => !isCaster(f));
    let score = 0;
    let n = 0;
    for (const m of mine) {
      n++;
      if (isCaster(m) && foeJacks) {
        // Danger: how far inside the nearest enemy warjack's threat range the warcaster stands.
        let worst = 0;
        for (const f of foes) if (!isCaster(f)) worst = Math.max(worst, threat(f) - gap(m, f));
        score -= Math.min(1, Math.max(0, worst) / 6);
        continue;
      }
      let nearest = Number.POSITIVE_INFINITY;
      let casterGap = Number.POSITIVE_INFINITY;
      for (const f of foes) {
        const g = gap(m, f);
        nearest = Math.min(nearest, g);
        if (isCaster(f)) casterGap = g;
      }
      score += pull(nearest - 0.5);
      if (Number.isFinite(casterGap)) score += 0.5 * pull(casterGap);
    }
    return score / n;
  };

  const evaluate = (state: WmState, seat: string): number => {
    if (state.result) {
      if (state.result.draw) return 0.5;
      return state.result.winners.includes(seat as Seat) ? 1 : 0;
    }
    let mine = 0;
    let mineMax = 0;
    let theirs = 0;
    let theirsMax = 0;
    for (const m of state.models) {
      const h = health(m);
      if (m.side === seat) {
        mine += h.left * h.weight;
        mineMax += h.weight;
      } else {
        theirs += h.left * h.weight;
        theirsMax += h.weight;
      }
    }
    const a = mineMax > 0 ? mine / mineMax : 0;
    const b = theirsMax > 0 ? theirs / theirsMax : 0;
    const me = seat as Seat;
    const them: Seat = me === 'p1' ? 'p2' : 'p1';
    const pos = (position(state, me) - position(state, them)) / 2;
    const v = 0.5 + (1 - POSITION_WEIGHT) * ((a - b) / 2) + POSITION_WEIGHT * (pos / 2);
    return Math.min(0.99, Math.max(0.01, v));
  };

  /** The mean evaluation after a choice, over a few dice samples; -1 when the rules refuse it. */
  const lookAhead = (state: WmState, seat: string, choice: WmChoice, dice: Dice): number => {
    let total = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const r = rules.apply(state, seat, choice, dice);
      if (!r.ok) return -1;
      let v = evaluate(r.value.state, seat);
      const a = r.value.state.activation;
      // A charge that ends in contact earns its boosted first attack: worth more than it shows yet.
      if (choice.kind === 'charge' && a?.chargeTarget) {
        const m = r.value.state.models.find((x) => x.id === a.model);
        const t = r.value.state.models.find((x) => x.id === a.chargeTarget);
        if (m && t && gap(m, t) <= 2) v += 0.02;
      }
      total += v;
      // A choice without dice gives the same state every time.
      if (choice.kind === 'advance' || choice.kind === 'run' || choice.kind === 'endActivation') return v;
    }
    return total / SAMPLES;
  };

  /** The rules of thumb for Control (focus) and for which model to activate; null elsewhere. */
  const rulePick = (state: WmState, seat: string, legal: readonly WmChoice[]): WmChoice | null => {
    const first = legal[0] as WmChoice;
    const me = seat as Seat;
    const ms = live(state);
    const foes = ms.filter((m) => m.side !== me);
    const nearestFoeGap = (m: ModelState) => Math.min(Number.POSITIVE_INFINITY, ...foes.map((f) => gap(m, f)));
    const byId = (id: string) => state.models.find((m) => m.id === id);

    if (state.phase === 'control') {
      const caster = ms.find((m) => m.side === me && isCaster(m));
      // Upkeep keeps what was paid for while the warcaster has focus to spare, and the focus goes
      // out to the warjacks, before any shake: the first shake ends both (WM-TURN-08), and a
      // knocked-down warjack shakes with the focus it was given.
      const upkeep = legal.find((c) => c.kind === 'upkeep');
      if (upkeep && caster && caster.focus >= 3) return upkeep;
      // Focus to the warjacks: first one point each, so that each may run or charge (a warjack
      // without focus can only walk), then up to three to a warjack that can reach an enemy
      // this turn, for boosts and extra attacks. The warcaster keeps two for itself (its unspent
      // focus is armour), and one more while the enemy is out of reach.
      const reachable = (m: ModelState) => nearestFoeGap(m) <= threat(m) + 1;
      let best: WmChoice | null = null;
      let bestKey = Number.POSITIVE_INFINITY;
      for (const c of legal) {
        if (c.kind !== 'allocate') continue;
        const m = byId(c.model);
        if (!m || m.received >= 3) continue;
        const near = reachable(m);
        if (m.received >= 1 && !near) continue;
        // One point to each warjack before a second to any; the nearest the enemy first.
        const key = m.received * 1000 + nearestFoeGap(m);
        if (key < bestKey) {
          bestKey = key;
          best = c;
        }
      }
      const keep = best && reachable(byId((best as { model: string }).model) as ModelState) ? 2 : 3;
      if (best && caster && caster.focus > keep) return best;
      return legal.find((c) => c.kind === 'shake') ?? legal.find((c) => c.kind === 'endControl') ?? first;
    }

    if (state.phase === 'activation' && !state.activation) {
      // Warjacks first, nearest the enemy first; the warcaster last, so it can see how they fared.
      let best: WmChoice | null = null;
      let bestKey = Number.POSITIVE_INFINITY;
      for (const c of legal) {
        if (c.kind !== 'activate') continue;
        const m = byId(c.model);
        if (!m) continue;
        const key = (isCaster(m) ? 1000 : 0) + nearestFoeGap(m);
        if (key < bestKey) {
          bestKey = key;
          best = c;
        }
      }
      if (best) return best;
    }
    return null;
  };

  /**
   * Whether a spell reaches model `x` when `m` casts it, as the rules settle who is affected: the
   * side it names (its target: "self" is the caster alone) and the kinds it lists.
   */
  const names = (sp: SpellDef, m: ModelState, x: ModelState): boolean => {
    const kind = def(x)?.kind;
    if (kind === undefined || !sp.targetKinds.includes(kind)) return false;
    if (sp.target === 'any') return true;
    return sp.target === 'friendly' ? x.side === m.side : sp.target === 'enemy' ? x.side !== m.side : x.id === m.id;
  };

  /**
   * The models a spell centred on its caster would catch, or null for a spell aimed at a model.
   * A spell on the control area (always centred on the warcaster, A-41) reaches the models in it
   * that it names (WM-SPELL-06). A SELF spell (WM-SPELL-04) with no area reaches the caster alone;
   * with an area, its circle is centred on her: an offensive one resolves as an AOE attack on her
   * (WM-SPELL-28), a direct hit on her and a blast on every model under the circle, any other
   * affects her and the models under the circle that it names (WM-SPELL-05).
   */
  const selfCentred = (state: WmState, m: ModelState, sp: SpellDef): ModelState[] | null => {
    const ms = live(state);
    if (sp.AOE === 'CTRL') return ms.filter((x) => names(sp, m, x) && inControlArea(ctx, m, x));
    if (sp.RNG !== 'SELF') return null;
    if (sp.AOE === null) return [m];
    const under = basesUnderTemplate(
      { x: m.x, y: m.y },
      sp.AOE,
      ms.map((x) => baseOf(ctx, x)),
    ).map((i) => ms[i] as ModelState);
    return [m, ...under.filter((x) => x.id !== m.id && (sp.OFF || names(sp, m, x)))];
  };

  /** Whether an effect only helps the model it lands on: a bonus, healing, or a template of such. */
  const helps = (e: Effect): boolean =>
    (e.kind === 'modifyStat' && e.delta > 0) ||
    e.kind === 'heal' ||
    (e.kind === 'placeTemplate' && e.effects.every(helps));
  /** Whether an effect only hurts the model it lands on: a penalty, a status, damage, or a template of such. */
  const hurts = (e: Effect): boolean =>
    (e.kind === 'modifyStat' && e.delta < 0) ||
    e.kind === 'setStatus' ||
    e.kind === 'applyContinuous' ||
    e.kind === 'damagePoints' ||
    e.kind === 'damageRoll' ||
    (e.kind === 'placeTemplate' && e.effects.every(hurts));

  /** Whether a spell only helps what it reaches: no attack, no POW, and every effect a bonus or healing. */
  const helpful = (sp: SpellDef): boolean =>
    !sp.OFF && sp.POW === null && sp.effects.length > 0 && sp.effects.every(helps);

  /**
   * Whether a spell harms what it reaches: an offensive spell (an attack), one with a POW (a damage
   * roll), or one whose every effect hurts (a penalty such as lower DEF or ARM, a status, damage).
   * A spell of mixed or neutral effects (a push, a bonus bought with a penalty) is neither.
   */
  const harmful = (sp: SpellDef): boolean =>
    sp.OFF || sp.POW !== null || (sp.effects.length > 0 && sp.effects.every(hurts));

  /**
   * The models a spell aimed at model `t` reaches, as the rules settle it: the target; with a
   * numeric AOE the circle centred on it, every model under it for an offensive spell (the blast),
   * those it names for any other (WM-SPELL-05).
   */
  const aimedAt = (state: WmState, m: ModelState, sp: SpellDef, t: ModelState): ModelState[] => {
    if (typeof sp.AOE !== 'number') return [t];
    const ms = live(state);
    const under = basesUnderTemplate(
      { x: t.x, y: t.y },
      sp.AOE,
      ms.map((x) => baseOf(ctx, x)),
    ).map((i) => ms[i] as ModelState);
    return [t, ...under.filter((x) => x.id !== t.id && (sp.OFF || names(sp, m, x)))];
  };

  /**
   * The models a spell's effects reach beyond those it affects: an effect that places a template
   * reaches every model under it, centred on each model affected.
   */
  const withTemplates = (state: WmState, sp: SpellDef, affected: readonly ModelState[]): ModelState[] => {
    const out = new Map(affected.map((x) => [x.id, x]));
    const ms = live(state);
    for (const e of sp.effects) {
      if (e.kind !== 'placeTemplate') continue;
      for (const x of affected)
        for (const i of basesUnderTemplate(
          { x: x.x, y: x.y },
          e.AOE,
          ms.map((y) => baseOf(ctx, y)),
        )) {
          const y = ms[i] as ModelState;
          out.set(y.id, y);
        }
    }
    return [...out.values()];
  };

  /**
   * A choice that lands on the wrong side: an attack, charge or slam on a model of the seat's own
   * side; a spell that harms (see `harmful`) aimed at one; and a spell that only helps aimed at an
   * enemy. Such a spell is worse than nothing: it spends focus (which, kept, is armour) and what it
   * does lands on the wrong model; a miss only looked harmless to the look-ahead, which then took
   * it as readily as ending the activation. A spell is judged by every model it catches too (its
   * area, its blast, a template its effects place): a harmful one is never cast where it catches
   * more friendly models than enemy ones, a helpful one never where it catches more enemy models
   * than friendly ones. A harmful spell centred on the caster (see `selfCentred`) is worth casting
   * only where it catches more enemy models than friendly ones (the caster among them when it
   * reaches her), so with no enemy about it is left unused.
   */
  const misaimed = (state: WmState, seat: string, c: WmChoice): boolean => {
    if (c.kind === 'cast') {
      const m = find(state, state.activation?.model);
      const sp = m && def(m)?.spells?.find((x) => x.id === c.spell);
      if (!m || !sp) return false;
      const good = helpful(sp);
      if (!good && !harmful(sp)) return false;
      const centred = selfCentred(state, m, sp);
      const t = centred ? undefined : find(state, c.target);
      if (!centred && !t) return false;
      // The model a spell is aimed at takes it whatever else it catches.
      if (t && (t.side === seat) !== good) return true;
      const caught = withTemplates(state, sp, centred ?? aimedAt(state, m, sp, t as ModelState));
      const foes = caught.filter((x) => x.side !== seat).length;
      const friends = caught.length - foes;
      if (good) return foes > friends;
      return centred ? foes === 0 || foes <= friends : friends > foes;
    }
    return ATTACKS.has(c.kind) && 'target' in c && state.models.find((m) => m.id === c.target)?.side === seat;
  };

  /**
   * The legal choices less those that land on the wrong side (see `misaimed`), less ending the
   * turn while a model may still activate (an activation may do nothing, so giving it away never
   * helps) and less ending an activation before its movement, unless nothing else is left. Every
   * bot but the random one chooses among these alone: the heuristic, and search at its root
   * (`candidates`), in its tree and in its playouts (`macroChoices`). With ending the turn in its
   * tree, the search followed its tree there and ended its turn with models left to activate.
   */
  const sensible = (state: WmState, seat: string, legal: readonly WmChoice[]): readonly WmChoice[] => {
    const canActivate = legal.some((c) => c.kind === 'activate');
    // Ending an activation before its movement gives away what standing still (forfeiting the
    // movement) keeps: the combat action.
    const canStay = legal.some((c) => c.kind === 'forfeitMove');
    const kept = legal.filter(
      (c) =>
        !misaimed(state, seat, c) && !(canActivate && c.kind === 'endTurn') && !(canStay && c.kind === 'endActivation'),
    );
    return kept.length > 0 ? kept : legal;
  };

  /** A target at a range's very edge is in range, as the rules measure it (`rangedRollSpec`). */
  const RANGE_TOLERANCE = 1e-9;

  /**
   * Whether a ranged attack or a spell has its target out of range: the rules let it be declared
   * (a spell that is not an attack, unless the premeasure house rule is on), and it misses or
   * falls short, so it spends an attack or focus on nothing.
   */
  const outOfRange = (state: WmState, c: WmChoice): boolean => {
    if (c.kind !== 'attack' && c.kind !== 'specialAttack' && c.kind !== 'cast') return false;
    const m = find(state, state.activation?.model);
    const t = find(state, c.target);
    const d = m && def(m);
    if (!m || !t || !d) return false;
    if (c.kind === 'cast') {
      const sp = d.spells?.find((x) => x.id === c.spell);
      // A spell on the control area takes no target to measure to.
      if (!sp || sp.AOE === 'CTRL') return false;
      // As far as the rules measure it: RNG CTRL reaches the control area (WM-SPELL-03).
      const origin = find(state, c.channeler) ?? m;
      return gap(origin, t) > spellRange(ctx, m, sp) + RANGE_TOLERANCE;
    }
    const w = d.weapons.find((x) => x.id === c.weapon);
    if (!w || w.kind !== 'ranged') return false;
    return gap(m, t) > (typeof w.RNG === 'number' ? w.RNG : w.RNG.spray) + RANGE_TOLERANCE;
  };

  /**
   * Whether a spell that is not an attack would be cast again on a model it already lies on, from
   * the same warcaster. The look-ahead weighs health and position, not a spell's stat changes, so
   * it took such a spell as readily as ending the activation, and cast the same one over and over
   * with all the warcaster's focus (which, kept, is armour). An upkeep spell cast again only
   * replaces itself (WM-SPELL-11); a one-round spell's effect would stack, but the bot
   * keeps to one of each and leaves the focus for attacks and armour.
   */
  const alreadyOn = (state: WmState, c: WmChoice): boolean => {
    if (c.kind !== 'cast') return false;
    const m = find(state, state.activation?.model);
    const sp = m && def(m)?.spells?.find((x) => x.id === c.spell);
    if (!m || !sp || sp.OFF || sp.AOE === 'CTRL') return false;
    const target = sp.RNG === 'SELF' ? m.id : c.target;
    return state.effects.some((e) => e.source === sp.id && e.caster === m.id && e.target === target);
  };

  /** The sensible choices less attacks and spells that cannot reach their target, and spells already in place. */
  const useful = (state: WmState, seat: string, legal: readonly WmChoice[]): readonly WmChoice[] => {
    const pool = sensible(state, seat, legal);
    const kept = pool.filter((c) => !outOfRange(state, c) && !alreadyOn(state, c));
    return kept.length > 0 ? kept : pool;
  };

  /**
   * The enemy a model of the seat goes for: the nearest, unless the enemy warcaster is less than
   * eight inches further (its fall wins the game).
   */
  const quarry = (state: WmState, m: ModelState): ModelState | undefined => {
    let best: ModelState | undefined;
    let bestKey = Number.POSITIVE_INFINITY;
    for (const f of live(state)) {
      if (f.side === m.side) continue;
      const key = gap(m, f) - (isCaster(f) ? CASTER_PULL : 0);
      if (key < bestKey) {
        bestKey = key;
        best = f;
      }
    }
    return best;
  };

  /** How far inside the reach of the enemy's warjacks (a charge) and guns (an advance and a shot) a model stands. */
  const danger = (state: WmState, m: ModelState): { melee: number; ranged: number } => {
    let melee = Number.NEGATIVE_INFINITY;
    let ranged = Number.NEGATIVE_INFINITY;
    for (const f of live(state)) {
      if (f.side === m.side) continue;
      const g = gap(m, f);
      if (!isCaster(f)) melee = Math.max(melee, threat(f) - g);
      const shot = shotRange(f);
      if (shot > 0) ranged = Math.max(ranged, spd(f) + shot - g);
    }
    return { melee, ranged };
  };

  const isMove = (c: WmChoice) =>
    c.kind === 'advance' || c.kind === 'run' || c.kind === 'charge' || c.kind === 'forfeitMove' || c.kind === 'slam';

  /**
   * The plan of an activation, as a Warmachine player makes it (the choice of movement; what
   * follows is chosen by looking ahead). A warjack, or a warcaster with no enemy warjack left,
   * charges an enemy it reaches (the warcaster above all), stays in a fight it is in, walks to
   * where its guns reach, or else runs at its quarry (the enemy warcaster when it is not much
   * further than the nearest enemy). A warcaster with enemy warjacks about keeps out of their
   * charges and guns, near enough its warjacks to hand them focus. Null when the decision is not
   * a movement, or none is offered.
   */
  const planMove = (state: WmState, seat: string, pool: readonly WmChoice[], dice: Dice): WmChoice | null => {
    const a = state.activation;
    if (!a || a.movement !== 'none' || state.freeStrike) return null;
    const m = find(state, a.model);
    if (!m) return null;
    const moves = pool.filter(isMove);
    if (moves.length === 0) return null;
    const foes = live(state).filter((f) => f.side !== m.side);
    if (foes.length === 0) return null;
    const guarded = isCaster(m) && foes.some((f) => !isCaster(f));
    const target = quarry(state, m);
    const friends = live(state).filter((f) => f.side === m.side && f.id !== m.id && !isCaster(f));
    const control = 2 * (def(m)?.FOCUS ?? 0);
    let best: WmChoice | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const c of moves) {
      // Slams knock down rather than damage: the look-ahead cannot weigh them, so the plan leaves them out.
      if (c.kind === 'slam') continue;
      if (guarded && c.kind === 'charge') continue;
      const r = rules.apply(state, seat, c, dice);
      if (!r.ok) continue;
      const after = r.value.state;
      const me = find(after, m.id);
      if (!me || me.removed) continue;
      let score = 0;
      // A move out of an enemy's melee range gives it a free strike.
      if (after.freeStrike) score -= 2;
      if (guarded) {
        const d = danger(after, me);
        score -= 3 * Math.max(0, d.melee + 1) + 0.3 * Math.max(0, d.ranged);
        for (const f of friends) score -= 0.2 * Math.max(0, gap(me, f) - control + 1);
      } else {
        const act = after.activation;
        if (c.kind === 'charge') {
          const t = find(after, act?.chargeTarget ?? undefined);
          // A charge that falls short ends the activation: never planned.
          if (!t) continue;
          score += 4 + (isCaster(t) ? 4 : 0) + (1 - health(t).left);
        }
        if (act && act.movement !== 'run' && !act.noAction) {
          // What it can strike or shoot from where it ends.
          let melee = 0;
          let shot = 0;
          for (const f of foes) {
            const t = find(after, f.id);
            if (!t || t.removed) continue;
            const g = gap(me, t);
            const w = isCaster(t) ? 2 : 1;
            if (g <= meleeReach(me) && facingToward(me, t)) melee = Math.max(melee, w);
            if (g <= shotRange(me)) shot = Math.max(shot, w);
          }
          score += 2 * melee + shot;
        }
        if (target) {
          const t = find(after, target.id);
          if (t) score -= 0.1 * gap(me, t);
        }
      }
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  };

  const heuristicChoice = (state: WmState, seat: string, legal: readonly WmChoice[], dice: Dice): WmChoice => {
    if (legal.length === 1) return legal[0] as WmChoice;
    const picked = rulePick(state, seat, legal);
    if (picked) return picked;
    // A friend's damage only ever looks harmless to the look-ahead (a miss, or a tie it wins by
    // coming first), never useful: the bot struck its own models and stalled.
    const pool = useful(state, seat, legal);
    const planned = planMove(state, seat, pool, dice);
    if (planned) return planned;
    let best = pool[0] as WmChoice;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const c of pool) {
      const v = lookAhead(state, seat, c, dice);
      if (v > bestValue) {
        bestValue = v;
        best = c;
      }
    }
    return best;
  };

  const prior = (state: WmState, seat: string, legal: readonly WmChoice[], dice: Dice): number[] => {
    const picked = rulePick(state, seat, legal);
    if (picked) return legal.map((c) => (c === picked ? 0.6 : 0.5));
    const pool = useful(state, seat, legal);
    const values = legal.map((c) => (pool.includes(c) ? Math.max(0, lookAhead(state, seat, c, dice)) : 0));
    // The plan of the activation is tried first.
    const planned = planMove(state, seat, pool, dice);
    if (planned) {
      const i = legal.indexOf(planned);
      if (i >= 0) values[i] = Math.min(1, Math.max(...values) + PLAN_BONUS);
    }
    return values;
  };

  /**
   * A follow-up: a decision inside an activation after the model has moved (which attacks, which
   * spells, when to stop) or a free strike. The plan of an activation is its movement (where to,
   * what to charge or slam); the rest follows from it by the rules of thumb.
   */
  const isFollowUp = (state: WmState): boolean =>
    state.freeStrike !== null ||
    (state.phase === 'activation' && state.activation !== null && state.activation.movement !== 'none');

  /**
   * Decisions not worth a search: focus in the Control phase and the order of activations follow
   * the rules of thumb (handing focus out one point at a time would cost a search per point, and
   * search weighing the enemy's reply came to prefer ending the turn with models left to
   * activate), the follow-ups of an activation are played by the heuristic (its look-ahead over a
   * few dice samples) unless the search of its movement saw them through (its plan, see the
   * search), and a choice that is the only sensible one is taken as it is. What is left to search
   * is an activation's plan: its movement, charge or slam.
   */
  const routineChoice = (state: WmState, seat: string, legal: readonly WmChoice[], dice: Dice): WmChoice | null => {
    if (state.phase === 'control' && !state.freeStrike) return rulePick(state, seat, legal);
    // Which model activates next follows the rules of thumb too: search is for what it then does.
    if (state.phase === 'activation' && !state.activation && !state.freeStrike) {
      const picked = rulePick(state, seat, legal);
      if (picked) return picked;
    }
    const pool = sensible(state, seat, legal);
    if (pool.length === 1) return pool[0] as WmChoice;
    return isFollowUp(state) ? heuristicChoice(state, seat, pool, dice) : null;
  };

  const fast = rules.fast;
  const clone = (s: WmState): WmState => (fast ? fast.clone(s) : structuredClone(s));

  /**
   * What the search plays past its root: one choice, the heuristic's rules of thumb (focus, the
   * order of activations), its plan of each movement and a quick follow-up (see `quickFollowUp`),
   * so each root choice is judged by how the game goes on when both sides play much as the
   * heuristic does. The plan's dice (a charge is tried on them) come from a fixed seed: the
   * choice depends on the position only.
   */
  const followOn = (state: WmState, seat: string): readonly WmChoice[] => {
    const pool = sensible(state, seat, rules.legalChoices(state, seat));
    if (pool.length <= 1) return pool;
    if (isFollowUp(state)) return [quickFollowUp(state, seat, useful(state, seat, pool))];
    const dice = SeededDice.fromSeed(FOLLOW_ON_SEED);
    const picked = rulePick(state, seat, pool) ?? planMove(state, seat, pool, dice);
    return [picked ?? quickFollowUp(state, seat, useful(state, seat, pool))];
  };

  /**
   * A follow-up as the search's continuations play it, without the look-ahead (which weighs
   * every choice over several dice samples and would cost most of the search): a free strike
   * with a weapon; else an attack on an enemy in range, the warcaster first, then the most
   * damaged, boosting the damage roll against a warcaster while focus lasts; else the
   * activation ends.
   */
  const quickFollowUp = (state: WmState, seat: string, pool: readonly WmChoice[]): WmChoice => {
    if (state.freeStrike)
      return pool.find((c) => c.kind === 'freeStrike' && c.weapon !== null) ?? (pool[0] as WmChoice);
    let best: WmChoice | null = null;
    let bestKey = Number.NEGATIVE_INFINITY;
    for (const c of pool) {
      if (c.kind !== 'attack') continue;
      const t = find(state, c.target);
      if (!t || t.side === seat || t.removed) continue;
      const caster = isCaster(t);
      let key = (caster ? 10 : 0) + 2 * (1 - health(t).left);
      if (c.boostDamage) key += caster ? 0.5 : -0.5;
      if (c.boostAttack) key -= 0.25;
      if (key > bestKey) {
        bestKey = key;
        best = c;
      }
    }
    return best ?? pool.find((c) => c.kind === 'endActivation') ?? (pool[0] as WmChoice);
  };

  return {
    // Nothing is hidden: the view is the state (less the house rules it names and the distances
    // it may give), copied so that search may change it.
    determinize: (view) => {
      const { houseRules: _houseRules, distances: _distances, channelDistances: _channelled, ...state } = view;
      return clone(state);
    },
    evaluate,
    macroChoices: followOn,
    // The search's root weighs the same choices as its tree and the heuristic (see `sensible`).
    candidates: sensible,
    heuristicChoice,
    routineChoice,
    prior,
    // Random playouts mean little here (a random player wanders the table): past its tree the
    // search plays `followOn` for `playoutDepth` choices and scores the position there. It stops
    // once the runner-up would need three in four of the visits left to catch up (`earlyStopShare`).
    search: SEARCH,
  };
}
