/**
 * The browser test harness: the app built by Vite into a temp folder, the server started
 * in-process (SQLite in memory, port 0) and Debian's Chromium driven by playwright-core.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { expect } from 'vitest';
import { Registry } from '@skirmish/core';
import { SqliteStorage, buildServer } from '@skirmish/server';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const shots = join(import.meta.dirname, '..', '..', '..', 'test-results', 'screenshots');
const webDir = join(import.meta.dirname, '..');

export interface Harness {
  readonly base: string;
  newPage(opts?: { viewport?: { width: number; height: number }; touch?: boolean; locale?: string }): Promise<{
    page: Page;
    frames: string[];
  }>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const outDir = mkdtempSync(join(tmpdir(), 'skirmish-web-'));
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.mjs'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const registry = new Registry()
    .register(duel)
    .register(warmachineRuleset)
    .register(dogsOfWarRuleset)
    .register(hybridRuleset)
    .register(huntersRuleset);
  const server = await buildServer({ registry, storage: new SqliteStorage(':memory:'), webRoot: outDir });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const addr = server.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  // Playwright gives the browser a fresh profile (user data dir) in a temp folder of its own.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  mkdirSync(shots, { recursive: true });
  return {
    base: `http://127.0.0.1:${addr.port}`,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        viewport: opts.viewport ?? { width: 1100, height: 900 },
        locale: opts.locale ?? 'en-GB',
        ...(opts.touch ? { hasTouch: true, isMobile: true } : {}),
      });
      const page = await context.newPage();
      page.setDefaultTimeout(5000);
      const frames: string[] = [];
      page.on('websocket', (ws) => {
        ws.on('framereceived', (f) =>
          frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8')),
        );
      });
      page.on('pageerror', (e) => {
        throw e;
      });
      return { page, frames };
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Creates a game over HTTP; returns its id and the seats' tokens. */
export async function createGame(base: string, body: Record<string, unknown>) {
  const res = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; tokens: Record<string, string> };
}

/** Polls for up to five seconds: bots and a shared machine can be slow. */
export function until<T>(fn: () => Promise<T> | T, timeout = 5000) {
  return expect.poll(fn, { timeout });
}

export async function index(page: Page): Promise<number> {
  return Number(await page.locator('.game').getAttribute('data-index'));
}
