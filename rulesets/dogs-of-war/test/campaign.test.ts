import { describe, expect, it } from 'vitest';
import { LoadedDice } from '@skirmish/core';
import {
  attemptOrder,
  attribute,
  attributionOrder,
  cardinalBalance,
  cardinalImprove,
  checkCardinalBand,
  CARDINAL_BAND,
  clampClues,
  dailyHealing,
  locationAttempts,
  locationSucceeds,
  missionOffers,
  neutralCompanyValueOk,
  offerDice,
  percentile,
  rumors,
  search,
} from '../src/campaign.ts';
import { CARDINAL } from '../src/missions.ts';

describe("Hang 'Em High", () => {
  it('DW-CAMPAIGN-03 W-63 seven players roll 4 dice; 2, 4, 6, 6 offer Invasion, Assassination, Raid 1 and Raid 2', () => {
    expect(offerDice(7)).toBe(4);
    expect(missionOffers([6, 2, 6, 4])).toEqual([
      { mission: 'invasion', instance: 1 },
      { mission: 'assassination', instance: 1 },
      { mission: 'raid', instance: 1 },
      { mission: 'raid', instance: 2 },
    ]);
  });

  it('DW-CAMPAIGN-05 W-64 each instance takes two players; the last takes what is left', () => {
    const wants: Record<string, string> = {
      P2: 'assassination-1',
      P6: 'raid-1',
      P3: 'assassination-1',
      P5: 'invasion-1',
      P4: 'raid-1',
      P1: 'invasion-1',
      P7: 'assassination-1',
    };
    const got = attribute(
      ['P2', 'P6', 'P3', 'P5', 'P4', 'P1', 'P7'],
      ['invasion-1', 'assassination-1', 'raid-1', 'raid-2'],
      (p) => wants[p] ?? '',
    );
    expect(got).toEqual({
      P2: 'assassination-1',
      P6: 'raid-1',
      P3: 'assassination-1',
      P5: 'invasion-1',
      P4: 'raid-1',
      P1: 'invasion-1',
      P7: 'raid-2',
    });
  });

  it('DW-CAMPAIGN-12 A-44 clues stay between 0 and 100', () => {
    expect([clampClues(-3), clampClues(57), clampClues(104)]).toEqual([0, 57, 100]);
  });

  it('DW-CAMPAIGN-13 W-66 W-67 percentile: 6 and 4 read 64, 0 and 0 read 100; the roll must be under the clues', () => {
    expect(percentile(6, 4)).toBe(64);
    expect(percentile(10, 10)).toBe(100);
    expect(locationSucceeds(83, 58)).toBe(false);
    expect(locationSucceeds(57, 58)).toBe(true);
    expect(locationSucceeds(100, 100)).toBe(false);
  });

  it('DW-CAMPAIGN-07 W-65 a neutral group under a cap of 150 is worth 141 to 150', () => {
    expect(neutralCompanyValueOk(141, 150)).toBe(true);
    expect(neutralCompanyValueOk(140, 150)).toBe(false);
    expect(neutralCompanyValueOk(151, 150)).toBe(false);
  });

  it("the Cardinal's rewards: +10 EP each, 20 RP and double renown", () => {
    expect(CARDINAL).toEqual({ attackerEP: 10, premium: 20, renownFactor: 2 });
  });

  it('DW-CAMPAIGN-23 the Attacker may not exceed the Cardinal by more than 50; far below he gets only 50 CP', () => {
    expect(cardinalBalance(300, 351)).toEqual({ ok: false, cp: 0 });
    expect(cardinalBalance(300, 350).ok).toBe(true);
    expect(cardinalBalance(300, 200)).toEqual({ ok: true, cp: 50 });
    expect(cardinalBalance(300, 270)).toEqual({ ok: true, cp: 30 });
  });

  it("DW-CAMPAIGN-25 the Cardinal's own recuperation improves by one degree", () => {
    expect(['dead', 'critical', 'serious', 'light'].map((r) => cardinalImprove(r as 'dead'))).toEqual([
      'critical',
      'serious',
      'light',
      'unharmed',
    ]);
  });

  it("DW-CAMPAIGN-26 a day without the Cardinal's mission heals his soldiers one degree", () => {
    expect(['critical', 'serious', 'light', 'none'].map((a) => dailyHealing(a as 'none'))).toEqual([
      'serious',
      'light',
      'none',
      'none',
    ]);
  });

  it('DW-CAMPAIGN-29 A-09 the band sheet: maximum 11, actual 10, renown and value 300; a written band must match it', () => {
    expect(CARDINAL_BAND).toEqual({ maximumStrength: 11, actualStrength: 10, renown: 300, value: 300 });
    expect(checkCardinalBand({ soldiers: 10, value: 300, maximumStrength: 11, roles: ['captain', 'medic'] })).toEqual(
      [],
    );
    expect(checkCardinalBand({ soldiers: 9, value: 281, maximumStrength: 11, roles: ['captain'] })).toHaveLength(3);
  });
});

describe("Hang 'Em High, the day's rolls", () => {
  it('DW-CAMPAIGN-04 A-11 attribution: 1d6, +1 for a strategist, ties roll again', () => {
    const players = [
      { id: 'P1', strategist: false },
      { id: 'P2', strategist: true },
      { id: 'P3', strategist: false },
    ];
    // P1 5, P2 3 + 1 = 4, P3 4: P1 first; P2 and P3 tie and roll again: 2 and 6.
    const r = attributionOrder(players, new LoadedDice([5, 3, 4, 2, 6]));
    expect(r.rolls).toEqual([
      { P1: 5, P2: 4, P3: 4 },
      { P2: 2, P3: 6 },
    ]);
    expect(r.order).toEqual(['P1', 'P3', 'P2']);
  });

  it('DW-CAMPAIGN-09 DW-CAMPAIGN-10 rumors give 1d6 clues; corruption buys another d6 for 10 RP', () => {
    expect(rumors(10, false, 30, new LoadedDice([4]))).toEqual({ clues: 14, resources: 30, rolls: [4] });
    expect(rumors(10, true, 30, new LoadedDice([4, 6]))).toEqual({ clues: 20, resources: 20, rolls: [4, 6] });
    expect(rumors(98, false, 30, new LoadedDice([6])).clues).toBe(100);
  });

  it('DW-CAMPAIGN-11 A-63 a prospector searching gives the roll in clues and the same in EP', () => {
    expect(search(20, new LoadedDice([5]))).toEqual({ clues: 25, ep: 5, roll: 5 });
  });

  it('DW-CAMPAIGN-14 attempts go by clues, highest first, ties by 1d6', () => {
    const order = attemptOrder(
      [
        { id: 'A', clues: 30 },
        { id: 'B', clues: 50 },
        { id: 'C', clues: 30 },
      ],
      new LoadedDice([2, 5]),
    );
    expect(order).toEqual(['B', 'C', 'A']);
  });

  it('DW-CAMPAIGN-15 DW-CAMPAIGN-16 W-67 a failed attempt costs 1d6 clues; a success gains 1d6 and ends the attempts', () => {
    // B: 8 and 3 read 83 against 58 clues: fails, loses 4. A: 2 and 1 read 21 against 40: found, +3. C never rolls.
    const r = locationAttempts(
      [
        { id: 'B', clues: 58 },
        { id: 'A', clues: 40 },
        { id: 'C', clues: 35 },
      ],
      new LoadedDice([8, 3, 4, 2, 1, 3]),
    );
    expect(r.found).toBe('A');
    expect(r.clues).toEqual({ B: 54, A: 43, C: 35 });
  });
});
