import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { botKnowledge } from '@skirmish/server/catalog';
import type { AnyRuleset, Options } from '@skirmish/core';
import { checkKnown, intOption, stringOption, UsageError, type Args } from '../args.ts';
import type { Command } from '../command.ts';
import { FUZZ_KINDS, fuzz, mergeReports, type FuzzKind, type FuzzReport } from '../fuzz.ts';
import { printJson, type Io } from '../io.ts';

const BIN = fileURLToPath(new URL('../../bin/skirmish.mjs', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
/** Where shard lines are kept by default: one JSON line a run, one file a rule system. */
export const RESULTS_DIR = join(REPO, 'bench', 'results', 'fuzz');

/** A report with the time it took: CPU seconds of this process (and its workers) and wall seconds. */
type Timed = FuzzReport & { cpuSeconds: number; seconds: number };

/** One line of bench/results/fuzz/<ruleset>.jsonl: a run of consecutive seeds and what it found. */
export interface ShardLine {
  readonly ruleset: string;
  readonly version: string;
  readonly games: number;
  /** The first and last seed played. */
  readonly seeds: readonly [number, number];
  readonly kinds: readonly FuzzKind[] | null;
  readonly byKind: FuzzReport['byKind'];
  readonly choices: number;
  readonly finished: number;
  readonly failures: number;
  readonly failed: ReadonlyArray<{ seed: number; kind: FuzzKind; check: string; step: number }>;
  readonly setupsRefused: number;
  readonly cpuSeconds: number;
  readonly seconds: number;
  readonly maxChoices: number;
  readonly every: number;
  readonly commit: string;
  /** Whether the rule system, the packages or the CLI had changes not yet committed. */
  readonly dirty: boolean;
  readonly host: { readonly name: string; readonly cpu: string; readonly cores: number; readonly node: string };
  readonly at: string;
}

function git(args: string[]): string {
  const r = spawnSync('git', args, { cwd: REPO, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

interface Plan {
  readonly games: number;
  readonly seed: number;
  readonly kinds: readonly FuzzKind[] | undefined;
  readonly maxChoices: number;
  readonly every: number;
  readonly shrink: number;
}

/** Runs `games` games split into contiguous seed ranges, one child process per range. */
async function inWorkers(ruleset: AnyRuleset, plan: Plan, workers: number, io: Io): Promise<Timed> {
  const per = Math.ceil(plan.games / workers);
  const jobs: Promise<Timed>[] = [];
  for (let w = 0; w < workers; w++) {
    const games = Math.min(per, plan.games - w * per);
    if (games <= 0) break;
    const argv = [
      BIN,
      'fuzz',
      '--ruleset',
      ruleset.id,
      '--games',
      String(games),
      '--seed',
      String(plan.seed + w * per),
      '--max-choices',
      String(plan.maxChoices),
      '--every',
      String(plan.every),
      '--shrink',
      String(plan.shrink),
      ...(plan.kinds ? ['--kind', plan.kinds.join(',')] : []),
      '--json',
      '--quiet',
    ];
    jobs.push(
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (d: string) => (out += d));
        child.on('error', reject);
        child.on('close', (code) => {
          try {
            const [report] = JSON.parse(out) as Timed[];
            if (!report) throw new Error('no report');
            io.err(`${ruleset.id}: worker ${w + 1} done (${report.games} games)\n`);
            resolve(report);
          } catch (e) {
            reject(new Error(`fuzz worker ${w + 1} ended with code ${code}: ${(e as Error).message}`));
          }
        });
      }),
    );
  }
  const done = await Promise.all(jobs);
  return {
    ...mergeReports(done),
    cpuSeconds: done.reduce((a, r) => a + (r.cpuSeconds ?? 0), 0),
    seconds: Math.max(...done.map((r) => r.seconds ?? 0)),
  };
}

/** `--results` alone: the repository's bench/results/fuzz; `--results DIR`: that folder; absent: none. */
function resultsDir(args: Args): string | null {
  const v = args.options['results'];
  if (v === undefined) return null;
  return v === true ? RESULTS_DIR : resolve(v);
}

function appendShard(dir: string, version: string, plan: Plan, report: Timed): void {
  const line: ShardLine = {
    ruleset: report.ruleset,
    version,
    games: report.games,
    seeds: [plan.seed, plan.seed + report.games - 1],
    kinds: plan.kinds ?? null,
    byKind: report.byKind,
    choices: report.choices,
    finished: report.finished,
    failures: report.failures.length,
    failed: report.failures.map((f) => ({ seed: f.seed, kind: f.kind, check: f.check, step: f.step })),
    setupsRefused: report.setupsRefused,
    cpuSeconds: Math.round(report.cpuSeconds * 10000) / 10000,
    seconds: Math.round(report.seconds * 10000) / 10000,
    maxChoices: plan.maxChoices,
    every: plan.every,
    commit: git(['rev-parse', '--short=12', 'HEAD']) || 'unknown',
    dirty: git(['status', '--porcelain', '--', 'packages', `rulesets/${report.ruleset}`, 'apps/cli/src']) !== '',
    host: { name: hostname(), cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version },
    at: new Date().toISOString(),
  };
  const file = join(dir, `${report.ruleset}.jsonl`);
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** The shard lines of one rule system added up. */
export interface ShardTotal {
  readonly ruleset: string;
  readonly shards: number;
  /** Games in all lines, and distinct seeds among them (lower when shards overlap). */
  readonly games: number;
  readonly distinctSeeds: number;
  readonly overlaps: ReadonlyArray<readonly [number, number]>;
  readonly choices: number;
  readonly finished: number;
  readonly failures: number;
  readonly failed: ShardLine['failed'];
  readonly cpuSeconds: number;
  readonly gamesPerCpuSecond: number;
  /** CPU hours 100,000 games would take at the measured rate. */
  readonly cpuHoursFor100k: number;
  readonly versions: readonly string[];
  readonly commits: readonly string[];
  readonly dirty: boolean;
}

/** Reads every <ruleset>.jsonl in `dir` and adds the lines up per rule system. */
export function summarise(dir: string): ShardTotal[] {
  if (!existsSync(dir)) throw new UsageError(`No fuzz results in "${dir}"`);
  const totals: ShardTotal[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const lines = readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l, i) => {
        try {
          return JSON.parse(l) as ShardLine;
        } catch {
          throw new UsageError(`${join(dir, name)} line ${i + 1} is not JSON`);
        }
      });
    if (lines.length === 0) continue;
    const ranges = lines.map((l) => [l.seeds[0], l.seeds[1]] as const).sort((a, b) => a[0] - b[0]);
    let distinct = 0;
    let end = -Infinity;
    const overlaps: Array<readonly [number, number]> = [];
    for (const [a, b] of ranges) {
      if (a <= end) overlaps.push([a, Math.min(b, end)]);
      const from = Math.max(a, end + 1);
      if (b >= from) distinct += b - from + 1;
      end = Math.max(end, b);
    }
    const sum = (f: (l: ShardLine) => number) => lines.reduce((t, l) => t + f(l), 0);
    const games = sum((l) => l.games);
    const cpu = sum((l) => l.cpuSeconds);
    totals.push({
      ruleset: lines[0]!.ruleset,
      shards: lines.length,
      games,
      distinctSeeds: distinct,
      overlaps,
      choices: sum((l) => l.choices),
      finished: sum((l) => l.finished),
      failures: sum((l) => l.failures),
      failed: lines.flatMap((l) => l.failed),
      cpuSeconds: Math.round(cpu * 10) / 10,
      gamesPerCpuSecond: cpu > 0 ? Math.round((games / cpu) * 1000) / 1000 : 0,
      cpuHoursFor100k: games > 0 ? Math.round(((cpu / games) * 100_000) / 36) / 100 : 0,
      versions: [...new Set(lines.map((l) => l.version))],
      commits: [...new Set(lines.map((l) => l.commit))],
      dirty: lines.some((l) => l.dirty),
    });
  }
  return totals;
}

function printSummary(io: Io, totals: readonly ShardTotal[]): void {
  for (const t of totals) {
    io.out(
      `${t.ruleset}: ${t.games} games in ${t.shards} shards (${t.distinctSeeds} distinct seeds), ${t.choices} choices, ` +
        `${t.finished} finished, ${t.failures} failures, ${t.cpuSeconds} CPU s, ${t.gamesPerCpuSecond} games a CPU second; ` +
        `100,000 games: ${t.cpuHoursFor100k} CPU hours (versions ${t.versions.join(', ')}; commits ${t.commits.join(', ')}${t.dirty ? ', some with uncommitted changes' : ''})\n`,
    );
    for (const [a, b] of t.overlaps)
      io.out(`  ${a === b ? `seed ${a} was` : `seeds ${a}-${b} were`} played by more than one shard\n`);
    for (const f of t.failed.slice(0, 10))
      io.out(`  failed: seed ${f.seed} (${f.kind}) at choice ${f.step}: ${f.check}\n`);
  }
}

function parseKinds(text: string | undefined): FuzzKind[] | undefined {
  if (text === undefined) return undefined;
  const kinds = text.split(',').map((k) => k.trim());
  for (const k of kinds)
    if (!(FUZZ_KINDS as readonly string[]).includes(k))
      throw new UsageError(`--kind takes ${FUZZ_KINDS.join(', ')} (comma-separated), got "${k}"`);
  return kinds as FuzzKind[];
}

export const fuzzCommand: Command = {
  name: 'fuzz',
  summary: 'Play seeded random, bot and campaign games checking every invariant after every choice',
  flags: ['json', 'quiet', 'summary'],
  help: `Usage: skirmish fuzz [--ruleset ID] [--games N] [--seed S] [--kind K] [--workers W] [--results [DIR]] [--json]
       skirmish fuzz --summary [--results DIR] [--json]

Plays seeded games and checks after every choice that the rules' invariants hold, that the seat
asked has legal choices and the one played is accepted, that the state and every seat's view are
plain data (so they survive serialisation), that the rules left the state they were given alone,
that the record replayed in lockstep from its serialised choices reaches the same state and RNG,
and that the fast path agrees with the validated path; every few choices the state goes through
serialisation and back, and at the end the whole match does and the replay's hash equals the
live game's. Games are of three kinds, taken in turn by seed: random (uniform legal choices), bot
(the rule system's rules-of-thumb bot on most seats, a random one on the others) and campaign
(Hunters campaigns, Dogs of War companies over many missions). Set-ups (missions, boxes, classes,
companies) and house rules vary with the seed.

A failure prints its seed, kind and check, the record that reproduces it and a shrunk record
(exit code 1); \`--seed S --games 1\` plays that game again. Each game that ever failed belongs in
test/fuzz-seeds.json with its record in test/fuzz-records/ (the record, since the game a seed
plays changes with the seeding and the bots); a listed choice the rules refused is not in the
record, so the pin names it as \`then\`, played after the record. Also run as \`npm run fuzz -- --ruleset hunters --games 1000 --workers 2\`.

Long runs go in shards over disjoint seeds, each adding one line to
bench/results/fuzz/<ruleset>.jsonl (games, seeds, failures, CPU seconds, commit, host):
  npm run fuzz -- --ruleset hunters --games 2000 --seed 1 --results
  npm run fuzz -- --ruleset hunters --games 2000 --seed 2001 --results
  npm run fuzz -- --summary
The summary adds the lines up per rule system: games, distinct seeds (and any seeds played twice),
failures, CPU seconds, games a CPU second and the CPU hours of 100,000 games at that rate.

Options:
  --ruleset ID      one rule system (default: every registered one)
  --games N         games per rule system (default 100)
  --seed S          first seed; game i uses S + i (default 1)
  --kind K[,K]      random, bot, campaign (default: every kind the rule system has)
  --workers W       split the games over W child processes (default 1: in this process; at most 64)
  --max-choices N   stop a game after N choices (default 20000)
  --every N         serialisation round trip of the state every N choices (default 25)
  --shrink N        replays spent shrinking each failure (default 40; 0: none)
  --results [DIR]   add a line per rule system to DIR/<ruleset>.jsonl (default bench/results/fuzz)
  --summary         add up the lines in DIR (default bench/results/fuzz) instead of playing
  --quiet           no progress on stderr
  --json            print JSON: [{"ruleset", "games", "choices", "finished", "byKind", "failures",
                    "cpuSeconds", "seconds"}], or the summary's totals
`,
  async run(args, io) {
    checkKnown(args, [
      'ruleset',
      'games',
      'seed',
      'kind',
      'workers',
      'max-choices',
      'every',
      'shrink',
      'quiet',
      'results',
      'summary',
    ]);
    if (args.options['summary']) {
      const totals = summarise(resultsDir(args) ?? RESULTS_DIR);
      if (args.options['json']) printJson(io, totals);
      else printSummary(io, totals);
      return 0;
    }
    const id = stringOption(args, 'ruleset');
    const rulesets = id ? [io.registry.get(id)] : io.registry.list();
    if (rulesets.some((r) => r === undefined)) throw new UsageError(`Unknown rule system "${id ?? ''}"`);
    const plan: Plan = {
      games: intOption(args, 'games', 100, 1),
      seed: intOption(args, 'seed', 1),
      kinds: parseKinds(stringOption(args, 'kind')),
      maxChoices: intOption(args, 'max-choices', 20_000, 1),
      every: intOption(args, 'every', 25, 1),
      shrink: intOption(args, 'shrink', 40, 0),
    };
    const workers = intOption(args, 'workers', 1, 1, 64);
    const quiet = Boolean(args.options['quiet']);
    const reports: Timed[] = [];
    const results = resultsDir(args);
    for (const r of rulesets) {
      if (!r) continue;
      // The bots of each game search the house rules it is played by.
      const knowledge = botKnowledge(r.id)
        ? (options: Options) => botKnowledge(r.id, undefined, 'sample', options)
        : undefined;
      const t0 = performance.now();
      const c0 = cpuNow();
      const played =
        workers > 1
          ? await inWorkers(r, plan, workers, io)
          : fuzz(r, {
              games: plan.games,
              seed: plan.seed,
              ...(plan.kinds ? { kinds: plan.kinds } : {}),
              ...(knowledge ? { knowledge } : {}),
              maxChoices: plan.maxChoices,
              roundTripEvery: plan.every,
              shrinkTrials: plan.shrink,
              onGame: (done) => {
                if (quiet) return;
                // Redrawn in place on a terminal; into a file or a pipe, a line every tenth of the run.
                const every = Math.max(1, io.isTTY ? Math.floor(plan.games / 50) : Math.ceil(plan.games / 10));
                if (done % every !== 0 && done !== plan.games) return;
                if (!io.isTTY) io.err(`${r.id}: ${done}/${plan.games}\n`);
                else {
                  io.err(`\r${r.id}: ${done}/${plan.games}`);
                  if (done === plan.games) io.err('\n');
                }
              },
            });
      const seconds = (performance.now() - t0) / 1000;
      // In workers the children's CPU is theirs (reported back); this process only waited.
      const report: Timed =
        'cpuSeconds' in played ? (played as Timed) : { ...played, cpuSeconds: cpuNow() - c0, seconds };
      reports.push(report);
      if (results !== null) appendShard(results, r.version, plan, report);
      if (!args.options['json']) {
        const kinds = Object.entries(report.byKind)
          .map(([k, f]) => `${k} ${f.games}`)
          .join(', ');
        io.out(
          `${r.id}: ${report.games} games (${kinds}), ${report.choices} choices, ${report.finished} finished, ${report.failures.length} failures, ${seconds.toFixed(1)} s, ${report.cpuSeconds.toFixed(1)} CPU s\n`,
        );
        if (report.setupsRefused > 0)
          io.out(`  ${report.setupsRefused} generated set-ups refused (played from the default set-up)\n`);
        for (const f of report.failures.slice(0, 10)) {
          io.out(
            `  seed ${f.seed} (${f.kind}), choice ${f.step}: [${f.check}] ${f.message}\n` +
              `  again: npm run fuzz -- --ruleset ${r.id} --seed ${f.seed} --games 1${plan.kinds ? ` --kind ${plan.kinds.join(',')}` : ''}\n` +
              `  pin in test/fuzz-seeds.json: ${JSON.stringify({ ruleset: r.id, kind: f.kind, seed: f.seed, note: f.check, ...(f.refused ? { then: f.refused } : {}) })}\n` +
              `  record: ${JSON.stringify(f.record)}\n` +
              (f.refused ? `  then the listed choice refused: ${JSON.stringify(f.refused)}\n` : '') +
              (f.shrunk
                ? `  shrunk (${f.shrunk.choices.length} of ${f.record.choices.length} choices): ${JSON.stringify(f.shrunk)}\n`
                : ''),
          );
        }
      }
    }
    if (args.options['json']) printJson(io, reports);
    return reports.some((r) => r.failures.length > 0) ? 1 : 0;
  },
};
