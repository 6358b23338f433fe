import { describe, expect, it } from 'vitest';
import { unwrap } from '@skirmish/core';
import {
  assaultGroupValue,
  balancingRange,
  bonesetterCost,
  bonesetterHeal,
  compensationPoints,
  compensationSpend,
  contingent,
  extraRoundAllowed,
  hireCost,
  missionDuration,
  missionRollTotal,
  objectsPerFighterOk,
  perGroupLimit,
  trainingAffordable,
  trainingCost,
} from '../src/premission.ts';
import { allyBonus } from '../src/company.ts';
import { OBJECT_EFFECTS } from '../src/data.ts';
import { BATTLEFIELD_CM } from '../src/missions.ts';

describe('before a mission', () => {
  it('DW-ROLE-13 a military advisor adds 2 to the roll; a 1 stays a 1 without him', () => {
    expect(missionRollTotal(3, true)).toBe(5);
    expect(missionRollTotal(1, false)).toBe(1);
  });

  it('DW-MISSION-PRE-06 DW-MISSION-PRE-08 DW-MISSION-PRE-10 W-32 group value: 105, with attributes 120, with the Kelt 129', () => {
    const soldiers = [34, 18, 24, 19, 10];
    expect(assaultGroupValue(soldiers, [])).toBe(105);
    expect(assaultGroupValue(soldiers, [12, 3])).toBe(120);
    expect(assaultGroupValue([...soldiers, 9], [12, 3])).toBe(129);
    expect(hireCost('mercenary', 9, 0, 0, false, false)).toBe(9);
  });

  it('DW-MISSION-PRE-07 five fighters per started 100 points of the group', () => {
    expect([60, 100, 101, 250].map(contingent)).toEqual([5, 5, 10, 15]);
  });

  it("DW-MISSION-PRE-11 W-33 a Character of the company's people costs half his value and attributes: ceil(47 / 2) = 24", () => {
    expect(hireCost('character-own', 39, 8, 0, true, false)).toBe(24);
  });

  it('DW-MISSION-PRE-12 W-34 an Allied Character costs everything: 24 + 13 = 37', () => {
    expect(hireCost('character-allied', 24, 13, 0, false, false)).toBe(37);
  });

  it("DW-MISSION-PRE-13 W-35 a Mercenary Character of another people costs his full 81; of one's own, half", () => {
    expect(hireCost('character-mercenary', 81, 0, 0, false, false)).toBe(81);
    expect(hireCost('character-mercenary', 81, 0, 0, true, false)).toBe(41);
  });

  it('DW-MISSION-PRE-15 an Elemental or Immortal costs half its value', () => {
    expect(hireCost('elemental', 31, 0, 0, false, false)).toBe(16);
    expect(hireCost('immortal', 70, 0, 0, false, false)).toBe(35);
  });

  it('DW-MISSION-PRE-16 DW-ROLE-29 A-13 a recruiter cuts wages by a tenth rounded up, and the Ally bonus to a quarter', () => {
    expect(hireCost('mercenary', 9, 0, 0, false, true)).toBe(8);
    expect(hireCost('character-allied', 24, 13, 0, false, true)).toBe(33);
    expect(allyBonus(10, false)).toBe(5);
    expect(allyBonus(10, true)).toBe(3);
  });

  it('DW-MISSION-PRE-17 W-36 balancing: within 50 he may stay, beyond he must come within 50', () => {
    expect(balancingRange(180, 155)).toEqual({ min: 155, max: 180 });
    expect(balancingRange(210, 150)).toEqual({ min: 150, max: 200 });
  });

  it('DW-MISSION-PRE-18 DW-MISSION-PRE-19 W-37 37 CP buy an Event card and an object, or three objects; 7 go unused', () => {
    expect(compensationPoints(151, 188)).toBe(37);
    expect(unwrap(compensationSpend(37, 1, 1))).toBe(30);
    expect(unwrap(compensationSpend(37, 0, 3))).toBe(30);
    expect(compensationSpend(37, 2, 0).ok).toBe(false);
  });

  it('DW-MISSION-PRE-21 at most two objects per fighter', () => {
    expect(objectsPerFighterOk([2, 1, 0])).toBe(true);
    expect(objectsPerFighterOk([3])).toBe(false);
  });

  it("DW-MISSION-PRE-24 DW-MISSION-PRE-25 DW-MISSION-PRE-26 DW-MISSION-PRE-27 DW-MISSION-PRE-28 the amulets' bonuses", () => {
    expect(OBJECT_EFFECTS['amulet-of-dexterity'].bonus).toEqual({ ATT: 1, DEF: 1 });
    expect(OBJECT_EFFECTS['amulet-of-resilience'].bonus).toEqual({ RES: 3 });
    expect(OBJECT_EFFECTS['amulet-of-speed'].bonus).toEqual({ MOV: 3 });
    expect(OBJECT_EFFECTS['amulet-of-strength'].bonus).toEqual({ STR: 3 });
    expect(OBJECT_EFFECTS['amulet-of-vivacity'].bonus).toEqual({ INI: 3 });
    expect(OBJECT_EFFECTS['gem-of-abundance'].magicianOnly).toBe(true);
  });

  it('DW-MISSION-PRE-33 W-38 the bonesetter heals one level for 3 RP each: two soldiers cost 6', () => {
    expect(bonesetterHeal('light')).toBe('none');
    expect(bonesetterHeal('serious')).toBe('light');
    expect(bonesetterHeal('critical')).toBe('serious');
    expect(bonesetterCost(2)).toBe(6);
  });

  it('DW-EP-05 A-50 training converts 2 RP to an EP, whole EP only', () => {
    expect(trainingCost(10)).toBe(20);
    expect(trainingAffordable(21)).toBe(10);
  });

  it('DW-MISSION-PRE-34 A-20 rounds by the exact average: 150 gives 3, 150.5 gives 4, 351 gives 6', () => {
    expect(missionDuration(150, 150)).toBe(3);
    expect(missionDuration(150, 151)).toBe(4);
    expect(missionDuration(250, 250)).toBe(4);
    expect(missionDuration(300, 400)).toBe(5);
    expect(missionDuration(351, 351)).toBe(6);
  });

  it('DW-MISSION-PRE-35 the weaker may add a round when the difference less the CP used is 20 or more', () => {
    expect(extraRoundAllowed(45, 20)).toBe(true);
    expect(extraRoundAllowed(45, 25)).toBe(true);
    expect(extraRoundAllowed(45, 30)).toBe(false);
  });

  it('DW-ATTR-12 DW-ATTR-13 W-18 W-19 AP-scaled limits count per group: one consecration in 190, two marks in 180', () => {
    expect(perGroupLimit(190, 100, 'full')).toBe(1);
    expect(perGroupLimit(180, 100, 'started')).toBe(2);
  });

  it('DW-MISSION-PRE-36 missions are fought on 120 by 60 cm', () => {
    expect(BATTLEFIELD_CM).toEqual({ width: 120, depth: 60 });
  });
});
