/**
 * The scaling series' rows as `npm run bench` keeps them: a rule system's two paths are timed in
 * processes of their own (`bench/series.ts` with `path`) and joined here into one series.
 */

/** One path's figures for one size. */
export interface PathRow {
  readonly usPerChoice: number;
  readonly msPerGame: number;
}

/** A rule system's scaling series: a row per size, with the figures of each path timed. */
export interface ScalingRow {
  readonly id: string;
  readonly rows: Array<{ label: string; models: number; fast?: PathRow; validated?: PathRow }>;
}

/**
 * The series of each rule system as one: the rows of its parts joined by size (label), each
 * path's figures from the part that timed it; rule systems and sizes in the order first met.
 */
export function mergeScaling(parts: readonly ScalingRow[]): ScalingRow[] {
  const out: ScalingRow[] = [];
  for (const part of parts) {
    const kept = out.find((r) => r.id === part.id);
    if (!kept) {
      out.push({ ...part, rows: part.rows.map((row) => ({ ...row })) });
      continue;
    }
    for (const row of part.rows) {
      const same = kept.rows.find((r) => r.label === row.label);
      if (!same) kept.rows.push({ ...row });
      else {
        if (row.fast) same.fast = row.fast;
        if (row.validated) same.validated = row.validated;
      }
    }
  }
  return out;
}
