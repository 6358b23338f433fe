/**
 * `npm run bench` (and `npm run bench -- --quick`): the equivalence gate, then every cell in its
 * own child process, one at a time, engines interleaved; writes bench/results/<timestamp>.json
 * and .md and prints the JSON path last.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CellResult, CellSpec } from './cell.ts';
import { MCTS_SETTINGS, type EngineId, type MetricId } from './cells.ts';
import { runGate } from './gate.ts';
import type { RulesetResult } from './rulesets.ts';
import type { SeriesSpec } from './series.ts';
import type { LoadReport } from '../scripts/load.ts';
import { BENCH_GAMES, GAME_IDS, type GameId } from './games/index.ts';
import { singleEngine } from '../rulesets/hybrid/src/search-single-engine.ts';
import { mergeScaling, type ScalingRow } from './scaling.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** Sizes (numbers of models) of the quick scaling series: the ends and the middle. */
const QUICK_SIZES: Record<string, string[]> = {
  hybrid: ['8', '24', '40'],
  warmachine: ['4', '20', '40'],
  hunters: ['7', '32', '9', '34'],
  'dogs-of-war': ['10', '30', '60'],
};
const LEVEL_NAMES = ['beginner', 'easy', 'normal', 'hard', 'expert'] as const;

interface MctsRow {
  readonly id: string;
  readonly error?: string;
  readonly iterationsPerSec?: number;
  readonly iterations?: number;
  readonly search?: unknown;
}
interface LevelsRow {
  readonly id: string;
  readonly error?: string;
  readonly levels?: Record<string, { decisions: number; msMedian: number; msMax: number }>;
}

interface Comparison {
  readonly game: GameId;
  readonly metric: string;
  readonly ours: number;
  readonly boardgameio: number;
  /** ours / boardgameio. */
  readonly ratio: number;
  /** Whether a higher figure is better (rates) or a lower one (times, memory). */
  readonly better: 'higher' | 'lower';
}

function parseArgs(argv: readonly string[]): { quick: boolean; seed: number; gateSeeds: number } {
  const quick = argv.includes('--quick');
  const seedAt = argv.indexOf('--seed');
  const seed = seedAt >= 0 ? Number(argv[seedAt + 1]) : 1;
  if (!Number.isSafeInteger(seed)) throw new Error('--seed takes a whole number');
  return { quick, seed, gateSeeds: 200 };
}

function versionOf(pkg: string): string {
  try {
    const json = JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return json.version ?? 'unknown';
  } catch {
    return 'missing';
  }
}

function git(args: string): string {
  try {
    return execSync(`git ${args}`, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function runCell(spec: CellSpec): CellResult {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(here, 'cell.ts'), JSON.stringify(spec)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 2 ** 20 },
  );
  if (child.status !== 0) {
    throw new Error(`cell ${spec.game}/${spec.metric}/${spec.engine} failed:\n${child.stderr}`);
  }
  const lines = child.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '') as CellResult;
}

function fmt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Math.abs(n) >= 100) return Math.round(n).toLocaleString('en-US');
  if (Math.abs(n) >= 1) return n.toFixed(2);
  return n.toPrecision(3);
}

/** A figure, or a dash where there is none (a Dogs of War band has choices, not games). */
function dash(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? fmt(n) : '-';
}

/**
 * How long each path of each rule system warmed up before it was timed (until V8's other threads
 * fell quiet, `bench/rulesets.ts`), and what those threads still spent while the games were timed.
 */
function settledWords(rulesets: readonly RulesetResult[]): string {
  const paths = rulesets.flatMap((r) =>
    (['validated', 'fast', 'playout'] as const).flatMap((k) => {
      const x = r[k];
      if (!x) return [];
      const share = x.warmupBackground === null ? '' : `, ${fmt(100 * x.warmupBackground)}% beside it at the end`;
      const during =
        x.backgroundMsPerGame === null ? '' : `, then ${dash(x.backgroundMsPerGame)} ms a game while timed`;
      return [`${r.id} ${k} ${fmt(x.warmupGames)} games (${fmt(x.warmupMs / 1000)} s${share}${during})`];
    }),
  );
  return `Warm-up before timing, until V8's other threads (compilers, the collector's helpers) spent under 3% of the playing thread's CPU beside it or stopped falling (at most 30 s): ${paths.join('; ')}. The figures above count those threads' CPU too.`;
}

/**
 * The sizes of the server section: N concurrent games, for how long, and each seat's think time.
 * The think time stays the same across a sweep, so the accepted choices a second grow with N and
 * the latency shows what N games cost the server.
 */
const SERVER_SWEEP_FULL = [
  { games: 10, seconds: 60, thinkMs: 4000 },
  { games: 50, seconds: 60, thinkMs: 4000 },
  { games: 100, seconds: 60, thinkMs: 4000 },
  { games: 250, seconds: 90, thinkMs: 4000 },
  { games: 500, seconds: 180, thinkMs: 4000 },
] as const;
const SERVER_SWEEP_QUICK = [{ games: 50, seconds: 20, thinkMs: 1000 }] as const;

/**
 * What the run measures beside the commit: uncommitted changes to the code it loads (the engines,
 * the rulesets, the server and the scripts that drive them), as `git status` lists them.
 */
const treeStatus = (): string => git('status --porcelain -- bench packages rulesets apps scripts');

function main(): void {
  const { quick, seed, gateSeeds } = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  // Read again at the end: a tree edited while the cells run gives figures of no one commit.
  const statusAtStart = treeStatus();
  const log = (s: string) => process.stderr.write(`${s}\n`);

  // 1. The equivalence gate: the benchmark stops unless both engines agree.
  log(`equivalence gate: ${gateSeeds} seeds per game ...`);
  const gateStart = performance.now();
  const games = GAME_IDS.map((id) => BENCH_GAMES[id]);
  const gate = runGate(games, gateSeeds);
  const gateSeconds = (performance.now() - gateStart) / 1000;
  if (gate.failures.length > 0) {
    for (const f of gate.failures.slice(0, 10)) log(`  ${f.game} seed ${f.seed} step ${f.step}: ${f.reason}`);
    log(`equivalence gate FAILED (${gate.failures.length} games): no figures written`);
    process.exit(1);
  }
  log(`equivalence gate passed in ${gateSeconds.toFixed(1)} s: ${JSON.stringify(gate.endings)}`);

  // 2. The cells, one process each, one at a time; the engine that goes first alternates.
  const settings = quick
    ? { runs: 5, ms: 150, warmupMs: 300, iterations: 100 }
    : { runs: 5, ms: 1000, warmupMs: 1000, iterations: MCTS_SETTINGS.iterations };
  const plan: CellSpec[] = [];
  let flip = false;
  for (const game of GAME_IDS) {
    for (const metric of ['validated', 'fast', 'mcts'] as const satisfies readonly MetricId[]) {
      const engines: EngineId[] = flip ? ['boardgameio', 'ours'] : ['ours', 'boardgameio'];
      flip = !flip;
      for (const engine of engines) plan.push({ engine, metric, game, seed, ...settings });
    }
  }
  const cells: CellResult[] = [];
  const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
  plan.forEach((spec, i) => {
    const t = performance.now();
    cells.push(runCell(spec));
    log(`[${i + 1}/${plan.length}] ${spec.game} ${spec.metric} ${spec.engine} (${since(t)})`);
  });

  // 3. Comparisons, ours against boardgame.io.
  const find = (game: GameId, metric: MetricId, engine: EngineId) =>
    cells.find((c) => c.spec.game === game && c.spec.metric === metric && c.spec.engine === engine)?.median ?? {};
  const comparisons: Comparison[] = [];
  const add = (game: GameId, metric: string, ours: number, bgio: number, better: 'higher' | 'lower') =>
    comparisons.push({ game, metric, ours, boardgameio: bgio, ratio: bgio === 0 ? NaN : ours / bgio, better });
  const it = settings.iterations;
  for (const game of GAME_IDS) {
    const v = [find(game, 'validated', 'ours'), find(game, 'validated', 'boardgameio')] as const;
    const f = [find(game, 'fast', 'ours'), find(game, 'fast', 'boardgameio')] as const;
    const m = [find(game, 'mcts', 'ours'), find(game, 'mcts', 'boardgameio')] as const;
    const n = (r: Readonly<Record<string, number>>, k: string) => r[k] ?? NaN;
    add(game, 'random playouts/s, validated path', n(v[0], 'gamesPerSec'), n(v[1], 'gamesPerSec'), 'higher');
    add(game, 'moves/s, validated path', n(v[0], 'movesPerSec'), n(v[1], 'movesPerSec'), 'higher');
    add(game, 'moves/s, our fast path vs bare reducer', n(f[0], 'movesPerSec'), n(f[1], 'movesPerSec'), 'higher');
    add(game, 'MCTS iterations/s', n(m[0], 'iterationsPerSec'), n(m[1], 'iterationsPerSec'), 'higher');
    add(game, `ms per decision at ${it} iterations`, n(m[0], 'msPerDecision'), n(m[1], 'msPerDecision'), 'lower');
    add(game, 'heap after search, MB', n(m[0], 'heapAfterMB'), n(m[1], 'heapAfterMB'), 'lower');
  }
  // How fast this machine is beside the one the targets were set on, read from boardgame.io's own
  // figures on connect-four there (its bare reducer about 9,000 moves a second, its MCTS about 360
  // iterations a second): a figure of ours in milliseconds compares with a target as it is here
  // times `speed`.
  const bgioOn = (metric: string): number =>
    comparisons.find((c) => c.game === 'connect-four' && c.metric === metric)?.boardgameio ?? NaN;
  const reference = { reducerMovesPerSec: 9000, mctsIterationsPerSec: 360 };
  const thisMachine = {
    reducerMovesPerSec: bgioOn('moves/s, our fast path vs bare reducer'),
    mctsIterationsPerSec: bgioOn('MCTS iterations/s'),
  };
  const machineSpeed = {
    reference,
    here: thisMachine,
    reducerSpeed: thisMachine.reducerMovesPerSec / reference.reducerMovesPerSec,
    mctsSpeed: thisMachine.mctsIterationsPerSec / reference.mctsIterationsPerSec,
  };
  const targets = GAME_IDS.map((game) => {
    const mctsRatio = comparisons.find((c) => c.game === game && c.metric === 'MCTS iterations/s')?.ratio ?? NaN;
    const validatedRatio =
      comparisons.find((c) => c.game === game && c.metric === 'moves/s, validated path')?.ratio ?? NaN;
    return {
      game,
      mctsRatio,
      mctsTarget: 50,
      mctsMet: mctsRatio >= 50,
      validatedRatio,
      validatedTarget: 10,
      validatedMet: validatedRatio >= 10,
    };
  });

  // 4. Each rule system on its sample content, one process each.
  const rulesetMs = quick ? 1000 : 15_000;
  const rulesets: RulesetResult[] = [];
  // Each path in a process of its own: the second path of one process would inherit the first
  // one's compiled code and heap decisions (see `bench/rulesets.ts`).
  for (const id of ['dogs-of-war', 'hunters', 'hybrid', 'warmachine']) {
    const t = performance.now();
    const parts: RulesetResult[] = [];
    for (const only of ['validated', 'fast', 'playout'] as const) {
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(here, 'rulesets.ts'), JSON.stringify({ id, ms: rulesetMs, seed, only })],
        { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 2 ** 20 },
      );
      if (child.status !== 0) log(`ruleset ${id} (${only}) failed:\n${child.stderr}`);
      else parts.push(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as RulesetResult);
    }
    const [validated, fast, playout] = parts;
    if (parts.length === 3 && validated && fast && playout)
      rulesets.push({ ...validated, fast: fast.fast, playout: playout.playout });
    log(`ruleset ${id} (${since(t)})`);
  }
  // A full random game of each rule system on the fast path, and read at the speed of the machine
  // the targets were set on, by each of boardgame.io's two figures there (its reducer, its MCTS;
  // in three full runs they read this machine 1.4 to 2.2 times apart): the target is well under
  // 10 ms a game.
  const randomGames = rulesets.map((r) => {
    const fast = r.fast?.msPerGame ?? null;
    const own = r.playout?.msPerGame ?? null;
    const at = (speed: number) => ({
      fastMsPerGame: fast === null ? null : fast * speed,
      playoutMsPerGame: own === null ? null : own * speed,
    });
    return {
      id: r.id,
      fastMsPerGame: fast,
      playoutMsPerGame: own,
      atReferenceByReducer: at(machineSpeed.reducerSpeed),
      atReferenceByMcts: at(machineSpeed.mctsSpeed),
    };
  });

  // 4b. Per rule system: search speed, time per decision of each difficulty level, and how the
  // cost of a choice grows with the size of the game.
  const seriesRuns: Array<Record<string, unknown>> = [];
  // One process per rule system (its parts one after the other), so start-ups do not dominate.
  const seriesPlan: SeriesSpec[][] = [];
  for (const id of ['dogs-of-war', 'hunters', 'hybrid', 'warmachine']) {
    const parts: SeriesSpec[] = [{ part: 'mcts', id, ms: quick ? 800 : 5000, seed }];
    parts.push(
      quick
        ? { part: 'levels', id, ms: 0, seed, levels: ['beginner', 'easy', 'normal'], decisions: 2 }
        : { part: 'levels', id, ms: 0, seed, decisions: 5 },
    );
    // Dogs of War's games are leagues: 50 missions in a full run, 8 in a quick one.
    const missions = id === 'dogs-of-war' ? { missions: quick ? 8 : 50 } : {};
    // A full run times each path of the scaling series in a process of its own, after the same
    // warm-up: timed one after the other in one process, the first paid for the compiling the
    // second then did without; timed after the searches, the fast path ran on code they compiled
    // (Dogs of War's validated rows, the very same step, then read twice its fast ones).
    if (quick) {
      parts.push({ part: 'scaling', id, ms: 300, seed, fastOnly: true, sizes: QUICK_SIZES[id] ?? [], ...missions });
      seriesPlan.push(parts);
    } else {
      seriesPlan.push(parts);
      for (const p of ['fast', 'validated'] as const)
        seriesPlan.push([{ part: 'scaling', id, ms: 4000, seed, path: p, ...missions }]);
    }
  }
  for (const parts of seriesPlan) {
    const t = performance.now();
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'series.ts'), JSON.stringify(parts)],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 2 ** 20,
      },
    );
    const id = parts[0]?.id ?? '?';
    const what = parts.map((p) => (p.path ? `${p.part} (${p.path})` : p.part)).join(', ');
    if (child.status !== 0) log(`${what} ${id} failed:\n${child.stderr}`);
    for (const line of child.stdout.trim().split('\n'))
      if (line.startsWith('{')) seriesRuns.push(JSON.parse(line) as Record<string, unknown>);
    log(`${what}: ${id} (${since(t)})`);
  }
  const mctsRows = seriesRuns.filter((r) => r['part'] === 'mcts') as unknown as MctsRow[];
  const levelRows = seriesRuns.filter((r) => r['part'] === 'levels') as unknown as LevelsRow[];
  const scalingRows = mergeScaling(seriesRuns.filter((r) => r['part'] === 'scaling') as unknown as ScalingRow[]);

  // 5. The server: the loopback load generator against a real server process, one server per
  // size of the sweep, the largest last (its report is also kept as `server`, as before the sweep).
  const tLoad = performance.now();
  const sweep = quick ? SERVER_SWEEP_QUICK : SERVER_SWEEP_FULL;
  const serverSweep: LoadReport[] = [];
  for (const step of sweep) {
    const t = performance.now();
    const loadRun = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts', 'load.ts'),
        '--games',
        String(step.games),
        '--seconds',
        String(step.seconds),
        '--think-ms',
        String(step.thinkMs),
        '--json',
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 16 * 2 ** 20 },
    );
    const last = loadRun.stdout.trim().split('\n').at(-1) ?? '';
    if (last.startsWith('{')) serverSweep.push(JSON.parse(last) as LoadReport);
    else log(`server load at ${step.games} games failed:\n${loadRun.stderr.slice(-2000)}`);
    log(`server load, ${step.games} games (${since(t)})`);
  }
  log(`server load (${since(tLoad)})`);
  // 6. The browser (the web app's own bench): first drawing of each board and drag frame times
  // on a 40-model Warmachine table, headless Chromium. Full runs, and quick runs given --browser.
  let browser: unknown = null;
  const browserScript = path.join(root, 'apps', 'web', 'bench', 'browser.ts');
  if (!existsSync(browserScript)) log('browser: apps/web/bench/browser.ts is not there; section left out');
  else if (quick && !process.argv.includes('--browser')) log('browser: left out of a quick run (add --browser)');
  else {
    const tBrowser = performance.now();
    const b = spawnSync(process.execPath, ['--import', 'tsx', browserScript], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 2 ** 20,
    });
    const at = b.stdout.lastIndexOf('"firstRenderMs"');
    const open = at >= 0 ? b.stdout.lastIndexOf('{', at) : -1;
    try {
      browser = open >= 0 ? (JSON.parse(b.stdout.slice(open)) as unknown) : null;
    } catch {
      browser = null;
    }
    if (!browser) log(`browser: the run failed:\n${b.stderr.slice(-2000)}`);
    log(`browser (${since(tBrowser)})`);
  }

  // The largest size's report, or none when that run failed (a smaller one never stands in for it).
  const server = serverSweep.find((r) => r.games === sweep[sweep.length - 1]?.games) ?? null;

  const cpus = os.cpus();
  const result = {
    format: 'skirmish-bench/1',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    machine: {
      cpu: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      memoryGB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      loadAverageAtStart: os.loadavg(),
      speed: machineSpeed,
    },
    node: process.version,
    packages: Object.fromEntries(
      ['boardgame.io', 'typescript', 'tsx', 'vitest', 'pure-rand', 'zod', 'immer', 'assemblyscript'].map((p) => [
        p,
        versionOf(p),
      ]),
    ),
    git: {
      commit: git('rev-parse HEAD'),
      dirty: statusAtStart !== '',
      changedDuringRun: treeStatus() !== statusAtStart,
    },
    seeds: {
      gate: `1..${gateSeeds} plus pinned`,
      pinned: Object.fromEntries(games.map((g) => [g.id, g.pinnedSeeds ?? []])),
      cells: seed,
    },
    settings: {
      ...settings,
      mcts: {
        iterations: settings.iterations,
        playoutDepth: MCTS_SETTINGS.playoutDepth,
        exploration: 'sqrt(2)',
        playouts: 'random',
      },
      timing:
        'runs, warm-up and rates in CPU time of the cell process (wall-time rates are kept in cells[].median); ms per decision is wall time',
      nodeEnv: 'production',
      // Hybrid's single-square movement loop: WebAssembly where this machine runs it, else TypeScript.
      hybridSearchLoop: singleEngine() !== null ? 'webassembly' : 'typescript',
    },
    gate: { seedsPerGame: gateSeeds, failures: 0, endings: gate.endings, dice: gate.dice },
    comparisons,
    targets,
    randomGames: { targetMs: 10, games: randomGames },
    cells,
    rulesets,
    search: mctsRows,
    botLevels: levelRows,
    scaling: scalingRows,
    server,
    serverSweep,
    browser,
  };

  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const dir = path.join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const jsonPath = path.join(dir, `${stamp}.json`);
  writeFileSync(jsonPath, `${JSON.stringify(result, null, 2)}\n`);

  const md: string[] = [
    `# Benchmark ${startedAt.toISOString()} (${result.mode})`,
    '',
    `Machine: ${result.machine.cpu}, ${result.machine.cores} cores, ${result.machine.memoryGB} GB, ${result.machine.platform}; load at start ${result.machine.loadAverageAtStart.map((l) => l.toFixed(1)).join(' ')}.`,
    `Node ${result.node}; ${Object.entries(result.packages)
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}. Commit ${result.git.commit}${result.git.dirty ? ' (with uncommitted changes)' : ''}${result.git.changedDuringRun ? '; **the code changed while the benchmark ran: these figures belong to no one version**' : ''}.`,
    `Equivalence gate: ${gateSeeds} seeds per game plus pinned seeds, all equal. Cell seed ${seed}; median of ${settings.runs} runs after warm-up, each cell in its own process, engines interleaved.`,
    `MCTS: ${settings.iterations} iterations, playout depth ${MCTS_SETTINGS.playoutDepth}, UCT c = sqrt(2), random playouts, from the opening position.`,
    'Rates are per second of CPU time of the cell process. Ratio is ours / boardgame.io.',
    '',
    '| game | metric | ours | boardgame.io | ratio |',
    '|---|---|---:|---:|---:|',
    ...comparisons.map(
      (c) => `| ${c.game} | ${c.metric} | ${fmt(c.ours)} | ${fmt(c.boardgameio)} | ${fmt(c.ratio)}x |`,
    ),
    '',
    '| game | MCTS it/s ratio (target 50x) | validated moves/s ratio (target 10x) |',
    '|---|---:|---:|',
    ...targets.map(
      (t) =>
        `| ${t.game} | ${fmt(t.mctsRatio)}x ${t.mctsMet ? 'met' : 'not met'} | ${fmt(t.validatedRatio)}x ${t.validatedMet ? 'met' : 'not met'} |`,
    ),
    '',
    `This machine beside the one the targets were set on: boardgame.io's bare connect-four reducer does ${fmt(thisMachine.reducerMovesPerSec)} moves/s here against about ${fmt(reference.reducerMovesPerSec)} there (${fmt(machineSpeed.reducerSpeed)}x), its MCTS ${fmt(thisMachine.mctsIterationsPerSec)} iterations/s against about ${fmt(reference.mctsIterationsPerSec)} (${fmt(machineSpeed.mctsSpeed)}x). The ratios above hold on any machine; the milliseconds below do not.${quick ? " A quick run's figures for this are rough: boardgame.io is warmed up for less time." : ''}`,
    '',
    'Each rule system on its sample content, random legal choices, the same games on both paths, after an untimed warm-up (CPU-time rates):',
    '',
    '| rule system | games/s validated | moves/s validated | ms per game validated | games/s fast | moves/s fast | ms per game fast | µs per move fast |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rulesets.map(
      (r) =>
        `| ${r.id} | ${r.validated ? fmt(r.validated.gamesPerSec) : '-'} | ${r.validated ? fmt(r.validated.movesPerSec) : '-'} | ${r.validated ? fmt(1000 / r.validated.gamesPerSec) : '-'} | ${r.fast ? fmt(r.fast.gamesPerSec) : 'no fast path'} | ${r.fast ? fmt(r.fast.movesPerSec) : ''} | ${r.fast ? fmt(1000 / r.fast.gamesPerSec) : ''} | ${r.fast ? fmt(1e6 / r.fast.movesPerSec) : ''} |`,
    ),
    ...rulesets.flatMap((r) =>
      r.playout
        ? [
            '',
            `${r.id}, the fast path's own random playout (\`randomChoice\`, the same games without listing every choice): ${fmt(r.playout.gamesPerSec)} games/s, ${fmt(r.playout.msPerGame)} ms per game, ${fmt(r.playout.usPerMove)} µs per move.`,
          ]
        : [],
    ),
    ...rulesets.flatMap((r) => (r.note ? [``, `${r.id}: ${r.note}.`] : [])),
    '',
    `A full random game on the fast path, read at the speed of the machine the targets were set on (this machine's figures times ${fmt(machineSpeed.reducerSpeed)} by boardgame.io's reducer, times ${fmt(machineSpeed.mctsSpeed)} by its MCTS; the target is well under 10 ms a game): ${randomGames
      .filter((g) => g.fastMsPerGame !== null)
      .map((g) => {
        const range = (x: number | null, y: number | null) =>
          x === null || y === null ? '' : `${fmt(Math.min(x, y))} to ${fmt(Math.max(x, y))}`;
        const a = g.atReferenceByReducer;
        const b = g.atReferenceByMcts;
        const own = range(a.playoutMsPerGame, b.playoutMsPerGame);
        return `${g.id} ${range(a.fastMsPerGame, b.fastMsPerGame)} ms${own === '' ? '' : ` (its own playout ${own})`}`;
      })
      .join(', ')}.`,
    ...(quick ? [] : ['', settledWords(rulesets)]),
    ...(quick
      ? [
          '',
          `A quick run warms each rule system for ${fmt(rulesetMs / 4)} ms of CPU before it times ${fmt(rulesetMs)} ms, so the figures per game and per move above count much of V8's compiling: compare a full run's with the targets.`,
        ]
      : []),
    ...rulesets.flatMap((r) => {
      const stuck = (r.validated?.stuck ?? 0) + (r.fast?.stuck ?? 0) + (r.playout?.stuck ?? 0);
      return stuck > 0 ? ['', `${r.id}: ${stuck} games stopped where the seat asked had no legal choice.`] : [];
    }),
    '',
    "MCTS of packages/ai on each rule system (fast path, the rule system's own search settings), from positions of random games; CPU time:",
    '',
    '| rule system | iterations/s | iterations | settings |',
    '|---|---:|---:|---|',
    ...mctsRows.map(
      (r) =>
        `| ${r.id} | ${r.error ?? fmt(r.iterationsPerSec ?? NaN)} | ${r.iterations ?? ''} | ${JSON.stringify(r.search ?? {})} |`,
    ),
    '',
    'Milliseconds per bot decision at each difficulty level (wall time, median of the positions timed; a level with a budget stops at it):',
    '',
    `| rule system | ${LEVEL_NAMES.join(' | ')} |`,
    `|---|${LEVEL_NAMES.map(() => '---:').join('|')}|`,
    ...levelRows.map(
      (r) =>
        `| ${r.id} | ${LEVEL_NAMES.map((l) => {
          const x = r.levels?.[l];
          return x ? `${fmt(x.msMedian)} (max ${fmt(x.msMax)}, n ${x.decisions})` : r.error ? r.error : 'full run only';
        }).join(' | ')} |`,
    ),
    '',
    `Cost of a choice by the size of the game (random legal choices; µs of CPU per choice; ms per game; the sizes played in turn, a game of each at a time${quick ? '' : ', each path in a process of its own'}):`,
    '',
    '| rule system | size | models | µs/choice fast | ms/game fast | µs/choice validated | ms/game validated |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...scalingRows.flatMap((r) =>
      r.rows.map(
        (x) =>
          `| ${r.id} | ${x.label} | ${x.models} | ${x.fast ? fmt(x.fast.usPerChoice) : '-'} | ${x.fast ? dash(x.fast.msPerGame) : '-'} | ${x.validated ? fmt(x.validated.usPerChoice) : '-'} | ${x.validated ? dash(x.validated.msPerGame) : '-'} |`,
      ),
    ),
    ...(!quick && scalingRows.some((r) => r.id === 'dogs-of-war')
      ? [
          '',
          "dogs-of-war: the fast path is the rules' own step (a campaign is never changed where it lies, so nothing is cloned and nothing is left to skip): both paths do the same work, each timed in a process of its own, so the gap between their columns is the machine's own noise.",
        ]
      : []),
    '',
    ...(serverSweep.length > 0
      ? [
          `The server: N concurrent bot games over WebSocket on loopback, each seat a client choosing after ${serverSweep[0]?.thinkMs ?? '?'} ms of thought; one server process per row, on a fresh SQLite file:`,
          '',
          '| games | seconds | accepted choices/s | p50 ms | p99 ms | max ms | errors | KB per game | RSS MB | server CPU, cores |',
          '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
          ...serverSweep.map(
            (r) =>
              `| ${r.games} | ${r.seconds} | ${fmt(r.acceptedPerSecond)} | ${fmt(r.latencyMs.p50)} | ${fmt(r.latencyMs.p99)} | ${fmt(r.latencyMs.max)} | ${r.errors} | ${fmt(r.memory.perGameKB)} | ${fmt(r.memory.baselineRssMB)} to ${fmt(r.memory.peakRssMB)} | ${r.serverCpu ?? '?'} |`,
          ),
          '',
          "KB per game is the rise in the server's resident memory with N games open, divided by N. A server's RSS moves by several MB on its own, so below about 100 games that figure says little.",
        ]
      : ['Server: the load run failed.']),
    '',
    browser ? `Browser (headless Chromium): ${JSON.stringify(browser)}` : 'Browser: not measured in this run.',
    '',
  ];
  writeFileSync(jsonPath.replace(/\.json$/, '.md'), md.join('\n'));
  process.stderr.write(md.join('\n'));
  if (result.git.changedDuringRun)
    log('warning: the code changed while the benchmark ran (git status differs): run it again on a tree left alone');
  process.stdout.write(`${jsonPath}\n`);
}

main();
