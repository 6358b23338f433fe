import type { BotKnowledge } from '@skirmish/ai';
import type { Dice, Options, SeatId } from '@skirmish/core';
import type { HuntersChoice } from './choices.ts';
import type { HuntersContent } from './content/schema.ts';
import { missionRules } from './mission.ts';
import type { CharState, MissionState } from './state.ts';
import { missionView, type HuntersView } from './view.ts';

/**
 * A plain heuristic for the characters' seats: attack when possible, close in on the nearest
 * enemy, never walk off the board, and otherwise take what is offered. `pick(n)` is a random
 * whole number in 0..n-1 from the caller's seeded source.
 */
export function heuristicChoice(
  view: HuntersView,
  legal: readonly HuntersChoice[],
  pick: (n: number) => number,
): HuntersChoice {
  const any = (list: readonly HuntersChoice[]): HuntersChoice => list[pick(list.length)] ?? (legal[0] as HuntersChoice);
  const attacks = legal.filter(
    (c) => (c.kind === 'shoot' && c.targets.length > 0) || c.kind === 'melee' || c.kind === 'area',
  );
  if (attacks.length > 0) return any(attacks);
  const useful = legal.filter(
    (c) =>
      (c.kind === 'interact' && c.what !== 'use-gear') ||
      c.kind === 'heal' ||
      (c.kind === 'react' && c.weapon !== null) ||
      (c.kind === 'penalty' && c.character !== null),
  );
  if (useful.length > 0) return any(useful);
  const me = view.current ? view.chars.find((c) => c.id === view.current?.character) : undefined;
  const steps = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'step' }> =>
      c.kind === 'step' && c.x >= 0 && c.y >= 0 && c.x < view.width && c.y < view.height,
  );
  if (me?.pos && steps.length > 0) {
    const here = me.pos;
    const near = (x: number, y: number) =>
      Math.min(Infinity, ...view.enemies.map((e) => Math.max(Math.abs(e.pos.x - x), Math.abs(e.pos.y - y))));
    const now = near(here.x, here.y);
    const better = steps.filter((s) => near(s.x, s.y) < now);
    if (better.length > 0) return any(better);
  }
  const plays = legal.filter((c) => c.kind === 'play' || (c.kind === 'basic' && c.action !== 'interact'));
  if (plays.length > 0 && pick(4) > 0) return any(plays);
  const calm = legal.filter(
    (c) => c.kind !== 'step' && c.kind !== 'cycle' && c.kind !== 'rotate' && c.kind !== 'morale-mp',
  );
  return any(calm.length > 0 ? calm : legal);
}

/** What a mission asks of the team (the mission's victory condition). */
export type TeamGoal = 'eliminate' | 'collect' | 'survive';

/**
 * The team's heuristic, by the mission's goal: attack the most worn-down enemy in reach, revive,
 * heal and take findings when offered, and move with the goal in mind: toward the nearest enemy
 * to eliminate them, toward the nearest finding not yet taken to collect, and away from the
 * enemies (hiding when it can) to survive. Never off the board; otherwise what is offered.
 */
export function teamChoice(
  view: HuntersView,
  legal: readonly HuntersChoice[],
  pick: (n: number) => number,
  goal: TeamGoal,
): HuntersChoice {
  const any = (list: readonly HuntersChoice[]): HuntersChoice => list[pick(list.length)] ?? (legal[0] as HuntersChoice);
  const cheb = (x: number, y: number, p: { x: number; y: number }) => Math.max(Math.abs(p.x - x), Math.abs(p.y - y));
  const nearest = (x: number, y: number, ps: ReadonlyArray<{ x: number; y: number }>) =>
    Math.min(Infinity, ...ps.map((p) => cheb(x, y, p)));
  const foes = view.enemies.map((e) => e.pos);
  // Deployment: Hidden when the mission allows it (enemies ignore a Hidden character); to
  // survive, as far from the enemies as the zone allows.
  const deploys = legal.filter((c): c is Extract<HuntersChoice, { kind: 'deploy' }> => c.kind === 'deploy');
  if (deploys.length > 0) {
    const hidden = deploys.filter((c) => c.hidden);
    const pool = hidden.length > 0 ? hidden : deploys;
    if (goal !== 'survive') return any(pool);
    const far = Math.max(...pool.map((c) => nearest(c.x, c.y, foes)));
    return any(pool.filter((c) => nearest(c.x, c.y, foes) === far));
  }
  // To survive, a Hidden character keeps still: an attack, or a move in an enemy's sight, ends Hidden.
  const actor = view.current?.character ?? legal.find((c) => c.kind === 'react')?.character;
  if (goal === 'survive' && view.chars.find((c) => c.id === actor)?.hidden) {
    const still = legal.filter((c) => c.kind === 'end-turn' || c.kind === 'no-reaction' || c.kind === 'stop');
    if (still.length > 0) return any(still);
  }
  const health = new Map(view.enemies.map((e) => [e.id, e.health]));
  const weakest = (ids: readonly string[]) => Math.min(Infinity, ...ids.map((id) => health.get(id) ?? Infinity));
  const attacks = legal.filter(
    (c) => (c.kind === 'shoot' && c.targets.length > 0) || c.kind === 'melee' || c.kind === 'area',
  );
  if (attacks.length > 0) {
    // The attack on the enemy with the least Health left: a destroyed enemy no longer acts.
    const score = (c: HuntersChoice) =>
      c.kind === 'shoot' ? weakest(c.targets) : c.kind === 'melee' ? weakest([c.target]) : Infinity;
    const low = Math.min(...attacks.map(score));
    return any(attacks.filter((c) => score(c) === low));
  }
  const first = (kinds: ReadonlyArray<(c: HuntersChoice) => boolean>) => {
    for (const k of kinds) {
      const found = legal.filter(k);
      if (found.length > 0) return any(found);
    }
    return null;
  };
  const useful = first([
    (c) => c.kind === 'interact' && c.what === 'revive',
    (c) => c.kind === 'interact' && c.what === 'collect',
    (c) => c.kind === 'heal',
    (c) => c.kind === 'interact' && c.what === 'reload',
    (c) => c.kind === 'react' && c.weapon !== null,
    (c) => c.kind === 'penalty' && c.character !== null,
    ...(goal === 'survive' ? [(c: HuntersChoice) => c.kind === 'hide'] : []),
  ]);
  if (useful) return useful;
  const me = view.current ? view.chars.find((c) => c.id === view.current?.character) : undefined;
  // Standing on a finding not yet taken: the Interact action that takes it.
  const onFinding =
    me?.pos &&
    view.terrain?.spaces[`${me.pos.x},${me.pos.y}`]?.finding &&
    !view.collected.includes(`${me.pos.x},${me.pos.y}`);
  const interact = legal.find((c) => c.kind === 'basic' && c.action === 'interact');
  if (onFinding && interact) return interact;
  const steps = legal.filter(
    (c): c is Extract<HuntersChoice, { kind: 'step' }> =>
      c.kind === 'step' && c.x >= 0 && c.y >= 0 && c.x < view.width && c.y < view.height,
  );
  if (me?.pos && steps.length > 0) {
    const here = me.pos;
    const findings = Object.entries(view.terrain?.spaces ?? {})
      .filter(([k, sp]) => sp.finding && !view.collected.includes(k))
      .map(([k]) => {
        const [x, y] = k.split(',').map(Number) as [number, number];
        return { x, y };
      });
    // Lower is better.
    const cost =
      goal === 'survive'
        ? (x: number, y: number) => -nearest(x, y, foes)
        : goal === 'collect' && findings.length > 0
          ? (x: number, y: number) => nearest(x, y, findings)
          : (x: number, y: number) => nearest(x, y, foes);
    const now = cost(here.x, here.y);
    let best = now;
    for (const st of steps) best = Math.min(best, cost(st.x, st.y));
    if (best < now) return any(steps.filter((st) => cost(st.x, st.y) === best));
  }
  const plays = legal.filter((c) => c.kind === 'play' || (c.kind === 'basic' && c.action !== 'interact'));
  if (plays.length > 0 && pick(4) > 0) return any(plays);
  const calm = legal.filter(
    (c) => c.kind !== 'step' && c.kind !== 'cycle' && c.kind !== 'rotate' && c.kind !== 'morale-mp',
  );
  return any(calm.length > 0 ? calm : legal);
}

/**
 * What the bots know of The Hunters. The characters' seats play as one team (every character
 * shares the mission's victory, so search scores a win for all of them) and the enemies stay the
 * ruleset's own. A seat sees the map, every enemy and every character except the other players'
 * hands and the order of every deck; `determinize` deals those afresh: each deck and each other
 * hand from the character's cards not seen played, in their sizes. What the view does not carry
 * starts from a fresh setup of the same mission and team.
 */
export function huntersBotKnowledge(
  content: HuntersContent,
  options: Options = {},
): BotKnowledge<MissionState, HuntersChoice, HuntersView> {
  const rules = missionRules(content, options);
  const templates = new Map<string, MissionState>();

  const template = (view: HuntersView, dice: Dice): MissionState => {
    const team = view.chars.map((c) => ({ class: c.cls, seat: c.seat }));
    const seats = [...new Set(view.chars.map((c) => c.seat))];
    const key = JSON.stringify([view.mission, team]);
    let t = templates.get(key);
    if (!t) {
      const r = rules.setup({ mission: view.mission, players: Math.max(1, seats.length), characters: team }, dice);
      if (!r.ok) throw new Error(`hunters bot: cannot set up mission ${view.mission}: ${r.error.code}`);
      t = r.value;
      templates.set(key, t);
    }
    return structuredClone(t);
  };

  const minus = (pool: readonly string[], ...taken: (readonly string[])[]): string[] => {
    const left = [...pool];
    for (const list of taken)
      for (const id of list) {
        const i = left.indexOf(id);
        if (i >= 0) left.splice(i, 1);
      }
    return left;
  };

  const determinize = (view: HuntersView, seat: SeatId, dice: Dice): MissionState => {
    const s = template(view, dice);
    s.turn = view.turn;
    s.phase = view.phase;
    s.enemies = view.enemies.map(({ name: _name, ...e }) => structuredClone(e));
    s.tokens = structuredClone(view.tokens);
    s.collected = [...view.collected];
    s.current = view.current ? structuredClone(view.current) : null;
    s.enemyQueue = [...view.enemyQueue];
    s.result = view.result ? { ...view.result } : null;
    s.chars = view.chars.map((v) => {
      const { deckCount, handCount, hand, choosable, ...shown } = v;
      const base = s.chars.find((c) => c.id === v.id);
      const cls = content.classes.find((c) => c.id === v.cls);
      // The cards neither played nor in a hand this seat can see, dealt in a fresh order.
      const known = hand ?? [];
      const pool = dice.shuffle(choosable ? [...choosable] : minus(cls?.startingDeck ?? [], v.used, known));
      const dealtHand = hand ? [...hand] : pool.splice(0, handCount);
      const char: CharState = {
        ...(base ?? ({} as CharState)),
        ...structuredClone(shown),
        hand: dealtHand,
        deck: pool.slice(0, deckCount),
      };
      return char;
    });
    return s;
  };

  const maxHealth = (kind: string) => content.enemies.find((e) => e.id === kind)?.health ?? 1;
  const goalOf = (mission: string): TeamGoal =>
    content.missions.find((m) => m.id === mission)?.victory.kind ?? 'eliminate';

  /**
   * How far the team is toward the mission's goal, 0..1: the share of the enemies' starting
   * Health taken off (a destroyed enemy, gone from the board, counts all of it), the findings
   * held over those asked, or the turns gone over the mission's last.
   */
  const goalProgress = (s: MissionState): number => {
    const mission = content.missions.find((m) => m.id === s.mission);
    if (!mission) return 0;
    const v = mission.victory;
    if (v.kind === 'collect') return Math.min(1, s.chars.reduce((n, c) => n + c.findings, 0) / Math.max(1, v.findings));
    if (v.kind === 'survive') return mission.maxTurns > 0 ? Math.min(1, Math.max(0, s.turn - 1) / mission.maxTurns) : 0;
    let start = 0;
    for (const g of mission.enemies) start += g.count * maxHealth(g.enemy);
    let left = 0;
    for (const e of s.enemies) left += Math.min(maxHealth(e.kind), Math.max(0, e.health));
    return start > 0 ? Math.max(0, 1 - left / start) : 0;
  };

  /**
   * 0 lost .. 1 won for the whole team: progress toward the mission's goal and the characters'
   * Health (the mission is lost when none is left standing). A destroyed enemy counts as all of
   * its Health taken, so finishing a worn-down enemy always scores.
   */
  const evaluate = (s: MissionState, seat: SeatId): number => {
    const o = rules.outcome(s);
    if (o) return o.winners.includes(seat) ? 1 : o.draw === true ? 0.5 : 0;
    let team = 0;
    for (const c of s.chars) team += c.dead ? 0 : Math.max(0, c.health) / Math.max(1, c.maxHealth);
    const teamShare = s.chars.length > 0 ? team / s.chars.length : 0;
    const v = 0.1 + 0.5 * goalProgress(s) + 0.35 * teamShare;
    return Math.min(0.99, Math.max(0.01, v));
  };

  /** The choices that keep a Hidden character Hidden on a survive mission, or null when that does not apply. */
  const keepStill = (s: MissionState, legal: readonly HuntersChoice[]): HuntersChoice[] | null => {
    if (goalOf(s.mission) !== 'survive') return null;
    const actor = s.current?.character ?? legal.find((c) => c.kind === 'react')?.character;
    if (!s.chars.find((c) => c.id === actor)?.hidden) return null;
    const still = legal.filter((c) => c.kind === 'end-turn' || c.kind === 'no-reaction' || c.kind === 'stop');
    return still.length > 0 ? still : null;
  };

  /**
   * Decisions the search leaves to the team heuristic: deployment (Hidden when the mission allows
   * it) and, on a survive mission, a Hidden character's turn and reactions, where keeping still
   * is what keeps the enemies away.
   */
  const routineChoice = (
    s: MissionState,
    seat: SeatId,
    legal: readonly HuntersChoice[],
    dice: Dice,
  ): HuntersChoice | null => {
    if (legal.some((c) => c.kind === 'deploy') || keepStill(s, legal))
      return teamChoice(missionView(content, s, seat), legal, (n) => (n <= 1 ? 0 : dice.pick(n)), goalOf(s.mission));
    return null;
  };

  return {
    determinize,
    evaluate,
    routineChoice,
    // Inside search too, a Hidden character on a survive mission keeps still.
    macroChoices: (s, seat) => {
      const legal = rules.legalChoices(s, seat);
      return keepStill(s, legal) ?? legal;
    },
    heuristicChoice: (s, seat, legal, dice) =>
      teamChoice(missionView(content, s, seat), legal, (n) => (n <= 1 ? 0 : dice.pick(n)), goalOf(s.mission)),
    // Short random playouts scored by the evaluation: a view rebuilt per heuristic step costs too much.
    search: { playoutDepth: 10 },
  };
}
