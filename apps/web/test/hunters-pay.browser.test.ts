/**
 * Hunters in Debian's Chromium: the players say where the modules of an expansion come from
 * (AMB-13) in the "pay from" editor beside the room, prefilled with the program's own payment.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, index, shots, startHarness, until, type Harness } from './harness.ts';
import { SOLO_CAMPAIGN, openGame, samplePack, scripted, serverGame, type Steps } from './hunters-game.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** The sample pack, its card 001 handing the party 3 Junk modules (and launching nothing). */
const junkPack = () => samplePack({ '001': [{ kind: 'module', module: 'junk', n: 3 }] });

/**
 * The choices that bring the party to L1 with the Soldier carrying 2 Junk and the Medic 1: the
 * cards read with their first option.
 */
function toTwoBags(pack: unknown): Steps {
  const game = scripted(pack, SOLO_CAMPAIGN);
  game.play({ kind: 'travel', to: 'L1' });
  game.readCards(5);
  game.play({ kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:junk' });
  const junk = game.m.state.campaign?.chars.map((c) => c.modules.junk ?? 0);
  if (JSON.stringify(junk) !== '[2,1]') throw new Error(`the party holds ${JSON.stringify(junk)} Junk`);
  return game.steps;
}

/** A game on the server at that position: the party at L1, Junk in two characters' packs. */
async function twoBagsGame() {
  const pack = junkPack();
  return serverGame(h, { pack, setup: SOLO_CAMPAIGN, steps: toTwoBags(pack) });
}

run('Hunters: paying an expansion from the players’ choice of bags', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('HU-BASE-06 AMB-13 the "pay from" editor starts at the program’s payment and sends the one the players set', async () => {
    const g = await twoBagsGame();
    const page = await openGame(h, g);
    const forge = page.locator('.hu-room[data-room="forge"]');
    await until(() => forge.locator('.hu-pay[data-kind="expand"] button.pay-from').count()).toBe(1);
    await forge.locator('button.pay-from').first().click();
    const editor = forge.locator('.hu-pay-editor');
    const soldier = editor.locator('[data-source="soldier/carried/junk"] input');
    const medic = editor.locator('[data-source="medic/carried/junk"] input');
    // The program would take both Junk the Soldier carries.
    expect(await soldier.inputValue()).toBe('2');
    expect(await medic.inputValue()).toBe('0');
    // Three Junk for a cost of two: the payment cannot go.
    await medic.fill('1');
    expect(await editor.locator('.pay-total[data-module="junk"]').textContent()).toContain('3 / 2');
    expect(await editor.locator('button.pay-confirm').isDisabled()).toBe(true);
    await soldier.fill('1');
    expect(await editor.locator('button.pay-confirm').isDisabled()).toBe(false);
    await page.screenshot({ path: join(shots, 'hunters-pay-from.png'), fullPage: true });
    const before = await index(page);
    await editor.locator('button.pay-confirm').click();
    await until(() => index(page)).toBeGreaterThan(before);
    // One Junk from each character, as set.
    const res = await fetch(`${h.base}/api/games/${g.id}?token=${g.tokens['p1']}`);
    const snap = (await res.json()) as {
      view: { campaign: { chars: Array<{ id: string; modules: Record<string, number> }>; expansions: unknown[] } };
    };
    expect(snap.view.campaign.chars.map((c) => [c.id, c.modules['junk'] ?? 0])).toEqual([
      ['soldier', 1],
      ['medic', 0],
    ]);
    expect(snap.view.campaign.expansions).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('AMB-13 the editor speaks Hungarian on the Hungarian page', async () => {
    const page = await openGame(h, await twoBagsGame(), { locale: 'hu-HU' });
    const open = page.locator('.hu-room[data-room="forge"] button.pay-from');
    await until(() => open.count()).toBe(1);
    expect(await open.textContent()).toBe('Fizetés innen…');
    await open.click();
    const editor = page.locator('.hu-room[data-room="forge"] .hu-pay-editor');
    expect(await editor.locator('legend').textContent()).toBe('Honnan jönnek a modulok');
    expect(await editor.locator('[data-source="medic/carried/junk"]').textContent()).toContain('magánál');
    expect(await editor.locator('button.pay-confirm').textContent()).toBe('Fizetés így');
    await page.close();
  }, 60_000);
});
