import type { GameEvent } from '@skirmish/core';
import { PROTOCOL, readPresence, type Presence, type ServerMessage, type Snapshot } from './api.ts';
import { backoffDelay } from './format.ts';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * What became of a choice sent just before the connection dropped, when it is not sent again:
 * `not-made` where the game still stands where it was made but no longer offers it, `unsure`
 * where the game has moved on since and the choice may or may not be what moved it.
 */
export type LostChoice = 'not-made' | 'unsure';

export interface ConnectionHandlers {
  onState(snapshot: Snapshot, events: readonly GameEvent[]): void;
  onError(code: string, message: string): void;
  onStatus(status: ConnectionStatus): void;
  /** A choice sent just before the connection dropped that could not be sent again. */
  onLostChoice?(lost: LostChoice): void;
  /** Who is connected to the game now, each time that changes. */
  onPresence?(presence: Presence): void;
  /** The game was removed from the server: the connection has ended and is not opened again. */
  onRemoved?(): void;
}

/** How often the page asks the server whether the connection lives, and how long it waits for an answer (ms). */
export interface Heartbeat {
  readonly interval: number;
  readonly timeout: number;
}

/**
 * A ping every 20 seconds; no word from the server for 8 seconds after one means the connection
 * is lost. Tests set `window.__skirmishHeartbeat` to make both short.
 */
export const HEARTBEAT: Heartbeat = { interval: 20_000, timeout: 8_000 };

function heartbeat(): Heartbeat {
  const set = (globalThis as { __skirmishHeartbeat?: Partial<Heartbeat> }).__skirmishHeartbeat;
  return {
    interval: typeof set?.interval === 'number' && set.interval > 0 ? set.interval : HEARTBEAT.interval,
    timeout: typeof set?.timeout === 'number' && set.timeout > 0 ? set.timeout : HEARTBEAT.timeout,
  };
}

/** A choice sent and not yet answered: where it was made, and whether that position asked this seat alone. */
interface Sent {
  readonly choice: unknown;
  readonly index: number;
  readonly alone: boolean;
}

/**
 * One seat's (or a spectator's) WebSocket to a game. On a drop it reconnects with backoff and says
 * hello again, and the server answers with the current state, so nothing is missed. A ping now
 * and then, and one after each choice, finds a connection that stalled without closing: no word
 * from the server within the heartbeat's timeout counts as a drop. The browser going offline
 * does too, and its coming back online reconnects at once.
 */
export class GameConnection {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private seq = 0;
  /** Whether the server welcomed this connection: choices are sent only then. */
  private ready = false;
  /** The seat the server welcomed this connection as (null: a watcher). */
  private seat: string | null = null;
  private readonly beat = heartbeat();
  private pinger: ReturnType<typeof setInterval> | null = null;
  /** Set while a ping waits for an answer: when it fires, the connection counts as lost. */
  private deadline: ReturnType<typeof setTimeout> | null = null;
  /**
   * The choices sent and not yet answered, by message id, kept so a simultaneous decision
   * overtaken by another seat is sent again.
   */
  private readonly inFlight = new Map<string, Sent>();
  /** Choices unanswered when the connection dropped: sent again on the next one only at the same position. */
  private orphans: Sent[] = [];
  /** The index at which this connection's last accepted choice was made. */
  private acceptedAt = -1;
  private retry: unknown = undefined;
  /** The position of the last state received, its legal choices and whether it asks this seat alone. */
  private latest: { index: number; legal: readonly unknown[]; alone: boolean } | null = null;
  private readonly offline = () => this.lost();
  private readonly online = () => {
    if (this.stopped || this.ws) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.open();
  };

  constructor(
    private readonly gameId: string,
    private readonly token: string | null,
    private readonly handlers: ConnectionHandlers,
  ) {
    if (typeof window !== 'undefined') {
      window.addEventListener('offline', this.offline);
      window.addEventListener('online', this.online);
    }
    this.open();
  }

  private open(): void {
    if (this.stopped) return;
    this.timer = null;
    this.handlers.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      ws.send(
        JSON.stringify({
          type: 'hello',
          protocol: PROTOCOL,
          gameId: this.gameId,
          ...(this.token ? { token: this.token } : {}),
        }),
      );
      this.pinger = setInterval(() => this.ping(), this.beat.interval);
    };
    ws.onmessage = (e: MessageEvent<string>) => {
      // A connection given up as stalled may still deliver: it is no longer listened to.
      if (this.ws !== ws) return;
      // Any word from the server shows the connection lives.
      if (this.deadline) clearTimeout(this.deadline);
      this.deadline = null;
      let msg: ServerMessage;
      try {
        msg = JSON.parse(e.data) as ServerMessage;
      } catch {
        return;
      }
      switch (msg.type) {
        case 'welcome':
          // Choices sent on an earlier connection get no answer on this one.
          this.inFlight.clear();
          this.attempt = 0;
          this.ready = true;
          this.seat = msg.seat;
          this.handlers.onStatus('open');
          return;
        case 'state': {
          const { type: _type, events, ...snapshot } = msg;
          const seat = snapshot.seat;
          this.latest = {
            index: snapshot.index,
            legal: snapshot.legal,
            alone: seat !== null && snapshot.pending.every((d) => d.seats.every((s) => s === seat)),
          };
          this.handlers.onState(snapshot, events);
          this.settleOrphans();
          if (this.retry !== undefined) {
            const again = this.retry;
            this.retry = undefined;
            this.resend(again);
          }
          return;
        }
        case 'error': {
          const sent = msg.id === undefined ? undefined : this.inFlight.get(msg.id);
          if (msg.id !== undefined) this.inFlight.delete(msg.id);
          // Another seat's choice arrived first (both were asked at once): if ours is still legal
          // in the state that follows, it is sent again rather than shown as an error. That state
          // may have come before the refusal (then it is sent again now) or be on its way. A
          // choice overtaken by one of our own (one position answered twice, as by a double
          // click) is a duplicate: it is dropped, not sent again.
          if (msg.code === 'choice/stale' && sent) {
            if (sent.index === this.acceptedAt) return;
            // This seat answered that position first from another tab or device: the choice made
            // here was for a position that is gone, so it is not made again. The state that moved
            // the game on comes to this tab too, and shows where it stands now.
            if (this.seat !== null && msg.overtakenBy?.includes(this.seat)) {
              this.handlers.onError(
                'choice/elsewhere',
                'This seat chose at that position in another tab or window first; your choice here was not made. The game now shows where it stands.',
              );
              return;
            }
            if (this.latest && this.latest.index > sent.index) this.resend(sent.choice);
            else this.retry = sent.choice;
            return;
          }
          this.handlers.onError(msg.code, msg.message);
          // Nothing comes of trying again: the connection ends here (and says so through onStatus).
          if (
            msg.code === 'protocol/incompatible' ||
            msg.code === 'seat/bad-token' ||
            msg.code === 'game/not-found' ||
            msg.code === 'game/old-version' ||
            msg.code === 'game/corrupt' ||
            msg.code === 'content/not-found'
          ) {
            this.stopped = true;
            ws.close();
          }
          return;
        }
        case 'ack': {
          const sent = msg.id === undefined ? undefined : this.inFlight.get(msg.id);
          if (sent) this.acceptedAt = sent.index;
          if (msg.id !== undefined) this.inFlight.delete(msg.id);
          return;
        }
        case 'pong':
          return;
        case 'presence': {
          const presence = readPresence(msg);
          if (presence) this.handlers.onPresence?.(presence);
          return;
        }
        case 'removed': {
          // Nothing more comes of this game: the connection ends here and is not opened again.
          if (msg.gameId !== this.gameId) return;
          this.stopped = true;
          this.handlers.onRemoved?.();
          this.lost();
          return;
        }
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.lost();
    };
  }

  /**
   * The connection is gone (closed, stalled or the browser offline): the choices it left
   * unanswered are kept for the next one, which is opened after a pause.
   */
  private lost(): void {
    const ws = this.ws;
    this.ws = null;
    this.ready = false;
    if (this.pinger) clearInterval(this.pinger);
    if (this.deadline) clearTimeout(this.deadline);
    this.pinger = null;
    this.deadline = null;
    // (An overtaken choice waiting for the next position, `retry`, waits for the next connection's.)
    this.orphans.push(...this.inFlight.values());
    this.inFlight.clear();
    if (ws && ws.readyState !== WebSocket.CLOSED && ws.readyState !== WebSocket.CLOSING) ws.close();
    if (this.stopped) {
      this.handlers.onStatus('closed');
      return;
    }
    // Lost once already (a timer is set, or no socket was open): nothing more to do.
    if (!ws) return;
    this.handlers.onStatus('reconnecting');
    this.timer = setTimeout(() => this.open(), backoffDelay(this.attempt++, Math.random()));
  }

  /** Asks the server for a sign of life, unless one is awaited already. */
  private ping(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN || this.deadline) return;
    ws.send(JSON.stringify({ type: 'ping', id: `h${++this.seq}` }));
    this.deadline = setTimeout(() => {
      this.deadline = null;
      if (this.ws === ws) this.lost();
    }, this.beat.timeout);
  }

  /**
   * The choices the last connection left unanswered, once the new one shows the position: one
   * made at this very position is sent again (it never arrived, or it would have moved the game
   * on); one whose position is gone is reported, unless only this seat was asked there (then it
   * was this seat's choice that moved the game on).
   */
  private settleOrphans(): void {
    const now = this.latest;
    if (!now || this.orphans.length === 0) return;
    const orphans = this.orphans;
    this.orphans = [];
    const wanted = (c: unknown) => JSON.stringify(c);
    let report: LostChoice | null = null;
    for (const o of orphans) {
      if (o.index === now.index) {
        if (now.legal.some((c) => wanted(c) === wanted(o.choice))) this.choose(now.index, o.choice);
        else report = 'not-made';
      } else if (o.index < now.index && !o.alone) report ??= 'unsure';
    }
    if (report) this.handlers.onLostChoice?.(report);
  }

  choose(index: number, choice: unknown): void {
    const ws = this.ws;
    if (!ws || !this.ready || ws.readyState !== WebSocket.OPEN) {
      this.handlers.onError('connection/down', 'Not connected; try again in a moment');
      return;
    }
    const id = `c${++this.seq}`;
    this.inFlight.set(id, { choice, index, alone: this.latest?.index === index && this.latest.alone });
    ws.send(JSON.stringify({ type: 'choose', index, choice, id }));
    // A choice is answered at once: a connection that stalled is found now, not at the next beat.
    this.ping();
  }

  /** Sends an overtaken choice again at the latest position, if it is still offered there. */
  private resend(choice: unknown): void {
    const now = this.latest;
    if (!now) return;
    const wanted = JSON.stringify(choice);
    if (now.legal.some((c) => JSON.stringify(c) === wanted)) this.choose(now.index, choice);
  }

  undo(): void {
    this.send({ type: 'undo', id: `u${++this.seq}` });
  }

  /** Gives the game up for this seat: the server ends it and sends every connection the outcome. */
  resign(): void {
    this.send({ type: 'resign', id: `r${++this.seq}` });
    // Answered at once, as a choice is: a stalled connection is found now.
    this.ping();
  }

  private send(msg: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
    else this.handlers.onError('connection/down', 'Not connected; try again in a moment');
  }

  close(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pinger) clearInterval(this.pinger);
    if (this.deadline) clearTimeout(this.deadline);
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', this.offline);
      window.removeEventListener('online', this.online);
    }
    this.ws?.close();
    this.ws = null;
  }
}
