import {
  Dist,
  fail,
  namedChoices,
  ok,
  sayIn,
  type OddsInputs,
  type OddsProcedure,
  type OddsSummary,
  type Result,
} from '@skirmish/core';
import type { HybridContent, MutationCard, Profile } from './content/schema.ts';
import { carries } from './cards/mutations.ts';
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
 * the target in Master Move (-2 to whoever attacks him, HY-MODE-MV-12), either warrior blocked by
 * an Expert Move (-2 on every roll of his, HY-MODE-MV-10); their kills for Frenzy, a Prestige
 * lost and the Mutations the inputs name. The target stands in front of the attacker; with `rear`
 * he faces away from him.
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
  // The Mutation cards the inputs name, as the content calls them.
  const carried = (named: ReadonlyArray<readonly [string, MutationCard['effect']]>): string[] =>
    named.flatMap(([field, effect]) => {
      const card = content.mutationCards.find((m) => m.effect === effect);
      return inputs[field] === true && card ? [card.id] : [];
    });
  const a: Warrior = {
    ...newWarrior('a', ap.id, ap.side),
    x: 0,
    y: 0,
    facing: 'N' as const,
    wounds: Number(inputs['wounds'] ?? 0),
    blocked: inputs['expert-move'] === true ? 'expert' : null,
    frenzyKills: Number(inputs['frenzy'] ?? 0),
    prestigeLost: inputs['prestige-lost'] === true,
    mutations: carried([
      ['hypertrophy', 'muscular-hypertrophy'],
      ['attacker-acid-glands', 'acid-glands'],
    ]),
  };
  const t: Warrior = {
    ...newWarrior('t', tp.id, tp.side),
    x: 0,
    y: 1,
    facing: rear ? ('N' as const) : ('S' as const),
    wounds: Number(inputs['target-wounds'] ?? 0),
    masterMove: inputs['master-move'] === true,
    blocked: inputs['target-expert-move'] === true ? 'expert' : null,
    frenzyKills: Number(inputs['target-frenzy'] ?? 0),
    prestigeLost: inputs['target-prestige-lost'] === true,
    mutations: carried([
      ['target-hypertrophy', 'muscular-hypertrophy'],
      ['acid-glands', 'acid-glands'],
      ['barbed-tail', 'barbed-tail'],
      ['chitin-plates', 'chitin-plates'],
    ]),
  };
  if (a.wounds >= ap.nv || t.wounds >= tp.nv)
    return fail(
      'odds/dead',
      say('A warrior with no NV left cannot fight', 'Akinek nem maradt Természetes Értéke, nem harcolhat'),
    );
  return ok({ ctx, ap, tp, a, t, say });
}

/**
 * The parameters every attack shares after its own: wounds on both sides, the Moving-Mode
 * penalties, the Prestige lost, and what the target's parry adds beyond his profile.
 */
const woundParams = [
  { name: 'wounds', type: 'integer', default: 0, min: 0, max: 11, description: 'Wounds the attacker has', main: true },
  {
    name: 'target-wounds',
    type: 'integer',
    default: 0,
    min: 0,
    max: 11,
    description: 'Wounds the target has',
    main: true,
  },
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
  { name: 'prestige-lost', type: 'boolean', default: false, description: 'The attacker has lost his Prestige' },
  {
    name: 'target-expert-move',
    type: 'boolean',
    default: false,
    description: 'The target was stopped by an Expert Move (-2 on his rolls)',
  },
  { name: 'target-prestige-lost', type: 'boolean', default: false, description: 'The target has lost his Prestige' },
  {
    name: 'target-frenzy',
    type: 'integer',
    default: 0,
    min: 0,
    max: 20,
    description: 'Kills the target’s Frenzy counts',
  },
  {
    name: 'target-conviction',
    type: 'integer',
    default: 0,
    min: 0,
    max: 9,
    description: 'Conviction points of the target’s leader',
  },
  {
    name: 'target-aura',
    type: 'integer',
    default: 0,
    min: -6,
    max: 6,
    description: 'Aura points on the target’s parry',
  },
  {
    name: 'target-instability',
    type: 'boolean',
    default: false,
    description: 'Corporeal Instability on the target (+2 for his equipment)',
  },
  {
    name: 'chitin-plates',
    type: 'boolean',
    default: false,
    description: 'The target carries Chitin Plates (+1 to his parry)',
  },
  {
    name: 'rally',
    type: 'boolean',
    default: false,
    description: 'A rallying Army card in force for the target’s side (+1 to his parry)',
  },
] as const;

const woundWordsHu = {
  wounds: 'A támadó sebei',
  'target-wounds': 'A célpont sebei',
  'master-move': 'A célpont 5. szintű Mozgásban van (-2 a támadásra)',
  'expert-move': 'A támadót 4. szintű Mozgás kötötte le (-2 a dobásaira)',
  'prestige-lost': `A támadó elvesztette ${APTITUDE_HU.Prestige ?? 'Presztízs'} adottságát`,
  'target-expert-move': 'A célpontot 4. szintű Mozgás kötötte le (-2 a dobásaira)',
  'target-prestige-lost': `A célpont elvesztette ${APTITUDE_HU.Prestige ?? 'Presztízs'} adottságát`,
  'target-frenzy': `A célpont ölései, amelyeket ${APTITUDE_HU.Frenzy ?? 'Őrjöngés'} adottsága számol`,
  'target-conviction': `A célpont vezérének ${APTITUDE_HU.Conviction ?? 'Meggyőződés'} pontjai`,
  'target-aura': 'Az aurák pontjai a célpont hárításán',
  'target-instability': `${SAMPLE_NAMES_HU['Corporeal Instability'] ?? 'Testi instabilitás'} a célponton (+2 a felszerelése helyett)`,
  'chitin-plates': `A célpont ${SAMPLE_NAMES_HU['Chitin Plates'] ?? 'Kitinlemezek'} mutációt hordoz (+1 a hárítására)`,
  rally: 'Buzdító Seregkártya van érvényben a célpont oldalán (+1 a hárítására)',
};

/**
 * What the target's parry adds beyond his profile, wounds, kills, Prestige and an Expert Move's
 * pin (`parryBonus` of the aptitudes): his leader's Conviction, Auras, Corporeal Instability in
 * place of his equipment, Chitin Plates, Rally.
 */
function parryExtra(ctx: Ctx, inputs: OddsInputs, t: Warrior, of: 'target' | 'pierce' = 'target'): number {
  let n = Number(inputs[`${of}-conviction`] ?? 0) + Number(inputs[`${of}-aura`] ?? 0);
  if (inputs[`${of}-instability`] === true) n += 2 - equipment(ctx, t, 'dc');
  if (carries(ctx, t, 'chitin-plates')) n += 1;
  if (inputs[of === 'target' ? 'rally' : 'pierce-rally'] === true) n += 1;
  return n;
}

/** What the rules add to a melee roll beyond the profiles (`strikeBonus`, Frenzy, Mutations). */
const strikeTermParams = [
  { name: 'frenzy', type: 'integer', default: 0, min: 0, max: 20, description: 'Kills the attacker’s Frenzy counts' },
  {
    name: 'conviction',
    type: 'integer',
    default: 0,
    min: 0,
    max: 9,
    description: 'Conviction points of the attacker’s leader',
  },
  { name: 'aura', type: 'integer', default: 0, min: -6, max: 6, description: 'Aura points on the attack' },
  {
    name: 'vengeance',
    type: 'boolean',
    default: false,
    description: 'Aura of Vengeance for the attacker (+1)',
  },
  {
    name: 'instability',
    type: 'boolean',
    default: false,
    description: 'Corporeal Instability on the attacker (+2 for his equipment)',
  },
  {
    name: 'hypertrophy',
    type: 'boolean',
    default: false,
    description: 'The attacker carries Muscular Hypertrophy (+1)',
  },
  {
    name: 'acid-glands',
    type: 'boolean',
    default: false,
    description: 'The target carries Acid Glands (-1 to the attack)',
  },
  {
    name: 'barbed-tail',
    type: 'boolean',
    default: false,
    description: 'The target carries Barbed Tail (no +1 from his rear)',
  },
  {
    name: 'counter-aura',
    type: 'integer',
    default: 0,
    min: -6,
    max: 6,
    description: 'Aura points on the target’s counter-strike',
  },
  {
    name: 'counter-vengeance',
    type: 'boolean',
    default: false,
    description: 'Aura of Vengeance for the target’s counter-strike (+1)',
  },
  {
    name: 'target-hypertrophy',
    type: 'boolean',
    default: false,
    description: 'The target carries Muscular Hypertrophy (+1 to his counter-strike)',
  },
  {
    name: 'attacker-acid-glands',
    type: 'boolean',
    default: false,
    description: 'The attacker carries Acid Glands (-1 to the counter-strike)',
  },
] as const;

const strikeTermWordsHu = {
  frenzy: `A támadó ölései, amelyeket ${APTITUDE_HU.Frenzy} adottsága számol`,
  conviction: `A támadó vezérének ${APTITUDE_HU.Conviction} pontjai`,
  aura: 'Az aurák pontjai a támadáson',
  vengeance: `${SAMPLE_NAMES_HU['Aura of Vengeance'] ?? 'A bosszú aurája'} a támadónak (+1)`,
  instability: `${SAMPLE_NAMES_HU['Corporeal Instability'] ?? 'Testi instabilitás'} a támadón (+2 a felszerelése helyett)`,
  hypertrophy: `A támadó ${SAMPLE_NAMES_HU['Muscular Hypertrophy'] ?? 'Izomtúltengés'} mutációt hordoz (+1)`,
  'acid-glands': `A célpont ${SAMPLE_NAMES_HU['Acid Glands'] ?? 'Savmirigyek'} mutációt hordoz (-1 a támadásra)`,
  'barbed-tail': `A célpont ${SAMPLE_NAMES_HU['Barbed Tail'] ?? 'Tüskés farok'} mutációt hordoz (a háta felől nincs +1)`,
  'counter-aura': 'Az aurák pontjai a célpont visszavágásán',
  'counter-vengeance': `${SAMPLE_NAMES_HU['Aura of Vengeance'] ?? 'A bosszú aurája'} a célpont visszavágásának (+1)`,
  'target-hypertrophy': `A célpont ${SAMPLE_NAMES_HU['Muscular Hypertrophy'] ?? 'Izomtúltengés'} mutációt hordoz (+1 a visszavágására)`,
  'attacker-acid-glands': `A támadó ${SAMPLE_NAMES_HU['Acid Glands'] ?? 'Savmirigyek'} mutációt hordoz (-1 a visszavágásra)`,
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
/** A strike's or a shot's chance of at least one wound, whoever's wounds are counted. */
const WOUNDED: OddsSummary = {
  id: 'wounded',
  label: 'At least one wound',
  words: { hu: 'Legalább egy seb' },
  holds: (k) => typeof k === 'number' && k > 0,
};

const strikeOdds: OddsProcedure<HybridContent> = {
  id: 'strike',
  description:
    'Wounds dealt by a melee attack of a given attacker, Mastery Level and target, parry included; or the wounds the parry costs the attacker.',
  rule: 'HY-MODE-OC-02',
  summaries: [WOUNDED],
  params: [
    {
      name: 'attacker',
      type: 'string',
      description: 'Attacker (a profile of the content)',
      required: true,
      main: true,
    },
    { name: 'target', type: 'string', description: 'Target (a profile of the content)', required: true, main: true },
    {
      name: 'level',
      type: 'integer',
      default: 1,
      min: 1,
      max: 6,
      description: 'Offensive Combat Mastery Level',
      main: true,
    },
    {
      name: 'parry',
      type: 'integer',
      default: 0,
      min: 0,
      max: 6,
      description: 'Parry level (0: target not in DC)',
      main: true,
    },
    {
      name: 'rear',
      type: 'boolean',
      default: false,
      description: 'Attack from the target’s rear (no parry)',
      main: true,
    },
    ...woundParams,
    ...strikeTermParams,
    {
      name: 'cards',
      type: 'integer',
      default: 0,
      min: -12,
      max: 12,
      description: 'Net Action-card points',
      main: true,
    },
    {
      name: 'combined',
      type: 'boolean',
      default: false,
      description: 'A Combined Attack declared: one more blow after the strikes',
      main: true,
    },
    {
      name: 'combined-luck',
      type: 'boolean',
      default: false,
      description: 'Luck played on the Combined Attack blow',
    },
    {
      name: 'counter-luck',
      type: 'boolean',
      default: false,
      description: 'Luck played by the target’s side on his first Skilled Parry counter-strike',
    },
    {
      name: 'count',
      type: 'choice',
      values: ['target', 'attacker'],
      default: 'target',
      description: 'Whose wounds are counted',
      main: true,
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
        ...strikeTermWordsHu,
        cards: 'Az Akciókártyák pontjainak egyenlege',
        combined: `${APTITUDE_HU['Combined Attack']} bejelentve: még egy csapás a támadások után`,
        'combined-luck': `${SAMPLE_NAMES_HU['Luck'] ?? 'Szerencse'} kijátszva a ${APTITUDE_HU['Combined Attack']} csapására`,
        'counter-luck': `${SAMPLE_NAMES_HU['Luck'] ?? 'Szerencse'} kijátszva a célpont első visszavágására (Ügyes Hárítás)`,
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
    // What `strikeBonus` of the aptitudes adds to the attack and to the Skilled Parry's counter-strike.
    const attackExtra = (T: Warrior): number => {
      let n = Number(inputs['conviction'] ?? 0) + Number(inputs['aura'] ?? 0);
      if (inputs['vengeance'] === true) n += 1;
      if (inputs['instability'] === true) n += 2 - equipment(ctx, a, 'oc');
      if (carries(ctx, T, 'acid-glands')) n -= 1;
      if (rear && carries(ctx, T, 'barbed-tail') && apt(ctx, T, 'Dorsal Protection') === null) n -= 1;
      return n;
    };
    const counterExtra = (T: Warrior): number => {
      let n = Number(inputs['target-conviction'] ?? 0) + Number(inputs['counter-aura'] ?? 0);
      if (inputs['counter-vengeance'] === true) n += 1;
      if (inputs['target-instability'] === true) n += 2 - equipment(ctx, T, 'oc');
      if (carries(ctx, a, 'acid-glands')) n -= 1;
      return n;
    };
    // Luck on the Combined Attack blow or on the counter-strike (HY-CARD-EVENT-10): one die more,
    // then one set aside. It is announced in the window before that roll; with the table's
    // `eventWindows: 'end'` there is none, and the roll is a plain one.
    if ((inputs['combined-luck'] === true || inputs['counter-luck'] === true) && ctx.options['eventWindows'] === 'end')
      return fail(
        'odds/no-luck-window',
        say(
          'At this table Event cards are played at the end of the round only: no Luck on this roll',
          'Ennél az asztalnál Eseménykártya csak a kör végén játszható ki: erre a dobásra nincs Szerencse',
        ),
        { path: inputs['combined-luck'] === true ? 'combined-luck' : 'counter-luck' },
      );
    const oneDie = (sl: number, duel: number, luck: boolean): Dist<RollResult> =>
      luck
        ? rollSpecDist({
            sl,
            dice: 1,
            duellist: duel,
            fumble: false,
            luck: true,
            again: false,
            ...(luckAnyDie(ctx) ? { luckAnyDie: true } : {}),
          })
        : naturalRollDist(sl, 1, duel);
    const add = (d: number, k: number) => (key: string) => {
      const [d2, k2] = splitKey(key);
      return both(d + d2, k + k2);
    };
    /**
     * One attack roll and what follows it, the attacker having `aw` wounds and the target `tw`,
     * parried at level `p` (0: no parry); `first`: the roll that may earn Skilled Strike's second;
     * `luck`: Luck is still to back the target's next counter-strike.
     */
    const attack = (
      aw: number,
      tw: number,
      cardPts: number,
      p: number,
      first: boolean,
      luck: boolean,
    ): Dist<string> => {
      const A = { ...a, wounds: aw };
      const T = { ...t, wounds: tw };
      const second = (aw2: number, tw2: number, p2: number, luck2: boolean = luck): Dist<string> =>
        level === 3 && first && aw2 < ap.nv && tw2 < tp.nv
          ? attack(aw2, tw2, secondCards, p2, false, luck2)
          : Dist.certain(both(0, 0));
      const roll = naturalRollDist(strikeSL(ctx, A, T, level, cardPts) + attackExtra(T), level === 5 ? 2 : 1, duellist);
      return roll.bind((r): Dist<string> => {
        // Novice Parry: the attacker's Critical Failure wounds him, and the defender does not roll.
        if (!succeeded(r)) return Dist.certain(both(0, p === 2 && r === 'critical' ? Math.min(1, aLeft(aw)) : 0));
        const n = (r === 'perfect' ? 2 : 1) + (level === 6 ? 1 : 0);
        const parryRoll: Dist<RollResult> =
          p > 0
            ? naturalRollDist(parrySL(ctx, T, p) + parryExtra(ctx, inputs, T), p === 5 ? 2 : 1)
            : Dist.certain('failure');
        return parryRoll.bind((pr): Dist<string> => {
          if (!succeeded(pr)) {
            const dealt = Math.min(n, tLeft(tw));
            // The wound ends the target's Defensive Combat unless it is Heroic Parry (HY-MODE-DC-04).
            return second(aw, tw + dealt, p === 6 ? 6 : 0).map(add(dealt, 0));
          }
          // Parried: Novice Parry's Perfect Success wounds the attacker (HY-MODE-DC-08).
          const back = p === 2 && pr === 'perfect' ? Math.min(1, aLeft(aw)) : 0;
          const then = (taken: number, luck2: boolean): Dist<string> =>
            parriedEndsIt ? Dist.certain(both(0, 0)) : second(aw + taken, tw, p, luck2).map(add(0, 0));
          if (p !== 3) return then(back, luck).map(add(0, back));
          // Skilled Parry: the defender's Basic Strike back, with no card and no parry (HY-MODE-DC-09);
          // Luck his side played backs this one, and is spent.
          const riposte = oneDie(strikeSL(ctx, T, A, 1, 0) + counterExtra(T), 0, luck).map((rr) =>
            !succeeded(rr) ? 0 : Math.min(rr === 'perfect' ? 2 : 1, aLeft(aw)),
          );
          return riposte.bind((taken) => then(taken, false).map(add(0, taken)));
        });
      });
    };
    const regular = attack(a.wounds, t.wounds, cards, parry, true, inputs['counter-luck'] === true);
    // The Combined Attack blow after the regular strikes, both warriors standing (HY-APT-07): one
    // D10 against the printed NV, no modifier, not parried; 1 wound, 2 on a Perfect Success
    // (HY-APT-08..10). Duellist widens it only under `comboAllowsDuellist` (AMB-12); Luck may back it.
    const comboDuellist = ctx.options['comboAllowsDuellist'] === true ? duellist : 0;
    const fight =
      inputs['combined'] !== true
        ? regular
        : regular.bind((k): Dist<string> => {
            const [dealt, taken] = splitKey(k);
            const tw = t.wounds + dealt;
            if (tw >= tp.nv || a.wounds + taken >= ap.nv) return Dist.certain(k);
            return oneDie(ap.nv, comboDuellist, inputs['combined-luck'] === true).map((r) =>
              both(dealt + (succeeded(r) ? Math.min(r === 'perfect' ? 2 : 1, tLeft(tw)) : 0), taken),
            );
          });
    const attackerSide = inputs['count'] === 'attacker';
    return ok(fight.map((k) => splitKey(k)[attackerSide ? 1 : 0]));
  },
};

/** What adds to the parry of the warrior behind, as `woundParams` has it for the target. */
const pierceParryParams = [
  {
    name: 'pierce-expert-move',
    type: 'boolean',
    default: false,
    description: 'The warrior behind was stopped by an Expert Move (-2 on his rolls)',
  },
  {
    name: 'pierce-prestige-lost',
    type: 'boolean',
    default: false,
    description: 'The warrior behind has lost his Prestige',
  },
  {
    name: 'pierce-frenzy',
    type: 'integer',
    default: 0,
    min: 0,
    max: 20,
    description: 'Kills the Frenzy of the warrior behind counts',
  },
  {
    name: 'pierce-conviction',
    type: 'integer',
    default: 0,
    min: 0,
    max: 9,
    description: 'Conviction points of the leader of the warrior behind',
  },
  {
    name: 'pierce-aura',
    type: 'integer',
    default: 0,
    min: -6,
    max: 6,
    description: 'Aura points on the parry of the warrior behind',
  },
  {
    name: 'pierce-instability',
    type: 'boolean',
    default: false,
    description: 'Corporeal Instability on the warrior behind (+2 for his equipment)',
  },
  {
    name: 'pierce-chitin-plates',
    type: 'boolean',
    default: false,
    description: 'The warrior behind carries Chitin Plates (+1 to his parry)',
  },
  {
    name: 'pierce-rally',
    type: 'boolean',
    default: false,
    description: 'A rallying Army card in force for the side of the warrior behind (+1 to his parry)',
  },
] as const;

const pierceParryWordsHu = {
  'pierce-expert-move': 'A mögötte álló harcost 4. szintű Mozgás kötötte le (-2 a dobásaira)',
  'pierce-prestige-lost': `A mögötte álló harcos elvesztette ${APTITUDE_HU.Prestige ?? 'Presztízs'} adottságát`,
  'pierce-frenzy': `A mögötte álló harcos ölései, amelyeket ${APTITUDE_HU.Frenzy ?? 'Őrjöngés'} adottsága számol`,
  'pierce-conviction': `A mögötte álló harcos vezérének ${APTITUDE_HU.Conviction ?? 'Meggyőződés'} pontjai`,
  'pierce-aura': 'Az aurák pontjai a mögötte álló harcos hárításán',
  'pierce-instability': `${SAMPLE_NAMES_HU['Corporeal Instability'] ?? 'Testi instabilitás'} a mögötte álló harcoson (+2 a felszerelése helyett)`,
  'pierce-chitin-plates': `A mögötte álló harcos ${SAMPLE_NAMES_HU['Chitin Plates'] ?? 'Kitinlemezek'} mutációt hordoz (+1 a hárítására)`,
  'pierce-rally': 'Buzdító Seregkártya van érvényben a mögötte álló harcos oldalán (+1 a hárítására)',
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
  summaries: [WOUNDED],
  params: [
    { name: 'attacker', type: 'string', description: 'Shooter (a profile of the content)', required: true, main: true },
    { name: 'target', type: 'string', description: 'Target (a profile of the content)', required: true, main: true },
    { name: 'level', type: 'integer', default: 1, min: 1, max: 6, description: 'Firing Mastery Level', main: true },
    {
      name: 'parry',
      type: 'choice',
      values: ['0', '1', '6'],
      default: '0',
      description: 'Parry level (a shot is parried only at level 1 or 6)',
      main: true,
    },
    {
      name: 'shots',
      type: 'integer',
      default: 1,
      min: 1,
      max: 2,
      description: 'Shots at this target (2: both of a Heroic Firing)',
      main: true,
    },
    {
      name: 'rockfall',
      type: 'integer',
      default: 0,
      min: 0,
      max: 10,
      description: 'Rockfall squares the line of fire crosses',
      main: true,
    },
    { name: 'aura', type: 'integer', default: 0, min: -6, max: 6, description: 'Aura points on the shot' },
    { name: 'smoke', type: 'integer', default: 0, min: 0, max: 6, description: 'Smoke cards in force (-1 each)' },
    ...woundParams,
    {
      name: 'cards',
      type: 'integer',
      default: 0,
      min: -12,
      max: 12,
      description: 'Net Action-card points on the (first) shot',
      main: true,
    },
    {
      name: 'pierce',
      type: 'string',
      description: 'Armour-Piercing Shot: the warrior behind the target (a profile of the content)',
      main: true,
    },
    {
      name: 'pierce-wounds',
      type: 'integer',
      default: 0,
      min: 0,
      max: 11,
      description: 'Wounds the warrior behind has',
    },
    {
      name: 'pierce-rockfall',
      type: 'integer',
      default: 0,
      min: 0,
      max: 10,
      description: 'Rockfall squares on the line to the warrior behind',
    },
    {
      name: 'pierce-master-move',
      type: 'boolean',
      default: false,
      description: 'The warrior behind is in Master Move (-2)',
    },
    {
      name: 'pierce-parry',
      type: 'choice',
      values: ['0', '1', '6'],
      default: '0',
      description: 'Parry level of the warrior behind',
    },
    ...pierceParryParams,
    {
      name: 'count',
      type: 'choice',
      values: ['target', 'second'],
      default: 'target',
      description: 'Whose wounds are counted',
      main: true,
    },
  ],
  values: {
    '0': 'no parry',
    '1': 'Basic Parry',
    '6': 'Heroic Parry',
    target: 'the target’s',
    second: 'the warrior’s behind (Armour-Piercing Shot)',
  },
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
        aura: 'Az aurák pontjai a lövésen',
        smoke: `Érvényben lévő ${SAMPLE_NAMES_HU['Thick Smoke'] ?? 'Sűrű füst'} kártyák (egyenként -1)`,
        ...woundWordsHu,
        cards: 'Az Akciókártyák pontjainak egyenlege az (első) lövésen',
        pierce: `${APTITUDE_HU['Armour-Piercing Shot']}: a célpont mögötti harcos (a tartalom egyik profilja)`,
        'pierce-wounds': 'A mögötte álló harcos sebei',
        'pierce-rockfall': 'Omladékos mezők a mögötte álló harcosig',
        'pierce-master-move': 'A mögötte álló harcos 5. szintű Mozgásban van (-2)',
        'pierce-parry': 'A mögötte álló harcos hárításának szintje',
        ...pierceParryWordsHu,
        count: 'Kinek a sebeit számoljuk',
      },
      values: {
        '0': 'nincs hárítás',
        '1': 'Alap Hárítás',
        '6': 'Hősi Hárítás',
        target: 'a célpontéit',
        second: 'a mögötte állóéit (Páncéltörő lövés)',
      },
      outcome: (k) => (typeof k === 'number' ? `${k} seb` : undefined),
    },
  },
  outcome: (k) => (typeof k === 'number' ? `${k} wound${k === 1 ? '' : 's'}` : undefined),
  contentChoices(content, locale) {
    const profiles = namedChoices(content.profiles.map((p) => ({ id: p.id, name: localName(p, locale) })));
    return { attacker: profiles, target: profiles, pierce: profiles };
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
    const slAt = (T: Warrior, rock: number, cardPts: number): number => {
      let n = nvNow(ctx, a) + equipment(ctx, a, 'f') + cardPts;
      if (isLarge(ctx, T) || isTitan(ctx, T)) n += 1;
      n -= apt(ctx, T, 'Velocity') ?? 0;
      n -= rock;
      n += apt(ctx, a, 'Prestige') ?? 0;
      if (T.masterMove) n -= 2;
      n += expertVictim(a);
      // `fireBonus` of the aptitudes: Auras, less one for each Smoke in force.
      n += Number(inputs['aura'] ?? 0) - Number(inputs['smoke'] ?? 0);
      return n;
    };
    const sl = (tw: number, cardPts: number): number => slAt({ ...t, wounds: tw }, rockfall, cardPts);
    const left = (tw: number) => nvNow(ctx, { ...t, wounds: tw });
    const shot = (tw: number, cardPts: number, p: number, more: number): Dist<number> =>
      naturalRollDist(sl(tw, cardPts), level === 5 ? 2 : 1, duellist).bind((r): Dist<number> => {
        const next = (tw2: number, p2: number): Dist<number> =>
          more > 0 && tw2 < tp.nv ? shot(tw2, 0, p2, more - 1) : Dist.certain(0);
        if (!succeeded(r)) return next(tw, p);
        const parryRoll: Dist<RollResult> =
          p > 0
            ? naturalRollDist(parrySL(ctx, { ...t, wounds: tw }, p) + parryExtra(ctx, inputs, t), 1)
            : Dist.certain('failure');
        return parryRoll.bind((pr): Dist<number> => {
          if (succeeded(pr)) return next(tw, p);
          const dealt = Math.min(r === 'perfect' ? 2 : 1, left(tw));
          return next(tw + dealt, p === 6 ? 6 : 0).map((m) => dealt + m);
        });
      });
    const pierce = String(inputs['pierce'] ?? '');
    if (pierce === '') return ok(shot(t.wounds, cards, parry, shots - 1));
    // Armour-Piercing Shot (HY-APT-47..49): after the first roll succeeds and is not parried (or
    // whatever it gives, under `apsRequiresHit` off, AMB-24), a second roll at the warrior behind,
    // at the same level, with no Action card.
    if (apt(ctx, a, 'Armour-Piercing Shot') === null)
      return fail(
        'odds/no-pierce',
        say(
          `${ap.name} has no Armour-Piercing Shot`,
          `${localName(ap, 'hu')} nem rendelkezik ${APTITUDE_HU['Armour-Piercing Shot']} adottsággal`,
        ),
        { path: 'pierce' },
      );
    if (shots !== 1 || level === 6)
      return fail(
        'odds/pierce-one-shot',
        say(
          'The bullets of a Heroic Firing do not go on past the target',
          'A Hősi Lövés golyói nem mennek tovább a célponton át',
        ),
        { path: 'pierce' },
      );
    const pp = ctx.profiles.get(pierce);
    if (!pp)
      return fail('odds/unknown-profile', say(`There is no profile "${pierce}"`, `Nincs „${pierce}” profil`), {
        path: 'pierce',
      });
    const P: Warrior = {
      ...newWarrior('p', pp.id, pp.side),
      x: 0,
      y: 2,
      facing: 'S' as const,
      wounds: Number(inputs['pierce-wounds'] ?? 0),
      masterMove: inputs['pierce-master-move'] === true,
      blocked: inputs['pierce-expert-move'] === true ? 'expert' : null,
      frenzyKills: Number(inputs['pierce-frenzy'] ?? 0),
      prestigeLost: inputs['pierce-prestige-lost'] === true,
      mutations: content.mutationCards
        .filter((m) => m.effect === 'chitin-plates' && inputs['pierce-chitin-plates'] === true)
        .slice(0, 1)
        .map((m) => m.id),
    };
    if (P.wounds >= pp.nv)
      return fail(
        'odds/dead',
        say('A warrior with no NV left cannot fight', 'Akinek nem maradt Természetes Értéke, nem harcolhat'),
        { path: 'pierce-wounds' },
      );
    const pierceParry = Number(inputs['pierce-parry'] ?? '0');
    const pierceRock = isTitan(ctx, a) ? 0 : Number(inputs['pierce-rockfall'] ?? 0);
    const second = naturalRollDist(slAt(P, pierceRock, 0), level === 5 ? 2 : 1, duellist).bind((r): Dist<number> => {
      if (!succeeded(r)) return Dist.certain(0);
      const parryRoll: Dist<RollResult> =
        pierceParry > 0
          ? naturalRollDist(parrySL(ctx, P, pierceParry) + parryExtra(ctx, inputs, P, 'pierce'), 1)
          : Dist.certain('failure');
      return parryRoll.map((pr) => (succeeded(pr) ? 0 : Math.min(r === 'perfect' ? 2 : 1, nvNow(ctx, P))));
    });
    const always = ctx.options['apsRequiresHit'] === false;
    const miss = both(0, always ? 1 : 0);
    // The first shot: its wounds, and whether the bullet goes on (1) or not (0).
    const first = naturalRollDist(sl(t.wounds, cards), level === 5 ? 2 : 1, duellist).bind((r): Dist<string> => {
      if (!succeeded(r)) return Dist.certain(miss);
      const parryRoll: Dist<RollResult> =
        parry > 0 ? naturalRollDist(parrySL(ctx, t, parry) + parryExtra(ctx, inputs, t), 1) : Dist.certain('failure');
      return parryRoll.map((pr) => (succeeded(pr) ? miss : both(Math.min(r === 'perfect' ? 2 : 1, left(t.wounds)), 1)));
    });
    const joint = first.bind((k): Dist<string> => {
      const [dealt, goesOn] = splitKey(k);
      return goesOn === 1 ? second.map((w2) => both(dealt, w2)) : Dist.certain(both(dealt, 0));
    });
    const secondSide = inputs['count'] === 'second';
    return ok(joint.map((k) => splitKey(k)[secondSide ? 1 : 0]));
  },
};

export const hybridOdds: readonly OddsProcedure<HybridContent>[] = [naturalRollOdds, strikeOdds, fireOdds];
