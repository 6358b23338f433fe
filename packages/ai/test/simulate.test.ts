import { describe, expect, it } from 'vitest';
import { mctsBot, mergeDecisions, randomBot, simulate, wilson, type GameSummary } from '../src/index.ts';
import { TIC_TAC_TOE, mnkKnowledge, mnkRules, position, type MnkChoice, type MnkState } from './fixtures/mnk.ts';
import { askBot } from '../src/index.ts';

const ttt = mnkRules(TIC_TAC_TOE);

describe('simulate', () => {
  it('reports games, wins per side and per bot, draws and errors, and swaps sides between games', () => {
    const lineups: GameSummary[] = [];
    const report = simulate({
      rules: ttt,
      setup: {},
      entrants: [
        { name: 'mcts:1000it', bot: mctsBot(ttt, mnkKnowledge), budget: { iterations: 1000 } },
        { name: 'random', bot: randomBot<MnkState, MnkChoice>(), budget: {} },
      ],
      games: 10,
      seed: 7,
      onGame: (g) => lineups.push(g),
    });
    expect(Object.keys(report).sort()).toEqual(['draws', 'errors', 'games', 'winRate', 'wins', 'winsByBot']);
    expect(report.games).toBe(10);
    expect(report.errors).toBe(0);
    const sideWins = (report.wins['x'] ?? 0) + (report.wins['o'] ?? 0);
    const botWins = (report.winsByBot['mcts:1000it'] ?? 0) + (report.winsByBot['random'] ?? 0);
    expect(sideWins).toBe(botWins);
    expect(sideWins + report.draws).toBe(10);
    // Search does not lose tic-tac-toe to a random player at this budget (none lost in 200 games
    // from seed 7; at 300 iterations, 3 of 200 were lost: random playouts can miss a block).
    expect(report.winsByBot['random']).toBe(0);
    expect(lineups.map((g) => g.lineup[0])).toEqual([
      'mcts:1000it',
      'random',
      'mcts:1000it',
      'random',
      'mcts:1000it',
      'random',
      'mcts:1000it',
      'random',
      'mcts:1000it',
      'random',
    ]);
    const rate = report.winRate['mcts:1000it']!;
    expect(rate.rate).toBe((report.winsByBot['mcts:1000it'] ?? 0) / 10);
    expect(rate.low).toBeLessThanOrEqual(rate.rate);
    expect(rate.high).toBeGreaterThanOrEqual(rate.rate);
  });

  it('the same seed plays the same series', () => {
    const run = () =>
      simulate({
        rules: ttt,
        setup: {},
        entrants: [
          { name: 'a', bot: randomBot<MnkState, MnkChoice>(), budget: {} },
          { name: 'b', bot: randomBot<MnkState, MnkChoice>(), budget: {} },
        ],
        games: 20,
        seed: 3,
      });
    expect(run()).toEqual(run());
  });

  it('a bot that answers with an illegal choice costs an error, not the series', () => {
    const report = simulate({
      rules: ttt,
      setup: {},
      entrants: [
        { name: 'cheat', bot: { name: 'cheat', choose: () => ({ choice: { at: 99 } }) }, budget: {} },
        { name: 'random', bot: randomBot<MnkState, MnkChoice>(), budget: {} },
      ],
      games: 4,
      seed: 1,
    });
    expect(report.errors).toBe(4);
    expect(report.draws).toBe(0);
  });

  it('the Wilson interval matches a hand computation', () => {
    // 8 of 10, z = 1.96: denominator 1 + 3.8416/10 = 1.38416; centre (0.8 + 0.19208) / 1.38416 = 0.71674;
    // margin 1.96 * sqrt(0.016 + 0.009604) / 1.38416 = 0.22658; so 0.49016 .. 0.94332.
    const r = wilson(8, 10);
    expect(r.rate).toBe(0.8);
    expect(r.low).toBeCloseTo(0.49016, 3);
    expect(r.high).toBeCloseTo(0.94332, 3);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });
});

describe('root-parallel search', () => {
  it('merging searches adds visits and averages values by visits', () => {
    const s = position(TIC_TAC_TOE, ['xx.', '.o.', '.o.']);
    const bot = mctsBot(ttt, mnkKnowledge, { alternatives: 9 });
    const a = askBot(bot, ttt, s, 'x', { seed: 1, budget: { iterations: 300 } });
    const b = askBot(bot, ttt, s, 'x', { seed: 2, budget: { iterations: 500 } });
    const m = mergeDecisions(
      [
        { ...a, iterations: 300 },
        { ...b, iterations: 500 },
      ],
      (c) => String(c.at),
    );
    expect(m.iterations).toBe(800);
    expect(m.alternatives?.reduce((n, x) => n + (x.visits ?? 0), 0)).toBe(800);
    expect(m.choice).toEqual({ at: 2 });
    const va = a.alternatives!.find((x) => x.choice.at === 3)!;
    const vb = b.alternatives!.find((x) => x.choice.at === 3)!;
    const vm = m.alternatives!.find((x) => x.choice.at === 3)!;
    expect(vm.visits).toBe(va.visits! + vb.visits!);
    expect(vm.value).toBeCloseTo((va.value * va.visits! + vb.value * vb.visits!) / (va.visits! + vb.visits!), 12);
  });
});
