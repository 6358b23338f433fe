/**
 * Full random games on the fast path (clone once, then legalChoices and applyInPlace), timed in
 * CPU time of this process because the machine is shared:
 * `npx tsx rulesets/hybrid/test/fast-games.ts [games] [--mission id] [--scale]`.
 * Pass 1 times whole games only; pass 2 plays the same games again and splits the time between
 * legalChoices, applyInPlace and movement menus (the timer calls add a little to pass 2).
 * `--scale` repeats it on Open Battle N (`src/scaled.ts`) for 4 to 20 warriors a side.
 */
import { SeededDice, unwrap, type Rules } from '@skirmish/core';
import { hybridRuleset, type HybridChoice, type HybridState, type HybridView } from '../src/index.ts';
import { scaledContent, scaledMissionId } from '../src/scaled.ts';

type HRules = Rules<HybridState, HybridChoice, HybridView>;

const args = process.argv.slice(2);
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
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

interface Split {
  legal: number;
  apply: number;
  moveMenus: number;
  moveMenuMs: number;
}

/** One random game; with `split`, the time of each call is added to it. Returns the choices made. */
function play(rules: HRules, mission: string, seed: number, split: Split | null): number {
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  const dice = SeededDice.fromSeed(seed);
  let s = fast.clone(unwrap(rules.setup({ mission }, dice)));
  const rand = lcg(seed);
  let choices = 0;
  while (rules.outcome(s) === null) {
    const pending = rules.pending(s);
    const d = pending[Math.floor(rand() * pending.length)];
    if (!d) break;
    const seat = d.seats[0] as string;
    if (split) {
      const moving = s.current?.stage === 'move' && s.current.seat === seat;
      const a = cpu();
      const legal = rules.legalChoices(s, seat);
      const b = cpu();
      const c = legal[Math.floor(rand() * legal.length)] as HybridChoice;
      s = fast.applyInPlace(s, seat, c, dice);
      split.apply += cpu() - b;
      split.legal += b - a;
      if (moving) {
        split.moveMenus++;
        split.moveMenuMs += b - a;
      }
    } else {
      const legal = rules.legalChoices(s, seat);
      s = fast.applyInPlace(s, seat, legal[Math.floor(rand() * legal.length)] as HybridChoice, dice);
    }
    choices++;
  }
  return choices;
}

function measure(rules: HRules, mission: string, count: number) {
  play(rules, mission, 1000, null); // warm-up
  let choices = 0;
  const t0 = cpu();
  for (let g = 0; g < count; g++) choices += play(rules, mission, 1 + g, null);
  const ms = cpu() - t0;
  const split: Split = { legal: 0, apply: 0, moveMenus: 0, moveMenuMs: 0 };
  for (let g = 0; g < count; g++) play(rules, mission, 1 + g, split);
  const r = (x: number, d = 3): number => Number(x.toFixed(d));
  return {
    mission,
    games: count,
    msPerGame: r(ms / count, 1),
    choicesPerGame: Math.round(choices / count),
    usPerChoice: r((1000 * ms) / choices, 1),
    legalChoicesMsPerCall: r(split.legal / choices, 4),
    applyInPlaceMsPerCall: r(split.apply / choices, 4),
    moveMenusPerGame: Math.round(split.moveMenus / count),
    moveMenuMs: r(split.moveMenuMs / Math.max(1, split.moveMenus), 4),
  };
}

console.log(JSON.stringify(measure(hybridRuleset.rules(hybridRuleset.content.sample, {}), mission, games)));
if (args.includes('--scale'))
  for (const n of [4, 8, 12, 16, 20]) {
    // Built with the rules straight from the ruleset: more than ten warriors exceed the schema.
    const rules: HRules = hybridRuleset.rules(scaledContent(n), {});
    const m = measure(rules, scaledMissionId(n), Math.max(1, Math.ceil(games / 4)));
    console.log(JSON.stringify({ warriorsASide: n, ...m, msPerChoice: r3(m.usPerChoice / 1000) }));
  }

function r3(x: number): number {
  return Number(x.toFixed(3));
}
