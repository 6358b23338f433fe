import type { GameEvent, SeatId, ScriptedRoll } from '@skirmish/core';
import type { Facing, Pos, TokenState } from './board.ts';
import type { Activity, EnemyEntry, Enhancement, ModuleKind } from './content/schema.ts';
import type { CampaignState } from './campaign.ts';

export interface CharState {
  id: string;
  name: string;
  cls: string;
  seat: SeatId;
  pos: Pos | null;
  facing: Facing;
  offBoard: boolean;
  health: number;
  maxHealth: number;
  strength: number;
  morale: number;
  /** Draw pile; its order is secret. */
  deck: string[];
  hand: string[];
  used: string[];
  weapons: string[];
  armor: string | null;
  equipment: string[];
  accessories: Array<{ gear: string; weapon: string }>;
  /** Reload weapons that hold their Reload token. */
  loaded: string[];
  fuel: number;
  fuelPaid: boolean;
  hidden: boolean;
  acted: boolean;
  reacted: boolean;
  /** Revived this turn: cannot act until the next. */
  stunned: boolean;
  /** EMP: disabled through this turn number (HU-MENTAL-06); 0 when never struck. */
  disabledThrough: number;
  dead: boolean;
  findings: number;
  /** Module tokens carried in from the campaign, by kind; they share the blue slots with the findings. */
  modules: Partial<Record<ModuleKind, number>>;
  /** Gear carried in blue slots but inactive there (not Additional Equipment). */
  parked: string[];
  /** Two-use gear already used once (kept from mission to mission). */
  usedOnce: string[];
  /** Gear effects running on the character, with turns left (12: to the end of the mission). */
  effects: Array<{ gear: string; turns: number }>;
}

/** Gear left on a space: a trap, a generator or a Disruptor. */
export interface PlacedGear {
  id: string;
  gear: string;
  owner: string;
  pos: Pos;
  /** A pressure-plate trap arms once its owner leaves the space. */
  armed: boolean;
  /** Fuel Cells loaded into a Disruptor left on its own. */
  fuel: number;
  /** Turns left (12: to the end of the mission). */
  turns: number;
}

export interface EnemyState {
  id: string;
  kind: string;
  pos: Pos;
  facing: Facing;
  health: number;
  /** EMP: disabled through this turn number. */
  disabledThrough: number;
}

export interface ActivityState {
  source: 'card' | 'basic' | 'reaction';
  card: string | null;
  queue: Activity[];
  index: number;
  enhancement: Enhancement | null;
  enhanceIndex: number;
  /** Movement points left in the current move activity; -1 before it starts. */
  mp: number;
  moraleMp: boolean;
}

export interface CharTurn {
  character: string;
  actions: number;
  cardsPlayed: number;
  rotated: boolean;
  activity: ActivityState | null;
}

/** One answer given mid-enemy-action, replayed when the action is run again. */
export type Answer =
  | { kind: 'pick'; index: number }
  | { kind: 'react'; character: string; card: string; weapon: string | null; to: Pos | null }
  /** A seat passes the reaction window: it closes for that seat's characters only. */
  | { kind: 'no-reaction'; seat: SeatId }
  | { kind: 'detonate'; character: string; trap: string }
  /**
   * A Penalty Attack (or none), with the Morale uses it spends on each effect when it spends any
   * (AMB-46). A seat that declines (`character` null) says so for its own characters only: `seat`.
   */
  | { kind: 'penalty'; character: string | null; seat?: SeatId; moraleHits?: number; moraleDice?: number };

/** What a walk meets on one space of its way that changes what happens (HU-ENEMY-17). */
export interface WayMark {
  at: Pos;
  /** The name of the character whose space the walk enters (its walk stops there). */
  character?: string;
  /** The walk enters a Terror Generator's reach here. */
  terror?: boolean;
  /** Armed traps on the space, by placed id and gear name. */
  traps?: Array<{ id: string; name: string }>;
}

export type Ask =
  | {
      kind: 'tie';
      rule: string;
      about: string;
      options: Pos[];
      /** The enemy whose move or leap the tie settles, by id (the prompt names it). */
      mover?: string;
      enemies?: string[];
      /** The walk behind each option, given when an end space is offered once per different way (HU-ENEMY-17). */
      paths?: Pos[][];
      /** Beside `paths`: what each walk meets on its way, for telling the ways apart in words. */
      marks?: WayMark[][];
    }
  | {
      kind: 'react';
      enemy: string;
      moment: 'before' | 'during' | 'after';
      characters: string[];
      /** Lightning Reflexes bar every reaction at this moment (HU-ACTION-13): only detonations are open. */
      reflexes?: boolean;
      /**
       * What the enemy does: before its action the entry it would carry out as things stand, during
       * and after it the entry under way (the prompt tells the players); absent when there is none.
       */
      entry?: EnemyEntry;
    }
  | { kind: 'penalty'; enemy: string; characters: string[] };

export interface Snapshot {
  chars: CharState[];
  enemies: EnemyState[];
  tokens: TokenState[];
  placed: PlacedGear[];
  tracer: boolean;
}

/**
 * An enemy action waiting for the players. The action is run again from `start` with the answers
 * given so far and the rolls it already made, so it continues exactly where it stopped (the fast
 * path, changing this very state in place, resumes the stopped action instead).
 */
export interface EnemyCursor {
  enemy: string;
  start: Snapshot;
  answers: Answer[];
  rolls: ScriptedRoll[];
  emitted: number;
  ask: Ask;
}

export type Phase = 'hand' | 'deploy' | 'order' | 'character' | 'enemy-order' | 'enemy' | 'over' | 'campaign';

export interface MissionState {
  mission: string;
  seats: SeatId[];
  turn: number;
  phase: Phase;
  chars: CharState[];
  enemies: EnemyState[];
  tokens: TokenState[];
  placed: PlacedGear[];
  /** Finding spaces already collected (`"x,y"`). */
  collected: string[];
  nextId: number;
  current: CharTurn | null;
  /** Enemies still to act this turn, in activation order (ties settled). */
  enemyQueue: string[];
  /** Enemies whose place in the activation order is already settled (ties broken). */
  orderFixed: string[];
  enemyAction: { enemy: string; actionNo: number } | null;
  cursor: EnemyCursor | null;
  tracer: boolean;
  result: { victory: boolean; reason: string } | null;
  /** In a campaign: the state between missions (the mission fields hold the current mission). */
  campaign: CampaignState | null;
  /**
   * The mission's enemy groups (by index) whose count does not split evenly over their spaces and
   * whose spaces for the extra enemies the players are still to choose (AMB-69); absent otherwise.
   */
  spread?: number[];
}

export type Events = GameEvent[];

/**
 * Why a campaign ends (`Outcome.reason`; HU-CAMP-05, HU-CAMP-06, HU-DIFF-05): its main plot solved,
 * every character dead, or its last day passed with the plot unsolved.
 */
export const CAMPAIGN_END_REASONS = {
  solved: 'the main plot is solved',
  dead: 'every character is dead',
  late: 'the last day passed with the main plot unsolved',
} as const;
