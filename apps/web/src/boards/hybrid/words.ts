import type { Lang } from '../../i18n.ts';

const en = {
  round: 'Round',
  mpLeft: 'movement points left',
  boardLabel: 'The board',
  moveTo: 'Move to',
  openDoor: 'Open the door',
  closeDoor: 'Close the door',
  counter: 'Activation counter',
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
  parryTitle: 'You are attacked: choose your parry level',
  noParry: 'No parry',
  counters: 'Activation counters:',
  counterDrag: 'Next counter: drag it onto a warrior (or click the warrior)',
  faceDown: 'face down',
  hand: 'Action cards in hand:',
  legendFor: 'For',
  seen: 'seen',
  dead: 'dead angle',
  reach: 'reachable',
  phase: {
    'opening-hand': 'opening hand',
    'choose-first': 'who goes first',
    sequence: 'placing Activation counters',
    activation: 'activations',
    over: 'over',
  } as Record<string, string>,
};

type HyWords = typeof en;

const hu: HyWords = {
  round: 'Kör',
  mpLeft: 'hátralévő mozgáspont',
  boardLabel: 'A tábla',
  moveTo: 'Lépés ide:',
  openDoor: 'Ajtó kinyitása',
  closeDoor: 'Ajtó becsukása',
  counter: 'Aktiválási jelző',
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
  parryTitle: 'Megtámadtak: válaszd ki a hárítási szintet',
  noParry: 'Nincs hárítás',
  counters: 'Aktiválási jelzők:',
  counterDrag: 'Következő jelző: húzd egy harcosra (vagy kattints a harcosra)',
  faceDown: 'lefordítva',
  hand: 'Akciókártyák a kézben:',
  legendFor: 'Nézet:',
  seen: 'látott',
  dead: 'holtszög',
  reach: 'elérhető',
  phase: {
    'opening-hand': 'kezdő kéz',
    'choose-first': 'ki kezd',
    sequence: 'aktiválási jelzők lerakása',
    activation: 'aktiválások',
    over: 'vége',
  },
};

export function hyWords(lang: Lang): HyWords {
  return lang === 'hu' ? hu : en;
}
