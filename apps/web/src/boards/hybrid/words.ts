import type { Lang } from '../../i18n.ts';

const en = {
  round: 'Round',
  mpLeft: 'movement points left',
  boardLabel: 'The board',
  fitBoard: 'Whole board on screen',
  moveTo: 'Move to',
  openDoor: 'Open the door',
  closeDoor: 'Close the door',
  counter: 'Activation counter',
  /** Over the board while the active warrior may move: the list of moves is folded, the board is where to move. */
  moveHint:
    'Click a green square to move there (its number is what it costs in movement points), or drag the warrior onto it.',
  facingPick: 'Face which way on',
  facingName: { N: 'North ↑', E: 'East →', S: 'South ↓', W: 'West ←' } as Record<string, string>,
  /** Which way a warrior faces, as his accessible name says it. */
  faces: { N: 'facing North', E: 'facing East', S: 'facing South', W: 'facing West' } as Record<string, string>,
  modeTitle: 'Mode and Mastery Level',
  mode: {
    OC: 'Offensive Combat',
    DC: 'Defensive Combat',
    F: 'Firing',
    MV: 'Movement',
  } as Record<string, string>,
  ml: 'ML',
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
  toParry: (chance: string) => `${chance} to parry if it hits`,
  /** Where the chance would stand, for a shot no level can make without Action cards: it is then lost. */
  lostShort: 'lost without cards',
  lostTitle: 'No level you have without cards can make this shot: it is lost unless you play cards for it',
  counters: 'Activation counters:',
  counterDrag: 'Next counter: drag it onto a warrior (or click the warrior)',
  faceDown: 'face down',
  offBoard: 'Off the board:',
  offStatus: {
    waiting: 'waits at an entry',
    reserve: 'in reserve',
    undeployed: 'sets up once the counters are placed',
  } as Record<string, string>,
  hand: 'Action cards in hand:',
  legendFor: 'For',
  seen: 'seen',
  dead: 'dead angle',
  reach: 'reachable',
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
  round: 'Kör',
  mpLeft: 'hátralévő mozgáspont',
  boardLabel: 'A tábla',
  fitBoard: 'Az egész tábla a képernyőn',
  moveTo: 'Lépés ide:',
  openDoor: 'Ajtó kinyitása',
  closeDoor: 'Ajtó becsukása',
  counter: 'Aktiválási jelző',
  moveHint: 'Kattints egy zöld mezőre, hogy odalépj (a rajta álló szám a mozgáspont-költsége), vagy húzd rá a harcost.',
  facingPick: 'Merre nézzen ezen a mezőn:',
  facingName: { N: 'Észak ↑', E: 'Kelet →', S: 'Dél ↓', W: 'Nyugat ←' },
  faces: { N: 'észak felé néz', E: 'kelet felé néz', S: 'dél felé néz', W: 'nyugat felé néz' },
  modeTitle: 'Mód és mesterségi szint',
  mode: { OC: 'Támadó harc', DC: 'Védekező harc', F: 'Lövés', MV: 'Mozgás' },
  ml: 'MSz',
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
  toParry: (chance: string) => `a hárítás esélye, ha a támadás talál: ${chance}`,
  lostShort: 'lap nélkül elvész',
  lostTitle: 'Lapok nélkül egyik szinteden sem adhatod le ezt a lövést: elvész, hacsak nem játszol ki rá lapot',
  counters: 'Aktiválási jelzők:',
  counterDrag: 'Következő jelző: húzd egy harcosra (vagy kattints a harcosra)',
  faceDown: 'lefordítva',
  offBoard: 'A táblán kívül:',
  offStatus: {
    waiting: 'egy bejáratnál vár',
    reserve: 'tartalékban',
    undeployed: 'a jelzők lerakása után áll fel',
  },
  hand: 'Akciókártyák a kézben:',
  legendFor: 'Nézet:',
  seen: 'látott',
  dead: 'holtszög',
  reach: 'elérhető',
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
