/**
 * Speed of Hunters missions in CPU time of this process (the machine is shared):
 * `npx tsx rulesets/hunters/bench/mission.mjs [games] [--ties ask|random] [--scale] [--passes N]`.
 * - the default set-up (the sample mission Q02, a Soldier and a Medic), as `npm run bench` plays it:
 *   random missions through `apply` (checked: legality, events, copies) and through `rules.fast`
 *   (clone once, applyInPlace);
 * - 2 characters against 8 enemies (`scaledContent`, `scaledSetup`), both paths;
 * - with --scale: the fast path with 1-4 characters against 10 enemies and 2 characters against
 *   5-30 enemies.
 * A mission is timed from its set-up to its end; every choice is drawn from `legalChoices` (part
 * of the cost). Each row plays one pass to warm up, then N passes (5 by default) of `games`
 * missions each, every pass on its own seeds, the same in every run; the median pass is reported.
 * Enemy ties are settled by the program's seeded pick by default, as in the rule system's default options.
 */
import { SeededDice, resolveOptions, unwrap } from '@skirmish/core';
import { huntersRuleset, scaledContent, scaledSetup } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';

const args = process.argv.slice(2);
const flag = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const games = Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? 40);
const ties = flag('--ties', 'random');
const passes = Number(flag('--passes', 5));
const options = unwrap(resolveOptions(huntersRuleset.options, { enemyTies: ties }));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function start(rules, setup, characters, seed) {
  const s = unwrap(rules.setup(setup, SeededDice.fromSeed(seed)));
  if (characters === 1) {
    // A lone character: the solo partner stays off the board, as in the rule tests.
    const bench = s.chars[1];
    if (bench) {
      bench.pos = { x: -1, y: -1 };
      bench.offBoard = true;
      bench.hand = bench.deck.splice(0, 5);
    }
  }
  return s;
}

function play(rules, s0, seed, fast) {
  const dice = SeededDice.fromSeed(seed);
  const pick = SeededDice.fromSeed(seed * 7 + 1);
  let s = fast ? rules.fast.clone(s0) : s0;
  let steps = 0;
  while (rules.outcome(s) === null) {
    const d = rules.pending(s)[0];
    const seat = d?.seats[0] ?? 'p1';
    const legal = rules.legalChoices(s, seat);
    const c = legal[pick.pick(legal.length)];
    if (fast) s = rules.fast.applyInPlace(s, seat, c, dice);
    else s = unwrap(rules.apply(s, seat, c, dice)).state;
    steps++;
  }
  return steps;
}

function run(content, setup, characters, fast) {
  const rules = huntersRuleset.rules(content, options);
  // Each pass plays its own seeds: a seed played again would find the enemies' path searches
  // already kept from its first run, which no new mission does.
  const pass = (first) => {
    let steps = 0;
    const t0 = cpu();
    for (let g = first; g < first + games; g++) steps += play(rules, start(rules, setup, characters, g), g, fast);
    return { ms: cpu() - t0, steps };
  };
  pass(1_000_001);
  const runs = Array.from({ length: passes }, (_, p) => pass(1 + p * games)).sort((a, b) => a.ms - b.ms);
  const mid = runs[Math.floor(runs.length / 2)];
  return { msGame: mid.ms / games, steps: mid.steps / games, usStep: (1000 * mid.ms) / mid.steps };
}

const line = (label, r) =>
  console.log(
    `${label}: ${r.msGame.toFixed(2)} ms CPU a mission, ${r.steps.toFixed(0)} choices, ${r.usStep.toFixed(1)} µs a choice`,
  );

console.log(`${games} missions a pass, median of ${passes} warm passes, enemy ties: ${ties}`);
line('checked, default set-up (Q02, 2 characters)', run(sampleContent, {}, 2, false));
line('fast,    default set-up (Q02, 2 characters)', run(sampleContent, {}, 2, true));
line('checked, 2 characters, 8 enemies', run(scaledContent(8), scaledSetup(2, 8), 2, false));
line('fast,    2 characters, 8 enemies', run(scaledContent(8), scaledSetup(2, 8), 2, true));
if (args.includes('--scale')) {
  for (const c of [1, 2, 3, 4])
    line(`fast, ${c} character(s), 10 enemies`, run(scaledContent(10), scaledSetup(c, 10), c, true));
  for (const e of [5, 10, 20, 30])
    line(`fast, 2 characters, ${e} enemies`, run(scaledContent(e), scaledSetup(2, e), 2, true));
}
