/**
 * Dogs of War: digests of what the engine offers and does, to show that a speed change leaves
 * every decision alone: `npx tsx bench/dogs-of-war-hash.ts [games] [--out file]`.
 * Random fast-path games (seeds 1..games) of the default league, of a league of four companies
 * with the house rules turned the other way, and of a Hang 'Em High hunt; then a few scaled leagues
 * (`scaledLeague`, two companies of 5 and 20 soldiers over 12 missions). At each decision the
 * pending seats, the legal choices in order and the hash of the state after the choice; at the
 * end the hash of the final state. Prints one digest of all games and, with --out, writes the
 * digest of every game, so two runs can be compared game by game.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { SeededDice, hashValue, resolveOptions, unwrap, type Rules } from '@skirmish/core';
import { dogsOfWarRuleset, scaledLeague, type CampaignState, type Choice } from '@skirmish/dogs-of-war';
import { arg } from './args.ts';
import { countArg, randomGame } from './lib.ts';

const games = countArg(20);
const out = arg('--out');

type DRules = Rules<CampaignState, Choice, CampaignState>;
const content = dogsOfWarRuleset.content.sample;
const rulesFor = (options: Record<string, unknown>): DRules =>
  dogsOfWarRuleset.rules(content, unwrap(resolveOptions(dogsOfWarRuleset.options, options)));

function game(
  rules: DRules,
  start: CampaignState,
  dice: SeededDice,
  seed: number,
): { digest: string; decisions: number } {
  const h = createHash('sha256');
  const { state, choices } = randomGame(rules, start, dice, seed, {
    limit: 20_000,
    stopWhenNone: true,
    before: (_s, _seat, pending) => h.update(JSON.stringify(pending.map((p) => p.seats))),
    offered: (_s, _seat, legal) => h.update(JSON.stringify(legal)),
    after: (s) => h.update(hashValue(s)),
  });
  h.update(hashValue(state));
  return { digest: h.digest('hex'), decisions: choices };
}

const four = {
  companies: ['c1', 'c2', 'c3', 'c4'].map((seat) => ({ seat, name: `Company ${seat}` })),
  missions: 6,
};
const variants: Array<[string, Record<string, unknown>, unknown]> = [
  ['default', {}, dogsOfWarRuleset.defaultSetup],
  ['four-house', { strategist: 'none', 'destruction-extra-round': false }, four],
  ['hunt', {}, { ...(dogsOfWarRuleset.defaultSetup as object), missions: 8, campaign: 'hang-em-high' }],
  ['hunt-four', { strategist: 'none' }, { ...four, campaign: 'hang-em-high' }],
];

const digests: Record<string, string> = {};
let decisions = 0;
for (const [name, options, setup] of variants) {
  const rules = rulesFor(options);
  for (let g = 1; g <= games; g++) {
    const dice = SeededDice.fromSeed(g);
    const start = unwrap(rules.setup(setup, dice));
    const r = game(rules, start, dice, g);
    digests[`${name}:${g}`] = r.digest;
    decisions += r.decisions;
  }
}
const rules = rulesFor({});
for (const soldiers of [5, 20]) {
  for (let g = 1; g <= Math.max(1, Math.ceil(games / 10)); g++) {
    const start = scaledLeague(rules, content, soldiers, 12, g);
    const r = game(rules, start, SeededDice.fromSeed(g + 100), g);
    digests[`scaled-${soldiers}:${g}`] = r.digest;
    decisions += r.decisions;
  }
}

const all = (xs: readonly string[]): string => createHash('sha256').update(xs.join('\n')).digest('hex').slice(0, 16);
console.log(
  JSON.stringify({ games: Object.keys(digests).length, decisions, gamesDigest: all(Object.values(digests)) }),
);
if (out) writeFileSync(out, JSON.stringify(digests, null, 1));
