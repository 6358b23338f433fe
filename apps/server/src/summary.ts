import { campaignProgress, type CampaignProgress, type CampaignState as DogsState } from '@skirmish/dogs-of-war';
import { campaignWhere, localName, type HuntersContent, type HuntersView, type MissionState } from '@skirmish/hunters';

/**
 * Where a game stands, in a few public words, for the lists of games: a Hunters campaign's day
 * (of its last) and the place its party is at, a Dogs of War league's round of missions or a hunt's
 * day. Made from the spectator's view alone (and the pack, which anyone may fetch), so it tells
 * nothing a seat keeps to itself; small, never a view.
 */
export interface ListSummary {
  /** The day reached, of `days`. */
  readonly day?: number;
  readonly days?: number;
  /** The round of missions reached, of `rounds`. */
  readonly round?: number;
  readonly rounds?: number;
  /** Where the party is, in each language. */
  readonly place?: { readonly en: string; readonly hu: string };
}

interface Summarizer {
  /** Whether games of this set-up have a summary (a Hunters mission played alone has none). */
  readonly applies: (setup: unknown) => boolean;
  /** The summary, from the spectator's view and the game's pack; null where there is none. */
  readonly of: (view: unknown, content: unknown) => ListSummary | null;
  /**
   * The same summary from the game's state, through what its rule system exports for it: much
   * cheaper than a spectator view, made after every choice. Absent: the view is made.
   */
  readonly ofState?: (state: unknown, content: unknown) => ListSummary | null;
}

const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/** A Hunters campaign's day and place (as its views show them): its day of the last, the place by the pack's name for it. */
function huntersPlace(
  camp: { readonly day?: unknown; readonly location?: unknown } | null | undefined,
  content: unknown,
): ListSummary | null {
  if (!camp || !whole(camp.day)) return null;
  const pack = content as HuntersContent | null;
  const lastDay = pack?.campaign?.lastDay;
  const where = pack?.locations?.find((l) => l.id === camp.location);
  const place = where
    ? { en: localName(where, 'en'), hu: localName(where, 'hu') }
    : camp.location === 'base'
      ? { en: 'The base', hu: 'A bázis' }
      : typeof camp.location === 'string' && camp.location !== ''
        ? { en: camp.location, hu: camp.location }
        : undefined;
  return { day: camp.day, ...(whole(lastDay) ? { days: lastDay } : {}), ...(place ? { place } : {}) };
}

/** A Hunters campaign, from the spectator's view. */
function huntersSummary(view: unknown, content: unknown): ListSummary | null {
  return huntersPlace((view as HuntersView | null)?.campaign, content);
}

/**
 * A Dogs of War campaign: a hunt's day of its most, a league's round of those planned (none while
 * forming). From the spectator's view, or from what `campaignProgress` reads of the state: the same fields.
 */
function dogsSummary(s: CampaignProgress | null | undefined): ListSummary | null {
  if (!s) return null;
  if (s.mode === 'hang-em-high') {
    const h = s.hunt;
    return h && whole(h.day) && h.day > 0 ? { day: h.day, ...(whole(h.maxDays) ? { days: h.maxDays } : {}) } : null;
  }
  return whole(s.round) && s.round > 0
    ? { round: s.round, ...(whole(s.missionsPlanned) ? { rounds: s.missionsPlanned } : {}) }
    : null;
}

const SUMMARIES: Readonly<Record<string, Summarizer>> = {
  hunters: {
    applies: (setup) => (setup as { mode?: unknown } | null | undefined)?.mode === 'campaign',
    of: huntersSummary,
    ofState: (state, content) => huntersPlace(campaignWhere(state as MissionState), content),
  },
  'dogs-of-war': {
    applies: () => true,
    of: (view) => dogsSummary(view as DogsState | null),
    ofState: (state) => dogsSummary(campaignProgress(state as DogsState)),
  },
};

/** Whether a game of this rule system and set-up is listed with a summary. */
export function summarized(ruleset: string, setup: unknown): boolean {
  return SUMMARIES[ruleset]?.applies(setup) ?? false;
}

/**
 * A game's summary from the spectator's view of its position and its pack; null where its rule
 * system gives none, or the view is not as expected (the list then goes without it).
 */
export function listSummary(ruleset: string, spectatorView: unknown, content: unknown): ListSummary | null {
  try {
    return SUMMARIES[ruleset]?.of(spectatorView, content) ?? null;
  } catch {
    return null;
  }
}

/**
 * A game's summary from its state, where its rule system gives one that way (the same as
 * `listSummary` from the spectator's view, without making the view); undefined where it does not
 * (then the view is made); null where there is no summary or the state is not as expected.
 */
export function stateSummary(ruleset: string, state: unknown, content: unknown): ListSummary | null | undefined {
  const ofState = SUMMARIES[ruleset]?.ofState;
  if (!ofState) return undefined;
  try {
    return ofState(state, content);
  } catch {
    return null;
  }
}
