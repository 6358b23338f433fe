/**
 * The Dogs of War board's table aids: their answers in English and Hungarian under the game's
 * house rules, the panel drawn with each value of, and the board showing it.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset, SAMPLE_CONTENT } from '@skirmish/dogs-of-war';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { PackContext } from '../src/pack.ts';
import { dogsBoardHtml } from './dogs-of-war-board.ts';
import {
  AID_WORDS,
  aidOptions,
  blazeAnswer,
  forcingAnswer,
  materialAnswer,
  ramAnswer,
  reliefAnswer,
  sizeAnswer,
  structureAnswer,
  TableAids,
} from '../src/boards/dogs-of-war/TableAids.tsx';
import { english } from '../../../test/english.ts';

const en = AID_WORDS.en;
const hu = AID_WORDS.hu;
const tables = SAMPLE_CONTENT.tables;
const byDefault = aidOptions({});
const row45 = aidOptions({ 'structure-missing-rows': 'row-4-5' });

/** What the markup shows, tags and React's comments taken out. */
const shown = (html: string): string =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The panel on a page in `lang`, for a game under the house rules `options`. */
function panel(lang: 'en' | 'hu', options: Record<string, unknown>): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(PackContext.Provider, { value: { hash: 'h', content: null, options } }, createElement(TableAids)),
    ),
  );
}

describe('the table aids answer as the rules do', () => {
  it('DW-STRUCT-02 A-05 a lost row is refused by default and read as the 4-5 row under row-4-5, in both languages', () => {
    expect(structureAnswer('10', '4', '3', tables, byDefault, en)).toEqual({ ok: false, text: en.structure.missing });
    expect(structureAnswer('10', '4', '3', tables, row45, en)).toEqual({
      ok: true,
      text: 'STR 10 against RES 4 (difference 6), die 3: 2 SP lost.',
    });
    expect(structureAnswer('10', '4', '5', tables, byDefault, hu)).toEqual({ ok: false, text: hu.structure.missing });
    expect(structureAnswer('10', '4', '5', tables, row45, hu)).toEqual({
      ok: true,
      text: 'ERŐ 10 az ELL 4 ellen (különbség 6), dobás 5: 3 SZP vész el.',
    });
    // The printed rows and the 6-7 row's printed 1 need no house rule.
    expect(structureAnswer('9', '4', '4', tables, byDefault, en).text).toContain(': 2 SP lost');
    expect(structureAnswer('10', '4', '1', tables, byDefault, en).text).toContain(': 1 SP lost');
    // A pack's own row comes before either reading.
    const packed = {
      ...tables,
      structureDamage: { ...tables.structureDamage, rows: [[6, [1, 2, 4, 4, 5]]] as [number, number[]][] },
    };
    expect(structureAnswer('10', '4', '3', packed, byDefault, en).text).toContain(': 4 SP lost');
    expect(structureAnswer('10', '4', '3', packed, row45, en).text).toContain(': 4 SP lost');
  });

  it('DW-BUILD-01 A-22 material SP: the product rounded up by default, the thickness first under the house rule', () => {
    expect(materialAnswer('stone', '2.5', byDefault, en)).toEqual({
      ok: true,
      text: '8 SP (SP value 3 × thickness, the product rounded up); RES 8.',
    });
    const thickness = aidOptions({ 'material-sp-rounding': 'thickness' });
    expect(materialAnswer('stone', '2,5', thickness, hu).text).toBe(
      '9 SZP (SZP-érték 3 × vastagság, előbb a vastagság felfelé kerekítve); ELL 8.',
    );
    expect(materialAnswer('stone', '0', byDefault, en)).toEqual({
      ok: false,
      text: en.needAbove(en.material.thickness, 0),
    });
  });

  it('DW-SCENERY-04 A-21 DW-SCENERY-06 DW-SCENERY-07 Size by height and crossing relief', () => {
    expect(sizeAnswer('3.5', en).text).toBe('Size: Medium.');
    expect(sizeAnswer('0.5', en).text).toBe(en.size.ignored);
    expect(sizeAnswer('9', hu).text).toBe('Méret: Nagyon nagy.');
    expect(reliefAnswer('Large', 'Medium', en).text).toBe(en.relief.blocked);
    expect(reliefAnswer('Small', 'Medium', hu).text).toBe(hu.relief.ignored);
    expect(reliefAnswer('Medium', 'Medium', en).text).toBe(en.relief.climb);
  });

  it('DW-STRUCT-15 a blaze goes out, holds or moves by 5', () => {
    expect(blazeAnswer('0', '2', en).text).toBe(en.blaze.out);
    expect(blazeAnswer('10', '1', en).text).toBe('It dies down: Blaze/5.');
    expect(blazeAnswer('5', '3', hu).text).toBe('Nincs változás: Tűz/5.');
    expect(blazeAnswer('5', '6', hu).text).toBe('Terjed: Tűz/10.');
    expect(blazeAnswer('7', '6', en)).toEqual({ ok: false, text: en.blaze.step });
  });

  it('DW-SIEGE-08 a ram strikes at 5 plus the carriers’ STR less their wound penalties, the wounds in the player’s words', () => {
    expect(ramAnswer('4, 3 light, 3 serious', en).text).toContain('STR 12 ');
    expect(ramAnswer('4, 3 könnyű, 3 súlyos', hu).text).toContain(' 12 ERŐ-vel');
    expect(ramAnswer('4, 3 könnyű', en)).toEqual({ ok: false, text: en.ram.bad('3 könnyű') });
    expect(ramAnswer(' , ', hu)).toEqual({ ok: false, text: hu.ram.none });
  });

  it('DW-NEXUS-21 forcing: trial +2, never without a trial or when inviolable, not without a load', () => {
    const f = { trial: '5', loads: '2', used: '0', perRound: '1', inviolable: false };
    expect(forcingAnswer(f, en).text).toBe('Forcing difficulty 7.');
    expect(forcingAnswer({ ...f, loads: '' }, hu).text).toBe('A kikényszerítés nehézsége 7.');
    expect(forcingAnswer({ ...f, trial: '' }, en)).toEqual({ ok: false, text: en.forcing.never });
    expect(forcingAnswer({ ...f, inviolable: true }, en)).toEqual({ ok: false, text: en.forcing.never });
    expect(forcingAnswer({ ...f, loads: '0' }, hu)).toEqual({ ok: false, text: hu.forcing.noLoad });
    expect(forcingAnswer({ ...f, used: '1' }, en)).toEqual({ ok: false, text: en.forcing.noLoad });
  });

  it('bad input gets words, not a number: a die outside 1 to 6, a word, a fraction where a whole number is asked', () => {
    expect(structureAnswer('6', '4', '7', tables, byDefault, en)).toEqual({
      ok: false,
      text: 'Die: give a number from 1 to 6.',
    });
    expect(structureAnswer('6', '4', '0', tables, byDefault, hu)).toEqual({
      ok: false,
      text: 'Dobás: adj meg egy számot 1 és 6 között.',
    });
    expect(structureAnswer('six', '4', '3', tables, byDefault, en).text).toBe(en.needNumber(en.structure.str));
    expect(blazeAnswer('5', '2.5', en).text).toBe(en.needWhole(en.blaze.roll));
    expect(sizeAnswer('-1', hu).text).toBe(hu.needAtLeast(hu.size.height, 0));
  });

  it("the game's house rules are read with their defaults, and ones this client does not know give the defaults", () => {
    expect(byDefault['structure-missing-rows']).toBe('refuse');
    expect(row45['structure-missing-rows']).toBe('row-4-5');
    expect(aidOptions({ 'no-such-rule': true })['structure-missing-rows']).toBe('refuse');
  });
});

describe('the table aids panel', () => {
  it('A-05 A-22 drawn in English with each value of the house rules', () => {
    const plain = shown(panel('en', {}));
    expect(plain).toContain('Table aids');
    expect(plain).toContain('Structure table: lost rows: Say the data is missing');
    expect(plain).toContain('Material SP: rounding: Round the product up');
    expect(plain).toContain('STR 6 against RES 4 (difference 2), die 3: 1 SP lost.');
    expect(plain).toContain('8 SP (SP value 3 × thickness, the product rounded up); RES 8.');
    const other = panel('en', { 'structure-missing-rows': 'row-4-5', 'material-sp-rounding': 'thickness' });
    expect(other).toContain('data-option="structure-missing-rows" data-value="row-4-5"');
    expect(shown(other)).toContain('Structure table: lost rows: Read the 4-5 row');
    expect(shown(other)).toContain('9 SP (SP value 3 × thickness, the thickness rounded up first)');
  });

  it('A-05 drawn in Hungarian with each value, and no English left in it', () => {
    const plain = shown(panel('hu', {}));
    expect(plain).toContain('Asztali segédletek');
    expect(plain).toContain('Szerkezeti sebzéstáblázat: elveszett sorok: Jelezze, hogy az adat hiányzik');
    expect(plain).toContain('ERŐ 6 az ELL 4 ellen (különbség 2), dobás 3: 1 SZP vész el.');
    expect(english(plain, [])).toEqual([]);
    const other = shown(panel('hu', { 'structure-missing-rows': 'row-4-5' }));
    expect(other).toContain('Szerkezeti sebzéstáblázat: elveszett sorok: A 4-5-ös sort olvassa');
    expect(english(other, [])).toEqual([]);
  });

  it('every Hungarian string of the aids is Hungarian', () => {
    const strings = (v: unknown): string[] =>
      typeof v === 'string'
        ? [v]
        : typeof v === 'function'
          ? [String((v as (...a: unknown[]) => unknown)('x', 1, 2, 3))]
          : v && typeof v === 'object'
            ? Object.values(v).flatMap(strings)
            : [];
    expect(english(strings(hu).join('\n'), [])).toEqual([]);
    expect(english(strings(en).join('\n'), []).length).toBeGreaterThan(0);
  });

  it('the Dogs of War board shows the panel, closed until opened', () => {
    const engine = unwrap(Engine.create(dogsOfWarRuleset));
    const m = unwrap(engine.start(1, dogsOfWarRuleset.defaultSetup));
    const html = dogsBoardHtml({
      gameId: 'aids',
      seat: 'red',
      view: engine.view(m, 'red'),
      pending: engine.pending(m).map((d) => ({ kind: d.kind, seats: d.seats })),
      legal: engine.legal(m, 'red'),
    });
    expect(html).toMatch(/<details class="dw-aids"><summary>Table aids<\/summary>/);
  });
});
