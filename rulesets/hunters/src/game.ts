import type { Dice, GameEvent, Options } from '@skirmish/core';
import { lineOfSight, onBoard, samePos, space, type Board, type Pos, type Zone, zoneOf } from './board.ts';
import type { Activity, Column, Enemy, Gear, HuntersContent, Mission } from './content/schema.ts';
import type { CharState, EnemyState, MissionState } from './state.ts';
import { squareName } from './squares.ts';

export type Difficulty = 'normal' | 'professional' | 'master';

export interface MissionOptions {
  readonly difficulty: Difficulty;
  readonly elimination: boolean;
  /** 'random': the program settles enemy ties by a seeded pick (AMB-43); 'ask': the players do. */
  readonly enemyTies: 'ask' | 'random';
  readonly coverInMelee: boolean;
  readonly rainOnArea: boolean;
  /** A character without Food takes 1 from the teammate with the most at upkeep (AMB-64). */
  readonly foodSharing: boolean;
  /** A level-up lifts an unconscious character to 1 Health, the wounds kept (AMB-02b). */
  readonly levelUpWakes: boolean;
  /** Each extra day of an unconscious character's Health that cannot be lost is doubled (AMB-06b). */
  readonly penaltyDaysDoubled: boolean;
  /** The day a construction or expansion starts counts as its first (AMB-14). */
  readonly inclusiveDays: boolean;
  /** Tracer Ammo marks on any success before defence, not only on a wound (AMB-72). */
  readonly tracerOnSuccess: boolean;
  /** 'doubled': Professional's die is added before an Armored enemy doubles its dice; 'added': after (AMB-55). */
  readonly armoredDifficulty: 'doubled' | 'added';
  /** Hidden characters are spared by every Area attack; off, a blast strikes them too (AMB-49). */
  readonly hiddenSafeFromArea: boolean;
  /** An armed pressure plate goes off under a flying enemy as under any figure (AMB-61). */
  readonly flyingTriggersPlates: boolean;
  /** Each campaign mission starts at the sheet's Morale; off, with what the last one left (AMB-26). */
  readonly moraleRefresh: boolean;
  /** A tie on distance for an enemy's move goes to the shorter walk, then the fewer melee dice (AMB-80). */
  readonly moveTieBreaks: boolean;
  /** Several Morale uses may go on one effect: +N To Hit, +N melee dice, +N MP on one Move (AMB-27). */
  readonly moraleStacking: boolean;
  /** What the party gains at a mission's end is drafted one item a pick, not handed out (HU-XP-11). */
  readonly spoilsDraft: boolean;
  /** A flyer on a character's space is in melee with the characters there, as any enemy is (AMB-51). */
  readonly flyingMelee: boolean;
  /** Throwing a module token away mid-mission takes an Interact action; off, it takes none (HU-SHEET-04). */
  readonly discardAction: boolean;
}

export function missionOptions(o: Options): MissionOptions {
  const d = o['difficulty'];
  return {
    difficulty: d === 'professional' || d === 'master' ? d : 'normal',
    elimination: o['elimination'] === true,
    enemyTies: o['enemyTies'] === 'ask' ? 'ask' : 'random',
    coverInMelee: o['coverInMelee'] !== false,
    rainOnArea: o['rainOnArea'] !== false,
    foodSharing: o['foodSharing'] !== false,
    levelUpWakes: o['levelUpWakes'] === true,
    penaltyDaysDoubled: o['penaltyDaysDoubled'] === true,
    inclusiveDays: o['inclusiveDays'] === true,
    tracerOnSuccess: o['tracerOnSuccess'] === true,
    armoredDifficulty: o['armoredDifficulty'] === 'added' ? 'added' : 'doubled',
    hiddenSafeFromArea: o['hiddenSafeFromArea'] !== false,
    flyingTriggersPlates: o['flyingTriggersPlates'] !== false,
    moraleRefresh: o['moraleRefresh'] !== false,
    moveTieBreaks: o['moveTieBreaks'] !== false,
    moraleStacking: o['moraleStacking'] === true,
    spoilsDraft: o['spoilsDraft'] === true,
    flyingMelee: o['flyingMelee'] === true,
    discardAction: o['discardAction'] === true,
  };
}

/** The options at each other difficulty, made once per options object so that each keeps one identity. */
const atDifficulty = new WeakMap<MissionOptions, Map<Difficulty, MissionOptions>>();

/**
 * The options a mission is played with: in a campaign, at the campaign's difficulty, which the
 * players may have raised since the match began (HU-DIFF-01); otherwise the match's own.
 */
export function campaignMissionOptions(
  o: MissionOptions,
  camp: { readonly difficulty: Difficulty } | null | undefined,
): MissionOptions {
  if (!camp || camp.difficulty === o.difficulty) return o;
  let byLevel = atDifficulty.get(o);
  if (!byLevel) {
    byLevel = new Map();
    atDifficulty.set(o, byLevel);
  }
  let out = byLevel.get(camp.difficulty);
  if (!out) {
    out = { ...o, difficulty: camp.difficulty };
    byLevel.set(camp.difficulty, out);
  }
  return out;
}

/** Everything a rule needs while one choice is applied: a working copy of the state it may change. */
export interface G {
  readonly c: HuntersContent;
  readonly o: MissionOptions;
  readonly board: Board;
  readonly mission: Mission;
  readonly s: MissionState;
  readonly dice: Dice;
  readonly events: GameEvent[];
}

/** Event fields that never hold an id of the pack or of a figure. */
const NOT_NAMED = new Set(['type', 'rule', 'text', 'say', 'visibleTo', 'reveal', 'names']);

/** The names of a pack's classes (a character's id is its class), cards, gear and enemy kinds by id. */
const packNames = new WeakMap<HuntersContent, Map<string, string>>();

function namesOf(c: HuntersContent): Map<string, string> {
  let m = packNames.get(c);
  if (!m) {
    m = new Map();
    for (const x of [...c.classes, ...c.cards, ...c.gear, ...c.enemies]) if (!m.has(x.id)) m.set(x.id, x.name);
    packNames.set(c, m);
  }
  return m;
}

/** What the event names by id, by name; `figure` finds a mission's characters and enemies. */
function namesIn(
  c: HuntersContent,
  e: GameEvent,
  figure: (id: string) => string | undefined,
): Record<string, string> | null {
  const pack = namesOf(c);
  let names: Record<string, string> | null = null;
  const add = (v: unknown): void => {
    if (typeof v !== 'string' || names?.[v] !== undefined) return;
    const name = figure(v) ?? pack.get(v);
    if (name !== undefined) (names ??= {})[v] = name;
  };
  for (const [k, v] of Object.entries(e)) {
    if (NOT_NAMED.has(k)) continue;
    if (Array.isArray(v)) v.forEach(add);
    else add(v);
  }
  return names;
}

const escaped = (id: string): string => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English line with each id it names (standing alone, not inside a longer word or id) by name. */
function namedText(text: string, names: Readonly<Record<string, string>>): string {
  const ids = Object.keys(names).sort((a, b) => b.length - a.length);
  if (ids.length === 0) return text;
  const re = new RegExp(`(?<![\\w-])(${ids.map(escaped).join('|')})(?![\\w-])`, 'g');
  return text.replace(re, (id) => names[id] ?? id);
}

/**
 * Campaign events with the names of what they name by id (a character's id is its class), and
 * their English line naming those by name too ("Soldier eats 1 Food", not "soldier").
 */
export function withNames(c: HuntersContent, events: readonly GameEvent[]): GameEvent[] {
  return events.map((e) => {
    const names = e['names'] === undefined ? namesIn(c, e, () => undefined) : null;
    if (!names) return e;
    return typeof e.text === 'string' ? { ...e, names, text: namedText(e.text, names) } : { ...e, names };
  });
}

/**
 * Event lists nobody reads (the fast path drops its events) carry this mark: a property read,
 * cheaper than a lookup in a weak set, and invisible to JSON.
 */
const DROPPED = Symbol('dropped events');
type Marked = GameEvent[] & { [DROPPED]?: true };

/** A new event list that nobody will read. */
export function droppedEvents(): GameEvent[] {
  const list: Marked = [];
  list[DROPPED] = true;
  return list;
}

/** Whether nobody reads an event list (the fast path's). */
export function eventsDropped(list: GameEvent[]): boolean {
  return (list as Marked)[DROPPED] === true;
}

/** A new event list, dropped when `like` is. */
export function eventsLike(like: GameEvent[]): GameEvent[] {
  return eventsDropped(like) ? droppedEvents() : [];
}

/**
 * A square as the log's English names it, by the board's column letter and row number ("C6"), in
 * words past its edges: the rules name their squares, so a pack's names are never read as one.
 */
export function spot(g: G, p: Pos): string {
  return squareName(p, 'en', g.board);
}

/**
 * Sends an event to the log. What it names by id (characters, enemies, cards, gear) gets its name
 * beside it in `names` (id to name), so a log in any language can name it.
 */
export function emit(g: G, e: GameEvent): void {
  // Nobody reads a dropped log (the fast path's): its events need no names.
  if (eventsDropped(g.events)) {
    g.events.push(e);
    return;
  }
  const names = namesIn(g.c, e, (id) => {
    const ch = g.s.chars.find((c) => c.id === id);
    if (ch) return ch.name;
    const foe = g.s.enemies.find((x) => x.id === id);
    return foe ? enemyLabel(g.c, foe) : undefined;
  });
  g.events.push(names ? { ...e, names } : e);
}

/**
 * The first entry of a content list with each id, in a table made once per list (rules ask for
 * the same kinds, cards and gear all the time). An id the table lacks is looked for in the list
 * itself, so a list grown since is still read right.
 */
const idTables = new WeakMap<readonly { readonly id: string }[], Map<string, { readonly id: string }>>();
function idTable<T extends { readonly id: string }>(list: readonly T[]): Map<string, T> {
  let table = idTables.get(list) as Map<string, T> | undefined;
  if (!table) {
    table = new Map();
    for (const x of list) if (!table.has(x.id)) table.set(x.id, x);
    idTables.set(list, table);
  }
  return table;
}

/** A lookup by id in one kind of content list, remembering the list it was asked last. */
export function idLookup<T extends { readonly id: string }>(): (list: readonly T[], id: string) => T | undefined {
  let last: readonly T[] | null = null;
  let table: Map<string, T> | null = null;
  return (list, id) => {
    if (list !== last || !table) {
      table = idTable(list);
      last = list;
    }
    return table.get(id) ?? list.find((x) => x.id === id);
  };
}

const enemyKindById = idLookup<Enemy>();
const gearById = idLookup<Gear>();

export function enemyDef(g: G, kind: string): Enemy {
  const d = enemyKindById(g.c.enemies, kind);
  if (!d) throw new Error(`unknown enemy kind ${kind}`);
  return d;
}

/**
 * An enemy as the log and the prompts name it: its kind's name and its own number, "Giant Rat 3",
 * as the enemy list and the choices do (a mission may hold eight Giant Rats).
 */
export function enemyLabel(c: HuntersContent, e: { readonly id: string; readonly kind: string }): string {
  const d = enemyKindById(c.enemies, e.kind);
  if (!d) throw new Error(`unknown enemy kind ${e.kind}`);
  return numberedEnemy(d.name, e.id);
}

/**
 * An enemy's name with its number, as players tell two of a kind apart ("Giant Rat 2" for e2);
 * an id of another shape is shown as it is ("Giant Rat (x)"). Words only: the id stays.
 */
export function numberedEnemy(name: string, id: string): string {
  const n = /^e(\d+)$/.exec(id)?.[1];
  return n === undefined ? `${name} (${id})` : `${name} ${n}`;
}

export function gearDef(c: HuntersContent, id: string): Gear {
  const d = gearById(c.gear, id);
  if (!d) throw new Error(`unknown gear ${id}`);
  return d;
}

export function charById(s: MissionState, id: string): CharState {
  const ch = s.chars.find((x) => x.id === id);
  if (!ch) throw new Error(`unknown character ${id}`);
  return ch;
}

export function enemyById(s: MissionState, id: string): EnemyState | undefined {
  return s.enemies.find((x) => x.id === id);
}

export function conscious(ch: CharState): boolean {
  return ch.health > 0 && !ch.dead;
}

export function onMap(ch: CharState): ch is CharState & { pos: Pos } {
  return ch.pos !== null && !ch.offBoard;
}

/** The characters the enemies take into account: on the board, conscious, not Hidden. */
export function eligible(s: MissionState): Array<CharState & { pos: Pos }> {
  return s.chars.filter((ch): ch is CharState & { pos: Pos } => onMap(ch) && conscious(ch) && !ch.hidden);
}

/**
 * The characters an Area attack on `p` strikes, whoever makes it: those conscious there, the
 * Hidden among them only when the table lets a blast find them (AMB-49).
 */
export function struckByArea(g: G, p: Pos): Array<CharState & { pos: Pos }> {
  return g.s.chars.filter(
    (ch): ch is CharState & { pos: Pos } =>
      onMap(ch) && conscious(ch) && (!ch.hidden || !g.o.hiddenSafeFromArea) && samePos(ch.pos, p),
  );
}

/**
 * Whether an enemy stays out of melee on a character's space. A flyer does by default: it is
 * treated as 1 space away, uses its list B and may be shot at distance 0 (HU-ENEMY-31, AMB-51).
 * Under the `flyingMelee` option the other reading holds: a flyer sharing a space with characters
 * is in melee with them like any enemy, so it uses its list A, strikes and is struck in melee,
 * is never shot at distance 0, and leaving its space is a Parting Leap. It still flies over
 * characters without stopping; only where it stands counts.
 */
export function keepsOutOfMelee(g: G, e: EnemyState): boolean {
  return !g.o.flyingMelee && enemyDef(g, e.kind).flying;
}

/** An enemy is in melee when it shares its space with an eligible character and does not keep out of it. */
export function enemyInMelee(g: G, e: EnemyState): boolean {
  if (keepsOutOfMelee(g, e)) return false;
  return eligible(g.s).some((ch) => samePos(ch.pos, e.pos));
}

/** The enemies in melee with a character: those on its space that do not keep out of melee. */
export function meleeEnemiesOf(g: G, ch: CharState): EnemyState[] {
  if (!onMap(ch)) return [];
  return g.s.enemies.filter((e) => samePos(e.pos, ch.pos) && !keepsOutOfMelee(g, e));
}

/**
 * Disabled by EMP (HU-MENTAL-06), an enemy or a character: up to the end of the turn it was
 * disabled through. A disabled character is out of action as a disabled enemy is: he is not
 * activated, plays no reaction, makes no Penalty Attack and sets off no remote charge, but he
 * stays on the board, in melee and a target, and defends as usual.
 */
export function isDisabled(s: MissionState, x: Pick<EnemyState | CharState, 'disabledThrough'>): boolean {
  // 0 is no turn: a figure never struck is not disabled, even before the first turn.
  return x.disabledThrough > 0 && x.disabledThrough >= s.turn;
}

export function charInMelee(g: G, ch: CharState): boolean {
  return meleeEnemiesOf(g, ch).length > 0;
}

/**
 * The activities of a card a character may use when he plays it, in the order a play's `enhance`
 * counts them: all of them, or in melee only its melee attacks and moves (HU-ACTION-18).
 */
export function cardUsesNow<A extends Pick<Activity, 'kind'>>(activities: readonly A[], inMelee: boolean): A[] {
  return inMelee ? activities.filter((a) => a.kind === 'melee' || a.kind === 'move') : [...activities];
}

export function smokePositions(s: MissionState): Pos[] {
  return s.tokens.filter((t) => t.kind === 'smoke').map((t) => t.pos);
}

export function los(g: G, from: Pos, to: Pos): boolean {
  return lineOfSight(g.board, smokePositions(g.s), from, to);
}

/** Whether an enemy sees a position: a clear line and the position in its Front zone as it now faces. */
export function enemySees(g: G, e: EnemyState, p: Pos): boolean {
  if (samePos(e.pos, p)) return true;
  return zoneOf(e.pos, e.facing, p) === 'front' && los(g, e.pos, p);
}

/** Night Goggles, or a Stimulant CAT running (HU-GEAR-35). */
export function hasNightVision(g: G, ch: CharState): boolean {
  return (
    ch.equipment.includes('goggles') ||
    ch.effects.some((fx) => g.c.gear.find((x) => x.id === fx.gear)?.effect === 'stimulant')
  );
}

/** The printed maximum range of a column table whose index 0 is range +1. */
export function printedMax(columns: readonly Column[]): number {
  let max = 0;
  columns.forEach((col, i) => {
    if (col !== 'X') max = i + 1;
  });
  return max;
}

/** The column used at a range: beyond the printed maximum, the last printed one. */
export function columnAt(columns: readonly Column[], range: number): Column {
  const max = printedMax(columns);
  if (max === 0) return 'X';
  return columns[Math.min(range, max) - 1] ?? 'X';
}

/** Printed max + Vantage + accessory - Night, then capped at 2 in a Blizzard or Fog (HU-TIME-08). */
export function currentRange(g: G, printed: number, at: Pos, bonus: number, nightApplies: boolean): number {
  if (printed === 0) return 0;
  let r = printed + (space(g.board, at).vantage ? 1 : 0) + bonus;
  if (g.mission.time === 'night' && nightApplies) r -= 1;
  if (g.mission.weather === 'blizzard' || g.mission.weather === 'fog') r = Math.min(r, 2);
  return r;
}

export function armorOf(g: G, ch: CharState): Gear | null {
  return ch.armor ? gearDef(g.c, ch.armor) : null;
}

/** Defence dice a character rolls against an attack. */
export function charDefenceDice(
  g: G,
  ch: CharState,
  attack: 'melee' | 'ranged' | 'area',
  from: Pos | null,
  incendiary: boolean,
): number {
  if (incendiary) return 0;
  const block = armorOf(g, ch)?.defence;
  let n = 0;
  if (block) {
    if (attack === 'melee') n = block.melee;
    else if (attack === 'area') n = block.area;
    else {
      const zone: Zone = !ch.pos || !from || charInMelee(g, ch) ? 'flank' : zoneOf(ch.pos, ch.facing, from);
      n = block[zone];
    }
  }
  if (ch.pos && projectorOn(g, ch.pos)) n += 1;
  return n;
}

function projectorOn(g: G, p: Pos): boolean {
  return g.s.chars.some(
    (c) => onMap(c) && conscious(c) && samePos(c.pos, p) && c.equipment.includes('armor-projector'),
  );
}

/**
 * Defence dice of an enemy: Professional +1, then doubled when Armored against a weapon without
 * AP; under the `armoredDifficulty` option 'added', the +1 comes after the doubling (AMB-55).
 */
export function enemyDefenceDice(
  g: G,
  e: EnemyState,
  attack: 'melee' | 'ranged' | 'area',
  from: Pos | null,
  weapon: { ap: boolean; incendiary: boolean },
): number {
  const d = enemyDef(g, e.kind);
  if (weapon.incendiary && !d.fireImmune) return 0;
  let n: number;
  if (attack === 'melee') n = d.defence.melee;
  else if (attack === 'area') n = d.defence.area;
  // A target in melee defends from the flank wherever the shot comes from (HU-RANGED-07).
  else n = d.defence[!from || enemyInMelee(g, e) ? 'flank' : zoneOf(e.pos, e.facing, from)];
  const harder = g.o.difficulty !== 'normal' ? 1 : 0;
  if (d.armored && !weapon.ap) return g.o.armoredDifficulty === 'added' ? n * 2 + harder : (n + harder) * 2;
  return n + harder;
}

export function isOnBoard(g: G, p: Pos): boolean {
  return onBoard(g.board, p);
}
