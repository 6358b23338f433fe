/**
 * The per-rule-system search figures and the scaling series, each part in its own process:
 * `node --import tsx bench/series.ts '{"part":"mcts","id":"hunters","ms":1500,"seed":1}'`.
 * - `mcts`: packages/ai's search (on the fast path, with the rule system's own search settings)
 *   from positions of a random game: iterations per second of CPU time.
 * - `levels`: milliseconds per decision of each difficulty level (`LEVELS`), wall time, from the
 *   same positions, with the clock the levels are given.
 * - `scaling`: random games on the fast path and the validated path at growing sizes: the cost
 *   of a choice in microseconds of CPU time.
 * Prints one JSON line per spec.
 */
import { createBot, LEVELS, mix, type Budget, type Level } from '@skirmish/ai';
import {
  Engine,
  playout,
  resolveOptions,
  SeededDice,
  unwrap,
  type AnyRuleset,
  type Rules,
  type SeatId,
} from '@skirmish/core';
import { dogsOfWarRuleset, scaledLeague as dogsLeague } from '@skirmish/dogs-of-war';
import { huntersRuleset, scaledContent as huntersContent, scaledSetup as huntersSetup } from '@skirmish/hunters';
import { hybridRuleset, scaledContent as hybridContent, scaledMissionId as hybridMission } from '@skirmish/hybrid';
import { sampleBattle, warmachineRuleset } from '@skirmish/warmachine';
import { botKnowledge, defaultRegistry } from '@skirmish/server/catalog';

export interface SeriesSpec {
  readonly part: 'mcts' | 'levels' | 'scaling';
  readonly id: string;
  /** CPU milliseconds per measurement. */
  readonly ms: number;
  readonly seed: number;
  /** Levels to time (default all); sizes to run, by number of models (default all). */
  readonly levels?: readonly Level[];
  readonly decisions?: number;
  readonly sizes?: readonly string[];
  /** Missions of the Dogs of War leagues (default 50). */
  readonly missions?: number;
  /** Only the fast path in the scaling series (quick runs). */
  readonly fastOnly?: boolean;
  /**
   * Only this path in the scaling series: `npm run bench` times each path in a process of its
   * own, as the path timed second in one process inherits the first one's compiled code.
   */
  readonly path?: 'fast' | 'validated';
}

type AnyRules = Rules<unknown, unknown, unknown>;

function cpuMs(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

function rulesetOf(id: string): AnyRuleset {
  const r = defaultRegistry().get(id);
  if (!r) throw new Error(`no rule system ${id}`);
  return r;
}

type Keep = (state: unknown, seat: SeatId, legal: readonly unknown[]) => boolean;

/**
 * States met in random games of the sample content, at a few depths, each with the seat to
 * answer; with `keep`, only those it keeps (looking further, through more games, for them).
 */
function positions(id: string, seed: number, count: number, keep?: Keep): Array<{ state: unknown; seat: SeatId }> {
  const engine = unwrap(Engine.create(rulesetOf(id))) as Engine<unknown, unknown, unknown, unknown>;
  const out: Array<{ state: unknown; seat: SeatId }> = [];
  const depths = keep ? [0, 3, 6, 10, 15, 25, 40, 60, 90, 120, 160, 200] : [0, 3, 10, 25, 60, 120];
  for (let g = 0; out.length < count && g < count * (keep ? 20 : 4); g++) {
    const start = unwrap(engine.start(seed + g)).state;
    for (const depth of depths) {
      if (out.length >= count) break;
      const p = playout(engine.rules, start, SeededDice.fromSeed(seed + g), SeededDice.fromSeed(mix(seed, g)), {
        maxChoices: depth,
        fast: false,
      });
      if (p.outcome) break;
      const seat = engine.rules.pending(p.state)[0]?.seats[0];
      if (seat === undefined) break;
      // A forced choice is no decision.
      const legal = engine.rules.legalChoices(p.state, seat);
      if (legal.length > 1 && (!keep || keep(p.state, seat, legal))) out.push({ state: p.state, seat });
    }
  }
  return out;
}

/**
 * Keeps the positions where the search bot searches: not a forced choice, nor one the rule system
 * makes by its rules of thumb (`routineChoice`, answered with 0 iterations), nor one it follows
 * from a plan. Asked of a one-iteration search.
 */
function searchedBy(rules: AnyRules, knowledge: NonNullable<ReturnType<typeof botKnowledge>>): Keep {
  const probe = createBot({ kind: 'mcts', budget: { iterations: 1 } }, rules, knowledge);
  return (state, seat, legal) => {
    const d = probe.choose({
      observation: rules.view(state, seat),
      seat,
      legal,
      budget: { iterations: 1 },
      seed: 1,
    }) as { iterations?: number };
    return (d.iterations ?? 0) > 0;
  };
}

function mcts(spec: SeriesSpec) {
  const ruleset = rulesetOf(spec.id);
  const engine = unwrap(Engine.create(ruleset)) as Engine<unknown, unknown, unknown, unknown>;
  const knowledge = botKnowledge(spec.id);
  if (!knowledge) return { id: spec.id, part: 'mcts', error: 'no bot knowledge' };
  const rules = engine.rules;
  const bot = createBot({ kind: 'mcts', budget: { iterations: 1 } }, rules, knowledge);
  const at = positions(spec.id, spec.seed, 4, searchedBy(rules, knowledge));
  if (at.length === 0) return { id: spec.id, part: 'mcts', error: 'no position where the search searches' };
  const perDecision = 50;
  // Warm-up, then iterations in CPU time over the positions in turn.
  bot.choose({
    observation: rules.view(at[0]!.state, at[0]!.seat),
    seat: at[0]!.seat,
    legal: rules.legalChoices(at[0]!.state, at[0]!.seat),
    budget: { iterations: 20 },
    seed: 1,
  });
  let iterations = 0;
  let decisions = 0;
  const c0 = process.cpuUsage();
  do {
    const p = at[decisions % at.length]!;
    const d = bot.choose({
      observation: rules.view(p.state, p.seat),
      seat: p.seat,
      legal: rules.legalChoices(p.state, p.seat),
      budget: { iterations: perDecision },
      seed: mix(spec.seed, decisions),
    }) as { iterations?: number };
    iterations += d.iterations ?? 0;
    decisions++;
  } while (cpuMs(c0) < spec.ms);
  const ms = cpuMs(c0);
  return {
    id: spec.id,
    part: 'mcts',
    positions: at.length,
    iterationsPerDecision: perDecision,
    search: knowledge.search ?? {},
    decisions,
    iterations,
    cpuMs: ms,
    iterationsPerSec: (iterations / ms) * 1000,
  };
}

function levels(spec: SeriesSpec) {
  const ruleset = rulesetOf(spec.id);
  const engine = unwrap(Engine.create(ruleset)) as Engine<unknown, unknown, unknown, unknown>;
  const knowledge = botKnowledge(spec.id);
  if (!knowledge) return { id: spec.id, part: 'levels', error: 'no bot knowledge' };
  const rules: AnyRules = engine.rules;
  const n = spec.decisions ?? 3;
  // The levels are timed where the search bot searches (elsewhere every level answers at once by
  // the rule system's rules of thumb).
  const at = positions(spec.id, spec.seed, n, searchedBy(rules, knowledge));
  const chosen = spec.levels ?? (Object.keys(LEVELS) as Level[]);
  const out: Record<string, { decisions: number; msMedian: number; msMax: number; budgetMs: number | null }> = {};
  for (const level of chosen) {
    const { spec: botSpec } = LEVELS[level];
    const bot = createBot(botSpec, rules, knowledge);
    const budget: Budget = botSpec.kind === 'mcts' ? botSpec.budget : {};
    const times: number[] = [];
    at.forEach((p, i) => {
      const t = performance.now();
      bot.choose({
        observation: rules.view(p.state, p.seat),
        seat: p.seat,
        legal: rules.legalChoices(p.state, p.seat),
        budget,
        now: () => performance.now(),
        seed: mix(spec.seed, i),
      });
      times.push(performance.now() - t);
    });
    times.sort((a, b) => a - b);
    out[level] = {
      decisions: times.length,
      msMedian: times[Math.floor(times.length / 2)] ?? NaN,
      msMax: times[times.length - 1] ?? NaN,
      budgetMs: budget.ms ?? null,
    };
  }
  return { id: spec.id, part: 'levels', levels: out };
}

interface Sized {
  readonly label: string;
  /** Models (warriors, characters + enemies, soldiers) in the game. */
  readonly models: number;
  readonly rules: AnyRules;
  readonly start: (seed: number) => unknown;
}

function sizes(id: string, missions = 50): Sized[] {
  switch (id) {
    case 'hybrid':
      return [4, 8, 12, 16, 20].map((n) => {
        const content = hybridContent(n);
        const rules = hybridRuleset.rules(content, unwrap(resolveOptions(hybridRuleset.options, {}))) as AnyRules;
        return {
          label: `${n} warriors a side`,
          models: 2 * n,
          rules,
          start: (seed) => unwrap(rules.setup({ mission: hybridMission(n) }, SeededDice.fromSeed(seed))),
        };
      });
    case 'warmachine': {
      const rules = warmachineRuleset.rules(
        warmachineRuleset.content.sample,
        unwrap(resolveOptions(warmachineRuleset.options, { roundLimit: 10 })),
      ) as AnyRules;
      return [4, 10, 20, 30, 40].map((n) => ({
        label: `${n} models`,
        models: n,
        rules,
        start: (seed) => sampleBattle(rules as never, n / 2, seed),
      }));
    }
    case 'hunters':
      return [1, 2, 3, 4].flatMap((c) =>
        [5, 10, 20, 30].map((e) => {
          const rules = huntersRuleset.rules(
            huntersContent(e),
            unwrap(resolveOptions(huntersRuleset.options, {})),
          ) as AnyRules;
          // A lone player takes two characters: the smallest party is two.
          const chars = Math.max(2, c);
          return {
            label: `${c === 1 ? '1 player, 2' : c} characters, ${e} enemies`,
            models: chars + e,
            rules,
            start: (seed) => unwrap(rules.setup(huntersSetup(c, e), SeededDice.fromSeed(seed))),
          };
        }),
      );
    case 'dogs-of-war': {
      // Two companies of N soldiers each, formed, over a league of `missions` rounds.
      const rules = dogsOfWarRuleset.rules(
        dogsOfWarRuleset.content.sample,
        unwrap(resolveOptions(dogsOfWarRuleset.options, {})),
      );
      return [5, 10, 15, 20, 25, 30].map((n) => ({
        label: `companies of ${n} soldiers, ${missions} missions`,
        models: 2 * n,
        rules,
        start: (seed) => dogsLeague(rules, dogsOfWarRuleset.content.sample, n, missions, seed),
      }));
    }
    default:
      return [];
  }
}

function scaling(spec: SeriesSpec) {
  // A Dogs of War league of 50 missions runs to many thousand choices: played to its end.
  const cap = spec.id === 'dogs-of-war' ? 200_000 : 3000;
  const chosen = sizes(spec.id, spec.missions).filter((x) => !spec.sizes || spec.sizes.includes(String(x.models)));
  const rows: Array<Record<string, unknown>> = chosen.map((size) => ({ label: size.label, models: size.models }));
  // The fast path before the validated one: a fast-path figure never follows validated games in
  // this process, whose many short-lived states would have V8 allocate states straight into the
  // old generation (see `bench/rulesets.ts`). Each path in a process of its own is better still.
  const paths: boolean[] = spec.path ? [spec.path === 'fast'] : [true, false];
  for (const fast of paths) {
    const sized = chosen.filter((size) => (fast ? size.rules.fast !== undefined : !spec.fastOnly || !size.rules.fast));
    if (sized.length === 0) continue;
    const play = (size: Sized, seed: number) =>
      playout(size.rules, size.start(seed), SeededDice.fromSeed(seed), SeededDice.fromSeed(mix(seed, 7)), {
        maxChoices: cap,
        fast,
      });
    // Untimed whole games first, on every size in turn, for a quarter of a measurement and at
    // least a second of CPU (and a game of each size): the first rows would otherwise count the
    // compiler's work.
    const w0 = process.cpuUsage();
    for (let i = 0; i < sized.length || cpuMs(w0) < Math.max(1000, spec.ms / 4); i++)
      play(sized[i % sized.length] as Sized, 1_000_000 + i);
    // Then the sizes in turn, a game of each at a time, until each has had half a measurement of
    // CPU: the compiler's later work, and the machine's slower minutes, fall on every size alike
    // rather than on the first ones timed (a Dogs of War series timed size after size read the
    // smallest companies at twice the cost of the largest).
    const spent = new Float64Array(sized.length);
    const choices = new Float64Array(sized.length);
    const games = new Float64Array(sized.length);
    const finished = new Float64Array(sized.length);
    const half = spec.ms / 2;
    for (let left = sized.length; left > 0;) {
      left = 0;
      sized.forEach((size, i) => {
        if ((spent[i] ?? 0) >= half) return;
        const c0 = process.cpuUsage();
        const p = play(size, spec.seed + (games[i] ?? 0));
        spent[i] = (spent[i] ?? 0) + cpuMs(c0);
        choices[i] = (choices[i] ?? 0) + p.choices;
        games[i] = (games[i] ?? 0) + 1;
        if (p.outcome) finished[i] = (finished[i] ?? 0) + 1;
        if ((spent[i] ?? 0) < half) left++;
      });
    }
    sized.forEach((size, i) => {
      const row = rows[chosen.indexOf(size)] as Record<string, unknown>;
      const ms = spent[i] ?? 0;
      const n = games[i] ?? 0;
      row[fast ? 'fast' : 'validated'] = {
        games: n,
        finished: finished[i] ?? 0,
        choices: choices[i] ?? 0,
        usPerChoice: (1000 * ms) / Math.max(1, choices[i] ?? 0),
        msPerGame: ms / Math.max(1, n),
      };
    });
  }
  return { id: spec.id, part: 'scaling', cap, rows };
}

/** One spec, or several run one after the other in this process (a quick run saves the start-ups). */
const arg = process.argv[2];
if (arg) {
  const parsed = JSON.parse(arg) as SeriesSpec | SeriesSpec[];
  for (const spec of Array.isArray(parsed) ? parsed : [parsed]) {
    const result = spec.part === 'mcts' ? mcts(spec) : spec.part === 'levels' ? levels(spec) : scaling(spec);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  }
}
