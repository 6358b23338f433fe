import type { Locale } from '@skirmish/core';
import { UsageError } from './args.ts';

/** What a JSON file read by a command is, in Hungarian. */
const FILE_HU: Readonly<Record<string, string>> = {
  Report: 'A jelentés',
  Choice: 'A választás',
  'Company or campaign file': 'A csapat- vagy kampányfájl',
  'Campaign file': 'A kampányfájl',
  'Content pack': 'A tartalomcsomag',
  'Saved game': 'A mentett játék',
};

/** What a JSON file read by a command is ("Content pack"), in Hungarian ("A tartalomcsomag"). */
export function fileHu(what: string): string {
  return FILE_HU[what] ?? what;
}

/** A usage error's words in `locale`. */
export function usageIn(locale: Locale, e: UsageError): string {
  return locale === 'hu' ? (e.hu ?? usageHu(e.message)) : e.message;
}

/**
 * A usage error of the shared readers (options, JSON files, the rule system named) in Hungarian;
 * a command's own ones as they are. The JSON parser's own words are English: of them only where it
 * stopped is kept (its character, counted from 1).
 */
export function usageHu(message: string): string {
  let m = /^--(\S+) needs a value$/.exec(message);
  if (m) return `A --${m[1] ?? ''} kapcsolónak érték kell`;
  m = /^Unknown option --(\S+)$/.exec(message);
  if (m) return `Ismeretlen kapcsoló: --${m[1] ?? ''}`;
  m = /^Cannot read (.+) "(.*)": no such file$/.exec(message);
  if (m) return `${fileHu(m[1] ?? '')} („${m[2] ?? ''}”) nem olvasható: nincs ilyen fájl`;
  m = /^Cannot read (.+) "(.*)" \((.+)\)$/.exec(message);
  if (m) return `${fileHu(m[1] ?? '')} („${m[2] ?? ''}”) nem olvasható (${m[3] ?? ''})`;
  m = /^(.+) "(.*)" is a folder, not a file$/.exec(message);
  if (m) return `${fileHu(m[1] ?? '')} („${m[2] ?? ''}”) mappa, nem fájl`;
  m = /^(.+) "(.*)" is (\d+) bytes; the limit is (\d+) bytes$/.exec(message);
  if (m) return `${fileHu(m[1] ?? '')} („${m[2] ?? ''}”) ${m[3] ?? ''} bájt; a határ ${m[4] ?? ''} bájt`;
  m = /^(.+) "(.*)" is not valid JSON: (.*)$/.exec(message);
  if (m) {
    const at = /position (\d+)/.exec(m[3] ?? '')?.[1];
    return `${fileHu(m[1] ?? '')} („${m[2] ?? ''}”) nem érvényes JSON${at === undefined ? '' : ` (${Number(at) + 1}. karakternél)`}`;
  }
  if (message === 'Name a rule system (see `skirmish rulesets`)')
    return 'Nevezz meg egy szabályrendszert (lásd `skirmish rulesets`)';
  m = /^Unknown rule system "(.*)"; known: (.*)$/.exec(message);
  if (m)
    return `Ismeretlen szabályrendszer: „${m[1] ?? ''}”; ismertek: ${m[2] === '(none)' ? '(nincs)' : (m[2] ?? '')}`;
  return message;
}

/** Runs `body`, its usage errors put in Hungarian when `locale` asks for it. */
export async function inLocale<T>(locale: Locale, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    if (locale === 'hu' && e instanceof UsageError) throw new UsageError(e.hu ?? usageHu(e.message));
    throw e;
  }
}
