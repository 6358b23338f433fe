/**
 * Aptitudes and Equipment cards (Aura, Mutation) as modifiers the rules ask for: Success Level
 * bonuses, Mode values, movement, Aura zones, the Conviction leader, Armour-Piercing Shot targets.
 * Nothing here changes the state.
 */
import { footprint, onBoard, setDistance, sq, squareKey, type Facing, type Square } from '@skirmish/geometry/grid';
import { carries, mutationCard } from './cards/mutations.ts';
import type { AuraCard } from './content/schema.ts';
import type { HybridState, Seat, Warrior } from './state.ts';
import { movementNow, type Ctx } from './world.ts';
import {
  apt,
  distanceBetween,
  enemiesInContact,
  equipment,
  fromRear,
  gridOf,
  inPlay,
  nvNow,
  occupancy,
  profileOf,
  sees,
  squaresOf,
  type SightLines,
} from './world.ts';

// ---------------------------------------------------------------------------------------------
// Mutations

/** Whether a kept Mutation card may be given to this warrior now (MUTATION-03, -12). */
export function canReceive(ctx: Ctx, w: Warrior, card: string, lost = 0): boolean {
  const x = apt(ctx, w, 'Mutation') ?? 0;
  // X is for the whole game: a card Nullify took away still counts (MUTATION-03).
  if (x < 1 || w.mutations.length + lost >= x) return false;
  const m = mutationCard(ctx, card);
  if (!m) return false;
  // Steel Tendons looks at the printed NV, or at the NV he has left as he is given it under
  // `steelTendonsNV: 'current'` (AMB-50).
  if (m.minNv !== undefined) {
    const nv = ctx.options['steelTendonsNV'] === 'current' ? nvNow(ctx, w) : profileOf(ctx, w).nv;
    if (nv < m.minNv) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Auras

export function auraCard(ctx: Ctx, id: string): AuraCard | undefined {
  return ctx.content.auraCards.find((a) => a.id === id);
}

/** A warrior is inside a bearer's zone when any of his squares is within X of the bearer (AURA-08, -11). */
export function inAura(ctx: Ctx, bearer: Warrior, w: Warrior): boolean {
  if (bearer.id === w.id) return false;
  const x = apt(ctx, bearer, 'Aura');
  if (x === null) return false;
  return setDistance(squaresOf(ctx, bearer), squaresOf(ctx, w)) <= x;
}

type Stat = 'oc' | 'dc' | 'f' | 'move';

/** What a simple Aura does to a warrior inside it: who it touches, which value, by how much. */
const AURA_MODS: Partial<Record<AuraCard['effect'], { who: 'friends' | 'enemies' | 'all'; stat: Stat; n: number }>> = {
  ward: { who: 'friends', stat: 'dc', n: 1 },
  dread: { who: 'enemies', stat: 'oc', n: -1 },
  clarity: { who: 'friends', stat: 'f', n: 1 },
  haste: { who: 'all', stat: 'move', n: 1 },
  weariness: { who: 'all', stat: 'move', n: -1 },
  sanctuary: { who: 'enemies', stat: 'f', n: -1 },
  resolve: { who: 'friends', stat: 'oc', n: 1 },
};

export interface ActiveAura {
  readonly bearer: Warrior;
  readonly card: AuraCard;
  readonly stamp: number;
}

/** Every Aura in force, most recently activated first. An Aura ends with its bearer (AURA-12). */
export function activeAuras(ctx: Ctx, s: HybridState): ActiveAura[] {
  const out: ActiveAura[] = [];
  for (const [id, a] of Object.entries(s.cards.auraActive)) {
    const bearer = s.warriors.find((w) => w.id === id);
    const card = auraCard(ctx, a.card);
    if (!bearer || bearer.status !== 'in-play' || !card) continue;
    out.push({ bearer, card, stamp: a.stamp });
  }
  return out.sort((a, b) => b.stamp - a.stamp);
}

/**
 * The net Aura modifier on one value of a warrior. Two Auras pulling the same value in opposite
 * directions contradict each other: only the one activated last counts (AURA-10).
 */
export function auraBonus(ctx: Ctx, s: HybridState, w: Warrior, stat: Stat): number {
  const mods: number[] = [];
  for (const a of activeAuras(ctx, s)) {
    const m = AURA_MODS[a.card.effect];
    if (!m || m.stat !== stat || !inAura(ctx, a.bearer, w)) continue;
    const friend = a.bearer.side === w.side;
    if ((m.who === 'friends' && !friend) || (m.who === 'enemies' && friend)) continue;
    mods.push(m.n);
  }
  const first = mods[0];
  if (first === undefined) return 0;
  const agreeing = mods.filter((n) => Math.sign(n) === Math.sign(first));
  return agreeing.reduce((a, b) => a + b, 0);
}

/** Aura of Vengeance: a friend of the bearer striking an enemy inside the zone gets +1 (AURA-13). */
export function vengeanceBonus(ctx: Ctx, s: HybridState, attacker: Warrior, target: Warrior): number {
  return activeAuras(ctx, s).some(
    (a) => a.card.effect === 'vengeance' && a.bearer.side === attacker.side && inAura(ctx, a.bearer, target),
  )
    ? 1
    : 0;
}

/** Squares a warrior failing Renunciation may be moved to: the nearest free ones outside the zone. */
export function renunciationSquares(ctx: Ctx, s: HybridState, bearer: Warrior, w: Warrior): Square[] {
  const x = apt(ctx, bearer, 'Aura') ?? 0;
  const grid = gridOf(s);
  const occ = occupancy(ctx, s);
  const base = profileOf(ctx, w).base;
  const from = squaresOf(ctx, w);
  const fits = (anchor: Square): Square[] | null => {
    const fp = footprint(anchor, base, w.facing);
    for (const q of fp) {
      const k = squareKey(q);
      const f = s.board.features[k];
      const o = occ.get(k);
      // The frame of an Entry/Exit counter and the lever are never stood on (HY-TERRAIN-10).
      if (!onBoard(grid, q) || f?.column || f?.rockfall || f?.entryCover || f?.lever || (o && o.id !== w.id))
        return null;
    }
    return fp;
  };
  let best = Infinity;
  let out: Square[] = [];
  for (let y = 0; y < s.board.height; y++)
    for (let xx = 0; xx < s.board.width; xx++) {
      const anchor = sq(xx, y);
      const fp = fits(anchor);
      if (!fp || setDistance(squaresOf(ctx, bearer), fp) <= x) continue;
      const d = setDistance(from, fp);
      if (d < best) {
        best = d;
        out = [anchor];
      } else if (d === best) out.push(anchor);
    }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Conviction

/**
 * The warriors who may lead for Conviction: the Aura bearers in play with the highest Aura X, then
 * Rank, then current NV (APT-16). More than one is a tie the owner settles (AMB-28); they come in
 * army order.
 */
export function leaderCandidates(ctx: Ctx, s: HybridState, side: Seat): Warrior[] {
  const bearers = inPlay(s).filter((w) => w.side === side && apt(ctx, w, 'Aura') !== null);
  const key = (w: Warrior): number[] => [
    apt(ctx, w, 'Aura') ?? 0,
    profileOf(ctx, w).rank,
    profileOf(ctx, w).nv - w.wounds,
  ];
  // Which of two keys is the greater: the first count that differs decides.
  const compare = (a: number[], b: number[]): number => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  let best: Warrior[] = [];
  for (const w of bearers) {
    const c = best[0] ? compare(key(w), key(best[0])) : 1;
    if (c > 0) best = [w];
    else if (c === 0) best.push(w);
  }
  return best;
}

/** The Conviction leader when no one is asked: the first of the tied, in army order. */
export function pickLeader(ctx: Ctx, s: HybridState, side: Seat): string | null {
  return leaderCandidates(ctx, s, side)[0]?.id ?? null;
}

/** +X SL on OC and DC rolls within 8 squares of a living leader, no line of sight needed (APT-17/18). */
export function convictionBonus(ctx: Ctx, s: HybridState, w: Warrior): number {
  const x = apt(ctx, w, 'Conviction');
  if (x === null) return 0;
  // The leader fixed at setup (the owner's pick of a tie) leads while he stands; under the table's
  // `convictionReelect` the best bearer left takes over once he is gone (AMB-28).
  const fixed = s.cards.leaders[w.side];
  const standing = fixed !== null && s.warriors.some((l) => l.id === fixed && l.status === 'in-play');
  const id = standing || ctx.options['convictionReelect'] !== true ? fixed : pickLeader(ctx, s, w.side);
  const leader = id ? s.warriors.find((l) => l.id === id) : undefined;
  if (!leader || leader.status !== 'in-play' || leader.id === w.id) return 0;
  return distanceBetween(ctx, w, leader) <= 8 ? x : 0;
}

// ---------------------------------------------------------------------------------------------
// Success Level modifiers from cards and these aptitudes

const instabilityOn = (s: HybridState, w: Warrior): boolean => (s.cards.instability[w.id] ?? 0) >= s.round;

/** Corporeal Instability replaces the equipment bonus with +2 (ARMY-10). */
function instability(ctx: Ctx, s: HybridState, w: Warrior, mode: 'oc' | 'dc'): number {
  return instabilityOn(s, w) ? 2 - equipment(ctx, w, mode) : 0;
}

const rallied = (ctx: Ctx, s: HybridState, side: Seat): boolean =>
  s.cards.constants.some(
    (c) =>
      c.seat === side && c.until >= s.round && ctx.content.armyCards.find((a) => a.id === c.card)?.effect === 'rally',
  );

const smoke = (ctx: Ctx, s: HybridState): number =>
  s.cards.constants.filter(
    (c) => c.until >= s.round && ctx.content.eventCards.find((e) => e.id === c.card)?.effect === 'smoke',
  ).length;

/** Extra SL on a melee roll of `a` against `t`. */
export function strikeBonus(ctx: Ctx, s: HybridState, a: Warrior, t: Warrior): number {
  let n = convictionBonus(ctx, s, a) + auraBonus(ctx, s, a, 'oc') + vengeanceBonus(ctx, s, a, t);
  n += instability(ctx, s, a, 'oc');
  if (carries(ctx, t, 'acid-glands')) n -= 1;
  // Barbed Tail takes away the +1 rear bonus (Dorsal Protection already replaces it).
  if (carries(ctx, t, 'barbed-tail') && apt(ctx, t, 'Dorsal Protection') === null && fromRear(ctx, a, t)) n -= 1;
  return n;
}

/** Extra SL on a parry roll. */
export function parryBonus(ctx: Ctx, s: HybridState, d: Warrior): number {
  let n = convictionBonus(ctx, s, d) + auraBonus(ctx, s, d, 'dc') + instability(ctx, s, d, 'dc');
  if (carries(ctx, d, 'chitin-plates')) n += 1;
  if (rallied(ctx, s, d.side)) n += 1;
  return n;
}

/** Extra SL on a Firing roll. */
export function fireBonus(ctx: Ctx, s: HybridState, a: Warrior): number {
  return auraBonus(ctx, s, a, 'f') - smoke(ctx, s);
}

/**
 * The movement points a Mode gives the warrior choosing it: his Movement now and what Auras add,
 * 2 more in Basic Move (HY-MODE-MV-04); none when a Skilled or Expert Move has pinned him.
 */
export function modeMovement(ctx: Ctx, s: HybridState, w: Warrior, basicMove: boolean): number {
  return w.blocked ? 0 : Math.max(0, movementNow(ctx, w) + moveBonus(ctx, s, w) + (basicMove ? 2 : 0));
}

/** Extra movement points from Auras. */
export function moveBonus(ctx: Ctx, s: HybridState, w: Warrior): number {
  return auraBonus(ctx, s, w, 'move');
}

/** Biomechanical Shell: no wound this round (MUTATION-14). */
export const shielded = (s: HybridState, w: Warrior): boolean => s.cards.shellRound[w.id] === s.round;

// ---------------------------------------------------------------------------------------------
// Armour-Piercing Shot

/**
 * Second targets of an Armour-Piercing Shot (APT-48, -50, -57): seen by the shooter with the first
 * target ignored, within X of the first target, no closer to the shooter than he is. None when
 * the first target is a Titan, or in Defensive Combat without his back to the shooter.
 */
export function pierceTargets(ctx: Ctx, s: HybridState, a: Warrior, first: Warrior): Warrior[] {
  const x = apt(ctx, a, 'Armour-Piercing Shot');
  if (x === null || (s.cards.piercedRound[a.id] ?? 0) === s.round) return [];
  if (apt(ctx, first, 'Titan') !== null) return [];
  if (first.dc && !backTurned(ctx, a, first)) return [];
  const grid = gridOf(s);
  const occ = occupancy(ctx, s);
  const d1 = distanceBetween(ctx, a, first);
  return inPlay(s).filter(
    (o) =>
      o.id !== a.id &&
      o.id !== first.id &&
      distanceBetween(ctx, first, o) <= x &&
      distanceBetween(ctx, a, o) >= d1 &&
      sees(ctx, s, a, o, { grid, occ, ignore: [first.id] }),
  );
}

/** The shooter stands in the target's rear quadrant (FACE-09). */
export function backTurned(ctx: Ctx, shooter: Warrior, target: Warrior): boolean {
  return inRearQuadrant(squaresOf(ctx, shooter), squaresOf(ctx, target), target.facing);
}

/**
 * Whether every square of a shooter's base lies in the rear quadrant of a target whose base
 * covers `target` and faces `facing` (`backTurned`; the board's odds read it from the view's squares).
 */
export function inRearQuadrant(shooter: readonly Square[], target: readonly Square[], facing: Facing): boolean {
  const v = { N: [0, 1], E: [1, 0], S: [0, -1], W: [-1, 0] }[facing];
  const t = target;
  const cx = t.reduce((n, q) => n + q.x, 0) / t.length;
  const cy = t.reduce((n, q) => n + q.y, 0) / t.length;
  return shooter.every((q) => {
    const dx = q.x - cx;
    const dy = q.y - cy;
    // Behind the target: the component along his facing is negative and dominates the sideways one.
    const along = dx * (v[0] ?? 0) + dy * (v[1] ?? 0);
    const side = Math.abs(dx * (v[1] ?? 0) - dy * (v[0] ?? 0));
    return along < 0 && -along >= side;
  });
}

/**
 * Nullify/X (the text is not in the source; the sample reading is ours): once a round, after his
 * action, the warrior names an enemy he sees or touches who carries a Mutation card. The test's
 * SL is X, fixed by the content: wounds, cards, Auras and every other effect leave it alone.
 */
export function nullifyTargets(ctx: Ctx, s: HybridState, w: Warrior): Warrior[] {
  const x = apt(ctx, w, 'Nullify');
  if (x === null || x < 1 || s.cards.nullified?.[w.id] === s.round) return [];
  const touching = enemiesInContact(ctx, s, w).map((e) => e.id);
  // Every sight check shares one board.
  const lines: SightLines = {};
  return inPlay(s).filter(
    (e) => e.side !== w.side && e.mutations.length > 0 && (touching.includes(e.id) || sees(ctx, s, w, e, { lines })),
  );
}
