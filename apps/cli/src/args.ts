import type { Locale } from '@skirmish/core';

/** Parsed command line: positional words and `--name value` / `--flag` / `--name=value` options. */
export interface Args {
  readonly positional: string[];
  readonly options: Record<string, string | true>;
}

export class UsageError extends Error {
  constructor(
    message: string,
    /** The same in Hungarian, where the place that refuses words it itself (else `usageHu` does). */
    readonly hu?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * `flags` names the options that take no value. Every other `--name` takes the next word as its
 * value, unless that word is itself an option.
 */
export function parseArgs(argv: readonly string[], flags: readonly string[] = []): Args {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith('--') && a.length > 2) {
      const eq = a.indexOf('=');
      if (eq > 0) {
        options[a.slice(2, eq)] = a.slice(eq + 1);
        continue;
      }
      const name = a.slice(2);
      const next = argv[i + 1];
      if (flags.includes(name) || next === undefined || (next.startsWith('--') && next.length > 2)) {
        options[name] = true;
      } else {
        options[name] = next;
        i++;
      }
      continue;
    }
    if (a === '-h') {
      options['help'] = true;
      continue;
    }
    positional.push(a);
  }
  return { positional, options };
}

export function stringOption(args: Args, name: string): string | undefined {
  const v = args.options[name];
  if (v === undefined) return undefined;
  if (v === true) throw new UsageError(`--${name} needs a value`);
  return v;
}

export function intOption(
  args: Args,
  name: string,
  fallback: number,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const v = stringOption(args, name);
  if (v === undefined) return fallback;
  if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(Number(v)))
    throw new UsageError(`--${name} must be a whole number, got "${v}"`);
  const n = Number(v);
  if (n < min) throw new UsageError(`--${name} must be at least ${min}`);
  if (n > max) throw new UsageError(`--${name} must be at most ${max}`);
  return n;
}

/** Refuses options a command does not know, so a typo is not silently ignored. */
export function checkKnown(args: Args, known: readonly string[]): void {
  for (const k of Object.keys(args.options)) {
    if (!known.includes(k) && k !== 'help' && k !== 'json') throw new UsageError(`Unknown option --${k}`);
  }
}

/** The language `--locale` asks for: en (the default) or hu. */
export function localeOf(args: Args): Locale {
  const l = stringOption(args, 'locale') ?? 'en';
  if (l !== 'en' && l !== 'hu') throw new UsageError('--locale must be en or hu');
  return l;
}
