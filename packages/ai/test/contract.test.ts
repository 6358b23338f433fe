import { SeededDice, type Rules } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import {
  askBot,
  createBot,
  heuristicBot,
  mctsBot,
  parseBotSpec,
  randomBot,
  type Bot,
  type BotInput,
  type BotKnowledge,
} from '../src/index.ts';
import { kuhnKnowledge, kuhnRules, type KuhnChoice, type KuhnState, type KuhnView } from './fixtures/kuhn.ts';

/** Two truths a seat cannot tell apart: the first seat holds 2, the second holds 1 or 3. */
const truthA: KuhnState = { cards: { first: 2, second: 1 }, history: ['check', 'bet'] };
const truthB: KuhnState = { cards: { first: 2, second: 3 }, history: ['check', 'bet'] };

function bots(): Array<Bot<KuhnView, KuhnChoice>> {
  return [randomBot<KuhnView, KuhnChoice>(), heuristicBot(kuhnRules, kuhnKnowledge), mctsBot(kuhnRules, kuhnKnowledge)];
}

describe('bot contract', () => {
  it('the two truths give the seat the same observation', () => {
    expect(kuhnRules.view(truthA, 'first')).toEqual(kuhnRules.view(truthB, 'first'));
    expect(kuhnRules.view(truthA, 'second')).not.toEqual(kuhnRules.view(truthB, 'second'));
  });

  it('the same observation with different hidden truths gives the same decision for the same seed', () => {
    for (const bot of bots()) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const a = askBot(bot, kuhnRules, truthA, 'first', { seed, budget: { iterations: 300 } });
        const b = askBot(bot, kuhnRules, truthB, 'first', { seed, budget: { iterations: 300 } });
        expect(b, `${bot.name} seed ${seed}`).toEqual(a);
      }
    }
  });

  it('a bot is handed the observation and the legal choices, never the hidden card', () => {
    const seen: Array<BotInput<KuhnView, KuhnChoice>> = [];
    const spy: Bot<KuhnView, KuhnChoice> = {
      name: 'spy',
      choose(input) {
        seen.push(input);
        return { choice: input.legal[0]! };
      },
    };
    askBot(spy, kuhnRules, truthB, 'first', { seed: 1 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.observation).toEqual({ seat: 'first', mine: 2, history: ['check', 'bet'], shown: null });
    expect(JSON.stringify(seen[0])).not.toContain('3');
    expect(seen[0]!.legal).toEqual([{ act: 'call' }, { act: 'fold' }]);
  });

  it('determinisation samples only cards consistent with the observation', () => {
    const dice = SeededDice.fromSeed(7);
    const view = kuhnRules.view(truthA, 'first');
    const seen = new Set<number>();
    for (let i = 0; i < 50; i++) {
      const s = kuhnKnowledge.determinize(view, 'first', dice);
      expect(s.cards['first']).toBe(2);
      seen.add(s.cards['second']!);
    }
    expect([...seen].sort()).toEqual([1, 3]);
  });

  it('the same seed gives the same choice and the same alternatives', () => {
    const state: KuhnState = { cards: { first: 3, second: 2 }, history: [] };
    for (const bot of bots()) {
      const a = askBot(bot, kuhnRules, state, 'first', { seed: 42, budget: { iterations: 200 } });
      const b = askBot(bot, kuhnRules, state, 'first', { seed: 42, budget: { iterations: 200 } });
      expect(b).toEqual(a);
    }
  });

  it('every bot returns one of the legal choice objects it was given', () => {
    const state: KuhnState = { cards: { first: 1, second: 2 }, history: ['bet'] };
    const legal = kuhnRules.legalChoices(state, 'second');
    for (const bot of bots()) {
      const d = bot.choose({
        observation: kuhnRules.view(state, 'second'),
        seat: 'second',
        legal,
        budget: { iterations: 100 },
        seed: 3,
      });
      expect(legal).toContain(d.choice);
    }
  });

  it('search calls with the card that always wins at showdown, and weighs every truth it cannot see', () => {
    // Holding 3 against a bet: calling wins against either card (value 1), folding always loses (0).
    const state: KuhnState = { cards: { first: 1, second: 3 }, history: ['bet'] };
    const d = askBot(mctsBot(kuhnRules, kuhnKnowledge), kuhnRules, state, 'second', {
      seed: 1,
      budget: { iterations: 200 },
    });
    expect(d.choice).toEqual({ act: 'call' });
    expect(d.alternatives?.[0]).toMatchObject({ choice: { act: 'call' }, value: 1 });
    expect(d.alternatives?.find((a) => a.choice.act === 'fold')?.value).toBe(0);
  });

  it('the greedy heuristic bot scores each choice by the ruleset evaluation and takes the best', () => {
    // First seat holding 2 after check-bet: folding loses outright (0); calling wins against 1 and
    // loses against 3, so over samples of the hidden card its value is about 1/2 > 0.
    const d = askBot(heuristicBot(kuhnRules, kuhnKnowledge, { samples: 20 }), kuhnRules, truthA, 'first', {
      seed: 9,
    });
    expect(d.choice).toEqual({ act: 'call' });
    const fold = d.alternatives?.find((a) => a.choice.act === 'fold');
    expect(fold?.value).toBe(0);
    expect(d.alternatives?.[0]?.value).toBeGreaterThan(0.2);
    expect(d.alternatives?.[0]?.value).toBeLessThan(0.8);
  });

  it('the heuristic bot defers to the ruleset heuristicChoice when there is one', () => {
    const knowledge: BotKnowledge<KuhnState, KuhnChoice, KuhnView> = {
      ...kuhnKnowledge,
      heuristicChoice: (s, seat, legal) => legal.find((c) => c.act === ((s.cards[seat] ?? 0) >= 2 ? 'call' : 'fold'))!,
    };
    const bot = heuristicBot(kuhnRules, knowledge);
    const fold: KuhnState = { cards: { first: 2, second: 1 }, history: ['bet'] };
    expect(askBot(bot, kuhnRules, { ...fold, cards: { first: 2, second: 1 } }, 'second', { seed: 1 }).choice).toEqual({
      act: 'fold',
    });
    expect(askBot(bot, kuhnRules, { ...fold, cards: { first: 1, second: 3 } }, 'second', { seed: 1 }).choice).toEqual({
      act: 'call',
    });
  });

  it('the random bot picks from the legal choices by its seed and reaches every one', () => {
    const bot = randomBot<KuhnView, KuhnChoice>();
    const legal: KuhnChoice[] = [{ act: 'check' }, { act: 'bet' }];
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 200; seed++) {
      const d = bot.choose({ observation: kuhnRules.view(truthA, 'first'), seat: 'first', legal, budget: {}, seed });
      expect(legal).toContain(d.choice);
      counts.set(d.choice.act, (counts.get(d.choice.act) ?? 0) + 1);
    }
    expect(counts.get('check')).toBeGreaterThan(60);
    expect(counts.get('bet')).toBeGreaterThan(60);
  });

  it('a time budget is read from the injected clock and stops the search', () => {
    let t = 0;
    const now = () => (t += 1);
    const bot = mctsBot(kuhnRules, kuhnKnowledge, { earlyStop: false });
    const state: KuhnState = { cards: { first: 2, second: 3 }, history: [] };
    const d = bot.choose({
      observation: kuhnRules.view(state, 'first'),
      seat: 'first',
      legal: kuhnRules.legalChoices(state, 'first'),
      budget: { ms: 100 },
      now,
      seed: 1,
    });
    // The start reads 1, so the deadline is 101; each later read shows one more, so the search
    // stops at the 101st read. As a read costs no time here, the search looks at the clock only
    // every few iterations (budget.test.ts times slow and fast positions).
    expect(t).toBe(101);
    expect(d.iterations).toBeGreaterThan(100);
    expect(() =>
      bot.choose({ observation: kuhnRules.view(state, 'first'), seat: 'first', legal: [], budget: {}, seed: 1 }),
    ).toThrow(/no legal choice/);
    expect(() =>
      bot.choose({
        observation: kuhnRules.view(state, 'first'),
        seat: 'first',
        legal: kuhnRules.legalChoices(state, 'first'),
        budget: { ms: 10 },
        seed: 1,
      }),
    ).toThrow(/injected clock/);
  });

  it('an iteration budget is honoured exactly', () => {
    const state: KuhnState = { cards: { first: 2, second: 3 }, history: [] };
    const d = askBot(mctsBot(kuhnRules, kuhnKnowledge), kuhnRules, state, 'first', {
      seed: 1,
      budget: { iterations: 123 },
    });
    expect(d.alternatives?.reduce((n, a) => n + (a.visits ?? 0), 0)).toBe(123);
  });

  it('bot names parse as on the command line', () => {
    expect(parseBotSpec('random')).toEqual({ kind: 'random' });
    expect(parseBotSpec('heuristic')).toEqual({ kind: 'heuristic' });
    expect(parseBotSpec('mcts')).toEqual({ kind: 'mcts', budget: { ms: 1000 } });
    expect(parseBotSpec('mcts:500ms')).toEqual({ kind: 'mcts', budget: { ms: 500 } });
    expect(parseBotSpec('mcts:2s')).toEqual({ kind: 'mcts', budget: { ms: 2000 } });
    expect(parseBotSpec('mcts:2000it')).toEqual({ kind: 'mcts', budget: { iterations: 2000 } });
    expect(parseBotSpec('mcts:fast')).toHaveProperty('error');
    expect(parseBotSpec('random:5it')).toHaveProperty('error');
    expect(parseBotSpec('alphazero')).toHaveProperty('error');
  });
});

// Keeps the fixture honest: the rules type-check against the kernel contract.
export const _typed: Rules<KuhnState, KuhnChoice, KuhnView> = kuhnRules;

describe('createBot refuses knowledge that is not knowledge', () => {
  it('a knowledge factory passed uncalled is refused with a clear error, not played around', () => {
    const factory = () => kuhnKnowledge;
    for (const spec of ['heuristic', 'mcts:50it'] as const) {
      const parsed = parseBotSpec(spec);
      if ('error' in parsed) throw new Error(parsed.error);
      expect(() =>
        createBot(parsed, kuhnRules, factory as unknown as BotKnowledge<KuhnState, KuhnChoice, KuhnView>),
      ).toThrow(/call the ruleset’s knowledge factory/);
      expect(() => createBot(parsed, kuhnRules, {} as BotKnowledge<KuhnState, KuhnChoice, KuhnView>)).toThrow(
        /determinize/,
      );
      expect(createBot(parsed, kuhnRules, kuhnKnowledge)).toBeDefined();
    }
    // The random bot needs no knowledge.
    const random = parseBotSpec('random');
    if ('error' in random) throw new Error(random.error);
    expect(createBot(random, kuhnRules, {} as BotKnowledge<KuhnState, KuhnChoice, KuhnView>)).toBeDefined();
  });
});
