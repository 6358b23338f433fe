/**
 * The log in English and Hungarian: one wording per event type, built from the event's fields.
 * The English lines say what the rules' `text` says. Soldiers and companies keep the names their
 * players gave; what the content names (profiles, attributes, options, machines, abilities) is
 * said in the locale (`names.ts`), by id or by the English name the event carries. Where an event
 * carries only an id, the name is read off the English text the rules wrote, and so are the few
 * numbers an event keeps only there (a jewel's number, the clues before a roll).
 */
import type { GameEvent, Locale } from '@skirmish/core';
import { prospectorFind } from './afterbattle.ts';
import {
  aspectByName,
  aspectLayoutText,
  aspectName,
  characteristicName,
  companyInText,
  huArticle,
  magicChosen,
  missionName,
  offerName,
  pathName,
  rankName,
  roleByName,
  roleName,
  savedWords,
  seatCompanyInText,
  seatName,
  sentence,
  shiftWords,
  soldierName,
  stateName,
  tableReading,
} from './words.ts';
import type { ContentNames } from './names.ts';
import { reportSchema } from './choices.ts';
import { reportWords, type ReportFighter } from './choice-words.ts';
import { ELEMENTS } from './data.ts';

/** The content's names in the locale, by id or by the English name an event's text carries. */
export type Names = ContentNames;

/** What a line may read off the seat's view: its companies' names, by seat. */
export type SeatView = { readonly companies: Readonly<Record<string, { readonly name: string }>> };

type Line = (e: GameEvent, locale: Locale, names: Names, view?: SeatView) => string;

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '?');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const text = (e: GameEvent): string => (typeof e.text === 'string' ? e.text : '');
/**
 * A profile's name in brackets after a soldier's: it may hold brackets of its own ("Acheron
 * (Living-dead) Initiate"), and so may the soldier's name, so the profile is what balances them.
 */
const PROFILE = String.raw`((?:[^()]|\([^()]*\))+)`;
/** A group of a pattern matched on the English text, or '?' when the text does not hold it. */
const grab = (e: GameEvent, re: RegExp, i = 1): string => re.exec(text(e))?.[i] ?? '?';
/** A company's name read off the text, its fixed names in the locale. */
const co = (e: GameEvent, re: RegExp, l: Locale): string => companyInText(grab(e, re), l);
/**
 * A seat the event names, by its company's name where the event carries it (`companies`; an event
 * of an older version has only the seat), the rules' own companies in the locale.
 */
const seatIn = (e: GameEvent, seat: unknown, l: Locale): string => namedIn(e, seat, l) ?? seatName(seat, l);
/** A seat's company by the name the event carries (`companies`), or undefined where it carries none. */
const namedIn = (e: GameEvent, seat: unknown, l: Locale): string | undefined => {
  const names = e['companies'];
  const name =
    names && typeof names === 'object' ? (names as Readonly<Record<string, unknown>>)[String(seat)] : undefined;
  return typeof name === 'string' ? companyInText(name, l) : undefined;
};
/**
 * A seat the event names by id alone: by the name the event carries, else by its company's name
 * in the seat's view where the log has one, else as `seatName` says.
 */
const seatOrView = (e: GameEvent, seat: unknown, l: Locale, view?: SeatView): string =>
  namedIn(e, seat, l) ?? (view ? seatCompanyInText(view, seat, l) : seatName(seat, l));
/** The company an event of its own belongs to, where the event carries its name (an older one does not). */
const ownerOf = (e: GameEvent, l: Locale): string | undefined => namedIn(e, e.seat, l);
const list = (e: GameEvent, v: unknown, l: Locale): string =>
  Array.isArray(v) ? v.map((x) => seatIn(e, x, l)).join(', ') : str(v);
/**
 * What the report an event carries says (`reportWords`), its fighters named as the event names them
 * (`fighters`), a hired fighter by his profile; undefined for an event without one (an older version's).
 */
function reportIn(e: GameEvent, l: Locale, n: Names): string | undefined {
  const parsed = reportSchema.safeParse(e['report']);
  if (!parsed.success) return undefined;
  const fighters = e['fighters'];
  const known = (id: string): ReportFighter | undefined => {
    const f = fighters && typeof fighters === 'object' ? (fighters as Record<string, unknown>)[id] : undefined;
    if (!f || typeof f !== 'object') return undefined;
    const { name, seat } = f as { name?: unknown; seat?: unknown };
    return typeof name === 'string'
      ? { name: soldierName(name, l), ...(typeof seat === 'string' ? { seat } : {}) }
      : undefined;
  };
  return reportWords(
    parsed.data,
    (id) => known(id) ?? { name: n.byId(id, l) },
    (s) => seatIn(e, s, l),
    l,
  );
}
/**
 * How a company read the renown table: from the event's fields, or off the text of an event of
 * an older version ("Red reads -35 (victory): renown +32").
 */
function tableRead(e: GameEvent): { company: string; result: string; side: 'weaker' | 'stronger'; difference: number } {
  if (typeof e.difference === 'number' && typeof e.result === 'string')
    return {
      company: '?',
      result: e.result,
      side: e.side === 'stronger' ? 'stronger' : 'weaker',
      difference: e.difference,
    };
  const m = /^(.+) reads ([-+])(\d+) \((\w+)\): renown/.exec(text(e));
  return {
    company: m?.[1] ?? '?',
    result: m?.[4] ?? '?',
    side: m?.[2] === '+' ? 'stronger' : 'weaker',
    difference: Number(m?.[3] ?? 0),
  };
}
const pairs = (v: unknown): Array<[string, number]> =>
  v && typeof v === 'object' ? Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, num(x)]) : [];

const hu = (l: Locale, en: string, h: string): string => (l === 'hu' ? h : en);
/** The Aspect layout a recruit chose (DW-RECRUIT-14), where his event carries one, as the end of its line. */
const chosenLayout = (e: GameEvent, l: Locale): string => {
  const a = e.aspects as Record<string, unknown> | undefined;
  if (!a || typeof a !== 'object') return '';
  const layout = { CRE: num(a['CRE']), ALT: num(a['ALT']), DES: num(a['DES']) };
  return hu(
    l,
    `; his Aspects for good: ${aspectLayoutText(layout, l)}`,
    `; aspektusai véglegesen: ${aspectLayoutText(layout, l)}`,
  );
};

/** The Element and path of choice a magician named (DW-PEOPLE-05), where his event carries them, as the end of its line. */
const chosenMagic = (e: GameEvent, l: Locale): string => {
  const m = e.magic as Record<string, unknown> | undefined;
  if (!m || typeof m !== 'object') return '';
  const element = ELEMENTS.find((x) => x === m['element']);
  const path = typeof m['path'] === 'string' ? m['path'] : undefined;
  return magicChosen({ ...(element ? { element } : {}), ...(path ? { path } : {}) }, l);
};

/** The lines of the `die` event by its purpose. */
const DIE: Record<string, Line> = {
  'Mission choice': (e, l) => opposed(e, l, 'Küldetésválasztó dobás'),
  Attacker: (e, l) => opposed(e, l, 'Ki támad'),
  quartermaster: (e, l) =>
    hu(
      l,
      `Quartermaster rolls ${str(e.roll)}: +${str(e.amount)} RP`,
      `A szállásmester dobása ${str(e.roll)}: +${str(e.amount)} erőforrás`,
    ),
  prospector: (e, l) => {
    const roll = num(e.roll);
    const f = roll >= 1 && roll <= 6 ? prospectorFind(roll) : { rp: 0, ep: 0, renown: 0, wounded: false };
    if (e.forfeited === true)
      return hu(
        l,
        `Prospector rolls ${roll}: +${f.ep} EP; with the retreat his ${f.rp} RP${f.renown ? ` and ${f.renown} renown` : ''} are lost`,
        `A kutató dobása ${roll}: +${f.ep} TP; a visszavonulás miatt elvész: ${f.rp} erőforrás${f.renown ? ` és ${f.renown} hírnév` : ''}`,
      );
    return hu(
      l,
      `Prospector rolls ${roll}: +${f.rp} RP, +${f.ep} EP${f.renown ? `, renown +${f.renown}` : ''}${f.wounded ? ', and comes back badly hurt' : ''}`,
      `A kutató dobása ${roll}: +${f.rp} erőforrás, +${f.ep} TP${f.renown ? `, +${f.renown} hírnév` : ''}${f.wounded ? ', és súlyosan sebesülten tér vissza' : ''}`,
    );
  },
  search: (e, l) =>
    hu(
      l,
      `Searching prospector rolls ${str(e.roll)}: +${str(e.roll)} clues (now ${str(e.clues)}), +${str(e.roll)} EP`,
      `A Bíborost kereső kutató dobása ${str(e.roll)}: +${str(e.roll)} nyom (összesen ${str(e.clues)}), +${str(e.roll)} TP`,
    ),
  resurrection: (e, l) => {
    const priest = grab(e, /^(.+) prays over /);
    const dead = grab(e, / prays over (.+): \d+, /);
    const back = num(e.roll) >= 4;
    return hu(
      l,
      `${priest} prays over ${dead}: ${str(e.roll)}, ${back ? 'he rises' : 'in vain'}`,
      `${priest} imádkozik ${dead} teteméért: ${str(e.roll)}, ${back ? 'feltámad' : 'hiába'}`,
    );
  },
  sectors: (e, l) =>
    hu(
      l,
      `${seatIn(e, e.seat, l)} rolls ${str(e.roll)} for the sectors: the battlefield is cut into ${str(e.sectors)}`,
      `${seatIn(e, e.seat, l)} dobása a szektorokra ${str(e.roll)}: a csatamező ${str(e.sectors)} szektorra oszlik`,
    ),
  'treasure-counters': (e, l) => {
    const [first, second] = pairs(e.rolls).map(([seat, roll]) => `${seatIn(e, seat, l)} ${roll}`);
    return hu(
      l,
      `Treasure Hunt: ${first ?? '?'}, ${second ?? '?'}: ${str(e.jewels)} jewels and ${str(e.decoys)} decoys`,
      `Kincsvadászat: ${first ?? '?'}, ${second ?? '?'}: ${str(e.jewels)} ékkő és ${str(e.decoys)} csalijelző`,
    );
  },
  treasure: (e, l) => {
    const n = grab(e, /^Jewel (\d+):/);
    return hu(
      l,
      `Jewel ${n}: ${str(e.roll)}, +${str(e.amount)} RP`,
      `${n}. ékkő: ${str(e.roll)}, +${str(e.amount)} erőforrás`,
    );
  },
  location: (e, l) => {
    const clues = grab(e, / against (\d+) clues/);
    const change = num(e.change);
    const found = change > 0;
    return hu(
      l,
      `${seatIn(e, e.seat, l)} rolls ${str(e.roll)} against ${clues} clues: ${found ? `the Cardinal is found (+${change} clues)` : `nothing (${change} clues)`}`,
      `${seatIn(e, e.seat, l)} dobása ${str(e.roll)}, nyomai száma ${clues}: ${found ? `megtalálta a Bíborost (+${change} nyom)` : `nem talált semmit (${change} nyom)`}`,
    );
  },
  offers: (e, l) => {
    const faces = Array.isArray(e.rolls) ? e.rolls.map(str).join(', ') : '';
    const offers = Array.isArray(e.offers) ? e.offers.map((o) => offerName(o, l)).join(', ') : '';
    return hu(l, `Mission offers (${faces}): ${offers}`, `A nap küldetésajánlatai (${faces}): ${offers}`);
  },
  attribution: (e, l) =>
    hu(l, `Attribution order: ${list(e, e.order, l)}`, `Az ajánlatok választási sorrendje: ${list(e, e.order, l)}`),
  rumors: (e, l) => {
    const name = co(e, /^(.+) hears rumors/, l);
    const rolls = Array.isArray(e.rolls) ? e.rolls.map(str).join(' + ') : '';
    const clues = grab(e, /: (\d+) clues/);
    const bribe = e.rule === 'DW-CAMPAIGN-10';
    return hu(
      l,
      `${name} hears rumors (${rolls}): ${clues} clues${bribe ? ', 10 RP in bribes' : ''}`,
      `${name} szóbeszédet gyűjt (${rolls}): ${clues} nyom${bribe ? ', 10 erőforrás vesztegetésre' : ''}`,
    );
  },
  discharge: (e, l) => hu(l, `Discharge roll: ${str(e.roll)}`, `Leváltási dobás: ${str(e.roll)}`),
};

/**
 * A mission or attacker roll: each company's total, the companies named as the text names them,
 * and what the higher total wins (a tie is rolled again, in a line of its own).
 */
function opposed(e: GameEvent, l: Locale, huHead: string): string {
  const totals = pairs(e.totals);
  const m = /^[^:]+: (.+) (-?\d+), (.+) (-?\d+)$/.exec(text(e));
  const names = m ? [m[1] ?? '?', m[3] ?? '?'] : totals.map(([s]) => s);
  const parts = totals.map(([, t], i) => `${companyInText(names[i] ?? '?', l)} ${t}`).join(', ');
  const [a, b] = totals;
  const head = hu(l, `${str(e.purpose)}: ${parts}`, `${huHead}: ${parts}`);
  if (!a || !b) return head;
  if (a[1] === b[1]) return `${head}: ${hu(l, 'a tie, rolled again', 'döntetlen, újra dobnak')}`;
  const winner = companyInText(names[a[1] > b[1] ? 0 : 1] ?? '?', l);
  const attacker = e.purpose === 'Attacker';
  return `${head}: ${hu(
    l,
    attacker ? `${winner} attacks` : `${winner} chooses the mission`,
    attacker ? `${winner} a támadó` : `${winner} választja ki a küldetést`,
  )}`;
}

const TACTICAL_BY_HU: Record<string, string> = { captain: 'kapitány', lieutenant: 'hadnagy' };

/** The purchase an `ep-spent` line names, by the rule it cites; the details are read off the text. */
function purchase(e: GameEvent, l: Locale, n: Names): string {
  const what = grab(e, /^.+?: (.+) for \d+ EP$/);
  switch (e.rule) {
    case 'DW-EVOLVE-CHAR-02': {
      const m = /^(\S+) to (.+)$/.exec(what);
      const aspect = aspectByName(m?.[1] ?? '');
      const raised = aspect ? aspectName(aspect, 'hu') : characteristicName(m?.[1] ?? '?', 'hu');
      return hu(l, what, m ? `${raised} emelése ${m[2] ?? '?'} értékre` : what);
    }
    case 'DW-EVOLVE-ABIL-02': {
      const m = /^(.+)\/(\S+)$/.exec(what);
      return hu(l, what, `${m ? `${n.byName(m[1] ?? '?', l)}/${m[2] ?? '?'}` : what} fejlesztése`);
    }
    case 'DW-EVOLVE-ABIL-05':
      return hu(l, what, `új képesség: ${n.byName(what.replace(/^learns /, ''), l)}`);
    case 'DW-ROLE-10': {
      const role = roleByName(what.replace(/^becomes /, ''));
      return hu(l, what, `új szerep: ${role ? roleName(role, 'hu') : what}`);
    }
    case 'DW-EVOLVE-RANK-05': {
      const rank = what.replace(/^rises to /, '');
      return hu(l, what, `előlép: ${rankName(rank, 'hu')}`);
    }
    case 'DW-EVOLVE-RANK-06': {
      const path = /^the path of (.+)$/.exec(what)?.[1];
      return hu(l, what, path === undefined ? 'új elem' : `új ösvény: ${pathName(path, 'hu')}`);
    }
    case 'DW-EVOLVE-ABIL-13':
      return hu(l, what, 'az idézés mestere lesz');
    case 'DW-EVOLVE-ABIL-14':
      return hu(l, what, 'Feltámasztás');
    default:
      return hu(l, what, 'fejlődés');
  }
}

/** Every event type the rules emit, in words. */
export const EVENT_WORDS: Readonly<Record<string, Line>> = {
  die: (e, l, n) => {
    const line = DIE[str(e.purpose)];
    return line ? line(e, l, n) : hu(l, `Roll: ${str(e.roll)}`, `Dobás: ${str(e.roll)}`);
  },
  'mission-chosen': (e, l) => {
    const mission = missionName(e.mission, l);
    const seats = Array.isArray(e.seats) ? e.seats : [];
    if (e.rule === 'DW-CAMPAIGN-17') {
      const hunter = seatIn(e, seats[0], l);
      const value = grab(e, / worth (\d+)/);
      const run = grab(e, /, run by (.+)$/);
      const controller = run === '?' ? run : companyInText(run, l);
      return hu(
        l,
        `Last of the day: ${hunter} plays ${mission} against a band worth ${value}, run by ${controller}`,
        `A nap utolsó csatája: ${hunter} ${mission} küldetése egy ${value} értékű banda ellen, amelyet ${controller} irányít`,
      );
    }
    if (e.rule === 'DW-CAMPAIGN-05') {
      // An event of an older version names the offer only in its text, by id.
      const offer = offerName(e.offer ?? grab(e, /\(([^()]+)\)$/), l);
      return hu(
        l,
        `${seats.map((s) => seatIn(e, s, l)).join(' and ')} play ${offer}`,
        `${seats.map((s) => seatIn(e, s, l)).join(' és ')} ezt játssza: ${offer}`,
      );
    }
    return hu(l, `${mission} is chosen`, `A választott küldetés: ${mission}`);
  },
  'group-formed': (e, l) => {
    if (e.rule === 'DW-CAMPAIGN-07')
      return hu(
        l,
        `The neutral company fields a group worth ${str(e.value)}`,
        `A semleges csapat ${str(e.value)} értékű csoportot állít ki`,
      );
    const name = co(e, /^(.+) forms an assault group/, l);
    const wage = grab(e, /, paying (\d+) RP in wages$/);
    return hu(
      l,
      `${name} forms an assault group worth ${str(e.value)}${wage !== '?' ? `, paying ${wage} RP in wages` : ''}`,
      `${name}: ${str(e.value)} értékű rohamcsoport${wage !== '?' ? `, ${wage} erőforrás zsolddal` : ''}`,
    );
  },
  compensation: (e, l, _n, v) => {
    if (e.rule === 'DW-CAMPAIGN-23')
      return hu(
        l,
        'The band is more than 50 stronger: the hunter gets 50 compensation points and no more',
        'A banda több mint 50-nel erősebb: a vadász 50 kiegyenlítő pontot kap, többet nem',
      );
    if (e.seat === null || e.seat === undefined)
      return hu(l, 'The groups are equal: no compensation', 'A csoportok egyenlők: nincs kiegyenlítés');
    // The points go to the weaker group's company: the event names its seat alone.
    const to = seatOrView(e, e.seat, l, v);
    return hu(l, `${str(e.cp)} compensation points for ${to}`, `${to} ${str(e.cp)} kiegyenlítő pontot kap`);
  },
  balancing: (e, l) =>
    e.optional === true
      ? hu(
          l,
          `The groups differ by ${str(e.difference)}: the stronger may lower his group, not below the other's`,
          `A két csoport értékének különbsége ${str(e.difference)}: az erősebb csökkentheti a csoportját, de a másikénál kisebbre nem`,
        )
      : hu(
          l,
          `The groups differ by ${str(e.difference)}: the stronger must come within 50`,
          `A két csoport értékének különbsége ${str(e.difference)}: az erősebbnek 50-en belülre kell kerülnie`,
        ),
  'group-lowered': (e, l) => {
    const name = co(e, /^(.+) lowers its group/, l);
    return hu(l, `${name} lowers its group to ${str(e.value)}`, `${name} csoportja ${str(e.value)} értékűre csökken`);
  },
  'compensation-spent': (e, l) => {
    const unused = grab(e, /; (-?\d+) go unused$/);
    return hu(
      l,
      `${str(e.spent)} CP spent; ${unused} go unused`,
      `${str(e.spent)} kiegyenlítő pont elköltve; ${unused} kárba vész`,
    );
  },
  'advantage-lent': (e, l) => {
    const m = /^(.+) lends (.+) to (.+) for this mission$/.exec(text(e));
    const [from, adv, to] = m ? [m[1] ?? '?', m[2] ?? '?', m[3] ?? '?'] : [str(e.from), str(e.advantage), str(e.to)];
    return hu(
      l,
      `${from} lends ${adv} to ${to} for this mission`,
      `${from} erre a küldetésre átadja ${to} harcosnak: ${adv}`,
    );
  },
  bonesetter: (e, l) => {
    const name = grab(e, /^The bonesetter eases (.+) to \S+$/);
    return hu(
      l,
      `The bonesetter eases ${name} to ${e.to === 'none' ? 'unharmed' : str(e.to)}`,
      `A csontkovács enyhít ${name} sebén: ${stateName(e.to, l)}`,
    );
  },
  training: (e, l) => {
    const name = grab(e, /^(.+) trains for/);
    return hu(l, `${name} trains for ${str(e.ep)} EP`, `${name} edz: ${str(e.ep)} TP`);
  },
  'extra-round': (e, l) => {
    const name = co(e, /^(.+) adds a round to the mission$/, l);
    return hu(l, `${name} adds a round to the mission`, `${name} egy körrel meghosszabbítja a küldetést`);
  },
  // Before the Attacker was asked (0.7.0) the card was always taken, and the event said nothing more.
  'free-event-card': (e, l) =>
    e.taken === false
      ? hu(
          l,
          `${seatIn(e, e.seat, l)} attacks with the stronger group and leaves the free Event card`,
          `${seatIn(e, e.seat, l)} az erősebb csoporttal támad, és lemond az ingyenes eseménykártyáról`,
        )
      : hu(
          l,
          `${seatIn(e, e.seat, l)} attacks with the stronger group and takes one Event card free of CP`,
          `${seatIn(e, e.seat, l)} az erősebb csoporttal támad, és kiegyenlítő pont nélkül kap egy eseménykártyát`,
        ),
  'mission-ready': (e, l) =>
    hu(
      l,
      `The battle lasts ${str(e.rounds)} rounds; fight it on the table and report`,
      `A csata ${str(e.rounds)} körig tart; vívjátok meg az asztalon, aztán jelentsétek`,
    ),
  'starting-wounds': (e, l) => {
    const name = co(e, /^(.+?) fields /, l);
    const names = [...text(e).matchAll(/(?:fields |, )(.+?) with a [a-z-]+ wound/g)].map((m) => m[1] ?? '?');
    const states = e.wounds && typeof e.wounds === 'object' ? Object.values(e.wounds as Record<string, unknown>) : [];
    const each = states.map((w, i) =>
      l === 'hu' ? `${names[i] ?? '?'} (${stateName(w, l)} seb)` : `${names[i] ?? '?'} with a ${str(w)} wound`,
    );
    return hu(
      l,
      `${name} fields ${each.join(', ')}, with its penalties`,
      `${name} sebesülten küldi csatába: ${each.join(', ')}, minden hátrányukkal`,
    );
  },
  'tactical-discipline': (e, l) => {
    const name = co(e, /^(.+)'s Tactical rolls/, l);
    if (e.by === 'choice')
      return hu(
        l,
        `${name}'s Tactical rolls: neither captain nor lieutenant fights, any fighter's DIS`,
        `${name} taktikai dobásai: sem a kapitány, sem a hadnagy nem harcol, bármelyik harcos fegyelme (FEG) számít`,
      );
    const who = grab(e, /DIS \((.+), (?:-?\d+|-)\) while/);
    const dis = e.dis === null || e.dis === undefined ? '-' : str(e.dis);
    return hu(
      l,
      `${name}'s Tactical rolls use the ${str(e.by)}'s DIS (${who}, ${dis}) while he is on the battlefield`,
      `${name} taktikai dobásai a ${TACTICAL_BY_HU[str(e.by)] ?? str(e.by)} fegyelmét (FEG) használják (${who}, ${dis}), amíg a csatatéren van`,
    );
  },
  captainless: (e, l) => {
    const name = co(e, /^(.+) has no captain/, l);
    return hu(
      l,
      `${name} has no captain: -1 on every Discipline test, Tactical rolls included`,
      `${name} kapitány nélkül harcol: minden fegyelempróba -1, a taktikai dobások is`,
    );
  },
  tracker: (e, l) => {
    const name = co(e, /marches with (.+): \+\d+ on/, l);
    return hu(
      l,
      `A tracker marches with ${name}: +${str(e.bonus)} on the approach Tactical roll and one more pass in the approach`,
      `Nyomolvasó menetel ${name} soraiban: +${str(e.bonus)} a felvonulás taktikai dobására és eggyel több passz a felvonulásban`,
    );
  },
  'groups-revealed': (e, l) => {
    const values = e.values && typeof e.values === 'object' ? (e.values as Record<string, unknown>) : {};
    const said = Object.entries(values)
      .map(([seat, v]) => `${seatIn(e, seat, l)} ${str(v)}`)
      .join(', ');
    return hu(l, `The group values are revealed: ${said}`, `A csoportok értéke kiderül: ${said}`);
  },
  'band-no-recuperation': (_e, l) =>
    hu(
      l,
      "The hunter won: the Cardinal's band makes no recuperation rolls",
      'A vadász győzött: a Bíboros bandája nem dob gyógyulásra',
    ),
  'band-gains-nothing': (_e, l) =>
    hu(
      l,
      "The Cardinal's band gains no renown, no resources and no experience",
      'A Bíboros bandája nem szerez sem hírnevet, sem erőforrást, sem tapasztalatot',
    ),
  renown: (e, l) => {
    const amount = str(e.amount);
    switch (e.rule) {
      case 'DW-AFTER-04':
      case 'DW-AFTER-05': {
        const read = tableRead(e);
        const name = ownerOf(e, l) ?? companyInText(read.company, l);
        const how = tableReading(read.result, read.side, read.difference, l);
        return hu(l, `${name} ${how}: renown +${amount}`, `${name} ${how}: +${amount} hírnév`);
      }
      case 'DW-AFTER-16':
        return hu(
          l,
          `The Cardinal's death won: the table's renown counts twice, +${amount}`,
          `${missionName('death-to-the-cardinal', l)} megnyerve: a táblázat szerinti hírnév kétszer számít, +${amount} hírnév`,
        );
      case 'DW-AFTER-09':
        return hu(
          l,
          `A priest marched with the group: renown +${amount}`,
          `Pap is menetelt a csoporttal: +${amount} hírnév`,
        );
      case 'DW-ROLE-28': {
        const name = grab(e, /^(.+) rises again/);
        return hu(l, `${name} rises again: renown +${amount}`, `${name} feltámad: +${amount} hírnév`);
      }
      case 'DW-ROLE-23': {
        const name = grab(e, /^(.+) dies a martyr/);
        return hu(l, `${name} dies a martyr: renown +${amount}`, `${name} mártírhalált hal: +${amount} hírnév`);
      }
      default: {
        const roleText = grab(e, /for the new (.+)$/);
        const role = roleByName(roleText);
        return hu(
          l,
          `Renown +${amount} for the new ${roleText}`,
          `+${amount} hírnév az új szerepért: ${role ? roleName(role, 'hu') : roleText}`,
        );
      }
    }
  },
  wages: (e, l) => hu(l, `Wages: ${str(e.amount)} RP`, `Zsold: ${str(e.amount)} erőforrás`),
  retreat: (e, l) => {
    const name = co(e, /^(.+) retreated/, l);
    return hu(l, `${name} retreated: no renown and no resources`, `${name} visszavonult: sem hírnév, sem erőforrás`);
  },
  'boiler-repaired': (e, l) => {
    const name = grab(e, /^(.+): the exploded/);
    return hu(
      l,
      `${name}: the exploded boiler or carburetor is repaired, no roll`,
      `${name}: a felrobbant kazánt vagy porlasztót dobás nélkül megjavítják`,
    );
  },
  'starting-wound': (e, l) => {
    const name = soldierName(grab(e, /^(.+) began the mission/), l);
    return hu(
      l,
      `${name} began the mission with a ${str(e.wound)} wound and ends it so`,
      `${name} ${stateName(e.wound, l)} sebbel kezdte a küldetést, és azzal is fejezi be`,
    );
  },
  'cardinal-recovers': (e, l) =>
    hu(
      l,
      `The Cardinal's ${str(e.from)} reads one degree better: ${str(e.outcome)}`,
      `A Bíboros gyógyulása (${stateName(e.from, l)}) egy fokkal jobb: ${stateName(e.outcome, l)}`,
    ),
  recuperation: (e, l) => {
    // The wound in brackets is a key ("killed-outright") in the texts of earlier versions.
    const name = soldierName(grab(e, /^(.+) \([a-z -]+\) rolls /), l);
    const d = Array.isArray(e.dice) ? e.dice.map(str) : ['?', '?'];
    const rescue = e.rescue === null || e.rescue === undefined ? null : str(e.rescue);
    // Events of earlier versions carry no shifts: nothing is said of them.
    const shifts = { medic: e.medic === true, convalescent: e.convalescent === true };
    return hu(
      l,
      `${name} (${stateName(e.wound, l)}) rolls ${d[0] ?? '?'}+${d[1] ?? '?'}${rescue !== null ? `, medic ${rescue}` : ''}${shiftWords(shifts, l)}: ${str(e.outcome)}${savedWords(e.saved === true, l)}`,
      `${name} (${stateName(e.wound, l)}) dobása ${d[0] ?? '?'}+${d[1] ?? '?'}${rescue !== null ? `, felcser ${rescue}` : ''}${shiftWords(shifts, l)}: ${stateName(e.outcome, l)}${savedWords(e.saved === true, l)}`,
    );
  },
  'machine-recuperation': (e, l, n) => {
    const d = Array.isArray(e.dice) ? e.dice.map(str) : ['?', '?'];
    const roll = `${d[0] ?? '?'}+${d[1] ?? '?'}`;
    const lost = / for good$/.test(text(e));
    if (e.asset !== undefined) {
      const name = grab(e, /^(.+) rolls \d+\+\d+:/);
      const sp = grab(e, /: (\d+) SP$/);
      return hu(
        l,
        `${name} rolls ${roll}: ${lost ? 'lost for good' : `${sp} SP`}`,
        // A company's machine carries the name of the attribute it was bought as.
        `${n.byName(name, l)} dobása ${roll}: ${lost ? 'végleg elveszett' : `${sp} SZP`}`,
      );
    }
    return hu(
      l,
      `Machine rolls ${roll}: ${lost ? 'destroyed for good' : `${str(e.recovered)} SP back`}`,
      `A gép dobása ${roll}: ${lost ? 'végleg megsemmisült' : `${str(e.recovered)} SZP-t nyer vissza`}`,
    );
  },
  death: (e, l) => {
    const name = soldierName(grab(e, /^(.+) is dead$/), l);
    return hu(l, `${name} is dead`, `${name} meghalt`);
  },
  'captain-lost': (e, l) => {
    const name = co(e, /^(.+) has lost its captain/, l);
    return hu(l, `${name} has lost its captain`, `${name} elvesztette a kapitányát`);
  },
  premium: (e, l) => hu(l, `Mission premium: +${str(e.amount)} RP`, `Küldetésprémium: +${str(e.amount)} erőforrás`),
  'company-out': (e, l) => {
    const name = co(e, /^(.+) has no soldiers left/, l);
    return hu(
      l,
      `${name} has no soldiers left and leaves the league`,
      `${name}: nem maradt katonája, kiesik a ligából`,
    );
  },
  'league-over': (_e, l) => hu(l, 'The league is over', 'A liga véget ért'),
  round: (e, l) => hu(l, `Mission round ${str(e.round)}`, `${str(e.round)}. küldetésforduló`),
  'grant-lost': (e, l, n) =>
    hu(
      l,
      `Nobody was named for ${n.byId(str(e.option), l)}: it is lost`,
      `Senkit sem neveztek meg, aki ezt kapná: ${n.byId(str(e.option), l)}; elveszett`,
    ),
  'ep-lost': (e, l) => {
    const whose = ownerOf(e, l);
    return hu(
      l,
      whose
        ? `${whose} never assigned ${str(e.ep)} formation EP: they are lost`
        : `${str(e.ep)} formation EP were never assigned and are lost`,
      whose
        ? `${whose} ${str(e.ep)} alapítási TP-t nem osztott ki; elveszett`
        : `${str(e.ep)} alapítási TP-t senki sem kapott meg; elveszett`,
    );
  },
  'ep-gained': (e, l) => {
    const name = grab(e, /^(.+) gains -?\d+ EP$/);
    return hu(l, `${name} gains ${str(e.ep)} EP`, `${name} ${str(e.ep)} TP-t szerez`);
  },
  'campaign-over': (e, l) => {
    if (e.seat === undefined)
      return hu(l, 'The hunt is over: the Cardinal escaped', 'A hajsza véget ért: a Bíboros megmenekült');
    // The texts of earlier versions said the Cardinal was killed.
    const name = co(e, /^(.+) has (?:killed the Cardinal|won Death to the Cardinal)/, l);
    return hu(
      l,
      `${name} has won Death to the Cardinal: the campaign is over`,
      `${name} megnyerte a ${missionName('death-to-the-cardinal', l)} küldetést: a hadjárat véget ért`,
    );
  },
  day: (e, l) => hu(l, `Day ${str(e.day)} of the hunt`, `A hajsza ${str(e.day)}. napja`),
  'attempt-order': (e, l) =>
    hu(
      l,
      `Location attempts in order: ${list(e, e.order, l)}`,
      `A Bíboros felkutatásának sorrendje: ${list(e, e.order, l)}`,
    ),
  'offer-taken': (e, l) => {
    const offer = offerName(e.offer, l);
    const seat = seatIn(e, e.seat, l);
    // An event of an earlier version carries no `left`: its text says which it was.
    if (e.rule === 'DW-CAMPAIGN-05' && (e.left === false || / has a single offer open: /.test(text(e))))
      return hu(l, `${seat} has a single offer open: ${offer}`, `${seat} előtt egyetlen ajánlat áll nyitva: ${offer}`);
    if (e.rule === 'DW-CAMPAIGN-05')
      return hu(l, `${seat} takes what is left: ${offer}`, `${seat} a megmaradt ajánlatot kapja: ${offer}`);
    return hu(l, `${seat} chooses ${offer}`, `${seat} választása: ${offer}`);
  },
  'neutral-company': (e, l) => {
    const offer = offerName(e.offer ?? grab(e, / no opponent for (.+): a neutral/), l);
    return hu(
      l,
      `${seatIn(e, e.seat, l)} has no opponent for ${offer}: a neutral company will face him`,
      `${seatIn(e, e.seat, l)} nem kapott ellenfelet (${offer}): egy semleges csapat áll ki ellene`,
    );
  },
  'band-heals': (_e, l) =>
    hu(
      l,
      "A day without Death to the Cardinal: his band's wounds heal by one degree",
      'Egy nap Halál a Bíborosra nélkül: a Bíboros bandájának sebei egy fokot gyógyulnak',
    ),
  'neutral-cap': (e, l) => {
    const controller = co(e, /; (.+) runs the neutral company$/, l);
    return hu(
      l,
      `Neither group may be worth more than ${str(e.cap)}; ${controller} runs the neutral company`,
      `A két csoport értékhatára ${str(e.cap)}; a semleges csapatot ${controller} irányítja`,
    );
  },
  'report-given': (e, l, n) => {
    const said = reportIn(e, l, n);
    const battle = str(e.battle);
    return hu(
      l,
      `${seatIn(e, e.seat, l)} reports battle ${battle}${said ? ` (${said})` : ''}; ${list(e, e.awaiting, l)} to accept it`,
      `${seatIn(e, e.seat, l)} jelentést adott ${huArticle(num(e.battle))} ${battle}. csatáról${said ? ` (${said})` : ''}; ${list(e, e.awaiting, l)} fogadja el`,
    );
  },
  'report-taken': (e, l, n) => {
    const said = reportIn(e, l, n);
    const battle = str(e.battle);
    return hu(
      l,
      `${seatIn(e, e.seat, l)} reports battle ${battle}${said ? `: ${said}` : ''}`,
      `${seatIn(e, e.seat, l)} jelentést adott ${huArticle(num(e.battle))} ${battle}. csatáról${said ? `: ${said}` : ''}`,
    );
  },
  'report-accepted': (e, l) =>
    hu(
      l,
      `${seatIn(e, e.seat, l)} accepts the report of battle ${str(e.battle)}`,
      `${seatIn(e, e.seat, l)} elfogadja ${huArticle(num(e.battle))} ${str(e.battle)}. csata jelentését`,
    ),
  'report-refused': (e, l) =>
    hu(
      l,
      `${seatIn(e, e.seat, l)} sends the report of battle ${str(e.battle)} back: it is to be given again`,
      `${seatIn(e, e.seat, l)} visszaküldi ${huArticle(num(e.battle))} ${str(e.battle)}. csata jelentését: újra meg kell adni`,
    ),
  'cardinal-controller': (e, l) =>
    hu(
      l,
      `${grab(e, /^(.+) will run the Cardinal's camp$/)} will run the Cardinal's camp`,
      `A Bíboros táborát ${co(e, /^(.+) will run the Cardinal's camp$/, l)} irányítja`,
    ),
  'captain-named': (e, l, n) => {
    if (e.rule === 'DW-CAPTAIN-01') {
      const m = new RegExp(
        String.raw`^(.+) \(${PROFILE}\) leads (.+); he starts as a champion(?:; his Aspects for good: .+?)?(?:, (?:Element|path) of choice: .+)?$`,
      ).exec(text(e));
      const [name, profile, company] = m ? [m[1] ?? '?', m[2] ?? '?', m[3] ?? '?'] : ['?', '?', '?'];
      return hu(
        l,
        `${name} (${profile}) leads ${company}; he starts as a champion${chosenLayout(e, l)}${chosenMagic(e, l)}`,
        `${name} (${n.byName(profile, l)}) vezeti ezt a csapatot: ${company}; bajnokként kezd${chosenLayout(e, l)}${chosenMagic(e, l)}`,
      );
    }
    if (e.rule === 'DW-CAPTAIN-06') {
      const name = grab(e, /^(.+) takes command$/);
      return hu(l, `${name} takes command`, `${name} átveszi a parancsnokságot`);
    }
    const name = grab(e, /^(.+) becomes captain$/);
    return hu(l, `${name} becomes captain`, `${name} lesz a kapitány`);
  },
  recruited: (e, l, n) => {
    const m = new RegExp(String.raw`^(.+) \(${PROFILE}, value \d+\) joins`).exec(text(e));
    const [name, profile] = m ? [m[1] ?? '?', m[2] ?? '?'] : ['?', '?'];
    const bonus = num(e.bonus);
    return hu(
      l,
      `${name} (${profile}, value ${str(e.value)}) joins${bonus > 0 ? ` for an Ally bonus of ${bonus} RP` : ''}${chosenLayout(e, l)}${chosenMagic(e, l)}`,
      `${name} (${n.byName(profile, l)}, érték ${str(e.value)}) csatlakozik${bonus > 0 ? `, ${bonus} erőforrás szövetséges-pótlékért` : ''}${chosenLayout(e, l)}${chosenMagic(e, l)}`,
    );
  },
  'ep-assigned': (e, l) => {
    const name = grab(e, /^(.+) receives -?\d+ formation EP$/);
    return hu(l, `${name} receives ${str(e.ep)} formation EP`, `${name} ${str(e.ep)} alapítási TP-t kap`);
  },
  'rank-up': (e, l) => {
    const m = /^(.+) (rises to|becomes) \S+$/.exec(text(e));
    const name = m?.[1] ?? '?';
    if (m?.[2] === 'becomes')
      return hu(l, `${name} becomes ${str(e.rank)}`, `${name} új rangja: ${rankName(e.rank, l)}`);
    return hu(l, `${name} rises to ${str(e.rank)}`, `${name} előlép: ${rankName(e.rank, l)}`);
  },
  'rank-choice': (e, l) => {
    const name = grab(e, /^(.+) may become Special or Elite$/);
    return hu(l, `${name} may become Special or Elite`, `${name} Speciális vagy Elit rangra léphet`);
  },
  champion: (e, l) => {
    const name = grab(e, /^(.+) becomes a champion$/);
    return hu(l, `${name} becomes a champion`, `${name} bajnok lesz`);
  },
  'ep-spent': (e, l, n) => {
    const name = grab(e, /^(.+?): .+ for \d+ EP$/);
    return hu(
      l,
      `${name}: ${purchase(e, l, n)} for ${str(e.cost)} EP`,
      `${name}: ${purchase(e, l, n)}, ${str(e.cost)} TP`,
    );
  },
  'attribute-bought': (e, l, n) => {
    const name = typeof e.attribute === 'string' ? n.byId(e.attribute, l) : n.byName(grab(e, /^(.+) bought for/), l);
    const whose = ownerOf(e, l);
    return hu(
      l,
      whose ? `${whose} buys ${name} for ${str(e.cost)} RP` : `${name} bought for ${str(e.cost)} RP`,
      `${whose ? `${whose} vásárol: ` : 'Megvásárolva: '}${name}, ${str(e.cost)} erőforrásért`,
    );
  },
  excluded: (e, l) => {
    const name = grab(e, /^(.+) leaves the company with/);
    return hu(
      l,
      `${name} leaves the company with everything he carries`,
      `${name} mindenével együtt elhagyja a csapatot`,
    );
  },
  left: (e, l) => {
    const name = grab(e, /^(.+) leaves the company$/);
    return hu(l, `${name} leaves the company`, `${name} elhagyja a csapatot`);
  },
  demoted: (e, l) => {
    const name = grab(e, /^(.+) stays, bitter/);
    return hu(
      l,
      `${name} stays, bitter: DIS -2 and no Leadership`,
      `${name} marad, de megkeseredve: fegyelme (FEG) -2, és nincs többé Vezetése`,
    );
  },
  'option-granted': (e, l, n) => {
    const m = /^(.+) lends .+ to (.+)$/.exec(text(e));
    const [from, to] = m ? [m[1] ?? '?', m[2] ?? '?'] : [str(e.from), str(e.to)];
    return hu(
      l,
      `${from} lends ${n.byId(str(e.option), l)} to ${to}`,
      `${from} kölcsönadja ${to} harcosnak: ${n.byId(str(e.option), l)}`,
    );
  },
  'mystic-rank-added': (e, l) => {
    const m = /^(.+) becomes \S+ and stays (\S+)$/.exec(text(e));
    const [name, old] = m ? [m[1] ?? '?', m[2] ?? '?'] : ['?', '?'];
    return hu(
      l,
      `${name} becomes ${str(e.rank)} and stays ${old}`,
      `${name} misztikus rangot kap (${rankName(e.rank, l)}), és ${rankName(old, l)} is marad`,
    );
  },
};

/** An event in the locale: its wording, or for a type no table holds, its English text. */
export function eventLine(e: GameEvent, locale: Locale, names: Names, view?: SeatView): string {
  const line = EVENT_WORDS[e.type];
  if (line) return sentence(line(e, locale, names, view));
  return typeof e.text === 'string' ? e.text : e.type;
}
