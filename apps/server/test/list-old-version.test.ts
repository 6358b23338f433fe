/**
 * The list of games says which were begun with an older version of their rules than the server's:
 * such a game is refused (`game/old-version`) and can never go on there.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Registry, type AnyRuleset } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { randomBotRunner } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';

interface Listed {
  id: string;
  oldVersion?: string;
}

async function serve(file: string, ruleset: AnyRuleset) {
  const storage = new SqliteStorage(file);
  const app = await buildServer({ registry: new Registry().register(ruleset), storage, bots: randomBotRunner });
  const list = async () =>
    (await app.inject({ method: 'GET', url: '/api/games?status=active' })).json<{ games: Listed[] }>().games;
  return {
    app,
    list,
    close: async () => {
      await app.close();
      await storage.close();
    },
  };
}

describe('the list of games and the version of their rules', () => {
  it('marks a game begun with an older version of its rules, which the server refuses, and no game of its own version', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skirmish-old-version-')), 'games.db');
    const first = await serve(file, duel as AnyRuleset);
    const { id } = (await first.app.inject({ method: 'POST', url: '/api/games', payload: { ruleset: 'duel' } })).json<{
      id: string;
    }>();
    // Of the version installed: nothing said.
    expect((await first.list()).find((g) => g.id === id)).not.toHaveProperty('oldVersion');
    await first.close();

    // A later version of the same rules: the game is refused, and the list says with which version it was begun.
    const second = await serve(file, { ...duel, version: '2.0.0' } as AnyRuleset);
    const look = await second.app.inject({ method: 'GET', url: `/api/games/${id}` });
    expect(look.json<{ error: { code: string } }>().error.code).toBe('game/old-version');
    expect((await second.list()).find((g) => g.id === id)?.oldVersion).toBe('1.0.0');
    // A game begun on this server is of its version.
    const fresh = (await second.app.inject({ method: 'POST', url: '/api/games', payload: { ruleset: 'duel' } })).json<{
      id: string;
    }>().id;
    expect((await second.list()).find((g) => g.id === fresh)).not.toHaveProperty('oldVersion');
    await second.close();
  });
});
