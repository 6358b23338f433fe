/**
 * The web app in a real browser: Debian's Chromium driven by playwright-core, against the server
 * started in-process with an in-memory database and the app built by Vite into a temp folder.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry } from '@skirmish/core';
import { SqliteStorage, buildServer } from '@skirmish/server';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';

const CHROMIUM = '/usr/bin/chromium';
const webDir = join(import.meta.dirname, '..');
const shots = join(import.meta.dirname, '..', '..', '..', 'test-results', 'screenshots');
const run = existsSync(CHROMIUM) ? describe : describe.skip;

let outDir = '';
let server: FastifyInstance;
let base = '';
let browser: Browser;

/**
 * One step of a Hybrid player who uses the board: place a counter or pick a target by clicking a
 * warrior, choose a mode in the mode panel, move by clicking a reachable square (and a facing),
 * else press the first offered choice. Returns what it did.
 */
async function hybridStep(page: Page): Promise<string> {
  // One look at the page decides the step, to keep round trips to the browser few.
  const what = await page.evaluate(() => {
    const q = (sel: string) => document.querySelectorAll(sel).length;
    if (q('button.choice') === 0) return 'wait';
    if (q('.hy-board .warrior.can') > 0) return 'warrior';
    if (q('.hy-modes button[data-mode="MV"]') > 0) return 'mode';
    if (q('.hy-board .hy-sq.reach') > 0) return 'move';
    return 'choice';
  });
  const board = page.locator('.hy-board');
  switch (what) {
    case 'warrior':
      await board.locator('.warrior.can').first().click();
      break;
    case 'mode':
      await board.locator('.hy-modes button[data-mode="MV"]').last().click();
      break;
    case 'move': {
      await board.locator('.hy-sq.reach').last().click();
      const facing = board.locator('.hy-panel[aria-label] button');
      if ((await facing.count()) > 0) await facing.first().click();
      break;
    }
    case 'choice':
      await page.locator('button.choice').first().click();
      break;
    case 'wait':
      break;
  }
  return what;
}

async function newPage(): Promise<{ page: Page; frames: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.setDefaultTimeout(5000);
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8')));
  });
  page.on('pageerror', (e) => {
    throw e;
  });
  return { page, frames };
}

/** Polls for up to five seconds: bots and a shared machine can be slow. */
function until<T>(fn: () => Promise<T> | T, timeout = 5000) {
  return expect.poll(fn, { timeout });
}

async function index(page: Page): Promise<number> {
  return Number(await page.locator('.game').getAttribute('data-index'));
}

run('the web app in Chromium', () => {
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'skirmish-web-'));
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
      .register(hybridRuleset);
    server = await buildServer({ registry, storage: new SqliteStorage(':memory:'), webRoot: outDir });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const addr = server.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${addr.port}`;
    browser = await chromium.launch({
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
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('a newcomer plays against the computer by clicking, sees the bot answer, and finds the game again after a reload', async () => {
    const { page } = await newPage();
    await page.goto(base);
    await until(() => page.locator('.game-card[data-ruleset="duel"] h3').textContent()).toContain('Duel');
    // Games not installed on this server are shown as coming.
    expect(await page.locator('.game-card.coming[data-ruleset="hunters"]').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'home.png'), fullPage: true });

    const card = page.locator('.game-card[data-ruleset="duel"]');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('[data-testid="my-seat"]').textContent()).toBe('north');
    // The bot may already have committed its dice in secret; the round is not resolved yet.
    expect(await index(page)).toBeLessThanOrEqual(1);
    expect(await page.locator('.events li[data-type="duel/rolled"]').count()).toBe(0);

    await page.locator('button.choice[data-choice*="\\"dice\\":2"]').click();
    // The bot commits too, the round resolves and the log shows the rolls.
    await until(() => index(page)).toBeGreaterThanOrEqual(2);
    await until(() => page.locator('.events li[data-type="duel/rolled"]').count()).toBe(2);
    const reached = await index(page);
    await page.screenshot({ path: join(shots, 'duel-generic-board.png'), fullPage: true });

    // After the roll, the dice are shown: north rolled the two it committed.
    expect(await page.locator('.events li[data-type="duel/rolled"]').last().locator('.die').count()).toBe(2);

    await page.reload();
    await until(() => page.locator('[data-testid="my-seat"]').textContent()).toBe('north');
    expect(await index(page)).toBe(reached);
    // The log this browser saw comes back too.
    await until(() => page.locator('.events li[data-type="duel/rolled"]').count()).toBe(2);
    await page.close();
  });

  it('an online game in two browsers: the secret commitment of one seat reaches neither the page nor the socket of the other', async () => {
    const host = await newPage();
    await host.page.goto(base);
    const card = host.page.locator('.game-card[data-ruleset="duel"]');
    await card.getByRole('button', { name: 'Play online' }).click();
    const north = await host.page.locator('li[data-seat="north"] input').inputValue();
    const south = await host.page.locator('li[data-seat="south"] input').inputValue();
    expect(north).toMatch(/\/game\/[\w-]+\?token=/);
    await host.page.close();

    const a = await newPage();
    const b = await newPage();
    await a.page.goto(north);
    await b.page.goto(south);
    await until(() => a.page.locator('[data-testid="my-seat"]').textContent()).toBe('north');
    await until(() => b.page.locator('[data-testid="my-seat"]').textContent()).toBe('south');

    await a.page.locator('button.choice[data-choice*="\\"dice\\":3"]').click();
    await until(() => b.page.locator('.game').getAttribute('data-index')).toBe('1');
    await until(() => a.page.locator('.game').getAttribute('data-index')).toBe('1');

    // North's own socket carries its commitment; south's never does, nor does south's page.
    expect(a.frames.some((f) => f.includes('"mine":3'))).toBe(true);
    expect(b.frames.some((f) => f.includes('"committed":{"north":true'))).toBe(true);
    expect(b.frames.some((f) => f.includes('"mine":3'))).toBe(false);
    const bView = await b.page.locator('.view').evaluate((el) => el.textContent ?? '');
    expect(bView).toContain('mine–');
    const aView = await a.page.locator('.view').evaluate((el) => el.textContent ?? '');
    expect(aView).toContain('mine3');
    await a.page.close();
    await b.page.close();
  });

  it('the odds panel shows the same exact figures as the server for the same roll', async () => {
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'duel', seats: { south: 'bot:random' } }),
    });
    const created = (await res.json()) as { id: string; tokens: Record<string, string> };
    const { page } = await newPage();
    await page.goto(`${base}/game/${created.id}?token=${created.tokens['north']}`);
    await page.locator('.odds input[name="dice"]').fill('2');
    await page.locator('.odds').getByRole('button', { name: 'Show odds' }).click();
    await until(() => page.locator('.odds-chart tbody tr').count()).toBe(3);
    const shown = await page
      .locator('.odds-chart tbody tr')
      .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-outcome'), r.querySelector('.p')?.textContent]));

    const server = (await (
      await fetch(`${base}/api/rulesets/duel/odds/hits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputs: { dice: 2 } }),
      })
    ).json()) as { outcomes: Array<{ outcome: unknown; p: string }> };
    expect(shown).toEqual(server.outcomes.map((o) => [String(o.outcome), o.p]));
    // By hand: each die hits on 4+ with 1/2, so 0, 1, 2 hits with 1/4, 2/4, 1/4.
    expect(shown).toEqual([
      ['0', '1/4'],
      ['1', '1/2'],
      ['2', '1/4'],
    ]);
    await page.screenshot({ path: join(shots, 'odds-panel.png'), fullPage: true });
    await page.close();
  });

  it('a finished game replays step by step in the browser and branches into a new game', async () => {
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'duel', seed: 7, seats: { north: 'bot:random', south: 'bot:random' } }),
    });
    const { id } = (await res.json()) as { id: string };
    const done = async () => (await fetch(`${base}/api/games/${id}/record`)).status;
    await until(done, 10_000).toBe(200);

    const { page } = await newPage();
    await page.goto(`${base}/replay/${id}`);
    const pos = page.locator('.replay-pos');
    const total = Number((await pos.getAttribute('data-at')) ?? '-1');
    expect(total).toBeGreaterThan(1);
    await page.getByRole('button', { name: /Back/ }).click();
    expect(await pos.getAttribute('data-at')).toBe(String(total - 1));
    await page.keyboard.press('ArrowLeft');
    expect(await pos.getAttribute('data-at')).toBe(String(total - 2));
    await page.screenshot({ path: join(shots, 'replay.png'), fullPage: true });

    await page.getByRole('button', { name: 'Branch from here' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => index(page)).toBe(total - 2);
    await page.close();
  });

  it('Warmachine: models are deployed by clicking the table and moved by dragging, with the distance shown', async () => {
    const { page } = await newPage();
    await page.goto(base);
    const card = page.locator('.game-card[data-ruleset="warmachine"]');
    await card.getByRole('button', { name: 'Play on this screen' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('button.choice').count()).toBeGreaterThan(0);
    const svg = page.locator('.wm-svg');
    let deployed = 0;
    let moved = false;
    for (let i = 0; i < 60 && !moved; i++) {
      const before = await index(page);
      if ((await page.locator('.wm-deploy').count()) > 0) {
        await page.locator('.wm-deploy').first().click();
        deployed++;
      } else if ((await page.locator('.wm-reach').count()) > 0) {
        await page.locator('.wm-model.active .base').scrollIntoViewIfNeeded();
        const model = (await page.locator('.wm-model.active .base').boundingBox())!;
        const table = (await svg.boundingBox())!;
        const from = { x: model.x + model.width / 2, y: model.y + model.height / 2 };
        const centre = { x: table.x + table.width / 2, y: table.y + table.height / 2 };
        const len = Math.hypot(centre.x - from.x, centre.y - from.y);
        // Three inches toward the middle of the table.
        const k = (3 * (table.width / 48)) / len;
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(from.x + (centre.x - from.x) * k, from.y + (centre.y - from.y) * k, { steps: 5 });
        await until(() => page.locator('.wm-plan text').textContent()).toMatch(/^3\.0″ advance/);
        await page.screenshot({ path: join(shots, 'warmachine-drag.png'), fullPage: true });
        await page.mouse.up();
        moved = true;
      } else {
        const preferred = page.locator('button.choice[data-choice*="activate"]');
        await ((await preferred.count()) > 0 ? preferred.first() : page.locator('button.choice').first()).click();
      }
      await until(() => index(page)).toBeGreaterThan(before);
    }
    expect(deployed).toBeGreaterThan(1);
    expect(moved).toBe(true);
    await until(() => page.locator('.events li[data-type="wm/move"]').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'warmachine-board.png'), fullPage: true });
    await page.close();
  });

  it('Hybrid: a newcomer places counters, picks a mode and moves by clicking the board against the computer, and the game survives a reload', async () => {
    const { page } = await newPage();
    await page.goto(base);
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    await card.locator('select').first().selectOption('griffin');
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('[data-testid="my-seat"]').textContent()).toBe('griffin');

    const done: string[] = [];
    for (let i = 0; i < 60 && !(done.includes('move') && done.includes('warrior')); i++) {
      const before = await index(page);
      const what = await hybridStep(page);
      if (what === 'wait') {
        await page.waitForTimeout(100);
        continue;
      }
      done.push(what);
      await until(() => index(page)).toBeGreaterThan(before);
    }
    expect(done).toContain('warrior');
    expect(done).toContain('move');
    // The computer answered: scorpion's own steps are in the log.
    await until(() => page.locator('.events li[data-type="hybrid/counter-placed"]').count()).toBeGreaterThan(4);
    await page.screenshot({ path: join(shots, 'hybrid-board.png'), fullPage: true });

    const reached = await index(page);
    await page.reload();
    await until(() => page.locator('[data-testid="my-seat"]').textContent()).toBe('griffin');
    expect(await index(page)).toBe(reached);
    expect(await page.locator('.hy-board .warrior').count()).toBeGreaterThan(0);
    // On a phone the page is one column and nothing spills sideways but the board's own scroller.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(shots, 'hybrid-phone.png'), fullPage: true });
    await page.close();
  });

  it('Hybrid online: the Activation counters one player places face down reach neither the page nor the socket of the other', async () => {
    const res = await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'hybrid', seed: 3 }),
    });
    const { id, tokens } = (await res.json()) as { id: string; tokens: Record<string, string> };
    const a = await newPage();
    const b = await newPage();
    await a.page.goto(`${base}/game/${id}?token=${tokens['griffin']}`);
    await b.page.goto(`${base}/game/${id}?token=${tokens['scorpion']}`);
    await until(() => a.page.locator('[data-testid="my-seat"]').textContent()).toBe('griffin');
    await until(() => b.page.locator('[data-testid="my-seat"]').textContent()).toBe('scorpion');

    // Play on (keep hands, choose who goes first) until griffin is asked to place a counter.
    for (let i = 0; i < 10; i++) {
      if ((await a.page.locator('.hy-board .warrior.can').count()) > 0) break;
      for (const p of [a.page, b.page]) {
        const choice = p.locator('button.choice');
        if ((await choice.count()) > 0 && (await p.locator('.hy-board .warrior.can').count()) === 0) {
          const at = await index(p);
          await choice.first().click();
          await until(() => index(p)).toBeGreaterThan(at);
        }
      }
    }
    const first = a.page.locator('.hy-board .warrior.can').first();
    const placed = await first.getAttribute('data-warrior');
    expect(placed).toMatch(/^griffin-/);
    const at = await index(b.page);
    await first.click();
    await until(() => index(b.page)).toBe(at + 1);
    await until(() => a.page.locator(`.warrior[data-warrior="${placed}"] .counter-badge`).count()).toBe(1);

    // Griffin's socket and page carry the counter; scorpion's carry only that a counter was placed.
    expect(a.frames.some((f) => f.includes(`"mySequence":["${placed}"]`))).toBe(true);
    expect(b.frames.some((f) => f.includes(`"mySequence":["${placed}"`))).toBe(false);
    const lastB = JSON.parse(b.frames.filter((f) => f.includes('"type":"state"')).at(-1) ?? '{}') as {
      view: { warriors: Array<{ id: string; side: string; counter: number | null }> };
    };
    for (const w of lastB.view.warriors.filter((x) => x.side === 'griffin')) expect(w.counter, w.id).toBeNull();
    expect(await b.page.locator('.warrior.griffin .counter-badge').count()).toBe(0);
    expect(await b.page.locator('.hy-panels').textContent()).not.toContain('1: ');
    await b.page.screenshot({ path: join(shots, 'hybrid-other-seat.png'), fullPage: true });
    await a.page.close();
    await b.page.close();
  });

  it('Dogs of War: a company is formed on this screen and its sheet shows the captain and the recruits', async () => {
    const { page } = await newPage();
    await page.goto(base);
    await page
      .locator('.game-card[data-ruleset="dogs-of-war"]')
      .getByRole('button', { name: 'Play on this screen' })
      .click();
    await page.waitForURL(/\/game\//);
    const seat = (await page.locator('[data-testid="my-seat"]').textContent()) ?? '';
    const sheet = page.locator(`.dw-sheet[data-company="${seat}"]`);
    await page.locator('button.choice[data-choice*="name-captain"]').first().click();
    await until(() => sheet.locator('tr[data-soldier]').count()).toBe(1);
    await page.locator('button.choice[data-choice*="\\"recruit\\""]').first().click();
    await until(() => sheet.locator('tr[data-soldier]').count()).toBe(2);
    expect(await sheet.locator('tr[data-soldier]').first().textContent()).toContain('captain');
    await page.screenshot({ path: join(shots, 'dogs-of-war-sheet.png'), fullPage: true });
    await page.close();
  });
});
