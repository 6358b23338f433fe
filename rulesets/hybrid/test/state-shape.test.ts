import { unwrap, type Match } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import type { HybridState } from '../src/index.ts';
import { engine, playRandom } from './helpers.ts';

const e = engine();
const check = (s: unknown): readonly string[] => e.rules.invariants?.(s as HybridState) ?? [];

/** A copy of the first state of a random game for which `want` says yes, as a file would hold it. */
function positionWhere(want: (s: HybridState) => boolean, mission = 'return-to-glasinhar'): HybridState {
  for (let seed = 1; seed < 40; seed++) {
    let found: HybridState | null = null;
    playRandom(e, seed, { mission }, 600, (m: Match<HybridState>) => {
      if (!found && want(m.state)) found = JSON.parse(JSON.stringify(m.state)) as HybridState;
    });
    if (found) return found;
  }
  throw new Error('no such position in 40 games');
}

const start = (): HybridState =>
  JSON.parse(JSON.stringify(unwrap(e.start(1, { mission: 'return-to-glasinhar' })).state)) as HybridState;

describe('the invariants check the shape of a position first', () => {
  it('a value of the wrong type is refused with its path', () => {
    const s = start() as unknown as { warriors: Array<Record<string, unknown>> };
    const w = s.warriors[0] as Record<string, unknown>;
    w['wounds'] = 'two';
    w['mutations'] = 'none';
    expect(check(s)).toEqual([
      'warriors.0.wounds: expected a whole number, not "two"',
      'warriors.0.mutations: expected an array, not "none"',
    ]);
  });

  it('a missing field, a fraction, a count below 0 and a value outside its list are each named', () => {
    const s = start() as unknown as Record<string, unknown> & {
      sides: { griffin: Record<string, unknown> };
      warriors: Array<Record<string, unknown>>;
    };
    delete s.sides.griffin['hand'];
    (s.warriors[1] as Record<string, unknown>)['x'] = 0.5;
    s['round'] = -1;
    s['phase'] = 'lunch';
    expect(check(s)).toEqual([
      'phase: expected "opening-hand" or "roll-cards" or "choose-first" or "sequence" or "activation" or "over", not "lunch"',
      'round: expected at least 0, not -1',
      'warriors.1.x: expected a whole number, not 0.5',
      'sides.griffin.hand: missing (expected an array)',
    ]);
  });

  it('null where the type has no null, and an object emptied, are refused', () => {
    const s = start() as unknown as Record<string, unknown>;
    s['sides'] = null;
    expect(check(s)).toEqual(['sides: expected an object, not null']);
    const t = start() as unknown as Record<string, unknown>;
    t['board'] = {};
    expect(check(t)[0]).toBe('board.width: missing (expected a whole number)');
  });

  it('names at most five problems, then counts the rest', () => {
    const s = start();
    for (const w of s.warriors) (w as unknown as Record<string, unknown>)['facing'] = 'up';
    const broken = check(s);
    expect(s.warriors.length).toBeGreaterThan(5);
    expect(broken).toHaveLength(6);
    expect(broken[5]).toBe(`and ${s.warriors.length - 5} more`);
  });

  it('a position of the wrong shape gets its shape problems only, not the meaning checks that would throw', () => {
    const s = start() as unknown as Record<string, unknown>;
    s['mission'] = 'no-such-mission';
    s['warriors'] = [{}];
    const broken = check(s);
    expect(broken.slice(0, 5)).toEqual([
      'warriors.0.id: missing (expected a string)',
      'warriors.0.profile: missing (expected a string)',
      'warriors.0.side: missing (expected "griffin" or "scorpion")',
      'warriors.0.x: missing (expected a whole number)',
      'warriors.0.y: missing (expected a whole number)',
    ]);
    expect(broken[5]).toMatch(/^and \d+ more$/);
  });

  it('the fields optional for older records may be missing', () => {
    const s = positionWhere((x) => x.current !== null);
    const c = s.cards as unknown as Record<string, unknown>;
    for (const k of ['shown', 'nullified', 'eventWindow', 'eventWindowNext', 'eventWindowsDone', 'eventWindowRolls'])
      delete c[k];
    const act = s.current as unknown as Record<string, unknown>;
    delete act['paused'];
    delete act['lastStepDiagonal'];
    expect(check(s)).toEqual([]);
  });
});

describe('the invariants check what a position names', () => {
  it('an unknown mission, profile or card is named with where it is', () => {
    const s = start();
    s.warriors[0]!.profile = 'no-such-profile';
    s.sides.scorpion.hand[0] = 'no-such-card';
    s.eventDeck[0] = 'no-such-event';
    expect(check(s)).toEqual([
      'warriors.0.profile: unknown warrior profile "no-such-profile"',
      'sides.scorpion.hand.0: unknown Action card "no-such-card"',
      'eventDeck.0: unknown Event card "no-such-event"',
    ]);
    const t = start();
    t.mission = 'no-such-mission';
    expect(check(t)).toEqual(['mission: unknown mission "no-such-mission"']);
  });

  it('a card of one kind where another kind belongs is unknown there', () => {
    const s = start();
    const action = s.actionDeck[0] as string;
    s.eventDeck[0] = action;
    expect(check(s)).toEqual([`eventDeck.0: unknown Event card "${action}"`]);
  });

  it('a warrior the position does not hold, and two warriors of one id, are refused', () => {
    const s = positionWhere((x) => x.current !== null);
    (s.current as { warrior: string }).warrior = 'nobody';
    expect(check(s)).toEqual(['current.warrior: unknown warrior "nobody"']);
    const t = start();
    t.warriors[1]!.id = t.warriors[0]!.id;
    expect(check(t)[0]).toBe(`warriors.1.id: a second warrior "${t.warriors[0]!.id}"`);
  });
});

describe('the invariants check that the parts of a position agree', () => {
  it('a sequence complete but not ended is refused (its side would be asked with nothing to place)', () => {
    const s = positionWhere((x) => x.phase === 'sequence' && x.sides.griffin.sequenceDone);
    s.sides.griffin.sequenceDone = false;
    expect(check(s)).toContain('the griffin sequence is complete but not ended');
    s.sides.griffin.sequenceDone = true;
    s.sides.scorpion.sequenceDone = true;
    expect(check(s)).toContain('both sequences are set, yet no activation has begun');
  });

  it("a board of another size than the mission's is refused", () => {
    const s = start();
    s.board.width = 1e6;
    expect(check(s)).toEqual(["the board is 1000000x16, the mission's is 16x16"]);
  });
});

describe('positions of real games pass', () => {
  it('every position of random games on missions with cards, entrances and reserves, also read back from JSON', () => {
    let n = 0;
    for (const [seed, mission] of [
      [3, 'return-to-glasinhar'],
      [4, 'heresiarchs-prison'],
      [5, 'scarlet-hive'],
      [6, 'heroes-twilight'],
    ] as const)
      playRandom(e, seed, { mission }, 400, (m) => {
        n++;
        expect(check(m.state)).toEqual([]);
        if (n % 7 === 0) expect(check(JSON.parse(JSON.stringify(m.state)))).toEqual([]);
      });
    expect(n).toBeGreaterThan(500);
  });
});
