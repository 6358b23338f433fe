/**
 * `skirmish dogs-of-war aid <which>`: the book's battle aids asked at the table (structure damage,
 * material SP, scenery Size, relief, blazes, rams, forcing a nexus), answered in words under the
 * house rules of `--option` or of a campaign.
 */
import { checkOptionValue, sayIn, type Locale, type Options, type Result, type Violation } from '@skirmish/core';
import {
  blazeStep,
  dogsOfWarRuleset,
  materialName,
  sceneryLevelName,
  forcingDifficulty,
  MATERIALS,
  materialSP,
  ramStrength,
  reliefCrossing,
  scenerySize,
  structureDamage,
  type SceneryLevel,
  type DogsContent,
} from '@skirmish/dogs-of-war';
import { checkKnown, stringOption, UsageError, type Args } from '../args.ts';
import type { Io } from '../io.ts';

export const AIDS = ['structure', 'material', 'size', 'relief', 'blaze', 'ram', 'forcing'] as const;
type Aid = (typeof AIDS)[number];

/** The options each aid reads, besides the shared ones. */
const AID_OPTIONS: Readonly<Record<Aid, readonly string[]>> = {
  structure: ['str', 'res', 'die'],
  material: ['material', 'thickness'],
  size: ['height'],
  relief: ['element', 'fighter'],
  blaze: ['blaze', 'roll'],
  ram: ['carriers'],
  forcing: ['trial', 'loads', 'used', 'per-round', 'inviolable'],
};

/** Flags of the aids that take no value. */
export const AID_FLAGS = ['inviolable'] as const;

const WOUND_HU: Readonly<Record<string, 'light' | 'serious' | 'critical'>> = {
  könnyű: 'light',
  súlyos: 'serious',
  kritikus: 'critical',
};

/** What the table, the house rules and the language of an aid are. */
export interface AidTable {
  readonly tables: DogsContent['tables'];
  readonly options: Options;
  readonly locale: Locale;
}

/**
 * House rules of `--option id=value[,id=value]`, checked against the rule system's own, laid over
 * `base` (a campaign's).
 */
export function houseRules(text: string | undefined, base: Options, locale: Locale): Options {
  const t = sayIn(locale);
  const out: Record<string, Options[string]> = { ...base };
  const specs = dogsOfWarRuleset.options ?? [];
  for (const pair of (text ?? '').split(',').filter((p) => p.trim() !== '')) {
    const [id = '', value, ...more] = pair.split('=').map((x) => x.trim());
    if (value === undefined || more.length > 0)
      throw new UsageError(
        t(`Give a house rule as id=value, not "${pair}"`, `A házszabály alakja id=érték, nem „${pair}”`),
      );
    const spec = specs.find((s) => s.id === id);
    if (!spec)
      throw new UsageError(
        t(
          `No house rule "${id}"; known: ${specs.map((s) => s.id).join(', ')}`,
          `Nincs „${id}” házszabály; ismertek: ${specs.map((s) => s.id).join(', ')}`,
        ),
      );
    const checked = checkOptionValue(spec, value);
    if (!checked.ok) {
      const values = spec.type === 'choice' ? spec.values.join(', ') : spec.type;
      throw new UsageError(
        t(
          `House rule ${id} takes ${values}, not "${value}"`,
          `A(z) ${id} házszabály értéke ${values} lehet, nem „${value}”`,
        ),
      );
    }
    out[id] = checked.value;
  }
  return out;
}

interface Bounds {
  readonly whole?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/** A number given as `--name`, checked; the message says what was wrong in the player's language. */
function numberOf(args: Args, name: string, locale: Locale, b: Bounds = {}): number {
  const t = sayIn(locale);
  const v = stringOption(args, name);
  if (v === undefined) throw new UsageError(t(`Give --${name}`, `Add meg: --${name}`));
  const n = /^\s*-?(\d+([.,]\d+)?|[.,]\d+)\s*$/.test(v) ? Number(v.replace(',', '.')) : NaN;
  if (Number.isNaN(n))
    throw new UsageError(t(`--${name} must be a number, not "${v}"`, `A --${name} értéke szám legyen, nem „${v}”`));
  if (b.whole && !Number.isInteger(n))
    throw new UsageError(
      t(`--${name} must be a whole number, not "${v}"`, `A --${name} értéke egész szám legyen, nem „${v}”`),
    );
  if (b.min !== undefined && b.max !== undefined && (n < b.min || n > b.max))
    throw new UsageError(
      t(
        `--${name} must be from ${b.min} to ${b.max}, not ${v}`,
        `A --${name} értéke ${b.min} és ${b.max} között legyen, nem ${v}`,
      ),
    );
  if (b.min !== undefined && n < b.min)
    throw new UsageError(
      t(`--${name} must be at least ${b.min}, not ${v}`, `A --${name} értéke legalább ${b.min} legyen, nem ${v}`),
    );
  return n;
}

const DIE: Bounds = { whole: true, min: 1, max: 6 };

/** A Size by its English or Hungarian name, in any case ("very-large" too). */
function sizeOf(args: Args, name: string, locale: Locale): SceneryLevel {
  const v = stringOption(args, name);
  const t = sayIn(locale);
  const sizes = ['Small', 'Medium', 'Large', 'Very Large'] as const;
  const list = sizes.map((s) => sceneryLevelName(s, locale)).join(', ');
  if (v === undefined) throw new UsageError(t(`Give --${name} (${list})`, `Add meg: --${name} (${list})`));
  const key = v.trim().toLowerCase().replace(/-/g, ' ');
  const found = sizes.find((s) => s.toLowerCase() === key || sceneryLevelName(s, 'hu').toLowerCase() === key);
  if (!found)
    throw new UsageError(t(`--${name} is a Size (${list}), not "${v}"`, `A --${name} egy méret (${list}), nem „${v}”`));
  return found;
}

/**
 * The words of a refusal the aids give, in the player's language: the aid's own where the rule
 * system's would not say what to do at the table, else the rule system's (its Hungarian for the
 * blaze and ram refusals, say).
 */
function refusal(v: Violation, locale: Locale): string {
  const t = sayIn(locale);
  switch (v.code) {
    case 'struct/rule-data-missing':
      return t(
        'the text lost this row of the structure table (STR beating RES by 6 or more, a die above 1): add the row to a content pack, or play with the house rule structure-missing-rows=row-4-5',
        'a szöveg elvesztette a szerkezeti táblázat e sorát (az ERŐ legalább 6-tal több az ELL-nél, a dobás 1-nél nagyobb): add meg a sort egy tartalomcsomagban, vagy játssz a structure-missing-rows=row-4-5 házszabállyal',
      );
    case 'nexus/no-forcing':
      return t(
        'a nexus with no trial, or an inviolable one, can never be forced',
        'próba nélküli vagy sérthetetlen nexust sosem lehet kikényszeríteni',
      );
    case 'nexus/no-load':
      return t(
        'no load is left, or it has been used as often as it may this round',
        'nem maradt töltet, vagy ebben a körben már annyiszor használták, ahányszor szabad',
      );
    default:
      return dogsOfWarRuleset.presenter?.violation?.(v, locale) ?? v.message;
  }
}

/** One answer: its line, or the refusal and its rule. */
type AidAnswer = Result<string>;

/** Structure damage (DW-STRUCT-02): SP lost by STR against RES and the die. */
function structureAid(str: number, res: number, die: number, table: AidTable): AidAnswer {
  const t = sayIn(table.locale);
  const r = structureDamage(str - res, die, table.tables, table.options);
  if (!r.ok) return r;
  return {
    ok: true,
    value: t(
      `STR ${str} against RES ${res} (difference ${str - res}), die ${die}: ${r.value} SP lost`,
      `ERŐ ${str} az ELL ${res} ellen (különbség ${str - res}), dobás ${die}: ${r.value} SZP vész el`,
    ),
  };
}

/** The SP of a wall, door or statue of a material (DW-BUILD-01, A-22). */
function materialAid(material: string, thickness: number, table: AidTable): AidAnswer {
  const t = sayIn(table.locale);
  const m = MATERIALS[material];
  if (!m) throw new Error(`unknown material ${material}`);
  const sp = materialSP(m.spValue, thickness, table.options);
  const cm = String(thickness).replace('.', table.locale === 'hu' ? ',' : '.');
  const how =
    table.options['material-sp-rounding'] === 'thickness'
      ? t('the thickness rounded up first', 'előbb a vastagság felfelé kerekítve')
      : t('the product rounded up', 'a szorzat felfelé kerekítve');
  return {
    ok: true,
    value: t(
      `${material} ${cm} cm thick: ${sp} SP (SP value ${m.spValue} × thickness, ${how}), RES ${m.res}`,
      `${materialName(material, 'hu')}, ${cm} cm vastag: ${sp} SZP (SZP-érték ${m.spValue} × vastagság, ${how}), ELL ${m.res}`,
    ),
  };
}

/** The Size of a scenery element by its height (DW-SCENERY-04, A-21). */
function sizeAid(height: number, locale: Locale): string {
  const t = sayIn(locale);
  const size = scenerySize(height);
  const cm = String(height).replace('.', locale === 'hu' ? ',' : '.');
  if (size === 'ignored')
    return t(
      `${cm} cm high: below 1 cm, the element is ignored`,
      `${cm} cm magas: 1 cm alatt az elem figyelmen kívül marad`,
    );
  return t(`${cm} cm high: ${size}`, `${cm} cm magas: ${sceneryLevelName(size, 'hu')}`);
}

/** Crossing relief of one Size with a fighter of another (DW-SCENERY-06, DW-SCENERY-07). */
function reliefAid(element: SceneryLevel, fighter: SceneryLevel, locale: Locale): string {
  const t = sayIn(locale);
  const name = (s: SceneryLevel) => sceneryLevelName(s, locale);
  const head = t(
    `${name(element)} relief, ${name(fighter)} fighter: `,
    `${name(element)} domborzat, ${name(fighter)} harcos: `,
  );
  switch (reliefCrossing(element, fighter)) {
    case 'ignored':
      return head + t('smaller than he is, so he ignores it', 'kisebb nála, ezért figyelmen kívül hagyja');
    case 'blocked':
      return head + t('larger than he is, so he cannot cross it', 'nagyobb nála, ezért nem kelhet át rajta');
    case 'climb':
      return (
        head +
        t(
          'the same Size: he crosses at MOV ×1, only if he gets fully across or may stand on top, and never in a charge',
          'azonos méret: MOZ ×1-gyel kel át, csak ha teljesen átjut vagy megállhat a tetején, és sosem rohamban',
        )
      );
  }
}

/** A Blaze/X counter's roll in the time-out phase (DW-STRUCT-15). */
function blazeAid(x: number, roll: number, locale: Locale): AidAnswer {
  const t = sayIn(locale);
  const step = blazeStep(x, roll);
  if (!step.ok) return step;
  const next = step.value;
  const head = t(`Blaze/${x}, roll ${roll}: `, `Tűz/${x}, dobás ${roll}: `);
  const said = (line: string): AidAnswer => ({ ok: true, value: head + line });
  if (next === null) return said(t('the fire goes out, the counter is removed', 'a tűz kialszik, a jelzőt leveszik'));
  if (next === x) return said(t(`no change, Blaze/${x}`, `nincs változás, Tűz/${x}`));
  return said(
    next > x
      ? t(`it spreads to Blaze/${next}`, `terjed: Tűz/${next}`)
      : t(`it dies down to Blaze/${next}`, `csillapodik: Tűz/${next}`),
  );
}

type Carrier = { str: number; wound: 'none' | 'light' | 'serious' | 'critical' };

/** `4,3:light,3:serious`: each carrier's STR, and his wound where he has one. */
function carriersOf(args: Args, locale: Locale): Carrier[] {
  const t = sayIn(locale);
  const v = stringOption(args, 'carriers');
  const example = t('like 4,3:light,3:serious', 'például 4,3:könnyű,3:súlyos');
  if (v === undefined) throw new UsageError(t(`Give --carriers, ${example}`, `Add meg: --carriers, ${example}`));
  return v.split(',').map((part) => {
    const [str = '', typed = 'none'] = part.trim().split(':');
    const wound = WOUND_HU[typed.toLowerCase()] ?? typed.toLowerCase();
    if (!/^\d+$/.test(str) || !['none', 'light', 'serious', 'critical'].includes(wound))
      throw new UsageError(
        t(`A carrier is STR[:wound], ${example}, not "${part}"`, `Egy vivő ERŐ[:seb], ${example}, nem „${part}”`),
      );
    return { str: Number(str), wound: wound as Carrier['wound'] };
  });
}

/** A ram's STR from its carriers (DW-SIEGE-08). */
function ramAid(carriers: readonly Carrier[], locale: Locale): AidAnswer {
  const t = sayIn(locale);
  const str = ramStrength(carriers);
  if (!str.ok) return str;
  return {
    ok: true,
    value: t(
      `Ram STR ${str.value} (5 plus the carriers' STR, less their wound penalties)`,
      `A faltörő kos ERŐ-je ${str.value} (5 és a vivők ERŐ-je, a sebeik levonásával)`,
    ),
  };
}

/** The difficulty of forcing an enemy nexus (DW-NEXUS-21). */
function forcingAid(
  trial: number | null,
  loadsLeft: number,
  used: number,
  perRound: number,
  inviolable: boolean,
  locale: Locale,
): AidAnswer {
  const r = forcingDifficulty(trial, loadsLeft, used, perRound, inviolable);
  if (!r.ok) return r;
  return { ok: true, value: sayIn(locale)(`Forcing difficulty ${r.value}`, `A kikényszerítés nehézsége ${r.value}`) };
}

const RULE: Readonly<Record<Aid, string>> = {
  structure: 'DW-STRUCT-02',
  material: 'DW-BUILD-01',
  size: 'DW-SCENERY-04',
  relief: 'DW-SCENERY-06',
  blaze: 'DW-STRUCT-15',
  ram: 'DW-SIEGE-08',
  forcing: 'DW-NEXUS-21',
};

/** `--trial none` and `--loads unlimited` are words; otherwise whole numbers. */
function wordOrNumber<W extends string>(args: Args, name: string, word: W, locale: Locale): number | W {
  return stringOption(args, name)?.trim() === word ? word : numberOf(args, name, locale, { whole: true, min: 0 });
}

/** Runs the aid `which` and prints its answer; a refusal goes to the error stream with exit 1. */
export function runAid(which: string | undefined, args: Args, io: Io, table: AidTable): number {
  const { locale } = table;
  const t = sayIn(locale);
  const aid = AIDS.find((a) => a === which);
  if (!aid)
    throw new UsageError(
      which === undefined
        ? t(`Name an aid: ${AIDS.join(', ')}`, `Nevezz meg egy segédletet: ${AIDS.join(', ')}`)
        : t(
            `Unknown aid "${which}"; known: ${AIDS.join(', ')}`,
            `Ismeretlen segédlet: „${which}”; ismertek: ${AIDS.join(', ')}`,
          ),
    );
  checkKnown(args, [...AID_OPTIONS[aid], 'option', 'campaign', 'locale', 'content']);
  const answer = ((): AidAnswer => {
    switch (aid) {
      case 'structure':
        return structureAid(
          numberOf(args, 'str', locale, { whole: true, min: 0 }),
          numberOf(args, 'res', locale, { whole: true, min: 0 }),
          numberOf(args, 'die', locale, DIE),
          table,
        );
      case 'material': {
        const typed = (stringOption(args, 'material') ?? '').trim().toLowerCase();
        const names = Object.keys(MATERIALS);
        const material = names.find((m) => m === typed || materialName(m, 'hu') === typed);
        const list = names.map((m) => materialName(m, locale)).join(', ');
        if (!material)
          throw new UsageError(
            typed === ''
              ? t(`Give --material (${list})`, `Add meg: --material (${list})`)
              : t(`Unknown material "${typed}"; known: ${list}`, `Ismeretlen anyag: „${typed}”; ismertek: ${list}`),
          );
        const thickness = numberOf(args, 'thickness', locale, { min: 0 });
        if (thickness === 0)
          throw new UsageError(t('--thickness must be above 0', 'A --thickness értéke 0-nál nagyobb legyen'));
        return materialAid(material, thickness, table);
      }
      case 'size':
        return { ok: true, value: sizeAid(numberOf(args, 'height', locale, { min: 0 }), locale) };
      case 'relief':
        return { ok: true, value: reliefAid(sizeOf(args, 'element', locale), sizeOf(args, 'fighter', locale), locale) };
      case 'blaze': {
        const x = numberOf(args, 'blaze', locale, { whole: true, min: 0 });
        if (x % 5 !== 0)
          throw new UsageError(
            t(
              `A blaze grows and shrinks by 5: --blaze ${x} cannot be`,
              `A tűz 5-tel nő és csökken: --blaze ${x} nem lehet`,
            ),
          );
        return blazeAid(x, numberOf(args, 'roll', locale, DIE), locale);
      }
      case 'ram':
        return ramAid(carriersOf(args, locale), locale);
      case 'forcing': {
        const trial = wordOrNumber(args, 'trial', 'none', locale);
        const loads = wordOrNumber(args, 'loads', 'unlimited', locale);
        return forcingAid(
          trial === 'none' ? null : trial,
          loads === 'unlimited' ? Infinity : loads,
          args.options['used'] === undefined ? 0 : numberOf(args, 'used', locale, { whole: true, min: 0 }),
          numberOf(args, 'per-round', locale, { whole: true, min: 1 }),
          args.options['inviolable'] === true,
          locale,
        );
      }
    }
  })();
  if (!answer.ok) {
    io.err(
      `${t('Refused', 'Elutasítva')}: ${refusal(answer.error, locale)} (${answer.error.rule ?? RULE[aid]}) [${answer.error.code}]\n`,
    );
    return 1;
  }
  io.out(`${answer.value} (${RULE[aid]})\n`);
  return 0;
}
