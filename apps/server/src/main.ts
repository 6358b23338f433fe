import { parseArgs } from 'node:util';
import { defaultRegistry } from './catalog.ts';
import { buildServer } from './app.ts';
import { openStorage } from './postgres.ts';

/** What `serve.mjs` was asked for. */
export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly db: string;
  readonly botWorkers: number;
  readonly diagnostics: boolean;
}

/** A command line `serve.mjs` cannot run with; its message is one line for the user. */
export class ServeUsageError extends Error {}

const USAGE = 'usage: serve.mjs [--port N] [--host H] [--db FILE] [--bot-workers N] [--diagnostics]';

/** The options of a `serve.mjs` command line, or a `ServeUsageError` naming what is wrong. */
export function serveOptions(argv: readonly string[]): ServeOptions {
  let values: { port?: string; host?: string; db?: string; 'bot-workers'?: string; diagnostics?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        'bot-workers': { type: 'string' },
        diagnostics: { type: 'boolean' },
      },
    }));
  } catch (e) {
    throw new ServeUsageError(`${(e as Error).message.split('\n')[0]} (${USAGE})`);
  }
  const whole = (name: string, text: string | undefined, fallback: number, least: number, most: number): number => {
    if (text === undefined) return fallback;
    const n = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
    if (!(n >= least && n <= most))
      throw new ServeUsageError(
        `--${name} must be a whole number from ${least} to ${most}, got ${JSON.stringify(text)}`,
      );
    return n;
  };
  const host = values.host ?? '127.0.0.1';
  const db = values.db ?? './data/skirmish.db';
  if (host === '') throw new ServeUsageError('--host must name a host');
  if (db === '') throw new ServeUsageError('--db must name a file');
  return {
    port: whole('port', values.port, 8080, 0, 65535),
    host,
    db,
    botWorkers: whole('bot-workers', values['bot-workers'], 1, 1, 16),
    diagnostics: values.diagnostics === true,
  };
}

/**
 * `node apps/server/bin/serve.mjs [--port 8080] [--host 127.0.0.1] [--db FILE] [--bot-workers N] [--diagnostics]`: the server
 * without the CLI. Games go to PostgreSQL when DATABASE_URL names one, else to the SQLite file;
 * with REDIS_URL as well, several such processes serve the same games (see docs/reliability.md).
 * A command line it cannot run with throws `ServeUsageError` before anything is opened.
 */
export async function main(argv: readonly string[]): Promise<void> {
  const { port, host, db, botWorkers, diagnostics } = serveOptions(argv);
  const databaseUrl = process.env['DATABASE_URL'];
  const redisUrl = process.env['REDIS_URL'];
  const writer = process.env['SKIRMISH_SQLITE_WRITER'];
  // How often this process renews who is connected through it, for the others (ms; with Redis).
  const presenceRenewMs = Number(process.env['SKIRMISH_PRESENCE_RENEW_MS'] ?? '');
  const storage = await openStorage({
    databaseUrl,
    databaseSchema: process.env['DATABASE_SCHEMA'],
    sqliteFile: db,
    ...(writer === 'inline' || writer === 'thread' ? { sqliteWriter: writer } : {}),
  });
  const app = await buildServer({
    registry: defaultRegistry(),
    storage,
    botWorkers,
    ...(redisUrl ? { redisUrl } : {}),
    ...(Number.isSafeInteger(presenceRenewMs) && presenceRenewMs >= 100 ? { presenceRenewMs } : {}),
    ...(diagnostics ? { diagnostics: true } : {}),
  });
  const address = await app.listen({ port, host });
  process.stdout.write(`Skirmish is serving ${address} (pid ${process.pid})\n`);
  const stop = () => {
    void app
      .close()
      .then(() => storage.close())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
