import { createContext, useContext } from 'react';

export type Lang = 'en' | 'hu';

const en = {
  appTitle: 'Skirmish',
  tagline: 'Tabletop miniature wargames with the rules enforced by the program.',
  language: 'Language',
  games: 'Games',
  coming: 'coming',
  notInstalled: 'This game is not installed on this server yet.',
  playBot: 'Play against the computer',
  playHotseat: 'Play on this screen',
  playOnline: 'Play online',
  yourSeat: 'Your seat',
  botLevel: 'Computer strength',
  botRandom: 'Random',
  botHeuristic: 'Steady',
  botMcts: 'Thoughtful (search)',
  start: 'Start',
  cancel: 'Cancel',
  inProgress: 'Games in progress',
  finished: 'Finished games',
  noGames: 'None yet.',
  resume: 'Resume',
  watch: 'Watch',
  replay: 'Replay',
  seatLinks: 'Send each player the link of their seat. Whoever holds a link plays that seat.',
  openSeat: 'Open this seat here',
  copy: 'Copy',
  copied: 'Copied',
  home: 'Home',
  loading: 'Loading…',
  connecting: 'Connecting…',
  reconnecting: 'Connection lost; reconnecting…',
  connected: 'Connected',
  spectator: 'You are watching',
  youPlay: 'You play',
  seat: 'Seat',
  computer: 'computer',
  human: 'player',
  waitingFor: 'Waiting for',
  yourTurn: 'Your decision',
  choices: 'Your choices',
  noChoices: 'Nothing to choose right now.',
  undo: 'Undo',
  log: 'Event log',
  rule: 'Rule',
  ruleSummaryMissing: 'This rule system does not provide rule summaries yet; the rule is applied by the program.',
  close: 'Close',
  odds: 'Odds',
  oddsIntro: 'The exact distribution of a roll before you make it.',
  procedure: 'Roll',
  compute: 'Show odds',
  outcome: 'Outcome',
  probability: 'Chance',
  view: 'What you see',
  gameOver: 'The game is over',
  winners: 'Winners',
  draw: 'Draw',
  reason: 'Reason',
  replayTitle: 'Replay',
  step: 'Choice',
  first: 'Start',
  back: 'Back',
  forward: 'Forward',
  last: 'End',
  branch: 'Branch from here',
  branchDone: 'A new game starts from this point.',
  replayUnavailable: 'This browser cannot replay this rule system; here are its choices in order.',
  error: 'Error',
  playingAs: 'Playing as',
  switchSeat: 'Switch to seat',
  hotseatNote: 'Everyone plays on this screen: the page shows the seat whose decision it is.',
  hidden: 'hidden',
  board: 'Board',
} as const;

export type Strings = { readonly [K in keyof typeof en]: string };

const hu: Strings = {
  appTitle: 'Skirmish',
  tagline: 'Asztali figurás csatajátékok, a szabályokat a program tartatja be.',
  language: 'Nyelv',
  games: 'Játékok',
  coming: 'hamarosan',
  notInstalled: 'Ez a játék még nincs telepítve ezen a szerveren.',
  playBot: 'Játék a gép ellen',
  playHotseat: 'Játék ezen a képernyőn',
  playOnline: 'Játék online',
  yourSeat: 'A te helyed',
  botLevel: 'A gép ereje',
  botRandom: 'Véletlenszerű',
  botHeuristic: 'Megfontolt',
  botMcts: 'Gondolkodó (keresés)',
  start: 'Indítás',
  cancel: 'Mégse',
  inProgress: 'Folyamatban lévő játékok',
  finished: 'Befejezett játékok',
  noGames: 'Még nincs ilyen.',
  resume: 'Folytatás',
  watch: 'Nézés',
  replay: 'Visszajátszás',
  seatLinks: 'Küldd el minden játékosnak a saját helyének linkjét. Aki a linket birtokolja, az játszik azon a helyen.',
  openSeat: 'Hely megnyitása itt',
  copy: 'Másolás',
  copied: 'Másolva',
  home: 'Kezdőlap',
  loading: 'Betöltés…',
  connecting: 'Kapcsolódás…',
  reconnecting: 'Megszakadt a kapcsolat; újrakapcsolódás…',
  connected: 'Kapcsolódva',
  spectator: 'Nézőként figyeled',
  youPlay: 'Te játszol:',
  seat: 'Hely',
  computer: 'gép',
  human: 'játékos',
  waitingFor: 'Várakozás erre:',
  yourTurn: 'Te döntesz',
  choices: 'Választási lehetőségeid',
  noChoices: 'Most nincs mit választanod.',
  undo: 'Visszavonás',
  log: 'Eseménynapló',
  rule: 'Szabály',
  ruleSummaryMissing: 'Ez a szabályrendszer még nem ad szabály-összefoglalót; a szabályt a program alkalmazza.',
  close: 'Bezárás',
  odds: 'Esélyek',
  oddsIntro: 'Egy dobás pontos eloszlása, mielőtt dobnál.',
  procedure: 'Dobás',
  compute: 'Esélyek mutatása',
  outcome: 'Eredmény',
  probability: 'Esély',
  view: 'Amit látsz',
  gameOver: 'A játéknak vége',
  winners: 'Győztesek',
  draw: 'Döntetlen',
  reason: 'Ok',
  replayTitle: 'Visszajátszás',
  step: 'Döntés',
  first: 'Eleje',
  back: 'Vissza',
  forward: 'Előre',
  last: 'Vége',
  branch: 'Elágazás innen',
  branchDone: 'Új játék indul erről a pontról.',
  replayUnavailable: 'Ez a böngésző nem tudja visszajátszani ezt a szabályrendszert; itt vannak a döntései sorrendben.',
  error: 'Hiba',
  playingAs: 'Játszol mint',
  switchSeat: 'Váltás erre a helyre',
  hotseatNote: 'Mindenki ezen a képernyőn játszik: az oldal annak a helynek a nézetét mutatja, akinek döntenie kell.',
  hidden: 'rejtett',
  board: 'Tábla',
};

export const STRINGS: Readonly<Record<Lang, Strings>> = { en, hu };

/** Hungarian for a browser that prefers it, English otherwise. */
export function langFrom(preferred: readonly string[]): Lang {
  for (const l of preferred) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'hu') return 'hu';
    if (base === 'en') return 'en';
  }
  return 'en';
}

export interface I18n {
  readonly lang: Lang;
  readonly t: Strings;
  setLang(lang: Lang): void;
}

export const I18nContext = createContext<I18n>({ lang: 'en', t: en, setLang: () => undefined });

export function useI18n(): I18n {
  return useContext(I18nContext);
}
