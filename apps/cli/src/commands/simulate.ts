import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { askBot, createBot, parseBotSpec, type Bot, type BotSpec } from '@skirmish/ai';
import { huArticle, presenterOf, sayIn, type Engine, type Locale, type Match } from '@skirmish/core';
import { availableBots, botKnowledge } from '@skirmish/server/catalog';
import { intOption, localeOf, stringOption, UsageError, checkKnown, type Args } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, rulesetOrFail, type Io } from '../io.ts';
import { inLocale } from '../usage-hu.ts';
import { engineFromArgs } from './shared.ts';

/** The mean, median, least and most of the games' lengths in choices (null for no game). */
export function choiceFigures(
  lengths: readonly number[],
): { mean: number; median: number; min: number; max: number } | null {
  if (lengths.length === 0) return null;
  const sorted = [...lengths].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { mean, median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

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

const HELP = `Usage: skirmish simulate <ruleset> [--games N] [--seed S] [--bots A,B] [--max-choices N] [--json] [--locale en|hu]

Plays N games between bots, swapping sides between games, with a progress bar on stderr (a line
every tenth of the run when stderr is not a terminal).
Bots: random, heuristic, mcts, mcts:500ms, mcts:2000it (the search bots need the rule system's
bot knowledge; \`skirmish rulesets --json\` lists the bots each one supports). In a cooperative
game (The Hunters) the characters' seats form one side played by one bot (\`--bots mcts\` puts
search in every character's seat; \`--bots random,heuristic,mcts\` gives each game's team the
next bot in turn); the enemies stay the rule system's own. In Dogs of War the battles are fought
on the table, not by the program: a bot gives a random stand-in report of each battle's result,
so the win rates measure the luck of those reports, not how well the bots run their companies.

Options:
  --games N         number of games (default 100)
  --seed S          first seed; game i uses S + i (default 1)
  --bots A,B        one bot per side, in seat order, swapped between games (default random,random),
                    or one bot for every side
  --max-choices N   a game still going after N choices is stopped and counted as unfinished
                    (default 20000)
  --setup JSON      set-up fields over the rule system's default, like {"mission":"S01"}
  --options JSON    house-rule options
  --content FILE    a content pack instead of the sample content
  --games-out FILE  write one JSON line per game to FILE (replaced): {"seed", "bots": {side: bot},
                    "outcome": {"winners", "draw"?, "reason"} or null, "choices", "hash"}, or
                    {"seed", "error"} for a game that failed
  --records DIR     write each game's record to DIR/<ruleset>-<seed>.json, for
                    \`skirmish replay\` (which prints the same "hash")
  --quiet           no progress bar
  --locale en|hu    the language of the summary and of this command (default en); the JSON
                    stays as it is
  --json            print JSON: {"games", "wins": {side: n}, "winsByBot": {bot: n},
                    "winRate": {bot: {"rate", "low", "high"}}, "intervals": {bot: [lo, hi]},
                    "gamesByBot", "draws", "unfinished", "errors", "losses", "reasons": {reason: n},
                    "choices": {"mean", "median", "min", "max"}}; a side is named by its seats
                    joined with "+"; the intervals are 95% Wilson intervals of each bot's
                    win rate (draws count as not won); "losses" are games nobody won that
                    are not draws (a cooperative team beaten by the game)
`;

const HELP_HU = `Használat: skirmish simulate <szabályrendszer> [--games N] [--seed S] [--bots A,B] [--max-choices N] [--json] [--locale en|hu]

N játszmát játszat le gépi játékosok között, játszmánként oldalt cserélve, a haladást a
standard hibakimeneten mutatva (ha az nem terminál, a futás minden tizedénél egy sorban). Gépek: random, heuristic, mcts, mcts:500ms, mcts:2000it (a
kereső gépekhez a szabályrendszer gépi tudása kell; a \`skirmish rulesets --json\` felsorolja,
melyik rendszer melyiket ismeri). Együttműködő játékban (The Hunters) a szereplők helyei egy
oldalt alkotnak, amelyet egy gép játszik (\`--bots mcts\` minden szereplő helyére keresést tesz;
\`--bots random,heuristic,mcts\` játszmánként a következő gépet adja a csapatnak); az
ellenfeleket a szabályrendszer maga mozgatja. A Dogs of War csatáit az asztalon vívják, nem a
program: a gép minden csatáról véletlen eredményű helyettes jelentést ad, így a győzelmi arányok e
jelentések szerencséjét mérik, nem azt, hogy a gépek mennyire jól vezetik a csapatukat.

Kapcsolók:
  --games N         a játszmák száma (alapból 100)
  --seed S          az első mag; az i-edik játszmáé S + i (alapból 1)
  --bots A,B        oldalanként egy gép, a helyek sorrendjében, játszmánként cserélve
                    (alapból random,random), vagy egy gép minden oldalra
  --max-choices N   az N döntés után is tartó játszmát leállítja, és befejezetlennek számolja
                    (alapból 20000)
  --setup JSON      a szabályrendszer alap-beállítását felülíró mezők, pl. {"mission":"S01"}
  --options JSON    házszabályok
  --content FILE    tartalomcsomag a mintatartalom helyett
  --games-out FILE  játszmánként egy JSON-sort ír a FILE fájlba (felülírva): {"seed",
                    "bots": {oldal: gép}, "outcome": {"winners", "draw"?, "reason"} vagy null,
                    "choices", "hash"}, hibás játszmánál {"seed", "error"}
  --records DIR     minden játszma rekordját a DIR/<szabályrendszer>-<mag>.json fájlba írja, a
                    \`skirmish replay\` számára (az ugyanazt a "hash"-t írja ki)
  --quiet           haladásjelző nélkül
  --locale en|hu    az összegzés és e parancs nyelve (alapból en); a JSON nem változik
  --json            JSON-t ír ki, ugyanazokkal a mezőkkel, mint angolul (lásd --help)
`;

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'Play many bot-against-bot games and report the results',
  flags: ['json', 'quiet'],
  help: HELP,
  localHelp: (args) => (stringOption(args, 'locale') === 'hu' ? HELP_HU : HELP),

  async run(args, io) {
    const locale = localeOf(args);
    // The shared argument and file readers speak English; their usage errors are put in Hungarian.
    return inLocale(locale, () => simulate(args, io, locale));
  },
};

async function simulate(args: Args, io: Io, locale: Locale): Promise<number> {
  checkKnown(args, [
    'games',
    'seed',
    'bots',
    'max-choices',
    'setup',
    'options',
    'content',
    'quiet',
    'games-out',
    'records',
    'locale',
  ]);
  const ruleset = rulesetOrFail(io, args.positional[0]);
  const games = intOption(args, 'games', 100, 1);
  const seed = intOption(args, 'seed', 1);
  const maxChoices = intOption(args, 'max-choices', 20000, 1);
  const botNames = (stringOption(args, 'bots') ?? 'random,random').split(',').map((b) => b.trim());
  const say = sayIn(locale);
  const engine: Engine<unknown, unknown, unknown, unknown> = engineFromArgs(
    ruleset,
    args,
    locale,
    undefined,
    io.registry,
  );
  const rules = engine.rules;
  const knowledge = botKnowledge(ruleset.id, engine.content, engine.contentHash, engine.options);
  const specs = new Map<string, BotSpec>();
  for (const b of botNames) {
    const spec = parseBotSpec(b);
    if ('error' in spec) throw new UsageError(`--bots: ${spec.error}`);
    if (spec.kind !== 'random' && !knowledge) {
      throw new UsageError(`${ruleset.id} can be simulated with these bots: ${availableBots(ruleset.id).join(', ')}`);
    }
    specs.set(b, spec);
  }
  const bots = new Map<string, Bot<unknown, unknown>>();
  for (const [name, spec] of specs)
    bots.set(name, createBot(spec, rules, knowledge ?? { determinize: () => undefined }));
  const budgetOf = (name: string) => {
    const spec = specs.get(name);
    return spec?.kind === 'mcts' ? spec.budget : {};
  };
  const setupText = stringOption(args, 'setup');
  let setup: unknown = ruleset.defaultSetup;
  if (setupText !== undefined) {
    let extra: unknown;
    try {
      extra = JSON.parse(setupText);
    } catch {
      throw new UsageError('--setup must be a JSON object, like {"mission": "S01"}');
    }
    if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
      throw new UsageError('--setup must be a JSON object, like {"mission": "S01"}');
    setup = { ...(ruleset.defaultSetup as object), ...extra };
  }
  // A set-up the rule system refuses is refused once, before the run, not game after game.
  const tried = (() => {
    try {
      return engine.start(seed, setup);
    } catch (e) {
      return { ok: false as const, error: { code: 'setup/invalid', message: (e as Error).message } };
    }
  })();
  if (!tried.ok)
    throw new UsageError(
      say(
        `--setup: the game cannot start with this set-up: ${tried.error.code}: ${tried.error.message}`,
        `--setup: ezzel a beállítással a játszma nem indulhat: ${tried.error.code}: ${tried.error.message}`,
      ),
    );
  const seats = rules.seats(setup);
  // The characters of a cooperative game are one side: they win or lose together.
  const sides: (readonly string[])[] = ruleset.play === 'cooperative' ? [seats] : seats.map((seat) => [seat]);
  // One bot a side, or one for them all; a cooperative team takes the bots in turn, game by game.
  if (ruleset.play !== 'cooperative' && botNames.length !== 1 && botNames.length !== sides.length)
    throw new UsageError(
      say(
        `--bots: ${ruleset.id} has ${sides.length} sides; name one bot for each (${botNames.length} given), or one for them all`,
        `--bots: ${huArticle(ruleset.id) === 'az' ? 'Az' : 'A'} ${ruleset.id} játékban ${sides.length} oldal van; mindegyiknek nevezz meg egy gépet (${botNames.length} van megadva), vagy egyet mindegyiknek`,
      ),
    );
  const wins: Record<string, number> = Object.fromEntries(sides.map((side) => [side.join('+'), 0]));
  const winsByBot: Record<string, number> = {};
  const gamesByBot: Record<string, number> = {};
  let draws = 0;
  /** Games still going when `--max-choices` stopped them: neither won nor drawn. */
  let unfinished = 0;
  let errors = 0;
  let losses = 0;
  /** How games ended, by the outcome's reason ("the enemy warcaster fell"), and how long they ran. */
  const reasons: Record<string, number> = {};
  const lengths: number[] = [];
  const errorSamples: Array<{ seed: number; message: string }> = [];
  const quiet = args.options['quiet'] === true;
  const gamesOut = stringOption(args, 'games-out');
  const recordsDir = stringOption(args, 'records');
  const writeOut = (line: object) => {
    if (gamesOut !== undefined) appendFileSync(gamesOut, `${JSON.stringify(line)}\n`);
  };
  try {
    if (gamesOut !== undefined) {
      mkdirSync(dirname(gamesOut), { recursive: true });
      writeFileSync(gamesOut, '');
    }
    if (recordsDir !== undefined) mkdirSync(recordsDir, { recursive: true });
  } catch (e) {
    throw new UsageError(`Cannot write the results: ${(e as Error).message}`);
  }
  const progressStep = Math.max(1, Math.floor(games / 100));
  const lineStep = Math.max(1, Math.ceil(games / 10));
  for (let g = 0; g < games; g++) {
    const gameSeed = seed + g;
    let match: Match<unknown> | null = null;
    try {
      const started = engine.start(gameSeed, setup);
      if (!started.ok) throw new Error(`${started.error.code}: ${started.error.message}`);
      match = started.value;
      const botOfSide = (k: number) => botNames[(k + g) % botNames.length] ?? 'random';
      const botOf = (seat: string) => botOfSide(sides.findIndex((side) => side.includes(seat)));
      for (const name of new Set(sides.map((_, k) => botOfSide(k)))) gamesByBot[name] = (gamesByBot[name] ?? 0) + 1;
      let n = 0;
      while (!engine.outcome(match) && n < maxChoices) {
        const decision = engine.pending(match)[0];
        if (!decision) throw new Error('the game waits for no decision but is not over');
        const seat = decision.seats[0] as string;
        if (engine.legal(match, seat).length === 0) throw new Error(`seat ${seat} is asked but has no legal choice`);
        const name = botOf(seat);
        const bot = bots.get(name);
        if (!bot) throw new Error(`no bot ${name}`);
        const chosen = askBot(bot, rules, match.state, seat, {
          budget: budgetOf(name),
          seed: gameSeed * 7919 + n,
          now: () => performance.now(),
        });
        const r = engine.submit(match, seat, chosen.choice);
        if (!r.ok) throw new Error(`a listed legal choice was refused: ${r.error.code} ${r.error.message}`);
        match = r.value.match;
        n++;
      }
      const outcome = engine.outcome(match);
      const reason = outcome ? outcome.reason : `no result after ${maxChoices} choices`;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      lengths.push(n);
      if (recordsDir !== undefined)
        writeFileSync(join(recordsDir, `${ruleset.id}-${gameSeed}.json`), `${JSON.stringify(match.record)}\n`);
      writeOut({
        seed: gameSeed,
        bots: Object.fromEntries(sides.map((side, k) => [side.join('+'), botOfSide(k)])),
        outcome: outcome ?? null,
        choices: n,
        hash: engine.hash(match),
      });
      if (!outcome) unfinished++;
      else if (outcome.draw) draws++;
      else if (outcome.winners.length === 0) losses++;
      const winners = outcome?.draw ? [] : (outcome?.winners ?? []);
      sides.forEach((side, k) => {
        if (!side.some((seat) => winners.includes(seat))) return;
        wins[side.join('+')] = (wins[side.join('+')] ?? 0) + 1;
        winsByBot[botOfSide(k)] = (winsByBot[botOfSide(k)] ?? 0) + 1;
      });
    } catch (e) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push({ seed: gameSeed, message: (e as Error).message });
      writeOut({ seed: gameSeed, error: (e as Error).message });
      if (recordsDir !== undefined && match !== null)
        writeFileSync(join(recordsDir, `${ruleset.id}-${gameSeed}.json`), `${JSON.stringify(match.record)}\n`);
    }
    if (!quiet && io.isTTY && ((g + 1) % progressStep === 0 || g + 1 === games)) {
      const width = 30;
      const done = Math.round(((g + 1) / games) * width);
      io.err(`\r[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${g + 1}/${games}`);
    }
    // Into a file or a pipe a bar redrawn in place is one endless line: a line a tenth instead.
    if (!quiet && !io.isTTY && ((g + 1) % lineStep === 0 || g + 1 === games))
      io.err(say(`${g + 1}/${games} games\n`, `${g + 1}/${games} játszma\n`));
  }
  if (!quiet && io.isTTY) io.err('\n');
  for (const b of Object.keys(gamesByBot)) winsByBot[b] ??= 0;
  const intervals = Object.fromEntries(
    Object.keys(gamesByBot).map((b) => [b, wilson(winsByBot[b] ?? 0, gamesByBot[b] ?? 0)]),
  );
  const winRate = Object.fromEntries(
    Object.entries(intervals).map(([b, [low, high]]) => [
      b,
      { rate: (winsByBot[b] ?? 0) / Math.max(1, gamesByBot[b] ?? 0), low, high },
    ]),
  );
  const report = {
    ruleset: ruleset.id,
    games,
    bots: botNames,
    wins,
    winsByBot,
    gamesByBot,
    winRate,
    intervals,
    draws,
    unfinished,
    losses,
    errors,
    errorSamples,
    reasons,
    choices: choiceFigures(lengths),
  };
  if (args.options['json']) printJson(io, report);
  else {
    // The summary in the player's words: sides and ends as the rule system's presenter says them.
    const presenter = presenterOf(ruleset, engine.content);
    const sideName = (side: string) =>
      side
        .split('+')
        .map((s) => presenter?.seat?.(s, undefined, locale, setup) ?? s)
        .join(' + ');
    const end = (reason: string) => presenter?.outcome?.({ winners: [], reason }, locale) ?? reason;
    const last = seed + games - 1;
    io.out(
      say(
        `${games} games of ${ruleset.id}, seeds ${seed}..${last}\n`,
        `${games} játszma (${ruleset.id}), magok: ${seed}..${last}\n`,
      ),
    );
    const winsLine = (who: string, n: number) =>
      say(`  ${who}: ${n} win${n === 1 ? '' : 's'}\n`, `  ${who}: ${n} győzelem\n`);
    // By seat, then by bot: the sides swap between games, so only the second says which bot won.
    for (const [side, n] of Object.entries(wins)) io.out(winsLine(sideName(side), n));
    const byBot = Object.keys(gamesByBot);
    io.out(say(`  by bot:\n`, `  gépenként:\n`));
    for (const b of byBot) {
      const [won, played] = [winsByBot[b] ?? 0, gamesByBot[b] ?? 0];
      io.out(
        say(
          `    ${b}: ${won} win${won === 1 ? '' : 's'} in ${played} game${played === 1 ? '' : 's'}\n`,
          `    ${b}: ${won} győzelem ${played} játszmából\n`,
        ),
      );
    }
    const cooperative = ruleset.play === 'cooperative';
    io.out(
      say(
        `  ${cooperative || losses > 0 ? `losses ${losses}, ` : ''}draws ${draws}, unfinished ${unfinished}, errors ${errors}\n`,
        `  ${cooperative || losses > 0 ? `vereség ${losses}, ` : ''}döntetlen ${draws}, befejezetlen ${unfinished}, hiba ${errors}\n`,
      ),
    );
    for (const [reason, n] of Object.entries(reasons).sort((a, b) => b[1] - a[1])) io.out(`  ${n} × ${end(reason)}\n`);
    if (report.choices) {
      const c = report.choices;
      const mean = c.mean.toFixed(1);
      io.out(
        say(
          `  choices a game: mean ${mean}, median ${c.median}, ${c.min} to ${c.max}\n`,
          `  döntés játszmánként: átlag ${mean.replace('.', ',')}, medián ${String(c.median).replace('.', ',')}, ${c.min}–${c.max}\n`,
        ),
      );
    }
    if (ruleset.id === 'dogs-of-war')
      io.out(
        say(
          '  The battles are fought on the table: the bots give random stand-in reports of their results,\n' +
            '  so these win rates measure the luck of the reports, not the bots’ play.\n',
          '  A csatákat az asztalon vívják: a gépek véletlen eredményű helyettes jelentéseket adnak róluk,\n' +
            '  így e győzelmi arányok a jelentések szerencséjét mérik, nem a gépek játékát.\n',
        ),
      );
    for (const e of errorSamples)
      io.out(
        say(
          `  error at seed ${e.seed}: ${e.message}\n`,
          `  hiba ${huArticle(e.seed)} ${e.seed} magnál: ${e.message}\n`,
        ),
      );
  }
  return errors > 0 ? 1 : 0;
}
