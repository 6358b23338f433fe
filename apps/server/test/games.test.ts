import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Registry, type Engine, type Match } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { GameService, MAX_BOT_ITERATIONS, MAX_BOT_MS, hashToken } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { StorageError, type Storage } from '../src/storage.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';

const registry = () => new Registry().register(duel);
const dbFile = () => join(mkdtempSync(join(tmpdir(), 'skirmish-games-')), 'g.db');

function waitFor(pred: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (pred()) resolve();
      else if (Date.now() - start > ms) reject(new Error('timed out'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

async function must<T>(p: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('game service', () => {
  it('stores seat tokens hashed, never in clear', async () => {
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage });
    const r = await must(games.create({ ruleset: 'duel', seed: 1 }));
    const stored = (await storage.getGame(r.id))!;
    const north = r.tokens['north']!;
    expect(north.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(stored)).not.toContain(north);
    expect(stored.seats.find((s) => s.seat === 'north')?.tokenHash).toBe(hashToken(north));
    expect(await games.seatFor(r.id, north)).toBe('north');
    expect(await games.seatFor(r.id, 'x'.repeat(32))).toBeNull();
  });

  it('refuses stale, duplicated, out-of-turn and malformed choices without changing anything', async () => {
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage });
    const { id } = await must(games.create({ ruleset: 'duel', seed: 1 }));
    expect((await games.submit(id, 'north', { kind: 'commit', dice: 2 }, 0)).ok).toBe(true);
    expect(await games.submit(id, 'north', { kind: 'commit', dice: 2 }, 0)).toMatchObject({
      ok: false,
      error: { code: 'choice/stale' },
    });
    expect(await games.submit(id, 'north', { kind: 'commit', dice: 2 }, 1)).toMatchObject({
      ok: false,
      error: { code: 'phase/not-your-decision' },
    });
    expect(await games.submit(id, 'south', { kind: 'commit', dice: 'x' }, 1)).toMatchObject({
      ok: false,
      error: { code: 'choice/malformed' },
    });
    expect((await storage.getGame(id))!.record.choices).toHaveLength(1);
  });

  it('choices arriving together are applied one at a time: one lands, its duplicate is stale', async () => {
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage });
    const { id } = await must(games.create({ ruleset: 'duel', seed: 1 }));
    const [a, b] = await Promise.all([
      games.submit(id, 'north', { kind: 'commit', dice: 1 }, 0),
      games.submit(id, 'south', { kind: 'commit', dice: 1 }, 0),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({ ok: false, error: { code: 'choice/stale' } });
  });

  it('a bot seat plays by itself', async () => {
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage });
    const r = await must(games.create({ ruleset: 'duel', seed: 3, seats: { south: 'bot:random' } }));
    expect(r.tokens['south']).toBeUndefined();
    let choices = 0;
    await waitFor(() => {
      void storage.getGame(r.id).then((g) => (choices = g?.record.choices.length ?? 0));
      return choices === 1;
    });
    expect((await storage.getGame(r.id))!.record.choices[0]!.seat).toBe('south');
  });

  it('a bot seat may not think longer than the server allows a decision: the bots of every game share its workers', async () => {
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage });
    for (const bot of ['bot:mcts:100000s', `bot:mcts:${MAX_BOT_MS + 1}ms`, `bot:mcts:${MAX_BOT_ITERATIONS + 1}it`]) {
      const r = await games.create({ ruleset: 'duel', seed: 3, seats: { south: bot } });
      expect(r.ok ? null : r.error).toEqual({
        code: 'game/bad-seat',
        message: `Seat "south": a bot on this server thinks at most 10 s (10000ms) or 100000 iterations a decision`,
      });
    }
    expect(await storage.listGames()).toEqual([]);
    // At the limit the budget passes; the duel then turns the search bot down for what it is.
    for (const bot of [`bot:mcts:${MAX_BOT_MS}ms`, `bot:mcts:${MAX_BOT_ITERATIONS}it`, 'bot:mcts:10s']) {
      const r = await games.create({ ruleset: 'duel', seed: 3, seats: { south: bot } });
      expect(r.ok ? null : r.error.code, bot).toBe('game/bot-unavailable');
    }
    games.close();
  });

  it('a game resumes after a restart exactly where it was', async () => {
    const file = dbFile();
    const s1 = new SqliteStorage(file);
    const g1 = new GameService({ registry: registry(), storage: s1 });
    const { id } = await must(g1.create({ ruleset: 'duel', seed: 5 }));
    await must(g1.submit(id, 'north', { kind: 'commit', dice: 3 }, 0));
    await must(g1.submit(id, 'south', { kind: 'commit', dice: 1 }, 1));
    const before = await g1.snapshot(id, 'north');
    await s1.close();
    const g2 = new GameService({ registry: registry(), storage: new SqliteStorage(file) });
    expect(await g2.snapshot(id, 'north')).toEqual(before);
  });

  it('a game of an older version of its rules is not continued after an upgrade, says so, and keeps its record', async () => {
    const file = dbFile();
    const s1 = new SqliteStorage(file);
    const g1 = new GameService({ registry: registry(), storage: s1 });
    const { id } = await must(g1.create({ ruleset: 'duel', seed: 5 }));
    await must(g1.submit(id, 'north', { kind: 'commit', dice: 3 }, 0));
    await s1.close();
    // The same rule system, a newer version (its rules changed which choices a position offers).
    const s2 = new SqliteStorage(file);
    const g2 = new GameService({ registry: new Registry().register({ ...duel, version: '2.0.0' }), storage: s2 });
    const r = await g2.snapshot(id, 'north');
    expect(r.ok ? null : r.error.code).toBe('game/old-version');
    if (!r.ok) expect(r.error.message).toContain(`${duel.title} 1.0.0; this server has 2.0.0`);
    const kept = await s2.getGame(id);
    expect([kept?.record.version, kept?.record.choices.length]).toEqual(['1.0.0', 1]);
    // A new game of the new version plays as ever.
    const fresh = await must(g2.create({ ruleset: 'duel', seed: 6 }));
    expect((await s2.getGame(fresh.id))?.record.version).toBe('2.0.0');
    g2.close();
  });

  it('undo only in hotseat games, by the seat that chose, never across a roll', async () => {
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage });
    const online = await must(games.create({ ruleset: 'duel', seed: 1 }));
    const hot = await must(games.create({ ruleset: 'duel', seed: 1, mode: 'hotseat' }));
    await must(games.submit(online.id, 'north', { kind: 'commit', dice: 1 }, 0));
    expect(await games.undo(online.id, 'north')).toMatchObject({ ok: false, error: { code: 'undo/not-hotseat' } });
    await must(games.submit(hot.id, 'north', { kind: 'commit', dice: 1 }, 0));
    expect(await games.undo(hot.id, 'south')).toMatchObject({ ok: false, error: { code: 'undo/not-yours' } });
    expect(await games.undo(hot.id, 'north')).toMatchObject({ ok: true, value: { index: 0 } });
    expect((await storage.getGame(hot.id))!.record.choices).toHaveLength(0);
    await must(games.submit(hot.id, 'north', { kind: 'commit', dice: 1 }, 0));
    await must(games.submit(hot.id, 'south', { kind: 'commit', dice: 1 }, 1));
    expect(await games.undo(hot.id, 'south')).toMatchObject({ ok: false, error: { code: 'undo/after-roll' } });
  });

  it('branches a finished game into a new one from any point', async () => {
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage });
    const { id } = await must(games.create({ ruleset: 'duel', seed: 2 }));
    expect(await games.branch(id, 0)).toMatchObject({ ok: false, error: { code: 'game/running' } });
    for (let i = 0; ; i++) {
      const snap = await must(games.snapshot(id, null));
      if (snap.outcome) break;
      const seat = snap.pending[0]!.seats[0]!;
      const mine = await must(games.snapshot(id, seat));
      await must(games.submit(id, seat, mine.legal[0], i));
    }
    const b = await must(games.branch(id, 2));
    expect((await storage.getGame(b.id))!.record.choices).toEqual(
      (await storage.getGame(id))!.record.choices.slice(0, 2),
    );
    // Played online, the branch goes on online, and says so: the page holds it the way it was made.
    expect(b.mode).toBe('online');
    expect((await storage.getGame(b.id))!.mode).toBe('online');
  });

  it('a branch goes on the way its game was played: one screen stays one screen, a game of bots alone comes to one screen', async () => {
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage });
    const finished = async (input: Parameters<typeof games.create>[0]) => {
      const { id } = await must(games.create(input));
      for (let i = 0; ; i++) {
        const snap = await must(games.snapshot(id, null));
        if (snap.outcome) break;
        const seat = snap.pending[0]!.seats[0]!;
        const mine = await must(games.snapshot(id, seat));
        if (mine.legal.length === 0 || input.seats?.[seat]?.startsWith('bot:'))
          await new Promise((res) => setTimeout(res, 5));
        else await must(games.submit(id, seat, mine.legal[0], snap.index));
      }
      return id;
    };
    const hot = await must(games.branch(await finished({ ruleset: 'duel', seed: 3, mode: 'hotseat' }), 1));
    expect([hot.mode, (await storage.getGame(hot.id))!.mode]).toEqual(['hotseat', 'hotseat']);
    // On one screen the branch's last choice may be taken back, as in its game.
    expect(await must(games.snapshot(hot.id, 'north'))).toMatchObject({ canUndo: true });
    const bots = await finished({ ruleset: 'duel', seed: 4, seats: { north: 'bot:random', south: 'bot:random' } });
    const all = await must(games.branch(bots, 1));
    expect([all.mode, (await storage.getGame(all.id))!.mode]).toEqual(['hotseat', 'hotseat']);
    expect(Object.keys(all.tokens).sort()).toEqual(['north', 'south']);
    // Unless the computer keeps a seat: then the player plays his own online.
    const kept = await must(games.branch(bots, 1, { north: 'human', south: 'bot:random' }));
    expect(kept.mode).toBe('online');
  });

  it('a branch of a game against the computer goes on against the computer; its bot waits while the choices are replayed', async () => {
    // A bot that takes the first legal choice, noting the position it is asked at.
    const asked: number[] = [];
    const first = {
      choose: (req: { engine: Engine<unknown, unknown, unknown, unknown>; match: Match<unknown>; seat: string }) => {
        asked.push(req.match.record.choices.length);
        return Promise.resolve({ choice: req.engine.legal(req.match, req.seat)[0] });
      },
    };
    const storage = new SqliteStorage(':memory:');
    const games = new GameService({ registry: registry(), storage, bots: first });
    const { id } = await must(
      games.create({ ruleset: 'duel', seed: 2, seats: { north: 'human', south: 'bot:random' } }),
    );
    for (let i = 0; i < 500; i++) {
      const snap = await must(games.snapshot(id, 'north'));
      if (snap.outcome) break;
      if (snap.legal.length === 0) await new Promise((res) => setTimeout(res, 5));
      else {
        // Both seats commit at once: the bot's choice may land first, and ours is then made again.
        const r = await games.submit(id, 'north', snap.legal[0], snap.index);
        if (!r.ok && r.error.code !== 'choice/stale') throw new Error(r.error.message);
      }
    }
    const original = (await storage.getGame(id))!;
    expect(original.status).toBe('finished');
    // Branched just before a choice of the computer's seat.
    const upTo = original.record.choices.findIndex((c, i) => i > 0 && c.seat === 'south');
    asked.length = 0;
    const b = await must(games.branch(id, upTo));
    expect(b.seats).toEqual([
      { seat: 'north', kind: 'human' },
      { seat: 'south', kind: 'bot', bot: 'random' },
    ]);
    expect(Object.keys(b.tokens)).toEqual(['north']);
    // The recorded choices were replayed as they were, no bot choice among them; then the bot plays on.
    await waitFor(() => asked.includes(upTo));
    expect(asked.every((at) => at >= upTo)).toBe(true);
    const branched = (await storage.getGame(b.id))!;
    expect(branched.record.choices.slice(0, upTo)).toEqual(original.record.choices.slice(0, upTo));
  });

  it('a last choice that is saved stays acknowledged when marking the game finished fails; the mark is made on the next load', async () => {
    const inner = new SqliteStorage(':memory:');
    let finishFails = true;
    const storage: Storage = {
      kind: 'flaky',
      createGame: (...a) => inner.createGame(...a),
      appendChoice: (...a) => inner.appendChoice(...a),
      finishGame: (id) =>
        finishFails ? Promise.reject(new StorageError('storage/io', 'disk full')) : inner.finishGame(id),
      keepSummary: (...a) => inner.keepSummary(...a),
      truncateChoices: (...a) => inner.truncateChoices(...a),
      getGame: (id) => inner.getGame(id),
      deleteGame: (id) => inner.deleteGame(id),
      listGames: (f) => inner.listGames(f),
      putContent: (p) => inner.putContent(p),
      getContent: (h) => inner.getContent(h),
      close: () => inner.close(),
    };
    const errors: unknown[] = [];
    const games = new GameService({ registry: registry(), storage, onBotError: (_id, e) => errors.push(e) });
    const { id } = await must(games.create({ ruleset: 'duel', seed: 2 }));
    let last: Awaited<ReturnType<GameService['submit']>> | null = null;
    for (let i = 0; ; i++) {
      const snap = await must(games.snapshot(id, null));
      if (snap.outcome) break;
      const seat = snap.pending[0]!.seats[0]!;
      const mine = await must(games.snapshot(id, seat));
      last = await games.submit(id, seat, mine.legal[0], i);
      expect(last.ok).toBe(true);
    }
    expect(errors).toHaveLength(1);
    expect((await inner.getGame(id))!.status).toBe('active');
    finishFails = false;
    const again = new GameService({ registry: registry(), storage });
    expect((await must(again.snapshot(id, null))).outcome).not.toBeNull();
    expect((await inner.getGame(id))!.status).toBe('finished');
    games.close();
    again.close();
  });
});

describe('WebSocket play', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  async function start() {
    const storage = new SqliteStorage(':memory:');
    const app = await buildServer({ registry: registry(), storage });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    return { app, url: address.replace('http', 'ws') + '/api/ws', http: address };
  }

  function connect(url: string) {
    const ws = new WebSocket(url);
    const messages: Array<Record<string, unknown>> = [];
    const raw: string[] = [];
    ws.on('message', (d: Buffer) => {
      raw.push(d.toString());
      messages.push(JSON.parse(d.toString()) as Record<string, unknown>);
    });
    const opened = new Promise<void>((r) => ws.on('open', () => r()));
    return { ws, messages, raw, opened };
  }

  it("each seat gets only its own view; the other seat's secret never crosses the wire", async () => {
    const { url, http } = await start();
    const created = (await (
      await fetch(`${http}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ruleset: 'duel', seed: 4 }),
      })
    ).json()) as { id: string; tokens: Record<string, string> };
    const north = connect(url);
    const south = connect(url);
    await Promise.all([north.opened, south.opened]);
    north.ws.send(JSON.stringify({ type: 'hello', protocol: 1, gameId: created.id, token: created.tokens['north'] }));
    south.ws.send(JSON.stringify({ type: 'hello', protocol: 1, gameId: created.id, token: created.tokens['south'] }));
    await waitFor(
      () => north.messages.some((m) => m['type'] === 'state') && south.messages.some((m) => m['type'] === 'state'),
    );
    north.ws.send(JSON.stringify({ type: 'choose', id: 'c1', index: 0, choice: { kind: 'commit', dice: 2 } }));
    await waitFor(
      () =>
        north.messages.some((m) => m['type'] === 'ack') &&
        south.messages.filter((m) => m['type'] === 'state').length === 2,
    );
    const southState = south.messages.filter((m) => m['type'] === 'state').at(-1)!;
    expect((southState['view'] as { mine: unknown }).mine).toBeNull();
    expect((southState['view'] as { committed: unknown }).committed).toEqual({ north: true, south: false });
    // Nothing south received names north's secret number of dice (its own legal choices aside).
    const southWire = south.raw
      .map((r) => JSON.parse(r) as Record<string, unknown>)
      .map((m) => ({ ...m, legal: undefined }));
    expect(JSON.stringify(southWire)).not.toMatch(/"dice":2|"mine":2|"secret"/);
    const northState = north.messages.filter((m) => m['type'] === 'state').at(-1)!;
    expect((northState['view'] as { mine: unknown }).mine).toBe(2);
    north.ws.close();
    south.ws.close();
  });

  it('refuses garbage, an incompatible protocol, bad tokens and choices before hello', async () => {
    const { url, http } = await start();
    const created = (await (
      await fetch(`${http}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ruleset: 'duel' }),
      })
    ).json()) as { id: string };
    const c = connect(url);
    await c.opened;
    c.ws.send('{nope');
    c.ws.send(JSON.stringify({ type: 'launch-missiles' }));
    c.ws.send(JSON.stringify({ type: 'choose', index: 0, choice: {} }));
    c.ws.send(JSON.stringify({ type: 'hello', protocol: 1, gameId: created.id, token: 'not-a-real-token' }));
    c.ws.send(JSON.stringify({ type: 'hello', protocol: 1, gameId: created.id, token: 'abc' }));
    await waitFor(() => c.messages.length >= 5);
    expect(c.messages.map((m) => m['code'])).toEqual([
      'message/not-json',
      'message/malformed',
      'hello/missing',
      'seat/bad-token',
      'seat/bad-token',
    ]);
    // A malformed message is told where it is wrong, what was expected there and what it sent.
    expect(c.messages[1]?.['message']).toBe('type: expected a known type, not "launch-missiles"');
    const old = connect(url);
    await old.opened;
    const closed = new Promise<number>((r) => old.ws.on('close', (code) => r(code)));
    old.ws.send(JSON.stringify({ type: 'hello', protocol: 0, gameId: created.id }));
    expect(await closed).toBe(4000);
    expect(old.messages[0]).toMatchObject({ code: 'protocol/incompatible' });
    c.ws.close();
  });

  it('rate-limits a flood and closes the connection, other games unaffected', async () => {
    const { url } = await start();
    const flood = connect(url);
    await flood.opened;
    const closed = new Promise<number>((r) => flood.ws.on('close', (code) => r(code)));
    for (let i = 0; i < 200; i++) flood.ws.send(JSON.stringify({ type: 'ping', id: `f${i}` }));
    expect(await closed).toBe(1008);
    const limited = flood.messages.filter((m) => m['code'] === 'rate/limited');
    expect(limited.length).toBeGreaterThan(0);
    // Each refusal names the message it refused, so a client knows what to send again.
    for (const m of limited) expect(m['id']).toMatch(/^f\d+$/);
    const calm = connect(url);
    await calm.opened;
    calm.ws.send(JSON.stringify({ type: 'ping', id: 'p' }));
    await waitFor(() => calm.messages.some((m) => m['type'] === 'pong'));
    calm.ws.close();
  });

  it('HTTP: refuses malformed bodies and keeps running records secret', async () => {
    const { http } = await start();
    const bad = await fetch(`${http}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 5 }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'ruleset: expected a string, not 5',
    );
    const created = (await (
      await fetch(`${http}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ruleset: 'duel' }),
      })
    ).json()) as { id: string; tokens: Record<string, string> };
    expect((await fetch(`${http}/api/games/${created.id}/record`)).status).toBe(409);
    const choose = await fetch(`${http}/api/games/${created.id}/choices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: created.tokens['north'], index: 0, choice: { kind: 'commit', dice: 1 } }),
    });
    expect(choose.status).toBe(200);
    const spectator = (await (await fetch(`${http}/api/games/${created.id}`)).json()) as {
      view: { mine: unknown };
      legal: unknown[];
    };
    expect(spectator.view.mine).toBeNull();
    expect(spectator.legal).toEqual([]);
    const big = await fetch(`${http}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'duel', setup: 'x'.repeat(100_000) }),
    });
    expect(big.status).toBe(413);
  });
});
