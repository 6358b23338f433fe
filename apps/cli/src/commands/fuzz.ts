import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { botKnowledge } from '@skirmish/server/catalog';
import type { AnyRuleset } from '@skirmish/core';
import { checkKnown, intOption, stringOption, UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { FUZZ_KINDS, fuzz, mergeReports, type FuzzKind, type FuzzReport } from '../fuzz.ts';
import { printJson, type Io } from '../io.ts';

const BIN = fileURLToPath(new URL('../../bin/skirmish.mjs', import.meta.url));

interface Plan {
  readonly games: number;
  readonly seed: number;
  readonly kinds: readonly FuzzKind[] | undefined;
  readonly maxChoices: number;
  readonly every: number;
  readonly shrink: number;
}

/** Runs `games` games split into contiguous seed ranges, one child process per range. */
async function inWorkers(ruleset: AnyRuleset, plan: Plan, workers: number, io: Io): Promise<FuzzReport> {
  const per = Math.ceil(plan.games / workers);
  const jobs: Promise<FuzzReport>[] = [];
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
            const [report] = JSON.parse(out) as FuzzReport[];
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
  return mergeReports(await Promise.all(jobs));
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
  flags: ['json', 'quiet'],
  help: `Usage: skirmish fuzz [--ruleset ID] [--games N] [--seed S] [--kind K] [--workers W] [--json]

Plays seeded games and checks after every choice that the rules' invariants hold, that the seat
asked has legal choices and the one played is accepted, that every seat's view can be made, that
the fast path agrees with the validated path; every few choices that the match survives
serialisation and that the rules left the state they were given alone; and at the end that
replaying the record gives the live state after every choice. Games are of three kinds, taken in
turn by seed: random (uniform legal choices), bot (the rule system's rules-of-thumb bot on most
seats, a random one on the others) and campaign (Hunters campaigns, Dogs of War companies over
many missions). Set-ups (missions, boxes, classes, companies) vary with the seed.

A failure prints its seed, kind and check, the record that reproduces it and a shrunk record
(exit code 1); \`--seed S --games 1\` plays that game again. Each seed that ever failed belongs in
test/fuzz-seeds.json. Also run as \`npm run fuzz -- --ruleset hunters --games 1000 --workers 2\`.

Options:
  --ruleset ID      one rule system (default: every registered one)
  --games N         games per rule system (default 100)
  --seed S          first seed; game i uses S + i (default 1)
  --kind K[,K]      random, bot, campaign (default: every kind the rule system has)
  --workers W       split the games over W child processes (default 1: in this process)
  --max-choices N   stop a game after N choices (default 20000)
  --every N         serialisation and no-mutation checks every N choices (default 25)
  --shrink N        replays spent shrinking each failure (default 40; 0: none)
  --quiet           no progress on stderr
  --json            print JSON: [{"ruleset", "games", "choices", "finished", "byKind", "failures"}]
`,
  async run(args, io) {
    checkKnown(args, ['ruleset', 'games', 'seed', 'kind', 'workers', 'max-choices', 'every', 'shrink', 'quiet']);
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
    const workers = intOption(args, 'workers', 1, 1);
    const quiet = Boolean(args.options['quiet']);
    const reports: FuzzReport[] = [];
    for (const r of rulesets) {
      if (!r) continue;
      const knowledge = botKnowledge(r.id);
      const t0 = performance.now();
      const report =
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
                if (!quiet && (done % Math.max(1, Math.floor(plan.games / 50)) === 0 || done === plan.games)) {
                  io.err(`\r${r.id}: ${done}/${plan.games}`);
                  if (done === plan.games) io.err('\n');
                }
              },
            });
      reports.push(report);
      const seconds = (performance.now() - t0) / 1000;
      if (!args.options['json']) {
        const kinds = Object.entries(report.byKind)
          .map(([k, f]) => `${k} ${f.games}`)
          .join(', ');
        io.out(
          `${r.id}: ${report.games} games (${kinds}), ${report.choices} choices, ${report.finished} finished, ${report.failures.length} failures, ${seconds.toFixed(1)} s\n`,
        );
        if (report.setupsRefused > 0)
          io.out(`  ${report.setupsRefused} generated set-ups refused (played from the default set-up)\n`);
        for (const f of report.failures.slice(0, 10)) {
          io.out(
            `  seed ${f.seed} (${f.kind}), choice ${f.step}: [${f.check}] ${f.message}\n` +
              `  again: npm run fuzz -- --ruleset ${r.id} --seed ${f.seed} --games 1${plan.kinds ? ` --kind ${plan.kinds.join(',')}` : ''}\n` +
              `  pin in test/fuzz-seeds.json: ${JSON.stringify({ ruleset: r.id, kind: f.kind, seed: f.seed, note: f.check })}\n` +
              `  record: ${JSON.stringify(f.record)}\n` +
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
