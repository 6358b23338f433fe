import type { BotKnowledge } from '@skirmish/ai';
import type { Dice, Options, SeatId } from '@skirmish/core';
import type { HuntersChoice } from './choices.ts';
import type { HuntersContent } from './content/schema.ts';
import { missionRules } from './mission.ts';
import { missionOptions } from './game.ts';
import { buildBoard, type Board, type Pos } from './board.ts';
import type { CharState, CharTurn, MissionState } from './state.ts';
import type { CampaignView, HuntersView } from './view.ts';
import { carriedModules, maxHealth, moduleCapacity, type CampaignChar, type CampaignState } from './campaign.ts';
import { betweenMissions } from './campaign-mode.ts';
import { moduleRoomIn, unparkRoomIn } from './gear.ts';

/**
 * Whether a choice is an Area attack on a space with an enemy on it. The rules let an Area attack
 * go at any space in range and sight (HU-AREA-04); the bots spend one only where it can hurt an
 * enemy, as they never shoot at a bare terrain token either, and skip the activity otherwise.
 */
function areaOnEnemy(enemies: ReadonlyArray<{ readonly pos: Pos }>, c: HuntersChoice): boolean {
  return c.kind === 'area' && enemies.some((e) => e.pos.x === c.x && e.pos.y === c.y);
}

/**
 * Where an uneven enemy group's extra enemies stand: the default, listed first, dealt round the
 * spaces in their order (AMB-69). Rearranging them is the players' call, never the bots'. Null
 * when that is not asked.
 */
function spreadDefault(legal: readonly HuntersChoice[]): HuntersChoice | null {
  return legal.find((c) => c.kind === 'spread') ?? null;
}

/**
 * What both heuristics take when nothing better is offered: no step, card swap, turn or Morale
 * spent for nothing, no Area attack that hits no enemy, and never a raise of the campaign's
 * difficulty, which is the players' call (HU-DIFF-01). Nor do they send a mission deck: the one
 * listed is the program's, which each mission deals anyway (the highest-level cards first,
 * HU-MSETUP-01), and a move spent on it would change nothing.
 */
function calmChoices(legal: readonly HuntersChoice[], enemies: ReadonlyArray<{ readonly pos: Pos }>): HuntersChoice[] {
  return legal.filter(
    (c) =>
      c.kind !== 'step' &&
      c.kind !== 'cycle' &&
      c.kind !== 'rotate' &&
      c.kind !== 'morale-mp' &&
      c.kind !== 'difficulty' &&
      c.kind !== 'deck' &&
      (c.kind !== 'area' || areaOnEnemy(enemies, c)),
  );
}

/** What the bots read of the party between missions: its characters and, where known, the prices. */
interface PartySight {
  readonly chars: ReadonlyArray<CampaignChar>;
  /** A purchase's price in Fuel Cells (HU-TRAVEL-09), undefined where the bot does not know it. */
  readonly price: (gear: string, blueprint: boolean) => number | undefined;
  /** Whether the table shares Food at upkeep (AMB-64, on by default): else each eats his own. */
  readonly foodSharing: boolean;
  /** What a piece of gear does for a character between missions, undefined where the bot does not know it. */
  readonly care: (gear: string) => { heal: number; curesPoison: boolean } | undefined;
  /** What one module of a kind is worth to the campaign (`moduleWorth`), where the pack is known. */
  readonly worth?: (kind: string) => number;
  /** The modules a character's blue slots still hold (HU-SHEET-04), where the pack is known. */
  readonly room?: (character: string) => number;
}

/** What of the campaign the bots read between missions: the party, its blueprints and its rooms. */
type CampaignSight = Pick<CampaignState, 'chars' | 'blueprints' | 'rooms' | 'expansions'>;

/**
 * The party as the bots read it; without the pack its prices are unknown, and nothing is bought,
 * nor is it known what a piece of gear heals, and none is used, nor what a module is worth.
 * The table's options say whether Food is shared; without them it is, as by default.
 */
function partyOf(camp: CampaignSight | null, content?: HuntersContent, options: Options = {}): PartySight {
  const chars = camp?.chars ?? [];
  const price = (id: string, blueprint: boolean): number | undefined =>
    blueprint ? content?.blueprints.find((b) => b.id === id)?.price : content?.gear.find((g) => g.id === id)?.price;
  const care = (id: string): { heal: number; curesPoison: boolean } | undefined => {
    const g = content?.gear.find((x) => x.id === id);
    return g ? { heal: g.heal ?? 0, curesPoison: g.curesPoison === true } : undefined;
  };
  let worth: ((kind: string) => number) | undefined;
  const known =
    content && camp
      ? {
          worth: (kind: string) => (worth ??= moduleWorth(content, camp, []))(kind),
          room: (id: string) => {
            const ch = chars.find((x) => x.id === id && !x.dead);
            return ch ? moduleCapacity(content, ch) - carriedModules(ch) : 0;
          },
        }
      : {};
  return { chars, price, foodSharing: missionOptions(options).foodSharing, care, ...known };
}

/**
 * The Fuel Cells a buyer keeps after a purchase: enough for a card's toll (a road card's "Pay 1
 * Fuel Cell", HU-EVENT-12) and a healer's care (HU-HEALTH-06) on the way to the next mission.
 */
export const FUEL_RESERVE = 2;

/**
 * Whether a purchase is one the party can afford: the price is known, the buyer keeps
 * FUEL_RESERVE Fuel Cells after it, and a piece of gear is one he does not carry already (a second
 * rifle fights no better). Nothing is bought while a healer here is offered to a wounded or
 * poisoned character: the party's Fuel Cells go to that first.
 */
function affordable(
  c: Extract<HuntersChoice, { kind: 'buy' }>,
  party: PartySight,
  legal: readonly HuntersChoice[],
): boolean {
  const buyer = party.chars.find((x) => x.id === c.character);
  const price = party.price(c.gear, c.blueprint === true);
  if (!buyer || price === undefined || legal.some((x) => x.kind === 'healer')) return false;
  if (c.blueprint !== true && buyer.gear.includes(c.gear)) return false;
  return buyer.fuel - price >= FUEL_RESERVE;
}

/**
 * Whether the party holds less Food than one day's meals (HU-HEALTH-13): a day spent resting or
 * working then costs Health and brings no Food, where a trip may meet a card that feeds the party.
 * With Food shared the party's stock counts; without, a character with none goes hungry whatever
 * his teammates hold (AMB-64).
 */
function shortOfFood(party: PartySight): boolean {
  const living = party.chars.filter((ch) => !ch.dead);
  if (!party.foodSharing) return living.some((ch) => ch.food < 1);
  return living.reduce((n, ch) => n + ch.food, 0) < living.length;
}

/**
 * A join that fills the party back up, or null: while the party has fewer living characters than
 * the table plays (one a seat, two for a lone player: HU-PLAYERS-01), a mission cannot be fielded
 * and is lost (HU-CAMP-03), so the seat with the fewest characters takes the first class the pack
 * offers. A full party takes no one in: who joins is the players' call.
 */
function refill(legal: readonly HuntersChoice[], party: PartySight): HuntersChoice | null {
  const joins = legal.filter((c): c is Extract<HuntersChoice, { kind: 'join' }> => c.kind === 'join');
  const seats = [...new Set(joins.map((c) => c.seat))];
  const living = party.chars.filter((ch) => !ch.dead);
  if (seats.length === 0 || living.length >= (seats.length === 1 ? 2 : seats.length)) return null;
  const held = (seat: string) => living.filter((ch) => ch.seat === seat).length;
  const seat = [...seats].sort((a, b) => held(a) - held(b))[0];
  return joins.find((c) => c.seat === seat) ?? null;
}

/**
 * Between missions, the healing gear worth using now (HU-HEALTH-05), or null. The rules offer a
 * use only where it would do something; the bots take one that is not wasted: an Antidote on a
 * poisoned character (poison takes a Health every day, HU-HEALTH-09), a kit on an unconscious one
 * (while anyone is down the days count double, HU-HEALTH-02), or a kit on a character missing at
 * least the Health it restores. The poisoned first, then the unconscious, then the most wounded;
 * a kit that would heal past the maximum is kept for a mission.
 */
function gearCare(legal: readonly HuntersChoice[], party: PartySight): HuntersChoice | null {
  let best: HuntersChoice | null = null;
  let bestScore = 0;
  for (const c of legal) {
    if (c.kind !== 'use-gear') continue;
    const does = party.care(c.gear);
    const on = party.chars.find((x) => x.id === c.on && !x.dead);
    if (!does || !on) continue;
    const missing = maxHealth(on) - on.health;
    const score =
      does.curesPoison && on.poisoned
        ? 3000 + missing
        : does.heal > 0 && on.health === 0
          ? 2000 + missing
          : does.heal > 0 && missing >= does.heal
            ? 1000 + missing
            : 0;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Between missions, what a sensible party does whenever the rules offer it, or null when nothing
 * presses. A character carrying more modules than his blue slots hold (HU-SHEET-04) puts them
 * down one at a time (`unloadChoice`): into his storeroom where the party is at the base, else to
 * a teammate with room, and thrown away only when neither is offered. A
 * killed character's belongings go to a survivor (HU-DIFF-06), before a party short of characters
 * takes one in (`refill`), who would start with his starting gear only. A level-up the XP pays
 * for is bought (HU-XP-02): XP is spent only between missions (AMB-07), so a mission launched
 * first would be fought a level short. Then healing gear that helps a wounded or poisoned
 * character is used (`gearCare`).
 */
function campaignDuty(
  legal: readonly HuntersChoice[],
  pick: (n: number) => number,
  party: PartySight,
): HuntersChoice | null {
  const any = (list: readonly HuntersChoice[]): HuntersChoice | null =>
    list.length > 0 ? (list[pick(list.length)] ?? null) : null;
  if (legal.some((c) => c.kind === 'discard')) {
    const unload = unloadChoice(legal, party);
    if (unload) return unload;
  }
  const inherit = legal.filter((c) => c.kind === 'leave' && party.chars.some((ch) => ch.id === c.character && ch.dead));
  return (
    any(inherit) ?? refill(legal, party) ?? any(legal.filter((c) => c.kind === 'level-up')) ?? gearCare(legal, party)
  );
}

/**
 * Between missions, how a character carrying more modules than his blue slots hold (HU-SHEET-04)
 * puts one down, or null when no module is offered to put down. A module kept may still pay for a
 * room or a blueprint, so none is lost that can be kept:
 * - at the base, one goes into his storeroom, where it is safe: the kind the campaign needs most
 *   (`moduleWorth`), so that what he still carries into the missions is what it misses least;
 * - else one goes to the teammate with the most room (between teammates with the same room, the
 *   one the party lists first), again the kind needed most, since what stays on his sheet may
 *   have to be thrown away next;
 * - only where neither is offered is one thrown away: the kind the campaign misses least, a
 *   spare kind first (`leastMissed`).
 * Ties go to the kind he carries most of, then to the first offered. Without the pack's worth
 * every kind counts the same.
 */
function unloadChoice(legal: readonly HuntersChoice[], party: PartySight): HuntersChoice | null {
  const kindOf = (item: string) => (item.startsWith('module:') ? item.slice('module:'.length) : undefined);
  // The rules offer a discard only to those carrying too many: the one named first puts one down.
  const who = legal.find((c) => c.kind === 'discard')?.character;
  const me = party.chars.find((c) => c.id === who);
  if (!me) return null;
  const count = (kind: string) => me.modules[kind as keyof typeof me.modules] ?? 0;
  const worth = party.worth;
  // The kind needed most is the one worth most: `leastMissed` with the worth turned round.
  const mostNeeded = worth ? (kind: string) => -worth(kind) : undefined;
  const stores = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'store' }> =>
      c.kind === 'store' && c.into && c.character === who && kindOf(c.gear) !== undefined,
  );
  if (stores.length > 0) return leastMissed(stores, (c) => kindOf(c.gear), count, mostNeeded);
  const gives = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'hand-over' }> =>
      c.kind === 'hand-over' && c.from === who && kindOf(c.item) !== undefined,
  );
  if (gives.length > 0) {
    const room = (id: string) => party.room?.(id) ?? 0;
    const to = gives.reduce((best, c) => (room(c.to) > room(best.to) ? c : best)).to;
    return leastMissed(
      gives.filter((c) => c.to === to),
      (c) => kindOf(c.item),
      count,
      mostNeeded,
    );
  }
  const drops = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'discard' }> =>
      c.kind === 'discard' && c.character === who && kindOf(c.item) !== undefined,
  );
  return leastMissed(drops, (c) => kindOf(c.item), count, worth);
}

/**
 * Between missions, the choices a bot takes among when nothing presses (`campaignDuty`): neither
 * heuristic sends a living character out of the campaign or hands him to another seat (HU-PLAYERS-03),
 * which is his player's call, not the bot's that plays him, nor takes a new one in (HU-PLAYERS-04):
 * a party short of one is refilled as a duty. Nor does a bot sell a character's gear or put it
 * away in his storeroom (HU-TRAVEL-09, HU-BASE-10): a weapon or an armor sold or left at the base
 * is missing from the next mission. Fuel Cells and modules may still go into the storeroom, where
 * they still pay. A purchase is made only when the party can afford it (`affordable`); a party
 * short of Food neither rests nor works (`shortOfFood`), and travels on; a mission starts with
 * everyone, the unconscious too (AMB-58); and healing gear is used only where it helps, as a duty
 * (`gearCare`), never by chance on a Health it would partly waste.
 */
function campaignCalm(legal: readonly HuntersChoice[], party: PartySight): HuntersChoice[] {
  const living = new Set(party.chars.filter((c) => !c.dead).map((c) => c.id));
  const hungry = shortOfFood(party);
  const stash = (c: HuntersChoice) =>
    c.kind === 'store' && c.into && c.gear !== 'fuel' && !c.gear.startsWith('module:');
  return legal.filter(
    (c) =>
      (c.kind !== 'leave' || !living.has(c.character)) &&
      c.kind !== 'sell' &&
      c.kind !== 'join' &&
      !stash(c) &&
      (c.kind !== 'buy' || affordable(c, party, legal)) &&
      !(hungry && (c.kind === 'rest' || c.kind === 'work')) &&
      (c.kind !== 'start-mission' || c.leaveOut === undefined) &&
      c.kind !== 'use-gear',
  );
}

/** Between missions: the duty that presses (`campaignDuty`), else any calm choice. */
function campaignChoice(
  legal: readonly HuntersChoice[],
  pick: (n: number) => number,
  party: PartySight,
): HuntersChoice {
  const duty = campaignDuty(legal, pick, party);
  if (duty) return duty;
  const calm = calmChoices(campaignCalm(legal, party), []);
  const pool = calm.length > 0 ? calm : legal;
  return pool[pick(pool.length)] ?? (legal[0] as HuntersChoice);
}

/**
 * A plain heuristic for the characters' seats: attack when possible, close in on the nearest
 * enemy, never walk off the board, and otherwise take what is offered. `pick(n)` is a random
 * whole number in 0..n-1 from the caller's seeded source. The pack, when given, tells the prices
 * between missions; without it the bot buys nothing. The table's options tell whether Food is shared.
 */
export function heuristicChoice(
  view: HuntersView,
  legal: readonly HuntersChoice[],
  pick: (n: number) => number,
  content?: HuntersContent,
  options: Options = {},
): HuntersChoice {
  if (view.phase === 'campaign') return campaignChoice(legal, pick, partyOf(view.campaign, content, options));
  const spread = spreadDefault(legal);
  if (spread) return spread;
  const any = (list: readonly HuntersChoice[]): HuntersChoice => list[pick(list.length)] ?? (legal[0] as HuntersChoice);
  const attacks = legal.filter(
    (c) => (c.kind === 'shoot' && c.targets.length > 0) || c.kind === 'melee' || areaOnEnemy(view.enemies, c),
  );
  if (attacks.length > 0) return any(attacks);
  const useful = legal.filter(
    (c) =>
      (c.kind === 'interact' && c.what !== 'use-gear') ||
      c.kind === 'heal' ||
      (c.kind === 'react' && c.weapon !== null) ||
      (c.kind === 'penalty' && c.character !== null),
  );
  if (useful.length > 0) return any(useful);
  const me = view.current ? view.chars.find((c) => c.id === view.current?.character) : undefined;
  const steps = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'step' }> =>
      c.kind === 'step' && c.x >= 0 && c.y >= 0 && c.x < view.width && c.y < view.height,
  );
  if (me?.pos && steps.length > 0) {
    const here = me.pos;
    const near = (x: number, y: number) =>
      Math.min(Infinity, ...view.enemies.map((e) => Math.max(Math.abs(e.pos.x - x), Math.abs(e.pos.y - y))));
    const now = near(here.x, here.y);
    const better = steps.filter((s) => near(s.x, s.y) < now);
    if (better.length > 0) return any(better);
  }
  const plays = legal.filter((c) => c.kind === 'play' || (c.kind === 'basic' && c.action !== 'interact'));
  if (plays.length > 0 && pick(4) > 0) return any(plays);
  const calm = calmChoices(legal, view.enemies);
  return any(calm.length > 0 ? calm : legal);
}

/**
 * How many playouts the search's first opinion of a root choice counts for (`prior`). The
 * heuristic's choices start some 0.15 above the others, so another choice must beat them by about
 * 0.15 x 40 / (40 + its playouts) on average before it gets the most visits: with a few hundred
 * playouts of a reward whose spread is some 0.2, a margin of one or two standard errors. At 10,
 * traced games of Q02 went to turning on the spot and swapping cards on differences of 0.01-0.03.
 */
export const PRIOR_WEIGHT = 40;

/**
 * How much less than the team heuristic's race the search first thinks of the attack on a collect
 * mission (see `racing` in `huntersBotKnowledge`): over PRIOR_WEIGHT playouts' worth, so the attack
 * is played only when its playouts come out clearly ahead of the race's.
 */
export const FIGHT_MARGIN = 0.03;

/**
 * Spaces a character covers in a turn on the way to a finding, for the search's sense of time on
 * a collect mission: a Dash (3, or 4 enhanced) and a Move of 1, or two Moves.
 */
export const PACE = 4;

/** What a mission asks of the team (the mission's victory condition). */
export type TeamGoal = 'eliminate' | 'collect' | 'survive';

/**
 * What the team heuristic reads of a position: a seat's view carries it, and so does a state the
 * search owns (`sightOf`), without building a whole view at every step of a playout.
 */
export interface TeamSight {
  readonly width: number;
  readonly height: number;
  readonly enemies: ReadonlyArray<{ readonly id: string; readonly pos: Pos; readonly health: number }>;
  readonly chars: ReadonlyArray<{
    readonly id: string;
    readonly pos: Pos | null;
    readonly hidden: boolean;
    readonly weapons?: readonly string[];
    /** Absent where the sight does not say: then taken as standing. */
    readonly health?: number;
    /** The campaign modules carried, by kind (absent: none known). */
    readonly modules?: Readonly<Partial<Record<string, number>>>;
  }>;
  readonly current: CharTurn | null;
  readonly terrain: Board | null;
  readonly collected: readonly string[];
  /** The pack's cards and guns, when known: without them the heuristic plays any card it holds. */
  readonly know?: TeamKnow;
  /**
   * The module tokens a character's sheet can still take (HU-SHEET-04), when known: a Collect is
   * offered only where they fit, so a character without room heads for no finding (a teammate
   * with room may). Unknown, every character heads for the findings.
   */
  readonly room?: (character: string) => number;
  /**
   * The room a character's sheet would have with every campaign module he carries handed over or
   * thrown away (HU-SHEET-04) and the gear parked in his blue slots that has its own slot free put
   * back there (HU-INTERACT-09), when known: a finding for a finding gains nothing, so the finding
   * tokens he holds stay counted, and a blue slot holding any other gear frees nothing.
   */
  readonly roomToMake?: (character: string) => number;
  /**
   * The blue slots a character could free by putting gear parked there back into its own slot,
   * nothing swapped out (`unparkRoomIn`), when known. Unknown, none.
   */
  readonly unparkRoom?: (character: string) => number;
  /**
   * What one module of a kind is worth to the campaign, when known (on a campaign's mission,
   * `moduleWorth`): 0 for a kind the party holds more of than it has use for. Unknown, every
   * kind is worth the same.
   */
  readonly worth?: (kind: string) => number;
}

/** What the team heuristic reads of the pack. */
export interface TeamKnow {
  /** The kinds of a card's activities, in printed order. */
  readonly activities: (card: string) => readonly string[];
  /** The kind of a card's enhancement, or null. */
  readonly boost: (card: string) => string | null;
  /** The longest range of the weapons' ranged columns (0 without a gun). */
  readonly reach: (weapons: readonly string[]) => number;
}

/** The pack's cards and guns as the team heuristic reads them. */
export function teamKnow(content: HuntersContent): TeamKnow {
  const cards = new Map(content.cards.map((c) => [c.id, c]));
  const gear = new Map(content.gear.map((g) => [g.id, g]));
  return {
    activities: (card) => (cards.get(card)?.activities ?? []).map((a) => a.kind),
    boost: (card) => cards.get(card)?.enhancement?.kind ?? null,
    reach: (weapons) => {
      let reach = 0;
      for (const w of weapons)
        (gear.get(w)?.ranged ?? []).forEach((col, i) => {
          if (col !== 'X') reach = Math.max(reach, i + 1);
        });
      return reach;
    },
  };
}

/** The finding spaces not yet taken. */
export function findingsLeft(sight: TeamSight): Pos[] {
  const out: Pos[] = [];
  for (const [k, sp] of Object.entries(sight.terrain?.spaces ?? {})) {
    if (!sp.finding || sight.collected.includes(k)) continue;
    const [x, y] = k.split(',').map(Number) as [number, number];
    out.push({ x, y });
  }
  return out;
}

/** The finding tokens on a Finding space not yet taken (HU-TERRAIN-07): one each. */
const FINDING_TOKENS = 1;

/** The module tokens a blue slot holding no gear takes (HU-SHEET-04). */
const SLOT_TOKENS = 6;

/** Whether a character has room on his sheet for what a finding holds; true where the sight does not say. */
function hasRoom(sight: TeamSight, character: string | undefined): boolean {
  return character === undefined || sight.room === undefined || sight.room(character) >= FINDING_TOKENS;
}

/** Whether a character has room for a finding, or can make it by shedding the modules he carries. */
function canTake(sight: TeamSight, character: string | undefined): boolean {
  if (hasRoom(sight, character)) return true;
  return character !== undefined && sight.roomToMake !== undefined && sight.roomToMake(character) >= FINDING_TOKENS;
}

/**
 * The finding spaces not yet taken that `character` could collect: none while his sheet is full
 * and throwing his modules away would not make room.
 */
export function findingsFor(sight: TeamSight, character: string | undefined): Pos[] {
  return canTake(sight, character) ? findingsLeft(sight) : [];
}

/**
 * What each module kind is worth to a campaign, as the party sees it: what the blueprints it holds
 * cost to build (HU-CRAFT-03, -04; a blueprint builds again and again, so each counts its cost
 * once) and what the levels its rooms still lack, none of them started, cost (HU-BASE-05), kind by
 * kind. A kind the party holds more of than all that asks (carried by its living characters, those
 * on the mission as their mission sheets show, and in their storerooms, HU-BASE-10) is spare: one
 * given up costs the party nothing, worth 0. Any other kind is worth what is asked of it: the more
 * the party's plans ask of a kind, the less it parts with one.
 */
export function moduleWorth(
  content: HuntersContent,
  camp: CampaignSight,
  onMission: ReadonlyArray<{ readonly id: string; readonly modules: Readonly<Partial<Record<string, number>>> }>,
): (kind: string) => number {
  const asked = new Map<string, number>();
  const ask = (cost: ReadonlyArray<{ readonly module: string; readonly count: number }>) => {
    for (const item of cost) asked.set(item.module, (asked.get(item.module) ?? 0) + item.count);
  };
  for (const id of camp.blueprints) ask(content.blueprints.find((b) => b.id === id)?.cost ?? []);
  for (const room of content.rooms) {
    // The levels built or under way are paid for (HU-BASE-05): the ones above them are still to pay.
    let reached = camp.rooms[room.id] ?? 0;
    for (const x of camp.expansions) if (x.room === room.id) reached = Math.max(reached, x.level);
    room.levels.forEach((level, i) => {
      if (i + 1 > reached) ask(level.cost);
    });
  }
  const held = new Map<string, number>();
  const hold = (bag: Readonly<Partial<Record<string, number>>>) => {
    for (const [kind, n] of Object.entries(bag)) held.set(kind, (held.get(kind) ?? 0) + (n ?? 0));
  };
  for (const ch of camp.chars) {
    if (ch.dead) continue;
    hold(onMission.find((m) => m.id === ch.id)?.modules ?? ch.modules);
    hold(ch.storeroom.modules);
  }
  return (kind) => {
    const need = asked.get(kind) ?? 0;
    return (held.get(kind) ?? 0) > need ? 0 : need;
  };
}

/**
 * The item the bot would part with, among choices that each name one module kind: the kind worth
 * least to the campaign where that is known (`moduleWorth`), then the kind he carries most of,
 * then the first in the list.
 */
function leastMissed<T extends HuntersChoice>(
  choices: readonly T[],
  kindOf: (c: T) => string | undefined,
  count: (kind: string) => number,
  worth: ((kind: string) => number) | undefined,
): T | null {
  let best: T | null = null;
  let bestWorth = Infinity;
  let most = -1;
  for (const c of choices) {
    const kind = kindOf(c);
    if (kind === undefined) continue;
    const w = worth ? worth(kind) : 0;
    const n = count(kind);
    if (w < bestWorth || (w === bestWorth && n > most)) {
      best = c;
      bestWorth = w;
      most = n;
    }
  }
  return best;
}

/**
 * On a collect mission, the acting character standing on a finding not yet taken with no room for
 * it on his sheet but room he can make (HU-SHEET-04): the choice that makes it. Where gear parked
 * in one of his blue slots has its own slot free, he puts it back there (an Interact,
 * HU-INTERACT-09, nothing swapped out): the blue slot it frees holds the finding and nothing is
 * lost. He does so with both actions left (the Collect takes the other), where throwing away would
 * cost an Interact too (the `discardAction` setting) and where nothing else makes the room; with
 * one action left a free discard keeps the Collect in this turn. Else, with both actions left and
 * a standing teammate with room on his space, he hands a carried module over (an Interact, then
 * the Collect with the other): the module stays with the party. Otherwise he throws one away,
 * never a finding token for a finding; under the `discardAction` setting that too is done inside
 * an Interact. Either way the module is the one the campaign misses least: a spare kind first,
 * then the kind its blueprints and rooms ask least of, then the kind he carries most of
 * (`leastMissed`). Null when none of that applies.
 */
export function makeRoomChoice(sight: TeamSight, legal: readonly HuntersChoice[]): HuntersChoice | null {
  const me = sight.current ? sight.chars.find((c) => c.id === sight.current?.character) : undefined;
  const at = me?.pos;
  if (!me || !at || hasRoom(sight, me.id) || !canTake(sight, me.id)) return null;
  const here = `${at.x},${at.y}`;
  if (sight.terrain?.spaces[here]?.finding !== true || sight.collected.includes(here)) return null;
  const count = (kind: string) => me.modules?.[kind] ?? 0;
  const moduleOf = (item: string | undefined) =>
    item?.startsWith('module:') ? item.slice('module:'.length) : undefined;
  // Inside an Interact: parked gear back into its own slot, else the hand-over, else the discard.
  const unpark = legal.find((c) => c.kind === 'unpark' && c.out === null);
  if (unpark) return unpark;
  const gives = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'exchange' }> =>
      c.kind === 'exchange' &&
      c.take.length === 0 &&
      c.give.length === 1 &&
      moduleOf(c.give[0]) !== undefined &&
      c.giveModules === undefined &&
      c.takeModules === undefined,
  );
  if (gives.length > 0) return leastMissed(gives, (c) => moduleOf(c.give[0]), count, sight.worth);
  const drops = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'discard' }> => c.kind === 'discard' && moduleOf(c.item) !== undefined,
  );
  const interact = legal.find((c) => c.kind === 'basic' && c.action === 'interact');
  const mate = sight.chars.some(
    (c) =>
      c.id !== me.id &&
      c.pos !== null &&
      c.pos.x === at.x &&
      c.pos.y === at.y &&
      (c.health === undefined || c.health > 0) &&
      hasRoom(sight, c.id) &&
      sight.room !== undefined,
  );
  const bothLeft = sight.current?.actions === 0 && !sight.current.activity;
  const unparks = (sight.unparkRoom?.(me.id) ?? 0) > 0;
  if (interact && unparks && !sight.current?.activity && (bothLeft || drops.length === 0)) return interact;
  if (interact && mate && bothLeft) return interact;
  if (drops.length > 0) return leastMissed(drops, (c) => moduleOf(c.item), count, sight.worth);
  // Under `discardAction` the discard waits inside an Interact.
  return interact && !sight.current?.activity ? interact : null;
}

/**
 * The choice that meets the mission's goal or saves a friend, when the rules offer it: reviving
 * an unconscious character, collecting a finding, or, for the acting character standing on a
 * finding not yet taken with room for it on his sheet, the Interact action that collects it
 * (HU-TERRAIN-07, HU-INTERACT-05, HU-SHEET-04).
 * Null when none is offered.
 */
export function objectiveChoice(
  sight: TeamSight,
  legal: readonly HuntersChoice[],
  goal?: TeamGoal,
): HuntersChoice | null {
  const revive = legal.find((c) => c.kind === 'interact' && c.what === 'revive');
  if (revive) return revive;
  const collect = legal.find((c) => c.kind === 'interact' && c.what === 'collect');
  if (collect) return collect;
  // On a collect mission, a full sheet on a finding makes room first (HU-SHEET-04).
  const room = goal === 'collect' ? makeRoomChoice(sight, legal) : null;
  if (room) return room;
  const me = sight.current ? sight.chars.find((c) => c.id === sight.current?.character) : undefined;
  const here = me?.pos ? `${me.pos.x},${me.pos.y}` : null;
  const onFinding =
    here !== null &&
    sight.terrain?.spaces[here]?.finding === true &&
    !sight.collected.includes(here) &&
    hasRoom(sight, me?.id);
  const interact = legal.find((c) => c.kind === 'basic' && c.action === 'interact');
  return onFinding && interact ? interact : null;
}

/**
 * The team's heuristic, by the mission's goal: attack the most worn-down enemy in reach, revive,
 * heal and take findings when offered, and move with the goal in mind: toward the nearest enemy
 * to eliminate them, toward the nearest finding not yet taken to collect, and away from the
 * enemies (hiding when it can) to survive. Never off the board; otherwise what is offered.
 */
export function teamChoice(
  view: TeamSight,
  legal: readonly HuntersChoice[],
  pick: (n: number) => number,
  goal: TeamGoal,
): HuntersChoice {
  const any = (list: readonly HuntersChoice[]): HuntersChoice => list[pick(list.length)] ?? (legal[0] as HuntersChoice);
  const cheb = (x: number, y: number, p: { x: number; y: number }) => Math.max(Math.abs(p.x - x), Math.abs(p.y - y));
  const nearest = (x: number, y: number, ps: ReadonlyArray<{ x: number; y: number }>) =>
    Math.min(Infinity, ...ps.map((p) => cheb(x, y, p)));
  const foes = view.enemies.map((e) => e.pos);
  const spread = spreadDefault(legal);
  if (spread) return spread;
  // Deployment: Hidden when the mission allows it (enemies ignore a Hidden character); to
  // survive, as far from the enemies as the zone allows.
  const deploys = legal.filter((c): c is Extract<HuntersChoice, { kind: 'deploy' }> => c.kind === 'deploy');
  if (deploys.length > 0) {
    const hidden = deploys.filter((c) => c.hidden);
    const pool = hidden.length > 0 ? hidden : deploys;
    if (goal !== 'survive') return any(pool);
    const far = Math.max(...pool.map((c) => nearest(c.x, c.y, foes)));
    return any(pool.filter((c) => nearest(c.x, c.y, foes) === far));
  }
  // To survive, a Hidden character keeps still: an attack, or a move in an enemy's sight, ends Hidden.
  const actor = view.current?.character ?? legal.find((c) => c.kind === 'react')?.character;
  if (goal === 'survive' && view.chars.find((c) => c.id === actor)?.hidden) {
    const still = legal.filter((c) => c.kind === 'end-turn' || c.kind === 'no-reaction' || c.kind === 'stop');
    if (still.length > 0) return any(still);
  }
  const health = new Map(view.enemies.map((e) => [e.id, e.health]));
  const weakest = (ids: readonly string[]) => Math.min(Infinity, ...ids.map((id) => health.get(id) ?? Infinity));
  const attacks = legal.filter(
    (c) => (c.kind === 'shoot' && c.targets.length > 0) || c.kind === 'melee' || areaOnEnemy(view.enemies, c),
  );
  if (attacks.length > 0) {
    // The attack on the enemy with the least Health left: a destroyed enemy no longer acts.
    const score = (c: HuntersChoice) =>
      c.kind === 'shoot' ? weakest(c.targets) : c.kind === 'melee' ? weakest([c.target]) : Infinity;
    const low = Math.min(...attacks.map(score));
    return any(attacks.filter((c) => score(c) === low));
  }
  // On a collect mission, a full sheet on a finding makes room for it, unless a friend is to be revived.
  if (goal === 'collect' && !legal.some((c) => c.kind === 'interact' && c.what === 'revive')) {
    const room = makeRoomChoice(view, legal);
    if (room) return room;
  }
  const first = (kinds: ReadonlyArray<(c: HuntersChoice) => boolean>) => {
    for (const k of kinds) {
      const found = legal.filter(k);
      if (found.length > 0) return any(found);
    }
    return null;
  };
  const useful = first([
    (c) => c.kind === 'interact' && c.what === 'revive',
    (c) => c.kind === 'interact' && c.what === 'collect',
    (c) => c.kind === 'heal',
    (c) => c.kind === 'interact' && c.what === 'reload',
    (c) => c.kind === 'react' && c.weapon !== null,
    (c) => c.kind === 'penalty' && c.character !== null,
    ...(goal === 'survive' ? [(c: HuntersChoice) => c.kind === 'hide'] : []),
  ]);
  if (useful) return useful;
  const me = view.current ? view.chars.find((c) => c.id === view.current?.character) : undefined;
  // Standing on a finding not yet taken: the Interact action that takes it.
  const goalNow = objectiveChoice(view, legal, goal);
  if (goalNow) return goalNow;
  // The findings this character could take: one whose sheet is full heads for none (HU-SHEET-04).
  const findings = findingsFor(view, me?.id);
  const know = view.know;
  const reach = know && me ? know.reach(me.weapons ?? []) : 0;
  // The action to take, when the pack's cards are known: on a collect mission move toward the
  // nearest finding; otherwise fight an enemy in melee or in a gun's range, or else close in (the
  // steps below go toward the nearest enemy: in these missions closing in wins more often than
  // keeping a gun's best range). A card that does it is played, enhanced where that helps.
  if (know && me?.pos && goal !== 'survive' && legal.some((c) => c.kind === 'play' || c.kind === 'basic')) {
    const playsOf = (activity: string, helps: readonly string[]) => {
      const cards = legal.filter(
        (c): c is Extract<HuntersChoice, { kind: 'play' }> =>
          c.kind === 'play' && know.activities(c.card)[0] === activity,
      );
      const boosted = cards.filter((c) => c.enhancement !== null && helps.includes(know.boost(c.enhancement) ?? ''));
      return boosted.length > 0 ? boosted : cards.filter((c) => c.enhancement === null);
    };
    const dist = nearest(me.pos.x, me.pos.y, foes);
    const attackBoosts = ['dice', 'to-hit', 'reroll'];
    let want: HuntersChoice[] = [];
    if (goal === 'collect' && findings.length > 0)
      want = [
        ...playsOf('move', ['mp']),
        ...legal.filter((c) => c.kind === 'basic' && (c.action === 'double-move' || c.action === 'move')),
      ];
    else if (dist === 0)
      want = [...playsOf('melee', attackBoosts), ...legal.filter((c) => c.kind === 'basic' && c.action === 'melee')];
    else if (dist <= reach) want = playsOf('ranged', attackBoosts);
    if (want.length === 0 && dist > reach && goal === 'eliminate')
      want = [
        ...playsOf('move', ['mp']),
        ...legal.filter((c) => c.kind === 'basic' && (c.action === 'double-move' || c.action === 'move')),
      ];
    if (want.length > 0) return any(want);
  }
  const steps = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'step' }> =>
      c.kind === 'step' && c.x >= 0 && c.y >= 0 && c.x < view.width && c.y < view.height,
  );
  if (me?.pos && steps.length > 0) {
    const here = me.pos;
    // Lower is better. A character with a gun closes to its best range, not into melee.
    const cost =
      goal === 'survive'
        ? (x: number, y: number) => -nearest(x, y, foes)
        : goal === 'collect' && findings.length > 0
          ? (x: number, y: number) => nearest(x, y, findings)
          : (x: number, y: number) => nearest(x, y, foes);
    const now = cost(here.x, here.y);
    let best = now;
    for (const st of steps) best = Math.min(best, cost(st.x, st.y));
    if (best < now) return any(steps.filter((st) => cost(st.x, st.y) === best));
  }
  const plays = legal.filter((c) => c.kind === 'play' || (c.kind === 'basic' && c.action !== 'interact'));
  if (plays.length > 0 && pick(4) > 0) return any(plays);
  const calm = calmChoices(legal, view.enemies);
  return any(calm.length > 0 ? calm : legal);
}

/**
 * What the bots know of The Hunters. The characters' seats play as one team (every character
 * shares the mission's victory, so search scores a win for all of them) and the enemies stay the
 * ruleset's own. A seat sees the map, every enemy and every character except the other players'
 * hands and the order of every deck; `determinize` deals those afresh: each deck and each other
 * hand from the character's cards not seen played, in their sizes. What the view does not carry
 * starts from a fresh setup of the same mission and team.
 */
export function huntersBotKnowledge(
  content: HuntersContent,
  options: Options = {},
): BotKnowledge<MissionState, HuntersChoice, HuntersView> {
  const rules = missionRules(content, options);
  const templates = new Map<string, MissionState>();

  const template = (view: HuntersView, dice: Dice): MissionState => {
    // A campaign's mission is set up for its whole party, those left out too (AMB-58):
    // the seats and the count of characters then match a set-up; the view's characters are the
    // ones on this mission.
    const party = view.campaign?.chars.filter((c) => !c.dead).map((c) => ({ class: c.id, seat: c.seat }));
    const team = party ?? view.chars.map((c) => ({ class: c.cls, seat: c.seat }));
    const seats = [...new Set(team.map((c) => c.seat))];
    const key = JSON.stringify([view.mission, team]);
    let t = templates.get(key);
    if (!t) {
      const r = rules.setup({ mission: view.mission, players: Math.max(1, seats.length), characters: team }, dice);
      if (!r.ok) throw new Error(`hunters bot: cannot set up mission ${view.mission}: ${r.error.code}`);
      t = r.value;
      templates.set(key, t);
    }
    return structuredClone(t);
  };

  const minus = (pool: readonly string[], ...taken: (readonly string[])[]): string[] => {
    const left = [...pool];
    for (const list of taken)
      for (const id of list) {
        const i = left.indexOf(id);
        if (i >= 0) left.splice(i, 1);
      }
    return left;
  };

  /**
   * Between missions a seat sees the whole campaign but the order of the Road and Town piles: each
   * pile is dealt afresh, in its size, from its deck's cards of its zone that the seat sees nowhere
   * else (read, kept, attached or removed).
   */
  const campaignState = (camp: CampaignView, seat: SeatId, dice: Dice): MissionState => {
    const {
      token: _t,
      roads,
      towns,
      faceUp: _f,
      late: _l,
      reading: _r,
      decks: _d,
      crafting: _c,
      overloaded: _o,
      ...rest
    } = camp;
    const seen = new Set([...camp.toRead, ...camp.kept, ...camp.removedCards, ...camp.attached.map((a) => a.card)]);
    const deal = (deck: 'road' | 'town', sizes: Record<string, number>) =>
      Object.fromEntries(
        Object.entries(sizes).map(([zone, n]) => [
          zone,
          dice
            .shuffle(
              content.events
                .filter((e) => e.deck === deck && String(e.zone) === zone && !seen.has(e.id))
                .map((e) => e.id),
            )
            .slice(0, n),
        ]),
      );
    const state: CampaignState = { ...structuredClone(rest), roads: deal('road', roads), towns: deal('town', towns) };
    const seats = [...new Set([seat, ...camp.chars.map((c) => c.seat)])];
    return betweenMissions(seats, state);
  };

  const determinize = (view: HuntersView, seat: SeatId, dice: Dice): MissionState => {
    if (view.phase === 'campaign' && view.campaign) return campaignState(view.campaign, seat, dice);
    const s = template(view, dice);
    s.turn = view.turn;
    s.phase = view.phase;
    // The fresh setup asks again where uneven groups stand; the view says what is still asked (AMB-69).
    if (view.spread) s.spread = view.spread.map((x) => x.group);
    else delete s.spread;
    s.enemies = view.enemies.map(({ name: _name, ...e }) => structuredClone(e));
    s.tokens = structuredClone(view.tokens);
    s.collected = [...view.collected];
    s.current = view.current ? structuredClone(view.current) : null;
    s.enemyQueue = [...view.enemyQueue];
    s.result = view.result ? { ...view.result } : null;
    s.chars = view.chars.map((v) => {
      const { deckCount, handCount, hand, choosable, ...shown } = v;
      const base = s.chars.find((c) => c.id === v.id);
      const cls = content.classes.find((c) => c.id === v.cls);
      // The cards neither played nor in a hand this seat can see, dealt in a fresh order.
      const known = hand ?? [];
      // A campaign's mission deals the deck its campaign shows (HU-MSETUP-01), else the starting deck.
      const cards = view.campaign?.decks.find((d) => d.character === v.id)?.cards ?? cls?.startingDeck ?? [];
      const pool = dice.shuffle(choosable ? [...choosable] : minus(cards, v.used, known));
      const dealtHand = hand ? [...hand] : pool.splice(0, handCount);
      const char: CharState = {
        ...(base ?? ({} as CharState)),
        ...structuredClone(shown),
        hand: dealtHand,
        deck: pool.slice(0, deckCount),
      };
      return char;
    });
    return s;
  };

  const maxHealth = (kind: string) => content.enemies.find((e) => e.id === kind)?.health ?? 1;
  const missionOf = (id: string) => content.missions.find((m) => m.id === id);
  const know = teamKnow(content);
  const goalOf = (mission: string): TeamGoal => missionOf(mission)?.victory.kind ?? 'eliminate';

  /** What the team heuristic reads of a state: the state's own lists and the mission's board, no copies. */
  const sightOf = (s: MissionState): TeamSight => {
    const m = missionOf(s.mission);
    // The campaign's worth of each module kind, worked out only when a module is to be parted with.
    const camp = s.campaign;
    let worth: ((kind: string) => number) | undefined;
    return {
      width: m?.width ?? 0,
      height: m?.height ?? 0,
      enemies: s.enemies,
      chars: s.chars,
      current: s.current,
      terrain: m ? buildBoard(content, m) : null,
      collected: s.collected,
      know,
      room: (id) => {
        const ch = s.chars.find((c) => c.id === id);
        return ch ? moduleRoomIn(content, ch) : 0;
      },
      roomToMake: (id) => {
        const ch = s.chars.find((c) => c.id === id);
        if (!ch) return 0;
        let carried = 0;
        for (const n of Object.values(ch.modules)) carried += n ?? 0;
        return (
          moduleRoomIn(content, ch) + carried + (ch.parked.length > 0 ? SLOT_TOKENS * unparkRoomIn(content, ch) : 0)
        );
      },
      unparkRoom: (id) => {
        const ch = s.chars.find((c) => c.id === id);
        return ch && ch.parked.length > 0 ? unparkRoomIn(content, ch) : 0;
      },
      ...(camp ? { worth: (kind: string) => (worth ??= moduleWorth(content, camp, s.chars))(kind) } : {}),
    };
  };
  const team = (s: MissionState, legal: readonly HuntersChoice[], dice: Dice): HuntersChoice => {
    const pick = (n: number) => (n <= 1 ? 0 : dice.pick(n));
    if (s.phase === 'campaign') return campaignChoice(legal, pick, partyOf(s.campaign ?? null, content, options));
    return teamChoice(sightOf(s), legal, pick, goalOf(s.mission));
  };

  /**
   * How far the team is toward the mission's goal, 0..1: the share of the enemies' starting
   * Health taken off (a destroyed enemy, gone from the board, counts all of it), the findings
   * held over those asked, or the turns gone over the mission's last.
   */
  const goalProgress = (s: MissionState): number => {
    const mission = missionOf(s.mission);
    if (!mission) return 0;
    const v = mission.victory;
    if (v.kind === 'collect') return Math.min(1, s.chars.reduce((n, c) => n + c.findings, 0) / Math.max(1, v.findings));
    if (v.kind === 'survive') return mission.maxTurns > 0 ? Math.min(1, Math.max(0, s.turn - 1) / mission.maxTurns) : 0;
    let start = 0;
    for (const g of mission.enemies) start += g.count * maxHealth(g.enemy);
    let left = 0;
    for (const e of s.enemies) left += Math.min(maxHealth(e.kind), Math.max(0, e.health));
    return start > 0 ? Math.max(0, 1 - left / start) : 0;
  };

  /**
   * How near the team stands to what it must reach next, 0..1 (1 when a character is on it): on a
   * collect mission the nearest finding not yet taken, on an eliminate mission the nearest enemy;
   * nothing on a survive mission. It lets search tell a step toward the goal from one away.
   */
  const approach = (s: MissionState): number => {
    const goal = goalOf(s.mission);
    if (goal === 'survive') return 0;
    const sight = sightOf(s);
    const targets = goal === 'collect' ? findingsLeft(sight) : s.enemies.map((e) => e.pos);
    if (targets.length === 0) return 0;
    let best = Infinity;
    for (const c of s.chars) {
      if (c.dead || c.health <= 0 || !c.pos || (goal === 'collect' && !canTake(sight, c.id))) continue;
      for (const t of targets) best = Math.min(best, Math.max(Math.abs(t.x - c.pos.x), Math.abs(t.y - c.pos.y)));
    }
    return best === Infinity ? 0 : 1 / (1 + best);
  };

  /**
   * 0 lost .. 1 won for the whole team: progress toward the mission's goal, the characters'
   * Health (the mission is lost when none is left standing) and, a little, how near the team is
   * to its next goal. A destroyed enemy counts as all of its Health taken, so finishing a
   * worn-down enemy always scores. A collect mission has its own (`collectValue`).
   */
  const evaluate = (s: MissionState, seat: SeatId): number => {
    const o = rules.outcome(s);
    if (o) return o.winners.includes(seat) ? 1 : o.draw === true ? 0.5 : 0;
    let health = 0;
    for (const c of s.chars) health += c.dead ? 0 : Math.max(0, c.health) / Math.max(1, c.maxHealth);
    const teamShare = s.chars.length > 0 ? health / s.chars.length : 0;
    const v =
      goalOf(s.mission) === 'collect'
        ? collectValue(s, teamShare)
        : 0.1 + 0.5 * goalProgress(s) + 0.3 * teamShare + 0.05 * approach(s);
    return Math.min(0.99, Math.max(0.01, v));
  };

  /**
   * A collect mission's value short of its end: the findings held, the characters' Health, the
   * enemies' Health taken off (a little: a destroyed dog bites no more) and whether the findings
   * left are still in reach in the turns left (`inTime`). Early on a step nearer a finding is worth
   * less than a Health kept; as the turns run out, each space nearer is worth more, and a finding
   * no standing character can reach any more is worth nothing.
   */
  const collectValue = (s: MissionState, teamShare: number): number => {
    const mission = missionOf(s.mission);
    const progress = goalProgress(s);
    let start = 0;
    for (const g of mission?.enemies ?? []) start += g.count * maxHealth(g.enemy);
    let left = 0;
    for (const e of s.enemies) left += Math.min(maxHealth(e.kind), Math.max(0, e.health));
    const taken = start > 0 ? Math.max(0, 1 - left / start) : 0;
    return 0.1 + 0.45 * progress + 0.25 * teamShare + 0.05 * taken + 0.15 * (1 - progress) * inTime(s);
  };

  /**
   * 0..1: how comfortably a standing character with room for it on his sheet can still reach the
   * nearest finding not yet taken: 1 on it, 0 when it lies further than `PACE` spaces a turn can
   * cover in the turns left (this one counted), and in between the share of those spaces not needed.
   */
  const inTime = (s: MissionState): number => {
    const mission = missionOf(s.mission);
    const sight = sightOf(s);
    const findings = findingsLeft(sight);
    if (!mission || findings.length === 0) return 0;
    let best = Infinity;
    for (const c of s.chars) {
      // Only a character with room on his sheet, or room he can make, takes a finding (HU-SHEET-04).
      if (c.dead || c.health <= 0 || !c.pos || !canTake(sight, c.id)) continue;
      for (const f of findings) best = Math.min(best, Math.max(Math.abs(f.x - c.pos.x), Math.abs(f.y - c.pos.y)));
    }
    if (best === Infinity) return 0;
    const reach = PACE * Math.max(0, mission.maxTurns - s.turn + 1);
    return reach > 0 ? Math.max(0, 1 - best / reach) : 0;
  };

  /** The choices that keep a Hidden character Hidden on a survive mission, or null when that does not apply. */
  const keepStill = (s: MissionState, legal: readonly HuntersChoice[]): HuntersChoice[] | null => {
    if (goalOf(s.mission) !== 'survive') return null;
    const actor = s.current?.character ?? legal.find((c) => c.kind === 'react')?.character;
    if (!s.chars.find((c) => c.id === actor)?.hidden) return null;
    const still = legal.filter((c) => c.kind === 'end-turn' || c.kind === 'no-reaction' || c.kind === 'stop');
    return still.length > 0 ? still : null;
  };

  /**
   * On a collect mission with findings left that the acting character has room to take, his choice
   * of action: searched between two candidates (`collectCandidates`), the team heuristic's race to
   * the nearest finding and, when an enemy is in melee or in the reach of the character's gun, the
   * attack the team heuristic would make on an eliminate mission (the blow, or the shooting card at
   * the enemy with the least Health left). Searching every choice spread a second's some tens of playouts over
   * twenty cards, enhancements, swaps and turns on the spot: it could not tell a step nearer a
   * finding from the dice's noise, and in 9 games ran out of turns in 5 where the heuristic won 11
   * of 20. The team heuristic's action there is always a move: 12 of its 13 lost games of S03
   * (seeds 1-30) ended with both characters down on the way past the dogs to the far finding.
   */
  const racing = (s: MissionState, legal: readonly HuntersChoice[]): boolean =>
    goalOf(s.mission) === 'collect' &&
    s.current !== null &&
    legal.some((c) => c.kind === 'play' || c.kind === 'basic') &&
    findingsFor(sightOf(s), s.current.character).length > 0;

  /** The race to the nearest finding and, when one is in reach, the attack (see `racing`), first choices to the first. */
  const collectCandidates = (s: MissionState, legal: readonly HuntersChoice[]): HuntersChoice[] => {
    const sight = sightOf(s);
    const first = () => 0;
    const race = teamChoice(sight, legal, first, 'collect');
    const fight = teamChoice(sight, legal, first, 'eliminate');
    const attack =
      (fight.kind === 'basic' && fight.action === 'melee') ||
      (fight.kind === 'play' && ['melee', 'ranged'].includes(know.activities(fight.card)[0] ?? ''));
    return attack && JSON.stringify(fight) !== JSON.stringify(race) ? [race, fight] : [race];
  };

  /**
   * On a collect mission with findings left, a reaction to an enemy: the heuristic's too. With
   * the action left to the race, the search had only these (about three a game on S03, some
   * thirty playouts each, between Take Cover squares and no reaction worth the same within the
   * noise); its games were the heuristic's up to the first of them, and it won 10 of 30 on S03
   * (seeds 1-30) where the heuristic won 17 of 30.
   */
  const bracing = (s: MissionState, legal: readonly HuntersChoice[]): boolean =>
    goalOf(s.mission) === 'collect' &&
    legal.some((c) => c.kind === 'react' || c.kind === 'no-reaction') &&
    findingsLeft(sightOf(s)).length > 0;

  /**
   * The acting character stands in melee with an enemy and may attack it (a melee card or the
   * Melee Attack): the team heuristic's blow is played. Some hundreds of playouts could not tell
   * it from turning on the spot or swapping a card, and chose those in traced games of Q02.
   */
  const brawling = (s: MissionState, legal: readonly HuntersChoice[]): boolean => {
    const me = s.current ? s.chars.find((c) => c.id === s.current?.character) : undefined;
    const at = me?.pos;
    if (!at || !s.enemies.some((e) => e.pos.x === at.x && e.pos.y === at.y)) return false;
    return legal.some(
      (c) =>
        (c.kind === 'basic' && c.action === 'melee') || (c.kind === 'play' && know.activities(c.card)[0] === 'melee'),
    );
  };

  /**
   * Decisions the search leaves to the team heuristic: where an uneven enemy group's extra enemies
   * stand (the default, AMB-69), the starting hand, deployment (Hidden when the mission allows
   * it), who acts next, the players' share of the enemy phase (which enemy goes first among
   * equals, ties of an enemy's move, the Penalty Attack), the target and weapon of an attack (the
   * enemy with the least Health left), the steps of a move (toward the goal: the search
   * chooses the action, a move or another, and the heuristic walks it, so a second of search goes
   * to the choices that matter), ending a turn with no action left, on a collect mission the
   * reactions while findings are left (`bracing`; the action is searched between the race and the
   * attack, `racing`), elsewhere the action of a character in melee (`brawling`),
   * taking a finding or reviving a friend when the rules offer it (the goal itself, never worse
   * than anything else that action could do), on a survive mission, a Hidden character's
   * turn and reactions, where keeping still is what keeps the enemies away, and every choice
   * between missions (`campaignChoice`).
   */
  const routineOf = (s: MissionState, legal: readonly HuntersChoice[], dice: Dice | null): HuntersChoice | null => {
    // Between missions the evaluation has no mission to read, so search could not tell one choice
    // from another: the heuristic's choice stands (`campaignChoice`).
    if (s.phase === 'campaign')
      return campaignChoice(
        legal,
        (n) => (n <= 1 || dice === null ? 0 : dice.pick(n)),
        partyOf(s.campaign ?? null, content, options),
      );
    // Searched between the race and the attack, unless the character stands on a finding.
    if (racing(s, legal)) return objectiveChoice(sightOf(s), legal, goalOf(s.mission));
    const routine =
      legal.some(
        (c) =>
          c.kind === 'spread' ||
          c.kind === 'keep' ||
          c.kind === 'deploy' ||
          c.kind === 'activate' ||
          c.kind === 'enemy-first' ||
          c.kind === 'tie' ||
          c.kind === 'penalty' ||
          c.kind === 'melee' ||
          c.kind === 'shoot' ||
          c.kind === 'area',
      ) ||
      legal.every(
        (c) =>
          c.kind === 'end-turn' ||
          c.kind === 'rotate' ||
          c.kind === 'morale-mp' ||
          c.kind === 'stop' ||
          c.kind === 'step',
      ) ||
      keepStill(s, legal) !== null ||
      bracing(s, legal) ||
      brawling(s, legal);
    if (routine)
      return teamChoice(sightOf(s), legal, (n) => (n <= 1 || dice === null ? 0 : dice.pick(n)), goalOf(s.mission));
    return objectiveChoice(sightOf(s), legal, goalOf(s.mission));
  };

  const routineChoice = (
    s: MissionState,
    _seat: SeatId,
    legal: readonly HuntersChoice[],
    dice: Dice,
  ): HuntersChoice | null => routineOf(s, legal, dice);

  /**
   * The search's first opinion of each choice: the position's own value, more for the choices
   * the team heuristic takes (by how often, over a few draws of its tie-breaks), less for the
   * others and less again for turning on the spot, swapping a card or ending the turn with
   * actions left. A playout costs about a turn of the game, so a second searches some tens of
   * them: the search weighs the heuristic's candidates against each other and leaves them only
   * where its playouts find clearly better.
   */
  const prior = (s: MissionState, seat: SeatId, legal: readonly HuntersChoice[], dice: Dice): number[] => {
    const base = evaluate(s, seat);
    const draws = 8;
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const k = JSON.stringify(team(s, legal, dice));
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    // On a collect mission, the attack the search weighs against the race (see `racing`).
    const fight = racing(s, legal) ? collectCandidates(s, legal)[1] : undefined;
    const fightKey = fight ? JSON.stringify(fight) : null;
    const idle = (c: HuntersChoice) => c.kind === 'rotate' || c.kind === 'cycle' || c.kind === 'end-turn';
    return legal.map((c) => {
      const k = JSON.stringify(c);
      const n = counts.get(k) ?? 0;
      if (n > 0) return base + 0.05 + (0.05 * n) / draws;
      if (k === fightKey) return base + 0.1 - FIGHT_MARGIN;
      return base - 0.1 - (idle(c) ? 0.05 : 0);
    });
  };

  return {
    determinize,
    evaluate,
    routineChoice,
    prior,
    // Inside the tree, a decision the bot leaves to routine has the one choice the routine makes
    // (ties to the first): the tree plays as the bot will, its visits go to the decisions it
    // searches, and a continuation it follows never overrides the routine (a step away from the
    // goal, a blow with bare hands beside a knife). A Hidden character on a survive mission keeps
    // still; on a collect mission an action is the race or the attack (`collectCandidates`).
    macroChoices: (s, seat) => {
      // Raising the campaign's difficulty is the players' call, never the bot's (HU-DIFF-01); its
      // decks are the program's (`calmChoices`).
      const legal = rules.legalChoices(s, seat).filter((c) => c.kind !== 'difficulty' && c.kind !== 'deck');
      const still = keepStill(s, legal);
      if (still) return still;
      const routine = routineOf(s, legal, null);
      if (routine) return [routine];
      return racing(s, legal) ? collectCandidates(s, legal) : legal;
    },
    heuristicChoice: (s, _seat, legal, dice) => team(s, legal, dice),
    // Playouts follow the team heuristic (read off the state, no view built) through about a
    // turn, with a tenth of the choices at random, and are scored by the evaluation. A choice's
    // prior counts for PRIOR_WEIGHT playouts: the heuristic's choice stays unless another is
    // clearly better.
    search: { playout: 'heuristic', epsilon: 0.1, playoutDepth: 40, priorWeight: PRIOR_WEIGHT, exploration: 0.4 },
  };
}
