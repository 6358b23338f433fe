import { Engine, sayIn, type AnyRuleset, type Locale } from '@skirmish/core';
import { stringOption, UsageError, type Args } from '../args.ts';
import { readJsonFile } from '../io.ts';

/** Builds an engine from `--content FILE` and `--options JSON`, or the sample content and defaults. */
export function engineFromArgs(
  ruleset: AnyRuleset,
  args: Args,
  locale: Locale = 'en',
  /** House rules given otherwise (a saved game's own), in place of `--options`. */
  given?: Readonly<Record<string, unknown>>,
): Engine<unknown, unknown, unknown, unknown> {
  const notObject = sayIn(locale)(
    '--options must be a JSON object, like {"nemesis": true}',
    'a --options értéke JSON objektum legyen, például {"nemesis": true}',
  );
  const contentFile = stringOption(args, 'content');
  const optionsText = stringOption(args, 'options');
  let options: Record<string, unknown> = { ...given };
  if (given === undefined && optionsText !== undefined) {
    try {
      options = JSON.parse(optionsText) as Record<string, unknown>;
    } catch {
      throw new UsageError(notObject);
    }
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      throw new UsageError(notObject);
    }
  }
  const content = contentFile ? readJsonFile(contentFile, 'Content pack') : undefined;
  const engine = Engine.create(ruleset, content === undefined ? { options, locale } : { content, options, locale });
  if (!engine.ok) throw new UsageError(`${engine.error.code}: ${engine.error.message}`);
  return engine.value;
}
