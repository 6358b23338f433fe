/**
 * The browser section of the benchmark (issue 9): time to the first drawing of each game's board,
 * and frame times while a model is dragged on a Warmachine table of 40 models, in headless
 * Debian Chromium with the app built by Vite and served by the real server (SQLite in memory).
 *
 *   node --import tsx apps/web/bench/browser.ts        prints the figures as JSON
 *
 * Figures only: nothing here is a pass or fail.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { Registry } from '@skirmish/core';
import { SqliteStorage, buildServer } from '@skirmish/server';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { sampleContent, warmachineRuleset, type WarmachineContent } from '@skirmish/warmachine';

const CHROMIUM = '/usr/bin/chromium';
const webDir = join(import.meta.dirname, '..');

export interface FrameStats {
  readonly frames: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
}

export interface BrowserBenchResult {
  /** Milliseconds from navigation to the board's first drawing, median of `runs` loads per game. */
  readonly firstRenderMs: Readonly<Record<string, number>>;
  /** Frame intervals while the active model is dragged on the 40-model table. */
  readonly dragFrames: FrameStats & { readonly models: number; readonly moves: number };
  readonly runs: number;
}

export interface BrowserBenchOptions {
  /** Page loads per game for the first-render median (default 3). */
  readonly runs?: number;
  /** Pointer moves during the drag (default 120). */
  readonly moves?: number;
}

/** What each board draws first: the bench waits for it. */
const BOARD_SELECTOR: Readonly<Record<string, string>> = {
  hybrid: '.hy-board .hy-svg',
  warmachine: '.wm-svg .wm-table',
  hunters: '.hu-board',
  // The board's own first element (the link to the odds, shown on phones only, is not the board).
  'dogs-of-war': '.board-card > :not(.odds-link)',
};

/**
 * A Warmachine pack with one more starter box a side: the warcaster and 19 warjacks, copies of the
 * sample's under new ids (40 models on the table). Bench content, not for play.
 */
export function fortyModelContent(): WarmachineContent {
  const jacks = sampleContent.models.filter((m) => m.kind === 'warjack');
  const copies: Array<(typeof sampleContent.models)[number]> = [];
  const box = (seat: string, warcaster: string) => {
    const ids: string[] = [];
    for (let i = 0; i < 19; i++) {
      const base = jacks[i % jacks.length];
      if (!base) throw new Error('the sample has no warjacks');
      const id = `${base.id}-${seat}-${i + 1}`;
      copies.push({ ...base, id, name: `${base.name} ${i + 1}` });
      ids.push(id);
    }
    return { id: `bench-${seat}`, name: `Bench ${seat}`, faction: 'Bench', warcaster, warjacks: ids, sample: true };
  };
  const boxes = [box('p1', 'kron'), box('p2', 'ash')];
  return { ...sampleContent, models: [...sampleContent.models, ...copies], boxes: [...sampleContent.boxes, ...boxes] };
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

interface Snap {
  index: number;
  legal: Array<{ kind: string } & Record<string, unknown>>;
}

export async function browserBench(opts: BrowserBenchOptions = {}): Promise<BrowserBenchResult> {
  if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}`);
  const runs = opts.runs ?? 3;
  const moves = opts.moves ?? 120;
  const outDir = mkdtempSync(join(tmpdir(), 'skirmish-web-bench-'));
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.mjs'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  const bigWarmachine = {
    ...warmachineRuleset,
    content: { ...warmachineRuleset.content, sample: fortyModelContent() },
  };
  const registry = new Registry()
    .register(bigWarmachine)
    .register(dogsOfWarRuleset)
    .register(hybridRuleset)
    .register(huntersRuleset);
  const server = await buildServer({
    registry,
    storage: new SqliteStorage(':memory:'),
    webRoot: outDir,
    httpRate: { rate: 10_000, burst: 10_000 },
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const addr = server.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${addr.port}`;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string; tokens: Record<string, string> };
    };

    const firstRenderMs: Record<string, number> = {};
    for (const id of Object.keys(BOARD_SELECTOR)) {
      const selector = BOARD_SELECTOR[id] ?? '.board-card';
      const g = await post('/api/games', {
        ruleset: id,
        seed: 1,
        ...(id === 'warmachine' ? { setup: { p1: 'iron-crown', p2: 'ashen-covenant' } } : {}),
      });
      const token = Object.values(g.tokens)[0] ?? '';
      const times: number[] = [];
      for (let r = 0; r < runs; r++) {
        const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
        const page = await context.newPage();
        // The moment the board first appears, by the page's own clock (from navigation start).
        // As a string: a compiled function would carry the loader's helpers into the page.
        await page.addInitScript(
          `(() => { const sel = ${JSON.stringify(selector)}; const look = () => { if (window.__firstBoard === undefined && document.querySelector(sel)) window.__firstBoard = performance.now(); }; new MutationObserver(look).observe(document, { childList: true, subtree: true }); })()`,
        );
        await page.goto(`${base}/game/${g.id}?token=${encodeURIComponent(token)}`);
        await page.waitForSelector(selector, { timeout: 30_000 });
        times.push(await page.evaluate<number>('window.__firstBoard ?? NaN'));
        await context.close();
      }
      times.sort((a, b) => a - b);
      firstRenderMs[id] = round1(quantile(times, 0.5));
    }

    // The 40-model table: deployed and a model activated through the API, then dragged in the page.
    const g = await post('/api/games', { ruleset: 'warmachine', seed: 2, setup: { p1: 'bench-p1', p2: 'bench-p2' } });
    const snap = async (seat: string) =>
      (await (await fetch(`${base}/api/games/${g.id}?token=${g.tokens[seat] ?? ''}`)).json()) as Snap;
    let mover: string | null = null;
    for (let i = 0; i < 200 && !mover; i++) {
      const [a, b] = [await snap('p1'), await snap('p2')];
      const [seat, s] = a.legal.length > 0 ? (['p1', a] as const) : (['p2', b] as const);
      const of = (k: string) => s.legal.find((c) => c.kind === k);
      if (of('advance')) {
        mover = seat;
        break;
      }
      const choice = of('deploy') ?? of('chooseFirst') ?? of('endControl') ?? of('activate') ?? s.legal[0];
      if (!choice) throw new Error('the bench game is stuck');
      await post(`/api/games/${g.id}/choices`, { token: g.tokens[seat], index: s.index, choice });
    }
    if (!mover) throw new Error('no model could be moved on the bench table');
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/game/${g.id}?token=${encodeURIComponent(g.tokens[mover] ?? '')}`);
    const activeBase = page.locator('.wm-model.active .base');
    await activeBase.waitFor({ timeout: 30_000 });
    const models = await page.locator('.wm-model').count();
    await activeBase.scrollIntoViewIfNeeded();
    const box = await activeBase.boundingBox();
    if (!box) throw new Error('the active model is not on screen');
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.evaluate(
      `(() => { window.__frames = []; const tick = (t) => { window.__frames.push(t); if (!window.__stop) requestAnimationFrame(tick); }; requestAnimationFrame(tick); })()`,
    );
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    // A circle of two inches' radius round the model and back, one pointer move at a time.
    const inch = ((await page.locator('.wm-svg').boundingBox())?.width ?? 576) / 48;
    for (let i = 1; i <= moves; i++) {
      const a = (i / moves) * 2 * Math.PI;
      await page.mouse.move(from.x + Math.sin(a) * 2 * inch, from.y - (1 - Math.cos(a)) * inch);
    }
    const frames = await page.evaluate<number[]>(`(() => { window.__stop = true; return window.__frames; })()`);
    // Released where it started: no move is made.
    await page.mouse.move(from.x, from.y);
    await page.mouse.up();
    await context.close();
    const gaps = frames
      .slice(1)
      .map((t, i) => t - (frames[i] ?? t))
      .sort((a, b) => a - b);
    return {
      runs,
      firstRenderMs,
      dragFrames: {
        models,
        moves,
        frames: gaps.length,
        p50Ms: round1(quantile(gaps, 0.5)),
        p95Ms: round1(quantile(gaps, 0.95)),
        maxMs: round1(gaps[gaps.length - 1] ?? 0),
      },
    };
  } finally {
    await browser?.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  browserBench().then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
