import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the WebAssembly search loop kept in search-single-wasm.ts', () => {
  it('is wasm/search-single.ts compiled as scripts/build-wasm.mjs compiles it', () => {
    const run = spawnSync(process.execPath, ['scripts/build-wasm.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});
