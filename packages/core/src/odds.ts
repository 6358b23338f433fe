import type { Dist, DistKey } from './dist.ts';
import type { Options, OptionValue } from './options.ts';
import { Rational } from './rational.ts';
import { fail, ok, type Result } from './result.ts';
import { huArticle, sayIn, type Locale } from './ruleset.ts';

/** A parameter of an odds procedure, given on the command line as `--name value`. */
export type OddsParam =
  | (ParamBase & { readonly type: 'integer'; readonly default?: number; readonly min?: number; readonly max?: number })
  | (ParamBase & { readonly type: 'boolean'; readonly default?: boolean })
  | (ParamBase & { readonly type: 'choice'; readonly default?: string; readonly values: readonly string[] })
  | (ParamBase & { readonly type: 'string'; readonly default?: string });

interface ParamBase {
  readonly name: string;
  readonly description: string;
  readonly required?: boolean;
  /**
   * One of the fields a panel shows at first. When some parameter of a procedure has it, a panel
   * may fold the others away under "more"; when none has it, every field is shown.
   */
  readonly main?: boolean;
}

export type OddsInputs = Readonly<Record<string, OptionValue>>;

/**
 * A procedure's words in one language: what it answers, each parameter's meaning, the choice
 * values and the outcomes in words. The procedure's own `description`s are its English; a
 * language without words here shows them.
 */
export interface OddsWords {
  readonly description: string;
  /** Each parameter's description, by the parameter's name. */
  readonly params: Readonly<Record<string, string>>;
  /** The choice values in words, by value; a value without words is shown as it is. */
  readonly values?: Readonly<Record<string, string>>;
  /** An outcome in words; an outcome it leaves `undefined` is shown as it is. */
  outcome?(key: DistKey): string | undefined;
}

/**
 * One dice procedure of a ruleset, answered exactly. The rules, the client's odds panel and the
 * bots all call the same code.
 */
export interface OddsProcedure<Content = unknown> {
  readonly id: string;
  readonly description: string;
  readonly rule?: string;
  readonly params: readonly OddsParam[];
  /** Its words in other languages than its own English. */
  readonly words?: Readonly<Partial<Record<Exclude<Locale, 'en'>, OddsWords>>>;
  /** An outcome in English words; an outcome it leaves `undefined` (or all, without it) is shown as it is. */
  outcome?(key: DistKey): string | undefined;
  /** Choice values in English words, by value, where a value is a code ("killed-outright"). */
  readonly values?: Readonly<Record<string, string>>;
  /**
   * The values some `string` parameters take from the content (a profile, a model), by parameter
   * name, each with the name a player knows it by in `locale`: the odds panel offers them as a choice.
   */
  contentChoices?(content: Content, locale: Locale): Readonly<Record<string, readonly ContentChoice[]>>;
  /**
   * The few chances a player asks first ("a hit", "at least one wound"), each the sum of the
   * outcomes it `holds` for, shown above the whole table.
   */
  readonly summaries?: readonly OddsSummary[];
  /** The distribution; a refusal is worded in `locale` (English when it is not given). */
  compute(
    inputs: OddsInputs,
    ctx: { readonly content: Content; readonly options: Options; readonly locale?: Locale },
  ): Result<Dist<DistKey>>;
}

/** A chance a procedure sums from its outcomes (`OddsProcedure.summaries`). */
export interface OddsSummary {
  readonly id: string;
  /** Its English words, and its words in other languages. */
  readonly label: string;
  readonly words?: Readonly<Partial<Record<Exclude<Locale, 'en'>, string>>>;
  /** Whether an outcome counts towards it. */
  holds(key: DistKey): boolean;
}

/** A value of a parameter taken from the content, and its name. */
export interface ContentChoice {
  readonly value: string;
  readonly label: string;
}

/** Content entries as odds choices, by their names: the id beside a name two of them share. */
export function namedChoices(list: ReadonlyArray<{ readonly id: string; readonly name: string }>): ContentChoice[] {
  const count = new Map<string, number>();
  for (const x of list) count.set(x.name, (count.get(x.name) ?? 0) + 1);
  return list.map((x) => ({ value: x.id, label: (count.get(x.name) ?? 0) > 1 ? `${x.name} (${x.id})` : x.name }));
}

/** A parameter as shown in one language: its description worded, and its choice values' words. */
export type ShownOddsParam = OddsParam & { readonly labels?: Readonly<Record<string, string>> };

/** A procedure as the odds panel and `skirmish odds --list` show it in `locale`. */
export interface ShownOddsProcedure {
  readonly id: string;
  readonly description: string;
  readonly rule?: string;
  readonly params: readonly ShownOddsParam[];
}

/**
 * `proc` worded in `locale`: the English of the procedure where it has no words in that language.
 * With `content`, a `string` parameter the procedure lists values of (`contentChoices`) is shown
 * as a choice of them, labelled by their names in `locale`; the value sent is the same string.
 */
export function showOddsProcedure<C>(proc: OddsProcedure<C>, locale: Locale = 'en', content?: C): ShownOddsProcedure {
  const words = locale === 'en' ? undefined : proc.words?.[locale];
  const listed = content !== undefined && proc.contentChoices ? proc.contentChoices(content, locale) : {};
  const params = proc.params.map((p): ShownOddsParam => {
    const description = words?.params[p.name] ?? p.description;
    const from = p.type === 'string' ? listed[p.name] : undefined;
    if (p.type === 'string' && from && from.length > 0) {
      const labels: Record<string, string> = {};
      for (const c of from) labels[c.value] = c.label;
      return {
        name: p.name,
        description,
        type: 'choice',
        values: from.map((c) => c.value),
        labels,
        ...(p.required === undefined ? {} : { required: p.required }),
        ...(p.default === undefined ? {} : { default: p.default }),
        ...(p.main === undefined ? {} : { main: p.main }),
      };
    }
    const valueWords = locale === 'en' ? proc.values : words?.values;
    if (p.type !== 'choice' || !valueWords) return { ...p, description };
    const labels: Record<string, string> = {};
    for (const v of p.values) labels[v] = valueWords[v] ?? v;
    return { ...p, description, labels };
  });
  return {
    id: proc.id,
    description: words?.description ?? proc.description,
    ...(proc.rule === undefined ? {} : { rule: proc.rule }),
    params,
  };
}

/** The odds contract's report: every `p` an exact fraction "a/b", summing to exactly 1. */
export interface OddsReport {
  readonly ruleset: string;
  readonly procedure: string;
  readonly inputs: OddsInputs;
  /** Each outcome, its exact probability, and its words when the procedure gives them. */
  readonly outcomes: ReadonlyArray<{ readonly outcome: DistKey; readonly p: string; readonly label?: string }>;
  /** The procedure's summaries (`OddsProcedure.summaries`), each an exact fraction, where it has any. */
  readonly summaries?: ReadonlyArray<{ readonly id: string; readonly label: string; readonly p: string }>;
}

/**
 * Checks raw inputs (strings from a command line, or typed values) against the parameters. A
 * refusal names a parameter as `nameOf` says: a command line's flag (`--sl`) by default, an API
 * its own field (`inputs.sl`).
 */
export function parseOddsInputs(
  params: readonly OddsParam[],
  raw: Readonly<Record<string, unknown>>,
  locale: Locale = 'en',
  nameOf: (param: string) => string = (param) => `--${param}`,
): Result<OddsInputs> {
  const say = sayIn(locale);
  /** "A --sl", "Az inputs.sl": the Hungarian article goes by how the name is said. */
  const theHu = (param: string) => (nameOf(param).startsWith('-') || huArticle(nameOf(param)) === 'a' ? 'A' : 'Az');
  const out: Record<string, OptionValue> = {};
  for (const key of Object.keys(raw)) {
    if (!params.some((p) => p.name === key))
      return fail(
        'odds/unknown-param',
        say(`Unknown parameter ${nameOf(key)}`, `Ismeretlen paraméter: ${nameOf(key)}`),
        {
          path: key,
        },
      );
  }
  for (const p of params) {
    const v = raw[p.name];
    if (v === undefined) {
      if (p.default !== undefined) out[p.name] = p.default;
      else if (p.required)
        return fail(
          'odds/missing-param',
          say(`Parameter ${nameOf(p.name)} is required`, `${theHu(p.name)} ${nameOf(p.name)} paraméter kötelező`),
          { path: p.name },
        );
      continue;
    }
    const bad = (en: string, hu: string) =>
      fail(
        'odds/invalid-param',
        say(`${nameOf(p.name)} ${en}, got ${JSON.stringify(v)}`, `${nameOf(p.name)}: ${hu}, nem ${JSON.stringify(v)}`),
        { path: p.name },
      );
    switch (p.type) {
      case 'integer': {
        const n = typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
        if (typeof n !== 'number' || !Number.isSafeInteger(n)) return bad('must be a whole number', 'egész szám kell');
        if (p.min !== undefined && n < p.min) return bad(`must be at least ${p.min}`, `legalább ${p.min} kell`);
        if (p.max !== undefined && n > p.max) return bad(`must be at most ${p.max}`, `legfeljebb ${p.max} lehet`);
        out[p.name] = n;
        break;
      }
      case 'boolean':
        if (v === true || v === 'true' || v === '') out[p.name] = true;
        else if (v === false || v === 'false') out[p.name] = false;
        else return bad('is a switch (true or false)', 'kapcsoló (true vagy false)');
        break;
      case 'choice':
        if (typeof v !== 'string' || !p.values.includes(v))
          return bad(`must be one of ${p.values.join(', ')}`, `ezek egyike kell: ${p.values.join(', ')}`);
        out[p.name] = v;
        break;
      case 'string':
        if (typeof v !== 'string') return bad('must be text', 'szöveg kell');
        out[p.name] = v;
        break;
    }
  }
  return ok(out);
}

/** The report of a distribution: each outcome `wordOf` words gets its `label`. */
export function oddsReport(
  ruleset: string,
  procedure: string,
  inputs: OddsInputs,
  dist: Dist<DistKey>,
  wordOf?: (key: DistKey) => string | undefined,
  summaries?: ReadonlyArray<{ readonly id: string; readonly label: string; holds(key: DistKey): boolean }>,
): OddsReport {
  const outcomes = dist.toOutcomes();
  const summed =
    summaries && summaries.length > 0
      ? {
          summaries: summaries.map((x) => ({
            id: x.id,
            label: x.label,
            p: dist
              .entries()
              .reduce((sum, [k, p]) => (x.holds(k) ? sum.add(p) : sum), Rational.ZERO)
              .toString(),
          })),
        }
      : {};
  if (!wordOf) return { ruleset, procedure, inputs, outcomes, ...summed };
  return {
    ruleset,
    procedure,
    inputs,
    outcomes: outcomes.map((o) => {
      const label = wordOf(o.outcome);
      return label === undefined ? o : { ...o, label };
    }),
    ...summed,
  };
}

/** `proc`'s summaries worded in `locale` (English where it has no words in it): `oddsReport`'s last argument. */
export function oddsSummaries<C>(
  proc: OddsProcedure<C>,
  locale: Locale = 'en',
): Array<{ readonly id: string; readonly label: string; holds(key: DistKey): boolean }> {
  return (proc.summaries ?? []).map((x) => ({
    id: x.id,
    label: (locale === 'en' ? undefined : x.words?.[locale]) ?? x.label,
    holds: (k: DistKey) => x.holds(k),
  }));
}

/** How `proc` words its outcomes in `locale`, if it does (`oddsReport`'s last argument). */
export function outcomeWords<C>(
  proc: OddsProcedure<C>,
  locale: Locale = 'en',
): ((key: DistKey) => string | undefined) | undefined {
  const words = locale === 'en' ? undefined : proc.words?.[locale];
  return words?.outcome?.bind(words) ?? proc.outcome?.bind(proc);
}

/** A chance as a percentage with one decimal, in the language's way of writing it (58.3%, 58,3%). */
export function percentWords(x: number, locale: Locale): string {
  const text = `${(x * 100).toFixed(1)}%`;
  return locale === 'hu' ? text.replace('.', ',') : text;
}

/** An exact chance as players read it beside a choice: the fraction, then the percentage ("5/12 (41.7%)"). */
export function chanceWords(p: Rational, locale: Locale): string {
  return `${p.toString()} (${percentWords(p.toNumber(), locale)})`;
}
