/**
 * Speed of Hunters missions in CPU time of this process (the machine is shared):
 * `npx tsx rulesets/hunters/bench/mission.mjs [games] [--scale]`.
 * - validated path: random missions through `apply` (legality checked, events built);
 * - fast path: the same through `rules.fast` (clone once, applyInPlace);
 * - with --scale: fast random missions with 1-4 characters against 5-30 enemies.
 * Random choices come from every legal choice in both paths (`legalChoices` is part of the cost).
 */
import { SeededDice, resolveOptions, unwrap } from '@skirmish/core';
import { huntersRuleset, scaledContent, scaledSetup } from '../src/index.ts';

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 40);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const options = unwrap(resolveOptions(huntersRuleset.options, { enemyTies: 'random' }));

function start(rules, characters, enemies, seed) {
  const s = unwrap(rules.setup(scaledSetup(characters, enemies), SeededDice.fromSeed(seed)));
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
  let s = fast && rules.fast ? rules.fast.clone(s0) : s0;
  let steps = 0;
  while (rules.outcome(s) === null) {
    const d = rules.pending(s)[0];
    const seat = d?.seats[0] ?? 'p1';
    const legal = rules.legalChoices(s, seat);
    const c = legal[pick.pick(legal.length)];
    if (fast && rules.fast) s = rules.fast.applyInPlace(s, seat, c, dice);
    else s = unwrap(rules.apply(s, seat, c, dice)).state;
    steps++;
  }
  return steps;
}

function run(characters, enemies, fast, count) {
  const rules = huntersRuleset.rules(scaledContent(enemies), options);
  let steps = 0;
  const t0 = cpu();
  for (let g = 1; g <= count; g++) steps += play(rules, start(rules, characters, enemies, g), g, fast);
  const ms = cpu() - t0;
  return { msGame: ms / count, steps: steps / count, usStep: (1000 * ms) / steps };
}

const line = (label, r) =>
  console.log(
    `${label}: ${r.msGame.toFixed(2)} ms CPU a mission, ${r.steps.toFixed(0)} choices, ${r.usStep.toFixed(1)} µs a choice`,
  );

line('validated, 2 characters, 8 enemies', run(2, 8, false, games));
line('fast,      2 characters, 8 enemies', run(2, 8, true, games));
if (args.includes('--scale')) {
  for (const c of [1, 2, 3, 4]) line(`fast, ${c} character(s), 10 enemies`, run(c, 10, true, games));
  for (const e of [5, 10, 20, 30]) line(`fast, 2 characters, ${e} enemies`, run(2, e, true, games));
}
