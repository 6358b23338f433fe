import { huArticle } from '@skirmish/core';
import type { HuntersContent } from '@skirmish/hunters';
import type { Lang } from '../../i18n.ts';

/**
 * What could make room for the finding under the acting character (HU-SHEET-04), as the rules'
 * refusal of the Collect tells it: throwing tokens away (`tokens-unpark`: or putting parked gear
 * back into its own free slot), only that unparking, only an exchange of gear, or nothing.
 */
export type NoRoomHow = 'tokens' | 'tokens-unpark' | 'unpark' | 'gear' | 'none';

const en = {
  mapLabel: 'The mission map',
  fitMap: 'Whole map on screen',
  fullSizeMap: 'Full size',
  turn: 'Turn',
  phase: {
    hand: 'choosing starting hands',
    deploy: 'deployment',
    order: 'choosing who acts',
    character: 'a character acts',
    'enemy-order': 'enemy order',
    enemy: 'the enemies act',
    over: 'over',
    campaign: 'between missions',
  } as Record<string, string>,
  time: { day: 'day', night: 'night' } as Record<string, string>,
  weather: { clear: 'clear', rain: 'heavy rain', blizzard: 'blizzard', fog: 'fog' } as Record<string, string>,
  icons: {
    vantage: 'Vantage point',
    cover: 'Cover',
    openGround: 'Open ground',
    finding: 'Finding',
    covered: 'Covered (roofed)',
    deployment: 'Deployment zone',
    can: 'A space you can choose now',
    obstacle: 'Obstacle edge',
    barrier: 'Barrier edge',
  } as Record<string, string>,
  legend: 'Map key',
  /** The setting that shows each enemy's Front, Flank and Back on the spaces round it, and its key. */
  showArcs: 'Show enemy arcs',
  arcsKey: 'Enemy arcs: where an attacker stands',
  zonesHint: 'Point at an enemy, or tap it, to shade its zones across the whole map.',
  arc: { front: 'Front', flank: 'Flank', back: 'Back' } as Record<string, string>,
  /** Tokens on the map, by their kind: the letter on the map is the name's first. */
  /** The tokens a mission or a grenade puts on the map, by kind; the map letters each by its name here. */
  token: { smoke: 'Smoke', explosives: 'Explosives', combustibles: 'Combustibles', chemicals: 'Chemicals' } as Record<
    string,
    string
  >,
  facing: 'facing',
  facingName: ['North', 'North-east', 'East', 'South-east', 'South', 'South-west', 'West', 'North-west'],
  hiddenToggle: 'Deploy Hidden',
  square: 'Space',
  optionsHere: 'What you can do here',
  target: 'Target',
  actions: 'Actions',
  hand: 'Hand of action cards',
  handOf: 'Hand of',
  choosable: 'Cards to choose the starting hand from',
  keep: 'Keep',
  play: 'Play',
  enhanced: 'enhanced by',
  /** Which activity of a card of several an enhancement goes to: by its kind, or by number. */
  /** An activity of a card by kind, as the blue part of an enhanced play goes on it. */
  activity: {
    move: 'move',
    melee: 'melee attack',
    ranged: 'ranged attack',
    area: 'area attack',
    hide: 'hiding',
    heal: 'healing',
    interact: 'interaction',
  } as Record<string, string>,
  /** Its place among the card's activities of its kind, where there are several. */
  ordinals: ['first', 'second', 'third'] as readonly string[],
  onActivity: (what: string) => `on the ${what}`,
  onActivityNumber: (n: number) => `on activity ${n}`,
  /** A card's swap, in the words of the decision list ("Give up an action: discard … and draw"). */
  cycle: 'Give up an action: discard and draw',
  /** Beside a card that, played now, would strike nothing (the rules allow it). */
  noTarget: 'nothing to hit now',
  /** Stepping off the map, which ends the mission for the character (HU-MOVE-09). */
  leave: 'Leave the mission',
  leaveNote: 'A step off the board takes the character out of the mission for good.',
  leaveConfirm: (name: string) => `Yes, ${name} leaves the mission`,
  leaveCancel: 'Stay on the board',
  react: 'React',
  noHand: 'Not your cards: only their number is shown.',
  sheet: 'Character sheet',
  health: 'Health',
  strength: 'Strength',
  morale: 'Morale',
  fuel: 'Fuel',
  findings: 'Findings',
  deck: 'deck',
  inHand: 'in hand',
  discard: 'used',
  inventory: 'Inventory',
  slot: {
    weapon: 'Weapon slots',
    armor: 'Armour',
    blue: 'Equipment (blue slots)',
    accessory: 'Accessories',
  } as Record<string, string>,
  empty: 'empty',
  /** A blue slot holding module tokens (the findings of this mission among them), of the 6 it takes. */
  moduleSlot: (n: number) => `${n}/6 module tokens`,
  /** Gear put away in a blue slot, carried but not working there (HU-GEAR-11). */
  putAway: 'put away',
  /** How many more module tokens the sheet takes (HU-SHEET-04). */
  moduleRoom: 'Module room',
  /** On a finding the acting character's sheet has no room for (HU-SHEET-04): what could make room. */
  noRoom: (name: string, how: NoRoomHow) =>
    how === 'tokens'
      ? `${name} has no room on the sheet for the finding here. Throw a module or finding token away, or let a teammate on this space take some by an exchange; then an Interact collects it.`
      : how === 'tokens-unpark'
        ? `${name} has no room on the sheet for the finding here. Throw a module or finding token away, put gear from a blue slot back into its own free slot (an Interact), or let a teammate on this space take some by an exchange; then an Interact collects it.`
        : how === 'unpark'
          ? `${name} has no room on the sheet for the finding here: gear fills the blue slots, so throwing tokens away frees nothing. Putting gear from a blue slot back into its own free slot (an Interact) frees that blue slot; then another Interact collects it.`
          : how === 'gear'
            ? `${name} has no room on the sheet for the finding here: gear fills the blue slots, so throwing tokens away frees nothing. Only handing some of that gear to a teammate on this space (an exchange, in an Interact) makes room.`
            : `${name} has no room on the sheet for the finding here, and nothing carried can make that room.`,
  loaded: 'loaded',
  on: 'on',
  status: {
    hidden: 'Hidden',
    acted: 'has acted',
    stunned: 'stunned',
    dead: 'dead',
    down: 'unconscious',
    off: 'off the map',
  } as Record<string, string>,
  /** A figure out of action after an EMP hit, and the last turn it stays so (HU-MENTAL-06). */
  disabledUntil: (turn: number) => `disabled by EMP until the end of turn ${turn}`,
  enemies: 'Enemies',
  queue: 'still to act',
  enemyTurn: 'The enemy turn, step by step',
  nextStep: 'Next step',
  showAll: 'Show all',
  stepOf: 'step',
  noEnemyTurn: 'The enemies have not acted yet.',
  campaign: 'Campaign',
  day: 'Day',
  daysTrack: 'Days track',
  base: 'The base',
  room: {
    forge: 'Forge',
    workshop: 'Workshop',
    armory: 'Armory',
    gunsmith: 'Gunsmith',
    lab: 'Laboratory',
  } as Record<string, string>,
  /** A level as the base, a character or a card has it. */
  levelOf: (n: number) => `level ${n}`,
  notBuilt: 'not built',
  expand: 'Expand',
  construct: 'Construct',
  building: 'Under construction',
  /** The day a construction or an expansion is finished. */
  dueOn: (day: number) => `due on day ${day}`,
  /** The reference list of what the base can build (HU-CRAFT-09), and one piece's room, level and days on it. */
  blueprints: 'Blueprints',
  builtIn: (room: string, level: number, days: number) => `${room} level ${level}, ${days} days`,
  /** The blueprints the party holds (HU-CRAFT-01), and the mark on one of them in the reference list. */
  blueprintsHeld: 'Blueprints held',
  heldMark: 'held',
  worldMap: 'World map',
  zone: 'Zone',
  here: 'the party is here',
  travel: 'Travel here',
  cardHere: 'event card',
  eventCard: 'Event card to read',
  option: 'Option',
  pays: 'paid by',
  payFrom: 'Pay from…',
  payEditor: 'Where the modules come from',
  carried: 'carried',
  payHeld: 'holds',
  payNeed: 'needed',
  payConfirm: 'Pay this way',
  party: 'The party',
  xp: 'XP',
  food: 'Food',
  poisoned: 'poisoned',
  gear: 'Gear',
  modules: 'Modules',
  storeroom: 'Storeroom',
  won: 'Missions won',
  result: { won: 'The campaign is won', lost: 'The campaign is lost' } as Record<string, string>,
  other: 'Other decisions',
  difficulty: { normal: 'Normal', professional: 'Professional', master: 'Master' } as Record<string, string>,
  storyTokens: 'Story tokens',
  jobs: 'Job difficulty',
  jobOf: (card: string, level: number) => `card ${card}: ${level} of 3`,
  spoils: 'Spoils',
  spoilsLeft: 'Left to share out',
  spoilsNext: (name: string) => `${name} picks now`,
  spoilsTied: 'The players choose who picks first',
  overloaded: (name: string, carried: number, room: number) =>
    `${name} carries ${carried} modules but has room for ${room}: store the extra at the base, hand it to a teammate with room, or discard it before the party goes on.`,
  fuelCell: 'Fuel Cell',
  deckOf: 'Mission deck of',
  deckSet: 'Set by the players; the missions to come deal it.',
  deckAuto: 'The program’s deck: the highest-level cards first.',
  deckEdit: 'Build the deck…',
  deckBackToAuto: 'Back to the program’s deck',
  deckEditor: 'The cards he owns',
  deckOwned: 'owned',
  deckAdd: 'Add',
  deckRemove: 'Take out',
  deckNeedsLevel: (level: number) => `needs level ${level}`,
  deckCards: 'cards',
  deckFault: {
    size: 'A mission deck holds exactly 25 cards.',
    copies: 'No more copies of a card than he owns.',
    level: 'A card above his level cannot go in.',
  } as Record<string, string>,
  deckConfirm: 'Take this deck',
  implants: 'Implants',
  /** What a day-taking decision costs in days as things stand (HU-CAMP-11, HU-HEALTH-02, -04, -13). */
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  sameDay: 'the same day',
  rest: 'Rest',
  work: 'Work here for a day',
  takes: (f: DayWords, names: readonly string[]) => {
    const notes = [
      f.doubled ? `doubled from ${f.usual}: someone is unconscious` : '',
      f.penalty > 0 ? `${f.penalty} more: an unconscious character goes without food or suffers poison` : '',
      names.length > 0 ? `${names.join(' and ')} will miss a meal and lose Health` : '',
      f.lost ? 'the last day would pass: the campaign would be lost' : '',
    ].filter(Boolean);
    const cards = f.cards ?? [];
    const days = `${f.days === 1 ? '1 day' : `${f.days} days`}${cards.length > 0 ? ' as things stand' : ''}`;
    const said = notes.length > 0 ? `${days} (${notes.join('; ')})` : days;
    if (cards.length === 0) return said;
    const named = cards.map((d) => `day-${d}`).join(' and ');
    return cards.length === 1
      ? `${said}; the ${named} card falls within and may change this`
      : `${said}; the ${named} cards fall within and may change this`;
  },
  unconscious: 'unconscious: while anyone is, days pass twice as fast',
  allDown:
    'Everyone going on this mission is unconscious: started like this, it is lost at once. Wake someone first (rest, the base, a healer) if you can.',
  launched: 'Mission to start',
  heals: (amount: number, price: number) => `+${amount} Health for ${price} Fuel`,
  cures: (price: number) => `cures poison for ${price} Fuel`,
  expandTo: (level: number, days: number) => `to level ${level}, ${days === 1 ? '1 day' : `${days} days`}`,
  costs: 'cost',
  noCost: 'free',
  lacksModules: 'the party lacks the modules',
  closedWhy: 'nobody in the party can pay this',
  otherFirst: 'another option of this card must be taken',
  optionOf: (label: string) => `Option ${label}`,
  needsMarker: 'not open to the party now',
  markers: 'Marks set by cards',
  markerFrom: (title: string, card: string) => `${title} (card ${card})`,
  skills: 'Skills',
  lostMissions: 'Main-plot missions lost',
  mainPlot: 'Main plot',
  mainPlotOf: (done: number, all: number) => `${done} of ${all} main-plot missions played`,
  over: 'over the place: read on arrival',
  under: 'under the place: may be turned over',
  pay: (name: string) => `${name} pays`,
  receives: (name: string) => `${name} receives`,
  missionOver: 'Last mission',
  missionWon: (title: string) => `${title}: won`,
  missionLost: (title: string) => `${title}: lost`,
  xpEach: (n: number) => `${n} XP for each character who went`,
  fuelTo: (n: number, name: string) => `${n} Fuel Cell${n === 1 ? '' : 's'} to ${name}`,
  fuelShared: (n: number) => `${n} Fuel Cell${n === 1 ? '' : 's'} to share out`,
  blueprintWon: (gear: string) => `The blueprint of the ${gear}`,
};

/** The numbers of a day forecast the words need (`HuntersView.campaign.forecast`). */
export interface DayWords {
  readonly usual: number;
  readonly days: number;
  readonly doubled: boolean;
  readonly penalty: number;
  readonly lost: boolean;
  /** The days whose own card comes up among those counted; absent in older views. */
  readonly cards?: readonly number[];
}

export type HuWords = typeof en;

const hu: HuWords = {
  mapLabel: 'A küldetés térképe',
  fitMap: 'Az egész térkép a képernyőn',
  fullSizeMap: 'Teljes méret',
  turn: 'Kör',
  phase: {
    hand: 'kezdő kéz választása',
    deploy: 'felállítás',
    order: 'ki következik',
    character: 'egy szereplő cselekszik',
    'enemy-order': 'az ellenfelek sorrendje',
    enemy: 'az ellenfelek cselekszenek',
    over: 'vége',
    campaign: 'két küldetés között',
  },
  time: { day: 'nappal', night: 'éjszaka' },
  weather: { clear: 'tiszta idő', rain: 'szakadó eső', blizzard: 'hóvihar', fog: 'köd' },
  icons: {
    vantage: 'Kilátópont',
    cover: 'Fedezék',
    openGround: 'Nyílt terep',
    finding: 'Lelőhely',
    covered: 'Fedett (tetős) mező',
    deployment: 'Felállítási zóna',
    can: 'Most választható mező',
    obstacle: 'Akadály-él',
    barrier: 'Gát-él',
  },
  legend: 'Jelmagyarázat',
  showArcs: 'Ellenfelek látószögei',
  arcsKey: 'Ellenfelek látószögei: honnan éri a támadás',
  zonesHint: 'Mutass egy ellenfélre, vagy koppints rá: az egész térképen látszik, melyik mező melyik látószögébe esik.',
  arc: { front: 'Elöl', flank: 'Oldalt', back: 'Hátul' },
  token: { smoke: 'Füst', explosives: 'Robbanószer', combustibles: 'Gyúlékony anyag', chemicals: 'Vegyszer' },
  facing: 'arccal',
  facingName: ['észak', 'északkelet', 'kelet', 'délkelet', 'dél', 'délnyugat', 'nyugat', 'északnyugat'],
  hiddenToggle: 'Rejtve állítom fel',
  square: 'Mező',
  optionsHere: 'Amit itt tehetsz',
  target: 'Célpont',
  actions: 'Akciók',
  hand: 'Akciókártyák a kézben',
  handOf: 'Kéz:',
  choosable: 'Kártyák, amelyekből a kezdő kéz választható',
  keep: 'Megtartom',
  play: 'Kijátszom',
  enhanced: 'erősítve ezzel:',
  activity: {
    move: 'mozgásra',
    melee: 'közelharci támadásra',
    ranged: 'távolsági támadásra',
    area: 'területi támadásra',
    hide: 'rejtőzésre',
    heal: 'gyógyításra',
    interact: 'interakcióra',
  },
  ordinals: ['első', 'második', 'harmadik'],
  onActivity: (what: string) => `${huArticle(what)} ${what}`,
  onActivityNumber: (n: number) => `${huArticle(n)} ${n}. tevékenységre`,
  cycle: 'Egy akcióért csere: eldobás, új lap húzása',
  noTarget: 'most nincs mit eltalálni',
  leave: 'Kilépés a küldetésből',
  leaveNote: 'Aki lelép a tábláról, a küldetés hátralevő részében már nem vesz részt.',
  leaveConfirm: (name: string) => `Igen, ${name} kilép a küldetésből`,
  leaveCancel: 'Maradjon a táblán',
  react: 'Reagálok',
  noHand: 'Nem a te lapjaid: csak a számuk látszik.',
  sheet: 'Szereplőlap',
  health: 'Életerő',
  strength: 'Erő',
  morale: 'Morál',
  fuel: 'Üzemanyagcella',
  findings: 'Leletek',
  deck: 'pakli',
  inHand: 'kézben',
  discard: 'felhasznált',
  inventory: 'Leltár',
  slot: {
    weapon: 'Fegyverhelyek',
    armor: 'Páncél',
    blue: 'Felszerelés (kék helyek)',
    accessory: 'Kiegészítők',
  },
  empty: 'üres',
  moduleSlot: (n: number) => `${n}/6 modul vagy lelet`,
  putAway: 'elrakva',
  moduleRoom: 'Modulhely',
  noRoom: (name: string, how: NoRoomHow) =>
    how === 'tokens'
      ? `${name} lapján nincs hely az itt fekvő leletnek. Dobjon el egy modult vagy leletet, vagy egy társa ezen a mezőn vegyen át tőle néhányat cserével; utána egy interakció begyűjti.`
      : how === 'tokens-unpark'
        ? `${name} lapján nincs hely az itt fekvő leletnek. Dobjon el egy modult vagy leletet, tegye vissza a kék helyen tartott felszerelését a saját, üres helyére (egy interakció), vagy egy társa ezen a mezőn vegyen át tőle néhányat cserével; utána egy interakció begyűjti.`
        : how === 'unpark'
          ? `${name} lapján nincs hely az itt fekvő leletnek: a kék helyeit felszerelés tölti ki, így eldobással nem szabadul fel hely. Ha a kék helyen tartott felszerelést visszateszi a saját, üres helyére (egy interakció), az a kék hely felszabadul; utána egy újabb interakció begyűjti a leletet.`
          : how === 'gear'
            ? `${name} lapján nincs hely az itt fekvő leletnek: a kék helyeit felszerelés tölti ki, így eldobással nem szabadul fel hely. Csak az segít, ha ebből a felszerelésből átad valamit egy társának ezen a mezőn (csere, egy interakción belül).`
            : `${name} lapján nincs hely az itt fekvő leletnek, és semmi sincs nála, amivel helyet csinálhatna.`,
  loaded: 'betöltve',
  on: 'ezen:',
  status: {
    hidden: 'Rejtett',
    acted: 'már cselekedett',
    stunned: 'kábult',
    dead: 'halott',
    down: 'eszméletlen',
    off: 'a térképen kívül',
  },
  disabledUntil: (turn: number) => `EMP miatt bénult ${huArticle(turn)} ${turn}. kör végéig`,
  enemies: 'Ellenfelek',
  queue: 'még cselekszik',
  enemyTurn: 'Az ellenfelek köre lépésről lépésre',
  nextStep: 'Következő lépés',
  showAll: 'Mind mutatása',
  stepOf: 'lépés',
  noEnemyTurn: 'Az ellenfelek még nem cselekedtek.',
  campaign: 'Hadjárat',
  day: 'Nap',
  daysTrack: 'Napok sávja',
  base: 'A bázis',
  room: {
    forge: 'Kovácsműhely',
    workshop: 'Műhely',
    armory: 'Fegyvertár',
    gunsmith: 'Fegyverműves',
    lab: 'Laboratórium',
  },
  levelOf: (n: number) => `${n}. szint`,
  notBuilt: 'nincs megépítve',
  expand: 'Bővítés',
  construct: 'Építés',
  building: 'Építés alatt',
  dueOn: (day: number) => `elkészül ${huArticle(day)} ${day}. napon`,
  blueprints: 'Tervrajzok',
  builtIn: (room: string, level: number, days: number) => `${room} ${level}. szint, ${days} nap`,
  blueprintsHeld: 'A csapat tervrajzai',
  heldMark: 'megvan',
  worldMap: 'Világtérkép',
  zone: 'Zóna',
  here: 'itt van a csapat',
  travel: 'Utazás ide',
  cardHere: 'eseménykártya',
  eventCard: 'Felolvasandó eseménykártya',
  option: 'Lehetőség',
  pays: 'fizeti:',
  payFrom: 'Fizetés innen…',
  payEditor: 'Honnan jönnek a modulok',
  carried: 'magánál',
  payHeld: 'van:',
  payNeed: 'kell',
  payConfirm: 'Fizetés így',
  party: 'A csapat',
  xp: 'TP',
  food: 'Élelem',
  poisoned: 'mérgezett',
  gear: 'Felszerelés',
  modules: 'Modulok',
  storeroom: 'Raktár',
  won: 'Megnyert küldetések',
  result: { won: 'A hadjárat győzelemmel zárult', lost: 'A hadjárat elveszett' },
  other: 'Egyéb döntések',
  difficulty: { normal: 'Normál', professional: 'Profi', master: 'Mester' },
  storyTokens: 'Történetjelzők',
  jobs: 'Megbízások nehézsége',
  jobOf: (card: string, level: number) => `${card} lap: ${level}/3`,
  spoils: 'Zsákmány',
  spoilsLeft: 'Még szétosztandó',
  spoilsNext: (name: string) => `Most választ: ${name}`,
  spoilsTied: 'Hogy ki választ elsőként, a játékosok döntik el',
  overloaded: (name: string, carried: number, room: number) =>
    `${name} ${carried} modult visz, de csak ${room} fér el nála: a fölösleget a bázison raktárba kell tenni, át kell adni egy társnak, akinél van hely, vagy el kell dobni, mielőtt a csapat bármi mást tenne.`,
  fuelCell: 'üzemanyagcella',
  deckOf: 'Küldetéspakli:',
  deckSet: 'A játékosok állították össze; a következő küldetések ezt osztják.',
  deckAuto: 'A program paklija: elöl a legmagasabb szintű lapok.',
  deckEdit: 'A pakli összeállítása…',
  deckBackToAuto: 'Vissza a program paklijához',
  deckEditor: 'A szereplő lapjai',
  deckOwned: 'van neki',
  deckAdd: 'Betesz',
  deckRemove: 'Kivesz',
  deckNeedsLevel: (level: number) => `${level}. szint kell hozzá`,
  deckCards: 'lap',
  deckFault: {
    size: 'Egy küldetéspakliban pontosan 25 lap van.',
    copies: 'Egy lapból legfeljebb annyi mehet be, ahány példány a szereplőé.',
    level: 'A szereplő szintjénél magasabb szintű lap nem kerülhet be.',
  },
  deckConfirm: 'Ezzel a paklival',
  implants: 'Implantátumok',
  days: (n: number) => `${n} nap`,
  sameDay: 'még aznap',
  rest: 'Pihenés',
  work: 'Egynapi munka itt',
  takes: (f: DayWords, names: readonly string[]) => {
    const notes = [
      f.doubled ? `${f.usual} helyett kétszer annyi: valaki eszméletlen` : '',
      f.penalty > 0 ? `még ${f.penalty} nap: egy eszméletlen szereplő éhezik vagy mérgezett` : '',
      names.length > 0 ? `élelem nélkül marad és életerőt veszít: ${names.join(', ')}` : '',
      f.lost ? 'közben letelik az utolsó nap: a hadjárat elveszne' : '',
    ].filter(Boolean);
    const cards = f.cards ?? [];
    const days = `${f.days} nap${cards.length > 0 ? ' a mostani állás szerint' : ''}`;
    const said = notes.length > 0 ? `${days} (${notes.join('; ')})` : days;
    if (cards.length === 0) return said;
    const named = cards.map((d) => `${huArticle(d)} ${d}.`).join(' és ');
    return cards.length === 1
      ? `${said}; közben jön ${named} nap lapja, és ez változtathat rajta`
      : `${said}; közben jön ${named} nap lapja, és ezek változtathatnak rajta`;
  },
  unconscious: 'eszméletlen: amíg valaki az, a napok kétszer olyan gyorsan telnek',
  allDown:
    'A küldetésre induló összes szereplő eszméletlen: ha így indul, a küldetés azonnal elveszett. Ha lehet, előbb térítsetek magához valakit (pihenés, bázis, gyógyító).',
  launched: 'Induló küldetés',
  heals: (amount: number, price: number) => `+${amount} életerő ${price} üzemanyagcelláért`,
  cures: (price: number) => `a méreg ellen ${price} üzemanyagcelláért`,
  expandTo: (level: number, days: number) => `${level}. szintre, ${days} nap`,
  costs: 'ár',
  noCost: 'ingyenes',
  lacksModules: 'a csapatnak nincs elég modulja',
  closedWhy: 'a csapatban senki sem tudja kifizetni',
  otherFirst: 'a lap egy másik lehetőségét kell választani',
  optionOf: (label: string) => `„${label}” lehetőség`,
  needsMarker: 'a csapat számára most nem választható',
  markers: 'Kártyák által adott jelölők',
  markerFrom: (title: string, card: string) => `${title} (${card} lap)`,
  skills: 'Képességek',
  lostMissions: 'Elvesztett fő küldetések',
  mainPlot: 'Fő történetszál',
  mainPlotOf: (done: number, all: number) => `${all} fő küldetésből ${done} lejátszva`,
  over: 'a hely fölött: érkezéskor fel kell olvasni',
  under: 'a hely alatt: felfordítható',
  pay: (name: string) => `fizet: ${name}`,
  receives: (name: string) => `kapja: ${name}`,
  missionOver: 'Az előző küldetés',
  missionWon: (title: string) => `${title}: győzelem`,
  missionLost: (title: string) => `${title}: vereség`,
  xpEach: (n: number) => `${n} TP minden résztvevő szereplőnek`,
  fuelTo: (n: number, name: string) => `${n} üzemanyagcella: ${name}`,
  fuelShared: (n: number) => `${n} üzemanyagcella szétosztásra`,
  blueprintWon: (gear: string) => `Tervrajz: ${gear}`,
};

export function huWords(lang: Lang): HuWords {
  return lang === 'hu' ? hu : en;
}

/**
 * The activity of the played card an enhancement goes to, when the card has more than one: by its
 * kind, with its place among those of its kind where there are several ("on the second move"), as
 * the list of choices says it. `uses` are the kinds of the activities the card brings if played now
 * (the view's: in melee only some count, HU-ACTION-18), else those printed on the card.
 */
export function enhancedActivity(
  content: HuntersContent,
  card: string,
  index: number,
  w: HuWords,
  uses?: readonly string[],
): string {
  const kinds = uses ?? content.cards.find((k) => k.id === card)?.activities.map((a) => a.kind) ?? [];
  if (kinds.length <= 1) return '';
  const kind = kinds[index] ?? '';
  const noun = w.activity[kind];
  if (noun === undefined) return w.onActivityNumber(index + 1);
  const alike = kinds.filter((k) => k === kind).length;
  const nth = w.ordinals[kinds.slice(0, index).filter((k) => k === kind).length];
  if (alike === 1) return w.onActivity(noun);
  return nth === undefined ? w.onActivityNumber(index + 1) : w.onActivity(`${nth} ${noun}`);
}

/**
 * The letters a token wears on the map: the first of its name in the page's language, or its first
 * two where another kind's name starts with the same letter (Combustibles "Co", Chemicals "Ch"),
 * so that no two kinds look alike. A kind without a name here keeps its id.
 */
export function tokenMark(kind: string, w: HuWords): string {
  const name = w.token[kind] ?? kind;
  const first = (n: string) => n.slice(0, 1).toUpperCase();
  const shared = Object.entries(w.token).some(([k, n]) => k !== kind && first(n) === first(name));
  return shared ? first(name) + name.slice(1, 2).toLowerCase() : first(name);
}
