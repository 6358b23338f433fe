import type { BotKnowledge } from '@skirmish/ai';
import type { Dice, Options } from '@skirmish/core';
import type { WmChoice } from './choices.ts';
import type { ModelDef, WarmachineContent } from './content.ts';
import { makeRules, type WmView } from './rules.ts';
import type { ModelState, Seat, WmState } from './state.ts';

/** How much a warcaster's health counts against a warjack's: losing it loses the game. */
const WARCASTER_WEIGHT = 4;
/** Share of the evaluation given to position (closing in, keeping the warcaster out of reach) rather than health. */
const POSITION_WEIGHT = 0.08;
/** Dice samples the heuristic averages per choice it weighs by looking one choice ahead. */
const SAMPLES = 3;
/** Inches at which the pull toward the enemy has fallen to one half. */
const PULL_SCALE = 12;
/** Choices that attack the model they name. */
const ATTACKS: ReadonlySet<WmChoice['kind']> = new Set(['attack', 'charge', 'slam', 'headButt', 'specialAttack']);

/**
 * What the bots know of Warmachine. Nothing is hidden in this game, so a seat's view is the whole
 * state. A position is judged by the health each side has left (warcaster first), then by how
 * close its warjacks stand to the enemy and how safe its warcaster is; the heuristic activates
 * warjacks before the warcaster, hands focus to warjacks near the enemy, and otherwise takes the
 * choice that looks best one step ahead over a few dice samples (an attack, a charge, a move in).
 */
export function warmachineBotKnowledge(
  content: WarmachineContent,
  options: Options = {},
): BotKnowledge<WmState, WmChoice, WmView> {
  const defs = new Map<string, ModelDef>(content.models.map((m) => [m.id, m]));
  const rules = makeRules(content, options);
  const def = (m: ModelState): ModelDef | undefined => defs.get(m.def);
  const isCaster = (m: ModelState) => def(m)?.kind === 'warcaster';
  const radius = (m: ModelState) => (def(m)?.baseDiameterMm ?? 30) / 25.4 / 2;
  const gap = (a: ModelState, b: ModelState) => Math.hypot(a.x - b.x, a.y - b.y) - radius(a) - radius(b);
  const live = (s: WmState) => s.models.filter((m) => m.placed && !m.removed);
  const spd = (m: ModelState) => def(m)?.stats.SPD ?? 5;
  /** How far a model threatens: a charge (SPD + 3) plus its longest melee weapon. */
  const threat = (m: ModelState) => {
    const d = def(m);
    const reach = d?.weapons.some((w) => w.kind === 'melee' && w.qualities.includes('reach')) ? 2 : 0.5;
    return spd(m) + 3 + reach;
  };

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
      const shake = legal.find((c) => c.kind === 'shake');
      if (shake) return shake;
      const caster = ms.find((m) => m.side === me && isCaster(m));
      // Upkeep keeps what was paid for while the warcaster has focus to spare.
      const upkeep = legal.find((c) => c.kind === 'upkeep');
      if (upkeep && caster && caster.focus >= 3) return upkeep;
      // Focus to the warjack nearest the enemy, if it can reach one this turn, keeping some for the warcaster.
      let best: WmChoice | null = null;
      let bestGap = Number.POSITIVE_INFINITY;
      for (const c of legal) {
        if (c.kind !== 'allocate') continue;
        const m = byId(c.model);
        if (!m || m.received >= 2) continue;
        const g = nearestFoeGap(m);
        if (g <= 2 * spd(m) + 3 && g < bestGap) {
          bestGap = g;
          best = c;
        }
      }
      if (best && caster && caster.focus > 2) return best;
      return legal.find((c) => c.kind === 'endControl') ?? first;
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

  /** An attack, charge or slam on a model of the seat's own side. */
  const onFriend = (state: WmState, seat: string, c: WmChoice): boolean =>
    ATTACKS.has(c.kind) && 'target' in c && state.models.find((m) => m.id === c.target)?.side === seat;

  /**
   * The legal choices less attacks on friends, and less ending the turn while a model may still
   * activate (an activation may do nothing, so giving it away never helps), unless nothing else
   * is left.
   */
  const sensible = (state: WmState, seat: string, legal: readonly WmChoice[]): readonly WmChoice[] => {
    const canActivate = legal.some((c) => c.kind === 'activate');
    const kept = legal.filter((c) => !onFriend(state, seat, c) && !(canActivate && c.kind === 'endTurn'));
    return kept.length > 0 ? kept : legal;
  };

  const heuristicChoice = (state: WmState, seat: string, legal: readonly WmChoice[], dice: Dice): WmChoice => {
    if (legal.length === 1) return legal[0] as WmChoice;
    const picked = rulePick(state, seat, legal);
    if (picked) return picked;
    // A friend's damage only ever looks harmless to the look-ahead (a miss, or a tie it wins by
    // coming first), never useful: the bot struck its own models and stalled.
    const pool = sensible(state, seat, legal);
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
    const pool = sensible(state, seat, legal);
    return legal.map((c) => (pool.includes(c) ? Math.max(0, lookAhead(state, seat, c, dice)) : 0));
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

  return {
    // Nothing is hidden: the view is the state, copied so that search may change it.
    determinize: (view) => clone(view),
    evaluate,
    heuristicChoice,
    routineChoice,
    prior,
    // Random playouts mean little here (a random player wanders the table): search looks a few
    // choices past its tree and scores the position there. A search stops once the runner-up
    // would need three in four of the visits left to catch up (see `earlyStopShare`).
    search: { playoutDepth: 4, earlyStopShare: 0.5 },
  };
}
