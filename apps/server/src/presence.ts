import type { PublicSeat } from './games.ts';
import { presenceMessage, type PresenceMessage } from './protocol.ts';

/** One open connection to a game: the seat it plays (null: a watcher) and how to reach it. */
interface Joined {
  readonly seat: string | null;
  readonly send: (msg: PresenceMessage) => void;
}

/**
 * Which seats of each game have a connection open to this process. Everyone in a game (seats and
 * watchers) is told whenever that changes: a connection joining, leaving or closing. A bot's seat
 * is always there; a person's is there while at least one of its connections is open, and
 * `connections` says how many (the same seat open in two tabs shows 2).
 */
export class Presence {
  private readonly games = new Map<string, { seats: readonly PublicSeat[]; joined: Map<object, Joined> }>();

  /** `key` (the connection) joins game `gameId` as `seat`; everyone in the game is told. */
  join(gameId: string, seats: readonly PublicSeat[], key: object, joined: Joined): void {
    let game = this.games.get(gameId);
    if (!game) {
      game = { seats, joined: new Map() };
      this.games.set(gameId, game);
    }
    game.joined.set(key, joined);
    this.tell(gameId);
  }

  /** `key` left the game (its connection closed); those still in it are told. */
  leave(gameId: string, key: object): void {
    const game = this.games.get(gameId);
    if (!game?.joined.delete(key)) return;
    if (game.joined.size === 0) this.games.delete(gameId);
    else this.tell(gameId);
  }

  /** Who is in the game now, as the `presence` message says it. */
  of(gameId: string): PresenceMessage | null {
    const game = this.games.get(gameId);
    if (!game) return null;
    const count = new Map<string | null, number>();
    for (const j of game.joined.values()) count.set(j.seat, (count.get(j.seat) ?? 0) + 1);
    return presenceMessage.parse({
      type: 'presence',
      seats: game.seats.map((s) => {
        const connections = count.get(s.seat) ?? 0;
        return { seat: s.seat, kind: s.kind, connected: s.kind === 'bot' || connections > 0, connections };
      }),
      watchers: count.get(null) ?? 0,
    });
  }

  private tell(gameId: string): void {
    const msg = this.of(gameId);
    const game = this.games.get(gameId);
    if (!msg || !game) return;
    for (const j of game.joined.values()) j.send(msg);
  }
}
