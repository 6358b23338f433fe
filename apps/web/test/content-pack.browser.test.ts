/**
 * A player's own content pack in Debian's Chromium: sent through the new-game form, refused with
 * its paths shown when malformed, and played when good: a warrior of the pack on a 1x2 base drawn
 * over two squares with his facing, his reachable squares shown, the card names from the pack.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARHOUND, hybridPackWithLongBase } from '../../server/test/fixtures/hybrid-pack.ts';
import { hasChromium, index, shots, startHarness, until, type Harness } from './harness.ts';

/** The test pack, its action cards renamed so the page shows whether it reads the game's pack. */
function testPack(): Record<string, unknown> {
  const pack = hybridPackWithLongBase() as Record<string, unknown> & {
    actionCards: Array<{ name: string }>;
    eventCards: Array<{ name: string }>;
  };
  for (const c of [...pack.actionCards, ...pack.eventCards]) c.name = `${c.name} [pack]`;
  return pack;
}

const file = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
});

/**
 * One step towards the test warrior's activation: he takes a counter whenever one can be placed
 * on him, the warriors activated before him move (mode MV, the last reachable square), and any
 * other decision takes its first offered choice. Returns what it did.
 */
async function step(page: Page): Promise<string> {
  const what = await page.evaluate((hound) => {
    const q = (sel: string) => document.querySelectorAll(sel).length;
    if (q(`.hy-board .warrior.active[data-warrior*="${hound}"]`) > 0 && q('.hy-board .hy-sq.reach') > 0) return 'done';
    if (q('button.choice') === 0) return 'wait';
    if (q(`.hy-board .warrior.can[data-warrior*="${hound}"]`) > 0) return 'hound';
    if (q('.hy-board .warrior.can') > 0) return 'warrior';
    if (q('.hy-modes button[data-mode="MV"]') > 0) return 'mode';
    if (q('.hy-board .hy-sq.reach') > 0) return 'move';
    return 'choice';
  }, WARHOUND);
  const board = page.locator('.hy-board');
  switch (what) {
    case 'hound':
      await board.locator(`.warrior.can[data-warrior*="${WARHOUND}"]`).first().click();
      break;
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
    case 'done':
    case 'wait':
      break;
  }
  return what;
}

describe.skipIf(!hasChromium)('a player’s own content pack in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a malformed pack is refused with the path of each problem shown in the page, and the form stays usable', async () => {
    const { page } = await h.newPage();
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.locator('details.own-pack summary').click();
    const input = card.locator('input[name="content-pack"]');
    const bad = testPack() as { profiles: Array<Record<string, unknown>> };
    bad.profiles[0]!['nv'] = 'three';
    delete bad.profiles[1]!['name'];
    await input.setInputFiles(file('broken.json', bad));
    const issues = card.locator('.pack-issues li');
    await until(() => issues.count()).toBeGreaterThanOrEqual(2);
    expect(await card.locator('.pack-issues li[data-path="profiles.0.nv"]').textContent()).toContain('profiles.0.nv');
    expect(await card.locator('.pack-issues li[data-path="profiles.1.name"]').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'content-pack-refused.png'), fullPage: true });
    // Not JSON at all: said so, nothing sent.
    await input.setInputFiles(file('notes.json', '{"profiles": [1, 2'));
    await until(() => card.locator('.pack-refused').textContent()).toContain('not JSON');
    // The form is still usable: a game on the sample pack starts.
    await card.getByRole('button', { name: 'Play on this screen' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => page.locator('.hy-board .warrior').count()).toBeGreaterThan(0);
    expect(await page.locator(`.hy-board .warrior[data-warrior*="${WARHOUND}"]`).count()).toBe(0);
    await page.close();
  });

  it(
    'a good pack is sent through the form and played: its 1x2 base is drawn over two squares with its facing, its reachable squares show, its card names are the pack’s',
    { timeout: 240_000 },
    async () => {
      const { page } = await h.newPage();
      await page.goto(h.base);
      const card = page.locator('.game-card[data-ruleset="hybrid"]');
      await card.locator('details.own-pack summary').click();
      await card.locator('input[name="content-pack"]').setInputFiles(file('warhound.json', testPack()));
      await until(() => card.locator('.pack-accepted').count()).toBe(1);
      expect(await card.locator('.pack-accepted').getAttribute('data-hash')).toMatch(/^[0-9a-f]{64}$/);
      await card.getByRole('button', { name: 'Play on this screen' }).click();
      await page.waitForURL(/\/game\//);

      const hound = page.locator(`.hy-board .warrior[data-warrior*="${WARHOUND}"]`);
      await until(() => hound.count()).toBe(1);
      const squares = (await hound.getAttribute('data-squares'))?.split(' ') ?? [];
      expect(squares).toHaveLength(2);
      // Two squares side by side: one column or one row apart.
      const [a, b] = squares.map((k) => k.split(',').map(Number));
      expect(Math.abs(a![0]! - b![0]!) + Math.abs(a![1]! - b![1]!)).toBe(1);
      // The base is drawn over both squares: twice as long one way as the other.
      const base = await hound.locator('rect.base').boundingBox();
      const one = await page.locator(`.hy-board [data-square="${squares[0]}"] rect`).boundingBox();
      expect(base && one).toBeTruthy();
      const long = Math.max(base!.width, base!.height);
      const short = Math.min(base!.width, base!.height);
      expect(long).toBeGreaterThan(1.8 * one!.width);
      expect(short).toBeLessThan(1.1 * one!.width);
      // His facing: the arrow on his front edge, and his label names it.
      expect(await hound.locator('polygon.front').count()).toBe(1);
      expect(await hound.getAttribute('aria-label')).toMatch(/Tunnel Warhound \(test content\).*facing [NESW]/);

      // The hand shows the pack's card names, not the sample's.
      await until(() => page.locator('.card-chip').count()).toBeGreaterThan(0);
      await until(() => page.locator('.card-chip').first().textContent()).toContain('[pack]');

      // Play on until he is activated: his reachable squares show.
      const did: string[] = [];
      for (let i = 0; i < 120; i++) {
        const before = await index(page);
        const what = await step(page);
        if (what === 'done') break;
        did.push(what);
        if (what === 'wait') {
          await page.waitForTimeout(100);
          continue;
        }
        await page
          .waitForFunction((n) => Number(document.querySelector('.game')?.getAttribute('data-index')) > n, before, {
            timeout: 5000,
          })
          .catch(() => undefined);
      }
      expect(did).toContain('hound');
      const reach = page.locator('.hy-board .hy-sq.reach');
      expect(await page.locator(`.hy-board .warrior.active[data-warrior*="${WARHOUND}"]`).count(), did.join(' ')).toBe(
        1,
      );
      expect(await reach.count()).toBeGreaterThan(0);
      await page.locator('.hy-board').screenshot({ path: join(shots, 'hybrid-1x2-pack.png') });
      await page.close();
    },
  );
});
