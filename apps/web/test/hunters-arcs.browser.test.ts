/**
 * The enemies' arcs on the Hunters map in Debian's Chromium, on a phone (390x844): off at first,
 * a tick shows each enemy's Front, Flank and Back on the spaces round it (as the rules classify
 * them) with a key, under the figures and clear of the spaces' clicks; the choice is kept over a
 * reload, and the Hungarian page says it in Hungarian.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneOf } from '@skirmish/hunters';
import { hasChromium, index, shots, startHarness, until, type Harness } from './harness.ts';
import { openGame, playQ02Until, Q02_DUO, serverGame } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const PHONE = { width: 390, height: 844 };
const KEY = 'skirmish.hunters.arcs';

/** Q02 at deployment on the server, and the rules' enemies there: where each stands and faces. */
async function deployment() {
  const { pack, game } = playQ02Until((p) => p === 'deploy');
  const g = await serverGame(h, { pack, setup: Q02_DUO, steps: game.steps });
  const enemies = game.m.state.enemies.filter((e) => e.health > 0);
  const mission = pack.missions.find((m) => m.id === Q02_DUO.mission);
  if (!mission) throw new Error('the sample has no Q02');
  const { width, height } = mission;
  return { g, at: game.steps.length, enemies, width, height };
}

/** The game opened on a phone with the setting as this browser has never stored it. */
async function opened(d: Awaited<ReturnType<typeof deployment>>, locale: string): Promise<Page> {
  const page = await openGame(h, d.g, { viewport: PHONE, locale });
  await until(() => index(page)).toBe(d.at);
  await page.locator('.hu-svg').waitFor();
  await page.evaluate((k) => localStorage.removeItem(k), KEY);
  await page.reload();
  await page.locator('.hu-svg').waitFor();
  return page;
}

/** The bands drawn, by enemy: each space's key and zone. */
async function drawnArcs(page: Page): Promise<Record<string, Record<string, string>>> {
  return page
    .locator('.hu-arcs')
    .evaluateAll((gs) =>
      Object.fromEntries(
        gs.map((g) => [
          g.getAttribute('data-arcs') ?? '',
          Object.fromEntries(
            [...g.querySelectorAll('[data-arc]')].map((r) => [r.getAttribute('data-at'), r.getAttribute('data-arc')]),
          ),
        ]),
      ),
    );
}

run('Hunters: the enemies’ arcs on the map', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('off at first, the setting shows each enemy’s Front, Flank and Back as the rules classify them, kept over a reload, and hides them again', async () => {
    const d = await deployment();
    expect(d.enemies.length).toBeGreaterThan(0);
    const page = await opened(d, 'en-GB');
    const toggle = page.getByRole('checkbox', { name: 'Show enemy arcs' });
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.locator('.hu-arcs').count()).toBe(0);
    expect(await page.locator('.hu-arcs-key').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'hunters-arcs-off.png') });

    await toggle.check();
    await until(() => page.locator('.hu-arcs').count()).toBe(d.enemies.length);
    // Every space round every enemy on the map, in the zone the rules give it from the enemy's facing.
    const expected: Record<string, Record<string, string>> = {};
    for (const e of d.enemies) {
      const round: Record<string, string> = {};
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const p = { x: e.pos.x + dx, y: e.pos.y + dy };
          if ((dx || dy) && p.x >= 0 && p.y >= 0 && p.x < d.width && p.y < d.height)
            round[`${p.x},${p.y}`] = zoneOf(e.pos, e.facing, p);
        }
      expected[e.id] = round;
    }
    expect(await drawnArcs(page)).toEqual(expected);
    expect(await page.locator('.hu-arcs-key li').allTextContents()).toEqual([' Front', ' Flank', ' Back']);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('true');

    // Readable on the phone, and under everything a finger goes for: a point on a band finds the
    // space (or a figure standing there), never the band.
    const look = await page.locator('.hu-arc').evaluateAll((rs) =>
      rs.map((r) => {
        const b = r.getBoundingClientRect();
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        return {
          at: r.getAttribute('data-at'),
          short: Math.min(b.width, b.height),
          onBand: hit?.closest('.hu-arcs') !== null && hit?.closest('.hu-arcs') !== undefined,
          square: hit?.closest('[data-square]')?.getAttribute('data-square') ?? null,
          figure: hit?.closest('.hu-enemy, .hu-char') !== null,
          seen: b.top >= 0 && b.bottom <= window.innerHeight,
        };
      }),
    );
    for (const l of look.filter((x) => x.seen)) {
      expect(l.onBand, String(l.at)).toBe(false);
      expect(l.figure || l.square === l.at, String(l.at)).toBe(true);
    }
    for (const l of look) expect(l.short, String(l.at)).toBeGreaterThanOrEqual(6);
    // The enemies stay on top of the bands: a point on an enemy finds the enemy.
    const onTop = await page.locator('.hu-enemy').evaluateAll((es) =>
      es.map((e) => {
        const b = e.getBoundingClientRect();
        return document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)?.closest('.hu-enemy') === e;
      }),
    );
    expect(onTop.every(Boolean)).toBe(true);
    // The setting and its key fit the phone's width.
    const right = await page
      .locator('.hu-arcs-toggle')
      .evaluate((el) => Math.max(...[...el.querySelectorAll('label, li')].map((x) => x.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(PHONE.width);
    await page.locator('.hu-svg').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'hunters-arcs-on.png') });

    await page.reload();
    await page.locator('.hu-svg').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(await drawnArcs(page)).toEqual(expected);

    await toggle.uncheck();
    await until(() => page.locator('.hu-arcs').count()).toBe(0);
    expect(await page.locator('.hu-arcs-key').count()).toBe(0);
    await page.reload();
    await page.locator('.hu-svg').waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.locator('.hu-arcs').count()).toBe(0);
    await page.close();
  }, 120_000);

  it('with the arcs shown, the enemy pointed at or tapped has its zones shaded across the whole map, one enemy at a time', async () => {
    const d = await deployment();
    const page = await opened(d, 'en-GB');
    const shaded = () =>
      page.locator('.hu-zones').evaluateAll((gs) =>
        gs.map((g) => ({
          of: g.getAttribute('data-zones'),
          zones: Object.fromEntries(
            [...g.querySelectorAll('[data-zone]')].map((r) => [r.getAttribute('data-at'), r.getAttribute('data-zone')]),
          ),
        })),
      );
    const everywhere = (e: (typeof d.enemies)[number]) => {
      const out: Record<string, string> = {};
      for (let x = 0; x < d.width; x++)
        for (let y = 0; y < d.height; y++)
          if (x !== e.pos.x || y !== e.pos.y) out[`${x},${y}`] = zoneOf(e.pos, e.facing, { x, y });
      return out;
    };
    const [first, second] = d.enemies;
    if (!first) throw new Error('no enemy at deployment');
    const enemy = (id: string) => page.locator(`.hu-enemy[data-enemy="${id}"]`);
    // Arcs off: pointing at an enemy shades nothing, and no hint is shown.
    await enemy(first.id).hover();
    expect(await page.locator('.hu-zones').count()).toBe(0);
    expect(await page.locator('.hu-zones-hint').count()).toBe(0);
    await page.mouse.move(0, 0);

    await page.getByRole('checkbox', { name: 'Show enemy arcs' }).check();
    await until(() => page.locator('.hu-zones-hint').textContent()).toContain('Point at an enemy');
    expect(await page.locator('.hu-zones').count()).toBe(0);
    await enemy(first.id).hover();
    await until(() => page.locator('.hu-zones').count()).toBe(1);
    expect(await shaded()).toEqual([{ of: first.id, zones: everywhere(first) }]);
    // Under the figures and the spaces' clicks: a point on a shaded space finds the space.
    const far = Object.keys(everywhere(first)).find((k) => !d.enemies.some((e) => `${e.pos.x},${e.pos.y}` === k));
    const hit = await page.locator(`.hu-zone[data-at="${far}"]`).evaluate((r) => {
      const b = r.getBoundingClientRect();
      return (
        document
          .elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)
          ?.closest('[data-square]')
          ?.getAttribute('data-square') ?? null
      );
    });
    expect(hit).toBe(far);
    await page.mouse.move(0, 0);
    await until(() => page.locator('.hu-zones').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'hunters-zones-none.png') });

    // A tap (a click with no pointer over it first, as a phone's) keeps the enemy's zones shaded
    // until another enemy is tapped.
    await enemy(first.id).dispatchEvent('click');
    await until(() => page.locator('.hu-zones').count()).toBe(1);
    expect((await shaded())[0]?.of).toBe(first.id);
    if (second) {
      await enemy(second.id).dispatchEvent('click');
      await until(async () => (await shaded())[0]?.of).toBe(second.id);
      expect(await shaded()).toEqual([{ of: second.id, zones: everywhere(second) }]);
    }
    await page.locator('.hu-svg').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'hunters-zones.png') });
    // Turned off, nothing is shaded.
    await page.getByRole('checkbox', { name: 'Show enemy arcs' }).uncheck();
    await until(() => page.locator('.hu-zones').count()).toBe(0);
    await page.close();
  }, 120_000);

  it('on the Hungarian page the setting and its key are in Hungarian, and it works the same', async () => {
    const d = await deployment();
    const page = await opened(d, 'hu-HU');
    const toggle = page.getByRole('checkbox', { name: 'Ellenfelek látószögei' });
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.locator('.hu-arcs').count()).toBe(0);
    await toggle.check();
    await until(() => page.locator('.hu-arcs').count()).toBe(d.enemies.length);
    expect(await page.locator('.hu-arcs-key li').allTextContents()).toEqual([' Elöl', ' Oldalt', ' Hátul']);
    // With the arcs shown an enemy says its facing too, in Hungarian.
    const e = d.enemies[0];
    expect(await page.locator(`.hu-enemy[data-enemy="${e?.id}"]`).getAttribute('aria-label')).toContain('arccal ');
    await page.locator('.hu-svg').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'hunters-arcs-hu.png') });
    await page.reload();
    await page.locator('.hu-svg').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(await page.locator('.hu-arcs').count()).toBe(d.enemies.length);
    await page.close();
  }, 120_000);
});
