/**
 * The Dogs of War table aids in Debian's Chromium: opened on the board of a league, typed into, and
 * answered under the house rules the game was started with, in English and Hungarian.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, hasChromium, startHarness, until, type Harness } from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;

/** The board of a new league begun under `options`, its aids opened. */
async function aidsOf(options: Record<string, unknown>): Promise<Page> {
  const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'hotseat', seed: 2, options });
  const { page } = await h.newPage();
  await page.goto(`${h.base}/game/${g.id}?token=${Object.values(g.tokens)[0] ?? ''}`);
  await page.locator('.dw-aids summary').click();
  return page;
}

/** Types `values` into the aid `aid`'s fields; its answer once it shows `expected`. */
async function ask(page: Page, aid: string, values: Record<string, string>, expected: string): Promise<void> {
  const form = page.locator(`.dw-aids fieldset[data-aid="${aid}"]`);
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await until(() => form.locator('.dw-verdict').textContent()).toBe(expected);
}

run('the table aids in the browser', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('DW-STRUCT-02 A-05 DW-BUILD-01 A-22 by default: a lost row refused, the product rounded; a bad die named', async () => {
    const page = await aidsOf({});
    await ask(
      page,
      'structure',
      { str: '10', res: '4', die: '3' },
      'Refused: The text lost this row of the structure table (STR beating RES by 6 or more, a die above 1). A content pack may add it, or the house rule "Structure table: lost rows" may read the 4-5 row instead.',
    );
    await ask(page, 'structure', { die: '7' }, 'Refused: Die: give a number from 1 to 6.');
    await ask(page, 'material', { thickness: '2.5' }, '8 SP (SP value 3 × thickness, the product rounded up); RES 8.');
    await page.getByLabel('Language').selectOption('hu');
    await ask(page, 'structure', { die: '1' }, 'ERŐ 10 az ELL 4 ellen (különbség 6), dobás 1: 1 SZP vész el.');
    await page.close();
  }, 120_000);

  it('DW-STRUCT-02 A-05 DW-BUILD-01 A-22 under the other house rules: the 4-5 row read, the thickness rounded first', async () => {
    const page = await aidsOf({ 'structure-missing-rows': 'row-4-5', 'material-sp-rounding': 'thickness' });
    const rules = page.locator('.dw-aid-rules li');
    await until(() => rules.first().textContent()).toBe('Structure table: lost rows: Read the 4-5 row');
    await ask(
      page,
      'structure',
      { str: '10', res: '4', die: '3' },
      'STR 10 against RES 4 (difference 6), die 3: 2 SP lost.',
    );
    await ask(
      page,
      'material',
      { thickness: '2.5' },
      '9 SP (SP value 3 × thickness, the thickness rounded up first); RES 8.',
    );
    await page.locator('.dw-aids fieldset[data-aid="relief"] select[name="element"]').selectOption('Large');
    await until(() => page.locator('.dw-aids fieldset[data-aid="relief"] .dw-verdict').textContent()).toBe(
      'Larger than the fighter: he cannot cross it.',
    );
    await page.getByLabel('Language').selectOption('hu');
    await until(() => rules.first().textContent()).toBe(
      'Szerkezeti sebzéstáblázat: elveszett sorok: A 4-5-ös sort olvassa',
    );
    await ask(page, 'structure', { die: '5' }, 'ERŐ 10 az ELL 4 ellen (különbség 6), dobás 5: 3 SZP vész el.');
    await ask(page, 'blaze', { blaze: '5', roll: '6' }, 'Terjed: Tűz/10.');
    await ask(
      page,
      'forcing',
      { trial: '' },
      'Elutasítva: Próba nélküli vagy sérthetetlen nexust sosem lehet kikényszeríteni.',
    );
    expect(await page.locator('.dw-aids summary').textContent()).toBe('Asztali segédletek');
    await page.close();
  }, 120_000);
});
