import { Engine, LoadedDice, parseOddsInputs, unwrap, type Rational } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridRuleset } from '../src/index.ts';
import { judge, naturalRollDist } from '../src/roll.ts';
import { sampleContent } from '../src/content/sample.ts';
import { finishSetup } from './cards-helpers.ts';

const odds = (id: string, inputs: Record<string, string | number | boolean>) => {
  const proc = hybridRuleset.odds.find((p) => p.id === id);
  if (!proc) throw new Error(id);
  const e = unwrap(Engine.create(hybridRuleset));
  const parsed = unwrap(parseOddsInputs(proc.params, inputs));
  return unwrap(proc.compute(parsed, { content: sampleContent, options: e.options }));
};
const p = (d: { p(o: never): Rational }, o: string | number) => d.p(o as never).toString();

describe('Natural Roll', () => {
  it('HY-ROLL-01 HY-ROLL-03 HY-ROLL-04 HY-ROLL-05 a 1 always succeeds, a 10 always fails, otherwise result <= SL', () => {
    expect(judge(1, -3)).toBe('perfect');
    expect(judge(10, 15)).toBe('critical');
    expect(judge(4, 4)).toBe('success');
    expect(judge(5, 4)).toBe('failure');
  });

  it('HY-ROLL-06 HY-ROLL-07 a single die succeeds with probability clamp(SL,1,9)/10 for any SL (WE-02, WE-07)', () => {
    // WE-02: Purifier NV 3 succeeds on 1, 2, 3: 3/10. WE-07: SL 10 succeeds on 1-9: 9/10.
    for (const [sl, want] of [
      [3, '3/10'],
      [10, '9/10'],
      [-5, '1/10'],
      [25, '9/10'],
    ] as const) {
      const d = naturalRollDist(sl, 1);
      expect(d.prob((r) => r === 'perfect' || r === 'success').toString()).toBe(want);
    }
  });

  it('HY-ROLL-10 with 2D10 keep one, success is 1-(1-p)^2, perfect 19/100 and critical 1/100', () => {
    // SL 5: p = 1/2, so 1 - 1/4 = 3/4; perfect = 1 - (9/10)^2 = 19/100; critical = both 10s = 1/100.
    const d = naturalRollDist(5, 2);
    expect(d.prob((r) => r === 'perfect' || r === 'success').toString()).toBe('3/4');
    expect(p(d, 'perfect')).toBe('19/100');
    expect(p(d, 'critical')).toBe('1/100');
  });

  it('HY-APT-19 Duellist/2 makes a 2 a Perfect Success (WE-28)', () => {
    expect(judge(2, 1, 2)).toBe('perfect');
    expect(judge(3, 1, 2)).toBe('failure');
    // Perfect on 1 or 2: 2/10.
    expect(p(naturalRollDist(5, 1, 2), 'perfect')).toBe('1/5');
  });

  it('HY-ROLL-09 HY-ROLL-06 odds procedure natural-roll: outcomes perfect, success, failure, critical', () => {
    // SL 6, one die: 1 perfect (1/10), 2-6 success (5/10), 7-9 failure (3/10), 10 critical (1/10).
    const d = odds('natural-roll', { sl: 6, dice: '1' });
    expect(d.toOutcomes()).toEqual(
      expect.arrayContaining([
        { outcome: 'perfect', p: '1/10' },
        { outcome: 'success', p: '1/2' },
        { outcome: 'failure', p: '3/10' },
        { outcome: 'critical', p: '1/10' },
      ]),
    );
    // SL 6, two dice keep the lower: perfect 19/100; success P(min in 2..6) = P(min<=6) - P(min=1)
    // = (1 - (4/10)^2) - 19/100 = 84/100 - 19/100 = 65/100; critical 1/100; failure 15/100.
    const two = odds('natural-roll', { sl: 6, dice: '2' });
    expect(p(two, 'perfect')).toBe('19/100');
    expect(p(two, 'success')).toBe('13/20');
    expect(p(two, 'failure')).toBe('3/20');
    expect(p(two, 'critical')).toBe('1/100');
  });

  it('HY-MODE-OC-02 HY-MODE-OC-11 odds procedure strike: Hybrid on Purifier, and with the Purifier parrying', () => {
    // Basic Strike SL 5: perfect 1/10 (2 wounds), success 4/10 (1 wound), miss 5/10.
    const d = odds('strike', { attacker: 'hybrid', target: 'purifier', level: 1 });
    expect(p(d, 0)).toBe('1/2');
    expect(p(d, 1)).toBe('2/5');
    expect(p(d, 2)).toBe('1/10');
    // Parry level 1 at SL 3 succeeds 3/10: each hit survives with 7/10.
    // 0 wounds: 5/10 + 5/10 * 3/10 = 65/100; 1 wound: 4/10 * 7/10 = 28/100; 2 wounds: 1/10 * 7/10 = 7/100.
    const parried = odds('strike', { attacker: 'hybrid', target: 'purifier', level: 1, parry: 1 });
    expect(p(parried, 0)).toBe('13/20');
    expect(p(parried, 1)).toBe('7/25');
    expect(p(parried, 2)).toBe('7/100');
  });

  it('HY-MODE-OC-09 odds procedure strike: Heroic Strike wounds are capped by what the target has left', () => {
    // Aberration (OC 5) with 1 card point at level 6 on a Purifier (NV 3): SL 5 + 1 = 6.
    // 2 wounds on 2..6 (5/10), 3 on a 1 (1/10), none otherwise (4/10).
    const d = odds('strike', { attacker: 'aberration', target: 'purifier', level: 6, cards: 1 });
    expect(p(d, 0)).toBe('2/5');
    expect(p(d, 2)).toBe('1/2');
    expect(p(d, 3)).toBe('1/10');
  });

  it('HY-ACT-01 HY-ROLL-15 the Activation Roll is a plain D10 each, lower wins, ties rolled again', () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const m = unwrap(e.start(3));
    let cur = m;
    const events = [];
    for (const seat of ['griffin', 'scorpion']) {
      const r = unwrap(e.submit(cur, seat, { kind: 'keep-hand' }, new LoadedDice([4, 4, 7, 3])));
      cur = r.match;
      events.push(...r.events);
    }
    const done = finishSetup(e, cur, [4, 4, 7, 3]);
    cur = done.match;
    events.push(...done.events);
    // 4 against 4 is rolled again; then 7 against 3: the Scorpion player (3) wins.
    const rolls = events.filter((x) => x.type === 'hybrid/activation-roll');
    expect(rolls.map((x) => [x['griffin'], x['scorpion']])).toEqual([
      [4, 4],
      [7, 3],
    ]);
    expect(cur.state.rollWinner).toBe('scorpion');
    // The roll that decided says who won it; the tie names nobody.
    expect(rolls.map((x) => x['winner'])).toEqual([undefined, 'scorpion']);
    expect(hybridRuleset.presenter?.event(rolls[1]!, 'en')).toContain('Scorpion wins');
    expect(hybridRuleset.presenter?.event(rolls[0]!, 'en')).not.toContain('wins');
    expect(hybridRuleset.presenter?.event(rolls[1]!, 'hu')).toContain(
      'Skorpió dobása 3. Skorpió nyer, mert a kisebb dobás győz',
    );
    expect(cur.state.round).toBe(1);
    expect(cur.state.phase).toBe('choose-first');
    expect(e.pending(cur)).toEqual([{ seats: [cur.state.rollWinner], kind: 'hybrid/choose-first' }]);
  });
});
