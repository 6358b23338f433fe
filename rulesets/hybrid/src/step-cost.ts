/**
 * The price of one move of a movement path: a step or a turn on the spot. Every movement search
 * (`reach.ts` for play, `movement.ts` and `movePricing` of `world.ts` as references) works out
 * what a step passes and covers, then asks these functions what it costs, so the three price
 * alike by construction; the golden vectors and the rule tests check the prices themselves.
 */

/** Tag bits of a search node: what the path so far has done. */
export const TAG_TURNED = 1;
export const TAG_PASSED_FRIEND = 2;
export const TAG_TOUCHED_ENEMY = 4;
/** A 2x2 Titan has turned on this square (his quarter turns come in pairs). */
export const TAG_TURNED_HERE = 8;
/**
 * The base has covered again an open trapdoor it started on, after leaving it: climbing off the
 * squares he starts on is free (HY-TRAP-04), but coming back over such a trapdoor is a crossing
 * like any other, paid as the base leaves it again (HY-TRAP-02). One bit per start trapdoor (a
 * base covers at most four squares): `TAG_BACK_ON_START << j` for the j-th of them in board order
 * (row, then column; see `startPitBits`), so leaving one start trapdoor is paid only when that one
 * was covered again, never because another was.
 */
export const TAG_BACK_ON_START = 16;
export const TAGS = 256;

/**
 * The tag bit of each start trapdoor, given their square numbers (y * W + x, any order): the
 * first in board order gets `TAG_BACK_ON_START`, the next the bit above, and so on. A base over
 * one open trapdoor has the one bit `TAG_BACK_ON_START`.
 */
export function startPitBits(pits: ArrayLike<number>, count: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < count; j++) {
    let rank = 0;
    for (let k = 0; k < count; k++) if ((pits[k] as number) < (pits[j] as number)) rank++;
    out.push(TAG_BACK_ON_START << rank);
  }
  return out;
}

/** What a diagonal step passes (HY-MOVE-05): a wall or door edge at the corner it crosses. */
export const PAST_CORNER = 1;
/** A square flanking the diagonal holds a column or a model (a free friend does not count, HY-MOVE-06). */
export const PAST_MODEL = 2;
/** An opponent flanks the diagonal on a side where it also passes a corner (HY-MOVE-08). */
export const PAST_OPPONENT_AND_CORNER = 4;

/** What the mover is: bits for `stepCost` and `turnCost`. */
export const MOVER_NOVICE = 1;
export const MOVER_PUNY = 2;
export const MOVER_LARGE_TITAN = 4;
export const MOVER_QUARTER_TURNS = 8;
/** A backward-diagonal step is priced as a diagonal, not as a retreat (`backwardDiagonal: 'diagonal'`, AMB-05). */
export const MOVER_BACK_DIAGONAL_1 = 16;

/** Moves relative to the facing: steps 0-7 in this order, then the turns 1, 3 and 2 quarters. */
export const STEP_NAMES = [
  'forward',
  'forward-left',
  'forward-right',
  'left',
  'right',
  'back',
  'back-left',
  'back-right',
] as const;

/**
 * Points of step `m` (an index of `STEP_NAMES`), or -1 when it is forbidden.
 * - `past`: the `PAST_*` bits of a diagonal step (0 for an orthogonal one);
 * - `entered`: the extra points of the squares the base newly covers (rockfall, HY-TERRAIN);
 * - `pitsLeft`: the open trapdoors the base uncovers with this step, each paid once as it is
 *   crossed (HY-TRAP-02; AMB-21 for a base of several squares). A base that ends its move on a
 *   trapdoor never uncovers it and pays nothing for it.
 */
export function stepCost(m: number, past: number, mover: number, entered: number, pitsLeft: number): number {
  // Forward and forward-diagonal 1 (HY-MOVE-03, 04); side-steps, retreats and backward diagonals
  // 2 (HY-MOVE-12, 13, 14). Read as any diagonal, a backward diagonal costs 1 like a forward one
  // (AMB-05). The play search calls this once per kind of mover, into its price tables.
  let c = m < 3 || (m > 5 && mover & MOVER_BACK_DIAGONAL_1) ? 1 : 2;
  // A Titan under his movement rules never steps diagonally (HY-APT-54): for a single square the
  // searches learn it here; a big base's loops leave the diagonals out themselves.
  if (mover & MOVER_LARGE_TITAN && (m === 1 || m === 2 || m === 6 || m === 7)) return -1;
  if (past !== 0) {
    // Past an opponent and a wall at once: only in Novice Move (HY-MOVE-08, HY-MODE-MV-07).
    if (past & PAST_OPPONENT_AND_CORNER && (mover & MOVER_NOVICE) === 0) return -1;
    // Past a corner, a column or a model: +1, never +2 (HY-MOVE-05, HY-MOVE-07); not for the Puny.
    if ((mover & MOVER_PUNY) === 0) c += 1;
  }
  return c + entered + pitsLeft;
}

/**
 * A turn of `quarter` quarters (1, 3 or 2) from a node tagged `tag`, whose footprint after the
 * turn gave tag `t`: the points, times `TAGS`, plus the new tag. The first quarter turn of a
 * movement is free, later ones 1 (HY-MOVE-10); an about-face 1 and leaves the free turn
 * (HY-MOVE-11, AMB-04), or two quarter turns under `turnModel: 'quarterTurns'`; a 2x2 Titan's
 * quarter turns on one square come in pairs for 1 (HY-APT-51). `entered` and `pitsLeft` as for
 * `stepCost`: a 1x2 base's turn moves its front square (its rear one when it turns about the
 * front, `cavalryPivot`, AMB-30), so it may put it on rockfall (an extra point for entering that
 * square, HY-TERRAIN-02) or take it off an open trapdoor.
 */
export function turnCost(
  quarter: number,
  tag: number,
  t: number,
  mover: number,
  entered: number,
  pitsLeft: number,
): number {
  let c: number;
  let nt: number;
  if (mover & MOVER_LARGE_TITAN) {
    if (quarter === 2) {
      c = 1;
      nt = t | TAG_TURNED_HERE;
    } else if (tag & TAG_TURNED_HERE) {
      c = 1;
      nt = t;
    } else {
      c = 0;
      nt = t | TAG_TURNED_HERE;
    }
  } else if (quarter === 2) {
    if (mover & MOVER_QUARTER_TURNS) {
      c = tag & TAG_TURNED ? 2 : 1;
      nt = t | TAG_TURNED;
    } else {
      c = 1;
      nt = t;
    }
  } else if (tag & TAG_TURNED) {
    c = 1;
    nt = t;
  } else {
    c = 0;
    nt = t | TAG_TURNED;
  }
  return (c + entered + pitsLeft) * TAGS + nt;
}

/**
 * The tag after the base covers a footprint: `friend` when it passes through a friend, `touch`
 * when it then touches an enemy. A friend passed and an enemy touched in one movement: never
 * (HY-MOVE-17, HY-MOVE-18); returns -1.
 */
export function coverTag(tag: number, friend: boolean, touch: boolean): number {
  let t = tag;
  if (friend) {
    if (t & TAG_TOUCHED_ENEMY) return -1;
    t |= TAG_PASSED_FRIEND;
  }
  if (touch) {
    if (t & TAG_PASSED_FRIEND) return -1;
    t |= TAG_TOUCHED_ENEMY;
  }
  return t;
}
