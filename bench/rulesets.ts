/**
 * One rule system on its sample content, in its own process:
 * `node --import tsx bench/rulesets.ts '{"id":"hybrid","ms":3000,"seed":1}'`. Random games through
 * the validated path (`Engine.submit`) and, where the rule system has one, the fast path
 * (`rules.fast.applyInPlace`), both choosing uniformly among `legalChoices`; and where the fast
 * path has a `randomChoice`, its own random playout (`playoutGame`: the same games, each pick made
 * without listing every choice, as the bots' playouts make it). Prints one JSON line.
 *
 * All paths play the same games: game i starts from seed `seed + i`, its dice continue from the
 * set-up's RNG and its picks come from its own chooser, so the figures do not depend on how many
 * games another path managed. Each path first plays untimed games on other seeds for a quarter of
 * its time (at most two seconds; `warmMs` sets it) and, in a run of five seconds or more, for at
 * least 200 games (`warmGames`), so that the games V8 plays while it still compiles and
 * recompiles the rules are not timed. Time alone was not enough: two seconds are 700 to 1,100
 * games of the other rule systems but 35-60 of Hybrid, whose fast path, timed in batches of 100
 * games in one process (at 5273980), took 30-40 ms of CPU a game over the first 100 games, 12-18
 * over the next 100 and 10-12 from then on.
 *
 * The figures are CPU time of the whole process, which counts V8's compiler threads as well as
 * the thread that plays. Before 6a81df7 Hybrid's states took a new hidden class almost every game
 * and V8 kept recompiling the rules for some 700 games: measured per thread (/proc) on games
 * 41-240 of a process, about 16 ms a game went to the compiler threads besides 17-18 ms playing
 * (b63b7d9). At 5273980, 1,000 games of a process meet 74 deoptimisations in all, most of them
 * in the first 100.
 *
 * Then, in a run of five seconds or more (`settle`), the warm-up goes on in batches of a second of
 * the playing thread's CPU until V8's other threads (its compilers, and the collector's helpers)
 * spend under 3% of that beside it, or their share has not fallen for three batches running (a
 * rule system that allocates much keeps the collector's share), at most 30 seconds of warm-up in
 * all: the figures are then the steady state a long-running process plays at. Hybrid's fast path
 * shows why (at 1108431, 100 games a batch, `--trace-opt`): after 200 games the compilers still
 * spent about 1.1 ms a game optimising and re-optimising the rules, 0.5 ms a game from game 700
 * and 0.25 from game 1,800, while the playing thread's own time stayed the same; a 15-second run
 * after 200 games counted about 0.6 ms a game of it. What the other threads still spend while the games are timed is
 * reported beside the figures (`backgroundMsPerGame`; the playing thread's own, `threadMsPerGame`).
 * The playing thread's CPU is read from `/proc/thread-self/stat`; where that cannot be read, the
 * warm-up stops at the rule above.
 *
 * `"only": "validated"` or `"fast"` measures one path; `npm run bench` runs each path in a process
 * of its own. In one process the path measured second inherits the first one's compiled code and
 * heap decisions. After Hybrid's validated path, which makes a new state for every choice, the
 * fast path, which changes one state in place all game, ran slower than alone: 14.8-16.2 ms a
 * game against 13.7-13.8 (6a81df7), and 11.9 with `--no-allocation-site-pretenuring`. So V8's
 * allocating states straight into the old generation, decided while the validated path ran, is
 * what the fast path paid for (most likely in write barriers as it changes the old state).
 */
import { readFileSync } from 'node:fs';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { defaultRegistry } from '@skirmish/server/catalog';

export interface RulesetSpec {
  readonly id: string;
  /** CPU milliseconds per path. */
  readonly ms: number;
  readonly seed: number;
  /** CPU milliseconds of untimed games before each path's timed ones (a quarter of `ms`, at most 2,000, by default). */
  readonly warmMs?: number;
  /** The fewest untimed games before each path's timed ones (200 by default when `ms` is 5,000 or more, else none). */
  readonly warmGames?: number;
  /** Measure this path only (`npm run bench` runs each path in a process of its own); both by default. */
  readonly only?: 'validated' | 'fast' | 'playout';
  /** Warm up until V8's other threads fall quiet (true by default when `ms` is 5,000 or more). */
  readonly settle?: boolean;
}

export interface RulesetResult {
  readonly id: string;
  /** The options the games were played with (the rule system's defaults unless `PLAYED` says otherwise). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Why the games are played with other options than the defaults. */
  readonly note?: string;
  /** Null when the other path was measured alone (`only`). */
  readonly validated: PathFigures | null;
  readonly fast: PathFigures | null;
  /** The fast path's own random playout (`playoutGame`), where the rule system has a `randomChoice`. */
  readonly playout: PathFigures | null;
}

export interface PathFigures {
  readonly games: number;
  readonly moves: number;
  readonly cpuMs: number;
  readonly warmupMs: number;
  /** Untimed games played first. */
  readonly warmupGames: number;
  /**
   * The share of CPU V8's other threads spent beside the playing thread over the last second of
   * the warm-up (null when the warm-up did not settle, or the thread's CPU cannot be read).
   */
  readonly warmupBackground: number | null;
  /** CPU milliseconds a timed game of the playing thread alone, and of the process's other threads (null when not read). */
  readonly threadMsPerGame: number | null;
  readonly backgroundMsPerGame: number | null;
  readonly gamesPerSec: number;
  readonly movesPerSec: number;
  /** CPU milliseconds a game and microseconds a choice. */
  readonly msPerGame: number;
  readonly usPerMove: number;
  /** Games cut at the move cap (a random game that does not end). */
  readonly capped: number;
  /** Games stopped where the seat asked had no legal choice (a fault of the rule system, reported). */
  readonly stuck: number;
}

/**
 * What each rule system plays here, where it is not the default set-up with default options.
 *
 * Warmachine: the rules have no round limit (WM-END-04; a limit is an option only) and a game
 * ends when a warcaster falls (WM-END-01). Players close in and that happens within a handful of
 * rounds; uniformly random choices wander about the table instead, and a random game of the
 * starter boxes runs for about 170 rounds and 2,300 choices before a warcaster happens to fall,
 * so timing it times random walks rather than the game a player plays. The starter boxes are
 * played with the rules' own round-limit option at 10 rounds (more than a played battle of
 * three models a side takes; the scaling series and `rulesets/warmachine/bench` use the same
 * limit): a random game that has not ended by then is a draw.
 */
const PLAYED: Readonly<Record<string, { readonly options: Record<string, unknown>; readonly note: string }>> = {
  warmachine: {
    options: { roundLimit: 10 },
    note: 'starter boxes with the round-limit option at 10 rounds: random play, which never closes in, would otherwise run for about 170 rounds',
  },
};

const MOVE_CAP = 5000;
const WARMUP_SEED = 1_000_000;

function cpuMs(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

/**
 * CPU milliseconds of the calling thread so far (user and system, in the kernel's clock ticks of
 * 10 ms), or null where `/proc/thread-self/stat` cannot be read.
 */
function threadCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

const SETTLE_BATCH_MS = 1000;
const SETTLE_SHARE = 0.03;
const SETTLE_FLAT = 3;
const SETTLE_MAX_MS = 30_000;

type AnyEngine = Engine<unknown, unknown, unknown, unknown>;

/** One random game from seed `seed`; returns its number of choices and how it stopped. */
type Player = (engine: AnyEngine, seed: number) => { moves: number; capped: boolean; stuck: boolean };

const chooserFor = (seed: number) => SeededDice.fromSeed(seed + 500_000);

const validatedGame: Player = (engine, seed) => {
  const chooser = chooserFor(seed);
  let match = unwrap(engine.start(seed));
  let n = 0;
  while (!engine.outcome(match) && n < MOVE_CAP) {
    const seat = engine.pending(match)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = engine.legal(match, seat);
    if (legal.length === 0) return { moves: n, capped: false, stuck: true };
    match = unwrap(engine.submit(match, seat, legal[chooser.pick(legal.length)])).match;
    n++;
  }
  return { moves: n, capped: n >= MOVE_CAP, stuck: false };
};

/** No legal choice for the seat asked (a fault of the rule system, reported as `stuck`). */
const NO_CHOICE = Symbol('no choice');

/**
 * One random game on the fast path from seed `seed`, each choice made by `choose` (which draws
 * from `chooser`), or `NO_CHOICE` where the seat asked has none.
 */
function fastRun(
  engine: AnyEngine,
  seed: number,
  choose: (state: unknown, seat: string, chooser: SeededDice) => unknown,
): ReturnType<Player> {
  const fastPath = engine.rules.fast;
  if (!fastPath) throw new Error('no fast path');
  const chooser = chooserFor(seed);
  const start = unwrap(engine.start(seed));
  let state = fastPath.clone(start.state);
  const dice = SeededDice.fromState(start.rng);
  let n = 0;
  while (!engine.rules.outcome(state) && n < MOVE_CAP) {
    const seat = engine.rules.pending(state)[0]?.seats[0];
    if (seat === undefined) break;
    const choice = choose(state, seat, chooser);
    if (choice === NO_CHOICE) return { moves: n, capped: false, stuck: true };
    state = fastPath.applyInPlace(state, seat, choice, dice);
    n++;
  }
  return { moves: n, capped: n >= MOVE_CAP, stuck: false };
}

const fastGame: Player = (engine, seed) =>
  fastRun(engine, seed, (state, seat, chooser) => {
    const legal = engine.rules.legalChoices(state, seat);
    return legal.length === 0 ? NO_CHOICE : legal[chooser.pick(legal.length)];
  });

/**
 * The fast path's own random playout, as `playout` of `@skirmish/core` and the bots' searches
 * make it: `randomChoice` where the rule system has one (the same pick from the same single draw
 * as `legalChoices` then `pick`, by its contract, so the same games as `fastGame`), without
 * listing every choice.
 */
const playoutGame: Player = (engine, seed) => {
  const fastPath = engine.rules.fast;
  const randomChoice = fastPath?.randomChoice?.bind(fastPath);
  if (!randomChoice) throw new Error('no randomChoice on the fast path');
  return fastRun(engine, seed, (state, seat, chooser) => randomChoice(state, seat, chooser));
};

function measure(engine: AnyEngine, play: Player, spec: RulesetSpec): PathFigures {
  const warmupMs = spec.warmMs ?? Math.min(2000, spec.ms / 4);
  const w0 = process.cpuUsage();
  let warmupGames = 0;
  const warmGames = spec.warmGames ?? (spec.ms >= 5000 ? 200 : 0);
  while (cpuMs(w0) < warmupMs || warmupGames < warmGames) play(engine, WARMUP_SEED + spec.seed + warmupGames++);
  // Then until the other threads fall quiet (see the head of this file).
  let warmupBackground: number | null = null;
  if ((spec.settle ?? spec.ms >= 5000) && threadCpuMs() !== null) {
    let least = Infinity;
    let flat = 0;
    for (;;) {
      const p0 = process.cpuUsage();
      const t0 = threadCpuMs() as number;
      while ((threadCpuMs() as number) - t0 < SETTLE_BATCH_MS) play(engine, WARMUP_SEED + spec.seed + warmupGames++);
      const thread = (threadCpuMs() as number) - t0;
      warmupBackground = Math.max(0, cpuMs(p0) - thread) / thread;
      // Below the share, or no lower for a few batches running (the collector's helpers keep a
      // share of their own in a game that allocates), or out of time.
      flat = warmupBackground < least ? 0 : flat + 1;
      least = Math.min(least, warmupBackground);
      if (warmupBackground < SETTLE_SHARE || flat >= SETTLE_FLAT || cpuMs(w0) >= SETTLE_MAX_MS) break;
    }
  }
  const warm = cpuMs(w0);
  let games = 0;
  let moves = 0;
  let capped = 0;
  let stuck = 0;
  const c0 = process.cpuUsage();
  const t0 = threadCpuMs();
  do {
    const g = play(engine, spec.seed + games);
    moves += g.moves;
    if (g.capped) capped++;
    if (g.stuck) stuck++;
    games++;
  } while (cpuMs(c0) < spec.ms);
  const ms = cpuMs(c0);
  const t1 = threadCpuMs();
  const thread = t0 === null || t1 === null ? null : t1 - t0;
  return {
    games,
    moves,
    cpuMs: ms,
    warmupMs: warm,
    warmupGames,
    warmupBackground,
    threadMsPerGame: thread === null ? null : thread / games,
    backgroundMsPerGame: thread === null ? null : Math.max(0, ms - thread) / games,
    capped,
    stuck,
    gamesPerSec: (games / ms) * 1000,
    movesPerSec: (moves / ms) * 1000,
    msPerGame: ms / games,
    usPerMove: (1000 * ms) / Math.max(1, moves),
  };
}

function run(spec: RulesetSpec): RulesetResult {
  const ruleset = defaultRegistry().get(spec.id);
  if (!ruleset) throw new Error(`no rule system ${spec.id}`);
  const played = PLAYED[spec.id];
  const engine: AnyEngine = unwrap(Engine.create(ruleset, played ? { options: played.options } : {}));
  const validated = spec.only === undefined || spec.only === 'validated' ? measure(engine, validatedGame, spec) : null;
  const fast =
    engine.rules.fast && (spec.only === undefined || spec.only === 'fast') ? measure(engine, fastGame, spec) : null;
  const playout =
    engine.rules.fast?.randomChoice && (spec.only === undefined || spec.only === 'playout')
      ? measure(engine, playoutGame, spec)
      : null;
  return {
    id: spec.id,
    options: engine.options,
    ...(played ? { note: played.note } : {}),
    validated,
    fast,
    playout,
  };
}

const arg = process.argv[2];
if (arg) process.stdout.write(`${JSON.stringify(run(JSON.parse(arg) as RulesetSpec))}\n`);
