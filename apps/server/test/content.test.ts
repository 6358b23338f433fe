/**
 * A player's own content pack over HTTP: checked by the rule system's content schema, kept once
 * by its hash, served back, and played: a game, its record, a restart, a branch, the odds and the
 * bots all use the game's own pack.
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, Rational, unwrap, type GameRecord } from '@skirmish/core';
import { hybridRuleset } from '@skirmish/hybrid';
import { buildServer } from '../src/app.ts';
import { WorkerBotRunner } from '../src/bots/pool.ts';
import { defaultRegistry } from '../src/catalog.ts';
import { MAX_CONTENT_BYTES } from '../src/games.ts';
import { packJsonSchema } from '../src/packs.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { WARHOUND, hybridPackWithLongBase } from './fixtures/hybrid-pack.ts';

interface ErrorBody {
  error: { code: string; message: string; path?: string; issues?: Array<{ path: string; message: string }> };
}
interface HybridWarrior {
  profile: string;
  name: string;
  squares: string[];
  facing: string;
}

const registry = defaultRegistry();
const file = join(mkdtempSync(join(tmpdir(), 'skirmish-content-')), 'skirmish.db');
let server: Awaited<ReturnType<typeof buildServer>>;
let storage: SqliteStorage;
let url: string;

async function start(): Promise<void> {
  storage = new SqliteStorage(file);
  // Many packs are sent from one address here: the packs' own rate limit is tested on its own below.
  server = await buildServer({
    registry,
    storage,
    bots: { choose: () => Promise.reject(new Error('no bots here')) },
    contentRate: { rate: 100, burst: 100 },
  });
  url = await server.listen({ port: 0, host: '127.0.0.1' });
}
async function stop(): Promise<void> {
  await server.close();
  await storage.close();
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Rows of the contents table, read straight from the SQLite file. */
function storedPacks(): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM contents').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const warriorsOf = (view: unknown) => (view as { warriors: HybridWarrior[] }).warriors;

beforeAll(start);
afterAll(stop);

describe('content packs over HTTP', () => {
  let hash = '';

  it('a pack is checked, kept once by the hash of its content and served back by that hash', async () => {
    const pack = hybridPackWithLongBase();
    const first = await call<{ ruleset: string; hash: string }>('POST', '/api/rulesets/hybrid/content', pack);
    expect(first.status).toBe(201);
    expect(first.body.ruleset).toBe('hybrid');
    expect(first.body.hash).toBe(unwrap(Engine.create(hybridRuleset, { content: pack })).contentHash);
    hash = first.body.hash;
    const again = await call<{ hash: string }>('POST', '/api/rulesets/hybrid/content', pack);
    expect(again.status).toBe(200);
    expect(again.body.hash).toBe(hash);
    expect(storedPacks()).toBe(1);

    const got = await call<{
      hash: string;
      ruleset: string;
      content: { profiles: Array<{ id: string; base: string }> };
    }>('GET', `/api/content/${hash}`);
    expect(got.status).toBe(200);
    expect(got.body.ruleset).toBe('hybrid');
    expect(got.body.content.profiles.find((p) => p.id === WARHOUND)?.base).toBe('1x2');

    // The sample pack is named by its hash too, so a client fetches every game's pack one way.
    const sample = await call<{ hash: string }>('GET', '/api/rulesets/hybrid/content');
    expect(sample.body.hash).not.toBe(hash);
    const bySample = await call<{ content: unknown }>('GET', `/api/content/${sample.body.hash}`);
    expect(bySample.body.content).toEqual(JSON.parse(JSON.stringify(hybridRuleset.content.sample)));

    // The pack alone, as a file: the pack as kept.
    const file = await fetch(`${url}/api/content/${hash}/pack.json`);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="hybrid-${hash.slice(0, 12)}.json"`);
    expect(await file.json()).toEqual(got.body.content);
    expect((await call<ErrorBody>('GET', `/api/content/${'0'.repeat(64)}/pack.json`)).status).toBe(404);

    expect((await call<ErrorBody>('GET', `/api/content/${'0'.repeat(64)}`)).body.error.code).toBe('content/not-found');
    const bad = await call<ErrorBody>('GET', '/api/content/not-a-hash');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('hash');
  });

  it('the sample pack and the content JSON Schema download as files a pack author starts from', async () => {
    const res = await fetch(`${url}/api/rulesets/hybrid/content/sample.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="hybrid-sample.json"');
    const sample = (await res.json()) as unknown;
    expect(sample).toEqual(JSON.parse(JSON.stringify(hybridRuleset.content.sample)));
    // The file as downloaded is a pack the server takes, the sample itself (its hash is the sample's).
    const sent = await call<{ hash: string }>('POST', '/api/rulesets/hybrid/content', sample);
    const listed = await call<{ hash: string }>('GET', '/api/rulesets/hybrid/content');
    expect(sent.body.hash).toBe(listed.body.hash);
    const schema = await fetch(`${url}/api/rulesets/hybrid/content/schema.json`);
    expect(schema.headers.get('content-disposition')).toBe('attachment; filename="hybrid-schema.json"');
    // The format's schema, with the `$schema` a pack may name it by (`packJsonSchema`).
    expect(await schema.json()).toEqual(JSON.parse(JSON.stringify(packJsonSchema(hybridRuleset.content))));
    const unknown = await call<ErrorBody>('GET', '/api/rulesets/chess/content/sample.json');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'game/unknown-ruleset']);
  });

  it('a malformed pack is refused with the path of what is wrong, and nothing is kept', async () => {
    const before = storedPacks();
    const broken = (edit: (p: Record<string, unknown> & { profiles: Array<Record<string, unknown>> }) => void) => {
      const p = hybridPackWithLongBase() as Record<string, unknown> & { profiles: Array<Record<string, unknown>> };
      edit(p);
      return p;
    };
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 100; i++) {
      const next: Record<string, unknown> = {};
      deep['x'] = next;
      deep = next;
    }
    const cases: Array<{ what: string; pack: unknown; path: string }> = [
      { what: 'a wrong type', pack: broken((p) => (p.profiles[0]!['nv'] = 'three')), path: 'profiles.0.nv' },
      { what: 'a missing field', pack: broken((p) => delete p.profiles[1]!['name']), path: 'profiles.1.name' },
      { what: 'a huge number', pack: broken((p) => (p.profiles[2]!['nv'] = 1e300)), path: 'profiles.2.nv' },
      { what: 'deep nesting', pack: broken((p) => (p.profiles[0]!['equipment'] = root)), path: 'profiles.0.equipment' },
      {
        what: 'a mission naming a warrior the pack lacks',
        pack: broken((p) => {
          const m = (p['missions'] as Array<{ armies: Record<string, string[]> }>)[0]!;
          m.armies['griffin'] = ['nobody-at-all'];
        }),
        path: 'missions',
      },
      {
        what: 'a misspelt field',
        pack: broken((p) => (p.profiles[1]!['nameHU'] = 'Kutya')),
        path: 'profiles.1.nameHU',
      },
      { what: 'not an object', pack: [1, 2, 3], path: '(root)' },
    ];
    for (const c of cases) {
      const r = await call<ErrorBody>('POST', '/api/rulesets/hybrid/content', c.pack);
      expect(r.status, c.what).toBe(400);
      expect(r.body.error.code, c.what).toBe('content/invalid');
      expect(r.body.error.path, c.what).toMatch(new RegExp(`^${c.path.replace(/[.()]/g, '\\$&')}`));
      expect(r.body.error.issues?.[0]?.path, c.what).toBe(r.body.error.path);
      expect(r.body.error.message, c.what).toContain(r.body.error.path);
    }
    const big = await call<ErrorBody>(
      'POST',
      '/api/rulesets/hybrid/content',
      JSON.stringify({ ...hybridPackWithLongBase(), pad: 'x'.repeat(MAX_CONTENT_BYTES) }),
    );
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('message/too-large');
    expect(big.body.error.message).toContain(String(MAX_CONTENT_BYTES));
    const poisoned = await call<ErrorBody>('POST', '/api/rulesets/hybrid/content', '{"__proto__": {"x": 1}}');
    expect(poisoned.status).toBe(400);
    const nobody = await call<ErrorBody>('POST', '/api/rulesets/nobody/content', hybridPackWithLongBase());
    expect(nobody.status).toBe(404);
    expect(storedPacks()).toBe(before);
  });

  it('a refused pack is told its problems in Hungarian when ?locale=hu asks, at the same paths; a wrong locale is refused', async () => {
    const before = storedPacks();
    const pack = hybridPackWithLongBase() as Record<string, unknown> & { profiles: Array<Record<string, unknown>> };
    pack.profiles[0]!['nv'] = 'three';
    delete pack.profiles[1]!['name'];
    const en = await call<ErrorBody>('POST', '/api/rulesets/hybrid/content', pack);
    const hu = await call<ErrorBody>('POST', '/api/rulesets/hybrid/content?locale=hu', pack);
    expect(hu.status).toBe(400);
    expect(hu.body.error.code).toBe('content/invalid');
    expect(hu.body.error.issues?.map((i) => i.path)).toEqual(en.body.error.issues?.map((i) => i.path));
    expect(hu.body.error.issues).toEqual([
      { path: 'profiles.0.nv', message: 'egész szám kell ide, nem "three"' },
      { path: 'profiles.1.name', message: 'hiányzik (szöveg kell ide)' },
    ]);
    expect(hu.body.error.message).toBe(
      'A tartalomcsomag nem használható: profiles.0.nv: egész szám kell ide, nem "three"; profiles.1.name: hiányzik (szöveg kell ide)',
    );
    // The rule system's own checks speak Hungarian too.
    const unknown = hybridPackWithLongBase();
    (unknown['missions'] as Array<{ armies: Record<string, string[]> }>)[0]!.armies['griffin'] = ['nobody-at-all'];
    const refs = await call<ErrorBody>('POST', '/api/rulesets/hybrid/content?locale=hu', unknown);
    expect(refs.body.error.issues?.[0]).toEqual({
      path: 'missions.0.armies.griffin.0',
      message: 'nincs ilyen profil: "nobody-at-all"',
    });
    const wrong = await call<ErrorBody>('POST', '/api/rulesets/hybrid/content?locale=de', pack);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('http/bad-request');
    expect(wrong.body.error.message).toContain('locale');
    expect(storedPacks()).toBe(before);
  });

  it('a game runs on the pack; its record names the pack; it is found again after a restart; a branch keeps it', async () => {
    const created = await call<{ id: string; tokens: Record<string, string> }>('POST', '/api/games', {
      ruleset: 'hybrid',
      content: hash,
      mode: 'hotseat',
      seed: 5,
    });
    expect(created.status).toBe(201);
    const { id, tokens } = created.body;
    const token = tokens['scorpion']!;
    const snap = await call<{ contentHash: string; options: unknown; view: unknown }>(
      'GET',
      `/api/games/${id}?token=${token}`,
    );
    expect(snap.body.contentHash).toBe(hash);
    // The game's house rules, resolved, travel with the snapshot (the forms judge with them).
    expect(snap.body.options).toEqual(unwrap(Engine.create(hybridRuleset)).options);
    const hound = warriorsOf(snap.body.view).find((w) => w.profile === WARHOUND);
    expect(hound?.squares).toHaveLength(2);
    expect(hound?.name).toBe('Tunnel Warhound (test content)');
    // Both sides keep their opening hands.
    for (const [i, seat] of ['griffin', 'scorpion'].entries()) {
      const r = await call<unknown>('POST', `/api/games/${id}/choices`, {
        token: tokens[seat],
        index: i,
        choice: { kind: 'keep-hand' },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const record = await call<GameRecord>('GET', `/api/games/${id}/record?token=${token}`);
    expect(record.body.contentHash).toBe(hash);
    expect(record.body.choices).toHaveLength(2);

    await stop();
    await start();
    const back = await call<{ contentHash: string; index: number; view: unknown }>(
      'GET',
      `/api/games/${id}?token=${token}`,
    );
    expect(back.status).toBe(200);
    expect(back.body.index).toBe(2);
    expect(back.body.contentHash).toBe(hash);
    expect(warriorsOf(back.body.view).some((w) => w.profile === WARHOUND)).toBe(true);
    const views = await call<{ contentHash: string }>('GET', `/api/games/${id}/views?token=${token}`);
    expect(views.body.contentHash).toBe(hash);

    const branched = await call<{ id: string; tokens: Record<string, string> }>(
      'POST',
      `/api/games/${id}/branch?token=${token}`,
      { upTo: 1 },
    );
    expect(branched.status).toBe(201);
    const b = await call<{ contentHash: string; index: number; view: unknown }>(
      'GET',
      `/api/games/${branched.body.id}?token=${branched.body.tokens['scorpion']}`,
    );
    expect(b.body.index).toBe(1);
    expect(b.body.contentHash).toBe(hash);
    expect(warriorsOf(b.body.view).some((w) => w.profile === WARHOUND)).toBe(true);
  });

  it('a game on an unknown pack, or on a pack of another rule system, is refused and nothing is created', async () => {
    const listed = async () => (await call<{ games: unknown[] }>('GET', '/api/games')).body.games.length;
    const before = await listed();
    const unknown = await call<ErrorBody>('POST', '/api/games', { ruleset: 'hybrid', content: 'a'.repeat(64) });
    expect(unknown.body.error.code).toBe('content/not-found');
    const other = await call<ErrorBody>('POST', '/api/games', { ruleset: 'warmachine', content: hash });
    expect(other.body.error.code).toBe('content/not-found');
    const malformed = await call<ErrorBody>('POST', '/api/games', { ruleset: 'hybrid', content: 'HASH' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toContain('content');
    expect(await listed()).toBe(before);
  });

  it('the odds are figured on the pack named: its own warrior is known there and unknown in the sample', async () => {
    const inputs = { attacker: WARHOUND, target: 'purifier', level: 1 };
    const onPack = await call<{
      outcomes: Array<{ outcome: unknown; p: string }>;
      summaries?: Array<{ id: string; label: string; p: string }>;
    }>('POST', '/api/rulesets/hybrid/odds/strike', {
      inputs,
      content: hash,
    });
    expect(onPack.status).toBe(200);
    expect(onPack.body.outcomes.length).toBeGreaterThan(1);
    // With the chance of at least one wound: all but the row of none.
    const none = onPack.body.outcomes.find((o) => o.outcome === 0)?.p ?? '0/1';
    expect(onPack.body.summaries).toEqual([
      { id: 'wounded', label: 'At least one wound', p: Rational.ONE.sub(Rational.parse(none)).toString() },
    ]);
    const onSample = await call<ErrorBody>('POST', '/api/rulesets/hybrid/odds/strike', { inputs });
    expect(onSample.body.error.code).toBe('odds/unknown-profile');
  });

  it("the odds listing offers the profiles of the pack named by name (the sample's without one); an unknown or malformed pack is refused", async () => {
    interface Listed {
      procedures: Array<{
        id: string;
        params: Array<{ name: string; type: string; values?: string[]; labels?: Record<string, string> }>;
      }>;
    }
    const attackerOf = (l: Listed) =>
      l.procedures.find((p) => p.id === 'strike')?.params.find((p) => p.name === 'attacker');
    const onPack = await call<Listed>('GET', `/api/rulesets/hybrid/odds?content=${hash}`);
    expect(onPack.status).toBe(200);
    const packed = attackerOf(onPack.body);
    expect(packed?.type).toBe('choice');
    expect(packed?.values).toContain(WARHOUND);
    expect(packed?.labels?.[WARHOUND]).toBe('Tunnel Warhound (test content)');
    const sample = attackerOf((await call<Listed>('GET', '/api/rulesets/hybrid/odds?locale=hu')).body);
    expect(sample?.values).toContain('purifier');
    expect(sample?.values).not.toContain(WARHOUND);
    // By the names of the language asked for.
    expect(sample?.labels?.['purifier']).toBe('Tisztító');
    const english = attackerOf((await call<Listed>('GET', '/api/rulesets/hybrid/odds')).body);
    expect(english?.labels?.['purifier']).toBe('Purifier');
    // A procedure with no parameter from the content is listed as before.
    expect(onPack.body.procedures.find((p) => p.id === 'natural-roll')?.params.map((p) => p.type)).toEqual([
      'integer',
      'choice',
      'integer',
      'boolean',
      'boolean',
      'boolean',
    ]);
    const unknown = await call<ErrorBody>('GET', `/api/rulesets/hybrid/odds?content=${'a'.repeat(64)}`);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'content/not-found']);
    const malformed = await call<ErrorBody>('GET', '/api/rulesets/hybrid/odds?content=HASH');
    expect(malformed.status).toBe(400);
  });

  it('the odds speak Hungarian when ?locale=hu asks: the procedures, the outcomes, the refusals; a wrong locale is refused', async () => {
    interface Listed {
      procedures: Array<{ id: string; description: string; params: Array<{ name: string; description: string }> }>;
    }
    const hu = await call<Listed>('GET', '/api/rulesets/hybrid/odds?locale=hu');
    expect(hu.status).toBe(200);
    const roll = hu.body.procedures.find((p) => p.id === 'natural-roll');
    expect(roll?.description).toBe(
      'Természetes Dobás egy sikerszint ellen: tökéletes siker, siker (nem tökéletes), kudarc (nem kritikus), kritikus kudarc.',
    );
    expect(roll?.params.find((p) => p.name === 'sl')?.description).toBe('Sikerszint');
    const en = await call<Listed>('GET', '/api/rulesets/hybrid/odds');
    expect(
      en.body.procedures.find((p) => p.id === 'natural-roll')?.params.find((p) => p.name === 'sl')?.description,
    ).toBe('Success Level');

    type Report = { outcomes: Array<{ outcome: string; p: string; label?: string }> };
    const worded = await call<Report>('POST', '/api/rulesets/hybrid/odds/natural-roll?locale=hu', {
      inputs: { sl: 5 },
    });
    expect(worded.status).toBe(200);
    expect(worded.body.outcomes).toEqual([
      { outcome: 'perfect', p: '1/10', label: 'tökéletes siker' },
      { outcome: 'success', p: '2/5', label: 'siker' },
      { outcome: 'failure', p: '2/5', label: 'kudarc' },
      { outcome: 'critical', p: '1/10', label: 'kritikus kudarc' },
    ]);
    const english = await call<Report>('POST', '/api/rulesets/hybrid/odds/natural-roll', { inputs: { sl: 5 } });
    expect(english.body.outcomes.map((o) => o.label)).toEqual([
      'Perfect Success',
      'Success',
      'Failure',
      'Critical Failure',
    ]);

    // A parameter out of range, and a profile the pack does not have, are refused in Hungarian.
    const high = await call<ErrorBody>('POST', '/api/rulesets/hybrid/odds/natural-roll?locale=hu', {
      inputs: { sl: 99 },
    });
    expect(high.status).toBe(400);
    expect(high.body.error).toMatchObject({
      code: 'odds/invalid-param',
      message: 'inputs.sl: legfeljebb 30 lehet, nem 99',
    });
    const nobody = await call<ErrorBody>('POST', '/api/rulesets/hybrid/odds/strike?locale=hu', {
      inputs: { attacker: 'nobody', target: 'purifier' },
    });
    expect(nobody.body.error).toMatchObject({ code: 'odds/unknown-profile', message: 'Nincs „nobody” profil' });

    const wrong = await call<ErrorBody>('GET', '/api/rulesets/hybrid/odds?locale=de');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('http/bad-request');
    const wrongPost = await call<ErrorBody>('POST', '/api/rulesets/hybrid/odds/natural-roll?locale=de', {
      inputs: { sl: 5 },
    });
    expect(wrongPost.status).toBe(400);
    expect(wrongPost.body.error.code).toBe('http/bad-request');
  });
});

describe('bots in worker threads play on the game’s own pack', () => {
  it('a worker is sent the pack once and chooses among the legal choices of a game on it', async () => {
    const pack = hybridPackWithLongBase();
    const engine = unwrap(Engine.create(hybridRuleset, { content: pack })) as unknown as Engine<
      unknown,
      unknown,
      unknown,
      unknown
    >;
    const sample = unwrap(Engine.create(hybridRuleset)) as unknown as Engine<unknown, unknown, unknown, unknown>;
    const runner = new WorkerBotRunner({ workers: 1, timeoutMs: 60_000 });
    try {
      for (const e of [engine, engine, sample]) {
        const match = unwrap(e.start(9));
        const legal = e.legal(match, 'griffin');
        const bot = await runner.choose({
          ruleset: hybridRuleset as never,
          engine: e,
          match,
          seat: 'griffin',
          spec: 'heuristic',
          seed: 1,
        });
        expect(legal).toContainEqual(bot.choice);
      }
    } finally {
      await runner.close();
    }
  });
});

describe('content packs from one address are limited', () => {
  it('a flood of packs is refused with 429 before its bodies are read or kept; other requests go on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-content-flood-'));
    const floodStorage = new SqliteStorage(join(dir, 'flood.db'));
    const app = await buildServer({
      registry,
      storage: floodStorage,
      bots: { choose: () => Promise.reject(new Error('no bots here')) },
      contentRate: { rate: 0.001, burst: 2 },
    });
    // Each pack differs by one warrior's name, so each would be kept on its own.
    const send = (n: number) => {
      const pack = hybridPackWithLongBase() as { profiles: Array<{ name: string }> };
      const first = pack.profiles[0];
      if (first) first.name = `${first.name} ${n}`;
      return app.inject({ method: 'POST', url: '/api/rulesets/hybrid/content', payload: pack });
    };
    expect((await send(1)).statusCode).toBe(201);
    expect((await send(2)).statusCode).toBe(201);
    const third = await send(3);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: { code: 'rate/limited' } });
    expect(third.headers['retry-after']).toBe('1000');
    const rows = new Database(join(dir, 'flood.db'), { readonly: true });
    expect((rows.prepare('SELECT COUNT(*) AS n FROM contents').get() as { n: number }).n).toBe(2);
    rows.close();
    expect((await app.inject({ method: 'GET', url: '/api/rulesets' })).statusCode).toBe(200);
    await app.close();
    await floodStorage.close();
  });
});
