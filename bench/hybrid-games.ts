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

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 20);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const scale = opt('--scale');
const content = scale ? scaledContent(Number(scale)) : hybridRuleset.content.sample;
const mission = scale ? scaledMissionId(Number(scale)) : (opt('--mission') ?? 'return-to-glasinhar');
const rules: Rules<HybridState, HybridChoice, HybridView> = hybridRuleset.rules(content, {});
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}
function play(seed: number): number {
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const dice = SeededDice.fromSeed(seed);
  let s = fast.clone(unwrap(rules.setup({ mission }, dice)));
  const rand = lcg(seed);
  let choices = 0;
  while (rules.outcome(s) === null) {
    const pending = rules.pending(s);
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    const legal = rules.legalChoices(s, seat);
    s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice, dice);
    choices++;
  }
  return choices;
}
const warm = Number(opt('--warm') ?? 1);
for (let g = 0; g < warm; g++) play(1000 + g); // warm-up
let choices = 0;
const t0 = cpu();
for (let g = 0; g < games; g++) choices += play(1 + g);
const ms = cpu() - t0;
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
