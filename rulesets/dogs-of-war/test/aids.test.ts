import { describe, expect, it } from 'vitest';
import { unwrap } from '@skirmish/core';
import {
  activateNexus,
  advisedLength,
  blazeStep,
  BLAZE_STR,
  BUILDINGS,
  collapseDamages,
  forcingDifficulty,
  guardIgnores,
  HOOK_RANGE_CM,
  indestructibleIgnores,
  isDestroyed,
  ladderPushDifficulty,
  MATERIALS,
  materialSP,
  mayUseSiegeEquipment,
  meetsFilter,
  nexusBudgetOk,
  nexusQuantity,
  obstaclePenaltyIgnored,
  ramStrength,
  reliefCrossing,
  reparation,
  roarFear,
  scenerySize,
  SIEGE,
  structureDamage,
  sweepStrength,
  SWEEP_DEF_DIFFICULTY,
  titanDisengageBlocked,
  titansAllowed,
  titanWeakBlow,
} from '../src/aids.ts';
import { materialName, sceneryLevelName } from '../src/words.ts';
import { violationText } from '../src/texts.ts';
import { content } from './helpers.ts';

const tables = content.tables;

describe('scenery and structures', () => {
  it('scenery Sizes and materials are named in both languages for the table aids, an unknown material as it is', () => {
    expect(sceneryLevelName('Very Large', 'en')).toBe('Very Large');
    expect(sceneryLevelName('Very Large', 'hu')).toBe('Nagyon nagy');
    expect(sceneryLevelName('ignored', 'hu')).toBe('figyelmen kívül marad');
    expect(Object.keys(MATERIALS).map((m) => materialName(m, 'hu'))).not.toContain('stone');
    expect(materialName('stone', 'hu')).toBe('kő');
    expect(materialName('oak', 'hu')).toBe('oak');
  });

  it('DW-SCENERY-04 A-21 size by height: under 1 ignored, [1,3] Small, (3,4] Medium, (4,8] Large, above Very Large', () => {
    expect([0.5, 1, 3, 3.5, 4, 6, 8, 9].map(scenerySize)).toEqual([
      'ignored',
      'Small',
      'Small',
      'Medium',
      'Medium',
      'Large',
      'Large',
      'Very Large',
    ]);
  });

  it('DW-SCENERY-06 DW-SCENERY-07 smaller relief is ignored, larger blocks, the same Size is climbed', () => {
    expect(reliefCrossing('Small', 'Medium')).toBe('ignored');
    expect(reliefCrossing('Large', 'Medium')).toBe('blocked');
    expect(reliefCrossing('Medium', 'Medium')).toBe('climb');
  });

  it('DW-SCENERY-08 an obstacle two Sizes below the smaller fighter gives no firing penalty', () => {
    expect(obstaclePenaltyIgnored('Small', 'Large', 'Large')).toBe(true);
    expect(obstaclePenaltyIgnored('Small', 'Medium', 'Large')).toBe(false);
  });

  it('DW-STRUCT-01 DW-STRUCT-02 A-06 the structure table by STR - RES and die', () => {
    const sp = (d: number, die: number) => unwrap(structureDamage(d, die, tables));
    expect([1, 2, 3, 4, 5, 6].map((die) => sp(-1, die))).toEqual([0, 0, 0, 1, 1, 1]);
    expect([1, 2, 3, 4, 5].map((die) => sp(1, die))).toEqual([0, 0, 1, 1, 2]);
    expect([1, 2, 3, 4, 5].map((die) => sp(3, die))).toEqual([0, 1, 1, 2, 3]);
    expect([1, 2, 3, 4, 6].map((die) => sp(5, die))).toEqual([1, 1, 2, 2, 3]);
    expect(sp(7, 1)).toBe(1);
  });

  it('DW-STRUCT-02 A-05 the lost rows are content: the sample has none, so a difference of 6+ on 2-6 is refused', () => {
    expect(tables.structureDamage.rows).toEqual([]);
    const r = structureDamage(7, 3, tables);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'struct/rule-data-missing', rule: 'DW-STRUCT-02' });
    const row: [number, number[]] = [6, [1, 2, 3, 3, 4]];
    const printed = { ...tables, structureDamage: { ...tables.structureDamage, rows: [row] } };
    expect(unwrap(structureDamage(7, 3, printed))).toBe(3);
  });

  it('DW-STRUCT-05 DW-STRUCT-10 DW-BUILD-10 an element at 0 SP is destroyed; 15 SP or more crush when they fall', () => {
    expect([isDestroyed(0), isDestroyed(-2), isDestroyed(1)]).toEqual([true, true, false]);
    expect(collapseDamages(BUILDINGS['big stone house'] ?? 0)).toBe(true);
    expect(collapseDamages(BUILDINGS['stone bridge'] ?? 0)).toBe(false);
  });

  it('DW-STRUCT-15 a blaze: 1-2 shrinks by 5 (a Blaze/0 goes out), 3 holds, 4-6 grows by 5', () => {
    expect([blazeStep(0, 1), blazeStep(10, 2), blazeStep(10, 3), blazeStep(10, 5)].map(unwrap)).toEqual([
      null,
      5,
      10,
      15,
    ]);
  });

  it('DW-STRUCT-15 a blaze step refuses a counter that is no Blaze/X and a die that shows no face, in both languages', () => {
    const refused = (x: number, roll: number) => {
      const r = blazeStep(x, roll);
      if (r.ok) throw new Error(`Blaze/${x} with a ${roll} was read`);
      return [r.error.code, violationText(r.error, 'en'), violationText(r.error, 'hu')];
    };
    // A counter starts at Blaze/0 and moves by 5: never a fraction, below 0 or between the steps.
    expect(refused(2.5, 3)).toEqual([
      'blaze/bad-counter',
      'A Blaze counter reads 0, 5, 10 and so on, not 2.5',
      'Ez nem szabályos: a tűzjelző értéke 0, 5, 10 és így tovább, nem 2.5',
    ]);
    expect(refused(-5, 3)[0]).toBe('blaze/bad-counter');
    expect(refused(7, 3)[0]).toBe('blaze/bad-counter');
    expect(refused(10, 7)).toEqual([
      'blaze/bad-die',
      'A die shows 1 to 6, not 7',
      'Ez nem szabályos: a kocka 1 és 6 között mutat, nem 7',
    ]);
    expect(refused(10, 0)[0]).toBe('blaze/bad-die');
    expect(refused(10, 3.5)[0]).toBe('blaze/bad-die');
  });

  it("the blaze figures kept for the table: STR 8 in the zone and at an activation's end there, 6 passing through (when to roll is left to the table)", () => {
    expect(BLAZE_STR).toEqual({ zone: 8, endActivation: 8, passing: 6 });
  });

  it('DW-BUILD-01 W-56 stone 2 cm thick: 3 x 2 = 6 SP; A-22 the product is rounded up', () => {
    expect(materialSP(MATERIALS['stone']?.spValue ?? 0, 2)).toBe(6);
    expect(materialSP(3, 2.5)).toBe(8);
  });

  it("DW-BUILD-03 the buildings' SP", () => {
    expect(BUILDINGS).toMatchObject({
      'canvas tent': 3,
      'cob hut': 4,
      'wood cabin': 5,
      'small stone building': 10,
      'stone dungeon': 18,
    });
  });

  it('DW-BUILD-04 the materials printed before the table was cut', () => {
    expect(MATERIALS['glass']).toEqual({ res: 0, spValue: 1, abilities: ['Breakable', 'Transparent'] });
    expect(MATERIALS['corrupt flesh']).toEqual({ res: 3, spValue: 2, abilities: [] });
  });

  it('DW-BUILD-07 Indestructible ignores a Damage roll below its RES', () => {
    expect(indestructibleIgnores(7, 8)).toBe(true);
    expect(indestructibleIgnores(8, 8)).toBe(false);
  });
});

describe('siege', () => {
  it('DW-SIEGE-02 DW-SIEGE-22 DW-SIEGE-24 DW-STRUCT-22 DW-SIEGE-04 costs of siege equipment', () => {
    expect([
      SIEGE.ram.cost,
      SIEGE.ladder.cost,
      SIEGE.rope.cost,
      SIEGE.incendiary.cost,
      SIEGE.stones.cost,
      SIEGE.pitch.cost,
    ]).toEqual([10, 5, 3, 3, 10, 15]);
  });

  it("DW-SIEGE-08 W-55 ram STR = 5 + carriers' STR with wound penalties: 23", () => {
    expect(
      unwrap(
        ramStrength([
          { str: 4, wound: 'none' },
          { str: 6, wound: 'light' },
          { str: 3, wound: 'serious' },
          { str: 8, wound: 'none' },
        ]),
      ),
    ).toBe(23);
  });

  it('DW-SIEGE-08 the ram STR refuses a ram without carriers, a STR no profile has and an unknown wound, in both languages', () => {
    type Carriers = Parameters<typeof ramStrength>[0];
    const refused = (carriers: Carriers) => {
      const r = ramStrength(carriers);
      if (r.ok) throw new Error(`a ram of STR ${r.value} was read`);
      return [r.error.code, violationText(r.error, 'en'), violationText(r.error, 'hu')];
    };
    expect(refused([])).toEqual([
      'ram/no-carriers',
      'A ram needs at least one carrier',
      'Ez nem szabályos: a faltörő kost legalább egy harcosnak kell vinnie',
    ]);
    expect(
      refused([
        { str: 4, wound: 'none' },
        { str: 3.5, wound: 'none' },
      ]),
    ).toEqual([
      'ram/bad-str',
      "A carrier's STR is a whole number from 0 to 30, not 3.5",
      'Ez nem szabályos: egy vivő ERŐ-je 0 és 30 közötti egész szám, nem 3.5',
    ]);
    expect(refused([{ str: -1, wound: 'none' }])[0]).toBe('ram/bad-str');
    expect(refused([{ str: 31, wound: 'none' }])[0]).toBe('ram/bad-str');
    // A wound from outside the typed list (a front end's parsing gone wrong) is named, not read as none.
    expect(refused([{ str: 4, wound: 'grazed' as 'light' }])).toEqual([
      'ram/bad-wound',
      'A carrier\'s wound is none, light, serious or critical, not "grazed"',
      'Ez nem szabályos: egy vivő sebe nincs, könnyű, súlyos vagy kritikus lehet, nem „grazed”',
    ]);
  });

  it('DW-SIEGE-12 hook range by Size', () => {
    expect(HOOK_RANGE_CM).toEqual({ Small: 12, Medium: 15, Large: 18, 'Very Large': 22 });
  });

  it('DW-SIEGE-01 machines, riders and low-DIS Creatures never use siege equipment', () => {
    expect(mayUseSiegeEquipment({ creature: false, dis: 3, machine: false, mounted: false })).toBe(true);
    expect(mayUseSiegeEquipment({ creature: true, dis: 2, machine: false, mounted: false })).toBe(false);
    expect(mayUseSiegeEquipment({ creature: false, dis: 3, machine: true, mounted: false })).toBe(false);
    expect(mayUseSiegeEquipment({ creature: false, dis: 3, machine: false, mounted: true })).toBe(false);
  });

  it("DW-SIEGE-21 pushing a ladder: difficulty 6 + the climber's printed RES", () => {
    expect(ladderPushDifficulty(5)).toBe(11);
  });
});

describe('nexuses and titans', () => {
  it('DW-NEXUS-13 W-60 one per full X AP: 599 gives 1, 600 gives 2', () => {
    expect(nexusQuantity(599, 300)).toBe(1);
    expect(nexusQuantity(600, 300)).toBe(2);
  });

  it('DW-NEXUS-17 at most a quarter of the army on nexuses', () => {
    expect(nexusBudgetOk(50, 200)).toBe(true);
    expect(nexusBudgetOk(51, 200)).toBe(false);
  });

  it('DW-NEXUS-11 W-59 a 5/2 load: five successes a game, two a round, failures spend nothing', () => {
    let load = { total: 5 as const, perRound: 2, spent: 0, spentThisRound: 0 };
    load = unwrap(activateNexus(load, false)) as typeof load;
    expect(load.spent).toBe(0);
    load = unwrap(activateNexus(load, true)) as typeof load;
    load = unwrap(activateNexus(load, true)) as typeof load;
    expect(activateNexus(load, true).ok).toBe(false);
    expect(activateNexus({ ...load, spent: 5, spentThisRound: 0 }, true).ok).toBe(false);
  });

  it('DW-NEXUS-21 DW-NEXUS-30 forcing: +2 to the trial; never without a trial, a load, or against Inviolable', () => {
    expect(unwrap(forcingDifficulty(6, 2, 0, 1, false))).toBe(8);
    expect(forcingDifficulty(null, 2, 0, 1, false).ok).toBe(false);
    expect(forcingDifficulty(6, 0, 0, 1, false).ok).toBe(false);
    expect(forcingDifficulty(6, 2, 1, 1, false).ok).toBe(false);
    expect(forcingDifficulty(6, 2, 0, 1, true).ok).toBe(false);
  });

  it('DW-NEXUS-04 W-57 "MOV 10 -" is at most 10, "FEAR 6+" at least 6, on printed values', () => {
    expect(meetsFilter(10, 10, 'max')).toBe(true);
    expect(meetsFilter(12.5, 10, 'max')).toBe(false);
    expect(meetsFilter(6, 6, 'min')).toBe(true);
    expect(meetsFilter(null, 6, 'min')).toBe(false);
  });

  it('DW-NEXUS-27 DW-NEXUS-32 Guard ignores on X+; Reparation repeats while it succeeds, up to printed SP', () => {
    expect(guardIgnores(5, 5)).toBe(true);
    expect(guardIgnores(4, 5)).toBe(false);
    expect(reparation([6, 5, 2, 6], 5, 1, 4)).toEqual({ sp: 3, used: 3 });
    expect(reparation([6, 6, 6], 5, 3, 4)).toEqual({ sp: 4, used: 2 });
    expect(reparation([6], 5, 0, 4)).toEqual({ sp: 0, used: 0 });
  });

  it('DW-TITAN-01 one Titan per full 1000 AP, worth at most half the army', () => {
    expect(titansAllowed(1000, [500])).toBe(true);
    expect(titansAllowed(999, [400])).toBe(false);
    expect(titansAllowed(1200, [700])).toBe(false);
  });

  it("DW-TITAN-09 a blow of STR up to half the Titan's RES (rounded up) is weak", () => {
    expect(titanWeakBlow(6, 11)).toBe(true);
    expect(titanWeakBlow(7, 11)).toBe(false);
  });

  it('DW-TITAN-05 enemies of total Force 10 stop a Titan disengaging', () => {
    expect(titanDisengageBlocked(10)).toBe(true);
    expect(titanDisengageBlocked(9)).toBe(false);
  });

  it('DW-TITAN-15 DW-TITAN-16 Sweep: DEF 7 or a hit at half STR; Roar: FEAR + 1', () => {
    expect(SWEEP_DEF_DIFFICULTY).toBe(7);
    expect(sweepStrength(13)).toBe(7);
    expect(roarFear(6)).toBe(7);
  });
});

describe('the length of the game', () => {
  it('DW-ROLE-14 DW-MISSION-DURING-27 the advisors before the last round: 4+ changes the length by one, both succeeding must agree', () => {
    const longer = { roll: 4, wish: 'longer' } as const;
    const shorter = { roll: 6, wish: 'shorter' } as const;
    // Nobody rolls, or 1 to 3: the length stands.
    expect(unwrap(advisedLength(4, null, null))).toEqual({ rounds: 4, endsNow: false });
    expect(unwrap(advisedLength(4, { roll: 3, wish: 'longer' }, null))).toEqual({ rounds: 4, endsNow: false });
    // One success decides alone: a round more, or the game ends now.
    expect(unwrap(advisedLength(4, longer, null))).toEqual({ rounds: 5, endsNow: false });
    expect(unwrap(advisedLength(4, null, shorter))).toEqual({ rounds: 3, endsNow: true });
    expect(unwrap(advisedLength(4, longer, { roll: 2, wish: 'shorter' }))).toEqual({ rounds: 5, endsNow: false });
    // Both succeed: the change they agree on, else none.
    expect(unwrap(advisedLength(4, shorter, { roll: 5, wish: 'shorter' }))).toEqual({ rounds: 3, endsNow: true });
    expect(unwrap(advisedLength(4, longer, shorter))).toEqual({ rounds: 4, endsNow: false });
    expect(unwrap(advisedLength(4, longer, { roll: 5, wish: 'same' }))).toEqual({ rounds: 4, endsNow: false });
    expect(advisedLength(4, { roll: 7, wish: 'longer' }, null).ok).toBe(false);
  });
});
