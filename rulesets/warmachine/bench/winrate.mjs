// Who wins uniformly random battles: `npx tsx rulesets/warmachine/bench/winrate.mjs [games] [roundLimit]`.
import { resolveOptions, unwrap } from '@skirmish/core';
import { playRandom, sampleBattle } from '../src/battle.ts';
import { warmachineOptions } from '../src/options.ts';
import { makeRules } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';

const games = Number(process.argv[2] ?? 200);
const roundLimit = Number(process.argv[3] ?? 0);
const rules = makeRules(sampleContent, unwrap(resolveOptions(warmachineOptions, { roundLimit })));
const boxes = ['iron-crown', 'ashen-covenant', 'tidewardens', 'emberclad'];
// `fixed A B`: always box A for player 1 and box B for player 2 (as `skirmish simulate` does).
const fixed = process.argv[4] === 'fixed' ? { p1: process.argv[5], p2: process.argv[6] } : null;
const count = { p1: 0, p2: 0, draw: 0, first: 0, second: 0, near: 0, far: 0, unfinished: 0 };
for (let seed = 1; seed <= games; seed++) {
  const setup = fixed ?? { p1: boxes[seed % 4], p2: boxes[(seed + 1 + (seed >> 2)) % 4] };
  const { state } = playRandom(rules, sampleBattle(rules, 3, seed, setup), seed, 200000);
  const out = rules.outcome(state);
  if (!out) count.unfinished++;
  else if (out.draw || out.winners.length !== 1) count.draw++;
  else {
    const w = out.winners[0];
    count[w]++;
    count[w === state.first ? 'first' : 'second']++;
    count[w === state.nearSide ? 'near' : 'far']++;
  }
}
console.log(JSON.stringify({ games, roundLimit, ...count }));
