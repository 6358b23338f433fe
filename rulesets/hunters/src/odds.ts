import { Dist, fail, ok, q, sayIn, type OddsProcedure } from '@skirmish/core';
import type { HuntersContent } from './content/schema.ts';

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
    ],
    words: {
      hu: {
        description: 'Egy támadás miatt elvesztett Életerő: N támadókocka T találati értékkel, D védekezőkocka ellen',
        params: {
          dice: 'támadókockák',
          'to-hit': 'a találati érték minden módosító után',
          'defence-dice': 'a célpont védekezőkockái',
          shields: 'pajzsos lapok a védekezőkockán, a 6 lapjából (üresen hagyva: ahogy a játék kockáin)',
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
      return ok(attackDist(dice, toHit, defence, shields));
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
