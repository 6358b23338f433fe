import { createInterface } from 'node:readline';
import { type Engine, SeededDice, eventsFor, type Locale, type Match } from '@skirmish/core';
import { checkKnown, intOption, stringOption, UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { rulesetOrFail } from '../io.ts';
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

export const playCommand: Command = {
  name: 'play',
  summary: 'Play a game in the terminal, against a bot or hotseat',
  help: `Usage: skirmish play <ruleset> [--vs bot|human] [--seat SEAT] [--seed S] [--setup JSON] [--locale en|hu]

Plays a whole game in the terminal: the board as text, the legal choices numbered, the dice
shown as they fall. Type a choice's number; "u" takes back your last choice when the rules allow
it (hotseat), "q" quits. Answers can be piped in, one per line.

Options:
  --vs bot|human    against a bot (default) or hotseat, every seat at this keyboard
  --seat SEAT       the seat you play against a bot (default: the first seat)
  --seed S          the game's seed (default 1)
  --setup JSON      the rule system's set-up parameters (mission, sides)
  --locale en|hu    the language of the board and messages (default en)
  --options JSON    house-rule options
  --content FILE    a content pack instead of the sample content
  --max-choices N   stop after N choices (default: play to the end)
`,
  async run(args, io) {
    checkKnown(args, ['vs', 'seat', 'seed', 'setup', 'locale', 'options', 'content', 'max-choices']);
    const ruleset = rulesetOrFail(io, args.positional[0]);
    const vs = stringOption(args, 'vs') ?? 'bot';
    if (vs !== 'bot' && vs !== 'human') throw new UsageError('--vs must be bot or human');
    const locale = (stringOption(args, 'locale') ?? 'en') as Locale;
    if (locale !== 'en' && locale !== 'hu') throw new UsageError('--locale must be en or hu');
    const seed = intOption(args, 'seed', 1);
    const maxChoices = intOption(args, 'max-choices', Number.MAX_SAFE_INTEGER, 1);
    const setupText = stringOption(args, 'setup');
    let setup: unknown = ruleset.defaultSetup;
    if (setupText !== undefined) {
      try {
        setup = JSON.parse(setupText) as unknown;
      } catch {
        throw new UsageError('--setup must be JSON');
      }
    }
    const engine: Engine<unknown, unknown, unknown, unknown> = engineFromArgs(ruleset, args);
    const started = engine.start(seed, setup);
    if (!started.ok) throw new UsageError(`${started.error.code}: ${started.error.message}`);
    let match: Match<unknown> = started.value;
    const seats = engine.rules.seats(setup);
    const mySeat = stringOption(args, 'seat') ?? seats[0];
    if (!mySeat || !seats.includes(mySeat)) throw new UsageError(`--seat must be one of ${seats.join(', ')}`);
    const human = (seat: string) => vs === 'human' || seat === mySeat;
    const presenter = ruleset.presenter;
    const botDice = SeededDice.fromSeed(seed * 31 + 7);
    const input = lineReader();
    const say = (t: string) => io.out(`${t}\n`);
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
          choice = legal[botDice.pick(legal.length)];
          say(
            `${seat} (bot): ${presenter ? presenter.choice(choice, engine.view(match, seat), locale) : JSON.stringify(choice)}`,
          );
        } else {
          const view = engine.view(match, seat);
          say('');
          say(presenter ? presenter.board(view, locale) : JSON.stringify(view, null, 2));
          say(`-- ${seat}: ${decision.prompt ?? decision.kind}`);
          legal.forEach((c, i) =>
            say(`  ${String(i + 1).padStart(3)}. ${presenter ? presenter.choice(c, view, locale) : JSON.stringify(c)}`),
          );
          for (;;) {
            const line = await input.next(`${seat}> `);
            if (line === null || line.trim() === 'q') {
              say('Game left unfinished.');
              return 0;
            }
            const t = line.trim();
            if (t === 'u') {
              const u = engine.undo(match);
              if (!u.ok) say(u.error.message);
              else {
                match = u.value;
                say('Taken back.');
              }
              break;
            }
            const n = Number(t);
            if (Number.isInteger(n) && n >= 1 && n <= legal.length) {
              choice = legal[n - 1];
              break;
            }
            say(`Type a number from 1 to ${legal.length}, u to undo or q to quit.`);
          }
          if (choice === undefined) continue;
        }
        const r = engine.submit(match, seat, choice);
        if (!r.ok) {
          say(`Refused: ${r.error.message} (${r.error.code})`);
          continue;
        }
        match = r.value.match;
        count++;
        const viewer = vs === 'human' ? seat : mySeat;
        for (const e of eventsFor(r.value.events, viewer))
          say(`  * ${presenter ? presenter.event(e, locale) : JSON.stringify(e)}`);
      }
      const outcome = engine.outcome(match);
      if (outcome)
        say(
          `Game over: ${outcome.draw ? 'a draw' : outcome.winners.length ? `${outcome.winners.join(', ')} won` : 'lost'} (${outcome.reason})`,
        );
      say(`Record hash ${engine.hash(match)}`);
      return 0;
    } finally {
      input.close();
    }
  },
};
