/**
 * The seat tokens this browser holds, per game, in localStorage: the only key to a seat, so a
 * reload or a later visit finds the game again.
 */
export interface HeldGame {
  readonly id: string;
  readonly ruleset: string;
  readonly mode: 'online' | 'hotseat';
  readonly tokens: Readonly<Record<string, string>>;
  /**
   * The tokens of an online game's seats this browser made but did not open: the links the
   * creator sends to the other players, kept so that they can be found again later.
   */
  readonly invites?: Readonly<Record<string, string>>;
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
  const invites = { ...before?.invites, ...game.invites };
  all[game.id] = {
    ...game,
    tokens: { ...before?.tokens, ...game.tokens },
    ...(Object.keys(invites).length > 0 ? { invites } : {}),
    savedAt: Date.now(),
  };
  localStorage.setItem(KEY, JSON.stringify(all));
}

/**
 * Forgets a game this browser kept: its seats' tokens and its links to send go with it. For a game
 * the server no longer has (removed), whose tokens open nothing any more.
 */
export function forgetGame(id: string): void {
  const all = readAll();
  if (!(id in all)) return;
  delete all[id];
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** The links still to send of a game this browser made: its seats' tokens, but for those opened here. */
export function invitesOf(held: HeldGame | null): Record<string, string> {
  if (!held || held.mode !== 'online' || !held.invites) return {};
  return Object.fromEntries(Object.entries(held.invites).filter(([seat]) => !(seat in held.tokens)));
}

/** The seats this browser plays of a game on its own screen (none of a game on one screen for all). */
export function mySeats(held: HeldGame | null): string[] {
  return held && held.mode !== 'hotseat' ? Object.keys(held.tokens) : [];
}
