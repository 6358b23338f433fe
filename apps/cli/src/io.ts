import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import {
  jsonSyntaxError,
  jsonSyntaxWords,
  recordProblem,
  sayIn,
  type GameRecord,
  type Locale,
  type Registry,
} from '@skirmish/core';
import { UsageError } from './args.ts';
import { fileHu } from './usage-hu.ts';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readonly registry: Registry;
  readonly isTTY: boolean;
}

/** Content packs and records larger than this are refused before parsing. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

export function readJsonFile(path: string, what: string): unknown {
  let size: number;
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw new UsageError(`${what} "${path}" is a folder, not a file`);
    size = st.size;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`Cannot read ${what} "${path}": no such file`);
  }
  if (size > MAX_INPUT_BYTES) {
    throw new UsageError(`${what} "${path}" is ${size} bytes; the limit is ${MAX_INPUT_BYTES} bytes`);
  }
  // A byte-order mark, which some editors put first, is no part of the JSON.
  const text = readText(path, what).replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    // Where it breaks by line and column, as an editor shows them, not by character.
    const at = jsonSyntaxError(text);
    throw new UsageError(
      `${what} "${path}" is not valid JSON: ${at ? jsonSyntaxWords(at, 'en') : (e as Error).message}`,
      `${fileHu(what)} („${path}”) nem érvényes JSON${at ? `: ${jsonSyntaxWords(at, 'hu')}` : ''}`,
    );
  }
}

/** A file's text, or a usage error naming why it cannot be read (no right to it, a folder...). */
export function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`Cannot read ${what} "${path}": no such file`);
    if (code === 'EISDIR') throw new UsageError(`${what} "${path}" is a folder, not a file`);
    throw new UsageError(`Cannot read ${what} "${path}" (${code ?? (e as Error).message})`);
  }
}

export function rulesetOrFail(io: Io, id: string | undefined) {
  if (!id) throw new UsageError('Name a rule system (see `skirmish rulesets`)');
  const r = io.registry.get(id);
  if (!r) {
    const known = io.registry.list().map((x) => x.id);
    throw new UsageError(`Unknown rule system "${id}"; known: ${known.length ? known.join(', ') : '(none)'}`);
  }
  return r;
}

export function printJson(io: Io, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

/** An event's words with the rule it applies at their end ("... [HY-MOVE-24]"), once. */
export function withRule(text: string, rule: string | undefined): string {
  return rule && !text.endsWith(`[${rule}]`) ? `${text} [${rule}]` : text;
}

/**
 * Writes `data` to `file` whole or not at all: into a file beside it, then renamed over it, so a
 * campaign or a saved game is never left half written. A place that cannot be written is refused
 * in a line.
 */
export function writeWhole(file: string, data: string | Uint8Array, locale: Locale = 'en'): void {
  const part = `${file}.${process.pid}.part`;
  try {
    writeFileSync(part, data);
    renameSync(part, file);
  } catch (e) {
    rmSync(part, { force: true });
    const why = (e as { code?: string }).code ?? (e as Error).message;
    throw new UsageError(sayIn(locale)(`Cannot write "${file}" (${why})`, `„${file}” nem írható (${why})`));
  }
}

/** `raw` as a game record, or a usage error naming what is wrong with it. */
export function asRecord(raw: unknown, locale: Locale = 'en'): GameRecord {
  const problem = recordProblem(raw);
  if (problem !== null)
    throw new UsageError(sayIn(locale)(`Not a Skirmish record: ${problem}`, `Nem Skirmish-rekord: ${problem}`));
  return raw as GameRecord;
}
