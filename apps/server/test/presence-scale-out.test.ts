import { describe, expect, it } from 'vitest';
import { presenceMessage, removedMessage } from '../src/protocol.ts';
import { Client, createGame, kill } from './helpers.ts';
import { cluster, sharedServers } from './shared-servers.ts';

/** The last `presence` message a client got, checked against the protocol's schema. */
function presenceOf(c: Client) {
  const last = [...c.messages].reverse().find((m) => m.type === 'presence');
  return last ? presenceMessage.parse(last) : null;
}

const seatsOf = (c: Client) =>
  Object.fromEntries(
    (presenceOf(c)?.seats ?? []).map((s) => [s.seat, `${s.connected ? 'in' : 'away'}:${s.connections}`]),
  );

describe('who is connected, and removals, with server processes sharing PostgreSQL and Redis', () => {
  const servers = sharedServers();
  if (!servers) return;

  it('every process counts the connections of every process; one killed without a word stops counting once its entry lapses', async () => {
    // Each process renews who is connected through it every second; an entry lapses after three.
    const c = cluster(servers, 'presence', { SKIRMISH_PRESENCE_RENEW_MS: '1000' });
    try {
      const a = await c.start();
      const b = await c.start();
      const game = await createGame(a.url, { ruleset: 'dogs-of-war', seed: 5 });
      const red = await Client.join(a.url, game.id, game.tokens['red']);
      c.clients.push(red);
      expect(seatsOf(red)).toEqual({ red: 'in:1', blue: 'away:0' });
      // blue, through the other process, sees red at once: the others are read before it is told.
      const blue = await Client.join(b.url, game.id, game.tokens['blue']);
      c.clients.push(blue);
      expect(seatsOf(blue)).toEqual({ red: 'in:1', blue: 'in:1' });
      await red.until(() => seatsOf(red)['blue'] === 'in:1');

      // A watcher and a second tab of red's, both through B: counted by A too.
      const watcher = await Client.join(b.url, game.id);
      c.clients.push(watcher);
      await red.until(() => presenceOf(red)?.watchers === 1);
      const redAgain = await Client.join(b.url, game.id, game.tokens['red']);
      c.clients.push(redAgain);
      expect(seatsOf(redAgain)).toEqual({ red: 'in:2', blue: 'in:1' });
      await red.until(() => seatsOf(red)['red'] === 'in:2');

      // A connection closed on B: A's seat hears it.
      watcher.close();
      await red.until(() => presenceOf(red)?.watchers === 0);

      // B dies without closing anything: once its entry lapses, A no longer counts its connections.
      await kill(b.child);
      await red.until(() => seatsOf(red)['blue'] === 'away:0' && seatsOf(red)['red'] === 'in:1', 20_000);
      // A fresh process counts only what is connected now.
      const d = await c.start();
      const blueBack = await Client.join(d.url, game.id, game.tokens['blue']);
      c.clients.push(blueBack);
      expect(seatsOf(blueBack)).toEqual({ red: 'in:1', blue: 'in:1' });
      expect(presenceOf(blueBack)?.watchers).toBe(0);
      await red.until(() => seatsOf(red)['blue'] === 'in:1');
    } finally {
      await c.close();
    }
  }, 60_000);

  it('a process stalled until its entry lapses counts its connections again once it comes back, without them closing', async () => {
    // Entries renewed every second lapse after three.
    const c = cluster(servers, 'stalled', { SKIRMISH_PRESENCE_RENEW_MS: '1000' });
    try {
      const a = await c.start();
      const b = await c.start();
      const game = await createGame(a.url, { ruleset: 'dogs-of-war', seed: 7 });
      const red = await Client.join(a.url, game.id, game.tokens['red']);
      const blue = await Client.join(b.url, game.id, game.tokens['blue']);
      c.clients.push(red, blue);
      await red.until(() => seatsOf(red)['blue'] === 'in:1');
      // B stands still, nothing of it running (as in a long pause), until A no longer counts blue.
      b.child.kill('SIGSTOP');
      try {
        await red.until(() => seatsOf(red)['blue'] === 'away:0', 20_000);
      } finally {
        b.child.kill('SIGCONT');
      }
      // Back, B renews its entry on its first turn, and A is told: blue is counted again.
      await red.until(() => seatsOf(red)['blue'] === 'in:1');
      expect(blue.ws.readyState).toBe(blue.ws.OPEN);
      expect(seatsOf(blue)).toEqual({ red: 'in:1', blue: 'in:1' });
    } finally {
      await c.close();
    }
  }, 60_000);

  it('a game removed through one process is told at once to its connections on the other, which no longer plays it', async () => {
    const c = cluster(servers, 'removed');
    try {
      const a = await c.start();
      const b = await c.start();
      const game = await createGame(a.url, { ruleset: 'dogs-of-war', seed: 6, mode: 'hotseat' });
      const red = await Client.join(b.url, game.id, game.tokens['red']);
      const watcher = await Client.join(b.url, game.id);
      c.clients.push(red, watcher);
      const res = await fetch(`${a.url}/api/games/${game.id}`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tokens: Object.values(game.tokens) }),
      });
      expect(res.status).toBe(200);
      for (const client of [red, watcher]) {
        await client.until(() => client.messages.some((m) => m.type === 'removed'));
        expect(removedMessage.parse(client.messages.find((m) => m.type === 'removed'))).toEqual({
          type: 'removed',
          gameId: game.id,
        });
      }
      // B dropped the game from memory: it answers as the database does.
      expect((await fetch(`${b.url}/api/games/${game.id}`)).status).toBe(404);
      const state = red.latest()!;
      const answer = await red.choose(state.index, state.legal[0] ?? null);
      expect(answer).toMatchObject({ type: 'error', code: 'game/not-found' });
    } finally {
      await c.close();
    }
  }, 60_000);
});
