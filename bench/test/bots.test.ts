import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot } from '@skirmish/ai';
import { skirmish, skirmishKnowledge, type SkirmishState } from '../games/skirmish.ts';

const rules = skirmish.rules({ sample: true }, {});

/** Side 0's unit on square 0 sees side 1's last unit, one wound left, five squares along the clear top row. */
const lastStand: SkirmishState = {
  units: [
    { side: 0, at: 0, wounds: 2 },
    { side: 0, at: 26, wounds: 0 },
    { side: 0, at: 30, wounds: 0 },
    { side: 1, at: 5, wounds: 1 },
    { side: 1, at: 130, wounds: 0 },
    { side: 1, at: 140, wounds: 0 },
  ],
  toMove: 0,
  turns: 10,
  result: -1,
};

describe('bots on the grid skirmish', () => {
  it('search takes the shot that can end the game, through dice it cannot foresee', () => {
    // Shooting wins at once on 4+ (1/2); any move gives the enemy the first shot instead.
    const bot = mctsBot(rules, skirmishKnowledge);
    for (const seed of [1, 2, 3]) {
      const d = askBot(bot, rules, lastStand, '0', { seed, budget: { iterations: 1500 } });
      expect(d.choice).toEqual({ kind: 'shoot', unit: 0, target: 3 });
      // At least the immediate 1/2 chance of winning, and below certainty: chance stayed chance.
      expect(d.alternatives?.[0]?.value).toBeGreaterThan(0.5);
      expect(d.alternatives?.[0]?.value).toBeLessThan(1);
    }
  });

  it('the heuristic bot shoots when it can, at the enemy with fewest wounds', () => {
    const twoTargets: SkirmishState = {
      ...lastStand,
      units: lastStand.units.map((u, i) => (i === 4 ? { side: 1, at: 36, wounds: 2 } : u)),
    };
    const legal = rules.legalChoices(twoTargets, '0');
    expect(legal).toContainEqual({ kind: 'shoot', unit: 0, target: 4 });
    const d = askBot(heuristicBot(rules, skirmishKnowledge), rules, twoTargets, '0', { seed: 1 });
    expect(d.choice).toEqual({ kind: 'shoot', unit: 0, target: 3 });
  });

  it('search with heuristic playouts and evaluation also takes the shot', () => {
    const bot = mctsBot(rules, skirmishKnowledge, { playout: 'heuristic', playoutDepth: 10 });
    const d = askBot(bot, rules, lastStand, '0', { seed: 4, budget: { iterations: 800 } });
    expect(d.choice).toEqual({ kind: 'shoot', unit: 0, target: 3 });
  });
});
