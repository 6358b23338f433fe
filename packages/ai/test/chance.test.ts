import { ok, type Rules } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { askBot, mctsBot, type BotKnowledge } from '../src/index.ts';

/**
 * One decision, then chance: "die" wins on a d6 roll of 5 or 6 (1/3), "coin" wins on heads (1/2).
 * A search that froze the dice of one sample would see one of them as a sure win; handled as
 * chance, their values approach 1/3 and 1/2.
 */
interface Gamble {
  picked: 'die' | 'coin' | null;
  won: boolean | null;
}
type GambleChoice = { bet: 'die' | 'coin' };
const gamble: Rules<Gamble, GambleChoice, Gamble> = {
  seats: () => ['player', 'house'],
  setup: () => ok({ picked: null, won: null }),
  pending: (s) => (s.picked === null ? [{ seats: ['player'], kind: 'gamble/bet' }] : []),
  legalChoices: (s) => (s.picked === null ? [{ bet: 'die' }, { bet: 'coin' }] : []),
  apply: (_s, _seat, c, dice) =>
    ok({ state: { picked: c.bet, won: c.bet === 'die' ? dice.roll(6) >= 5 : dice.pick(2) === 0 }, events: [] }),
  view: (s) => ({ ...s }),
  outcome: (s) => (s.won === null ? null : { winners: s.won ? ['player'] : ['house'], reason: 'settled' }),
};
const knowledge: BotKnowledge<Gamble, GambleChoice, Gamble> = { determinize: (v) => ({ ...v }) };

describe('chance stays chance', () => {
  it('search prefers the better odds and estimates them from fresh dice every iteration', () => {
    const start: Gamble = { picked: null, won: null };
    const d = askBot(mctsBot(gamble, knowledge), gamble, start, 'player', { seed: 11, budget: { iterations: 3000 } });
    expect(d.choice).toEqual({ bet: 'coin' });
    const coin = d.alternatives!.find((a) => a.choice.bet === 'coin')!;
    const die = d.alternatives!.find((a) => a.choice.bet === 'die')!;
    // 1/2 and 1/3 by hand; the tolerance covers the sampling error of a few hundred to a few thousand rolls.
    expect(coin.value).toBeGreaterThan(0.45);
    expect(coin.value).toBeLessThan(0.55);
    expect(die.value).toBeGreaterThan(0.2);
    expect(die.value).toBeLessThan(0.47);
  });
});
