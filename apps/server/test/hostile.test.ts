import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, Registry, type AnyRuleset } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { defaultRegistry } from '../src/catalog.ts';
import { MAX_NESTING, nestsDeeper } from '../src/protocol.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';
import { Client, createGame } from './helpers.ts';

/** A reason code: `topic/reason`. */
const REASON = /^[a-z][a-z0-9-]*\/[a-z0-9/-]+$/;

/** Anything a hostile client might send as JSON. */
const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ ruleset: fc.jsonValue({ maxDepth: 2 }), seats: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({
    token: fc.oneof(fc.string({ minLength: 10, maxLength: 40 }), fc.jsonValue({ maxDepth: 1 })),
    index: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double(), fc.string()),
    choice: fc.jsonValue({ maxDepth: 3 }),
  }),
);

describe('hostile input, generated: HTTP', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let storage: SqliteStorage;
  let game: { id: string; tokens: Record<string, string> };
  beforeAll(async () => {
    storage = new SqliteStorage(':memory:');
    app = await buildServer({ registry: new Registry().register(duel), storage });
    const res = await app.inject({ method: 'POST', url: '/api/games', payload: { ruleset: 'duel', seed: 9 } });
    game = res.json();
    await app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/choices`,
      payload: { token: game.tokens['north'], index: 0, choice: { kind: 'commit', dice: 2 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  it('any body on any route is refused with a reason code, or accepted and recorded once; nothing else changes', async () => {
    const routes = [
      '/api/games',
      `/api/games/${game.id}/choices`,
      `/api/games/${game.id}/branch`,
      '/api/rulesets/duel/odds/hits',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), hostileJson, async (url, body) => {
        const before = (await storage.getGame(game.id))!.record.choices.length;
        const res = await app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
        const after = (await storage.getGame(game.id))!.record.choices.length;
        if (res.statusCode >= 400) {
          expect(res.json<{ error: { code: string } }>().error.code).toMatch(REASON);
          expect(after).toBe(before);
        } else if (url.endsWith('/choices')) {
          // Only a legal choice, by the seat whose token it is, at the current index, lands.
          expect(after).toBe(before + 1);
        }
      }),
      { numRuns: 150, seed: 7 },
    );
  });

  it('malformed JSON text and oversized bodies are refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        fc.pre(!valid);
        const res = await app.inject({
          method: 'POST',
          url: '/api/games',
          payload: text,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: { code: string } }>().error.code).toMatch(REASON);
      }),
      { numRuns: 100, seed: 8 },
    );
    const huge = await app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/choices`,
      payload: JSON.stringify({ token: game.tokens['south'], index: 1, choice: { pad: 'x'.repeat(70_000) } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('a body nested thousands deep is refused before anything walks it; nothing is stored', async () => {
    const before = (await storage.listGames({ limit: 1000 })).length;
    const choices = (await storage.getGame(game.id))!.record.choices.length;
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    for (const [url, payload] of [
      ['/api/games', `{"ruleset":"duel","setup":${deep(5000)}}`],
      ['/api/games', `{"ruleset":"duel","options":{"x":${deep(MAX_NESTING)}}}`],
      [`/api/games/${game.id}/choices`, `{"token":"${game.tokens['south']}","index":1,"choice":${deep(20_000)}}`],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'http/bad-request',
          message: `The body nests arrays and objects more than ${MAX_NESTING} deep; nothing was stored`,
        },
      });
    }
    expect(await storage.listGames({ limit: 1000 })).toHaveLength(before);
    expect((await storage.getGame(game.id))!.record.choices).toHaveLength(choices);
    // As deep as allowed, the body reaches the route, which answers for itself.
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: `{"ruleset":"duel","options":{"x":${deep(MAX_NESTING - 2)}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(allowed.json<{ error: { code: string } }>().error.code).toBe('options/unknown');
  });
});

describe('nestsDeeper', () => {
  it('counts arrays and objects alike, the top one as 1, and walks a deep value without recursion', () => {
    const nest = (n: number): unknown => {
      let v: unknown = 1;
      for (let i = 0; i < n; i++) v = i % 2 ? [v] : { k: v };
      return v;
    };
    expect(nestsDeeper(nest(64), 64)).toBe(false);
    expect(nestsDeeper(nest(65), 64)).toBe(true);
    // The object, the array a, the object in it, the array b: four deep.
    expect(nestsDeeper({ a: [1, { b: [] }], c: 'x' }, 4)).toBe(false);
    expect(nestsDeeper({ a: [1, { b: [] }], c: 'x' }, 3)).toBe(true);
    for (const scalar of [null, undefined, 0, 'text', true]) expect(nestsDeeper(scalar, 0)).toBe(false);
    expect(nestsDeeper(nest(200_000))).toBe(true);
  });
});

describe('hostile input, generated: WebSocket', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let storage: SqliteStorage;
  let url: string;
  beforeAll(async () => {
    storage = new SqliteStorage(':memory:');
    app = await buildServer({ registry: new Registry().register(duel), storage });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  /** Messages a seat may send: garbage, wrong shapes, and choices stale, duplicated, out of turn or illegal. */
  const message = (gameId: string, otherToken: string) =>
    fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc
        .record({ type: fc.constantFrom('hello', 'choose', 'undo', 'ping', 'launch') }, { requiredKeys: [] })
        .map((v) => JSON.stringify(v)),
      fc
        .record({
          index: fc.integer({ min: -2, max: 6 }),
          choice: fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.record({ kind: fc.constant('commit'), dice: fc.integer({ min: -3, max: 9 }) }),
          ),
        })
        .map((c) => JSON.stringify({ type: 'choose', id: 'x', ...c })),
      fc.constant(JSON.stringify({ type: 'hello', protocol: 1, gameId, token: otherToken })),
      fc.constant(JSON.stringify({ type: 'undo', id: 'u' })),
    );

  it('every message is answered with a reason code or acknowledged and recorded once; other games are unaffected', async () => {
    const bystander = await createGame(url, { ruleset: 'duel', seed: 3 });
    const watcher = await Client.join(url, bystander.id, bystander.tokens['north']);
    await fc.assert(
      fc.asyncProperty(fc.nat(), async (seed) => {
        const game = await createGame(url, { ruleset: 'duel', seed: seed % 1000 });
        const south = await Client.join(url, game.id, game.tokens['south']);
        const msgs = fc.sample(message(game.id, game.tokens['north']!), { numRuns: 12, seed });
        for (const m of msgs) {
          const before = (await storage.getGame(game.id))!.record.choices;
          const seen = south.messages.length;
          south.send(m);
          await south.until(() => south.messages.slice(seen).some((x) => x.type !== 'state'));
          const answer = south.messages.slice(seen).find((x) => x.type !== 'state')!;
          const after = (await storage.getGame(game.id))!.record.choices;
          if (answer.type === 'ack') {
            expect(after).toHaveLength(before.length + 1);
            expect(after.at(-1)?.seat).toBe('south');
          } else {
            expect(['error', 'pong']).toContain(answer.type);
            if (answer.type === 'error') expect(answer.code).toMatch(REASON);
            expect(after).toEqual(before);
          }
        }
        // Nothing of this reached the game next door.
        const seen = watcher.messages.length;
        watcher.send({ type: 'ping', id: 'still-there' });
        await watcher.until(() => watcher.messages.slice(seen).some((x) => x.type === 'pong'));
        expect(watcher.messages.slice(seen).filter((x) => x.type === 'state')).toEqual([]);
        south.close();
      }),
      { numRuns: 12, seed: 11 },
    );
    watcher.close();
  }, 60_000);

  it('a message nested thousands deep is refused as malformed; the connection goes on', async () => {
    const game = await createGame(url, { ruleset: 'duel', seed: 5 });
    const south = await Client.join(url, game.id, game.tokens['south']);
    const seen = south.messages.length;
    south.send(`{"type":"choose","id":"deep","index":0,"choice":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    await south.until(() => south.messages.slice(seen).some((x) => x.type === 'error'));
    expect(south.messages.slice(seen).find((x) => x.type === 'error')).toMatchObject({
      code: 'message/malformed',
      id: 'deep',
    });
    expect((await storage.getGame(game.id))!.record.choices).toEqual([]);
    south.send({ type: 'ping', id: 'after' });
    await south.until(() => south.messages.some((x) => x.type === 'pong' && x['id'] === 'after'));
    south.close();
  });

  it('a flood from one connection is cut off; the other games play on', async () => {
    const a = await createGame(url, { ruleset: 'duel', seed: 1 });
    const b = await createGame(url, { ruleset: 'duel', seed: 2 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 60, max: 400 }), async (n) => {
        const flood = await Client.join(url, a.id, a.tokens['north']);
        for (let i = 0; i < n; i++) flood.send({ type: 'choose', index: 0, choice: { kind: 'commit', dice: 1 } });
        expect(await flood.closed).toBe(1008);
        expect(flood.messages.some((m) => m.code === 'rate/limited')).toBe(true);
        const calm = await Client.join(url, b.id, b.tokens['north']);
        const at = calm.latest()!.index;
        const r = await calm.choose(at, { kind: 'commit', dice: 1 });
        expect(r.type === 'ack' || r.code === 'phase/not-your-decision').toBe(true);
        calm.close();
      }),
      { numRuns: 3, seed: 5 },
    );
    // Choices a flood got in before it was cut off were still checked one at a time: at most one landed.
    expect((await storage.getGame(a.id))!.record.choices.length).toBeLessThanOrEqual(1);
  }, 60_000);
});

/** Every path to a value in a JSON document, up to `limit` of them. */
function paths(value: unknown, limit: number): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [];
  const walk = (v: unknown, at: Array<string | number>) => {
    if (out.length >= limit) return;
    if (at.length > 0) out.push(at);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
  };
  walk(value, []);
  return out;
}

function setAt(root: unknown, path: ReadonlyArray<string | number>, f: (v: unknown) => unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const next = f(node[last]);
  if (next === DELETE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = next;
  return copy;
}
const DELETE = Symbol('delete');

/** Number fields a rule system's schema does not bound (1e308 accepted): none today. */
const UNBOUNDED: Readonly<Record<string, RegExp>> = {};

function deep(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

describe('hostile content packs, generated', () => {
  const rulesets: AnyRuleset[] = defaultRegistry().list();
  for (const ruleset of rulesets) {
    it(`${ruleset.id}: wrong types, missing fields, huge numbers and deep nesting never crash, and a refusal names a path`, () => {
      const sample: unknown = JSON.parse(JSON.stringify(ruleset.content.sample));
      expect(loadContent(ruleset.content, sample).ok).toBe(true);
      const all = paths(sample, 5000);
      const mutation = fc.constantFrom<'type' | 'delete' | 'huge' | 'deep'>('type', 'delete', 'huge', 'deep');
      const leaves = all.filter((p) => {
        let v: unknown = sample;
        for (const k of p) v = (v as Record<string | number, unknown>)[k];
        return typeof v !== 'object' || v === null;
      });
      fc.assert(
        fc.property(fc.nat({ max: leaves.length - 1 }), mutation, (i, kind) => {
          const path = leaves[i]!;
          let wasNumber = false;
          const raw = setAt(sample, path, (v) => {
            wasNumber = typeof v === 'number';
            switch (kind) {
              case 'type':
                return typeof v === 'number'
                  ? 'seven'
                  : typeof v === 'string'
                    ? { not: 'a string' }
                    : typeof v === 'boolean'
                      ? 'yes'
                      : [{ not: 'a value' }];
              case 'delete':
                return DELETE;
              case 'huge':
                return typeof v === 'number' ? 1e308 : v;
              case 'deep':
                return deep(80);
            }
          });
          const r = loadContent(ruleset.content, raw);
          const at = path.join('.');
          const names = (issue: { path: string }) =>
            issue.path === at || at.startsWith(`${issue.path}.`) || issue.path.startsWith(at);
          if (
            kind === 'deep' ||
            kind === 'type' ||
            (kind === 'huge' && wasNumber && !UNBOUNDED[ruleset.id]?.test(at))
          ) {
            // Refused, naming the path that was spoiled (or the object holding it).
            expect(r.ok, `${kind} at ${at}`).toBe(false);
            if (!r.ok && kind !== 'huge')
              expect(r.issues.some(names), `${kind} at ${at}: ${JSON.stringify(r.issues)}`).toBe(true);
          }
          if (!r.ok) {
            for (const issue of r.issues) {
              expect(issue.path.length).toBeGreaterThan(0);
              expect(issue.message.length).toBeGreaterThan(0);
            }
          }
        }),
        { numRuns: 60, seed: 3 },
      );
    });
  }

  it('content packs are data only: prototype keys and code in strings stay inert', () => {
    for (const ruleset of rulesets) {
      const sample = JSON.stringify(ruleset.content.sample);
      // JSON.parse makes "__proto__" an own key; a loader that merged it into objects would pollute them.
      const raw: unknown = JSON.parse(
        `{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, ${sample.slice(1)}`,
      );
      const r = loadContent(ruleset.content, raw);
      expect(({} as Record<string, unknown>)['polluted'], ruleset.id).toBeUndefined();
      expect((Object.prototype as Record<string, unknown>)['polluted'], ruleset.id).toBeUndefined();
      if (r.ok) {
        expect(Object.getPrototypeOf(r.content), ruleset.id).toBe(Object.prototype);
        expect((r.content as Record<string, unknown>)['polluted'], ruleset.id).toBeUndefined();
      }
      // A field holding code is a string like any other; nothing runs it.
      const code = '${globalThis.hacked = 1}';
      const withCode = JSON.parse(sample.replace(/"name":"[^"]*"/, `"name":${JSON.stringify(code)}`)) as unknown;
      loadContent(ruleset.content, withCode);
      expect((globalThis as Record<string, unknown>)['hacked'], ruleset.id).toBeUndefined();
    }
  });

  it('a 50 MB content pack is refused before it is read, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-big-'));
    try {
      const file = join(dir, 'huge-pack.json');
      writeFileSync(file, `{"pad":"${'x'.repeat(50 * 1024 * 1024)}"}`);
      const bin = join(import.meta.dirname, '..', '..', 'cli', 'bin', 'skirmish.mjs');
      const r = spawnSync(process.execPath, [bin, 'validate', 'hybrid', file], { encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(file);
      expect(r.stderr).toMatch(/limit/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
