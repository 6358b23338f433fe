import { useState, type ReactNode } from 'react';
import { optionText, optionValueText, resolveOptions, type Locale, type Options } from '@skirmish/core';
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
  type DogsContent,
  type SceneryLevel,
} from '@skirmish/dogs-of-war';
import { usePack } from '../../pack.ts';
import { RuleRef, useJudge, useWords } from './DogsOfWarBoard.tsx';
import { violationText } from './logic.ts';

type Size = Exclude<SceneryLevel, 'ignored'>;
const SIZES: readonly Size[] = ['Small', 'Medium', 'Large', 'Very Large'];
type Wound = 'none' | 'light' | 'serious' | 'critical';

/** The house rules the aids read, shown at the top of the panel. */
const AID_OPTIONS = ['structure-missing-rows', 'material-sp-rounding'] as const;

/** The table aids' strings, English and Hungarian. */
export const AID_WORDS = {
  en: {
    title: 'Table aids',
    intro:
      "The book's aids for the battle on the table, worked out under this game's house rules. Nothing here changes the campaign.",
    houseRules: 'House rules of this game',
    refused: 'Refused',
    /** Sizes and materials are named by the rule system's words in this language. */
    locale: 'en' as Locale,
    needNumber: (field: string) => `${field}: give a number.`,
    needWhole: (field: string) => `${field}: give a whole number.`,
    needRange: (field: string, min: number, max: number) => `${field}: give a number from ${min} to ${max}.`,
    needAtLeast: (field: string, min: number) => `${field}: give at least ${min}.`,
    needAbove: (field: string, min: number) => `${field}: give more than ${min}.`,
    structure: {
      title: 'Structure damage',
      str: 'STR of the Damage roll',
      res: 'RES of the element',
      die: 'Die',
      answer: (str: number, res: number, die: number, sp: number) =>
        `STR ${str} against RES ${res} (difference ${str - res}), die ${die}: ${sp} SP lost.`,
      missing:
        'The text lost this row of the structure table (STR beating RES by 6 or more, a die above 1). A content pack may add it, or the house rule "Structure table: lost rows" may read the 4-5 row instead.',
    },
    material: {
      title: 'SP of a wall, door or statue',
      material: 'Material',
      unknown: 'Choose a material from the list.',
      thickness: 'Thickness (cm)',
      product: 'the product rounded up',
      thicknessFirst: 'the thickness rounded up first',
      answer: (sp: number, value: number, how: string, res: number) =>
        `${sp} SP (SP value ${value} × thickness, ${how}); RES ${res}.`,
    },
    size: {
      title: "A scenery element's Size",
      height: 'Height (cm)',
      ignored: 'Below 1 cm high: the element is ignored.',
      answer: (size: string) => `Size: ${size}.`,
    },
    relief: {
      title: 'Crossing relief',
      element: 'Size of the relief',
      fighter: 'Size of the fighter',
      ignored: 'Smaller than the fighter: he ignores it.',
      blocked: 'Larger than the fighter: he cannot cross it.',
      climb:
        'The same Size: he crosses at MOV ×1, only if he gets fully across or may stand on top, and never in a charge.',
    },
    blaze: {
      title: 'A blaze in the time-out phase',
      x: 'Blaze/X now',
      roll: 'Die',
      step: 'A blaze grows and shrinks by 5: give 0, 5, 10…',
      out: 'The fire goes out: take the counter away.',
      same: (x: number) => `No change: Blaze/${x}.`,
      grows: (x: number) => `It spreads: Blaze/${x}.`,
      shrinks: (x: number) => `It dies down: Blaze/${x}.`,
    },
    ram: {
      title: 'A ram’s STR',
      carriers: 'Carriers’ STR, with a wound after it (4, 3 light, 3 serious)',
      wounds: { light: 'light', serious: 'serious', critical: 'critical' } as Record<Exclude<Wound, 'none'>, string>,
      none: 'Name at least one carrier.',
      bad: (part: string) => `"${part}" is not a carrier’s STR and wound.`,
      answer: (str: number) => `The ram strikes at STR ${str} (5 plus the carriers' STR, less their wound penalties).`,
    },
    forcing: {
      title: 'Forcing an enemy nexus',
      trial: 'Trial difficulty (blank: no trial)',
      loads: 'Loads left (blank: unlimited)',
      used: 'Used this round',
      perRound: 'Uses per round',
      inviolable: 'Inviolable',
      answer: (d: number) => `Forcing difficulty ${d}.`,
      never: 'A nexus with no trial, or an inviolable one, can never be forced.',
      noLoad: 'No load is left, or it has been used as often as it may this round.',
    },
  },
  hu: {
    title: 'Asztali segédletek',
    intro:
      'A könyv segédletei az asztalon vívott csatához, e játék házszabályai szerint kiszámolva. Semmit sem változtatnak a hadjáraton.',
    houseRules: 'E játék házszabályai',
    refused: 'Elutasítva',
    /** Sizes and materials are named by the rule system's words in this language. */
    locale: 'hu' as Locale,
    needNumber: (field: string) => `${field}: adj meg egy számot.`,
    needWhole: (field: string) => `${field}: adj meg egy egész számot.`,
    needRange: (field: string, min: number, max: number) => `${field}: adj meg egy számot ${min} és ${max} között.`,
    needAtLeast: (field: string, min: number) => `${field}: legalább ${min} legyen.`,
    needAbove: (field: string, min: number) => `${field}: ${min}-nál több legyen.`,
    structure: {
      title: 'Szerkezeti sebzés',
      str: 'A sebzésdobás ERŐ-je',
      res: 'Az elem ELL-je',
      die: 'Dobás',
      answer: (str: number, res: number, die: number, sp: number) =>
        `ERŐ ${str} az ELL ${res} ellen (különbség ${str - res}), dobás ${die}: ${sp} SZP vész el.`,
      missing:
        'A szöveg elvesztette a szerkezeti táblázat e sorát (az ERŐ legalább 6-tal több az ELL-nél, a dobás 1-nél nagyobb). Egy tartalomcsomag megadhatja, vagy „A szerkezeti sebzéstáblázat: elveszett sorok” házszabály helyette a 4-5-ös sort olvassa.',
    },
    material: {
      title: 'Fal, ajtó vagy szobor SZP-je',
      material: 'Anyag',
      unknown: 'Válassz anyagot a listából.',
      thickness: 'Vastagság (cm)',
      product: 'a szorzat felfelé kerekítve',
      thicknessFirst: 'előbb a vastagság felfelé kerekítve',
      answer: (sp: number, value: number, how: string, res: number) =>
        `${sp} SZP (SZP-érték ${value} × vastagság, ${how}); ELL ${res}.`,
    },
    size: {
      title: 'Egy díszletelem mérete',
      height: 'Magasság (cm)',
      ignored: '1 cm-nél alacsonyabb: az elem figyelmen kívül marad.',
      answer: (size: string) => `Méret: ${size}.`,
    },
    relief: {
      title: 'Átkelés domborzaton',
      element: 'A domborzat mérete',
      fighter: 'A harcos mérete',
      ignored: 'Kisebb a harcosnál: figyelmen kívül hagyja.',
      blocked: 'Nagyobb a harcosnál: nem kelhet át rajta.',
      climb: 'Azonos méret: MOZ ×1-gyel kel át, csak ha teljesen átjut vagy megállhat a tetején, és sosem rohamban.',
    },
    blaze: {
      title: 'Tűz az időtúllépési szakaszban',
      x: 'Most Tűz/X',
      roll: 'Dobás',
      step: 'A tűz 5-tel nő és csökken: 0, 5, 10… lehet.',
      out: 'A tűz kialszik: vedd le a jelzőt.',
      same: (x: number) => `Nincs változás: Tűz/${x}.`,
      grows: (x: number) => `Terjed: Tűz/${x}.`,
      shrinks: (x: number) => `Csillapodik: Tűz/${x}.`,
    },
    ram: {
      title: 'A faltörő kos ERŐ-je',
      carriers: 'A vivők ERŐ-je, utána a sebük (4, 3 könnyű, 3 súlyos)',
      wounds: { light: 'könnyű', serious: 'súlyos', critical: 'kritikus' } as Record<Exclude<Wound, 'none'>, string>,
      none: 'Adj meg legalább egy vivőt.',
      bad: (part: string) => `„${part}” nem egy vivő ERŐ-je és sebe.`,
      answer: (str: number) => `A kos ${str} ERŐ-vel sújt (5 és a vivők ERŐ-je, a sebeik levonásával).`,
    },
    forcing: {
      title: 'Ellenséges nexus kikényszerítése',
      trial: 'A próba nehézsége (üres: nincs próba)',
      loads: 'Megmaradt töltetek (üres: korlátlan)',
      used: 'Ebben a körben használva',
      perRound: 'Körönkénti használat',
      inviolable: 'Sérthetetlen',
      answer: (d: number) => `A kikényszerítés nehézsége ${d}.`,
      never: 'Próba nélküli vagy sérthetetlen nexust sosem lehet kikényszeríteni.',
      noLoad: 'Nem maradt töltet, vagy ebben a körben már annyiszor használták, ahányszor szabad.',
    },
  },
};

export type AidWords = (typeof AID_WORDS)['en'];
// Both languages have every string.
export const AID_HU_COMPLETE: Record<keyof AidWords, unknown> = AID_WORDS.hu;

/** An aid's answer in words, or why it gives none. */
export type AidAnswer = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly text: string };
const yes = (text: string): AidAnswer => ({ ok: true, text });
const no = (text: string): AidAnswer => ({ ok: false, text });

/** The game's house rules with the defaults filled in; ones this client does not know give the defaults. */
export function aidOptions(given: Readonly<Record<string, unknown>>): Options {
  const specs = dogsOfWarRuleset.options ?? [];
  const r = resolveOptions(specs, given);
  if (r.ok) return r.value;
  const fallback = resolveOptions(specs);
  return fallback.ok ? fallback.value : {};
}

/** A number typed in a field ("2,5" too), or the words of what is wrong with it. */
function numberIn(
  text: string,
  field: string,
  w: AidWords,
  b: { whole?: boolean; min?: number; max?: number; above?: number } = {},
): number | AidAnswer {
  const t = text.trim().replace(',', '.');
  const n = /^-?(\d+(\.\d+)?|\.\d+)$/.test(t) ? Number(t) : NaN;
  if (Number.isNaN(n)) return no(w.needNumber(field));
  if (b.whole && !Number.isInteger(n)) return no(w.needWhole(field));
  if (b.min !== undefined && b.max !== undefined && (n < b.min || n > b.max))
    return no(w.needRange(field, b.min, b.max));
  if (b.min !== undefined && n < b.min) return no(w.needAtLeast(field, b.min));
  if (b.above !== undefined && n <= b.above) return no(w.needAbove(field, b.above));
  return n;
}

const DIE = { whole: true, min: 1, max: 6 } as const;
const bad = (v: number | AidAnswer): v is AidAnswer => typeof v !== 'number';

/** Structure damage (DW-STRUCT-02), the lost rows by the house rule `structure-missing-rows`. */
export function structureAnswer(
  str: string,
  res: string,
  die: string,
  tables: DogsContent['tables'],
  options: Options,
  w: AidWords,
): AidAnswer {
  const s = numberIn(str, w.structure.str, w, { whole: true, min: 0 });
  if (bad(s)) return s;
  const r = numberIn(res, w.structure.res, w, { whole: true, min: 0 });
  if (bad(r)) return r;
  const d = numberIn(die, w.structure.die, w, DIE);
  if (bad(d)) return d;
  const lost = structureDamage(s - r, d, tables, options);
  return lost.ok ? yes(w.structure.answer(s, r, d, lost.value)) : no(w.structure.missing);
}

/** SP of a wall, door or statue (DW-BUILD-01), rounded as `material-sp-rounding` says. */
export function materialAnswer(material: string, thickness: string, options: Options, w: AidWords): AidAnswer {
  const m = MATERIALS[material];
  if (!m) return no(w.material.unknown);
  const cm = numberIn(thickness, w.material.thickness, w, { above: 0 });
  if (bad(cm)) return cm;
  const how = options['material-sp-rounding'] === 'thickness' ? w.material.thicknessFirst : w.material.product;
  return yes(w.material.answer(materialSP(m.spValue, cm, options), m.spValue, how, m.res));
}

/** Size by height (DW-SCENERY-04, A-21). */
export function sizeAnswer(height: string, w: AidWords): AidAnswer {
  const h = numberIn(height, w.size.height, w, { min: 0 });
  if (bad(h)) return h;
  const size = scenerySize(h);
  return yes(size === 'ignored' ? w.size.ignored : w.size.answer(sceneryLevelName(size, w.locale)));
}

/** Relief against the fighter's Size (DW-SCENERY-06, DW-SCENERY-07). */
export function reliefAnswer(element: Size, fighter: Size, w: AidWords): AidAnswer {
  return yes(w.relief[reliefCrossing(element, fighter)]);
}

/** A Blaze/X counter's roll (DW-STRUCT-15). */
export function blazeAnswer(x: string, roll: string, w: AidWords): AidAnswer {
  const now = numberIn(x, w.blaze.x, w, { whole: true, min: 0 });
  if (bad(now)) return now;
  if (now % 5 !== 0) return no(w.blaze.step);
  const d = numberIn(roll, w.blaze.roll, w, DIE);
  if (bad(d)) return d;
  const step = blazeStep(now, d);
  if (!step.ok) return no(violationText(step.error, w.locale));
  const next = step.value;
  if (next === null) return yes(w.blaze.out);
  return yes(next === now ? w.blaze.same(next) : next > now ? w.blaze.grows(next) : w.blaze.shrinks(next));
}

/** A ram's STR from "4, 3 light, 3 serious" (DW-SIEGE-08); the wounds in the player's language. */
export function ramAnswer(carriers: string, w: AidWords): AidAnswer {
  const parts = carriers
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return no(w.ram.none);
  const wounds = Object.entries(w.ram.wounds) as Array<[Exclude<Wound, 'none'>, string]>;
  const list: Array<{ str: number; wound: Wound }> = [];
  for (const part of parts) {
    const [str = '', said, ...more] = part.split(/[\s:]+/);
    const wound = said === undefined ? 'none' : wounds.find(([, word]) => word === said.toLowerCase())?.[0];
    if (!/^\d+$/.test(str) || wound === undefined || more.length > 0) return no(w.ram.bad(part));
    list.push({ str: Number(str), wound });
  }
  const str = ramStrength(list);
  return str.ok ? yes(w.ram.answer(str.value)) : no(violationText(str.error, w.locale));
}

/** Forcing an enemy nexus (DW-NEXUS-21): blank trial is none, blank loads unlimited. */
export function forcingAnswer(
  f: { trial: string; loads: string; used: string; perRound: string; inviolable: boolean },
  w: AidWords,
): AidAnswer {
  const trial = f.trial.trim() === '' ? null : numberIn(f.trial, w.forcing.trial, w, { whole: true, min: 0 });
  if (trial !== null && bad(trial)) return trial;
  const loads = f.loads.trim() === '' ? Infinity : numberIn(f.loads, w.forcing.loads, w, { whole: true, min: 0 });
  if (bad(loads)) return loads;
  const used = numberIn(f.used, w.forcing.used, w, { whole: true, min: 0 });
  if (bad(used)) return used;
  const perRound = numberIn(f.perRound, w.forcing.perRound, w, { whole: true, min: 1 });
  if (bad(perRound)) return perRound;
  const r = forcingDifficulty(trial, loads, used, perRound, f.inviolable);
  if (r.ok) return yes(w.forcing.answer(r.value));
  return no(r.error.code === 'nexus/no-forcing' ? w.forcing.never : w.forcing.noLoad);
}

function Answer({ a, w }: { a: AidAnswer; w: AidWords }) {
  return a.ok ? (
    <p className="dw-verdict ok" role="status">
      {a.text}
    </p>
  ) : (
    <p className="dw-verdict refused" role="alert">
      {w.refused}: {a.text}
    </p>
  );
}

/** A text field of an aid. */
function Field({ label, value, set, name }: { label: string; value: string; set: (v: string) => void; name: string }) {
  return (
    <label>
      {label} <input name={name} value={value} size={6} inputMode="decimal" onChange={(e) => set(e.target.value)} />
    </label>
  );
}

function SizeSelect({
  label,
  value,
  set,
  name,
  w,
}: {
  label: string;
  value: Size;
  set: (v: Size) => void;
  name: string;
  w: AidWords;
}) {
  return (
    <label>
      {label}{' '}
      <select name={name} value={value} onChange={(e) => set(e.target.value as Size)}>
        {SIZES.map((s) => (
          <option key={s} value={s}>
            {sceneryLevelName(s, w.locale)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One aid's form: its title and rule, its fields and the answer. */
function Aid({ id, title, rule, children }: { id: string; title: string; rule: string; children: ReactNode }) {
  return (
    <fieldset className="dw-aid" data-aid={id}>
      <legend>
        {title} <RuleRef id={rule} />
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The book's battle aids as small forms, answered as the player types, under the house rules of
 * the game on screen (its pack and options): the aids never change the campaign.
 */
export function TableAids() {
  const { locale } = useWords();
  const w: AidWords = AID_WORDS[locale];
  const judge = useJudge();
  const options = aidOptions(usePack().options);
  const [structure, setStructure] = useState({ str: '6', res: '4', die: '3' });
  const [material, setMaterial] = useState({ material: 'stone', thickness: '2.5' });
  const [height, setHeight] = useState('3');
  const [relief, setRelief] = useState<{ element: Size; fighter: Size }>({ element: 'Medium', fighter: 'Medium' });
  const [blaze, setBlaze] = useState({ x: '0', roll: '4' });
  const [carriers, setCarriers] = useState('4, 3');
  const [forcing, setForcing] = useState({ trial: '5', loads: '1', used: '0', perRound: '1', inviolable: false });
  const specs = dogsOfWarRuleset.options ?? [];
  return (
    <details className="dw-aids">
      <summary>{w.title}</summary>
      <p className="muted">{w.intro}</p>
      <ul className="dw-aid-rules" aria-label={w.houseRules}>
        {AID_OPTIONS.map((id) => {
          const spec = specs.find((s) => s.id === id);
          const value = options[id];
          if (!spec || value === undefined) return null;
          return (
            <li key={id} data-option={id} data-value={String(value)}>
              {optionText(spec, locale).label}: {optionValueText(spec, value, locale)}
            </li>
          );
        })}
      </ul>
      <Aid id="structure" title={w.structure.title} rule="DW-STRUCT-02">
        <Field
          name="str"
          label={w.structure.str}
          value={structure.str}
          set={(str) => setStructure({ ...structure, str })}
        />
        <Field
          name="res"
          label={w.structure.res}
          value={structure.res}
          set={(res) => setStructure({ ...structure, res })}
        />
        <Field
          name="die"
          label={w.structure.die}
          value={structure.die}
          set={(die) => setStructure({ ...structure, die })}
        />
        <Answer
          w={w}
          a={structureAnswer(structure.str, structure.res, structure.die, judge.content.tables, options, w)}
        />
      </Aid>
      <Aid id="material" title={w.material.title} rule="DW-BUILD-01">
        <label>
          {w.material.material}{' '}
          <select
            name="material"
            value={material.material}
            onChange={(e) => setMaterial({ ...material, material: e.target.value })}
          >
            {Object.keys(MATERIALS).map((m) => (
              <option key={m} value={m}>
                {materialName(m, w.locale)}
              </option>
            ))}
          </select>
        </label>
        <Field
          name="thickness"
          label={w.material.thickness}
          value={material.thickness}
          set={(thickness) => setMaterial({ ...material, thickness })}
        />
        <Answer w={w} a={materialAnswer(material.material, material.thickness, options, w)} />
      </Aid>
      <Aid id="size" title={w.size.title} rule="DW-SCENERY-04">
        <Field name="height" label={w.size.height} value={height} set={setHeight} />
        <Answer w={w} a={sizeAnswer(height, w)} />
      </Aid>
      <Aid id="relief" title={w.relief.title} rule="DW-SCENERY-06">
        <SizeSelect
          name="element"
          label={w.relief.element}
          value={relief.element}
          set={(element) => setRelief({ ...relief, element })}
          w={w}
        />
        <SizeSelect
          name="fighter"
          label={w.relief.fighter}
          value={relief.fighter}
          set={(fighter) => setRelief({ ...relief, fighter })}
          w={w}
        />
        <Answer w={w} a={reliefAnswer(relief.element, relief.fighter, w)} />
      </Aid>
      <Aid id="blaze" title={w.blaze.title} rule="DW-STRUCT-15">
        <Field name="blaze" label={w.blaze.x} value={blaze.x} set={(x) => setBlaze({ ...blaze, x })} />
        <Field name="roll" label={w.blaze.roll} value={blaze.roll} set={(roll) => setBlaze({ ...blaze, roll })} />
        <Answer w={w} a={blazeAnswer(blaze.x, blaze.roll, w)} />
      </Aid>
      <Aid id="ram" title={w.ram.title} rule="DW-SIEGE-08">
        <label>
          {w.ram.carriers} <input name="carriers" value={carriers} onChange={(e) => setCarriers(e.target.value)} />
        </label>
        <Answer w={w} a={ramAnswer(carriers, w)} />
      </Aid>
      <Aid id="forcing" title={w.forcing.title} rule="DW-NEXUS-21">
        <Field
          name="trial"
          label={w.forcing.trial}
          value={forcing.trial}
          set={(trial) => setForcing({ ...forcing, trial })}
        />
        <Field
          name="loads"
          label={w.forcing.loads}
          value={forcing.loads}
          set={(loads) => setForcing({ ...forcing, loads })}
        />
        <Field
          name="used"
          label={w.forcing.used}
          value={forcing.used}
          set={(used) => setForcing({ ...forcing, used })}
        />
        <Field
          name="per-round"
          label={w.forcing.perRound}
          value={forcing.perRound}
          set={(perRound) => setForcing({ ...forcing, perRound })}
        />
        <label>
          <input
            type="checkbox"
            name="inviolable"
            checked={forcing.inviolable}
            onChange={(e) => setForcing({ ...forcing, inviolable: e.target.checked })}
          />{' '}
          {w.forcing.inviolable}
        </label>
        <Answer w={w} a={forcingAnswer(forcing, w)} />
      </Aid>
    </details>
  );
}
