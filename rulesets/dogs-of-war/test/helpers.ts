import {
  Engine,
  LoadedDice,
  SeededDice,
  unwrap,
  type Dice,
  type GameEvent,
  type Match,
  type ScriptedRoll,
  type Violation,
} from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import type { AfterActionReport, Choice } from '../src/choices.ts';
import { companyValue, type Company, type Soldier } from '../src/company.ts';
import { NEUTRAL_SEAT, neutralCapCandidate } from '../src/hunt.ts';
import type { CampaignState } from '../src/state.ts';
import type { DogsContent } from '../src/content/schema.ts';
import { freshRecord } from '../src/management.ts';

export const engine = unwrap(Engine.create(dogsOfWarRuleset));
export const content = engine.content;

export type M = Match<CampaignState>;

export function start(missions = 3): M {
  return unwrap(
    engine.start(7, {
      companies: [
        { seat: 'red', name: 'Red' },
        { seat: 'blue', name: 'Blue' },
      ],
      missions,
    }),
  );
}

/**
 * A two-mission league of two companies (red and blue) on a pack of a test's own, and a `submit`
 * that plays a choice on it (every die scripted): null when accepted, else the refusal. `match()` is
 * the game so far.
 */
export function startLeague(
  pack: DogsContent,
  seed: number,
): { submit: (seat: string, c: Choice, rolls?: readonly ScriptedRoll[]) => Violation | null; match: () => M } {
  const eng = unwrap(Engine.create(dogsOfWarRuleset, { content: pack }));
  let m = unwrap(
    eng.start(seed, {
      companies: [
        { seat: 'red', name: 'Red' },
        { seat: 'blue', name: 'Blue' },
      ],
      missions: 2,
    }),
  );
  return {
    submit: (seat, c, rolls = []) => {
      // A report given is accepted at once by the other player (the option `confirm-report`): the
      // scripted dice are those of the after-battle sequence the acceptance starts.
      const r = eng.submit(m, seat, c, new LoadedDice(c.kind === 'report' ? [] : rolls));
      if (!r.ok) return r.error;
      m = r.value.match;
      for (const other of c.kind === 'report' ? awaitingReport(m.state, seat) : []) {
        const a = eng.submit(m, other, { kind: 'confirm-report', accept: true }, new LoadedDice(rolls));
        if (!a.ok) return a.error;
        m = a.value.match;
      }
      return null;
    },
    match: () => m,
  };
}

/** Submits a choice that must be accepted; every die it rolls must be scripted (none by default). */
/**
 * When the first battle waits for the stronger player to lower his group within 50 of the other
 * (optional, DW-MISSION-PRE-17), he keeps it whole; otherwise nothing is played. `play` and
 * `refuse` do this first for any choice but a balance, so a test that does not care about the
 * optional lowering need not answer it.
 */
export function keepGroup(m: M): M {
  const b = m.state.battles[0];
  if (b?.step !== 'balance') return m;
  const [s0, s1] = b.seats;
  const g0 = b.groups[s0];
  const g1 = b.groups[s1];
  if (!g0 || !g1 || Math.abs(g0.value - g1.value) > 50) return m;
  const [seat, g] = g0.value > g1.value ? [s0, g0] : [s1, g1];
  return play(m, seat, { kind: 'balance', soldiers: [...g.soldiers], hires: [...g.hires] }).match;
}

/**
 * The players still to accept the report `seat` just gave in his battle (the option
 * `confirm-report`), or none where it was settled at once.
 */
export function awaitingReport(state: CampaignState, seat: string): readonly string[] {
  return state.battles.find((b) => b.reported?.by === seat)?.reported?.awaiting ?? [];
}

/**
 * A report submitted on an engine of a test's own and accepted at once by the other players whose
 * companies fought (the option `confirm-report`): the dice are those of the acceptance, which
 * starts the after-battle sequence; the events are both steps'. Throws on a refusal.
 */
export function reported(
  eng: typeof engine,
  m: M,
  seat: string,
  choice: Choice,
  dice?: Dice,
): { match: M; events: GameEvent[] } {
  const r = eng.submit(m, seat, choice, dice ? new LoadedDice([]) : undefined);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  let match = r.value.match;
  const events = [...r.value.events];
  for (const other of awaitingReport(match.state, seat)) {
    const a = eng.submit(match, other, { kind: 'confirm-report', accept: true }, dice);
    if (!a.ok) throw new Error(`${a.error.code}: ${a.error.message}`);
    match = a.value.match;
    events.push(...a.value.events);
  }
  return { match, events };
}

/**
 * Plays a choice that must be accepted. A report is accepted at once by the other players whose
 * companies fought (the option `confirm-report`, proven by confirm-report.test.ts), so the rules
 * of the report and the after-battle sequence are tested as one step: the scripted dice are then
 * those of the acceptance that starts the sequence, and the events both steps'.
 */
export function play(
  m: M,
  seat: string,
  choice: Choice,
  rolls?: readonly ScriptedRoll[],
): { match: M; events: readonly GameEvent[] } {
  if (choice.kind !== 'balance') m = keepGroup(m);
  const dice = new LoadedDice(rolls ?? []);
  const r = engine.submit(m, seat, choice, choice.kind === 'report' ? new LoadedDice([]) : dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  let match = r.value.match;
  const events = [...r.value.events];
  for (const other of choice.kind === 'report' ? awaitingReport(match.state, seat) : []) {
    const a = engine.submit(match, other, { kind: 'confirm-report', accept: true }, dice);
    if (!a.ok) throw new Error(`${a.error.code}: ${a.error.message}`);
    match = a.value.match;
    events.push(...a.value.events);
  }
  if (dice && dice.remaining > 0) throw new Error(`${dice.remaining} scripted rolls were not used`);
  return { match, events };
}

/** Submits a choice that must be refused; returns the violation code and rule. */
export function refuse(m0: M, seat: string, choice: Choice): { code: string; rule?: string } {
  const m = choice.kind === 'balance' ? m0 : keepGroup(m0);
  const r = engine.submit(m, seat, choice, new LoadedDice([]));
  if (r.ok) throw new Error(`expected ${choice.kind} to be refused`);
  return r.error.rule === undefined ? { code: r.error.code } : { code: r.error.code, rule: r.error.rule };
}

export const company = (m: M, seat: string): Company => {
  const c = m.state.companies[seat];
  if (!c) throw new Error(`no company ${seat}`);
  return c;
};
export const soldierNamed = (m: M, seat: string, name: string): Soldier => {
  const s = company(m, seat).soldiers.find((x) => x.name === name);
  if (!s) throw new Error(`no soldier ${name}`);
  return s;
};

/** Runs a sequence of choices for one seat. */
export function playAll(m: M, seat: string, choices: readonly Choice[]): M {
  let cur = m;
  for (const c of choices) cur = play(cur, seat, c).match;
  return cur;
}

export const done: Choice = { kind: 'done' };
export const recruitC = (
  profile: string,
  name: string,
  options: string[] = [],
  faction: string | null = null,
): Choice => ({ kind: 'recruit', profile, name, options, faction });
export const captainC = (
  profile: string,
  name: string,
  options: string[] = [],
  faction: string | null = null,
): Choice => ({ kind: 'name-captain', profile, name, options, faction });

/** The book's formation example, up to the attribute step (W-20). */
export function orcCompany(m: M, seat = 'red'): M {
  let cur = playAll(m, seat, [
    // The example writes down the master of rites' Aspects as Creation 1, Alteration 1, Destruction 0.
    { ...captainC('jackal-master-of-rites', 'Grash'), aspects: { CRE: 1, ALT: 1, DES: 0 } } as Choice,
    recruitC('aurochs-horn-blower', 'Horn'),
    recruitC('jackal-warrior', 'Jaws'),
    recruitC('orc-brute', 'Brute', ['scimitar']),
    recruitC('goblin-archer', 'Snik'),
    done,
  ]);
  const id = (n: string) => soldierNamed(cur, seat, n).id;
  cur = playAll(cur, seat, [
    { kind: 'assign-ep', soldier: id('Grash'), ep: 30 },
    { kind: 'assign-ep', soldier: id('Jaws'), ep: 19 },
    { kind: 'assign-ep', soldier: id('Brute'), ep: 23 },
    { kind: 'assign-ep', soldier: id('Snik'), ep: 18 },
    { kind: 'spend-ep', soldier: id('Grash'), purchase: { kind: 'characteristic', characteristic: 'DEF' } },
    { kind: 'spend-ep', soldier: id('Jaws'), purchase: { kind: 'characteristic', characteristic: 'INI' } },
    { kind: 'spend-ep', soldier: id('Brute'), purchase: { kind: 'characteristic', characteristic: 'ATT' } },
  ]);
  return cur;
}

/** A small company for the other seat: a goblin boss and two goblin warriors, formation finished. */
export function goblinCompany(m: M, seat = 'blue'): M {
  return playAll(m, seat, [
    captainC('goblin-boss', 'Boss'),
    recruitC('goblin-warrior', 'Gob'),
    recruitC('goblin-warrior', 'Gab'),
    done,
    done,
    done,
  ]);
}

/**
 * Hang 'Em High for three companies (seed 11, five missions), red's and blue's goblin companies
 * formed (`goblinCompany`); green, the last, still forming.
 */
export function threeCompanyHunt(): M {
  const m = unwrap(
    engine.start(11, {
      companies: ['red', 'blue', 'green'].map((seat) => ({ seat, name: `The ${seat} company` })),
      missions: 5,
      campaign: 'hang-em-high',
    }),
  );
  return goblinCompany(goblinCompany(m, 'red'), 'blue');
}

/**
 * Hang 'Em High with two goblin companies on day 1: red, holding 100 clues, finds the Cardinal;
 * blue fights a neutral company that red runs, then, as the hunter's only opponent, runs the band
 * himself. Red forms his group of everyone, worth `hunterValue` when it is given (a campaign file's
 * edit: his captain's value raised, his renown with it), against the band's 300.
 */
export function cardinalAgainst(hunterValue?: number): M {
  let m = playAll(neutralAtReport(), 'blue', [
    {
      kind: 'report',
      report: {
        results: { blue: 'draw', [NEUTRAL_SEAT]: 'draw' },
        retreat: null,
        deeds: [],
        wounds: [],
        structure: [],
        objectives: null,
        captures: [],
      },
    },
    done,
    done,
    done,
    done,
    { kind: 'cardinal-controller', seat: 'blue' },
  ]);
  if (hunterValue !== undefined) {
    const gap = hunterValue - companyValue(company(m, 'red'));
    m = editCompany(m, 'red', (c) => ({
      ...c,
      renown: c.renown + gap,
      soldiers: c.soldiers.map((s) => (s.id === c.captain ? { ...s, initialValue: s.initialValue + gap } : s)),
    }));
  }
  return play(m, 'red', everyone(m, 'red')).match;
}

/**
 * The start of `cardinalAgainst`: Hang 'Em High on day 1, red has found the Cardinal and runs the
 * neutral company blue fights; both groups ready, the report of that battle is asked.
 */
export function neutralAtReport(): M {
  let m = unwrap(
    engine.start(11, {
      companies: [
        { seat: 'red', name: 'The red company' },
        { seat: 'blue', name: 'The blue company' },
      ],
      missions: 5,
      campaign: 'hang-em-high',
    }),
  );
  m = goblinCompany(m, 'red');
  m = playAll(m, 'blue', [captainC('goblin-boss', 'Boss'), recruitC('goblin-warrior', 'Gob'), done, done]);
  const hunt = m.state.hunt;
  if (!hunt) throw new Error('not a hunt');
  m = { ...m, state: { ...m.state, hunt: { ...hunt, clues: { red: 100, blue: 0 } } } };
  m = play(m, 'blue', done).match;
  // 0,1 reads 1 < 100: found (+2 clues). Blue alone gets the offers: 1 die (1: Intrusion).
  m = play(m, 'red', { kind: 'locate', attempt: true }, [10, 1, 2, 1]).match;
  const cap = neutralCapCandidate(company(m, 'blue'));
  m = play(m, 'blue', { kind: 'neutral-cap', cap, controller: 'red' }).match;
  m = play(m, 'red', { kind: 'neutral-group', value: cap - 9 }).match;
  m = play(m, 'blue', everyone(m, 'blue')).match;
  if (m.state.battles[0]?.step === 'compensate')
    m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
  return play(m, 'blue', { kind: 'finish-preparation', bonesetter: [], training: [] }).match;
}

/** An assault group of every soldier of the company, carrying nothing. */
const everyone = (m: M, seat: string): Choice => ({
  kind: 'form-group',
  soldiers: company(m, seat).soldiers.map((s) => s.id),
  attributes: [],
  hires: [],
  explorers: [],
});

/**
 * Blue forms a goblin boss and four goblin archers (G1 to G4) and finishes: his last step opens the
 * first round, the mission roll loaded so that Red (5) chooses against Blue (2).
 */
export function goblinArchers(m: M): M {
  m = playAll(m, 'blue', [
    captainC('goblin-boss', 'Boss'),
    ...Array.from({ length: 4 }, (_, i) => recruitC('goblin-archer', `G${i + 1}`)),
    done,
    done,
  ]);
  return play(m, 'blue', done, [5, 2]).match;
}

/**
 * Red (the book's orc company, 105 points) against Blue (a goblin boss and four archers, 60): Red
 * chooses `mission` (the Attacker's dice in `attackerRolls`) and both sides send everyone.
 */
export function groupsFormed(
  mission: Extract<Choice, { kind: 'choose-mission' }>['mission'],
  attackerRolls: number[] = [],
): M {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = goblinArchers(m);
  m = play(m, 'red', { kind: 'choose-mission', mission }, attackerRolls).match;
  for (const seat of ['red', 'blue'])
    m = play(m, seat, {
      kind: 'form-group',
      soldiers: company(m, seat).soldiers.map((s) => s.id),
      attributes: [],
      hires: [],
      explorers: [],
    }).match;
  return m;
}

/** Plays a seeded random league: every pending seat picks one of its legal choices. */
export function randomLeague(
  seed: number,
  missions: number,
  maxSteps = 6000,
  seats: readonly string[] = ['red', 'blue'],
  campaign: 'league' | 'hang-em-high' = 'league',
): { match: M; steps: number; errors: string[] } {
  const picker = SeededDice.fromSeed(seed ^ 0x5eed);
  let match = unwrap(
    engine.start(seed, { companies: seats.map((seat) => ({ seat, name: seat })), missions, campaign }),
  );
  const errors: string[] = [];
  let steps = 0;
  while (engine.outcome(match) === null && steps < maxSteps) {
    const decisions = engine.pending(match);
    const d = decisions[picker.pick(decisions.length)];
    if (!d) break;
    const seat = d.seats[0] ?? '';
    const legal = engine.legal(match, seat) as Choice[];
    if (legal.length === 0) {
      errors.push(`no legal choice for ${seat} at ${d.kind}`);
      break;
    }
    const choice = legal[picker.pick(legal.length)];
    const r = engine.submit(match, seat, choice);
    if (!r.ok) {
      errors.push(`${r.error.code}: ${r.error.message}`);
      break;
    }
    match = r.value.match;
    errors.push(...(engine.rules.invariants?.(match.state) ?? []));
    steps++;
  }
  return { match, steps, errors };
}

/** A soldier stated in a few fields for calculator tests. */
export function soldier(over: Partial<Soldier> = {}): Soldier {
  const rank = over.rank ?? 'Regular';
  return {
    id: 's1',
    name: 'Tester',
    profile: 'test',
    people: 'bran-o-kor',
    faction: null,
    type: 'warrior',
    rank,
    ranksHeld: [rank],
    initialValue: 20,
    original: {
      MOV: 10,
      INI: 3,
      ATT: 3,
      STR: 3,
      DEF: 3,
      RES: 4,
      AIM: null,
      COU: 4,
      FEAR: null,
      DIS: 3,
      POW: null,
      FAITH: null,
    },
    bought: {},
    abilities: [],
    attributes: [],
    ep: { acquired: 500, used: 0, lost: 0 },
    champion: false,
    role: null,
    musician: false,
    standardBearer: false,
    ally: false,
    mercenary: false,
    machine: 'none',
    structure: null,
    ...freshRecord(),
    founder: false,
    ...over,
  };
}

/** Lior, a Lion of Alahan Adept of the book's profiles (card: Light, Hermetism), changed by `over`. */
export const lionAdept = (over: Partial<Soldier> = {}): Soldier =>
  soldier({
    id: 'm',
    name: 'Lior',
    profile: 'lions-adept',
    people: 'alahan',
    type: 'magician',
    rank: 'Adept',
    ...over,
  });

/** A company around the given soldiers, the first being captain. */
export function companyOf(soldiers: Soldier[], over: Partial<Company> = {}): Company {
  return {
    seat: 'red',
    name: 'Test',
    people: soldiers[0]?.people ?? null,
    faction: null,
    captain: soldiers[0]?.id ?? null,
    formed: true,
    renown: 125,
    resources: 50,
    soldiers,
    assets: [],
    stats: { missions: 0, victories: 0, draws: 0, defeats: 0 },
    formationEP: 0,
    nextId: 100,
    ...over,
  };
}

/** Rewrites one company in a match (to state a position in a few lines). */
export function editCompany(m: M, seat: string, f: (c: Company) => Company): M {
  const c = m.state.companies[seat];
  if (!c) throw new Error(`no company ${seat}`);
  return { ...m, state: { ...m.state, companies: { ...m.state.companies, [seat]: f(c) } } };
}

/** Rewrites one soldier, found by name. */
export function editSoldier(m: M, seat: string, name: string, f: (s: Soldier) => Soldier): M {
  return editCompany(m, seat, (c) => ({ ...c, soldiers: c.soldiers.map((s) => (s.name === name ? f(s) : s)) }));
}

/**
 * Red's Horn made Grash's Familiar, bought as Grash's attribute for 7 (the group counts its cost,
 * not Horn's value), and the intrusion mission chosen with every soldier of Red sent.
 */
export function hornFamiliarSent(m0: M): M {
  const grash = soldierNamed(m0, 'red', 'Grash').id;
  const horn = soldierNamed(m0, 'red', 'Horn');
  let m = editSoldier(m0, 'red', 'Horn', (s) => ({ ...s, familiarOf: grash }));
  m = editSoldier(m, 'red', 'Grash', (s) => ({
    ...s,
    attributes: [...s.attributes, { id: horn.profile, name: 'Familiar', kind: 'familiar', cost: 7 }],
  }));
  m = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
  const red = company(m, 'red').soldiers.map((s) => s.id);
  return play(m, 'red', { kind: 'form-group', soldiers: red, attributes: [], hires: [], explorers: [] }).match;
}

/** Writes a company asset on the seat's mission sheet in the first battle (a position stated in a line). */
export function fieldAsset(m: M, seat: string, asset: string): M {
  const [b, ...rest] = m.state.battles;
  const g = b?.groups[seat];
  if (!b || !g) throw new Error(`no group for ${seat}`);
  const attributes = [...g.attributes, { soldier: null, attribute: asset }];
  return {
    ...m,
    state: { ...m.state, battles: [{ ...b, groups: { ...b.groups, [seat]: { ...g, attributes } } }, ...rest] },
  };
}

/** A report of a drawn battle between Red and Blue with nothing else to say, or with `extra` said. */
export const drawReport = (extra: Partial<AfterActionReport> = {}): AfterActionReport => ({
  results: { red: 'draw', blue: 'draw' },
  retreat: null,
  deeds: [],
  wounds: [],
  structure: [],
  objectives: null,
  captures: [],
  ...extra,
});
