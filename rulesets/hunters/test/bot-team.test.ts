import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, type MctsDecision } from '@skirmish/ai';
import { SeededDice } from '@skirmish/core';
import { huntersBotKnowledge } from '../src/bot.ts';
import { huntersRuleset } from '../src/index.ts';
import type { HuntersChoice } from '../src/choices.ts';
import type { MissionState } from '../src/state.ts';

const content = huntersRuleset.content.sample;
const rules = huntersRuleset.rules(content, {});
const knowledge = huntersBotKnowledge(content);
const setupOf = (mission: string) => ({ ...(huntersRuleset.defaultSetup as object), mission });

/** Plays the team heuristic from the start of a mission until `stop` says so; returns that position. */
function playUntil(
  mission: string,
  seed: number,
  stop: (s: MissionState, legal: readonly HuntersChoice[]) => boolean,
): { state: MissionState; seat: string; legal: readonly HuntersChoice[] } | null {
  const heuristic = heuristicBot(rules, knowledge);
  const dice = SeededDice.fromSeed(seed);
  const r = rules.setup(setupOf(mission), dice);
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value;
  for (let n = 0; n < 3000 && !rules.outcome(s); n++) {
    const seat = rules.pending(s)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = rules.legalChoices(s, seat);
    if (stop(s, legal)) return { state: s, seat, legal };
    const d = askBot(heuristic, rules, s, seat, { seed: seed * 1000 + n });
    const next = rules.apply(s, seat, d.choice, dice);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value.state;
  }
  return null;
}

describe('the team bots of The Hunters', () => {
  it('on a survive mission that starts Hidden the team deploys Hidden and, Hidden, keeps still', () => {
    const heuristic = heuristicBot(rules, knowledge);
    const deploy = playUntil('S02', 1, (_, legal) => legal.some((c) => c.kind === 'deploy'));
    expect(deploy).not.toBeNull();
    const d = askBot(heuristic, rules, deploy!.state, deploy!.seat, { seed: 1 });
    expect(d.choice).toMatchObject({ kind: 'deploy', hidden: true });
    // A Hidden character's own turn: it ends it rather than move or attack, which would end Hidden.
    const turn = playUntil(
      'S02',
      1,
      (s, legal) =>
        s.current !== null &&
        s.chars.find((c) => c.id === s.current?.character)?.hidden === true &&
        legal.some((c) => c.kind === 'end-turn'),
    );
    expect(turn).not.toBeNull();
    expect(askBot(heuristic, rules, turn!.state, turn!.seat, { seed: 2 }).choice).toEqual({ kind: 'end-turn' });
  });

  it('the search bot leaves those decisions to the team heuristic, and keeps still inside its search too', () => {
    const turn = playUntil(
      'S02',
      1,
      (s, legal) =>
        s.current !== null &&
        s.chars.find((c) => c.id === s.current?.character)?.hidden === true &&
        legal.some((c) => c.kind === 'end-turn'),
    );
    expect(turn).not.toBeNull();
    const bot = mctsBot(rules, knowledge, knowledge.search);
    const d = askBot(bot, rules, turn!.state, turn!.seat, {
      seed: 3,
      budget: { iterations: 50 },
    }) as MctsDecision<HuntersChoice>;
    expect(d).toMatchObject({ choice: { kind: 'end-turn' }, iterations: 0, by: 'routine' });
    expect(knowledge.macroChoices!(turn!.state, turn!.seat)).toEqual([{ kind: 'end-turn' }]);
  });

  it('on a collect mission a character standing on a finding not yet taken takes the Interact action', () => {
    const heuristic = heuristicBot(rules, knowledge);
    const at = playUntil('S03', 1, (s, legal) => {
      const me = s.chars.find((c) => c.id === s.current?.character);
      const here = me?.pos ? `${me.pos.x},${me.pos.y}` : '';
      return (
        (here === '1,1' || here === '10,1') &&
        !s.collected.includes(here) &&
        legal.some((c) => c.kind === 'basic' && c.action === 'interact')
      );
    });
    expect(at).not.toBeNull();
    expect(askBot(heuristic, rules, at!.state, at!.seat, { seed: 4 }).choice).toEqual({
      kind: 'basic',
      action: 'interact',
    });
  });

  it('the evaluation counts a destroyed enemy as all of its Health taken: finishing a worn-down enemy scores', () => {
    const r = rules.setup(setupOf('S01'), SeededDice.fromSeed(3));
    if (!r.ok) throw new Error(r.error.code);
    const s = r.value;
    const [a, b] = s.enemies;
    a!.health = 1;
    const before = knowledge.evaluate!(s, 'p1');
    const after = structuredClone(s);
    after.enemies = after.enemies.filter((e) => e.id !== a!.id);
    expect(after.enemies).toContainEqual(expect.objectContaining({ id: b!.id }));
    expect(knowledge.evaluate!(after, 'p1')).toBeGreaterThan(before);
  });
});
