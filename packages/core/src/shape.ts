/**
 * The problems of a value against a zod schema, in plain words with their paths: what the rule
 * systems say of a position that comes from outside the program (a scenario file's `state`, a
 * campaign file edited by hand) before their rules read it, and what a content pack is told of
 * its problems.
 */
import { z } from 'zod';
import type { Locale } from './ruleset.ts';

/** A path as the problems name it: its keys joined by dots (`warriors.3.nv`), "(root)" when empty. */
export function pathToString(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path.map((p) => String(p)).join('.');
}

/** At most this many problems are named; the rest are counted. */
export const MAX_NAMED = 5;

/** The first `MAX_NAMED` of `all`, and how many more there are. */
export function firstOf(all: readonly string[], locale: Locale = 'en'): string[] {
  if (all.length <= MAX_NAMED) return [...all];
  const more = all.length - MAX_NAMED;
  return [...all.slice(0, MAX_NAMED), locale === 'hu' ? `és még ${more}` : `and ${more} more`];
}

/** True when `A` and `B` are the same type: a schema's compile-time check against the type it mirrors. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The words of the checker in each language. Hungarian puts what is wanted in the nominative
 * before "kell ide" ("is wanted here"), so no word takes a case ending after a value.
 */
interface Words {
  readonly expected: Readonly<Record<string, string>>;
  readonly or: string;
  readonly missing: (what: string) => string;
  readonly instead: (what: string, found: string) => string;
  readonly known: (tag: string) => string;
  readonly someForm: string;
  readonly bound: (kind: 'at least' | 'more than' | 'at most' | 'less than', n: string, unit: string) => string;
  readonly unit: Readonly<Record<string, string>>;
  readonly root: string;
  /** A text that must match `pattern`. */
  readonly matching: (pattern: string) => string;
  /** Fields an object may not have. */
  readonly unknownFields: (keys: string) => string;
}

const WORDS: Readonly<Record<Locale, Words>> = {
  en: {
    expected: {
      int: 'a whole number',
      number: 'a number',
      string: 'a string',
      boolean: 'true or false',
      array: 'an array',
      tuple: 'an array',
      object: 'an object',
      record: 'an object',
      null: 'null',
    },
    or: ' or ',
    missing: (what) => `missing (expected ${what})`,
    instead: (what, found) => `expected ${what}, not ${found}`,
    known: (tag) => `a known ${tag}`,
    someForm: 'one of its forms',
    bound: (kind, n, unit) => `${kind} ${n}${unit}`,
    unit: { array: ' items', set: ' items', string: ' characters' },
    root: '(root)',
    matching: (pattern) => `text matching ${pattern}`,
    unknownFields: (keys) => `not a known field: ${keys}`,
  },
  hu: {
    expected: {
      int: 'egész szám',
      number: 'szám',
      string: 'szöveg',
      boolean: 'true vagy false',
      array: 'lista',
      tuple: 'lista',
      object: 'objektum',
      record: 'objektum',
      null: 'null',
    },
    or: ' vagy ',
    missing: (what) => `hiányzik (${what} kell ide)`,
    instead: (what, found) => `${what} kell ide, nem ${found}`,
    known: (tag) => `ismert ${tag} érték`,
    someForm: 'valamelyik megengedett alak',
    bound: (kind, n, unit) =>
      `${kind === 'at least' ? 'legalább' : kind === 'more than' ? 'több mint' : kind === 'at most' ? 'legfeljebb' : 'kevesebb mint'} ${n}${unit}`,
    unit: { array: ' elem', set: ' elem', string: ' karakter' },
    root: '(egész)',
    matching: (pattern) => `${pattern} mintájú szöveg`,
    unknownFields: (keys) => `ismeretlen mező: ${keys}`,
  },
};

/** The parts of a zod schema's definition that the path walk reads. */
interface Def {
  readonly type: string;
  readonly format?: string;
  readonly innerType?: z.core.$ZodType;
  readonly shape?: Readonly<Record<string, z.core.$ZodType>>;
  readonly element?: z.core.$ZodType;
  readonly valueType?: z.core.$ZodType;
  readonly items?: readonly z.core.$ZodType[];
  readonly options?: readonly z.core.$ZodType[];
  readonly checks?: readonly z.core.$ZodCheck[];
}

const defOf = (s: z.core.$ZodType | z.core.$ZodCheck): Def => s._zod.def as Def;

/** The formats of a number that make it a whole number. */
const isWholeFormat = (format: string | undefined): boolean =>
  format === 'safeint' || format === 'int32' || format === 'uint32';

/** `s` without its `nullable`, `optional` and `default` wrappers, and whether null is among them. */
function unwrap(s: z.core.$ZodType): { inner: z.core.$ZodType; nullable: boolean } {
  let nullable = false;
  for (;;) {
    const d = defOf(s);
    if (d.type === 'nullable') nullable = true;
    else if (d.type !== 'optional' && d.type !== 'default') return { inner: s, nullable };
    s = d.innerType!;
  }
}

/** The schema that reads the value at `path` inside a value `schema` reads, when one can tell. */
function schemaAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType | undefined {
  let s = schema;
  for (const key of path) {
    const d = defOf(unwrap(s).inner);
    const next =
      d.type === 'object'
        ? d.shape?.[String(key)]
        : d.type === 'array'
          ? d.element
          : d.type === 'record'
            ? d.valueType
            : d.type === 'tuple'
              ? d.items?.[Number(key)]
              : undefined; // a union, a custom check: which branch read the value is not known
    if (!next) return undefined;
    s = next;
  }
  return s;
}

/** What `expected` of a type issue means, in words, knowing the schema at its place when one can. */
function typeInWords(expected: string, at: z.core.$ZodType | undefined, w: Words): string {
  let what = w.expected[expected] ?? expected;
  if (!at) return what;
  const { inner, nullable } = unwrap(at);
  const d = defOf(inner);
  // zod names a whole number's type "number" when the value is missing or not a number at all;
  // `z.int()` says it in its format, `z.number().int()` in a check.
  if (d.type === 'number' && (isWholeFormat(d.format) || d.checks?.some((c) => isWholeFormat(defOf(c).format))))
    what = w.expected['int']!;
  return nullable && expected !== 'null' ? `${what}${w.or}null` : what;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

/** What a union's branches expected, when each failed on its type or value at the union's own place. */
function branchesInWords(
  errors: readonly (readonly z.core.$ZodIssue[])[],
  union: z.core.$ZodType | undefined,
  w: Words,
): string | undefined {
  const options = union && defOf(unwrap(union).inner).options;
  const words: string[] = [];
  for (const [i, branch] of errors.entries()) {
    const [only] = branch;
    if (branch.length !== 1 || !only || only.path.length > 0) return undefined;
    if (only.code === 'invalid_type') words.push(typeInWords(only.expected, options?.[i], w));
    else if (only.code === 'invalid_value') words.push(...only.values.map((x) => JSON.stringify(x)));
    else return undefined;
  }
  return words.length > 0 ? [...new Set(words)].join(w.or) : undefined;
}

/**
 * Whether `issue` carries words its schema's author gave it rather than zod's own. Only where
 * zod's own words do not depend on the value (which a finished issue no longer holds).
 */
function authorsWords(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type' || issue.code === 'invalid_union' || issue.code === 'custom') return false;
  const own = z.config().localeError?.(issue as unknown as z.core.$ZodRawIssue);
  const text = typeof own === 'string' ? own : own?.message;
  return text !== undefined && text !== issue.message;
}

/** The longest a value is shown in a problem, in characters of its JSON. */
const SHOWN = 40;

/**
 * A value as a problem shows it: its JSON, cut short with "…" when longer than `room`. A string
 * cut short keeps its quotes, and a list or an object is cut between its items, so what is quoted
 * from the value stays apart from the words around it: `["a","b",…]`.
 */
function shown(found: unknown, room = SHOWN): string {
  const text = JSON.stringify(found) ?? typeof found;
  if (text.length <= room) return text;
  if (typeof found === 'string') return JSON.stringify(`${found.slice(0, Math.max(1, room - 4))}…`);
  if (found === null || typeof found !== 'object') return `${text.slice(0, room - 1)}…`;
  const items = Array.isArray(found)
    ? found.map((x: unknown) => [JSON.stringify(x) ?? 'null', x] as const)
    : Object.entries(found).map(([k, x]) => [`${JSON.stringify(k)}:${JSON.stringify(x) ?? 'null'}`, k] as const);
  const parts: string[] = [];
  let used = 4;
  for (const [part] of items) {
    if (used + part.length + 1 > room) break;
    parts.push(part);
    used += part.length + 1;
  }
  // Not even the first item fits: a list shows it cut short in turn; an object, its key alone.
  const first = items[0];
  if (parts.length === 0 && first !== undefined)
    parts.push(Array.isArray(found) ? shown(first[1], room - 4) : `${shown(first[1], room - 4)}:…`);
  if (parts.length < items.length) parts.push('…');
  return Array.isArray(found) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
}

/** What a part checked once (`checkedOnce`) keeps of a problem, to word it in any language later. */
interface Kept {
  readonly issue: z.core.$ZodIssue;
  readonly root: unknown;
  readonly schema: z.core.$ZodType;
}

/**
 * One problem of `schema` with `root` in plain words: what was expected at the place, and what
 * stands there instead ("missing (expected a string)", "expected a whole number, not 0.5"; in
 * Hungarian "hiányzik (szöveg kell ide)", "egész szám kell ide, nem 0.5").
 */
export function issueInWords(
  issue: z.core.$ZodIssue,
  root: unknown,
  schema?: z.core.$ZodType,
  locale: Locale = 'en',
): string {
  // A check given its own words by the schema's author (`.regex(re, 'a content pack hash')`) keeps them.
  if (authorsWords(issue)) return issue.message;
  const w = WORDS[locale];
  const found = valueAt(root, issue.path);
  const expected = (what: string): string => (found === undefined ? w.missing(what) : w.instead(what, shown(found)));
  switch (issue.code) {
    case 'invalid_type':
      // A whole number's fraction and an infinite number are reported as the wrong type.
      return expected(typeInWords(issue.expected, schema && schemaAt(schema, issue.path), w));
    case 'invalid_value':
      return expected(issue.values.map((x) => JSON.stringify(x)).join(w.or));
    case 'invalid_union': {
      // A stage whose kind is none of the kinds of stage, or a value that fits none of the forms.
      if ('discriminator' in issue && typeof issue.discriminator === 'string')
        return expected(w.known(issue.discriminator));
      return expected(branchesInWords(issue.errors, schema && schemaAt(schema, issue.path), w) ?? w.someForm);
    }
    case 'too_small':
      return expected(
        w.bound(
          issue.inclusive === false ? 'more than' : 'at least',
          String(issue.minimum),
          w.unit[issue.origin] ?? '',
        ),
      );
    case 'too_big':
      return expected(
        w.bound(issue.inclusive === false ? 'less than' : 'at most', String(issue.maximum), w.unit[issue.origin] ?? ''),
      );
    case 'invalid_format':
      // An id of letters, digits and dashes, say: the pattern is the plainest account of it.
      return 'pattern' in issue && typeof issue.pattern === 'string'
        ? expected(w.matching(issue.pattern))
        : expected(issue.format);
    case 'unrecognized_keys':
      return w.unknownFields(issue.keys.map((k) => JSON.stringify(k)).join(', '));
    default: {
      // A problem of a part checked once (`checkedOnce`) keeps the problem it stands for.
      const kept = issue.code === 'custom' ? (issue.params?.['kept'] as Kept | undefined) : undefined;
      return kept ? issueInWords(kept.issue, kept.root, kept.schema, locale) : issue.message;
    }
  }
}

/** A path in words: its keys joined by dots, or the whole value's name when it is empty. */
function pathInWords(path: readonly PropertyKey[], w: Words): string {
  return path.length === 0 ? w.root : pathToString(path);
}

/**
 * What is wrong with `value` against `schema`, each problem with its path, in `locale`; empty
 * when it fits.
 */
export function schemaProblems(schema: z.core.$ZodType, value: unknown, locale: Locale = 'en'): string[] {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return [];
  const w = WORDS[locale];
  return firstOf(
    parsed.error.issues.map((i) => `${pathInWords(i.path, w)}: ${issueInWords(i, value, schema, locale)}`),
    locale,
  );
}

/**
 * `schema`, skipped for an object that has passed it before and that `keep` says cannot have
 * changed since (frozen, or owned by rules that never change a value where it lies). The checks
 * after every choice of a game then read again only what the choice made anew. The problems of
 * the part arrive in words, with their paths inside the part.
 */
export function checkedOnce<T extends z.ZodType>(schema: T, keep: (v: object) => boolean): z.ZodType<z.infer<T>> {
  const good = new WeakSet<object>();
  return z.custom<z.infer<T>>().superRefine((v, ctx) => {
    if (typeof v === 'object' && v !== null && good.has(v)) return;
    const r = schema.safeParse(v);
    if (!r.success)
      for (const i of r.error.issues) {
        const kept: Kept = { issue: i, root: v, schema };
        // zod puts the part's own path in front of the issue's path where it lies: a copy keeps the
        // kept problem's path inside the part.
        ctx.addIssue({ code: 'custom', message: issueInWords(i, v, schema), path: [...i.path], params: { kept } });
      }
    else if (typeof v === 'object' && v !== null && keep(v)) good.add(v);
  });
}

/** `make`, called once per object: a later call with the same object gives the first answer. */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let v = made.get(key);
    if (v === undefined) {
      v = make(key);
      made.set(key, v);
    }
    return v;
  };
}

/** The ids of `list`: what a reference check asks a content pack's list for. */
export function idSet(list: readonly { readonly id: string }[]): ReadonlySet<string> {
  return new Set(list.map((x) => x.id));
}
