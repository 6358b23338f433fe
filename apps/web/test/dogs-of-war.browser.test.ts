/**
 * A Dogs of War league in Debian's Chromium, on one screen: from the home page, form two
 * companies (a live limit warning seen while recruiting), spend experience with its price shown,
 * fill the after-action report, step through the after-battle rolls and read the standings.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { createGame, hasChromium, index, shots, startHarness, until, untilOffered, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

const seatOf = (page: Page) => page.locator('[data-testid="my-seat"]').getAttribute('data-seat');
const stage = (page: Page) => page.locator('[data-testid="dw-stage"]').textContent();

/** Plays a choice the step cannot wait on: waits until the step number moves on. */
async function advancing(page: Page, act: () => Promise<void>) {
  const before = await index(page);
  await act();
  await until(() => index(page)).toBeGreaterThan(before);
}

/**
 * From the round's first choice to the battle's report: each choice by its first button, each
 * preparation form confirmed as it stands. Returns the report form's locator.
 */
async function toTheReport(page: Page) {
  const report = page.locator('form.dw-report');
  for (let guard = 0; guard < 12; guard++) {
    await until(() => page.locator('button.choice, form.dw-prep, form.dw-report').count(), 10_000).toBeGreaterThan(0);
    if ((await report.count()) > 0) break;
    const prep = page.locator('form.dw-prep');
    if ((await prep.count()) > 0) {
      await until(() => prep.locator('.dw-verdict').getAttribute('class')).toContain('ok');
      await advancing(page, () => prep.getByRole('button', { name: 'Confirm' }).click());
      continue;
    }
    await advancing(page, () => page.locator('button.choice').first().click());
  }
  return report;
}

async function recruit(page: Page, profile: string, name: string) {
  const form = page.locator('form.dw-recruit');
  await form.locator('select[name="profile"]').selectOption(profile);
  await form.locator('input[name="name"]').fill(name);
  await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('ok');
  await advancing(page, () => form.locator('button[type="submit"]').click());
}

/**
 * A new Dogs of War league played on this screen, from the home page (in Hungarian with `hu`); with
 * `confirm`, the player keeps the house rule that reports are confirmed (off on one screen unless
 * he sets it): he ticks it off and on again.
 */
async function onThisScreen(hu = false, confirm = false): Promise<Page> {
  const { page } = await h.newPage(hu ? { locale: 'hu-HU' } : {});
  await page.goto(h.base);
  const card = page.locator('.game-card[data-ruleset="dogs-of-war"]');
  if (confirm) {
    await card.locator('details.house-rules summary').click();
    const box = card.locator('[data-option="confirm-report"] input[type="checkbox"]');
    await until(() => box.count()).toBe(1);
    await box.uncheck();
    await box.check();
  }
  await card.getByRole('button', { name: hu ? 'Játék ezen a képernyőn' : 'Play on this screen' }).click();
  await page.waitForURL(/\/game\//);
  return page;
}

async function formCompany(page: Page, shoot: boolean, ballista = false) {
  await until(() => stage(page)).toBe('Formation: the captain');
  await recruit(page, 'orc-warlord', 'Gor the Bold');
  await until(() => stage(page)).toBe('Formation: recruitment');
  await recruit(page, 'jackal-warrior', 'Jakka');
  // A 60-point rider would take the company to 128 of its 125 renown: the form says so at once.
  const form = page.locator('form.dw-recruit');
  await form.locator('select[name="profile"]').selectOption('orcish-brontops-rider');
  const renown = form.locator('.dw-limits tr[data-limit="renown"]');
  await until(() => renown.getAttribute('data-ok')).toBe('false');
  expect(await renown.textContent()).toContain('128');
  expect(await form.locator('.dw-verdict.refused').textContent()).toContain('recruitment points');
  expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
  // The refused button looks it: neither the colour of one that acts nor the hand over it.
  const look = () =>
    form.locator('button[type="submit"]').evaluate((b) => {
      const c = getComputedStyle(b);
      return { cursor: c.cursor, background: c.backgroundColor };
    });
  const refused = await look();
  expect(refused.cursor).toBe('not-allowed');
  if (shoot) await page.screenshot({ path: join(shots, 'dogs-of-war-recruit-limit.png'), fullPage: true });
  await form.locator('select[name="profile"]').selectOption('orc-brute');
  await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('ok');
  const allowed = await look();
  expect(allowed.cursor).toBe('pointer');
  expect(allowed.background).not.toBe(refused.background);
  await recruit(page, 'orc-brute', 'Brak');
  await advancing(page, () => page.locator('.dw-board').getByRole('button', { name: 'Done with this step' }).click());

  // Experience: 30 formation EP to the captain, then one purchase with its price shown.
  await until(() => stage(page)).toBe('Formation: the 90 EP');
  const assign = page.locator('form.dw-assign');
  await assign.locator('input[name="ep"]').fill('30');
  await advancing(page, () => assign.locator('button[type="submit"]').click());
  const spender = page.locator('select[name="spender"]');
  const captainId = await spender.inputValue();
  await until(() => spender.locator(`option[value="${captainId}"]`).textContent()).toContain('30 unused EP');
  const row = page.locator('.dw-purchases tr').first();
  const price = Number(/cost (\d+) EP/.exec((await row.locator('td[data-field="cost"]').textContent()) ?? '')?.[1]);
  expect(price).toBeGreaterThan(0);
  if (shoot) await page.screenshot({ path: join(shots, 'dogs-of-war-experience.png'), fullPage: true });
  await advancing(page, () => row.getByRole('button', { name: 'Buy' }).click());
  await until(() => spender.locator(`option[value="${captainId}"]`).textContent()).toContain(`${30 - price} unused EP`);
  await advancing(page, () => page.locator('.dw-board').getByRole('button', { name: 'Done with this step' }).click());
  await until(() => stage(page)).toBe('Formation: attributes');
  if (ballista) {
    // The company's immobile machine, bought with 20 of its 50 RP.
    const attrs = page.locator('.dw-attributes form');
    await attrs.locator('select[name="attribute"]').selectOption('ballista');
    await attrs.locator('select[name="bearer"]').selectOption('');
    await until(() => attrs.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    await advancing(page, () => attrs.getByRole('button', { name: 'Buy' }).click());
  }
  await advancing(page, () => page.locator('.dw-board').getByRole('button', { name: 'Done with this step' }).click());
}

/** The screenshots of the report's confirmation, on a phone and a desktop, in English and Hungarian. */
const confirmShots = '/tmp/dow-ux2';

interface Snap {
  readonly index: number;
  readonly view: { readonly companies: Record<string, { readonly soldiers: readonly unknown[] }> };
  readonly pending: ReadonlyArray<{ readonly seats: readonly string[]; readonly kind: string }>;
  readonly legal: ReadonlyArray<Record<string, unknown>>;
}

/**
 * A league of two players online, played over HTTP up to the report of its first battle: each
 * company a captain and two recruits, every other step its first choice or "done".
 */
async function onlineAtReport(): Promise<{ id: string; tokens: Record<string, string> }> {
  const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'online', seed: 7 });
  const snap = async (seat: string): Promise<Snap> =>
    (await (await fetch(`${h.base}/api/games/${g.id}?token=${g.tokens[seat]}`)).json()) as Snap;
  for (let guard = 0; guard < 300; guard++) {
    const d = (await snap('red')).pending[0];
    if (!d || d.kind === 'dogs-of-war/report') break;
    const seat = d.seats[0] ?? '';
    const s = await snap(seat);
    const recruit = s.legal.find((c) => c['kind'] === 'recruit');
    const done = s.legal.find((c) => c['kind'] === 'done');
    const soldiers = s.view.companies[seat]?.soldiers.length ?? 0;
    const choice = recruit && soldiers < 3 ? recruit : (done ?? s.legal[0]);
    const res = await fetch(`${h.base}/api/games/${g.id}/choices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: g.tokens[seat], index: s.index, choice }),
    });
    if (res.status !== 200) throw new Error(`choice: ${res.status} ${await res.text()}`);
  }
  expect((await snap('red')).pending.map((d) => d.kind)).toContain('dogs-of-war/report');
  return g;
}

/** The right edge of the widest control of the report form, and the page's width. */
const formEdge = (page: Page) =>
  page.evaluate(() => ({
    right: Math.max(
      ...[...document.querySelectorAll('form.dw-report select, form.dw-report label, form.dw-report input')].map(
        (e) => e.getBoundingClientRect().right,
      ),
    ),
    width: document.documentElement.clientWidth,
  }));

run('Dogs of War in Chromium', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('DW-RECRUIT-14 the master of rites is recruited with the Aspect layout picked on the form, and keeps it on his sheet', async () => {
    const page = await onThisScreen();
    await until(() => stage(page)).toBe('Formation: the captain');
    const form = page.locator('form.dw-recruit');
    await form.locator('select[name="profile"]').selectOption('jackal-master-of-rites');
    await form.locator('input[name="name"]').fill('Kesh');
    // Two layouts to choose from; the form waits for one.
    const layouts = form.locator('fieldset[data-field="aspect-layouts"] input[name="aspect-layout"]');
    await until(() => layouts.count()).toBe(2);
    expect(await form.locator('fieldset[data-field="aspect-layouts"]').textContent()).toContain('Destruction 1');
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
    await layouts.nth(0).check();
    await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    await advancing(page, () => form.locator('button[type="submit"]').click());
    await until(() => stage(page)).toBe('Formation: recruitment');
    // The first layout is Creation 1, Alteration 0, Destruction 1: his sheet says so.
    const cell = page.locator('.dw-sheet[data-company="red"] [data-field="aspects"]').first();
    await until(() => cell.textContent()).toBe('C1 A0 D1');
    // In Hungarian the sheet gives his rank in Hungarian too, not the book's English word.
    const rank = page.locator('.dw-sheet[data-company="red"] tbody tr').first().locator('td').first();
    expect(await rank.textContent()).toBe('Devout');
    await page.getByLabel('Language').selectOption('hu');
    await until(() => rank.textContent()).toBe('Hívő');
    await page.close();
  });

  it('DW-PEOPLE-05 an Adept captain names the Element and the path of his choice on the form, and his sheet lists them with those of his card', async () => {
    const page = await onThisScreen();
    await until(() => stage(page)).toBe('Formation: the captain');
    const form = page.locator('form.dw-recruit');
    await form.locator('select[name="profile"]').selectOption('acheron-living-dead-adept');
    await form.locator('input[name="name"]').fill('Morvath');
    // His card names Darkness and Necromancy: neither is offered again.
    const elements = form.locator('select[name="element-of-choice"] option');
    const paths = form.locator('select[name="path-of-choice"] option');
    await until(() => elements.count()).toBe(6);
    expect(await elements.allTextContents()).not.toContain('Darkness');
    expect(await paths.allTextContents()).toContain('Technomancy');
    expect(await paths.allTextContents()).not.toContain('Necromancy');
    // Until both are named the rules refuse him, and the form says so.
    await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('refused');
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
    await form.locator('select[name="element-of-choice"]').selectOption('fire');
    await form.locator('select[name="path-of-choice"]').selectOption('Technomancy');
    await until(() => form.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    await advancing(page, () => form.locator('button[type="submit"]').click());
    await until(() => stage(page)).toBe('Formation: recruitment');
    const notes = page.locator('.dw-sheet[data-company="red"] td.notes').first();
    await until(() => notes.textContent()).toContain('Necromancy, Technomancy');
    expect(await notes.textContent()).toContain('Darkness, Fire');
    await page.close();
  });

  it("the sample's names in Hungarian on the Hungarian page: the company's people, a profile, its option and the name proposed for a recruit", async () => {
    const page = await onThisScreen();
    await until(() => stage(page)).toBe('Formation: the captain');
    await recruit(page, 'orc-warlord', 'Gor the Bold');
    await until(() => stage(page)).toBe('Formation: recruitment');
    const form = page.locator('form.dw-recruit');
    // His people on the sheet, a profile and its option on the recruitment form, in English first.
    const people = page.locator('.dw-sheet[data-company="red"] [data-field="people"]').first();
    expect(await people.textContent()).toBe('Orcs of Bran-Ô-Kor');
    const brute = form.locator('select[name="profile"] option[value="orc-brute"]');
    expect(await brute.textContent()).toContain('Orc brute · Orcs of Bran-Ô-Kor · Irregular');
    await form.locator('select[name="profile"]').selectOption('orc-brute');
    const name = form.locator('input[name="name"]');
    await until(() => name.getAttribute('placeholder')).toMatch(/^Orc brute \d+$/);
    expect(await form.locator('fieldset').first().textContent()).toContain('Heavy axe');
    await page.getByLabel('Language').selectOption('hu');
    await until(() => people.textContent()).toBe('Bran-Ô-Kor orkjai');
    expect(await brute.textContent()).toContain('Ork fenevad · Bran-Ô-Kor orkjai · Irreguláris');
    // The name proposed to a player who types none is the Hungarian one (the name is his to give).
    await until(() => name.getAttribute('placeholder')).toMatch(/^Ork fenevad \d+$/);
    expect(await form.locator('fieldset').first().textContent()).toContain('Nehéz fejsze');
    await page.close();
  });

  it('a league begun on a Hungarian page names its companies in Hungarian, for good; one begun in English, in English', async () => {
    const page = await onThisScreen(true);
    const red = page.locator('.dw-sheet[data-company="red"] h3');
    await until(() => red.textContent()).toBe('A Vörös Csapat');
    // The other company, named on the page's list of seats.
    expect(await page.locator('body').textContent()).toContain('A Kék Csapat');
    // The names are the companies' own: the English page shows them as they were given.
    await page.getByLabel('Nyelv').selectOption('en');
    await until(() => page.getByLabel('Language').count()).toBe(1);
    expect(await red.textContent()).toBe('A Vörös Csapat');
    await page.close();
    const english = await onThisScreen();
    await until(() => english.locator('.dw-sheet[data-company="red"] h3').textContent()).toBe('The Red Company');
    await english.close();
  });

  it("the company sheet in its card: scrolled sideways to its end, the soldiers' names stay in view, and the captain's notes read within the card", async () => {
    const page = await onThisScreen();
    await until(() => stage(page)).toBe('Formation: the captain');
    await recruit(page, 'orc-warlord', 'Gor the Bold');
    await until(() => stage(page)).toBe('Formation: recruitment');
    await page.locator('button[data-tab="sheet"]').click();
    const wrap = page.locator('.dw-sheet[data-company="red"] .table-wrap');
    const shown = await wrap.boundingBox();
    await wrap.evaluate((w) => w.scrollTo(w.scrollWidth, 0));
    await page.screenshot({ path: join(shots, 'dogs-of-war-sheet-scrolled.png'), fullPage: true });
    const name = await page.locator('.dw-sheet[data-company="red"] tbody th[scope="row"]').first().boundingBox();
    const notes = await page.locator('.dw-sheet[data-company="red"] td.notes > span').first().boundingBox();
    if (!shown || !name || !notes) throw new Error('the sheet is not on screen');
    expect(await wrap.evaluate((w) => w.scrollLeft)).toBeGreaterThan(0);
    expect(name.x).toBeCloseTo(shown.x, 0);
    expect(notes.x).toBeGreaterThanOrEqual(shown.x);
    expect(notes.x + notes.width).toBeLessThanOrEqual(shown.x + shown.width);
    await page.close();
  });

  it("against the computer the player is asked for his battle's report, sends it, and the after-battle steps follow", async () => {
    const { page } = await h.newPage();
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="dogs-of-war"]');
    await card.getByRole('button', { name: 'Play against the computer' }).click();
    await card.locator('input[name="seed"]').fill('7');
    await card.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/game\//);
    await until(() => seatOf(page)).toBe('red');
    // The computer forms its company first, choice after choice; the player starts when it is done.
    await untilOffered(page, { alone: true, timeout: 10_000 });
    await formCompany(page, false);

    // The computer forms its company; the mission roll, the groups and the preparation follow,
    // the player's part of them by the choice buttons and the preparation form.
    const report = await toTheReport(page);
    // The report waits for the player: the computer does not answer it for him.
    await until(() => report.count()).toBe(1);
    await page.locator('button[data-tab="sheet"]').click();
    await page.locator('button[data-tab="report"]').click();
    expect(await report.count()).toBe(1);
    expect(await page.locator('.dw-panel').textContent()).not.toContain('No report is asked of you now');

    await report.locator('select[name="result-red"]').selectOption('victory');
    await report.locator('select[name="result-blue"]').selectOption('defeat');
    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    await advancing(page, () => report.getByRole('button', { name: 'Send the report' }).click());
    // The computer accepts the report at once: the after-battle sequence follows.
    await until(() => page.locator('.log').textContent()).toContain('The Red Company won with a group');
    expect(await page.locator('.log').textContent()).toContain('The Blue Company accepts the report of battle 1');

    await page.locator('button[data-tab="after"]').click();
    const after = page.locator('.dw-after');
    await until(() => after.count()).toBe(1);
    // The sequence is the battle's, from its first step: the renown of the report's results.
    await until(() => after.getAttribute('data-source')).toBe('server');
    expect(Number(await after.getAttribute('data-steps'))).toBeGreaterThan(2);
    expect(await after.locator('.dw-step').getAttribute('data-rule')).toMatch(/^DW-AFTER-(04|05)$/);
    await page.close();
  });

  it('two seats on one screen, reports confirmed as the player set: the report is confirmed by the other player; sent back, it is asked again from the report sent back, and the one accepted starts the after-battle steps', async () => {
    const page = await onThisScreen(false, true);
    await until(() => seatOf(page)).toBe('red');
    await formCompany(page, false);
    await until(() => seatOf(page)).toBe('blue');
    await formCompany(page, false);
    const report = await toTheReport(page);
    await until(() => report.count()).toBe(1);
    const names: Record<string, string> = { red: 'The Red Company', blue: 'The Blue Company' };
    const first = (await seatOf(page)) ?? '';
    const other = first === 'red' ? 'blue' : 'red';
    const sendWin = async (winner: string) => {
      await report.locator(`select[name="result-${winner}"]`).selectOption('victory');
      await report.locator(`select[name="result-${winner === 'red' ? 'blue' : 'red'}"]`).selectOption('defeat');
      await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
      await advancing(page, () => report.getByRole('button', { name: 'Send the report' }).click());
    };
    await sendWin(first);

    // The screen turns to the other player, asked to accept the report: the question, the panel
    // and the status line say what was reported and whose confirmation it awaits.
    await until(() => seatOf(page)).toBe(other);
    const confirm = page.locator('[data-testid="dw-confirm"]');
    await until(() => confirm.count()).toBe(1);
    expect(await confirm.locator(`[data-seat="${first}"]`).textContent()).toContain('victory');
    expect(await confirm.locator(`[data-seat="${other}"]`).textContent()).toContain('defeat');
    expect(await page.locator('.decision .prompt').textContent()).toContain(
      `${names[first]} reports: ${names[first]} victory, ${names[other]} defeat; no deeds; no wounds.`,
    );
    expect(await stage(page)).toBe(`The report awaits confirmation by ${names[other]}`);
    await page.screenshot({ path: join(shots, 'dogs-of-war-confirm.png'), fullPage: true });
    // No after-battle sequence yet.
    expect(await page.locator('.log').textContent()).not.toContain('won with a group');

    // Sent back: the report is asked again, and nothing of the refused one is left in the rules;
    // a notice says who sent it back, and the form holds it, to be corrected.
    await advancing(page, () => confirm.getByRole('button', { name: 'Send it back' }).click());
    await until(() => report.count()).toBe(1);
    expect(await confirm.count()).toBe(0);
    expect(await page.locator('.log').textContent()).toContain('sends the report of battle 1 back');
    expect(await stage(page)).toBe('The battle is on the table: its report is awaited');
    const notice = page.locator('[data-testid="dw-refused"]');
    await until(() => notice.count()).toBe(1);
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(`${names[other]} sent`);
    expect(await report.locator(`select[name="result-${first}"]`).inputValue()).toBe('victory');
    expect(await report.locator(`select[name="result-${other}"]`).inputValue()).toBe('defeat');

    // This time the report (given by whichever player the screen turned to) says the other side
    // won, and the other player accepts it, in Hungarian.
    const reporter = (await seatOf(page)) ?? '';
    const confirmer = reporter === 'red' ? 'blue' : 'red';
    await sendWin(other);
    await until(() => seatOf(page)).toBe(confirmer);
    await until(() => confirm.count()).toBe(1);
    await page.getByLabel('Language').selectOption('hu');
    await until(() => stage(page)).toBe(`${names[confirmer]} jóváhagyására vár a jelentés`);
    expect(await confirm.locator(`[data-seat="${other}"]`).textContent()).toContain('győzelem');
    expect(await page.locator('.decision .prompt').textContent()).toContain(`${names[reporter]} jelentése: `);
    await advancing(page, () => confirm.getByRole('button', { name: 'Elfogadom a jelentést' }).click());
    await page.getByLabel('Nyelv').selectOption('en');
    await until(() => page.locator('.log').textContent()).toContain(`${names[other]} won with a group`);
    expect(await page.locator('.log').textContent()).not.toContain(`${names[first]} won with a group`);
    await page.locator('button[data-tab="after"]').click();
    await until(() => page.locator('.dw-after').count()).toBe(1);
    await page.close();
  });

  it('a league on one screen: company, recruitment with a live limit, experience, report, after-battle rolls, standings', async () => {
    const page = await onThisScreen();
    await until(() => seatOf(page)).toBe('red');
    await formCompany(page, true, true);
    await until(() => seatOf(page)).toBe('blue');
    await formCompany(page, false);

    // The round: the mission roll from the list, then the assault groups and the preparation by their forms.
    let groupsFormed = 0;
    let balanced = false;
    const finals: Array<[string, number]> = [];
    for (let guard = 0; guard < 12; guard++) {
      await until(() => page.locator('button.choice, form.dw-report').count()).toBeGreaterThan(0);
      if ((await page.locator('form.dw-report').count()) > 0) break;
      const prep = page.locator('form.dw-prep');
      if ((await prep.count()) > 0) {
        await until(() => prep.locator('.dw-verdict').getAttribute('class')).toContain('ok');
        if ((await prep.getAttribute('data-step')) === 'groups') {
          // Red writes its ballista on the mission sheet.
          if ((await seatOf(page)) === 'red') {
            await prep.locator('input[name="group-asset"]').check();
            await until(() => prep.locator('.dw-verdict').getAttribute('class')).toContain('ok');
          }
          expect(Number(await prep.locator('[data-field="group-value"]').textContent())).toBeGreaterThan(0);
          groupsFormed++;
          if (groupsFormed === 1) await page.screenshot({ path: join(shots, 'dogs-of-war-group.png'), fullPage: true });
        }
        if ((await prep.getAttribute('data-step')) === 'balance') {
          // Red, stronger by its ballista (within 50), may lower its group, for instance by leaving
          // the machine at home (DW-MISSION-PRE-17): the value shown drops by its cost of 20.
          // Red keeps it after all.
          const machine = prep.locator('input[name="balance-asset"]');
          expect(await machine.count()).toBe(1);
          expect(await machine.isChecked()).toBe(true);
          const value = async () => Number(await prep.locator('[data-field="group-value"]').textContent());
          const whole = await value();
          await machine.uncheck();
          await until(value).toBe(whole - 20);
          await machine.check();
          await until(value).toBe(whole);
          balanced = true;
        }
        if ((await prep.getAttribute('data-step')) === 'final') {
          // The weaker side may add a round (DW-MISSION-PRE-35); the box is there only for it.
          const box = prep.locator('input[name="extra-round"]');
          finals.push([(await seatOf(page)) ?? '', await box.count()]);
          if ((await box.count()) > 0) await box.check();
        }
        await advancing(page, () => prep.getByRole('button', { name: 'Confirm' }).click());
        continue;
      }
      await advancing(page, () => page.locator('button.choice').first().click());
    }
    expect(groupsFormed).toBe(2);
    expect(balanced).toBe(true);
    // Blue, the weaker by Red's ballista, was offered the extra round and took it; Red was not.
    expect(finals).toEqual([
      ['red', 0],
      ['blue', 1],
    ]);
    expect(await page.locator('body').textContent()).toContain('The Blue Company adds a round to the mission');
    const report = page.locator('form.dw-report');
    await until(() => report.count()).toBe(1);

    // The report: red wins, a wound dealt with both fighters' values, the blue fighter it killed outright listed so.
    // Each side's result is set by the player: one select changes no other.
    await report.locator('select[name="result-red"]').selectOption('victory');
    expect(await report.locator('select[name="result-blue"]').inputValue()).toBe('draw');
    await report.locator('select[name="result-blue"]').selectOption('defeat');
    expect(await report.locator('select[name="result-red"]').inputValue()).toBe('victory');
    await report.locator('button.dw-add-deed').click();
    const deed = report.locator('[data-deed="0"]');
    // A deed's author changed to the other side: the fighter struck is then one of the other side
    // too, the one the select shows, never a hidden fighter of the author's own.
    const firstAuthor = await deed.locator('select[name="deed-soldier-0"]').inputValue();
    const firstTarget = await deed.locator('select[name="deed-target-0"]').inputValue();
    await deed.locator('select[name="deed-soldier-0"]').selectOption(firstTarget);
    const shown = await deed.locator('select[name="deed-target-0"]').inputValue();
    expect(shown).not.toBe(firstTarget);
    expect(await deed.locator('select[name="deed-target-0"] option:checked').getAttribute('value')).toBe(shown);
    expect(await report.locator('.dw-json textarea').inputValue()).toContain(`"target": "${shown}"`);
    await deed.locator('select[name="deed-soldier-0"]').selectOption(firstAuthor);
    await deed.locator('select[name="deed-target-0"]').selectOption(firstTarget);
    await deed.locator('select[name="deed-result-0"]').selectOption('killed-outright');
    const authorText = (await deed.locator('select[name="deed-soldier-0"] option:checked').textContent()) ?? '';
    const targetText = (await deed.locator('select[name="deed-target-0"] option:checked').textContent()) ?? '';
    expect(authorText).toMatch(/Value \d+/);
    expect(targetText).toMatch(/Value \d+/);
    expect(await deed.locator('[data-field="deed-ep"]').textContent()).toMatch(/earns \d+ EP/);
    await report.locator('button.dw-add-wound').click();
    const blueFighter = await deed.locator('select[name="deed-target-0"]').inputValue();
    await report.locator('select[name="wound-soldier-0"]').selectOption(blueFighter);
    // The deed names him: the rules refuse it until his wound agrees with it.
    await report.locator('select[name="wound-state-0"]').selectOption('critical');
    await until(() => report.locator('.dw-verdict').getAttribute('data-code')).toBe('report/deed-wound');
    await report.locator('select[name="wound-state-0"]').selectOption('killed-outright');
    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    // Red's ballista is on its sheet: a shot by a red fighter may name the machine's other servants,
    // and its boiler may be reported exploded (nobody began wounded: no "healed" question).
    expect(await report.locator('fieldset.dw-healed').count()).toBe(0);
    await report.locator('button.dw-add-deed').click();
    const shot = report.locator('[data-deed="1"]');
    await shot.locator('select[name="deed-kind-1"]').selectOption('aim');
    // A new deed's author is the first fighter of the first sheet, Red's.
    expect(await shot.locator('select[name="deed-soldier-1"]').inputValue()).toBe(
      await deed.locator('select[name="deed-soldier-0"]').inputValue(),
    );
    await shot.locator('input[name="deed-aim-1"]').fill('3');
    await shot.locator('input[name="deed-difficulty-1"]').fill('6');
    const crew = shot.locator('input[name="deed-crew-1"]');
    await until(() => crew.count()).toBeGreaterThan(0);
    await crew.first().check();
    await until(() => shot.locator('[data-field="crew-ep"]').textContent()).toBe('each of them earns 6 EP');
    const exploded = report.locator('fieldset.dw-exploded input[name="exploded"]');
    expect(await exploded.count()).toBe(1);
    expect(await report.locator('fieldset.dw-exploded').textContent()).toContain('Ballista');
    await exploded.check();
    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    // Retreat! for the winner is refused before sending, by the rules: the results stay as written.
    await report.locator('select[name="retreat"]').selectOption('red');
    expect(await report.locator('select[name="result-red"]').inputValue()).toBe('victory');
    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('refused');
    expect(await report.locator('button[type="submit"]').isDisabled()).toBe(true);
    await report.locator('select[name="retreat"]').selectOption('');
    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    // The limits the rules set on a report are shown as it is filled, and sending waits for them:
    // the blue fighter written twice among the wounds (DW-MISSION-DURING-22)...
    const send = report.getByRole('button', { name: 'Send the report' });
    await report.locator('button.dw-add-wound').click();
    await report.locator('select[name="wound-soldier-1"]').selectOption(blueFighter);
    await until(() => report.locator('.dw-verdict').getAttribute('data-code')).toBe('report/listed-twice');
    expect(await report.locator('.dw-verdict .rule-id').textContent()).toContain('DW-MISSION-DURING-22');
    expect(await send.isDisabled()).toBe(true);
    await report.locator('.dw-wounds .dw-row').nth(1).getByRole('button', { name: 'Remove' }).click();
    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    // ...and a third objective held in Red's zone of this Intrusion (DW-MSN-INTR-02), then none reported.
    const objectives = report.locator('fieldset.dw-objectives');
    await objectives.locator('input[type="checkbox"]').check();
    const counts = objectives.locator('input[type="number"]');
    await counts.nth(0).fill('2');
    await counts.nth(3).fill('1');
    await until(() => report.locator('.dw-verdict').getAttribute('data-code')).toBe('report/objectives-count');
    expect(await report.locator('.dw-verdict').textContent()).toContain(
      'Each deployment zone has 2 objectives to hold',
    );
    expect(await send.isDisabled()).toBe(true);
    await objectives.locator('input[type="checkbox"]').uncheck();
    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    await page.screenshot({ path: join(shots, 'dogs-of-war-report.png'), fullPage: true });
    await advancing(page, () => send.click());

    // On one screen reports are not confirmed (the house rule is off there unless the player sets
    // it): the report stands at once, and the log says what it was.
    await until(() => page.locator('.log').textContent()).toContain(
      'The Red Company reports battle 1: The Red Company victory, The Blue Company defeat; deeds: ',
    );
    expect(await page.locator('[data-testid="dw-confirm"]').count()).toBe(0);
    expect(await page.locator('.log').textContent()).not.toContain('to accept it');

    // The after-battle sequence, one roll at a time, each with its dice and rule.
    await page.locator('button[data-tab="after"]').click();
    const after = page.locator('.dw-after');
    await until(() => after.count()).toBe(1);
    const steps = Number(await after.getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(3);
    const seen = new Set<string>();
    let diceSeen = 0;
    let boilerDice = -1;
    for (let i = 1; i <= steps; i++) {
      await until(() => after.getAttribute('data-step')).toBe(String(i));
      const rule = (await after.locator('.dw-step').getAttribute('data-rule')) ?? '';
      expect(rule).toMatch(/^DW-/);
      seen.add(
        await after
          .locator('.dw-step')
          .getAttribute('data-type')
          .then((x) => x ?? ''),
      );
      diceSeen += await after.locator('.dw-step .die').count();
      if ((await after.locator('.dw-step').getAttribute('data-type')) === 'boiler-repaired') {
        expect(rule).toBe('DW-RECUP-14');
        boilerDice = await after.locator('.dw-step .die').count();
      }
      if (i === 1) {
        await after.locator('.dw-step .rule-id').click();
        expect(((await after.locator('.dw-rule-text').textContent()) ?? '').length).toBeGreaterThan(10);
      }
      if ((await after.locator('.dw-step').getAttribute('data-type')) === 'recuperation')
        await page.screenshot({ path: join(shots, 'dogs-of-war-after-battle.png'), fullPage: true });
      if (i < steps) await after.getByRole('button', { name: 'Next' }).click();
    }
    expect(seen.has('renown')).toBe(true);
    expect(seen.has('recuperation')).toBe(true);
    expect(diceSeen).toBeGreaterThanOrEqual(2);
    // The exploded boiler is mended with no roll: a step without dice, and no machine recuperation at all.
    expect(seen.has('boiler-repaired')).toBe(true);
    expect(boilerDice).toBe(0);
    expect(seen.has('machine-recuperation')).toBe(false);

    // Standings and each company's history.
    await page.locator('button[data-tab="standings"]').click();
    await until(() => page.locator('.dw-standings tr[data-seat="red"] [data-field="points"]').textContent()).toBe('3');
    expect(await page.locator('.dw-standings tr[data-seat="blue"] [data-field="points"]').textContent()).toBe('0');
    expect(await page.locator('.dw-history[data-seat="red"] tbody tr').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'dogs-of-war-standings.png'), fullPage: true });

    // The same screen in Hungarian.
    await page.getByLabel('Language').selectOption('hu');
    await until(() => page.locator('button[data-tab="standings"]').textContent()).toBe('Állás');
    await page.close();
  });
  it('online, on phones: the report form fits the screen; the player asked sees the report, fighters named with their companies and the deeds listed, with its buttons in view; the other reads whom he waits for; sent back, the form holds the report again under a notice', async () => {
    mkdirSync(confirmShots, { recursive: true });
    const g = await onlineAtReport();
    const phone = { viewport: { width: 390, height: 844 }, touch: true };
    const red = (await h.newPage(phone)).page;
    await red.goto(`${h.base}/game/${g.id}?token=${g.tokens['red']}`);
    const report = red.locator('form.dw-report');
    await until(() => report.count()).toBe(1);
    await report.locator('select[name="result-red"]').selectOption('victory');
    await report.locator('select[name="result-blue"]').selectOption('defeat');
    await report.locator('button.dw-add-deed').click();
    const deed = report.locator('[data-deed="0"]');
    await deed.locator('select[name="deed-result-0"]').selectOption('killed-outright');
    const wounded = await deed.locator('select[name="deed-target-0"]').inputValue();
    await report.locator('button.dw-add-wound').click();
    await report.locator('select[name="wound-soldier-0"]').selectOption(wounded);
    await report.locator('select[name="wound-state-0"]').selectOption('killed-outright');
    await until(() => report.locator('.dw-verdict').getAttribute('class')).toContain('ok');
    // Every dropdown, box and label of the form within the phone's width.
    const edge = await formEdge(red);
    expect(edge.width).toBe(390);
    expect(edge.right).toBeLessThanOrEqual(390);
    await deed.scrollIntoViewIfNeeded();
    await red.screenshot({ path: join(confirmShots, 'phone-en-report-form.png') });
    await advancing(red, () => report.getByRole('button', { name: 'Send the report' }).click());
    // The reporter reads whom the report waits for, not the question put to the other player.
    const waiting = red.locator('.decision .waiting');
    await until(() => waiting.textContent()).toBe(
      'Waiting for The Blue Company to accept or send back the report of battle 1',
    );
    await waiting.scrollIntoViewIfNeeded();
    await red.screenshot({ path: join(confirmShots, 'phone-en-red-waiting.png') });

    const blue = (await h.newPage(phone)).page;
    await blue.goto(`${h.base}/game/${g.id}?token=${g.tokens['blue']}`);
    const confirm = blue.locator('[data-testid="dw-confirm"]');
    await until(() => confirm.count()).toBe(1);
    // The report's deed and wound name their fighters' companies.
    expect(await confirm.locator('[data-field="deeds"] li').first().textContent()).toMatch(
      /\(The Red Company\): a wound dealt to a fighter of value \d+ \(killed outright\)$/,
    );
    expect(await confirm.locator('[data-field="wounds"] li').first().textContent()).toMatch(
      /\(The Blue Company\): killed outright$/,
    );
    // The panel is brought into view, its buttons on the first screen.
    const accept = confirm.getByRole('button', { name: 'Accept the report' });
    await until(async () => {
      const box = await accept.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 844;
    }).toBe(true);
    await blue.screenshot({ path: join(confirmShots, 'phone-en-blue-confirm.png') });
    await blue.getByLabel('Language').selectOption('hu');
    await until(() => confirm.locator('[data-field="wounds"] li').first().textContent()).toMatch(
      /\(The Blue Company\): kiütve/,
    );
    expect(await confirm.locator('h3').textContent()).toBe('Az 1. csata jelentése, The Red Company adta meg');
    await blue.screenshot({ path: join(confirmShots, 'phone-hu-blue-confirm.png') });
    await blue.setViewportSize({ width: 1280, height: 900 });
    await confirm.scrollIntoViewIfNeeded();
    await blue.screenshot({ path: join(confirmShots, 'desktop-hu-blue-confirm.png') });
    await blue.getByLabel('Nyelv').selectOption('en');
    await blue.screenshot({ path: join(confirmShots, 'desktop-en-blue-confirm.png') });
    await advancing(blue, () => confirm.getByRole('button', { name: 'Send it back' }).click());

    // Sent back: the reporter's form holds his report again, under a notice that says so.
    const notice = red.locator('[data-testid="dw-refused"]');
    await until(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('The Blue Company sent your report back.');
    expect(await report.locator('select[name="result-red"]').inputValue()).toBe('victory');
    expect(await report.locator('select[name="deed-result-0"]').inputValue()).toBe('killed-outright');
    expect(await report.locator('select[name="wound-soldier-0"]').inputValue()).toBe(wounded);
    expect((await formEdge(red)).right).toBeLessThanOrEqual(390);
    await notice.scrollIntoViewIfNeeded();
    await red.screenshot({ path: join(confirmShots, 'phone-en-red-sent-back.png') });
    await red.getByLabel('Language').selectOption('hu');
    await until(() => notice.textContent()).toContain('The Blue Company visszaküldte a jelentésedet.');
    await red.screenshot({ path: join(confirmShots, 'phone-hu-red-sent-back.png') });
    // Given again, in Hungarian: the waiting line says it in Hungarian too.
    await advancing(red, () => report.getByRole('button', { name: 'Jelentés elküldése' }).click());
    await until(() => waiting.textContent()).toBe(
      'Várakozás erre: The Blue Company elfogadja vagy visszaküldi az 1. csata jelentését',
    );
    await waiting.scrollIntoViewIfNeeded();
    await red.screenshot({ path: join(confirmShots, 'phone-hu-red-waiting.png') });
    await red.setViewportSize({ width: 1280, height: 900 });
    await red.screenshot({ path: join(confirmShots, 'desktop-hu-red-waiting.png') });
    await red.getByLabel('Nyelv').selectOption('en');
    await red.locator('button[data-tab="report"]').click();
    await red.locator('.dw-board').scrollIntoViewIfNeeded();
    await red.screenshot({ path: join(confirmShots, 'desktop-en-red-waiting.png') });
    await red.close();
    await blue.close();
  });
});
