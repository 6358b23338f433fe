import { contentJsonSchema, loadContent, sayIn, type Locale } from '@skirmish/core';
import { checkKnown, localeOf, stringOption, UsageError, type Args } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, readJsonFile, rulesetOrFail, type Io } from '../io.ts';
import { inLocale } from '../usage-hu.ts';

const HELP = `Usage: skirmish validate <ruleset> <pack.json> [--json] [--locale en|hu]
       skirmish validate <ruleset> --schema
       skirmish validate <ruleset> --sample > pack.json

Checks a content pack against the rule system's schema and cross-reference checks. Each error
names the path of the offending value (warriors.3.nv). Exit code 1 when the pack is invalid.

Options:
  --schema        print the rule system's content JSON Schema instead
  --sample        print the rule system's sample pack instead: a valid pack to start your own from
  --json          print JSON: {"ruleset", "file", "valid", "issues": [{"path", "message"}]}
  --locale en|hu  the language of the problems and of this command (default en)
`;

const HELP_HU = `Használat: skirmish validate <szabályrendszer> <csomag.json> [--json] [--locale en|hu]
           skirmish validate <szabályrendszer> --schema
           skirmish validate <szabályrendszer> --sample > csomag.json

Ellenőrzi a tartalomcsomagot a szabályrendszer sémája és kereszthivatkozásai szerint. Minden hiba
megnevezi a hibás érték útvonalát (warriors.3.nv). Hibás csomagnál a kilépési kód 1.

Kapcsolók:
  --schema        a szabályrendszer tartalmának JSON-sémáját írja ki helyette
  --sample        a szabályrendszer mintacsomagját írja ki helyette: érvényes csomag, a saját kiindulópontja
  --json          JSON-t ír ki: {"ruleset", "file", "valid", "issues": [{"path", "message"}]}
  --locale en|hu  a hibák és e parancs nyelve (alapból en)
`;

export const validateCommand: Command = {
  name: 'validate',
  summary: 'Check a content pack and name the path of every error',
  flags: ['json', 'schema', 'sample'],
  help: HELP,
  localHelp: (args) => (stringOption(args, 'locale') === 'hu' ? HELP_HU : HELP),
  async run(args, io) {
    const locale = localeOf(args);
    // The shared argument and file readers speak English; their usage errors are put in Hungarian.
    return inLocale(locale, async () => validate(args, io, locale));
  },
};

/** How many problems the text lists. */
const SHOWN = 40;

function validate(args: Args, io: Io, locale: Locale): number {
  const say = sayIn(locale);
  checkKnown(args, ['schema', 'sample', 'locale']);
  const ruleset = rulesetOrFail(io, args.positional[0]);
  if (args.options['schema']) {
    printJson(io, contentJsonSchema(ruleset.content));
    return 0;
  }
  if (args.options['sample']) {
    printJson(io, ruleset.content.sample);
    return 0;
  }
  const file = args.positional[1];
  if (!file)
    throw new UsageError(say('Name the content pack file to check', 'Add meg az ellenőrizendő tartalomcsomag fájlját'));
  const raw = readJsonFile(file, 'Content pack');
  const result = loadContent(ruleset.content, raw, locale);
  const issues = result.ok ? [] : result.issues;
  if (args.options['json']) printJson(io, { ruleset: ruleset.id, file, valid: result.ok, issues });
  else if (result.ok)
    io.out(say(`${file}: a valid ${ruleset.id} content pack\n`, `${file}: érvényes ${ruleset.id} tartalomcsomag\n`));
  else {
    const n = issues.length;
    io.err(say(`${file}: ${n} problem${n === 1 ? '' : 's'}\n`, `${file}: ${n} hiba\n`));
    // A pack of another format gives hundreds: the first ones say what is wrong, --json lists all.
    for (const i of issues.slice(0, SHOWN)) io.err(`  ${i.path}: ${i.message}\n`);
    if (n > SHOWN)
      io.err(
        say(
          `  ... and ${n - SHOWN} more (--json lists them all)\n`,
          `  ... és még ${n - SHOWN} (a --json mindet felsorolja)\n`,
        ),
      );
  }
  return result.ok ? 0 : 1;
}
