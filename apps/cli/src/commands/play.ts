import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { askBot, createBot, parseBotSpec } from '@skirmish/ai';
import { type Engine, eventsFor, presenterOf, sayIn, type Locale, type Match, type Violation } from '@skirmish/core';
import { availableBots, botKnowledge } from '@skirmish/server/catalog';
import { checkKnown, intOption, localeOf, stringOption, UsageError, type Args } from '../args.ts';
import type { Command } from '../command.ts';
import { asRecord, readJsonFile, rulesetOrFail, withRule, writeWhole, type Io } from '../io.ts';
import { inLocale } from '../usage-hu.ts';
import { engineFromArgs } from './shared.ts';

/** Reads answers line by line from standard input (a terminal or a pipe). */
function lineReader(): { next(prompt: string): Promise<string | null>; close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const queue: string[] = [];
  const waiting: Array<(l: string | null) => void> = [];
  let ended = false;
  rl.on('line', (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else queue.push(l);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    next(prompt) {
      process.stdout.write(prompt);
      const l = queue.shift();
      if (l !== undefined) return Promise.resolve(l);
      if (ended) return Promise.resolve(null);
      return new Promise((r) => waiting.push(r));
    },
    close: () => rl.close(),
  };
}

/** The terminal's own words; the board, choices and events come from the rule system's presenter. */
const WORDS = {
  en: {
    left: 'Game left unfinished.',
    saved: (f: string) => `Saved in ${f}. Go on with: skirmish play --resume ${f}`,
    undone: 'Taken back.',
    typeNumber: (n: number) => `Type a number from 1 to ${n}, u to undo or q to quit.`,
    refused: 'Refused',
    draw: 'a draw',
    won: (w: string) => `${w} won`,
    lost: 'lost',
    over: 'Game over',
    bot: 'bot',
  },
  hu: {
    left: 'A játék befejezetlen maradt.',
    saved: (f: string) => `Elmentve ide: ${f}. Folytatás: skirmish play --resume ${f}`,
    undone: 'Visszavonva.',
    typeNumber: (n: number) => `Írj egy számot 1 és ${n} között, u a visszavonáshoz, q a kilépéshez.`,
    refused: 'Elutasítva',
    draw: 'döntetlen',
    won: (w: string) => `${w} nyert`,
    lost: 'vereség',
    over: 'Vége a játéknak',
    bot: 'gép',
  },
} as const;

export const playCommand: Command = {
  name: 'play',
  summary: 'Play a game in the terminal, against a bot or hotseat',
  help: `Usage: skirmish play <ruleset> [--vs bot|human] [--bot SPEC] [--seat SEAT] [--seed S] [--setup JSON] [--locale en|hu]
       skirmish play <ruleset> --save game.json      (keeps the game in game.json after every choice)
       skirmish play --resume game.json              (goes on with a saved game, saving it there)

Plays a whole game in the terminal: the board as text, the legal choices numbered, the dice
shown as they fall. Type a choice's number, or a choice in the rule system's own notation where it
has one (points in inches on the Warmachine table); "u" takes back your last choice when the rules
allow it (hotseat), "q" quits. Answers can be piped in, one per line.

Options:
  --vs bot|human    against a bot (default) or hotseat, every seat at this keyboard
  --bot SPEC        the bot you play against: random, heuristic, mcts, mcts:500ms, mcts:2000it
                    (default heuristic where the rule system has bot knowledge, else random)
  --seat SEAT       the seat you play against a bot (default: the first seat)
  --seed S          the game's seed (default 1)
  --setup JSON      the rule system's set-up parameters (mission, sides)
  --locale en|hu    the language of the board and messages (default en)
  --options JSON    house-rule options
  --content FILE    a content pack instead of the sample content
  --max-choices N   stop after N choices (default: play to the end)
  --save FILE       write the game's record to FILE after every choice (whole or not at all)
  --resume FILE     go on with the game saved in FILE (its rule system, seed, set-up and house
                    rules are the saved ones; --content must be the pack it was played with)
`,
  async run(args, io) {
    const locale = localeOf(args);
    // The shared argument and file readers speak English; their usage errors are put in Hungarian.
    return inLocale(locale, () => play(args, io, locale));
  },
};

async function play(args: Args, io: Io, locale: Locale): Promise<number> {
  const tr = sayIn(locale);
  checkKnown(args, [
    'vs',
    'bot',
    'seat',
    'seed',
    'setup',
    'locale',
    'options',
    'content',
    'max-choices',
    'save',
    'resume',
  ]);
  const resumeFile = stringOption(args, 'resume');
  const saved = resumeFile === undefined ? null : asRecord(readJsonFile(resumeFile, 'Saved game'), locale);
  if (saved !== null) {
    for (const own of ['seed', 'setup', 'options'])
      if (args.options[own] !== undefined)
        throw new UsageError(
          tr(
            `--${own} is the saved game's own; leave it out with --resume`,
            `a --${own} a mentett játéké; --resume mellett hagyd el`,
          ),
        );
    const named = args.positional[0];
    if (named !== undefined && named !== saved.ruleset)
      throw new UsageError(
        tr(
          `The saved game is a game of ${saved.ruleset}, not ${named}`,
          `A mentett játék ${saved.ruleset}, nem ${named}`,
        ),
      );
  }
  const ruleset = rulesetOrFail(io, saved?.ruleset ?? args.positional[0]);
  const saveFile = stringOption(args, 'save') ?? resumeFile;
  // A saved game is never written over by another one.
  if (saveFile !== undefined && saveFile !== resumeFile && existsSync(saveFile))
    throw new UsageError(
      tr(
        `${saveFile} is there already: go on with it with --resume ${saveFile}, or save to another file`,
        `${saveFile} már létezik: folytasd a --resume ${saveFile} kapcsolóval, vagy ments másik fájlba`,
      ),
    );
  const vs = stringOption(args, 'vs') ?? 'bot';
  if (vs !== 'bot' && vs !== 'human')
    throw new UsageError(tr('--vs must be bot or human', 'a --vs értéke bot vagy human lehet'));
  const seed = saved?.seed ?? intOption(args, 'seed', 1);
  const maxChoices = intOption(args, 'max-choices', Number.MAX_SAFE_INTEGER, 1);
  const setupText = stringOption(args, 'setup');
  // A game begun in another language takes that language's default set-up where the rule system
  // has one (Dogs of War's companies named in Hungarian), as on the home page.
  let setup: unknown = (locale === 'en' ? undefined : ruleset.defaultSetups?.[locale]) ?? ruleset.defaultSetup;
  if (saved !== null) setup = saved.setup;
  else if (setupText !== undefined) {
    try {
      setup = JSON.parse(setupText) as unknown;
    } catch {
      throw new UsageError(tr('--setup must be JSON', 'a --setup értéke JSON legyen'));
    }
  }
  const engine: Engine<unknown, unknown, unknown, unknown> = engineFromArgs(
    ruleset,
    args,
    locale,
    saved?.options,
    io.registry,
  );
  // The pack's own names in the log and the choices (the sample's words without --content).
  const presenter = presenterOf(ruleset, engine.content);
  const violationText = (v: Violation) =>
    presenter?.violation ? presenter.violation(v, locale) : `${v.message} (${v.code})`;
  const started = saved !== null ? engine.replay(saved) : engine.start(seed, setup);
  if (!started.ok)
    throw new UsageError(
      saved !== null ? `${started.error.code}: ${started.error.message}` : violationText(started.error),
    );
  let match: Match<unknown> = started.value;
  const save = () => {
    if (saveFile !== undefined) writeWhole(saveFile, `${JSON.stringify(match.record)}\n`, locale);
  };
  const seats = engine.rules.seats(setup);
  const mySeat = stringOption(args, 'seat') ?? seats[0];
  if (!mySeat || !seats.includes(mySeat))
    throw new UsageError(
      tr(`--seat must be one of ${seats.join(', ')}`, `a --seat értéke ezek egyike lehet: ${seats.join(', ')}`),
    );
  save();
  const human = (seat: string) => vs === 'human' || seat === mySeat;
  const words = WORDS[locale];
  const knowledge = botKnowledge(ruleset.id, engine.content, engine.contentHash, engine.options);
  const botSpec = parseBotSpec(stringOption(args, 'bot') ?? (knowledge ? 'heuristic' : 'random'));
  if ('error' in botSpec) throw new UsageError(`--bot: ${botSpec.error}`);
  if (botSpec.kind !== 'random' && !knowledge) {
    const bots = availableBots(ruleset.id).join(', ');
    throw new UsageError(
      tr(
        `${ruleset.id} can be played against these bots: ${bots}`,
        `${ruleset.id}: választható gépi ellenfelek: ${bots}`,
      ),
    );
  }
  const bot = createBot(botSpec, engine.rules, knowledge ?? { determinize: () => undefined });
  const input = lineReader();
  const say = (t: string) => io.out(`${t}\n`);
  // A seat as players call it ("Griffin", "Player 1"), from the presenter where it says.
  const seatWords = (s: string): string => {
    try {
      return presenter?.seat?.(s, engine.view(match, s), locale) ?? s;
    } catch {
      return s;
    }
  };
  let count = 0;
  try {
    while (!engine.outcome(match) && count < maxChoices) {
      const decision = engine.pending(match)[0];
      if (!decision) throw new Error('the game waits for no decision but is not over');
      const seat = decision.seats.find(human) ?? decision.seats[0];
      if (!seat) throw new Error('a decision without seats');
      const legal = engine.legal(match, seat);
      let choice: unknown;
      if (!human(seat)) {
        choice = askBot(bot, engine.rules, match.state, seat, {
          budget: botSpec.kind === 'mcts' ? botSpec.budget : {},
          // The bot's dice follow the game's position, so a resumed game meets the same moves.
          seed: seed * 7919 + match.record.choices.length,
          now: () => performance.now(),
        }).choice;
        say(
          `${seatWords(seat)} (${words.bot}): ${presenter ? presenter.choice(choice, engine.view(match, seat), locale) : JSON.stringify(choice)}`,
        );
      } else {
        const view = engine.view(match, seat);
        say('');
        say(presenter ? presenter.board(view, locale) : JSON.stringify(view, null, 2));
        say(
          `-- ${seatWords(seat)}: ${presenter?.prompt ? presenter.prompt(decision, view, locale) : (decision.prompt ?? decision.kind)}`,
        );
        legal.forEach((c, i) =>
          say(`  ${String(i + 1).padStart(3)}. ${presenter ? presenter.choice(c, view, locale) : JSON.stringify(c)}`),
        );
        if (presenter?.parseHelp) say(presenter.parseHelp(locale));
        for (;;) {
          const line = await input.next(`${seat}> `);
          if (line === null || line.trim() === 'q') {
            say(saveFile !== undefined ? words.saved(saveFile) : words.left);
            return 0;
          }
          const t = line.trim();
          if (t === 'u') {
            const u = engine.undo(match);
            if (!u.ok) say(violationText(u.error));
            else {
              match = u.value;
              save();
              say(words.undone);
            }
            break;
          }
          const n = Number(t);
          if (Number.isInteger(n) && n >= 1 && n <= legal.length) {
            choice = legal[n - 1];
            break;
          }
          if (presenter?.parse && t !== '' && !/^[0-9]+$/.test(t)) {
            const parsed = presenter.parse(t, view, locale);
            if (parsed.ok) {
              choice = parsed.value;
              break;
            }
            say(violationText(parsed.error));
          }
          say(words.typeNumber(legal.length));
          if (presenter?.parseHelp) say(presenter.parseHelp(locale));
        }
        if (choice === undefined) continue;
      }
      const r = engine.submit(match, seat, choice);
      if (!r.ok) {
        say(`${words.refused}: ${violationText(r.error)}`);
        continue;
      }
      match = r.value.match;
      save();
      count++;
      const viewer = vs === 'human' ? seat : mySeat;
      for (const e of eventsFor(r.value.events, viewer))
        say(`  * ${presenter ? withRule(presenter.event(e, locale), e.rule) : JSON.stringify(e)}`);
    }
    const outcome = engine.outcome(match);
    if (outcome)
      say(
        `${words.over}: ${presenter?.verdict?.(outcome, locale) ?? (outcome.draw ? words.draw : outcome.winners.length ? words.won(outcome.winners.map(seatWords).join(', ')) : words.lost)} (${presenter?.outcome?.(outcome, locale) ?? outcome.reason})`,
      );
    say(`Record hash ${engine.hash(match)}`);
    return 0;
  } finally {
    input.close();
  }
}
