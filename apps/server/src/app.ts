import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Engine, oddsReport, parseOddsInputs, type AnyRuleset, type Registry, type Result } from '@skirmish/core';

import { WorkerBotRunner } from './bots/pool.ts';
import { RedisBus } from './bus.ts';
import { availableBots } from './catalog.ts';
import { GameService, type BotRunner } from './games.ts';
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION, describeZodError, oddsBody } from './protocol.ts';
import { registerGameRoutes } from './routes.ts';
import type { Storage } from './storage.ts';

export const API_VERSION = 1;

export interface ServerDeps {
  readonly registry: Registry;
  readonly storage: Storage;
  readonly logger?: boolean;
  readonly bots?: BotRunner;
  /** The bot kinds each rule system can be played by; by default from the catalog's bot knowledge. */
  readonly botKinds?: (ruleset: string) => readonly string[];
  /** The built web app (apps/web/dist). Without it the server serves a plain page. */
  readonly webRoot?: string;
  /** Redis carrying updates between server processes that share one PostgreSQL database. */
  readonly redisUrl?: string;
}

/** A summary of each rule system, for the home page and `GET /api/rulesets`. */
export function rulesetSummaries(registry: Registry) {
  return registry.list().map((r) => ({
    seats: seatsOf(r),
    id: r.id,
    version: r.version,
    title: r.title,
    summary: r.summary,
    options: r.options.map((o) => ({ id: o.id, label: o.label, type: o.type, default: o.default })),
    odds: r.odds.map((p) => ({ id: p.id, description: p.description })),
    bots: availableBots(r.id),
    play: r.play ?? 'competitive',
  }));
}

/** The seats of a rule system's default set-up, in turn order. */
function seatsOf(ruleset: AnyRuleset): readonly string[] {
  const engine: Result<Engine<unknown, unknown, unknown, unknown>> = Engine.create(ruleset);
  return engine.ok ? engine.value.rules.seats(ruleset.defaultSetup) : [];
}

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: MAX_MESSAGE_BYTES });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const bots = deps.bots ?? new WorkerBotRunner({ workers: 1 });
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
  registerGameRoutes(app, games, deps.storage);

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });

  app.get('/api/rulesets', async () => ({ apiVersion: API_VERSION, rulesets: rulesetSummaries(deps.registry) }));

  app.get('/api/health', async () => ({ ok: true, apiVersion: API_VERSION, protocol: PROTOCOL_VERSION }));

  app.get('/api/rulesets/:id/odds', async (req, reply) => {
    const { id } = req.params as { id: string };
    const ruleset = deps.registry.get(id);
    if (!ruleset) {
      reply.code(404);
      return { error: { code: 'game/unknown-ruleset', message: `There is no rule system "${id}"` } };
    }
    return {
      ruleset: id,
      procedures: ruleset.odds.map((p) => ({ id: p.id, description: p.description, rule: p.rule, params: p.params })),
    };
  });

  app.post('/api/rulesets/:id/odds/:procedure', async (req, reply) => {
    const { id, procedure } = req.params as { id: string; procedure: string };
    const ruleset = deps.registry.get(id);
    const proc = ruleset?.odds.find((p) => p.id === procedure);
    if (!ruleset || !proc) {
      reply.code(404);
      return { error: { code: 'odds/unknown', message: `There is no odds procedure "${procedure}" for "${id}"` } };
    }
    const body = oddsBody.safeParse(req.body ?? {});
    if (!body.success) {
      reply.code(400);
      return { error: { code: 'http/bad-request', message: describeZodError(body.error) } };
    }
    const engine: Result<Engine<unknown, unknown, unknown, unknown>> = Engine.create(ruleset, {
      options: body.data.options ?? {},
    });
    if (!engine.ok) {
      reply.code(400);
      return { error: engine.error };
    }
    const inputs = parseOddsInputs(proc.params, body.data.inputs ?? {});
    if (!inputs.ok) {
      reply.code(400);
      return { error: inputs.error };
    }
    const dist = proc.compute(inputs.value, { content: engine.value.content, options: engine.value.options });
    if (!dist.ok) {
      reply.code(400);
      return { error: dist.error };
    }
    return oddsReport(id, proc.id, inputs.value, dist.value);
  });

  const webRoot = deps.webRoot && existsSync(join(deps.webRoot, 'index.html')) ? deps.webRoot : null;
  if (webRoot) {
    await app.register(fastifyStatic, { root: webRoot, index: ['index.html'], wildcard: false });
  } else {
    app.get('/', async (_req, reply) => {
      reply.type('text/html; charset=utf-8');
      return homePage(deps.registry);
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    // The web app routes on the client: any page path that is not an API call gets index.html.
    if (webRoot && req.method === 'GET' && !req.url.startsWith('/api/')) {
      return reply.sendFile('index.html');
    }
    reply.code(404);
    return { error: { code: 'http/not-found', message: `Nothing at ${req.method} ${req.url}` } };
  });

  app.setErrorHandler(async (err: { statusCode?: number; message: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    reply.code(status);
    return {
      error: {
        code: status === 500 ? 'http/internal' : 'http/bad-request',
        message: status === 500 ? 'Internal error' : err.message,
      },
    };
  });

  await app.ready();
  return app;
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
