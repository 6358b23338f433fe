/**
 * The log in Hungarian: one line per event type, built from the event's fields. Names of
 * characters, enemies, gear and cards stay as the pack gives them; where an event carries only an
 * id, the name is read off the start of the English text the rules wrote.
 */
import type { GameEvent, Locale } from '@skirmish/core';
import { difficultyName, itemName } from './words.ts';

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const at = (v: unknown): string => {
  const p = v as { x?: unknown; y?: unknown } | null;
  return p && typeof p === 'object' ? `(${str(p.x)},${str(p.y)})` : '?';
};
const list = (v: unknown): string => (Array.isArray(v) ? v.map(str).join(', ') : str(v));
const faces = (v: unknown): string => (Array.isArray(v) && v.length > 0 ? list(v) : 'nincs kocka');
const shields = (v: unknown): number => (Array.isArray(v) ? v.filter((f) => f === 'shield').length : 0);

/** What the event's field names by id (a figure, card or gear), by the name the rules put beside it (`names`). */
function who(e: GameEvent, field: string): string {
  const id = str(e[field]);
  const names = e['names'] as Record<string, unknown> | undefined;
  const name = names && typeof names === 'object' ? names[id] : undefined;
  return typeof name === 'string' ? name : id;
}

/** The pieces listed in an exchange's field by name (modules by type), and a count of module tokens. */
function pieces(e: GameEvent, field: string, tokens: number): string {
  const ids = Array.isArray(e[field]) ? (e[field] as unknown[]).map(str) : [];
  const names = e['names'] as Record<string, unknown> | undefined;
  const named = ids.map((id) => {
    const n = names && typeof names === 'object' ? names[id] : undefined;
    return typeof n === 'string' ? n : itemName(id, 'hu');
  });
  return [...named, ...(tokens > 0 ? [`${tokens} modul`] : [])].join(', ');
}

/** The English text up to the first of the given markers: the name the rules put first. */
function lead(e: GameEvent, fallback: unknown, ...markers: string[]): string {
  const t = typeof e.text === 'string' ? e.text : '';
  let cut = -1;
  for (const m of markers) {
    const i = t.indexOf(m);
    if (i > 0 && (cut < 0 || i < cut)) cut = i;
  }
  return cut > 0 ? t.slice(0, cut) : str(fallback);
}

/** The first number in the English text, for events that carry it only there. */
function firstNumber(e: GameEvent): string {
  const m = /\d+/.exec(typeof e.text === 'string' ? e.text : '');
  return m ? m[0] : '?';
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

type Line = (e: GameEvent) => string;

const LINES: Record<string, Line> = {
  'hunters/activate': (e) => `${lead(e, who(e, 'character'), ' acts')} következik.`,
  'hunters/area-attack': (e) =>
    `${lead(e, who(e, 'character'), ' makes ')} területi támadást indít ide: ${at(e['at'])}.`,
  'hunters/area-hit': (e) =>
    e['enemy'] !== undefined
      ? `${lead(e, who(e, 'enemy'), ' is caught')} is a robbanásba kerül: ${faces(e['faces'])}, ${num(e['successes'])} siker.`
      : `${lead(e, who(e, 'character'), ' is caught')} is a támadás alá kerül: ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs.`,
  'hunters/arrive': (e) => `A csapat megérkezik ide: ${str(e['location'])}.`,
  'hunters/attack': (e) =>
    e['damage'] === undefined
      ? `${lead(e, who(e, 'character'), ' rolls ')} dobása: ${faces(e['faces'])}; ${num(e['successes'])} siker.`
      : `${lead(e, who(e, 'character'), ' attacks ')} ${ATTACK_HU[str(e['attack'])] ?? ''} támadása (${who(e, 'enemy')}): ${faces(e['faces'])}, találati érték ${num(e['toHit'])}; ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs, ${num(e['damage'])} sebzés.`,
  'hunters/back-to-campaign': () => 'A küldetésnek vége: a sebek, a leletek és a jutalmak átkerülnek a hadjáratba.',
  'hunters/base-heal': (e) => `${who(e, 'character')} 1 Életerőt gyógyul a bázison.`,
  'hunters/basic': (e) =>
    `${lead(e, who(e, 'character'), ': basic')}: ${BASIC_HU[str(e['action'])] ?? str(e['action'])}.`,
  'hunters/buy': (e) => `${who(e, 'character')} vásárol: ${who(e, 'gear')}.`,
  'hunters/camp-wound': (e) => `${who(e, 'character')} ${num(e['amount'])} Életerőt veszít.`,
  'hunters/campaign-lost': (e) =>
    `Letelt a(z) ${firstNumber(e)}. nap, a fő cselekmény megoldatlan: a hadjárat elveszett.`,
  'hunters/campaign-won': () => 'A fő cselekmény megoldva: a hadjárat megnyerve.',
  // The option is its printed label ("B"); a number counts from 0.
  'hunters/card': (e) =>
    `${who(e, 'card')} lap: ${typeof e['option'] === 'number' ? `${e['option'] + 1}.` : `„${str(e['option'])}”`} lehetőség.`,
  'hunters/card-done': (e) => `${who(e, 'card')} lap elintézve (${str(e['handling'])}).`,
  'hunters/collected': (e) => `${lead(e, who(e, 'character'), ' collects')} begyűjt egy leletet.`,
  'hunters/constructed': (e) => `Elkészült: ${who(e, 'gear')}; ${who(e, 'owner')} raktárába kerül.`,
  'hunters/construction': (e) => `Épül: ${who(e, 'gear')}; kész lesz a(z) ${num(e['due'])}. napon.`,
  'hunters/cured': (e) => `${lead(e, who(e, 'character'), ' is cured')} kigyógyul a mérgezésből.`,
  'hunters/cycle': (e) =>
    `${lead(e, who(e, 'character'), ' gives up')} egy akcióért lapot cserél: ${who(e, 'card')} eldobva, új lap húzva.`,
  'hunters/day': (e) => `${num(e['day'])}. nap.`,
  'hunters/day-event': (e) => `Napi esemény: a(z) ${who(e, 'card')} lap felolvasása.`,
  'hunters/difficulty': (e) =>
    `A nehézség ${difficultyName(str(e['previous']), 'hu')} fokozatról ${difficultyName(str(e['difficulty']), 'hu')} fokozatra emelkedik a további küldetésekre.`,
  'hunters/deployed': (e) =>
    `${lead(e, who(e, 'character'), ' is placed')} lehelyezve: ${at(e['at'])}${e['hidden'] === true ? ', rejtve' : ''}.`,
  'hunters/detonate': (e) => `${lead(e, who(e, 'character'), ' presses')} megnyomja a távirányító gombját.`,
  'hunters/doubled': (e) => {
    const n = Number(firstNumber(e));
    return `Valaki eszméletlen: ${n} napból ${2 * n} lesz.`;
  },
  'hunters/draw': (e) => `${lead(e, who(e, 'character'), ' draws')} húz: ${who(e, 'card')}.`,
  'hunters/encounter': (e) => `Találkozás: lap húzása a(z) ${firstNumber(e)}. zónából.`,
  'hunters/encounter-roll': (e) =>
    `Találkozásdobás: ${e['face'] === 'shield' ? 'pajzs' : e['face'] === 'blank' ? 'üres' : str(e['face'])}.`,
  'hunters/enemy-attack': (e) =>
    `${lead(e, who(e, 'enemy'), ' rolls ')} ${ATTACK_HU[str(e['attack'])] ?? ''} támadása ${who(e, 'character')} ellen: ${faces(e['faces'])}, találati érték ${num(e['toHit'])}; ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs, ${num(e['damage'])} sebzés.`,
  'hunters/enemy-destroyed': (e) => `${lead(e, who(e, 'enemy'), ' is destroyed')} megsemmisült.`,
  'hunters/enemy-disabled': (e) => `${lead(e, who(e, 'enemy'), ' is disabled')} bénult, elveszti az akcióját.`,
  'hunters/enemy-entry': (e) => `${lead(e, who(e, 'enemy'), ' is ')} sora: ${entryHu(e['entry'])}.`,
  'hunters/enemy-entry-skipped': (e) =>
    `${lead(e, who(e, 'enemy'), ' cannot ')} most nem tudja ezt: ${entryHu(e['entry'])}; jön a következő sor.`,
  'hunters/enemy-idle': (e) => `${lead(e, who(e, 'enemy'), ' can do')} semmit sem tud tenni: az akció elvész.`,
  'hunters/enemy-list': (e) =>
    `${lead(e, who(e, 'enemy'), ', action')}, ${num(e['action'])}. akció: a(z) „${LIST_HU[str(e['list'])] ?? ''}” listát használja.`,
  'hunters/enemy-move': (e) => `${lead(e, who(e, 'enemy'), ' moves')} lép: ${at(e['from'])} → ${at(e['to'])}.`,
  'hunters/enemy-order': (e) =>
    e['enemy'] !== undefined
      ? `A játékosok döntése: elsőként ${who(e, 'enemy')} cselekszik.`
      : 'Az egyenlő ellenségek sorrendjét a program sorsolta.',
  'hunters/enemy-phase': () => 'Az ellenségek következnek, a nyomtatott Életerő szerint csökkenő sorrendben.',
  'hunters/enemy-skip': (e) => `${lead(e, who(e, 'enemy'), ' gains')} semmit sem nyer a távolodással, ezért marad.`,
  'hunters/enemy-target': (e) =>
    e['character'] !== undefined
      ? `${lead(e, who(e, 'enemy'), ' strikes', ' targets')} célpontja: ${who(e, 'character')}.`
      : `${lead(e, who(e, 'enemy'), ' cannot')} a saját mezőjére lő területi támadást.`,
  'hunters/enemy-wounded': (e) =>
    `${lead(e, who(e, 'enemy'), ' loses')} ${num(e['amount'])} Életerőt veszít (marad ${num(e['health'])}).`,
  'hunters/event-token': (e) => `Eseményjelző lekerül a(z) ${who(e, 'card')} lapról.`,
  'hunters/exchange': (e) => {
    const a = who(e, 'character');
    const b = who(e, 'with');
    const net = num(e['modules']);
    const give = pieces(e, 'give', net < 0 ? -net : 0);
    const take = pieces(e, 'take', net > 0 ? net : 0);
    return e['rule'] === 'HU-INTERACT-03'
      ? `${a} elvesz az eszméletlen ${b} szereplőtől: ${take || 'semmit'}.`
      : `${a} és ${b} felszerelést cserél${give ? `; ${a} átad: ${give}` : ''}${take ? `; ${a} elvesz: ${take}` : ''}.`;
  },
  'hunters/expansion': (e) =>
    `Bővítés: a(z) ${ROOM_HU[str(e['room'])] ?? str(e['room'])} ${num(e['level'])}. szintre lép a(z) ${num(e['due'])}. napon.`,
  'hunters/food': (e) => `${who(e, 'character')} megeszik 1 Élelmet.`,
  'hunters/food-shared': (e) => `${who(e, 'from')} 1 Élelmet ad neki: ${who(e, 'to')}.`,
  'hunters/fuel': (e) => `Egy üzemanyagcella működteti tovább: ${who(e, 'gear')}.`,
  'hunters/full-auto': (e) => `${lead(e, who(e, 'character'), ' fires')} sorozatlövést ad le (-1 találati érték).`,
  'hunters/gear-off': (e) => `Kikapcsol: ${who(e, 'gear')}.`,
  'hunters/gear-on': (e) => `${lead(e, who(e, 'character'), ' switches')} bekapcsolja: ${who(e, 'gear')}.`,
  'hunters/gear-placed': (e) =>
    `${lead(e, who(e, 'character'), ' leaves')} lerakja: ${who(e, 'gear')}${num(e['fuel']) > 0 ? `, ${num(e['fuel'])} üzemanyagcellával` : ''}.`,
  'hunters/gear-used': (e) => `${who(e, 'character')} használja: ${who(e, 'gear')}.`,
  'hunters/gear-used-once': (e) =>
    `${who(e, 'character')} felszerelését (${who(e, 'gear')}) egyszer már használták; egy használat maradt.`,
  'hunters/gear-used-up': (e) => `${who(e, 'character')} felszerelése elfogyott: ${who(e, 'gear')}.`,
  'hunters/hand-over': (e) =>
    `${who(e, 'from')} átadja ${who(e, 'to')} szereplőnek: ${itemName(str(e['item']), 'hu')}.`,
  'hunters/goto-option': (e) =>
    `A(z) ${str(e['source'])} lap továbbküld: a(z) ${who(e, 'card')} lap „${str(e['option'])}” lehetősége azonnal érvényes.`,
  'hunters/healed': (e) =>
    e['by'] !== undefined
      ? `${who(e, 'by')} gyógyítja: ${who(e, 'character')}.`
      : `${who(e, 'character') || lead(e, '', ' is treated', ' comes', ' gives')} gyógyul.`,
  'hunters/hidden': (e) => `${lead(e, who(e, 'character'), ' hides')} elrejtőzik.`,
  'hunters/implant': (e) => `${who(e, 'character')} beültetett implantátuma: ${who(e, 'gear')}.`,
  'hunters/job': (e) => `A(z) ${who(e, 'card')} lap szerint a megbízás nehézsége ${num(e['level'])} (legfeljebb 3).`,
  'hunters/joined': (e) => `Új szereplő csatlakozik: ${who(e, 'character')}, ${num(e['level'])}. szint.`,
  'hunters/keep': (e) =>
    e['card'] !== undefined
      ? `${lead(e, who(e, 'character'), ' keeps')} megtartja: ${who(e, 'card')}.`
      : `${lead(e, who(e, 'character'), "'s hand")} kezét a program tölti fel.`,
  'hunters/killed': (e) => `${who(e, 'character')} meghalt (a szereplő kiesik).`,
  'hunters/left': (e) => `${who(e, 'character')} kilép; holmiját az örököse kapja.`,
  'hunters/left-board': (e) =>
    `${lead(e, who(e, 'character'), ' steps off')} lelép a tábláról, és elhagyja a küldetést.`,
  'hunters/level-up': (e) => `${who(e, 'character')} eléri a(z) ${num(e['level'])}. szintet.`,
  'hunters/melee-begins': (e) =>
    e['enemy'] !== undefined
      ? `${lead(e, who(e, 'enemy'), ' is now')} közelharcba került.`
      : `${lead(e, who(e, 'character'), ' enters')} közelharcba kerül; a mozgás véget ér.`,
  'hunters/mental-defence': (e) =>
    `${lead(e, who(e, 'enemy'), ' rolls ')} mentális védelme (${num(e['value'])}): dobás ${num(e['face'])}, ${e['success'] === true ? 'ellenáll' : 'bénult ebben és a következő körben'}.`,
  'hunters/mission-end': (e) => `Küldetés ${e['victory'] === true ? 'megnyerve' : 'elveszítve'}.`,
  'hunters/mission-launched': (e) => `Indul a(z) ${str(e['mission'])} küldetés.`,
  'hunters/mission-refused': (e) => `A csapat nem vállalhatja a(z) ${str(e['mission'])} küldetést.`,
  'hunters/mission-start': (e) => `Indul a(z) ${str(e['mission'])} küldetés.`,
  'hunters/morale': (e) => `${lead(e, who(e, 'character'), ' spends')} ${num(e['spent']) || 1} Morált költ el.`,
  'hunters/no-token': () => 'Mind a négy eseményjelző betű foglalt: ez a rész kimarad.',
  'hunters/over-card': (e) => `A(z) ${who(e, 'card')} lap a hely fölött fekszik: azonnal fel kell olvasni.`,
  'hunters/park': (e) => `${who(e, 'character')} kék helyre teszi (ott nem működik): ${who(e, 'gear')}.`,
  'hunters/parting-leap': (e) => `${lead(e, who(e, 'character'), ' makes')} elszakadó ugrást tesz.`,
  'hunters/penalty-attack': (e) =>
    `Büntetőtámadás: ${who(e, 'enemy')} és ${who(e, 'character')} között, 3-as találati értékkel.`,
  'hunters/penalty-day': () => 'Egy eszméletlen szereplő nem veszíthetett Életerőt: még egy nap telik el.',
  'hunters/play': (e) =>
    `${lead(e, who(e, 'character'), ' plays')} kijátssza: ${who(e, 'card')}${e['enhancement'] ? `, erősítés: ${who(e, 'enhancement')}` : ''}.`,
  'hunters/reaction': (e) =>
    `${lead(e, who(e, 'character'), ' reacts')} reagál (${who(e, 'card')}), megszakítva: ${who(e, 'enemy')}.`,
  'hunters/reloaded': (e) => `${lead(e, who(e, 'character'), ' reloads')} újratölti: ${who(e, 'gear')}.`,
  'hunters/reshuffle': (e) =>
    `${lead(e, who(e, 'character'), ' shuffles')} megkeveri a használt lapokat új húzópaklinak.`,
  'hunters/rest': () => 'A csapat pihen: mindenki +1 Életerő.',
  'hunters/reveal': (e) => `A(z) ${who(e, 'card')} lap felfordítva.`,
  'hunters/revealed': (e) => `${who(e, 'character')} többé nem rejtőzik.`,
  'hunters/revived': (e) =>
    `${who(e, 'by')} felélesztette: ${who(e, 'character')} 1 Életerővel; ebben a körben nem cselekszik.`,
  'hunters/rewards': (e) => `Küldetés megnyerve: fejenként ${num(e['xp'])} TP.`,
  'hunters/room-expanded': (e) =>
    `A(z) ${ROOM_HU[str(e['room'])] ?? str(e['room'])} eléri a(z) ${num(e['level'])}. szintet.`,
  'hunters/rotate': (e) => `${lead(e, who(e, 'character'), ' turns')} megfordul.`,
  'hunters/sell': (e) => `${who(e, 'character')} elad: ${who(e, 'gear')}.`,
  'hunters/sound-generator': (e) =>
    `${lead(e, who(e, 'enemy'), ' attacks')} a hanggenerátort támadja; a generátor megsemmisül.`,
  'hunters/story-token': (e) =>
    e['held'] === true
      ? `A(z) ${str(e['token'])}. történetjelző a csapathoz kerül.`
      : `A(z) ${str(e['token'])}. történetjelző lekerül a csapattól.`,
  'hunters/step': (e) => `${lead(e, who(e, 'character'), ' steps')} lép: ${at(e['to'])}, ${num(e['cost'])} MP.`,
  'hunters/stimulant-crash': (e) => `${who(e, 'character')}: lecseng a stimuláns, 1 Életerő elvész.`,
  'hunters/stored': (e) => `${who(e, 'character')} raktári mozgás: ${who(e, 'gear')}.`,
  'hunters/stray-six': (e) => {
    const hit = /strikes (.+) in the melee/.exec(typeof e.text === 'string' ? e.text : '')?.[1];
    return e['enemy'] !== undefined
      ? `Egy kósza hatos a közelharcban ezt az ellenséget éri: ${hit ?? who(e, 'enemy')}.`
      : `Egy kósza hatos a közelharcban ezt a szereplőt éri: ${hit ?? who(e, 'character')}.`;
  },
  'hunters/taken-over': (e) => `${who(e, 'character')} irányítását másik játékos veszi át.`,
  'hunters/terror': (e) =>
    `${lead(e, who(e, 'enemy'), ' is next', ' comes')} a rémületgenerátor mellett ${num(e['face'])}-t dob ${num(e['value'])} mentális védelem ellen: ${e['success'] === true ? 'kitart' : 'megtorpan'}.`,
  'hunters/token-blows': (e) =>
    `Felrobban a(z) ${TOKEN_HU[str(e['kind'])] ?? str(e['kind'])} jelző: mindenki találatot kap azon a mezőn.`,
  'hunters/token-missed': (e) => `A lövés elkerüli a terepjelzőt (${faces(e['faces'])}).`,
  'hunters/tracer': () => 'Nyomjelző lőszer jelöli a célt: a kör végéig +1 találati érték a lövésekre.',
  'hunters/trap-armed': (e) => `Élesítve: ${who(e, 'gear')}.`,
  'hunters/trap-off': (e) => `Működésbe lép: ${who(e, 'gear')} itt: ${at(e['at'])}; mindenki találatot kap ott.`,
  'hunters/trap-set': (e) => `${who(e, 'character')} csapdát állít: ${who(e, 'gear')}.`,
  'hunters/turn': (e) => `Kezdődik a(z) ${num(e['turn'])}. kör.`,
  'hunters/turn-token': (e) => `${lead(e, who(e, 'character'), ' ends')} befejezi a körét.`,
  'hunters/unconscious': (e) => `${lead(e, who(e, 'character'), ' falls')} elveszíti az eszméletét.`,
  'hunters/unpark': (e) => `${who(e, 'character')} kiveszi a kék helyről: ${who(e, 'gear')}.`,
  'hunters/work': (e) => `Egynapi munka: fejenként ${num(e['wage'])} üzemanyagcella.`,
  'hunters/wounded': (e) =>
    `${lead(e, who(e, 'character'), ' loses')} ${num(e['amount'])} Életerőt veszít (marad ${num(e['health'])}).`,
};

/** Every event type the Hungarian log words. */
export const EVENT_TYPES_HU: readonly string[] = Object.keys(LINES);

/** An event in Hungarian, or null for a type this table does not know. */
export function eventHu(e: GameEvent): string | null {
  const line = LINES[e.type];
  return line ? line(e) : null;
}

const ABOUT_HU: Record<string, string> = {
  'which character to move toward': 'melyik szereplő felé mozogjon az ellenség',
  'where the enemy ends its move': 'hol álljon meg az ellenség',
  'where the enemy ends its move away': 'hol álljon meg a távolodó ellenség',
  'where the enemy lands its Parting Leap': 'hová érkezzen az ellenség elszakadó ugrása',
  'which enemy the stray 6s strike': 'melyik ellenséget érjék a kósza hatosok',
};

/** An enemy's name from a prompt; the rules say "the enemy" when the pack names none. */
const enemyHu = (n: string | undefined): string => (n === undefined || n === 'the enemy' ? 'az ellenség' : n);

/**
 * A decision's prompt in Hungarian. The rules word prompts in English when they open a decision
 * (the kernel passes no locale there), so the Hungarian is read off the English shapes.
 */
export function promptHu(prompt: string): string {
  let m = /^Read card ([^:]+): (.+)$/.exec(prompt);
  if (m) return `Olvassátok fel a(z) ${m[1] ?? ''} lapot: ${m[2] ?? ''}`;
  m = /^Read card (.+)$/.exec(prompt);
  if (m) return `Olvassátok fel a(z) ${m[1] ?? ''} lapot`;
  if (prompt === 'Choose what the party does next') return 'Mit tegyen most a csapat?';
  m = /^Choose (.+)'s starting hand \((\d+) of 5\)$/.exec(prompt);
  if (m) return `${m[1] ?? ''} kezdő kezének összeállítása (${m[2] ?? ''} / 5)`;
  m = /^Place (.+) in the deployment zone$/.exec(prompt);
  if (m) return `${m[1] ?? ''} lehelyezése a kezdőzónában`;
  if (prompt === 'Choose which character acts next') return 'Melyik szereplő következzen?';
  m = /^(.+): take an action$/.exec(prompt);
  if (m) return `${m[1] ?? ''}: válassz akciót`;
  if (prompt === 'Enemies of equal starting Health: choose which acts first')
    return 'Egyenlő kezdő Életerejű ellenségek: melyik cselekedjen elsőként?';
  m = /^Play a reaction against (.+)\?$/.exec(prompt);
  if (m) return `Reakció kijátszása ellene: ${enemyHu(m[1])}?`;
  m = /^Make a Penalty Attack as (.+) leaps away\?$/.exec(prompt);
  if (m) return `Büntetőtámadás, miközben elugrik: ${enemyHu(m[1])}?`;
  m = /^(.+): choose (.+)$/.exec(prompt);
  if (m) return `${m[1] ?? ''} – döntsétek el, ${ABOUT_HU[m[2] ?? ''] ?? m[2] ?? ''}`;
  m = /^Choose (.+)$/.exec(prompt);
  if (m) return `Döntsétek el: ${ABOUT_HU[m[1] ?? ''] ?? m[1] ?? ''}`;
  return prompt;
}

/** A decision's prompt in the given locale. */
export function promptWords(prompt: string, locale: Locale): string {
  return locale === 'hu' ? promptHu(prompt) : prompt;
}
