import { describe, expect, it } from 'vitest';
import { deserializeMatch, serializeMatch, unwrap } from '@skirmish/core';
import { actualStrength, maximumStrength } from '../src/company.ts';
import type { Choice } from '../src/choices.ts';
import type { CampaignState } from '../src/state.ts';
import { content, engine, randomLeague } from './helpers.ts';

const GAMES = Number(process.env['DOGS_GAMES'] ?? 10);

describe('seeded random leagues', () => {
  it('never break an invariant, always offer a pending seat a choice, and finish', () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const r = randomLeague(seed, 4);
      expect(r.errors, `seed ${seed}`).toEqual([]);
      expect(engine.outcome(r.match), `seed ${seed}`).not.toBeNull();
      expect(r.match.state.history.length, `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('seeds that once failed stay fixed (6: the captain named himself lieutenant, then was discharged)', () => {
    for (const seed of [6]) expect(randomLeague(seed, 4).errors, `seed ${seed}`).toEqual([]);
  });

  it('three companies: one rests each round, and the league still runs clean', () => {
    for (let seed = 300; seed < 303; seed++) {
      const r = randomLeague(seed, 3, 6000, ['red', 'blue', 'green']);
      expect(r.errors, `seed ${seed}`).toEqual([]);
      expect(engine.outcome(r.match), `seed ${seed}`).not.toBeNull();
      const fought = r.match.state.history.filter((h) => h.round === 1).flatMap((h) => h.seats);
      expect(fought).toHaveLength(2);
    }
  });

  it("Hang 'Em High: seeded random hunts of three and four companies run clean to their end and replay", () => {
    for (let seed = 400; seed < 400 + Math.max(4, GAMES / 3); seed++) {
      const seats = seed % 2 === 0 ? ['red', 'blue', 'green'] : ['red', 'blue', 'green', 'gold'];
      const r = randomLeague(seed, 6, 8000, seats, 'hang-em-high');
      expect(r.errors, `seed ${seed}`).toEqual([]);
      expect(engine.outcome(r.match), `seed ${seed}`).not.toBeNull();
      expect(r.match.state.hunt?.day, `seed ${seed}`).toBeGreaterThan(0);
      const replayed = unwrap(engine.replay(r.match.record));
      expect(engine.hash(replayed), `seed ${seed}`).toBe(engine.hash(r.match));
    }
  });

  it('replay equals live, bit for bit', () => {
    for (let seed = 100; seed < 100 + Math.max(4, GAMES / 4); seed++) {
      const live = randomLeague(seed, 3).match;
      const replayed = unwrap(engine.replay(live.record));
      expect(engine.hash(replayed), `seed ${seed}`).toBe(engine.hash(live));
    }
  });

  it('serialisation round-trips', () => {
    const live = randomLeague(7, 3).match;
    const back = deserializeMatch<CampaignState>(serializeMatch(live));
    expect(engine.hash(back)).toBe(engine.hash(live));
    expect(back.state).toEqual(live.state);
  });

  it('renown never falls, resources never go negative, recruits only join below maximum strength', () => {
    for (let seed = 200; seed < 200 + Math.max(3, GAMES / 4); seed++) {
      let m = unwrap(
        engine.start(seed, {
          companies: [
            { seat: 'red', name: 'Red' },
            { seat: 'blue', name: 'Blue' },
          ],
          missions: 3,
        }),
      );
      let guard = 0;
      let pick = seed;
      while (engine.outcome(m) === null && guard++ < 5000) {
        const d = engine.pending(m)[0];
        if (!d) break;
        const seat = d.seats[0] ?? '';
        const legal = engine.legal(m, seat) as Choice[];
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const choice = legal[pick % legal.length];
        if (!choice) throw new Error('no legal choice');
        const before = m.state.companies[seat];
        const next = unwrap(engine.submit(m, seat, choice)).match;
        for (const s of m.state.seats) {
          const a = m.state.companies[s];
          const b = next.state.companies[s];
          if (!a || !b) continue;
          expect(b.renown).toBeGreaterThanOrEqual(a.renown);
          expect(b.resources).toBeGreaterThanOrEqual(0);
        }
        if (choice.kind === 'recruit' && before) {
          expect(actualStrength(before)).toBeLessThan(maximumStrength(before, content).total);
        }
        m = next;
      }
    }
  });
});
