import { z } from '@skirmish/core';
import { ASPECTS_ROW, CHARACTERISTICS, ELEMENTS, IMPROVABLE, RANKS } from '../data.ts';

const rank = z.enum(RANKS);
const statValue = z.number().min(0).max(50).nullable();

/** A profile's characteristics; null is the book's "-" (the fighter has none). */
export const characteristicsSchema = z.object({
  MOV: z.number().min(0).max(50),
  INI: z.number().int().min(-5).max(20),
  ATT: z.number().int().min(0).max(20),
  STR: z.number().int().min(0).max(30),
  DEF: z.number().int().min(0).max(20),
  RES: z.number().int().min(0).max(30),
  AIM: statValue,
  COU: statValue,
  FEAR: statValue,
  DIS: statValue,
  POW: statValue,
  FAITH: statValue,
});
export type Characteristics = z.infer<typeof characteristicsSchema>;

/** A faithful's Aspects: Creation, Alteration and Destruction (0 is a value; a fighter without them has none). */
const aspectValue = z.number().int().min(0).max(20);
export const aspectsSchema = z.object({ CRE: aspectValue, ALT: aspectValue, DES: aspectValue });
export type Aspects = z.infer<typeof aspectsSchema>;

/** A change to a characteristic (an option's, an attribute's): a few points, or cm of MOV. */
const characteristicChange = z.number().min(-50).max(50);

export const abilitySchema = z.object({
  name: z.string().min(1).max(60),
  /** Its name in Hungarian, if the pack gives one (else the sample's glossary, else `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  /** Its /X: a count or a distance in cm (the sample's run from 1 to 30). */
  value: z.number().min(0).max(100).optional(),
  /** Leadership limited to one fighter type gives no strength bonus. */
  restricted: z.boolean().optional(),
});
export type Ability = z.infer<typeof abilitySchema>;

/** A paid option chosen at recruitment (faction surcharge, alternative equipment, Solo/X). */
export const recruitOptionSchema = z.object({
  id: z.string().min(1).max(60),
  name: z.string().min(1).max(80),
  /** Its name in Hungarian, if the pack gives one (else the sample's glossary, else `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  ap: z.number().int().min(0).max(100),
  /** Characteristic changes written into the original line (alternative weapons). */
  changes: z.partialRecord(z.enum(CHARACTERISTICS), characteristicChange).optional(),
  abilities: z.array(abilitySchema).max(10).optional(),
  /** Printed abilities the option takes away, by name (a patroller gives up Brutal for Precision). */
  replaces: z.array(z.string().min(1).max(60)).max(5).optional(),
  /** A faction this option binds the soldier to (House of Vanth, Path of Opal). */
  faction: z.string().max(60).optional(),
  solo: z.boolean().optional(),
  /** Equipment another member uses (an armorer's piece): its beneficiary is named at recruitment. */
  benefitsAnother: z.boolean().optional(),
  /** A Devourer's free chains: no cost, not an attribute, a limited number by rank. */
  chain: z.boolean().optional(),
  /** An improvement limited per assault group: one per (started or full) X AP of the group. */
  perGroupAP: z.object({ per: z.number().int().min(1), rounding: z.enum(['started', 'full']) }).optional(),
});

export const profileSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(80),
  name: z.string().min(1).max(80),
  /** Its name in Hungarian, if the pack gives one (else the sample's glossary, else `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  sample: z.boolean(),
  people: z.string().min(1).max(60),
  /** A faction printed on the card (a rank naming Kar-An-Tyr); null when none. */
  faction: z.string().max(60).nullable(),
  type: z.enum(['warrior', 'magician', 'faithful', 'warrior-mage', 'warrior-monk']),
  rank,
  value: z.number().int().min(1).max(500),
  characteristics: characteristicsSchema,
  /** Only a faithful has Aspects; absent or null (the book's "-") means none. */
  aspects: aspectsSchema.nullable().optional(),
  /**
   * Aspect layouts a recruit chooses between at recruitment, for good (a Jackal master of rites:
   * C1 A0 D1 or C1 A1 D0); the recruitment names one. Instead of `aspects`, never with it.
   */
  aspectChoices: z.array(aspectsSchema).min(2).max(8).optional(),
  abilities: z.array(abilitySchema).max(20),
  character: z.boolean().default(false),
  incarnate: z.boolean().default(false),
  elemental: z.boolean().default(false),
  /**
   * An Elemental's Element (Confrontation 3 data): no company whose people's magicians are
   * forbidden it may call it (DW-MISSION-PRE-15). Absent: not known, and no company is refused.
   */
  element: z.enum(ELEMENTS).optional(),
  /**
   * What a magician's card gives him before any EP: how many Elements he masters and the paths of
   * magic it names (the book's additional profiles print both). A path he starts with is never
   * bought, and his Elements count against what his people's row of the Incantation table opens
   * at his rank (DW-EVOLVE-RANK-06, DW-EVOLVE-RANK-08). Absent: not said; he is taken as starting
   * with none, and his Elements are still capped.
   */
  magic: z
    .object({
      elements: z.number().int().min(0).max(ELEMENTS.length),
      paths: z.array(z.string().min(1).max(40)).max(8),
      /** The Elements his card names; his Element of choice is none of them. */
      named: z.array(z.enum(ELEMENTS)).max(ELEMENTS.length).optional(),
      /** His card gives an Element "of choice" (counted in `elements`), named at recruitment (DW-PEOPLE-05). */
      elementOfChoice: z.boolean().optional(),
      /** His card gives a path "of choice" beside `paths`, named at recruitment (DW-PEOPLE-05). */
      pathOfChoice: z.boolean().optional(),
    })
    .optional(),
  immortal: z.boolean().default(false),
  /** An Immortal whose rank names this people may be a soldier of it. */
  immortalOfPeople: z.string().max(60).optional(),
  musician: z.boolean().default(false),
  standardBearer: z.boolean().default(false),
  /** Musicians and standard-bearers that any pack may take (predators of blood). */
  anyPack: z.boolean().default(false),
  mercenary: z.boolean().default(false),
  stateless: z.boolean().default(false),
  machine: z.enum(['none', 'mobile', 'immobile']).default('none'),
  weight: z.number().int().min(0).max(50).nullable().default(null),
  /** A machine's structure points: at least 1, since at 0 it is destroyed (DW-RECUP-13); null: none. */
  structure: z.number().int().min(1).max(100).nullable().default(null),
  options: z.array(recruitOptionSchema).max(20).default([]),
  /** Free advantages lent to another soldier before each mission (amulets, gesas). */
  freeAdvantages: z
    .array(
      z.object({
        id: z.string().min(1).max(60),
        name: z.string().min(1).max(80),
        /** Its name in Hungarian, if the pack gives one (else the sample's glossary, else `name`). */
        nameHu: z.string().min(1).max(80).optional(),
        count: z.number().int().min(1).max(10),
      }),
    )
    .max(5)
    .default([]),
  /** Whether the fighter rides a mount, and whether he is a centaur (for War-horse). */
  mounted: z.boolean().default(false),
  centaur: z.boolean().default(false),
  /**
   * What the fighter rides, where a rule names the mount: a brontops rider, or an animistic shaman
   * on a brontops, never joins the tribe of the Behemoth (DW-BEHEMOTH-03). Absent: not said.
   */
  mount: z.string().min(1).max(40).optional(),
  /** The equipment printed with the profile (a weapon and armor); what options add comes on top. */
  equipment: z.array(z.string().min(1).max(80)).max(10).optional(),
  /** The card of the form the fighter may change into during a battle, if he has one. */
  shape: z
    .object({
      name: z.string().min(1).max(80),
      /** Its name in Hungarian, if the pack gives one (else the sample's glossary, else `name`). */
      nameHu: z.string().min(1).max(80).optional(),
      characteristics: characteristicsSchema,
      abilities: z.array(abilitySchema).max(20),
    })
    .optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const ATTRIBUTE_KINDS = [
  'artifact',
  'spell',
  'miracle',
  'familiar',
  'immobile-machine',
  'liturgy',
  'treatment',
  'nexus',
  'scepter',
] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Who may bear an attribute (DW-ATTR-03). */
export const USABLE_BY = ['any', 'magician', 'faithful', 'mystic', 'captain', 'faithful-people', 'musician'] as const;
export type UsableBy = (typeof USABLE_BY)[number];

/** Who may bear an attribute of a kind, when the attribute does not say. */
const BEARERS_BY_KIND: Readonly<Record<AttributeKind, UsableBy>> = {
  artifact: 'any',
  spell: 'magician',
  miracle: 'faithful',
  familiar: 'magician',
  'immobile-machine': 'any',
  liturgy: 'faithful-people',
  treatment: 'any',
  nexus: 'any',
  scepter: 'captain',
};

/** Who may bear an attribute (DW-ATTR-03): as it says, else as its kind says. */
export function bearersOf(a: { readonly kind: AttributeKind; readonly usableBy?: UsableBy | undefined }): UsableBy {
  return a.usableBy ?? BEARERS_BY_KIND[a.kind];
}

export const attributeSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(80),
  name: z.string().min(1).max(80),
  /** Its name in Hungarian, if the pack gives one (else the sample's glossary, else `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  sample: z.boolean(),
  kind: z.enum(ATTRIBUTE_KINDS),
  cost: z.number().int().min(0).max(200),
  /**
   * Who may use it (DW-ATTR-03): anyone, or only a magician, a faithful, a mystic (either), the
   * captain, a soldier of a people that has faithful (`faithful-people`: a liturgy works through
   * their aura of faith), a musician (the sample's consecration makes its horn blower count twice
   * in an aura of faith, W-20). Absent: as its kind
   * says (`bearersOf`): spells and Familiars a magician's, miracles a faithful's, liturgies a
   * faithful people's, the scepter the captain's, the rest anyone's.
   */
  usableBy: z.enum(USABLE_BY).optional(),
  /** Limited to a people (a Jackal miracle); null for all. */
  people: z.string().max(60).nullable().default(null),
  abilities: z.array(abilitySchema).max(10).default([]),
  bonuses: z.partialRecord(z.enum(CHARACTERISTICS), characteristicChange).default({}),
  /** Machines and nexuses: their structure points, at least 1 (at 0 they are destroyed); null: none. */
  structure: z.number().int().min(1).max(100).nullable().default(null),
  /** Limit per assault group: one per (started or full) X AP. */
  perGroupAP: z
    .object({ per: z.number().int().min(1), rounding: z.enum(['started', 'full']) })
    .nullable()
    .default(null),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** A filter on a catalyst's printed characteristic: "POW 1+" is min 1, "MOV 10 -" is max 10. */
const catalystFilter = z.object({
  characteristic: z.enum([...CHARACTERISTICS, 'AP', 'Divination']),
  bound: z.number().int().min(0).max(100),
  dir: z.enum(['min', 'max']),
});

/**
 * A nexus's reference profile (DW-NEXUS-04 to DW-NEXUS-17, DW-NEXUS-25 to DW-NEXUS-33): who may be
 * its catalyst, the trial, the sacrifice, area, access, duration, load, quantity, abilities, base,
 * RES, SP and cost. `null` RES or SP is the book's "-".
 */
export const nexusSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(80),
  name: z.string().min(1).max(80),
  nameHu: z.string().min(1).max(80),
  sample: z.boolean(),
  /** The example of the book's section 3 whose numbers this profile carries, if any. */
  follows: z.string().max(80).nullable().default(null),
  allegiance: z.object({
    /** "universal", an alliance ("light", "darkness", "destiny") or a people's id; any one of them. */
    who: z.array(z.string().max(60)).min(1).max(20),
    filters: z.array(catalystFilter).max(5).default([]),
    abilities: z.array(z.string().max(60)).max(5).default([]),
    faithful: z.boolean().default(false),
    /** Only a Character may be its catalyst ("Darkness, Character, FEAR 6+"); absent: any fighter. */
    character: z.boolean().optional(),
  }),
  trial: z
    .object({ characteristic: z.enum([...CHARACTERISTICS, 'Divination']), difficulty: z.number().int().min(0).max(30) })
    .nullable(),
  sacrifice: z.object({
    kind: z.enum(['none', 'mana', 'faith', 'ko', 'damage']),
    /** Gems or T.F. points: how many at least and at most. */
    min: z.number().int().min(0).max(20).default(0),
    max: z.number().int().min(0).max(20).default(0),
    /** The Element of the gems ("neutral", "darkness"). */
    element: z.string().max(30).nullable().default(null),
    /** The STR of a Damage-roll sacrifice. */
    str: z.number().int().min(0).max(30).nullable().default(null),
  }),
  area: z.object({
    kind: z.enum(['catalyst', 'radius']),
    cm: z.number().min(0).max(200).default(0),
    /** d6 added to the radius, rolled again at each activation. */
    d6: z.number().int().min(0).max(6).default(0),
  }),
  /** Greatest distance from the catalyst to the base, or "contact". */
  access: z.union([z.literal('contact'), z.number().min(0).max(200)]),
  duration: z.union([z.enum(['instantaneous', 'end-of-round', 'game', 'special']), z.number().int().min(1).max(20)]),
  load: z.object({
    /** Activations a game; "special" starts empty and is filled by the nexus's own rule. */
    total: z.union([z.number().int().min(1).max(100), z.enum(['unlimited', 'unique', 'special'])]),
    perRound: z.number().int().min(1).max(20),
  }),
  /** One per full X AP, or one only. */
  quantity: z.union([z.number().int().min(1).max(10000), z.literal('unique')]),
  abilities: z
    .array(z.object({ name: z.string().min(1).max(40), value: z.union([z.number(), z.string().max(40)]).nullable() }))
    .max(12),
  size: z.enum(['Small', 'Medium', 'Large', 'Very Large']),
  baseCm: z.tuple([z.number().positive().max(50), z.number().positive().max(50)]),
  res: z.number().int().min(0).max(30).nullable(),
  sp: z.number().int().min(0).max(50).nullable(),
  cost: z.object({ ap: z.number().int().min(0).max(500), perMinotaur: z.number().int().min(0).max(50).default(0) }),
  /** What it does when activated, in the pack's own words. */
  effect: z.object({ en: z.string().min(1).max(1000), hu: z.string().min(1).max(1000) }),
});
export type Nexus = z.infer<typeof nexusSchema>;

export const peopleSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(60),
  name: z.string().min(1).max(80),
  /** Its name in Hungarian, if the pack gives one (else the sample's glossary, else `name`). */
  nameHu: z.string().min(1).max(80).optional(),
  alliance: z.enum(['light', 'darkness', 'destiny']),
  /** The peoples allied to it by the paths of alliance (Confrontation 3 data). */
  allies: z.array(z.string().max(60)).max(30),
  factions: z.array(z.string().max(60)).max(30).default([]),
  /**
   * The Elements its magicians may not use (Confrontation 3 data, which the book does not print): a
   * company of this people calls no Elemental of them (DW-MISSION-PRE-15). Absent: not known, no check.
   */
  forbiddenElements: z.array(z.enum(ELEMENTS)).max(ELEMENTS.length).optional(),
  /** Its factions' names in Hungarian, if the pack gives them: by the name in `factions`. */
  factionsHu: z.record(z.string().max(60), z.string().min(1).max(80)).optional(),
  sample: z.boolean(),
});
export type People = z.infer<typeof peopleSchema>;

/** A table row the transcription lost: the default we ship, marked so a user can replace it. */
const provisional = z.object({ provisional: z.boolean(), note: z.string().max(400) });

export const tablesSchema = z.object({
  /**
   * Renown table, positive side (the stronger group): [minimum difference, victory, draw, defeat].
   * No cell is below 0: no rule takes renown away.
   */
  renownPositive: provisional.extend({
    rows: z
      .array(
        z.tuple([z.number().int().min(0), z.number().int().min(0), z.number().int().min(0), z.number().int().min(0)]),
      )
      .min(1),
  }),
  /**
   * Characteristic rows missing from the printed table (AIM, COU, FEAR, DIS, POW, FAITH, and the
   * Aspects: a row of one Aspect, CRE, ALT or DES, or one ASPECTS row for the three).
   */
  characteristicCosts: provisional.extend({
    rows: z.partialRecord(
      z.enum([...IMPROVABLE, ASPECTS_ROW]),
      z.object({ base: z.number(), step: z.number(), maxGain: z.number() }),
    ),
  }),
  abilityImprovements: provisional.extend({
    rows: z.record(z.string(), z.object({ ep: z.number().int(), delta: z.number(), maxChange: z.number() })),
  }),
  abilityAcquisitions: provisional.extend({
    rows: z.record(
      z.string(),
      z.object({
        minLevel: z.number().int().min(1).max(6),
        access: z.array(z.enum(['All', 'Elite', 'Special', 'Warrior-mage', 'Warrior-monk'])),
        ep: z.number().int().min(1).max(1000),
        value: z.number().min(0).max(100).optional(),
      }),
    ),
  }),
  /** Structure damage rows beyond the printed ones: [minimum STR - RES, five cells for die 1,2,3,4,5-6]. */
  structureDamage: provisional.extend({
    rows: z.array(z.tuple([z.number().int(), z.array(z.number().int().min(0)).length(5)])),
  }),
});
export type Tables = z.infer<typeof tablesSchema>;

export const contentSchema = z.object({
  format: z.literal('dogs-of-war-content/1'),
  name: z.string().max(120),
  sample: z.boolean(),
  note: z.string().max(1000),
  peoples: z.array(peopleSchema).max(60),
  profiles: z.array(profileSchema).max(2000),
  attributes: z.array(attributeSchema).max(2000),
  /** Nexus profiles (optional in a user's pack). */
  nexuses: z.array(nexusSchema).max(500).default([]),
  tables: tablesSchema,
});
export type DogsContent = z.infer<typeof contentSchema>;
