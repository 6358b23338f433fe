import { angleTo, distance, edgeDistance, moveBase, pointInDirection } from '@skirmish/geometry/table';
import type { WmChoice } from './choices.ts';
import {
  baseOf,
  defOf,
  inControlArea,
  live,
  oneUpkeepSpell,
  stat,
  weaponRange,
  withinReach,
  type Ctx,
} from './model.ts';
import { type ModelState, type Seat, type WmState } from './state.ts';

/** How many of the nearest models a candidate list names as targets: keeps the list, and its cost, bounded. */
const NEAREST = 4;

/** A power attack on `t` with its attack roll boosted, and with its damage roll boosted. */
function boostedPower(kind: 'slam' | 'headButt', t: ModelState): WmChoice[] {
  return [
    { kind, target: t.id, boostAttack: true },
    { kind, target: t.id, boostDamage: true },
  ];
}

/** How candidates are listed. */
export interface CandidateOptions {
  readonly table: number;
  readonly friendlySlam: boolean;
  /**
   * Leave out, before the rules check them, candidates the rules must refuse (a warjack without
   * focus cannot run, charge or slam; a knocked-down model cannot be slammed; a spell's target of
   * a kind it cannot affect; a channeler outside the control area), and take a full advance built
   * from the free distance in its direction without checking it again (when terrain does not
   * block movement). The list is the same either way (a test compares them over random battles).
   */
  readonly shortcuts: boolean;
}

/**
 * A bounded set of candidate choices (tens, not thousands) for bots and client hints. Each
 * candidate is checked by the rules without being applied (`check`), so every one is legal;
 * `apply` still accepts any legal choice, such as a move to any reachable point or along a path.
 */
export function candidates(
  s: WmState,
  seat: Seat,
  ctx: Ctx,
  check: (s: WmState, seat: Seat, c: WmChoice) => boolean,
  o: CandidateOptions,
): WmChoice[] {
  const out: WmChoice[] = [];
  if (s.freeStrike) {
    // Which weapons reach is known only where the mover leaves the range: the check decides.
    const striker = s.models.find((m) => m.id === s.freeStrike?.strikers[0]);
    if (striker)
      for (const w of defOf(ctx, striker).weapons)
        if (w.kind === 'melee') out.push({ kind: 'freeStrike', weapon: w.id });
    out.push({ kind: 'freeStrike', weapon: null });
    return out.filter((c) => check(s, seat, c));
  }
  const all = live(s);
  const mine = all.filter((m) => m.side === seat);
  const foes = all.filter((m) => m.side !== seat);
  switch (s.phase) {
    case 'chooseFirst':
      out.push({ kind: 'chooseFirst', first: 'p1' }, { kind: 'chooseFirst', first: 'p2' });
      break;
    case 'deploy':
      deployCandidates(s, seat, ctx, check, o.table, out);
      return out;
    case 'maintenance':
      out.push({ kind: 'continuousOrder', first: 'fire' }, { kind: 'continuousOrder', first: 'corrosion' });
      break;
    case 'control':
      for (const m of mine) {
        if (defOf(ctx, m).kind === 'warjack') out.push({ kind: 'allocate', model: m.id, focus: 1 });
        if (m.knockedDown || m.stationary) out.push({ kind: 'shake', model: m.id });
      }
      // One choice a spell, however many models it is on: its 1 focus keeps it on all of them.
      for (const e of s.effects)
        if (e.casterSide === seat && e.duration === 'upkeep' && s.effects.find((x) => oneUpkeepSpell(x, e)) === e)
          out.push({ kind: 'upkeep', effect: e.id });
      out.push({ kind: 'endControl' });
      break;
    case 'activation':
      if (!s.activation) {
        for (const m of mine) if (!m.activated) out.push({ kind: 'activate', model: m.id });
        out.push({ kind: 'endTurn' });
        break;
      }
      activationCandidates(s, ctx, s.activation.model, all, mine, foes, o, out);
      break;
    case 'over':
      break;
  }
  return out.filter((c) => (o.shortcuts && trusted.has(c)) || check(s, seat, c));
}

/** Up to eight spread-out legal spots in the deploying player's zone (both zones for the first model of the game). */
function deployCandidates(
  s: WmState,
  seat: Seat,
  ctx: Ctx,
  check: (s: WmState, seat: Seat, c: WmChoice) => boolean,
  table: number,
  out: WmChoice[],
): void {
  const next = s.models.find((m) => m.side === seat && !m.placed);
  if (!next) return;
  const edges: Array<'near' | 'far'> = s.nearSide === null ? ['near', 'far'] : s.nearSide === seat ? ['near'] : ['far'];
  const r = defOf(ctx, next).baseDiameterMm / 25.4 / 2;
  for (const edge of edges) {
    const found: WmChoice[] = [];
    for (const depth of [5, 8, 2.5]) {
      const y = edge === 'near' ? Math.max(r, Math.min(10 - r, depth)) : table - Math.max(r, Math.min(10 - r, depth));
      for (let i = 1; i <= 9 && found.length < 8; i++) {
        const x = (table * i) / 10;
        const c: WmChoice = { kind: 'deploy', model: next.id, x, y, facing: edge === 'near' ? 90 : 270 };
        if (check(s, seat, c)) found.push(c);
      }
      if (found.length >= 4) break;
    }
    // Crowded zones: a finer sweep.
    for (let x = r; found.length === 0 && x <= table - r; x += 0.5)
      for (let y = r; y <= 10 - r && found.length < 4; y += 0.5) {
        const c: WmChoice = {
          kind: 'deploy',
          model: next.id,
          x,
          y: edge === 'near' ? y : table - y,
          facing: edge === 'near' ? 90 : 270,
        };
        if (check(s, seat, c)) found.push(c);
      }
    out.push(...found);
  }
}

function nearestTo(ctx: Ctx, m: ModelState, ms: readonly ModelState[], k = NEAREST): ModelState[] {
  const b = baseOf(ctx, m);
  return ms
    .map((x) => ({ x, d: edgeDistance(b, baseOf(ctx, x)) }))
    .sort((p, q) => p.d - q.d)
    .slice(0, k)
    .map((p) => p.x);
}

/** Candidates built so that the rules accept them (see `CandidateOptions.shortcuts`). */
const trusted = new WeakSet<WmChoice>();

function activationCandidates(
  s: WmState,
  ctx: Ctx,
  id: string,
  all: ModelState[],
  mine: ModelState[],
  foes: ModelState[],
  o: CandidateOptions,
  out: WmChoice[],
): void {
  const m = s.models.find((x) => x.id === id);
  if (!m) return;
  const d = defOf(ctx, m);
  const a = s.activation;
  if (!a) return;
  // Running, charging and slamming cost a warjack 1 focus (WM-FOCUS-14, WM-FOCUS-15, WM-POWER-02).
  const broke = o.shortcuts && d.kind === 'warjack' && m.focus < 1;
  const everyone = all.filter((x) => x.id !== m.id);
  const nearFoes = nearestTo(ctx, m, foes);
  const nearestFoe = nearFoes[0];
  if (a.movement === 'none') {
    if (m.knockedDown) {
      out.push({ kind: 'standUp', forfeit: 'movement' }, { kind: 'standUp', forfeit: 'action' });
    } else {
      out.push({ kind: 'forfeitMove', aim: true });
      const spd = Math.max(0, stat(s, ctx, m, 'SPD'));
      const obstacles = everyone.map((x) => baseOf(ctx, x));
      // Six ways round and straight at the nearest enemy; a way within 5 degrees of that one would
      // end a hair's breadth from it, the same move twice in a menu, so it is left out.
      const toward = nearestFoe ? angleTo({ x: m.x, y: m.y }, { x: nearestFoe.x, y: nearestFoe.y }) : null;
      const apart = (a: number, b: number) => Math.min(Math.abs(a - b) % 360, 360 - (Math.abs(a - b) % 360));
      const dirs = [0, 60, 120, 180, 240, 300].filter((d) => toward === null || apart(d, toward) >= 5);
      if (toward !== null) dirs.unshift(toward);
      for (const [how, dist] of [
        ['advance', spd],
        ['run', 2 * spd],
      ] as const) {
        if (how === 'run' && broke) continue;
        for (const dir of how === 'run' ? dirs.slice(0, 1) : dirs) {
          const r = moveBase(baseOf(ctx, m), dir, dist, obstacles, { width: s.table, height: s.table });
          const go = Math.max(0, r.moved - 1e-6);
          if (go < 0.25) continue;
          const to = pointInDirection({ x: m.x, y: m.y }, dir, go);
          // Two ways stopped by the same base end about the same place: offered once.
          if (out.some((o) => o.kind === how && Math.hypot(o.x - to.x, o.y - to.y) < 0.1)) continue;
          const facing = nearestFoe ? angleTo(to, { x: nearestFoe.x, y: nearestFoe.y }) : m.facing;
          const c: WmChoice = { kind: how, x: to.x, y: to.y, facing };
          // A full advance short of every base and edge in its direction: what the rules check
          // again, unless terrain may block it or the model may not move at all.
          if (how === 'advance' && !ctx.terrainEffects && !m.stationary) trusted.add(c);
          out.push(c);
        }
      }
      if (!broke) {
        for (const f of nearFoes) out.push({ kind: 'charge', target: f.id });
        if (d.kind === 'warjack') {
          for (const t of o.friendlySlam ? nearestTo(ctx, m, everyone) : nearFoes)
            if (!(o.shortcuts && t.knockedDown)) out.push({ kind: 'slam', target: t.id });
          // Boosted against the nearest enemy, as far as the focus pays for the slam and a boost
          // (WM-POWER-07, WM-POWER-02).
          if (m.focus >= 2 && nearestFoe && !(o.shortcuts && nearestFoe.knockedDown))
            out.push(...boostedPower('slam', nearestFoe));
        }
      }
    }
  } else if (!a.noAction && a.movement !== 'run') {
    const inReach = everyone.filter((t) => distance({ x: m.x, y: m.y }, { x: t.x, y: t.y }) < 5);
    for (const w of d.weapons) {
      // Melee only against models within the weapon's reach; ranged against the nearest enemies (declaring is legal).
      const targets =
        w.kind === 'melee' ? inReach.filter((t) => withinReach(ctx, m, t, weaponRange(w))).slice(0, NEAREST) : nearFoes;
      for (const t of targets) {
        out.push({ kind: 'attack', weapon: w.id, target: t.id });
        if (w.specialAttack) out.push({ kind: 'specialAttack', weapon: w.id, target: t.id });
      }
      if (m.focus > 0 && nearestFoe && targets.includes(nearestFoe)) {
        out.push({ kind: 'attack', weapon: w.id, target: nearestFoe.id, boostAttack: true });
        // A boosted damage roll: what gets through high armour (a warcaster's focus adds to it).
        out.push({ kind: 'attack', weapon: w.id, target: nearestFoe.id, boostDamage: true });
      }
    }
    if (d.kind === 'warjack') {
      const butts = inReach.filter((x) => withinReach(ctx, m, x, 0.5));
      for (const t of butts) out.push({ kind: 'headButt', target: t.id });
      // Boosted against the nearest enemy in reach (WM-POWER-07, WM-POWER-02).
      const first = nearFoes.find((t) => butts.includes(t));
      if (m.focus >= 2 && first) out.push(...boostedPower('headButt', first));
    }
  }
  if (d.kind === 'warcaster' && !m.knockedDown && a.movement !== 'run') {
    const arcNodes = mine.filter((x) => defOf(ctx, x).advantages.arcNode);
    for (const sp of d.spells ?? []) {
      if (!sp.enabledInSimplifiedRules || sp.COST > m.focus) continue;
      if (sp.RNG === 'SELF' || sp.AOE === 'CTRL') {
        out.push({ kind: 'cast', spell: sp.id });
        continue;
      }
      const targets =
        sp.target === 'friendly' ? nearestTo(ctx, m, mine) : sp.target === 'enemy' ? nearFoes : nearestTo(ctx, m, all);
      // A spell affects only the kinds of model it names (spell/wrong-target).
      const affects = (t: ModelState) => !o.shortcuts || sp.targetKinds.includes(defOf(ctx, t).kind);
      for (const t of targets) if (affects(t)) out.push({ kind: 'cast', spell: sp.id, target: t.id });
      if (sp.OFF && nearestFoe && affects(nearestFoe))
        for (const n of arcNodes)
          // A channeler stands in the control area (WM-SPELL-21).
          if (!o.shortcuts || inControlArea(ctx, m, n))
            out.push({ kind: 'cast', spell: sp.id, target: nearestFoe.id, channeler: n.id });
    }
    if (!m.featUsed) out.push({ kind: 'feat' });
    if (m.focus > 0 && m.boxes > 0) out.push({ kind: 'heal' });
  }
  out.push({ kind: 'endActivation' });
}
