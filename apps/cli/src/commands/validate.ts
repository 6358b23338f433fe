import { contentJsonSchema, loadContent } from '@skirmish/core';
import { checkKnown, UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { printJson, readJsonFile, rulesetOrFail } from '../io.ts';

export const validateCommand: Command = {
  name: 'validate',
  summary: 'Check a content pack and name the path of every error',
  flags: ['json', 'schema'],
  help: `Usage: skirmish validate <ruleset> <pack.json> [--json]
       skirmish validate <ruleset> --schema

Checks a content pack against the rule system's schema and cross-reference checks. Each error
names the path of the offending value (warriors.3.nv). Exit code 1 when the pack is invalid.

Options:
  --schema   print the rule system's content JSON Schema instead
  --json     print JSON: {"ruleset", "file", "valid", "issues": [{"path", "message"}]}
`,
  async run(args, io) {
    checkKnown(args, ['schema']);
    const ruleset = rulesetOrFail(io, args.positional[0]);
    if (args.options['schema']) {
      printJson(io, contentJsonSchema(ruleset.content));
      return 0;
    }
    const file = args.positional[1];
    if (!file) throw new UsageError('Name the content pack file to check');
    const raw = readJsonFile(file, 'Content pack');
    const result = loadContent(ruleset.content, raw);
    const issues = result.ok ? [] : result.issues;
    if (args.options['json']) printJson(io, { ruleset: ruleset.id, file, valid: result.ok, issues });
    else if (result.ok) io.out(`${file}: a valid ${ruleset.id} content pack\n`);
    else {
      io.err(`${file}: ${issues.length} problem${issues.length === 1 ? '' : 's'}\n`);
      for (const i of issues) io.err(`  ${i.path}: ${i.message}\n`);
    }
    return result.ok ? 0 : 1;
  },
};
