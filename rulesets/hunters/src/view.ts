import type { Dice, GameEvent, SeatId } from '@skirmish/core';
import { buildBoard, type Board, type Pos, type TokenState } from './board.ts';
import type { Enemy, HuntersContent } from './content/schema.ts';
import {
  advanceDays,
  CARD_DAYS,
  carriedModules,
  craftingList,
  daysToken,
  moduleCapacity,
  overloaded,
  type CampaignChar,
  type CampaignOptions,
  type CampaignState,
} from './campaign.ts';
import { hasDeckChoice, missionDeck, ownedCounts } from './deck.ts';
import type { CharRollNumbers } from './combat.ts';
import type { Ask, CharTurn, CharState, EnemyState, MissionState, Phase, PlacedGear } from './state.ts';

export interface CharView extends Omit<CharState, 'deck' | 'hand'> {
  deckCount: number;
  handCount: number;
  /**
   * The hand, seen by every seated player: the players hide nothing from each other
   * (HU-PLAYERS-05). Null for a spectator.
   */
  hand: string[] | null;
  /** While choosing the starting hand, the controller sees the cards left (sorted, not in deck order). */
  choosable: string[] | null;
}

export interface HuntersView {
  seat: SeatId | null;
  mission: string;
  title: string;
  width: number;
  height: number;
  turn: number;
  maxTurns: number;
  phase: Phase;
  time: 'day' | 'night';
  weather: 'clear' | 'rain' | 'blizzard' | 'fog';
  chars: CharView[];
  enemies: Array<EnemyState & { name: string }>;
  /** The enemy card of every enemy type in the mission, in play from the start (HU-MSETUP-05). */
  enemyCards: Enemy[];
  tokens: TokenState[];
  /** Traps, generators and Disruptors on the board (the players laid them: public). */
  placed: PlacedGear[];
  collected: string[];
  current: CharTurn | null;
  ask: Ask | null;
  enemyQueue: string[];
  result: MissionState['result'];
  deployment: Pos[];
  /** The map's icons and edges (public). */
  terrain: Board | null;
  /** Between missions (and during a campaign's mission): the campaign, piles shown only as counts. */
  campaign: CampaignView | null;
  /**
   * The pack's names by id, for words shown to players: classes (a character's id is its class),
   * action cards, gear, enemy kinds, places, rooms, and each blueprint by the gear it makes. The
   * whole pack's, so it tells nothing of any hand or deck.
   */
  names: Readonly<Record<string, string>>;
  /**
   * The rolls each attack open to this seat would make, by the choice's canonical JSON: for
   * every enemy it attacks, the roll's numbers as the rules roll them (with the Mental Defence
   * values at stake for a Mental attack), its Health left and the shield faces of the defence die
   * (of 6). For the odds beside the choice; absent when no attack is open.
   */
  attackRolls?: Readonly<Record<string, readonly AttackOdds[]>>;
  /**
   * The cards in the acting character's hand that, played now, would strike nothing: their only
   * activities are attacks with no target (HU-ACTION-10 lets them be played all the same). For
   * words that warn before the card is spent; absent when there is none.
   */
  idle?: readonly string[];
  /**
   * Present while the acting character, choosing a card to play, stands in melee: his cards then
   * bring only their melee attacks and moves (HU-ACTION-18), and an enhanced play's `enhance`
   * counts among those (HU-ACTION-09). For the words of an enhanced play.
   */
  meleeNow?: true;
  /**
   * The enemy groups whose extra enemies the players are still to place (AMB-69), by their index in
   * the mission's list, the first asked first; absent when none waits.
   */
  spread?: Array<{ group: number; enemy: string; count: number; spaces: string[] }>;
}

/** One enemy an attack offered would roll against (`HuntersView.attackRolls`). */
export interface AttackOdds {
  readonly enemy: string;
  readonly health: number;
  readonly shields: number;
  readonly numbers: CharRollNumbers;
}

const packNames = new WeakMap<HuntersContent, Readonly<Record<string, string>>>();

/** The pack's names by id (made once per pack; the first of two equal ids keeps its name). */
export function contentNames(content: HuntersContent): Readonly<Record<string, string>> {
  let names = packNames.get(content);
  if (!names) {
    const m: Record<string, string> = {};
    const add = (id: string, name: string | undefined) => {
      if (name !== undefined && m[id] === undefined) m[id] = name;
    };
    for (const x of [...content.classes, ...content.cards, ...content.gear, ...content.enemies]) add(x.id, x.name);
    for (const l of content.locations) add(l.id, l.name);
    for (const r of content.rooms) add(r.id, r.name);
    for (const b of content.blueprints) add(b.id, content.gear.find((g) => g.id === b.gear)?.name ?? b.gear);
    names = Object.freeze(m);
    packNames.set(content, names);
  }
  return names;
}

export interface CampaignView extends Omit<CampaignState, 'roads' | 'towns'> {
  token: { side: 'front' | 'back'; space: number };
  roads: Record<string, number>;
  towns: Record<string, number>;
  /** Face-up cards in the party area, readable by anyone at any time (HU-EVENT-04). */
  faceUp: Array<{ card: string; title: string; text: string }>;
  /** Waiting cards whose recommended day range is already past (HU-CAMP-16): a warning only. */
  late: Array<{ card: string; last: number }>;
  /** The card being read now: its title and its options' labels ("A", "B"), in order. */
  reading: { card: string; title: string; options: string[] } | null;
  /** Each living character's mission deck and what it may be built from (HU-MSETUP-01), in party order. */
  decks: DeckView[];
  /** The reference list of the pack's blueprints: each piece with its room, level and days (HU-CRAFT-09). */
  crafting: ReturnType<typeof craftingList>;
  /**
   * The characters carrying more modules than their blue slots hold, with how many they carry and
   * how many fit: the extra must be put down before the party goes on (HU-SHEET-04).
   */
  overloaded: Array<{ character: string; carried: number; room: number }>;
  /**
   * How many days each kind of day-taking decision would take as things stand (HU-CAMP-11): a
   * rest (HU-HEALTH-07), a day's work (HU-TRAVEL-10) and a journey between locations (a site is
   * reached the same day), counted by the rules' own day advance. The cards of the days met on the
   * way are not resolved: each forecast names those days (`DayForecast.cards`). Absent during a
   * mission and once the campaign is over.
   */
  forecast?: { rest: DayForecast; work: DayForecast; travel: DayForecast };
}

/** What one day-taking decision would cost in days (`CampaignView.forecast`). */
export interface DayForecast {
  /** The days it names: 2 for a rest, 1 for a day's work or a journey. */
  usual: number;
  /** The days that would pass in all, as the days stand now. */
  days: number;
  /** Whether they are doubled because someone is unconscious (HU-HEALTH-02). */
  doubled: boolean;
  /** The extra days an unconscious character's missed meal or poison would add (HU-HEALTH-04). */
  penalty: number;
  /** The characters who would go without a meal on the way and lose Health for it (HU-HEALTH-13). */
  hungry: string[];
  /** Whether the campaign would be lost on the way, its last day passed (HU-CAMP-06). */
  lost: boolean;
  /**
   * The days among those counted whose card comes up (day 15's, HU-CAMP-09; day 28's, HU-CAMP-10),
   * in order; empty when none does. The count takes the party as it stands before them: a card may
   * give or take Food, poison someone or add days of its own, and so change it.
   */
  cards: number[];
}

/**
 * Dice for counting days ahead: a day advance draws only the card of day 28, which counts no days,
 * so any face serves; these take the first.
 */
const COUNTING_DICE: Dice = {
  roll: () => 1,
  rollFace: (die) => die.faces[0] as never,
  pick: () => 0,
  shuffle: (items) => [...items],
  used: 0,
};

function forecastOf(content: HuntersContent, s: CampaignState, usual: number, o?: CampaignOptions): DayForecast {
  const r = advanceDays(content, s, usual, COUNTING_DICE, o);
  const doubled = r.events.some((e: GameEvent) => e.type === 'hunters/doubled');
  const days = r.state.day - s.day;
  const hungry = [
    ...new Set(
      r.events.flatMap((e: GameEvent) =>
        e.type === 'hunters/camp-wound' && e['rule'] === 'HU-HEALTH-13' && typeof e['character'] === 'string'
          ? [e['character']]
          : [],
      ),
    ),
  ];
  return {
    usual,
    days,
    doubled,
    penalty: r.events.filter((e: GameEvent) => e.type === 'hunters/penalty-day').length,
    hungry,
    lost: r.state.result === 'lost',
    cards: (Object.keys(CARD_DAYS) as Array<keyof typeof CARD_DAYS>)
      .filter((k) => r.state.fired[k] && !s.fired[k])
      .map((k) => CARD_DAYS[k]),
  };
}

/** A character's mission deck between missions (HU-MSETUP-01). */
export interface DeckView {
  character: string;
  /** The 25 cards the next mission deals him: the deck the players set, else the program's. */
  cards: string[];
  /** Whether the players set it (else it is the program's deck). */
  set: boolean;
  /** Whether he has a deck to choose: more usable cards than a deck holds. */
  choice: boolean;
  /**
   * Each action card he owns, in card order, with its copies and its level: a deck holds no more
   * copies than that, and no card above his level (HU-XP-07).
   */
  owned: Array<{ card: string; count: number; level: number }>;
}

function deckView(content: HuntersContent, ch: CampaignChar): DeckView {
  const cards = missionDeck(content, ch);
  return {
    character: ch.id,
    cards,
    set: ch.deck !== undefined && ch.deck.join() === cards.join(),
    choice: hasDeckChoice(content, ch),
    owned: [...ownedCounts(content, ch)].map(([card, count]) => ({
      card,
      count,
      level: content.cards.find((x) => x.id === card)?.level ?? 1,
    })),
  };
}

/**
 * A copy of plain data as a JSON round trip makes it (members holding undefined left out,
 * undefined array items and numbers JSON cannot write as null), without the text in between.
 */
function jsonCopy(v: unknown): unknown {
  if (v === null) return null;
  switch (typeof v) {
    case 'number':
      return Number.isFinite(v) ? v : null;
    case 'object': {
      if (Array.isArray(v)) return v.map((x) => (x === undefined || typeof x === 'function' ? null : jsonCopy(x)));
      const out: Record<string, unknown> = {};
      for (const k in v) {
        const x = (v as Record<string, unknown>)[k];
        if (x !== undefined && typeof x !== 'function') out[k] = jsonCopy(x);
      }
      return out;
    }
    default:
      return v;
  }
}

function reading(
  id: string | undefined,
  card: (id: string) => HuntersContent['events'][number] | undefined,
): CampaignView['reading'] {
  if (id === undefined) return null;
  const c = card(id);
  return { card: id, title: c?.title ?? id, options: (c?.options ?? []).map((o) => o.label) };
}

function campaignView(content: HuntersContent, s: CampaignState, o?: CampaignOptions): CampaignView {
  const { roads, towns, ...rest } = s;
  const count = (p: Record<string, string[]>) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v.length]));
  const card = (id: string) => content.events.find((e) => e.id === id);
  const waiting = [...new Set([...s.toRead, ...s.attached.map((a) => a.card)])];
  return {
    ...(jsonCopy(rest) as Omit<CampaignState, 'roads' | 'towns'>),
    token: daysToken(s.day),
    roads: count(roads),
    towns: count(towns),
    faceUp: s.kept.map((id) => ({ card: id, title: card(id)?.title ?? id, text: card(id)?.text ?? '' })),
    late: waiting.flatMap((id) => {
      const last = card(id)?.days?.[1];
      return last !== undefined && s.day > last ? [{ card: id, last }] : [];
    }),
    reading: reading(s.toRead[0], card),
    decks: s.chars.filter((ch) => !ch.dead).map((ch) => deckView(content, ch)),
    crafting: craftingList(content),
    overloaded: overloaded(content, s).map((ch) => ({
      character: ch.id,
      carried: carriedModules(ch),
      room: moduleCapacity(content, ch),
    })),
    ...(s.inMission || s.result
      ? {}
      : {
          forecast: {
            rest: forecastOf(content, s, 2, o),
            work: forecastOf(content, s, 1, o),
            travel: forecastOf(content, s, 1, o),
          },
        }),
  };
}

export function missionView(
  content: HuntersContent,
  s: MissionState,
  seat: SeatId | null,
  o?: CampaignOptions,
): HuntersView {
  const m = content.missions.find((x) => x.id === s.mission);
  return {
    seat,
    mission: s.mission,
    title: m?.title ?? s.mission,
    width: m?.width ?? 0,
    height: m?.height ?? 0,
    turn: s.turn,
    maxTurns: m?.maxTurns ?? 0,
    phase: s.phase,
    time: m?.time ?? 'day',
    weather: m?.weather ?? 'clear',
    chars: s.chars.map((c) => {
      const { deck, hand, ...rest } = c;
      const mine = seat !== null && c.seat === seat;
      return {
        ...rest,
        used: [...c.used],
        deckCount: deck.length,
        handCount: hand.length,
        hand: seat !== null ? [...hand] : null,
        choosable: mine && s.phase === 'hand' ? [...deck].sort() : null,
      };
    }),
    enemies: s.enemies.map((e) => ({ ...e, name: content.enemies.find((d) => d.id === e.kind)?.name ?? e.kind })),
    enemyCards: [...new Set((m?.enemies ?? []).map((x) => x.enemy))].flatMap((kind) => {
      const d = content.enemies.find((e) => e.id === kind);
      return d ? [structuredClone(d)] : [];
    }),
    tokens: s.tokens.map((t) => ({ ...t })),
    placed: s.placed.map((p) => ({ ...p, pos: { ...p.pos } })),
    collected: [...s.collected],
    current: s.current ? (JSON.parse(JSON.stringify(s.current)) as CharTurn) : null,
    ask: s.cursor ? s.cursor.ask : null,
    enemyQueue: [...s.enemyQueue],
    result: s.result,
    deployment: (m?.deployment ?? []).map(([x, y]) => ({ x, y })),
    terrain: m ? buildBoard(content, m) : null,
    campaign: s.campaign ? campaignView(content, s.campaign, o) : null,
    names: contentNames(content),
    ...(s.spread
      ? {
          spread: s.spread.flatMap((group) => {
            const g = m?.enemies[group];
            return g ? [{ group, enemy: g.enemy, count: g.count, spaces: [...g.spaces] }] : [];
          }),
        }
      : {}),
  };
}
