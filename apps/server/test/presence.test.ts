import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Registry } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { defaultRegistry } from '../src/catalog.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';
import { presenceMessage } from '../src/protocol.ts';
import { Client, createGame, memoryServer, type Message, type MemoryServer } from './helpers.ts';

/** The last `presence` message a client got, checked against the protocol's schema. */
function presenceOf(c: Client) {
  const last = [...c.messages].reverse().find((m) => m.type === 'presence');
  return last ? presenceMessage.parse(last) : null;
}

const seatsOf = (c: Client) =>
  Object.fromEntries(
    (presenceOf(c)?.seats ?? []).map((s) => [s.seat, `${s.connected ? 'in' : 'away'}:${s.connections}`]),
  );

describe('who is connected to a game', () => {
  let server: MemoryServer;
  beforeAll(async () => {
    server = await memoryServer(defaultRegistry().register(duel));
  });
  afterAll(() => server.close());

  it('everyone in the game is told as seats join, a watcher joins, a seat opens a second connection and connections close', async () => {
    const game = await createGame(server.url, { ruleset: 'duel', seed: 4 });
    const north = await Client.join(server.url, game.id, game.tokens['north']);
    // Told before its first state, so a page shows it at once.
    const types = north.messages.map((m) => m.type);
    expect(types.indexOf('presence')).toBeGreaterThan(types.indexOf('welcome'));
    expect(types.indexOf('presence')).toBeLessThan(types.indexOf('state'));
    expect(seatsOf(north)).toEqual({ north: 'in:1', south: 'away:0' });

    const south = await Client.join(server.url, game.id, game.tokens['south']);
    expect(seatsOf(south)).toEqual({ north: 'in:1', south: 'in:1' });
    await north.until(() => seatsOf(north)['south'] === 'in:1');

    const watcher = await Client.join(server.url, game.id);
    expect(presenceOf(watcher)?.watchers).toBe(1);
    expect(seatsOf(watcher)).toEqual({ north: 'in:1', south: 'in:1' });
    await north.until(() => presenceOf(north)?.watchers === 1);

    // The same seat in a second tab: counted twice, and still there when one of them closes.
    const northAgain = await Client.join(server.url, game.id, game.tokens['north']);
    await south.until(() => seatsOf(south)['north'] === 'in:2');
    northAgain.close();
    await south.until(() => seatsOf(south)['north'] === 'in:1');

    south.close();
    await north.until(() => seatsOf(north)['south'] === 'away:0');
    await watcher.until(() => seatsOf(watcher)['south'] === 'away:0');
    north.close();
    await watcher.until(() => seatsOf(watcher)['north'] === 'away:0');
    watcher.close();
  });

  it('a bot’s seat counts as connected; another game’s connections are not counted', async () => {
    const game = await createGame(server.url, { ruleset: 'duel', seed: 5, seats: { south: 'bot:random' } });
    const other = await createGame(server.url, { ruleset: 'duel', seed: 6 });
    const elsewhere = await Client.join(server.url, other.id, other.tokens['north']);
    const north = await Client.join(server.url, game.id, game.tokens['north']);
    expect(presenceOf(north)).toEqual({
      type: 'presence',
      seats: [
        { seat: 'north', kind: 'human', connected: true, connections: 1 },
        { seat: 'south', kind: 'bot', connected: true, connections: 0 },
      ],
      watchers: 0,
    });
    expect(seatsOf(elsewhere)).toEqual({ north: 'in:1', south: 'away:0' });
    north.close();
    elsewhere.close();
  });

  it('a connection dropped without a closing handshake counts as gone', async () => {
    const game = await createGame(server.url, { ruleset: 'duel', seed: 8 });
    const north = await Client.join(server.url, game.id, game.tokens['north']);
    const south = await Client.join(server.url, game.id, game.tokens['south']);
    await north.until(() => seatsOf(north)['south'] === 'in:1');
    south.ws.terminate();
    await north.until(() => seatsOf(north)['south'] === 'away:0');
    north.close();
  });

  it('a choice made at a position this seat has already answered from another connection is refused as stale, naming who answered it', async () => {
    const game = await createGame(server.url, { ruleset: 'duel', seed: 9 });
    const first = await Client.join(server.url, game.id, game.tokens['north']);
    const second = await Client.join(server.url, game.id, game.tokens['north']);
    expect((await first.choose(0, { kind: 'commit', dice: 3 })).type).toBe('ack');
    const refused: Message = await second.choose(0, { kind: 'commit', dice: 2 });
    expect(refused).toMatchObject({ type: 'error', code: 'choice/stale', overtakenBy: ['north'] });
    expect((await server.storage.getGame(game.id))!.record.choices).toHaveLength(1);
    first.close();
    second.close();
  });
});

/**
 * A WebSocket opened by hand that says hello to a game and then goes silent: it answers no ping,
 * as a client whose network vanished without closing the connection.
 */
async function silentClient(url: string, hello: unknown): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  socket.write(
    [
      'GET /api/ws HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  await new Promise<void>((resolve) => {
    let head = '';
    const read = (d: Buffer) => {
      head += d.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', read);
      resolve();
    };
    socket.on('data', read);
  });
  const payload = Buffer.from(JSON.stringify(hello), 'utf8');
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  socket.write(Buffer.concat([header, mask, Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!))]));
  return socket;
}

describe('the server’s own heartbeat', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let storage: SqliteStorage;
  let url: string;
  beforeAll(async () => {
    storage = new SqliteStorage(':memory:');
    app = await buildServer({ registry: new Registry().register(duel), storage, socketHeartbeatMs: 150 });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  it('a connection that answers no ping is closed, and its seat shown away; one that answers stays', async () => {
    const game = await createGame(url, { ruleset: 'duel', seed: 3 });
    const north = await Client.join(url, game.id, game.tokens['north']);
    const silent = await silentClient(url, {
      type: 'hello',
      protocol: 1,
      gameId: game.id,
      token: game.tokens['south'],
    });
    const ended = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    await north.until(() => seatsOf(north)['south'] === 'in:1');
    await north.until(() => seatsOf(north)['south'] === 'away:0');
    await ended;
    // The client that answers its pings by itself is still there, many beats later.
    await new Promise((r) => setTimeout(r, 600));
    expect(seatsOf(north)['north']).toBe('in:1');
    expect(north.ws.readyState).toBe(north.ws.OPEN);
    north.close();
  });

  it('an answer that arrives while the server is stalled is read before the late beat decides: the connection is pinged again, not closed', async () => {
    const game = await createGame(url, { ruleset: 'duel', seed: 5 });
    const raw = await silentClient(url, { type: 'hello', protocol: 1, gameId: game.id, token: game.tokens['north'] });
    // The server's frames, parsed as they come: how many pings it sent, and when it closed.
    let pings = 0;
    let pending = Buffer.alloc(0);
    raw.on('data', (d: Buffer) => {
      pending = Buffer.concat([pending, d]);
      while (pending.length >= 2) {
        let length = pending[1]! & 0x7f;
        let at = 2;
        if (length === 126) {
          if (pending.length < 4) break;
          length = pending.readUInt16BE(2);
          at = 4;
        }
        if (pending.length < at + length) break;
        if ((pending[0]! & 0x0f) === 0x9) pings++;
        pending = pending.subarray(at + length);
      }
    });
    const closed = new Promise<number>((resolve) => raw.once('close', () => resolve(pings)));
    // Once, right after the server pings: the client's answer is sent, and the server stalls
    // (busy) for three beats, so the answer waits unread when the overdue beat comes.
    const proto = WebSocket.prototype;
    const ping = Reflect.get(proto, 'ping') as (this: WebSocket, ...args: Parameters<WebSocket['ping']>) => void;
    let stalled = false;
    proto.ping = function (this: WebSocket, ...args: Parameters<WebSocket['ping']>) {
      ping.apply(this, args);
      if (stalled) return;
      stalled = true;
      setImmediate(() => {
        raw.write(Buffer.concat([Buffer.from([0x8a, 0x80]), randomBytes(4)]));
        const until = Date.now() + 3 * 150;
        while (Date.now() < until);
      });
    };
    try {
      // It answers nothing more, so it is closed in the end: after a second ping, not at the stall.
      expect(await closed).toBeGreaterThanOrEqual(2);
      expect(stalled).toBe(true);
    } finally {
      proto.ping = ping;
    }
  });
});
