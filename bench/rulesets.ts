/**
 * One rule system on its sample content, in its own process:
 * `node --import tsx bench/rulesets.ts '{"id":"hybrid","ms":3000,"seed":1}'`. Random games through
 * the validated path (`Engine.submit`) and, where the rule system has one, the fast path
 * (`rules.fast.applyInPlace`), both choosing uniformly among `legalChoices`. Prints one JSON line.
 */
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';

export interface RulesetSpec {
  readonly id: string;
  /** CPU milliseconds per path. */
  readonly ms: number;
  readonly seed: number;
}

export interface RulesetResult {
  readonly id: string;
  readonly validated: PathFigures;
  readonly fast: PathFigures | null;
}

interface PathFigures {
  readonly games: number;
  readonly moves: number;
  readonly cpuMs: number;
  readonly gamesPerSec: number;
  readonly movesPerSec: number;
  /** Games cut at the move cap (a random game that does not end). */
  readonly capped: number;
}

const MOVE_CAP = 5000;

function cpuMs(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

function run(spec: RulesetSpec): RulesetResult {
  const ruleset = defaultRegistry().get(spec.id);
  if (!ruleset) throw new Error(`no rule system ${spec.id}`);
  const engine: Engine<unknown, unknown, unknown, unknown> = unwrap(Engine.create(ruleset));
  const chooser = SeededDice.fromSeed(spec.seed);
  const figures = (games: number, moves: number, capped: number, c0: NodeJS.CpuUsage): PathFigures => {
    const ms = cpuMs(c0);
    return { games, moves, cpuMs: ms, capped, gamesPerSec: (games / ms) * 1000, movesPerSec: (moves / ms) * 1000 };
  };

  let games = 0;
  let moves = 0;
  let capped = 0;
  let c0 = process.cpuUsage();
  do {
    let match = unwrap(engine.start(spec.seed + games));
    let n = 0;
    while (!engine.outcome(match) && n < MOVE_CAP) {
      const seat = engine.pending(match)[0]?.seats[0];
      if (seat === undefined) break;
      const legal = engine.legal(match, seat);
      match = unwrap(engine.submit(match, seat, legal[chooser.pick(legal.length)])).match;
      n++;
    }
    if (n >= MOVE_CAP) capped++;
    moves += n;
    games++;
  } while (cpuMs(c0) < spec.ms);
  const validated = figures(games, moves, capped, c0);

  const fastPath = engine.rules.fast;
  let fast: PathFigures | null = null;
  if (fastPath) {
    games = 0;
    moves = 0;
    capped = 0;
    c0 = process.cpuUsage();
    do {
      const start = unwrap(engine.start(spec.seed + games));
      let state = fastPath.clone(start.state);
      const dice = SeededDice.fromSeed(spec.seed + games);
      let n = 0;
      while (!engine.rules.outcome(state) && n < MOVE_CAP) {
        const seat = engine.rules.pending(state)[0]?.seats[0];
        if (seat === undefined) break;
        const legal = engine.rules.legalChoices(state, seat);
        state = fastPath.applyInPlace(state, seat, legal[chooser.pick(legal.length)], dice);
        n++;
      }
      if (n >= MOVE_CAP) capped++;
      moves += n;
      games++;
    } while (cpuMs(c0) < spec.ms);
    fast = figures(games, moves, capped, c0);
  }
  return { id: spec.id, validated, fast };
}

const arg = process.argv[2];
if (arg) process.stdout.write(`${JSON.stringify(run(JSON.parse(arg) as RulesetSpec))}\n`);
