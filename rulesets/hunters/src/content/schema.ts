import { z } from '@skirmish/core';

/** Longest id, name or label a pack may give: names are shown in every view of a game. */
export const NAME_MAX = 80;
/** Longest text a pack may give (a card's, a mission's, a note): several times the longest sample text. */
const TEXT_MAX = 2000;

/** A weapon or enemy column: dice and To Hit (modifier for characters), or X (no attack). */
export const columnSchema = z.union([
  z.literal('X'),
  z.object({ dice: z.number().int().min(0).max(20), toHit: z.number().int().min(-6).max(6) }),
]);
export type Column = z.infer<typeof columnSchema>;

export const defenceSchema = z.object({
  melee: z.number().int().min(0).max(10),
  area: z.number().int().min(0).max(10),
  mental: z.number().int().min(0).max(6),
  front: z.number().int().min(0).max(10),
  flank: z.number().int().min(0).max(10),
  back: z.number().int().min(0).max(10),
});
export type DefenceBlock = z.infer<typeof defenceSchema>;

const moduleKinds = [
  'lighting',
  'junk',
  'chemicals',
  'electronics',
  'optics',
  'batteries',
  'laser-devices',
  'firearms',
  'high-tech',
  'comm-devices',
  'explosives',
  'advanced-materials',
] as const;
export const moduleKindSchema = z.enum(moduleKinds);
export type ModuleKind = z.infer<typeof moduleKindSchema>;
export const MODULE_KINDS: readonly ModuleKind[] = moduleKinds;

export const roomKindSchema = z.enum(['forge', 'workshop', 'armory', 'gunsmith', 'lab']);
export type RoomKind = z.infer<typeof roomKindSchema>;

const costSchema = z.array(z.object({ module: moduleKindSchema, count: z.number().int().min(1).max(20) }));

export const gearSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's glossary or the name as written). */
  nameHu: z.string().min(1).max(80).optional(),
  sample: z.boolean(),
  type: z.enum(['weapon', 'armor', 'implant', 'equipment', 'accessory', 'apparel']),
  /** Weapons: Side 1 slot, Basic 2, Heavy 3. */
  size: z.enum(['side', 'basic', 'heavy']).optional(),
  attack: z.enum(['melee', 'ranged', 'area']).optional(),
  melee: columnSchema.optional(),
  /** Ranged columns: index 0 is range +1. */
  ranged: z.array(columnSchema).optional(),
  fullAuto: z.number().int().min(0).max(2).default(0),
  ap: z.boolean().default(false),
  incendiary: z.boolean().default(false),
  reload: z.boolean().default(false),
  /** Every die of the pool is a success (the Flame Thrower). */
  autoHit: z.boolean().default(false),
  /** Fuel Cells discarded at the start of a turn for the gear to work. */
  fuelUpkeep: z.number().int().min(0).max(3).default(0),
  accessorySpace: z.enum(['none', 'one-notch', 'two-notch', 'duct-tape']).default('none'),
  accessory: z
    .object({
      fits: z.enum(['one-notch', 'two-notch', 'duct-tape']),
      dice: z.number().int().default(0),
      toHit: z.number().int().default(0),
      range: z.number().int().default(0),
      incendiary: z.boolean().default(false),
      daytimeOnly: z.boolean().default(false),
      tracer: z.boolean().default(false),
      mental: z.boolean().default(false),
    })
    .optional(),
  defence: defenceSchema.optional(),
  heal: z.number().int().min(0).max(6).optional(),
  curesPoison: z.boolean().default(false),
  price: z.number().int().min(0).optional(),
  sellPrice: z.number().int().min(0).optional(),
  /** Used up on the second use; "used once" carries from mission to mission. */
  twoUse: z.boolean().default(false),
  /** Turns an effect lasts once switched on; 12 lasts to the end of the mission. */
  duration: z.number().int().min(0).max(12).default(0),
  /** A trap: how it goes off and the automatic hits it deals on its space. */
  trap: z.object({ trigger: z.enum(['pressure', 'remote']), hits: z.number().int().min(1).max(8) }).optional(),
  /** Gear whose effect the rules carry out by name. */
  effect: z.enum(['terror', 'sound', 'disruptor', 'stimulant', 'auto-med', 'detonator']).optional(),
  text: z.string().max(TEXT_MAX),
});
export type Gear = z.infer<typeof gearSchema>;

export const activitySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), mp: z.number().int().min(1).max(6) }),
  z.object({ kind: z.literal('melee'), toHit: z.number().int().min(0).max(6) }),
  z.object({ kind: z.literal('ranged'), toHit: z.number().int().min(0).max(6) }),
  z.object({ kind: z.literal('area'), toHit: z.number().int().min(0).max(6) }),
  z.object({ kind: z.literal('hide') }),
  z.object({ kind: z.literal('heal'), amount: z.number().int().min(1).max(6) }),
  z.object({ kind: z.literal('interact') }),
]);
export type Activity = z.infer<typeof activitySchema>;

export const enhancementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dice'), n: z.number().int().min(1).max(3) }),
  z.object({ kind: z.literal('to-hit'), n: z.number().int().min(1).max(3) }),
  z.object({ kind: z.literal('reroll'), n: z.number().int().min(1).max(3) }),
  z.object({ kind: z.literal('mp'), n: z.number().int().min(1).max(3) }),
]);
export type Enhancement = z.infer<typeof enhancementSchema>;

export const reactionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shoot'), toHit: z.number().int().min(0).max(6) }),
  z.object({ kind: z.literal('strike'), toHit: z.number().int().min(0).max(6) }),
  z.object({ kind: z.literal('step') }),
]);
export type Reaction = z.infer<typeof reactionSchema>;

export const actionCardSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's glossary or the name as written). */
  nameHu: z.string().min(1).max(80).optional(),
  sample: z.boolean(),
  class: z.string().min(1).max(NAME_MAX),
  level: z.number().int().min(1).max(6),
  /** Skill cards are never in a deck; they give a lasting effect. */
  skill: z.string().max(NAME_MAX).optional(),
  activities: z.array(activitySchema).default([]),
  enhancement: enhancementSchema.optional(),
  reaction: reactionSchema.optional(),
  text: z.string().max(TEXT_MAX),
  /** The card's text in Hungarian; without it the Hungarian page words the card from its activities. */
  textHu: z.string().min(1).max(TEXT_MAX).optional(),
});
export type ActionCard = z.infer<typeof actionCardSchema>;

export const characterClassSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's glossary or the name as written). */
  nameHu: z.string().min(1).max(80).optional(),
  /**
   * The double-sided character sheet this class is printed on (AMB-25): two classes naming the
   * same sheet are its two sides, so choosing the class at creation chooses the side, and at most
   * one of the two plays in a campaign. Left out, the class has a sheet to itself.
   */
  sheet: z.string().min(1).max(NAME_MAX).optional(),
  sample: z.boolean(),
  strength: z.number().int().min(0).max(6),
  persuasion: z.number().int().min(0).max(6),
  morale: z.number().int().min(0).max(6),
  maxImplants: z.number().int().min(0).max(4),
  baseMaxHealth: z.number().int().min(1).max(12),
  slots: z.object({
    blue: z.number().int().min(2).max(4),
    armor: z.literal(1),
    apparel: z.number().int().min(1).max(3),
    weapon: z.number().int().min(2).max(4),
    accessory: z.number().int().min(1).max(4),
  }),
  startingGear: z.array(z.string().max(NAME_MAX)),
  startingFood: z.number().int().min(0).max(10),
  /** The 25 level-I cards, one id per card (copies repeat). */
  startingDeck: z.array(z.string().max(NAME_MAX)).length(25),
  /** Seven cards (six action, one skill) offered at each level from 2. */
  levelOffers: z.record(z.string(), z.array(z.string().max(NAME_MAX)).length(7)),
});
export type CharacterClass = z.infer<typeof characterClassSchema>;

export const enemyStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move-to'), mp: z.number().int().min(1).max(6) }),
  z.object({ kind: z.literal('move-away'), mp: z.number().int().min(1).max(6) }),
  z.object({ kind: z.literal('parting-leap') }),
  z.object({ kind: z.literal('melee') }),
  z.object({ kind: z.literal('ranged') }),
  z.object({ kind: z.literal('area') }),
]);
export type EnemyStep = z.infer<typeof enemyStepSchema>;
export const enemyEntrySchema = z.array(enemyStepSchema).min(1);
export type EnemyEntry = z.infer<typeof enemyEntrySchema>;

/**
 * The kinds of enemy action Lightning Reflexes may be tied to (HU-ACTION-13): a Move, to the
 * target or away, is one kind; the others are the steps of the same names.
 */
export const REFLEX_KINDS = ['move', 'parting-leap', 'melee', 'ranged', 'area'] as const;
export type ReflexKind = (typeof REFLEX_KINDS)[number];

export const enemySchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  name: z.string().min(1).max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's glossary or the name as written). */
  nameHu: z.string().min(1).max(80).optional(),
  sample: z.boolean(),
  kind: z.enum(['biological', 'mechanical']),
  armored: z.boolean().default(false),
  flying: z.boolean().default(false),
  /**
   * Lightning Reflexes (HU-ACTION-13): true, no reaction against the enemy at all; a list of kinds
   * of action (`REFLEX_KINDS`), none against its actions of those kinds only. The kinds are read
   * by the content check, which names a wrong one.
   */
  lightningReflexes: z
    .union([z.boolean(), z.array(z.string().max(NAME_MAX)).min(1).max(REFLEX_KINDS.length)])
    .default(false),
  fireImmune: z.boolean().default(false),
  /** The Spiders: an Area attack on their own space while in melee when leaping brings no profit. */
  areaInMelee: z.boolean().default(false),
  health: z.number().int().min(1).max(20),
  lists: z.object({
    /** A: in melee. */
    melee: z.array(enemyEntrySchema),
    /** B: the nearest character is exactly 1 space away. */
    near: z.array(enemyEntrySchema),
    /** C: every character is 2 or more spaces away. */
    far: z.array(enemyEntrySchema),
  }),
  /** Index = distance (0 is melee). */
  weapon: z.array(columnSchema).min(1),
  defence: defenceSchema,
  text: z.string().max(TEXT_MAX),
});
export type Enemy = z.infer<typeof enemySchema>;

const xy = z.tuple([z.number().int(), z.number().int()]);
export type XY = z.infer<typeof xy>;

export const tileSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  sample: z.boolean(),
  width: z.number().int().min(1).max(20),
  height: z.number().int().min(1).max(20),
  spaces: z
    .array(
      z.object({
        at: xy,
        vantage: z.boolean().default(false),
        cover: z.boolean().default(false),
        openGround: z.boolean().default(false),
        finding: z.boolean().default(false),
        /** Building, wreck, junkyard, tower or concrete wall: a barrier on every side. */
        covered: z.boolean().default(false),
      }),
    )
    .default([]),
  edges: z.array(z.object({ a: xy, b: xy, kind: z.enum(['obstacle', 'barrier']) })).default([]),
});
export type Tile = z.infer<typeof tileSchema>;

export const terrainTokenSchema = z.enum(['smoke', 'explosives', 'combustibles', 'chemicals']);
export type TerrainTokenKind = z.infer<typeof terrainTokenSchema>;

export const victorySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('eliminate') }),
  z.object({ kind: z.literal('survive') }),
  z.object({ kind: z.literal('collect'), findings: z.number().int().min(1) }),
]);

export const missionSchema = z.object({
  id: z.string().min(1).max(NAME_MAX),
  title: z.string().min(1).max(NAME_MAX),
  /** The title in Hungarian, where the pack gives one (else the sample's glossary or the title as written). */
  titleHu: z.string().min(1).max(80).optional(),
  sample: z.boolean(),
  plot: z.enum(['main', 'side']),
  time: z.enum(['day', 'night']),
  weather: z.enum(['clear', 'rain', 'blizzard', 'fog']).default('clear'),
  maxTurns: z.number().int().min(1).max(12),
  width: z.number().int().min(2).max(40),
  height: z.number().int().min(2).max(40),
  tiles: z.array(z.object({ tile: z.string().max(NAME_MAX), at: xy })).min(1),
  labels: z.record(z.string(), xy).default({}),
  enemies: z.array(
    z.object({
      enemy: z.string().max(NAME_MAX),
      count: z.number().int().min(1).max(20),
      spaces: z.array(z.string().max(NAME_MAX)).min(1),
      /** Facing index 0..7 (N, NE, E, SE, S, SW, W, NW). */
      facing: z.number().int().min(0).max(7).default(4),
    }),
  ),
  tokens: z.array(z.object({ kind: terrainTokenSchema, space: z.string().max(NAME_MAX) })).default([]),
  deployment: z.array(xy).min(1),
  startHidden: z.boolean().default(false),
  victory: victorySchema,
  rewards: z.object({
    xp: z.number().int().min(0),
    fuelCells: z.number().int().min(0).default(0),
    /** Blueprints the party wins with the mission (HU-CRAFT-02), by blueprint id. */
    blueprints: z.array(z.string().max(NAME_MAX)).default([]),
  }),
  text: z.string().max(TEXT_MAX),
});
export type Mission = z.infer<typeof missionSchema>;

export const roomSchema = z.object({
  id: roomKindSchema,
  name: z.string().max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's glossary or the name as written). */
  nameHu: z.string().min(1).max(80).optional(),
  sample: z.boolean(),
  produces: z.string().max(NAME_MAX),
  /** Level 1, 2, 3: the expansion cost and days to reach it. */
  levels: z.array(z.object({ cost: costSchema, days: z.number().int().min(1).max(20) })).length(3),
});
export type Room = z.infer<typeof roomSchema>;

export const blueprintSchema = z.object({
  id: z.string().max(NAME_MAX),
  sample: z.boolean(),
  gear: z.string().max(NAME_MAX),
  room: roomKindSchema,
  level: z.number().int().min(1).max(3),
  cost: costSchema,
  days: z.number().int().min(2).max(4),
  price: z.number().int().min(0),
});
export type Blueprint = z.infer<typeof blueprintSchema>;

/** The five story tokens, I to V (HU-EVENT-08). */
export const STORY_TOKENS = ['I', 'II', 'III', 'IV', 'V'] as const;
export const storyTokenSchema = z.enum(STORY_TOKENS);
export type StoryToken = z.infer<typeof storyTokenSchema>;

export const effectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fuel'), n: z.number().int() }),
  z.object({ kind: z.literal('food'), n: z.number().int() }),
  z.object({ kind: z.literal('xp'), n: z.number().int() }),
  z.object({ kind: z.literal('health'), n: z.number().int() }),
  z.object({ kind: z.literal('days'), n: z.number().int().min(0) }),
  z.object({ kind: z.literal('gear'), gear: z.string().max(NAME_MAX) }),
  z.object({ kind: z.literal('module'), module: moduleKindSchema, n: z.number().int() }),
  z.object({ kind: z.literal('marker'), marker: z.string().max(NAME_MAX), set: z.boolean() }),
  z.object({ kind: z.literal('poison') }),
  z.object({ kind: z.literal('mission'), mission: z.string().max(NAME_MAX) }),
  /** Read another card; with `option` (its label), that option is resolved at once, its menu not offered. */
  z.object({ kind: z.literal('goto'), card: z.string().max(NAME_MAX), option: z.string().max(NAME_MAX).optional() }),
  z.object({ kind: z.literal('event-token'), card: z.string().max(NAME_MAX), days: z.number().int().min(1) }),
  /** A job's difficulty, 1 to 3 icons (3 the hardest). */
  z.object({ kind: z.literal('job'), level: z.number().int().min(1).max(3) }),
  /** A story token placed with the party (`set`) or taken back. */
  z.object({ kind: z.literal('story-token'), token: storyTokenSchema, set: z.boolean() }),
]);
export type Effect = z.infer<typeof effectSchema>;

export const optionSchema = z.object({
  label: z.string().max(NAME_MAX),
  text: z.string().max(TEXT_MAX),
  /** The option's text in Hungarian, where the pack gives one. */
  textHu: z.string().min(1).max(TEXT_MAX).optional(),
  requires: z.string().max(NAME_MAX).optional(),
  /** Open only while the party holds this story token (a pack's use of the tokens, HU-EVENT-11). */
  requiresToken: storyTokenSchema.optional(),
  mandatory: z.boolean().default(false),
  cost: z.array(effectSchema).default([]),
  /** The back of the card for this option. */
  effects: z.array(effectSchema),
  handling: z.enum(['discard', 'keep', 'leave']).default('discard'),
});
export type CardOption = z.infer<typeof optionSchema>;

export const eventCardSchema = z.object({
  id: z.string().max(NAME_MAX),
  sample: z.boolean(),
  deck: z.enum(['event', 'road', 'town']),
  zone: z.number().int().min(1).max(3).optional(),
  title: z.string().max(NAME_MAX),
  /** The title in Hungarian, where the pack gives one (else the sample's glossary or the title as written). */
  titleHu: z.string().min(1).max(80).optional(),
  text: z.string().max(TEXT_MAX),
  /** The card's text in Hungarian, where the pack gives one. */
  textHu: z.string().min(1).max(TEXT_MAX).optional(),
  options: z.array(optionSchema).min(1),
  /** "This character ..." cards affect the resolving character only. */
  personal: z.boolean().default(false),
  /** The recommended day range printed on the back: advice only, shown once the day is past it. */
  days: z.tuple([z.number().int().min(1).max(56), z.number().int().min(1).max(56)]).optional(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const locationSchema = z.object({
  id: z.string().max(NAME_MAX),
  name: z.string().max(NAME_MAX),
  /** The name in Hungarian, where the pack gives one (else the sample's glossary or the name as written). */
  nameHu: z.string().min(1).max(80).optional(),
  sample: z.boolean(),
  zone: z.number().int().min(0).max(3),
  parent: z.string().max(NAME_MAX).optional(),
  services: z.object({
    heal: z.object({ price: z.number().int().min(0), amount: z.number().int().min(1) }).optional(),
    curePoison: z.number().int().min(0).optional(),
    wage: z.number().int().min(0).optional(),
    sells: z.array(z.string().max(NAME_MAX)).default([]),
    /** Price in Fuel Cells of installing an implant here; absent: no implant service. */
    implants: z.number().int().min(0).optional(),
    blueprints: z.array(z.string().max(NAME_MAX)).default([]),
  }),
});
export type Location = z.infer<typeof locationSchema>;

export const huntersContentSchema = z.object({
  meta: z.object({ name: z.string().max(NAME_MAX), sample: z.boolean(), note: z.string().max(TEXT_MAX) }),
  defenceDie: z.object({ id: z.string().max(NAME_MAX), faces: z.array(z.enum(['shield', 'blank'])).length(6) }),
  xpTable: z.record(z.string(), z.number().int().min(1)),
  classes: z.array(characterClassSchema).min(1),
  cards: z.array(actionCardSchema),
  gear: z.array(gearSchema),
  enemies: z.array(enemySchema),
  tiles: z.array(tileSchema),
  missions: z.array(missionSchema).min(1),
  rooms: z.array(roomSchema).length(5),
  blueprints: z.array(blueprintSchema),
  locations: z.array(locationSchema),
  events: z.array(eventCardSchema),
  campaign: z.object({
    start: z.string().max(NAME_MAX),
    startEvents: z.array(
      z.object({ card: z.string().max(NAME_MAX), location: z.string().max(NAME_MAX), over: z.boolean() }),
    ),
    day15: z.string().max(NAME_MAX),
    day28: z.array(z.string().max(NAME_MAX)).length(3),
    finalMission: z.string().max(NAME_MAX),
    lastDay: z.number().int().min(1),
    /**
     * The blueprints the party holds when the campaign starts, by blueprint id: the book names
     * none, so a pack gives its own (none: every blueprint is bought or won, HU-CRAFT-02).
     */
    startBlueprints: z.array(z.string().max(NAME_MAX)).default([]),
  }),
});
export type HuntersContent = z.infer<typeof huntersContentSchema>;
