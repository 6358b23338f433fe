import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  Engine,
  jsonSyntaxError,
  jsonSyntaxWords,
  oddsReport,
  oddsSummaries,
  optionValueText,
  outcomeWords,
  parseOddsInputs,
  sayIn,
  showOddsProcedure,
  type AnyRuleset,
  type JsonSyntaxError,
  type Locale,
  type OptionSpec,
  type Registry,
  type Result,
} from '@skirmish/core';

import { WorkerBotRunner } from './bots/pool.ts';
import { RedisBus } from './bus.ts';
import { availableBots } from './catalog.ts';
import { GameService, MAX_CONTENT_BYTES, type BotRunner } from './games.ts';
import { packJsonSchema } from './packs.ts';
import {
  MAX_MESSAGE_BYTES,
  MAX_NESTING,
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  contentParams,
  localeQuery,
  oddsListQuery,
  describeZodError,
  emptyQuery,
  oddsBody,
  oddsParams,
  rulesetParams,
  nestsDeeper,
} from './protocol.ts';
import { RateLimiter, checked, registerGameRoutes } from './routes.ts';
import type { Storage } from './storage.ts';

export const API_VERSION = 1;

export interface ServerDeps {
  readonly registry: Registry;
  readonly storage: Storage;
  readonly logger?: boolean;
  /** Where the log goes when `logger` is on (standard output by default). */
  readonly logStream?: { write(line: string): void };
  /** HTTP requests a second per client address, and the burst allowed (default 100 and 400). */
  readonly httpRate?: { readonly rate: number; readonly burst: number };
  /**
   * Content packs a client address may send, a second and in a burst (default one every 6 seconds,
   * 10 at once): each is up to 2 MiB and is stored for good, so they are counted on their own.
   */
  readonly contentRate?: { readonly rate: number; readonly burst: number };
  readonly bots?: BotRunner;
  /** How many worker threads the bots of all games share (1 unless given; unused with `bots`). */
  readonly botWorkers?: number;
  /** The bot kinds each rule system can be played by; by default from the catalog's bot knowledge. */
  readonly botKinds?: (ruleset: string) => readonly string[];
  /** The built web app (apps/web/dist). Without it the server serves a plain page. */
  readonly webRoot?: string;
  /** Redis carrying updates between server processes that share one PostgreSQL database. */
  readonly redisUrl?: string;
  /**
   * `GET /api/diagnostics/memory`: a full collection (when node runs with `--expose-gc`), then the
   * process's memory and what the games in memory hold. Off by default; load runs turn it on.
   */
  readonly diagnostics?: boolean;
  /**
   * How often the server pings each WebSocket (a protocol ping, which a browser answers by
   * itself, in ms; default 30 seconds). One that has not answered by the next ping is closed: a
   * player whose connection vanished without closing is then shown away.
   */
  readonly socketHeartbeatMs?: number;
  /**
   * With Redis: how often this process renews, for the others, who is connected to each game
   * through it (ms, default 10 seconds); a process that stops renewing stops counting after three
   * times that.
   */
  readonly presenceRenewMs?: number;
}

/** A summary of each rule system, for the home page and `GET /api/rulesets`. */
export function rulesetSummaries(registry: Registry) {
  return registry.list().map((r) => {
    const seats = seatsOf(r);
    return {
      seats,
      ...seatNamesOf(r, seats),
      id: r.id,
      version: r.version,
      title: r.title,
      summary: r.summary,
      titles: r.titles ?? {},
      summaries: r.summaries ?? {},
      setups: r.defaultSetups ?? {},
      options: r.options.map(optionSummary),
      odds: r.odds.map((p) => ({ id: p.id, description: p.description })),
      bots: availableBots(r.id),
      play: r.play ?? 'competitive',
    };
  });
}

/**
 * One house-rule option as `GET /api/rulesets` sends it: a choice with its values and each value
 * in each language's words (`{"valueNames": {"up": {"en": "Round up", "hu": "Felfelé kerekít"}}}`,
 * worded as the web page words them), a whole number with the bounds it has. A yes-or-no option
 * needs neither: its type says what it takes.
 */
function optionSummary(spec: OptionSpec) {
  const base = { id: spec.id, label: spec.label, type: spec.type, default: spec.default };
  if (spec.type === 'integer')
    return {
      ...base,
      ...(spec.min !== undefined ? { min: spec.min } : {}),
      ...(spec.max !== undefined ? { max: spec.max } : {}),
    };
  if (spec.type !== 'choice') return base;
  const valueNames: Record<string, { en: string; hu: string }> = {};
  for (const v of spec.values)
    valueNames[v] = { en: optionValueText(spec, v, 'en'), hu: optionValueText(spec, v, 'hu') };
  return { ...base, values: spec.values, valueNames };
}

/** The seats of a rule system's default set-up, in turn order. */
function seatsOf(ruleset: AnyRuleset): readonly string[] {
  const engine: Result<Engine<unknown, unknown, unknown, unknown>> = Engine.create(ruleset);
  return engine.ok ? engine.value.rules.seats(ruleset.defaultSetup) : [];
}

/**
 * The default set-up's seats as players call them, in each language, where the rule system names
 * its seats (`{"seatNames": {"griffin": {"en": "Griffin", "hu": "Griff"}}}`); nothing otherwise. A
 * language with a default set-up of its own (company names) names them by that one.
 */
function seatNamesOf(
  ruleset: AnyRuleset,
  seats: readonly string[],
): { seatNames?: Record<string, { en: string; hu: string }> } {
  const p = ruleset.presenter;
  if (!p?.seat) return {};
  const names: Record<string, { en: string; hu: string }> = {};
  try {
    for (const s of seats)
      names[s] = {
        en: p.seat(s, undefined, 'en', ruleset.defaultSetup),
        hu: p.seat(s, undefined, 'hu', ruleset.defaultSetups?.hu ?? ruleset.defaultSetup),
      };
  } catch {
    return {};
  }
  return { seatNames: names };
}

/**
 * The language a request asks for with `?locale=hu`, for the refusals given before its route reads
 * its query (rate limits, an unreadable body): the query is only read here, never refused.
 */
function askedLocale(req: FastifyRequest): Locale {
  const q = req.query as { locale?: unknown } | undefined;
  return q?.locale === 'hu' ? 'hu' : 'en';
}

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** A URL as it may be logged: seat tokens in its query string are blanked. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

/**
 * One token bucket per client address. Buckets idle long enough to be full again are dropped, so
 * the table does not grow with every address ever seen.
 */
export class AddressLimiter {
  private readonly buckets = new Map<string, { limiter: RateLimiter; last: number }>();
  private seen = 0;
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = () => Date.now(),
  ) {}
  take(address: string): boolean {
    const t = this.now();
    if (++this.seen % 1024 === 0) this.prune(t);
    let b = this.buckets.get(address);
    if (!b) {
      b = { limiter: new RateLimiter(this.rate, this.burst, this.now), last: t };
      this.buckets.set(address, b);
    }
    b.last = t;
    return b.limiter.take();
  }
  get size(): number {
    return this.buckets.size;
  }
  private prune(t: number): void {
    const idle = (this.burst / this.rate) * 1000;
    for (const [k, b] of this.buckets) if (t - b.last > idle) this.buckets.delete(k);
  }
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const logger = deps.logger
    ? {
        level: 'info',
        ...(deps.logStream ? { stream: deps.logStream } : {}),
        // Tokens travel in query strings (a seat's link): never into the log.
        serializers: {
          req: (req: { method: string; url: string; ip?: string }) => ({
            method: req.method,
            url: redactUrl(req.url),
            remoteAddress: req.ip,
          }),
        },
      }
    : false;
  const app = Fastify({ logger, bodyLimit: MAX_MESSAGE_BYTES });
  const httpRate = deps.httpRate ?? { rate: 100, burst: 400 };
  const limiter = new AddressLimiter(httpRate.rate, httpRate.burst);
  // Every request, WebSocket upgrades included, is counted against its address before any work.
  app.addHook('onRequest', async (req, reply) => {
    if (!limiter.take(req.ip)) {
      reply.code(429).header('Retry-After', '1');
      const message = sayIn(askedLocale(req))('Too many requests; slow down', 'Túl sok kérés; lassíts');
      return reply.send({ error: { code: 'rate/limited', message } });
    }
    const spoken = req.headers[PROTOCOL_HEADER];
    if (spoken !== undefined && spoken !== String(PROTOCOL_VERSION)) {
      reply.code(400);
      const message = sayIn(askedLocale(req))(
        `This server speaks protocol ${PROTOCOL_VERSION}; the client speaks ${String(spoken)}. Reload the page.`,
        `Ez a szerver a(z) ${PROTOCOL_VERSION}. protokollt beszéli, a kliens a(z) ${String(spoken)}. protokollt. Töltsd újra az oldalt.`,
      );
      return reply.send({ error: { code: 'protocol/incompatible', message } });
    }
  });
  // A body nested deeper than any game's data is refused before anything reads it (content packs
  // are checked by their schema, which names where).
  app.addHook('preValidation', async (req, reply) => {
    if ((req.routeOptions.config as { ownNestingCheck?: boolean }).ownNestingCheck) return;
    if (!nestsDeeper(req.body)) return;
    reply.code(400);
    const message = sayIn(askedLocale(req))(
      `The body nests arrays and objects more than ${MAX_NESTING} deep; nothing was stored`,
      `A kérés törzse ${MAX_NESTING} szintnél mélyebben ágyaz egymásba tömböket és objektumokat; semmi sem tárolódott`,
    );
    return reply.send({ error: { code: 'http/bad-request', message } });
  });
  // JSON bodies are read as before (a leading byte-order mark allowed, `__proto__` refused); one
  // that is not JSON keeps where it breaks, for the refusal to name its line and column.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const body = String(raw);
    void parseJson(req, body, (err: Error | null, value?: unknown) => {
      if (err && (err as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        const at = jsonSyntaxError(body.replace(/^\uFEFF/, ''));
        done(Object.assign(err, { jsonAt: at }), undefined);
      } else done(err, value);
    });
  });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const bots = deps.bots ?? new WorkerBotRunner({ workers: deps.botWorkers ?? 1 });
  if (!deps.bots) app.addHook('onClose', async () => (bots as WorkerBotRunner).close());
  const bus = deps.redisUrl ? new RedisBus(deps.redisUrl) : null;
  if (bus) {
    await bus.ready;
    app.addHook('onClose', async () => bus.close());
  }
  const games = new GameService({
    ...(bus ? { bus } : {}),
    registry: deps.registry,
    storage: deps.storage,
    bots,
    botKinds: deps.botKinds ?? availableBots,
    onBotError: (id, e) => app.log.error({ game: id, err: e }, 'bot failed'),
  });
  app.decorate('games', games);
  app.addHook('onClose', async () => games.close());
  registerGameRoutes(app, games, deps.storage, {
    ...(deps.socketHeartbeatMs ? { heartbeatMs: deps.socketHeartbeatMs } : {}),
    ...(bus ? { bus } : {}),
    ...(deps.presenceRenewMs ? { presenceRenewMs: deps.presenceRenewMs } : {}),
  });
  if (deps.diagnostics) {
    app.get('/api/diagnostics/memory', async () => {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      const m = process.memoryUsage();
      const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;
      return {
        collected: gc !== undefined,
        heapUsedMB: mb(m.heapUsed),
        heapTotalMB: mb(m.heapTotal),
        externalMB: mb(m.external),
        rssMB: mb(m.rss),
        ...games.memoryFigures(),
      };
    });
  }

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });

  // The summary holds every language's words side by side, so the query names nothing; anything in
  // it is refused, as on every other route, rather than quietly ignored.
  app.get('/api/rulesets', async (req, reply) => {
    if (!checked(emptyQuery, req.query, reply, 'query')) return reply;
    return { apiVersion: API_VERSION, rulesets: rulesetSummaries(deps.registry) };
  });

  app.get('/api/health', async () => ({ ok: true, apiVersion: API_VERSION, protocol: PROTOCOL_VERSION }));

  /** The rule system a content route's path names, or null with the refusal sent. */
  const packRuleset = (req: FastifyRequest, reply: FastifyReply): AnyRuleset | null => {
    const params = checked(rulesetParams, req.params, reply, 'path');
    if (!params || !checked(emptyQuery, req.query, reply, 'query')) return null;
    const ruleset = deps.registry.get(params.id);
    if (!ruleset)
      void reply
        .code(404)
        .send({ error: { code: 'game/unknown-ruleset', message: `There is no rule system "${params.id}"` } });
    return ruleset ?? null;
  };

  // A rule system's content pack (profiles, cards, missions): public data, the same for everyone.
  app.get('/api/rulesets/:id/content', async (req, reply) => {
    const ruleset = packRuleset(req, reply);
    if (!ruleset) return reply;
    return {
      ruleset: ruleset.id,
      version: ruleset.version,
      hash: games.sampleHash(ruleset),
      content: ruleset.content.sample as unknown,
    };
  });

  // The sample pack and the content format's JSON Schema as files to download: where a pack
  // author starts (the same pack as above, without the envelope).
  const packFile = (name: 'sample' | 'schema') => async (req: FastifyRequest, reply: FastifyReply) => {
    const ruleset = packRuleset(req, reply);
    if (!ruleset) return reply;
    reply.header('Content-Disposition', `attachment; filename="${ruleset.id}-${name}.json"`);
    return name === 'sample' ? (ruleset.content.sample as unknown) : packJsonSchema(ruleset.content);
  };
  app.get('/api/rulesets/:id/content/sample.json', packFile('sample'));
  app.get('/api/rulesets/:id/content/schema.json', packFile('schema'));

  // A player's own content pack: checked by the rule system's content schema, kept once by its hash.
  const contentRate = deps.contentRate ?? { rate: 1 / 6, burst: 10 };
  const packLimiter = new AddressLimiter(contentRate.rate, contentRate.burst);
  const packOptions = {
    bodyLimit: MAX_CONTENT_BYTES,
    // The content schema refuses a pack nested too deep itself, naming the path (`content/invalid`).
    config: { ownNestingCheck: true },
    // Counted before the body is read, so a flood of packs costs neither parsing nor storage.
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (packLimiter.take(req.ip)) return;
      reply.code(429).header('Retry-After', String(Math.ceil(1 / contentRate.rate)));
      const message = sayIn(askedLocale(req))(
        'Too many content packs sent; wait a little',
        'Túl sok tartalomcsomag érkezett; várj egy kicsit',
      );
      return reply.send({ error: { code: 'rate/limited', message } });
    },
  };
  app.post('/api/rulesets/:id/content', packOptions, async (req, reply) => {
    const params = checked(rulesetParams, req.params, reply, 'path');
    const query = params ? checked(localeQuery, req.query, reply, 'query') : null;
    if (!params || !query) return reply;
    const added = await games.addContent(params.id, req.body, query.locale);
    if (!added.ok) {
      const code = added.error.code;
      reply.code(code === 'game/unknown-ruleset' ? 404 : code === 'storage/failed' ? 503 : 400);
      return { error: added.error };
    }
    reply.code(added.value.created ? 201 : 200);
    return { ruleset: added.value.ruleset, hash: added.value.hash };
  });

  /** The pack a content route's hash names (cacheable: the same bytes for ever), or null with the refusal sent. */
  const packByHash = async (req: FastifyRequest, reply: FastifyReply) => {
    const params = checked(contentParams, req.params, reply, 'path');
    if (!params || !checked(emptyQuery, req.query, reply, 'query')) return null;
    const found = await games.content(params.hash);
    if (!found.ok) {
      void reply.code(found.error.code === 'content/not-found' ? 404 : 503).send({ error: found.error });
      return null;
    }
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return { hash: params.hash, ...found.value };
  };

  // A content pack by its hash (a stored one or a sample).
  app.get('/api/content/:hash', async (req, reply) => (await packByHash(req, reply)) ?? reply);

  // The same pack alone, as a file to download: what `skirmish replay --content` reads.
  app.get('/api/content/:hash/pack.json', async (req, reply) => {
    const pack = await packByHash(req, reply);
    if (!pack) return reply;
    reply.header('Content-Disposition', `attachment; filename="${pack.ruleset}-${pack.hash.slice(0, 12)}.json"`);
    return pack.content;
  });

  app.get('/api/rulesets/:id/odds', async (req, reply) => {
    const params = checked(rulesetParams, req.params, reply, 'path');
    const query = params && checked(oddsListQuery, req.query, reply, 'query');
    if (!params || !query) return reply;
    const { id } = params;
    const ruleset = deps.registry.get(id);
    if (!ruleset) {
      reply.code(404);
      return { error: { code: 'game/unknown-ruleset', message: `There is no rule system "${id}"` } };
    }
    // The choices a parameter takes from the content (profiles, models): the pack's, else the sample's.
    const engine = await games.engineFor(ruleset, query.content ?? null, {});
    if (!engine.ok) {
      const code = engine.error.code;
      reply.code(code === 'content/not-found' ? 404 : code === 'storage/failed' ? 503 : 400);
      return { error: engine.error };
    }
    return {
      ruleset: id,
      procedures: ruleset.odds.map((p) => showOddsProcedure(p, query.locale, engine.value.content)),
    };
  });

  app.post('/api/rulesets/:id/odds/:procedure', async (req, reply) => {
    const params = checked(oddsParams, req.params, reply, 'path');
    const query = params && checked(localeQuery, req.query, reply, 'query');
    if (!params || !query) return reply;
    const { id, procedure } = params;
    const locale = query.locale ?? 'en';
    const ruleset = deps.registry.get(id);
    const proc = ruleset?.odds.find((p) => p.id === procedure);
    if (!ruleset || !proc) {
      reply.code(404);
      return { error: { code: 'odds/unknown', message: `There is no odds procedure "${procedure}" for "${id}"` } };
    }
    const body = oddsBody.safeParse(req.body ?? {});
    if (!body.success) {
      reply.code(400);
      return { error: { code: 'http/bad-request', message: describeZodError(body.error, req.body ?? {}, oddsBody) } };
    }
    const engine: Result<Engine<unknown, unknown, unknown, unknown>> = await games.engineFor(
      ruleset,
      body.data.content ?? null,
      body.data.options ?? {},
    );
    if (!engine.ok) {
      reply.code(400);
      return { error: engine.error };
    }
    // Named as the API names them (`inputs.sl`), not as the command line's flags.
    const inputs = parseOddsInputs(proc.params, body.data.inputs ?? {}, locale, (name) => `inputs.${name}`);
    if (!inputs.ok) {
      reply.code(400);
      return { error: inputs.error };
    }
    const dist = proc.compute(inputs.value, { content: engine.value.content, options: engine.value.options, locale });
    if (!dist.ok) {
      reply.code(400);
      return { error: dist.error };
    }
    return oddsReport(id, proc.id, inputs.value, dist.value, outcomeWords(proc, locale), oddsSummaries(proc, locale));
  });

  const webRoot = deps.webRoot && existsSync(join(deps.webRoot, 'index.html')) ? deps.webRoot : null;
  if (webRoot) {
    // Files are looked up as they are asked for (not listed once at start), so a web app built
    // again while the server runs is served whole: its new script files too.
    await app.register(fastifyStatic, { root: webRoot, index: ['index.html'], wildcard: true });
  } else {
    app.get('/', async (_req, reply) => {
      reply.type('text/html; charset=utf-8');
      return homePage(deps.registry);
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    // The web app routes on the client: any page path that is not an API call gets index.html. A
    // file that is not there (a script, a style sheet, an image: a path under /assets/ or one with
    // an extension) is not found, rather than answered with the page in its place.
    if (webRoot && req.method === 'GET' && !req.url.startsWith('/api/') && !isFilePath(req.url)) {
      return reply.sendFile('index.html');
    }
    reply.code(404);
    return { error: { code: 'http/not-found', message: `Nothing at ${req.method} ${req.url}` } };
  });

  app.setErrorHandler(
    async (
      err: { statusCode?: number; code?: string; message: string; jsonAt?: JsonSyntaxError | null },
      req,
      reply,
    ) => {
      // Worded in the language the request asks for, as the routes' own refusals are.
      const locale = askedLocale(req);
      const say = sayIn(locale);
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        reply.code(413);
        const limit = req.routeOptions.bodyLimit ?? MAX_MESSAGE_BYTES;
        return {
          error: {
            code: 'message/too-large',
            message: say(
              `The body is larger than this request allows (${limit} bytes of JSON); nothing was stored`,
              `A kérés törzse nagyobb, mint amennyit ez a kérés megenged (${limit} bájtnyi JSON); semmi sem tárolódott`,
            ),
          },
        };
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      reply.code(status);
      return {
        error: {
          code: status === 500 ? 'http/internal' : 'http/bad-request',
          message: status === 500 ? say('Internal error', 'Belső hiba') : (bodyRefusal(err, locale) ?? err.message),
        },
      };
    },
  );

  await app.ready();
  return app;
}

/** An unreadable body's refusal in `locale` (the framework words it in English only), or null for another error. */
function bodyRefusal(err: { code?: string; jsonAt?: JsonSyntaxError | null }, locale: Locale): string | null {
  const say = sayIn(locale);
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return err.jsonAt
        ? say(
            `The body is not valid JSON: ${jsonSyntaxWords(err.jsonAt, 'en')}`,
            `A kérés törzse nem érvényes JSON: ${jsonSyntaxWords(err.jsonAt, 'hu')}`,
          )
        : err.jsonAt === null
          ? say(
              'The body holds a "__proto__" or "constructor" key, which this server refuses',
              'A kérés törzsében „__proto__” vagy „constructor” kulcs van, amelyet ez a szerver elutasít',
            )
          : say('The body is not valid JSON', 'A kérés törzse nem érvényes JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return say(
        'The body is empty, but its content type says JSON: send a JSON value, or no content type',
        'A kérés törzse üres, pedig a tartalomtípusa JSON: küldj egy JSON-értéket, vagy ne adj meg tartalomtípust',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return say(
        'The body is of a content type this server does not read: send JSON (Content-Type: application/json)',
        'A kérés törzsének tartalomtípusát ez a szerver nem olvassa: JSON-t küldj (Content-Type: application/json)',
      );
    default:
      return null;
  }
}

/** Whether a path names a file of the web app (under /assets/, or ending in an extension), not a page. */
export function isFilePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(path);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function homePage(registry: Registry): string {
  const items = registry
    .list()
    .map(
      (r) =>
        `<li><strong>${escapeHtml(r.title)}</strong> <code>${escapeHtml(r.id)}</code> ${escapeHtml(r.version)}<br>${escapeHtml(r.summary)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Skirmish</title></head>
<body>
<h1>Skirmish</h1>
<p>Tabletop miniature wargames with the rules enforced by the program.</p>
<h2>Rule systems</h2>
<ul id="rulesets">
${items || '<li>No rule system is installed.</li>'}
</ul>
</body>
</html>`;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: GameService;
  }
}
