/**
 * Hunters: digests of what the engine offers and does, to show that a speed change leaves every
 * decision alone: `npx tsx bench/hunters-hash.ts [games] [--out file]`.
 * Random fast-path games (seeds 1..games) on every sample mission that sets up on its own (two
 * characters, default options, and again with Master difficulty and random enemy ties), and on
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

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;

function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

type HRules = Rules<MissionState, HuntersChoice, HuntersView>;
const rulesFor = (content: HuntersContent, options: Record<string, unknown>): HRules =>
  huntersRuleset.rules(content, unwrap(resolveOptions(huntersRuleset.options, options)));

function game(rules: HRules, setup: unknown, seed: number): { digest: string; decisions: number } | null {
  const h = createHash('sha256');
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const dice = SeededDice.fromSeed(seed);
  const start = rules.setup(setup, dice);
  if (!start.ok) return null;
  let s = fast.clone(start.value);
  const rand = lcg(seed);
  let decisions = 0;
  for (let i = 0; i < 5000 && rules.outcome(s) === null; i++) {
    const pending = rules.pending(s);
    h.update(JSON.stringify(pending.map((p) => p.seats)));
    const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
    const legal = rules.legalChoices(s, seat);
    h.update(JSON.stringify(legal));
    if (legal.length === 0) break;
    s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as HuntersChoice, dice);
    h.update(hashValue(s));
    decisions++;
  }
  h.update(hashValue(s));
  return { digest: h.digest('hex'), decisions };
}

const sample = huntersRuleset.content.sample;
const digests: Record<string, string> = {};
let decisions = 0;
const variants: Array<[string, Record<string, unknown>]> = [
  ['default', {}],
  ['master-random', { difficulty: 'master', enemyTies: 'random' }],
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
