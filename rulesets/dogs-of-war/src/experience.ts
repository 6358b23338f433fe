/** Experience: what it costs, what it buys, what battle deeds earn. */
import { fail, ok, type Result } from '@skirmish/core';
import {
  ABILITY_ACQUISITIONS,
  ABILITY_IMPROVEMENTS,
  ASPECT_LABEL,
  ASPECTS,
  ASPECTS_ROW,
  CHARACTERISTIC_COSTS,
  EP_COSTS,
  FAITHFUL_RANKS,
  MAGICIAN_RANKS,
  MYSTIC_STEPS,
  PARTICIPATION_EP,
  RANK_LEVEL,
  ROLE_TABLE,
  VALUE_RATIO_EP,
  WARRIOR_TRACK_1,
  WARRIOR_TRACK_2,
  WOUND_EP,
  ELEMENTS,
  isAspect,
  type AbilityAcquisition,
  type AbilityImprovement,
  type CharacteristicCost,
  type Element,
  type Improvable,
  type MysticStep,
  type Rank,
  type Role,
} from './data.ts';
import {
  actualStrength,
  baseCharacteristic,
  originalValue,
  rankLevel,
  roleRankLevel,
  unusedEP,
  type Company,
  type MagicOfChoice,
  type Soldier,
} from './company.ts';
import type { DogsContent, Profile, Tables } from './content/schema.ts';
import { PEOPLE_STOCKS } from './content/people.ts';

/**
 * The cost row of a characteristic: the book's, else the content's. An Aspect reads its own row,
 * else the row the content gives the three Aspects together.
 */
export function characteristicRow(k: Improvable, tables: Tables): CharacteristicCost | undefined {
  const rows = tables.characteristicCosts.rows;
  if (isAspect(k)) return rows[k] ?? rows[ASPECTS_ROW];
  return CHARACTERISTIC_COSTS[k] ?? rows[k];
}

/** A characteristic's name in messages: its abbreviation, or an Aspect's name. */
const improvableName = (k: Improvable): string => (isAspect(k) ? ASPECT_LABEL[k] : k);

/** The Aspect points a soldier has bought with EP, the three together. */
export function aspectPointsBought(s: Pick<Soldier, 'bought'>): number {
  return ASPECTS.reduce((sum, a) => sum + (s.bought[a] ?? 0), 0);
}

/** The EP cost of one step of a characteristic (or an Aspect), or why it cannot be bought. */
export function characteristicCost(s: Soldier, k: Improvable, tables: Tables): Result<{ cost: number; to: number }> {
  const current = baseCharacteristic(s, k);
  const name = improvableName(k);
  if (current === null)
    return isAspect(k)
      ? fail('ep/no-characteristic', `${s.name} has no Aspects to improve`, { rule: 'DW-EVOLVE-CHAR-11' })
      : fail('ep/no-characteristic', `${s.name} has no ${k}: a "-" can never be improved`, {
          rule: 'DW-EVOLVE-CHAR-11',
        });
  if (s.machine === 'mobile' && (k === 'POW' || k === 'FAITH' || isAspect(k)))
    return fail('ep/machine', 'A machine cannot improve that', { rule: 'DW-MACHINE-03' });
  const row = characteristicRow(k, tables);
  if (!row)
    return fail(
      'ep/rule-data-missing',
      `${name} cannot be raised with these content tables: they give no cost for it`,
      {
        rule: 'DW-EVOLVE-CHAR-09',
      },
    );
  const original = originalValue(s, k) ?? 0;
  const next = current + row.step;
  if (next > original + row.maxGain)
    return fail('ep/characteristic-cap', `${name} cannot rise more than ${row.maxGain} above ${original}`, {
      rule: 'DW-EVOLVE-CHAR-10',
    });
  if (k === 'POW' && (s.bought.POW ?? 0) + 1 > powPacing(s.rankUps))
    return fail('ep/pow-pacing', 'POW may rise by 2 points per rank held', { rule: 'DW-EVOLVE-CHAR-12' });
  if (isAspect(k) && aspectPointsBought(s) + 1 > powPacing(s.rankUps))
    return fail('ep/aspect-pacing', 'The Aspects together may rise by 2 points per rank held', {
      rule: 'DW-EVOLVE-CHAR-13',
    });
  return ok({ cost: row.base + 2 * current, to: next });
}

/** Points of POW (or of the Aspect total) that may have been bought after a number of rank-ups. */
export function powPacing(rankUps: number): number {
  return 2 * (1 + rankUps);
}

export function improvementRow(name: string, tables: Tables): AbilityImprovement | undefined {
  return ABILITY_IMPROVEMENTS[name] ?? tables.abilityImprovements.rows[name];
}

export function abilityImprovementCost(
  s: Soldier,
  name: string,
  tables: Tables,
  initial: number | null,
): Result<{ cost: number; to: number }> {
  if (name === 'Regeneration')
    return fail('ep/not-improvable', 'Regeneration can never be improved', { rule: 'DW-EVOLVE-ABIL-01' });
  const own = s.abilities.find((a) => a.name === name);
  if (!own) {
    const fromAttribute = s.attributes.length > 0;
    return fail(
      fromAttribute ? 'ep/attribute-ability' : 'ep/no-ability',
      `${s.name} has no ${name} of his own to improve`,
      { rule: fromAttribute ? 'DW-EVOLVE-ABIL-04' : 'DW-EVOLVE-ABIL-01' },
    );
  }
  if (own.value === null)
    return fail('ep/not-improvable', `${name} has no value to improve`, { rule: 'DW-EVOLVE-ABIL-01' });
  const row = improvementRow(name, tables);
  if (!row) return fail('ep/not-improvable', `${name} is not in the improvement table`, { rule: 'DW-EVOLVE-ABIL-01' });
  const start = initial ?? own.value;
  const to = own.value + row.delta;
  const beyond = row.delta > 0 ? to > start + row.maxChange : to < start + row.maxChange;
  if (beyond) return fail('ep/ability-cap', `${name} is already at its maximum change`, { rule: 'DW-EVOLVE-ABIL-03' });
  return ok({ cost: row.ep, to });
}

export function acquisitionRow(name: string, tables: Tables): AbilityAcquisition | undefined {
  return ABILITY_ACQUISITIONS[name] ?? tables.abilityAcquisitions.rows[name];
}

/** How many abilities a soldier may learn at his rank level. */
export function learnedAbilityCap(level: number): number {
  return level >= 6 ? 5 : level === 5 ? 4 : 3;
}

export function abilityAcquisitionCost(
  s: Soldier,
  name: string,
  tables: Tables,
  mount: { readonly mounted: boolean; readonly centaur: boolean } = { mounted: false, centaur: false },
): Result<number> {
  if (s.machine === 'mobile')
    return fail('ep/machine', 'A mobile machine never learns a new ability', { rule: 'DW-MACHINE-05' });
  if (name === 'War-horse' && (!mount.mounted || mount.centaur))
    return fail(
      'ep/war-horse',
      mount.centaur ? 'A centaur never learns War-horse' : 'Only a fighter with a mount learns War-horse',
      { rule: 'DW-EVOLVE-ABIL-07' },
    );
  const row = acquisitionRow(name, tables);
  if (!row)
    return fail('ep/rule-data-missing', `${name} has no cost in the book's text`, { rule: 'DW-EVOLVE-ABIL-06' });
  if (s.abilities.some((a) => a.name === name))
    return fail('ep/already-known', `${s.name} already has ${name}`, { rule: 'DW-EVOLVE-ABIL-09' });
  if (rankLevel(s) < row.minLevel)
    return fail('ep/rank-too-low', `${name} needs rank level ${row.minLevel}`, { rule: 'DW-EVOLVE-ABIL-05' });
  const access = row.access.some((a) => {
    switch (a) {
      case 'All':
        return true;
      case 'Elite':
      case 'Special':
        return s.ranksHeld.includes(a);
      case 'Warrior-mage':
        return s.type === 'warrior-mage';
      case 'Warrior-monk':
        return s.type === 'warrior-monk';
    }
  });
  if (!access)
    return fail('ep/not-accessible', `${name} is reserved to ${row.access.join(', ')}`, { rule: 'DW-EVOLVE-RANK-09' });
  const learned = s.abilities.filter((a) => a.source === 'learned').length;
  if (learned >= learnedAbilityCap(rankLevel(s)))
    return fail('ep/too-many-abilities', `${s.name} has learned all the abilities his rank allows`, {
      rule: 'DW-EVOLVE-ABIL-08',
    });
  return ok(row.ep);
}

/** EP for a Solo/X capacity learned after recruitment: ten times its AP, faction permitting. */
export function soloCapacityCost(
  ap: number,
  companyBoundToFaction: boolean,
  reservedToCharacters = false,
  champion = false,
): Result<number> {
  if (reservedToCharacters && !champion)
    return fail('ep/solo-characters', 'Only a champion may learn a capacity reserved to Characters', {
      rule: 'DW-CHAMPION-06',
    });
  if (!companyBoundToFaction)
    return fail('ep/solo-faction', 'Only a company bound to the right faction may learn this capacity', {
      rule: 'DW-EVOLVE-ABIL-12',
    });
  return ok(10 * ap);
}

const WARRIOR_ORDER: readonly Rank[] = ['Irregular', 'Regular', 'Veteran', 'Special', 'LivingLegend'];
/** A rank's place on the first warrior track (Elite beside Special), -1 off it. */
const trackPosition = (r: Rank): number => (r === 'Elite' ? 3 : WARRIOR_ORDER.indexOf(r));

/** Warrior rank-ups reached by a total of EP acquired; the 100 threshold asks Special or Elite. */
export function warriorRankUps(rank: Rank, acquired: number): { ranks: Rank[]; choice: boolean } {
  const ranks: Rank[] = [];
  let current = rank;
  let choice = false;
  if (current === 'Creature') {
    for (const step of WARRIOR_TRACK_2) {
      if (acquired >= step.at && RANK_LEVEL[current] < RANK_LEVEL[step.to]) {
        current = step.to;
        ranks.push(current);
      }
    }
    return { ranks, choice };
  }
  if (current === 'LivingLegend' && ranks.length === 0) {
    return { ranks, choice };
  }
  if (trackPosition(current) < 0) return { ranks, choice };
  for (const step of WARRIOR_TRACK_1) {
    const target = step.to[0] as Rank;
    if (acquired >= step.at && trackPosition(current) < trackPosition(target)) {
      if (step.to.length > 1) {
        // Special or Elite: the player chooses; the rank stays until he does.
        choice = true;
        break;
      }
      current = target;
      ranks.push(current);
    }
  }
  return { ranks, choice };
}

export function mysticStep(rank: Rank): MysticStep | undefined {
  return MYSTIC_STEPS.find((m) => m.from === rank);
}

export function mysticRankCost(s: Soldier): Result<MysticStep> {
  // A warrior turned mystic raises the mystic rank he added, never his warrior rank.
  const step = mysticStep(s.mysticRank ?? s.rank);
  if (!step) return fail('ep/no-mystic-rank', `${s.name} has no mystic rank to raise`, { rule: 'DW-EVOLVE-RANK-05' });
  if (s.ep.acquired < step.minTotalEP)
    return fail('ep/too-few-total', `Rising to ${step.to} needs ${step.minTotalEP} EP acquired`, {
      rule: 'DW-EVOLVE-RANK-05',
    });
  return ok(step);
}

export function championReached(acquired: number): boolean {
  return acquired >= EP_COSTS.championAtTotal;
}

/** Whether a soldier may take a secondary role. */
export function roleEligibility(s: Soldier, role: Role, company: Company): Result<number> {
  const spec = ROLE_TABLE[role];
  if (s.familiarOf !== null || s.machine === 'mobile')
    return fail('role/not-allowed', 'Familiars and mobile machines never take a role', { rule: 'DW-ROLE-30' });
  if (s.role !== null) return fail('role/already', `${s.name} already holds a role for good`, { rule: 'DW-ROLE-05' });
  if (s.musician || s.standardBearer)
    return fail('role/musician', 'Musicians and standard-bearers already have their role', { rule: 'DW-ROLE-02' });
  if (s.ally)
    return fail('role/ally', 'Allies, Mercenaries and Stateless soldiers take no role', { rule: 'DW-ROLE-03' });
  const c = s.original;
  if (c.DIS === null && c.POW === null && c.FAITH === null)
    return fail('role/no-discipline', `${s.name} has no DIS, POW or aura of faith`, { rule: 'DW-ROLE-01' });
  if (s.ranksHeld.includes('Creature') && (c.DIS ?? 0) + (s.bought.DIS ?? 0) < 3)
    return fail('role/creature', 'A Creature with DIS under 3 cannot take a role', { rule: 'DW-ROLE-04' });
  if (roleRankLevel(s) < spec.minLevel)
    return fail('role/rank-too-low', `${spec.name} needs rank level ${spec.minLevel}`, { rule: 'DW-ROLE-06' });
  if (role === 'lieutenant' && company.captain === s.id)
    return fail('role/captain-lieutenant', 'The captain cannot be his own lieutenant', { rule: 'DW-ROLE-11' });
  if (spec.unique && company.soldiers.some((x) => x.role === role))
    return fail('role/unique', `There is already a ${spec.name.toLowerCase()}`, { rule: 'DW-ROLE-07' });
  if (role === 'sergeant') {
    const sergeants = company.soldiers.filter((x) => x.role === 'sergeant').length;
    if (sergeants + 1 > Math.floor(actualStrength(company) / 5))
      return fail('role/sergeant-quota', 'At most one sergeant per five soldiers', { rule: 'DW-ROLE-12' });
  }
  // A faithful by his type, by an aura of faith, or by the faithful's rank he added (DW-EVOLVE-RANK-07).
  const faithful =
    s.type === 'faithful' ||
    s.type === 'warrior-monk' ||
    c.FAITH !== null ||
    (s.mysticRank !== undefined && (FAITHFUL_RANKS as readonly string[]).includes(s.mysticRank));
  if (role === 'priest' && !faithful)
    return fail('role/priest-faithful', 'Only a faithful can be a priest', { rule: 'DW-ROLE-21' });
  if (unusedEP(s) < spec.ep) return fail('ep/not-enough', `${spec.name} costs ${spec.ep} EP`, { rule: 'DW-ROLE-06' });
  return ok(spec.ep);
}

// ---- EP earned in battle, from the after-action report ----

export function participationEP(missionsDone: number): number {
  return PARTICIPATION_EP[Math.min(missionsDone, PARTICIPATION_EP.length - 1)] ?? 2;
}

/** A successful Power test or divination roll. */
export function mysticTestEP(value: number, difficulty: number): number {
  return Math.max(0, 1 + difficulty - value);
}

/** A successful Aim test; nothing when the shot hit a fighter of the marksman's own camp. */
export function aimEP(aim: number, difficulty: number, hitOwnCamp = false): number {
  return hitOwnCamp ? 0 : Math.max(0, 3 + difficulty - aim);
}

export type DamageResult = 'light' | 'serious' | 'critical' | 'killed-outright';

/** A hand-to-hand Damage roll's rolled (or converted) result, with the value-ratio adjustment. */
export function woundEP(result: DamageResult, attackerValue: number, targetValue: number): number {
  let ep: number = WOUND_EP[result];
  if (targetValue >= 2 * attackerValue) ep += VALUE_RATIO_EP;
  else if (attackerValue >= 2 * targetValue) ep -= VALUE_RATIO_EP;
  return ep;
}

/** The printed part of the Incantation table: Elements a magician may master and paths by rank. */
export const INCANTATION: Readonly<
  Record<
    string,
    {
      readonly elements: Readonly<Partial<Record<'Initiate' | 'Adept' | 'Master', number>>>;
      readonly paths: Readonly<Record<'Initiate' | 'Adept' | 'Master', readonly string[]>>;
    }
  >
> = {
  alahan: {
    elements: { Initiate: 1, Adept: 4 },
    paths: {
      Initiate: ['Hermetism', 'Circaeus'],
      Adept: ['Tellurism', 'Theurgy', 'Chronomancy', 'Sorcery', 'Shamanism'],
      Master: ['Solaris', 'Fayery'],
    },
  },
  akkylannie: {
    elements: { Initiate: 1, Adept: 4 },
    paths: { Initiate: ['Theurgy', 'Redemption', 'Exorcism'], Adept: ['Hermetism', 'Circaeus'], Master: ['Tellurism'] },
  },
  sessairs: {
    elements: { Initiate: 4 },
    paths: {
      Initiate: ['Shamanism', 'Druidism'],
      Adept: ['Tellurism', 'Sorcery', 'Whispers', 'Howls', 'Lamentations'],
      Master: ['Fayery', 'Symbiosis'],
    },
  },
};

type MagicianRank = 'Initiate' | 'Adept' | 'Master' | 'Virtuoso';

const isMagicianRank = (r: string | undefined): r is MagicianRank =>
  r !== undefined && (MAGICIAN_RANKS as readonly string[]).includes(r);

/** The columns of the Incantation table a rank reads: its own and those below (Virtuoso reads Master's). */
const columnsUpTo = (rank: MagicianRank): readonly ('Initiate' | 'Adept' | 'Master')[] =>
  (['Initiate', 'Adept', 'Master'] as const).slice(0, rank === 'Initiate' ? 1 : rank === 'Adept' ? 2 : 3);

/** Whether a magician of a people may take a path at his rank (paths of lower ranks stay open). */
export function pathAllowed(people: string, rank: MagicianRank, path: string): boolean | null {
  const row = INCANTATION[people];
  if (!row) return null;
  return columnsUpTo(rank).some((r) => row.paths[r].includes(path));
}

/**
 * The magician's rank the Incantation table is read at: the magician's rank he added or holds; a
 * warrior-mage holding only a warrior rank reads an Initiate's column, as his Familiars count.
 */
export function incantationRank(s: Pick<Soldier, 'rank' | 'mysticRank'>): MagicianRank {
  if (isMagicianRank(s.mysticRank)) return s.mysticRank;
  return isMagicianRank(s.rank) ? s.rank : 'Initiate';
}

/** The paths a magician may buy now: his people's row at his rank and below; none where the row is lost. */
export function openPaths(s: Pick<Soldier, 'people' | 'rank' | 'mysticRank'>): string[] {
  const row = INCANTATION[s.people];
  return row ? columnsUpTo(incantationRank(s)).flatMap((r) => row.paths[r]) : [];
}

/**
 * The paths a magician follows: those his card names (`magic`), the one it let him choose at
 * recruitment and those he learned with EP.
 */
export function heldPaths(
  s: Pick<Soldier, 'paths' | 'magicOfChoice'>,
  card: Pick<Profile, 'magic'> | undefined,
): string[] {
  const chosen = s.magicOfChoice?.path;
  return [...(card?.magic?.paths ?? []), ...(chosen === undefined ? [] : [chosen]), ...s.paths];
}

/** The paths a magician may buy now: those open to him that he does not follow yet (DW-EVOLVE-RANK-06). */
export function pathsToBuy(
  s: Pick<Soldier, 'people' | 'rank' | 'mysticRank' | 'paths' | 'magicOfChoice'>,
  card: Pick<Profile, 'magic'> | undefined,
): string[] {
  const held = heldPaths(s, card);
  return openPaths(s).filter((p) => !held.includes(p));
}

/**
 * How many Elements a magician's people's row of the Incantation table opens at his rank: the
 * counts of his column and those below, as its paths are read; null where the row is lost.
 */
export function elementsOpen(s: Pick<Soldier, 'people' | 'rank' | 'mysticRank'>): number | null {
  const row = INCANTATION[s.people];
  return row ? columnsUpTo(incantationRank(s)).reduce((n, r) => n + (row.elements[r] ?? 0), 0) : null;
}

/**
 * The paths of magic the book names: its Incantation table's and those its additional profiles
 * start with. A people whose row of the table was lost chooses among these.
 */
export const BOOK_PATHS: readonly string[] = [
  ...new Set([
    ...Object.values(INCANTATION).flatMap((row) => [...row.paths.Initiate, ...row.paths.Adept, ...row.paths.Master]),
    ...PEOPLE_STOCKS.flatMap((stock) => (stock.magic ? [stock.magic.path] : [])),
  ]),
];

/**
 * The paths a recruit whose card gives a path "of choice" may name (DW-PEOPLE-05): those his people
 * may take at his rank, by its row of the Incantation table, or any the book names where the row
 * was lost; never one his card names already.
 */
export function pathsOfChoice(p: Pick<Profile, 'people' | 'rank' | 'magic'>): readonly string[] {
  if (p.magic?.pathOfChoice !== true) return [];
  // Asked for every magician of the recruitment lists at every step: worked out once per card
  // (cards never change).
  let paths = PATHS_OF_CHOICE.get(p);
  if (paths === undefined) {
    const open = INCANTATION[p.people] ? openPaths({ people: p.people, rank: p.rank }) : BOOK_PATHS;
    paths = open.filter((path) => !p.magic?.paths.includes(path));
    PATHS_OF_CHOICE.set(p, paths);
  }
  return paths;
}
const PATHS_OF_CHOICE = new WeakMap<object, readonly string[]>();

/**
 * The Elements a recruit whose card gives an Element "of choice" may name (DW-PEOPLE-05): any his
 * card does not name already and his people's magicians are not forbidden, where the pack says so.
 */
export function elementsOfChoice(
  p: Pick<Profile, 'people' | 'magic'>,
  content: Pick<DogsContent, 'peoples'> | undefined,
): readonly Element[] {
  if (p.magic?.elementOfChoice !== true) return [];
  // Once per card and pack, as `pathsOfChoice` (the pack's peoples forbid Elements).
  const byPack = content ? ELEMENTS_OF_CHOICE.get(content) : undefined;
  let open = byPack?.get(p);
  if (open === undefined) {
    const forbidden = content?.peoples.find((x) => x.id === p.people)?.forbiddenElements ?? [];
    open = ELEMENTS.filter((e) => !(p.magic?.named ?? []).includes(e) && !forbidden.includes(e));
    if (content) {
      if (byPack) byPack.set(p, open);
      else ELEMENTS_OF_CHOICE.set(content, new WeakMap([[p, open]]));
    }
  }
  return open;
}
const ELEMENTS_OF_CHOICE = new WeakMap<object, WeakMap<object, readonly Element[]>>();

/**
 * An Element and a path of choice a recruitment of the profile may name: the first of each, or
 * nothing where he has no choice. The checks that ask whether he could be recruited at all use it,
 * and so does the list of legal choices, which offers him once (one for every pair would make over
 * a thousand choices at the captain's step, nine in ten of them magicians).
 */
export function anyMagicChoice(p: Profile, content: DogsContent): MagicOfChoice | undefined {
  const element = elementsOfChoice(p, content)[0];
  const path = pathsOfChoice(p)[0];
  if (element === undefined && path === undefined) return undefined;
  return { ...(element === undefined ? {} : { element }), ...(path === undefined ? {} : { path }) };
}
