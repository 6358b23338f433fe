/**
 * AMB-58: a character unconscious when a mission starts goes with the party by default, or, as the
 * players choose, sits that mission out and comes back to the campaign as he was, without its rewards.
 */
import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, SeededDice, canonicalJson, unwrap, type ScriptedRoll } from '@skirmish/core';
import { spoilsOrder, type CampaignState } from '../src/campaign.ts';
import { finishMission } from '../src/campaign-mode.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersBotKnowledge } from '../src/bot.ts';
import { missionOptions } from '../src/game.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import type { MissionState } from '../src/state.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

const D = (...r: ScriptedRoll[]) => new LoadedDice(r);

/** Q02 launched by the first card at L1, with the Health given to each character named. */
function launched(health: Record<string, number> = {}, options: Record<string, unknown> = {}) {
  const eng = unwrap(Engine.create(huntersRuleset, { options }));
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

  it('HU-XP-01 a won mission the Soldier sat out gives him neither its XP nor its Fuel Cells', () => {
    const { eng, state } = launched({ soldier: 0 });
    const before = (state.campaign as CampaignState).chars;
    const r = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission', leaveOut: ['soldier'] }, D()));
    expect((r.state.campaign as CampaignState).leftOut).toEqual(['soldier']);
    const won = { ...r.state, phase: 'over' as const, result: { victory: true, reason: 'test' } };
    const finished = finishMission(sampleContent, won);
    const back = finished.state;
    const camp = back.campaign as CampaignState;
    expect(camp.chars.find((c) => c.id === 'soldier')).toEqual(before.find((c) => c.id === 'soldier'));
    // The log says the XP went to those who went, in both languages.
    const rewards = finished.events.find((e) => e.type === 'hunters/rewards');
    expect(rewards && huntersPresenter.event(rewards, 'en')).toBe(
      'Mission won: 6 XP each for those who went. [HU-XP-01]',
    );
    expect(rewards && huntersPresenter.event(rewards, 'hu')).toBe(
      'Küldetés megnyerve: fejenként 6 TP azoknak, akik részt vettek rajta. [HU-XP-01]',
    );
    // Q02 gives 6 XP to the one who went, and its 2 Fuel Cells to the first of the party who went.
    const medic = before.find((c) => c.id === 'medic');
    expect(camp.chars.find((c) => c.id === 'medic')).toMatchObject({
      xp: (medic?.xp ?? 0) + 6,
      fuel: (medic?.fuel ?? 0) + 2,
    });
    expect('leftOut' in camp).toBe(false);
    expect(eng.rules.invariants?.(back) ?? []).toEqual([]);
  });

  it('HU-XP-11 the spoils of a won mission the Soldier sat out are drafted by the Medic alone', () => {
    const { eng, state } = launched({ soldier: 0 }, { spoilsDraft: true });
    const r = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission', leaveOut: ['soldier'] }, D()));
    const won = { ...r.state, phase: 'over' as const, result: { victory: true, reason: 'test' } };
    const back = finishMission(sampleContent, won, true, missionOptions({ spoilsDraft: true })).state;
    const camp = back.campaign as CampaignState;
    expect(camp.spoils).toEqual({ items: ['fuel', 'fuel'], next: 'medic', leftOut: ['soldier'] });
    expect(spoilsOrder(sampleContent, camp)).toEqual(['medic']);
    expect(eng.rules.invariants?.(back) ?? []).toEqual([]);
    const draft = (spoils: NonNullable<CampaignState['spoils']>) =>
      eng.rules.invariants?.({ ...back, campaign: { ...camp, spoils } });
    expect(draft({ items: ['fuel'], next: 'soldier', leftOut: ['soldier'] })).toEqual([
      'campaign.spoils.next: soldier sat the mission out and has no pick',
    ]);
    expect(draft({ items: ['fuel'], next: 'medic', leftOut: ['nobody'] })).toEqual([
      'campaign.spoils.leftOut.0: "nobody" is no character of the party',
    ]);
    const refused = eng.rules.apply(back, 'p1', { kind: 'spoils-pick', character: 'soldier', item: 'fuel' }, D());
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('spoils/not-your-turn');
    let s = back;
    for (let i = 0; i < 2; i++)
      s = unwrap(eng.rules.apply(s, 'p2', { kind: 'spoils-pick', character: 'medic', item: 'fuel' }, D())).state;
    const done = s.campaign as CampaignState;
    expect(done.spoils).toBeUndefined();
    expect(done.chars.find((c) => c.id === 'soldier')?.fuel).toBe(
      (state.campaign as CampaignState).chars.find((c) => c.id === 'soldier')?.fuel,
    );
  });

  it('AMB-58 a saved state that leaves out a conscious character, or one on the mission, is named wrong', () => {
    const { eng, state } = launched({ soldier: 0 });
    const r = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission', leaveOut: ['soldier'] }, D()));
    const camp = r.state.campaign as CampaignState;
    const problems = (leftOut: string[], soldierHealth = 0) =>
      eng.rules.invariants?.({
        ...r.state,
        campaign: {
          ...camp,
          leftOut,
          chars: camp.chars.map((c) => (c.id === 'soldier' ? { ...c, health: soldierHealth } : c)),
        },
      });
    expect(problems(['soldier'])).toEqual([]);
    expect(problems(['soldier', 'medic'])).toEqual(['campaign.leftOut.1: medic is left out yet on the mission']);
    expect(problems(['soldier'], 3)).toEqual(['campaign.leftOut.0: soldier is conscious']);
    expect(problems(['soldier', 'soldier'])).toEqual(['campaign.leftOut.1: soldier is left out twice']);
    expect(problems(['nobody'])).toEqual([expect.stringMatching(/^campaign\.leftOut\.0: .*nobody/)]);
    // Between missions nobody is left out of anything: the mission's end forgets who sat it out.
    const lost = { ...r.state, phase: 'over' as const, result: { victory: false, reason: 'test' } };
    const back = finishMission(sampleContent, lost).state;
    const between = back.campaign as CampaignState;
    expect(eng.rules.invariants?.(back)).toEqual([]);
    expect(eng.rules.invariants?.({ ...back, campaign: { ...between, leftOut: ['soldier'] } })).toEqual([
      'campaign.leftOut: characters left out of a mission between missions',
    ]);
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

  it('AMB-58 with both unconscious either one may sit it out, named in any order, but not both', () => {
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
