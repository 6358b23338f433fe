// Random battles on the fast path: `npx tsx rulesets/warmachine/bench/battle.mjs [games] [modelsPerSide]`
// (add `--cpu-prof` after `node --import tsx` to profile).
// The first pass is timed cold (it includes compiling the code); then, after untimed battles
// for 1.5 s of CPU (the compiler needs about that long to settle), five warm passes, each on its
// own seeds (a pass never replays battles an earlier pass played, which would flatter the
// figures), and the median pass is reported. CPU time, not wall time: the machine may be shared.
// Set-ups are built before each pass's clock starts.
import { resolveOptions, unwrap } from '@skirmish/core';
import { playRandom, sampleBattle } from '../src/battle.ts';
import { warmachineOptions } from '../src/options.ts';
import { makeRules } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';

const games = Number(process.argv[2] ?? 50);
const perSide = Number(process.argv[3] ?? 3);
const rules = makeRules(sampleContent, unwrap(resolveOptions(warmachineOptions, { roundLimit: 10 })));

/** Pass `p` plays seeds p * games + 1 to (p + 1) * games. */
function pass(p) {
  const first = p * games + 1;
  const starts = [];
  for (let seed = first; seed < first + games; seed++) starts.push(sampleBattle(rules, perSide, seed));
  let steps = 0;
  const c0 = process.cpuUsage();
  for (let i = 0; i < games; i++) steps += playRandom(rules, starts[i], first + i).steps;
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, steps };
}

const cold = pass(0);
const w0 = process.cpuUsage();
for (let seed = 1_000_000; (process.cpuUsage(w0).user + process.cpuUsage(w0).system) / 1000 < 1500; seed++)
  playRandom(rules, sampleBattle(rules, perSide, seed), seed);
const warm = [1, 2, 3, 4, 5].map((p) => pass(p)).sort((a, b) => a.ms - b.ms)[2];
const per = (r) => `${(r.ms / games).toFixed(2)} ms CPU a battle`;
console.log(
  `${2 * perSide} models, ${games} battles a pass: warm ${per(warm)} (median of 5 passes on fresh seeds; cold first pass ${per(cold)}), ${(warm.steps / games).toFixed(0)} choices a battle, ${((1000 * warm.ms) / warm.steps).toFixed(1)} µs a choice`,
);
