/**
 * Sentences for the log in English and Hungarian: enemy decisions (from the `say` field the rules
 * put on their events) and refused choices (by reason code).
 */
import type { Locale } from '@skirmish/core';
import { huArticle } from '@skirmish/core';
import type { EnemyStep, ModuleKind } from './content/schema.ts';
import { squareName } from './squares.ts';

type Say = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
/**
 * A square an enemy's move names, as the board's edges name it. An enemy never leaves the board,
 * so its squares need no board size to be named (only a square past an edge would).
 */
const at = (v: unknown, locale: Locale): string => {
  const p = v as { x?: unknown; y?: unknown } | null;
  return p && typeof p === 'object' && typeof p.x === 'number' && typeof p.y === 'number'
    ? squareName({ x: p.x, y: p.y }, locale)
    : '?';
};

function stepWords(s: EnemyStep, locale: Locale): string {
  const hu = locale === 'hu';
  switch (s.kind) {
    case 'move-to':
      return hu ? `${s.mp} mozgás a célpont felé` : `Move ${s.mp} to target`;
    case 'move-away':
      return hu ? `${s.mp} mozgás távolodva` : `Move ${s.mp} away`;
    case 'parting-leap':
      return hu ? 'elszakadó ugrás' : 'Parting Leap';
    case 'melee':
      return hu ? 'közelharci támadás' : 'Melee Attack';
    case 'ranged':
      return hu ? 'lövés' : 'Ranged Attack';
    case 'area':
      return hu ? 'területi támadás' : 'Area Attack';
  }
}

/** A step of an enemy entry as the rules write it ("Move 2 to target"), read back; null when unknown. */
function stepOf(text: string): EnemyStep | null {
  const m = /^Move (\d+) (to target|away)$/.exec(text);
  if (m) return { kind: m[2] === 'away' ? 'move-away' : 'move-to', mp: Number(m[1]) };
  const kinds = ['parting-leap', 'melee', 'ranged', 'area'] as const;
  const kind = kinds.find((k) => stepWords({ kind: k }, 'en') === text);
  return kind ? { kind } : null;
}

/**
 * An enemy entry as the rules write it ("Move 2 to target + Melee Attack"), in Hungarian; a step
 * of a shape it does not know stays as written.
 */
export function entryTextHu(text: string): string {
  return text
    .split(' + ')
    .map((t) => {
      const step = stepOf(t);
      return step ? stepWords(step, 'hu') : t;
    })
    .join(' + ');
}

const steps = (v: unknown, locale: Locale): string =>
  Array.isArray(v) ? (v as EnemyStep[]).map((s) => stepWords(s, locale)).join(' + ') : '';

function distance(say: Say, locale: Locale): string {
  const n = say['nearest'];
  const who = say['who'];
  if (typeof n !== 'number') return locale === 'hu' ? 'egy szereplőt sem lát' : 'no character in sight';
  if (locale === 'hu')
    return `${n} mezőre van ${typeof who === 'string' ? `${huArticle(who)} ${who} szereplőtől` : 'a legközelebbi szereplőtől'}`;
  return `${n} space${n === 1 ? '' : 's'} from ${typeof who === 'string' ? `the ${who}` : 'the nearest character'}`;
}

const LISTS: Record<Locale, Record<string, string>> = {
  en: {
    melee: 'in melee',
    near: 'the nearest character is 1 space away',
    far: 'every character is 2 or more spaces away',
  },
  hu: {
    melee: 'közelharcban',
    near: 'a legközelebbi szereplő 1 mezőre van',
    far: 'minden szereplő legalább 2 mezőre van',
  },
};

/** An enemy decision in words, or null when the event carries no `say`. */
export function enemySentence(say: Say, locale: Locale): string | null {
  const name = str(say['name']);
  const hu = locale === 'hu';
  switch (say['key']) {
    case 'list':
      return hu
        ? `${name}, ${num(say['action'])}. akció: ${distance(say, locale)}; ${huArticle(LISTS.hu[str(say['list'])] ?? '')} „${LISTS.hu[str(say['list'])] ?? ''}” listát használja.`
        : `${name}, action ${num(say['action'])}: ${distance(say, locale)}; uses the list for "${LISTS.en[str(say['list'])] ?? ''}".`;
    case 'entry':
      return hu
        ? `${name} ${distance(say, locale)}: ${steps(say['steps'], locale)}.`
        : `${name} is ${distance(say, locale)}: ${steps(say['steps'], locale)}.`;
    case 'entry-skipped':
      return hu
        ? `${name} most nem tudja ezt: ${steps(say['steps'], locale)}; jön a következő sor.`
        : `${name} cannot ${steps(say['steps'], locale)} now; next entry.`;
    case 'idle':
      return hu
        ? `${name} semmit sem tud tenni a listájáról: az akció elvész.`
        : `${name} can do nothing on its list: the action is lost.`;
    case 'disabled':
      return hu ? `${name} bénult, elveszti az akcióját.` : `${name} is disabled and loses its action.`;
    case 'stay':
      return hu
        ? `${name} nem nyer semmit a távolodással, ezért marad.`
        : `${name} gains nothing by moving away, so it stays.`;
    case 'target-melee': {
      const tie = say['random'] === true;
      return hu
        ? `${name} ${huArticle(str(say['target']))} ${str(say['target'])} szereplőt üti: neki van itt a legkevesebb közelharci védőkockája${tie ? ' (egyenlők közül véletlenül)' : ''}.`
        : `${name} strikes ${str(say['target'])}, the one with the fewest melee defence dice here${tie ? ' (drawn among equals)' : ''}.`;
    }
    case 'target-ranged': {
      const d = num(say['dist']);
      const tie = say['random'] === true;
      return hu
        ? `${name} célpontja ${str(say['target'])}: a legközelebbi szereplő, akit lőni tud (${d} mező)${tie ? ', az egyenlők közül véletlenül' : ''}.`
        : `${name} targets ${str(say['target'])}: the nearest character it can shoot (${d} space${d === 1 ? '' : 's'})${tie ? ', drawn among equals' : ''}.`;
    }
    case 'target-own-space':
      return hu
        ? `${name} ugrással nem nyerne semmit: a saját mezőjére lő területi támadást.`
        : `${name} cannot leap away with profit: it fires an Area Attack on its own space.`;
    case 'move': {
      const stop = say['stopped'] === true;
      const why = str(say['why']);
      const reasonEn =
        why === 'toward'
          ? `toward ${str(say['target'])} along a shortest path`
          : why === 'away'
            ? `away from the characters, now ${num(say['dist'])} from the nearest`
            : 'a Parting Leap as far as possible from as many characters as possible';
      const reasonHu =
        why === 'toward'
          ? `${huArticle(str(say['target']))} ${str(say['target'])} felé, egy legrövidebb úton`
          : why === 'away'
            ? `távolodva, most ${num(say['dist'])} mezőre a legközelebbi szereplőtől`
            : 'elszakadó ugrással, a lehető legtöbb szereplőtől a lehető legmesszebbre';
      return hu
        ? `${name} ${huArticle(at(say['from'], locale))} ${at(say['from'], locale)} mezőről ${huArticle(at(say['to'], locale))} ${at(say['to'], locale)} mezőre lép: ${reasonHu}${stop ? ' (a rémületgenerátor megállította)' : ''}.`
        : `${name} moves from ${at(say['from'], locale)} to ${at(say['to'], locale)}: ${reasonEn}${stop ? ' (stopped by the Terror Generator)' : ''}.`;
    }
    case 'terror': {
      const ok = say['success'] === true;
      const face = num(say['face']);
      const value = num(say['value']);
      if (hu)
        return ok
          ? `${name} a rémületgenerátor mellett ${face}-t dob ${value} mentális védelem ellen: kitart.`
          : say['moment'] === 'move'
            ? `${name} a rémületgenerátor közelébe ér, ${face}-t dob ${value} mentális védelem ellen: a mozgása ott véget ér.`
            : `${name} a rémületgenerátor mellett ${face}-t dob ${value} mentális védelem ellen: elveszti ezt az akciót.`;
      return ok
        ? `${name} is next to the Terror Generator and rolls ${face} against Mental defence ${value}: it keeps its nerve.`
        : say['moment'] === 'move'
          ? `${name} comes next to the Terror Generator and rolls ${face} against Mental defence ${value}: its move stops there.`
          : `${name} is next to the Terror Generator and rolls ${face} against Mental defence ${value}: it loses this action.`;
    }
    case 'sound':
      return hu
        ? `${name} a hanggenerátort támadja, mintha szereplő volna; a generátor megsemmisül.`
        : `${name} attacks the Sound Generator as if it were a character; the generator is destroyed.`;
    default:
      return null;
  }
}

const VIOLATIONS_HU: Record<string, string> = {
  'game/over': 'A játéknak vége.',
  'choice/illegal': 'Ez a választás most nem megengedett.',
  'move/blocked': 'Oda most nem lehet lépni a megmaradt pontokkal.',
  'ranged/no-target': 'A fegyver nem éri el azt a célpontot (hatótáv, rálátás, közelharc vagy újratöltés).',
  'area/morale-no-roll':
    'A Morál +1 találatot ad egy dobásra, de azon a mezőn nincs semmi, amire a területi támadás dobna.',
  'morale/no-stacking':
    'Ennél az asztalnál egy támadás minden hatására, és egy mozgásra is, legfeljebb egyszer lehet Morált költeni; többhöz a Morál halmozása beállítás kell.',
  'morale/count-form':
    'A Morál-használatok számát 2-től kell megadni, a hozzá tartozó jelzővel együtt; egy használathoz elég maga a jelző.',
  'morale/short': 'A szereplőnek nincs ennyi Morálja: minden használat egy jelzőbe kerül, szakadó esőben kettőbe.',
  'melee/no-target': 'Nincs ott megüthető ellenség.',
  'card/not-playable': 'Ez a lap most nem játszható ki így.',
  'hide/no-hide-action':
    'Most nincs folyamatban kijátszott lapból rejtőzés: rejtőzést csak lap adhat, és csak akkor, ha egy ellenség sem látja a szereplőt.',
  'hide/seen':
    'Ez a lap csak rejtőzést ad, de most egy ellenség látja a szereplőt, így nem rejtőzhet el; a lap a kézben marad.',
  'hide/already-hidden': 'Ez a lap csak rejtőzést ad, a szereplő pedig már rejtőzik; a lap a kézben marad.',
  'reaction/not-allowed': 'Ez a reakció most nem játszható ki.',
  'interact/exchange': 'Ez a csere nem hajtható végre.',
  'interact/no-exchange': 'Most nincs kivel cserélni.',
  'interact/collect-full':
    'A szereplő lapján nincs hely mindannak, ami a mezőn fekszik: a leletek is a modulok helyét foglalják (kék helyenként hat, ha ott nincs felszerelés). Előbb dobjon el egy modult vagy leletet; ha egy társa ugyanazon a mezőn áll, az is átvehet tőle néhányat.',
  'interact/collect-full-or-unpark':
    'A szereplő lapján nincs hely mindannak, ami a mezőn fekszik: a leletek is a modulok helyét foglalják (kék helyenként hat, ha ott nincs felszerelés). Előbb dobjon el egy modult vagy leletet, vagy tegye vissza a kék helyen tartott felszerelését a saját, üres helyére (egy interakció): ez felszabadítja azt a kék helyet. Ha egy társa ugyanazon a mezőn áll, az is átvehet tőle néhányat.',
  'interact/collect-full-unpark':
    'A szereplő lapján nincs hely mindannak, ami a mezőn fekszik, és eldobással sem szabadulna fel elég, mert a kék helyeit felszerelés tölti ki. Segít viszont, ha a kék helyen tartott felszerelést visszateszi a saját, üres helyére (egy interakció): így az a kék hely felszabadul.',
  'interact/collect-full-gear':
    'A szereplő lapján nincs hely mindannak, ami a mezőn fekszik, és eldobással sem szabadulna fel elég, mert a kék helyeit felszerelés tölti ki, amelynek nincs szabad saját helye. Csak az segít, ha ebből a felszerelésből átad valamit egy társának, aki ugyanazon a mezőn áll (csere).',
  'interact/collect-full-stuck':
    'A szereplő lapján nincs hely mindannak, ami a mezőn fekszik, és most semmi sem segít: sem eldobással, sem a felszerelés saját helyére tételével, sem azzal, hogy egy társa átveszi a felszerelését, nem szabadulna fel elég hely.',
  'campaign/not-allowed': 'Ez a hadjáratban most nem lehetséges.',
  'campaign/hand-over': 'Ezt most nem lehet átadni.',
  'campaign/food-shared': 'Ennél az asztalnál az Élelmet a napi ellátáskor osztják el, kézből nem adható át.',
  'campaign/in-mission': 'Küldetés közben ez nem lehetséges.',
  'campaign/modules-full':
    'Ennek a szereplőnek nincs helye több modulnak: kék helyenként legfeljebb hat fér el, és csak ott, ahol nincs felszerelés.',
  'campaign/modules-over':
    'Egy szereplőnél több modul van, mint amennyi a kék helyeire fér: előbb a fölösleget raktárba kell tenni (a bázison), át kell adni egy társnak, akinek van helye, vagy el kell dobni.',
  'discard/unknown': 'Nincs ilyen élő szereplő a csapatban.',
  'discard/not-module': 'Így csak modult lehet eldobni.',
  'discard/missing': 'A szereplőnél nincs ilyen modul.',
  'discard/not-over': 'A szereplő moduljai elférnek a kék helyein: egyiket sem kell eldobni.',
  'campaign/join-picks': 'Minden elért szinten a felkínált lapok közül pontosan négy különbözőt kell választani.',
  'campaign/unknown-class': 'A csomagban nincs ilyen kaszt.',
  'campaign/class-twice': 'Ez a kaszt már szerepelt ebben a hadjáratban: egy kaszt csak egyszer játszhat.',
  'campaign/sheet-taken':
    'Ennek a kasztnak a szereplőlapja másik oldalával már játszottak ebben a hadjáratban: egy lap csak egyszer kerül játékba.',
  'campaign/sheet-twice':
    'Két választott kaszt ugyanannak a szereplőlapnak a két oldala: közülük csak az egyik játszhat.',
  'campaign/full': 'A csapat már négyfős: több szereplő nem fér bele.',
  'campaign/seat': 'Ilyen szék nincs ennél az asztalnál.',
  'campaign/unknown': 'Nincs ilyen szereplő a csapatban.',
  'campaign/heir': 'A távozó holmiját csak a csapat egy másik, élő tagja kaphatja meg.',
  'campaign/leave-dead': 'Halott szereplőt senki sem visz tovább: amit hátrahagyott, azt egy túlélő kapja meg.',
  'campaign/same-seat': 'Ezt a szereplőt már erről a székről irányítják.',
  'campaign/leave-how':
    'Távozáskor vagy egy széket kell megnevezni, ahonnan tovább játsszák, vagy egy társat, aki megkapja a holmiját, a kettő közül pontosan egyet.',
  'campaign/reading': 'Előbb a felolvasás alatt álló lapot kell végigvinni.',
  'campaign/launched':
    'Egy lap már elindította a következő küldetést: most az jön, előtte csak a paklikat lehet még összeállítani.',
  'campaign/no-mission': 'Még egy lap sem indított küldetést: küldetés csak lap utasítására kezdődik.',
  'spread/none': 'Most egyetlen ellenségcsoport sem vár arra, hogy eldöntsétek, hová kerülnek a további ellenségei.',
  'spread/group': 'Most egy másik ellenségcsoport további ellenségeiről kell dönteni.',
  'spread/space': 'Ezt a mezőt a küldetés nem sorolja fel ennél a csoportnál, vagy nem ennyiszer.',
  'spread/count': 'Pontosan annyi mezőt kell megnevezni, ahány ellenség nem osztható el egyenlően a mezők között.',
  'start/leave-out-unknown': 'Nincs ilyen élő szereplő a csapatban, aki kimaradhatna a küldetésből.',
  'start/leave-out-twice': 'Ugyanazt a szereplőt kétszer nevezték meg a küldetésből kimaradók között.',
  'start/leave-out-conscious': 'Ez a szereplő eszméleténél van: csak eszméletlen szereplő maradhat ki a küldetésből.',
  'start/leave-out-all': 'Valakinek mennie kell a küldetésre: nem maradhat ki belőle az egész csapat.',
  'xp/in-mission': 'Tapasztalatot csak két küldetés között lehet elkölteni.',
  'xp/unknown': 'Nincs ilyen élő szereplő a csapatban.',
  'xp/max-level': 'Ez a szereplő már a legmagasabb szinten áll.',
  'xp/not-enough': 'Ennek a szereplőnek nincs elég tapasztalata a következő szinthez.',
  'xp/picks': 'A szint felkínált lapjai közül pontosan négy különbözőt kell választani.',
  'trade/no-work': 'Ezen a helyen senki nem ad fizetett munkát.',
  'travel/unknown': 'Nincs ilyen helyszín a térképen.',
  'travel/here': 'A csapat már ott van.',
  'travel/from-site':
    'Színtérről csak egy ugyanabban a helyszínben lévő színtérre vagy vissza a helyszínre lehet menni.',
  'travel/site-elsewhere': 'Színtérre csak a saját helyszínéről lehet belépni.',
  'event/not-here': 'Ilyen lap nem fekszik ennek a helynek a lapja alatt.',
  'event/nothing': 'Most nincs felolvasásra váró lap.',
  'event/option':
    'Ezt a lehetőséget most nem lehet választani: a feltétele nem teljesül, a költsége nem fizethető ki, vagy egy kötelező lehetőség áll mellette.',
  'event/payer':
    'Ennél a lehetőségnél ez a szereplő nem fizethet és nem dönthet: a csapat egy élő tagját kell megnevezni, akinek nyitva áll.',
  'event/blocked': 'Ezt a lapot eseményjelző zárja le.',
  'trade/unknown': 'Nincs ilyen élő szereplő, aki fizethetne.',
  'trade/not-carried': 'Ez nincs a szereplőnél.',
  'trade/implant': 'Implantátum nem adható tovább.',
  'trade/not-sold': 'Ezt itt nem árulják.',
  'trade/fuel': 'Nincs elég üzemanyagcella.',
  'trade/no-market': 'Itt ezt senki nem veszi meg.',
  'trade/blueprint-held': 'Ez a tervrajz már a csapaté: építéskor nem fogy el, így a második nem érne semmit.',
  'implant/not-carried': 'A szereplőnél nincs ilyen beültethető implantátum.',
  'implant/fuel': 'Nincs elég üzemanyagcella a beültetéshez.',
  'implant/limit': 'Több implantátum nem fér a szereplőbe.',
  'implant/no-service': 'Itt senki nem ültet be implantátumot.',
  'heal/none': 'Itt nincs gyógyító.',
  'heal/unknown': 'Itt nincs kit gyógyítani: nincs ilyen szereplő.',
  'heal/no-cure': 'Itt senki sem tudja meggyógyítani a mérgezést.',
  'heal/fuel': 'Nincs elég üzemanyagcella a gyógyításhoz.',
  'setup/blue-slots': 'Nincs ennyi kék hely a kiegészítő és a félretett felszerelésnek.',
  'setup/implants': 'Ennyi implantátum nem megengedett.',
  'setup/characters': 'A szereplők száma nem illik a játékosokéhoz.',
  'setup/class-twice': 'Két szereplő nem lehet azonos kasztú.',
  'setup/sheet-twice': 'Két választott kaszt ugyanannak a szereplőlapnak a két oldala: közülük csak az egyik játszhat.',
  'base/away': 'A raktár csak a bázison érhető el.',
  'base/unknown': 'Nincs ilyen élő szereplő a csapatban.',
  'base/missing': 'Ez nincs ott, ahonnan el kellene venni.',
  'base/max-level': 'Ez a helyiség már a 3. szinten áll, tovább nem bővíthető.',
  'base/busy': 'Ezt a helyiséget már bővítik: egyszerre csak egy bővítés folyhat benne.',
  'base/unknown-room': 'Ennek a helyiségnek nincs lapja ezen a szinten.',
  'base/cost': 'A bővítés költsége nem fizethető ki teljes egészében.',
  'base/payment':
    'Ez a fizetés nem fedezi a bővítést: pontosan a költséget kell adnia, modulfajtánként, és csak olyan szereplőtől, akinél ott (magánál vagy a raktárában) van ennyi.',
  'craft/unknown': 'Nincs ilyen tervrajz a csomagban.',
  'craft/no-blueprint':
    'A csapatnak nincs meg ennek a tárgynak a tervrajza: előbb meg kell venni egy helyen, ahol árulják, vagy küldetésben elnyerni.',
  'craft/not-at-base': 'Építeni csak a bázison lehet elkezdeni.',
  'craft/room-level': 'Ehhez a tervrajzhoz a helyiségnek magasabb szinten kell állnia.',
  'craft/busy': 'Ez a helyiség már épít valamit: egyszerre csak egy tárgyon dolgozhat.',
  'craft/owner': 'Nincs ilyen szereplő, akié a kész tárgy lehetne.',
  'craft/cost': 'A tervrajz moduljai nincsenek meg a csapatnál.',
  'craft/payment':
    'Ez a fizetés nem fedezi az építést: pontosan a tervrajz költségét kell adnia, modulfajtánként, és csak olyan szereplőtől, akinél ott (magánál vagy a raktárában) van ennyi.',
  'difficulty/not-between': 'A nehézséget csak két küldetés között lehet emelni, elindított küldetés mellett nem.',
  'difficulty/reading': 'Előbb a felolvasás alatt álló lapot kell végigvinni.',
  'difficulty/same': 'A hadjárat már ezen a nehézségen folyik.',
  'difficulty/lower': 'A nehézség csak emelhető, csökkenteni nem lehet.',
  'difficulty/no-campaign': 'Hadjáraton kívül a nehézség a játszma beállítása.',
  'spoils/none': 'Most nincs elosztandó zsákmány.',
  'spoils/unknown': 'Nincs ilyen élő szereplő a csapatban.',
  'spoils/not-your-turn': 'Most nem ez a szereplő választ a zsákmányból.',
  'spoils/not-in-pool': 'Ilyen tétel nincs a zsákmányban.',
  'spoils/no-room': 'Ennek a szereplőnek nincs helye több modulnak.',
  'spoils/draft-first': 'Előbb a zsákmányt kell szétosztani: addig csak választani lehet belőle.',
  'deck/size': 'Egy küldetéspakliban pontosan 25 lap van.',
  'deck/skill': 'Képességkártya sosem kerül a pakliba: az a szereplőlapon dolgozik.',
  'deck/not-owned': 'Ez a lap nincs meg a szereplő gyűjteményében.',
  'deck/level': 'Ehhez a laphoz magasabb szint kell, mint amelyen a szereplő áll.',
  'deck/copies': 'A pakliban több példány van egy lapból, mint amennyi a szereplőnek van belőle.',
  'deck/in-mission': 'A küldetéspaklit két küldetés között kell összeállítani, küldetés közben nem lehet.',
  'deck/reading': 'Előbb a felolvasás alatt álló lapot kell végigvinni.',
  'deck/unknown': 'Nincs ilyen élő szereplő a csapatban.',
  'deck/no-campaign': 'Hadjáraton kívül a paklikat a küldetés előkészítésekor kell megadni.',
};

/** A refused choice in the player's language; English keeps the rules' own message. */
export function violationWords(
  v: { readonly code: string; readonly message: string; readonly rule?: string },
  locale: Locale,
): string {
  const text = locale === 'hu' ? (VIOLATIONS_HU[v.code] ?? `Ez most nem lehetséges (${v.code}).`) : v.message;
  return v.rule ? `${text} [${v.rule}]` : text;
}

/** The difficulty levels by name (HU-DIFF-01). */
const DIFFICULTY_WORDS: Record<string, { en: string; hu: string }> = {
  normal: { en: 'Normal', hu: 'Normál' },
  professional: { en: 'Professional', hu: 'Profi' },
  master: { en: 'Master', hu: 'Mester' },
};

/** A difficulty level by name: "Professional", "Profi"; an unknown one keeps its id. */
export function difficultyName(level: string, locale: Locale): string {
  return DIFFICULTY_WORDS[level]?.[locale] ?? level;
}

/** The module types by name, in English and as a Hungarian adjective before "modul". */
const MODULE_WORDS: Record<ModuleKind, { en: string; hu: string }> = {
  lighting: { en: 'Lighting', hu: 'világítástechnikai' },
  junk: { en: 'Junk', hu: 'ócskavas' },
  chemicals: { en: 'Chemicals', hu: 'vegyi' },
  electronics: { en: 'Electronics', hu: 'elektronikai' },
  optics: { en: 'Optics', hu: 'optikai' },
  batteries: { en: 'Batteries', hu: 'akkumulátor' },
  'laser-devices': { en: 'Laser Devices', hu: 'lézereszköz' },
  firearms: { en: 'Firearms', hu: 'lőfegyver' },
  'high-tech': { en: 'High-Tech', hu: 'csúcstechnikai' },
  'comm-devices': { en: 'Comm Devices', hu: 'híradástechnikai' },
  explosives: { en: 'Explosives', hu: 'robbanóanyag' },
  'advanced-materials': { en: 'Advanced Materials', hu: 'fejlett anyag' },
};

/** A module type by name: "Optics module", "optikai modul"; an unknown type keeps its id. */
export function moduleName(kind: string, locale: Locale): string {
  const w = (MODULE_WORDS as Record<string, { en: string; hu: string } | undefined>)[kind];
  return locale === 'hu' ? `${w?.hu ?? kind} modul` : `${w?.en ?? kind} module`;
}

/** A finding token picked up in this mission, as a discard names it (`module:<kind>` names a carried module). */
export const FINDING_ITEM = 'finding';

/**
 * A piece that changes hands, as a label lists it: gear by the name `names` gives it (else its id),
 * `fuel` as a Fuel Cell, `food` as Food, and `module:<kind>` by the module's name.
 */
export function itemName(item: string, locale: Locale, names: Readonly<Record<string, string>> = {}): string {
  if (item === 'fuel') return locale === 'hu' ? 'üzemanyagcella' : 'Fuel Cell';
  if (item === 'food') return locale === 'hu' ? 'Élelem' : 'Food';
  if (item === FINDING_ITEM) return locale === 'hu' ? 'lelet' : 'finding token';
  return item.startsWith('module:') ? moduleName(item.slice('module:'.length), locale) : (names[item] ?? item);
}

/**
 * A piece handed over, with its article: "a Fuel Cell", "1 Food", "an Optics module", "the Knife"
 * (gear by the name `names` gives it); in Hungarian as the object.
 */
export function handedItem(item: string, locale: Locale, names: Readonly<Record<string, string>> = {}): string {
  if (item === 'food') return locale === 'hu' ? '1 Élelmet' : '1 Food';
  if (item === FINDING_ITEM) return locale === 'hu' ? 'egy leletet' : 'a finding token';
  if (locale === 'hu') {
    if (item === 'fuel') return 'egy üzemanyagcellát';
    return item.startsWith('module:') ? `egy ${itemName(item, 'hu')}t` : itemName(item, 'hu', names);
  }
  if (item === 'fuel') return 'a Fuel Cell';
  if (!item.startsWith('module:')) return `the ${itemName(item, 'en', names)}`;
  const name = itemName(item, 'en');
  return `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/**
 * The items of the spoils counted by kind, in the order they first come: "2 Fuel Cells, 1 Junk
 * module"; in Hungarian "2 üzemanyagcella, 1 ócskavas modul" (a noun after a number stays singular).
 */
export function spoilsList(items: readonly string[], locale: Locale): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts]
    .map(([item, n]) => {
      const name = itemName(item, locale);
      return locale === 'hu' || n === 1 ? `${n} ${name}` : `${n} ${name}s`;
    })
    .join(', ');
}

/**
 * Who pays a module cost from where (AMB-13), each character by `name`: "2 Junk modules carried by
 * Soldier and 1 Junk module from Medic's storeroom"; in Hungarian "2 ócskavas modul Katona
 * csomagjából, 1 ócskavas modul Szanitéc raktárából".
 */
export function paymentWords(
  plan: ReadonlyArray<{ char: string; store: 'carried' | 'storeroom'; module: string; count: number }>,
  locale: Locale,
  name: (id: string) => string = (id) => id,
): string {
  const parts = plan.map((p) => {
    const who = name(p.char);
    if (locale === 'hu')
      return `${p.count} ${moduleName(p.module, 'hu')} ${who} ${p.store === 'carried' ? 'csomagjából' : 'raktárából'}`;
    const what = `${p.count} ${moduleName(p.module, 'en')}${p.count === 1 ? '' : 's'}`;
    return p.store === 'carried' ? `${what} carried by ${who}` : `${what} from ${who}'s storeroom`;
  });
  if (locale === 'hu') return parts.join(', ');
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}` : (parts[0] ?? '');
}
