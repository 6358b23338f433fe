import { describe, expect, it } from 'vitest';
import {
  actualStrength,
  allyBonus,
  companyValue,
  maximumStrength,
  recruitmentPoints,
  soldierValue,
  unusedEP,
} from '../src/company.ts';
import { unwrap } from '@skirmish/core';
import { characteristicCost } from '../src/experience.ts';
import { nameCaptain, newCompany, recruit } from '../src/management.ts';
import type { DogsContent, Profile } from '../src/content/schema.ts';
import {
  captainC,
  company,
  companyOf,
  content,
  done,
  editCompany,
  engine,
  goblinCompany,
  orcCompany,
  play,
  playAll,
  recruitC,
  refuse,
  soldier,
  soldierNamed,
  start,
  startLeague,
} from './helpers.ts';

describe('company formation (worked example W-20)', () => {
  it('DW-COMPANY-01 a new company starts with 125 renown, 50 RP and 90 formation EP', () => {
    const c = company(start(), 'red');
    expect([c.renown, c.resources, c.formationEP]).toEqual([125, 50, 90]);
  });

  it('DW-CAPTAIN-03 DW-CAPTAIN-04 DW-COMPANY-18 W-02 the captain is the first value, a champion, and gives his people', () => {
    const m = play(start(), 'red', captainC('jackal-master-of-rites', 'Grash')).match;
    const c = company(m, 'red');
    expect(companyValue(c)).toBe(32);
    expect(recruitmentPoints(c)).toBe(93);
    expect(soldierNamed(m, 'red', 'Grash').champion).toBe(true);
    expect(c.people).toBe('bran-o-kor');
    expect(maximumStrength(c, content).total).toBe(9);
  });

  it('DW-RECRUIT-19 formation runs captain, recruits, EP, attributes in that order', () => {
    const m = start();
    expect(refuse(m, 'red', recruitC('orc-brute', 'B')).code).toBe('phase/wrong-step');
    const m2 = play(m, 'red', captainC('jackal-master-of-rites', 'Grash')).match;
    expect(refuse(m2, 'red', { kind: 'buy-attribute', attribute: 'mahata', soldier: 's1' }).code).toBe(
      'phase/wrong-step',
    );
    expect(refuse(m2, 'red', { kind: 'assign-ep', soldier: 's1', ep: 10 }).code).toBe('phase/wrong-step');
  });

  it('DW-ATTR-24 attributes are bought only after the formation EP have changed the characteristics', () => {
    let m = playAll(start(), 'red', [captainC('jackal-master-of-rites', 'Grash'), done]);
    const id = soldierNamed(m, 'red', 'Grash').id;
    expect(refuse(m, 'red', { kind: 'buy-attribute', attribute: 'mahata', soldier: id }).code).toBe('phase/wrong-step');
    m = play(m, 'red', done).match;
    expect(
      play(m, 'red', { kind: 'buy-attribute', attribute: 'mahata', soldier: id }).match.state.companies['red']
        ?.resources,
    ).toBe(38);
  });

  it("DW-COMPANY-17 a soldier's name changes nothing: two brutes named apart are the same fighter", () => {
    const m = playAll(start(), 'red', [
      captainC('jackal-master-of-rites', 'Grash'),
      recruitC('orc-brute', 'Gor'),
      recruitC('orc-brute', 'Mak the Great'),
    ]);
    const a = soldierNamed(m, 'red', 'Gor');
    const b = soldierNamed(m, 'red', 'Mak the Great');
    expect({ ...a, id: '', name: '' }).toEqual({ ...b, id: '', name: '' });
  });

  it('DW-COMPANY-02 DW-SOLDIER-03 DW-RECRUIT-05 DW-RECRUIT-02 W-09 W-08 recruits add their values; the goblin Ally pays ceil(10/2) RP', () => {
    let m = playAll(start(), 'red', [
      captainC('jackal-master-of-rites', 'Grash'),
      recruitC('aurochs-horn-blower', 'Horn'),
      recruitC('orc-brute', 'B1'),
      recruitC('orc-brute', 'B2'),
    ]);
    expect(companyValue(company(m, 'red'))).toBe(84);
    expect(recruitmentPoints(company(m, 'red'))).toBe(41);
    m = play(m, 'red', recruitC('goblin-archer', 'Snik')).match;
    expect(companyValue(company(m, 'red'))).toBe(94);
    expect(company(m, 'red').resources).toBe(45);
    expect(soldierNamed(m, 'red', 'Snik').ally).toBe(true);
  });

  it('DW-RECRUIT-05 an Ally of an odd value pays half of it rounded up (11 costs 6 RP, a quarter with a recruiter 3)', () => {
    expect(allyBonus(11, false)).toBe(6);
    expect(allyBonus(11, true)).toBe(3);
    expect(allyBonus(10, false)).toBe(5);
  });

  it('DW-RECRUIT-05 A-28 an Ally whose bonus is more than the RP left is refused, and the company keeps what it had', () => {
    let m = playAll(start(), 'red', [
      captainC('jackal-master-of-rites', 'Grash'),
      recruitC('aurochs-horn-blower', 'Horn'),
      recruitC('orc-brute', 'B1'),
      recruitC('orc-brute', 'B2'),
    ]);
    // The goblin archer, 5th soldier, is within the Ally ratio; his bonus is ceil(10 / 2) = 5 RP:
    // with 4 left he cannot join; with 5 he can.
    m = editCompany(m, 'red', (c) => ({ ...c, resources: 4 }));
    expect(refuse(m, 'red', recruitC('goblin-archer', 'Snik'))).toEqual({
      code: 'rp/not-enough',
      rule: 'DW-RECRUIT-05',
    });
    expect(company(m, 'red').resources).toBe(4);
    expect(company(m, 'red').soldiers).toHaveLength(4);
    m = editCompany(m, 'red', (c) => ({ ...c, resources: 5 }));
    m = play(m, 'red', recruitC('goblin-archer', 'Snik')).match;
    expect(company(m, 'red').resources).toBe(0);
  });

  it('DW-EP-01 DW-EP-02 DW-EVOLVE-CHAR-05 DW-SOLDIER-04 W-13 W-15 the formation example spends and revalues exactly as the book', () => {
    const m = orcCompany(start());
    const grash = soldierNamed(m, 'red', 'Grash');
    expect(grash.ep).toEqual({ acquired: 30, used: 23, lost: 0 });
    expect(unusedEP(grash)).toBe(7);
    expect(soldierValue(grash)).toBe(34);
    expect(soldierValue(soldierNamed(m, 'red', 'Jaws'))).toBe(24);
    expect(soldierValue(soldierNamed(m, 'red', 'Brute'))).toBe(19);
    expect(unusedEP(soldierNamed(m, 'red', 'Snik'))).toBe(18);
    expect(companyValue(company(m, 'red'))).toBe(105);
    expect(company(m, 'red').formationEP).toBe(0);
  });

  it('W-20 DW-ATTR-02 DW-SOLDIER-07 DW-COMPANY-05 attributes cost RP and leave value alone: value 105, RP 30, strength 5 of 9', () => {
    let m = orcCompany(start());
    m = play(m, 'red', done).match;
    m = play(m, 'red', {
      kind: 'buy-attribute',
      attribute: 'mahata',
      soldier: soldierNamed(m, 'red', 'Grash').id,
    }).match;
    expect(company(m, 'red').resources).toBe(33);
    m = play(m, 'red', {
      kind: 'buy-attribute',
      attribute: 'consecration',
      soldier: soldierNamed(m, 'red', 'Horn').id,
    }).match;
    const c = company(m, 'red');
    expect([companyValue(c), c.renown, c.resources, actualStrength(c), maximumStrength(c, content).total]).toEqual([
      105, 125, 30, 5, 9,
    ]);
    expect(soldierValue(soldierNamed(m, 'red', 'Grash'))).toBe(34);
  });

  it('DW-EP-01 no soldier gets more than 30 formation EP, the pool holds 90, and what is left is lost', () => {
    let m = playAll(start(), 'red', [captainC('jackal-master-of-rites', 'Grash'), recruitC('orc-brute', 'B'), done]);
    const id = soldierNamed(m, 'red', 'Grash').id;
    m = play(m, 'red', { kind: 'assign-ep', soldier: id, ep: 25 }).match;
    expect(refuse(m, 'red', { kind: 'assign-ep', soldier: id, ep: 6 }).rule).toBe('DW-EP-01');
    const r = play(m, 'red', done);
    expect(company(r.match, 'red').formationEP).toBe(0);
    expect(r.events.some((e) => e.type === 'ep-lost' && e['ep'] === 65)).toBe(true);
  });

  it('the log names the company whose formation EP are lost and whose attribute is bought', () => {
    const words = engine.ruleset.presenter!;
    let m = playAll(start(), 'red', [captainC('jackal-master-of-rites', 'Grash'), recruitC('orc-brute', 'B'), done]);
    const lost = play(m, 'red', done);
    const ep = lost.events.find((e) => e.type === 'ep-lost')!;
    expect(words.event(ep, 'en')).toBe('Red never assigned 90 formation EP: they are lost');
    expect(words.event(ep, 'hu')).toBe('Red 90 alapítási TP-t nem osztott ki; elveszett');
    m = lost.match;
    const bought = play(m, 'red', {
      kind: 'buy-attribute',
      attribute: 'mahata',
      soldier: soldierNamed(m, 'red', 'Grash').id,
    }).events.find((e) => e.type === 'attribute-bought')!;
    expect(words.event(bought, 'en')).toBe('Red buys Mahata for 12 RP');
    expect(words.event(bought, 'hu')).toBe('Red vásárol: Mahata, 12 erőforrásért');
    // An event of an older version carries no company name: its line stays as it was.
    const { companies: _, ...older } = bought;
    expect(words.event(older, 'en')).toBe('Mahata bought for 12 RP');
  });

  it('DW-EP-01 once the 90 formation EP are handed out, a founder who got none is given nothing more', () => {
    // The book's example hands out 30 + 19 + 23 + 18 = 90; the horn-blower, a founder too, got none.
    const m = orcCompany(start());
    expect(company(m, 'red').formationEP).toBe(0);
    const horn = soldierNamed(m, 'red', 'Horn');
    expect(horn.founder).toBe(true);
    expect(horn.ep.acquired).toBe(0);
    expect(refuse(m, 'red', { kind: 'assign-ep', soldier: horn.id, ep: 1 })).toEqual({
      code: 'ep/pool',
      rule: 'DW-EP-01',
    });
  });

  it('DW-COMPANY-03 W-01 a recruit that would push the sum past renown is refused; exactly 125 is allowed', () => {
    // Warlord 45, master of rites 32, two Jackal warriors 23 each: 123, two points short of renown.
    let m = playAll(start(), 'red', [
      captainC('orc-warlord', 'Boss'),
      recruitC('jackal-master-of-rites', 'R1'),
      recruitC('jackal-warrior', 'J1'),
      recruitC('jackal-warrior', 'J2'),
    ]);
    expect(companyValue(company(m, 'red'))).toBe(123);
    expect(refuse(m, 'red', recruitC('orc-brute', 'B')).rule).toBe('DW-COMPANY-03');
    expect(recruitmentPoints(company(m, 'red'))).toBe(2);
    // Warlord 45, two Jackal warriors 23 each, then two brutes 17 each: the last one lands on 125 exactly.
    m = playAll(start(), 'red', [
      captainC('orc-warlord', 'Boss'),
      recruitC('jackal-warrior', 'J1'),
      recruitC('jackal-warrior', 'J2'),
      recruitC('orc-brute', 'B1'),
      recruitC('orc-brute', 'B2'),
    ]);
    expect(companyValue(company(m, 'red'))).toBe(125);
  });

  it('DW-RECRUIT-18 DW-COMPANY-12 recruitment stops at maximum strength', () => {
    // An Irregular captain: maximum strength 5.
    let m = playAll(start(), 'blue', [captainC('goblin-warrior', 'Cap')]);
    expect(maximumStrength(company(m, 'blue'), content).total).toBe(5);
    for (let i = 0; i < 4; i++) m = play(m, 'blue', recruitC('goblin-warrior', `G${i}`)).match;
    expect(actualStrength(company(m, 'blue'))).toBe(5);
    expect(refuse(m, 'blue', recruitC('goblin-warrior', 'G9')).rule).toBe('DW-COMPANY-12');
  });

  it('DW-RECRUIT-03 W-04 A-30 the Ally ratio counts the new recruit and the captain', () => {
    // Goblin captain (Veteran, Leadership: 7 + 2 = 9). Orcs are allies of goblins.
    let m = playAll(start(), 'blue', [
      captainC('goblin-boss', 'Boss'),
      recruitC('goblin-warrior', 'G1'),
      recruitC('goblin-warrior', 'G2'),
    ]);
    // Third soldier would be the first ally: 1 <= floor(4/4).
    m = play(m, 'blue', recruitC('orc-brute', 'O1')).match;
    expect(refuse(m, 'blue', recruitC('orc-brute', 'O2')).rule).toBe('DW-RECRUIT-03');
    m = playAll(m, 'blue', [
      recruitC('goblin-warrior', 'G3'),
      recruitC('goblin-warrior', 'G4'),
      recruitC('goblin-warrior', 'G5'),
    ]);
    // 7 soldiers, the 8th may be the second ally: 2 <= floor(8/4).
    m = play(m, 'blue', recruitC('orc-brute', 'O2')).match;
    expect(company(m, 'blue').soldiers.filter((s) => s.ally)).toHaveLength(2);
  });

  it('DW-RECRUIT-04 W-04 Allies over the ratio after losses stay, and no Ally joins until the ratio holds again', () => {
    // 11 soldiers, 3 of them Allies (the ratio for 12 would be 3): the surplus after losses stays.
    const ally = (id: string) => soldier({ id, people: 'no-dan-kar', ally: true });
    const c = companyOf(
      [
        // A Major Ally captain and a sergeant: room for 16.
        soldier({ id: 'cap', rank: 'MajorAlly' }),
        soldier({ id: 'sgt', role: 'sergeant' }),
        ...Array.from({ length: 6 }, (_, i) => soldier({ id: `o${i}` })),
        ally('a1'),
        ally('a2'),
        ally('a3'),
      ],
      { renown: 1000 },
    );
    const r = recruit(c, content, 'goblin-archer', 'Snik', [], null, false);
    expect(r.ok ? null : r.error.rule).toBe('DW-RECRUIT-03');
    // One of his own people still may; nobody was sent away.
    const own = unwrap(recruit(c, content, 'orc-brute', 'Brute', [], null, false)).company;
    expect(actualStrength(own)).toBe(12);
    expect(own.soldiers.filter((x) => x.ally)).toHaveLength(3);
    // At 15 soldiers a fourth Ally fits: 4 <= floor(16 / 4).
    const grown = { ...c, soldiers: [...c.soldiers, ...['p1', 'p2', 'p3', 'p4'].map((id) => soldier({ id }))] };
    expect(recruit(grown, content, 'goblin-archer', 'Snik', [], null, false).ok).toBe(true);
  });

  it('DW-RECRUIT-03 W-04 at 13 soldiers three Allies at most, and at 14 with three an Ally may not be the 15th', () => {
    const ally = (id: string) => soldier({ id, people: 'no-dan-kar', ally: true });
    const withAllies = (others: number) =>
      companyOf(
        [
          // A Major Ally captain and a sergeant: room for 16.
          soldier({ id: 'cap', rank: 'MajorAlly' }),
          soldier({ id: 'sgt', role: 'sergeant' }),
          ...Array.from({ length: others }, (_, i) => soldier({ id: `o${i}` })),
          ally('a1'),
          ally('a2'),
          ally('a3'),
        ],
        { renown: 1000 },
      );
    for (const others of [7, 9]) {
      const c = withAllies(others);
      const r = recruit(c, content, 'goblin-archer', 'Snik', [], null, false);
      expect(r.ok ? null : r.error.rule, `${c.soldiers.length} soldiers`).toBe('DW-RECRUIT-03');
    }
    // The same 14 with two Allies: the 15th may be the third (floor(15 / 4) = 3).
    const two = withAllies(9);
    const lighter = { ...two, soldiers: two.soldiers.filter((x) => x.id !== 'a3') };
    expect(
      recruit(
        { ...lighter, soldiers: [...lighter.soldiers, soldier({ id: 'o9b' })] },
        content,
        'goblin-archer',
        'Snik',
        [],
        null,
        false,
      ).ok,
    ).toBe(true);
  });

  it('DW-RECRUIT-17 DW-COMPANY-03 W-48 renown 272 and a value of 244: recruits may total 28, not 29', () => {
    const c = companyOf(
      Array.from({ length: 4 }, (_, i) =>
        soldier({ id: `v${i}`, initialValue: 61, ep: { acquired: 0, used: 0, lost: 0 } }),
      ),
      { renown: 272 },
    );
    expect(companyValue(c)).toBe(244);
    expect(recruitmentPoints(c)).toBe(28);
    expect(recruit(c, content, 'orcs-devout', 'Dev', [], null, false).ok).toBe(true);
    const over = { ...c, renown: 271 };
    const r = recruit(over, content, 'orcs-devout', 'Dev', [], null, false);
    expect(r.ok ? null : r.error.rule).toBe('DW-COMPANY-03');
  });

  it('DW-COMPANY-05 EP may carry the value past renown: legal, nobody leaves, but nobody joins', () => {
    // Two soldiers of 60 initial value who used 30 EP each: 63 + 63 = 126 against 125 renown.
    const c = companyOf([
      soldier({ id: 'cap', initialValue: 60, ep: { acquired: 30, used: 30, lost: 0 } }),
      soldier({ id: 'x', initialValue: 60, ep: { acquired: 30, used: 30, lost: 0 } }),
    ]);
    expect(companyValue(c)).toBe(126);
    expect(recruitmentPoints(c)).toBe(-1);
    const r = recruit(c, content, 'goblin-warrior', 'G', [], null, false);
    expect(r.ok ? null : r.error.rule).toBe('DW-COMPANY-03');
    expect(c.soldiers).toHaveLength(2);
  });

  it("DW-RECRUIT-01 a recruit must be of the captain's people, an Allied people, a Mercenary or Stateless", () => {
    const m = playAll(start(), 'red', [
      captainC('jackal-master-of-rites', 'Grash'),
      recruitC('orc-brute', 'B1'),
      recruitC('orc-brute', 'B2'),
    ]);
    expect(refuse(m, 'red', recruitC('swordsman-of-alahan', 'Lion')).rule).toBe('DW-RECRUIT-01');
    const merc = play(m, 'red', recruitC('kelt-warrior', 'Kelt')).match;
    expect(soldierNamed(merc, 'red', 'Kelt').ally).toBe(true);
    const stateless = play(m, 'red', recruitC('stateless-sellsword', 'Sell')).match;
    expect(soldierNamed(stateless, 'red', 'Sell').ally).toBe(true);
  });

  it('DW-CAPTAIN-19 DW-RECRUIT-06 W-05 under a Mercenary captain every Mercenary counts as his people and pays no bonus', () => {
    let m = play(start(), 'red', captainC('griffin-mercenary', 'Merc')).match;
    m = play(m, 'red', recruitC('kelt-warrior', 'Kelt')).match;
    expect(soldierNamed(m, 'red', 'Kelt').ally).toBe(false);
    expect(company(m, 'red').resources).toBe(50);
    m = play(m, 'red', recruitC('griffin-conscript', 'Con')).match;
    expect(soldierNamed(m, 'red', 'Con').ally).toBe(false);
  });

  it("DW-SOLDIER-11 DW-SOLDIER-12 Characters and Elementals never join; a people's Immortal may, another's not", () => {
    const orcs = play(start(), 'red', captainC('jackal-master-of-rites', 'Grash')).match;
    expect(refuse(orcs, 'red', recruitC('shaka-umruk', 'Shaka')).rule).toBe('DW-SOLDIER-11');
    expect(refuse(orcs, 'red', recruitC('fire-elemental', 'Fire')).rule).toBe('DW-SOLDIER-11');
    const dwarves = play(start(), 'red', captainC('forge-guardian', 'Cap')).match;
    expect(company(play(dwarves, 'red', recruitC('mountain-warrior', 'Mount')).match, 'red').soldiers).toHaveLength(2);
    const other = play(start(), 'red', captainC('swordsman-of-alahan', 'Cap')).match;
    expect(refuse(other, 'red', recruitC('mountain-warrior', 'Mount')).rule).toBe('DW-SOLDIER-12');
  });

  it('DW-SOLDIER-13 DW-RECRUIT-22 an Incarnate or an Elemental never joins, at formation or after, but goes on one mission as a hire', () => {
    const shaka = content.profiles.find((p) => p.id === 'shaka-umruk') as Profile;
    const pack: DogsContent = {
      ...content,
      profiles: [...content.profiles, { ...shaka, id: 'incarnate-shaka', name: 'Shaka incarnate', incarnate: true }],
    };
    const grash = unwrap(
      nameCaptain(newCompany('red', 'Red'), pack, 'jackal-master-of-rites', 'Grash', [], null),
    ).company;
    for (const founder of [true, false]) {
      const r = recruit(grash, pack, 'incarnate-shaka', 'S', [], null, founder);
      expect(r.ok ? null : r.error.rule).toBe('DW-SOLDIER-11');
      const e = recruit(grash, pack, 'fire-elemental', 'F', [], null, founder);
      expect(e.ok ? null : e.error.rule).toBe('DW-SOLDIER-11');
    }
    const league = startLeague(pack, 5);
    for (const c of [captainC('jackal-master-of-rites', 'Grash'), done, done, done])
      expect(league.submit('red', c)).toBeNull();
    for (const c of [captainC('goblin-boss', 'Boss'), done, done]) expect(league.submit('blue', c)).toBeNull();
    // Blue's last step makes the mission roll: red wins it (5 against 2).
    expect(league.submit('blue', done, [5, 2])).toBeNull();
    expect(league.submit('red', { kind: 'choose-mission', mission: 'intrusion' })).toBeNull();
    const grashId = soldierNamed(league.match(), 'red', 'Grash').id;
    const hire = (hires: string[]) =>
      league.submit('red', { kind: 'form-group', soldiers: [grashId], attributes: [], hires, explorers: [] });
    expect(hire(['incarnate-shaka', 'fire-elemental'])).toBeNull();
    expect(league.match().state.battles[0]?.groups['red']?.hires).toEqual(['incarnate-shaka', 'fire-elemental']);
    expect(company(league.match(), 'red').soldiers).toHaveLength(1);
  });

  it('DW-CAPTAIN-02 DW-CAPTAIN-01 musicians, fighters without DIS, POW, faith or Leadership, and weighted machines cannot lead', () => {
    const m = start();
    expect(refuse(m, 'red', captainC('aurochs-horn-blower', 'Horn')).rule).toBe('DW-CAPTAIN-02');
    expect(refuse(m, 'red', captainC('skeleton-warrior', 'Bones')).rule).toBe('DW-CAPTAIN-02');
    expect(refuse(m, 'red', captainC('armored-chariot', 'Chariot')).rule).toBe('DW-CAPTAIN-02');
    expect(refuse(m, 'red', captainC('zeiren', 'Z')).rule).toBe('DW-SOLDIER-11');
  });

  it("DW-RECRUIT-07 A-10 musicians and standard-bearers must be of the captain's people, save the predators of blood", () => {
    const goblins = play(start(), 'blue', captainC('goblin-boss', 'Boss')).match;
    expect(refuse(goblins, 'blue', recruitC('aurochs-horn-blower', 'Horn')).rule).toBe('DW-RECRUIT-07');
    const wolfen = play(start(), 'blue', captainC('wolfen-pack-leader', 'Pack', ['path-of-opal'])).match;
    expect(company(play(wolfen, 'blue', recruitC('predator-of-blood', 'Pred')).match, 'blue').soldiers).toHaveLength(2);
  });

  it('DW-RECRUIT-07 DW-CAPTAIN-19 DW-RECRUIT-06 under a Mercenary captain a Mercenary musician of any people counts as of his people', () => {
    const horn = content.profiles.find((p) => p.id === 'aurochs-horn-blower');
    if (!horn) throw new Error('no horn blower');
    const pack: DogsContent = {
      ...content,
      profiles: [...content.profiles, { ...horn, id: 'hired-horn', name: 'Hired horn', mercenary: true }],
    };
    const merc = unwrap(nameCaptain(newCompany('red', 'Red'), pack, 'griffin-mercenary', 'Merc', [], null)).company;
    const joined = unwrap(recruit(merc, pack, 'hired-horn', 'Horn', [], null, true)).company;
    expect(joined.soldiers[1]).toMatchObject({ ally: false, musician: true });
    // No Ally bonus paid either.
    expect(joined.resources).toBe(50);
    // Under a captain who is no Mercenary he is an Ally, and a musician must be of the captain's people.
    const griffin = unwrap(nameCaptain(newCompany('red', 'Red'), pack, 'griffin-conscript', 'Cap', [], null)).company;
    const r = recruit(griffin, pack, 'hired-horn', 'Horn', [], null, true);
    expect(r.ok ? null : r.error.rule).toBe('DW-RECRUIT-07');
  });

  it('DW-RECRUIT-08 DW-RECRUIT-10 W-06 a Path of Opal captain refuses a Wheel of Dreams shadow tracker and binds his own recruits', () => {
    let m = play(start(), 'blue', captainC('wolfen-pack-leader', 'Pack', ['path-of-opal'])).match;
    expect(company(m, 'blue').faction).toBe('Path of Opal');
    expect(refuse(m, 'blue', recruitC('shadow-tracker', 'Shadow')).rule).toBe('DW-RECRUIT-10');
    m = play(m, 'blue', recruitC('wolfen-hunter', 'Hunt')).match;
    expect(soldierNamed(m, 'blue', 'Hunt').faction).toBe('Path of Opal');
  });

  it('DW-RECRUIT-08 under a Path of Opal captain only the Wolfen are bound to the pack; a Daïkinee Ally joins unbound', () => {
    // Renown raised to 200 so that three Wolfen (57 + 34 + 34) leave room for the Ally's 11.
    let m = play(start(), 'blue', captainC('wolfen-pack-leader', 'Pack', ['path-of-opal'])).match;
    m = editCompany(m, 'blue', (c) => ({ ...c, renown: 200 }));
    m = playAll(m, 'blue', [recruitC('wolfen-hunter', 'H1'), recruitC('wolfen-hunter', 'H2')]);
    m = play(m, 'blue', recruitC('daikinee-warrior', 'Leaf')).match;
    const leaf = soldierNamed(m, 'blue', 'Leaf');
    expect(leaf.ally).toBe(true);
    expect(leaf.faction).toBeNull();
    expect(soldierNamed(m, 'blue', 'H1').faction).toBe('Path of Opal');
    // The Ally bonus, ceil(11 / 2) = 6 RP, is paid as for any Ally.
    expect(company(m, 'blue').resources).toBe(50 - 6);
  });

  it("DW-RECRUIT-08 DW-RECRUIT-09 under a captain's faction an Ally keeps the faction his card prints, and is bound to no other", () => {
    // An archer of Icquor leads; three more archers of Icquor make room for one Ally (DW-RECRUIT-03).
    let m = play(start(), 'red', captainC('archer-of-alahan', 'Cap', ['archer-of-icquor'])).match;
    m = editCompany(m, 'red', (c) => ({ ...c, renown: 200 }));
    m = playAll(
      m,
      'red',
      [1, 2, 3].map((k) => recruitC('archer-of-alahan', `A${k}`, ['archer-of-icquor'])),
    );
    expect(company(m, 'red').faction).toBe('Icquor');
    // The forge guardian's card names Kar-An-Tyr: as an Ally he is not bound to Icquor, but he stays of his fortress.
    const forge = play(m, 'red', recruitC('forge-guardian', 'Forge')).match;
    expect(soldierNamed(forge, 'red', 'Forge')).toMatchObject({ ally: true, faction: 'Kar-An-Tyr' });
    // A dwarf of the plains, whose card names no fortress, is not bound to one by naming it.
    expect(refuse(m, 'red', recruitC('dwarf-of-the-plains', 'Plain', [], 'Kar-An-Tyr'))).toEqual({
      code: 'recruit/faction',
      rule: 'DW-RECRUIT-09',
    });
    expect(
      soldierNamed(play(m, 'red', recruitC('dwarf-of-the-plains', 'Plain')).match, 'red', 'Plain').faction,
    ).toBeNull();
  });

  it('DW-RECRUIT-09 W-07 an unbound captain may take the forge guardian of Kar-An-Tyr but not bind a plains dwarf to a fortress', () => {
    const m = play(start(), 'red', captainC('dwarf-of-the-plains', 'Cap')).match;
    const ok = play(m, 'red', recruitC('forge-guardian', 'Forge')).match;
    expect(soldierNamed(ok, 'red', 'Forge').faction).toBe('Kar-An-Tyr');
    expect(refuse(m, 'red', recruitC('dwarf-of-the-plains', 'Plain', [], 'Kar-An-Tyr')).rule).toBe('DW-RECRUIT-09');
  });

  it('DW-RECRUIT-11 W-10 faction surcharges and paid options add to the value: 41 + 2 + 5 = 48', () => {
    const m = play(start(), 'red', captainC('black-paladin', 'Pal', ['house-of-vanth', 'codex-of-the-scourge'])).match;
    expect(soldierValue(soldierNamed(m, 'red', 'Pal'))).toBe(48);
    expect(company(m, 'red').faction).toBe('House of Vanth');
    const vanth = play(start(), 'red', captainC('black-paladin', 'Pal', ['house-of-vanth'])).match;
    expect(soldierValue(soldierNamed(vanth, 'red', 'Pal'))).toBe(43);
  });

  it('DW-RECRUIT-11 a faction a card sells as an option is joined only by buying it, whoever names it', () => {
    // Naming House of Vanth, or the Path of Opal, without its option would bind him at the card's bare value.
    const vanth = refuse(start(), 'red', captainC('black-paladin', 'Pal', [], 'House of Vanth'));
    expect(vanth).toEqual({ code: 'recruit/faction-unpaid', rule: 'DW-RECRUIT-11' });
    expect(refuse(start(), 'red', captainC('wolfen-pack-leader', 'Pack', [], 'Path of Opal')).rule).toBe(
      'DW-RECRUIT-11',
    );
    // Under a Path of Opal captain a second pack leader is bound to the pack, so he pays for it: 55 + 2.
    const m = play(start(), 'blue', captainC('wolfen-pack-leader', 'Pack', ['path-of-opal'])).match;
    expect(refuse(m, 'blue', recruitC('wolfen-pack-leader', 'Second')).rule).toBe('DW-RECRUIT-11');
    const paid = play(m, 'blue', recruitC('wolfen-pack-leader', 'Second', ['path-of-opal'])).match;
    expect(soldierValue(soldierNamed(paid, 'blue', 'Second'))).toBe(57);
    expect(soldierNamed(paid, 'blue', 'Second').faction).toBe('Path of Opal');
    // Nothing changed by a refusal: the company is as it was.
    expect(company(m, 'blue').soldiers).toHaveLength(1);
  });

  it("DW-RECRUIT-08 DW-RECRUIT-10 under a captain's faction no recruit is bound to, or buys, another", () => {
    const m = play(start(), 'blue', captainC('wolfen-pack-leader', 'Pack', ['path-of-opal'])).match;
    // The Wheel of Dreams named, or its pack option bought: either way he would not be of the Path of Opal.
    expect(refuse(m, 'blue', recruitC('wolfen-pack-leader', 'Other', [], 'Wheel of Dreams'))).toEqual({
      code: 'recruit/faction',
      rule: 'DW-RECRUIT-08',
    });
    expect(refuse(m, 'blue', recruitC('wolfen-pack-leader', 'Other', ['wheel-of-dreams']))).toEqual({
      code: 'recruit/faction',
      rule: 'DW-RECRUIT-08',
    });
    // Nor may an unbound captain belong to both packs at once.
    expect(refuse(start(), 'red', captainC('wolfen-pack-leader', 'Pack', ['path-of-opal', 'wheel-of-dreams']))).toEqual(
      { code: 'recruit/faction', rule: 'DW-RECRUIT-10' },
    );
  });

  it('DW-RECRUIT-12 an option named twice is refused, not bought or counted twice', () => {
    const m = play(start(), 'red', captainC('jackal-master-of-rites', 'Grash')).match;
    expect(refuse(m, 'red', recruitC('orc-brute', 'Brute', ['scimitar', 'scimitar']))).toEqual({
      code: 'recruit/duplicate-option',
    });
    expect(refuse(start(), 'red', captainC('black-paladin', 'Pal', ['house-of-vanth', 'house-of-vanth'])).code).toBe(
      'recruit/duplicate-option',
    );
    expect(company(m, 'red').soldiers).toHaveLength(1);
  });

  it('DW-RECRUIT-14 DW-EVOLVE-CHAR-15 DW-ATTR-21 W-24 an alternative weapon is written into the original line and counts for cost and cap', () => {
    const m = playAll(start(), 'red', [
      captainC('guard-of-alahan', 'Cap'),
      recruitC('archer-of-alahan', 'A'),
      recruitC('swordsman-of-alahan', 'S'),
    ]);
    expect(soldierNamed(m, 'red', 'Cap').original.INI).toBe(2);
    const orc = playAll(start(), 'red', [
      captainC('jackal-master-of-rites', 'Grash'),
      recruitC('orc-brute', 'Brute', ['scimitar']),
    ]);
    const brute = soldierNamed(orc, 'red', 'Brute');
    expect(brute.original.INI).toBe(3);
    // W-24: the next INI point is priced on 3 (15 + 6 = 21) and the cap is 3 + 3 = 6.
    expect(unwrap(characteristicCost(brute, 'INI', content.tables))).toEqual({ cost: 21, to: 4 });
    const capped = characteristicCost({ ...brute, bought: { INI: 3 } }, 'INI', content.tables);
    expect(capped.ok ? null : capped.error.rule).toBe('DW-EVOLVE-CHAR-10');
    // The weapon was chosen at recruitment; it is no attribute.
    expect(brute.attributes).toEqual([]);
  });

  it('DW-SOLDIER-17 DW-COMPANY-16 each soldier keeps his own sheet even when two share a card', () => {
    const m = playAll(start(), 'red', [
      captainC('jackal-master-of-rites', 'Grash'),
      recruitC('orc-brute', 'B1'),
      recruitC('orc-brute', 'B2', ['scimitar']),
    ]);
    const b1 = soldierNamed(m, 'red', 'B1');
    const b2 = soldierNamed(m, 'red', 'B2');
    expect(b1.profile).toBe(b2.profile);
    expect(b1.id).not.toBe(b2.id);
    expect(b1.original.INI).not.toBe(b2.original.INI);
    expect(b1.ep).toEqual({ acquired: 0, used: 0, lost: 0 });
    expect(b1.aftereffect).toBe('none');
    expect(b1.missions).toBe(0);
  });
});

describe('hostile choices in recruitment and experience', () => {
  it('an unknown profile, a soldier of another company, a characteristic he lacks and counts out of range are refused', () => {
    const m = goblinCompany(orcCompany(start()));
    const grash = soldierNamed(m, 'red', 'Grash').id;
    const boss = soldierNamed(m, 'blue', 'Boss').id;
    expect(
      refuse(play(start(), 'red', captainC('goblin-boss', 'Boss')).match, 'red', recruitC('no-such-card', 'X')),
    ).toEqual({ code: 'content/unknown-profile' });
    // Red at his experience step names Blue's captain for a role: no soldier of his.
    expect(refuse(m, 'red', { kind: 'spend-ep', soldier: boss, purchase: { kind: 'role', role: 'sergeant' } })).toEqual(
      {
        code: 'company/unknown-soldier',
      },
    );
    // The master of rites has no AIM: a "-" is never bought.
    expect(
      refuse(m, 'red', {
        kind: 'spend-ep',
        soldier: grash,
        purchase: { kind: 'characteristic', characteristic: 'AIM' },
      }),
    ).toEqual({ code: 'ep/no-characteristic', rule: 'DW-EVOLVE-CHAR-11' });
    for (const ep of [-5, 0, 1e9])
      expect(refuse(m, 'red', { kind: 'assign-ep', soldier: grash, ep }).code).toBe('choice/malformed');
  });
});
