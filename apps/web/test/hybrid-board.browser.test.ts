/**
 * The Hybrid board as a player finds it in Debian's Chromium, in English and Hungarian: the board
 * near the top while a warrior moves, the squares named on its edges as the choices name them,
 * and the long lists of the home page and the odds panel inside their cards.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { hybridRuleset } from '@skirmish/hybrid';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  sendChoices,
  shots,
  startHarness,
  until,
  walkTo,
  type Harness,
} from './harness.ts';
import { asHybridView, squareNameOf } from '../src/boards/hybrid/model.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const SCREEN = { width: 1280, height: 900 };
const engine = unwrap(Engine.create(hybridRuleset));

/**
 * Whether a closed select shows its chosen option whole: it has the lines the option's words
 * need at its width (in the select's own font), less the room of its arrow.
 */
function chosenWhole(page: Page, selector: string) {
  return page.locator(selector).evaluate((list: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(list).font;
    probe.style.whiteSpace = 'nowrap';
    probe.textContent = list.selectedOptions[0]?.textContent ?? '';
    document.body.append(probe);
    const { width, height } = probe.getBoundingClientRect();
    probe.remove();
    const lines = Math.ceil(width / (list.clientWidth - 40));
    return { lines, whole: list.clientHeight >= lines * height };
  });
}

/**
 * A position of the sample mission where a warrior has more than 24 moves (the list folds) and
 * reaches some square in more than one facing (the board asks which way), and where it was found.
 */
function manyMoves() {
  const found = walkTo(
    engine,
    hybridRuleset.defaultSetup,
    (m, seat) => {
      const moves = engine.legal(m, seat).filter((c) => c.kind === 'move');
      const keys = moves.map((c) => `${String(c.x)},${String(c.y)}`);
      return moves.length > 24 && keys.some((k, i) => keys.indexOf(k) !== i);
    },
    { seeds: 20, steps: 400 },
  );
  if (!found) throw new Error('no warrior with many moves in the first 20 seeds');
  return found;
}

run('the Hybrid board in the browser', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const [locale, lang] of [
    ['en-GB', 'en'],
    ['hu-HU', 'hu'],
  ] as const) {
    it(`${lang}: while a warrior moves the long list of moves is folded and the board stands near the top; its edges name the squares as the choices do, and so does the question of facing`, async () => {
      const found = manyMoves();
      const moves = engine.legal(found.m, found.seat).filter((c) => c.kind === 'move') as Array<{
        x: number;
        y: number;
      }>;
      const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
      await sendChoices(h.base, g, found.steps);
      const { page } = await h.newPage({ viewport: SCREEN, locale });
      await page.goto(h.base);
      await holdOnThisScreen(page, g, 'hybrid');
      await page.goto(`${h.base}/game/${g.id}`);
      const fold = page.locator('.decision details[data-kind="move"]');
      await until(() => fold.count()).toBe(1);
      await page.screenshot({ path: join(shots, `hybrid-moves-folded-${lang}.png`), fullPage: true });

      // Folded to one line that says how many moves there are; the board's top within the screen.
      expect(await fold.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      expect(await fold.locator('summary').textContent()).toContain(
        `(${moves.length}): ${lang === 'en' ? 'show them all' : 'mutasd mindet'}`,
      );
      // Under the board, the data it draws is offered folded, named as data, not as what the player sees.
      expect(await page.locator('details.view > summary').textContent()).toBe(
        lang === 'en' ? 'What your seat is shown, as data' : 'A nézeted nyers adatként',
      );
      expect(await page.locator('details.view').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      const board = (await page.locator('.hy-svg').boundingBox())!;
      expect(board.y).toBeLessThan(SCREEN.height);
      // Opened, every move is there to press, and the line no longer says to open it.
      await fold.locator('summary').click();
      await until(() => fold.locator('button.choice').first().isVisible()).toBe(true);
      expect(await fold.locator('button.choice').count()).toBe(Math.min(moves.length, 200));
      expect(await fold.locator('.fold-hint').isVisible()).toBe(false);

      // The letters over the columns, A at the left; the numbers beside the rows, 1 at the bottom.
      const at = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
      const a = await at('.hy-coords [data-column="A"] text');
      const b = await at('.hy-coords [data-column="B"] text');
      const one = await at('.hy-coords [data-row="1"] text');
      const two = await at('.hy-coords [data-row="2"] text');
      expect(a.x).toBeLessThan(b.x);
      expect(one.y).toBeGreaterThan(two.y);
      const corner = await at('.hy-sq[data-square="0,0"] rect');
      // A1's letter is over its column and its number beside its row.
      expect(Math.abs(a.x + a.width / 2 - (corner.x + corner.width / 2))).toBeLessThan(2);
      expect(Math.abs(one.y + one.height / 2 - (corner.y + corner.height / 2))).toBeLessThan(4);

      // A square reached in several facings asks which way, naming the square as the choices do.
      const keys = moves.map((c) => `${c.x},${c.y}`);
      const square = keys.find((k, i) => keys.indexOf(k) !== i)!;
      await page.locator(`.hy-sq.reach[data-square="${square}"]`).press('Enter');
      const ask = page.locator('.hy-panel[aria-label] strong');
      const words = lang === 'en' ? 'Face which way on' : 'Merre nézzen ezen a mezőn:';
      await until(() => ask.textContent()).toBe(`${words} ${squareNameOf(square)}`);
      expect(await page.locator('.decision').textContent()).toContain(squareNameOf(square));
      await page.close();
    }, 60_000);
  }

  it('the question of facing stands where the player is looking: after a click on a square in view, the question is in view too', async () => {
    const found = manyMoves();
    const moves = engine.legal(found.m, found.seat).filter((c) => c.kind === 'move') as Array<{ x: number; y: number }>;
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    const { page } = await h.newPage({ viewport: SCREEN });
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator('.hy-sq.reach').count()).toBeGreaterThan(0);
    // Of the squares reached in several facings, the lowest one still on the screen as the page opens.
    const keys = moves.map((c) => `${c.x},${c.y}`);
    const asked = [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))];
    let pick: { x: number; y: number } | null = null;
    for (const k of asked) {
      const box = (await page.locator(`.hy-sq.reach[data-square="${k}"] rect`).boundingBox())!;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (box.y + box.height <= SCREEN.height && (!pick || centre.y > pick.y)) pick = centre;
    }
    if (!pick) throw new Error('no square asking for a facing on the first screen');
    await page.mouse.click(pick.x, pick.y);
    const ask = page.locator('.hy-facing');
    await until(() => ask.count()).toBe(1);
    await page.screenshot({ path: join(shots, 'hybrid-facing-asked.png') });
    const box = (await ask.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(SCREEN.height);
    await page.close();
  }, 60_000);

  it('on a phone a tap on a square asking for a facing leaves the board where it was, the question by the square', async () => {
    const found = manyMoves();
    const moves = engine.legal(found.m, found.seat).filter((c) => c.kind === 'move') as Array<{ x: number; y: number }>;
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    const phone = { width: 390, height: 844 };
    const { page } = await h.newPage({ viewport: phone, touch: true, locale: 'hu-HU' });
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator('.hy-sq.reach').count()).toBeGreaterThan(0);
    // A square reached in several facings, whole on the screen and above the decision held at its foot.
    const foot = await page.locator('.decision').evaluate((d) => d.getBoundingClientRect().top);
    const keys = moves.map((c) => `${c.x},${c.y}`);
    const asked = [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))];
    let pick: { x: number; y: number } | null = null;
    for (const k of asked) {
      const box = (await page.locator(`.hy-sq.reach[data-square="${k}"] rect`).boundingBox())!;
      const inView = box.y >= 0 && box.y + box.height <= Math.min(foot, phone.height);
      if (inView && box.x >= 0 && box.x + box.width <= phone.width && !pick)
        pick = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    if (!pick) throw new Error('no square asking for a facing on the first screen');
    const before = (await page.locator('.hy-svg').boundingBox())!;
    await page.touchscreen.tap(pick.x, pick.y);
    const ask = page.locator('.hy-facing');
    await until(() => ask.count()).toBe(1);
    const after = (await page.locator('.hy-svg').boundingBox())!;
    await page.screenshot({ path: join(shots, 'phone-hybrid-facing.png') });
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    // The question is on the screen, next to the square tapped.
    const box = (await ask.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    const near = Math.min(Math.abs(box.y - pick.y), Math.abs(box.y + box.height - pick.y));
    expect(near).toBeLessThan(60);
    await page.close();
  }, 60_000);

  it('the computer’s strength stays inside its game’s card, and the odds panel’s list of rolls shows the chosen roll whole', async () => {
    const { page } = await h.newPage({ viewport: SCREEN });
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="hybrid"]');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    const level = card.locator('select[name="level"]');
    await until(() => level.count()).toBe(1);
    const inside = await card.evaluate((c) => {
      const box = c.getBoundingClientRect();
      return [...c.querySelectorAll('select')].map((s) => s.getBoundingClientRect().right <= box.right);
    });
    await page.screenshot({ path: join(shots, 'home-hybrid-setup.png') });
    expect(inside).toEqual([true, true]);
    // The list names the level; what it does is said under it, whole, and follows the choice.
    expect(await level.locator('option:checked').textContent()).toBe('Easy');
    expect(await card.locator('.level-note').textContent()).toBe('follows simple rules of thumb');
    await level.selectOption('beginner');
    expect(await card.locator('.level-note').textContent()).toBe('plays any legal move');

    const g = await createGame(h.base, { ruleset: 'hybrid', mode: 'hotseat' });
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator('.odds select[name="procedure"]').count()).toBe(1);
    // The first roll's name is longer than the panel is wide: it takes more than one line.
    await until(() => chosenWhole(page, '.odds select[name="procedure"]')).toMatchObject({ whole: true });
    expect((await chosenWhole(page, '.odds select[name="procedure"]')).lines).toBeGreaterThan(1);
    await page.screenshot({ path: join(shots, 'hybrid-odds-roll.png') });
    await page.close();
  });

  for (const [locale, status, hand, none] of [
    ['en-GB', 'Before round 1 (of 10) · opening hand', 'Action cards in hand (points):', 'none placed yet'],
    [
      'hu-HU',
      'Az 1. kör előtt (10 körből) · kezdő kéz',
      'Akciókártyák a kézben (pontérték):',
      'még egyet sem rakott le',
    ],
  ] as const)
    it(`${locale}: before the first round the status line names no round 0, the hand says its numbers are points and what each card does, and a side with no counter down says so`, async () => {
      const g = await createGame(h.base, { ruleset: 'hybrid', seed: 1, mode: 'hotseat' });
      const { page } = await h.newPage({ viewport: SCREEN, locale });
      await page.goto(h.base);
      await holdOnThisScreen(page, g, 'hybrid');
      await page.goto(`${h.base}/game/${g.id}`);
      await until(() => page.locator('.hy-status').textContent()).toBe(status);
      const panels = page.locator('.hy-panels .hy-panel');
      expect(await panels.locator('strong', { hasText: hand }).count()).toBe(1);
      // Each card chip: its name, then its points in brackets.
      expect(await panels.locator('.card-chip').first().textContent()).toMatch(/ \(\d+\)$/);
      const counters =
        (await panels
          .filter({ has: page.locator('.muted') })
          .first()
          .textContent()) ?? '';
      expect(counters).toContain(`: ${none}`);
      expect(counters).not.toContain('(0 ');
      // What each card in hand does, folded under the chips: opened, a line a card, in the page's language.
      await panels.locator('.hy-card-texts summary').click();
      const lines = panels.locator('.hy-card-texts li');
      const ids = await panels.locator('.card-chip').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-card')));
      expect(await lines.evaluateAll((xs) => xs.map((x) => x.getAttribute('data-card')))).toEqual(ids);
      for (const [i, id] of ids.entries()) {
        const card = hybridRuleset.content.sample.actionCards.find((c) => c.id === id);
        const line = (await lines.nth(i).textContent()) ?? '';
        expect(line.length).toBeGreaterThan(`${card?.name ?? ''}: `.length + 10);
        if (locale === 'en-GB') expect(line).toBe(`${card?.name}: ${card?.text}`);
        else expect(line).not.toContain(card?.text ?? '?');
      }
      await page.close();
    });

  it('the Moving levels offered each say what they do besides moving, under the Mode buttons, in English and Hungarian', async () => {
    const found = walkTo(
      engine,
      hybridRuleset.defaultSetup,
      (m, seat) => engine.legal(m, seat).filter((c) => c.kind === 'mode' && c.mode === 'MV').length > 1,
      { seeds: 5, steps: 200 },
    );
    if (!found) throw new Error('no choice of Moving levels in the first 5 seeds');
    const levels = [
      ...new Set(
        engine
          .legal(found.m, found.seat)
          .filter((c) => c.kind === 'mode' && c.mode === 'MV')
          .map((c) => (c as { level: number }).level),
      ),
    ];
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    for (const [locale, first] of [
      ['en-GB', 'ML 1: Basic Move, 2 MP more'],
      ['hu-HU', 'MSz 1: Alap Mozgás, 2 mozgásponttal több'],
    ] as const) {
      const { page } = await h.newPage({ viewport: SCREEN, locale });
      await page.goto(h.base);
      await holdOnThisScreen(page, g, 'hybrid');
      await page.goto(`${h.base}/game/${g.id}`);
      const notes = page.locator('.hy-modes .hy-move-levels li');
      await until(() => notes.count()).toBe(levels.length);
      expect(await notes.evaluateAll((xs) => xs.map((x) => Number(x.getAttribute('data-level'))))).toEqual(levels);
      if (levels.includes(1)) expect(await notes.first().textContent()).toBe(first);
      for (const text of await notes.allTextContents()) expect(text).toMatch(/^\S+ \d: \S.{10,}/);
      await page.close();
    }
  }, 60_000);

  it('the Event cards a side has drawn are shown with its Action cards, and what they do with the rest, in English and Hungarian', async () => {
    const found = walkTo(
      engine,
      hybridRuleset.defaultSetup,
      (m, seat) => (asHybridView(engine.view(m, seat))?.eventHand.length ?? 0) > 0,
      { seeds: 10, steps: 400 },
    );
    if (!found) throw new Error('no Event card drawn in the first 10 seeds');
    const held = asHybridView(engine.view(found.m, found.seat))?.eventHand ?? [];
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    for (const [locale, heading] of [
      ['en-GB', 'Event cards in hand:'],
      ['hu-HU', 'Eseménykártyák a kézben:'],
    ] as const) {
      const { page } = await h.newPage({ viewport: SCREEN, locale });
      await page.goto(h.base);
      await holdOnThisScreen(page, g, 'hybrid');
      await page.goto(`${h.base}/game/${g.id}`);
      const events = page.locator('.hy-hand .hy-event-hand');
      await until(() => events.locator('strong').textContent()).toBe(heading);
      expect(
        await events.locator('.card-chip').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-card'))),
      ).toEqual(held);
      await page.locator('.hy-hand .hy-card-texts summary').click();
      await page.locator('.hy-hand').screenshot({ path: join(shots, `hybrid-event-hand-${locale}.png`) });
      for (const id of held) {
        const line = page.locator(`.hy-hand .hy-card-texts li[data-card="${id}"]`);
        expect((await line.textContent())?.length ?? 0).toBeGreaterThan(20);
      }
      await page.close();
    }
  }, 60_000);

  it('on one-square tokens facing each of the four ways, the facing arrow, the initials and the counter badge do not overlap, on a laptop and on a phone', async () => {
    // A position with one-square warriors on the board facing all four ways, each with his
    // Activation counter shown to the seat asked.
    const found = walkTo(
      engine,
      hybridRuleset.defaultSetup,
      (m, seat) => {
        const v = asHybridView(engine.view(m, seat));
        const small =
          v?.warriors.filter((x) => x.status === 'in-play' && x.squares.length === 1 && x.counter !== null) ?? [];
        return new Set(small.map((x) => x.facing)).size === 4;
      },
      { seeds: 20, steps: 600 },
    );
    if (!found) throw new Error('no position with small warriors facing four ways in the first 20 seeds');
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    for (const viewport of [SCREEN, { width: 390, height: 844 }]) {
      const { page } = await h.newPage({ viewport, locale: 'en-GB' });
      await page.goto(h.base);
      await holdOnThisScreen(page, g, 'hybrid');
      await page.goto(`${h.base}/game/${g.id}`);
      await until(() => page.locator('.hy-board .warrior').count()).toBeGreaterThan(0);
      // In the drawing's own units: the boxes of the arrow, the letters and the counter badge of
      // every one-square token, each pair apart.
      const tokens = await page.locator('.hy-board .warrior').evaluateAll((gs) =>
        gs.flatMap((g) => {
          const base = g.querySelector<SVGGraphicsElement>('.base');
          const arrow = g.querySelector<SVGGraphicsElement>('.front');
          const text = g.querySelector<SVGTextElement>('text.initials');
          const badge = g.querySelector<SVGGraphicsElement>('.counter-badge');
          if (!base || !arrow || !text || (g.getAttribute('data-squares') ?? '').includes(' ')) return [];
          type Box = { x: number; y: number; width: number; height: number };
          const apart = (a: Box, t: Box) =>
            a.x >= t.x + t.width || t.x >= a.x + a.width || a.y >= t.y + t.height || t.y >= a.y + a.height;
          const a = arrow.getBBox();
          const t = text.getBBox();
          const b = badge?.getBBox();
          return [
            {
              label: g.getAttribute('aria-label') ?? '',
              letters: text.textContent,
              badge: b !== undefined,
              apart: apart(a, t),
              badgeApart: b === undefined || (apart(b, a) && apart(b, t)),
              // Arrow, letters, badge: x, y, width, height (shown should a pair meet).
              boxes: [a, t, b].map((x) =>
                x ? [x.x, x.y, x.width, x.height].map((n) => Math.round(n * 10) / 10) : null,
              ),
            },
          ];
        }),
      );
      expect(new Set(tokens.map((x) => /facing (\w+)/.exec(x.label)?.[1])).size, `${viewport.width}px`).toBe(4);
      const badged = tokens.filter((x) => x.badge);
      expect(new Set(badged.map((x) => /facing (\w+)/.exec(x.label)?.[1])).size, `${viewport.width}px`).toBe(4);
      expect(
        tokens.filter((x) => !x.apart || !x.badgeApart),
        `${viewport.width}px`,
      ).toEqual([]);
      await page.locator('.hy-board .hy-svg').screenshot({ path: join(shots, `hybrid-tokens-${viewport.width}.png`) });
      await page.close();
    }
  }, 120_000);
});
