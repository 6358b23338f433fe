import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** How many connections of each seat (and how many watchers) one process has open to a game. */
export interface PresenceCounts {
  readonly seats: Readonly<Record<string, number>>;
  readonly watchers: number;
}

/**
 * Tells the other server processes that a game changed, so they refresh it from the shared
 * storage. Only "game G is now at index N" travels: the record itself is read from the database,
 * which stays the one source of truth. It also carries who is connected to each game through
 * each process (`putPresence`, `presenceElsewhere`) and that a game was removed.
 */
export interface GameBus {
  publish(gameId: string, index: number): void;
  onChange(listener: (gameId: string, index: number) => void): void;
  /**
   * Keeps this process's connections to a game where the others read them, for `ttlMs` (renewed
   * while they last; an entry of a process that died without a word lapses then), and tells the
   * others to read them again. `null`: this process has no connection to the game any more.
   */
  putPresence(gameId: string, counts: PresenceCounts | null, ttlMs: number): Promise<void>;
  /** The connections every other living process has open to a game. */
  presenceElsewhere(gameId: string): Promise<PresenceCounts[]>;
  /** Another process's connections to a game changed. */
  onPresence(listener: (gameId: string) => void): void;
  /** A game was removed (here: the others are told; they drop it and tell its connections). */
  publishRemoved(gameId: string): void;
  onRemoved(listener: (gameId: string) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'skirmish:games';
/** The processes with connections to game G (a set), and process P's counts for it (`…:G:P`). */
const presenceKey = (gameId: string) => `skirmish:presence:${gameId}`;

/** Counts read back from Redis, or null when they are not what this process writes. */
function countsOf(text: string | null): PresenceCounts | null {
  if (text === null) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  const { seats, watchers } = (v ?? {}) as { seats?: unknown; watchers?: unknown };
  if (!seats || typeof seats !== 'object' || !Number.isSafeInteger(watchers)) return null;
  const clean: Record<string, number> = {};
  for (const [seat, n] of Object.entries(seats as Record<string, unknown>))
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) clean[seat] = n;
  return { seats: clean, watchers: Math.max(0, watchers as number) };
}

/**
 * Redis pub/sub. Delivery is at most once: a process that misses a message still finds out, when
 * a choice it is given names a later index or its write is refused, and refreshes then. Presence
 * lives in keys that expire (so a missed message is made good by the next renewal, and a process
 * that died stops counting), with a message on the channel saying it changed.
 */
export class RedisBus implements GameBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly origin = randomBytes(8).toString('hex');
  private readonly listeners: Array<(gameId: string, index: number) => void> = [];
  private readonly presenceListeners: Array<(gameId: string) => void> = [];
  private readonly removedListeners: Array<(gameId: string) => void> = [];
  readonly ready: Promise<void>;

  constructor(url: string) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { lazyConnect: false });
    // Without listeners a lost connection would be an unhandled error; ioredis reconnects itself.
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    this.sub.on('message', (_channel: string, text: string) => {
      // Anything else on the channel (not JSON, not an object, fields of other kinds) is ignored:
      // a listener that threw here would bring the whole process down.
      let msg: unknown;
      try {
        msg = JSON.parse(text);
      } catch {
        return;
      }
      if (msg === null || typeof msg !== 'object') return;
      const { origin, game, index, presence, removed } = msg as {
        origin?: unknown;
        game?: unknown;
        index?: unknown;
        presence?: unknown;
        removed?: unknown;
      };
      if (origin === this.origin) return;
      if (typeof presence === 'string') {
        for (const l of this.presenceListeners) l(presence);
        return;
      }
      if (typeof removed === 'string') {
        for (const l of this.removedListeners) l(removed);
        return;
      }
      if (typeof game !== 'string' || !Number.isSafeInteger(index)) return;
      for (const l of this.listeners) l(game, index as number);
    });
    this.ready = this.sub.subscribe(CHANNEL).then(() => undefined);
  }

  publish(gameId: string, index: number): void {
    this.pub.publish(CHANNEL, JSON.stringify({ origin: this.origin, game: gameId, index })).catch(() => undefined);
  }

  onChange(listener: (gameId: string, index: number) => void): void {
    this.listeners.push(listener);
  }

  async putPresence(gameId: string, counts: PresenceCounts | null, ttlMs: number): Promise<void> {
    const set = presenceKey(gameId);
    const mine = `${set}:${this.origin}`;
    const m = this.pub.multi();
    if (counts) {
      m.set(mine, JSON.stringify(counts), 'PX', ttlMs)
        .sadd(set, this.origin)
        .pexpire(set, ttlMs * 2);
    } else {
      m.del(mine).srem(set, this.origin);
    }
    m.publish(CHANNEL, JSON.stringify({ origin: this.origin, presence: gameId }));
    await m.exec();
  }

  async presenceElsewhere(gameId: string): Promise<PresenceCounts[]> {
    const set = presenceKey(gameId);
    const others = (await this.pub.smembers(set)).filter((o) => o !== this.origin);
    if (others.length === 0) return [];
    const texts = await this.pub.mget(others.map((o) => `${set}:${o}`));
    const lapsed = others.filter((_, i) => texts[i] === null);
    // A process whose entry lapsed (it died, or left long ago) is forgotten.
    if (lapsed.length > 0) await this.pub.srem(set, ...lapsed);
    return texts.map(countsOf).filter((c): c is PresenceCounts => c !== null);
  }

  onPresence(listener: (gameId: string) => void): void {
    this.presenceListeners.push(listener);
  }

  publishRemoved(gameId: string): void {
    this.pub.publish(CHANNEL, JSON.stringify({ origin: this.origin, removed: gameId })).catch(() => undefined);
  }

  onRemoved(listener: (gameId: string) => void): void {
    this.removedListeners.push(listener);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
