// Campaign choice listing: time per `legalChoices` call between missions (CPU time).
import { SeededDice, resolveOptions, unwrap } from '@skirmish/core';
import { huntersRuleset, sampleContent } from '../src/index.ts';

const rules = huntersRuleset.rules(sampleContent, unwrap(resolveOptions(huntersRuleset.options, {})));
const dice = SeededDice.fromSeed(3);
const setup = {
  mode: 'campaign',
  players: 4,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
    { class: 'recon', seat: 'p3' },
    { class: 'sniper', seat: 'p4' },
  ],
};
const states = [];
let s = unwrap(rules.setup(setup, dice));
// Walk a few random steps between missions to collect varied positions.
for (let i = 0; i < 400 && states.length < 60; i++) {
  if (s.phase === 'campaign') states.push(s);
  const seat = rules.pending(s)[0]?.seats[0];
  if (!seat) break;
  const legal = rules.legalChoices(s, seat);
  const c = legal[dice.pick(legal.length)];
  const r = rules.apply(s, seat, c, dice);
  if (!r.ok) break;
  s = r.value.state;
}
const n = Number(process.argv[2] ?? 20);
const t0 = process.cpuUsage();
let count = 0;
for (let k = 0; k < n; k++) for (const st of states) count += rules.legalChoices(st, 'p1').length;
const us = process.cpuUsage(t0);
const calls = n * states.length;
console.log(
  JSON.stringify({
    positions: states.length,
    calls,
    choicesPerCall: +(count / calls).toFixed(1),
    usPerCall: +((us.user + us.system) / calls).toFixed(0),
  }),
);
