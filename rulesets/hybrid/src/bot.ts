import type { BotKnowledge } from '@skirmish/ai';
import type { Dice, Options, SeatId } from '@skirmish/core';
import type { HybridChoice } from './choices.ts';
import type { HybridContent } from './content/schema.ts';
import { diagonalFast } from '@skirmish/geometry/grid';
import { cloneState } from './fast.ts';
import { compiledGrid } from './movement.ts';
import { hybridRules } from './rules.ts';
import { SEATS, type HybridState, type Seat } from './state.ts';
import type { HybridView } from './view.ts';
import { apt, distanceBetween, enemiesInContact, makeCtx } from './world.ts';

/** Shares of the evaluation: objectives carried out, warriors' wounds, and closing in on what is left to do. */
const OBJECTIVE_WEIGHT = 0.4;
const HEALTH_WEIGHT = 0.3;
const REACH_WEIGHT = 0.3;
/** Moves kept for search at a decision: the best few toward one's objectives, the enemy, and the enemy's objectives. */
const MOVES_TOWARD_GOALS = 4;
const MOVES_TOWARD_FOES = 2;
const MOVES_TO_BLOCK = 2;

const otherSeat = (s: Seat): Seat => (s === 'griffin' ? 'scorpion' : 'griffin');

/** Walking distances (in steps; a closed door costs two more) from every square to the nearest target. */
type DistanceField = Int16Array;
const FAR = 999;

const fields = new WeakMap<object, Map<string, DistanceField>>();

/**
 * A distance field over the board for rules of thumb: steps in eight directions, walls stop a
 * step, doors do not (a closed one costs two steps more, a locked one four), warriors are
 * ignored (they move). Cached per board layout, door states and targets.
 */
function distanceField(s: HybridState, targets: readonly (readonly [number, number])[]): DistanceField {
  const doorsKey = s.board.doors.map((d) => (d.open || d.smashed ? 'o' : d.locked ? 'l' : 'c')).join('');
  const key = `${doorsKey}|${targets.map(([x, y]) => `${x},${y}`).join(';')}`;
  let cache = fields.get(s.board.edges);
  if (!cache) {
    cache = new Map();
    fields.set(s.board.edges, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const g = compiledGrid(s);
  const W = g.width;
  const H = g.height;
  // Door edges by their square and side bit (N=1, E=2, S=4, W=8), as the compiled grid numbers them.
  const doorCost = new Map<number, number>();
  for (const d of s.board.doors) {
    // A locked door costs more: a mission event may unlock it (the Prison's cell door), so a
    // warrior behind one still knows his way.
    const cost = d.open || d.smashed ? 0 : d.locked ? 4 : 2;
    for (const e of d.edges) {
      const [xs, ys, side] = e.split(',');
      const x = Number(xs);
      const y = Number(ys);
      if (side === 'E') {
        doorCost.set((y * W + x) * 16 + 2, cost);
        doorCost.set((y * W + x + 1) * 16 + 8, cost);
      } else {
        doorCost.set((y * W + x) * 16 + 1, cost);
        doorCost.set(((y + 1) * W + x) * 16 + 4, cost);
      }
    }
  }
  const dist = new Int16Array(W * H).fill(FAR);
  // A bucket queue: costs are small whole numbers.
  const buckets: number[][] = [];
  for (const [x, y] of targets) {
    if (x < 0 || y < 0 || x >= W || y >= H) continue;
    dist[y * W + x] = 0;
    (buckets[0] ??= []).push(y * W + x);
  }
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    for (const i of bucket) {
      if (dist[i] !== d) continue;
      const x = i % W;
      const y = (i - x) / W;
      for (let vy = -1; vy <= 1; vy++)
        for (let vx = -1; vx <= 1; vx++) {
          if (vx === 0 && vy === 0) continue;
          const nx = x + vx;
          const ny = y + vy;
          if (nx < 0 || ny < 0 || nx >= W || ny >= H || g.board[ny * W + nx] !== 1) continue;
          let cost = 1;
          if (vx !== 0 && vy !== 0) {
            if (diagonalFast(g, x, y, vx, vy)[1]) continue;
          } else {
            const bit = vx > 0 ? 2 : vx < 0 ? 8 : vy > 0 ? 1 : 4;
            if (((g.shut[i] ?? 0) & bit) !== 0) {
              const door = doorCost.get(i * 16 + bit);
              if (door === undefined) continue;
              cost += door;
            }
          }
          const j = ny * W + nx;
          const nd = d + cost;
          if (nd < (dist[j] ?? FAR)) {
            dist[j] = nd;
            (buckets[nd] ??= []).push(j);
          }
        }
    }
  }
  if (cache.size > 256) cache.clear();
  cache.set(key, dist);
  return dist;
}

const fieldAt = (s: HybridState, f: DistanceField, x: number, y: number): number => f[y * s.board.width + x] ?? FAR;

/**
 * What the bots know of Hybrid. A seat sees the board, every warrior, its own hand, sequence and
 * Army cards, the discards and the sizes of everything else; `determinize` deals the rest
 * afresh each time, consistently with that: the opponent's hand and both decks from the cards not
 * seen, the opponent's face-down Activation counters over its warriors not yet revealed (a revealed
 * counter stays where it was), the unturned Event counters as Traps in the mission's proportion,
 * and the unrevealed Army cards from those of each side. Everything the view does not mention
 * starts from a fresh setup of the same mission.
 */
export function hybridBotKnowledge(
  content: HybridContent,
  options: Options = {},
): BotKnowledge<HybridState, HybridChoice, HybridView> {
  const rules = hybridRules(content, options);
  const ctx = makeCtx(content, options);
  const nv = new Map(content.profiles.map((p) => [p.id, p.nv]));
  const templates = new Map<string, HybridState>();

  const template = (mission: string, dice: Dice): HybridState => {
    let t = templates.get(mission);
    if (!t) {
      const r = rules.setup({ mission }, dice);
      if (!r.ok) throw new Error(`hybrid bot: cannot set up mission ${mission}: ${r.error.code}`);
      t = r.value;
      templates.set(mission, t);
    }
    return cloneState(t);
  };

  const deal = <T>(pool: readonly T[], dice: Dice): T[] => dice.shuffle([...pool]);

  const minus = (pool: readonly string[], ...taken: (readonly string[])[]): string[] => {
    const left = [...pool];
    for (const list of taken)
      for (const id of list) {
        const i = left.indexOf(id);
        if (i >= 0) left.splice(i, 1);
      }
    return left;
  };

  const determinize = (view: HybridView, seatId: SeatId, dice: Dice): HybridState => {
    const me = seatId as Seat;
    const them = otherSeat(me);
    const s = template(view.mission, dice);
    const mission = content.missions.find((m) => m.id === view.mission);
    s.phase = view.phase;
    s.round = view.round;
    s.roundLimit = view.roundLimit;
    // The walls, voids and tile numbers never change: shared, so the compiled grids and distance
    // fields cached by board stay warm across the samples of one decision.
    const { edges, voids, tileOf, ...changing } = view.board;
    s.board = { ...structuredClone(changing), edges, voids, tileOf };
    s.lastEventSide = view.lastEventSide;
    s.rollWinner = view.rollWinner;
    s.first = view.first;
    s.current = view.current ? structuredClone(view.current) : null;
    s.turn = view.phase === 'activation' ? (view.current?.seat ?? me) : null;
    s.firstContact = view.firstContact;
    s.firstBlood = view.firstBlood;
    s.outcome = view.outcome ? structuredClone(view.outcome) : null;
    s.objectiveCounters = { ...view.objectiveCounters };
    s.actionDiscard = [...view.actionDiscard];
    s.eventDiscard = [...view.eventDiscard];

    // Warriors: everything shown, the rest as a fresh warrior has it.
    const blank = s.warriors[0];
    s.warriors = view.warriors.map((v) => {
      const base = structuredClone(s.warriors.find((w) => w.id === v.id) ?? blank);
      if (!base) throw new Error('hybrid bot: the mission has no warriors');
      return {
        ...base,
        id: v.id,
        profile: v.profile,
        side: v.side,
        x: v.x,
        y: v.y,
        facing: v.facing,
        wounds: v.wounds,
        status: v.status,
        mode: v.mode,
        dc: v.dc ? { heroic: v.heroicParry } : null,
        watch: v.watch,
        blocked: v.blocked,
        activated: v.activated,
      };
    });

    // Action cards: the ones this seat has not seen make up the opponent's hand and the deck.
    const inPlay = view.current?.action?.cards ?? [];
    const unseenActions = deal(
      minus(
        content.actionCards.map((c) => c.id),
        view.hand,
        view.actionDiscard,
        inPlay,
      ),
      dice,
    );
    s.sides[me].hand = [...view.hand];
    s.sides[them].hand = unseenActions.splice(0, view.sides[them].handSize);
    s.actionDeck = unseenActions.splice(0, view.actionDeckSize);
    const unseenEvents = deal(
      minus(
        content.eventCards.map((c) => c.id),
        view.eventHand,
        view.eventDiscard,
      ),
      dice,
    );
    s.sides[me].eventHand = [...view.eventHand];
    s.sides[them].eventHand = unseenEvents.splice(0, view.sides[them].eventHandSize);
    s.eventDeck = unseenEvents.splice(0, view.eventDeckSize);

    for (const side of SEATS) {
      const sv = view.sides[side];
      const st = s.sides[side];
      st.objectivesDone = [...sv.objectivesDone];
      st.sequenceDone = sv.sequenceDone;
      st.armyRevealed = sv.armyRevealed.length;
      const hidden = deal(
        minus(
          content.armyCards.filter((a) => a.side === side).map((a) => a.id),
          sv.armyRevealed,
        ),
        dice,
      );
      st.army = [...sv.armyRevealed, ...hidden.slice(0, sv.armyHidden)];
    }

    // Activation Sequences: one's own as placed; the opponent's revealed counters where they
    // were shown, its other counters over its unrevealed warriors in a random order.
    s.sides[me].sequence = [...view.mySequence];
    const placed = view.sides[them].countersPlaced;
    const seq: (string | null)[] = Array.from({ length: placed }, () => null);
    const shown = new Set<string>();
    for (const w of view.warriors) {
      if (w.side !== them || w.counter === null) continue;
      if (w.counter >= 1 && w.counter <= placed) {
        seq[w.counter - 1] = w.id;
        shown.add(w.id);
      }
    }
    const candidates = view.warriors.filter((w) => w.side === them && !shown.has(w.id));
    // Warriors still in play (or, in round 1 under `deployAfterFirstRoll`, about to deploy) are the
    // likelier holders of a counter.
    const live = (w: (typeof candidates)[number]): boolean => w.status === 'in-play' || w.status === 'undeployed';
    candidates.sort((a, b) => Number(live(b)) - Number(live(a)));
    const liveOnes = deal(
      candidates.filter(live).map((w) => w.id),
      dice,
    );
    const rest = candidates.filter((w) => !live(w)).map((w) => w.id);
    const fill = [...liveOnes, ...rest];
    s.sides[them].sequence = seq.map((id) => id ?? fill.shift() ?? null).filter((id): id is string => id !== null);

    // Unturned Event counters: Traps in the proportion the mission dealt them.
    const keys = view.eventCounters;
    const squares = mission?.eventSquares.length ?? keys.length;
    const traps = squares > 0 ? Math.round((keys.length * (mission?.trapCount ?? 0)) / squares) : 0;
    const kinds = deal(
      keys.map((_, i) => i < traps),
      dice,
    );
    s.eventCounters = Object.fromEntries(keys.map((k, i) => [k, kinds[i] ?? false]));

    // An Event card window open now is public: who is asked, at which moment, who comes next.
    const win = view.cards.window;
    if (win) {
      s.cards.eventWindow = win.seat;
      s.cards.eventWindowMoment = win.moment;
      s.cards.eventWindowNext = [...win.next];
      s.cards.eventWindowResume = win.resume;
      s.cards.eventWindowAct = win.activation;
      s.cards.eventWindowsDone = [...win.done];
      s.cards.eventWindowRolls = win.rolls;
    }
    return s;
  };

  const rank = new Map(content.profiles.map((p) => [p.id, p.rank]));
  const missionOf = (s: HybridState) => content.missions.find((m) => m.id === s.mission);

  /** The objective counters a side may carry out next: all it still needs, ordered ones one at a time. */
  const openGoals = (s: HybridState, side: Seat): number[] => {
    const done = s.sides[side].objectivesDone;
    const out: number[] = [];
    for (const g of missionOf(s)?.objectives ?? []) {
      if (g.side !== side) continue;
      for (const n of g.counters) {
        if (done.includes(n)) continue;
        out.push(n);
        if (g.ordered) break;
      }
    }
    return out;
  };

  const goalSquares = (s: HybridState, side: Seat): Array<[number, number]> => {
    const open = openGoals(s, side);
    return Object.entries(s.objectiveCounters)
      .filter(([, n]) => open.includes(n))
      .map(([k]) => k.split(',').map(Number) as [number, number]);
  };

  /** Rank 0 warriors cannot carry out an objective: they fight. */
  const canCarry = (w: { profile: string }) => (rank.get(w.profile) ?? 0) > 0;

  /** Exit objectives: per goal, the warriors asked for, and how many more (and which named ones) must still get out. */
  const exitGoals = (s: HybridState, side: Seat): Array<{ total: number; count: number; named: string[] }> => {
    const out: Array<{ total: number; count: number; named: string[] }> = [];
    const gone = s.warriors.filter((w) => w.side === side && w.status === 'left' && canCarry(w));
    for (const g of missionOf(s)?.objectives ?? []) {
      if (g.side !== side || !g.exit) continue;
      const pool = [...gone];
      const named: string[] = [];
      for (const p of g.exit.warriors ?? []) {
        const i = pool.findIndex((w) => w.profile === p);
        if (i < 0) named.push(p);
        else pool.splice(i, 1);
      }
      const want = g.exit.count ?? 0;
      out.push({ total: want + (g.exit.warriors ?? []).length, count: Math.max(0, want - gone.length), named });
    }
    return out;
  };

  /** Whether getting this warrior out of the laboratory would still count for one of his side's exit objectives. */
  const wantedOut = (s: HybridState, w: { profile: string; side: Seat }): boolean =>
    canCarry(w) && exitGoals(s, w.side).some((g) => g.named.includes(w.profile) || g.count > 0);

  const exitSquares = (s: HybridState): Array<[number, number]> =>
    (s.board.entries ?? []).flatMap((e) => e.squares.map((k) => k.split(',').map(Number) as [number, number]));

  /** Where this warrior should head: the open objective counters, and the exits when he is wanted out. */
  const goalsOf = (s: HybridState, w: { profile: string; side: Seat }): Array<[number, number]> => {
    if (!canCarry(w)) return [];
    const goals = goalSquares(s, w.side);
    return wantedOut(s, w) ? [...goals, ...exitSquares(s)] : goals;
  };

  /** Share of a side's objective counters carried out (0..1), and how near its able warriors stand to the rest. */
  const objectives = (s: HybridState, side: Seat): { done: number; reach: number } => {
    const goals = missionOf(s)?.objectives.filter((o) => o.side === side) ?? [];
    const wanted = goals.flatMap((g) => g.counters);
    const exits = exitGoals(s, side);
    const exitTotal = exits.reduce((n, g) => n + g.total, 0);
    if (wanted.length + exitTotal === 0) return { done: 0, reach: 0 };
    const done = s.sides[side].objectivesDone;
    const exitDone = exits.reduce((n, g) => n + g.total - g.count - g.named.length, 0);
    const doneShare = (wanted.filter((n) => done.includes(n)).length + exitDone) / (wanted.length + exitTotal);
    const able = s.warriors.filter((w) => w.side === side && w.status === 'in-play' && canCarry(w));
    let reach = 0;
    let count = 0;
    // Warriors wanted out: how near the nearest of them stands to an exit.
    const out = able.filter((w) => wantedOut(s, w));
    if (out.length > 0 && exitSquares(s).length > 0) {
      const field = distanceField(s, exitSquares(s));
      let nearest = FAR;
      for (const w of out) nearest = Math.min(nearest, fieldAt(s, field, w.x, w.y));
      reach += 1 - Math.min(1, nearest / 24);
      count++;
    }
    for (const square of goalSquares(s, side)) {
      count++;
      // An enemy standing on the counter keeps it from being carried out until he is moved or killed.
      if (s.warriors.some((w) => w.side !== side && w.status === 'in-play' && w.x === square[0] && w.y === square[1]))
        continue;
      const field = distanceField(s, [square]);
      let nearest = FAR;
      for (const w of able) nearest = Math.min(nearest, fieldAt(s, field, w.x, w.y));
      reach += 1 - Math.min(1, nearest / 24);
    }
    return { done: doneShare, reach: count > 0 ? reach / count : 1 };
  };

  const health = (s: HybridState, side: Seat): number => {
    let left = 0;
    let total = 0;
    for (const w of s.warriors) {
      if (w.side !== side) continue;
      const max = nv.get(w.profile) ?? 1;
      total += max;
      if (w.status === 'in-play') left += Math.max(0, max - w.wounds);
    }
    return total > 0 ? left / total : 0;
  };

  const evaluate = (s: HybridState, seatId: SeatId): number => {
    const me = seatId as Seat;
    const them = otherSeat(me);
    if (s.outcome) {
      if (s.outcome.winners.includes(me)) return 1;
      return s.outcome.draw ? 0.5 : 0;
    }
    const a = objectives(s, me);
    const b = objectives(s, them);
    const v =
      0.5 +
      (OBJECTIVE_WEIGHT * (a.done - b.done)) / 2 +
      (HEALTH_WEIGHT * (health(s, me) - health(s, them))) / 2 +
      (REACH_WEIGHT * (a.reach - b.reach)) / 2;
    return Math.min(0.99, Math.max(0.01, v));
  };

  const eventEffect = new Map(content.eventCards.map((c) => [c.id, c.effect]));

  /**
   * In an Event card window: a harm card on the enemy nearest to falling, a heal on the friend with
   * the most wounds; every other card is kept for later (pass).
   */
  const windowChoice = (s: HybridState, me: Seat, legal: readonly HybridChoice[]): HybridChoice => {
    let best: HybridChoice = { kind: 'events-done' };
    let bestScore = 0;
    for (const c of legal) {
      if (c.kind !== 'play-event' || !c.target) continue;
      const t = s.warriors.find((x) => x.id === c.target);
      if (!t) continue;
      const left = (nv.get(t.profile) ?? 1) - t.wounds;
      const effect = eventEffect.get(c.card);
      const score = effect === 'harm' && t.side !== me ? 10 - left : effect === 'heal' && t.side === me ? t.wounds : 0;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  };

  /** A tied Conviction leader (HY-APT-16): the one with the most Conviction warriors within his 8 squares. */
  const leaderChoice = (s: HybridState, me: Seat, picks: readonly HybridChoice[]): HybridChoice => {
    const convinced = s.warriors.filter((w) => w.side === me && apt(ctx, w, 'Conviction') !== null);
    const led = (c: HybridChoice): number => {
      const l = c.kind === 'leader' ? s.warriors.find((w) => w.id === c.warrior) : undefined;
      return l ? convinced.filter((w) => w.status === 'in-play' && distanceBetween(ctx, w, l) <= 8).length : 0;
    };
    return picks.reduce((a, b) => (led(b) > led(a) ? b : a));
  };

  /** Rules of thumb: objectives first, the strongest attack on the most wounded target, the best parry, then close in. */
  const heuristicChoice = (
    s: HybridState,
    seatId: SeatId,
    legal: readonly HybridChoice[],
    dice: Dice,
  ): HybridChoice => {
    const me = seatId as Seat;
    const any = (list: readonly HybridChoice[]) => list[list.length === 1 ? 0 : dice.pick(list.length)] as HybridChoice;
    const find = (kind: HybridChoice['kind']) => legal.filter((c) => c.kind === kind);
    const woundsOf = (id: string) => {
      const w = s.warriors.find((x) => x.id === id);
      return w ? w.wounds - (nv.get(w.profile) ?? 1) : 0;
    };
    if (legal.some((c) => c.kind === 'events-done')) return windowChoice(s, me, legal);
    for (const kind of ['objective', 'keep-hand', 'go-first'] as const) {
      const c = find(kind);
      if (c.length > 0) return c[0] as HybridChoice;
    }
    const leaders = find('leader');
    if (leaders.length > 0) return leaderChoice(s, me, leaders);
    // Brutish Strength (option `brutishOptional`): the push always hurts or drives the enemy off.
    const push = legal.find((c) => c.kind === 'brutish-push' && c.push);
    if (push) return push;
    // A level announced again after the cards (HY-MODE-08): the highest left.
    const relevel = legal.filter((c) => c.kind === 'relevel');
    if (relevel.length > 0) return relevel[relevel.length - 1] as HybridChoice;
    // A 2D10 roll under `manualDiceChoice`: the lower die is never the worse one (listed first).
    const keep = legal.find((c) => c.kind === 'keep-die');
    if (keep) return keep;
    // A warrior the mission wants out leaves as soon as he can.
    const leaving = s.current ? s.warriors.find((w) => w.id === s.current?.warrior) : undefined;
    if (leaving && find('leave').length > 0 && wantedOut(s, leaving)) return { kind: 'leave' };
    let bestAttack: HybridChoice | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const c of legal) {
      if (c.kind !== 'strike' && c.kind !== 'fire' && c.kind !== 'parry') continue;
      // Higher levels first; among targets, the one nearest to falling.
      const score = c.kind === 'parry' ? c.level : c.level * 10 + woundsOf(c.target);
      if (score > bestScore) {
        bestScore = score;
        bestAttack = c;
      }
    }
    if (bestAttack) return bestAttack;
    const current = s.current ? s.warriors.find((w) => w.id === s.current?.warrior) : undefined;
    const foes = s.warriors.filter((w) => w.side !== me && w.status === 'in-play');
    if (current) {
      // Able warriors head for the objectives still open, the others (and everyone once none is
      // left) for the nearest enemy.
      const goals = goalsOf(s, current);
      const field = distanceField(s, goals.length > 0 ? goals : foes.map((f) => [f.x, f.y] as [number, number]));
      const here = fieldAt(s, field, current.x, current.y);
      const moves = legal.filter((c): c is Extract<HybridChoice, { kind: 'move' }> => c.kind === 'move');
      let best: HybridChoice | null = null;
      let bestDistance = here;
      for (const m of moves) {
        const d = fieldAt(s, field, m.x, m.y);
        if (d < bestDistance) {
          bestDistance = d;
          best = m;
        }
      }
      if (best) return best;
      // A closed door on the way is opened rather than walked around.
      const doors = legal.filter((c) => c.kind === 'door');
      if (doors.length > 0 && here > 0) return doors[0] as HybridChoice;
      // Stuck beside a door that lies on his rear side: turning on the spot may bring it in reach.
      if (here > 0 && s.current?.stage === 'move')
        for (const m of moves) {
          if (m.x !== current.x || m.y !== current.y) continue;
          const after = rules.apply(s, seatId, m, dice);
          if (after.ok && rules.legalChoices(after.value.state, seatId).some((c) => c.kind === 'door')) return m;
        }
      // Offensive Combat in base contact with an enemy (a wall or closed door between them is
      // none, HY-GEN-06), Movement when far from everything.
      const modes = legal.filter((c): c is Extract<HybridChoice, { kind: 'mode' }> => c.kind === 'mode');
      if (modes.length > 0) {
        const near = enemiesInContact(ctx, s, current).length > 0;
        const want = near ? 'OC' : here > 3 ? 'MV' : 'F';
        const fit = modes.filter((m) => m.mode === want);
        if (fit.length > 0) return fit.reduce((a, b) => ((b.level ?? 0) > (a.level ?? 0) ? b : a));
      }
    }
    const calm = legal.filter((c) => c.kind !== 'reject-hand' && c.kind !== 'move' && c.kind !== 'face');
    const ends = calm.filter((c) => c.kind === 'done' || c.kind === 'end');
    const others = calm.filter((c) => c.kind !== 'done' && c.kind !== 'end');
    if (others.length > 0 && (ends.length === 0 || dice.pick(3) > 0)) return any(others);
    return any(ends.length > 0 ? ends : legal);
  };

  type Move = Extract<HybridChoice, { kind: 'move' }>;

  /** The few moves worth searching: nearest to the seat's open objectives, to the enemy, and onto the enemy's objectives. */
  const keptMoves = (s: HybridState, me: Seat, moves: readonly Move[]): Set<Move> => {
    const current = s.current ? s.warriors.find((w) => w.id === s.current?.warrior) : undefined;
    const keep = new Set<Move>();
    const best = (targets: Array<[number, number]>, n: number) => {
      if (targets.length === 0 || n <= 0) return;
      const field = distanceField(s, targets);
      const ranked = [...moves].sort((a, b) => fieldAt(s, field, a.x, a.y) - fieldAt(s, field, b.x, b.y));
      for (const m of ranked.slice(0, n)) keep.add(m);
    };
    const foes = s.warriors
      .filter((w) => w.side !== me && w.status === 'in-play')
      .map((w) => [w.x, w.y] as [number, number]);
    if (current) best(goalsOf(s, current), MOVES_TOWARD_GOALS);
    best(foes, MOVES_TOWARD_FOES);
    best(goalSquares(s, otherSeat(me)), MOVES_TO_BLOCK);
    return keep;
  };

  const macroChoices = (s: HybridState, seatId: SeatId): readonly HybridChoice[] => {
    const legal = rules.legalChoices(s, seatId);
    const moves = legal.filter((c): c is Move => c.kind === 'move');
    const limit = MOVES_TOWARD_GOALS + MOVES_TOWARD_FOES + MOVES_TO_BLOCK;
    if (moves.length <= limit) return legal;
    const keep = keptMoves(s, seatId as Seat, moves);
    return legal.filter((c) => c.kind !== 'move' || keep.has(c));
  };

  /**
   * The first opinion search starts from: the rules of thumb's choice above everything, moves by
   * the position they leave (objectives, blocking, closing in), the rest even.
   */
  const prior = (s: HybridState, seatId: SeatId, legal: readonly HybridChoice[], dice: Dice): number[] => {
    const pick = heuristicChoice(s, seatId, legal, dice);
    const moves = legal.filter((c): c is Move => c.kind === 'move');
    const keep = moves.length > 0 ? keptMoves(s, seatId as Seat, moves) : new Set<Move>();
    return legal.map((c) => {
      if (c === pick) return 0.75;
      if (c.kind !== 'move') return 0.5;
      if (!keep.has(c)) return 0.3;
      const after = rules.apply(s, seatId, c, dice);
      return after.ok ? evaluate(after.value.state, seatId) : 0;
    });
  };

  return {
    determinize,
    evaluate,
    heuristicChoice,
    macroChoices,
    prior,
    // Games run to ten rounds of many small choices, and random walkers seldom reach an
    // objective: search follows the rules of thumb (with some noise) a dozen choices past its
    // tree and scores the position there.
    search: { playoutDepth: 12, playout: 'heuristic', epsilon: 0.15, priorWeight: 4 },
  };
}
