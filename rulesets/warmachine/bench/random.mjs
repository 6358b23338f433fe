/**
 * Random battles on the fast path, the default set-up against the benchmark's:
 * `npx tsx rulesets/warmachine/bench/random.mjs [games] [--passes N] [--scale]`.
 * - default: the rule system's default set-up and options (no round limit, as the book has none:
 *   WM-END-01, WM-END-04), started as `npm run bench` starts it, every choice drawn from
 *   `legalChoices`;
 * - bench: `sampleBattle` with 3 models a side and a round limit of 10 (bench/battle.mjs);
 * - with --scale: 4 to 40 models (`sampleBattle`, round limit 10), as the scaling series plays them.
 * CPU time of this process; warm-up passes for 1.5 s of CPU, then N passes (5 by default) each on its own seeds
 * (the same in every run), the median pass reported with choices, rounds and how battles ended.
 */
import { resolveOptions, SeededDice, unwrap } from '@skirmish/core';
import { playRandom, sampleBattle } from '../src/battle.ts';
import { warmachineOptions } from '../src/options.ts';
import { makeRules } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';

const args = process.argv.slice(2);
const flag = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const games = Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 20);
const passes = Number(flag('--passes', 5));

function row(label, rules, start) {
  const pass = (first) => {
    let steps = 0;
    let rounds = 0;
    let decided = 0;
    const c0 = process.cpuUsage();
    for (let seed = first; seed < first + games; seed++) {
      const r = playRandom(rules, start(seed), seed);
      steps += r.steps;
      rounds += r.state.round;
      if (r.state.result && !r.state.result.draw) decided++;
    }
    const c = process.cpuUsage(c0);
    return { ms: (c.user + c.system) / 1000, steps, rounds, decided };
  };
  // Untimed battles for at least 1.5 s of CPU first: the compiler needs about that long to settle.
  const w0 = process.cpuUsage();
  for (let first = 1_000_001; (process.cpuUsage(w0).user + process.cpuUsage(w0).system) / 1000 < 1500; first += games)
    pass(first);
  const runs = Array.from({ length: passes }, (_, p) => pass(1 + p * games)).sort((a, b) => a.ms - b.ms);
  const m = runs[Math.floor(runs.length / 2)];
  console.log(
    `${label}: ${(m.ms / games).toFixed(2)} ms CPU a battle, ${(m.steps / games).toFixed(0)} choices, ${((1000 * m.ms) / m.steps).toFixed(1)} µs a choice, ${(m.rounds / games).toFixed(1)} rounds, ${m.decided}/${games} won by removing a warcaster`,
  );
}

const options = (o) => unwrap(resolveOptions(warmachineOptions, o));
const plain = makeRules(sampleContent, options({}));
console.log(`${games} battles a pass, median of ${passes} warm passes`);
row('default set-up, no round limit', plain, (seed) => unwrap(plain.setup({}, SeededDice.fromSeed(seed))));
const limited = makeRules(sampleContent, options({ roundLimit: 10 }));
row('bench set-up, 6 models, round limit 10', limited, (seed) => sampleBattle(limited, 3, seed));
if (args.includes('--scale'))
  for (const n of [4, 10, 20, 30, 40])
    row(`${n} models, round limit 10`, limited, (seed) => sampleBattle(limited, n / 2, seed));
