/**
 * The set-up a new Hunters game starts with, as the home page's card chooses it: the characters'
 * classes (2 to 4, no class twice: HU-PLAYERS-01, HU-SHEET-14) and, for a campaign, the one room
 * of the base built at Level 1 (HU-BASE-03, HU-CAMP-13), among those of the content pack the game
 * is played with (the sample's when no pack is chosen). The rules check the set-up again.
 */
import { nameIn } from '@skirmish/core';

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

export const HUNTERS_SETUP_WORDS = {
  en: {
    legend: 'Party and base',
    classes: 'Characters (2 to 4, one of each class)',
    room: 'Room built at the start of a campaign',
    size: 'Choose 2 to 4 characters.',
    few: 'This content pack does not have 2 classes that can play together, and a party needs 2 to 4 characters of different classes: no game can be set up with it. Add classes to the pack, or play without it.',
    sheet: 'Two of the chosen classes are the two sides of one character sheet: only one of them can play.',
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
    few: 'Ebben a tartalomcsomagban nincs 2 olyan kaszt, amely együtt játszhat, pedig a csapathoz 2–4 különböző kasztú szereplő kell: ezzel a csomaggal nem lehet játékot indítani. Vegyél fel kasztokat a csomagba, vagy játssz nélküle.',
    sheet:
      'A kiválasztott kasztok közül kettő ugyanannak a karakterlapnak a két oldala: közülük csak az egyik játszhat.',
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

/** A class or a room the card offers, by its id, with its name in each language. */
export interface HuntersOffered {
  readonly id: string;
  readonly names: { readonly en: string; readonly hu: string };
}

/**
 * What the card offers for a pack: its classes in the pack's order, each with the character sheet
 * it is printed on (two classes on one sheet never play together: AMB-25), and its rooms.
 */
export interface HuntersOffer {
  readonly classes: ReadonlyArray<HuntersOffered & { readonly sheet: string }>;
  readonly rooms: readonly HuntersOffered[];
  /** Whether these are a pack's own (false: the sample's). */
  readonly fromPack: boolean;
}

/** The sample's classes and rooms, in the order the card lists them. */
export const HUNTERS_SAMPLE_OFFER: HuntersOffer = {
  classes: HUNTERS_CLASSES.map((id) => ({ id, names: wordsFor(id, 'cls'), sheet: id })),
  rooms: HUNTERS_ROOMS.map((id) => ({ id, names: wordsFor(id, 'rooms') })),
  fromPack: false,
};

function wordsFor(id: string, kind: 'cls' | 'rooms'): { en: string; hu: string } {
  return { en: HUNTERS_SETUP_WORDS.en[kind][id] ?? id, hu: HUNTERS_SETUP_WORDS.hu[kind][id] ?? id };
}

/** Our Hungarian for the sample's names as the pack writes them in English. */
const GLOSSARY_HU: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    (['cls', 'rooms'] as const).flatMap((kind) =>
      Object.entries(HUNTERS_SETUP_WORDS.en[kind]).map(([id, en]) => [en, HUNTERS_SETUP_WORDS.hu[kind][id] ?? en]),
    ),
  ),
  Lab: HUNTERS_SETUP_WORDS.hu.rooms['lab'] ?? 'Lab',
};

interface Named {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly nameHu?: unknown;
  readonly sheet?: unknown;
}

const listOf = (x: unknown): Named[] =>
  Array.isArray(x)
    ? x.filter((e): e is Named => typeof e === 'object' && e !== null && typeof (e as Named).id === 'string')
    : [];

/**
 * The classes and rooms of a Hunters pack (as the server hands it back), for the card; the
 * sample's when there is none (no pack chosen, or not fetched). A class is named as the game's
 * screens name it (the pack's name, in Hungarian its own or ours for a sample name); a room by the
 * word of its kind, as the campaign screen does, the pack's Hungarian name first.
 */
export function huntersOffer(content: unknown): HuntersOffer {
  if (typeof content !== 'object' || content === null) return HUNTERS_SAMPLE_OFFER;
  const pack = content as { classes?: unknown; rooms?: unknown };
  const named = (n: Named) => {
    const name = typeof n.name === 'string' && n.name !== '' ? n.name : String(n.id);
    const thing = { name, ...(typeof n.nameHu === 'string' ? { nameHu: n.nameHu } : {}) };
    return { en: nameIn(thing, 'en'), hu: nameIn(thing, 'hu', GLOSSARY_HU) };
  };
  const classes = listOf(pack.classes).map((c) => ({
    id: String(c.id),
    names: named(c),
    sheet: typeof c.sheet === 'string' ? c.sheet : String(c.id),
  }));
  const rooms = listOf(pack.rooms).map((r) => {
    const id = String(r.id);
    const own = named(r);
    const hu = typeof r.nameHu === 'string' ? r.nameHu : undefined;
    return {
      id,
      names: {
        en: HUNTERS_SETUP_WORDS.en.rooms[id] ?? own.en,
        hu: hu ?? HUNTERS_SETUP_WORDS.hu.rooms[id] ?? own.hu,
      },
    };
  });
  return { classes, rooms: rooms.length > 0 ? rooms : HUNTERS_SAMPLE_OFFER.rooms, fromPack: true };
}

/** How many characters of the offer can play together at most: one a character sheet. */
function sheetsOf(offer: HuntersOffer): number {
  return new Set(offer.classes.map((c) => c.sheet)).size;
}

/**
 * The choice as it stands for the offer: the classes chosen that the pack has, in its order (its
 * first two that can play together when none is left), and the room chosen if the pack has it.
 */
export function fitHuntersChoice(choice: HuntersSetupChoice, offer: HuntersOffer): HuntersSetupChoice {
  let classes = offer.classes.filter((c) => choice.classes.includes(c.id)).map((c) => c.id);
  if (classes.length === 0) {
    const sheets = new Set<string>();
    for (const c of offer.classes) {
      if (classes.length >= HUNTERS_PARTY.min || sheets.has(c.sheet)) continue;
      sheets.add(c.sheet);
      classes.push(c.id);
    }
    if (classes.length < HUNTERS_PARTY.min) classes = [];
  }
  const room = offer.rooms.some((r) => r.id === choice.room) ? choice.room : (offer.rooms[0]?.id ?? choice.room);
  return { classes, room };
}

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

/**
 * Why the choice cannot start a game, or null when it can: a pack without two classes that can
 * play together (`few`: no party can be made of it), two classes of one sheet (`sheet`), or the
 * party's size.
 */
export function huntersSetupFault(
  choice: HuntersSetupChoice,
  offer: HuntersOffer = HUNTERS_SAMPLE_OFFER,
): 'few' | 'sheet' | 'size' | null {
  if (sheetsOf(offer) < HUNTERS_PARTY.min) return 'few';
  const sheetOf = (id: string) => offer.classes.find((c) => c.id === id)?.sheet ?? id;
  if (new Set(choice.classes.map(sheetOf)).size !== choice.classes.length) return 'sheet';
  const n = choice.classes.length;
  return n < HUNTERS_PARTY.min || n > HUNTERS_PARTY.max ? 'size' : null;
}
