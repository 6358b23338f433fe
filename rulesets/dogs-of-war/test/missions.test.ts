import { describe, expect, it } from 'vitest';
import {
  assassinationResult,
  byPoints,
  destructionElementCount,
  destructionFreeEventCard,
  destructionScore,
  DESTRUCTION_ELEMENTS,
  intrusionPoints,
  invasionSectors,
  MISSION_SPECS,
  PASSIVE_PROFILES,
  raidPoints,
  raidPremium,
  treasureCounters,
  treasurePremium,
} from '../src/missions.ts';
import { renownDifference } from '../src/afterbattle.ts';
import { woundEP } from '../src/experience.ts';

describe('missions', () => {
  it('DW-MSN-INTR-01 DW-MSN-TREA-01 DW-MSN-INVA-01 DW-MSN-ASSA-01 DW-MSN-RAID-01 who attacks in each mission', () => {
    expect(MISSION_SPECS.intrusion.sides).toBe('both-attackers');
    expect(MISSION_SPECS['treasure-hunt'].sides).toBe('both-attackers');
    expect(MISSION_SPECS.invasion.sides).toBe('attacker-defender');
    expect(MISSION_SPECS.assassination.sides).toBe('attacker-defender');
    expect(MISSION_SPECS.raid.sides).toBe('attacker-defender');
  });

  it('DW-MSN-INTR-05 one point per objective held at home, two in the enemy zone; equal is a draw', () => {
    expect(intrusionPoints(1, 1)).toBe(3);
    expect(byPoints(intrusionPoints(1, 1), intrusionPoints(0, 1))).toEqual(['victory', 'defeat']);
    expect(byPoints(intrusionPoints(2, 0), intrusionPoints(0, 1))).toEqual(['draw', 'draw']);
  });

  it("DW-MSN-INVA-01 DW-MSN-INVA-06 the Defender's d6 gives 4 or 6 sectors; most sectors wins", () => {
    expect([1, 3, 4, 6].map(invasionSectors)).toEqual([4, 4, 6, 6]);
    expect(byPoints(3, 1)).toEqual(['victory', 'defeat']);
  });

  it('DW-MSN-DEST-01 W-62 an Attacker worth 223 faces 3 elements; never more than 4', () => {
    expect(destructionElementCount(223)).toBe(3);
    expect([100, 101, 300, 301, 480].map(destructionElementCount)).toEqual([1, 2, 3, 4, 4]);
  });

  it('DW-MSN-DEST-02 the three elements', () => {
    expect(DESTRUCTION_ELEMENTS.idol).toMatchObject({ res: 8, sp: 6, size: 'Medium' });
    expect(DESTRUCTION_ELEMENTS.altar).toMatchObject({ res: 10, sp: 7, size: 'Large' });
    expect(DESTRUCTION_ELEMENTS.temple).toMatchObject({ res: 12, sp: 8, size: 'Very Large' });
  });

  it('DW-MSN-DEST-05 DW-MSN-RAID-07 Destruction and Raid last one round more', () => {
    expect(MISSION_SPECS.destruction.extraRound).toBe(true);
    expect(MISSION_SPECS.raid.extraRound).toBe(true);
    expect(MISSION_SPECS.intrusion.extraRound).toBe(false);
  });

  it('DW-MSN-DEST-07 DW-MSN-DEST-08 destroyed elements score and pay the Attacker; intact ones the Defender; half-ruined ones nobody', () => {
    const s = destructionScore(
      [
        { type: 'idol', spLost: 6 },
        { type: 'altar', spLost: 3 },
        { type: 'temple', spLost: 5 },
      ],
      null,
    );
    expect(s).toEqual({ attackerVP: 1, defenderVP: 1, attackerEP: 2, defenderEP: 3 });
  });

  it('DW-MSN-DEST-09 DW-RETREAT-08 a retreating Defender concedes every element for the EP', () => {
    const s = destructionScore(
      [
        { type: 'temple', spLost: 0 },
        { type: 'idol', spLost: 0 },
      ],
      'defender',
    );
    expect(s.attackerEP).toBe(6);
    expect(destructionScore([{ type: 'temple', spLost: 0 }], 'attacker').defenderEP).toBe(4);
  });

  it("DW-MSN-ASSA-04 DW-MSN-ASSA-05 the Ambassador's fate decides; the victor earns 10 RP", () => {
    expect(assassinationResult('left-attacker-edge')).toBe('victory');
    expect(assassinationResult('killed')).toBe('defeat');
    expect(assassinationResult('left-neutral-or-defender-edge')).toBe('draw');
    expect(assassinationResult('other')).toBe('draw');
  });

  it("DW-MSN-ASSA-01 DW-MSN-RAID-12 DW-PASSIVE-09 the passive individuals' profiles and value 5", () => {
    expect(PASSIVE_PROFILES.ambassador).toMatchObject({
      MOV: 10,
      INI: 3,
      ATT: 0,
      STR: 1,
      DEF: 3,
      RES: 5,
      COU: 3,
      DIS: 3,
      value: 5,
    });
    expect(PASSIVE_PROFILES.merchant).toMatchObject({ COU: 2, DIS: 1, value: 5 });
    // A wound on one earns EP as usual, his printed 5 in the ratio: a Light Wound by a fighter worth 10
    // earns 3 - 2 = 1, by one worth 9 the whole 3.
    expect(woundEP('light', 10, PASSIVE_PROFILES.ambassador.value)).toBe(1);
    expect(woundEP('light', 9, PASSIVE_PROFILES.merchant.value)).toBe(3);
  });

  it('DW-MSN-TREA-01 A-35 the higher roll gives the Traps, the lower the Decoys', () => {
    expect(treasureCounters(6, 1)).toEqual({ traps: 6, decoys: 4 });
    expect(treasureCounters(3, 4)).toEqual({ traps: 5, decoys: 5 });
  });

  it('DW-MSN-TREA-06 each jewel rolls for 3, 6 or 10 RP', () => {
    expect([1, 2, 3, 4, 5, 6].map(treasurePremium)).toEqual([3, 3, 6, 6, 10, 10]);
  });

  it("DW-MSN-RAID-10 merchants: 4 per kill to the Attacker, 2 per living merchant to the tent's holder, 1 to the Defender if nobody holds it", () => {
    expect(
      raidPoints({ killed: 1, livingInAttackerTents: 1, livingInDefenderTents: 0, livingInUncontrolledTents: 1 }),
    ).toEqual({ attacker: 6, defender: 1 });
    // Two living merchants in tents the Defender holds: 2 each to him.
    expect(
      raidPoints({ killed: 0, livingInAttackerTents: 0, livingInDefenderTents: 2, livingInUncontrolledTents: 1 }),
    ).toEqual({ attacker: 0, defender: 5 });
  });

  it('DW-MSN-RAID-11 the chest tent pays 10, 6 or 3 RP', () => {
    expect([raidPremium('victory'), raidPremium('draw'), raidPremium('defeat')]).toEqual([10, 6, 3]);
  });
});

describe("Destruction's free card", () => {
  it('DW-MSN-DEST-06 A-56 a stronger Attacker takes a free Event card, which does not lower the renown difference', () => {
    expect(destructionFreeEventCard(223, 180)).toBe(true);
    expect(destructionFreeEventCard(180, 223)).toBe(false);
    // D counts only the CP the weaker side spent: the free card is not among them.
    expect(renownDifference(223, 180, 0)).toBe(43);
  });
});
