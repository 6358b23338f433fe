// Random battles on the fast path: `npx tsx rulesets/warmachine/bench/battle.mjs [games] [modelsPerSide]`
// (add `--cpu-prof` after `node --import tsx` to profile).
import { resolveOptions, unwrap } from '@skirmish/core';
import { playRandom, sampleBattle } from '../src/battle.ts';
import { warmachineOptions } from '../src/options.ts';
import { makeRules } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';

const games = Number(process.argv[2] ?? 50);
const perSide = Number(process.argv[3] ?? 3);
const rules = makeRules(sampleContent, unwrap(resolveOptions(warmachineOptions, { roundLimit: 10 })));
let steps = 0;
// CPU time, not wall time: the machine may be shared.
const c0 = process.cpuUsage();
for (let seed = 1; seed <= games; seed++) steps += playRandom(rules, sampleBattle(rules, perSide, seed), seed).steps;
const c = process.cpuUsage(c0);
const ms = (c.user + c.system) / 1000;
console.log(
  `${2 * perSide} models: ${(ms / games).toFixed(2)} ms CPU a battle, ${(steps / games).toFixed(0)} choices a battle, ${((1000 * ms) / steps).toFixed(1)} µs a choice`,
);
