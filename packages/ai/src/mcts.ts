import { SeededDice, type Dice, type Outcome, type Rules, type SeatId } from '@skirmish/core';
import {
  defaultKey,
  type Alternative,
  type Bot,
  type BotDecision,
  type BotInput,
  type BotKnowledge,
  type SearchDefaults,
} from './contract.ts';
import { reward, stepper } from './step.ts';

export interface MctsOptions extends SearchDefaults {
  /** The UCT exploration constant; sqrt(2) is the textbook value for rewards in 0..1. */
  readonly exploration?: number;
  /** Choices played after the tree before the state is scored. */
  readonly playoutDepth?: number;
  /** `random` playouts, or `heuristic` ones that follow the ruleset's `heuristicChoice`. */
  readonly playout?: 'random' | 'heuristic';
  /** With heuristic playouts, the share of random choices that keeps them varied. */
  readonly epsilon?: number;
  /** Iterations when the budget names none. */
  readonly defaultIterations?: number;
  /** How many alternatives to report. */
  readonly alternatives?: number;
  /**
   * Stop once the most visited choice cannot be overtaken in the budget left (its lead in visits
   * exceeds the iterations still to come): the answer is the one the full budget would give.
   * By default on for budgets in ms and off for budgets in iterations (which are then exact).
   */
  readonly earlyStop?: boolean;
  /**
   * Visits the searched continuation must have had for the bot to follow it without a new search
   * (see `choose`); 0 never follows. Default 100.
   */
  readonly followVisits?: number;
}

/** Search statistics beside the decision, for benchmarks and the "why" panel. */
export interface MctsDecision<C> extends BotDecision<C> {
  /** Iterations searched for this decision: 0 when nothing was searched (a forced, routine or planned choice). */
  readonly iterations: number;
  /** How the choice was made, when it was not by a search of its own. */
  readonly by?: 'forced' | 'routine' | 'plan';
}

export interface MctsBot<V, C> extends Bot<V, C> {
  choose(input: BotInput<V, C>): MctsDecision<C>;
}

interface Node<C> {
  readonly choice: C | null;
  /** The seat whose choice led here; its reward is what this node accumulates. */
  readonly mover: SeatId | null;
  children: Map<string, Node<C>> | null;
  visits: number;
  value: number;
  /** How often this choice was available when its parent was visited (information sets change with each sample). */
  avail: number;
}

function newNode<C>(choice: C | null, mover: SeatId | null): Node<C> {
  return { choice, mover, children: null, visits: 0, value: 0, avail: 0 };
}

/**
 * The most iterations between two looks at the clock. Between looks the search counts iterations
 * only: the next look comes when about an eighth of the time left should have passed at the pace
 * so far (at once on a slow position, where an iteration can take tens of milliseconds), and never
 * more than this many iterations later, so a position that turns slow overshoots little.
 */
export const CLOCK_EVERY_MAX = 32;

/** Iterations to run before the next look at the clock, from the pace so far. */
export function clockInterval(elapsedMs: number, leftMs: number, iterations: number): number {
  if (iterations <= 0 || leftMs <= 0) return 1;
  const perIteration = elapsedMs / iterations;
  if (!(perIteration > 0)) return CLOCK_EVERY_MAX;
  return Math.max(1, Math.min(CLOCK_EVERY_MAX, Math.floor(leftMs / perIteration / 8)));
}

/**
 * Monte Carlo tree search over determinised observations. Each iteration samples the hidden
 * information afresh from the observation (`knowledge.determinize`) and rolls fresh dice, so
 * the tree is keyed by choices alone ("open loop"): chance stays chance and a choice is judged
 * over every truth the seat cannot rule out. Rewards are per seat from `Outcome.winners`, so
 * cooperative seats share a win.
 */
export function mctsBot<S, C, V>(
  rules: Rules<S, C, V>,
  knowledge: BotKnowledge<S, C, V>,
  opts: MctsOptions = {},
): MctsBot<V, C> {
  const step = stepper(rules);
  const key = knowledge.choiceKey ?? defaultKey;
  const c = opts.exploration ?? Math.SQRT2;
  const playoutDepth = opts.playoutDepth ?? 50;
  const heuristicPlayouts = opts.playout === 'heuristic' && knowledge.heuristicChoice !== undefined;
  const epsilon = opts.epsilon ?? 0.1;
  const nAlternatives = opts.alternatives ?? 5;
  const priorWeight = opts.priorWeight ?? 3;
  const followVisits = opts.followVisits ?? 100;
  const earlyStopShare = opts.earlyStopShare ?? 1;
  /**
   * The continuation of the last search, kept while the seat is still to choose after its choice:
   * the node of the chosen choice and the observation that choice leads to. Followed only when the
   * next observation is exactly that one.
   */
  let plan: { readonly seat: SeatId; readonly expect: string; readonly node: Node<C> } | null = null;
  const choicesAt = (state: S, seat: SeatId): readonly C[] =>
    knowledge.macroChoices ? knowledge.macroChoices(state, seat) : rules.legalChoices(state, seat);

  function playout(state: S, dice: Dice): S {
    for (let d = 0; d < playoutDepth; d++) {
      if (rules.outcome(state) !== null) return state;
      const decision = rules.pending(state)[0];
      const seat = decision?.seats[0];
      if (seat === undefined) return state;
      const choices = choicesAt(state, seat);
      if (choices.length === 0) return state;
      let choice: C;
      if (heuristicPlayouts && knowledge.heuristicChoice && dice.pick(1000) >= epsilon * 1000) {
        choice = knowledge.heuristicChoice(state, seat, choices, dice);
      } else {
        choice = choices[choices.length === 1 ? 0 : dice.pick(choices.length)] as C;
      }
      state = step(state, seat, choice, dice);
    }
    return state;
  }

  /** When no sample could be searched: the ruleset's heuristic if it can judge, else the first choice. */
  function fallback(observation: V, seat: SeatId, legal: readonly C[], dice: Dice): C {
    const first = legal[0] as C;
    if (!knowledge.heuristicChoice) return first;
    try {
      const picked = knowledge.heuristicChoice(knowledge.determinize(observation, seat, dice), seat, legal, dice);
      const k = key(picked);
      return legal.find((c) => key(c) === k) ?? first;
    } catch {
      return first;
    }
  }

  /** The root's choices ranked by visits, then value, with their statistics. */
  function rank(children: Map<string, Node<C>>, legal: readonly C[], keys: readonly string[]): Alternative<C>[] {
    const ranked: Alternative<C>[] = [];
    for (let i = 0; i < legal.length; i++) {
      const child = children.get(keys[i] as string);
      if (!child || child.visits === 0) continue;
      ranked.push({ choice: legal[i] as C, value: child.value / child.visits, visits: child.visits });
    }
    return ranked.sort((a, b) => (b.visits ?? 0) - (a.visits ?? 0) || b.value - a.value);
  }

  /**
   * The plan after a choice whose node was searched well enough: kept when the seat chooses again
   * straight after it. The expected observation is played out on a sample; when the choice rolls
   * dice, the real observation usually differs and the next decision is searched afresh.
   */
  function planAfter(observation: V, seat: SeatId, choice: C, node: Node<C> | undefined, dice: Dice): typeof plan {
    if (followVisits <= 0 || !node?.children || node.visits < followVisits) return null;
    try {
      const next = step(knowledge.determinize(observation, seat, dice), seat, choice, dice);
      if (rules.outcome(next) !== null || rules.pending(next)[0]?.seats[0] !== seat) return null;
      return { seat, expect: JSON.stringify(rules.view(next, seat)), node };
    } catch {
      return null;
    }
  }

  /** The searched continuation's choice, when this decision is exactly the position it expected. */
  function follow(observation: V, seat: SeatId, legal: readonly C[], keys: readonly string[], dice: Dice) {
    const p = plan;
    plan = null;
    if (!p || p.seat !== seat || !p.node.children || p.node.visits < followVisits) return null;
    // Every legal choice must have been tried there by this seat: the node was this very position.
    for (const k of keys) if (p.node.children.get(k)?.mover !== seat) return null;
    if (JSON.stringify(observation) !== p.expect) return null;
    const ranked = rank(p.node.children, legal, keys);
    const top = ranked[0];
    if (!top) return null;
    plan = planAfter(observation, seat, top.choice, p.node.children.get(key(top.choice)), dice);
    return { choice: top.choice, alternatives: ranked.slice(0, nAlternatives), iterations: 0, by: 'plan' as const };
  }

  return {
    name: 'mcts',
    choose({ observation, seat, legal: given, budget, now, seed }): MctsDecision<C> {
      let legal = given;
      if (legal.length === 0) throw new Error('mctsBot: no legal choice');
      if (budget.ms !== undefined && !now) throw new Error('mctsBot: a budget in ms needs an injected clock');
      // A forced choice needs no thought.
      if (legal.length === 1) {
        plan = null;
        return { choice: legal[0] as C, alternatives: [], iterations: 0, by: 'forced' };
      }
      const dice = SeededDice.fromSeed(seed);
      let rootKeys = legal.map(key);
      const planned = follow(observation, seat, legal, rootKeys, dice);
      if (planned) return planned;
      // A routine decision the ruleset makes by its rules of thumb.
      if (knowledge.routineChoice) {
        const picked = knowledge.routineChoice(knowledge.determinize(observation, seat, dice), seat, legal, dice);
        if (picked !== null) {
          const k = key(picked);
          const choice = legal.find((c) => key(c) === k);
          if (choice !== undefined) return { choice, alternatives: [], iterations: 0, by: 'routine' };
        }
      }
      // The root weighs only the choices the ruleset finds worth weighing.
      if (knowledge.candidates) {
        const kept = new Set(
          knowledge.candidates(knowledge.determinize(observation, seat, dice), seat, legal).map(key),
        );
        const narrowed = legal.filter((_, i) => kept.has(rootKeys[i] as string));
        if (narrowed.length > 0 && narrowed.length < legal.length) {
          legal = narrowed;
          rootKeys = legal.map(key);
        }
      }
      const maxIterations =
        budget.iterations ?? (budget.ms !== undefined ? Number.POSITIVE_INFINITY : (opts.defaultIterations ?? 1000));
      const timed = budget.ms !== undefined && now !== undefined;
      const start = timed ? now() : 0;
      const deadline = timed ? start + (budget.ms ?? 0) : Number.POSITIVE_INFINITY;
      const earlyStop = opts.earlyStop ?? budget.ms !== undefined;
      /** Root children seeded by the prior, waiting to be widened into the tree. */
      const rootPending = new Map<string, Node<C>>();
      const root = newNode<C>(null, null);
      const rootChildren0 = new Map<string, Node<C>>();
      root.children = rootChildren0;
      // With a prior, the root's choices enter best first, a few more as visits grow (progressive
      // widening), each seeded with its prior as `priorWeight` virtual visits.
      let rootOrder: number[] | null = null;
      if (knowledge.prior) {
        const values = knowledge.prior(knowledge.determinize(observation, seat, dice), seat, legal, dice);
        rootOrder = legal.map((_, i) => i).sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0));
        for (const i of rootOrder) {
          const child = newNode<C>(legal[i] as C, seat);
          child.visits = priorWeight;
          child.value = (values[i] ?? 0.5) * priorWeight;
          child.avail = priorWeight;
          rootPending.set(rootKeys[i] as string, child);
        }
      }
      const path: Node<C>[] = [];
      const untried: number[] = [];
      const rewards: Array<[SeatId, number]> = [];

      /**
       * Whether the most visited root choice leads the next by more visits than `remaining`
       * iterations can add (by more than their `earlyStopShare`, when a ruleset sets one).
       */
      const decided = (remaining: number): boolean => {
        let first = 0;
        let second = 0;
        const see = (v: number) => {
          if (v > first) {
            second = first;
            first = v;
          } else if (v > second) second = v;
        };
        for (const child of rootChildren0.values()) see(child.visits);
        for (const child of rootPending.values()) see(child.visits);
        return first - second > (earlyStopShare === 1 ? remaining : earlyStopShare * remaining);
      };

      let iterations = 0;
      let failures = 0;
      let nextLook = 1;
      while (iterations < maxIterations) {
        if (iterations >= nextLook) {
          let remaining = maxIterations - iterations;
          if (timed) {
            const t = now();
            if (t >= deadline) break;
            nextLook = iterations + clockInterval(t - start, deadline - t, iterations);
            // Iterations still to come at the pace so far (none are counted when the clock has not moved).
            if (t > start) remaining = Math.min(remaining, Math.ceil(((deadline - t) * iterations) / (t - start)));
          } else nextLook = iterations + 1;
          if (earlyStop && decided(remaining)) break;
        }
        iterations++;
        let state: S;
        let node = root;
        path.length = 0;
        path.push(root);
        let outcome: Outcome | null = null;
        try {
          state = knowledge.determinize(observation, seat, dice);
          // Selection and expansion.
          for (;;) {
            outcome = rules.outcome(state);
            if (outcome !== null) break;
            const mover = node === root ? seat : rules.pending(state)[0]?.seats[0];
            if (mover === undefined) break;
            const choices = node === root ? legal : choicesAt(state, mover);
            if (choices.length === 0) break;
            const children = (node.children ??= new Map<string, Node<C>>());
            if (node === root && rootOrder !== null) {
              const allowed = Math.min(rootOrder.length, 2 + Math.floor(Math.sqrt(iterations)));
              for (let j = 0; j < allowed; j++) {
                const k = rootKeys[rootOrder[j] as number] as string;
                const waiting = rootPending.get(k);
                if (waiting) {
                  children.set(k, waiting);
                  rootPending.delete(k);
                }
              }
            }
            untried.length = 0;
            let best: Node<C> | null = null;
            let bestScore = Number.NEGATIVE_INFINITY;
            const available: Node<C>[] = [];
            for (let i = 0; i < choices.length; i++) {
              const k = node === root ? (rootKeys[i] as string) : key(choices[i] as C);
              const child = children.get(k);
              if (child === undefined) {
                if (!(node === root && rootOrder !== null)) untried.push(i);
              } else available.push(child);
            }
            for (const child of available) child.avail++;
            if (untried.length > 0) {
              const i = untried[untried.length === 1 ? 0 : dice.pick(untried.length)] as number;
              const choice = choices[i] as C;
              const child = newNode<C>(choice, mover);
              child.avail = 1;
              children.set(node === root ? (rootKeys[i] as string) : key(choice), child);
              state = step(state, mover, choice, dice);
              path.push(child);
              node = child;
              outcome = rules.outcome(state);
              break;
            }
            for (const child of available) {
              const score = child.value / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
              if (score > bestScore) {
                bestScore = score;
                best = child;
              }
            }
            if (best === null) break;
            state = step(state, mover, best.choice as C, dice);
            path.push(best);
            node = best;
          }
          // Simulation.
          if (outcome === null) {
            state = playout(state, dice);
            outcome = rules.outcome(state);
          }
        } catch {
          // A sample the rules cannot play on (a view the ruleset cannot fully rebuild, such as
          // a decision in the middle of the program's own turn): drop it and what it added.
          failures++;
          for (let i = path.length - 1; i >= 1; i--) {
            const n = path[i] as Node<C>;
            const parent = path[i - 1] as Node<C>;
            if (n.visits > 0 || !parent.children) continue;
            for (const [k, c] of parent.children) if (c === n) parent.children.delete(k);
          }
          if (failures >= 8 && failures * 2 > iterations) break;
          continue;
        }
        // Backpropagation, each node scored for the seat that chose it.
        rewards.length = 0;
        for (let i = path.length - 1; i >= 0; i--) {
          const n = path[i] as Node<C>;
          n.visits++;
          const mover = n.mover;
          if (mover === null) continue;
          let r: number | undefined;
          for (const [s, v] of rewards) if (s === mover) r = v;
          if (r === undefined) {
            r = outcome ? reward(outcome, mover) : knowledge.evaluate ? knowledge.evaluate(state, mover) : 0.5;
            rewards.push([mover, r]);
          }
          n.value += r;
        }
      }

      const ranked = rank(rootChildren0, legal, rootKeys);
      const top = ranked[0];
      plan = top ? planAfter(observation, seat, top.choice, rootChildren0.get(key(top.choice)), dice) : null;
      return {
        choice: top ? top.choice : fallback(observation, seat, legal, dice),
        alternatives: ranked.slice(0, nAlternatives),
        iterations,
      };
    },
  };
}

/**
 * Merges searches of one position run apart (worker threads, each with its own seed: root
 * parallelism): visits add up, values are averaged by visits, and the most visited choice wins.
 */
export function mergeDecisions<C>(
  decisions: readonly MctsDecision<C>[],
  key: (c: C) => string = defaultKey,
): MctsDecision<C> {
  const merged = new Map<string, { choice: C; visits: number; total: number }>();
  let iterations = 0;
  for (const d of decisions) {
    iterations += d.iterations;
    for (const a of d.alternatives ?? []) {
      const k = key(a.choice);
      const m = merged.get(k) ?? { choice: a.choice, visits: 0, total: 0 };
      const v = a.visits ?? 0;
      m.visits += v;
      m.total += a.value * v;
      merged.set(k, m);
    }
  }
  const ranked: Alternative<C>[] = [...merged.values()]
    .map((m) => ({ choice: m.choice, visits: m.visits, value: m.visits > 0 ? m.total / m.visits : 0 }))
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  const first = ranked[0] ?? (decisions[0] ? { choice: decisions[0].choice } : undefined);
  if (!first) throw new Error('mergeDecisions: nothing to merge');
  return { choice: first.choice, alternatives: ranked, iterations };
}
