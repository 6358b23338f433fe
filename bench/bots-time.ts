/**
 * How long a bot decision takes at the default level, per rule system:
 * `npx tsx bench/bots-time.ts [--positions N] [--level NAME] [--seed S]`.
 *
 * Plays a seeded game of the rules of thumb for each rule system on its sample content, and at N
 * positions spread over it (each with more than one legal choice) asks the level's bot for a
 * decision: wall time (what a player waits), CPU time of this process, and the search iterations.
 * Prints one JSON line per rule system with the load average, since on a shared machine the wall
 * time holds the budget while the CPU share (and so the iterations) shrinks.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  askBot,
  budgetOf,
  createBot,
  DEFAULT_LEVEL,
  heuristicBot,
  LEVELS,
  type BotKnowledge,
  type Level,
  type MctsDecision,
} from '@skirmish/ai';
import { SeededDice, type Rules, type Ruleset } from '@skirmish/core';
import { botKnowledge } from '@skirmish/server/catalog';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { arg } from './args.ts';

const positions = Number(arg('--positions') ?? 8);
const level = (arg('--level') ?? DEFAULT_LEVEL) as Level;
const seed = Number(arg('--seed') ?? 1);
if (!(level in LEVELS)) throw new Error(`unknown level ${level}: ${Object.keys(LEVELS).join(', ')}`);

/* eslint-disable @typescript-eslint/no-explicit-any -- one loop over every rule system's own types */
function measure(name: string, ruleset: Ruleset<any, any, any, any>, setup: unknown): void {
  const knowledge = botKnowledge(ruleset.id) as BotKnowledge<unknown, unknown, unknown>;
  const rules = ruleset.rules(ruleset.content.sample, {}) as Rules<unknown, unknown, unknown>;
  const spec = LEVELS[level].spec;
  const bot = createBot(spec, rules, knowledge);
  const heuristic = heuristicBot(rules, knowledge);
  const dice = SeededDice.fromSeed(seed);
  const r = rules.setup(setup, dice);
  if (!r.ok) throw new Error(r.error.code);
  // First the whole game, to spread the measured positions over it.
  const trail: Array<{ state: unknown; seat: string }> = [];
  let s = r.value;
  for (let n = 0; n < 3000 && rules.outcome(s) === null; n++) {
    const seat = rules.pending(s)[0]?.seats[0];
    if (seat === undefined) break;
    if (rules.legalChoices(s, seat).length > 1) trail.push({ state: s, seat });
    const d = askBot(heuristic, rules, s, seat, { seed: n });
    const next = rules.apply(s, seat, d.choice, dice);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value.state;
  }
  const walls: number[] = [];
  const cpus: number[] = [];
  const iterations: number[] = [];
  const step = Math.max(1, Math.floor(trail.length / positions));
  for (let i = 0; i < trail.length && walls.length < positions; i += step) {
    const { state, seat } = trail[i] as { state: unknown; seat: string };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const d = askBot(bot, rules, state, seat, { seed: i, budget: budgetOf(spec), now: () => performance.now() });
    walls.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
    iterations.push((d as MctsDecision<unknown>).iterations ?? 0);
  }
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
  process.stdout.write(
    `${JSON.stringify({
      ruleset: name,
      level,
      positions: walls.length,
      wallMs: { mean: mean(walls), max: Math.round(Math.max(...walls)) },
      cpuMs: { mean: mean(cpus), max: Math.round(Math.max(...cpus)) },
      iterations: { mean: mean(iterations), min: Math.min(...iterations) },
      load: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    })}\n`,
  );
}

measure('hybrid', hybridRuleset, hybridRuleset.defaultSetup);
measure('warmachine', warmachineRuleset, warmachineRuleset.defaultSetup);
measure('hunters/Q02', huntersRuleset, huntersRuleset.defaultSetup);
measure('hunters/S01', huntersRuleset, { ...(huntersRuleset.defaultSetup as object), mission: 'S01' });
measure('dogs-of-war', dogsOfWarRuleset, dogsOfWarRuleset.defaultSetup);
/* eslint-enable @typescript-eslint/no-explicit-any */
