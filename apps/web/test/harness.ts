/**
 * The browser test harness: the app built by Vite into a temp folder (once for all the files of a
 * run, see `builtApp`), the server started in-process (SQLite in memory, port 0) and Debian's
 * Chromium driven by playwright-core.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { expect } from 'vitest';
import { Registry, unwrap, type Engine, type Match } from '@skirmish/core';
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
const root = join(webDir, '..', '..');

/** Everything the built app is made from: its own sources and those of the workspaces it bundles. */
function buildInputs(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(join(webDir, 'src'));
  for (const f of ['index.html', 'vite.config.mjs', 'package.json']) out.push(join(webDir, f));
  for (const group of ['packages', 'rulesets'])
    for (const name of readdirSync(join(root, group))) {
      walk(join(root, group, name, 'src'));
      out.push(join(root, group, name, 'package.json'));
    }
  out.push(join(root, 'package-lock.json'));
  return out.sort();
}

function buildHash(): string {
  const h = createHash('sha256');
  // The build is the one players get (see below); a build of another kind has another name.
  h.update('production\0');
  for (const f of buildInputs()) {
    let body: Buffer;
    try {
      body = readFileSync(f);
    } catch {
      // Removed while it was listed: not part of the build.
      continue;
    }
    h.update(relative(root, f));
    h.update('\0');
    h.update(body);
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

const BUILD_PREFIX = 'skirmish-web-build-';

/**
 * The app built by Vite once for all the browser test files of a run: kept in a temp folder named
 * by the hash of its sources, so a file finds the build another one made (it waits while one is
 * being made) and any change to the sources makes a new one. Builds of other sources unused for
 * an hour are removed.
 */
async function builtApp(): Promise<string> {
  const dir = join(tmpdir(), `${BUILD_PREFIX}${buildHash()}`);
  const ready = () => existsSync(join(dir, 'index.html'));
  const lock = `${dir}.lock`;
  const used = () => {
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  };
  for (;;) {
    if (ready()) return used();
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another file is building it; a lock left by a killed run is broken after five minutes.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (ready()) return used();
    for (const e of readdirSync(tmpdir())) {
      if (!e.startsWith(BUILD_PREFIX) || e.endsWith('.lock')) continue;
      const old = join(tmpdir(), e);
      if (old !== dir && Date.now() - statSync(old).mtimeMs > 3_600_000) rmSync(old, { recursive: true, force: true });
    }
    const outDir = mkdtempSync(join(tmpdir(), 'skirmish-web-'));
    // The test runner sets NODE_ENV=test, and Vite would then bundle React's development build
    // (effects run twice under StrictMode, a connection opened and closed on every page). The
    // browser tests run the production build, as `npm run build` makes it for players.
    const nodeEnv = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    try {
      await build({
        root: webDir,
        configFile: join(webDir, 'vite.config.mjs'),
        logLevel: 'warn',
        mode: 'production',
        build: { outDir, emptyOutDir: true },
      });
      renameSync(outDir, dir);
    } catch (e) {
      rmSync(outDir, { recursive: true, force: true });
      throw e;
    } finally {
      if (nodeEnv === undefined) delete process.env['NODE_ENV'];
      else process.env['NODE_ENV'] = nodeEnv;
    }
    return used();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface Harness {
  readonly base: string;
  newPage(opts?: { viewport?: { width: number; height: number }; touch?: boolean; locale?: string }): Promise<{
    page: Page;
    frames: string[];
  }>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const outDir = await builtApp();
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

/**
 * Stores a content pack with the server; its hash. The server answers 201 for a new pack and 200
 * for one it holds already; `fresh` asks for a new one (201 only).
 */
export async function sendPack(base: string, ruleset: string, pack: unknown, fresh = false): Promise<string> {
  const res = await fetch(`${base}/api/rulesets/${ruleset}/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(pack),
  });
  if (res.status !== 201 && (fresh || res.status !== 200)) throw new Error(`pack: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { hash: string }).hash;
}

/** A position reached by random legal choices: the seed, the choices made, the match and the seat asked. */
export interface Walked<S, C> {
  readonly seed: number;
  readonly steps: Array<[string, C]>;
  readonly m: Match<S>;
  readonly seat: string;
}

/**
 * Random legal choices from the first `seeds`, played by the rules in this process (the same
 * engine, seed and set-up the server starts a game with), until `found` holds for the seat asked;
 * null when no game reaches such a position within `steps` choices.
 */
export function walkTo<S, C, V, K>(
  engine: Engine<S, C, V, K>,
  setup: unknown,
  found: (m: Match<S>, seat: string) => boolean,
  o: { seeds: number; steps: number },
): Walked<S, C> | null {
  for (let seed = 1; seed <= o.seeds; seed++) {
    let m = unwrap(engine.start(seed, setup));
    let x = seed;
    const rand = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    const steps: Array<[string, C]> = [];
    for (let i = 0; i < o.steps && engine.outcome(m) === null; i++) {
      const seat = engine.pending(m)[0]?.seats[0] ?? '';
      if (found(m, seat)) return { seed, steps, m, seat };
      const legal = engine.legal(m, seat);
      const c = legal[Math.floor(rand() * legal.length)] as C;
      steps.push([seat, c]);
      m = unwrap(engine.submit(m, seat, c)).match;
    }
  }
  return null;
}

/** Sends `seat`'s `choice` to the game over HTTP at the game's index now; it must be accepted. */
export async function sendChoiceNow(
  base: string,
  game: { id: string; tokens: Record<string, string> },
  seat: string,
  choice: unknown,
): Promise<void> {
  const look = await fetch(`${base}/api/games/${game.id}?token=${game.tokens[seat] ?? ''}`);
  const { index } = (await look.json()) as { index: number };
  const res = await fetch(`${base}/api/games/${game.id}/choices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: game.tokens[seat], index, choice }),
  });
  if (res.status !== 200) throw new Error(`${JSON.stringify(choice)}: ${res.status} ${await res.text()}`);
}

/**
 * Sends `steps` to the server's game in order, through the HTTP choices route, the first one as
 * the game's choice number `from`; each must be accepted (a request the server asks to slow down
 * for is sent again once it may be).
 */
export async function sendChoices(
  base: string,
  game: { id: string; tokens: Record<string, string> },
  steps: ReadonlyArray<readonly [string, unknown]>,
  from = 0,
): Promise<void> {
  for (const [i, [seat, choice]] of steps.entries()) {
    const send = () =>
      fetch(`${base}/api/games/${game.id}/choices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: game.tokens[seat], index: from + i, choice }),
      });
    let res = await send();
    // A long walk outruns the server's allowance of requests from one address (a burst of 400,
    // then 100 a second): told to slow down, the choice is sent again after the wait it names.
    while (res.status === 429) {
      await res.text();
      const wait = Number(res.headers.get('retry-after') ?? '1');
      await new Promise((r) => setTimeout(r, 1000 * (Number.isFinite(wait) && wait > 0 ? wait : 1)));
      res = await send();
    }
    expect(res.status, await res.text()).toBe(200);
  }
}

/**
 * This browser holds every seat of `game`, as "play on this screen" leaves it: the page must be on
 * the app's origin already.
 */
export async function holdOnThisScreen(
  page: Page,
  game: { id: string; tokens: Record<string, string> },
  ruleset: string,
): Promise<void> {
  await page.evaluate(
    ({ id, tokens, ruleset }) =>
      localStorage.setItem(
        'skirmish.games.v1',
        JSON.stringify({ [id]: { id, ruleset, mode: 'hotseat', tokens, savedAt: Date.now() } }),
      ),
    { ...game, ruleset },
  );
}

type Offered = Record<string, unknown> & { kind: string };

/**
 * Plays `game` over HTTP as its players would: each time, the first choice offered to the first
 * seat asked (every seat's token looked at), at most `limit` choices, while `keepOn` holds for what
 * is offered. Returns the choices made.
 */
export async function playFirstChoices(
  base: string,
  game: { id: string; tokens: Record<string, string> },
  limit: number,
  keepOn: (legal: readonly Offered[]) => boolean = () => true,
): Promise<Offered[]> {
  const made: Offered[] = [];
  while (made.length < limit) {
    const looks = await Promise.all(
      Object.entries(game.tokens).map(async ([seat, token]) => {
        const r = await fetch(`${base}/api/games/${game.id}?token=${token}`);
        return { seat, body: (await r.json()) as { index: number; legal: Offered[] } };
      }),
    );
    const turn = looks.find((l) => l.body.legal.length > 0);
    if (!turn || !keepOn(turn.body.legal)) break;
    const choice = turn.body.legal[0]!;
    const res = await fetch(`${base}/api/games/${game.id}/choices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: game.tokens[turn.seat], index: turn.body.index, choice }),
    });
    if (res.status !== 200) throw new Error(`choice ${JSON.stringify(choice)}: ${res.status} ${await res.text()}`);
    made.push(choice);
  }
  return made;
}

/** Polls for up to five seconds: bots and a shared machine can be slow. */
export function until<T>(fn: () => Promise<T> | T, timeout = 5000) {
  return expect.poll(fn, { timeout });
}

export async function index(page: Page): Promise<number> {
  return Number(await page.locator('.game').getAttribute('data-index'));
}

/**
 * Waits, instead of sleeping, until the page offers a choice (an element matching `selector`; with
 * `alone`, only while no other seat has a decision open, i.e. no `.waiting`) or the game is over.
 * Gives up quietly after `timeout` ms: the caller looks at the page again either way.
 */
export async function untilOffered(
  page: Page,
  opts: { selector?: string; alone?: boolean; timeout?: number } = {},
): Promise<void> {
  await page
    .waitForFunction(
      ({ selector, alone }) =>
        document.querySelector('.outcome') !== null ||
        (document.querySelector(selector) !== null && (!alone || document.querySelector('.waiting') === null)),
      { selector: opts.selector ?? 'button.choice', alone: opts.alone ?? false },
      { timeout: opts.timeout ?? 5000 },
    )
    .catch(() => undefined);
}

/**
 * Waits, instead of sleeping, until the page shows another position than `at` (its `data-index`)
 * or the game is over. Gives up quietly after `timeout` ms: the caller looks again either way.
 */
export async function untilMoved(page: Page, at: number, timeout = 5000): Promise<void> {
  await page
    .waitForFunction(
      (n) =>
        document.querySelector('.outcome') !== null ||
        Number(document.querySelector('.game')?.getAttribute('data-index')) !== n,
      at,
      { timeout },
    )
    .catch(() => undefined);
}
