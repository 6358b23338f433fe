/**
 * Hybrid movement search alone: the movement menus of random fast-path games on one mission,
 * searched again and timed in CPU time (the machine is shared):
 * `npx tsx bench/hybrid-reach.ts [games] [--mission id]`.
 * Prints the menus searched, microseconds a search, and the ends and path nodes a search finds.
 */
import { SeededDice, unwrap } from '@skirmish/core';
import { hybridRuleset, type HybridChoice, type HybridState } from '../rulesets/hybrid/src/index.ts';
import { cloneState } from '../rulesets/hybrid/src/fast.ts';
import { reachMoves } from '../rulesets/hybrid/src/reach.ts';
import { makeCtx, warrior } from '../rulesets/hybrid/src/world.ts';

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const missionAt = args.indexOf('--mission');
const mission = missionAt >= 0 ? (args[missionAt + 1] ?? 'return-to-glasinhar') : 'return-to-glasinhar';
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

const content = hybridRuleset.content.sample;
const rules = hybridRuleset.rules(content, {});
const ctx = makeCtx(content, {});
const states: HybridState[] = [];
for (let g = 0; g < games; g++) {
  const dice = SeededDice.fromSeed(1 + g);
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  let s = fast.clone(unwrap(rules.setup({ mission }, dice)));
  const rand = lcg(1 + g);
  while (rules.outcome(s) === null) {
    const pending = rules.pending(s);
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    const act = s.current;
    if (act?.stage === 'move' && act.seat === seat && act.mpLeft > 0 && warrior(s, act.warrior).status === 'in-play')
      states.push(cloneState(s));
    const legal = rules.legalChoices(s, seat);
    s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice, dice);
  }
}
let ends = 0;
const search = (): void => {
  for (const s of states) {
    const act = s.current as NonNullable<HybridState['current']>;
    ends += reachMoves(ctx, s, warrior(s, act.warrior), act).list.length;
  }
};
search(); // warm-up
const rounds = 5;
ends = 0;
const t0 = cpu();
for (let r = 0; r < rounds; r++) search();
const ms = cpu() - t0;
console.log(
  JSON.stringify({
    mission,
    menus: states.length,
    usPerSearch: Number(((1000 * ms) / (rounds * states.length)).toFixed(1)),
    endsPerSearch: Math.round(ends / (rounds * states.length)),
  }),
);
