import { describe, expect, it } from 'vitest';
import { Rational, q } from '../src/index.ts';

describe('Rational', () => {
  it('keeps lowest terms with a positive denominator', () => {
    const r = q(6, -8);
    expect(r.num).toBe(-3n);
    expect(r.den).toBe(4n);
    expect(r.toString()).toBe('-3/4');
  });
  it('adds, subtracts, multiplies and divides exactly', () => {
    expect(q(1, 6).add(q(1, 3)).toString()).toBe('1/2');
    expect(q(1, 2).sub(q(2, 3)).toString()).toBe('-1/6');
    expect(q(2, 3).mul(q(9, 4)).toString()).toBe('3/2');
    expect(q(2, 3).div(q(4, 9)).toString()).toBe('3/2');
  });
  it('writes whole numbers as n/1 so readers can always split on "/"', () => {
    expect(q(4, 2).toString()).toBe('2/1');
    expect(Rational.ZERO.toString()).toBe('0/1');
  });
  it('parses what it prints', () => {
    expect(Rational.parse('16/25').equals(q(16, 25))).toBe(true);
    expect(Rational.parse('3').equals(q(3))).toBe(true);
    expect(() => Rational.parse('1/x')).toThrow(SyntaxError);
  });
  it('stays exact beyond double precision', () => {
    let r = Rational.ONE;
    for (let i = 0; i < 60; i++) r = r.mul(q(1, 10));
    expect(r.den).toBe(10n ** 60n);
    expect(r.mul(q(10n ** 60n)).equals(Rational.ONE)).toBe(true);
  });
  it('refuses a zero denominator and unsafe numbers', () => {
    expect(() => q(1, 0)).toThrow(RangeError);
    expect(() => q(2 ** 60)).toThrow(RangeError);
    expect(() => q(1).div(Rational.ZERO)).toThrow(RangeError);
  });
  it('compares', () => {
    expect(q(1, 3).compare(q(1, 2))).toBe(-1);
    expect(q(2, 4).compare(q(1, 2))).toBe(0);
  });
});
