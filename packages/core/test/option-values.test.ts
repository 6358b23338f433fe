import { describe, expect, it } from 'vitest';
import { optionValueText, type OptionSpec } from '../src/index.ts';

const parry: OptionSpec = {
  id: 'parry',
  label: 'Parry',
  description: 'x',
  hu: { label: 'Hárítás', description: 'y', valueLabels: { announce: 'Bejelentve' } },
  type: 'choice',
  default: 'announce',
  values: ['announce', 'secret', 'none'],
  valueLabels: { announce: 'Announced', secret: 'In secret' },
};

describe('a choice option’s values in words', () => {
  it('a value reads in the language asked', () => {
    expect(optionValueText(parry, 'announce', 'en')).toBe('Announced');
    expect(optionValueText(parry, 'announce', 'hu')).toBe('Bejelentve');
  });

  it('a value without Hungarian words falls back to the English, and one without any to its id', () => {
    expect(optionValueText(parry, 'secret', 'hu')).toBe('In secret');
    expect(optionValueText(parry, 'none', 'hu')).toBe('none');
    expect(optionValueText(parry, 'none', 'en')).toBe('none');
  });

  it('a number or a switch reads as itself', () => {
    const rounds: OptionSpec = { id: 'rounds', label: 'Rounds', description: 'x', type: 'integer', default: 8 };
    expect(optionValueText(rounds, 12, 'hu')).toBe('12');
  });
});
