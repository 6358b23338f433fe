import { LoadedDice, resolveOptions, unwrap, type GameEvent, type Violation } from '@skirmish/core';
import { warmachineOptions } from '../src/options.ts';
import { makeRules } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';
import type { WmChoice } from '../src/choices.ts';
import type { WarmachineContent } from '../src/content.ts';
import type { EffectState, ModelState, Seat, WmState } from '../src/state.ts';

export function rulesWith(options: Record<string, unknown> = {}) {
  return makeRules(sampleContent, unwrap(resolveOptions(warmachineOptions, options)));
}

export const rules = rulesWith();

/** Rules for a copy of the sample content as `edit` changes it, with the given options. */
export function rulesWithContent(edit: (c: WarmachineContent) => void, options: Record<string, unknown> = {}) {
  const c = structuredClone(sampleContent);
  edit(c);
  return makeRules(c, unwrap(resolveOptions(warmachineOptions, options)));
}

export interface Place {
  readonly x: number;
  readonly y: number;
  readonly facing?: number;
  readonly set?: Partial<ModelState>;
}

/**
 * A position in a few lines: the listed models stand where given (facing defaults to toward
 * the other side), every other model stays off the table. The active player's Activation
 * phase of round 1 is open unless `phase` says otherwise.
 */
export function position(
  models: Record<string, Place>,
  o: {
    active?: Seat;
    phase?: WmState['phase'];
    setup?: { p1: string; p2: string };
    r?: ReturnType<typeof makeRules>;
  } = {},
): WmState {
  const r = o.r ?? rules;
  const s = structuredClone(
    unwrap(r.setup(o.setup ?? { p1: 'iron-crown', p2: 'ashen-covenant' }, new LoadedDice([6, 1]))),
  );
  s.phase = o.phase ?? 'activation';
  s.round = 1;
  s.turn = 1;
  s.first = 'p1';
  s.active = o.active ?? 'p1';
  for (const [id, p] of Object.entries(models)) {
    const m = s.models.find((x) => x.id === id);
    if (!m) throw new Error(`no model ${id}`);
    m.x = p.x;
    m.y = p.y;
    m.facing = p.facing ?? (m.side === 'p1' ? 90 : 270);
    m.placed = true;
    Object.assign(m, p.set ?? {});
  }
  return s;
}

export function model(s: WmState, id: string): ModelState {
  const m = s.models.find((x) => x.id === id);
  if (!m) throw new Error(`no model ${id}`);
  return m;
}

/** Applies a choice with scripted dice; every scripted die must be used. */
export function act(
  s: WmState,
  seat: Seat,
  choice: WmChoice,
  rolls: number[] = [],
  r = rules,
): { state: WmState; events: GameEvent[] } {
  const dice = new LoadedDice(rolls);
  const res = r.apply(s, seat, choice, dice);
  if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
  if (dice.remaining !== 0) throw new Error(`${dice.remaining} scripted dice were not used`);
  return { state: res.value.state, events: [...res.value.events] };
}

/** Applies a sequence of choices (no dice) and returns the state. */
export function acts(s: WmState, seat: Seat, choices: WmChoice[], r = rules): WmState {
  let st = s;
  for (const c of choices) st = act(st, seat, c, [], r).state;
  return st;
}

export function refuse(s: WmState, seat: Seat, choice: WmChoice, r = rules): Violation {
  const res = r.apply(s, seat, choice, new LoadedDice([6, 6, 6, 6, 6, 6, 6, 6, 6, 6]));
  if (res.ok) throw new Error(`expected a refusal of ${JSON.stringify(choice)}`);
  return res.error;
}

export function ev(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

/** Opens an activation of `id` and makes its movement choice. */
export function activated(s: WmState, id: string, move: WmChoice = { kind: 'forfeitMove', aim: false }): WmState {
  const seat = model(s, id).side;
  return acts(s, seat, [{ kind: 'activate', model: id }, move]);
}

/**
 * Puts a lasting stat change on a model, as a spell would, so a test can shift a total by an
 * exact amount. The state is changed in place and returned.
 */
export function withMods(
  s: WmState,
  target: string,
  mods: EffectState['mods'],
  duration: EffectState['duration'] = 'oneRound',
): WmState {
  const side = model(s, target).side;
  s.effects.push({
    id: 900 + s.effects.length,
    source: 'test',
    from: 'spell',
    caster: target,
    casterSide: side,
    target,
    mods,
    duration,
  });
  return s;
}

export const R30 = 30 / 25.4 / 2;
export const R40 = 40 / 25.4 / 2;
export const R50 = 50 / 25.4 / 2;
