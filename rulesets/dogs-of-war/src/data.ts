/**
 * The book's fixed numbers: ranks, strength, artifact caps, roles, costs and tables. Cells the
 * transcription lost are not here: they live in content (`tables`) with marked defaults.
 */

export const WARRIOR_RANKS = [
  'Irregular',
  'Regular',
  'Veteran',
  'Special',
  'Elite',
  'Creature',
  'LivingLegend',
  'MajorAlly',
] as const;
export const MAGICIAN_RANKS = ['Initiate', 'Adept', 'Master', 'Virtuoso'] as const;
export const FAITHFUL_RANKS = ['Devout', 'Zealot', 'Dean', 'Avatar'] as const;
export const RANKS = [...WARRIOR_RANKS, ...MAGICIAN_RANKS, ...FAITHFUL_RANKS] as const;
export type Rank = (typeof RANKS)[number];
export type MysticRank = (typeof MAGICIAN_RANKS)[number] | (typeof FAITHFUL_RANKS)[number];

export const RANK_LABEL: Record<Rank, string> = {
  Irregular: 'Irregular',
  Regular: 'Regular',
  Veteran: 'Veteran',
  Special: 'Special',
  Elite: 'Elite',
  Creature: 'Creature',
  LivingLegend: 'Living Legend',
  MajorAlly: 'Major Ally',
  Initiate: 'Initiate',
  Adept: 'Adept',
  Master: 'Master',
  Virtuoso: 'Virtuoso',
  Devout: 'Devout',
  Zealot: 'Zealot',
  Dean: 'Dean',
  Avatar: 'Avatar',
};

/** Rank levels 1-6 used by ability and role prerequisites. */
export const RANK_LEVEL: Record<Rank, number> = {
  Irregular: 1,
  Regular: 2,
  Veteran: 3,
  Initiate: 3,
  Devout: 3,
  Special: 4,
  Elite: 4,
  Adept: 4,
  Zealot: 4,
  Creature: 4,
  LivingLegend: 5,
  Master: 5,
  Dean: 5,
  MajorAlly: 6,
  Virtuoso: 6,
  Avatar: 6,
};

/** Maximum-strength base given by the captain's rank. */
export const CAPTAIN_BASE_STRENGTH: Record<Rank, number> = {
  Creature: 5,
  Irregular: 5,
  Regular: 7,
  Veteran: 7,
  Initiate: 9,
  Devout: 9,
  Special: 9,
  Elite: 9,
  Adept: 11,
  Zealot: 11,
  LivingLegend: 13,
  Master: 13,
  Dean: 13,
  MajorAlly: 15,
  Virtuoso: 15,
  Avatar: 15,
};

/** Maximum-strength bonus given by the lieutenant's rank ("-" for the lowest tier). */
export const LIEUTENANT_STRENGTH_BONUS: Record<Rank, number> = {
  Creature: 0,
  Irregular: 0,
  Regular: 1,
  Veteran: 1,
  Initiate: 1,
  Devout: 1,
  Special: 1,
  Elite: 1,
  Adept: 2,
  Zealot: 2,
  LivingLegend: 4,
  Master: 4,
  Dean: 4,
  MajorAlly: 5,
  Virtuoso: 5,
  Avatar: 5,
};

export const LEADERSHIP_STRENGTH_BONUS = { captain: 2, lieutenant: 1 } as const;

export const ARTIFACT_CAP: Record<Rank, number> = {
  Irregular: 1,
  Regular: 1,
  Veteran: 1,
  Creature: 1,
  Initiate: 1,
  Devout: 1,
  Special: 2,
  Elite: 2,
  Adept: 2,
  Zealot: 2,
  LivingLegend: 3,
  Master: 3,
  Dean: 3,
  MajorAlly: 4,
  Virtuoso: 4,
  Avatar: 4,
};

/** Familiars a magician may hold by his magician rank. */
export const FAMILIAR_CAP: Partial<Record<Rank, number>> = { Initiate: 1, Adept: 2, Master: 3, Virtuoso: 4 };

export const START = { renown: 125, resources: 50, formationEP: 90, formationEPPerSoldier: 30 } as const;

/** Warrior rank thresholds on total EP acquired. */
export const WARRIOR_TRACK_1: ReadonlyArray<{ readonly at: number; readonly to: readonly Rank[] }> = [
  { at: 30, to: ['Regular'] },
  { at: 50, to: ['Veteran'] },
  { at: 100, to: ['Special', 'Elite'] },
  { at: 200, to: ['LivingLegend'] },
];
export const TRACK_1_ORDER: readonly Rank[] = ['Irregular', 'Regular', 'Veteran', 'Special', 'LivingLegend'];
export const WARRIOR_TRACK_2: ReadonlyArray<{ readonly at: number; readonly to: Rank }> = [
  { at: 200, to: 'LivingLegend' },
  { at: 400, to: 'MajorAlly' },
];

export interface MysticStep {
  readonly from: MysticRank;
  readonly to: MysticRank;
  readonly minTotalEP: number;
  readonly costEP: number;
}
export const MYSTIC_STEPS: readonly MysticStep[] = [
  { from: 'Initiate', to: 'Adept', minTotalEP: 100, costEP: 50 },
  { from: 'Adept', to: 'Master', minTotalEP: 200, costEP: 100 },
  { from: 'Master', to: 'Virtuoso', minTotalEP: 300, costEP: 200 },
  { from: 'Devout', to: 'Zealot', minTotalEP: 100, costEP: 50 },
  { from: 'Zealot', to: 'Dean', minTotalEP: 200, costEP: 100 },
  { from: 'Dean', to: 'Avatar', minTotalEP: 300, costEP: 200 },
];

export const EP_COSTS = {
  newElement: 30,
  newPath: 30,
  masterOfInvocation: 30,
  resurrection: 30,
  championAtTotal: 200,
} as const;

export const CHARACTERISTICS = [
  'MOV',
  'INI',
  'ATT',
  'STR',
  'DEF',
  'RES',
  'AIM',
  'COU',
  'FEAR',
  'DIS',
  'POW',
  'FAITH',
] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];

/**
 * The Elements of magic the book names in its profiles (Light, Fire, Earth, Air, Water, Darkness):
 * an Elemental's own Element, and those forbidden to a people's magicians (DW-MISSION-PRE-15).
 */
export const ELEMENTS = ['air', 'earth', 'fire', 'water', 'light', 'darkness'] as const;
export type Element = (typeof ELEMENTS)[number];

/**
 * A faithful's three Aspects (Creation, Alteration, Destruction). They are improved with EP like
 * the characteristics, but only a faithful has them, so they live beside the characteristics.
 */
export const ASPECTS = ['CRE', 'ALT', 'DES'] as const;
export type Aspect = (typeof ASPECTS)[number];
export const ASPECT_LABEL: Readonly<Record<Aspect, string>> = {
  CRE: 'Creation',
  ALT: 'Alteration',
  DES: 'Destruction',
};
export const isAspect = (k: string): k is Aspect => k === 'CRE' || k === 'ALT' || k === 'DES';

/** What EP may raise one step at a time: the characteristics and the Aspects. */
export const IMPROVABLE = [...CHARACTERISTICS, ...ASPECTS] as const;
export type Improvable = (typeof IMPROVABLE)[number];

/** The key of a content table row that prices the three Aspects alike (a row of one Aspect comes first). */
export const ASPECTS_ROW = 'ASPECTS';

/** Cost = base + 2 x current base value, per step, up to maxGain over the initial value. */
export interface CharacteristicCost {
  readonly base: number;
  readonly step: number;
  readonly maxGain: number;
}
/** The printed rows; the AIM, COU/FEAR, DIS, POW, faith and Aspect rows were lost (content may add them). */
export const CHARACTERISTIC_COSTS: Partial<Record<Characteristic, CharacteristicCost>> = {
  MOV: { base: 10, step: 2.5, maxGain: 2.5 },
  INI: { base: 15, step: 1, maxGain: 3 },
  ATT: { base: 15, step: 1, maxGain: 3 },
  STR: { base: 10, step: 1, maxGain: 3 },
  DEF: { base: 15, step: 1, maxGain: 3 },
  RES: { base: 10, step: 1, maxGain: 3 },
};

/** Improvement rows: EP per step, change per step (negative: lower is better), maximum change. */
export interface AbilityImprovement {
  readonly ep: number;
  readonly delta: number;
  readonly maxChange: number;
}
export const ABILITY_IMPROVEMENTS: Readonly<Record<string, AbilityImprovement>> = {
  Artifact: { ep: 12, delta: 1, maxChange: 1 },
  Concentration: { ep: 32, delta: 1, maxChange: 2 },
  Cure: { ep: 18, delta: -1, maxChange: -2 },
  Devotion: { ep: 6, delta: 1, maxChange: 3 },
  Disengagement: { ep: 12, delta: -1, maxChange: -1 },
  Implacable: { ep: 18, delta: 1, maxChange: 2 },
};

export type AccessClass = 'All' | 'Elite' | 'Special' | 'Warrior-mage' | 'Warrior-monk';
export interface AbilityAcquisition {
  readonly minLevel: number;
  readonly access: readonly AccessClass[];
  readonly ep: number;
  /** Abilities of the form Name/X start at this value. */
  readonly value?: number;
}
export const ABILITY_ACQUISITIONS: Readonly<Record<string, AbilityAcquisition>> = {
  Ambidextrous: { minLevel: 4, access: ['Elite', 'Warrior-mage', 'Warrior-monk'], ep: 60 },
  Leap: { minLevel: 1, access: ['All'], ep: 18 },
  Artifact: { minLevel: 4, access: ['All'], ep: 18, value: 1 },
  Loyal: { minLevel: 3, access: ['All'], ep: 32, value: 1 },
  Assassin: { minLevel: 4, access: ['Special'], ep: 48 },
};

export const ROLES = [
  'lieutenant',
  'sergeant',
  'military-advisor',
  'quartermaster',
  'medic',
  'prospector',
  'alchemist',
  'tracker',
  'priest',
  'recruiter',
] as const;
export type Role = (typeof ROLES)[number];

export interface RoleSpec {
  readonly name: string;
  readonly ep: number;
  readonly minLevel: number;
  readonly renown: number;
  readonly unique: boolean;
}
export const ROLE_TABLE: Readonly<Record<Role, RoleSpec>> = {
  lieutenant: { name: 'Lieutenant', ep: 15, minLevel: 1, renown: 10, unique: true },
  sergeant: { name: 'Sergeant', ep: 10, minLevel: 1, renown: 5, unique: false },
  'military-advisor': { name: 'Military advisor', ep: 15, minLevel: 3, renown: 5, unique: false },
  quartermaster: { name: 'Quartermaster', ep: 20, minLevel: 3, renown: 5, unique: false },
  medic: { name: 'Medic', ep: 25, minLevel: 3, renown: 5, unique: false },
  prospector: { name: 'Prospector', ep: 20, minLevel: 3, renown: 0, unique: false },
  alchemist: { name: 'Alchemist', ep: 25, minLevel: 4, renown: 0, unique: false },
  tracker: { name: 'Tracker', ep: 15, minLevel: 3, renown: 0, unique: false },
  priest: { name: 'Priest', ep: 30, minLevel: 3, renown: 10, unique: false },
  recruiter: { name: 'Recruiter', ep: 30, minLevel: 3, renown: 5, unique: false },
};

export type MissionResult = 'victory' | 'draw' | 'defeat';

/** Renown table, negative side (the weaker group): [minimum difference, victory, draw, defeat]. */
export const RENOWN_NEGATIVE: ReadonlyArray<readonly [number, number, number, number]> = [
  [50, 40, 30, 20],
  [40, 36, 27, 18],
  [30, 32, 24, 16],
  [20, 28, 21, 14],
  [10, 24, 18, 12],
  [0, 20, 15, 10],
];

export const WAGES: Readonly<Record<MissionResult, number>> = { victory: 15, draw: 10, defeat: 5 };

export type Wound = 'unharmed' | 'light' | 'serious' | 'critical' | 'killed-outright';
export type Aftereffect = 'none' | 'light' | 'serious' | 'critical';
export type Recovery = 'unharmed' | 'light' | 'serious' | 'critical' | 'dead';

/** Recuperation rows, from 2-3 (index 0) to 12 (index 5). */
export const RECUPERATION_TABLE: Readonly<Record<'serious' | 'critical' | 'killed-outright', readonly Recovery[]>> = {
  serious: ['unharmed', 'unharmed', 'unharmed', 'light', 'light', 'serious'],
  critical: ['unharmed', 'unharmed', 'light', 'light', 'serious', 'critical'],
  'killed-outright': ['unharmed', 'light', 'light', 'serious', 'critical', 'dead'],
};

/** Machine recovery by 2d6 row: the fraction of lost SP regained, as [numerator, denominator]. */
export const MACHINE_RECOVERY: ReadonlyArray<readonly [number, number, number, number]> = [
  // [min sum, max sum, numerator, denominator]
  [2, 3, 1, 1],
  [4, 5, 3, 4],
  [6, 7, 1, 2],
  [8, 11, 1, 4],
  [12, 12, 0, 1],
];

export const PARTICIPATION_EP = [10, 8, 6, 4, 2] as const;
export const WOUND_EP = { light: 3, serious: 4, critical: 5, 'killed-outright': 6 } as const;
export const VALUE_RATIO_EP = 2;

export const PROSPECTOR_TABLE: Readonly<
  Record<number, { readonly rp: number; readonly ep: number; readonly renown: number; readonly wounded: boolean }>
> = {
  1: { rp: 0, ep: 0, renown: 0, wounded: true },
  2: { rp: 3, ep: 4, renown: 0, wounded: false },
  3: { rp: 8, ep: 6, renown: 0, wounded: false },
  4: { rp: 13, ep: 8, renown: 0, wounded: false },
  5: { rp: 18, ep: 10, renown: 5, wounded: false },
  6: { rp: 23, ep: 12, renown: 10, wounded: false },
};

export const COMPENSATION = { eventCard: 20, object: 10, objectsPerFighter: 2, freeBalance: 50 } as const;
export const BONESETTER_RP = 3;
export const TRAINING = { rpPerEP: 2, maxPerSoldier: 10 } as const;
export const SCEPTER = { cost: 15, leadership: 10 } as const;
export const PRIEST_PRESENCE_RENOWN = 5;
export const MARTYR_RENOWN = 20;
export const RESURRECTION_RENOWN = 10;
export const RESURRECTION_UNUSED_EP = 10;

export const SINGLE_USE_OBJECTS = [
  'amulet-of-dexterity',
  'amulet-of-resilience',
  'amulet-of-speed',
  'amulet-of-strength',
  'amulet-of-vivacity',
  'charm-of-evasion',
  'charm-of-precision',
  'fetish-of-preservation',
  'gem-of-abundance',
] as const;
export type SingleUseObject = (typeof SINGLE_USE_OBJECTS)[number];

/** What each object does, in our words, with the characteristic bonuses that last the round. */
export const OBJECT_EFFECTS: Readonly<
  Record<
    SingleUseObject,
    {
      readonly name: string;
      readonly nameHu: string;
      readonly bonus: Partial<Record<Characteristic, number>>;
      readonly text: string;
      readonly textHu: string;
      readonly magicianOnly?: boolean;
    }
  >
> = {
  'amulet-of-dexterity': {
    name: 'Amulet of Dexterity',
    nameHu: 'Az ügyesség amulettje',
    textHu: 'TÁM és VÉD +1 a kör végéig.',
    bonus: { ATT: 1, DEF: 1 },
    text: 'ATT and DEF +1 for the rest of the round.',
  },
  'amulet-of-resilience': {
    name: 'Amulet of Resilience',
    nameHu: 'A szívósság amulettje',
    textHu: 'ELL +3 a kör végéig.',
    bonus: { RES: 3 },
    text: 'RES +3 for the rest of the round.',
  },
  'amulet-of-speed': {
    name: 'Amulet of Speed',
    nameHu: 'A gyorsaság amulettje',
    textHu: 'MOZ +3 a kör végéig.',
    bonus: { MOV: 3 },
    text: 'MOV +3 for the rest of the round.',
  },
  'amulet-of-strength': {
    name: 'Amulet of Strength',
    nameHu: 'Az erő amulettje',
    textHu: 'ERŐ +3 a kör végéig.',
    bonus: { STR: 3 },
    text: 'STR +3 for the rest of the round.',
  },
  'amulet-of-vivacity': {
    name: 'Amulet of Vivacity',
    nameHu: 'A fürgeség amulettje',
    textHu: 'KEZ +3 a kör végéig.',
    bonus: { INI: 3 },
    text: 'INI +3 for the rest of the round.',
  },
  'charm-of-evasion': {
    name: 'Charm of Evasion',
    nameHu: 'A kitérés talizmánja',
    textHu: 'A következő kiválás dobás nélkül sikerül.',
    bonus: {},
    text: 'The next disengagement succeeds without a roll.',
  },
  'charm-of-precision': {
    name: 'Charm of Precision',
    nameHu: 'A pontosság talizmánja',
    textHu: 'CÉL +1, és egy elrontott célzópróba újradobása.',
    bonus: {},
    text: 'Aim +1, and one re-roll of a failed Aim test.',
  },
  'fetish-of-preservation': {
    name: 'Fetish of Preservation',
    nameHu: 'A megóvás fétise',
    textHu: 'A viselőjére tett sebzésdobás előtt: d6, 3 vagy több érvényteleníti.',
    bonus: {},
    text: 'Before a Damage roll on the bearer: d6, 3 or more cancels it.',
  },
  'gem-of-abundance': {
    name: 'Gem of Abundance',
    nameHu: 'A Bőség drágaköve',
    textHu: 'Egy varázsló egyik eleméből három manakövet kap vissza.',
    bonus: {},
    text: 'A magician gets back 3 mana gems of one of his Elements.',
    magicianOnly: true,
  },
};
