/** The campaign as a game: between missions the party's choices, and missions played in between. */
import { fail, ok, type Dice, type GameEvent, type Options, type Result, type SeatId } from '@skirmish/core';
import {
  buy,
  buyRefusal,
  constructionRefusal,
  DIFFICULTIES,
  discard,
  discardRefusal,
  difficultyRefusal,
  expansionRefusal,
  handOverRefusal,
  healRefusal,
  implantRefusal,
  revealRefusal,
  sellRefusal,
  storeRefusal,
  travelRefusal,
  canTravel,
  handOver,
  healAt,
  installImplant,
  join,
  joinRefusal,
  classPlayed,
  leave,
  leaveRefusal,
  levelUpRefusal,
  workRefusal,
  maxHealth,
  overloaded,
  overloadRefusal,
  sell,
  store,
  cardOptions,
  missionOver,
  payerShort,
  resolveCard,
  raiseDifficulty,
  rest,
  revealUnder,
  spoilsChoices,
  spoilsPick,
  spoilsPickRefusal,
  startConstruction,
  startExpansion,
  travel,
  useGear,
  useGearRefusal,
  work,
  levelUp,
  type CampaignChar,
  type CampaignResult,
  type CampaignState,
} from './campaign.ts';
import type { HuntersChoice } from './choices.ts';
import { autoDeck, deckRefusal, hasDeckChoice, missionDeck, setDeck } from './deck.ts';
import { MODULE_KINDS, type Effect, type HuntersContent, type RoomKind } from './content/schema.ts';
import { campaignMissionOptions, missionOptions, withNames, type MissionOptions } from './game.ts';
import { buildMission, continueMission } from './mission.ts';
import type { MissionState } from './state.ts';

export function betweenMissions(seats: SeatId[], camp: CampaignState): MissionState {
  return {
    mission: '',
    seats,
    turn: 0,
    phase: 'campaign',
    chars: [],
    enemies: [],
    tokens: [],
    placed: [],
    collected: [],
    nextId: 1,
    current: null,
    enemyQueue: [],
    orderFixed: [],
    enemyAction: null,
    cursor: null,
    tracer: false,
    result: null,
    campaign: camp,
  };
}

/** Every choice of `k` of the items, each in the items' order, the first `k` first. */
export function combos<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const rec = (start: number, cur: T[]) => {
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
    for (let i = start; i < items.length; i++) {
      const it = items[i];
      if (it === undefined) continue;
      cur.push(it);
      rec(i + 1, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

/** How much a character holds of each resource a cost takes, line by line (what the party pays with). */
function held(cost: readonly Effect[], ch: CampaignChar): number[] {
  const out: number[] = [];
  for (const e of cost) {
    // Fuel and Food on a cost line are always taken; the other kinds only when they count down.
    if (e.kind === 'fuel') out.push(ch.fuel);
    else if (e.kind === 'food') out.push(ch.food);
    else if (e.kind === 'module' && e.n < 0) out.push(ch.modules[e.module] ?? 0);
    else if (e.kind === 'xp' && e.n < 0) out.push(ch.xp);
    else if (e.kind === 'health' && e.n < 0) out.push(ch.health);
  }
  return out;
}

/**
 * The characters who may pay a group cost, the suggested payer first (AMB-20): who holds the most
 * of what the cost takes (the first line it takes from decides, then the next); ties keep the
 * party's order.
 */
function suggestedFirst(chars: readonly CampaignChar[], cost: readonly Effect[]): CampaignChar[] {
  const ranked = chars.map((ch) => ({ ch, held: held(cost, ch) }));
  ranked.sort((a, b) => {
    for (let i = 0; i < a.held.length; i++) {
      const d = (b.held[i] ?? 0) - (a.held[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
  return ranked.map((x) => x.ch);
}

const ROOMS: RoomKind[] = ['forge', 'workshop', 'armory', 'gunsmith', 'lab'];

/** Every choice the party has between missions. */
export function campaignChoices(
  c: HuntersContent,
  camp: CampaignState,
  seats: readonly SeatId[],
  o: Pick<MissionOptions, 'foodSharing'> = missionOptions({}),
): HuntersChoice[] {
  if (camp.result) return [];
  // While the spoils are drafted, the picks are all there is to do (HU-XP-11).
  if (camp.spoils) return spoilsChoices(c, camp).map((p) => ({ kind: 'spoils-pick', ...p }));
  // Whoever carries more modules than his blue slots hold sets that right first (HU-SHEET-04).
  if (overloaded(c, camp).length > 0) return unloadChoices(c, camp, o);
  const living = camp.chars.filter((x) => !x.dead);
  const card = camp.toRead[0];
  if (card) {
    const out: HuntersChoice[] = [];
    const open = living.map((ch) => ({ ch, options: cardOptions(c, camp, card, ch.id) }));
    const def = c.events.find((e) => e.id === card);
    for (const option of [...new Set(open.flatMap((x) => x.options))].sort((a, b) => a - b)) {
      // The one chosen pays (HU-EVENT-09): who cannot pay it alone is not offered, unless nobody can.
      const payers = open
        .filter((x) => x.options.includes(option) && !payerShort(c, camp, card, option, x.ch.id))
        .map((x) => x.ch);
      // A card about one character charges that one: only a group cost has a payer to suggest.
      const cost = def && !def.personal ? (def.options[option]?.cost ?? []) : [];
      for (const ch of suggestedFirst(payers, cost)) out.push({ kind: 'read', option, payer: ch.id });
    }
    return out.length > 0 ? out : [{ kind: 'read', option: 0, payer: living[0]?.id ?? '' }];
  }
  // The decks may still be set once a card has launched the mission, up to its start.
  // The healing gear too, before the mission as at any time between missions (HU-HEALTH-05).
  if (camp.launched)
    return [...startChoices(camp), ...deckChoices(c, camp), ...living.flatMap((ch) => gearChoices(c, camp, ch))];
  const out: HuntersChoice[] = [{ kind: 'rest' }];
  for (const l of c.locations) if (canTravel(c, camp, l.id)) out.push({ kind: 'travel', to: l.id });
  for (const to of DIFFICULTIES) if (!difficultyRefusal(camp, to)) out.push({ kind: 'difficulty', to });
  // Work is offered where it is paid and someone is conscious to do it (AMB-62).
  if (!workRefusal(c, camp)) out.push({ kind: 'work' });
  for (const a of camp.attached)
    if (a.location === camp.location && !a.over && !revealRefusal(camp, a.card))
      out.push({ kind: 'reveal', card: a.card });
  for (const room of ROOMS) if (!expansionRefusal(c, camp, room)) out.push({ kind: 'expand', room });
  for (const bp of c.blueprints)
    for (const ch of living)
      if (!constructionRefusal(c, camp, bp.id, ch.id)) out.push({ kind: 'construct', blueprint: bp.id, owner: ch.id });
  out.push(...partyChoices(c, camp, seats, o));
  for (const ch of living) {
    const cost = c.xpTable[String(ch.level + 1)];
    const offer = c.classes.find((k) => k.id === ch.id)?.levelOffers[String(ch.level + 1)];
    if (cost === undefined || !offer || ch.xp < cost) continue;
    for (const picks of combos(offer, 4)) out.push({ kind: 'level-up', character: ch.id, picks });
  }
  out.push(...deckChoices(c, camp));
  return out;
}

/** The living characters at 0 Health: unconscious, though still in the party. */
function unconsciousOnes(camp: CampaignState): CampaignChar[] {
  return camp.chars.filter((ch) => !ch.dead && ch.health <= 0);
}

/**
 * The launched mission's start: with everyone on the board first, the default (AMB-58), then, for
 * each choice of unconscious characters to leave out, the start without them, as long as
 * someone still goes. A party with nobody unconscious is asked nothing more.
 */
function startChoices(camp: CampaignState): HuntersChoice[] {
  const out: HuntersChoice[] = [{ kind: 'start-mission' }];
  const down = unconsciousOnes(camp).map((ch) => ch.id);
  const living = camp.chars.filter((ch) => !ch.dead).length;
  for (let k = 1; k <= down.length && k < living; k++)
    for (const leaveOut of combos(down, k)) out.push({ kind: 'start-mission', leaveOut });
  return out;
}

/**
 * Why a start of the launched mission that leaves characters out is refused (AMB-58): one named is
 * no living character of the party, is named twice, or is conscious (only the unconscious may sit
 * it out), or nobody would be left to go. Null when it may start so.
 */
export function startRefusal(camp: CampaignState, leaveOut: readonly string[]): CampaignResult | null {
  const rule = { rule: 'AMB-58' };
  for (const [i, id] of leaveOut.entries()) {
    const ch = camp.chars.find((x) => x.id === id && !x.dead);
    if (!ch) return fail('start/leave-out-unknown', `No living character "${id}" is in the party to leave out`, rule);
    if (leaveOut.indexOf(id) !== i)
      return fail('start/leave-out-twice', `${id} is named twice to sit the mission out`, rule);
    if (ch.health > 0)
      return fail(
        'start/leave-out-conscious',
        `${id} is conscious: only an unconscious character may sit the mission out`,
        rule,
      );
  }
  if (camp.chars.filter((x) => !x.dead && !leaveOut.includes(x.id)).length === 0)
    return fail('start/leave-out-all', 'Someone must go on the mission: not every character can sit it out', rule);
  return null;
}

/**
 * The ways to put down a module too many (HU-SHEET-04), for each character carrying too many: into
 * his storeroom while the party is at the base, to a teammate with room, or thrown away.
 */
function unloadChoices(
  c: HuntersContent,
  camp: CampaignState,
  o: Pick<MissionOptions, 'foodSharing'>,
): HuntersChoice[] {
  const out: HuntersChoice[] = [];
  const living = camp.chars.filter((x) => !x.dead);
  for (const ch of overloaded(c, camp))
    for (const kind of MODULE_KINDS) {
      if ((ch.modules[kind] ?? 0) < 1) continue;
      const item = `module:${kind}`;
      if (!storeRefusal(c, camp, ch.id, item, true))
        out.push({ kind: 'store', character: ch.id, gear: item, into: true });
      for (const to of living)
        if (to !== ch && !handOverRefusal(c, camp, ch.id, to.id, item, o))
          out.push({ kind: 'hand-over', from: ch.id, to: to.id, item });
      out.push({ kind: 'discard', character: ch.id, item });
    }
  return out;
}

/**
 * A mission deck for each living character who has one to choose (more usable cards than the 25 a
 * deck holds: HU-MSETUP-01), listed with the program's deck; any legal deck of his is accepted.
 * A character who owns just the starting deck has nothing to choose and is not listed.
 */
function deckChoices(c: HuntersContent, camp: CampaignState): HuntersChoice[] {
  return camp.chars
    .filter((ch) => !ch.dead && hasDeckChoice(c, ch))
    .map((ch) => ({ kind: 'deck', character: ch.id, cards: autoDeck(c, ch) }));
}

/**
 * A character's healing gear, on himself or on a teammate it would help: at any time between
 * missions (HU-HEALTH-05), a launched mission's start included.
 */
function gearChoices(c: HuntersContent, camp: CampaignState, ch: CampaignChar): HuntersChoice[] {
  const out: HuntersChoice[] = [];
  for (const g of new Set(ch.gear))
    for (const on of camp.chars)
      if (!on.dead && !useGearRefusal(c, camp, ch.id, g, on.id))
        out.push({ kind: 'use-gear', character: ch.id, gear: g, on: on.id });
  return out;
}

/** Trade, healers, storerooms, implants, hand-overs, joining and leaving: each offered only when it can be done. */
function partyChoices(
  c: HuntersContent,
  camp: CampaignState,
  seats: readonly SeatId[],
  o: Pick<MissionOptions, 'foodSharing'>,
): HuntersChoice[] {
  const out: HuntersChoice[] = [];
  const living = camp.chars.filter((x) => !x.dead);
  const place = c.locations.find((l) => l.id === camp.location);
  for (const ch of living) {
    for (const g of place?.services.sells ?? [])
      if (!buyRefusal(c, camp, ch.id, g)) out.push({ kind: 'buy', character: ch.id, gear: g });
    // A blueprint is bought as gear is, by whoever pays, for the whole party (HU-CRAFT-02).
    for (const b of place?.services.blueprints ?? [])
      if (!buyRefusal(c, camp, ch.id, b, true)) out.push({ kind: 'buy', character: ch.id, gear: b, blueprint: true });
    for (const g of new Set(ch.gear)) {
      if (!sellRefusal(c, camp, ch.id, g)) out.push({ kind: 'sell', character: ch.id, gear: g });
      if (!storeRefusal(c, camp, ch.id, g, true)) out.push({ kind: 'store', character: ch.id, gear: g, into: true });
      if (!implantRefusal(c, camp, ch.id, g)) out.push({ kind: 'install', character: ch.id, gear: g });
    }
    for (const g of new Set(ch.storeroom.gear))
      if (!storeRefusal(c, camp, ch.id, g, false)) out.push({ kind: 'store', character: ch.id, gear: g, into: false });
    // A Fuel Cell or a module of each kind, into the storeroom or out of it (HU-BASE-10).
    for (const item of ['fuel', ...MODULE_KINDS.map((k) => `module:${k}`)])
      for (const into of [true, false])
        if (!storeRefusal(c, camp, ch.id, item, into)) out.push({ kind: 'store', character: ch.id, gear: item, into });
    if (ch.health < maxHealth(ch) && !healRefusal(c, camp, ch.id, false))
      out.push({ kind: 'healer', character: ch.id, cure: false });
    if (ch.poisoned && !healRefusal(c, camp, ch.id, true)) out.push({ kind: 'healer', character: ch.id, cure: true });
    out.push(...gearChoices(c, camp, ch));
    for (const to of living) {
      if (to === ch) continue;
      const items = [...new Set(ch.gear), ...(ch.fuel > 0 ? ['fuel'] : [])];
      for (const k of Object.keys(ch.modules))
        if ((ch.modules[k as keyof typeof ch.modules] ?? 0) > 0) items.push(`module:${k}`);
      // Food is offered only where the upkeep does not share it (the refusal says so).
      if (ch.food > 0) items.push('food');
      for (const item of items)
        if (!handOverRefusal(c, camp, ch.id, to.id, item, o))
          out.push({ kind: 'hand-over', from: ch.id, to: to.id, item });
      out.push({ kind: 'leave', character: ch.id, seat: null, heir: to.id });
    }
    for (const seat of seats) if (seat !== ch.seat) out.push({ kind: 'leave', character: ch.id, seat, heir: null });
  }
  // A killed character's belongings go to a survivor, who may hand them round (HU-DIFF-06, AMB-57).
  for (const dead of camp.chars.filter((x) => x.dead))
    for (const to of living) out.push({ kind: 'leave', character: dead.id, seat: null, heir: to.id });
  if (living.length < 4) {
    const low = Math.min(...living.map((x) => x.level));
    for (const k of c.classes) {
      if (classPlayed(c, camp, k.id)) continue;
      // The listed picks are the first four of each offer; any four of the seven are accepted.
      const picks: string[][] = [];
      for (let lvl = 2; lvl <= low; lvl++) picks.push((k.levelOffers[String(lvl)] ?? []).slice(0, 4));
      for (const seat of seats) out.push({ kind: 'join', cls: k.id, seat, picks });
    }
  }
  return out;
}

/**
 * Why a choice not listed between missions is refused, where the rules can say more than that it
 * is not possible now: a raise of the difficulty, a pick of the spoils, a deck, an answer to a
 * card, a purchase, a construction, a level-up, a join, a leave, a day's work, the start of a
 * mission, any step while a card is read or a launched mission waits, or anything else while the
 * spoils are drafted. Null when they cannot.
 */
export function unlistedRefusal(
  c: HuntersContent,
  camp: CampaignState,
  choice: HuntersChoice,
  seats: readonly SeatId[],
  o: Pick<MissionOptions, 'foodSharing'> = missionOptions({}),
): Result<{ state: CampaignState; events: GameEvent[] }> | null {
  if (choice.kind === 'spoils-pick') return spoilsPickRefusal(c, camp, choice.character, choice.item);
  if (camp.spoils)
    return fail('spoils/draft-first', 'The spoils are being drafted: pick them first', { rule: 'HU-XP-11' });
  if (choice.kind === 'discard') return discardRefusal(c, camp, choice.character, choice.item);
  const over = overloadRefusal(c, camp);
  if (over) {
    // A module that cannot go where it was sent says why; anything else waits for the load (HU-SHEET-04).
    const why =
      choice.kind === 'store'
        ? storeRefusal(c, camp, choice.character, choice.gear, choice.into)
        : choice.kind === 'hand-over' && choice.item.startsWith('module:')
          ? handOverRefusal(c, camp, choice.from, choice.to, choice.item, o)
          : null;
    return why ?? over;
  }
  if (choice.kind === 'difficulty') return difficultyRefusal(camp, choice.to);
  if (choice.kind === 'deck') return deckRefusal(c, camp, choice.character, choice.cards);
  if (choice.kind === 'read') return readRefusal(c, camp, choice.option, choice.payer);
  const waiting = waitingRefusal(camp, choice);
  if (waiting) return waiting;
  if (choice.kind === 'start-mission') return startRefusal(camp, choice.leaveOut ?? []);
  // A purchase or a construction refused says why: not sold here, held already, too dear; no
  // blueprint, the room, the modules (HU-TRAVEL-09, HU-CRAFT-01, -02).
  if (choice.kind === 'buy') return buyRefusal(c, camp, choice.character, choice.gear, choice.blueprint === true);
  if (choice.kind === 'construct') return constructionRefusal(c, camp, choice.blueprint, choice.owner);
  return partyRefusal(c, camp, choice, seats) ?? namedRefusal(c, camp, choice, o);
}

/**
 * Why a step other than reading the card or setting a deck must wait: a card half read comes
 * first (HU-EVENT-05), and a launched mission is started next, with only its decks to set before
 * (HU-CAMP-03); a mission starts only once a card has launched it (AMB-75). Null when none waits.
 */
function waitingRefusal(
  camp: CampaignState,
  choice: HuntersChoice,
): Result<{ state: CampaignState; events: GameEvent[] }> | null {
  const reading = camp.toRead[0];
  if (reading !== undefined)
    return fail('campaign/reading', `Card ${reading} is being read: it is resolved first`, { rule: 'HU-EVENT-05' });
  if (choice.kind === 'start-mission')
    return camp.launched
      ? null
      : fail('campaign/no-mission', 'No card has launched a mission: one starts only when a card says so', {
          rule: 'HU-CAMP-03',
        });
  if (camp.launched && choice.kind !== 'use-gear')
    return fail('campaign/launched', `Mission ${camp.launched} is launched: it starts next, once the decks are set`, {
      rule: 'HU-CAMP-03',
    });
  return null;
}

/**
 * Why an answer to the card being read is refused: no card waits, the option is not open now
 * (its condition, its cost, or a Mandatory one beside it: HU-EVENT-11, -12), or the one named
 * to pay or resolve it is no living character for whom it is open.
 */
function readRefusal(
  c: HuntersContent,
  camp: CampaignState,
  option: number,
  payer: string,
): Result<{ state: CampaignState; events: GameEvent[] }> | null {
  const card = camp.toRead[0];
  if (card === undefined) return fail('event/nothing', 'No card is waiting to be read', { rule: 'HU-EVENT-05' });
  const living = camp.chars.filter((x) => !x.dead);
  const open = (id: string) => cardOptions(c, camp, card, id).includes(option);
  if (!living.some((ch) => open(ch.id)))
    return fail('event/option', `Option ${option + 1} of card ${card} cannot be chosen now`, { rule: 'HU-EVENT-11' });
  if (!living.some((ch) => ch.id === payer && open(ch.id)))
    return fail('event/payer', `No living character "${payer}" for whom option ${option + 1} is open`, {
      rule: 'HU-EVENT-09',
    });
  return payerShort(c, camp, card, option, payer);
}

/**
 * Why a level-up, a join, a leave or a day's work is refused, by its own terms (the party, the
 * seats, the XP, the place). Null for the other kinds of choice.
 */
function partyRefusal(
  c: HuntersContent,
  camp: CampaignState,
  choice: HuntersChoice,
  seats: readonly SeatId[],
): Result<{ state: CampaignState; events: GameEvent[] }> | null {
  const atTable = (seat: string) =>
    seats.includes(seat) ? null : fail('campaign/seat', `Seat ${seat} is not at this table`, { rule: 'HU-PLAYERS-02' });
  switch (choice.kind) {
    case 'level-up':
      return levelUpRefusal(c, camp, choice.character, choice.picks);
    case 'join': {
      const picks: Record<string, string[]> = {};
      choice.picks.forEach((p, i) => (picks[String(i + 2)] = p));
      return joinRefusal(c, camp, choice.cls, picks) ?? atTable(choice.seat);
    }
    case 'leave':
      if ((choice.seat === null) === (choice.heir === null))
        return fail('campaign/leave-how', 'Name either a seat to play him on or a teammate to take his belongings', {
          rule: 'HU-PLAYERS-03',
        });
      return choice.seat !== null
        ? (leaveRefusal(camp, choice.character, { seat: choice.seat }) ?? atTable(choice.seat))
        : leaveRefusal(camp, choice.character, { heir: choice.heir ?? '' });
    case 'work':
      return workRefusal(c, camp);
    default:
      return null;
  }
}

/**
 * Why a choice naming something that is not there is refused: an unknown place or card, a room
 * at its top level, an item the character does not have, a character who is not in the party.
 * Null when the choice names nothing amiss (it is then refused as not possible now).
 */
function namedRefusal(
  c: HuntersContent,
  camp: CampaignState,
  choice: HuntersChoice,
  o: Pick<MissionOptions, 'foodSharing'>,
): Result<{ state: CampaignState; events: GameEvent[] }> | null {
  switch (choice.kind) {
    case 'travel':
      return travelRefusal(c, camp, choice.to);
    case 'reveal':
      return revealRefusal(camp, choice.card);
    case 'expand':
      return expansionRefusal(c, camp, choice.room);
    case 'store':
      return storeRefusal(c, camp, choice.character, choice.gear, choice.into);
    case 'hand-over':
      return handOverRefusal(c, camp, choice.from, choice.to, choice.item, o);
    case 'sell':
      return sellRefusal(c, camp, choice.character, choice.gear);
    case 'healer':
      return healRefusal(c, camp, choice.character, choice.cure);
    case 'install':
      return implantRefusal(c, camp, choice.character, choice.gear);
    case 'use-gear':
      return useGearRefusal(c, camp, choice.character, choice.gear, choice.on);
    default:
      return null;
  }
}

/**
 * Applies one between-missions choice; a launched mission is set up and run to its first decision.
 * `named` false (the fast path, which drops the events) leaves the names out of the events.
 */
export function applyCampaignChoice(
  c: HuntersContent,
  options: Options,
  s: MissionState,
  choice: HuntersChoice,
  dice: Dice,
  named = true,
): Result<{ state: MissionState; events: GameEvent[] }> {
  const camp = s.campaign;
  if (!camp) return fail('campaign/none', 'No campaign is running');
  // The table options that shape the days between missions.
  const o = missionOptions(options);
  const done = (r: Result<{ state: CampaignState; events: GameEvent[] }>) =>
    r.ok
      ? ok({
          state: betweenMissions(s.seats, r.value.state),
          events: named ? withNames(c, r.value.events) : r.value.events,
        })
      : r;
  switch (choice.kind) {
    case 'travel':
      return done(travel(c, camp, choice.to, dice, o));
    case 'rest':
      return done(rest(c, camp, dice, o));
    case 'work':
      return done(work(c, camp, 1, dice, o));
    case 'read':
      return done(resolveCard(c, camp, choice.option, dice, { payer: choice.payer, resolver: choice.payer }, o));
    case 'reveal':
      return done(revealUnder(camp, choice.card));
    case 'expand':
      return done(startExpansion(c, camp, choice.room, o, choice.from));
    case 'construct':
      return done(startConstruction(c, camp, choice.blueprint, choice.owner, o, choice.from));
    case 'level-up':
      return done(levelUp(c, camp, choice.character, choice.picks, o));
    case 'hand-over':
      return done(handOver(c, camp, choice.from, choice.to, choice.item, o));
    case 'buy':
      return done(buy(c, camp, choice.character, choice.gear, choice.blueprint === true));
    case 'sell':
      return done(sell(c, camp, choice.character, choice.gear));
    case 'healer':
      return done(healAt(c, camp, choice.character, choice.cure));
    case 'store':
      return done(store(c, camp, choice.character, choice.gear, choice.into));
    case 'install':
      return done(installImplant(c, camp, choice.character, choice.gear));
    case 'use-gear':
      return done(useGear(c, camp, choice.character, choice.gear, choice.on));
    case 'join': {
      const picks: Record<string, string[]> = {};
      choice.picks.forEach((p, i) => (picks[String(i + 2)] = p));
      return done(join(c, camp, choice.cls, choice.seat, picks));
    }
    case 'leave':
      return done(
        leave(camp, choice.character, choice.seat !== null ? { seat: choice.seat } : { heir: choice.heir ?? '' }),
      );
    case 'difficulty':
      return done(raiseDifficulty(camp, choice.to));
    case 'spoils-pick':
      return done(spoilsPick(c, camp, choice.character, choice.item));
    case 'discard':
      return done(discard(c, camp, choice.character, choice.item));
    case 'deck':
      return done(setDeck(c, camp, choice.character, choice.cards));
    case 'start-mission': {
      const id = camp.launched;
      if (!id) return fail('campaign/no-mission', 'No mission has been launched');
      const living = camp.chars.filter((x) => !x.dead);
      const known = (g: string) => c.gear.some((x) => x.id === g);
      const implant = (g: string) => c.gear.find((x) => x.id === g)?.type === 'implant';
      // The mission is played at the campaign's difficulty as it stands now (HU-DIFF-01).
      const played = campaignMissionOptions(o, camp);
      const built = buildMission(c, played, {
        mission: id,
        players: s.seats.length,
        characters: living.map((ch) => ({
          class: ch.id,
          seat: ch.seat,
          level: ch.level,
          health: ch.health,
          fuel: ch.fuel,
          // The gear carried, and the implants installed (HU-GEAR-09): they are part of him, and
          // count against the sheet's maximum there too (HU-SHEET-10). An implant carried but not
          // installed does nothing on a mission: it waits in his pack (`finishMission`).
          gear: [...ch.gear.filter((g) => known(g) && !implant(g)), ...ch.implants.filter(known)],
          usedOnce: ch.usedOnce.filter((g) => ch.gear.includes(g)),
          // The deck the players set, else the program's (HU-MSETUP-01).
          deck: missionDeck(c, ch),
          // Morale kept from the last mission when the table does not refresh it (AMB-26).
          ...(o.moraleRefresh || ch.morale === undefined ? {} : { morale: ch.morale }),
          // The modules carried go onto the mission sheet; the storeroom's stay at the base.
          modules: { ...ch.modules },
        })),
      });
      if (!built.ok) {
        // The party cannot field this mission (too few characters left): it counts as lost.
        const lost = missionOver(c, camp, id, false);
        if (!lost.ok) return lost;
        return ok({
          state: betweenMissions(s.seats, lost.value.state),
          events: [
            {
              type: 'hunters/mission-refused',
              rule: 'HU-CAMP-03',
              mission: id,
              // Why, as the set-up's refusal gives it: its code for the words of other languages.
              code: built.error.code,
              reason: built.error.message,
              text: `The party cannot take mission ${id}: ${built.error.message}.`,
            },
            ...lost.value.events,
          ],
        });
      }
      // An unconscious character the players leave out is set up with the rest, then kept off the
      // mission: he is not on the board, and the campaign keeps him as he was (AMB-58). The campaign
      // names him while the mission is played, so that its rewards pass him by (HU-XP-01).
      const benched = choice.leaveOut ?? [];
      const going = built.value.chars.filter((ch) => !benched.includes(ch.id));
      const inMission = { ...camp, inMission: true, ...(benched.length > 0 ? { leftOut: [...benched] } : {}) };
      const state: MissionState = { ...built.value, chars: going, campaign: inMission };
      const t = continueMission(c, options, state, dice, !named);
      const left = benched.map((who) => ({
        type: 'hunters/left-out',
        rule: 'AMB-58',
        character: who,
        mission: id,
        text: `${who} is unconscious and sits out mission ${id}.`,
      }));
      return ok({
        state: t.state,
        events: [
          { type: 'hunters/mission-start', rule: 'HU-CAMP-03', mission: id, text: `Mission ${id} begins.` },
          ...(named ? withNames(c, left) : left),
          ...t.events,
        ],
      });
    }
    default:
      return fail('campaign/not-now', `"${choice.kind}" is a mission choice`);
  }
}

/**
 * The mission is over: its wounds and findings carry into the campaign, then its rewards; its
 * Morale as well when the table does not refresh it (AMB-26). Under the `spoilsDraft` option the
 * findings (a Junk module each) and the reward Fuel Cells are not handed out: the party drafts
 * them (HU-XP-11).
 */
export function finishMission(
  c: HuntersContent,
  s: MissionState,
  named = true,
  o: Pick<MissionOptions, 'moraleRefresh' | 'spoilsDraft'> = missionOptions({}),
): { state: MissionState; events: GameEvent[] } {
  const camp0 = s.campaign;
  if (!camp0 || !s.result) return { state: s, events: [] };
  const camp: CampaignState = JSON.parse(JSON.stringify(camp0)) as CampaignState;
  const drafted: string[] = [];
  for (const mc of s.chars) {
    const ch = camp.chars.find((x) => x.id === mc.id);
    if (!ch) continue;
    ch.health = mc.health;
    ch.dead = ch.dead || mc.dead;
    ch.fuel = mc.fuel;
    // Gear used up stays behind; two-use gear keeps its "used once" (HU-MSETUP-10). The implants on
    // the mission sheet are the installed ones, which stay installed (no exchange moves one); the
    // implants carried but not installed waited in the pack.
    const implant = (g: string) => c.gear.find((x) => x.id === g)?.type === 'implant';
    ch.gear = [
      ...mc.weapons,
      ...(mc.armor ? [mc.armor] : []),
      ...mc.equipment.filter((g) => !implant(g)),
      ...mc.accessories.map((a) => a.gear),
      ...mc.parked,
      ...ch.gear.filter(implant),
    ];
    ch.usedOnce = [...mc.usedOnce];
    if (!o.moraleRefresh) ch.morale = mc.morale;
    // The modules come back as they were left at the end, exchanges included.
    ch.modules = { ...mc.modules };
    // Each finding becomes a Junk module: for whoever picked it up, or for the draft.
    if (o.spoilsDraft) for (let i = 0; i < mc.findings; i++) drafted.push('module:junk');
    else if (mc.findings > 0) ch.modules.junk = (ch.modules.junk ?? 0) + mc.findings;
  }
  const r = missionOver(c, camp, s.mission, s.result.victory, o.spoilsDraft ? drafted : null);
  const next = r.ok ? r.value.state : camp;
  const events: GameEvent[] = [
    {
      type: 'hunters/back-to-campaign',
      rule: 'HU-XP-09',
      text: 'The mission is over: wounds, findings and rewards carry into the campaign.',
    },
    ...(r.ok ? (named ? withNames(c, r.value.events) : r.value.events) : []),
  ];
  if (next.chars.every((x) => x.dead)) next.result = 'lost';
  return { state: betweenMissions(s.seats, next), events };
}
