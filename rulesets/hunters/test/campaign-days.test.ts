/**
 * The days between missions as the rules order them: a day's card read on its day in the middle
 * of a rest, healing gear at any time, who pays a card's cost, the day's food, work, and the end
 * of the campaign. Dice are scripted; every state is built by hand.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap, type ScriptedRoll } from '@skirmish/core';
import {
  advanceDays,
  missionOver,
  newCampaign,
  resolveCard,
  rest,
  useGear,
  work,
  workRefusal,
  type CampaignState,
} from '../src/campaign.ts';
import { campaignChoices } from '../src/campaign-mode.ts';
import { sampleContent as C } from '../src/content/sample.ts';

const D = (...r: ScriptedRoll[]) => new LoadedDice(r);

function camp(over: Partial<CampaignState> = {}): CampaignState {
  const s = unwrap(
    newCampaign(
      C,
      {
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p2' },
        ],
        room: 'forge',
      },
      D(),
    ),
  );
  return { ...s, attached: [], ...over };
}

function ch(s: CampaignState, id: string) {
  const x = s.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

const SEATS = ['p1', 'p2'];

describe('the days between missions', () => {
  it('HU-HEALTH-05 healing gear is offered between missions to whoever it would help, and heals him', () => {
    const s = camp();
    ch(s, 'medic').gear = ['pistol', 'first-aid-kit'];
    ch(s, 'soldier').gear = ['rifle'];
    // Nobody wounded: the kit would do nothing, so it is not offered.
    expect(campaignChoices(C, s, SEATS).filter((c) => c.kind === 'use-gear')).toEqual([]);
    ch(s, 'soldier').health = 2;
    expect(campaignChoices(C, s, SEATS).filter((c) => c.kind === 'use-gear')).toEqual([
      { kind: 'use-gear', character: 'medic', gear: 'first-aid-kit', on: 'soldier' },
    ]);
    // Before a launched mission starts as well: it is still between missions.
    expect(campaignChoices(C, { ...s, launched: 'S01' }, SEATS)).toContainEqual({
      kind: 'use-gear',
      character: 'medic',
      gear: 'first-aid-kit',
      on: 'soldier',
    });
    const used = unwrap(useGear(C, s, 'medic', 'first-aid-kit', 'soldier')).state;
    expect(ch(used, 'soldier').health).toBe(4);
    expect(ch(used, 'medic').gear).toEqual(['pistol']);
    // An unconscious carrier's kit serves too (the gear passes freely between missions), himself included.
    const down = camp();
    ch(down, 'medic').gear = ['first-aid-kit'];
    ch(down, 'medic').health = 0;
    expect(campaignChoices(C, down, SEATS)).toContainEqual({
      kind: 'use-gear',
      character: 'medic',
      gear: 'first-aid-kit',
      on: 'medic',
    });
    // The antidote is offered to the poisoned only.
    const sick = camp();
    ch(sick, 'soldier').gear = ['antidote'];
    ch(sick, 'medic').poisoned = true;
    expect(campaignChoices(C, sick, SEATS).filter((c) => c.kind === 'use-gear')).toEqual([
      { kind: 'use-gear', character: 'soldier', gear: 'antidote', on: 'medic' },
    ]);
  });

  it('HU-CAMP-09 HU-CAMP-11 HU-CAMP-12 the day-15 card stops a rest on day 15: its Food feeds the days after it', () => {
    const s = camp({ day: 14 });
    for (const x of s.chars) {
      x.food = 0;
      x.health = 3;
    }
    const r = unwrap(rest(C, s, D()));
    // Day 15 has come, its upkeep eaten (nothing to eat: 1 Health each), and its card waits.
    expect(r.state.day).toBe(15);
    expect(r.state.toRead).toEqual(['615']);
    expect(r.events.some((e) => e.type === 'hunters/rest')).toBe(false);
    expect(campaignChoices(C, r.state, SEATS).every((c) => c.kind === 'read')).toBe(true);
    // 615 gives 2 Food: day 16 is fed from it, then the rest ends with its Health.
    const after = unwrap(resolveCard(C, r.state, 0, D(), { payer: 'soldier' }));
    expect(after.state.day).toBe(16);
    expect(after.state.pending).toBeUndefined();
    expect(after.events.filter((e) => e.type === 'hunters/camp-wound')).toEqual([]);
    expect(after.events.at(-1)?.type).toBe('hunters/rest');
    expect([ch(after.state, 'soldier').health, ch(after.state, 'medic').health]).toEqual([3, 3]);
    expect([ch(after.state, 'soldier').food, ch(after.state, 'medic').food]).toEqual([0, 0]);
  });

  it('HU-EVENT-09 HU-EVENT-12 the character chosen pays the cost; one who cannot pay it is not offered to', () => {
    const s = camp({ toRead: ['003'] });
    ch(s, 'soldier').fuel = 4;
    ch(s, 'medic').fuel = 0;
    const reads = campaignChoices(C, s, SEATS).filter((c) => c.kind === 'read' && c.option === 1);
    expect(reads).toEqual([{ kind: 'read', option: 1, payer: 'soldier' }]);
    expect(resolveCard(C, s, 1, D(), { payer: 'medic' }).ok).toBe(false);
    // With a Fuel Cell of his own, the Medic chosen pays it, and the Soldier keeps his.
    ch(s, 'medic').fuel = 1;
    const paid = unwrap(resolveCard(C, s, 1, D(), { payer: 'medic' })).state;
    expect([ch(paid, 'soldier').fuel, ch(paid, 'medic').fuel]).toEqual([4, 0]);
  });

  it('HU-HEALTH-14 AMB-64 everyone eats his own Food first; only then does sharing feed the hungry', () => {
    const s = camp({ day: 3 });
    ch(s, 'soldier').food = 0;
    ch(s, 'medic').food = 1;
    ch(s, 'medic').health = 1;
    const r = advanceDays(C, s, 1, D());
    // The Medic eats his last Food and stays conscious; the Soldier, with none left to share, loses 1.
    expect([ch(r.state, 'soldier').health, ch(r.state, 'medic').health]).toEqual([5, 1]);
    expect(r.events.some((e) => e.type === 'hunters/food-shared')).toBe(false);
    // With Food left over, the hungry one is fed from it.
    ch(s, 'medic').food = 2;
    const fed = advanceDays(C, s, 1, D());
    expect([ch(fed.state, 'soldier').health, ch(fed.state, 'medic').food]).toEqual([6, 0]);
  });

  it('AMB-62 HU-TRAVEL-10 nobody works while everyone is unconscious; the pay names who earned it', () => {
    const s = camp({ location: 'L1' });
    for (const x of s.chars) x.health = 0;
    expect(workRefusal(C, s)?.ok).toBe(false);
    expect(campaignChoices(C, s, SEATS).some((c) => c.kind === 'work')).toBe(false);
    ch(s, 'soldier').health = 3;
    ch(s, 'soldier').fuel = 0;
    expect(campaignChoices(C, s, SEATS).some((c) => c.kind === 'work')).toBe(true);
    const r = unwrap(work(C, s, 1, D()));
    const pay = r.events.find((e) => e.type === 'hunters/work');
    expect(pay?.['workers']).toEqual(['soldier']);
    expect(pay?.text).toBe("A day's work: soldier earns 1 Fuel Cell(s).");
    expect(ch(r.state, 'soldier').fuel).toBe(1);
  });

  it('HU-CAMP-05 HU-CAMP-06 the final main-plot mission lost: the campaign goes on, but can no longer be won', () => {
    const s = camp({ launched: C.campaign.finalMission, inMission: true });
    const r = unwrap(missionOver(C, s, C.campaign.finalMission, false));
    expect(r.state.result).toBeNull();
    expect(r.state.plotLost).toBe(true);
    expect(r.events.some((e) => e.type === 'hunters/plot-lost')).toBe(true);
  });

  it('HU-HEALTH-07 HU-CAMP-06 a rest cut short by the end of the campaign heals nobody', () => {
    const s = camp({ day: 55 });
    for (const x of s.chars) {
      x.food = 5;
      x.health = 3;
    }
    const r = unwrap(rest(C, s, D()));
    expect(r.state.result).toBe('lost');
    expect(r.events.at(-1)?.type).toBe('hunters/campaign-lost');
    expect(r.events.some((e) => e.type === 'hunters/rest')).toBe(false);
    expect([ch(r.state, 'soldier').health, ch(r.state, 'medic').health]).toEqual([3, 3]);
  });
});
