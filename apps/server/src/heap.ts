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

/**
 * Runs this same command again in a child process started with the heap cap, and resolves to
 * its exit code. SIGINT and SIGTERM are passed on, so stopping this process stops the server.
 */
export function relaunchWithHeapCap(): Promise<number> {
  const child = spawn(process.execPath, [HEAP_CAP_FLAG, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  const pass = (signal: NodeJS.Signals) => () => child.kill(signal);
  process.on('SIGINT', pass('SIGINT'));
  process.on('SIGTERM', pass('SIGTERM'));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}
