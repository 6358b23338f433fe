/** Company management steps as pure functions: each returns the new company and its events. */
import { fail, ok, type Dice, type GameEvent, type Result } from '@skirmish/core';
import {
  ASPECT_LABEL,
  EP_COSTS,
  MYSTIC_STEPS,
  RANK_LEVEL,
  ROLE_TABLE,
  SCEPTER,
  START,
  isAspect,
  type Characteristic,
  type Rank,
} from './data.ts';
import {
  actualStrength,
  affiliation,
  allyBonus,
  allyCap,
  allyCount,
  artifactCap,
  BEHEMOTH,
  behemothStanding,
  captainEligibility,
  companyValue,
  factionCheck,
  familiarCap,
  findSoldier,
  hasRole,
  isMagician,
  isMember,
  lieutenant,
  maximumStrength,
  soldierEligibility,
  unusedEP,
  type Company,
  type MagicOfChoice,
  type OptionGrant,
  type Soldier,
} from './company.ts';
import {
  abilityAcquisitionCost,
  abilityImprovementCost,
  acquisitionRow,
  championReached,
  characteristicCost,
  INCANTATION,
  mysticRankCost,
  incantationRank,
  openPaths,
  heldPaths,
  elementsOpen,
  elementsOfChoice,
  pathsOfChoice,
  roleEligibility,
  warriorRankUps,
} from './experience.ts';
import type { Purchase } from './choices.ts';
import { bearersOf, type Aspects, type Attribute, type DogsContent, type Profile } from './content/schema.ts';
import { aspectOffer, sameAspects } from './content/people.ts';
import { aspectLayoutText, elementName, magicChosen } from './words.ts';
import { contentNames, givenName, localName } from './names.ts';

export interface Step {
  readonly company: Company;
  readonly events: readonly GameEvent[];
}

/**
 * What a step answers when only its legality is asked (`canRecruit`, `canSpendEP` and the like):
 * the same checks ran, nothing was built. Never handed to anything that reads the company.
 */
const PROBED: Result<Step> = ok({ company: null as unknown as Company, events: [] });
/**
 * A probe's refusal where the message would only be thrown away: the `can...` functions read only
 * whether a step is allowed, so this never reaches a player (and has no words of its own).
 */
const PROBE_REFUSED: Result<never> = { ok: false, error: { code: 'probe/refused', message: '' } };

export function newCompany(seat: string, name: string, names?: 'hu'): Company {
  return {
    seat,
    name,
    people: null,
    faction: null,
    captain: null,
    formed: false,
    renown: START.renown,
    resources: START.resources,
    soldiers: [],
    assets: [],
    stats: { missions: 0, victories: 0, draws: 0, defeats: 0 },
    formationEP: START.formationEP,
    nextId: 1,
    ...(names ? { names } : {}),
  };
}

export function updateSoldier(c: Company, id: string, f: (s: Soldier) => Soldier): Company {
  return { ...c, soldiers: c.soldiers.map((s) => (s.id === id ? f(s) : s)) };
}

export function makeSoldier(
  c: Company,
  p: Profile,
  name: string,
  options: readonly string[],
  faction: string | null,
  ally: boolean,
  founder: boolean,
  chosenAspects?: Aspects,
  content?: DogsContent,
  chosenMagic?: MagicOfChoice,
): Result<Soldier> {
  const priced = recruitValue(p, options);
  if (!priced.ok) return priced;
  const value = priced.value;
  const layout = recruitAspects(p, chosenAspects);
  if (!layout.ok) return layout;
  const aspects = layout.value;
  const magic = recruitMagic(p, content, chosenMagic);
  if (!magic.ok) return magic;
  const original = { ...p.characteristics };
  const abilities: Array<Soldier['abilities'][number]> = p.abilities.map((a) => ({
    name: a.name,
    value: a.value ?? null,
    source: 'card' as const,
    ...(a.restricted ? { restricted: true } : {}),
  }));
  for (const optId of options) {
    // Every option is known: recruitValue refused the choice otherwise.
    const opt = p.options.find((o) => o.id === optId);
    if (!opt) continue;
    for (const [k, d] of Object.entries(opt.changes ?? {})) {
      const key = k as Characteristic;
      const cur = original[key];
      if (cur !== null && d !== undefined) original[key] = cur + d;
    }
    // An option may trade a printed ability for its own (a patroller's Precision for Brutal).
    for (const gone of opt.replaces ?? []) {
      const at = abilities.findIndex((a) => a.name === gone);
      if (at >= 0) abilities.splice(at, 1);
    }
    for (const a of opt.abilities ?? []) abilities.push({ name: a.name, value: a.value ?? null, source: 'card' });
  }
  const equipment = options
    .map((id) => p.options.find((o) => o.id === id))
    .filter((o) => o !== undefined && o.chain !== true)
    .map((o) => o?.name ?? '');
  const limitedOptions = options.filter((id) => p.options.find((o) => o.id === id)?.perGroupAP !== undefined);
  // Reinforcement becomes Survival Instinct for every soldier; twice over, a +1 instead.
  const reinforcement = abilities.findIndex((a) => a.name === 'Reinforcement');
  if (reinforcement >= 0) {
    const hasSurvival = abilities.some((a) => a.name === 'Survival instinct');
    abilities.splice(reinforcement, 1);
    abilities.push(
      hasSurvival
        ? { name: 'Survival instinct bonus', value: 1, source: 'card' }
        : { name: 'Survival instinct', value: null, source: 'card' },
    );
  }
  const s: Soldier = {
    id: `${c.seat}-${c.nextId}`,
    name,
    profile: p.id,
    people: p.people,
    faction,
    type: p.type,
    rank: p.rank,
    ranksHeld: [p.rank],
    initialValue: value,
    original,
    bought: {},
    abilities,
    attributes: [],
    ep: { acquired: 0, used: 0, lost: 0 },
    champion: false,
    role: null,
    musician: p.musician,
    standardBearer: p.standardBearer,
    ally,
    mercenary: p.mercenary,
    machine: p.machine === 'mobile' ? 'mobile' : 'none',
    structure: p.structure !== null && p.machine === 'mobile' ? { max: p.structure, current: p.structure } : null,
    ...freshRecord(),
    founder,
    ...(equipment.length > 0 ? { equipment } : {}),
    ...(limitedOptions.length > 0 ? { limitedOptions } : {}),
    ...(aspects ? { aspects: { ...aspects } } : {}),
    ...(magic.value ? { magicOfChoice: magic.value } : {}),
  };
  return ok(s);
}

/**
 * A recruit's initial value with his options, or why the options are refused (an unknown option,
 * too many free chains): the checks of `makeSoldier`, which asks this first, so that `recruit`
 * can tell whether a recruit fits without making him.
 */
export function recruitValue(p: Profile, options: readonly string[]): Result<number> {
  // Each option is bought once: named twice, its AP and its changes would count twice.
  const twice = options.find((id, i) => options.indexOf(id) !== i);
  if (twice !== undefined) return fail('recruit/duplicate-option', `The option "${twice}" is named twice`);
  let value = p.value;
  for (const optId of options) {
    const opt = p.options.find((o) => o.id === optId);
    if (!opt) return fail('recruit/unknown-option', `${p.name} has no option "${optId}"`, { rule: 'DW-RECRUIT-12' });
    value += opt.ap;
  }
  const chains = options.filter((id) => p.options.find((o) => o.id === id)?.chain === true).length;
  const chainCap = p.rank === 'Initiate' || p.rank === 'Devout' ? 1 : 2;
  if (chains > chainCap)
    return fail('recruit/chains', `A ${p.rank} picks at most ${chainCap} free chain${chainCap > 1 ? 's' : ''}`, {
      rule: 'DW-PEOPLE-19',
    });
  return ok(value);
}

/** An Aspect layout in the messages and the log: "Creation 1, Alteration 0, Destruction 1". */
const aspectsWords = (a: Aspects): string => aspectLayoutText(a, 'en');

/**
 * A recruit's Aspects (DW-RECRUIT-14), chosen once and for all at recruitment: the layout the
 * recruitment names among those his profile offers; a profile with one layout or none gives it
 * without a choice, and a layout named for it is refused. A recruitment that names none where
 * there is a choice is refused, except for the book's master of rites, whom records made before
 * he had a choice recruited without one: he gets the layout they gave him (`aspectOffer`).
 */
export function recruitAspects(p: Profile, named: Aspects | undefined): Result<Aspects | null> {
  const offer = aspectOffer(p);
  if (offer.layouts.length <= 1) {
    if (named !== undefined)
      return fail('recruit/aspects-no-choice', `${p.name} has no choice of Aspects to make`, {
        rule: 'DW-RECRUIT-14',
      });
    return ok(offer.unnamed);
  }
  const choices = (): string => offer.layouts.map(aspectsWords).join(' or ');
  if (named === undefined)
    return offer.unnamed
      ? ok(offer.unnamed)
      : fail('recruit/aspects-missing', `${p.name} chooses his Aspects at recruitment: ${choices()}`, {
          rule: 'DW-RECRUIT-14',
        });
  const found = offer.layouts.find((a) => sameAspects(a, named));
  if (!found)
    return fail(
      'recruit/aspects-unknown',
      `${p.name} cannot have ${aspectsWords(named)}; his Aspects are ${choices()}`,
      {
        rule: 'DW-RECRUIT-14',
      },
    );
  return ok(found);
}

/**
 * A magician's Element and path "of choice" (DW-PEOPLE-05), named once and for all at recruitment
 * where his card gives them: an Element his card does not name and his people's magicians may use,
 * and a path his people may take at his rank that his card does not name (`elementsOfChoice`,
 * `pathsOfChoice`). Nothing may be named for a card that leaves nothing to choose. Without the
 * pack (a soldier made outside a recruitment) no Element is refused for his people. The refusals
 * name no rule: the Hungarian words then say what was wrong with the choice (`MORE_REFUSALS_HU`),
 * where a rule's summary would not.
 */
export function recruitMagic(
  p: Profile,
  content: DogsContent | undefined,
  named: MagicOfChoice | undefined,
): Result<MagicOfChoice | null> {
  const magic = p.magic;
  const element = named?.element;
  const path = named?.path;
  if (element !== undefined && magic?.elementOfChoice !== true)
    return fail('recruit/element-no-choice', `${p.name} has no Element of choice to name`);
  if (path !== undefined && magic?.pathOfChoice !== true)
    return fail('recruit/path-no-choice', `${p.name} has no path of choice to name`);
  if (magic?.elementOfChoice === true) {
    const open = elementsOfChoice(p, content);
    const list = (): string => open.map((e) => elementName(e, 'en')).join(', ');
    if (element === undefined)
      return fail('recruit/element-missing', `${p.name} names his Element of choice at recruitment: ${list()}`);
    if (magic.named?.includes(element))
      return fail('recruit/element-held', `${p.name} masters ${elementName(element, 'en')} from his card already`);
    if (!open.includes(element))
      return fail(
        'recruit/element-forbidden',
        `${elementName(element, 'en')} is forbidden to the magicians of the people of the ${p.name} (open: ${list()})`,
      );
  }
  if (magic?.pathOfChoice === true) {
    const open = pathsOfChoice(p);
    if (path === undefined)
      return fail('recruit/path-missing', `${p.name} names his path of choice at recruitment: ${open.join(', ')}`);
    if (magic.paths.includes(path))
      return fail('recruit/path-held', `${p.name} follows the path of ${path} from his card already`);
    if (!open.includes(path))
      return fail('recruit/path-not-open', `${path} is not a path the ${p.name} may choose (open: ${open.join(', ')})`);
  }
  if (element === undefined && path === undefined) return ok(null);
  return ok({ ...(element === undefined ? {} : { element }), ...(path === undefined ? {} : { path }) });
}

/** What every soldier starts with: no aftereffect, no missions, no progress along any path. */
export function freshRecord(): Pick<
  Soldier,
  | 'aftereffect'
  | 'missions'
  | 'familiarOf'
  | 'elements'
  | 'paths'
  | 'masterOfInvocation'
  | 'resurrection'
  | 'rankChoicePending'
  | 'rankUps'
> {
  return {
    aftereffect: 'none',
    missions: 0,
    familiarOf: null,
    elements: 0,
    paths: [],
    masterOfInvocation: false,
    resurrection: false,
    rankChoicePending: false,
    rankUps: 0,
  };
}

/**
 * Lookups by id through an index made once per list of a content pack (legal choices look up
 * every profile and attribute), made again if the list was added to since. The first of two
 * entries with one id wins, as a search from the start would find.
 */
const INDEXES = new WeakMap<readonly { id: string }[], { length: number; byId: ReadonlyMap<string, unknown> }>();

function byId<T extends { id: string }>(list: readonly T[], id: string): T | undefined {
  let index = INDEXES.get(list);
  if (!index || index.length !== list.length) {
    const map = new Map<string, T>();
    for (const x of list) if (!map.has(x.id)) map.set(x.id, x);
    index = { length: list.length, byId: map };
    INDEXES.set(list, index);
  }
  return index.byId.get(id) as T | undefined;
}

/** A profile by its id. */
export function profileById(content: DogsContent, id: string): Profile | undefined {
  return byId(content.profiles, id);
}

/** A faction that a paid option binds the soldier to (House of Vanth). */
function optionFaction(p: Profile, options: readonly string[]): string | null {
  for (const id of options) {
    const f = p.options.find((o) => o.id === id)?.faction;
    if (f !== undefined) return f;
  }
  return null;
}

export function nameCaptain(
  c: Company,
  content: DogsContent,
  profileId: string,
  name: string,
  options: readonly string[],
  faction: string | null,
  aspects?: Aspects,
  magic?: MagicOfChoice,
): Result<Step> {
  return enlistCaptain(c, content, profileId, name, options, faction, aspects, magic, false);
}

/** Whether `nameCaptain` would accept, by its own checks, without building the company after it. */
export function canNameCaptain(
  c: Company,
  content: DogsContent,
  profileId: string,
  name: string,
  options: readonly string[],
  faction: string | null,
  aspects?: Aspects,
  magic?: MagicOfChoice,
): boolean {
  return enlistCaptain(c, content, profileId, name, options, faction, aspects, magic, true).ok;
}

function enlistCaptain(
  c: Company,
  content: DogsContent,
  profileId: string,
  name: string,
  options: readonly string[],
  faction: string | null,
  aspects: Aspects | undefined,
  magic: MagicOfChoice | undefined,
  probe: boolean,
): Result<Step> {
  if (c.captain !== null || c.formed) return fail('formation/captain-named', 'The company already has its captain');
  const p = profileById(content, profileId);
  if (!p) return fail('content/unknown-profile', `No profile "${profileId}"`);
  const okCaptain = captainEligibility(p);
  if (!okCaptain.ok) return okCaptain;
  const bound = factionCheck(p, faction ?? optionFaction(p, options), options, { faction: null }, 'own');
  if (!bound.ok) return bound;
  // makeSoldier's own checks first, the captain himself made only once he may lead.
  const priced = recruitValue(p, options);
  if (!priced.ok) return priced;
  const layout = recruitAspects(p, aspects);
  if (!layout.ok) return layout;
  const chosenMagic = recruitMagic(p, content, magic);
  if (!chosenMagic.ok) return chosenMagic;
  if (priced.value > c.renown)
    return fail('recruit/renown', 'The captain is worth more than the renown', { rule: 'DW-COMPANY-03' });
  if (probe) return PROBED;
  const called = givenName(name, p, true, c.nextId, c.names ?? 'en');
  const made = makeSoldier(c, p, called, options, bound.value, false, true, aspects, content, magic);
  if (!made.ok) return made;
  const captain: Soldier = { ...made.value, champion: true };
  const next: Company = {
    ...c,
    people: p.people,
    faction: bound.value,
    captain: captain.id,
    formed: true,
    soldiers: [captain],
    nextId: c.nextId + 1,
  };
  return ok({
    company: next,
    events: [
      {
        type: 'captain-named',
        rule: 'DW-CAPTAIN-01',
        seat: c.seat,
        soldier: captain.id,
        text: `${called} (${p.name}) leads ${c.name}; he starts as a champion${chosenWords(p, captain)}`,
        ...chosenField(p, captain),
        ...magicField(captain),
      },
    ],
  });
}

/** The profiles that pass the people checks of `recruit`, per pack and per kind of company. */
const RECRUITABLE = new WeakMap<
  DogsContent,
  { profiles: DogsContent['profiles']; length: number; byKind: Map<string, readonly Profile[]> }
>();

/**
 * The profiles, in pack order, that `recruit` does not refuse for being no soldier at all
 * (`soldierEligibility`) or of a people not allied to the captain's (`affiliation`): the only
 * checks of the profile that do not depend on the company's numbers. They depend on the
 * company's people and the captain's people and whether he is a Mercenary, so the list is made
 * once for each of those and kept; the recruitment step's legal choices try only these.
 */
export function recruitableProfiles(content: DogsContent, people: string | null, captain: Soldier): readonly Profile[] {
  let cache = RECRUITABLE.get(content);
  // Made again if the pack's profiles were replaced or added to since.
  if (!cache || cache.profiles !== content.profiles || cache.length !== content.profiles.length) {
    cache = { profiles: content.profiles, length: content.profiles.length, byKind: new Map() };
    RECRUITABLE.set(content, cache);
  }
  const key = `${people ?? ''}\u0000${captain.people}\u0000${captain.mercenary ? 1 : 0}`;
  let list = cache.byKind.get(key);
  if (!list) {
    list = content.profiles.filter((p) => soldierEligibility(p, people).ok && affiliation(p, captain, content).ok);
    cache.byKind.set(key, list);
  }
  return list;
}

export function recruit(
  c: Company,
  content: DogsContent,
  profileId: string,
  name: string,
  options: readonly string[],
  faction: string | null,
  founder: boolean,
  aspects?: Aspects,
  magic?: MagicOfChoice,
): Result<Step> {
  return enlist(c, content, profileId, name, options, faction, founder, aspects, magic, false);
}

/**
 * Whether a recruit of `profileId` (with `options` and `faction`) would join as an Ally, Mercenary
 * or Stateless soldier, counted against the Ally ratio and paying the bonus: what `recruit` writes
 * as his `ally`, asked even where the recruitment is refused (the strength full, say); null where
 * he could not join at all (no captain, not allied, unknown profile).
 */
export function recruitsAsAlly(
  c: Company,
  content: DogsContent,
  profileId: string,
  options: readonly string[] = [],
  faction: string | null = null,
): boolean | null {
  const p = profileById(content, profileId);
  const captain = findSoldier(c, c.captain);
  if (!p || !captain) return null;
  const tribe = behemothStanding(p, faction ?? optionFaction(p, options), c);
  if (!tribe.ok) return null;
  const aff = tribe.value === null ? affiliation(p, captain, content) : ok(tribe.value);
  return aff.ok ? aff.value === 'ally' : null;
}

/**
 * What `recruit` asks of the company whoever the recruit: worked out once for a list that probes
 * every profile against the same company (`recruitFacts`), instead of once per profile.
 */
export interface RecruitFacts {
  readonly company: Company;
  readonly captain: Soldier | undefined;
  readonly strength: number;
  readonly maximum: number;
  readonly value: number;
  readonly allies: number;
}

/** The `RecruitFacts` of company `c`. */
export function recruitFacts(c: Company, content: DogsContent): RecruitFacts {
  return {
    company: c,
    captain: findSoldier(c, c.captain),
    strength: actualStrength(c),
    maximum: maximumStrength(c, content).total,
    value: companyValue(c),
    allies: allyCount(c),
  };
}

/**
 * Whether `recruit` would accept, by its own checks, without building the company after it.
 * `facts`, when given, are those of this very company (`recruitFacts`).
 */
export function canRecruit(
  c: Company,
  content: DogsContent,
  profileId: string,
  name: string,
  options: readonly string[],
  faction: string | null,
  founder: boolean,
  aspects?: Aspects,
  magic?: MagicOfChoice,
  facts?: RecruitFacts,
): boolean {
  const known = facts !== undefined && facts.company === c ? facts : undefined;
  return enlist(c, content, profileId, name, options, faction, founder, aspects, magic, true, known).ok;
}

function enlist(
  c: Company,
  content: DogsContent,
  profileId: string,
  name: string,
  options: readonly string[],
  faction: string | null,
  founder: boolean,
  aspects: Aspects | undefined,
  magic: MagicOfChoice | undefined,
  probe: boolean,
  facts?: RecruitFacts,
): Result<Step> {
  const p = profileById(content, profileId);
  if (!p) return fail('content/unknown-profile', `No profile "${profileId}"`);
  const captain = facts ? facts.captain : findSoldier(c, c.captain);
  if (!captain)
    return fail('recruit/no-captain', 'A company without a captain cannot recruit', { rule: 'DW-CAPTAIN-07' });
  const el = soldierEligibility(p, c.people);
  if (!el.ok) return el;
  const strength = facts ? facts.strength : actualStrength(c);
  if (strength >= (facts ? facts.maximum : maximumStrength(c, content).total))
    return fail('recruit/strength', 'The company is at its maximum strength', { rule: 'DW-COMPANY-12' });
  const chosen = faction ?? optionFaction(p, options);
  // The tribe of the Behemoth keeps its own ranks, in place of the usual alliances and factions.
  const tribe = behemothStanding(p, chosen, c);
  if (!tribe.ok) return tribe;
  const aff = tribe.value === null ? affiliation(p, captain, content) : ok(tribe.value);
  if (!aff.ok) return aff;
  // A probe needs only the answer, not which check refused: the Ally ratio below, which refuses
  // every Ally once the company has its share, is asked before the recruit's price is worked out.
  const allies = facts ? facts.allies : allyCount(c);
  if (probe && aff.value === 'ally' && allies + 1 > allyCap(strength + 1)) return PROBE_REFUSED;
  // Under a Mercenary captain a Mercenary of any people counts as of his people (DW-CAPTAIN-19).
  if ((p.musician || p.standardBearer) && aff.value !== 'own' && !p.anyPack)
    return fail('recruit/musician-people', "Musicians and standard-bearers must be of the captain's people", {
      rule: 'DW-RECRUIT-07',
    });
  // Within the tribe a faction is still bound only as the card prints it or an option buys it.
  const bound = factionCheck(p, chosen, options, tribe.value === null ? c : { faction: null }, aff.value);
  if (!bound.ok) return bound;
  // makeSoldier's own checks first, the soldier himself made only once he may join.
  const priced = recruitValue(p, options);
  if (!priced.ok) return priced;
  const layout = recruitAspects(p, aspects);
  if (!layout.ok) return layout;
  const chosenMagic = recruitMagic(p, content, magic);
  if (!chosenMagic.ok) return chosenMagic;
  const initialValue = priced.value;
  const ally = aff.value === 'ally';
  const value = facts ? facts.value : companyValue(c);
  if (value + initialValue > c.renown)
    return fail(
      'recruit/renown',
      `${p.name} (${initialValue}) does not fit in the ${c.renown - value} recruitment points`,
      { rule: 'DW-COMPANY-03' },
    );
  let bonus = 0;
  if (ally) {
    if (allies + 1 > allyCap(strength + 1))
      return fail('recruit/ally-ratio', 'At most one Ally, Mercenary or Stateless soldier per four soldiers', {
        rule: 'DW-RECRUIT-03',
      });
    bonus = allyBonus(initialValue, hasRole(c, 'recruiter'));
    if (bonus > c.resources)
      return fail('rp/not-enough', `The Ally bonus of ${bonus} RP is more than the company has`, {
        rule: 'DW-RECRUIT-05',
      });
  }
  if (probe) return PROBED;
  const called = givenName(name, p, false, c.nextId, c.names ?? 'en');
  const made = makeSoldier(c, p, called, options, bound.value, ally, founder, aspects, content, magic);
  if (!made.ok) return made;
  const s = made.value;
  // Equipment lent to another member waits for its beneficiary until recruitment ends.
  const lent = options
    .filter((id) => p.options.find((o) => o.id === id)?.benefitsAnother === true)
    .map((option) => ({ from: s.id, option, to: null }));
  const next: Company = {
    ...c,
    soldiers: [...c.soldiers, s],
    nextId: c.nextId + 1,
    resources: c.resources - bonus,
    ...(lent.length > 0 ? { grants: [...(c.grants ?? []), ...lent] } : {}),
  };
  return ok({
    company: next,
    events: [
      {
        type: 'recruited',
        // A founder joins in the formation's recruitment step; later recruits in phase 4.
        rule: founder ? 'DW-RECRUIT-19' : 'DW-RECRUIT-17',
        seat: c.seat,
        soldier: s.id,
        value: s.initialValue,
        bonus,
        text: `${called} (${p.name}, value ${s.initialValue}) joins${bonus > 0 ? ` for an Ally bonus of ${bonus} RP` : ''}${chosenWords(p, s)}`,
        ...chosenField(p, s),
        ...magicField(s),
      },
    ],
  });
}

/**
 * The Aspect layout a recruit chose, for his recruitment's event: only where his profile offered
 * a choice (the log then says which, once and for all), so other recruitments read as before.
 */
const chosenField = (p: Profile, s: Soldier): { aspects?: Aspects } =>
  s.aspects && aspectOffer(p).layouts.length > 1 ? { aspects: s.aspects } : {};
const chosenWords = (p: Profile, s: Soldier): string => {
  const a = chosenField(p, s).aspects;
  return `${a ? `; his Aspects for good: ${aspectsWords(a)}` : ''}${magicChosen(s.magicOfChoice, 'en')}`;
};
/** The Element and path of choice a recruit named, for his recruitment's event. */
const magicField = (s: Soldier): { magic?: MagicOfChoice } => (s.magicOfChoice ? { magic: s.magicOfChoice } : {});

export function assignFormationEP(c: Company, soldierId: string, ep: number): Result<Step> {
  const s = findSoldier(c, soldierId);
  if (!s || !s.founder)
    return fail('ep/not-founder', 'Only soldiers recruited at formation receive the formation EP', {
      rule: 'DW-EP-01',
    });
  if (ep > c.formationEP) return fail('ep/pool', `Only ${c.formationEP} formation EP are left`, { rule: 'DW-EP-01' });
  const cap = START.formationEPPerSoldier;
  if (s.ep.acquired + ep > cap)
    return fail(
      'ep/per-soldier',
      `No soldier may receive more than ${cap} formation EP: ${s.name} has ${s.ep.acquired} and may take ${Math.max(0, cap - s.ep.acquired)} more, not ${ep}`,
      { rule: 'DW-EP-01' },
    );
  const withEP = updateSoldier(c, soldierId, (x) => ({ ...x, ep: { ...x.ep, acquired: x.ep.acquired + ep } }));
  const gained = gainRanks({ ...withEP, formationEP: c.formationEP - ep }, soldierId);
  return ok({
    company: gained.company,
    events: [
      {
        type: 'ep-assigned',
        rule: 'DW-EP-02',
        seat: c.seat,
        soldier: soldierId,
        ep,
        text: `${s.name} receives ${ep} formation EP`,
      },
      ...gained.events,
    ],
  });
}

/** Adds EP to a soldier's total, then applies rank thresholds and champion status. */
export function addEP(c: Company, soldierId: string, ep: number): Step {
  const withEP = updateSoldier(c, soldierId, (x) => ({ ...x, ep: { ...x.ep, acquired: x.ep.acquired + ep } }));
  return gainRanks(withEP, soldierId);
}

export function gainRanks(c: Company, soldierId: string): Step {
  const s = findSoldier(c, soldierId);
  if (!s) return { company: c, events: [] };
  const events: GameEvent[] = [];
  let next = s;
  if (
    s.machine !== 'mobile' &&
    (s.type === 'warrior' || !MYSTIC_STEPS.some((m) => m.from === s.rank || m.to === s.rank))
  ) {
    const ups = warriorRankUps(s.rank, s.ep.acquired);
    for (const r of ups.ranks) {
      next = { ...next, rank: r, ranksHeld: [...next.ranksHeld, r], rankUps: next.rankUps + 1 };
      events.push({
        type: 'rank-up',
        rule: 'DW-EVOLVE-RANK-01',
        seat: c.seat,
        soldier: s.id,
        rank: r,
        text: `${s.name} rises to ${r}`,
      });
    }
    if (ups.choice && !next.rankChoicePending) {
      next = { ...next, rankChoicePending: true };
      events.push({
        type: 'rank-choice',
        rule: 'DW-EVOLVE-RANK-01',
        seat: c.seat,
        soldier: s.id,
        text: `${s.name} may become Special or Elite`,
      });
    }
  }
  if (!next.champion && s.machine !== 'mobile' && championReached(next.ep.acquired)) {
    next = { ...next, champion: true };
    events.push({
      type: 'champion',
      rule: 'DW-CHAMPION-01',
      seat: c.seat,
      soldier: s.id,
      text: `${s.name} becomes a champion`,
    });
  }
  return { company: updateSoldier(c, soldierId, () => next), events };
}

export function chooseRank(c: Company, soldierId: string, rank: 'Special' | 'Elite'): Result<Step> {
  const s = findSoldier(c, soldierId);
  if (!s?.rankChoicePending) return fail('ep/no-rank-choice', 'No rank choice is waiting for this soldier');
  const chosen = updateSoldier(c, soldierId, (x) => ({
    ...x,
    rank,
    ranksHeld: [...x.ranksHeld, rank],
    rankChoicePending: false,
    rankUps: x.rankUps + 1,
  }));
  const more = gainRanks(chosen, soldierId);
  return ok({
    company: more.company,
    events: [
      {
        type: 'rank-up',
        rule: 'DW-EVOLVE-RANK-01',
        seat: c.seat,
        soldier: soldierId,
        rank,
        text: `${s.name} becomes ${rank}`,
      },
      ...more.events,
    ],
  });
}

function spend(
  c: Company,
  s: Soldier,
  cost: number,
  change: (x: Soldier) => Soldier,
  text: string,
  rule: string,
  extra: Partial<Company> = {},
  probe = false,
): Result<Step> {
  // A probe is told no without the message: most purchases tried for the listing end here.
  if (unusedEP(s) < cost)
    return probe
      ? PROBE_REFUSED
      : fail('ep/not-enough', `${s.name} has ${unusedEP(s)} unused EP; this costs ${cost}`, { rule });
  if (probe) return PROBED;
  const next = updateSoldier({ ...c, ...extra }, s.id, (x) =>
    change({ ...x, ep: { ...x.ep, used: x.ep.used + cost } }),
  );
  return ok({
    company: next,
    events: [{ type: 'ep-spent', rule, seat: c.seat, soldier: s.id, cost, text: `${s.name}: ${text} for ${cost} EP` }],
  });
}

export function spendEP(c: Company, content: DogsContent, soldierId: string, p: Purchase): Result<Step> {
  return purchase(c, content, soldierId, p, false);
}

/**
 * Whether `spendEP` would accept the purchase, by the very same checks, without building the
 * company after it: the experience step's legal choices try every purchase of every soldier.
 */
export function canSpendEP(c: Company, content: DogsContent, soldierId: string, p: Purchase): boolean {
  return purchase(c, content, soldierId, p, true).ok;
}

/** `canSpendEP` for a soldier of the company already in hand (the one `findSoldier` finds by his id). */
export function canSpendEPOn(c: Company, content: DogsContent, s: Soldier, p: Purchase): boolean {
  return purchaseBy(c, content, s, p, true).ok;
}

function purchase(c: Company, content: DogsContent, soldierId: string, p: Purchase, probe: boolean): Result<Step> {
  const s = findSoldier(c, soldierId);
  if (!s) return fail('company/unknown-soldier', `No soldier "${soldierId}"`);
  return purchaseBy(c, content, s, p, probe);
}

function purchaseBy(c: Company, content: DogsContent, s: Soldier, p: Purchase, probe: boolean): Result<Step> {
  const tables = content.tables;
  switch (p.kind) {
    case 'characteristic': {
      const k = p.characteristic;
      const r = characteristicCost(s, k, tables);
      if (!r.ok) return r;
      return spend(
        c,
        s,
        r.value.cost,
        (x) => ({ ...x, bought: { ...x.bought, [k]: (x.bought[k] ?? 0) + 1 } }),
        `${isAspect(k) ? ASPECT_LABEL[k] : k} to ${r.value.to}`,
        'DW-EVOLVE-CHAR-02',
        {},
        probe,
      );
    }
    case 'improve-ability': {
      // The maximum change counts from the value he was recruited with, or from the value at which
      // the ability was learned: a learned Artifact/1 rises to Artifact/2 and no further.
      const learned = s.abilities.find((a) => a.name === p.ability)?.source === 'learned';
      const initial = learned
        ? (acquisitionRow(p.ability, tables)?.value ?? null)
        : recruitedAbility(profileById(content, s.profile), s, p.ability);
      const r = abilityImprovementCost(s, p.ability, tables, initial);
      if (!r.ok) return r;
      const to = r.value.to;
      return spend(
        c,
        s,
        r.value.cost,
        (x) => ({ ...x, abilities: x.abilities.map((a) => (a.name === p.ability ? { ...a, value: to } : a)) }),
        `${p.ability}/${to}`,
        'DW-EVOLVE-ABIL-02',
        {},
        probe,
      );
    }
    case 'learn-ability': {
      const profile = profileById(content, s.profile);
      const r = abilityAcquisitionCost(s, p.ability, tables, {
        mounted: profile?.mounted ?? false,
        centaur: profile?.centaur ?? false,
      });
      if (!r.ok) return r;
      const row = acquisitionRow(p.ability, tables);
      return spend(
        c,
        s,
        r.value,
        (x) => ({
          ...x,
          abilities: [...x.abilities, { name: p.ability, value: row?.value ?? null, source: 'learned' as const }],
        }),
        `learns ${p.ability}`,
        'DW-EVOLVE-ABIL-05',
        {},
        probe,
      );
    }
    case 'role': {
      const r = roleEligibility(s, p.role, c);
      if (!r.ok) return r;
      const spec = ROLE_TABLE[p.role];
      const done = spend(
        c,
        s,
        r.value,
        (x) => ({ ...x, role: p.role }),
        `becomes ${spec.name.toLowerCase()}`,
        'DW-ROLE-10',
        { renown: c.renown + spec.renown },
        probe,
      );
      if (!done.ok || probe) return done;
      return ok({
        company: done.value.company,
        events: [
          ...done.value.events,
          {
            type: 'renown',
            rule: 'DW-ROLE-09',
            seat: c.seat,
            amount: spec.renown,
            text: `Renown +${spec.renown} for the new ${spec.name.toLowerCase()}`,
          },
        ],
      });
    }
    case 'mystic-rank': {
      const r = mysticRankCost(s);
      if (!r.ok) return r;
      const to: Rank = r.value.to;
      const added = s.mysticRank !== undefined;
      return spend(
        c,
        s,
        r.value.costEP,
        (x) =>
          added
            ? { ...x, mysticRank: r.value.to, ranksHeld: [...x.ranksHeld, to], rankUps: x.rankUps + 1 }
            : { ...x, rank: to, ranksHeld: [...x.ranksHeld, to], rankUps: x.rankUps + 1 },
        `rises to ${to}`,
        'DW-EVOLVE-RANK-05',
        {},
        probe,
      );
    }
    case 'element':
    case 'path': {
      if (s.type !== 'magician' && s.type !== 'warrior-mage')
        return fail('ep/not-magician', 'Only magicians learn Elements and paths', { rule: 'DW-EVOLVE-RANK-06' });
      // What a people's magicians may take is its row of the Incantation table; a row the book's
      // text lost opens nothing (A-08).
      if (INCANTATION[s.people] === undefined)
        return fail('ep/rule-data-missing', `The Incantation table has no row for the people of ${s.name}`, {
          rule: 'DW-EVOLVE-RANK-08',
        });
      // A path is learned by its name, and only one his people's magicians take at his rank. A new
      // path is one he does not follow yet, from his card or bought: learning it again would add nothing.
      const path = p.kind === 'path' ? p.name : undefined;
      const card = profileById(content, s.profile);
      if (p.kind === 'path') {
        const open = openPaths(s);
        if (path === undefined) return fail('ep/path-unnamed', `Name the path ${s.name} learns: ${open.join(', ')}`);
        if (!open.includes(path))
          return fail(
            'ep/path-not-open',
            `${path} is not open to ${s.name}, ${incantationRank(s)} of his people (open: ${open.join(', ')})`,
            { rule: 'DW-EVOLVE-RANK-06' },
          );
        if (s.paths.includes(path)) return fail('ep/path-known', `${s.name} has already learned the path of ${path}`);
        if (heldPaths(s, card).includes(path))
          return fail('ep/path-held', `${s.name} follows the path of ${path} from his card already`);
      }
      // His Elements, those his card gives and those bought, are at most as many as his people's row
      // opens at his rank. A card that does not say what magic he starts with (a pack's magician
      // without \`magic\`) is read as giving none: what he buys is still capped, and no pack that
      // loaded before is refused for it.
      if (p.kind === 'element') {
        const open = elementsOpen(s);
        const held = (card?.magic?.elements ?? 0) + s.elements;
        if (open !== null && held >= open)
          return fail(
            'ep/elements-full',
            `${s.name} masters ${held} Elements, all that his people open to a magician of his rank (${open})`,
            { rule: 'DW-EVOLVE-RANK-08' },
          );
      }
      const bought = p.kind === 'element' ? s.elements : s.paths.length;
      if (bought >= s.rankUps)
        return fail('ep/no-rank-up', 'A new Element or path comes with each rise in rank', {
          rule: 'DW-EVOLVE-RANK-06',
        });
      return spend(
        c,
        s,
        EP_COSTS.newElement,
        (x) => (path === undefined ? { ...x, elements: bought + 1 } : { ...x, paths: [...x.paths, path] }),
        path === undefined ? 'a new element' : `the path of ${path}`,
        'DW-EVOLVE-RANK-06',
        {},
        probe,
      );
    }
    case 'master-of-invocation': {
      if (!s.champion || (s.type === 'warrior' && s.original.POW === null && s.original.FAITH === null))
        return fail(
          'ep/not-mystic-champion',
          'Only a magician or faithful champion may become a master of invocation',
          { rule: 'DW-EVOLVE-ABIL-13' },
        );
      if (s.masterOfInvocation) return fail('ep/already-known', 'Already a master of invocation');
      return spend(
        c,
        s,
        EP_COSTS.masterOfInvocation,
        (x) => ({ ...x, masterOfInvocation: true }),
        'Master of invocation',
        'DW-EVOLVE-ABIL-13',
        {},
        probe,
      );
    }
    case 'resurrection': {
      if (s.role !== 'priest')
        return fail('ep/not-priest', 'Only a priest can learn Resurrection', { rule: 'DW-ROLE-24' });
      if (s.resurrection) return fail('ep/already-known', 'He already has Resurrection');
      return spend(
        c,
        s,
        EP_COSTS.resurrection,
        (x) => ({ ...x, resurrection: true }),
        'Resurrection',
        'DW-EVOLVE-ABIL-14',
        {},
        probe,
      );
    }
  }
}

/**
 * The value of an ability as a soldier was recruited with it: given by a recruitment option he
 * took (one whose name is on his sheet, else the only way he can have had an ability his card does
 * not print), else printed on his card; null when neither gives a value.
 */
function recruitedAbility(profile: Profile | undefined, s: Soldier, name: string): number | null {
  const printed = profile?.abilities.find((a) => a.name === name);
  const giving = (profile?.options ?? []).filter((o) => o.abilities?.some((a) => a.name === name));
  const taken = giving.find((o) => s.equipment?.includes(o.name)) ?? (printed ? undefined : giving[0]);
  return (taken?.abilities?.find((a) => a.name === name) ?? printed)?.value ?? null;
}

/** Spells no soldier of a company may know, by name (case, spaces and punctuation ignored). */
export const BANNED_SPELLS: readonly string[] = ['morbiddivision', 'wearelegion'];
const spellKey = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');
/**
 * Whether a spell of this name is banned, worked out once a name: every purchase of a spell asks.
 * Names come from players' packs, so the memo is emptied when it grows past a bound.
 */
const BANNED_BY_NAME = new Map<string, boolean>();
const BANNED_MEMO_MAX = 4096;
function bannedSpell(name: string): boolean {
  let banned = BANNED_BY_NAME.get(name);
  if (banned === undefined) {
    banned = BANNED_SPELLS.includes(spellKey(name));
    if (BANNED_BY_NAME.size >= BANNED_MEMO_MAX) BANNED_BY_NAME.clear();
    BANNED_BY_NAME.set(name, banned);
  }
  return banned;
}

/** An attribute by its id. */
export function attributeById(content: DogsContent, id: string): Attribute | undefined {
  return byId(content.attributes, id);
}

export const ALCHEMIST_POTIONS: readonly string[] = [
  'potion-of-strength',
  'potion-of-resilience',
  'potion-of-speed',
  'potion-of-vivacity',
];

/**
 * The attribute as the company would pay for it, or why nobody of the company may buy it: the
 * checks of `buyAttribute` that do not depend on the bearer. The attributes step's legal choices
 * ask this once an attribute before trying it on each bearer.
 */
export function attributeOffer(c: Company, content: DogsContent, attributeId: string): Result<Attribute> {
  const found = attributeById(content, attributeId);
  if (!found) return fail('content/unknown-attribute', `No attribute "${attributeId}"`);
  if (found.kind === 'spell' && bannedSpell(found.name))
    return fail('attr/banned-spell', `${found.name} may not be learned in a company`, { rule: 'DW-ATTR-10' });
  // An alchemist makes the four common potions 2 RP cheaper for everyone.
  const a =
    ALCHEMIST_POTIONS.includes(found.id) && c.soldiers.some((s) => s.role === 'alchemist')
      ? { ...found, cost: Math.max(0, found.cost - 2) }
      : found;
  if (a.cost > c.resources)
    return fail('rp/not-enough', `${a.name} costs ${a.cost} RP; the company has ${c.resources}`, {
      rule: 'DW-ATTR-02',
    });
  return ok(a);
}

export function buyAttribute(
  c: Company,
  content: DogsContent,
  attributeId: string,
  soldierId: string | null,
): Result<Step> {
  return purchaseAttribute(c, content, attributeId, soldierId, false);
}

/** Whether `buyAttribute` would accept, by its own checks, without building the company after it. */
export function canBuyAttribute(
  c: Company,
  content: DogsContent,
  attributeId: string,
  soldierId: string | null,
): boolean {
  return purchaseAttribute(c, content, attributeId, soldierId, true).ok;
}

// The company once it paid for an attribute, and the event of the purchase: made only once the
// purchase is allowed (module functions rather than closures made on every call: legal choices
// try each attribute on each bearer).
const paid = (c: Company, a: Attribute): Company => ({ ...c, resources: c.resources - a.cost });
const bought = (c: Company, a: Attribute, soldierId: string | null): GameEvent => ({
  type: 'attribute-bought',
  rule: 'DW-ATTR-02',
  seat: c.seat,
  attribute: a.id,
  soldier: soldierId,
  cost: a.cost,
  // The company by name, for the log to say whose purchase it was.
  companies: { [c.seat]: c.name },
  text: `${c.name} buys ${a.name} for ${a.cost} RP`,
});

function purchaseAttribute(
  c: Company,
  content: DogsContent,
  attributeId: string,
  soldierId: string | null,
  probe: boolean,
): Result<Step> {
  const offer = attributeOffer(c, content, attributeId);
  if (!offer.ok) return offer;
  const a = offer.value;
  if (a.kind === 'immobile-machine' || a.kind === 'nexus') {
    if (soldierId !== null)
      return fail('attr/company-asset', `${a.name} belongs to the company, not to a soldier`, { rule: 'DW-ATTR-05' });
    if (probe) return PROBED;
    const asset = {
      id: `${c.seat}-a${c.nextId}`,
      name: a.name,
      kind: a.kind,
      cost: a.cost,
      structure: a.structure === null ? null : { max: a.structure, current: a.structure },
      destroyed: false,
    };
    return ok({
      company: { ...paid(c, a), assets: [...c.assets, asset], nextId: c.nextId + 1 },
      events: [bought(c, a, soldierId)],
    });
  }
  const s = findSoldier(c, soldierId);
  if (!s) return fail('attr/no-bearer', `${a.name} must be given to a soldier`, { rule: 'DW-ATTR-03' });
  if (a.people !== null && a.people !== s.people)
    return fail('attr/not-usable', `${s.name} cannot use ${a.name}`, { rule: 'DW-ATTR-03' });
  // The tribe of the Behemoth left the Jackal's cult of Bran-Ô-Kor: only miracles open to all.
  if (a.kind === 'miracle' && a.people !== null && s.faction === BEHEMOTH)
    return fail('attr/behemoth-miracle', `${s.name} is of the Behemoth and calls no miracle of the Jackal`, {
      rule: 'DW-BEHEMOTH-12',
    });
  // Nor does the tribe's keeper of the Tree-Spirit (a master of rites who left the cult) carry an
  // artifact reserved to the Jackal's faithful: one for faithful only, of a people (DW-BEHEMOTH-13).
  if (a.kind === 'artifact' && bearersOf(a) === 'faithful' && a.people !== null && s.faction === BEHEMOTH)
    return fail('attr/behemoth-artifact', `${s.name} is of the Behemoth and carries no artifact of the Jackal's cult`, {
      rule: 'DW-BEHEMOTH-13',
    });
  const magician = isMagician(s.type, s.original.POW);
  const faithful = s.type === 'faithful' || s.type === 'warrior-monk' || s.original.FAITH !== null;
  switch (bearersOf(a)) {
    case 'any':
      break;
    case 'magician':
      if (!magician && a.kind !== 'familiar')
        return fail('attr/not-usable', `Only a magician can use ${a.name}`, { rule: 'DW-ATTR-03' });
      break;
    case 'faithful':
      if (!faithful) return fail('attr/not-usable', `Only a faithful can use ${a.name}`, { rule: 'DW-ATTR-03' });
      break;
    case 'mystic':
      if (!magician && !faithful)
        return fail('attr/not-usable', `Only a mystic can use ${a.name}`, { rule: 'DW-ATTR-03' });
      break;
    case 'faithful-people':
      // A liturgy works through an aura of faith: of no use to a people without faithful.
      if (
        !faithful &&
        !content.profiles.some(
          (p) =>
            p.people === s.people &&
            (p.type === 'faithful' || p.type === 'warrior-monk' || p.characteristics.FAITH !== null),
        )
      )
        return fail('attr/not-usable', `${s.name} is of a people without faithful and cannot use ${a.name}`, {
          rule: 'DW-ATTR-03',
        });
      break;
    case 'musician':
      if (!s.musician) return fail('attr/not-usable', `Only a musician can use ${a.name}`, { rule: 'DW-ATTR-03' });
      break;
    case 'captain':
      if (c.captain !== s.id)
        return fail('attr/captain-only', `Only the captain may hold ${a.name}`, { rule: 'DW-CAPTAIN-16' });
      break;
  }
  if (a.kind === 'artifact') {
    if (!s.champion) return fail('attr/champion-only', 'Only champions may hold artifacts', { rule: 'DW-ATTR-06' });
    const held = s.attributes.filter((x) => x.kind === 'artifact').length;
    if (held + 1 > artifactCap(s))
      return fail('attr/artifact-cap', `${s.name} may hold ${artifactCap(s)} artifacts`, { rule: 'DW-ATTR-07' });
  }
  if (a.kind === 'familiar') {
    const held = c.soldiers.filter((x) => x.familiarOf === s.id).length;
    if (held + 1 > familiarCap(s))
      return fail('attr/familiar-cap', `${s.name} may have ${familiarCap(s)} Familiars`, { rule: 'DW-ATTR-16' });
    if (probe) return PROBED;
    const familiar: Soldier = {
      id: `${c.seat}-${c.nextId}`,
      name: c.names === 'hu' ? `${localName(a, 'hu')} (${s.name})` : `${a.name} of ${s.name}`,
      profile: a.id,
      people: s.people,
      faction: s.faction,
      type: 'warrior',
      rank: 'Creature',
      ranksHeld: ['Creature'],
      initialValue: 0,
      original: {
        MOV: 10,
        INI: 0,
        ATT: 0,
        STR: 0,
        DEF: 0,
        RES: 0,
        AIM: null,
        COU: null,
        FEAR: null,
        DIS: null,
        POW: null,
        FAITH: null,
      },
      bought: {},
      abilities: [],
      attributes: [],
      ep: { acquired: 0, used: 0, lost: 0 },
      champion: false,
      role: null,
      musician: false,
      standardBearer: false,
      ally: false,
      mercenary: false,
      machine: 'none',
      structure: null,
      aftereffect: 'none',
      missions: 0,
      familiarOf: s.id,
      elements: 0,
      paths: [],
      masterOfInvocation: false,
      resurrection: false,
      rankChoicePending: false,
      rankUps: 0,
      founder: false,
    };
    const withFamiliar = updateSoldier(
      { ...paid(c, a), soldiers: [...c.soldiers, familiar], nextId: c.nextId + 1 },
      s.id,
      (x) => ({
        ...x,
        attributes: [...x.attributes, { id: a.id, name: a.name, kind: a.kind, cost: a.cost }],
      }),
    );
    return ok({ company: withFamiliar, events: [bought(c, a, soldierId)] });
  }
  if (s.attributes.some((x) => x.id === a.id) && a.kind !== 'liturgy')
    return fail('attr/already', `${s.name} already has ${a.name}`);
  if (probe) return PROBED;
  // An alchemist's potion is paid 2 RP less, but it still counts its card's cost in a group.
  const cost = attributeById(content, a.id)?.cost ?? a.cost;
  const next = updateSoldier(paid(c, a), s.id, (x) => ({
    ...x,
    attributes: [...x.attributes, { id: a.id, name: a.name, kind: a.kind, cost }],
  }));
  return ok({ company: next, events: [bought(c, a, soldierId)] });
}

/** Removes a soldier with his Familiars (the dead, the excluded, the one who leaves). */
export function removeSoldier(c: Company, id: string): Company {
  const gone = c.soldiers.filter((s) => s.id === id || s.familiarOf === id).map((s) => s.id);
  return {
    ...c,
    soldiers: c.soldiers.filter((s) => !gone.includes(s.id)),
    captain: gone.includes(c.captain ?? '') ? null : c.captain,
  };
}

/**
 * Excludes a soldier (phase 3). A captain discharged is excluded only in a later sequence (A-12):
 * his discharge ends this one's exclusions, the company going straight on to recruitment.
 */
export function exclude(c: Company, id: string): Result<Step> {
  const s = findSoldier(c, id);
  if (!s || s.familiarOf !== null) return fail('company/unknown-soldier', `No soldier "${id}"`);
  if (c.captain === id)
    return fail('exclude/captain', 'The captain cannot be excluded; discharge him first', { rule: 'DW-EXCLUDE-02' });
  return ok({
    company: removeSoldier(c, id),
    events: [
      {
        type: 'excluded',
        rule: 'DW-EXCLUDE-01',
        seat: c.seat,
        soldier: id,
        text: `${s.name} leaves the company with everything he carries`,
      },
    ],
  });
}

/** The lieutenant becomes captain; the old captain rolls 1d6 for his reaction. */
export function dischargeCaptain(
  c: Company,
  content: DogsContent,
  dice: Dice,
): Result<Step & { readonly stays: string | null }> {
  const captain = findSoldier(c, c.captain);
  const lt = lieutenant(c);
  if (!captain) return fail('discharge/no-captain', 'There is no captain to discharge');
  if (!lt)
    return fail('discharge/no-lieutenant', 'A captain can be discharged only when there is a lieutenant', {
      rule: 'DW-CAPTAIN-09',
    });
  const roll = dice.roll(6);
  let next: Company = updateSoldier({ ...c, captain: lt.id }, lt.id, (x) => ({ ...x, role: null }));
  // The scepter passes to the new captain.
  const scepter = captain.attributes.find((a) => a.kind === 'scepter');
  if (scepter) {
    next = updateSoldier(next, captain.id, (x) => ({
      ...x,
      attributes: x.attributes.filter((a) => a.kind !== 'scepter'),
    }));
    next = updateSoldier(next, lt.id, (x) => ({ ...x, attributes: [...x.attributes, scepter] }));
  }
  const events: GameEvent[] = [
    { type: 'die', purpose: 'discharge', rule: 'DW-CAPTAIN-10', seat: c.seat, roll, text: `Discharge roll: ${roll}` },
    { type: 'captain-named', rule: 'DW-CAPTAIN-09', seat: c.seat, soldier: lt.id, text: `${lt.name} becomes captain` },
  ];
  let stays: string | null = captain.id;
  if (roll === 1) {
    next = removeSoldier(next, captain.id);
    next = { ...next, captain: lt.id };
    stays = null;
    events.push({
      type: 'left',
      rule: 'DW-CAPTAIN-10',
      seat: c.seat,
      soldier: captain.id,
      text: `${captain.name} leaves the company`,
    });
  } else if (roll === 2) {
    const leadershipFromOther = captain.attributes.some(
      (o) =>
        o.kind !== 'scepter' &&
        (content.attributes.find((x) => x.id === o.id)?.abilities.some((ab) => ab.name === 'Leadership') ?? false),
    );
    next = updateSoldier(next, captain.id, (x) => ({
      ...x,
      original: {
        ...x.original,
        DIS:
          x.original.DIS === null ? null : Math.max(0, x.original.DIS + (x.bought.DIS ?? 0) - 2) - (x.bought.DIS ?? 0),
      },
      abilities: leadershipFromOther ? x.abilities : x.abilities.filter((a) => a.name !== 'Leadership'),
    }));
    events.push({
      type: 'demoted',
      rule: 'DW-CAPTAIN-10',
      seat: c.seat,
      soldier: captain.id,
      text: `${captain.name} stays, bitter: DIS -2 and no Leadership`,
    });
  }
  return ok({ company: next, events, stays });
}

export function promoteLieutenant(c: Company): Result<Step> {
  if (c.captain !== null) return fail('captain/present', 'The company has a captain');
  const lt = lieutenant(c);
  if (!lt) return fail('captain/no-lieutenant', 'There is no lieutenant to promote', { rule: 'DW-CAPTAIN-08' });
  const next = updateSoldier({ ...c, captain: lt.id }, lt.id, (x) => ({ ...x, role: null }));
  return ok({
    company: next,
    events: [
      { type: 'captain-named', rule: 'DW-CAPTAIN-06', seat: c.seat, soldier: lt.id, text: `${lt.name} takes command` },
    ],
  });
}

export const levelOf = (r: Rank): number => RANK_LEVEL[r];
export { SCEPTER };

/** Names the member who benefits from a recruit's lent equipment (DW-RECRUIT-13). */
export function grantOption(c: Company, content: DogsContent, from: string, option: string, to: string): Result<Step> {
  const grant = (c.grants ?? []).find((g) => g.from === from && g.option === option && g.to === null);
  if (!grant) return fail('grant/none', 'Nothing of that recruit waits for a beneficiary', { rule: 'DW-RECRUIT-13' });
  const target = findSoldier(c, to);
  if (!target || !isMember(target) || to === from)
    return fail('grant/beneficiary', 'The beneficiary is another member of the company', { rule: 'DW-RECRUIT-13' });
  return ok({
    company: {
      ...c,
      grants: (c.grants ?? []).map((g) => (g === grant ? { ...g, to } : g)),
    },
    events: [
      {
        type: 'option-granted',
        rule: 'DW-RECRUIT-13',
        seat: c.seat,
        from,
        option,
        to,
        text: `${findSoldier(c, from)?.name ?? from} lends ${contentNames(content).byId(option, 'en')} to ${target.name}`,
      },
    ],
  });
}

export const pendingGrants = (c: Company): OptionGrant[] => (c.grants ?? []).filter((g) => g.to === null);

/**
 * A warrior who becomes a magician or faithful (through a card or an effect the players apply)
 * adds the first mystic rank beside his warrior rank.
 */
export function becomeMystic(c: Company, soldierId: string, as: 'magician' | 'faithful'): Result<Step> {
  const s = findSoldier(c, soldierId);
  if (!s) return fail('company/unknown-soldier', `No soldier "${soldierId}"`);
  if (s.type !== 'warrior' || s.mysticRank !== undefined)
    return fail('ep/already-mystic', `${s.name} is already a mystic`, { rule: 'DW-EVOLVE-RANK-07' });
  const rank = as === 'magician' ? 'Initiate' : 'Devout';
  return ok({
    company: updateSoldier(c, soldierId, (x) => ({ ...x, mysticRank: rank, ranksHeld: [...x.ranksHeld, rank] })),
    events: [
      {
        type: 'mystic-rank-added',
        rule: 'DW-EVOLVE-RANK-07',
        seat: c.seat,
        soldier: soldierId,
        rank,
        text: `${s.name} becomes ${rank} and stays ${s.rank}`,
      },
    ],
  });
}
