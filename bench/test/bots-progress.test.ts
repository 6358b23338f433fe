import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import { huntersRuleset, type MissionState } from '@skirmish/hunters';
import { huntersProgress, meanInterval } from '../bots.ts';

const content = huntersRuleset.content.sample;
const rules = huntersRuleset.rules(content, {});

function start(mission: string): MissionState {
  const r = rules.setup({ ...(huntersRuleset.defaultSetup as object), mission }, SeededDice.fromSeed(1));
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe('how close a Hunters team came', () => {
  it('eliminate: the share of the enemies starting Health taken off, a destroyed enemy counting all of it', () => {
    // S01: three Bandits with a Pistol of 3 Health each.
    const s = start('S01');
    expect(huntersProgress(content, s)).toMatchObject({
      measure: 0,
      goal: 'eliminate',
      enemiesDestroyed: 0,
      enemiesPlaced: 3,
    });
    s.enemies[0]!.health = 1;
    s.enemies = s.enemies.slice(0, 2);
    // 9 Health at the start, 1 + 3 left.
    expect(huntersProgress(content, s)).toMatchObject({ measure: 0.556, enemiesDestroyed: 1 });
  });

  it('collect: findings held over findings asked; survive: turns gone over the last turn; a won mission is 1', () => {
    const c = start('S03');
    c.chars[0]!.findings = 1;
    expect(huntersProgress(content, c)).toMatchObject({ measure: 0.5, goal: 'collect', findings: 1 });
    const v = start('S02');
    v.turn = 4;
    expect(huntersProgress(content, v)).toMatchObject({ measure: 0.5, goal: 'survive' });
    v.result = { victory: true, reason: 'the party held out to the last turn' };
    expect(huntersProgress(content, v).measure).toBe(1);
  });

  it('the mean comes with a 95% interval of 1.96 standard errors, kept within 0..1', () => {
    const m = meanInterval([0, 0.5, 1, 0.5]);
    expect(m.mean).toBe(0.5);
    // Sample standard deviation sqrt(1/6), standard error sqrt(1/24).
    expect(m.high - m.mean).toBeCloseTo(1.959963984540054 * Math.sqrt(1 / 24), 12);
    expect(meanInterval([1, 1, 1])).toEqual({ mean: 1, low: 1, high: 1 });
  });
});
