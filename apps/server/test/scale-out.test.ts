import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import { PostgresStorage } from '../src/postgres.ts';
import { Client, createGame, kill, serveProcess } from './helpers.ts';

/** CI starts a real PostgreSQL and a real Redis and names them here. */
const PG_URL = process.env['SKIRMISH_TEST_DATABASE_URL'];
const REDIS_URL = process.env['SKIRMISH_TEST_REDIS_URL'];

interface Played {
  readonly index: number;
  readonly seat: string;
  readonly choice: unknown;
}

describe('scale-out: server processes sharing PostgreSQL, Redis carrying updates', () => {
  if (!PG_URL || !REDIS_URL) {
    it('runs against real servers in CI (SKIRMISH_TEST_DATABASE_URL, SKIRMISH_TEST_REDIS_URL)', () => {
      // Outside CI the test is skipped when no server is named; in CI a missing server is a failure.
      expect(process.env['CI'] ? 'missing' : 'not required here').toBe(
        process.env['CI'] ? 'present' : 'not required here',
      );
    });
    return;
  }
  const pgUrl = PG_URL;
  const redisUrl = REDIS_URL;

  it('seats on different processes play one game; a process killed mid-game loses nothing', async () => {
    const schema = `scale_${randomBytes(6).toString('hex')}`;
    const env = { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl, NODE_ENV: 'production' };
    const children: ChildProcess[] = [];
    const clients: Client[] = [];
    const start = async () => {
      const s = await serveProcess(env);
      children.push(s.child);
      return s;
    };
    const plan = SeededDice.fromSeed(77);
    try {
      let a = await start();
      const b = await start();
      const game = await createGame(a.url, { ruleset: 'dogs-of-war', seed: 5 });
      const seats = Object.keys(game.tokens);
      expect(seats).toEqual(['red', 'blue']);
      // red plays through process A, blue through process B.
      const on: Record<string, Client> = {
        red: await Client.join(a.url, game.id, game.tokens['red']),
        blue: await Client.join(b.url, game.id, game.tokens['blue']),
      };
      clients.push(...Object.values(on));
      const played: Played[] = [];
      let crossed = 0;

      /** One choice by whichever seat is asked; every seat, on its own process, must see it. */
      const playOne = async () => {
        for (;;) {
          const target = played.length;
          for (const c of Object.values(on)) await c.until(() => (c.latest()?.index ?? -1) >= target);
          const seat = seats.find((s) => {
            const st = on[s]!.latest()!;
            return st.legal.length > 0 && st.pending.some((d) => d.seats[0] === s);
          });
          if (!seat) throw new Error('no seat is asked');
          const st = on[seat]!.latest()!;
          const choice = st.legal[plan.pick(st.legal.length)];
          const answer = await on[seat]!.choose(st.index, choice);
          if (answer.type === 'error' && answer.code === 'choice/stale') continue;
          expect(answer).toMatchObject({ type: 'ack', index: st.index + 1 });
          played.push({ index: st.index, seat, choice });
          // The other seat is on the other process: the update reached it through Redis.
          const other = seats.find((s) => s !== seat)!;
          await on[other]!.until(() => (on[other]!.latest()?.index ?? -1) >= st.index + 1);
          crossed++;
          return;
        }
      };

      for (let i = 0; i < 8; i++) await playOne();
      expect(crossed).toBe(8);

      // Kill A with red's next choice in flight: it may or may not land, but it was not acknowledged.
      const redState = on['red']!.latest()!;
      const asked = redState.legal.length > 0 && redState.pending.some((d) => d.seats[0] === 'red');
      if (asked) {
        on['red']!.send({ type: 'choose', id: 'inflight', index: redState.index, choice: redState.legal[0] });
      }
      await new Promise((r) => setTimeout(r, plan.pick(4)));
      await kill(a.child);
      // red reconnects to B; the game goes on there.
      on['red'] = await Client.join(b.url, game.id, game.tokens['red']);
      clients.push(on['red']);
      const inflightAck = clients[0]!.messages.find((m) => m.id === 'inflight' && m.type === 'ack');
      if (inflightAck) played.push({ index: redState.index, seat: 'red', choice: redState.legal[0] });
      // Whether or not it landed, both seats now see the stored game.
      const now = on['blue']!.latest()!.index;
      expect([played.length, played.length + 1]).toContain(now);
      if (now === played.length + 1) played.push({ index: redState.index, seat: 'red', choice: redState.legal[0] });
      for (let i = 0; i < 4; i++) await playOne();

      // A comes back as a fresh process; red moves to it and play crosses processes again.
      a = await start();
      on['red'] = await Client.join(a.url, game.id, game.tokens['red']);
      clients.push(on['red']);
      for (let i = 0; i < 6; i++) await playOne();
      expect(crossed).toBe(18);

      // Both processes show the same game, and the database holds every acknowledged choice in order.
      const [fromA, fromB] = await Promise.all(
        [a.url, b.url].map(async (u): Promise<unknown> => (await fetch(`${u}/api/games/${game.id}`)).json()),
      );
      expect(fromA).toEqual(fromB);
      const storage = new PostgresStorage(pgUrl, { schema });
      try {
        const stored = await storage.getGame(game.id);
        expect(stored?.record.choices.map((c) => ({ seat: c.seat, choice: c.choice }))).toEqual(
          played.map((p) => ({ seat: p.seat, choice: p.choice })),
        );
        expect(played.map((p) => p.index)).toEqual(played.map((_, i) => i));
      } finally {
        await storage.dropSchema();
        await storage.close();
      }
    } finally {
      for (const c of clients) c.close();
      for (const c of children) await kill(c);
    }
  }, 120_000);
});
