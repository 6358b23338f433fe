import { z } from 'zod';
import { sayIn, type Locale } from './ruleset.ts';
import { issueInWords, pathToString } from './shape.ts';

/** One problem in a content pack, with the path of the offending value (`warriors.3.nv`). */
export interface ContentIssue {
  readonly path: string;
  readonly message: string;
}

export type ContentResult<T> =
  { readonly ok: true; readonly content: T } | { readonly ok: false; readonly issues: readonly ContentIssue[] };

/**
 * How a ruleset describes its content: a schema (the JSON Schema export comes from it), the
 * sample content we ship, and the cross-reference checks a schema cannot state (a mission that
 * names a warrior who does not exist).
 */
export interface ContentSpec<T> {
  readonly schema: z.ZodType<T>;
  readonly sample: T;
  /** The problems of content the schema accepted, each worded in `locale` (English when not given). */
  check?(content: T, locale?: Locale): readonly ContentIssue[];
}

/** Deepest nesting a content pack may have; hostile packs nest thousands deep to blow stacks. */
export const MAX_CONTENT_DEPTH = 64;

/**
 * Validates raw (parsed JSON) content: depth, schema, then the ruleset's own checks. Each problem
 * is worded in `locale`; its path stays as the pack spells it.
 */
export function loadContent<T>(spec: ContentSpec<T>, raw: unknown, locale: Locale = 'en'): ContentResult<T> {
  const deep = findTooDeep(raw, MAX_CONTENT_DEPTH);
  if (deep !== null) {
    const message =
      locale === 'hu'
        ? `${MAX_CONTENT_DEPTH} szintnél mélyebben van egymásba ágyazva`
        : `nested deeper than ${MAX_CONTENT_DEPTH} levels`;
    return { ok: false, issues: [{ path: deep, message }] };
  }
  const parsed = spec.schema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({
        path: pathToString(i.path),
        message: issueInWords(i, raw, spec.schema, locale),
      })),
    };
  }
  // The schema drops a field it does not know; a pack's author hears of it (a misspelt `nameHU`
  // would otherwise vanish without a word).
  const unknown = unknownFields(raw, parsed.data).map((path) => ({
    path,
    message:
      locale === 'hu'
        ? 'ilyen mező nincs ebben a tartalomformátumban (elírás?)'
        : 'no such field in this content format (a misspelling?)',
  }));
  if (unknown.length > 0) return { ok: false, issues: unknown };
  const extra = spec.check?.(parsed.data, locale) ?? [];
  if (extra.length > 0) return { ok: false, issues: extra };
  return { ok: true, content: parsed.data };
}

/**
 * The paths of the fields of `raw` that the schema's answer `parsed` lacks: the fields the schema
 * does not know and so dropped (the schemas of content change no shapes, they only add defaults).
 * A `$schema` at the top, an editor's pointer to the format, is no such field.
 */
export function unknownFields(raw: unknown, parsed: unknown): string[] {
  const out: string[] = [];
  const walk = (r: unknown, p: unknown, path: readonly PropertyKey[]): void => {
    if (r === null || typeof r !== 'object' || p === null || typeof p !== 'object') return;
    if (Array.isArray(r)) {
      if (Array.isArray(p)) r.forEach((x, i) => walk(x, p[i], [...path, i]));
      return;
    }
    const kept = p as Record<string, unknown>;
    for (const [k, v] of Object.entries(r)) {
      if (Object.prototype.hasOwnProperty.call(kept, k)) walk(v, kept[k], [...path, k]);
      // A pack may name its JSON Schema for an editor's sake; the pack itself does not hold it.
      else if (!(path.length === 0 && k === '$schema')) out.push(pathToString([...path, k]));
    }
  };
  walk(raw, parsed, []);
  return out;
}

/**
 * The entries of a list of content whose id an earlier entry of the same list already has, each a
 * problem at its `id` (`profiles.4.id`), worded in `locale`: one id naming two things would make
 * every reference to it mean either.
 */
export function duplicateIds(
  list: readonly { readonly id: string }[],
  path: string,
  locale: Locale = 'en',
): ContentIssue[] {
  const say = sayIn(locale);
  const seen = new Set<string>();
  const issues: ContentIssue[] = [];
  list.forEach((x, i) => {
    if (seen.has(x.id))
      issues.push({
        path: `${path}.${i}.id`,
        message: say(`duplicate id "${x.id}"`, `ismétlődő azonosító: "${x.id}"`),
      });
    seen.add(x.id);
  });
  return issues;
}

/** The JSON Schema of a ruleset's content, for editors and for `skirmish validate`. */
export function contentJsonSchema<T>(spec: ContentSpec<T>): unknown {
  return z.toJSONSchema(spec.schema, { unrepresentable: 'any' });
}

/**
 * The path of the first array or object nested more than `limit` deep in `value` (the value
 * itself counts as the first level), or null. Iterative, so that the check itself cannot overflow
 * the stack.
 */
export function findTooDeep(value: unknown, limit: number): string | null {
  const stack: Array<{ v: unknown; depth: number; path: string }> = [{ v: value, depth: 0, path: '' }];
  while (stack.length > 0) {
    const top = stack.pop();
    if (!top) break;
    const { v, depth, path } = top;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limit) return path === '' ? '(root)' : path;
    // Array.from, not map: a sparse array's holes are values (undefined) here, not skipped.
    const entries = Array.isArray(v) ? Array.from(v, (x: unknown, i) => [String(i), x] as const) : Object.entries(v);
    for (const [k, x] of entries) stack.push({ v: x, depth: depth + 1, path: path === '' ? k : `${path}.${k}` });
  }
  return null;
}
