/**
 * What a pack's models, weapons, spells and feats are called in the player's language. A pack may
 * give each its Hungarian name (`nameHu`); where it gives none, a name of the sample pack has ours
 * (sample content: names written for Skirmish, not taken from a published book), and any other
 * name stays as the pack wrote it.
 */
import { nameIn, type Locale, type Named } from '@skirmish/core';

/** The sample pack's names in Hungarian, by their English names. */
export const SAMPLE_NAMES_HU: Readonly<Record<string, string>> = {
  // Warcasters
  'Marshal Iveta Kron': 'Iveta Kron marsall',
  'Sister Morwen Ash': 'Morwen Ash nővér',
  'Captain Oren Vale': 'Oren Vale kapitány',
  'Magister Sela Varn': 'Sela Varn magiszter',
  // Warjacks
  Bastion: 'Bástya',
  Sparrow: 'Veréb',
  Gravemaw: 'Sírtorok',
  Wraithwing: 'Lidércszárny',
  Breaker: 'Hullámtörő',
  Gullwing: 'Sirályszárny',
  Skiff: 'Ladik',
  Cinderfist: 'Parázsököl',
  Kindle: 'Szikra',
  // Weapons
  'Service Pistol': 'Szolgálati pisztoly',
  Sabre: 'Szablya',
  'Siege Hammer': 'Ostromkalapács',
  'Bulwark Shield': 'Védőpajzs',
  'Head Cannon': 'Fejágyú',
  'Vice Claw': 'Satukarom',
  Repeater: 'Ismétlőpuska',
  'Reaping Staff': 'Aratóbot',
  Claw: 'Karom',
  'Bile Thrower': 'Epevető',
  Jaws: 'Állkapocs',
  'Ember Spitter': 'Parázsköpő',
  'Tide Hook': 'Dagálykampó',
  Buckler: 'Kerek pajzs',
  'Anchor Fist': 'Horgonyököl',
  Harpoon: 'Szigony',
  Beak: 'Csőr',
  'Swivel Gun': 'Forgóágyú',
  'Oar Blade': 'Evezőpenge',
  'Flame Rod': 'Lángpálca',
  'Kindling Blade': 'Gyújtópenge',
  'Furnace Fist': 'Kohóököl',
  'Spike Fist': 'Tüskésököl',
  'Flame Jet': 'Lángsugár',
  Ram: 'Faltörő',
  // Spells
  'Arc Lance': 'Ívlándzsa',
  Bulwark: 'Védőbástya',
  Overdrive: 'Túlhajtás',
  'Thunder Shell': 'Mennydörgő lövedék',
  'Soul Bolt': 'Lélekvillám',
  'Hex of Slowness': 'A lassúság átka',
  Veil: 'Fátyol',
  'Blight Burst': 'Fertőrobbanás',
  Influence: 'Befolyás',
  Undertow: 'Mélyáram',
  'Brine Skin': 'Sósbőr',
  'Fog Bank': 'Ködfal',
  Firestorm: 'Tűzvihar',
  'Ember Ward': 'Parázsvért',
  'Cinder Haste': 'Hamusietség',
  // Feats
  'Iron Wall': 'Vasfal',
  'Grave Chill': 'Sírhideg',
  'High Tide': 'Dagály',
  Kindled: 'Lángra kapva',
};

/** A named thing of a pack as called in `locale`. */
export function localName(thing: Named, locale: Locale): string {
  return nameIn(thing, locale, SAMPLE_NAMES_HU);
}
