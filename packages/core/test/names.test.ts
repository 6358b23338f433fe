/** `nameIn`: what a pack's named thing is called in each language. */
import { describe, expect, it } from 'vitest';
import { nameIn } from '../src/index.ts';

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
