/**
 * Everything the Hybrid board knows about the Hybrid view and choices, in one place, so that a
 * change to `rulesets/hybrid/src/view.ts` is adapted here only. The shapes are restated rather
 * than imported so the board reads any snapshot defensively.
 */
import { chanceWords, percentWords } from '@skirmish/core';
import { inRearQuadrant, rollKey, rollSpecDist, seesSquareStaircase, succeeded, type RollSpec } from '@skirmish/hybrid';
import {
  contactSide,
  frontSquares,
  inFieldOfVision,
  parseSquareKey,
  seesSquare,
  squareKey,
  type EdgeKind,
  type Facing,
  type FovApex,
  type GridMap,
  type Square,
} from '@skirmish/geometry/grid';

import type { Lang } from '../../i18n.ts';
import { hyWords } from './words.ts';

export type { Facing, Square };
export const FACINGS: readonly Facing[] = ['N', 'E', 'S', 'W'];

export interface HyFeatures {
  readonly column?: true;
  readonly rockfall?: true;
  readonly trapdoor?: 'open' | 'closed';
  readonly rockLanding?: true;
}

export interface HyDoor {
  readonly id: string;
  readonly edges: readonly string[];
  readonly open: boolean;
  readonly locked: boolean;
  readonly smashed: boolean;
}

export interface HyWarrior {
  readonly id: string;
  readonly profile: string;
  readonly name: string;
  /** How every text names him: "Purifier (3)" (optional for older views). */
  readonly label?: string;
  readonly side: string;
  readonly x: number;
  readonly y: number;
  readonly facing: Facing;
  readonly squares: readonly string[];
  readonly wounds: number;
  readonly nv: number;
  readonly status: string;
  readonly mode: string | null;
  readonly dc: boolean;
  /** In Heroic Parry: he parries every attack until his next activation (optional for older views). */
  readonly heroicParry?: boolean;
  /** Pinned by a Skilled or Expert Move this round (optional for older views). */
  readonly blocked?: 'skilled' | 'expert' | null;
  readonly activated: boolean;
  readonly counter: number | null;
  /** His sight range when not the usual 8 (Lights Out, Eye of the Lynx). */
  readonly sight?: number;
  /** Puny: he hides no square behind him from sight. */
  readonly puny?: true;
}

export interface HyView {
  readonly seat: string | null;
  readonly mission: string;
  readonly phase: string;
  readonly round: number;
  readonly roundLimit: number;
  readonly board: {
    readonly width: number;
    readonly height: number;
    readonly edges: Readonly<Record<string, EdgeKind>>;
    readonly voids: readonly string[];
    readonly features: Readonly<Record<string, HyFeatures>>;
    readonly doors: readonly HyDoor[];
    readonly tileOf: Readonly<Record<string, number>>;
    /** Templates on the board; a `darkness` one blocks sight over its squares. */
    readonly templates?: readonly { readonly kind: string; readonly squares: readonly string[] }[];
  };
  readonly warriors: readonly HyWarrior[];
  readonly hand: readonly string[];
  readonly eventHand: readonly string[];
  readonly mySequence: readonly string[];
  readonly eventCounters: readonly string[];
  readonly objectiveCounters: Readonly<Record<string, number>>;
  readonly current: {
    readonly warrior: string;
    readonly seat: string;
    readonly stage: string;
    readonly mode: string | null;
    readonly level: number;
    readonly mpLeft: number;
    readonly action: {
      readonly target: string;
      readonly level: number;
      readonly kind: string;
      /** Where the action stands: `hinder` (the other side's Hindrance), `parry`, ... (optional for older views). */
      readonly stage?: string;
      /** A Heroic Firing's second target (optional for older views). */
      readonly second?: string | null;
      /** The rolls still to make, the next first (optional for older views). */
      readonly queue?: readonly { readonly kind: string; readonly attacker: string; readonly target: string }[];
    } | null;
    /** A move stopped for a roll: a Skilled Firing ambush, or a trapdoor jump (optional for older views). */
    readonly paused?: {
      readonly reason: string;
      readonly stage: string;
      readonly shooter: string | null;
      /** The warrior the ambush shots aim at; absent: the mover. */
      readonly target?: string;
    } | null;
  } | null;
  readonly sides: Readonly<
    Record<
      string,
      {
        readonly countersPlaced: number;
        readonly handSize: number;
        /** The Objectives the side has carried out, by number. */
        readonly objectivesDone?: readonly number[];
      }
    >
  >;
  /** The numbers of the roll each strike, shot or parry open to this seat would make (`rollKey` keys). */
  readonly rolls?: Readonly<Record<string, RollSpec>>;
  /** The choices (`rollKey` keys) after which, with no more Action card, the shot has no level left and is lost. */
  readonly lostWithoutCards?: readonly string[];
  /**
   * For each strike and shot of `rolls` (same keys): the modifiers the rules apply to it beyond
   * the two profiles (rockfall on the line, the target's Master Move, Auras, Smoke, kills for
   * Frenzy, Mutations, the target's parry), each under the name of the odds field that takes it.
   */
  readonly attackTerms?: Readonly<Record<string, Readonly<Record<string, number | boolean>>>>;
  /**
   * For a shot whose bullet may go on to a warrior behind (Armour-Piercing Shot), keyed by the
   * shot's `rollKey` and his id: the rockfall on the line to him and his Master Move, as odds fields.
   */
  readonly pierceTerms?: Readonly<Record<string, Readonly<Record<string, number | boolean>>>>;
  /** The apex of the field of vision when the game moves it off the centre (table option `fovApex`). */
  readonly fovApex?: FovApex;
  /** The sight model when the game uses the staircase dead angles (table option `losModel`). */
  readonly losModel?: string;
  /** The squares of the Lanterns lighting the board (Nemesis): what lies near one is seen at any distance. */
  readonly lanterns?: readonly string[];
  /** While the active warrior chooses his Mode: his movement points in Basic Move and in any other Mode and level. */
  readonly moveAllowance?: { readonly other: number; readonly basicMove: number };
}

export function asHybridView(v: unknown): HyView | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Partial<HyView>;
  if (!o.board || !Array.isArray(o.warriors) || typeof o.board.width !== 'number') return null;
  return v as HyView;
}

export type HyChoice =
  | { readonly kind: 'counter'; readonly warrior: string }
  | { readonly kind: 'move'; readonly x: number; readonly y: number; readonly facing: Facing }
  | { readonly kind: 'door'; readonly door: string }
  | { readonly kind: 'mode'; readonly mode: string; readonly level?: number; readonly target?: string }
  | { readonly kind: 'strike'; readonly target: string; readonly level: number; readonly combined?: boolean }
  | {
      readonly kind: 'fire';
      readonly target: string;
      readonly level: number;
      readonly second?: string;
      readonly pierce?: string;
    }
  | { readonly kind: 'parry'; readonly level: number }
  | { readonly kind: string; readonly [k: string]: unknown };

export function kindOf(c: unknown): string {
  return c && typeof c === 'object' && 'kind' in c ? String(c.kind) : '';
}

export function isKind<K extends string>(c: unknown, kind: K): c is Extract<HyChoice, { kind: K }> {
  return kindOf(c) === kind;
}

/** The legal moves grouped by square: each square with the facings it may be reached in. */
export function reachable(legal: readonly unknown[]): Map<string, Array<Extract<HyChoice, { kind: 'move' }>>> {
  const out = new Map<string, Array<Extract<HyChoice, { kind: 'move' }>>>();
  for (const c of legal) {
    if (!isKind(c, 'move')) continue;
    const k = `${c.x},${c.y}`;
    out.set(k, [...(out.get(k) ?? []), c]);
  }
  return out;
}

/**
 * A square's name as every choice and log line gives it: the column a letter from A at the left
 * edge, the row a number from 1 at the bottom edge, so A1 is the lower left corner (the ruleset's
 * presenter names squares this way).
 */
export function squareName(x: number, y: number): string {
  return `${columnName(x)}${y + 1}`;
}

/** A column's letter, as the names of its squares begin. */
export function columnName(x: number): string {
  return String.fromCharCode(65 + (x % 26)) + (x >= 26 ? String(Math.floor(x / 26)) : '');
}

/** The same name from a square's key, "4,4" → "E5". */
export function squareNameOf(key: string): string {
  const { x, y } = parseSquareKey(key);
  return squareName(x, y);
}

export { tokenLetters } from '../../letters.ts';

/** The map with doors merged in, as the rules see it for sight and movement. */
export function gridOf(v: HyView): GridMap {
  const edges: Record<string, EdgeKind> = { ...v.board.edges };
  for (const d of v.board.doors) for (const e of d.edges) edges[e] = d.open ? 'door-open' : 'door-closed';
  return { width: v.board.width, height: v.board.height, edges, voids: v.board.voids };
}

/** The sight range of a warrior with nothing to change it (the view gives another as `sight`). */
export const SIGHT_RANGE = 8;
/** How far a Lantern lights: a square within this many squares of one is seen at any distance. */
export const LANTERN_RADIUS = 10;

/**
 * A warrior's field of vision: the squares he sees, and those inside his frontal triangle that an
 * obstacle hides (dead angles), as the rules judge a square: the triangle's apex where the game's
 * `fovApex` puts it, the dead angles of its sight model (`losModel`), his own sight range, the
 * squares a Lantern lights seen at any distance, columns and darkness blocking, and other
 * warriors hiding what lies behind them unless they are Puny.
 */
export function fieldOfVision(v: HyView, w: HyWarrior): { seen: Set<string>; dead: Set<string> } {
  const grid = gridOf(v);
  const occupied = new Set<string>();
  for (const o of v.warriors)
    if (o.id !== w.id && o.status === 'in-play' && o.puny !== true) for (const s of o.squares) occupied.add(s);
  const dark = new Set<string>();
  for (const t of v.board.templates ?? []) if (t.kind === 'darkness') for (const k of t.squares) dark.add(k);
  const lanterns = (v.lanterns ?? []).map(parseSquareKey);
  const lit = (t: Square) => lanterns.some((l) => Math.max(Math.abs(l.x - t.x), Math.abs(l.y - t.y)) <= LANTERN_RADIUS);
  const from = frontSquares(w.squares.map(parseSquareKey), w.facing);
  // Any value but the one other apex (an older view has none) is the rules' default, the centre.
  const apex: FovApex = v.fovApex === 'frontEdge' ? 'frontEdge' : 'centre';
  // Likewise only the staircase names a model; anything else is the default, Case 1 and a straight line.
  const model = v.losModel === 'staircase' ? seesSquareStaircase : seesSquare;
  const normal = w.sight ?? SIGHT_RANGE;
  const far = Math.max(v.board.width, v.board.height);
  const seen = new Set<string>();
  const dead = new Set<string>();
  for (let y = 0; y < v.board.height; y++)
    for (let x = 0; x < v.board.width; x++) {
      const t = { x, y };
      const k = squareKey(t);
      if (w.squares.includes(k)) continue;
      const range = lit(t) ? far : normal;
      const inField = from.some((a) => inFieldOfVision(a, w.facing, t, range, apex));
      if (!inField) continue;
      // A warrior standing on the square itself does not hide it.
      const blocks = (s: Square) => {
        const q = squareKey(s);
        return v.board.features[q]?.column === true || dark.has(q) || (q !== k && occupied.has(q));
      };
      if (from.some((a) => model(grid, a, w.facing, t, { range, blocks, field: 'front', apex }))) seen.add(k);
      else dead.add(k);
    }
  return { seen, dead };
}

/** The warrior the board is about: the one activating, else none. */
export function activeWarrior(v: HyView): HyWarrior | null {
  const id = v.current?.warrior;
  return (id && v.warriors.find((w) => w.id === id)) || null;
}

/**
 * Who makes the strikes and shots this seat's choices name: the active warrior, or, while his move
 * stands stopped for an ambush shot whose shooter picks where its bullet goes (stage `aim`), the
 * shooter, at the warrior the shot aims at. The view's `attackTerms` are that attacker's too.
 */
export function attackerOf(v: HyView): HyWarrior | null {
  const run = v.current?.paused;
  if (run?.reason === 'ambush' && run.stage === 'aim' && run.shooter)
    return v.warriors.find((w) => w.id === run.shooter) ?? null;
  return activeWarrior(v);
}

/** What a strike, shot or parry button says where its chance stands: short on the button, in full in its title. */
export interface ChoiceChance {
  readonly short: string;
  readonly title: string;
  /** No level is left to make the shot without Action cards: it is lost unless cards are played. */
  readonly lost: boolean;
}

/**
 * The chance of the roll a strike, shot or parry makes, from the numbers the view carries (the
 * rules' own): the percentage on the button, the fraction in its title. A shot the view says no
 * level can make without Action cards says that instead (HY-MODE-08). Nothing when the view has
 * neither for it.
 */
export function choiceChance(
  v: Pick<HyView, 'rolls' | 'lostWithoutCards'>,
  c: { readonly kind: string; readonly target?: string; readonly level: number },
  lang: Lang,
): ChoiceChance | null {
  const w = hyWords(lang);
  const key = rollKey(c);
  if (key !== undefined && v.lostWithoutCards?.includes(key))
    return { short: w.lostShort, title: w.lostTitle, lost: true };
  const spec = key === undefined ? undefined : v.rolls?.[key];
  if (!spec) return null;
  const p = rollSpecDist(spec).prob(succeeded);
  const chance = chanceWords(p, lang);
  const title =
    c.kind === 'parry'
      ? w.toParry(chance)
      : spec.level !== undefined
        ? w.toSucceedAt(spec.level, chance)
        : w.toSucceed(chance);
  // On the button too, a level made lower without cards says so: a phone shows no title.
  const pct = percentWords(p.toNumber(), lang);
  const short = c.kind !== 'parry' && spec.level !== undefined ? w.toSucceedAtShort(spec.level, pct) : pct;
  return { short, title, lost: false };
}

/** Whether `attacker`'s base touches `target`'s rear edge: a blow from his dead angle (HY-FACE-05). */
export function fromRear(attacker: HyWarrior, target: HyWarrior): boolean {
  const base = target.squares.map(parseSquareKey);
  return attacker.squares.some((k) => contactSide(base, target.facing, parseSquareKey(k)) === 'rear');
}

/** The odds panel's procedure and inputs for an attack. */
export interface AttackOdds {
  readonly procedure: 'strike' | 'fire';
  readonly inputs: Readonly<Record<string, string | number | boolean>>;
}

/**
 * The odds of a strike or a shot as the board knows it: both profiles, the level of the choice,
 * the wounds on each side, a blow from the target's rear (no parry then), an attacker pinned by
 * an Expert Move (-2), both Heroic Firing shots when they go at the same target; a target in
 * Defensive Combat parries at the highest level he may pick (his DC value, `targetDc` printed,
 * less his wounds; against a shot level 1, or 6 when he may), or in Heroic Parry at 6. What the
 * board cannot know (cards, the level the defender will pick) is left to the player; the modifiers
 * the view names for the attack come in with `withTerms`.
 */
export function attackOdds(
  attacker: HyWarrior,
  target: HyWarrior,
  c: { readonly kind: string; readonly level: number; readonly second?: string; readonly combined?: boolean },
  targetDc: number | null,
  behind?: { readonly warrior: HyWarrior; readonly dc: number | null },
): AttackOdds {
  /**
   * The parry a shot meets from `w` in Defensive Combat: level 1, or 6 when he may; none from a
   * shooter in his rear quadrant (HY-FACE-06, as the rules' `backTurned`).
   */
  const shotParry = (w: HyWarrior, dc: number | null): string => {
    const value = dc === null ? 0 : Math.max(1, dc - w.wounds);
    if (!w.dc || inRearQuadrant(attacker.squares.map(parseSquareKey), w.squares.map(parseSquareKey), w.facing))
      return '0';
    return w.heroicParry === true || value >= 6 ? '6' : '1';
  };
  const dcValue = targetDc === null ? 0 : Math.max(1, targetDc - target.wounds);
  const common = {
    attacker: attacker.profile,
    target: target.profile,
    level: c.level,
    wounds: attacker.wounds,
    'target-wounds': target.wounds,
    'expert-move': attacker.blocked === 'expert',
  };
  if (c.kind === 'fire') {
    const parry = shotParry(target, targetDc);
    const shots = c.level === 6 && c.second === target.id ? 2 : 1;
    // The warrior behind an Armour-Piercing Shot's target, whom the bullet may reach (HY-APT-47).
    const pierce: Record<string, string | number> = behind
      ? {
          pierce: behind.warrior.profile,
          'pierce-wounds': behind.warrior.wounds,
          'pierce-parry': shotParry(behind.warrior, behind.dc),
        }
      : {};
    return { procedure: 'fire', inputs: { ...common, parry, shots, ...pierce } };
  }
  const rear = fromRear(attacker, target);
  const parry = rear || !target.dc ? 0 : target.heroicParry === true ? 6 : Math.min(6, dcValue);
  // A Combined Attack declared with the strike: its blow comes after (HY-APT-08).
  const combined: Record<string, boolean> = c.combined === true ? { combined: true } : {};
  return { procedure: 'strike', inputs: { ...common, rear, parry, ...combined } };
}

/**
 * An attack's odds with the modifiers the view names for it (`attackTerms`, under the choice's
 * `rollKey`), each in the odds field of its own name: the rockfall squares on a shot's line, the
 * target's Master Move, Auras, Smoke and the rest. Left as it is when the view names none.
 */
export function withTerms(
  req: AttackOdds,
  terms: HyView['attackTerms'],
  c: { readonly kind: string; readonly target?: string; readonly level: number; readonly pierce?: string },
  pierceTerms?: HyView['pierceTerms'],
): AttackOdds {
  const key = rollKey(c);
  const named = key === undefined ? undefined : terms?.[key];
  const behind = key === undefined || c.pierce === undefined ? undefined : pierceTerms?.[`${key}:${c.pierce}`];
  return named || behind ? { ...req, inputs: { ...req.inputs, ...named, ...behind } } : req;
}

/**
 * An attack of the other side that this seat answers now, with a Hindrance or with a parry: who
 * attacks whom, and how (`ambush`: a Skilled Firing shot at a warrior come into sight). Null when
 * the seat answers none.
 */
export interface AnsweredAttack {
  readonly answer: 'hindrance' | 'parry';
  readonly kind: 'strike' | 'fire' | 'ambush';
  readonly attacker: string;
  readonly target: string;
}

export function answeredAttack(v: HyView, legal: readonly unknown[]): AnsweredAttack | null {
  const act = v.current;
  if (!act) return null;
  const hinder = legal.some((c) => isKind(c, 'hinder'));
  const parry = legal.some((c) => isKind(c, 'parry'));
  if (!hinder && !parry) return null;
  // A move stopped for an ambush asks before the action it may have interrupted: the warrior shot
  // at plays cards against the shot (stage `against`), then parries it.
  const run = act.paused;
  if (run) {
    if (run.reason !== 'ambush' || !run.shooter) return null;
    const target = run.target ?? act.warrior;
    if (hinder && run.stage === 'against')
      return { answer: 'hindrance', kind: 'ambush', attacker: run.shooter, target };
    if (!parry || run.stage !== 'parry') return null;
    return { answer: 'parry', kind: 'ambush', attacker: run.shooter, target };
  }
  const action = act.action;
  if (!action) return null;
  if (hinder && action.stage === 'hinder')
    return {
      answer: 'hindrance',
      kind: action.kind === 'fire' ? 'fire' : 'strike',
      attacker: act.warrior,
      target: action.target,
    };
  const atk = action.queue?.[0];
  if (!parry || action.stage !== 'parry' || !atk) return null;
  const kind = atk.kind === 'watch-shot' ? 'ambush' : atk.kind === 'fire' ? 'fire' : 'strike';
  return { answer: 'parry', kind, attacker: atk.attacker, target: atk.target };
}

/**
 * What the odds panel can be filled in with for an attack this seat answers, from what its view
 * gives: during the Hindrance, or the cards played against an ambush shot, the attacker's roll as
 * the rules would make it with no (more) card against it (the view's roll of the choice to play
 * none) as a Natural Roll. Null otherwise: the wounds an attack deals hang on the attacker's
 * modifiers, which the view gives only to his own seat, and a parry is answered before a roll the
 * view does not give; nor for a Heroic Firing, two shots.
 */
export function answerRoll(
  v: HyView,
  a: AnsweredAttack,
): { procedure: 'natural-roll'; inputs: Record<string, string | number | boolean> } | null {
  if (a.answer !== 'hindrance') return null;
  // An ambush shot is one shot, whatever action the move it stopped was part of.
  const action = v.current?.action;
  if (a.kind !== 'ambush' && (!action || (action.kind === 'fire' && action.level === 6 && action.second))) return null;
  const key = rollKey({ kind: 'hinder', card: null });
  const spec = key === undefined ? undefined : v.rolls?.[key];
  return spec ? naturalRoll(spec) : null;
}

/** A roll of the view (`RollSpec`) as the odds panel's Natural Roll and its fields. */
function naturalRoll(spec: RollSpec): { procedure: 'natural-roll'; inputs: Record<string, string | number | boolean> } {
  return {
    procedure: 'natural-roll',
    inputs: {
      sl: spec.sl,
      dice: String(spec.dice),
      duellist: spec.duellist,
      luck: spec.luck,
      again: spec.again,
      fumble: spec.fumble,
    },
  };
}

/**
 * What the odds panel is filled in with while this seat's side may play a card on its own ambush
 * shot (a Skilled Firing shot at a warrior come into sight, stage `cards` of the stopped move),
 * before it is rolled: the shot's roll as the view gives it for playing no card (the rules' own
 * numbers, every modifier of the shooter in them) as a Natural Roll, with words naming the shot;
 * with no such roll in the view, no roll (procedure '') and words saying why. Null at any other
 * moment, and for the side shot at.
 */
export function ambushShotRequest(
  v: HyView,
  legal: readonly unknown[],
  nameOf: (id: string) => string,
  lang: Lang,
): { procedure: string; inputs: Record<string, string | number | boolean>; note: string } | null {
  const run = v.current?.paused;
  if (!v.current || run?.reason !== 'ambush' || run.stage !== 'cards' || !run.shooter) return null;
  const shooter = v.warriors.find((x) => x.id === run.shooter);
  if (!shooter || shooter.side !== v.seat || !legal.some((c) => isKind(c, 'cards'))) return null;
  const w = hyWords(lang);
  const shot = w.attackAnswered('ambush', nameOf(shooter.id), nameOf(run.target ?? v.current.warrior));
  const key = rollKey({ kind: 'cards', cards: [] });
  const spec = key === undefined ? undefined : v.rolls?.[key];
  if (!spec) return { procedure: '', inputs: {}, note: w.shotCardsNote(shot) };
  return {
    ...naturalRoll(spec),
    note: w.shotRollNote(shot),
  };
}

/**
 * What the odds panel is filled in with while this seat answers the other side's attack, in place
 * of the seat's own last attack: the attacker's roll (`answerRoll`) with words on what it is and
 * what it leaves out, or no roll (procedure '') and words naming the attack and why no odds are
 * worked out. Null when the seat answers no attack.
 */
export function answerRequest(
  v: HyView,
  legal: readonly unknown[],
  nameOf: (id: string) => string,
  lang: Lang,
): { procedure: string; inputs: Record<string, string | number | boolean>; note: string } | null {
  const a = answeredAttack(v, legal);
  if (!a) return null;
  const w = hyWords(lang);
  const attack = w.attackAnswered(a.kind, nameOf(a.attacker), nameOf(a.target));
  const roll = answerRoll(v, a);
  return roll
    ? { ...roll, note: w.answerRollNote(attack) }
    : { procedure: '', inputs: {}, note: w.answerNote(attack, a.answer === 'parry') };
}
