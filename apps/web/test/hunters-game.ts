/**
 * The set-up the Hunters browser tests share: the sample pack with some of its event cards
 * rewritten, the choices that reach a position played by the rules in this process (the engine,
 * seed and set-up the server starts the game with), that game made on the server and opened on a
 * page.
 */
import type { Page } from 'playwright-core';
import { Engine, unwrap, type Match } from '@skirmish/core';
import {
  huntersRuleset,
  sampleContent,
  type HuntersChoice,
  type HuntersContent,
  type MissionState,
} from '@skirmish/hunters';
import { createGame, sendChoices, sendPack, type Harness } from './harness.ts';

/** A campaign of one player leading the Soldier and the Medic. */
export const SOLO_CAMPAIGN = {
  mode: 'campaign',
  players: 1,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p1' },
  ],
};

/** The seed of the games whose choices are scripted (a game reached by random play has its own). */
export const SEED = 7;

export type Steps = Array<[string, HuntersChoice]>;
type Effects = HuntersContent['events'][number]['options'][number]['effects'];

/**
 * A copy of the sample pack with each card of `cards` left with one option, its first, whose
 * effects are the ones given.
 */
export function samplePack(cards: Readonly<Record<string, Effects>> = {}): HuntersContent {
  const pack = structuredClone(sampleContent);
  for (const [id, effects] of Object.entries(cards)) {
    const card = pack.events.find((e) => e.id === id);
    const first = card?.options[0];
    if (!card || !first) throw new Error(`the sample has no card ${id}`);
    card.options = [{ ...first, effects }];
  }
  return pack;
}

/** The rules in this process on `pack` (and house rules `options`): the engine the server plays the game with. */
export function huntersEngine(pack: unknown, options?: Readonly<Record<string, unknown>>) {
  return unwrap(Engine.create(huntersRuleset, { content: pack, ...(options ? { options } : {}) }));
}

/**
 * A game played here from `SEED` on `pack`: the match so far, and every choice made kept in
 * `steps`, to be sent to the server's game.
 */
export function scripted(pack: unknown, setup: unknown, options?: Readonly<Record<string, unknown>>) {
  const eng = huntersEngine(pack, options);
  let m: Match<MissionState> = unwrap(eng.start(SEED, setup));
  const steps: Steps = [];
  const play = (c: HuntersChoice, seat = 'p1') => {
    steps.push([seat, c]);
    m = unwrap(eng.submit(m, seat, c)).match;
  };
  return {
    eng,
    steps,
    play,
    get m() {
      return m;
    },
    /**
     * Every event card waiting to be read (at most `limit`), read with the option `pick` takes
     * from those offered to p1, else the first one.
     */
    readCards(limit: number, pick: (c: HuntersChoice) => boolean = () => false) {
      for (let i = 0; i < limit && (m.state.campaign?.toRead.length ?? 0) > 0; i++) {
        const legal = eng.legal(m, 'p1');
        const read = legal.find(pick) ?? legal[0];
        if (!read) throw new Error('a card with nothing to choose');
        play(read);
      }
    },
  };
}

/**
 * A game on the server on `pack` (sent to it first), from `seed` with `setup` and house rules
 * `options`, brought to its position by `steps`.
 */
export async function serverGame(
  h: Harness,
  o: {
    pack: unknown;
    setup: unknown;
    steps: Steps;
    seed?: number;
    options?: Readonly<Record<string, unknown>>;
  },
): Promise<{ id: string; tokens: Record<string, string> }> {
  const hash = await sendPack(h.base, 'hunters', o.pack);
  const g = await createGame(h.base, {
    ruleset: 'hunters',
    content: hash,
    seed: o.seed ?? SEED,
    setup: o.setup,
    ...(o.options ? { options: o.options } : {}),
  });
  await sendChoices(h.base, g, o.steps);
  return g;
}

/** `game` opened on a new page (with `opts`, e.g. the Hungarian locale) as p1's link opens it. */
export async function openGame(
  h: Harness,
  g: { id: string; tokens: Record<string, string> },
  opts?: Parameters<Harness['newPage']>[0],
): Promise<Page> {
  const { page } = await h.newPage(opts);
  await page.goto(`${h.base}/game/${g.id}?token=${g.tokens['p1']}`);
  return page;
}

/** Mission Q02 for one player leading the Soldier and the Medic; its Giant Rats stand 7 spaces or more from the deployment zone. */
export const Q02_DUO = {
  mission: 'Q02',
  players: 1,
  characters: [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p1' },
  ],
};

/** Shot cards kept; both characters placed at the corner A1 facing east; the Soldier acts first. */
function cornerShots(c: HuntersChoice): boolean {
  switch (c.kind) {
    case 'keep':
      return c.card.endsWith('-shot');
    case 'deploy':
      return c.x === 0 && c.y === 0 && c.facing === 2 && !c.hidden;
    case 'activate':
      return c.character === 'soldier';
    default:
      return false;
  }
}

/** Mission Q02 for the two, played from the fixed seed (shots kept, both at A1) up to the first position where `stop` holds. */
export function playQ02Until(stop: (phase: string) => boolean) {
  const pack = samplePack();
  const game = scripted(pack, Q02_DUO);
  for (let i = 0; i < 100 && !stop(game.m.state.phase); i++) {
    const legal = game.eng.legal(game.m, 'p1');
    const c = legal.find(cornerShots) ?? legal[0];
    if (!c) throw new Error('nothing to choose');
    game.play(c);
  }
  if (!stop(game.m.state.phase)) throw new Error('the position is not reached');
  return { pack, game };
}
