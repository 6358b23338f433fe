/**
 * The campaign between missions: the days track, food and poison, the base rooms, construction,
 * travel with encounters, event/road/town cards, experience and levels, trade, joining and
 * leaving. Pure functions over a plain-data state; every change returns a new state and events.
 */
import { fail, ok, type Dice, type GameEvent, type Result, type SeatId } from '@skirmish/core';
import type {
  CardOption,
  Effect,
  EventCard,
  HuntersContent,
  ModuleKind,
  RoomKind,
  StoryToken,
} from './content/schema.ts';
import { MODULE_KINDS, STORY_TOKENS } from './content/schema.ts';
import { missionOptions, type Difficulty, type MissionOptions } from './game.ts';
import { difficultyName, handedItem, itemName, moduleName, paymentWords, spoilsList } from './words.ts';
import type { PaymentPlan } from './choices.ts';
import { deckProblem } from './deck.ts';

export type Modules = Partial<Record<ModuleKind, number>>;

export interface CampaignChar {
  id: string;
  seat: SeatId;
  level: number;
  xp: number;
  health: number;
  baseMaxHealth: number;
  poisoned: boolean;
  food: number;
  fuel: number;
  modules: Modules;
  gear: string[];
  /** Two-use gear used once, kept between missions (HU-MSETUP-10). */
  usedOnce: string[];
  /**
   * The Morale left at the end of the last mission, kept only when the table turns the refresh
   * off (AMB-26); without it a mission starts at the sheet's Morale.
   */
  morale?: number;
  implants: string[];
  /**
   * The character's action cards: each starting card once (standing for all its copies in the
   * class's starting deck), then each card picked on levelling (`ownedCopies` in deck.ts).
   */
  collection: string[];
  /**
   * The mission deck the players set (HU-MSETUP-01), kept for the missions to come; absent while
   * he takes the program's deck, which each mission then deals (`missionDeck` in deck.ts).
   */
  deck?: string[];
  skills: string[];
  storeroom: { gear: string[]; modules: Modules; fuel: number };
  dead: boolean;
}

export interface CampaignState {
  day: number;
  chars: CampaignChar[];
  rooms: Record<RoomKind, number>;
  expansions: Array<{ room: RoomKind; level: number; due: number }>;
  constructions: Array<{ room: RoomKind; gear: string; due: number; owner: string }>;
  location: string;
  markers: string[];
  eventTokens: Array<{ letter: string; card: string; due: number }>;
  attached: Array<{ card: string; location: string; over: boolean }>;
  kept: string[];
  /** Level offers passed over: gone for the campaign. */
  removedCards: string[];
  /** Classes of the characters who left the campaign: each class plays once a campaign (AMB-25). */
  leftClasses?: string[];
  roads: Record<string, string[]>;
  towns: Record<string, string[]>;
  /** Cards to read now, in order (day triggers, over cards, encounters). */
  toRead: string[];
  /** A mission a card has launched. */
  launched: string | null;
  wonMissions: string[];
  /** Main-plot missions played to an end, won or lost. */
  resolvedMissions: string[];
  fired: { day15: boolean; day28: boolean };
  inMission: boolean;
  result: 'won' | 'lost' | null;
  /** The missions the campaign launches are played at this level; it may be raised between them (HU-DIFF-01). */
  difficulty: Difficulty;
  elimination: boolean;
  /** The story tokens (I-V) the cards have placed with the party, in order (HU-EVENT-08). */
  storyTokens: StoryToken[];
  /** The job difficulty (1-3 icons) each card has set, one entry a card, the latest kept (HU-EVENT-08). */
  jobs: Array<{ card: string; level: number }>;
  /**
   * The blueprints the party holds, by blueprint id, each once (HU-CRAFT-01, -02). The party holds
   * them, not a character: it travels as one (HU-TRAVEL-01), so a blueprint carried or in any
   * storeroom is at the base whenever a construction can start (HU-CRAFT-03), and building never
   * uses one up.
   */
  blueprints: string[];
  /** What the party brought back from its last mission, while it is drafted (HU-XP-11); absent otherwise. */
  spoils?: SpoilsDraft;
  /**
   * The unconscious characters the players left out of the mission under way (AMB-58), while it
   * is played; absent when everyone went. They were not in it, so its rewards pass them by (HU-XP-01).
   */
  leftOut?: string[];
  /**
   * The actions under way that wait for a card (absent when none waits): a rest, a journey, a day's
   * work or a card's days that a day's card stopped on its day (HU-CAMP-09, -10, -11), or a journey
   * whose road card is read before the party arrives (HU-TRAVEL-08). The latest is last; each goes
   * on, in that order, once no card is left to read.
   */
  pending?: Pending[];
  /**
   * Set once the final main-plot mission is lost: the campaign can no longer be won (HU-CAMP-05),
   * though it goes on, to be lost when day 56 has passed (HU-CAMP-06). Absent otherwise.
   */
  plotLost?: boolean;
}

/** What is left of an action a card stopped: its days still to enter, then its end. */
export interface Pending {
  /** The days to enter with their upkeep (HU-CAMP-12). */
  days: number;
  /** Penalty days still to enter first, with no upkeep (HU-HEALTH-04, AMB-06b). */
  penalty: number;
  then: PendingEnd;
}

/**
 * How an action ends once its days have passed: nothing more (a card's days), a rest's Health
 * (HU-HEALTH-07), a day's wage and the work days still to do (HU-TRAVEL-10), a journey's encounter
 * roll and arrival, or its arrival alone once its road card is read (HU-TRAVEL-08).
 */
export type PendingEnd =
  | { kind: 'none' }
  | { kind: 'rest' }
  | { kind: 'work'; wage: number; more: number }
  | { kind: 'encounter'; to: string }
  | { kind: 'arrive'; to: string };

/**
 * The party's gains being shared out one item a pick (HU-XP-11), under the table's `spoilsDraft`
 * option: only picks are offered until nothing is left.
 */
export interface SpoilsDraft {
  /** One entry an item: `fuel`, or `module:<kind>`. */
  items: string[];
  /**
   * The character whose pick it is. Null while the first pick is open to the characters tied on
   * Persuasion and Strength: the players choose which of them starts (AMB-21).
   */
  next: string | null;
  /** The characters who sat the mission out (AMB-58): they take no part in the draft. Absent when nobody did. */
  leftOut?: string[];
}

export type CampaignResult = Result<{ state: CampaignState; events: GameEvent[] }>;

/** The table options that shape the days between missions (AMB-02b, AMB-06b, AMB-14, AMB-64). */
export type CampaignOptions = Pick<
  MissionOptions,
  'foodSharing' | 'levelUpWakes' | 'penaltyDaysDoubled' | 'inclusiveDays'
>;

/** The options' defaults, for a campaign function called without the match's options. */
const TABLE_DEFAULTS: CampaignOptions = missionOptions({});

/** A deep copy of plain JSON data; many times cheaper than a JSON round trip. */
function clone<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(clone) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = clone((v as Record<string, unknown>)[k]);
  return out as T;
}

export function maxHealth(ch: CampaignChar): number {
  return ch.baseMaxHealth + (ch.level - 1);
}

function conscious(ch: CampaignChar): boolean {
  return ch.health > 0 && !ch.dead;
}

/** Where the Days token sits: days 1-30 on the front, then flipped to its "30" side. */
export function daysToken(day: number): { side: 'front' | 'back'; space: number } {
  return day <= 30 ? { side: 'front', space: day } : { side: 'back', space: day - 30 };
}

export interface NewCampaign {
  characters: Array<{ class: string; seat: SeatId }>;
  room: RoomKind;
  difficulty?: Difficulty;
  elimination?: boolean;
}

export function newCampaign(c: HuntersContent, setup: NewCampaign, dice: Dice): Result<CampaignState> {
  if (new Set(setup.characters.map((x) => x.class)).size !== setup.characters.length)
    return fail('campaign/class-twice', 'No two characters may share a class', { rule: 'HU-SHEET-14' });
  if (new Set(setup.characters.map((x) => sheetOf(c, x.class))).size !== setup.characters.length)
    return fail('campaign/sheet-twice', 'Two of these classes are the two sides of one sheet: only one of them plays', {
      rule: 'AMB-25',
    });
  if (setup.characters.length < 2 || setup.characters.length > 4)
    return fail('campaign/characters', 'A campaign has 2 to 4 characters', { rule: 'HU-PLAYERS-01' });
  const chars: CampaignChar[] = [];
  for (const x of setup.characters) {
    const cls = c.classes.find((k) => k.id === x.class);
    if (!cls) return fail('campaign/unknown-class', `There is no class "${x.class}"`);
    chars.push(freshCharacter(c, cls.id, x.seat));
  }
  const piles = (deck: 'road' | 'town') => {
    const out: Record<string, string[]> = {};
    for (const zone of ['1', '2', '3'])
      out[zone] = dice.shuffle(c.events.filter((e) => e.deck === deck && String(e.zone) === zone).map((e) => e.id));
    return out;
  };
  const rooms = { forge: 0, workshop: 0, armory: 0, gunsmith: 0, lab: 0 };
  rooms[setup.room] = 1;
  return ok({
    day: 1,
    chars,
    rooms,
    expansions: [],
    constructions: [],
    location: c.campaign.start,
    markers: [],
    eventTokens: [],
    attached: c.campaign.startEvents.map((e) => ({ ...e })),
    kept: [],
    removedCards: [],
    roads: piles('road'),
    towns: piles('town'),
    toRead: [],
    launched: null,
    wonMissions: [],
    resolvedMissions: [],
    fired: { day15: false, day28: false },
    inMission: false,
    result: null,
    difficulty: setup.difficulty ?? 'normal',
    elimination: setup.elimination ?? false,
    storyTokens: [],
    jobs: [],
    blueprints: [...new Set(c.campaign.startBlueprints)],
  });
}

function freshCharacter(c: HuntersContent, clsId: string, seat: SeatId): CampaignChar {
  const cls = c.classes.find((k) => k.id === clsId);
  if (!cls) throw new Error(`unknown class ${clsId}`);
  return {
    id: cls.id,
    seat,
    level: 1,
    xp: 0,
    health: cls.baseMaxHealth,
    baseMaxHealth: cls.baseMaxHealth,
    poisoned: false,
    food: cls.startingFood,
    fuel: 0,
    modules: {},
    gear: [...cls.startingGear],
    usedOnce: [],
    implants: [],
    collection: [...new Set(cls.startingDeck)],
    skills: [],
    storeroom: { gear: [], modules: {}, fuel: 0 },
    dead: false,
  };
}

/** Loses Health between missions; returns the points an unconscious character could not lose. */
function loseHealth(s: CampaignState, ch: CampaignChar, n: number, events: GameEvent[], rule: string): number {
  if (ch.dead) return 0;
  const lost = Math.min(ch.health, n);
  ch.health -= lost;
  if (lost > 0)
    events.push({
      type: 'hunters/camp-wound',
      rule,
      character: ch.id,
      amount: lost,
      text: `${ch.id} loses ${lost} Health.`,
    });
  if (ch.health === 0 && lost > 0 && s.elimination) {
    ch.dead = true;
    events.push({
      type: 'hunters/killed',
      rule: 'HU-DIFF-04',
      character: ch.id,
      text: `${ch.id} dies (Character Elimination).`,
    });
    if (s.chars.every((x) => x.dead)) s.result = 'lost';
    return 0;
  }
  return n - lost;
}

/** The main plot is solved once every main-plot mission has been played out and the final one won. */
function plotSolved(c: HuntersContent, s: CampaignState): boolean {
  return (
    s.wonMissions.includes(c.campaign.finalMission) &&
    c.missions.every((m) => m.plot !== 'main' || s.resolvedMissions.includes(m.id))
  );
}

function unconsciousAny(s: CampaignState): boolean {
  return s.chars.some((ch) => !ch.dead && ch.health === 0);
}

/** A day entered: whether a day's card is now to be read, and the penalty days a card stopped. */
interface DayEntered {
  read: boolean;
  penaltyLeft: number;
}

const NOTHING_READ: DayEntered = { read: false, penaltyLeft: 0 };

/**
 * One day entered, in the order of HU-CAMP-12 (AMB-06): event tokens come off, constructions and
 * expansions finish, then (unless it is a penalty day) food and poison, the penalty days their
 * Health brings, and last the day's own card (615, or one of 630-632). A penalty day whose card
 * comes up stops the penalty days there: the card is read before the rest of them pass.
 */
function enterDay(
  c: HuntersContent,
  s: CampaignState,
  dice: Dice,
  events: GameEvent[],
  upkeep: boolean,
  o: CampaignOptions,
): DayEntered {
  if (s.result) return NOTHING_READ;
  if (s.day + 1 > c.campaign.lastDay && !plotSolved(c, s)) {
    s.result = 'lost';
    events.push({
      type: 'hunters/campaign-lost',
      rule: 'HU-CAMP-06',
      text: `Day ${c.campaign.lastDay} has passed with the main plot unsolved: the campaign is lost.`,
    });
    return NOTHING_READ;
  }
  s.day += 1;
  const today = s.day;
  events.push({ type: 'hunters/day', rule: 'HU-CAMP-11', day: s.day, token: daysToken(s.day), text: `Day ${s.day}.` });
  const due = s.eventTokens.filter((t) => t.due === s.day);
  for (const t of due)
    events.push({
      type: 'hunters/event-token',
      rule: 'HU-EVENT-13',
      letter: t.letter,
      card: t.card,
      text: `Event token ${t.letter} comes off card ${t.card}.`,
    });
  s.eventTokens = s.eventTokens.filter((t) => t.due !== s.day);
  for (const x of s.expansions.filter((e) => e.due === s.day)) {
    s.rooms[x.room] = x.level;
    events.push({
      type: 'hunters/room-expanded',
      rule: 'HU-BASE-07',
      room: x.room,
      level: x.level,
      text: `The ${x.room} reaches level ${x.level}.`,
    });
  }
  s.expansions = s.expansions.filter((e) => e.due !== s.day);
  for (const x of s.constructions.filter((e) => e.due === s.day)) {
    const owner = s.chars.find((ch) => ch.id === x.owner);
    owner?.storeroom.gear.push(x.gear);
    events.push({
      type: 'hunters/constructed',
      rule: 'HU-CRAFT-08',
      gear: x.gear,
      owner: x.owner,
      text: `The ${x.gear} is finished and goes to ${x.owner}'s storeroom.`,
    });
  }
  s.constructions = s.constructions.filter((e) => e.due !== s.day);
  const penalty = upkeep ? penaltyDays(c, s, dice, events, upkeepOf(s, events, o), o) : NOTHING_READ;
  const read = dayCard(c, s, dice, events, today);
  return { read: penalty.read || read, penaltyLeft: penalty.penaltyLeft };
}

/**
 * A day's food and poison (HU-HEALTH-13, -09): the Health an unconscious character cannot lose,
 * which the days pay for (HU-HEALTH-04). Everyone eats his own Food first (HU-HEALTH-14); then,
 * with `foodSharing` on, each who had none takes 1 from the teammate left with the most (AMB-64),
 * so that sharing never leaves hungry a character who had Food of his own.
 */
function upkeepOf(s: CampaignState, events: GameEvent[], o: CampaignOptions): number {
  let penalty = 0;
  const living = s.chars.filter((x) => !x.dead);
  const hungry: CampaignChar[] = [];
  for (const ch of living) {
    if (ch.food > 0) {
      ch.food -= 1;
      events.push({ type: 'hunters/food', rule: 'HU-HEALTH-13', character: ch.id, text: `${ch.id} eats 1 Food.` });
    } else hungry.push(ch);
  }
  for (const ch of hungry) {
    // A teammate with food left shares it at upkeep (the one with the most); with the option off
    // each character lives on his own Food (AMB-64).
    const donor = o.foodSharing ? [...living].filter((x) => x.food > 0).sort((a, b) => b.food - a.food)[0] : undefined;
    if (donor) {
      donor.food -= 1;
      events.push({
        type: 'hunters/food-shared',
        rule: 'HU-HEALTH-14',
        from: donor.id,
        to: ch.id,
        text: `${donor.id} passes 1 Food to ${ch.id}.`,
      });
      events.push({ type: 'hunters/food', rule: 'HU-HEALTH-13', character: ch.id, text: `${ch.id} eats 1 Food.` });
    } else penalty += loseHealth(s, ch, 1, events, 'HU-HEALTH-13');
  }
  for (const ch of s.chars.filter((x) => x.poisoned && !x.dead))
    penalty += loseHealth(s, ch, 1, events, 'HU-HEALTH-09');
  return penalty;
}

/** A penalty day (HU-HEALTH-04): the calendar moves, with no food or poison upkeep (AMB-06b). */
function penaltyDay(c: HuntersContent, s: CampaignState, dice: Dice, events: GameEvent[], o: CampaignOptions) {
  events.push({
    type: 'hunters/penalty-day',
    rule: 'HU-HEALTH-04',
    text: 'An unconscious character could not lose Health: one more day passes.',
  });
  return enterDay(c, s, dice, events, false, o);
}

/**
 * One extra day for each Health an unconscious character could not lose (HU-HEALTH-04), right
 * after the upkeep that brought it: days that move the calendar but bring no new food or poison
 * upkeep, two for each Health under the `penaltyDaysDoubled` option (AMB-06b). A day's card met
 * on the way stops them: the days left are returned, to pass once it is read.
 */
function penaltyDays(
  c: HuntersContent,
  s: CampaignState,
  dice: Dice,
  events: GameEvent[],
  health: number,
  o: CampaignOptions,
): DayEntered {
  // A penalty day is an advance of the days token like any other, so the option doubles it too.
  const days = o.penaltyDaysDoubled ? 2 * health : health;
  for (let i = 0; i < days && !s.result; i++)
    if (penaltyDay(c, s, dice, events, o).read) return { read: true, penaltyLeft: days - i - 1 };
  return NOTHING_READ;
}

/** The days that bring a card of their own, once a campaign (HU-CAMP-09, -10), by their mark in `fired`. */
export const CARD_DAYS = { day15: 15, day28: 28 } as const;

/**
 * The card of day 15 (HU-CAMP-09) or of day 28 (HU-CAMP-10), once a campaign, when `day` was
 * entered: true when one is now to be read.
 */
function dayCard(c: HuntersContent, s: CampaignState, dice: Dice, events: GameEvent[], day: number): boolean {
  // A campaign lost on the way (its penalty days past the last day, or everyone killed) reads no more cards.
  if (s.result) return false;
  if (day === CARD_DAYS.day15 && !s.fired.day15) {
    s.fired.day15 = true;
    s.toRead.push(c.campaign.day15);
    events.push({
      type: 'hunters/day-event',
      rule: 'HU-CAMP-09',
      card: c.campaign.day15,
      text: `Day 15: card ${c.campaign.day15} is read.`,
    });
    return true;
  }
  if (day === CARD_DAYS.day28 && !s.fired.day28) {
    s.fired.day28 = true;
    const card = c.campaign.day28[dice.pick(3)] ?? c.campaign.day28[0];
    if (card) {
      s.toRead.push(card);
      events.push({
        type: 'hunters/day-event',
        rule: 'HU-CAMP-10',
        card,
        reveal: true,
        text: `Day 28: card ${card} is drawn and read.`,
      });
      return true;
    }
  }
  return false;
}

/** The days an instruction to advance n days moves the token: doubled while anyone is unconscious (HU-HEALTH-02). */
function daysFor(s: CampaignState, n: number, events: GameEvent[]): number {
  const factor = unconsciousAny(s) ? 2 : 1;
  if (factor === 2)
    events.push({
      type: 'hunters/doubled',
      rule: 'HU-HEALTH-02',
      text: `Someone is unconscious: ${n} day(s) become ${2 * n}.`,
    });
  return n * factor;
}

/**
 * Enters the days `p` has left, its penalty days first, one day at a time, each in the order of
 * HU-CAMP-12. With `pause`, a day whose card is to be read stops them (the card is read on its
 * day: HU-CAMP-09, -10), `p` keeping the rest: false then, true once every day has passed.
 */
function runDays(
  c: HuntersContent,
  s: CampaignState,
  dice: Dice,
  events: GameEvent[],
  o: CampaignOptions,
  p: Pending,
  pause: boolean,
): boolean {
  while (!s.result && p.penalty + p.days > 0) {
    let day: DayEntered;
    if (p.penalty > 0) {
      p.penalty -= 1;
      day = penaltyDay(c, s, dice, events, o);
    } else {
      p.days -= 1;
      day = enterDay(c, s, dice, events, true, o);
    }
    p.penalty += day.penaltyLeft;
    if (day.read && pause) return false;
  }
  return true;
}

/**
 * Advances the days token by n: doubled while anyone is unconscious (fixed when the instruction
 * starts), one day at a time, each in the order of HU-CAMP-12, all of them: the cards of the days
 * met wait together to be read (a count of the days ahead; the actions stop at such a card).
 */
export function advanceDays(
  c: HuntersContent,
  s0: CampaignState,
  n: number,
  dice: Dice,
  o: CampaignOptions = TABLE_DEFAULTS,
): { state: CampaignState; events: GameEvent[] } {
  const s = clone(s0);
  const events: GameEvent[] = [];
  runDays(c, s, dice, events, o, { days: daysFor(s, n, events), penalty: 0, then: { kind: 'none' } }, false);
  return { state: s, events };
}

/**
 * An action of n days (doubled while anyone is unconscious), then its end. A day's card met on the
 * way stops it: what is left waits in `pending` until the card is read (HU-CAMP-09, -10).
 */
function act(
  c: HuntersContent,
  s: CampaignState,
  dice: Dice,
  events: GameEvent[],
  o: CampaignOptions,
  n: number,
  then: PendingEnd,
): void {
  proceed(c, s, dice, events, o, { days: n > 0 ? daysFor(s, n, events) : 0, penalty: 0, then });
}

/** Goes on with an action: its days left, then its end; nothing once the campaign is over. */
function proceed(
  c: HuntersContent,
  s: CampaignState,
  dice: Dice,
  events: GameEvent[],
  o: CampaignOptions,
  p: Pending,
): void {
  if (!runDays(c, s, dice, events, o, p, true)) {
    if (!s.result) s.pending = [...(s.pending ?? []), p];
    return;
  }
  if (s.result) return;
  const end = p.then;
  switch (end.kind) {
    case 'none':
      return;
    case 'rest':
      for (const ch of s.chars.filter((x) => !x.dead)) ch.health = Math.min(maxHealth(ch), ch.health + 1);
      events.push({ type: 'hunters/rest', rule: 'HU-HEALTH-07', text: 'The party rests: +1 Health each.' });
      return;
    case 'work': {
      // The wage goes to those able to work at the day's end (AMB-62), and the line names them.
      const workers = s.chars.filter(conscious);
      for (const ch of workers) ch.fuel += end.wage;
      events.push({
        type: 'hunters/work',
        rule: 'HU-TRAVEL-10',
        wage: end.wage,
        workers: workers.map((ch) => ch.id),
        text:
          workers.length > 0
            ? `A day's work: ${workers.map((ch) => ch.id).join(', ')} earn${workers.length > 1 ? '' : 's'} ${end.wage} Fuel Cell(s)${workers.length > 1 ? ' each' : ''}.`
            : "A day's work: nobody was able to work, and nobody is paid.",
      });
      if (end.more > 0) act(c, s, dice, events, o, 1, { kind: 'work', wage: end.wage, more: end.more - 1 });
      return;
    }
    case 'encounter':
      encounter(c, s, dice, events, end.to);
      return;
    case 'arrive':
      arrive(c, s, events, end.to);
      return;
  }
}

/**
 * Once no card is left to read, the actions the cards stopped go on, the latest first: the days
 * they have left, then their ends (HU-CAMP-11, HU-TRAVEL-08).
 */
function goOn(c: HuntersContent, s: CampaignState, dice: Dice, events: GameEvent[], o: CampaignOptions): void {
  while (!s.result && s.toRead.length === 0 && s.pending && s.pending.length > 0) {
    const p = s.pending[s.pending.length - 1] as Pending;
    s.pending = s.pending.slice(0, -1);
    if (s.pending.length === 0) delete s.pending;
    proceed(c, s, dice, events, o, p);
  }
  if (s.result) delete s.pending;
}

type ModuleCost = ReadonlyArray<{ module: ModuleKind; count: number }>;

/**
 * The characters whose modules may pay a cost: the living. What a killed character held is not
 * spent as it lies; the survivors share it out first (HU-DIFF-06, AMB-57), and then it pays as
 * its new holder's.
 */
function payers(s: CampaignState): CampaignChar[] {
  return s.chars.filter((ch) => !ch.dead);
}

function pooledModules(s: CampaignState, kind: ModuleKind): number {
  return payers(s).reduce((n, ch) => n + (ch.modules[kind] ?? 0) + (ch.storeroom.modules[kind] ?? 0), 0);
}

function canPayModules(s: CampaignState, cost: ModuleCost): boolean {
  return cost.every((item) => pooledModules(s, item.module) >= item.count);
}

function bagOf(ch: CampaignChar, store: 'carried' | 'storeroom'): Modules {
  return store === 'carried' ? ch.modules : ch.storeroom.modules;
}

/**
 * The program's own payment of a module cost, for players who name none (AMB-13): each kind from
 * each character in party order, what they carry before their storeroom. Null when the cost cannot
 * be paid in full.
 */
export function defaultPayment(s: CampaignState, cost: ModuleCost): PaymentPlan | null {
  if (!canPayModules(s, cost)) return null;
  const plan: PaymentPlan = [];
  // A cost may list a kind twice: what an earlier line took is no longer there for the next.
  const taken = new Map<string, number>();
  for (const item of cost) {
    let left = item.count;
    for (const ch of payers(s))
      for (const store of ['carried', 'storeroom'] as const) {
        const key = `${ch.id}/${store}/${item.module}`;
        const take = Math.min(left, (bagOf(ch, store)[item.module] ?? 0) - (taken.get(key) ?? 0));
        if (take <= 0) continue;
        plan.push({ char: ch.id, store, module: item.module, count: take });
        taken.set(key, (taken.get(key) ?? 0) + take);
        left -= take;
      }
  }
  return plan;
}

/**
 * Why a payment the players named does not pay `cost` (AMB-13), or null when it does: it must
 * take exactly the cost, kind by kind, from characters who hold that many where it says.
 */
function planProblem(s: CampaignState, cost: ModuleCost, plan: PaymentPlan): string | null {
  const owed = new Map<ModuleKind, number>();
  for (const item of cost) owed.set(item.module, (owed.get(item.module) ?? 0) + item.count);
  const paid = new Map<ModuleKind, number>();
  const drawn = new Map<string, number>();
  for (const p of plan) {
    if (!Number.isInteger(p.count) || p.count < 1) return `a payment names ${p.count} modules; it takes 1 or more`;
    const ch = payers(s).find((x) => x.id === p.char);
    if (!ch) return `there is no living character "${p.char}" to pay`;
    if (!owed.has(p.module)) return `the cost takes no ${moduleName(p.module, 'en')}s`;
    const key = `${p.char}/${p.store}/${p.module}`;
    const held = bagOf(ch, p.store)[p.module] ?? 0;
    drawn.set(key, (drawn.get(key) ?? 0) + p.count);
    if ((drawn.get(key) ?? 0) > held)
      return p.store === 'carried'
        ? `${p.char} carries ${held} ${moduleName(p.module, 'en')}(s)`
        : `${p.char} has ${held} ${moduleName(p.module, 'en')}(s) in the storeroom`;
    paid.set(p.module, (paid.get(p.module) ?? 0) + p.count);
  }
  for (const [kind, count] of owed) {
    const n = paid.get(kind) ?? 0;
    if (n !== count) return `it pays ${n} ${moduleName(kind, 'en')}(s) where the cost is ${count}`;
  }
  return null;
}

/** Takes the modules a payment names; its checks have passed. */
function pay(s: CampaignState, plan: PaymentPlan): void {
  for (const p of plan) {
    const ch = s.chars.find((x) => x.id === p.char);
    if (!ch) throw new Error('payment checked but its character is missing');
    const bag = bagOf(ch, p.store);
    bag[p.module] = (bag[p.module] ?? 0) - p.count;
  }
}

/** What an event of a paid job carries when the players named the payment: who paid what, from where. */
function paidFields(plan: PaymentPlan | undefined): Record<string, unknown> {
  // `payers` names the characters beside the plan, so the log can give their names.
  return plan ? { paid: plan, payers: [...new Set(plan.map((p) => p.char))] } : {};
}

/*
 * Each "...Refusal" below reads the state only and says why a step cannot be taken (null: it can):
 * listing the choices asks them all, so they must not copy the campaign.
 */

export function expansionRefusal(c: HuntersContent, s: CampaignState, room: RoomKind): CampaignResult | null {
  const level = s.rooms[room] + 1;
  if (level > 3) return fail('base/max-level', `The ${room} is already at level 3`, { rule: 'HU-BASE-04' });
  if (s.expansions.some((e) => e.room === room))
    return fail('base/busy', `The ${room} is already being expanded`, { rule: 'HU-BASE-09' });
  const card = c.rooms.find((r) => r.id === room)?.levels[level - 1];
  if (!card) return fail('base/unknown-room', `No card for ${room} level ${level}`);
  if (!canPayModules(s, card.cost))
    return fail('base/cost', `The expansion cost cannot be paid in full`, { rule: 'HU-BASE-05' });
  return null;
}

/**
 * The day a job of `days` days started today is done: after that many full days, or one sooner
 * when the table counts the starting day as the first (AMB-14); never today, as the work is
 * delivered at the start of a day.
 */
function dueDay(s: CampaignState, days: number, o: CampaignOptions): number {
  return s.day + Math.max(1, o.inclusiveDays ? days - 1 : days);
}

export function startExpansion(
  c: HuntersContent,
  s0: CampaignState,
  room: RoomKind,
  o: CampaignOptions = TABLE_DEFAULTS,
  from?: PaymentPlan,
): CampaignResult {
  const refused = expansionRefusal(c, s0, room);
  if (refused) return refused;
  const level = s0.rooms[room] + 1;
  const card = c.rooms.find((r) => r.id === room)?.levels[level - 1];
  if (!card) throw new Error('expansion checked but its card is missing');
  const problem = from ? planProblem(s0, card.cost, from) : null;
  if (problem)
    return fail('base/payment', `That payment does not pay the expansion: ${problem}`, { rule: 'HU-BASE-05' });
  const plan = from ?? defaultPayment(s0, card.cost);
  if (!plan) throw new Error('expansion checked but not payable');
  const s = clone(s0);
  pay(s, plan);
  const due = dueDay(s, card.days, o);
  s.expansions.push({ room, level, due });
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/expansion',
        rule: 'HU-BASE-07',
        room,
        level,
        due,
        ...paidFields(from),
        text: `The ${room} will reach level ${level} on day ${due}.${from ? ` Paid with ${paymentWords(from, 'en')}.` : ''}`,
      },
    ],
  });
}

export function constructionRefusal(
  c: HuntersContent,
  s: CampaignState,
  blueprint: string,
  owner: string,
): CampaignResult | null {
  const bp = c.blueprints.find((b) => b.id === blueprint);
  if (!bp) return fail('craft/unknown', `There is no blueprint "${blueprint}"`);
  // The finished piece goes into its owner's storeroom (HU-CRAFT-08): a living character's.
  if (!s.chars.some((ch) => ch.id === owner && !ch.dead))
    return fail('craft/owner', `No living character "${owner}" to own it`, { rule: 'HU-CRAFT-08' });
  if (!s.blueprints.includes(blueprint)) {
    const name = c.gear.find((g) => g.id === bp.gear)?.name ?? bp.gear;
    return fail('craft/no-blueprint', `The party does not hold the ${name} blueprint: buy it or win it first`, {
      rule: 'HU-CRAFT-01',
    });
  }
  if (s.location !== 'base')
    return fail('craft/not-at-base', 'Construction starts only at the base', { rule: 'HU-CRAFT-03' });
  if (s.rooms[bp.room] < bp.level)
    return fail('craft/room-level', `The ${bp.room} must be at level ${bp.level}`, { rule: 'HU-CRAFT-01' });
  if (s.constructions.some((x) => x.room === bp.room))
    return fail('craft/busy', `The ${bp.room} is already building`, { rule: 'HU-CRAFT-06' });
  if (!canPayModules(s, bp.cost))
    return fail('craft/cost', 'The modules for it are not at hand', { rule: 'HU-CRAFT-04' });
  return null;
}

export function startConstruction(
  c: HuntersContent,
  s0: CampaignState,
  blueprint: string,
  owner: string,
  o: CampaignOptions = TABLE_DEFAULTS,
  from?: PaymentPlan,
): CampaignResult {
  const refused = constructionRefusal(c, s0, blueprint, owner);
  if (refused) return refused;
  const bp = c.blueprints.find((b) => b.id === blueprint);
  if (!bp) throw new Error('construction checked but its blueprint is missing');
  const problem = from ? planProblem(s0, bp.cost, from) : null;
  if (problem)
    return fail('craft/payment', `That payment does not pay the construction: ${problem}`, { rule: 'HU-CRAFT-04' });
  const plan = from ?? defaultPayment(s0, bp.cost);
  if (!plan) throw new Error('construction checked but not payable');
  const s = clone(s0);
  pay(s, plan);
  const due = dueDay(s, bp.days, o);
  s.constructions.push({ room: bp.room, gear: bp.gear, due, owner });
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/construction',
        rule: 'HU-CRAFT-07',
        gear: bp.gear,
        due,
        ...paidFields(from),
        text: `The ${bp.gear} will be ready on day ${due}.${from ? ` Paid with ${paymentWords(from, 'en')}.` : ''}`,
      },
    ],
  });
}

/**
 * The reference list: every buildable gear piece with the room and level it needs, and its
 * blueprint's id (the party builds only from the blueprints it holds, HU-CRAFT-01).
 */
export function craftingList(
  c: HuntersContent,
): Array<{ blueprint: string; gear: string; room: RoomKind; level: number; days: number }> {
  return c.blueprints
    .map((b) => ({ blueprint: b.id, gear: b.gear, room: b.room, level: b.level, days: b.days }))
    .sort((a, b) => a.room.localeCompare(b.room) || a.level - b.level);
}

/**
 * Why `charId` cannot go up a level with these picks now, or null when he can: only between
 * missions (HU-XP-08), a living character, a level the table prices (AMB-03), the XP for it
 * (HU-XP-02) and four different cards of that level's seven (HU-XP-05).
 */
export function levelUpRefusal(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  picks: readonly string[],
): CampaignResult | null {
  if (s.inMission) return fail('xp/in-mission', 'Experience is spent between missions', { rule: 'HU-XP-08' });
  const ch = s.chars.find((x) => x.id === charId && !x.dead);
  if (!ch) return fail('xp/unknown', `No living character "${charId}" in the party`);
  const next = ch.level + 1;
  const cost = c.xpTable[String(next)];
  if (cost === undefined)
    return fail('xp/max-level', `${ch.id} is at level ${ch.level}, the highest there is`, { rule: 'HU-XP-02' });
  if (ch.xp < cost)
    return fail('xp/not-enough', `Level ${next} costs ${cost} XP; ${ch.id} has ${ch.xp}`, { rule: 'HU-XP-02' });
  const offer = c.classes.find((k) => k.id === ch.id)?.levelOffers[String(next)] ?? [];
  if (picks.length !== 4 || new Set(picks).size !== 4 || !picks.every((p) => offer.includes(p)))
    return fail('xp/picks', `Pick exactly 4 different cards of the ${offer.length} level-${next} cards offered`, {
      rule: 'HU-XP-05',
    });
  return null;
}

export function levelUp(
  c: HuntersContent,
  s0: CampaignState,
  charId: string,
  picks: readonly string[],
  o: CampaignOptions = TABLE_DEFAULTS,
): CampaignResult {
  const refused = levelUpRefusal(c, s0, charId, picks);
  if (refused) return refused;
  const s = clone(s0);
  const ch = s.chars.find((x) => x.id === charId) as CampaignChar;
  const next = ch.level + 1;
  const cost = c.xpTable[String(next)] as number;
  const offer = c.classes.find((k) => k.id === ch.id)?.levelOffers[String(next)] ?? [];
  ch.xp -= cost;
  ch.level = next;
  // Max Health +1 with the same wounds: a conscious character gains 1; one at 0 stays down, unless
  // the table keeps the wounds for them too and so wakes them at 1 Health (AMB-02b).
  if (ch.health > 0 || (o.levelUpWakes && !ch.dead)) ch.health += 1;
  for (const id of picks) {
    const card = c.cards.find((x) => x.id === id);
    if (card?.skill !== undefined) ch.skills.push(id);
    else ch.collection.push(id);
  }
  s.removedCards.push(...offer.filter((id) => !picks.includes(id)));
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/level-up',
        rule: 'HU-XP-03',
        character: ch.id,
        level: next,
        text: `${ch.id} reaches level ${next}.`,
      },
    ],
  });
}

/** The difficulty levels, the easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['normal', 'professional', 'master'];

/**
 * Why the campaign's difficulty cannot be raised to `to` now, or null when it can: only between
 * missions (no mission launched or under way, no card left half read) and only upwards (HU-DIFF-01).
 */
export function difficultyRefusal(s: CampaignState, to: Difficulty): CampaignResult | null {
  const rule = 'HU-DIFF-01';
  if (s.inMission || s.launched !== null)
    return fail('difficulty/not-between', 'The difficulty is raised between missions, not once a mission is launched', {
      rule,
    });
  const reading = s.toRead[0];
  if (reading !== undefined)
    return fail('difficulty/reading', `Card ${reading} is being read: it is resolved first`, { rule: 'HU-EVENT-05' });
  const now = DIFFICULTIES.indexOf(s.difficulty);
  const want = DIFFICULTIES.indexOf(to);
  if (want === now)
    return fail('difficulty/same', `The campaign is already played at ${difficultyName(to, 'en')}`, { rule });
  if (want < now)
    return fail(
      'difficulty/lower',
      `The difficulty may be raised, never lowered: the campaign is played at ${difficultyName(s.difficulty, 'en')}`,
      { rule },
    );
  return null;
}

/** Raises the campaign's difficulty between missions; every mission launched from now on is played at it. */
export function raiseDifficulty(s0: CampaignState, to: Difficulty): CampaignResult {
  const refused = difficultyRefusal(s0, to);
  if (refused) return refused;
  const s = clone(s0);
  s.difficulty = to;
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/difficulty',
        rule: 'HU-DIFF-01',
        difficulty: to,
        previous: s0.difficulty,
        text: `The difficulty is raised from ${difficultyName(s0.difficulty, 'en')} to ${difficultyName(to, 'en')} for the missions to come.`,
      },
    ],
  });
}

function zoneOf(c: HuntersContent, id: string): number {
  // The base counts as a Zone I place for travel (HU-BASE-14), whatever zone its card shows.
  if (id === 'base') return 1;
  const l = c.locations.find((x) => x.id === id);
  if (!l) return 1;
  if (l.parent) return zoneOf(c, l.parent);
  return Math.max(1, l.zone);
}

/**
 * Moves the party: days first (1 for location to location, none at a site), then the encounter
 * roll (a Shield draws a road or town card), then arrival, base healing and any over card.
 */
export function canTravel(c: HuntersContent, s: CampaignState, dest: string): boolean {
  return travelRefusal(c, s, dest) === null;
}

export function travelRefusal(c: HuntersContent, s0: CampaignState, dest: string): CampaignResult | null {
  const from = c.locations.find((l) => l.id === s0.location);
  const to = c.locations.find((l) => l.id === dest);
  if (!from || !to) return fail('travel/unknown', `There is no location "${dest}"`);
  if (dest === s0.location) return fail('travel/here', 'The party is already there');
  if (from.parent && !(to.parent === from.parent || to.id === from.parent))
    return fail('travel/from-site', 'From a site the party goes to a sibling site or back to its location', {
      rule: 'HU-TRAVEL-04',
    });
  if (!from.parent && to.parent && to.parent !== from.id)
    return fail('travel/site-elsewhere', 'A site is entered from its own location', { rule: 'HU-TRAVEL-03' });
  return null;
}

export function travel(
  c: HuntersContent,
  s0: CampaignState,
  dest: string,
  dice: Dice,
  o: CampaignOptions = TABLE_DEFAULTS,
): CampaignResult {
  const refused = travelRefusal(c, s0, dest);
  if (refused) return refused;
  const from = c.locations.find((l) => l.id === s0.location);
  const to = c.locations.find((l) => l.id === dest);
  if (!from || !to) return fail('travel/unknown', `There is no location "${dest}"`);
  const s = clone(s0);
  const events: GameEvent[] = [];
  // A move to or from a site takes no day (AMB-10); location to location takes one.
  act(c, s, dice, events, o, from.parent || to.parent ? 0 : 1, { kind: 'encounter', to: dest });
  return ok({ state: s, events });
}

/**
 * The journey's encounter roll, once its days have passed: a Shield draws a road or town card,
 * which is read before the party arrives (HU-TRAVEL-08); with none drawn it arrives at once.
 */
function encounter(c: HuntersContent, s: CampaignState, dice: Dice, events: GameEvent[], dest: string): void {
  const from = c.locations.find((l) => l.id === s.location);
  const to = c.locations.find((l) => l.id === dest);
  const siteMove = Boolean(from?.parent || to?.parent);
  const face = dice.rollFace(c.defenceDie);
  events.push({ type: 'hunters/encounter-roll', rule: 'HU-TRAVEL-05', face, text: `Encounter roll: ${face}.` });
  if (face === 'shield') {
    const zone = String(zoneOf(c, siteMove ? (to?.parent ?? from?.parent ?? dest) : dest));
    const pile = siteMove ? s.towns[zone] : s.roads[zone];
    const card = pile?.shift();
    if (card) {
      s.toRead.push(card);
      events.push({
        type: 'hunters/encounter',
        rule: siteMove ? 'HU-TRAVEL-05' : 'HU-TRAVEL-06',
        card,
        reveal: true,
        text: `A ${siteMove ? 'town' : 'road'} card is drawn from zone ${zone}.`,
      });
      // The party arrives once the card is read (HU-TRAVEL-08: steps 2, then 3-5).
      s.pending = [...(s.pending ?? []), { days: 0, penalty: 0, then: { kind: 'arrive', to: dest } }];
      return;
    }
  }
  arrive(c, s, events, dest);
}

/** The journey's end: the marker at the destination, the base's healing, then any over card (HU-TRAVEL-08). */
function arrive(c: HuntersContent, s: CampaignState, events: GameEvent[], dest: string): void {
  const to = c.locations.find((l) => l.id === dest);
  s.location = dest;
  events.push({
    type: 'hunters/arrive',
    rule: 'HU-TRAVEL-08',
    location: dest,
    text: `The party arrives at ${to?.name ?? dest}.`,
  });
  if (dest === 'base')
    for (const ch of s.chars.filter((x) => !x.dead)) {
      if (ch.health < maxHealth(ch)) {
        ch.health += 1;
        events.push({
          type: 'hunters/base-heal',
          rule: 'HU-BASE-13',
          character: ch.id,
          text: `${ch.id} recovers 1 Health at the base.`,
        });
      }
    }
  // A card under an event token may not be turned face up (HU-EVENT-13): it stays over the place
  // and is read on an arrival after the token has gone.
  const overNow = (x: { card: string; location: string; over: boolean }) =>
    x.location === dest && x.over && !s.eventTokens.some((t) => t.card === x.card);
  for (const a of s.attached.filter(overNow)) {
    s.toRead.push(a.card);
    events.push({
      type: 'hunters/over-card',
      rule: 'HU-EVENT-02',
      card: a.card,
      reveal: true,
      text: `Card ${a.card} lies over ${to?.name ?? dest}: it is read at once.`,
    });
  }
  s.attached = s.attached.filter((x) => !overNow(x));
}

/** Reveals an under card at the current place (optional, any order). */
export function revealRefusal(s: CampaignState, card: string): CampaignResult | null {
  if (!s.attached.some((a) => a.card === card && a.location === s.location && !a.over))
    return fail('event/not-here', `Card ${card} is not under this place`, { rule: 'HU-EVENT-03' });
  if (s.eventTokens.some((t) => t.card === card))
    return fail('event/blocked', `Card ${card} is blocked by an event token`, { rule: 'HU-EVENT-13' });
  return null;
}

export function revealUnder(s0: CampaignState, card: string): CampaignResult {
  const refused = revealRefusal(s0, card);
  if (refused) return refused;
  const s = clone(s0);
  const at = s.attached.find((a) => a.card === card && a.location === s.location && !a.over);
  if (!at) throw new Error('reveal checked but card missing');
  s.attached = s.attached.filter((a) => a !== at && !(a.card === card && a.location === s.location));
  s.toRead.push(card);
  return ok({
    state: s,
    events: [{ type: 'hunters/reveal', rule: 'HU-EVENT-05', card, reveal: true, text: `Card ${card} is turned over.` }],
  });
}

function canPay(s: CampaignState, e: Effect, who: CampaignChar | null): boolean {
  const pool = who ? [who] : s.chars.filter((x) => !x.dead);
  switch (e.kind) {
    case 'fuel':
      return e.n >= 0 || pool.reduce((n, ch) => n + ch.fuel, 0) >= -e.n;
    case 'food':
      return e.n >= 0 || pool.reduce((n, ch) => n + ch.food, 0) >= -e.n;
    default:
      return true;
  }
}

/** The options of a card the party may choose now: conditions met, costs payable; a Mandatory one wins. */
export function cardOptions(
  c: HuntersContent,
  s: CampaignState,
  cardId: string,
  resolver: string | null = null,
): number[] {
  const card = c.events.find((e) => e.id === cardId);
  if (!card) return [];
  const who = card.personal ? (s.chars.find((x) => x.id === resolver) ?? null) : null;
  const usable = card.options
    .map((o, i) => ({ o, i }))
    .filter(
      ({ o }) =>
        (o.requires === undefined || s.markers.includes(o.requires)) &&
        (o.requiresToken === undefined || s.storyTokens.includes(o.requiresToken)) &&
        o.cost.map((e) => asCost(e)).every((e) => canPay(s, e, who)),
    );
  const mandatory = usable.filter(({ o }) => o.mandatory);
  if (mandatory.length > 0) return mandatory.map(({ i }) => i);
  if (usable.length > 0) return usable.map(({ i }) => i);
  // Nothing affordable: the first option without a cost, else the last one.
  const free = card.options.findIndex((o) => o.cost.length === 0);
  return [free >= 0 ? free : card.options.length - 1];
}

/**
 * Whether `charId` can pay alone what an option of a card takes in Fuel Cells and Food, its cost
 * and its back's losses together: the character the players choose pays it (HU-EVENT-09).
 */
export function payableBy(
  c: HuntersContent,
  s: CampaignState,
  cardId: string,
  option: number,
  charId: string,
): boolean {
  const opt = c.events.find((e) => e.id === cardId)?.options[option];
  const ch = s.chars.find((x) => x.id === charId && !x.dead);
  if (!opt || !ch) return false;
  const lines = [...opt.cost.map((e) => asCost(e)), ...opt.effects];
  const owed = (k: 'fuel' | 'food') => lines.reduce((n, e) => (e.kind === k && e.n < 0 ? n - e.n : n), 0);
  return ch.fuel >= owed('fuel') && ch.food >= owed('food');
}

/**
 * Why the character named to pay an option of a group card is refused: he cannot pay it alone
 * while a teammate can (HU-EVENT-09). Null when he may pay, or when nobody alone can and the party
 * pays together, him first (HU-EVENT-12).
 */
export function payerShort(
  c: HuntersContent,
  s: CampaignState,
  cardId: string,
  option: number,
  payer: string | undefined,
): CampaignResult | null {
  const card = c.events.find((e) => e.id === cardId);
  if (!card || card.personal || payer === undefined || payableBy(c, s, cardId, option, payer)) return null;
  if (!s.chars.some((x) => !x.dead && payableBy(c, s, cardId, option, x.id))) return null;
  return fail('event/payer-short', `${payer} cannot pay option ${option + 1} of card ${cardId}: a teammate can`, {
    rule: 'HU-EVENT-09',
  });
}

function asCost(e: Effect): Effect {
  return e.kind === 'fuel' || e.kind === 'food' ? { ...e, n: -Math.abs(e.n) } : e;
}

/**
 * Resolves the next card to read with the chosen option. Group amounts are paid or received once
 * by the character `payer` names (the players' choice); "this character" cards touch `resolver` only.
 */
export function resolveCard(
  c: HuntersContent,
  s0: CampaignState,
  option: number,
  dice: Dice,
  who: { payer?: string; resolver?: string } = {},
  o: CampaignOptions = TABLE_DEFAULTS,
): CampaignResult {
  const cardId = s0.toRead[0];
  if (!cardId) return fail('event/nothing', 'No card is waiting to be read');
  const card = c.events.find((e) => e.id === cardId);
  if (!card) return fail('event/unknown', `There is no card "${cardId}"`);
  const allowed = cardOptions(c, s0, cardId, who.resolver ?? null);
  if (!allowed.includes(option))
    return fail('event/option', `Option ${option + 1} cannot be chosen now`, { rule: 'HU-EVENT-11' });
  const short = payerShort(c, s0, cardId, option, who.payer);
  if (short) return short;
  const opt = card.options[option] as CardOption;
  const s = clone(s0);
  s.toRead.shift();
  const events: GameEvent[] = [
    {
      type: 'hunters/card',
      rule: 'HU-EVENT-15',
      card: cardId,
      option: opt.label,
      reveal: true,
      text: `${card.title}: option ${opt.label}.`,
    },
  ];
  const living = (): CampaignChar[] => s.chars.filter((x) => !x.dead);
  const target = (from: EventCard): CampaignChar | undefined =>
    from.personal
      ? s.chars.find((x) => x.id === who.resolver)
      : (s.chars.find((x) => x.id === who.payer) ?? living()[0]);
  /** One instruction of the option being resolved, `from` the card it is printed on. */
  const apply = (e: Effect, from: EventCard, chain: readonly string[]) => {
    const ch = target(from);
    switch (e.kind) {
      case 'fuel':
      case 'food': {
        const k = e.kind;
        if (e.n >= 0 && ch) ch[k] += e.n;
        else {
          // A group payment comes from the chosen character (HU-EVENT-09); only what he lacks,
          // where nobody could pay it all alone, from the others.
          let left = -e.n;
          const chosen = ch ? [ch] : [];
          for (const x of from.personal ? chosen : [...chosen, ...living().filter((y) => y !== ch)]) {
            const take = Math.min(left, x[k]);
            x[k] -= take;
            left -= take;
          }
        }
        return;
      }
      case 'xp':
        if (ch) ch.xp += e.n;
        return;
      case 'health':
        if (ch) {
          if (e.n >= 0) ch.health = Math.min(maxHealth(ch), ch.health + e.n);
          else loseHealth(s, ch, -e.n, events, 'HU-EVENT-10');
        }
        return;
      case 'days':
        // A day's card met on the way is read on its day: the days left pass after it (HU-CAMP-09, -10).
        act(c, s, dice, events, o, e.n, { kind: 'none' });
        return;
      case 'gear':
        ch?.gear.push(e.gear);
        return;
      case 'module':
        if (ch) ch.modules[e.module] = Math.max(0, (ch.modules[e.module] ?? 0) + e.n);
        return;
      case 'marker':
        s.markers = e.set ? [...new Set([...s.markers, e.marker])] : s.markers.filter((m) => m !== e.marker);
        return;
      case 'poison':
        if (ch) ch.poisoned = true;
        return;
      case 'mission':
        s.launched = e.mission;
        events.push({
          type: 'hunters/mission-launched',
          rule: 'HU-CAMP-03',
          mission: e.mission,
          text: `Mission ${e.mission} begins.`,
        });
        return;
      case 'goto': {
        if (e.option === undefined) {
          s.toRead.unshift(e.card);
          return;
        }
        // "Go to card N option L": the instruction has chosen, so that option's back is resolved
        // at once, with no menu, no condition and no cost (those belong to choosing it).
        const next = c.events.find((x) => x.id === e.card);
        const o = next?.options.find((x) => x.label === e.option);
        const key = `${e.card}/${e.option}`;
        // The content check refuses an unknown option and a loop; a pack that skipped it loses the step.
        if (!next || !o || chain.includes(key)) return;
        events.push({
          type: 'hunters/goto-option',
          rule: 'HU-EVENT-08',
          card: e.card,
          option: e.option,
          source: from.id,
          reveal: true,
          text: `Card ${from.id} sends the party to card ${e.card}, option ${e.option}: ${next.title}.`,
        });
        resolve(next, o, [...chain, key]);
        return;
      }
      case 'event-token': {
        const letter = ['A', 'B', 'C', 'D'].find((l) => !s.eventTokens.some((t) => t.letter === l));
        if (!letter) {
          events.push({
            type: 'hunters/no-token',
            rule: 'HU-EVENT-14',
            text: 'All four event-token letters are in use: this block is skipped.',
          });
          return;
        }
        s.eventTokens.push({ letter, card: e.card, due: s.day + e.days });
        return;
      }
      case 'job':
        // The book prints the icons and says no more: the level is kept with its card and shown.
        s.jobs = [...s.jobs.filter((j) => j.card !== from.id), { card: from.id, level: e.level }];
        events.push({
          type: 'hunters/job',
          rule: 'HU-EVENT-08',
          card: from.id,
          level: e.level,
          text: `Card ${from.id} marks the job's difficulty: ${e.level} of 3.`,
        });
        return;
      case 'story-token': {
        // One token of each number: placing a token the party holds, or taking one it lacks, changes nothing.
        const held = s.storyTokens.includes(e.token);
        if (held === e.set) return;
        s.storyTokens = STORY_TOKENS.filter((t) => (t === e.token ? e.set : s.storyTokens.includes(t)));
        events.push({
          type: 'hunters/story-token',
          rule: 'HU-EVENT-08',
          token: e.token,
          held: e.set,
          text: e.set ? `Story token ${e.token} is placed with the party.` : `Story token ${e.token} is taken back.`,
        });
        return;
      }
    }
  };
  /** An option's back, then what becomes of its card (HU-EVENT-07). */
  const resolve = (from: EventCard, o: CardOption, chain: readonly string[]) => {
    for (const e of o.effects) apply(e, from, chain);
    if (o.handling === 'keep') s.kept.push(from.id);
    if (o.handling === 'leave') s.attached.push({ card: from.id, location: s.location, over: false });
    events.push({
      type: 'hunters/card-done',
      rule: 'HU-EVENT-07',
      card: from.id,
      handling: o.handling,
      text: `Card ${from.id}: ${o.handling}.`,
    });
  };
  for (const e of opt.cost) apply(asCost(e), card, []);
  resolve(card, opt, [`${cardId}/${opt.label}`]);
  // With no card left to read, what the cards stopped goes on (a rest, a journey, some days).
  goOn(c, s, dice, events, o);
  return ok({ state: s, events });
}

/**
 * Rest: two days (doubled while anyone is unconscious), then everyone gains 1 Health, unless the
 * campaign ended on the way (HU-HEALTH-07).
 */
export function rest(
  c: HuntersContent,
  s0: CampaignState,
  dice: Dice,
  o: CampaignOptions = TABLE_DEFAULTS,
): CampaignResult {
  const s = clone(s0);
  const events: GameEvent[] = [];
  act(c, s, dice, events, o, 2, { kind: 'rest' });
  return ok({ state: s, events });
}

/**
 * Why the party cannot work here, or null when it can: the place must offer paid work
 * (HU-TRAVEL-09), and someone must be conscious to do it (AMB-62).
 */
export function workRefusal(c: HuntersContent, s: CampaignState): CampaignResult | null {
  const place = c.locations.find((l) => l.id === s.location);
  if (place?.services.wage === undefined)
    return fail('trade/no-work', `Nobody offers paid work at ${place?.name ?? s.location}`, { rule: 'HU-TRAVEL-09' });
  if (!s.chars.some(conscious))
    return fail('trade/nobody-works', 'Everyone is unconscious: nobody can work', { rule: 'AMB-62' });
  return null;
}

/** Work at the current place: each day worked pays the wage to every conscious worker. */
export function work(
  c: HuntersContent,
  s0: CampaignState,
  days: number,
  dice: Dice,
  o: CampaignOptions = TABLE_DEFAULTS,
): CampaignResult {
  const refused = workRefusal(c, s0);
  if (refused) return refused;
  const wage = c.locations.find((l) => l.id === s0.location)?.services.wage ?? 0;
  const s = clone(s0);
  const events: GameEvent[] = [];
  if (days > 0) act(c, s, dice, events, o, 1, { kind: 'work', wage, more: days - 1 });
  return ok({ state: s, events });
}

/**
 * What a place sells: a gear piece, or with `blueprint` a blueprint for the party (HU-TRAVEL-09,
 * HU-CRAFT-02), each at its price in Fuel Cells, which the buyer pays from what he carries
 * (HU-TRAVEL-11).
 */
function ware(
  c: HuntersContent,
  s: CampaignState,
  id: string,
  blueprint: boolean,
): { name: string; price: number; gear: string } | null {
  const place = c.locations.find((l) => l.id === s.location);
  if (blueprint) {
    const bp = c.blueprints.find((b) => b.id === id);
    if (!place || !bp || !place.services.blueprints.includes(id)) return null;
    return {
      name: `${c.gear.find((g) => g.id === bp.gear)?.name ?? bp.gear} blueprint`,
      price: bp.price,
      gear: bp.gear,
    };
  }
  const item = c.gear.find((g) => g.id === id);
  if (!place || !item || !place.services.sells.includes(id) || item.price === undefined) return null;
  return { name: item.name, price: item.price, gear: id };
}

export function buyRefusal(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  gear: string,
  blueprint = false,
): CampaignResult | null {
  const item = ware(c, s, gear, blueprint);
  const ch = s.chars.find((x) => x.id === charId && !x.dead);
  // The buyer first: a purchase for nobody is refused as such, not as a ware the place lacks.
  if (!ch) return fail('trade/unknown', `No living character "${charId}" to pay`);
  if (!item)
    return fail('trade/not-sold', `The ${gear}${blueprint ? ' blueprint' : ''} is not sold here`, {
      rule: blueprint ? 'HU-CRAFT-02' : 'HU-TRAVEL-09',
    });
  // A blueprint is never used up (HU-CRAFT-02): a second one would build nothing the first cannot.
  if (blueprint && s.blueprints.includes(gear))
    return fail('trade/blueprint-held', `The party already holds the ${item.name}`, { rule: 'HU-CRAFT-02' });
  if (ch.fuel < item.price)
    return fail('trade/fuel', `${ch.id} has ${ch.fuel} Fuel Cells, the ${item.name} costs ${item.price}`, {
      rule: 'HU-TRAVEL-11',
    });
  return null;
}

/** A character buys what the place sells: gear for himself, or a blueprint for the party. */
export function buy(
  c: HuntersContent,
  s0: CampaignState,
  charId: string,
  gear: string,
  blueprint = false,
): CampaignResult {
  const refused = buyRefusal(c, s0, charId, gear, blueprint);
  if (refused) return refused;
  const s = clone(s0);
  const item = ware(c, s, gear, blueprint);
  const ch = s.chars.find((x) => x.id === charId);
  if (!item || !ch) throw new Error('purchase checked but not possible');
  ch.fuel -= item.price;
  if (blueprint) s.blueprints.push(gear);
  else ch.gear.push(gear);
  return ok({
    state: s,
    events: [
      blueprint
        ? {
            type: 'hunters/buy',
            rule: 'HU-CRAFT-02',
            character: ch.id,
            blueprint: gear,
            gear: item.gear,
            price: item.price,
            text: `${ch.id} buys the ${item.gear} blueprint for ${item.price} Fuel Cell(s).`,
          }
        : { type: 'hunters/buy', rule: 'HU-TRAVEL-09', character: ch.id, gear, text: `${ch.id} buys a ${item.name}.` },
    ],
  });
}

export function sellRefusal(c: HuntersContent, s: CampaignState, charId: string, gear: string): CampaignResult | null {
  const item = c.gear.find((g) => g.id === gear);
  const ch = s.chars.find((x) => x.id === charId);
  if (!item || !ch || !ch.gear.includes(gear)) return fail('trade/not-carried', `${charId} does not carry a ${gear}`);
  if (item.type === 'implant') return fail('trade/implant', 'Implants cannot be traded', { rule: 'HU-GEAR-09' });
  if (s.location === 'base' || item.sellPrice === undefined)
    return fail('trade/no-market', 'Nobody buys it here', { rule: 'HU-TRAVEL-09' });
  return null;
}

export function sell(c: HuntersContent, s0: CampaignState, charId: string, gear: string): CampaignResult {
  const refused = sellRefusal(c, s0, charId, gear);
  if (refused) return refused;
  const s = clone(s0);
  const item = c.gear.find((g) => g.id === gear);
  const ch = s.chars.find((x) => x.id === charId);
  if (!item || !ch || item.sellPrice === undefined) throw new Error('sale checked but not possible');
  ch.gear.splice(ch.gear.indexOf(gear), 1);
  ch.fuel += item.sellPrice;
  return ok({
    state: s,
    events: [
      { type: 'hunters/sell', rule: 'HU-TRAVEL-09', character: ch.id, gear, text: `${ch.id} sells a ${item.name}.` },
    ],
  });
}

export function healRefusal(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  curePoison: boolean,
): CampaignResult | null {
  const place = c.locations.find((l) => l.id === s.location);
  const ch = s.chars.find((x) => x.id === charId);
  if (!place || !ch) return fail('heal/unknown', 'Nobody to heal here');
  if (curePoison) {
    const price = place.services.curePoison;
    if (price === undefined) return fail('heal/no-cure', 'Nobody here can cure poison', { rule: 'HU-HEALTH-11' });
    if (ch.fuel < price) return fail('heal/fuel', 'Not enough Fuel Cells', { rule: 'HU-HEALTH-06' });
    return null;
  }
  const svc = place.services.heal;
  if (!svc) return fail('heal/none', 'No healer here', { rule: 'HU-HEALTH-06' });
  if (ch.fuel < svc.price) return fail('heal/fuel', 'Not enough Fuel Cells', { rule: 'HU-HEALTH-06' });
  return null;
}

export function healAt(c: HuntersContent, s0: CampaignState, charId: string, curePoison: boolean): CampaignResult {
  const refused = healRefusal(c, s0, charId, curePoison);
  if (refused) return refused;
  const s = clone(s0);
  const place = c.locations.find((l) => l.id === s.location);
  const ch = s.chars.find((x) => x.id === charId);
  if (!place || !ch) throw new Error('healing checked but nobody there');
  if (curePoison) {
    const price = place.services.curePoison ?? 0;
    ch.fuel -= price;
    ch.poisoned = false;
    return ok({
      state: s,
      events: [{ type: 'hunters/cured', rule: 'HU-HEALTH-11', character: ch.id, text: `${ch.id} is cured of poison.` }],
    });
  }
  const svc = place.services.heal;
  if (!svc) throw new Error('healing checked but no healer');
  ch.fuel -= svc.price;
  ch.health = Math.min(maxHealth(ch), ch.health + svc.amount);
  return ok({
    state: s,
    events: [{ type: 'hunters/healed', rule: 'HU-HEALTH-06', character: ch.id, text: `${ch.id} is treated.` }],
  });
}

/**
 * Why a character's healing gear cannot be used now on `on` (himself by default), or null when it
 * can: between missions a First Aid Kit or an Injection heals and an Antidote ends poisoning, at
 * any time (HU-HEALTH-05, -11), on whoever needs it, as gear passes freely between the characters
 * then (HU-GEAR-03). A use that would do nothing is refused.
 */
export function useGearRefusal(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  gear: string,
  on: string = charId,
): CampaignResult | null {
  const ch = s.chars.find((x) => x.id === charId && !x.dead);
  const item = c.gear.find((g) => g.id === gear);
  if (!ch || !item || !ch.gear.includes(gear))
    return fail('gear/not-carried', `${charId} does not carry a ${gear}`, { rule: 'HU-HEALTH-05' });
  if (item.heal === undefined && !item.curesPoison)
    return fail('gear/no-use', `The ${item.name} has no use now`, { rule: 'HU-HEALTH-05' });
  const to = s.chars.find((x) => x.id === on && !x.dead);
  if (!to) return fail('gear/no-patient', `No living character "${on}" to use the ${item.name} on`);
  const heals = (item.heal ?? 0) > 0 && to.health < maxHealth(to);
  if (!heals && !(item.curesPoison && to.poisoned))
    return fail('gear/no-need', `The ${item.name} would do nothing for ${to.id} now`, { rule: 'HU-HEALTH-05' });
  return null;
}

/** Gear recovery between missions: a kit heals; an antidote ends poisoning (HU-HEALTH-05, -11). */
export function useGear(
  c: HuntersContent,
  s0: CampaignState,
  charId: string,
  gear: string,
  on: string = charId,
): CampaignResult {
  const refused = useGearRefusal(c, s0, charId, gear, on);
  if (refused) return refused;
  const s = clone(s0);
  const ch = s.chars.find((x) => x.id === charId);
  const to = s.chars.find((x) => x.id === on);
  const item = c.gear.find((g) => g.id === gear);
  if (!ch || !to || !item) throw new Error('gear use checked but missing');
  // Two-use gear turns "used once" first, and is used up on its second use (HU-GEAR-07).
  if (item.twoUse && !ch.usedOnce.includes(gear)) ch.usedOnce.push(gear);
  else {
    ch.gear.splice(ch.gear.indexOf(gear), 1);
    if (ch.usedOnce.includes(gear)) ch.usedOnce.splice(ch.usedOnce.indexOf(gear), 1);
  }
  const before = to.health;
  if (item.heal !== undefined) to.health = Math.min(maxHealth(to), to.health + item.heal);
  if (item.curesPoison) to.poisoned = false;
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/gear-used',
        rule: 'HU-HEALTH-05',
        character: ch.id,
        gear,
        ...(to !== ch ? { on: to.id } : {}),
        text:
          to === ch
            ? `${ch.id} uses a ${item.name}: Health ${before} -> ${to.health}.`
            : `${ch.id} uses a ${item.name} on ${to.id}: Health ${before} -> ${to.health}.`,
      },
    ],
  });
}

/** A module kind named as `module:<kind>`, or null when `item` names none. */
function moduleOf(item: string): ModuleKind | null {
  const kind = item.startsWith('module:') ? item.slice('module:'.length) : '';
  return (MODULE_KINDS as readonly string[]).includes(kind) ? (kind as ModuleKind) : null;
}

/**
 * Moves one thing between a character and their storeroom, only while the party is at the base
 * (HU-BASE-11): a gear piece by its id, or `fuel` or `module:<kind>` for one Fuel Cell or module,
 * which the storeroom keeps as well (HU-BASE-10). A module taken out needs a free place among the
 * modules its character can carry (HU-SHEET-04).
 */
export function storeRefusal(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  item: string,
  into: boolean,
): CampaignResult | null {
  if (s.location !== 'base')
    return fail('base/away', 'The storeroom is reached only at the base', { rule: 'HU-BASE-11' });
  const ch = s.chars.find((x) => x.id === charId && !x.dead);
  if (!ch) return fail('base/unknown', `No living character "${charId}"`);
  const from = into ? ch : ch.storeroom;
  const kind = moduleOf(item);
  if (item === 'fuel') {
    if (from.fuel < 1) return fail('base/missing', 'No Fuel Cell there', { rule: 'HU-BASE-10' });
  } else if (kind) {
    if ((from.modules[kind] ?? 0) < 1) return fail('base/missing', `No ${kind} module there`, { rule: 'HU-BASE-10' });
    if (!into && carriedModules(ch) + 1 > moduleCapacity(c, ch))
      return fail('campaign/modules-full', `${ch.id} has no room for another module`, { rule: 'HU-SHEET-04' });
  } else if (!from.gear.includes(item)) return fail('base/missing', `No ${item} there`);
  return null;
}

export function store(
  c: HuntersContent,
  s0: CampaignState,
  charId: string,
  item: string,
  into: boolean,
): CampaignResult {
  const refused = storeRefusal(c, s0, charId, item, into);
  if (refused) return refused;
  const s = clone(s0);
  const ch = s.chars.find((x) => x.id === charId);
  if (!ch) throw new Error('storing checked but nobody there');
  const [from, to] = into ? [ch, ch.storeroom] : [ch.storeroom, ch];
  const kind = moduleOf(item);
  if (item === 'fuel') {
    from.fuel -= 1;
    to.fuel += 1;
  } else if (kind) {
    from.modules[kind] = (from.modules[kind] ?? 0) - 1;
    to.modules[kind] = (to.modules[kind] ?? 0) + 1;
  } else {
    from.gear.splice(from.gear.indexOf(item), 1);
    to.gear.push(item);
  }
  const gear = item !== 'fuel' && !kind;
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/stored',
        rule: gear ? 'HU-GEAR-38' : 'HU-BASE-10',
        character: ch.id,
        // A gear piece is named by its id (the log gives its name); a module or Fuel Cell as an item.
        ...(gear ? { gear: item } : { item }),
        into,
        text: `${ch.id} ${into ? 'stores' : 'takes'} ${gear ? `a ${item}` : handedItem(item, 'en')}.`,
      },
    ],
  });
}

/**
 * Between missions the party hands things round freely: gear other than implants (HU-GEAR-03),
 * and the Fuel Cells and modules it gained, as the players like (HU-XP-10). `item` is a gear id,
 * `fuel`, `food`, or `module:<kind>`; one piece per call. Food is handed over only when the table
 * does not share it at upkeep (AMB-64): then passing it by hand is the party's only way to feed a
 * teammate (HU-HEALTH-14).
 */
export function handOverRefusal(
  c: HuntersContent,
  s: CampaignState,
  from: string,
  to: string,
  item: string,
  o: Pick<CampaignOptions, 'foodSharing'> = TABLE_DEFAULTS,
): CampaignResult | null {
  const a = s.chars.find((x) => x.id === from && !x.dead);
  const b = s.chars.find((x) => x.id === to && !x.dead);
  if (!a || !b || a === b) return fail('campaign/hand-over', 'Hand-overs go between two living characters');
  if (s.inMission) return fail('campaign/in-mission', 'Not during a mission', { rule: 'HU-GEAR-03' });
  const rule = 'HU-XP-10';
  if (item === 'fuel') {
    if (a.fuel < 1) return fail('campaign/hand-over', `${from} has no Fuel Cell`, { rule });
  } else if (item === 'food') {
    if (o.foodSharing)
      return fail('campaign/food-shared', 'Food is shared at the daily upkeep at this table', {
        rule: 'HU-HEALTH-14',
      });
    if (a.food < 1) return fail('campaign/hand-over', `${from} has no Food`, { rule: 'HU-HEALTH-14' });
  } else if (item.startsWith('module:')) {
    const kind = item.slice(7) as ModuleKind;
    if (!MODULE_KINDS.includes(kind) || (a.modules[kind] ?? 0) < 1)
      return fail('campaign/hand-over', `${from} has no ${kind} module`, { rule });
    if (carriedModules(b) + 1 > moduleCapacity(c, b))
      return fail('campaign/modules-full', `${to} has no room for another module`, { rule: 'HU-SHEET-04' });
  } else {
    const gd = c.gear.find((x) => x.id === item);
    if (!gd || !a.gear.includes(item))
      return fail('campaign/hand-over', `${from} does not carry a ${item}`, { rule: 'HU-GEAR-03' });
    if (gd.type === 'implant') return fail('trade/implant', 'Implants cannot be handed over', { rule: 'HU-GEAR-09' });
  }
  return null;
}

export function handOver(
  c: HuntersContent,
  s0: CampaignState,
  from: string,
  to: string,
  item: string,
  o: Pick<CampaignOptions, 'foodSharing'> = TABLE_DEFAULTS,
): CampaignResult {
  const refused = handOverRefusal(c, s0, from, to, item, o);
  if (refused) return refused;
  const s = clone(s0);
  const a = s.chars.find((x) => x.id === from && !x.dead);
  const b = s.chars.find((x) => x.id === to && !x.dead);
  if (!a || !b) throw new Error('hand-over checked but nobody there');
  let rule = 'HU-XP-10';
  if (item === 'fuel') {
    a.fuel -= 1;
    b.fuel += 1;
  } else if (item === 'food') {
    rule = 'HU-HEALTH-14';
    a.food -= 1;
    b.food += 1;
  } else if (item.startsWith('module:')) {
    const kind = item.slice(7) as ModuleKind;
    a.modules[kind] = (a.modules[kind] ?? 0) - 1;
    b.modules[kind] = (b.modules[kind] ?? 0) + 1;
  } else {
    rule = 'HU-GEAR-03';
    a.gear.splice(a.gear.indexOf(item), 1);
    b.gear.push(item);
    const k = a.usedOnce.indexOf(item);
    if (k >= 0 && !a.gear.includes(item)) {
      a.usedOnce.splice(k, 1);
      b.usedOnce.push(item);
    }
  }
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/hand-over',
        rule,
        from,
        to,
        item,
        text: `${from} hands ${handedItem(item, 'en')} to ${to}.`,
      },
    ],
  });
}

/** Why a carried implant cannot be installed now, or null when it can (HU-GEAR-09, HU-SHEET-10). */
export function implantRefusal(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  gear: string,
): CampaignResult | null {
  const t = implantTerms(c, s, charId, gear);
  return 'refused' in t ? t.refused : null;
}

/** What an allowed implant costs and where its owner stands, or why it is refused. */
function implantTerms(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  gear: string,
): { refused: CampaignResult } | { index: number; price: number; max: number; name: string } {
  const index = s.chars.findIndex((x) => x.id === charId && !x.dead);
  const ch = s.chars[index];
  const gd = c.gear.find((x) => x.id === gear);
  const price = c.locations.find((l) => l.id === s.location)?.services.implants;
  if (!ch || !gd || gd.type !== 'implant' || !ch.gear.includes(gear))
    return { refused: fail('implant/not-carried', `${charId} carries no implant "${gear}"`, { rule: 'HU-GEAR-09' }) };
  if (price === undefined)
    return { refused: fail('implant/no-service', 'Nobody installs implants here', { rule: 'HU-GEAR-09' }) };
  const max = c.classes.find((k) => k.id === ch.id)?.maxImplants ?? 0;
  if (ch.implants.length >= max)
    return {
      refused: fail('implant/limit', `${ch.id} already has ${ch.implants.length} of ${max} implants`, {
        rule: 'HU-SHEET-10',
      }),
    };
  if (ch.fuel < price) return { refused: fail('implant/fuel', 'Not enough Fuel Cells', { rule: 'HU-GEAR-09' }) };
  return { index, price, max, name: gd.name };
}

/** Installs a carried implant at a site that offers it, never above the sheet's maximum (HU-SHEET-10). */
export function installImplant(c: HuntersContent, s0: CampaignState, charId: string, gear: string): CampaignResult {
  const t = implantTerms(c, s0, charId, gear);
  if ('refused' in t) return t.refused;
  const { price, max } = t;
  const s = clone(s0);
  const ch = s.chars[t.index];
  if (!ch) throw new Error(`implant terms named no character at ${t.index}`);
  ch.fuel -= price;
  ch.gear.splice(ch.gear.indexOf(gear), 1);
  ch.implants.push(gear);
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/implant',
        rule: 'HU-SHEET-10',
        character: ch.id,
        gear,
        text: `${ch.id} has the ${t.name} installed (${ch.implants.length} of ${max}).`,
      },
    ],
  });
}

/** Modules a character may carry: 6 per blue slot not holding gear. */
export function moduleCapacity(c: HuntersContent, ch: CampaignChar): number {
  const cls = c.classes.find((k) => k.id === ch.id);
  const blueGear = ch.gear.filter((g) => c.gear.find((x) => x.id === g)?.type === 'equipment').length;
  return 6 * Math.max(0, (cls?.slots.blue ?? 0) - blueGear);
}

export function carriedModules(ch: CampaignChar): number {
  return MODULE_KINDS.reduce((n, k) => n + (ch.modules[k] ?? 0), 0);
}

/**
 * The living characters who carry more modules than their blue slots hold (HU-SHEET-04): the
 * findings a mission brings home, a card's modules, or equipment bought into a slot that held
 * modules can fill a sheet past its limit. Until each has stored, handed over or discarded the
 * extra, the party does nothing else.
 */
export function overloaded(c: HuntersContent, s: CampaignState): CampaignChar[] {
  return s.chars.filter((ch) => !ch.dead && carriedModules(ch) > moduleCapacity(c, ch));
}

/** Why the party cannot go on while someone carries too many modules, or null when nobody does. */
export function overloadRefusal(c: HuntersContent, s: CampaignState): CampaignResult | null {
  const ch = overloaded(c, s)[0];
  if (!ch) return null;
  return fail(
    'campaign/modules-over',
    `${ch.id} carries ${carriedModules(ch)} modules where ${moduleCapacity(c, ch)} fit: store, hand over or discard the extra first`,
    { rule: 'HU-SHEET-04' },
  );
}

/**
 * A character throws away one carried module (`module:<kind>`), only while he carries more than
 * his blue slots hold (HU-SHEET-04): it is the way out when the storeroom is far and nobody has
 * room, and never a loss the party takes by a slip.
 */
export function discardRefusal(
  c: HuntersContent,
  s: CampaignState,
  charId: string,
  item: string,
): CampaignResult | null {
  const ch = s.chars.find((x) => x.id === charId && !x.dead);
  if (!ch) return fail('discard/unknown', `No living character "${charId}"`, { rule: 'HU-SHEET-04' });
  if (s.inMission) return fail('campaign/in-mission', 'Not during a mission', { rule: 'HU-SHEET-04' });
  const kind = moduleOf(item);
  if (!kind) return fail('discard/not-module', `Only a module is discarded, not "${item}"`, { rule: 'HU-SHEET-04' });
  if ((ch.modules[kind] ?? 0) < 1)
    return fail('discard/missing', `${ch.id} carries no ${kind} module`, { rule: 'HU-SHEET-04' });
  const carried = carriedModules(ch);
  const room = moduleCapacity(c, ch);
  if (carried <= room)
    return fail('discard/not-over', `${ch.id} carries ${carried} modules and has room for ${room}: none must go`, {
      rule: 'HU-SHEET-04',
    });
  return null;
}

export function discard(c: HuntersContent, s0: CampaignState, charId: string, item: string): CampaignResult {
  const refused = discardRefusal(c, s0, charId, item);
  if (refused) return refused;
  const s = clone(s0);
  const ch = s.chars.find((x) => x.id === charId && !x.dead);
  const kind = moduleOf(item);
  if (!ch || !kind) throw new Error('discard checked but not possible');
  ch.modules[kind] = (ch.modules[kind] ?? 0) - 1;
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/discarded',
        rule: 'HU-SHEET-04',
        character: ch.id,
        item,
        text: `${ch.id} discards ${handedItem(item, 'en')}.`,
      },
    ],
  });
}

/**
 * After a mission: experience, the launch cleared, and the campaign won by the final main-plot
 * victory. `drafted` holds what the party brought back when the table drafts its gains (the
 * `spoilsDraft` option): the reward Fuel Cells join it and the draft opens (HU-XP-11); without it
 * the Fuel Cells go to the first living character, for the players to share out by hand-overs.
 */
export function missionOver(
  c: HuntersContent,
  s0: CampaignState,
  mission: string,
  victory: boolean,
  drafted: readonly string[] | null = null,
): CampaignResult {
  const s = clone(s0);
  const m = c.missions.find((x) => x.id === mission);
  if (!m) return fail('campaign/unknown-mission', `There is no mission "${mission}"`);
  s.launched = null;
  s.inMission = false;
  const events: GameEvent[] = [];
  const pool = [...(drafted ?? [])];
  // Whoever sat the mission out earns nothing from it: neither its XP nor a share of what it brought.
  const leftOut = s.leftOut ?? [];
  delete s.leftOut;
  if (victory) {
    const went = s.chars.filter((x) => !x.dead && !leftOut.includes(x.id));
    for (const ch of went) ch.xp += m.rewards.xp;
    const first = went[0];
    if (drafted) for (let i = 0; i < m.rewards.fuelCells; i++) pool.push('fuel');
    else if (first) first.fuel += m.rewards.fuelCells;
    if (m.plot === 'main') s.wonMissions.push(m.id);
    // With someone who sat it out, the line says the XP went only to those who went.
    const sat = s.chars.filter((x) => !x.dead).length - went.length;
    events.push({
      type: 'hunters/rewards',
      rule: 'HU-XP-01',
      xp: m.rewards.xp,
      ...(sat > 0 ? { satOut: sat } : {}),
      text: `Mission won: ${m.rewards.xp} XP each${sat > 0 ? ' for those who went' : ''}.`,
    });
    // A blueprint won that the party holds already adds nothing: one is never used up (HU-CRAFT-02).
    for (const id of m.rewards.blueprints) {
      const bp = c.blueprints.find((b) => b.id === id);
      if (!bp || s.blueprints.includes(id)) continue;
      s.blueprints.push(id);
      events.push({
        type: 'hunters/blueprint-won',
        rule: 'HU-CRAFT-02',
        blueprint: id,
        gear: bp.gear,
        text: `The party wins the ${bp.gear} blueprint.`,
      });
    }
  }
  openSpoils(c, s, pool, leftOut, events);
  if (m.plot === 'main' && !s.resolvedMissions.includes(m.id)) s.resolvedMissions.push(m.id);
  // The final main-plot mission lost, the campaign cannot be won (HU-CAMP-05); it is lost only
  // once day 56 has passed (HU-CAMP-06), so it goes on, and the state says so.
  if (m.id === c.campaign.finalMission && !s.wonMissions.includes(m.id)) {
    if (!s.plotLost)
      events.push({
        type: 'hunters/plot-lost',
        rule: 'HU-CAMP-05',
        mission: m.id,
        text: `The final mission ${m.id} is lost: the campaign can no longer be won.`,
      });
    s.plotLost = true;
  } else if (s.wonMissions.includes(c.campaign.finalMission)) delete s.plotLost;
  if (s.result === null && plotSolved(c, s) && s.day <= c.campaign.lastDay) {
    s.result = 'won';
    events.push({
      type: 'hunters/campaign-won',
      rule: 'HU-CAMP-05',
      text: 'The main plot is solved: the campaign is won.',
    });
  }
  return ok({ state: s, events });
}

/**
 * The living characters in the draft clockwise by seat (HU-PLAYERS-02), one player's two
 * characters in party order; those who sat the mission out are not in it (AMB-58).
 */
function clockwise(s: CampaignState): CampaignChar[] {
  const out = s.spoils?.leftOut ?? [];
  return s.chars
    .filter((x) => !x.dead && !out.includes(x.id))
    .sort((a, b) => (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0));
}

/**
 * The characters who may pick first (HU-XP-11): the highest Persuasion, then the higher Strength;
 * those still tied are all listed, clockwise, and the players choose among them (AMB-21).
 */
export function spoilsLeaders(c: HuntersContent, s: CampaignState): string[] {
  const stat = (ch: CampaignChar) => c.classes.find((k) => k.id === ch.id);
  const rank = (ch: CampaignChar) => [stat(ch)?.persuasion ?? 0, stat(ch)?.strength ?? 0] as const;
  const ring = clockwise(s);
  // The best rank: the highest Persuasion, and the highest Strength among those who have it.
  const top = ring.map(rank).sort((a, b) => b[0] - a[0] || b[1] - a[1])[0];
  return top ? ring.filter((ch) => rank(ch)[0] === top[0] && rank(ch)[1] === top[1]).map((ch) => ch.id) : [];
}

/** The order in which characters pick spoils: Persuasion, then Strength, then clockwise by seat. */
export function spoilsOrder(c: HuntersContent, s: CampaignState): string[] {
  const ring = clockwise(s);
  const i = ring.findIndex((ch) => ch.id === spoilsLeaders(c, s)[0]);
  if (i < 0) return [];
  return [...ring.slice(i), ...ring.slice(0, i)].map((x) => x.id);
}

/** Whether a character can take an item of the spoils: Fuel Cells always, a module only into a free place (HU-SHEET-04). */
function canTake(c: HuntersContent, ch: CampaignChar, item: string): boolean {
  if (item === 'fuel') return true;
  return item.startsWith('module:') && carriedModules(ch) < moduleCapacity(c, ch);
}

function canTakeAny(c: HuntersContent, ch: CampaignChar, items: readonly string[]): boolean {
  return items.some((item) => canTake(c, ch, item));
}

/** Fuel Cells first, then modules in the order of their kinds: the pool reads the same whoever found what. */
function itemRank(item: string): number {
  return item === 'fuel' ? -1 : MODULE_KINDS.indexOf(item.slice('module:'.length) as ModuleKind);
}

/**
 * Puts what the party brought back into the draft (HU-XP-11) and names who picks first; those in
 * `leftOut` sat the mission out and take no part (AMB-58). Nothing to draft, or nobody left alive
 * to pick, opens none.
 */
function openSpoils(
  c: HuntersContent,
  s: CampaignState,
  items: string[],
  leftOut: readonly string[],
  events: GameEvent[],
): void {
  s.spoils = {
    items: [...items].sort((a, b) => itemRank(a) - itemRank(b)),
    next: null,
    ...(leftOut.length > 0 ? { leftOut: [...leftOut] } : {}),
  };
  const ring = clockwise(s);
  if (items.length === 0 || ring.length === 0) {
    delete s.spoils;
    return;
  }
  const able = spoilsLeaders(c, s).filter((id) => {
    const ch = ring.find((x) => x.id === id);
    return ch !== undefined && canTakeAny(c, ch, items);
  });
  events.push({
    type: 'hunters/spoils',
    rule: 'HU-XP-11',
    items: [...s.spoils.items],
    pickers: able,
    text: `The spoils are drafted, one item a pick: ${spoilsList(s.spoils.items, 'en')}.${firstWords(able)}`,
  });
  if (able.length === 1) s.spoils.next = able[0] ?? null;
  // With no leader able to take anything, the first turn passes on from the first of them.
  if (able.length === 0) {
    const leader = ring.findIndex((ch) => ch.id === spoilsOrder(c, s)[0]);
    passOn(c, s, leader, events);
  }
}

/** Who picks first, for the log: one character, or the tied ones the players choose between (AMB-21). */
function firstWords(able: readonly string[]): string {
  if (able.length > 1) return ` The players choose who starts: ${able.join(' or ')}.`;
  return able[0] !== undefined ? ` ${able[0]} picks first.` : '';
}

/**
 * The pick goes to the character at `from` in the clockwise ring, or on past each who can take
 * nothing that is left. When nobody can, what is left goes to the storeroom of the character whose
 * turn it was (storerooms hold any number of modules and Fuel Cells, HU-BASE-10): the party keeps
 * what it earned, and nobody carries more modules than the blue slots hold (HU-SHEET-04).
 */
function passOn(c: HuntersContent, s: CampaignState, from: number, events: GameEvent[]): void {
  const draft = s.spoils;
  if (!draft) return;
  const ring = clockwise(s);
  for (let k = 0; k < ring.length; k++) {
    const ch = ring[(from + k) % ring.length];
    if (!ch) continue;
    if (canTakeAny(c, ch, draft.items)) {
      draft.next = ch.id;
      return;
    }
    events.push({
      type: 'hunters/spoils-pass',
      rule: 'HU-XP-11',
      character: ch.id,
      text: `${ch.id} has room for nothing that is left: the pick passes on.`,
    });
  }
  const keeper = ring[from % ring.length];
  delete s.spoils;
  if (!keeper) return;
  for (const item of draft.items)
    if (item === 'fuel') keeper.storeroom.fuel += 1;
    else {
      const kind = item.slice('module:'.length) as ModuleKind;
      keeper.storeroom.modules[kind] = (keeper.storeroom.modules[kind] ?? 0) + 1;
    }
  events.push({
    type: 'hunters/spoils-stored',
    rule: 'HU-BASE-10',
    character: keeper.id,
    items: draft.items,
    text: `Nobody can carry the rest of the spoils: ${spoilsList(draft.items, 'en')} ${draft.items.length === 1 ? 'goes' : 'go'} to ${keeper.id}'s storeroom.`,
  });
}

/** The characters who may pick from the spoils now: the one whose turn it is, or the tied leaders who can take something. */
export function spoilsPickers(c: HuntersContent, s: CampaignState): string[] {
  const draft = s.spoils;
  if (!draft) return [];
  if (draft.next !== null) return [draft.next];
  return spoilsLeaders(c, s).filter((id) => {
    const ch = s.chars.find((x) => x.id === id);
    return ch !== undefined && canTakeAny(c, ch, draft.items);
  });
}

/** Every pick of the spoils allowed now: each picker, each kind of item left that they can take. */
export function spoilsChoices(c: HuntersContent, s: CampaignState): Array<{ character: string; item: string }> {
  const items = [...new Set(s.spoils?.items ?? [])];
  return spoilsPickers(c, s).flatMap((id) => {
    const ch = s.chars.find((x) => x.id === id);
    return ch ? items.filter((item) => canTake(c, ch, item)).map((item) => ({ character: id, item })) : [];
  });
}

/** Why a character cannot pick an item of the spoils now, or null when they can (HU-XP-11, AMB-21). */
export function spoilsPickRefusal(
  c: HuntersContent,
  s: CampaignState,
  character: string,
  item: string,
): CampaignResult | null {
  const rule = 'HU-XP-11';
  const draft = s.spoils;
  if (!draft) return fail('spoils/none', 'No spoils are being shared out now', { rule });
  const ch = s.chars.find((x) => x.id === character && !x.dead);
  if (!ch) return fail('spoils/unknown', `No living character "${character}" in the party`, { rule });
  const pickers = spoilsPickers(c, s);
  if (!pickers.includes(character))
    return fail('spoils/not-your-turn', `It is not ${character}'s pick: ${pickers.join(' or ')} picks now`, {
      rule: draft.next === null ? 'AMB-21' : rule,
    });
  if (!draft.items.includes(item))
    return fail('spoils/not-in-pool', `There is no ${itemName(item, 'en')} among the spoils`, { rule });
  if (!canTake(c, ch, item))
    return fail('spoils/no-room', `${character} has no room for another module`, { rule: 'HU-SHEET-04' });
  return null;
}

/** One pick of the spoils: the item to the picker, then the turn to the next character clockwise (HU-XP-11). */
export function spoilsPick(c: HuntersContent, s0: CampaignState, character: string, item: string): CampaignResult {
  const refused = spoilsPickRefusal(c, s0, character, item);
  if (refused) return refused;
  const s = clone(s0);
  const draft = s.spoils;
  const ch = s.chars.find((x) => x.id === character);
  if (!draft || !ch) throw new Error('spoils pick checked but nothing there');
  if (item === 'fuel') ch.fuel += 1;
  else {
    const kind = item.slice('module:'.length) as ModuleKind;
    ch.modules[kind] = (ch.modules[kind] ?? 0) + 1;
  }
  draft.items.splice(draft.items.indexOf(item), 1);
  const events: GameEvent[] = [
    {
      type: 'hunters/spoils-pick',
      rule: 'HU-XP-11',
      character,
      item,
      text: `${character} takes ${handedItem(item, 'en')} from the spoils.`,
    },
  ];
  if (draft.items.length === 0) delete s.spoils;
  else {
    const ring = clockwise(s);
    passOn(c, s, ring.findIndex((x) => x.id === character) + 1, events);
  }
  return ok({ state: s, events });
}

/**
 * Why a character of class `cls` cannot join now with these picks, or null when one can: a class
 * of the pack not yet played in this campaign (AMB-25), room in the party (HU-PLAYERS-01), and
 * four different cards of each level's offer up to the level he joins at (HU-PLAYERS-04).
 */
export function joinRefusal(
  c: HuntersContent,
  s: CampaignState,
  cls: string,
  picks: Readonly<Record<string, readonly string[]>>,
): CampaignResult | null {
  const k = c.classes.find((x) => x.id === cls);
  if (!k) return fail('campaign/unknown-class', `There is no class "${cls}"`);
  if (classPlayed(c, s, cls))
    return s.chars.some((x) => x.id === cls) || (s.leftClasses ?? []).includes(cls)
      ? fail('campaign/class-twice', 'That class has been in this campaign already', { rule: 'HU-SHEET-14' })
      : fail('campaign/sheet-taken', 'The other side of that class’s sheet has been in this campaign already', {
          rule: 'AMB-25',
        });
  const living = s.chars.filter((x) => !x.dead);
  if (living.length >= 4)
    return fail('campaign/full', 'The party holds at most 4 characters', { rule: 'HU-PLAYERS-01' });
  const low = Math.min(...living.map((x) => x.level));
  for (let lvl = 2; lvl <= low; lvl++) {
    const offer = k.levelOffers[String(lvl)] ?? [];
    const chosen = picks[String(lvl)] ?? [];
    // Four different cards, as at a level-up (HU-XP-05): a card named twice is not two picks.
    if (chosen.length !== 4 || new Set(chosen).size !== 4 || !chosen.every((p) => offer.includes(p)))
      return fail('campaign/join-picks', `Pick 4 different cards of the ${offer.length} level-${lvl} cards offered`, {
        rule: 'HU-PLAYERS-04',
      });
  }
  return null;
}

/** A new character joins at the lowest level in the party with that character's unspent XP. */
export function join(
  c: HuntersContent,
  s0: CampaignState,
  cls: string,
  seat: SeatId,
  picks: Record<string, string[]>,
): CampaignResult {
  const refused = joinRefusal(c, s0, cls, picks);
  if (refused) return refused;
  const s = clone(s0);
  const living = s.chars.filter((x) => !x.dead);
  const low = Math.min(...living.map((x) => x.level));
  const xp = Math.min(...living.filter((x) => x.level === low).map((x) => x.xp));
  const ch = freshCharacter(c, cls, seat);
  ch.level = low;
  ch.health = maxHealth(ch);
  ch.xp = xp;
  for (let lvl = 2; lvl <= low; lvl++)
    for (const id of picks[String(lvl)] ?? [])
      (c.cards.find((x) => x.id === id)?.skill !== undefined ? ch.skills : ch.collection).push(id);
  s.chars.push(ch);
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/joined',
        rule: 'HU-PLAYERS-04',
        character: cls,
        level: low,
        text: `${cls} joins at level ${low} with ${xp} XP.`,
      },
    ],
  });
}

/** The sheet a class is printed on (AMB-25): the pack's, else a sheet of its own, named by the class. */
export function sheetOf(c: HuntersContent, cls: string): string {
  return c.classes.find((k) => k.id === cls)?.sheet ?? cls;
}

/**
 * Whether a character of class `cls`, or of the class on the other side of its sheet, has been in
 * the campaign: in the party, dead, or gone. A class plays once a campaign (HU-SHEET-14), and so
 * does a sheet, whichever side was chosen (AMB-25); a character's id is its class.
 */
export function classPlayed(c: HuntersContent, s: CampaignState, cls: string): boolean {
  const sheet = sheetOf(c, cls);
  return [...s.chars.map((x) => x.id), ...(s.leftClasses ?? [])].some((x) => x === cls || sheetOf(c, x) === sheet);
}

/**
 * Why a character cannot leave this way, or null when he can (HU-PLAYERS-03): another seat takes
 * over a living character, or a living teammate takes his belongings; a killed character is not
 * played on, a survivor takes what he left (HU-DIFF-06).
 */
export function leaveRefusal(
  s: CampaignState,
  charId: string,
  to: { seat: SeatId } | { heir: string },
): CampaignResult | null {
  const ch = s.chars.find((x) => x.id === charId);
  if (!ch) return fail('campaign/unknown', `No character "${charId}" in the party`);
  if ('seat' in to) {
    if (ch.dead)
      return fail('campaign/leave-dead', `${ch.id} is dead: nobody plays him on, a survivor takes what he left`, {
        rule: 'HU-DIFF-06',
      });
    if (to.seat === ch.seat)
      return fail('campaign/same-seat', `${ch.id} is played from ${ch.seat} already`, { rule: 'HU-PLAYERS-03' });
    return null;
  }
  if (!s.chars.some((x) => x.id === to.heir && x !== ch && !x.dead))
    return fail('campaign/heir', `No living teammate "${to.heir}" to receive the belongings`, {
      rule: 'HU-PLAYERS-03',
    });
  return null;
}

/**
 * A character leaves: another seat takes them over, or their belongings (implants too) go to an
 * heir, their Food with them, as Food passes freely between missions (HU-HEALTH-14) and a killed
 * character's things all go to the survivors (AMB-57).
 */
export function leave(s0: CampaignState, charId: string, to: { seat: SeatId } | { heir: string }): CampaignResult {
  const refused = leaveRefusal(s0, charId, to);
  if (refused) return refused;
  const s = clone(s0);
  const ch = s.chars.find((x) => x.id === charId) as CampaignChar;
  if ('seat' in to) {
    ch.seat = to.seat;
    return ok({
      state: s,
      events: [
        {
          type: 'hunters/taken-over',
          rule: 'HU-PLAYERS-03',
          character: ch.id,
          text: `${ch.id} is now played from ${to.seat}.`,
        },
      ],
    });
  }
  const heir = s.chars.find((x) => x.id === to.heir && x !== ch) as CampaignChar;
  // What he carried the heir carries; what he kept in his storeroom at the base goes into the
  // heir's storeroom there, which has room for anything (HU-BASE-10), not onto the heir's back,
  // where it could push him over his slots (HU-SHEET-04).
  heir.gear.push(...ch.gear, ...ch.implants);
  heir.fuel += ch.fuel;
  heir.food += ch.food;
  heir.storeroom.gear.push(...ch.storeroom.gear);
  heir.storeroom.fuel += ch.storeroom.fuel;
  for (const k of MODULE_KINDS) {
    heir.modules[k] = (heir.modules[k] ?? 0) + (ch.modules[k] ?? 0);
    heir.storeroom.modules[k] = (heir.storeroom.modules[k] ?? 0) + (ch.storeroom.modules[k] ?? 0);
  }
  // A piece still being built for him is his too: it is finished into the heir's storeroom
  // (HU-CRAFT-08), where it went to nobody's once he was gone.
  for (const x of s.constructions) if (x.owner === ch.id) x.owner = heir.id;
  s.chars = s.chars.filter((x) => x !== ch);
  s.leftClasses = [...(s.leftClasses ?? []), ch.id];
  return ok({
    state: s,
    events: [
      {
        type: 'hunters/left',
        rule: 'HU-PLAYERS-03',
        character: ch.id,
        text: `${ch.id} leaves; ${heir.id} takes the belongings.`,
      },
    ],
  });
}

/**
 * What a campaign holds that play never leaves: levels, health, resources, the day and the room
 * levels out of their ranges. Each problem is named by its path, after `at` (the campaign's own
 * path in a mission state, "campaign.").
 */
export function campaignInvariants(c: HuntersContent, s: CampaignState, at = ''): string[] {
  const out: string[] = [];
  // Level 1, and each level above it that the experience table prices.
  const top = Math.max(1, ...Object.keys(c.xpTable).map(Number).filter(Number.isInteger));
  s.chars.forEach((ch, i) => {
    const here = `${at}chars.${i}`;
    if (ch.level < 1 || ch.level > top) out.push(`${here}.level: ${ch.level}, outside 1 to ${top} (${ch.id})`);
    if (ch.health < 0 || ch.health > maxHealth(ch))
      out.push(`${here}.health: ${ch.health}, outside 0 to ${maxHealth(ch)} (${ch.id})`);
    for (const [name, v] of [
      ['food', ch.food],
      ['fuel', ch.fuel],
      ['xp', ch.xp],
      ...Object.entries(ch.modules).map(([k, v]) => [`modules.${k}`, v] as const),
      ...Object.entries(ch.storeroom.modules).map(([k, v]) => [`storeroom.modules.${k}`, v] as const),
    ] as const)
      if ((v ?? 0) < 0) out.push(`${here}.${name}: ${v}, below zero (${ch.id})`);
    // A deck the players set was legal when set, and levels and collections only grow.
    const deck = ch.deck && !ch.dead ? deckProblem(c, ch, ch.deck) : null;
    if (deck) out.push(`${here}.deck: ${deck.message} (${ch.id})`);
  });
  if (s.day < 1 || s.day > c.campaign.lastDay) out.push(`${at}day: ${s.day}, outside 1 to ${c.campaign.lastDay}`);
  // An action waits only for a card still to be read, and never after the campaign has ended.
  if (s.pending && s.pending.length > 0 && (s.toRead.length === 0 || s.result !== null))
    out.push(`${at}pending: ${s.pending.length} action(s) wait with no card to read or the campaign over`);
  // There is one story token of each number, and a card keeps one job difficulty.
  s.storyTokens.forEach((t, i) => {
    if (s.storyTokens.indexOf(t) !== i) out.push(`${at}storyTokens.${i}: story token ${t} held twice`);
  });
  s.jobs.forEach((j, i) => {
    if (s.jobs.findIndex((x) => x.card === j.card) !== i)
      out.push(`${at}jobs.${i}: card ${j.card} has two job entries`);
  });
  // A blueprint is bought or won only while the party lacks it (HU-CRAFT-02).
  s.blueprints.forEach((b, i) => {
    if (s.blueprints.indexOf(b) !== i) out.push(`${at}blueprints.${i}: blueprint ${b} held twice`);
  });
  if (s.spoils) out.push(...spoilsProblems(c, s, s.spoils, `${at}spoils`));
  // Only the unconscious may be left out of a mission, each once, and only while it is played (AMB-58).
  if (s.leftOut && !s.inMission) out.push(`${at}leftOut: characters left out of a mission between missions`);
  s.leftOut?.forEach((id, i) => {
    const ch = s.chars.find((x) => x.id === id && !x.dead);
    if (!ch) out.push(`${at}leftOut.${i}: "${id}" is no living character`);
    else if (ch.health > 0) out.push(`${at}leftOut.${i}: ${id} is conscious`);
    if (s.leftOut?.indexOf(id) !== i) out.push(`${at}leftOut.${i}: ${id} is left out twice`);
  });
  for (const [room, r] of Object.entries(s.rooms))
    if (r < 0 || r > 3) out.push(`${at}rooms.${room}: level ${r}, outside 0 to 3`);
  // The last character alive ends the campaign when it dies, and the last one cannot leave.
  if (s.result === null && !s.chars.some((ch) => !ch.dead))
    out.push(`${at}chars: a running campaign without a living character`);
  return out;
}

/**
 * What a draft of the spoils holds while it runs: items left, each a Fuel Cell or a module, and a
 * pick someone can make (a draft nobody can pick from has gone to a storeroom). A campaign that
 * ended with the mission keeps its spoils undrafted: nobody picks any more.
 */
function spoilsProblems(c: HuntersContent, s: CampaignState, draft: SpoilsDraft, at: string): string[] {
  const out: string[] = [];
  if (draft.items.length === 0) out.push(`${at}.items: empty (a draft ends with its last item)`);
  draft.items.forEach((item, i) => {
    const kind = item.startsWith('module:') ? item.slice('module:'.length) : '';
    if (item !== 'fuel' && !MODULE_KINDS.includes(kind as ModuleKind))
      out.push(`${at}.items.${i}: "${item}" is neither a Fuel Cell nor a module`);
  });
  draft.leftOut?.forEach((id, i) => {
    if (!s.chars.some((x) => x.id === id)) out.push(`${at}.leftOut.${i}: "${id}" is no character of the party`);
  });
  if (draft.next !== null && !s.chars.some((x) => x.id === draft.next && !x.dead))
    out.push(`${at}.next: "${draft.next}" is no living character`);
  else if (draft.next !== null && draft.leftOut?.includes(draft.next))
    out.push(`${at}.next: ${draft.next} sat the mission out and has no pick`);
  else if (s.result === null && out.length === 0 && spoilsChoices(c, s).length === 0)
    out.push(`${at}: nobody whose pick it is can take anything left`);
  return out;
}
