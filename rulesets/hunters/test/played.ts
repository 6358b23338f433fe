/**
 * Whole missions played through the engine by seeded bots, keeping every event and every decision
 * the rules opened (with the view it was opened on), for tests of the words shown to players.
 */
import { Engine, SeededDice, unwrap, type Decision, type GameEvent, type Match } from '@skirmish/core';
import { sampleContent } from '../src/content/sample.ts';
import { heuristicChoice } from '../src/bot.ts';
import { huntersRuleset, type HuntersChoice, type MissionState } from '../src/index.ts';
import type { HuntersView } from '../src/view.ts';

export interface Played {
  events: GameEvent[];
  /** Each decision with the view it was opened on and the choices the seat had there. */
  decisions: Array<{ decision: Decision; view: HuntersView; legal: HuntersChoice[] }>;
}

const PARTIES = [
  [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
    { class: 'recon', seat: 'p3' },
  ],
  [
    { class: 'sniper', seat: 'p1' },
    { class: 'huntsman', seat: 'p1' },
  ],
];

/**
 * Every sample mission once per party, the heuristic and a random bot taking turns, with the
 * enemies' ties asked of the players.
 */
export function playMissions(): Played {
  const eng = unwrap(Engine.create(huntersRuleset, { options: { enemyTies: 'ask' } }));
  const out: Played = { events: [], decisions: [] };
  let seed = 0;
  for (const m of sampleContent.missions)
    for (const party of PARTIES) {
      seed++;
      const players = new Set(party.map((c) => c.seat)).size;
      const pick = SeededDice.fromSeed(seed * 17 + 3);
      let match: Match<MissionState> = unwrap(eng.start(seed, { mission: m.id, players, characters: party }));
      for (let n = 0; eng.outcome(match) === null; n++) {
        if (n > 5000) throw new Error(`mission ${m.id} does not end`);
        const d = eng.pending(match)[0];
        if (!d) throw new Error('no decision');
        const seat = d.seats[0] ?? 'p1';
        const view = eng.view(match, seat);
        const legal = eng.legal(match, seat) as HuntersChoice[];
        out.decisions.push({ decision: d, view, legal });
        const c =
          seed % 2 === 0
            ? heuristicChoice(view, legal, (k) => pick.pick(k))
            : (legal[pick.pick(legal.length)] as HuntersChoice);
        const r = unwrap(eng.submit(match, seat, c));
        match = r.match;
        out.events.push(...r.events);
      }
    }
  return out;
}

/** The party's dealings between missions, which the heuristic bot leaves alone. */
const PARTY = new Set(['hand-over', 'buy', 'sell', 'store', 'install', 'join', 'healer', 'construct', 'expand']);

/**
 * A campaign of a party of three for at most `steps` choices: the heuristic bot, and
 * one time in three a dealing of the party (trade, hand-over, healer, storeroom, building, joining)
 * when one is offered; nobody leaves; missions launched on the way are played through.
 */
export function playCampaign(seed: number, steps: number): Played {
  const eng = unwrap(Engine.create(huntersRuleset, { options: { enemyTies: 'ask' } }));
  const out: Played = { events: [], decisions: [] };
  const pick = SeededDice.fromSeed(seed * 31 + 7);
  let match: Match<MissionState> = unwrap(
    eng.start(seed, {
      mode: 'campaign',
      players: 3,
      room: 'forge',
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p2' },
        { class: 'recon', seat: 'p3' },
      ],
    }),
  );
  for (let n = 0; n < steps && eng.outcome(match) === null; n++) {
    const d = eng.pending(match)[0];
    if (!d) throw new Error('no decision');
    const seat = d.seats[0] ?? 'p1';
    const view = eng.view(match, seat);
    const legal = eng.legal(match, seat) as HuntersChoice[];
    out.decisions.push({ decision: d, view, legal });
    const party = legal.filter((c) => PARTY.has(c.kind));
    const rest = legal.filter((c) => !PARTY.has(c.kind) && c.kind !== 'leave');
    const c =
      party.length > 0 && (rest.length === 0 || pick.pick(3) === 0)
        ? (party[pick.pick(party.length)] as HuntersChoice)
        : heuristicChoice(view, rest, (k) => pick.pick(k));
    const r = unwrap(eng.submit(match, seat, c));
    match = r.match;
    out.events.push(...r.events);
  }
  return out;
}
