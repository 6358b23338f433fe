// Random battles on the fast path: `npx tsx rulesets/warmachine/bench/battle.mjs [games] [modelsPerSide]`
// (add `--cpu-prof` after `node --import tsx` to profile).
// The first pass over the seeds is timed cold (it includes compiling the code); then, warm, the
// same seeds are played five times and the median pass is reported. CPU time, not wall time: the
// machine may be shared.
import { resolveOptions, unwrap } from '@skirmish/core';
import { playRandom, sampleBattle } from '../src/battle.ts';
import { warmachineOptions } from '../src/options.ts';
import { makeRules } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';

const games = Number(process.argv[2] ?? 50);
const perSide = Number(process.argv[3] ?? 3);
const rules = makeRules(sampleContent, unwrap(resolveOptions(warmachineOptions, { roundLimit: 10 })));
const starts = [];
for (let seed = 1; seed <= games; seed++) starts.push(sampleBattle(rules, perSide, seed));

function pass() {
  let steps = 0;
  const c0 = process.cpuUsage();
  for (let seed = 1; seed <= games; seed++) steps += playRandom(rules, starts[seed - 1], seed).steps;
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, steps };
}

const cold = pass();
const warm = [0, 1, 2, 3, 4].map(() => pass()).sort((a, b) => a.ms - b.ms)[2];
const per = (r) => `${(r.ms / games).toFixed(2)} ms CPU a battle`;
console.log(
  `${2 * perSide} models, ${games} battles: warm ${per(warm)} (cold first pass ${per(cold)}), ${(warm.steps / games).toFixed(0)} choices a battle, ${((1000 * warm.ms) / warm.steps).toFixed(1)} µs a choice`,
);
