/**
 * Hunters in Debian's Chromium: between missions the players build a levelled character's mission
 * deck in the deck editor of the campaign panel (HU-MSETUP-01), from the cards he owns, and the
 * mission then deals from that deck (HU-MSETUP-02: the starting hand is chosen from it).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, index, shots, startHarness, until, type Harness } from './harness.ts';
import { SOLO_CAMPAIGN, openGame, samplePack, scripted, serverGame, type Steps } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

const PICKS = ['soldier-l2-volley', 'soldier-l2-charge', 'soldier-l2-sprint', 'soldier-l2-skill'];

/**
 * The sample pack with card 001 (over L1) giving its reader 20 XP, a Neural Implant and the 3 Fuel
 * Cells its installation costs at Clinic Row, and card 002 (over L3) launching Q02.
 */
const levelPack = () =>
  samplePack({
    '001': [
      { kind: 'xp', n: 20 },
      { kind: 'gear', gear: 'neural-implant' },
      { kind: 'fuel', n: 3 },
    ],
    '002': [{ kind: 'mission', mission: 'Q02' }],
  });

/**
 * The choices that bring the party to Q02 launched with the Soldier at level 2 and an implant
 * installed: to L1, where the Soldier reads card 001, into Clinic Row to have the implant
 * installed, his level-up keeping three action cards and the skill, then back by L1 to L3, whose
 * card launches Q02 (any card drawn on the way read with its first option).
 */
function toLaunch(pack: unknown): Steps {
  const game = scripted(pack, SOLO_CAMPAIGN);
  const readAll = () => game.readCards(6, (c) => c.kind === 'read' && c.payer === 'soldier');
  game.play({ kind: 'travel', to: 'L1' });
  readAll();
  game.play({ kind: 'travel', to: 'L1-S1' });
  readAll();
  game.play({ kind: 'install', character: 'soldier', gear: 'neural-implant' });
  game.play({ kind: 'level-up', character: 'soldier', picks: PICKS });
  // From a site the way out is by its location (AMB-10).
  game.play({ kind: 'travel', to: 'L1' });
  readAll();
  game.play({ kind: 'travel', to: 'L3' });
  readAll();
  const campaign = game.m.state.campaign;
  if (campaign?.launched !== 'Q02') throw new Error(`no Q02 launched: ${String(campaign?.launched)}`);
  if (campaign.chars[0]?.implants.join() !== 'neural-implant') throw new Error('no implant installed');
  return game.steps;
}

/** A game on the server with Q02 launched and the Soldier at level 2, his deck the program's. */
async function launchedGame() {
  const pack = levelPack();
  return serverGame(h, { pack, setup: SOLO_CAMPAIGN, steps: toLaunch(pack) });
}

run('Hunters: a mission deck built between missions', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('HU-MSETUP-01 HU-XP-06 HU-MSETUP-02 HU-GEAR-09 the deck editor builds a deck with a levelled card from the cards owned, and the mission deals from it', async () => {
    const page = await openGame(h, await launchedGame());
    const panel = page.locator('.hu-deck[data-char="soldier"]');
    await until(() => panel.count()).toBe(1);
    // Only the Soldier has cards beyond a deck's 25: the Medic has no deck to choose.
    expect(await page.locator('.hu-deck[data-char="medic"]').count()).toBe(0);
    expect(await panel.locator('h3').textContent()).toBe('Mission deck of Soldier');
    expect(await panel.locator('.hu-deck-source').textContent()).toBe(
      'The program’s deck: the highest-level cards first.',
    );
    expect(await panel.locator('.hu-deck-cards li[data-card="soldier-l2-volley"]').textContent()).toBe('Volley 2 × 1');
    // The deck goes through the editor, not as a button among the other decisions.
    expect(await page.locator('.hu-campaign .hu-actions button[data-kind="deck"]').count()).toBe(0);

    await panel.locator('button.deck-edit').click();
    const editor = panel.locator('.hu-deck-editor');
    const row = (card: string) => editor.locator(`li[data-card="${card}"]`);
    // Every card he owns with its copies: 5 Shots, 2 Patch Ups (out of the program's deck), the
    // level-2 cards once each; never the skill.
    expect(await row('soldier-shot').locator('.deck-have').textContent()).toBe('5 / 5 owned');
    expect(await row('soldier-patch-up').locator('.deck-have').textContent()).toBe('0 / 2 owned');
    expect(await row('soldier-l2-charge').locator('.deck-card').textContent()).toBe('Charge 2 (level 2)');
    expect(await row('soldier-l2-skill').count()).toBe(0);
    expect(await editor.locator('.deck-count').textContent()).toBe('25 / 25 cards');
    // A full deck takes nothing more, and no card beyond the copies owned.
    expect(await row('soldier-patch-up').locator('button.deck-add').isDisabled()).toBe(true);
    // Volley 2 and Charge 2 out, both Patch Ups in; Sprint 2 stays.
    await row('soldier-l2-volley').locator('button.deck-remove').click();
    await row('soldier-l2-charge').locator('button.deck-remove').click();
    expect(await editor.locator('.deck-count').textContent()).toBe('23 / 25 cards');
    // Room in the deck, but no sixth Shot: he owns five.
    expect(await row('soldier-shot').locator('button.deck-add').isDisabled()).toBe(true);
    expect(await row('soldier-dash').locator('button.deck-add').isDisabled()).toBe(true);
    expect(await editor.locator('button.deck-confirm').isDisabled()).toBe(true);
    expect(await editor.locator('.deck-fault').textContent()).toBe('A mission deck holds exactly 25 cards.');
    await row('soldier-patch-up').locator('button.deck-add').click();
    await row('soldier-patch-up').locator('button.deck-add').click();
    expect(await row('soldier-patch-up').locator('button.deck-add').isDisabled()).toBe(true);
    expect(await row('soldier-l2-volley').locator('button.deck-remove').isDisabled()).toBe(true);
    expect(await editor.locator('.deck-count').textContent()).toBe('25 / 25 cards');
    expect(await editor.locator('button.deck-confirm').isDisabled()).toBe(false);
    await page.screenshot({ path: join(shots, 'hunters-deck.png'), fullPage: true });
    const at = await index(page);
    await editor.locator('button.deck-confirm').click();
    await until(() => index(page)).toBeGreaterThan(at);
    await until(() => panel.locator('.hu-deck-source').textContent()).toBe(
      'Set by the players; the missions to come deal it.',
    );
    expect(await panel.locator('.hu-deck-cards li[data-card="soldier-patch-up"]').textContent()).toBe('Patch Up × 2');
    expect(await panel.locator('.hu-deck-cards li[data-card="soldier-l2-volley"]').count()).toBe(0);

    // The mission starts: the Soldier's starting hand is chosen from the deck set.
    const start = page.locator('.hu-campaign .hu-actions button[data-kind="start-mission"]');
    const before = await index(page);
    await start.click();
    await until(() => index(page)).toBeGreaterThan(before);
    const pool = page.locator('.hu-hand[data-char="soldier"] .pool li');
    await until(() => pool.count()).toBeGreaterThan(0);
    const dealt = await pool.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(dealt).toContain('soldier-l2-sprint');
    expect(dealt).toContain('soldier-patch-up');
    expect(dealt).not.toContain('soldier-l2-volley');
    expect(dealt).not.toContain('soldier-l2-charge');
    // The implant installed came along, on the sheet as an implant, in no blue slot.
    const sheet = page.locator('.hu-sheet[data-char="soldier"]');
    expect(await sheet.locator('[data-slot="implant"] li').allTextContents()).toEqual(['Neural Implant']);
    expect(await sheet.locator('[data-slot="blue"] li').allTextContents()).toEqual(['empty', 'empty', 'empty']);
    // Kept from the pool by clicking: the levelled card goes to the hand.
    await page.locator('.hu-hand[data-char="soldier"] .pool li[data-card="soldier-l2-sprint"] button').first().click();
    await until(() =>
      page.locator('.hu-hand[data-char="soldier"] ul.hu-cards:not(.pool) li[data-card="soldier-l2-sprint"]').count(),
    ).toBe(1);
    await page.close();
  }, 60_000);

  it('HU-MSETUP-01 the deck editor speaks Hungarian on the Hungarian page, and a deck set goes back to the program’s', async () => {
    const page = await openGame(h, await launchedGame(), { locale: 'hu-HU' });
    const panel = page.locator('.hu-deck[data-char="soldier"]');
    await until(() => panel.count()).toBe(1);
    expect(await panel.locator('h3').textContent()).toBe('Küldetéspakli: Katona');
    expect(await panel.locator('.hu-deck-source').textContent()).toBe(
      'A program paklija: elöl a legmagasabb szintű lapok.',
    );
    const open = panel.locator('button.deck-edit');
    expect(await open.textContent()).toBe('A pakli összeállítása…');
    await open.click();
    const editor = panel.locator('.hu-deck-editor');
    expect(await editor.locator('legend').textContent()).toBe('A szereplő lapjai');
    expect(await editor.locator('li[data-card="soldier-shot"] .deck-have').textContent()).toBe('5 / 5 van neki');
    expect(await editor.locator('.deck-count').textContent()).toBe('25 / 25 lap');
    await editor.locator('li[data-card="soldier-shot"] button.deck-remove').click();
    expect(await editor.locator('.deck-fault').textContent()).toBe('Egy küldetéspakliban pontosan 25 lap van.');
    expect(await editor.locator('button.deck-confirm').textContent()).toBe('Ezzel a paklival');
    // A Patch Up for the Shot, and the deck goes; then back to the program's.
    await editor.locator('li[data-card="soldier-patch-up"] button.deck-add').click();
    let at = await index(page);
    await editor.locator('button.deck-confirm').click();
    await until(() => index(page)).toBeGreaterThan(at);
    await until(() => panel.locator('.hu-deck-source').textContent()).toBe(
      'A játékosok állították össze; a következő küldetések ezt osztják.',
    );
    const back = panel.locator('button.deck-auto');
    expect(await back.textContent()).toBe('Vissza a program paklijához');
    at = await index(page);
    await back.click();
    await until(() => index(page)).toBeGreaterThan(at);
    await until(() => panel.locator('.hu-deck-source').textContent()).toBe(
      'A program paklija: elöl a legmagasabb szintű lapok.',
    );
    expect(await panel.locator('button.deck-auto').count()).toBe(0);
    await page.close();
  }, 60_000);
});
