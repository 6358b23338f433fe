/** `nameIn`: what a pack's named thing is called in each language; `huArticle`: the article before it. */
import { describe, expect, it } from 'vitest';
import { huArticle, nameIn } from '../src/index.ts';

describe('nameIn', () => {
  const glossary = { Sabre: 'Szablya' };
  it('gives the English name in English, whatever Hungarian names there are', () => {
    expect(nameIn({ name: 'Sabre', nameHu: 'Kard' }, 'en', glossary)).toBe('Sabre');
  });
  it('gives in Hungarian the pack’s own name first, then the glossary’s, then the name as written', () => {
    expect(nameIn({ name: 'Sabre', nameHu: 'Kard' }, 'hu', glossary)).toBe('Kard');
    expect(nameIn({ name: 'Sabre' }, 'hu', glossary)).toBe('Szablya');
    expect(nameIn({ name: 'Lightning Fork' }, 'hu', glossary)).toBe('Lightning Fork');
    expect(nameIn({ name: 'Sabre' }, 'hu')).toBe('Sabre');
  });
});

describe('the Hungarian definite article', () => {
  it('reads a number by its spoken form: "az" before 1, 5, 50, 1,000-1,999, "a" before 2, 10-19, 100-199', () => {
    const az = [1, 5, 50, 56, 500, 1000, 1999, 5000, '1.', '56.'];
    const a = [2, 3, 4, 6, 7, 8, 9, 10, 11, 19, 20, 100, 199, 10000, '2.', 0];
    expect(az.map(huArticle)).toEqual(az.map(() => 'az'));
    expect(a.map(huArticle)).toEqual(a.map(() => 'a'));
  });

  it('reads a word by its first letter, past an opening quote', () => {
    expect(['Orvos', 'ütő', '„Egyéb”', 'Íj', 'Őr'].map(huArticle)).toEqual(['az', 'az', 'az', 'az', 'az']);
    expect(['Katona', 'szoba', '„Mozgás”', 'Zsák'].map(huArticle)).toEqual(['a', 'a', 'a', 'a']);
  });

  it('reads a code or an abbreviation by its first letter’s name', () => {
    expect(['X4', 'R101', 'S01', 'F3', 'EMP', 'A'].map(huArticle)).toEqual(['az', 'az', 'az', 'az', 'az', 'az']);
    expect(['D7', 'B2', 'K12', 'TV'].map(huArticle)).toEqual(['a', 'a', 'a', 'a']);
    // A Roman ordinal reads as its number.
    expect(['I.', 'II.', 'IV.', 'V.', 'X.', 'XV.', 'L.'].map(huArticle)).toEqual([
      'az',
      'a',
      'a',
      'az',
      'a',
      'a',
      'az',
    ]);
    // A capitalised word is read as a word.
    expect(['Szanitéc', 'Mesterlövész', 'Orvos'].map(huArticle)).toEqual(['a', 'a', 'az']);
  });
});
