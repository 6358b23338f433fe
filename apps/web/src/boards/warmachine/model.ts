/**
 * What the Warmachine board knows about the Warmachine view (the whole state, with nothing hidden)
 * and its choices, in one place. Model profiles (base diameters, FOCUS, weapon ranges, damage
 * grids) come from the sample content, which is what the server plays.
 */
import { sampleContent } from '@skirmish/warmachine';

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
}

export function asWarmachineView(v: unknown): WmBoardView | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Partial<WmBoardView>;
  return typeof o.table === 'number' && Array.isArray(o.models) ? (v as WmBoardView) : null;
}

export type ModelDef = (typeof sampleContent.models)[number];

export function defOf(id: string): ModelDef | undefined {
  return sampleContent.models.find((m) => m.id === id);
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

/** The charge (or else slam) the active model may make on a target, if the rules offer one. */
export function chargeOn(legal: readonly unknown[], target: string): WmChoiceLike | null {
  const all = choicesOfKind(legal, 'charge', 'slam').filter((c) => c['target'] === target);
  return all.find((c) => c.kind === 'charge') ?? all[0] ?? null;
}

/** The AOE of a weapon or spell, in inches, looked up by id in the sample content. */
export function aoeOf(id: string): number | null {
  for (const m of sampleContent.models) {
    for (const w of m.weapons) if (w.id === id && w.kind === 'ranged' && typeof w.AOE === 'number') return w.AOE;
    for (const s of m.spells ?? []) if (s.id === id && typeof s.AOE === 'number') return s.AOE;
  }
  return null;
}

export function spellName(id: string): string {
  for (const m of sampleContent.models) for (const s of m.spells ?? []) if (s.id === id) return s.name;
  return id;
}

export interface Scatter {
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
  readonly direction: number;
  readonly distance: number;
  /** Template diameter in inches (3 when the weapon is not known here). */
  readonly aoe: number;
}

/**
 * The last AOE that deviated, from the log: where it was aimed, where it landed, and the size of
 * its template (from the attack or spell event just before it).
 */
export function lastScatter(
  events: ReadonlyArray<{ readonly event: { readonly type: string } & Readonly<Record<string, unknown>> }>,
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
    if (!e || e.type !== 'wm/deviation') continue;
    const from = pt(e['from']);
    const to = pt(e['to']);
    if (!from || !to) return null;
    let aoe = 3;
    for (let j = i - 1; j >= 0 && j >= i - 12; j--) {
      const before = events[j]?.event;
      const id = before?.['weapon'] ?? before?.['spell'];
      if (typeof id === 'string' && aoeOf(id) !== null) {
        aoe = aoeOf(id) ?? 3;
        break;
      }
    }
    return {
      from,
      to,
      direction: typeof e['direction'] === 'number' ? e['direction'] : 0,
      distance: typeof e['distance'] === 'number' ? e['distance'] : 0,
      aoe,
    };
  }
  return null;
}
