/**
 * The Hunters board filling in the odds panel in Debian's Chromium: an enemy clicked on the map
 * gives the odds of the first attack offered at it, with the numbers the rules roll with.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, canonicalJson, unwrap } from '@skirmish/core';
import { attackOddsInputs, huntersRuleset, type HuntersView } from '@skirmish/hunters';
import {
  createGame,
  hasChromium,
  holdOnThisScreen,
  sendChoices,
  startHarness,
  until,
  walkTo,
  type Harness,
} from './harness.ts';

const run = hasChromium ? describe : describe.skip;
let h: Harness;
const engine = unwrap(Engine.create(huntersRuleset));

type Choice = Record<string, unknown> & { kind: string };

/** The enemies a choice attacks, as the board reads them (`byEnemy`). */
const targetsOf = (c: Choice): string[] =>
  c.kind === 'melee' && typeof c['target'] === 'string'
    ? [c['target']]
    : c.kind === 'shoot' && Array.isArray(c['targets'])
      ? (c['targets'] as string[])
      : [];

/** The first attack offered at some enemy whose roll deals damage: the enemy and the panel's fields. */
function firstAttack(view: HuntersView, legal: readonly Choice[]) {
  for (const c of legal)
    for (const enemy of targetsOf(c)) {
      const at = view.attackRolls?.[canonicalJson(c)]?.find((r) => r.enemy === enemy);
      const inputs = at ? attackOddsInputs(at) : null;
      // The first choice at that enemy must be this one: the board fills in the first it offers.
      const first = legal.find((x) => targetsOf(x).includes(enemy));
      if (inputs && first === c) return { enemy, inputs };
    }
  return null;
}

/** What the odds panel last worked out: its procedure and inputs. */
async function shown(page: Page): Promise<{ procedure: string | null; inputs: Record<string, unknown> }> {
  const chart = page.locator('table.odds-chart').first();
  return {
    procedure: await chart.getAttribute('data-procedure'),
    inputs: JSON.parse((await chart.getAttribute('data-inputs')) ?? '{}') as Record<string, unknown>,
  };
}

run('the odds the Hunters board fills in', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('an enemy clicked fills in the attack at it as the rules roll it', async () => {
    const found = walkTo(
      engine,
      huntersRuleset.defaultSetup,
      (m, seat) => firstAttack(engine.view(m, seat), engine.legal(m, seat)) !== null,
      { seeds: 20, steps: 400 },
    );
    if (!found) throw new Error('no attack in the first 20 seeds');
    const want = firstAttack(engine.view(found.m, found.seat), engine.legal(found.m, found.seat));
    if (!want) throw new Error('no attack');
    const g = await createGame(h.base, { ruleset: 'hunters', seed: found.seed, mode: 'hotseat' });
    await sendChoices(h.base, g, found.steps);
    const { page } = await h.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    await page.goto(h.base);
    await holdOnThisScreen(page, g, 'hunters');
    await page.goto(`${h.base}/game/${g.id}`);
    await until(() => page.locator(`.hu-enemy[data-enemy="${want.enemy}"]`).count()).toBe(1);
    await page.locator(`.hu-enemy[data-enemy="${want.enemy}"]`).click();
    await until(async () => (await shown(page)).procedure).toBe('attack');
    expect((await shown(page)).inputs).toMatchObject(want.inputs);
    await page.close();
  }, 120_000);
});
