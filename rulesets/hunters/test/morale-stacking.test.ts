/**
 * The `moraleStacking` table option (AMB-27): off, one Morale use per effect of an attack and one
 * per Move, as the checklist reads HU-ACTION-19; on, several uses on one effect as far as the
 * tokens go, each at its cost (two tokens in Heavy Rain, HU-TIME-06). Scripted dice throughout.
 */
import { canonicalJson, Rational, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { damageDist } from '../src/combat.ts';
import { choiceSchema, type HuntersChoice } from '../src/choices.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { violationWords } from '../src/words.ts';
import { drive, P, scene } from './fixture.ts';

const ON = { moraleStacking: true };

/** The attack roll events of a step. */
const attacks = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'hunters/attack');
const spends = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'hunters/morale');

/**
 * The Soldier (rifle, knife) with `morale` tokens and a Shot in hand, 2 spaces from a Gorilla
 * (6 Health, 1 ranged defence die): the rifle's second column rolls 3 dice, and the Shot's To Hit
 * 2 plus the column's 0 makes To Hit 2 before Morale (in rain, 1).
 */
function shotScene(options: Record<string, unknown>, morale: number, weather: 'clear' | 'rain' = 'clear') {
  const sc = scene({
    width: 6,
    height: 1,
    weather,
    chars: [{ cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot'], morale }],
    enemies: [{ kind: 'gorilla', at: [2, 0], facing: 6 }],
    options,
  });
  const d = drive(sc);
  d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
  return d;
}

const shot = (morale: Partial<Extract<HuntersChoice, { kind: 'shoot' }>>): HuntersChoice => ({
  kind: 'shoot',
  weapon: 'rifle',
  x: 2,
  y: 0,
  targets: ['e1'],
  morale: false,
  ...morale,
});

/** The Soldier in melee with a Gorilla, a basic Melee Attack (To Hit 1) under way. */
function meleeScene(options: Record<string, unknown>, morale: number) {
  const sc = scene({
    chars: [{ cls: 'soldier', at: [4, 5], morale }],
    enemies: [{ kind: 'gorilla', at: [4, 5], facing: 0 }],
    options,
  });
  const d = drive(sc);
  d.do({ kind: 'basic', action: 'melee' });
  return d;
}

const strike = (morale: Partial<Extract<HuntersChoice, { kind: 'melee' }>>): HuntersChoice => ({
  kind: 'melee',
  target: 'e1',
  weapon: 'knife',
  moraleHit: false,
  moraleDie: false,
  ...morale,
});

/** The Soldier on a bare row, a Bug far off, with `morale` tokens. */
function moveScene(options: Record<string, unknown>, morale: number, weather: 'clear' | 'rain' = 'clear') {
  return drive(
    scene({
      width: 10,
      height: 1,
      weather,
      chars: [{ cls: 'soldier', at: [0, 0], morale }],
      enemies: [{ kind: 'bug', at: [9, 0] }],
      options,
    }),
  );
}

describe('HU-ACTION-19 AMB-27 Morale stacking on one attack', () => {
  it('HU-ACTION-19 AMB-27 two uses give +2 To Hit: a 4 that misses at +1 hits at +2, and two tokens go', () => {
    // One use: To Hit 3, and the 4 misses (no success, so no defence die).
    const one = shotScene(ON, 4);
    const ev1 = one.do(shot({ morale: true }), [4, 6, 6]);
    expect(attacks(ev1)[0]).toMatchObject({ toHit: 3, faces: [4, 6, 6], successes: 0 });
    expect(one.char('soldier').morale).toBe(3);
    // Two uses: To Hit 4, the 4 hits; the Gorilla's blank defence die lets the wound through.
    const two = shotScene(ON, 4);
    const ev2 = two.do(shot({ morale: true, moraleHits: 2 }), [4, 6, 6, 'blank']);
    expect(attacks(ev2)[0]).toMatchObject({ toHit: 4, faces: [4, 6, 6], successes: 1, damage: 1 });
    expect(two.enemy('e1')?.health).toBe(5);
    expect(two.char('soldier').morale).toBe(2);
    expect(spends(ev2)).toEqual([expect.objectContaining({ rule: 'HU-ACTION-19', spent: 2, toHit: 2, dice: 0 })]);
  });

  it('HU-ACTION-19 AMB-27 a shot is offered once per number of uses, 0 up to what the tokens pay for', () => {
    const d = shotScene(ON, 3);
    const counts = d
      .legal()
      .filter((c): c is Extract<HuntersChoice, { kind: 'shoot' }> => c.kind === 'shoot')
      .map((c) => c.moraleHits ?? (c.morale ? 1 : 0));
    expect(counts).toEqual([0, 1, 2, 3]);
    expect(d.legal()).toContainEqual(shot({ morale: true, moraleHits: 3 }));
  });

  it('HU-ACTION-19 AMB-27 two uses on the die give two extra melee dice, one more on To Hit with it', () => {
    // Strength 2 + the knife's 1: 3 dice; two Morale dice make 5.
    const plain = meleeScene(ON, 3);
    const ev0 = plain.do(strike({}), [6, 6, 6]);
    expect(attacks(ev0)[0]?.['faces']).toEqual([6, 6, 6]);
    const d = meleeScene(ON, 3);
    const ev = d.do(strike({ moraleHit: true, moraleDie: true, moraleDice: 2 }), [6, 6, 6, 6, 6]);
    // To Hit: the basic attack's 1 + the knife's 0 + one use.
    expect(attacks(ev)[0]).toMatchObject({ faces: [6, 6, 6, 6, 6], toHit: 2 });
    expect(d.char('soldier').morale).toBe(0);
    expect(spends(ev)).toEqual([expect.objectContaining({ spent: 3, toHit: 1, dice: 2 })]);
  });

  it('HU-ACTION-19 AMB-27 melee: every pair of uses the tokens pay for, and no more', () => {
    const d = meleeScene(ON, 2);
    const pairs = d
      .legal()
      .filter((c): c is Extract<HuntersChoice, { kind: 'melee' }> => c.kind === 'melee' && c.weapon === 'knife')
      .map((c) => [c.moraleHits ?? (c.moraleHit ? 1 : 0), c.moraleDice ?? (c.moraleDie ? 1 : 0)]);
    expect(pairs).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
  });

  it('HU-TIME-06 AMB-27 in Heavy Rain each of the stacked uses costs two tokens', () => {
    const d = shotScene(ON, 4, 'rain');
    const counts = d
      .legal()
      .filter((c): c is Extract<HuntersChoice, { kind: 'shoot' }> => c.kind === 'shoot')
      .map((c) => c.moraleHits ?? (c.morale ? 1 : 0));
    expect(counts).toEqual([0, 1, 2]);
    // Rain: To Hit 2 - 1 = 1, then +2.
    const ev = d.do(shot({ morale: true, moraleHits: 2 }), [3, 6, 6, 'blank']);
    expect(attacks(ev)[0]).toMatchObject({ toHit: 3, successes: 1 });
    expect(d.char('soldier').morale).toBe(0);
    expect(spends(ev)).toEqual([expect.objectContaining({ rule: 'HU-TIME-06', spent: 4 })]);
  });

  it('HU-ACTION-19 AMB-27 the odds shown follow the uses: 3 dice at To Hit 4 against 1 defence die hurt 23/27', () => {
    const d = shotScene(ON, 4);
    const c = shot({ morale: true, moraleHits: 2 });
    const [o] = d.view('p1').attackRolls?.[canonicalJson(c)] ?? [];
    if (!o) throw new Error('no odds for the stacked shot');
    expect(o.numbers).toMatchObject({ dice: 3, toHit: 4, defence: 1 });
    // Successes ~ Bin(3, 2/3): 2 or 3 always hurt (20/27); 1 hurts when the one die shows no
    // Shield (6/27 * 1/2 = 3/27).
    const dist = damageDist(o.numbers, Rational.of(o.shields, 6));
    expect(dist?.prob((x) => x >= 1)).toEqual(Rational.of(23, 27));
    // One use: Bin(3, 1/2): 1/2 + 3/8 * 1/2 = 11/16.
    const [one] = d.view('p1').attackRolls?.[canonicalJson(shot({ morale: true }))] ?? [];
    if (!one) throw new Error('no odds for the one-use shot');
    expect(damageDist(one.numbers, Rational.of(one.shields, 6))?.prob((x) => x >= 1)).toEqual(Rational.of(11, 16));
  });

  it('HU-ACTION-19 AMB-27 the choice and the log name the uses, in English and Hungarian', () => {
    const d = meleeScene(ON, 4);
    const c = strike({ moraleHit: true, moraleHits: 2, moraleDie: true, moraleDice: 2 });
    const view = d.view('p1');
    expect(huntersPresenter.choice(c, view, 'en')).toContain('Morale +2 To Hit, Morale +2 dice');
    expect(huntersPresenter.choice(c, view, 'hu')).toContain('Morál: +2 találat, Morál: +2 kocka');
    const [spent] = spends(d.do(c, [6, 6, 6, 6, 6]));
    if (!spent) throw new Error('no Morale spent');
    expect(huntersPresenter.event(spent, 'en')).toContain('spends 4 Morale: +2 To Hit, +2 dice');
    expect(huntersPresenter.event(spent, 'hu')).toContain('4 Morált költ el: +2 találat, +2 kocka');
  });
});

describe('HU-ACTION-19 AMB-27 Morale stacking on one Move', () => {
  it('HU-ACTION-19 AMB-27 two uses give +2 MP on one basic Move: three steps for 1 MP, two tokens', () => {
    const d = moveScene(ON, 2);
    d.do({ kind: 'basic', action: 'move' });
    d.do({ kind: 'morale-mp' });
    expect(d.legal()).toContainEqual({ kind: 'morale-mp' });
    d.do({ kind: 'morale-mp' });
    expect(d.state.current?.activity?.mp).toBe(3);
    expect(d.char('soldier').morale).toBe(0);
    // The tokens are gone: no third use.
    expect(d.legal()).not.toContainEqual({ kind: 'morale-mp' });
    for (const x of [1, 2, 3]) d.do({ kind: 'step', x, y: 0 });
    expect(d.char('soldier').pos).toEqual(P(3, 0));
  });

  it('HU-TIME-06 AMB-27 in Heavy Rain a second MP bought on the same Move costs two more tokens', () => {
    const d = moveScene(ON, 3, 'rain');
    d.do({ kind: 'basic', action: 'move' });
    d.do({ kind: 'morale-mp' });
    expect(d.char('soldier').morale).toBe(1);
    // One token left pays for no use in the rain.
    expect(d.legal()).not.toContainEqual({ kind: 'morale-mp' });
    const r = d.try({ kind: 'morale-mp' });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'morale/short', rule: 'HU-TIME-06' });
    expect(d.char('soldier').morale).toBe(1);
  });

  it('HU-ACTION-19 AMB-27 another seat asking for an MP is not told about the mover’s Morale', () => {
    const d = drive(
      scene({
        width: 10,
        height: 2,
        chars: [
          { cls: 'soldier', at: [0, 0], morale: 0 },
          { cls: 'medic', at: [0, 1] },
        ],
        enemies: [{ kind: 'bug', at: [9, 0] }],
        options: ON,
      }),
    );
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'move' });
    expect(d.try({ kind: 'morale-mp' }).ok ? null : 'refused').toBe('refused');
    const r = d.try({ kind: 'morale-mp' }, [], 'p2');
    expect(r.ok ? null : r.error.code).toBe('choice/illegal');
  });

  it('HU-ACTION-19 AMB-27 option off: one MP a Move, and a second is refused with its reason', () => {
    const d = moveScene({}, 2);
    d.do({ kind: 'basic', action: 'move' });
    d.do({ kind: 'morale-mp' });
    expect(d.legal()).not.toContainEqual({ kind: 'morale-mp' });
    const before = structuredClone(d.state);
    const r = d.try({ kind: 'morale-mp' });
    expect(r.ok ? null : r.error.code).toBe('morale/no-stacking');
    if (!r.ok) expect(violationWords(r.error, 'hu')).toContain('Morál');
    expect(d.state).toEqual(before);
    expect(d.char('soldier').morale).toBe(1);
  });
});

describe('HU-ACTION-19 AMB-27 refusals and the default lists', () => {
  it('AMB-27 the option is off by default, worded in English and Hungarian, and names its rule', () => {
    const o = huntersRuleset.options?.find((x) => x.id === 'moraleStacking');
    expect(o).toMatchObject({ type: 'boolean', default: false, rule: 'HU-ACTION-19' });
    expect(o?.hu?.label).toBeTruthy();
    expect(o?.hu?.description).not.toBe(o?.description);
  });

  it('HU-ACTION-19 AMB-27 more uses than the tokens pay for are refused, nothing spent', () => {
    const d = shotScene(ON, 2);
    const before = structuredClone(d.state);
    const r = d.try(shot({ morale: true, moraleHits: 3 }), [1, 1, 1]);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'morale/short', rule: 'HU-ACTION-19' });
    if (!r.ok) {
      expect(r.error.message).toContain('has 2 Morale, and 3 uses cost 3');
      expect(violationWords(r.error, 'hu')).toContain('Morál');
    }
    const m = meleeScene(ON, 2);
    const mr = m.try(strike({ moraleHit: true, moraleDie: true, moraleDice: 2 }), [1, 1, 1, 1, 1]);
    expect(mr.ok ? null : mr.error.code).toBe('morale/short');
    expect(d.state).toEqual(before);
    expect(m.char('soldier').morale).toBe(2);
  });

  it('HU-ACTION-19 AMB-27 counts with the option off are refused with their reason, nothing spent', () => {
    const d = shotScene({}, 4);
    const before = structuredClone(d.state);
    const r = d.try(shot({ morale: true, moraleHits: 2 }), [1, 1, 1]);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'morale/no-stacking', rule: 'HU-ACTION-19' });
    const m = meleeScene({}, 4);
    const mr = m.try(strike({ moraleDie: true, moraleDice: 2 }), [1, 1, 1, 1, 1]);
    expect(mr.ok ? null : mr.error.code).toBe('morale/no-stacking');
    expect(d.state).toEqual(before);
    expect(m.char('soldier').morale).toBe(4);
  });

  it('HU-ACTION-19 AMB-27 a count below 2, or without its flag, is refused: one use is the flag alone', () => {
    const d = shotScene(ON, 4);
    for (const c of [shot({ morale: true, moraleHits: 1 }), shot({ morale: false, moraleHits: 2 })]) {
      const r = d.try(c, [1, 1, 1]);
      expect(r.ok ? null : r.error.code).toBe('morale/count-form');
    }
    expect(d.char('soldier').morale).toBe(4);
  });

  it('HU-ACTION-19 AMB-27 a count is a whole number from 0 to 12', () => {
    for (const n of [-1, 1.5, 13])
      expect(choiceSchema.safeParse(shot({ morale: true, moraleHits: n })).success, String(n)).toBe(false);
    expect(choiceSchema.safeParse(shot({ morale: true, moraleHits: 12 })).success).toBe(true);
    expect(choiceSchema.safeParse(strike({ moraleDie: true, moraleDice: 13 })).success).toBe(false);
    // More tokens than that: the list stops at 12, and all it offers is well formed.
    const d = shotScene(ON, 14);
    const shots = d.legal().filter((c): c is Extract<HuntersChoice, { kind: 'shoot' }> => c.kind === 'shoot');
    expect(Math.max(...shots.map((c) => c.moraleHits ?? 0))).toBe(12);
    for (const c of d.legal()) expect(choiceSchema.safeParse(c).success, JSON.stringify(c)).toBe(true);
  });

  it('HU-ACTION-19 AMB-27 option off: the attack lists are as they always were, one use per effect', () => {
    const d = meleeScene({}, 4);
    const melee = d.legal().filter((c) => c.kind === 'melee');
    const flags = (weapon: string | null) =>
      [
        [false, false],
        [false, true],
        [true, false],
        [true, true],
      ].map(([moraleHit, moraleDie]) => ({ kind: 'melee', target: 'e1', weapon, moraleHit, moraleDie }));
    expect(melee).toEqual([...flags('knife'), ...flags(null)]);
    const s = shotScene({}, 4);
    expect(s.legal().filter((c) => c.kind === 'shoot')).toEqual([shot({}), shot({ morale: true })]);
  });
});
