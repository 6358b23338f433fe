import { z } from '@skirmish/core';
import { moduleKindSchema, type ModuleKind } from './content/schema.ts';

/**
 * Where the modules of an expansion or a construction come from (AMB-13): so many of a kind out
 * of one character's carried modules or storeroom. A choice without one pays as the program does
 * (each character's carried modules, then storeroom, in party order).
 */
export type PaymentPlan = Array<{ char: string; store: 'carried' | 'storeroom'; module: ModuleKind; count: number }>;

const paymentPlanSchema = z
  .array(
    z.object({
      char: z.string(),
      store: z.enum(['carried', 'storeroom']),
      module: moduleKindSchema,
      count: z.number().int().min(1).max(99),
    }),
  )
  .max(48);

const pos = z.object({ x: z.number().int(), y: z.number().int() });

/** The most Morale uses one effect of one attack may name; the tokens a character holds limit it further. */
export const MAX_MORALE_USES = 12;

const moraleCount = z.number().int().min(0).max(MAX_MORALE_USES).optional();

/**
 * The Morale uses an attack choice spends on each effect (HU-ACTION-19, AMB-27): its count where
 * it has one, else 1 for a flag set; `dice` is for a melee attack (a Penalty Attack is one) only.
 */
export function moraleUses(c: Extract<HuntersChoice, { kind: 'melee' | 'penalty' | 'shoot' | 'area' }>): {
  toHit: number;
  dice: number;
} {
  if (c.kind === 'melee' || c.kind === 'penalty')
    return { toHit: c.moraleHits ?? (c.moraleHit ? 1 : 0), dice: c.moraleDice ?? (c.moraleDie ? 1 : 0) };
  return { toHit: c.moraleHits ?? (c.morale ? 1 : 0), dice: 0 };
}

/** Every answer a seat can give, as plain data. */
export type HuntersChoice =
  | { kind: 'keep'; character: string; card: string }
  | { kind: 'keep-random'; character: string }
  | { kind: 'deploy'; character: string; x: number; y: number; facing: number; hidden: boolean }
  | { kind: 'activate'; character: string }
  | { kind: 'activate-random' }
  | { kind: 'rotate'; facing: number }
  | { kind: 'play'; card: string; enhancement: string | null; enhance: number }
  | { kind: 'basic'; action: 'move' | 'double-move' | 'melee' | 'interact' }
  | { kind: 'cycle'; card: string }
  | { kind: 'end-turn' }
  | { kind: 'step'; x: number; y: number; striker?: string }
  | { kind: 'morale-mp' }
  | { kind: 'stop' }
  | { kind: 'skip' }
  /**
   * Morale on an attack (HU-ACTION-19): a flag buys one use of its effect. Under the
   * `moraleStacking` option (AMB-27) a count of 2 or more uses stands beside its flag, set true
   * (`moraleHits` for +1 To Hit each, `moraleDice` for +1 melee die each); 0 and 1 use are the flag alone.
   */
  | {
      kind: 'melee';
      target: string;
      weapon: string | null;
      moraleHit: boolean;
      moraleDie: boolean;
      moraleHits?: number;
      moraleDice?: number;
    }
  | {
      kind: 'shoot';
      weapon: string;
      x: number;
      y: number;
      targets: string[];
      morale: boolean;
      moraleHits?: number;
      stray?: string;
    }
  | { kind: 'area'; weapon: string; x: number; y: number; morale: boolean; moraleHits?: number }
  | { kind: 'hide' }
  | { kind: 'heal'; target: string }
  | { kind: 'interact'; what: 'revive' | 'collect' | 'reload' | 'use-gear'; target: string }
  | { kind: 'use'; gear: string; fuel: number }
  | { kind: 'detonate'; trap: string; character?: string }
  | {
      kind: 'exchange';
      with: string;
      /** Gear ids, and `module:<kind>` for a module token carried in from the campaign. */
      give: string[];
      take: string[];
      /** Module tokens (findings picked up in this mission) handed over and taken. */
      giveModules?: number;
      takeModules?: number;
    }
  | { kind: 'park'; gear: string }
  | { kind: 'unpark'; gear: string; out: string | null }
  | { kind: 'pre-trap'; character: string; gear: string; x: number; y: number }
  | { kind: 'enemy-first'; enemy: string }
  | { kind: 'enemy-random' }
  | { kind: 'tie'; index: number }
  | { kind: 'tie-random' }
  /**
   * Where an enemy group that does not split evenly over its listed spaces puts its extra enemies
   * (AMB-69): `group` is its index in the mission's list, `extra` the labels of the spaces that take
   * one enemy more than the others.
   */
  | { kind: 'spread'; group: number; extra: string[] }
  | { kind: 'react'; character: string; card: string; weapon: string | null; to: { x: number; y: number } | null }
  | { kind: 'no-reaction' }
  /**
   * A character's Penalty Attack on a leaping enemy, or none (`character` null). Morale goes on it
   * as on any melee attack (AMB-46), each flag written only when set: the answer without Morale
   * is the character alone.
   */
  | {
      kind: 'penalty';
      character: string | null;
      moraleHit?: boolean;
      moraleDie?: boolean;
      moraleHits?: number;
      moraleDice?: number;
    }
  | { kind: 'travel'; to: string }
  | { kind: 'rest' }
  | { kind: 'work' }
  | { kind: 'read'; option: number; payer: string }
  | { kind: 'reveal'; card: string }
  | { kind: 'expand'; room: 'forge' | 'workshop' | 'armory' | 'gunsmith' | 'lab'; from?: PaymentPlan }
  | { kind: 'construct'; blueprint: string; owner: string; from?: PaymentPlan }
  | { kind: 'level-up'; character: string; picks: string[] }
  /**
   * Start the launched mission (HU-CAMP-03). `leaveOut` names unconscious characters who sit it
   * out (AMB-58); without it, every character goes, the unconscious ones too.
   */
  | { kind: 'start-mission'; leaveOut?: string[] }
  | { kind: 'hand-over'; from: string; to: string; item: string }
  /**
   * A purchase at the current place, paid from the buyer's Fuel Cells (HU-TRAVEL-09): `gear` names
   * a gear piece for him, or, with `blueprint` set, a blueprint's id, bought for the party (HU-CRAFT-02).
   */
  | { kind: 'buy'; character: string; gear: string; blueprint?: boolean }
  | { kind: 'sell'; character: string; gear: string }
  | { kind: 'healer'; character: string; cure: boolean }
  /** `gear` names a gear piece, or `fuel` or `module:<kind>` for one Fuel Cell or module (HU-BASE-10). */
  | { kind: 'store'; character: string; gear: string; into: boolean }
  | { kind: 'install'; character: string; gear: string }
  /** Between missions, `character` uses his healing gear (a kit, an antidote) on `on`, himself or a teammate (HU-HEALTH-05). */
  | { kind: 'use-gear'; character: string; gear: string; on: string }
  | { kind: 'join'; cls: string; seat: string; picks: string[][] }
  | { kind: 'leave'; character: string; seat: string | null; heir: string | null }
  /** Raise the campaign's difficulty between missions (HU-DIFF-01); any level is well formed, the rules refuse the rest. */
  | { kind: 'difficulty'; to: 'normal' | 'professional' | 'master' }
  /** A character takes one item of the spoils in the draft (HU-XP-11): `fuel` or `module:<kind>`. */
  | { kind: 'spoils-pick'; character: string; item: string }
  /** A character carrying more modules than his blue slots hold throws one away (HU-SHEET-04): `module:<kind>`. */
  | { kind: 'discard'; character: string; item: string }
  /**
   * A character's mission deck for the missions to come (HU-MSETUP-01): 25 card ids, a card as many
   * times as the deck holds it. Listed with the program's deck; any legal deck is accepted.
   */
  | { kind: 'deck'; character: string; cards: string[] };

export const choiceSchema: z.ZodType<HuntersChoice> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('keep'), character: z.string(), card: z.string() }),
  z.object({ kind: z.literal('keep-random'), character: z.string() }),
  z.object({
    kind: z.literal('deploy'),
    character: z.string(),
    x: z.number().int(),
    y: z.number().int(),
    facing: z.number().int(),
    hidden: z.boolean(),
  }),
  z.object({ kind: z.literal('activate'), character: z.string() }),
  z.object({ kind: z.literal('activate-random') }),
  z.object({ kind: z.literal('rotate'), facing: z.number().int() }),
  z.object({
    kind: z.literal('play'),
    card: z.string(),
    enhancement: z.string().nullable(),
    enhance: z.number().int(),
  }),
  z.object({ kind: z.literal('basic'), action: z.enum(['move', 'double-move', 'melee', 'interact']) }),
  z.object({ kind: z.literal('cycle'), card: z.string() }),
  z.object({ kind: z.literal('end-turn') }),
  z.object({ kind: z.literal('step'), x: z.number().int(), y: z.number().int(), striker: z.string().optional() }),
  z.object({ kind: z.literal('morale-mp') }),
  z.object({ kind: z.literal('stop') }),
  z.object({ kind: z.literal('skip') }),
  z.object({
    kind: z.literal('melee'),
    target: z.string(),
    weapon: z.string().nullable(),
    moraleHit: z.boolean(),
    moraleDie: z.boolean(),
    moraleHits: moraleCount,
    moraleDice: moraleCount,
  }),
  z.object({
    kind: z.literal('shoot'),
    weapon: z.string(),
    x: z.number().int(),
    y: z.number().int(),
    targets: z.array(z.string()).max(4),
    morale: z.boolean(),
    moraleHits: moraleCount,
    /** Shooting into melee with several allies there: the one the stray 6s hit (left out: the program picks). */
    stray: z.string().optional(),
  }),
  z.object({
    kind: z.literal('area'),
    weapon: z.string(),
    x: z.number().int(),
    y: z.number().int(),
    morale: z.boolean(),
    moraleHits: moraleCount,
  }),
  z.object({ kind: z.literal('hide') }),
  z.object({ kind: z.literal('heal'), target: z.string() }),
  z.object({
    kind: z.literal('interact'),
    what: z.enum(['revive', 'collect', 'reload', 'use-gear']),
    target: z.string(),
  }),
  z.object({ kind: z.literal('use'), gear: z.string(), fuel: z.number().int().min(0) }),
  z.object({ kind: z.literal('detonate'), trap: z.string(), character: z.string().optional() }),
  z.object({
    kind: z.literal('exchange'),
    with: z.string(),
    give: z.array(z.string()).max(20),
    take: z.array(z.string()).max(20),
    giveModules: z.number().int().min(1).max(24).optional(),
    takeModules: z.number().int().min(1).max(24).optional(),
  }),
  z.object({ kind: z.literal('park'), gear: z.string() }),
  z.object({ kind: z.literal('unpark'), gear: z.string(), out: z.string().nullable() }),
  z.object({
    kind: z.literal('pre-trap'),
    character: z.string(),
    gear: z.string(),
    x: z.number().int(),
    y: z.number().int(),
  }),
  z.object({ kind: z.literal('enemy-first'), enemy: z.string() }),
  z.object({ kind: z.literal('enemy-random') }),
  z.object({ kind: z.literal('tie'), index: z.number().int().min(0) }),
  z.object({ kind: z.literal('tie-random') }),
  z.object({ kind: z.literal('spread'), group: z.number().int().min(0), extra: z.array(z.string()).max(40) }),
  z.object({
    kind: z.literal('react'),
    character: z.string(),
    card: z.string(),
    weapon: z.string().nullable(),
    to: pos.nullable(),
  }),
  z.object({ kind: z.literal('no-reaction') }),
  z.object({
    kind: z.literal('penalty'),
    character: z.string().nullable(),
    moraleHit: z.boolean().optional(),
    moraleDie: z.boolean().optional(),
    moraleHits: moraleCount,
    moraleDice: moraleCount,
  }),
  z.object({ kind: z.literal('travel'), to: z.string() }),
  z.object({ kind: z.literal('rest') }),
  z.object({ kind: z.literal('work') }),
  z.object({ kind: z.literal('read'), option: z.number().int().min(0), payer: z.string() }),
  z.object({ kind: z.literal('reveal'), card: z.string() }),
  z.object({
    kind: z.literal('expand'),
    room: z.enum(['forge', 'workshop', 'armory', 'gunsmith', 'lab']),
    from: paymentPlanSchema.optional(),
  }),
  z.object({
    kind: z.literal('construct'),
    blueprint: z.string(),
    owner: z.string(),
    from: paymentPlanSchema.optional(),
  }),
  z.object({ kind: z.literal('level-up'), character: z.string(), picks: z.array(z.string()).max(7) }),
  z.object({ kind: z.literal('start-mission'), leaveOut: z.array(z.string()).max(4).optional() }),
  z.object({ kind: z.literal('hand-over'), from: z.string(), to: z.string(), item: z.string() }),
  z.object({ kind: z.literal('buy'), character: z.string(), gear: z.string(), blueprint: z.boolean().optional() }),
  z.object({ kind: z.literal('sell'), character: z.string(), gear: z.string() }),
  z.object({ kind: z.literal('healer'), character: z.string(), cure: z.boolean() }),
  z.object({ kind: z.literal('store'), character: z.string(), gear: z.string(), into: z.boolean() }),
  z.object({ kind: z.literal('install'), character: z.string(), gear: z.string() }),
  z.object({ kind: z.literal('use-gear'), character: z.string(), gear: z.string(), on: z.string() }),
  z.object({
    kind: z.literal('join'),
    cls: z.string(),
    seat: z.string(),
    picks: z.array(z.array(z.string()).max(4)).max(6),
  }),
  z.object({
    kind: z.literal('leave'),
    character: z.string(),
    seat: z.string().nullable(),
    heir: z.string().nullable(),
  }),
  z.object({ kind: z.literal('difficulty'), to: z.enum(['normal', 'professional', 'master']) }),
  z.object({ kind: z.literal('spoils-pick'), character: z.string(), item: z.string() }),
  z.object({ kind: z.literal('discard'), character: z.string(), item: z.string() }),
  // A deck of the wrong size is well formed: the rules refuse it and say why.
  z.object({ kind: z.literal('deck'), character: z.string(), cards: z.array(z.string()).max(100) }),
]);
