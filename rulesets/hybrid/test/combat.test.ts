import { describe, expect, it } from 'vitest';
import { rollKey } from '../src/roll.ts';
import { LONG, activate, play, rolls, scenario, tryApply, w, WALL3_TILE } from './scenario.ts';

// Profiles (sample content): Hybrid NV 3, OC 4, Fused Weapons +2 OC. Purifier NV 3, DC 2, F 4.
// Seneschal NV 4, OC 4, F 3, Combined Weapon +1 F, Combined Attack/3. Knight of Hod NV 4, DC 4,
// Dorsal Protection/1. Skorize NV 4, OC 4, Felon/1. Aberration 2x2, OC 5, Brutish Strength/2.

function duel(
  opts: { attacker?: string; target?: string; targetFacing?: 'N' | 'S'; wounds?: number; dc?: boolean } = {},
) {
  const sc = scenario({
    warriors: [
      { profile: opts.attacker ?? 'hybrid', at: [3, 3], facing: 'N', wounds: opts.wounds ?? 0 },
      { profile: opts.target ?? 'purifier', at: [3, 4], facing: opts.targetFacing ?? 'S', dc: opts.dc ?? false },
    ],
  });
  const [a, t] = sc.ids as [string, string];
  activate(sc, a);
  return { sc, a, t, side: w(sc, a).side, other: w(sc, t).side };
}

describe('Offensive Combat', () => {
  it('HY-MODE-OC-02 HY-ROLL-02 HY-ROLL-03 a Basic Strike at SL 5 (NV 3 + Fused Weapons 2) hits on 5 and misses on 6 (WE-01, WE-04)', () => {
    for (const [roll, wounds] of [
      [5, 1],
      [6, 0],
    ] as const) {
      const { sc, a, t, side } = duel();
      const ev = play(
        sc,
        [
          [side, { kind: 'mode', mode: 'OC' }],
          [side, { kind: 'done' }],
          [side, { kind: 'strike', target: t, level: 1 }],
        ],
        [roll],
      );
      expect(rolls(ev)[0]).toMatchObject({ sl: 5, kept: roll });
      expect(w(sc, t).wounds).toBe(wounds);
      expect(w(sc, a).wounds).toBe(0);
    }
  });

  it('HY-ROLL-08 HY-ROLL-04 a Perfect Success deals 2 wounds (WE-06)', () => {
    const { sc, t, side } = duel();
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
      ],
      [1],
    );
    expect(rolls(ev)[0]).toMatchObject({ result: 'perfect' });
    expect(w(sc, t).wounds).toBe(2);
  });

  it('HY-MODE-OC-07 Expert Strike adds +2 SL: 7 hits, 8 misses', () => {
    for (const [roll, wounds] of [
      [7, 1],
      [8, 0],
    ] as const) {
      const { sc, t, side } = duel();
      const ev = play(
        sc,
        [
          [side, { kind: 'mode', mode: 'OC' }],
          [side, { kind: 'done' }],
          [side, { kind: 'strike', target: t, level: 4 }],
        ],
        [roll],
      );
      expect(rolls(ev)[0]).toMatchObject({ sl: 7 });
      expect(w(sc, t).wounds).toBe(wounds);
    }
  });

  it('HY-MODE-OC-08 HY-ROLL-09 Master Strike rolls 2D10 and keeps the better die', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: t, level: 5 }],
      ],
      [9, 3],
    );
    // Aberration: NV 5, no OC equipment: SL 5; 9 and 3 keep the 3.
    expect(rolls(ev)[0]).toMatchObject({ rolls: [9, 3], kept: 3, sl: 5, result: 'success' });
    expect(w(sc, t).wounds).toBe(1);
  });

  it('HY-MODE-OC-09 HY-CARD-ACTION-12 HY-MODE-08 two Action points let OC 4 use Heroic Strike: +2 SL, 2 wounds on a success (WE-21)', () => {
    const { sc, t, side } = duel({ target: 'seneschal' });
    const two = sc.content.actionCards.find((c) => c.points === 2)?.id as string;
    sc.state.sides[side].hand = [two];
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== two);
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 6 }],
        [side, { kind: 'cards', cards: [two] }],
      ],
      [7],
    );
    // SL = NV 3 + Fused Weapons 2 + 2 card points = 7.
    expect(rolls(ev)[0]).toMatchObject({ sl: 7, result: 'success' });
    expect(w(sc, t).wounds).toBe(2);
  });

  it('HY-MODE-OC-09 a Heroic Strike Perfect Success deals 3 wounds', () => {
    const { sc, t, side } = duel({ target: 'seneschal' });
    const two = sc.content.actionCards.find((c) => c.points === 2)?.id as string;
    sc.state.sides[side].hand = [two];
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== two);
    play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 6 }],
        [side, { kind: 'cards', cards: [two] }],
      ],
      [1],
    );
    expect(w(sc, t).wounds).toBe(3);
  });

  /** A Heroic Strike announced on a 2-point card, then a 2-point Hindrance: the OC value is back to 4. */
  const cancelledHeroic = () => {
    const d = duel({ target: 'seneschal' });
    const { sc, t, side, other } = d;
    const two = sc.content.actionCards.find((c) => c.points === 2)?.id as string;
    const hinder = sc.content.actionCards.filter((c) => c.points === 2)[1]?.id as string;
    sc.state.sides[side].hand = [two];
    sc.state.sides[other].hand = [hinder];
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== two && c !== hinder);
    const ev = play(sc, [
      [side, { kind: 'mode', mode: 'OC' }],
      [side, { kind: 'done' }],
      [side, { kind: 'strike', target: t, level: 6 }],
      [side, { kind: 'cards', cards: [two] }],
      [other, { kind: 'hinder', card: hinder }],
    ]);
    return { ...d, ev };
  };

  it('HY-MODE-08 HY-CARD-ACTION-14 when the cards leave the Mode value below the level announced, the player announces one it allows', () => {
    const { sc, side, other, ev } = cancelledHeroic();
    // +2 and -2 cancel out: OC value 4, so the attacker picks a level from 1 to 4; nothing is rolled yet.
    expect(rolls(ev)).toEqual([]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: [side], kind: 'hybrid/relevel' }]);
    expect(sc.rules.legalChoices(sc.state, side)).toEqual([1, 2, 3, 4].map((level) => ({ kind: 'relevel', level })));
    expect(sc.rules.legalChoices(sc.state, other)).toEqual([]);
    expect(tryApply(sc, side, { kind: 'relevel', level: 5 })).toMatchObject({ ok: false });
    // Expert Strike: +2 SL, SL 3+2+2 = 7.
    const after = play(sc, [[side, { kind: 'relevel', level: 4 }]], [5]);
    expect(after.find((e) => e.type === 'hybrid/level-lowered')).toMatchObject({ from: 6, to: 4 });
    expect(rolls(after)[0]).toMatchObject({ sl: 7 });
  });

  it('HY-MODE-08 the level announced again may be any the value allows, not only the highest', () => {
    const { sc, t, side } = cancelledHeroic();
    // Novice Strike: no +2, and the attacker is unwounded: SL 3+2 = 5, so 6 misses.
    const after = play(sc, [[side, { kind: 'relevel', level: 2 }]], [6]);
    expect(after.find((e) => e.type === 'hybrid/level-lowered')).toMatchObject({ from: 6, to: 2 });
    expect(rolls(after)).toHaveLength(1);
    expect(rolls(after)[0]).toMatchObject({ sl: 5, result: 'failure' });
    expect(w(sc, t).wounds).toBe(0);
  });

  it('HY-MODE-08 HY-MODE-F-14 a shot announced again is never Skilled Firing: an Expert shot hindered to F 3 may fall to level 1 or 2', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 1], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    const [p, h] = sc.ids as [string, string];
    activate(sc, p);
    const one = sc.content.actionCards.find((c) => c.points === 1)?.id as string;
    sc.state.sides.scorpion.hand = [one];
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== one);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'fire', target: h, level: 4 }],
      ['scorpion', { kind: 'hinder', card: one }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'relevel', level: 1 },
      { kind: 'relevel', level: 2 },
    ]);
  });

  it('HY-MODE-08 HY-CARD-ACTION-14 a shot only Expert Firing could make, hindered to F 3, is lost: no level left reaches the target, so no roll', () => {
    // The friendly Seneschal stands between the Purifier (F 4) and the Hybrid: only Expert Firing sees past him.
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 1], facing: 'N' },
        { profile: 'seneschal', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    const [p, , h] = sc.ids as [string, string, string];
    activate(sc, p);
    const one = sc.content.actionCards.find((c) => c.points === 1)?.id as string;
    sc.state.sides.scorpion.hand = [one];
    sc.state.actionDeck = sc.state.actionDeck.filter((c) => c !== one);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'griffin').filter((c) => c.kind === 'fire')).toEqual([
      { kind: 'fire', target: h, level: 4 },
    ]);
    play(sc, [['griffin', { kind: 'fire', target: h, level: 4 }]]);
    // The chance shown beside each Hindrance: none beside the card that leaves no roll to make.
    const shown = Object.keys(sc.rules.view(sc.state, 'scorpion').rolls ?? {});
    expect(shown).toContain(rollKey({ kind: 'hinder', card: null }));
    expect(shown).not.toContain(rollKey({ kind: 'hinder', card: one }));
    const ev = play(sc, [['scorpion', { kind: 'hinder', card: one }]], [1]);
    expect(ev.find((e) => e.type === 'hybrid/shot-lost')).toMatchObject({ warrior: p, target: h, from: 4 });
    expect(ev.some((e) => e.type === 'hybrid/level-lowered')).toBe(false);
    expect(rolls(ev)).toEqual([]);
    expect(w(sc, h).wounds).toBe(0);
    // The Hindrance is spent and the activation can only end.
    expect(sc.state.actionDiscard).toContain(one);
    expect(sc.rules.legalChoices(sc.state, 'griffin').map((c) => c.kind)).toEqual(['end']);
  });

  it('HY-MODE-OC-03 Novice Strike ignores one wound only: NV 4 with 2 wounds rolls at SL 3 (WE-19)', () => {
    const { sc, t, side } = duel({ attacker: 'seneschal', target: 'hybrid', wounds: 2 });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 2 }],
      ],
      [4],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 3, result: 'failure' });
    expect(w(sc, t).wounds).toBe(0);
    // Unwounded, he gains nothing: SL 4, as at level 1.
    const fresh = duel({ attacker: 'seneschal', target: 'hybrid' });
    const ev2 = play(
      fresh.sc,
      [
        [fresh.side, { kind: 'mode', mode: 'OC' }],
        [fresh.side, { kind: 'done' }],
        [fresh.side, { kind: 'strike', target: fresh.t, level: 2 }],
      ],
      [5],
    );
    expect(rolls(ev2)[0]).toMatchObject({ sl: 4, result: 'failure' });
  });

  it('HY-FACE-05 HY-MODE-OC-10 a strike on the target’s rear gets +1 SL (WE-05: SL 6)', () => {
    const { sc, t, side } = duel({ targetFacing: 'N' });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
      ],
      [6],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 6, result: 'success' });
  });

  it('HY-APT-21 Felon/1 adds to the rear bonus: NV 4 + 1 + 1 = SL 6 (WE-29)', () => {
    const { sc, t, side } = duel({ attacker: 'skorize', targetFacing: 'N' });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
      ],
      [7],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 6, result: 'failure' });
  });

  it('HY-APT-41 Dorsal Protection/1 turns the rear +1 into -1', () => {
    const { sc, t, side } = duel({ target: 'knight-of-hod', targetFacing: 'N' });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
      ],
      [5],
    );
    // 3 + 2 (Fused Weapons) - 1 = 4.
    expect(rolls(ev)[0]).toMatchObject({ sl: 4, result: 'failure' });
  });

  it('HY-MODE-OC-01 HY-GEN-06 HY-FACE-02 an enemy touching only at a corner cannot be struck', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [4, 4], facing: 'S' },
      ],
    });
    activate(sc, sc.ids[0] as string);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([{ kind: 'end' }]);
  });

  it('HY-FACE-04 AMB-06 a warrior in OC turns for free to strike an enemy at his side, even with no movement point left', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [4, 3], facing: 'W' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    play(sc, [['scorpion', { kind: 'mode', mode: 'OC' }]]);
    // Even with no movement point left.
    sc.state.current!.mpLeft = 0;
    play(
      sc,
      [
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: t, level: 1 }],
      ],
      [9],
    );
    expect(w(sc, a).facing).toBe('E');
    expect(sc.state.current?.mpLeft).toBe(0);
  });

  it('HY-FACE-04 AMB-06 under the table option attackFacingFree off, a warrior in OC strikes only the enemy he already faces', () => {
    const sc = scenario({
      warriors: [
        { profile: 'hybrid', at: [3, 3], facing: 'N' },
        { profile: 'purifier', at: [4, 3], facing: 'W' },
        { profile: 'purifier', at: [3, 4], facing: 'S' },
      ],
      options: { attackFacingFree: false },
    });
    const [a, side, front] = sc.ids as [string, string, string];
    activate(sc, a);
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'done' }],
    ]);
    const targets = new Set(
      sc.rules.legalChoices(sc.state, 'scorpion').flatMap((c) => (c.kind === 'strike' ? [c.target] : [])),
    );
    expect([...targets]).toEqual([front]);
    expect(tryApply(sc, 'scorpion', { kind: 'strike', target: side, level: 1 }, [9]).ok).toBe(false);
    play(sc, [['scorpion', { kind: 'strike', target: front, level: 1 }]], [9]);
    expect(w(sc, a).facing).toBe('N');
  });

  it('HY-MODE-OC-04 HY-MODE-OC-06 a successful first Skilled Strike earns a second ordinary roll', () => {
    const { sc, t, side } = duel({ target: 'seneschal' });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 3 }],
      ],
      [2, 1],
    );
    expect(rolls(ev)).toHaveLength(2);
    // 1 wound, then 2 for the second roll's Perfect Success.
    expect(w(sc, t).wounds).toBe(3);
  });

  it('HY-MODE-OC-06 the Skilled Strike second roll may be parried like any strike', () => {
    const { sc, t, side, other } = duel({ target: 'seneschal', dc: true });
    play(sc, [
      [side, { kind: 'mode', mode: 'OC' }],
      [side, { kind: 'done' }],
      [side, { kind: 'strike', target: t, level: 3 }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: [other], kind: 'hybrid/parry' }]);
    // First roll 2 hits, the parry 2 holds it; the second roll 3 hits and is asked for a parry too.
    const first = play(sc, [[other, { kind: 'parry', level: 1 }]], [2, 2]);
    expect(rolls(first).map((r) => r['purpose'])).toEqual(['Strike (level 3)', 'Parry (level 1)']);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: [other], kind: 'hybrid/parry' }]);
    const second = play(sc, [[other, { kind: 'parry', level: 1 }]], [3, 4]);
    expect(rolls(second).map((r) => [r['purpose'], r['result']])).toEqual([
      ['Strike (level 3)', 'success'],
      ['Parry (level 1)', 'success'],
    ]);
    expect(w(sc, t).wounds).toBe(0);
  });

  it('HY-MODE-OC-04 a failed first Skilled Strike roll gives no second roll', () => {
    const { sc, t, side } = duel({ target: 'seneschal' });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 3 }],
      ],
      [8],
    );
    expect(rolls(ev)).toHaveLength(1);
    expect(w(sc, t).wounds).toBe(0);
  });

  it('HY-GEN-03 AMB-35 HY-WOUND-05 HY-CARD-ACTION-04 at NV 0 the warrior is eliminated and his owner draws an Action card', () => {
    const { sc, t, side, other } = duel();
    w(sc, t).wounds = 2;
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
      ],
      [1],
    );
    expect(w(sc, t).status).toBe('eliminated');
    expect(w(sc, t).wounds).toBe(3);
    expect(sc.state.sides[other].hand).toHaveLength(1);
    expect(ev.some((e) => e.type === 'hybrid/action-drawn' && e['seat'] === other)).toBe(true);
  });
});

describe('Defensive Combat', () => {
  it('HY-MODE-DC-03 HY-MODE-DC-06 HY-MODE-DC-07 the defender’s seat picks a parry level after the attack is announced; a successful parry cancels the wounds', () => {
    const { sc, t, side, other } = duel({ dc: true });
    play(sc, [
      [side, { kind: 'mode', mode: 'OC' }],
      [side, { kind: 'done' }],
      [side, { kind: 'strike', target: t, level: 1 }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: [other], kind: 'hybrid/parry' }]);
    // Purifier's DC value is 2: levels 1 and 2.
    expect(sc.rules.legalChoices(sc.state, other)).toEqual([
      { kind: 'parry', level: 1 },
      { kind: 'parry', level: 2 },
    ]);
    const ev = play(sc, [[other, { kind: 'parry', level: 1 }]], [1, 3]);
    // Attack: Perfect Success (2 wounds). Parry: 3 against NV 3: success, no wound at all.
    expect(rolls(ev).map((r) => r['result'])).toEqual(['perfect', 'success']);
    expect(w(sc, t).wounds).toBe(0);
  });

  it('HY-MODE-DC-05 HY-FACE-06 no parry against an attack from the rear', () => {
    const { sc, t, side } = duel({ dc: true, targetFacing: 'N' });
    play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
      ],
      [2],
    );
    expect(w(sc, t).wounds).toBe(1);
  });

  it('HY-MODE-DC-04 a wound ends Defensive Combat', () => {
    const { sc, t, side, other } = duel({ dc: true });
    play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
        [other, { kind: 'parry', level: 1 }],
      ],
      [2, 9],
    );
    expect(w(sc, t).wounds).toBe(1);
    expect(w(sc, t).dc).toBeNull();
  });

  it('HY-MODE-DC-10 Expert Parry adds +2: DC 4 Knight parries a roll of 6', () => {
    const { sc, t, side, other } = duel({ target: 'knight-of-hod', dc: true });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
        [other, { kind: 'parry', level: 4 }],
      ],
      [2, 6],
    );
    expect(rolls(ev)[1]).toMatchObject({ sl: 6, result: 'success' });
    expect(w(sc, t).wounds).toBe(0);
  });

  it('HY-MODE-DC-11 Master Parry rolls 2D10 and keeps one', () => {
    const { sc, t, side, other } = duel({ target: 'warden', dc: true });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
        [other, { kind: 'parry', level: 5 }],
      ],
      [2, 9, 4],
    );
    expect(rolls(ev)[1]).toMatchObject({ rolls: [9, 4], kept: 4, result: 'success' });
    expect(w(sc, t).wounds).toBe(0);
  });

  it('HY-MODE-DC-12 Heroic Parry: wounds no longer end DC, and every later attack is parried at level 6', () => {
    const { sc, t, side, other } = duel({ target: 'warden', dc: true });
    play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 3 }],
        [other, { kind: 'parry', level: 6 }],
      ],
      // First strike hits (2), the parry fails (9): a wound, DC stays; the second strike (3) is parried at 6 without asking.
      [2, 9, 3, 2],
    );
    expect(w(sc, t).wounds).toBe(1);
    expect(w(sc, t).dc).toEqual({ heroic: true });
    expect(sc.rules.pending(sc.state).some((d) => d.kind === 'hybrid/parry')).toBe(false);
  });

  it('HY-MODE-DC-08 Novice Parry: the attacker’s Critical Failure wounds him', () => {
    const { sc, a, t, side, other } = duel({ dc: true });
    play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
        [other, { kind: 'parry', level: 2 }],
      ],
      [10],
    );
    expect(w(sc, a).wounds).toBe(1);
    expect(w(sc, t).wounds).toBe(0);
    // The parry's own Perfect Success wounds the attacker too.
    const pp = duel({ dc: true });
    const ev = play(
      pp.sc,
      [
        [pp.side, { kind: 'mode', mode: 'OC' }],
        [pp.side, { kind: 'done' }],
        [pp.side, { kind: 'strike', target: pp.t, level: 1 }],
        [pp.other, { kind: 'parry', level: 2 }],
      ],
      [2, 1],
    );
    expect(rolls(ev).map((r) => r['result'])).toEqual(['success', 'perfect']);
    expect([w(pp.sc, pp.a).wounds, w(pp.sc, pp.t).wounds]).toEqual([1, 0]);
  });

  it('HY-MODE-DC-09 Skilled Parry: after a successful parry the defender strikes back', () => {
    const { sc, a, t, side, other } = duel({ target: 'knight-of-hod', dc: true });
    const ev = play(
      sc,
      [
        [side, { kind: 'mode', mode: 'OC' }],
        [side, { kind: 'done' }],
        [side, { kind: 'strike', target: t, level: 1 }],
        [other, { kind: 'parry', level: 3 }],
      ],
      [2, 3, 2],
    );
    expect(rolls(ev).map((r) => r['purpose'])).toEqual([
      'Strike (level 1)',
      'Parry (level 3)',
      'Skilled Parry counter-strike',
    ]);
    expect(w(sc, a).wounds).toBe(1);
  });

  it('HY-MODE-DC-13 against a shot the defender may choose only Basic or Heroic Parry', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'knight-of-hod', side: 'scorpion', at: [3, 5], facing: 'S', dc: true },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'fire', target: t, level: 1 }],
    ]);
    // DC value 4: no Heroic Parry available, and only level 1 against firing.
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([{ kind: 'parry', level: 1 }]);
  });
});

describe('Firing', () => {
  function range(attacker: string, target: string, at: [number, number], extra: Record<string, unknown> = {}) {
    const sc = scenario({
      warriors: [
        { profile: attacker, at: [3, 0], facing: 'N', ...extra },
        { profile: target, side: 'scorpion', at, facing: 'S' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    return { sc, a, t };
  }

  it('HY-MODE-F-29 HY-GEN-11 wounded Seneschal fires at SL 4 - 2 + 1 = 3 (WE-03) and a hit deals 1 wound', () => {
    const { sc, t } = range('seneschal', 'hybrid', [3, 4], { wounds: 2 });
    const ev = play(sc, [['griffin', { kind: 'fire', target: t, level: 1 }]], [3]);
    expect(rolls(ev)[0]).toMatchObject({ sl: 3, result: 'success' });
    expect(w(sc, t).wounds).toBe(1);
  });

  it('HY-MODE-F-06 HY-MODE-F-07 a 2x2 target gives +1 SL; a 1x2 cavalry base gives none', () => {
    const { sc, t } = range('purifier', 'aberration', [3, 4]);
    const ev = play(sc, [['griffin', { kind: 'fire', target: t, level: 1 }]], [4]);
    expect(rolls(ev)[0]).toMatchObject({ sl: 4, result: 'success' });
    const cav = scenario({
      profiles: [LONG],
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'long', at: [3, 6], facing: 'S' },
      ],
    });
    const [p, l] = cav.ids as [string, string];
    activate(cav, p);
    const shot = play(
      cav,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: l, level: 1 }],
      ],
      [4],
    );
    expect(rolls(shot)[0]).toMatchObject({ sl: 3, result: 'failure' });
  });

  it('HY-MODE-F-11 HY-MODE-F-12 Basic Firing cannot target a neighbouring square; Novice Firing can, in any direction', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [4, 4], facing: 'S' },
        { profile: 'hybrid', at: [3, 1], facing: 'N' },
      ],
    });
    const [a, near, behind] = sc.ids as [string, string, string];
    activate(sc, a);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
    ]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).not.toContainEqual({ kind: 'fire', target: near, level: 1 });
    expect(legal).toContainEqual({ kind: 'fire', target: near, level: 2 });
    expect(legal).toContainEqual({ kind: 'fire', target: behind, level: 2 });
    expect(legal).not.toContainEqual({ kind: 'fire', target: behind, level: 1 });
  });

  it('HY-MODE-F-08 HY-TERRAIN-05 three rockfall squares on the line give -3 SL (WE-20), and a 1 still succeeds (HY-ROLL-04)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    for (const k of ['3,1', '3,2', '3,3']) sc.state.board.features[k] = { rockfall: true };
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: t, level: 1 }],
      ],
      [1],
    );
    expect(rolls(ev)[0]).toMatchObject({ sl: 0, result: 'perfect' });
    expect(w(sc, t).wounds).toBe(2);
  });

  it('HY-MODE-F-01 HY-GEN-10 a warrior whose F is "-" cannot choose Firing (WE-44)', () => {
    const sc = scenario({ warriors: [{ profile: 'aberration', at: [3, 3], facing: 'N' }] });
    activate(sc, sc.ids[0] as string);
    const modes = sc.rules.legalChoices(sc.state, 'scorpion').filter((c) => c.kind === 'mode');
    expect(modes.some((c) => c.kind === 'mode' && c.mode === 'F')).toBe(false);
    expect(tryApply(sc, 'scorpion', { kind: 'mode', mode: 'F' }).ok).toBe(false);
  });

  it('HY-MODE-F-14 HY-MODE-F-17 HY-MODE-F-20 Skilled Firing: declared with no enemy in sight, it fires when an enemy comes into view', () => {
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N' },
        { profile: 'hybrid', at: [1, 5], facing: 'E' },
      ],
      tiles: [WALL3_TILE],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'watch' }],
      ['griffin', { kind: 'end' }],
    ]);
    expect(w(sc, a).watch).toBe(1);
    activate(sc, t);
    // The Hybrid steps out from behind the wall into the Purifier's view: the shot interrupts.
    const ev = play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'move', x: 4, y: 5, facing: 'E' }],
      ],
      [2],
    );
    expect(ev.some((e) => e.type === 'hybrid/ambush')).toBe(true);
    expect(w(sc, t).wounds).toBe(1);
    // The shot did not kill: the shooter leaves Skilled Firing.
    expect(w(sc, a).watch).toBeNull();
  });
});

describe('aptitudes in combat', () => {
  /**
   * The Aberration `a` (Brutish Strength/2), in Offensive Combat, strikes `t` at level 1 and rolls
   * a 2: a hit, then the push.
   */
  function strikeAndPush(sc: ReturnType<typeof scenario>, a: string, t: string): void {
    activate(sc, a);
    play(
      sc,
      [
        ['scorpion', { kind: 'mode', mode: 'OC' }],
        ['scorpion', { kind: 'done' }],
        ['scorpion', { kind: 'strike', target: t, level: 1 }],
      ],
      [2],
    );
  }

  function brute(behind: 'wall' | 'friend' | 'trapdoor' | 'entry' | 'lever') {
    const warriors = [
      { profile: 'aberration', at: [3, 2] as const, facing: 'N' as const },
      { profile: 'seneschal', at: [3, 4] as const, facing: 'S' as const },
      ...(behind === 'friend' ? [{ profile: 'purifier', at: [3, 5] as const, facing: 'S' as const }] : []),
    ];
    const sc = scenario({ warriors, mission: behind === 'wall' ? { edges: { '3,4,N': 'wall' } } : {} });
    if (behind === 'trapdoor') sc.state.board.features['3,5'] = { trapdoor: 'open' };
    if (behind === 'entry') sc.state.board.features['3,6'] = { entryCover: true };
    if (behind === 'lever') sc.state.board.features['3,5'] = { lever: true };
    const [a, t] = sc.ids as [string, string];
    strikeAndPush(sc, a, t);
    return { sc, t };
  }

  it('HY-APT-24 HY-APT-26 against a wall the push cannot move him: 1 wound per square not travelled (WE-32)', () => {
    const { sc, t } = brute('wall');
    expect(w(sc, t).wounds).toBe(3);
    expect([w(sc, t).x, w(sc, t).y]).toEqual([3, 4]);
  });

  it('HY-APT-26 HY-TERRAIN-10 the rest of an Entry/Exit counter stops the push like a wall: he stays on the last free square with 1 wound for the square not travelled', () => {
    // Brutish Strength/2: one square travelled (3,5), the second (3,6) is never walked on.
    const { sc, t } = brute('entry');
    expect([w(sc, t).x, w(sc, t).y]).toEqual([3, 5]);
    expect(w(sc, t).wounds).toBe(2);
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
  });

  it('HY-APT-26 the lever counter (Deadly Maze), never walked on, stops the push like a wall: he is not moved and takes 1 wound per square', () => {
    const { sc, t } = brute('lever');
    expect([w(sc, t).x, w(sc, t).y]).toEqual([3, 4]);
    expect(w(sc, t).wounds).toBe(3);
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
  });

  it('HY-APT-27 a friend behind the target blocks the push like a wall (WE-33)', () => {
    const { sc, t } = brute('friend');
    expect(w(sc, t).wounds).toBe(3);
    expect([w(sc, t).x, w(sc, t).y]).toEqual([3, 4]);
  });

  it('HY-TRAP-07 HY-APT-28 AMB-52 pushed onto an open trapdoor he falls in: 1 wound per square left and 1 for the pit (WE-17)', () => {
    const { sc, t } = brute('trapdoor');
    // 1 from the strike, 1 for the square not travelled, 1 from the trapdoor: Seneschal (NV 4) survives on 1.
    expect(w(sc, t).wounds).toBe(3);
    expect([w(sc, t).x, w(sc, t).y]).toEqual([3, 5]);
  });

  it('HY-DOOR-08 HY-APT-25 HY-APT-26 pushed at an open single door, Sasia Samaris goes through it as she walks through it; a closed one stops her', () => {
    // The wall along the north edges of row 5, broken at (3,5) by a single door; Sasia's 2x2 base
    // stands on (3..4, 4..5), her column 3 under the door, and the Aberration pushes her north by 2.
    const pushed = (open: boolean) => {
      const edges: Record<string, 'wall'> = {};
      for (let x = 0; x < 8; x++) if (x !== 3) edges[`${x},5,N`] = 'wall';
      const sc = scenario({
        warriors: [
          { profile: 'aberration', at: [3, 2], facing: 'N' },
          { profile: 'sasia-samaris', at: [3, 4], facing: 'S' },
        ],
        mission: { edges, doors: [{ id: 'd', edges: ['3,5,N'], open }] },
      });
      const [a, t] = sc.ids as [string, string];
      strikeAndPush(sc, a, t);
      expect(sc.rules.invariants?.(sc.state)).toEqual([]);
      return { at: [w(sc, t).x, w(sc, t).y, w(sc, t).facing], wounds: w(sc, t).wounds };
    };
    // Open: both squares travelled, across the wall line and one row beyond; only the strike's wound.
    expect(pushed(true)).toEqual({ at: [3, 6, 'S'], wounds: 1 });
    // Closed: not moved at all, 1 wound per square not travelled on top of the strike's.
    expect(pushed(false)).toEqual({ at: [3, 4, 'S'], wounds: 3 });
  });

  it('HY-APT-25 HY-MOVE-25 on open ground the push moves him X squares straight back without turning him', () => {
    const sc = scenario({
      warriors: [
        { profile: 'aberration', at: [3, 2], facing: 'N' },
        { profile: 'seneschal', at: [3, 4], facing: 'E' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    strikeAndPush(sc, a, t);
    expect([w(sc, t).x, w(sc, t).y, w(sc, t).facing]).toEqual([3, 6, 'E']);
    expect(w(sc, t).wounds).toBe(1);
  });

  it('HY-APT-08 HY-APT-09 HY-APT-10 the Combined Attack is one D10 against printed NV with no modifier (WE-24)', () => {
    for (const [roll, result, wounds] of [
      [4, 'success', 1],
      [1, 'perfect', 2],
    ] as const) {
      const sc = scenario({
        warriors: [
          { profile: 'seneschal', at: [3, 3], facing: 'N', wounds: 2 },
          { profile: 'hybrid', at: [3, 4], facing: 'S', dc: true },
        ],
      });
      const [a, t] = sc.ids as [string, string];
      activate(sc, a);
      const ev = play(
        sc,
        [
          ['griffin', { kind: 'mode', mode: 'OC' }],
          ['griffin', { kind: 'done' }],
          ['griffin', { kind: 'strike', target: t, level: 1, combined: true }],
          ['scorpion', { kind: 'parry', level: 1 }],
        ],
        [9, roll],
      );
      const combined = rolls(ev).filter((r) => r['purpose'] === 'Combined Attack');
      // Printed NV 4 whatever the 2 wounds; the DC target does not get to parry it: no third die.
      expect(combined).toHaveLength(1);
      expect(combined[0]).toMatchObject({ sl: 4, result });
      expect(rolls(ev)).toHaveLength(2);
      // A success deals 1 wound, a Perfect Success 2.
      expect(w(sc, t).wounds).toBe(wounds);
    }
  });

  it('HY-APT-19 HY-APT-20 Duellist/2: a strike rolled 2 is a Perfect Success, a Trap roll of 2 only a success', () => {
    const strike = scenario({
      warriors: [
        { profile: 'sasia-samaris', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [3, 5], facing: 'S' },
      ],
    });
    const [s1, h] = strike.ids as [string, string];
    activate(strike, s1);
    const ev = play(
      strike,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: h, level: 1 }],
      ],
      [2],
    );
    expect(rolls(ev)[0]).toMatchObject({ kept: 2, result: 'perfect' });
    expect(w(strike, h).wounds).toBe(2);
    // Outside OC and Firing the aptitude does nothing: a Trap counter's roll of 2 is a plain success.
    const trap = scenario({
      warriors: [
        { profile: 'sasia-samaris', at: [3, 3], facing: 'N' },
        { profile: 'hybrid', at: [7, 7], facing: 'S' },
      ],
    });
    trap.state.eventCounters['3,3'] = true;
    activate(trap, trap.ids[0] as string);
    const tev = play(
      trap,
      [
        ['griffin', { kind: 'mode', mode: 'DC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'event-counter' }],
      ],
      [2],
    );
    expect(rolls(tev)).toHaveLength(1);
    expect(rolls(tev)[0]).toMatchObject({ kept: 2, sl: 8, result: 'success' });
  });

  it('HY-APT-04 at most one Combined Attack per round (WE-23)', () => {
    const sc = scenario({
      warriors: [
        { profile: 'seneschal', at: [3, 3], facing: 'N' },
        { profile: 'knight-of-hod', side: 'scorpion', at: [3, 4], facing: 'S' },
      ],
    });
    const [a, t] = sc.ids as [string, string];
    activate(sc, a);
    play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'strike', target: t, level: 1, combined: true }],
      ],
      [9, 9],
    );
    expect(w(sc, a).combinedUsed).toBe(1);
    activate(sc, a);
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'OC' }],
      ['griffin', { kind: 'done' }],
    ]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual({ kind: 'strike', target: t, level: 1 });
    expect(legal.some((c) => c.kind === 'strike' && c.combined === true)).toBe(false);
  });
});
