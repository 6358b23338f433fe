/**
 * `skirmish dogs-of-war aid`: the battle aids asked at the table, in English and Hungarian, under
 * the house rules given with --option or kept by a campaign.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Engine, serializeMatch, unwrap } from '@skirmish/core';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { main } from '../src/main.ts';
import { english } from '../../../test/english.ts';

const tmp = mkdtempSync(join(tmpdir(), 'skirmish-dogs-aid-'));

async function aid(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(['dogs-of-war', 'aid', ...argv], {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
  });
  return { code, out, err };
}

const hu = (...argv: string[]) => aid(...argv, '--locale', 'hu');

/** A campaign file begun under the house rules `options`. */
function campaignWith(options: Record<string, unknown>): string {
  const engine = unwrap(Engine.create(dogsOfWarRuleset, { options }));
  const m = unwrap(
    engine.start(1, {
      companies: [
        { seat: 'red', name: 'Red' },
        { seat: 'blue', name: 'Blue' },
      ],
      missions: 2,
      campaign: 'league',
    }),
  );
  const file = join(tmp, `campaign-${Object.values(options).join('-') || 'default'}.json`);
  writeFileSync(file, serializeMatch(m));
  return file;
}

describe('skirmish dogs-of-war aid structure', () => {
  it('DW-STRUCT-02 reads the printed table by STR - RES and the die', async () => {
    // Difference 5 reads the 4-5 row: 1 1 2 2 3; difference 2 the 2-3 row: 0 1 1 2 3.
    const r = await aid('structure', '--str', '9', '--res', '4', '--die', '4');
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toBe('STR 9 against RES 4 (difference 5), die 4: 2 SP lost (DW-STRUCT-02)\n');
    expect((await aid('structure', '--str', '6', '--res', '4', '--die', '6')).out).toContain(': 3 SP lost');
    expect((await aid('structure', '--str', '3', '--res', '4', '--die', '3')).out).toContain(': 0 SP lost');
  });

  it('DW-STRUCT-02 A-05 a lost row is refused by default, exit 1, and read as the 4-5 row under row-4-5', async () => {
    const refused = await aid('structure', '--str', '10', '--res', '4', '--die', '3');
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toContain('the text lost this row of the structure table');
    expect(refused.err).toContain('[struct/rule-data-missing]');
    const read = await aid(
      'structure',
      '--str',
      '10',
      '--res',
      '4',
      '--die',
      '3',
      '--option',
      'structure-missing-rows=row-4-5',
    );
    expect(read).toMatchObject({ code: 0, err: '' });
    expect(read.out).toContain('die 3: 2 SP lost');
    // The printed 1 of the 6-7 row needs no house rule.
    expect((await aid('structure', '--str', '10', '--res', '4', '--die', '1')).out).toContain(': 1 SP lost');
  });

  it('DW-STRUCT-02 A-05 in Hungarian, the refusal and the answer', async () => {
    const refused = await hu('structure', '--str', '10', '--res', '4', '--die', '5');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Elutasítva: a szöveg elvesztette a szerkezeti táblázat e sorát');
    expect(english(refused.err, ['structure-missing-rows=row-4-5', 'struct/rule-data-missing'])).toEqual([]);
    const read = await hu(
      'structure',
      '--str',
      '10',
      '--res',
      '4',
      '--die',
      '5',
      '--option',
      'structure-missing-rows=row-4-5',
    );
    expect(read.out).toBe('ERŐ 10 az ELL 4 ellen (különbség 6), dobás 5: 3 SZP vész el (DW-STRUCT-02)\n');
  });

  it("A-05 a campaign's own house rule is read with --campaign, and --option is laid over it", async () => {
    const fallback = campaignWith({ 'structure-missing-rows': 'row-4-5' });
    const r = await aid('structure', '--str', '11', '--res', '4', '--die', '2', '--campaign', fallback);
    expect(r).toMatchObject({ code: 0, out: 'STR 11 against RES 4 (difference 7), die 2: 1 SP lost (DW-STRUCT-02)\n' });
    const over = await aid(
      'structure',
      ...['--str', '11', '--res', '4', '--die', '2', '--campaign', fallback],
      ...['--option', 'structure-missing-rows=refuse'],
    );
    expect(over.code).toBe(1);
    const plain = campaignWith({});
    expect((await aid('structure', '--str', '11', '--res', '4', '--die', '2', '--campaign', plain)).code).toBe(1);
  });
});

describe('skirmish dogs-of-war aid: the other aids', () => {
  it('DW-BUILD-01 A-22 material SP: the product rounded up, or the thickness first under the house rule', async () => {
    const product = await aid('material', '--material', 'stone', '--thickness', '2.5');
    expect(product.out).toBe(
      'stone 2.5 cm thick: 8 SP (SP value 3 × thickness, the product rounded up), RES 8 (DW-BUILD-01)\n',
    );
    const thickness = await aid(
      'material',
      '--material',
      'stone',
      '--thickness',
      '2.5',
      '--option',
      'material-sp-rounding=thickness',
    );
    expect(thickness.out).toContain(': 9 SP (SP value 3 × thickness, the thickness rounded up first)');
    // The book's own example: 2 cm of stone is 6 SP either way.
    expect((await aid('material', '--material', 'stone', '--thickness', '2')).out).toContain(': 6 SP');
    const h = await hu(
      'material',
      '--material',
      'kő',
      '--thickness',
      '2,5',
      '--option',
      'material-sp-rounding=thickness',
    );
    expect(h.out).toBe(
      'kő, 2,5 cm vastag: 9 SZP (SZP-érték 3 × vastagság, előbb a vastagság felfelé kerekítve), ELL 8 (DW-BUILD-01)\n',
    );
  });

  it('DW-SCENERY-04 A-21 the Size by height, in both languages', async () => {
    expect((await aid('size', '--height', '3.5')).out).toBe('3.5 cm high: Medium (DW-SCENERY-04)\n');
    expect((await aid('size', '--height', '3')).out).toContain(': Small');
    expect((await aid('size', '--height', '0.5')).out).toContain('the element is ignored');
    expect((await hu('size', '--height', '9')).out).toBe('9 cm magas: Nagyon nagy (DW-SCENERY-04)\n');
  });

  it('DW-SCENERY-06 DW-SCENERY-07 relief: smaller ignored, larger blocks, the same Size crossed at MOV x1', async () => {
    expect((await aid('relief', '--element', 'Large', '--fighter', 'Medium')).out).toContain('cannot cross it');
    expect((await aid('relief', '--element', 'small', '--fighter', 'Medium')).out).toContain('he ignores it');
    expect((await aid('relief', '--element', 'very-large', '--fighter', 'Very Large')).out).toContain('MOV ×1');
    const h = await hu('relief', '--element', 'Közepes', '--fighter', 'közepes');
    expect(h.out).toContain('Közepes domborzat, Közepes harcos: azonos méret: MOZ ×1-gyel');
  });

  it('DW-STRUCT-15 a blaze shrinks on 1-2 (a Blaze/0 goes out), holds on 3, grows on 4-6', async () => {
    expect((await aid('blaze', '--blaze', '0', '--roll', '2')).out).toBe(
      'Blaze/0, roll 2: the fire goes out, the counter is removed (DW-STRUCT-15)\n',
    );
    expect((await aid('blaze', '--blaze', '10', '--roll', '1')).out).toContain('dies down to Blaze/5');
    expect((await aid('blaze', '--blaze', '5', '--roll', '3')).out).toContain('no change, Blaze/5');
    expect((await hu('blaze', '--blaze', '5', '--roll', '6')).out).toBe(
      'Tűz/5, dobás 6: terjed: Tűz/10 (DW-STRUCT-15)\n',
    );
  });

  it('DW-SIEGE-08 a ram strikes at 5 plus its carriers’ STR less their wound penalties', async () => {
    // 5 + 4 + (3 - 1) + (3 - 2) = 12
    expect((await aid('ram', '--carriers', '4,3:light,3:serious')).out).toContain('Ram STR 12 ');
    expect((await hu('ram', '--carriers', '4,3:könnyű,3:súlyos')).out).toContain('ERŐ-je 12 ');
  });

  it('DW-SIEGE-08 a carrier of no possible STR is refused by the rules, in the chosen language', async () => {
    const en = await aid('ram', '--carriers', '4:light,99:none');
    expect(en).toMatchObject({ code: 1, out: '' });
    expect(en.err).toBe(
      "Refused: A carrier's STR is a whole number from 0 to 30, not 99 (DW-SIEGE-08) [ram/bad-str]\n",
    );
    const h = await hu('ram', '--carriers', '4:light,99:none');
    expect(h).toMatchObject({ code: 1, out: '' });
    expect(h.err).toContain('egy vivő ERŐ-je 0 és 30 közötti egész szám, nem 99 (DW-SIEGE-08) [ram/bad-str]');
    expect(english(h.err, ['DW-SIEGE-08', 'ram/bad-str'])).toEqual([]);
  });

  it('DW-NEXUS-21 forcing: the trial +2, refused without a trial, without a load or past the round’s limit', async () => {
    const r = await aid('forcing', '--trial', '5', '--loads', '2', '--per-round', '1');
    expect(r).toMatchObject({ code: 0, out: 'Forcing difficulty 7 (DW-NEXUS-21)\n' });
    expect(
      (await aid('forcing', '--trial', '4', '--loads', 'unlimited', '--per-round', '2', '--used', '1')).out,
    ).toContain('difficulty 6');
    const none = await aid('forcing', '--trial', 'none', '--loads', '2', '--per-round', '1');
    expect(none.code).toBe(1);
    expect(none.err).toContain('can never be forced');
    expect((await aid('forcing', '--trial', '5', '--loads', '2', '--per-round', '1', '--inviolable')).code).toBe(1);
    const empty = await hu('forcing', '--trial', '5', '--loads', '0', '--per-round', '1');
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('Elutasítva: nem maradt töltet');
    expect((await aid('forcing', '--trial', '5', '--loads', '3', '--per-round', '1', '--used', '1')).code).toBe(1);
  });
});

describe('skirmish dogs-of-war aid: bad input', () => {
  it('a die outside 1 to 6, a word for a number or a half STR is a usage error (exit 2), in both languages', async () => {
    const seven = await aid('structure', '--str', '6', '--res', '4', '--die', '7');
    expect(seven).toMatchObject({ code: 2, out: '' });
    expect(seven.err).toContain('--die must be from 1 to 6, not 7');
    const word = await aid('blaze', '--blaze', 'five', '--roll', '3');
    expect(word.code).toBe(2);
    expect(word.err).toContain('--blaze must be a number, not "five"');
    expect((await aid('structure', '--str', '6.5', '--res', '4', '--die', '3')).err).toContain(
      'must be a whole number',
    );
    const h = await hu('structure', '--str', '6', '--res', '4', '--die', '0');
    expect(h.code).toBe(2);
    expect(h.err).toContain('A --die értéke 1 és 6 között legyen, nem 0');
    expect((await hu('size', '--height', 'magas')).err).toContain('A --height értéke szám legyen, nem „magas”');
  });

  it('a missing value, an unknown aid, material, Size, carrier or option is named', async () => {
    expect((await aid('structure', '--str', '6', '--die', '3')).err).toContain('Give --res');
    expect((await hu('structure', '--str', '6', '--die', '3')).err).toContain('Add meg: --res');
    const unknown = await aid('catapult');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown aid "catapult"; known: structure, material');
    expect((await hu()).err).toContain('Nevezz meg egy segédletet');
    expect((await aid('material', '--material', 'cob', '--thickness', '2')).err).toContain('Unknown material "cob"');
    expect((await aid('material', '--material', 'stone', '--thickness', '0')).code).toBe(2);
    expect((await aid('relief', '--element', 'Huge', '--fighter', 'Small')).err).toContain('--element is a Size');
    expect((await aid('ram', '--carriers', '4,3:bruised')).err).toContain('not "3:bruised"');
    expect((await aid('blaze', '--blaze', '7', '--roll', '3')).err).toContain('grows and shrinks by 5');
    expect((await aid('size', '--height', '3', '--die', '2')).err).toContain('Unknown option --die');
  });

  it('a house rule that does not exist, or a value it does not take, is refused in the chosen language', async () => {
    const wrongId = await aid('size', '--height', '3', '--option', 'no-such=1');
    expect(wrongId.code).toBe(2);
    expect(wrongId.err).toContain('No house rule "no-such"');
    const wrongValue = await hu(
      'structure',
      '--str',
      '6',
      '--res',
      '4',
      '--die',
      '3',
      '--option',
      'structure-missing-rows=guess',
    );
    expect(wrongValue.code).toBe(2);
    expect(wrongValue.err).toContain(
      'A(z) structure-missing-rows házszabály értéke refuse, row-4-5 lehet, nem „guess”',
    );
    expect((await aid('size', '--height', '3', '--option', 'structure-missing-rows')).err).toContain('as id=value');
  });

  it('the help names the aids in both languages', async () => {
    let en = '';
    let h = '';
    await main(['dogs-of-war', '--help'], { out: (t) => void (en += t) });
    await main(['dogs-of-war', '--help', '--locale', 'hu'], { out: (t) => void (h += t) });
    expect(en).toContain('aid <which>');
    expect(h).toContain('aid <melyik>');
  });
});
