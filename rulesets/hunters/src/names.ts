/**
 * What a pack's classes, cards, gear, enemies, missions, rooms, places and event cards are called
 * in the player's language, and what its action cards and event cards say. A pack may give its
 * own Hungarian (`nameHu`, `titleHu`, `textHu`); where it gives none, the sample pack's names and
 * event texts have ours (sample content written for Skirmish, not taken from the game), an action
 * card is worded from its activities, and anything else stays as the pack wrote it.
 */
import { nameIn, type Locale, type Named } from '@skirmish/core';
import type { Activity, ActionCard, Enhancement, HuntersContent, Reaction } from './content/schema.ts';
import type { Names } from './event-words.ts';

/** The five level cards of each kind (levels 2 to 6), by the English and Hungarian name before the level. */
function levelled(en: string, hu: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let level = 2; level <= 6; level++) out[`${en} ${level}`] = `${hu} ${level}`;
  return out;
}

/** The sample pack's names in Hungarian, by their English names. */
export const SAMPLE_NAMES_HU: Readonly<Record<string, string>> = {
  // Character classes (a character is named by its class)
  Sniper: 'Mesterlövész',
  Medic: 'Szanitéc',
  Huntsman: 'Vadász',
  Recon: 'Felderítő',
  Soldier: 'Katona',
  // Action cards of level I
  Shot: 'Lövés',
  'Forward Leap': 'Előreugrás',
  'Aimed Strike': 'Célzott csapás',
  Dash: 'Iramodás',
  'Take Cover': 'Fedezékbe!',
  'Snap Fire': 'Csípőből tüzelés',
  'Patch Up': 'Összefoltozás',
  // Action and skill cards of levels II to VI
  ...levelled('Volley', 'Sortűz'),
  ...levelled('Charge', 'Roham'),
  ...levelled('Sprint', 'Rohanás'),
  ...levelled('Counter', 'Ellencsapás'),
  ...levelled('Suppress', 'Lefogó tűz'),
  ...levelled('Field Dressing', 'Harctéri kötözés'),
  ...levelled('Veteran', 'Veterán'),
  // Gear
  Knife: 'Kés',
  Axe: 'Fejsze',
  Machete: 'Macséta',
  Pistol: 'Pisztoly',
  'Submachine Gun': 'Géppisztoly',
  Rifle: 'Puska',
  'Sniper Rifle': 'Mesterlövészpuska',
  Shotgun: 'Sörétes puska',
  'Flame Thrower': 'Lángszóró',
  Magazine: 'Bővített tár',
  'Telescopic Sight': 'Céltávcső',
  'S1582 Ammo': 'S1582-es lőszer',
  'Tracer Ammo': 'Nyomjelző lőszer',
  'EMP Ammo': 'EMP-lőszer',
  'Scrap Armor': 'Ócskavas páncél',
  'Kevlar Vest': 'Kevlármellény',
  'First Aid Kit': 'Elsősegélycsomag',
  'Intramuscular Injection': 'Izomba adható injekció',
  Antidote: 'Ellenméreg',
  'Frag Grenade': 'Repeszgránát',
  'Spike Trap': 'Tüskés csapda',
  'Remote Charge': 'Távirányítós töltet',
  'Terror Generator': 'Rémületgenerátor',
  'Sound Generator': 'Hanggenerátor',
  Disruptor: 'Zavarókészülék',
  'Stimulant CAT': 'CAT stimuláns',
  'Auto Med Kit': 'Automata gyógycsomag',
  'Remote Detonator': 'Távirányítós gyújtó',
  'Armor Projector': 'Páncélprojektor',
  'Night Goggles': 'Éjjellátó szemüveg',
  'Neural Implant': 'Idegi implantátum',
  // Enemies
  'Bandit with a Pistol': 'Pisztolyos bandita',
  'Marauder with a Rifle': 'Puskás martalóc',
  'Giant Rat': 'Óriáspatkány',
  'Wild Dog': 'Vadkutya',
  Tiger: 'Tigris',
  Rhino: 'Orrszarvú',
  'AKA-2L Spider': 'AKA-2L pók',
  'AKA-3H Spider': 'AKA-3H pók',
  Defender: 'Védelmező',
  Gorilla: 'Gorilla',
  'E-14 Dragonfly': 'E-14 Szitakötő',
  Bug: 'Bogár',
  Python: 'Piton',
  'Underground Worm': 'Földalatti féreg',
  // Missions
  'Rats in the Ruins': 'Patkányok a romok között',
  'Road Toll': 'Útvám',
  'Night Drones': 'Éjszakai drónok',
  'Scavenger Run': 'Guberáló portya',
  'The Marauder Camp': 'A martalócok tábora',
  'The Iron Nest': 'A vasfészek',
  // Rooms of the base
  Forge: 'Kovácsműhely',
  Workshop: 'Műhely',
  Armory: 'Fegyvertár',
  Gunsmith: 'Fegyverműves',
  Lab: 'Laboratórium',
  // Places
  'Hunters Base': 'A vadászok bázisa',
  'Rust Market': 'Rozsdapiac',
  'Clinic Row': 'Rendelők utcája',
  'Scrap Yard': 'Roncstelep',
  'Old Refinery': 'Régi finomító',
  'Dead City': 'Holt város',
  // Event cards
  'A Call for Help': 'Segélykérés',
  'The Nest': 'A fészek',
  'Toll Road': 'Vámút',
  'Halfway Rumours': 'Félidei hírek',
  'Storm Season': 'Viharos évszak',
  Caravan: 'Karaván',
  Sickness: 'Betegség',
  'Abandoned Car': 'Elhagyott autó',
  'Wild Dogs': 'Vadkutyák',
  'Friendly Faces': 'Barátságos arcok',
  'Drone Sighting': 'Drónok a láthatáron',
  'Raider Camp': 'Portyázók tábora',
  'Market Day': 'Vásárnap',
  'Bar Brawl': 'Kocsmai verekedés',
};

/**
 * The sample's event cards and their options in Hungarian, by their English text: short lines of
 * our own, read out when a card is drawn.
 */
export const SAMPLE_TEXTS_HU: Readonly<Record<string, string>> = {
  'Settlers beg the hunters to clear rats from the ruins.':
    'A telepesek arra kérik a vadászokat, hogy tisztítsák meg a romokat a patkányoktól.',
  'Take the job.': 'Vállaljátok el a munkát.',
  'Scouts have found where the machines gather.': 'A felderítők megtalálták, hol gyűlnek a gépek.',
  'Strike now.': 'Csapjatok le most!',
  'Bandits demand payment on the old highway.': 'Banditák vámot követelnek a régi országúton.',
  'Fight them.': 'Harcoljatok velük.',
  'Pay 1 Fuel Cell.': 'Fizessetek 1 üzemanyagcellát.',
  'Word spreads of the hunters; traders offer supplies.': 'Terjed a vadászok híre; kereskedők kínálnak ellátmányt.',
  'Accept.': 'Fogadjátok el.',
  'A storm ruins stores.': 'Egy vihar tönkreteszi a készleteket.',
  'Endure.': 'Tartsatok ki.',
  'A caravan shares its fuel.': 'Egy karaván megosztja veletek az üzemanyagát.',
  'Thank them.': 'Köszönjétek meg.',
  'Bad water poisons a hunter.': 'A rossz víz megmérgez egy vadászt.',
  'Suffer it.': 'Viseljétek el.',
  'A wreck by the road.': 'Egy roncs az út szélén.',
  'Search it.': 'Kutassátok át.',
  'Drive on.': 'Hajtsatok tovább.',
  'A pack follows the party.': 'Egy falka követi a csapatot.',
  'Stand and fight.': 'Álljatok meg, és harcoljatok.',
  'Throw them food (1 Food).': 'Dobjatok nekik élelmet (1 Élelem).',
  'The Pole and his friends wave from a hill.': 'A Lengyel és a barátai integetnek egy dombról.',
  'Join them for a meal.': 'Egyetek velük.',
  'Ask for the secret path (needs their friendship).': 'Kérjétek el a titkos ösvényt (a barátságuk kell hozzá).',
  'Lights hover over the plain.': 'Fények lebegnek a síkság fölött.',
  'Hunt them.': 'Vadásszátok le őket.',
  'Take a detour (+1 day).': 'Tegyetek kerülőt (+1 nap).',
  'Smoke from a marauder camp.': 'Füst száll fel egy martalóctáborból.',
  'Attack.': 'Támadjatok.',
  'Sneak by.': 'Osonjatok el mellette.',
  'Traders crowd the square.': 'Kereskedők lepik el a teret.',
  'Haggle.': 'Alkudjatok.',
  'Move on.': 'Álljatok tovább.',
  'A fight breaks out.': 'Verekedés tör ki.',
  'Join in.': 'Szálljatok be.',
  'Leave.': 'Távozzatok.',
};

/** A named thing of a pack as called in `locale`. */
export function localName(thing: Named, locale: Locale): string {
  return nameIn(thing, locale, SAMPLE_NAMES_HU);
}

/** A mission's or an event card's title as called in `locale`. */
export function localTitle(
  thing: { readonly title: string; readonly titleHu?: string | undefined },
  locale: Locale,
): string {
  return nameIn({ name: thing.title, nameHu: thing.titleHu }, locale, SAMPLE_NAMES_HU);
}

/** An event card's or an option's text in `locale`: the pack's own Hungarian, ours for the sample's, else as written. */
export function localText(
  thing: { readonly text: string; readonly textHu?: string | undefined },
  locale: Locale,
): string {
  if (locale !== 'hu') return thing.text;
  return thing.textHu ?? SAMPLE_TEXTS_HU[thing.text] ?? thing.text;
}

function activityHu(a: Activity): string {
  switch (a.kind) {
    case 'move':
      return `mozgás (${a.mp} MP)`;
    case 'melee':
      return `közelharci támadás (találati érték ${a.toHit})`;
    case 'ranged':
      return `távolsági támadás (találati érték ${a.toHit})`;
    case 'area':
      return `területi támadás (találati érték ${a.toHit})`;
    case 'hide':
      return 'rejtőzés';
    case 'heal':
      return `${a.amount} Életerő gyógyítása a saját mezőn`;
    case 'interact':
      return 'interakció';
  }
}

function enhancementHu(e: Enhancement): string {
  switch (e.kind) {
    case 'dice':
      return `+${e.n} támadókocka`;
    case 'to-hit':
      return `+${e.n} találati érték`;
    case 'reroll':
      return `${e.n} elhibázott kocka újradobása`;
    case 'mp':
      return `+${e.n} mozgáspont`;
  }
}

function reactionHu(r: Reaction): string {
  switch (r.kind) {
    case 'shoot':
      return `lövés a soron lévő ellenségre (találati érték ${r.toHit})`;
    case 'strike':
      return `közelharci csapás a soron lévő ellenségre (találati érték ${r.toHit})`;
    case 'step':
      return 'lépés 1 mezőt';
  }
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * An action card in our own Hungarian words, from what it does: its activities in order, then what
 * it gives as an enhancement and as a reaction ("Mozgás (2 MP), majd közelharci támadás ...").
 */
export function cardWordsHu(card: ActionCard): string {
  if (card.skill !== undefined) return 'Képességlap: tartós hatása van, nem kerül a paklidba.';
  const parts: string[] = [];
  if (card.activities.length > 0) parts.push(`${capital(card.activities.map(activityHu).join(', majd '))}.`);
  if (card.enhancement) parts.push(`Erősítésként: ${enhancementHu(card.enhancement)}.`);
  if (card.reaction) parts.push(`Reakcióként: ${reactionHu(card.reaction)}.`);
  return parts.join(' ');
}

/** What an action card says in `locale`: the pack's own text in English; in Hungarian the pack's `textHu`, else ours. */
export function cardText(card: ActionCard, locale: Locale): string {
  if (locale !== 'hu') return card.text;
  return card.textHu ?? cardWordsHu(card);
}

const huByPack = new WeakMap<HuntersContent, Names>();

/**
 * A pack's names in Hungarian, by id and by the English name the view and the events carry ("Giant
 * Rat 2" keeps its number). Made once per pack; the first of two equal ids or names keeps its word.
 */
export function hungarianNames(content: HuntersContent): Names {
  let n = huByPack.get(content);
  if (!n) {
    const byId: Record<string, string> = {};
    const byName: Record<string, string> = {};
    const add = (id: string, english: string, hu: string) => {
      byId[id] ??= hu;
      byName[english] ??= hu;
    };
    for (const x of [...content.classes, ...content.cards, ...content.gear, ...content.enemies])
      add(x.id, x.name, localName(x, 'hu'));
    for (const l of content.locations) add(l.id, l.name, localName(l, 'hu'));
    for (const r of content.rooms) add(r.id, r.name, localName(r, 'hu'));
    for (const b of content.blueprints) {
      const g = content.gear.find((x) => x.id === b.gear);
      byId[b.id] ??= g ? localName(g, 'hu') : b.gear;
    }
    for (const t of [...content.missions, ...content.events]) byName[t.title] ??= localTitle(t, 'hu');
    const name = (english: string): string => {
      const hu = byName[english];
      if (hu !== undefined) return hu;
      // An enemy as the rules label it: its kind's name and its own number ("Giant Rat 2"), or, in
      // a log written before, its id in brackets ("Giant Rat (e2)").
      const tagged = /^(.+) (\d+)$/.exec(english) ?? /^(.+) \(([^()]+)\)$/.exec(english);
      const kind = tagged?.[1] !== undefined ? byName[tagged[1]] : undefined;
      if (kind === undefined) return english;
      return english.endsWith(')') ? `${kind} (${tagged?.[2] ?? ''})` : `${kind} ${tagged?.[2] ?? ''}`;
    };
    n = { id: (id) => byId[id], name };
    huByPack.set(content, n);
  }
  return n;
}
