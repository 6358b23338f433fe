/**
 * The Hunters campaign on a phone (390x844) in Debian's Chromium: the panel of choices that stays
 * at the foot of the screen steps aside while a "pay from" editor is open, so that the editor's
 * fields and its button are never under it; and the rest button says the days it takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, index, startHarness, until, type Harness } from './harness.ts';
import { SOLO_CAMPAIGN, openGame, samplePack, scripted, serverGame } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const PHONE = { width: 390, height: 844 };

/** The party at L1 holding 3 Junk (card 001 rewritten to give them): the Forge's expansion can be paid. */
async function junkGame() {
  const pack = samplePack({ '001': [{ kind: 'module', module: 'junk', n: 3 }] });
  const game = scripted(pack, SOLO_CAMPAIGN);
  game.play({ kind: 'travel', to: 'L1' });
  game.readCards(5);
  return { g: await serverGame(h, { pack, setup: SOLO_CAMPAIGN, steps: game.steps }), at: game.steps.length };
}

run('Hunters campaign on a phone', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the choices panel at the foot of the screen never covers an open "pay from" editor', async () => {
    const { g, at } = await junkGame();
    const page = await openGame(h, g, { viewport: PHONE });
    await until(() => index(page)).toBe(at);
    const panel = page.locator('.main-col > .decision');
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    // The rest button says how many days it takes.
    expect(await page.locator('.hu-actions button[data-kind="rest"]').textContent()).toBe('Rest: 2 days');
    const open = page.locator('.hu-room[data-room="forge"] button.pay-from');
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const confirm = page.locator('.hu-room[data-room="forge"] .hu-pay-editor button.pay-confirm');
    await confirm.scrollIntoViewIfNeeded();
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    // Whatever lies at the confirm button's middle is the button itself, not the panel.
    const hit = await confirm.evaluate((b) => {
      const r = b.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === b || b.contains(top);
    });
    expect(hit).toBe(true);
    await page.close();
  }, 60_000);
});
