import { SeededDice, resolveOptions, unwrap, type Dice } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { HuntersChoice } from '../src/choices.ts';
import type { HuntersContent } from '../src/content/schema.ts';
import { huntersRuleset, sampleContent } from '../src/index.ts';
import type { MissionState } from '../src/state.ts';

const SETUP = {
  mode: 'campaign',
  players: 2,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
  ],
};

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
  it('HU-CAMP-05 HU-CAMP-03 travelling to the final card and winning its mission wins the campaign for every seat', () => {
    // A test pack: the final mission M02 without enemies, so it is won as soon as the party is placed.
    const content: HuntersContent = {
      ...sampleContent,
      missions: sampleContent.missions.map((m) => (m.id === 'M02' ? { ...m, enemies: [] } : m)),
    };
    const seen: string[] = [];
    const r = play(
      content,
      (s, legal) => {
        const option = (k: HuntersChoice['kind']) => first(legal, k);
        if (s.phase === 'campaign') {
          seen.push(s.campaign?.location ?? '');
          // Read whatever comes up (the first option), start a launched mission, else head for L3.
          return (
            option('read') ??
            option('start-mission') ??
            legal.find((c) => c.kind === 'travel' && c.to === 'L3') ??
            option('rest') ??
            legal[0]!
          );
        }
        return option('keep-random') ?? option('deploy') ?? option('activate') ?? option('end-turn') ?? legal[0]!;
      },
      SeededDice.fromSeed(11),
    );
    expect(seen).toContain('L3');
    expect(r.s.campaign?.wonMissions).toContain('M02');
    expect(r.s.campaign?.result).toBe('won');
    expect(r.outcome?.winners).toEqual(['p1', 'p2']);
  });

  it('HU-CAMP-06 HU-CAMP-01 resting past day 56 with the plot unsolved loses the campaign for every seat', () => {
    const r = play(
      sampleContent,
      (_s, legal) => first(legal, 'read') ?? first(legal, 'rest') ?? legal[0]!,
      SeededDice.fromSeed(12),
    );
    expect(r.s.campaign?.result).toBe('lost');
    expect(r.outcome?.winners).toEqual([]);
    // The days only ever went forward, to the last day.
    expect(r.days.every((d, i) => i === 0 || d >= (r.days[i - 1] ?? 0))).toBe(true);
    expect(Math.max(...r.days)).toBe(56);
  });
});
