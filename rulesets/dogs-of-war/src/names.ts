/**
 * What a pack's peoples, factions, fighters, options, attributes and abilities are called in the
 * player's language. A pack may give each named thing its Hungarian name (`nameHu`); where it gives
 * none, a name of the sample pack has ours (sample content: names written for Skirmish, and the
 * book's additional mystic profiles named by people and rank), and any other name stays as the
 * pack wrote it. Only the words change: states, choices and events keep the English names the pack
 * gave, so records and their hashes are the same in every language.
 */
import { nameIn, type Locale, type Named } from '@skirmish/core';
import type { DogsContent } from './content/schema.ts';
import { PEOPLE_STOCKS, type MysticProfileRank } from './content/people.ts';

/** The sample's peoples and the factions they and their fighters name. */
const PEOPLES_HU: Readonly<Record<string, string>> = {
  'Lions of Alahan': 'Alahan oroszlánjai',
  'Griffins of Akkylannie': 'Akkylannie griffjei',
  'Cynwäll elves': 'Cynwälli tündék',
  'Sessairs Kelts': 'Sessair kelták',
  'Dwarves of Tir-Nâ-Bor': 'Tir-Nâ-Bor törpéi',
  'Wolfen of Yllia': 'Yllia farkasemberei',
  'Daïkinee elves': 'Daïkinee tündék',
  'Goblins of No-Dan-Kar': 'No-Dan-Kar goblinjai',
  'Orcs of Bran-Ô-Kor': 'Bran-Ô-Kor orkjai',
  Acheron: 'Acheron',
  'Alchemists of Dirz': 'Dirz alkimistái',
  'Dwarves of Mid-Nor': 'Mid-Nor törpéi',
  'Devourers of Vile-Tis': 'Vile-Tis Felfalói',
  'Drune Kelts': 'Drune kelták',
  Ophidians: 'Ophidiánok',
  // Factions: places and persons keep their names, the rest is translated.
  Icquor: 'Icquor',
  'Kar-An-Tyr': 'Kar-An-Tyr',
  'Path of Opal': 'Az Opál Ösvénye',
  'Wheel of Dreams': 'Az Álmok Kereke',
  'Red Oaks': 'Vörös Tölgyek',
  Behemoth: 'Behemót',
  'House of Vanth': 'Vanth Háza',
};

/** The sample's own fighters. */
const FIGHTERS_HU: Readonly<Record<string, string>> = {
  'Jackal master of rites': 'Sakál rítusmester',
  'Aurochs horn blower': 'Őstulokkürtös',
  'Orc brute': 'Ork fenevad',
  'Jackal warrior': 'Sakálharcos',
  'Orcish brontops rider': 'Ork brontopszlovas',
  'Orc warlord': 'Ork hadúr',
  'Shaka Umruk': 'Shaka Umruk',
  'Goblin archer': 'Goblin íjász',
  'Goblin warrior': 'Goblin harcos',
  'Goblin boss': 'Goblin főnök',
  'Gidzzit the Bell Ringer': 'Gidzzit, a harangozó',
  'Wolfen hunter': 'Farkasember vadász',
  'Shadow tracker': 'Árnyékcserkész',
  'Wolfen pack leader': 'Farkasember falkavezér',
  'Predator of blood': 'Vérragadozó',
  'Swordsman of Alahan': 'Alahani kardforgató',
  'Archer of Alahan': 'Alahani íjász',
  'Guard of Alahan': 'Alahani őr',
  'Paladin of Alahan': 'Alahani paladin',
  'Griffin conscript': 'Griff sorkatona',
  'Griffin mercenary': 'Griff zsoldos',
  'Griffin inquisitor': 'Griff inkvizítor',
  'Cynwäll sentinel': 'Cynwälli őrszem',
  'Cynwäll keeper': 'Cynwälli őrző',
  'Kelt warrior': 'Kelta harcos',
  'Kelt champion': 'Kelta bajnok',
  'Forge guardian': 'Kohóőr',
  'Dwarf of the plains': 'Síksági törpe',
  'Dwarven armorer': 'Törpe páncélkovács',
  'Mechanical Familiar': 'Gépi familiáris',
  'Mountain-warrior of Tir-Nâ-Bor': 'Tir-Nâ-Bori hegyi harcos',
  'Armored chariot of Tir-Nâ-Bor': 'Tir-Nâ-Bori páncélos harci szekér',
  'Daïkinee warrior': 'Daïkinee harcos',
  'Black paladin of Acheron': 'Acheroni fekete paladin',
  'Skeleton warrior': 'Csontvázharcos',
  'Clone of Dirz': 'Dirzi klón',
  'Dirz strike captain': 'Dirzi rohamkapitány',
  'Mid-Nor warrior': 'Mid-Nori harcos',
  Zeiren: 'Zeiren',
  'Devourer hunter': 'Felfaló vadász',
  'Drune warrior': 'Drune harcos',
  'Ophidian warrior': 'Ophidián harcos',
  'Stateless sellsword': 'Hontalan zsoldos',
  'Fire elemental': 'Tűzelementál',
};

/**
 * The book's additional mystic profiles are named "<people> <rank>" ("Daïkinee elves Zealot"); in
 * Hungarian the people goes before the rank as an adjective ("Daïkinee tünde zelóta"), and the
 * kind of a people with two ("Acheron (Living-dead)") follows in brackets.
 */
const MYSTIC_PEOPLE_HU: Readonly<Record<string, readonly [people: string, kind?: string]>> = {
  'Lions of Alahan': ['Alahani oroszlán'],
  'Griffins of Akkylannie': ['Akkylanniei griff'],
  'Cynwäll elves': ['Cynwälli tünde'],
  'Sessairs Kelts': ['Sessair kelta'],
  'Dwarves of Tir-Nâ-Bor': ['Tir-Nâ-Bori törpe'],
  'Goblins of No-Dan-Kar': ['No-Dan-Kari goblin'],
  'Orcs of Bran-Ô-Kor': ['Bran-Ô-Kori ork'],
  'Wolfen of Yllia': ['Ylliai farkasember'],
  'Acheron (Living-dead)': ['Acheroni', 'élőhalott'],
  'Acheron (Living)': ['Acheroni', 'élő'],
  'Alchemists of Dirz': ['Dirzi alkimista'],
  'Dwarves of Mid-Nor': ['Mid-Nori törpe'],
  'Devourers (Wolfen)': ['Felfaló', 'farkasember'],
  'Devourers (half-elf)': ['Felfaló', 'féltünde'],
  'Drunes (human)': ['Drune', 'ember'],
  'Drunes (Formor)': ['Drune', 'formor'],
  Ophidians: ['Ophidián'],
  'Daïkinee elves': ['Daïkinee tünde'],
};

/** The mystic ranks as they stand inside a name (the rank words of `words.ts`, lower case). */
const MYSTIC_RANK_HU: Readonly<Record<MysticProfileRank, string>> = {
  Initiate: 'beavatott',
  Adept: 'adeptus',
  Devout: 'hívő',
  Zealot: 'zelóta',
};

/** Every mystic profile the book's stocks give, by the name the sample pack gives it. */
const MYSTICS_HU: Readonly<Record<string, string>> = Object.fromEntries(
  PEOPLE_STOCKS.flatMap((stock) =>
    (['Initiate', 'Adept', 'Devout', 'Zealot'] as const)
      .filter((rank) => stock.values[rank] !== undefined)
      .flatMap((rank) => {
        const hu = MYSTIC_PEOPLE_HU[stock.name];
        if (!hu) return [];
        const [people, kind] = hu;
        return [[`${stock.name} ${rank}`, `${people} ${MYSTIC_RANK_HU[rank]}${kind ? ` (${kind})` : ''}`]];
      }),
  ),
);

/** Options chosen at recruitment, and the free advantages a fighter lends. */
const OPTIONS_HU: Readonly<Record<string, string>> = {
  Scimitar: 'Szablya',
  'Heavy axe': 'Nehéz fejsze',
  'Path of Opal pack': 'Az Opál Ösvényének falkája',
  'Wheel of Dreams pack': 'Az Álmok Kerekének falkája',
  'Archer of Icquor': 'Icquori íjász',
  Halberd: 'Alabárd',
  'Bastard sword': 'Másfélkezes kard',
  'Forged armor for another soldier': 'Kovácsolt páncél egy bajtársnak',
  'Codex of the Scourge': 'A Korbács kódexe',
  'Chain of Cruelty': 'A kegyetlenség lánca',
  'Chain of Carnage': 'A mészárlás lánca',
  'Chain of Affliction': 'A gyötrelem lánca',
  'Chain of Calamity': 'A csapás lánca',
  'Chain of Enchantment': 'A bűvölet lánca',
  'Chain of Curses': 'Az átkok lánca',
  'Chain of Perversity': 'A romlottság lánca',
  'Chain of Vice': 'A bűn lánca',
  'Amulet of Jackal': 'A Sakál amulettje',
};

/** Attributes: artifacts, spells, miracles, a Familiar, a machine, a liturgy, nexuses and the scepter. */
const ATTRIBUTES_HU: Readonly<Record<string, string>> = {
  // The rule texts already call it so (DW-ATTR-SCEPTER).
  'Scepter of authority': 'Hatalmi jogar',
  Mahata: 'Mahata',
  'Rage of the Jackal': 'A Sakál dühe',
  Consecration: 'Felszentelés',
  'Familiar of Fire': 'A tűz familiárisa',
  'Scroll of Lightning': 'Villámtekercs',
  Fireball: 'Tűzgolyó',
  'Minor rune of healing': 'A gyógyítás kisebb rúnája',
  'Supreme rune of healing': 'A gyógyítás legfőbb rúnája',
  'Blade of valour': 'A vitézség pengéje',
  'Potion of resilience': 'Az ellenállás főzete',
  'Potion of strength': 'Az erő főzete',
  'Supreme amulet of protection': 'A védelem legfőbb amulettje',
  Ballista: 'Balliszta',
  'Elemental Fountain': 'Elemi szökőkút',
  'Monolith of Shaytan': 'Shaytan monolitja',
  'Spiral of Disintegration': 'A szétbomlás spirálja',
};

/** The abilities the sample's fighters, options, attributes and nexuses print. */
const ABILITIES_HU: Readonly<Record<string, string>> = {
  Brutal: 'Brutális',
  Implacable: 'Kérlelhetetlen',
  // The rule texts already call it so ("Vezetés/10").
  Leadership: 'Vezetés',
  'Survival instinct': 'Túlélőösztön',
  'Born killer': 'Született gyilkos',
  Large: 'Nagy termetű',
  Scout: 'Felderítő',
  Bravery: 'Bátorság',
  Mercenary: 'Zsoldos',
  Fanaticism: 'Fanatizmus',
  Concentration: 'Összpontosítás',
  'War fury': 'Harci düh',
  'Hard-boiled': 'Edzett',
  Regeneration: 'Regeneráció',
  'Living-dead': 'Élőhalott',
  Possessed: 'Megszállott',
  Fierce: 'Vad',
  Consciousness: 'Tudatosság',
  'Counter-attack': 'Ellentámadás',
  Cure: 'Gyógyítás',
  // A nexus's abilities, as the rule texts word them where they do (Jelkép/X, Ikon/X, Ellenséges/X).
  Inalterable: 'Megváltoztathatatlan',
  Mana: 'Mana',
  Emblem: 'Jelkép',
  Icon: 'Ikon',
  Sanctuary: 'Szentély',
  Inviolable: 'Sérthetetlen',
  Hostile: 'Ellenséges',
  Reparation: 'Helyreállítás',
  Guard: 'Őrség',
  Resource: 'Erőforrás',
};

/** The sample pack's names in Hungarian, by their English names. */
export const SAMPLE_NAMES_HU: Readonly<Record<string, string>> = {
  ...PEOPLES_HU,
  ...FIGHTERS_HU,
  ...MYSTICS_HU,
  ...OPTIONS_HU,
  ...ATTRIBUTES_HU,
  ...ABILITIES_HU,
};

/**
 * Abilities the rules themselves name, not the sample: those the experience tables let a soldier
 * learn or improve, and the bonus a second Reinforcement becomes.
 */
export const RULE_ABILITIES_HU: Readonly<Record<string, string>> = {
  Artifact: 'Ereklye',
  Devotion: 'Odaadás',
  Disengagement: 'Kiválás',
  Ambidextrous: 'Kétkezes',
  Leap: 'Ugrás',
  Loyal: 'Hűséges',
  Assassin: 'Orgyilkos',
  'Survival instinct bonus': 'Túlélőösztön-bónusz',
};

/** A named thing of a pack as called in `locale`. */
export function localName(thing: Named, locale: Locale): string {
  return nameIn(thing, locale, SAMPLE_NAMES_HU);
}

/** A pack's names in the player's language, found by id or by the English name a state or an event carries. */
export interface ContentNames {
  /** The thing with this id (a profile, an attribute, an option, a people...) in `locale`; the id when nothing has it. */
  byId(id: string, locale: Locale): string;
  /**
   * A name as the pack wrote it, copied into a state or an event (a soldier's attribute, an
   * option he carries, a profile in a log line, a faction, an ability): the pack's thing of that
   * name in `locale`, else the glossary's, else the rules' own ability words, else as written.
   */
  byName(name: string, locale: Locale): string;
}

const namers = new WeakMap<DogsContent, ContentNames>();

/** The names of `content` (kept per pack, as a pack never changes). */
export function contentNames(content: DogsContent): ContentNames {
  const known = namers.get(content);
  if (known) return known;
  const byId = new Map<string, Named>();
  const byName = new Map<string, Named>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o['name'] === 'string') {
        const thing: Named = {
          name: o['name'],
          ...(typeof o['nameHu'] === 'string' ? { nameHu: o['nameHu'] } : {}),
        };
        // The first thing of an id or a name is the one it names, as before names had languages.
        if (typeof o['id'] === 'string' && !byId.has(o['id'])) byId.set(o['id'], thing);
        if (!byName.has(thing.name) || (thing.nameHu !== undefined && byName.get(thing.name)?.nameHu === undefined))
          byName.set(thing.name, thing);
      }
      for (const x of Object.values(o)) if (typeof x === 'object') walk(x);
    }
  };
  walk(content);
  // A faction is a plain name; its people may give it a Hungarian one.
  for (const p of content.peoples)
    for (const [name, nameHu] of Object.entries(p.factionsHu ?? {}))
      if (byName.get(name)?.nameHu === undefined) byName.set(name, { name, nameHu });
  const named = (name: string, locale: Locale): string => {
    if (locale !== 'hu') return name;
    const thing = byName.get(name);
    if (thing?.nameHu !== undefined) return thing.nameHu;
    return SAMPLE_NAMES_HU[name] ?? RULE_ABILITIES_HU[name] ?? name;
  };
  const names: ContentNames = {
    byId: (id, locale) => {
      const thing = byId.get(id);
      return thing ? localName(thing, locale) : id;
    },
    byName: named,
  };
  namers.set(content, names);
  return names;
}

/** An ability with its value as a sheet writes it ("Vezetés/10"), in `locale`. */
export function abilityText(
  a: { readonly name: string; readonly value?: number | null | undefined },
  locale: Locale,
  content: DogsContent,
): string {
  const name = contentNames(content).byName(a.name, locale);
  return a.value === null || a.value === undefined ? name : `${name}/${a.value}`;
}

/**
 * The name proposed for a new captain or recruit of `profile` in `locale`: a captain by his title
 * ("Captain Orc warlord", "Ork hadúr kapitány"), a recruit by his number ("Orc brute 3"). The
 * rules' list proposes it in the company's language, the roster form in the page's.
 */
export function proposedName(profile: Named, captain: boolean, nextId: number, locale: Locale): string {
  return proposedFrom(localName(profile, locale), captain, nextId, locale);
}

/** The name the rules propose for a soldier of the profile called `name` in `locale` (`proposedName`). */
export function proposedFrom(name: string, captain: boolean, nextId: number | string, locale: Locale): string {
  if (!captain) return `${name} ${nextId}`;
  // A profile already called a captain ("Dirzi rohamkapitány", "Dirz strike captain") is not
  // called one twice.
  if (locale === 'hu') return /kapitány$/i.test(name) ? name : `${name} kapitány`;
  return /\bcaptain\b/i.test(name) ? name : `Captain ${name}`;
}

/**
 * The name a captain or recruit is given: as the player wrote it without surrounding spaces, or,
 * left empty, the one the rules propose in the company's language.
 */
export function givenName(written: string, profile: Named, captain: boolean, nextId: number, locale: Locale): string {
  const trimmed = written.trim();
  return trimmed.length > 0 ? trimmed : proposedName(profile, captain, nextId, locale);
}
