import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, lastDecisivePosition, mctsBot, randomBot, winInOne } from '@skirmish/ai';
import { hybridBotKnowledge } from '../src/bot.ts';
import { hybridRuleset, type HybridChoice, type HybridState } from '../src/index.ts';
import type { HybridView } from '../src/view.ts';

const content = hybridRuleset.content.sample;
const rules = hybridRuleset.rules(content, {});
const knowledge = hybridBotKnowledge(content);

describe('Hybrid search finds the known best choice', () => {
  // A seeded game of the rules of thumb (Griffin) against random play, stopped at the last
  // position where one choice ends the game at once: a warrior standing on the second of the
  // Griffins' objective counters, with the objective among choices that do not win.
  const bots = new Map([
    ['griffin', heuristicBot<HybridState, HybridChoice, HybridView>(rules, knowledge)],
    ['scorpion', randomBot<HybridView, HybridChoice>()],
  ]);
  const found = lastDecisivePosition(rules, hybridRuleset.defaultSetup, bots, 1);

  it('the position: carrying out the objective wins at once, the other choices do not', () => {
    expect(found).not.toBeNull();
    const { state, seat, legal, wins } = found!;
    expect(seat).toBe('griffin');
    const objective = legal.findIndex((c) => c.kind === 'objective');
    expect(objective).toBeGreaterThanOrEqual(0);
    expect(wins[objective]).toBe(1);
    expect(wins.filter((w) => w > 0)).toHaveLength(1);
    expect(winInOne(rules, state, seat, legal, 2, 9)[objective]).toBe(1);
  });

  it('mcts carries out the objective, with and without the rules of thumb to start from', () => {
    const { state, seat } = found!;
    const guided = mctsBot(rules, knowledge, knowledge.search);
    const { prior: _prior, heuristicChoice: _h, macroChoices: _m, search: _s, ...bare } = knowledge;
    const plain = mctsBot(rules, bare, { playoutDepth: 8 });
    for (const bot of [guided, plain])
      for (const seed of [1, 2]) {
        const d = askBot(bot, rules, state, seat, { seed, budget: { iterations: 40 } });
        expect(d.choice).toEqual({ kind: 'objective' });
        expect(d.alternatives?.[0]?.value).toBeGreaterThan(0.9);
      }
  });
});
