/**
 * The bounded loopback load generator: starts a real server process (or uses `--url`), keeps N
 * games running, each seat a WebSocket client that plays a random legal choice from its own
 * snapshot after a think time, and reports accepted choices per second, latency from choice to
 * acknowledgement, the server's memory per game and over time, and every error.
 *
 *   npx tsx scripts/load.ts --games 500 --minutes 10 [--think-ms 2000] [--rulesets all] [--json]
 *                           [--max-rss-mb 400] [--max-growth-mb 40] [--heap]
 *
 * `--max-rss-mb` fails the run (exit 1) if the server's resident memory ever exceeds that bound;
 * `--max-growth-mb` fails it if memory grows by more than that after the ramp-up (the highest
 * sample of the second half of the run against the highest of the first half).
 * A run also fails on any error.
 *
 * Bounded: at most N games, one connection per seat, one choice in flight per seat, and a fixed
 * duration. A game that ends is replaced by a new one in the same slot.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import WebSocket from 'ws';
import { HEAP_CAP_FLAG } from '@skirmish/server/heap';

const ROOT = join(import.meta.dirname, '..');
const SERVE = join(ROOT, 'apps', 'server', 'bin', 'serve.mjs');
const ALL = ['dogs-of-war', 'hunters', 'hybrid', 'warmachine'];

export interface LoadOptions {
  readonly games: number;
  readonly seconds: number;
  readonly thinkMs: number;
  readonly rulesets: readonly string[];
  readonly seed: number;
  /** Seconds between memory samples. */
  readonly sampleSeconds: number;
  /** An already running server; without it one is started on a fresh SQLite file. */
  readonly url?: string;
  /** Seconds of ramp-up during which games are opened. */
  readonly rampSeconds: number;
  readonly log?: (line: string) => void;
  /** Fail the run if the server's RSS ever exceeds this many MB. */
  readonly maxRssMB?: number;
  /** Fail the run if RSS grows by more than this many MB between the end of the ramp-up and the end. */
  readonly maxGrowthMB?: number;
  /**
   * Read the server's live heap after a full collection at the end of the ramp-up, half way and at
   * the end (`--heap`). Each read stops the server for a full collection, so a run that measures
   * latency leaves it off.
   */
  readonly readHeap?: boolean;
}

export interface LoadReport {
  readonly games: number;
  readonly seconds: number;
  readonly thinkMs: number;
  readonly rulesets: readonly string[];
  readonly gamesStarted: number;
  readonly gamesFinished: number;
  readonly accepted: number;
  readonly acceptedPerSecond: number;
  readonly latencyMs: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number };
  /** Choices made at an index another seat's choice overtook (simultaneous decisions): re-chosen. */
  readonly stale: number;
  readonly errors: number;
  readonly errorCodes: Readonly<Record<string, number>>;
  readonly memory: {
    readonly baselineRssMB: number;
    readonly peakRssMB: number;
    readonly endRssMB: number;
    /** (RSS with N games open - RSS before any game) / N, measured after the ramp-up. */
    readonly perGameKB: number;
    /** After the ramp-up: the highest sample of the second half minus the highest of the first half. */
    readonly growthMB: number;
    readonly maxRssMB: number | null;
    readonly maxGrowthMB: number | null;
    readonly samples: ReadonlyArray<{ readonly t: number; readonly rssMB: number; readonly games: number }>;
    /**
     * The live heap after a full collection, read from the server at the end of the ramp-up, half
     * way and at the end (with `--heap`, on a server the run started): what RSS holds beyond it is garbage
     * the collector had not yet needed to reclaim. `liveChoices` counts the choices the records of
     * the games in memory keep (they grow as games go on, and shrink as games end).
     */
    readonly afterGc: ReadonlyArray<AfterGc>;
  };
  /** The server process's CPU time over the run, as a share of one core. */
  readonly serverCpu: number | null;
  readonly generatorLoopDelayMs: { readonly p50: number; readonly p99: number };
  readonly perRuleset: Readonly<Record<string, { accepted: number; p50: number; p99: number }>>;
  /** Why the run failed: errors, or a memory bound exceeded. Empty when it passed. */
  readonly failures: readonly string[];
}

/** A run's verdict from its figures and the bounds it was given. */
export function verdict(
  errors: number,
  samples: ReadonlyArray<{ t: number; rssMB: number }>,
  rampEnd: number,
  /** The highest reading of the once-a-second watch, which the samples may miss. */
  peak: { t: number; rssMB: number } | null,
  bounds: { maxRssMB?: number; maxGrowthMB?: number },
): { growthMB: number; failures: string[] } {
  const failures: string[] = [];
  if (errors > 0) failures.push(`${errors} errors`);
  // RSS saws up and down with the collector: the tops of the two halves are compared, not two points.
  const steady = samples.filter((s) => s.t >= rampEnd).map((s) => s.rssMB);
  const half = Math.floor(steady.length / 2);
  const growthMB = half >= 1 ? Math.max(...steady.slice(half)) - Math.max(...steady.slice(0, half)) : NaN;
  if (bounds.maxRssMB !== undefined) {
    const over = [...samples, ...(peak ? [peak] : [])].filter((s) => s.rssMB > (bounds.maxRssMB ?? Infinity));
    if (over[0]) failures.push(`RSS ${over[0].rssMB} MB at t=${over[0].t}s is over the bound of ${bounds.maxRssMB} MB`);
  }
  if (bounds.maxGrowthMB !== undefined && !(growthMB <= bounds.maxGrowthMB)) {
    failures.push(`RSS grew ${round(growthMB, 1)} MB over the run, more than the bound of ${bounds.maxGrowthMB} MB`);
  }
  return { growthMB: round(growthMB, 1), failures };
}

export interface AfterGc {
  readonly t: number;
  readonly heapUsedMB: number;
  /** The heap the process holds from the system (used, free and garbage); at most about the cap. */
  readonly heapTotalMB: number;
  readonly rssMB: number;
  readonly liveGames: number;
  readonly liveChoices: number;
}

interface Snapshot {
  readonly type: 'state';
  readonly index: number;
  readonly legal: readonly unknown[];
  readonly pending: ReadonlyArray<{ readonly seats: readonly string[] }>;
  readonly outcome: unknown;
}

/** A small seeded generator (mulberry32) so a run's choices repeat for a seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** RSS and CPU ticks of a process, from /proc (Linux). */
function procStats(pid: number): { rssMB: number; cpuTicks: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuTicks = Number(fields[11]) + Number(fields[12]);
    return { rssMB: Number(rss?.[1] ?? 0) / 1024, cpuTicks };
  } catch {
    return null;
  }
}

export function startServer(
  env: Readonly<Record<string, string>> = {},
  args: readonly string[] = [],
): Promise<{ child: ChildProcess; url: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'skirmish-load-'));
  // SKIRMISH_LOAD_PROFILE=<dir> writes a CPU profile of the server process there.
  const profile = process.env['SKIRMISH_LOAD_PROFILE'];
  // --expose-gc and --diagnostics: the run reads the live heap after a full collection. The heap
  // cap is the one `skirmish serve` runs under; SKIRMISH_LOAD_HEAP_MB=N gives another, =off none.
  const heapMB = process.env['SKIRMISH_LOAD_HEAP_MB'];
  const heapFlags = heapMB === 'off' ? [] : heapMB ? [`--max-old-space-size=${Number(heapMB)}`] : [HEAP_CAP_FLAG];
  const nodeArgs = [...heapFlags, '--expose-gc', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])];
  const serveArgs = [SERVE, '--port', '0', '--db', join(dir, 'load.db'), '--diagnostics', ...args];
  const child = spawn(process.execPath, [...nodeArgs, ...serveArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1], dir });
    });
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      reject(new Error(`the server exited with ${code}: ${out}`));
      if (code !== 0) process.stderr.write(`the server exited with ${code}: ${out.slice(-4000)}\n`);
    });
  });
}

export async function runLoad(opts: LoadOptions): Promise<LoadReport> {
  const log = opts.log ?? (() => undefined);
  const started = opts.url ? null : await startServer();
  const base = opts.url ?? started?.url ?? '';
  const wsUrl = `${base.replace(/^http/, 'ws')}/api/ws`;
  const pid = started?.child.pid ?? null;
  const random = rng(opts.seed);
  const latencies: number[] = [];
  const byRuleset = new Map<string, number[]>();
  const errorCodes: Record<string, number> = {};
  let errors = 0;
  let stale = 0;
  let accepted = 0;
  let gamesStarted = 0;
  let gamesFinished = 0;
  let open = 0;
  let stopping = false;
  const sockets = new Set<WebSocket>();
  const timers = new Set<NodeJS.Timeout>();
  const error = (code: string) => {
    errors++;
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  };
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  // The generator shares the machine with the server: its own event-loop delay is reported, as it
  // adds to the measured latency.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const baseline = pid ? procStats(pid) : null;
  const samples: Array<{ t: number; rssMB: number; games: number }> = [];
  const t0 = performance.now();
  const sample = () => {
    const s = pid ? procStats(pid) : null;
    if (s) samples.push({ t: round((performance.now() - t0) / 1000, 1), rssMB: round(s.rssMB, 1), games: open });
  };

  async function playGame(slot: number): Promise<void> {
    if (stopping) return;
    let failedWith = '';
    const ruleset = opts.rulesets[slot % opts.rulesets.length] ?? 'warmachine';
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset, seed: Math.floor(random() * 2 ** 31) }),
    }).catch((e: unknown) => {
      // Kept with its cause (connect timeout, socket closed...) so a failed run says why.
      const cause = (e as { cause?: { code?: string; name?: string } }).cause;
      failedWith = cause?.code ?? cause?.name ?? 'unknown';
      return null;
    });
    if (!res || res.status !== 201) {
      error(res ? `create/${res.status}` : `create/network/${failedWith}`);
      if (!stopping) later(1000, () => void playGame(slot));
      return;
    }
    const created = (await res.json()) as { id: string; tokens: Record<string, string> };
    gamesStarted++;
    open++;
    const lat = byRuleset.get(ruleset) ?? [];
    byRuleset.set(ruleset, lat);
    let over = false;
    const seats = Object.entries(created.tokens);
    const conns: WebSocket[] = [];
    const finish = () => {
      if (over) return;
      over = true;
      open--;
      gamesFinished++;
      for (const c of conns) c.close(1000);
      later(50, () => void playGame(slot));
    };
    for (const [seat, token] of seats) {
      const ws = new WebSocket(wsUrl);
      conns.push(ws);
      sockets.add(ws);
      let latest: Snapshot | null = null;
      // At most one think timer and one choice in flight per seat.
      let thinking = false;
      let inFlight = false;
      const sent = new Map<string, number>();
      let n = 0;
      const asked = (s: Snapshot) =>
        !s.outcome &&
        s.legal.length > 0 &&
        // A decision any of several seats may settle is answered by the first of them only.
        s.pending.some((d) => d.seats[0] === seat);
      const act = () => {
        const s = latest;
        if (!s || over || stopping || thinking || inFlight || !asked(s)) return;
        thinking = true;
        later(opts.thinkMs * (0.5 + random()), () => {
          thinking = false;
          const now = latest;
          if (!now || over || stopping || ws.readyState !== ws.OPEN || !asked(now)) return;
          const choice = now.legal[Math.floor(random() * now.legal.length)];
          const id = `${seat}-${n++}`;
          sent.set(id, performance.now());
          inFlight = true;
          ws.send(JSON.stringify({ type: 'choose', id, index: now.index, choice }));
        });
      };
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', protocol: 1, gameId: created.id, token })));
      ws.on('message', (data: Buffer) => {
        const msg = JSON.parse(data.toString()) as { type: string; id?: string; code?: string } & Partial<Snapshot>;
        if (msg.type === 'state') {
          latest = msg as Snapshot;
          if (latest.outcome) finish();
          else act();
        } else if (msg.type === 'ack' && msg.id) {
          const at = sent.get(msg.id);
          sent.delete(msg.id);
          inFlight = false;
          if (at !== undefined) {
            const ms = performance.now() - at;
            latencies.push(ms);
            lat.push(ms);
            accepted++;
          }
          act();
        } else if (msg.type === 'error') {
          if (msg.id) sent.delete(msg.id);
          inFlight = false;
          if (msg.code === 'choice/stale') stale++;
          else error(msg.code ?? 'unknown');
          act();
        }
      });
      ws.on('error', () => {
        if (!stopping) error('ws/error');
      });
      ws.on('close', (code) => {
        sockets.delete(ws);
        if (!over && !stopping) {
          error(`ws/closed-${code}`);
          finish();
        }
      });
    }
  }

  log(`load: ${opts.games} games of ${opts.rulesets.join(', ')} for ${opts.seconds} s, think ${opts.thinkMs} ms`);
  for (let i = 0; i < opts.games; i++) {
    later((opts.rampSeconds * 1000 * i) / opts.games, () => void playGame(i));
  }
  let afterRamp: number | null = null;
  // The bound is checked against a reading every second, not only the logged samples.
  let peakSeen = 0;
  let peakAt = 0;
  const watcher = setInterval(() => {
    const s = pid ? procStats(pid) : null;
    if (s && s.rssMB > peakSeen) {
      peakSeen = s.rssMB;
      peakAt = (performance.now() - t0) / 1000;
    }
  }, 1000);
  const sampler = setInterval(() => {
    sample();
    const last = samples[samples.length - 1];
    if (last) log(`  t=${last.t}s games=${open} accepted=${accepted} rss=${last.rssMB} MB errors=${errors}`);
  }, opts.sampleSeconds * 1000);
  const afterGc: AfterGc[] = [];
  const readHeap = async () => {
    if (!started || !opts.readHeap) return;
    const res = await fetch(`${base}/api/diagnostics/memory`).catch(() => null);
    if (!res?.ok) return;
    const m = (await res.json()) as Omit<AfterGc, 't'> & { collected: boolean };
    if (!m.collected) return;
    const t = round((performance.now() - t0) / 1000, 1);
    afterGc.push({
      t,
      heapUsedMB: m.heapUsedMB,
      heapTotalMB: m.heapTotalMB,
      rssMB: m.rssMB,
      liveGames: m.liveGames,
      liveChoices: m.liveChoices,
    });
    log(
      `  t=${t}s after a full collection: heap ${m.heapUsedMB} MB used of ${m.heapTotalMB} MB, ${m.liveGames} games holding ${m.liveChoices} choices`,
    );
  };
  await new Promise((r) => setTimeout(r, (opts.rampSeconds + 2) * 1000));
  await readHeap();
  afterRamp = pid ? (procStats(pid)?.rssMB ?? null) : null;
  const openAfterRamp = open;
  const cpuStart = pid ? procStats(pid) : null;
  const measureFrom = performance.now();
  const acceptedAtRamp = accepted;
  const latAtRamp = latencies.length;
  const rest = Math.max(0, opts.seconds - opts.rampSeconds - 2) * 1000;
  await new Promise((r) => setTimeout(r, rest / 2));
  await readHeap();
  await new Promise((r) => setTimeout(r, rest - rest / 2));
  const measured = (performance.now() - measureFrom) / 1000;
  await readHeap();
  const cpuEnd = pid ? procStats(pid) : null;
  stopping = true;
  clearInterval(sampler);
  clearInterval(watcher);
  sample();
  for (const t of timers) clearTimeout(t);
  for (const ws of sockets) ws.close(1000);
  if (started) {
    started.child.kill('SIGTERM');
    const child = started.child;
    await new Promise<void>((r) => {
      const t = setTimeout(() => {
        child.kill('SIGKILL');
        r();
      }, 5000);
      child.once('exit', () => {
        clearTimeout(t);
        r();
      });
    });
    rmSync(started.dir, { recursive: true, force: true });
  }

  const judged = verdict(
    errors,
    samples,
    opts.rampSeconds + 2,
    { t: round(peakAt, 1), rssMB: round(peakSeen, 1) },
    {
      ...(opts.maxRssMB !== undefined ? { maxRssMB: opts.maxRssMB } : {}),
      ...(opts.maxGrowthMB !== undefined ? { maxGrowthMB: opts.maxGrowthMB } : {}),
    },
  );
  // Latency and rate over the steady part of the run (after the ramp-up).
  const steady = latencies.slice(latAtRamp).sort((a, b) => a - b);
  const ticks = cpuStart && cpuEnd ? (cpuEnd.cpuTicks - cpuStart.cpuTicks) / 100 : null;
  const rss = samples.map((s) => s.rssMB);
  return {
    games: opts.games,
    seconds: opts.seconds,
    thinkMs: opts.thinkMs,
    rulesets: opts.rulesets,
    gamesStarted,
    gamesFinished,
    accepted,
    acceptedPerSecond: round((accepted - acceptedAtRamp) / measured, 1),
    latencyMs: {
      p50: round(quantile(steady, 0.5)),
      p90: round(quantile(steady, 0.9)),
      p99: round(quantile(steady, 0.99)),
      max: round(steady[steady.length - 1] ?? NaN),
    },
    stale,
    errors,
    errorCodes,
    memory: {
      baselineRssMB: round(baseline?.rssMB ?? NaN, 1),
      peakRssMB: round(Math.max(...rss, peakSeen), 1),
      endRssMB: round(rss[rss.length - 1] ?? NaN, 1),
      perGameKB:
        afterRamp !== null && baseline && openAfterRamp > 0
          ? round(((afterRamp - baseline.rssMB) * 1024) / openAfterRamp, 0)
          : NaN,
      growthMB: judged.growthMB,
      maxRssMB: opts.maxRssMB ?? null,
      maxGrowthMB: opts.maxGrowthMB ?? null,
      samples,
      afterGc,
    },
    serverCpu: ticks === null ? null : round(ticks / measured, 2),
    generatorLoopDelayMs: { p50: round(loopDelay.percentile(50) / 1e6), p99: round(loopDelay.percentile(99) / 1e6) },
    perRuleset: Object.fromEntries(
      [...byRuleset].map(([id, l]) => {
        const s = [...l].sort((a, b) => a - b);
        return [id, { accepted: l.length, p50: round(quantile(s, 0.5)), p99: round(quantile(s, 0.99)) }];
      }),
    ),
    failures: judged.failures,
  };
}

function parse(argv: readonly string[]): LoadOptions & { json: boolean } {
  const arg = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (name: string, fallback: number, min: number, max: number): number => {
    const v = arg(name);
    const n = v === undefined ? fallback : Number(v);
    if (!Number.isFinite(n) || n < min || n > max) throw new Error(`--${name} takes a number from ${min} to ${max}`);
    return n;
  };
  const games = num('games', 10, 1, 500);
  const minutes = arg('minutes');
  const seconds = minutes !== undefined ? num('minutes', 1, 0.1, 60) * 60 : num('seconds', 30, 5, 3600);
  const rulesets = (arg('rulesets') ?? 'all') === 'all' ? ALL : (arg('rulesets') ?? '').split(',');
  const url = arg('url');
  const maxRss = arg('max-rss-mb');
  const maxGrowth = arg('max-growth-mb');
  return {
    ...(maxRss !== undefined ? { maxRssMB: num('max-rss-mb', 0, 1, 1_000_000) } : {}),
    ...(maxGrowth !== undefined ? { maxGrowthMB: num('max-growth-mb', 0, 0, 1_000_000) } : {}),
    games,
    seconds,
    thinkMs: num('think-ms', 2000, 0, 60_000),
    rulesets,
    seed: num('seed', 1, 0, 2 ** 31),
    sampleSeconds: num('sample-seconds', minutes !== undefined ? 30 : 5, 1, 600),
    rampSeconds: num('ramp-seconds', Math.min(30, Math.max(2, games / 20)), 0, 600),
    ...(url ? { url } : {}),
    json: argv.includes('--json'),
    readHeap: argv.includes('--heap'),
    log: (line) => process.stderr.write(`${line}\n`),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = parse(process.argv.slice(2));
  const report = await runLoad(opts);
  if (opts.json) process.stdout.write(`${JSON.stringify(report)}\n`);
  else process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  for (const f of report.failures) process.stderr.write(`FAILED: ${f}\n`);
  process.exit(report.failures.length === 0 ? 0 : 1);
}
