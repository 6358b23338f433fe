/**
 * Random Hybrid games on the fast path (clone once, then legalChoices and applyInPlace), with no
 * timer inside the games, for the profiler:
 * `node --import tsx --cpu-prof bench/hybrid-games.ts [games] [--mission id] [--scale N] [--warm N]`.
 * Prints CPU ms a game, choices a game and microseconds a choice. `--warm N` plays N untimed games
 * first (default 1): the first few dozen games of a process are dominated by the JIT compiling
 * and recompiling the rules (most of it on V8's compiler threads, which the process's CPU time
 * counts), so a steady-state figure needs a longer warm-up.
 */
import { SeededDice, unwrap, type Rules } from '@skirmish/core';
import { hybridRuleset, type HybridChoice, type HybridState, type HybridView } from '../rulesets/hybrid/src/index.ts';
import { scaledContent, scaledMissionId } from '../rulesets/hybrid/src/scaled.ts';
import { arg } from './args.ts';
import { countArg, randomGame, timeGames } from './lib.ts';

const games = countArg(20);
const scale = arg('--scale');
const content = scale ? scaledContent(Number(scale)) : hybridRuleset.content.sample;
const mission = scale ? scaledMissionId(Number(scale)) : (arg('--mission') ?? 'return-to-glasinhar');
const rules: Rules<HybridState, HybridChoice, HybridView> = hybridRuleset.rules(content, {});
function play(seed: number): number {
  const dice = SeededDice.fromSeed(seed);
  return randomGame(rules, unwrap(rules.setup({ mission }, dice)), dice, seed).choices;
}
const warm = Number(arg('--warm') ?? 1);
const { ms, choices } = timeGames(play, games, warm);
console.log(
  JSON.stringify({
    mission,
    games,
    warm,
    msPerGame: Number((ms / games).toFixed(1)),
    choicesPerGame: Math.round(choices / games),
    usPerChoice: Number(((1000 * ms) / choices).toFixed(1)),
  }),
);
