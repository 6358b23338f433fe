import {
  contentJsonSchema,
  loadContent,
  sayIn,
  type ContentIssue,
  type ContentResult,
  type ContentSpec,
  type Locale,
} from '@skirmish/core';

/**
 * What the server and `skirmish validate` both check of a content pack, so that the one accepts
 * exactly what the other does, and the JSON Schema both give to editors.
 */

/** Largest magnitude a number in a content pack may have: a bigger one is a mistake or an attack. */
export const MAX_CONTENT_NUMBER = 1_000_000_000;

/** The first number of a value beyond `MAX_CONTENT_NUMBER`, with its path; iterative, like the depth check. */
export function hugeNumber(value: unknown, locale: Locale = 'en'): ContentIssue | null {
  const stack: Array<{ v: unknown; path: string }> = [{ v: value, path: '' }];
  while (stack.length > 0) {
    const top = stack.pop();
    if (!top) break;
    const { v, path } = top;
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || Math.abs(v) > MAX_CONTENT_NUMBER)
        return {
          path: path || '(root)',
          message: sayIn(locale)(
            `${v} is beyond ${MAX_CONTENT_NUMBER} (too large for a content pack)`,
            `${v} nagyobb, mint ${MAX_CONTENT_NUMBER} (túl nagy egy tartalomcsomagba)`,
          ),
        };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [k, x] of entries) stack.push({ v: x, path: path === '' ? k : `${path}.${k}` });
  }
  return null;
}

/**
 * A content pack checked as the server takes it: `loadContent` (depth, schema, the rule system's
 * checks), then no number beyond `MAX_CONTENT_NUMBER`. Each problem worded in `locale`.
 */
export function loadPack<T>(spec: ContentSpec<T>, raw: unknown, locale: Locale = 'en'): ContentResult<T> {
  const loaded = loadContent(spec, raw, locale);
  if (!loaded.ok) return loaded;
  const huge = hugeNumber(loaded.content, locale);
  return huge ? { ok: false, issues: [huge] } : loaded;
}

/**
 * The JSON Schema of a rule system's content packs, for editors: a pack may name it at its top
 * with `"$schema": "./schema.json"` (the pack itself does not keep it), so the schema allows that
 * one string there beside the pack's own fields.
 */
export function packJsonSchema<T>(spec: ContentSpec<T>): unknown {
  const schema = contentJsonSchema(spec);
  if (schema === null || typeof schema !== 'object') return schema;
  const top = schema as { properties?: Record<string, unknown> };
  return { ...top, properties: { $schema: { type: 'string' }, ...top.properties } };
}
