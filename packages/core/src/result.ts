/**
 * Results instead of exceptions for everything a player or a content author can get wrong.
 * Exceptions are for broken invariants (bugs) only.
 */

/** A rule violation: a namespaced reason code (`move/blocked`) and a readable message. */
export interface Violation {
  readonly code: string;
  readonly message: string;
  /** Where in the input the problem is, for content and option errors (`warriors.3.nv`). */
  readonly path?: string;
  /** The checklist rule the violation enforces, when there is one (`HY-MOVE-12`). */
  readonly rule?: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Violation };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(
  code: string,
  message: string,
  extra?: { path?: string; rule?: string },
): { ok: false; error: Violation } {
  const error: Violation = extra ? { code, message, ...extra } : { code, message };
  return { ok: false, error };
}

/**
 * The violation for input that does not have the shape a schema asks (`setup/malformed`): the
 * first problem's message, and where it is in the input as `path`.
 */
export function malformed(
  code: string,
  what: string,
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>,
): { ok: false; error: Violation } {
  const issue = issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  return fail(code, `${what} is not well formed: ${path ? `${path}: ` : ''}${issue?.message ?? 'unknown shape'}`, {
    path,
  });
}

/** Unwraps a result in code paths where a violation is a bug (tests, replays of trusted records). */
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error.code}: ${r.error.message}`);
}

/** For exhaustive switches over closed unions: the compiler rejects a missing case. */
export function exhaustive(value: never, what = 'value'): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(value)}`);
}
