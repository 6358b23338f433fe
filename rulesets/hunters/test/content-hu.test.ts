import { loadContent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { checkWordedInBoth, type WordedCase } from '../../../packages/core/test/content-words.ts';
import { huntersRuleset } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';

type Content = typeof sampleContent;

const firstOption = (c: Content, event: number) => c.events[event]!.options[0]!;

/** Each check of `checkContent`: a change that breaks it, the path, and its words in both languages. */
const CASES: Array<WordedCase<Content>> = [
  [
    'a starting deck with an unknown card',
    (c) => (c.classes[0]!.startingDeck[0] = 'nope'),
    'classes.0.startingDeck.0',
    'unknown card "nope"',
    'ismeretlen kártya: "nope"',
  ],
  [
    'a starting deck with a level-II card',
    (c) => (c.classes[0]!.startingDeck[0] = 'sniper-l2-volley'),
    'classes.0.startingDeck.0',
    'card "sniper-l2-volley" is not a level-I card',
    '"sniper-l2-volley" nem I. szintű kártya',
  ],
  [
    'a starting deck with a skill card',
    (c) => {
      c.cards.find((x) => x.id === 'sniper-l2-skill')!.level = 1;
      c.classes[0]!.startingDeck[0] = 'sniper-l2-skill';
    },
    'classes.0.startingDeck.0',
    'card "sniper-l2-skill" is a skill card, which never goes in a deck',
    '"sniper-l2-skill" képességkártya, ez sosem kerül pakliba',
  ],
  [
    'a starting deck with another class’s card',
    (c) => (c.classes[0]!.startingDeck[0] = 'medic-shot'),
    'classes.0.startingDeck.0',
    'card "medic-shot" belongs to another class than "sniper"',
    '"medic-shot" nem a(z) "sniper" osztály kártyája',
  ],
  [
    'a level offer with another class’s card',
    (c) => (c.classes[0]!.levelOffers['2']![0] = 'medic-l2-volley'),
    'classes.0.levelOffers.2.0',
    'card "medic-l2-volley" belongs to another class than "sniper"',
    '"medic-l2-volley" nem a(z) "sniper" osztály kártyája',
  ],
  [
    'a level offer with a card of another level',
    (c) => (c.classes[0]!.levelOffers['2']![0] = 'sniper-l3-volley'),
    'classes.0.levelOffers.2.0',
    'card "sniper-l3-volley" is a level-3 card, not a level-2 one',
    '"sniper-l3-volley" 3. szintű kártya, nem 2. szintű',
  ],
  [
    'a level offer for level 1, where every character starts (HU-XP-05)',
    (c) => (c.classes[0]!.levelOffers['1'] = [...c.classes[0]!.levelOffers['2']!]),
    'classes.0.levelOffers.1',
    '"1" is no level a character can reach: by the XP table, levels 2 to 6',
    '"1" nem olyan szint, amelyet egy karakter elérhet: a TP-táblázat szerint a 2.–6. szint',
  ],
  [
    'a level offer for a level past the XP table (HU-XP-02)',
    (c) => (c.classes[0]!.levelOffers['9'] = [...c.classes[0]!.levelOffers['2']!]),
    'classes.0.levelOffers.9',
    '"9" is no level a character can reach: by the XP table, levels 2 to 6',
    '"9" nem olyan szint, amelyet egy karakter elérhet: a TP-táblázat szerint a 2.–6. szint',
  ],
  [
    'a level offer under a key that is no level',
    (c) => (c.classes[0]!.levelOffers['x'] = [...c.classes[0]!.levelOffers['2']!]),
    'classes.0.levelOffers.x',
    '"x" is no level a character can reach: by the XP table, levels 2 to 6',
    '"x" nem olyan szint, amelyet egy karakter elérhet: a TP-táblázat szerint a 2.–6. szint',
  ],
  [
    'a level offer beyond a level the XP table leaves out (HU-XP-03)',
    (c) => delete c.xpTable['4'],
    'classes.0.levelOffers.5',
    '"5" is no level a character can reach: by the XP table, levels 2 to 3',
    '"5" nem olyan szint, amelyet egy karakter elérhet: a TP-táblázat szerint a 2.–3. szint',
  ],
  [
    'a level offer with an XP table that prices no level',
    (c) => (c.xpTable = {}),
    'classes.0.levelOffers.2',
    '"2" is no level a character can reach: the XP table prices none past level 1',
    '"2" nem olyan szint, amelyet egy karakter elérhet: a TP-táblázat az 1. fölött egyet sem áraz',
  ],
  [
    'unknown starting gear',
    (c) => (c.classes[0]!.startingGear[0] = 'nope'),
    'classes.0.startingGear.0',
    'unknown gear "nope"',
    'ismeretlen felszerelés: "nope"',
  ],
  [
    'a level offer with an unknown card',
    (c) => (c.classes[0]!.levelOffers['2']![0] = 'nope'),
    'classes.0.levelOffers.2.0',
    'unknown card "nope"',
    'ismeretlen kártya: "nope"',
  ],
  [
    'a level offer with no skill card',
    (c) => (c.classes[0]!.levelOffers['2']![6] = 'sniper-l2-volley'),
    'classes.0.levelOffers.2',
    'a level offer holds six action cards and one skill card',
    'egy szintlépési kínálatban hat akciókártya és egy képességkártya van',
  ],
  [
    'a mission on an unknown tile',
    (c) => (c.missions[0]!.tiles[0]!.tile = 'nope'),
    'missions.0.tiles.0.tile',
    'unknown tile "nope"',
    'ismeretlen lapka: "nope"',
  ],
  [
    'a mission with an unknown enemy',
    (c) => (c.missions[0]!.enemies[0]!.enemy = 'nope'),
    'missions.0.enemies.0.enemy',
    'unknown enemy "nope"',
    'ismeretlen ellenség: "nope"',
  ],
  [
    'an enemy on an unknown space',
    (c) => (c.missions[0]!.enemies[0]!.spaces[0] = 'ZZ'),
    'missions.0.enemies.0.spaces.0',
    'unknown space label "ZZ"',
    'ismeretlen mezőcímke: "ZZ"',
  ],
  [
    'a token on an unknown space',
    (c) => (c.missions[1]!.tokens[0]!.space = 'ZZ'),
    'missions.1.tokens.0.space',
    'unknown space label "ZZ"',
    'ismeretlen mezőcímke: "ZZ"',
  ],
  [
    'a blueprint of unknown gear',
    (c) => (c.blueprints[0]!.gear = 'nope'),
    'blueprints.0.gear',
    'unknown gear "nope"',
    'ismeretlen felszerelés: "nope"',
  ],
  [
    'an event card whose days run backwards',
    (c) => (c.events[2]!.days = [20, 1]),
    'events.2.days',
    'the first day of the range must not come after the last',
    'a tartomány első napja nem lehet későbbi az utolsónál',
  ],
  [
    'an event leading to an unknown mission',
    (c) => (firstOption(c, 0).effects = [{ kind: 'mission', mission: 'nope' }]),
    'events.0.options.0.effects.0',
    'unknown mission "nope"',
    'ismeretlen küldetés: "nope"',
  ],
  [
    'an event giving unknown gear',
    (c) => (firstOption(c, 0).effects = [{ kind: 'gear', gear: 'nope' }]),
    'events.0.options.0.effects.0',
    'unknown gear "nope"',
    'ismeretlen felszerelés: "nope"',
  ],
  [
    'an event turning to an unknown card',
    (c) => (firstOption(c, 0).cost = [{ kind: 'goto', card: 'nope' }]),
    'events.0.options.0.cost.0',
    'unknown card "nope"',
    'ismeretlen kártya: "nope"',
  ],
  [
    'an event going to an option its card lacks',
    (c) => (firstOption(c, 0).effects = [{ kind: 'goto', card: '002', option: 'Z' }]),
    'events.0.options.0.effects.0',
    'card "002" has no option "Z"',
    'a(z) "002" kártyának nincs "Z" lehetősége',
  ],
  [
    'an event whose jump to an option comes back to it',
    (c) => {
      firstOption(c, 0).effects = [{ kind: 'goto', card: '002', option: 'A' }];
      firstOption(c, 1).effects = [{ kind: 'goto', card: '001', option: 'A' }];
    },
    'events.0.options.0.effects.0',
    'going to card "002" option "A" leads back to this option',
    'a(z) "002" kártya "A" lehetőségére ugrás ide vezet vissza',
  ],
  [
    'an event going to a card of a road pile',
    (c) => (firstOption(c, 0).effects = [{ kind: 'goto', card: 'R101' }]),
    'events.0.options.0.effects.0',
    'card "R101" lies in a road or town pile: only an event card can be gone to',
    'a(z) "R101" kártya út- vagy várospakliban van: csak eseménykártyára lehet ugrani',
  ],
  [
    'a location inside an unknown one',
    (c) => (c.locations[2]!.parent = 'nope'),
    'locations.2.parent',
    'unknown location "nope"',
    'ismeretlen helyszín: "nope"',
  ],
  [
    'a site inside another site',
    (c) => (c.locations[3]!.parent = 'L1-S1'),
    'locations.3.parent',
    '"L1-S1" is a site: a site lies in a location, not in another site',
    '"L1-S1" színtér: egy színtér helyszínen belül van, nem egy másik színtéren',
  ],
  [
    'a base inside a location (HU-BASE-14)',
    (c) => (c.locations[0]!.parent = 'L1'),
    'locations.0.parent',
    'the base is a location of its own, not a site inside another',
    'a bázis önálló helyszín, nem egy másik helyszín színtere',
  ],
  [
    'a pack with no base (HU-BASE-01)',
    (c) => (c.locations[0]!.id = 'home'),
    'locations',
    'no location has the id "base": the party’s base, with its rooms and storerooms, is missing',
    'egyik helyszín azonosítója sem "base": hiányzik a csapat bázisa a helyiségekkel és a raktárakkal',
  ],
  [
    'a campaign starting nowhere known',
    (c) => (c.campaign.start = 'nope'),
    'campaign.start',
    'unknown location "nope"',
    'ismeretlen helyszín: "nope"',
  ],
  [
    'an unknown day-15 event card',
    (c) => (c.campaign.day15 = 'nope'),
    'campaign',
    'unknown event card "nope"',
    'ismeretlen eseménykártya: "nope"',
  ],
  [
    'a room kind listed twice (HU-BASE-01)',
    (c) => (c.rooms[4]!.id = 'forge'),
    'rooms.4.id',
    'the room "forge" is listed twice: the base has one room of each kind',
    'a(z) "forge" helyiség kétszer szerepel: a bázison minden fajtából egy helyiség van',
  ],
  [
    'an unknown card laid out at the start (HU-CAMP-13)',
    (c) => (c.campaign.startEvents[1]!.card = 'nope'),
    'campaign.startEvents.1.card',
    'unknown card "nope"',
    'ismeretlen kártya: "nope"',
  ],
  [
    'a road card laid out at the start (HU-CAMP-14)',
    (c) => (c.campaign.startEvents[1]!.card = 'R101'),
    'campaign.startEvents.1.card',
    'card "R101" lies in a road or town pile: only an event card is laid out at the start',
    'a(z) "R101" kártya út- vagy várospakliban van: kezdéskor csak eseménykártya kerül ki',
  ],
  [
    'a card laid out at the start at an unknown place (HU-CAMP-13)',
    (c) => (c.campaign.startEvents[0]!.location = 'nope'),
    'campaign.startEvents.0.location',
    'unknown location "nope"',
    'ismeretlen helyszín: "nope"',
  ],
  [
    'a side-plot final mission (HU-CAMP-05)',
    (c) => (c.campaign.finalMission = 'S01'),
    'campaign.finalMission',
    'mission "S01" is a side-plot mission: the final mission belongs to the main plot',
    'a(z) "S01" küldetés mellékszál: az utolsó küldetés a fő történetszálhoz tartozik',
  ],
  [
    'a place selling unknown gear (HU-TRAVEL-09)',
    (c) => (c.locations.find((l) => l.id === 'L1')!.services.sells[1] = 'nope'),
    'locations.1.services.sells.1',
    'unknown gear "nope"',
    'ismeretlen felszerelés: "nope"',
  ],
  [
    'a place selling gear that has no price (HU-TRAVEL-09)',
    (c) => delete c.gear.find((g) => g.id === 'pistol')!.price,
    'locations.1.services.sells.1',
    'gear "pistol" has no price, so it can never be bought here',
    'a(z) "pistol" felszerelésnek nincs ára, így itt sosem vehető meg',
  ],
  [
    'a place selling an unknown blueprint (HU-TRAVEL-09, HU-CRAFT-02)',
    (c) => (c.locations.find((l) => l.id === 'L2')!.services.blueprints[1] = 'nope'),
    'locations.4.services.blueprints.1',
    'unknown blueprint "nope"',
    'ismeretlen tervrajz: "nope"',
  ],
  [
    'a mission rewarding an unknown blueprint (HU-CRAFT-02)',
    (c) => (c.missions[2]!.rewards.blueprints = ['bp-knife', 'nope']),
    'missions.2.rewards.blueprints.1',
    'unknown blueprint "nope"',
    'ismeretlen tervrajz: "nope"',
  ],
  [
    'an unknown starting blueprint (HU-CRAFT-02)',
    (c) => (c.campaign.startBlueprints[0] = 'nope'),
    'campaign.startBlueprints.0',
    'unknown blueprint "nope"',
    'ismeretlen tervrajz: "nope"',
  ],
  [
    'an unknown final mission',
    (c) => (c.campaign.finalMission = 'nope'),
    'campaign.finalMission',
    'unknown mission "nope"',
    'ismeretlen küldetés: "nope"',
  ],
];

describe('a content pack refused in Hungarian', () => {
  checkWordedInBoth(huntersRuleset.content, CASES);

  it('a day range in order is accepted', () => {
    const c = structuredClone(sampleContent);
    c.events[2]!.days = [5, 5];
    expect(loadContent(huntersRuleset.content, c).ok).toBe(true);
  });
});
