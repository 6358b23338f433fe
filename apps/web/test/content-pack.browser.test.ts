/**
 * A player's own content pack in Debian's Chromium: sent through the new-game form, refused with
 * its paths shown when malformed, and played when good: a warrior of the pack on a 1x2 base drawn
 * over two squares with his facing, his reachable squares shown, the card names from the pack.
 * Games on a pack of the other rule systems are drawn from their pack, read through the page's
 * pack context: Warmachine's model names and base sizes, Hunters' card names, Dogs of War's profiles.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT as dogsSample } from '@skirmish/dogs-of-war';
import { hybridRuleset } from '@skirmish/hybrid';
import { sampleContent as huntersSample } from '@skirmish/hunters';
import { sampleContent as warmachineSample } from '@skirmish/warmachine';
import { WARHOUND, hybridPackWithLongBase } from '../../server/test/fixtures/hybrid-pack.ts';
import {
  createGame,
  hasChromium,
  sendPack,
  shots,
  startHarness,
  until,
  untilOffered,
  type Harness,
} from './harness.ts';

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
async function step(page: Page): Promise<{ what: string; at: number }> {
  // The step and the step number it was decided at, from one look at the page: read apart, a
  // position arriving in between would pass for the answer to this step.
  const [at, what] = await page.evaluate((hound): [number, string] => {
    const at = Number(document.querySelector('.game')?.getAttribute('data-index'));
    const q = (sel: string) => document.querySelectorAll(sel).length;
    const decide = (): string => {
      if (q(`.hy-board .warrior.active[data-warrior*="${hound}"]`) > 0 && q('.hy-board .hy-sq.reach') > 0)
        return 'done';
      if (q('button.choice') === 0) return 'wait';
      if (q(`.hy-board .warrior.can[data-warrior*="${hound}"]`) > 0) return 'hound';
      if (q('.hy-board .warrior.can') > 0) return 'warrior';
      if (q('.hy-modes button[data-mode="MV"]') > 0) return 'mode';
      if (q('.hy-board .hy-sq.reach') > 0) return 'move';
      return 'choice';
    };
    return [at, decide()];
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
  return { what, at };
}

/** Sends a pack to the server; returns its hash. */
interface Snap {
  index: number;
  legal: Array<Record<string, unknown>>;
  view: unknown;
}

/**
 * Plays over HTTP, by whichever seat is asked, the first legal choice `pick` accepts, until
 * `enough` holds of a seat's view or no choice fits.
 */
async function playUntil(
  base: string,
  game: { id: string; tokens: Record<string, string> },
  pick: (c: Record<string, unknown>) => boolean,
  enough: (view: unknown) => boolean,
): Promise<unknown> {
  for (let i = 0; i < 60; i++) {
    let asked: { token: string; snap: Snap } | null = null;
    for (const token of Object.values(game.tokens)) {
      const snap = (await (await fetch(`${base}/api/games/${game.id}?token=${token}`)).json()) as Snap;
      if (enough(snap.view)) return snap.view;
      if (!asked && snap.legal.some(pick)) asked = { token, snap };
    }
    if (!asked) throw new Error('no seat is offered a choice that fits');
    const res = await fetch(`${base}/api/games/${game.id}/choices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: asked.token, index: asked.snap.index, choice: asked.snap.legal.find(pick) }),
    });
    if (res.status !== 200) throw new Error(`choice: ${res.status} ${await res.text()}`);
  }
  throw new Error('the view never got there');
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

  it('the form offers the sample pack and the format as files; the sample, sent back, is accepted', async () => {
    const { page } = await h.newPage();
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.locator('details.own-pack summary').click();
    const fetched = async (which: 'sample' | 'schema') => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.locator(`.pack-files a[data-file="${which}"]`).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`hybrid-${which}.json`);
      const path = await download.path();
      return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    };
    const sample = await fetched('sample');
    expect(sample).toEqual(JSON.parse(JSON.stringify(hybridRuleset.content.sample)));
    expect((await fetched('schema'))['type']).toBe('object');
    await card.locator('input[name="content-pack"]').setInputFiles(file('mine.json', sample));
    await until(() => card.locator('.pack-accepted').count()).toBe(1);
    expect(await card.locator('.pack-accepted code').first().textContent()).toBe('mine.json');
    await page.close();
  });

  it('in Hungarian the same pack is refused with each problem in Hungarian, at the same paths', async () => {
    const { page } = await h.newPage();
    await page.goto(h.base);
    await page.getByLabel('Language').selectOption('hu');
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.locator('details.own-pack summary').click();
    const bad = testPack() as { profiles: Array<Record<string, unknown>> };
    bad.profiles[0]!['nv'] = 'three';
    delete bad.profiles[1]!['name'];
    await card.locator('input[name="content-pack"]').setInputFiles(file('broken.json', bad));
    const issues = card.locator('.pack-issues li');
    await until(() => issues.count()).toBe(2);
    expect(await card.locator('.pack-issues li[data-path="profiles.0.nv"]').textContent()).toBe(
      'profiles.0.nv: egész szám kell ide, nem "three"',
    );
    expect(await card.locator('.pack-issues li[data-path="profiles.1.name"]').textContent()).toBe(
      'profiles.1.name: hiányzik (szöveg kell ide)',
    );
    await page.screenshot({ path: join(shots, 'content-pack-refused-hu.png'), fullPage: true });
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
        const { what, at: before } = await step(page);
        if (what === 'done') break;
        did.push(what);
        if (what === 'wait') {
          await untilOffered(page);
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

  it('Warmachine on a player’s pack: the cards and the log name the pack’s models and the table draws their bases at the pack’s size', async () => {
    const pack = structuredClone(warmachineSample);
    for (const m of pack.models) m.name = `${m.name} (own pack)`;
    // The pack gives every 30 mm base 40 mm instead (its own models, no longer the sample's).
    for (const m of pack.models)
      if (m.baseDiameterMm === 30) {
        m.baseDiameterMm = 40;
        m.sample = false;
      }
    const hash = await sendPack(h.base, 'warmachine', pack, true);
    const game = await createGame(h.base, { ruleset: 'warmachine', content: hash, mode: 'hotseat', seed: 3 });
    type Placed = { models: Array<{ def: string; placed: boolean }> };
    const small = new Set(warmachineSample.models.filter((m) => m.baseDiameterMm === 30).map((m) => m.id));
    // The first player chosen, then models deployed until one of a once-30 mm base and two others are on the table.
    await playUntil(
      h.base,
      game,
      (c) => c['kind'] === 'chooseFirst' || c['kind'] === 'deploy',
      (v) => {
        const placed = (v as Placed).models.filter((m) => m.placed);
        return placed.length >= 3 && placed.some((m) => small.has(m.def));
      },
    );
    const { page } = await h.newPage();
    const seat = Object.keys(game.tokens)[0]!;
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens[seat]}`);
    const names = page.locator('.wm-card strong');
    await until(() => names.count()).toBeGreaterThanOrEqual(3);
    for (const name of await names.allTextContents()) expect(name).toMatch(/\(own pack\)$/);
    // A model deployed while the page is open: the log names it as the pack does.
    await playUntil(
      h.base,
      game,
      (c) => c['kind'] === 'deploy',
      (v) => (v as Placed).models.filter((m) => m.placed).length >= 4,
    );
    const deployed = page.locator('.log .event-text', { hasText: 'is deployed at' });
    await until(() => deployed.count()).toBeGreaterThan(0);
    expect(await deployed.first().textContent()).toMatch(/\(own pack\) \(Player [12]\) is deployed at/);
    // Every base drawn to the pack's size: 40 mm where the sample has 30, at 12 pixels to the inch.
    const bases = await page.locator('.wm-model').evaluateAll((gs) =>
      gs.map((g) => ({
        model: g.getAttribute('data-model'),
        r: Number(g.querySelector('circle.base')?.getAttribute('r')),
      })),
    );
    const view = (await (await fetch(`${h.base}/api/games/${game.id}?token=${game.tokens[seat]}`)).json()) as {
      view: { models: Array<{ id: string; def: string }> };
    };
    let checked = 0;
    for (const b of bases) {
      const def = view.view.models.find((m) => m.id === b.model)?.def ?? '';
      const mm = pack.models.find((m) => m.id === def)?.baseDiameterMm;
      expect(mm, b.model ?? '').toBeDefined();
      expect(b.r).toBeCloseTo((mm! / 25.4 / 2) * 12, 3);
      if (small.has(def)) checked++;
    }
    expect(checked).toBeGreaterThan(0);
    await page.locator('.wm-svg').screenshot({ path: join(shots, 'warmachine-own-pack.png') });
    await page.close();
  });

  it('Warmachine on a pack whose box holds a warjack twice: the copies are drawn and named apart', async () => {
    const pack = structuredClone(warmachineSample);
    const box = pack.boxes.find((b) => b.warjacks.length >= 1)!;
    const jack = box.warjacks[0]!;
    box.warjacks = [...box.warjacks, jack];
    const name = pack.models.find((m) => m.id === jack)!.name;
    const hash = await sendPack(h.base, 'warmachine', pack, true);
    const game = await createGame(h.base, {
      ruleset: 'warmachine',
      content: hash,
      mode: 'hotseat',
      seed: 3,
      setup: { p1: box.id, p2: box.id },
    });
    type Placed = { models: Array<{ id: string; placed: boolean }> };
    const copy = `p1.${jack}.2`;
    // The page is open while the models are deployed: its log names each deployment.
    const { page } = await h.newPage();
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
    await until(() => page.locator('.wm-svg').count()).toBe(1);
    await playUntil(
      h.base,
      game,
      (c) => c['kind'] === 'chooseFirst' || c['kind'] === 'deploy',
      (v) => (v as Placed).models.find((m) => m.id === copy)?.placed === true,
    );
    const token = page.locator(`.wm-model[data-model="${copy}"] text`);
    await until(() => token.count()).toBe(1);
    expect(await token.textContent()).toBe(`${name.slice(0, 1)}2`);
    expect(await page.locator(`.wm-model[data-model="p1.${jack}"] text`).textContent()).toBe(name.slice(0, 2));
    const deployed = page.locator('.log .event-text', { hasText: `${name} 2 (Player 1) is deployed at` });
    await until(() => deployed.count()).toBe(1);
    await page.close();
  });

  it('Hunters on a player’s pack: the hands show the pack’s card names', async () => {
    const pack = structuredClone(huntersSample);
    for (const c of pack.cards) c.name = `${c.name} (own pack)`;
    const hash = await sendPack(h.base, 'hunters', pack, true);
    const game = await createGame(h.base, { ruleset: 'hunters', content: hash, mode: 'hotseat', seed: 3 });
    const { page } = await h.newPage();
    await page.goto(`${h.base}/game/${game.id}?token=${Object.values(game.tokens)[0]}`);
    const cards = page.locator('.hu-card strong');
    await until(() => cards.count()).toBeGreaterThan(0);
    const shown = await cards.allTextContents();
    for (const name of shown) expect(name).toMatch(/\(own pack\)$/);
    await page.close();
  });

  it('Dogs of War on a player’s pack: the recruitment form offers the pack’s profiles at the pack’s values', async () => {
    const pack = structuredClone(dogsSample);
    for (const p of pack.profiles) p.name = `${p.name} (own pack)`;
    const hash = await sendPack(h.base, 'dogs-of-war', pack, true);
    const game = await createGame(h.base, { ruleset: 'dogs-of-war', content: hash, mode: 'hotseat', seed: 3 });
    const { page } = await h.newPage();
    await page.goto(`${h.base}/game/${game.id}?token=${Object.values(game.tokens)[0]}`);
    const options = page.locator('select[name="profile"] option');
    await until(() => options.count()).toBe(pack.profiles.length);
    for (const o of await options.allTextContents()) expect(o).toMatch(/\(own pack\) ·/);
    await page.close();
  });
});
