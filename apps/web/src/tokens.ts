/**
 * The seat tokens this browser holds, per game, in localStorage: the only key to a seat, so a
 * reload or a later visit finds the game again.
 */
export interface HeldGame {
  readonly id: string;
  readonly ruleset: string;
  readonly mode: 'online' | 'hotseat';
  readonly tokens: Readonly<Record<string, string>>;
  readonly savedAt: number;
}

const KEY = 'skirmish.games.v1';

function readAll(): Record<string, HeldGame> {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, HeldGame>) : {};
  } catch {
    return {};
  }
}

export function heldGames(): HeldGame[] {
  return Object.values(readAll()).sort((a, b) => b.savedAt - a.savedAt);
}

export function heldGame(id: string): HeldGame | null {
  return readAll()[id] ?? null;
}

export function holdGame(game: Omit<HeldGame, 'savedAt'>): void {
  const all = readAll();
  const before = all[game.id];
  all[game.id] = { ...game, tokens: { ...before?.tokens, ...game.tokens }, savedAt: Date.now() };
  localStorage.setItem(KEY, JSON.stringify(all));
}
