import { ok, type Rules } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, type BotKnowledge } from '../src/index.ts';
import {
  CONNECT_FOUR,
  TIC_TAC_TOE,
  mnkKnowledge,
  mnkRules,
  position,
  type MnkChoice,
  type MnkState,
} from './fixtures/mnk.ts';

const ttt = mnkRules(TIC_TAC_TOE);
const c4 = mnkRules(CONNECT_FOUR);

describe('MCTS on known positions', () => {
  it('tic-tac-toe: takes the win in one', () => {
    // x has the top row open at cell 2; o threatens the middle column (cell 7) too: winning comes first.
    const s = position(TIC_TAC_TOE, ['xx.', '.o.', '.o.']);
    const d = askBot(mctsBot(ttt, mnkKnowledge), ttt, s, 'x', { seed: 1, budget: { iterations: 1000 } });
    expect(d.choice).toEqual({ at: 2 });
    expect(d.alternatives?.[0]?.value).toBe(1);
  });

  it('tic-tac-toe: blocks the loss in one', () => {
    // o threatens the left column at cell 6; x has no win of its own.
    const s = position(TIC_TAC_TOE, ['ox.', 'o..', '..x']);
    const d = askBot(mctsBot(ttt, mnkKnowledge), ttt, s, 'x', { seed: 1, budget: { iterations: 2000 } });
    expect(d.choice).toEqual({ at: 6 });
  });

  it('connect-four: takes the win in one', () => {
    // x has three on the bottom row in columns 1-3; column 4 completes it (column 0 does too).
    const s = position(CONNECT_FOUR, ['.......', '.......', '.......', '.......', '.ooo...', '.xxx...']);
    for (const seed of [1, 2, 3]) {
      const d = askBot(mctsBot(c4, mnkKnowledge), c4, { ...s, toMove: 0 }, 'x', {
        seed,
        budget: { iterations: 3000 },
      });
      expect([0, 4]).toContain(d.choice.at);
    }
  });

  it('connect-four: blocks the loss in one', () => {
    // o has three stacked in column 5; x must drop into column 5.
    const s = position(CONNECT_FOUR, ['.......', '.......', '.......', '.....o.', '.x...o.', 'xx...o.']);
    for (const seed of [1, 2, 3]) {
      const d = askBot(mctsBot(c4, mnkKnowledge), c4, s, 'x', { seed, budget: { iterations: 3000 } });
      expect(d.choice).toEqual({ at: 5 });
    }
  });

  it('the alternatives come best first with their visits, which add up to the iterations', () => {
    const s = position(TIC_TAC_TOE, ['x..', '.o.', '...']);
    const d = askBot(mctsBot(ttt, mnkKnowledge, { alternatives: 10 }), ttt, s, 'x', {
      seed: 5,
      budget: { iterations: 500 },
    });
    const visits = d.alternatives!.map((a) => a.visits!);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
    expect(visits.reduce((a, b) => a + b, 0)).toBe(500);
    expect(d.alternatives!).toHaveLength(7);
    expect(d.choice).toEqual(d.alternatives![0]!.choice);
  });

  it('search works through apply when a ruleset has no fast path, with the same result', () => {
    const { fast: _fast, ...slow } = ttt;
    const s = position(TIC_TAC_TOE, ['ox.', 'o..', '..x']);
    const a = askBot(mctsBot(ttt, mnkKnowledge), ttt, s, 'x', { seed: 4, budget: { iterations: 400 } });
    const b = askBot(mctsBot(slow, mnkKnowledge), slow, s, 'x', { seed: 4, budget: { iterations: 400 } });
    expect(b).toEqual(a);
  });

  it('the greedy heuristic bot takes a win in one through evaluate', () => {
    const knowledge = { ...mnkKnowledge, evaluate: () => 0.5 };
    const s = position(TIC_TAC_TOE, ['xx.', '.o.', '.o.']);
    const d = askBot(heuristicBot(ttt, knowledge), ttt, s, 'x', { seed: 1 });
    expect(d.choice).toEqual({ at: 2 });
  });
});

/** Two seats on one side: `lead` calls heads or tails, then `follow` must match it for both to win. */
interface Match2 {
  lead: number | null;
  follow: number | null;
}
const matching: Rules<Match2, { pick: number }, Match2> = {
  seats: () => ['lead', 'follow'],
  setup: () => ok({ lead: null, follow: null }),
  pending: (s) =>
    s.lead === null
      ? [{ seats: ['lead'], kind: 'm/pick' }]
      : s.follow === null
        ? [{ seats: ['follow'], kind: 'm/pick' }]
        : [],
  legalChoices: (s, seat) => (matching.pending(s)[0]?.seats[0] === seat ? [{ pick: 0 }, { pick: 1 }] : []),
  apply: (s, seat, c) => ok({ state: seat === 'lead' ? { ...s, lead: c.pick } : { ...s, follow: c.pick }, events: [] }),
  view: (s) => ({ ...s }),
  outcome: (s) =>
    s.follow === null
      ? null
      : s.lead === s.follow
        ? { winners: ['lead', 'follow'], reason: 'matched' }
        : { winners: [], reason: 'missed' },
};
const matchingKnowledge: BotKnowledge<Match2, { pick: number }, Match2> = { determinize: (v) => ({ ...v }) };

describe('cooperative seats', () => {
  it('a seat is rewarded when its side wins, so teammates help each other', () => {
    for (const lead of [0, 1]) {
      const d = askBot(mctsBot(matching, matchingKnowledge), matching, { lead, follow: null }, 'follow', {
        seed: 2,
        budget: { iterations: 200 },
      });
      expect(d.choice).toEqual({ pick: lead });
    }
  });

  it('the leading seat values both picks as winnable, since its teammate follows', () => {
    const d = askBot(mctsBot(matching, matchingKnowledge), matching, { lead: null, follow: null }, 'lead', {
      seed: 2,
      budget: { iterations: 2000 },
    });
    for (const a of d.alternatives!) expect(a.value).toBeGreaterThan(0.8);
  });
});

describe('forced choices', () => {
  it('a single legal choice is returned at once, without search', () => {
    const s = position(TIC_TAC_TOE, ['xox', 'xoo', 'o.x']);
    // One cell left, nobody has a line yet; four marks each, so x moves.
    const d = mctsBot(ttt, mnkKnowledge).choose({
      observation: s,
      seat: 'x',
      legal: ttt.legalChoices(s, 'x'),
      budget: { iterations: 500 },
      seed: 1,
    });
    expect(d).toEqual({ choice: { at: 7 }, alternatives: [], iterations: 0, by: 'forced' });
  });
});

describe('a ruleset prior', () => {
  const empty = position(TIC_TAC_TOE, ['...', '...', '...']);

  it('search starts from the choices the prior likes, and a tiny budget keeps its favourite', () => {
    // The prior calls the centre best and a corner second. After one iteration at most three choices
    // have entered the tree (2 + floor(sqrt(iterations)) widen in), the two favourites among them,
    // and the centre leads whatever its one playout gave. (From the second iteration on, one lost
    // playout of the centre against one won by the corner may put the corner first.)
    const knowledge: BotKnowledge<MnkState, MnkChoice, MnkState> = {
      ...mnkKnowledge,
      prior: (_s, _seat, choices) => choices.map((c) => (c.at === 4 ? 0.9 : c.at === 0 ? 0.6 : 0.1)),
    };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const d = askBot(mctsBot(ttt, knowledge), ttt, empty, 'x', { seed, budget: { iterations: 1 } });
      expect(d.choice).toEqual({ at: 4 });
      const tried = (d.alternatives ?? []).map((a) => a.choice.at);
      expect(tried).toContain(0);
      expect(tried.length).toBeLessThanOrEqual(3);
    }
    const d = askBot(mctsBot(ttt, knowledge), ttt, empty, 'x', { seed: 1, budget: { iterations: 2 } });
    const tried = (d.alternatives ?? []).map((a) => a.choice.at);
    expect(tried).toContain(0);
    expect(tried.length).toBeLessThanOrEqual(3);
  });
});

describe('a ruleset’s candidates', () => {
  it('search keeps its root to the candidates, even where a left-out choice wins at once', () => {
    // x wins at once at cell 2; the ruleset leaves cell 2 out, so search weighs the others alone.
    const s = position(TIC_TAC_TOE, ['xx.', '.o.', '..o']);
    const knowledge: BotKnowledge<MnkState, MnkChoice, MnkState> = {
      ...mnkKnowledge,
      candidates: (_s, _seat, legal) => legal.filter((c) => c.at !== 2),
    };
    for (const withPrior of [false, true]) {
      const k = withPrior
        ? { ...knowledge, prior: (_s: MnkState, _seat: string, l: readonly MnkChoice[]) => l.map(() => 0.5) }
        : knowledge;
      const d = askBot(mctsBot(ttt, k, { alternatives: 10 }), ttt, s, 'x', { seed: 1, budget: { iterations: 500 } });
      expect(d.choice).not.toEqual({ at: 2 });
      expect((d.alternatives ?? []).map((a) => a.choice.at)).not.toContain(2);
      expect(d.alternatives?.length).toBeGreaterThan(0);
    }
  });

  it('with no candidate left, search weighs every legal choice', () => {
    const s = position(TIC_TAC_TOE, ['xx.', '.o.', '..o']);
    const knowledge: BotKnowledge<MnkState, MnkChoice, MnkState> = { ...mnkKnowledge, candidates: () => [] };
    const d = askBot(mctsBot(ttt, knowledge), ttt, s, 'x', { seed: 1, budget: { iterations: 1000 } });
    expect(d.choice).toEqual({ at: 2 });
  });
});
