/**
 * A small setup language for rule tests: a map, characters and enemies at fixed spaces, loaded
 * dice, and the working context the rules use.
 */
import { LoadedDice, resolveOptions, unwrap, type GameEvent, type ScriptedRoll } from '@skirmish/core';
import { buildBoard, type Pos } from '../src/board.ts';
import { newCampaign } from '../src/campaign.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { Enemy, HuntersContent, Mission, Tile } from '../src/content/schema.ts';
import { huntersRuleset } from '../src/index.ts';
import { missionOptions, type G } from '../src/game.ts';
import { buildMission } from '../src/mission.ts';
import type { CharState, EnemyState, MissionState } from '../src/state.ts';

/** A fresh campaign state with a soldier (p1) and a medic (p2), the forge built; Elimination as asked. */
export function soldierAndMedicCampaign(o: { elimination?: boolean } = {}) {
  return unwrap(
    newCampaign(
      sampleContent,
      {
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p2' },
        ],
        room: 'forge',
        ...(o.elimination === undefined ? {} : { difficulty: 'normal' as const, elimination: o.elimination }),
      },
      new LoadedDice([]),
    ),
  );
}

/** A campaign for two players, a soldier and a medic, the set-up the campaign tests start from. */
export const TWO_PLAYER_CAMPAIGN = {
  mode: 'campaign',
  players: 2,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
  ],
} as const;

export interface SceneSpec {
  width?: number;
  height?: number;
  spaces?: Tile['spaces'];
  edges?: Tile['edges'];
  time?: 'day' | 'night';
  weather?: 'clear' | 'rain' | 'blizzard' | 'fog';
  victory?: Mission['victory'];
  maxTurns?: number;
  chars: Array<{
    cls: string;
    at: [number, number] | null;
    facing?: number;
    health?: number;
    hidden?: boolean;
    gear?: string[];
    hand?: string[];
    morale?: number;
    seat?: string;
  }>;
  enemies?: Array<{ kind: string; at: [number, number]; facing?: number; health?: number }>;
  tokens?: Array<{ kind: 'smoke' | 'explosives' | 'combustibles' | 'chemicals'; at: [number, number] }>;
  options?: Record<string, unknown>;
  content?: (c: HuntersContent) => HuntersContent;
}

/**
 * A Marauder in melee with the Soldier and the Medic at (5, 5), walled on two sides so that a
 * Parting Leap has one way out, toward the Sniper at (6, 5); `more` adds to the scene (weather,
 * spaces, options).
 */
export function leapScene(more: Partial<SceneSpec> = {}): Scene {
  return scene({
    edges: [
      { a: [5, 5], b: [5, 4], kind: 'obstacle' },
      { a: [6, 5], b: [6, 4], kind: 'obstacle' },
      { a: [4, 5], b: [4, 6], kind: 'obstacle' },
      { a: [5, 6], b: [4, 6], kind: 'obstacle' },
    ],
    chars: [
      { cls: 'soldier', at: [5, 5] },
      { cls: 'medic', at: [5, 5] },
      { cls: 'sniper', at: [6, 5] },
    ],
    enemies: [{ kind: 'marauder-rifle', at: [5, 5] }],
    ...more,
  });
}

export interface Scene {
  content: HuntersContent;
  state: MissionState;
  ctx(dice: ScriptedRoll[]): G & { dice: LoadedDice; events: GameEvent[] };
  char(id: string): CharState;
  enemy(id: string): EnemyState;
  rules: ReturnType<typeof huntersRuleset.rules>;
  opts: ReturnType<typeof resolveOptionsOk>;
}

function resolveOptionsOk(given: Record<string, unknown>) {
  return unwrap(resolveOptions(huntersRuleset.options, given));
}

export function scene(spec: SceneSpec): Scene {
  const tile: Tile = {
    id: 'TEST',
    sample: true,
    width: spec.width ?? 10,
    height: spec.height ?? 10,
    spaces: spec.spaces ?? [],
    edges: spec.edges ?? [],
  };
  const mission: Mission = {
    id: 'TEST',
    title: 'Test ground',
    sample: true,
    plot: 'side',
    time: spec.time ?? 'day',
    weather: spec.weather ?? 'clear',
    maxTurns: spec.maxTurns ?? 12,
    width: tile.width,
    height: tile.height,
    tiles: [{ tile: 'TEST', at: [0, 0] }],
    labels: {},
    enemies: [],
    tokens: [],
    deployment: [[0, 0]],
    startHidden: false,
    victory: spec.victory ?? { kind: 'eliminate' },
    rewards: { xp: 0, fuelCells: 0, blueprints: [] },
    text: 'test',
  };
  const base = spec.content ? spec.content(sampleContent) : sampleContent;
  const content: HuntersContent = { ...base, tiles: [...base.tiles, tile], missions: [...base.missions, mission] };
  const opts = resolveOptionsOk(spec.options ?? {});
  // A lone character gets a benched partner off the board, as solo play has two characters.
  const solo = spec.chars.length === 1;
  const players = solo ? 1 : spec.chars.length;
  const bench = ['huntsman', 'sniper'].find((k) => k !== spec.chars[0]?.cls) ?? 'sniper';
  const chars = [
    ...spec.chars.map((c, i) => ({
      class: c.cls,
      seat: c.seat ?? (solo ? 'p1' : `p${i + 1}`),
      level: 1,
      fuel: 2,
      ...(c.gear ? { gear: c.gear } : {}),
    })),
    ...(solo ? [{ class: bench, seat: 'p1', level: 1, fuel: 2 }] : []),
  ];
  const state = unwrap(buildMission(content, missionOptions(opts), { mission: 'TEST', players, characters: chars }));
  if (solo) {
    const benched = state.chars[1];
    if (benched) {
      benched.offBoard = true;
      benched.hand = benched.deck.splice(0, 5);
    }
  }
  spec.chars.forEach((c, i) => {
    const ch = state.chars[i];
    if (!ch) return;
    ch.pos = c.at ? { x: c.at[0], y: c.at[1] } : null;
    ch.facing = c.facing ?? 0;
    if (c.health !== undefined) ch.health = c.health;
    ch.hidden = c.hidden ?? false;
    if (c.morale !== undefined) ch.morale = c.morale;
    const hand = c.hand ?? ch.deck.slice(0, 5);
    for (const card of hand) {
      const k = ch.deck.indexOf(card);
      if (k >= 0) ch.deck.splice(k, 1);
      else ch.deck.pop();
      ch.hand.push(card);
    }
  });
  state.enemies = (spec.enemies ?? []).map((e, i) => ({
    id: `e${i + 1}`,
    kind: e.kind,
    pos: { x: e.at[0], y: e.at[1] },
    facing: e.facing ?? 4,
    health: e.health ?? content.enemies.find((d) => d.id === e.kind)?.health ?? 1,
    disabledThrough: 0,
  }));
  state.tokens = (spec.tokens ?? []).map((t, i) => ({
    id: `t${i + 1}`,
    kind: t.kind,
    pos: { x: t.at[0], y: t.at[1] },
  }));
  state.turn = 1;
  state.phase = 'order';
  const board = buildBoard(content, mission);
  const o = missionOptions(opts);
  const rules = huntersRuleset.rules(content, opts);
  return {
    content,
    state,
    rules,
    opts,
    ctx(dice) {
      return { c: content, o, board, mission, s: state, dice: new LoadedDice(dice), events: [] };
    },
    char: (id) => {
      const ch = state.chars.find((x) => x.id === id);
      if (!ch) throw new Error(id);
      return ch;
    },
    enemy: (id) => {
      const e = state.enemies.find((x) => x.id === id);
      if (!e) throw new Error(id);
      return e;
    },
  };
}

export const P = (x: number, y: number): Pos => ({ x, y });

/** Rules of a list of events, for asserting which checklist items fired. */
export function rulesOf(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.rule ?? '').filter((r) => r !== '');
}

import { runEnemyAction, type RunCtx } from '../src/enemy.ts';
import type { Answer } from '../src/state.ts';

/** Runs one enemy action on the scene with scripted dice and answers. */
export function act(sc: Scene, enemyId: string, dice: ScriptedRoll[], answers: Answer[] = [], actionNo = 1) {
  const g = sc.ctx(dice);
  const rc: RunCtx = { answers, next: 0, ask: null };
  runEnemyAction(g, rc, enemyId, actionNo);
  return { ask: rc.ask, events: g.events, dice: g.dice, texts: g.events.map((e) => String(e.text)) };
}

import { continueMission } from '../src/mission.ts';
import type { HuntersChoice } from '../src/choices.ts';

/** Drives a scene through the rules' own `apply`, as the engine would. */
export function drive(sc: Scene, startDice: ScriptedRoll[] = []) {
  let state = continueMission(sc.content, sc.opts, sc.state, new LoadedDice(startDice)).state;
  let last: GameEvent[] = [];
  return {
    get state() {
      return state;
    },
    set state(s: MissionState) {
      state = s;
    },
    get events() {
      return last;
    },
    char: (id: string) => {
      const ch = state.chars.find((c) => c.id === id);
      if (!ch) throw new Error(id);
      return ch;
    },
    enemy: (id: string) => state.enemies.find((e) => e.id === id),
    legal: (seat = 'p1') => sc.rules.legalChoices(state, seat),
    view: (seat: string | null = 'p1') => sc.rules.view(state, seat),
    pending: () => sc.rules.pending(state),
    try: (choice: HuntersChoice, dice: ScriptedRoll[] = [], seat = 'p1') =>
      sc.rules.apply(state, seat, choice, new LoadedDice(dice)),
    do(choice: HuntersChoice, dice: ScriptedRoll[] = [], seat = 'p1') {
      const r = sc.rules.apply(state, seat, choice, new LoadedDice(dice));
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${JSON.stringify(choice)})`);
      state = r.value.state;
      last = [...r.value.events];
      return last;
    },
  };
}

/** A test machine: 4 dice at To Hit 3 at every range up to 4, never moves. */
export const TEST_MACHINE: Enemy = {
  id: 'test-machine',
  name: 'Test Machine',
  sample: true,
  kind: 'mechanical',
  armored: false,
  flying: false,
  lightningReflexes: true,
  fireImmune: false,
  areaInMelee: false,
  health: 4,
  lists: { melee: [[{ kind: 'melee' }]], near: [[{ kind: 'ranged' }]], far: [[{ kind: 'ranged' }]] },
  weapon: ['X', { dice: 4, toHit: 3 }, { dice: 4, toHit: 3 }, { dice: 4, toHit: 3 }, { dice: 4, toHit: 3 }],
  defence: { melee: 0, area: 0, mental: 0, front: 0, flank: 0, back: 0 },
  text: 'test',
};
