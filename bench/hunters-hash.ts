/**
 * Hunters: digests of what the engine offers and does, to show that a speed change leaves every
 * decision alone: `npx tsx bench/hunters-hash.ts [games] [--out file]`.
 * Random fast-path games (seeds 1..games) on every sample mission that sets up on its own (two
 * characters, default options, and again with Master difficulty and enemy ties asked), and on
 * the generated mission of `scaled.ts` with 5 and 20 enemies (2 and 4 characters). At each
 * decision the pending seats, the legal choices in order and the hash of the state after the
 * choice; at the end the hash of the final state. Prints one digest of all games and, with
 * --out, writes the digest of every game, so two runs can be compared game by game.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { SeededDice, hashValue, resolveOptions, unwrap, type Rules } from '@skirmish/core';
import {
  huntersRuleset,
  scaledContent,
  scaledSetup,
  type HuntersChoice,
  type HuntersContent,
  type HuntersView,
  type MissionState,
} from '../rulesets/hunters/src/index.ts';
import { arg } from './args.ts';
import { countArg, randomGame } from './lib.ts';

const games = countArg(10);
const out = arg('--out');

type HRules = Rules<MissionState, HuntersChoice, HuntersView>;
const rulesFor = (content: HuntersContent, options: Record<string, unknown>): HRules =>
  huntersRuleset.rules(content, unwrap(resolveOptions(huntersRuleset.options, options)));

function game(rules: HRules, setup: unknown, seed: number): { digest: string; decisions: number } | null {
  const h = createHash('sha256');
  const dice = SeededDice.fromSeed(seed);
  const start = rules.setup(setup, dice);
  if (!start.ok) return null;
  const { state, choices } = randomGame(rules, start.value, dice, seed, {
    limit: 5000,
    stopWhenNone: true,
    before: (_s, _seat, pending) => h.update(JSON.stringify(pending.map((p) => p.seats))),
    offered: (_s, _seat, legal) => h.update(JSON.stringify(legal)),
    after: (s) => h.update(hashValue(s)),
  });
  h.update(hashValue(state));
  return { digest: h.digest('hex'), decisions: choices };
}

const sample = huntersRuleset.content.sample;
const digests: Record<string, string> = {};
let decisions = 0;
const variants: Array<[string, Record<string, unknown>]> = [
  ['default', {}],
  ['master-ask', { difficulty: 'master', enemyTies: 'ask' }],
];
for (const [name, options] of variants) {
  const rules = rulesFor(sample, options);
  for (const m of sample.missions)
    for (let g = 1; g <= games; g++) {
      const r = game(rules, { ...(huntersRuleset.defaultSetup as Record<string, unknown>), mission: m.id }, g);
      if (!r) break;
      digests[`${name}:${m.id}:${g}`] = r.digest;
      decisions += r.decisions;
    }
}
for (const [chars, enemies] of [
  [2, 5],
  [4, 20],
] as const) {
  const rules = rulesFor(scaledContent(enemies), {});
  for (let g = 1; g <= games; g++) {
    const r = game(rules, scaledSetup(chars, enemies), g);
    if (!r) throw new Error('the scaled mission does not set up');
    digests[`bench-${chars}-${enemies}:${g}`] = r.digest;
    decisions += r.decisions;
  }
}

const all = (xs: readonly string[]): string => createHash('sha256').update(xs.join('\n')).digest('hex').slice(0, 16);
console.log(
  JSON.stringify({ games: Object.keys(digests).length, decisions, gamesDigest: all(Object.values(digests)) }),
);
if (out) writeFileSync(out, JSON.stringify(digests, null, 1));
