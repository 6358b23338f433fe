import { describe, expect, it } from 'vitest';
import { engine, randomLeague } from './helpers.ts';

describe('smoke', () => {
  it('runs a league', () => {
    const r = randomLeague(1, 3);
    console.log(r.steps, r.errors.slice(0, 5), engine.outcome(r.match));
    expect(r.errors).toEqual([]);
  });
});
