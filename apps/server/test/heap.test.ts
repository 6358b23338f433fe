import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAP_CAP_FLAG, HEAP_CAP_MB, heapCapGiven } from '../src/heap.ts';

describe('the heap cap of skirmish serve', () => {
  it('a cap given on the command line or in NODE_OPTIONS is found, and none is found without one', () => {
    expect(heapCapGiven([HEAP_CAP_FLAG], '')).toBe(true);
    expect(heapCapGiven(['--import', 'tsx'], '--max-old-space-size=512')).toBe(true);
    expect(heapCapGiven([], '--max_old_space_size=512')).toBe(true);
    expect(heapCapGiven(['--expose-gc'], '--max-semi-space-size=16')).toBe(false);
    expect(heapCapGiven([], '')).toBe(false);
  });

  it('skirmish serve started without a cap runs its server under the cap and stops on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-heap-'));
    const bin = join(import.meta.dirname, '..', '..', 'cli', 'bin', 'skirmish.mjs');
    const env = { ...process.env };
    delete env['NODE_OPTIONS'];
    delete env['SKIRMISH_HEAP_CAP'];
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--db', join(dir, 'g.db')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
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
});
