/**
 * The Dogs of War screens' reasoning, kept out of React so it can be tested in Node: every check
 * shown while a player edits runs the rule system's own `apply` on the campaign the seat sees,
 * so what the form says before submitting is exactly what the server will answer.
 */
import { canonicalJson, resolveOptions, type GameEvent, type Locale, type Rules, type Violation } from '@skirmish/core';
import {
  IMPROVABLE,
  OBJECT_EFFECTS,
  PASSIVE_PROFILES,
  ROLES,
  SAMPLE_CONTENT,
  aspectsText,
  improvableName,
  actualStrength,
  allyBonus,
  allyCap,
  allyCount,
  artifactCap,
  companyHistory,
  companyValue,
  dogsOfWarRuleset,
  recruitsAsAlly,
  familiarCap,
  findSoldier,
  probeDice,
  reportSeats,
  sheetAspects,
  startingElements,
  startingPaths,
  hasRole,
  isMember,
  maximumStrength,
  openPaths,
  pathsToBuy,
  pathName,
  soldierValue,
  standings,
  unusedEP,
  woundEP,
  type AfterActionReport,
  type Aspects,
  type MagicOfChoice,
  type Battle,
  type CampaignState,
  type Choice,
  type Company,
  type DogsContent,
  type Purchase,
  type SingleUseObject,
  type Soldier,
} from '@skirmish/dogs-of-war';
import { ruleRefusal } from '../../words.ts';

export type { AfterActionReport, Battle, CampaignState, Choice, Company, Purchase, Soldier };
export {
  SAMPLE_CONTENT,
  recruitsAsAlly,
  companyHistory,
  companyValue,
  findSoldier,
  improvableName,
  isMember,
  soldierValue,
  standings,
  unusedEP,
};

/** The rules a game's forms are judged by: its own content pack and house rules. */
export interface Judge {
  readonly content: DogsContent;
  readonly optionsKey: string;
  readonly rules: Rules<CampaignState, Choice, CampaignState>;
}

const judges = new WeakMap<DogsContent, Map<string, Judge>>();

/**
 * The judge of a game's forms: its own content pack and house rules, as the server plays that
 * game (the sample pack and the default house rules until they are known). Kept per pack and
 * house rules, so the rules are built once for each and two games never share a judge.
 */
export function judgeFor(content: unknown, options: Readonly<Record<string, unknown>> = {}): Judge {
  const pack = (content as DogsContent | null | undefined) ?? SAMPLE_CONTENT;
  const optionsKey = canonicalJson(options);
  let byOptions = judges.get(pack);
  if (!byOptions) {
    byOptions = new Map();
    judges.set(pack, byOptions);
  }
  let judge = byOptions.get(optionsKey);
  if (!judge) {
    let resolved = resolveOptions(dogsOfWarRuleset.options ?? [], options);
    // House rules this client does not know are left to the server, which judges the choice anyway.
    if (!resolved.ok) resolved = resolveOptions(dogsOfWarRuleset.options ?? []);
    if (!resolved.ok) throw new Error('the default options do not resolve');
    judge = { content: pack, optionsKey, rules: dogsOfWarRuleset.rules(pack, resolved.value) };
    byOptions.set(optionsKey, judge);
  }
  return judge;
}

export type Trial =
  | { readonly ok: true; readonly state: CampaignState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly violation: Violation };

/** What the server would answer to this choice now, without asking it. */
export function trial(judge: Judge, state: CampaignState, seat: string, choice: Choice): Trial {
  const parsed = dogsOfWarRuleset.choiceSchema.safeParse(choice);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    return {
      ok: false,
      violation: {
        code: 'choice/malformed',
        message: `${path}: ${issue?.message ?? 'not well formed'}`,
        ...(path ? { path } : {}),
        // What the field broke, for the page's own words where the rules give only general ones.
        ...(issue ? { bound: boundOf(issue) } : {}),
      },
    };
  }
  const r = judge.rules.apply(state, seat, parsed.data, probeDice());
  return r.ok ? { ok: true, state: r.value.state, events: r.value.events } : { ok: false, violation: r.error };
}

/** What a malformed field broke, from the schema's issue: a length, a bound, a whole number. */
export type Bound =
  | { readonly kind: 'max-length' | 'min-length' | 'max' | 'min'; readonly n: number }
  | { readonly kind: 'integer' }
  | null;

function boundOf(found: { readonly code: string }): Bound {
  const issue = found as unknown as Readonly<Record<string, unknown>> & { readonly code: string };
  const n = typeof issue['maximum'] === 'number' ? issue['maximum'] : issue['minimum'];
  const text = issue['origin'] === 'string';
  if (issue.code === 'too_big' && typeof n === 'number') return { kind: text ? 'max-length' : 'max', n };
  if (issue.code === 'too_small' && typeof n === 'number') return { kind: text ? 'min-length' : 'min', n };
  if (issue.code === 'invalid_type' && issue['expected'] === 'int') return { kind: 'integer' };
  return null;
}

/**
 * The field a malformed choice got wrong, in the player's words ("Name: at most 60 characters"),
 * from the path the check gives (`name`, `training.2.ep`): its last named part.
 */
export function fieldText(path: string, bound: Bound, locale: Locale): string {
  const w = FIELD_WORDS[locale === 'hu' ? 'hu' : 'en'];
  const key = path
    .split('.')
    .filter((p) => !/^\d+$/.test(p))
    .at(-1);
  const field = key === undefined ? path : (w.fields[key] ?? key);
  const why = bound === null ? null : bound.kind === 'integer' ? w.integer : w.bound(bound.kind, bound.n);
  return why ? `${w.field}: ${field} (${why}).` : `${w.field}: ${field}.`;
}

const FIELD_WORDS: Readonly<
  Record<
    'en' | 'hu',
    {
      readonly field: string;
      readonly integer: string;
      readonly bound: (kind: 'max-length' | 'min-length' | 'max' | 'min', n: number) => string;
      readonly fields: Readonly<Record<string, string>>;
    }
  >
> = {
  en: {
    field: 'The field at fault',
    integer: 'a whole number',
    bound: (kind, n) =>
      kind === 'max-length'
        ? `at most ${n} characters`
        : kind === 'min-length'
          ? `at least ${n} characters`
          : kind === 'max'
            ? `at most ${n}`
            : `at least ${n}`,
    fields: {
      name: 'Name',
      ep: 'Experience points',
      faction: 'Faction',
      profile: 'Fighter',
      soldier: 'Fighter',
      value: 'Value',
      difficulty: 'Difficulty',
      aim: 'Aim',
      targetValue: "Target's value",
      eventCards: 'Event cards',
      lost: 'Structure points lost',
      captures: 'Captures',
    },
  },
  hu: {
    field: 'A hibás mező',
    integer: 'egész szám kell',
    bound: (kind, n) =>
      kind === 'max-length'
        ? `legfeljebb ${n} karakter`
        : kind === 'min-length'
          ? `legalább ${n} karakter`
          : kind === 'max'
            ? `legfeljebb ${n}`
            : `legalább ${n}`,
    fields: {
      name: 'Név',
      ep: 'Tapasztalati pont',
      faction: 'Frakció',
      profile: 'Harcos',
      soldier: 'Harcos',
      value: 'Érték',
      difficulty: 'Nehézség',
      aim: 'Célzás',
      targetValue: 'A célpont értéke',
      eventCards: 'Eseménykártyák',
      lost: 'Elvesztett szerkezeti pont',
      captures: 'Zsákmány',
    },
  },
};

export function violationText(v: Violation, locale: Locale): string {
  let said: string | undefined;
  try {
    said = dogsOfWarRuleset.presenter?.violation?.(v, locale);
  } catch {
    // The rules' English message still says what is wrong.
  }
  const text = ruleRefusal(v.code, v.message, said, locale) ?? v.message;
  // The rules word a malformed choice by the path of its field; where they give only the general
  // words, the field is named here.
  if (v.code !== 'choice/malformed' || !v.path) return text;
  if (said !== undefined && text !== ruleRefusal(v.code, v.message, undefined, locale)) return text;
  const bound = (v as Violation & { bound?: Bound }).bound ?? null;
  return `${text} ${fieldText(v.path, bound, locale)}`;
}

/**
 * A refusal's words beside the button that names its rule: the rule's ID the words carry in
 * parentheses (the Hungarian ones do) left out, so the ID is shown once.
 */
export function refusalText(v: Violation, locale: Locale): string {
  const text = violationText(v, locale);
  return v.rule ? text.split(` (${v.rule})`).join('').split(`(${v.rule})`).join('') : text;
}

export function ruleText(id: string, locale: Locale): string | undefined {
  try {
    return dogsOfWarRuleset.presenter?.rule?.(id, locale);
  } catch {
    return undefined;
  }
}

/** One limit the company must keep, before and after the edit the player is making. */
export interface Limit {
  readonly id: 'renown' | 'strength' | 'ally-ratio' | 'ally-bonus' | 'resources' | 'artifacts' | 'familiars';
  readonly rule: string;
  readonly now: number;
  readonly after: number;
  readonly limit: number;
  readonly ok: boolean;
}

export interface RecruitDraft {
  readonly captain: boolean;
  readonly profile: string;
  readonly name: string;
  readonly options: readonly string[];
  readonly faction: string | null;
  /** The Aspect layout chosen, where the profile offers several (DW-RECRUIT-14). */
  readonly aspects?: Aspects;
  /** The Element and the path his card lets a magician choose (DW-PEOPLE-05), where it does. */
  readonly magic?: MagicOfChoice;
}

export function recruitChoice(d: RecruitDraft): Choice {
  return {
    kind: d.captain ? 'name-captain' : 'recruit',
    profile: d.profile,
    name: d.name.trim() === '' ? '?' : d.name.trim(),
    options: [...d.options],
    faction: d.faction,
    ...(d.aspects ? { aspects: { ...d.aspects } } : {}),
    ...(d.magic ? { magic: { ...d.magic } } : {}),
  };
}

export interface RecruitCheck {
  readonly trial: Trial;
  readonly limits: readonly Limit[];
  /** The recruit's value with the options chosen (from the trial when it passes). */
  readonly value: number;
  readonly ally: boolean;
}

/**
 * Every limit of a recruitment, shown while the player edits: value against renown, strength
 * against the maximum, and for an Ally, Mercenary or Stateless recruit the ratio and the bonus.
 */
export function checkRecruit(judge: Judge, state: CampaignState, seat: string, d: RecruitDraft): RecruitCheck | null {
  const c = state.companies[seat];
  const p = judge.content.profiles.find((x) => x.id === d.profile);
  if (!c || !p) return null;
  const t = trial(judge, state, seat, recruitChoice(d));
  const after = t.ok ? t.state.companies[seat] : undefined;
  const added = after?.soldiers.find((s) => !c.soldiers.some((o) => o.id === s.id));
  const optionCost = p.options.filter((o) => d.options.includes(o.id)).reduce((sum, o) => sum + o.ap, 0);
  const value = added ? added.initialValue : p.value + optionCost;
  const ally = added ? added.ally : recruitsAsAlly(c, judge.content, d.profile, d.options, d.faction) === true;
  const strength = actualStrength(c);
  const max = d.captain ? null : maximumStrength(c, judge.content).total;
  const limits: Limit[] = [
    {
      id: 'renown',
      rule: 'DW-COMPANY-03',
      now: companyValue(c),
      after: companyValue(c) + value,
      limit: c.renown,
      ok: companyValue(c) + value <= c.renown,
    },
  ];
  if (max !== null)
    limits.push({
      id: 'strength',
      rule: 'DW-COMPANY-12',
      now: strength,
      after: strength + 1,
      limit: max,
      ok: strength + 1 <= max,
    });
  if (ally && !d.captain) {
    const cap = allyCap(strength + 1);
    limits.push({
      id: 'ally-ratio',
      rule: 'DW-RECRUIT-03',
      now: allyCount(c),
      after: allyCount(c) + 1,
      limit: cap,
      ok: allyCount(c) + 1 <= cap,
    });
    const bonus = allyBonus(value, hasRole(c, 'recruiter'));
    limits.push({
      id: 'ally-bonus',
      rule: 'DW-RECRUIT-05',
      now: 0,
      after: bonus,
      limit: c.resources,
      ok: bonus <= c.resources,
    });
  }
  return { trial: t, limits, value, ally };
}

/**
 * The formation EP typed in their box, as a whole number of at least 1: never cut down to the
 * soldier's cap, so that more than it are asked and the rules' refusal names it (DW-EP-01).
 */
export function typedEP(value: string): number {
  return Math.max(1, Math.floor(Number(value)) || 1);
}

/** The per-rank limits of an attribute purchase and its price against the resources. */
export function checkAttribute(
  judge: Judge,
  state: CampaignState,
  seat: string,
  attribute: string,
  soldier: string | null,
): { trial: Trial; limits: Limit[]; cost: number } | null {
  const c = state.companies[seat];
  const a = judge.content.attributes.find((x) => x.id === attribute);
  if (!c || !a) return null;
  const t = trial(judge, state, seat, { kind: 'buy-attribute', attribute, soldier });
  const cost = t.ok ? c.resources - (t.state.companies[seat]?.resources ?? c.resources) : a.cost;
  const limits: Limit[] = [
    {
      id: 'resources',
      rule: 'DW-ATTR-02',
      now: c.resources,
      after: c.resources - cost,
      limit: 0,
      ok: cost <= c.resources,
    },
  ];
  const s = findSoldier(c, soldier);
  if (s && a.kind === 'artifact') {
    const held = s.attributes.filter((x) => x.kind === 'artifact').length;
    limits.push({
      id: 'artifacts',
      rule: 'DW-ATTR-07',
      now: held,
      after: held + 1,
      limit: artifactCap(s),
      ok: held + 1 <= artifactCap(s),
    });
  }
  if (s && a.kind === 'familiar') {
    const held = c.soldiers.filter((x) => x.familiarOf === s.id).length;
    limits.push({
      id: 'familiars',
      rule: 'DW-ATTR-16',
      now: held,
      after: held + 1,
      limit: familiarCap(s),
      ok: held + 1 <= familiarCap(s),
    });
  }
  return { trial: t, limits, cost };
}

/** A purchase with its price in EP and what it does to the soldier's value, or why it is refused. */
export interface PurchaseOffer {
  readonly purchase: Purchase;
  readonly ok: boolean;
  readonly cost: number;
  readonly valueAfter: number;
  readonly violation?: Violation;
}

/**
 * The paths offered: each one a magician may buy, by its name: open to him by his people and rank,
 * and not his yet, by his card or bought (none when every open one is his). For anyone else one
 * unnamed, which the rules refuse saying why (not a magician, or his people's row lost).
 */
function pathCandidates(judge: Judge, s: Soldier): Purchase[] {
  const magician = s.type === 'magician' || s.type === 'warrior-mage';
  if (!magician || openPaths(s).length === 0) return [{ kind: 'path' }];
  const card = judge.content.profiles.find((p) => p.id === s.profile);
  return pathsToBuy(s, card).map((name): Purchase => ({ kind: 'path', name }));
}

export function purchaseCandidates(judge: Judge, s: Soldier): Purchase[] {
  return [
    ...IMPROVABLE.map((k): Purchase => ({ kind: 'characteristic', characteristic: k })),
    ...s.abilities.map((a): Purchase => ({ kind: 'improve-ability', ability: a.name })),
    ...Object.keys(judge.content.tables.abilityAcquisitions.rows)
      .filter((name) => !s.abilities.some((a) => a.name === name))
      .map((ability): Purchase => ({ kind: 'learn-ability', ability })),
    ...ROLES.map((role): Purchase => ({ kind: 'role', role })),
    { kind: 'mystic-rank' },
    { kind: 'element' },
    ...pathCandidates(judge, s),
    { kind: 'master-of-invocation' },
    { kind: 'resurrection' },
  ];
}

/**
 * The Elements and paths a magician's card gives him, the ones he chose at recruitment among them
 * (DW-PEOPLE-05), as the sheet's notes under the labels given; none where his card says nothing.
 */
export function startingMagicNotes(
  s: Soldier,
  content: DogsContent,
  locale: Locale,
  labels: { readonly elements: string; readonly paths: string },
): string[] {
  const card = content.profiles.find((p) => p.id === s.profile);
  const elements = startingElements(s, card, locale);
  const paths = startingPaths(s, card, locale);
  return [
    ...(elements.length > 0 ? [`${labels.elements}: ${elements.join(', ')}`] : []),
    ...(paths.length > 0 ? [`${labels.paths}: ${paths.join(', ')}`] : []),
  ];
}

/** The paths of magic a magician learned with EP, by their names in the locale, for the sheet's notes. */
export function learnedPaths(s: Pick<Soldier, 'paths'>, locale: Locale): string[] {
  return s.paths.map((p) => pathName(p, locale));
}

/**
 * A faithful's Aspects in the sheet's Aspects column: short, each by its initial with its value now
 * ("C1 A2 D0"), and in full for the cell's title ("Creation 1, Alteration 1>2, Destruction 0");
 * null for a soldier without Aspects.
 */
export function aspectsCell(s: Soldier, locale: Locale): { readonly short: string; readonly full: string } | null {
  const aspects = sheetAspects(s, locale);
  if (!aspects) return null;
  return {
    short: aspects.map((a) => `${a.name.charAt(0)}${a.current}`).join(' '),
    full: aspectsText(aspects),
  };
}

/** Every purchase a soldier could make now, priced by trying it on the campaign. */
export function purchaseOffers(judge: Judge, state: CampaignState, seat: string, soldierId: string): PurchaseOffer[] {
  const c = state.companies[seat];
  const s = c ? findSoldier(c, soldierId) : undefined;
  if (!c || !s) return [];
  return purchaseCandidates(judge, s).map((purchase) => {
    const t = trial(judge, state, seat, { kind: 'spend-ep', soldier: soldierId, purchase });
    if (!t.ok) return { purchase, ok: false, cost: 0, valueAfter: soldierValue(s), violation: t.violation };
    const after = findSoldier(t.state.companies[seat] ?? c, soldierId) ?? s;
    return { purchase, ok: true, cost: after.ep.used - s.ep.used, valueAfter: soldierValue(after) };
  });
}

/** The battle this seat is in, if any. */
export function battleOf(state: CampaignState, seat: string | null): Battle | null {
  if (!seat) return null;
  return state.battles.find((b) => b.seats.includes(seat)) ?? null;
}

/**
 * The battle whose report this seat may give now: his company's, or the one where he runs the
 * Cardinal's band; none where its report was given already.
 */
export function reportBattleOf(state: CampaignState, seat: string | null): Battle | null {
  if (!seat) return null;
  const mayReport = (b: Battle) => b.step === 'report' && !b.reported && reportSeats(state, b).includes(seat);
  const own = battleOf(state, seat);
  return own && mayReport(own) ? own : (state.battles.find(mayReport) ?? null);
}

/**
 * The step a seat's company is at, as the status line names it: its own formation or after-battle
 * step, or, while it waits for the league, the step of the battle it is in (its report awaited,
 * say), for waiting then is no wait for the next mission.
 */
export function stageOf(state: CampaignState, seat: string | null): string {
  const stage = seat ? state.stages[seat] : undefined;
  if (stage?.kind === 'formation' || stage?.kind === 'after') return `${stage.kind}-${stage.step}`;
  const b = stage?.kind === 'waiting' ? battleOf(state, seat) : null;
  // A report given and not yet accepted: the battle waits for that, not for a report.
  if (b?.step === 'report' && b.reported) return 'battle-confirm';
  if (b) return `battle-${b.step}`;
  // In the hunt a company in no battle waits on the day's own steps, not for a next mission.
  if (stage?.kind === 'waiting' && state.hunt && !state.finished) return `hunt-${state.hunt.step}`;
  return stage ? stage.kind : '';
}

/** A side's Event cards for the battle: how many in all, and how many of them cost no CP. */
export interface SideCards {
  readonly seat: string;
  readonly cards: number;
  readonly free: number;
}

/**
 * Each side's Event cards once both are ready, until the report; none before, while a free card
 * may still come. The CP bought some (DW-MISSION-PRE-19); the group counts those it was given
 * free, as Destruction's stronger Attacker's card is (DW-MSN-DEST-06).
 */
export function eventCardsOf(b: Battle): SideCards[] {
  if (b.step !== 'report') return [];
  return b.seats.flatMap((seat) => {
    const g = b.groups[seat];
    if (!g) return [];
    return [{ seat, cards: g.eventCards, free: g.freeEventCards ?? 0 }];
  });
}

export interface Fighter {
  readonly seat: string;
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly machine: boolean;
  /** The aftereffect he carries into the mission: a Serious or Critical one is his wound at the start. */
  readonly starts: 'none' | 'light' | 'serious' | 'critical';
}

/** The fighters on both mission sheets, with their values (the values the wound EP are read with). */
export function fightersOf(state: CampaignState, b: Battle): Fighter[] {
  const out: Fighter[] = [];
  for (const seat of b.seats) {
    const c = state.companies[seat];
    for (const id of b.groups[seat]?.soldiers ?? []) {
      const s = c ? findSoldier(c, id) : undefined;
      out.push({
        seat,
        id,
        name: s?.name ?? id,
        value: s ? soldierValue(s) : 0,
        machine: s?.structure !== null && s?.structure !== undefined,
        starts: s?.aftereffect ?? 'none',
      });
    }
  }
  return out;
}

/** Someone a wound may be dealt to, with the value the wound's EP are read with. */
export interface Target {
  readonly seat: string;
  readonly id: string;
  /** A soldier's name is his player's; a hire is named by his card, a passive individual by the form. */
  readonly name: string;
  readonly value: number;
  readonly kind: 'soldier' | 'hire' | 'ambassador' | 'merchant';
}

/**
 * Whom a wound may be dealt to, of those the battle knows: the soldiers of both mission sheets,
 * each side's hires at their card's value, and the mission's passive individuals on the
 * Defender's side, the Ambassador or the Raid's merchants, at the value the mission gives them
 * (DW-PASSIVE-09). Anyone else wounded on the table (a neutral, a summoned miniature, a fighter of
 * a neutral company) is the form's other fighter, whose value the players give (DW-NEUTRAL-11).
 */
export function targetsOf(state: CampaignState, b: Battle, content: DogsContent): Target[] {
  const out: Target[] = fightersOf(state, b).map((f) => ({
    seat: f.seat,
    id: f.id,
    name: f.name,
    value: f.value,
    kind: 'soldier',
  }));
  for (const seat of b.seats)
    (b.groups[seat]?.hires ?? []).forEach((hire, i) => {
      const p = content.profiles.find((x) => x.id === hire);
      out.push({ seat, id: `hire:${seat}:${i}`, name: p?.name ?? hire, value: p?.value ?? 0, kind: 'hire' });
    });
  const defender = b.attacker === null ? undefined : b.seats.find((x) => x !== b.attacker);
  const passive = b.mission === 'assassination' ? 'ambassador' : b.mission === 'raid' ? 'merchant' : null;
  if (defender !== undefined && passive !== null)
    out.push({
      seat: defender,
      id: `passive:${passive}`,
      name: passive,
      value: PASSIVE_PROFILES[passive].value,
      kind: passive,
    });
  return out;
}

/** Fighters who began the mission with a Serious or Critical wound: the ones a report may name healed. */
export function startWoundedOf(state: CampaignState, b: Battle): Fighter[] {
  return fightersOf(state, b).filter((f) => f.starts === 'serious' || f.starts === 'critical');
}

export interface BattleMachine {
  readonly seat: string;
  readonly id: string;
  readonly name: string;
  readonly kind: 'mobile' | 'immobile';
}

/**
 * The war machines of a battle, whose boiler or carburetor may explode: mobile machines on the
 * mission sheets and the company's immobile machines written on them (only what is on the sheet
 * is used, DW-MISSION-PRE-08).
 */
export function machinesOf(state: CampaignState, b: Battle): BattleMachine[] {
  const out: BattleMachine[] = [];
  for (const seat of b.seats) {
    const c = state.companies[seat];
    const group = b.groups[seat];
    if (!c || !group) continue;
    for (const id of group.soldiers) {
      const s = findSoldier(c, id);
      if (s?.machine === 'mobile') out.push({ seat, id, name: s.name, kind: 'mobile' });
    }
    for (const item of group.attributes) {
      if (item.soldier !== null) continue;
      const a = c.assets.find((x) => x.id === item.attribute);
      if (a && a.kind === 'immobile-machine' && !a.destroyed && !out.some((m) => m.id === a.id))
        out.push({ seat, id: a.id, name: a.name, kind: 'immobile' });
    }
  }
  return out;
}

/** Whether a seat has an immobile machine on its sheet: its shots pay every servant in full (DW-MISSION-DURING-17). */
export function fieldsImmobileMachine(state: CampaignState, b: Battle, seat: string): boolean {
  return machinesOf(state, b).some((m) => m.seat === seat && m.kind === 'immobile');
}

/** The EP a wound earns its author: 3/4/5/6 by result, adjusted by the value ratio. */
export function woundDeedEP(
  result: 'light' | 'serious' | 'critical' | 'killed-outright',
  author: number,
  target: number,
) {
  return woundEP(result, author, target);
}

/** A machine or a company asset whose structure points can be reported lost. */
export interface BattleStructure {
  readonly id: string;
  readonly name: string;
  readonly max: number;
  /** The SP it had when the battle began: the most it can have lost in it. */
  readonly sp: number;
  /** A company's asset, named by the pack (a soldier's name is his player's own). */
  readonly asset: boolean;
}

/**
 * Machines and company assets whose structure points can be reported lost: those on the mission
 * sheets, which alone fought (DW-MISSION-PRE-08; the rules refuse a report for any other).
 */
export function structuresOf(state: CampaignState, b: Battle): BattleStructure[] {
  const out: BattleStructure[] = [];
  for (const seat of b.seats) {
    const c = state.companies[seat];
    const group = b.groups[seat];
    if (!c || !group) continue;
    for (const id of group.soldiers) {
      const s = findSoldier(c, id);
      if (s?.structure) out.push({ id, name: s.name, max: s.structure.max, sp: s.structure.current, asset: false });
    }
    for (const a of c.assets)
      if (a.structure && group.attributes.some((x) => x.soldier === null && x.attribute === a.id))
        out.push({ id: a.id, name: a.name, max: a.structure.max, sp: a.structure.current, asset: true });
  }
  return out;
}

/** Event types of the after-battle phases 1 and 2 (losses and gains, recuperation). */
const AFTER_TYPES = new Set([
  'renown',
  'wages',
  'premium',
  'retreat',
  'band-gains-nothing',
  'recuperation',
  'machine-recuperation',
  'death',
  'captain-lost',
  'cardinal-recovers',
  'boiler-repaired',
  'starting-wound',
]);

export const PHASE_TWO_RULES = /^DW-(RECUP|ROLE-2[34]|CAMPAIGN-25|MISSION-PRE-09)/;

/** A die of the after-battle sequence: its numbers, taken from the event's own fields. */
export function diceShown(e: GameEvent): number[] {
  const out: number[] = [];
  for (const k of ['roll', 'rolls', 'dice', 'die', 'rescue']) {
    const v = e[k];
    if (typeof v === 'number') out.push(v);
    else if (Array.isArray(v)) out.push(...v.filter((x): x is number => typeof x === 'number'));
    else if (v && typeof v === 'object')
      out.push(...Object.values(v).filter((x): x is number => typeof x === 'number'));
  }
  return out;
}

function isAfter(e: GameEvent): boolean {
  // The renown a role brings when it is taken (DW-ROLE-09) comes in the management steps, after
  // the battle's sequence: the computer's company takes one as soon as the report is in.
  if (e.type === 'renown' && e.rule === 'DW-ROLE-09') return false;
  if (AFTER_TYPES.has(e.type)) return true;
  return (
    e.type === 'die' && typeof e.rule === 'string' && /^DW-(ROLE|RECUP|AFTER|MSN|CAMPAIGN-2|CAMPAIGN-11)/.test(e.rule)
  );
}

/**
 * The last after-battle sequence in a seat's log: the run of phase 1 and 2 events that follows
 * the last report, each with its rule.
 */
export function lastAfterBattle<T extends { readonly event: GameEvent }>(log: readonly T[]): T[] {
  let end = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e && isAfter(e.event)) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  let start = end;
  while (start > 0) {
    const prev = log[start - 1];
    if (!prev || !(isAfter(prev.event) || prev.event.type === 'die')) break;
    if (prev.event.type === 'die' && !isAfter(prev.event)) break;
    start--;
  }
  return log.slice(start, end + 1).filter((e) => typeof e.event.rule === 'string');
}

/** One company's EP from the last battle, soldier by soldier. */
export interface BattleEP {
  readonly seat: string;
  /** Whether they are in the soldiers' EP already (phase 5 has begun), or still to be added. */
  readonly added: boolean;
  readonly soldiers: ReadonlyArray<{ readonly id: string; readonly name: string; readonly ep: number }>;
}

/**
 * The EP each soldier earned in the last battle, by company: those the rules keep to add in phase
 * 5 (DW-EP-04) while they wait, else those the log says were added since the last after-battle
 * sequence. A company with none is left out; so are soldiers who earned nothing.
 */
export function battleEP<T extends { readonly event: GameEvent }>(state: CampaignState, log: readonly T[]): BattleEP[] {
  let lastAfter = -1;
  for (let i = log.length - 1; i >= 0 && lastAfter < 0; i--) {
    const e = log[i];
    if (e && isAfter(e.event)) lastAfter = i;
  }
  const out: BattleEP[] = [];
  for (const seat of state.seats) {
    const c = state.companies[seat];
    const nameOf = (id: string, fallback?: string) => (c ? findSoldier(c, id)?.name : undefined) ?? fallback ?? id;
    const waiting = Object.entries(state.earned[seat] ?? {}).filter(([, ep]) => ep > 0);
    if (waiting.length > 0) {
      // In the order of the company's roster.
      const order = (id: string) => c?.soldiers.findIndex((x) => x.id === id) ?? -1;
      const soldiers = waiting
        .sort(([a], [b]) => order(a) - order(b))
        .map(([id, ep]) => ({ id, name: nameOf(id), ep }));
      out.push({ seat, added: false, soldiers });
      continue;
    }
    if (lastAfter < 0) continue;
    const soldiers = log
      .slice(lastAfter + 1)
      .map((x) => x.event)
      .filter((e) => e.type === 'ep-gained' && e.rule === 'DW-EP-04' && e.seat === seat)
      .map((e) => {
        const id = String(e['soldier']);
        const named = /^(.+) gains \d+ EP$/.exec(typeof e.text === 'string' ? e.text : '')?.[1];
        return { id, name: nameOf(id, named), ep: typeof e['ep'] === 'number' ? e['ep'] : 0 };
      })
      .filter((x) => x.ep > 0);
    if (soldiers.length > 0) out.push({ seat, added: true, soldiers });
  }
  return out;
}

/**
 * Whether a renown line was read from the positive side of the renown table where its text is cut
 * short (DW-AFTER-05): a stronger group's renown in any cell but the two the text gives (a victory
 * at most 19 points stronger), which are filled in provisionally.
 */
export function provisionalRenown(e: GameEvent): boolean {
  if (e.type !== 'renown' || e.rule !== 'DW-AFTER-05') return false;
  const d = typeof e['difference'] === 'number' ? e['difference'] : null;
  return !(e['result'] === 'victory' && d !== null && d >= 0 && d <= 19);
}

/** A single-use object as the compensation form offers it: its name and what it does, in `locale`. */
export function objectWords(x: SingleUseObject, locale: Locale): string {
  const o = OBJECT_EFFECTS[x];
  return locale === 'hu' ? `${o.nameHu}: ${o.textHu}` : `${o.name}: ${o.text}`;
}
