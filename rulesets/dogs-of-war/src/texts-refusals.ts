/**
 * Hungarian for the refusals that cite no rule (nexus, attributes, set-up, purchases...), by code.
 * Names, ids and numbers are read off the English message.
 */
import { RULE_ABILITIES_HU, SAMPLE_NAMES_HU } from './names.ts';
import { ELEMENTS } from './data.ts';
import { elementName, pathName } from './words.ts';

/** A name of the sample or an ability of the rules read off a message, in Hungarian (else as written). */
const hu = (name: string): string => SAMPLE_NAMES_HU[name] ?? RULE_ABILITIES_HU[name] ?? name;

/** The first quoted word of an English message (an id the player gave), or nothing. */
const quoted = (m: string): string => {
  const q = /"([^"]+)"/.exec(m)?.[1];
  return q === undefined ? '' : ` („${q}”)`;
};

/** The profile a pattern caught, in Hungarian, followed by ": ", or nothing. */
const who = (m: string, re: RegExp): string => {
  const name = re.exec(m)?.[1];
  return name ? `${hu(name)}: ` : '';
};

/** An Element named in an English message, in Hungarian (else as written). */
const element = (en: string): string => {
  const e = ELEMENTS.find((x) => elementName(x, 'en') === en);
  return e ? elementName(e, 'hu') : en;
};

/** A list of Elements or paths read off an English message ("Air, Water"), in Hungarian. */
const listed = (en: string | undefined, one: (name: string) => string): string =>
  (en ?? '')
    .split(', ')
    .filter((x) => x.length > 0)
    .map(one)
    .join(', ');

/** A path's name in Hungarian. */
const pathHu = (en: string): string => pathName(en, 'hu');

/** What an English message refuses, as it ends ("... not 7"): the value the player gave. */
const given = (m: string): string => /not (.+)$/.exec(m)?.[1] ?? '?';

/** The numbers in an English message, in order. */
const nums = (m: string): string[] => m.match(/-?\d+/g) ?? [];

/** What a pattern caught, followed by ": ", or nothing. */
const lead = (m: string, re: RegExp): string => {
  const name = re.exec(m)?.[1];
  return name ? `${name}: ` : '';
};

export const MORE_REFUSALS_HU: Readonly<Record<string, (message: string) => string>> = {
  'advisor/bad-die': (m) => `a kocka 1 és 6 között mutat, nem ${nums(m).at(-1) ?? '?'}`,
  'attr/already': (m) => {
    const [, name, what] = /^(.+) already has (.+)$/.exec(m) ?? [];
    return name && what
      ? `${name} már rendelkezik ezzel: ${hu(what)}`
      : 'a katona már rendelkezik ezzel a tulajdonsággal';
  },
  'blaze/bad-counter': (m) => `a tűzjelző értéke 0, 5, 10 és így tovább, nem ${given(m)}`,
  'blaze/bad-die': (m) => `a kocka 1 és 6 között mutat, nem ${given(m)}`,
  'campaign/not-hunt': () => "ez csak a Hang 'Em High hajszában tehető meg",
  'captain/present': () => 'a csapatnak már van kapitánya',
  'content/unknown-attribute': (m) => `nincs ilyen tulajdonság${quoted(m)}`,
  'content/unknown-profile': (m) => `nincs ilyen profil${quoted(m)}`,
  'discharge/no-captain': () => 'nincs kapitány, akit el lehetne bocsátani',
  'ep/already-known': (m) => {
    if (/master of invocation/i.test(m)) return 'már a megidézés mestere';
    if (/Resurrection/.test(m)) return 'már ismeri a Feltámasztást';
    const [, name, what] = /^(.+) already has (.+)$/.exec(m) ?? [];
    return name && what ? `${name} már ismeri ezt: ${hu(what)}` : 'a katona ezt már ismeri';
  },
  'ep/path-unnamed': (m) => {
    const [, name, open] = /^Name the path (.+) learns: (.+)$/.exec(m) ?? [];
    const paths = (open ?? '')
      .split(', ')
      .filter((p) => p.length > 0)
      .map((p) => pathName(p, 'hu'));
    return `${name ? `${name}: ` : ''}nevezd meg az ösvényt, amelyet megtanul${paths.length ? ` (${paths.join(', ')})` : ''}`;
  },
  'ep/path-known': (m) => {
    const [, name, path] = /^(.+) has already learned the path of (.+)$/.exec(m) ?? [];
    return path
      ? `${name ?? ''}: ezt az ösvényt (${pathName(path, 'hu')}) már megtanulta, másodszor nem veheti meg`
      : 'ezt az ösvényt már megtanulta, másodszor nem veheti meg';
  },
  'ep/path-held': (m) => {
    const [, name, path] = /^(.+) follows the path of (.+) from his card already$/.exec(m) ?? [];
    return path
      ? `${name ?? ''}: ezt az ösvényt (${pathName(path, 'hu')}) a kártyája már megadja, nem kell megvennie`
      : 'ezt az ösvényt a kártyája már megadja, nem kell megvennie';
  },
  'ep/no-rank-choice': () => 'ennél a katonánál nem vár rangválasztás',
  'ep/not-enough': (m) => {
    const n = nums(m);
    if (/unused EP/.test(m) && n.length >= 2)
      return `${lead(m, /^(.+) has -?\d+ unused EP/)}csak ${n[n.length - 2] ?? ''} fel nem használt TP-je van, ez ${n[n.length - 1] ?? ''} TP-be kerül`;
    return `ez ${n[n.length - 1] ?? ''} TP-be kerül, és nincs ennyi fel nem használt TP`;
  },
  'formation/captain-named': () => 'a csapat kapitányát már kiválasztottad',
  'group/destroyed': (m) => `${lead(m, /^(.+) is destroyed$/)}megsemmisült, nem harcolhat`,
  'group/unknown-attribute': (m) =>
    /^The company/.test(m)
      ? `a csapatnak nincs ilyen használható tulajdonsága${quoted(m)}`
      : `ennek a katonának nincs ilyen tulajdonsága${quoted(m)}`,
  'mission/group-formed': () => 'a rohamcsoportod már összeállt',
  'mission/prepared': () => 'a felkészülésed már kész',
  'nexus/bad-reload': () => 'az újratöltés legalább egy töltetet ad',
  'nexus/draw-once': () => 'misztikusonként körönként csak egyszer',
  'nexus/no-forcing': () => 'ezt a nexust nem lehet kikényszeríteni',
  'nexus/no-load': () => 'nem maradt töltet',
  'nexus/round-limit': () => 'ezt a nexust ebben a körben már annyiszor használták, ahányszor szabad',
  'nexus/sacrifice-ability': () => 'a katalizátornak nincs meg a feláldozandó képessége',
  'nexus/sacrifice-below-zero': () => 'az áldozat a jellemzőt 0 alá vinné',
  'nexus/sacrifice-item': () => 'a katalizátornál nincs meg, amit az áldozat megkövetel',
  'nexus/sacrifice-missing': () => 'a katalizátornak nincs ilyen jellemzője',
  'odds/invalid-param': (m) =>
    /machine/.test(m)
      ? 'egy gép nem veszíthet több szerkezeti pontot (SZP), mint amennyi van neki'
      : 'a seb súlyos, kritikus vagy azonnali halál lehet',
  'ram/bad-str': (m) => `egy vivő ERŐ-je 0 és 30 közötti egész szám, nem ${given(m)}`,
  'ram/bad-wound': (m) =>
    `egy vivő sebe nincs, könnyű, súlyos vagy kritikus lehet, nem ${given(m).replace(/^"(.*)"$/, '„$1”')}`,
  'ram/no-carriers': () => 'a faltörő kost legalább egy harcosnak kell vinnie',
  'recruit/duplicate-option': (m) => `egy opciót csak egyszer lehet megvenni${quoted(m)}`,
  'recruit/element-forbidden': (m) => {
    const [, e, name, open] =
      /^(.+) is forbidden to the magicians of the people of the (.+) \(open: (.*)\)$/.exec(m) ?? [];
    return e
      ? `${hu(name ?? '')}: népe mágusai nem használhatják ezt az elemet (${element(e)}); választható: ${listed(open, element)}`
      : 'ezt az elemet a népe mágusai nem használhatják';
  },
  'recruit/element-held': (m) => {
    const [, name, e] = /^(.+) masters (.+) from his card already$/.exec(m) ?? [];
    return e
      ? `${hu(name ?? '')}: ezt az elemet (${element(e)}) a kártyája már megadja, válassz másikat`
      : 'ezt az elemet a kártyája már megadja, válassz másikat';
  },
  'recruit/element-missing': (m) => {
    const open = /names his Element of choice at recruitment: (.*)$/.exec(m)?.[1];
    return `${who(m, /^(.+) names his Element/)}a kártyája egy szabadon választott elemet ad, ezt a toborzáskor kell megnevezni (${listed(open, element)})`;
  },
  'recruit/element-no-choice': (m) =>
    `${who(m, /^(.+) has no Element of choice to name$/)}a kártyája nem ad szabadon választott elemet, ne nevezz meg egyet se`,
  'recruit/path-held': (m) => {
    const [, name, p] = /^(.+) follows the path of (.+) from his card already$/.exec(m) ?? [];
    return p
      ? `${hu(name ?? '')}: ezt az ösvényt (${pathHu(p)}) a kártyája már megadja, válassz másikat`
      : 'ezt az ösvényt a kártyája már megadja, válassz másikat';
  },
  'recruit/path-missing': (m) => {
    const open = /names his path of choice at recruitment: (.*)$/.exec(m)?.[1];
    return `${who(m, /^(.+) names his path/)}a kártyája egy szabadon választott ösvényt ad, ezt a toborzáskor kell megnevezni (${listed(open, pathHu)})`;
  },
  'recruit/path-no-choice': (m) =>
    `${who(m, /^(.+) has no path of choice to name$/)}a kártyája nem ad szabadon választott ösvényt, ne nevezz meg egyet se`,
  'recruit/path-not-open': (m) => {
    const [, p, name, open] = /^(.+) is not a path the (.+) may choose \(open: (.*)\)$/.exec(m) ?? [];
    return p
      ? `${hu(name ?? '')}: népe ezen a rangon nem választhatja ezt az ösvényt (${pathHu(p)}); választható: ${listed(open, pathHu)}`
      : 'népe ezen a rangon nem választhatja ezt az ösvényt';
  },
  'report/awaiting-acceptance': () => 'a jelentést már megadták: előbb el kell fogadni vagy vissza kell küldeni',
  'report/structure-over': (m) => {
    const [, name, sp, lost] = /^(.+) had (\d+) SP to lose, not (\d+)$/.exec(m) ?? [];
    return name
      ? `${hu(name)} a csata elején ${sp ?? ''} SZP-vel bírt, ennél többet (${lost ?? ''}) nem veszíthetett`
      : 'egy gép nem veszíthet több szerkezeti pontot (SZP), mint amennyivel a csatába indult';
  },
  'rp/not-enough': (m) => {
    const n = nums(m);
    return n.length >= 2
      ? `ez ${n[0] ?? ''} erőforráspontba kerül, a csapatnak ${n[n.length - 1] ?? ''} van`
      : `ez ${n[0] ?? ''} erőforráspontba kerül, és a csapatnak nincs ennyi`;
  },
  'scenery/negative': () => 'az elvesztett szerkezeti pont (SZP) nem lehet negatív',
  'setup/duplicate-seat': () => 'minden csapatnak saját hely kell',
  'setup/invalid': () => 'a liga beállítása nem érvényes',
  'setup/too-few-companies': (m) =>
    `legalább ${nums(m)[0] ?? '2'} csapat kell, mert minden csatában két játékos csapata küzd egymással`,
  'setup/reserved-seat': (m) => {
    const names = [...m.matchAll(/"([^"]+)"/g)].map((q) => `„${q[1] ?? ''}”`);
    return `${names.length ? `${names.join(' és ')}: ` : ''}ezek a helynevek a kampányé, válassz másikat`;
  },
  'struct/bad-die': (m) => `a kocka 1 és 6 között mutat, nem ${nums(m).at(-1) ?? '?'}`,
};
