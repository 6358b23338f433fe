import { describe } from 'vitest';
import { checkWordedInBoth, type WordedCase } from '../../../packages/core/test/content-words.ts';
import { BEHEMOTH } from '../src/company.ts';
import { dogsOfWarRuleset } from '../src/index.ts';
import { SAMPLE_CONTENT } from '../src/content/sample.ts';

type Content = typeof SAMPLE_CONTENT;

const character = SAMPLE_CONTENT.profiles.findIndex((p) => p.character);
const behemoth = (ap: number) => ({ id: 'tribe', name: 'Tribe', ap, changes: {}, faction: BEHEMOTH });
/** The Griffins' Adept: Fire and Theurgy on his card, an Element and a path of choice (DW-PEOPLE-05). */
const adept = SAMPLE_CONTENT.profiles.findIndex((p) => p.id === 'griffins-adept');
const griffins = SAMPLE_CONTENT.peoples.findIndex((p) => p.id === 'akkylannie');

/** Each check of `checkContent`: a change that breaks it, the path, and its words in both languages. */
const CASES: Array<WordedCase<Content>> = [
  [
    'a profile id twice',
    (c) => (c.profiles[1]!.id = c.profiles[0]!.id),
    'profiles.1.id',
    `duplicate profile id "${SAMPLE_CONTENT.profiles[0]!.id}"`,
    `ismétlődő profilazonosító: "${SAMPLE_CONTENT.profiles[0]!.id}"`,
  ],
  [
    'a profile of an unknown people',
    (c) => (c.profiles[0]!.people = 'nowhere'),
    'profiles.0.people',
    'unknown people "nowhere"',
    'ismeretlen nép: "nowhere"',
  ],
  [
    'a Character of the tribe of the Behemoth buying it again',
    (c) => {
      c.profiles[character]!.faction = BEHEMOTH;
      c.profiles[character]!.options.push(behemoth(3));
    },
    `profiles.${character}.options.${SAMPLE_CONTENT.profiles[character]!.options.length}`,
    'a Character of the Behemoth prints the tribe on his card, price included (DW-BEHEMOTH-02)',
    'a Behemót törzsének Karaktere a kártyáján viseli a törzset, az árával együtt (DW-BEHEMOTH-02)',
  ],
  [
    'DW-BEHEMOTH-03 an orc Character of Bran-Ô-Kor buying the tribe of the Behemoth',
    (c) => c.profiles[character]!.options.push(behemoth(3)),
    `profiles.${character}.options.${SAMPLE_CONTENT.profiles[character]!.options.length}`,
    'a Character is of the tribe of the Behemoth only when his card prints it; no other Character, orcs of Bran-Ô-Kor included, joins it (DW-BEHEMOTH-03)',
    'Karakter csak akkor tartozik a Behemót törzséhez, ha a kártyája ezt írja; más Karakter, Bran-Ô-Kor orkjait is beleértve, nem csatlakozhat hozzá (DW-BEHEMOTH-03)',
  ],
  [
    'DW-BEHEMOTH-03 a brontops rider buying the tribe of the Behemoth',
    (c) => {
      c.profiles[0]!.mount = 'brontops';
      c.profiles[0]!.options.push(behemoth(3));
    },
    'profiles.0.options.0',
    'a brontops rider never joins the tribe of the Behemoth (DW-BEHEMOTH-03)',
    'brontoszlovas sosem csatlakozik a Behemót törzséhez (DW-BEHEMOTH-03)',
  ],
  [
    'DW-BEHEMOTH-03 a brontops rider printing the tribe of the Behemoth',
    (c) => {
      c.profiles[0]!.mount = 'brontops';
      c.profiles[0]!.faction = BEHEMOTH;
    },
    'profiles.0.faction',
    'a brontops rider never joins the tribe of the Behemoth (DW-BEHEMOTH-03)',
    'brontoszlovas sosem csatlakozik a Behemót törzséhez (DW-BEHEMOTH-03)',
  ],
  [
    'the tribe of the Behemoth at the wrong price',
    (c) => c.profiles[0]!.options.push(behemoth(5)),
    'profiles.0.options.0.ap',
    'joining the tribe of the Behemoth costs 3 AP, not 5 (DW-BEHEMOTH-02)',
    'a Behemót törzséhez csatlakozni 3 AP, nem 5 (DW-BEHEMOTH-02)',
  ],
  [
    'an attribute id twice',
    (c) => (c.attributes[1]!.id = c.attributes[0]!.id),
    'attributes.1.id',
    `duplicate attribute id "${SAMPLE_CONTENT.attributes[0]!.id}"`,
    `ismétlődő attribútumazonosító: "${SAMPLE_CONTENT.attributes[0]!.id}"`,
  ],
  [
    'a nexus id twice',
    (c) => (c.nexuses[1]!.id = c.nexuses[0]!.id),
    'nexuses.1.id',
    `duplicate nexus id "${SAMPLE_CONTENT.nexuses[0]!.id}"`,
    `ismétlődő nexusazonosító: "${SAMPLE_CONTENT.nexuses[0]!.id}"`,
  ],
  [
    'a nexus for an unknown people',
    (c) => (c.nexuses[0]!.allegiance.who[0] = 'nowhere'),
    'nexuses.0.allegiance.who.0',
    'unknown people "nowhere"',
    'ismeretlen nép: "nowhere"',
  ],
  [
    'a sacrifice whose least is above its most',
    (c) => ((c.nexuses[0]!.sacrifice.min = 3), (c.nexuses[0]!.sacrifice.max = 2)),
    'nexuses.0.sacrifice.min',
    'the least sacrifice is above the most',
    'a legkisebb áldozat nagyobb a legnagyobbnál',
  ],
  [
    'an ally of an unknown people',
    (c) => (c.peoples[0]!.allies[0] = 'nowhere'),
    'peoples.0.allies.0',
    'unknown people "nowhere"',
    'ismeretlen nép: "nowhere"',
  ],
  [
    'a Hungarian name for a faction the people lacks',
    (c) => (c.peoples[0]!.factionsHu = { 'Order of Nowhere': 'A Sehol Rendje' }),
    'peoples.0.factionsHu.Order of Nowhere',
    '"Order of Nowhere" is not one of this people\'s factions',
    '"Order of Nowhere" nem tartozik e nép frakciói közé',
  ],
  [
    'DW-RECRUIT-14 a profile with both fixed Aspects and layouts to choose from',
    (c) => {
      c.profiles[0]!.aspects = { CRE: 1, ALT: 1, DES: 0 };
      c.profiles[0]!.aspectChoices = [
        { CRE: 1, ALT: 0, DES: 1 },
        { CRE: 1, ALT: 1, DES: 0 },
      ];
    },
    'profiles.0.aspectChoices',
    'a profile gives either its Aspects or the layouts to choose them from, not both (DW-RECRUIT-14)',
    'a profil vagy az aspektusait adja meg, vagy azokat az elrendezéseket, amelyek közül választani lehet, a kettőt együtt nem (DW-RECRUIT-14)',
  ],
  [
    'DW-RECRUIT-14 an Aspect layout listed twice',
    (c) =>
      (c.profiles[0]!.aspectChoices = [
        { CRE: 1, ALT: 0, DES: 1 },
        { CRE: 0, ALT: 2, DES: 1 },
        { CRE: 1, ALT: 0, DES: 1 },
      ]),
    'profiles.0.aspectChoices.2',
    'the Aspect layout Creation 1, Alteration 0, Destruction 1 is listed twice (DW-RECRUIT-14)',
    'ez az aspektus-elrendezés kétszer szerepel: Teremtés 1, Átalakítás 0, Pusztítás 1 (DW-RECRUIT-14)',
  ],
  [
    'DW-PEOPLE-05 an Adept whose card names every path his people may take at his rank, and one of choice',
    (c) => (c.profiles[adept]!.magic!.paths = ['Theurgy', 'Redemption', 'Exorcism', 'Hermetism', 'Circaeus']),
    `profiles.${adept}.magic.pathOfChoice`,
    'the card gives a path of choice, but none is left to choose: its people may take no path at its rank that the card does not name already, so the profile could never be recruited (DW-PEOPLE-05)',
    'a lap választható ösvényt ad, de egy sem marad választásra: a népe ezen a rangon nem vehet fel olyan ösvényt, amelyet a lap még nem nevez meg, így a profilt sosem lehetne toborozni (DW-PEOPLE-05)',
  ],
  [
    'DW-PEOPLE-05 an Adept with an Element of choice whose people forbids every Element his card does not name',
    (c) => (c.peoples[griffins]!.forbiddenElements = ['air', 'earth', 'water', 'light', 'darkness']),
    `profiles.${adept}.magic.elementOfChoice`,
    'the card gives an Element of choice, but none is left to choose: it names or its people forbids every Element, so the profile could never be recruited (DW-PEOPLE-05)',
    'a lap választható elemet ad, de egy sem marad választásra: mindegyiket megnevezi, vagy a népe tiltja, így a profilt sosem lehetne toborozni (DW-PEOPLE-05)',
  ],
  [
    'DW-PEOPLE-05 an Element of choice beside as many named Elements as the card gives',
    (c) => (c.profiles[adept]!.magic!.named = ['fire', 'light']),
    `profiles.${adept}.magic.elementOfChoice`,
    "the Element of choice is one of the card's 2 Elements, so the card names at most 1 of them, not 2 (DW-PEOPLE-05)",
    'a választható elem a lap 2 eleme közé tartozik, ezért a lap legfeljebb 1 elemet nevezhet meg, nem 2 darabot (DW-PEOPLE-05)',
  ],
  [
    'no profile that may lead a company',
    (c) => c.profiles.forEach((p) => (p.value = 500)),
    'profiles',
    'no profile may lead a new company (a captain needs DIS, POW, an aura of faith or Leadership, and a value within the starting renown)',
    'egyik profil sem vezethet új csapatot (a kapitánynak fegyelem (FEG), hatalom (HAT), hitaura vagy Vezetés kell, és a kezdő hírnévbe beleférő érték)',
  ],
];

describe('a content pack refused in Hungarian', () => {
  checkWordedInBoth(dogsOfWarRuleset.content, CASES);
});
