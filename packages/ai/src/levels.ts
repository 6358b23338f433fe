import type { Rules } from '@skirmish/core';
import type { Bot, BotKnowledge, Budget } from './contract.ts';
import { mctsBot, type MctsOptions } from './mcts.ts';
import { heuristicBot, randomBot } from './simple.ts';

/** A bot named as on the command line: `random`, `heuristic`, `mcts`, `mcts:500ms`, `mcts:2000it`. */
export type BotSpec =
  { readonly kind: 'random' } | { readonly kind: 'heuristic' } | { readonly kind: 'mcts'; readonly budget: Budget };

export const DEFAULT_MCTS_BUDGET: Budget = { ms: 1000 };

export function parseBotSpec(text: string): BotSpec | { readonly error: string } {
  const [name, arg, extra] = text.trim().split(':');
  if (extra !== undefined) return { error: `"${text}" has more than one ":"` };
  switch (name) {
    case 'random':
    case 'heuristic':
      if (arg !== undefined) return { error: `the ${name} bot takes no budget` };
      return { kind: name };
    case 'mcts': {
      if (arg === undefined) return { kind: 'mcts', budget: DEFAULT_MCTS_BUDGET };
      const m = /^(\d+)(ms|s|it)$/.exec(arg);
      if (!m || Number(m[1]) <= 0) return { error: `"${arg}" is not a budget: write 500ms, 2s or 2000it` };
      const n = Number(m[1]);
      return { kind: 'mcts', budget: m[2] === 'it' ? { iterations: n } : { ms: m[2] === 's' ? n * 1000 : n } };
    }
    default:
      return { error: `unknown bot "${name ?? ''}": use random, heuristic or mcts[:budget]` };
  }
}

/**
 * Difficulty levels offered to players: a style (any legal move, rules of thumb, or search that
 * starts from the rules of thumb) and the time a decision may take.
 */
export const LEVELS = {
  beginner: { spec: { kind: 'random' }, style: 'random', label: 'Beginner: plays any legal move' },
  easy: { spec: { kind: 'heuristic' }, style: 'rules-of-thumb', label: 'Easy: follows simple rules of thumb' },
  normal: { spec: { kind: 'mcts', budget: { ms: 300 } }, style: 'search', label: 'Normal: thinks briefly' },
  hard: { spec: { kind: 'mcts', budget: { ms: 1000 } }, style: 'search', label: 'Hard: thinks for a second' },
  expert: { spec: { kind: 'mcts', budget: { ms: 2000 } }, style: 'search', label: 'Expert: thinks for two seconds' },
} as const satisfies Record<string, { spec: BotSpec; style: 'random' | 'rules-of-thumb' | 'search'; label: string }>;

export type Level = keyof typeof LEVELS;

/** The level a game offers first: a second of search, so a decision stays well within two seconds. */
export const DEFAULT_LEVEL: Level = 'hard';

/** Builds the bot a spec names; the budget of an mcts spec travels with each decision (see `budgetOf`). */
export function createBot<S, C, V>(
  spec: BotSpec,
  rules: Rules<S, C, V>,
  knowledge: BotKnowledge<S, C, V>,
  mcts: MctsOptions = {},
): Bot<V, C> {
  if (spec.kind !== 'random') checkKnowledge(knowledge);
  const bot = ((): Bot<V, C> => {
    switch (spec.kind) {
      case 'random':
        return randomBot<V, C>();
      case 'heuristic':
        return heuristicBot(rules, knowledge);
      case 'mcts':
        // Random playouts unless the caller asks otherwise: followed by both sides, a fixed
        // heuristic makes playouts predictable and search learns to exploit it rather than play well.
        return mctsBot(rules, knowledge, { ...knowledge.search, ...mcts });
    }
  })();
  const goodFaith = (knowledge as Partial<BotKnowledge<S, C, V>> | null)?.goodFaithChoice;
  return goodFaith ? inGoodFaith(bot, goodFaith) : bot;
}

/** A bot that answers the ruleset's questions of good faith as the ruleset says, and the rest as it would. */
function inGoodFaith<V, C>(
  bot: Bot<V, C>,
  goodFaith: NonNullable<BotKnowledge<unknown, C, V>['goodFaithChoice']>,
): Bot<V, C> {
  return {
    name: bot.name,
    choose(input) {
      const choice = goodFaith(input.observation, input.seat, input.legal);
      return choice === null ? bot.choose(input) : { choice };
    },
  };
}

/**
 * A ruleset's knowledge is an object with `determinize`. A factory passed uncalled (a function of
 * the content) would otherwise give a bot that quietly plays without it: refused with a clear error.
 */
function checkKnowledge(knowledge: unknown): void {
  const k = knowledge as { determinize?: unknown } | null;
  if (typeof knowledge !== 'object' || k === null || typeof k.determinize !== 'function')
    throw new Error(
      typeof knowledge === 'function'
        ? 'bot knowledge is a function: call the ruleset’s knowledge factory with the content first'
        : 'bot knowledge must be an object with a determinize function',
    );
}

export function budgetOf(spec: BotSpec): Budget {
  return spec.kind === 'mcts' ? spec.budget : {};
}
