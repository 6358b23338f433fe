import type { GameEvent } from '@skirmish/core';
import type { HybridState, Seat, Warrior } from '../state.ts';
import type { Ctx } from '../world.ts';

/** An Action card played for its Effect on the action under way. */
export interface PlayedEffect {
  readonly seat: Seat;
  readonly card: string;
  cancelled: boolean;
  /** In a Heroic Firing, the shot the card is tied to: its Effect touches that shot only (HY-MODE-F-28). */
  readonly shot?: 1 | 2;
}

/** The Activation Roll "auction" from round 2 on (CARD-ACTION-20). */
export interface RollAuction {
  /** Whose turn it is to commit a card or stop. */
  turn: Seat;
  committed: Record<Seat, string[]>;
  /** Consecutive stops; two in a row end the auction. */
  stops: number;
  /** A side that played Superior Strategy wins the roll outright. */
  superior: Seat | null;
}

/** Everything about cards and aptitudes that outlives one choice. Plain JSON. */
export interface CardState {
  /** Aura cards drawn at setup per bearer, waiting for one to be discarded (SETUP-07). */
  auraDrawn: Record<string, string[]>;
  /** The two Aura cards each bearer keeps. */
  auraKept: Record<string, string[]>;
  /** The active Aura of each bearer, with a stamp telling which was activated last. */
  auraActive: Record<string, { card: string; stamp: number }>;
  auraStamp: number;
  /** The bearer whose Aura may still be set in this activation (before his Mode). */
  auraOpen: string | null;
  auraDiscard: string[];
  /** Mutation cards drawn at setup, waiting for one to be discarded (SETUP-08). */
  mutationDrawn: string[];
  /** Kept Mutation cards not yet given to a warrior. */
  mutationKept: string[];
  mutationDiscard: string[];
  /** Fighters who have already lost their one NV point to Purulent Excrescence. */
  purulentHurt: string[];
  /** Biomechanical Shell: warriors who used it, and the round it protects. */
  shellUsed: string[];
  shellRound: Record<string, number>;
  /** The Conviction leader of each side, fixed at setup (APT-16). */
  leaders: Record<Seat, string | null>;
  /**
   * The bearers tied for a side's Conviction leader, waiting for the owner's pick at setup
   * (APT-16, AMB-28). Optional for older records.
   */
  leaderTie?: Partial<Record<Seat, string[]>>;
  roll: RollAuction | null;
  /** Action card Effects played on the current action. */
  effects: PlayedEffect[];
  /** Cards obtained by a steal or a recall: not playable before the next activation (CARD-ACTION-19). */
  fresh: string[];
  /**
   * Cards in a side's hand that the other side saw go in (taken back from the face-up discard, or
   * stolen from him): public knowledge, so his view may name them. Optional for older records.
   */
  shown?: Record<Seat, string[]>;
  /** Nullify: the round each Exorcist last made his test. Optional for older records. */
  nullified?: Record<string, number>;
  /**
   * How many Mutation cards Nullify took from each warrior: they still count against his
   * Mutation/X for the game (MUTATION-03). Optional for older records.
   */
  mutationsLost?: Record<string, number>;
  /**
   * The non-active player's window for Event cards before an activation closes (CARD-EVENT-04):
   * who is asked, and which activation (round, warrior, end-of-round move) already had its window.
   */
  eventWindow?: Seat | null;
  eventWindowKey?: string | null;
  /** The seats still to be asked in the open window, in order (optional for older records). */
  eventWindowNext?: Seat[];
  /** The moment of the activation the open window belongs to. */
  eventWindowMoment?: WindowMoment | null;
  /** What the activation does once the window closes. */
  eventWindowResume?: WindowResume | null;
  /** The activation the keys below belong to (`round:warrior:turn|end`). */
  eventWindowAct?: string | null;
  /** The windows this activation has had already, by key: each moment opens one window at most. */
  eventWindowsDone?: string[];
  /** Attack rolls made in this activation, numbering the windows before and after each. */
  eventWindowRolls?: number;
  /** Luck played: the next Natural Roll of that side in this activation gets an extra die. */
  luck: Seat | null;
  /** Points of the card the defender plays on his own parry (CARD-ACTION-25). */
  parryPoints: number;
  /** Constant cards in front of their players, with the last round they last. */
  constants: Array<{ card: string; seat: Seat; until: number }>;
  /** Army cards revealed but not yet played (Reserve), per side. */
  armyReady: Record<Seat, string[]>;
  /** The Clones' Fury: the round in which a side's warriors may re-roll. */
  fury: Record<Seat, number>;
  /** Corporeal Instability: warriors transformed, and until which round. */
  instability: Record<string, number>;
  /** Armour-Piercing Shot: the round each shooter last used it, and the declared second target. */
  piercedRound: Record<string, number>;
  pierce: string | null;
  /** Aura of Renunciation: warriors who failed and wait to be moved out by the bearer's player. */
  relocate: { bearer: string; warriors: string[] } | null;
  /** The non-active player has played his one card on this action (CARD-ACTION-25). */
  defenderCard: boolean;
  /**
   * Purulent Excrescence bursts waiting for their roll: the attacker, the carrier whose card
   * sprays him, and whether the wound is automatic.
   */
  spray: Array<{ attacker: string; carrier: string; auto: boolean }>;
  /** The "deadly" Effect held for the roll just made. */
  bonusWound: boolean;
  /** Momentary Madness: the warrior the opponent may seize now, and the one seized this round. */
  madnessAsk: string | null;
  madness: { warrior: string; side: Seat; round: number } | null;
}

export function newCardState(): CardState {
  return {
    auraDrawn: {},
    auraKept: {},
    auraActive: {},
    auraStamp: 0,
    auraOpen: null,
    auraDiscard: [],
    mutationDrawn: [],
    mutationKept: [],
    mutationDiscard: [],
    purulentHurt: [],
    shellUsed: [],
    shellRound: {},
    leaders: { griffin: null, scorpion: null },
    roll: null,
    effects: [],
    fresh: [],
    shown: { griffin: [], scorpion: [] },
    luck: null,
    parryPoints: 0,
    constants: [],
    armyReady: { griffin: [], scorpion: [] },
    fury: { griffin: 0, scorpion: 0 },
    instability: {},
    piercedRound: {},
    pierce: null,
    relocate: null,
    defenderCard: false,
    spray: [],
    bonusWound: false,
    madnessAsk: null,
    madness: null,
    // The optional fields, present from the start (undefined, which digests and JSON leave out), so
    // that every card state keeps one shape for the compiler.
    nullified: undefined,
    mutationsLost: undefined,
    eventWindow: undefined,
    eventWindowKey: undefined,
    eventWindowNext: undefined,
    eventWindowMoment: undefined,
    eventWindowResume: undefined,
    eventWindowAct: undefined,
    eventWindowsDone: undefined,
    eventWindowRolls: undefined,
  };
}

/**
 * The moments of an activation at which a player holding an Event card he could play is asked
 * (CARD-EVENT-04): after the Mode is announced, after each step of a move and at its end, before
 * the roll of a trapdoor jump or a Skilled Firing ambush, before and after each attack roll, and
 * before the activation ends.
 */
export type WindowMoment =
  'mode' | 'step' | 'moved' | 'before-jump' | 'before-shot' | 'before-roll' | 'after-roll' | 'end';

/**
 * What the activation does once a window closes: nothing (the active player's own decision comes
 * next), go on with the paused move, go on with the attack rolls, or end the activation.
 */
export type WindowResume = 'none' | 'move' | 'queue' | 'finish';

/** Where a wound comes from, as the rules module records it. */
export interface WoundSource {
  readonly by: string | null;
  readonly kind: 'melee' | 'fire' | 'trap' | 'sacrifice' | 'push' | 'event';
  /** The side whose card dealt the wound, when a card's Effect did (for the Action-card draw, AMB-25). */
  readonly card?: Seat;
}

/** The rules module's wound routine, handed in so that card code can deal wounds. */
export type WoundFn = (
  ctx: Ctx,
  s: HybridState,
  w: Warrior,
  n: number,
  src: WoundSource,
  ev: GameEvent[],
  rule: string,
) => void;

/** The cards of `seat`'s hand the opponent saw go in; those that left the hand are forgotten. */
export function shownInHand(s: HybridState, seat: Seat): string[] {
  return (s.cards.shown?.[seat] ?? []).filter((c) => s.sides[seat].hand.includes(c));
}
