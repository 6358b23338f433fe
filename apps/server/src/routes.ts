import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ok, type Outcome, type Violation } from '@skirmish/core';
import { isResignation, type GameService } from './games.ts';
import type { GameBus } from './bus.ts';
import { Presence } from './presence.ts';
import {
  MAX_MESSAGE_BYTES,
  MAX_NESTING,
  nestsDeeper,
  PROTOCOL_VERSION,
  branchBody,
  chooseBody,
  clientMessage,
  type ClientMessage,
  createGameBody,
  describeZodError,
  eventsQuery,
  gameParams,
  listQuery,
  localeQuery,
  removeBody,
  resignBody,
  seatQuery,
  emptyQuery,
} from './protocol.ts';
import type { z } from '@skirmish/core';
import type { Storage } from './storage.ts';

function refuse(reply: FastifyReply, status: number, error: Violation | { code: string; message: string }) {
  reply.code(status);
  return { error };
}

/** Checks a path's parameters or query string against its schema; null (and a 400 sent) if it fails. */
export function checked<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply, where: string): T | null {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  void reply.code(400).send({
    error: { code: 'http/bad-request', message: `${where}: ${describeZodError(r.error, value ?? {}, schema)}` },
  });
  return null;
}

/** HTTP status for a rule violation: unknown things are 404, everything else a 409 or 400. */
function statusOf(code: string): number {
  if (code === 'game/not-found') return 404;
  if (
    code === 'game/not-removable' ||
    code === 'choice/stale' ||
    code === 'phase/not-your-decision' ||
    code === 'game/over' ||
    code === 'game/old-version' ||
    code === 'resign/many-sides'
  )
    return 409;
  if (code === 'storage/failed') return 503;
  return 400;
}

/** The status of a refused seat token: 403 for a token that opens no seat, else the game's own. */
function seatStatus(code: string): number {
  return code === 'seat/bad-token' ? 403 : statusOf(code);
}

/** The `id` of a message refused unread (rate limit), so the client knows which one to send again. */
function refusedId(data: Buffer, isBinary: boolean): string | undefined {
  if (isBinary || data.length > MAX_MESSAGE_BYTES) return undefined;
  try {
    const id = (JSON.parse(data.toString('utf8')) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.length <= 64 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** A token bucket: `rate` messages a second, bursts up to `burst`. */
export class RateLimiter {
  private tokens: number;
  private last: number;
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** A finished game's outcome for the lists of games, with its reason in each language where the rule system words it. */
function outcomeOf(
  games: GameService,
  ruleset: string,
  outcome: Outcome,
  setup?: unknown,
): { outcome: Outcome; reasons?: { en: string; hu: string } } {
  const reasons = games.outcomeReasons(ruleset, outcome, setup);
  return { outcome, ...(reasons ? { reasons } : {}) };
}

/** How often each WebSocket is pinged by default; one silent until the next ping is closed. */
export const SOCKET_HEARTBEAT_MS = 30_000;

export function registerGameRoutes(
  app: FastifyInstance,
  games: GameService,
  storage: Storage,
  opts: {
    readonly heartbeatMs?: number;
    /** Other server processes: who is connected through them counts too. */
    readonly bus?: GameBus;
    /** How often this process renews its connections for the others (see `Presence`). */
    readonly presenceRenewMs?: number;
  } = {},
): void {
  const heartbeatMs = opts.heartbeatMs ?? SOCKET_HEARTBEAT_MS;
  app.post('/api/games', async (req, reply) => {
    if (!checked(emptyQuery, req.query, reply, 'query')) return reply;
    const body = createGameBody.safeParse(req.body);
    if (!body.success)
      return refuse(reply, 400, {
        code: 'http/bad-request',
        message: describeZodError(body.error, req.body, createGameBody),
      });
    const created = await games.create(body.data);
    if (!created.ok) return refuse(reply, statusOf(created.error.code), created.error);
    reply.code(201);
    return created.value;
  });

  app.get('/api/games', async (req, reply) => {
    const q = checked(listQuery, req.query, reply, 'query');
    if (!q) return reply;
    const list = await storage.listGames({
      limit: 200,
      ...(q.status ? { status: q.status } : {}),
      ...(q.ruleset ? { ruleset: q.ruleset } : {}),
    });
    return {
      games: list.map((g) => ({
        id: g.id,
        ruleset: g.ruleset,
        status: g.status,
        mode: g.mode,
        choices: g.record.choices.length,
        seats: g.seats.map((s) => {
          const names = games.seatNames(g.ruleset, s.seat, g.record.setup);
          return {
            ...(s.kind === 'bot' ? { seat: s.seat, kind: 'bot', bot: s.bot } : { seat: s.seat, kind: 'human' }),
            ...(names ? { names } : {}),
          };
        }),
        createdAt: g.createdAt,
        updatedAt: g.updatedAt,
        // A campaign's set-up says so (`mode: "campaign"`), so the home page can list campaigns apart.
        ...((g.record.setup as { mode?: unknown } | null | undefined)?.mode === 'campaign' ? { campaign: true } : {}),
        // How a finished game ended, as its end screen shows every seat and spectator: public once
        // it is over. Left out for one finished before outcomes were kept, until it is next loaded.
        ...(g.status === 'finished' && g.outcome ? outcomeOf(games, g.ruleset, g.outcome, g.record.setup) : {}),
        // Where it stands (a campaign's day and place), as a spectator sees it: kept as it changes.
        ...(g.summary ? { summary: g.summary } : {}),
        // Begun with another version of its rules than the one here: it cannot go on here.
        ...(games.oldVersion(g.ruleset, g.record.version) ? { oldVersion: g.record.version } : {}),
      })),
    };
  });

  app.get('/api/games/:id', async (req, reply) => {
    const params = checked(gameParams, req.params, reply, 'path');
    const query = params && checked(seatQuery, req.query, reply, 'query');
    if (!params || !query) return reply;
    const { id } = params;
    const { token } = query;
    const opened = token ? await games.seatOf(id, token) : ok(null);
    if (!opened.ok) return refuse(reply, seatStatus(opened.error.code), opened.error);
    const snap = await games.snapshot(id, opened.value);
    if (!snap.ok) return refuse(reply, statusOf(snap.error.code), snap.error);
    return snap.value;
  });

  /**
   * Removes a game for good (see `GameService.remove`): by a seat's token, or every token of a
   * game on one screen; refusals worded in the language `?locale=` names.
   */
  app.delete('/api/games/:id', async (req, reply) => {
    const params = checked(gameParams, req.params, reply, 'path');
    const query = params && checked(localeQuery, req.query, reply, 'query');
    if (!params || !query) return reply;
    const body = removeBody.safeParse(req.body ?? {});
    if (!body.success)
      return refuse(reply, 400, {
        code: 'http/bad-request',
        message: describeZodError(body.error, req.body ?? {}, removeBody),
      });
    const tokens = [...(body.data.token !== undefined ? [body.data.token] : []), ...(body.data.tokens ?? [])];
    const r = await games.remove(params.id, tokens, query.locale);
    if (!r.ok) return refuse(reply, seatStatus(r.error.code), r.error);
    return { removed: params.id };
  });

  app.get('/api/games/:id/record', async (req, reply) => {
    const params = checked(gameParams, req.params, reply, 'path');
    const query = params && checked(seatQuery, req.query, reply, 'query');
    if (!params || !query) return reply;
    const { id } = params;
    const g = await storage.getGame(id);
    if (!g) return refuse(reply, 404, { code: 'game/not-found', message: `There is no game "${id}"` });
    // A running game's record holds secret choices (face-down counters): only finished ones are public,
    // and a running game on one screen to a seat of it (that screen sees every seat's hand anyway).
    if (g.status !== 'finished' && g.mode === 'hotseat' && query.token && (await games.seatFor(id, query.token)))
      return g.record;
    if (g.status !== 'finished')
      return refuse(reply, 409, {
        code: 'game/running',
        message: 'The record of a running game is secret until it ends',
      });
    // A resigned game's record ends where the rules still see it running: how it ended goes
    // beside its fields (a replay reads only the record's own and ignores this one).
    if (isResignation(g.outcome)) {
      // Worded here, as the lists word it, so a replay says it in the server's words.
      const reasons = games.outcomeReasons(g.ruleset, g.outcome, g.record.setup);
      return { ...g.record, resignation: { ...g.outcome, ...(reasons ? { reasons } : {}) } };
    }
    return g.record;
  });

  /**
   * The game, the seat a `?token=` opens (null: a spectator) and the `?from=` position of the
   * history and replay routes; the refusal to send for a token that opens no seat; null once a
   * malformed request has been answered.
   */
  const seatAndFrom = async (req: FastifyRequest, reply: FastifyReply) => {
    const params = checked(gameParams, req.params, reply, 'path');
    const q = params && checked(eventsQuery, req.query, reply, 'query');
    if (!params || !q) return null;
    const opened = q.token ? await games.seatOf(params.id, q.token) : ok(null);
    if (!opened.ok) return refuse(reply, seatStatus(opened.error.code), opened.error);
    // The query's pattern allows whole numbers of up to nine digits only.
    return { id: params.id, seat: opened.value, from: q.from === undefined ? 0 : Number(q.from) };
  };

  app.get('/api/games/:id/events', async (req, reply) => {
    const asked = await seatAndFrom(req, reply);
    if (!asked) return reply;
    if ('error' in asked) return asked;
    const h = await games.history(asked.id, asked.seat, asked.from);
    if (!h.ok) return refuse(reply, statusOf(h.error.code), h.error);
    return h.value;
  });

  app.get('/api/games/:id/views', async (req, reply) => {
    const asked = await seatAndFrom(req, reply);
    if (!asked) return reply;
    if ('error' in asked) return asked;
    const v = await games.views(asked.id, asked.seat, asked.from);
    if (!v.ok) return refuse(reply, statusOf(v.error.code), v.error);
    return { seat: asked.seat, ...v.value };
  });

  app.post('/api/games/:id/choices', async (req, reply) => {
    const params = checked(gameParams, req.params, reply, 'path');
    if (!params || !checked(emptyQuery, req.query, reply, 'query')) return reply;
    const { id } = params;
    const body = chooseBody.safeParse(req.body);
    if (!body.success)
      return refuse(reply, 400, {
        code: 'http/bad-request',
        message: describeZodError(body.error, req.body, chooseBody),
      });
    const opened = await games.seatOf(id, body.data.token);
    if (!opened.ok) return refuse(reply, seatStatus(opened.error.code), opened.error);
    const seat = opened.value;
    const r = await games.submit(id, seat, body.data.choice, body.data.index);
    if (!r.ok) return refuse(reply, statusOf(r.error.code), r.error);
    return { index: r.value.index, events: games.eventsFor(r.value.events, seat) };
  });

  /** The seat of `token` gives the game up: it ends at once (see `GameService.resign`). */
  app.post('/api/games/:id/resign', async (req, reply) => {
    const params = checked(gameParams, req.params, reply, 'path');
    if (!params || !checked(emptyQuery, req.query, reply, 'query')) return reply;
    const { id } = params;
    const body = resignBody.safeParse(req.body);
    if (!body.success)
      return refuse(reply, 400, {
        code: 'http/bad-request',
        message: describeZodError(body.error, req.body, resignBody),
      });
    const opened = await games.seatOf(id, body.data.token);
    if (!opened.ok) return refuse(reply, seatStatus(opened.error.code), opened.error);
    const r = await games.resign(id, opened.value);
    if (!r.ok) return refuse(reply, statusOf(r.error.code), r.error);
    return { index: r.value.index, outcome: r.value.outcome };
  });

  app.post('/api/games/:id/branch', async (req, reply) => {
    const params = checked(gameParams, req.params, reply, 'path');
    const query = params && checked(seatQuery, req.query, reply, 'query');
    if (!params || !query) return reply;
    const { id } = params;
    const body = branchBody.safeParse(req.body);
    if (!body.success)
      return refuse(reply, 400, {
        code: 'http/bad-request',
        message: describeZodError(body.error, req.body, branchBody),
      });
    const g = await storage.getGame(id);
    if (g && g.status !== 'finished' && g.mode === 'hotseat' && query.token && (await games.seatFor(id, query.token))) {
      // A "what if" from a running game on one screen: a new game on one screen from its first choices.
      const { upTo } = body.data;
      if (upTo > g.record.choices.length)
        return refuse(reply, 400, {
          code: 'game/bad-branch',
          message: `Branch at a choice between 0 and ${g.record.choices.length}`,
        });
      const created = await games.create({
        ruleset: g.ruleset,
        options: g.record.options,
        setup: g.record.setup,
        seed: g.record.seed,
        content: g.record.contentHash,
        mode: 'hotseat',
      });
      if (!created.ok) return refuse(reply, statusOf(created.error.code), created.error);
      for (const [i, c] of g.record.choices.slice(0, upTo).entries()) {
        const r = await games.submit(created.value.id, c.seat, c.choice, i);
        if (!r.ok)
          return refuse(reply, 409, { code: 'game/bad-branch', message: `Choice ${i + 1}: ${r.error.message}` });
      }
      reply.code(201);
      return created.value;
    }
    const r = await games.branch(id, body.data.upTo, body.data.seats);
    if (!r.ok) return refuse(reply, statusOf(r.error.code), r.error);
    reply.code(201);
    return r.value;
  });

  // Who is connected to each game (through any process), told to everyone in it as it changes.
  const presence = new Presence(opts.bus ?? null, opts.presenceRenewMs);
  app.addHook('onClose', async () => presence.close());
  // A removed game's connections are told at once (the other processes' through the bus).
  games.onRemoved((id) => presence.removed(id));

  app.get('/api/ws', { websocket: true }, (socket: WebSocket) => {
    // This connection, as the game's presence knows it.
    const me = {};
    let seat: string | null = null;
    let gameId: string | null = null;
    let unsubscribe: (() => void) | null = null;
    let strikes = 0;
    let closed = false;
    // Messages of one connection are handled one after the other, in order.
    let chain: Promise<void> = Promise.resolve();
    const limiter = new RateLimiter(20, 40);
    // The server's own heartbeat: a connection that answers neither a ping nor with a message
    // until the next one has vanished without closing, and is closed (its seat is then away).
    let answered = true;
    socket.on('pong', () => (answered = true));
    // Decided once the input already waiting has been read (`setImmediate` runs after the loop
    // polls its sockets): after a stall of this process the beat comes due before the answer to
    // its last ping, arrived meanwhile, is read, and the connection would be closed for nothing.
    const decide = () => {
      if (!answered) {
        socket.terminate();
        return;
      }
      answered = false;
      if (socket.readyState === socket.OPEN) socket.ping();
    };
    const beat = setInterval(() => setImmediate(decide), heartbeatMs);
    beat.unref();
    const send = (msg: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
    };
    const error = (code: string, message: string, id?: string) =>
      send({ type: 'error', code, message, ...(id ? { id } : {}) });
    const sendState = async (events: readonly unknown[]) => {
      if (!gameId) return;
      const snap = await games.snapshot(gameId, seat);
      if (snap.ok) send({ type: 'state', ...snap.value, events });
    };

    const handle = async (msg: ClientMessage): Promise<void> => {
      switch (msg.type) {
        case 'hello': {
          if (msg.protocol !== PROTOCOL_VERSION) {
            error(
              'protocol/incompatible',
              `This server speaks protocol ${PROTOCOL_VERSION}; the client speaks ${msg.protocol}. Reload the page.`,
            );
            socket.close(4000, 'incompatible protocol');
            return;
          }
          if (gameId) return error('hello/again', 'This connection has joined a game already');
          const there = await games.available(msg.gameId);
          if (!there.ok) return error(there.error.code, there.error.message);
          if (msg.token) {
            const opened = await games.seatOf(msg.gameId, msg.token);
            if (!opened.ok) return error(opened.error.code, opened.error.message);
            seat = opened.value;
          }
          gameId = msg.gameId;
          const forSeat = seat;
          const unsub = await games.subscribe(msg.gameId, (update) => {
            void sendState(games.eventsFor(update.events, forSeat));
          });
          if (closed) {
            unsub();
            return;
          }
          unsubscribe = unsub;
          send({ type: 'welcome', protocol: PROTOCOL_VERSION, seat });
          // Everyone in the game learns who is there now; this connection before its first state.
          const seats = await games.publicSeats(msg.gameId);
          if (seats.ok && !closed) await presence.join(msg.gameId, seats.value, me, { seat: forSeat, send });
          await sendState([]);
          return;
        }
        case 'choose': {
          if (!gameId) return error('hello/missing', 'Say hello with a game first', msg.id);
          if (!seat) return error('seat/spectator', 'A spectator cannot choose', msg.id);
          const r = await games.submit(gameId, seat, msg.choice, msg.index);
          if (!r.ok) {
            // A stale choice says whose choices overtook it: this seat's own from another tab is
            // no reason to make it again at the new position.
            const by =
              r.error.code === 'choice/stale' ? { overtakenBy: await games.choosersSince(gameId, msg.index) } : {};
            return send({ type: 'error', ...r.error, ...by, ...(msg.id ? { id: msg.id } : {}) });
          }
          send({ type: 'ack', index: r.value.index, ...(msg.id ? { id: msg.id } : {}) });
          return;
        }
        case 'undo': {
          if (!gameId || !seat) return error('seat/spectator', 'Only a seat can undo', msg.id);
          const r = await games.undo(gameId, seat);
          if (!r.ok) return send({ type: 'error', ...r.error, ...(msg.id ? { id: msg.id } : {}) });
          send({ type: 'ack', index: r.value.index, ...(msg.id ? { id: msg.id } : {}) });
          return;
        }
        case 'resign': {
          if (!gameId) return error('hello/missing', 'Say hello with a game first', msg.id);
          if (!seat) return error('seat/spectator', 'A spectator cannot resign', msg.id);
          const r = await games.resign(gameId, seat);
          if (!r.ok) return send({ type: 'error', ...r.error, ...(msg.id ? { id: msg.id } : {}) });
          send({ type: 'ack', index: r.value.index, ...(msg.id ? { id: msg.id } : {}) });
          return;
        }
        case 'ping':
          send({ type: 'pong', ...(msg.id ? { id: msg.id } : {}) });
          return;
        case 'history': {
          if (!gameId) return error('hello/missing', 'Say hello with a game first', msg.id);
          const h = await games.history(gameId, seat, msg.from ?? 0);
          if (!h.ok) return send({ type: 'error', ...h.error, ...(msg.id ? { id: msg.id } : {}) });
          send({ type: 'history', ...h.value, ...(msg.id ? { id: msg.id } : {}) });
          return;
        }
      }
    };

    socket.on('message', (data: Buffer, isBinary: boolean) => {
      answered = true;
      if (!limiter.take()) {
        strikes++;
        error('rate/limited', 'Too many messages; slow down', refusedId(data, isBinary));
        if (strikes > 20) socket.close(1008, 'rate limit');
        return;
      }
      if (isBinary || data.length > MAX_MESSAGE_BYTES) {
        error('message/too-large', `Messages are JSON text of at most ${MAX_MESSAGE_BYTES} bytes`);
        socket.close(1009, 'message too large');
        return;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(data.toString('utf8'));
      } catch {
        error('message/not-json', 'A message is one JSON object');
        return;
      }
      if (nestsDeeper(raw)) {
        error(
          'message/malformed',
          `A message may nest arrays and objects at most ${MAX_NESTING} deep`,
          refusedId(data, isBinary),
        );
        return;
      }
      const parsed = clientMessage.safeParse(raw);
      if (!parsed.success) {
        error('message/malformed', describeZodError(parsed.error, raw, clientMessage));
        return;
      }
      const msg = parsed.data;
      // A ping asks only whether the connection lives (the page's heartbeat): answered at once,
      // not behind a choice still being handled, so a slow game is not taken for a lost connection.
      if (msg.type === 'ping') {
        send({ type: 'pong', ...(msg.id ? { id: msg.id } : {}) });
        return;
      }
      chain = chain
        .then(() => handle(msg))
        .catch(() => error('server/internal', 'The server failed to handle this message; nothing was changed'));
    });
    socket.on('close', () => {
      closed = true;
      clearInterval(beat);
      unsubscribe?.();
      if (gameId) presence.leave(gameId, me);
    });
  });
}
