import { squareKey, type FovApex } from '@skirmish/geometry/grid';
import type { Board } from './board.ts';
import { cardsView, type CardsView } from './cards/view.ts';
import { copyData } from './fast.ts';
import type { RollSpec } from './roll.ts';
import { warriorLabel } from './event-words.ts';
import type { Activation, HybridState, Seat, Warrior } from './state.ts';
import { SEATS } from './state.ts';
import { modeMovement } from './aptitudes.ts';
import {
  fovApex,
  isPuny,
  lanternSquares,
  profileOf,
  sightRange,
  squaresOf,
  warrior as warriorOf,
  type Ctx,
} from './world.ts';

/** The sight range of a warrior with nothing to change it (HY-LOS-18). */
const USUAL_SIGHT = 8;

export interface WarriorView {
  readonly id: string;
  readonly profile: string;
  readonly name: string;
  /** How every text names him: the name and his roster number, "Purifier (3)" (`warriorLabel`). */
  readonly label: string;
  readonly side: Seat;
  readonly x: number;
  readonly y: number;
  readonly facing: Warrior['facing'];
  readonly squares: readonly string[];
  readonly wounds: number;
  readonly nv: number;
  readonly status: Warrior['status'];
  readonly mode: Warrior['mode'];
  readonly dc: boolean;
  readonly heroicParry: boolean;
  readonly watch: number | null;
  readonly blocked: Warrior['blocked'];
  readonly activated: boolean;
  /** The Activation counter, once revealed (always for one's own warriors). */
  readonly counter: number | null;
  /** Off the board (waiting or in reserve): the Entry counter he will come in by. */
  readonly entry?: string;
  /** His sight range in squares (`sightRange`: Lights Out, Eye of the Lynx), given when not the usual 8. */
  readonly sight?: number;
  /** Puny: he hides nothing behind him from sight but Puny warriors. */
  readonly puny?: true;
}

export interface SideView {
  readonly handSize: number;
  readonly eventHandSize: number;
  readonly armyRevealed: readonly string[];
  readonly armyHidden: number;
  readonly objectivesDone: readonly number[];
  readonly countersPlaced: number;
  readonly sequenceDone: boolean;
}

/** What one seat may know: no face-down counters, no enemy hand, no deck order, no hidden Army cards. */
export interface HybridView {
  readonly seat: Seat | null;
  readonly mission: string;
  readonly phase: HybridState['phase'];
  readonly round: number;
  readonly roundLimit: number;
  readonly board: Omit<Board, 'features'> & { features: Board['features'] };
  readonly warriors: readonly WarriorView[];
  readonly sides: Readonly<Record<Seat, SideView>>;
  readonly hand: readonly string[];
  readonly eventHand: readonly string[];
  /** My own sequence while I place it and afterwards. */
  readonly mySequence: readonly string[];
  readonly eventCounters: readonly string[];
  readonly objectiveCounters: Readonly<Record<string, number>>;
  readonly actionDeckSize: number;
  readonly eventDeckSize: number;
  readonly actionDiscard: readonly string[];
  readonly eventDiscard: readonly string[];
  readonly lastEventSide: Seat | null;
  readonly rollWinner: Seat | null;
  readonly first: Seat | null;
  readonly current: Activation | null;
  readonly firstContact: boolean;
  readonly firstBlood: boolean;
  readonly outcome: HybridState['outcome'];
  readonly cards: CardsView;
  /**
   * The numbers of the roll each strike, shot or parry open to this seat would make, as things
   * stand (`choiceRolls` of the rules), keyed by `rollKey`: for the odds beside the choice.
   * Absent when no such choice is open.
   */
  readonly rolls?: Readonly<Record<string, RollSpec>>;
  /**
   * The choices open to this seat (keyed by `rollKey`) after which, with no more Action card, no
   * level is left that can make the shot: it is then lost with no roll (HY-MODE-08,
   * HY-CARD-ACTION-14). They have no roll in `rolls`. Absent when there is none.
   */
  readonly lostWithoutCards?: readonly string[];
  /**
   * Where the apex of every field of vision sits (table option `fovApex`, AMB-02), so that a board
   * draws the field as the rules judge it. Given only when it is not the default, the centre.
   */
  readonly fovApex?: FovApex;
  /**
   * The sight model of the table (option `losModel`, AMB-03), so that a board draws the dead angles
   * as the rules judge them. Given only when it is not the default, Case 1 and a geometric line.
   */
  readonly losModel?: 'staircase';
  /**
   * The squares of the Lanterns that light the board (Nemesis, HY-LOS-21): a square within
   * `LANTERN_RADIUS` of one is seen at any distance. Given only when some Lantern lights.
   */
  readonly lanterns?: readonly string[];
  /**
   * While the activating warrior chooses his Mode: the movement points he will have once it is
   * chosen, as the rules count them then (his Movement now and what Auras add; none when a Skilled
   * or Expert Move has pinned him): `basicMove` in Basic Move, which adds 2 (HY-MODE-MV-04),
   * `other` in any other Mode and level. Absent otherwise.
   */
  readonly moveAllowance?: { readonly other: number; readonly basicMove: number };
  /**
   * While the opening hands are decided: what each side still has to do before round 1, in order
   * (keep or reject the hand, then the setup discards and a tied Conviction leader), so that a
   * prompt names the step a side is on. Absent in every other phase.
   */
  readonly opening?: Readonly<Record<Seat, readonly OpeningStep[]>>;
}

/** One step of a side's opening: the hand, the third Aura or Mutation card to discard, a tied leader. */
export type OpeningStep = 'hand' | 'aura' | 'mutation' | 'leader';

/**
 * The activation as a seat may see it. A move stopped for the cards of a roll shows everyone where
 * the mover stands and the cards played (face up); where he means to go stays with his own seat,
 * as on the table, where the figure is moved square by square.
 */
function currentFor(act: Activation, seat: Seat | null): Activation {
  const out = copyData(act);
  const run = out.paused;
  if (!run || seat === act.seat) return out;
  const here = run.path[run.at];
  if (!here) return out;
  run.path = run.path.slice(0, run.at + 1);
  run.to = { x: here.x, y: here.y, facing: here.facing, cost: here.cost };
  return out;
}

/**
 * The board as a view holds it: a copy of what changes in play (doors, features, templates, the
 * lever) and the walls, voids and tile numbers shared with the state. Those never change during a
 * game (see fast.ts): copies of the state share them too, and rebuilding them was most of the cost
 * of a view (hundreds of squares each).
 */
function boardView(b: Board): Board {
  const out: Record<string, unknown> = {};
  for (const k in b) {
    const v = (b as unknown as Record<string, unknown>)[k];
    out[k] = k === 'edges' || k === 'voids' || k === 'tileOf' ? v : copyData(v);
  }
  return out as unknown as Board;
}

/** A warrior's sight range for the view, given only when it is not the usual 8. */
function sightView(ctx: Ctx, w: Warrior, s: HybridState): { sight?: number } {
  const range = sightRange(ctx, w, s);
  return range === USUAL_SIGHT ? {} : { sight: range };
}

/** The movement points of the warrior choosing his Mode, counted as `stepMode` of the rules counts them. */
function allowanceView(ctx: Ctx, s: HybridState): Pick<HybridView, 'moveAllowance'> {
  const act = s.current;
  if (!act || act.stage !== 'mode' || act.mode !== null) return {};
  const w = warriorOf(s, act.warrior);
  return { moveAllowance: { other: modeMovement(ctx, s, w, false), basicMove: modeMovement(ctx, s, w, true) } };
}

/** The Lanterns lighting the board, when any do (`lit` of the rules reads the same). */
function lanternsView(ctx: Ctx, s: HybridState): { lanterns?: readonly string[] } {
  const at = lanternSquares(ctx, s);
  return at.length === 0 ? {} : { lanterns: at };
}

/** What each side still owes of the opening (the same for every seat: the steps, not the cards). */
function openingView(s: HybridState): Pick<HybridView, 'opening'> {
  if (s.phase !== 'opening-hand') return {};
  const steps = (side: Seat): OpeningStep[] => {
    if (!s.sides[side].handDecided) return ['hand'];
    const out: OpeningStep[] = [];
    if (side === 'griffin' && Object.values(s.cards.auraDrawn).some((l) => l.length > 0)) out.push('aura');
    if (side === 'scorpion' && s.cards.mutationDrawn.length > 0) out.push('mutation');
    if ((s.cards.leaderTie?.[side]?.length ?? 0) > 0) out.push('leader');
    return out;
  };
  return { opening: { griffin: steps('griffin'), scorpion: steps('scorpion') } };
}

export function buildView(ctx: Ctx, s: HybridState, seat: Seat | null): HybridView {
  const counterOf = (w: Warrior): number | null => {
    const seq = s.sides[w.side].sequence;
    const i = seq.indexOf(w.id);
    if (i < 0) return null;
    if (seat === w.side || w.activated) return i + 1;
    return null;
  };
  const sides = {} as Record<Seat, SideView>;
  for (const side of SEATS) {
    const st = s.sides[side];
    sides[side] = {
      handSize: st.hand.length,
      eventHandSize: st.eventHand.length,
      armyRevealed: st.army.slice(0, st.armyRevealed),
      armyHidden: st.army.length - st.armyRevealed,
      objectivesDone: [...st.objectivesDone],
      countersPlaced: s.phase === 'sequence' ? st.sequence.length : st.sequence.length,
      sequenceDone: st.sequenceDone,
    };
  }
  return {
    seat,
    mission: s.mission,
    phase: s.phase,
    // A game ended by the round limit has counted on to a round it never plays: the last one played.
    round: Math.min(s.round, s.roundLimit),
    roundLimit: s.roundLimit,
    board: boardView(s.board),
    warriors: s.warriors.map((w) => ({
      id: w.id,
      profile: w.profile,
      name: profileOf(ctx, w).name,
      label: warriorLabel(profileOf(ctx, w).name, w.id),
      side: w.side,
      x: w.x,
      y: w.y,
      facing: w.facing,
      squares: w.status === 'in-play' ? squaresOf(ctx, w).map(squareKey) : [],
      wounds: w.wounds,
      nv: profileOf(ctx, w).nv,
      status: w.status,
      mode: w.mode,
      dc: w.dc !== null,
      heroicParry: w.dc?.heroic ?? false,
      watch: w.watch,
      blocked: w.blocked,
      activated: w.activated,
      counter: counterOf(w),
      ...(w.entry !== undefined && (w.status === 'waiting' || w.status === 'reserve') ? { entry: w.entry } : {}),
      ...sightView(ctx, w, s),
      ...(isPuny(ctx, w) ? { puny: true as const } : {}),
    })),
    sides,
    hand: seat ? [...s.sides[seat].hand] : [],
    eventHand: seat ? [...s.sides[seat].eventHand] : [],
    mySequence: seat ? [...s.sides[seat].sequence] : [],
    eventCounters: Object.keys(s.eventCounters).sort(),
    objectiveCounters: { ...s.objectiveCounters },
    actionDeckSize: s.actionDeck.length,
    eventDeckSize: s.eventDeck.length,
    actionDiscard: [...s.actionDiscard],
    eventDiscard: [...s.eventDiscard],
    lastEventSide: s.lastEventSide,
    rollWinner: s.rollWinner,
    first: s.first,
    current: s.current ? currentFor(s.current, seat) : null,
    firstContact: s.firstContact,
    firstBlood: s.firstBlood,
    outcome: s.outcome,
    cards: cardsView(ctx, s, seat),
    ...(fovApex(ctx) === 'centre' ? {} : { fovApex: fovApex(ctx) }),
    ...(ctx.options['losModel'] === 'staircase' ? { losModel: 'staircase' as const } : {}),
    ...lanternsView(ctx, s),
    ...allowanceView(ctx, s),
    ...openingView(s),
  };
}
