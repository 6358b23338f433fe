import { availableBots } from '@skirmish/server/catalog';
import { checkKnown } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson } from '../io.ts';

export const rulesetsCommand: Command = {
  name: 'rulesets',
  summary: 'List the registered rule systems',
  flags: ['json'],
  help: `Usage: skirmish rulesets [--json]

Lists the rule systems this build knows: id, version, title, options and odds procedures.

Options:
  --json    print JSON: {"rulesets": [{"id", "version", "title", "summary", "play", "bots",
            "options", "odds"}]}
`,
  async run(args, io) {
    checkKnown(args, []);
    const list = io.registry.list().map((r) => ({
      id: r.id,
      version: r.version,
      title: r.title,
      summary: r.summary,
      play: r.play ?? 'competitive',
      bots: availableBots(r.id),
      options: r.options.map((o) => o.id),
      odds: r.odds.map((p) => p.id),
    }));
    if (args.options['json']) {
      printJson(io, { rulesets: list });
      return 0;
    }
    if (list.length === 0) io.out('No rule system is registered.\n');
    for (const r of list)
      io.out(`${r.id.padEnd(12)} ${r.version.padEnd(8)} ${r.title}\n${' '.repeat(22)}${r.summary}\n`);
    return 0;
  },
};
