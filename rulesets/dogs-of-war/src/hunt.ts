/**
 * Hang 'Em High as a campaign mode: the day (location attempts, offers, attribution, battles,
 * rumors), the neutral company for a lone player, and Death to the Cardinal against his band.
 */
import { fail, ok, type Dice, type GameEvent, type Result } from '@skirmish/core';
import { companyValue, findSoldier, hasRole, soldierValue, type Company, type Soldier } from './company.ts';
import { freshRecord, newCompany } from './management.ts';
import { MISSION_SPECS, type MissionId } from './missions.ts';
import { offerName } from './words.ts';
import {
  attemptOrder,
  attributionOrder,
  CARDINAL_BAND,
  CORRUPTION_RP,
  dailyHealing,
  locationAttempts,
  missionOffers,
  offerDice,
  rumors,
} from './campaign.ts';
import { afterGroups, freeEventCardChooser, opposedRoll, type Applied } from './battle.ts';
import type { Battle, CampaignState, Group, Hunt } from './state.ts';

/** The Cardinal's band and the neutral company live beside the players' companies, without a seat. */
export const CARDINAL_SEAT = 'cardinal';
export const NEUTRAL_SEAT = 'neutral';

export type HuntQuestion =
  | 'locate'
  | 'pick-offer'
  | 'rumors'
  | 'cardinal-controller'
  | 'neutral-cap'
  | 'neutral-group'
  | 'extra-round'
  | 'free-event-card'
  | 'cardinal-report';

export function newHunt(
  seats: readonly string[],
  maxDays: number,
  strategist: 'military-advisor' | 'none' = 'military-advisor',
): Hunt {
  const clues: Record<string, number> = {};
  for (const s of seats) clues[s] = 0;
  return {
    day: 0,
    maxDays,
    step: 'start',
    clues,
    answers: {},
    offers: [],
    order: [],
    picks: {},
    hunter: null,
    controller: null,
    cardinalPlayed: false,
    winner: null,
    strategist,
  };
}

function bandSoldier(id: string, name: string, value: number, role: Soldier['role']): Soldier {
  return {
    id,
    name,
    profile: 'cardinal-band',
    people: 'cardinal',
    faction: null,
    type: 'warrior',
    rank: 'Regular',
    ranksHeld: ['Regular'],
    initialValue: value,
    original: {
      MOV: 10,
      INI: 4,
      ATT: 4,
      STR: 4,
      DEF: 4,
      RES: 4,
      AIM: null,
      COU: 5,
      FEAR: null,
      DIS: 4,
      POW: null,
      FAITH: null,
    },
    bought: {},
    abilities: [],
    attributes: [],
    ep: { acquired: 0, used: 0, lost: 0 },
    champion: false,
    role,
    musician: false,
    standardBearer: false,
    ally: false,
    mercenary: false,
    machine: 'none',
    structure: null,
    ...freshRecord(),
    founder: true,
  };
}

/**
 * The Cardinal's band (sample content written for Skirmish: the book's sheet is mostly lost, so
 * only its header holds: ten soldiers worth 300, a captain and a medic, maximum strength 11).
 */
export function cardinalBand(): Company {
  const soldiers = [
    bandSoldier('cardinal-1', 'The Cardinal', 75, null),
    bandSoldier('cardinal-2', 'Leech-doctor', 33, 'medic'),
    ...Array.from({ length: 8 }, (_, i) => bandSoldier(`cardinal-${i + 3}`, `Henchman ${i + 1}`, 24, null)),
  ];
  return {
    ...newCompany(CARDINAL_SEAT, "The Cardinal's band"),
    people: 'cardinal',
    captain: 'cardinal-1',
    formed: true,
    renown: CARDINAL_BAND.renown,
    resources: 0,
    formationEP: 0,
    soldiers,
    nextId: 11,
  };
}

const isActive = (state: CampaignState, seat: string): boolean => state.stages[seat]?.kind === 'waiting';
/** A seat's company by name, as the log names it. */
const companyOf = (state: CampaignState, seat: string): string => state.companies[seat]?.name ?? seat;
/** The names of the companies an event names by seat, for a log in any language (`companies`). */
const companiesNamed = (state: CampaignState, seats: readonly string[]): Record<string, string> =>
  Object.fromEntries(seats.map((s) => [s, companyOf(state, s)]));
const activeSeats = (state: CampaignState): string[] => state.seats.filter((s) => isActive(state, s));

function setHunt(state: CampaignState, h: Hunt): CampaignState {
  return { ...state, hunt: h };
}

/** Who still owes a morning answer: players with clues (without any, an attempt cannot succeed). */
function morningSeats(state: CampaignState, h: Hunt): string[] {
  return activeSeats(state).filter((s) => (h.clues[s] ?? 0) > 0);
}

/**
 * Who is asked this morning whether he tries: players attempt in descending order of clues
 * (DW-CAMPAIGN-14), so the players with the most clues among those not yet asked, all of them at
 * once where they are tied (their order is rolled once they have answered). Nobody once the
 * Cardinal is found: nobody else attempts that day (DW-CAMPAIGN-16).
 */
function morningAsked(state: CampaignState, h: Hunt): string[] {
  if (h.hunter !== null) return [];
  const open = morningSeats(state, h).filter((s) => h.answers[s] === undefined);
  const top = Math.max(...open.map((s) => h.clues[s] ?? 0));
  return open.filter((s) => (h.clues[s] ?? 0) === top);
}

/** The player who picks next among the open offers. */
function nextPicker(h: Hunt): string | undefined {
  return h.order.find((p) => h.picks[p] === undefined);
}

function openOffers(h: Hunt): string[] {
  const taken = Object.values(h.picks);
  return h.offers.filter((o) => taken.filter((t) => t === o).length < 2);
}

/** What the campaign asks this seat outside the ordinary steps, if anything. */
export function huntAsked(state: CampaignState, seat: string): { what: HuntQuestion; battle: Battle | null } | null {
  const h = state.hunt;
  if (!h || state.finished) return null;
  for (const b of state.battles) {
    if (b.neutral) {
      if (b.seats[0] === seat && b.neutral.cap === null) return { what: 'neutral-cap', battle: b };
      if (b.neutral.controller === seat && b.neutral.cap !== null && !b.groups[NEUTRAL_SEAT])
        return { what: 'neutral-group', battle: b };
      // The neutral company attacks in Destruction with the stronger group: its player says
      // whether it takes the free Event card (DW-MSN-DEST-06).
      if (b.attacker === NEUTRAL_SEAT && freeEventCardChooser(b) === seat)
        return { what: 'free-event-card', battle: b };
    }
    // The band is the weaker and may add a round: the player who runs it says.
    if (b.cardinal && b.step === 'final' && h.controller === seat && b.groups[CARDINAL_SEAT]?.prepared === false)
      return { what: 'extra-round', battle: b };
    // Once a report is given the hunter's acceptance is awaited, not another report.
    if (b.cardinal && b.step === 'report' && !b.reported && h.controller === seat && b.seats[0] !== seat)
      return { what: 'cardinal-report', battle: b };
  }
  if (!isActive(state, seat) || state.battles.some((b) => b.seats.includes(seat))) return null;
  const busy =
    state.battles.length > 0 || Object.values(state.stages).some((s) => s.kind !== 'waiting' && s.kind !== 'out');
  switch (h.step) {
    case 'morning':
      return morningAsked(state, h).includes(seat) ? { what: 'locate', battle: null } : null;
    case 'offers':
      return nextPicker(h) === seat ? { what: 'pick-offer', battle: null } : null;
    case 'day':
      return !busy && h.hunter !== null && h.hunter !== seat && !h.cardinalPlayed && h.controller === null
        ? { what: 'cardinal-controller', battle: null }
        : null;
    case 'evening':
      return h.answers[seat] === undefined ? { what: 'rumors', battle: null } : null;
    case 'start':
      return null;
  }
}

/** Called whenever every company waits and no battle is open. */
export function advanceHunt(state: CampaignState, dice: Dice, events: GameEvent[]): CampaignState {
  const h = state.hunt;
  if (!h) return state;
  switch (h.step) {
    case 'start':
      return beginMorning(state, 1, dice, events);
    case 'day': {
      if (activeSeats(state).length === 0) return finish(state, events);
      if (h.hunter !== null && !h.cardinalPlayed) {
        if (!isActive(state, h.hunter)) return setHunt(state, { ...h, cardinalPlayed: true });
        // Without an opponent left, the hunter runs the band himself.
        const opponents = activeSeats(state).filter((s) => s !== h.hunter);
        if (opponents.length === 0) return startCardinal(setHunt(state, { ...h, controller: h.hunter }), events);
        return state;
      }
      return setHunt(state, { ...h, step: 'evening', answers: {} });
    }
    case 'morning':
    case 'offers':
    case 'evening':
      return state;
  }
}

function finish(state: CampaignState, events: GameEvent[]): CampaignState {
  events.push({ type: 'campaign-over', rule: 'DW-CAMPAIGN-27', text: 'The hunt is over: the Cardinal escaped' });
  return { ...state, finished: true };
}

function beginMorning(state: CampaignState, day: number, dice: Dice, events: GameEvent[]): CampaignState {
  const h = state.hunt;
  if (!h) return state;
  if (day > h.maxDays || activeSeats(state).length === 0) return finish(state, events);
  events.push({ type: 'day', rule: 'DW-CAMPAIGN-02', day, text: `Day ${day} of the hunt` });
  const next = setHunt(
    { ...state, round: day },
    {
      ...h,
      day,
      step: 'morning',
      answers: {},
      tried: [],
      offers: [],
      order: [],
      picks: {},
      hunter: null,
      controller: null,
      cardinalPlayed: false,
    },
  );
  const nh = next.hunt as Hunt;
  return morningSeats(next, nh).length === 0 ? startOffers(next, dice, events) : next;
}

/**
 * The attempts of the players who have just answered (those tied at the most clues among the
 * players not yet asked), in order; the first success ends the morning and names the hunter.
 * Otherwise the players with fewer clues are asked next, and once nobody is left the offers come.
 */
function resolveMorning(state: CampaignState, dice: Dice, events: GameEvent[]): CampaignState {
  const h = state.hunt;
  if (!h) return state;
  const done = h.tried ?? [];
  const trying = morningSeats(state, h)
    .filter((s) => h.answers[s] === true && !done.includes(s))
    .map((id) => ({ id, clues: h.clues[id] ?? 0 }));
  const order = attemptOrder(trying, dice);
  if (order.length > 1)
    events.push({
      type: 'attempt-order',
      rule: 'DW-CAMPAIGN-14',
      order,
      companies: companiesNamed(state, order),
      text: `Location attempts in order: ${order.map((s) => companyOf(state, s)).join(', ')}`,
    });
  const tried = locationAttempts(
    order.map((id) => ({ id, clues: h.clues[id] ?? 0 })),
    dice,
  );
  for (const r of tried.rolls) {
    const success = r.change > 0;
    events.push({
      type: 'die',
      purpose: 'location',
      rule: success ? 'DW-CAMPAIGN-16' : 'DW-CAMPAIGN-15',
      seat: r.id,
      companies: companiesNamed(state, [r.id]),
      roll: r.roll,
      change: r.change,
      text: `${companyOf(state, r.id)} rolls ${r.roll} against ${h.clues[r.id] ?? 0} clues: ${success ? `the Cardinal is found (+${r.change} clues)` : `nothing (${r.change} clues)`}`,
    });
  }
  const clues = { ...h.clues, ...tried.clues };
  const next = setHunt(state, {
    ...h,
    clues,
    hunter: tried.found,
    tried: [...done, ...trying.map((t) => t.id)],
  });
  return morningAsked(next, next.hunt as Hunt).length > 0 ? next : startOffers(next, dice, events);
}

/** The day's offers for everyone but the hunter, and the attribution order. */
function startOffers(state: CampaignState, dice: Dice, events: GameEvent[]): CampaignState {
  const h = state.hunt;
  if (!h) return state;
  const players = activeSeats(state).filter((s) => s !== h.hunter);
  if (players.length === 0) return setHunt(state, { ...h, step: 'day' });
  const faces = Array.from({ length: offerDice(players.length) }, () => dice.roll(6));
  const offers = missionOffers(faces).map((o) => `${o.mission}-${o.instance}`);
  events.push({
    type: 'die',
    purpose: 'offers',
    rule: 'DW-CAMPAIGN-03',
    rolls: faces,
    offers,
    text: `Mission offers (${faces.join(', ')}): ${offers.map((o) => offerName(o, 'en')).join(', ')}`,
  });
  // The book never defines a strategist (A-11): by default a military advisor counts as one.
  const advisor = (id: string) => {
    const c = state.companies[id];
    return c !== undefined && hasRole(c, 'military-advisor');
  };
  const ordered = attributionOrder(
    players.map((id) => ({
      id,
      strategist: (h.strategist ?? 'military-advisor') === 'military-advisor' && advisor(id),
    })),
    dice,
  );
  events.push({
    type: 'die',
    purpose: 'attribution',
    rule: 'DW-CAMPAIGN-04',
    rolls: ordered.rolls,
    order: ordered.order,
    companies: companiesNamed(state, ordered.order),
    text: `Attribution order: ${ordered.order.map((s) => companyOf(state, s)).join(', ')}`,
  });
  return autoPick(setHunt(state, { ...h, step: 'offers', offers, order: ordered.order, picks: {} }), dice, events);
}

/** The last players take what is left; when every player has a mission the battles begin. */
function autoPick(state: CampaignState, dice: Dice, events: GameEvent[]): CampaignState {
  let h = state.hunt;
  if (!h) return state;
  for (;;) {
    const p = nextPicker(h);
    if (p === undefined) return startDayBattles(setHunt(state, h), dice, events);
    const open = openOffers(h);
    if (open.length !== 1 || open[0] === undefined) return setHunt(state, h);
    // The first to pick with a single offer open had no choice to make, not the others' leftovers.
    const left = Object.keys(h.picks).length > 0;
    events.push({
      type: 'offer-taken',
      rule: 'DW-CAMPAIGN-05',
      seat: p,
      companies: companiesNamed(state, [p]),
      offer: open[0],
      left,
      text: `${companyOf(state, p)} ${left ? 'takes what is left' : 'has a single offer open'}: ${offerName(open[0], 'en')}`,
    });
    h = { ...h, picks: { ...h.picks, [p]: open[0] } };
  }
}

const missionOf = (offer: string): MissionId => offer.replace(/-\d+$/, '') as MissionId;

function newBattle(state: CampaignState, seats: readonly [string, string], mission: MissionId): Battle {
  return {
    id: state.nextBattle,
    seats,
    step: 'groups',
    chooser: seats[0],
    mission,
    attacker: null,
    groups: { [seats[0]]: null, [seats[1]]: null },
    cp: 0,
    weaker: null,
    rounds: null,
  };
}

function withAttacker(state: CampaignState, b: Battle, dice: Dice, events: GameEvent[]): Battle {
  if (!b.mission || MISSION_SPECS[b.mission].sides !== 'attacker-defender') return b;
  const a = state.companies[b.seats[0]];
  const c = state.companies[b.seats[1]];
  if (!a || !c) throw new Error('unknown company');
  const roll = opposedRoll(a, c, dice, 'Attacker', 'DW-MISSION-PRE-02');
  events.push(...roll.events);
  return { ...b, attacker: roll.winner };
}

function startDayBattles(state: CampaignState, dice: Dice, events: GameEvent[]): CampaignState {
  const h = state.hunt;
  if (!h) return state;
  let next = setHunt(state, { ...h, step: 'day' });
  for (const offer of h.offers) {
    const players = h.order.filter((p) => h.picks[p] === offer);
    const [first, second] = players;
    if (first === undefined) continue;
    const mission = missionOf(offer);
    let b: Battle;
    if (second !== undefined) {
      b = newBattle(next, [first, second], mission);
    } else {
      // An odd player out faces a neutral company run by another player.
      next = { ...next, companies: { ...next.companies, [NEUTRAL_SEAT]: newCompany(NEUTRAL_SEAT, 'Neutral company') } };
      b = { ...newBattle(next, [first, NEUTRAL_SEAT], mission), neutral: { controller: null, cap: null } };
      events.push({
        type: 'neutral-company',
        rule: 'DW-CAMPAIGN-06',
        seat: first,
        companies: companiesNamed(next, [first]),
        offer,
        text: `${companyOf(next, first)} has no opponent for ${offerName(offer, 'en')}: a neutral company will face him`,
      });
    }
    b = withAttacker(next, b, dice, events);
    events.push({
      type: 'mission-chosen',
      rule: 'DW-CAMPAIGN-05',
      mission,
      offer,
      seats: b.seats,
      companies: companiesNamed(next, b.seats),
      text: `${b.seats.map((s) => companyOf(next, s)).join(' and ')} play ${offerName(offer, 'en')}`,
    });
    next = { ...next, battles: [...next.battles, b], nextBattle: next.nextBattle + 1 };
  }
  return next;
}

/** The Cardinal's whole band is his assault group, its value reckoned first (DW-CAMPAIGN-23). */
function startCardinal(state: CampaignState, events: GameEvent[]): CampaignState {
  const h = state.hunt;
  const band = state.companies[CARDINAL_SEAT];
  if (!h || h.hunter === null || !band) return state;
  const soldiers = band.soldiers.map((s) => s.id);
  const attrs = band.soldiers.flatMap((s) => s.attributes.map((a) => ({ soldier: s.id, attribute: a.id })));
  const value =
    band.soldiers.reduce((sum, s) => sum + soldierValue(s), 0) +
    band.soldiers.reduce((sum, s) => sum + s.attributes.reduce((x, a) => x + a.cost, 0), 0);
  const group: Group = {
    soldiers,
    attributes: attrs,
    hires: [],
    hireCosts: [],
    explorers: [],
    value,
    objects: [],
    eventCards: 0,
    cpUsed: 0,
    prepared: true,
  };
  const b: Battle = {
    ...newBattle(state, [h.hunter, CARDINAL_SEAT], 'death-to-the-cardinal'),
    attacker: h.hunter,
    cardinal: true,
    groups: { [h.hunter]: null, [CARDINAL_SEAT]: group },
  };
  events.push({
    type: 'mission-chosen',
    rule: 'DW-CAMPAIGN-17',
    mission: 'death-to-the-cardinal',
    seats: b.seats,
    companies: companiesNamed(state, [h.hunter, ...(h.controller ? [h.controller] : [])]),
    text: `Last of the day: ${companyOf(state, h.hunter)} plays Death to the Cardinal against a band worth ${value}, run by ${h.controller ? companyOf(state, h.controller) : '?'}`,
  });
  return { ...state, battles: [...state.battles, b], nextBattle: state.nextBattle + 1 };
}

function endDay(state: CampaignState, dice: Dice, events: GameEvent[]): CampaignState {
  const h = state.hunt;
  if (!h) return state;
  let next = state;
  const band = state.companies[CARDINAL_SEAT];
  if (!h.cardinalPlayed && band) {
    const healed: Company = {
      ...band,
      soldiers: band.soldiers.map((s) => ({ ...s, aftereffect: dailyHealing(s.aftereffect) })),
    };
    if (band.soldiers.some((s) => s.aftereffect !== 'none'))
      events.push({
        type: 'band-heals',
        rule: 'DW-CAMPAIGN-26',
        text: "A day without Death to the Cardinal: his band's wounds heal by one degree",
      });
    next = { ...next, companies: { ...next.companies, [CARDINAL_SEAT]: healed } };
  }
  return beginMorning(next, h.day + 1, dice, events);
}

/** The Hang 'Em High choices. */
export function applyHunt(
  state: CampaignState,
  seat: string,
  q: { what: HuntQuestion; battle: Battle | null },
  choice:
    | { kind: 'locate'; attempt: boolean }
    | { kind: 'pick-offer'; offer: string }
    | { kind: 'neutral-cap'; cap: number; controller: string }
    | { kind: 'neutral-group'; value: number }
    | { kind: 'cardinal-controller'; seat: string }
    | { kind: 'rumors'; corruption: boolean },
  dice: Dice,
): Result<Applied> {
  const h = state.hunt;
  if (!h) return fail('campaign/not-hunt', "Only in Hang 'Em High");
  const wrong = () => fail('phase/wrong-step', `"${choice.kind}" is not what the campaign waits for (${q.what})`);
  const events: GameEvent[] = [];
  switch (choice.kind) {
    case 'locate': {
      if (q.what !== 'locate') return wrong();
      const next = setHunt(state, { ...h, answers: { ...h.answers, [seat]: choice.attempt } });
      // The players tied with him answer first; then the attempts of those who try are rolled.
      const tied = morningAsked(state, h).filter((s) => s !== seat);
      if (tied.length > 0) return ok({ state: next, events });
      return ok({ state: resolveMorning(next, dice, events), events });
    }
    case 'pick-offer': {
      if (q.what !== 'pick-offer') return wrong();
      if (!openOffers(h).includes(choice.offer))
        return fail('offer/closed', `"${choice.offer}" is not an open offer (${openOffers(h).join(', ')})`, {
          rule: 'DW-CAMPAIGN-05',
        });
      events.push({
        type: 'offer-taken',
        rule: 'DW-CAMPAIGN-04',
        seat,
        companies: companiesNamed(state, [seat]),
        offer: choice.offer,
        text: `${companyOf(state, seat)} chooses ${offerName(choice.offer, 'en')}`,
      });
      const next = setHunt(state, { ...h, picks: { ...h.picks, [seat]: choice.offer } });
      return ok({ state: autoPick(next, dice, events), events });
    }
    case 'neutral-cap': {
      const b = q.battle;
      if (q.what !== 'neutral-cap' || !b) return wrong();
      // Another player still in the campaign runs it; a player with nobody left in the campaign
      // beside him runs it himself, as a hunter without opponents runs the Cardinal's band.
      const alone = state.seats.every((s) => s === seat || state.stages[s]?.kind === 'out');
      if (!state.seats.includes(choice.controller) || (choice.controller === seat) !== alone)
        return fail(
          'neutral/controller',
          alone
            ? 'With nobody else left in the campaign, he runs the neutral company himself'
            : 'Another player runs the neutral company',
          { rule: 'DW-CAMPAIGN-06' },
        );
      events.push({
        type: 'neutral-cap',
        rule: 'DW-CAMPAIGN-07',
        seat,
        cap: choice.cap,
        companies: companiesNamed(state, [choice.controller]),
        text: `Neither group may be worth more than ${choice.cap}; ${companyOf(state, choice.controller)} runs the neutral company`,
      });
      const nb: Battle = { ...b, neutral: { controller: choice.controller, cap: choice.cap } };
      return ok({ state: { ...state, battles: state.battles.map((x) => (x.id === b.id ? nb : x)) }, events });
    }
    case 'neutral-group': {
      const b = q.battle;
      if (q.what !== 'neutral-group' || !b?.neutral || b.neutral.cap === null) return wrong();
      const cap = b.neutral.cap;
      if (choice.value > cap || choice.value < cap - 9)
        return fail('neutral/value', `The neutral group must be worth between ${cap - 9} and ${cap}`, {
          rule: 'DW-CAMPAIGN-07',
        });
      const player = b.groups[b.seats[0]];
      if (player && choice.value > player.value + 50)
        return fail('neutral/too-strong', 'The neutral group may not be more than 50 above the player', {
          rule: 'DW-CAMPAIGN-07',
        });
      const group: Group = {
        soldiers: [],
        attributes: [],
        hires: [],
        hireCosts: [],
        explorers: [],
        value: choice.value,
        objects: [],
        eventCards: 0,
        cpUsed: 0,
        prepared: true,
      };
      events.push({
        type: 'group-formed',
        rule: 'DW-CAMPAIGN-07',
        seat: NEUTRAL_SEAT,
        value: choice.value,
        text: `The neutral company fields a group worth ${choice.value}`,
      });
      const withGroup: Battle = { ...b, groups: { ...b.groups, [NEUTRAL_SEAT]: group } };
      const nb = player ? afterGroups(withGroup, player, group, events) : withGroup;
      return ok({ state: { ...state, battles: state.battles.map((x) => (x.id === b.id ? nb : x)) }, events });
    }
    case 'cardinal-controller': {
      if (q.what !== 'cardinal-controller') return wrong();
      if (choice.seat === h.hunter || !isActive(state, choice.seat))
        return fail('cardinal/controller', "One of the hunter's opponents runs the Cardinal's camp", {
          rule: 'DW-CAMPAIGN-18',
        });
      events.push({
        type: 'cardinal-controller',
        rule: 'DW-CAMPAIGN-18',
        seat: choice.seat,
        companies: companiesNamed(state, [choice.seat]),
        text: `${companyOf(state, choice.seat)} will run the Cardinal's camp`,
      });
      return ok({ state: startCardinal(setHunt(state, { ...h, controller: choice.seat }), events), events });
    }
    case 'rumors': {
      if (q.what !== 'rumors') return wrong();
      const c = state.companies[seat];
      if (!c) throw new Error('unknown seat');
      if (choice.corruption && c.resources < CORRUPTION_RP)
        return fail('rp/not-enough', `Corruption costs ${CORRUPTION_RP} RP`, { rule: 'DW-CAMPAIGN-10' });
      const r = rumors(h.clues[seat] ?? 0, choice.corruption, c.resources, dice);
      events.push({
        type: 'die',
        purpose: 'rumors',
        rule: choice.corruption ? 'DW-CAMPAIGN-10' : 'DW-CAMPAIGN-09',
        seat,
        rolls: r.rolls,
        text: `${c.name} hears rumors (${r.rolls.join(' + ')}): ${r.clues} clues${choice.corruption ? ', 10 RP in bribes' : ''}`,
      });
      let next: CampaignState = {
        ...state,
        companies: { ...state.companies, [seat]: { ...c, resources: r.resources } },
        hunt: { ...h, clues: { ...h.clues, [seat]: r.clues }, answers: { ...h.answers, [seat]: choice.corruption } },
      };
      const nh = next.hunt as Hunt;
      if (activeSeats(next).every((s) => nh.answers[s] !== undefined)) next = endDay(next, dice, events);
      return ok({ state: next, events });
    }
  }
}

/** Whether a report may be sent by this seat as the controller of the Cardinal's camp. */
export const reportSeats = (state: CampaignState, b: Battle): string[] => {
  const own = state.seats.filter((s) => b.seats.includes(s));
  const controller = b.cardinal ? state.hunt?.controller : null;
  return controller && !own.includes(controller) ? [...own, controller] : own;
};

/**
 * The players who answer for a side of the battle: those whose companies fought it, and whoever
 * runs the neutral company or the Cardinal's band.
 */
export const battleSides = (state: CampaignState, b: Battle): string[] => {
  const controller = b.cardinal ? (state.hunt?.controller ?? null) : (b.neutral?.controller ?? null);
  return state.seats.filter((s) => b.seats.includes(s) || s === controller);
};

/**
 * Who accepts a report `by` gave: every other player who answers for a side of the battle (the
 * hunter, or the player who runs the band, in Death to the Cardinal; the player who runs the
 * neutral company against a lone player). Nobody where no other player answers for a side.
 */
export const reportConfirmers = (state: CampaignState, b: Battle, by: string): string[] =>
  battleSides(state, b).filter((s) => s !== by);

/** After a Death to the Cardinal report: the campaign ends on the hunter's victory. */
export function afterCardinalReport(state: CampaignState, hunterWon: boolean, events: GameEvent[]): CampaignState {
  const h = state.hunt;
  if (!h) return state;
  if (hunterWon && h.hunter !== null) {
    events.push({
      type: 'campaign-over',
      rule: 'DW-CAMPAIGN-27',
      seat: h.hunter,
      text: `${state.companies[h.hunter]?.name ?? h.hunter} has won Death to the Cardinal: the campaign is over`,
    });
    return { ...state, hunt: { ...h, cardinalPlayed: true, winner: h.hunter }, finished: true };
  }
  return { ...state, hunt: { ...h, cardinalPlayed: true } };
}

/** The cap a player may set against the neutral company: the value of everything he could send. */
export function neutralCapCandidate(c: Company): number {
  const attrs = c.soldiers.reduce((sum, s) => sum + s.attributes.reduce((x, a) => x + a.cost, 0), 0);
  return Math.max(1, companyValue(c) + attrs + c.assets.reduce((x, a) => x + a.cost, 0));
}

export const bandMember = (state: CampaignState, id: string): Soldier | undefined =>
  findSoldier(state.companies[CARDINAL_SEAT] ?? { soldiers: [] }, id);
