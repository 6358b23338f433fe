import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { defaultRegistry } from '../src/catalog.ts';
import type { SqliteStorage } from '../src/sqlite.ts';
import { Client, createGame, memoryServer, type MemoryServer } from './helpers.ts';

/**
 * Opens a WebSocket by hand, sends the first `cut` bytes of one masked text frame carrying
 * `message`, and drops the connection: a client that dies in the middle of a message.
 */
async function halfMessage(url: string, message: string, cut: number): Promise<void> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
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
  await new Promise<void>((resolve, reject) => {
    let head = '';
    socket.on('data', (d: Buffer) => {
      head += d.toString('latin1');
      if (head.includes('\r\n\r\n')) {
        if (head.startsWith('HTTP/1.1 101')) resolve();
        else reject(new Error(head));
      }
    });
  });
  const payload = Buffer.from(message, 'utf8');
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  const frame = Buffer.concat([header, mask, masked]);
  await new Promise<void>((resolve) =>
    socket.write(frame.subarray(0, Math.min(cut, frame.length - 1)), () => resolve()),
  );
  socket.destroy();
}

describe('clients that disconnect mid-message and reconnect get a consistent view', () => {
  const registry = defaultRegistry();
  let server: MemoryServer;
  let storage: SqliteStorage;
  let url: string;
  beforeAll(async () => {
    server = await memoryServer(registry);
    ({ storage, url } = server);
  });
  afterAll(() => server.close());

  for (const id of ['hybrid', 'hunters']) {
    it(`${id}: half-sent choices and connections dropped before the answer leave every seat's state equal to the stored game`, async () => {
      const engine: Engine<unknown, unknown, unknown, unknown> = unwrap(Engine.create(registry.get(id)!));
      const created = await createGame(url, { ruleset: id, seed: 21 });
      const seats = Object.keys(created.tokens);
      const plan = SeededDice.fromSeed(77);
      // One seat stays connected throughout and must follow every change.
      const watcher = await Client.join(url, created.id, created.tokens[seats[0]!]);
      let halves = 0;
      let dropped = 0;
      for (let round = 0; round < 12; round++) {
        const stored = (await storage.getGame(created.id))!;
        const truth = unwrap(engine.replay(stored.record));
        if (engine.outcome(truth)) break;
        const seat = engine.pending(truth)[0]!.seats[0]!;
        const token = created.tokens[seat]!;
        const legal = engine.legal(truth, seat);
        const choice = legal[plan.pick(legal.length)];
        const message = JSON.stringify({ type: 'choose', id: 'half', index: stored.record.choices.length, choice });
        const how = plan.pick(3);
        if (how === 0) {
          // Joined, then the choice cut off somewhere in its frame: it must not be played.
          const c = await Client.join(url, created.id, token);
          c.ws.terminate();
          await halfMessage(url, message, 1 + plan.pick(message.length));
          halves++;
        } else if (how === 1) {
          // The whole choice sent, the connection dropped before the answer: played or not, both are fine.
          const c = await Client.join(url, created.id, token);
          c.send(JSON.parse(message));
          c.ws.terminate();
          dropped++;
        }
        // Reconnect (a new connection, as after a network change) and play properly.
        const back = await Client.join(url, created.id, token);
        // Let a choice that was under way land (or not) before comparing with the stored game.
        if (how === 1) {
          const t = Date.now();
          while (Date.now() - t < 1000) {
            if ((await storage.getGame(created.id))!.record.choices.length > stored.record.choices.length) break;
            await new Promise((res) => setTimeout(res, 20));
          }
        }
        const now = (await storage.getGame(created.id))!;
        if (how === 0) expect(now.record.choices.length).toBe(stored.record.choices.length);
        const state = back.latest()!;
        const replayed = unwrap(engine.replay(now.record));
        const fresh = await Client.join(url, created.id, token);
        const current = fresh.latest()!;
        expect(current.index).toBe(now.record.choices.length);
        expect(current.view).toEqual(engine.view(replayed, seat));
        expect(current.legal).toEqual(engine.legal(replayed, seat));
        // The first reconnection saw the game at that moment or just before a choice that was under way.
        expect([stored.record.choices.length, now.record.choices.length]).toContain(state.index);
        // The history a reconnecting client rebuilds its log from covers every choice, once.
        fresh.send({ type: 'history', id: 'h' });
        await fresh.until(() => fresh.messages.some((m) => m.type === 'history'));
        const history = fresh.messages.find((m) => m.type === 'history') as unknown as {
          index: number;
          entries: Array<{ index: number }>;
        };
        expect(history.index).toBe(now.record.choices.length);
        expect(history.entries.map((e) => e.index)).toEqual(now.record.choices.map((_, i) => i + 1));
        fresh.close();
        if (!engine.outcome(replayed) && engine.legal(replayed, seat).length > 0) {
          const legalNow = engine.legal(replayed, seat);
          const r = await back.choose(now.record.choices.length, legalNow[plan.pick(legalNow.length)]);
          expect(r.type).toBe('ack');
        }
        back.close();
        // The seat that never left is at the stored game too.
        const end = (await storage.getGame(created.id))!.record.choices.length;
        await watcher.until(() => watcher.latest()!.index === end);
        expect(watcher.latest()!.view).toEqual(
          engine.view(unwrap(engine.replay((await storage.getGame(created.id))!.record)), seats[0]!),
        );
      }
      expect(halves).toBeGreaterThan(0);
      expect(dropped).toBeGreaterThan(0);
      watcher.close();
    }, 90_000);
  }
});
