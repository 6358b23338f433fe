import { SeededDice, type Rules } from '@skirmish/core';
import { angleTo, distance, edgeDistance, moveBase, pointInDirection } from '@skirmish/geometry/table';
import type { WmChoice } from './choices.ts';
import { baseOf, defOf, live, stat, weaponRange, withinReach, type Ctx } from './model.ts';
import type { ModelState, Seat, WmState } from './state.ts';

/**
 * A bounded set of candidate choices (tens, not thousands) for bots and client hints. Each
 * candidate is tried on a copy and kept only if the rules accept it, so every one is legal;
 * `apply` still accepts any legal choice, such as a move to any reachable point.
 */
export function candidates(
  s: WmState,
  seat: Seat,
  ctx: Ctx,
  rules: Rules<WmState, WmChoice, WmState>,
  o: { table: number; friendlySlam: boolean },
): WmChoice[] {
  const out: WmChoice[] = [];
  const mine = live(s).filter((m) => m.side === seat);
  const foes = live(s).filter((m) => m.side !== seat);
  switch (s.phase) {
    case 'chooseFirst':
      out.push({ kind: 'chooseFirst', first: 'p1' }, { kind: 'chooseFirst', first: 'p2' });
      break;
    case 'deploy': {
      const next = s.models.find((m) => m.side === seat && !m.placed);
      if (!next) break;
      const y = seat === 'p1' ? 5 : o.table - 5;
      for (let i = 1; i <= 7; i++) {
        out.push({ kind: 'deploy', model: next.id, x: (o.table * i) / 8, y, facing: seat === 'p1' ? 90 : 270 });
      }
      break;
    }
    case 'control':
      for (const m of mine) {
        if (defOf(ctx, m).kind === 'warjack') out.push({ kind: 'allocate', model: m.id, focus: 1 });
        if (m.knockedDown || m.stationary) out.push({ kind: 'shake', model: m.id });
      }
      for (const e of s.effects)
        if (e.casterSide === seat && e.duration === 'upkeep') out.push({ kind: 'upkeep', effect: e.id });
      out.push({ kind: 'endControl' });
      break;
    case 'activation':
      if (!s.activation) {
        for (const m of mine) if (!m.activated) out.push({ kind: 'activate', model: m.id });
        out.push({ kind: 'endTurn' });
        break;
      }
      activationCandidates(s, ctx, s.activation.model, mine, foes, o, out);
      break;
    case 'over':
      break;
  }
  const probe = SeededDice.fromSeed(1);
  return out.filter((c) => rules.apply(s, seat, c, probe).ok);
}

function activationCandidates(
  s: WmState,
  ctx: Ctx,
  id: string,
  mine: ModelState[],
  foes: ModelState[],
  o: { friendlySlam: boolean },
  out: WmChoice[],
): void {
  const m = s.models.find((x) => x.id === id);
  if (!m) return;
  const d = defOf(ctx, m);
  const a = s.activation;
  if (!a) return;
  const everyone = live(s).filter((x) => x.id !== m.id);
  if (a.movement === 'none') {
    if (m.knockedDown) {
      out.push({ kind: 'standUp', forfeit: 'movement' }, { kind: 'standUp', forfeit: 'action' });
    } else {
      out.push({ kind: 'forfeitMove', aim: true });
      const spd = Math.max(0, stat(s, ctx, m, 'SPD'));
      const nearest = [...foes].sort(
        (p, q) => distance({ x: m.x, y: m.y }, { x: p.x, y: p.y }) - distance({ x: m.x, y: m.y }, { x: q.x, y: q.y }),
      )[0];
      const obstacles = everyone.map((x) => baseOf(ctx, x));
      const dirs: number[] = [0, 60, 120, 180, 240, 300];
      if (nearest) dirs.unshift(angleTo({ x: m.x, y: m.y }, { x: nearest.x, y: nearest.y }));
      for (const [how, dist] of [
        ['advance', spd],
        ['run', 2 * spd],
      ] as const) {
        for (const dir of how === 'run' ? dirs.slice(0, 1) : dirs) {
          const r = moveBase(baseOf(ctx, m), dir, dist, obstacles, { width: s.table, height: s.table });
          const go = Math.max(0, r.moved - 1e-6);
          if (go < 0.25) continue;
          const to = pointInDirection({ x: m.x, y: m.y }, dir, go);
          const facing = nearest ? angleTo(to, { x: nearest.x, y: nearest.y }) : m.facing;
          out.push({ kind: how, x: to.x, y: to.y, facing });
        }
      }
      for (const f of foes) out.push({ kind: 'charge', target: f.id });
      if (d.kind === 'warjack')
        for (const t of o.friendlySlam ? everyone : foes) out.push({ kind: 'slam', target: t.id });
    }
  } else if (!a.noAction && a.movement !== 'run') {
    const nearestFoe = [...foes].sort(
      (p, q) => edgeDistance(baseOf(ctx, m), baseOf(ctx, p)) - edgeDistance(baseOf(ctx, m), baseOf(ctx, q)),
    )[0];
    for (const w of d.weapons) {
      // Melee only against models within the weapon's reach; ranged against every enemy (declaring is legal).
      const targets = w.kind === 'melee' ? everyone.filter((t) => withinReach(ctx, m, t, weaponRange(w))) : foes;
      for (const t of targets) out.push({ kind: 'attack', weapon: w.id, target: t.id });
      if (m.focus > 0 && nearestFoe && targets.includes(nearestFoe))
        out.push({ kind: 'attack', weapon: w.id, target: nearestFoe.id, boostAttack: true });
    }
    if (d.kind === 'warjack')
      for (const t of everyone.filter((x) => withinReach(ctx, m, x, 0.5))) out.push({ kind: 'headButt', target: t.id });
  }
  if (d.kind === 'warcaster' && !m.knockedDown && a.movement !== 'run') {
    const arcNodes = mine.filter((x) => defOf(ctx, x).advantages.arcNode);
    const nearestFoe = [...foes].sort(
      (p, q) => edgeDistance(baseOf(ctx, m), baseOf(ctx, p)) - edgeDistance(baseOf(ctx, m), baseOf(ctx, q)),
    )[0];
    for (const sp of d.spells ?? []) {
      if (!sp.enabledInSimplifiedRules || sp.COST > m.focus) continue;
      if (sp.RNG === 'SELF' || sp.AOE === 'CTRL') {
        out.push({ kind: 'cast', spell: sp.id });
        continue;
      }
      const targets = sp.target === 'friendly' ? mine : sp.target === 'enemy' ? foes : live(s);
      for (const t of targets) out.push({ kind: 'cast', spell: sp.id, target: t.id });
      if (sp.OFF && nearestFoe)
        for (const n of arcNodes) out.push({ kind: 'cast', spell: sp.id, target: nearestFoe.id, channeler: n.id });
    }
    if (!m.featUsed) out.push({ kind: 'feat' });
    if (m.focus > 0 && m.boxes > 0) out.push({ kind: 'heal' });
  }
  out.push({ kind: 'endActivation' });
}
