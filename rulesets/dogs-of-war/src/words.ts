/**
 * The game's terms in English and Hungarian: ranks, roles, missions, wounds, results and the
 * other fixed words the company sheet, the choice labels and the log use. The Hungarian terms
 * follow the rule texts (`texts.ts`): TP for EP, SZP for SP, erőforrás for RP, hírnév for renown,
 * and the characteristics' own abbreviations (MOZ for MOV, CÉL for AIM).
 */
import type { Locale } from '@skirmish/core';
import type { SceneryLevel } from './aids.ts';
import {
  ASPECT_LABEL,
  ASPECTS,
  RANK_LABEL,
  ROLE_TABLE,
  isAspect,
  type Aspect,
  type Characteristic,
  type Element,
  type Rank,
  type Role,
} from './data.ts';
import { MISSION_SPECS, type MissionId } from './missions.ts';

const RANK_HU: Record<Rank, string> = {
  Irregular: 'Irreguláris',
  Regular: 'Reguláris',
  Veteran: 'Veterán',
  Special: 'Speciális',
  Elite: 'Elit',
  Creature: 'Lény',
  LivingLegend: 'Élő Legenda',
  MajorAlly: 'Nagy Szövetséges',
  Initiate: 'Beavatott',
  Adept: 'Adeptus',
  Master: 'Mester',
  Virtuoso: 'Virtuóz',
  Devout: 'Hívő',
  Zealot: 'Zelóta',
  Dean: 'Dékán',
  Avatar: 'Avatár',
};

const ROLE_HU: Record<Role, string> = {
  lieutenant: 'hadnagy',
  sergeant: 'őrmester',
  'military-advisor': 'hadi tanácsadó',
  quartermaster: 'szállásmester',
  medic: 'felcser',
  prospector: 'kutató',
  alchemist: 'alkimista',
  tracker: 'nyomolvasó',
  priest: 'pap',
  recruiter: 'toborzótiszt',
};

const MISSION_HU: Record<MissionId, string> = {
  intrusion: 'Behatolás',
  invasion: 'Invázió',
  destruction: 'Pusztítás',
  assassination: 'Merénylet',
  'treasure-hunt': 'Kincsvadászat',
  raid: 'Rajtaütés',
  'death-to-the-cardinal': 'Halál a Bíborosra',
};

/** Wounds, aftereffects and recuperation outcomes. */
const STATE_HU: Record<string, string> = {
  none: 'sértetlen',
  unharmed: 'sértetlen',
  light: 'könnyű',
  serious: 'súlyos',
  critical: 'kritikus',
  'killed-outright': 'kiütve',
  dead: 'halott',
};

/**
 * The rows a recuperation reading moved up, as said after its dice: one for the medic, one for
 * convalescence at home (", read 2 rows higher: medic, convalescence"), or nothing.
 */
export function shiftWords(s: { readonly medic: boolean; readonly convalescent: boolean }, locale: Locale): string {
  const hu = locale === 'hu';
  const why = [
    ...(s.medic ? [hu ? 'felcser' : 'medic'] : []),
    ...(s.convalescent ? [hu ? 'lábadozás' : 'convalescence'] : []),
  ];
  if (why.length === 0) return '';
  return hu
    ? `, ${why.length} sorral feljebb olvasva (${why.join(', ')})`
    : `, read ${why.length === 1 ? 'one row' : `${why.length} rows`} higher (${why.join(', ')})`;
}

/** Said after a recuperation's outcome when convalescence lifted a raw Dead (DW-RECUP-07), or nothing. */
export function savedWords(saved: boolean, locale: Locale): string {
  if (!saved) return '';
  return locale === 'hu'
    ? ' (a dobás halált jelentett volna, a lábadozás mentette meg)'
    : ' (the roll read Dead; convalescence saved him)';
}

/** The English of the states whose key is no word of its own. */
const STATE_EN: Record<string, string> = { 'killed-outright': 'killed outright' };

const RESULT_HU: Record<string, string> = { victory: 'győzelem', draw: 'döntetlen', defeat: 'vereség' };

/** A faithful's three Aspects. */
const ASPECT_HU: Record<Aspect, string> = { CRE: 'Teremtés', ALT: 'Átalakítás', DES: 'Pusztítás' };

/** An Aspect by its key (`CRE`), in the locale. */
export function aspectName(a: Aspect, locale: Locale): string {
  return locale === 'hu' ? ASPECT_HU[a] : ASPECT_LABEL[a];
}

/** "Aspects", the heading of a faithful's three, in the locale. */
export const aspectsHeading = (locale: Locale): string => (locale === 'hu' ? 'Aspektusok' : 'Aspects');

/** An Aspect layout in one line, in the locale: "Creation 1, Alteration 0, Destruction 1". */
export const aspectLayoutText = (a: Readonly<Record<Aspect, number>>, locale: Locale): string =>
  ASPECTS.map((k) => `${aspectName(k, locale)} ${a[k]}`).join(', ');

/** The Aspect layout a recruitment names, as the end of its label (nothing when it names none). */
export const layoutChosen = (a: Readonly<Record<Aspect, number>> | undefined, locale: Locale): string =>
  a === undefined ? '' : `, ${locale === 'hu' ? 'aspektusai' : 'Aspects'}: ${aspectLayoutText(a, locale)}`;

/** The Element and path of choice a recruitment names, as the end of its label (nothing when it names neither). */
export const magicChosen = (m: { element?: Element; path?: string } | undefined, locale: Locale): string =>
  [
    ...(m?.element === undefined
      ? []
      : [`, ${locale === 'hu' ? 'választott eleme' : 'Element of choice'}: ${elementName(m.element, locale)}`]),
    ...(m?.path === undefined
      ? []
      : [`, ${locale === 'hu' ? 'választott ösvénye' : 'path of choice'}: ${pathName(m.path, locale)}`]),
  ].join('');

/**
 * The characteristics' Hungarian abbreviations, as the Hungarian rule texts write them (MOZ, TÁM,
 * ERŐ, ELL, CÉL, FÉLELEM); the others from the name the texts give each (kezdeményezés, védekezés,
 * bátorság, fegyelem, hatalom, hit).
 */
const CHARACTERISTIC_HU: Record<Characteristic, string> = {
  MOV: 'MOZ',
  INI: 'KEZ',
  ATT: 'TÁM',
  STR: 'ERŐ',
  DEF: 'VÉD',
  RES: 'ELL',
  AIM: 'CÉL',
  COU: 'BÁT',
  FEAR: 'FÉLELEM',
  DIS: 'FEG',
  POW: 'HAT',
  FAITH: 'HIT',
};

/** A characteristic's abbreviation by its key (`MOV`), in the locale; an unknown key as it is. */
export function characteristicName(k: string, locale: Locale): string {
  return locale === 'hu' ? (CHARACTERISTIC_HU[k as Characteristic] ?? k) : k;
}

/** What an EP purchase raises, by its key: a characteristic by its abbreviation, an Aspect by name. */
export function improvableName(k: string, locale: Locale): string {
  return isAspect(k) ? aspectName(k, locale) : characteristicName(k, locale);
}

/** An Aspect's key from its English name as the rules write it ("Creation"), if it is one. */
export function aspectByName(name: string): Aspect | undefined {
  return ASPECTS.find((a) => ASPECT_LABEL[a] === name);
}

/** A rank by its key (`LivingLegend`), in the locale; an unknown key as it is. */
export function rankName(rank: unknown, locale: Locale): string {
  const r = String(rank) as Rank;
  if (!(r in RANK_LABEL)) return String(rank);
  return locale === 'hu' ? RANK_HU[r] : RANK_LABEL[r];
}

/** A role by its key (`military-advisor`), lower case, in the locale. */
export function roleName(role: unknown, locale: Locale): string {
  const r = String(role) as Role;
  if (!(r in ROLE_TABLE)) return String(role);
  return locale === 'hu' ? ROLE_HU[r] : ROLE_TABLE[r].name.toLowerCase();
}

/** A role's key from its English name as the rules write it ("military advisor"). */
export function roleByName(name: string): Role | undefined {
  const n = name.toLowerCase();
  return (Object.keys(ROLE_TABLE) as Role[]).find((r) => ROLE_TABLE[r].name.toLowerCase() === n);
}

export function missionName(mission: unknown, locale: Locale): string {
  const m = String(mission) as MissionId;
  if (!(m in MISSION_SPECS)) return String(mission);
  return locale === 'hu' ? MISSION_HU[m] : MISSION_SPECS[m].name;
}

/** A day's offer (`raid-2`): the mission's name and the instance ("Raid (2)", "Rajtaütés (2.)"). */
export function offerName(offer: unknown, locale: Locale): string {
  const o = String(offer);
  const m = /^(.+)-(\d+)$/.exec(o);
  if (!m || !((m[1] ?? '') in MISSION_SPECS)) return o;
  return locale === 'hu' ? `${missionName(m[1], 'hu')} (${m[2] ?? ''}.)` : `${missionName(m[1], 'en')} (${m[2] ?? ''})`;
}

/** The paths of magic of the Incantation table (DW-EVOLVE-RANK-08) and of the book's additional profiles. */
const PATH_HU: Record<string, string> = {
  Hermetism: 'Hermetizmus',
  Circaeus: 'Circaeus',
  Tellurism: 'Tellurizmus',
  Theurgy: 'Teurgia',
  Chronomancy: 'Kronomancia',
  Sorcery: 'Boszorkányság',
  Shamanism: 'Sámánizmus',
  Solaris: 'Solaris',
  Fayery: 'Tündérmágia',
  Redemption: 'Megváltás',
  Exorcism: 'Ördögűzés',
  Druidism: 'Druidizmus',
  Whispers: 'Suttogások',
  Howls: 'Üvöltések',
  Lamentations: 'Siratók',
  Symbiosis: 'Szimbiózis',
  Necromancy: 'Nekromancia',
  Technomancy: 'Technomancia',
  Chthonian: 'Khtonikus mágia',
  Typhonism: 'Tüfonizmus',
};

/** The Elements of magic in Hungarian. */
const ELEMENT_HU: Readonly<Record<Element, string>> = {
  air: 'Levegő',
  earth: 'Föld',
  fire: 'Tűz',
  water: 'Víz',
  light: 'Fény',
  darkness: 'Sötétség',
};

/** An Element of magic by its name, in the locale ("Light", "Fény"). */
export function elementName(element: Element, locale: Locale): string {
  return locale === 'hu' ? ELEMENT_HU[element] : element.charAt(0).toUpperCase() + element.slice(1);
}

/** A path of magic by its name in the Incantation table, in the locale; an unknown name as it is. */
export function pathName(path: string, locale: Locale): string {
  return locale === 'hu' ? (PATH_HU[path] ?? path) : path;
}

/** The Size of a scenery element (DW-SCENERY-04) in Hungarian; below Small it is not counted. */
const SCENERY_SIZE_HU: Readonly<Record<SceneryLevel, string>> = {
  ignored: 'figyelmen kívül marad',
  Small: 'Kicsi',
  Medium: 'Közepes',
  Large: 'Nagy',
  'Very Large': 'Nagyon nagy',
};

/** A scenery Size, in the locale (the table aids name them). */
export function sceneryLevelName(level: SceneryLevel, locale: Locale): string {
  return locale === 'hu' ? SCENERY_SIZE_HU[level] : level === 'ignored' ? 'not counted' : level;
}

/** The materials of the materials table (DW-BUILD-01) in Hungarian, by their English name. */
const MATERIAL_HU: Readonly<Record<string, string>> = {
  glass: 'üveg',
  'reinforced glass': 'megerősített üveg',
  bone: 'csont',
  cloth: 'vászon',
  leather: 'bőr',
  'corrupt flesh': 'romlott hús',
  stone: 'kő',
};

/** A material of the table by its name, in the locale; an unknown name as it is. */
export function materialName(material: string, locale: Locale): string {
  return locale === 'hu' ? (MATERIAL_HU[material] ?? material) : material;
}

/** A wound, aftereffect or recuperation outcome. */
export function stateName(state: unknown, locale: Locale): string {
  const s = String(state);
  return (locale === 'hu' ? STATE_HU[s] : STATE_EN[s]) ?? s;
}

export function resultName(result: unknown, locale: Locale): string {
  const r = String(result);
  return locale === 'hu' ? (RESULT_HU[r] ?? r) : r;
}

/** What a company did in its mission, as the renown table's line says it. */
const RESULT_DID: Readonly<Record<string, readonly [string, string]>> = {
  victory: ['won', 'győzött'],
  draw: ['drew', 'döntetlent ért el'],
  defeat: ['lost', 'vereséget szenvedett'],
};

/**
 * How a company read the renown table (DW-AFTER-04, DW-AFTER-05), as a player says it: it won,
 * drew or lost with a group so many points weaker or stronger than the other, or of equal value
 * at no difference (where the rules read both sides as the weaker).
 */
export function tableReading(result: string, side: 'weaker' | 'stronger', difference: number, locale: Locale): string {
  const hu = locale === 'hu';
  const did = RESULT_DID[result]?.[hu ? 1 : 0] ?? result;
  if (difference === 0) return hu ? `egyenlő értékű csoporttal ${did}` : `${did} with a group of equal value`;
  return hu
    ? `${difference} ponttal ${side === 'weaker' ? 'gyengébb' : 'erősebb'} csoporttal ${did}`
    : `${did} with a group ${difference} point${difference === 1 ? '' : 's'} ${side}`;
}

/** The two companies the rules name themselves (the Cardinal's band, the neutral company). */
const FIXED_COMPANY_EN: Record<string, string> = {
  "The Cardinal's band": 'A Bíboros bandája',
  'Neutral company': 'A semleges csapat',
};

/**
 * The names the rules give the Cardinal's band's soldiers, in Hungarian (`bandSoldier` in hunt.ts):
 * a soldier a player named keeps his name.
 */
const BAND_SOLDIERS_HU: Record<string, string> = {
  'The Cardinal': 'A Bíboros',
  'Leech-doctor': 'Piócás doktor',
};

/** A soldier's name in the locale: the band's names the rules gave, in it; a player's own as given. */
export function soldierName(name: string, locale: Locale): string {
  if (locale === 'en') return name;
  const henchman = /^Henchman (\d+)$/.exec(name);
  if (henchman) return `${henchman[1] ?? ''}. csatlós`;
  return BAND_SOLDIERS_HU[name] ?? name;
}

export { sayIn } from '@skirmish/core';

/**
 * The Hungarian article before a number as it is read ("az 1. csata": az első; "a 2.": a második;
 * "az 5.": az ötödik; "az 50.", "az 1000." and "az 1500.": az ötvenedik, az ezredik...): "az" where
 * the number's reading begins with a vowel, "a" elsewhere. The same for a cardinal number.
 */
export function huArticle(n: number): 'a' | 'az' {
  const v = Math.floor(Math.abs(n));
  if (v >= 1000) return huArticle(Math.floor(v / (v >= 1_000_000 ? 1_000_000 : 1000)));
  const lead = v >= 100 ? Math.floor(v / 100) : v >= 10 ? Math.floor(v / 10) : v;
  if (v >= 10) return lead === 5 ? 'az' : 'a';
  return lead === 1 || lead === 5 ? 'az' : 'a';
}

/** A company's name: as its player gave it, but the rules' own two companies in the locale. */
export function companyName(name: string, locale: Locale): string {
  return locale === 'hu' ? (FIXED_COMPANY_EN[name] ?? name) : name;
}

/** The rules' own two sides by their seats: named so where their company is gone (the neutral one after its battle). */
const FIXED_SEAT_COMPANY: Record<string, string> = { neutral: 'Neutral company', cardinal: "The Cardinal's band" };

/**
 * A company's name inside a sentence, where the log and the waiting lines write it: in Hungarian the
 * article a name begins with is lowered ("a Hollós Társaság", "az Éjféli Kard", "a semleges
 * csapat"); in English every company's name is a proper name, kept as given ("The Red Company",
 * "Neutral company"), as the rules' own English texts write it. `sentence` raises the first letter
 * of a line that begins with a lowered article.
 */
export function companyInText(name: string, locale: Locale): string {
  if (locale === 'en') return name;
  return companyName(name, locale).replace(/^(A|Az)(?= )/, (article) => article.toLowerCase());
}

/** A line as a sentence: a company's article lowered inside it (`companyInText`) raised again at its start. */
export function sentence(line: string): string {
  return /^(?:a|az) /.test(line) ? `${line.charAt(0).toUpperCase()}${line.slice(1)}` : line;
}

/**
 * A seat by its company's name where the campaign has one ("The Red Company"), the rules' own two
 * sides by theirs even when their company is gone, else as `seatName` says: the screens' name of a
 * side too.
 */
export function seatCompany(
  view: { readonly companies: Readonly<Record<string, { readonly name: string }>> },
  seat: unknown,
  locale: Locale,
): string {
  return seatCompanyAs(view, seat, locale, companyName);
}

/** A seat by its company's name as a sentence holds it (`companyInText`), else as `seatName` says. */
export function seatCompanyInText(
  view: { readonly companies: Readonly<Record<string, { readonly name: string }>> },
  seat: unknown,
  locale: Locale,
): string {
  return seatCompanyAs(view, seat, locale, companyInText);
}

/** A seat's company name as `name` words it (the rules' own two sides' too), else `seatName`'s. */
function seatCompanyAs(
  view: { readonly companies: Readonly<Record<string, { readonly name: string }>> },
  seat: unknown,
  locale: Locale,
  name: (company: string, locale: Locale) => string,
): string {
  const company = view.companies[String(seat)]?.name ?? FIXED_SEAT_COMPANY[String(seat)];
  return company !== undefined ? name(company, locale) : seatName(seat, locale);
}

/**
 * A seat by the name its company was given in the set-up (a game's record holds it), else as
 * `seatName` says: a list of games names companies without their state. A company keeps the name
 * it was founded with.
 */
export function setupCompany(setup: unknown, seat: unknown, locale: Locale): string {
  const given = (setup ?? {}) as { companies?: unknown };
  const companies = Array.isArray(given.companies) ? (given.companies as unknown[]) : [];
  for (const c of companies) {
    const { seat: s, name } = (c ?? {}) as { seat?: unknown; name?: unknown };
    if (s === String(seat) && typeof name === 'string' && name.length > 0) return companyName(name, locale);
  }
  return seatName(seat, locale);
}

/** A seat as the log names it: the players' seats as they are, the rules' own two in the locale. */
export function seatName(seat: unknown, locale: Locale): string {
  const s = String(seat);
  if (locale === 'en') return s;
  return s === 'cardinal' ? 'a Bíboros bandája' : s === 'neutral' ? 'a semleges csapat' : s;
}

export const HUNT_STEP_HU: Record<string, string> = {
  start: 'kezdés',
  morning: 'reggel',
  offers: 'ajánlatok',
  day: 'nappal',
  evening: 'este',
};

export const BATTLE_STEP_HU: Record<string, string> = {
  'choose-mission': 'küldetésválasztás',
  groups: 'a rohamcsoportok összeállítása',
  balance: 'kiegyenlítés',
  compensate: 'kiegyenlítő pontok',
  final: 'csontkovács és edzés',
  'free-event-card': 'ingyenes eseménykártya',
  report: 'csatajelentés',
};

/** Why the campaign ended, as the rules put it, in the locale. */
export function outcomeReason(reason: string, locale: Locale): string {
  if (locale === 'en') return reason;
  // Earlier versions said the Cardinal was dead; the hunter wins by holding his zone, dead or not.
  if (reason === 'The Cardinal is dead' || reason === 'The Cardinal has fallen') return 'A Bíboros elbukott';
  const escaped = /^The Cardinal escaped after (\d+) days$/.exec(reason);
  if (escaped) return `A Bíboros ${escaped[1] ?? ''} nap után megszökött`;
  const league = /^League standings after (\d+) rounds$/.exec(reason);
  if (league) return `A liga állása ${league[1] ?? ''} forduló után`;
  return reason;
}
