import { readFileSync, writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite, SqliteWrites, type ChoiceWrite, type WriteAnswer, type WriteRequest } from './sqlite.ts';
import { StorageError } from './storage.ts';

/**
 * The writer thread of an SQLite file: every write, in arrival order. Appends that arrive while a
 * commit is syncing are committed together in the next transaction (group commit).
 */
const db = openSqlite((workerData as { file: string }).file);

/**
 * For the fault tests only: SKIRMISH_FAULT_HOLD_FILE names a file; while it exists and holds a
 * number of milliseconds, every append transaction is held open that long before its commit,
 * after saying on standard error which choices it holds, so a test can kill the process while a
 * commit is under way.
 */
const holdFile = process.env['SKIRMISH_FAULT_HOLD_FILE'];
const holdOpen = holdFile
  ? (ws: readonly ChoiceWrite[]) => {
      let ms = 0;
      try {
        ms = Number(readFileSync(holdFile, 'utf8'));
      } catch {
        return;
      }
      if (!(ms > 0)) return;
      writeSync(2, `skirmish-fault: commit open ${ws.map((w) => `${w.id}:${w.index}`).join(' ')}\n`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    }
  : undefined;
const writes = new SqliteWrites(db, holdOpen);
let queue: Array<{ seq: number; req: WriteRequest | null }> = [];

function failure(seq: number, e: unknown): WriteAnswer {
  const raw = (e as { code?: unknown }).code;
  const code = e instanceof StorageError ? e.code : typeof raw === 'string' ? raw : 'storage/error';
  const message = e instanceof Error ? e.message : String(e);
  return { seq, ok: false, storage: e instanceof StorageError, code, message };
}

function flush(): void {
  const work = queue;
  queue = [];
  let i = 0;
  while (i < work.length) {
    const item = work[i];
    if (!item) break;
    const { seq, req } = item;
    if (req === null) {
      db.close();
      process.exit(0);
    }
    if (req.op === 'append') {
      // A run of appends: one transaction.
      const run: Array<{ seq: number; write: ChoiceWrite }> = [];
      let at = req.at;
      while (i < work.length) {
        const next = work[i];
        if (!next || next.req === null || next.req.op !== 'append') break;
        run.push({ seq: next.seq, write: next.req.write });
        at = next.req.at;
        i++;
      }
      try {
        const refused = writes.appendChoices(
          run.map((r) => r.write),
          at,
        );
        run.forEach((r, k) => {
          const e = refused[k];
          parentPort?.postMessage(e ? failure(r.seq, e) : { seq: r.seq, ok: true });
        });
      } catch (e) {
        for (const r of run) parentPort?.postMessage(failure(r.seq, e));
      }
      continue;
    }
    try {
      if (req.op === 'createGame') writes.createGame(req.id, req.record, req.seats, req.mode, req.at);
      else if (req.op === 'finishGame') writes.finishGame(req.id, req.at, req.outcome);
      else if (req.op === 'keepSummary') writes.keepSummary(req.id, req.summary);
      else if (req.op === 'putContent') writes.putContent(req.pack, req.at);
      else if (req.op === 'deleteGame') {
        parentPort?.postMessage({ seq, ok: true, changed: writes.deleteGame(req.id) });
        i++;
        continue;
      } else writes.truncateChoices(req.id, req.count);
      parentPort?.postMessage({ seq, ok: true });
    } catch (e) {
      parentPort?.postMessage(failure(seq, e));
    }
    i++;
  }
}

parentPort?.on('message', (m: { seq: number; req: WriteRequest | null }) => {
  queue.push(m);
  if (queue.length === 1) setImmediate(flush);
});
