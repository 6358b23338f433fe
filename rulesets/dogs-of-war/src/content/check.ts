import { duplicateIds, sayIn, type ContentIssue, type Locale } from '@skirmish/core';
import type { DogsContent } from './schema.ts';
import { BEHEMOTH, BEHEMOTH_AP } from '../company.ts';
import { canNameCaptain, newCompany } from '../management.ts';
import { anyAspectChoice, sameAspects } from './people.ts';
import { anyMagicChoice, elementsOfChoice, pathsOfChoice } from '../experience.ts';
import { aspectLayoutText, pathName } from '../words.ts';

/** The mount no rider of which joins the tribe of the Behemoth, as a profile's `mount` names it. */
const BRONTOPS = 'brontops';

/**
 * Cross-references a schema cannot state: unique ids, known peoples, a profile that can lead;
 * each problem in the words of `locale`.
 */
export function checkContent(c: DogsContent, locale: Locale = 'en'): ContentIssue[] {
  const say = sayIn(locale);
  const duplicate = (en: string, hu: string, id: string): string =>
    say(`duplicate ${en} id "${id}"`, `ismétlődő ${hu}azonosító: "${id}"`);
  const unknownPeople = (id: string): string => say(`unknown people "${id}"`, `ismeretlen nép: "${id}"`);
  const issues: ContentIssue[] = [];
  const peoples = new Set(c.peoples.map((p) => p.id));
  const seen = new Set<string>();
  issues.push(...duplicateIds(c.peoples, 'peoples', locale));
  // The tables' rows are named by ability, and an ability's name is at most 60 characters.
  for (const table of ['abilityImprovements', 'abilityAcquisitions'] as const)
    for (const k of Object.keys(c.tables[table].rows))
      if (k.length > 60)
        issues.push({
          path: `tables.${table}.rows`,
          message: say(
            `the key "${k.slice(0, 36)}…" is longer than 60 characters`,
            `a(z) "${k.slice(0, 36)}…" kulcs hosszabb 60 karakternél`,
          ),
        });
  c.profiles.forEach((p, i) => {
    // An option or a free advantage is chosen by its id at recruitment.
    issues.push(
      ...duplicateIds(p.options, `profiles.${i}.options`, locale),
      ...duplicateIds(p.freeAdvantages, `profiles.${i}.freeAdvantages`, locale),
    );
    if (seen.has(p.id)) issues.push({ path: `profiles.${i}.id`, message: duplicate('profile', 'profil', p.id) });
    seen.add(p.id);
    if (!peoples.has(p.people) && p.people !== 'stateless')
      issues.push({ path: `profiles.${i}.people`, message: unknownPeople(p.people) });
    // The Element checked when an Elemental is called (DW-MISSION-PRE-15) is an Elemental's own.
    if (p.element !== undefined && !p.elemental)
      issues.push({
        path: `profiles.${i}.element`,
        message: say(
          'only an Elemental has an Element of its own here; mark the profile elemental or leave the Element out (DW-MISSION-PRE-15)',
          'itt csak elementálnak van saját eleme; jelöld a profilt elementálnak, vagy hagyd el az elemet (DW-MISSION-PRE-15)',
        ),
      });
    // Only a magician masters Elements and follows paths, and a path he follows is followed once.
    if (p.magic !== undefined && p.type !== 'magician' && p.type !== 'warrior-mage')
      issues.push({
        path: `profiles.${i}.magic`,
        message: say(
          'only a magician or a warrior-mage starts with Elements and paths of magic; leave them out or change the type (DW-EVOLVE-RANK-06)',
          'csak mágus vagy harcos-mágus kezd elemekkel és mágiaösvényekkel; hagyd el őket, vagy változtasd meg a típust (DW-EVOLVE-RANK-06)',
        ),
      });
    p.magic?.paths.forEach((path, j) => {
      if (p.magic?.paths.indexOf(path) !== j)
        issues.push({
          path: `profiles.${i}.magic.paths.${j}`,
          message: say(
            `the path of ${path} is listed twice (DW-EVOLVE-RANK-06)`,
            `ez az ösvény kétszer szerepel: ${pathName(path, 'hu')} (DW-EVOLVE-RANK-06)`,
          ),
        });
    });
    // A card's Element or path "of choice" is named at recruitment (DW-PEOPLE-05): one that leaves
    // nothing to name could never be recruited, and the Element chosen is one of the card's.
    const magic = p.magic;
    const named = magic?.named?.length ?? 0;
    if (magic?.elementOfChoice === true && named >= magic.elements)
      issues.push({
        path: `profiles.${i}.magic.elementOfChoice`,
        message: say(
          `the Element of choice is one of the card's ${magic.elements} Elements, so the card names at most ${Math.max(magic.elements - 1, 0)} of them, not ${named} (DW-PEOPLE-05)`,
          `a választható elem a lap ${magic.elements} eleme közé tartozik, ezért a lap legfeljebb ${Math.max(magic.elements - 1, 0)} elemet nevezhet meg, nem ${named} darabot (DW-PEOPLE-05)`,
        ),
      });
    else if (magic?.elementOfChoice === true && elementsOfChoice(p, c).length === 0)
      issues.push({
        path: `profiles.${i}.magic.elementOfChoice`,
        message: say(
          'the card gives an Element of choice, but none is left to choose: it names or its people forbids every Element, so the profile could never be recruited (DW-PEOPLE-05)',
          'a lap választható elemet ad, de egy sem marad választásra: mindegyiket megnevezi, vagy a népe tiltja, így a profilt sosem lehetne toborozni (DW-PEOPLE-05)',
        ),
      });
    if (magic?.pathOfChoice === true && pathsOfChoice(p).length === 0)
      issues.push({
        path: `profiles.${i}.magic.pathOfChoice`,
        message: say(
          'the card gives a path of choice, but none is left to choose: its people may take no path at its rank that the card does not name already, so the profile could never be recruited (DW-PEOPLE-05)',
          'a lap választható ösvényt ad, de egy sem marad választásra: a népe ezen a rangon nem vehet fel olyan ösvényt, amelyet a lap még nem nevez meg, így a profilt sosem lehetne toborozni (DW-PEOPLE-05)',
        ),
      });
    // Aspects are either printed or chosen at recruitment among distinct layouts (DW-RECRUIT-14).
    if (p.aspectChoices !== undefined && p.aspects !== undefined)
      issues.push({
        path: `profiles.${i}.aspectChoices`,
        message: say(
          'a profile gives either its Aspects or the layouts to choose them from, not both (DW-RECRUIT-14)',
          'a profil vagy az aspektusait adja meg, vagy azokat az elrendezéseket, amelyek közül választani lehet, a kettőt együtt nem (DW-RECRUIT-14)',
        ),
      });
    p.aspectChoices?.forEach((a, j) => {
      const first = p.aspectChoices?.findIndex((b) => sameAspects(a, b)) ?? j;
      if (first < j)
        issues.push({
          path: `profiles.${i}.aspectChoices.${j}`,
          message: say(
            `the Aspect layout ${aspectLayoutText(a, 'en')} is listed twice (DW-RECRUIT-14)`,
            `ez az aspektus-elrendezés kétszer szerepel: ${aspectLayoutText(a, 'hu')} (DW-RECRUIT-14)`,
          ),
        });
    });
    // Joining the tribe of the Behemoth is bought for its fixed price; its Characters print it, and
    // no other Character, no brontops rider and no shaman on a brontops ever joins it.
    const brontops = p.mount?.toLowerCase() === BRONTOPS;
    const neverTribe = say(
      'a brontops rider never joins the tribe of the Behemoth (DW-BEHEMOTH-03)',
      'brontoszlovas sosem csatlakozik a Behemót törzséhez (DW-BEHEMOTH-03)',
    );
    if (brontops && p.faction === BEHEMOTH) issues.push({ path: `profiles.${i}.faction`, message: neverTribe });
    p.options.forEach((o, j) => {
      if (o.faction !== BEHEMOTH) return;
      if (p.character && p.faction === BEHEMOTH)
        issues.push({
          path: `profiles.${i}.options.${j}`,
          message: say(
            'a Character of the Behemoth prints the tribe on his card, price included (DW-BEHEMOTH-02)',
            'a Behemót törzsének Karaktere a kártyáján viseli a törzset, az árával együtt (DW-BEHEMOTH-02)',
          ),
        });
      else if (p.character)
        issues.push({
          path: `profiles.${i}.options.${j}`,
          message: say(
            'a Character is of the tribe of the Behemoth only when his card prints it; no other Character, orcs of Bran-Ô-Kor included, joins it (DW-BEHEMOTH-03)',
            'Karakter csak akkor tartozik a Behemót törzséhez, ha a kártyája ezt írja; más Karakter, Bran-Ô-Kor orkjait is beleértve, nem csatlakozhat hozzá (DW-BEHEMOTH-03)',
          ),
        });
      else if (brontops) issues.push({ path: `profiles.${i}.options.${j}`, message: neverTribe });
      else if (o.ap !== BEHEMOTH_AP)
        issues.push({
          path: `profiles.${i}.options.${j}.ap`,
          message: say(
            `joining the tribe of the Behemoth costs ${BEHEMOTH_AP} AP, not ${o.ap} (DW-BEHEMOTH-02)`,
            `a Behemót törzséhez csatlakozni ${BEHEMOTH_AP} AP, nem ${o.ap} (DW-BEHEMOTH-02)`,
          ),
        });
    });
  });
  const attrs = new Set<string>();
  c.attributes.forEach((a, i) => {
    if (attrs.has(a.id))
      issues.push({ path: `attributes.${i}.id`, message: duplicate('attribute', 'attribútum', a.id) });
    attrs.add(a.id);
  });
  const nexuses = new Set<string>();
  const who = new Set([...peoples, 'universal', 'light', 'darkness', 'destiny']);
  c.nexuses.forEach((n, i) => {
    if (nexuses.has(n.id)) issues.push({ path: `nexuses.${i}.id`, message: duplicate('nexus', 'nexus', n.id) });
    nexuses.add(n.id);
    n.allegiance.who.forEach((w, j) => {
      if (!who.has(w)) issues.push({ path: `nexuses.${i}.allegiance.who.${j}`, message: unknownPeople(w) });
    });
    if (n.sacrifice.min > n.sacrifice.max)
      issues.push({
        path: `nexuses.${i}.sacrifice.min`,
        message: say('the least sacrifice is above the most', 'a legkisebb áldozat nagyobb a legnagyobbnál'),
      });
  });
  c.peoples.forEach((p, i) => {
    p.allies.forEach((a, j) => {
      if (!peoples.has(a)) issues.push({ path: `peoples.${i}.allies.${j}`, message: unknownPeople(a) });
    });
    for (const f of Object.keys(p.factionsHu ?? {}))
      if (!p.factions.includes(f))
        issues.push({
          path: `peoples.${i}.factionsHu.${f}`,
          message: say(`"${f}" is not one of this people's factions`, `"${f}" nem tartozik e nép frakciói közé`),
        });
  });
  // Every company starts by naming its captain: a pack none of whose profiles may lead a new
  // company (DW-CAPTAIN-02, its value within the starting renown) could never start a campaign.
  if (issues.length === 0) {
    const fresh = newCompany('check', 'Check');
    if (
      !c.profiles.some((p) =>
        canNameCaptain(fresh, c, p.id, 'Captain', [], null, anyAspectChoice(p), anyMagicChoice(p, c)),
      )
    )
      issues.push({
        path: 'profiles',
        message: say(
          'no profile may lead a new company (a captain needs DIS, POW, an aura of faith or Leadership, and a value within the starting renown)',
          'egyik profil sem vezethet új csapatot (a kapitánynak fegyelem (FEG), hatalom (HAT), hitaura vagy Vezetés kell, és a kezdő hírnévbe beleférő érték)',
        ),
      });
  }
  return issues;
}
