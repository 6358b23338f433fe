import { describe, expect, it } from 'vitest';
import { sheetData, sheetHtml, sheetPdf } from '../src/sheet.ts';
import { changedShape, type Company } from '../src/company.ts';
import { companySheet } from '../src/presenter.ts';
import type { DogsContent, Profile } from '../src/content/schema.ts';
import { company, companyOf, content, done, lionAdept, orcCompany, play, soldier, start } from './helpers.ts';

function orcs() {
  let m = orcCompany(start());
  m = play(m, 'red', done).match;
  return company(m, 'red');
}

describe('the printable company sheet', () => {
  it('DW-COMPANY-16 the sheet holds every field of the book: company header and, per soldier, the full record', () => {
    const c = orcs();
    const d = sheetData(c, content);
    expect(d).toMatchObject({
      name: c.name,
      captain: 'Grash',
      renown: 125,
      // The horn blower's Ally bonus was paid from the 50 RP.
      resources: 45,
      stats: { missions: 0, victories: 0, draws: 0, defeats: 0 },
    });
    expect(d.affiliation).toBe('Orcs of Bran-Ô-Kor');
    expect(d.value).toBe(105);
    expect(d.recruitmentPoints).toBe(20);
    expect(d.actualStrength).toBe(5);
    expect(d.maximumStrength).toBeGreaterThanOrEqual(5);
    const grash = d.soldiers.find((s) => s.name === 'Grash');
    expect(grash).toMatchObject({ type: 'Jackal master of rites', rank: 'Devout', value: 34 });
    expect(grash?.ep).toEqual({ acquired: 30, used: 23, unused: 7 });
    // DEF 4 raised to 5 with formation EP: original and current both kept.
    expect(grash?.characteristics.find((x) => x.key === 'DEF')).toEqual({ key: 'DEF', original: 4, current: 5 });
    const brute = d.soldiers.find((s) => s.name === 'Brute');
    expect(brute?.equipment).toEqual(['Scimitar']);
    for (const s of d.soldiers) {
      expect(Object.keys(s).sort()).toEqual(
        [
          'abilities',
          'aftereffect',
          // Only the faithful has Aspects (DW-PEOPLE-23).
          ...(s.name === 'Grash' ? ['aspects'] : []),
          'attributes',
          'characteristics',
          'ep',
          'equipment',
          'id',
          'missions',
          'name',
          'rank',
          'tags',
          'type',
          'value',
        ].sort(),
      );
    }
  });

  it('DW-COMPANY-16 the HTML page shows every field, escaped', () => {
    const c = { ...orcs(), name: 'Grash & <Sons>' };
    const html = sheetHtml(c, content);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('Grash &amp; &lt;Sons&gt;');
    expect(html).not.toContain('<Sons>');
    for (const label of [
      'Affiliation',
      'Captain',
      'Strength (actual / maximum)',
      'Resources',
      'Roles',
      'Renown',
      'Value',
      'Recruitment points',
      'Missions (won / drawn / lost)',
      'Equipment',
      'Abilities',
      'Attributes',
      'EP acquired / used / unused',
      'Aftereffects',
    ])
      expect(html, label).toContain(label);
    for (const s of c.soldiers) expect(html).toContain(s.name);
  });

  it('DW-COMPANY-16 the PDF is well formed: header, objects at the offsets the cross-reference table gives, every soldier named', () => {
    const c = orcs();
    const bytes = sheetPdf(c, content);
    const text = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(entries.length).toBeGreaterThanOrEqual(6);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (m.index ?? 0) + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
    }
    for (const s of c.soldiers) expect(text).toContain(`(${s.name})`);
    expect(text).toContain('(Renown: 125)');
  });

  it('DW-COMPANY-16 a long roster runs over several PDF pages', () => {
    const c = orcs();
    const many = {
      ...c,
      soldiers: Array.from({ length: 30 }, (_, i) => ({ ...c.soldiers[1]!, id: `x${i}`, name: `Soldier ${i}` })),
    };
    const text = Array.from(sheetPdf(many, content), (b) => String.fromCharCode(b)).join('');
    const count = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(text).toContain('(Soldier 29)');
  });

  it('the sheet in Hungarian: every label, rank and tag in Hungarian, in the HTML page and in the PDF (ő and ű as ö and ü)', () => {
    const c = orcs();
    const html = sheetHtml(c, content, 'hu');
    expect(html).toContain('<html lang="hu">');
    for (const label of [
      'Nép',
      'Kapitány',
      'Létszám (tényleges / legnagyobb)',
      'Erőforrás',
      'Szerepek',
      'Hírnév',
      'Érték',
      'Toborzási keret',
      'Küldetések (győzelem / döntetlen / vereség)',
      'Felszerelés',
      'Képességek',
      'Tulajdonságok',
      'TP szerzett / felhasznált / szabad',
      'Utóhatás',
    ])
      expect(html, label).toContain(label);
    // The English labels are gone (content names stay as the pack gives them).
    for (const english of ['Affiliation', 'Captain', 'Renown', 'Recruitment points', 'Abilities', 'Aftereffects'])
      expect(html, english).not.toContain(english);
    const grash = sheetData(c, content, 'hu').soldiers.find((s) => s.name === 'Grash');
    expect(grash?.tags).toContain('kapitány');
    expect(grash?.rank).not.toBe(sheetData(c, content).soldiers.find((s) => s.name === 'Grash')?.rank);
    const pdf = Array.from(sheetPdf(c, content, 'hu'), (b) => String.fromCharCode(b)).join('');
    expect(pdf).toContain('(Hírnév: 125)');
    expect(pdf).toContain('(Kapitány: Grash)');
    // Erőforrás: ő is not in the PDF's Latin-1 fonts, so it prints as ö, never as "?".
    expect(pdf).toContain('Eröforrás: 45');
    expect(pdf).not.toContain('Er?forr');
  });
});

describe("a faithful's Aspects on the sheet", () => {
  /** The orc company, its captain Grash (Jackal master of rites, Aspects C1/A1/D0) with one point of Creation bought. */
  function withCreation(): Company {
    const c = orcs();
    return {
      ...c,
      soldiers: c.soldiers.map((s) => (s.name === 'Grash' ? { ...s, bought: { ...s.bought, CRE: 1 } } : s)),
    };
  }

  it('DW-EVOLVE-CHAR-16 DW-PEOPLE-23 the sheet shows a faithful his Aspects, original and current, and no Aspects for anyone else', () => {
    const c = withCreation();
    const d = sheetData(c, content);
    expect(d.soldiers.find((s) => s.name === 'Grash')?.aspects).toEqual([
      { key: 'CRE', name: 'Creation', original: 1, current: 2 },
      { key: 'ALT', name: 'Alteration', original: 1, current: 1 },
      { key: 'DES', name: 'Destruction', original: 0, current: 0 },
    ]);
    expect(d.soldiers.filter((s) => s.aspects !== undefined).map((s) => s.name)).toEqual(['Grash']);
    const html = sheetHtml(c, content);
    expect(html).toContain(
      '<div class="field"><span class="label">Aspects</span> <span class="value">Creation 1&gt;2, Alteration 1, Destruction 0</span></div>',
    );
    expect(html.match(/>Aspects</g)?.length).toBe(1);
    const pdf = Array.from(sheetPdf(c, content), (b) => String.fromCharCode(b)).join('');
    expect(pdf).toContain('(Aspects: Creation 1>2, Alteration 1, Destruction 0)');
    // The terminal sheet (the status of the command line) has the same line, once.
    const text = companySheet(c, content).split('\n');
    expect(text.filter((l) => l.includes('Aspects'))).toEqual([
      '    Aspects: Creation 1>2, Alteration 1, Destruction 0',
    ]);
  });

  it('DW-EVOLVE-CHAR-16 the Aspects in Hungarian: Teremtés, Átalakítás, Pusztítás', () => {
    const c = withCreation();
    expect(
      sheetData(c, content, 'hu')
        .soldiers.find((s) => s.name === 'Grash')
        ?.aspects?.map((a) => a.name),
    ).toEqual(['Teremtés', 'Átalakítás', 'Pusztítás']);
    expect(sheetHtml(c, content, 'hu')).toContain(
      '<span class="label">Aspektusok</span> <span class="value">Teremtés 1&gt;2, Átalakítás 1, Pusztítás 0</span>',
    );
    const pdf = Array.from(sheetPdf(c, content, 'hu'), (b) => String.fromCharCode(b)).join('');
    expect(pdf).toContain('(Aspektusok: Teremtés 1>2, Átalakítás 1, Pusztítás 0)');
    const text = companySheet(c, content, 'hu').split('\n');
    expect(text.filter((l) => l.includes('Aspektusok'))).toEqual([
      '    Aspektusok: Teremtés 1>2, Átalakítás 1, Pusztítás 0',
    ]);
  });
});

describe('the paths a magician learned', () => {
  const lior = soldier({ id: 'm', name: 'Lior', type: 'magician', paths: ['Theurgy', 'Circaeus'] });
  const c = companyOf([lior, soldier({ id: 'w', name: 'Wend' })]);
  const pdfOf = (locale: 'en' | 'hu') =>
    Array.from(sheetPdf(c, content, locale), (b) => String.fromCharCode(b)).join('');

  it('DW-EVOLVE-RANK-06 the sheet names the paths a magician learned, in the HTML page and the PDF; no line for anyone else', () => {
    const d = sheetData(c, content);
    expect(d.soldiers.find((s) => s.name === 'Lior')?.paths).toEqual(['Theurgy', 'Circaeus']);
    expect(d.soldiers.find((s) => s.name === 'Wend')?.paths).toBeUndefined();
    const html = sheetHtml(c, content);
    expect(html).toContain('<span class="label">Paths learned</span> <span class="value">Theurgy, Circaeus</span>');
    expect(html.match(/>Paths learned</g)?.length).toBe(1);
    expect(pdfOf('en')).toContain('(Paths learned: Theurgy, Circaeus)');
    // The terminal sheet (the status of the command line) has the same line, for him alone.
    expect(
      companySheet(c, content)
        .split('\n')
        .filter((l) => l.includes('Paths learned')),
    ).toEqual(['    Paths learned: Theurgy, Circaeus']);
  });

  it('DW-EVOLVE-RANK-06 the learned paths in Hungarian: Teurgia, Circaeus', () => {
    expect(sheetData(c, content, 'hu').soldiers.find((s) => s.name === 'Lior')?.paths).toEqual(['Teurgia', 'Circaeus']);
    expect(sheetHtml(c, content, 'hu')).toContain(
      '<span class="label">Megtanult ösvények</span> <span class="value">Teurgia, Circaeus</span>',
    );
    // The PDF's Latin-1 prints ö as it is.
    expect(pdfOf('hu')).toContain('(Megtanult ösvények: Teurgia, Circaeus)');
    const text = companySheet(c, content, 'hu').split('\n');
    expect(text.filter((l) => l.includes('ösvények'))).toEqual(['    Megtanult ösvények: Teurgia, Circaeus']);
    // The characteristics by their Hungarian abbreviations, as the rule texts write them.
    const wend = text[text.findIndex((l) => l.startsWith('- Wend')) + 1] ?? '';
    expect(wend).toMatch(/^ {4}MOZ \d+ KEZ \d+ TÁM \d+ ERŐ \d+/);
    expect(wend).not.toMatch(/\b(MOV|INI|ATT|STR)\b/);
  });
});

describe("a magician's starting magic", () => {
  // A Lion Adept of the book's profiles who chose Fire and Circaeus when recruited, and learned Theurgy.
  const lior = lionAdept({ magicOfChoice: { element: 'fire', path: 'Circaeus' }, paths: ['Theurgy'] });
  const c = companyOf([lior, soldier({ id: 'w', name: 'Wend' })]);
  const pdfOf = (locale: 'en' | 'hu') =>
    Array.from(sheetPdf(c, content, locale), (b) => String.fromCharCode(b)).join('');

  it('DW-PEOPLE-05 the sheet names the Elements and paths his card gives and those he chose, apart from the paths he learned; no line for anyone else', () => {
    const d = sheetData(c, content);
    expect(d.soldiers.find((s) => s.name === 'Lior')).toMatchObject({
      startingElements: ['Light', 'Fire'],
      startingPaths: ['Hermetism', 'Circaeus'],
      paths: ['Theurgy'],
    });
    const wend = d.soldiers.find((s) => s.name === 'Wend');
    expect([wend?.startingElements, wend?.startingPaths]).toEqual([undefined, undefined]);
    const html = sheetHtml(c, content);
    expect(html).toContain('<span class="label">Starting Elements</span> <span class="value">Light, Fire</span>');
    expect(html).toContain('<span class="label">Starting paths</span> <span class="value">Hermetism, Circaeus</span>');
    expect(html.match(/>Starting paths</g)?.length).toBe(1);
    expect(pdfOf('en')).toContain('(Starting paths: Hermetism, Circaeus)');
    expect(
      companySheet(c, content)
        .split('\n')
        .filter((l) => l.includes('Starting') || l.includes('Paths learned')),
    ).toEqual([
      '    Starting Elements: Light, Fire',
      '    Starting paths: Hermetism, Circaeus',
      '    Paths learned: Theurgy',
    ]);
  });

  it('DW-PEOPLE-05 the starting magic in Hungarian: Fény, Tűz; Hermetizmus, Circaeus', () => {
    expect(sheetData(c, content, 'hu').soldiers.find((s) => s.name === 'Lior')).toMatchObject({
      startingElements: ['Fény', 'Tűz'],
      startingPaths: ['Hermetizmus', 'Circaeus'],
    });
    expect(sheetHtml(c, content, 'hu')).toContain(
      '<span class="label">Kezdő ösvények</span> <span class="value">Hermetizmus, Circaeus</span>',
    );
    // The PDF's Latin-1 prints ő and ű as ö and ü.
    expect(pdfOf('hu')).toContain('(Kezdö elemek: Fény, Tüz)');
    expect(
      companySheet(c, content, 'hu')
        .split('\n')
        .filter((l) => l.includes('Kezdő')),
    ).toEqual(['    Kezdő elemek: Fény, Tűz', '    Kezdő ösvények: Hermetizmus, Circaeus']);
  });
});

describe('a soldier who changes shape', () => {
  // A card of our own with a second form (test content): COU 5 on foot, FEAR 4 and more STR changed.
  const base = content.profiles.find((p) => p.id === 'orc-brute') as Profile;
  const shifter: Profile = {
    ...base,
    id: 'shifter',
    name: 'Shifter',
    characteristics: { ...base.characteristics, MOV: 10, STR: 4, RES: 5, COU: 5, FEAR: null },
    abilities: [{ name: 'Brutal' }],
    shape: {
      name: 'Shifter beast',
      characteristics: { ...base.characteristics, MOV: 15, STR: 7, RES: 6, COU: null, FEAR: 4 },
      abilities: [{ name: 'Born killer' }],
    },
  };
  const pack: DogsContent = { ...content, profiles: [...content.profiles, shifter] };
  const changer = soldier({
    id: 'x',
    name: 'Changer',
    profile: 'shifter',
    original: { ...shifter.characteristics },
    bought: { STR: 1, MOV: 1 },
    abilities: [
      { name: 'Brutal', value: null, source: 'card' },
      { name: 'Leap', value: null, source: 'learned' },
    ],
    role: 'sergeant',
    attributes: [{ id: 'blade-of-valour', name: 'Blade of valour', kind: 'artifact', cost: 8 }],
  });

  it('DW-SOLDIER-16 a soldier who changes shape keeps his improvements, and FEAR replaces his higher COU', () => {
    const shape = changedShape(changer, shifter);
    // STR 7 + his bought point, MOV 15 + his 2.5, RES as the other form prints it.
    expect(shape?.characteristics).toMatchObject({ MOV: 17.5, STR: 8, RES: 6, COU: null, FEAR: 4 });
    // The other form's printed abilities replace his card's; what he learned comes along.
    expect(shape?.abilities.map((a) => a.name)).toEqual(['Born killer', 'Leap']);
    // Without a second form there is nothing to show.
    expect(changedShape(changer, base)).toBeNull();
    const c = companyOf([soldier({ id: 'cap', rank: 'Elite' }), changer]);
    const sheet = sheetData(c, pack).soldiers.find((s) => s.id === 'x');
    expect(sheet?.shape?.name).toBe('Shifter beast');
    expect(sheet?.shape?.characteristics.find((k) => k.key === 'STR')?.value).toBe(8);
    // Role and attributes are his own in either form: the sheet keeps them on the soldier.
    expect(sheet?.tags).toContain('sergeant');
    expect(sheet?.attributes).toEqual([{ name: 'Blade of valour', cost: 8 }]);
    const html = sheetHtml(c, pack);
    expect(html).toContain('Changed shape');
    expect(html).toContain('Shifter beast; MOV 17.5');
    expect(sheetHtml(c, pack, 'hu')).toContain('Átváltozott alak');
    expect(new TextDecoder('latin1').decode(sheetPdf(c, pack))).toContain('Changed shape: Shifter beast');
  });
});
