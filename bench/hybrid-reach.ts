/**
 * Hybrid movement search alone: the movement menus of random fast-path games on one mission,
 * searched again and timed in CPU time (the machine is shared):
 * `npx tsx bench/hybrid-reach.ts [games] [--mission id]`.
 * Prints the menus searched, microseconds a search, and the ends and path nodes a search finds.
 */
import { SeededDice, unwrap } from '@skirmish/core';
import { hybridRuleset, type HybridState } from '../rulesets/hybrid/src/index.ts';
import { cloneState } from '../rulesets/hybrid/src/fast.ts';
import { reachMoves } from '../rulesets/hybrid/src/reach.ts';
import { makeCtx, warrior } from '../rulesets/hybrid/src/world.ts';
import { arg } from './args.ts';
import { countArg, cpuMs, randomGame } from './lib.ts';

const games = countArg(5);
const mission = arg('--mission') ?? 'return-to-glasinhar';

const content = hybridRuleset.content.sample;
const rules = hybridRuleset.rules(content, {});
const ctx = makeCtx(content, {});
const states: HybridState[] = [];
for (let g = 0; g < games; g++) {
  const dice = SeededDice.fromSeed(1 + g);
  randomGame(rules, unwrap(rules.setup({ mission }, dice)), dice, 1 + g, {
    before: (s, seat) => {
      const act = s.current;
      if (act?.stage === 'move' && act.seat === seat && act.mpLeft > 0 && warrior(s, act.warrior).status === 'in-play')
        states.push(cloneState(s));
    },
  });
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
const t0 = cpuMs();
for (let r = 0; r < rounds; r++) search();
const ms = cpuMs() - t0;
console.log(
  JSON.stringify({
    mission,
    menus: states.length,
    usPerSearch: Number(((1000 * ms) / (rounds * states.length)).toFixed(1)),
    endsPerSearch: Math.round(ends / (rounds * states.length)),
  }),
);
