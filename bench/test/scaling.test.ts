import { describe, expect, it } from 'vitest';
import { mergeScaling, type ScalingRow } from '../scaling.ts';

const row = (label: string, models: number, path: 'fast' | 'validated', us: number) => ({
  label,
  models,
  [path]: { usPerChoice: us, msPerGame: us / 10 },
});

describe('the scaling series of `npm run bench`', () => {
  it('joins the paths timed in processes of their own into one row per size', () => {
    const fast: ScalingRow = { id: 'hybrid', rows: [row('4 a side', 8, 'fast', 40), row('8 a side', 16, 'fast', 60)] };
    const validated: ScalingRow = {
      id: 'hybrid',
      rows: [row('8 a side', 16, 'validated', 90), row('4 a side', 8, 'validated', 70)],
    };
    const other: ScalingRow = { id: 'warmachine', rows: [row('4 models', 4, 'fast', 30)] };
    const merged = mergeScaling([fast, other, validated]);
    expect(merged.map((r) => r.id)).toEqual(['hybrid', 'warmachine']);
    expect(merged[0]?.rows).toEqual([
      {
        label: '4 a side',
        models: 8,
        fast: { usPerChoice: 40, msPerGame: 4 },
        validated: { usPerChoice: 70, msPerGame: 7 },
      },
      {
        label: '8 a side',
        models: 16,
        fast: { usPerChoice: 60, msPerGame: 6 },
        validated: { usPerChoice: 90, msPerGame: 9 },
      },
    ]);
    expect(merged[1]?.rows).toEqual([{ label: '4 models', models: 4, fast: { usPerChoice: 30, msPerGame: 3 } }]);
  });

  it('keeps a size only one path timed, and leaves the parts it was given as they were', () => {
    const fast: ScalingRow = { id: 'hunters', rows: [row('2 characters, 5 enemies', 7, 'fast', 20)] };
    const validated: ScalingRow = { id: 'hunters', rows: [row('2 characters, 30 enemies', 32, 'validated', 50)] };
    const merged = mergeScaling([fast, validated]);
    expect(merged[0]?.rows.map((r) => [r.label, r.fast?.usPerChoice, r.validated?.usPerChoice])).toEqual([
      ['2 characters, 5 enemies', 20, undefined],
      ['2 characters, 30 enemies', undefined, 50],
    ]);
    expect(fast.rows).toHaveLength(1);
    expect(fast.rows[0]).not.toHaveProperty('validated');
  });
});
