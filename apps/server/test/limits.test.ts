import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry } from '@skirmish/core';
import { AddressLimiter, buildServer, redactUrl } from '../src/app.ts';
import { GameService } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';

const REASON = /^[a-z][a-z0-9-]*\/[a-z0-9/-]+$/;

describe('HTTP limits: rate per address, protocol version, checked paths and queries', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let storage: SqliteStorage;
  const log: string[] = [];
  let game: { id: string; tokens: Record<string, string> };
  beforeAll(async () => {
    storage = new SqliteStorage(':memory:');
    app = await buildServer({
      registry: new Registry().register(duel),
      storage,
      logger: true,
      logStream: { write: (line) => void log.push(line) },
      httpRate: { rate: 5, burst: 20 },
    });
    game = (
      await app.inject({ method: 'POST', url: '/api/games', payload: { ruleset: 'duel' }, remoteAddress: '10.0.0.9' })
    ).json();
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  it('a flood of requests from one address is refused with rate/limited; another address is served', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ error: { code: 'rate/limited' } });
        expect(res.headers['retry-after']).toBe('1');
      }
    }
    // The burst of 20 passes (a few more refill while the loop runs), then refusals.
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(20);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(20);
    // A refused request did no work: a choice sent from the flooding address is not played.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/choices`,
      remoteAddress: '10.0.0.1',
      payload: { token: game.tokens['north'], index: 0, choice: { kind: 'commit', dice: 1 } },
    });
    expect(refused.statusCode).toBe(429);
    expect((await storage.getGame(game.id))!.record.choices).toHaveLength(0);
    const other = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('the table of addresses forgets idle ones, so it does not grow with every address seen', () => {
    let t = 0;
    const limiter = new AddressLimiter(10, 20, () => t);
    for (let i = 0; i < 5000; i++) {
      t += 10;
      limiter.take(`a${i}`);
    }
    // Idle for longer than a full refill (2 s = 200 addresses here) are dropped every 1,024 requests.
    expect(limiter.size).toBeLessThan(1024 + 200);
    // A dropped address comes back with a full bucket, which is what it had anyway.
    expect(limiter.take('a0')).toBe(true);
  });

  it('a client naming another protocol version is refused with the reason; the right one is served', async () => {
    const old = await app.inject({
      method: 'GET',
      url: '/api/rulesets',
      headers: { 'x-skirmish-protocol': '0' },
      remoteAddress: '10.0.0.3',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ error: { code: 'protocol/incompatible' } });
    expect(old.json<{ error: { message: string } }>().error.message).toMatch(/speaks protocol 1.*client speaks 0/);
    const oldHu = await app.inject({
      method: 'GET',
      url: '/api/rulesets?locale=hu',
      headers: { 'x-skirmish-protocol': '0' },
      remoteAddress: '10.0.0.3',
    });
    expect(oldHu.statusCode).toBe(400);
    expect(oldHu.json<{ error: { message: string } }>().error.message).toMatch(
      /1\. protokollt beszéli.*0\. protokollt/,
    );
    const current = await app.inject({
      method: 'GET',
      url: '/api/rulesets',
      headers: { 'x-skirmish-protocol': '1' },
      remoteAddress: '10.0.0.3',
    });
    expect(current.statusCode).toBe(200);
  });

  it('path parameters and query strings are checked like bodies', async () => {
    const bad = [
      `/api/games/${'x'.repeat(65)}`,
      '/api/games/has%20space',
      `/api/games/${game.id}?token=${'t'.repeat(4097)}`,
      `/api/games/${game.id}?token=${'t'.repeat(20)}&extra=1`,
      `/api/games/${game.id}?token=a&token=b`,
      `/api/games/${game.id}/events?from=-1`,
      `/api/games/${game.id}/events?from=1e3`,
      `/api/games/${game.id}/record?x=1`,
      '/api/games?status=everything',
      `/api/games?ruleset=${'r'.repeat(65)}`,
      `/api/rulesets/${'d'.repeat(65)}/odds`,
    ];
    for (const url of bad) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '10.0.0.4' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code, url).toMatch(REASON);
    }
    // A token of any other shape is only a token that opens no seat: the page says so and stops.
    for (const url of [`/api/games/${game.id}?token=short`, `/api/games/${game.id}/views?token=x`]) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '10.0.0.4' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ error: { code: string } }>().error.code, url).toBe('seat/bad-token');
    }
    const good = await app.inject({
      method: 'GET',
      url: `/api/games/${game.id}/events?from=0&token=${game.tokens['north']}`,
      remoteAddress: '10.0.0.4',
    });
    expect(good.statusCode).toBe(200);
  });

  it('seat tokens never reach the log, though the requests that carry them are logged', async () => {
    const token = game.tokens['south']!;
    const res = await app.inject({
      method: 'GET',
      url: `/api/games/${game.id}?token=${token}`,
      remoteAddress: '10.0.0.5',
    });
    expect(res.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/choices`,
      payload: { token, index: 0, choice: { kind: 'commit', dice: 1 } },
      remoteAddress: '10.0.0.5',
    });
    const lines = log.join('');
    expect(lines).toContain(`/api/games/${game.id}?token=[redacted]`);
    for (const t of Object.values(game.tokens)) expect(lines).not.toContain(t);
    expect(redactUrl('/a?x=1&token=abc&y=2')).toBe('/a?x=1&token=[redacted]&y=2');
  });
});

describe('memory: games nobody needs are dropped and come back from storage unchanged', () => {
  it('an idle game is dropped, a watched one or one a bot is about to play is kept', async () => {
    let t = 0;
    const storage = new SqliteStorage(':memory:');
    const never = { choose: () => new Promise<never>(() => undefined) };
    const games = new GameService({
      registry: new Registry().register(duel),
      storage,
      bots: never,
      idleMs: 1000,
      now: () => t,
    });
    const idle = await games.create({ ruleset: 'duel', seed: 1 });
    const watched = await games.create({ ruleset: 'duel', seed: 2 });
    const botGame = await games.create({ ruleset: 'duel', seed: 3, seats: { north: 'bot:random' } });
    if (!idle.ok || !watched.ok || !botGame.ok) throw new Error('not created');
    expect((await games.submit(idle.value.id, 'north', { kind: 'commit', dice: 2 }, 0)).ok).toBe(true);
    const before = await games.snapshot(idle.value.id, 'north');
    const unsubscribe = await games.subscribe(watched.value.id, () => undefined);
    t += 999;
    expect(games.sweep()).toBe(0);
    t += 2;
    // The bot's worker never answers here, so its game stays busy; the watched one has a listener.
    expect(games.sweep()).toBe(1);
    expect(games.liveCount).toBe(2);
    const after = await games.snapshot(idle.value.id, 'north');
    expect(after).toEqual(before);
    expect(games.liveCount).toBe(3);
    unsubscribe();
    t += 1001;
    expect(games.sweep()).toBe(2);
    // Reloaded from storage, the game plays on where it was.
    expect((await games.submit(idle.value.id, 'south', { kind: 'commit', dice: 1 }, 1)).ok).toBe(true);
    games.close();
    await storage.close();
  });
});
