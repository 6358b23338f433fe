/**
 * The Hybrid board filling in the odds panel in Debian's Chromium: a shot clicked gives the Firing
 * odds, a blow at a warrior's back the rear attack, and an attack level picked its own level; the
 * fields filled in stay inside the panel and the page, on a laptop and on a phone.
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
import { asHybridView, attackOdds, fromRear, type HyView } from '../src/boards/hybrid/model.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const SCREEN = { width: 1280, height: 900 };
const engine = unwrap(Engine.create(hybridRuleset));

type Attack = { kind: string; target: string; level: number; second?: string };

/** The attacks open to the seat asked in `m`, and the view he has. */
function attacksIn(m: Parameters<typeof engine.legal>[0], seat: string): { view: HyView; attacks: Attack[] } {
  const view = asHybridView(engine.view(m, seat)) as HyView;
  const attacks = (engine.legal(m, seat) as Attack[]).filter((c) => c.kind === 'strike' || c.kind === 'fire');
  return { view, attacks };
}

/** The first position of the first seeds where `want` holds for an attack open at some target. */
function positionWhere(want: (view: HyView, attacks: Attack[], target: string) => boolean) {
  const found = walkTo(
    engine,
    hybridRuleset.defaultSetup,
    (m, seat) => {
      const { view, attacks } = attacksIn(m, seat);
      const active = view.current?.warrior;
      return attacks.some((c) => c.target !== active && want(view, attacks, c.target));
    },
    { seeds: 20, steps: 600 },
  );
  if (!found) throw new Error('no such attack in the first 20 seeds');
  const { view, attacks } = attacksIn(found.m, found.seat);
  const target = attacks.find((c) => c.target !== view.current?.warrior && want(view, attacks, c.target))?.target;
  return { found, view, attacks: attacks.filter((c) => c.target === target), target: target as string };
}

/** What the odds panel last worked out: its procedure and inputs. */
async function shown(page: Page): Promise<{ procedure: string | null; inputs: Record<string, unknown> }> {
  const chart = page.locator('table.odds-chart').first();
  return {
    procedure: await chart.getAttribute('data-procedure'),
    inputs: JSON.parse((await chart.getAttribute('data-inputs')) ?? '{}') as Record<string, unknown>,
  };
}

/** The game of the position found, played up to it on the server. */
async function made(found: { seed: number; steps: Array<[string, unknown]> }) {
  const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
  await sendChoices(h.base, g, found.steps);
  return g;
}

/**
 * The first position of the first seeds where a move stands stopped for an ambush shot at `stage`
 * (`against`: the side shot at may play cards against it; `cards`: the shooter's side may play one
 * on it), with the seat asked's view and the shot named as the board names it ("A’s ambush shot at B").
 */
function ambushAt(stage: 'against' | 'cards') {
  const found = walkTo(
    engine,
    hybridRuleset.defaultSetup,
    (m, seat) => {
      const run = (asHybridView(engine.view(m, seat)) as HyView).current?.paused;
      return run?.reason === 'ambush' && run.stage === stage;
    },
    { seeds: 20, steps: 600 },
  );
  if (!found) throw new Error(`no ambush shot at stage ${stage} in the first 20 seeds`);
  const view = asHybridView(engine.view(found.m, found.seat)) as HyView;
  const run = view.current?.paused;
  if (!run?.shooter || !view.current) throw new Error('no ambush');
  const label = (id: string) => view.warriors.find((x) => x.id === id)?.label ?? id;
  return { found, view, shot: `${label(run.shooter)}’s ambush shot at ${label(run.target ?? view.current.warrior)}` };
}

async function open(found: { seed: number; steps: Array<[string, unknown]> }): Promise<Page> {
  return openOn(await made(found));
}

/** A page on game `g`, of the size and language given. */
async function openOn(
  g: { id: string; tokens: Record<string, string> },
  viewport = SCREEN,
  locale = 'en-GB',
): Promise<Page> {
  const { page } = await h.newPage({ viewport, locale });
  await page.goto(h.base);
  await holdOnThisScreen(page, g, 'hybrid');
  await page.goto(`${h.base}/game/${g.id}`);
  await until(() => page.locator('.hy-board').count()).toBe(1);
  return page;
}

run('the odds the Hybrid board fills in', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a target to shoot at fills in the Firing odds at the level the Mode stands at; another level picked fills in that level', async () => {
    const { found, view, attacks, target } = positionWhere(
      (_v, attacks, t) =>
        new Set(attacks.filter((c) => c.kind === 'fire' && c.target === t).map((c) => c.level)).size > 1,
    );
    const page = await open(found);
    const shooter = view.warriors.find((w) => w.id === view.current?.warrior);
    const aim = view.warriors.find((w) => w.id === target);
    if (!shooter || !aim) throw new Error('no shooter or target');
    await page.locator(`.hy-board .warrior[data-warrior="${target}"]`).first().click();
    const first = attacks.find((c) => c.level === view.current?.level) ?? attacks[0];
    if (!first) throw new Error('no attack');
    const dc = hybridRuleset.content.sample.profiles.find((p) => p.id === aim.profile)?.dc ?? null;
    await until(async () => (await shown(page)).procedure).toBe('fire');
    expect((await shown(page)).inputs).toMatchObject({ ...attackOdds(shooter, aim, first, dc).inputs });
    // Another level: its button fills in its own level.
    const other = attacks.find((c) => c.level !== first.level);
    if (!other) throw new Error('one level only');
    await page.locator(`.hy-attack[data-kind="fire"][data-level="${other.level}"]`).first().click();
    await until(async () => (await shown(page)).inputs['level']).toBe(other.level);
    expect((await shown(page)).procedure).toBe('fire');
    await page.close();
  }, 120_000);

  it('a blow at a warrior’s back fills in the rear attack, with both warriors’ wounds', async () => {
    const { found, view, target } = positionWhere((v, attacks, t) => {
      const a = v.warriors.find((w) => w.id === v.current?.warrior);
      const x = v.warriors.find((w) => w.id === t);
      return !!a && !!x && attacks.some((c) => c.kind === 'strike' && c.target === t) && fromRear(a, x);
    });
    const page = await open(found);
    const striker = view.warriors.find((w) => w.id === view.current?.warrior);
    const aim = view.warriors.find((w) => w.id === target);
    if (!striker || !aim) throw new Error('no striker or target');
    await page.locator(`.hy-board .warrior[data-warrior="${target}"]`).first().click();
    await until(async () => (await shown(page)).procedure).toBe('strike');
    expect((await shown(page)).inputs).toMatchObject({
      attacker: striker.profile,
      target: aim.profile,
      rear: true,
      parry: 0,
      wounds: striker.wounds,
      'target-wounds': aim.wounds,
    });
    await page.close();
  }, 120_000);

  for (const kind of ['strike', 'fire'] as const)
    it(`the ${kind} fields filled in from the board stay inside the odds panel and the page, on a laptop and on a phone, in English and Hungarian`, async () => {
      const { found, target } = positionWhere((_v, attacks, t) =>
        attacks.some((c) => c.kind === kind && c.target === t),
      );
      const g = await made(found);
      for (const viewport of [SCREEN, { width: 390, height: 844 }])
        for (const locale of ['en-GB', 'hu-HU']) {
          const page = await openOn(g, viewport, locale);
          await page.locator(`.hy-board .warrior[data-warrior="${target}"]`).first().click();
          await until(async () => (await shown(page)).procedure).toBe(kind);
          // Every field of the panel within its card, and nothing wider than the screen.
          const out = await page.evaluate(() => {
            const panel = document.querySelector('.odds')!.getBoundingClientRect();
            const wide = [...document.querySelectorAll('.odds label')]
              .filter(
                (el) =>
                  el.getBoundingClientRect().right > panel.right + 0.5 ||
                  [...el.children].some((c) => c.getBoundingClientRect().right > panel.right + 0.5),
              )
              .map((el) => el.textContent);
            return { wide, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
          });
          expect(out, `${viewport.width}px ${locale}`).toEqual({ wide: [], page: 0 });
          await page.close();
        }
    }, 120_000);

  for (const answer of ['hinder', 'parry'] as const)
    it(`the player asked for a ${answer === 'hinder' ? 'Hindrance' : 'parry'} finds the odds panel about the attack he answers, not the attack he last clicked`, async () => {
      const found = walkTo(
        engine,
        hybridRuleset.defaultSetup,
        (m, seat) => (engine.legal(m, seat) as Attack[]).some((c) => c.kind === answer),
        { seeds: 20, steps: 600 },
      );
      if (!found) throw new Error('no such answer in the first 20 seeds');
      // The attack answered, chosen on the board's side of the table before the rest is sent.
      const at = found.steps.findLastIndex(([, c]) => ['strike', 'fire'].includes((c as Attack).kind));
      const attack = found.steps[at]?.[1] as Attack | undefined;
      if (!attack) throw new Error('no attack before the answer');
      const g = await made({ seed: found.seed, steps: found.steps.slice(0, at) });
      const page = await openOn(g);
      await page.locator(`.hy-board .warrior[data-warrior="${attack.target}"]`).first().click();
      await until(async () => (await shown(page)).procedure).toBe(attack.kind);
      await sendChoices(h.base, g, found.steps.slice(at), at);
      const view = asHybridView(engine.view(found.m, found.seat)) as HyView;
      const label = (id: string) => view.warriors.find((x) => x.id === id)?.label ?? id;
      const note = page.locator('.odds .odds-note');
      if (answer === 'hinder') {
        await until(() => note.textContent()).toContain(
          `${label(view.current?.warrior ?? '')}’s ${attack.kind === 'fire' ? 'shot' : 'strike'} at ${label(attack.target)}`,
        );
        await until(async () => (await shown(page)).procedure).toBe('natural-roll');
        expect((await shown(page)).inputs).toMatchObject({ sl: view.rolls?.['hinder::points']?.sl });
      } else {
        // A Hindrance may be asked on the way: the note waits for the parry.
        await until(() => note.textContent()).toMatch(/^You are answering .* at /);
        const atk = view.current?.action?.queue?.[0];
        expect(await note.textContent()).toContain(label(atk?.attacker ?? ''));
        // No chart, and no field keeps a number from the attack clicked.
        expect(await page.locator('.odds table.odds-chart').count()).toBe(0);
        expect(
          await page
            .locator('.odds input[type="number"]')
            .evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value).filter((v) => v !== '')),
        ).toEqual([]);
      }
      await page.locator('.odds').screenshot({ path: join(shots, `hybrid-odds-answer-${answer}.png`) });
      await page.close();
    }, 120_000);

  it('the player whose warrior is shot at from ambush, playing cards against the shot, finds the shooter’s roll in the odds panel', async () => {
    const { found, view, shot } = ambushAt('against');
    const page = await open(found);
    const note = page.locator('.odds .odds-note');
    await until(() => note.textContent()).toContain(shot);
    await until(async () => (await shown(page)).procedure).toBe('natural-roll');
    expect((await shown(page)).inputs).toMatchObject({ sl: view.rolls?.['hinder::points']?.sl });
    await page.close();
  }, 120_000);

  it('the player whose warrior shoots from ambush, able to play a card on the shot, finds its roll in the odds panel', async () => {
    const { found, view, shot } = ambushAt('cards');
    const page = await open(found);
    const note = page.locator('.odds .odds-note');
    await until(() => note.textContent()).toContain(`You may play a card on ${shot}`);
    await until(async () => (await shown(page)).procedure).toBe('natural-roll');
    expect((await shown(page)).inputs).toMatchObject({ sl: view.rolls?.['cards::points']?.sl });
    await page.locator('.odds').screenshot({ path: join(shots, 'hybrid-odds-ambush-shooter.png') });
    await page.close();
  }, 120_000);

  it('a Heroic Firing’s two shots at the one warrior: the board’s button says × 2, not the target’s name again', async () => {
    const { found, target } = positionWhere((_v, attacks, t) =>
      attacks.some((c) => c.kind === 'fire' && c.target === t && c.second === t),
    );
    const page = await open(found);
    await page.locator(`.hy-board .warrior[data-warrior="${target}"]`).first().click();
    const twice = page.locator(`.hy-attack[data-kind="fire"][data-second="${target}"]`).first();
    await until(() => twice.count()).toBe(1);
    expect(await twice.textContent()).toMatch(/^Fire ML \d+ × 2 · /);
    await page.close();
  }, 120_000);
});
