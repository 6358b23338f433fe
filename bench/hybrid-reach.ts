/**
 * Hybrid movement search alone: the movement menus of random fast-path games on one mission,
 * searched again and timed in CPU time (the machine is shared):
 * `npx tsx bench/hybrid-reach.ts [games] [--mission id] [--rounds N] [--count]`.
 * Prints the menus searched, microseconds a search, and the ends a search finds. `--count` asks
 * each search only for the number of move choices of its menu (what a random pick needs) instead
 * of the list of placements; `--rounds N` searches every menu N times (default 5), each round
 * timed on its own (the mean, the fastest and the median round are printed).
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
const count = process.argv.includes('--count');
let ends = 0;
const search = (): void => {
  for (const s of states) {
    const act = s.current as NonNullable<HybridState['current']>;
    const r = reachMoves(ctx, s, warrior(s, act.warrior), act);
    ends += count ? r.menuCount() : r.list.length;
  }
};
search(); // warm-up
const rounds = Number(arg('--rounds') ?? 5);
ends = 0;
const per: number[] = [];
for (let r = 0; r < rounds; r++) {
  const t = cpuMs();
  search();
  per.push(cpuMs() - t);
}
const ms = per.reduce((a, b) => a + b, 0);
per.sort((a, b) => a - b);
const us = (x: number): number => Number(((1000 * x) / states.length).toFixed(1));
console.log(
  JSON.stringify({
    mission,
    menus: states.length,
    usPerSearch: Number(((1000 * ms) / (rounds * states.length)).toFixed(1)),
    // The machine is shared: the fastest round and the median round as well as the mean.
    usPerSearchBest: us(per[0] as number),
    usPerSearchMedian: us(per[Math.floor(per.length / 2)] as number),
    [count ? 'menuMovesPerSearch' : 'endsPerSearch']: Math.round(ends / (rounds * states.length)),
  }),
);
