/**
 * The shape of a Hybrid position and the ids it names, for positions that come from outside the
 * program (a scenario file's `state`). The schema mirrors the state types of `state.ts`,
 * `board.ts` and `cards/state.ts` field by field, so that the reference checks, the meaning checks
 * of `invariants` and the rules themselves may take the shape for granted.
 */
import { checkedOnce, firstOf, idSet, oncePer, schemaProblems, z, type Same } from '@skirmish/core';
import { facingSchema, modeSchema } from './choices.ts';
import { sideSchema, type HybridContent } from './content/schema.ts';
import { SEATS, type HybridState } from './state.ts';
import type { Ctx } from './world.ts';

/** A level, a card points total, a parry: a whole number. */
const whole = z.int();
/** A count, a round, a stamp or an index: a whole number from 0. */
const count = z.int().min(0);
/** A grid coordinate; warriors off the board stand at -1. */
const coord = z.int();
const id = z.string();
const ids = z.array(id);

const warriorSchema = z.object({
  id,
  profile: id,
  side: sideSchema,
  x: coord,
  y: coord,
  facing: facingSchema,
  wounds: count,
  status: z.enum(['in-play', 'eliminated', 'removed', 'waiting', 'reserve', 'left', 'undeployed']),
  entry: id.optional(),
  mode: modeSchema.nullable(),
  modeLevel: count,
  dc: z.object({ heroic: z.boolean() }).nullable(),
  watch: count.nullable(),
  watchKept: z.boolean(),
  spent: z.boolean(),
  blocked: z.enum(['skilled', 'expert']).nullable(),
  masterMove: z.boolean(),
  heroicMove: z.boolean(),
  infiltrationLost: z.boolean(),
  prestigeLost: z.boolean(),
  frenzyKills: count,
  combinedUsed: count,
  combinedRound: count,
  mutations: ids,
  activated: z.boolean(),
});

const sideStateSchema = z.object({
  hand: ids,
  handDecided: z.boolean(),
  eventHand: ids,
  army: ids,
  armyRevealed: count,
  sequence: ids,
  sequenceDone: z.boolean(),
  objectivesDone: z.array(count),
  objectivesHeld: z.array(count),
});

const attackSchema = z.object({
  kind: z.enum(['strike', 'fire', 'riposte', 'combined', 'watch-shot']),
  attacker: id,
  target: id,
  level: whole,
  cards: whole,
  parry: whole.nullable(),
  rear: z.boolean(),
  pierce: id.optional(),
  shot: z.union([z.literal(1), z.literal(2)]).optional(),
});

const d10 = z.int().min(1).max(10);
const rollResultSchema = z.enum(['perfect', 'success', 'failure', 'critical']);

const keepDieSchema = z.object({
  roll: z.enum(['attack', 'parry']),
  seat: sideSchema,
  attack: attackSchema,
  rolls: z.array(d10).min(2).max(3),
  left: z.array(d10).length(2),
  spec: z.object({
    sl: whole,
    dice: z.literal([1, 2]),
    duellist: count,
    fumble: z.boolean(),
    luck: z.boolean(),
    again: z.boolean(),
    luckAnyDie: z.boolean().optional(),
  }),
  hit: rollResultSchema.nullable(),
});

const actionSchema = z.object({
  kind: z.enum(['strike', 'fire']),
  target: id,
  level: whole,
  second: id.nullable(),
  combined: z.boolean(),
  cards: ids,
  opened: z.boolean(),
  hinder: id.nullable(),
  secondCards: ids.optional(),
  hinderShot: z.union([z.literal(1), z.literal(2)]).optional(),
  stage: z.enum(['cards', 'hinder', 'cards-more', 'level', 'parry', 'push', 'keep', 'done']),
  queue: z.array(attackSchema),
  anyStrikeHit: z.boolean(),
  secondDone: z.boolean(),
  keep: keepDieSchema.optional(),
});

const pathStepSchema = z.object({
  x: coord,
  y: coord,
  facing: facingSchema,
  cost: count,
  turn: z.boolean(),
  freeTurn: z.boolean(),
});

const pausedMoveSchema = z.object({
  reason: z.enum(['ambush', 'trapdoor']),
  to: z.object({ x: coord, y: coord, facing: facingSchema, cost: count }),
  path: z.array(pathStepSchema),
  at: count,
  startMp: count,
  woundsAtStart: count,
  before: ids,
  jumped: ids,
  queue: ids,
  part: z.enum(['step', 'jump', 'watch']),
  shooter: id.nullable(),
  stage: z.enum(['none', 'aim', 'cards', 'against', 'cards-more', 'parry', 'roll']),
  cards: ids,
  against: ids,
  opened: z.boolean(),
  pierce: id.optional(),
  parry: whole.optional(),
  entering: z.boolean().optional(),
  target: id.optional(),
  bullet: z.boolean().optional(),
  later: z.array(z.object({ target: id, shooters: ids })).optional(),
  after: z.enum(['stay', 'finish', 'queue']).optional(),
});

const activationSchema = z.object({
  warrior: id,
  seat: sideSchema,
  stage: z.enum(['mode', 'move', 'action', 'resolve', 'finish']),
  endOfRound: z.boolean(),
  mode: modeSchema.nullable(),
  level: count,
  expertTarget: id.nullable(),
  mpLeft: count,
  freeTurnUsed: z.boolean(),
  moved: count,
  startContacts: ids,
  leftContacts: ids,
  doorsUsed: ids,
  faced: z.boolean(),
  pinned: z.boolean(),
  action: actionSchema.nullable(),
  cardsLocked: ids,
  // Both optional for older records.
  lastStepDiagonal: z.boolean().optional(),
  paused: pausedMoveSchema.nullable().optional(),
  seen: z.array(z.string()).optional(),
  landed: ids.optional(),
});

/**
 * `schema`, checked once for each frozen value that passes it: the walls, voids and tiles that
 * every game of a mission shares are frozen (see `buildBoard`), so they cannot have changed since,
 * and the checks after every choice of a game skip them.
 */
const onceWhenFrozen = <T extends z.ZodType>(schema: T): z.ZodType<z.infer<T>> => checkedOnce(schema, Object.isFrozen);

const boardSchema = z.object({
  width: count,
  height: count,
  edges: onceWhenFrozen(z.record(z.string(), z.enum(['wall', 'door-closed', 'door-open', 'passage']))),
  voids: onceWhenFrozen(ids),
  features: z.record(
    z.string(),
    z.object({
      column: z.literal(true).optional(),
      rockfall: z.literal(true).optional(),
      trapdoor: z.enum(['open', 'closed']).optional(),
      rockLanding: z.literal(true).optional(),
      entryCover: z.literal(true).optional(),
      lantern: z.literal(true).optional(),
      lever: z.literal(true).optional(),
    }),
  ),
  doors: z.array(z.object({ id, edges: ids.readonly(), open: z.boolean(), locked: z.boolean(), smashed: z.boolean() })),
  tileOf: onceWhenFrozen(z.record(z.string(), count)),
  entries: z.array(z.object({ id, squares: ids.readonly() })).optional(),
  templates: z.array(z.object({ id, kind: z.literal('darkness'), squares: ids.readonly() })).optional(),
  lever: z.object({ at: id, trapdoors: ids, thrown: z.boolean() }).optional(),
});

const bySide = <T extends z.ZodType>(t: T) => z.object({ griffin: t, scorpion: t });
const seatOrNull = sideSchema.nullable();

const cardStateSchema = z.object({
  auraDrawn: z.record(z.string(), ids),
  auraKept: z.record(z.string(), ids),
  auraActive: z.record(z.string(), z.object({ card: id, stamp: count })),
  auraStamp: count,
  auraOpen: id.nullable(),
  auraDiscard: ids,
  mutationDrawn: ids,
  mutationKept: ids,
  mutationDiscard: ids,
  purulentHurt: ids,
  shellUsed: ids,
  shellRound: z.record(z.string(), count),
  leaders: bySide(id.nullable()),
  leaderTie: z.object({ griffin: ids.optional(), scorpion: ids.optional() }).optional(),
  roll: z.object({ turn: sideSchema, committed: bySide(ids), stops: count, superior: seatOrNull }).nullable(),
  effects: z.array(
    z.object({
      seat: sideSchema,
      card: id,
      cancelled: z.boolean(),
      shot: z.union([z.literal(1), z.literal(2)]).optional(),
    }),
  ),
  fresh: ids,
  // The fields below marked optional are optional for older records.
  shown: bySide(ids).optional(),
  nullified: z.record(z.string(), count).optional(),
  mutationsLost: z.record(z.string(), count).optional(),
  eventWindow: seatOrNull.optional(),
  eventWindowKey: id.nullable().optional(),
  eventWindowNext: z.array(sideSchema).optional(),
  eventWindowMoment: z
    .enum(['mode', 'step', 'moved', 'before-jump', 'before-shot', 'before-roll', 'after-roll', 'end'])
    .nullable()
    .optional(),
  eventWindowResume: z.enum(['none', 'move', 'queue', 'finish']).nullable().optional(),
  eventWindowAct: id.nullable().optional(),
  eventWindowsDone: ids.optional(),
  eventWindowRolls: count.optional(),
  luck: seatOrNull,
  parryPoints: whole,
  constants: z.array(z.object({ card: id, seat: sideSchema, until: count })),
  armyReady: bySide(ids),
  fury: bySide(count),
  instability: z.record(z.string(), count),
  piercedRound: z.record(z.string(), count),
  pierce: id.nullable(),
  relocate: z.object({ bearer: id, warriors: ids }).nullable(),
  defenderCard: z.boolean(),
  spray: z.array(z.object({ attacker: id, carrier: id, auto: z.boolean() })),
  bonusWound: z.boolean(),
  madnessAsk: id.nullable(),
  madness: z.object({ warrior: id, side: sideSchema, round: count }).nullable(),
});

export const stateSchema = z.object({
  mission: id,
  phase: z.enum(['opening-hand', 'roll-cards', 'choose-first', 'sequence', 'activation', 'over']),
  round: count,
  roundLimit: count,
  board: boardSchema,
  warriors: z.array(warriorSchema),
  sides: bySide(sideStateSchema),
  actionDeck: ids,
  actionDiscard: ids,
  eventDeck: ids,
  eventDiscard: ids,
  eventCounters: z.record(z.string(), z.boolean()),
  objectiveCounters: z.record(z.string(), count),
  lastEventSide: seatOrNull,
  rollWinner: seatOrNull,
  first: seatOrNull,
  turn: seatOrNull,
  current: activationSchema.nullable(),
  endQueue: ids,
  watchNext: count,
  firstContact: z.boolean(),
  firstBlood: z.boolean(),
  objective1By: seatOrNull,
  outcome: z.object({ winners: z.array(sideSchema), draw: z.boolean(), reason: z.string() }).nullable(),
  cards: cardStateSchema,
});

// The schema says what the types say: the compiler refuses a field added to one and not the other.
const mirrors: Same<z.infer<typeof stateSchema>, HybridState> = true;
void mirrors;

/** What is wrong with the shape of `state`, each problem with its path; empty when it is a Hybrid position. */
export function shapeProblems(state: unknown): string[] {
  return schemaProblems(stateSchema, state);
}

// ---------------------------------------------------------------------------------------------
// References

/** The ids of each kind of thing the content pack defines, kept per pack. */
const known = oncePer((content: HybridContent) => ({
  mission: idSet(content.missions),
  profile: idSet(content.profiles),
  action: idSet(content.actionCards),
  event: idSet(content.eventCards),
  army: idSet(content.armyCards),
  aura: idSet(content.auraCards),
  mutation: idSet(content.mutationCards),
}));
type Known = ReturnType<typeof known>;

const WHAT: Readonly<Record<keyof Known | 'warrior', string>> = {
  mission: 'mission',
  profile: 'warrior profile',
  action: 'Action card',
  event: 'Event card',
  army: 'Army card',
  aura: 'Aura card',
  mutation: 'Mutation card',
  warrior: 'warrior',
};

/**
 * The ids of `s` that name nothing: content (missions, profiles, cards) the pack of `ctx` does
 * not define, and warriors the position does not hold. Assumes the shape is right.
 */
export function referenceProblems(ctx: Ctx, s: HybridState): string[] {
  const k = known(ctx.content);
  const warriors = new Set<string>();
  const out: string[] = [];
  s.warriors.forEach((w, i) => {
    if (warriors.has(w.id)) out.push(`warriors.${i}.id: a second warrior "${w.id}"`);
    warriors.add(w.id);
  });
  const sets = { ...k, warrior: warriors as ReadonlySet<string> };
  type Kind = keyof typeof sets;
  const one = (kind: Kind, path: string, id: string | null | undefined): void => {
    if (id !== null && id !== undefined && !sets[kind].has(id)) out.push(`${path}: unknown ${WHAT[kind]} "${id}"`);
  };
  const all = (kind: Kind, path: string, list: readonly string[] | undefined): void =>
    list?.forEach((id, i) => one(kind, `${path}.${i}`, id));
  const keys = (kind: Kind, path: string, record: Record<string, unknown> | undefined): void => {
    if (record) for (const id of Object.keys(record)) one(kind, `${path}.${id}`, id);
  };

  one('mission', 'mission', s.mission);
  s.warriors.forEach((w, i) => {
    one('profile', `warriors.${i}.profile`, w.profile);
    all('mutation', `warriors.${i}.mutations`, w.mutations);
  });
  for (const seat of SEATS) {
    const side = s.sides[seat];
    all('action', `sides.${seat}.hand`, side.hand);
    all('event', `sides.${seat}.eventHand`, side.eventHand);
    all('army', `sides.${seat}.army`, side.army);
    all('warrior', `sides.${seat}.sequence`, side.sequence);
  }
  all('action', 'actionDeck', s.actionDeck);
  all('action', 'actionDiscard', s.actionDiscard);
  all('event', 'eventDeck', s.eventDeck);
  all('event', 'eventDiscard', s.eventDiscard);
  all('warrior', 'endQueue', s.endQueue);

  const act = s.current;
  if (act) {
    one('warrior', 'current.warrior', act.warrior);
    one('warrior', 'current.expertTarget', act.expertTarget);
    all('warrior', 'current.startContacts', act.startContacts);
    all('warrior', 'current.leftContacts', act.leftContacts);
    all('action', 'current.cardsLocked', act.cardsLocked);
    const a = act.action;
    if (a) {
      one('warrior', 'current.action.target', a.target);
      one('warrior', 'current.action.second', a.second);
      all('action', 'current.action.cards', a.cards);
      one('action', 'current.action.hinder', a.hinder);
      a.queue.forEach((q, i) => {
        one('warrior', `current.action.queue.${i}.attacker`, q.attacker);
        one('warrior', `current.action.queue.${i}.target`, q.target);
        one('warrior', `current.action.queue.${i}.pierce`, q.pierce);
      });
      if (a.keep) {
        one('warrior', 'current.action.keep.attack.attacker', a.keep.attack.attacker);
        one('warrior', 'current.action.keep.attack.target', a.keep.attack.target);
      }
    }
    act.seen?.forEach((pair, i) => {
      const [viewer, seen] = pair.split('>');
      one('warrior', `current.seen.${i}`, viewer);
      one('warrior', `current.seen.${i}`, seen);
    });
    all('warrior', 'current.landed', act.landed);
    const run = act.paused;
    if (run) {
      all('warrior', 'current.paused.before', run.before);
      if (run.part === 'watch') all('warrior', 'current.paused.queue', run.queue);
      one('warrior', 'current.paused.shooter', run.shooter);
      one('warrior', 'current.paused.target', run.target);
      one('warrior', 'current.paused.pierce', run.pierce);
      run.later?.forEach((g, i) => {
        one('warrior', `current.paused.later.${i}.target`, g.target);
        all('warrior', `current.paused.later.${i}.shooters`, g.shooters);
      });
      all('action', 'current.paused.cards', run.cards);
      all('action', 'current.paused.against', run.against);
    }
  }

  const c = s.cards;
  for (const part of ['auraDrawn', 'auraKept'] as const) {
    keys('warrior', `cards.${part}`, c[part]);
    for (const [w, list] of Object.entries(c[part])) all('aura', `cards.${part}.${w}`, list);
  }
  keys('warrior', 'cards.auraActive', c.auraActive);
  for (const [w, a] of Object.entries(c.auraActive)) one('aura', `cards.auraActive.${w}.card`, a.card);
  one('warrior', 'cards.auraOpen', c.auraOpen);
  all('aura', 'cards.auraDiscard', c.auraDiscard);
  all('mutation', 'cards.mutationDrawn', c.mutationDrawn);
  all('mutation', 'cards.mutationKept', c.mutationKept);
  all('mutation', 'cards.mutationDiscard', c.mutationDiscard);
  all('warrior', 'cards.purulentHurt', c.purulentHurt);
  all('warrior', 'cards.shellUsed', c.shellUsed);
  keys('warrior', 'cards.shellRound', c.shellRound);
  for (const seat of SEATS) {
    one('warrior', `cards.leaders.${seat}`, c.leaders[seat]);
    all('warrior', `cards.leaderTie.${seat}`, c.leaderTie?.[seat]);
    all('action', `cards.roll.committed.${seat}`, c.roll?.committed[seat]);
    all('action', `cards.shown.${seat}`, c.shown?.[seat]);
    all('army', `cards.armyReady.${seat}`, c.armyReady[seat]);
  }
  c.effects.forEach((e, i) => one('action', `cards.effects.${i}.card`, e.card));
  all('action', 'cards.fresh', c.fresh);
  keys('warrior', 'cards.nullified', c.nullified);
  keys('warrior', 'cards.mutationsLost', c.mutationsLost);
  c.constants.forEach((x, i) => {
    if (!k.event.has(x.card) && !k.army.has(x.card))
      out.push(`cards.constants.${i}.card: unknown Event or Army card "${x.card}"`);
  });
  keys('warrior', 'cards.instability', c.instability);
  keys('warrior', 'cards.piercedRound', c.piercedRound);
  one('warrior', 'cards.pierce', c.pierce);
  if (c.relocate) {
    one('warrior', 'cards.relocate.bearer', c.relocate.bearer);
    all('warrior', 'cards.relocate.warriors', c.relocate.warriors);
  }
  c.spray.forEach((x, i) => {
    one('warrior', `cards.spray.${i}.attacker`, x.attacker);
    one('warrior', `cards.spray.${i}.carrier`, x.carrier);
  });
  one('warrior', 'cards.madnessAsk', c.madnessAsk);
  one('warrior', 'cards.madness.warrior', c.madness?.warrior);
  return firstOf(out);
}
