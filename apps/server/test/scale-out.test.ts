import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import { PostgresStorage } from '../src/postgres.ts';
import { Client, createGame, kill } from './helpers.ts';
import { cluster, crossPlay, sharedServers } from './shared-servers.ts';

describe('scale-out: server processes sharing PostgreSQL, Redis carrying updates', () => {
  const servers = sharedServers();
  if (!servers) return;
  const pgUrl = servers.pgUrl;

  it('seats on different processes play one game; a process killed mid-game loses nothing', async () => {
    const c = cluster(servers, 'scale');
    const { schema, start, clients } = c;
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
      // The other seat is on the other process: each update reaches it through Redis.
      const { played, crossed, playOne } = crossPlay(on, seats, plan, (d, s) => d.seats[0] === s);

      for (let i = 0; i < 8; i++) await playOne();
      expect(crossed()).toBe(8);

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
      expect(crossed()).toBe(18);

      // Both processes show the same game, and the database holds every acknowledged choice in order.
      const [fromA, fromB] = await Promise.all(
        [a.url, b.url].map(async (u): Promise<unknown> => (await fetch(`${u}/api/games/${game.id}`)).json()),
      );
      expect(fromA).toEqual(fromB);
      const storage = new PostgresStorage(pgUrl, { schema });
      try {
        const stored = await storage.getGame(game.id);
        const choices = stored?.record.choices ?? [];
        // The choice in flight is there too when A wrote it before it died, though no one heard of
        // it in time (A had no time to acknowledge it or to pass it on, so blue's view was behind).
        const heard = played.some((p) => p.index === redState.index && p.seat === 'red');
        const expected =
          asked && !heard && choices.length === played.length + 1
            ? [...played, { index: redState.index, seat: 'red', choice: redState.legal[0] }].sort(
                (p, q) => p.index - q.index,
              )
            : played;
        expect(choices.map((c) => ({ seat: c.seat, choice: c.choice }))).toEqual(
          expected.map((p) => ({ seat: p.seat, choice: p.choice })),
        );
        expect(expected.map((p) => p.index)).toEqual(expected.map((_, i) => i));
      } finally {
        await storage.dropSchema();
        await storage.close();
      }
    } finally {
      await c.close();
    }
  }, 120_000);
});
