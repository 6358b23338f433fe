import { describe, expect, it } from 'vitest';
import { canonicalJson, SeededDice, unwrap } from '@skirmish/core';
import { actualStrength, companyValue, isMember } from '../src/company.ts';
import { finishPreparation } from '../src/battle.ts';
import type { Choice } from '../src/choices.ts';
import { probeDice, reportCandidates, scaledLeague } from '../src/index.ts';
import { reportAllowed } from '../src/rules.ts';
import { aspectLayoutsToName } from '../src/content/people.ts';
import type { CampaignState } from '../src/state.ts';
import { content, engine } from './helpers.ts';

const GAMES = Number(process.env['DOGS_FAST_GAMES'] ?? 4);
const rules = engine.rules;

/**
 * Plays random legal choices from `s0` on both paths with the same dice: the fast path (clone
 * once, applyInPlace) must reach exactly the state `apply` reaches, at every step, and `apply`
 * must leave its input alone. Every few steps, the listed choices of a formation or after-battle
 * step are checked against `apply` itself: each listed one accepted, each left out refused.
 */
function compare(s0: CampaignState, seed: number, maxSteps: number): number {
  const fast = rules.fast;
  if (!fast) throw new Error('no fast path');
  let slow = s0;
  let quick = fast.clone(s0);
  const slowDice = SeededDice.fromSeed(seed);
  const quickDice = SeededDice.fromSeed(seed);
  const pick = SeededDice.fromSeed(seed * 7 + 3);
  let steps = 0;
  let finals = 0;
  while (rules.outcome(slow) === null && steps < maxSteps) {
    const seat = rules.pending(slow)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = rules.legalChoices(slow, seat);
    expect(legal.length, `step ${steps}`).toBeGreaterThan(0);
    if (steps % 7 === 0) checkListing(slow, seat, legal);
    if (rules.pending(slow)[0]?.kind === 'dogs-of-war/report') checkReportListing(slow, seat, legal);
    finals += checkFinalListing(slow, seat, legal);
    const c = legal[pick.pick(legal.length)]!;
    const before = canonicalJson(slow);
    const next = unwrap(rules.apply(slow, seat, c, slowDice)).state;
    expect(canonicalJson(slow)).toBe(before);
    slow = next;
    quick = fast.applyInPlace(quick, seat, c, quickDice);
    expect(canonicalJson(quick), `step ${steps}`).toBe(canonicalJson(slow));
    steps++;
  }
  expect(rules.outcome(quick)).toEqual(rules.outcome(slow));
  finalsChecked += finals;
  return steps;
}
let finalsChecked = 0;
let finalsRefused = 0;

/**
 * The preparation's last step lists what `apply` accepts, worked out without laying out the
 * battle. The ways of finishing the list tries (none, the bonesetter for every wounded fighter on
 * the sheet, one soldier left at home training, each again with the round the weaker side may add)
 * are listed exactly when `apply` takes them; and the check the list asks (`finishPreparation` as
 * a probe) answers as `apply` on ways it refuses too (the bonesetter for a soldier with nothing to
 * heal or off the sheet, training for a soldier on the sheet or past 10 EP). Returns 1 when the
 * seat was at that step.
 */
function checkFinalListing(state: CampaignState, seat: string, legal: readonly Choice[]): number {
  const b = state.battles.find((x) => x.step === 'final' && x.seats.includes(seat));
  const g = b?.groups[seat];
  const c = state.companies[seat];
  if (!b || !g || g.prepared || !c || legal[0]?.kind !== 'finish-preparation') return 0;
  const listed = new Set(legal.map((x) => canonicalJson(x)));
  const accepted = (x: Choice) => rules.apply(state, seat, x, probeDice()).ok;
  type Finish = Extract<Choice, { kind: 'finish-preparation' }>;
  const ways: Finish[] = [{ kind: 'finish-preparation', bonesetter: [], training: [] }];
  const wounded = g.soldiers.filter((id) => (c.soldiers.find((s) => s.id === id)?.aftereffect ?? 'none') !== 'none');
  if (wounded.length > 0) ways.push({ kind: 'finish-preparation', bonesetter: wounded, training: [] });
  const idle = c.soldiers.find(
    (s) => isMember(s) && s.aftereffect === 'none' && !g.soldiers.includes(s.id) && !g.explorers.includes(s.id),
  );
  if (idle) ways.push({ kind: 'finish-preparation', bonesetter: [], training: [{ soldier: idle.id, ep: 5 }] });
  for (const x of [...ways]) ways.push({ ...x, extraRound: true });
  for (const x of ways) expect(listed.has(canonicalJson(x)), canonicalJson(x)).toBe(accepted(x));
  expect(legal.length).toBeLessThanOrEqual(ways.length);
  const odd: Finish[] = c.soldiers.map((s) => ({ kind: 'finish-preparation', bonesetter: [s.id], training: [] }));
  const onSheet = g.soldiers[0];
  if (onSheet) odd.push({ kind: 'finish-preparation', bonesetter: [], training: [{ soldier: onSheet, ep: 5 }] });
  if (idle) odd.push({ kind: 'finish-preparation', bonesetter: [], training: [{ soldier: idle.id, ep: 15 }] });
  for (const x of [...ways, ...odd]) {
    const ok = accepted(x);
    if (!ok) finalsRefused++;
    const probed = finishPreparation(
      state,
      b,
      seat,
      x.bonesetter,
      x.training,
      probeDice(),
      content,
      x.advantages ?? [],
      true,
      x.extraRound === true,
      true,
    );
    expect(probed.ok, canonicalJson(x)).toBe(ok);
  }
  return 1;
}

/** Recruitment and experience listings agree with `apply` on every profile and every purchase tried. */
function checkListing(state: CampaignState, seat: string, legal: readonly Choice[]) {
  const stage = state.stages[seat];
  const c = state.companies[seat];
  if (!c || !stage || (stage.kind !== 'formation' && stage.kind !== 'after')) return;
  const listed = new Set(legal.map((x) => canonicalJson(x)));
  const accepted = (x: Choice) => rules.apply(state, seat, x, probeDice()).ok;
  if (stage.step === 'recruit' || stage.step === 'recruitment')
    for (const p of content.profiles)
      // A profile with a choice of Aspects is listed once per layout, each named (DW-RECRUIT-14).
      for (const aspects of aspectLayoutsToName(p)) {
        const x: Choice = {
          kind: 'recruit',
          profile: p.id,
          name: `${p.name} ${c.nextId}`,
          options: [],
          faction: null,
          ...(aspects ? { aspects } : {}),
        };
        expect(listed.has(canonicalJson(x)), p.id).toBe(accepted(x));
      }
  if (stage.step === 'attributes')
    for (const a of content.attributes) {
      const x: Choice = { kind: 'buy-attribute', attribute: a.id, soldier: null };
      if (accepted(x)) expect(listed.has(canonicalJson(x)), a.id).toBe(true);
    }
  for (const x of legal) expect(accepted(x), x.kind).toBe(true);
}

/**
 * The report step's own check (what the listing asks) agrees with `apply` (the whole
 * after-battle sequence) on every candidate and on variants `apply` refuses: a retreat by the
 * winner, a soldier on neither sheet, a draw where the battle has none.
 */
function checkReportListing(state: CampaignState, seat: string, legal: readonly Choice[]) {
  const b = state.battles.find((x) => x.step === 'report' && x.seats.includes(seat)) ?? state.battles[0];
  if (!b) return;
  const listed = new Set(legal.map((x) => canonicalJson(x)));
  const accepted = (x: Choice) => rules.apply(state, seat, x, probeDice()).ok;
  const tried: Choice[] = [];
  for (const report of reportCandidates(state, b)) {
    tried.push({ kind: 'report', report });
    const winner = Object.entries(report.results).find(([, r]) => r === 'victory')?.[0];
    if (winner) tried.push({ kind: 'report', report: { ...report, retreat: winner } });
    tried.push({ kind: 'report', report: { ...report, wounds: [{ soldier: 'nobody', state: 'serious' }] } });
    tried.push({
      kind: 'report',
      report: { ...report, results: Object.fromEntries(b.seats.map((x) => [x, 'draw' as const])), retreat: null },
    });
  }
  let refused = 0;
  for (const x of tried) {
    if (x.kind !== 'report') continue;
    const ok = accepted(x);
    if (!ok) refused++;
    expect(reportAllowed(state, b, x.report).ok, canonicalJson(x)).toBe(ok);
  }
  expect(refused).toBeGreaterThan(0);
  for (const report of reportCandidates(state, b)) {
    const x: Choice = { kind: 'report', report };
    expect(listed.has(canonicalJson(x)), canonicalJson(x)).toBe(accepted(x));
  }
}

describe('fast path', () => {
  it('applyInPlace reaches the same state as apply, step by step, in random leagues', () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const s0 = unwrap(
        rules.setup(
          {
            companies: [
              { seat: 'red', name: 'Red' },
              { seat: 'blue', name: 'Blue' },
            ],
            missions: 3,
          },
          SeededDice.fromSeed(seed),
        ),
      );
      expect(compare(s0, seed, 4000), `seed ${seed}`).toBeGreaterThan(20);
    }
    // The preparation's last step was met, and the probe refused some ways there as apply did.
    expect(finalsChecked).toBeGreaterThan(0);
    expect(finalsRefused).toBeGreaterThan(0);
  });

  it("applyInPlace reaches the same state as apply in a random hunt of Hang 'Em High", () => {
    const s0 = unwrap(
      rules.setup(
        {
          companies: [
            { seat: 'red', name: 'Red' },
            { seat: 'blue', name: 'Blue' },
            { seat: 'green', name: 'Green' },
          ],
          missions: 3,
          campaign: 'hang-em-high',
        },
        SeededDice.fromSeed(41),
      ),
    );
    expect(compare(s0, 41, 4000)).toBeGreaterThan(20);
  });

  it('scaled leagues start with two formed companies of the size asked, and both paths agree on them', () => {
    for (const n of [5, 30]) {
      const s0 = scaledLeague(rules, content, n, 50, n);
      for (const seat of ['red', 'blue']) {
        const c = s0.companies[seat]!;
        expect(actualStrength(c), `${seat} ${n}`).toBe(n);
        expect(c.captain).not.toBeNull();
        expect(companyValue(c)).toBeLessThanOrEqual(c.renown);
        expect(s0.stages[seat]).toEqual({ kind: 'formation', step: 'attributes' });
      }
      expect(rules.invariants?.(s0)).toEqual([]);
      compare(s0, n, n > 10 ? 100 : 300);
    }
  });
});
