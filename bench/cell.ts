/**
 * One benchmark cell in its own process: `node --expose-gc --import tsx bench/cell.ts '<json>'`.
 * Warms up, runs the measurement the given number of times and prints one JSON line with every
 * run and the medians.
 */
import { fast, mcts, validated, type EngineId, type MetricId, type RunResult } from './cells.ts';
import { BENCH_GAMES, type GameId } from './games/index.ts';

export interface CellSpec {
  readonly engine: EngineId;
  readonly metric: MetricId;
  readonly game: GameId;
  /** Length of one timed run of playouts, in ms of CPU time. */
  readonly ms: number;
  /** How long to warm up before timing, in ms of CPU time (at least one warm-up run). */
  readonly warmupMs: number;
  readonly runs: number;
  /** MCTS iterations per decision. */
  readonly iterations: number;
  readonly seed: number;
}

export interface CellResult {
  readonly spec: CellSpec;
  readonly runs: readonly RunResult[];
  /** Medians over the runs. Rates per second of CPU time (`...PerSec`) and of wall time (`...PerWallSec`). */
  readonly median: Readonly<Record<string, number>>;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

async function once(
  spec: CellSpec,
  seed: number,
  ms: number,
  iterations: number,
  measureHeap = false,
): Promise<RunResult> {
  const game = BENCH_GAMES[spec.game];
  switch (spec.metric) {
    case 'validated':
      return validated(spec.engine, game, ms, seed);
    case 'fast':
      return fast(spec.engine, game, ms, seed);
    case 'mcts':
      return mcts(spec.engine, game, seed, iterations, measureHeap);
  }
}

async function main(): Promise<void> {
  const arg = process.argv[2];
  if (!arg) throw new Error('usage: cell.ts <json spec>');
  const spec = JSON.parse(arg) as CellSpec;
  // Warm-up lets the JIT compile the hot paths before anything is timed: shorter playout runs,
  // or whole searches, until the warm-up time has passed (at least one).
  const w0 = performance.now();
  let w = 0;
  do {
    await once(
      spec,
      spec.seed + 1000 + w,
      Math.max(50, spec.warmupMs / 4),
      Math.max(1, Math.round(spec.iterations / 10)),
    );
    w++;
  } while (performance.now() - w0 < spec.warmupMs);
  const runs: RunResult[] = [];
  for (let i = 0; i < spec.runs; i++) runs.push(await once(spec, spec.seed + i, spec.ms, spec.iterations));
  // The heap is read in one more, untimed search that starts from a collected heap.
  const heapRun = spec.metric === 'mcts' ? await once(spec, spec.seed, spec.ms, spec.iterations, true) : null;
  const perCpu = (f: (r: RunResult) => number | undefined) => median(runs.map((r) => (f(r) ?? 0) / (r.cpuMs / 1000)));
  const perWall = (f: (r: RunResult) => number | undefined) => median(runs.map((r) => (f(r) ?? 0) / (r.ms / 1000)));
  const med: Record<string, number> =
    spec.metric === 'mcts'
      ? {
          iterationsPerSec: perCpu((r) => r.iterations),
          iterationsPerWallSec: perWall((r) => r.iterations),
          msPerDecision: median(runs.map((r) => r.ms)),
          cpuMsPerDecision: median(runs.map((r) => r.cpuMs)),
          heapAfterMB: (heapRun?.heapAfter ?? 0) / 2 ** 20,
          searchHeapMB: ((heapRun?.heapAfter ?? 0) - (heapRun?.heapBefore ?? 0)) / 2 ** 20,
        }
      : {
          movesPerSec: perCpu((r) => r.moves),
          gamesPerSec: perCpu((r) => r.games),
          movesPerWallSec: perWall((r) => r.moves),
          gamesPerWallSec: perWall((r) => r.games),
        };
  const result: CellResult = { spec, runs, median: med };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
