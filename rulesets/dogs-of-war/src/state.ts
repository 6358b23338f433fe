/** The campaign as one plain value: companies, the current battles, and the record of each mission. */
import type { Aftereffect, MissionResult, Recovery, SingleUseObject } from './data.ts';
import type { Company } from './company.ts';
import type { AfterActionReport } from './choices.ts';
import type { MissionId } from './missions.ts';

export type Stage =
  | { readonly kind: 'formation'; readonly step: 'captain' | 'recruit' | 'experience' | 'attributes' }
  | { readonly kind: 'after'; readonly step: 'exclusions' | 'recruitment' | 'experience' | 'attributes' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'out' };

export interface Group {
  readonly soldiers: readonly string[];
  readonly attributes: ReadonlyArray<{ readonly soldier: string | null; readonly attribute: string }>;
  readonly hires: readonly string[];
  readonly hireCosts: readonly number[];
  readonly explorers: readonly string[];
  /** Hang 'Em High: prospectors looking for the Cardinal. */
  readonly searchers?: readonly string[];
  readonly value: number;
  readonly objects: ReadonlyArray<{ readonly fighter: string; readonly object: SingleUseObject }>;
  readonly eventCards: number;
  /** Of `eventCards`, those given free of CP: the stronger Destruction Attacker's (DW-MSN-DEST-06). */
  readonly freeEventCards?: number;
  readonly cpUsed: number;
  readonly prepared: boolean;
  /** Free advantages lent for this mission. */
  readonly advantages?: ReadonlyArray<{ readonly from: string; readonly advantage: string; readonly to: string }>;
  /** The weaker side added a round to the mission (DW-MISSION-PRE-35). */
  readonly extraRound?: boolean;
}

/**
 * `free-event-card`: both sides are prepared and Destruction's stronger Attacker says whether he
 * takes his free Event card (DW-MSN-DEST-06) before the battle is announced.
 */
export type BattleStep =
  'choose-mission' | 'groups' | 'balance' | 'compensate' | 'final' | 'free-event-card' | 'report';

export interface Battle {
  readonly id: number;
  readonly seats: readonly [string, string];
  readonly step: BattleStep;
  /** The seat that won the mission-choice roll. */
  readonly chooser: string;
  readonly mission: MissionId | null;
  readonly attacker: string | null;
  readonly groups: Readonly<Record<string, Group | null>>;
  readonly cp: number;
  readonly weaker: string | null;
  readonly rounds: number | null;
  /** Invasion: the sectors the Defender's die cut the battlefield into, rolled once both sides are ready. */
  readonly sectors?: number;
  /** Treasure Hunt: the jewels the higher of the two dice laid out, rolled once both sides are ready. */
  readonly jewels?: number;
  /** Hang 'Em High: the lone player's opponent is a neutral company run by another player. */
  readonly neutral?: { readonly controller: string | null; readonly cap: number | null };
  /** Hang 'Em High: Death to the Cardinal, the band being the Defender. */
  readonly cardinal?: boolean;
  /**
   * A report given and not yet accepted (with the option `confirm-report`): who gave it, and the
   * players whose companies fought the battle still to accept it. Sent back, it goes.
   */
  readonly reported?: ReportAwaiting;
}

export interface ReportAwaiting {
  readonly by: string;
  readonly report: AfterActionReport;
  readonly awaiting: readonly string[];
}

export interface MissionRecord {
  readonly battle: number;
  readonly round: number;
  readonly mission: MissionId;
  readonly seats: readonly [string, string];
  readonly results: Readonly<Record<string, MissionResult>>;
  readonly retreat: string | null;
  readonly values: Readonly<Record<string, number>>;
  readonly renown: Readonly<Record<string, number>>;
  readonly resources: Readonly<Record<string, number>>;
  readonly deaths: Readonly<Record<string, readonly string[]>>;
  /** The names of the dead by their ids: they have left their companies, and their names with them. */
  readonly deadNames: Readonly<Record<string, string>>;
  /**
   * Each recuperation's outcome, and the soldier's name as it was then (`name`; a state of 0.14.0 or
   * earlier has none): a soldier dismissed later leaves his company with his name.
   */
  readonly recoveries: ReadonlyArray<{
    readonly seat: string;
    readonly soldier: string;
    readonly outcome: Recovery;
    readonly name?: string;
  }>;
  readonly captures: readonly string[];
}

export type HuntStep = 'start' | 'morning' | 'offers' | 'day' | 'evening';

/** Hang 'Em High: the day, the clues, the offers and the hunt for the Cardinal. */
export interface Hunt {
  readonly day: number;
  readonly maxDays: number;
  readonly step: HuntStep;
  readonly clues: Readonly<Record<string, number>>;
  /** Morning: who tries to locate the Cardinal; evening: who pays for corruption. */
  readonly answers: Readonly<Record<string, boolean>>;
  /** Morning: the players whose attempt was rolled (and failed) today; absent in older saves. */
  readonly tried?: readonly string[];
  /** The day's mission instances, such as "raid-1" and "raid-2". */
  readonly offers: readonly string[];
  readonly order: readonly string[];
  readonly picks: Readonly<Record<string, string>>;
  /** Who located the Cardinal this morning. */
  readonly hunter: string | null;
  /** Who runs the Cardinal's camp, chosen by the hunter's opponents. */
  readonly controller: string | null;
  readonly cardinalPlayed: boolean;
  readonly winner: string | null;
  /** House rule: who gets the strategist's +1 in the attribution roll. */
  readonly strategist?: 'military-advisor' | 'none';
}

export interface CampaignState {
  readonly mode: 'league' | 'hang-em-high';
  readonly hunt?: Hunt;
  readonly seats: readonly string[];
  readonly missionsPlanned: number;
  readonly round: number;
  readonly companies: Readonly<Record<string, Company>>;
  readonly stages: Readonly<Record<string, Stage>>;
  readonly battles: readonly Battle[];
  /** EP earned in the last mission, added to each soldier in phase 5. */
  readonly earned: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly nextBattle: number;
  readonly history: readonly MissionRecord[];
  readonly finished: boolean;
}

export type { Aftereffect };
