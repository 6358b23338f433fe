import { describe, expect, it } from 'vitest';
import {
  attribute,
  cardinalBalance,
  cardinalImprove,
  CARDINAL_BAND,
  clampClues,
  dailyHealing,
  locationSucceeds,
  missionOffers,
  neutralCompanyValueOk,
  offerDice,
  percentile,
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

  it('DW-CAMPAIGN-22 DW-AFTER-16 a winning Attacker gets +10 EP each, 20 RP and double renown', () => {
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

  it('DW-CAMPAIGN-29 the band sheet: maximum 11, actual 10, renown and value 300', () => {
    expect(CARDINAL_BAND).toEqual({ maximumStrength: 11, actualStrength: 10, renown: 300, value: 300 });
  });
});
