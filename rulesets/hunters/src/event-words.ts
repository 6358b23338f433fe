/**
 * The log in Hungarian: one line per event type, built from the event's fields. Names of
 * characters, enemies, gear and cards stay as the pack gives them; where an event carries only an
 * id, the name is read off the start of the English text the rules wrote.
 */
import type { GameEvent, Locale } from '@skirmish/core';

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const at = (v: unknown): string => {
  const p = v as { x?: unknown; y?: unknown } | null;
  return p && typeof p === 'object' ? `(${str(p.x)},${str(p.y)})` : '?';
};
const list = (v: unknown): string => (Array.isArray(v) ? v.map(str).join(', ') : str(v));
const faces = (v: unknown): string => (Array.isArray(v) && v.length > 0 ? list(v) : 'nincs kocka');
const shields = (v: unknown): number => (Array.isArray(v) ? v.filter((f) => f === 'shield').length : 0);

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
  'hunters/activate': (e) => `${lead(e, e['character'], ' acts')} következik.`,
  'hunters/area-attack': (e) => `${lead(e, e['character'], ' makes ')} területi támadást indít ide: ${at(e['at'])}.`,
  'hunters/area-hit': (e) =>
    e['enemy'] !== undefined
      ? `${lead(e, e['enemy'], ' is caught')} is a robbanásba kerül: ${faces(e['faces'])}, ${num(e['successes'])} siker.`
      : `${lead(e, e['character'], ' is caught')} is a támadás alá kerül: ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs.`,
  'hunters/arrive': (e) => `A csapat megérkezik ide: ${str(e['location'])}.`,
  'hunters/attack': (e) =>
    e['damage'] === undefined
      ? `${lead(e, e['character'], ' rolls ')} dobása: ${faces(e['faces'])}; ${num(e['successes'])} siker.`
      : `${lead(e, e['character'], ' attacks ')} ${ATTACK_HU[str(e['attack'])] ?? ''} támadása (${str(e['enemy'])}): ${faces(e['faces'])}, találati érték ${num(e['toHit'])}; ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs, ${num(e['damage'])} sebzés.`,
  'hunters/back-to-campaign': () => 'A küldetésnek vége: a sebek, a leletek és a jutalmak átkerülnek a hadjáratba.',
  'hunters/base-heal': (e) => `${str(e['character'])} 1 Életerőt gyógyul a bázison.`,
  'hunters/basic': (e) => `${lead(e, e['character'], ': basic')}: ${BASIC_HU[str(e['action'])] ?? str(e['action'])}.`,
  'hunters/buy': (e) => `${str(e['character'])} vásárol: ${str(e['gear'])}.`,
  'hunters/camp-wound': (e) => `${str(e['character'])} ${num(e['amount'])} Életerőt veszít.`,
  'hunters/campaign-lost': (e) =>
    `Letelt a(z) ${firstNumber(e)}. nap, a fő cselekmény megoldatlan: a hadjárat elveszett.`,
  'hunters/campaign-won': () => 'A fő cselekmény megoldva: a hadjárat megnyerve.',
  'hunters/card': (e) => `${str(e['card'])} lap: ${num(e['option']) + 1}. lehetőség.`,
  'hunters/card-done': (e) => `${str(e['card'])} lap elintézve (${str(e['handling'])}).`,
  'hunters/collected': (e) => `${lead(e, e['character'], ' collects')} begyűjt egy leletet.`,
  'hunters/constructed': (e) => `Elkészült: ${str(e['gear'])}; ${str(e['owner'])} raktárába kerül.`,
  'hunters/construction': (e) => `Épül: ${str(e['gear'])}; kész lesz a(z) ${num(e['due'])}. napon.`,
  'hunters/cured': (e) => `${lead(e, e['character'], ' is cured')} kigyógyul a mérgezésből.`,
  'hunters/cycle': (e) =>
    `${lead(e, e['character'], ' gives up')} egy akcióért lapot cserél: ${str(e['card'])} eldobva, új lap húzva.`,
  'hunters/day': (e) => `${num(e['day'])}. nap.`,
  'hunters/day-event': (e) => `Napi esemény: a(z) ${str(e['card'])} lap felolvasása.`,
  'hunters/deployed': (e) =>
    `${lead(e, e['character'], ' is placed')} lehelyezve: ${at(e['at'])}${e['hidden'] === true ? ', rejtve' : ''}.`,
  'hunters/detonate': (e) => `${lead(e, e['character'], ' presses')} megnyomja a távirányító gombját.`,
  'hunters/doubled': (e) => {
    const n = Number(firstNumber(e));
    return `Valaki eszméletlen: ${n} napból ${2 * n} lesz.`;
  },
  'hunters/draw': (e) => `${lead(e, e['character'], ' draws')} húz: ${str(e['card'])}.`,
  'hunters/encounter': (e) => `Találkozás: lap húzása a(z) ${firstNumber(e)}. zónából.`,
  'hunters/encounter-roll': (e) =>
    `Találkozásdobás: ${e['face'] === 'shield' ? 'pajzs' : e['face'] === 'blank' ? 'üres' : str(e['face'])}.`,
  'hunters/enemy-attack': (e) =>
    `${lead(e, e['enemy'], ' rolls ')} ${ATTACK_HU[str(e['attack'])] ?? ''} támadása ${str(e['character'])} ellen: ${faces(e['faces'])}, találati érték ${num(e['toHit'])}; ${num(e['successes'])} siker, ${shields(e['defence'])} pajzs, ${num(e['damage'])} sebzés.`,
  'hunters/enemy-destroyed': (e) => `${lead(e, e['enemy'], ' is destroyed')} megsemmisült.`,
  'hunters/enemy-disabled': (e) => `${lead(e, e['enemy'], ' is disabled')} bénult, elveszti az akcióját.`,
  'hunters/enemy-entry': (e) => `${lead(e, e['enemy'], ' is ')} sora: ${entryHu(e['entry'])}.`,
  'hunters/enemy-entry-skipped': (e) =>
    `${lead(e, e['enemy'], ' cannot ')} most nem tudja ezt: ${entryHu(e['entry'])}; jön a következő sor.`,
  'hunters/enemy-idle': (e) => `${lead(e, e['enemy'], ' can do')} semmit sem tud tenni: az akció elvész.`,
  'hunters/enemy-list': (e) =>
    `${lead(e, e['enemy'], ', action')}, ${num(e['action'])}. akció: a(z) „${LIST_HU[str(e['list'])] ?? ''}” listát használja.`,
  'hunters/enemy-move': (e) => `${lead(e, e['enemy'], ' moves')} lép: ${at(e['from'])} → ${at(e['to'])}.`,
  'hunters/enemy-order': () => 'Az egyenlő ellenségek sorrendjét a program sorsolta.',
  'hunters/enemy-phase': () => 'Az ellenségek következnek, a nyomtatott Életerő szerint csökkenő sorrendben.',
  'hunters/enemy-skip': (e) => `${lead(e, e['enemy'], ' gains')} semmit sem nyer a távolodással, ezért marad.`,
  'hunters/enemy-target': (e) =>
    e['character'] !== undefined
      ? `${lead(e, e['enemy'], ' strikes', ' targets')} célpontja: ${str(e['character'])}.`
      : `${lead(e, e['enemy'], ' cannot')} a saját mezőjére lő területi támadást.`,
  'hunters/enemy-wounded': (e) =>
    `${lead(e, e['enemy'], ' loses')} ${num(e['amount'])} Életerőt veszít (marad ${num(e['health'])}).`,
  'hunters/event-token': (e) => `Eseményjelző lekerül a(z) ${str(e['card'])} lapról.`,
  'hunters/exchange': (e) => `${str(e['character'])} és ${str(e['with'])} felszerelést cserél.`,
  'hunters/expansion': (e) =>
    `Bővítés: a(z) ${ROOM_HU[str(e['room'])] ?? str(e['room'])} ${num(e['level'])}. szintre lép a(z) ${num(e['due'])}. napon.`,
  'hunters/food': (e) => `${str(e['character'])} megeszik 1 Élelmet.`,
  'hunters/food-shared': (e) => `${str(e['from'])} 1 Élelmet ad neki: ${str(e['to'])}.`,
  'hunters/fuel': (e) => `Egy üzemanyagcella működteti tovább: ${str(e['gear'])}.`,
  'hunters/full-auto': (e) => `${lead(e, e['character'], ' fires')} sorozatlövést ad le (-1 találati érték).`,
  'hunters/gear-off': (e) => `Kikapcsol: ${str(e['gear'])}.`,
  'hunters/gear-on': (e) => `${lead(e, e['character'], ' switches')} bekapcsolja: ${str(e['gear'])}.`,
  'hunters/gear-placed': (e) =>
    `${lead(e, e['character'], ' leaves')} lerakja: ${str(e['gear'])}${num(e['fuel']) > 0 ? `, ${num(e['fuel'])} üzemanyagcellával` : ''}.`,
  'hunters/gear-used': (e) => `${str(e['character'])} használja: ${str(e['gear'])}.`,
  'hunters/gear-used-once': (e) =>
    `${str(e['character'])} felszerelését (${str(e['gear'])}) egyszer már használták; egy használat maradt.`,
  'hunters/gear-used-up': (e) => `${str(e['character'])} felszerelése elfogyott: ${str(e['gear'])}.`,
  'hunters/hand-over': (e) => `${str(e['from'])} átadja ${str(e['to'])} szereplőnek: ${str(e['item'])}.`,
  'hunters/healed': (e) =>
    e['by'] !== undefined
      ? `${str(e['by'])} gyógyítja: ${str(e['character'])}.`
      : `${str(e['character']) || lead(e, '', ' is treated', ' comes', ' gives')} gyógyul.`,
  'hunters/hidden': (e) => `${lead(e, e['character'], ' hides')} elrejtőzik.`,
  'hunters/implant': (e) => `${str(e['character'])} beültetett implantátuma: ${str(e['gear'])}.`,
  'hunters/joined': (e) => `Új szereplő csatlakozik: ${str(e['character'])}, ${num(e['level'])}. szint.`,
  'hunters/keep': (e) =>
    e['card'] !== undefined
      ? `${lead(e, e['character'], ' keeps')} megtartja: ${str(e['card'])}.`
      : `${lead(e, e['character'], "'s hand")} kezét a program tölti fel.`,
  'hunters/killed': (e) => `${str(e['character'])} meghalt (a szereplő kiesik).`,
  'hunters/left': (e) => `${str(e['character'])} kilép; holmiját az örököse kapja.`,
  'hunters/left-board': (e) => `${lead(e, e['character'], ' steps off')} lelép a tábláról, és elhagyja a küldetést.`,
  'hunters/level-up': (e) => `${str(e['character'])} eléri a(z) ${num(e['level'])}. szintet.`,
  'hunters/melee-begins': (e) =>
    e['enemy'] !== undefined
      ? `${lead(e, e['enemy'], ' is now')} közelharcba került.`
      : `${lead(e, e['character'], ' enters')} közelharcba kerül; a mozgás véget ér.`,
  'hunters/mental-defence': (e) =>
    `${lead(e, e['enemy'], ' rolls ')} mentális védelme (${num(e['value'])}): dobás ${num(e['face'])}, ${e['success'] === true ? 'ellenáll' : 'bénult ebben és a következő körben'}.`,
  'hunters/mission-end': (e) => `Küldetés ${e['victory'] === true ? 'megnyerve' : 'elveszítve'}.`,
  'hunters/mission-launched': (e) => `Indul a(z) ${str(e['mission'])} küldetés.`,
  'hunters/mission-refused': (e) => `A csapat nem vállalhatja a(z) ${str(e['mission'])} küldetést.`,
  'hunters/mission-start': (e) => `Indul a(z) ${str(e['mission'])} küldetés.`,
  'hunters/morale': (e) => `${lead(e, e['character'], ' spends')} ${num(e['spent']) || 1} Morált költ el.`,
  'hunters/no-token': () => 'Mind a négy eseményjelző betű foglalt: ez a rész kimarad.',
  'hunters/over-card': (e) => `A(z) ${str(e['card'])} lap a hely fölött fekszik: azonnal fel kell olvasni.`,
  'hunters/park': (e) => `${str(e['character'])} kék helyre teszi (ott nem működik): ${str(e['gear'])}.`,
  'hunters/parting-leap': (e) => `${lead(e, e['character'], ' makes')} elszakadó ugrást tesz.`,
  'hunters/penalty-attack': (e) =>
    `Büntetőtámadás: ${str(e['enemy'])} és ${str(e['character'])} között, 3-as találati értékkel.`,
  'hunters/penalty-day': () => 'Egy eszméletlen szereplő nem veszíthetett Életerőt: még egy nap telik el.',
  'hunters/play': (e) =>
    `${lead(e, e['character'], ' plays')} kijátssza: ${str(e['card'])}${e['enhancement'] ? `, erősítés: ${str(e['enhancement'])}` : ''}.`,
  'hunters/reaction': (e) =>
    `${lead(e, e['character'], ' reacts')} reagál (${str(e['card'])}), megszakítva: ${str(e['enemy'])}.`,
  'hunters/reloaded': (e) => `${lead(e, e['character'], ' reloads')} újratölti: ${str(e['gear'])}.`,
  'hunters/reshuffle': (e) => `${lead(e, e['character'], ' shuffles')} megkeveri a használt lapokat új húzópaklinak.`,
  'hunters/rest': () => 'A csapat pihen: mindenki +1 Életerő.',
  'hunters/reveal': (e) => `A(z) ${str(e['card'])} lap felfordítva.`,
  'hunters/revealed': (e) => `${str(e['character'])} többé nem rejtőzik.`,
  'hunters/revived': (e) =>
    `${str(e['by'])} felélesztette: ${str(e['character'])} 1 Életerővel; ebben a körben nem cselekszik.`,
  'hunters/rewards': (e) => `Küldetés megnyerve: fejenként ${num(e['xp'])} TP.`,
  'hunters/room-expanded': (e) =>
    `A(z) ${ROOM_HU[str(e['room'])] ?? str(e['room'])} eléri a(z) ${num(e['level'])}. szintet.`,
  'hunters/rotate': (e) => `${lead(e, e['character'], ' turns')} megfordul.`,
  'hunters/sell': (e) => `${str(e['character'])} elad: ${str(e['gear'])}.`,
  'hunters/sound-generator': (e) =>
    `${lead(e, e['enemy'], ' attacks')} a hanggenerátort támadja; a generátor megsemmisül.`,
  'hunters/step': (e) => `${lead(e, e['character'], ' steps')} lép: ${at(e['to'])}, ${num(e['cost'])} MP.`,
  'hunters/stimulant-crash': (e) => `${str(e['character'])}: lecseng a stimuláns, 1 Életerő elvész.`,
  'hunters/stored': (e) => `${str(e['character'])} raktári mozgás: ${str(e['gear'])}.`,
  'hunters/stray-six': (e) => {
    const hit = /strikes (.+) in the melee/.exec(typeof e.text === 'string' ? e.text : '')?.[1];
    return e['enemy'] !== undefined
      ? `Egy kósza hatos a közelharcban ezt az ellenséget éri: ${hit ?? str(e['enemy'])}.`
      : `Egy kósza hatos a közelharcban ezt a szereplőt éri: ${hit ?? str(e['character'])}.`;
  },
  'hunters/taken-over': (e) => `${str(e['character'])} irányítását másik játékos veszi át.`,
  'hunters/terror': (e) =>
    `${lead(e, e['enemy'], ' is next', ' comes')} a rémületgenerátor mellett ${num(e['face'])}-t dob ${num(e['value'])} mentális védelem ellen: ${e['success'] === true ? 'kitart' : 'megtorpan'}.`,
  'hunters/token-blows': (e) =>
    `Felrobban a(z) ${TOKEN_HU[str(e['kind'])] ?? str(e['kind'])} jelző: mindenki találatot kap azon a mezőn.`,
  'hunters/token-missed': (e) => `A lövés elkerüli a terepjelzőt (${faces(e['faces'])}).`,
  'hunters/tracer': () => 'Nyomjelző lőszer jelöli a célt: a kör végéig +1 találati érték a lövésekre.',
  'hunters/trap-armed': (e) => `Élesítve: ${str(e['gear'])}.`,
  'hunters/trap-off': (e) => `Működésbe lép: ${str(e['gear'])} itt: ${at(e['at'])}; mindenki találatot kap ott.`,
  'hunters/trap-set': (e) => `${str(e['character'])} csapdát állít: ${str(e['gear'])}.`,
  'hunters/turn': (e) => `Kezdődik a(z) ${num(e['turn'])}. kör.`,
  'hunters/turn-token': (e) => `${lead(e, e['character'], ' ends')} befejezi a körét.`,
  'hunters/unconscious': (e) => `${lead(e, e['character'], ' falls')} elveszíti az eszméletét.`,
  'hunters/unpark': (e) => `${str(e['character'])} kiveszi a kék helyről: ${str(e['gear'])}.`,
  'hunters/work': (e) => `Egynapi munka: fejenként ${num(e['wage'])} üzemanyagcella.`,
  'hunters/wounded': (e) =>
    `${lead(e, e['character'], ' loses')} ${num(e['amount'])} Életerőt veszít (marad ${num(e['health'])}).`,
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
  let m = /^Read card (.+)$/.exec(prompt);
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
  m = /^Choose (.+)$/.exec(prompt);
  if (m) return `Döntsétek el: ${ABOUT_HU[m[1] ?? ''] ?? m[1] ?? ''}`;
  return prompt;
}

/** A decision's prompt in the given locale. */
export function promptWords(prompt: string, locale: Locale): string {
  return locale === 'hu' ? promptHu(prompt) : prompt;
}
