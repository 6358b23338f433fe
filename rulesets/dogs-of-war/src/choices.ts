/** The management steps a player can take, and the after-action report, as zod schemas. */
import { z } from '@skirmish/core';
import { ELEMENTS, IMPROVABLE, ROLES, SINGLE_USE_OBJECTS } from './data.ts';
import { MISSIONS } from './missions.ts';
import { aspectsSchema } from './content/schema.ts';

const id = z.string().min(1).max(80);

/** A magician's Element and path of choice, named for good where his card gives them (DW-PEOPLE-05). */
const magicOfChoice = z.object({ element: z.enum(ELEMENTS).optional(), path: z.string().min(1).max(40).optional() });

export const purchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('characteristic'), characteristic: z.enum(IMPROVABLE) }),
  z.object({ kind: z.literal('improve-ability'), ability: z.string().min(1).max(60) }),
  z.object({ kind: z.literal('learn-ability'), ability: z.string().min(1).max(60) }),
  z.object({ kind: z.literal('role'), role: z.enum(ROLES) }),
  z.object({ kind: z.literal('mystic-rank') }),
  z.object({ kind: z.literal('element'), name: z.string().max(40).optional() }),
  z.object({ kind: z.literal('path'), name: z.string().max(40).optional() }),
  z.object({ kind: z.literal('master-of-invocation') }),
  z.object({ kind: z.literal('resurrection') }),
]);
export type Purchase = z.infer<typeof purchaseSchema>;

export const damageResult = z.enum(['light', 'serious', 'critical', 'killed-outright']);

/** The most a wounded fighter may be worth in a report (his value is read for the EP ratio). */
export const TARGET_VALUE_MAX = 1000;

/** What happened on the table, as the players report it. */
export const deedSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('power'),
    soldier: id,
    value: z.number().int().min(0).max(30),
    difficulty: z.number().int().min(0).max(40),
  }),
  z.object({
    kind: z.literal('divination'),
    soldier: id,
    value: z.number().int().min(0).max(30),
    difficulty: z.number().int().min(0).max(40),
  }),
  z.object({
    kind: z.literal('aim'),
    soldier: id,
    aim: z.number().int().min(0).max(30),
    difficulty: z.number().int().min(0).max(40),
    hitOwnCamp: z.boolean().optional(),
    /** An immobile machine's shot: the other servants and substitutes who took part; each earns it in full. */
    crew: z.array(id).max(10).optional(),
  }),
  z.object({
    kind: z.literal('wound'),
    soldier: id,
    /** The rolled result after conversions (sacred weapon double: killed-outright; Ferocious Stunned: light). */
    result: damageResult,
    targetValue: z.number().int().min(0).max(TARGET_VALUE_MAX),
    /**
     * Who was struck, where the report names him: a soldier of a mission sheet by his id, a hire as
     * `hire:<seat>:<index>`, a passive individual as `passive:merchant` or `passive:ambassador`.
     * Named, the deed must agree with the wounds and objectives reported.
     */
    target: id.optional(),
    /** From a secondary effect (a Toxic follow-up): earns nothing. */
    secondary: z.boolean().optional(),
    /** From a shot, spell or miracle: earns nothing for the wound itself. */
    ranged: z.boolean().optional(),
  }),
  /** A mission's EP bonus (+5 in a held objective zone and so on). */
  z.object({ kind: z.literal('bonus'), soldier: id, ep: z.number().int().min(0).max(50) }),
]);
export type Deed = z.infer<typeof deedSchema>;

export const objectivesSchema = z.discriminatedUnion('mission', [
  z.object({
    mission: z.literal('intrusion'),
    held: z.record(
      z.string(),
      z.object({ own: z.number().int().min(0).max(4), enemy: z.number().int().min(0).max(4) }),
    ),
  }),
  z.object({ mission: z.literal('invasion'), sectors: z.record(z.string(), z.number().int().min(0).max(6)) }),
  z.object({
    mission: z.literal('destruction'),
    elements: z
      .array(z.object({ type: z.enum(['idol', 'altar', 'temple']), spLost: z.number().int().min(0).max(20) }))
      .max(4),
  }),
  z.object({
    mission: z.literal('assassination'),
    fate: z.enum(['left-neutral-or-defender-edge', 'left-attacker-edge', 'killed', 'other']),
  }),
  z.object({ mission: z.literal('treasure-hunt'), traps: z.record(z.string(), z.number().int().min(0).max(12)) }),
  z.object({
    mission: z.literal('raid'),
    killed: z.number().int().min(0).max(3),
    tents: z.array(z.enum(['attacker', 'defender', 'none'])).max(3),
    chestTent: z.string().nullable(),
  }),
  z.object({ mission: z.literal('death-to-the-cardinal'), attackerControls: z.boolean() }),
]);
export type Objectives = z.infer<typeof objectivesSchema>;

export const reportSchema = z.object({
  /** Each seat's result; a retreat makes the retreating seat lose. */
  results: z.record(z.string(), z.enum(['victory', 'draw', 'defeat'])),
  retreat: z.string().nullable(),
  deeds: z.array(deedSchema).max(500),
  /**
   * Final wound states worth recording (Serious, Critical, Killed Outright); the rest heal. A
   * soldier who began the mission with a Serious or Critical aftereffect and is not listed ends it
   * so, unless he is in `healed`.
   */
  wounds: z.array(z.object({ soldier: id, state: z.enum(['serious', 'critical', 'killed-outright']) })).max(100),
  /** Soldiers who began the mission wounded and were healed on the table below a Serious wound. */
  healed: z.array(id).max(60).optional(),
  /** Structure points lost by machines (soldiers) and company assets. */
  structure: z.array(z.object({ id, lost: z.number().int().min(0).max(100) })).max(50),
  objectives: objectivesSchema.nullable(),
  captures: z.array(z.string().max(120)).max(20),
  /** Machines (a mobile machine soldier or a company's immobile machine) whose boiler or carburetor exploded. */
  exploded: z.array(id).max(20).optional(),
});
export type AfterActionReport = z.infer<typeof reportSchema>;

/** The most a group may be worth against a neutral company, as a player sets it (DW-CAMPAIGN-07). */
export const NEUTRAL_CAP_MAX = 5000;
export const neutralCapSchema = z.number().int().min(1).max(NEUTRAL_CAP_MAX);

/**
 * The most formation EP a player may type for one soldier: the whole pool. The rules then refuse
 * more than the per-soldier cap with the cap named (DW-EP-01), rather than a malformed number.
 */
export const FORMATION_EP_TYPED_MAX = 90;

/** The longest name a captain or a recruit may be given. */
export const NAME_MAX = 60;

export const choiceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('name-captain'),
    profile: id,
    name: z.string().min(1).max(NAME_MAX),
    options: z.array(id).max(10).default([]),
    faction: z.string().max(60).nullable().default(null),
    /** The Aspect layout chosen, for good, where the profile offers several (DW-RECRUIT-14). */
    aspects: aspectsSchema.optional(),
    magic: magicOfChoice.optional(),
  }),
  z.object({
    kind: z.literal('recruit'),
    profile: id,
    name: z.string().min(1).max(NAME_MAX),
    options: z.array(id).max(10).default([]),
    faction: z.string().max(60).nullable().default(null),
    /** The Aspect layout chosen, for good, where the profile offers several (DW-RECRUIT-14). */
    aspects: aspectsSchema.optional(),
    magic: magicOfChoice.optional(),
  }),
  z.object({ kind: z.literal('assign-ep'), soldier: id, ep: z.number().int().min(1).max(FORMATION_EP_TYPED_MAX) }),
  z.object({ kind: z.literal('spend-ep'), soldier: id, purchase: purchaseSchema }),
  z.object({ kind: z.literal('choose-rank'), soldier: id, rank: z.enum(['Special', 'Elite']) }),
  z.object({ kind: z.literal('buy-attribute'), attribute: id, soldier: id.nullable() }),
  z.object({ kind: z.literal('exclude'), soldier: id }),
  z.object({ kind: z.literal('discharge-captain') }),
  z.object({ kind: z.literal('promote-lieutenant') }),
  z.object({ kind: z.literal('done') }),
  z.object({ kind: z.literal('grant-option'), from: id, option: id, to: id }),
  z.object({ kind: z.literal('choose-mission'), mission: z.enum(MISSIONS) }),
  z.object({
    kind: z.literal('form-group'),
    soldiers: z.array(id).max(60),
    /** Attributes carried: a soldier's own, or company assets (soldier null). */
    attributes: z.array(z.object({ soldier: id.nullable(), attribute: id })).max(100),
    hires: z.array(id).max(10),
    explorers: z.array(id).max(10),
    /** Hang 'Em High: prospectors sent to look for the Cardinal instead of exploring. */
    searchers: z.array(id).max(10).optional(),
  }),
  z.object({
    kind: z.literal('balance'),
    soldiers: z.array(id).max(60),
    hires: z.array(id).max(10),
    /** The company's machines and nexuses kept on the sheet (DW-MISSION-PRE-17); absent: all of them. */
    assets: z.array(id).max(20).optional(),
  }),
  z.object({
    kind: z.literal('compensate'),
    eventCards: z.number().int().min(0).max(5),
    objects: z.array(z.object({ fighter: id, object: z.enum(SINGLE_USE_OBJECTS) })).max(10),
  }),
  z.object({
    kind: z.literal('finish-preparation'),
    bonesetter: z.array(id).max(60),
    training: z.array(z.object({ soldier: id, ep: z.number().int().min(1).max(10) })).max(60),
    /** Free advantages lent for this mission (amulets, gesas): from the recruit to another fighter. */
    advantages: z
      .array(z.object({ from: id, advantage: id, to: id }))
      .max(20)
      .optional(),
    /** The weaker side adds a round to the mission, where the value gap it was not paid for is 20 or more. */
    extraRound: z.boolean().optional(),
  }),
  /** Destruction's Attacker worth more than the Defender takes his free Event card or leaves it. */
  z.object({ kind: z.literal('free-event-card'), take: z.boolean() }),
  z.object({ kind: z.literal('report'), report: reportSchema }),
  /** A player whose company fought the battle accepts the report another gave, or sends it back. */
  z.object({ kind: z.literal('confirm-report'), accept: z.boolean() }),
  // Hang 'Em High.
  z.object({ kind: z.literal('locate'), attempt: z.boolean() }),
  z.object({ kind: z.literal('pick-offer'), offer: z.string().min(1).max(40) }),
  z.object({
    kind: z.literal('neutral-cap'),
    cap: neutralCapSchema,
    controller: z.string().min(1).max(30),
  }),
  z.object({ kind: z.literal('neutral-group'), value: z.number().int().min(0).max(5000) }),
  z.object({ kind: z.literal('cardinal-controller'), seat: z.string().min(1).max(30) }),
  /** The player who runs the Cardinal's band, when it is the weaker, adds a round to the mission or not. */
  z.object({ kind: z.literal('extra-round'), add: z.boolean() }),
  z.object({ kind: z.literal('rumors'), corruption: z.boolean() }),
]);
export type Choice = z.infer<typeof choiceSchema>;
