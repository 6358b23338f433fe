import { Dist, fail, namedChoices, ok, sayIn, type OddsProcedure, type Result } from '@skirmish/core';
import type { HybridContent } from './content/schema.ts';
import { naturalRollDist, succeeded, type RollResult } from './roll.ts';
import { newWarrior, parrySL, strikeSL } from './rules.ts';
import { makeCtx, nvNow } from './world.ts';
import { RESULT_EN, RESULT_HU } from './event-words.ts';
import { APTITUDE_HU, localName } from './names.ts';

const naturalRollOdds: OddsProcedure<HybridContent> = {
  id: 'natural-roll',
  description:
    'A Natural Roll against a Success Level: perfect, success (not perfect), failure (not critical), critical.',
  rule: 'HY-ROLL-06',
  params: [
    { name: 'sl', type: 'integer', description: 'Success Level', required: true, min: -20, max: 30 },
    { name: 'dice', type: 'choice', values: ['1', '2'], default: '1', description: '1 D10, or 2D10 keeping one' },
    { name: 'duellist', type: 'integer', default: 0, min: 0, max: 9, description: 'Duellist/X (OC and Firing rolls)' },
  ],
  words: {
    hu: {
      description:
        'Természetes Dobás egy sikerszint ellen: tökéletes siker, siker (nem tökéletes), kudarc (nem kritikus), kritikus kudarc.',
      params: {
        sl: 'Sikerszint',
        dice: '1 D10, vagy 2D10, amelyből egy marad',
        duellist: `${APTITUDE_HU.Duellist}/X (Támadó Harc és Lövés dobásain)`,
      },
      values: { '1': '1 D10', '2': '2D10, egy marad' },
      outcome: (k) => RESULT_HU[String(k)],
    },
  },
  outcome: (k) => RESULT_EN[String(k)],
  compute(inputs): Result<Dist<RollResult>> {
    const sl = Number(inputs['sl']);
    const dice = inputs['dice'] === '2' ? 2 : 1;
    const duellist = Number(inputs['duellist'] ?? 0);
    return ok(naturalRollDist(sl, dice, duellist));
  },
};

/**
 * Wounds one melee activation deals: the attack roll (2D10 at Master Strike, +2 at Expert, a
 * second roll at Skilled), the defender's parry at the given level, Perfect Success and Heroic
 * Strike wounds, capped by what the target has left.
 */
const strikeOdds: OddsProcedure<HybridContent> = {
  id: 'strike',
  description: 'Wounds dealt by a melee attack of a given attacker, Mastery Level and target, parry included.',
  rule: 'HY-MODE-OC-02',
  params: [
    { name: 'attacker', type: 'string', description: 'Attacker (a profile of the content)', required: true },
    { name: 'target', type: 'string', description: 'Target (a profile of the content)', required: true },
    { name: 'level', type: 'integer', default: 1, min: 1, max: 6, description: 'Offensive Combat Mastery Level' },
    { name: 'parry', type: 'integer', default: 0, min: 0, max: 6, description: 'Parry level (0: target not in DC)' },
    { name: 'rear', type: 'boolean', default: false, description: 'Attack from the target’s rear (no parry)' },
    { name: 'wounds', type: 'integer', default: 0, min: 0, max: 11, description: 'Wounds the attacker has' },
    { name: 'target-wounds', type: 'integer', default: 0, min: 0, max: 11, description: 'Wounds the target has' },
    { name: 'cards', type: 'integer', default: 0, min: -12, max: 12, description: 'Net Action-card points' },
  ],
  words: {
    hu: {
      description: 'Egy közelharci támadás okozta sebek adott támadóval, szinttel és célponttal, a hárítással együtt.',
      params: {
        attacker: 'A támadó (a tartalom egyik profilja)',
        target: 'A célpont (a tartalom egyik profilja)',
        level: 'A Támadó Harc szintje',
        parry: 'A hárítás szintje (0: a célpont nincs Védekező Harcban)',
        rear: 'Támadás a célpont háta felől (nincs hárítás)',
        wounds: 'A támadó sebei',
        'target-wounds': 'A célpont sebei',
        cards: 'Az Akciókártyák pontjainak egyenlege',
      },
      outcome: (k) => (typeof k === 'number' ? `${k} seb` : undefined),
    },
  },
  outcome: (k) => (typeof k === 'number' ? `${k} wound${k === 1 ? '' : 's'}` : undefined),
  contentChoices(content, locale) {
    const profiles = namedChoices(content.profiles.map((p) => ({ id: p.id, name: localName(p, locale) })));
    return { attacker: profiles, target: profiles };
  },
  compute(inputs, { content, options, locale }): Result<Dist<number>> {
    const say = sayIn(locale ?? 'en');
    const ctx = makeCtx(content, options);
    const ap = ctx.profiles.get(String(inputs['attacker']));
    const tp = ctx.profiles.get(String(inputs['target']));
    const none = (id: unknown) => say(`There is no profile "${String(id)}"`, `Nincs „${String(id)}” profil`);
    if (!ap) return fail('odds/unknown-profile', none(inputs['attacker']), { path: 'attacker' });
    if (!tp) return fail('odds/unknown-profile', none(inputs['target']), { path: 'target' });
    const level = Number(inputs['level']);
    const rear = inputs['rear'] === true;
    const parry = rear ? 0 : Number(inputs['parry']);
    const a = {
      ...newWarrior('a', ap.id, ap.side),
      x: 0,
      y: 0,
      facing: 'N' as const,
      wounds: Number(inputs['wounds']),
    };
    // The target stands in front of the attacker, facing away from him for a rear attack.
    const t = {
      ...newWarrior('t', tp.id, tp.side),
      x: 0,
      y: 1,
      facing: rear ? ('N' as const) : ('S' as const),
      wounds: Number(inputs['target-wounds']),
    };
    if (a.wounds >= ap.nv || t.wounds >= tp.nv)
      return fail(
        'odds/dead',
        say('A warrior with no NV left cannot fight', 'Akinek nem maradt Természetes Értéke, nem harcolhat'),
      );
    if (ap.oc === null)
      return fail(
        'odds/no-oc',
        say(`${ap.name} cannot fight in Offensive Combat`, `${localName(ap, 'hu')} nem harcolhat Támadó Harcban`),
        { path: 'attacker' },
      );
    const cards = Number(inputs['cards']);
    const duellist = ap.aptitudes.find((x) => x.name === 'Duellist')?.x ?? 0;
    const left = nvNow(ctx, t);
    const one = (cardPts: number, parryLevel = parry): Dist<number> => {
      const roll = naturalRollDist(strikeSL(ctx, a, t, level, cardPts), level === 5 ? 2 : 1, duellist);
      const parryDist =
        parryLevel > 0
          ? naturalRollDist(parrySL(ctx, t, parryLevel), parryLevel === 5 ? 2 : 1).map(succeeded)
          : Dist.certain(false);
      return roll.bind((r) => {
        if (!succeeded(r)) return Dist.certain(0);
        const n = (r === 'perfect' ? 2 : 1) + (level === 6 ? 1 : 0);
        return parryDist.map((parried) => (parried ? 0 : n));
      });
    };
    const first = one(cards);
    if (level !== 3) return ok(first.map((n) => Math.min(n, left)));
    // Skilled Strike: a second roll when the first roll succeeded, with no cards (HY-MODE-OC-05)
    // unless the table's `skilledStrikeKeepsCards` carries the points over (AMB-10).
    const firstRoll = naturalRollDist(strikeSL(ctx, a, t, level, cards), 1, duellist);
    const parryDist =
      parry > 0 ? naturalRollDist(parrySL(ctx, t, parry), parry === 5 ? 2 : 1).map(succeeded) : Dist.certain(false);
    const secondCards = ctx.options['skilledStrikeKeepsCards'] === true ? cards : 0;
    const second = one(secondCards);
    // The wounds of an unparried first roll end the target's Defensive Combat, Heroic Parry's
    // excepted (HY-MODE-DC-04): the second roll then meets no parry.
    const secondAfterWound = parry === 6 ? second : one(secondCards, 0);
    // A parried first roll earns no second under `skilledStrikeNeedsUnparriedHit` (AMB-10).
    const parriedEndsIt = ctx.options['skilledStrikeNeedsUnparriedHit'] === true;
    const dist = firstRoll.bind((r) => {
      if (!succeeded(r)) return Dist.certain(0);
      return parryDist.bind((parried) => {
        if (parried && parriedEndsIt) return Dist.certain(0);
        const n = parried ? 0 : r === 'perfect' ? 2 : 1;
        if (n >= left) return Dist.certain(left);
        return (parried ? second : secondAfterWound).map((m) => Math.min(left, n + m));
      });
    });
    return ok(dist);
  },
};

export const hybridOdds: readonly OddsProcedure<HybridContent>[] = [naturalRollOdds, strikeOdds];
