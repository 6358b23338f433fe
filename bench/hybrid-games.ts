/**
 * Random Hybrid games on the fast path, with no timer inside the games, for the profiler:
 * `node --import tsx --cpu-prof bench/hybrid-games.ts [games] [--mission id] [--scale N] [--warm N] [--list]`.
 * Each choice is `rules.fast.randomChoice` (a move menu counted, only the chosen move made), or
 * with `--list` the way before it: `legalChoices`, then one of them. Both draw the same numbers
 * from the same generator, so both play the same games. Prints CPU ms a game, choices a game and
 * microseconds a choice. `--warm N` plays N untimed games first (default 1): the first few dozen
 * games of a process are dominated by the JIT compiling and recompiling the rules (most of it on
 * V8's compiler threads, which the process's CPU time counts), so a steady-state figure needs a
 * longer warm-up.
 */
import { SeededDice, unwrap, type Dice, type Rules } from '@skirmish/core';
import { hybridRuleset, type HybridChoice, type HybridState, type HybridView } from '../rulesets/hybrid/src/index.ts';
import { scaledContent, scaledMissionId } from '../rulesets/hybrid/src/scaled.ts';
import { arg } from './args.ts';
import { countArg, lcg, randomGame, timeGames } from './lib.ts';

const games = countArg(20);
const scale = arg('--scale');
const list = process.argv.includes('--list');
const content = scale ? scaledContent(Number(scale)) : hybridRuleset.content.sample;
const mission = scale ? scaledMissionId(Number(scale)) : (arg('--mission') ?? 'return-to-glasinhar');
const rules: Rules<HybridState, HybridChoice, HybridView> = hybridRuleset.rules(content, {});
const fast = rules.fast;
if (!fast?.randomChoice) throw new Error('no fast randomChoice');
const randomChoice = fast.randomChoice.bind(fast);

/** The picks of `randomGame`'s generator as a chooser: pick(n) is floor(rand() * n). */
function chooserOf(rand: () => number): Dice {
  const no = (): never => {
    throw new Error('the chooser only picks');
  };
  let used = 0;
  return {
    pick: (n: number) => {
      used++;
      return Math.floor(rand() * n);
    },
    roll: no,
    rollFace: no,
    shuffle: no,
    get used() {
      return used;
    },
  };
}

/** `randomGame`'s loop with `randomChoice` in place of the list. */
function quickGame(start: HybridState, dice: Dice, seed: number): number {
  let s = fast!.clone(start);
  const rand = lcg(seed);
  const chooser = chooserOf(rand);
  let choices = 0;
  while (rules.outcome(s) === null) {
    const pending = rules.pending(s);
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    s = fast!.applyInPlace(s, seat, randomChoice(s, seat, chooser), dice);
    choices++;
  }
  return choices;
}

function play(seed: number): number {
  const dice = SeededDice.fromSeed(seed);
  const start = unwrap(rules.setup({ mission }, dice));
  return list ? randomGame(rules, start, dice, seed).choices : quickGame(start, dice, seed);
}
const warm = Number(arg('--warm') ?? 1);
const { ms, choices } = timeGames(play, games, warm);
console.log(
  JSON.stringify({
    mission,
    games,
    warm,
    way: list ? 'list' : 'randomChoice',
    msPerGame: Number((ms / games).toFixed(1)),
    choicesPerGame: Math.round(choices / games),
    choices,
    usPerChoice: Number(((1000 * ms) / choices).toFixed(1)),
  }),
);
