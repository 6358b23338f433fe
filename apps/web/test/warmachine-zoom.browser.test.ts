/**
 * The zoomed Warmachine table in Debian's Chromium. On a phone (390x844, touch) the whole 48" table
 * fits the screen's width, too small to tell a 30 mm base from a pin: the zoom buttons draw it two
 * or three times as large in a frame that scrolls, the active model brought into view; a finger
 * pans the table, or drags the active model from its base; and the choice is kept over a reload.
 * On a phone at three times the size, a Control phase (no model active) opens on the player's own
 * warcaster rather than on a corner of the table. On a desktop at twice the size, a mouse dragged
 * over the table pans it, while the active model is still dragged by its base and a model is still
 * picked by a click.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  createGame,
  hasChromium,
  index,
  playFirstChoices,
  shots,
  startHarness,
  until,
  type Harness,
} from './harness.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Game = { id: string; tokens: Record<string, string> };

/** The seat asked now and its snapshot. */
async function asked(base: string, game: Game) {
  for (const [seat, token] of Object.entries(game.tokens)) {
    const snap = (await (await fetch(`${base}/api/games/${game.id}?token=${token}`)).json()) as {
      legal: unknown[];
      view: { phase: string; active: string; activation: { model: string } | null };
    };
    if (snap.legal.length > 0) return { seat, token, snap };
  }
  throw new Error('no seat is asked');
}

/** Whether the whole of `el` lies inside the table's frame, give or take `slack` pixels (a text's halo). */
async function inFrame(page: Page, el: Locator, slack = 0): Promise<boolean> {
  const f = (await page.locator('.wm-svg-wrap').boundingBox())!;
  const m = (await el.boundingBox())!;
  return (
    m.x >= f.x - slack &&
    m.x + m.width <= f.x + f.width + slack &&
    m.y >= f.y - slack &&
    m.y + m.height <= f.y + f.height + slack
  );
}

describe.skipIf(!hasChromium)('the zoomed Warmachine table', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it(
    'on a phone it is drawn two or three times as large on request, scrolls in its frame with the active model in view, stays so after a reload, and pans under a finger that does not drag the active model',
    { timeout: 120_000 },
    async () => {
      const game = await createGame(h.base, { ruleset: 'warmachine', mode: 'hotseat', seed: 4 });
      // Both sides deploy and the first player's Control phase ends; then a model is activated.
      await playFirstChoices(h.base, game, 80, (legal) => !legal.some((c) => c.kind === 'activate'));
      await playFirstChoices(h.base, game, 1);
      const { page } = await h.newPage({ viewport: PHONE, touch: true });
      await page.goto(`${h.base}/game/${game.id}?token=${game.tokens['p1']}`);
      const svg = page.locator('.wm-svg');
      const wrap = page.locator('.wm-svg-wrap');
      const zoom = page.locator('.wm-zoom button');
      const active = page.locator('.wm-model.active .base');
      await until(() => active.count()).toBe(1);

      // The whole table: within the screen's width, a small base a few pixels across.
      expect(await zoom.allTextContents()).toEqual(['Whole table', '×2', '×3']);
      expect(await zoom.first().getAttribute('aria-pressed')).toBe('true');
      const whole = (await svg.boundingBox())!;
      expect(whole.width).toBeLessThanOrEqual(PHONE.width);
      const small = (await active.boundingBox())!.width;
      await page.screenshot({ path: join(shots, 'warmachine-phone-whole.png') });

      // Three times as large: the frame scrolls both ways, and the active model is in its view.
      await page.locator('.wm-zoom button[data-zoom="3"]').tap();
      await until(() => svg.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(whole.width * 2.9);
      // The active model's base, a dot of a few pixels on the whole table, now as large as a fingertip.
      expect(small).toBeLessThan(14);
      expect(await active.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(22);
      const frame = await wrap.evaluate((el) => ({
        sideways: el.scrollWidth > el.clientWidth,
        down: el.scrollHeight > el.clientHeight,
        within: el.getBoundingClientRect().height <= window.innerHeight,
      }));
      expect(frame).toEqual({ sideways: true, down: true, within: true });
      const inView = async () => {
        const f = (await wrap.boundingBox())!;
        const m = (await active.boundingBox())!;
        return m.x >= f.x && m.x + m.width <= f.x + f.width && m.y >= f.y && m.y + m.height <= f.y + f.height;
      };
      await until(inView).toBe(true);
      await page.screenshot({ path: join(shots, 'warmachine-phone-zoomed.png') });

      // Kept over a reload.
      expect(await page.evaluate(() => localStorage.getItem('skirmish.warmachine.zoom'))).toBe('3');
      await page.reload();
      await until(() => active.count()).toBe(1);
      expect(await page.locator('.wm-zoom button[data-zoom="3"]').getAttribute('aria-pressed')).toBe('true');
      expect(await svg.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(whole.width * 2.9);
      await until(inView).toBe(true);

      // A finger drawn across the table pans it; one drawn from the active model drags the model,
      // and the table stays where it is. (Touches as the phone's screen sends them, through the
      // browser's own input, so that its rules for panning apply.)
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (x: number, y: number, dx: number, dy: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (let i = 1; i <= 10; i++) {
          const at = { x: x + (dx * i) / 10, y: y + (dy * i) / 10 };
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
          await page.waitForTimeout(16);
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const scrolled = () => wrap.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop, page: window.scrollY }));
      await wrap.scrollIntoViewIfNeeded();
      const f = (await wrap.boundingBox())!;
      const still = await scrolled();
      const from = still.left > 150 ? -100 : 100;
      await swipe(f.x + f.width / 2, f.y + f.height / 2 + 40, -from, 5);
      await until(async () => Math.abs((await scrolled()).left - still.left)).toBeGreaterThan(50);
      await active.scrollIntoViewIfNeeded();
      const at = await index(page);
      const before = await scrolled();
      const m = (await active.boundingBox())!;
      await swipe(m.x + m.width / 2, m.y + m.height / 2, 0, -40);
      await until(() => index(page)).toBeGreaterThan(at);
      await until(() => page.locator('.events li[data-type="wm/move"]').count()).toBeGreaterThan(0);
      const after = await scrolled();
      expect(after.page).toBe(before.page);
      expect(Math.abs(after.left - before.left) + Math.abs(after.top - before.top)).toBeLessThanOrEqual(2);

      // And back to the whole table.
      await zoom.first().tap();
      await until(() => svg.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(whole.width, 0);
      expect(await page.evaluate(() => localStorage.getItem('skirmish.warmachine.zoom'))).toBe('1');
      await page.close();
    },
  );

  it(
    'on a phone at ×3 a Control phase opens on the warcaster of the player to play',
    { timeout: 120_000 },
    async () => {
      const game = await createGame(h.base, { ruleset: 'warmachine', mode: 'hotseat', seed: 4 });
      // Both sides deploy and the first player is chosen; the first Control phase is then open, no model active.
      await playFirstChoices(h.base, game, 80, (legal) => !legal.some((c) => c.kind === 'endControl'));
      const { seat, token, snap } = await asked(h.base, game);
      expect(snap.view.phase).toBe('control');
      expect(snap.view.activation).toBeNull();
      const { page } = await h.newPage({ viewport: PHONE, touch: true });
      await page.goto(`${h.base}/`);
      await page.evaluate(() => localStorage.setItem('skirmish.warmachine.zoom', '3'));
      await page.goto(`${h.base}/game/${game.id}?token=${token}`);
      await until(() => page.locator('.wm-model').count()).toBeGreaterThan(0);
      expect(await page.locator('.wm-zoom button[data-zoom="3"]').getAttribute('aria-pressed')).toBe('true');
      // The warcaster of the side to play (Kron for the Iron Crown, Ash for the Ashen Covenant).
      const caster = page.locator(`.wm-model[data-model="${seat}.${seat === 'p1' ? 'kron' : 'ash'}"] .base`);
      await until(() => inFrame(page, caster)).toBe(true);
      // No enemy model is in view: the frame shows the player's own edge of the table.
      const foes = page.locator(`.wm-model.${seat === 'p1' ? 'p2' : 'p1'} .base`);
      for (let i = 0; i < (await foes.count()); i++) expect(await inFrame(page, foes.nth(i))).toBe(false);
      await page.locator('.wm-svg-wrap').screenshot({ path: join(shots, 'warmachine-phone-x3-control.png') });
      await page.close();
    },
  );

  it(
    'a drifted template is drawn with a key while its activation goes on, in view at ×2, and is gone once the next model activates',
    { timeout: 120_000 },
    async () => {
      const game = await createGame(h.base, { ruleset: 'warmachine', mode: 'hotseat', seed: 4 });
      // Deployed, the first player keeps all of Kron's focus (the Control phase ends at once).
      await playFirstChoices(h.base, game, 80, (legal) => !legal.some((c) => c.kind === 'endControl'));
      const send = async (choice: Record<string, unknown>) => {
        const { token, snap } = await asked(h.base, game);
        const at = (snap as unknown as { index: number }).index;
        const res = await fetch(`${h.base}/api/games/${game.id}/choices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, index: at, choice }),
        });
        if (res.status !== 200) throw new Error(`${JSON.stringify(choice)}: ${await res.text()}`);
      };
      await send({ kind: 'endControl' });
      // Kron activates, stands still, and casts Thunder Shell at an enemy some 30" away: out of
      // range, it lands short of the target and drifts, with no roll to hit.
      const { seat } = await asked(h.base, game);
      const foe = seat === 'p1' ? 'p2' : 'p1';
      await send({ kind: 'activate', model: `${seat}.kron` });
      await send({ kind: 'forfeitMove', aim: false });
      await send({ kind: 'cast', spell: 'thunder-shell', target: `${foe}.${foe === 'p1' ? 'kron' : 'ash'}` });
      const { token } = await asked(h.base, game);
      const { page } = await h.newPage({ viewport: DESKTOP });
      await page.goto(`${h.base}/game/${game.id}?token=${token}`);
      const drift = page.locator('.wm-scatter');
      await until(() => drift.count()).toBe(1);
      const key = page.locator('.wm-scatter-key');
      expect((await key.textContent())?.replace(/\s+/g, ' ')).toBe(
        'Last drift: dashed circle: where it was aimed · filled circle: where it landed',
      );
      await page.locator('.wm-board').screenshot({ path: join(shots, 'warmachine-drift-whole.png') });
      // Twice as large: the words of the drift are in the frame's view, whole.
      await page.locator('.wm-zoom button[data-zoom="2"]').click();
      await page.locator('.wm-svg-wrap').scrollIntoViewIfNeeded();
      await until(() => inFrame(page, drift.locator('text'), 4)).toBe(true);
      await until(() => inFrame(page, drift.locator('circle.aimed'))).toBe(true);
      await page.locator('.wm-svg-wrap').screenshot({ path: join(shots, 'warmachine-drift-x2.png') });
      // In Hungarian too.
      await page.locator('header select').selectOption('hu');
      await until(async () => (await key.textContent())?.replace(/\s+/g, ' ')).toBe(
        'Az utolsó sodródás: szaggatott kör: ide céloztak · kitöltött kör: ide esett',
      );
      await until(() => drift.locator('text').textContent()).toMatch(/^Elvétett sablon, sodródás: \d+″$/);
      await key.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, 'warmachine-drift-hu.png') });
      // Kron's activation ends and the next model activates: the drift is history.
      await send({ kind: 'endActivation' });
      const next = await asked(h.base, game);
      const activate = (next.snap.legal as Array<{ kind: string }>).find((c) => c.kind === 'activate');
      expect(activate).toBeDefined();
      await send(activate as Record<string, unknown>);
      await until(() => page.locator('.wm-model.active').count()).toBe(1);
      await until(() => drift.count()).toBe(0);
      expect(await key.count()).toBe(0);
      await page.close();
    },
  );

  it(
    'on a desktop at ×2 a mouse dragged over the table pans it; the active model is still dragged from its base and a model still picked by a click',
    { timeout: 120_000 },
    async () => {
      const game = await createGame(h.base, { ruleset: 'warmachine', mode: 'hotseat', seed: 4 });
      await playFirstChoices(h.base, game, 80, (legal) => !legal.some((c) => c.kind === 'activate'));
      await playFirstChoices(h.base, game, 1);
      const { token } = await asked(h.base, game);
      const { page } = await h.newPage({ viewport: DESKTOP });
      await page.goto(`${h.base}/game/${game.id}?token=${token}`);
      const active = page.locator('.wm-model.active .base');
      await until(() => active.count()).toBe(1);
      await page.locator('.wm-zoom button[data-zoom="2"]').click();
      const wrap = page.locator('.wm-svg-wrap');
      await until(() => wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // The table says it scrolls: words beside the zoom buttons, and a hand over it.
      expect(await page.locator('.wm-pan-hint').textContent()).toBe('Drag the empty table or scroll to see the rest.');
      expect(await wrap.evaluate((el) => getComputedStyle(el).cursor)).toBe('grab');
      await wrap.scrollIntoViewIfNeeded();
      const scrolled = () => wrap.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }));

      // A drag over the empty table, from a point on no model: the table pans with the mouse.
      const f = (await wrap.boundingBox())!;
      const start = { x: f.x + f.width / 2, y: f.y + 30 };
      expect(
        await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('.wm-model, .wm-grip') === null,
          start,
        ),
      ).toBe(true);
      const at = await index(page);
      const before = await scrolled();
      const dx = before.left > 100 ? 120 : -120;
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(start.x + (dx * i) / 10, start.y + (60 * i) / 10);
      await page.mouse.up();
      const after = await scrolled();
      expect(Math.round(before.left - after.left)).toBe(dx);
      expect(after.top).toBeLessThan(before.top);
      expect(await index(page)).toBe(at);
      await page.screenshot({ path: join(shots, 'warmachine-desktop-x2-panned.png') });

      // The active model, dragged from its base, moves; the table stays where it was.
      await active.scrollIntoViewIfNeeded();
      const still = await scrolled();
      const m = (await active.boundingBox())!;
      await page.mouse.move(m.x + m.width / 2, m.y + m.height / 2);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(m.x + m.width / 2, m.y + m.height / 2 - (40 * i) / 10);
      await page.mouse.up();
      await until(() => index(page)).toBeGreaterThan(at);
      await until(() => page.locator('.events li[data-type="wm/move"]').count()).toBeGreaterThan(0);
      const moved = await scrolled();
      expect(Math.abs(moved.left - still.left) + Math.abs(moved.top - still.top)).toBeLessThanOrEqual(2);

      // A model that may be aimed at is picked by a click; a drag started on it pans, picking nothing.
      const pickable = page.locator('.wm-model[role="button"]').first();
      await until(() => pickable.count()).toBe(1);
      const id = await pickable.getAttribute('data-model');
      const target = page.locator(`.wm-model[data-model="${id}"]`);
      await target.scrollIntoViewIfNeeded();
      const t = (await target.locator('.base').boundingBox())!;
      const panFrom = await scrolled();
      await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(t.x + t.width / 2 + 8 * i, t.y + t.height / 2);
      await page.mouse.up();
      expect((await scrolled()).left).not.toBe(panFrom.left);
      expect(await target.getAttribute('aria-pressed')).toBe('false');
      const t2 = (await target.locator('.base').boundingBox())!;
      await page.mouse.click(t2.x + t2.width / 2, t2.y + t2.height / 2);
      await until(() => target.getAttribute('aria-pressed')).toBe('true');
      await page.close();
    },
  );
});
