import { describe, expect, it } from 'vitest';
import { Engine, unwrap, type Violation } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { checkContent } from '../src/content/check.ts';
import { BEHEMOTH, TRACKERS_CLAN, type Company } from '../src/company.ts';
import { buyAttribute, nameCaptain, newCompany, recruit } from '../src/management.ts';
import type { Choice } from '../src/choices.ts';
import type { DogsContent, Profile } from '../src/content/schema.ts';
import {
  captainC,
  company,
  companyOf,
  content,
  done,
  recruitC,
  soldier,
  soldierNamed,
  startLeague,
} from './helpers.ts';

// A pack of our own around the sample: an orc card with a paid option that binds him to the tribe,
// a captain whose card prints the tribe, a troll of the tribe (another people), and an orc of the
// trackers' clan. Test content, not the book's cards.
const brute = content.profiles.find((p) => p.id === 'orc-brute') as Profile;
const tribeOption = { id: 'tribe', name: 'Tribe of the Behemoth', ap: 3, faction: BEHEMOTH };
const elokani = {
  id: 'elokani',
  name: 'Mark of Elokani',
  ap: 3,
  abilities: [{ name: 'Loyal', value: 1 }],
  perGroupAP: { per: 100, rounding: 'started' as const },
};
const pack: DogsContent = {
  ...content,
  peoples: [
    ...content.peoples,
    { id: 'mountain-trolls', name: 'Mountain trolls', alliance: 'destiny', allies: [], factions: [], sample: true },
  ],
  attributes: [
    ...content.attributes,
    {
      id: 'open-miracle',
      name: 'Miracle open to all',
      sample: true,
      kind: 'miracle',
      cost: 5,
      usableBy: 'faithful',
      people: null,
      abilities: [],
      bonuses: {},
      structure: null,
      perGroupAP: null,
    },
  ],
  profiles: [
    ...content.profiles,
    { ...brute, id: 'wind-warrior', name: 'Warrior of the wind', options: [tribeOption] },
    { ...brute, id: 'tribe-chief', name: 'Tribe chief', rank: 'Veteran', value: 25, faction: BEHEMOTH },
    { ...brute, id: 'wind-runner', name: 'Runner of the wind', value: 10, options: [tribeOption, elokani] },
    {
      ...brute,
      id: 'orc-crossbowman',
      name: 'Orc crossbowman',
      characteristics: { ...brute.characteristics, AIM: 3 },
      options: [
        tribeOption,
        {
          id: 'patroller',
          name: 'Patroller of the Behemoth',
          ap: 4,
          abilities: [{ name: 'Scout' }, { name: 'Precision' }],
          replaces: ['Brutal'],
        },
      ],
    },
    {
      ...brute,
      id: 'tribe-troll',
      name: 'Troll of the tribe',
      people: 'mountain-trolls',
      value: 30,
      faction: BEHEMOTH,
    },
    { ...brute, id: 'trail-orc', name: 'Trail orc', value: 20, faction: TRACKERS_CLAN },
    {
      ...brute,
      id: 'tribe-elder',
      name: 'Tribe elder',
      value: 40,
      rank: 'Elite',
      character: true,
      faction: BEHEMOTH,
    },
  ],
};

const refusal = (r: { ok: boolean; error?: Violation }): string | undefined => (r.ok ? undefined : r.error?.rule);

function tribeCompany(): Company {
  return unwrap(nameCaptain(newCompany('red', 'Red'), pack, 'tribe-chief', 'Chief', [], null)).company;
}

describe('the tribe of the Behemoth', () => {
  it('DW-BEHEMOTH-01 a company of the tribe takes only the tribe: no other orc, no allied people, no Mercenary, no Stateless fighter', () => {
    let c = tribeCompany();
    expect(c.faction).toBe(BEHEMOTH);
    // An orc who pays for the tribe joins as one of the captain's own people, at his value with the option.
    c = unwrap(recruit(c, pack, 'wind-warrior', 'Gale', ['tribe'], null, true)).company;
    expect(c.soldiers[1]).toMatchObject({ faction: BEHEMOTH, ally: false, initialValue: 20 });
    expect(c.resources).toBe(50);
    // The same card without the option is an orc of Bran-Ô-Kor, not of the tribe.
    expect(refusal(recruit(c, pack, 'wind-warrior', 'Plain', [], null, true))).toBe('DW-BEHEMOTH-01');
    // Goblins are allies of Bran-Ô-Kor, but the tribe takes no allies.
    expect(refusal(recruit(c, pack, 'goblin-archer', 'Snik', [], null, true))).toBe('DW-BEHEMOTH-01');
    expect(refusal(recruit(c, pack, 'griffin-mercenary', 'Merc', [], null, true))).toBe('DW-BEHEMOTH-01');
    expect(refusal(recruit(c, pack, 'griffin-inquisitor', 'Stateless', [], null, true))).toBe('DW-BEHEMOTH-01');
    // A faction-less orc company (the book's master of rites) takes the plain orc, and the goblin
    // once the usual Ally ratio has room.
    let plain = unwrap(
      nameCaptain(newCompany('blue', 'Blue'), pack, 'jackal-master-of-rites', 'Grash', [], null),
    ).company;
    for (const n of ['A', 'B']) plain = unwrap(recruit(plain, pack, 'wind-warrior', n, [], null, true)).company;
    expect(plain.soldiers.map((s) => s.faction)).toEqual([null, null, null]);
    expect(recruit(plain, pack, 'goblin-archer', 'Snik', [], null, true).ok).toBe(true);
  });

  it("DW-BEHEMOTH-01 the trackers' clan of Bran-Ô-Kor joins the tribe as Allies: Ally ratio and Ally bonus", () => {
    let c = tribeCompany();
    // Alone beside the captain he would break the one-in-four Ally ratio.
    expect(refusal(recruit(c, pack, 'trail-orc', 'Scout', [], null, true))).toBe('DW-RECRUIT-03');
    c = unwrap(recruit(c, pack, 'wind-warrior', 'Gale', ['tribe'], null, true)).company;
    c = unwrap(recruit(c, pack, 'wind-warrior', 'Gust', ['tribe'], null, true)).company;
    c = unwrap(recruit(c, pack, 'trail-orc', 'Scout', [], null, true)).company;
    const scout = c.soldiers.find((s) => s.name === 'Scout');
    expect(scout).toMatchObject({ ally: true, faction: TRACKERS_CLAN, initialValue: 20 });
    // The Ally bonus is half his value, rounded up: 10 RP.
    expect(c.resources).toBe(40);
  });

  it('DW-BEHEMOTH-01 a fighter of the tribe serves no other company, not even one of Bran-Ô-Kor', () => {
    const orcs = unwrap(
      nameCaptain(newCompany('blue', 'Blue'), pack, 'jackal-master-of-rites', 'Grash', [], null),
    ).company;
    expect(refusal(recruit(orcs, pack, 'wind-warrior', 'Gale', ['tribe'], null, true))).toBe('DW-BEHEMOTH-01');
    expect(refusal(recruit(orcs, pack, 'tribe-chief', 'Chief', [], null, true))).toBe('DW-BEHEMOTH-01');
    const goblins = unwrap(nameCaptain(newCompany('blue', 'Blue'), pack, 'goblin-boss', 'Boss', [], null)).company;
    expect(refusal(recruit(goblins, pack, 'wind-warrior', 'Gale', ['tribe'], null, true))).toBe('DW-BEHEMOTH-01');
  });

  it('DW-BEHEMOTH-02 DW-RECRUIT-11 an orc joins the tribe for 3 AP more; a pack pricing it otherwise, or selling it to a Character, is refused', () => {
    expect(Engine.create(dogsOfWarRuleset, { content: pack }).ok).toBe(true);
    // The option's 3 AP are in the recruit's value: 17 on the card, 20 of the tribe.
    const c = unwrap(recruit(tribeCompany(), pack, 'wind-warrior', 'Gale', ['tribe'], null, true)).company;
    expect(c.soldiers[1]?.initialValue).toBe(brute.value + 3);
    // DW-RECRUIT-11: naming the tribe without its option would make him of the tribe at 17.
    expect(refusal(recruit(tribeCompany(), pack, 'wind-warrior', 'Gale', [], BEHEMOTH, true))).toBe('DW-RECRUIT-11');
    const at = pack.profiles.findIndex((p) => p.id === 'wind-warrior');
    const priced = (ap: number, character = false): DogsContent => ({
      ...pack,
      profiles: pack.profiles.map((p, i) => (i === at ? { ...p, character, options: [{ ...tribeOption, ap }] } : p)),
    });
    const path = (r: ReturnType<typeof Engine.create>) => (r.ok ? null : r.error.path);
    expect(path(Engine.create(dogsOfWarRuleset, { content: priced(2) }))).toBe(`profiles.${at}.options.0.ap`);
    expect(path(Engine.create(dogsOfWarRuleset, { content: priced(3, true) }))).toBe(`profiles.${at}.options.0`);
  });

  it('DW-BEHEMOTH-03 no brontops rider, no shaman on a brontops and no orc Character of Bran-Ô-Kor joins the tribe: a pack offering it to one is refused', () => {
    const at = pack.profiles.length;
    const withCard = (card: Profile): DogsContent => ({ ...pack, profiles: [...pack.profiles, card] });
    const problems = (p: DogsContent) => checkContent(p).map((x) => `${x.path}: ${x.message}`);
    const never = 'a brontops rider never joins the tribe of the Behemoth (DW-BEHEMOTH-03)';
    const rider: Profile = { ...brute, id: 'brontops-rider', name: 'Brontops rider', mounted: true, mount: 'brontops' };
    // Without the tribe he is a card like any other, and so is an orc on no brontops offered it.
    expect(Engine.create(dogsOfWarRuleset, { content: withCard(rider) }).ok).toBe(true);
    expect(problems(withCard({ ...rider, id: 'orc-rider', mount: 'boar', options: [tribeOption] }))).toEqual([]);
    // The tribe sold to him, or printed on his card: refused, the loading too.
    expect(problems(withCard({ ...rider, options: [tribeOption] }))).toEqual([`profiles.${at}.options.0: ${never}`]);
    expect(problems(withCard({ ...rider, faction: BEHEMOTH }))).toEqual([`profiles.${at}.faction: ${never}`]);
    expect(Engine.create(dogsOfWarRuleset, { content: withCard({ ...rider, options: [tribeOption] }) }).ok).toBe(false);
    // The sample's own orcish brontops rider is one of them: a pack selling him the tribe is refused.
    const sampleRider = pack.profiles.findIndex((p) => p.id === 'orcish-brontops-rider');
    const sold: DogsContent = {
      ...pack,
      profiles: pack.profiles.map((p, i) => (i === sampleRider ? { ...p, options: [...p.options, tribeOption] } : p)),
    };
    expect(problems(sold)).toEqual([`profiles.${sampleRider}.options.0: ${never}`]);
    // An animistic shaman on a brontops rides the same beast, however the pack spells it.
    const shaman: Profile = { ...rider, id: 'brontops-shaman', type: 'magician', mount: 'Brontops' };
    expect(problems(withCard({ ...shaman, options: [tribeOption] }))).toEqual([`profiles.${at}.options.0: ${never}`]);
    // An orc Character of Bran-Ô-Kor (Shaka Umruk) is never of the tribe; its own Characters print it.
    const shaka = content.profiles.find((p) => p.id === 'shaka-umruk') as Profile;
    expect(shaka).toMatchObject({ people: 'bran-o-kor', character: true, faction: null });
    expect(problems(withCard({ ...shaka, id: 'orc-hero', options: [tribeOption] }))).toEqual([
      `profiles.${at}.options.0: a Character is of the tribe of the Behemoth only when his card prints it; no other Character, orcs of Bran-Ô-Kor included, joins it (DW-BEHEMOTH-03)`,
    ]);
    expect(problems(withCard({ ...shaka, id: 'orc-hero', faction: BEHEMOTH }))).toEqual([]);
  });

  it('DW-BEHEMOTH-04 a troll of the tribe joins the tribe as an Ally and no other company', () => {
    let c = tribeCompany();
    c = unwrap(recruit(c, pack, 'wind-warrior', 'Gale', ['tribe'], null, true)).company;
    c = unwrap(recruit(c, pack, 'wind-warrior', 'Gust', ['tribe'], null, true)).company;
    c = unwrap(recruit(c, pack, 'tribe-troll', 'Crag', [], null, true)).company;
    expect(c.soldiers.find((s) => s.name === 'Crag')).toMatchObject({ ally: true, faction: BEHEMOTH });
    // Half of 30 in RP.
    expect(c.resources).toBe(35);
    // He counts against the Ally ratio: a second Ally has no room among five soldiers.
    expect(refusal(recruit(c, pack, 'trail-orc', 'Scout', [], null, true))).toBe('DW-RECRUIT-03');
    const orcs = unwrap(
      nameCaptain(newCompany('blue', 'Blue'), pack, 'jackal-master-of-rites', 'Grash', [], null),
    ).company;
    expect(refusal(recruit(orcs, pack, 'tribe-troll', 'Crag', [], null, true))).toBe('DW-BEHEMOTH-01');
  });

  it('DW-BEHEMOTH-01 for one mission the tribe hires its own Characters, and no Mercenary', () => {
    const league = startLeague(pack, 5);
    const submit = league.submit;
    for (const c of [captainC('tribe-chief', 'Chief'), recruitC('wind-warrior', 'Gale', ['tribe']), done, done, done])
      expect(submit('red', c)).toBeNull();
    for (const c of [captainC('jackal-master-of-rites', 'Grash'), recruitC('orc-brute', 'Brute'), done, done])
      expect(submit('blue', c)).toBeNull();
    // Blue's last step makes the mission roll: red wins it (5 against 2).
    expect(submit('blue', done, [5, 2])).toBeNull();
    expect(submit('red', { kind: 'choose-mission', mission: 'intrusion' })).toBeNull();
    const group = (seat: string, hires: string[]): Choice => ({
      kind: 'form-group',
      soldiers: company(league.match(), seat).soldiers.map((s) => s.id),
      attributes: [],
      hires,
      explorers: [],
    });
    expect(submit('red', group('red', ['griffin-mercenary']))).toMatchObject({ rule: 'DW-BEHEMOTH-01' });
    expect(submit('red', group('red', ['zeiren']))).toMatchObject({ rule: 'DW-BEHEMOTH-01' });
    // The other orc company may not hire the tribe's Character either.
    expect(submit('blue', group('blue', ['tribe-elder']))).toMatchObject({ rule: 'DW-BEHEMOTH-01' });
    expect(submit('red', group('red', ['tribe-elder']))).toBeNull();
    expect(league.match().state.battles[0]?.groups['red']?.hires).toEqual(['tribe-elder']);
    expect(soldierNamed(league.match(), 'red', 'Gale').faction).toBe(BEHEMOTH);
  });

  it('DW-BEHEMOTH-08 DW-ATTR-13 A-45 one mark of Elokani per started 100 AP of the group; a marked warrior over it stays behind', () => {
    const league = startLeague(pack, 5);
    const submit = league.submit;
    const red: Choice[] = [
      captainC('tribe-chief', 'Chief'),
      recruitC('wind-runner', 'M1', ['tribe', 'elokani']),
      recruitC('wind-runner', 'M2', ['tribe', 'elokani']),
      recruitC('wind-runner', 'M3', ['tribe', 'elokani']),
      recruitC('wind-warrior', 'Gale', ['tribe']),
      recruitC('tribe-troll', 'Crag'),
      done,
      done,
      done,
    ];
    for (const c of red) expect(submit('red', c)).toBeNull();
    // The mark's 3 AP and its Loyal/1 come with the recruit.
    expect(soldierNamed(league.match(), 'red', 'M1')).toMatchObject({ initialValue: 16, limitedOptions: ['elokani'] });
    expect(soldierNamed(league.match(), 'red', 'M1').abilities.map((a) => a.name)).toContain('Loyal');
    for (const c of [captainC('jackal-master-of-rites', 'Grash'), done, done]) expect(submit('blue', c)).toBeNull();
    // Blue's last step makes the mission roll: red wins it (5 against 2).
    expect(submit('blue', done, [5, 2])).toBeNull();
    expect(submit('red', { kind: 'choose-mission', mission: 'intrusion' })).toBeNull();
    const ids = (...names: string[]) => names.map((n) => soldierNamed(league.match(), 'red', n).id);
    const group = (soldiers: string[]): Choice => ({
      kind: 'form-group',
      soldiers,
      attributes: [],
      hires: [],
      explorers: [],
    });
    // 25 + 16 + 16 = 57: one mark only, so the second marked warrior cannot go.
    expect(submit('red', group(ids('Chief', 'M1', 'M2')))).toMatchObject({ rule: 'DW-ATTR-13' });
    // 25 + 3 x 16 + 20 + 30 = 123: two marks, not three.
    expect(submit('red', group(ids('Chief', 'M1', 'M2', 'M3', 'Gale', 'Crag')))).toMatchObject({
      rule: 'DW-ATTR-13',
    });
    // 25 + 2 x 16 + 20 + 30 = 107: two marks in a group that has begun its second hundred.
    expect(submit('red', group(ids('Chief', 'M1', 'M2', 'Gale', 'Crag')))).toBeNull();
    expect(league.match().state.battles[0]?.groups['red']?.value).toBe(107);
  });

  it('DW-BEHEMOTH-10 a crossbowman becomes a patroller for 4 AP more: Scout, and Precision in place of Brutal', () => {
    const c = unwrap(
      recruit(tribeCompany(), pack, 'orc-crossbowman', 'Bolt', ['tribe', 'patroller'], null, true),
    ).company;
    const bolt = c.soldiers.find((s) => s.name === 'Bolt');
    expect(bolt?.initialValue).toBe(brute.value + 3 + 4);
    expect(bolt?.abilities.map((a) => a.name)).toEqual(['Scout', 'Precision']);
    // Without the option he keeps his Brutal.
    const plain = unwrap(recruit(tribeCompany(), pack, 'orc-crossbowman', 'Bolt', ['tribe'], null, true)).company;
    expect(plain.soldiers[1]?.abilities.map((a) => a.name)).toEqual(['Brutal']);
  });

  it('DW-BEHEMOTH-12 a faithful of the tribe takes no miracle of the Jackal, and any miracle open to all', () => {
    const faithful = (faction: string | null) =>
      soldier({
        id: 'f',
        type: 'faithful',
        rank: 'Devout',
        faction,
        original: { ...soldier().original, FAITH: 10 },
      });
    const tribe = companyOf([soldier({ id: 'cap', rank: 'Elite', faction: BEHEMOTH }), faithful(BEHEMOTH)], {
      faction: BEHEMOTH,
    });
    expect(refusal(buyAttribute(tribe, pack, 'mahata', 'f'))).toBe('DW-BEHEMOTH-12');
    expect(refusal(buyAttribute(tribe, pack, 'rage-of-the-jackal', 'f'))).toBe('DW-BEHEMOTH-12');
    expect(buyAttribute(tribe, pack, 'open-miracle', 'f').ok).toBe(true);
    // A faithful of Bran-Ô-Kor outside the tribe calls the Jackal as before.
    const orcs = companyOf([soldier({ id: 'cap', rank: 'Elite' }), faithful(null)]);
    expect(buyAttribute(orcs, pack, 'mahata', 'f').ok).toBe(true);
  });

  it("DW-BEHEMOTH-13 the tribe's keeper of the Tree-Spirit carries no artifact kept for the Jackal's faithful; others he may", () => {
    const artifact = (id: string, usableBy: 'any' | 'faithful', people: string | null) => ({
      id,
      name: id,
      sample: true,
      kind: 'artifact' as const,
      cost: 5,
      usableBy,
      people,
      abilities: [],
      bonuses: {},
      structure: null,
      perGroupAP: null,
    });
    const relics: DogsContent = {
      ...pack,
      attributes: [
        ...pack.attributes,
        artifact('jackal-relic', 'faithful', 'bran-o-kor'),
        artifact('orc-charm', 'any', 'bran-o-kor'),
        artifact('open-relic', 'faithful', null),
      ],
    };
    const keeper = (faction: string | null) =>
      soldier({
        id: 'k',
        type: 'faithful',
        rank: 'Devout',
        champion: true,
        faction,
        original: { ...soldier().original, FAITH: 10 },
      });
    const tribe = companyOf([soldier({ id: 'cap', rank: 'Elite', faction: BEHEMOTH }), keeper(BEHEMOTH)], {
      faction: BEHEMOTH,
    });
    const refused = buyAttribute(tribe, relics, 'jackal-relic', 'k');
    expect(refused.ok ? null : [refused.error.code, refused.error.rule]).toEqual([
      'attr/behemoth-artifact',
      'DW-BEHEMOTH-13',
    ]);
    // An artifact of his people for anyone, and a faithful's artifact of no cult, he carries.
    expect(buyAttribute(tribe, relics, 'orc-charm', 'k').ok).toBe(true);
    expect(buyAttribute(tribe, relics, 'open-relic', 'k').ok).toBe(true);
    // A master of rites outside the tribe carries the Jackal's relic.
    const orcs = companyOf([soldier({ id: 'cap', rank: 'Elite' }), keeper(null)]);
    expect(buyAttribute(orcs, relics, 'jackal-relic', 'k').ok).toBe(true);
  });
});
