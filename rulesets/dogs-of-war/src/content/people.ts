/**
 * The book's additional Initiate/Devout and Adept/Zealot profiles: two shared profiles plus each
 * people's modifiers and values. These are rules data from the book, not sample content.
 */
import type { Characteristic, Element } from '../data.ts';
import type { Ability, Aspects, Characteristics, Profile } from './schema.ts';

export type MysticProfileRank = 'Initiate' | 'Adept' | 'Devout' | 'Zealot';

export const SHARED_PROFILES: Readonly<Record<'low' | 'high', Characteristics>> = {
  low: { MOV: 10, INI: 3, ATT: 3, STR: 3, DEF: 3, RES: 4, AIM: null, COU: 4, FEAR: null, DIS: 4, POW: 4, FAITH: null },
  high: { MOV: 10, INI: 5, ATT: 4, STR: 4, DEF: 4, RES: 5, AIM: null, COU: 5, FEAR: null, DIS: 5, POW: 6, FAITH: null },
};

export interface PeopleStock {
  readonly id: string;
  readonly people: string;
  readonly name: string;
  /** Modifiers; `COU` is applied to FEAR for the peoples that use FEAR. */
  readonly mods: Partial<Record<Characteristic, number>>;
  readonly fear: boolean;
  readonly noDiscipline?: boolean;
  readonly abilities: readonly string[];
  readonly values: Partial<Record<MysticProfileRank, number>>;
  /**
   * What its Initiate and Adept start with: how many Elements (an Adept's "+1 Element of choice"
   * counted), the path of magic the profile names and the Elements it names. An Adept's Elements
   * beyond those named are his Element of choice, and every Adept adds a path of choice: the player
   * names both when he is recruited (DW-PEOPLE-05). Absent: the people's magic has no paths (the
   * orcs' instinctive magic).
   */
  readonly magic?: {
    readonly elements: readonly [initiate: number, adept: number];
    readonly path: string;
    readonly named: readonly [initiate: readonly Element[], adept: readonly Element[]];
  };
  /** Aura of faith in cm for the Devout and the Zealot. */
  readonly aura: Partial<Record<'Devout' | 'Zealot', number>>;
  /** The people's own kind of the weapon and armor every additional profile carries. */
  readonly equipment?: readonly string[];
  /** The Devout's and the Zealot's Aspects, as [Creation, Alteration, Destruction]. */
  readonly aspects?: Partial<Record<'Devout' | 'Zealot', readonly [number, number, number]>>;
}

/** Every additional profile fights with a hand-to-hand weapon and armor, or their equivalent. */
export const MYSTIC_EQUIPMENT: readonly string[] = ['Hand-to-hand weapon', 'Armor'];

/**
 * The weapon and armor of one of the book's additional profiles, by its id, or undefined for any
 * other profile. Kept beside the profiles rather than in them, so that the sample pack, and the
 * records played with it, stay as they are.
 */
export function bookEquipment(profileId: string): readonly string[] | undefined {
  for (const stock of PEOPLE_STOCKS)
    for (const rank of ['Initiate', 'Adept', 'Devout', 'Zealot'] as const)
      if (profileId === `${stock.id}-${rank.toLowerCase()}` && stock.values[rank] !== undefined)
        return stock.equipment ?? MYSTIC_EQUIPMENT;
  return undefined;
}

/**
 * The sample pack's Jackal master of rites (the tribe of the Behemoth's keeper of the Tree-Spirit is
 * the same card): he chooses his Aspects at recruitment between two layouts, in the book's order
 * (sample content, like the rest of his card).
 */
const SAMPLE_ASPECT_CHOICES: Readonly<Record<string, readonly Aspects[]>> = {
  'jackal-master-of-rites': [
    { CRE: 1, ALT: 0, DES: 1 },
    { CRE: 1, ALT: 1, DES: 0 },
  ],
};

/**
 * What a recruitment of the sample master of rites that names no layout gets: the layout the
 * book's formation example writes down. Records made before he had a choice name none and gave
 * him this one, so they replay to the very same states (and the server replays its stored games
 * from their records when it loads them).
 */
const SAMPLE_ASPECTS: Readonly<Record<string, Aspects>> = {
  'jackal-master-of-rites': { CRE: 1, ALT: 1, DES: 0 },
};

/**
 * The Aspects of one of the book's additional Devout or Zealot profiles (or, for the sample pack's
 * Jackal master of rites, the layout he gets when his recruitment names none), by its id, or
 * undefined for any other profile. Kept beside the profiles, as `bookEquipment` is, so that the
 * sample pack and the records played with it stay as they are.
 */
export function bookAspects(profileId: string): Aspects | undefined {
  const own = SAMPLE_ASPECTS[profileId];
  if (own) return own;
  const a = (stockAspects ??= stockAspectsById()).get(profileId);
  return a ? { ...a } : undefined;
}

/**
 * The Aspects of the book's Devout and Zealot profiles by id, made once: the recruitment lists ask
 * for them for every profile at every position, and their ids are made from the stocks' names.
 */
let stockAspects: ReadonlyMap<string, Aspects> | undefined;
function stockAspectsById(): ReadonlyMap<string, Aspects> {
  const out = new Map<string, Aspects>();
  for (const stock of PEOPLE_STOCKS)
    for (const rank of ['Devout', 'Zealot'] as const) {
      const a = stock.aspects?.[rank];
      const id = `${stock.id}-${rank.toLowerCase()}`;
      if (a && stock.values[rank] !== undefined && !out.has(id)) out.set(id, { CRE: a[0], ALT: a[1], DES: a[2] });
    }
  return out;
}

/** The Aspect layouts the book lets a profile choose between at recruitment, by its id, or undefined. */
export function bookAspectChoices(profileId: string): readonly Aspects[] | undefined {
  return SAMPLE_ASPECT_CHOICES[profileId];
}

/** Whether two Aspect layouts are the same. */
export const sameAspects = (a: Aspects, b: Aspects): boolean => a.CRE === b.CRE && a.ALT === b.ALT && a.DES === b.DES;

/** The Aspect layouts a recruit of a profile may be given, and what a recruitment naming none gets. */
export interface AspectOffer {
  /** None: he has no Aspects; one: they are fixed; several: he chooses one at recruitment. */
  readonly layouts: readonly Aspects[];
  /** The layout a recruitment naming none gets; null: none (no Aspects, or a choice that must be named). */
  readonly unnamed: Aspects | null;
}

const NO_ASPECTS: AspectOffer = { layouts: [], unnamed: null };

/**
 * A profile's Aspects (DW-RECRUIT-14): the layouts his pack offers (`aspectChoices`), which a
 * recruitment must name; else those his profile prints (null: none); else those the book knows
 * by his id, the master of rites' two layouts among them.
 */
export function aspectOffer(p: Pick<Profile, 'id' | 'aspects' | 'aspectChoices'>): AspectOffer {
  if (p.aspectChoices !== undefined) return { layouts: p.aspectChoices, unnamed: null };
  if (p.aspects === null) return NO_ASPECTS;
  if (p.aspects !== undefined) return { layouts: [p.aspects], unnamed: p.aspects };
  const unnamed = bookAspects(p.id) ?? null;
  return { layouts: bookAspectChoices(p.id) ?? (unnamed ? [unnamed] : []), unnamed };
}

/**
 * A layout a recruitment of the profile may name, for the checks that only ask whether he could
 * be recruited at all: the first of several, or none when he has no choice.
 */
export function anyAspectChoice(p: Pick<Profile, 'id' | 'aspects' | 'aspectChoices'>): Aspects | undefined {
  const { layouts } = aspectOffer(p);
  return layouts.length > 1 ? layouts[0] : undefined;
}

const NO_CHOICE: ReadonlyArray<Aspects | undefined> = [undefined];

/**
 * What the legal recruitments of a profile name as his Aspects: each of his layouts when he has a
 * choice, else nothing (one recruitment, as before layouts were chosen).
 */
export function aspectLayoutsToName(
  p: Pick<Profile, 'id' | 'aspects' | 'aspectChoices'>,
): ReadonlyArray<Aspects | undefined> {
  const { layouts } = aspectOffer(p);
  return layouts.length > 1 ? layouts.map((a) => ({ ...a })) : NO_CHOICE;
}

/**
 * A recruit's Aspects when his recruitment names no layout: those his profile prints (null: he has
 * none), else those `bookAspects` knows for it; null for a profile whose pack offers a choice.
 */
export function profileAspects(p: Pick<Profile, 'id' | 'aspects' | 'aspectChoices'>): Aspects | null {
  return aspectOffer(p).unnamed;
}

/** The four Elements of the Kelts' and the human Drunes' cards. */
const FOUR: readonly Element[] = ['air', 'earth', 'fire', 'water'];

export const PEOPLE_STOCKS: readonly PeopleStock[] = [
  {
    id: 'lions',
    people: 'alahan',
    name: 'Lions of Alahan',
    mods: { COU: 2, POW: 1 },
    fear: false,
    abilities: ['Bravery'],
    values: { Initiate: 31, Adept: 63, Devout: 25, Zealot: 55 },
    magic: { elements: [1, 2], path: 'Hermetism', named: [['light'], ['light']] },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [2, 1, 0], Zealot: [2, 2, 1] },
  },
  {
    id: 'griffins',
    people: 'akkylannie',
    name: 'Griffins of Akkylannie',
    mods: { RES: 2, DIS: 2, POW: -1 },
    fear: false,
    abilities: ['Fanaticism'],
    values: { Initiate: 29, Adept: 57, Devout: 31, Zealot: 59 },
    magic: { elements: [1, 2], path: 'Theurgy', named: [['fire'], ['fire']] },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [0, 2, 1], Zealot: [1, 2, 2] },
  },
  {
    id: 'cynwall',
    people: 'cynwall',
    name: 'Cynwäll elves',
    mods: { MOV: 2.5, RES: 1, COU: 2, DIS: 1 },
    fear: false,
    abilities: ['Concentration'],
    values: { Initiate: 37, Adept: 70, Devout: 33, Zealot: 65 },
    magic: { elements: [1, 2], path: 'Solaris', named: [['light'], ['light']] },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [1, 2, 0], Zealot: [2, 2, 1] },
    equipment: ['Helianthic hand-to-hand weapon', 'Armor'],
  },
  {
    id: 'sessairs',
    people: 'sessairs',
    name: 'Sessairs Kelts',
    mods: { INI: 1, DEF: -1, DIS: -1 },
    fear: false,
    abilities: ['War fury'],
    values: { Initiate: 24, Adept: 55, Devout: 21, Zealot: 50 },
    magic: { elements: [4, 4], path: 'Shamanism', named: [FOUR, FOUR] },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [1, 2, 0], Zealot: [2, 2, 1] },
  },
  {
    id: 'tir-na-bor',
    people: 'tir-na-bor',
    name: 'Dwarves of Tir-Nâ-Bor',
    mods: { MOV: -2.5, INI: -3, STR: 1, DEF: 1, RES: 1, COU: 2, DIS: 2, POW: -1 },
    fear: false,
    abilities: ['Hard-boiled'],
    values: { Initiate: 27, Adept: 59, Devout: 30, Zealot: 60 },
    magic: { elements: [1, 2], path: 'Tellurism', named: [['earth'], ['earth']] },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [0, 2, 1], Zealot: [1, 2, 2] },
  },
  {
    id: 'goblins',
    people: 'no-dan-kar',
    name: 'Goblins of No-Dan-Kar',
    mods: { INI: 1, ATT: -1, STR: -2, DEF: -1, RES: -1, COU: -1, DIS: -1 },
    fear: false,
    abilities: ['Survival instinct'],
    values: { Initiate: 24, Adept: 49, Devout: 20, Zealot: 44 },
    magic: { elements: [1, 2], path: 'Sorcery', named: [['air'], ['air']] },
    aura: { Devout: 7.5, Zealot: 10 },
    aspects: { Devout: [1, 2, 0], Zealot: [1, 2, 2] },
  },
  {
    id: 'orcs',
    people: 'bran-o-kor',
    name: 'Orcs of Bran-Ô-Kor',
    mods: { ATT: 1, STR: 2, DEF: 1, RES: 1, COU: 1, DIS: -1, POW: -1 },
    fear: false,
    abilities: ['Brutal'],
    values: { Initiate: 25, Adept: 55, Devout: 28, Zealot: 56 },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [1, 2, 0], Zealot: [2, 2, 1] },
  },
  {
    id: 'wolfen',
    people: 'yllia',
    name: 'Wolfen of Yllia',
    mods: { MOV: 5, INI: 1, ATT: 1, STR: 3, DEF: 1, RES: 2, COU: 2, DIS: -1, POW: -1 },
    fear: true,
    abilities: ['Born killer', 'Large'],
    values: { Initiate: 41, Adept: 72, Devout: 39, Zealot: 69 },
    magic: { elements: [1, 2], path: 'Whispers', named: [['water'], ['water']] },
    aura: { Devout: 15, Zealot: 20 },
    aspects: { Devout: [0, 2, 1], Zealot: [1, 2, 2] },
  },
  {
    id: 'acheron-living-dead',
    people: 'acheron',
    name: 'Acheron (Living-dead)',
    mods: { COU: 2, INI: -1 },
    fear: true,
    noDiscipline: true,
    abilities: ['Living-dead'],
    values: { Initiate: 24, Adept: 55, Devout: 22, Zealot: 50 },
    magic: { elements: [1, 2], path: 'Necromancy', named: [['darkness'], ['darkness']] },
    aura: { Devout: 15, Zealot: 17.5 },
    aspects: { Devout: [0, 2, 1], Zealot: [1, 2, 2] },
  },
  {
    id: 'acheron-living',
    people: 'acheron',
    name: 'Acheron (Living)',
    mods: { COU: 2, DIS: -1 },
    fear: true,
    abilities: [],
    values: { Initiate: 33, Adept: 65, Devout: 29, Zealot: 60 },
    magic: { elements: [1, 2], path: 'Necromancy', named: [['darkness'], ['darkness']] },
    aura: { Devout: 15, Zealot: 17.5 },
    aspects: { Devout: [0, 2, 1], Zealot: [1, 2, 2] },
  },
  {
    id: 'dirz',
    people: 'dirz',
    name: 'Alchemists of Dirz',
    mods: {},
    fear: false,
    abilities: [],
    values: { Initiate: 26, Adept: 58, Devout: 23, Zealot: 53 },
    magic: { elements: [1, 2], path: 'Technomancy', named: [['darkness'], ['darkness']] },
    aura: { Devout: 15, Zealot: 17.5 },
    aspects: { Devout: [0, 2, 1], Zealot: [1, 2, 2] },
  },
  {
    id: 'mid-nor',
    people: 'mid-nor',
    name: 'Dwarves of Mid-Nor',
    mods: { MOV: -2.5, RES: 2, COU: 1, DIS: -1 },
    fear: true,
    abilities: ['Possessed'],
    values: { Initiate: 27, Adept: 57, Devout: 24, Zealot: 53 },
    magic: { elements: [1, 2], path: 'Chthonian', named: [['darkness'], ['darkness']] },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [1, 1, 1], Zealot: [2, 1, 2] },
  },
  {
    id: 'devourers-wolfen',
    people: 'vile-tis',
    name: 'Devourers (Wolfen)',
    mods: { MOV: 5, INI: 1, STR: 2, DEF: 2, RES: 3, COU: 2, DIS: -1, POW: -1 },
    fear: true,
    abilities: ['Born killer', 'Large'],
    values: { Initiate: 43, Adept: 73 },
    magic: { elements: [1, 2], path: 'Howls', named: [['water'], ['water']] },
    aura: {},
  },
  {
    id: 'devourers-half-elf',
    people: 'vile-tis',
    name: 'Devourers (half-elf)',
    mods: { MOV: 2.5, ATT: 1, DEF: 1, RES: 2, COU: 2, DIS: -1, POW: -1 },
    fear: false,
    abilities: ['Counter-attack'],
    values: { Initiate: 31, Adept: 63, Devout: 33, Zealot: 64 },
    magic: { elements: [1, 2], path: 'Howls', named: [['water'], ['water']] },
    aura: { Devout: 15, Zealot: 17.5 },
    aspects: { Devout: [0, 1, 2], Zealot: [1, 2, 2] },
  },
  {
    id: 'drunes-human',
    people: 'drunes',
    name: 'Drunes (human)',
    mods: { INI: 1 },
    fear: false,
    abilities: ['Fierce'],
    values: { Initiate: 28, Adept: 58, Devout: 25, Zealot: 53 },
    magic: { elements: [4, 5], path: 'Shamanism', named: [FOUR, [...FOUR, 'darkness']] },
    aura: { Devout: 15, Zealot: 17.5 },
    aspects: { Devout: [0, 1, 2], Zealot: [1, 2, 2] },
  },
  {
    id: 'drunes-formor',
    people: 'drunes',
    name: 'Drunes (Formor)',
    mods: { MOV: 2.5, INI: 1, ATT: 1, STR: 3, RES: 2, COU: 2, DIS: -2 },
    fear: true,
    abilities: ['Regeneration/5'],
    values: { Initiate: 41, Adept: 71, Devout: 38, Zealot: 67 },
    magic: { elements: [1, 2], path: 'Typhonism', named: [['darkness'], ['darkness', 'fire']] },
    aura: { Devout: 15, Zealot: 17.5 },
    aspects: { Devout: [0, 1, 2], Zealot: [1, 2, 2] },
    equipment: ['Formor weapon', 'Formor armor'],
  },
  {
    id: 'ophidians',
    people: 'ophidians',
    name: 'Ophidians',
    mods: { MOV: 2.5, INI: 1, ATT: 1, STR: 2, DEF: 2, RES: 1, COU: 2, DIS: 1, POW: 1 },
    fear: true,
    abilities: ['Consciousness', 'Large'],
    values: { Initiate: 58, Adept: 88, Devout: 49, Zealot: 77 },
    magic: { elements: [1, 2], path: 'Typhonism', named: [['darkness'], ['darkness']] },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [0, 1, 2], Zealot: [1, 2, 2] },
  },
  {
    id: 'daikinee',
    people: 'daikinee',
    name: 'Daïkinee elves',
    mods: { MOV: 2.5, INI: 1, DIS: -1 },
    fear: false,
    abilities: ['Regeneration/5'],
    values: { Initiate: 28, Adept: 59, Devout: 25, Zealot: 54 },
    // The Adept's card reads as an Initiate's of Water and one Element of choice: two.
    magic: { elements: [1, 2], path: 'Fayery', named: [['water'], ['water']] },
    aura: { Devout: 10, Zealot: 12.5 },
    aspects: { Devout: [2, 1, 0], Zealot: [2, 2, 1] },
  },
];

function parseAbility(text: string): Ability {
  const m = /^(.*)\/(\d+(?:\.\d+)?)$/.exec(text);
  return m ? { name: m[1] ?? text, value: Number(m[2]) } : { name: text };
}

/** The final profile of one people's additional mystic: shared profile plus modifiers. */
export function mysticProfile(stock: PeopleStock, rank: MysticProfileRank): Profile | null {
  const value = stock.values[rank];
  if (value === undefined) return null;
  const base = rank === 'Initiate' || rank === 'Devout' ? SHARED_PROFILES.low : SHARED_PROFILES.high;
  const magician = rank === 'Initiate' || rank === 'Adept';
  const c: Characteristics = { ...base, POW: magician ? base.POW : null };
  const mod = (k: Characteristic) => stock.mods[k] ?? 0;
  const courage = (base.COU ?? 0) + mod('COU');
  const pow = c.POW === null ? null : c.POW + mod('POW');
  const characteristics: Characteristics = {
    MOV: c.MOV + mod('MOV'),
    INI: c.INI + mod('INI'),
    ATT: c.ATT + mod('ATT'),
    STR: c.STR + mod('STR'),
    DEF: c.DEF + mod('DEF'),
    RES: c.RES + mod('RES'),
    AIM: null,
    COU: stock.fear ? null : courage,
    FEAR: stock.fear ? courage : null,
    DIS: stock.noDiscipline ? null : (c.DIS ?? 0) + mod('DIS'),
    POW: pow,
    FAITH: magician ? null : (stock.aura[rank] ?? null),
  };
  const abilities = stock.abilities
    .map(parseAbility)
    .map((a) =>
      a.name === 'Concentration' ? { name: a.name, value: rank === 'Initiate' || rank === 'Devout' ? 1 : 2 } : a,
    );
  const magic = magician && stock.magic ? startingMagic(stock.magic, rank === 'Initiate' ? 0 : 1) : undefined;
  return {
    id: `${stock.id}-${rank.toLowerCase()}`,
    name: `${stock.name} ${rank}`,
    sample: false,
    people: stock.people,
    faction: null,
    type: magician ? 'magician' : 'faithful',
    rank,
    value,
    characteristics,
    abilities,
    character: false,
    incarnate: false,
    elemental: false,
    immortal: false,
    musician: false,
    standardBearer: false,
    anyPack: false,
    mercenary: false,
    stateless: false,
    machine: 'none',
    weight: null,
    structure: null,
    options: stock.people === 'vile-tis' ? devourerChains(rank).map(chainOption) : [],
    freeAdvantages: [],
    mounted: false,
    centaur: false,
    ...(magic ? { magic } : {}),
  };
}

/**
 * An Initiate's (0) or an Adept's (1) card magic: an Adept chooses a path, and an Element where his
 * card names fewer than he masters.
 */
function startingMagic(magic: NonNullable<PeopleStock['magic']>, at: 0 | 1): NonNullable<Profile['magic']> {
  const elements = magic.elements[at];
  const named = [...magic.named[at]];
  return {
    elements,
    paths: [magic.path],
    named,
    ...(at === 1 && named.length < elements ? { elementOfChoice: true } : {}),
    ...(at === 1 ? { pathOfChoice: true } : {}),
  };
}

/** The Devourers' free chains: how many a rank picks, and which it may pick. */
export const DEVOURER_CHAINS: ReadonlyArray<{ readonly name: string; readonly ranks: readonly MysticProfileRank[] }> = [
  { name: 'Cruelty', ranks: ['Initiate', 'Adept', 'Devout', 'Zealot'] },
  { name: 'Carnage', ranks: ['Initiate', 'Adept', 'Devout', 'Zealot'] },
  { name: 'Affliction', ranks: ['Adept', 'Zealot'] },
  { name: 'Calamity', ranks: ['Adept', 'Zealot'] },
  { name: 'Enchantment', ranks: ['Initiate', 'Adept'] },
  { name: 'Curses', ranks: ['Adept'] },
  { name: 'Perversity', ranks: ['Devout', 'Zealot'] },
  { name: 'Vice', ranks: ['Zealot'] },
];
export const devourerChainCount = (rank: MysticProfileRank): number =>
  rank === 'Initiate' || rank === 'Devout' ? 1 : 2;
export const devourerChains = (rank: MysticProfileRank): string[] =>
  DEVOURER_CHAINS.filter((c) => c.ranks.includes(rank)).map((c) => c.name);
const chainOption = (name: string): Profile['options'][number] => ({
  id: `chain-${name.toLowerCase()}`,
  name: `Chain of ${name}`,
  ap: 0,
  abilities: [{ name: `Chain of ${name}` }],
  chain: true,
});

export function allMysticProfiles(): Profile[] {
  const out: Profile[] = [];
  for (const s of PEOPLE_STOCKS) {
    for (const r of ['Initiate', 'Adept', 'Devout', 'Zealot'] as const) {
      const p = mysticProfile(s, r);
      if (p) out.push(p);
    }
  }
  return out;
}
