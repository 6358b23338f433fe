/**
 * A player's own content pack across server processes sharing PostgreSQL, Redis carrying updates:
 * the pack is sent to process A and a game is made on it there; a seat connected to process B,
 * which never received the pack, plays the game with it (B reads the pack from the database by its
 * hash); A is killed with SIGKILL and the game goes on through B with the pack.
 */
import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { hybridRuleset } from '@skirmish/hybrid';
import { PostgresStorage } from '../src/postgres.ts';
import { WARHOUND, hybridPackWithLongBase } from './fixtures/hybrid-pack.ts';
import { Client, createGame, kill, type State } from './helpers.ts';
import { cluster, crossPlay, sharedServers } from './shared-servers.ts';

interface HybridWarrior {
  readonly profile: string;
  readonly name: string;
  readonly squares: readonly string[];
}

/** The pack's own warrior in a seat's view: named as the pack names him, on his two squares. */
function houndIn(state: State | null): HybridWarrior | undefined {
  const warriors = (state?.view as { warriors?: HybridWarrior[] } | undefined)?.warriors ?? [];
  return warriors.find((w) => w.profile === WARHOUND);
}

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe('scale-out: a player’s own content pack served by every process from the shared database', () => {
  const servers = sharedServers();
  if (!servers) return;
  const pgUrl = servers.pgUrl;

  it('a pack sent to A and a game made on it through A are played by a seat on B; after A is killed the game goes on through B with the pack', async () => {
    const c = cluster(servers, 'pack');
    const { schema, start, clients } = c;
    const plan = SeededDice.fromSeed(91);
    const pack = hybridPackWithLongBase();
    const hash = unwrap(Engine.create(hybridRuleset, { content: pack })).contentHash;
    try {
      const [a, b] = await Promise.all([start(), start()]);

      // The pack goes to A only, and the game is made on it through A.
      const sent = await postJson<{ hash: string }>(`${a.url}/api/rulesets/hybrid/content`, pack);
      expect(sent.status).toBe(201);
      expect(sent.body.hash).toBe(hash);
      const game = await createGame(a.url, { ruleset: 'hybrid', content: hash, seed: 5 });
      const seats = Object.keys(game.tokens).sort();
      expect(seats).toEqual(['griffin', 'scorpion']);

      // griffin plays through A, scorpion through B, which has never been sent the pack.
      const on: Record<string, Client> = {
        griffin: await Client.join(a.url, game.id, game.tokens['griffin']),
        scorpion: await Client.join(b.url, game.id, game.tokens['scorpion']),
      };
      clients.push(...Object.values(on));
      // B's view is the pack's: its warrior, named by the pack, on his 1x2 base.
      const onB = houndIn(on['scorpion']!.latest());
      expect(onB?.name).toBe('Tunnel Warhound (test content)');
      expect(onB?.squares).toHaveLength(2);
      // B serves the pack itself by its hash, read from the database.
      const fromB = (await (await fetch(`${b.url}/api/content/${hash}`)).json()) as {
        hash: string;
        content: { profiles: Array<{ id: string }> };
      };
      expect(fromB.hash).toBe(hash);
      expect(fromB.content.profiles.some((p) => p.id === WARHOUND)).toBe(true);

      // Each choice must reach the other seat, on its own process.
      const { played, crossed, playOne } = crossPlay(on, seats, plan, (d, s) => d.seats.includes(s));

      for (let i = 0; i < 10; i++) await playOne();
      expect(crossed()).toBe(10);
      expect(new Set(played.map((p) => p.seat))).toEqual(new Set(seats));

      // A is killed; griffin moves to B and the game goes on there, on the pack.
      await kill(a.child);
      on['griffin']!.close();
      on['griffin'] = await Client.join(b.url, game.id, game.tokens['griffin']);
      clients.push(on['griffin']);
      expect(on['griffin'].latest()?.index).toBe(played.length);
      expect(houndIn(on['griffin'].latest())?.name).toBe('Tunnel Warhound (test content)');
      for (let i = 0; i < 10; i++) await playOne();
      expect(houndIn(on['scorpion']!.latest())?.squares).toHaveLength(2);

      // The database holds the game on the pack's hash with every acknowledged choice in order.
      const snap = (await (await fetch(`${b.url}/api/games/${game.id}`)).json()) as { contentHash: string };
      expect(snap.contentHash).toBe(hash);
      const storage = new PostgresStorage(pgUrl, { schema });
      try {
        const stored = await storage.getGame(game.id);
        expect(stored?.record.contentHash).toBe(hash);
        expect(stored?.record.choices.map((c) => ({ seat: c.seat, choice: c.choice }))).toEqual(
          played.map((p) => ({ seat: p.seat, choice: p.choice })),
        );
        expect(played.map((p) => p.index)).toEqual(played.map((_, i) => i));
        // The stored record replays on the pack, to the index both seats were shown.
        const replayed = unwrap(Engine.create(hybridRuleset, { content: pack })).replay(stored!.record);
        expect(replayed.ok).toBe(true);
      } finally {
        await storage.dropSchema();
        await storage.close();
      }
    } finally {
      await c.close();
    }
  }, 120_000);
});
