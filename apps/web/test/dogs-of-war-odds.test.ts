/**
 * The roll the odds panel beside the Dogs of War board is set to at each step of a campaign, and
 * the figures of the rolls it is set to.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import {
  dogsOfWarRuleset,
  type AfterActionReport,
  type CampaignState,
  type Choice,
  type Company,
} from '@skirmish/dogs-of-war';
import { judgeFor, trial } from '../src/boards/dogs-of-war/logic.ts';
import { oddsAt } from '../src/boards/dogs-of-war/odds.ts';

const judge = judgeFor(null);

function start(campaign: 'league' | 'hang-em-high' = 'league'): CampaignState {
  const r = judge.rules.setup(
    {
      companies: [
        { seat: 'red', name: 'Red' },
        { seat: 'blue', name: 'Blue' },
      ],
      missions: 3,
      campaign,
    },
    SeededDice.fromSeed(1),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function play(s: CampaignState, seat: string, c: Choice): CampaignState {
  const t = trial(judge, s, seat, c);
  if (!t.ok) throw new Error(`${seat} ${c.kind}: ${t.violation.message}`);
  return t.state;
}

/** Two formed companies: the first battle opens at the mission choice. */
function formed(): CampaignState {
  let s = start();
  for (const seat of ['red', 'blue']) {
    s = play(s, seat, { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, seat, { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    s = play(s, seat, { kind: 'done' });
    s = play(s, seat, { kind: 'done' });
    s = play(s, seat, { kind: 'done' });
  }
  return s;
}

/** The company of `seat` with its first soldier given `role`. */
function withRole(s: CampaignState, seat: string, role: string): CampaignState {
  const c = s.companies[seat] as Company;
  const soldiers = c.soldiers.map((x, i) => (i === 0 ? { ...x, role } : x)) as Company['soldiers'];
  return { ...s, companies: { ...s.companies, [seat]: { ...c, soldiers } } };
}

/** The battle of the campaign moved to `step`. */
const atStep = (s: CampaignState, step: CampaignState['battles'][number]['step']): CampaignState => ({
  ...s,
  battles: s.battles.map((b) => ({ ...b, step })),
});

/** A figured roll's chances by outcome, as fractions. */
function figures(procedure: string, inputs: Record<string, unknown>): Record<string, string> {
  const proc = dogsOfWarRuleset.odds.find((p) => p.id === procedure);
  if (!proc) throw new Error(`no procedure ${procedure}`);
  const r = proc.compute(inputs as never, { content: judge.content, options: {} });
  if (!r.ok) throw new Error(r.error.message);
  return Object.fromEntries(r.value.toOutcomes().map((o) => [String(o.outcome), o.p]));
}

/**
 * Red buys the ballista (6 SP) and takes it on its mission sheet; the battle is played by the
 * first choices offered up to its report, by `j`'s rules. The state at each battle step passed
 * through (the first time), the ballista, and a move by `j`'s rules.
 */
function ballistaToReport(j: ReturnType<typeof judgeFor>) {
  const by = (s: CampaignState, seat: string, c: Choice): CampaignState => {
    const t = trial(j, s, seat, c);
    if (!t.ok) throw new Error(`${seat} ${c.kind}: ${t.violation.message}`);
    return t.state;
  };
  let s = start();
  for (const seat of ['red', 'blue']) {
    s = by(s, seat, { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = by(s, seat, { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    s = by(s, seat, { kind: 'done' });
    s = by(s, seat, { kind: 'done' });
    if (seat === 'red') s = by(s, seat, { kind: 'buy-attribute', attribute: 'ballista', soldier: null });
    s = by(s, seat, { kind: 'done' });
  }
  const passed = new Map<string, CampaignState>();
  for (let guard = 0; guard < 40 && s.battles[0]?.step !== 'report'; guard++) {
    const step = s.battles[0]?.step;
    if (step && !passed.has(step)) passed.set(step, s);
    const seat = s.seats.find((x) => j.rules.legalChoices(s, x).length > 0);
    let c = seat ? j.rules.legalChoices(s, seat)[0] : undefined;
    if (!seat || !c) break;
    if (c.kind === 'form-group' && seat === 'red')
      c = {
        ...c,
        attributes: [
          ...c.attributes,
          ...(s.companies.red?.assets ?? []).map((a) => ({ soldier: null, attribute: a.id })),
        ],
      };
    s = by(s, seat, c);
  }
  const ballista = s.companies.red?.assets.find((a) => a.structure !== null);
  if (s.battles[0]?.step !== 'report' || !ballista?.structure) throw new Error('no report with the ballista');
  passed.set('report', s);
  return { s, passed, ballista, by };
}

/** A report of the first battle: Red wins, its ballista having lost `lost` SP. */
function ballistaReport(id: string, lost: number): AfterActionReport {
  return {
    results: { red: 'victory', blue: 'defeat' },
    retreat: null,
    deeds: [],
    wounds: [],
    structure: lost > 0 ? [{ id, lost }] : [],
    objectives: null,
    captures: [],
  };
}

/** `s` with Red's ballista at `current` SP of its 6, as an earlier battle may leave it. */
function wornTo(s: CampaignState, id: string, current: number): CampaignState {
  const red = s.companies.red as Company;
  const assets = red.assets.map((a) => (a.id === id ? { ...a, structure: { max: 6, current } } : a));
  return { ...s, companies: { ...s.companies, red: { ...red, assets } } };
}

describe('the Dogs of War odds panel follows the step', () => {
  it('at formation and at the mission choice it offers the opposed mission roll, each side’s military advisor filled in', () => {
    expect(oddsAt(start(), 'red')).toEqual({
      procedure: 'mission-roll',
      inputs: { advisor: false, 'foe-advisor': false },
    });
    const s = formed();
    expect(s.battles[0]?.step).toBe('choose-mission');
    expect(oddsAt(s, 'red')?.procedure).toBe('mission-roll');
    expect(oddsAt(withRole(s, 'blue', 'military-advisor'), 'red')?.inputs).toEqual({
      advisor: false,
      'foe-advisor': true,
    });
    expect(oddsAt(withRole(s, 'red', 'military-advisor'), 'red')?.inputs).toEqual({
      advisor: true,
      'foe-advisor': false,
    });
  });

  it('once the mission is set, up to the report and through the after-battle steps, it offers the recuperation roll, the medic filled in', () => {
    const s = formed();
    for (const step of ['groups', 'balance', 'compensate', 'final', 'report'] as const) {
      expect(oddsAt(atStep(s, step), 'red'), step).toEqual({
        procedure: 'recuperation',
        inputs: { wound: 'serious', medic: false },
      });
    }
    expect(oddsAt(withRole(atStep(s, 'report'), 'red', 'medic'), 'red')?.inputs).toEqual({
      wound: 'serious',
      medic: true,
    });
    const after: CampaignState = {
      ...s,
      battles: [],
      stages: { ...s.stages, red: { kind: 'after', step: 'experience' } },
    };
    expect(oddsAt(after, 'red')?.procedure).toBe('recuperation');
  });

  it('once a report tells of a war machine’s lost structure points, it offers the machine’s recuperation with what it lost in all, named in the note, in both languages', () => {
    const { s, ballista } = ballistaToReport(judge);
    expect(ballista.structure).toEqual({ max: 6, current: 6 });
    const report = (lost: number) => ballistaReport(ballista.id, lost);
    // Before the report, nothing says what it lost: the soldiers' roll, as before.
    expect(oddsAt(s, 'red')?.procedure).toBe('recuperation');
    const given = play(s, 'red', { kind: 'report', report: report(4) });
    expect(given.battles[0]?.reported?.awaiting).toEqual(['blue']);
    const req = oddsAt(given, 'red', 'en');
    expect(req).toMatchObject({ procedure: 'machine-recuperation', inputs: { sp: 6, lost: 4 } });
    expect(req?.note).toContain(`${ballista.name}: 4 of its 6 SP lost`);
    expect(oddsAt(given, 'red', 'hu')?.note).toContain(`${ballista.name}: 6 SZP-jéből 4 odaveszett`);
    // More than half lost: a roll, not its full SP for certain.
    expect(Object.keys(figures('machine-recuperation', req?.inputs ?? {})).length).toBeGreaterThan(1);
    // SP lost in an earlier battle count too, as the rules count them.
    expect(oddsAt(wornTo(given, ballista.id, 5), 'red')?.inputs).toEqual({ sp: 6, lost: 5 });
    // Blue lost no machine: his roll stays the soldiers'; a report with no SP lost leaves Red's so too.
    expect(oddsAt(given, 'blue')?.procedure).toBe('recuperation');
    expect(oddsAt(play(s, 'red', { kind: 'report', report: report(0) }), 'red')?.procedure).toBe('recuperation');
  });

  for (const confirm of [true, false]) {
    it(`with the option confirm-report ${confirm ? 'on' : 'off'}, a war machine’s recuperation is offered from the report form before its roll, and at no step before the report`, () => {
      const j = judgeFor(null, confirm ? {} : { 'confirm-report': false });
      const { s, passed, ballista, by } = ballistaToReport(j);
      const id = s.battles[0]?.id ?? -1;
      const typed = (lost: number) => ({ battle: id, structure: [{ id: ballista.id, lost }] });
      const soldiers = { procedure: 'recuperation', inputs: { wound: 'serious', medic: false } };
      // Before the report step the form counts for nothing: the soldiers' roll at each step.
      expect([...passed.keys()]).toEqual(expect.arrayContaining(['groups', 'final', 'report']));
      for (const [step, at] of passed)
        if (step !== 'choose-mission' && step !== 'report')
          expect(oddsAt(at, 'red', 'en', typed(4)), step).toEqual(soldiers);
      // At the report, nothing typed yet: the soldiers' roll.
      expect(oddsAt(s, 'red', 'en', null)).toEqual(soldiers);
      expect(oddsAt(s, 'red', 'en', typed(0))).toEqual(soldiers);
      // The form says the ballista lost 4: its roll, the note saying where the SP lost come from.
      const form = oddsAt(s, 'red', 'en', typed(4));
      expect(form).toMatchObject({ procedure: 'machine-recuperation', inputs: { sp: 6, lost: 4 } });
      expect(form?.note).toContain(`${ballista.name}: 4 of its 6 SP lost, counting what the report form says`);
      expect(oddsAt(s, 'red', 'hu', typed(4))?.note).toContain('a jelentés űrlapján eddig beírtak');
      // A form of another battle counts for nothing.
      expect(oddsAt(s, 'red', 'en', { ...typed(4), battle: id + 1 })).toEqual(soldiers);
      // The report given: with the option on it awaits Blue, and the roll to come is still offered;
      // off, the ballista rolled with the report itself, and the company is at its after-battle steps.
      const t = trial(j, s, 'red', { kind: 'report', report: ballistaReport(ballista.id, 4) });
      if (!t.ok) throw new Error(t.violation.message);
      const rolled = t.events.some((e) => e.type === 'machine-recuperation');
      if (confirm) {
        expect(rolled).toBe(false);
        expect(oddsAt(t.state, 'red', 'en', typed(4))?.note).toContain('It rolls once the report is accepted');
        const accepted = by(t.state, 'blue', { kind: 'confirm-report', accept: true });
        expect(oddsAt(accepted, 'red', 'en', typed(4))).toEqual(soldiers);
      } else {
        expect(rolled).toBe(true);
        expect(t.state.stages.red?.kind).toBe('after');
        expect(oddsAt(t.state, 'red', 'en', typed(4))).toEqual(soldiers);
      }
    });
  }

  it('at the report step a machine still short of SP from an earlier battle is offered with nothing reported yet', () => {
    const { s, ballista } = ballistaToReport(judge);
    const worn = wornTo(s, ballista.id, 2);
    const req = oddsAt(worn, 'red', 'en');
    expect(req).toMatchObject({ procedure: 'machine-recuperation', inputs: { sp: 6, lost: 4 } });
    expect(req?.note).toContain('still missing from earlier battles');
    expect(oddsAt(worn, 'red', 'hu')?.note).toContain('még hiányzik a korábbi csatákból');
    // What the form says adds to it.
    const typed = { battle: s.battles[0]?.id ?? -1, structure: [{ id: ballista.id, lost: 1 }] };
    expect(oddsAt(worn, 'red', 'en', typed)?.inputs).toEqual({ sp: 6, lost: 5 });
    // Before the report step, the soldiers' roll.
    expect(oddsAt(atStep(worn, 'final'), 'red')?.procedure).toBe('recuperation');
  });

  it('in the hunt it offers the location attempt with the company’s clues in the morning, in the evening after the rumors’ d6, the opposed roll at the offers', () => {
    const s0 = start('hang-em-high');
    const hunt = s0.hunt;
    if (!hunt) throw new Error('not a hunt');
    const at = (step: typeof hunt.step): CampaignState => ({
      ...s0,
      stages: { red: { kind: 'waiting' }, blue: { kind: 'waiting' } },
      hunt: { ...hunt, step, clues: { red: 37, blue: 5 } },
    });
    expect(oddsAt(at('morning'), 'red')).toEqual({ procedure: 'location', inputs: { clues: 37 } });
    expect(oddsAt(at('evening'), 'blue')).toEqual({ procedure: 'location', inputs: { clues: 5, 'clue-dice': 1 } });
    expect(oddsAt(at('offers'), 'red')?.procedure).toBe('mission-roll');
  });

  it('offers nothing to a spectator, to a company out of the campaign, or once the campaign is over', () => {
    const s = formed();
    expect(oddsAt(s, null)).toBeNull();
    expect(oddsAt({ ...s, stages: { ...s.stages, red: { kind: 'out' } } }, 'red')).toBeNull();
    expect(oddsAt({ ...s, finished: true }, 'red')).toBeNull();
  });

  it('DW-MISSION-PRE-01 the opposed roll: even without advisors, 13/16 with one against none (ties rolled again)', () => {
    expect(figures('mission-roll', {})).toEqual({ win: '1/2', lose: '1/2' });
    expect(figures('mission-roll', { advisor: true })).toEqual({ win: '13/16', lose: '3/16' });
    expect(figures('mission-roll', { 'foe-advisor': true })).toEqual({ win: '3/16', lose: '13/16' });
  });

  it('DW-CAMPAIGN-13 the location attempt: percentile dice below the clues, so 100 clues still fail on a 100', () => {
    expect(figures('location', { clues: 50 })).toEqual({ found: '49/100', missed: '51/100' });
    expect(figures('location', { clues: 100 })).toEqual({ found: '99/100', missed: '1/100' });
    expect(figures('location', { clues: 0 })).toEqual({ missed: '1/1' });
  });

  it('the next morning’s location attempt after the evening’s d6 of rumors, and a second d6 of corruption', () => {
    // 10 clues and 1d6 more: a roll below 11 to 16, each face alike: (10 + 11 + ... + 15) / 600.
    expect(figures('location', { clues: 10, 'clue-dice': 1 })).toEqual({ found: '1/8', missed: '7/8' });
    // 2d6 more on 0 clues: the sum s (2 to 12) then a roll below s, found (s - 1)/100: 6/100 on average.
    expect(figures('location', { clues: 0, 'clue-dice': 2 })).toEqual({ found: '3/50', missed: '47/50' });
    // 99 clues and 1d6: 100 on a 1, where a roll of 100 fails (99/100), 101 or more on the rest
    // (every roll below): 99/600 + 500/600.
    expect(figures('location', { clues: 99, 'clue-dice': 1 })).toEqual({ found: '599/600', missed: '1/600' });
  });
});
