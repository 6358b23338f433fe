/**
 * Bot strength, resumable and shardable: `npm run bench:bots -- <command> [options]`.
 *
 * `run`: plays the strength matchups one game at a time and appends each result as one JSON
 * line, keyed by (matchup, seed), to a `.jsonl` file under `--dir` (default
 * `bench/results/bots/`). Before playing, every `.jsonl` file there is read and the (matchup,
 * seed) pairs already played are skipped, so a stopped run picks up where it was and several
 * processes (or machines, whose files are copied together) can share the seeds.
 *   --only NAME        hybrid, warmachine, hunters (or a prefix of a matchup name)
 *   --mcts SPEC        the search bot (default mcts:1000ms)
 *   --seeds A-B        the seeds to play (default 1-200); sides swap with the seed's parity
 *   --shard I/N        play only the seeds with seed mod N = I
 *   --matchups LIST    comma-separated matchup names to keep (see `list`)
 *   --max-games N      stop after N new games
 *   --clock wall|cpu   the clock of the bots' budgets in ms (default wall): `cpu` reads this
 *                      process's CPU time, so `mcts:1000ms` thinks as much on a loaded machine
 * `summary`: aggregates every line under `--dir` (any number of runs and shards) into games,
 *   wins, draws, errors and 95% Wilson intervals per matchup and clock (`--json` for JSON).
 * `list`: the matchup names.
 * `classic`: the benchmark games' series (tic-tac-toe, connect four, the grid skirmish).
 *
 * The matchups: for Hybrid and Warmachine on their sample content, `mcts` against `random` and
 * `heuristic`, and `heuristic` against `random` (the issue's three figures); for The Hunters,
 * each sample mission played by a team of `random`, `heuristic` and `mcts` characters against the
 * ruleset's own enemies. Times are wall-clock on a possibly shared machine: each line keeps the
 * load average at its end, so figures taken under load can be told apart.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { hostname, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  budgetOf,
  createBot,
  parseBotSpec,
  playGame,
  simulate,
  wilson,
  type Bot,
  type BotKnowledge,
  type Entrant,
} from '@skirmish/ai';
import type { Rules, Ruleset, SeatId } from '@skirmish/core';
import { botKnowledge } from '@skirmish/server/catalog';
import { huntersRuleset, type HuntersContent, type MissionState } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { arg, intArg } from './args.ts';
import { BENCH_GAMES, type GameId } from './games/index.ts';

const command = process.argv[2] ?? 'run';
const dir = arg('--dir') ?? 'bench/results/bots';
const mcts = arg('--mcts') ?? 'mcts:1000ms';
const clockName = arg('--clock') ?? 'wall';
if (clockName !== 'wall' && clockName !== 'cpu') throw new Error('--clock takes wall or cpu');
/** The clock the bots' budgets in ms are read from (the bench may read clocks; the bots may not). */
type Clock = 'wall' | 'cpu';
const clocks: Record<Clock, () => number> = {
  wall: () => performance.now(),
  // CPU time of this process: a bot gets the same thinking however busy the machine is.
  cpu: () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  },
};

/* eslint-disable @typescript-eslint/no-explicit-any -- each matchup holds its own game's types */
interface Matchup {
  /** `warmachine mcts:1000ms vs random`, `hunters/Q02 mcts:1000ms team`. */
  readonly name: string;
  readonly ruleset: string;
  readonly rules: Rules<any, any, any>;
  readonly knowledge: BotKnowledge<any, any, any>;
  readonly setup: unknown;
  /** One bot per side; a team matchup has one side (the characters) and one bot. */
  readonly bots: readonly string[];
  readonly sides: readonly (readonly SeatId[])[];
  /** How close the side came, read off the game's last position (Hunters missions). */
  readonly progress?: (state: any) => Progress;
}

/**
 * How close a Hunters team came to its mission's goal, 0..1, by the goal's kind: for `eliminate`
 * the share of the enemies' starting Health taken off (a destroyed enemy counts all of its
 * Health), for `collect` the findings held over the findings asked, for `survive` the turns
 * reached over the mission's last turn; a won mission is 1. Beside it the counts a player reads
 * off the table: enemies destroyed of those placed, findings, turn reached, characters standing.
 */
export interface Progress {
  readonly measure: number;
  readonly goal: string;
  readonly enemiesDestroyed: number;
  readonly enemiesPlaced: number;
  readonly findings: number;
  readonly turn: number;
  readonly standing: number;
}

export interface GameLine {
  readonly matchup: string;
  readonly seed: number;
  readonly ruleset: string;
  /** The bot in each seat. */
  readonly seats: Record<string, string>;
  /** The bots whose side won (empty for a draw, a loss of the team, or an error). */
  readonly winnerBots: readonly string[];
  readonly winners: readonly string[];
  readonly draw: boolean;
  readonly reason?: string;
  readonly error?: string;
  readonly decisions: number;
  /** How close the side came (Hunters missions; see `Progress`). */
  readonly progress?: Progress;
  /**
   * Per bot: decisions asked, those with more than one legal choice, those it searched, thinking
   * milliseconds (of the line's clock) in all and at most for one.
   */
  readonly thinking: Record<string, Tally>;
  /** The clock of the bots' budgets and of `thinking`; lines without one were played on the wall clock. */
  readonly clock?: Clock;
  readonly seconds: number;
  readonly load: number;
  readonly host: string;
  readonly at: string;
}

function matchups(): Matchup[] {
  const out: Matchup[] = [];
  const versus = (ruleset: Ruleset<any, any, any, any>): void => {
    const knowledge = botKnowledge(ruleset.id);
    if (!knowledge) throw new Error(`${ruleset.id} has no bot knowledge`);
    const rules = ruleset.rules(ruleset.content.sample, {});
    const seats = rules.seats(ruleset.defaultSetup);
    for (const bots of [
      [mcts, 'random'],
      [mcts, 'heuristic'],
      ['heuristic', 'random'],
    ])
      out.push({
        name: `${ruleset.id} ${bots.join(' vs ')}`,
        ruleset: ruleset.id,
        rules,
        knowledge,
        setup: ruleset.defaultSetup,
        bots,
        sides: seats.map((s: SeatId) => [s]),
      });
  };
  versus(warmachineRuleset);
  versus(hybridRuleset);
  const knowledge = botKnowledge(huntersRuleset.id);
  if (!knowledge) throw new Error('hunters has no bot knowledge');
  const content = huntersRuleset.content.sample;
  const rules = huntersRuleset.rules(content, {});
  for (const mission of content.missions) {
    const setup = { ...(huntersRuleset.defaultSetup as object), mission: mission.id };
    for (const bot of ['random', 'heuristic', mcts])
      out.push({
        name: `hunters/${mission.id} ${bot} team`,
        ruleset: 'hunters',
        rules,
        knowledge,
        setup,
        bots: [bot],
        sides: [rules.seats(setup)],
        progress: (state: MissionState) => huntersProgress(content, state),
      });
  }
  return out;
}

export function huntersProgress(content: HuntersContent, s: MissionState): Progress {
  const mission = content.missions.find((m) => m.id === s.mission);
  if (!mission) throw new Error(`no mission ${s.mission}`);
  const health = (kind: string) => content.enemies.find((e) => e.id === kind)?.health ?? 0;
  const placed = mission.enemies.reduce((n, e) => n + e.count, 0);
  const startHealth = mission.enemies.reduce((n, e) => n + e.count * health(e.enemy), 0);
  const left = s.enemies.reduce((n, e) => n + Math.min(health(e.kind), Math.max(0, e.health)), 0);
  const findings = s.chars.reduce((n, c) => n + c.findings, 0);
  const v = mission.victory;
  let measure: number;
  if (s.result?.victory === true) measure = 1;
  else if (v.kind === 'eliminate') measure = startHealth > 0 ? Math.max(0, 1 - left / startHealth) : 0;
  else if (v.kind === 'collect') measure = Math.min(1, findings / Math.max(1, v.findings));
  else measure = mission.maxTurns > 0 ? Math.min(1, Math.max(0, s.turn - 1) / mission.maxTurns) : 0;
  return {
    measure: Math.round(measure * 1000) / 1000,
    goal: v.kind,
    enemiesDestroyed: Math.max(0, placed - s.enemies.length),
    enemiesPlaced: placed,
    findings,
    turn: s.turn,
    standing: s.chars.filter((c) => !c.dead && c.health > 0).length,
  };
}

/** Every game line under `dir`, from every run and shard; a line cut short by a stopped run is skipped. */
function readLines(): GameLine[] {
  if (!existsSync(dir)) return [];
  const lines: GameLine[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.jsonl')) continue;
    for (const text of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (text.trim() === '') continue;
      try {
        lines.push(JSON.parse(text) as GameLine);
      } catch {
        // The last line of a run killed mid-write.
      }
    }
  }
  return lines;
}

interface Tally {
  decisions: number;
  choices: number;
  /** Decisions the bot searched (a search bot's decisions with iterations; older lines lack it). */
  searched?: number;
  ms: number;
  maxMs: number;
}

/** A bot that times its decisions on the run's clock. */
function timed(bot: Bot<unknown, unknown>, tally: Tally, now: () => number) {
  return {
    name: bot.name,
    choose(input: Parameters<Bot<unknown, unknown>['choose']>[0]) {
      const t0 = now();
      const d = bot.choose(input);
      const ms = now() - t0;
      tally.decisions++;
      if (input.legal.length > 1) tally.choices++;
      if (((d as { iterations?: number }).iterations ?? 0) > 0) tally.searched = (tally.searched ?? 0) + 1;
      tally.ms += ms;
      tally.maxMs = Math.max(tally.maxMs, ms);
      return d;
    },
  };
}

function playOne(m: Matchup, seed: number, clock: Clock): GameLine {
  const now = clocks[clock];
  // Sides swap with the seed's parity: odd seeds give the first bot the first side.
  const order = m.bots.length === 1 || seed % 2 === 1 ? m.bots : [...m.bots].reverse();
  const thinking: GameLine['thinking'] = {};
  const seats = new Map<SeatId, Entrant<unknown, unknown>>();
  const seatBots: Record<string, string> = {};
  const entrants = new Map<string, Entrant<unknown, unknown>>();
  for (const name of new Set(order)) {
    const spec = parseBotSpec(name);
    if ('error' in spec) throw new Error(spec.error);
    const tally = (thinking[name] = { decisions: 0, choices: 0, searched: 0, ms: 0, maxMs: 0 });
    entrants.set(name, { name, bot: timed(createBot(spec, m.rules, m.knowledge), tally, now), budget: budgetOf(spec) });
  }
  m.sides.forEach((side, k) => {
    const name = order[k] as string;
    for (const seat of side) {
      seats.set(seat, entrants.get(name) as Entrant<unknown, unknown>);
      seatBots[seat] = name;
    }
  });
  const t0 = performance.now();
  let last: unknown = null;
  const r = playGame({
    rules: m.rules,
    setup: m.setup,
    seats,
    seed,
    now,
    onEnd: (state) => {
      last = state;
    },
  });
  const progress = m.progress && last !== null ? m.progress(last) : undefined;
  const winners = r.outcome?.draw === true ? [] : (r.outcome?.winners ?? []);
  const winnerBots = [...new Set(winners.map((s) => seatBots[s]).filter((b): b is string => b !== undefined))];
  for (const t of Object.values(thinking)) {
    t.ms = Math.round(t.ms);
    t.maxMs = Math.round(t.maxMs);
  }
  const reason = (r.outcome as { reason?: unknown } | null)?.reason;
  return {
    matchup: m.name,
    seed,
    ruleset: m.ruleset,
    seats: seatBots,
    winnerBots,
    winners,
    draw: r.outcome?.draw === true,
    ...(typeof reason === 'string' ? { reason } : {}),
    ...(r.error !== undefined ? { error: r.error } : {}),
    decisions: r.decisions,
    ...(progress ? { progress } : {}),
    thinking,
    clock,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    load: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    host: hostname(),
    at: new Date().toISOString(),
  };
}

function run(): void {
  const only = arg('--only');
  const keep = arg('--matchups')
    ?.split(',')
    .map((s) => s.trim());
  const [from, to] = (arg('--seeds') ?? '1-200').split('-').map(Number) as [number, number];
  const [shard, shards] = (arg('--shard') ?? '0/1').split('/').map(Number) as [number, number];
  const maxGames = intArg('--max-games', Number.MAX_SAFE_INTEGER);
  if (![from, to, shard, shards].every(Number.isSafeInteger) || shards < 1 || shard < 0 || shard >= shards)
    throw new Error('--seeds A-B and --shard I/N take whole numbers, with 0 <= I < N');
  const chosen = matchups().filter(
    (m) => (only === undefined || m.name.startsWith(only)) && (keep === undefined || keep.includes(m.name)),
  );
  if (chosen.length === 0) throw new Error('no matchup left: see `npm run bench:bots -- list`');
  mkdirSync(dir, { recursive: true });
  const clock = clockName as Clock;
  const file = join(
    dir,
    `${hostname()}-${only ?? 'all'}${clock === 'cpu' ? '-cpu' : ''}-shard${shard}of${shards}.jsonl`,
  );
  let played = 0;
  // Seeds outermost, so every matchup advances together and a run stopped early is balanced.
  for (let seed = from; seed <= to; seed++) {
    if (seed % shards !== shard) continue;
    for (const m of chosen) {
      if (played >= maxGames) return;
      // Re-read before each game: another process may have played it meanwhile.
      const done = new Set(readLines().map(lineKey));
      if (done.has(`${m.name}#${seed}#${clock}`)) continue;
      const line = playOne(m, seed, clock);
      appendFileSync(file, `${JSON.stringify(line)}\n`);
      process.stdout.write(
        `${m.name} seed ${seed}: ${line.error ? `error ${line.error}` : line.draw ? 'draw' : `won by ${line.winnerBots.join('+') || 'nobody'}`} (${line.decisions} decisions, ${line.seconds} s)\n`,
      );
      played++;
    }
  }
}

/** A game's identity in the results: matchup, seed and clock (a seed may be played on each clock). */
function lineKey(l: GameLine): string {
  return `${l.matchup}#${l.seed}#${l.clock ?? 'wall'}`;
}

interface Figures {
  matchup: string;
  clock: Clock;
  games: number;
  wins: Record<string, number>;
  draws: number;
  errors: number;
  /** Each bot's win rate with its 95% Wilson interval (draws count as not won). */
  winRate: Record<string, { rate: number; low: number; high: number }>;
  /**
   * Per bot: mean and longest thinking time of one decision, decisions with a real choice per
   * game, and decisions searched per game (null when the lines do not say).
   */
  decisionMs: Record<string, { mean: number; max: number; choicesPerGame: number; searchedPerGame: number | null }>;
  meanSeconds: number;
  meanLoad: number;
  /**
   * How close the side came (Hunters), over the games that record it: the mean measure with its
   * 95% interval (normal approximation, t-free: n is tens of games), and mean enemies destroyed.
   */
  progress?: {
    games: number;
    mean: number;
    low: number;
    high: number;
    enemiesDestroyed: number;
    enemiesPlaced: number;
  };
}

/** Mean and 95% interval (mean +- 1.96 standard errors, kept in 0..1) of measures in 0..1. */
export function meanInterval(xs: readonly number[]): { mean: number; low: number; high: number } {
  const n = xs.length;
  if (n === 0) return { mean: 0, low: 0, high: 1 };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, low: 0, high: 1 };
  const variance = xs.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (n - 1);
  const half = 1.959963984540054 * Math.sqrt(variance / n);
  return { mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

export function summarize(lines: readonly GameLine[]): Figures[] {
  // Grouped by matchup and clock: a game on the CPU clock is not the same measurement as one on the wall clock.
  const byMatchup = new Map<string, { matchup: string; clock: Clock; games: Map<number, GameLine> }>();
  for (const l of lines) {
    const clock = l.clock ?? 'wall';
    const k = `${l.matchup}#${clock}`;
    const m = byMatchup.get(k) ?? { matchup: l.matchup, clock, games: new Map<number, GameLine>() };
    // A seed played twice (two runs that overlapped) counts once.
    if (!m.games.has(l.seed)) m.games.set(l.seed, l);
    byMatchup.set(k, m);
  }
  const out: Figures[] = [];
  for (const [, { matchup, clock, games }] of [...byMatchup].sort(([a], [b]) => a.localeCompare(b))) {
    const list = [...games.values()];
    const bots = [...new Set(list.flatMap((l) => Object.values(l.seats)))];
    const wins = Object.fromEntries(bots.map((b) => [b, 0]));
    const think: Record<
      string,
      { decisions: number; choices: number; searched: number | null; games: number; ms: number; max: number }
    > = {};
    let draws = 0;
    let errors = 0;
    for (const l of list) {
      if (l.error !== undefined) errors++;
      else if (l.winnerBots.length === 0) draws += l.draw ? 1 : 0;
      for (const b of l.winnerBots) wins[b] = (wins[b] ?? 0) + 1;
      for (const [b, t] of Object.entries(l.thinking)) {
        const acc = (think[b] ??= { decisions: 0, choices: 0, searched: 0, games: 0, ms: 0, max: 0 });
        acc.decisions += t.decisions;
        acc.choices += t.choices;
        // One line that does not count searches leaves the figure unknown.
        acc.searched = acc.searched === null || t.searched === undefined ? null : acc.searched + t.searched;
        acc.games++;
        acc.ms += t.ms;
        acc.max = Math.max(acc.max, t.maxMs);
      }
    }
    const n = list.length;
    out.push({
      matchup,
      clock,
      games: n,
      wins,
      draws,
      errors,
      winRate: Object.fromEntries(bots.map((b) => [b, wilson(wins[b] ?? 0, n)])),
      decisionMs: Object.fromEntries(
        Object.entries(think).map(([b, t]) => [
          b,
          {
            mean: t.decisions > 0 ? Math.round(t.ms / t.decisions) : 0,
            max: t.max,
            choicesPerGame: Math.round(t.choices / Math.max(1, t.games)),
            searchedPerGame: t.searched === null ? null : Math.round(t.searched / Math.max(1, t.games)),
          },
        ]),
      ),
      meanSeconds: Math.round((list.reduce((s, l) => s + l.seconds, 0) / Math.max(1, n)) * 10) / 10,
      meanLoad: Math.round((list.reduce((s, l) => s + l.load, 0) / Math.max(1, n)) * 10) / 10,
      ...progressOf(list),
    });
  }
  return out;
}

function progressOf(list: readonly GameLine[]): Pick<Figures, 'progress'> {
  const ps = list.flatMap((l) => (l.progress && l.error === undefined ? [l.progress] : []));
  if (ps.length === 0) return {};
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  const m = meanInterval(ps.map((p) => p.measure));
  return {
    progress: {
      games: ps.length,
      mean: r3(m.mean),
      low: r3(m.low),
      high: r3(m.high),
      enemiesDestroyed: r3(ps.reduce((a, p) => a + p.enemiesDestroyed, 0) / ps.length),
      enemiesPlaced: r3(ps.reduce((a, p) => a + p.enemiesPlaced, 0) / ps.length),
    },
  };
}

function summary(): void {
  const figures = summarize(readLines());
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    return;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const f of figures) {
    const rates = Object.entries(f.winRate)
      .map(([b, r]) => `${b} ${f.wins[b] ?? 0} (${pct(r.rate)}, 95% ${pct(r.low)}-${pct(r.high)})`)
      .join('; ');
    const think = Object.entries(f.decisionMs)
      .map(
        ([b, t]) =>
          `${b} ${t.mean}/${t.max} ms (${t.choicesPerGame} real choices${t.searchedPerGame === null ? '' : `, ${t.searchedPerGame} searched`} a game)`,
      )
      .join(', ');
    const p = f.progress;
    const progress = p
      ? `; progress ${pct(p.mean)} (95% ${pct(p.low)}-${pct(p.high)}, ${p.games} games), enemies destroyed ${p.enemiesDestroyed} of ${p.enemiesPlaced}`
      : '';
    process.stdout.write(
      `${f.matchup} [${f.clock} clock]: ${f.games} games; ${rates}; draws ${f.draws}, errors ${f.errors}${progress}; ` +
        `decision mean/max ${think}; ${f.meanSeconds} s a game at load ${f.meanLoad}\n`,
    );
  }
}

function classic(): void {
  const games = intArg('--games', 20);
  const seed = intArg('--seed', 1);
  const pairings: Array<[GameId, string, string]> = [
    ['tictactoe', 'mcts:1000it', 'random'],
    ['connect-four', 'mcts:2000it', 'random'],
    ['skirmish', 'heuristic', 'random'],
    ['skirmish', 'mcts:1000it', 'random'],
    ['skirmish', 'mcts:1000it', 'heuristic'],
  ];
  for (const [id, a, b] of pairings) {
    const game = BENCH_GAMES[id];
    const rules = game.ruleset.rules(game.ruleset.content.sample, {});
    const entrant = (name: string): Entrant<unknown, unknown> => {
      const spec = parseBotSpec(name);
      if ('error' in spec) throw new Error(spec.error);
      return { name, bot: createBot(spec, rules, game.knowledge, { playoutDepth: 20 }), budget: budgetOf(spec) };
    };
    const t0 = performance.now();
    const report = simulate({
      rules,
      setup: game.ruleset.defaultSetup,
      entrants: [entrant(a), entrant(b)],
      games,
      seed,
      now: clocks[clockName as Clock],
    });
    const seconds = Math.round((performance.now() - t0) / 100) / 10;
    process.stdout.write(`${JSON.stringify({ game: id, bots: [a, b], ...report, seconds })}\n`);
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

// Run as a command; imported (by tests), it only defines.
if (process.argv[1]?.endsWith('bots.ts'))
  switch (command) {
    case 'run':
      run();
      break;
    case 'summary':
      summary();
      break;
    case 'list':
      for (const m of matchups()) process.stdout.write(`${m.name}\n`);
      break;
    case 'classic':
      classic();
      break;
    default:
      throw new Error(`unknown command "${command}": run, summary, list or classic`);
  }
