import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Registry, hashValue } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { defaultRegistry } from '../src/catalog.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';
import { hybridRuleset } from '@skirmish/hybrid';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { warmachineRuleset } from '@skirmish/warmachine';
import { memoryServer } from './helpers.ts';

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
  it('GET /api/rulesets sends each choice with its values in words in each language, and the bounds of a number', async () => {
    const server = await memoryServer(defaultRegistry());
    try {
      const res = await fetch(`${server.url}/api/rulesets`);
      expect(res.status).toBe(200);
      type Sent = Record<string, unknown> & { id: string; type: string; values?: string[]; valueNames?: unknown };
      const { rulesets } = (await res.json()) as { rulesets: Array<{ id: string; options: Sent[] }> };
      const option = (ruleset: string, id: string) =>
        rulesets.find((r) => r.id === ruleset)?.options.find((o) => o.id === id);
      // The fields sent before stay as they were; the values and their words come beside them.
      expect(option('hybrid', 'rank0Rounding')).toEqual({
        id: 'rank0Rounding',
        label: 'An odd Rank 0 warrior',
        type: 'choice',
        default: 'up',
        values: ['up', 'down'],
        valueNames: { up: { en: 'Round up', hu: 'Felfelé kerekít' }, down: { en: 'Round down', hu: 'Lefelé kerekít' } },
      });
      expect(option('hunters', 'difficulty')?.valueNames).toEqual({
        normal: { en: 'Normal', hu: 'Normál' },
        professional: { en: 'Professional', hu: 'Profi' },
        master: { en: 'Master', hu: 'Mester' },
      });
      expect(option('hybrid', 'defaultRoundLimit')).toEqual({
        id: 'defaultRoundLimit',
        label: 'Round limit when the mission sets none',
        type: 'integer',
        default: 10,
        min: 1,
        max: 50,
      });
      // A yes-or-no option is sent as before: its type says what it takes.
      expect(Object.keys(option('hybrid', 'annihilationWins') ?? {}).sort()).toEqual([
        'default',
        'id',
        'label',
        'type',
      ]);
      // Every choice of every rule system served has every value in words, Hungarian ones of its own.
      const choices = rulesets.flatMap((r) => r.options.filter((o) => o.type === 'choice'));
      expect(choices.length).toBeGreaterThan(10);
      for (const o of choices) {
        const names = o.valueNames as Record<string, { en: string; hu: string }>;
        expect(Object.keys(names), o.id).toEqual(o.values);
        for (const v of o.values ?? []) expect(names[v]?.hu, `${o.id} ${v}`).not.toBe(names[v]?.en);
      }
    } finally {
      await server.close();
    }
  });
  it('GET /api/rulesets refuses a query string it does not take with the reason, and goes on serving', async () => {
    const server = await memoryServer(defaultRegistry());
    try {
      const garbled = ['?x=1', '?%zz', '?a=%E0%A4%A', '?locale=hu', '?%00=%00', '?a[b]=1', `?${'a=1&'.repeat(2000)}`];
      for (const q of garbled) {
        const res = await fetch(`${server.url}/api/rulesets${q}`);
        expect(res.status, q.slice(0, 20)).toBe(400);
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe('http/bad-request');
        expect(error.message).toMatch(/^query: not a known field: "/);
        expect(error.message.length).toBeLessThan(200);
      }
      const after = await fetch(`${server.url}/api/rulesets`);
      expect(after.status).toBe(200);
      expect(((await after.json()) as { rulesets: unknown[] }).rulesets).toHaveLength(defaultRegistry().list().length);
    } finally {
      await server.close();
    }
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
