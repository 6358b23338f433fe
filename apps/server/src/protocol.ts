import { MAX_CONTENT_DEPTH, findTooDeep, issueInWords, z } from '@skirmish/core';

/** The wire protocol's version. A client that speaks another one is refused with a reason. */
export const PROTOCOL_VERSION = 1;

/** A content pack's hash: 64 hex digits. */
const contentHash = z.string().regex(/^[0-9a-f]{64}$/, 'a content pack hash (64 hex digits)');

/** Largest WebSocket message or HTTP body accepted, in bytes. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * Deepest nesting of arrays and objects accepted in a message or body. No choice, set-up or
 * content pack comes near it; a body nested thousands deep would overflow the stack of whatever
 * walks it later (storing it, hashing it).
 */
export const MAX_NESTING = MAX_CONTENT_DEPTH;

/** Whether `value` nests arrays and objects more than `limit` deep (the content packs' check). */
export function nestsDeeper(value: unknown, limit: number = MAX_NESTING): boolean {
  return findTooDeep(value, limit) !== null;
}

/**
 * A seat token as a client hands it over: any string (ours are 32 characters) that is not absurdly
 * long. One that opens no seat, however short, is answered `seat/bad-token`, not as malformed.
 */
const token = z.string().max(4096);
const gameId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), protocol: z.number().int(), gameId, token: token.optional() }).strict(),
  z
    .object({
      type: z.literal('choose'),
      id: z.string().max(64).optional(),
      index: z.number().int().min(0),
      choice: z.unknown(),
    })
    .strict(),
  z.object({ type: z.literal('undo'), id: z.string().max(64).optional() }).strict(),
  // Gives the game up (a seat only): added after protocol 1 began, understood by the same version.
  z.object({ type: z.literal('resign'), id: z.string().max(64).optional() }).strict(),
  z.object({ type: z.literal('ping'), id: z.string().max(64).optional() }).strict(),
  z
    .object({
      type: z.literal('history'),
      id: z.string().max(64).optional(),
      from: z.number().int().min(0).optional(),
    })
    .strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/**
 * Server to client: who is in a game now (sent on joining, and to everyone in it whenever a
 * connection joins, leaves or closes). A bot's seat always counts as connected; `connections` is
 * how many connections a seat has open (2: the seat is open in two tabs); `watchers` counts the
 * spectators. Checked against this schema before it is sent, as client messages are on arrival.
 */
export const presenceMessage = z
  .object({
    type: z.literal('presence'),
    seats: z
      .array(
        z
          .object({
            seat: z.string().min(1).max(64),
            kind: z.enum(['human', 'bot']),
            connected: z.boolean(),
            connections: z.number().int().min(0),
          })
          .strict(),
      )
      .max(64),
    watchers: z.number().int().min(0),
  })
  .strict();
export type PresenceMessage = z.infer<typeof presenceMessage>;

/**
 * Server to client: the game this connection is in was removed (`DELETE /api/games/:id`), told to
 * every connection of it at once, through whichever process it is connected to. Nothing more is
 * sent about the game; the connection stays open until the client closes it.
 */
export const removedMessage = z.object({ type: z.literal('removed'), gameId }).strict();
export type RemovedMessage = z.infer<typeof removedMessage>;

export const createGameBody = z
  .object({
    ruleset: z.string().min(1).max(64),
    options: z.record(z.string(), z.unknown()).optional(),
    setup: z.unknown().optional(),
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    seats: z.record(z.string().max(64), z.string().max(64)).optional(),
    mode: z.enum(['online', 'hotseat']).optional(),
    content: contentHash.optional(),
  })
  .strict();

export const chooseBody = z.object({ token, index: z.number().int().min(0), choice: z.unknown() }).strict();

/**
 * `DELETE /api/games/:id`: the seat token of whoever removes the game, or every token a screen
 * holds of it (a game on one screen has one a seat).
 */
export const removeBody = z
  .object({ token: token.optional(), tokens: z.array(token).max(64).optional() })
  .strict()
  .refine((b) => b.token !== undefined || (b.tokens?.length ?? 0) > 0, {
    message: 'a seat token (token) or several (tokens)',
    path: ['token'],
  });

/** `POST /api/games/:id/resign`: the seat that gives the game up, by its token. */
export const resignBody = z.object({ token }).strict();

export const branchBody = z
  .object({ upTo: z.number().int().min(0), seats: z.record(z.string().max(64), z.string().max(64)).optional() })
  .strict();

/**
 * The first problem of a message or body that `schema` refused, in words: where it is, what was
 * expected there and what stands there instead (`index: expected a whole number, not "x"`).
 */
export function describeZodError(e: z.ZodError, value: unknown, schema: z.ZodType): string {
  const i = e.issues[0];
  if (!i) return 'malformed message';
  const path = i.path.map(String).join('.');
  const words = issueInWords(i, value, schema);
  return path ? `${path}: ${words}` : words;
}

/** The header an HTTP client names its protocol version in; a client that sends another one is refused. */
export const PROTOCOL_HEADER = 'x-skirmish-protocol';

/** Path parameters and query strings are checked like bodies: known fields only, bounded. */
export const gameParams = z.object({ id: gameId }).strict();
export const seatQuery = z.object({ token: token.optional() }).strict();
export const eventsQuery = z
  .object({
    token: token.optional(),
    from: z
      .string()
      .regex(/^\d{1,9}$/, 'a whole number of choices, 0 or more')
      .optional(),
  })
  .strict();
export const listQuery = z
  .object({
    status: z.enum(['active', 'finished']).optional(),
    ruleset: z.string().min(1).max(64).optional(),
  })
  .strict();
export const rulesetParams = z.object({ id: z.string().min(1).max(64) }).strict();
export const oddsParams = z.object({ id: z.string().min(1).max(64), procedure: z.string().min(1).max(64) }).strict();
export const emptyQuery = z.object({}).strict();

/**
 * A query naming the language of the answer's words: a refused pack's problems
 * (`POST /api/rulesets/:id/content`), the odds procedures and their outcomes and refusals.
 */
export const localeQuery = z.object({ locale: z.enum(['en', 'hu']).optional() }).strict();
/** The odds procedures' listing: in a language, with the choices of a pack's content (its hash). */
export const oddsListQuery = z
  .object({
    locale: z.enum(['en', 'hu']).optional(),
    content: contentHash.optional(),
  })
  .strict();
export const contentParams = z.object({ hash: contentHash }).strict();

export const oddsBody = z
  .object({
    inputs: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    content: contentHash.optional(),
  })
  .strict();
