/**
 * Bot strength: `npm run bench:bots -- [--games N] [--seed S] [--only NAME] [--mcts SPEC] [--out FILE]`.
 * Plays series with sides swapped through `simulate` and prints one JSON object per series, in
 * the shape `skirmish simulate --json` reports, with the seconds it took:
 * - the three benchmark games;
 * - Hybrid and Warmachine on their sample content: `mcts` against `random` and `heuristic`, and
 *   `heuristic` against `random` (the three figures);
 * - The Hunters: each sample mission played by a team of `random`, `heuristic` and `mcts`
 *   characters (every character seat the same bot), against the ruleset's own enemies.
 * `--mcts` names the search budget (default `mcts:1000ms`; `mcts:200it` for a quicker look);
 * `--only` keeps the series whose game starts with NAME; `--out` also writes the lines to FILE.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { budgetOf, createBot, parseBotSpec, simulate, type BotKnowledge, type Entrant } from '@skirmish/ai';
import type { Rules, Ruleset } from '@skirmish/core';
import { botKnowledge } from '@skirmish/server/catalog';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { BENCH_GAMES, type GameId } from './games/index.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
function intArg(name: string, fallback: number): number {
  const v = Number(arg(name) ?? fallback);
  if (!Number.isSafeInteger(v)) throw new Error(`${name} takes a whole number`);
  return v;
}

const games = intArg('--games', 20);
const seed = intArg('--seed', 1);
const only = arg('--only');
const mcts = arg('--mcts') ?? 'mcts:1000ms';
const out = arg('--out');
const lines: string[] = [];

/* eslint-disable @typescript-eslint/no-explicit-any -- each series holds its own game's types */
interface Series {
  readonly game: string;
  readonly rules: Rules<any, any, any>;
  readonly knowledge: BotKnowledge<any, any, any>;
  readonly setup: unknown;
  readonly bots: readonly string[];
  readonly sides?: readonly (readonly string[])[];
  readonly mctsOptions?: Record<string, number | string>;
}

function run(series: Series): void {
  if (only !== undefined && !series.game.startsWith(only)) return;
  const entrant = (name: string): Entrant<unknown, unknown> => {
    const spec = parseBotSpec(name);
    if ('error' in spec) throw new Error(spec.error);
    return { name, bot: createBot(spec, series.rules, series.knowledge, series.mctsOptions), budget: budgetOf(spec) };
  };
  const t0 = performance.now();
  const report = simulate({
    rules: series.rules,
    setup: series.setup,
    entrants: series.bots.map(entrant),
    ...(series.sides ? { sides: series.sides } : {}),
    games,
    seed,
    now: () => performance.now(),
  });
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  const line = JSON.stringify({ game: series.game, bots: series.bots, ...report, seconds });
  lines.push(line);
  process.stdout.write(`${line}\n`);
}

const benchPairings: Array<[GameId, string, string]> = [
  ['tictactoe', 'mcts:1000it', 'random'],
  ['connect-four', 'mcts:2000it', 'random'],
  ['skirmish', 'heuristic', 'random'],
  ['skirmish', 'mcts:1000it', 'random'],
  ['skirmish', 'mcts:1000it', 'heuristic'],
];
for (const [id, a, b] of benchPairings) {
  const game = BENCH_GAMES[id];
  run({
    game: id,
    rules: game.ruleset.rules(game.ruleset.content.sample, {}),
    knowledge: game.knowledge,
    setup: game.ruleset.defaultSetup,
    bots: [a, b],
    mctsOptions: { playoutDepth: 20 },
  });
}

const versus = (ruleset: Ruleset<any, any, any, any>): void => {
  const knowledge = botKnowledge(ruleset.id);
  if (!knowledge) throw new Error(`${ruleset.id} has no bot knowledge`);
  const rules = ruleset.rules(ruleset.content.sample, {});
  for (const bots of [
    [mcts, 'random'],
    [mcts, 'heuristic'],
    ['heuristic', 'random'],
  ])
    run({ game: ruleset.id, rules, knowledge, setup: ruleset.defaultSetup, bots });
};
versus(hybridRuleset);
versus(warmachineRuleset);

{
  const knowledge = botKnowledge(huntersRuleset.id);
  if (!knowledge) throw new Error('hunters has no bot knowledge');
  const rules = huntersRuleset.rules(huntersRuleset.content.sample, {});
  for (const mission of huntersRuleset.content.sample.missions) {
    const setup = { ...(huntersRuleset.defaultSetup as object), mission: mission.id };
    const team = rules.seats(setup);
    for (const bot of ['random', 'heuristic', mcts])
      run({ game: `hunters/${mission.id}`, rules, knowledge, setup, bots: [bot], sides: [team] });
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

if (out !== undefined) writeFileSync(out, `${lines.join('\n')}\n`);
