/**
 * What players read about cards, in our own words, in English and Hungarian: each card's text is
 * worded from its effect (and points), so every content pack gets both languages.
 */
import type { GameEvent, Locale } from '@skirmish/core';
import type { CardChoice } from './choices.ts';

export type Deck = 'action' | 'event' | 'army' | 'aura' | 'mutation';

/** What a seat may know of one card. */
export interface CardInfo {
  readonly id: string;
  readonly deck: Deck;
  readonly name: string;
  readonly effect: string;
  readonly points?: number;
  readonly type?: string;
}

type Words = { en: string; hu: string };

const ACTION: Record<string, Words> = {
  none: { en: 'No Effect: play it for its points.', hu: 'Nincs hatása: a pontjaiért játszd ki.' },
  'cancel-effect': {
    en: 'Effect: cancel the Effect of a card your opponent played on this action.',
    hu: 'Hatás: érvényteleníti egy kártya hatását, amelyet az ellenfél erre a cselekvésre játszott ki.',
  },
  heal: {
    en: 'Effect: your warrior in this action recovers one wound.',
    hu: 'Hatás: a cselekvésben részt vevő harcosod egy sebet visszanyer.',
  },
  keen: {
    en: 'Effect: the roll of this action is a Perfect Success on a 1 or a 2.',
    hu: 'Hatás: ennek a cselekvésnek a dobása 1-en és 2-n is Tökéletes Siker.',
  },
  fumble: {
    en: 'Effect, as a Hindrance: the enemy roll is a Critical Failure on a 9 as well as a 10.',
    hu: 'Hatás, akadályként: az ellenséges dobás 9-en is Kritikus Kudarc, nem csak 10-en.',
  },
  deadly: {
    en: 'Effect: if this action succeeds, it deals one more wound.',
    hu: 'Hatás: ha a cselekvés sikerül, eggyel több sebet okoz.',
  },
  unparried: {
    en: 'Effect: the target cannot parry this action.',
    hu: 'Hatás: a célpont nem háríthatja ezt a cselekvést.',
  },
  steal: {
    en: 'Effect: take a random Action card from your opponent; you may play it from the next activation.',
    hu: 'Hatás: vegyél el véletlenszerűen egy Akciókártyát az ellenféltől; a következő aktiválástól játszhatod ki.',
  },
  recall: {
    en: 'Effect: take back the top card of the Action discard pile; you may play it from the next activation.',
    hu: 'Hatás: vedd vissza az Akció dobópakli legfelső lapját; a következő aktiválástól játszhatod ki.',
  },
};

const EVENT: Record<string, Words> = {
  none: { en: 'Something happens, with no effect on the game.', hu: 'Történik valami, de a játékra nincs hatása.' },
  heal: { en: 'One of your warriors recovers a wound.', hu: 'Egyik harcosod egy sebet visszanyer.' },
  harm: {
    en: 'Choose an enemy warrior: he makes a Natural Roll and takes a wound if he fails.',
    hu: 'Válassz egy ellenséges harcost: Természetes Dobást tesz, és ha elrontja, megsebesül.',
  },
  'superior-strategy': {
    en: 'Play it just before an Activation Roll: you win that roll, and nothing can undo it.',
    hu: 'Közvetlenül egy Aktiválási Dobás előtt játszd ki: megnyered a dobást, és ezt semmi sem írhatja felül.',
  },
  'open-trapdoors': {
    en: 'Every trapdoor of the laboratory opens at once.',
    hu: 'A laboratórium minden csapóajtaja azonnal kinyílik.',
  },
  'close-doors': { en: 'Every open door slams shut.', hu: 'Minden nyitott ajtó becsapódik.' },
  luck: {
    en: 'Before one of your rolls: roll one die more, then set aside any one die that does not show 10.',
    hu: 'Egy saját dobásod előtt: dobj eggyel több kockával, majd tegyél félre egy kockát, amely nem 10-et mutat.',
  },
  deceit: {
    en: 'When you activate a warrior: he swaps places with a friend on the same size of base within 8 squares.',
    hu: 'Amikor aktiválsz egy harcost: helyet cserél egy legfeljebb 8 mezőre álló, azonos talpméretű társával.',
  },
  madness: {
    en: 'When your opponent activates a warrior of Rank 1 or less, you command him for the whole round.',
    hu: 'Amikor az ellenfél egy legfeljebb 1-es Rangú harcost aktivál, az egész körben te irányítod.',
  },
  smoke: {
    en: 'Stays in play until the end of the next round: every Firing roll takes -1 SL.',
    hu: 'A következő kör végéig játékban marad: minden Lövés dobás -1 SZ-t kap.',
  },
  'lights-out': {
    en: 'Play it in any activation. Until the end of the next round the lamps are dead: sight reaches 5 squares instead of 8 (Eye of the Lynx still adds).',
    hu: 'Bármely aktiválás alatt kijátszható. A következő kör végéig kialszanak a lámpák: a látótáv 8 helyett 5 mező (a Hiúzszem ehhez még hozzáad).',
  },
  darkness: {
    en: 'Play it in any activation and throw it: a 2x2 cloud of darkness falls wholly on the board, on squares at least one of which a warrior of yours sees (or stands on). Until the end of the next round each of its four squares blocks sight like a column.',
    hu: 'Bármely aktiválás alatt kijátszható és eldobható: 2x2 mezős sötétségfelhő hull teljes egészében a táblára, olyan mezőkre, amelyek közül legalább egyet valamelyik harcosod lát (vagy azon áll). A következő kör végéig mind a négy mezője úgy takarja a látást, mint egy oszlop.',
  },
};

const ARMY: Record<string, Words> = {
  none: { en: 'A stirring moment, with no effect on the game.', hu: 'Lelkesítő pillanat, a játékra nincs hatása.' },
  'heal-all': {
    en: 'Every warrior of your side recovers one wound.',
    hu: 'Oldalad minden harcosa egy sebet visszanyer.',
  },
  rally: {
    en: 'Until the end of the round, your warriors add +1 SL to their parry rolls.',
    hu: 'A kör végéig harcosaid +1 SZ-t kapnak a hárító dobásaikra.',
  },
  'clones-fury': {
    en: 'Until the end of the round, each of your warriors in Offensive Combat may roll a failed strike again, unless it was a Critical Failure.',
    hu: 'A kör végéig minden Támadó harcban lévő harcosod újradobhat egy sikertelen csapást, hacsak nem Kritikus Kudarc volt.',
  },
  'corporeal-instability': {
    en: 'One of your warriors makes a Natural Roll; on a success, until the end of the round his equipment bonuses become +2 in Offensive and Defensive Combat.',
    hu: 'Egyik harcosod Természetes Dobást tesz; ha sikerül, a kör végéig felszerelésének módosítói helyett +2-t kap Támadó és Védekező harcban.',
  },
};

const AURA: Record<string, Words> = {
  none: { en: 'A glow with no effect on the game.', hu: 'Fény, amelynek nincs hatása a játékra.' },
  vengeance: {
    en: 'A friend who strikes an enemy standing in the zone gains +1 SL.',
    hu: 'A zónában álló ellenséget csapó bajtárs +1 SZ-t kap.',
  },
  renunciation: {
    en: 'When it is called up, each enemy in the zone makes a Natural Roll; you move each one who fails to a square just outside the zone.',
    hu: 'Megidézésekor a zónában álló minden ellenség Természetes Dobást tesz; aki elrontja, azt a zónán kívülre, egy általad választott szomszédos mezőre teszed.',
  },
  ward: { en: 'Friends in the zone parry at +1 SL.', hu: 'A zónában álló bajtársak +1 SZ-vel hárítanak.' },
  dread: { en: 'Enemies in the zone strike at -1 SL.', hu: 'A zónában álló ellenségek -1 SZ-vel csapnak.' },
  clarity: { en: 'Friends in the zone fire at +1 SL.', hu: 'A zónában álló bajtársak +1 SZ-vel lőnek.' },
  haste: { en: 'Every warrior in the zone has +1 Movement.', hu: 'A zónában minden harcos +1 Mozgást kap.' },
  weariness: { en: 'Every warrior in the zone has -1 Movement.', hu: 'A zónában minden harcos -1 Mozgást kap.' },
  sanctuary: { en: 'Enemies in the zone fire at -1 SL.', hu: 'A zónában álló ellenségek -1 SZ-vel lőnek.' },
  resolve: { en: 'Friends in the zone strike at +1 SL.', hu: 'A zónában álló bajtársak +1 SZ-vel csapnak.' },
};

const MUTATION: Record<string, Words> = {
  none: { en: 'A visible change with no effect on the game.', hu: 'Látható változás, a játékra nincs hatása.' },
  'muscular-hypertrophy': {
    en: '+1 to his Offensive Combat value and +1 SL on his Offensive Combat rolls.',
    hu: '+1 a Támadó harc értékére és +1 SZ a Támadó harc dobásaira.',
  },
  'purulent-excrescence': {
    en: 'May be given at any time; he takes a wound at once. An enemy in Offensive Combat who wounds him makes a plain Natural Roll or takes a wound; one who kills him in melee takes a wound. No fighter loses more than one NV to it.',
    hu: 'Bármikor kiosztható; a hordozója azonnal megsebesül. A Támadó harcban őt megsebző ellenség módosítatlan Természetes Dobást tesz, vagy megsebesül; aki közelharcban megöli, megsebesül. Senki sem veszíthet miatta egynél több TÉ-t.',
  },
  'steel-tendons': {
    en: 'Only for a warrior whose printed NV is 3 or more: +1 Movement.',
    hu: 'Csak legalább 3-as nyomtatott TÉ-jű harcosnak: +1 Mozgás.',
  },
  'biomechanical-shell': {
    en: 'Once per game, when he activates: he takes no wound until the end of the round.',
    hu: 'Játékonként egyszer, aktiválásakor: a kör végéig nem sebesülhet meg.',
  },
  'chitin-plates': { en: '+1 SL on his parry rolls.', hu: '+1 SZ a hárító dobásaira.' },
  'second-heart': { en: '+1 to his Defensive Combat value.', hu: '+1 a Védekező harc értékére.' },
  'barbed-tail': {
    en: 'A melee attack from his rear gets no +1 bonus.',
    hu: 'A hátulról indított közelharci támadás nem kapja meg a +1-es bónuszt.',
  },
  'acid-glands': {
    en: 'Melee attacks against him take -1 SL.',
    hu: 'Az ellene indított közelharci támadások -1 SZ-t kapnak.',
  },
  'grasping-limbs': { en: '+1 to his Offensive Combat value.', hu: '+1 a Támadó harc értékére.' },
};

const TABLES: Record<Deck, Record<string, Words>> = {
  action: ACTION,
  event: EVENT,
  army: ARMY,
  aura: AURA,
  mutation: MUTATION,
};

const hu = (locale: Locale): boolean => locale === 'hu';

/** A card's text for players. */
export function cardText(card: CardInfo, locale: Locale): string {
  const words = TABLES[card.deck][card.effect] ?? TABLES[card.deck]['none'];
  const text = words ? (hu(locale) ? words.hu : words.en) : '';
  if (card.deck !== 'action') return text;
  const pts = card.points ?? 0;
  const head = hu(locale) ? `${pts} Akciópont.` : `${pts} Action point${pts === 1 ? '' : 's'}.`;
  return `${head} ${text}`;
}

/**
 * What a card does when played for its Effect, worded to follow its name in a choice: "the roll
 * of this action is a Perfect Success on a 1 or a 2" (its text less the points, the word Effect
 * that opens it and the full stop). Empty for a card with no Effect.
 */
export function effectClause(card: CardInfo, locale: Locale): string {
  const words = TABLES[card.deck][card.effect];
  if (!words || card.effect === 'none') return '';
  return (hu(locale) ? words.hu : words.en).replace(/^(Effect|Hatás)[^:]*:\s*/, '').replace(/\.$/, '');
}

const DECK_NAME: Record<Deck, Words> = {
  action: { en: 'Action card', hu: 'Akciókártya' },
  event: { en: 'Event card', hu: 'Eseménykártya' },
  army: { en: 'Army card', hu: 'Seregkártya' },
  aura: { en: 'Aura', hu: 'Aura' },
  mutation: { en: 'Mutation', hu: 'Mutáció' },
};

/** "Name (Action card): text" */
export function cardLine(card: CardInfo, locale: Locale): string {
  const deck = DECK_NAME[card.deck];
  return `${card.name} (${hu(locale) ? deck.hu : deck.en}): ${cardText(card, locale)}`;
}

/**
 * Words for the choices about cards; `cardName` names a card by its id in `locale` (the presenter
 * knows the pack's names in both languages).
 */
export function describeCardChoice(
  c: CardChoice,
  cardName: (id: string) => string,
  warriorName: (id: string) => string,
  locale: Locale,
): string {
  const h = hu(locale);
  switch (c.kind) {
    case 'discard-aura':
      return h
        ? `${warriorName(c.warrior)} eldobja ezt az Aurát: ${cardName(c.card)}`
        : `${warriorName(c.warrior)} discards the Aura ${cardName(c.card)}`;
    case 'discard-mutation':
      return h ? `Eldobod ezt a Mutációt: ${cardName(c.card)}` : `Discard the Mutation ${cardName(c.card)}`;
    case 'commit-card':
      if (!c.card)
        return h ? 'Nem teszel több lapot az Aktiválási Dobásra' : 'Commit no more cards to the Activation Roll';
      return h
        ? `Leteszed képpel lefelé az Aktiválási Dobásra: ${cardName(c.card)}`
        : `Commit ${cardName(c.card)} face down to the Activation Roll`;
    case 'aura':
      if (!c.card) return h ? 'Az Aura kikapcsolása' : 'Switch the Aura off';
      return h ? `Aura megidézése: ${cardName(c.card)}` : `Call up ${cardName(c.card)}`;
    case 'mutate':
      if (c.target !== undefined)
        return h
          ? `${warriorName(c.warrior)} megkapja: ${cardName(c.card)}; a sebet ${warriorName(c.target)} szenvedi el`
          : `Give ${cardName(c.card)} to ${warriorName(c.warrior)}; ${warriorName(c.target)} takes its wound`;
      return h
        ? `${warriorName(c.warrior)} megkapja: ${cardName(c.card)}`
        : `Give ${cardName(c.card)} to ${warriorName(c.warrior)}`;
    case 'shell':
      return h ? 'A biomechanikus páncél használata ebben a körben' : 'Use the Biomechanical Shell this round';
    case 'relocate':
      return h
        ? `${warriorName(c.warrior)} áthelyezése: ${c.x + 1}. oszlop, ${c.y + 1}. sor`
        : `Move ${warriorName(c.warrior)} to column ${c.x + 1}, row ${c.y + 1}`;
    case 'no-madness':
      return h ? 'Nem játszod ki a Pillanatnyi őrületet' : 'Do not play Momentary Madness';
    case 'events-done':
      return h ? 'Most nem játszol ki (több) Eseménykártyát' : 'Play no (more) Event card now';
    case 'nullify':
      return h
        ? `Semlegesítés: ${warriorName(c.target)} utolsó Mutációja ellen`
        : `Nullify: test against the last Mutation of ${warriorName(c.target)}`;
    case 'play-army':
      return h
        ? `Seregkártya kijátszása: ${cardName(c.card)}${c.target ? ` (${warriorName(c.target)})` : ''}`
        : `Play the Army card ${cardName(c.card)}${c.target ? ` on ${warriorName(c.target)}` : ''}`;
  }
}

const SIDE_NAME: Record<string, Words> = {
  griffin: { en: 'Griffin', hu: 'A Griff oldal' },
  scorpion: { en: 'Scorpion', hu: 'A Skorpió oldal' },
};

/** A side by its name at the start of a sentence: "Griffin", "A Griff oldal". */
export function sideName(v: unknown, locale: Locale): string {
  const w = typeof v === 'string' ? SIDE_NAME[v] : undefined;
  if (!w) return typeof v === 'string' ? v : '?';
  return hu(locale) ? w.hu : w.en;
}

/**
 * Words for the card events; null when the event is not about cards. `cardName` names the card
 * the event carries in `locale` (by default the English name the event carries).
 */
export function describeCardEvent(
  e: GameEvent,
  locale: Locale,
  cardName: (e: GameEvent) => string = (x) => (typeof x['name'] === 'string' ? x['name'] : '?'),
): string | null {
  const h = hu(locale);
  const s = (k: string): string => {
    const v = e[k];
    if (k === 'seat') return sideName(v, locale);
    if (k === 'name') return cardName(e);
    return typeof v === 'string' ? v : '?';
  };
  switch (e.type) {
    case 'hybrid/roll-card':
      return h
        ? `${s('seat')} képpel lefelé tesz egy lapot az Aktiválási Dobásra`
        : `${s('seat')} commits a card face down`;
    case 'hybrid/roll-card-stop':
      return h ? `${s('seat')} nem tesz több lapot` : `${s('seat')} commits no more cards`;
    case 'hybrid/roll-cards-revealed':
      return h
        ? 'Felfordítják az Aktiválási Dobásra tett lapokat'
        : 'The cards committed to the Activation Roll are turned face up';
    case 'hybrid/activation-roll-won':
      return h ? `${s('seat')} megnyeri az Aktiválási Dobást` : `${s('seat')} wins the Activation Roll outright`;
    case 'hybrid/aura':
      return h ? `Aura: ${s('name')}` : `Aura called up: ${s('name')}`;
    case 'hybrid/aura-off':
      return h ? 'Az Aura kialszik' : 'The Aura goes out';
    case 'hybrid/mutation':
      return h ? `Mutáció: ${s('name')}` : `Mutation given: ${s('name')}`;
    case 'hybrid/shell':
      return h
        ? 'A biomechanikus páncél a kör végéig véd'
        : 'The Biomechanical Shell protects him until the end of the round';
    case 'hybrid/shell-holds':
      return h ? 'A páncél felfogja a sebet' : 'The shell stops the wound';
    case 'hybrid/nullified':
      return h ? `Semlegesítve, a dobópakliba kerül: ${s('name')}` : `Nullified and discarded: ${s('name')}`;
    case 'hybrid/card-effect':
      return h ? `${s('seat')} hatásáért játssza ki: ${s('name')}` : `${s('seat')} plays ${s('name')} for its Effect`;
    case 'hybrid/effect-cancelled':
      return h ? 'Egy kártya hatása érvénytelen' : 'A card Effect is cancelled';
    case 'hybrid/card-stolen':
      return h ? `${s('seat')} elvesz egy lapot` : `${s('seat')} takes a card from the opponent`;
    case 'hybrid/card-recalled':
      return h
        ? `${s('seat')} visszavesz egy lapot a dobópakliból`
        : `${s('seat')} takes a card back from the discard pile`;
    case 'hybrid/luck':
      return h ? 'Szerencse: egy plusz kocka' : 'Luck: one die more';
    case 'hybrid/swapped':
      return h ? 'Csel: két harcos helyet cserél' : 'Deceit: two warriors swap places';
    case 'hybrid/army-played':
      return h ? `Seregkártya: ${s('name')}` : `Army card played: ${s('name')}`;
    case 'hybrid/fury':
      return h ? 'A klónok dühe: újradobás a kör végéig' : 'The Clones’ Fury: re-rolls until the end of the round';
    case 'hybrid/renounced':
      return h
        ? 'Lemondás aurája: egy harcost kitesznek a zónából'
        : 'Aura of Renunciation: a warrior is moved out of the zone';
    case 'hybrid/armour-piercing':
      return h ? 'Páncéltörő lövés: a golyó továbbrepül' : 'Armour-Piercing Shot: the bullet flies on';
    case 'hybrid/darkness': {
      const sq = Array.isArray(e['squares']) ? ` (${e['squares'].map((k) => `[${String(k)}]`).join(' ')})` : '';
      return h ? `Sötétséggránát: négy mező elsötétül${sq}` : `Darkness Grenade: four squares go dark${sq}`;
    }
    case 'hybrid/constant-ends':
      return h ? 'Egy állandó lap hatása véget ér' : 'A Constant card runs out';
    case 'hybrid/madness':
      return h
        ? 'Pillanatnyi őrület: a harcos a kör végéig az ellenfélnek engedelmeskedik'
        : 'Momentary Madness: the warrior obeys the other side until the end of the round';
    case 'hybrid/madness-ends':
      return h ? 'Az őrület elmúlik' : 'The madness passes';
    case 'hybrid/parry-card':
      return h ? 'A védő egy lappal segíti a hárítását' : 'The defender backs his parry with a card';
    default:
      return null;
  }
}
