import type { Dist, DistKey } from './dist.ts';
import type { Options, OptionValue } from './options.ts';
import { fail, ok, type Result } from './result.ts';

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
}

export type OddsInputs = Readonly<Record<string, OptionValue>>;

/**
 * One dice procedure of a ruleset, answered exactly. The rules, the client's odds panel and the
 * bots all call the same code.
 */
export interface OddsProcedure<Content = unknown> {
  readonly id: string;
  readonly description: string;
  readonly rule?: string;
  readonly params: readonly OddsParam[];
  compute(inputs: OddsInputs, ctx: { readonly content: Content; readonly options: Options }): Result<Dist<DistKey>>;
}

/** The odds contract's report: every `p` an exact fraction "a/b", summing to exactly 1. */
export interface OddsReport {
  readonly ruleset: string;
  readonly procedure: string;
  readonly inputs: OddsInputs;
  readonly outcomes: ReadonlyArray<{ readonly outcome: DistKey; readonly p: string }>;
}

/** Checks raw inputs (strings from a command line, or typed values) against the parameters. */
export function parseOddsInputs(
  params: readonly OddsParam[],
  raw: Readonly<Record<string, unknown>>,
): Result<OddsInputs> {
  const out: Record<string, OptionValue> = {};
  for (const key of Object.keys(raw)) {
    if (!params.some((p) => p.name === key))
      return fail('odds/unknown-param', `Unknown parameter --${key}`, { path: key });
  }
  for (const p of params) {
    const v = raw[p.name];
    if (v === undefined) {
      if (p.default !== undefined) out[p.name] = p.default;
      else if (p.required) return fail('odds/missing-param', `Parameter --${p.name} is required`, { path: p.name });
      continue;
    }
    const bad = (what: string) =>
      fail('odds/invalid-param', `--${p.name} ${what}, got ${JSON.stringify(v)}`, { path: p.name });
    switch (p.type) {
      case 'integer': {
        const n = typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
        if (typeof n !== 'number' || !Number.isSafeInteger(n)) return bad('must be a whole number');
        if (p.min !== undefined && n < p.min) return bad(`must be at least ${p.min}`);
        if (p.max !== undefined && n > p.max) return bad(`must be at most ${p.max}`);
        out[p.name] = n;
        break;
      }
      case 'boolean':
        if (v === true || v === 'true' || v === '') out[p.name] = true;
        else if (v === false || v === 'false') out[p.name] = false;
        else return bad('is a switch (true or false)');
        break;
      case 'choice':
        if (typeof v !== 'string' || !p.values.includes(v)) return bad(`must be one of ${p.values.join(', ')}`);
        out[p.name] = v;
        break;
      case 'string':
        if (typeof v !== 'string') return bad('must be text');
        out[p.name] = v;
        break;
    }
  }
  return ok(out);
}

export function oddsReport(ruleset: string, procedure: string, inputs: OddsInputs, dist: Dist<DistKey>): OddsReport {
  return { ruleset, procedure, inputs, outcomes: dist.toOutcomes() };
}
