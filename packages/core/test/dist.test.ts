import { describe, expect, it } from 'vitest';
import { Dist, Rational, byTable, q } from '../src/index.ts';

const sumIsOne = (d: Dist<string | number | boolean>) => expect(d.total().equals(Rational.ONE)).toBe(true);

describe('Dist', () => {
  it('a d10 reads 1..10, each 1/10', () => {
    const d = Dist.die(10);
    expect(d.outcomes()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(d.p(10).toString()).toBe('1/10');
    expect(d.p(0).toString()).toBe('0/1');
  });
  it('2d6 sums: 7 is 6/36, 2 is 1/36, mean 7', () => {
    const d = Dist.die(6).repeatSum(2);
    expect(d.p(7).toString()).toBe('1/6');
    expect(d.p(2).toString()).toBe('1/36');
    expect(d.p(12).toString()).toBe('1/36');
    expect(d.mean().toString()).toBe('7/1');
    sumIsOne(d);
  });
  it('3d6 by hand: P(10) = 27/216', () => {
    expect(Dist.die(6).repeatSum(3).p(10).toString()).toBe('1/8');
  });
  it('best of two d10: P(10) = 19/100, P(1) = 1/100', () => {
    const d = Dist.die(10).best(2);
    expect(d.p(10).toString()).toBe('19/100');
    expect(d.p(1).toString()).toBe('1/100');
    sumIsOne(d);
  });
  it('worst of two d10: P(1) = 19/100', () => {
    expect(Dist.die(10).worst(2).p(1).toString()).toBe('19/100');
  });
  it('keep the two best of three d6: P(12) = 16/216', () => {
    // 12 needs at least two sixes among three dice: 3 * 5 + 1 = 16 of 216.
    const d = Dist.die(6).keep(3, 2, 'best');
    expect(d.p(12).toString()).toBe('2/27');
    expect(d.p(2).toString()).toBe('1/216');
    sumIsOne(d);
  });
  it('counting successes: 3 dice hitting on 4+ give 0..3 hits as 1,3,3,1 eighths', () => {
    const d = Dist.successes(3, q(1, 2));
    expect(d.entries().map(([k, p]) => [k, p.toString()])).toEqual([
      [0, '1/8'],
      [1, '3/8'],
      [2, '3/8'],
      [3, '1/8'],
    ]);
  });
  it('threshold: 2d6 >= 8 is 15/36', () => {
    expect(
      Dist.die(6)
        .repeatSum(2)
        .test((t) => t >= 8)
        .p(true)
        .toString(),
    ).toBe('5/12');
  });
  it('a table keyed by a 2d6 total', () => {
    const d = byTable(Dist.die(6).repeatSum(2), (t) => (t <= 4 ? 'low' : t <= 9 ? 'mid' : 'high'));
    expect(d.p('low').toString()).toBe('1/6'); // 1+2+3 of 36
    expect(d.p('high').toString()).toBe('1/6'); // 3+2+1 of 36
    expect(d.p('mid').toString()).toBe('2/3');
  });
  it('bind chains a dependent step (roll a d6, then that many coins)', () => {
    const d = Dist.die(6).bind((n) => Dist.successes(n, q(1, 2)));
    sumIsOne(d);
    expect(d.p(6).toString()).toBe(q(1, 6).mul(q(1, 64)).toString());
  });
  it('weighted normalises and merges equal outcomes; refuses negative and empty', () => {
    const d = Dist.weighted([
      ['a', 1],
      ['b', 2],
      ['a', 1],
    ]);
    expect(d.p('a').toString()).toBe('1/2');
    expect(() => Dist.weighted([['a', -1]])).toThrow(RangeError);
    expect(() => Dist.weighted<string>([])).toThrow(RangeError);
  });
  it('toOutcomes gives the odds-contract shape', () => {
    expect(Dist.die(2).toOutcomes()).toEqual([
      { outcome: 1, p: '1/2' },
      { outcome: 2, p: '1/2' },
    ]);
  });
});
