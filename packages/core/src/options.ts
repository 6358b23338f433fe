import { fail, ok, type Result } from './result.ts';

export type OptionValue = boolean | number | string;
export type Options = Readonly<Record<string, OptionValue>>;

/**
 * A house-rule switch. The checklists' "Ambiguities" tables give the defaults; `rule` names the
 * checklist item the option settles, so the client can show the passage in question.
 */
export type OptionSpec =
  | (OptionBase & { readonly type: 'boolean'; readonly default: boolean })
  | (OptionBase & {
      readonly type: 'integer';
      readonly default: number;
      readonly min?: number;
      readonly max?: number;
    })
  | (OptionBase & {
      readonly type: 'choice';
      readonly default: string;
      readonly values: readonly string[];
      /** Each value in English words: a value is an id, which a player should not have to read. */
      readonly valueLabels?: Readonly<Record<string, string>>;
    });

interface OptionBase {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  /**
   * The label and description in Hungarian (`label` and `description` are the English ones), and
   * for a choice, its values.
   */
  readonly hu?: {
    readonly label: string;
    readonly description: string;
    readonly valueLabels?: Readonly<Record<string, string>>;
  };
  readonly rule?: string;
  /** Part of an expansion that a table switches on as a whole (Hybrid's Nemesis passages). */
  readonly expansion?: string;
  /**
   * The value a game played on one screen starts with, where it is not `default`: a safeguard
   * between players at two screens that one person at one screen only has to click through (Dogs
   * of War's confirmation of a report). A value the player sets himself goes first.
   */
  readonly oneScreen?: OptionValue;
}

/** An option's label and description in a language, English where it has no translation. */
export function optionText(spec: OptionSpec, locale: 'en' | 'hu'): { label: string; description: string } {
  if (locale === 'hu' && spec.hu) return { label: spec.hu.label, description: spec.hu.description };
  return { label: spec.label, description: spec.description };
}

/**
 * A choice's value in a language's words: the Hungarian label, else the English one, else the id.
 * A boolean or a number reads the same in both languages.
 */
export function optionValueText(spec: OptionSpec, value: OptionValue, locale: 'en' | 'hu'): string {
  const v = String(value);
  if (spec.type !== 'choice') return v;
  return (locale === 'hu' ? spec.hu?.valueLabels?.[v] : undefined) ?? spec.valueLabels?.[v] ?? v;
}

/** Fills defaults and checks every given option against its spec. */
export function resolveOptions(
  specs: readonly OptionSpec[],
  given: Readonly<Record<string, unknown>> = {},
): Result<Options> {
  const out: Record<string, OptionValue> = {};
  for (const key of Object.keys(given)) {
    if (!specs.some((s) => s.id === key)) return fail('options/unknown', `There is no option "${key}"`, { path: key });
  }
  for (const spec of specs) {
    const v = given[spec.id];
    if (v === undefined) {
      out[spec.id] = spec.default;
      continue;
    }
    const checked = checkOptionValue(spec, v);
    if (!checked.ok) return checked;
    out[spec.id] = checked.value;
  }
  return ok(out);
}

/** Checks one value, accepting the strings a command line gives ("true", "3"). */
export function checkOptionValue(spec: OptionSpec, v: unknown): Result<OptionValue> {
  const bad = (what: string): Result<OptionValue> =>
    fail('options/invalid', `Option "${spec.id}" ${what}, got ${JSON.stringify(v)}`, { path: spec.id });
  switch (spec.type) {
    case 'boolean':
      if (typeof v === 'boolean') return ok(v);
      if (v === 'true' || v === 'false') return ok(v === 'true');
      return bad('must be true or false');
    case 'integer': {
      const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) return bad('must be a whole number');
      if (spec.min !== undefined && n < spec.min) return bad(`must be at least ${spec.min}`);
      if (spec.max !== undefined && n > spec.max) return bad(`must be at most ${spec.max}`);
      return ok(n);
    }
    case 'choice':
      if (typeof v === 'string' && spec.values.includes(v)) return ok(v);
      return bad(`must be one of ${spec.values.join(', ')}`);
  }
}
