import { LoadedDice, resolveOptions, unwrap, type Dice } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { HuntersChoice } from '../src/choices.ts';
import type { HuntersContent } from '../src/content/schema.ts';
import { huntersRuleset, sampleContent } from '../src/index.ts';
import type { MissionState } from '../src/state.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

const SETUP = TWO_PLAYER_CAMPAIGN;

/** Plays the campaign through the game's own choices, with a fixed plan for each decision. */
function play(
  content: HuntersContent,
  plan: (s: MissionState, legal: readonly HuntersChoice[]) => HuntersChoice,
  dice: Dice,
) {
  const rules = huntersRuleset.rules(content, unwrap(resolveOptions(huntersRuleset.options, {})));
  let s = unwrap(rules.setup(SETUP, dice));
  const days: number[] = [];
  for (let i = 0; i < 400 && rules.outcome(s) === null; i++) {
    const seat = rules.pending(s)[0]?.seats[0] ?? 'p1';
    const legal = rules.legalChoices(s, seat);
    const c = plan(s, legal);
    s = unwrap(rules.apply(s, seat, c, dice)).state;
    if (s.campaign) days.push(s.campaign.day);
  }
  return { s, outcome: rules.outcome(s), days };
}

const first = <K extends HuntersChoice['kind']>(legal: readonly HuntersChoice[], kind: K) =>
  legal.find((c): c is Extract<HuntersChoice, { kind: K }> => c.kind === kind);

describe('the main plot', () => {
  it('HU-CAMP-05 HU-CAMP-03 the cards launch Q02 and then the final M02; winning both wins the campaign for every seat', () => {
    // A test pack: both main-plot missions without enemies, so each is won once the party is placed.
    const content: HuntersContent = {
      ...sampleContent,
      missions: sampleContent.missions.map((m) => (m.plot === 'main' ? { ...m, enemies: [] } : m)),
    };
    const launched: string[] = [];
    // Both trips roll a blank encounter die: no road card is drawn.
    const dice = new LoadedDice(['blank', 'blank']);
    const r = play(
      content,
      (s, legal) => {
        const option = (k: HuntersChoice['kind']) => first(legal, k);
        if (s.phase === 'campaign') {
          const camp = s.campaign;
          if (camp?.launched) launched.push(camp.launched);
          // Read whatever comes up, start a launched mission, else go to L1 (Q02's card), then L3 (M02's).
          const goal = camp?.resolvedMissions.includes('Q02') ? 'L3' : 'L1';
          return option('read') ?? option('start-mission') ?? legal.find((c) => c.kind === 'travel' && c.to === goal)!;
        }
        // Each character keeps the first cards offered and stands on the first deployment space.
        return option('keep') ?? option('deploy') ?? legal[0]!;
      },
      dice,
    );
    expect(dice.remaining).toBe(0);
    expect(launched).toEqual(['Q02', 'M02']);
    expect(r.s.campaign).toMatchObject({ day: 3, wonMissions: ['Q02', 'M02'], result: 'won' });
    expect(r.outcome?.winners).toEqual(['p1', 'p2']);
    // The page says so as the party sees it: together, with the reason.
    expect(r.outcome?.reason).toBe('the main plot is solved');
    const presenter = huntersRuleset.presenter!;
    expect(presenter.verdict?.(r.outcome!, 'en')).toBe('Campaign won');
    expect(presenter.verdict?.(r.outcome!, 'hu')).toBe('A hadjárat sikerült');
  });

  it('HU-CAMP-06 HU-CAMP-01 resting past day 56 with the plot unsolved loses the campaign for every seat', () => {
    const r = play(
      sampleContent,
      (_s, legal) => first(legal, 'read') ?? first(legal, 'rest') ?? legal[0]!,
      // The one draw: which of 630-632 is read on day 28.
      new LoadedDice([2]),
    );
    expect(r.s.campaign?.result).toBe('lost');
    expect(r.outcome?.winners).toEqual([]);
    expect(r.outcome?.reason).toBe('the last day passed with the main plot unsolved');
    expect(huntersRuleset.presenter?.verdict?.(r.outcome!, 'en')).toBe('Campaign lost');
    // The days only ever went forward, to the last day.
    expect(r.days.every((d, i) => i === 0 || d >= (r.days[i - 1] ?? 0))).toBe(true);
    expect(Math.max(...r.days)).toBe(56);
  });
});
