import { Rational } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { damageDist } from '../src/combat.ts';
import type { Enemy, Gear, HuntersContent } from '../src/content/schema.ts';
import { act, drive, scene, TEST_MACHINE } from './fixture.ts';

// A fresh look at rules whose tests did not reach every figure or every path the wording covers.

/** A duct-tape accessory worth +2 To Hit, and a machine whose list A is a Parting Leap alone. */
function withSpikeAndLeaper(c: HuntersContent): HuntersContent {
  const knife = c.gear.find((x) => x.id === 'knife');
  if (!knife) throw new Error('knife');
  const spike: Gear = {
    ...knife,
    id: 'test-spike',
    name: 'Taped Spike',
    type: 'accessory',
    accessorySpace: 'none',
    accessory: {
      fits: 'duct-tape',
      dice: 0,
      toHit: 2,
      range: 0,
      incendiary: false,
      daytimeOnly: false,
      tracer: false,
      mental: false,
    },
  };
  const leaper: Enemy = {
    ...TEST_MACHINE,
    id: 'test-leaper',
    name: 'Leaper',
    lists: { ...TEST_MACHINE.lists, melee: [[{ kind: 'parting-leap' }]] },
  };
  return { ...c, gear: [...c.gear, spike], enemies: [...c.enemies, TEST_MACHINE, leaper] };
}

describe('defects found by the audit', () => {
  it('HU-ENEMY-30 HU-ENEMY-23 a Spider shelling its own space in Heavy Rain rolls at To Hit one lower, as any enemy attack', () => {
    const sc = scene({
      width: 1,
      height: 1,
      weather: 'rain',
      chars: [
        { cls: 'recon', at: [0, 0] },
        { cls: 'soldier', at: [0, 0] },
      ],
      enemies: [{ kind: 'spider-aka-2l', at: [0, 0] }],
    });
    // Distance-0 column: 3 dice at To Hit 2, Rain -1 (on Area too, AMB-32): To Hit 1. The Recon
    // (no armour) rolls 2, 2, 1: only the 1 succeeds. The Soldier's 6s miss.
    const r = act(sc, 'e1', [2, 2, 1, 6, 6, 6]);
    const attacks = r.events.filter((e) => e.type === 'hunters/enemy-attack');
    expect(attacks.map((e) => e.toHit)).toEqual([1, 1]);
    expect(attacks[0]).toMatchObject({ character: 'recon', successes: 1 });
    expect(sc.char('recon').health).toBe(4);
  });

  it('HU-ENEMY-30 HU-TERRAIN-06 a Spider shelling its own Cover space rolls at To Hit one lower', () => {
    const sc = scene({
      width: 1,
      height: 1,
      spaces: [{ at: [0, 0], vantage: false, cover: true, openGround: false, finding: false, covered: false }],
      chars: [{ cls: 'recon', at: [0, 0] }],
      enemies: [{ kind: 'spider-aka-2l', at: [0, 0] }],
    });
    const r = act(sc, 'e1', [2, 2, 2]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-attack')).toMatchObject({ toHit: 1, successes: 0 });
    expect(sc.char('recon').health).toBe(5);
  });

  it('HU-ENEMY-28 HU-MELEE-10 HU-GEAR-26 a character’s Penalty Attack counts the To Hit of the accessory on its weapon', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [5, 5], gear: ['knife'] }],
      enemies: [{ kind: 'test-leaper', at: [5, 5] }],
      options: { enemyTies: 'ask' },
      content: withSpikeAndLeaper,
    });
    sc.char('soldier').accessories.push({ gear: 'test-spike', weapon: 'knife' });
    // Strength 2 + Knife 1 = 3 dice; To Hit 3 + Knife 0 + Spike 2 = 5: the 5s succeed.
    const r = act(sc, 'e1', [5, 5, 6], [{ kind: 'penalty', character: 'soldier' }]);
    expect(r.events.find((e) => e.type === 'hunters/attack')).toMatchObject({
      rule: 'HU-MELEE-10',
      toHit: 5,
      successes: 2,
      damage: 2,
    });
    expect(sc.enemy('e1').health).toBe(2);
  });

  it('HU-RANGED-13 HU-GEAR-23 a stray 6 of an Incendiary shot strikes the ally in the melee with no defence dice', () => {
    const sc = scene({
      width: 6,
      height: 1,
      chars: [
        { cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot'], gear: ['smg'] },
        { cls: 'medic', at: [2, 0] },
      ],
      enemies: [{ kind: 'giant-rat', at: [2, 0], facing: 6 }],
    });
    // S1582 Ammo makes the SMG Incendiary. The Medic's Kevlar would give a flank die against a
    // plain shot; against fire he rolls none, so the script's shield is never read.
    sc.char('soldier').accessories.push({ gear: 's1582-ammo', weapon: 'smg' });
    sc.char('medic').armor = 'kevlar-vest';
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    const r = d.try({ kind: 'shoot', weapon: 'smg', x: 2, y: 0, targets: ['e1'], morale: false }, [6, 6, 'shield']);
    if (!r.ok) throw new Error(r.error.message);
    const medic = r.value.state.chars.find((c) => c.id === 'medic');
    expect(medic?.health).toBe((medic?.maxHealth ?? 0) - 2);
  });

  it('HU-HIDE-04 HU-INTERACT-01 a Hidden character in an enemy’s sight who plays a Heal card stays Hidden: Heal is an Interact', () => {
    const sc = scene({
      width: 5,
      height: 1,
      chars: [{ cls: 'medic', at: [0, 0], hidden: true, health: 2, hand: ['medic-patch-up', 'medic-dash'] }],
      enemies: [{ kind: 'bug', at: [3, 0], facing: 6 }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'medic-patch-up', enhancement: null, enhance: -1 });
    d.do({ kind: 'heal', target: 'medic' });
    expect(d.char('medic').hidden).toBe(true);
    expect(d.char('medic').health).toBe(3);
    // A card that moves is no Interact: the Bug sees the character go.
    d.do({ kind: 'play', card: 'medic-dash', enhancement: null, enhance: -1 });
    expect(d.char('medic').hidden).toBe(false);
  });
});

describe('odds shown before a roll, against a hand computation', () => {
  it('HU-RANGED-04 HU-RANGED-08 HU-ACTION-19 a Rifle shot at 2 spaces: 13/27 to hurt and 4/27 to destroy; with Morale 11/16 and 5/16', () => {
    const sc = scene({
      width: 6,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot'], morale: 2 }],
      enemies: [{ kind: 'gorilla', at: [2, 0], facing: 6, health: 2 }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    const rolls = d.view().attackRolls ?? {};
    const shot = (morale: boolean) => {
      const key = Object.keys(rolls).find((k) => k.includes('"rifle"') && k.includes(`"morale":${morale}`));
      const o = key ? rolls[key]?.[0] : undefined;
      if (!o) throw new Error(`no rifle shot, morale ${morale}`);
      return o;
    };
    // Rifle at 2: 3 dice, modifier 0; Shot To Hit 2, so each die 1/3; the Gorilla faces the shot:
    // 1 front die, a Shield 3/6. Hits 0..3: 8, 12, 6, 1 (/27). Hurt: 12/27 * 1/2 + 7/27 = 13/27.
    // Destroy (2 Health): 6/27 * 1/2 + 1/27 = 4/27.
    const plain = shot(false);
    expect(plain.numbers).toMatchObject({ dice: 3, toHit: 2, defence: 1 });
    const dist = damageDist(plain.numbers, Rational.of(plain.shields, 6));
    expect(dist?.prob((x) => x >= 1)).toEqual(Rational.of(13, 27));
    expect(dist?.prob((x) => x >= 2)).toEqual(Rational.of(4, 27));
    // Morale: To Hit 3, each die 1/2. Hits 1, 3, 3, 1 (/8). Hurt 3/8 * 1/2 + 4/8 = 11/16;
    // destroy 3/8 * 1/2 + 1/8 = 5/16.
    const boosted = shot(true);
    expect(boosted.numbers.toHit).toBe(3);
    const moraleDist = damageDist(boosted.numbers, Rational.of(boosted.shields, 6));
    expect(moraleDist?.prob((x) => x >= 1)).toEqual(Rational.of(11, 16));
    expect(moraleDist?.prob((x) => x >= 2)).toEqual(Rational.of(5, 16));
  });
});
