/**
 * The shape of a campaign, for campaigns that come from outside the program (a scenario file's
 * `state`, a campaign file edited by hand): a schema that mirrors the state types of `state.ts`
 * and `company.ts` field by field, so that the meaning checks of `invariants` and the rules
 * themselves may take the shape for granted; then the ids the rules look up in the content pack.
 */
import { checkedOnce, firstOf, schemaProblems, z, type Locale, type Same } from '@skirmish/core';
import {
  ELEMENTS,
  FAITHFUL_RANKS,
  IMPROVABLE,
  MAGICIAN_RANKS,
  RANKS,
  ROLES,
  SINGLE_USE_OBJECTS,
  type Improvable,
} from './data.ts';
import { INVASION_MAX_SECTORS, MISSIONS, TREASURE_MAX_JEWELS, invasionSectors, treasureCount } from './missions.ts';
import { attributeSchema, profileSchema, type DogsContent } from './content/schema.ts';
import { neutralCapSchema, reportSchema } from './choices.ts';
import { canNameCaptain, profileById } from './management.ts';
import { anyAspectChoice } from './content/people.ts';
import { anyMagicChoice } from './experience.ts';
import { findSoldier } from './company.ts';
import { CARDINAL_SEAT, NEUTRAL_SEAT, battleSides, reportSeats } from './hunt.ts';
import { freeEventCardOffered } from './battle.ts';
import type { Battle, CampaignState } from './state.ts';
import { BATTLE_STEP_HU, sayIn } from './words.ts';

/** A count, a value, an id number or a number of EP: a whole number. */
const whole = z.int();
/** A characteristic or an ability's value: MOV and some options go in halves, so any finite number. */
const amount = z.number();
const id = z.string();
/** Lists are read-only in the state types; `.readonly()` keeps the inferred type the same. */
const list = <T extends z.ZodType>(t: T) => z.array(t).readonly();
const ids = list(id);
const record = <T extends z.ZodType>(t: T) => z.record(z.string(), t);
const seatPair = z.tuple([id, id]).readonly();
const missionResult = z.enum(['victory', 'draw', 'defeat']);
const structure = z.object({ max: whole, current: whole }).nullable();

const characteristics = z.object({
  MOV: amount,
  INI: amount,
  ATT: amount,
  STR: amount,
  DEF: amount,
  RES: amount,
  AIM: amount.nullable(),
  COU: amount.nullable(),
  FEAR: amount.nullable(),
  DIS: amount.nullable(),
  POW: amount.nullable(),
  FAITH: amount.nullable(),
});

/**
 * `schema`, checked once for each object that passes it. A campaign is a value that the rules
 * never change where it lies (each step builds the next state, sharing what it left alone), so a
 * soldier or a mission record that passed keeps its shape, and the checks after every choice of a
 * game read again only what the choice made anew. The soldiers and the record of past missions
 * are most of a campaign; a file read from outside is all new objects, checked in full.
 */
const onceChecked = <T extends z.ZodType>(schema: T): z.ZodType<z.infer<T>> => checkedOnce(schema, () => true);

const soldierSchema = z.object({
  id,
  name: z.string(),
  profile: id,
  people: id,
  faction: z.string().nullable(),
  type: profileSchema.shape.type,
  rank: z.enum(RANKS),
  ranksHeld: list(z.enum(RANKS)),
  initialValue: whole,
  original: characteristics,
  bought: z.partialRecord(z.enum(IMPROVABLE), whole),
  abilities: list(
    z.object({
      name: z.string(),
      value: amount.nullable(),
      source: z.enum(['card', 'learned']),
      restricted: z.boolean().optional(),
    }),
  ),
  // What was paid for an attribute is its price in the pack.
  attributes: list(
    z.object({ id, name: z.string(), kind: attributeSchema.shape.kind, cost: attributeSchema.shape.cost }),
  ),
  ep: z.object({ acquired: whole, used: whole, lost: whole }),
  champion: z.boolean(),
  role: z.enum(ROLES).nullable(),
  musician: z.boolean(),
  standardBearer: z.boolean(),
  ally: z.boolean(),
  mercenary: z.boolean(),
  machine: z.enum(['none', 'mobile']),
  structure,
  aftereffect: z.enum(['none', 'light', 'serious', 'critical']),
  missions: whole,
  familiarOf: id.nullable(),
  elements: whole,
  paths: list(z.string()),
  masterOfInvocation: z.boolean(),
  resurrection: z.boolean(),
  rankChoicePending: z.boolean(),
  rankUps: whole,
  founder: z.boolean(),
  // The four below are optional for older saves (a save without Aspects: the soldier has none).
  mysticRank: z.enum([...MAGICIAN_RANKS, ...FAITHFUL_RANKS]).optional(),
  equipment: ids.optional(),
  limitedOptions: ids.optional(),
  aspects: z.object({ CRE: whole, ALT: whole, DES: whole }).optional(),
  magicOfChoice: z.object({ element: z.enum(ELEMENTS).optional(), path: z.string().optional() }).optional(),
});

const companySchema = z.object({
  seat: id,
  name: z.string(),
  people: id.nullable(),
  faction: z.string().nullable(),
  captain: id.nullable(),
  formed: z.boolean(),
  renown: whole,
  resources: whole,
  soldiers: list(onceChecked(soldierSchema)),
  assets: list(
    z.object({
      id,
      name: z.string(),
      kind: z.enum(['immobile-machine', 'nexus']),
      cost: attributeSchema.shape.cost,
      structure,
      destroyed: z.boolean(),
    }),
  ),
  stats: z.object({ missions: whole, victories: whole, draws: whole, defeats: whole }),
  formationEP: whole,
  nextId: whole,
  // Optional for older saves.
  grants: list(z.object({ from: id, option: id, to: id.nullable() })).optional(),
  names: z.literal('hu').optional(),
});

const stageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('formation'), step: z.enum(['captain', 'recruit', 'experience', 'attributes']) }),
  z.object({ kind: z.literal('after'), step: z.enum(['exclusions', 'recruitment', 'experience', 'attributes']) }),
  z.object({ kind: z.literal('waiting') }),
  z.object({ kind: z.literal('out') }),
]);

const groupSchema = z.object({
  soldiers: ids,
  attributes: list(z.object({ soldier: id.nullable(), attribute: id })),
  hires: ids,
  hireCosts: list(whole),
  explorers: ids,
  searchers: ids.optional(),
  value: whole,
  objects: list(z.object({ fighter: id, object: z.enum(SINGLE_USE_OBJECTS) })),
  eventCards: whole,
  freeEventCards: whole.optional(),
  cpUsed: whole,
  prepared: z.boolean(),
  advantages: list(z.object({ from: id, advantage: id, to: id })).optional(),
  extraRound: z.boolean().optional(),
});

const battleSchema = z.object({
  id: whole,
  seats: seatPair,
  step: z.enum(['choose-mission', 'groups', 'balance', 'compensate', 'final', 'free-event-card', 'report']),
  chooser: id,
  mission: z.enum(MISSIONS).nullable(),
  attacker: id.nullable(),
  groups: record(groupSchema.nullable()),
  cp: whole,
  weaker: id.nullable(),
  rounds: whole.nullable(),
  // What a mission's set-up die gives, from its lowest face to its highest.
  sectors: whole.min(invasionSectors(1)).max(INVASION_MAX_SECTORS).optional(),
  jewels: whole.min(treasureCount(1)).max(TREASURE_MAX_JEWELS).optional(),
  neutral: z.object({ controller: id.nullable(), cap: neutralCapSchema.nullable() }).optional(),
  cardinal: z.boolean().optional(),
  reported: z.object({ by: id, report: reportSchema, awaiting: ids }).optional(),
});

const missionRecordSchema = z.object({
  battle: whole,
  round: whole,
  mission: z.enum(MISSIONS),
  seats: seatPair,
  results: record(missionResult),
  retreat: id.nullable(),
  values: record(whole),
  renown: record(whole),
  resources: record(whole),
  deaths: record(ids),
  deadNames: record(z.string()),
  recoveries: list(
    z.object({
      seat: id,
      soldier: id,
      outcome: z.enum(['unharmed', 'light', 'serious', 'critical', 'dead']),
      name: z.string().optional(),
    }),
  ),
  captures: list(z.string()),
});

const huntSchema = z.object({
  day: whole,
  maxDays: whole,
  step: z.enum(['start', 'morning', 'offers', 'day', 'evening']),
  clues: record(whole),
  answers: record(z.boolean()),
  offers: ids,
  order: ids,
  picks: record(id),
  hunter: id.nullable(),
  controller: id.nullable(),
  cardinalPlayed: z.boolean(),
  winner: id.nullable(),
  // Optional for older saves.
  strategist: z.enum(['military-advisor', 'none']).optional(),
  tried: ids.optional(),
});

export const stateSchema = z.object({
  mode: z.enum(['league', 'hang-em-high']),
  hunt: huntSchema.optional(),
  seats: ids,
  missionsPlanned: whole,
  round: whole,
  companies: record(companySchema),
  stages: record(stageSchema),
  battles: list(battleSchema),
  earned: record(record(whole)),
  nextBattle: whole,
  history: list(onceChecked(missionRecordSchema)),
  finished: z.boolean(),
});

// The schema says what the types say: the compiler refuses a field added to one and not the other.
const mirrors: Same<z.infer<typeof stateSchema>, CampaignState> = true;
void mirrors;
// `bought` is keyed by the characteristics (and Aspects) the experience rules know.
const keys: Same<keyof z.infer<typeof soldierSchema>['bought'], Improvable> = true;
void keys;

/** What is wrong with the shape of `state`, each problem with its path; empty when it is a campaign. */
export function shapeProblems(state: unknown, locale: Locale = 'en'): string[] {
  return schemaProblems(stateSchema, state, locale);
}

/**
 * The ids of `s` the rules look up in `content` and that it does not define: the profiles of the
 * soldiers (a Familiar's is the attribute it was bought as; the Cardinal's band is no pack's) and
 * of the hired fighters, the attributes the soldiers own, the options they were recruited with or
 * lend and the free advantages they lend for a mission. Assumes the shape is right.
 */
export function referenceProblems(content: DogsContent, s: CampaignState, locale: Locale = 'en'): string[] {
  const say = sayIn(locale);
  const attributes = new Set(content.attributes.map((a) => a.id));
  const out: string[] = [];
  const profileOf = (path: string, pid: string) => {
    const p = profileById(content, pid);
    if (!p) out.push(`${path}: ${say(`unknown profile "${pid}"`, `ismeretlen profil („${pid}”)`)}`);
    return p;
  };
  for (const [seat, c] of Object.entries(s.companies)) {
    if (seat === CARDINAL_SEAT) continue;
    c.soldiers.forEach((x, i) => {
      const at = `companies.${seat}.soldiers.${i}`;
      x.attributes.forEach((a, j) => {
        if (!attributes.has(a.id))
          out.push(
            `${at}.attributes.${j}.id: ${say(`unknown attribute "${a.id}"`, `ismeretlen tulajdonság („${a.id}”)`)}`,
          );
      });
      if (x.familiarOf !== null) {
        if (!attributes.has(x.profile))
          out.push(
            `${at}.profile: ${say(`unknown Familiar "${x.profile}"`, `ismeretlen familiáris („${x.profile}”)`)}`,
          );
        return;
      }
      const p = profileOf(`${at}.profile`, x.profile);
      x.limitedOptions?.forEach((o, j) => {
        if (p && !p.options.some((opt) => opt.id === o))
          out.push(
            `${at}.limitedOptions.${j}: ${say(`${p.name} has no option "${o}"`, `${p.name}: nincs ilyen felszerelése („${o}”)`)}`,
          );
      });
    });
    // Equipment lent by a recruit is one of his profile's options.
    c.grants?.forEach((g, j) => {
      const p = profileById(content, findSoldier(c, g.from)?.profile ?? '');
      if (p && !p.options.some((o) => o.id === g.option))
        out.push(
          `companies.${seat}.grants.${j}.option: ${say(`${p.name} has no option "${g.option}"`, `${p.name}: nincs ilyen felszerelése („${g.option}”)`)}`,
        );
    });
  }
  s.battles.forEach((b, i) => {
    for (const [seat, g] of Object.entries(b.groups)) {
      g?.hires.forEach((h, j) => profileOf(`battles.${i}.groups.${seat}.hires.${j}`, h));
      // A free advantage lent for the mission is one its giver's profile offers.
      const c = s.companies[seat];
      g?.advantages?.forEach((a, j) => {
        const p = profileById(content, (c && findSoldier(c, a.from)?.profile) ?? '');
        if (p && !p.freeAdvantages.some((f) => f.id === a.advantage))
          out.push(
            `battles.${i}.groups.${seat}.advantages.${j}.advantage: ${say(`${p.name} offers no "${a.advantage}"`, `${p.name}: nincs ilyen ingyenes előnye („${a.advantage}”)`)}`,
          );
      });
    }
  });
  return firstOf(out, locale);
}

const PREPARED_STEPS: ReadonlySet<Battle['step']> = new Set([
  'balance',
  'compensate',
  'final',
  'free-event-card',
  'report',
]);

/**
 * What contradicts itself in a campaign of the right shape, as play never leaves it: a company
 * filed under another seat, a machine destroyed for good still listed or one without SP, a seat
 * without its stage, a company to name its first captain that has one or cannot afford any, a hunt
 * in a league or none in a hunt, and
 * battles that do not hold together (a side that is not a company of the campaign, a seat in two
 * battles or in a battle while busy with its company, a step reached without what it needs).
 */
export function contradictions(content: DogsContent, s: CampaignState, locale: Locale = 'en'): string[] {
  const say = sayIn(locale);
  const step = (b: Battle): string => (locale === 'hu' ? (BATTLE_STEP_HU[b.step] ?? b.step) : b.step);
  const out: string[] = [];
  const seats = new Set(s.seats);
  if (seats.size !== s.seats.length) out.push(`seats: ${say('a seat is listed twice', 'egy hely kétszer szerepel')}`);
  for (const [key, c] of Object.entries(s.companies))
    if (c.seat !== key)
      out.push(
        `companies.${key}.seat: ${say(`the company of ${key} names the seat "${c.seat}"`, `${key} csapata másik helyet nevez meg („${c.seat}”)`)}`,
      );
  for (const [key, c] of Object.entries(s.companies))
    c.assets.forEach((a, i) => {
      const at = `companies.${key}.assets.${i}`;
      // A machine destroyed for good has left the company (DW-RECUP-13); any other kept some SP.
      if (a.destroyed)
        out.push(
          `${at}.destroyed: ${say(`${a.name} was destroyed for good and has left the company (DW-RECUP-13)`, `${a.name} végleg megsemmisült, és már nem tartozik a csapathoz (DW-RECUP-13)`)}`,
        );
      else if (a.structure !== null && (a.structure.current < 1 || a.structure.current > a.structure.max))
        out.push(
          `${at}.structure.current: ${say(`${a.name} has ${a.structure.current} SP; after its recovery roll a machine has 1 to ${a.structure.max} (DW-RECUP-12)`, `${a.name} szerkezeti pontja ${a.structure.current}; a helyreállító dobás után egy gépnek 1 és ${a.structure.max} között van (DW-RECUP-12)`)}`,
        );
    });
  for (const seat of s.seats) {
    const stage = s.stages[seat];
    if (!stage)
      out.push(`stages.${seat}: ${say(`no stage for ${seat}`, `${seat} nem tart a kampány egyik szakaszában sem`)}`);
    const c = s.companies[seat];
    if (!c || stage?.kind !== 'formation' || stage.step !== 'captain') continue;
    // The first step of a company: it names its captain, so it has none yet and can afford one.
    if (c.captain !== null || c.formed)
      out.push(
        `companies.${seat}: ${say('a company still to name its first captain has one or is formed', 'a csapatnak már van kapitánya vagy már megalakult, pedig az első kapitányát kellene kineveznie')}`,
      );
    else if (
      !content.profiles.some(
        (p) =>
          p.value <= c.renown &&
          canNameCaptain(c, content, p.id, 'Captain', [], null, anyAspectChoice(p), anyMagicChoice(p, content)),
      )
    )
      out.push(
        `companies.${seat}.renown: ${say(`no captain of the pack is worth ${c.renown} or less`, `a csomagban nincs kapitány, aki legfeljebb ${c.renown} hírnevet ér`)}`,
      );
  }
  if ((s.mode === 'hang-em-high') !== (s.hunt !== undefined))
    out.push(
      `hunt: ${s.hunt ? say('a hunt in a league', 'hajsza egy ligában') : say("Hang 'Em High without its hunt", "Hang 'Em High a hajszája nélkül")}`,
    );
  const fighting = new Set<string>();
  const battleIds = new Set<number>();
  s.battles.forEach((b, i) => {
    const at = `battles.${i}`;
    if (battleIds.has(b.id)) out.push(`${at}.id: ${say(`a second battle ${b.id}`, `még egy ${b.id}. csata`)}`);
    battleIds.add(b.id);
    if (b.id >= s.nextBattle)
      out.push(
        `${at}.id: ${say(`battle ${b.id} is not below nextBattle ${s.nextBattle}`, `a(z) ${b.id}. csata száma nem kisebb a nextBattle értékénél (${s.nextBattle})`)}`,
      );
    const [first, second] = b.seats;
    const passive = b.cardinal === true ? CARDINAL_SEAT : b.neutral !== undefined ? NEUTRAL_SEAT : null;
    const notSeat = (seat: string) =>
      say(`"${seat}" is not a seat of the campaign`, `„${seat}” nem helye a kampánynak`);
    if (!seats.has(first)) out.push(`${at}.seats.0: ${notSeat(first)}`);
    if (!seats.has(second) && second !== passive) out.push(`${at}.seats.1: ${notSeat(second)}`);
    if (first === second) out.push(`${at}.seats: ${say('one side against itself', 'egy oldal önmaga ellen')}`);
    for (const seat of b.seats) {
      if (!s.companies[seat]) out.push(`${at}.seats: ${say(`no company for ${seat}`, `${seat} helyén nincs csapat`)}`);
      if (!seats.has(seat)) continue;
      if (fighting.has(seat))
        out.push(`${at}.seats: ${say(`${seat} fights two battles at once`, `${seat} egyszerre két csatát vív`)}`);
      fighting.add(seat);
      if (s.stages[seat]?.kind !== 'waiting')
        out.push(
          `${at}.seats: ${say(`${seat} fights while not waiting for a mission`, `${seat} csatázik, pedig nem küldetésre vár`)}`,
        );
    }
    const side = (field: string, seat: string | null) => {
      if (seat !== null && !b.seats.includes(seat))
        out.push(`${at}.${field}: ${say(`"${seat}" is not a side of the battle`, `„${seat}” nem fél a csatában`)}`);
    };
    side('chooser', b.chooser);
    side('attacker', b.attacker);
    side('weaker', b.weaker);
    // The neutral company is run by another player.
    const controller = b.neutral?.controller ?? null;
    if (controller !== null && !seats.has(controller)) out.push(`${at}.neutral.controller: ${notSeat(controller)}`);
    for (const seat of Object.keys(b.groups)) side(`groups.${seat}`, seat);
    if ((b.mission === null) !== (b.step === 'choose-mission'))
      out.push(
        `${at}.mission: ${
          b.mission === null
            ? say(`no mission at step ${b.step}`, `nincs küldetés ebben a lépésben: ${step(b)}`)
            : say(`a mission at step ${b.step}`, `már van küldetés ebben a lépésben: ${step(b)}`)
        }`,
      );
    if (PREPARED_STEPS.has(b.step) && b.seats.some((seat) => !b.groups[seat]))
      out.push(
        `${at}.groups: ${say(`an assault group missing at step ${b.step}`, `hiányzik egy rohamcsoport ebben a lépésben: ${step(b)}`)}`,
      );
    if (b.step === 'free-event-card' && !freeEventCardOffered(b))
      out.push(
        `${at}.step: ${say('a free Event card is asked, but no Destruction Attacker is the stronger (DW-MSN-DEST-06)', 'ingyenes eseménykártyáról kérdez, pedig nincs erősebb támadó a Pusztításban (DW-MSN-DEST-06)')}`,
      );
    // A report awaiting acceptance: given at the report step, by one who may give it, awaited of
    // other players who answer for a side of the battle (the neutral company's and the band's
    // players too).
    const r = b.reported;
    if (r !== undefined) {
      if (b.step !== 'report')
        out.push(
          `${at}.reported: ${say(`a report awaits acceptance at step ${b.step}`, `jelentés vár jóváhagyásra ebben a lépésben: ${step(b)}`)}`,
        );
      if (!reportSeats(s, b).includes(r.by)) out.push(`${at}.reported.by: ${notSeat(r.by)}`);
      const sides = battleSides(s, b);
      if (r.awaiting.length === 0 || r.awaiting.some((x) => x === r.by || !sides.includes(x)))
        out.push(
          `${at}.reported.awaiting: ${say('the report must await other players who answer for a side of the battle', 'a jelentést a csata valamelyik oldaláért felelő többi játékosnak kell jóváhagynia')}`,
        );
    }
    if (b.step === 'compensate' && b.weaker === null)
      out.push(
        `${at}.weaker: ${say('compensation with nobody weaker', 'kiegyenlítő pontok járnak, pedig senki sem gyengébb')}`,
      );
  });
  return firstOf(out, locale);
}
