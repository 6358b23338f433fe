/** The campaign manager bound to content and options: decisions, legal choices, transitions. */
import {
  canonicalJson,
  fail,
  ok,
  z,
  type Decision,
  type DieSpec,
  type Dice,
  type GameEvent,
  type Locale,
  type OptionSpec,
  type Options,
  type Outcome,
  type Result,
  type Rules,
  type Transition,
} from '@skirmish/core';
import { ROLES, IMPROVABLE, SINGLE_USE_OBJECTS } from './data.ts';
import {
  actualStrength,
  companyValue,
  findSoldier,
  isMember,
  lieutenant,
  maximumStrength,
  soldierValue,
  unusedEP,
  type Company,
} from './company.ts';
import {
  addEP,
  assignFormationEP,
  attributeOffer,
  buyAttribute,
  canBuyAttribute,
  canNameCaptain,
  canRecruit,
  recruitFacts,
  canSpendEPOn,
  chooseRank,
  dischargeCaptain,
  grantOption,
  pendingGrants,
  exclude,
  nameCaptain,
  newCompany,
  promoteLieutenant,
  recruit,
  recruitableProfiles,
  spendEP,
  type Step,
} from './management.ts';
import {
  balance,
  chooseMission,
  compensate,
  familiarCost,
  finishPreparation,
  bandRound,
  answerFreeEventCard,
  freeEventCardChooser,
  canFormGroup,
  formGroup,
  startBattle,
  checkReport,
  submitReport,
  type Applied,
} from './battle.ts';
import { destructionElementCount, REGULAR_MISSIONS } from './missions.ts';
import { balancingRange } from './premission.ts';
import { NAME_MAX, NEUTRAL_CAP_MAX, type AfterActionReport, type Choice, type Purchase } from './choices.ts';
import type { DogsContent } from './content/schema.ts';
import { aspectLayoutsToName } from './content/people.ts';
import { anyMagicChoice } from './experience.ts';
import type { Battle, CampaignState, Stage } from './state.ts';
import { contradictions, referenceProblems, shapeProblems } from './state-shape.ts';
import { sayIn } from './words.ts';
import { contentNames, proposedName } from './names.ts';
import { reportWords, type ReportFighter } from './choice-words.ts';
import {
  advanceHunt,
  afterCardinalReport,
  applyHunt,
  cardinalBand,
  CARDINAL_SEAT,
  huntAsked,
  neutralCapCandidate,
  newHunt,
  NEUTRAL_SEAT,
  reportConfirmers,
  reportSeats,
  type HuntQuestion,
} from './hunt.ts';

/**
 * A name the legal choices give a soldier, cut to what a choice may carry: a profile's name may
 * be 80 characters, and "Captain " before it would otherwise make a listed choice the rules refuse.
 */
function nameWithin(text: string): string {
  if (text.length <= NAME_MAX) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > NAME_MAX) break;
    out += ch;
  }
  return out.trimEnd();
}

export const setupSchema = z.object({
  companies: z
    .array(
      z.object({
        seat: z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .max(30),
        name: z.string().min(1).max(60),
      }),
    )
    .min(1)
    .max(8),
  /** Mission rounds of a league, or the most days a hunt may last. */
  missions: z.number().int().min(1).max(100),
  campaign: z.enum(['league', 'hang-em-high']).default('league'),
  /** `hu`: the rules propose the soldiers' names in Hungarian (a league begun on a Hungarian page). */
  names: z.enum(['en', 'hu']).optional(),
});
export type CampaignSetup = z.infer<typeof setupSchema>;

/** The fewest companies a league or a hunt is played with. */
export const MIN_COMPANIES = 2;

export const DEFAULT_SETUP: CampaignSetup = {
  companies: [
    { seat: 'red', name: 'The Red Company' },
    { seat: 'blue', name: 'The Blue Company' },
  ],
  missions: 5,
  campaign: 'league',
};

/**
 * The default set-up of a game begun on a Hungarian page: the same league, its companies named in
 * Hungarian, and the names the rules propose for soldiers too.
 */
export const DEFAULT_SETUP_HU: CampaignSetup = {
  ...DEFAULT_SETUP,
  names: 'hu',
  companies: [
    { seat: 'red', name: 'A Vörös Csapat' },
    { seat: 'blue', name: 'A Kék Csapat' },
  ],
};

type Asked =
  | { readonly kind: 'stage'; readonly stage: Stage }
  | { readonly kind: 'battle'; readonly battle: Battle; readonly step: Battle['step'] | 'confirm-report' }
  | { readonly kind: 'hunt'; readonly what: HuntQuestion; readonly battle: Battle | null };

/** What each seat is being asked now. */
function asked(state: CampaignState, seat: string): Asked | null {
  // A report awaiting this player's acceptance comes first: that of a battle he fought, or of one
  // where he runs the neutral company or the Cardinal's band, which may be given while he is at his
  // own after-battle steps; the other player waits on it.
  const toConfirm = state.battles.find((b) => b.step === 'report' && b.reported?.awaiting.includes(seat));
  if (toConfirm) return { kind: 'battle', battle: toConfirm, step: 'confirm-report' };
  const stage = state.stages[seat];
  if (stage && (stage.kind === 'formation' || stage.kind === 'after')) return { kind: 'stage', stage };
  const hunt = huntAsked(state, seat);
  if (hunt) {
    if (hunt.what === 'cardinal-report' && hunt.battle) return { kind: 'battle', battle: hunt.battle, step: 'report' };
    return { kind: 'hunt', ...hunt };
  }
  for (const b of state.battles) {
    if (!b.seats.includes(seat)) continue;
    const g = b.groups[seat];
    switch (b.step) {
      case 'choose-mission':
        return b.chooser === seat ? { kind: 'battle', battle: b, step: b.step } : null;
      case 'groups':
        return g ? null : { kind: 'battle', battle: b, step: b.step };
      case 'balance': {
        const mine = g?.value ?? 0;
        const theirs = b.groups[b.seats[0] === seat ? b.seats[1] : b.seats[0]]?.value ?? 0;
        return mine > theirs ? { kind: 'battle', battle: b, step: b.step } : null;
      }
      case 'compensate':
        return b.weaker === seat ? { kind: 'battle', battle: b, step: b.step } : null;
      case 'final':
        return g && !g.prepared ? { kind: 'battle', battle: b, step: b.step } : null;
      case 'free-event-card':
        return freeEventCardChooser(b) === seat ? { kind: 'battle', battle: b, step: b.step } : null;
      case 'report':
        // A report given waits for the other players who answer for a side to accept it.
        return b.reported ? null : { kind: 'battle', battle: b, step: b.step };
    }
  }
  return null;
}

/** The campaign with one of its battles as given (the battle of that id replaced). */
const withBattle = (state: CampaignState, b: Battle): CampaignState => ({
  ...state,
  battles: state.battles.map((x) => (x.id === b.id ? b : x)),
});

const companyOf = (state: CampaignState, seat: string): string => state.companies[seat]?.name ?? seat;

/** The companies of these seats by name, for the log to say them in any language. */
const companiesOf = (state: CampaignState, seats: readonly string[]): Record<string, string> =>
  Object.fromEntries(seats.map((s) => [s, companyOf(state, s)]));

/**
 * What the log needs to say a report in any language: the report, each fighter it names by id
 * (his name and his company's seat; a hired fighter is named by his profile, so he is left out),
 * and the companies of the battle and of the players named.
 */
function reportFields(
  state: CampaignState,
  b: Battle,
  report: AfterActionReport,
  seats: readonly string[],
): Record<string, unknown> {
  const fighters: Record<string, { name: string; seat: string }> = {};
  for (const id of [...report.deeds.map((d) => d.soldier), ...report.wounds.map((w) => w.soldier)])
    for (const c of Object.values(state.companies)) {
      const f = findSoldier(c, id);
      if (f) fighters[id] = { name: f.name, seat: c.seat };
    }
  return { report, fighters, companies: companiesOf(state, [...new Set([...seats, ...b.seats])]) };
}

/** A report in English words, for an event's text (`reportWords`; a hired fighter by his profile). */
function reportText(state: CampaignState, content: DogsContent, report: AfterActionReport): string {
  const names = contentNames(content);
  const fighter = (id: string): ReportFighter => {
    for (const c of Object.values(state.companies)) {
      const f = findSoldier(c, id);
      if (f) return { name: f.name, seat: c.seat };
    }
    return { name: names.byId(id, 'en') };
  };
  return reportWords(report, fighter, (s) => companyOf(state, s), 'en');
}

/**
 * A battle step refuses a choice made for another step. A module function, not a closure made on
 * every step: under tsx each closure bound to a name costs a name definition.
 */
const wrongBattleStep = (choice: Choice, b: Battle): Result<never> =>
  fail('phase/wrong-step', `"${choice.kind}" is not what this battle waits for (${b.step})`);

/** The purchases tried for every soldier with EP to spend, in the order they are offered. */
const STANDARD_PURCHASES: readonly Purchase[] = Object.freeze([
  ...IMPROVABLE.map((k): Purchase => ({ kind: 'characteristic', characteristic: k })),
  ...ROLES.map((r): Purchase => ({ kind: 'role', role: r })),
  { kind: 'learn-ability', ability: 'Leap' },
  { kind: 'learn-ability', ability: 'Loyal' },
  { kind: 'mystic-rank' },
] as Purchase[]);

const PROMPTS: Record<string, string> = {
  'formation-captain': 'Choose the captain of your new company',
  'formation-recruit': 'Recruit your first soldiers',
  'formation-experience': 'Share out the 90 formation EP and spend them',
  'formation-attributes': 'Buy attributes with your resources',
  'after-exclusions': 'Exclusions: dismiss soldiers or discharge the captain',
  'after-recruitment': 'Recruitment within your renown',
  'after-experience': 'Spend the experience your soldiers earned',
  'after-attributes': 'Buy attributes with your resources',
  'choose-mission': 'You won the mission roll: choose the mission',
  groups: 'Form your assault group',
  balance: 'Your group is the stronger: lower it, or keep it if it is within 50',
  compensate: 'Spend your compensation points',
  final: 'Bonesetter and reserve training',
  'free-event-card': 'Destruction: the attacking group is the stronger; take its free Event card?',
  report: 'Report what happened on the table',
  'confirm-report': 'Accept the report of your battle, or send it back to be given again',
  locate: 'Try to locate the Cardinal this morning?',
  'pick-offer': "Choose one of the day's mission offers",
  rumors: 'Evening: gather rumors, and pay for corruption if you wish',
  'cardinal-controller': "Choose who runs the Cardinal's camp",
  'neutral-cap': 'Set the value cap against the neutral company and who runs it',
  'neutral-group': 'Field the neutral company within the cap',
  'extra-round': "The Cardinal's band you run is the weaker: add a round to the mission?",
};

function decisionKind(a: Asked): string {
  return a.kind === 'stage' && a.stage.kind !== 'waiting' && a.stage.kind !== 'out'
    ? `${a.stage.kind}-${a.stage.step}`
    : a.kind === 'battle'
      ? a.step
      : a.kind === 'hunt'
        ? a.what
        : 'none';
}

/** Pairs the companies still in the league for a round; an odd one out rests. */
export function pairings(active: readonly string[], round: number): Array<[string, string]> {
  if (active.length < 2) return [];
  const [first, ...rest] = active;
  const n = rest.length;
  const shift = n === 0 ? 0 : round % n;
  const rotated = [...rest.slice(n - shift), ...rest.slice(0, n - shift)];
  const circle = [first as string, ...rotated];
  const out: Array<[string, string]> = [];
  for (let i = 0; i < Math.floor(circle.length / 2); i++) {
    const a = circle[i];
    const b = circle[circle.length - 1 - i];
    if (a !== undefined && b !== undefined && a !== b) out.push([a, b]);
  }
  return out;
}

function advance(state: CampaignState, dice: Dice, events: GameEvent[]): CampaignState {
  const stages = Object.values(state.stages);
  if (state.finished || state.battles.length > 0 || stages.some((s) => s.kind === 'formation' || s.kind === 'after'))
    return state;
  let next = state;
  // A company with nobody left drops out.
  for (const seat of state.seats) {
    const c = next.companies[seat];
    if (c && actualStrength(c) === 0 && next.stages[seat]?.kind !== 'out') {
      next = { ...next, stages: { ...next.stages, [seat]: { kind: 'out' } } };
      events.push({ type: 'company-out', seat, text: `${c.name} has no soldiers left and leaves the league` });
    }
  }
  if (next.mode === 'hang-em-high') return advanceHunt(next, dice, events);
  const active = next.seats.filter((s) => next.stages[s]?.kind === 'waiting');
  if (next.round >= next.missionsPlanned || active.length < 2) {
    events.push({ type: 'league-over', text: 'The league is over' });
    return { ...next, finished: true };
  }
  next = { ...next, round: next.round + 1 };
  events.push({ type: 'round', round: next.round, text: `Mission round ${next.round}` });
  for (const pair of pairings(active, next.round - 1)) {
    const started = startBattle(next, pair, dice);
    next = started.state;
    events.push(...started.events);
  }
  return next;
}

/** House rules for the checklist's open questions; the defaults follow its section 4. */
export const OPTIONS: readonly OptionSpec[] = [
  {
    id: 'strategist',
    hu: {
      label: 'Stratéga',
      description:
        "A Hang 'Em High +1-et ad a stratégának a hozzárendelési dobásra, de nem mondja meg, ki az: a katonai tanácsadóval rendelkező csapat, vagy senki.",
      valueLabels: { 'military-advisor': 'A katonai tanácsadós csapat', none: 'Senki' },
    },
    type: 'choice',
    default: 'military-advisor',
    values: ['military-advisor', 'none'],
    valueLabels: { 'military-advisor': 'A company with a military advisor', none: 'Nobody' },
    label: 'Strategist',
    description:
      "Hang 'Em High gives a strategist +1 on the attribution roll but never says who one is: a company with a military advisor, or nobody.",
    rule: 'DW-CAMPAIGN-04',
  },
  {
    id: 'destruction-extra-round',
    hu: {
      label: 'Pusztítás: plusz kör',
      description:
        'A Pusztítás küldetés a plusz körét választhatónak jelöli; alapból mindig lejátsszuk, ahogy a Rajtaütés küldetésben.',
    },
    type: 'boolean',
    default: true,
    label: 'Destruction: extra round',
    description: 'Destruction marks its extra round as optional; by default it is always played, as in Raid.',
    rule: 'DW-MSN-DEST-05',
  },
  {
    id: 'structure-missing-rows',
    hu: {
      label: 'Szerkezeti sebzéstáblázat: elveszett sorok',
      description:
        'A szerkezeti sebzéstáblázat a 4-5-ös sor után félbeszakad: ha az ERŐ legalább 6-tal nagyobb az ELL-nél, az 1-esnél nagyobb dobáshoz nincs érték. Alapból a program jelzi, hogy az adat hiányzik; a másik mód a 4-5-ös sort olvassa, ami legfeljebb annyit ad, mint az elveszett sor adott volna. A csomagban megadott sorok mindig előbb jönnek.',
      valueLabels: { refuse: 'Jelezze, hogy az adat hiányzik', 'row-4-5': 'A 4-5-ös sort olvassa' },
    },
    type: 'choice',
    default: 'refuse',
    values: ['refuse', 'row-4-5'],
    valueLabels: { refuse: 'Say the data is missing', 'row-4-5': 'Read the 4-5 row' },
    label: 'Structure table: lost rows',
    description:
      'The structure damage table breaks off after its 4-5 row, so when STR beats RES by 6 or more a die above 1 finds no cell. By default the program says the data is missing; the fallback reads the 4-5 row, which gives no more than the lost row would have. Rows a pack supplies are always read first.',
    rule: 'DW-STRUCT-02',
  },
  {
    id: 'material-sp-rounding',
    hu: {
      label: 'Anyag SZP-je: kerekítés',
      description:
        'Egy fal, ajtó vagy szobor SZP-je az anyag SZP-értékének és a cm-ben mért vastagságnak a szorzata, felfelé kerekítve; a szöveg nem mondja meg, mit kell kerekíteni. Alapból a szorzatot (2,5 cm kő: 3 × 2,5 = 7,5, azaz 8), a másik mód előbb a vastagságot (3 × 3 = 9).',
      valueLabels: { product: 'A szorzatot kerekíti', thickness: 'Előbb a vastagságot kerekíti' },
    },
    type: 'choice',
    default: 'product',
    values: ['product', 'thickness'],
    valueLabels: { product: 'Round the product up', thickness: 'Round the thickness up first' },
    label: 'Material SP: rounding',
    description:
      "A wall, door or statue has its material's SP value times its thickness in cm, rounded up, and the text does not say which is rounded. By default the product (stone 2.5 cm thick: 3 × 2.5 = 7.5, so 8); the other reading rounds the thickness up before multiplying (3 × 3 = 9).",
    rule: 'DW-BUILD-01',
  },
  {
    id: 'treasure-retreat',
    hu: {
      label: 'Kincsvadászat: visszavonulás után',
      description:
        'Ha az egyik tábor visszavonul, a győztesé minden jelző, az ellenfeléi is. Alapból ez minden kirakott ékkövet jelent, a földön maradtakat is; a másik mód csak azokat adja neki, amelyeket a két tábor harcosai a csata végén tartottak.',
      valueLabels: { all: 'Minden kirakott ékkő', held: 'Csak a tartott ékkövek' },
    },
    type: 'choice',
    default: 'all',
    values: ['all', 'held'],
    valueLabels: { all: 'Every jewel laid out', held: 'Only the jewels held' },
    label: 'Treasure Hunt: after a retreat',
    description:
      "When a camp retreats, the victor takes the hunt's counters, his opponent's too. By default that is every jewel laid out, those still on the ground included; the other reading gives him only the jewels the two camps' fighters held when the battle ended.",
    rule: 'DW-MSN-TREA-07',
  },
  {
    id: 'convalescent-dead-with-medic',
    hu: {
      label: 'Lábadozó halálos dobása felcserrel',
      description:
        'Ha a csapatnak van felcsere, a halált jelentő nyers dobásról a felcser d6-ja dönt; a lábadozó katona viszont egy sorral feljebb olvas. A szabály nem mondja meg, melyik jön előbb. Alapból előbb a lábadozás sora számít: csak ha az eredmény így is halál, dob a felcser, különben a felcser sora is hozzáadódik (összesen két sor). A másik mód minden halált jelentő nyers dobást a felcser d6-jára bíz, a lábadozástól függetlenül.',
      valueLabels: { 'shift-first': 'Előbb a lábadozás sora', 'medic-roll': 'A felcser dob' },
    },
    type: 'choice',
    default: 'shift-first',
    values: ['shift-first', 'medic-roll'],
    valueLabels: { 'shift-first': 'Convalescence row first', 'medic-roll': "The medic's d6" },
    label: "Convalescent's raw Dead with a medic",
    description:
      "With a medic in the company a raw Dead goes to the medic's d6, yet a convalescent soldier reads his roll one row higher, and the rules do not say which comes first. By default the convalescence row is read first: only a result still Dead goes to the medic's die, and otherwise the medic's row is added too (two rows in all). The other reading sends every raw Dead to the medic's d6, convalescent or not.",
    rule: 'DW-RECUP-07',
  },
  {
    id: 'confirm-report',
    hu: {
      label: 'A csatajelentés jóváhagyása',
      description:
        'Amikor egy játékos jelenti a csata eredményét, a csata egy-egy oldaláért felelő többi játékos (a másik csapaté, vagy aki a semleges csapatot, illetve a Bíboros bandáját vezeti) elfogadja a jelentést, vagy visszaküldi, és akkor újra kell jelenteni; a csata utáni teendők csak az elfogadás után kezdődnek. Ha a csatában egyik oldalon sincs más játékos, a jelentés azonnal érvényes. Kapcsold ki, ha mindkét csapatot te magad vezeted egy képernyőn.',
    },
    type: 'boolean',
    default: true,
    oneScreen: false,
    label: 'Reports are confirmed',
    description:
      "When one player reports how a battle went, every other player who answers for a side of it (the other company's, or whoever runs the neutral company or the Cardinal's band) accepts the report or sends it back to be reported again, and the after-battle sequence waits for the acceptance. Where no other player answers for either side, the report stands at once. Switch it off when you run both companies yourself on one screen.",
  },
];

export function createRules(content: DogsContent, options: Options): Rules<CampaignState, Choice, CampaignState> {
  const setStage = (state: CampaignState, seat: string, stage: Stage): CampaignState => ({
    ...state,
    stages: { ...state.stages, [seat]: stage },
  });
  const withCompany = (state: CampaignState, step: Step): CampaignState => ({
    ...state,
    companies: { ...state.companies, [step.company.seat]: step.company },
  });
  // Made once here, not in every call of manage: legal choices call it for each candidate.
  const wrong = (choice: Choice, stage: Extract<Stage, { kind: 'formation' | 'after' }>): Result<Applied> =>
    fail('phase/wrong-step', `"${choice.kind}" is not a step you can take now (${stage.kind} ${stage.step})`);
  const lift = (state: CampaignState, r: Result<Step>): Result<Applied> =>
    r.ok ? ok({ state: withCompany(state, r.value), events: r.value.events }) : r;

  function manage(
    state: CampaignState,
    seat: string,
    stage: Extract<Stage, { kind: 'formation' | 'after' }>,
    choice: Choice,
    dice: Dice,
  ): Result<Applied> {
    const c = state.companies[seat];
    if (!c) throw new Error('unknown seat');
    const step = stage.step;
    switch (choice.kind) {
      case 'name-captain':
        if (stage.kind !== 'formation' || step !== 'captain') return wrong(choice, stage);
        {
          const r = nameCaptain(
            c,
            content,
            choice.profile,
            choice.name,
            choice.options,
            choice.faction,
            choice.aspects,
            choice.magic,
          );
          if (!r.ok) return r;
          return ok({
            state: setStage(withCompany(state, r.value), seat, { kind: 'formation', step: 'recruit' }),
            events: r.value.events,
          });
        }
      case 'recruit':
        if (step !== 'recruit' && step !== 'recruitment') return wrong(choice, stage);
        return lift(
          state,
          recruit(
            c,
            content,
            choice.profile,
            choice.name,
            choice.options,
            choice.faction,
            stage.kind === 'formation',
            choice.aspects,
            choice.magic,
          ),
        );
      case 'assign-ep':
        if (stage.kind !== 'formation' || step !== 'experience') return wrong(choice, stage);
        return lift(state, assignFormationEP(c, choice.soldier, choice.ep));
      case 'spend-ep':
        if (step !== 'experience') return wrong(choice, stage);
        return lift(state, spendEP(c, content, choice.soldier, choice.purchase));
      case 'choose-rank':
        if (step !== 'experience') return wrong(choice, stage);
        return lift(state, chooseRank(c, choice.soldier, choice.rank));
      case 'buy-attribute':
        if (step !== 'attributes') return wrong(choice, stage);
        return lift(state, buyAttribute(c, content, choice.attribute, choice.soldier));
      case 'exclude':
        if (step !== 'exclusions') return wrong(choice, stage);
        return lift(state, exclude(c, choice.soldier));
      case 'discharge-captain': {
        if (step !== 'exclusions') return wrong(choice, stage);
        const r = dischargeCaptain(c, content, dice);
        if (!r.ok) return r;
        // Discharge comes after the exclusions: straight on to recruitment.
        return ok({
          state: setStage(withCompany(state, r.value), seat, { kind: 'after', step: 'recruitment' }),
          events: r.value.events,
        });
      }
      case 'promote-lieutenant':
        if (step !== 'exclusions' && step !== 'recruitment') return wrong(choice, stage);
        return lift(state, promoteLieutenant(c));
      case 'grant-option':
        if (step !== 'recruit' && step !== 'recruitment') return wrong(choice, stage);
        return lift(state, grantOption(c, content, choice.from, choice.option, choice.to));
      case 'done':
        return done(state, seat, stage, dice);
      case 'choose-mission':
      case 'form-group':
      case 'balance':
      case 'compensate':
      case 'finish-preparation':
      case 'report':
      case 'confirm-report':
      case 'locate':
      case 'pick-offer':
      case 'neutral-cap':
      case 'neutral-group':
      case 'cardinal-controller':
      case 'extra-round':
      case 'free-event-card':
      case 'rumors':
        return wrong(choice, stage);
    }
  }

  function done(
    state: CampaignState,
    seat: string,
    stage: Extract<Stage, { kind: 'formation' | 'after' }>,
    dice: Dice,
  ): Result<Applied> {
    const c = state.companies[seat];
    if (!c) throw new Error('unknown seat');
    const events: GameEvent[] = [];
    if (stage.step === 'captain')
      return fail('formation/no-captain', 'Name a captain first', { rule: 'DW-RECRUIT-19' });
    if (stage.step === 'experience' && c.soldiers.some((s) => s.rankChoicePending))
      return fail('ep/rank-choice-pending', 'Choose Special or Elite for the soldier who reached 100 EP first', {
        rule: 'DW-EVOLVE-RANK-01',
      });
    let next = state;
    // Equipment nobody was named to benefit from by the end of recruitment is lost (W-12).
    if ((stage.step === 'recruit' || stage.step === 'recruitment') && pendingGrants(c).length > 0) {
      for (const g of pendingGrants(c))
        events.push({
          type: 'grant-lost',
          rule: 'DW-RECRUIT-13',
          seat,
          from: g.from,
          option: g.option,
          text: `Nobody was named for ${contentNames(content).byId(g.option, 'en')}: it is lost`,
        });
      next = withCompany(next, {
        company: { ...c, grants: (c.grants ?? []).filter((g) => g.to !== null) },
        events: [],
      });
    }
    let stageNext: Stage;
    if (stage.kind === 'formation') {
      switch (stage.step) {
        case 'recruit':
          stageNext = { kind: 'formation', step: 'experience' };
          break;
        case 'experience':
          if (c.formationEP > 0)
            events.push({
              type: 'ep-lost',
              rule: 'DW-EP-01',
              seat,
              ep: c.formationEP,
              // The company by name, for the log to say whose EP were lost.
              companies: { [seat]: c.name },
              text: `${c.name} never assigned ${c.formationEP} formation EP: they are lost`,
            });
          next = withCompany(next, { company: { ...c, formationEP: 0 }, events: [] });
          stageNext = { kind: 'formation', step: 'attributes' };
          break;
        case 'attributes':
          stageNext = { kind: 'waiting' };
          break;
      }
    } else {
      switch (stage.step) {
        case 'exclusions':
          stageNext = { kind: 'after', step: 'recruitment' };
          break;
        case 'recruitment':
          // Phase 5 opens: the EP earned are added, ranks and champions follow.
          next = gainEarned(next, seat, events);
          stageNext = { kind: 'after', step: 'experience' };
          break;
        case 'experience':
          stageNext = { kind: 'after', step: 'attributes' };
          break;
        case 'attributes':
          stageNext = { kind: 'waiting' };
          break;
      }
    }
    next = setStage(next, seat, stageNext);
    next = advance(next, dice, events);
    return ok({ state: next, events });
  }

  /** The last step of a group's preparation (`finishPreparation`), or with `probe` only its checks. */
  function prepare(
    state: CampaignState,
    b: Battle,
    seat: string,
    choice: Extract<Choice, { kind: 'finish-preparation' }>,
    dice: Dice,
    probe: boolean,
  ): Result<Applied> {
    return finishPreparation(
      state,
      b,
      seat,
      choice.bonesetter,
      choice.training,
      dice,
      content,
      choice.advantages ?? [],
      options['destruction-extra-round'] !== false,
      choice.extraRound === true,
      probe,
    );
  }

  function battleStep(state: CampaignState, seat: string, b: Battle, choice: Choice, dice: Dice): Result<Applied> {
    switch (choice.kind) {
      case 'choose-mission':
        return b.step === 'choose-mission' ? chooseMission(state, b, choice.mission, dice) : wrongBattleStep(choice, b);
      case 'form-group':
        return b.step === 'groups' ? formGroup(state, b, seat, choice, content) : wrongBattleStep(choice, b);
      case 'balance':
        return b.step === 'balance'
          ? balance(state, b, seat, choice.soldiers, choice.hires, content, choice.assets)
          : wrongBattleStep(choice, b);
      case 'compensate':
        return b.step === 'compensate'
          ? compensate(state, b, seat, choice.eventCards, choice.objects, content)
          : wrongBattleStep(choice, b);
      case 'finish-preparation':
        return b.step === 'final' ? prepare(state, b, seat, choice, dice, false) : wrongBattleStep(choice, b);
      case 'free-event-card':
        return b.step === 'free-event-card'
          ? answerFreeEventCard(state, b, choice.take, dice, options['destruction-extra-round'] !== false)
          : wrongBattleStep(choice, b);
      case 'report': {
        if (b.step !== 'report') return wrongBattleStep(choice, b);
        if (b.reported)
          return fail('report/awaiting-acceptance', 'A report was given: it is accepted or sent back first');
        const allowed = reportAllowed(state, b, choice.report);
        if (!allowed.ok) return allowed;
        const confirmers = options['confirm-report'] === false ? [] : reportConfirmers(state, b, seat);
        // A report nobody else accepts stands at once: the log still says what it was.
        if (confirmers.length === 0)
          return settleReport(state, b, choice.report, dice, [
            {
              type: 'report-taken',
              seat,
              battle: b.id,
              ...reportFields(state, b, choice.report, [seat]),
              text: `${companyOf(state, seat)} reports battle ${b.id}: ${reportText(state, content, choice.report)}`,
            },
          ]);
        // The report waits for the other players whose companies fought: nothing is settled yet.
        return ok({
          state: withBattle(state, { ...b, reported: { by: seat, report: choice.report, awaiting: confirmers } }),
          events: [
            {
              type: 'report-given',
              seat,
              battle: b.id,
              awaiting: confirmers,
              ...reportFields(state, b, choice.report, [seat, ...confirmers]),
              text: `${companyOf(state, seat)} reports battle ${b.id} (${reportText(state, content, choice.report)}); ${confirmers.map((s) => companyOf(state, s)).join(', ')} to accept it`,
            },
          ],
        });
      }
      case 'confirm-report': {
        const given = b.reported;
        if (b.step !== 'report' || !given) return wrongBattleStep(choice, b);
        const { reported: _given, ...before } = b;
        if (!choice.accept)
          // Sent back: the battle is as it was before the report, asked again of any of its players.
          return ok({
            state: withBattle(state, before),
            events: [
              {
                type: 'report-refused',
                seat,
                battle: b.id,
                by: given.by,
                // The report sent back, for its player to correct and give again.
                ...reportFields(state, b, given.report, [seat, given.by]),
                text: `${companyOf(state, seat)} sends the report of battle ${b.id} back: it is to be given again`,
              },
            ],
          });
        const accepted: GameEvent = {
          type: 'report-accepted',
          seat,
          battle: b.id,
          by: given.by,
          companies: companiesOf(state, [seat, given.by]),
          text: `${companyOf(state, seat)} accepts the report of battle ${b.id}`,
        };
        const awaiting = given.awaiting.filter((s) => s !== seat);
        if (awaiting.length > 0)
          return ok({ state: withBattle(state, { ...b, reported: { ...given, awaiting } }), events: [accepted] });
        return settleReport(withBattle(state, before), before, given.report, dice, [accepted]);
      }
      case 'locate':
      case 'pick-offer':
      case 'neutral-cap':
      case 'neutral-group':
      case 'cardinal-controller':
      case 'extra-round':
      case 'rumors':
      case 'name-captain':
      case 'recruit':
      case 'assign-ep':
      case 'spend-ep':
      case 'choose-rank':
      case 'buy-attribute':
      case 'exclude':
      case 'discharge-captain':
      case 'promote-lieutenant':
      case 'done':
      case 'grant-option':
        return wrongBattleStep(choice, b);
    }
  }

  /** The battle's report settled: the after-battle sequence, then whatever the campaign does next. */
  function settleReport(
    state: CampaignState,
    b: Battle,
    report: AfterActionReport,
    dice: Dice,
    before: readonly GameEvent[],
  ): Result<Applied> {
    const passive = b.seats[1];
    const r = submitReport(
      state,
      b,
      report,
      content,
      dice,
      b.cardinal ? { band: passive } : b.neutral ? { unrecorded: passive } : {},
      options,
    );
    if (!r.ok) return r;
    const events = [...before, ...r.value.events];
    let next = r.value.state;
    if (b.neutral) {
      const companies = { ...next.companies };
      delete companies[passive];
      next = { ...next, companies };
    }
    if (b.cardinal) {
      const hunterWon = report.results[b.seats[0]] === 'victory';
      // The hunter's victory ends the campaign (DW-CAMPAIGN-27), but not before the battle's
      // experience is added (DW-CAMPAIGN-22, DW-EP-04): his soldiers' and every company's still
      // waiting for its phase 5.
      if (hunterWon) for (const seat of next.seats) next = gainEarned(next, seat, events);
      next = afterCardinalReport(next, hunterWon, events);
    }
    return ok({ state: advance(next, dice, events), events });
  }

  function huntStep(
    state: CampaignState,
    seat: string,
    a: Extract<Asked, { kind: 'hunt' }>,
    choice: Choice,
    dice: Dice,
  ): Result<Applied> {
    switch (choice.kind) {
      case 'locate':
      case 'pick-offer':
      case 'neutral-cap':
      case 'neutral-group':
      case 'cardinal-controller':
      case 'rumors': {
        const r = applyHunt(state, seat, a, choice, dice);
        if (!r.ok) return r;
        const events = [...r.value.events];
        return ok({ state: advance(r.value.state, dice, events), events });
      }
      case 'extra-round':
        // A step of the battle, with the house rule on Destruction's own round.
        return a.what === 'extra-round' && a.battle
          ? bandRound(state, a.battle, choice.add, dice, options['destruction-extra-round'] !== false)
          : fail('phase/wrong-step', `"${choice.kind}" is not what the campaign waits for (${a.what})`);
      case 'free-event-card':
        // The neutral company's, answered by the player who runs it: a step of its battle.
        return a.what === 'free-event-card' && a.battle
          ? answerFreeEventCard(state, a.battle, choice.take, dice, options['destruction-extra-round'] !== false)
          : fail('phase/wrong-step', `"${choice.kind}" is not what the campaign waits for (${a.what})`);
      default:
        return fail('phase/wrong-step', `"${choice.kind}" is not what the campaign waits for (${a.what})`);
    }
  }

  function apply(state: CampaignState, seat: string, choice: Choice, dice: Dice): Result<Transition<CampaignState>> {
    if (state.finished) return fail('game/over', 'The league is over');
    const a = asked(state, seat);
    if (!a) return fail('phase/not-your-decision', `Seat "${seat}" has nothing to decide now`);
    const r =
      a.kind === 'stage' && (a.stage.kind === 'formation' || a.stage.kind === 'after')
        ? manage(state, seat, a.stage, choice, dice)
        : a.kind === 'battle'
          ? battleStep(state, seat, a.battle, choice, dice)
          : a.kind === 'hunt'
            ? huntStep(state, seat, a, choice, dice)
            : fail('phase/not-your-decision', 'Nothing to decide');
    if (!r.ok) return r;
    return ok({ state: r.value.state, events: r.value.events });
  }

  /** Whether `apply` takes the choice, with stand-in dice: the test of the candidates listed so. */
  function allowed(state: CampaignState, seat: string, choice: Choice): boolean {
    return apply(state, seat, choice, probeDice()).ok;
  }

  function legalChoices(state: CampaignState, seat: string): Choice[] {
    const a = asked(state, seat);
    if (!a || state.finished) return [];
    const c = state.companies[seat];
    if (!c) return [];
    if (a.kind === 'hunt') return huntCandidates(state, seat, a, c).filter((ch) => allowed(state, seat, ch));
    if (a.kind === 'stage') {
      const stage = a.stage;
      if (stage.kind !== 'formation' && stage.kind !== 'after') return [];
      const out: Choice[] = [];
      switch (stage.step) {
        case 'captain':
          for (const p of content.profiles) {
            // A magician's Element and path of choice: the first he may name, as the list gives
            // each recruit one name of the many he may take (the rules accept any he names).
            const magic = anyMagicChoice(p, content);
            for (const aspects of aspectLayoutsToName(p)) {
              // What `apply` answers at this step (see manage), without building the next state;
              // the probe reads no name, so the captain is named only once he is offered.
              if (!canNameCaptain(c, content, p.id, '', [], null, aspects, magic)) continue;
              out.push({
                kind: 'name-captain',
                profile: p.id,
                name: nameWithin(proposedName(p, true, c.nextId, c.names ?? 'en')),
                options: [],
                faction: null,
                ...(aspects ? { aspects } : {}),
                ...(magic ? { magic } : {}),
              });
            }
          }
          return out;
        case 'recruit':
        case 'recruitment': {
          // `recruit` refuses every profile without a captain or at maximum strength: ask once.
          const captain = findSoldier(c, c.captain);
          const room = captain !== undefined && actualStrength(c) < maximumStrength(c, content).total;
          // A recruit without options is worth his profile's value, and `recruit` refuses one
          // worth more than the points left (DW-COMPANY-03); it refuses the profiles left out of
          // `recruitableProfiles` too, so only the others are tried.
          // What the probes ask of the company, worked out once for them all.
          const facts = captain && room ? recruitFacts(c, content) : undefined;
          const points = c.renown - (facts ? facts.value : 0);
          const founder = stage.kind === 'formation';
          for (const p of facts && captain ? recruitableProfiles(content, c.people, captain) : []) {
            if (p.value > points) continue;
            const magic = anyMagicChoice(p, content);
            for (const aspects of aspectLayoutsToName(p)) {
              // The probe reads no name: the recruit is named only once he is offered.
              if (!canRecruit(c, content, p.id, '', [], null, founder, aspects, magic, facts)) continue;
              out.push({
                kind: 'recruit',
                profile: p.id,
                name: nameWithin(proposedName(p, false, c.nextId, c.names ?? 'en')),
                options: [],
                faction: null,
                ...(aspects ? { aspects } : {}),
                ...(magic ? { magic } : {}),
              });
            }
          }
          const promote: Choice = { kind: 'promote-lieutenant' };
          if (allowed(state, seat, promote)) out.push(promote);
          for (const g of pendingGrants(c)) {
            const to = c.soldiers.find((s) => isMember(s) && s.id !== g.from);
            if (to) out.push({ kind: 'grant-option', from: g.from, option: g.option, to: to.id });
          }
          out.push({ kind: 'done' });
          return out;
        }
        case 'experience': {
          const pending = c.soldiers.find((s) => s.rankChoicePending);
          if (pending)
            return [
              { kind: 'choose-rank', soldier: pending.id, rank: 'Special' },
              { kind: 'choose-rank', soldier: pending.id, rank: 'Elite' },
            ];
          if (stage.kind === 'formation' && c.formationEP > 0) {
            for (const s of c.soldiers) {
              const ep = Math.min(c.formationEP, 30 - s.ep.acquired, 10);
              if (ep > 0 && s.founder) out.push({ kind: 'assign-ep', soldier: s.id, ep });
            }
          }
          for (const s of c.soldiers) {
            if (unusedEP(s) <= 0) continue;
            // The purchases every soldier is offered are made once (STANDARD_PURCHASES) and
            // copied into the choices listed; the soldier is handed over as found here rather
            // than looked up again for each purchase (ids are unique within a company).
            for (const p of STANDARD_PURCHASES)
              if (canSpendEPOn(c, content, s, p)) out.push({ kind: 'spend-ep', soldier: s.id, purchase: { ...p } });
            for (const ab of s.abilities) {
              const p: Purchase = { kind: 'improve-ability', ability: ab.name };
              if (canSpendEPOn(c, content, s, p)) out.push({ kind: 'spend-ep', soldier: s.id, purchase: p });
            }
          }
          out.push({ kind: 'done' });
          return out;
        }
        case 'attributes': {
          const targets = [null, ...c.soldiers.filter(isMember).map((s) => s.id)];
          for (const attr of content.attributes) {
            // What `buyAttribute` refuses whoever the bearer (price, banned spell): ask once.
            if (!attributeOffer(c, content, attr.id).ok) continue;
            for (const target of targets) {
              if (canBuyAttribute(c, content, attr.id, target)) {
                out.push({ kind: 'buy-attribute', attribute: attr.id, soldier: target });
                break;
              }
            }
          }
          out.push({ kind: 'done' });
          return out;
        }
        case 'exclusions': {
          for (const ch of [{ kind: 'discharge-captain' }, { kind: 'promote-lieutenant' }] as Choice[])
            if (allowed(state, seat, ch)) out.push(ch);
          // Any number of soldiers may go (DW-EXCLUDE-01), each offered: every member but the
          // captain (DW-EXCLUDE-02); a Familiar leaves with his magician, not alone (DW-EXCLUDE-03).
          for (const s of c.soldiers)
            if (isMember(s) && s.id !== c.captain) out.push({ kind: 'exclude', soldier: s.id });
          out.push({ kind: 'done' });
          return out;
        }
      }
    }
    const b = a.battle;
    switch (a.step) {
      case 'choose-mission':
        return REGULAR_MISSIONS.map((m): Choice => ({ kind: 'choose-mission', mission: m }));
      case 'groups':
        // What `apply` answers at this step (battleStep hands a group to formGroup while the
        // battle waits for groups), without building the state after it.
        return groupCandidates(c, state.mode === 'hang-em-high').filter(
          (ch) => ch.kind === 'form-group' && canFormGroup(state, b, seat, ch, content),
        );
      case 'balance':
        return balanceCandidates(state, b, seat).filter((ch) => allowed(state, seat, ch));
      case 'compensate': {
        const g = b.groups[seat];
        const first = g?.soldiers[0] ?? g?.hires[0];
        const out: Choice[] = [{ kind: 'compensate', eventCards: 0, objects: [] }];
        if (first)
          out.push({ kind: 'compensate', eventCards: 0, objects: [{ fighter: first, object: SINGLE_USE_OBJECTS[0] }] });
        return out.filter((ch) => allowed(state, seat, ch));
      }
      case 'final': {
        const g = b.groups[seat];
        const out: Array<Extract<Choice, { kind: 'finish-preparation' }>> = [
          { kind: 'finish-preparation', bonesetter: [], training: [] },
        ];
        const wounded = (g?.soldiers ?? []).filter((id) => (findSoldier(c, id)?.aftereffect ?? 'none') !== 'none');
        if (wounded.length > 0) out.push({ kind: 'finish-preparation', bonesetter: wounded, training: [] });
        const idle = c.soldiers.find(
          (s) =>
            isMember(s) &&
            s.aftereffect === 'none' &&
            !(g?.soldiers.includes(s.id) ?? false) &&
            !(g?.explorers.includes(s.id) ?? false),
        );
        if (idle) out.push({ kind: 'finish-preparation', bonesetter: [], training: [{ soldier: idle.id, ep: 5 }] });
        // Each way of finishing again with the round the weaker side may add (DW-MISSION-PRE-35).
        const longer = out.map((ch) => ({ ...ch, extraRound: true }));
        // What `apply` answers at this step (battleStep's `prepare`), without writing up the
        // sheet or laying out the battle.
        return [...out, ...longer].filter((ch) => prepare(state, b, seat, ch, probeDice(), true).ok);
      }
      case 'free-event-card':
        return [
          { kind: 'free-event-card', take: true },
          { kind: 'free-event-card', take: false },
        ];
      case 'report':
        // What `apply` answers at this step: the report's own check (nothing after it refuses),
        // without running the after-battle sequence.
        return b.step === 'report'
          ? reportCandidates(state, b)
              .filter((report) => reportAllowed(state, b, report).ok)
              .map((report): Choice => ({ kind: 'report', report }))
          : [];
      case 'confirm-report':
        return [
          { kind: 'confirm-report', accept: true },
          { kind: 'confirm-report', accept: false },
        ];
    }
  }

  function huntCandidates(
    state: CampaignState,
    seat: string,
    a: Extract<Asked, { kind: 'hunt' }>,
    c: Company,
  ): Choice[] {
    const others = state.seats.filter((s) => s !== seat && state.stages[s]?.kind !== 'out');
    switch (a.what) {
      case 'locate':
        return [
          { kind: 'locate', attempt: true },
          { kind: 'locate', attempt: false },
        ];
      case 'pick-offer':
        return [...new Set(state.hunt?.offers ?? [])].map((offer): Choice => ({ kind: 'pick-offer', offer }));
      case 'rumors':
        return [
          { kind: 'rumors', corruption: false },
          { kind: 'rumors', corruption: true },
        ];
      case 'cardinal-controller':
        // Any player but the hunter, the one asked included: alone against the hunter, he runs it himself.
        return state.seats
          .filter((s) => s !== state.hunt?.hunter && state.stages[s]?.kind !== 'out')
          .map((s): Choice => ({ kind: 'cardinal-controller', seat: s }));
      case 'neutral-cap': {
        // Caps that some group the player can form meets exactly.
        const b = a.battle;
        const values = new Set<number>();
        if (b)
          for (const g of groupCandidates(c)) {
            if (g.kind !== 'form-group') continue;
            const free: Battle = { ...b, neutral: { controller: null, cap: null }, groups: { [seat]: null } };
            const r = formGroup(state, free, seat, g, content);
            const v = r.ok ? r.value.state.battles.find((x) => x.id === b.id)?.groups[seat]?.value : undefined;
            if (v !== undefined) values.add(v);
          }
        // Only caps a player may set: a group worth more than the most is not offered as one.
        const caps = [...values]
          .filter((v) => v <= NEUTRAL_CAP_MAX)
          .sort((x, y) => y - x)
          .slice(0, 2);
        if (caps.length === 0) caps.push(Math.min(NEUTRAL_CAP_MAX, neutralCapCandidate(c)));
        // Alone in the campaign, he runs the neutral company himself.
        const controllers = others.length > 0 ? others.slice(0, 2) : [seat];
        return caps.flatMap((cap) => controllers.map((s): Choice => ({ kind: 'neutral-cap', cap, controller: s })));
      }
      case 'neutral-group': {
        const cap = a.battle?.neutral?.cap ?? 0;
        return [
          { kind: 'neutral-group', value: cap },
          { kind: 'neutral-group', value: Math.max(0, cap - 9) },
        ];
      }
      case 'extra-round':
        return [
          { kind: 'extra-round', add: true },
          { kind: 'extra-round', add: false },
        ];
      case 'free-event-card':
        return [
          { kind: 'free-event-card', take: true },
          { kind: 'free-event-card', take: false },
        ];
      case 'cardinal-report':
        return [];
    }
  }

  function groupCandidates(c: Company, hunt = false): Choice[] {
    const healthy = c.soldiers.filter((s) => isMember(s) && (s.structure === null || s.structure.current > 0));
    const prospectors = healthy.filter((s) => s.role === 'prospector' && s.aftereffect === 'none');
    const fighters = healthy.filter((s) => !prospectors.includes(s));
    const all = healthy.map((s) => s.id);
    const out: Choice[] = [];
    const withAttrs = (ids: string[]) =>
      healthy
        .filter((s) => ids.includes(s.id))
        .flatMap((s) =>
          s.attributes.filter((a) => a.kind !== 'familiar').map((a) => ({ soldier: s.id, attribute: a.id })),
        );
    out.push({ kind: 'form-group', soldiers: all, attributes: [], hires: [], explorers: [] });
    const withFamiliars = c.soldiers
      .filter((s) => s.familiarOf === null || all.includes(s.familiarOf))
      .map((s) => s.id);
    if (withFamiliars.length > all.length)
      out.push({ kind: 'form-group', soldiers: withFamiliars, attributes: [], hires: [], explorers: [] });
    out.push({ kind: 'form-group', soldiers: all, attributes: withAttrs(all), hires: [], explorers: [] });
    if (fighters.length > 0 && prospectors.length > 0)
      out.push({
        kind: 'form-group',
        soldiers: fighters.map((s) => s.id),
        attributes: [],
        hires: [],
        explorers: prospectors.map((s) => s.id),
      });
    if (hunt && fighters.length > 0 && prospectors.length > 0)
      out.push({
        kind: 'form-group',
        soldiers: fighters.map((s) => s.id),
        attributes: [],
        hires: [],
        explorers: [],
        searchers: prospectors.map((s) => s.id),
      });
    const first = healthy[0];
    if (first) out.push({ kind: 'form-group', soldiers: [first.id], attributes: [], hires: [], explorers: [] });
    const half = healthy.slice(0, Math.ceil(healthy.length / 2)).map((s) => s.id);
    out.push({ kind: 'form-group', soldiers: half, attributes: [], hires: [], explorers: [] });
    const merc = content.profiles.find((p) => p.mercenary && !p.character && p.value <= c.resources);
    if (merc && first)
      out.push({ kind: 'form-group', soldiers: [first.id], attributes: [], hires: [merc.id], explorers: [] });
    // A small company makes some of these the same group: each is offered once.
    return distinct(out);
  }

  function balanceCandidates(state: CampaignState, b: Battle, seat: string): Choice[] {
    const c = state.companies[seat];
    const mine = b.groups[seat];
    const theirs = b.groups[b.seats[0] === seat ? b.seats[1] : b.seats[0]];
    if (!c || !mine || !theirs) return [];
    const range = balancingRange(mine.value, theirs.value);
    // The company's soldiers by id, the first of an id as findSoldier finds him: the lookups
    // below ask for every soldier of the group, more than once.
    const byId = new Map<string, Company['soldiers'][number]>();
    for (const s of c.soldiers) if (!byId.has(s.id)) byId.set(s.id, s);
    const worth = (id: string): number => {
      const s = byId.get(id);
      const attrs = mine.attributes
        .filter((a) => a.soldier === id)
        .reduce((sum, a) => sum + (s?.attributes.find((x) => x.id === a.attribute)?.cost ?? 0), 0);
      // A Familiar counts by its cost as its magician's attribute (DW-ATTR-15), as `balance` values it.
      if (s && s.familiarOf !== null) return attrs + familiarCost(c, s);
      return (s ? soldierValue(s) : 0) + attrs;
    };
    // A Familiar goes only with its magician (DW-ATTR-15): a magician and the Familiars of his in
    // the group are kept or left together; hired fighters are kept or left one by one.
    interface Unit {
      readonly soldiers: readonly string[];
      readonly hires: readonly string[];
      /** The company's machines and nexuses this unit keeps on the sheet. */
      readonly assets: readonly string[];
      readonly value: number;
    }
    const masterOf = (id: string): string | null => byId.get(id)?.familiarOf ?? null;
    const units: Unit[] = [];
    for (const id of mine.soldiers) {
      if (masterOf(id) !== null && mine.soldiers.includes(masterOf(id) as string)) continue;
      const ids = [id, ...mine.soldiers.filter((f) => masterOf(f) === id)];
      units.push({ soldiers: ids, hires: [], assets: [], value: ids.reduce((sum, x) => sum + worth(x), 0) });
    }
    for (const h of mine.hires)
      units.push({ soldiers: [], hires: [h], assets: [], value: content.profiles.find((p) => p.id === h)?.value ?? 0 });
    // The machines and nexuses on the sheet, by id as a balance names those kept (two of one id
    // are kept or left together).
    const assetIds = [...new Set(mine.attributes.filter((a) => a.soldier === null).map((a) => a.attribute))];
    const assetUnits: Unit[] = assetIds.map((x) => ({
      soldiers: [],
      hires: [],
      assets: [x],
      value:
        mine.attributes.filter((a) => a.soldier === null && a.attribute === x).length *
        (c.assets.find((y) => y.id === x)?.cost ?? 0),
    }));
    const assets = assetUnits.reduce((sum, u) => sum + u.value, 0);
    const out: Choice[] = [];
    // The three highest balances within the range, all the machines kept.
    for (const picked of highest(assets, units, range, () => true))
      out.push({ kind: 'balance', soldiers: picked.flatMap((u) => u.soldiers), hires: picked.flatMap((u) => u.hires) });
    // When the group must come down, leaving a machine or nexus at home may come closer to the
    // limit than any fighters left: the highest ways with the machines picked like fighters are
    // offered too when they leave one, naming those kept. Within 50 the whole group is the
    // highest way, and nothing more is offered.
    // The machines come after the fighters: a sum the fighters reach is found as theirs first.
    const leaves = (picked: readonly Unit[]) =>
      picked.some((u) => u.assets.length === 0) && picked.filter((u) => u.assets.length > 0).length < assetIds.length;
    if (assetUnits.length > 0 && mine.value > range.max)
      for (const picked of highest(0, [...units, ...assetUnits], range, leaves))
        out.push({
          kind: 'balance',
          soldiers: picked.flatMap((u) => u.soldiers),
          hires: picked.flatMap((u) => u.hires),
          assets: picked.flatMap((u) => u.assets),
        });
    // A single fighter may always be sent alone (any fighter but a Familiar, who needs his
    // magician), though never one worth less than the other group (DW-MISSION-PRE-17).
    const singles = [
      ...mine.soldiers
        .filter((id) => masterOf(id) === null)
        .map((id) => ({ soldiers: [id], hires: [] as string[], value: worth(id) })),
      ...units.filter((u) => u.hires.length > 0),
    ]
      .filter((u) => u.value >= range.min)
      .sort((x, y) => x.value - y.value);
    const cheapest = singles[0];
    if (cheapest) out.push({ kind: 'balance', soldiers: [...cheapest.soldiers], hires: [...cheapest.hires] });
    // Where no way within the range is left, the group is kept as it is rather than cut below the
    // other's (DW-MISSION-PRE-17); where one is, the rules refuse it and it is not listed.
    const whole: Choice = { kind: 'balance', soldiers: [...mine.soldiers], hires: [...mine.hires] };
    if (!out.some((x) => canonicalJson(x) === canonicalJson(whole))) out.push(whole);
    // Truly alone, too, when the group must come down: with the machines and nexuses kept he may
    // be refused (a nexus must fit the lowered group, A-40), and some way to balance must be left.
    if (cheapest && assetIds.length > 0 && mine.value > range.max)
      out.push({ kind: 'balance', soldiers: [...cheapest.soldiers], hires: [...cheapest.hires], assets: [] });
    return distinct(out);
  }

  /**
   * The ways to balance worth the most within the range, three at most of those `usable`, each as
   * the units picked: subset sums from `start` up to the top of the range, with one way to reach each, the
   * first found, each unit extending the sums reached before it, in the order they were reached.
   * A sum is kept as the sum it extends and the unit added, and its units are read back only for
   * the few offered (copying the lists for every sum reached made this quadratic in the group's size).
   */
  function highest<U extends { readonly value: number }>(
    start: number,
    units: readonly U[],
    range: { min: number; max: number },
    usable: (picked: readonly U[]) => boolean,
  ): U[][] {
    const sums: number[] = [start];
    const parent: number[] = [-1];
    const added: Array<U | null> = [null];
    const reached = new Set<number>([start]);
    for (const u of units) {
      const before = sums.length;
      for (let i = 0; i < before; i++) {
        const t = (sums[i] as number) + u.value;
        if (t <= range.max && !reached.has(t)) {
          reached.add(t);
          sums.push(t);
          parent.push(i);
          added.push(u);
        }
      }
    }
    // Every sum but the first (nothing picked) within the range, highest first.
    const fits: number[] = [];
    for (let i = 1; i < sums.length; i++) if ((sums[i] as number) >= range.min) fits.push(i);
    fits.sort((x, y) => (sums[y] as number) - (sums[x] as number));
    const out: U[][] = [];
    for (const i of fits) {
      const picked: U[] = [];
      for (let j = i; j > 0; j = parent[j] as number) picked.push(added[j] as U);
      picked.reverse();
      if (usable(picked)) out.push(picked);
      if (out.length === 3) break;
    }
    return out;
  }

  return {
    seats(setup: unknown) {
      const parsed = setupSchema.safeParse(setup);
      return parsed.success ? parsed.data.companies.map((c) => c.seat) : [];
    },
    setup(setup: unknown): Result<CampaignState> {
      const parsed = setupSchema.safeParse(setup);
      if (!parsed.success)
        return fail('setup/invalid', `The league set-up is not valid: ${parsed.error.issues[0]?.message ?? ''}`);
      const seats = parsed.data.companies.map((c) => c.seat);
      // Every battle sets two players' companies against each other, a neutral company's included
      // (run by another player, DW-CAMPAIGN-06): one company alone has nobody to fight.
      if (seats.length < MIN_COMPANIES)
        return fail(
          'setup/too-few-companies',
          `A campaign needs at least ${MIN_COMPANIES} companies, not ${seats.length}: every battle sets two players' companies against each other`,
        );
      if (new Set(seats).size !== seats.length) return fail('setup/duplicate-seat', 'Each company needs its own seat');
      const hunt = parsed.data.campaign === 'hang-em-high';
      if (hunt && seats.some((s) => s === CARDINAL_SEAT || s === NEUTRAL_SEAT))
        return fail('setup/reserved-seat', `"${CARDINAL_SEAT}" and "${NEUTRAL_SEAT}" are kept for the campaign`);
      const companies: Record<string, Company> = {};
      const stages: Record<string, Stage> = {};
      for (const c of parsed.data.companies) {
        companies[c.seat] = newCompany(c.seat, c.name, parsed.data.names === 'hu' ? 'hu' : undefined);
        stages[c.seat] = { kind: 'formation', step: 'captain' };
      }
      if (hunt) companies[CARDINAL_SEAT] = cardinalBand();
      return ok({
        mode: hunt ? 'hang-em-high' : 'league',
        ...(hunt
          ? {
              hunt: newHunt(
                seats,
                parsed.data.missions,
                options['strategist'] === 'none' ? 'none' : 'military-advisor',
              ),
            }
          : {}),
        seats,
        missionsPlanned: parsed.data.missions,
        round: 0,
        companies,
        stages,
        battles: [],
        earned: {},
        nextBattle: 1,
        history: [],
        finished: false,
      });
    },
    pending(state: CampaignState): Decision[] {
      if (state.finished) return [];
      const out: Decision[] = [];
      const reported = new Set<number>();
      for (const seat of state.seats) {
        const a = asked(state, seat);
        if (!a) continue;
        if (a.kind === 'battle' && a.step === 'report') {
          if (reported.has(a.battle.id)) continue;
          reported.add(a.battle.id);
          out.push({
            seats: reportSeats(state, a.battle),
            kind: 'dogs-of-war/report',
            prompt: PROMPTS.report ?? '',
          });
          continue;
        }
        const kind = decisionKind(a);
        out.push({ seats: [seat], kind: `dogs-of-war/${kind}`, prompt: PROMPTS[kind] ?? '' });
      }
      return out;
    },
    legalChoices,
    apply,
    fast: {
      // A campaign state is never changed where it lies (every step builds the next one), so the
      // search may share it: the clone is the state itself. The step is `apply`'s transition with
      // its result unwrapped; search only plays listed choices, so a refusal is a bug.
      clone: (s) => s,
      applyInPlace(s, seat, choice, dice) {
        const r = apply(s, seat, choice, dice);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        return r.value.state;
      },
    },
    view(state: CampaignState, seat: string | null): CampaignState {
      return withGroupsRevealedTogether(state, seat);
    },
    outcome(state: CampaignState): Outcome | null {
      if (!state.finished) return null;
      if (state.mode === 'hang-em-high') {
        const winner = state.hunt?.winner ?? null;
        return winner !== null
          ? { winners: [winner], draw: false, reason: 'The Cardinal has fallen' }
          : { winners: [], draw: true, reason: `The Cardinal escaped after ${state.hunt?.day ?? 0} days` };
      }
      const points = (seat: string) => {
        const s = state.companies[seat]?.stats;
        return s ? 3 * s.victories + s.draws : 0;
      };
      const best = Math.max(...state.seats.map(points));
      const winners = state.seats.filter((s) => points(s) === best);
      return { winners, draw: winners.length > 1, reason: `League standings after ${state.round} rounds` };
    },
    invariants(state: CampaignState, locale: Locale = 'en'): string[] {
      // The shape first, then the ids the rules look up: the checks below may assume both.
      const shape = shapeProblems(state, locale);
      if (shape.length > 0) return shape;
      const references = referenceProblems(content, state, locale);
      if (references.length > 0) return references;
      const say = sayIn(locale);
      const out: string[] = contradictions(content, state, locale);
      for (const seat of state.seats) {
        const c = state.companies[seat];
        if (!c) {
          out.push(say(`no company for ${seat}`, `${seat} helyén nincs csapat`));
          continue;
        }
        if (c.resources < 0)
          out.push(`${seat}: ${say(`negative resources ${c.resources}`, `negatív erőforrás (${c.resources})`)}`);
        const initial = c.soldiers.filter(isMember).reduce((sum, s) => sum + s.initialValue, 0);
        if (initial > c.renown)
          out.push(
            `${seat}: ${say(`recruited values ${initial} above renown ${c.renown}`, `a toborzott értékek összege (${initial}) nagyobb a hírnévnél (${c.renown})`)}`,
          );
        if (companyValue(c) > c.renown && companyValue(c) - initial <= 0)
          out.push(
            `${seat}: ${say('value above renown without experience', 'a csapat értéke tapasztalat nélkül nagyobb a hírnévnél')}`,
          );
        for (const s of c.soldiers) {
          if (s.ep.used + s.ep.lost > s.ep.acquired)
            out.push(
              `${seat}/${s.id}: ${say(`EP spent ${s.ep.used + s.ep.lost} above EP gained ${s.ep.acquired}`, `az elköltött TP (${s.ep.used + s.ep.lost}) több a szerzettnél (${s.ep.acquired})`)}`,
            );
          if (s.familiarOf !== null && !findSoldier(c, s.familiarOf))
            out.push(`${seat}/${s.id}: ${say('Familiar without its magician', 'familiáris a mágusa nélkül')}`);
        }
        if (c.captain !== null && !findSoldier(c, c.captain))
          out.push(`${seat}: ${say('captain missing', 'hiányzik a kapitány')}`);
        if (c.soldiers.filter((s) => s.role === 'lieutenant').length > 1)
          out.push(`${seat}: ${say('two lieutenants', 'két hadnagy')}`);
        if (c.formationEP < 0) out.push(`${seat}: ${say('negative formation EP', 'negatív alapítási TP')}`);
        void maximumStrength(c, content);
        void lieutenant(c);
      }
      return out;
    },
  };
}

/**
 * Stand-in dice for checking whether a choice is legal: they cycle through the faces, so an
 * opposed roll never ties forever. Legality never depends on what they show.
 */
export function probeDice(): Dice {
  return new ProbeDice();
}

// A class rather than an object of closures: legal choices make one for every candidate they try.
class ProbeDice implements Dice {
  private n = 0;
  roll(sides: number): number {
    return (this.n++ % sides) + 1;
  }
  rollFace<F extends string | number>(die: DieSpec<F>): F {
    const f = die.faces[this.n++ % die.faces.length];
    if (f === undefined) throw new Error('a die without faces');
    return f;
  }
  pick(k: number): number {
    return this.n++ % k;
  }
  shuffle<T>(items: readonly T[]): T[] {
    return [...items];
  }
  get used(): number {
    return this.n;
  }
}

/** Everything the report step refuses: Death to the Cardinal's missing draw, then the report's own check. */
export function reportAllowed(state: CampaignState, b: Battle, report: AfterActionReport): Result<void> {
  if (b.cardinal && Object.values(report.results).includes('draw'))
    return fail('report/no-draw', 'Death to the Cardinal has no draw', { rule: 'DW-CAMPAIGN-21' });
  return checkReport(state, b, report);
}

/**
 * What a seat may see of the battles: the players reveal their group values together
 * (DW-MISSION-PRE-17), so while a battle's groups are formed, a company that has formed its own
 * is hidden (`groups[seat]` null) from everyone but its own player until both have. The
 * Cardinal's band and a neutral company are set before the hunter forms his group and stay in
 * sight.
 */
export function withGroupsRevealedTogether(state: CampaignState, seat: string | null): CampaignState {
  let changed = false;
  const battles = state.battles.map((b): Battle => {
    if (b.step !== 'groups' || b.cardinal === true || b.neutral !== undefined) return b;
    const [s0, s1] = b.seats;
    if (b.groups[s0] && b.groups[s1]) return b;
    const hidden = b.seats.filter((s) => s !== seat && b.groups[s]);
    if (hidden.length === 0) return b;
    changed = true;
    return { ...b, groups: { ...b.groups, ...Object.fromEntries(hidden.map((s) => [s, null])) } };
  });
  return changed ? { ...state, battles } : state;
}

/**
 * Phase 5's first step (DW-EP-04): the EP a company's soldiers earned in the mission are added to
 * their totals, ranks and champion status following, and the company has none left to add.
 */
function gainEarned(state: CampaignState, seat: string, events: GameEvent[]): CampaignState {
  let company = state.companies[seat];
  if (!company) return state;
  for (const [id, ep] of Object.entries(state.earned[seat] ?? {})) {
    if (!findSoldier(company, id) || ep <= 0) continue;
    const stepped = addEP(company, id, ep);
    company = stepped.company;
    events.push(
      {
        type: 'ep-gained',
        rule: 'DW-EP-04',
        seat,
        soldier: id,
        ep,
        text: `${findSoldier(company, id)?.name ?? id} gains ${ep} EP`,
      },
      ...stepped.events,
    );
  }
  return { ...state, companies: { ...state.companies, [seat]: company }, earned: { ...state.earned, [seat]: {} } };
}

/** Destruction's elements as the Attacker's value sets them, idols all untouched. */
const conceded = (attackerValue: number): AfterActionReport['objectives'] => ({
  mission: 'destruction',
  elements: Array.from({ length: destructionElementCount(attackerValue) }, () => ({
    type: 'idol' as const,
    spLost: 0,
  })),
});

/**
 * A few plausible reports for bots and random play; players write their own. Each side's victory,
 * a draw, and each side's retreat.
 */
export function reportCandidates(state: CampaignState, b: Battle): AfterActionReport[] {
  const [s0, s1] = b.seats;
  const g0 = b.groups[s0]?.soldiers ?? [];
  const g1 = b.groups[s1]?.soldiers ?? [];
  const base = { deeds: [], wounds: [], structure: [], objectives: null, captures: [] };
  const value = (seat: string, id: string) => {
    const s = findSoldier(state.companies[seat] ?? { soldiers: [] }, id);
    return s ? soldierValue(s) : 10;
  };
  const victory = (w: string, l: string, wg: readonly string[], lg: readonly string[]): AfterActionReport => ({
    ...base,
    results: { [w]: 'victory', [l]: 'defeat' },
    retreat: null,
    deeds: wg.slice(0, 2).map((id, i) => ({
      kind: 'wound' as const,
      soldier: id,
      result: i === 0 ? ('killed-outright' as const) : ('serious' as const),
      targetValue: lg[0] ? value(l, lg[0]) : 10,
    })),
    wounds: lg
      .slice(0, 2)
      .map((id, i) => ({ soldier: id, state: i === 0 ? ('killed-outright' as const) : ('critical' as const) })),
  });
  const retreat = (w: string, l: string): AfterActionReport => ({
    ...base,
    results: { [w]: 'victory', [l]: 'defeat' },
    retreat: l,
    // A Defender retreating from Destruction names the elements, all conceded (DW-MSN-DEST-09).
    objectives: b.mission === 'destruction' && b.attacker === w ? conceded(b.groups[w]?.value ?? 0) : null,
  });
  // Each report of one side has its mirror for the other: the list favours neither.
  return [
    { ...base, results: { [s0]: 'draw', [s1]: 'draw' }, retreat: null },
    victory(s0, s1, g0, g1),
    victory(s1, s0, g1, g0),
    retreat(s1, s0),
    retreat(s0, s1),
  ];
}

export interface Standing {
  readonly seat: string;
  readonly name: string;
  readonly points: number;
  readonly victories: number;
  readonly draws: number;
  readonly defeats: number;
  readonly renown: number;
}

/** League table: 3 points a victory, 1 a draw; renown breaks ties. */
export function standings(state: CampaignState): Standing[] {
  return state.seats
    .map((seat) => {
      const c = state.companies[seat];
      const s = c?.stats ?? { missions: 0, victories: 0, draws: 0, defeats: 0 };
      return {
        seat,
        name: c?.name ?? seat,
        points: 3 * s.victories + s.draws,
        victories: s.victories,
        draws: s.draws,
        defeats: s.defeats,
        renown: c?.renown ?? 0,
      };
    })
    .sort((a, b) => b.points - a.points || b.renown - a.renown);
}

/** One company's missions, oldest first. */
export function companyHistory(state: CampaignState, seat: string): CampaignState['history'] {
  return state.history.filter((h) => h.seats.includes(seat));
}

/** The choices, each once (the first of equal ones kept, in order). */
function distinct(choices: readonly Choice[]): Choice[] {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const k = canonicalJson(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
