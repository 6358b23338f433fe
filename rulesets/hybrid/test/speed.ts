/**
 * Speed of the Hybrid rules, in CPU time of this process (the machine is shared):
 * `npx tsx rulesets/hybrid/test/speed.ts [games] [--scale]`.
 * - validated path: random games through Engine.submit on Return to Glasinhar;
 * - fast path: the same games through rules.fast (clone once, applyInPlace);
 * - with --scale: the cost of a movement menu and of a fast random game with 4 to 20 warriors a
 *   side on Open Battle N (`scaledContent`);
 * - with --draws N: N random games a mission on the fast path, and how they ended.
 */
import { Engine, SeededDice, unwrap, type Rules } from '@skirmish/core';
import { hybridRuleset, type HybridChoice, type HybridState, type HybridView } from '../src/index.ts';
import { scaledContent, scaledMissionId } from '../src/scaled.ts';

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
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

type HRules = Rules<HybridState, HybridChoice, HybridView>;

/** Plays `games` random games on the fast path; times every legalChoices call of a movement menu. */
function fastGames(rules: HRules, mission: string, count: number) {
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  let choices = 0;
  let draws = 0;
  let moveMenus = 0;
  let moveMs = 0;
  const t0 = cpu();
  for (let g = 0; g < count; g++) {
    const seed = 1 + g;
    const dice = SeededDice.fromSeed(seed);
    let s = unwrap(rules.setup({ mission }, dice));
    const rand = lcg(seed);
    while (rules.outcome(s) === null) {
      const pending = rules.pending(s);
      const d = pending[Math.floor(rand() * pending.length)];
      if (!d) break;
      const seat = d.seats[0] as string;
      const moving = s.current?.stage === 'move' && s.current.seat === seat;
      const a = moving ? cpu() : 0;
      const legal = rules.legalChoices(s, seat);
      if (moving) {
        moveMs += cpu() - a;
        moveMenus++;
      }
      const c = legal[Math.floor(rand() * legal.length)] as HybridChoice;
      s = fast.applyInPlace(s, seat, c, dice);
      choices++;
    }
    if (rules.outcome(s)?.draw) draws++;
  }
  const ms = cpu() - t0;
  return { perGame: ms / count, choices: choices / count, draws, perMoveMenu: moveMs / Math.max(1, moveMenus) };
}

const e = unwrap(Engine.create(hybridRuleset, {}));
let legalCalls = 0;
let legalMs = 0;
let steps = 0;
let draws = 0;
const t0 = cpu();
for (let g = 0; g < games; g++) {
  const seed = 1 + g;
  let m = unwrap(e.start(seed, { mission: 'return-to-glasinhar' }));
  const rand = lcg(seed);
  while (e.outcome(m) === null) {
    const pending = e.pending(m);
    const d = pending[Math.floor(rand() * pending.length)];
    if (!d) break;
    const seat = d.seats[0] as string;
    const a = cpu();
    const legal = e.legal(m, seat);
    legalMs += cpu() - a;
    legalCalls++;
    const c = legal[Math.floor(rand() * legal.length)] as HybridChoice;
    m = unwrap(e.submit(m, seat, c)).match;
    steps++;
  }
  if (e.outcome(m)?.draw) draws++;
}
console.log(
  `validated: ${games} games, ${((cpu() - t0) / games).toFixed(1)} ms a game, ${(steps / games).toFixed(0)} choices a game, legalChoices ${(legalMs / legalCalls).toFixed(3)} ms a call, ${draws} draws`,
);
const f = fastGames(e.rules, 'return-to-glasinhar', games);
console.log(
  `fast: ${games} games, ${f.perGame.toFixed(1)} ms a game, ${f.choices.toFixed(0)} choices a game, movement menu ${f.perMoveMenu.toFixed(3)} ms, ${f.draws} draws`,
);

if (args.includes('--scale')) {
  for (const n of [4, 8, 12, 16, 20]) {
    const rules: HRules = hybridRuleset.rules(scaledContent(n), {});
    const r = fastGames(rules, scaledMissionId(n), Math.max(1, Math.ceil(games / 4)));
    console.log(
      `${n} a side: ${r.perGame.toFixed(1)} ms a game, ${r.choices.toFixed(0)} choices a game, movement menu ${r.perMoveMenu.toFixed(3)} ms`,
    );
  }
}

const drawsAt = args.indexOf('--draws');
if (drawsAt >= 0) {
  const per = Number(args[drawsAt + 1] ?? 50);
  const rules = e.rules;
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  let total = 0;
  let drawn = 0;
  for (const mission of ['return-to-glasinhar', 'scarlet-hive', 'heresiarchs-prison', 'prowlers']) {
    const ends: Record<string, number> = {};
    for (let g = 0; g < per; g++) {
      const dice = SeededDice.fromSeed(1000 + g);
      let s = unwrap(rules.setup({ mission }, dice));
      const rand = lcg(7 + g);
      while (rules.outcome(s) === null) {
        const pending = rules.pending(s);
        const seat = pending[Math.floor(rand() * pending.length)]?.seats[0] as string;
        const legal = rules.legalChoices(s, seat);
        s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice, dice);
      }
      const o = rules.outcome(s);
      const key = o?.winners.length ? `${o.winners.join('+')} won (${o.reason})` : `draw (${o?.reason ?? '?'})`;
      ends[key] = (ends[key] ?? 0) + 1;
      total++;
      if (!o?.winners.length) drawn++;
    }
    console.log(mission, JSON.stringify(ends));
  }
  console.log(`draws: ${drawn} of ${total} (${((100 * drawn) / total).toFixed(1)}%)`);
}
