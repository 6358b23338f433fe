/**
 * Hang 'Em High in Debian's Chromium, three companies on one screen with the house rule
 * `strategist=none`: the hunt's questions are answered by their forms (an offer, the neutral
 * company's cap and value, the evening's rumors, a day passing, the morning's location attempt),
 * while the steps the league test already covers (formation, groups, report, after-battle) are
 * played over HTTP. Then the after-battle stepper is read after a reload and on a second device:
 * both show the whole sequence the server keeps.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  index,
  shots,
  startHarness,
  until,
  type Harness,
} from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

interface Snap {
  readonly index: number;
  readonly seat: string | null;
  readonly view: {
    readonly companies: Record<string, { soldiers: Array<{ initialValue: number; familiarOf: string | null }> }>;
    readonly hunt?: { readonly day: number; readonly clues: Record<string, number> };
  };
  readonly pending: ReadonlyArray<{ readonly seats: readonly string[]; readonly kind: string }>;
  readonly legal: ReadonlyArray<Record<string, unknown>>;
  readonly outcome: unknown;
}

const FORMS = ['pick-offer', 'rumors', 'locate', 'cardinal-controller', 'neutral-cap', 'neutral-group'];

run("Hang 'Em High in Chromium", () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the hunt by its forms (offer, neutral company, rumors, a new day, locate), and the after-battle steps after a reload and on a second device', async () => {
    const seats = ['red', 'blue', 'green'];
    const g = await createGame(h.base, {
      ruleset: 'dogs-of-war',
      mode: 'hotseat',
      seed: 11,
      options: { strategist: 'none' },
      setup: {
        companies: seats.map((s) => ({ seat: s, name: `${s[0]!.toUpperCase()}${s.slice(1)} band` })),
        missions: 2,
        campaign: 'hang-em-high',
      },
    });
    const snap = async (seat: string): Promise<Snap> =>
      (await (await fetch(`${h.base}/api/games/${g.id}?token=${g.tokens[seat]}`)).json()) as Snap;
    const send = async (seat: string, at: number, choice: unknown) => {
      const res = await fetch(`${h.base}/api/games/${g.id}/choices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: g.tokens[seat], index: at, choice }),
      });
      if (res.status !== 200) throw new Error(`choice: ${res.status} ${await res.text()}`);
    };
    /** The next question the game asks, and of whom. */
    const next = async () => {
      const s = await snap('red');
      const d = s.pending[0];
      return d ? { seat: d.seats[0]!, kind: d.kind.replace('dogs-of-war/', ''), outcome: s.outcome } : null;
    };
    /** A step that is not the hunt's, played over HTTP: a few recruits, then "done" where it is offered. */
    const playOther = async (seat: string, kind: string) => {
      const s = await snap(seat);
      const soldiers = s.view.companies[seat]?.soldiers.length ?? 0;
      const recruit = s.legal.find((c) => c['kind'] === 'recruit');
      const done = s.legal.find((c) => c['kind'] === 'done');
      const pick = kind === 'formation-recruit' && recruit && soldiers < 3 ? recruit : (done ?? s.legal[0]);
      await send(seat, s.index, pick);
    };

    // The browser holds the three seats' tokens, as after "play on this screen".
    const { page } = await h.newPage();
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'dogs-of-war');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator('.dw-board').count()).toBe(1);

    const answered = new Set<string>();
    let dayTwoSeen = false;
    let afterChecked = false;
    for (let guard = 0; guard < 400; guard++) {
      const q = await next();
      if (!q || q.outcome) break;
      if (answered.has('locate')) break;
      if (!FORMS.includes(q.kind)) {
        await playOther(q.seat, q.kind);
        continue;
      }
      await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe(q.seat);
      // Before the first evening answer, the after-battle steps of the day's battles are in the record.
      if (q.kind === 'rumors' && !afterChecked) {
        await checkAfterBattle(page, g, q.seat);
        afterChecked = true;
      }
      if (q.kind === 'neutral-cap' || q.kind === 'neutral-group') {
        const form = page.locator('form.dw-neutral');
        await until(() => form.count()).toBe(1);
        if (q.kind === 'neutral-cap') {
          // The lone player's own value as the cap, so his group is within reach of it.
          const s = await snap(q.seat);
          const value = (s.view.companies[q.seat]?.soldiers ?? [])
            .filter((x) => x.familiarOf === null)
            .reduce((a, x) => a + x.initialValue, 0);
          await form.locator('input[name="cap"]').fill(String(value));
        }
        await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('ok');
        if (!answered.has(q.kind))
          await page.screenshot({ path: join(shots, `dogs-of-war-hunt-${q.kind}.png`), fullPage: true });
        await advancing(page, () => form.locator('button[type="submit"]').click());
        answered.add(q.kind);
        continue;
      }
      const form = page.locator(`form.dw-hunt[data-what="${q.kind}"]`);
      await until(() => form.count()).toBe(1);
      if (q.kind === 'pick-offer') {
        // Only the offers still open can be picked; the form shows who took which.
        const enabled = form.locator('select[name="offer"] option:not([disabled])');
        expect(await enabled.count()).toBeGreaterThan(0);
        await form.locator('select[name="offer"]').selectOption((await enabled.last().getAttribute('value')) ?? '');
      }
      if (q.kind === 'rumors' && !answered.has('rumors')) {
        // Corruption is refused before sending when the company cannot pay 10 RP, and allowed when it can.
        await form.locator('input[name="corruption"]').check();
        const resources = Number(/(?:Resources|Erőforrás): (\d+)/.exec((await form.textContent()) ?? '')?.[1]);
        await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain(
          resources >= 10 ? 'ok' : 'refused',
        );
        if (resources < 10) await form.locator('input[name="corruption"]').uncheck();
      }
      if (q.kind === 'locate') {
        const day = page.locator('[data-testid="dw-day"]');
        expect(await day.textContent()).toBe('Day 2 of 2');
        dayTwoSeen = true;
        expect(await form.textContent()).toMatch(/% chance/);
        await form.locator('input[name="attempt"][value="yes"]').check();
      }
      await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('ok');
      if (!answered.has(q.kind))
        await page.screenshot({ path: join(shots, `dogs-of-war-hunt-${q.kind}.png`), fullPage: true });
      await advancing(page, () => form.locator('button[type="submit"]').click());
      answered.add(q.kind);
    }
    expect([...answered].sort()).toEqual(['locate', 'neutral-cap', 'neutral-group', 'pick-offer', 'rumors']);
    expect(afterChecked).toBe(true);
    expect(dayTwoSeen).toBe(true);
    // The day moved on: day 2's morning answered, the game went on by itself.
    const s = await snap('red');
    expect(s.view.hunt?.day).toBe(2);
    await page.close();
  });
});

/** Plays a choice the step cannot wait on: waits until the step number moves on. */
async function advancing(page: Page, act: () => Promise<void>) {
  const before = await index(page);
  await act();
  await until(() => index(page)).toBeGreaterThan(before);
}

/**
 * The after-battle steps of the last battle, from the server's record: the same count on this
 * page, after a reload, and on a second device holding only the seat's link.
 */
async function checkAfterBattle(page: Page, g: { id: string; tokens: Record<string, string> }, seat: string) {
  const stepsOn = async (p: Page) => {
    await p.locator('button[data-tab="after"]').click();
    const after = p.locator('.dw-after');
    await until(() => after.getAttribute('data-source')).toBe('server');
    return Number(await after.getAttribute('data-steps'));
  };
  const here = await stepsOn(page);
  expect(here).toBeGreaterThan(3);
  await page.reload();
  await until(() => page.locator('[data-testid="my-seat"]').getAttribute('data-seat')).toBe(seat);
  expect(await stepsOn(page)).toBe(here);
  // Step to the end after the reload: each step has its rule.
  const after = page.locator('.dw-after');
  for (let i = 1; i < here; i++) await after.getByRole('button', { name: 'Next' }).click();
  await until(() => after.getAttribute('data-step')).toBe(String(here));
  expect(await after.locator('.dw-step').getAttribute('data-rule')).toMatch(/^DW-/);
  await page.screenshot({ path: join(shots, 'dogs-of-war-hunt-after-reload.png'), fullPage: true });
  // A second device: a fresh browser profile opening the seat's link.
  const other = await h.newPage();
  await other.page.goto(`${h.base}/game/${g.id}?token=${g.tokens[seat]}`);
  await until(() => other.page.locator('.dw-board').count()).toBe(1);
  expect(await stepsOn(other.page)).toBe(here);
  await other.page.close();
  // Back to the question the game asks.
  await page.locator('button[data-tab="hunt"]').click();
}
