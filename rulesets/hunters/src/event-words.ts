/**
 * The log in Hungarian: one line per event type, built from the event's fields. Names of
 * characters, enemies, gear and cards come in English with the event (the rules speak no
 * language): each line puts them in Hungarian through the `Names` it is given. Where an event
 * carries only an id, the name is read off the start of the English text the rules wrote.
 */
import type { GameEvent, Locale } from '@skirmish/core';
import { huArticle } from '@skirmish/core';
import { difficultyName, entryTextHu, handedItem, itemName, paymentWords, spoilsList } from './words.ts';
import { squareName } from './squares.ts';
import { FACING_NAMES_HU } from './board.ts';

/** When the enemy's entry stands, as a reaction's question tells it (HU-ACTION-11). */
const WHEN_HU: Readonly<Record<string, string>> = {
  'Next it would': 'Ezt tenné most',
  'It is in the middle of': 'Éppen ezt hajtja végre',
  'It has just done': 'Épp ezt hajtotta végre',
};

/** What becomes of a story card once it is resolved (its `handling`, HU-EVENT-07). */
const HANDLING_HU: Readonly<Record<string, string>> = {
  discard: 'eldobva',
  keep: 'a csapatnál marad',
  leave: 'felfordítva a helyszínen marad',
};

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
/**
 * A square the event names, as the board's edges name it. The rules' events name squares on the
 * board only (a character stepping off it is told without a square), so no board size is needed.
 */
const at = (v: unknown): string => {
  const p = v as { x?: unknown; y?: unknown } | null;
  return p && typeof p === 'object' && typeof p.x === 'number' && typeof p.y === 'number'
    ? squareName({ x: p.x, y: p.y }, 'hu')
    : '?';
};
/** A skipped activity, as the object of "kihagyja". */
const SKIPPED_HU: Readonly<Record<string, string>> = {
  move: 'a mozgást',
  melee: 'a közelharci támadást',
  ranged: 'a távolsági támadást',
  area: 'a területi támadást',
  hide: 'a rejtőzést',
  heal: 'a gyógyítást',
  interact: 'az interakciót',
};
const list = (v: unknown): string => (Array.isArray(v) ? v.map(str).join(', ') : str(v));
const faces = (v: unknown): string => (Array.isArray(v) && v.length > 0 ? list(v) : 'nincs kocka');
const shields = (v: unknown): number => (Array.isArray(v) ? v.filter((f) => f === 'shield').length : 0);

/** A pack's names in Hungarian, as the log lines need them. */
export interface Names {
  /** What the pack calls the thing of this id (a place, a class, gear...) in Hungarian, if anything. */
  readonly id: (id: string) => string | undefined;
  /** A name the rules wrote in English, in Hungarian; a name it does not know stays as written. */
  readonly name: (english: string) => string;
}

/** Names as the rules wrote them: for a caller that has no pack at hand. */
export const AS_WRITTEN: Names = { id: () => undefined, name: (english) => english };

/** What the event's field names by id (a figure, card or gear), by the name the rules put beside it (`names`). */
function who(e: GameEvent, n: Names, field: string): string {
  const id = str(e[field]);
  const names = e['names'] as Record<string, unknown> | undefined;
  const name = names && typeof names === 'object' ? names[id] : undefined;
  return typeof name === 'string' ? n.name(name) : id;
}

/** What the event's field lists by id, each by the name the rules put beside it. */
function whoAll(e: GameEvent, n: Names, field: string): string[] {
  const ids = Array.isArray(e[field]) ? (e[field] as unknown[]).map(str) : [];
  const names = e['names'] as Record<string, unknown> | undefined;
  return ids.map((id) => {
    const name = names && typeof names === 'object' ? names[id] : undefined;
    return typeof name === 'string' ? n.name(name) : id;
  });
}

/** A list field's strings (an older or odd event may lack it). */
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

/** Names in their first order, each once, with its count when above 1: "Lövés ×5, Roham 2". */
function counted(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const x of names) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].map(([x, k]) => (k > 1 ? `${x} ×${k}` : x)).join(', ');
}

/** Who paid what for a job when the players named the payment (AMB-13): "; fizetve: ...", else nothing. */
function paidHu(e: GameEvent, n: Names): string {
  const paid = e['paid'];
  if (!Array.isArray(paid) || paid.length === 0) return '';
  const plan = (paid as Array<Record<string, unknown>>).map((p) => ({
    char: str(p['char']),
    store: p['store'] === 'carried' ? ('carried' as const) : ('storeroom' as const),
    module: str(p['module']),
    count: num(p['count']),
  }));
  const names = e['names'] as Record<string, unknown> | undefined;
  const name = (id: string): string => {
    const english = names && typeof names === 'object' ? names[id] : undefined;
    return typeof english === 'string' ? n.name(english) : id;
  };
  return `; fizetve: ${paymentWords(plan, 'hu', name)}`;
}

/** The pieces listed in an exchange's field by name (modules by type), and a count of module tokens. */
function pieces(e: GameEvent, n: Names, field: string, tokens: number): string {
  const ids = Array.isArray(e[field]) ? (e[field] as unknown[]).map(str) : [];
  const names = e['names'] as Record<string, unknown> | undefined;
  const named = ids.map((id) => {
    const name = names && typeof names === 'object' ? names[id] : undefined;
    return typeof name === 'string' ? n.name(name) : itemName(id, 'hu');
  });
  return [...named, ...(tokens > 0 ? [`${tokens} modul`] : [])].join(', ');
}

/** The English text up to the first of the given markers: the name the rules put first, in Hungarian. */
function lead(e: GameEvent, n: Names, fallback: unknown, ...markers: string[]): string {
  const t = typeof e.text === 'string' ? e.text : '';
  let cut = -1;
  for (const m of markers) {
    const i = t.indexOf(m);
    if (i > 0 && (cut < 0 || i < cut)) cut = i;
  }
  // The fallback is already a name from `who`, or an id.
  return cut > 0 ? n.name(t.slice(0, cut)) : str(fallback);
}

/** A place by its id, in Hungarian where the pack names it. */
const place = (e: GameEvent, n: Names, field: string): string => n.id(str(e[field])) ?? str(e[field]);

/** The first number in the English text, for events that carry it only there. */
function firstNumber(e: GameEvent): string {
  const m = /\d+/.exec(typeof e.text === 'string' ? e.text : '');
  return m ? m[0] : '?';
}

/**
 * What a Morale spend bought, for the Hungarian line: an MP (HU-MOVE-06), or the To Hit and dice an
 * attack's uses bought where the event counts them (the `moraleStacking` option, AMB-27).
 */
function moraleBought(e: GameEvent): string {
  if (e.rule === 'HU-MOVE-06') return ' +1 MP-ért';
  const hits = num(e['toHit']);
  const dice = num(e['dice']);
  const parts = [...(hits > 0 ? [`+${hits} találat`] : []), ...(dice > 0 ? [`+${dice} kocka`] : [])];
  return parts.length > 0 ? `: ${parts.join(', ')}` : '';
}

const ATTACK_HU: Record<string, string> = { melee: 'közelharci', ranged: 'távolsági', area: 'területi' };
const ROOM_HU: Record<string, string> = {
  forge: 'kovácsműhely',
  workshop: 'műhely',
  armory: 'fegyvertár',
  gunsmith: 'fegyverműves',
  lab: 'laboratórium',
};
const TOKEN_HU: Record<string, string> = {
  smoke: 'füst',
  explosives: 'robbanószer',
  combustibles: 'gyúlékony anyag',
  chemicals: 'vegyszer',
};
const BASIC_HU: Record<string, string> = {
  move: 'alap mozgás',
  'double-move': 'két alap mozgás egyben (2 MP)',
  melee: 'alap közelharci támadás',
  interact: 'alap interakció',
};
const LIST_HU: Record<string, string> = {
  melee: 'közelharcban',
  near: 'a legközelebbi szereplő 1 mezőre van',
  far: 'minden szereplő legalább 2 mezőre van',
};

/** An enemy entry ("Move 1 to target + Ranged Attack") in Hungarian, step by step. */
function entryHu(v: unknown): string {
  return str(v)
    .split(' + ')
    .map((step) => {
      const to = /^Move (\d+) to target$/.exec(step);
      if (to) return `${to[1] ?? ''} mozgás a célpont felé`;
      const away = /^Move (\d+) away$/.exec(step);
      if (away) return `${away[1] ?? ''} mozgás távolodva`;
      const fixed: Record<string, string> = {
        'Parting Leap': 'elszakadó ugrás',
        'Melee Attack': 'közelharci támadás',
        'Ranged Attack': 'lövés',
        'Area Attack': 'területi támadás',
      };
      return fixed[step] ?? step;
    })
    .join(' + ');
}

type Line = (e: GameEvent, n: Names) => string;

/**
 * The article before a card's number: a number with leading zeros (001) is read digit by digit
 * ("nulla-nulla-egy"), so it takes "a"; any other by its reading.
 */
function cardArticle(card: string): 'a' | 'az' {
  return /^0\d/.test(card) ? 'a' : huArticle(card);
}

/**
 * A name in the dative ("a Katonának", "a Szanitécnek"): a final a or e lengthens, and the ending
 * follows the last vowel that is not i (back: -nak, else -nek).
 */
function dative(name: string): string {
  const stem = name.endsWith('a') ? `${name.slice(0, -1)}á` : name.endsWith('e') ? `${name.slice(0, -1)}é` : name;
  const vowels = stem.toLowerCase().match(/[aáeéoóöőuúüű]/g) ?? [];
  const last = vowels[vowels.length - 1];
  return `${stem}${last !== undefined && 'aáoóuú'.includes(last) ? 'nak' : 'nek'}`;
}

const LINES: Record<string, Line> = {
  'hunters/activate': (e, n) => `${lead(e, n, who(e, n, 'character'), ' acts')} következik.`,
  'hunters/area-attack': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' makes ')} területi támadást indít ide: ${at(e['at'])}.`,
  'hunters/area-hit': (e, n) =>
    e['enemy'] !== undefined
      ? `${lead(e, n, who(e, n, 'enemy'), ' is caught')} is a robbanásba kerül: ${faces(e['faces'])}, ${num(e['successes'])} siker.`
      : `${lead(e, n, who(e, n, 'character'), ' is caught')} is a támadás alá kerül: ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs.`,
  'hunters/arrive': (e, n) => `Megérkezés: ${place(e, n, 'location')}.`,
  'hunters/attack': (e, n) =>
    e['damage'] === undefined
      ? `${lead(e, n, who(e, n, 'character'), ' rolls ')} dobása: ${faces(e['faces'])}; ${num(e['successes'])} siker.`
      : `${lead(e, n, who(e, n, 'character'), ' attacks ')} ${ATTACK_HU[str(e['attack'])] ?? ''} támadása (${who(e, n, 'enemy')}): ${faces(e['faces'])}, találati érték ${num(e['toHit'])}; ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs, ${num(e['damage'])} sebzés.`,
  'hunters/back-to-campaign': () => 'A küldetésnek vége: a sebek, a leletek és a jutalmak átkerülnek a hadjáratba.',
  'hunters/base-heal': (e, n) => `${who(e, n, 'character')} 1 Életerőt gyógyul a bázison.`,
  'hunters/basic': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ': basic')}: ${BASIC_HU[str(e['action'])] ?? str(e['action'])}.`,
  'hunters/buy': (e, n) =>
    e['blueprint'] !== undefined
      ? `${who(e, n, 'character')} ${num(e['price'])} üzemanyagcelláért megveszi a csapatnak a tervrajzot: ${who(e, n, 'gear')}.`
      : `${who(e, n, 'character')} vásárol: ${who(e, n, 'gear')}.`,
  'hunters/blueprint-won': (e, n) => `A csapat elnyeri a tervrajzot: ${who(e, n, 'gear')}.`,
  'hunters/camp-wound': (e, n) => `${who(e, n, 'character')} ${num(e['amount'])} Életerőt veszít.`,
  'hunters/campaign-lost': (e) =>
    `Letelt ${huArticle(firstNumber(e))} ${firstNumber(e)}. nap, a fő cselekmény megoldatlan: a hadjárat elveszett.`,
  'hunters/campaign-won': () => 'A fő cselekmény megoldva: a hadjárat megnyerve.',
  // The option is its printed label ("B"); a number counts from 0.
  'hunters/card': (e, n) =>
    `${who(e, n, 'card')} lap: ${typeof e['option'] === 'number' ? `${e['option'] + 1}.` : `„${str(e['option'])}”`} lehetőség.`,
  'hunters/card-done': (e, n) =>
    `${who(e, n, 'card')} lap elintézve: ${HANDLING_HU[str(e['handling'])] ?? str(e['handling'])}.`,
  'hunters/collected': (e, n) => `${lead(e, n, who(e, n, 'character'), ' collects')} begyűjt egy leletet.`,
  'hunters/constructed': (e, n) => `Elkészült: ${who(e, n, 'gear')}; ${who(e, n, 'owner')} raktárába kerül.`,
  'hunters/construction': (e, n) =>
    `Épül: ${who(e, n, 'gear')}; kész lesz ${huArticle(num(e['due']))} ${num(e['due'])}. napon${paidHu(e, n)}.`,
  'hunters/cured': (e, n) => `${lead(e, n, who(e, n, 'character'), ' is cured')} kigyógyul a mérgezésből.`,
  'hunters/cycle': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' gives up')} egy akcióért lapot cserél: ${who(e, n, 'card')} eldobva, új lap húzva.`,
  'hunters/day': (e) => `${num(e['day'])}. nap.`,
  'hunters/day-event': (e, n) => `Napi esemény: ${huArticle(who(e, n, 'card'))} ${who(e, n, 'card')} lap felolvasása.`,
  'hunters/difficulty': (e) =>
    `A nehézség ${difficultyName(str(e['previous']), 'hu')} fokozatról ${difficultyName(str(e['difficulty']), 'hu')} fokozatra emelkedik a további küldetésekre.`,
  'hunters/deck': (e, n) =>
    `${who(e, n, 'character')} küldetéspaklija (${strings(e['cards']).length} lap): ${counted(whoAll(e, n, 'cards'))}.`,
  'hunters/deployed': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' is placed')} lehelyezve: ${at(e['at'])}${e['hidden'] === true ? ', rejtve' : ''}.`,
  'hunters/detonate': (e, n) => `${lead(e, n, who(e, n, 'character'), ' presses')} megnyomja a távirányító gombját.`,
  'hunters/doubled': (e) => {
    const n = Number(firstNumber(e));
    return `Valaki eszméletlen: ${n} napból ${2 * n} lesz.`;
  },
  'hunters/draw': (e, n) => `${lead(e, n, who(e, n, 'character'), ' draws')} húz: ${who(e, n, 'card')}.`,
  'hunters/encounter': (e) => `Találkozás: lap húzása ${huArticle(firstNumber(e))} ${firstNumber(e)}. zónából.`,
  'hunters/encounter-roll': (e) =>
    `Találkozásdobás: ${e['face'] === 'shield' ? 'pajzs' : e['face'] === 'blank' ? 'üres' : str(e['face'])}.`,
  'hunters/enemy-attack': (e, n) =>
    `${lead(e, n, who(e, n, 'enemy'), ' rolls ')} ${ATTACK_HU[str(e['attack'])] ?? ''} támadása ${who(e, n, 'character')} ellen: ${faces(e['faces'])}, találati érték ${num(e['toHit'])}; ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs, ${num(e['damage'])} sebzés.`,
  'hunters/enemy-destroyed': (e, n) => `${lead(e, n, who(e, n, 'enemy'), ' is destroyed')} megsemmisült.`,
  'hunters/enemy-disabled': (e, n) => `${lead(e, n, who(e, n, 'enemy'), ' is disabled')} bénult, elveszti az akcióját.`,
  'hunters/enemy-entry': (e, n) => `${lead(e, n, who(e, n, 'enemy'), ' is ')} sora: ${entryHu(e['entry'])}.`,
  'hunters/enemy-entry-skipped': (e, n) =>
    `${lead(e, n, who(e, n, 'enemy'), ' cannot ')} most nem tudja ezt: ${entryHu(e['entry'])}; jön a következő sor.`,
  'hunters/enemy-idle': (e, n) => `${lead(e, n, who(e, n, 'enemy'), ' can do')} semmit sem tud tenni: az akció elvész.`,
  'hunters/enemy-list': (e, n) =>
    `${lead(e, n, who(e, n, 'enemy'), ', action')}, ${num(e['action'])}. akció: ${huArticle(LIST_HU[str(e['list'])] ?? '')} „${LIST_HU[str(e['list'])] ?? ''}” listát használja.`,
  'hunters/enemy-move': (e, n) => `${lead(e, n, who(e, n, 'enemy'), ' moves')} lép: ${at(e['from'])} → ${at(e['to'])}.`,
  'hunters/enemy-order': (e, n) =>
    e['enemy'] !== undefined
      ? `A játékosok döntése: elsőként ${who(e, n, 'enemy')} cselekszik.`
      : 'Az egyenlő ellenségek sorrendjét a program sorsolta.',
  'hunters/enemy-phase': () => 'Az ellenségek következnek, a nyomtatott Életerő szerint csökkenő sorrendben.',
  'hunters/enemy-skip': (e, n) =>
    `${lead(e, n, who(e, n, 'enemy'), ' gains')} semmit sem nyer a távolodással, ezért marad.`,
  'hunters/enemy-target': (e, n) =>
    e['character'] !== undefined
      ? `${lead(e, n, who(e, n, 'enemy'), ' strikes', ' targets')} célpontja: ${who(e, n, 'character')}.`
      : `${lead(e, n, who(e, n, 'enemy'), ' cannot')} a saját mezőjére lő területi támadást.`,
  'hunters/enemy-wounded': (e, n) =>
    `${lead(e, n, who(e, n, 'enemy'), ' loses')} ${num(e['lost'] ?? e['amount'])} Életerőt veszít (marad ${num(e['health'])}).`,
  // Mid-mission a discard makes room for the finding on the thrower's space (`at`); between missions it has none.
  'hunters/discarded': (e, n) => {
    const where = e['at'] ? at(e['at']) : '';
    const why = where ? `, hogy helyet csináljon ${huArticle(where)} ${where} mezőn fekvő leletnek` : '';
    return `${who(e, n, 'character')} eldob ${handedItem(str(e['item']), 'hu')}${why}.`;
  },
  'hunters/event-token': (e, n) => `Eseményjelző lekerül ${huArticle(who(e, n, 'card'))} ${who(e, n, 'card')} lapról.`,
  'hunters/exchange': (e, n) => {
    const a = who(e, n, 'character');
    const b = who(e, n, 'with');
    const net = num(e['modules']);
    const give = pieces(e, n, 'give', net < 0 ? -net : 0);
    const take = pieces(e, n, 'take', net > 0 ? net : 0);
    return e['rule'] === 'HU-INTERACT-03'
      ? `${a} elvesz az eszméletlen ${b} szereplőtől: ${take || 'semmit'}.`
      : `${a} és ${b} felszerelést cserél${give ? `; ${a} átad: ${give}` : ''}${take ? `; ${a} elvesz: ${take}` : ''}.`;
  },
  'hunters/expansion': (e, n) =>
    `Bővítés: ${huArticle(ROOM_HU[str(e['room'])] ?? str(e['room']))} ${ROOM_HU[str(e['room'])] ?? str(e['room'])} ${num(e['level'])}. szintre lép ${huArticle(num(e['due']))} ${num(e['due'])}. napon${paidHu(e, n)}.`,
  'hunters/food': (e, n) => `${who(e, n, 'character')} megeszik 1 Élelmet.`,
  'hunters/food-shared': (e, n) =>
    `${who(e, n, 'from')} 1 Élelmet ad ${huArticle(who(e, n, 'to'))} ${dative(who(e, n, 'to'))}.`,
  'hunters/fuel': (e, n) => `Egy üzemanyagcella működteti tovább: ${who(e, n, 'gear')}.`,
  'hunters/full-auto': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' fires')} sorozatlövést ad le (-1 találati érték).`,
  'hunters/gear-off': (e, n) => `Kikapcsol: ${who(e, n, 'gear')}.`,
  'hunters/gear-on': (e, n) => `${lead(e, n, who(e, n, 'character'), ' switches')} bekapcsolja: ${who(e, n, 'gear')}.`,
  'hunters/gear-placed': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' leaves')} lerakja: ${who(e, n, 'gear')}${num(e['fuel']) > 0 ? `, ${num(e['fuel'])} üzemanyagcellával` : ''}.`,
  'hunters/gear-used': (e, n) =>
    `${who(e, n, 'character')} használja: ${who(e, n, 'gear')}${typeof e['on'] === 'string' ? ` (${who(e, n, 'on')} javára)` : ''}.`,
  'hunters/gear-used-once': (e, n) =>
    `${who(e, n, 'character')} felszerelését (${who(e, n, 'gear')}) egyszer már használták; egy használat maradt.`,
  'hunters/gear-used-up': (e, n) => `${who(e, n, 'character')} felszerelése elfogyott: ${who(e, n, 'gear')}.`,
  'hunters/hand-over': (e, n) =>
    `${who(e, n, 'from')} átadja ${who(e, n, 'to')} szereplőnek: ${itemName(str(e['item']), 'hu')}.`,
  'hunters/goto-option': (e, n) =>
    `${huArticle(str(e['source'])) === 'az' ? 'Az' : 'A'} ${str(e['source'])} lap továbbküld: ${huArticle(who(e, n, 'card'))} ${who(e, n, 'card')} lap „${str(e['option'])}” lehetősége azonnal érvényes.`,
  'hunters/healed': (e, n) =>
    e['by'] !== undefined
      ? `${who(e, n, 'by')} gyógyítja: ${who(e, n, 'character')}.`
      : `${who(e, n, 'character') || lead(e, n, '', ' is treated', ' comes', ' gives')} gyógyul.`,
  'hunters/hidden': (e, n) => `${lead(e, n, who(e, n, 'character'), ' hides')} elrejtőzik.`,
  'hunters/implant': (e, n) => `${who(e, n, 'character')} beültetett implantátuma: ${who(e, n, 'gear')}.`,
  'hunters/job': (e, n) =>
    `${huArticle(who(e, n, 'card')) === 'az' ? 'Az' : 'A'} ${who(e, n, 'card')} lap szerint a megbízás nehézsége ${num(e['level'])} (legfeljebb 3).`,
  'hunters/joined': (e, n) => `Új szereplő csatlakozik: ${who(e, n, 'character')}, ${num(e['level'])}. szint.`,
  'hunters/keep': (e, n) =>
    e['card'] !== undefined
      ? `${lead(e, n, who(e, n, 'character'), ' keeps')} megtartja: ${who(e, n, 'card')}.`
      : `${lead(e, n, who(e, n, 'character'), "'s hand")} kezét a program tölti fel.`,
  'hunters/killed': (e, n) => `${who(e, n, 'character')} meghalt (a szereplő kiesik).`,
  'hunters/left': (e, n) => `${who(e, n, 'character')} kilép; holmiját az örököse kapja.`,
  'hunters/spread': (e, n) => `Eggyel több ${who(e, n, 'enemy')} áll ezeken a mezőkön: ${list(e['extra'])}.`,
  'hunters/left-out': (e, n) =>
    `${who(e, n, 'character')} eszméletlen, ezért kimarad ${huArticle(str(e['mission']))} ${str(e['mission'])} küldetésből.`,
  'hunters/left-board': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' steps off')} lelép a tábláról, és elhagyja a küldetést.`,
  'hunters/level-up': (e, n) =>
    `${who(e, n, 'character')} eléri ${huArticle(num(e['level']))} ${num(e['level'])}. szintet.`,
  'hunters/melee-begins': (e, n) =>
    e['enemy'] !== undefined
      ? `${lead(e, n, who(e, n, 'enemy'), ' is now')} közelharcba került.`
      : `${lead(e, n, who(e, n, 'character'), ' enters')} közelharcba kerül; a mozgás véget ér.`,
  'hunters/mental-defence': (e, n) =>
    `${lead(e, n, who(e, n, e['enemy'] !== undefined ? 'enemy' : 'character'), ' rolls ')} mentális védelme (${num(e['value'])}): dobás ${num(e['face'])}, ${e['success'] === true ? 'ellenáll' : 'bénult ebben és a következő körben'}.`,
  'hunters/mission-end': (e) => `Küldetés ${e['victory'] === true ? 'megnyerve' : 'elveszítve'}.`,
  'hunters/mission-launched': (e) => `Küldetés vár a csapatra: ${str(e['mission'])}.`,
  // Games recorded before the event named its mission and reason say only this much.
  'hunters/mission-refused': (e) =>
    e['mission'] === undefined
      ? 'A csapat nem tudja vállalni a küldetést; elveszettnek számít.'
      : `A csapat nem tudja vállalni ${huArticle(str(e['mission']))} ${str(e['mission'])} küldetést; elveszettnek számít.`,
  'hunters/mission-start': (e) => `Indul ${huArticle(str(e['mission']))} ${str(e['mission'])} küldetés.`,
  'hunters/morale': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' spends')} ${num(e['spent']) || 1} Morált költ el${moraleBought(e)}.`,
  'hunters/no-token': () => 'Mind a négy eseményjelző betű foglalt: ez a rész kimarad.',
  'hunters/over-card': (e, n) =>
    `Ezen a helyen fölül fekszik ${cardArticle(who(e, n, 'card'))} ${who(e, n, 'card')} lap: most fel kell olvasni.`,
  'hunters/park': (e, n) => `${who(e, n, 'character')} kék helyre teszi (ott nem működik): ${who(e, n, 'gear')}.`,
  'hunters/parting-leap': (e, n) => `${lead(e, n, who(e, n, 'character'), ' makes')} elszakadó ugrást tesz.`,
  'hunters/penalty-attack': (e, n) =>
    `Büntetőtámadás: ${who(e, n, 'enemy')} és ${who(e, n, 'character')} között, 3-as találati értékkel.`,
  'hunters/penalty-day': () => 'Egy eszméletlen szereplő nem veszíthetett Életerőt: még egy nap telik el.',
  'hunters/play': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' plays')} kijátssza: ${who(e, n, 'card')}${e['enhancement'] ? `, erősítés: ${who(e, n, 'enhancement')}` : ''}.`,
  'hunters/plot-lost': (e) =>
    `Elveszett ${huArticle(str(e['mission']))} ${str(e['mission'])} döntő küldetés: a hadjáratot már nem lehet megnyerni.`,
  'hunters/reaction': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' reacts')} reagál (${who(e, n, 'card')}), megszakítva: ${who(e, n, 'enemy')}.`,
  'hunters/reloaded': (e, n) => `${lead(e, n, who(e, n, 'character'), ' reloads')} újratölti: ${who(e, n, 'gear')}.`,
  'hunters/reshuffle': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' shuffles')} megkeveri a használt lapokat új húzópaklinak.`,
  'hunters/rest': () => 'A csapat pihen: mindenki +1 Életerő.',
  'hunters/reveal': (e, n) =>
    `${huArticle(who(e, n, 'card')) === 'az' ? 'Az' : 'A'} ${who(e, n, 'card')} lap felfordítva.`,
  'hunters/revealed': (e, n) => `${who(e, n, 'character')} többé nem rejtőzik.`,
  'hunters/revived': (e, n) =>
    `${who(e, n, 'by')} felélesztette: ${who(e, n, 'character')} 1 Életerővel; ebben a körben nem cselekszik.`,
  'hunters/rewards': (e) =>
    `Küldetés megnyerve: fejenként ${num(e['xp'])} TP${e['satOut'] === undefined ? '' : ' azoknak, akik részt vettek rajta'}.`,
  'hunters/room-expanded': (e) =>
    `${huArticle(ROOM_HU[str(e['room'])] ?? str(e['room'])) === 'az' ? 'Az' : 'A'} ${ROOM_HU[str(e['room'])] ?? str(e['room'])} eléri ${huArticle(num(e['level']))} ${num(e['level'])}. szintet.`,
  'hunters/activity-skipped': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' leaves')} kihagyja ${SKIPPED_HU[str(e['activity'])] ?? 'a tevékenységet'}.`,
  'hunters/rotate': (e, n) => {
    const to = typeof e['facing'] === 'number' ? FACING_NAMES_HU[e['facing']] : undefined;
    return `${lead(e, n, who(e, n, 'character'), ' turns')} megfordul${to ? `: ${to} felé néz` : ''}.`;
  },
  'hunters/sell': (e, n) => `${who(e, n, 'character')} elad: ${who(e, n, 'gear')}.`,
  'hunters/sound-generator': (e, n) =>
    `${lead(e, n, who(e, n, 'enemy'), ' attacks')} a hanggenerátort támadja; a generátor megsemmisül.`,
  'hunters/story-token': (e) =>
    e['held'] === true
      ? `${huArticle(`${str(e['token'])}.`) === 'az' ? 'Az' : 'A'} ${str(e['token'])}. történetjelző a csapathoz kerül.`
      : `${huArticle(`${str(e['token'])}.`) === 'az' ? 'Az' : 'A'} ${str(e['token'])}. történetjelző lekerül a csapattól.`,
  'hunters/spoils': (e, n) => {
    const first = whoAll(e, n, 'pickers');
    const lead =
      first.length > 1
        ? ` Hogy ki kezd, azt a játékosok döntik el: ${first.join(' vagy ')}.`
        : first.length === 1
          ? ` Elsőként választ: ${first[0] ?? ''}.`
          : '';
    return `A zsákmányból egyenként választanak: ${spoilsList(strings(e['items']), 'hu')}.${lead}`;
  },
  'hunters/spoils-pass': (e, n) => `${who(e, n, 'character')} semmit sem tud elvinni a maradékból: a sor továbblép.`,
  'hunters/spoils-pick': (e, n) =>
    `${who(e, n, 'character')} ${handedItem(str(e['item']), 'hu')} választ a zsákmányból.`,
  'hunters/spoils-stored': (e, n) =>
    `A zsákmány maradékát senki sem tudja elvinni: ${spoilsList(strings(e['items']), 'hu')} ${who(e, n, 'character')} raktárába kerül.`,
  'hunters/step': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' steps')} lép: ${at(e['to'])}, ${num(e['cost'])} MP.`,
  'hunters/stimulant-crash': (e, n) => `${who(e, n, 'character')}: lecseng a stimuláns, 1 Életerő elvész.`,
  'hunters/stored': (e, n) =>
    e['item'] === undefined
      ? `${who(e, n, 'character')} raktári mozgás: ${who(e, n, 'gear')}.`
      : `${who(e, n, 'character')} ${e['into'] === true ? 'berakja a raktárba' : 'kiveszi a raktárból'}: ${itemName(str(e['item']), 'hu')}.`,
  'hunters/stray-six': (e, n) => {
    const hit = /strikes (.+) in the melee/.exec(typeof e.text === 'string' ? e.text : '')?.[1];
    return e['enemy'] !== undefined
      ? `Egy kósza hatos a közelharcban ezt az ellenséget éri: ${hit !== undefined ? n.name(hit) : who(e, n, 'enemy')}.`
      : `Egy kósza hatos a közelharcban ezt a szereplőt éri: ${hit !== undefined ? n.name(hit) : who(e, n, 'character')}.`;
  },
  'hunters/taken-over': (e, n) => `${who(e, n, 'character')} irányítását másik játékos veszi át.`,
  'hunters/terror': (e, n) =>
    `${lead(e, n, who(e, n, 'enemy'), ' is next', ' comes')} a rémületgenerátor mellett ${num(e['face'])}-t dob ${num(e['value'])} mentális védelem ellen: ${e['success'] === true ? 'kitart' : 'megtorpan'}.`,
  'hunters/token-blows': (e) =>
    `Felrobban ${huArticle(TOKEN_HU[str(e['kind'])] ?? str(e['kind']))} ${TOKEN_HU[str(e['kind'])] ?? str(e['kind'])} jelző: mindenki találatot kap azon a mezőn.`,
  'hunters/token-missed': (e) => `A lövés elkerüli a terepjelzőt (${faces(e['faces'])}).`,
  'hunters/tracer': () => 'Nyomjelző lőszer jelöli a célt: a kör végéig +1 találati érték a lövésekre.',
  'hunters/trap-armed': (e, n) => `Élesítve: ${who(e, n, 'gear')}.`,
  'hunters/trap-off': (e, n) => `Működésbe lép: ${who(e, n, 'gear')} itt: ${at(e['at'])}; mindenki találatot kap ott.`,
  'hunters/trap-set': (e, n) => `${who(e, n, 'character')} csapdát állít: ${who(e, n, 'gear')}.`,
  'hunters/turn': (e) => `Kezdődik ${huArticle(num(e['turn']))} ${num(e['turn'])}. kör.`,
  'hunters/turn-token': (e, n) => `${lead(e, n, who(e, n, 'character'), ' ends')} befejezi a körét.`,
  'hunters/unconscious': (e, n) => `${lead(e, n, who(e, n, 'character'), ' falls')} elveszíti az eszméletét.`,
  'hunters/unpark': (e, n) => `${who(e, n, 'character')} kiveszi a kék helyről: ${who(e, n, 'gear')}.`,
  'hunters/work': (e, n) => {
    const workers = whoAll(e, n, 'workers');
    // An older event names nobody: the wage went to each worker.
    if (!Array.isArray(e['workers'])) return `Egynapi munka: fejenként ${num(e['wage'])} üzemanyagcella.`;
    return workers.length > 0
      ? `Egynapi munka: ${workers.join(', ')} ${workers.length > 1 ? 'fejenként ' : ''}${num(e['wage'])} üzemanyagcellát kap.`
      : 'Egynapi munka: senki sem tudott dolgozni, így fizetség sincs.';
  },
  'hunters/wounded': (e, n) =>
    `${lead(e, n, who(e, n, 'character'), ' loses')} ${num(e['amount'])} Életerőt veszít (marad ${num(e['health'])}).`,
};

/** Every event type the Hungarian log words. */
export const EVENT_TYPES_HU: readonly string[] = Object.keys(LINES);

/** An event in Hungarian, naming what it names by `names`; null for a type this table does not know. */
export function eventHu(e: GameEvent, names: Names = AS_WRITTEN): string | null {
  const line = LINES[e.type];
  return line ? line(e, names) : null;
}

const ABOUT_HU: Record<string, string> = {
  'which character to move toward': 'melyik szereplő felé mozogjon az ellenség',
  'where the enemy ends its move': 'hol álljon meg az ellenség',
  'where the enemy ends its move away': 'hol álljon meg a távolodó ellenség',
  'where the enemy lands its Parting Leap': 'hová érkezzen az ellenség elszakadó ugrása',
  'which enemy the stray 6s strike': 'melyik ellenséget érjék a kósza hatosok',
};

/**
 * A decision's prompt in Hungarian, naming what it names by `names`. The rules word prompts in
 * English when they open a decision (the kernel passes no locale there), so the Hungarian is read
 * off the English shapes.
 */
export function promptHu(prompt: string, names: Names = AS_WRITTEN): string {
  const name = (s: string | undefined): string => names.name(s ?? '');
  // An enemy's name; the rules say "the enemy" when the pack names none.
  const enemyHu = (s: string | undefined): string => (s === undefined || s === 'the enemy' ? 'az ellenség' : name(s));
  let m = /^Read card ([^:]+): (.+)$/.exec(prompt);
  if (m) return `Olvassátok fel ${cardArticle(m[1] ?? '')} ${m[1] ?? ''} lapot: ${name(m[2])}`;
  m = /^Read card (.+)$/.exec(prompt);
  if (m) return `Olvassátok fel ${cardArticle(m[1] ?? '')} ${m[1] ?? ''} lapot`;
  if (prompt === 'Choose what the party does next') return 'Mit tegyen most a csapat?';
  m = /^Choose (.+)'s starting hand \((\d+) of 5\)$/.exec(prompt);
  if (m) return `${name(m[1])} kezdő kezének összeállítása (${m[2] ?? ''} / 5)`;
  m = /^Place (.+) in the deployment zone$/.exec(prompt);
  if (m) return `${name(m[1])} lehelyezése a kezdőzónában`;
  if (prompt === 'Choose which character acts next') return 'Melyik szereplő következzen?';
  m = /^(.+): take an action$/.exec(prompt);
  if (m) return `${name(m[1])}: válassz akciót`;
  m = /^(.+): move \((\d+) movement points? left\)$/.exec(prompt);
  if (m) return `${name(m[1])}: mozgás (még ${m[2] ?? ''} mozgáspont)`;
  if (prompt === 'Enemies of equal starting Health: choose which acts first')
    return 'Egyenlő kezdő Életerejű ellenségek: melyik cselekedjen elsőként?';
  m = /^Play a reaction against (.+?)\?(?: (Next it would|It is in the middle of|It has just done): (.+)\.)?$/.exec(
    prompt,
  );
  if (m)
    return `Reakció kijátszása ellene: ${enemyHu(m[1])}?${m[2] ? ` ${WHEN_HU[m[2]] ?? ''}: ${entryTextHu(m[3] ?? '')}.` : ''}`;
  m = /^Make a Penalty Attack as (.+) leaps away\?$/.exec(prompt);
  if (m) return `Büntetőtámadás, miközben elugrik: ${enemyHu(m[1])}?`;
  m = /^(\d+) (.+) over (\d+) spaces: choose the spaces that take one more$/.exec(prompt);
  if (m) return `${m[1] ?? ''} ${name(m[2])} ${m[3] ?? ''} mezőn: válasszátok ki, mely mezőkre kerül eggyel több`;
  m = /^(.+): choose (.+)$/.exec(prompt);
  if (m) return `${name(m[1])} – döntsétek el, ${ABOUT_HU[m[2] ?? ''] ?? m[2] ?? ''}`;
  m = /^Choose (.+)$/.exec(prompt);
  if (m) return `Döntsétek el: ${ABOUT_HU[m[1] ?? ''] ?? m[1] ?? ''}`;
  return prompt;
}

/** A decision's prompt in the given locale (in Hungarian naming what it names by `names`). */
export function promptWords(prompt: string, locale: Locale, names: Names = AS_WRITTEN): string {
  return locale === 'hu' ? promptHu(prompt, names) : prompt;
}
