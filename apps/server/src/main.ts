import { defaultRegistry } from './catalog.ts';
import { buildServer } from './app.ts';
import { openStorage } from './postgres.ts';

/**
 * `node apps/server/bin/serve.mjs [--port 8080] [--host 127.0.0.1] [--db FILE] [--bot-workers N] [--diagnostics]`: the server
 * without the CLI. Games go to PostgreSQL when DATABASE_URL names one, else to the SQLite file;
 * with REDIS_URL as well, several such processes serve the same games (see docs/reliability.md).
 */
export async function main(argv: readonly string[]): Promise<void> {
  const arg = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const port = Number(arg('port') ?? 8080);
  const host = arg('host') ?? '127.0.0.1';
  const botWorkers = Number(arg('bot-workers') ?? 1);
  if (!Number.isInteger(botWorkers) || botWorkers < 1 || botWorkers > 16)
    throw new Error(`--bot-workers must be a whole number from 1 to 16, got ${arg('bot-workers') ?? ''}`);
  const databaseUrl = process.env['DATABASE_URL'];
  const redisUrl = process.env['REDIS_URL'];
  const writer = process.env['SKIRMISH_SQLITE_WRITER'];
  const storage = await openStorage({
    databaseUrl,
    databaseSchema: process.env['DATABASE_SCHEMA'],
    sqliteFile: arg('db') ?? './data/skirmish.db',
    ...(writer === 'inline' || writer === 'thread' ? { sqliteWriter: writer } : {}),
  });
  const app = await buildServer({
    registry: defaultRegistry(),
    storage,
    botWorkers,
    ...(redisUrl ? { redisUrl } : {}),
    ...(argv.includes('--diagnostics') ? { diagnostics: true } : {}),
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
