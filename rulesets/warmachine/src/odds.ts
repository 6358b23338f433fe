import {
  Dist,
  fail,
  namedChoices,
  ok,
  sayIn,
  type DistKey,
  Rational,
  type OddsProcedure,
  type OddsSummary,
  type Result,
} from '@skirmish/core';
import type { ModelDef, SystemCode, WarmachineContent } from './content.ts';
import { CRIPPLED_MOVEMENT_DEF } from './model.ts';
import { en } from './messages/en.ts';
import { hu } from './messages/hu.ts';
import { localName } from './names.ts';

/** Every sequence of n d6, each equally likely. */
function sequences(n: number): number[][] {
  let acc: number[][] = [[]];
  for (let i = 0; i < n; i++) acc = acc.flatMap((seq) => [1, 2, 3, 4, 5, 6].map((d) => [...seq, d]));
  return acc;
}

/** Hit or miss of an attack roll: all 1s miss, all 6s hit, otherwise stat + modifier + dice >= DEF. */
export function attackDist(statValue: number, def: number, dice: number, modifier = 0): Dist<'hit' | 'miss'> {
  return Dist.weighted(
    sequences(dice).map((seq) => {
      const total = statValue + modifier + seq.reduce((a, b) => a + b, 0);
      const hit = seq.every((d) => d === 1) ? false : seq.every((d) => d === 6) ? true : total >= def;
      return [hit ? 'hit' : 'miss', 1] as const;
    }),
  );
}

/**
 * An attack roll's outcome: a miss, a hit, or a critical hit (a hit whose dice show at least one
 * pair). All 1s miss and all 6s hit, as in `attackDist`.
 */
export function attackRollDist(
  statValue: number,
  def: number,
  dice: number,
  modifier = 0,
): Dist<'miss' | 'hit' | 'critical'> {
  const count = { miss: 0, hit: 0, critical: 0 };
  for (const seq of sequences(dice)) {
    const total = statValue + modifier + seq.reduce((a, b) => a + b, 0);
    const hit = seq.every((d) => d === 1) ? false : seq.every((d) => d === 6) ? true : total >= def;
    if (!hit) count.miss++;
    else if (new Set(seq).size < seq.length) count.critical++;
    else count.hit++;
  }
  return Dist.weighted([
    ['miss', count.miss],
    ['hit', count.hit],
    ['critical', count.critical],
  ] as const);
}

/** Damage points of a damage roll: POW + dice - ARM, never below 0. */
export function damageDist(pow: number, arm: number, dice: number): Dist<number> {
  return Dist.die(6)
    .repeatSum(dice)
    .map((t) => Math.max(0, pow + t - arm));
}

/** A slam's numbers, once the slammer stands within 0.5" of its target (WM-POWER-20..28). */
export interface SlamRoll {
  readonly stat: number;
  readonly def: number;
  readonly attackDice: number;
  readonly modifier: number;
  /** A stationary target: hit whatever the dice. */
  readonly auto: boolean;
  readonly str: number;
  readonly arm: number;
  readonly damageDice: number;
  /** It moved 3" or more: a hit pushes the target d6" and knocks it down (else WM-POWER-22). */
  readonly pushed: boolean;
  /** The faces of the push's d6 on which the target ends against an equal or larger base: one more damage die. */
  readonly against: readonly number[];
  /**
   * For each face of the push's d6 (at index face - 1), the ARM of each model the push deals
   * collateral damage to, in the order it reaches them (WM-POWER-29); none where it is left out.
   */
  readonly collateral?: ReadonlyArray<readonly number[]>;
}

/** Damage points a slam that hits deals its target: STR + dice - ARM, one more die on the push faces in `against`. */
export function slamDamageDist(r: SlamRoll): Dist<number> {
  if (!r.pushed) return damageDist(r.str, r.arm, r.damageDice);
  return Dist.die(6).bind((face) => damageDist(r.str, r.arm, r.damageDice + (r.against.includes(face) ? 1 : 0)));
}

/**
 * A slam's outcome: "miss", or on a hit its damage points, "down:N" when the push knocks the
 * target down, "hit:N" after a move under 3" (no push, no knockdown). Collateral damage to other
 * models is `slamCollateralDist`'s. A miss first, then the hits by their points.
 */
export function slamDist(r: SlamRoll): Dist<string> {
  const hit = r.auto ? Rational.ONE : attackDist(r.stat, r.def, r.attackDice, r.modifier).p('hit');
  const points = slamDamageDist(r)
    .entries()
    .sort((a, b) => a[0] - b[0]);
  return Dist.weighted<string>([
    ['miss', Rational.ONE.sub(hit)],
    ...points.map(([n, p]) => [`${r.pushed ? 'down' : 'hit'}:${n}`, hit.mul(p)] as const),
  ]);
}

/** The damage points of collateral damage rolls, never boosted (WM-POWER-29), against these ARMs in turn: "c:3,0". */
function collateralRolls(str: number, arms: readonly number[]): Dist<string> {
  let d: Dist<string> = Dist.certain('c:');
  for (const arm of arms) d = d.bind((k) => damageDist(str, arm, 2).map((n) => (k === 'c:' ? `c:${n}` : `${k},${n}`)));
  return d;
}

/** The points of a collateral outcome, "c:3,0", in the order the models were reached. */
export function collateralPoints(k: DistKey): number[] | null {
  const key = String(k);
  return key.startsWith('c:') ? key.slice(2).split(',').map(Number) : null;
}

/**
 * What a slam does to the models its push reaches (WM-POWER-29): "miss"; "none" for a hit whose
 * push deals no collateral damage (no push, or nothing it can hurt on the face rolled); or the
 * damage points each model the push reaches takes, in the order it reaches them, "c:3,0", each
 * knocked down. Every such model's roll is STR + 2d6 against its ARM, never boosted. A miss,
 * then "none", then the rest by their points.
 */
export function slamCollateralDist(r: SlamRoll): Dist<string> {
  const hit = r.auto ? Rational.ONE : attackDist(r.stat, r.def, r.attackDice, r.modifier).p('hit');
  const onHit = r.pushed
    ? Dist.die(6).bind((face) => {
        const arms = r.collateral?.[face - 1] ?? [];
        return arms.length === 0 ? Dist.certain('none') : collateralRolls(r.str, arms);
      })
    : Dist.certain('none');
  const byPoints = (a: string, b: string): number => {
    const x = collateralPoints(a) ?? [];
    const y = collateralPoints(b) ?? [];
    if (x.length !== y.length) return x.length - y.length;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
    return 0;
  };
  const rest = onHit
    .entries()
    .filter(([k]) => k !== 'none')
    .sort((a, b) => byPoints(a[0], b[0]));
  return Dist.weighted<string>([
    ['miss', Rational.ONE.sub(hit)],
    ['none', hit.mul(onHit.p('none'))],
    ...rest.map(([k, p]) => [k, hit.mul(p)] as const),
  ]);
}

/**
 * The `collateral` field of the slam odds, "4:15;6:15,13", as ARMs by face of the push's d6 (at
 * index face - 1); null when it is not groups of a face from 1 to 6, each once, and ARMs from 0 to 40.
 */
export function parseCollateral(text: string): number[][] | null {
  const out: number[][] = [[], [], [], [], [], []];
  const seen = new Set<number>();
  for (const group of text.split(';').map((g) => g.trim())) {
    if (group === '') continue;
    const [face, arms, ...more] = group.split(':').map((x) => x.trim());
    const f = Number(face);
    const list = (arms ?? '').split(',').map((x) => x.trim());
    if (more.length > 0 || !/^[1-6]$/.test(face ?? '') || seen.has(f)) return null;
    if (list.some((a) => !/^\d+$/.test(a) || Number(a) > 40)) return null;
    seen.add(f);
    out[f - 1] = list.map(Number);
  }
  return out;
}

/**
 * A slam's outcome in words: a miss, or the damage points, with the knockdown where the push
 * makes one; counting the collateral damage, a hit that hurts no one else, or the points each
 * model the push reaches takes.
 */
function slamWords(
  k: DistKey,
  miss: string,
  down: (n: number) => string,
  hit: (n: number) => string,
  none: string,
  collateral: (points: readonly number[]) => string,
): string | undefined {
  const [how, n] = String(k).split(':');
  if (how === 'miss') return miss;
  if (how === 'down') return down(Number(n));
  if (how === 'hit') return hit(Number(n));
  if (how === 'none') return none;
  const points = collateralPoints(k);
  if (points) return collateral(points);
  return undefined;
}

export type Grid = ReadonlyArray<ReadonlyArray<SystemCode | null>>;

/** Marks damage on a copy of the marks, from column `start` (1..6), as the damage grid rules say. */
export function markGrid(grid: Grid, marks: readonly number[], start: number, points: number): number[] {
  const out = [...marks];
  const capacity = grid.reduce((n, c) => n + c.length, 0);
  let col = start - 1;
  let left = points;
  while (left > 0 && out.reduce((a, b) => a + b, 0) < capacity) {
    const size = grid[col]?.length ?? 0;
    const have = out[col] ?? 0;
    if (have < size) {
      const n = Math.min(size - have, left);
      out[col] = have + n;
      left -= n;
    } else col = (col + 1) % 6;
  }
  return out;
}

export function crippledSystems(grid: Grid, marks: readonly number[]): SystemCode[] {
  const out: SystemCode[] = [];
  for (const sys of ['A', 'C', 'M', 'L', 'R', 'H'] as const) {
    let any = false;
    let all = true;
    grid.forEach((col, c) =>
      col.forEach((b, i) => {
        if (b !== sys) return;
        any = true;
        if (i >= (marks[c] ?? 0)) all = false;
      }),
    );
    if (any && all) out.push(sys);
  }
  return out;
}

/**
 * The state of a warjack's grid after one attack: "destroyed", or the crippled systems joined
 * by commas, or "none".
 */
export function forecastDist(
  grid: Grid,
  marks: readonly number[],
  attack: {
    stat: number;
    def: number;
    attackDice: number;
    modifier: number;
    pow: number;
    arm: number;
    damageDice: number;
  },
): Dist<string> {
  const capacity = grid.reduce((n, c) => n + c.length, 0);
  const key = (m: readonly number[]) => {
    if (m.reduce((a, b) => a + b, 0) >= capacity) return 'destroyed';
    const c = crippledSystems(grid, m);
    return c.length === 0 ? 'none' : c.join(',');
  };
  return attackDist(attack.stat, attack.def, attack.attackDice, attack.modifier).bind((h) =>
    h === 'miss'
      ? Dist.certain(key(marks))
      : damageDist(attack.pow, attack.arm, attack.damageDice).bind((points) =>
          points === 0 ? Dist.certain(key(marks)) : Dist.die(6).map((col) => key(markGrid(grid, marks, col, points))),
        ),
  );
}

/** Marginals of a forecast: the chance each system ends crippled and the chance the warjack is destroyed. */
export function forecastMarginals(d: Dist<string>, grid: Grid): Record<SystemCode | 'destroyed', Rational> {
  const out = {} as Record<SystemCode | 'destroyed', Rational>;
  out.destroyed = d.p('destroyed');
  for (const sys of ['A', 'C', 'M', 'L', 'R', 'H'] as const) {
    const present = grid.some((col) => col.includes(sys));
    out[sys] = d.prob((k) => (k === 'destroyed' && present) || k.split(',').includes(sys));
  }
  return out;
}

function int(v: unknown): number {
  return Number(v);
}

/** A warjack forecast's outcome in words: destroyed, no system crippled, or the crippled systems. */
function forecastWords(
  k: DistKey,
  words: { readonly systems: Readonly<Record<SystemCode, string>> },
  destroyed: string,
  none: string,
  crippled: (list: string) => string,
): string {
  const key = String(k);
  if (key === 'destroyed') return destroyed;
  if (key === 'none') return none;
  return crippled(
    key
      .split(',')
      .map((c) => words.systems[c as SystemCode] ?? c)
      .join(', '),
  );
}

/** A stat's change from a model's own abilities (Nimble's +1 DEF), as the game adds it. */
function fromAbilities(model: ModelDef, stat: 'DEF' | 'ARM'): number {
  let n = 0;
  for (const ab of model.abilities) for (const e of ab.script ?? []) if (e.stat === stat) n += e.delta;
  return n;
}

/** A warjack's DEF with these marks and no spell on it: 7 instead of its printed DEF once Movement is crippled. */
export function warjackDef(model: ModelDef, marks: readonly number[]): number {
  const grid = model.damage.kind === 'grid' ? model.damage.columns : [];
  const base = crippledSystems(grid, marks).includes('M') ? CRIPPLED_MOVEMENT_DEF : model.stats.DEF;
  return base + fromAbilities(model, 'DEF');
}

/**
 * A warjack's ARM with these marks and no spell on it, against an attack from the front: each
 * Shield counts while its location is not crippled.
 */
export function warjackArm(model: ModelDef, marks: readonly number[]): number {
  const grid = model.damage.kind === 'grid' ? model.damage.columns : [];
  const crippled = crippledSystems(grid, marks);
  let arm = model.stats.ARM + fromAbilities(model, 'ARM');
  for (const w of model.weapons)
    if (w.qualities.includes('shield') && !(w.location !== null && crippled.includes(w.location))) arm += 2;
  return arm;
}

/** An attack's chance to hit, critical or not (a slam's too). */
const HIT: OddsSummary = {
  id: 'hit',
  label: 'A hit (critical or not)',
  words: { hu: 'Találat (kritikus vagy sem)' },
  holds: (k) => k !== 'miss',
};

export const warmachineOdds: readonly OddsProcedure<WarmachineContent>[] = [
  {
    id: 'attack',
    description:
      'An attack roll: stat + 2d6 (3d6 boosted) against DEF; all 1s miss, all 6s hit; a hit with a pair on the dice is critical.',
    rule: 'WM-ATTACK-07',
    summaries: [HIT],
    params: [
      { name: 'stat', type: 'integer', description: 'MAT, RAT or FOCUS', required: true, min: 0, max: 30 },
      { name: 'def', type: 'integer', description: "The target's DEF", required: true, min: 0, max: 40 },
      { name: 'boost', type: 'boolean', description: 'Boosted (one more die)', default: false },
      {
        name: 'modifier',
        type: 'integer',
        description: 'Sum of modifiers (aim +2, target in melee -4...)',
        default: 0,
        min: -20,
        max: 20,
      },
      {
        name: 'crippled',
        type: 'boolean',
        description: 'Weapon in a crippled location (one die fewer)',
        default: false,
      },
    ],
    words: {
      hu: {
        description:
          'Támadódobás: érték + 2d6 (boostolva 3d6) a DEF ellen; csupa 1-es mindig célt téveszt, csupa 6-os mindig talál; ha a kockák közt van két egyforma, a találat kritikus.',
        params: {
          stat: 'MAT, RAT vagy fókusz',
          def: 'A célpont DEF-je',
          boost: 'Boostolva (egy kockával több)',
          modifier: 'A módosítók összege (célzás +2, célpont közelharcban -4...)',
          crippled: 'Fegyver bénult rendszerben (egy kockával kevesebb)',
        },
        outcome: (k) =>
          ({ miss: hu.miss, hit: 'találat, nem kritikus', critical: `${hu.critical} ${hu.hit}` })[String(k)],
      },
    },
    outcome: (k) => ({ miss: en.miss, hit: 'hit, not critical', critical: `${en.critical} ${en.hit}` })[String(k)],
    compute(i): Result<Dist<'miss' | 'hit' | 'critical'>> {
      const dice = 2 + (i['boost'] === true ? 1 : 0) - (i['crippled'] === true ? 1 : 0);
      return ok(attackRollDist(int(i['stat']), int(i['def']), dice, int(i['modifier'] ?? 0)));
    },
  },
  {
    id: 'damage',
    description: 'A damage roll: POW + 2d6 (3d6 boosted) against ARM; outcomes are damage points.',
    rule: 'WM-DAMAGE-04',
    summaries: [
      {
        id: 'damaged',
        label: 'At least one damage point',
        words: { hu: 'Legalább egy sebzéspont' },
        holds: (k) => typeof k === 'number' && k > 0,
      },
    ],
    params: [
      { name: 'pow', type: 'integer', description: 'POW, P+S or STR', required: true, min: 0, max: 40 },
      { name: 'arm', type: 'integer', description: "The target's ARM", required: true, min: 0, max: 40 },
      { name: 'boost', type: 'boolean', description: 'Boosted (one more die)', default: false },
      {
        name: 'crippled',
        type: 'boolean',
        description: 'Weapon in a crippled location (one die fewer)',
        default: false,
      },
    ],
    words: {
      hu: {
        description: 'Sebződobás: POW + 2d6 (boostolva 3d6) az ARM ellen; az eredmény a sebzés pontjai.',
        params: {
          pow: 'POW, P+S vagy STR',
          arm: 'A célpont ARM-ja',
          boost: 'Boostolva (egy kockával több)',
          crippled: 'Fegyver bénult rendszerben (egy kockával kevesebb)',
        },
        outcome: (k) => (typeof k === 'number' ? `${k} ${hu.damage}` : undefined),
      },
    },
    outcome: (k) => (typeof k === 'number' ? `${k} ${en.damage}` : undefined),
    compute(i) {
      const dice = 2 + (i['boost'] === true ? 1 : 0) - (i['crippled'] === true ? 1 : 0);
      return ok(damageDist(int(i['pow']), int(i['arm']), dice));
    },
  },
  {
    id: 'warjack',
    description: 'One attack on a warjack with a given grid state: the crippled systems afterwards, or "destroyed".',
    rule: 'WM-DAMAGE-14',
    params: [
      { name: 'model', type: 'string', description: 'Warjack (a model of the content)', required: true },
      {
        name: 'marks',
        type: 'string',
        description: 'Boxes already marked per column, "0,0,0,0,0,0"',
        default: '0,0,0,0,0,0',
      },
      { name: 'stat', type: 'integer', description: 'Attack stat', required: true, min: 0, max: 30 },
      { name: 'boost', type: 'boolean', description: 'Boosted attack roll', default: false },
      {
        name: 'modifier',
        type: 'integer',
        description: 'Attack modifiers (aim +2, target in melee -4...)',
        default: 0,
        min: -20,
        max: 20,
      },
      { name: 'pow', type: 'integer', description: 'Damage POW (or P+S)', required: true, min: 0, max: 40 },
      { name: 'boostDamage', type: 'boolean', description: 'Boosted damage roll', default: false },
      {
        name: 'crippled',
        type: 'boolean',
        description: 'Weapon in a crippled location (one die fewer on both rolls)',
        default: false,
      },
      {
        name: 'def',
        type: 'integer',
        description:
          "The warjack's current DEF (if not given: its printed DEF, or 7 once Movement is crippled, plus its abilities)",
        min: 0,
        max: 40,
      },
      {
        name: 'arm',
        type: 'integer',
        description:
          "The warjack's current ARM (if not given: its printed ARM with its abilities and each Shield not crippled, against an attack from the front)",
        min: 0,
        max: 40,
      },
    ],
    words: {
      hu: {
        description:
          'Egy támadás egy warjack ellen a sebzés-mátrix adott állapotában: utána a bénult rendszerek, vagy „elpusztul”.',
        params: {
          model: 'A warjack (a tartalom egyik modellje)',
          marks: 'Oszloponként a már bejelölt rubrikák, "0,0,0,0,0,0"',
          stat: 'A támadás értéke',
          boost: 'Boostolt támadódobás',
          modifier: 'A támadás módosítói (célzás +2, célpont közelharcban -4...)',
          pow: 'A sebzés POW-ja (vagy P+S)',
          boostDamage: 'Boostolt sebződobás',
          crippled: 'Fegyver bénult rendszerben (mindkét dobás egy kockával kevesebb)',
          def: 'A warjack mostani DEF-je (ha nincs megadva: a nyomtatott DEF, bénult Mozgással 7, és hozzá a képességei)',
          arm: 'A warjack mostani ARM-ja (ha nincs megadva: a nyomtatott ARM a képességeivel és minden nem bénult pajzzsal, elölről jövő támadás ellen)',
        },
        outcome: (k) => forecastWords(k, hu, 'elpusztul', 'nincs bénult rendszer', (list) => `bénult: ${list}`),
      },
    },
    outcome: (k) => forecastWords(k, en, 'destroyed', 'no system crippled', (list) => `${list} crippled`),
    contentChoices: (content, locale) => ({
      model: namedChoices(
        content.models.filter((m) => m.damage.kind === 'grid').map((m) => ({ id: m.id, name: localName(m, locale) })),
      ),
    }),
    compute(i, { content, locale }) {
      const say = sayIn(locale ?? 'en');
      const model = content.models.find((m) => m.id === i['model']);
      if (!model || model.damage.kind !== 'grid')
        return fail(
          'odds/not-a-warjack',
          say(
            `No warjack "${String(i['model'])}" in the content`,
            `Nincs „${String(i['model'])}” warjack a tartalomban`,
          ),
          { path: 'model' },
        );
      const marks = String(i['marks'])
        .split(',')
        .map((x) => Number(x.trim()));
      const grid = model.damage.columns;
      if (marks.length !== 6 || marks.some((n, c) => !Number.isInteger(n) || n < 0 || n > (grid[c]?.length ?? 0)))
        return fail(
          'odds/invalid-param',
          say(
            'The marked boxes are six counts, one per column of the grid, none more than its column holds',
            'A bejelölt rubrikák: hat szám, a mátrix oszloponként egy, egyik sem több, mint amennyi az oszlopban van',
          ),
          { path: 'marks' },
        );
      const fewer = i['crippled'] === true ? 1 : 0;
      return ok(
        forecastDist(grid, marks, {
          stat: int(i['stat']),
          def: i['def'] === undefined ? warjackDef(model, marks) : int(i['def']),
          attackDice: (i['boost'] === true ? 3 : 2) - fewer,
          modifier: int(i['modifier'] ?? 0),
          pow: int(i['pow']),
          arm: i['arm'] === undefined ? warjackArm(model, marks) : int(i['arm']),
          damageDice: (i['boostDamage'] === true ? 3 : 2) - fewer,
        }),
      );
    },
  },
  {
    id: 'slam',
    description:
      'A slam that reaches its target: MAT + 2d6 (3d6 boosted) against DEF. After a move of 3" or more a hit pushes the target d6" (half from a smaller slammer) and knocks it down; its damage is STR + 2d6 (one more die boosted, one more again on the push faces where it is stopped by an equal or larger base) against ARM. After a shorter move a hit deals STR + 2d6 and nothing else. Outcomes: a miss, or the damage points of a hit. Counting the collateral damage instead: the models the push reaches, on the faces given, are knocked down and take STR + 2d6 each (never boosted) against their own ARM; a model the faces leave out is not counted.',
    rule: 'WM-POWER-28',
    summaries: [
      HIT,
      {
        id: 'damaged',
        label: 'A hit with at least one damage point',
        words: { hu: 'Találat legalább egy sebzésponttal' },
        // Counting the collateral damage: at least one point to any model the push reaches.
        holds: (k) => (collateralPoints(k) ?? [Number(String(k).split(':')[1] ?? 0)]).some((n) => n > 0),
      },
    ],
    params: [
      { name: 'stat', type: 'integer', description: "The slammer's MAT", required: true, min: 0, max: 30, main: true },
      { name: 'def', type: 'integer', description: "The target's DEF", required: true, min: 0, max: 40, main: true },
      { name: 'boost', type: 'boolean', description: 'Boosted attack roll', default: false, main: true },
      {
        name: 'modifier',
        type: 'integer',
        description: 'Attack modifiers (-2 against a larger base)',
        default: 0,
        min: -20,
        max: 20,
      },
      { name: 'str', type: 'integer', description: "The slammer's STR", required: true, min: 0, max: 40, main: true },
      { name: 'arm', type: 'integer', description: "The target's ARM", required: true, min: 0, max: 40, main: true },
      { name: 'boostDamage', type: 'boolean', description: 'Boosted damage roll', default: false, main: true },
      {
        name: 'pushed',
        type: 'boolean',
        description: 'The slammer moved 3" or more: a hit pushes the target and knocks it down',
        default: true,
      },
      {
        name: 'against',
        type: 'string',
        description:
          'The faces of the push die (1-6, comma-separated) on which the target is stopped by an equal or larger base',
        default: '',
      },
      {
        name: 'stationary',
        type: 'boolean',
        description: 'The target is stationary: hit whatever the dice',
        default: false,
      },
      {
        name: 'count',
        type: 'choice',
        values: ['target', 'collateral'],
        default: 'target',
        description: 'Whose damage is counted',
        main: true,
      },
      {
        name: 'collateral',
        type: 'string',
        description:
          'The models the push deals collateral damage to, by face of the push die: "face:ARM" with the ARM of each model reached, in the order reached, groups separated by semicolons ("4:15;5:15;6:15,13")',
        default: '',
      },
    ],
    values: {
      target: 'the slammed model’s',
      collateral: 'the models the push reaches (collateral damage)',
    },
    words: {
      hu: {
        description:
          'Öklelés, amely eléri a célpontját: MAT + 2d6 (boostolva 3d6) a DEF ellen. Ha a warjack legalább 3"-et haladt, a találat d6"-et taszítja a célpontot (kisebb talpú öklelő esetén a felét), és fellöki; a sebzés STR + 2d6 (boostolva eggyel több kocka, és még eggyel több azokon a taszítókocka-értékeken, amelyeknél egy legalább akkora talpú modell állítja meg) az ARM ellen. Rövidebb út után a találat csak STR + 2d6 sebzést okoz. Az eredmény: célt téveszt, vagy a találat sebzéspontjai. Ha helyette a járulékos sebzést számoljuk: a taszítás a megadott kockaértékeken elért modelleket is fellöki, és mindegyikük STR + 2d6 sebzést kap (ez sosem boostolható) a saját ARM-ja ellen; a meg nem adott modelleket nem számolja.',
        params: {
          stat: 'Az öklelő MAT-ja',
          def: 'A célpont DEF-je',
          boost: 'Boostolt támadódobás',
          modifier: 'A támadás módosítói (nagyobb talpú célpont ellen -2)',
          str: 'Az öklelő STR-je',
          arm: 'A célpont ARM-ja',
          boostDamage: 'Boostolt sebződobás',
          pushed: 'Az öklelő legalább 3"-et haladt: a találat taszítja és fellöki a célpontot',
          against:
            'A taszítókocka értékei (1-6, vesszővel elválasztva), amelyeknél egy legalább akkora talpú modell állítja meg a célpontot',
          stationary: 'A célpont mozdulatlan: a kockáktól függetlenül talál',
          count: 'Kinek a sebzését számoljuk',
          collateral:
            'A modellek, amelyekben a taszítás járulékos sebzést tesz, a taszítókocka értéke szerint: „érték:ARM”, minden elért modell ARM-jával, az elérés sorrendjében, a csoportok pontosvesszővel elválasztva („4:15;5:15;6:15,13”)',
        },
        values: {
          target: 'a meglökött modellét',
          collateral: 'a taszítás útjába eső modellekét (járulékos sebzés)',
        },
        outcome: (k) =>
          slamWords(
            k,
            hu.miss,
            (n) => `${hu.hit}, ${hu.knockedDown}, ${n} ${hu.damage}`,
            (n) => `${hu.hit}, nincs fellökve, ${n} ${hu.damage}`,
            `${hu.hit}, de a taszítás senkinek sem okoz járulékos sebzést`,
            (points) =>
              points.length === 1
                ? `${hu.hit}; a taszítás a mögötte álló modellt is fellöki, amely ${points[0] ?? 0} pont járulékos sebzést kap`
                : `${hu.hit}; a taszítás az útjába eső modelleket is fellöki, amelyek az elérés sorrendjében ${points.join(', ')} pont járulékos sebzést kapnak`,
          ),
      },
    },
    outcome: (k) =>
      slamWords(
        k,
        en.miss,
        (n) => `${en.hit}, ${en.knockedDown}, ${n} ${en.damage}`,
        (n) => `${en.hit}, not knocked down, ${n} ${en.damage}`,
        `${en.hit}, but the push deals no collateral damage to anyone`,
        (points) =>
          points.length === 1
            ? `${en.hit}; the model behind is ${en.knockedDown} too and takes ${points[0] ?? 0} points of collateral damage`
            : `${en.hit}; the models in the way are ${en.knockedDown} too and take ${points.join(', ')} points of collateral damage, in the order reached`,
      ),
    compute(i, { locale }) {
      const say = sayIn(locale ?? 'en');
      const text = String(i['against'] ?? '').trim();
      const against = text === '' ? [] : text.split(',').map((x) => Number(x.trim()));
      if (against.some((f) => !Number.isInteger(f) || f < 1 || f > 6))
        return fail(
          'odds/invalid-param',
          say(
            'The faces of the push die are numbers from 1 to 6, separated by commas',
            'A taszítókocka értékei 1 és 6 közötti számok, vesszővel elválasztva',
          ),
          { path: 'against' },
        );
      const collateral = parseCollateral(String(i['collateral'] ?? ''));
      if (!collateral)
        return fail(
          'odds/invalid-param',
          say(
            'The collateral damage is given as groups "face:ARM,ARM" separated by semicolons, each face from 1 to 6 once, each ARM from 0 to 40',
            'A járulékos sebzés „érték:ARM,ARM” csoportokban adható meg, pontosvesszővel elválasztva, minden érték 1 és 6 között legfeljebb egyszer, minden ARM 0 és 40 között',
          ),
          { path: 'collateral' },
        );
      const roll: SlamRoll = {
        stat: int(i['stat']),
        def: int(i['def']),
        attackDice: i['boost'] === true ? 3 : 2,
        modifier: int(i['modifier'] ?? 0),
        auto: i['stationary'] === true,
        str: int(i['str']),
        arm: int(i['arm']),
        damageDice: i['boostDamage'] === true ? 3 : 2,
        pushed: i['pushed'] !== false,
        against,
        collateral,
      };
      return ok(i['count'] === 'collateral' ? slamCollateralDist(roll) : slamDist(roll));
    },
  },
];
