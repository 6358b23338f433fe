import { Dist, fail, ok, q, sayIn, type OddsParam, type OddsProcedure } from '@skirmish/core';
import { damageDist, disableDist } from './combat.ts';
import type { HuntersContent } from './content/schema.ts';
import type { AttackOdds } from './view.ts';

/** What changes an attack's dice beyond its numbers: re-rolls, automatic hits, stray sixes (both procedures). */
const ATTACK_EXTRAS: readonly OddsParam[] = [
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
];
const ATTACK_EXTRAS_HU = {
  rerolls: 'újradobások: az első ennyi célt tévesztő támadókocka újra gurul',
  'auto-hit': 'minden támadókocka talál, bármit mutat',
  'sixes-astray': 'a 6-os eltéved a közelharcba, amelyben a célpont áll, és nem őt találja',
};

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

/**
 * The odds panel's procedure and fields for one enemy an attack offered strikes (the view's
 * `attackRolls`): the `attack` procedure's (`attackOddsInputs`), or for a Mental attack the
 * `mental-attack` procedure's: its dice as the attack's, the target's Mental Defence and those of
 * the allies its stray 6s may strike.
 */
export function attackOddsRequest(
  a: AttackOdds,
): { procedure: 'attack' | 'mental-attack'; inputs: Record<string, number | boolean | string> } | null {
  const inputs = attackOddsInputs(a);
  if (inputs) return { procedure: 'attack', inputs };
  const n = a.numbers;
  if (!n.mentalValues) return null;
  return {
    procedure: 'mental-attack',
    inputs: {
      dice: n.dice,
      'to-hit': n.toHit,
      rerolls: n.rerolls,
      'auto-hit': n.autoHit,
      'sixes-astray': n.sixesAstray,
      mental: n.mentalValues.target,
      allies: n.mentalValues.allies.join(','),
    },
  };
}

/** The words of the `mental-attack` outcomes: who is disabled. */
const DISABLED_EN: Readonly<Record<string, string>> = {
  none: 'nobody disabled',
  target: 'the target disabled',
  ally: 'an ally disabled',
  both: 'the target and an ally disabled',
};
const DISABLED_HU: Readonly<Record<string, string>> = {
  none: 'senki sem bénul meg',
  target: 'a célpont megbénul',
  ally: 'egy szövetséges megbénul',
  both: 'a célpont és egy szövetséges is megbénul',
};

export const huntersOdds: OddsProcedure<HuntersContent>[] = [
  {
    id: 'attack',
    description: 'Health levels lost to one attack: N attack dice at To Hit T against D defence dice',
    rule: 'HU-RANGED-08',
    summaries: [
      {
        id: 'hurt',
        label: 'At least one health level lost',
        words: { hu: 'Legalább egy Életerő elvész' },
        holds: (k) => typeof k === 'number' && k > 0,
      },
    ],
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
      ...ATTACK_EXTRAS,
    ],
    words: {
      hu: {
        description: 'Egy támadás miatt elvesztett Életerő: N támadókocka T találati értékkel, D védekezőkocka ellen',
        params: {
          dice: 'támadókockák',
          'to-hit': 'a találati érték minden módosító után',
          'defence-dice': 'a célpont védekezőkockái',
          shields: 'pajzsos lapok a védekezőkockán, a 6 lapjából (üresen hagyva: ahogy a játék kockáin)',
          ...ATTACK_EXTRAS_HU,
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
    id: 'mental-attack',
    description:
      'Who one Mental attack disables: N attack dice at To Hit T, then the Mental defence of the target (and of allies its stray 6s strike)',
    rule: 'HU-MENTAL-01',
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
      { name: 'mental', type: 'integer', description: 'the target’s Mental Defence', required: true, min: 0, max: 6 },
      ...ATTACK_EXTRAS,
      {
        name: 'allies',
        type: 'string',
        description:
          'the Mental Defence of each ally a stray 6 may strike, separated by commas (one is drawn for each 6)',
        default: '',
      },
    ],
    words: {
      hu: {
        description:
          'Kit bénít meg egy mentális támadás: N támadókocka T találati értékkel, majd a célpont (és az eltévedt 6-osok találta szövetségesek) mentális védelme',
        params: {
          dice: 'támadókockák',
          'to-hit': 'a találati érték minden módosító után',
          mental: 'a célpont mentális védelme',
          ...ATTACK_EXTRAS_HU,
          allies:
            'minden szövetséges mentális védelme, akit egy eltévedt 6-os eltalálhat, vesszővel elválasztva (minden 6-osra egyet sorsolunk)',
        },
        outcome: (k) => DISABLED_HU[String(k)],
      },
    },
    outcome: (k) => DISABLED_EN[String(k)],
    compute(inputs, { locale }) {
      const say = sayIn(locale ?? 'en');
      const dice = Number(inputs['dice']);
      const toHit = Number(inputs['to-hit']);
      const listed = String(inputs['allies'] ?? '').trim();
      const allies = listed === '' ? [] : listed.split(',').map((x) => Number(x.trim()));
      if (allies.some((v) => !Number.isInteger(v) || v < 0 || v > 6))
        return fail(
          'odds/invalid-param',
          say(
            'allies: whole numbers from 0 to 6, separated by commas',
            'szövetségesek: 0 és 6 közötti egész számok, vesszővel elválasztva',
          ),
          { path: 'allies' },
        );
      const numbers = {
        dice,
        toHit,
        rerolls: Number(inputs['rerolls'] ?? 0),
        autoHit: inputs['auto-hit'] === true,
        sixesAstray: inputs['sixes-astray'] === true,
        defence: 0,
        mental: true,
        mentalValues: { target: Number(inputs['mental']), allies },
      };
      return ok(disableDist(numbers) ?? Dist.certain('none'));
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
