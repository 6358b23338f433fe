import { type Engine, SeededDice, type Match } from '@skirmish/core';
import { intOption, stringOption, UsageError, checkKnown } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, rulesetOrFail } from '../io.ts';
import { engineFromArgs } from './shared.ts';

const BOTS = ['random'] as const;

/** Wilson score interval at 95%. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const m = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (c - m) / d), Math.min(1, (c + m) / d)];
}

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'Play many bot-against-bot games and report the results',
  flags: ['json', 'quiet'],
  help: `Usage: skirmish simulate <ruleset> [--games N] [--seed S] [--bots A,B] [--max-choices N] [--json]

Plays N games between bots, swapping sides between games, with a progress bar on stderr.
Bots: ${BOTS.join(', ')}.

Options:
  --games N         number of games (default 100)
  --seed S          first seed; game i uses S + i (default 1)
  --bots A,B        one bot per seat, in seat order, swapped between games (default random,random)
  --max-choices N   a game still going after N choices counts as a draw (default 20000)
  --options JSON    house-rule options
  --content FILE    a content pack instead of the sample content
  --quiet           no progress bar
  --json            print JSON: {"games", "wins": {seat: n}, "winsByBot": {bot: n},
                    "intervals": {bot: [lo, hi]}, "draws", "errors", "losses"}
`,
  async run(args, io) {
    checkKnown(args, ['games', 'seed', 'bots', 'max-choices', 'options', 'content', 'quiet']);
    const ruleset = rulesetOrFail(io, args.positional[0]);
    const games = intOption(args, 'games', 100, 1);
    const seed = intOption(args, 'seed', 1);
    const maxChoices = intOption(args, 'max-choices', 20000, 1);
    const botNames = (stringOption(args, 'bots') ?? 'random,random').split(',').map((b) => b.trim());
    for (const b of botNames)
      if (!(BOTS as readonly string[]).includes(b))
        throw new UsageError(`Unknown bot "${b}"; known: ${BOTS.join(', ')}`);
    const engine: Engine<unknown, unknown, unknown, unknown> = engineFromArgs(ruleset, args);
    const wins: Record<string, number> = {};
    const winsByBot: Record<string, number> = {};
    const gamesByBot: Record<string, number> = {};
    let draws = 0;
    let errors = 0;
    let losses = 0;
    const errorSamples: Array<{ seed: number; message: string }> = [];
    const quiet = args.options['quiet'] === true;
    const progressStep = Math.max(1, Math.floor(games / 100));
    for (let g = 0; g < games; g++) {
      const gameSeed = seed + g;
      try {
        const started = engine.start(gameSeed);
        if (!started.ok) throw new Error(`${started.error.code}: ${started.error.message}`);
        let match: Match<unknown> = started.value;
        const seats = engine.rules.seats(ruleset.defaultSetup);
        const botOf = (seat: string) => {
          const i = seats.indexOf(seat);
          return botNames[(i + g) % botNames.length] ?? 'random';
        };
        for (const seat of seats) gamesByBot[botOf(seat)] = (gamesByBot[botOf(seat)] ?? 0) + 1;
        const chooser = SeededDice.fromSeed(gameSeed * 7919 + 1);
        let n = 0;
        while (!engine.outcome(match) && n < maxChoices) {
          const decision = engine.pending(match)[0];
          if (!decision) throw new Error('the game waits for no decision but is not over');
          const seat = decision.seats[0] as string;
          const legal = engine.legal(match, seat);
          if (legal.length === 0) throw new Error(`seat ${seat} is asked but has no legal choice`);
          const r = engine.submit(match, seat, legal[chooser.pick(legal.length)]);
          if (!r.ok) throw new Error(`a listed legal choice was refused: ${r.error.code} ${r.error.message}`);
          match = r.value.match;
          n++;
        }
        const outcome = engine.outcome(match);
        if (!outcome || outcome.draw) draws++;
        else if (outcome.winners.length === 0) losses++;
        for (const w of outcome?.draw ? [] : (outcome?.winners ?? [])) {
          wins[w] = (wins[w] ?? 0) + 1;
          winsByBot[botOf(w)] = (winsByBot[botOf(w)] ?? 0) + 1;
        }
      } catch (e) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push({ seed: gameSeed, message: (e as Error).message });
      }
      if (!quiet && ((g + 1) % progressStep === 0 || g + 1 === games)) {
        const width = 30;
        const done = Math.round(((g + 1) / games) * width);
        io.err(`\r[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${g + 1}/${games}`);
      }
    }
    if (!quiet) io.err('\n');
    const intervals = Object.fromEntries(
      Object.keys(gamesByBot).map((b) => [b, wilson(winsByBot[b] ?? 0, gamesByBot[b] ?? 0)]),
    );
    const report = {
      ruleset: ruleset.id,
      games,
      bots: botNames,
      wins,
      winsByBot,
      intervals,
      draws,
      losses,
      errors,
      errorSamples,
    };
    if (args.options['json']) printJson(io, report);
    else {
      io.out(`${games} games of ${ruleset.id}, seeds ${seed}..${seed + games - 1}\n`);
      for (const [seat, n] of Object.entries(wins)) io.out(`  ${seat}: ${n} wins\n`);
      io.out(`  draws ${draws}, errors ${errors}\n`);
      for (const e of errorSamples) io.out(`  error at seed ${e.seed}: ${e.message}\n`);
    }
    return errors > 0 ? 1 : 0;
  },
};
