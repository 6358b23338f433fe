/**
 * Random missions of the default set-up on one path, for a profiler:
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx rulesets/hunters/bench/profile.mjs [games] [--checked] [--ties ask]`.
 * Every choice is drawn from `legalChoices`, as `npm run bench` draws them; prints the CPU time.
 */
import { SeededDice, resolveOptions, unwrap } from '@skirmish/core';
import { huntersRuleset } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 300);
const checked = args.includes('--checked');
const ties = args.includes('--ties') ? args[args.indexOf('--ties') + 1] : 'random';
const rules = huntersRuleset.rules(sampleContent, unwrap(resolveOptions(huntersRuleset.options, { enemyTies: ties })));
const fast = rules.fast;
let steps = 0;
const c0 = process.cpuUsage();
for (let g = 1; g <= games; g++) {
  const dice = SeededDice.fromSeed(g);
  const pick = SeededDice.fromSeed(g * 7 + 1);
  let s = unwrap(rules.setup({}, SeededDice.fromSeed(g)));
  if (!checked && fast) s = fast.clone(s);
  while (rules.outcome(s) === null) {
    const seat = rules.pending(s)[0]?.seats[0] ?? 'p1';
    const legal = rules.legalChoices(s, seat);
    const c = legal[pick.pick(legal.length)];
    s = !checked && fast ? fast.applyInPlace(s, seat, c, dice) : unwrap(rules.apply(s, seat, c, dice)).state;
    steps++;
  }
}
const c = process.cpuUsage(c0);
const ms = (c.user + c.system) / 1000;
console.log(
  `${checked ? 'checked' : 'fast'}: ${(ms / games).toFixed(2)} ms CPU a mission, ${(steps / games).toFixed(0)} choices`,
);
