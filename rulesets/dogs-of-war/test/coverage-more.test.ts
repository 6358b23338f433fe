import { describe, expect, it } from 'vitest';
import { q, unwrap } from '@skirmish/core';
import { machineRecoveryDist } from '../src/afterbattle.ts';
import type { Choice } from '../src/choices.ts';
import type { DogsContent } from '../src/content/schema.ts';
import { warriorRankUps } from '../src/experience.ts';
import { buyAttribute, spendEP } from '../src/management.ts';
import { NEUTRAL_SEAT } from '../src/hunt.ts';
import { remainsOf } from '../src/scenery.ts';
import {
  captainC,
  company,
  companyOf,
  content,
  done,
  editSoldier,
  engine,
  goblinArchers,
  goblinCompany,
  orcCompany,
  play,
  playAll,
  recruitC,
  refuse,
  soldier,
  soldierNamed,
  start,
  type M,
  hornFamiliarSent,
} from './helpers.ts';

describe('after the battle', () => {
  it('DW-RECUP-11 a machine that lost at most half of its SP comes back whole, with no roll', () => {
    // 8 SP: losing 4 (half) or fewer gives full SP for certain; losing 5 rolls (2-3 gives all back).
    for (const lost of [0, 1, 4]) expect(machineRecoveryDist(8, lost).p(8).equals(q(1))).toBe(true);
    expect(machineRecoveryDist(8, 5).p(8).equals(q(3, 36))).toBe(true);
  });
});

describe('scenery', () => {
  it('DW-STRUCT-07 DW-STRUCT-08 a destroyed door or window opens its passage; a wall, barricade or palisade opens a breach', () => {
    expect(remainsOf('door')).toBe('passage');
    expect(remainsOf('window')).toBe('passage');
    expect(remainsOf('wall')).toBe('breach');
    expect(remainsOf('barricade')).toBe('breach');
    expect(remainsOf('palisade')).toBe('breach');
  });
});

describe('formation', () => {
  it('DW-RECRUIT-19 the formation steps cannot be passed before the captain is named', () => {
    const m = start();
    expect(refuse(m, 'red', done)).toEqual({ code: 'formation/no-captain', rule: 'DW-RECRUIT-19' });
    // Once he is named, the same step may end.
    const named = play(m, 'red', captainC('goblin-boss', 'Boss')).match;
    expect(play(named, 'red', done).match.state.stages['red']).toEqual({ kind: 'formation', step: 'experience' });
  });

  it('DW-RECRUIT-10 a recruit cannot be bound to another faction than the one printed on his card', () => {
    const m = play(start(), 'blue', captainC('wolfen-pack-leader', 'Pack', ['path-of-opal'])).match;
    // The Wolfen hunter's card binds him to the Path of Opal: naming the Wheel of Dreams is refused.
    expect(refuse(m, 'blue', recruitC('wolfen-hunter', 'Hunt', [], 'Wheel of Dreams'))).toEqual({
      code: 'recruit/faction',
      rule: 'DW-RECRUIT-10',
    });
    const joined = play(m, 'blue', recruitC('wolfen-hunter', 'Hunt', [], 'Path of Opal')).match;
    expect(soldierNamed(joined, 'blue', 'Hunt').faction).toBe('Path of Opal');
  });
});

describe('experience and attributes', () => {
  it('DW-ATTR-03 an attribute for mystics goes to a magician or a faithful, never to a plain warrior', () => {
    const charm: DogsContent = {
      ...content,
      attributes: [
        ...content.attributes,
        {
          id: 'mystic-charm',
          name: 'Mystic charm',
          sample: true,
          kind: 'artifact',
          cost: 5,
          usableBy: 'mystic',
          people: null,
          abilities: [],
          bonuses: {},
          structure: null,
          perGroupAP: null,
        },
      ],
    };
    // An artifact is for champions (DW-ATTR-06): all three are, so only the mystic condition differs.
    const warrior = soldier({ id: 'w', champion: true });
    const mage = soldier({
      id: 'm',
      type: 'magician',
      rank: 'Initiate',
      champion: true,
      original: { ...soldier().original, POW: 4 },
    });
    const priest = soldier({
      id: 'f',
      type: 'faithful',
      rank: 'Devout',
      champion: true,
      original: { ...soldier().original, FAITH: 5 },
    });
    const c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), warrior, mage, priest]);
    const refused = buyAttribute(c, charm, 'mystic-charm', 'w');
    expect(refused.ok ? null : [refused.error.code, refused.error.rule]).toEqual(['attr/not-usable', 'DW-ATTR-03']);
    for (const who of ['m', 'f']) {
      const bought = unwrap(buyAttribute(c, charm, 'mystic-charm', who)).company;
      expect(bought.soldiers.find((s) => s.id === who)?.attributes.map((a) => a.id)).toEqual(['mystic-charm']);
      expect(bought.resources).toBe(45);
    }
  });

  it('DW-EVOLVE-RANK-06 only a magician buys a new Element or path, however much EP a warrior has', () => {
    const warrior = soldier({ id: 'w', rank: 'Elite', ep: { acquired: 300, used: 0, lost: 0 } });
    for (const kind of ['element', 'path'] as const) {
      const r = spendEP(companyOf([warrior]), content, 'w', { kind });
      expect(r.ok ? null : [r.error.code, r.error.rule]).toEqual(['ep/not-magician', 'DW-EVOLVE-RANK-06']);
    }
  });
  it('DW-EVOLVE-RANK-05 mystic ranks never rise by EP alone, however many are acquired', () => {
    for (const rank of ['Initiate', 'Devout', 'Adept', 'Zealot', 'Master', 'Dean'] as const)
      expect(warriorRankUps(rank, 400)).toEqual({ ranks: [], choice: false });
  });

  it('DW-EVOLVE-RANK-02 a Living Legend of the first track stays one at 400 EP: only a Creature goes on to Major Ally', () => {
    expect(warriorRankUps('LivingLegend', 400)).toEqual({ ranks: [], choice: false });
    expect(warriorRankUps('Creature', 400)).toEqual({ ranks: ['LivingLegend', 'MajorAlly'], choice: false });
  });
});

describe('balancing', () => {
  it('DW-ATTR-15 a Familiar is bound to its magician: balancing cannot keep it and send the magician home', () => {
    // Horn is made Grash's Familiar (bought as his attribute for 7). Red sends all (105 + 7 for the
    // Familiar) against Blue's captain alone (20), so Red must lower his group.
    let m: M = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(m);
    m = hornFamiliarSent(m);
    const boss = company(m, 'blue').captain ?? '';
    m = play(m, 'blue', { kind: 'form-group', soldiers: [boss], attributes: [], hires: [], explorers: [] }).match;
    expect(m.state.battles[0]?.step).toBe('balance');
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    const horn = soldierNamed(m, 'red', 'Horn');
    // Jaws (24) and the Familiar (7) would be worth 31, within 20-70: only the Familiar's bond refuses it.
    expect(refuse(m, 'red', { kind: 'balance', soldiers: [jaws, horn.id], hires: [] })).toEqual({
      code: 'group/familiar-alone',
      rule: 'DW-ATTR-15',
    });
    const kept = play(m, 'red', { kind: 'balance', soldiers: [jaws], hires: [] }).match;
    expect(kept.state.battles[0]?.groups['red']?.soldiers).toEqual([jaws]);
  });

  it('DW-MISSION-PRE-17 balancing only takes fighters out: one named twice, or a hire more often than hired, is refused', () => {
    // Red sends everyone and a Griffin mercenary (22) against Blue's captain alone (20): Red must come down to 20-70.
    let m: M = orcCompany(start());
    m = playAll(m, 'red', [done, done]);
    m = goblinArchers(m);
    m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const everyone = company(m, 'red').soldiers.map((s) => s.id);
    m = play(m, 'red', {
      kind: 'form-group',
      soldiers: everyone,
      attributes: [],
      hires: ['griffin-mercenary'],
      explorers: [],
    }).match;
    const boss = company(m, 'blue').captain ?? '';
    m = play(m, 'blue', { kind: 'form-group', soldiers: [boss], attributes: [], hires: [], explorers: [] }).match;
    expect(m.state.battles[0]?.step).toBe('balance');
    const jaws = soldierNamed(m, 'red', 'Jaws').id;
    // Jaws twice would be a group of 48, the mercenary twice one of 44: each a fighter who is not there.
    const notSubset = { code: 'balance/not-subset', rule: 'DW-MISSION-PRE-17' };
    expect(refuse(m, 'red', { kind: 'balance', soldiers: [jaws, jaws], hires: [] })).toEqual(notSubset);
    expect(
      refuse(m, 'red', { kind: 'balance', soldiers: [], hires: ['griffin-mercenary', 'griffin-mercenary'] }),
    ).toEqual(notSubset);
    const kept = play(m, 'red', { kind: 'balance', soldiers: [jaws], hires: ['griffin-mercenary'] }).match;
    expect(kept.state.battles[0]?.groups['red']).toMatchObject({ soldiers: [jaws], value: 24 + 22 });
  });
});

describe("Hang 'Em High", () => {
  const SEATS = ['red', 'blue', 'green'] as const;

  /** Three goblin companies formed; day 1 offers Raid 1 and Raid 2, and red and blue take Raid 1. */
  function day1(): M {
    let m = unwrap(
      engine.start(11, {
        companies: SEATS.map((seat) => ({ seat, name: `The ${seat} company` })),
        missions: 5,
        campaign: 'hang-em-high',
      }),
    );
    m = goblinCompany(m, 'red');
    m = goblinCompany(m, 'blue');
    m = playAll(m, 'green', [
      captainC('goblin-boss', 'Boss'),
      recruitC('goblin-warrior', 'Gob'),
      recruitC('goblin-warrior', 'Gab'),
      done,
      done,
    ]);
    m = play(m, 'green', done, [6, 6, 5, 3, 1]).match;
    m = play(m, 'red', { kind: 'pick-offer', offer: 'raid-1' }).match;
    return play(m, 'blue', { kind: 'pick-offer', offer: 'raid-1' }, [6, 1, 6, 1]).match;
  }

  it('DW-CAMPAIGN-11 DW-ROLE-17 a prospector with an aftereffect is not sent searching for the Cardinal', () => {
    let m = day1();
    const gob = soldierNamed(m, 'red', 'Gob').id;
    m = editSoldier(m, 'red', 'Gob', (s) => ({ ...s, role: 'prospector', aftereffect: 'light' }));
    const others = company(m, 'red')
      .soldiers.filter((s) => s.id !== gob)
      .map((s) => s.id);
    const group: Choice = { kind: 'form-group', soldiers: others, attributes: [], hires: [], explorers: [] };
    expect(refuse(m, 'red', { ...group, searchers: [gob] })).toEqual({ code: 'explore/wounded', rule: 'DW-ROLE-17' });
    // Healed, he may go.
    m = editSoldier(m, 'red', 'Gob', (s) => ({ ...s, aftereffect: 'none' }));
    expect(play(m, 'red', { ...group, searchers: [gob] }).match.state.battles.length).toBeGreaterThan(0);
  });
  it('DW-CAMPAIGN-07 DW-MISSION-PRE-17 a neutral group may not stand more than 50 above the group already formed against it', () => {
    let m = day1();
    // Green faces the neutral company alone: his boss goes alone, and the cap is set 55 above him.
    const boss = company(m, 'green').captain ?? '';
    const alone = soldierNamed(m, 'green', 'Boss').initialValue;
    m = play(m, 'green', { kind: 'neutral-cap', cap: alone + 55, controller: 'red' }).match;
    m = play(m, 'green', { kind: 'form-group', soldiers: [boss], attributes: [], hires: [], explorers: [] }).match;
    expect(m.state.battles.find((b) => b.neutral)?.groups['green']?.value).toBe(alone);
    // At the cap it would be 55 above him; at cap - 9 it is 46 above, within balancing.
    expect(refuse(m, 'red', { kind: 'neutral-group', value: alone + 55 })).toEqual({
      code: 'neutral/too-strong',
      rule: 'DW-CAMPAIGN-07',
    });
    m = play(m, 'red', { kind: 'neutral-group', value: alone + 46 }).match;
    expect(m.state.battles.find((b) => b.neutral)?.groups[NEUTRAL_SEAT]?.value).toBe(alone + 46);
  });
});
