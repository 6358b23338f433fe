import type { Facing } from '@skirmish/geometry/grid';
import type { Board } from './board.ts';
import type { CardState } from './cards/state.ts';
import type { Side } from './content/schema.ts';
import type { RollResult, RollSpec } from './roll.ts';

export type Seat = Side;
export const SEATS: readonly Seat[] = ['griffin', 'scorpion'];
export const other = (s: Seat): Seat => (s === 'griffin' ? 'scorpion' : 'griffin');

export type ModeId = 'OC' | 'DC' | 'F' | 'MV';

export interface Warrior {
  id: string;
  profile: string;
  side: Seat;
  x: number;
  y: number;
  facing: Facing;
  wounds: number;
  /**
   * `waiting`: off the board next to an Entry counter, entering on his activation; `reserve`: off
   * the board until the mission releases him; `left`: has left the laboratory; `undeployed`: not
   * yet set up on the board, in round 1 until both Activation Sequences are placed (option
   * `deployAfterFirstRoll`, AMB-09).
   */
  status: 'in-play' | 'eliminated' | 'removed' | 'waiting' | 'reserve' | 'left' | 'undeployed';
  /** The Entry counter an off-board warrior waits at. */
  entry?: string;
  /** The Mode chosen at this round's activation (null before it). */
  mode: ModeId | null;
  modeLevel: number;
  /** Defensive Combat counter; `heroic` once Heroic Parry has been chosen. */
  dc: { heroic: boolean } | null;
  /** Skilled Firing counter number. */
  watch: number | null;
  /** Kept in Skilled Firing out of this round's sequence. */
  watchKept: boolean;
  /**
   * Left Skilled Firing this round after being kept out (can do nothing more this round,
   * HY-MODE-F-22), or by a shot that did not kill (may fire no more this round, HY-MODE-F-20).
   */
  spent: boolean;
  /** Victim of Skilled or Expert Move this round. */
  blocked: 'skilled' | 'expert' | null;
  /** Moved in Master Move this round: attackers take -2. */
  masterMove: boolean;
  heroicMove: boolean;
  infiltrationLost: boolean;
  prestigeLost: boolean;
  frenzyKills: number;
  combinedUsed: number;
  combinedRound: number;
  mutations: string[];
  activated: boolean;
}

export interface SideState {
  hand: string[];
  handDecided: boolean;
  eventHand: string[];
  army: string[];
  armyRevealed: number;
  /** The secret Activation Sequence, counter 1 first. */
  sequence: string[];
  sequenceDone: boolean;
  objectivesDone: number[];
  objectivesHeld: number[];
}

export interface Attack {
  kind: 'strike' | 'fire' | 'riposte' | 'combined' | 'watch-shot';
  attacker: string;
  target: string;
  level: number;
  /** Action-card net points applied to this roll. */
  cards: number;
  parry: number | null;
  rear: boolean;
  /** A Skilled Firing shot's Armour-Piercing bullet: the warrior it goes on to after a hit (HY-APT-47). */
  pierce?: string;
  /** Which of a Heroic Firing's two shots this is: the card Effects tied to it touch it (HY-MODE-F-28). */
  shot?: 1 | 2;
}

/**
 * A 2D10 roll waiting for its roller to keep one die (option `manualDiceChoice`, AMB-61): the
 * attack being resolved (already off the queue), whether the die is the attack's or the parry's,
 * every die rolled, the two to keep one of, and the numbers they are judged by (`again`: a failed
 * attack roll is still to be rolled again, the Clones' Fury); for a parry, the attack roll's result.
 */
export interface KeepDie {
  roll: 'attack' | 'parry';
  seat: Seat;
  attack: Attack;
  rolls: number[];
  left: number[];
  spec: RollSpec;
  hit: RollResult | null;
}

export interface Action {
  kind: 'strike' | 'fire';
  target: string;
  level: number;
  second: string | null;
  combined: boolean;
  cards: string[];
  opened: boolean;
  hinder: string | null;
  /**
   * A Heroic Firing (HY-MODE-F-28): those of `cards` that back the second shot (the others back
   * the first), and the shot the Hindrance answers. Absent for any other action.
   */
  secondCards?: string[];
  hinderShot?: 1 | 2;
  /**
   * `level`: the cards left the Mode value below the level announced and the attacker announces
   * another (HY-MODE-08); `push`: the striker's side decides whether Brutish Strength pushes
   * (option `brutishOptional`, AMB-22); `keep`: a roller keeps one die of a 2D10 roll (`keep`,
   * option `manualDiceChoice`, AMB-61).
   */
  stage: 'cards' | 'hinder' | 'cards-more' | 'level' | 'parry' | 'push' | 'keep' | 'done';
  queue: Attack[];
  anyStrikeHit: boolean;
  /** The Skilled Strike second roll has been queued. */
  secondDone: boolean;
  /** The roll waiting for its kept die (stage `keep`); absent otherwise. */
  keep?: KeepDie;
}

/** One step of a move's path: where the base stands after it and the points spent to get there. */
export interface PathStep {
  x: number;
  y: number;
  facing: Facing;
  cost: number;
  /** A turn on the spot, not a step. */
  turn: boolean;
  /** The free quarter turn has been used by the end of this step. */
  freeTurn: boolean;
}

/** The shots at one warrior newly seen by Skilled Firing warriors: theirs, lowest counter first. */
export interface ShotGroup {
  target: string;
  shooters: string[];
}

/**
 * A movement stopped in the middle of its path for a roll that takes Action cards: a Skilled
 * Firing ambush (HY-MODE-F-24) or the jump over an open trapdoor (HY-CARD-ACTION-18). The mover
 * stands on `path[at]`; once the cards are played and the roll made, the move goes on from there.
 * The ambushes of a moment that is no step of a move (a door opened, a push, a warrior swapped,
 * moved out of an Aura, entering, or gone from the board) stand in the same way, with no path.
 */
export interface PausedMove {
  reason: 'ambush' | 'trapdoor';
  /** The square and facing chosen, and the price of the whole path. */
  to: { x: number; y: number; facing: Facing; cost: number };
  /** The whole path, the start first; the mover stands on `path[at]`. */
  path: PathStep[];
  at: number;
  /** Movement points of the activation when the move began, and the wounds he had then. */
  startMp: number;
  woundsAtStart: number;
  /** Enemies in contact when the move began. */
  before: string[];
  /** Open trapdoor squares jumped so far in this move, one entry a crossing. */
  jumped: string[];
  /**
   * What is left to settle at this step: the trapdoor squares still to jump (`part: 'jump'`), or
   * the Skilled Firing warriors still to fire at `target`, lowest counter first (`part: 'watch'`).
   */
  queue: string[];
  /** `step`: the next step of the path is to be taken; `jump`, `watch`: its rolls are under way. */
  part: 'step' | 'jump' | 'watch';
  /** The shooter of the ambush being settled. */
  shooter: string | null;
  /**
   * The stage of the roll at the head of the queue. `none`: not opened yet; `aim`: the shooter's
   * side says whether his Armour-Piercing bullet goes on, and to whom; `cards`: the side making the
   * roll (the shooter, at most one card; or the jumping mover) plays; `against`: the other side
   * plays against it (the warrior shot at any number of cards, the opponent one Hindrance against a
   * jump); `cards-more`: a jumper who opened with a card may add more after the Hindrance; `parry`:
   * the warrior shot at, in Defensive Combat, picks his parry level and the card backing it, if
   * any; `roll`: the roll comes next.
   */
  stage: 'none' | 'aim' | 'cards' | 'against' | 'cards-more' | 'parry' | 'roll';
  /** Cards played for the roll and against it, for their points. */
  cards: string[];
  against: string[];
  /** The roller opened with at least one card (so he may add more after the Hindrance). */
  opened: boolean;
  /** The shot's Armour-Piercing bullet goes on to this warrior after a hit (stage `aim`). */
  pierce?: string;
  /** The parry level of the warrior shot at (stage `parry`); absent when he does not parry. */
  parry?: number;
  /**
   * No path: coming in through an Entry counter, or an ambush at a moment that is no step of a
   * move; the only "step" is the square the active warrior stands on.
   */
  entering?: boolean;
  /** The warrior the shots of `queue` aim at; absent: the mover. */
  target?: string;
  /** The shot at `target` is the second roll of the Armour-Piercing bullet of the one before (HY-APT-47). */
  bullet?: boolean;
  /** The shots of the same moment at other warriors, once those of `queue` are made. */
  later?: ShotGroup[];
  /**
   * How the activation goes on once the last shot is made, for an ambush with no move under way:
   * `stay` where it stood, `finish` on to its end, `queue` on to the next roll of the action the
   * shots interrupted. Absent: as after a move.
   */
  after?: 'stay' | 'finish' | 'queue';
}

export interface Activation {
  warrior: string;
  seat: Seat;
  stage: 'mode' | 'move' | 'action' | 'resolve' | 'finish';
  endOfRound: boolean;
  mode: ModeId | null;
  level: number;
  expertTarget: string | null;
  mpLeft: number;
  freeTurnUsed: boolean;
  moved: number;
  startContacts: string[];
  leftContacts: string[];
  doorsUsed: string[];
  faced: boolean;
  /** A Skilled or Expert Move has already pinned its opponent this activation. */
  pinned: boolean;
  action: Action | null;
  cardsLocked: string[];
  /** The last step of this activation was diagonal (leaving the laboratory, HY-TERRAIN-09). */
  lastStepDiagonal?: boolean;
  /** A move stopped for a roll with Action cards (optional for older records). */
  paused?: PausedMove | null;
  /**
   * Who each Skilled Firing warrior saw at the last look (`watcher>seen` pairs, friends too): a
   * warrior he sees now and did not then has come into his sight (HY-MODE-F-17, AMB-14). Taken at
   * the activation's first choice.
   */
  seen?: string[];
  /**
   * Warriors a push, a Deceit swap, an Aura or the entry put on a square: their touch ends an
   * enemy's Skilled Firing once the shots of that moment are made (HY-MODE-F-16, AMB-14).
   */
  landed?: string[];
}

/** `roll-cards`: from round 2, Action cards committed to the Activation Roll before it is rolled. */
export type Phase = 'opening-hand' | 'roll-cards' | 'choose-first' | 'sequence' | 'activation' | 'over';

export interface HybridState {
  mission: string;
  phase: Phase;
  round: number;
  roundLimit: number;
  board: Board;
  warriors: Warrior[];
  sides: Record<Seat, SideState>;
  actionDeck: string[];
  actionDiscard: string[];
  eventDeck: string[];
  eventDiscard: string[];
  /** Event counters on the board: square key -> whether it is a Trap. */
  eventCounters: Record<string, boolean>;
  objectiveCounters: Record<string, number>;
  lastEventSide: Seat | null;
  rollWinner: Seat | null;
  first: Seat | null;
  turn: Seat | null;
  current: Activation | null;
  /** Warriors still to make their end-of-round move, in order. */
  endQueue: string[];
  watchNext: number;
  firstContact: boolean;
  firstBlood: boolean;
  /** Who carried out Objective 1 (Prowlers! round 5). */
  objective1By: Seat | null;
  outcome: { winners: Seat[]; draw: boolean; reason: string } | null;
  /** Aura and Mutation cards, the Activation Roll auction, card Effects and lasting card states. */
  cards: CardState;
}
