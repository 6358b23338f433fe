/**
 * The odds panel beside the Dogs of War board in Debian's Chromium: it follows the step, from the
 * opposed mission roll while the companies form to the recuperation roll once the battle is on the
 * table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  hasChromium,
  playFirstChoices,
  sendChoiceNow,
  startHarness,
  until,
  type Harness,
} from './harness.ts';

type Offered = Record<string, unknown> & { kind: string; attributes?: unknown[] };

/**
 * Both companies formed, Red with the ballista (6 SP) on its mission sheet, and the first battle
 * played by the first choices offered up to its report.
 */
async function ballistaToReport(base: string, g: { id: string; tokens: Record<string, string> }) {
  for (const seat of ['red', 'blue']) {
    await sendChoiceNow(base, g, seat, {
      kind: 'name-captain',
      profile: 'orc-warlord',
      name: 'Gor',
      options: [],
      faction: null,
    });
    await sendChoiceNow(base, g, seat, {
      kind: 'recruit',
      profile: 'jackal-warrior',
      name: 'Jak',
      options: [],
      faction: null,
    });
    await sendChoiceNow(base, g, seat, { kind: 'done' });
    await sendChoiceNow(base, g, seat, { kind: 'done' });
    if (seat === 'red')
      await sendChoiceNow(base, g, seat, { kind: 'buy-attribute', attribute: 'ballista', soldier: null });
    await sendChoiceNow(base, g, seat, { kind: 'done' });
  }
  for (let guard = 0; guard < 40; guard++) {
    const looks = await Promise.all(
      ['red', 'blue'].map(async (seat) => {
        const r = await fetch(`${base}/api/games/${g.id}?token=${g.tokens[seat] ?? ''}`);
        const body = (await r.json()) as {
          legal: Offered[];
          view: { companies: Record<string, { assets: Array<{ id: string }> }> };
        };
        return { seat, body };
      }),
    );
    const turn = looks.find((l) => l.body.legal.length > 0);
    if (!turn || turn.body.legal.some((c) => c.kind === 'report')) return;
    let c = turn.body.legal[0]!;
    if (c.kind === 'form-group' && turn.seat === 'red')
      c = {
        ...c,
        attributes: [
          ...(c.attributes ?? []),
          ...(turn.body.view.companies.red?.assets ?? []).map((a) => ({ soldier: null, attribute: a.id })),
        ],
      };
    await sendChoiceNow(base, g, turn.seat, c);
  }
  throw new Error('no report reached');
}

const run = hasChromium ? describe : describe.skip;
let h: Harness;

run('the Dogs of War odds panel', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('offers the mission roll at formation and the recuperation roll once the report is asked, worked out at once', async () => {
    const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'hotseat', seed: 3 });
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['red'] ?? ''}`);
    const odds = page.locator('.odds');
    await until(() => odds.locator('.odds-chart').getAttribute('data-procedure')).toBe('mission-roll');
    expect(await odds.locator('select[name="procedure"]').inputValue()).toBe('mission-roll');
    await playFirstChoices(h.base, g, 300, (legal) => !legal.some((c) => c.kind === 'report'));
    await until(() => odds.locator('.odds-chart').getAttribute('data-procedure'), 15_000).toBe('recuperation');
    expect(await odds.locator('select[name="procedure"]').inputValue()).toBe('recuperation');
    expect(await odds.locator('select[name="wound"]').inputValue()).toBe('serious');
    await page.close();
  }, 90_000);

  for (const confirm of [true, false])
    it(`with the option confirm-report ${confirm ? 'on' : 'off'}, the SP lost typed in the report form bring up the war machine’s recuperation before the report is given`, async () => {
      const options = confirm ? {} : { 'confirm-report': false };
      const g = await createGame(h.base, { ruleset: 'dogs-of-war', mode: 'hotseat', seed: 3, options });
      await ballistaToReport(h.base, g);
      const { page } = await h.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['red'] ?? ''}`);
      const odds = page.locator('.odds');
      const sp = page.locator('.dw-structure input[type="number"]').first();
      await until(() => sp.count(), 15_000).toBe(1);
      await until(() => odds.locator('select[name="procedure"]').inputValue()).toBe('recuperation');
      await sp.fill('4');
      await until(() => odds.locator('select[name="procedure"]').inputValue()).toBe('machine-recuperation');
      await until(() => odds.locator('.odds-chart').getAttribute('data-inputs')).toBe('{"sp":6,"lost":4}');
      expect(await odds.locator('.odds-note').textContent()).toContain(
        '4 of its 6 SP lost, counting what the report form says',
      );
      // Taken back to nothing lost: the soldiers' roll again.
      await sp.fill('0');
      await until(() => odds.locator('select[name="procedure"]').inputValue()).toBe('recuperation');
      await page.close();
    }, 120_000);
});
