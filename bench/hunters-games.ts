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

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 50);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const enemies = opt('--enemies');
const characters = Number(opt('--characters') ?? 2);
const content = enemies ? scaledContent(Number(enemies)) : huntersRuleset.content.sample;
const setup: unknown = enemies
  ? scaledSetup(characters, Number(enemies))
  : { ...(huntersRuleset.defaultSetup as Record<string, unknown>), mission: opt('--mission') ?? 'Q02' };
const rules: Rules<MissionState, HuntersChoice, HuntersView> = huntersRuleset.rules(
  content,
  unwrap(resolveOptions(huntersRuleset.options, {})),
);
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
  let s = fast.clone(unwrap(rules.setup(setup, dice)));
  const rand = lcg(seed);
  let choices = 0;
  while (rules.outcome(s) === null && choices < 5000) {
    const pending = rules.pending(s);
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    const legal = rules.legalChoices(s, seat);
    if (legal.length === 0) break;
    s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as HuntersChoice, dice);
    choices++;
  }
  return choices;
}
const warm = Number(opt('--warm') ?? 20);
for (let g = 0; g < warm; g++) play(1000 + g); // warm-up
let choices = 0;
const t0 = cpu();
for (let g = 0; g < games; g++) choices += play(1 + g);
const ms = cpu() - t0;
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
