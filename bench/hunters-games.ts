/**
 * Random Hunters games on the fast path (clone once, then legalChoices and applyInPlace), with no
 * timer inside the games, for the profiler:
 * `node --import tsx --cpu-prof bench/hunters-games.ts [games] [--mission id] [--enemies N] [--characters N] [--warm N]`.
 * Prints CPU ms a game, choices a game and microseconds a choice. `--enemies N` plays the generated
 * mission of `scaled.ts` (N enemies, `--characters` 1 to 4, default 2); otherwise the mission given
 * (default the rule system's default set-up, Q02). `--warm N` plays N untimed games first (default 20).
 */
import { SeededDice, resolveOptions, unwrap, type Rules } from '@skirmish/core';
import {
  huntersRuleset,
  scaledContent,
  scaledSetup,
  type HuntersChoice,
  type HuntersView,
  type MissionState,
} from '../rulesets/hunters/src/index.ts';
import { arg } from './args.ts';
import { countArg, randomGame, timeGames } from './lib.ts';

const games = countArg(50);
const enemies = arg('--enemies');
const characters = Number(arg('--characters') ?? 2);
const content = enemies ? scaledContent(Number(enemies)) : huntersRuleset.content.sample;
const setup: unknown = enemies
  ? scaledSetup(characters, Number(enemies))
  : { ...(huntersRuleset.defaultSetup as Record<string, unknown>), mission: arg('--mission') ?? 'Q02' };
const rules: Rules<MissionState, HuntersChoice, HuntersView> = huntersRuleset.rules(
  content,
  unwrap(resolveOptions(huntersRuleset.options, {})),
);
function play(seed: number): number {
  const dice = SeededDice.fromSeed(seed);
  return randomGame(rules, unwrap(rules.setup(setup, dice)), dice, seed, { limit: 5000, stopWhenNone: true }).choices;
}
const warm = Number(arg('--warm') ?? 20);
const { ms, choices } = timeGames(play, games, warm);
console.log(
  JSON.stringify({
    mission: (setup as { mission: string }).mission,
    games,
    warm,
    msPerGame: Number((ms / games).toFixed(2)),
    choicesPerGame: Math.round(choices / games),
    usPerChoice: Number(((1000 * ms) / choices).toFixed(1)),
  }),
);
