import type { GameBus, PresenceCounts } from './bus.ts';
import type { PublicSeat } from './games.ts';
import { presenceMessage, removedMessage, type PresenceMessage, type RemovedMessage } from './protocol.ts';

/** One open connection to a game: the seat it plays (null: a watcher) and how to reach it. */
interface Joined {
  readonly seat: string | null;
  readonly send: (msg: PresenceMessage | RemovedMessage) => void;
}

/** A game this process has connections to. */
interface InGame {
  readonly seats: readonly PublicSeat[];
  readonly joined: Map<object, Joined>;
  /** The connections other processes have open to it, as last read. */
  elsewhere: readonly PresenceCounts[];
  /** The last `presence` message told, as JSON. */
  told?: string;
  /** Reads of the others' connections asked for: only the latest one's answer is kept. */
  asked: number;
}

/** How often a process renews its connections where the others read them, by default. */
export const PRESENCE_RENEW_MS = 10_000;

/**
 * Which seats of each game have a connection open, to this process or (with a bus shared by
 * several processes) to any of them. Everyone in a game (seats and watchers) is told whenever that
 * changes: a connection joining, leaving or closing, here or in another process. A bot's seat is
 * always there; a person's is there while at least one of its connections is open, and
 * `connections` says how many (the same seat open in two tabs shows 2). Each process renews its
 * own counts every `renewMs`; they lapse after three times that, so a process that died without a
 * word stops counting then.
 */
export class Presence {
  private readonly games = new Map<string, InGame>();
  private readonly renewer: NodeJS.Timeout | null = null;

  constructor(
    private readonly share: Pick<GameBus, 'putPresence' | 'presenceElsewhere' | 'onPresence'> | null = null,
    private readonly renewMs: number = PRESENCE_RENEW_MS,
  ) {
    if (!share) return;
    share.onPresence((gameId) => {
      if (this.games.has(gameId)) void this.reread(gameId);
    });
    this.renewer = setInterval(() => this.renew(), renewMs);
    this.renewer.unref();
  }

  /** `key` (the connection) joins game `gameId` as `seat`; everyone in the game is told. */
  async join(gameId: string, seats: readonly PublicSeat[], key: object, joined: Joined): Promise<void> {
    let game = this.games.get(gameId);
    if (!game) {
      game = { seats, joined: new Map(), elsewhere: [], asked: 0 };
      this.games.set(gameId, game);
    }
    game.joined.set(key, joined);
    if (this.share) {
      this.put(gameId);
      await this.reread(gameId, false);
    }
    this.tell(gameId, true);
  }

  /** `key` left the game (its connection closed); those still in it are told. */
  leave(gameId: string, key: object): void {
    const game = this.games.get(gameId);
    if (!game?.joined.delete(key)) return;
    if (game.joined.size === 0) this.games.delete(gameId);
    else this.tell(gameId, true);
    this.put(gameId);
  }

  /**
   * The game was removed: each of its connections here is told so, and none is counted any more.
   */
  removed(gameId: string): void {
    const game = this.games.get(gameId);
    if (!game) return;
    this.games.delete(gameId);
    const msg = removedMessage.parse({ type: 'removed', gameId });
    for (const j of game.joined.values()) j.send(msg);
    this.put(gameId);
  }

  /** Who is in the game now, as the `presence` message says it. */
  of(gameId: string): PresenceMessage | null {
    const game = this.games.get(gameId);
    if (!game) return null;
    const count = new Map<string | null, number>();
    for (const j of game.joined.values()) count.set(j.seat, (count.get(j.seat) ?? 0) + 1);
    for (const there of game.elsewhere) {
      for (const [seat, n] of Object.entries(there.seats)) count.set(seat, (count.get(seat) ?? 0) + n);
      count.set(null, (count.get(null) ?? 0) + there.watchers);
    }
    return presenceMessage.parse({
      type: 'presence',
      seats: game.seats.map((s) => {
        const connections = count.get(s.seat) ?? 0;
        return { seat: s.seat, kind: s.kind, connected: s.kind === 'bot' || connections > 0, connections };
      }),
      watchers: count.get(null) ?? 0,
    });
  }

  /** Stops renewing and takes this process's connections back from where the others read them. */
  async close(): Promise<void> {
    if (this.renewer) clearInterval(this.renewer);
    const ids = [...this.games.keys()];
    this.games.clear();
    const share = this.share;
    if (share) await Promise.allSettled(ids.map((id) => share.putPresence(id, null, this.renewMs * 3)));
  }

  /** This process's own connections to a game, as the others read them. */
  private own(game: InGame): PresenceCounts {
    const seats: Record<string, number> = {};
    let watchers = 0;
    for (const j of game.joined.values()) {
      if (j.seat === null) watchers++;
      else seats[j.seat] = (seats[j.seat] ?? 0) + 1;
    }
    return { seats, watchers };
  }

  /** Writes this process's connections to a game (none: it has left) for the others. */
  private put(gameId: string): void {
    if (!this.share) return;
    const game = this.games.get(gameId);
    // Without Redis the game goes on with this process's own connections only.
    this.share.putPresence(gameId, game ? this.own(game) : null, this.renewMs * 3).catch(() => undefined);
  }

  /** Reads the other processes' connections to a game again; its connections are told if that changes anything. */
  private async reread(gameId: string, tell = true): Promise<void> {
    const game = this.games.get(gameId);
    if (!game || !this.share) return;
    const asked = ++game.asked;
    let elsewhere: PresenceCounts[];
    try {
      elsewhere = await this.share.presenceElsewhere(gameId);
    } catch {
      return;
    }
    if (this.games.get(gameId) !== game || asked !== game.asked) return;
    game.elsewhere = elsewhere;
    if (tell) this.tell(gameId, false);
  }

  /** Renews this process's connections and reads the others' again (some may have lapsed). */
  private renew(): void {
    for (const gameId of this.games.keys()) {
      this.put(gameId);
      void this.reread(gameId);
    }
  }

  /** Tells everyone in the game who is there: always, or (`always` false) only if that changed. */
  private tell(gameId: string, always: boolean): void {
    const msg = this.of(gameId);
    const game = this.games.get(gameId);
    if (!msg || !game) return;
    const text = JSON.stringify(msg);
    if (!always && text === game.told) return;
    game.told = text;
    for (const j of game.joined.values()) j.send(msg);
  }
}
