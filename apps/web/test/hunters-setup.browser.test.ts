/**
 * The Hunters card of the home page in Debian's Chromium: with a player's own content pack chosen,
 * it offers the pack's classes by the pack's names and starts the party chosen on that pack; with
 * a pack no party can be made of, it says so and starts nothing.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContent, type HuntersContent } from '@skirmish/hunters';
import { hasChromium, shots, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** The sample with only the classes `ids` (their cards with them), each changed by `edit`. */
function packOf(ids: readonly string[], edit: (c: HuntersContent['classes'][number]) => void = () => undefined) {
  const pack = structuredClone(sampleContent);
  pack.classes = pack.classes.filter((c) => ids.includes(c.id));
  pack.cards = pack.cards.filter((c) => !c.class || ids.includes(c.class));
  pack.classes.forEach(edit);
  return pack;
}

const file = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value)),
});

run('the Hunters set-up on a player’s pack', () => {
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('offers the pack’s classes by its names, and the party chosen plays on that pack', async () => {
    const pack = packOf(['recon', 'medic', 'huntsman'], (c) => {
      if (c.id === 'recon') c.name = 'Pathfinder';
    });
    const { page } = await h.newPage({ viewport: { width: 1280, height: 1400 } });
    await page.goto(h.base);
    const card = page.locator('.game-card[data-ruleset="hunters"]');
    const classes = card.locator('fieldset[data-setup="hunters"] input[name="class"]');
    await until(() => classes.count()).toBe(5);
    await card.locator('details.own-pack summary').click();
    await card.locator('input[name="content-pack"]').setInputFiles(file('three.json', pack));
    await until(() => card.locator('fieldset[data-setup="hunters"]').getAttribute('data-from-pack')).toBe('true');
    expect(await classes.evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value))).toEqual(
      pack.classes.map((c) => c.id),
    );
    expect(await card.locator('fieldset[data-setup="hunters"]').textContent()).toContain('Pathfinder');
    // The Soldier of the default party is not in the pack: the Medic stays, one more is asked for.
    expect(await card.locator('input[name="class"][value="medic"]').isChecked()).toBe(true);
    await until(() => card.locator('[data-fault="size"]').count()).toBe(1);
    await card.locator('input[name="class"][value="recon"]').check();
    await until(() => card.locator('[data-fault]').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'hunters-setup-pack.png'), fullPage: true });
    const hash = await card.locator('.pack-accepted').getAttribute('data-hash');
    await card.getByRole('button', { name: 'Play on this screen' }).click();
    await page.waitForURL(/\/game\//);
    const id = /\/game\/([\w-]+)/.exec(page.url())?.[1];
    const seen = (await (await fetch(`${h.base}/api/games/${id}`)).json()) as {
      contentHash: string;
      view: { chars: Array<{ id: string }> };
    };
    expect(seen.contentHash).toBe(hash);
    expect(seen.view.chars.map((c) => c.id).sort()).toEqual(['medic', 'recon']);
    await page.close();
  }, 60_000);

  it('a pack of one class is said to be unplayable, in English and Hungarian, and no game starts', async () => {
    for (const [locale, words, button] of [
      ['en-GB', 'does not have 2 classes that can play together', 'Play on this screen'],
      ['hu-HU', 'nincs 2 olyan kaszt, amely együtt játszhat', 'Játék ezen a képernyőn'],
    ] as const) {
      const { page } = await h.newPage({ locale, viewport: { width: 1280, height: 1400 } });
      await page.goto(h.base);
      const card = page.locator('.game-card[data-ruleset="hunters"]');
      await card.locator('details.own-pack summary').click();
      await card.locator('input[name="content-pack"]').setInputFiles(file('one.json', packOf(['soldier'])));
      await until(() => card.locator('fieldset[data-setup="hunters"] [data-fault="few"]').count()).toBe(1);
      expect(await card.locator('fieldset[data-setup="hunters"]').textContent()).toContain(words);
      expect(await card.locator('input[name="class"]').count()).toBe(0);
      await card.getByRole('button', { name: button }).click();
      await until(() => card.locator('p.error[role="alert"]').last().textContent()).toContain(words);
      expect(page.url()).not.toMatch(/\/game\//);
      await page.context().close();
    }
  }, 60_000);
});
