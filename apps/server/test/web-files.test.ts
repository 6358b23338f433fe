import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry } from '@skirmish/core';
import { buildServer, isFilePath } from '../src/app.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';

describe('the built web app as the server hands it out', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let storage: SqliteStorage;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'skirmish-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><script src="/assets/index-1.js"></script>');
    writeFileSync(join(root, 'assets', 'index-1.js'), 'console.log(1);');
    storage = new SqliteStorage(':memory:');
    app = await buildServer({ registry: new Registry().register(duel), storage, webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('a page of the app gets index.html; a script built after the server started is served as a script', async () => {
    const page = await app.inject({ method: 'GET', url: '/game/abc123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/assets/index-1.js');
    // The app is built again while the server runs: a new index.html naming a new script.
    writeFileSync(join(root, 'assets', 'index-2.js'), 'console.log(2);');
    writeFileSync(join(root, 'index.html'), '<!doctype html><script src="/assets/index-2.js"></script>');
    const script = await app.inject({ method: 'GET', url: '/assets/index-2.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toBe('console.log(2);');
    expect((await app.inject({ method: 'GET', url: '/replay/abc123' })).body).toContain('/assets/index-2.js');
  });

  it('a file that is not there is not found, not answered with the page', async () => {
    for (const url of ['/assets/gone-1.js', '/assets/gone.css', '/favicon.png', '/assets/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<!doctype html>');
    }
  });

  it('tells files from pages by path', () => {
    expect(isFilePath('/assets/a.js')).toBe(true);
    expect(isFilePath('/assets/a')).toBe(true);
    expect(isFilePath('/logo.svg?v=2')).toBe(true);
    expect(isFilePath('/game/abc_12-x')).toBe(false);
    expect(isFilePath('/replay/abc?seat=a.b')).toBe(false);
    expect(isFilePath('/')).toBe(false);
  });
});
