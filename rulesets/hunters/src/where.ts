import type { MissionState } from './state.ts';

/**
 * Where a campaign stands, read from its state alone: the day reached and the place its party is
 * at, as every seat's view and a spectator's show them. Null outside a campaign. Cheap: for a
 * game list's summary after each choice, which would otherwise need a whole spectator view.
 */
export function campaignWhere(s: MissionState): { readonly day: number; readonly location: string } | null {
  const c = s.campaign;
  return c ? { day: c.day, location: c.location } : null;
}
