import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { REMOVE_IDLE_MS } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';
import { removedMessage } from '../src/protocol.ts';
import { Client, createGame } from './helpers.ts';

/** Removing a game from the server: who may, when, and what is left of it (nothing). */
describe('DELETE /api/games/:id', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let storage: SqliteStorage;
  let url: string;
  // The storage's clock, which stamps each game's last change: set back to make a game old.
  let clock = Date.now();
  beforeAll(async () => {
    storage = new SqliteStorage(':memory:', { now: () => new Date(clock) });
    app = await buildServer({ registry: new Registry().register(duel), storage });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  const remove = async (id: string, body: unknown, locale?: 'en' | 'hu') => {
    const res = await fetch(`${url}/api/games/${id}${locale ? `?locale=${locale}` : ''}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { removed?: string; error?: { code: string; message: string } },
    };
  };
  const listed = async () =>
    ((await (await fetch(`${url}/api/games`)).json()) as { games: Array<{ id: string }> }).games.map((g) => g.id);

  it('a running online game is refused to one seat, in English and Hungarian; a token of another game or none is refused', async () => {
    const game = await createGame(url, { ruleset: 'duel', seed: 1 });
    const en = await remove(game.id, { token: game.tokens['north'] });
    expect(en.status).toBe(409);
    expect(en.body.error?.code).toBe('game/not-removable');
    expect(en.body.error?.message).toMatch(/still being played.*7 days/);
    const hu = await remove(game.id, { token: game.tokens['north'] }, 'hu');
    expect(hu.body.error?.message).toMatch(/még folyik.*7 napja/);
    const other = await createGame(url, { ruleset: 'duel', seed: 2 });
    const wrong = await remove(game.id, { token: other.tokens['north'] }, 'hu');
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({ code: 'seat/bad-token', message: expect.stringMatching(/kulcs/) });
    expect((await remove(game.id, {})).status).toBe(400);
    expect((await remove('no-such-game', { token: 'x' })).status).toBe(404);
    expect(await listed()).toContain(game.id);
  });

  it('a running game is removed by whoever holds every human seat: one on one screen, one against the computer', async () => {
    const hotseat = await createGame(url, { ruleset: 'duel', seed: 3, mode: 'hotseat' });
    // One seat of two is not enough.
    expect((await remove(hotseat.id, { token: hotseat.tokens['north'] })).status).toBe(409);
    const both = await remove(hotseat.id, { tokens: [hotseat.tokens['north'], hotseat.tokens['south']] });
    expect(both).toEqual({ status: 200, body: { removed: hotseat.id } });
    const bot = await createGame(url, { ruleset: 'duel', seed: 4, seats: { south: 'bot:random' } });
    expect((await remove(bot.id, { token: bot.tokens['north'] })).status).toBe(200);
    const ids = await listed();
    expect(ids).not.toContain(hotseat.id);
    expect(ids).not.toContain(bot.id);
    expect(await storage.getGame(hotseat.id)).toBeNull();
    expect((await fetch(`${url}/api/games/${bot.id}`)).status).toBe(404);
  });

  it('a finished game is removed by any one of its seats', async () => {
    const game = await createGame(url, { ruleset: 'duel', seed: 5 });
    const resigned = await fetch(`${url}/api/games/${game.id}/resign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: game.tokens['south'] }),
    });
    expect(resigned.status).toBe(200);
    expect((await remove(game.id, { token: game.tokens['north'] })).status).toBe(200);
    expect(await storage.getGame(game.id)).toBeNull();
    // Gone: a second removal finds nothing.
    expect((await remove(game.id, { token: game.tokens['north'] })).status).toBe(404);
  });

  it('an online game nobody has moved in for seven days is removed by one seat; one moved in a little less recently is not', async () => {
    const now = Date.now();
    clock = now - REMOVE_IDLE_MS - 60_000;
    const old = await createGame(url, { ruleset: 'duel', seed: 6 });
    clock = now - REMOVE_IDLE_MS + 3_600_000;
    const recent = await createGame(url, { ruleset: 'duel', seed: 7 });
    clock = now;
    expect((await remove(recent.id, { token: recent.tokens['north'] })).status).toBe(409);
    expect((await remove(old.id, { token: old.tokens['south'] })).status).toBe(200);
    expect(await listed()).not.toContain(old.id);
    expect(await listed()).toContain(recent.id);
  });

  it('a game removed while a seat is connected accepts no more choices', async () => {
    const game = await createGame(url, { ruleset: 'duel', seed: 8, seats: { south: 'bot:random' } });
    const north = await Client.join(url, game.id, game.tokens['north']);
    expect((await remove(game.id, { token: game.tokens['north'] })).status).toBe(200);
    const answer = await north.choose(0, { kind: 'commit', dice: 1 });
    expect(answer).toMatchObject({ type: 'error', code: 'game/not-found' });
    expect(await storage.getGame(game.id)).toBeNull();
    north.close();
  });

  it('every connection of a removed game is told at once, seats and watchers; another game’s are not', async () => {
    const game = await createGame(url, { ruleset: 'duel', seed: 9 });
    const other = await createGame(url, { ruleset: 'duel', seed: 10 });
    const north = await Client.join(url, game.id, game.tokens['north']);
    const south = await Client.join(url, game.id, game.tokens['south']);
    const watcher = await Client.join(url, game.id);
    const elsewhere = await Client.join(url, other.id, other.tokens['north']);
    expect(await remove(game.id, { tokens: [game.tokens['north'], game.tokens['south']] })).toMatchObject({
      status: 200,
    });
    for (const c of [north, south, watcher]) {
      await c.until(() => c.messages.some((m) => m.type === 'removed'));
      const told = c.messages.filter((m) => m.type === 'removed');
      expect(told.map((m) => removedMessage.parse(m))).toEqual([{ type: 'removed', gameId: game.id }]);
    }
    // Nothing more about the game follows: a seat that leaves now tells no one.
    const before = south.messages.length;
    north.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(south.messages.slice(before)).toEqual([]);
    expect(elsewhere.messages.some((m) => m.type === 'removed')).toBe(false);
    for (const c of [south, watcher, elsewhere]) c.close();
  });
});
