/**
 * One benchmark cell in its own process: `node --expose-gc --import tsx bench/cell.ts '<json>'`.
 * Warms up, runs the measurement the given number of times and prints one JSON line with the
 * rates of every run and their medians.
 */
import { fast, mcts, validated, type EngineId, type MetricId, type RunResult } from './cells.ts';
import { BENCH_GAMES, type GameId } from './games/index.ts';

export interface CellSpec {
  readonly engine: EngineId;
  readonly metric: MetricId;
  readonly game: GameId;
  /** Length of one timed run of playouts, in ms. */
  readonly ms: number;
  readonly runs: number;
  readonly seed: number;
}

export interface CellResult {
  readonly spec: CellSpec;
  readonly runs: readonly RunResult[];
  /** Medians over the runs: movesPerSec, gamesPerSec, iterationsPerSec, msPerDecision, heapAfterMB. */
  readonly median: Readonly<Record<string, number>>;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

async function once(spec: CellSpec, seed: number, ms: number): Promise<RunResult> {
  const game = BENCH_GAMES[spec.game];
  switch (spec.metric) {
    case 'validated':
      return validated(spec.engine, game, ms, seed);
    case 'fast':
      return fast(spec.engine, game, ms, seed);
    case 'mcts':
      return mcts(spec.engine, game, seed);
  }
}

async function main(): Promise<void> {
  const arg = process.argv[2];
  if (!arg) throw new Error('usage: cell.ts <json spec>');
  const spec = JSON.parse(arg) as CellSpec;
  // Warm-up: lets the JIT compile the hot paths before anything is timed.
  await once(spec, spec.seed + 1000, Math.max(100, spec.ms / 2));
  const runs: RunResult[] = [];
  for (let i = 0; i < spec.runs; i++) runs.push(await once(spec, spec.seed + i, spec.ms));
  const rate = (f: (r: RunResult) => number | undefined) => median(runs.map((r) => (f(r) ?? 0) / (r.ms / 1000)));
  const med: Record<string, number> =
    spec.metric === 'mcts'
      ? {
          iterationsPerSec: rate((r) => r.iterations),
          msPerDecision: median(runs.map((r) => r.ms)),
          heapAfterMB: median(runs.map((r) => (r.heapAfter ?? 0) / 2 ** 20)),
        }
      : { movesPerSec: rate((r) => r.moves), gamesPerSec: rate((r) => r.games) };
  const result: CellResult = { spec, runs, median: med };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
