/**
 * A seat gives the game up: over the socket or by HTTP with its token. The game ends at once with
 * the other side the winner (the party beaten in a cooperative game), is stored finished with that
 * outcome, refuses every later choice, and stays ended after a restart, although its rules alone
 * would still see it running.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Engine, Registry, unwrap, type AnyRuleset, type GameRecord } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { defaultRegistry } from '../src/catalog.ts';
import type { GameBus } from '../src/bus.ts';
import { GameService } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';
import { Client, memoryServer } from './helpers.ts';

type Rules = ReturnType<(typeof duel)['rules']>;

/** The duel played by a party against the rules: the same seats and rules, cooperative. */
const coop = { ...duel, id: 'coop-duel', play: 'cooperative' } as AnyRuleset;
/** The duel with a third seat that is never asked: a game of three sides. */
const trio = {
  ...duel,
  id: 'trio-duel',
  rules: (...args: Parameters<(typeof duel)['rules']>): Rules => ({
    ...duel.rules(...args),
    seats: () => ['north', 'south', 'east'],
  }),
} as AnyRuleset;

const registry = () =>
  new Registry()
    .register(duel as AnyRuleset)
    .register(coop)
    .register(trio);
const dbFile = () => join(mkdtempSync(join(tmpdir(), 'skirmish-resign-')), 'g.db');

interface Created {
  id: string;
  tokens: Record<string, string>;
}

async function serve(file: string) {
  const storage = new SqliteStorage(file);
  const app = await buildServer({ registry: registry(), storage });
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
  const get = (url: string) => app.inject({ method: 'GET', url });
  return {
    app,
    storage,
    post,
    get,
    create: async (body: object) => (await post('/api/games', body)).json<Created>(),
    close: async () => {
      await app.close();
      await storage.close();
    },
  };
}

describe('resigning a game', () => {
  it('over the socket: the game ends for every connection, the other side wins, later choices are refused', async () => {
    const server = await memoryServer(registry());
    try {
      const res = await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ruleset: 'duel', seed: 4 }),
      });
      const { id, tokens } = (await res.json()) as Created;
      const north = await Client.join(server.url, id, tokens['north']);
      const south = await Client.join(server.url, id, tokens['south']);
      const watcher = await Client.join(server.url, id);
      expect(north.latest()).toMatchObject({ outcome: null, canResign: true });
      expect(watcher.latest()).not.toHaveProperty('canResign');

      // A spectator cannot give the game up.
      watcher.send({ type: 'resign', id: 'w' });
      await watcher.until(() => watcher.messages.some((m) => m.id === 'w'));
      expect(watcher.messages.find((m) => m.id === 'w')).toMatchObject({ type: 'error', code: 'seat/spectator' });

      north.send({ type: 'resign', id: 'r1' });
      await north.until(() => north.messages.some((m) => m.id === 'r1'));
      expect(north.messages.find((m) => m.id === 'r1')).toMatchObject({ type: 'ack', index: 0 });
      const outcome = { winners: ['south'], draw: false, reason: 'resigned', resigned: 'north' };
      for (const c of [north, south, watcher]) {
        await c.until(() => c.latest()?.outcome !== null);
        expect(c.latest()).toMatchObject({
          outcome,
          pending: [],
          legal: [],
          reasons: { en: 'north resigned', hu: 'A north feladta' },
        });
      }
      expect(south.latest()).toMatchObject({ canResign: false });

      // Further choices and a second resignation are refused as for a finished game.
      expect(await south.choose(0, { kind: 'commit', dice: 2 })).toMatchObject({ type: 'error', code: 'game/over' });
      south.send({ type: 'resign', id: 'r2' });
      await south.until(() => south.messages.some((m) => m.id === 'r2'));
      expect(south.messages.find((m) => m.id === 'r2')).toMatchObject({ type: 'error', code: 'game/over' });

      // Stored finished with that outcome, and listed so, with its reason in words.
      const stored = await server.storage.getGame(id);
      expect(stored).toMatchObject({ status: 'finished', outcome });
      const list = (await (await fetch(`${server.url}/api/games?status=finished`)).json()) as {
        games: Array<{ id: string; outcome?: unknown; reasons?: unknown }>;
      };
      expect(list.games.find((g) => g.id === id)).toMatchObject({
        outcome,
        reasons: { en: 'north resigned', hu: 'A north feladta' },
      });
      for (const c of [north, south, watcher]) c.close();
    } finally {
      await server.close();
    }
  });

  it('by HTTP with the seat token; after a restart the game stays ended with its stored outcome', async () => {
    const file = dbFile();
    const first = await serve(file);
    const { id, tokens } = await first.create({ ruleset: 'duel', seed: 9 });
    // A choice first: the game is resigned part way.
    const chose = await first.post(`/api/games/${id}/choices`, {
      token: tokens['north'],
      index: 0,
      choice: { kind: 'commit', dice: 2 },
    });
    expect(chose.statusCode).toBe(200);
    expect((await first.post(`/api/games/${id}/resign`, { token: 'nobody' })).statusCode).toBe(403);
    const resigned = await first.post(`/api/games/${id}/resign`, { token: tokens['south'] });
    expect(resigned.statusCode).toBe(200);
    const outcome = { winners: ['north'], draw: false, reason: 'resigned', resigned: 'south' };
    expect(resigned.json()).toEqual({ index: 1, outcome });
    await first.close();

    // Another process on the same database: the rules alone see the game running, the stored
    // resignation ends it.
    const second = await serve(file);
    const look = (await second.get(`/api/games/${id}?token=${tokens['south']}`)).json<Record<string, unknown>>();
    expect(look).toMatchObject({ index: 1, outcome, pending: [], legal: [], canResign: false, canUndo: false });
    const refused = await second.post(`/api/games/${id}/choices`, {
      token: tokens['south'],
      index: 1,
      choice: { kind: 'commit', dice: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'game/over' } });
    expect(await second.storage.getGame(id)).toMatchObject({ status: 'finished', outcome });

    // The record is public now; the resignation goes beside its fields, and it still replays.
    const exported = (await second.get(`/api/games/${id}/record`)).json<GameRecord & { resignation?: unknown }>();
    // Worded as the game's own view words it, for a replay to say it in the same words.
    expect(look['reasons']).toMatchObject({ en: expect.stringContaining('resigned') });
    expect(exported.resignation).toEqual({ ...outcome, reasons: look['reasons'] });
    expect(exported.choices).toHaveLength(1);
    const engine = unwrap(Engine.create(duel as AnyRuleset));
    const replayed = unwrap(engine.replay(exported));
    expect(replayed.record.choices).toHaveLength(1);
    expect(engine.outcome(replayed)).toBeNull();
    await second.close();
  });

  it('a restarted service keeps a resigned game on one screen ended: no undo, no bot, no choice', async () => {
    const file = dbFile();
    const g1 = new GameService({ registry: registry(), storage: new SqliteStorage(file) });
    const created = await g1.create({ ruleset: 'duel', seed: 3, mode: 'hotseat' });
    if (!created.ok) throw new Error(created.error.message);
    const { id } = created.value;
    expect((await g1.submit(id, 'north', { kind: 'commit', dice: 1 }, 0)).ok).toBe(true);
    expect(await g1.resign(id, 'north')).toMatchObject({ ok: true, value: { outcome: { winners: ['south'] } } });
    expect(await g1.undo(id, 'north')).toMatchObject({ ok: false, error: { code: 'game/over' } });
    g1.close();
    const g2 = new GameService({ registry: registry(), storage: new SqliteStorage(file) });
    const snap = await g2.snapshot(id, 'north');
    expect(snap).toMatchObject({
      ok: true,
      value: { outcome: { reason: 'resigned', resigned: 'north' }, canUndo: false },
    });
    expect(await g2.undo(id, 'north')).toMatchObject({ ok: false, error: { code: 'game/over' } });
    expect(await g2.submit(id, 'south', { kind: 'commit', dice: 1 }, 1)).toMatchObject({
      ok: false,
      error: { code: 'game/over' },
    });
    g2.close();
  });

  it('a game resigned on one server process ends on another that holds it live', async () => {
    const file = dbFile();
    // Two processes on one database, told of each other's changes as the Redis bus tells them.
    const listeners: Array<Array<(id: string, index: number) => void>> = [[], []];
    const bus = (me: 0 | 1): GameBus => ({
      publish: (id, index) => setImmediate(() => listeners[1 - me]!.forEach((l) => l(id, index))),
      onChange: (l) => void listeners[me]!.push(l),
      putPresence: () => Promise.resolve(),
      presenceElsewhere: () => Promise.resolve([]),
      onPresence: () => undefined,
      publishRemoved: () => undefined,
      onRemoved: () => undefined,
      close: () => Promise.resolve(),
    });
    const one = new GameService({ registry: registry(), storage: new SqliteStorage(file), bus: bus(0) });
    const two = new GameService({ registry: registry(), storage: new SqliteStorage(file), bus: bus(1) });
    const created = await one.create({ ruleset: 'duel', seed: 6 });
    if (!created.ok) throw new Error(created.error.message);
    const { id } = created.value;
    const seen: number[] = [];
    await two.subscribe(id, (u) => seen.push(u.index));
    expect(await two.snapshot(id, 'south')).toMatchObject({ ok: true, value: { outcome: null, canResign: true } });
    expect(await one.resign(id, 'south')).toMatchObject({ ok: true });
    for (let i = 0; i < 200 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([0]);
    expect(await two.snapshot(id, 'north')).toMatchObject({
      ok: true,
      value: { outcome: { winners: ['north'], reason: 'resigned', resigned: 'south' }, legal: [], canResign: false },
    });
    expect(await two.submit(id, 'north', { kind: 'commit', dice: 1 }, 0)).toMatchObject({
      ok: false,
      error: { code: 'game/over' },
    });
    one.close();
    two.close();
  });

  it('a cooperative game abandoned is lost for the whole party', async () => {
    const server = await serve(':memory:');
    const { id, tokens } = await server.create({ ruleset: 'coop-duel', seed: 2 });
    const r = await server.post(`/api/games/${id}/resign`, { token: tokens['south'] });
    expect(r.json()).toMatchObject({ outcome: { winners: [], reason: 'abandoned', resigned: 'south' } });
    const list = (await server.get('/api/games?status=finished')).json<{
      games: Array<{ id: string; reasons?: unknown }>;
    }>();
    expect(list.games.find((g) => g.id === id)?.reasons).toEqual({
      en: 'south abandoned the mission',
      hu: 'A south feladta a küldetést',
    });
    await server.close();
  });

  it('a game of more than two sides cannot be resigned, and goes on', async () => {
    const server = await serve(':memory:');
    const { id, tokens } = await server.create({ ruleset: 'trio-duel', seed: 2 });
    expect(Object.keys(tokens)).toHaveLength(3);
    const look = (await server.get(`/api/games/${id}?token=${tokens['east']}`)).json<Record<string, unknown>>();
    expect(look).toMatchObject({ canResign: false, outcome: null });
    const r = await server.post(`/api/games/${id}/resign`, { token: tokens['east'] });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ error: { code: 'resign/many-sides' } });
    expect(await server.storage.getGame(id)).toMatchObject({ status: 'active' });
    await server.close();
  });

  it('a game its rules ended cannot be resigned', async () => {
    const games = new GameService({ registry: registry(), storage: new SqliteStorage(':memory:') });
    const created = await games.create({ ruleset: 'duel', seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const { id } = created.value;
    for (let i = 0; i < 200; i++) {
      const snap = await games.snapshot(id, null);
      if (!snap.ok || snap.value.outcome) break;
      const seat = snap.value.pending[0]!.seats[0]!;
      const asked = await games.snapshot(id, seat);
      if (!asked.ok) break;
      await games.submit(id, seat, asked.value.legal[0], snap.value.index);
    }
    const ended = await games.snapshot(id, 'north');
    expect(ended).toMatchObject({ ok: true, value: { canResign: false } });
    expect((ended as { value: { outcome: unknown } }).value.outcome).not.toBeNull();
    expect(await games.resign(id, 'north')).toMatchObject({ ok: false, error: { code: 'game/over' } });
    games.close();
  });

  it('words a resignation with the seat names of the rule system, in English and Hungarian', () => {
    const games = new GameService({ registry: defaultRegistry(), storage: new SqliteStorage(':memory:') });
    expect(
      games.outcomeReasons('hybrid', {
        winners: ['scorpion'],
        draw: false,
        reason: 'resigned',
        resigned: 'griffin',
      } as never),
    ).toEqual({ en: 'Griffin resigned', hu: 'A Griff feladta' });
    games.close();
  });
});
