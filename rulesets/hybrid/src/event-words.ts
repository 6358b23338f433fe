/**
 * The log in English and Hungarian: one wording per `hybrid/*` event type, built from the event's
 * fields. Warriors are named by their profile (the event carries the warrior's id,
 * `griffin-purifier-2`), cards by their name: in English as the content gives them, in Hungarian
 * by the pack's Hungarian names or ours for the sample's (`names.ts`). The card events that
 * `cards/messages.ts` words are listed there; this table words every other type.
 */
import type { GameEvent, Locale } from '@skirmish/core';
import { huArticle } from '@skirmish/core';
import { sampleContent } from './content/sample.ts';
import type { HybridContent } from './content/schema.ts';
import { APTITUDE_HU, nameHuOf, packNames, type Names, type PackNames } from './names.ts';

/** One event type's wording in English and Hungarian. */
export type Words = { readonly en: (e: GameEvent) => string; readonly hu: (e: GameEvent) => string };

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '?');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
/** "1 point", "3 points". */
const pointsEn = (v: unknown): string => (num(v) === 1 ? '1 point' : `${num(v)} points`);
/** The Heroic Firing shot a card backs or answers (HY-MODE-F-28); nothing for any other card. */
const shotEn = (v: unknown, how: string): string =>
  v === 1 || v === 2 ? ` ${how} the ${v === 1 ? 'first' : 'second'} shot` : '';
const shotHu = (v: unknown, suffix: string): string =>
  v === 1 || v === 2 ? ` ${v === 1 ? 'az első' : 'a második'} lövés${suffix}` : '';

export type { Names } from './names.ts';

/** The names a pack gives its profiles and cards, by id. */
export function namesOf(content: HybridContent): Names {
  return packNames(content).en;
}

/** The sample pack's names, as written and in Hungarian. */
export const SAMPLE_PACK_NAMES: PackNames = packNames(sampleContent);

/** The sample pack's names: the words of a game on the sample pack, and of hand-built positions. */
const SAMPLE_NAMES: Names = SAMPLE_PACK_NAMES.en;

/**
 * How every text names a warrior (log, choice labels, text board, web page): his profile's name and
 * his number on the roster, the last part of his id (`griffin-purifier-3` is "Purifier (3)"). The
 * number never changes during a game, so a warrior keeps one name from the first line to the last.
 * An id of another form (hand-built positions) gives the name alone.
 */
export function warriorLabel(name: string, id: string): string {
  const m = /^(?:griffin|scorpion)-.+-(\d+)$/.exec(id);
  return m ? `${name} (${m[1] ?? ''})` : name;
}

/** A warrior's id (`side-profile-n`) as a name: the profile's name in `names` and the warrior's number. */
export function warriorName(id: unknown, names: Names = SAMPLE_NAMES): string {
  if (typeof id !== 'string' || !id) return '?';
  const m = /^(griffin|scorpion)-(.+)-(\d+)$/.exec(id);
  if (!m) return id;
  const profile = m[2] ?? '';
  const name =
    names.get(profile) ??
    profile
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  return warriorLabel(name, id);
}

/** A card's name: the name the event carries, else the content's name for its id. */
function cardName(names: Names, e: GameEvent, field = 'card'): string {
  if (field === 'card' && typeof e['name'] === 'string') return e['name'];
  const id = e[field];
  return typeof id === 'string' ? (names.get(id) ?? id) : '?';
}

/**
 * A card's Hungarian name: the pack's for the card the event names, checked against the English
 * name the event carries (`nameHuOf`), else the Hungarian name for its id.
 */
export function cardNameHu(names: PackNames, e: GameEvent, field = 'card'): string {
  const id = e[field];
  if (field === 'card' && typeof e['name'] === 'string')
    return nameHuOf(names, typeof id === 'string' ? id : undefined, e['name']);
  return typeof id === 'string' ? (names.hu.get(id) ?? id) : '?';
}
const cardList = (names: Names, v: unknown): string =>
  Array.isArray(v) && v.length ? v.map((id) => (typeof id === 'string' ? (names.get(id) ?? id) : '?')).join(', ') : '';

const col = (x: number): string => String.fromCharCode(65 + (x % 26)) + (x >= 26 ? String(Math.floor(x / 26)) : '');
const sq = (x: unknown, y: unknown): string =>
  typeof x === 'number' && typeof y === 'number' ? `${col(x)}${y + 1}` : '?';
/**
 * The squares on the two sides of a door, by their board names, from its wall edges (`x,y,N`: the
 * square and the one north of it; `x,y,E`: the one east): "D4" and "D5", or "D4/E4" and "D5/E5"
 * for a double door. Null when an edge is not of that shape.
 */
export function doorSides(edges: unknown): readonly [string, string] | null {
  if (!Array.isArray(edges) || edges.length === 0) return null;
  const near: string[] = [];
  const far: string[] = [];
  for (const e of edges) {
    const m = typeof e === 'string' ? /^(\d+),(\d+),([NE])$/.exec(e) : null;
    if (!m) return null;
    const x = Number(m[1]);
    const y = Number(m[2]);
    near.push(sq(x, y));
    far.push(m[3] === 'N' ? sq(x, y + 1) : sq(x + 1, y));
  }
  return [near.join('/'), far.join('/')];
}
/** A door as the English texts name it: by the squares on its two sides, else by its id. */
export function doorNameEn(edges: unknown, id: unknown): string {
  const s = doorSides(edges);
  return s ? `the door between ${s[0]} and ${s[1]}` : `door ${str(id)}`;
}
const doorEn = (e: GameEvent): string => doorNameEn(e['edges'], e['door']);
const doorHu = (e: GameEvent): string => {
  const s = doorSides(e['edges']);
  return s ? `az ajtót (${s[0]} és ${s[1]} között)` : `az ajtót (${str(e['door'])})`;
};
/** A square key `x,y` by its board name (C4). */
const key = (v: unknown): string => {
  const m = typeof v === 'string' ? /^(\d+),(\d+)$/.exec(v) : null;
  return m ? sq(Number(m[1]), Number(m[2])) : str(v);
};

const SEAT_EN: Record<string, string> = { griffin: 'Griffin', scorpion: 'Scorpion' };
const SEAT_HU: Record<string, string> = { griffin: 'a Griff oldal', scorpion: 'a Skorpió oldal' };
const seatEn = (v: unknown): string => SEAT_EN[str(v)] ?? str(v);
const seatHu = (v: unknown): string => SEAT_HU[str(v)] ?? str(v);
/** Hungarian seat name at the start of a sentence. */
const SeatHu = (v: unknown): string => {
  const s = seatHu(v);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

const FACING_EN: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };
const FACING_HU: Record<string, string> = { N: 'észak', E: 'kelet', S: 'dél', W: 'nyugat' };
export const MODE_EN: Record<string, string> = {
  OC: 'Offensive Combat',
  DC: 'Defensive Combat',
  F: 'Firing',
  MV: 'Movement',
};
/** The Hungarian mode names the web's Hybrid board uses. */
export const MODE_HU: Record<string, string> = { OC: 'Támadó harc', DC: 'Védekező harc', F: 'Lövés', MV: 'Mozgás' };

/** A Natural Roll's four results in words. */
export const RESULT_EN: Readonly<Record<string, string>> = {
  perfect: 'Perfect Success',
  success: 'success',
  failure: 'failure',
  critical: 'Critical Failure',
};
export const RESULT_HU: Readonly<Record<string, string>> = {
  perfect: 'tökéletes siker',
  success: 'siker',
  failure: 'kudarc',
  critical: 'kritikus kudarc',
};

/** What a roll was for, in Hungarian (the rules give it in English). */
function purposeHu(p: unknown): string {
  const s = str(p);
  const lv = /^(Strike|Firing|Parry) \(level (\d+)\)$/.exec(s);
  if (lv) {
    const what = { Strike: 'Csapás', Firing: 'Lövés', Parry: 'Hárítás' }[lv[1] as 'Strike' | 'Firing' | 'Parry'];
    return `${what} (${lv[2] ?? ''}. szint)`;
  }
  const fixed: Record<string, string> = {
    'Skilled Firing shot': 'Lesből leadott lövés',
    'Combined Attack': APTITUDE_HU['Combined Attack'],
    'Skilled Parry counter-strike': 'Ügyes hárítás ellencsapása',
    'Strike (before the Clones’ Fury)': 'Csapás (a klónok dühe előtt)',
    'Trapdoor jump': 'Ugrás a csapóajtó fölött',
    Trap: 'Csapda',
    'Event test': 'Eseménypróba',
    Nullify: APTITUDE_HU.Nullify,
    'Aura of Renunciation': 'A lemondás aurája',
    'Corporeal Instability': 'Testi instabilitás',
    'Purulent Excrescence': 'Gennyes kinövés',
  };
  return fixed[s] ?? s;
}

const rolls = (v: unknown, sep: string): string => (Array.isArray(v) ? v.map(str).join(sep) : str(v));

const ANNOUNCE_EN: Record<string, string> = { strike: 'strike', fire: 'fire' };

/** The English reason a game ended, with the side by name ("the Scorpion side ..."). */
export function reasonEn(r: unknown): string {
  return str(r).replace(/^the (griffin|scorpion) side /, (_all, side: string) => `the ${seatEn(side)} side `);
}

/** The Hungarian reason a game ended (the rules give it in English). */
export function reasonHu(r: unknown): string {
  const s = str(r);
  if (s === 'the round limit was reached') return 'a játék elérte a körök számának határát';
  if (s === 'both sides completed their objectives at once') return 'mindkét oldal egyszerre teljesítette a céljait';
  if (s === 'a side has no warriors left') return 'az egyik oldalnak nem maradt harcosa';
  const m = /^the (griffin|scorpion) side completed its objectives$/.exec(s);
  if (m) return `${seatHu(m[1])} teljesítette a céljait`;
  return s;
}

/** The two sides' numbers of one Activation Roll, as its event carries them. */
interface RollNumbers {
  readonly die: Readonly<Record<'griffin' | 'scorpion', number>>;
  /** The card points taken off each die, and the results: absent when no card counts. */
  readonly points?: Readonly<Record<'griffin' | 'scorpion', number>>;
  readonly results?: Readonly<Record<'griffin' | 'scorpion', number>>;
  readonly winner?: 'griffin' | 'scorpion';
}

function rollNumbers(e: GameEvent): RollNumbers {
  const pair = (v: unknown): Record<'griffin' | 'scorpion', number> | undefined => {
    const o = v as { griffin?: unknown; scorpion?: unknown } | undefined;
    return o && typeof o === 'object' ? { griffin: num(o.griffin), scorpion: num(o.scorpion) } : undefined;
  };
  const points = pair(e['points']);
  const results = pair(e['results']);
  const winner = e['winner'] === 'griffin' || e['winner'] === 'scorpion' ? e['winner'] : undefined;
  return {
    die: { griffin: num(e['griffin']), scorpion: num(e['scorpion']) },
    ...(points && results ? { points, results } : {}),
    ...(winner ? { winner } : {}),
  };
}

/**
 * Why one Activation Roll ended as it did (HY-ACT-01, HY-CARD-ACTION-21/22): a natural 10 lost, the
 * lower result won, a tie went to a 1 on the die, or the roll is made again (with the card points
 * or, after a double 1 or double 10, without them).
 */
type RollWhy =
  | { readonly why: 'ten'; readonly ten: 'griffin' | 'scorpion' }
  | { readonly why: 'lower' }
  | { readonly why: 'natural-one'; readonly result: number }
  | { readonly why: 'double'; readonly die: number }
  | { readonly why: 'tie'; readonly result: number };

function rollWhy(r: RollNumbers): RollWhy {
  const { griffin: g, scorpion: sc } = r.die;
  const fg = r.results?.griffin ?? g;
  const fs = r.results?.scorpion ?? sc;
  if (r.winner === undefined)
    return g === sc && (g === 1 || g === 10) ? { why: 'double', die: g } : { why: 'tie', result: fg };
  // Without cards a 10 is simply the higher roll.
  if ((g === 10 || sc === 10) && r.results) return { why: 'ten', ten: g === 10 ? 'griffin' : 'scorpion' };
  if (fg === fs) return { why: 'natural-one', result: fg };
  return { why: 'lower' };
}

/** "Griffin rolls 5, card points −3, result 2 (a result never goes below 1)". */
function rollSideEn(r: RollNumbers, side: 'griffin' | 'scorpion'): string {
  const die = r.die[side];
  if (!r.points || !r.results) return `${seatEn(side)} rolls ${die}`;
  const p = r.points[side];
  const res = r.results[side];
  if (p === 0) return `${seatEn(side)} rolls ${die}, no card points, result ${res}`;
  const floor = res !== die - p ? ' (a result never goes below 1)' : '';
  return `${seatEn(side)} rolls ${die}, card points −${p}, result ${res}${floor}`;
}

function rollSideHu(r: RollNumbers, side: 'griffin' | 'scorpion'): string {
  const name = side === 'griffin' ? 'Griff' : 'Skorpió';
  const die = r.die[side];
  if (!r.points || !r.results) return `${name} dobása ${die}`;
  const p = r.points[side];
  const res = r.results[side];
  if (p === 0) return `${name} dobása ${die}, lappont nélkül, eredménye ${res}`;
  const floor = res !== die - p ? ' (1 alá nem mehet)' : '';
  return `${name} dobása ${die}, a lapok pontjai −${p}, eredménye ${res}${floor}`;
}

/**
 * One Activation Roll in English: each side's die, the card points taken off it and the result,
 * then who wins and why (the lower result, and its special cases), or why it is rolled again.
 */
export function activationRollEn(e: GameEvent): string {
  const r = rollNumbers(e);
  const cards = r.points !== undefined;
  const won = seatEn(r.winner);
  const why = rollWhy(r);
  const end = ((): string => {
    switch (why.why) {
      case 'lower':
        return `${won} wins, as the lower ${cards ? 'result' : 'roll'} wins`;
      case 'ten':
        return `${won} wins, as a 10 on the die always loses, whatever the points`;
      case 'natural-one':
        return `${won} wins: both results are ${why.result}, and a tie goes to the side that rolled a 1 on the die`;
      case 'double':
        return cards
          ? `Both dice show ${why.die}: rolled again without the card points`
          : `Both dice show ${why.die}: rolled again`;
      case 'tie':
        return cards
          ? `Both results are ${why.result}: rolled again, the card points still counting`
          : 'A tie: rolled again';
    }
  })();
  return `Activation Roll: ${rollSideEn(r, 'griffin')}; ${rollSideEn(r, 'scorpion')}. ${end}`;
}

/** One Activation Roll in Hungarian, as `activationRollEn` words it. */
export function activationRollHu(e: GameEvent): string {
  const r = rollNumbers(e);
  const cards = r.points !== undefined;
  const won = r.winner === 'griffin' ? 'Griff' : 'Skorpió';
  const why = rollWhy(r);
  const end = ((): string => {
    switch (why.why) {
      case 'lower':
        return `${won} nyer, mert a kisebb ${cards ? 'eredmény' : 'dobás'} győz`;
      case 'ten':
        return `${won} nyer, mert a kockán dobott 10 a pontoktól függetlenül mindig veszít`;
      case 'natural-one':
        return `${won} nyer: mindkét eredmény ${why.result}, döntetlennél pedig az győz, aki a kockán 1-et dobott`;
      case 'double':
        return cards
          ? `Mindkét kockán ${why.die} áll: újra dobnak, a lapok pontjai nélkül`
          : `Mindkét kockán ${why.die} áll: újra dobnak`;
      case 'tie':
        return cards
          ? `Mindkét eredmény ${why.result}: újra dobnak, ugyanazokkal a lappontokkal`
          : 'Döntetlen: újra dobnak';
    }
  })();
  return `Aktiválási Dobás: ${rollSideHu(r, 'griffin')}; ${rollSideHu(r, 'scorpion')}. ${end}`;
}

const WHEN_EN: Record<string, string> = { 'first-contact': 'at first contact', 'first-blood': 'at first blood' };
const WHEN_HU: Record<string, string> = { 'first-contact': 'az első érintkezéskor', 'first-blood': 'az első vérnél' };
const TRAP_EN: Record<string, string> = { open: 'opens', closed: 'closes' };
const TRAP_HU: Record<string, string> = { open: 'kinyílik', closed: 'bezárul' };

/** How one language names the warriors and cards of events. */
interface Namer {
  readonly warrior: (id: unknown) => string;
  readonly card: (e: GameEvent, field?: string) => string;
  readonly cards: (v: unknown) => string;
}

/**
 * The table of wordings, naming warriors and cards as `names` does (the game's pack): English by
 * the names the pack writes, Hungarian by its Hungarian names (`names.ts`). Every entry builds one
 * line from the event's fields.
 */
export function eventWordsTable(names: PackNames): Readonly<Record<string, Words>> {
  const en = wordsWith({
    warrior: (id) => warriorName(id, names.en),
    card: (e, field) => cardName(names.en, e, field),
    cards: (v) => cardList(names.en, v),
  });
  const hu = wordsWith({
    warrior: (id) => warriorName(id, names.hu),
    card: (e, field) => cardNameHu(names, e, field),
    cards: (v) => cardList(names.hu, v),
  });
  const out: Record<string, Words> = {};
  for (const [type, w] of Object.entries(en)) out[type] = { en: w.en, hu: hu[type]?.hu ?? w.hu };
  return out;
}

/** Every wording, naming warriors and cards by `namer`; a language takes its own side of each. */
function wordsWith({ warrior, card, cards }: Namer): Readonly<Record<string, Words>> {
  return {
    'hybrid/action-card': {
      en: (e) => `${seatEn(e['seat'])} gets the Action card ${card(e)}`,
      hu: (e) => `${SeatHu(e['seat'])} Akciókártyát kap: ${card(e)}`,
    },
    'hybrid/action-deck-empty': {
      en: (e) => `${seatEn(e['seat'])} finds the Action deck empty and draws nothing`,
      hu: (e) => `${SeatHu(e['seat'])} Akciópaklija kiürült, nem húz lapot`,
    },
    'hybrid/action-drawn': {
      en: (e) => `${seatEn(e['seat'])} draws an Action card`,
      hu: (e) => `${SeatHu(e['seat'])} húz egy Akciókártyát`,
    },
    'hybrid/activation': {
      en: (e) => `${warrior(e['warrior'])} activates (counter ${str(e['counter'])})`,
      hu: (e) => `${warrior(e['warrior'])} aktivál (${str(e['counter'])}. jelző)`,
    },
    'hybrid/activation-end': {
      en: (e) => `${warrior(e['warrior'])} ends the activation`,
      hu: (e) => `${warrior(e['warrior'])} aktiválása véget ér`,
    },
    'hybrid/activation-roll': { en: (e) => activationRollEn(e), hu: (e) => activationRollHu(e) },
    'hybrid/ambush': {
      en: (e) => `${warrior(e['shooter'])} fires from Skilled Firing at ${warrior(e['target'])}`,
      hu: (e) => `${warrior(e['shooter'])} lesből rálő: ${warrior(e['target'])}`,
    },
    'hybrid/ambush-aim': {
      en: (e) =>
        e['pierce'] === undefined
          ? `${warrior(e['shooter'])} aims at ${warrior(e['target'])} alone`
          : `${warrior(e['shooter'])} aims at ${warrior(e['target'])}, to pierce through to ${warrior(e['pierce'])}`,
      hu: (e) =>
        e['pierce'] === undefined
          ? `${warrior(e['shooter'])} csak ${warrior(e['target'])} felé céloz`
          : `${warrior(e['shooter'])} ${warrior(e['target'])} felé céloz, a golyó átütve eléri: ${warrior(e['pierce'])}`,
    },
    'hybrid/announce': {
      en: (e) =>
        `${warrior(e['warrior'])} announces a ${ANNOUNCE_EN[str(e['kind'])] ?? str(e['kind'])} at level ${str(e['level'])} against ${warrior(e['target'])}`,
      hu: (e) =>
        `${warrior(e['warrior'])} ${e['kind'] === 'fire' ? 'lövést' : 'csapást'} jelent be (${str(e['level'])}. szint), célpont: ${warrior(e['target'])}`,
    },
    'hybrid/army-card': {
      en: (e) => `${seatEn(e['seat'])} reveals the Army card ${card(e)} ${WHEN_EN[str(e['when'])] ?? ''}`.trim(),
      hu: (e) => `${SeatHu(e['seat'])} felfedi a Seregkártyát ${WHEN_HU[str(e['when'])] ?? ''}: ${card(e)}`,
    },
    'hybrid/shot-lost': {
      en: (e) =>
        `${warrior(e['warrior'])} can reach ${warrior(e['target'])} at no level the cards leave him: the shot is lost`,
      hu: (e) =>
        `${warrior(e['warrior'])} a kártyák után egyik megmaradt szintjén sem éri el: ${warrior(e['target'])}; a lövés elvész`,
    },
    'hybrid/leader-chosen': {
      en: (e) => `${seatEn(e['seat'])} makes ${warrior(e['warrior'])} the Conviction leader`,
      hu: (e) => `${SeatHu(e['seat'])} Meggyőződés-vezetője: ${warrior(e['warrior'])}`,
    },
    'hybrid/aura-kept': {
      en: (e) => `${warrior(e['warrior'])} keeps his Aura cards`,
      hu: (e) => `${warrior(e['warrior'])} megtartja Aurakártyáit`,
    },
    'hybrid/activation-roll-won': {
      en: (e) => `${seatEn(e['seat'])} wins the Activation Roll outright`,
      hu: (e) => `${SeatHu(e['seat'])} dobás nélkül nyeri az Aktiválási Dobást`,
    },
    'hybrid/card-effect': {
      en: (e) => `${seatEn(e['seat'])} plays ${card(e)} for its Effect`,
      hu: (e) => `${SeatHu(e['seat'])} a hatásáért játssza ki: ${card(e)}`,
    },
    'hybrid/card-recalled': {
      en: (e) => `${seatEn(e['seat'])} takes ${card(e)} back from the discard pile`,
      hu: (e) => `${SeatHu(e['seat'])} visszaveszi a dobópakliból: ${card(e)}`,
    },
    'hybrid/card-stolen': {
      en: (e) => `${seatEn(e['seat'])} takes a card from the ${seatEn(e['from'])} hand`,
      hu: (e) => `${SeatHu(e['seat'])} elvesz egy lapot az ellenfél kezéből`,
    },
    'hybrid/cards': {
      en: (e) => {
        const l = cards(e['cards']);
        return l
          ? `${seatEn(e['seat'])} plays ${l} (${pointsEn(e['points'])})${shotEn(e['shot'], 'for')}`
          : `${seatEn(e['seat'])} plays no Action card`;
      },
      hu: (e) => {
        const l = cards(e['cards']);
        return l
          ? `${SeatHu(e['seat'])} kijátssza${shotHu(e['shot'], 'hez')}: ${l} (${num(e['points'])} pont)`
          : `${SeatHu(e['seat'])} nem játszik ki Akciókártyát`;
      },
    },
    'hybrid/combined-spent': {
      en: (e) => `${warrior(e['warrior'])} has spent his Combined Attack`,
      hu: (e) => `${warrior(e['warrior'])} elhasználta Kombinált Támadását`,
    },
    'hybrid/counter-placed': {
      en: (e) => `${seatEn(e['seat'])} places an Activation counter`,
      hu: (e) => `${SeatHu(e['seat'])} lerak egy Aktiválási jelzőt`,
    },
    'hybrid/dc': {
      en: (e) => `${warrior(e['warrior'])} takes up Defensive Combat`,
      hu: (e) => `${warrior(e['warrior'])} Védekező harcba áll`,
    },
    'hybrid/dc-ends': {
      en: (e) => `${warrior(e['warrior'])} is wounded: his Defensive Combat ends`,
      hu: (e) => `${warrior(e['warrior'])} megsebesült: Védekező harca véget ér`,
    },
    'hybrid/deployed': {
      en: (e) =>
        `${warrior(e['warrior'])} is set up on ${sq(e['x'], e['y'])}, facing ${FACING_EN[str(e['facing'])] ?? str(e['facing'])}`,
      hu: (e) =>
        `${warrior(e['warrior'])} felállítva itt: ${sq(e['x'], e['y'])}, ${FACING_HU[str(e['facing'])] ?? str(e['facing'])} felé néz`,
    },
    'hybrid/door-closed': {
      en: (e) => `${warrior(e['warrior'])} closes ${doorEn(e)}`,
      hu: (e) => `${warrior(e['warrior'])} becsukja ${doorHu(e)}`,
    },
    'hybrid/door-opened': {
      en: (e) => `${warrior(e['warrior'])} opens ${doorEn(e)}`,
      hu: (e) => `${warrior(e['warrior'])} kinyitja ${doorHu(e)}`,
    },
    'hybrid/door-smashed': {
      en: (e) => `${warrior(e['warrior'])} smashes ${doorEn(e)}`,
      hu: (e) => `${warrior(e['warrior'])} betöri ${doorHu(e)}`,
    },
    'hybrid/doors-shut': {
      en: () => 'Every door on the board slams shut',
      hu: () => 'A táblán minden ajtó becsapódik',
    },
    'hybrid/doors-unlocked': {
      en: () => 'The locked doors are unlocked',
      hu: () => 'A zárt ajtók zárja kinyílik',
    },
    'hybrid/eliminated': {
      en: (e) => `${warrior(e['warrior'])} ${e['removed'] === true ? 'is removed from the game' : 'is eliminated'}`,
      hu: (e) =>
        `${warrior(e['warrior'])} ${e['removed'] === true ? 'végleg kikerült a játékból' : 'kiesett a játékból'}`,
    },
    // The start of an end-of-round move, with the points it gives.
    'hybrid/end-move': {
      en: (e) =>
        `${warrior(e['warrior'])} moves again at the end of the round (${e['rule'] === 'HY-APT-34' ? 'Infiltration' : 'Heroic Move'}) with ${num(e['mp'])} MP`,
      hu: (e) =>
        `${warrior(e['warrior'])} a kör végén ismét mozog (${e['rule'] === 'HY-APT-34' ? APTITUDE_HU.Infiltration : 'Hősi Mozgás'}), ${num(e['mp'])} MP-vel`,
    },
    'hybrid/entered': {
      en: (e) =>
        `${warrior(e['warrior'])} enters the laboratory on ${sq(e['x'], e['y'])} facing ${FACING_EN[str(e['facing'])] ?? str(e['facing'])}`,
      hu: (e) =>
        `${warrior(e['warrior'])} belép a laboratóriumba: ${sq(e['x'], e['y'])}, ${FACING_HU[str(e['facing'])] ?? str(e['facing'])} felé néz`,
    },
    'hybrid/event-card': {
      en: (e) => `${seatEn(e['seat'])} gets the Event card ${card(e)}`,
      hu: (e) => `${SeatHu(e['seat'])} Eseménykártyát kap: ${card(e)}`,
    },
    'hybrid/event-counter': {
      en: (e) =>
        `${warrior(e['warrior'])} activates the Event counter on ${key(e['at'])}${e['trap'] === true ? ': a trap' : ''}`,
      hu: (e) =>
        `${warrior(e['warrior'])} aktiválja az Eseményjelzőt: ${key(e['at'])}${e['trap'] === true ? ' (csapda)' : ''}`,
    },
    'hybrid/event-deck-empty': {
      en: (e) => `${seatEn(e['seat'])} finds the Event deck empty and draws nothing`,
      hu: (e) => `${SeatHu(e['seat'])} Eseménypaklija kiürült, nem húz lapot`,
    },
    'hybrid/event-deck-reshuffled': {
      en: (e) => `The ${num(e['cards'])} discarded Event cards are shuffled into a new Event deck`,
      hu: (e) => `A dobópakli ${num(e['cards'])} Eseménykártyáját megkeverjük: ez az új Eseménypakli`,
    },
    'hybrid/event-drawn': {
      en: (e) => `${seatEn(e['seat'])} draws an Event card`,
      hu: (e) => `${SeatHu(e['seat'])} húz egy Eseménykártyát`,
    },
    'hybrid/event-played': {
      en: (e) => {
        const on = e['target'] ? ` on ${warrior(e['target'])}` : '';
        const at = typeof e['x'] === 'number' ? ` at ${sq(e['x'], e['y'])}` : '';
        return `${seatEn(e['seat'])} plays the Event card ${card(e)}${on}${at}`;
      },
      hu: (e) => {
        const on = e['target'] ? `, célpont: ${warrior(e['target'])}` : '';
        const at = typeof e['x'] === 'number' ? `, mező: ${sq(e['x'], e['y'])}` : '';
        return `${SeatHu(e['seat'])} kijátssza az Eseménykártyát: ${card(e)}${on}${at}`;
      },
    },
    'hybrid/face': {
      en: (e) => `${warrior(e['warrior'])} turns to face ${FACING_EN[str(e['facing'])] ?? str(e['facing'])}`,
      hu: (e) => `${warrior(e['warrior'])} ${FACING_HU[str(e['facing'])] ?? str(e['facing'])} felé fordul`,
    },
    'hybrid/first': {
      en: (e) => `${seatEn(e['seat'])} activates first this round`,
      hu: (e) => `Ebben a körben ${seatHu(e['seat'])} aktivál először`,
    },
    'hybrid/frenzy': {
      en: (e) => `${warrior(e['warrior'])} is in a Frenzy (${num(e['kills'])} kills)`,
      hu: (e) => `${warrior(e['warrior'])} tombol (${num(e['kills'])} áldozat)`,
    },
    'hybrid/game-over': {
      en: (e) => {
        const w = Array.isArray(e['winners']) ? e['winners'].map(seatEn) : [];
        return `Game over: ${reasonEn(e['reason'])}${w.length ? `; winner: ${w.join(', ')}` : '; a draw'}`;
      },
      hu: (e) => {
        const w = Array.isArray(e['winners']) ? e['winners'].map(seatHu) : [];
        return `Vége a játéknak: ${reasonHu(e['reason'])}${w.length ? `; győztes: ${w.join(', ')}` : '; döntetlen'}`;
      },
    },
    'hybrid/healed': {
      en: (e) => `${warrior(e['warrior'])} heals a wound`,
      hu: (e) => `${warrior(e['warrior'])} begyógyít egy sebet`,
    },
    'hybrid/hindrance': {
      en: (e) =>
        e['card']
          ? `${seatEn(e['seat'])} hinders with ${card(e)} (${pointsEn(e['points'])})${shotEn(e['shot'], 'against')}`
          : `${seatEn(e['seat'])} plays no Hindrance`,
      hu: (e) =>
        e['card']
          ? `${SeatHu(e['seat'])} akadályoz${shotHu(e['shot'], ' ellen')}: ${card(e)} (${num(e['points'])} pont)`
          : `${SeatHu(e['seat'])} nem akadályoz`,
    },
    'hybrid/infiltration-lost': {
      en: (e) => `${warrior(e['warrior'])} loses Infiltration`,
      hu: (e) => `${warrior(e['warrior'])} elveszti ${APTITUDE_HU.Infiltration} képességét`,
    },
    'hybrid/left': {
      en: (e) => `${warrior(e['warrior'])} leaves the laboratory`,
      hu: (e) => `${warrior(e['warrior'])} elhagyja a laboratóriumot`,
    },
    'hybrid/level-lowered': {
      en: (e) => `${warrior(e['warrior'])}'s level falls from ${str(e['from'])} to ${str(e['to'])}`,
      hu: (e) => `${warrior(e['warrior'])} szintje csökken: ${str(e['from'])} helyett ${str(e['to'])}`,
    },
    'hybrid/lever': {
      en: (e) => `${warrior(e['warrior'])} throws the lever`,
      hu: (e) => `${warrior(e['warrior'])} meghúzza a kart`,
    },
    'hybrid/mode': {
      en: (e) =>
        `${warrior(e['warrior'])} chooses ${MODE_EN[str(e['mode'])] ?? str(e['mode'])}${e['level'] ? ` at level ${str(e['level'])}` : ''}`,
      hu: (e) =>
        `${warrior(e['warrior'])} módja: ${MODE_HU[str(e['mode'])] ?? str(e['mode'])}${e['level'] ? ` (${str(e['level'])}. szint)` : ''}`,
    },
    'hybrid/moved': {
      en: (e) =>
        `${warrior(e['warrior'])} moves to ${sq(e['x'], e['y'])} facing ${FACING_EN[str(e['facing'])] ?? str(e['facing'])}${typeof e['cost'] === 'number' ? ` (${e['cost']} MP)` : ''}`,
      hu: (e) =>
        `${warrior(e['warrior'])} ide lép: ${sq(e['x'], e['y'])}, ${FACING_HU[str(e['facing'])] ?? str(e['facing'])} felé néz${typeof e['cost'] === 'number' ? ` (${e['cost']} MP)` : ''}`,
    },
    'hybrid/mulligan': {
      en: (e) => `${seatEn(e['seat'])} rejects the opening hand and draws three`,
      hu: (e) => `${SeatHu(e['seat'])} visszaadja a kezdő kezet, és hármat húz`,
    },
    'hybrid/mutation-discarded': {
      en: (e) => `The Mutation ${card(e)} is discarded`,
      hu: (e) => `A Mutáció a dobópakliba kerül: ${card(e)}`,
    },
    'hybrid/mutations-kept': {
      en: () => 'The Scorpion side keeps its Mutation cards',
      hu: () => 'A Skorpió oldal megtartja Mutációkártyáit',
    },
    'hybrid/novice-parry': {
      en: (e) => `${warrior(e['warrior'])} parries and strikes back`,
      hu: (e) => `${warrior(e['warrior'])} hárít, és visszavág`,
    },
    'hybrid/objective': {
      en: (e) => `${warrior(e['warrior'])} carries out Objective ${str(e['counter'])}`,
      hu: (e) => `${warrior(e['warrior'])} teljesíti ${huArticle(str(e['counter']))} ${str(e['counter'])}. célt`,
    },
    'hybrid/parried': {
      en: (e) => `${warrior(e['warrior'])} parries the attack`,
      hu: (e) => `${warrior(e['warrior'])} kivédi a támadást`,
    },
    'hybrid/parry-level': {
      en: (e) => `${warrior(e['warrior'])} parries at level ${str(e['level'])}`,
      hu: (e) => `${warrior(e['warrior'])} hárítási szintje: ${str(e['level'])}`,
    },
    'hybrid/pinned': {
      en: (e) => `${warrior(e['by'])} pins ${warrior(e['warrior'])} (level ${str(e['level'])})`,
      hu: (e) => `${warrior(e['by'])} leköti: ${warrior(e['warrior'])} (${str(e['level'])}. szint)`,
    },
    'hybrid/prowlers-roll': {
      en: (e) => `${seatEn(e['seat'])} rolls ${str(e['roll'])} for the prowlers`,
      hu: (e) => `${SeatHu(e['seat'])} dobása a portyázókra: ${str(e['roll'])}`,
    },
    'hybrid/die-kept': {
      en: (e) => `${warrior(e['warrior'])} keeps the die showing ${str(e['die'])}`,
      hu: (e) => `${warrior(e['warrior'])} megtartott kockája: ${str(e['die'])}`,
    },
    'hybrid/push-declined': {
      en: (e) => `${warrior(e['warrior'])} holds back his Brutish Strength: ${warrior(e['target'])} is not pushed`,
      hu: (e) => `${warrior(e['warrior'])} visszafogja Nyers erejét: ${warrior(e['target'])} nem lökődik hátra`,
    },
    'hybrid/pushed': {
      en: (e) => `${warrior(e['warrior'])} is pushed back to ${sq(e['x'], e['y'])}`,
      hu: (e) => `${warrior(e['warrior'])} hátralökve ide: ${sq(e['x'], e['y'])}`,
    },
    'hybrid/reserve-arrives': {
      en: (e) => `${warrior(e['warrior'])} arrives at the entrance ${str(e['entry'])}`,
      hu: (e) => `${warrior(e['warrior'])} megérkezik a bejárathoz (${str(e['entry'])})`,
    },
    'hybrid/rockfall-roll': {
      en: (e) => `Rockfall roll: ${str(e['roll'])}`,
      hu: (e) => `Omlásdobás: ${str(e['roll'])}`,
    },
    'hybrid/rocks-fall': {
      en: (e) => `Rocks fall on ${key(e['at'])} (tile ${str(e['tile'])})`,
      hu: (e) => `Kövek zuhannak ide: ${key(e['at'])} (${str(e['tile'])}. lap)`,
    },
    'hybrid/roll': {
      en: (e) =>
        `${warrior(e['warrior'])}, ${str(e['purpose'])}: ${rolls(e['rolls'], ' and ')} against SL ${str(e['sl'])}: ${RESULT_EN[str(e['result'])] ?? str(e['result'])}`,
      hu: (e) =>
        `${warrior(e['warrior'])}, ${purposeHu(e['purpose'])}: ${rolls(e['rolls'], ' és ')}, sikerszint ${str(e['sl'])}: ${RESULT_HU[str(e['result'])] ?? str(e['result'])}`,
    },
    'hybrid/roll-card': {
      en: (e) => `${seatEn(e['seat'])} commits a card face down to the Activation Roll`,
      hu: (e) => `${SeatHu(e['seat'])} képpel lefelé tesz egy lapot az Aktiválási Dobásra`,
    },
    'hybrid/roll-card-stop': {
      en: (e) => `${seatEn(e['seat'])} commits no more cards`,
      hu: (e) => `${SeatHu(e['seat'])} nem tesz több lapot`,
    },
    // Seen only by the seat that committed the card, right after the line everyone reads
    // ('hybrid/roll-card'): it names the card, and does not tell of the commitment a second time.
    'hybrid/roll-card-face': {
      en: (e) => `The face-down card is ${card(e)} (only ${seatEn(e['seat'])} sees it until the roll)`,
      hu: (e) => `A képpel lefelé tett lap: ${card(e)} (a dobásig csak ${seatHu(e['seat'])} látja)`,
    },
    'hybrid/roll-cards-revealed': {
      en: (e) =>
        `The cards on the Activation Roll are turned face up. Griffin: ${cards(e['griffin']) || 'no card'}; Scorpion: ${cards(e['scorpion']) || 'no card'}`,
      hu: (e) =>
        `Felfordítják az Aktiválási Dobásra tett lapokat. Griff: ${cards(e['griffin']) || 'nem tett lapot'}; Skorpió: ${cards(e['scorpion']) || 'nem tett lapot'}`,
    },
    'hybrid/roll-cards-discarded': {
      en: () => 'The cards committed to the Activation Roll are discarded',
      hu: () => 'Az Aktiválási Dobásra tett lapok a dobópakliba kerülnek',
    },
    'hybrid/round': {
      en: (e) => `Round ${str(e['round'])} begins`,
      hu: (e) => `Kezdődik ${huArticle(str(e['round']))} ${str(e['round'])}. kör`,
    },
    'hybrid/round-end': {
      en: (e) => `Round ${str(e['round'])} ends`,
      hu: (e) => `Véget ér ${huArticle(str(e['round']))} ${str(e['round'])}. kör`,
    },
    'hybrid/sacrifice': {
      en: (e) => `${warrior(e['warrior'])} sacrifices himself against ${warrior(e['target'])}`,
      hu: (e) => `${warrior(e['warrior'])} feláldozza magát, célpont: ${warrior(e['target'])}`,
    },
    'hybrid/sequence-set': {
      en: () => 'Both sides have placed their Activation counters',
      hu: () => 'Mindkét oldal lerakta Aktiválási jelzőit',
    },
    'hybrid/stopped': {
      en: (e) => `${warrior(e['warrior'])} is wounded and stops on ${sq(e['x'], e['y'])}`,
      hu: (e) => `${warrior(e['warrior'])} megsebesül, és megáll itt: ${sq(e['x'], e['y'])}`,
    },
    'hybrid/trapdoor': {
      en: (e) =>
        `The trapdoor on ${key(e['at'])} ${TRAP_EN[str(e['state'])] ?? str(e['state'])}${typeof e['roll'] === 'number' ? ` (roll ${e['roll']})` : ''}`,
      hu: (e) =>
        `A csapóajtó itt: ${key(e['at'])} ${TRAP_HU[str(e['state'])] ?? str(e['state'])}${typeof e['roll'] === 'number' ? ` (dobás: ${e['roll']})` : ''}`,
    },
    'hybrid/turn-to-strike': {
      en: (e) => `${warrior(e['warrior'])} turns ${FACING_EN[str(e['facing'])] ?? str(e['facing'])} to strike`,
      hu: (e) => `${warrior(e['warrior'])} ${FACING_HU[str(e['facing'])] ?? str(e['facing'])} felé fordul a csapáshoz`,
    },
    'hybrid/watch': {
      en: (e) => `${warrior(e['warrior'])} lies in wait in Skilled Firing (counter ${str(e['counter'])})`,
      hu: (e) => `${warrior(e['warrior'])} lesbe áll (${str(e['counter'])}. jelző)`,
    },
    'hybrid/watch-ends': {
      en: (e) => `${warrior(e['warrior'])} leaves Skilled Firing`,
      hu: (e) => `${warrior(e['warrior'])} kilép a lesből`,
    },
    'hybrid/wound': {
      en: (e) =>
        `${warrior(e['warrior'])} takes ${num(e['wounds'])} wound(s)${e['by'] ? ` from ${warrior(e['by'])}` : ''}`,
      hu: (e) =>
        `${warrior(e['warrior'])} ${num(e['wounds'])} sebet kap${e['by'] ? ` (okozója: ${warrior(e['by'])})` : ''}`,
    },
  };
}

/** The wordings of a game on the sample pack. */
export const EVENT_WORDS: Readonly<Record<string, Words>> = eventWordsTable(SAMPLE_PACK_NAMES);

/** An event in words from its fields, or null when the table does not know its type. */
export function eventWords(
  e: GameEvent,
  locale: Locale,
  table: Readonly<Record<string, Words>> = EVENT_WORDS,
): string | null {
  const w = table[e.type];
  if (!w) return null;
  return locale === 'hu' ? w.hu(e) : w.en(e);
}
