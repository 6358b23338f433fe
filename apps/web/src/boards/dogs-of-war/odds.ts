/**
 * The roll the odds panel beside the Dogs of War board is set to: the one that comes next for the
 * seat at the step it stands at, with what the board already knows filled in.
 */
import { hasRole, structureLost } from '@skirmish/dogs-of-war';
import type { OddsRequest } from '../../components/OddsPanel.tsx';
import { battleOf, type AfterActionReport, type Battle, type CampaignState, type Company } from './logic.ts';
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
 * SP lost by the company's machines as the report form of a battle says so far, before the report
 * is given: the board reads it from the form, since the rules roll on the report itself where no
 * other player has to accept it (the option `confirm-report` off, or nobody else to ask).
 */
export interface ReportDraftStructure {
  /** The battle's id. */
  readonly battle: number;
  readonly structure: AfterActionReport['structure'];
}

/**
 * A war machine's recuperation, as the rules will make it: from the SP it lost in all, in this
 * battle and before it. In this battle: as the report given says (awaiting acceptance), or,
 * before it is given, as the report form says so far (`drafted`, of this battle); at the report
 * step with neither, none (a machine that came out of an earlier battle short of SP still rolls).
 * Of the company's machines that lost any (a mobile war machine, or an asset with structure
 * points), the first that rolls (more than half lost), else the first; null when none lost any, or
 * before the report step.
 */
function machineRecuperation(
  own: Company,
  b: Battle,
  w: DwWords,
  drafted: ReportDraftStructure | null,
): OddsRequest | null {
  const given = b.reported?.report.structure;
  const typed = b.step === 'report' && drafted?.battle === b.id ? drafted.structure : null;
  const structure = given ?? typed ?? (b.step === 'report' ? [] : null);
  if (!structure) return null;
  const lostNow = (id: string) => structure.find((m) => m.id === id)?.lost ?? 0;
  const machines = [
    ...own.soldiers.flatMap((s) =>
      s.machine === 'mobile' && s.structure !== null ? [{ id: s.id, name: s.name, ...s.structure }] : [],
    ),
    ...own.assets.flatMap((a) => (a.structure ? [{ id: a.id, name: a.name, ...a.structure }] : [])),
  ]
    .map((m) => ({ name: m.name, max: m.max, lost: structureLost(m, lostNow(m.id)), now: lostNow(m.id) }))
    .filter((m) => m.lost > 0);
  const shown = machines.find((m) => m.lost * 2 > m.max) ?? machines[0];
  if (!shown) return null;
  const others = machines.filter((m) => m !== shown).map((m) => m.name);
  // Which words: a report given; the form as filled in so far; or nothing of this battle yet.
  const words = given
    ? w.oddsMachine
    : typed && machines.some((m) => m.now > 0)
      ? w.oddsMachineForm
      : w.oddsMachineWorn;
  return {
    procedure: 'machine-recuperation',
    inputs: { sp: shown.max, lost: shown.lost },
    note: words(shown.name, shown.lost, shown.max, ...others),
  };
}

/**
 * The roll that matters for `seat` now, or null when none does (a spectator, a company out of the
 * campaign, a campaign over):
 * - a battle whose mission is being chosen: the opposed roll for the Attacker that follows;
 * - a battle past that, up to its report, and the after-battle steps: the recuperation rolls; at
 *   the report, a war machine's when one of the company's lost structure points, as the report
 *   given says, or before it is given as the form says so far (`drafted`): with the option
 *   `confirm-report` off the roll comes with the report itself, so the form is the last moment
 *   it can be seen coming;
 * - in the hunt, a company waiting in the morning: its attempt to locate the Cardinal, with its
 *   clues; in the evening: the next morning's attempt, after the rumors' d6 of clues; at the
 *   offers and during the day: the opposed roll for the Attacker;
 * - otherwise (formation, waiting for a league mission): the opposed roll that chooses the mission.
 * `locale`: the language of the words that come with a roll.
 */
export function oddsAt(
  state: CampaignState,
  seat: string | null,
  locale: 'en' | 'hu' = 'en',
  drafted: ReportDraftStructure | null = null,
): OddsRequest | null {
  if (!seat || state.finished) return null;
  const own = state.companies[seat];
  const stage = state.stages[seat];
  if (!own || !stage || stage.kind === 'out') return null;
  if (stage.kind === 'after') return recuperation(own);
  const b = battleOf(state, seat);
  if (b) {
    if (b.step !== 'choose-mission')
      return machineRecuperation(own, b, WORDS[locale] as DwWords, drafted) ?? recuperation(own);
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
