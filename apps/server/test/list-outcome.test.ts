import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Registry } from '@skirmish/core';
import { hybridRuleset } from '@skirmish/hybrid';
import { buildServer } from '../src/app.ts';
import { randomBotRunner } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';

interface Listed {
  id: string;
  status: string;
  updatedAt: string;
  outcome?: { winners: string[]; draw?: boolean; reason: string };
  reasons?: { en: string; hu: string };
}

const registry = () => new Registry().register(duel).register(hybridRuleset);

async function serve(file: string) {
  const storage = new SqliteStorage(file);
  const app = await buildServer({ registry: registry(), storage, bots: randomBotRunner });
  const list = async (status: 'active' | 'finished') =>
    (await app.inject({ method: 'GET', url: `/api/games?status=${status}` })).json<{ games: Listed[] }>().games;
  return {
    app,
    storage,
    list,
    close: async () => {
      await app.close();
      await storage.close();
    },
  };
}

async function until<T>(get: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const v = await get();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

describe('the list of finished games', () => {
  it('carries how each game ended, as its end screen shows it; one finished before outcomes were kept gets it when next loaded', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skirmish-outcome-')), 'games.db');
    const first = await serve(file);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'duel', seed: 5, seats: { north: 'bot:random', south: 'bot:random' } },
    });
    const { id } = created.json<{ id: string }>();
    const listed = await until(async () => (await first.list('finished')).find((g) => g.id === id));
    const end = (await first.app.inject({ method: 'GET', url: `/api/games/${id}` })).json<{ outcome: unknown }>();
    expect(end.outcome).not.toBeNull();
    expect(listed.outcome).toEqual(end.outcome);
    // The duel words no reasons: none are sent.
    expect(listed.reasons).toBeUndefined();
    // A running game says no outcome.
    const running = (
      await first.app.inject({ method: 'POST', url: '/api/games', payload: { ruleset: 'hybrid', seed: 1 } })
    ).json<{ id: string }>().id;
    expect((await first.list('active')).find((g) => g.id === running)).not.toHaveProperty('outcome');
    // A rule system that words its reasons: the reason in each language besides.
    await first.storage.finishGame(running, {
      winners: ['griffin'],
      draw: false,
      reason: 'a side has no warriors left',
    });
    expect((await first.list('finished')).find((g) => g.id === running)).toMatchObject({
      outcome: { winners: ['griffin'], draw: false, reason: 'a side has no warriors left' },
      reasons: { en: 'a side has no warriors left', hu: 'az egyik oldalnak nem maradt harcosa' },
    });
    await first.close();

    // As a server before outcomes were kept left it: finished, without one.
    const db = new Database(file);
    db.prepare('UPDATE games SET outcome = NULL WHERE id = ?').run(id);
    db.close();
    const second = await serve(file);
    const old = (await second.list('finished')).find((g) => g.id === id);
    expect(old).toBeDefined();
    expect(old).not.toHaveProperty('outcome');
    // Loaded again (its replay or end screen opened), it is kept, and the list's order stays.
    expect((await second.app.inject({ method: 'GET', url: `/api/games/${id}` })).statusCode).toBe(200);
    const again = await until(async () => (await second.list('finished')).find((g) => g.id === id && g.outcome));
    expect(again.outcome).toEqual(end.outcome);
    expect(again.updatedAt).toBe(old?.updatedAt);
    await second.close();
  });
});
