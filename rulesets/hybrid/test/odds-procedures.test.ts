/**
 * The odds procedures against counts made here: by hand in the comments, or by listing every face
 * of every die a fight can roll (`enumerate`), with the rules' numbers written out for the sample
 * profiles. Nothing of the procedures' own code (nor `Dist`) is used to get the expected numbers.
 */
import { Engine, parseOddsInputs, unwrap, type DistKey, type Dist } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridRuleset } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { Profile } from '../src/content/schema.ts';

const engine = unwrap(Engine.create(hybridRuleset));

function odds(id: string, inputs: Record<string, string | number | boolean>): Dist<DistKey> {
  const proc = hybridRuleset.odds.find((p) => p.id === id);
  if (!proc) throw new Error(id);
  const parsed = unwrap(parseOddsInputs(proc.params, inputs));
  return unwrap(proc.compute(parsed, { content: sampleContent, options: engine.options }));
}

/** Every outcome of a distribution with its probability as "a/b". */
function table(d: Dist<DistKey>): Record<string, string> {
  return Object.fromEntries(d.toOutcomes().map((o) => [String(o.outcome), o.p]));
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
/** Thrown when a fight asks for a die beyond the faces laid down so far. */
class NeedDie extends Error {}

/**
 * Every way the D10s a fight asks for can fall, each sequence of faces as likely as its length
 * makes it (1/10 a die): the outcome `sim` gives for each, as a reduced fraction by outcome.
 */
function enumerate(sim: (d10: () => number) => string | number): Record<string, string> {
  const leaves: Array<[string, number]> = [];
  const walk = (prefix: readonly number[]): void => {
    let i = 0;
    const d10 = (): number => {
      if (i < prefix.length) return prefix[i++] as number;
      throw new NeedDie();
    };
    try {
      leaves.push([String(sim(d10)), prefix.length]);
    } catch (e) {
      if (!(e instanceof NeedDie)) throw e;
      for (let f = 1; f <= 10; f++) walk([...prefix, f]);
    }
  };
  walk([]);
  const longest = Math.max(...leaves.map(([, n]) => n));
  const den = 10n ** BigInt(longest);
  const sums = new Map<string, bigint>();
  for (const [k, n] of leaves) sums.set(k, (sums.get(k) ?? 0n) + 10n ** BigInt(longest - n));
  const out: Record<string, string> = {};
  for (const [k, num] of sums) {
    const g = gcd(num, den);
    out[k] = den / g === 1n ? String(num / g) : `${num / g}/${den / g}`;
  }
  return out;
}

/** A kept die judged against an SL: 1 perfect, 10 critical, else success at or under the SL. */
const judged = (die: number, sl: number): 'P' | 'S' | 'F' | 'C' =>
  die === 10 ? 'C' : die === 1 ? 'P' : die <= sl ? 'S' : 'F';
const hit = (r: string) => r === 'P' || r === 'S';

describe('odds procedure natural-roll: Luck, the Clones’ Fury and the fumble', () => {
  it('HY-CARD-EVENT-10 with Luck at SL 5 two dice fall, a 10 is never set aside, the lower of the rest is kept', () => {
    // Counted by hand over the 100 pairs: a 10 among them stands (19 pairs); otherwise the lower
    // die is kept: a 1 in 17 pairs (1 with 1..9 either way, 1-1 once), 2..5 in 48, 6..9 in 16.
    expect(table(odds('natural-roll', { sl: 5, luck: true }))).toEqual({
      perfect: '17/100',
      success: '12/25',
      failure: '4/25',
      critical: '19/100',
    });
  });

  it('HY-CARD-ARMY-09 the Clones’ Fury rolls a plain failure again, never a Critical Failure', () => {
    // SL 5: perfect 1/10, success 4/10, failure 4/10, critical 1/10; a failure rolls once more.
    // perfect 1/10 + 4/10 * 1/10 = 14/100; success 4/10 + 4/10 * 4/10 = 56/100;
    // failure 4/10 * 4/10 = 16/100; critical 1/10 + 4/10 * 1/10 = 14/100.
    expect(table(odds('natural-roll', { sl: 5, again: true }))).toEqual({
      perfect: '7/50',
      success: '14/25',
      failure: '4/25',
      critical: '7/50',
    });
  });

  it('with the fumble Effect a 9 fails critically too', () => {
    // SL 5: 1 perfect, 2..5 success, 6..8 failure, 9 and 10 critical.
    expect(table(odds('natural-roll', { sl: 5, fumble: true }))).toEqual({
      perfect: '1/10',
      success: '2/5',
      failure: '3/10',
      critical: '1/5',
    });
  });

  it('the four results come best first, whatever the dice', () => {
    const order = odds('natural-roll', { sl: 5, luck: true, dice: '2' })
      .toOutcomes()
      .map((o) => o.outcome);
    expect(order).toEqual(['perfect', 'success', 'failure', 'critical']);
  });
});

describe('odds procedure fire', () => {
  it('HY-MODE-F-29 a shot deals 1 wound, 2 on a Perfect Success: the Seneschal at a Hybrid, Firing SL 4 + 1 = 5', () => {
    // NV 4, Combined Weapon F+1: 1 perfect (1/10), 2..5 one wound (4/10), 6..10 none (5/10).
    expect(table(odds('fire', { attacker: 'seneschal', target: 'hybrid' }))).toEqual({
      '0': '1/2',
      '1': '2/5',
      '2': '1/10',
    });
  });

  it('HY-MODE-F-27 HY-MODE-F-06 Master Firing rolls 2D10 and keeps one; a 2x2 target gives +1: the Purifier at the Aberration, SL 3 + 1 = 4', () => {
    // Lower of two dice: a 1 in 19/100; at most 4 in 1 - (6/10)^2 = 64/100, so 2..4 in 45/100.
    expect(table(odds('fire', { attacker: 'purifier', target: 'aberration', level: 5 }))).toEqual({
      '0': '9/25',
      '1': '9/20',
      '2': '19/100',
    });
  });

  it('HY-MODE-DC-07 HY-MODE-F-29 a Basic Parry stops the shot: the Seneschal at a Knight of Hod parrying at SL 4', () => {
    // The shot hits on 1..5; the parry holds on 1..4 (4/10). 0: 5/10 + 5/10 * 4/10 = 7/10;
    // 1: 4/10 * 6/10 = 6/25; 2: 1/10 * 6/10 = 3/50.
    expect(table(odds('fire', { attacker: 'seneschal', target: 'knight-of-hod', parry: '1' }))).toEqual({
      '0': '7/10',
      '1': '6/25',
      '2': '3/50',
    });
  });

  it('HY-MODE-DC-13 a shot is parried at level 1 or 6 only', () => {
    const proc = hybridRuleset.odds.find((p) => p.id === 'fire');
    const parry = proc?.params.find((p) => p.name === 'parry');
    expect(parry?.type === 'choice' ? parry.values : null).toEqual(['0', '1', '6']);
    expect(parseOddsInputs(proc?.params ?? [], { attacker: 'seneschal', target: 'hybrid', parry: '3' }).ok).toBe(false);
  });

  it('HY-MODE-F-28 a Heroic Firing with both shots at a Hybrid (SL 4 each), wounds capped at his NV 3', () => {
    // Each shot: none 6/10, one 3/10, two 1/10. Two shots: 0 = 36/100; 1 = 2*18/100 = 36/100;
    // 2 = 2*6/100 + 9/100 = 21/100; 3 or more = 2*3/100 + 1/100 = 7/100.
    expect(table(odds('fire', { attacker: 'ambrosius', target: 'hybrid', level: 6, shots: 2 }))).toEqual({
      '0': '9/25',
      '1': '9/25',
      '2': '21/100',
      '3': '7/100',
    });
    expect(
      parseOddsInputs(hybridRuleset.odds.find((p) => p.id === 'fire')?.params ?? [], {
        attacker: 'ambrosius',
        target: 'hybrid',
        shots: 2,
      }).ok,
    ).toBe(true);
    const one = hybridRuleset.odds.find((p) => p.id === 'fire');
    const parsed = unwrap(parseOddsInputs(one?.params ?? [], { attacker: 'ambrosius', target: 'hybrid', shots: 2 }));
    expect(one?.compute(parsed, { content: sampleContent, options: engine.options }).ok).toBe(false);
  });

  it('HY-MODE-F-28 HY-MODE-DC-12 both Heroic Firing shots at a Hybrid in Heroic Parry: each wound lowers his parry, every die listed', () => {
    // Ambrosius fires at SL 4; the Hybrid parries at NV 3 less his wounds, and keeps parrying.
    const want = enumerate((d10) => {
      let tw = 0;
      for (let shot = 0; shot < 2 && tw < 3; shot++) {
        const r = judged(d10(), 4);
        if (!hit(r)) continue;
        if (hit(judged(d10(), 3 - tw))) continue;
        tw = Math.min(3, tw + (r === 'P' ? 2 : 1));
      }
      return tw;
    });
    expect(table(odds('fire', { attacker: 'ambrosius', target: 'hybrid', level: 6, shots: 2, parry: '6' }))).toEqual(
      want,
    );
  });

  it('HY-MODE-F-09 HY-MODE-F-08 HY-MODE-MV-12 HY-MODE-MV-10 rockfall, Master Move on the target and Expert Move on the shooter lower the Firing SL', () => {
    // SL 5 - 2 rockfall squares = 3: none 7/10, one 2/10, two 1/10; the same at -2 for each Move.
    const at3 = { '0': '7/10', '1': '1/5', '2': '1/10' };
    expect(table(odds('fire', { attacker: 'seneschal', target: 'hybrid', rockfall: 2 }))).toEqual(at3);
    expect(table(odds('fire', { attacker: 'seneschal', target: 'hybrid', 'master-move': true }))).toEqual(at3);
    expect(table(odds('fire', { attacker: 'seneschal', target: 'hybrid', 'expert-move': true }))).toEqual(at3);
  });

  it('refuses a shooter with no Firing value, in both languages', () => {
    const proc = hybridRuleset.odds.find((p) => p.id === 'fire');
    const parsed = unwrap(parseOddsInputs(proc?.params ?? [], { attacker: 'hybrid', target: 'purifier' }));
    const en = proc?.compute(parsed, { content: sampleContent, options: engine.options, locale: 'en' });
    const hu = proc?.compute(parsed, { content: sampleContent, options: engine.options, locale: 'hu' });
    expect(en?.ok ? null : en?.error.message).toBe('Hybrid cannot fire');
    expect(hu?.ok ? null : hu?.error.message).toMatch(/nem lőhet$/);
  });
});

describe('odds procedure strike: the attacker’s own wounds and the Moving-Mode penalties', () => {
  it('HY-MODE-DC-08 Novice Parry: a Hybrid (SL 5) at a Purifier parrying at SL 3 takes a wound on his 10 or the parry’s 1', () => {
    // 10 on the strike: 1/10; a hit (5/10) met by a parry of 1 (1/10): 5/100. Together 15/100.
    expect(table(odds('strike', { attacker: 'hybrid', target: 'purifier', parry: 2, count: 'attacker' }))).toEqual({
      '0': '17/20',
      '1': '3/20',
    });
  });

  it('HY-MODE-DC-09 Skilled Parry: a Knight of Hod (parry SL 4) strikes the Hybrid back at SL 5 after each parry', () => {
    // Hit 5/10, parried 4/10: 2/10. The counter-strike: two wounds on a 1, one on 2..5.
    // 1 wound: 2/10 * 4/10 = 2/25; 2 wounds: 2/10 * 1/10 = 1/50; none: 9/10.
    expect(table(odds('strike', { attacker: 'hybrid', target: 'knight-of-hod', parry: 3, count: 'attacker' }))).toEqual(
      { '0': '9/10', '1': '2/25', '2': '1/50' },
    );
    // The target's wounds are those of a Basic Parry: 0: 5/10 + 2/10; 1: 4/10 * 6/10; 2: 1/10 * 6/10.
    expect(table(odds('strike', { attacker: 'hybrid', target: 'knight-of-hod', parry: 3 }))).toEqual({
      '0': '7/10',
      '1': '6/25',
      '2': '3/50',
    });
  });

  it('HY-MODE-OC-04 HY-MODE-DC-08 a Skilled Strike at a Novice Parry: the wound the first roll costs the attacker lowers his second, every die listed', () => {
    // The Hybrid strikes at NV 3 - wounds + 2; the Purifier parries at 3 - wounds while no wound
    // has ended his Defensive Combat.
    const fight = (d10: () => number): [number, number] => {
      let aw = 0;
      let tw = 0;
      let dc = true;
      for (let roll = 0; roll < 2; roll++) {
        const r = judged(d10(), 3 - aw + 2);
        if (!hit(r)) {
          if (r === 'C' && dc) aw += 1;
          break;
        }
        const pr = dc ? judged(d10(), 3 - tw) : 'F';
        if (hit(pr)) {
          if (pr === 'P') aw += 1;
        } else {
          tw = Math.min(3, tw + (r === 'P' ? 2 : 1));
          dc = false;
        }
        if (tw >= 3 || aw >= 3) break;
      }
      return [tw, aw];
    };
    const base = { attacker: 'hybrid', target: 'purifier', level: 3, parry: 2 };
    expect(table(odds('strike', { ...base, count: 'target' }))).toEqual(enumerate((d10) => fight(d10)[0]));
    expect(table(odds('strike', { ...base, count: 'attacker' }))).toEqual(enumerate((d10) => fight(d10)[1]));
  });

  it('HY-MODE-OC-04 HY-MODE-DC-12 a Skilled Strike at a Heroic Parry: the first roll’s wounds lower the parry of the second, every die listed', () => {
    // The Hybrid strikes at SL 5 twice; the Knight of Hod parries at 4 - wounds and keeps parrying.
    const want = enumerate((d10) => {
      let tw = 0;
      for (let roll = 0; roll < 2; roll++) {
        const r = judged(d10(), 5);
        if (!hit(r)) break;
        if (!hit(judged(d10(), 4 - tw))) tw = Math.min(4, tw + (r === 'P' ? 2 : 1));
        if (tw >= 4) break;
      }
      return tw;
    });
    expect(table(odds('strike', { attacker: 'hybrid', target: 'knight-of-hod', level: 3, parry: 6 }))).toEqual(want);
  });

  it('HY-MODE-MV-12 HY-MODE-MV-10 Master Move on the target and Expert Move on the attacker each take 2 from the strike', () => {
    // Hybrid on Purifier, SL 5 - 2 = 3: none 7/10, one 2/10, two 1/10.
    const at3 = { '0': '7/10', '1': '1/5', '2': '1/10' };
    expect(table(odds('strike', { attacker: 'hybrid', target: 'purifier', 'master-move': true }))).toEqual(at3);
    expect(table(odds('strike', { attacker: 'hybrid', target: 'purifier', 'expert-move': true }))).toEqual(at3);
  });
});

describe('odds words', () => {
  it('the dice choice has words in English as in Hungarian, and the four results are capitalised alike', () => {
    const proc = hybridRuleset.odds.find((p) => p.id === 'natural-roll');
    expect(proc?.values).toEqual({ '1': 'one D10', '2': 'two D10, the lower kept' });
    expect(['perfect', 'success', 'failure', 'critical'].map((k) => proc?.outcome?.(k))).toEqual([
      'Perfect Success',
      'Success',
      'Failure',
      'Critical Failure',
    ]);
  });
});

describe('odds procedure strike: the Combined Attack blow', () => {
  it('HY-APT-08 HY-APT-09 HY-APT-07 the Seneschal strikes a Hybrid and adds the blow at his printed NV 4, every die listed', () => {
    // The strike at SL 4 (NV 4, no OC equipment), then, the Hybrid (NV 3) still standing, the
    // blow: one D10 at 4, a 1 deals 2 wounds, 2..4 one, nothing parried; wounds capped at 3.
    const want = enumerate((d10) => {
      let tw = 0;
      const r = judged(d10(), 4);
      if (hit(r)) tw += r === 'P' ? 2 : 1;
      if (tw >= 3) return tw;
      const b = judged(d10(), 4);
      if (hit(b)) tw = Math.min(3, tw + (b === 'P' ? 2 : 1));
      return tw;
    });
    expect(table(odds('strike', { attacker: 'seneschal', target: 'hybrid', combined: true }))).toEqual(want);
    // A parry does not touch the blow (HY-APT-10): the Hybrid parries at SL 3 the strike alone.
    const parried = enumerate((d10) => {
      let tw = 0;
      const r = judged(d10(), 4);
      if (hit(r) && !hit(judged(d10(), 3))) tw += r === 'P' ? 2 : 1;
      if (tw >= 3) return tw;
      const b = judged(d10(), 4);
      if (hit(b)) tw = Math.min(3, tw + (b === 'P' ? 2 : 1));
      return tw;
    });
    expect(table(odds('strike', { attacker: 'seneschal', target: 'hybrid', parry: 1, combined: true }))).toEqual(
      parried,
    );
  });

  it('HY-APT-08 a wounded Seneschal at Master Strike: the blow is still one D10 at his printed NV 4 (2/5 to hit)', () => {
    // The strike: 2D10, the lower kept, at SL 4 - 2 = 2; the blow one D10 at 4, whatever the wounds.
    const want = enumerate((d10) => {
      let tw = 0;
      const r = judged(Math.min(d10(), d10()), 2);
      if (hit(r)) tw += r === 'P' ? 2 : 1;
      if (tw >= 3) return tw;
      const b = judged(d10(), 4);
      if (hit(b)) tw = Math.min(3, tw + (b === 'P' ? 2 : 1));
      return tw;
    });
    expect(
      table(odds('strike', { attacker: 'seneschal', target: 'hybrid', level: 5, wounds: 2, combined: true })),
    ).toEqual(want);
    // Against a Hybrid with 2 wounds the blow comes only after a missed strike: no wound when the
    // strike misses (64/100) and so does the blow (6/10), 48/125.
    expect(
      table(
        odds('strike', {
          attacker: 'seneschal',
          target: 'hybrid',
          level: 5,
          wounds: 2,
          'target-wounds': 2,
          combined: true,
        }),
      ),
    ).toEqual({ '0': '48/125', '1': '77/125' });
  });
});

/** The die Luck leaves of two (CARD-EVENT-10, AMB-32): a 10 is never set aside, else the lower stays. */
const lucky = (a: number, b: number): number => (a === 10 || b === 10 ? 10 : Math.min(a, b));

describe('odds procedure strike: Luck on the Combined Attack blow and on the counter-strike', () => {
  it('HY-CARD-EVENT-10 Luck on the Combined Attack blow: two dice for it, a 10 stands, every die listed', () => {
    // The Seneschal's strike at SL 4 alone, then the blow at his NV 4 with Luck's extra die.
    const want = enumerate((d10) => {
      let tw = 0;
      const r = judged(d10(), 4);
      if (hit(r)) tw += r === 'P' ? 2 : 1;
      if (tw >= 3) return tw;
      const b = judged(lucky(d10(), d10()), 4);
      if (hit(b)) tw = Math.min(3, tw + (b === 'P' ? 2 : 1));
      return tw;
    });
    const inputs = { attacker: 'seneschal', target: 'hybrid', combined: true, 'combined-luck': true };
    expect(table(odds('strike', inputs))).toEqual(want);
    expect(want).not.toEqual(table(odds('strike', { attacker: 'seneschal', target: 'hybrid', combined: true })));
  });

  it('HY-CARD-EVENT-10 HY-MODE-DC-09 Luck on the counter-strike backs the first one only: a Skilled Strike at a Skilled Parry, every die listed', () => {
    // The Hybrid strikes at 3 - his wounds + 2; the Knight of Hod parries at 4 and strikes back at
    // 5. A miss ends the Skilled Strike; a hit not parried ends the parry, so no more counter-strike.
    const want = enumerate((d10) => {
      let aw = 0;
      let luck = true;
      for (let i = 0; i < 2 && aw < 3; i++) {
        if (!hit(judged(d10(), 5 - aw))) return aw;
        if (!hit(judged(d10(), 4))) return aw;
        const die = luck ? lucky(d10(), d10()) : d10();
        luck = false;
        const rr = judged(die, 5);
        if (hit(rr)) aw = Math.min(3, aw + (rr === 'P' ? 2 : 1));
      }
      return aw;
    });
    const base = { attacker: 'hybrid', target: 'knight-of-hod', level: 3, parry: 3, count: 'attacker' };
    expect(table(odds('strike', { ...base, 'counter-luck': true }))).toEqual(want);
    expect(want).not.toEqual(table(odds('strike', base)));
  });

  it('refuses Luck on those rolls at a table where Event cards wait for the end of the round', () => {
    const proc = hybridRuleset.odds.find((p) => p.id === 'strike');
    if (!proc) throw new Error('strike');
    const options = { ...engine.options, eventWindows: 'end' };
    const inputs = unwrap(
      parseOddsInputs(proc.params, { attacker: 'seneschal', target: 'hybrid', combined: true, 'combined-luck': true }),
    );
    const r = proc.compute(inputs, { content: sampleContent, options, locale: 'hu' });
    expect(r.ok ? null : r.error.code).toBe('odds/no-luck-window');
    expect(r.ok ? '' : r.error.message).toContain('Szerencse');
    expect(proc.compute({ ...inputs, 'combined-luck': false }, { content: sampleContent, options }).ok).toBe(true);
  });
});

describe('odds procedure fire: the Armour-Piercing Shot’s second roll', () => {
  const PIERCER: Profile = {
    id: 'piercer',
    name: 'Piercer',
    side: 'griffin',
    nv: 4,
    oc: 2,
    dc: 2,
    f: 3,
    mv: 3,
    movement: 5,
    rank: 2,
    base: '1x1',
    equipment: [],
    aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
    source: 'sample',
  };
  const content = { ...sampleContent, profiles: [...sampleContent.profiles, PIERCER] };
  const fire = (inputs: Record<string, string | number | boolean>, options = engine.options) => {
    const proc = hybridRuleset.odds.find((p) => p.id === 'fire');
    if (!proc) throw new Error('fire');
    return table(unwrap(proc.compute(unwrap(parseOddsInputs(proc.params, inputs)), { content, options })));
  };

  it('HY-APT-47 HY-APT-49 the second roll follows a hit on the first target, with no card, at the warrior behind', () => {
    // First roll at SL 4 + 2 cards = 6 at a Hybrid; on a hit (unparried: no parry here) a second
    // roll at SL 4, no card, at a Purifier with 1 wound (2 NV left). Wounds of the Purifier:
    const want = enumerate((d10) => {
      if (!hit(judged(d10(), 6))) return 0;
      const r = judged(d10(), 4);
      return hit(r) ? Math.min(2, r === 'P' ? 2 : 1) : 0;
    });
    const inputs = { attacker: 'piercer', target: 'hybrid', cards: 2, pierce: 'purifier', 'pierce-wounds': 1 };
    expect(fire({ ...inputs, count: 'second' })).toEqual(want);
    // By hand: 6/10 * (1/10 two + 3/10 one): 2: 3/50, 1: 9/50, 0: 19/25.
    expect(want).toEqual({ '0': '19/25', '1': '9/50', '2': '3/50' });
    // The first target's wounds are those of the plain shot.
    expect(fire(inputs)).toEqual(fire({ attacker: 'piercer', target: 'hybrid', cards: 2 }));
  });

  it('HY-APT-47 a parried first shot stops the bullet; the warrior behind may parry the second, and his rockfall and Master Move count', () => {
    // First: SL 4 at a Knight of Hod parrying at SL 4; the second, past 1 rockfall square at a
    // Purifier in Master Move: SL 4 - 1 - 2 = 1, parried at level 1 (Purifier NV 3 + DC 0 = 3).
    const want = enumerate((d10) => {
      if (!hit(judged(d10(), 4))) return 0;
      if (hit(judged(d10(), 4))) return 0;
      const r = judged(d10(), 1);
      if (!hit(r)) return 0;
      if (hit(judged(d10(), 3))) return 0;
      return r === 'P' ? 2 : 1;
    });
    expect(
      fire({
        attacker: 'piercer',
        target: 'knight-of-hod',
        parry: '1',
        pierce: 'purifier',
        'pierce-rockfall': 1,
        'pierce-master-move': true,
        'pierce-parry': '1',
        count: 'second',
      }),
    ).toEqual(want);
  });

  it('under apsRequiresHit off the second roll comes whatever the first gave (AMB-24)', () => {
    // The second roll at SL 4 at a Purifier, the first roll not mattering: 1/10 two, 3/10 one.
    expect(
      fire(
        { attacker: 'piercer', target: 'hybrid', pierce: 'purifier', count: 'second' },
        { ...engine.options, apsRequiresHit: false },
      ),
    ).toEqual({ '0': '3/5', '1': '3/10', '2': '1/10' });
  });

  it('refuses a pierce by a shooter without the aptitude, or by a Heroic Firing', () => {
    const proc = hybridRuleset.odds.find((p) => p.id === 'fire');
    if (!proc) throw new Error('fire');
    const run = (inputs: Record<string, string | number | boolean>) =>
      proc.compute(unwrap(parseOddsInputs(proc.params, inputs)), { content, options: engine.options });
    const none = run({ attacker: 'seneschal', target: 'hybrid', pierce: 'purifier' });
    expect(none.ok ? null : none.error.code).toBe('odds/no-pierce');
    const heroic = run({ attacker: 'piercer', target: 'hybrid', level: 6, pierce: 'purifier' });
    expect(heroic.ok ? null : heroic.error.code).toBe('odds/pierce-one-shot');
  });
});
