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
  decisions: Array<{ decision: Decision; view: HuntersView }>;
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
        out.decisions.push({ decision: d, view });
        const legal = eng.legal(match, seat);
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
