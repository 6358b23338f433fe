import { Engine, huArticle, sayIn, type AnyRuleset, type Locale, type Registry } from '@skirmish/core';
import { stringOption, UsageError, type Args } from '../args.ts';
import { readJsonFile } from '../io.ts';

/** Builds an engine from `--content FILE` and `--options JSON`, or the sample content and defaults. */
export function engineFromArgs(
  ruleset: AnyRuleset,
  args: Args,
  locale: Locale = 'en',
  /** House rules given otherwise (a saved game's own), in place of `--options`. */
  given?: Readonly<Record<string, unknown>>,
  /** The rule systems a refused pack may belong to instead (`otherPackHint`). */
  registry?: Registry,
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
  if (!engine.ok) {
    const hint = registry && content !== undefined ? otherPackHint(registry, ruleset, content, locale) : null;
    throw new UsageError(`${hint === null ? '' : `${hint}\n`}${engine.error.code}: ${engine.error.message}`);
  }
  return engine.value;
}

/**
 * Where a pack's top-level fields are mostly not `ruleset`'s but are another rule system's, the
 * words saying so (a Hybrid pack sent to Dogs of War gives a hundred "missing" problems that say
 * nothing of the mistake); null otherwise.
 */
export function otherPackHint(registry: Registry, ruleset: AnyRuleset, raw: unknown, locale: Locale): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const keys = new Set(Object.keys(raw));
  const likeness = (r: AnyRuleset) => {
    const sample: unknown = r.content.sample;
    const own = typeof sample === 'object' && sample !== null ? Object.keys(sample) : [];
    const union = new Set([...own, ...keys]).size;
    return union === 0 ? 0 : own.filter((k) => keys.has(k)).length / union;
  };
  const mine = likeness(ruleset);
  if (mine >= 0.5) return null;
  const other = registry
    .list()
    .filter((r) => r.id !== ruleset.id)
    .map((r) => ({ r, like: likeness(r) }))
    .filter((x) => x.like >= 0.5 && x.like > mine)
    .sort((a, b) => b.like - a.like)[0]?.r;
  if (!other) return null;
  return sayIn(locale)(
    `This looks like a ${other.title} content pack (${other.id}), not a ${ruleset.title} one: its top-level fields are those of ${other.id}. Check the rule system named and the file.`,
    `Ez ${other.titles?.hu ?? other.title} tartalomcsomagnak látszik (${other.id}), nem ${ruleset.titles?.hu ?? ruleset.title} csomagnak: a legfelső szintű mezői ${huArticle(other.id)} ${other.id} mezői. Nézd meg, melyik szabályrendszert nevezted meg, és melyik fájlt.`,
  );
}
