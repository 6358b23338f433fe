/**
 * The Dogs of War formation EP form in Debian's Chromium: more EP than a soldier may take are
 * typed as they are, and the rules' refusal, naming the cap and what he may still take, is shown
 * with the button held back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, playFirstChoices, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

run('the formation EP form', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('takes 35 EP for one soldier and shows the refusal of the rules, where it used to stop at 30', async () => {
    const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'hotseat', seed: 3 });
    await playFirstChoices(h.base, g, 40, (legal) => !legal.some((c) => c.kind === 'assign-ep'));
    const looks = await Promise.all(
      Object.entries(g.tokens).map(async ([seat, token]) => {
        const r = await fetch(`${h.base}/api/games/${g.id}?token=${token}`);
        const body = (await r.json()) as { legal: { kind: string }[] };
        return { seat, token, asked: body.legal.some((c) => c.kind === 'assign-ep') };
      }),
    );
    const turn = looks.find((l) => l.asked);
    expect(turn).toBeDefined();
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.base}/game/${g.id}?token=${turn?.token ?? ''}`);
    const form = page.locator('form.dw-assign');
    await until(() => form.count()).toBe(1);
    const input = form.locator('input[name="ep"]');
    await input.fill('35');
    await until(() => input.inputValue()).toBe('35');
    const verdict = form.locator('.dw-verdict');
    await until(() => verdict.getAttribute('data-code')).toBe('ep/per-soldier');
    const said = (await verdict.textContent()) ?? '';
    expect(said).toContain('30');
    expect(said).toContain('35');
    expect(said.split('DW-EP-01').length - 1).toBe(1);
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
    await input.fill('20');
    await until(() => verdict.getAttribute('class')).toContain('ok');
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(false);
    await page.close();
  }, 120_000);
});
