/**
 * Bot strength on the benchmark games: `npx tsx bench/bots.ts [--games N] [--seed S]`. Plays
 * series with sides swapped through `simulate` and prints one JSON object per pairing, in the
 * shape `skirmish simulate --json` reports.
 */
import { budgetOf, createBot, parseBotSpec, simulate, type Entrant } from '@skirmish/ai';
import { BENCH_GAMES, type GameId } from './games/index.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isSafeInteger(v)) throw new Error(`${name} takes a whole number`);
  return v;
}

const games = arg('--games', 20);
const seed = arg('--seed', 1);
const pairings: Array<[GameId, string, string]> = [
  ['tictactoe', 'mcts:1000it', 'random'],
  ['connect-four', 'mcts:2000it', 'random'],
  ['skirmish', 'heuristic', 'random'],
  ['skirmish', 'mcts:1000it', 'random'],
  ['skirmish', 'mcts:1000it', 'heuristic'],
];

for (const [id, a, b] of pairings) {
  const game = BENCH_GAMES[id];
  const rules = game.ruleset.rules(game.ruleset.content.sample, {});
  const entrant = (name: string): Entrant<unknown, unknown> => {
    const spec = parseBotSpec(name);
    if ('error' in spec) throw new Error(spec.error);
    return {
      name,
      bot: createBot(spec, rules, game.knowledge, { playoutDepth: 20 }),
      budget: budgetOf(spec),
    };
  };
  const t0 = performance.now();
  const report = simulate({
    rules,
    setup: game.ruleset.defaultSetup,
    entrants: [entrant(a), entrant(b)],
    games,
    seed,
    now: () => performance.now(),
  });
  const seconds = (performance.now() - t0) / 1000;
  process.stdout.write(
    `${JSON.stringify({ game: id, bots: [a, b], ...report, seconds: Math.round(seconds * 10) / 10 })}\n`,
  );
}
