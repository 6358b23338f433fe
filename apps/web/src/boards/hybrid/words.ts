import type { Lang } from '../../i18n.ts';

/** The items of a list (a single value given for one is taken as a list of one). */
function items<T>(xs: readonly T[]): T[] {
  return ([] as T[]).concat(xs);
}

/** "1", "1 and 2", "1, 2 and 3". */
function andList(xs: readonly (string | number)[], and = 'and'): string {
  const all = items(xs).map(String);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} ${and} ${all.at(-1) ?? ''}`;
}

/** A sentence from its parts: the first letter a capital, a full stop at the end. */
function sentence(parts: readonly string[], and: string): string {
  const s = items(parts).join(` ${and} `);
  return s === '' ? '' : `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

/** The Hungarian article before an ordinal written in figures: "az 1.", "az 5.", "a 2.". */
function huOrdinal(n: number): string {
  return `${n === 1 || n === 5 ? 'az' : 'a'} ${n}.`;
}

/** "az 1. és a 2.": Hungarian ordinals, each with its article. */
function huOrdinals(ns: readonly number[]): string {
  return andList(items(ns).map(huOrdinal), 'és');
}

const en = {
  /** The status line's round: before the first one (the opening hand) there is no round 0 to name. */
  roundOf: (round: number, limit: number) => (round === 0 ? `Before round 1 (of ${limit})` : `Round ${round}/${limit}`),
  mpLeft: 'movement points left',
  boardLabel: 'The board',
  fitBoard: 'Whole board on screen',
  fullSizeBoard: 'Full size',
  moveTo: 'Move to',
  openDoor: 'Open the door',
  closeDoor: 'Close the door',
  counter: 'Activation counter',
  /** Over the board while the active warrior may move: the list of moves is folded, the board is where to move. */
  moveHint:
    'Choose a green square to move there (its number is what it costs in movement points), or drag the warrior onto it.',
  facingPick: 'Face which way on',
  facingName: { N: 'North ↑', E: 'East →', S: 'South ↓', W: 'West ←' } as Record<string, string>,
  /** Which way a warrior faces, as his accessible name says it. */
  faces: { N: 'facing North', E: 'facing East', S: 'facing South', W: 'facing West' } as Record<string, string>,
  modeTitle: 'Mode and Mastery Level (ML)',
  mode: {
    OC: 'Offensive Combat',
    DC: 'Defensive Combat',
    F: 'Firing',
    MV: 'Movement',
  } as Record<string, string>,
  ml: 'ML',
  /** What each Moving level does, under the Mode buttons (HY-MODE-MV-04 to 13, in short). */
  moveLevel: {
    1: 'Basic Move, 2 MP more',
    2: 'Novice Move, may pass through enemies but not stop on one',
    3: 'Skilled Move, an enemy he reaches after a step cannot move for the rest of the round',
    4: 'Expert Move, as Skilled Move, and that enemy also rolls at −2 and cannot choose Movement this round',
    5: 'Master Move, whoever shoots or strikes at him rolls at −2',
    6: 'Heroic Move, he moves again at the end of the round unless an enemy’s move pinned him',
  } as Record<number, string>,
  /** A Moving level's movement points, on its button. */
  mpOf: (n: number) => `${n} MP`,
  choose: 'Choose',
  attack: 'Attack',
  strike: 'Strike',
  fire: 'Fire',
  combined: 'Combined Attack',
  /** Before the warrior an Armour-Piercing Shot goes on to. */
  pierce: 'piercing through to',
  parryTitle: 'You are attacked: choose your parry level',
  noParry: 'No parry',
  keepTitle: 'Two dice rolled: choose the one that counts',
  brutishTitle: 'Brutish Strength: drive the target back?',
  toSucceed: (chance: string) => `${chance} to succeed before cards`,
  /** A level above the Mode value: without Action cards it is made at `level` at most (HY-MODE-08). */
  toSucceedAt: (level: number, chance: string) => `without cards at most level ${level}: ${chance} to succeed`,
  /** The same on a board button, short. */
  toSucceedAtShort: (level: number, pct: string) => `${pct} (at most ML ${level} without cards)`,
  toParry: (chance: string) => `${chance} to parry if it hits`,
  /** The other side's attack a Hindrance or a parry answers: who attacks whom, and how. */
  attackAnswered: (kind: string, by: string, at: string) =>
    `${by}’s ${kind === 'ambush' ? 'ambush shot' : kind === 'fire' ? 'shot' : 'strike'} at ${at}`,
  /** The odds panel during a Hindrance, filled in with the attacker's roll as the view gives it. */
  answerRollNote: (attack: string) =>
    `You may hinder ${attack}. The chart is his roll as it stands if no more cards follow. The wounds it may deal also hang on modifiers of the attacker that your view does not give, so the panel leaves them out: those odds are his side’s to see.`,
  /** The odds panel emptied while a seat answers an attack it cannot work out. */
  answerNote: (attack: string, parry: boolean) =>
    `You are answering ${attack}. Its odds hang on modifiers of the attacker that your view does not give, so the panel works none out: they are his side’s to see. ${
      parry
        ? 'The chance of each parry level stands on its button.'
        : 'The chance of his roll after each card stands beside it among the choices.'
    }`,
  /** The odds panel while the shooter's side may play a card on its ambush shot: the shot's roll as the view gives it. */
  shotRollNote: (shot: string) =>
    `You may play a card on ${shot}. The chart is its roll as it stands if you play none; the chance after each card stands beside it among the choices. A parry by the warrior shot at is not in the chart.`,
  /** The same with no roll in the view: nothing is worked out. */
  shotCardsNote: (shot: string) =>
    `You may play a card on ${shot}. Your view gives no roll for the shot, so the panel works out no odds for it.`,
  /** Where the chance would stand, for a shot no level can make without Action cards: it is then lost. */
  lostShort: 'lost without cards',
  lostTitle: 'No level you have without cards can make this shot: it is lost unless you play cards for it',
  counters: 'Activation counters:',
  counterDrag: 'Next counter: drag it onto a warrior (or choose the warrior)',
  /** Beside the next Activation counter's number, on the chip itself. */
  counterNext: 'next counter: drag it onto a warrior',
  faceDown: 'face down',
  /** An opponent who has placed no Activation counter yet this round. */
  noneYet: 'none placed yet',
  offBoard: 'Off the board:',
  offStatus: {
    waiting: 'waits at an entry',
    reserve: 'in reserve',
    undeployed: 'sets up once the counters are placed',
  } as Record<string, string>,
  /** Each card's points follow its name in brackets. */
  hand: 'Action cards in hand (points):',
  /** The Event cards a side holds, drawn from Event counters. */
  eventHand: 'Event cards in hand:',
  /** The folded list of what the cards in hand do. */
  cardTexts: 'What these cards do',
  legendFor: 'For',
  seen: 'seen',
  dead: 'dead angle',
  reach: 'reachable',
  /** The mission over the board: its name, each side's goals, how each Objective stands. */
  mission: 'Mission',
  missionLabel: 'The mission and what each side must do',
  you: 'you',
  objective: (n: number) => `Objective ${n}`,
  /** Whose an Objective is, after its name in the list: "(Griffin)". */
  ownedBy: (owners: readonly string[]) => (owners.length > 0 ? `(${andList(owners)})` : '(neither side’s)'),
  /** A side's goal in our words, from its parts (used where the pack gives no text in the page's language). */
  goal: (parts: readonly string[]) => sentence(parts, 'and'),
  goalCounters: (ns: readonly number[]) =>
    ns.length === 1 ? `carry out Objective ${ns[0] ?? ''}` : `carry out Objectives ${andList(ns)}`,
  goalOrdered: (ns: readonly number[]) =>
    ns.length === 1
      ? `carry out Objective ${ns[0] ?? ''}`
      : `carry out Objectives ${items(ns).join(', then ')}, in that order`,
  goalEliminate: 'wipe out every enemy warrior',
  goalExitNamed: (who: readonly string[]) => `get ${andList(who)} out of the laboratory by a way out`,
  goalExitCount: (n: number) =>
    `get at least ${n} warrior${n === 1 ? '' : 's'} above Rank 0 out of the laboratory by a way out`,
  doneBy: (sides: readonly string[]) => `done by the ${andList(sides)} side${sides.length > 1 ? 's' : ''}`,
  stillToDo: (at: string | null, after: readonly number[]) =>
    `still to do${at ? `, on ${at}` : ''}${after.length > 0 ? `, only after Objective ${andList(after)}` : ''}`,
  /** An Objective nobody carried out, once the game is over. */
  notDone: 'not done',
  /** Whose an Objective counter is and how it is carried out, as its tooltip says. */
  whose: (owners: readonly string[]) =>
    `the ${andList(owners)} ${owners.length > 1 ? 'sides’' : 'side’s'} objective: a ${andList(owners, 'or')} warrior above Rank 0 carries it out by ending his activation on it`,
  nobodys: 'neither side’s objective',
  /** The map key under the board: only the marks this board draws. */
  mapKey: 'Map key',
  keyItem: {
    floor: 'floor (the two shades tell the tiles apart)',
    void: 'no floor',
    wall: 'wall',
    passage: 'open passage',
    doorClosed: 'closed door',
    doorOpen: 'open door',
    column: 'column: blocks the way and sight',
    rockfall: 'rockfall: 1 MP more to enter',
    landing: 'where falling rocks land',
    trapdoorClosed: 'closed trapdoor',
    trapdoorOpen: 'open trapdoor',
    event: 'Event or Trap counter, face down',
    objective: 'Objective counter (its number: see the mission above)',
    griffin: 'Griffin warrior: his initials, the arrow shows where he faces',
    scorpion: 'Scorpion warrior: his initials, the arrow shows where he faces',
    counter: 'his Activation counter',
    wounds: 'his wounds',
  } as Record<string, string>,
  phase: {
    'opening-hand': 'opening hand',
    'roll-cards': 'cards for the Activation Roll',
    'choose-first': 'who goes first',
    sequence: 'placing Activation counters',
    activation: 'activations',
    over: 'the game is over',
  } as Record<string, string>,
};

type HyWords = typeof en;

const hu: HyWords = {
  roundOf: (round: number, limit: number) =>
    round === 0 ? `Az 1. kör előtt (${limit} körből)` : `Kör ${round}/${limit}`,
  mpLeft: 'hátralévő mozgáspont',
  boardLabel: 'A tábla',
  fitBoard: 'Az egész tábla a képernyőn',
  fullSizeBoard: 'Teljes méret',
  moveTo: 'Lépés ide:',
  openDoor: 'Ajtó kinyitása',
  closeDoor: 'Ajtó becsukása',
  counter: 'Aktiválási jelző',
  moveHint: 'Válassz egy zöld mezőt, hogy odalépj (a rajta álló szám a mozgáspont-költsége), vagy húzd rá a harcost.',
  facingPick: 'Merre nézzen ezen a mezőn:',
  facingName: { N: 'Észak ↑', E: 'Kelet →', S: 'Dél ↓', W: 'Nyugat ←' },
  faces: { N: 'észak felé néz', E: 'kelet felé néz', S: 'dél felé néz', W: 'nyugat felé néz' },
  modeTitle: 'Mód és mesterségi szint (MSz)',
  mode: { OC: 'Támadó harc', DC: 'Védekező harc', F: 'Lövés', MV: 'Mozgás' },
  ml: 'MSz',
  moveLevel: {
    1: 'Alap Mozgás, 2 mozgásponttal több',
    2: 'Kezdő Mozgás, átmehet ellenfeleken, de nem állhat meg rajtuk',
    3: 'Ügyes Mozgás, az ellenfél, akihez egy lépés után ér, a kör végéig nem mozdulhat',
    4: 'Mesteri Mozgás, mint az Ügyes, és az az ellenfél e körben −2-vel dob, és nem választhat Mozgás módot',
    5: 'a Mozgás 5. szintje, aki rá lő vagy lesújt rá, −2-vel dob',
    6: 'Hősi Mozgás, a kör végén újra mozog, ha ellenfél mozgása nem kötötte le',
  },
  mpOf: (n: number) => `${n} mozgáspont`,
  choose: 'Választ',
  attack: 'Támadás:',
  strike: 'Csapás',
  fire: 'Lövés',
  combined: 'Kombinált Támadás',
  pierce: 'átütve eléri:',
  parryTitle: 'Megtámadtak: válaszd ki a hárítási szintet',
  noParry: 'Nincs hárítás',
  keepTitle: 'Két kockával dobtál: válaszd ki, melyik számít',
  brutishTitle: 'Nyers erő: hátralököd a célpontot?',
  toSucceed: (chance: string) => `a siker esélye kártyák nélkül: ${chance}`,
  toSucceedAt: (level: number, chance: string) =>
    `kártyák nélkül legfeljebb ${level}. szinten, a siker esélye: ${chance}`,
  toSucceedAtShort: (level: number, pct: string) => `${pct} (lapok nélkül legfeljebb MSz ${level})`,
  toParry: (chance: string) => `a hárítás esélye, ha a támadás talál: ${chance}`,
  attackAnswered: (kind: string, by: string, at: string) =>
    `${by} ${kind === 'ambush' ? 'lesből leadott lövése' : kind === 'fire' ? 'lövése' : 'csapása'} (célpont: ${at})`,
  answerRollNote: (attack: string) =>
    `Akadályozhatod ezt: ${attack}. A táblázat a támadó dobása úgy, ahogy most áll, ha több lap nem jön. Hogy hány sebet ejthet, az a támadó olyan módosítóin is múlik, amelyeket a nézeted nem mutat, ezért a panel ezeket kihagyja: ezt az esélyt az ő oldala látja.`,
  answerNote: (attack: string, parry: boolean) =>
    `Erre válaszolsz: ${attack}. Az esélyei a támadó olyan módosítóin múlnak, amelyeket a nézeted nem mutat, ezért a panel nem számol: ezt az ő oldala látja. ${
      parry
        ? 'Az egyes hárítási szintek esélye a gombjukon áll.'
        : 'A választások között minden lap mellett ott áll, mekkora eséllyel sikerül a dobása, ha azt a lapot játszod ki.'
    }`,
  shotRollNote: (shot: string) =>
    `Lapot játszhatsz ki erre: ${shot}. A táblázat a lövés dobása úgy, ahogy most áll, ha nem játszol ki lapot; a választások között minden lap mellett ott áll, mekkora eséllyel sikerül a dobás azzal a lappal. A meglőtt harcos esetleges hárítását a táblázat nem számolja.`,
  shotCardsNote: (shot: string) =>
    `Lapot játszhatsz ki erre: ${shot}. A nézeted nem adja meg a lövés dobását, ezért a panel nem számol hozzá esélyt.`,
  lostShort: 'lap nélkül elvész',
  lostTitle: 'Lapok nélkül egyik szinteden sem adhatod le ezt a lövést: elvész, hacsak nem játszol ki rá lapot',
  counters: 'Aktiválási jelzők:',
  counterDrag: 'Következő jelző: húzd egy harcosra (vagy válaszd ki a harcost)',
  counterNext: 'következő jelző: húzd egy harcosra',
  faceDown: 'lefordítva',
  noneYet: 'még egyet sem rakott le',
  offBoard: 'A táblán kívül:',
  offStatus: {
    waiting: 'egy bejáratnál vár',
    reserve: 'tartalékban',
    undeployed: 'a jelzők lerakása után áll fel',
  },
  hand: 'Akciókártyák a kézben (pontérték):',
  eventHand: 'Eseménykártyák a kézben:',
  cardTexts: 'Mit tesznek ezek a lapok',
  legendFor: 'Nézet:',
  seen: 'látott',
  dead: 'holtszög',
  reach: 'elérhető',
  mission: 'Küldetés',
  missionLabel: 'A küldetés, és hogy mi a két oldal dolga',
  you: 'te',
  objective: (n: number) => `${n}. cél`,
  ownedBy: (owners: readonly string[]) => (owners.length > 0 ? `(${andList(owners, 'és')})` : '(egyik oldalé sem)'),
  goal: (parts: readonly string[]) => sentence(parts, 'és'),
  goalCounters: (ns: readonly number[]) => `${huOrdinals(ns)} cél teljesítése`,
  goalOrdered: (ns: readonly number[]) =>
    ns.length === 1
      ? `${huOrdinals(ns)} cél teljesítése`
      : `${items(ns).map(huOrdinal).join(', majd ')} cél teljesítése, ebben a sorrendben`,
  goalEliminate: 'az összes ellenséges harcos kiiktatása',
  goalExitNamed: (who: readonly string[]) => `${andList(who, 'és')} kijuttatása a laboratóriumból egy kijáraton át`,
  goalExitCount: (n: number) => `legalább ${n} nem 0-s rangú harcos kijuttatása a laboratóriumból egy kijáraton át`,
  doneBy: (sides: readonly string[]) =>
    `teljesítette ${andList(
      items(sides).map((s) => `a ${s}`),
      'és',
    )} oldal`,
  stillToDo: (at: string | null, after: readonly number[]) =>
    `még nincs teljesítve${at ? `, mezője: ${at}` : ''}${after.length > 0 ? `; csak ${huOrdinals(after)} cél után` : ''}`,
  notDone: 'nem teljesült',
  whose: (owners: readonly string[]) =>
    `${andList(
      items(owners).map((s) => `a ${s}`),
      'és',
    )} oldal célja: egy nem 0-s rangú ${andList(owners, 'vagy')} harcos teljesíti, ha az aktiválását ezen a mezőn fejezi be`,
  nobodys: 'egyik oldal célja sem',
  mapKey: 'Jelmagyarázat',
  keyItem: {
    floor: 'padló (a két árnyalat választja el a lapokat)',
    void: 'nincs padló',
    wall: 'fal',
    passage: 'nyitott átjáró',
    doorClosed: 'zárt ajtó',
    doorOpen: 'nyitott ajtó',
    column: 'oszlop: elállja az utat és a kilátást',
    rockfall: 'omladék: belépni 1 mozgásponttal többe kerül',
    landing: 'ide zuhannak a leomló kövek',
    trapdoorClosed: 'zárt csapóajtó',
    trapdoorOpen: 'nyitott csapóajtó',
    event: 'Esemény- vagy Csapdajelző, lefordítva',
    objective: 'Céljelző (a száma: lásd a küldetést fent)',
    griffin: 'Griff harcos: a neve kezdőbetűi, a nyíl mutatja, merre néz',
    scorpion: 'Skorpió harcos: a neve kezdőbetűi, a nyíl mutatja, merre néz',
    counter: 'az aktiválási jelzője',
    wounds: 'a sebei',
  },
  phase: {
    'opening-hand': 'kezdő kéz',
    'roll-cards': 'lapok az Aktiválási Dobásra',
    'choose-first': 'ki kezd',
    sequence: 'aktiválási jelzők lerakása',
    activation: 'aktiválások',
    over: 'a játéknak vége',
  },
};

export function hyWords(lang: Lang): HyWords {
  return lang === 'hu' ? hu : en;
}
