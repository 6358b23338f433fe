/**
 * The roll the odds panel beside the Dogs of War board is set to: the one that comes next for the
 * seat at the step it stands at, with what the board already knows filled in.
 */
import { hasRole, structureLost } from '@skirmish/dogs-of-war';
import type { OddsRequest } from '../../components/OddsPanel.tsx';
import { battleOf, type Battle, type CampaignState, type Company } from './logic.ts';
import { WORDS, type DwWords } from './words.ts';

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
 * A war machine's recuperation once the report of its battle is given (the roll comes on its
 * acceptance), as the rules will make it: from the SP it lost in all, in this battle as reported
 * and before it. Of the company's machines that lost any (a mobile war machine, or an asset
 * with structure points), the first that rolls (more than half lost), else the first; null when
 * none lost any.
 */
function machineRecuperation(own: Company, b: Battle, w: DwWords): OddsRequest | null {
  const report = b.reported?.report;
  if (!report) return null;
  const lostNow = (id: string) => report.structure.find((m) => m.id === id)?.lost ?? 0;
  const machines = [
    ...own.soldiers.flatMap((s) =>
      s.machine === 'mobile' && s.structure !== null ? [{ id: s.id, name: s.name, ...s.structure }] : [],
    ),
    ...own.assets.flatMap((a) => (a.structure ? [{ id: a.id, name: a.name, ...a.structure }] : [])),
  ]
    .map((m) => ({ name: m.name, max: m.max, lost: structureLost(m, lostNow(m.id)) }))
    .filter((m) => m.lost > 0);
  const shown = machines.find((m) => m.lost * 2 > m.max) ?? machines[0];
  if (!shown) return null;
  const others = machines.filter((m) => m !== shown).map((m) => m.name);
  return {
    procedure: 'machine-recuperation',
    inputs: { sp: shown.max, lost: shown.lost },
    note: w.oddsMachine(shown.name, shown.lost, shown.max, ...others),
  };
}

/**
 * The roll that matters for `seat` now, or null when none does (a spectator, a company out of the
 * campaign, a campaign over):
 * - a battle whose mission is being chosen: the opposed roll for the Attacker that follows;
 * - a battle past that, up to its report, and the after-battle steps: the recuperation rolls; once
 *   the report is given, a war machine's when one of the company's lost structure points;
 * - in the hunt, a company waiting in the morning: its attempt to locate the Cardinal, with its
 *   clues; in the evening: the next morning's attempt, after the rumors' d6 of clues; at the
 *   offers and during the day: the opposed roll for the Attacker;
 * - otherwise (formation, waiting for a league mission): the opposed roll that chooses the mission.
 * `locale`: the language of the words that come with a roll.
 */
export function oddsAt(state: CampaignState, seat: string | null, locale: 'en' | 'hu' = 'en'): OddsRequest | null {
  if (!seat || state.finished) return null;
  const own = state.companies[seat];
  const stage = state.stages[seat];
  if (!own || !stage || stage.kind === 'out') return null;
  if (stage.kind === 'after') return recuperation(own);
  const b = battleOf(state, seat);
  if (b) {
    if (b.step !== 'choose-mission') return machineRecuperation(own, b, WORDS[locale] as DwWords) ?? recuperation(own);
    const foe = b.seats[0] === seat ? b.seats[1] : b.seats[0];
    return missionRoll(own, state.companies[foe]);
  }
  const h = state.hunt;
  if (h && stage.kind === 'waiting' && h.step === 'morning')
    return { procedure: 'location', inputs: { clues: h.clues[seat] ?? 0 } };
  // In the evening the rumors' d6 of clues come before the next morning's attempt.
  if (h && stage.kind === 'waiting' && h.step === 'evening')
    return { procedure: 'location', inputs: { clues: h.clues[seat] ?? 0, 'clue-dice': 1 } };
  return missionRoll(own, undefined);
}
