/**
 * The Hybrid question of the moment on a phone, in Debian's Chromium: while the side asked holds
 * the Darkness Grenade, its text goes with every question that offers it; on a phone the question
 * stays a short line with the card's name under it, the text folded until asked for.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, unwrap, type Decision } from '@skirmish/core';
import { hybridRuleset } from '@skirmish/hybrid';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  sendChoiceNow,
  sendChoices,
  shots,
  startHarness,
  until,
  type Harness,
} from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const OPTIONS = { nemesis: true };
const engine = unwrap(Engine.create(hybridRuleset, { options: OPTIONS }));
const presenter = hybridRuleset.presenter;

/**
 * The first position of the first seeds, played by random choices that keep every Event card in
 * hand, where the seat asked holds the Darkness Grenade and is offered it, and has a choice after
 * which he is offered it again: the seed, the choices, and that next choice.
 */
function grenadeAsked(): {
  seed: number;
  steps: Array<[string, unknown]>;
  d: Decision;
  view: unknown;
  next: [string, unknown];
} {
  for (let seed = 1; seed <= 60; seed++) {
    let m = unwrap(engine.start(seed, hybridRuleset.defaultSetup));
    let x = seed;
    const rand = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    const steps: Array<[string, unknown]> = [];
    for (let i = 0; i < 600 && engine.outcome(m) === null; i++) {
      const d = engine.pending(m)[0];
      const seat = d?.seats[0] ?? '';
      const view = engine.view(m, seat);
      if (d && presenter?.promptParts?.(d, view, 'en')) {
        const next = askedAgain(m, seat);
        if (next) return { seed, steps, d, view, next };
      }
      const all = engine.legal(m, seat) as Array<{ kind: string }>;
      const keep = all.filter((c) => c.kind !== 'play-event');
      const legal = keep.length > 0 ? keep : all;
      const c = legal[Math.floor(rand() * legal.length)];
      steps.push([seat, c]);
      m = unwrap(engine.submit(m, seat, c)).match;
    }
  }
  throw new Error('the Darkness Grenade is never offered in the first 60 seeds');
}

/**
 * A choice of `seat` at `m`, other than playing an Event card, after which the same seat is asked
 * a question that offers the Darkness Grenade again; null when none is.
 */
function askedAgain(m: Parameters<typeof engine.legal>[0], seat: string): [string, unknown] | null {
  for (const c of engine.legal(m, seat) as Array<{ kind: string }>) {
    if (c.kind === 'play-event') continue;
    const after = unwrap(engine.submit(m, seat, c)).match;
    const d = engine.pending(after)[0];
    if (d && d.seats[0] === seat && presenter?.promptParts?.(d, engine.view(after, seat), 'en')) return [seat, c];
  }
  return null;
}

/** The lines of the prompt's first text (the question), and the prompt's height in those lines. */
function promptLines(page: Page) {
  return page.locator('.decision .prompt').evaluate((p) => {
    const text = [...p.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    const range = document.createRange();
    if (text) range.selectNodeContents(text);
    const lines = text ? new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size : 0;
    const line = parseFloat(getComputedStyle(p).lineHeight) || 20;
    return { question: text?.textContent ?? '', lines, height: p.getBoundingClientRect().height / line };
  });
}

run('the Hybrid question on a phone while the Darkness Grenade is in hand', () => {
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
    it(`${lang}: on a phone the question comes alone, the card's name under it, its text folded and opened on a tap; on a laptop the text is open`, async () => {
      const found = grenadeAsked();
      const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat', options: OPTIONS });
      await sendChoices(h.base, g, found.steps);
      const parts = presenter?.promptParts?.(found.d, found.view as never, lang);
      const card = parts?.more[0];
      if (!parts || !card) throw new Error('no card with the question');

      const phone = { width: 390, height: 844 };
      const { page } = await h.newPage({ viewport: phone, touch: true, locale });
      await page.goto(h.base);
      await holdOnThisScreen(page, g, 'hybrid');
      await page.goto(`${h.base}/game/${g.id}`);
      const fold = page.locator('.decision .prompt details.prompt-more');
      await until(() => fold.count()).toBe(1);
      // The question alone first, a line or two; the card's name under it; the whole prompt a few lines.
      const shown = await promptLines(page);
      expect(shown.question.trim()).toBe(parts.question);
      expect(shown.lines).toBeLessThanOrEqual(2);
      expect(shown.height).toBeLessThan(4);
      expect((await fold.locator('summary').textContent())?.trim()).toBe(card.title);
      expect(await fold.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      expect(await page.locator('.decision').innerText()).not.toContain(card.text);
      await page.screenshot({ path: join(shots, `phone-hybrid-grenade-folded-${lang}.png`) });
      // A tap on the name opens the text, said once.
      await page.locator('.decision .prompt details.prompt-more > summary').tap();
      await until(() => fold.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
      expect(await fold.isVisible()).toBe(true);
      const said = (await page.locator('.decision').innerText()).split(card.text).length - 1;
      expect(said).toBe(1);
      await page.screenshot({ path: join(shots, `phone-hybrid-grenade-open-${lang}.png`) });
      // The next question that offers it starts folded again, the one opened before left behind.
      const [seat, choice] = found.next;
      const before = await page.locator('.game').getAttribute('data-index');
      await sendChoiceNow(h.base, g, seat, choice);
      await until(() => page.locator('.game').getAttribute('data-index')).not.toBe(before);
      await until(() => fold.count()).toBe(1);
      expect(await fold.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      await page.close();

      // On a laptop there is room: the text stands open under the name.
      const wide = await h.newPage({ viewport: { width: 1280, height: 900 }, locale });
      await wide.page.goto(h.base);
      await holdOnThisScreen(wide.page, g, 'hybrid');
      await wide.page.goto(`${h.base}/game/${g.id}`);
      const open = wide.page.locator('.decision .prompt details.prompt-more');
      await until(() => open.count()).toBe(1);
      expect(await open.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
      expect(await wide.page.locator('.decision').innerText()).toContain(card.text);
      await wide.page.close();
    }, 120_000);
  }
});
