/**
 * The Hybrid and Warmachine boards in Debian's Chromium: clicking, dragging, hidden counters.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  index,
  playFirstChoices,
  sendChoices,
  shots,
  startHarness,
  until,
  untilMoved,
  untilOffered,
  walkTo,
  type Harness,
} from './harness.ts';
import type { Page } from 'playwright-core';
import { SAMPLE_NAMES_HU, hybridRuleset } from '@skirmish/hybrid';
import { Engine, unwrap } from '@skirmish/core';

/**
 * One step of a Hybrid player who uses the board: place a counter or pick a target by clicking a
 * warrior, choose a mode in the mode panel, move by dragging the warrior or clicking a reachable square (and a facing),
 * else press the first offered choice. Returns what it did.
 */
async function hybridStep(page: Page, dragFirst = false): Promise<{ what: string; at: number }> {
  // One look at the page decides the step and reads the step number it was decided at, so a
  // position that arrives in between is never mistaken for the answer to this step.
  const { what, at } = await page.evaluate(() => {
    const q = (sel: string) => document.querySelectorAll(sel).length;
    const at = Number(document.querySelector('.game')?.getAttribute('data-index'));
    if (q('button.choice') === 0) return { what: 'wait', at };
    if (q('.hy-board .warrior.can') > 0) return { what: 'warrior', at };
    if (q('.hy-modes button[data-mode="MV"]') > 0) return { what: 'mode', at };
    if (q('.hy-board .hy-sq.reach') > 0) return { what: 'move', at };
    return { what: 'choice', at };
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
      const mover = board.locator('.warrior.active');
      if (dragFirst && (await mover.count()) > 0) {
        // Drag the warrior onto the square rather than clicking it.
        const a = (await mover.boundingBox())!;
        const b = (await board.locator('.hy-sq.reach').last().boundingBox())!;
        await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
        await page.mouse.down();
        await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
        await page.mouse.up();
        const facing = board.locator('.hy-panel[aria-label] button');
        if ((await facing.count()) > 0) await facing.first().click();
        return { what: 'drag', at };
      }
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
  return { what, at };
}

type HybridStep =
  | { do: 'warrior' | 'target'; id: string; level?: number }
  | { do: 'mode'; mode: string }
  | { do: 'square'; key: string; cost: number | null; facings: number }
  | { do: 'parry' }
  | { do: 'choice'; json: string }
  | { do: 'wait' };

/**
 * One step of a Hybrid player who sends every warrior toward the enemy on the board: strike the
 * enemy in reach at the highest Mastery Level, place the next counter (the first one dragged face
 * down from the panel), Offensive Combat or else Move mode, the reachable square nearest an enemy
 * (its cost read on the square), parry when asked, else end. With `waitForOthers`, it waits while
 * another seat (the computer) has a decision open too, so the order of choices never depends on
 * timing. Returns the index it acted at, or null when it waited.
 */
async function hybridPlayerStep(
  page: Page,
  kinds: Record<string, number>,
  costsSeen: Array<{ shown: string | null; cost: number | null }>,
  waitForOthers = false,
  oddsSeen?: Array<{ short: string | null; title: string | null; listed: string | null }>,
): Promise<number | null> {
  // One look at the page: the legal choices (the choice buttons), where the warriors stand, and the
  // step number they belong to (read apart, a position arriving in between would pass for the
  // answer to this step, and the next step would act on a stale page).
  const [before, step] = await page.evaluate((wait: boolean): [number, HybridStep] => {
    const at = Number(document.querySelector('.game')?.getAttribute('data-index'));
    return [at, decide()];
    function decide(): HybridStep {
      const legal = [...document.querySelectorAll('button.choice')].map(
        (b) => JSON.parse(b.getAttribute('data-choice') ?? '{}') as Record<string, unknown>,
      );
      if (legal.length === 0) return { do: 'wait' };
      if (wait && document.querySelectorAll('.waiting').length > 0) return { do: 'wait' };
      const seat = document.querySelector('[data-testid="my-seat"]')?.getAttribute('data-seat') ?? '';
      const foes: Array<[number, number]> = [];
      for (const w of document.querySelectorAll('.hy-board .warrior')) {
        if (w.classList.contains(seat)) continue;
        for (const k of (w.getAttribute('data-squares') ?? '').split(' ').filter(Boolean)) {
          const [x, y] = k.split(',').map(Number);
          foes.push([x ?? 0, y ?? 0]);
        }
      }
      const near = (c: Record<string, unknown>) =>
        Math.min(...foes.map(([x, y]) => Math.abs(x - Number(c['x'])) + Math.abs(y - Number(c['y']))));
      const of = (k: string) => legal.filter((c) => c['kind'] === k);
      const strikes = of('strike').sort((a, b) => Number(b['level']) - Number(a['level']));
      const strike = strikes[0];
      if (strike) return { do: 'target', id: String(strike['target']), level: Number(strike['level']) };
      const counter = of('counter')[0];
      if (counter) return { do: 'warrior', id: String(counter['warrior']) };
      const mode = of('mode').find((c) => c['mode'] === 'OC') ?? of('mode').find((c) => c['mode'] === 'MV');
      if (mode) return { do: 'mode', mode: String(mode['mode']) };
      // Turning on the spot is left out: the warrior goes somewhere or ends his move.
      const here = new Set(
        (document.querySelector('.hy-board .warrior.active')?.getAttribute('data-squares') ?? '').split(' '),
      );
      const moves = of('move').filter((c) => !here.has(`${String(c['x'])},${String(c['y'])}`));
      if (moves.length > 0) {
        const best = moves.reduce((a, b) => (near(b) < near(a) ? b : a));
        const key = `${String(best['x'])},${String(best['y'])}`;
        const facings = moves.filter((c) => `${String(c['x'])},${String(c['y'])}` === key).length;
        return { do: 'square', key, cost: typeof best['cost'] === 'number' ? best['cost'] : null, facings };
      }
      if (of('parry').length > 0) return { do: 'parry' };
      const done = legal.find((c) => c['kind'] === 'done') ?? legal[0];
      return { do: 'choice', json: JSON.stringify(done) };
    }
  }, waitForOthers);
  kinds[step.do] = (kinds[step.do] ?? 0) + 1;
  const board = page.locator('.hy-board');
  switch (step.do) {
    case 'wait':
      await untilOffered(page, { alone: waitForOthers });
      return null;
    case 'warrior':
      if (!kinds['dragged']) {
        // The first counter dragged face down from the panel onto the warrior, the rest by click.
        // The counter stays in sight at the top of the board while the page scrolls to the warrior.
        await board.locator(`.warrior[data-warrior="${step.id}"]`).scrollIntoViewIfNeeded();
        const a = (await board.locator('.counter-next').boundingBox())!;
        const b = (await board.locator(`.warrior[data-warrior="${step.id}"]`).boundingBox())!;
        await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
        await page.mouse.down();
        await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
        await page.mouse.up();
        kinds['dragged'] = 1;
      } else await board.locator(`.warrior[data-warrior="${step.id}"]`).click();
      break;
    case 'target': {
      await board.locator(`.warrior[data-warrior="${step.id}"]`).click();
      const button = board.locator(`.hy-attack[data-kind="strike"][data-level="${step.level}"]`).first();
      // The odds on the board's button, and the same strike in the list of choices.
      oddsSeen?.push({
        short: await button.locator('.hy-odds').textContent(),
        title: await button.getAttribute('title'),
        listed: await page.evaluate(
          ([id, level]) =>
            [...document.querySelectorAll('button.choice')].find((b) => {
              const c = JSON.parse(b.getAttribute('data-choice') ?? '{}') as Record<string, unknown>;
              return c['kind'] === 'strike' && c['target'] === id && c['level'] === level;
            })?.textContent ?? null,
          [step.id, step.level] as const,
        ),
      });
      await button.click();
      break;
    }
    case 'mode':
      await board.locator(`.hy-modes button[data-mode="${step.mode}"]`).first().click();
      break;
    case 'square': {
      const sq = board.locator(`.hy-sq.reach[data-square="${step.key}"]`);
      // HY-MOVE-01: the square shows what the cheapest path to it costs.
      costsSeen.push({
        shown: await sq
          .locator('.cost')
          .textContent()
          .catch(() => null),
        cost: step.cost,
      });
      // By keyboard: a large warrior's base may lie over the square it moves to.
      await sq.press('Enter');
      if (step.facings > 1) await board.locator('.hy-panel[aria-label] button').first().click();
      break;
    }
    case 'parry':
      await board.locator('.hy-parry button').first().click();
      break;
    case 'choice':
      await page.locator(`button.choice[data-choice='${step.json}']`).first().click();
      break;
  }
  return before;
}

const run = hasChromium ? describe : describe.skip;
let h: Harness;
let base = '';
const newPage = () => h.newPage();

run('the boards in Chromium', () => {
  beforeAll(async () => {
    h = await startHarness();
    base = h.base;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('Warmachine: a newcomer sets a one-round limit in the house rules, deploys by clicking, moves by dragging round a corner (the path and its length shown), sees the computer answer, finds the game again after a reload and plays it to its end', async () => {
    const { page, frames } = await newPage();
    await page.goto(base);
    const card = page.locator('.game-card[data-ruleset="warmachine"]');
    // WM-END-04: the battle ends as a draw after the round limit; one round keeps the test short.
    await card.locator('.house-rules summary').click();
    await card.locator('.house-rule[data-option="roundLimit"] input').fill('1');
    await until(() => card.locator('.house-rules summary').textContent()).toBe('House rules (1)');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    // Difficulty levels, not bot specs: "Easy" is the rule-of-thumb bot.
    await card.locator('select[name="level"]').selectOption('easy');
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('p1');
    expect(await page.locator('.seats').textContent()).toContain('computer (Easy)');
    // The status line names the phase and the player in words.
    await until(() => page.locator('.wm-board > p').first().textContent()).toMatch(/^Round \d+ · .+ · Player [12]$/);
    const svg = page.locator('.wm-svg');
    const turnsEnded = () => page.locator('.events li[data-type="wm/end-turn"]').count();
    let deployed = 0;
    let moved = false;
    let reloaded = false;
    for (let i = 0; i < 120 && (await page.locator('.outcome').count()) === 0; i++) {
      const before = await index(page);
      if ((await page.locator('button.choice').count()) === 0) {
        await untilOffered(page);
        continue;
      }
      if (moved && !reloaded) {
        // Mid-game: the page comes back where it was.
        await page.reload();
        await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('p1');
        expect(await index(page)).toBe(before);
        // The board is a chunk of its own, drawn once it has loaded.
        await until(() => page.locator('.wm-model').count()).toBeGreaterThan(2);
        reloaded = true;
        continue;
      }
      if ((await page.locator('.wm-deploy').count()) > 0) {
        await page.locator('.wm-deploy').first().click();
        deployed++;
      } else if (!moved && (await page.locator('.wm-reach').count()) > 0) {
        await page.locator('.wm-model.active .base').scrollIntoViewIfNeeded();
        const model = (await page.locator('.wm-model.active .base').boundingBox())!;
        const table = (await svg.boundingBox())!;
        const inch = table.width / 48;
        const from = { x: model.x + model.width / 2, y: model.y + model.height / 2 };
        const centre = { x: table.x + table.width / 2, y: table.y + table.height / 2 };
        const len = Math.hypot(centre.x - from.x, centre.y - from.y);
        const u = { x: (centre.x - from.x) / len, y: (centre.y - from.y) / len };
        // A bent drag: 1.5 inches toward the middle of the table, then 1.5 inches sideways.
        const bend = { x: from.x + u.x * 1.5 * inch, y: from.y + u.y * 1.5 * inch };
        const end = { x: bend.x - u.y * 1.5 * inch, y: bend.y + u.x * 1.5 * inch };
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(bend.x, bend.y, { steps: 5 });
        await page.mouse.move(end.x, end.y, { steps: 5 });
        // The path's length, not the straight distance (2.1 inches), with its one corner.
        await until(() => page.locator('.wm-plan text').textContent()).toMatch(/^3\.0″ advance · 1 corners/);
        expect(await page.locator('.wm-plan').getAttribute('data-corners')).toBe('1');
        await page.screenshot({ path: join(shots, 'warmachine-drag.png'), fullPage: true });
        await page.mouse.up();
        moved = true;
        // WM-MOVE-04: the rules measured the path through its corner.
        await until(() =>
          frames.some((f) => /"type":"wm\/move"[^}]*"distance":(2\.9[5-9]|3(\.0\d*)?)[,}]/.test(f)),
        ).toBe(true);
      } else {
        const pick = async (...kinds: string[]) => {
          for (const k of kinds) {
            const b = page.locator(`button.choice[data-choice*='"kind":"${k}"']`);
            if ((await b.count()) > 0) return b.first();
          }
          return page.locator('button.choice').first();
        };
        await (await (moved ? pick('endActivation', 'endTurn') : pick('activate', 'endActivation', 'endTurn'))).click();
      }
      await until(() => index(page)).toBeGreaterThan(before);
    }
    expect(deployed).toBeGreaterThan(1);
    expect(moved).toBe(true);
    expect(reloaded).toBe(true);
    // The computer played its turn too, and the round limit ended the battle.
    expect(await turnsEnded()).toBeGreaterThanOrEqual(2);
    await until(() => page.locator('.events li[data-type="wm/move"]').count()).toBeGreaterThan(0);
    await until(() => page.locator('.outcome').textContent()).toContain('Draw');
    expect(await page.locator('button.choice').count()).toBe(0);
    // The status line names the phase in words, not by its id.
    expect(await page.locator('.wm-board > p').first().textContent()).toMatch(/^Round \d+ · game over$/);
    // The model cards name their player too.
    expect(await page.locator('.wm-card').first().textContent()).toMatch(/Player [12]/);
    await page.screenshot({ path: join(shots, 'warmachine-board.png'), fullPage: true });
    await page.close();
  });

  it('Warmachine: a newcomer chooses the 30-inch table in the house rules and a numbered battle against the computer (Easy, battle 1), deploys, charges, attacks and moves by clicking until the first model is destroyed (a decisive point)', async () => {
    const { page } = await newPage();
    await page.goto(base);
    const card = page.locator('.game-card[data-ruleset="warmachine"]');
    // A smaller table (a house rule any player can choose) brings the armies into contact sooner.
    await card.locator('.house-rules summary').click();
    await card.locator('.house-rule[data-option="tableSize"] input').fill('30');
    await until(() => card.locator('.house-rules summary').textContent()).toBe('House rules (1)');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    await card.locator('select[name="level"]').selectOption('easy');
    await card.locator('input[name="seed"]').fill('1');
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('p1');
    const id = /\/game\/([\w-]+)/.exec(page.url())?.[1] ?? '';
    const token = await page.evaluate(
      (g) =>
        (
          JSON.parse(localStorage.getItem('skirmish.games.v1') ?? '{}') as Record<
            string,
            { tokens: Record<string, string> }
          >
        )[g]?.tokens['p1'],
      id,
    );
    type Snap = {
      index: number;
      legal: Array<Record<string, unknown>>;
      pending: Array<{ seats: string[] }>;
      outcome: unknown;
      view: { models: Array<{ id: string; side: string; x: number; y: number; placed: boolean; removed: boolean }> };
    };
    const kinds: Record<string, number> = {};
    const removed = page.locator('.events li[data-type="wm/removed"]');
    for (let i = 0; i < 300 && (await removed.count()) === 0; i++) {
      // What the page offers, read as the player's seat sees it; the computer finishes its part first.
      const s = (await (await fetch(`${base}/api/games/${id}?token=${token}`)).json()) as Snap;
      if (
        s.outcome ||
        s.legal.length === 0 ||
        s.pending.some((d) => d.seats.includes('p2')) ||
        (await index(page)) !== s.index
      ) {
        // The computer plays, or the page catches up with the server: wait for the page to move.
        await untilMoved(page, await index(page), 2000);
        continue;
      }
      const foes = s.view.models.filter((m) => m.placed && !m.removed && m.side !== 'p1');
      const near = (c: Record<string, unknown>) =>
        Math.min(...foes.map((f) => Math.hypot(f.x - Number(c['x']), f.y - Number(c['y']))));
      const of = (k: string) => s.legal.filter((c) => c['kind'] === k);
      const moves = [...of('advance'), ...of('run')];
      const choice =
        of('deploy')[0] ??
        of('charge')[0] ??
        of('attack')[0] ??
        (moves.length > 0 ? moves.reduce((a, b) => (near(b) < near(a) ? b : a)) : undefined) ??
        of('endActivation')[0] ??
        of('activate')[0] ??
        of('endControl')[0] ??
        of('endTurn')[0] ??
        s.legal[0]!;
      kinds[String(choice['kind'])] = (kinds[String(choice['kind'])] ?? 0) + 1;
      const button = page.locator(`button.choice[data-choice='${JSON.stringify(choice)}']`);
      // A long list is folded by kind: open the fold first, as a player would.
      if (!(await button.isVisible()))
        await page.locator(`details:has(button.choice[data-choice='${JSON.stringify(choice)}']) > summary`).click();
      await button.click();
      await until(() => index(page)).toBeGreaterThan(s.index);
    }
    // WM-DAMAGE-23: a model with no damage boxes left is destroyed and taken off the table.
    await until(() => removed.count()).toBe(1);
    const history = (await (await fetch(`${base}/api/games/${id}/events?token=${token}`)).json()) as {
      entries: Array<{ events: Array<{ type: string; model?: string; attacker?: string }> }>;
    };
    const events = history.entries.flatMap((e) => e.events);
    const gone = events.find((e) => e.type === 'wm/removed')?.model ?? '';
    expect(gone).not.toBe('');
    expect(await page.locator(`.wm-model[data-model="${gone}"]`).count()).toBe(0);
    expect(kinds['charge'] ?? 0, JSON.stringify(kinds)).toBeGreaterThan(0);
    expect(kinds['attack'] ?? 0).toBeGreaterThan(0);
    expect(kinds['deploy'] ?? 0).toBeGreaterThan(0);
    // Both sides fought: attack rolls by the player's models and by the computer's.
    const attackers = events.filter((e) => e.type === 'wm/attack-roll').map((e) => e.attacker ?? '');
    expect(attackers.some((a) => a.startsWith('p1.'))).toBe(true);
    expect(attackers.some((a) => a.startsWith('p2.'))).toBe(true);
    await page.screenshot({ path: join(shots, 'warmachine-first-kill.png'), fullPage: true });
    await page.close();
  }, 240_000);

  it('Warmachine: focus allocated on the warjack cards, spells and feat offered, a charge made by dragging onto an enemy, a blast or spray template shown before it is confirmed, the dice shown after the roll, and a scatter drawn where it landed', async () => {
    const g = await createGame(base, { ruleset: 'warmachine', seed: 4, mode: 'hotseat' });
    type Snap = {
      index: number;
      legal: Array<{ kind: string; [k: string]: unknown }>;
      view: { models: Array<{ id: string; side: string; x: number; y: number; placed: boolean; removed: boolean }> };
    };
    const snap = async (seat: string) =>
      (await (await fetch(`${base}/api/games/${g.id}?token=${g.tokens[seat]}`)).json()) as Snap;
    const play = async (seat: string, index: number, choice: unknown) =>
      fetch(`${base}/api/games/${g.id}/choices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: g.tokens[seat], index, choice }),
      });
    const { page } = await newPage();
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('p1');
    let allocated = false;
    let spells = false;
    let charger: string | null = null;
    // Through the API until a model may charge; p1's page is checked and used on the way.
    for (let i = 0; i < 400 && !charger; i++) {
      const [a, b] = [await snap('p1'), await snap('p2')];
      const [seat, s] = a.legal.length > 0 ? (['p1', a] as const) : (['p2', b] as const);
      const has = (k: string) => s.legal.filter((c) => c.kind === k);
      if (seat === 'p1' && has('cast').length + has('feat').length > 0) {
        await until(() => page.locator('.wm-magic button').count()).toBe(has('cast').length + has('feat').length);
        spells = true;
      }
      if (has('charge').length > 0) {
        charger = seat;
        break;
      }
      if (seat === 'p1' && !allocated && has('allocate').length > 0) {
        await until(() => page.locator('.wm-allocate').count()).toBe(has('allocate').length);
        await page.locator('.wm-allocate').first().click();
        await until(() => index(page)).toBeGreaterThan(s.index);
        allocated = true;
        continue;
      }
      const live = s.view.models.filter((m) => m.placed && !m.removed);
      const foes = live.filter((m) => m.side !== seat);
      const near = (c: Readonly<Record<string, unknown>>) =>
        Math.min(...foes.map((f) => Math.hypot(f.x - Number(c.x), f.y - Number(c.y))));
      const runs = has('run');
      const choice =
        has('deploy')[0] ??
        has('endControl')[0] ??
        (runs.length > 0 ? runs.reduce((x, y) => (near(y) < near(x) ? y : x)) : undefined) ??
        has('endActivation')[0] ??
        has('activate')[0] ??
        has('endTurn')[0] ??
        s.legal.find((c) => c.kind !== 'feat' && c.kind !== 'cast') ??
        s.legal[0];
      await play(seat, s.index, choice);
    }
    expect(allocated).toBe(true);
    expect(spells).toBe(true);
    expect(charger).not.toBeNull();
    // Each model's letters stay inside its base, the small bases of the warcasters too.
    const tokens = await page.locator('.wm-model').evaluateAll((gs) =>
      gs.map((g) => ({
        label: g.querySelector('text')?.textContent ?? '',
        text: (g.querySelector('text') as SVGTextElement).getBBox().width,
        base: 2 * Number(g.querySelector('circle.base')?.getAttribute('r')),
      })),
    );
    expect(tokens.length).toBeGreaterThan(2);
    for (const t of tokens) expect(t.text, t.label).toBeLessThan(t.base);
    // On a phone the model cards sit two abreast (the decision comes after them), and nothing
    // spills sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const tops = await page
      .locator('.wm-card')
      .evaluateAll((cs) => cs.slice(0, 2).map((c) => c.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1100, height: 900 });
    // Control areas on demand: drawn only when asked for, to scale. Weapon ranges are not offered
    // without the premeasure house rule (A-27).
    expect(await page.locator('.wm-ctrl').count()).toBe(0);
    await page.getByLabel('Control areas').check();
    expect(await page.getByLabel('Weapon ranges').count()).toBe(0);
    // WM-FOCUS-03: a warcaster's control area reaches twice its FOCUS from the edge of its base
    // (Kron, the first warcaster drawn: FOCUS 7, a 30 mm base: 14 + 0.59 inches, 12 pixels an inch).
    const kron = page.locator('.wm-model[data-model="p1.kron"]');
    if ((await kron.count()) > 0) {
      const r = Number(await page.locator('.wm-ctrl').first().getAttribute('r'));
      expect(r).toBeCloseTo((14 + 30 / 25.4 / 2) * 12, 1);
    }
    expect(await page.locator('.wm-ctrl').count()).toBe(2);
    expect(await page.locator('.wm-range').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'warmachine-areas.png'), fullPage: true });
    const { page: cp } = charger === 'p1' ? { page } : await newPage();
    if (charger !== 'p1') await cp.goto(`${base}/game/${g.id}?token=${g.tokens['p2']}`);
    await until(() => cp.locator('.wm-model.chargeable').count()).toBeGreaterThan(0);
    const target = cp.locator('.wm-model.chargeable .base').first();
    await cp.locator('.wm-model.active .base').scrollIntoViewIfNeeded();
    const from = (await cp.locator('.wm-model.active .base').boundingBox())!;
    const to = (await target.boundingBox())!;
    const before = await index(cp);
    await cp.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await cp.mouse.down();
    await cp.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
    await until(() => cp.locator('.wm-plan.charge text').textContent()).toMatch(/charge/);
    await cp.screenshot({ path: join(shots, 'warmachine-charge.png'), fullPage: true });
    await cp.mouse.up();
    await until(() => index(cp)).toBeGreaterThan(before);
    await until(() => cp.locator('.events li[data-type="wm/charge"]').count()).toBe(1);
    await cp.close();
    if (cp !== page) await page.close();

    // On until a blast or spray may be aimed: the board shows its template before it is confirmed.
    const AREA: Record<string, string> = {
      'head-cannon': 'aoe',
      'thunder-shell': 'aoe',
      'blight-burst': 'aoe',
      'bile-thrower': 'spray',
    };
    const areaOf = (c: Record<string, unknown>) => {
      const id = c['weapon'] ?? c['spell'];
      return typeof id === 'string' ? AREA[id] : undefined;
    };
    let aimer: { seat: string; index: number; choice: Record<string, unknown> } | null = null;
    for (let i = 0; i < 600 && !aimer; i++) {
      const [a, b] = [await snap('p1'), await snap('p2')];
      const [seat, s] = a.legal.length > 0 ? (['p1', a] as const) : (['p2', b] as const);
      const aimed = s.legal.find((c) => (c.kind === 'attack' || c.kind === 'cast') && areaOf(c) && c['target']);
      if (aimed) {
        aimer = { seat, index: s.index, choice: aimed };
        break;
      }
      if (s.legal.length === 0) break;
      const live = s.view.models.filter((m) => m.placed && !m.removed);
      const foes = live.filter((m) => m.side !== seat);
      const near = (c: Readonly<Record<string, unknown>>) =>
        Math.min(...foes.map((f) => Math.hypot(f.x - Number(c.x), f.y - Number(c.y))));
      const has = (k: string) => s.legal.filter((c) => c.kind === k);
      const moves = has('advance');
      const choice =
        has('endControl')[0] ??
        (moves.length > 0 ? moves.reduce((x, y) => (near(y) < near(x) ? y : x)) : undefined) ??
        has('endActivation')[0] ??
        has('activate')[0] ??
        has('endTurn')[0] ??
        s.legal[0];
      await play(seat, s.index, choice);
    }
    expect(aimer).not.toBeNull();
    if (!aimer) return;
    const kind = areaOf(aimer.choice) ?? '';
    const { page: ap, frames: apFrames } = await newPage();
    await ap.goto(`${base}/game/${g.id}?token=${g.tokens[aimer.seat]}`);
    await until(() => ap.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe(aimer.seat);
    const button = ap.locator(`.wm-aim[data-area="${kind}"]`).first();
    await button.click();
    // WM-AOE-01 / WM-SPRAY-01: the template is drawn on the table before anything is rolled.
    await until(() => ap.locator(`.wm-template[data-kind="${kind}"]`).count()).toBe(1);
    expect(await ap.locator(kind === 'aoe' ? '.wm-template circle' : '.wm-template polygon').count()).toBe(1);
    expect(await ap.locator('.wm-template text').textContent()).toMatch(kind === 'aoe' ? /^3″ template/ : /^spray 8″/);
    await ap.screenshot({ path: join(shots, `warmachine-${kind}-preview.png`), fullPage: true });
    const at = await index(ap);
    expect(at).toBe(aimer.index);
    await ap.locator('.wm-confirm').click();
    await until(() => index(ap)).toBeGreaterThan(at);
    expect(await ap.locator('.wm-template').count()).toBe(0);
    type Ev = { type: string; [k: string]: unknown };
    const eventsSeen = () =>
      apFrames.filter((f) => f.includes('"type":"state"')).flatMap((f) => (JSON.parse(f) as { events: Ev[] }).events);
    const ROLLS = ['wm/attack-roll', 'wm/damage-roll'];
    const rolls = () => eventsSeen().filter((e) => ROLLS.includes(e.type));
    // WM-AOE-08: an AOE that misses deviates. Played on (AOEs aimed whenever one may be) until one
    // does; the board then draws where it was aimed, where it landed, and the line between.
    // The board draws the latest one.
    const deviation = () =>
      eventsSeen()
        .filter((e) => e.type === 'wm/deviation')
        .at(-1);
    for (let i = 0; i < 800 && !(deviation() && rolls().length > 0); i++) {
      const [a, b] = [await snap('p1'), await snap('p2')];
      const [seat, s] = a.legal.length > 0 ? (['p1', a] as const) : (['p2', b] as const);
      if (s.legal.length === 0) break;
      const aimed = s.legal.find((c) => (c.kind === 'attack' || c.kind === 'cast') && areaOf(c) && c['target']);
      const live = s.view.models.filter((m) => m.placed && !m.removed);
      const foes = live.filter((m) => m.side !== seat);
      const near = (c: Readonly<Record<string, unknown>>) =>
        Math.min(...foes.map((f) => Math.hypot(f.x - Number(c.x), f.y - Number(c.y))));
      const has = (k: string) => s.legal.filter((c) => c.kind === k);
      const moves = has('advance');
      const choice =
        aimed ??
        has('endControl')[0] ??
        (moves.length > 0 ? moves.reduce((x, y) => (near(y) < near(x) ? y : x)) : undefined) ??
        has('endActivation')[0] ??
        has('activate')[0] ??
        has('endTurn')[0] ??
        s.legal[0];
      await play(seat, s.index, choice);
      await until(() => index(ap)).toBe(s.index + 1);
    }
    const dev = deviation() as
      { from: { x: number; y: number }; to: { x: number; y: number }; direction: number; distance: number } | undefined;
    expect(dev).toBeDefined();
    if (!dev) return;
    const scatter = ap.locator('.wm-scatter');
    await until(() => scatter.count()).toBe(1);
    // Said in words on the table; the log's account of the drift (the scatter die's way) in its title.
    expect(await scatter.locator('text').textContent()).toBe(`Missed template, drifted ${dev.distance}″`);
    expect(await scatter.locator('title').textContent()).toMatch(new RegExp(`^The template drifts ${dev.distance}"`));
    const num = async (sel: string, attr: string) => Number(await scatter.locator(sel).getAttribute(attr));
    // 12 pixels an inch: the landed template is as far from the aimed one as the deviation says.
    expect((await num('circle.landed', 'cx')) - (await num('circle.aimed', 'cx'))).toBeCloseTo(
      (dev.to.x - dev.from.x) * 12,
      3,
    );
    expect((await num('circle.landed', 'cy')) - (await num('circle.aimed', 'cy'))).toBeCloseTo(
      -(dev.to.y - dev.from.y) * 12,
      3,
    );
    expect(await num('line', 'x1')).toBeCloseTo(await num('circle.aimed', 'cx'), 3);
    expect(await num('line', 'x2')).toBeCloseTo(await num('circle.landed', 'cx'), 3);
    // Its words stay on the table, wherever the blast landed (off its edge too).
    const table = (await ap.locator('svg.wm-svg').boundingBox())!;
    const label = (await scatter.locator('text').boundingBox())!;
    expect(label.x).toBeGreaterThanOrEqual(table.x);
    expect(label.x + label.width).toBeLessThanOrEqual(table.x + table.width);
    expect(label.y).toBeGreaterThanOrEqual(table.y);
    // After each roll the dice are shown in the log, one face each, as the rules rolled them.
    expect(rolls().length).toBeGreaterThan(0);
    for (const type of ROLLS) {
      const expected = eventsSeen()
        .filter((e) => e.type === type)
        .map((e) => (e['dice'] as number[]).map(String))
        .reverse();
      const shown = await ap
        .locator(`.events li[data-type="${type}"]`)
        .evaluateAll((lis) => lis.map((li) => [...li.querySelectorAll('.die')].map((d) => d.textContent ?? '')));
      expect(shown).toEqual(expected);
    }
    await ap.locator('.wm-scatter').scrollIntoViewIfNeeded();
    await ap.screenshot({ path: join(shots, 'warmachine-scatter.png'), fullPage: true });
    await ap.close();
  }, 240_000);

  it('Warmachine on the Hungarian page: the model cards, tokens, log and choices name the sample models in Hungarian; the log of what happened before the page opened comes from the server', async () => {
    const g = await createGame(base, { ruleset: 'warmachine', seed: 2 });
    // Both players deploy, each his first offered place, until every model stands on the table.
    const deployed = (
      await playFirstChoices(base, g, 20, (legal) => legal.some((c) => c.kind === 'deploy' || c.kind === 'chooseFirst'))
    ).filter((c) => c.kind === 'deploy').length;
    expect(deployed).toBeGreaterThan(3);
    const { page } = await h.newPage({ locale: 'hu-HU' });
    // The rule system's title in Hungarian, on the home page and above the game.
    await page.goto(base);
    await until(() => page.locator('.game-card[data-ruleset="warmachine"] h3').textContent()).toBe(
      'Warmachine (egyszerűsített szabályok)',
    );
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    await until(() => page.locator('.wm-card').count()).toBeGreaterThan(3);
    await until(() => page.locator('h1').first().textContent()).toContain('Warmachine (egyszerűsített szabályok)');
    const cards = (await page.locator('.wm-card strong').allTextContents()).join(' | ');
    expect(cards).toContain('Iveta Kron marsall');
    expect(cards).toContain('Bástya');
    expect(cards).not.toContain('Marshal');
    // The tokens take their letters from the Hungarian names: Kron's is "Iv".
    expect(await page.locator('.wm-model[data-model="p1.kron"] text').textContent()).toBe('Iv');
    // The log so far, though this browser saw none of it (the server gives it), names them too.
    await until(() => page.locator('.log .event-text', { hasText: 'felhelyezve' }).count()).toBe(deployed);
    const said = (await page.locator('.log .event-text').allTextContents()).join(' | ');
    expect(said).toContain('Iveta Kron marsall (1. játékos)');
    expect(said).not.toContain('Marshal');
    // The choices too: the first player gives his warjacks focus, named in Hungarian.
    await until(() => page.locator('button.choice').count()).toBeGreaterThan(0);
    const offered = (await page.locator('button.choice').allTextContents()).join(' | ');
    expect(offered).toContain('Bástya (1. játékos)');
    expect(offered).not.toContain('Marshal');
    // A deployment's point reads as the choices write it, and the way the model faces in words.
    expect(said).toMatch(/felhelyezve ide: \(\d+,\d"; \d+,\d"\), .* felé néz/);
    expect(said).not.toContain('°');
    // Each warjack card explains the letters of its damage grid, each lettered box in its tooltip too.
    const keys = await page.locator('.wm-card .wm-grid-key').allTextContents();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toContain('Rendszer-rubrikák:');
    expect(keys.join(' | ')).toContain('L bal kéz');
    expect(await page.locator('.wm-grid td.system', { hasText: 'M' }).first().getAttribute('title')).toBe(
      'M – Mozgás, rendszer-rubrika',
    );
    await page.screenshot({ path: join(shots, 'warmachine-hu-cards.png'), fullPage: true });
    await page.close();
  });

  it("Warmachine: the computer's reasons on request, the alternatives it weighed with their values", async () => {
    const g = await createGame(base, { ruleset: 'warmachine', seed: 2, seats: { p1: 'human', p2: 'bot:mcts:40it' } });
    const { page } = await newPage();
    await page.goto(`${base}/game/${g.id}?token=${g.tokens['p1']}`);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('p1');
    const why = page.locator('.bot-why');
    for (let i = 0; i < 30 && (await why.count()) === 0; i++) {
      const before = await index(page);
      const choice = page.locator('.wm-deploy, button.choice');
      if ((await choice.count()) === 0) {
        await untilOffered(page, { selector: '.wm-deploy, button.choice' });
        continue;
      }
      await choice.first().click();
      await until(() => index(page)).toBeGreaterThan(before);
    }
    await why.locator('summary').click();
    expect(await why.locator('li').count()).toBeGreaterThan(1);
    // Best first: the values never rise down the list.
    const values = (await why.locator('li').allTextContents()).map((x) => Number(/value (-?[\d.]+)/.exec(x)?.[1]));
    expect(values.every((v) => Number.isFinite(v))).toBe(true);
    await page.screenshot({ path: join(shots, 'bot-why.png'), fullPage: true });
    await page.close();
  });

  it('Hybrid: a newcomer places counters, picks a mode and moves by dragging and clicking on the board against the computer, the game survives a reload, and a rule ID in the log opens its text', async () => {
    const { page } = await newPage();
    await page.goto(base);
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    await card.locator('select[name="seat"]').selectOption('griffin');
    // The beginner level keeps the computer quick on this shared machine.
    await card.locator('select[name="level"]').selectOption('beginner');
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('griffin');
    // The sides by the names players call them, not by the seats' ids.
    await until(() => page.locator('[data-testid="my-seat"]').textContent()).toBe('Griffin');
    expect(await page.locator('ul.seats').textContent()).toMatch(/^Griffin: player.*Scorpion: computer \(Beginner\)/);

    const done: string[] = [];
    for (let i = 0; i < 60 && !(done.includes('drag') && done.includes('move') && done.includes('warrior')); i++) {
      const { what, at: before } = await hybridStep(page, !done.includes('drag'));
      if (what === 'wait') {
        await untilOffered(page);
        continue;
      }
      done.push(what);
      // The computer may have moved first (a decision both sides make at once): then look again.
      await page
        .waitForFunction((b) => Number(document.querySelector('.game')?.getAttribute('data-index')) > b, before, {
          timeout: 8000,
        })
        .catch(() => undefined);
    }
    expect(done).toContain('warrior');
    expect(done).toContain('move');
    expect(done).toContain('drag');
    // The computer answered: scorpion's own steps are in the log.
    await until(() => page.locator('.events li[data-type="hybrid/counter-placed"]').count()).toBeGreaterThan(4);
    await page.screenshot({ path: join(shots, 'hybrid-board.png'), fullPage: true });

    const reached = await index(page);
    await page.reload();
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('griffin');
    expect(await index(page)).toBe(reached);
    // The board is a chunk of its own, loaded with the page.
    await until(() => page.locator('.hy-board .warrior').count()).toBeGreaterThan(0);
    // A warrior clicked shows his field of vision and, behind him, his dead angles (HY-LOS-01).
    await page.locator('.hy-board .warrior.griffin').first().click();
    await until(() => page.locator('.hy-board .hy-sq.seen').count()).toBeGreaterThan(0);
    expect(await page.locator('.hy-board .hy-sq.dead').count()).toBeGreaterThan(0);
    // A rule ID in the log opens the rule's text in the player's language, from the ruleset's presenter.
    const ids = [...new Set(await page.locator('.events .rule-id').allTextContents())];
    const withText = ids.find((id) => hybridRuleset.presenter?.rule?.(id, 'en') !== undefined);
    expect(withText, ids.join(' ')).toBeDefined();
    await page
      .locator('.events .rule-id', { hasText: withText ?? '' })
      .first()
      .click();
    expect(await page.locator('.rule-panel .rule-text').textContent()).toBe(
      hybridRuleset.presenter?.rule?.(withText ?? '', 'en'),
    );
    // The warriors by their sample names in English: on the board, and in the log of their moves.
    const warrior = page.locator('.hy-board .warrior').first();
    const [, name, number] = /^(.+) \((\d+)\), /.exec((await warrior.getAttribute('aria-label')) ?? '') ?? [];
    expect(SAMPLE_NAMES_HU[name ?? ''], name).not.toBe(name);
    // The oldest move: the computer may still be adding lines above it.
    const moved = page.locator('.events li[data-type="hybrid/moved"]').last();
    const [, mover, moverNumber] = /^(.+) \((\d+)\) moves to /.exec((await moved.textContent()) ?? '') ?? [];
    expect(SAMPLE_NAMES_HU[mover ?? ''], mover).not.toBe(mover);
    await page.getByLabel('Language').selectOption('hu');
    await until(() => page.locator('.rule-panel .rule-text').textContent()).toBe(
      hybridRuleset.presenter?.rule?.(withText ?? '', 'hu'),
    );
    // A warrior's accessible name says which way he faces, in Hungarian word order.
    expect(await warrior.getAttribute('aria-label')).toMatch(/, (észak|kelet|dél|nyugat) felé néz/);
    // And calls him by our Hungarian name where the English one stood; so does the log.
    expect(await warrior.getAttribute('aria-label')).toMatch(
      new RegExp(`^${SAMPLE_NAMES_HU[name ?? '']} \\(${number}\\), `),
    );
    expect(await moved.textContent()).toMatch(
      new RegExp(`^${SAMPLE_NAMES_HU[mover ?? '']} \\(${moverNumber}\\) ide lép: `),
    );
    await page.getByLabel('Nyelv').selectOption('en');
    // On a phone the page is one column and nothing spills sideways but the board's own scroller.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(shots, 'hybrid-phone.png'), fullPage: true });
    await page.close();
  });

  it('Hybrid: a parry offered with and without an Action card backing it (AMB-40): each board button names its card and shows its own chance', async () => {
    // A position with such a parry: random legal choices from the first seeds, played by the rules
    // in this process (the same engine, seed and set-up the server starts a game with).
    const e = unwrap(Engine.create(hybridRuleset, { options: {} }));
    const found = walkTo(
      e,
      hybridRuleset.defaultSetup,
      (m, seat) => {
        const parries = e.legal(m, seat).filter((c) => c.kind === 'parry');
        return parries.some((c) => c.card) && parries.some((c) => !c.card);
      },
      { seeds: 60, steps: 800 },
    );
    if (!found) throw new Error('no parry with a card in the first 60 seeds');
    const g = await createGame(base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(base, g, found.steps);
    const { page } = await newPage();
    await page.goto(base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${base}/game/${g.id}`);
    const buttons = page.locator('.hy-parry button');
    await until(() => buttons.count()).toBeGreaterThan(1);
    const seen = await buttons.evaluateAll((bs) =>
      bs.map((b) => ({ card: b.getAttribute('data-card'), text: b.textContent ?? '', title: b.getAttribute('title') })),
    );
    // Every button is told apart from the others, and a backed one names its card.
    expect(new Set(seen.map((b) => b.text)).size, JSON.stringify(seen)).toBe(seen.length);
    const names = new Map(hybridRuleset.content.sample.actionCards.map((c) => [c.id, c.name]));
    for (const b of seen) {
      if (b.card) expect(b.text).toContain(` + ${names.get(b.card)}`);
      expect(b.text).toMatch(/ · \d+\.\d%$/);
      expect(b.title).toMatch(/^\d+(\/\d+)? \(\d+\.\d%\) to parry if it hits$/);
    }
    expect(seen.some((b) => b.card) && seen.some((b) => !b.card)).toBe(true);
    await page.close();
  }, 120_000);

  it('Hybrid: with the table options manualDiceChoice (AMB-61) and brutishOptional (AMB-22) the board asks for the die kept and for the push, each button in words', async () => {
    const options = { manualDiceChoice: true, brutishOptional: true };
    const e = unwrap(Engine.create(hybridRuleset, { options }));
    for (const [kind, panel, attr] of [
      ['keep-die', '.hy-keep', 'data-die'],
      ['brutish-push', '.hy-brutish', 'data-push'],
    ] as const) {
      // A position where the question is asked, reached by random legal choices in this process.
      const found = walkTo(e, hybridRuleset.defaultSetup, (m, seat) => e.legal(m, seat).some((c) => c.kind === kind), {
        seeds: 60,
        steps: 1500,
      });
      if (!found) throw new Error(`no ${kind} in the first 60 seeds`);
      const offered = e.legal(found.m, found.seat).filter((c) => c.kind === kind);
      const g = await createGame(base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat', options });
      await sendChoices(base, g, found.steps);
      const { page } = await newPage();
      await page.goto(base);
      await holdOnThisScreen(page, g, 'hybrid');
      await page.goto(`${base}/game/${g.id}`);
      const buttons = page.locator(`${panel} button`);
      await until(() => buttons.count()).toBe(offered.length);
      const seen = await buttons.evaluateAll((bs, a) => bs.map((b) => [b.getAttribute(a), b.textContent ?? '']), attr);
      // One button per choice offered, each told apart from the others by its words.
      const values = offered.map((c) =>
        c.kind === 'keep-die' ? String(c.die) : c.kind === 'brutish-push' ? String(c.push) : '',
      );
      expect(seen.map(([v]) => v)).toEqual(values);
      expect(new Set(seen.map(([, text]) => text)).size).toBe(offered.length);
      if (kind === 'keep-die') for (const [die, text] of seen) expect(text).toContain(`showing ${die ?? ''}`);
      else expect(seen.map(([, text]) => text?.startsWith('Brutish Strength: '))).toEqual([true, true]);
      // The last button is the choice the server takes.
      const at = await index(page);
      await buttons.last().click();
      await untilMoved(page, at);
      const res = await fetch(`${base}/api/games/${g.id}/record?token=${g.tokens[found.seat] ?? ''}`);
      const record = (await res.json()) as { choices: Array<{ choice: unknown }> };
      expect(record.choices.at(-1)?.choice).toEqual(offered.at(-1));
      await page.close();
    }
  }, 180_000);

  it('Hybrid with deployAfterFirstRoll (AMB-09): the warriors waiting to set up are listed off the board, take their round-1 counters there (one dragged, the others clicked), and stand on the board once all are placed', async () => {
    const options = { deployAfterFirstRoll: true };
    const g = await createGame(base, { ruleset: 'hybrid', seed: 5, mode: 'hotseat', options });
    const { page } = await newPage();
    await page.goto(base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${base}/game/${g.id}`);
    const chips = page.locator('.hy-offboard button[data-status="undeployed"]');
    const e = unwrap(Engine.create(hybridRuleset, { options }));
    const armies = unwrap(e.start(5, hybridRuleset.defaultSetup)).state.warriors.filter(
      (x) => x.status === 'undeployed',
    ).length;
    expect(armies).toBeGreaterThan(0);
    await until(() => chips.count()).toBe(armies);
    expect(await page.locator('.hy-board .warrior').count()).toBe(0);
    let dragged = 0;
    let clicked = 0;
    for (let i = 0; i < 200 && (await page.locator('.hy-board .warrior').count()) === 0; i++) {
      const at = await index(page);
      const open = page.locator('.hy-offboard button.can');
      if ((await open.count()) > 0) {
        if (dragged === 0) {
          // The next counter dragged face down onto a warrior of the list, the page scrolled so
          // that both are in sight (the list is below the board).
          await page.locator('.counter-next').evaluate((el) => el.scrollIntoView({ block: 'start' }));
          const a = (await page.locator('.counter-next').boundingBox())!;
          const b = (await open.first().boundingBox())!;
          expect(a.y >= 0 && b.y + b.height <= (page.viewportSize()?.height ?? 0)).toBe(true);
          await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
          await page.mouse.down();
          await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
          await page.mouse.up();
          dragged++;
        } else {
          await open.first().click();
          clicked++;
        }
      } else if ((await page.locator('button.choice').count()) > 0) await page.locator('button.choice').first().click();
      await untilMoved(page, at);
    }
    // Every warrior took his counter from the list, and then both armies stood on the board.
    expect(dragged + clicked).toBe(armies);
    await until(() => page.locator('.hy-board .warrior').count()).toBe(armies);
    expect(await page.locator('.hy-offboard').count()).toBe(0);
    expect(await page.locator('.events li[data-type="hybrid/deployed"]').count()).toBe(armies);
    await page.close();
  }, 120_000);

  it('Hybrid on one screen: two players take turns at the board (a counter dragged face down onto a warrior, the others clicked), each warrior sent toward the enemy by clicking the squares (their costs shown), until a warrior is eliminated (a decisive point)', async () => {
    // A set seed, so the battle is the same every run: with these players the first warrior falls
    // about fifty choices in (a search over seeds 1-30 with the same policy: 51 to 291 choices).
    const g = await createGame(base, { ruleset: 'hybrid', seed: 28, mode: 'hotseat' });
    const { page } = await newPage();
    await page.goto(base);
    // This browser holds both seats, as "play on this screen" leaves it.
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${base}/game/${g.id}`);
    await until(() => page.locator('[data-testid="my-seat"]').count()).toBe(1);
    const costsSeen: Array<{ shown: string | null; cost: number | null }> = [];
    const oddsSeen: Array<{ short: string | null; title: string | null; listed: string | null }> = [];
    const kinds: Record<string, number> = {};
    for (let i = 0; i < 400; i++) {
      if ((await page.locator('.events li[data-type="hybrid/eliminated"]').count()) > 0) break;
      if ((await page.locator('.outcome').count()) > 0) break;
      const before = await hybridPlayerStep(page, kinds, costsSeen, false, oddsSeen);
      if (before === null) continue;
      // Waited for in the page, without a round trip per look.
      await page.waitForFunction(
        (b) => Number(document.querySelector('.game')?.getAttribute('data-index')) > b,
        before,
        { timeout: 8000 },
      );
    }
    // A warrior was struck down by a strike made on the board.
    expect(await page.locator('.events li[data-type="hybrid/eliminated"]').count(), JSON.stringify(kinds)).toBe(1);
    expect(kinds['target']).toBeGreaterThan(0);
    expect(kinds['dragged']).toBe(1);
    expect(kinds['square']).toBeGreaterThan(0);
    const withCost = costsSeen.filter((c) => c.cost !== null);
    expect(withCost.length).toBeGreaterThan(0);
    for (const c of withCost) expect(c.shown).toBe(String(c.cost));
    // Each strike button showed its chance, the same the list of choices gives for that strike.
    expect(oddsSeen.length).toBe(kinds['target']);
    for (const o of oddsSeen) {
      // A level above the Mode value says the highest level it is made at without cards (HY-MODE-08).
      const m =
        /^(?:without cards at most level (\d): )?(\d+(?:\/\d+)?) \((\d+\.\d)%\) to succeed(?: before cards)?$/.exec(
          o.title ?? '',
        );
      expect(m, JSON.stringify(o)).not.toBeNull();
      // The button says that level too, short.
      expect(o.short).toBe(` · ${m![3]}%${m![1] ? ` (at most ML ${m![1]} without cards)` : ''}`);
      expect(o.listed).toContain(` · ${o.title}`);
    }
    await page.screenshot({ path: join(shots, 'hybrid-kill.png'), fullPage: true });
    await page.close();
  }, 180_000);

  it('Hybrid: a newcomer plays a numbered battle against the computer (Easy, battle 5) from the home page by clicking and dragging on the board, to its end: the computer completes its objectives (a decisive point)', async () => {
    const { page } = await newPage();
    await page.goto(base);
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    // The sides by their names, as the board and the log call them.
    expect(await card.locator('select[name="seat"]').locator('option').allTextContents()).toEqual([
      'Griffin',
      'Scorpion',
    ]);
    await card.locator('select[name="seat"]').selectOption('griffin');
    await card.locator('select[name="level"]').selectOption('easy');
    // The battle number makes the battle the same every run: the dice, and the computer's moves
    // (its own randomness is drawn from the game's seed), given the same choices of the player.
    await card.locator('input[name="seed"]').fill('5');
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('griffin');
    expect(await page.locator('.seats').textContent()).toContain('computer (Easy)');
    const kinds: Record<string, number> = {};
    const costsSeen: Array<{ shown: string | null; cost: number | null }> = [];
    for (let i = 0; i < 600 && (await page.locator('.outcome').count()) === 0; i++) {
      const before = await hybridPlayerStep(page, kinds, costsSeen, true);
      if (before === null) continue;
      await page.waitForFunction(
        (b) => Number(document.querySelector('.game')?.getAttribute('data-index')) > b,
        before,
        { timeout: 8000 },
      );
    }
    // The end: the computer's side reached its objectives first (HY-END), and nothing is left to choose.
    await until(() => page.locator('.outcome').textContent()).toContain(
      'Winner: Scorpion · Reason: the Scorpion side completed its objectives',
    );
    // Said to the Griffin player himself: the game is lost.
    expect(await page.locator('.outcome h2').textContent()).toBe('The game is over: you lost');
    expect(await page.locator('.outcome').textContent()).toContain('objectives');
    expect(await page.locator('button.choice').count()).toBe(0);
    // Played on the board: a counter dragged, the others clicked, squares clicked with their costs.
    expect(kinds['dragged'], JSON.stringify(kinds)).toBe(1);
    expect(kinds['warrior']).toBeGreaterThan(1);
    expect(kinds['square']).toBeGreaterThan(0);
    const withCost = costsSeen.filter((c) => c.cost !== null);
    expect(withCost.length).toBeGreaterThan(0);
    for (const c of withCost) expect(c.shown).toBe(String(c.cost));
    // The computer played its part: its counters and moves are in the log.
    expect(await page.locator('.events li[data-type="hybrid/counter-placed"]').count()).toBeGreaterThan(4);
    await page.screenshot({ path: join(shots, 'hybrid-vs-computer-end.png'), fullPage: true });
    await page.close();
  }, 240_000);

  it('Hybrid: the board draws each feature of the view, one by one: tiles, walls, open and closed doors, passages, columns, rockfall, open and closed trapdoors, event and objective counters, warriors with their facing and their 1- and 4-square bases', async () => {
    type Features = { column?: boolean; rockfall?: boolean; trapdoor?: 'open' | 'closed' };
    type View = {
      board: {
        width: number;
        height: number;
        edges: Record<string, string>;
        voids: string[];
        features: Record<string, Features>;
        doors: Array<{ id: string; edges: string[]; open: boolean }>;
        tileOf: Record<string, number>;
      };
      eventCounters: string[];
      objectiveCounters: Record<string, number>;
      current: { warrior: string } | null;
      warriors: Array<{ id: string; status: string; facing: 'N' | 'E' | 'S' | 'W'; squares: string[] }>;
    };
    type Snap = { index: number; legal: Array<Record<string, unknown>>; view: View };
    const C = 34; // pixels a square, as the board draws it
    const seen = {
      openDoors: 0,
      closedDoors: 0,
      passages: 0,
      voids: 0,
      openTraps: 0,
      closedTraps: 0,
      bases: new Set<number>(),
    };
    /** Every feature of the spectator's view, found on the page where the view puts it. */
    const check = async (page: Page, view: View) => {
      const { board } = view;
      // The board is a chunk of its own: wait until it is drawn.
      await page.locator('.hy-board .hy-sq').first().waitFor();
      const squaresWith = (cls: string) =>
        page
          .locator(`.hy-board .hy-sq:has(.${cls.split(' ').join('.')})`)
          .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-square') ?? '').sort());
      const keysOf = (pred: (f: Features) => boolean) =>
        Object.entries(board.features)
          .filter(([, f]) => pred(f))
          .map(([k]) => k)
          .sort();
      // Tiles: every square of the board, the 8x8 tiles told apart, the holes left empty.
      expect(await page.locator('.hy-board .hy-sq').count()).toBe(board.width * board.height);
      expect(await page.locator('.hy-board .hy-sq.void').count()).toBe(board.voids.length);
      const odd = Object.entries(board.tileOf).filter(([k, t]) => t % 2 === 1 && !board.voids.includes(k)).length;
      expect(await page.locator('.hy-board .hy-sq.tile-a').count()).toBe(odd);
      seen.voids += board.voids.length;
      // Walls and passages: one line per edge of that kind.
      for (const kind of ['wall', 'passage']) {
        const n = Object.values(board.edges).filter((k) => k === kind).length;
        expect(await page.locator(`.hy-board line.edge.${kind}`).count(), kind).toBe(n);
        if (kind === 'passage') seen.passages += n;
      }
      // Doors, open and closed, each on its own edges.
      for (const open of [true, false]) {
        const doors = board.doors.filter((d) => d.open === open);
        const drawn = await page
          .locator(`.hy-board .door.${open ? 'open' : 'closed'}`)
          .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-door') ?? '').sort());
        expect(drawn).toEqual(doors.flatMap((d) => d.edges.map(() => d.id)).sort());
        if (open) seen.openDoors += doors.length;
        else seen.closedDoors += doors.length;
      }
      // Columns, rockfall and trapdoors on their squares.
      expect(await squaresWith('column')).toEqual(keysOf((f) => !!f.column));
      expect(await squaresWith('rockfall')).toEqual(keysOf((f) => !!f.rockfall));
      for (const state of ['open', 'closed'] as const) {
        const keys = keysOf((f) => f.trapdoor === state);
        expect(await squaresWith(`trapdoor ${state}`), `${state} trapdoors`).toEqual(keys);
        if (state === 'open') seen.openTraps += keys.length;
        else seen.closedTraps += keys.length;
      }
      // Event counters, and objective counters with their numbers.
      expect(await page.locator('.hy-board .event-counter').count()).toBe(view.eventCounters.length);
      expect((await page.locator('.hy-board .objective text').allTextContents()).sort()).toEqual(
        Object.values(view.objectiveCounters).map(String).sort(),
      );
      // Warriors: each on his squares, his base covering them, his facing drawn toward its side.
      const inPlay = view.warriors.filter((w) => w.status === 'in-play' && w.squares.length > 0);
      expect(await page.locator('.hy-board .warrior').count()).toBe(inPlay.length);
      for (const w of inPlay) {
        const g = page.locator(`.hy-board .warrior[data-warrior="${w.id}"]`);
        expect((await g.getAttribute('data-squares'))?.split(' ').sort()).toEqual([...w.squares].sort());
        const xs = new Set(w.squares.map((k) => k.split(',')[0])).size;
        const ys = new Set(w.squares.map((k) => k.split(',')[1])).size;
        const base = g.locator('rect.base');
        expect(Number(await base.getAttribute('width'))).toBe(xs * C - 6);
        expect(Number(await base.getAttribute('height'))).toBe(ys * C - 6);
        seen.bases.add(w.squares.length);
        const cx = Number(await base.getAttribute('x')) + Number(await base.getAttribute('width')) / 2;
        const cy = Number(await base.getAttribute('y')) + Number(await base.getAttribute('height')) / 2;
        const tip = ((await g.locator('polygon.front').getAttribute('points')) ?? '')
          .split(' ')[2]!
          .split(',')
          .map(Number);
        const [dx, dy] = [tip[0]! - cx, tip[1]! - cy];
        const toward = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'E' : 'W') : dy < 0 ? 'N' : 'S';
        expect(toward, w.id).toBe(w.facing);
        const facingWord = { N: 'North', E: 'East', S: 'South', W: 'West' }[w.facing];
        expect(await g.getAttribute('aria-label')).toContain(`facing ${facingWord}`);
      }
    };

    // The Heresiarch's Prison as it starts: passages, holes in the board, columns and rockfall.
    const prison = await createGame(base, { ruleset: 'hybrid', seed: 1, setup: { mission: 'heresiarchs-prison' } });
    const { page } = await newPage();
    await page.goto(`${base}/game/${prison.id}`);
    await until(() => page.locator('.hy-board .warrior').count()).toBeGreaterThan(0);
    const prisonView = ((await (await fetch(`${base}/api/games/${prison.id}`)).json()) as Snap).view;
    await check(page, prisonView);
    await page.screenshot({ path: join(shots, 'hybrid-features-prison.png'), fullPage: true });

    // The Scarlet Hive, played on one screen until a door is opened: trapdoors open and closed.
    const hive = await createGame(base, {
      ruleset: 'hybrid',
      seed: 1,
      mode: 'hotseat',
      setup: { mission: 'scarlet-hive' },
    });
    const snap = async (seat: string) =>
      (await (await fetch(`${base}/api/games/${hive.id}?token=${hive.tokens[seat]}`)).json()) as Snap;
    for (let i = 0; i < 60; i++) {
      const [a, b] = [await snap('griffin'), await snap('scorpion')];
      const [seat, s] = a.legal.length > 0 ? (['griffin', a] as const) : (['scorpion', b] as const);
      if (s.view.board.doors.some((d) => d.open) || s.legal.length === 0) break;
      const closed = s.view.board.doors.filter((d) => !d.open);
      const doorSquares = closed.flatMap((d) => d.edges.map((e) => e.split(',').slice(0, 2).map(Number)));
      const near = (c: Record<string, unknown>) =>
        Math.min(...doorSquares.map(([x, y]) => Math.abs(x! - Number(c['x'])) + Math.abs(y! - Number(c['y']))));
      const of = (k: string) => s.legal.filter((c) => c['kind'] === k);
      const here = new Set(s.view.warriors.find((w) => w.id === s.view.current?.warrior)?.squares ?? []);
      const moves = of('move').filter((c) => !here.has(`${String(c['x'])},${String(c['y'])}`));
      const choice =
        of('door').find((c) => closed.some((d) => d.id === c['door'])) ??
        of('counter')[0] ??
        of('mode').find((c) => c['mode'] === 'MV') ??
        (moves.length > 0 ? moves.reduce((x, y) => (near(y) < near(x) ? y : x)) : undefined) ??
        s.legal.find((c) => c['kind'] === 'done') ??
        s.legal[0];
      const res = await fetch(`${base}/api/games/${hive.id}/choices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: hive.tokens[seat], index: s.index, choice }),
      });
      expect(res.status).toBe(200);
    }
    const hiveSnap = (await (await fetch(`${base}/api/games/${hive.id}`)).json()) as Snap;
    await page.goto(`${base}/game/${hive.id}`);
    await until(() => index(page)).toBe(hiveSnap.index);
    await check(page, hiveSnap.view);
    await page.screenshot({ path: join(shots, 'hybrid-features-hive.png'), fullPage: true });
    // Each feature was there to be checked.
    expect(seen.passages).toBeGreaterThan(0);
    expect(seen.voids).toBeGreaterThan(0);
    expect(seen.openDoors).toBeGreaterThan(0);
    expect(seen.closedDoors).toBeGreaterThan(0);
    expect(seen.openTraps).toBeGreaterThan(0);
    expect(seen.closedTraps).toBeGreaterThan(0);
    expect([...seen.bases].sort()).toEqual([1, 4]);
    await page.close();
  }, 120_000);

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
    await until(() => a.page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('griffin');
    await until(() => b.page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe('scorpion');

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
});
