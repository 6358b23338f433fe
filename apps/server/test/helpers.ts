import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { Registry } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { SqliteStorage } from '../src/sqlite.ts';

export const SERVE = join(import.meta.dirname, '..', 'bin', 'serve.mjs');

/** A server in this process on an in-memory SQLite database, listening on a free port. */
export interface MemoryServer {
  readonly app: Awaited<ReturnType<typeof buildServer>>;
  readonly storage: SqliteStorage;
  readonly url: string;
  /** Stops the server, then closes the database. */
  close(): Promise<void>;
}

export async function memoryServer(registry: Registry): Promise<MemoryServer> {
  const storage = new SqliteStorage(':memory:');
  const app = await buildServer({ registry, storage });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    storage,
    url,
    async close() {
      await app.close();
      await storage.close();
    },
  };
}

/** Starts `bin/serve.mjs` as a child process; resolves with its URL once it listens. */
export function serveProcess(
  env: Readonly<Record<string, string>>,
  args: readonly string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [SERVE, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
}

export function kill(child: ChildProcess): Promise<void> {
  return new Promise((r) => {
    if (child.exitCode !== null || child.signalCode !== null) return r();
    child.once('exit', () => r());
    child.kill('SIGKILL');
  });
}

export interface State {
  readonly type: 'state';
  readonly index: number;
  readonly legal: readonly unknown[];
  readonly pending: ReadonlyArray<{ readonly seats: readonly string[] }>;
  readonly outcome: unknown;
  readonly view: unknown;
  readonly events: readonly unknown[];
}

export type Message = { readonly type: string; readonly id?: string; readonly code?: string } & Record<string, unknown>;

/** One WebSocket client: every message kept, raw and parsed, with waits on them. */
export class Client {
  readonly ws: WebSocket;
  readonly raw: string[] = [];
  readonly messages: Message[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  private readonly waiters = new Set<() => void>();
  private n = 0;

  constructor(httpUrl: string) {
    this.ws = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/api/ws`);
    this.ws.on('message', (d: Buffer) => {
      this.raw.push(d.toString());
      this.messages.push(JSON.parse(d.toString()) as Message);
      for (const w of [...this.waiters]) w();
    });
    this.ws.on('error', () => undefined);
    this.opened = new Promise((r) => this.ws.on('open', () => r()));
    this.closed = new Promise((r) =>
      this.ws.on('close', (code) => {
        r(code);
        for (const w of [...this.waiters]) w();
      }),
    );
  }

  static async join(httpUrl: string, gameId: string, token?: string): Promise<Client> {
    const c = new Client(httpUrl);
    await c.opened;
    c.send({ type: 'hello', protocol: 1, gameId, ...(token ? { token } : {}) });
    await c.until(() => c.latest() !== null);
    return c;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  latest(): State | null {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i];
      if (m?.type === 'state') return m as unknown as State;
    }
    return null;
  }

  /** Resolves once `pred` holds (checked on every message), or rejects after `ms`. */
  until(pred: () => boolean, ms = 15_000): Promise<void> {
    if (pred()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!pred()) return;
        this.waiters.delete(check);
        clearTimeout(t);
        resolve();
      };
      const t = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`timed out; last messages: ${this.raw.slice(-3).join(' | ').slice(0, 600)}`));
      }, ms);
      this.waiters.add(check);
    });
  }

  /** Sends a choice and waits for its answer (`ack` or `error`). */
  /** Sends a choice and waits for its answer; a rate-limited one is sent again a little later, as a client should. */
  async choose(index: number, choice: unknown): Promise<Message> {
    for (;;) {
      const id = `c${this.n++}`;
      this.send({ type: 'choose', id, index, choice });
      let answer: Message | undefined;
      await this.until(() => {
        answer = this.messages.find((m) => m.id === id && (m.type === 'ack' || m.type === 'error'));
        return answer !== undefined;
      });
      const got = answer as Message;
      if (got.type !== 'error' || got.code !== 'rate/limited') return got;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close(): void {
    this.ws.close();
  }
}

export async function createGame(url: string, body: unknown): Promise<{ id: string; tokens: Record<string, string> }> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`creating a game answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string; tokens: Record<string, string> };
}
