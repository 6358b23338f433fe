/**
 * The campaign view's count of the days ahead (`campaign.forecast`): it counts the days as the
 * party stands now and names the days among them whose own card comes up, which it does not
 * resolve. Positions are set by hand on a new campaign.
 */
import { describe, expect, it } from 'vitest';
import { Engine, unwrap, type Match } from '@skirmish/core';
import { huntersRuleset } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { CampaignState } from '../src/campaign.ts';
import type { MissionState } from '../src/state.ts';

const engine = unwrap(Engine.create(huntersRuleset, { content: sampleContent }));

/** A new campaign of the Soldier and the Medic, on `day`, with its campaign changed as `edit` says. */
function on(day: number, edit: (c: CampaignState) => void = () => undefined): Match<MissionState> {
  const m = unwrap(
    engine.start(3, {
      mode: 'campaign',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
      ],
    }),
  );
  const state = structuredClone(m.state);
  const camp = state.campaign as CampaignState;
  camp.day = day;
  edit(camp);
  return { ...m, state };
}

const forecast = (m: Match<MissionState>) => engine.view(m, 'p1').campaign?.forecast;

describe('the campaign forecast names the day cards inside the days it counts', () => {
  it('a span with no card day names none; one that reaches day 15 or day 28 names it', () => {
    // Day 1: a rest to day 3, a journey or a day's work to day 2.
    const early = forecast(on(1));
    expect(early?.rest).toMatchObject({ days: 2, cards: [] });
    expect(early?.work.cards).toEqual([]);
    expect(early?.travel.cards).toEqual([]);
    // Day 13: a rest reaches day 15, a day's work only day 14.
    const near = forecast(on(13));
    expect(near?.rest).toMatchObject({ days: 2, cards: [15] });
    expect(near?.work.cards).toEqual([]);
    // Day 14: a day's work or a journey enters day 15 itself.
    expect(forecast(on(14))?.travel).toMatchObject({ days: 1, cards: [15] });
    // Day 25, someone unconscious: the rest's 4 days reach day 28's draw, a day's work's 2 do not.
    const late = forecast(
      on(25, (c) => {
        for (const ch of c.chars) ch.food = 10;
        const medic = c.chars.find((ch) => ch.id === 'medic');
        if (medic) medic.health = 0;
        c.fired.day15 = true;
      }),
    );
    expect(late?.rest).toMatchObject({ days: 4, doubled: true, cards: [28] });
    expect(late?.work).toMatchObject({ days: 2, cards: [] });
  });

  it('a card already read is not named again', () => {
    const m = on(13, (c) => {
      c.fired.day15 = true;
    });
    expect(forecast(m)?.rest.cards).toEqual([]);
  });

  it('the count is the days before the card: day 15’s Food can make the rest shorter than counted', () => {
    // Day 13, no Food, the Medic unconscious: counted as things stand, the rest takes 8 days;
    // the card of day 15 gives Food, and the rest then takes fewer.
    const m = on(13, (c) => {
      for (const ch of c.chars) ch.food = 0;
      const medic = c.chars.find((ch) => ch.id === 'medic');
      if (medic) {
        medic.health = 0;
        medic.gear = [];
      }
    });
    const f = forecast(m)?.rest;
    expect(f).toMatchObject({ days: 8, cards: [15] });
    let match = unwrap(engine.submit(m, 'p1', { kind: 'rest' })).match;
    for (let i = 0; i < 5; i++) {
      const read = engine.legal(match, 'p1').find((c) => c.kind === 'read');
      if (!read) break;
      match = unwrap(engine.submit(match, 'p1', read)).match;
    }
    const camp = match.state.campaign as CampaignState;
    expect(camp.toRead).toEqual([]);
    expect(camp.pending ?? []).toEqual([]);
    expect(camp.day - 13).toBeLessThan(f?.days ?? 0);
  });
});
