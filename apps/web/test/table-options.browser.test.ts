/**
 * The table options of Hybrid (AMB-37) and Hunters (AMB-27, AMB-51, HU-XP-11) in Debian's Chromium:
 * offered in the new-game form in both languages and sent with the game, and their choices played
 * on the boards: a Combined Attack made by clicking when the plain strike is not offered, and
 * Morale uses stacked on an attack, each told apart in the attack menu.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  index,
  sendChoices,
  startHarness,
  until,
  untilMoved,
  walkTo,
  type Harness,
} from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** The last choice the server took in a game. */
async function lastChoice(g: { id: string; tokens: Record<string, string> }, seat: string): Promise<unknown> {
  const res = await fetch(`${h.base}/api/games/${g.id}/record?token=${g.tokens[seat] ?? ''}`);
  const record = (await res.json()) as { choices: Array<{ choice: unknown }> };
  return record.choices.at(-1)?.choice;
}

run('table options in the browser', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the new options are in the house rules in English and Hungarian, and a game starts with those set', async () => {
    const { page } = await h.newPage();
    await page.goto(h.base);
    const labels = {
      hunters: {
        spoilsDraft: ['Draft the spoils', 'A zsákmány sorban választva'],
        moraleStacking: ['Morale stacking', 'Morál halmozása'],
        flyingMelee: ['Flyers fight in melee', 'Repülők közelharcban'],
      },
      hybrid: {
        combinedAttackOptional: ['Combined Attack is declared', 'A Kombinált Támadást be kell jelenteni'],
        armourPiercingOptional: [
          'Armour-Piercing Shot is declared',
          'A Páncéltörő lövést (Armour-Piercing Shot) be kell jelenteni',
        ],
        sacrificeOptional: ['Sacrifice is declared', 'Az Áldozatot (Sacrifice) be kell jelenteni'],
        auraOptional: ['Aura is declared', 'Az Aurát be kell jelenteni'],
        mutationOptional: ['Mutation is declared', 'A Mutációkat be kell jelenteni'],
      },
    };
    const read = async (lang: 0 | 1) => {
      for (const [ruleset, options] of Object.entries(labels))
        for (const [id, words] of Object.entries(options)) {
          const label = page.locator(`.game-card[data-ruleset="${ruleset}"] .house-rule[data-option="${id}"]`);
          await until(() => label.locator('.house-rule-label').textContent()).toBe(words[lang]);
          expect((await label.locator('.house-rule-note').textContent())?.length).toBeGreaterThan(40);
        }
    };
    for (const ruleset of Object.keys(labels))
      await page.locator(`.game-card[data-ruleset="${ruleset}"] .house-rules summary`).click();
    await read(0);
    await page.getByLabel('Language').selectOption('hu');
    await read(1);
    await page.getByLabel('Nyelv').selectOption('en');
    // Off by default: ticked, they go with the new game.
    const hunters = page.locator('.game-card[data-ruleset="hunters"]');
    for (const id of ['spoilsDraft', 'moraleStacking', 'flyingMelee'])
      await hunters.locator(`.house-rule[data-option="${id}"] input`).check();
    await until(() => hunters.locator('.house-rules summary').textContent()).toBe('House rules (3)');
    await hunters.getByRole('button', { name: 'Play on this screen' }).click();
    await page.waitForURL(/\/game\//);
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const tokens = await page.evaluate(
      (game) =>
        (
          JSON.parse(localStorage.getItem('skirmish.games.v1') ?? '{}') as Record<
            string,
            { tokens: Record<string, string> }
          >
        )[game]?.tokens ?? {},
      id,
    );
    const res = await fetch(`${h.base}/api/games/${id}?token=${Object.values(tokens)[0] ?? ''}`);
    const snap = (await res.json()) as { options: Record<string, unknown> };
    expect([snap.options['spoilsDraft'], snap.options['moraleStacking'], snap.options['flyingMelee']]).toEqual([
      true,
      true,
      true,
    ]);
    await page.close();
  }, 60_000);

  it('AMB-37 HY-APT-03 Hybrid with combinedAttackOptional off: only Combined Attacks are offered, the board names them, and a strike is made by clicking', async () => {
    const options = { combinedAttackOptional: false };
    const e = unwrap(Engine.create(hybridRuleset, { options }));
    // A strike due for a warrior with the aptitude: random legal choices played by the rules here.
    const found = walkTo(
      e,
      hybridRuleset.defaultSetup,
      (m, seat) => e.legal(m, seat).some((c) => c.kind === 'strike' && c.combined === true),
      { seeds: 60, steps: 1500 },
    );
    if (!found) throw new Error('no strike in the first 60 seeds');
    const strikes = e.legal(found.m, found.seat).filter((c) => c.kind === 'strike');
    // Combined, every one: the plain strike is not on offer.
    expect(strikes.every((c) => c.kind === 'strike' && c.combined === true)).toBe(true);
    const target = strikes[0]?.kind === 'strike' ? strikes[0].target : '';
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat', options });
    await sendChoices(h.base, g, found.steps);
    const { page } = await h.newPage();
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${h.base}/game/${g.id}`);
    const warrior = page.locator(`.hy-board .warrior.can[data-warrior="${target}"]`);
    await until(() => warrior.count()).toBe(1);
    await warrior.click();
    const buttons = page.locator('.hy-board .hy-attack[data-kind="strike"]');
    const mine = strikes.filter((c) => c.kind === 'strike' && c.target === target);
    await until(() => buttons.count()).toBe(mine.length);
    expect(await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-combined')))).toEqual(
      mine.map(() => 'true'),
    );
    for (const text of await buttons.allTextContents()) expect(text).toMatch(/^Strike ML \d \+ Combined Attack/);
    await page.getByLabel('Language').selectOption('hu');
    await until(() => buttons.first().textContent()).toMatch(/^Csapás MSz 1 \+ Kombinált Támadás/);
    const at = await index(page);
    await buttons.last().click();
    await untilMoved(page, at);
    expect(await lastChoice(g, found.seat)).toEqual(mine.at(-1));
    await page.close();
  }, 120_000);

  it('AMB-37 HY-APT-03 Hybrid by default: each strike level is offered with and without the Combined Attack, and the two buttons are told apart', async () => {
    const e = unwrap(Engine.create(hybridRuleset, { options: {} }));
    const found = walkTo(
      e,
      hybridRuleset.defaultSetup,
      (m, seat) => e.legal(m, seat).some((c) => c.kind === 'strike' && c.combined === true),
      { seeds: 60, steps: 1500 },
    );
    if (!found) throw new Error('no Combined Attack in the first 60 seeds');
    const first = e.legal(found.m, found.seat).find((c) => c.kind === 'strike' && c.combined === true);
    const target = first?.kind === 'strike' ? first.target : '';
    const g = await createGame(h.base, { ruleset: 'hybrid', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    const { page } = await h.newPage();
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hybrid');
    await page.goto(`${h.base}/game/${g.id}`);
    const warrior = page.locator(`.hy-board .warrior.can[data-warrior="${target}"]`);
    await until(() => warrior.count()).toBe(1);
    await warrior.click();
    const level1 = page.locator('.hy-board .hy-attack[data-kind="strike"][data-level="1"]');
    await until(() => level1.count()).toBe(2);
    const texts = (await level1.allTextContents()).map((t) => t.replace(/ · .*$/, ''));
    expect(texts).toEqual(['Strike ML 1', 'Strike ML 1 + Combined Attack']);
    await page.close();
  }, 120_000);

  it('AMB-27 HU-ACTION-19 Hunters with moraleStacking: the attack menu tells each Morale count apart and sends the one clicked', async () => {
    const options = { moraleStacking: true };
    const e = unwrap(Engine.create(huntersRuleset, { options }));
    const stacked = (c: { kind: string; moraleHits?: number }) => c.kind === 'melee' && (c.moraleHits ?? 0) >= 2;
    const found = walkTo(e, huntersRuleset.defaultSetup, (m, seat) => e.legal(m, seat).some((c) => stacked(c)), {
      seeds: 30,
      steps: 600,
    });
    if (!found) throw new Error('no stacked Morale in the first 30 seeds');
    const legal = e.legal(found.m, found.seat);
    const twice = legal.find((c) => stacked(c));
    const target = twice?.kind === 'melee' ? twice.target : '';
    // The choices on that enemy: melee on it, shots at it.
    const onTarget = legal.filter(
      (c) => (c.kind === 'melee' && c.target === target) || (c.kind === 'shoot' && c.targets.includes(target)),
    );
    // On one screen: its record may be read while it runs.
    const g = await createGame(h.base, { ruleset: 'hunters', seed: found.seed, mode: 'hotseat', options });
    await sendChoices(h.base, g, found.steps);
    const { page } = await h.newPage();
    await page.goto(`${h.base}/game/${g.id}?token=${g.tokens[found.seat] ?? ''}`);
    const enemy = page.locator(`.hu-enemy.can[data-enemy="${target}"]`);
    await until(() => enemy.count()).toBe(1);
    await enemy.click();
    const buttons = page.locator('.picked-panel button');
    await until(() => buttons.count()).toBe(onTarget.length);
    const texts = await buttons.allTextContents();
    // Every button is told apart from the others, and the counts are named.
    expect(new Set(texts).size, texts.join('\n')).toBe(texts.length);
    // (Each label ends with the odds of the attack, after a middle dot.)
    const twoToHit = /, Morale \+2 To Hit( · |$)/;
    expect(
      texts.some((t) => twoToHit.test(t)),
      texts.join('\n'),
    ).toBe(true);
    expect(texts.some((t) => /, Morale \+2 dice( · |$)/.test(t))).toBe(true);
    const at = await index(page);
    await buttons.filter({ hasText: twoToHit }).first().click();
    await untilMoved(page, at);
    const sent = (await lastChoice(g, found.seat)) as { kind: string; moraleHits?: number };
    expect([sent.kind, sent.moraleHits]).toEqual(['melee', 2]);
    await page.close();
  }, 120_000);
});
