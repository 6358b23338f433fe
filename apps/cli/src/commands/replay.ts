import { Engine } from '@skirmish/core';
import { checkKnown, stringOption, UsageError } from '../args.ts';
import type { Command } from '../command.ts';
import { asRecord, printJson, readJsonFile, rulesetOrFail } from '../io.ts';

export const replayCommand: Command = {
  name: 'replay',
  summary: 'Replay a game record and print its final state hash',
  flags: ['json'],
  help: `Usage: skirmish replay <record.json> [--content FILE] [--json]

Replays a game record (ruleset, version, content hash, options, set-up, seed and choices) from its
seed and prints the final state hash, identical on every machine.

Options:
  --content FILE   the content pack the game was played with (default: the sample content)
  --json           print JSON: {"ruleset", "version", "choices", "hash", "outcome"}
`,
  async run(args, io) {
    checkKnown(args, ['content']);
    const file = args.positional[0];
    if (!file) throw new UsageError('Name a record file');
    const record = asRecord(readJsonFile(file, 'Record'));
    const ruleset = rulesetOrFail(io, record.ruleset);
    const contentFile = stringOption(args, 'content');
    const content = contentFile ? readJsonFile(contentFile, 'Content pack') : undefined;
    const engine = Engine.create(
      ruleset,
      content === undefined ? { options: record.options } : { content, options: record.options },
    );
    if (!engine.ok) throw new UsageError(`${engine.error.code}: ${engine.error.message}`);
    const match = engine.value.replay(record);
    if (!match.ok && match.error.code === 'record/content-mismatch')
      // Which pack it wants, and how to give it: the hash is what a server keeps the pack by.
      throw new UsageError(
        `${match.error.code}: this record was played with the content pack of hash ${record.contentHash}, ` +
          `not ${contentFile === undefined ? 'the sample content' : `"${contentFile}"`} (hash ${engine.value.contentHash}): ` +
          `give that pack with --content FILE (a server hands it out at /api/content/${record.contentHash}/pack.json)`,
      );
    if (!match.ok) throw new UsageError(`${match.error.code}: ${match.error.message}`);
    const hash = engine.value.hash(match.value);
    const outcome = engine.value.outcome(match.value);
    if (args.options['json'])
      printJson(io, {
        ruleset: record.ruleset,
        version: record.version,
        choices: record.choices.length,
        hash,
        outcome,
      });
    else io.out(`${hash}\n`);
    return 0;
  },
};
