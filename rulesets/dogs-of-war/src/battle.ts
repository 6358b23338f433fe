/** One mission between two companies: choice, groups, balancing, compensation, report, after-battle. */
import { fail, ok, type Dice, type GameEvent, type Options, type Result } from '@skirmish/core';
import {
  MARTYR_RENOWN,
  OBJECT_EFFECTS,
  PRIEST_PRESENCE_RENOWN,
  RESURRECTION_RENOWN,
  RESURRECTION_UNUSED_EP,
  TRAINING,
  type MissionResult,
  type Recovery,
} from './data.ts';
import {
  baseCharacteristic,
  behemothStanding,
  findSoldier,
  isMagician,
  hasRole,
  isMember,
  soldierValue,
  unusedEP,
  lieutenant,
  type Company,
  type CompanyAsset,
  type Soldier,
} from './company.ts';
import {
  machineRecovery,
  structureLost,
  prospectorFind,
  quartermasterRP,
  renownDifference,
  renownGain,
  rollRecuperation,
  wages,
} from './afterbattle.ts';
import { nexusBudgetOk } from './aids.ts';
import { cardinalImprove, search } from './campaign.ts';
import { aimEP, mysticTestEP, participationEP, woundEP } from './experience.ts';
import { profileById, removeSoldier, updateSoldier } from './management.ts';
import { nexusesAllowed } from './nexus.ts';
import {
  ASSASSINATION_PREMIUM,
  CARDINAL,
  DESTRUCTION_ELEMENTS,
  INTRUSION_PER_ZONE,
  MISSION_SPECS,
  RAID_MERCHANTS,
  ZONE_BONUS_EP,
  assassinationResult,
  byPoints,
  destructionElementCount,
  destructionFreeEventCard,
  destructionScore,
  intrusionPoints,
  invasionSectors,
  jewelsLaidOut,
  raidPoints,
  raidPremium,
  sectorsLaidOut,
  treasureCounters,
  treasurePremium,
  type MissionId,
} from './missions.ts';
import {
  assaultGroupValue,
  balancingRange,
  bonesetterCost,
  bonesetterHeal,
  compensationPoints,
  compensationSpend,
  contingent,
  extraRoundAllowed,
  hireCost,
  missionDuration,
  missionRollTotal,
  objectsPerFighterOk,
  perGroupLimit,
  trainingCost,
  type HireKind,
} from './premission.ts';
import type { AfterActionReport, Choice } from './choices.ts';
import type { DogsContent, Profile } from './content/schema.ts';
import type { Battle, CampaignState, Group } from './state.ts';
import { savedWords, shiftWords, stateName, tableReading } from './words.ts';

export interface Applied {
  readonly state: CampaignState;
  readonly events: readonly GameEvent[];
}

const other = (b: Battle, seat: string): string => (b.seats[0] === seat ? b.seats[1] : b.seats[0]);

/** Rolls 1d6 (+2 with a military advisor) for each side until one is higher. */
export function opposedRoll(
  a: Company,
  b: Company,
  dice: Dice,
  purpose: string,
  rule: string,
): { winner: string; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (;;) {
    const ra = dice.roll(6);
    const rb = dice.roll(6);
    const ta = missionRollTotal(ra, hasRole(a, 'military-advisor'));
    const tb = missionRollTotal(rb, hasRole(b, 'military-advisor'));
    events.push({
      type: 'die',
      purpose,
      rule,
      rolls: { [a.seat]: ra, [b.seat]: rb },
      totals: { [a.seat]: ta, [b.seat]: tb },
      text: `${purpose}: ${a.name} ${ta}, ${b.name} ${tb}`,
    });
    if (ta !== tb) return { winner: ta > tb ? a.seat : b.seat, events };
  }
}

export function startBattle(state: CampaignState, seats: readonly [string, string], dice: Dice): Applied {
  const a = state.companies[seats[0]];
  const b = state.companies[seats[1]];
  if (!a || !b) throw new Error('battle between unknown seats');
  const roll = opposedRoll(a, b, dice, 'Mission choice', 'DW-MISSION-PRE-01');
  const battle: Battle = {
    id: state.nextBattle,
    seats,
    step: 'choose-mission',
    chooser: roll.winner,
    mission: null,
    attacker: null,
    groups: { [seats[0]]: null, [seats[1]]: null },
    cp: 0,
    weaker: null,
    rounds: null,
  };
  return {
    state: { ...state, battles: [...state.battles, battle], nextBattle: state.nextBattle + 1 },
    events: roll.events,
  };
}

function putBattle(state: CampaignState, b: Battle): CampaignState {
  return { ...state, battles: state.battles.map((x) => (x.id === b.id ? b : x)) };
}
function putCompany(state: CampaignState, c: Company): CampaignState {
  return { ...state, companies: { ...state.companies, [c.seat]: c } };
}

export function chooseMission(state: CampaignState, b: Battle, mission: MissionId, dice: Dice): Result<Applied> {
  if (mission === 'death-to-the-cardinal')
    return fail('mission/cardinal', "Death to the Cardinal is played only in the Hang 'Em High campaign", {
      rule: 'DW-CAMPAIGN-16',
    });
  const spec = MISSION_SPECS[mission];
  let attacker: string | null = null;
  const events: GameEvent[] = [
    { type: 'mission-chosen', rule: 'DW-MISSION-PRE-03', mission, text: `${spec.name} is chosen` },
  ];
  if (spec.sides === 'attacker-defender') {
    const a = state.companies[b.seats[0]];
    const c = state.companies[b.seats[1]];
    if (!a || !c) throw new Error('unknown company');
    const roll = opposedRoll(a, c, dice, 'Attacker', 'DW-MISSION-PRE-02');
    attacker = roll.winner;
    events.push(...roll.events);
  }
  return ok({ state: putBattle(state, { ...b, mission, attacker, step: 'groups' }), events });
}

function hireKind(p: Profile, company: Company, content: DogsContent): HireKind | null {
  if (p.elemental) return 'elemental';
  if (p.immortal) return 'immortal';
  if (p.character) {
    if (p.mercenary) return 'character-mercenary';
    if (p.people === company.people) return 'character-own';
    const people = content.peoples.find((x) => x.id === company.people);
    return people?.allies.includes(p.people) ? 'character-allied' : null;
  }
  if (p.mercenary) return 'mercenary';
  return null;
}

type FormGroup = Extract<Choice, { kind: 'form-group' }>;

export function formGroup(
  state: CampaignState,
  b: Battle,
  seat: string,
  choice: FormGroup,
  content: DogsContent,
): Result<Applied> {
  return assaultGroup(state, b, seat, choice, content, false);
}

/** Whether `formGroup` would accept the group, by its own checks, without building the state after it. */
export function canFormGroup(
  state: CampaignState,
  b: Battle,
  seat: string,
  choice: FormGroup,
  content: DogsContent,
): boolean {
  return assaultGroup(state, b, seat, choice, content, true).ok;
}

/** What a step answers when only its legality is asked: the checks ran, nothing was built. */
const PROBED: Result<Applied> = { ok: true, value: { state: null as unknown as CampaignState, events: [] } };

function assaultGroup(
  state: CampaignState,
  b: Battle,
  seat: string,
  choice: FormGroup,
  content: DogsContent,
  probe: boolean,
): Result<Applied> {
  const c = state.companies[seat];
  if (!c) throw new Error('unknown company');
  if (b.groups[seat]) return fail('mission/group-formed', 'Your assault group is already formed');
  const unique = new Set(choice.soldiers);
  if (unique.size !== choice.soldiers.length) return fail('group/duplicate', 'A soldier is listed twice');
  const fighters: Soldier[] = [];
  const familiars: Soldier[] = [];
  for (const id of choice.soldiers) {
    const s = findSoldier(c, id);
    if (!s) return fail('group/unknown-soldier', `No soldier "${id}" in the company`);
    if (s.structure !== null && s.structure.current <= 0) return fail('group/destroyed', `${s.name} is destroyed`);
    if (s.familiarOf !== null) {
      // A Familiar goes with its magician, as one of his attributes: its cost counts, not a value.
      if (!choice.soldiers.includes(s.familiarOf))
        return fail('group/familiar-alone', 'A Familiar goes only with its magician', { rule: 'DW-ATTR-15' });
      familiars.push(s);
      continue;
    }
    fighters.push(s);
  }
  if (fighters.length === 0 && choice.hires.length === 0)
    return fail('group/empty', 'An assault group needs at least one fighter', { rule: 'DW-MISSION-PRE-05' });
  const costs: number[] = [];
  // Each machine, nexus or soldier's attribute counts once: a company asset may be named once, a
  // soldier's attribute as many times as he has it.
  const named = new Map<string, number>();
  for (const item of choice.attributes) {
    const key = `${item.soldier ?? ''}|${item.attribute}`;
    const n = (named.get(key) ?? 0) + 1;
    named.set(key, n);
    const held =
      item.soldier === null
        ? 1
        : (findSoldier(c, item.soldier)?.attributes.filter((x) => x.id === item.attribute).length ?? 0);
    if (n > Math.max(1, held))
      return fail('group/duplicate-attribute', `"${item.attribute}" is named more times than it is held`, {
        rule: 'DW-MISSION-PRE-08',
      });
  }
  for (const item of choice.attributes) {
    if (item.soldier === null) {
      const asset = c.assets.find((x) => x.id === item.attribute);
      if (!asset || asset.destroyed)
        return fail('group/unknown-attribute', `The company has no usable "${item.attribute}"`);
      costs.push(asset.cost);
      continue;
    }
    if (!choice.soldiers.includes(item.soldier))
      return fail('group/attribute-bearer', 'Only attributes of soldiers in the group can be taken', {
        rule: 'DW-MISSION-PRE-08',
      });
    const s = findSoldier(c, item.soldier);
    const owned = s?.attributes.find((x) => x.id === item.attribute);
    if (!owned) return fail('group/unknown-attribute', `That soldier has no "${item.attribute}"`);
    costs.push(owned.cost);
  }
  const hireCosts: number[] = [];
  const hireValues: number[] = [];
  for (const pid of choice.hires) {
    const p = content.profiles.find((x) => x.id === pid);
    if (!p) return fail('content/unknown-profile', `No profile "${pid}"`);
    // An Immortal comes only to a company whose people follows his path of Alliance.
    if (p.immortal) {
      const path = content.peoples.find((x) => x.id === p.people)?.alliance;
      if (path === undefined || path !== content.peoples.find((x) => x.id === c.people)?.alliance)
        return fail('hire/immortal-path', `${p.name} follows another path of Alliance than the company's people`, {
          rule: 'DW-MISSION-PRE-15',
        });
    }
    // An Elemental comes to no company whose people's magicians are forbidden its Element; a pack
    // that does not give the Element, or the people's forbidden ones, is not checked.
    if (p.elemental && p.element !== undefined) {
      const people = content.peoples.find((x) => x.id === c.people);
      if (people?.forbiddenElements?.includes(p.element))
        return fail(
          'hire/elemental-element',
          `${p.name} is an Elemental of ${p.element}, an Element forbidden to the magicians of ${people.name}`,
          { rule: 'DW-MISSION-PRE-15' },
        );
    }
    // The tribe of the Behemoth hires no Mercenary and no outsider, and fights for nobody else;
    // Elementals and Immortals come by Element and path, as for any company.
    if (!p.elemental && !p.immortal) {
      const tribe = behemothStanding(p, null, c);
      if (!tribe.ok) return tribe;
    }
    const kind = hireKind(p, c, content);
    if (!kind)
      return fail('hire/not-hireable', `${p.name} cannot be hired for one mission`, { rule: 'DW-MISSION-PRE-10' });
    hireCosts.push(hireCost(kind, p.value, 0, 0, p.people === c.people, hasRole(c, 'recruiter')));
    hireValues.push(p.value);
  }
  // Each prospector sent rolls once (DW-ROLE-18): one named twice would find twice.
  if (new Set(choice.explorers).size !== choice.explorers.length)
    return fail('group/duplicate', 'A soldier is listed twice');
  for (const id of choice.explorers) {
    const s = findSoldier(c, id);
    if (!s || s.role !== 'prospector')
      return fail('explore/not-prospector', 'Only prospectors go exploring', { rule: 'DW-ROLE-17' });
    if (choice.soldiers.includes(id))
      return fail('explore/on-sheet', 'An exploring prospector cannot be on the mission sheet', { rule: 'DW-ROLE-17' });
    if (s.aftereffect !== 'none')
      return fail('explore/wounded', 'A prospector with an aftereffect cannot go exploring', { rule: 'DW-ROLE-17' });
  }
  const searchers = choice.searchers ?? [];
  if (searchers.length > 0 && state.mode !== 'hang-em-high')
    return fail('search/not-hunt', 'Prospectors look for the Cardinal only during the hunt', {
      rule: 'DW-CAMPAIGN-11',
    });
  if (new Set(searchers).size !== searchers.length) return fail('group/duplicate', 'A soldier is listed twice');
  for (const id of searchers) {
    const s = findSoldier(c, id);
    if (!s || s.role !== 'prospector')
      return fail('search/not-prospector', 'Only prospectors look for the Cardinal', { rule: 'DW-CAMPAIGN-11' });
    if (choice.soldiers.includes(id) || choice.explorers.includes(id))
      return fail('search/elsewhere', 'A searching prospector neither fights nor explores', { rule: 'DW-CAMPAIGN-11' });
    if (s.aftereffect !== 'none')
      return fail('explore/wounded', 'A prospector with an aftereffect cannot go exploring', { rule: 'DW-ROLE-17' });
  }
  const wage = hireCosts.reduce((x, y) => x + y, 0);
  if (wage > c.resources) return fail('rp/not-enough', `The hires cost ${wage} RP; the company has ${c.resources}`);
  for (const f of familiars) costs.push(familiarCost(c, f));
  const value = assaultGroupValue([...fighters.map(soldierValue), ...hireValues], costs);
  const cap = b.neutral?.cap ?? null;
  if (cap !== null) {
    if (value > cap)
      return fail('neutral/over-cap', `The cap you set is ${cap}; this group is worth ${value}`, {
        rule: 'DW-CAMPAIGN-07',
      });
    // Within 50 of the neutral group, or of the least it may be worth (cap - 9) while unformed.
    const theirs = b.groups[b.seats[1]];
    if (value < (theirs ? theirs.value : cap - 9) - 50)
      return fail('neutral/too-weak', 'The group may not be more than 50 below the neutral group', {
        rule: 'DW-CAMPAIGN-07',
      });
  }
  const nexuses = nexusLimits(c, choice.attributes, value, content);
  if (!nexuses.ok) return nexuses;
  if (fighters.length + choice.hires.length > contingent(value))
    return fail('group/contingent', `At most ${contingent(value)} fighters for a group worth ${value}`, {
      rule: 'DW-MISSION-PRE-07',
    });
  // Limits that scale with the group's value (consecrations and the like).
  const byAttr = new Map<string, number>();
  for (const item of choice.attributes) byAttr.set(item.attribute, (byAttr.get(item.attribute) ?? 0) + 1);
  for (const [attrId, n] of byAttr) {
    const a = content.attributes.find((x) => x.id === attrId);
    if (a?.perGroupAP && n > perGroupLimit(value, a.perGroupAP.per, a.perGroupAP.rounding))
      return fail(
        'group/attribute-limit',
        `At most ${perGroupLimit(value, a.perGroupAP.per, a.perGroupAP.rounding)} ${a.name} in a group worth ${value}`,
        { rule: 'DW-ATTR-12' },
      );
  }
  // Improvements bought at recruitment and limited the same way cannot be left behind: over the
  // limit, a soldier who bears one cannot go.
  const byOption = new Map<string, number>();
  for (const s of fighters) for (const id of s.limitedOptions ?? []) byOption.set(id, (byOption.get(id) ?? 0) + 1);
  for (const [optionId, n] of byOption) {
    const bearer = fighters.find((s) => s.limitedOptions?.includes(optionId));
    const o = bearer ? profileById(content, bearer.profile)?.options.find((x) => x.id === optionId) : undefined;
    if (o?.perGroupAP && n > perGroupLimit(value, o.perGroupAP.per, o.perGroupAP.rounding))
      return fail(
        'group/improvement-limit',
        `At most ${perGroupLimit(value, o.perGroupAP.per, o.perGroupAP.rounding)} soldiers with ${o.name} in a group worth ${value}; an improvement cannot be left behind`,
        { rule: 'DW-ATTR-13' },
      );
  }
  if (probe) return PROBED;
  const group: Group = {
    soldiers: choice.soldiers,
    attributes: choice.attributes,
    hires: choice.hires,
    hireCosts,
    explorers: choice.explorers,
    ...(searchers.length > 0 ? { searchers } : {}),
    value,
    objects: [],
    eventCards: 0,
    cpUsed: 0,
    prepared: false,
  };
  let next = putCompany(state, { ...c, resources: c.resources - wage });
  const groups = { ...b.groups, [seat]: group };
  let nb: Battle = { ...b, groups };
  const ga = groups[b.seats[0]];
  const gb = groups[b.seats[1]];
  // The values are revealed together (DW-MISSION-PRE-17): the first group formed is its player's
  // alone until the other is formed too (as the seats' views hide it, `withGroupsRevealedTogether`).
  const together = b.cardinal !== true && b.neutral === undefined;
  const events: GameEvent[] = [
    {
      type: 'group-formed',
      rule: 'DW-MISSION-PRE-06',
      seat,
      value,
      text: `${c.name} forms an assault group worth ${value}${wage > 0 ? `, paying ${wage} RP in wages` : ''}`,
      ...(together && !(ga && gb) ? { visibleTo: [seat] } : {}),
    },
  ];
  if (together && ga && gb) {
    const [s0, s1] = b.seats;
    const name = (x: string) => state.companies[x]?.name ?? x;
    events.push({
      type: 'groups-revealed',
      rule: 'DW-MISSION-PRE-17',
      values: { [s0]: ga.value, [s1]: gb.value },
      companies: { [s0]: name(s0), [s1]: name(s1) },
      reveal: true,
      text: `The group values are revealed: ${name(s0)} ${ga.value}, ${name(s1)} ${gb.value}`,
    });
  }
  if (ga && gb) nb = afterGroups(nb, ga, gb, events);
  next = putBattle(next, nb);
  return ok({ state: next, events });
}

/**
 * The company's nexuses on a mission sheet join the group as they would join an army, the group's
 * value standing for the army's AP (A-40): all of them together at most a quarter of it, and of one
 * kind no more than one per full Quantity of it. A nexus is known by the attribute it was bought
 * as, whose id names its profile; one the pack gives no profile for is held to the quarter only.
 */
function nexusLimits(c: Company, taken: FormGroup['attributes'], value: number, content: DogsContent): Result<true> {
  const assets = taken.flatMap((item) => {
    const asset = item.soldier === null ? c.assets.find((x) => x.id === item.attribute) : undefined;
    return asset?.kind === 'nexus' ? [asset] : [];
  });
  if (assets.length === 0) return ok(true);
  const spent = assets.reduce((sum, x) => sum + x.cost, 0);
  if (!nexusBudgetOk(spent, value))
    return fail('group/nexus-budget', `Nexuses worth ${spent} are more than a quarter of a group worth ${value}`, {
      rule: 'DW-NEXUS-35',
    });
  const perKind = new Map<string, number>();
  for (const asset of assets) {
    const id = content.attributes.find((a) => a.kind === 'nexus' && a.name === asset.name)?.id;
    const profile = content.nexuses.find((n) => n.id === id);
    if (!profile) continue;
    const count = (perKind.get(profile.id) ?? 0) + 1;
    perKind.set(profile.id, count);
    const allowed = nexusesAllowed(profile, value);
    if (count > allowed)
      return fail('group/nexus-quantity', `At most ${allowed} ${asset.name} in a group worth ${value}`, {
        rule: 'DW-NEXUS-35',
      });
  }
  return ok(true);
}

export function afterGroups(b: Battle, ga: Group, gb: Group, events: GameEvent[]): Battle {
  const diff = Math.abs(ga.value - gb.value);
  // Against the Cardinal nobody balances his band: a hunter more than 50 below gets 50 CP.
  if (b.cardinal && gb.value > ga.value + 50) {
    events.push({
      type: 'compensation',
      rule: 'DW-CAMPAIGN-23',
      seat: b.seats[0],
      cp: 50,
      text: 'The band is more than 50 stronger: the hunter gets 50 compensation points and no more',
    });
    return { ...b, cp: 50, weaker: b.seats[0], step: 'compensate' };
  }
  if (diff > 50) {
    events.push({
      type: 'balancing',
      rule: 'DW-MISSION-PRE-17',
      difference: diff,
      text: `The groups differ by ${diff}: the stronger must come within 50`,
    });
    return { ...b, step: 'balance' };
  }
  // Within 50 the stronger player may still lower his group, though not below the other's value
  // (DW-MISSION-PRE-17): keeping it whole is one of his choices. The Cardinal's band and a
  // neutral company are never lowered.
  if (diff > 0 && !b.cardinal && b.neutral === undefined) {
    events.push({
      type: 'balancing',
      rule: 'DW-MISSION-PRE-17',
      difference: diff,
      optional: true,
      text: `The groups differ by ${diff}: the stronger may lower his group, not below the other's`,
    });
    return { ...b, step: 'balance' };
  }
  return compensationStep(b, ga, gb, events);
}

function compensationStep(b: Battle, ga: Group, gb: Group, events: GameEvent[]): Battle {
  const cp = compensationPoints(ga.value, gb.value);
  const weaker = ga.value === gb.value ? null : ga.value < gb.value ? b.seats[0] : b.seats[1];
  events.push({
    type: 'compensation',
    rule: 'DW-MISSION-PRE-18',
    seat: weaker,
    cp,
    text: weaker === null ? 'The groups are equal: no compensation' : `${cp} compensation points`,
  });
  // The Cardinal's band and a neutral company (always the second side) spend no compensation.
  const passive = (b.cardinal === true || b.neutral !== undefined) && weaker === b.seats[1];
  // Having spent none, the band 20 or more below may still add a round (DW-MISSION-PRE-35, A-62):
  // its preparation stays open until the player who runs it says whether it does. A neutral
  // company is never that far below: the cap binds both groups and it is worth at least the cap
  // less 9 (DW-CAMPAIGN-07).
  const bandRound = passive && b.cardinal === true && extraRoundAllowed(cp, 0);
  const groups = bandRound ? { ...b.groups, [b.seats[1]]: { ...gb, prepared: false } } : b.groups;
  return { ...b, groups, cp, weaker, step: weaker !== null && cp >= 10 && !passive ? 'compensate' : 'final' };
}

/**
 * What a Familiar counts for in a group: its cost as its magician's attribute, not a value of its
 * own (DW-ATTR-15); 0 when the magician no longer lists it.
 */
export function familiarCost(c: Company, familiar: Soldier): number {
  if (familiar.familiarOf === null) return 0;
  const magician = findSoldier(c, familiar.familiarOf);
  return magician?.attributes.find((a) => a.kind === 'familiar' && a.id === familiar.profile)?.cost ?? 0;
}

/**
 * Whether some of the group's fighters, hires, machines and nexuses come to a value within `range`
 * (a magician with his Familiars). Where none do, the stronger keeps a group above the range rather
 * than one below the other's (DW-MISSION-PRE-17).
 */
export function balanceFits(
  c: Company,
  mine: Group,
  range: { min: number; max: number },
  content: DogsContent,
): boolean {
  const attrs = (id: string) =>
    mine.attributes
      .filter((a) => a.soldier === id)
      .reduce((sum, a) => sum + (findSoldier(c, id)?.attributes.find((x) => x.id === a.attribute)?.cost ?? 0), 0);
  // Fighters first: a group keeps at least one; then the machines and nexuses.
  const values: number[] = [];
  const assets: number[] = [];
  for (const id of mine.soldiers) {
    const s = findSoldier(c, id);
    if (!s) continue;
    if (s.familiarOf !== null && mine.soldiers.includes(s.familiarOf)) continue;
    let v = (s.familiarOf === null ? soldierValue(s) : familiarCost(c, s)) + attrs(id);
    for (const f of mine.soldiers) {
      const familiar = findSoldier(c, f);
      if (familiar?.familiarOf === id) v += familiarCost(c, familiar) + attrs(f);
    }
    values.push(v);
  }
  for (const h of mine.hires) values.push(content.profiles.find((p) => p.id === h)?.value ?? 0);
  for (const a of mine.attributes)
    if (a.soldier === null) assets.push(c.assets.find((x) => x.id === a.attribute)?.cost ?? 0);
  // Sums of one fighter or more (each alone, or added to a sum found before), then with any of
  // the machines and nexuses added.
  let reached = new Set<number>();
  for (const v of values) {
    const next = new Set(reached);
    for (const t of [0, ...reached]) if (t + v <= range.max) next.add(t + v);
    reached = next;
  }
  for (const v of assets) {
    const next = new Set(reached);
    for (const t of reached) if (t + v <= range.max) next.add(t + v);
    reached = next;
  }
  return [...reached].some((t) => t >= range.min && t <= range.max);
}

export function balance(
  state: CampaignState,
  b: Battle,
  seat: string,
  soldiers: readonly string[],
  hires: readonly string[],
  content: DogsContent,
  assets?: readonly string[],
): Result<Applied> {
  const mine = b.groups[seat];
  const theirs = b.groups[other(b, seat)];
  if (!mine || !theirs) throw new Error('balancing without groups');
  // Each fighter kept once, and a hire no more often than he was hired: one named twice would count twice.
  const times = (list: readonly string[], x: string) => list.filter((y) => y === x).length;
  if (
    !soldiers.every((s) => mine.soldiers.includes(s) && times(soldiers, s) === 1) ||
    !hires.every((h) => times(hires, h) <= times(mine.hires, h))
  )
    return fail('balance/not-subset', 'Balancing only takes fighters out of the group', { rule: 'DW-MISSION-PRE-17' });
  // The company's machines and nexuses on the sheet count in its value too: the group may be
  // lowered by leaving some of them at home (all are kept unless the choice names those kept).
  if (assets && !assets.every((x) => mine.attributes.some((a) => a.soldier === null && a.attribute === x)))
    return fail('balance/not-subset', 'Balancing only takes machines and nexuses out of the group', {
      rule: 'DW-MISSION-PRE-17',
    });
  const c = state.companies[seat];
  if (!c) throw new Error('unknown company');
  for (const id of soldiers) {
    const master = findSoldier(c, id)?.familiarOf ?? null;
    if (master !== null && !soldiers.includes(master))
      return fail('group/familiar-alone', 'A Familiar goes only with its magician', { rule: 'DW-ATTR-15' });
  }
  const kept = mine.attributes.filter((a) =>
    a.soldier === null ? assets === undefined || assets.includes(a.attribute) : soldiers.includes(a.soldier),
  );
  const costs = kept.map((a) =>
    a.soldier === null
      ? (c.assets.find((x) => x.id === a.attribute)?.cost ?? 0)
      : (findSoldier(c, a.soldier)?.attributes.find((x) => x.id === a.attribute)?.cost ?? 0),
  );
  const hireValues = hires.map((h) => content.profiles.find((p) => p.id === h)?.value ?? 0);
  // As the group was valued when formed: a Familiar counts by its cost as its magician's
  // attribute, not by a value of its own (DW-ATTR-15).
  const values: number[] = [...hireValues];
  for (const id of soldiers) {
    const s = findSoldier(c, id);
    if (!s) continue;
    if (s.familiarOf === null) values.push(soldierValue(s));
    else costs.push(familiarCost(c, s));
  }
  const value = assaultGroupValue(values, costs);
  const range = balancingRange(mine.value, theirs.value);
  const single = soldiers.length + hires.length === 1;
  if (soldiers.length + hires.length === 0) return fail('group/empty', 'An assault group needs at least one fighter');
  // Never below the other group (DW-MISSION-PRE-17): the stronger side stays the stronger, and
  // the compensation goes to the weaker. A fighter sent alone may stand above the limit, and so
  // may any group where no way within it is left.
  if (value < range.min)
    return fail(
      'balance/below-other',
      `The group may not come below the other group's ${range.min}; it would be worth ${value}`,
      { rule: 'DW-MISSION-PRE-17' },
    );
  if (!single && value > range.max && balanceFits(c, mine, range, content))
    return fail(
      'balance/out-of-range',
      `The group must be worth between ${range.min} and ${range.max}; it is worth ${value}`,
      { rule: 'DW-MISSION-PRE-17' },
    );
  // The nexuses kept must still fit the lowered group (A-40).
  const nexuses = nexusLimits(c, kept, value, content);
  if (!nexuses.ok) return nexuses;
  // Hires taken out are not paid.
  const refund = mine.hires.reduce((sum, h, i) => {
    const keptCount = hires.filter((x) => x === h).length;
    const before = mine.hires.slice(0, i + 1).filter((x) => x === h).length;
    return before > keptCount ? sum + (mine.hireCosts[i] ?? 0) : sum;
  }, 0);
  const keptHireCosts = mine.hireCosts.filter((_, i) => {
    const h = mine.hires[i];
    const before = mine.hires.slice(0, i + 1).filter((x) => x === h).length;
    return before <= hires.filter((x) => x === h).length;
  });
  const group: Group = { ...mine, soldiers, hires, attributes: kept, value, hireCosts: keptHireCosts };
  const events: GameEvent[] = [
    { type: 'group-lowered', rule: 'DW-MISSION-PRE-17', seat, value, text: `${c.name} lowers its group to ${value}` },
  ];
  const nb = compensationStep(
    { ...b, groups: { ...b.groups, [seat]: group } },
    seat === b.seats[0] ? group : theirs,
    seat === b.seats[0] ? theirs : group,
    events,
  );
  return ok({ state: putBattle(putCompany(state, { ...c, resources: c.resources + refund }), nb), events });
}

export function compensate(
  state: CampaignState,
  b: Battle,
  seat: string,
  eventCards: number,
  objects: Group['objects'],
  content: DogsContent,
): Result<Applied> {
  const mine = b.groups[seat];
  if (!mine) throw new Error('no group');
  const spent = compensationSpend(b.cp, eventCards, objects.length);
  if (!spent.ok) return spent;
  const fighters = [...mine.soldiers, ...mine.hires];
  for (const o of objects)
    if (!fighters.includes(o.fighter))
      return fail('cp/bearer', 'Objects go to fighters of the group', { rule: 'DW-MISSION-PRE-21' });
  const counts = fighters.map((f) => objects.filter((o) => o.fighter === f).length);
  if (!objectsPerFighterOk(counts))
    return fail('cp/two-objects', 'A fighter carries at most two objects', { rule: 'DW-MISSION-PRE-21' });
  // An object for magicians only goes to a soldier or a hire who casts spells.
  const c = state.companies[seat];
  for (const o of objects) {
    if (OBJECT_EFFECTS[o.object].magicianOnly !== true) continue;
    const s = c ? findSoldier(c, o.fighter) : undefined;
    const p = s ? undefined : content.profiles.find((x) => x.id === o.fighter);
    const magician = s ? isMagician(s.type, s.original.POW) : p ? isMagician(p.type, p.characteristics.POW) : false;
    if (!magician)
      return fail('cp/magician-only', `Only a magician can use ${OBJECT_EFFECTS[o.object].name}`, {
        rule: 'DW-MISSION-PRE-32',
      });
  }
  const group: Group = { ...mine, eventCards, objects, cpUsed: spent.value };
  return ok({
    state: putBattle(state, { ...b, groups: { ...b.groups, [seat]: group }, step: 'final' }),
    events: [
      {
        type: 'compensation-spent',
        rule: 'DW-MISSION-PRE-19',
        seat,
        spent: spent.value,
        text: `${spent.value} CP spent; ${b.cp - spent.value} go unused`,
      },
    ],
  });
}

/**
 * Whether `seat` may add a round to the mission (DW-MISSION-PRE-35): only the weaker side, and
 * only while the value difference less the CP it actually spent (A-61) is still 20 or more.
 */
function extraRoundOffered(b: Battle, seat: string): Result<true> {
  const mine = b.groups[seat];
  const theirs = b.groups[b.seats[0] === seat ? b.seats[1] : b.seats[0]];
  if (b.weaker !== seat || !mine || !theirs)
    return fail('mission/extra-round', 'Only the weaker group may add a round to the mission', {
      rule: 'DW-MISSION-PRE-35',
    });
  const difference = Math.abs(mine.value - theirs.value);
  if (!extraRoundAllowed(difference, mine.cpUsed))
    return fail(
      'mission/extra-round',
      `The groups differ by ${difference} and ${mine.cpUsed} CP were spent: a round is added only when 20 or more are left`,
      { rule: 'DW-MISSION-PRE-35' },
    );
  return ok(true);
}

export function finishPreparation(
  state: CampaignState,
  b: Battle,
  seat: string,
  bonesetter: readonly string[],
  training: ReadonlyArray<{ soldier: string; ep: number }>,
  dice: Dice,
  content?: DogsContent,
  advantages: ReadonlyArray<{ from: string; advantage: string; to: string }> = [],
  destructionExtraRound = true,
  extraRound = false,
  probe = false,
): Result<Applied> {
  const mine = b.groups[seat];
  let c = state.companies[seat];
  if (!mine || !c) throw new Error('no group');
  if (mine.prepared) return fail('mission/prepared', 'Your preparation is done');
  if (extraRound) {
    const offered = extraRoundOffered(b, seat);
    if (!offered.ok) return offered;
  }
  const events: GameEvent[] = [];
  // Free advantages go from a fighter of the group to another, now that the group is formed.
  for (const a of advantages) {
    const giver = findSoldier(c, a.from);
    const offered = content?.profiles
      .find((p) => p.id === giver?.profile)
      ?.freeAdvantages.find((f) => f.id === a.advantage);
    if (!giver || !mine.soldiers.includes(a.from) || !offered)
      return fail('advantage/unknown', `No fighter of the group offers "${a.advantage}"`, { rule: 'DW-RECRUIT-15' });
    if (a.to === a.from || !mine.soldiers.includes(a.to))
      return fail('advantage/beneficiary', 'The beneficiary is another fighter of the assault group', {
        rule: 'DW-MISSION-PRE-37',
      });
    const given = advantages.filter((x) => x.from === a.from && x.advantage === a.advantage).length;
    if (given > offered.count)
      return fail('advantage/count', `${giver.name} has ${offered.count} ${offered.name} to lend`, {
        rule: 'DW-RECRUIT-15',
      });
    events.push({
      type: 'advantage-lent',
      rule: 'DW-MISSION-PRE-37',
      seat,
      from: a.from,
      to: a.to,
      advantage: a.advantage,
      text: `${giver.name} lends ${offered.name} to ${findSoldier(c, a.to)?.name ?? a.to} for this mission`,
    });
  }
  let cost = 0;
  for (const id of bonesetter) {
    const s = findSoldier(c, id);
    if (!s || !mine.soldiers.includes(id))
      return fail('bonesetter/not-on-sheet', 'The bonesetter treats soldiers on the mission sheet', {
        rule: 'DW-MISSION-PRE-33',
      });
    if (s.aftereffect === 'none') return fail('bonesetter/unhurt', `${s.name} has nothing to heal`);
    if (bonesetter.filter((x) => x === id).length > 1)
      return fail('bonesetter/once', 'One wound level per soldier', { rule: 'DW-MISSION-PRE-33' });
    cost += bonesetterCost(1);
    const healed = bonesetterHeal(s.aftereffect);
    c = updateSoldier(c, id, (x) => ({ ...x, aftereffect: healed }));
    events.push({
      type: 'bonesetter',
      rule: 'DW-MISSION-PRE-33',
      seat,
      soldier: id,
      to: healed,
      text: `The bonesetter eases ${s.name} to ${healed === 'none' ? 'unharmed' : healed}`,
    });
  }
  const trained = new Map<string, number>();
  for (const t of training) {
    const s = findSoldier(c, t.soldier);
    if (!s || !isMember(s)) return fail('company/unknown-soldier', `No soldier "${t.soldier}"`);
    // A prospector away exploring, or looking for the Cardinal in his stead (A-63), is not in camp.
    const away = mine.explorers.includes(t.soldier) || (mine.searchers ?? []).includes(t.soldier);
    if (mine.soldiers.includes(t.soldier) || away)
      return fail('training/on-mission', 'Only soldiers staying behind train', { rule: 'DW-EP-06' });
    if (s.aftereffect !== 'none')
      return fail('training/wounded', `${s.name} is still suffering from his wounds`, { rule: 'DW-EP-06' });
    const total = (trained.get(t.soldier) ?? 0) + t.ep;
    if (total > TRAINING.maxPerSoldier)
      return fail('training/too-much', 'At most 10 training EP per soldier before a mission', { rule: 'DW-EP-06' });
    trained.set(t.soldier, total);
    cost += trainingCost(t.ep);
  }
  if (cost > c.resources) return fail('rp/not-enough', `This costs ${cost} RP; the company has ${c.resources}`);
  // Nothing refuses the preparation past this point: a probe (the list of legal choices) is
  // answered here, before the sheet is written up and the battle laid out.
  if (probe) return ok({ state, events: [] });
  c = { ...c, resources: c.resources - cost };
  const earned = { ...(state.earned[seat] ?? {}) };
  for (const [id, ep] of trained) {
    earned[id] = (earned[id] ?? 0) + ep;
    events.push({
      type: 'training',
      rule: 'DW-EP-05',
      seat,
      soldier: id,
      ep,
      text: `${findSoldier(c, id)?.name ?? id} trains for ${ep} EP`,
    });
  }
  const group: Group = {
    ...mine,
    prepared: true,
    ...(advantages.length > 0 ? { advantages } : {}),
    ...(extraRound ? { extraRound } : {}),
  };
  if (extraRound)
    events.push({
      type: 'extra-round',
      rule: 'DW-MISSION-PRE-35',
      seat,
      text: `${c.name} adds a round to the mission`,
    });
  events.push(...missionSheetEvents(c, group, content));
  const next = { ...putCompany(state, c), earned: { ...state.earned, [seat]: earned } };
  const nb = readyWhenPrepared(
    next,
    { ...b, groups: { ...b.groups, [seat]: group } },
    dice,
    events,
    destructionExtraRound,
  );
  return ok({ state: putBattle(next, nb), events });
}

/**
 * The weaker side's round for the Cardinal's band, which spent no compensation: the player who
 * runs it adds the round or not (DW-MISSION-PRE-35; A-62 keeps the normal rule for Death to the
 * Cardinal), and that ends the band's preparation.
 */
export function bandRound(
  state: CampaignState,
  b: Battle,
  add: boolean,
  dice: Dice,
  destructionExtraRound = true,
): Result<Applied> {
  const seat = b.seats[1];
  const mine = b.groups[seat];
  if (!mine) throw new Error('no group');
  if (mine.prepared) return fail('mission/prepared', 'The band is ready for the battle');
  if (add) {
    const offered = extraRoundOffered(b, seat);
    if (!offered.ok) return offered;
  }
  const events: GameEvent[] = [];
  if (add)
    events.push({
      type: 'extra-round',
      rule: 'DW-MISSION-PRE-35',
      seat,
      text: `${state.companies[seat]?.name ?? seat} adds a round to the mission`,
    });
  const group: Group = { ...mine, prepared: true, ...(add ? { extraRound: true } : {}) };
  const nb = readyWhenPrepared(
    state,
    { ...b, groups: { ...b.groups, [seat]: group } },
    dice,
    events,
    destructionExtraRound,
  );
  return ok({ state: putBattle(state, nb), events });
}

/**
 * Once both sides are prepared, Destruction's stronger Attacker is asked about his free Event card
 * (DW-MSN-DEST-06); otherwise the battle is announced at once.
 */
function readyWhenPrepared(
  state: CampaignState,
  b: Battle,
  dice: Dice,
  events: GameEvent[],
  destructionExtraRound: boolean,
): Battle {
  const ga = b.groups[b.seats[0]];
  const gb = b.groups[b.seats[1]];
  if (!ga?.prepared || !gb?.prepared) return b;
  if (freeEventCardOffered(b)) return { ...b, step: 'free-event-card' };
  return announce(state, b, dice, events, destructionExtraRound);
}

/**
 * The mission's set-up rolls are made, the battle's rounds are announced and it waits for its
 * report.
 */
function announce(
  state: CampaignState,
  b: Battle,
  dice: Dice,
  events: GameEvent[],
  destructionExtraRound: boolean,
): Battle {
  const ga = b.groups[b.seats[0]];
  const gb = b.groups[b.seats[1]];
  if (!ga || !gb) throw new Error('no group');
  const laidOut = layOut(state, b, dice, events);
  const extra =
    b.mission !== null && MISSION_SPECS[b.mission].extraRound && (b.mission !== 'destruction' || destructionExtraRound);
  // The mission's own round (DW-MSN-GEN-02) and the weaker side's (DW-MISSION-PRE-35) add up.
  const weakerExtra = ga.extraRound === true || gb.extraRound === true;
  const rounds = missionDuration(ga.value, gb.value) + (extra ? 1 : 0) + (weakerExtra ? 1 : 0);
  events.push({
    type: 'mission-ready',
    rule: 'DW-MISSION-PRE-34',
    rounds,
    text: `The battle lasts ${rounds} rounds; fight it on the table and report`,
  });
  return { ...laidOut, step: 'report', rounds };
}

/** Destruction's Attacker whose group, balanced, is worth more than the Defender's (DW-MSN-DEST-06). */
export function freeEventCardOffered(b: Battle): boolean {
  if (b.mission !== 'destruction' || b.attacker === null) return false;
  const mine = b.groups[b.attacker];
  const theirs = b.groups[other(b, b.attacker)];
  return !!mine && !!theirs && destructionFreeEventCard(mine.value, theirs.value);
}

/**
 * Who answers for Destruction's free Event card while the battle waits for it: the Attacker, or the
 * player who runs the neutral company when it attacks (it is always the second side); else nobody.
 */
export function freeEventCardChooser(b: Battle): string | null {
  if (b.step !== 'free-event-card' || b.attacker === null) return null;
  return b.neutral !== undefined && b.attacker === b.seats[1] ? b.neutral.controller : b.attacker;
}

/**
 * Destruction's Attacker worth more than the Defender may take one free Event card
 * (DW-MSN-DEST-06). He is asked once both sides are prepared, so after every bonesetter, before
 * which no card is drawn (DW-MISSION-PRE-04); then the battle is announced. A card taken joins the
 * group's Event cards but costs no CP, so the renown difference never counts it (A-56).
 */
export function answerFreeEventCard(
  state: CampaignState,
  b: Battle,
  take: boolean,
  dice: Dice,
  destructionExtraRound = true,
): Result<Applied> {
  const attacker = b.attacker;
  const mine = attacker === null ? undefined : b.groups[attacker];
  if (attacker === null || !mine) throw new Error('no Attacker');
  const name = state.companies[attacker]?.name ?? attacker;
  const events: GameEvent[] = [
    {
      type: 'free-event-card',
      rule: 'DW-MSN-DEST-06',
      seat: attacker,
      taken: take,
      companies: { [attacker]: name },
      text: take
        ? `${name} attacks with the stronger group and takes one Event card free of CP`
        : `${name} attacks with the stronger group and leaves the free Event card`,
    },
  ];
  const group = take
    ? { ...mine, eventCards: mine.eventCards + 1, freeEventCards: (mine.freeEventCards ?? 0) + 1 }
    : mine;
  const nb = announce(state, { ...b, groups: { ...b.groups, [attacker]: group } }, dice, events, destructionExtraRound);
  return ok({ state: putBattle(state, nb), events });
}

/**
 * The counts a mission rolls for before the battle, kept with it so that its report is read
 * against them: Invasion's sectors, by the Defender's die (DW-MSN-INVA-01), and Treasure Hunt's
 * jewels, by the higher of the two players' dice, the lower giving the decoys (DW-MSN-TREA-01).
 */
function layOut(state: CampaignState, b: Battle, dice: Dice, events: GameEvent[]): Battle {
  const name = (seat: string): string => state.companies[seat]?.name ?? seat;
  if (b.mission === 'invasion' && b.attacker !== null) {
    const defender = other(b, b.attacker);
    const roll = dice.roll(6);
    const sectors = invasionSectors(roll);
    events.push({
      type: 'die',
      purpose: 'sectors',
      rule: 'DW-MSN-INVA-01',
      seat: defender,
      roll,
      sectors,
      companies: { [defender]: name(defender) },
      text: `${name(defender)} rolls ${roll} for the sectors: the battlefield is cut into ${sectors}`,
    });
    return { ...b, sectors };
  }
  if (b.mission === 'treasure-hunt') {
    const [s0, s1] = b.seats;
    const r0 = dice.roll(6);
    const r1 = dice.roll(6);
    const { traps, decoys } = treasureCounters(r0, r1);
    events.push({
      type: 'die',
      purpose: 'treasure-counters',
      rule: 'DW-MSN-TREA-01',
      rolls: { [s0]: r0, [s1]: r1 },
      jewels: traps,
      decoys,
      companies: { [s0]: name(s0), [s1]: name(s1) },
      text: `Treasure Hunt: ${name(s0)} ${r0}, ${name(s1)} ${r1}: ${traps} jewels and ${decoys} decoys`,
    });
    return { ...b, jewels: traps };
  }
  return b;
}

/** Whose Discipline a company's Tactical rolls use, and the captainless penalty on it. */
export interface TacticalDiscipline {
  /** The captain's while he is on the battlefield, else the lieutenant's, else any fighter's of the player's choice. */
  readonly by: 'captain' | 'lieutenant' | 'choice';
  readonly soldier: string | null;
  /** His DIS, attributes' bonuses included; null when the player chooses. */
  readonly dis: number | null;
  /** -1 on the final result while the company has no captain. */
  readonly modifier: number;
}

export function tacticalDiscipline(c: Company, onField: readonly string[], content?: DogsContent): TacticalDiscipline {
  const captain = findSoldier(c, c.captain);
  const modifier = captain ? 0 : -1;
  const dis = (s: Soldier): number | null => {
    const base = baseCharacteristic(s, 'DIS');
    if (base === null) return null;
    const bonus = s.attributes.reduce(
      (sum, a) => sum + (content?.attributes.find((x) => x.id === a.id)?.bonuses.DIS ?? 0),
      0,
    );
    return base + bonus;
  };
  if (captain && onField.includes(captain.id))
    return { by: 'captain', soldier: captain.id, dis: dis(captain), modifier };
  const lt = lieutenant(c);
  if (lt && onField.includes(lt.id)) return { by: 'lieutenant', soldier: lt.id, dis: dis(lt), modifier };
  return { by: 'choice', soldier: null, dis: null, modifier };
}

/** What the mission sheet tells the players of one group before they fight: starting wounds, Tactical rolls, trackers. */
function missionSheetEvents(c: Company, group: Group, content: DogsContent | undefined): GameEvent[] {
  const events: GameEvent[] = [];
  const seat = c.seat;
  const wounded = group.soldiers
    .map((id) => findSoldier(c, id))
    .filter((s): s is Soldier => s !== undefined && s.aftereffect !== 'none');
  if (wounded.length > 0)
    events.push({
      type: 'starting-wounds',
      rule: 'DW-MISSION-PRE-09',
      seat,
      wounds: Object.fromEntries(wounded.map((s) => [s.id, s.aftereffect])),
      text: `${c.name} fields ${wounded.map((s) => `${s.name} with a ${s.aftereffect} wound`).join(', ')}, with its penalties`,
    });
  const t = tacticalDiscipline(c, group.soldiers, content);
  const who = t.soldier === null ? null : (findSoldier(c, t.soldier)?.name ?? t.soldier);
  events.push({
    type: 'tactical-discipline',
    rule: 'DW-MISSION-DURING-01',
    seat,
    by: t.by,
    soldier: t.soldier,
    dis: t.dis,
    text:
      t.by === 'choice'
        ? `${c.name}'s Tactical rolls: neither captain nor lieutenant fights, any fighter's DIS`
        : `${c.name}'s Tactical rolls use the ${t.by}'s DIS (${who ?? '?'}, ${t.dis ?? '-'}) while he is on the battlefield`,
  });
  if (t.modifier !== 0)
    events.push({
      type: 'captainless',
      rule: 'DW-MISSION-DURING-02',
      seat,
      modifier: t.modifier,
      text: `${c.name} has no captain: -1 on every Discipline test, Tactical rolls included`,
    });
  const trackers = group.soldiers.filter((id) => findSoldier(c, id)?.role === 'tracker');
  if (trackers.length > 0)
    events.push({
      type: 'tracker',
      rule: 'DW-ROLE-19',
      seat,
      bonus: 2,
      text: `A tracker marches with ${c.name}: +2 on the approach Tactical roll and one more pass in the approach`,
    });
  return events;
}

/**
 * The seat whose mission sheet has the soldier, or null. A module function rather than a closure
 * made on every report checked: under tsx each closure bound to a name costs a name definition.
 */
function sideIn(
  seats: Battle['seats'],
  g0: { readonly soldiers: readonly string[] },
  g1: { readonly soldiers: readonly string[] },
  soldier: string,
): string | null {
  return g0.soldiers.includes(soldier) ? seats[0] : g1.soldiers.includes(soldier) ? seats[1] : null;
}

/** The result the objectives give, to check a report against. */
function resultsFromObjectives(b: Battle, r: AfterActionReport): Record<string, MissionResult> | null {
  const o = r.objectives;
  if (!o || r.retreat !== null) return null;
  const [s0, s1] = b.seats;
  const defender = b.attacker === null ? null : b.attacker === s0 ? s1 : s0;
  const pair = (a: number, d: number, first: string): Record<string, MissionResult> => {
    const [x, y] = byPoints(a, d);
    return first === s0 ? { [s0]: x, [s1]: y } : { [s1]: x, [s0]: y };
  };
  switch (o.mission) {
    case 'intrusion': {
      const h0 = o.held[s0] ?? { own: 0, enemy: 0 };
      const h1 = o.held[s1] ?? { own: 0, enemy: 0 };
      return pair(intrusionPoints(h0.own, h0.enemy), intrusionPoints(h1.own, h1.enemy), s0);
    }
    case 'invasion':
      return pair(o.sectors[s0] ?? 0, o.sectors[s1] ?? 0, s0);
    case 'destruction': {
      if (!b.attacker) return null;
      const d = destructionScore(o.elements, null);
      return pair(d.attackerVP, d.defenderVP, b.attacker);
    }
    case 'assassination': {
      if (!defender || !b.attacker) return null;
      const res = assassinationResult(o.fate);
      const opp: MissionResult = res === 'victory' ? 'defeat' : res === 'defeat' ? 'victory' : 'draw';
      return { [defender]: res, [b.attacker]: opp };
    }
    case 'treasure-hunt':
      return pair(o.traps[s0] ?? 0, o.traps[s1] ?? 0, s0);
    case 'raid': {
      if (!b.attacker || !defender) return null;
      const p = raidPoints({
        killed: o.killed,
        livingInAttackerTents: o.tents.filter((t) => t === 'attacker').length,
        livingInDefenderTents: o.tents.filter((t) => t === 'defender').length,
        livingInUncontrolledTents: o.tents.filter((t) => t === 'none').length,
      });
      return pair(p.attacker, p.defender, b.attacker);
    }
    case 'death-to-the-cardinal':
      // No draw: the Attacker wins if he holds the Cardinal's zone and loses otherwise.
      if (!b.attacker || !defender) return null;
      return o.attackerControls
        ? { [b.attacker]: 'victory', [defender]: 'defeat' }
        : { [b.attacker]: 'defeat', [defender]: 'victory' };
  }
}

/**
 * What the mission lays out bounds what a report may say of it: per-seat counts only for the two
 * sides, no more counters, sectors or merchants than there are, and Destruction's elements as
 * many as the Attacker's value set.
 */
function objectivesFit(b: Battle, o: NonNullable<AfterActionReport['objectives']>): Result<void> {
  const seats: readonly string[] = b.seats;
  const [s0, s1] = b.seats;
  const perSeat = o.mission === 'intrusion' ? o.held : o.mission === 'invasion' ? o.sectors : null;
  const counts = o.mission === 'treasure-hunt' ? o.traps : perSeat;
  const stranger = counts === null ? undefined : Object.keys(counts).find((k) => !seats.includes(k));
  if (stranger !== undefined) return fail('report/unknown-seat', `"${stranger}" did not fight this battle`);
  const sum = (record: Record<string, number>) => Object.values(record).reduce((x, y) => x + y, 0);
  const count = (rule: string, message: string) => fail('report/objectives-count', message, { rule });
  switch (o.mission) {
    case 'intrusion': {
      const h0 = o.held[s0] ?? { own: 0, enemy: 0 };
      const h1 = o.held[s1] ?? { own: 0, enemy: 0 };
      if (h0.own + h1.enemy > INTRUSION_PER_ZONE || h1.own + h0.enemy > INTRUSION_PER_ZONE)
        return count('DW-MSN-INTR-02', `Each deployment zone has ${INTRUSION_PER_ZONE} objectives to hold`);
      return ok(undefined);
    }
    case 'invasion': {
      const sectors = sectorsLaidOut(b);
      if (sum(o.sectors) > sectors) return count('DW-MSN-INVA-01', `The battlefield has ${sectors} sectors`);
      return ok(undefined);
    }
    case 'treasure-hunt': {
      const jewels = jewelsLaidOut(b);
      if (sum(o.traps) > jewels) return count('DW-MSN-TREA-01', `The hunt lays out ${jewels} jewels`);
      return ok(undefined);
    }
    case 'destruction': {
      const attacker = b.attacker === null ? undefined : b.groups[b.attacker];
      const elements = attacker ? destructionElementCount(attacker.value) : o.elements.length;
      if (o.elements.length !== elements)
        return count('DW-MSN-DEST-01', `The Attacker's value sets ${elements} elements to destroy`);
      // An element loses no more SP than it has: a destroyed one has lost them all.
      const over = o.elements.find((e) => e.spLost > DESTRUCTION_ELEMENTS[e.type].sp);
      if (over)
        return fail(
          'report/objectives-sp',
          `${DESTRUCTION_ELEMENTS[over.type].name} has ${DESTRUCTION_ELEMENTS[over.type].sp} SP to lose, not ${over.spLost}`,
          { rule: 'DW-MSN-DEST-02' },
        );
      return ok(undefined);
    }
    case 'raid':
      if (o.killed + o.tents.length !== RAID_MERCHANTS)
        return count('DW-MSN-RAID-03', `Each of the ${RAID_MERCHANTS} merchants is either killed or in a tent`);
      if (o.chestTent !== null && !seats.includes(o.chestTent))
        return fail('report/unknown-seat', `"${o.chestTent}" did not fight this battle`);
      return ok(undefined);
    case 'assassination':
    case 'death-to-the-cardinal':
      return ok(undefined);
  }
}

/**
 * A reported bonus is the +5 of Intrusion and Invasion for a fighter in a held zone, once each.
 * The other missions' bonuses are counted from their objectives, and after a retreat the victor's
 * fighters have theirs wherever they stand, so none of those is reported.
 */
function bonusDeedsFit(b: Battle, r: AfterActionReport, side: (id: string) => string | null): Result<void> {
  const rule = b.mission === 'invasion' ? 'DW-MSN-INVA-07' : 'DW-MSN-INTR-06';
  const zones = b.mission === 'intrusion' || b.mission === 'invasion';
  const seen = new Set<string>();
  for (const d of r.deeds) {
    if (d.kind !== 'bonus') continue;
    if (!zones)
      return fail('report/bonus', 'This mission pays no bonus for where a fighter stands', { rule: 'DW-MSN-GEN-01' });
    if (d.ep !== ZONE_BONUS_EP) return fail('report/bonus', `A held zone is worth ${ZONE_BONUS_EP} EP`, { rule });
    if (seen.has(d.soldier)) return fail('report/bonus', `"${d.soldier}" has the zone bonus once`, { rule });
    seen.add(d.soldier);
    if (r.retreat !== null && side(d.soldier) !== r.retreat)
      return fail('report/bonus', `After the retreat "${d.soldier}" has the zone bonus wherever he stands`, {
        rule: 'DW-RETREAT-08',
      });
    if (r.retreat === null && heldBy(r.objectives, side(d.soldier)) === 0)
      return fail('report/bonus', `"${d.soldier}" has no zone bonus: his side holds no zone`, { rule });
  }
  return ok(undefined);
}

/**
 * A wound deed that names whom it struck must agree with the rest of the report: a fighter killed
 * outright by a deed is listed killed outright among the wounded (DW-MISSION-DURING-22) and is
 * killed outright once; merchants are killed no more often than the objectives count them, and the
 * Ambassador only where his fate says he was killed.
 */
function deedTargetsFit(state: CampaignState, b: Battle, r: AfterActionReport): Result<void> {
  const [s0, s1] = b.seats;
  const g0 = b.groups[s0];
  const g1 = b.groups[s1];
  if (!g0 || !g1) return ok(undefined);
  const nameOf = (id: string): string => {
    const side = sideIn(b.seats, g0, g1, id);
    return (side === null ? undefined : findSoldier(state.companies[side] ?? { soldiers: [] }, id)?.name) ?? id;
  };
  const defender = b.attacker === null ? null : b.attacker === s0 ? s1 : s0;
  const koBy = new Map<string, number>();
  for (const d of r.deeds) {
    if (d.kind !== 'wound' || d.target === undefined) continue;
    const t = d.target;
    const hire = /^hire:(.+):(\d+)$/.exec(t);
    const passive = t === 'passive:merchant' ? 'merchant' : t === 'passive:ambassador' ? 'ambassador' : null;
    const known =
      sideIn(b.seats, g0, g1, t) !== null ||
      (hire !== null && b.groups[hire[1] ?? '']?.hires[Number(hire[2])] !== undefined) ||
      (passive === 'merchant' && b.mission === 'raid' && defender !== null) ||
      (passive === 'ambassador' && b.mission === 'assassination' && defender !== null);
    if (!known)
      return fail('report/unknown-target', `"${t}" did not fight this battle`, { rule: 'DW-MISSION-DURING-22' });
    if (d.result !== 'killed-outright') continue;
    koBy.set(t, (koBy.get(t) ?? 0) + 1);
    if (sideIn(b.seats, g0, g1, t) !== null) {
      const listed = r.wounds.find((w) => w.soldier === t)?.state;
      if (listed !== 'killed-outright')
        return fail(
          'report/deed-wound',
          `${nameOf(t)} is killed outright by ${nameOf(d.soldier)}'s deed, but ${listed === undefined ? 'no wound is listed for him' : `his wound is listed as ${stateName(listed, 'en')}`}: list him killed outright among the wounded`,
          { rule: 'DW-MISSION-DURING-22' },
        );
    }
  }
  for (const [t, n] of koBy) {
    if (t === 'passive:merchant') {
      const o = r.objectives;
      const killed = o?.mission === 'raid' ? o.killed : RAID_MERCHANTS;
      if (n > killed)
        return fail(
          'report/deed-merchants',
          `Deeds kill ${n} merchants outright, but the objectives count ${killed} merchants killed`,
          { rule: 'DW-MSN-RAID-03' },
        );
      continue;
    }
    if (n > 1)
      return fail(
        'report/deed-twice',
        `${t === 'passive:ambassador' ? 'The Ambassador' : nameOf(t)} is killed outright by ${n} deeds: a fighter is killed outright once`,
        { rule: 'DW-MISSION-DURING-22' },
      );
    if (t === 'passive:ambassador' && r.objectives?.mission === 'assassination' && r.objectives.fate !== 'killed')
      return fail(
        'report/deed-ambassador',
        'A deed kills the Ambassador outright, but the objectives say he was not killed',
        { rule: 'DW-MSN-ASSA-04' },
      );
  }
  return ok(undefined);
}

/**
 * The objectives (Intrusion) or sectors (Invasion) a side holds by the report, or null where the
 * report gives none to count.
 */
function heldBy(o: AfterActionReport['objectives'], seat: string | null): number | null {
  if (seat === null) return null;
  if (o?.mission === 'intrusion') {
    const h = o.held[seat];
    return h ? h.own + h.enemy : 0;
  }
  if (o?.mission === 'invasion') return o.sectors[seat] ?? 0;
  return null;
}

/**
 * Sides that are not players' companies in Hang 'Em High: a neutral company whose fighters are
 * never recorded, and the Cardinal's band, which gains nothing but heals as if it had a medic.
 */
export interface ReportSides {
  readonly unrecorded?: string;
  readonly band?: string;
}

/**
 * What the report step itself refuses: results that do not fit together, a retreat by the
 * winner, objectives of another mission or giving another result, soldiers on neither mission
 * sheet, unknown machines. Listing the report choices asks this alone; `submitReport` asks it
 * first, and nothing after it refuses.
 */
export function checkReport(state: CampaignState, b: Battle, r: AfterActionReport): Result<void> {
  const [s0, s1] = b.seats;
  const g0 = b.groups[s0];
  const g1 = b.groups[s1];
  if (!g0 || !g1 || !b.mission) throw new Error('report before the groups');
  for (const key of Object.keys(r.results))
    if (key !== s0 && key !== s1) return fail('report/unknown-seat', `"${key}" did not fight this battle`);
  const res0 = r.results[s0];
  const res1 = r.results[s1];
  if (!res0 || !res1) return fail('report/missing-result', 'Give a result for both sides');
  const consistent =
    (res0 === 'draw' && res1 === 'draw') ||
    (res0 === 'victory' && res1 === 'defeat') ||
    (res0 === 'defeat' && res1 === 'victory');
  if (!consistent) return fail('report/inconsistent', 'One side wins and the other loses, or both draw');
  if (r.retreat !== null) {
    if (r.retreat !== s0 && r.retreat !== s1)
      return fail('report/unknown-seat', 'The retreating side did not fight here');
    if (r.results[r.retreat] !== 'defeat')
      return fail('report/retreat-defeat', 'A side that retreats is defeated', { rule: 'DW-RETREAT-03' });
  }
  // A Defender who retreats from Destruction concedes every element: the Attacker's fighters
  // earn each one's EP by its type (DW-MSN-DEST-09), so the report names the elements laid out.
  if (b.mission === 'destruction' && r.retreat !== null && r.retreat !== b.attacker && !r.objectives)
    return fail(
      'report/retreat-elements',
      "The Defender retreated: name the elements the Attacker laid out, each counts as destroyed for the Attacker's EP",
      { rule: 'DW-MSN-DEST-09' },
    );
  if (r.objectives && r.objectives.mission !== b.mission)
    return fail('report/wrong-mission', `This battle was ${MISSION_SPECS[b.mission].name}`);
  if (r.objectives) {
    const fit = objectivesFit(b, r.objectives);
    if (!fit.ok) return fit;
  }
  const fromObjectives = resultsFromObjectives(b, r);
  if (fromObjectives && (fromObjectives[s0] !== res0 || fromObjectives[s1] !== res1))
    return fail('report/result-mismatch', 'The objectives reported give another result', { rule: 'DW-MSN-GEN-01' });
  for (const d of r.deeds)
    if (sideIn(b.seats, g0, g1, d.soldier) === null)
      return fail('report/not-on-sheet', `Soldier "${d.soldier}" is on neither mission sheet`, { rule: 'DW-EP-09' });
  for (const d of r.deeds)
    if (d.kind === 'aim')
      for (const id of d.crew ?? [])
        if (sideIn(b.seats, g0, g1, id) !== sideIn(b.seats, g0, g1, d.soldier))
          return fail('report/not-on-sheet', `"${id}" did not serve the machine beside "${d.soldier}"`, {
            rule: 'DW-MISSION-DURING-17',
          });
  // A side that retreats met none of its objectives, even those it had met: no mission bonus.
  if (r.retreat !== null)
    for (const d of r.deeds)
      if (d.kind === 'bonus' && sideIn(b.seats, g0, g1, d.soldier) === r.retreat)
        return fail(
          'report/retreat-objectives',
          `${r.retreat} retreated and met no objective: "${d.soldier}" earns no mission bonus`,
          { rule: 'DW-RETREAT-04' },
        );
  const zoneBonus = bonusDeedsFit(b, r, (id) => sideIn(b.seats, g0, g1, id));
  if (!zoneBonus.ok) return zoneBonus;
  for (const w of r.wounds)
    if (sideIn(b.seats, g0, g1, w.soldier) === null)
      return fail('report/not-on-sheet', `Soldier "${w.soldier}" is on neither mission sheet`);
  const targets = deedTargetsFit(state, b, r);
  if (!targets.ok) return targets;
  // One wound level a soldier and one loss a machine: a second line would be read by half the steps.
  const twice = <T>(list: readonly T[], key: (x: T) => string) =>
    list.map(key).find((k, i, all) => all.indexOf(k) !== i);
  const woundedTwice = twice(r.wounds, (w) => w.soldier);
  if (woundedTwice !== undefined) {
    const side = sideIn(b.seats, g0, g1, woundedTwice);
    const s = side === null ? undefined : findSoldier(state.companies[side] ?? { soldiers: [] }, woundedTwice);
    return fail(
      'report/listed-twice',
      `${s?.name ?? woundedTwice} is listed twice among the wounded: give only the wound he ends the mission with`,
      { rule: 'DW-MISSION-DURING-22' },
    );
  }
  const lostTwice = twice(r.structure, (m) => m.id);
  if (lostTwice !== undefined)
    return fail('report/listed-twice', `"${lostTwice}" has one count of lost structure points`, {
      rule: 'DW-MISSION-DURING-24',
    });
  for (const id of r.healed ?? []) {
    const side = sideIn(b.seats, g0, g1, id);
    const s = side === null ? undefined : findSoldier(state.companies[side] ?? { soldiers: [] }, id);
    if (!s) return fail('report/not-on-sheet', `Soldier "${id}" is on neither mission sheet`);
    if (s.aftereffect !== 'serious' && s.aftereffect !== 'critical')
      return fail('report/not-wounded', `${s.name} began the mission without a Serious or Critical wound`, {
        rule: 'DW-MISSION-PRE-09',
      });
    if (r.wounds.some((w) => w.soldier === id))
      return fail('report/healed-and-wounded', `${s.name} is reported both healed and wounded`);
  }
  for (const id of r.exploded ?? []) {
    const side = sideIn(b.seats, g0, g1, id);
    const mobile = side !== null && findSoldier(state.companies[side] ?? { soldiers: [] }, id)?.machine === 'mobile';
    if (!mobile && fieldedAsset(state, b, id)?.kind !== 'immobile-machine')
      return fail('report/not-a-machine', `"${id}" is no war machine of this battle`, { rule: 'DW-RECUP-14' });
  }
  // Only a machine or nexus on a mission sheet fought, so only it can have lost SP (DW-MISSION-PRE-08),
  // and no more of them than it had when the battle began.
  for (const m of r.structure) {
    const side = sideIn(b.seats, g0, g1, m.id);
    const soldier = side === null ? undefined : findSoldier(state.companies[side] ?? { soldiers: [] }, m.id);
    const asset = fieldedAsset(state, b, m.id);
    const name = soldier?.structure ? soldier.name : asset?.name;
    const structure = soldier?.structure ?? asset?.structure;
    if (!structure || name === undefined)
      return fail('report/unknown-machine', `No machine "${m.id}" fought here`, { rule: 'DW-MISSION-DURING-24' });
    if (m.lost > structure.current)
      return fail('report/structure-over', `${name} had ${structure.current} SP to lose, not ${m.lost}`);
  }
  return ok(undefined);
}

/** A company asset (machine or nexus) written on its side's mission sheet in this battle, if `id` is one. */
function fieldedAsset(state: CampaignState, b: Battle, id: string): CompanyAsset | undefined {
  for (const seat of b.seats)
    if (b.groups[seat]?.attributes.some((a) => a.soldier === null && a.attribute === id))
      return state.companies[seat]?.assets.find((x) => x.id === id);
  return undefined;
}

/** Checks the report, then runs after-battle phases 1 (losses and gains) and 2 (recuperation). */
export function submitReport(
  state: CampaignState,
  b: Battle,
  r: AfterActionReport,
  content: DogsContent,
  dice: Dice,
  sides: ReportSides = {},
  options: Options = {},
): Result<Applied> {
  const checked = checkReport(state, b, r);
  if (!checked.ok) return checked;
  const [s0, s1] = b.seats;
  const g0 = b.groups[s0];
  const g1 = b.groups[s1];
  if (!g0 || !g1 || !b.mission) throw new Error('report before the groups');
  const res0 = r.results[s0] ?? 'draw';
  const res1 = r.results[s1] ?? 'draw';

  let next = state;
  const events: GameEvent[] = [];
  const values = { [s0]: g0.value, [s1]: g1.value };
  const weaker = b.weaker;
  const cpUsed = weaker === null ? 0 : (b.groups[weaker]?.cpUsed ?? 0);
  const d = renownDifference(g0.value, g1.value, cpUsed);
  const renownBy: Record<string, number> = {};
  const resourcesBy: Record<string, number> = {};
  const deaths: Record<string, string[]> = {};
  const deadNames: Record<string, string> = {};
  const recoveries: Array<{ seat: string; soldier: string; outcome: Recovery; name: string }> = [];

  for (const seat of b.seats) {
    // A neutral company's fighters never progress: nothing of theirs is written down.
    if (seat === sides.unrecorded) continue;
    const band = seat === sides.band;
    const group = seat === s0 ? g0 : g1;
    let c = next.companies[seat];
    if (!c) throw new Error('unknown company');
    const result = r.results[seat] ?? 'draw';
    const retreated = r.retreat === seat;
    const koIds = new Set(
      r.wounds
        .filter((w) => w.state === 'killed-outright' && sideIn(b.seats, g0, g1, w.soldier) === seat)
        .map((w) => w.soldier),
    );
    // EP earned in the battle, kept even after a retreat.
    const earned: Record<string, number> = { ...(next.earned[seat] ?? {}) };
    for (const id of group.soldiers) {
      const s = findSoldier(c, id);
      if (!s) continue;
      earned[id] = (earned[id] ?? 0) + participationEP(s.missions);
    }
    for (const deed of r.deeds) {
      if (sideIn(b.seats, g0, g1, deed.soldier) !== seat) continue;
      const s = findSoldier(c, deed.soldier);
      if (!s) continue;
      let ep = 0;
      switch (deed.kind) {
        case 'power':
        case 'divination':
          ep = mysticTestEP(deed.value, deed.difficulty);
          break;
        case 'aim':
          ep = aimEP(deed.aim, deed.difficulty, deed.hitOwnCamp ?? false);
          // An immobile machine's shot: every servant and substitute in it earns the EP in full.
          for (const id of new Set(deed.crew ?? [])) if (id !== deed.soldier) earned[id] = (earned[id] ?? 0) + ep;
          break;
        case 'wound':
          ep = deed.secondary || deed.ranged ? 0 : woundEP(deed.result, soldierValue(s), deed.targetValue);
          break;
        case 'bonus':
          ep = deed.ep;
          break;
      }
      earned[deed.soldier] = (earned[deed.soldier] ?? 0) + ep;
    }
    if (b.mission === 'death-to-the-cardinal' && seat === b.attacker && result === 'victory') {
      for (const id of group.soldiers) earned[id] = (earned[id] ?? 0) + CARDINAL.attackerEP;
    }
    // After a retreat in Intrusion or Invasion, every fighter of the victor earns the zone bonus.
    if ((b.mission === 'intrusion' || b.mission === 'invasion') && r.retreat !== null && result === 'victory') {
      for (const id of group.soldiers) earned[id] = (earned[id] ?? 0) + ZONE_BONUS_EP;
    }
    if (b.mission === 'destruction' && r.objectives?.mission === 'destruction' && b.attacker) {
      const retreatSide = r.retreat === null ? null : r.retreat === b.attacker ? 'attacker' : 'defender';
      const score = destructionScore(r.objectives.elements, retreatSide);
      const bonus = seat === b.attacker ? score.attackerEP : score.defenderEP;
      for (const id of group.soldiers) earned[id] = (earned[id] ?? 0) + bonus;
    }
    c = {
      ...c,
      soldiers: c.soldiers.map((s) => (group.soldiers.includes(s.id) ? { ...s, missions: s.missions + 1 } : s)),
      stats: {
        missions: c.stats.missions + 1,
        victories: c.stats.victories + (result === 'victory' ? 1 : 0),
        draws: c.stats.draws + (result === 'draw' ? 1 : 0),
        defeats: c.stats.defeats + (result === 'defeat' ? 1 : 0),
      },
    };

    // Phase 1: losses and gains.
    let renown = 0;
    let rp = 0;
    if (band) {
      events.push({
        type: 'band-gains-nothing',
        rule: 'DW-CAMPAIGN-24',
        seat,
        text: "The Cardinal's band gains no renown, no resources and no experience",
      });
    } else if (!retreated) {
      const side = weaker === seat || weaker === null ? 'weaker' : 'stronger';
      let table = renownGain(side, d, result, content.tables);
      events.push({
        type: 'renown',
        rule: side === 'weaker' ? 'DW-AFTER-04' : 'DW-AFTER-05',
        seat,
        amount: table,
        // How the table was read, for the log to say it in the player's language.
        side,
        difference: d,
        result,
        companies: { [seat]: c.name },
        text: `${c.name} ${tableReading(result, side, d, 'en')}: renown +${table}`,
      });
      // The winning Attacker's table gain counts twice (DW-AFTER-16, A-42), on a line of its own so
      // that the log adds up to what he gains.
      if (b.mission === 'death-to-the-cardinal' && seat === b.attacker && result === 'victory') {
        const extra = table * (CARDINAL.renownFactor - 1);
        events.push({
          type: 'renown',
          rule: 'DW-AFTER-16',
          seat,
          amount: extra,
          text: `The Cardinal's death won: the table's renown counts twice, +${extra}`,
        });
        table += extra;
      }
      renown += table;
      const w = wages(result, false);
      rp += w;
      events.push({ type: 'wages', rule: 'DW-AFTER-06', seat, amount: w, text: `Wages: ${w} RP` });
      rp += premium(b, r, seat, result, dice, events, options);
      const quartermasters = c.soldiers.filter((s) => s.role === 'quartermaster');
      if (quartermasters.length > 0 && !quartermasters.every((s) => koIds.has(s.id))) {
        const roll = dice.roll(6);
        const q = quartermasterRP(roll, result);
        rp += q;
        events.push({
          type: 'die',
          purpose: 'quartermaster',
          rule: 'DW-ROLE-15',
          seat,
          roll,
          amount: q,
          text: `Quartermaster rolls ${roll}: +${q} RP`,
        });
      }
      if (group.soldiers.some((id) => findSoldier(c ?? state.companies[seat]!, id)?.role === 'priest')) {
        renown += PRIEST_PRESENCE_RENOWN;
        events.push({
          type: 'renown',
          rule: 'DW-AFTER-09',
          seat,
          amount: PRIEST_PRESENCE_RENOWN,
          text: 'A priest marched with the group: renown +5',
        });
      }
    } else {
      events.push({
        type: 'retreat',
        rule: 'DW-RETREAT-05',
        seat,
        text: `${c.name} retreated: no renown and no resources`,
      });
    }
    // Prospectors sent exploring.
    const woundedProspectors: string[] = [];
    for (const id of group.explorers) {
      const roll = dice.roll(6);
      const find = prospectorFind(roll);
      // A retreating company keeps his EP but not what he found (A-24).
      const forfeited = retreated && find.rp > 0;
      events.push({
        type: 'die',
        purpose: 'prospector',
        rule: 'DW-ROLE-18',
        seat,
        soldier: id,
        roll,
        ...(forfeited ? { forfeited } : {}),
        text: forfeited
          ? `Prospector rolls ${roll}: +${find.ep} EP; with the retreat his ${find.rp} RP${find.renown ? ` and ${find.renown} renown` : ''} are lost`
          : `Prospector rolls ${roll}: +${find.rp} RP, +${find.ep} EP${find.renown ? `, renown +${find.renown}` : ''}${find.wounded ? ', and comes back badly hurt' : ''}`,
      });
      if (!retreated) {
        rp += find.rp;
        renown += find.renown;
      }
      earned[id] = (earned[id] ?? 0) + find.ep;
      if (find.wounded) woundedProspectors.push(id);
    }
    // Hang 'Em High: prospectors looking for the Cardinal bring clues and EP, nothing else (A-63).
    for (const id of group.searchers ?? []) {
      const hunt = next.hunt;
      if (!hunt) break;
      const found = search(hunt.clues[seat] ?? 0, dice);
      next = { ...next, hunt: { ...hunt, clues: { ...hunt.clues, [seat]: found.clues } } };
      earned[id] = (earned[id] ?? 0) + found.ep;
      events.push({
        type: 'die',
        purpose: 'search',
        rule: 'DW-CAMPAIGN-11',
        seat,
        soldier: id,
        roll: found.roll,
        clues: found.clues,
        text: `Searching prospector rolls ${found.roll}: +${found.roll} clues (now ${found.clues}), +${found.ep} EP`,
      });
    }
    c = { ...c, renown: c.renown + renown, resources: c.resources + rp };
    renownBy[seat] = renown;
    resourcesBy[seat] = rp;

    // Phase 2: recuperation. The hunter's victory ends the campaign (DW-CAMPAIGN-27): the band
    // recuperates only after his defeat (DW-CAMPAIGN-25), so its wounded stay as the battle left them.
    if (band && result === 'defeat') {
      events.push({
        type: 'band-no-recuperation',
        rule: 'DW-CAMPAIGN-25',
        seat,
        text: "The hunter won: the Cardinal's band makes no recuperation rolls",
      });
      deaths[seat] = [];
      next = { ...putCompany(next, c), earned: { ...next.earned, [seat]: {} } };
      continue;
    }
    const medicAvailable = band || c.soldiers.some((s) => s.role === 'medic' && !koIds.has(s.id));
    const woundOf = new Map(
      r.wounds.filter((w) => sideIn(b.seats, g0, g1, w.soldier) === seat).map((w) => [w.soldier, w.state] as const),
    );
    const died: string[] = [];
    // Exploded boilers and carburetors are mended after the battle, with no roll.
    for (const id of new Set(r.exploded ?? [])) {
      const machine = findSoldier(c, id)?.name ?? c.assets.find((x) => x.id === id)?.name;
      if (machine === undefined) continue;
      events.push({
        type: 'boiler-repaired',
        rule: 'DW-RECUP-14',
        seat,
        machine: id,
        text: `${machine}: the exploded boiler or carburetor is repaired, no roll`,
      });
    }
    for (const s of c.soldiers) {
      const onSheet = group.soldiers.includes(s.id);
      let wound: 'serious' | 'critical' | 'killed-outright' | null = null;
      let convalescent = false;
      if (woundedProspectors.includes(s.id)) wound = 'critical';
      else if (s.familiarOf !== null && koIds.has(s.familiarOf) && group.soldiers.includes(s.familiarOf))
        wound = 'killed-outright';
      else if (onSheet) {
        const reported = woundOf.get(s.id);
        const healed = (r.healed ?? []).includes(s.id);
        if (reported === undefined && !healed && (s.aftereffect === 'serious' || s.aftereffect === 'critical')) {
          // He began the mission with his aftereffect as his wound; nothing reported changed it.
          wound = s.aftereffect;
          events.push({
            type: 'starting-wound',
            rule: 'DW-MISSION-PRE-09',
            seat,
            soldier: s.id,
            wound,
            text: `${s.name} began the mission with a ${wound} wound and ends it so`,
          });
        } else wound = reported ?? null;
      } else if (s.aftereffect === 'serious' || s.aftereffect === 'critical') {
        wound = s.aftereffect;
        convalescent = true;
      }
      if (s.machine === 'mobile' && s.structure !== null) {
        const reported = r.structure.find((m) => m.id === s.id)?.lost ?? 0;
        c = machineStep(c, s.id, s.structure.max, structureLost(s.structure, reported), dice, events);
        // Machines with structure points recover by their own table, not the soldiers'.
        continue;
      }
      if (wound === null) {
        if (s.aftereffect !== 'none') c = updateSoldier(c, s.id, (x) => ({ ...x, aftereffect: 'none' }));
        continue;
      }
      const raw = rollRecuperation(
        { wound, medic: medicAvailable, convalescent },
        dice,
        options['convalescent-dead-with-medic'] === 'medic-roll' ? 'medic-roll' : 'shift-first',
      );
      // After the hunter's defeat the Cardinal himself reads one degree better.
      const rolled =
        band && s.id === c.captain && result === 'victory' ? { ...raw, outcome: cardinalImprove(raw.outcome) } : raw;
      if (rolled !== raw)
        events.push({
          type: 'cardinal-recovers',
          rule: 'DW-CAMPAIGN-25',
          seat,
          soldier: s.id,
          from: raw.outcome,
          outcome: rolled.outcome,
          text: `The Cardinal's ${raw.outcome} reads one degree better: ${rolled.outcome}`,
        });
      // The rows the reading moved up: the medic's (DW-RECUP-04) and convalescence's (DW-RECUP-07),
      // neither after a raw Dead the medic's die answered (DW-RECUP-05).
      const shifts =
        rolled.rescue === null ? { medic: medicAvailable, convalescent } : { medic: false, convalescent: false };
      events.push({
        type: 'recuperation',
        rule: 'DW-RECUP-02',
        seat,
        soldier: s.id,
        wound,
        dice: rolled.dice,
        rescue: rolled.rescue,
        outcome: rolled.outcome,
        ...shifts,
        // Convalescence lifted a raw Dead (DW-RECUP-07).
        ...(rolled.saved ? { saved: true } : {}),
        text: `${s.name} (${stateName(wound, 'en')}) rolls ${rolled.dice[0]}+${rolled.dice[1]}${rolled.rescue !== null ? `, medic ${rolled.rescue}` : ''}${shiftWords(shifts, 'en')}: ${rolled.outcome}${savedWords(rolled.saved, 'en')}`,
      });
      // His name is kept with the record: a soldier dismissed later leaves his company with it.
      recoveries.push({ seat, soldier: s.id, outcome: rolled.outcome, name: s.name });
      if (rolled.outcome === 'dead') died.push(s.id);
      else
        c = updateSoldier(c, s.id, (x) => ({
          ...x,
          aftereffect: rolled.outcome === 'unharmed' ? 'none' : (rolled.outcome as 'light' | 'serious' | 'critical'),
        }));
    }
    // A company's machine recovers as a mobile one does, from all it has lost: in this battle and
    // before it (A-14). At most half: it starts the next mission whole (DW-RECUP-11).
    for (const asset of c.assets) {
      if (!asset.structure) continue;
      const { max } = asset.structure;
      const reported = r.structure.find((m) => m.id === asset.id)?.lost ?? 0;
      const lost = structureLost(asset.structure, reported);
      let current = max;
      let gone = false;
      if (lost * 2 > max) {
        const a = dice.roll(6);
        const bb = dice.roll(6);
        const rec = machineRecovery(max, lost, a + bb);
        current = Math.min(max, max - lost + rec.recovered);
        gone = rec.permanentlyDestroyed;
        events.push({
          type: 'machine-recuperation',
          rule: 'DW-RECUP-12',
          seat,
          asset: asset.id,
          dice: [a, bb],
          recovered: rec.recovered,
          text: `${asset.name} rolls ${a}+${bb}: ${gone ? 'lost for good' : `${current} SP`}`,
        });
      }
      c = {
        ...c,
        assets: gone
          ? c.assets.filter((x) => x.id !== asset.id)
          : c.assets.map((x): CompanyAsset =>
              x.id === asset.id && x.structure ? { ...x, structure: { ...x.structure, current } } : x,
            ),
      };
    }
    // Resurrection at the end of the phase, then martyrs.
    const resurrected: string[] = [];
    for (const id of died) {
      const s = findSoldier(c, id);
      if (!s) continue;
      const priest = c.soldiers.find(
        (p) =>
          p.role === 'priest' &&
          p.resurrection &&
          p.id !== id &&
          !died.filter((x) => !resurrected.includes(x)).includes(p.id),
      );
      if (!priest || unusedEP(s) < RESURRECTION_UNUSED_EP) continue;
      const roll = dice.roll(6);
      const back = roll >= 4;
      events.push({
        type: 'die',
        purpose: 'resurrection',
        rule: 'DW-ROLE-24',
        seat,
        soldier: id,
        roll,
        text: `${priest.name} prays over ${s.name}: ${roll}, ${back ? 'he rises' : 'in vain'}`,
      });
      if (back) {
        resurrected.push(id);
        c = updateSoldier(c, id, (x) => ({
          ...x,
          aftereffect: 'none',
          ep: { ...x.ep, lost: x.ep.lost + RESURRECTION_UNUSED_EP },
        }));
        c = { ...c, renown: c.renown + RESURRECTION_RENOWN };
        renownBy[seat] = (renownBy[seat] ?? 0) + RESURRECTION_RENOWN;
        events.push({
          type: 'renown',
          rule: 'DW-ROLE-28',
          seat,
          amount: RESURRECTION_RENOWN,
          text: `${s.name} rises again: renown +${RESURRECTION_RENOWN}`,
        });
      }
    }
    const dead = died.filter((x) => !resurrected.includes(x));
    for (const id of dead) {
      const s = findSoldier(c, id);
      if (s?.role === 'priest') {
        c = { ...c, renown: c.renown + MARTYR_RENOWN };
        renownBy[seat] = (renownBy[seat] ?? 0) + MARTYR_RENOWN;
        events.push({
          type: 'renown',
          rule: 'DW-ROLE-23',
          seat,
          amount: MARTYR_RENOWN,
          text: `${s.name} dies a martyr: renown +20`,
        });
      }
      const wasCaptain = c.captain === id;
      deadNames[id] = s?.name ?? id;
      c = removeSoldier(c, id);
      events.push({ type: 'death', rule: 'DW-RECUP-09', seat, soldier: id, text: `${s?.name ?? id} is dead` });
      if (wasCaptain)
        events.push({ type: 'captain-lost', rule: 'DW-CAPTAIN-07', seat, text: `${c.name} has lost its captain` });
    }
    // EP for dead soldiers are dropped.
    for (const id of Object.keys(earned)) if (band || !findSoldier(c, id)) delete earned[id];
    deaths[seat] = dead;
    next = { ...putCompany(next, c), earned: { ...next.earned, [seat]: earned } };
  }
  const record = {
    battle: b.id,
    round: state.round,
    mission: b.mission,
    seats: b.seats,
    results: { [s0]: res0, [s1]: res1 },
    retreat: r.retreat,
    values,
    renown: renownBy,
    resources: resourcesBy,
    deaths,
    deadNames,
    recoveries,
    captures: r.captures,
  };
  next = {
    ...next,
    battles: next.battles.filter((x) => x.id !== b.id),
    history: [...next.history, record],
    stages: {
      ...next.stages,
      ...Object.fromEntries(
        b.seats.filter((x) => state.seats.includes(x)).map((x) => [x, { kind: 'after', step: 'exclusions' } as const]),
      ),
    },
  };
  return ok({ state: next, events });
}

function machineStep(c: Company, id: string, max: number, lost: number, dice: Dice, events: GameEvent[]): Company {
  if (lost * 2 <= max) return updateSoldier(c, id, (x) => ({ ...x, structure: { max, current: max } }));
  const a = dice.roll(6);
  const b = dice.roll(6);
  const rec = machineRecovery(max, lost, a + b);
  events.push({
    type: 'machine-recuperation',
    rule: 'DW-RECUP-12',
    seat: c.seat,
    soldier: id,
    dice: [a, b],
    recovered: rec.recovered,
    text: `Machine rolls ${a}+${b}: ${rec.permanentlyDestroyed ? 'destroyed for good' : `${rec.recovered} SP back`}`,
  });
  if (rec.permanentlyDestroyed) return removeSoldier(c, id);
  return updateSoldier(c, id, (x) => ({
    ...x,
    structure: { max, current: Math.min(max, max - lost + rec.recovered) },
  }));
}

function premium(
  b: Battle,
  r: AfterActionReport,
  seat: string,
  result: MissionResult,
  dice: Dice,
  events: GameEvent[],
  options: Options,
): number {
  const o = r.objectives;
  let rp = 0;
  switch (b.mission) {
    case 'assassination':
      if (result === 'victory') rp = ASSASSINATION_PREMIUM;
      break;
    case 'treasure-hunt': {
      if (o?.mission !== 'treasure-hunt') break;
      let traps = o.traps[seat] ?? 0;
      // After a retreat the victor takes every counter of the hunt, his opponent's included
      // (DW-MSN-TREA-07): every jewel laid out, or under `treasure-retreat` only those the two
      // sides held when it ended.
      if (r.retreat !== null && result === 'victory')
        traps =
          options['treasure-retreat'] === 'held' ? Object.values(o.traps).reduce((x, y) => x + y, 0) : jewelsLaidOut(b);
      for (let i = 0; i < traps; i++) {
        const roll = dice.roll(6);
        const got = treasurePremium(roll);
        rp += got;
        events.push({
          type: 'die',
          purpose: 'treasure',
          rule: 'DW-MSN-TREA-06',
          seat,
          roll,
          amount: got,
          text: `Jewel ${i + 1}: ${roll}, +${got} RP`,
        });
      }
      break;
    }
    case 'raid': {
      const holder =
        r.retreat !== null ? (result === 'victory' ? seat : null) : o?.mission === 'raid' ? o.chestTent : null;
      if (holder === seat) rp = raidPremium(result);
      break;
    }
    case 'death-to-the-cardinal':
      if (seat === b.attacker && result === 'victory') rp = CARDINAL.premium;
      break;
    case 'intrusion':
    case 'invasion':
    case 'destruction':
    case null:
      break;
  }
  if (rp > 0)
    events.push({ type: 'premium', rule: 'DW-AFTER-07', seat, amount: rp, text: `Mission premium: +${rp} RP` });
  return rp;
}
