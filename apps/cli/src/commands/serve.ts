import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError, checkKnown, intOption, stringOption } from '../args.ts';
import type { Command } from '../command.ts';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Start the web server with its SQLite file',
  help: `Usage: skirmish serve [--port 8080] [--host 127.0.0.1] [--db ./data/skirmish.db] [--bot-workers 1]

Starts the Skirmish server: the web app and its API on http://HOST:PORT, with games kept in an
SQLite file (created if missing), or in PostgreSQL when the DATABASE_URL environment variable
names one (postgres://user:password@host/db; DATABASE_SCHEMA picks a schema other than public).
With REDIS_URL as well (redis://host:port), several server processes on one PostgreSQL database
serve the same games: each announces its writes on Redis and the others catch up.

Options:
  --port N           port to listen on (default 8080; 0 picks a free one)
  --host HOST        address to listen on (default 127.0.0.1)
  --db FILE          the SQLite file (default ./data/skirmish.db); one server to a file, which
                     FILE.lock names while it runs
  --bot-workers N    threads the bots of all games share (default 1, at most 16). A search
                     bot's time counts from when its decision was asked: while other games'
                     bots hold the threads it thinks less (a tenth of its time at least), so
                     players are not kept waiting

The server runs with node's --max-old-space-size=256 (MB): started without a cap, the command
starts itself again with it. Give another cap with NODE_OPTIONS=--max-old-space-size=N, or none
with SKIRMISH_HEAP_CAP=off.
`,
  async run(args, io) {
    checkKnown(args, ['port', 'host', 'db', 'bot-workers']);
    const port = intOption(args, 'port', 8080, 0, 65535);
    const botWorkers = intOption(args, 'bot-workers', 1, 1, 16);
    const host = stringOption(args, 'host') ?? '127.0.0.1';
    const db = stringOption(args, 'db') ?? './data/skirmish.db';
    // The server runs under a heap cap given when its process starts (docs/reliability.md):
    // without one given, the command runs again in a child process started with it.
    const heap = await import('@skirmish/server/heap');
    if (!heap.heapCapGiven() && process.env['SKIRMISH_HEAP_CAP'] !== 'off') return heap.relaunchWithHeapCap();
    // Loaded only here, so the other commands start without the web server's dependencies.
    const { buildServer, openStorage } = await import('@skirmish/server');
    const databaseUrl = process.env['DATABASE_URL'];
    const redisUrl = process.env['REDIS_URL'];
    // One server to a games file: a second one would keep its own copy of each game and refuse
    // every choice it could not store.
    const release = databaseUrl ? () => undefined : holdGamesFile(db);
    let storage: Awaited<ReturnType<typeof openStorage>>;
    try {
      storage = await openStorage({ databaseUrl, databaseSchema: process.env['DATABASE_SCHEMA'], sqliteFile: db });
    } catch (e) {
      release();
      throw new UsageError(storageRefusal(e, databaseUrl ? null : db));
    }
    process.on('exit', release);
    // The web app built by `npm run build -w @skirmish/web` (npm start does it first).
    const webRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));
    const app = await buildServer({
      registry: io.registry,
      storage,
      webRoot,
      botWorkers,
      ...(redisUrl ? { redisUrl } : {}),
    });
    let address: string;
    try {
      address = await app.listen({ port, host });
    } catch (e) {
      // The address cannot be had: say why in a line, and leave nothing open behind.
      await app.close();
      await storage.close();
      release();
      throw new UsageError(listenRefusal(e, host, port));
    }
    // Ctrl-C reaches both the command and the server it started again (one process group), and
    // the command passes it on as well: the server closes once, whatever comes after. The
    // handlers are in place before the server says it is serving, so a stop asked for as soon as
    // it says so is never taken by the default action (the process killed mid-way).
    let stopping = false;
    let resolveStop = (): void => undefined;
    const stopped = new Promise<void>((resolve) => (resolveStop = resolve));
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void app
        .close()
        .then(() => storage.close())
        .then(release)
        .then(resolveStop);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    // Started again under the heap cap by a parent that is then killed outright: stop too.
    heap.watchParent(stop);
    io.out(
      `Skirmish is serving ${address} (games in ${databaseUrl ? 'PostgreSQL' : db}${redisUrl ? ', updates shared through Redis' : ''}; heap limit ${heap.heapLimitMB()} MB)\n`,
    );
    await stopped;
    return 0;
  },
};

/** Why the server could not listen on `host`:`port`, in a line, or the error itself. */
function listenRefusal(e: unknown, host: string, port: number): string {
  const code = (e as { code?: unknown }).code;
  const at = `${host}:${port}`;
  if (code === 'EADDRINUSE')
    return `${at} is in use already (another Skirmish server?); stop it or pick another port with --port`;
  if (code === 'EACCES')
    return `${at} is not open to this user (ports below 1024 need rights); pick another with --port`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `${host} is not an address of this machine; pick one with --host (127.0.0.1 by default)`;
  throw e;
}

/** Why the games' storage could not be opened (`db`: the SQLite file; null: DATABASE_URL), in a line. */
function storageRefusal(e: unknown, db: string | null): string {
  const code = (e as { code?: unknown }).code;
  if (db !== null) {
    if (code === 'SQLITE_NOTADB') return `${db} is not an SQLite database; give another file with --db`;
    if (code === 'SQLITE_CANTOPEN')
      return `${db} cannot be opened (a folder, or a place this user may not write); give another file with --db`;
    throw e;
  }
  // The URL may hold a password: only the driver's reason is said.
  return `the PostgreSQL database of DATABASE_URL cannot be used: ${(e as Error).message ?? String(e)}`;
}

/**
 * Takes the SQLite games file for this process: a lock file beside it (`FILE.lock`) names the
 * process that serves it. Refused while that process lives; a lock left by one that is gone is
 * taken over. Returns what gives the file up.
 */
function holdGamesFile(db: string): () => void {
  const lock = `${db}.lock`;
  const cannot = (e: unknown) =>
    new UsageError(
      `${db} cannot be opened (${(e as { code?: string }).code ?? (e as Error).message}); give another file with --db`,
    );
  try {
    mkdirSync(dirname(lock), { recursive: true });
  } catch (e) {
    throw cannot(e);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch (e) {
      if ((e as { code?: string }).code !== 'EEXIST') throw cannot(e);
      const pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
      if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
        throw new UsageError(
          `${db} is in use by another Skirmish server (process ${pid}); stop it, or give another file with --db`,
        );
      // Left by a server that is gone.
      rmSync(lock, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let held = true;
    return () => {
      if (held) rmSync(lock, { force: true });
      held = false;
    };
  }
  throw new UsageError(`${lock} cannot be taken; remove it if no Skirmish server is running`);
}

/** Whether process `pid` is running (one of another user counts). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
}
