/**
 * The mission of a Hybrid game as the board tells it: its name, what each side must do, and how
 * far each Objective has got, in the page's language. The mission comes from the game's content
 * pack (the view carries only its id); what is done comes from the view.
 */
import { nameHuOf, type HybridContent, type PackNames } from '@skirmish/hybrid';
import type { Lang } from '../../i18n.ts';
import { squareNameOf, type HyView } from './model.ts';
import { hyWords } from './words.ts';

export type HyMission = HybridContent['missions'][number];
export type HyGoal = HyMission['objectives'][number];

/** The game's mission in its pack, if the pack has it. */
export function missionOf(content: HybridContent, id: string): HyMission | null {
  return content.missions.find((m) => m.id === id) ?? null;
}

/** The mission's name in the page's language: the pack's Hungarian name, else ours for a sample name. */
export function missionName(m: HyMission, names: PackNames, lang: Lang): string {
  return lang === 'hu' ? nameHuOf(names, m.id, m.name) : m.name;
}

/** The sides whose goals include Objective `n`, in the mission's order. */
export function ownersOf(m: HyMission, n: number): string[] {
  const out: string[] = [];
  for (const g of m.objectives) if (g.counters.includes(n) && !out.includes(g.side)) out.push(g.side);
  return out;
}

/** Every Objective number the mission places or asks for, in order. */
export function objectiveNumbers(m: HyMission): number[] {
  const all = new Set<number>([...m.objectiveCounters.map((o) => o.n), ...m.objectives.flatMap((g) => g.counters)]);
  return [...all].sort((a, b) => a - b);
}

/**
 * One goal of a side in words: the pack's own text in English; in Hungarian (the pack gives its
 * goals no Hungarian text) our words for what the goal asks, read from its counters, order,
 * wiping out and way out, as the rules check it.
 */
export function goalText(g: HyGoal, names: PackNames, lang: Lang): string {
  if (lang === 'en' && g.text.trim() !== '') return g.text;
  const w = hyWords(lang);
  const parts: string[] = [];
  if (g.counters.length > 0) parts.push(g.ordered ? w.goalOrdered(g.counters) : w.goalCounters(g.counters));
  if (g.eliminate) parts.push(w.goalEliminate);
  if (g.exit) {
    const who = (g.exit.warriors ?? []).map((id) => {
      const en = names.en.get(id) ?? id;
      return lang === 'hu' ? nameHuOf(names, id, en) : en;
    });
    if (who.length > 0) parts.push(w.goalExitNamed(who));
    if ((g.exit.count ?? 0) > 0) parts.push(w.goalExitCount(g.exit.count ?? 0));
  }
  return w.goal(parts);
}

/** How one Objective stands: done and by whom, or still on the board (where), and what it waits for. */
export interface ObjectiveState {
  readonly n: number;
  readonly owners: readonly string[];
  readonly doneBy: readonly string[];
  /** The square it lies on while no one has carried it out. */
  readonly at: string | null;
  /** Objectives an owner must carry out before this one (an ordered goal), not yet done. */
  readonly after: readonly number[];
}

export function objectiveStates(m: HyMission, view: Pick<HyView, 'objectiveCounters' | 'sides'>): ObjectiveState[] {
  const sides = view.sides;
  const done = (side: string) => sides[side]?.objectivesDone ?? [];
  const where = new Map<number, string>();
  for (const [k, n] of Object.entries(view.objectiveCounters)) where.set(n, k);
  return objectiveNumbers(m).map((n) => {
    const owners = ownersOf(m, n);
    const doneBy = Object.keys(sides).filter((s) => done(s).includes(n));
    const after = new Set<number>();
    for (const g of m.objectives)
      if (g.ordered && g.counters.includes(n))
        for (const b of g.counters.slice(0, g.counters.indexOf(n))) if (!done(g.side).includes(b)) after.add(b);
    const k = where.get(n);
    return { n, owners, doneBy, at: k === undefined ? null : squareNameOf(k), after: [...after] };
  });
}

/**
 * How one Objective stands, without its name: "done by the Griffin side", "still to do, on D10";
 * once the game is `over`, one nobody carried out is "not done": nothing is left to do.
 */
export function objectiveStatus(o: ObjectiveState, seatName: (s: string) => string, lang: Lang, over = false): string {
  const w = hyWords(lang);
  if (o.doneBy.length > 0) return w.doneBy(o.doneBy.map(seatName));
  return over ? w.notDone : w.stillToDo(o.at, o.after);
}

/** Whose an Objective is and how it stands, in a line: "Objective 1 (Griffin): done by the Griffin side". */
export function objectiveLine(o: ObjectiveState, seatName: (s: string) => string, lang: Lang, over = false): string {
  const w = hyWords(lang);
  return `${w.objective(o.n)} ${w.ownedBy(o.owners.map(seatName))}: ${objectiveStatus(o, seatName, lang, over)}`;
}

/** What an Objective counter on the board says when pointed at: which it is, whose, how it is done, how it stands. */
export function objectiveTitle(
  m: HyMission | null,
  n: number,
  view: Pick<HyView, 'objectiveCounters' | 'sides'> & { readonly phase?: HyView['phase'] },
  seatName: (s: string) => string,
  lang: Lang,
): string {
  const w = hyWords(lang);
  if (!m) return w.objective(n);
  const owners = ownersOf(m, n).map(seatName);
  const whose = owners.length === 0 ? w.nobodys : w.whose(owners);
  const o = objectiveStates(m, view).find((x) => x.n === n);
  return `${w.objective(n)}, ${whose}${o ? `; ${objectiveStatus(o, seatName, lang, view.phase === 'over')}` : ''}`;
}
