/**
 * An attack offered to a player says its exact chance to hit. The chance comes from the numbers
 * the rules roll with (rolls.ts), and here it is checked against the rules themselves: every face
 * of the roll's dice is rolled through the rules, and the share of hits must be the chance shown.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, Rational } from '@skirmish/core';
import type { WmChoice } from '../src/choices.ts';
import type { WarmachineContent } from '../src/content.ts';
import { makeWmPresenter } from '../src/presenter.ts';
import { attackChoiceRoll, hitChance } from '../src/rolls.ts';
import { makeCtx } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';
import type { WmState } from '../src/state.ts';
import { activated, acts, position, R30, R40, R50, rules, rulesWith, rulesWithContent } from './helpers.ts';

const ctx = makeCtx(sampleContent, {});
const presenter = makeWmPresenter(sampleContent);
/** Rules with the premeasure house rule on: a choice's words may say that a target is out of range. */
const measuring = rulesWith({ premeasure: true });
const pistol = (boostAttack = false): WmChoice => ({
  kind: 'attack',
  weapon: 'service-pistol',
  target: 'p2.wraithwing',
  ...(boostAttack ? { boostAttack } : {}),
});

function sequences(n: number): number[][] {
  let acc: number[][] = [[]];
  for (let i = 0; i < n; i++) acc = acc.flatMap((seq) => [1, 2, 3, 4, 5, 6].map((d) => [...seq, d]));
  return acc;
}

/**
 * The share of hits when the rules roll the attack with every face of its `n` dice (1s for any
 * die after them: damage, a column), each roll checked to use exactly `n` dice.
 */
function rolledShare(s: WmState, c: WmChoice, n: number, r = rules, seat: 'p1' | 'p2' = 'p1'): Rational {
  const all = sequences(n);
  let hits = 0;
  for (const seq of all) {
    const done = r.apply(s, seat, c, new LoadedDice([...seq, ...Array.from({ length: 12 }, () => 1)]));
    if (!done.ok) throw new Error(done.error.message);
    const roll = done.value.events.find((e) => e.type === 'wm/attack-roll');
    if (!roll) throw new Error('no attack roll');
    expect(roll['dice']).toEqual(seq);
    if (roll['hit'] === true) hits++;
  }
  return Rational.of(hits, all.length);
}

/** The chance the choice shows, checked against the rules' own rolls; returned for the hand-worked value. */
function shown(s: WmState, c: WmChoice, seat: 'p1' | 'p2' = 'p1'): Rational {
  const spec = attackChoiceRoll(s, ctx, c);
  if (!spec?.roll) throw new Error('no roll');
  const p = hitChance(spec);
  expect(p.toString()).toBe(rolledShare(s, c, spec.dice, rules, seat).toString());
  return p;
}

// Kron: RAT 6, MAT 6, service pistol RNG 10. Wraithwing: DEF 14.
describe('the chance to hit an attack offered shows', () => {
  const apart = () => position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + 2 * R30 + 4 } });

  it('WM-ATTACK-08 WM-ATTACK-07 a plain shot: RAT 6 + 2d6 against DEF 14 hits on 8 or more, 15 of 36', () => {
    const s = activated(apart(), 'p1.kron');
    expect(shown(s, pistol()).toString()).toBe('5/12');
    // Nothing is measured before the attack is declared, so the chance holds if in range.
    expect(presenter.choice(pistol(), s, 'en')).toBe(
      'Attack Wraithwing (Player 2) with Service Pistol · to hit 5/12 (41.7%) if in range',
    );
    expect(presenter.choice(pistol(), s, 'hu')).toMatch(/ · találat esélye 5\/12 \(41,7%\), ha hatótávon belül van$/);
    expect(presenter.choice(pistol(), measuring.view(s, 'p1'), 'en')).toBe(
      'Attack Wraithwing (Player 2) with Service Pistol · to hit 5/12 (41.7%)',
    );
    expect(presenter.choice(pistol(), measuring.view(s, 'p1'), 'hu')).toMatch(/ · találat esélye 5\/12 \(41,7%\)$/);
  });

  it('WM-FOCUS-09 boosted, three dice: 3d6 of 8 or more, 181 of 216', () => {
    const s = activated(
      position({ 'p1.kron': { x: 20, y: 10, set: { focus: 3 } }, 'p2.wraithwing': { x: 20, y: 10 + 2 * R30 + 4 } }),
      'p1.kron',
    );
    expect(shown(s, pistol(true)).toString()).toBe('181/216');
  });

  it('WM-RANGED-05 aiming, +2: 2d6 of 6 or more, 26 of 36', () => {
    const s = activated(apart(), 'p1.kron', { kind: 'forfeitMove', aim: true });
    expect(shown(s, pistol()).toString()).toBe('13/18');
  });

  it('WM-RANGED-06 WM-ATTACK-11 a target in melee, -4: only 6 and 6, which hits whatever the total', () => {
    const s = activated(
      position({
        'p1.kron': { x: 26, y: 14 },
        'p1.bastion': { x: 30, y: 20, facing: 90 },
        'p2.wraithwing': { x: 30, y: 20 + R50 + R40 + 0.2, facing: 270 },
      }),
      'p1.kron',
    );
    expect(shown(s, pistol()).toString()).toBe('1/36');
  });

  it('WM-MELEE-11 a knocked-down target in melee is hit whatever the dice', () => {
    const s = activated(
      position({
        'p1.kron': { x: 20, y: 10 },
        'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.3, facing: 270, set: { knockedDown: true } },
      }),
      'p1.kron',
    );
    const sabre = sampleContent.models.find((m) => m.id === 'kron')?.weapons.find((w) => w.kind === 'melee')?.id;
    if (!sabre) throw new Error('no melee weapon');
    const strike: WmChoice = { kind: 'attack', weapon: sabre, target: 'p2.wraithwing' };
    expect(shown(s, strike).toString()).toBe('1/1');
  });

  it('WM-RANGED-04 a target beyond the range: no roll, and with premeasure on the choice says it cannot hit', () => {
    const s = activated(
      position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 10 + 2 * R30 + 12 } }),
      'p1.kron',
    );
    expect(attackChoiceRoll(s, ctx, pistol())).toMatchObject({ roll: false, reason: 'range' });
    const r = rules.apply(s, 'p1', pistol(), new LoadedDice([]));
    expect(r.ok && r.value.events.find((e) => e.type === 'wm/auto-miss')).toMatchObject({ reason: 'range' });
    expect(presenter.choice(pistol(), measuring.view(s, 'p1'), 'en')).toMatch(/ · cannot hit: beyond its range$/);
    expect(presenter.choice(pistol(), measuring.view(s, 'p1'), 'hu')).toMatch(/ · nem találhat: hatótávon kívül$/);
  });

  it('WM-SPELL-14 an offensive spell: FOCUS 7 + 2d6 against DEF 14 hits on 7 or more, 21 of 36', () => {
    const s = activated(
      position({ 'p1.kron': { x: 20, y: 10, set: { focus: 5 } }, 'p2.wraithwing': { x: 20, y: 10 + 2 * R30 + 4 } }),
      'p1.kron',
    );
    const lance: WmChoice = { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' };
    expect(shown(s, lance).toString()).toBe('7/12');
    expect(presenter.choice(lance, s, 'en')).toMatch(/ · to hit 7\/12 \(58\.3%\) if in range$/);
    expect(presenter.choice(lance, measuring.view(s, 'p1'), 'en')).toMatch(/ · to hit 7\/12 \(58\.3%\)$/);
    // A spell that makes no attack roll says no chance.
    const ward: WmChoice = { kind: 'cast', spell: 'bulwark', target: 'p1.kron' };
    expect(attackChoiceRoll(s, ctx, ward)).toBeNull();
  });

  it('WM-SPELL-03 a spell of RNG CTRL at a target 12" off, in the 14" control area, says the chance the rules roll: 7/12', () => {
    const ctrlLance = (c: WarmachineContent) => {
      const lanceDef = c.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'arc-lance');
      if (lanceDef) lanceDef.RNG = 'CTRL';
    };
    const content = structuredClone(sampleContent);
    ctrlLance(content);
    const r = rulesWithContent(ctrlLance);
    const s = activated(
      position({ 'p1.kron': { x: 20, y: 10, set: { focus: 5 } }, 'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 12 } }),
      'p1.kron',
    );
    const lance: WmChoice = { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' };
    const spec = attackChoiceRoll(s, makeCtx(content, {}), lance);
    if (!spec?.roll) throw new Error('no roll offered');
    expect(hitChance(spec).toString()).toBe('7/12');
    expect(rolledShare(s, lance, spec.dice, r).toString()).toBe('7/12');
  });

  it('WM-SPELL-16 a spell at a model only the caster engages: the house rule decides the -4, and the chance shown follows the game’s setting', () => {
    const s = activated(
      position({
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 0.3, facing: 270 },
      }),
      'p1.kron',
    );
    const lance: WmChoice = { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' };
    const strict = attackChoiceRoll(s, ctx, lance);
    const lenient = attackChoiceRoll(s, ctx, lance, false);
    expect([strict?.roll && strict.modifier, lenient?.roll && lenient.modifier]).toEqual([-4, 0]);
    // Each matches the rules under its setting of the house rule.
    const off = rulesWith({ magicMeleePenaltyOnOwnEngagement: false });
    expect(hitChance(strict!).toString()).toBe(rolledShare(s, lance, 2).toString());
    expect(hitChance(lenient!).toString()).toBe(rolledShare(s, lance, 2, off).toString());
    // The view of a game with the house rule off says so, and the words follow it.
    expect(rules.view(s, 'p1').houseRules).toBeUndefined();
    expect(off.view(s, 'p1').houseRules).toEqual({ magicMeleePenaltyOnOwnEngagement: false });
    const words = (p: Rational) => ` · to hit ${p.toString()} (${(p.toNumber() * 100).toFixed(1)}%) if in range`;
    expect(presenter.choice(lance, rules.view(s, 'p1'), 'en').endsWith(words(hitChance(strict!)))).toBe(true);
    expect(presenter.choice(lance, off.view(s, 'p1'), 'en').endsWith(words(hitChance(lenient!)))).toBe(true);
    expect(hitChance(strict!).toString()).not.toBe(hitChance(lenient!).toString());
  });

  it('WM-SPRAY-02 a spray rolls against the model aimed at: Gravemaw RAT 4 + 2d6 against Bastion DEF 12, 15 of 36', () => {
    const at = (gap: number) =>
      activated(
        position(
          {
            'p2.gravemaw': { x: 20, y: 30, facing: 270 },
            'p1.bastion': { x: 20, y: 30 - 2 * R50 - gap, facing: 90 },
          },
          { active: 'p2' },
        ),
        'p2.gravemaw',
      );
    const spray: WmChoice = { kind: 'attack', weapon: 'bile-thrower', target: 'p1.bastion' };
    expect(shown(at(4), spray, 'p2').toString()).toBe('5/12');
    // Beyond the spray's 8": the zone does not cover it, the rules roll nothing against it, and
    // with premeasure on the choice says it cannot hit.
    const far = at(12);
    expect(attackChoiceRoll(far, ctx, spray)).toMatchObject({ roll: false, reason: 'range' });
    const r = rules.apply(far, 'p2', spray, new LoadedDice([]));
    expect(r.ok && r.value.events.filter((e) => e.type === 'wm/attack-roll')).toEqual([]);
    expect(presenter.choice(spray, measuring.view(far, 'p2'), 'en')).toMatch(/ · cannot hit: beyond its range$/);
  });

  it('WM-POWER-08 a head-butt: MAT 6 + 2d6 against DEF 14, 15 of 36', () => {
    const s = activated(
      position({
        'p1.bastion': { x: 20, y: 10, facing: 90, set: { focus: 2 } },
        'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.3, facing: 270 },
      }),
      'p1.bastion',
    );
    const butt: WmChoice = { kind: 'headButt', target: 'p2.wraithwing' };
    expect(shown(s, butt).toString()).toBe('5/12');
    expect(presenter.choice(butt, s, 'en')).toMatch(/ · to hit 5\/12 \(41\.7%\)$/);
  });

  it('WM-POWER-20 a slam, once it reaches: MAT 6 + 2d6 against DEF 14, said as a chance if it gets there', () => {
    // Bastion 4" from Wraithwing (a smaller base: no -2); it moves 3.5" and rolls.
    const s = acts(
      position({
        'p1.bastion': { x: 20, y: 10, set: { focus: 3 } },
        'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 4, facing: 270 },
      }),
      'p1',
      [{ kind: 'activate', model: 'p1.bastion' }],
    );
    const slam: WmChoice = { kind: 'slam', target: 'p2.wraithwing' };
    expect(shown(s, slam).toString()).toBe('5/12');
    expect(presenter.choice(slam, s, 'en')).toMatch(/ · to hit 5\/12 \(41\.7%\) if it reaches$/);
    expect(presenter.choice(slam, s, 'hu')).toMatch(/ · találat esélye 5\/12 \(41,7%\), ha odaér$/);
  });

  it('choices that roll no attack say no chance', () => {
    const s = activated(apart(), 'p1.kron');
    expect(presenter.choice({ kind: 'endActivation' }, s, 'en')).not.toMatch(/to hit/);
    expect(attackChoiceRoll(s, ctx, { kind: 'endActivation' })).toBeNull();
  });
});
