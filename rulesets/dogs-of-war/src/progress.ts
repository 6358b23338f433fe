import type { CampaignState } from './state.ts';

/** How far a campaign has gone: its mode, a league's round of those planned, a hunt's day of its most. */
export interface CampaignProgress {
  readonly mode: CampaignState['mode'];
  readonly round: number;
  readonly missionsPlanned: number;
  /** Hang 'Em High only: the day reached and the most days the hunt lasts. */
  readonly hunt?: { readonly day: number; readonly maxDays: number };
}

/**
 * How far a campaign has gone, read from its state alone, as every seat's view and a spectator's
 * show it (a view hides only a group not yet matched by the other side's). Cheap: for a game
 * list's summary after each choice, which would otherwise need a whole spectator view.
 */
export function campaignProgress(s: CampaignState): CampaignProgress {
  return {
    mode: s.mode,
    round: s.round,
    missionsPlanned: s.missionsPlanned,
    ...(s.hunt ? { hunt: { day: s.hunt.day, maxDays: s.hunt.maxDays } } : {}),
  };
}
