import { spawn } from 'node:child_process';
import v8 from 'node:v8';

/**
 * The old-space cap the server runs under (MB). Load runs with 500 concurrent games hold a live
 * heap of about 80 MB after a full collection; the cap leaves three times that, and keeps the
 * collector from letting garbage pile up to half a gigabyte before it bothers (see
 * docs/reliability.md).
 */
export const HEAP_CAP_MB = 256;
export const HEAP_CAP_FLAG = `--max-old-space-size=${HEAP_CAP_MB}`;

/** Whether this process was started with an old-space cap: ours, or one the operator gave. */
export function heapCapGiven(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env['NODE_OPTIONS'] ?? '',
): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((a) => /^--max[-_]old[-_]space[-_]size(=|$)/.test(a));
}

/** The heap limit of this process in MB (old space plus the young generation). */
export function heapLimitMB(): number {
  return Math.round(v8.getHeapStatistics().heap_size_limit / 1048576);
}

/** Set in the child a relaunch starts: the process id of the parent that waits for it. */
export const RELAUNCH_PARENT_ENV = 'SKIRMISH_RELAUNCH_PARENT';

/**
 * Runs this same command again in a child process started with the heap cap, and resolves to
 * its exit code. SIGINT and SIGTERM are passed on, so stopping this process stops the server; a
 * parent killed outright (SIGKILL) is noticed by the child, which then stops (`watchParent`).
 */
export function relaunchWithHeapCap(): Promise<number> {
  const child = spawn(process.execPath, [HEAP_CAP_FLAG, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [RELAUNCH_PARENT_ENV]: String(process.pid) },
  });
  const pass = (signal: NodeJS.Signals) => () => child.kill(signal);
  process.on('SIGINT', pass('SIGINT'));
  process.on('SIGTERM', pass('SIGTERM'));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/**
 * In a child started by `relaunchWithHeapCap`: calls `stop` once the parent is gone (killed by a
 * signal it cannot pass on), checking every `everyMs`. Returns a function that ends the watch.
 */
export function watchParent(stop: () => void, everyMs = 1000): () => void {
  const parent = Number(process.env[RELAUNCH_PARENT_ENV] ?? '');
  if (!Number.isSafeInteger(parent) || parent <= 0) return () => undefined;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      stop();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
