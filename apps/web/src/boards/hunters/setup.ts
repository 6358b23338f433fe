/**
 * The set-up a new Hunters game starts with, as the home page's card chooses it: the characters'
 * classes (2 to 4, no class twice: HU-PLAYERS-01, HU-SHEET-14) and, for a campaign, the one room
 * of the base built at Level 1 (HU-BASE-03, HU-CAMP-13). The rules check the set-up again.
 */

export interface HuntersSetupChoice {
  /** The characters' classes, in party order. */
  readonly classes: readonly string[];
  /** The room the base starts with at Level 1. */
  readonly room: string;
}

/** The sample's classes, in the order the card lists them. */
export const HUNTERS_CLASSES = ['soldier', 'medic', 'sniper', 'huntsman', 'recon'] as const;
/** The base's five rooms (HU-BASE-01). */
export const HUNTERS_ROOMS = ['forge', 'workshop', 'armory', 'gunsmith', 'lab'] as const;
/** How many characters a party has: 2 to 4 (HU-PLAYERS-01). */
export const HUNTERS_PARTY = { min: 2, max: 4 } as const;

export const HUNTERS_SETUP_DEFAULT: HuntersSetupChoice = { classes: ['soldier', 'medic'], room: 'forge' };

/**
 * The rules' set-up for that choice: played alone (against the program) one player leads every
 * character, else each player one (HU-PLAYERS-01). A campaign takes the room too.
 */
export function huntersSetup(choice: HuntersSetupChoice, solo: boolean, campaign: boolean): unknown {
  const classes = choice.classes.length > 0 ? choice.classes : HUNTERS_SETUP_DEFAULT.classes;
  return {
    ...(campaign ? { mode: 'campaign', room: choice.room } : {}),
    players: solo ? 1 : classes.length,
    characters: classes.map((cls, i) => ({ class: cls, seat: solo ? 'p1' : `p${i + 1}` })),
  };
}

/** Why the choice cannot start a game, or null when it can: the party's size. */
export function huntersSetupFault(choice: HuntersSetupChoice): 'size' | null {
  const n = choice.classes.length;
  return n < HUNTERS_PARTY.min || n > HUNTERS_PARTY.max ? 'size' : null;
}

export const HUNTERS_SETUP_WORDS = {
  en: {
    legend: 'Party and base',
    classes: 'Characters (2 to 4, one of each class)',
    room: 'Room built at the start of a campaign',
    size: 'Choose 2 to 4 characters.',
    cls: { soldier: 'Soldier', medic: 'Medic', sniper: 'Sniper', huntsman: 'Huntsman', recon: 'Recon' } as Readonly<
      Record<string, string>
    >,
    rooms: {
      forge: 'Forge',
      workshop: 'Workshop',
      armory: 'Armory',
      gunsmith: 'Gunsmith',
      lab: 'Laboratory',
    } as Readonly<Record<string, string>>,
  },
  hu: {
    legend: 'Csapat és bázis',
    classes: 'Szereplők (2–4, minden kasztból legfeljebb egy)',
    room: 'A hadjárat elején megépített helyiség',
    size: 'Válassz 2–4 szereplőt.',
    cls: {
      soldier: 'Katona',
      medic: 'Szanitéc',
      sniper: 'Mesterlövész',
      huntsman: 'Vadász',
      recon: 'Felderítő',
    } as Readonly<Record<string, string>>,
    rooms: {
      forge: 'Kovácsműhely',
      workshop: 'Műhely',
      armory: 'Fegyvertár',
      gunsmith: 'Fegyverműves',
      lab: 'Laboratórium',
    } as Readonly<Record<string, string>>,
  },
} as const;
