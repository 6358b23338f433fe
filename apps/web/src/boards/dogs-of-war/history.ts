/**
 * The game's events as the server keeps them (`GET /api/games/:id/events`, see docs/api.md), so
 * the after-battle stepper shows the whole sequence after a reload or on another device, not only
 * what this browser happened to see.
 */
import { presenterOf, type GameEvent, type Locale } from '@skirmish/core';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { heldGame } from '../../tokens.ts';

export interface HistoryEntry {
  readonly n: number;
  readonly event: GameEvent;
  readonly text: string;
}

interface EventsPage {
  readonly entries: ReadonlyArray<{ readonly index: number; readonly events: readonly GameEvent[] }>;
  readonly next: number | null;
}

function words(e: GameEvent, locale: Locale, content: unknown): string {
  try {
    return presenterOf(dogsOfWarRuleset, content)?.event(e, locale) ?? e.text ?? e.type;
  } catch {
    return e.text ?? e.type;
  }
}

/**
 * Every event this seat (by the token this browser holds for it) or a spectator may see, oldest
 * first, worded with the game's pack (`content`; null for the sample).
 */
export async function fetchHistory(
  gameId: string,
  seat: string | null,
  locale: Locale,
  content: unknown = null,
): Promise<HistoryEntry[]> {
  const token = seat ? (heldGame(gameId)?.tokens[seat] ?? null) : null;
  const out: HistoryEntry[] = [];
  let from: number | null = 0;
  for (let pages = 0; from !== null && pages < 1000; pages++) {
    const query: string = `${token ? `token=${encodeURIComponent(token)}&` : ''}from=${from}`;
    const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/events?${query}`);
    if (!res.ok) throw new Error(`events: HTTP ${res.status}`);
    const page = (await res.json()) as EventsPage;
    for (const entry of page.entries)
      for (const event of entry.events) out.push({ n: out.length + 1, event, text: words(event, locale, content) });
    from = page.next;
  }
  return out;
}
