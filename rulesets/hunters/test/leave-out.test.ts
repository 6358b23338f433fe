/**
 * AMB-58: a character unconscious when a mission starts goes with the party by default, or, as the
 * players choose, stays at the base for that mission and comes back to the campaign as he was.
 */
import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, SeededDice, canonicalJson, unwrap, type ScriptedRoll } from '@skirmish/core';
import type { CampaignState } from '../src/campaign.ts';
import { finishMission } from '../src/campaign-mode.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersBotKnowledge } from '../src/bot.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import type { MissionState } from '../src/state.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

const D = (...r: ScriptedRoll[]) => new LoadedDice(r);

/** Q02 launched by the first card at L1, with the Health given to each character named. */
function launched(health: Record<string, number> = {}) {
  const eng = unwrap(Engine.create(huntersRuleset));
  let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
  m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, D('blank'))).match;
  m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
  const camp = m.state.campaign as CampaignState;
  const chars = camp.chars.map((c) => (health[c.id] === undefined ? c : { ...c, health: health[c.id] ?? c.health }));
  const state: MissionState = { ...m.state, campaign: { ...camp, chars } };
  return { eng, state };
}

type Eng = { rules: { legalChoices(s: MissionState, seat: string): readonly HuntersChoice[] } };
const starts = (eng: Eng, s: MissionState) => eng.rules.legalChoices(s, 'p1').filter((c) => c.kind === 'start-mission');

describe('AMB-58 an unconscious character at the start of a mission', () => {
  it('AMB-58 with nobody unconscious the start asks nothing more', () => {
    const { eng, state } = launched();
    expect(starts(eng, state)).toEqual([{ kind: 'start-mission' }]);
  });

  it('AMB-58 with the Medic unconscious the start is offered with him, the default first, and without him', () => {
    const { eng, state } = launched({ medic: 0 });
    expect(starts(eng, state)).toEqual([{ kind: 'start-mission' }, { kind: 'start-mission', leaveOut: ['medic'] }]);
  });

  it('AMB-58 by default the unconscious Medic is deployed with the party, unconscious', () => {
    const { eng, state } = launched({ medic: 0 });
    const s = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission' }, D())).state;
    expect(s.chars.map((c) => c.id)).toEqual(['soldier', 'medic']);
    expect(s.chars.find((c) => c.id === 'medic')?.health).toBe(0);
  });

  it('AMB-58 left out, the Medic is not on the board and comes back from the mission as he was', () => {
    const { eng, state } = launched({ medic: 0 });
    const before = (state.campaign as CampaignState).chars.find((c) => c.id === 'medic');
    const r = unwrap(eng.rules.apply(state, 'p2', { kind: 'start-mission', leaveOut: ['medic'] }, D()));
    expect(r.state.chars.map((c) => c.id)).toEqual(['soldier']);
    expect(eng.rules.invariants?.(r.state) ?? []).toEqual([]);
    expect(r.events.find((e) => e.type === 'hunters/left-out')).toMatchObject({ character: 'medic', mission: 'Q02' });
    // Only the Soldier's hand is asked for: the Medic's seat has nobody on this mission.
    expect(eng.rules.pending(r.state).map((d) => [d.kind, d.seats])).toEqual([['hunters/keep-card', ['p1']]]);
    const lost = { ...r.state, phase: 'over' as const, result: { victory: false, reason: 'test' } };
    const back = finishMission(sampleContent, lost).state;
    expect((back.campaign as CampaignState).chars.find((c) => c.id === 'medic')).toEqual(before);
  });

  it('AMB-58 a start that leaves out someone it may not is refused in both languages and changes nothing', () => {
    const { eng, state } = launched({ medic: 0 });
    const both = launched({ medic: 0, soldier: 0 });
    const before = canonicalJson(state);
    const cases: Array<[MissionState, string[], string]> = [
      [state, ['soldier'], 'start/leave-out-conscious'],
      [state, ['nobody'], 'start/leave-out-unknown'],
      [state, ['medic', 'medic'], 'start/leave-out-twice'],
      [both.state, ['medic', 'soldier'], 'start/leave-out-all'],
    ];
    for (const [s, leaveOut, code] of cases) {
      const r = eng.rules.apply(s, 'p1', { kind: 'start-mission', leaveOut }, D());
      expect(r.ok ? 'accepted' : r.error.code, leaveOut.join()).toBe(code);
      if (r.ok) continue;
      expect(r.error.message.length).toBeGreaterThan(10);
      expect(huntersPresenter.violation?.(r.error, 'hu'), code).not.toMatch(/Ez most nem lehetséges/);
    }
    expect(canonicalJson(state)).toBe(before);
  });

  it('AMB-58 with both unconscious either one may stay behind, named in any order, but not both', () => {
    const { eng, state } = launched({ medic: 0, soldier: 0 });
    expect(starts(eng, state)).toEqual([
      { kind: 'start-mission' },
      { kind: 'start-mission', leaveOut: ['soldier'] },
      { kind: 'start-mission', leaveOut: ['medic'] },
    ]);
    const s = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission', leaveOut: ['soldier'] }, D())).state;
    expect(s.chars.map((c) => c.id)).toEqual(['medic']);
  });

  it('AMB-58 the search pictures a mission the Medic sits out with the Soldier alone on it', () => {
    const { eng, state } = launched({ medic: 0 });
    const s = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission', leaveOut: ['medic'] }, D())).state;
    const knowledge = huntersBotKnowledge(sampleContent);
    const pictured = knowledge.determinize(eng.rules.view(s, 'p1'), 'p1', SeededDice.fromSeed(1));
    expect(pictured.chars.map((c) => c.id)).toEqual(['soldier']);
    expect(pictured.seats).toEqual(['p1', 'p2']);
  });
});
