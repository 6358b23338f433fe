import { huArticle, type GameEvent } from '@skirmish/core';
import type { ListSummary } from './api.ts';

/** A probability "a/b" as a number, exact enough for a bar's length (big numerators included). */
export function fractionValue(p: string): number {
  const m = /^(\d+)\/(\d+)$/.exec(p.trim());
  if (!m) {
    const n = Number(p);
    return Number.isFinite(n) ? n : 0;
  }
  const num = BigInt(m[1] ?? '0');
  const den = BigInt(m[2] ?? '1');
  if (den === 0n) return 0;
  // Scale before dividing so that huge fractions keep nine significant digits.
  const scaled = (num * 1_000_000_000n) / den;
  return Number(scaled) / 1e9;
}

export function percent(p: string, digits = 1): string {
  return `${(fractionValue(p) * 100).toFixed(digits)}%`;
}

/** A short label for any JSON value: what the generic board prints when a ruleset has no words. */
export function describeValue(v: unknown): string {
  if (v === null || v === undefined) return '–';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) return v.map(describeValue).join(', ');
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    const kind = entries.find(([k]) => k === 'kind' || k === 'type');
    const rest = entries.filter(([k]) => k !== 'kind' && k !== 'type');
    const body = rest.map(([k, x]) => `${k}: ${describeValue(x)}`).join(', ');
    if (kind) return body ? `${describeValue(kind[1])} (${body})` : describeValue(kind[1]);
    return body;
  }
  return '';
}

/** An event in words when the ruleset's presenter is not loaded: its own text, else its fields. */
export function describeEvent(e: GameEvent): string {
  if (typeof e.text === 'string' && e.text) return e.text;
  const rest = Object.entries(e).filter(([k]) => !['type', 'rule', 'text', 'visibleTo', 'reveal'].includes(k));
  const body = rest.map(([k, x]) => `${k}: ${describeValue(x)}`).join(', ');
  return body ? `${e.type} — ${body}` : e.type;
}

/**
 * The heading of a group of choices of one kind, from their labels in the player's language: the
 * one label of a group of one, else the words all the labels begin with ("Advance to …"), else
 * the rule system's `heading` for the kind, else the words they all end with ("… in the
 * storeroom"), else the kind itself.
 */
export function groupTitle(labels: readonly string[], kind: string, heading?: string): string {
  const first = labels[0];
  if (first === undefined) return kind;
  if (labels.length === 1) return first.length > 60 ? `${first.slice(0, 59)}…` : first;
  let n = first.length;
  for (const l of labels) {
    let i = 0;
    while (i < n && i < l.length && l[i] === first[i]) i++;
    n = i;
  }
  // Whole words only: cut back to the last space when the labels part inside a word.
  let common = first.slice(0, n);
  const whole = labels.every((l) => l.length === n || /[\s:,(]/u.test(l[n] ?? ''));
  if (!whole) common = common.slice(0, Math.max(0, common.lastIndexOf(' ')));
  common = common.replace(/[\s:,(–-]+$/u, '');
  if (common.length >= 3) return `${common} …`;
  if (heading !== undefined) return heading;
  // Else the whole words they all end with ("… in the storeroom"), when that says something.
  const words = labels.map((l) => l.split(' '));
  const tail: string[] = [];
  for (let i = 1; ; i++) {
    const w = words[0]?.[words[0].length - i];
    if (w === undefined || i >= Math.min(...words.map((x) => x.length))) break;
    if (!words.every((x) => x[x.length - i] === w)) break;
    tail.unshift(w);
  }
  const end = tail.join(' ');
  return end.length >= 8 ? `… ${end}` : kind;
}

/**
 * An event's words for a log that shows its rule beside them: a rule the words end with in
 * brackets (as a terminal's log has it) is left to the badge, not said twice.
 */
export function withoutRule(text: string, rule: unknown): string {
  if (typeof rule !== 'string' || rule === '') return text;
  const tail = ` [${rule}]`;
  return text.endsWith(tail) ? text.slice(0, -tail.length) : text;
}

/** Reconnection delay: doubling from a quarter second, capped at eight, with some jitter. */
export function backoffDelay(attempt: number, jitter: number): number {
  const base = Math.min(8000, 250 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + 0.5 * Math.min(1, Math.max(0, jitter))));
}

/**
 * What an ended game was for the player of `mine` (null where the screen is not one player's
 * alone): won or lost where some side won, nothing after a draw or where nobody won.
 */
export function personalResult(
  o: { readonly winners: readonly string[]; readonly draw?: boolean },
  mine: string | null,
): 'won' | 'lost' | null {
  if (mine === null || o.draw || o.winners.length === 0) return null;
  return o.winners.includes(mine) ? 'won' : 'lost';
}

/** The seat a hotseat screen should show: the first human seat that is asked, else the first one held. */
export function hotseatSeat(
  pending: ReadonlyArray<{ readonly seats: readonly string[] }>,
  held: readonly string[],
  current: string | null,
): string | null {
  for (const d of pending) {
    if (current && d.seats.includes(current)) return current;
  }
  for (const d of pending) {
    const s = d.seats.find((x) => held.includes(x));
    if (s) return s;
  }
  return current ?? held[0] ?? null;
}

/**
 * Where a listed game stands, in the page's language: the day of its last ("Day 12 of 56") or the
 * round of missions of those planned, then the place the party is at. Empty when it says nothing.
 */
export function summaryText(s: ListSummary, lang: string): string {
  const hu = lang === 'hu';
  const ordinal = (n: number, of: number | undefined, unit: { en: string; hu: string; huFrom: string }) =>
    hu
      ? of !== undefined
        ? `${of} ${unit.huFrom} ${huArticle(n)} ${n}.`
        : `${n}. ${unit.hu}`
      : of !== undefined
        ? `${unit.en} ${n} of ${of}`
        : `${unit.en} ${n}`;
  const parts: string[] = [];
  if (s.day !== undefined) parts.push(ordinal(s.day, s.days, { en: 'Day', hu: 'nap', huFrom: 'napból' }));
  if (s.round !== undefined)
    parts.push(ordinal(s.round, s.rounds, { en: 'Round', hu: 'forduló', huFrom: 'fordulóból' }));
  const place = s.place?.[hu ? 'hu' : 'en'] ?? s.place?.['en'];
  if (place) parts.push(place);
  return parts.join(' · ');
}
