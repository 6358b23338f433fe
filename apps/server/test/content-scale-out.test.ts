/**
 * A player's own content pack across server processes sharing PostgreSQL, Redis carrying updates:
 * the pack is sent to process A and a game is made on it there; a seat connected to process B,
 * which never received the pack, plays the game with it (B reads the pack from the database by its
 * hash); A is killed with SIGKILL and the game goes on through B with the pack.
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { hybridRuleset } from '@skirmish/hybrid';
import { PostgresStorage } from '../src/postgres.ts';
import { WARHOUND, hybridPackWithLongBase } from './fixtures/hybrid-pack.ts';
import { Client, createGame, kill, serveProcess, type State } from './helpers.ts';

/** CI starts a real PostgreSQL and a real Redis and names them here. */
const PG_URL = process.env['SKIRMISH_TEST_DATABASE_URL'];
const REDIS_URL = process.env['SKIRMISH_TEST_REDIS_URL'];

interface Played {
  readonly index: number;
  readonly seat: string;
  readonly choice: unknown;
}

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

  it('a pack sent to A and a game made on it through A are played by a seat on B; after A is killed the game goes on through B with the pack', async () => {
    const schema = `pack_${randomBytes(6).toString('hex')}`;
    const env = { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl, NODE_ENV: 'production' };
    const children: ChildProcess[] = [];
    const clients: Client[] = [];
    const start = async () => {
      const s = await serveProcess(env);
      children.push(s.child);
      return s;
    };
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

      const played: Played[] = [];
      let crossed = 0;
      /** One choice by a seat that is asked; the other seat, on its own process, must see it. */
      const playOne = async () => {
        for (;;) {
          const target = played.length;
          for (const c of Object.values(on)) await c.until(() => (c.latest()?.index ?? -1) >= target);
          const seat = seats.find((s) => {
            const st = on[s]!.latest()!;
            return st.legal.length > 0 && st.pending.some((d) => d.seats.includes(s));
          });
          if (!seat) throw new Error('no seat is asked');
          const st = on[seat]!.latest()!;
          const choice = st.legal[plan.pick(st.legal.length)];
          const answer = await on[seat]!.choose(st.index, choice);
          if (answer.type === 'error' && answer.code === 'choice/stale') continue;
          expect(answer).toMatchObject({ type: 'ack', index: st.index + 1 });
          played.push({ index: st.index, seat, choice });
          const other = seats.find((s) => s !== seat)!;
          await on[other]!.until(() => (on[other]!.latest()?.index ?? -1) >= st.index + 1);
          crossed++;
          return;
        }
      };

      for (let i = 0; i < 10; i++) await playOne();
      expect(crossed).toBe(10);
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
      for (const c of clients) c.close();
      for (const c of children) await kill(c);
    }
  }, 120_000);
});
