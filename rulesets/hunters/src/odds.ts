import { Dist, fail, ok, q, sayIn, type OddsProcedure } from '@skirmish/core';
import { damageDist } from './combat.ts';
import type { HuntersContent } from './content/schema.ts';
import type { AttackOdds } from './view.ts';

/** Chance one attack die succeeds: a face at or under To Hit, and a 1 always. */
export function attackDieChance(toHit: number): number {
  return Math.min(6, Math.max(1, toHit));
}

/** Health levels lost: successes among N dice minus shields among D defence dice, not below 0. */
export function attackDist(dice: number, toHit: number, defence: number, shields: number): Dist<number> {
  const hits = Dist.successes(dice, q(attackDieChance(toHit), 6));
  const blocks = Dist.successes(defence, q(shields, 6));
  return hits.combine(blocks, (h, b) => Math.max(0, h - b));
}

export function mentalDist(value: number): Dist<string> {
  const v = Math.min(6, Math.max(0, value));
  return Dist.weighted<string>([
    ['resisted', v],
    ['affected', 6 - v],
  ]);
}

/**
 * The `attack` procedure's fields for one enemy an attack offered strikes, from the numbers the
 * rules roll with (the view's `attackRolls`): its dice, To Hit, re-rolls, whether it hits
 * whatever the dice or its 6s go astray into a melee, the enemy's defence dice and the shields on
 * the defence die. Null for a Mental attack, which deals no damage.
 */
export function attackOddsInputs(a: AttackOdds): Record<string, number | boolean> | null {
  const n = a.numbers;
  if (n.mental) return null;
  return {
    dice: n.dice,
    'to-hit': n.toHit,
    'defence-dice': n.defence,
    shields: a.shields,
    rerolls: n.rerolls,
    'auto-hit': n.autoHit,
    'sixes-astray': n.sixesAstray,
  };
}

export const huntersOdds: OddsProcedure<HuntersContent>[] = [
  {
    id: 'attack',
    description: 'Health levels lost to one attack: N attack dice at To Hit T against D defence dice',
    rule: 'HU-RANGED-08',
    params: [
      { name: 'dice', type: 'integer', description: 'attack dice', required: true, min: 0, max: 20 },
      {
        name: 'to-hit',
        type: 'integer',
        description: 'To Hit after every modifier',
        required: true,
        min: -10,
        max: 10,
      },
      {
        name: 'defence-dice',
        type: 'integer',
        description: 'defence dice the target rolls',
        default: 0,
        min: 0,
        max: 20,
      },
      {
        name: 'shields',
        type: 'integer',
        description: 'shield faces on the defence die, out of its 6 (left empty: as on the dice this game uses)',
        min: 0,
        max: 6,
      },
      {
        name: 'rerolls',
        type: 'integer',
        description: 're-rolls: the first attack dice that miss are rolled again, this many',
        default: 0,
        min: 0,
        max: 20,
      },
      { name: 'auto-hit', type: 'boolean', description: 'every attack die hits, whatever it shows', default: false },
      {
        name: 'sixes-astray',
        type: 'boolean',
        description: 'a 6 goes astray into the melee the target is in and does not strike it',
        default: false,
      },
    ],
    words: {
      hu: {
        description: 'Egy támadás miatt elvesztett Életerő: N támadókocka T találati értékkel, D védekezőkocka ellen',
        params: {
          dice: 'támadókockák',
          'to-hit': 'a találati érték minden módosító után',
          'defence-dice': 'a célpont védekezőkockái',
          shields: 'pajzsos lapok a védekezőkockán, a 6 lapjából (üresen hagyva: ahogy a játék kockáin)',
          rerolls: 'újradobások: az első ennyi célt tévesztő támadókocka újra gurul',
          'auto-hit': 'minden támadókocka talál, bármit mutat',
          'sixes-astray': 'a 6-os eltéved a közelharcba, amelyben a célpont áll, és nem őt találja',
        },
        outcome: (k) => (typeof k === 'number' ? `${k} Életerő` : undefined),
      },
    },
    outcome: (k) => (typeof k === 'number' ? `${k} health level${k === 1 ? '' : 's'}` : undefined),
    compute(inputs, { content, locale }) {
      const dice = Number(inputs['dice']);
      const toHit = Number(inputs['to-hit']);
      const defence = Number(inputs['defence-dice'] ?? 0);
      const given = inputs['shields'];
      const shields =
        given === undefined ? content.defenceDie.faces.filter((f) => f === 'shield').length : Number(given);
      if (!Number.isInteger(dice) || !Number.isInteger(toHit))
        return fail(
          'odds/invalid-param',
          sayIn(locale ?? 'en')('dice and to-hit are whole numbers', 'a kockák száma és a találati érték egész szám'),
        );
      const rerolls = Number(inputs['rerolls'] ?? 0);
      const autoHit = inputs['auto-hit'] === true;
      const sixesAstray = inputs['sixes-astray'] === true;
      if (rerolls === 0 && !autoHit && !sixesAstray) return ok(attackDist(dice, toHit, defence, shields));
      // Re-rolls, a sure hit and stray 6s: the dice as the rules count them (`damageDist`).
      const numbers = { dice, toHit, rerolls, autoHit, sixesAstray, defence, mental: false };
      return ok(damageDist(numbers, q(shields, 6)) ?? Dist.certain(0));
    },
  },
  {
    id: 'mental-defence',
    description: 'One attack die against a Mental Defence value (no natural-1 rule)',
    rule: 'HU-MENTAL-01',
    params: [{ name: 'value', type: 'integer', description: 'Mental Defence value', required: true, min: 0, max: 6 }],
    words: {
      hu: {
        description: 'Egy támadókocka egy mentális védelem értéke ellen (az 1-es dobás szabálya nélkül)',
        params: { value: 'A mentális védelem értéke' },
        outcome: (k) => ({ resisted: 'ellenáll', affected: 'hatás alá kerül' })[String(k)],
      },
    },
    outcome: (k) => ({ resisted: 'resisted', affected: 'affected' })[String(k)],
    compute(inputs) {
      return ok(mentalDist(Number(inputs['value'])));
    },
  },
];
