import { Dist, fail, namedChoices, ok, sayIn, type OddsInputs, type OddsProcedure, type Result } from '@skirmish/core';
import type { HybridContent, Profile } from './content/schema.ts';
import { luckAnyDie } from './cards/play.ts';
import { naturalRollDist, rollSpecDist, succeeded, type RollResult } from './roll.ts';
import { newWarrior, parrySL, strikeSL } from './rules.ts';
import type { Warrior } from './state.ts';
import { apt, equipment, expertVictim, isLarge, isTitan, makeCtx, nvNow, type Ctx } from './world.ts';
import { RESULT_HU } from './event-words.ts';
import { APTITUDE_HU, SAMPLE_NAMES_HU, localName } from './names.ts';

/** A roll's four results in the odds' English, each capitalised as a heading. */
const RESULT_WORDS: Readonly<Record<RollResult, string>> = {
  perfect: 'Perfect Success',
  success: 'Success',
  failure: 'Failure',
  critical: 'Critical Failure',
};

const naturalRollOdds: OddsProcedure<HybridContent> = {
  id: 'natural-roll',
  description:
    'A Natural Roll against a Success Level: perfect, success (not perfect), failure (not critical), critical.',
  rule: 'HY-ROLL-06',
  params: [
    { name: 'sl', type: 'integer', description: 'Success Level', required: true, min: -20, max: 30 },
    { name: 'dice', type: 'choice', values: ['1', '2'], default: '1', description: '1 D10, or 2D10 keeping one' },
    { name: 'duellist', type: 'integer', default: 0, min: 0, max: 9, description: 'Duellist/X (OC and Firing rolls)' },
    {
      name: 'luck',
      type: 'boolean',
      default: false,
      description: 'Luck played: one die more, then one set aside (never a 10)',
    },
    {
      name: 'again',
      type: 'boolean',
      default: false,
      description: 'The Clones’ Fury: a failure that is not critical is rolled once more',
    },
    { name: 'fumble', type: 'boolean', default: false, description: 'A 9 also fails critically (Misstep, Stumble)' },
  ],
  values: { '1': 'one D10', '2': 'two D10, the lower kept' },
  words: {
    hu: {
      description:
        'Természetes Dobás egy sikerszint ellen: tökéletes siker, siker (nem tökéletes), kudarc (nem kritikus), kritikus kudarc.',
      params: {
        sl: 'Sikerszint',
        dice: '1 D10, vagy 2D10, amelyből egy marad',
        duellist: `${APTITUDE_HU.Duellist}/X (Támadó Harc és Lövés dobásain)`,
        luck: `${SAMPLE_NAMES_HU['Luck'] ?? 'Szerencse'} kijátszva: eggyel több kocka, majd egy félretéve (10-es soha)`,
        again: `${SAMPLE_NAMES_HU['The Clones’ Fury'] ?? 'A klónok dühe'}: a nem kritikus kudarc még egyszer dobható`,
        fumble: `A 9-es is kritikus kudarc (${SAMPLE_NAMES_HU['Misstep'] ?? 'Félrelépés'}, ${SAMPLE_NAMES_HU['Stumble'] ?? 'Megbotlás'})`,
      },
      values: { '1': '1 D10', '2': '2D10, egy marad' },
      outcome: (k) => RESULT_HU[String(k)],
    },
  },
  outcome: (k) => RESULT_WORDS[String(k) as RollResult],
  compute(inputs, { content, options }): Result<Dist<RollResult>> {
    const ctx = makeCtx(content, options);
    const dist = rollSpecDist({
      sl: Number(inputs['sl']),
      dice: inputs['dice'] === '2' ? 2 : 1,
      duellist: Number(inputs['duellist'] ?? 0),
      fumble: inputs['fumble'] === true,
      luck: inputs['luck'] === true,
      again: inputs['again'] === true,
      ...(luckAnyDie(ctx) ? { luckAnyDie: true } : {}),
    });
    // The results in their order on the scale, best first, whichever order the dice met them in.
    const order: readonly RollResult[] = ['perfect', 'success', 'failure', 'critical'];
    return ok(Dist.weighted(order.map((r) => [r, dist.p(r)] as const)));
  },
};

/** The two warriors of an attack as the odds take them, or the refusal of impossible inputs. */
interface Sides {
  readonly ctx: Ctx;
  readonly ap: Profile;
  readonly tp: Profile;
  readonly a: Warrior;
  readonly t: Warrior;
  readonly say: (en: string, hu: string) => string;
}

/**
 * The attacker and the target of `inputs`, their wounds and the Moving-Mode penalties on them:
 * the target in Master Move (-2 to whoever attacks him, HY-MODE-MV-12), the attacker blocked by
 * an Expert Move (-2 on every roll of his, HY-MODE-MV-10). The target stands in front of the
 * attacker; with `rear` he faces away from him.
 */
function sidesOf(
  inputs: OddsInputs,
  content: HybridContent,
  options: Parameters<typeof makeCtx>[1],
  locale: 'en' | 'hu' | undefined,
  rear: boolean,
): Result<Sides> {
  const say = sayIn(locale ?? 'en');
  const ctx = makeCtx(content, options);
  const ap = ctx.profiles.get(String(inputs['attacker']));
  const tp = ctx.profiles.get(String(inputs['target']));
  const none = (id: unknown) => say(`There is no profile "${String(id)}"`, `Nincs „${String(id)}” profil`);
  if (!ap) return fail('odds/unknown-profile', none(inputs['attacker']), { path: 'attacker' });
  if (!tp) return fail('odds/unknown-profile', none(inputs['target']), { path: 'target' });
  const a: Warrior = {
    ...newWarrior('a', ap.id, ap.side),
    x: 0,
    y: 0,
    facing: 'N' as const,
    wounds: Number(inputs['wounds'] ?? 0),
    blocked: inputs['expert-move'] === true ? 'expert' : null,
  };
  const t: Warrior = {
    ...newWarrior('t', tp.id, tp.side),
    x: 0,
    y: 1,
    facing: rear ? ('N' as const) : ('S' as const),
    wounds: Number(inputs['target-wounds'] ?? 0),
    masterMove: inputs['master-move'] === true,
  };
  if (a.wounds >= ap.nv || t.wounds >= tp.nv)
    return fail(
      'odds/dead',
      say('A warrior with no NV left cannot fight', 'Akinek nem maradt Természetes Értéke, nem harcolhat'),
    );
  return ok({ ctx, ap, tp, a, t, say });
}

/** The parameters every attack shares after its own: wounds on both sides and the Moving-Mode penalties. */
const woundParams = [
  { name: 'wounds', type: 'integer', default: 0, min: 0, max: 11, description: 'Wounds the attacker has' },
  { name: 'target-wounds', type: 'integer', default: 0, min: 0, max: 11, description: 'Wounds the target has' },
  {
    name: 'master-move',
    type: 'boolean',
    default: false,
    description: 'The target is in Master Move (-2 to the attack)',
  },
  {
    name: 'expert-move',
    type: 'boolean',
    default: false,
    description: 'The attacker was stopped by an Expert Move (-2 on his rolls)',
  },
] as const;

const woundWordsHu = {
  wounds: 'A támadó sebei',
  'target-wounds': 'A célpont sebei',
  'master-move': 'A célpont 5. szintű Mozgásban van (-2 a támadásra)',
  'expert-move': 'A támadót 4. szintű Mozgás kötötte le (-2 a dobásaira)',
};

/** An outcome key of a fight: the wounds the target takes and those the attacker takes. */
const both = (dealt: number, taken: number): string => `${dealt}:${taken}`;
const splitKey = (k: string): [number, number] => {
  const [d, t] = k.split(':').map(Number);
  return [d ?? 0, t ?? 0];
};

/**
 * Wounds one melee activation deals, or those the attacker takes himself: the attack roll (2D10
 * at Master Strike, +2 at Expert, a second roll at Skilled), the defender's parry at the given
 * level, Perfect Success and Heroic Strike wounds, capped by what each warrior has left; Novice
 * Parry's wound and Skilled Parry's counter-strike on the attacker. Each wound counts at once: a
 * warrior's later rolls are made with it.
 */
const strikeOdds: OddsProcedure<HybridContent> = {
  id: 'strike',
  description:
    'Wounds dealt by a melee attack of a given attacker, Mastery Level and target, parry included; or the wounds the parry costs the attacker.',
  rule: 'HY-MODE-OC-02',
  params: [
    { name: 'attacker', type: 'string', description: 'Attacker (a profile of the content)', required: true },
    { name: 'target', type: 'string', description: 'Target (a profile of the content)', required: true },
    { name: 'level', type: 'integer', default: 1, min: 1, max: 6, description: 'Offensive Combat Mastery Level' },
    { name: 'parry', type: 'integer', default: 0, min: 0, max: 6, description: 'Parry level (0: target not in DC)' },
    { name: 'rear', type: 'boolean', default: false, description: 'Attack from the target’s rear (no parry)' },
    ...woundParams,
    { name: 'cards', type: 'integer', default: 0, min: -12, max: 12, description: 'Net Action-card points' },
    {
      name: 'count',
      type: 'choice',
      values: ['target', 'attacker'],
      default: 'target',
      description: 'Whose wounds are counted',
    },
  ],
  values: { target: 'the target’s', attacker: 'the attacker’s own (Novice and Skilled Parry)' },
  words: {
    hu: {
      description:
        'Egy közelharci támadás okozta sebek adott támadóval, szinttel és célponttal, a hárítással együtt; vagy a sebek, amelyeket a hárítás a támadónak okoz.',
      params: {
        attacker: 'A támadó (a tartalom egyik profilja)',
        target: 'A célpont (a tartalom egyik profilja)',
        level: 'A Támadó Harc szintje',
        parry: 'A hárítás szintje (0: a célpont nincs Védekező Harcban)',
        rear: 'Támadás a célpont háta felől (nincs hárítás)',
        ...woundWordsHu,
        cards: 'Az Akciókártyák pontjainak egyenlege',
        count: 'Kinek a sebeit számoljuk',
      },
      values: { target: 'a célpontéit', attacker: 'a támadóéit (Kezdő és Ügyes Hárítás)' },
      outcome: (k) => (typeof k === 'number' ? `${k} seb` : undefined),
    },
  },
  outcome: (k) => (typeof k === 'number' ? `${k} wound${k === 1 ? '' : 's'}` : undefined),
  contentChoices(content, locale) {
    const profiles = namedChoices(content.profiles.map((p) => ({ id: p.id, name: localName(p, locale) })));
    return { attacker: profiles, target: profiles };
  },
  compute(inputs, { content, options, locale }): Result<Dist<number>> {
    const rear = inputs['rear'] === true;
    const sides = sidesOf(inputs, content, options, locale, rear);
    if (!sides.ok) return sides;
    const { ctx, ap, tp, a, t, say } = sides.value;
    if (ap.oc === null)
      return fail(
        'odds/no-oc',
        say(`${ap.name} cannot fight in Offensive Combat`, `${localName(ap, 'hu')} nem harcolhat Támadó Harcban`),
        { path: 'attacker' },
      );
    const level = Number(inputs['level']);
    const parry = rear ? 0 : Number(inputs['parry']);
    const cards = Number(inputs['cards']);
    const duellist = ap.aptitudes.find((x) => x.name === 'Duellist')?.x ?? 0;
    // Skilled Strike's second roll: no cards (HY-MODE-OC-05) unless the table's
    // `skilledStrikeKeepsCards` carries the points over; none after a parried first roll under
    // `skilledStrikeNeedsUnparriedHit` (AMB-10).
    const secondCards = ctx.options['skilledStrikeKeepsCards'] === true ? cards : 0;
    const parriedEndsIt = ctx.options['skilledStrikeNeedsUnparriedHit'] === true;
    const tLeft = (tw: number) => nvNow(ctx, { ...t, wounds: tw });
    const aLeft = (aw: number) => nvNow(ctx, { ...a, wounds: aw });
    const add = (d: number, k: number) => (key: string) => {
      const [d2, k2] = splitKey(key);
      return both(d + d2, k + k2);
    };
    /**
     * One attack roll and what follows it, the attacker having `aw` wounds and the target `tw`,
     * parried at level `p` (0: no parry); `first`: the roll that may earn Skilled Strike's second.
     */
    const attack = (aw: number, tw: number, cardPts: number, p: number, first: boolean): Dist<string> => {
      const A = { ...a, wounds: aw };
      const T = { ...t, wounds: tw };
      const second = (aw2: number, tw2: number, p2: number): Dist<string> =>
        level === 3 && first && aw2 < ap.nv && tw2 < tp.nv
          ? attack(aw2, tw2, secondCards, p2, false)
          : Dist.certain(both(0, 0));
      const roll = naturalRollDist(strikeSL(ctx, A, T, level, cardPts), level === 5 ? 2 : 1, duellist);
      return roll.bind((r): Dist<string> => {
        // Novice Parry: the attacker's Critical Failure wounds him, and the defender does not roll.
        if (!succeeded(r)) return Dist.certain(both(0, p === 2 && r === 'critical' ? Math.min(1, aLeft(aw)) : 0));
        const n = (r === 'perfect' ? 2 : 1) + (level === 6 ? 1 : 0);
        const parryRoll: Dist<RollResult> =
          p > 0 ? naturalRollDist(parrySL(ctx, T, p), p === 5 ? 2 : 1) : Dist.certain('failure');
        return parryRoll.bind((pr): Dist<string> => {
          if (!succeeded(pr)) {
            const dealt = Math.min(n, tLeft(tw));
            // The wound ends the target's Defensive Combat unless it is Heroic Parry (HY-MODE-DC-04).
            return second(aw, tw + dealt, p === 6 ? 6 : 0).map(add(dealt, 0));
          }
          // Parried: Novice Parry's Perfect Success wounds the attacker (HY-MODE-DC-08).
          const back = p === 2 && pr === 'perfect' ? Math.min(1, aLeft(aw)) : 0;
          const then = (taken: number): Dist<string> =>
            parriedEndsIt ? Dist.certain(both(0, 0)) : second(aw + taken, tw, p).map(add(0, 0));
          if (p !== 3) return then(back).map(add(0, back));
          // Skilled Parry: the defender's Basic Strike back, with no card and no parry (HY-MODE-DC-09).
          const riposte = naturalRollDist(strikeSL(ctx, T, A, 1, 0), 1).map((rr) =>
            !succeeded(rr) ? 0 : Math.min(rr === 'perfect' ? 2 : 1, aLeft(aw)),
          );
          return riposte.bind((taken) => then(taken).map(add(0, taken)));
        });
      });
    };
    const fight = attack(a.wounds, t.wounds, cards, parry, true);
    const attackerSide = inputs['count'] === 'attacker';
    return ok(fight.map((k) => splitKey(k)[attackerSide ? 1 : 0]));
  },
};

/**
 * Wounds a Firing attack deals (HY-MODE-F-29): the shot's roll against the Firing SL (Firing
 * value from current NV and F equipment, +1 at a large or Titan target, -X for Velocity/X, -1 a
 * rockfall square crossed by a non-Titan shooter, Prestige, the Moving-Mode penalties), 2D10 at
 * Master Firing (HY-MODE-F-27); 1 wound, 2 on a Perfect Success; a parry at level 1 or 6 only
 * (HY-MODE-DC-13). A Heroic Firing may send both its shots at the target (HY-MODE-F-28): an
 * unparried wound of the first ends a parry other than Heroic Parry (HY-MODE-DC-04).
 */
const fireOdds: OddsProcedure<HybridContent> = {
  id: 'fire',
  description: 'Wounds dealt by a Firing attack of a given shooter, Mastery Level and target, parry included.',
  rule: 'HY-MODE-F-29',
  params: [
    { name: 'attacker', type: 'string', description: 'Shooter (a profile of the content)', required: true },
    { name: 'target', type: 'string', description: 'Target (a profile of the content)', required: true },
    { name: 'level', type: 'integer', default: 1, min: 1, max: 6, description: 'Firing Mastery Level' },
    {
      name: 'parry',
      type: 'choice',
      values: ['0', '1', '6'],
      default: '0',
      description: 'Parry level (a shot is parried only at level 1 or 6)',
    },
    {
      name: 'shots',
      type: 'integer',
      default: 1,
      min: 1,
      max: 2,
      description: 'Shots at this target (2: both of a Heroic Firing)',
    },
    {
      name: 'rockfall',
      type: 'integer',
      default: 0,
      min: 0,
      max: 10,
      description: 'Rockfall squares the line of fire crosses',
    },
    ...woundParams,
    {
      name: 'cards',
      type: 'integer',
      default: 0,
      min: -12,
      max: 12,
      description: 'Net Action-card points on the (first) shot',
    },
  ],
  values: { '0': 'no parry', '1': 'Basic Parry', '6': 'Heroic Parry' },
  words: {
    hu: {
      description: 'Egy lövés okozta sebek adott lövővel, szinttel és célponttal, a hárítással együtt.',
      params: {
        attacker: 'A lövő (a tartalom egyik profilja)',
        target: 'A célpont (a tartalom egyik profilja)',
        level: 'A Lövés szintje',
        parry: 'A hárítás szintje (lövést csak 1. vagy 6. szinten lehet hárítani)',
        shots: 'Lövések erre a célpontra (2: a Hősi Lövés mindkettője)',
        rockfall: 'Omladékos mezők a lövés vonalán',
        ...woundWordsHu,
        cards: 'Az Akciókártyák pontjainak egyenlege az (első) lövésen',
      },
      values: { '0': 'nincs hárítás', '1': 'Alap Hárítás', '6': 'Hősi Hárítás' },
      outcome: (k) => (typeof k === 'number' ? `${k} seb` : undefined),
    },
  },
  outcome: (k) => (typeof k === 'number' ? `${k} wound${k === 1 ? '' : 's'}` : undefined),
  contentChoices(content, locale) {
    const profiles = namedChoices(content.profiles.map((p) => ({ id: p.id, name: localName(p, locale) })));
    return { attacker: profiles, target: profiles };
  },
  compute(inputs, { content, options, locale }): Result<Dist<number>> {
    const sides = sidesOf(inputs, content, options, locale, false);
    if (!sides.ok) return sides;
    const { ctx, ap, tp, a, t, say } = sides.value;
    if (ap.f === null)
      return fail('odds/no-f', say(`${ap.name} cannot fire`, `${localName(ap, 'hu')} nem lőhet`), { path: 'attacker' });
    const level = Number(inputs['level']);
    const shots = Number(inputs['shots'] ?? 1);
    if (shots === 2 && level !== 6)
      return fail(
        'odds/one-shot',
        say('Only Heroic Firing (level 6) fires two shots', 'Csak a Hősi Lövés (6. szint) ad két lövést'),
        { path: 'shots' },
      );
    const parry = Number(inputs['parry'] ?? '0');
    const cards = Number(inputs['cards']);
    const rockfall = isTitan(ctx, a) ? 0 : Number(inputs['rockfall'] ?? 0);
    const duellist = apt(ctx, a, 'Duellist') ?? 0;
    // The Firing SL as `fireSL` in rules.ts makes it, with the board's parts given as inputs.
    const sl = (tw: number, cardPts: number): number => {
      const T = { ...t, wounds: tw };
      let n = nvNow(ctx, a) + equipment(ctx, a, 'f') + cardPts;
      if (isLarge(ctx, T) || isTitan(ctx, T)) n += 1;
      n -= apt(ctx, T, 'Velocity') ?? 0;
      n -= rockfall;
      n += apt(ctx, a, 'Prestige') ?? 0;
      if (T.masterMove) n -= 2;
      n += expertVictim(a);
      return n;
    };
    const left = (tw: number) => nvNow(ctx, { ...t, wounds: tw });
    const shot = (tw: number, cardPts: number, p: number, more: number): Dist<number> =>
      naturalRollDist(sl(tw, cardPts), level === 5 ? 2 : 1, duellist).bind((r): Dist<number> => {
        const next = (tw2: number, p2: number): Dist<number> =>
          more > 0 && tw2 < tp.nv ? shot(tw2, 0, p2, more - 1) : Dist.certain(0);
        if (!succeeded(r)) return next(tw, p);
        const parryRoll: Dist<RollResult> =
          p > 0 ? naturalRollDist(parrySL(ctx, { ...t, wounds: tw }, p), 1) : Dist.certain('failure');
        return parryRoll.bind((pr): Dist<number> => {
          if (succeeded(pr)) return next(tw, p);
          const dealt = Math.min(r === 'perfect' ? 2 : 1, left(tw));
          return next(tw + dealt, p === 6 ? 6 : 0).map((m) => dealt + m);
        });
      });
    return ok(shot(t.wounds, cards, parry, shots - 1));
  },
};

export const hybridOdds: readonly OddsProcedure<HybridContent>[] = [naturalRollOdds, strikeOdds, fireOdds];
