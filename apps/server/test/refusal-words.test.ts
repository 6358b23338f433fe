import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { defaultRegistry } from '../src/catalog.ts';
import { SqliteStorage } from '../src/sqlite.ts';

/** The refusals given before a route reads its request: an unreadable body, a flood, a body too big. */
describe('refusals of a request the routes never read, in the language it asks for', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let storage: SqliteStorage;
  beforeAll(async () => {
    storage = new SqliteStorage(':memory:');
    app = await buildServer({
      registry: defaultRegistry(),
      storage,
      httpRate: { rate: 1000, burst: 1000 },
      contentRate: { rate: 0.001, burst: 1 },
    });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  const ODDS = '/api/rulesets/hybrid/odds/natural-roll';
  const post = async (url: string, payload: string, type = 'application/json', remoteAddress = '10.1.0.1') => {
    const res = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': type }, remoteAddress });
    return { status: res.statusCode, error: res.json<{ error: { code: string; message: string } }>().error };
  };

  it('a body that is not JSON is named by line and column, in English or in Hungarian', async () => {
    const broken = '{\n  "inputs": { "sl": 5, }\n}';
    const en = await post(ODDS, broken);
    expect(en.status).toBe(400);
    expect(en.error).toEqual({
      code: 'http/bad-request',
      message: 'The body is not valid JSON: line 2, column 24: unexpected "}"',
    });
    expect((await post(`${ODDS}?locale=hu`, broken)).error.message).toBe(
      'A kérés törzse nem érvényes JSON: a 2. sor 24. oszlopában: váratlan "}"',
    );
    expect((await post(ODDS, '{"inputs": {"sl": 5')).error.message).toBe(
      'The body is not valid JSON: line 1, column 20: the text ends too soon',
    );
    // A byte-order mark first is no error, and `__proto__` stays refused, saying why.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: ODDS,
          payload: '\uFEFF{"inputs":{"sl":5}}',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(ODDS, '{"__proto__": {"x": 1}}')).error.message).toMatch(/"__proto__" or "constructor" key/);
  });

  it('an empty body, a body of another type and one too large are refused in Hungarian when ?locale=hu asks', async () => {
    const empty = await post(`${ODDS}?locale=hu`, '');
    expect(empty.status).toBe(400);
    expect(empty.error.message).toMatch(/^A kérés törzse üres, pedig a tartalomtípusa JSON/);
    expect((await post(ODDS, '')).error.message).toMatch(/^The body is empty, but its content type says JSON/);
    const xml = await post(`${ODDS}?locale=hu`, '<x/>', 'application/xml');
    expect(xml.status).toBe(415);
    expect(xml.error.message).toMatch(/^A kérés törzsének tartalomtípusát ez a szerver nem olvassa/);
    expect((await post(ODDS, '<x/>', 'application/xml')).error.message).not.toBe('Unsupported Media Type');
    const big = JSON.stringify({ inputs: { sl: 5 }, pad: 'x'.repeat(100_000) });
    const tooLarge = await post(`${ODDS}?locale=hu`, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.error.message).toMatch(
      /^A kérés törzse nagyobb, mint amennyit ez a kérés megenged \(\d+ bájtnyi JSON\)/,
    );
  });

  it('a flood of requests or of content packs is refused in Hungarian when ?locale=hu asks', async () => {
    const flood = await buildServer({ registry: defaultRegistry(), storage, httpRate: { rate: 0.001, burst: 1 } });
    try {
      const ask = () => flood.inject({ method: 'GET', url: '/api/health?locale=hu', remoteAddress: '10.1.0.2' });
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: { code: 'rate/limited', message: 'Túl sok kérés; lassíts' } });
    } finally {
      await flood.close();
    }
    const pack = (n: number) =>
      post('/api/rulesets/hybrid/content?locale=hu', JSON.stringify({ n }), undefined, '10.1.0.3');
    await pack(1);
    const second = await pack(2);
    expect(second.status).toBe(429);
    expect(second.error.message).toBe('Túl sok tartalomcsomag érkezett; várj egy kicsit');
  });

  it('odds inputs are named over HTTP as the API names them, not as command-line flags', async () => {
    const high = await post(ODDS, JSON.stringify({ inputs: { sl: 99 } }));
    expect(high.error.message).toBe('inputs.sl must be at most 30, got 99');
    const missing = await post(`${ODDS}?locale=hu`, JSON.stringify({ inputs: {} }));
    expect(missing.error.message).toBe('Az inputs.sl paraméter kötelező');
    expect((await post(ODDS, JSON.stringify({ inputs: { sl: 1, nope: 1 } }))).error.message).toBe(
      'Unknown parameter inputs.nope',
    );
  });
});
