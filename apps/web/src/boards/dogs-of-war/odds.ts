/**
 * The roll the odds panel beside the Dogs of War board is set to: the one that comes next for the
 * seat at the step it stands at, with what the board already knows filled in.
 */
import { hasRole } from '@skirmish/dogs-of-war';
import type { OddsRequest } from '../../components/OddsPanel.tsx';
import { battleOf, type CampaignState, type Company } from './logic.ts';

/** The opposed 1d6 of the mission choice or of the Attacker, each side's military advisor filled in. */
function missionRoll(own: Company, foe: Company | undefined): OddsRequest {
  return {
    procedure: 'mission-roll',
    inputs: {
      advisor: hasRole(own, 'military-advisor'),
      'foe-advisor': foe ? hasRole(foe, 'military-advisor') : false,
    },
  };
}

/** The recuperation of a seriously wounded soldier, with the company's medic if it has one. */
function recuperation(own: Company): OddsRequest {
  return { procedure: 'recuperation', inputs: { wound: 'serious', medic: hasRole(own, 'medic') } };
}

/**
 * The roll that matters for `seat` now, or null when none does (a spectator, a company out of the
 * campaign, a campaign over):
 * - a battle whose mission is being chosen: the opposed roll for the Attacker that follows;
 * - a battle past that, up to its report, and the after-battle steps: the recuperation rolls;
 * - in the hunt, a company waiting in the morning or the evening: its attempt to locate the
 *   Cardinal, with its clues; at the offers and during the day: the opposed roll for the Attacker;
 * - otherwise (formation, waiting for a league mission): the opposed roll that chooses the mission.
 */
export function oddsAt(state: CampaignState, seat: string | null): OddsRequest | null {
  if (!seat || state.finished) return null;
  const own = state.companies[seat];
  const stage = state.stages[seat];
  if (!own || !stage || stage.kind === 'out') return null;
  if (stage.kind === 'after') return recuperation(own);
  const b = battleOf(state, seat);
  if (b) {
    if (b.step !== 'choose-mission') return recuperation(own);
    const foe = b.seats[0] === seat ? b.seats[1] : b.seats[0];
    return missionRoll(own, state.companies[foe]);
  }
  const h = state.hunt;
  if (h && stage.kind === 'waiting' && (h.step === 'morning' || h.step === 'evening'))
    return { procedure: 'location', inputs: { clues: h.clues[seat] ?? 0 } };
  return missionRoll(own, undefined);
}
