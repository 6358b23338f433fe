import { sayIn, type Locale } from '@skirmish/core';
import { loadPack, packJsonSchema } from '@skirmish/server/packs';
import { checkKnown, localeOf, stringOption, UsageError, type Args } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, readJsonFile, rulesetOrFail, type Io } from '../io.ts';
import { inLocale, usageIn } from '../usage-hu.ts';
import { otherPackHint } from './shared.ts';

const HELP = `Usage: skirmish validate <ruleset> <pack.json> [--json] [--locale en|hu]
       skirmish validate <ruleset> --schema
       skirmish validate <ruleset> --sample > pack.json

Checks a content pack against the rule system's schema and cross-reference checks. Each error
names the path of the offending value (profiles.3.nv). Exit code 1 when the pack is invalid, 2
when the file cannot be read or is no JSON (a broken JSON file is named by line and column).

Options:
  --schema        print the rule system's content JSON Schema instead
  --sample        print the rule system's sample pack instead: a valid pack to start your own from
  --json          print JSON: {"ruleset", "file", "valid", "issues": [{"path", "message"}]}, with
                  "hint" where the pack looks like another rule system's, and "error" (and
                  "valid": false) where the file cannot be read or is no JSON
  --locale en|hu  the language of the problems and of this command (default en)
`;

const HELP_HU = `Használat: skirmish validate <szabályrendszer> <csomag.json> [--json] [--locale en|hu]
           skirmish validate <szabályrendszer> --schema
           skirmish validate <szabályrendszer> --sample > csomag.json

Ellenőrzi a tartalomcsomagot a szabályrendszer sémája és kereszthivatkozásai szerint. Minden hiba
megnevezi a hibás érték útvonalát (profiles.3.nv). Hibás csomagnál a kilépési kód 1, olvashatatlan
vagy nem JSON fájlnál 2 (a hibás JSON-t sor és oszlop szerint megnevezi).

Kapcsolók:
  --schema        a szabályrendszer tartalmának JSON-sémáját írja ki helyette
  --sample        a szabályrendszer mintacsomagját írja ki helyette: érvényes csomag, a saját kiindulópontja
  --json          JSON-t ír ki: {"ruleset", "file", "valid", "issues": [{"path", "message"}]},
                  "hint" mezővel, ha a csomag más szabályrendszerének látszik, és "error" mezővel
                  (és "valid": false értékkel), ha a fájl olvashatatlan vagy nem JSON
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
    printJson(io, packJsonSchema(ruleset.content));
    return 0;
  }
  if (args.options['sample']) {
    printJson(io, ruleset.content.sample);
    return 0;
  }
  const file = args.positional[1];
  if (!file)
    throw new UsageError(say('Name the content pack file to check', 'Add meg az ellenőrizendő tartalomcsomag fájlját'));
  let raw: unknown;
  try {
    raw = readJsonFile(file, 'Content pack');
  } catch (e) {
    // --json answers on stdout whatever happens; the refusal goes to stderr as well.
    if (args.options['json'] && e instanceof UsageError)
      printJson(io, { ruleset: ruleset.id, file, valid: false, issues: [], error: usageIn(locale, e) });
    throw e;
  }
  // The server's own check: what it refuses, this refuses too.
  const result = loadPack(ruleset.content, raw, locale);
  const issues = result.ok ? [] : result.issues;
  // A pack of another rule system is named first: its hundred problems say nothing of the mistake.
  const hint = result.ok ? null : otherPackHint(io.registry, ruleset, raw, locale);
  if (args.options['json'])
    printJson(io, { ruleset: ruleset.id, file, valid: result.ok, ...(hint === null ? {} : { hint }), issues });
  else if (result.ok)
    io.out(say(`${file}: a valid ${ruleset.id} content pack\n`, `${file}: érvényes ${ruleset.id} tartalomcsomag\n`));
  else {
    const n = issues.length;
    if (hint !== null) io.err(`${file}: ${hint}\n`);
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
