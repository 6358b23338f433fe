import { describe, expect, it } from 'vitest';
import { verdict } from '../../../scripts/load.ts';

// The load script's pass/fail rule, on made-up samples: no run with a time is made here.
describe('load runs are failed by their memory bounds', () => {
  const flat = [
    { t: 10, rssMB: 300 },
    { t: 40, rssMB: 320 },
    { t: 70, rssMB: 310 },
    { t: 100, rssMB: 315 },
    { t: 130, rssMB: 312 },
    { t: 160, rssMB: 318 },
  ];
  it('a run under its bounds passes', () => {
    expect(verdict(0, flat, 30, { t: 50, rssMB: 330 }, { maxRssMB: 400, maxGrowthMB: 40 })).toEqual({
      // after t=30: 320, 310, 315 | 312, 318 -> top of the second half 318 minus top of the first 320
      growthMB: -2,
      failures: [],
    });
  });
  it('a peak over --max-rss-mb fails the run, even one seen only between the samples', () => {
    expect(verdict(0, flat, 30, null, { maxRssMB: 319 }).failures).toEqual([
      'RSS 320 MB at t=40s is over the bound of 319 MB',
    ]);
    expect(verdict(0, flat, 30, { t: 55, rssMB: 401 }, { maxRssMB: 400 }).failures).toEqual([
      'RSS 401 MB at t=55s is over the bound of 400 MB',
    ]);
  });
  it('memory that keeps growing fails --max-growth-mb; errors fail any run', () => {
    const growing = flat.map((s, i) => ({ t: s.t, rssMB: 250 + 40 * i }));
    // after t=30: 290, 330 | 370, 410, 450 -> 450 - 330 = 120
    const v = verdict(2, growing, 30, null, { maxGrowthMB: 40 });
    expect(v.growthMB).toBe(120);
    expect(v.failures).toEqual(['2 errors', 'RSS grew 120 MB over the run, more than the bound of 40 MB']);
  });
});
