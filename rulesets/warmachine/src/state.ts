import type { StatName } from './content.ts';

export type Seat = 'p1' | 'p2';
export const SEATS: readonly Seat[] = ['p1', 'p2'];
export const other = (s: Seat): Seat => (s === 'p1' ? 'p2' : 'p1');

export interface ModelState {
  /** Instance id, `p1.kron`. */
  readonly id: string;
  readonly def: string;
  readonly side: Seat;
  x: number;
  y: number;
  facing: number;
  placed: boolean;
  removed: boolean;
  /** Warcaster: damage boxes marked. */
  boxes: number;
  /** Warjack: boxes marked per column (marking runs top down, so a count says which). */
  marks: number[];
  focus: number;
  /** Focus allocated to this warjack this turn (at most 3). */
  received: number;
  knockedDown: boolean;
  /** The turn number in which it was knocked down (it may stand only in a later turn). */
  knockedDownTurn: number;
  stationary: boolean;
  /**
   * The side whose spell, feat or attack made the model stationary: the status lasts one round,
   * to the start of that side's next turn (WM-TURN-07). Null when the model is not stationary, or
   * when a loaded position made it so without saying by whom (then only shaking ends it).
   */
  stationaryUntil: Seat | null;
  fire: boolean;
  corrosion: boolean;
  activated: boolean;
  featUsed: boolean;
}

export interface EffectState {
  readonly id: number;
  readonly source: string;
  readonly from: 'spell' | 'feat';
  readonly caster: string;
  readonly casterSide: Seat;
  readonly target: string;
  readonly mods: Partial<Record<StatName, number>>;
  readonly duration: 'oneRound' | 'upkeep';
}

export type MovementDone = 'none' | 'advance' | 'run' | 'charge' | 'slam' | 'forfeit';

export interface Activation {
  readonly model: string;
  movement: MovementDone;
  moved: number;
  aiming: boolean;
  /** The model stood up by forfeiting its combat action (only a full advance is left). */
  noAction: boolean;
  chargeTarget: string | null;
  /** The next attack is the first after a charge: it must target the charge target. */
  chargeFirstDue: boolean;
  chargeAttack: boolean;
  actionType: 'melee' | 'ranged' | null;
  initialLeft: string[];
  special: boolean;
  shots: Record<string, number>;
  castOrFeat: boolean;
}

export type Phase = 'chooseFirst' | 'deploy' | 'maintenance' | 'control' | 'activation' | 'over';

/** A move that left enemies' melee ranges, paused while each of them decides on a free strike (A-20). */
export interface FreeStrikeState {
  readonly mover: string;
  /** Enemies still to decide, in order; the first decides now. */
  strikers: string[];
  /** How the move goes on once every striker has decided. */
  readonly move: {
    readonly kind: 'advance' | 'run' | 'charge' | 'slam';
    readonly x: number;
    readonly y: number;
    readonly facing: number;
    readonly moved: number;
    /** The corners of the path still to walk before (x, y): where each free strike is made is found along them. */
    readonly via: { readonly x: number; readonly y: number }[];
    readonly target: string | null;
    /** The charge or slam path ended against another base. */
    readonly stopped: boolean;
    readonly boostAttack: boolean;
    readonly boostDamage: boolean;
  };
}

export interface WmState {
  readonly table: number;
  round: number;
  /** Turns played so far, counting the current one (1 = first player's first turn). */
  turn: number;
  phase: Phase;
  rollOff: Array<{ p1: number; p2: number }>;
  rollWinner: Seat;
  first: Seat;
  active: Seat;
  models: ModelState[];
  effects: EffectState[];
  nextEffect: number;
  activation: Activation | null;
  /** Upkeep effects paid for in this Control phase. */
  upkeepPaid: number[];
  /** A shake was made this Control phase, so allocation is over. */
  shaken: boolean;
  result: { winners: Seat[]; draw: boolean; reason: string } | null;
  boxes: Record<Seat, string>;
  /** The seat deploying along the near edge (y = 0); the first player picks an edge with its first model. */
  nearSide: Seat | null;
  freeStrike: FreeStrikeState | null;
}
