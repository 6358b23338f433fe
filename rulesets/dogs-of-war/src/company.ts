/** The company and its soldiers as plain data, with the calculators of value, strength and limits. */
import { fail, ok, type Result } from '@skirmish/core';
import {
  ARTIFACT_CAP,
  CAPTAIN_BASE_STRENGTH,
  CHARACTERISTICS,
  FAMILIAR_CAP,
  LEADERSHIP_STRENGTH_BONUS,
  LIEUTENANT_STRENGTH_BONUS,
  RANK_LEVEL,
  isAspect,
  type Aftereffect,
  type Characteristic,
  type Element,
  type Improvable,
  type MysticRank,
  type Rank,
  type Role,
} from './data.ts';
import type { Aspects, AttributeKind, Characteristics, DogsContent, Profile } from './content/schema.ts';

export interface SoldierAbility {
  readonly name: string;
  readonly value: number | null;
  readonly source: 'card' | 'learned';
  readonly restricted?: boolean;
}

export interface OwnedAttribute {
  readonly id: string;
  readonly name: string;
  readonly kind: AttributeKind;
  readonly cost: number;
}

export interface Soldier {
  readonly id: string;
  readonly name: string;
  readonly profile: string;
  readonly people: string;
  readonly faction: string | null;
  readonly type: Profile['type'];
  readonly rank: Rank;
  /** Every rank held since recruitment, the current one included. */
  readonly ranksHeld: readonly Rank[];
  readonly initialValue: number;
  /** Card values plus alternative weapons and optional aptitudes: the base of costs and caps. */
  readonly original: Characteristics;
  /** Steps bought with EP, per characteristic and per Aspect. */
  readonly bought: Partial<Record<Improvable, number>>;
  readonly abilities: readonly SoldierAbility[];
  readonly attributes: readonly OwnedAttribute[];
  /** acquired = used + unused + lost (the 10 EP a resurrection takes). */
  readonly ep: { readonly acquired: number; readonly used: number; readonly lost: number };
  readonly champion: boolean;
  readonly role: Role | null;
  readonly musician: boolean;
  readonly standardBearer: boolean;
  /** Ally, Mercenary or Stateless soldier counted against the Ally ratio. */
  readonly ally: boolean;
  readonly mercenary: boolean;
  readonly machine: 'none' | 'mobile';
  readonly structure: { readonly max: number; readonly current: number } | null;
  readonly aftereffect: Aftereffect;
  readonly missions: number;
  /** A Familiar is bought as an attribute of its magician; it is not counted in value or strength. */
  readonly familiarOf: string | null;
  readonly elements: number;
  /** The paths of magic he bought with EP, by name: each is learned once (DW-EVOLVE-RANK-06). */
  readonly paths: readonly string[];
  readonly masterOfInvocation: boolean;
  readonly resurrection: boolean;
  /** A warrior who reached 100 EP chooses Special or Elite. */
  readonly rankChoicePending: boolean;
  /** Rank-ups since recruitment (POW and Aspect pacing). */
  readonly rankUps: number;
  /** Whether he was recruited at formation (only they receive the 90 EP). */
  readonly founder: boolean;
  /** A warrior who became a magician or faithful keeps his warrior rank and adds this one. */
  readonly mysticRank?: MysticRank;
  /** The paid options and equipment chosen at recruitment, by name, for the sheet. */
  readonly equipment?: readonly string[];
  /** The ids of his recruitment options limited per assault group (a mark of Elokani), if any. */
  readonly limitedOptions?: readonly string[];
  /** A faithful's Aspects as recruited (what EP buys comes on top, in `bought`); absent: he has none. */
  readonly aspects?: Aspects;
  /** The Element and the path "of choice" his card let him name at recruitment (DW-PEOPLE-05). */
  readonly magicOfChoice?: MagicOfChoice;
}

/** A magician's Element and path "of choice", as named when he is recruited (DW-PEOPLE-05). */
export interface MagicOfChoice {
  readonly element?: Element;
  readonly path?: string;
}

export interface CompanyAsset {
  readonly id: string;
  readonly name: string;
  readonly kind: 'immobile-machine' | 'nexus';
  readonly cost: number;
  readonly structure: { readonly max: number; readonly current: number } | null;
  /**
   * Always false in play: a machine destroyed for good leaves the company's sheet at once
   * (DW-RECUP-13), as a dead soldier does (DW-RECUP-09), and every other machine keeps at least
   * 1 SP. Kept for the saves and screens that read it; a campaign from outside that sets it is
   * refused (`contradictions`).
   */
  readonly destroyed: boolean;
}

export interface CompanyStats {
  readonly missions: number;
  readonly victories: number;
  readonly draws: number;
  readonly defeats: number;
}

/** Paid equipment a recruit lends another member, its beneficiary named before recruitment ends. */
export interface OptionGrant {
  readonly from: string;
  readonly option: string;
  readonly to: string | null;
}

export interface Company {
  readonly seat: string;
  readonly name: string;
  readonly people: string | null;
  readonly faction: string | null;
  readonly captain: string | null;
  /** Whether the founding captain was named (he alone is made champion on the spot). */
  readonly formed: boolean;
  readonly renown: number;
  readonly resources: number;
  readonly soldiers: readonly Soldier[];
  readonly assets: readonly CompanyAsset[];
  readonly stats: CompanyStats;
  /** What is left of the 90 formation EP. */
  readonly formationEP: number;
  readonly nextId: number;
  readonly grants?: readonly OptionGrant[];
  /**
   * `hu` for a company of a league begun in Hungarian: the names the rules propose for its captain
   * and recruits, and give its Familiars, are Hungarian. Absent otherwise (English).
   */
  readonly names?: 'hu';
}

export const isMember = (s: Soldier): boolean => s.familiarOf === null;
export const unusedEP = (s: Soldier): number => s.ep.acquired - s.ep.used - s.ep.lost;

/** Current value: the initial value plus a tenth of the EP used, rounded down once on the total. */
export function soldierValue(s: Pick<Soldier, 'initialValue' | 'ep'>): number {
  return s.initialValue + Math.floor(s.ep.used / 10);
}

/** Sum of the soldiers' values; attributes, Familiars and one-mission hires never count. */
export function companyValue(c: Pick<Company, 'soldiers'>): number {
  // Counted in a loop: the recruitment lists ask for it for every profile at every position.
  let sum = 0;
  for (const s of c.soldiers) if (isMember(s)) sum += soldierValue(s);
  return sum;
}

export function actualStrength(c: Pick<Company, 'soldiers'>): number {
  let n = 0;
  for (const s of c.soldiers) if (isMember(s)) n++;
  return n;
}

export function recruitmentPoints(c: Pick<Company, 'soldiers' | 'renown'>): number {
  return c.renown - companyValue(c);
}

export function findSoldier(c: Pick<Company, 'soldiers'>, id: string | null): Soldier | undefined {
  return id === null ? undefined : c.soldiers.find((s) => s.id === id);
}

export function lieutenant(c: Pick<Company, 'soldiers'>): Soldier | undefined {
  return c.soldiers.find((s) => s.role === 'lieutenant');
}

/** Leadership/X that counts for maximum strength: not restricted to one fighter type; an attribute's counts too. */
export function hasStrengthLeadership(s: Soldier, content: DogsContent): boolean {
  if (s.abilities.some((a) => a.name === 'Leadership' && a.restricted !== true)) return true;
  return s.attributes.some((owned) => {
    const a = content.attributes.find((x) => x.id === owned.id);
    return a?.abilities.some((ab) => ab.name === 'Leadership' && ab.restricted !== true) ?? false;
  });
}

export interface StrengthBreakdown {
  readonly base: number;
  readonly lieutenant: number;
  readonly captainLeadership: number;
  readonly lieutenantLeadership: number;
  readonly sergeants: number;
  readonly total: number;
}

export function maximumStrength(c: Pick<Company, 'soldiers' | 'captain'>, content: DogsContent): StrengthBreakdown {
  const captain = findSoldier(c, c.captain);
  const lt = lieutenant(c);
  const base = captain ? CAPTAIN_BASE_STRENGTH[captain.rank] : 0;
  const ltBonus = lt ? LIEUTENANT_STRENGTH_BONUS[lt.rank] : 0;
  const capLead = captain && hasStrengthLeadership(captain, content) ? LEADERSHIP_STRENGTH_BONUS.captain : 0;
  const ltLead = lt && hasStrengthLeadership(lt, content) ? LEADERSHIP_STRENGTH_BONUS.lieutenant : 0;
  let sergeants = 0;
  for (const s of c.soldiers) if (s.role === 'sergeant') sergeants++;
  return {
    base,
    lieutenant: ltBonus,
    captainLeadership: capLead,
    lieutenantLeadership: ltLead,
    sergeants,
    total: base + ltBonus + capLead + ltLead + sergeants,
  };
}

export const allyCap = (strength: number): number => Math.floor(strength / 4);
export function allyCount(c: Pick<Company, 'soldiers'>): number {
  let n = 0;
  for (const s of c.soldiers) if (isMember(s) && s.ally) n++;
  return n;
}

/** The recruitment surcharge in RP for an Ally, Mercenary or Stateless recruit. */
export function allyBonus(value: number, recruiter: boolean): number {
  return recruiter ? Math.ceil(value / 4) : Math.ceil(value / 2);
}

export const hasRole = (c: Pick<Company, 'soldiers'>, role: Role): boolean => c.soldiers.some((s) => s.role === role);

/** Whether a fighter type may be a soldier at all. */
export function soldierEligibility(p: Profile, companyPeople: string | null): Result<true> {
  if (p.character || p.incarnate)
    return fail('recruit/character', `${p.name} is a Character: hire him for one mission instead`, {
      rule: 'DW-SOLDIER-11',
    });
  if (p.rank === 'Master' || p.rank === 'Virtuoso' || p.rank === 'Dean' || p.rank === 'Avatar')
    return fail('recruit/high-mystic', `A ${p.rank} is never recruited directly: he must rise to it`, {
      rule: 'DW-RECRUIT-23',
    });
  if (p.elemental)
    return fail('recruit/elemental', `${p.name} is an Elemental and cannot be a soldier`, { rule: 'DW-SOLDIER-11' });
  if (p.immortal && !(p.immortalOfPeople !== undefined && p.immortalOfPeople === companyPeople))
    return fail('recruit/immortal', `${p.name} is an Immortal of no people of this company`, { rule: 'DW-SOLDIER-12' });
  return ok(true);
}

/** Whether a profile may be the captain. */
export function captainEligibility(p: Profile): Result<true> {
  const el = soldierEligibility(p, p.immortalOfPeople ?? p.people);
  if (!el.ok) return el;
  const c = p.characteristics;
  const hasLeadership = p.abilities.some((a) => a.name === 'Leadership');
  if (c.DIS === null && c.POW === null && c.FAITH === null && !hasLeadership)
    return fail('captain/no-discipline', `${p.name} has no DIS, POW, aura of faith or Leadership`, {
      rule: 'DW-CAPTAIN-02',
    });
  if (p.musician || p.standardBearer)
    return fail('captain/musician', 'Musicians and standard-bearers cannot lead a company', { rule: 'DW-CAPTAIN-02' });
  if (p.machine !== 'none' && p.weight !== null)
    return fail('captain/machine', 'A war machine with a Weight cannot lead a company', { rule: 'DW-CAPTAIN-02' });
  return ok(true);
}

/**
 * How a recruit stands against the captain's people: own people, or an Ally (Allied people,
 * Mercenary, Stateless). A Mercenary or a Stateless fighter counts as an Ally for the company's
 * management even when he is of the captain's people (DW-RECRUIT-02): the bonus is waived only
 * under a Mercenary captain (DW-RECRUIT-06), under whom every Mercenary counts as his people
 * (DW-CAPTAIN-19).
 */
export function affiliation(p: Profile, captain: Soldier, content: DogsContent): Result<'own' | 'ally'> {
  if (captain.mercenary && p.mercenary) return ok('own');
  if (p.mercenary || p.stateless) return ok('ally');
  if (p.people === captain.people) return ok('own');
  const people = content.peoples.find((x) => x.id === captain.people);
  if (people?.allies.includes(p.people)) return ok('ally');
  return fail('recruit/not-allied', `${p.name} is of a people not allied to the captain's`, { rule: 'DW-RECRUIT-01' });
}

/** The orc tribe that keeps its ranks closed, as content names the faction its fighters are bound to. */
export const BEHEMOTH = 'Behemoth';
/** What an orc's card costs more once he is of the tribe (a Character's printed cost includes it). */
export const BEHEMOTH_AP = 3;
/** The one group of Bran-Ô-Kor that may fight beside the tribe, as Allies (Carbone is of it). */
export const TRACKERS_CLAN = "Trackers' clan";
const BRAN_O_KOR = 'bran-o-kor';

/**
 * The tribe of the Behemoth (DW-BEHEMOTH-01, DW-BEHEMOTH-04) for a fighter joining a company, as a
 * soldier or as a hire: null when the tribe has no say (neither the company nor the fighter is of
 * it), else how the fighter stands. A company of the tribe takes only the tribe's fighters (its
 * trolls, being of another people, count as Allies) and the trackers' clan of Bran-Ô-Kor as
 * Allies; no Mercenary, no Stateless fighter, no other people. A fighter of the tribe joins no
 * other company, not even one of Bran-Ô-Kor.
 */
export function behemothStanding(
  p: Profile,
  chosenFaction: string | null,
  company: Pick<Company, 'faction' | 'people'>,
): Result<'own' | 'ally' | null> {
  const tribe = (chosenFaction ?? p.faction) === BEHEMOTH;
  if (company.faction !== BEHEMOTH) {
    if (!tribe) return ok(null);
    return fail('recruit/behemoth', `${p.name} is of the tribe of the Behemoth and fights for no other company`, {
      rule: 'DW-BEHEMOTH-01',
    });
  }
  if (p.mercenary || p.stateless)
    return fail('recruit/behemoth', 'The tribe of the Behemoth takes no Mercenary and no Stateless fighter', {
      rule: 'DW-BEHEMOTH-01',
    });
  if (tribe) return ok(p.people === company.people ? 'own' : 'ally');
  if (p.people === BRAN_O_KOR && p.faction === TRACKERS_CLAN) return ok('ally');
  return fail('recruit/behemoth', `${p.name} is not of the tribe of the Behemoth`, { rule: 'DW-BEHEMOTH-01' });
}

/** Whether a fighter casts spells: a magician, a warrior-mage, or anyone with a POW. */
export const isMagician = (type: Profile['type'], pow: number | null): boolean =>
  type === 'magician' || type === 'warrior-mage' || pow !== null;

/**
 * The faction a recruit ends up bound to, or a violation of the captain's faction rules. A faction
 * that one of the profile's options sells is joined only by buying that option, its AP added to
 * the value (House of Vanth, a Wolfen pack), whether the player names it or the captain's faction
 * binds the recruit; and a soldier is bound to one faction, so an option for another is refused.
 */
export function factionCheck(
  p: Profile,
  chosenFaction: string | null,
  options: readonly string[],
  company: Pick<Company, 'faction'>,
  kind: 'own' | 'ally',
): Result<string | null> {
  const printed = p.faction;
  const bound = chosenFaction ?? printed;
  if (chosenFaction !== null && printed !== null && chosenFaction !== printed)
    return fail('recruit/faction', `${p.name} is bound to ${printed} by his card`, { rule: 'DW-RECRUIT-10' });
  // The captain's faction binds the recruits of his people (DW-RECRUIT-08); an Ally is of his own,
  // bound as the card prints it or an option sells it, as under an unbound captain (DW-RECRUIT-09).
  if (company.faction !== null && kind === 'own') {
    if (printed !== null && printed !== company.faction && !p.anyPack)
      return fail('recruit/faction', `${p.name} belongs to ${printed}, not to ${company.faction}`, {
        rule: 'DW-RECRUIT-10',
      });
    if (chosenFaction !== null && chosenFaction !== printed && chosenFaction !== company.faction)
      return fail('recruit/faction', `${p.name} can only be bound to ${company.faction}, the captain's faction`, {
        rule: 'DW-RECRUIT-08',
      });
    return paidFaction(p, company.faction, options);
  }
  if (chosenFaction !== null && printed === null && !p.options.some((o) => o.faction === chosenFaction))
    return fail('recruit/faction', `${p.name} cannot be bound to a faction his card does not name`, {
      rule: 'DW-RECRUIT-09',
    });
  return bound === null ? ok(null) : paidFaction(p, bound, options);
}

/** A faction the recruit is bound to, once every option he took that binds agrees and any sold for it is bought. */
function paidFaction(p: Profile, faction: string, options: readonly string[]): Result<string> {
  const taken = p.options.filter((o) => options.includes(o.id) && o.faction !== undefined);
  const other = taken.find((o) => o.faction !== faction);
  if (other)
    return fail('recruit/faction', `${p.name} cannot be bound to ${faction} and buy ${other.name} too`, {
      rule: 'DW-RECRUIT-10',
    });
  const sold = p.options.find((o) => o.faction === faction);
  if (sold && taken.length === 0)
    return fail('recruit/faction-unpaid', `${p.name} joins ${faction} only by buying ${sold.name} (${sold.ap} AP)`, {
      rule: 'DW-RECRUIT-11',
    });
  return ok(faction);
}

export function artifactCap(s: Soldier): number {
  const art = s.abilities.find((a) => a.name === 'Artifact');
  return ARTIFACT_CAP[s.rank] + (s.champion && art?.value ? art.value : 0);
}

export function familiarCap(s: Soldier): number {
  if (s.type === 'magician') return FAMILIAR_CAP[s.rank] ?? 0;
  if (s.type === 'warrior-mage' || s.champion) return 1;
  return 0;
}

export const rankLevel = (s: Pick<Soldier, 'rank'>): number => RANK_LEVEL[s.rank];

/** Where rank matters for a role, the higher of the warrior rank and an added mystic rank. */
export const roleRankLevel = (s: Pick<Soldier, 'rank' | 'mysticRank'>): number =>
  Math.max(RANK_LEVEL[s.rank], s.mysticRank ? RANK_LEVEL[s.mysticRank] : 0);

/** A soldier's ability, the better of learned and attribute-given (lower is better for Cure and Disengagement). */
export function effectiveAbility(
  s: Soldier,
  name: string,
  carried: readonly string[],
  content: DogsContent,
): number | null | undefined {
  const values: Array<number | null> = [];
  for (const a of s.abilities) if (a.name === name) values.push(a.value);
  for (const owned of s.attributes) {
    if (!carried.includes(owned.id)) continue;
    const attr = content.attributes.find((x) => x.id === owned.id);
    for (const a of attr?.abilities ?? []) if (a.name === name) values.push(a.value ?? null);
  }
  if (values.length === 0) return undefined;
  const nums = values.filter((v): v is number => v !== null);
  if (nums.length === 0) return null;
  const lowerBetter = name === 'Cure' || name === 'Disengagement';
  return lowerBetter ? Math.min(...nums) : Math.max(...nums);
}

/**
 * A soldier in the form his card lets him change into during a battle (DW-SOLDIER-16), or null
 * when it has none. He keeps what sets him apart from his card: each characteristic's recruitment
 * changes and EP steps are added to the other form's value, his learned abilities come along with
 * that form's printed ones, and his role and attributes are his own in either form. Where the
 * other form has FEAR and he has COU, he has FEAR, even a lower one.
 */
export function changedShape(
  s: Soldier,
  p: Profile,
): {
  readonly name: string;
  readonly characteristics: Characteristics;
  readonly abilities: Soldier['abilities'];
} | null {
  if (!p.shape) return null;
  const shape = p.shape.characteristics;
  const out: Record<Characteristic, number | null> = { ...shape };
  for (const k of CHARACTERISTICS) {
    const v = shape[k];
    const own = baseCharacteristic(s, k);
    const card = p.characteristics[k];
    out[k] = v === null || own === null || card === null ? v : v + (own - card);
  }
  if (shape.FEAR !== null && s.original.COU !== null) out.COU = null;
  const abilities: Array<Soldier['abilities'][number]> = p.shape.abilities.map((a) => ({
    name: a.name,
    value: a.value ?? null,
    source: 'card' as const,
  }));
  for (const a of s.abilities) if (a.source === 'learned') abilities.push(a);
  // MOV to RES are numbers on both cards and on the soldier, so they stay numbers here.
  return { name: p.shape.name, characteristics: out as Characteristics, abilities };
}

/** A characteristic or an Aspect as recruited, before EP; null when he has none. */
export function originalValue(s: Pick<Soldier, 'original' | 'aspects'>, k: Improvable): number | null {
  return isAspect(k) ? (s.aspects?.[k] ?? null) : s.original[k];
}

/** The value of a characteristic (or an Aspect) without attribute bonuses: the base of EP costs and caps. */
export function baseCharacteristic(s: Pick<Soldier, 'original' | 'aspects' | 'bought'>, k: Improvable): number | null {
  const o = originalValue(s, k);
  if (o === null) return null;
  const step = k === 'MOV' ? 2.5 : 1;
  return o + (s.bought[k] ?? 0) * step;
}
