import { checkKnown, intOption, stringOption, UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { fuzz } from '../fuzz.ts';
import { printJson } from '../io.ts';

export const fuzzCommand: Command = {
  name: 'fuzz',
  summary: 'Play seeded random games checking every invariant after every choice',
  flags: ['json', 'quiet'],
  help: `Usage: skirmish fuzz [--ruleset ID] [--games N] [--seed S] [--json]

Plays seeded random games and checks after every choice that the rules' invariants hold, that the
seat asked has legal choices and each is accepted, that every seat's view can be made, that the
fast path agrees with the validated path, that the match survives serialisation; and at the end
that replaying the record gives the live state. A failure prints its seed and a record that
reproduces it (exit code 1). Also run as \`npm run fuzz -- --ruleset hybrid --games 1000\`.

Options:
  --ruleset ID      one rule system (default: every registered one)
  --games N         games per rule system (default 100)
  --seed S          first seed; game i uses S + i (default 1)
  --max-choices N   stop a game after N choices (default 20000)
  --quiet           no progress on stderr
  --json            print JSON: [{"ruleset", "games", "choices", "finished", "failures"}]
`,
  async run(args, io) {
    checkKnown(args, ['ruleset', 'games', 'seed', 'max-choices', 'quiet']);
    const id = stringOption(args, 'ruleset');
    const rulesets = id ? [io.registry.get(id)] : io.registry.list();
    if (rulesets.some((r) => r === undefined)) throw new UsageError(`Unknown rule system "${id ?? ''}"`);
    const games = intOption(args, 'games', 100, 1);
    const seed = intOption(args, 'seed', 1);
    const maxChoices = intOption(args, 'max-choices', 20_000, 1);
    const reports = [];
    for (const r of rulesets) {
      if (!r) continue;
      const report = fuzz(r, {
        games,
        seed,
        maxChoices,
        onGame: (done) => {
          if (!args.options['quiet'] && (done % Math.max(1, Math.floor(games / 50)) === 0 || done === games)) {
            io.err(`\r${r.id}: ${done}/${games}`);
            if (done === games) io.err('\n');
          }
        },
      });
      reports.push(report);
      if (!args.options['json']) {
        io.out(
          `${r.id}: ${report.games} games, ${report.choices} choices, ${report.finished} finished, ${report.failures.length} failures\n`,
        );
        for (const f of report.failures.slice(0, 10)) {
          io.out(
            `  seed ${f.seed}, choice ${f.step}: [${f.check}] ${f.message}\n  record: ${JSON.stringify(f.record)}\n`,
          );
        }
      }
    }
    if (args.options['json']) printJson(io, reports);
    return reports.some((r) => r.failures.length > 0) ? 1 : 0;
  },
};
