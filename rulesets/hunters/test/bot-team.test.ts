import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, type MctsDecision } from '@skirmish/ai';
import { SeededDice } from '@skirmish/core';
import type { HuntersChoice } from '../src/choices.ts';
import { content, findPosition, knowledge, rules, setupOf } from './bot-positions.ts';
import { heuristicChoice, huntersBotKnowledge } from '../src/bot.ts';
import { drive, scene } from './fixture.ts';

describe('the team bots of The Hunters', () => {
  it('on a survive mission that starts Hidden the team deploys Hidden and, Hidden, keeps still', () => {
    const heuristic = heuristicBot(rules, knowledge);
    const deploy = findPosition('S02', 1, (_, legal) => legal.some((c) => c.kind === 'deploy'));
    expect(deploy).not.toBeNull();
    const d = askBot(heuristic, rules, deploy!.state, deploy!.seat, { seed: 1 });
    expect(d.choice).toMatchObject({ kind: 'deploy', hidden: true });
    // A Hidden character's own turn: it ends it rather than move or attack, which would end Hidden.
    const turn = findPosition(
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
    const turn = findPosition(
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
    const at = findPosition('S03', 1, (s, legal) => {
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

  it('on the last finding the search takes the Interact action that collects it (a win in one), searching or by routine', () => {
    const at = findPosition('S03', 1, (s, legal) => {
      const me = s.chars.find((c) => c.id === s.current?.character);
      const here = me?.pos ? `${me.pos.x},${me.pos.y}` : '';
      return (
        (here === '1,1' || here === '10,1') &&
        !s.collected.includes(here) &&
        legal.some((c) => c.kind === 'basic' && c.action === 'interact')
      );
    });
    expect(at).not.toBeNull();
    // The other finding already taken by the acting character: this one wins the mission.
    const s = structuredClone(at!.state);
    const me = s.chars.find((c) => c.id === s.current?.character)!;
    const here = `${me.pos!.x},${me.pos!.y}`;
    s.collected = [here === '1,1' ? '10,1' : '1,1'];
    for (const c of s.chars) c.findings = c === me ? 1 : 0;
    const legal = rules.legalChoices(s, at!.seat);
    expect(legal.length).toBeGreaterThan(5);
    const interact = { kind: 'basic', action: 'interact' };
    const next = rules.apply(s, at!.seat, interact as HuntersChoice, SeededDice.fromSeed(1));
    if (!next.ok) throw new Error(next.error.code);
    const collect = rules.legalChoices(next.value.state, at!.seat).find((c) => c.kind === 'interact');
    expect(collect).toMatchObject({ kind: 'interact', what: 'collect', target: here });
    const won = rules.apply(next.value.state, at!.seat, collect!, SeededDice.fromSeed(1));
    if (!won.ok) throw new Error(won.error.code);
    expect(rules.outcome(won.value.state)?.winners).toEqual(expect.arrayContaining(['p1', 'p2']));

    // The search alone (no routine): it finds the win among the other choices.
    const { routineChoice: _routine, ...searchOnly } = knowledge;
    for (const seed of [1, 2]) {
      const d = askBot(mctsBot(rules, searchOnly, knowledge.search), rules, s, at!.seat, {
        seed,
        budget: { iterations: 150 },
      }) as MctsDecision<HuntersChoice>;
      expect(d.choice).toEqual(interact);
      expect(d.iterations).toBeGreaterThan(0);
    }
    // With the routine the search bot takes it without searching; the team heuristic too.
    const d = askBot(mctsBot(rules, knowledge, knowledge.search), rules, s, at!.seat, {
      seed: 3,
      budget: { iterations: 150 },
    }) as MctsDecision<HuntersChoice>;
    expect(d).toMatchObject({ choice: interact, iterations: 0, by: 'routine' });
    expect(askBot(heuristicBot(rules, knowledge), rules, s, at!.seat, { seed: 4 }).choice).toEqual(interact);
  });

  it("the team heuristic plays a shooting card when an enemy is in its gun's range, and a move card when none is", () => {
    const s = findPosition('S01', 2, (st, legal) => {
      const me = st.chars.find((c) => c.id === st.current?.character);
      return me?.id === 'soldier' && st.current?.actions === 0 && legal.some((c) => c.kind === 'play');
    })!.state;
    expect(s).toBeTruthy();
    const cardKinds = (id: string) => content.cards.find((c) => c.id === id)?.activities.map((a) => a.kind) ?? [];
    const soldier = s.chars.find((c) => c.id === 'soldier')!;
    const give = (hand: string[]) => {
      const t = structuredClone(s);
      t.chars.find((c) => c.id === 'soldier')!.hand = hand;
      return t;
    };
    const hand = ['soldier-shot', 'soldier-dash', 'soldier-take-cover', 'soldier-patch-up', 'soldier-aimed-strike'];
    // One enemy left, 3 spaces away (a rifle reaches 4); then 6 spaces away.
    const place = (d: number) => {
      const t = give(hand);
      const e = t.enemies[0]!;
      t.enemies = [e];
      t.enemyQueue = t.enemyQueue.filter((id) => id === e.id);
      const p = soldier.pos!;
      e.pos = { x: p.x + d <= 7 ? p.x + d : p.x - d, y: p.y };
      return t;
    };
    const heuristic = heuristicBot(rules, knowledge);
    let farChecked = 0;
    for (const seed of [1, 2, 3]) {
      const near = place(3);
      const c1 = askBot(heuristic, rules, near, 'p1', { seed }).choice;
      expect(c1.kind).toBe('play');
      expect(cardKinds((c1 as { card: string }).card)[0]).toBe('ranged');
      const far = place(6);
      if (Math.abs(far.enemies[0]!.pos.x - soldier.pos!.x) < 5) continue;
      const c2 = askBot(heuristic, rules, far, 'p1', { seed }).choice;
      expect(
        (c2.kind === 'play' && cardKinds(c2.card)[0] === 'move') ||
          (c2.kind === 'basic' && (c2.action === 'move' || c2.action === 'double-move')),
      ).toBe(true);
      farChecked++;
    }
    expect(farChecked).toBe(3);
  });

  it('the bots throw an Area attack only at a space with an enemy on it, and skip it when none is in reach', () => {
    // The rules offer every space in range and sight (HU-AREA-04); a grenade on a bare space, a
    // bare token or a friend would be wasted, so the bots leave those alone.
    const at = (enemy: [number, number]) => {
      const sc = scene({
        width: 4,
        height: 3,
        chars: [
          { cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], hand: ['soldier-l2-suppress'], morale: 0 },
          { cls: 'medic', at: [0, 1] },
        ],
        enemies: [{ kind: 'gorilla', at: enemy }],
        tokens: [{ kind: 'explosives', at: [1, 0] }],
      });
      const d = drive(sc);
      d.do({ kind: 'activate', character: 'soldier' });
      d.do({ kind: 'play', card: 'soldier-l2-suppress', enhancement: null, enhance: -1 });
      const legal = d.legal();
      const picks = Array.from({ length: legal.length }, (_, i) => i);
      const know = huntersBotKnowledge(sc.content);
      const view = sc.rules.view(d.state, 'p1');
      return {
        legal,
        plain: [...new Set(picks.map((i) => JSON.stringify(heuristicChoice(view, legal, (n) => i % n))))],
        team: [
          ...new Set(
            picks.map((i) => JSON.stringify(know.heuristicChoice!(d.state, 'p1', legal, SeededDice.fromSeed(i)))),
          ),
        ],
      };
    };
    const far = at([3, 2]);
    expect(far.legal.filter((c) => c.kind === 'area')).toHaveLength(3);
    expect(far.plain).toEqual([JSON.stringify({ kind: 'skip' })]);
    expect(far.team).toEqual([JSON.stringify({ kind: 'skip' })]);
    const near = at([1, 1]);
    const onEnemy = JSON.stringify({ kind: 'area', weapon: 'frag-grenade', x: 1, y: 1, morale: false });
    expect(near.plain).toEqual([onEnemy]);
    expect(near.team).toEqual([onEnemy]);
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
  it('HU-DIFF-01 between missions no bot raises the difficulty: the players decide it', () => {
    const r = rules.setup(
      {
        mode: 'campaign',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      },
      SeededDice.fromSeed(4),
    );
    if (!r.ok) throw new Error(r.error.code);
    const s = r.value;
    const legal = rules.legalChoices(s, 'p1');
    expect(legal.filter((c) => c.kind === 'difficulty')).toEqual([
      { kind: 'difficulty', to: 'professional' },
      { kind: 'difficulty', to: 'master' },
    ]);
    // Between missions the search plays the heuristic's one choice, never a raise; neither
    // heuristic takes one, whatever its draws.
    const inTree = knowledge.macroChoices!(s, 'p1');
    expect(inTree.length).toBe(1);
    expect(inTree.some((c) => c.kind === 'difficulty')).toBe(false);
    const view = rules.view(s, 'p1');
    for (let draw = 0; draw < 16; draw++) {
      expect(heuristicChoice(view, legal, (n) => (draw * 7) % n).kind).not.toBe('difficulty');
      expect(knowledge.heuristicChoice!(s, 'p1', legal, SeededDice.fromSeed(draw)).kind).not.toBe('difficulty');
    }
  });
});
