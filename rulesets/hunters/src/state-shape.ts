/**
 * The shape of a Hunters state, for states that come from outside the program (a scenario file's
 * `state`): a schema that mirrors the types of `state.ts`, `board.ts` and `campaign.ts` field by
 * field, so that the meaning checks of `invariants` and the rules themselves may take the shape
 * for granted; then the ids the rules look up in the content pack.
 */
import { firstOf, idSet, oncePer, schemaProblems, z, type Same } from '@skirmish/core';
import {
  activitySchema,
  enemyEntrySchema,
  enhancementSchema,
  moduleKindSchema,
  roomKindSchema,
  storyTokenSchema,
  terrainTokenSchema,
  type HuntersContent,
} from './content/schema.ts';
import type { CampaignState } from './campaign.ts';
import type { MissionState } from './state.ts';

/** A count, an index, a turn or a grid coordinate: a whole number. */
const whole = z.int();
const id = z.string();
const ids = z.array(id);
const pos = z.object({ x: whole, y: whole });
/** A facing is an index into the eight directions (0 N ... 7 NW). */
const facing = z.int().min(0).max(7);
const modules = z.partialRecord(moduleKindSchema, whole);

const charSchema = z.object({
  id,
  name: z.string(),
  cls: id,
  seat: id,
  pos: pos.nullable(),
  facing,
  offBoard: z.boolean(),
  health: whole,
  maxHealth: whole,
  strength: whole,
  morale: whole,
  deck: ids,
  hand: ids,
  used: ids,
  weapons: ids,
  armor: id.nullable(),
  equipment: ids,
  accessories: z.array(z.object({ gear: id, weapon: id })),
  loaded: ids,
  fuel: whole,
  fuelPaid: z.boolean(),
  hidden: z.boolean(),
  acted: z.boolean(),
  reacted: z.boolean(),
  stunned: z.boolean(),
  disabledThrough: whole,
  dead: z.boolean(),
  findings: whole,
  modules,
  parked: ids,
  usedOnce: ids,
  effects: z.array(z.object({ gear: id, turns: whole })),
});

const enemySchema = z.object({ id, kind: id, pos, facing, health: whole, disabledThrough: whole });
const tokenSchema = z.object({ id, kind: terrainTokenSchema, pos });
const placedSchema = z.object({
  id,
  gear: id,
  owner: id,
  pos,
  armed: z.boolean(),
  fuel: whole,
  turns: whole,
});

const activityStateSchema = z.object({
  source: z.enum(['card', 'basic', 'reaction']),
  card: id.nullable(),
  queue: z.array(activitySchema),
  index: whole,
  enhancement: enhancementSchema.nullable(),
  enhanceIndex: whole,
  mp: whole,
  moraleMp: z.boolean(),
});

const answerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pick'), index: whole }),
  z.object({ kind: z.literal('react'), character: id, card: id, weapon: id.nullable(), to: pos.nullable() }),
  z.object({ kind: z.literal('no-reaction'), seat: id }),
  z.object({ kind: z.literal('detonate'), character: id, trap: id }),
  z.object({
    kind: z.literal('penalty'),
    character: id.nullable(),
    seat: id.optional(),
    moraleHits: whole.min(1).optional(),
    moraleDice: whole.min(1).optional(),
  }),
]);

const wayMarkSchema = z.object({
  at: pos,
  character: id.optional(),
  terror: z.boolean().optional(),
  traps: z.array(z.object({ id, name: z.string() })).optional(),
});

const askSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tie'),
    rule: z.string(),
    about: z.string(),
    options: z.array(pos),
    enemies: ids.optional(),
    paths: z.array(z.array(pos)).optional(),
    marks: z.array(z.array(wayMarkSchema)).optional(),
  }),
  z.object({
    kind: z.literal('react'),
    enemy: id,
    moment: z.enum(['before', 'during', 'after']),
    characters: ids,
    reflexes: z.boolean().optional(),
    entry: enemyEntrySchema.optional(),
  }),
  z.object({ kind: z.literal('penalty'), enemy: id, characters: ids }),
]);

const snapshotSchema = z.object({
  chars: z.array(charSchema),
  enemies: z.array(enemySchema),
  tokens: z.array(tokenSchema),
  placed: z.array(placedSchema),
  tracer: z.boolean(),
});

const cursorSchema = z.object({
  enemy: id,
  start: snapshotSchema,
  answers: z.array(answerSchema),
  /** The results of the dice already rolled: a number, or a die face. */
  rolls: z.array(z.union([z.number(), z.string()])),
  emitted: whole,
  ask: askSchema,
});

const campaignCharSchema = z.object({
  id,
  seat: id,
  level: whole,
  xp: whole,
  health: whole,
  baseMaxHealth: whole,
  poisoned: z.boolean(),
  food: whole,
  fuel: whole,
  modules,
  gear: ids,
  usedOnce: ids,
  morale: whole.min(0).optional(),
  implants: ids,
  collection: ids,
  deck: ids.optional(),
  skills: ids,
  storeroom: z.object({ gear: ids, modules, fuel: whole }),
  dead: z.boolean(),
});

const campaignSchema = z.object({
  day: whole,
  chars: z.array(campaignCharSchema),
  rooms: z.record(roomKindSchema, whole),
  expansions: z.array(z.object({ room: roomKindSchema, level: whole, due: whole })),
  constructions: z.array(z.object({ room: roomKindSchema, gear: id, due: whole, owner: id })),
  location: id,
  markers: z.array(z.string()),
  eventTokens: z.array(z.object({ letter: z.string(), card: id, due: whole })),
  attached: z.array(z.object({ card: id, location: id, over: z.boolean() })),
  kept: ids,
  removedCards: ids,
  leftClasses: ids.optional(),
  roads: z.record(z.string(), ids),
  towns: z.record(z.string(), ids),
  toRead: ids,
  launched: id.nullable(),
  wonMissions: ids,
  resolvedMissions: ids,
  fired: z.object({ day15: z.boolean(), day28: z.boolean() }),
  inMission: z.boolean(),
  result: z.enum(['won', 'lost']).nullable(),
  difficulty: z.enum(['normal', 'professional', 'master']),
  elimination: z.boolean(),
  // A state saved before story tokens and job difficulties lacks these two lists: it is refused
  // with their paths (its record, replayed with the same content pack, makes them).
  storyTokens: z.array(storyTokenSchema),
  jobs: z.array(z.object({ card: id, level: z.int().min(1).max(3) })),
  // A state saved before the party held blueprints lacks the list: it is refused with its path.
  blueprints: ids,
  spoils: z.object({ items: ids, next: id.nullable(), leftOut: ids.optional() }).optional(),
  leftOut: ids.optional(),
  pending: z
    .array(
      z.object({
        days: whole.min(0),
        penalty: whole.min(0),
        then: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('none') }),
          z.object({ kind: z.literal('rest') }),
          z.object({ kind: z.literal('work'), wage: whole, more: whole.min(0) }),
          z.object({ kind: z.literal('encounter'), to: id }),
          z.object({ kind: z.literal('arrive'), to: id }),
        ]),
      }),
    )
    .optional(),
  plotLost: z.boolean().optional(),
});

export const stateSchema = z.object({
  mission: id,
  seats: ids,
  turn: whole,
  phase: z.enum(['hand', 'deploy', 'order', 'character', 'enemy-order', 'enemy', 'over', 'campaign']),
  chars: z.array(charSchema),
  enemies: z.array(enemySchema),
  tokens: z.array(tokenSchema),
  placed: z.array(placedSchema),
  collected: z.array(z.string()),
  nextId: whole,
  current: z
    .object({
      character: id,
      actions: whole,
      cardsPlayed: whole,
      rotated: z.boolean(),
      activity: activityStateSchema.nullable(),
    })
    .nullable(),
  enemyQueue: ids,
  orderFixed: ids,
  enemyAction: z.object({ enemy: id, actionNo: whole }).nullable(),
  cursor: cursorSchema.nullable(),
  tracer: z.boolean(),
  result: z.object({ victory: z.boolean(), reason: z.string() }).nullable(),
  campaign: campaignSchema.nullable(),
  spread: z.array(whole).optional(),
});

// The schema says what the types say: the compiler refuses a field added to one and not the other.
const mirrors: Same<z.infer<typeof stateSchema>, MissionState> = true;
void mirrors;
const campaignMirrors: Same<z.infer<typeof campaignSchema>, CampaignState> = true;
void campaignMirrors;

/** What is wrong with the shape of `state`, each problem with its path; empty when it is a Hunters state. */
export function shapeProblems(state: unknown): string[] {
  return schemaProblems(stateSchema, state);
}

/** The ids of each kind the pack defines, gathered once per pack. */
const known = oncePer((c: HuntersContent) => ({
  classes: idSet(c.classes),
  cards: idSet(c.cards),
  gear: idSet(c.gear),
  enemies: idSet(c.enemies),
  missions: idSet(c.missions),
  locations: idSet(c.locations),
  events: idSet(c.events),
  blueprints: idSet(c.blueprints),
}));

/**
 * The ids of `s` the rules look up in `content` and that it does not define: the mission, the
 * classes, cards and gear of the characters (in the position and in the start of a waiting enemy
 * action), the kinds of the enemies, the gear left on the board, the cards of an activity and of
 * a reaction given; in a campaign the classes, cards and gear of its characters, its places, its
 * event cards and its missions. Assumes the shape is right.
 */
export function referenceProblems(content: HuntersContent, s: MissionState): string[] {
  const k = known(content);
  const out: string[] = [];
  const need = (set: ReadonlySet<string>, what: string, path: string, v: string) => {
    if (!set.has(v)) out.push(`${path}: unknown ${what} "${v}"`);
  };
  const each = (set: ReadonlySet<string>, what: string, path: string, vs: readonly string[]) =>
    vs.forEach((v, i) => need(set, what, `${path}.${i}`, v));
  const figures = (at: string, part: Pick<MissionState, 'chars' | 'enemies' | 'placed'>) => {
    part.chars.forEach((ch, i) => {
      const p = `${at}chars.${i}`;
      need(k.classes, 'class', `${p}.cls`, ch.cls);
      for (const pile of ['deck', 'hand', 'used'] as const) each(k.cards, 'card', `${p}.${pile}`, ch[pile]);
      for (const list of ['weapons', 'equipment', 'loaded', 'parked', 'usedOnce'] as const)
        each(k.gear, 'gear', `${p}.${list}`, ch[list]);
      if (ch.armor !== null) need(k.gear, 'gear', `${p}.armor`, ch.armor);
      ch.accessories.forEach((a, j) => {
        need(k.gear, 'gear', `${p}.accessories.${j}.gear`, a.gear);
        need(k.gear, 'gear', `${p}.accessories.${j}.weapon`, a.weapon);
      });
      ch.effects.forEach((fx, j) => need(k.gear, 'gear', `${p}.effects.${j}.gear`, fx.gear));
    });
    part.enemies.forEach((e, i) => need(k.enemies, 'enemy kind', `${at}enemies.${i}.kind`, e.kind));
    part.placed.forEach((x, i) => need(k.gear, 'gear', `${at}placed.${i}.gear`, x.gear));
  };
  if (s.phase !== 'campaign') need(k.missions, 'mission', 'mission', s.mission);
  figures('', s);
  const a = s.current?.activity;
  if (a && a.card !== null) need(k.cards, 'card', 'current.activity.card', a.card);
  if (s.cursor) {
    figures('cursor.start.', s.cursor.start);
    s.cursor.answers.forEach((x, i) => {
      if (x.kind !== 'react') return;
      need(k.cards, 'card', `cursor.answers.${i}.card`, x.card);
      if (x.weapon !== null) need(k.gear, 'gear', `cursor.answers.${i}.weapon`, x.weapon);
    });
  }
  const camp = s.campaign;
  if (camp) {
    camp.chars.forEach((ch, i) => {
      const p = `campaign.chars.${i}`;
      need(k.classes, 'class', `${p}.id`, ch.id);
      for (const list of ['gear', 'usedOnce', 'implants'] as const) each(k.gear, 'gear', `${p}.${list}`, ch[list]);
      each(k.gear, 'gear', `${p}.storeroom.gear`, ch.storeroom.gear);
      each(k.cards, 'card', `${p}.collection`, ch.collection);
      if (ch.deck) each(k.cards, 'card', `${p}.deck`, ch.deck);
      each(k.cards, 'card', `${p}.skills`, ch.skills);
    });
    camp.constructions.forEach((x, i) => need(k.gear, 'gear', `campaign.constructions.${i}.gear`, x.gear));
    need(k.locations, 'location', 'campaign.location', camp.location);
    camp.eventTokens.forEach((x, i) => need(k.events, 'event card', `campaign.eventTokens.${i}.card`, x.card));
    camp.attached.forEach((x, i) => {
      need(k.events, 'event card', `campaign.attached.${i}.card`, x.card);
      need(k.locations, 'location', `campaign.attached.${i}.location`, x.location);
    });
    each(k.events, 'event card', 'campaign.kept', camp.kept);
    camp.jobs.forEach((x, i) => need(k.events, 'event card', `campaign.jobs.${i}.card`, x.card));
    each(k.cards, 'card', 'campaign.removedCards', camp.removedCards);
    for (const [zone, pile] of Object.entries(camp.roads)) each(k.events, 'event card', `campaign.roads.${zone}`, pile);
    for (const [zone, pile] of Object.entries(camp.towns)) each(k.events, 'event card', `campaign.towns.${zone}`, pile);
    each(k.events, 'event card', 'campaign.toRead', camp.toRead);
    camp.pending?.forEach((p, i) => {
      if (p.then.kind === 'encounter' || p.then.kind === 'arrive')
        need(k.locations, 'location', `campaign.pending.${i}.then.to`, p.then.to);
    });
    if (camp.launched !== null) need(k.missions, 'mission', 'campaign.launched', camp.launched);
    each(k.missions, 'mission', 'campaign.wonMissions', camp.wonMissions);
    each(k.missions, 'mission', 'campaign.resolvedMissions', camp.resolvedMissions);
    each(k.blueprints, 'blueprint', 'campaign.blueprints', camp.blueprints);
  }
  return firstOf(out);
}
