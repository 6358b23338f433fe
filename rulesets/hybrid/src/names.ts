/**
 * What a pack's warriors, gear, cards, tiles and missions are called in the player's language. A
 * pack may give each its Hungarian name (`nameHu`); where it gives none, a name of the sample pack
 * has ours (sample content: names written for Skirmish, not taken from a published book), and any
 * other name stays as the pack wrote it. The rules and their states never see these names: the
 * view and the events carry ids and the pack's English names, and the words are chosen here.
 */
import { nameIn, type Locale, type Named } from '@skirmish/core';
import type { AptitudeName, HybridContent } from './content/schema.ts';

/** The sample pack's names in Hungarian, by their English names. */
export const SAMPLE_NAMES_HU: Readonly<Record<string, string>> = {
  // The pack
  'Hybrid sample content': 'Hybrid mintatartalom',
  // Scorpion warriors (Skorize is a creature's own name)
  Hybrid: 'Hibrid',
  Aberration: 'Torzszülött',
  'Pest of Flesh': 'Fertőféreg',
  Skorize: 'Skorize',
  // Griffin warriors (Sasia Samaris is a person's name)
  Purifier: 'Tisztító',
  Seneschal: 'Szenesál',
  'Venerable Ambrosius': 'Tiszteletreméltó Ambrosius',
  'Griffin Exorcist': 'Griff ördögűző',
  'Knight of the Lodge of Hod': 'Hod páholyának lovagja',
  'Sasia Samaris': 'Sasia Samaris',
  // Equipment
  'Fused Weapons': 'Testbe forrt fegyverek',
  Claws: 'Karmok',
  'Purifying Arquebus': 'Tisztító arkebúz',
  'Combined Weapon': 'Kombinált fegyver',
  'Long Rifle': 'Hosszú puska',
  'Blessed Blade': 'Szentelt penge',
  // Action cards
  Hesitation: 'Habozás',
  Feint: 'Cselvágás',
  Patience: 'Türelem',
  'Steady Hand': 'Biztos kéz',
  'Quick Step': 'Fürge lépés',
  'Sleight of Hand': 'Kézügyesség',
  Focus: 'Összpontosítás',
  'Second Thoughts': 'Újragondolás',
  'Second Wind': 'Erőre kapás',
  'Battle Cry': 'Csatakiáltás',
  Misstep: 'Félrelépés',
  'Aimed Blow': 'Célzott csapás',
  'Guard Up': 'Védállás',
  'Keen Eye': 'Éles szem',
  Drill: 'Kiképzés',
  Ferocity: 'Vadság',
  Counterplay: 'Ellenlépés',
  Onslaught: 'Roham',
  Precision: 'Pontosság',
  Stumble: 'Megbotlás',
  Mastery: 'Mesteri fogás',
  Inspiration: 'Ihlet',
  Heroism: 'Hősiesség',
  'Fury of the Lab': 'A laboratórium dühe',
  'Perfect Timing': 'Tökéletes időzítés',
  // Event cards (Luck, Deceit, Momentary Madness, Lights Out and the Darkness Grenade by the
  // Hungarian words the log and the house rules already use for their effects)
  Luck: 'Szerencse',
  'The Wandering Spirit': 'A bolyongó szellem',
  'Flicker of Doubt': 'Felvillanó kétely',
  'Stumbling Stones': 'Botlókövek',
  'Lucky Break': 'Szerencsés fordulat',
  'Sudden Chill': 'Hirtelen hideg',
  Misfire: 'Fegyverhiba',
  'Second Chance': 'Második esély',
  Echoes: 'Visszhangok',
  'Superior Strategy': 'Fölényes stratégia',
  Deceit: 'Csel',
  'Momentary Madness': 'Pillanatnyi őrület',
  'Forced March': 'Erőltetett menet',
  Regroup: 'Átcsoportosítás',
  'Ambush Orders': 'Rajtaütési parancs',
  'Change of Plans': 'Tervváltozás',
  'Cold Calculation': 'Hideg számítás',
  'Rallying Word': 'Buzdító szó',
  Lockdown: 'Zárlat',
  'Floor Gives Way': 'Beszakad a padló',
  'Falling Debris': 'Hulló törmelék',
  'Steam Vent': 'Gőzkitörés',
  'Thick Smoke': 'Sűrű füst',
  'Lights Out': 'Kialszanak a fények',
  'Spilled Reagents': 'Kiömlött vegyszerek',
  'Medical Cache': 'Orvosi tartalék',
  'Darkness Grenade': 'Sötétséggránát',
  // Griffin Army cards
  'Faith Unbroken': 'Megtörhetetlen hit',
  'Inquisitorial Zeal': 'Inkvizítori buzgalom',
  'Holy Fire': 'Szent tűz',
  Vigil: 'Virrasztás',
  'Sacred Oath': 'Szent eskü',
  Judgement: 'Ítélet',
  'Martyr’s Call': 'A mártír hívása',
  'Purging Light': 'Tisztító fény',
  'Steadfast Ranks': 'Rendíthetetlen sorok',
  // Scorpion Army cards
  'The Clones’ Fury': 'A klónok dühe',
  'Corporeal Instability': 'Testi instabilitás',
  'Vat Surge': 'Tartálylöket',
  'Synthetic Rage': 'Szintetikus harag',
  'Cold Protocol': 'Hideg protokoll',
  'Adrenal Flood': 'Adrenalinroham',
  'Overseer’s Eye': 'A felvigyázó szeme',
  'Genetic Memory': 'Genetikai emlékezet',
  'Bio-Feedback': 'Biovisszacsatolás',
  // Aura cards
  'Aura of Vengeance': 'A bosszú aurája',
  'Aura of Renunciation': 'A lemondás aurája',
  'Aura of Warding': 'Az oltalom aurája',
  'Aura of Dread': 'A rettegés aurája',
  'Aura of Clarity': 'A tisztánlátás aurája',
  'Aura of Haste': 'A fürgeség aurája',
  'Aura of Weariness': 'A fáradtság aurája',
  'Aura of Sanctuary': 'A menedék aurája',
  'Aura of Resolve': 'Az eltökéltség aurája',
  // Mutation cards
  'Muscular Hypertrophy': 'Izomtúltengés',
  'Purulent Excrescence': 'Gennyes kinövés',
  'Steel Tendons': 'Acélinak',
  'Biomechanical Shell': 'Biomechanikus páncél',
  'Chitin Plates': 'Kitinlemezek',
  'Second Heart': 'Második szív',
  'Barbed Tail': 'Tüskés farok',
  'Acid Glands': 'Savmirigyek',
  'Grasping Limbs': 'Markoló végtagok',
  // Tiles
  'Pillared Hall': 'Oszlopos csarnok',
  'Cell Block': 'Cellasor',
  'Hive Floor': 'Kaptárpadló',
  'Collapsed Gallery': 'Beomlott tárna',
  // Missions (Glasinhar is a place's name)
  'Return to Glasinhar': 'Visszatérés Glasinharba',
  'The Scarlet Hive': 'A Skarlát Kaptár',
  "The Heresiarch's Prison": 'Az eretnekfő börtöne',
  'Prowlers!': 'Portyázók!',
  "The Scorpion's Venom": 'A Skorpió mérge',
  "The Heroes' Twilight": 'A hősök alkonya',
  'The Breach': 'Az áttörés',
};

/** A named thing of a pack as called in `locale`. */
export function localName(thing: Named, locale: Locale): string {
  return nameIn(thing, locale, SAMPLE_NAMES_HU);
}

/**
 * The aptitudes in Hungarian, as the Hungarian rule texts call them (`cards/rule-texts.ts`).
 * Aptitudes are rules of the book, not names a pack chooses: the rules match them by their
 * English name, so a pack cannot rename one, and these words are the rules' own.
 */
export const APTITUDE_HU: Readonly<Record<AptitudeName, string>> = {
  Aura: 'Aura',
  'Brutish Strength': 'Nyers erő',
  'Combined Attack': 'Kombinált Támadás',
  Conviction: 'Meggyőződés',
  'Dorsal Protection': 'Háti védelem',
  Duellist: 'Párbajhős',
  'Eye of the Lynx': 'Hiúzszem',
  Felon: 'Orgyilkos',
  Frenzy: 'Őrjöngés',
  Infiltration: 'Beszivárgás',
  Mutation: 'Mutáció',
  Nullify: 'Semlegesítés',
  Prestige: 'Tekintély',
  Puny: 'Apró',
  Sacrifice: 'Áldozat',
  Titan: 'Titán',
  Velocity: 'Sebesség',
  'Armour-Piercing Shot': 'Páncéltörő lövés',
};

/** An aptitude by its name in `locale`. */
export function aptitudeName(name: AptitudeName, locale: Locale): string {
  return locale === 'hu' ? APTITUDE_HU[name] : name;
}

/** Names by id: a pack's profiles, cards, tiles and missions. */
export type Names = ReadonlyMap<string, string>;

/** A pack's names by id, as the pack writes them and in Hungarian. */
export interface PackNames {
  readonly en: Names;
  readonly hu: Names;
}

/** The names a pack gives every `{ id, name }` of its lists (profiles, cards, tiles, missions). */
export function packNames(content: HybridContent): PackNames {
  const en = new Map<string, string>();
  const hu = new Map<string, string>();
  for (const v of Object.values(content)) {
    if (!Array.isArray(v)) continue;
    for (const x of v as unknown[]) {
      const o = x as { id?: unknown; name?: unknown; nameHu?: unknown } | null;
      if (!o || typeof o.id !== 'string' || typeof o.name !== 'string') continue;
      en.set(o.id, o.name);
      hu.set(o.id, localName({ name: o.name, nameHu: typeof o.nameHu === 'string' ? o.nameHu : undefined }, 'hu'));
    }
  }
  return { en, hu };
}

/**
 * The Hungarian name of the thing `id` that a view or an event calls `name` (its English name):
 * the pack's own when the pack names `id` so, else ours for a sample name, else `name` as written.
 * Checking the English name keeps a view of another pack from being named by this one's ids.
 */
export function nameHuOf(names: PackNames, id: string | undefined, name: string): string {
  if (id !== undefined && names.en.get(id) === name) return names.hu.get(id) ?? name;
  return SAMPLE_NAMES_HU[name] ?? name;
}
