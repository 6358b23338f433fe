import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Dist,
  contentJsonSchema,
  loadContent,
  namedChoices,
  ok,
  parseOddsInputs,
  resolveOptions,
  sayIn,
  showOddsProcedure,
  type Locale,
  type OddsProcedure,
  type OptionSpec,
} from '../src/index.ts';

const specs: OptionSpec[] = [
  { id: 'nemesis', label: 'Nemesis', description: 'x', type: 'boolean', default: false, expansion: 'nemesis' },
  { id: 'rounds', label: 'Rounds', description: 'x', type: 'integer', default: 8, min: 1, max: 20 },
  {
    id: 'parry',
    label: 'Parry',
    description: 'x',
    type: 'choice',
    default: 'announce',
    values: ['announce', 'secret'],
  },
];

describe('options', () => {
  it('fill defaults', () => {
    expect(resolveOptions(specs)).toEqual({ ok: true, value: { nemesis: false, rounds: 8, parry: 'announce' } });
  });
  it('accept command-line strings', () => {
    const r = resolveOptions(specs, { nemesis: 'true', rounds: '12' });
    expect(r.ok && r.value).toEqual({ nemesis: true, rounds: 12, parry: 'announce' });
  });
  it('refuse unknown options and bad values with a reason code and the path', () => {
    const unknown = resolveOptions(specs, { speed: 1 });
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'options/unknown', path: 'speed' });
    const bad = resolveOptions(specs, { rounds: 21 });
    expect(!bad.ok && bad.error).toMatchObject({ code: 'options/invalid', path: 'rounds' });
    const choice = resolveOptions(specs, { parry: 'x' });
    expect(!choice.ok && choice.error.code).toBe('options/invalid');
  });
});

const schema = z.object({
  warriors: z.array(z.object({ id: z.string(), nv: z.number().int().min(1).max(10), side: z.string().default('a') })),
});
const spec = {
  schema,
  sample: { warriors: [] },
  check: (c: z.infer<typeof schema>, locale?: Locale) => {
    const ids = c.warriors.map((w) => w.id);
    return ids
      .filter((id, i) => ids.indexOf(id) !== i)
      .map((id) => ({
        path: 'warriors',
        message: sayIn(locale ?? 'en')(`duplicate id ${id}`, `ismétlődő azonosító: ${id}`),
      }));
  },
};

describe('content', () => {
  it('names the path of every schema error', () => {
    const r = loadContent(spec, { warriors: [{ id: 'a', nv: 4 }, { id: 'b', nv: 'x' }, { nv: 99 }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path).sort()).toEqual(['warriors.1.nv', 'warriors.2.id', 'warriors.2.nv']);
  });
  it('says of each schema error what was expected there and what stands there instead', () => {
    const r = loadContent(spec, { warriors: [{ id: 'b', nv: 'x' }, { nv: 99 }] });
    expect(!r.ok && r.issues).toEqual([
      { path: 'warriors.0.nv', message: 'expected a whole number, not "x"' },
      { path: 'warriors.1.id', message: 'missing (expected a string)' },
      { path: 'warriors.1.nv', message: 'expected at most 10, not 99' },
    ]);
  });
  it('words each schema error in Hungarian when asked, with the same paths', () => {
    const r = loadContent(spec, { warriors: [{ id: 'b', nv: 'x' }, { nv: 99 }] }, 'hu');
    expect(!r.ok && r.issues).toEqual([
      { path: 'warriors.0.nv', message: 'egész szám kell ide, nem "x"' },
      { path: 'warriors.1.id', message: 'hiányzik (szöveg kell ide)' },
      { path: 'warriors.1.nv', message: 'legfeljebb 10 kell ide, nem 99' },
    ]);
  });
  it("passes the language asked for to the rule system's own checks", () => {
    const twice = {
      warriors: [
        { id: 'a', nv: 4 },
        { id: 'a', nv: 5 },
      ],
    };
    const en = loadContent(spec, twice);
    const hu = loadContent(spec, twice, 'hu');
    expect(!en.ok && en.issues).toEqual([{ path: 'warriors', message: 'duplicate id a' }]);
    expect(!hu.ok && hu.issues).toEqual([{ path: 'warriors', message: 'ismétlődő azonosító: a' }]);
  });
  it('runs the cross-reference checks after the schema', () => {
    const r = loadContent(spec, {
      warriors: [
        { id: 'a', nv: 4 },
        { id: 'a', nv: 5 },
      ],
    });
    expect(!r.ok && r.issues[0]?.message).toBe('duplicate id a');
  });
  it('refuses deep nesting without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const r = loadContent(spec, { warriors: deep });
    expect(!r.ok && r.issues[0]?.message).toMatch(/nested deeper/);
    const hu = loadContent(spec, { warriors: deep }, 'hu');
    expect(!hu.ok && hu.issues[0]?.message).toBe('64 szintnél mélyebben van egymásba ágyazva');
    expect(!hu.ok && hu.issues[0]?.path).toBe(!r.ok && r.issues[0]?.path);
  });
  it('a pack given as an object with holes in an array is refused at the hole, not with an exception', () => {
    const warriors: unknown[] = [{ id: 'a', nv: 4 }];
    warriors[2] = { id: 'b', nv: 5 };
    const r = loadContent(spec, { warriors });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path)).toEqual(['warriors.1']);
  });
  it('refuses a field the format does not know, naming its path in either language, instead of dropping it', () => {
    const pack = {
      warriors: [
        { id: 'a', nv: 4 },
        { id: 'b', nv: 5, nameHU: 'Bé' },
      ],
      note: 'mine',
    };
    const r = loadContent(spec, pack);
    expect(r.ok ? [] : r.issues).toEqual([
      { path: 'warriors.1.nameHU', message: 'no such field in this content format (a misspelling?)' },
      { path: 'note', message: 'no such field in this content format (a misspelling?)' },
    ]);
    const hu = loadContent(spec, pack, 'hu');
    expect(hu.ok ? [] : hu.issues.map((i) => i.message)).toEqual([
      'ilyen mező nincs ebben a tartalomformátumban (elírás?)',
      'ilyen mező nincs ebben a tartalomformátumban (elírás?)',
    ]);
    // Without them the pack is taken, and a field the schema fills by default is no unknown one.
    const fine = loadContent(spec, { warriors: [{ id: 'a', nv: 4 }] });
    expect(fine.ok ? fine.content.warriors[0]?.side : null).toBe('a');
    // An editor's pointer to the format at the top is taken and not kept; anywhere else it is unknown.
    const pointed = loadContent(spec, { $schema: './schema.json', warriors: [{ id: 'a', nv: 4 }] });
    expect(pointed.ok ? pointed.content : null).toEqual({ warriors: [{ id: 'a', nv: 4, side: 'a' }] });
    const inner = loadContent(spec, { warriors: [{ id: 'a', nv: 4, $schema: 'x' }] });
    expect(inner.ok ? [] : inner.issues.map((i) => i.path)).toEqual(['warriors.0.$schema']);
  });
  it('exports JSON Schema', () => {
    const js = contentJsonSchema(spec) as { type: string; properties: Record<string, unknown> };
    expect(js.type).toBe('object');
    expect(Object.keys(js.properties)).toEqual(['warriors']);
  });
});

describe('odds inputs', () => {
  const params = [
    { name: 'sl', type: 'integer', description: 'x', required: true, min: 1, max: 20 },
    { name: 'medic', type: 'boolean', description: 'x', default: false },
    { name: 'wound', type: 'choice', description: 'x', values: ['serious', 'critical'], default: 'serious' },
  ] as const;
  it('parses strings and fills defaults', () => {
    expect(parseOddsInputs(params, { sl: '7', medic: '' })).toEqual({
      ok: true,
      value: { sl: 7, medic: true, wound: 'serious' },
    });
  });
  it('refuses missing, unknown and out-of-range parameters', () => {
    expect(parseOddsInputs(params, {})).toMatchObject({ ok: false, error: { code: 'odds/missing-param' } });
    expect(parseOddsInputs(params, { sl: 1, x: 1 })).toMatchObject({
      ok: false,
      error: { code: 'odds/unknown-param' },
    });
    expect(parseOddsInputs(params, { sl: '0' })).toMatchObject({ ok: false, error: { code: 'odds/invalid-param' } });
    expect(parseOddsInputs(params, { sl: 3, wound: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'odds/invalid-param' },
    });
  });
});

describe('odds parameters from the content', () => {
  const proc: OddsProcedure<{ units: Array<{ id: string; name: string }> }> = {
    id: 'hit',
    description: 'x',
    params: [
      { name: 'unit', type: 'string', description: 'Unit id', required: true },
      { name: 'note', type: 'string', description: 'Free text', default: 'none' },
      { name: 'sl', type: 'integer', description: 'x', default: 3 },
    ],
    contentChoices: (c) => ({ unit: namedChoices(c.units) }),
    compute: () => ok(Dist.certain(0)),
  };
  const units = [
    { id: 'a', name: 'Archer' },
    { id: 'b', name: 'Brute' },
    { id: 'b2', name: 'Brute' },
  ];
  it('a string parameter listed from the content is shown as a choice of names; the others stay as they are', () => {
    const shown = showOddsProcedure(proc, 'en', { units });
    expect(shown.params[0]).toEqual({
      name: 'unit',
      description: 'Unit id',
      type: 'choice',
      required: true,
      values: ['a', 'b', 'b2'],
      // Two of the same name are told apart by their ids.
      labels: { a: 'Archer', b: 'Brute (b)', b2: 'Brute (b2)' },
    });
    expect(shown.params.slice(1)).toEqual(proc.params.slice(1));
    // The names are those of the language shown.
    const named: typeof proc = {
      ...proc,
      contentChoices: (c, locale) => ({
        unit: namedChoices(c.units.map((u) => ({ id: u.id, name: locale === 'hu' ? `${u.name} (hu)` : u.name }))),
      }),
    };
    expect((showOddsProcedure(named, 'hu', { units }).params[0] as { labels?: unknown }).labels).toEqual({
      a: 'Archer (hu)',
      b: 'Brute (hu) (b)',
      b2: 'Brute (hu) (b2)',
    });
    // Without content, or with none listed, the parameter is text as declared.
    expect(showOddsProcedure(proc, 'en').params[0]).toEqual(proc.params[0]);
    expect(showOddsProcedure(proc, 'en', { units: [] }).params[0]).toEqual(proc.params[0]);
  });
});
