import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Registry, hashValue } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';
import { hybridRuleset } from '@skirmish/hybrid';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { warmachineRuleset } from '@skirmish/warmachine';

describe('HTTP server', () => {
  it('GET /api/rulesets lists the registered rule systems', async () => {
    const app = await buildServer({ registry: new Registry().register(duel), storage: new SqliteStorage(':memory:') });
    const res = await app.inject({ method: 'GET', url: '/api/rulesets' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      apiVersion: 1,
      rulesets: [{ id: 'duel', version: '1.0.0', seats: ['north', 'south'], odds: [{ id: 'hits' }] }],
    });
    // The duel names no seats: no names are sent for them.
    expect(res.json<{ rulesets: Array<{ seatNames?: unknown }> }>().rulesets[0]?.seatNames).toBeUndefined();
    await app.close();
  });
  it('GET /api/rulesets names the seats of the default set-up as players call them, in each language', async () => {
    const app = await buildServer({
      registry: new Registry().register(hybridRuleset).register(dogsOfWarRuleset).register(warmachineRuleset),
      storage: new SqliteStorage(':memory:'),
    });
    const { rulesets } = (await app.inject({ method: 'GET', url: '/api/rulesets' })).json<{
      rulesets: Array<{ id: string; seats: string[]; seatNames?: unknown }>;
    }>();
    // A name stays as it is: no title in other languages; a title of words is given in Hungarian.
    expect(rulesets.find((r) => r.id === 'hybrid')).toMatchObject({ titles: {} });
    expect(rulesets.find((r) => r.id === 'warmachine')).toMatchObject({
      title: 'Warmachine (simplified rules)',
      titles: { hu: 'Warmachine (egyszerűsített szabályok)' },
    });
    expect(rulesets.find((r) => r.id === 'hybrid')).toMatchObject({
      seats: ['griffin', 'scorpion'],
      seatNames: { griffin: { en: 'Griffin', hu: 'Griff' }, scorpion: { en: 'Scorpion', hu: 'Skorpió' } },
    });
    // A league begun in Hungarian takes a set-up of its own, its companies named in Hungarian: the
    // seats are named by it on a Hungarian page.
    const dogs = rulesets.find((r) => r.id === 'dogs-of-war') as { seatNames?: unknown; setups?: unknown };
    expect(dogs.seatNames).toEqual({
      red: { en: 'The Red Company', hu: 'A Vörös Csapat' },
      blue: { en: 'The Blue Company', hu: 'A Kék Csapat' },
    });
    expect(dogs.setups).toEqual({ hu: dogsOfWarRuleset.defaultSetups?.hu });
    expect(rulesets.find((r) => r.id === 'hybrid')).toMatchObject({ setups: {} });
    await app.close();
  });
  it('lists games with their seats named as players call them, in each language', async () => {
    const app = await buildServer({
      registry: new Registry().register(duel).register(hybridRuleset).register(dogsOfWarRuleset),
      storage: new SqliteStorage(':memory:'),
    });
    // A Dogs of War league between two companies named when it began.
    const setup = {
      companies: [
        { seat: 'a', name: 'The Wolves of Acheron' },
        { seat: 'b', name: 'The Blue Company' },
      ],
      missions: 3,
    };
    expect(
      (await app.inject({ method: 'POST', url: '/api/games', payload: { ruleset: 'dogs-of-war', seed: 1, setup } }))
        .statusCode,
    ).toBe(201);
    for (const ruleset of ['hybrid', 'duel'])
      expect((await app.inject({ method: 'POST', url: '/api/games', payload: { ruleset, seed: 1 } })).statusCode).toBe(
        201,
      );
    const { games } = (await app.inject({ method: 'GET', url: '/api/games' })).json<{
      games: Array<{ ruleset: string; seats: Array<{ seat: string; names?: unknown }> }>;
    }>();
    const seats = (id: string) => games.find((g) => g.ruleset === id)?.seats;
    expect(seats('hybrid')).toEqual([
      { seat: 'griffin', kind: 'human', names: { en: 'Griffin', hu: 'Griff' } },
      { seat: 'scorpion', kind: 'human', names: { en: 'Scorpion', hu: 'Skorpió' } },
    ]);
    // Companies by the names they were founded with, in every language: a name is not translated.
    expect(seats('dogs-of-war')).toEqual([
      { seat: 'a', kind: 'human', names: { en: 'The Wolves of Acheron', hu: 'The Wolves of Acheron' } },
      { seat: 'b', kind: 'human', names: { en: 'The Blue Company', hu: 'The Blue Company' } },
    ]);
    // A rule system that does not name its seats: the ids alone.
    expect(seats('duel')).toEqual([
      { seat: 'north', kind: 'human' },
      { seat: 'south', kind: 'human' },
    ]);
    await app.close();
  });
  it('serves a page that lists the rule systems, escaped, with a strict CSP', async () => {
    const evil = { ...duel, id: 'evil', title: '<script>alert(1)</script>' };
    const app = await buildServer({ registry: new Registry().register(evil), storage: new SqliteStorage(':memory:') });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(res.body).not.toContain('<script>alert');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    await app.close();
  });
  it("serves a rule system's content pack as data, and a 404 with a reason for an unknown one", async () => {
    const app = await buildServer({ registry: new Registry().register(duel), storage: new SqliteStorage(':memory:') });
    const res = await app.inject({ method: 'GET', url: '/api/rulesets/duel/content' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ruleset: 'duel',
      version: '1.0.0',
      hash: hashValue(duel.content.sample),
      content: duel.content.sample,
    });
    const none = await app.inject({ method: 'GET', url: '/api/rulesets/nope/content' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: { code: 'game/unknown-ruleset' } });
    await app.close();
  });
  it('reads memory only when diagnostics are on: the games in memory and the choices they hold', async () => {
    const off = await buildServer({ registry: new Registry().register(duel), storage: new SqliteStorage(':memory:') });
    expect((await off.inject({ method: 'GET', url: '/api/diagnostics/memory' })).statusCode).toBe(404);
    await off.close();
    const app = await buildServer({
      registry: new Registry().register(duel),
      storage: new SqliteStorage(':memory:'),
      diagnostics: true,
    });
    const before = (await app.inject({ method: 'GET', url: '/api/diagnostics/memory' })).json();
    expect(before).toMatchObject({ liveGames: 0, liveChoices: 0 });
    expect(before.heapUsedMB).toBeGreaterThan(0);
    const created = await app.inject({ method: 'POST', url: '/api/games', payload: { ruleset: 'duel', seed: 1 } });
    expect(created.statusCode).toBe(201);
    const { id, tokens } = created.json<{ id: string; tokens: Record<string, string> }>();
    const seat = Object.keys(tokens)[0] as string;
    const game = (await app.inject({ method: 'GET', url: `/api/games/${id}?token=${tokens[seat]}` })).json();
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/games/${id}/choices`,
      payload: { token: tokens[game.pending?.[0]?.seats?.[0] ?? seat], index: 0, choice: game.legal[0] },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/diagnostics/memory' })).json()).toMatchObject({
      liveGames: 1,
      liveChoices: 1,
    });
    await app.close();
  });
  it('answers unknown paths with a JSON error', async () => {
    const app = await buildServer({ registry: new Registry(), storage: new SqliteStorage(':memory:') });
    const res = await app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'http/not-found' } });
    await app.close();
  });
});

describe('skirmish serve', () => {
  it('starts on a port with an SQLite file it creates, serves the page and the API, and stops on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-serve-'));
    const db = join(dir, 'data', 'skirmish.db');
    const bin = join(import.meta.dirname, '..', '..', 'cli', 'bin', 'skirmish.mjs');
    const child = spawn('node', [bin, 'serve', '--port', '0', '--db', db], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /serving (http:\/\/[^\s]+)/.exec(out);
          if (m?.[1]) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      expect(existsSync(db)).toBe(true);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Skirmish');
      const api = (await (await fetch(`${url}/api/rulesets`)).json()) as { rulesets: unknown[] };
      expect(Array.isArray(api.rulesets)).toBe(true);
    } finally {
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
