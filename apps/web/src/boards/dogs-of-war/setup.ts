/**
 * The set-up a new Dogs of War game starts with, as the home page's card chooses it: a league or
 * a Hang 'Em High campaign, how many companies (one a player), and how many mission rounds or
 * days. Bounds are those of the ruleset's set-up schema; the Cardinal's band of a hunt is added by
 * the rules themselves.
 */

export type DogsCampaign = 'league' | 'hang-em-high';

export interface DogsSetupChoice {
  readonly campaign: DogsCampaign;
  readonly companies: number;
  readonly missions: number;
}

export const DOGS_SETUP_DEFAULT: DogsSetupChoice = { campaign: 'league', companies: 2, missions: 5 };

/** The set-up schema's bounds: 2 to 8 companies, 1 to 100 missions (or days). */
export const DOGS_SETUP_BOUNDS = { companies: { min: 2, max: 8 }, missions: { min: 1, max: 100 } } as const;

/** The companies' seats in order: the first two are those of the default set-up. */
const SEATS = ['red', 'blue', 'green', 'yellow', 'black', 'white', 'grey', 'purple'] as const;

const COLOURS: Readonly<Record<'en' | 'hu', Readonly<Record<(typeof SEATS)[number], string>>>> = {
  en: {
    red: 'Red',
    blue: 'Blue',
    green: 'Green',
    yellow: 'Yellow',
    black: 'Black',
    white: 'White',
    grey: 'Grey',
    purple: 'Purple',
  },
  hu: {
    red: 'Vörös',
    blue: 'Kék',
    green: 'Zöld',
    yellow: 'Sárga',
    black: 'Fekete',
    white: 'Fehér',
    grey: 'Szürke',
    purple: 'Bíbor',
  },
};

const clamp = (n: number, lo: number, hi: number): number =>
  Number.isSafeInteger(n) ? Math.min(hi, Math.max(lo, n)) : lo;

/** The seats of a chosen set-up, one a company. */
export function dogsSeats(choice: DogsSetupChoice): string[] {
  const { min, max } = DOGS_SETUP_BOUNDS.companies;
  return SEATS.slice(0, clamp(choice.companies, min, max));
}

/** Each seat's name in both languages (the server's answer for a new game carries none). */
export function dogsSeatNames(choice: DogsSetupChoice): Record<string, Record<string, string>> {
  return Object.fromEntries(
    dogsSeats(choice).map((s) => [
      s,
      { en: COLOURS.en[s as keyof typeof COLOURS.en], hu: COLOURS.hu[s as keyof typeof COLOURS.hu] },
    ]),
  );
}

/**
 * The set-up sent to the server: its companies named in the page's language (and the soldiers'
 * proposed names Hungarian on a Hungarian page, as the ruleset's Hungarian default does).
 */
export function dogsSetup(choice: DogsSetupChoice, lang: string): Record<string, unknown> {
  const hu = lang === 'hu';
  const { min, max } = DOGS_SETUP_BOUNDS.missions;
  return {
    companies: dogsSeats(choice).map((seat) => {
      const colour = (hu ? COLOURS.hu : COLOURS.en)[seat as keyof typeof COLOURS.en];
      return { seat, name: hu ? `A ${colour} Csapat` : `The ${colour} Company` };
    }),
    missions: clamp(choice.missions, min, max),
    campaign: choice.campaign,
    ...(hu ? { names: 'hu' } : {}),
  };
}

/** The card's words for the set-up fields. */
export const DOGS_SETUP_WORDS = {
  en: {
    legend: 'Campaign',
    campaign: 'Kind of campaign',
    league: 'League',
    hunt: "Hang 'Em High (hunt for the Cardinal)",
    companies: 'Companies (one a player)',
    rounds: 'Mission rounds',
    days: 'Days at most',
    huntNote: "The Cardinal's band is added and run by the players; the companies gather clues day by day.",
  },
  hu: {
    legend: 'Hadjárat',
    campaign: 'A hadjárat fajtája',
    league: 'Liga',
    hunt: 'Hang ’Em High (hajsza a Bíboros után)',
    companies: 'Csapatok (játékosonként egy)',
    rounds: 'Küldetésfordulók',
    days: 'Legfeljebb ennyi nap',
    huntNote: 'A Bíboros bandáját a játékosok vezetik; a csapatok napról napra gyűjtik a nyomokat.',
  },
} as const;
