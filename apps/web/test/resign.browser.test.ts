/**
 * Giving an online game up, in Debian's Chromium: two friends on their own screens, one in
 * Hungarian and one in English. The button asks again before it does anything; once confirmed,
 * both end screens and both home pages say who won and who resigned. A cooperative game is
 * abandoned by the party.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, shots, startHarness, until, type Harness } from './harness.ts';
import { join } from 'node:path';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

async function stored(id: string): Promise<{ outcome: unknown; legal: unknown[] }> {
  return (await (await fetch(`${h.base}/api/games/${id}`)).json()) as { outcome: unknown; legal: unknown[] };
}

run('resigning a game', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('one friend resigns after confirming; both see the result, on the game page and at home', async () => {
    const game = await createGame(h.base, { ruleset: 'hybrid', seed: 11 });
    const a = await h.newPage({ locale: 'hu-HU', viewport: { width: 390, height: 844 }, touch: true });
    const b = await h.newPage({ locale: 'en-GB' });
    await a.page.goto(`${h.base}/game/${game.id}?token=${game.tokens['griffin']}`);
    await b.page.goto(`${h.base}/game/${game.id}?token=${game.tokens['scorpion']}`);
    for (const p of [a.page, b.page])
      await until(() => p.locator('.game-head .status').getAttribute('class')).toContain('status-open');

    // The button is no choice of the game: it stands apart from the choices' panel.
    const resign = a.page.locator('.game-head button.resign-button');
    await until(() => resign.textContent()).toBe('Feladom');
    expect(await a.page.locator('section.decision button.resign-button').count()).toBe(0);
    expect(await b.page.locator('.game-head button.resign-button').textContent()).toBe('Resign');

    // A first press only asks; saying no leaves the game running.
    await resign.click();
    await until(() => a.page.locator('.resign-confirm p').textContent()).toContain('Biztosan feladod a játékot?');
    await a.page.locator('.resign-confirm button.resign-no').click();
    expect(await a.page.locator('.resign-confirm').count()).toBe(0);
    await a.page.waitForTimeout(300);
    expect((await stored(game.id)).outcome).toBeNull();

    await resign.click();
    await a.page.locator('.resign-confirm button.resign-yes').click();
    await until(() => a.page.locator('.card.outcome').textContent()).toContain('A Griff feladta');
    await until(() => b.page.locator('.card.outcome').textContent()).toContain('Griffin resigned');
    expect(await a.page.locator('.card.outcome h2').textContent()).toContain('vesztettél');
    expect(await b.page.locator('.card.outcome h2').textContent()).toContain('you won');
    expect(await b.page.locator('.card.outcome p').textContent()).toContain('Scorpion');
    // Nothing is left to choose or give up.
    for (const p of [a.page, b.page]) {
      expect(await p.locator('section.decision button.choice').count()).toBe(0);
      expect(await p.locator('button.resign-button').count()).toBe(0);
    }
    expect(await stored(game.id)).toMatchObject({
      outcome: { winners: ['scorpion'], reason: 'resigned', resigned: 'griffin' },
      legal: [],
    });
    await a.page.screenshot({ path: join(shots, 'resign-hu-phone.png') });

    // Each friend's home page lists the game finished, with who resigned.
    await a.page.goto(`${h.base}/`);
    await b.page.goto(`${h.base}/`);
    const listedA = a.page.locator(`li[data-game="${game.id}"] .game-result`);
    const listedB = b.page.locator(`li[data-game="${game.id}"] .game-result`);
    await until(() => listedA.textContent()).toContain('A Griff feladta');
    await until(() => listedB.textContent()).toContain('Griffin resigned');
    expect(await listedA.getAttribute('data-personal')).toBe('lost');
    expect(await listedB.getAttribute('data-personal')).toBe('won');
    await a.page.close();
    await b.page.close();
  }, 90_000);

  it('a cooperative mission is abandoned for the whole party', async () => {
    const game = await createGame(h.base, { ruleset: 'hunters', seed: 5 });
    const seat = Object.keys(game.tokens)[0]!;
    const { page } = await h.newPage({ locale: 'hu-HU' });
    await page.goto(`${h.base}/game/${game.id}?token=${game.tokens[seat]}`);
    const abandon = page.locator('.game-head button.resign-button');
    await until(() => abandon.textContent(), 15_000).toBe('Feladjuk');
    await abandon.click();
    await until(() => page.locator('.resign-confirm p').textContent()).toContain('az egész csapat elbukik');
    await page.locator('.resign-confirm button.resign-yes').click();
    await until(() => page.locator('.card.outcome').textContent()).toContain('feladta a küldetést');
    expect(await stored(game.id)).toMatchObject({ outcome: { winners: [], reason: 'abandoned', resigned: seat } });
    await page.close();
  }, 60_000);
});
