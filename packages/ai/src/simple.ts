import { SeededDice, type Rules } from '@skirmish/core';
import { defaultKey, type Alternative, type Bot, type BotKnowledge } from './contract.ts';
import { reward, stepper } from './step.ts';

/** Uniform over the legal choices, from the bot's seed. */
export function randomBot<V, C>(): Bot<V, C> {
  return {
    name: 'random',
    choose({ legal, seed }) {
      if (legal.length === 0) throw new Error('randomBot: no legal choice');
      const dice = SeededDice.fromSeed(seed);
      return { choice: legal[dice.pick(legal.length)] as C };
    },
  };
}

export interface HeuristicOptions {
  /** Determinisations averaged per choice by the one-ply greedy fallback. */
  readonly samples?: number;
}

/**
 * Plays by the ruleset's own judgement: its `heuristicChoice` when it has one (on a state
 * sampled from the observation), otherwise one ply of greedy search over `evaluate`, averaged
 * over a few samples of the hidden information and the dice. With neither, it plays at random.
 */
export function heuristicBot<S, C, V>(
  rules: Rules<S, C, V>,
  knowledge: BotKnowledge<S, C, V>,
  opts: HeuristicOptions = {},
): Bot<V, C> {
  const step = stepper(rules);
  const samples = Math.max(1, opts.samples ?? 8);
  const key = knowledge.choiceKey ?? defaultKey;
  return {
    name: 'heuristic',
    choose({ observation, seat, legal, seed }) {
      if (legal.length === 0) throw new Error('heuristicBot: no legal choice');
      const dice = SeededDice.fromSeed(seed);
      if (knowledge.heuristicChoice) {
        const state = knowledge.determinize(observation, seat, dice);
        const picked = knowledge.heuristicChoice(state, seat, legal, dice);
        // Hand back the caller's own object so it can be submitted as given.
        const k = key(picked);
        return { choice: legal.find((c) => key(c) === k) ?? picked };
      }
      const evaluate = knowledge.evaluate;
      if (!evaluate || legal.length === 1) return { choice: legal[dice.pick(legal.length)] as C };
      const scored: Alternative<C>[] = legal.map((choice) => {
        let total = 0;
        for (let i = 0; i < samples; i++) {
          const after = step(knowledge.determinize(observation, seat, dice), seat, choice, dice);
          const outcome = rules.outcome(after);
          total += outcome ? reward(outcome, seat) : evaluate(after, seat);
        }
        return { choice, value: total / samples };
      });
      let best = scored[0] as Alternative<C>;
      for (const a of scored) if (a.value > best.value) best = a;
      const alternatives = [...scored].sort((a, b) => b.value - a.value).slice(0, 5);
      return { choice: best.choice, alternatives };
    },
  };
}
