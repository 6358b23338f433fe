import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, jsonSyntaxWords } from '../src/json-where.ts';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('where a JSON text breaks', () => {
  it('agrees with the JSON parser on what is JSON', () => {
    const texts = [
      '{"a":[1,{"b":null}],"c":"\\u00e9\\n"}',
      '-0.5e+3',
      ' [ ] ',
      '{}',
      '"x"',
      'true',
      '{"a":1,}',
      '{"a" 1}',
      '{"a":tru}',
      '{"a":1',
      '',
      'x',
      '01',
      '[1 2]',
      '"\\x"',
      '"a\nb"',
      '{"a":1}}',
      '{"a":1e}',
      '[1,]',
      '"\\u12G4"',
    ];
    for (const t of texts) expect(jsonSyntaxError(t) === null, JSON.stringify(t)).toBe(parses(t));
  });

  it('names the line and column, counted from 1, and what is found there', () => {
    expect(jsonSyntaxError('{\n  "a": 1,\n  "b": x\n}')).toEqual({ offset: 19, line: 3, column: 8, found: 'x' });
    expect(jsonSyntaxError('[1,\n2')).toEqual({ offset: 5, line: 2, column: 2, found: null });
    const trailing = jsonSyntaxError('{\n  "a": 1,\n}');
    expect(trailing && jsonSyntaxWords(trailing)).toBe('line 3, column 1: unexpected "}"');
    expect(trailing && jsonSyntaxWords(trailing, 'hu')).toBe('a 3. sor 1. oszlopában: váratlan "}"');
    const cut = jsonSyntaxError('[');
    expect(cut && jsonSyntaxWords(cut, 'hu')).toBe('az 1. sor 2. oszlopában: a szöveg túl korán véget ér');
  });

  it('reads any depth of nesting without running out of stack', () => {
    expect(jsonSyntaxError(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toBeNull();
    expect(jsonSyntaxError(`${'{"a":'.repeat(100_000)}1${'}'.repeat(99_999)}`)?.found).toBeNull();
  });
});
