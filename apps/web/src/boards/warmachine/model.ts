/**
 * What the Warmachine board knows about the Warmachine view (the whole state, with nothing hidden)
 * and its choices, in one place. Model profiles (base diameters, FOCUS, weapon ranges, damage
 * grids) come from the game's own content pack, passed in by the board (which reads it from the
 * page's pack context), so two boards on two packs never read each other's profiles.
 */
import {
  attackOddsRequest,
  localName,
  sampleContent,
  type WmChoice,
  type WmOddsRequest,
  type WmState,
} from '@skirmish/warmachine';
import type { Locale, Options } from '@skirmish/core';
import type { WmWords } from './words.ts';

/** A Warmachine content pack: the sample's shape. */
export type WmContent = typeof sampleContent;

/** The pack a board reads: the game's own, or the sample until it is known (null). */
export function wmContent(pack: unknown): WmContent {
  return (pack as WmContent | null | undefined) ?? sampleContent;
}

export interface WmModel {
  readonly id: string;
  readonly def: string;
  readonly side: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly placed: boolean;
  readonly removed: boolean;
  readonly boxes: number;
  readonly marks: readonly number[];
  readonly focus: number;
  readonly knockedDown: boolean;
  readonly activated: boolean;
}

export interface WmBoardView {
  readonly table: number;
  readonly round: number;
  readonly phase: string;
  readonly active: string;
  readonly models: readonly WmModel[];
  readonly activation: { readonly model: string; readonly movement: string } | null;
  /**
   * From the active model to each enemy model, edge to edge in inches: given only under the
   * premeasure house rule. Without it nothing on the board tells how far a possible target
   * is before an attack on it is declared.
   */
  readonly distances?: Readonly<Record<string, number>>;
  /**
   * The same from each Arc Node of an active warcaster, by its id: a spell channelled through one
   * is measured from there (WM-SPELL-20). Given only under the premeasure house rule.
   */
  readonly channelDistances?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** The house rules the board's words depend on, named when a game sets them away from their defaults. */
  readonly houseRules?: { readonly premeasure?: boolean };
}

export function asWarmachineView(v: unknown): WmBoardView | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Partial<WmBoardView>;
  return typeof o.table === 'number' && Array.isArray(o.models) ? (v as WmBoardView) : null;
}

export type ModelDef = WmContent['models'][number];

export function defOf(content: WmContent, id: string): ModelDef | undefined {
  return content.models.find((m) => m.id === id);
}

/** Base radius in inches. */
export function baseRadius(def: ModelDef | undefined): number {
  return (def?.baseDiameterMm ?? 30) / 25.4 / 2;
}

/** The control area of a warcaster: twice its FOCUS, in inches from the edge of its base. */
export function controlRadius(def: ModelDef | undefined): number {
  return 2 * (def?.FOCUS ?? 0);
}

export function weaponRanges(def: ModelDef | undefined): Array<{ name: string; range: number }> {
  const out: Array<{ name: string; range: number }> = [];
  for (const w of def?.weapons ?? []) {
    if (w.kind !== 'ranged') continue;
    out.push({ name: w.name, range: typeof w.RNG === 'number' ? w.RNG : w.RNG.spray });
  }
  return out;
}

export interface StraightMove {
  readonly kind: 'advance' | 'run';
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

function isMove(c: unknown): c is StraightMove {
  if (!c || typeof c !== 'object' || !('kind' in c)) return false;
  return c.kind === 'advance' || c.kind === 'run';
}

export function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * How far the active model may go straight: the longest advance and run among the legal
 * candidates (the rules offer full-length moves in several directions). Null when it may not move.
 */
export function moveLimits(
  legal: readonly unknown[],
  from: { x: number; y: number },
): { advance: number; run: number } | null {
  let advance = 0;
  let run = 0;
  for (const c of legal) {
    if (!isMove(c)) continue;
    const d = distance(from, c);
    if (c.kind === 'advance') advance = Math.max(advance, d);
    else run = Math.max(run, d);
  }
  return advance > 0 || run > 0 ? { advance, run } : null;
}

/** The straight move to a dragged point, clamped to the longest legal move, facing the way it went. */
export function moveTo(
  from: { x: number; y: number; facing: number },
  to: { x: number; y: number },
  limits: { advance: number; run: number },
): StraightMove | null {
  const d = distance(from, to);
  if (d < 0.05) return null;
  const max = Math.max(limits.advance, limits.run);
  const k = Math.min(1, max / d);
  const x = from.x + (to.x - from.x) * k;
  const y = from.y + (to.y - from.y) * k;
  const dist = d * k;
  const facing = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  const kind = dist <= limits.advance + 1e-9 || limits.run === 0 ? 'advance' : 'run';
  return { kind, x: round2(x), y: round2(y), facing: round2((facing + 360) % 360) };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export interface DeployChoice {
  readonly kind: 'deploy';
  readonly model: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

export function deployChoices(legal: readonly unknown[]): DeployChoice[] {
  return legal.filter((c): c is DeployChoice => !!c && typeof c === 'object' && 'kind' in c && c.kind === 'deploy');
}

/** A legal choice read by its fields. */
export type WmChoiceLike = { readonly kind: string } & Readonly<Record<string, unknown>>;

export function choicesOfKind(legal: readonly unknown[], ...kinds: string[]): WmChoiceLike[] {
  return legal.filter(
    (c): c is WmChoiceLike =>
      !!c && typeof c === 'object' && 'kind' in c && typeof c.kind === 'string' && kinds.includes(c.kind),
  );
}

/** The charge among `cs`, or else the first of them (a slam). */
const chargeFirst = (cs: readonly WmChoiceLike[]): WmChoiceLike | null =>
  cs.find((c) => c.kind === 'charge') ?? cs[0] ?? null;

/**
 * The charge (or else slam) the active model may make on a target. The legal list names only the
 * few models nearest it: on any other the board offers the list's charge (or else slam) with the
 * target swapped, and the rules decide when it is made. Null when the list offers neither.
 */
export function chargeOn(legal: readonly unknown[], target: string): WmChoiceLike | null {
  const all = choicesOfKind(legal, 'charge', 'slam');
  const listed = chargeFirst(all.filter((c) => c['target'] === target));
  if (listed) return listed;
  const any = chargeFirst(all);
  return any ? { ...any, target } : null;
}

/** The AOE of a weapon or spell, in inches, looked up by id in the pack. */
export function aoeOf(content: WmContent, id: string): number | null {
  for (const m of content.models) {
    for (const w of m.weapons) if (w.id === id && w.kind === 'ranged' && typeof w.AOE === 'number') return w.AOE;
    for (const s of m.spells ?? []) if (s.id === id && typeof s.AOE === 'number') return s.AOE;
  }
  return null;
}

/** A spell by its id, as called in `locale`. */
export function spellName(content: WmContent, id: string, locale: Locale): string {
  for (const m of content.models) for (const s of m.spells ?? []) if (s.id === id) return localName(s, locale);
  return id;
}

export interface Scatter {
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
  readonly direction: number;
  readonly distance: number;
  /** Template diameter in inches (3 when the weapon is not known here). */
  readonly aoe: number;
  /** The log's words for the drift, where the log gives them. */
  readonly text?: string;
}

/**
 * The last AOE that deviated, from the log: where it was aimed, where it landed, and the size of
 * its template (from the attack or spell event just before it). Only while it is news: from the
 * drift until the next model activates (the rest of the activation that made it, and for the
 * last activation of a turn the next Control phase, where the other player first sees it). Once
 * another model is activated the drift is history, told by the log alone.
 */
export function lastScatter(
  content: WmContent,
  events: ReadonlyArray<{
    readonly event: { readonly type: string } & Readonly<Record<string, unknown>>;
    readonly text?: string;
  }>,
): Scatter | null {
  const pt = (v: unknown) =>
    v &&
    typeof v === 'object' &&
    typeof (v as { x?: unknown }).x === 'number' &&
    typeof (v as { y?: unknown }).y === 'number'
      ? (v as { x: number; y: number })
      : null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]?.event;
    if (e?.type === 'wm/activate') return null;
    if (!e || e.type !== 'wm/deviation') continue;
    const from = pt(e['from']);
    const to = pt(e['to']);
    if (!from || !to) return null;
    let aoe = 3;
    for (let j = i - 1; j >= 0 && j >= i - 12; j--) {
      const before = events[j]?.event;
      const id = before?.['weapon'] ?? before?.['spell'];
      if (typeof id === 'string' && aoeOf(content, id) !== null) {
        aoe = aoeOf(content, id) ?? 3;
        break;
      }
    }
    return {
      from,
      to,
      direction: typeof e['direction'] === 'number' ? e['direction'] : 0,
      distance: typeof e['distance'] === 'number' ? e['distance'] : 0,
      aoe,
      ...(events[i]?.text ? { text: events[i]?.text } : {}),
    };
  }
  return null;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A move along a dragged path: its corners (at most eight, as the rules allow) and end point. */
export interface PathMove extends StraightMove {
  readonly via?: readonly Point[];
}

function pathLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1] as Point, points[i] as Point);
  return total;
}

function offLine(p: Point, a: Point, b: Point): number {
  const len = distance(a, b);
  if (len < 1e-9) return distance(p, a);
  return Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / len;
}

/** The corners of a dragged path: points further than `tolerance` inches from a straight leg (Douglas-Peucker). */
export function corners(points: readonly Point[], tolerance = 0.5): Point[] {
  if (points.length < 3) return [...points];
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  let worst = 0;
  let at = -1;
  for (let i = 1; i < points.length - 1; i++) {
    const d = offLine(points[i] as Point, first, last);
    if (d > worst) {
      worst = d;
      at = i;
    }
  }
  if (worst <= tolerance) return [first, last];
  const left = corners(points.slice(0, at + 1), tolerance);
  const right = corners(points.slice(at), tolerance);
  return [...left.slice(0, -1), ...right];
}

/**
 * The move along a dragged path (the pointer's trail from the model), cut where it reaches the
 * longest legal move, facing the way its last leg goes. Corners become the move's `via` points.
 */
export function pathMoveTo(
  from: { x: number; y: number; facing: number },
  trail: readonly Point[],
  limits: { advance: number; run: number },
): PathMove | null {
  const raw = corners([{ x: from.x, y: from.y }, ...trail]);
  const max = Math.max(limits.advance, limits.run);
  const kept: Point[] = [raw[0] as Point];
  let walked = 0;
  for (let i = 1; i < raw.length; i++) {
    const a = kept[kept.length - 1] as Point;
    const b = raw[i] as Point;
    const leg = distance(a, b);
    if (walked + leg >= max) {
      const k = leg > 0 ? (max - walked) / leg : 0;
      kept.push({ x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k });
      walked = max;
      break;
    }
    kept.push(b);
    walked += leg;
  }
  // The rules take at most eight corners: the earliest ones are kept.
  const path = kept.length > 10 ? [...kept.slice(0, 9), kept[kept.length - 1] as Point] : kept;
  const end = path[path.length - 1] as Point;
  const before = path[path.length - 2] as Point;
  if (path.length < 2 || pathLength(path) < 0.05) return null;
  const length = pathLength(path);
  const facing = (Math.atan2(end.y - before.y, end.x - before.x) * 180) / Math.PI;
  const kind = length <= limits.advance + 1e-9 || limits.run === 0 ? 'advance' : 'run';
  const via = path.slice(1, -1).map((p) => ({ x: round2(p.x), y: round2(p.y) }));
  return {
    kind,
    x: round2(end.x),
    y: round2(end.y),
    facing: round2((facing + 360) % 360),
    ...(via.length > 0 ? { via } : {}),
  };
}

/** Length of a planned move from the model through its corners to its end. */
export function plannedLength(from: Point, move: PathMove): number {
  return pathLength([from, ...(move.via ?? []), move]);
}

/** What a ranged attack or spell covers, from the pack's profiles: a blast template, a spray, or one model. */
export type AttackArea =
  | { readonly kind: 'aoe'; readonly diameter: number }
  | { readonly kind: 'spray'; readonly length: number }
  | { readonly kind: 'single' };

export function areaOf(content: WmContent, c: WmChoiceLike): AttackArea {
  const named = c['weapon'] ?? c['spell'];
  const id = typeof named === 'string' ? named : '';
  for (const m of content.models) {
    for (const w of m.weapons) {
      if (w.id !== id || w.kind !== 'ranged') continue;
      if (typeof w.RNG !== 'number') return { kind: 'spray', length: w.RNG.spray };
      if (typeof w.AOE === 'number') return { kind: 'aoe', diameter: w.AOE };
    }
    for (const s of m.spells ?? [])
      if (s.id === id && typeof s.AOE === 'number') return { kind: 'aoe', diameter: s.AOE };
  }
  return { kind: 'single' };
}

/**
 * How far the view says `id` is (the premeasure house rule) from the active model, or from the
 * Arc Node `from` a spell is channelled through; null where the view says nothing.
 */
export function premeasured(view: WmBoardView, id: string, from: string | null = null): number | null {
  const d =
    from === null || from === view.activation?.model ? view.distances?.[id] : view.channelDistances?.[from]?.[id];
  return typeof d === 'number' ? d : null;
}

/** The model an aimed attack or spell is measured from: the Arc Node it is channelled through, or else the attacker (null). */
export function aimedFrom(aim: WmChoiceLike): string | null {
  return typeof aim['channeler'] === 'string' ? aim['channeler'] : null;
}

/**
 * The words over an attack's preview: its template, and the distance to the target where the
 * premeasure house rule gives it (`inches`). Null when there is nothing to say (one target, no
 * distance known).
 */
export function aimLabel(area: AttackArea, inches: number | null, w: WmWords): string | null {
  const far = inches === null ? null : w.inches(inches);
  const shape =
    area.kind === 'spray'
      ? `${w.sprayTemplate} ${area.length}″`
      : area.kind === 'aoe'
        ? `${area.diameter}″ ${w.template}`
        : null;
  if (shape === null) return far;
  return far === null ? shape : `${shape} · ${far}`;
}

/** The words over a charge dragged onto `target`, with its distance where the premeasure house rule gives it. */
export function chargeLabel(target: string, inches: number | null, w: WmWords): string {
  return inches === null ? `${w.charge} ${target}` : `${w.inches(inches)} ${w.charge} ${target}`;
}

/**
 * The attacks and spells the board previews on the table before they are confirmed: a weapon's,
 * a spell's, and a warjack's head-butt and slam where the list offers them.
 */
export function aimedChoices(legal: readonly unknown[]): WmChoiceLike[] {
  return choicesOfKind(legal, 'attack', 'specialAttack', 'cast', 'headButt', 'slam').filter(
    (c) => typeof c['target'] === 'string',
  );
}

/** A choice with its target left out: what the same attack or spell aimed at another model keeps. */
function untargeted(c: WmChoiceLike): string {
  const { target: _target, ...rest } = c;
  return JSON.stringify(rest);
}

/**
 * The attacks and spells the board offers against `target`: first the legal list's own against it.
 * The list names only the few models nearest the active one, and its boosted and channelled
 * choices only the nearest, so the board adds each attack and spell (weapon, boosts, channeler and
 * all) that the list aims at another model of the same side as `target`, with the target swapped;
 * the rules decide when one is made, and refuse it if it may not be. `sideOf` tells a model's side
 * (undefined for none on the table).
 */
export function aimsAt(
  legal: readonly unknown[],
  target: string,
  sideOf: (id: string) => string | undefined,
): WmChoiceLike[] {
  const aims = aimedChoices(legal);
  const out = aims.filter((c) => c['target'] === target);
  const side = sideOf(target);
  if (side === undefined) return out;
  const seen = new Set(out.map(untargeted));
  for (const c of aims) {
    const key = untargeted(c);
    if (c['target'] === target || sideOf(String(c['target'])) !== side || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...c, target });
  }
  return out;
}

/**
 * The aims with a warjack's power attacks boosted: after each head-butt and slam (WM-POWER-07),
 * its attack roll boosted, its damage roll boosted, and both, each where `focus` pays for the
 * power attack and its boosts (1 focus each, WM-POWER-02). The legal list names a boosted power
 * attack against the nearest enemy only; the board offers them on every aim, in that order after
 * the unboosted one, and the rules decide when a boosted one is confirmed. No aim is offered twice.
 */
export function withPowerBoosts(aims: readonly WmChoiceLike[], focus: number): WmChoiceLike[] {
  const out: WmChoiceLike[] = [];
  const seen = new Set<string>();
  const add = (c: WmChoiceLike) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(c);
  };
  const power = (c: WmChoiceLike) => c.kind === 'headButt' || c.kind === 'slam';
  const unboosted = new Set(
    aims
      .filter((c) => power(c) && c['boostAttack'] !== true && c['boostDamage'] !== true)
      .map((c) => JSON.stringify(c)),
  );
  for (const c of aims) {
    if (!power(c)) {
      add(c);
      continue;
    }
    const { boostAttack, boostDamage, ...plain } = c;
    // A boosted one the list names comes with its unboosted aim, after it.
    if ((boostAttack === true || boostDamage === true) && unboosted.has(JSON.stringify(plain))) continue;
    add(c);
    if (boostAttack === true || boostDamage === true) continue;
    for (const boosts of [{ boostAttack: true }, { boostDamage: true }, { boostAttack: true, boostDamage: true }])
      if (1 + Object.keys(boosts).length <= focus) add({ ...c, ...boosts });
  }
  return out;
}

/**
 * Where a label over a point of the table is anchored: its middle, or near an edge its start or
 * end, so that the words stay on the table (`x` and `table` in inches).
 */
export const anchorAt = (x: number, table: number): { textAnchor: 'start' | 'middle' | 'end' } => ({
  textAnchor: x < table * 0.2 ? 'start' : x > table * 0.8 ? 'end' : 'middle',
});

/**
 * A label's place over a point of the table: `x` in inches, `top` the label's baseline in the
 * drawing's units (`scale` of them an inch). A point near or past an edge (a blast scattered off
 * the table) pulls the label in.
 */
export const labelAt = (
  x: number,
  top: number,
  table: number,
  scale: number,
): { x: number; y: number; style: { textAnchor: 'start' | 'middle' | 'end' } } => {
  const at = Math.min(table - 0.2, Math.max(0.2, x));
  return { x: at * scale, y: Math.min(table * scale - 4, Math.max(12, top)), style: anchorAt(at, table) };
};

/** A terrain piece's shape, as a pack gives it. */
export type TerrainShape = WmContent['terrain'][number]['shape'];

/** Where a terrain piece's name is written: a circle's centre, a polygon's mean corner. */
export function terrainLabelPoint(shape: TerrainShape): Point {
  if (shape.kind === 'circle') return { x: shape.center.x, y: shape.center.y };
  const n = shape.points.length;
  return {
    x: shape.points.reduce((a, p) => a + p.x, 0) / n,
    y: shape.points.reduce((a, p) => a + p.y, 0) / n,
  };
}

/**
 * The title of a terrain piece (what a pointer resting on it shows): its name and what it does.
 * Under the `terrainEffects` house rule, what it blocks; without it, that it has no effect.
 */
export function terrainTitle(
  name: string,
  effects: boolean,
  piece: { readonly blocksLos: boolean; readonly blocksMovement: boolean },
  w: WmWords,
): string {
  if (!effects) return `${name}: ${w.terrainScenery}`;
  const what =
    piece.blocksLos && piece.blocksMovement
      ? w.terrainBlocksBoth
      : piece.blocksLos
        ? w.terrainBlocksSight
        : piece.blocksMovement
          ? w.terrainBlocksMovement
          : w.terrainBlocksNothing;
  return `${name}: ${what}`;
}

/** A box on the drawing (in its units, `y` down from the top): a label's room. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A round thing a label should not cover, in inches: a model's base, a template. */
export interface Disc extends Point {
  readonly r: number;
}

/** The room a line of `chars` letters of `font` units takes, its baseline at `y`, placed at `x` as `anchor` says. */
export function textBox(x: number, y: number, chars: number, font: number, anchor: 'start' | 'middle' | 'end'): Box {
  const width = chars * font * 0.56;
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { x: left, y: y - font * 0.8, width, height: font };
}

/** Whether two boxes come within `gap` units of each other. */
function boxesMeet(a: Box, b: Box, gap = 2): boolean {
  return (
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap
  );
}

function boxMeetsDisc(b: Box, d: Disc, table: number, scale: number): boolean {
  const cx = d.x * scale;
  const cy = (table - d.y) * scale;
  const nx = Math.max(b.x, Math.min(cx, b.x + b.width));
  const ny = Math.max(b.y, Math.min(cy, b.y + b.height));
  return (nx - cx) ** 2 + (ny - cy) ** 2 < (d.r * scale) ** 2;
}

/** Whether a box crosses the outline of a circle (a control area's or a move's reach, drawn as a ring): part of it inside, part outside. */
function boxMeetsRing(b: Box, d: Disc, table: number, scale: number): boolean {
  const cx = d.x * scale;
  const cy = (table - d.y) * scale;
  const far = Math.max(
    ...[b.x, b.x + b.width].flatMap((x) => [b.y, b.y + b.height].map((y) => Math.hypot(x - cx, y - cy))),
  );
  return boxMeetsDisc(b, d, table, scale) && far > d.r * scale;
}

/**
 * Where a label beside a round template is written (a drifted blast's, say): over it, under it,
 * to its right or to its left, the first of those whose words stay on the table and cover neither
 * the template, nor a model's base, nor another label (`discs` in inches, `boxes` in the drawing's
 * units), nor cross a circle drawn as an outline (`rings`, in inches); where every
 * place covers something, the one that covers least. `at` and `r` are in inches, `scale` units an
 * inch, `font` the label's size in units.
 */
export function labelBeside(
  at: Point,
  r: number,
  chars: number,
  obstacles: { readonly discs: readonly Disc[]; readonly boxes: readonly Box[]; readonly rings?: readonly Disc[] },
  table: number,
  scale: number,
  font: number,
): { x: number; y: number; style: { textAnchor: 'start' | 'middle' | 'end' }; box: Box } {
  const cx = at.x * scale;
  const cy = (table - at.y) * scale;
  const rr = r * scale;
  const edge = table * scale;
  const candidates = [
    labelAt(at.x, cy - rr - 4, table, scale),
    labelAt(at.x, cy + rr + font + 2, table, scale),
    { x: cx + rr + 4, y: cy + font * 0.35, style: { textAnchor: 'start' as const } },
    { x: cx - rr - 4, y: cy + font * 0.35, style: { textAnchor: 'end' as const } },
  ];
  let best: ReturnType<typeof labelBeside> | null = null;
  let bestCost = Infinity;
  for (const c of candidates) {
    const box = textBox(c.x, c.y, chars, font, c.style.textAnchor);
    const off = box.x < 0 || box.y < 0 || box.x + box.width > edge || box.y + box.height > edge;
    const cost =
      (off ? 100 : 0) +
      [{ ...at, r }, ...obstacles.discs].filter((d) => boxMeetsDisc(box, d, table, scale)).length +
      obstacles.boxes.filter((b) => boxesMeet(box, b)).length +
      // A line through the words leaves them readable (they have a halo): it counts half as much.
      0.5 * (obstacles.rings ?? []).filter((d) => boxMeetsRing(box, d, table, scale)).length;
    if (cost < bestCost) {
      best = { ...c, box };
      bestCost = cost;
    }
    if (cost === 0) break;
  }
  return best as NonNullable<typeof best>;
}

/**
 * The odds panel's procedure and fields for an attack aimed on the board, worked out by the rules
 * from the view (the whole state): the attacker's weapon and stat, the target's current DEF and
 * ARM, the modifiers, boosts and the damage grid's marks of a warjack (`attackOddsRequest`); a
 * spell's at FOCUS with its POW; a head-butt's with STR; a slam's with its push on the table as
 * the game's `options` set it (terrain). Null for a choice that is not an attack, or one that makes
 * no roll.
 */
export function attackOddsOf(
  view: unknown,
  content: WmContent,
  c: WmChoiceLike,
  options: Readonly<Record<string, unknown>> = {},
): WmOddsRequest | null {
  const v = asWarmachineView(view);
  if (!v) return null;
  return attackOddsRequest(view as WmState, content, c as unknown as WmChoice, {
    measured: v.houseRules?.premeasure === true,
    options: options as Options,
  });
}

/**
 * The odds the board fills in, with words on a slam's collateral damage when its push reaches
 * other models on some face of the push die (the `collateral` field the rules fill in): the chart
 * counts the slammed model's damage, and the panel's `count` switch shows theirs. Any other
 * request as it is.
 */
export function withSlamNote(req: WmOddsRequest, w: WmWords): WmOddsRequest & { readonly note?: string } {
  const groups = req.procedure === 'slam' ? String(req.inputs['collateral'] ?? '') : '';
  const faces = groups
    .split(';')
    .map((g) => Number(g.split(':')[0]))
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 6);
  return faces.length === 0 ? req : { ...req, note: w.slamCollateral(...faces) };
}
