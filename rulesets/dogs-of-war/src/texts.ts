/** Rule summaries in our own words, English and Hungarian, for the rules the log cites most. */
import type { Locale, Violation } from '@skirmish/core';
import { MORE_RULE_TEXTS } from './texts-more.ts';
import { MORE_REFUSALS_HU } from './texts-refusals.ts';
import { NAME_MAX } from './choices.ts';
import { aspectByName, improvableName, stateName } from './words.ts';

/** The numbers in an English message, in order. */
const nums = (m: string): string[] => m.match(/-?\d+/g) ?? [];
/** A wound's key from its English words ("killed outright" → `killed-outright`). */
const listedKey = (en: string): string => en.replace(/ /g, '-');

type Text = Readonly<Record<Locale, string>>;

const BASE_TEXTS: Readonly<Record<string, Text>> = {
  'DW-CAMPAIGN-02': {
    en: 'The hunt is played in days; each company fights one mission a day under the usual company rules.',
    hu: 'A hajsza napokból áll; minden csapat naponta egy küldetést vív a szokásos szabályok szerint.',
  },
  'DW-CAMPAIGN-03': {
    en: 'Each morning, roll one d6 for every two players (rounding up): a one offers Intrusion, a two Invasion, a three Destruction, a four Assassination, a five Treasure Hunt, a six Raid; a repeated face is a second instance.',
    hu: 'Reggelente a játékosok felének (felfelé kerekítve) megfelelő d6 adja az ajánlatokat: 1 Behatolás, 2 Invázió, 3 Pusztítás, 4 Merénylet, 5 Kincsvadászat, 6 Rajtaütés; az ismételt szám újabb példány.',
  },
  'DW-CAMPAIGN-04': {
    en: 'Everyone rolls 1d6 (+1 with a strategist) and picks an offer from the highest roll down; ties roll again.',
    hu: 'Mindenki dob 1d6-tal (stratégával +1), és a legnagyobbtól lefelé választ ajánlatot; egyenlőségnél újradobás.',
  },
  'DW-CAMPAIGN-05': {
    en: 'An offer takes two players and then closes; the last players take what is left.',
    hu: 'Egy ajánlatra két játékos jut, aztán lezárul; az utolsók azt kapják, ami marad.',
  },
  'DW-CAMPAIGN-06': {
    en: 'Whoever has no opponent for the day faces a neutral company, which one of the other players runs.',
    hu: 'Az ellenfél nélkül maradt játékos egy semleges csapat ellen harcol, amelyet egy másik játékos irányít.',
  },
  'DW-CAMPAIGN-07': {
    en: 'The lone player sets a value cap for both groups; the neutral group is worth between the cap less 9 and the cap.',
    hu: 'A magányos játékos értékhatárt szab mindkét csoportnak; a semleges csoport értéke a határ mínusz 9 és a határ közé esik.',
  },
  'DW-CAMPAIGN-09': {
    en: 'At the end of the day every player rolls 1d6 and gains that many clues.',
    hu: 'A nap végén minden játékos dob 1d6-tal, és ennyi nyomot szerez.',
  },
  'DW-CAMPAIGN-10': {
    en: 'Once a day, after the rumors, 10 RP buy another 1d6 of clues.',
    hu: 'Naponta egyszer, a szóbeszéd után, 10 erőforráspontért újabb 1d6 nyom vásárolható.',
  },
  'DW-CAMPAIGN-13': {
    en: 'At the start of a day, before the missions, a company may try to find the Cardinal: its percentile roll (00 reads 100) must come below its clues.',
    hu: 'A nap elején, a küldetések előtt egy csapat megpróbálhatja felkutatni a Bíborost: a százalékos dobásának (a 00 százat jelent) a nyomai száma alatt kell maradnia.',
  },
  'DW-CAMPAIGN-14': {
    en: 'Attempts to find the Cardinal go from the most clues down; ties are settled with 1d6.',
    hu: 'A Bíboros felkutatása a legtöbb nyomtól lefelé halad; egyenlőségnél 1d6 dönt.',
  },
  'DW-CAMPAIGN-15': {
    en: 'A failed attempt (percentile roll not below the clues) costs 1d6 clues.',
    hu: 'A sikertelen kísérlet (a százalékos dobás nem kisebb a nyomoknál) 1d6 nyomba kerül.',
  },
  'DW-CAMPAIGN-16': {
    en: 'A successful attempt gains 1d6 clues; that player must play Death to the Cardinal today and nobody else tries.',
    hu: 'A sikeres kísérlet 1d6 nyomot ad; az a játékos ma a Halál a Bíborosra küldetést játssza, más nem próbálkozik.',
  },
  'DW-CAMPAIGN-17': {
    en: 'Death to the Cardinal is the last battle of the day.',
    hu: 'A Halál a Bíborosra a nap utolsó csatája.',
  },
  'DW-CAMPAIGN-18': {
    en: "The hunter's opponents choose who runs the Cardinal's camp, which defends.",
    hu: 'A vadász ellenfelei választják ki, ki irányítja a védekező Bíboros táborát.',
  },
  'DW-CAMPAIGN-21': {
    en: 'Death to the Cardinal has no draw: the hunter holds the Cardinal at the end or loses.',
    hu: 'A Halál a Bíborosra küldetésben nincs döntetlen: a vadász a végén vagy kezében tartja a Bíborost, vagy veszít.',
  },
  'DW-CAMPAIGN-23': {
    en: "The Cardinal fields his whole band; the hunter's group may be at most 50 above it, and far below it gets only 50 CP.",
    hu: 'A Bíboros egész bandájával harcol; a vadász csoportja legfeljebb 50-nel lehet erősebb, ha pedig jóval gyengébb, csak 50 KP-t kap.',
  },
  'DW-CAMPAIGN-24': {
    en: "The Cardinal's band never gains renown, resources or experience; its wounds are kept.",
    hu: 'A Bíboros bandája sosem szerez hírnevet, erőforrást vagy tapasztalatot; sebei megmaradnak.',
  },
  'DW-CAMPAIGN-25': {
    en: 'After beating a hunter the band recovers as if it had a medic, and the Cardinal one degree better still.',
    hu: 'Győzelem után a banda úgy gyógyul, mintha felcsere lenne, a Bíboros pedig még egy fokkal jobban.',
  },
  'DW-CAMPAIGN-26': {
    en: 'Each day without Death to the Cardinal heals every soldier of the band by one degree.',
    hu: 'Minden nap, amikor senki sem támadja a Bíborost, a banda minden katonája egy fokot gyógyul.',
  },
  'DW-CAMPAIGN-27': {
    en: 'The hunt ends when a player wins Death to the Cardinal.',
    hu: 'A hajsza véget ér, amint valaki megnyeri a Halál a Bíborosra küldetést.',
  },
  'DW-RECRUIT-13': {
    en: 'Equipment a recruit lends to another member goes to someone named before that recruitment phase ends, or is lost.',
    hu: 'Az újonc által kölcsönzött felszerelés annak jut, akit a toborzási szakasz vége előtt megneveznek; különben elvész.',
  },
  'DW-RECRUIT-15': {
    en: 'Free advantages a recruit gives another soldier are handed out before each mission.',
    hu: 'Az újonc ingyenes előnyeit minden küldetés előtt újra ki kell osztani.',
  },
  'DW-MISSION-PRE-37': {
    en: 'Free advantages are handed out once the assault group is formed, to another fighter of it.',
    hu: 'Az ingyenes előnyöket a rohamcsapat összeállítása után kell kiosztani, a csapat egy másik harcosának.',
  },
  'DW-EVOLVE-RANK-07': {
    en: 'A warrior who becomes a magician or faithful keeps his warrior rank and adds a mystic one; roles read the higher.',
    hu: 'A mágussá vagy hívővé váló harcos megtartja harcosi rangját és misztikus rangot is kap; a szerepeknél a magasabb számít.',
  },
  'DW-EVOLVE-ABIL-07': {
    en: 'Only a fighter with a mount may learn War-horse, and never a centaur.',
    hu: 'A Harci paripa képességet csak hátason ülő harcos tanulhatja, kentaur soha.',
  },
  'DW-PEOPLE-19': {
    en: 'A Devourer Initiate or Devout picks one free chain, an Adept or Zealot two, from the chains of his rank; they are not attributes.',
    hu: 'A Felfaló beavatott vagy hívő egy, az adeptus vagy zelóta két ingyenes láncot választ a rangjának megfelelőek közül; ezek nem attribútumok.',
  },
  'DW-MISSION-PRE-01': {
    en: 'Before a mission both players roll 1d6 (+2 with a military advisor); the higher chooses the mission, ties roll again.',
    hu: 'Küldetés előtt mindkét játékos dob 1d6-tal (hadi tanácsadóval +2); a nagyobb választ küldetést, egyenlőségnél újradobás.',
  },
  'DW-MISSION-PRE-02': {
    en: 'Where a mission has an Attacker, the same roll decides who attacks.',
    hu: 'Ahol a küldetésnek van támadója, ugyanilyen dobás dönti el, ki támad.',
  },
  'DW-MISSION-PRE-17': {
    en: 'The stronger group may leave fighters behind, but never so many that it ends up worth less than the other group; one more than 50 points stronger must do so until it is within 50.',
    hu: 'Az erősebb csoport hátrahagyhat harcosokat, de annyit soha, hogy kevesebbet érjen a másik csoportnál; ha több mint 50 ponttal erősebb, addig kell hátrahagynia, amíg 50-en belülre nem kerül.',
  },
  'DW-MISSION-PRE-18': {
    en: 'The weaker group receives the difference in compensation points.',
    hu: 'A gyengébb csoport a különbséget kiegyenlítő pontként kapja meg.',
  },
  'DW-AFTER-04': {
    en: 'The weaker side reads its renown from the table by the value difference and the result.',
    hu: 'A gyengébb fél a táblázatból olvassa ki hírnevét az értékkülönbség és az eredmény szerint.',
  },
  'DW-AFTER-05': {
    en: 'The stronger side reads the other half of the renown table.',
    hu: 'Az erősebb fél a hírnévtáblázat másik felét olvassa.',
  },
  'DW-AFTER-06': {
    en: 'Wages are paid in resources by the result of the mission.',
    hu: 'A zsold a küldetés eredménye szerint erőforrásban jár.',
  },
  'DW-AFTER-07': {
    en: 'Some missions pay a premium in resources to the side that earned it.',
    hu: 'Egyes küldetések prémiumot fizetnek erőforrásban annak, aki kiérdemelte.',
  },
  'DW-AFTER-16': {
    en: "The Attacker who wins Death to the Cardinal counts the renown table's gain twice; other renown is not doubled.",
    hu: 'A Halál a Bíborosra küldetést megnyerő támadónál a hírnévtáblázat szerinti nyereség kétszer számít; más hírnév nem duplázódik.',
  },
  'DW-RECUP-02': {
    en: 'Each wounded soldier rolls 2d6 on the recuperation table; a medic and convalescence improve the reading.',
    hu: 'Minden sebesült katona 2d6-tal dob a gyógyulási táblázaton; a felcser és a lábadozás javít az eredményen.',
  },
  'DW-RECUP-07': {
    en: 'A soldier who sat the mission out reads his recuperation roll a row better, on top of any medic.',
    hu: 'Aki kimaradt a küldetésből, gyógyulási dobását egy sorral jobban olvassa, a felcser javításán felül.',
  },
  'DW-RECUP-09': {
    en: 'A soldier whose recuperation reads Dead leaves the company for good.',
    hu: 'Akinek a gyógyulási dobása Halottat ad, végleg elhagyja a csapatot.',
  },
  'DW-RECUP-12': {
    en: 'A machine that lost more than half its structure rolls 2d6 to win some of it back.',
    hu: 'Az a gép, amely szerkezeti pontjai több mint felét elvesztette, 2d6-tal dob, hogy visszanyerjen belőlük.',
  },
  'DW-ROLE-15': {
    en: 'A quartermaster rolls 1d6 for extra resources: +1 after a victory, -1 after a defeat.',
    hu: 'A szállásmester 1d6-tal dob további erőforrásért: győzelem után +1, vereség után -1.',
  },
  'DW-ROLE-18': {
    en: 'A prospector sent exploring rolls 1d6 for resources, experience and sometimes renown, or comes back hurt.',
    hu: 'A felfedezni küldött kutató 1d6-tal dob erőforrásért, tapasztalatért, néha hírnévért, vagy sebesülten tér vissza.',
  },
  'DW-EP-04': {
    en: 'The experience earned in a mission is added in the experience phase.',
    hu: 'A küldetésben szerzett tapasztalatot a tapasztalati szakaszban kell hozzáadni.',
  },
  'DW-RETREAT-05': {
    en: 'A company that retreats gets neither renown nor resources.',
    hu: 'A visszavonuló csapat sem hírnevet, sem erőforrást nem kap.',
  },
};

export const RULE_TEXTS: Readonly<Record<string, Text>> = { ...BASE_TEXTS, ...MORE_RULE_TEXTS };

export function ruleText(id: string, locale: Locale): string | undefined {
  return RULE_TEXTS[id]?.[locale];
}

/** The first quoted word of an English message (an id the player typed), or nothing. */
const quoted = (m: string): string => {
  const q = /"([^"]+)"/.exec(m)?.[1];
  return q === undefined ? '' : ` („${q}”)`;
};

/**
 * Hungarian for refusals that cite no rule, by code: the soldier's name or the id the player gave
 * is read off the English message.
 */
export const REFUSALS_HU: Readonly<Record<string, (message: string) => string>> = {
  'report/healed-and-wounded': (m) => {
    const name = /^(.+) is reported both healed and wounded$/.exec(m)?.[1];
    return `${name ? `${name}: ` : ''}ugyanaz a katona nem szerepelhet a jelentésben egyszerre gyógyultként és sebesültként; csak az egyiket add meg`;
  },
  'report/inconsistent': () => 'az egyik fél nyer és a másik veszít, vagy mindkettő döntetlent ér el',
  'report/missing-result': () => 'add meg mindkét fél eredményét',
  'report/not-on-sheet': (m) => `ez a katona${quoted(m)} egyik küldetéslapon sem szerepel`,
  'report/unknown-machine': (m) => `ilyen gép${quoted(m)} nem harcolt ebben a csatában`,
  'report/unknown-seat': (m) => `ez a fél${quoted(m)} nem harcolt ebben a csatában`,
  'report/wrong-mission': () => 'a megadott célok egy másik küldetéshez tartoznak',
  'report/retreat-elements': () =>
    'a védő visszavonult: add meg, milyen elemeket helyezett el a támadó; mindegyik leromboltnak számít a támadó TP-jénél (DW-MSN-DEST-09)',
  'company/unknown-soldier': (m) => `nincs ilyen katona${quoted(m)}`,
  'group/unknown-soldier': (m) => `nincs ilyen katona a csapatban${quoted(m)}`,
  'group/empty': () => 'a rohamcsoportba legalább egy harcos kell',
  'group/duplicate': () => 'egy katona kétszer szerepel',
  'group/duplicate-attribute': (m) => `ez a tulajdonság vagy gép${quoted(m)} többször szerepel, mint ahányszor megvan`,
  'phase/wrong-step': (m) => `ez a lépés${quoted(m)} most nem tehető meg`,
  'phase/not-your-decision': () => 'most nincs mit döntened',
  'game/over': () => 'a liga véget ért',
  'bonesetter/unhurt': () => 'ennek a katonának nincs gyógyítanivaló sebe',
  ...MORE_REFUSALS_HU,
};

/**
 * A choice the rules could not read (`choice/malformed`) where the field it stumbled on is one a
 * player types: a name too long or empty, a number not whole. Other fields keep the engine's words
 * (a form names its field itself).
 */
function malformedText(v: Violation, locale: Locale): string | undefined {
  const field =
    (v.path ?? '')
      .split('.')
      .filter((x) => x.length > 0 && !/^\d+$/.test(x))
      .at(-1) ?? '';
  const en = locale === 'en';
  if (field === 'name')
    return /too big/i.test(v.message)
      ? en
        ? `A name may be at most ${NAME_MAX} characters long`
        : `a név legfeljebb ${NAME_MAX} karakter lehet`
      : en
        ? 'Give a name, or leave the field as the form proposes it'
        : 'adj meg egy nevet, vagy hagyd meg az űrlap javaslatát';
  const numbers: Readonly<Record<string, { readonly en: string; readonly hu: string }>> = {
    ep: { en: 'The EP', hu: 'a TP' },
    cost: { en: 'The cost', hu: 'az ár' },
    cap: { en: 'The cap', hu: 'a felső határ' },
  };
  const words = numbers[field];
  if (words && /expected int|too small|too big/i.test(v.message))
    return en
      ? `${words.en} must be a whole number within the limits the form shows`
      : `${words.hu} csak az űrlapon látható határok közötti egész szám lehet`;
  return undefined;
}

/**
 * Hungarian for refusals whose own words say more than their rule's text (they name the soldier or
 * the characteristic): these come before the rule's words.
 */
const NAMED_REFUSALS_HU: Readonly<Record<string, (message: string) => string | undefined>> = {
  'report/listed-twice': (m) => {
    const wounded = /^(.+) is listed twice among the wounded/.exec(m)?.[1];
    if (wounded)
      return `${wounded} kétszer szerepel a sebesültek között: csak azt a sebet add meg, amellyel a küldetést befejezi`;
    const machine = /^"(.+)" has one count/.exec(m)?.[1];
    return `${machine ? `${machine}: ` : ''}egy gép elvesztett szerkezeti pontjait csak egyszer add meg`;
  },
  'recruit/strength': () =>
    'a csapat elérte a legnagyobb létszámát: amíg a létszáma nem csökken, új katona nem állhat be',
  'report/result-mismatch': () =>
    'a jelentett célok más eredményt adnak, mint amit a két félnek megadtál: igazítsd egymáshoz az eredményt és a célokat',
  'report/retreat-defeat': () => 'a visszavonuló fél vereséget szenved, győztesként nem jelenthető',
  'report/no-draw': () =>
    'a Halál a Bíborosra küldetésnek nincs döntetlen kimenetele: az egyik fél nyer, a másik veszít',
  'ep/per-soldier': (m) => {
    const [cap, has, more, asked] = nums(m);
    const name = /: (.+) has -?\d+ and may take/.exec(m)?.[1];
    return cap !== undefined && name !== undefined
      ? `egy katona legfeljebb ${cap} alapítási TP-t kaphat: ${name} már ${has ?? '?'} TP-t kapott, így még ${more ?? '?'} adható neki, ${asked ?? '?'} nem`
      : 'egy katona legfeljebb 30 alapítási TP-t kaphat';
  },
  'report/unknown-target': (m) => `ez a célpont${quoted(m)} nem harcolt ebben a csatában`,
  'report/deed-wound': (m) => {
    const [, target, author, rest] = /^(.+) is killed outright by (.+)'s deed, but (.+):/.exec(m) ?? [];
    const listed = /listed as (.+)$/.exec(rest ?? '')?.[1];
    const now =
      listed === undefined
        ? 'a sebesültek között nem szerepel'
        : `a sebesültek között ${stateName(listedKey(listed), 'hu')} sebbel szerepel`;
    return target && author
      ? `${target}: ${author} egyik tette kiütötte, de ${now}; a sebesültek között is kiütöttként add meg`
      : 'egy tett kiütötte a célpontját, ezért a sebesültek között is kiütöttként kell szerepelnie';
  },
  'report/deed-twice': (m) => {
    const [, target, n] = /^(.+) is killed outright by (\d+) deeds/.exec(m) ?? [];
    const who = target === 'The Ambassador' ? 'a követet' : target;
    return who && n
      ? `${n} tett is kiüti ${who}: egy harcost csak egyszer lehet kiütni`
      : 'egy harcost csak egy tett üthet ki';
  },
  'report/deed-merchants': (m) => {
    const [n, killed] = nums(m);
    return `a tettek ${n ?? '?'} kereskedőt ütnek ki, de a célok szerint ${killed ?? '?'} kereskedő halt meg`;
  },
  'report/deed-ambassador': () => 'egy tett kiüti a követet, de a célok szerint a követet nem ölték meg',
  'ep/rule-data-missing': (m) => {
    const k = /^(\S+) cannot be raised with these content tables/.exec(m)?.[1];
    return k
      ? `${improvableName(aspectByName(k) ?? k, 'hu')}: ez a jellemző ezekkel a tartalmi táblázatokkal nem emelhető, mert nem adják meg az árát`
      : undefined;
  },
};

/** A refused choice in the player's language: the rule's own words where we have them. */
export function violationText(v: Violation, locale: Locale): string {
  const malformed = v.code === 'choice/malformed' ? malformedText(v, locale) : undefined;
  if (malformed !== undefined) return locale === 'en' ? malformed : `Ez nem szabályos: ${malformed}`;
  if (locale === 'en') return v.message;
  const named = NAMED_REFUSALS_HU[v.code]?.(v.message);
  if (named !== undefined)
    return v.rule === undefined ? `Ez nem szabályos: ${named}` : `Ez nem szabályos (${v.rule}): ${named}`;
  const rule = v.rule === undefined ? undefined : ruleText(v.rule, 'hu');
  if (rule) return `Ez nem szabályos (${v.rule ?? ''}): ${rule}`;
  const own = REFUSALS_HU[v.code];
  return own ? `Ez nem szabályos: ${own(v.message)}` : `Ez nem szabályos: ${v.message}`;
}
