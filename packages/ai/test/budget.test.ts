import { ok, type Rules } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_EVERY_MAX,
  clockInterval,
  mctsBot,
  type BotKnowledge,
  type Budget,
  type MctsBot,
  type MctsDecision,
} from '../src/index.ts';
import { TIC_TAC_TOE, mnkKnowledge, mnkRules, position, type MnkChoice, type MnkState } from './fixtures/mnk.ts';

const ttt = mnkRules(TIC_TAC_TOE);

/** A search bot's decision at a position, with its statistics. */
function askBot<S, C>(
  bot: MctsBot<S, C>,
  rules: Rules<S, C, S>,
  state: S,
  seat: string,
  opts: { seed: number; budget: Budget },
): MctsDecision<C> {
  return bot.choose({ observation: rules.view(state, seat), seat, legal: rules.legalChoices(state, seat), ...opts });
}

/** Tic-tac-toe whose every step costs `stepMs` on a test clock, which counts how often it is read. */
function clocked(stepMs: (steps: number) => number) {
  const clock = { t: 0, reads: 0, steps: 0 };
  const fast = ttt.fast;
  if (!fast) throw new Error('the fixture has a fast path');
  const rules: Rules<MnkState, MnkChoice, MnkState> = {
    ...ttt,
    fast: {
      clone: (s) => fast.clone(s),
      applyInPlace(s, seat, c, dice) {
        clock.t += stepMs(clock.steps++);
        return fast.applyInPlace(s, seat, c, dice);
      },
    },
  };
  const now = () => {
    clock.reads++;
    return clock.t;
  };
  return { clock, rules, now };
}

describe('time budgets', () => {
  const empty = position(TIC_TAC_TOE, ['...', '...', '...']);

  it('on a slow position the clock is read after every iteration, and the search ends at the first look past the deadline', () => {
    const { clock, rules, now } = clocked(() => 7);
    const d = mctsBot(rules, mnkKnowledge, { earlyStop: false }).choose({
      observation: empty,
      seat: 'x',
      legal: ttt.legalChoices(empty, 'x'),
      budget: { ms: 100 },
      now,
      seed: 1,
    });
    // One read at the start, then one after each iteration; the last one finds the deadline passed.
    expect(clock.reads).toBe(d.iterations + 1);
    expect(clock.t).toBeGreaterThanOrEqual(100);
    // An iteration plays at most nine marks: the overshoot is less than one iteration.
    expect(clock.t).toBeLessThan(100 + 9 * 7);
    expect(d.iterations).toBeGreaterThan(1);
  });

  it('on a fast position the clock is read every few iterations and the budget still holds', () => {
    const { clock, rules, now } = clocked(() => 0.001);
    const d = mctsBot(rules, mnkKnowledge, { earlyStop: false }).choose({
      observation: empty,
      seat: 'x',
      legal: ttt.legalChoices(empty, 'x'),
      budget: { ms: 20 },
      now,
      seed: 1,
    });
    expect(clock.reads * 4).toBeLessThan(d.iterations);
    expect(clock.t).toBeGreaterThanOrEqual(20);
    expect(clock.t).toBeLessThanOrEqual(20 + CLOCK_EVERY_MAX * 9 * 0.001 + 1e-9);
  });

  it('a position that turns slow overshoots by at most CLOCK_EVERY_MAX iterations', () => {
    // The first 2,000 marks are nearly free, the rest take 3 ms each.
    const { clock, rules, now } = clocked((n) => (n < 2000 ? 0.0001 : 3));
    mctsBot(rules, mnkKnowledge, { earlyStop: false }).choose({
      observation: empty,
      seat: 'x',
      legal: ttt.legalChoices(empty, 'x'),
      budget: { ms: 50 },
      now,
      seed: 1,
    });
    expect(clock.t).toBeGreaterThanOrEqual(50);
    expect(clock.t).toBeLessThanOrEqual(50 + CLOCK_EVERY_MAX * 9 * 3);
  });

  it('the next look at the clock comes when an eighth of the time left should have passed', () => {
    expect(clockInterval(10, 5, 1)).toBe(1);
    expect(clockInterval(80, 800, 8)).toBe(10);
    expect(clockInterval(1, 1000, 100)).toBe(CLOCK_EVERY_MAX);
    expect(clockInterval(0, 1000, 100)).toBe(CLOCK_EVERY_MAX);
    expect(clockInterval(5, 0, 10)).toBe(1);
  });
});

describe('early stopping', () => {
  // x wins at once at cell 2; o threatens the middle column.
  const winInOne = position(TIC_TAC_TOE, ['xx.', '.o.', '.o.']);

  it('stops once the leading choice cannot be overtaken, with the answer the full budget gives', () => {
    const full = askBot(mctsBot(ttt, mnkKnowledge), ttt, winInOne, 'x', { seed: 3, budget: { iterations: 3000 } });
    const d = askBot(mctsBot(ttt, mnkKnowledge, { earlyStop: true, alternatives: 10 }), ttt, winInOne, 'x', {
      seed: 3,
      budget: { iterations: 3000 },
    });
    expect(full.choice).toEqual({ at: 2 });
    expect(d.choice).toEqual(full.choice);
    expect(d.iterations).toBeLessThan(3000);
    const [first, second] = d.alternatives!;
    expect((first?.visits ?? 0) - (second?.visits ?? 0)).toBeGreaterThan(3000 - d.iterations - 1);
  });

  it('with an early-stop share of one half it stops sooner, once the lead passes half the iterations left', () => {
    const exact = askBot(mctsBot(ttt, mnkKnowledge, { earlyStop: true }), ttt, winInOne, 'x', {
      seed: 3,
      budget: { iterations: 3000 },
    });
    const d = askBot(
      mctsBot(ttt, mnkKnowledge, { earlyStop: true, earlyStopShare: 0.5, alternatives: 10 }),
      ttt,
      winInOne,
      'x',
      { seed: 3, budget: { iterations: 3000 } },
    );
    expect(d.choice).toEqual({ at: 2 });
    expect(d.iterations).toBeLessThan(exact.iterations);
    const [first, second] = d.alternatives!;
    const lead = (first?.visits ?? 0) - (second?.visits ?? 0);
    expect(lead).toBeGreaterThan(0.5 * (3000 - d.iterations));
    // One iteration earlier the lead was not yet enough: it stopped at the first look that saw it.
    expect(lead - 1).toBeLessThanOrEqual(0.5 * (3000 - d.iterations + 1));
  });

  it('a time budget stops early by the pace of the search so far', () => {
    const { clock, rules, now } = clocked(() => 0.01);
    const d = mctsBot(rules, mnkKnowledge).choose({
      observation: winInOne,
      seat: 'x',
      legal: ttt.legalChoices(winInOne, 'x'),
      budget: { ms: 1000 },
      now,
      seed: 3,
    });
    expect(d.choice).toEqual({ at: 2 });
    expect(clock.t).toBeLessThan(1000);
  });
});

/** One seat sets a two-digit lock, a digit at a time (0 to 3 each); it opens only at 2 then 3. */
interface Lock {
  a: number | null;
  b: number | null;
}
const lockRules: Rules<Lock, { digit: number }, Lock> = {
  seats: () => ['p'],
  setup: () => ok({ a: null, b: null }),
  pending: (s) => (s.b === null ? [{ seats: ['p'], kind: 'lock/digit' }] : []),
  legalChoices: (s) => (s.b === null ? [0, 1, 2, 3].map((digit) => ({ digit })) : []),
  apply: (s, _seat, c) => ok({ state: s.a === null ? { a: c.digit, b: null } : { a: s.a, b: c.digit }, events: [] }),
  view: (s) => s,
  outcome: (s) =>
    s.b === null ? null : s.a === 2 && s.b === 3 ? { winners: ['p'], reason: 'open' } : { winners: [], reason: 'shut' },
};
const lockKnowledge: BotKnowledge<Lock, { digit: number }, Lock> = { determinize: (v) => ({ ...v }) };

describe('following the searched continuation', () => {
  const start: Lock = { a: null, b: null };

  it('the next decision of the same seat, at the very position the search expected, is taken from that search', () => {
    const bot = mctsBot(lockRules, lockKnowledge);
    const first = askBot(bot, lockRules, start, 'p', { seed: 1, budget: { iterations: 800 } });
    expect(first.choice).toEqual({ digit: 2 });
    expect(first.iterations).toBeGreaterThan(0);
    const second = askBot(bot, lockRules, { a: 2, b: null }, 'p', { seed: 2, budget: { iterations: 800 } });
    expect(second).toMatchObject({ choice: { digit: 3 }, iterations: 0, by: 'plan' });
    // A bot without that memory searches the same position and agrees.
    const fresh = askBot(mctsBot(lockRules, lockKnowledge), lockRules, { a: 2, b: null }, 'p', {
      seed: 2,
      budget: { iterations: 800 },
    });
    expect(fresh.choice).toEqual({ digit: 3 });
    expect(fresh.iterations).toBeGreaterThan(0);
  });

  it('any other position is searched afresh', () => {
    const bot = mctsBot(lockRules, lockKnowledge);
    askBot(bot, lockRules, start, 'p', { seed: 1, budget: { iterations: 800 } });
    const other = askBot(bot, lockRules, { a: 1, b: null }, 'p', { seed: 2, budget: { iterations: 800 } });
    expect(other.iterations).toBeGreaterThan(0);
    expect(other.by).toBeUndefined();
  });

  it('a continuation searched too little is not followed', () => {
    const bot = mctsBot(lockRules, lockKnowledge, { followVisits: 10_000 });
    askBot(bot, lockRules, start, 'p', { seed: 1, budget: { iterations: 800 } });
    const second = askBot(bot, lockRules, { a: 2, b: null }, 'p', { seed: 2, budget: { iterations: 800 } });
    expect(second.iterations).toBeGreaterThan(0);
  });
});

describe('routine decisions', () => {
  it("the ruleset's routine choice is taken without search; where it has none, search runs", () => {
    const knowledge: BotKnowledge<Lock, { digit: number }, Lock> = {
      ...lockKnowledge,
      routineChoice: (s, _seat, legal) => (s.a === null ? (legal[1] ?? null) : null),
    };
    const bot = mctsBot(lockRules, knowledge);
    const d = askBot(bot, lockRules, { a: null, b: null }, 'p', { seed: 1, budget: { iterations: 300 } });
    expect(d).toEqual({ choice: { digit: 1 }, alternatives: [], iterations: 0, by: 'routine' });
    const searched = askBot(bot, lockRules, { a: 2, b: null }, 'p', { seed: 1, budget: { iterations: 300 } });
    expect(searched.iterations).toBeGreaterThan(0);
    expect(searched.choice).toEqual({ digit: 3 });
  });
});
