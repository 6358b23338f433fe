import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Tells the other server processes that a game changed, so they refresh it from the shared
 * storage. Only "game G is now at index N" travels: the record itself is read from the database,
 * which stays the one source of truth.
 */
export interface GameBus {
  publish(gameId: string, index: number): void;
  onChange(listener: (gameId: string, index: number) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'skirmish:games';

/**
 * Redis pub/sub. Delivery is at most once: a process that misses a message still finds out, when
 * a choice it is given names a later index or its write is refused, and refreshes then.
 */
export class RedisBus implements GameBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly origin = randomBytes(8).toString('hex');
  private readonly listeners: Array<(gameId: string, index: number) => void> = [];
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
      const { origin, game, index } = msg as { origin?: unknown; game?: unknown; index?: unknown };
      if (origin === this.origin || typeof game !== 'string' || !Number.isSafeInteger(index)) return;
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

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
