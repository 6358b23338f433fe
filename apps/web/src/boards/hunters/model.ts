/**
 * What the Hunters board knows of the view and the choices. Everything is read defensively: a
 * field the ruleset drops or renames leaves a panel empty rather than breaking the page.
 */
import type { LoggedEvent } from '../../components/EventLog.tsx';
import { onTheBoard, zoneOf, type Zone } from '@skirmish/hunters';

export interface Pos {
  readonly x: number;
  readonly y: number;
}

export interface HuChar {
  readonly id: string;
  readonly name: string;
  readonly cls: string;
  readonly seat: string;
  readonly pos: Pos | null;
  readonly facing: number;
  readonly offBoard: boolean;
  readonly health: number;
  readonly maxHealth: number;
  readonly strength: number;
  readonly morale: number;
  readonly weapons: readonly string[];
  readonly armor: string | null;
  readonly equipment: readonly string[];
  readonly accessories: ReadonlyArray<{ readonly gear: string; readonly weapon: string }>;
  readonly loaded: readonly string[];
  readonly fuel: number;
  readonly hidden: boolean;
  readonly acted: boolean;
  readonly stunned: boolean;
  /** EMP: disabled through this turn number, 0 when never struck (absent from older views). */
  readonly disabledThrough?: number;
  readonly dead: boolean;
  readonly findings: number;
  /** Modules carried in from the campaign, by kind, and gear put away in a blue slot (absent from older views). */
  readonly modules?: Readonly<Record<string, number>>;
  readonly parked?: readonly string[];
  readonly used: readonly string[];
  readonly deckCount: number;
  readonly handCount: number;
  readonly hand: readonly string[] | null;
  readonly choosable: readonly string[] | null;
}

export interface HuEnemy {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly pos: Pos;
  readonly facing: number;
  readonly health: number;
  /** EMP: disabled through this turn number, 0 when never struck (absent from older views). */
  readonly disabledThrough?: number;
}

export interface HuSpace {
  readonly vantage?: boolean;
  readonly cover?: boolean;
  readonly openGround?: boolean;
  readonly finding?: boolean;
  readonly covered?: boolean;
}

export interface HuCampaignChar {
  readonly id: string;
  readonly seat: string;
  readonly level: number;
  readonly xp: number;
  readonly health: number;
  readonly baseMaxHealth: number;
  readonly poisoned: boolean;
  readonly food: number;
  readonly fuel: number;
  readonly modules: Readonly<Record<string, number>>;
  readonly gear: readonly string[];
  readonly implants: readonly string[];
  /** The skill cards attached to the character (newer views only). */
  readonly skills?: readonly string[];
  readonly storeroom?: {
    readonly gear: readonly string[];
    readonly fuel: number;
    readonly modules?: Readonly<Record<string, number>>;
  };
  readonly dead: boolean;
}

/** A character's mission deck between missions (HU-MSETUP-01), as the view carries it. */
export interface HuDeck {
  readonly character: string;
  /** The 25 cards the next mission deals him. */
  readonly cards: readonly string[];
  /** Whether the players set the deck (else it is the program's). */
  readonly set: boolean;
  /** Whether he owns more usable cards than a deck holds, so that there is a deck to choose. */
  readonly choice: boolean;
  /** Each action card he owns, with its copies and its level. */
  readonly owned: ReadonlyArray<{ readonly card: string; readonly count: number; readonly level: number }>;
}

/** The size of a mission deck (HU-MSETUP-01). */
export const DECK_SIZE = 25;

/** How many of each card a list holds. */
export function deckCounts(cards: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of cards) out[id] = (out[id] ?? 0) + 1;
  return out;
}

/**
 * Why a deck of these counts cannot go, as the rules would refuse it, or null when it can: 25
 * cards, no more copies of a card than owned, no card above the character's level (HU-XP-07).
 */
export function deckFault(
  deck: HuDeck,
  level: number,
  counts: Readonly<Record<string, number>>,
): 'size' | 'copies' | 'level' | null {
  for (const o of deck.owned) {
    const n = counts[o.card] ?? 0;
    if (n > o.count) return 'copies';
    if (n > 0 && o.level > level) return 'level';
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return total === DECK_SIZE ? null : 'size';
}

/** The deck the counts make, a card as many times as counted, in the order the character owns them. */
export function deckOf(deck: HuDeck, counts: Readonly<Record<string, number>>): string[] {
  return deck.owned.flatMap((o) => Array.from({ length: counts[o.card] ?? 0 }, () => o.card));
}

export interface HuCampaign {
  readonly day: number;
  readonly token?: { readonly side: string; readonly space: number };
  readonly chars: readonly HuCampaignChar[];
  readonly rooms: Readonly<Record<string, number>>;
  readonly expansions: ReadonlyArray<{ readonly room: string; readonly level: number; readonly due: number }>;
  readonly constructions: ReadonlyArray<{
    readonly room: string;
    readonly gear: string;
    readonly due: number;
    readonly owner: string;
  }>;
  readonly location: string;
  readonly markers: readonly string[];
  readonly eventTokens: ReadonlyArray<{ readonly letter: string; readonly card: string; readonly due: number }>;
  readonly attached: ReadonlyArray<{ readonly card: string; readonly location: string; readonly over: boolean }>;
  readonly toRead: readonly string[];
  readonly launched: string | null;
  readonly wonMissions: readonly string[];
  /** The main-plot missions played out, won or lost (newer views only). */
  readonly resolvedMissions?: readonly string[];
  readonly inMission: boolean;
  readonly result: string | null;
  readonly difficulty?: string;
  /** Story tokens I-V the party holds and the job difficulties cards set (HU-EVENT-08). */
  readonly storyTokens?: readonly string[];
  readonly jobs?: ReadonlyArray<{ readonly card: string; readonly level: number }>;
  /**
   * What the party brought back, while it is drafted one item a pick (table option `spoilsDraft`,
   * HU-XP-11): the items left (`fuel`, `module:<kind>`) and whose pick it is (null: the tied
   * leaders', the players' first pick deciding who starts).
   */
  readonly spoils?: { readonly items: readonly string[]; readonly next: string | null };
  /** Each living character's mission deck and what it may be built from (HU-MSETUP-01); newer views only. */
  readonly decks?: readonly HuDeck[];
  /** The blueprints the party holds, by id (HU-CRAFT-01, -02); newer views only. */
  readonly blueprints?: readonly string[];
  /**
   * The reference list of the pack's blueprints, each piece's room, level and days (HU-CRAFT-09),
   * and its blueprint's id where the view gives it; newer views only.
   */
  readonly crafting?: ReadonlyArray<{
    readonly blueprint?: string;
    readonly gear: string;
    readonly room: string;
    readonly level: number;
    readonly days: number;
  }>;
  /**
   * The characters carrying more modules than their blue slots hold, who put the extra down before
   * the party goes on (HU-SHEET-04); newer views only.
   */
  readonly overloaded?: ReadonlyArray<{ readonly character: string; readonly carried: number; readonly room: number }>;
  /**
   * What a rest, a day's work and a journey between locations would take in days as things stand
   * (HU-CAMP-11, HU-HEALTH-02, -04); newer views only.
   */
  readonly forecast?: {
    readonly rest: HuForecast;
    readonly work: HuForecast;
    readonly travel: HuForecast;
  };
}

/** One decision's days as the view counts them ahead. */
export interface HuForecast {
  readonly usual: number;
  readonly days: number;
  readonly doubled: boolean;
  readonly penalty: number;
  readonly hungry: readonly string[];
  readonly lost: boolean;
  /** The days among those counted whose own card comes up (15, 28): it may change the count; newer views only. */
  readonly cards?: readonly number[];
}

export interface HuView {
  readonly seat: string | null;
  readonly mission: string;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly turn: number;
  readonly maxTurns: number;
  readonly phase: string;
  readonly time: string;
  readonly weather: string;
  readonly chars: readonly HuChar[];
  readonly enemies: readonly HuEnemy[];
  readonly tokens: ReadonlyArray<{ readonly id: string; readonly kind: string; readonly pos: Pos }>;
  /** Gear the players laid on the map (traps, generators, Disruptors); newer views only. */
  readonly placed: ReadonlyArray<{
    readonly id: string;
    readonly gear: string;
    readonly pos: Pos;
    readonly armed?: boolean;
  }>;
  readonly collected: readonly string[];
  readonly current: { readonly character: string; readonly actions?: number } | null;
  readonly enemyQueue: readonly string[];
  readonly deployment: readonly Pos[];
  readonly terrain: {
    readonly width: number;
    readonly height: number;
    readonly spaces: Readonly<Record<string, HuSpace>>;
    readonly edges: Readonly<Record<string, string>>;
  } | null;
  readonly campaign: HuCampaign | null;
  /** The cards of the acting character that, played now, would strike nothing (newer views only). */
  readonly idle?: readonly string[];
  /**
   * Present while the acting character, choosing a card, stands in melee: his cards then bring only
   * their melee attacks and moves, which an enhancement is counted among (HU-ACTION-18; newer views only).
   */
  readonly meleeNow?: true;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function asHuntersView(v: unknown): HuView | null {
  if (!isObj(v) || typeof v['phase'] !== 'string' || !Array.isArray(v['chars']) || !Array.isArray(v['enemies']))
    return null;
  const view = v as unknown as HuView;
  return {
    ...view,
    tokens: Array.isArray(v['tokens']) ? view.tokens : [],
    placed: Array.isArray(v['placed']) ? view.placed : [],
    deployment: Array.isArray(v['deployment']) ? view.deployment : [],
    enemyQueue: Array.isArray(v['enemyQueue']) ? view.enemyQueue : [],
    collected: Array.isArray(v['collected']) ? view.collected : [],
    terrain: isObj(v['terrain']) ? view.terrain : null,
    campaign: isObj(v['campaign']) ? view.campaign : null,
  };
}

/** A legal choice of a given kind, typed by its fields as the board reads them. */
export type Choice = { readonly kind: string } & Readonly<Record<string, unknown>>;

export function choicesOf(legal: readonly unknown[]): Choice[] {
  return legal.filter((c): c is Choice => isObj(c) && typeof c['kind'] === 'string');
}

export const key = (p: Pos): string => `${p.x},${p.y}`;

export const FACING_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** Facing vectors with y growing north, as the ruleset counts them. */
export const FACING_VECTORS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The last turn a figure struck by EMP stays disabled (HU-MENTAL-06), while it is so; null when it
 * is not. The ruleset's test (`isDisabled`) read off the view: 0 is no turn, and the figure is out
 * of action up to the end of the turn it was disabled through.
 */
export function disabledUntil(view: Pick<HuView, 'turn'>, x: Pick<HuChar | HuEnemy, 'disabledThrough'>): number | null {
  const through = num(x.disabledThrough);
  return through !== null && through > 0 && through >= view.turn ? through : null;
}

/** A choice's target square: `x`/`y`, or a reaction's `to`. */
export function squareOf(c: Choice): string | null {
  const x = num(c['x']);
  const y = num(c['y']);
  if (x !== null && y !== null) return `${x},${y}`;
  const to = c['to'];
  if (isObj(to)) {
    const tx = num(to['x']);
    const ty = num(to['y']);
    if (tx !== null && ty !== null) return `${tx},${ty}`;
  }
  return null;
}

/** The choices that act on one square of the map (a step, a deployment, a shot or a reaction there). */
export function bySquare(choices: readonly Choice[]): Map<string, Choice[]> {
  const out = new Map<string, Choice[]>();
  for (const c of choices) {
    if (!['step', 'deploy', 'shoot', 'area', 'react'].includes(c.kind)) continue;
    const k = squareOf(c);
    if (k === null) continue;
    out.set(k, [...(out.get(k) ?? []), c]);
  }
  return out;
}

/**
 * What an enemy's token shows to tell it from others of its kind: the number the lists and the log
 * give it ("Giant Rat 3" is enemy `e3`), or its id where it has no number.
 */
export function enemyTokenTag(id: string): string {
  return /^e(\d+)$/.exec(id)?.[1] ?? id;
}

/**
 * The steps that lead off the map (HU-MOVE-09): the character who takes one leaves the board and
 * the mission for good, so the board sets them apart and asks before it plays one.
 */
export function offBoardSteps(choices: readonly Choice[], view: Pick<HuView, 'width' | 'height'>): Choice[] {
  if (!(view.width > 0 && view.height > 0)) return [];
  return choices.filter((c) => {
    const x = num(c['x']);
    const y = num(c['y']);
    return c.kind === 'step' && x !== null && y !== null && (x < 0 || y < 0 || x >= view.width || y >= view.height);
  });
}

/** The choices that name one enemy (melee on it, a shot at it, it acting first). */
export function byEnemy(choices: readonly Choice[]): Map<string, Choice[]> {
  const out = new Map<string, Choice[]>();
  const add = (id: string, c: Choice) => out.set(id, [...(out.get(id) ?? []), c]);
  for (const c of choices) {
    if (c.kind === 'melee' && typeof c['target'] === 'string') add(c['target'], c);
    if (c.kind === 'enemy-first' && typeof c['enemy'] === 'string') add(c['enemy'], c);
    if (c.kind === 'shoot' && Array.isArray(c['targets']))
      for (const t of c['targets']) if (typeof t === 'string') add(t, c);
  }
  return out;
}

/** The choices about one card in hand: keep it, play it (alone or enhanced), cycle it, react with it. */
export function byCard(choices: readonly Choice[]): Map<string, Choice[]> {
  const out = new Map<string, Choice[]>();
  for (const c of choices) {
    if (!['keep', 'play', 'cycle', 'react'].includes(c.kind) || typeof c['card'] !== 'string') continue;
    out.set(c['card'], [...(out.get(c['card']) ?? []), c]);
  }
  return out;
}

/** One space next to an enemy and the zone of it the rules see there: an attacker there strikes its Front, Flank or Back. */
export interface Arc {
  readonly x: number;
  readonly y: number;
  /** The step from the enemy's space to this one, each of -1, 0 or 1. */
  readonly dx: number;
  readonly dy: number;
  readonly zone: Zone;
}

/**
 * The spaces round an enemy on the map, each with its zone as the rules tell it from the enemy's
 * space and facing (`zoneOf`, the test of HU-RANGED-06): what the map shows when the enemies'
 * arcs are on. Spaces past the map's edges are left out.
 */
export function enemyArcs(
  e: { readonly pos: Pos; readonly facing: number },
  size: { width: number; height: number },
): Arc[] {
  return FACING_VECTORS.flatMap(([dx, dy]) => {
    const at = { x: e.pos.x + dx, y: e.pos.y + dy };
    return onTheBoard(at, size) ? [{ ...at, dx, dy, zone: zoneOf(e.pos, e.facing, at) }] : [];
  });
}

/** A space of the map with the zone it lies in as seen from one enemy. */
export interface ZoneSpace {
  readonly x: number;
  readonly y: number;
  readonly zone: Zone;
}

/**
 * Every space of the map but the enemy's own, with the zone the rules give it from the enemy's
 * space and facing (`zoneOf`): the wedges of Front, Flank and Back as they spread across the map,
 * which the map shades for the enemy the player points at while the arcs are shown.
 */
export function enemyZones(
  e: { readonly pos: Pos; readonly facing: number },
  size: { width: number; height: number },
): ZoneSpace[] {
  const out: ZoneSpace[] = [];
  for (let y = 0; y < size.height; y++)
    for (let x = 0; x < size.width; x++)
      if (x !== e.pos.x || y !== e.pos.y) out.push({ x, y, zone: zoneOf(e.pos, e.facing, { x, y }) });
  return out;
}

/** Who stands on each space: several characters and enemies may share one. */
export function occupants(
  view: HuView,
): Map<string, Array<{ kind: 'char'; c: HuChar } | { kind: 'enemy'; e: HuEnemy }>> {
  const out = new Map<string, Array<{ kind: 'char'; c: HuChar } | { kind: 'enemy'; e: HuEnemy }>>();
  for (const c of view.chars)
    if (c.pos && !c.offBoard && !c.dead) out.set(key(c.pos), [...(out.get(key(c.pos)) ?? []), { kind: 'char', c }]);
  for (const e of view.enemies)
    if (e.health > 0) out.set(key(e.pos), [...(out.get(key(e.pos)) ?? []), { kind: 'enemy', e }]);
  return out;
}

/**
 * The events of the latest enemy turn, in order: from the last `hunters/enemy-phase` event to the
 * next turn's start (or the end of the log).
 */
export function enemyTurnEvents(log: readonly LoggedEvent[]): LoggedEvent[] {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--)
    if (log[i]?.event.type === 'hunters/enemy-phase') {
      start = i;
      break;
    }
  if (start < 0) return [];
  let end = start + 1;
  while (end < log.length && log[end]?.event.type !== 'hunters/turn') end++;
  return log.slice(start, end);
}

/** The margin round the map that holds the names of its columns and rows, at full size. */
export const EDGE_MARGIN = 18;
/** The size of those names at full size, in the map's pixels. */
const LABEL = 13;
/** How tall (in the screen's pixels) those names stay at least when the map is fitted to a narrow screen. */
const LABEL_ON_SCREEN = 12;
/** How much wider the margin is than the names in it. */
const MARGIN_PER_LABEL = 1.4;

/**
 * The margin and the size of the names on the map's edges, for a map `inner` pixels wide (its
 * squares) fitted to `fittedTo` screen pixels (null: drawn at full size). Shrunk to a phone's
 * width, the names grow in the map's pixels, and their margin with them, so that on the screen
 * they stay readable: the margin m solves m = k·t·(inner + 2m)/fittedTo for names t pixels tall.
 */
export function edgeNames(inner: number, fittedTo: number | null): { margin: number; label: number } {
  const k = MARGIN_PER_LABEL;
  const t = LABEL_ON_SCREEN;
  if (fittedTo === null || fittedTo <= 4 * k * t) return { margin: EDGE_MARGIN, label: LABEL };
  const margin = Math.max(EDGE_MARGIN, (k * t * inner) / (fittedTo - 2 * k * t));
  const label = Math.max(LABEL, (t * (inner + 2 * margin)) / fittedTo);
  return { margin: Math.round(margin * 10) / 10, label: Math.round(label * 10) / 10 };
}
