import type { GameEvent } from '@skirmish/core';
import { PROTOCOL, type ServerMessage, type Snapshot } from './api.ts';
import { backoffDelay } from './format.ts';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ConnectionHandlers {
  onState(snapshot: Snapshot, events: readonly GameEvent[]): void;
  onError(code: string, message: string): void;
  onStatus(status: ConnectionStatus): void;
}

/**
 * One seat's (or a spectator's) WebSocket to a game. On a drop it reconnects with backoff and says
 * hello again, and the server answers with the current state, so nothing is missed.
 */
export class GameConnection {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private seq = 0;
  /**
   * The choices sent and not yet answered, by message id, kept so a simultaneous decision
   * overtaken by another seat is sent again.
   */
  private readonly inFlight = new Map<string, { choice: unknown; index: number }>();
  /** The index at which this connection's last accepted choice was made. */
  private acceptedAt = -1;
  private retry: unknown = undefined;
  /** The position of the last state received, and its legal choices. */
  private latest: { index: number; legal: readonly unknown[] } | null = null;

  constructor(
    private readonly gameId: string,
    private readonly token: string | null,
    private readonly handlers: ConnectionHandlers,
  ) {
    this.open();
  }

  private open(): void {
    if (this.stopped) return;
    this.handlers.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      ws.send(
        JSON.stringify({
          type: 'hello',
          protocol: PROTOCOL,
          gameId: this.gameId,
          ...(this.token ? { token: this.token } : {}),
        }),
      );
    };
    ws.onmessage = (e: MessageEvent<string>) => {
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
          this.handlers.onStatus('open');
          return;
        case 'state': {
          const { type: _type, events, ...snapshot } = msg;
          this.latest = { index: snapshot.index, legal: snapshot.legal };
          this.handlers.onState(snapshot, events);
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
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) {
        this.handlers.onStatus('closed');
        return;
      }
      this.handlers.onStatus('reconnecting');
      this.timer = setTimeout(() => this.open(), backoffDelay(this.attempt++, Math.random()));
    };
  }

  choose(index: number, choice: unknown): void {
    const id = `c${++this.seq}`;
    this.inFlight.set(id, { choice, index });
    this.send({ type: 'choose', index, choice, id });
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

  private send(msg: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
    else this.handlers.onError('connection/down', 'Not connected; try again in a moment');
  }

  close(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
    this.ws = null;
  }
}
