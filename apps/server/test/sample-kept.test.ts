/**
 * A game begun on a rule system's sample pack stays playable when a later version of the program
 * brings another sample (new profiles, mended words): the server keeps the sample it was begun on,
 * by its hash, as it keeps a player's own pack.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Registry, type AnyRuleset } from '@skirmish/core';
import { hybridRuleset } from '@skirmish/hybrid';
import { buildServer } from '../src/app.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { Client } from './helpers.ts';

interface Warrior {
  profile: string;
  name: string;
}
const warriorsOf = (view: unknown) => (view as { warriors: Warrior[] }).warriors;

/** The Hybrid rules with a sample where one profile has another name: a later sample. */
function laterSample(profile: string): AnyRuleset {
  const sample = structuredClone(hybridRuleset.content.sample);
  const p = sample.profiles.find((x) => x.id === profile)!;
  p.name = `${p.name} (renamed)`;
  return { ...hybridRuleset, content: { ...hybridRuleset.content, sample } } as AnyRuleset;
}

async function serve(file: string, ruleset: AnyRuleset) {
  const storage = new SqliteStorage(file);
  const app = await buildServer({ registry: new Registry().register(ruleset), storage });
  return { app, storage };
}

describe('the sample pack a game began on', () => {
  it('is kept with the games: after the sample changes, a game begun on the old one loads, plays on and names its warriors as before', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skirmish-sample-')), 'skirmish.db');
    const first = await serve(file, hybridRuleset as AnyRuleset);
    const made = await first.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'hybrid', seed: 4, mode: 'hotseat' },
    });
    expect(made.statusCode).toBe(201);
    const { id, tokens } = made.json<{ id: string; tokens: Record<string, string> }>();
    const before = (
      await first.app.inject({ method: 'GET', url: `/api/games/${id}?token=${tokens['griffin']}` })
    ).json<{ contentHash: string; view: unknown }>();
    await first.app.close();
    await first.storage.close();

    // The next version of the program: another sample, another hash.
    const later = laterSample(warriorsOf(before.view)[0]!.profile);
    const second = await serve(file, later);
    const fresh = await second.app.inject({ method: 'GET', url: '/api/rulesets/hybrid/content' });
    expect(fresh.json<{ hash: string }>().hash).not.toBe(before.contentHash);
    const again = await second.app.inject({ method: 'GET', url: `/api/games/${id}?token=${tokens['griffin']}` });
    expect(again.statusCode, again.body).toBe(200);
    const snap = again.json<{ contentHash: string; view: unknown; index: number }>();
    expect(snap.contentHash).toBe(before.contentHash);
    expect(warriorsOf(snap.view).map((w) => w.name)).toEqual(warriorsOf(before.view).map((w) => w.name));
    expect(warriorsOf(snap.view).some((w) => w.name.endsWith('(renamed)'))).toBe(false);
    // It plays on: both sides keep their opening hands.
    for (const [i, seat] of ['griffin', 'scorpion'].entries()) {
      const r = await second.app.inject({
        method: 'POST',
        url: `/api/games/${id}/choices`,
        payload: { token: tokens[seat], index: i, choice: { kind: 'keep-hand' } },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    // A new game is played on the new sample.
    const newer = await second.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'hybrid', seed: 4 },
    });
    expect(newer.statusCode).toBe(201);
    const n = newer.json<{ id: string; tokens: Record<string, string> }>();
    const view = (
      await second.app.inject({ method: 'GET', url: `/api/games/${n.id}?token=${n.tokens['griffin']}` })
    ).json<{ contentHash: string; view: unknown }>();
    expect(view.contentHash).toBe(fresh.json<{ hash: string }>().hash);
    expect(warriorsOf(view.view).some((w) => w.name.endsWith('(renamed)'))).toBe(true);
    await second.app.close();
    await second.storage.close();
  });
});

describe('a game that cannot be loaded', () => {
  it('tells a player who brings his seat token why, over HTTP and the socket, not that the token is wrong', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skirmish-old-')), 'skirmish.db');
    const first = await serve(file, hybridRuleset as AnyRuleset);
    const made = await first.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { ruleset: 'hybrid', seed: 4, mode: 'hotseat' },
    });
    const { id, tokens } = made.json<{ id: string; tokens: Record<string, string> }>();
    await first.app.close();
    await first.storage.close();

    // A server of a later version of the rules.
    const second = await serve(file, { ...hybridRuleset, version: `${hybridRuleset.version}-later` } as AnyRuleset);
    const token = tokens['griffin'];
    const look = await second.app.inject({ method: 'GET', url: `/api/games/${id}?token=${token}` });
    expect(look.statusCode).toBe(409);
    expect(look.json<{ error: { code: string } }>().error.code).toBe('game/old-version');
    const history = await second.app.inject({ method: 'GET', url: `/api/games/${id}/events?token=${token}` });
    expect(history.json<{ error: { code: string } }>().error.code).toBe('game/old-version');
    const choose = await second.app.inject({
      method: 'POST',
      url: `/api/games/${id}/choices`,
      payload: { token, index: 0, choice: { kind: 'keep-hand' } },
    });
    expect(choose.statusCode).toBe(409);
    expect(choose.json<{ error: { code: string; message: string } }>().error.message).toContain('Its record is kept');
    // Over the socket: the same reason, as the answer to its hello.
    const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const c = new Client(url);
    await c.opened;
    c.send({ type: 'hello', protocol: 1, gameId: id, token });
    await c.until(() => c.messages.some((m) => m.type === 'error'));
    expect(c.messages.find((m) => m.type === 'error')?.code).toBe('game/old-version');
    c.ws.close();
    await second.app.close();
    await second.storage.close();
  });
});
