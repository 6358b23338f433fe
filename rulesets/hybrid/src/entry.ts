/**
 * Entering and leaving the laboratory: warriors waiting off the board at Entry/Exit counters,
 * reserves the mission releases later, and leaving through an exit square.
 */
import { fail, ok, type GameEvent, type Result } from '@skirmish/core';
import { FACINGS, footprint, sq, squareKey, type Facing, type Square } from '@skirmish/geometry/grid';
import type { Entry } from './board.ts';
import type { Mission } from './content/schema.ts';
import type { Activation, HybridState, Seat, Warrior } from './state.ts';
import { fitsDoor, gridOf, inPlay, isPuny, profileOf, squaresOf, type Ctx } from './world.ts';
import { onBoard } from '@skirmish/geometry/grid';

/**
 * Warriors that take part in the Activation Sequence: on the board, waiting at an entry (HY-ACT-15),
 * or about to deploy once the round-1 counters are placed (option `deployAfterFirstRoll`).
 */
export const inSequence = (w: Warrior): boolean =>
  w.status === 'in-play' || w.status === 'waiting' || w.status === 'undeployed';

/**
 * Marks, before deployment, the warriors that start off the board: those the mission brings in
 * through an entrance (HY-SETUP-13) and the reserves the player named (HY-SETUP-03), given as
 * positions in his army list.
 */
export function splitArmies(
  ctx: Ctx,
  s: HybridState,
  mission: Mission,
  reserves: Partial<Record<Seat, readonly number[]>> | undefined,
): Result<true> {
  const entries = new Set((mission.entries ?? []).map((e) => e.id));
  for (const side of ['griffin', 'scorpion'] as const) {
    const army = s.warriors.filter((w) => w.side === side);
    const picked = reserves?.[side] ?? [];
    if (picked.length > 0) {
      const rule = (mission.reserves ?? []).find((r) => r.side === side);
      if (!rule)
        return fail('setup/no-reserves', `This mission does not let the ${side} side keep reserves`, {
          rule: 'HY-SETUP-03',
        });
      if (!entries.has(rule.entry)) return fail('setup/no-entry', `There is no Entry counter "${rule.entry}"`);
      if (new Set(picked).size !== picked.length || picked.some((i) => !Number.isInteger(i) || !army[i]))
        return fail('setup/bad-reserves', 'Reserves are named by distinct positions in the army list', {
          rule: 'HY-SETUP-03',
        });
      if (rule.max !== undefined && picked.length > rule.max)
        return fail('setup/too-many-reserves', `At most ${rule.max} warriors may be kept in reserve`, {
          rule: 'HY-SETUP-03',
        });
      if (picked.length >= army.length)
        return fail('setup/no-one-starts', 'At least one warrior must start in play', { rule: 'HY-SETUP-03' });
      for (const i of picked) {
        const w = army[i] as Warrior;
        w.status = 'reserve';
        w.entry = rule.entry;
      }
    }
    for (const rule of mission.entering ?? []) {
      if (rule.side !== side) continue;
      if (!entries.has(rule.entry)) return fail('setup/no-entry', `There is no Entry counter "${rule.entry}"`);
      for (const w of army) {
        if (w.status !== 'in-play') continue;
        if (rule.ranks && !rule.ranks.includes(profileOf(ctx, w).rank)) continue;
        w.status = 'waiting';
        w.entry = rule.entry;
      }
    }
  }
  return ok(true);
}

/** At the start of the round the mission names, its reserves come to their Entry counter (AMB-49). */
export function releaseReserves(ctx: Ctx, s: HybridState, mission: Mission, ev: GameEvent[]): void {
  for (const rule of mission.reserves ?? []) {
    if (s.round < rule.release) continue;
    for (const w of s.warriors) {
      if (w.side !== rule.side || w.status !== 'reserve') continue;
      w.status = 'waiting';
      ev.push({
        type: 'hybrid/reserve-arrives',
        warrior: w.id,
        entry: w.entry ?? rule.entry,
        rule: 'HY-ACT-15',
        text: `${profileOf(ctx, w).name} arrives at the entrance`,
      });
    }
  }
}

/**
 * The Entry counter a waiting warrior comes in by: his own, or (in a state rebuilt from a view,
 * as the bots do) the one the mission gives his side and Rank.
 */
function entryOf(ctx: Ctx, s: HybridState, w: Warrior): Entry | undefined {
  const find = (id: string | undefined) => (id === undefined ? undefined : s.board.entries?.find((e) => e.id === id));
  const own = find(w.entry);
  if (own) return own;
  const m = ctx.content.missions.find((x) => x.id === s.mission);
  const rank = profileOf(ctx, w).rank;
  const entering = m?.entering?.find((r) => r.side === w.side && (!r.ranks || r.ranks.includes(rank)));
  return find(entering?.entry) ?? find(m?.reserves?.find((r) => r.side === w.side)?.entry);
}

/**
 * Where a waiting warrior may be placed to enter: his base covers an entry square of his counter
 * (a 2x2 base needs a double counter) and only free, walkable squares. Any facing (HY-TERRAIN-07).
 */
export function entryPlacements(ctx: Ctx, s: HybridState, w: Warrior): Array<{ x: number; y: number; facing: Facing }> {
  const e = entryOf(ctx, s, w);
  if (!e || w.status !== 'waiting') return [];
  if (!fitsDoor(ctx, w, e.squares)) return [];
  const base = profileOf(ctx, w).base;
  const grid = gridOf(s);
  const taken = new Set<string>();
  for (const o of inPlay(s)) for (const q of squaresOf(ctx, o)) taken.add(squareKey(q));
  const out: Array<{ x: number; y: number; facing: Facing }> = [];
  const seen = new Set<string>();
  for (const k of e.squares) {
    const [ex, ey] = k.split(',').map(Number) as [number, number];
    const anchors: Square[] = base === '2x2' ? [sq(ex, ey), sq(ex - 1, ey), sq(ex, ey - 1), sq(ex - 1, ey - 1)] : [];
    for (const f of FACINGS) {
      const cands =
        base === '1x1'
          ? [sq(ex, ey)]
          : base === '1x2'
            ? [sq(ex, ey), sq(ex - (f === 'E' ? 1 : f === 'W' ? -1 : 0), ey - (f === 'N' ? 1 : f === 'S' ? -1 : 0))]
            : anchors;
      for (const a of cands) {
        const fp = footprint(a, base, f);
        if (!fp.some((q) => squareKey(q) === k)) continue;
        // A double counter is passed by a large base over both its squares.
        if (base === '2x2' && !e.squares.every((x) => fp.some((q) => squareKey(q) === x))) continue;
        const okSquares = fp.every((q) => {
          const f2 = s.board.features[squareKey(q)];
          return (
            onBoard(grid, q) &&
            !taken.has(squareKey(q)) &&
            !f2?.column &&
            !f2?.rockfall &&
            !f2?.entryCover &&
            !f2?.lever &&
            f2?.trapdoor !== 'open'
          );
        });
        const key = `${a.x},${a.y},${f}`;
        if (okSquares && !seen.has(key)) {
          seen.add(key);
          out.push({ x: a.x, y: a.y, facing: f });
        }
      }
    }
  }
  return out;
}

/** Places a waiting warrior on his entry square: movement that costs 1 MP (HY-TERRAIN-07). */
export function enter(
  ctx: Ctx,
  s: HybridState,
  act: Activation,
  w: Warrior,
  to: { x: number; y: number; facing: Facing },
  ev: GameEvent[],
): Result<true> {
  if (act.mpLeft < 1)
    return fail('move/no-points', 'Entering the laboratory takes 1 movement point', { rule: 'HY-TERRAIN-07' });
  if (!entryPlacements(ctx, s, w).some((p) => p.x === to.x && p.y === to.y && p.facing === to.facing))
    return fail('move/not-an-entry', 'A warrior enters only onto a free square of his Entry counter', {
      rule: 'HY-TERRAIN-07',
    });
  w.x = to.x;
  w.y = to.y;
  w.facing = to.facing;
  w.status = 'in-play';
  w.entry = undefined;
  act.mpLeft -= 1;
  act.moved++;
  act.lastStepDiagonal = false;
  ev.push({
    type: 'hybrid/entered',
    warrior: w.id,
    x: w.x,
    y: w.y,
    facing: w.facing,
    rule: 'HY-TERRAIN-07',
    text: `${profileOf(ctx, w).name} enters the laboratory`,
  });
  return ok(true);
}

/**
 * Whether the warrior may leave now: he stands on an exit square, has at least 1 MP left, and
 * did not step onto it diagonally unless he is Puny (HY-TERRAIN-08/09, AMB-31). An end-of-round
 * move (Heroic Move, Infiltration) is a movement like any other: he may leave by it too.
 */
export function canLeave(ctx: Ctx, s: HybridState, w: Warrior, act: Activation): boolean {
  const entries = s.board.entries;
  if (!entries || w.status !== 'in-play' || act.mpLeft < 1 || w.blocked) return false;
  const mine = squaresOf(ctx, w).map(squareKey);
  const on = entries.some((e) => e.squares.some((k) => mine.includes(k)) && fitsDoor(ctx, w, e.squares));
  if (!on) return false;
  return act.lastStepDiagonal !== true || isPuny(ctx, w);
}

/** Leaving spends the 1 MP; the warrior is out of the game but not eliminated. */
export function leave(ctx: Ctx, s: HybridState, w: Warrior, act: Activation, ev: GameEvent[]): void {
  act.mpLeft -= 1;
  w.status = 'left';
  w.watch = null;
  w.dc = null;
  ev.push({
    type: 'hybrid/left',
    warrior: w.id,
    rule: 'HY-TERRAIN-08',
    text: `${profileOf(ctx, w).name} leaves the laboratory`,
  });
}

/** An exit objective of a mission (HY-MISSION-04): warriors to get out of the laboratory. */
export interface ExitGoal {
  readonly count?: number | undefined;
  readonly warriors?: readonly string[] | undefined;
}

/**
 * The warriors of a side who left the laboratory and count for its exit objectives: Rank 0
 * warriors never carry out an Objective (HY-OBJ-02), and a warrior seized by Momentary Madness
 * counts for the side he belongs to.
 */
export function exitedFor(ctx: Ctx, s: HybridState, side: Seat): Warrior[] {
  const home = (w: Warrior): Seat => (s.cards.madness?.warrior === w.id ? s.cards.madness.side : w.side);
  return s.warriors.filter((w) => w.status === 'left' && home(w) === side && profileOf(ctx, w).rank > 0);
}

/** What an exit goal still needs: how many more warriors, and which named profiles. */
export function exitNeeds(ctx: Ctx, s: HybridState, side: Seat, goal: ExitGoal): { count: number; named: string[] } {
  const out = exitedFor(ctx, s, side);
  const pool = [...out];
  const named: string[] = [];
  for (const p of goal.warriors ?? []) {
    const i = pool.findIndex((w) => w.profile === p);
    if (i < 0) named.push(p);
    else pool.splice(i, 1);
  }
  return { count: Math.max(0, (goal.count ?? 0) - out.length), named };
}

/** Whether an exit goal is met (none set: met). */
export function exitGoalMet(ctx: Ctx, s: HybridState, side: Seat, goal: ExitGoal | undefined): boolean {
  if (!goal) return true;
  const n = exitNeeds(ctx, s, side, goal);
  return n.count === 0 && n.named.length === 0;
}
