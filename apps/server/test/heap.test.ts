import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HEAP_CAP_FLAG, HEAP_CAP_MB, heapCapGiven } from '../src/heap.ts';

/** `skirmish serve` on a fresh SQLite file, started with no heap cap given (nor one refused). */
function serveWithoutCap(): { dir: string; child: ChildProcessByStdio<null, Readable, Readable> } {
  const dir = mkdtempSync(join(tmpdir(), 'skirmish-heap-'));
  const bin = join(import.meta.dirname, '..', '..', 'cli', 'bin', 'skirmish.mjs');
  const env = { ...process.env };
  delete env['NODE_OPTIONS'];
  delete env['SKIRMISH_HEAP_CAP'];
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--db', join(dir, 'g.db')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  return { dir, child };
}

describe('the heap cap of skirmish serve', () => {
  it('a cap given on the command line or in NODE_OPTIONS is found, and none is found without one', () => {
    expect(heapCapGiven([HEAP_CAP_FLAG], '')).toBe(true);
    expect(heapCapGiven(['--import', 'tsx'], '--max-old-space-size=512')).toBe(true);
    expect(heapCapGiven([], '--max_old_space_size=512')).toBe(true);
    expect(heapCapGiven(['--expose-gc'], '--max-semi-space-size=16')).toBe(false);
    expect(heapCapGiven([], '')).toBe(false);
  });

  it('skirmish serve started without a cap runs its server under the cap and stops on SIGTERM', async () => {
    const { dir, child } = serveWithoutCap();
    try {
      const limit = await new Promise<number>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /serving http:\/\/\S+ .*heap limit (\d+) MB/.exec(out);
          if (m?.[1]) resolve(Number(m[1]));
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      // The limit is the old space (the cap) plus the young generation, a few tens of MB.
      expect(limit).toBeGreaterThanOrEqual(HEAP_CAP_MB);
      expect(limit).toBeLessThan(HEAP_CAP_MB + 128);
    } finally {
      const exited = new Promise<number | null>((r) => child.on('exit', r));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('the server started again under the cap stops when the command it was started from is killed outright (SIGKILL)', async () => {
    const { dir, child: outer } = serveWithoutCap();
    /** The processes whose parent is `pid` (from /proc). */
    const childrenOf = (pid: number): number[] =>
      readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .filter((d) => {
          try {
            // The parent id is the fourth field, after the command name in parentheses.
            const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
          } catch {
            return false;
          }
        })
        .map(Number);
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        outer.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (/serving http:\/\//.test(out)) resolve();
        });
        outer.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      const servers = childrenOf(outer.pid ?? -1);
      expect(servers).toHaveLength(1);
      const server = servers[0] as number;
      outer.kill('SIGKILL');
      let gone = false;
      for (let i = 0; i < 100 && !gone; i++) {
        await new Promise((r) => setTimeout(r, 100));
        gone = !existsSync(`/proc/${server}`) || /\) Z /.test(readFileSync(`/proc/${server}/stat`, 'utf8'));
      }
      expect(gone).toBe(true);
    } finally {
      outer.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
