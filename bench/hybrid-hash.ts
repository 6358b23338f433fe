/**
 * Hybrid: digests of what the engine offers and does, to show that a change to the movement code
 * or to the legal choices leaves them alone: `npx tsx bench/hybrid-hash.ts [games] [--out file]`.
 * - Random fast-path games on every sample mission (seeds 1..games) and on Open Battle 8: at each
 *   decision the legal choices in order, at each move decision the path of every move choice, and
 *   at the end the hash of the final state.
 * - Generated positions for the trapdoor rules: a 1x2 or 2x2 base standing over open trapdoors on
 *   a small board with columns and more open trapdoors; the lists of the three searches and the
 *   path of every end.
 * Prints one digest for each part and, with --out, writes the digest of every generated position
 * and of every game, so two runs can be compared position by position.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { SeededDice, hashValue, unwrap, type Rules } from '@skirmish/core';
import { hybridRuleset, type HybridChoice, type HybridState, type HybridView } from '../rulesets/hybrid/src/index.ts';
import { searchMoves } from '../rulesets/hybrid/src/movement.ts';
import { reachMoves } from '../rulesets/hybrid/src/reach.ts';
import { scaledContent, scaledMissionId } from '../rulesets/hybrid/src/scaled.ts';
import { makeCtx, referencePlacements, warrior } from '../rulesets/hybrid/src/world.ts';
import { LONG, activate, play, scenario } from '../rulesets/hybrid/test/scenario.ts';
import { arg } from './args.ts';
import { countArg, lcg, randomGame } from './lib.ts';

const games = countArg(5);
const out = arg('--out');
const positionsOnly = process.argv.slice(2).includes('--positions-only');

type Placed = { x: number; y: number; facing: string; cost: number; key: string };
const pathsOf = (r: { list: readonly Placed[]; path(key: string): unknown }): unknown[] =>
  r.list.map((p) => [p.x, p.y, p.facing, p.cost, p.key, r.path(p.key)]);

// ---------------------------------------------------------------------------------------------
// Random games

function game(
  rules: Rules<HybridState, HybridChoice, HybridView>,
  ctx: Parameters<typeof reachMoves>[0],
  mission: string,
  seed: number,
): { digest: string; decisions: number } {
  const h = createHash('sha256');
  const dice = SeededDice.fromSeed(seed);
  const { state, choices } = randomGame(rules, unwrap(rules.setup({ mission }, dice)), dice, seed, {
    limit: 5000,
    offered: (s, seat, legal) => {
      h.update(JSON.stringify(legal));
      const act = s.current;
      if (act?.stage === 'move' && act.seat === seat && act.mpLeft > 0 && !act.paused) {
        const w = warrior(s, act.warrior);
        if (w.status === 'in-play') h.update(JSON.stringify(pathsOf(reachMoves(ctx, s, w, act))));
      }
    },
  });
  h.update(hashValue(state));
  return { digest: h.digest('hex'), decisions: choices };
}

const sample = hybridRuleset.content.sample;
const gameDigests: Record<string, string> = {};
let decisions = 0;
if (!positionsOnly) {
  const rules = hybridRuleset.rules(sample, {});
  for (const m of sample.missions)
    for (let g = 1; g <= games; g++) {
      const r = game(rules, makeCtx(sample, {}), m.id, g);
      gameDigests[`${m.id}:${g}`] = r.digest;
      decisions += r.decisions;
    }
  const scaled = scaledContent(8);
  const srules = hybridRuleset.rules(scaled, {});
  for (let g = 1; g <= games; g++) {
    const r = game(srules, makeCtx(scaled, {}), scaledMissionId(8), g);
    gameDigests[`open-battle-8:${g}`] = r.digest;
    decisions += r.decisions;
  }
}

// ---------------------------------------------------------------------------------------------
// Generated trapdoor positions

const FACES = ['N', 'E', 'S', 'W'] as const;
const positionDigests: string[] = [];
/** Per generated position: its open start trapdoors, and the digest of the prices alone. */
const positionFacts: Array<{ pits: number; prices: string }> = [];
let ends = 0;
for (let i = 0; i < 40 * games; i++) {
  const rand = lcg(7919 * (i + 1));
  const big = rand() < 0.5;
  const x = 1 + Math.floor(rand() * 5);
  const y = 1 + Math.floor(rand() * 5);
  const facing = FACES[Math.floor(rand() * 4)] as (typeof FACES)[number];
  const sc = scenario({
    profiles: [LONG],
    warriors: [
      { profile: big ? 'aberration' : 'long', at: [x, y], facing, id: 'm' },
      { profile: 'purifier', at: [7, 7], facing: 'S', id: 'p' },
    ],
  });
  const me = warrior(sc.state, 'm');
  const own = new Set<string>();
  let pits = 0;
  const fp = big
    ? [
        [x, y],
        [x + 1, y],
        [x, y + 1],
        [x + 1, y + 1],
      ]
    : [
        [x, y],
        [x + (facing === 'E' ? 1 : facing === 'W' ? -1 : 0), y + (facing === 'N' ? 1 : facing === 'S' ? -1 : 0)],
      ];
  for (const [a, b] of fp) own.add(`${a},${b}`);
  for (let cy = 0; cy < 8; cy++)
    for (let cx = 0; cx < 8; cx++) {
      const k = `${cx},${cy}`;
      if (k === '7,7') continue;
      const r = rand();
      if (own.has(k)) {
        if (r < 0.7) {
          sc.state.board.features[k] = { trapdoor: 'open' };
          pits++;
        }
      } else if (r < 0.15) sc.state.board.features[k] = { column: true };
      else if (r < 0.3) sc.state.board.features[k] = { trapdoor: 'open' };
    }
  activate(sc, 'm');
  const modes = sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'mode');
  play(sc, [['scorpion', modes[Math.floor(rand() * modes.length)] as HybridChoice]]);
  const act = sc.state.current;
  if (!act || act.stage !== 'move') {
    positionDigests.push('no move');
    positionFacts.push({ pits, prices: '' });
    continue;
  }
  const reach = reachMoves(sc.ctx, sc.state, me, act);
  const lists = [
    pathsOf(reach),
    searchMoves(sc.ctx, sc.state, me, act).list.map((p) => [p.x, p.y, p.facing, p.cost]),
    referencePlacements(sc.ctx, sc.state, me, act).list.map((p) => [p.x, p.y, p.facing, p.cost]),
    sc.rules.legalChoices(sc.state, 'scorpion'),
  ];
  ends += reach.list.length;
  positionDigests.push(createHash('sha256').update(JSON.stringify(lists)).digest('hex'));
  const prices = JSON.stringify([reach.list.map((p) => [p.x, p.y, p.facing, p.cost]), lists[1], lists[2]]);
  positionFacts.push({ pits, prices: createHash('sha256').update(prices).digest('hex').slice(0, 16) });
}

const all = (xs: readonly string[]): string => createHash('sha256').update(xs.join('\n')).digest('hex').slice(0, 16);
console.log(
  JSON.stringify({
    games: Object.keys(gameDigests).length,
    decisions,
    gamesDigest: all(Object.values(gameDigests)),
    positions: positionDigests.length,
    ends,
    positionsDigest: all(positionDigests),
  }),
);
if (out)
  writeFileSync(out, JSON.stringify({ games: gameDigests, positions: positionDigests, facts: positionFacts }, null, 1));
