import { SeededDice, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridBotKnowledge } from '../src/bot.ts';
import { sampleContent } from '../src/content/sample.ts';
import { checkContent, type HybridContent, type Mission } from '../src/content/schema.ts';
import { exitNeeds } from '../src/entry.ts';
import { searchMoves } from '../src/movement.ts';
import { hybridRules, newActivation } from '../src/rules.ts';
import type { Seat } from '../src/state.ts';
import { makeCtx } from '../src/world.ts';
import { activate, play, scenario, w, type Placed, type Scenario } from './scenario.ts';

/** A double Exit counter at (3,0)-(4,0); `goal` is the side's one objective, the other side keeps Objective 5 or 6. */
function exitMission(side: Seat, exit: NonNullable<Mission['objectives'][number]['exit']>): Partial<Mission> {
  const other: Seat = side === 'griffin' ? 'scorpion' : 'griffin';
  return {
    entries: [
      {
        id: 'gate',
        squares: [
          [3, 0],
          [4, 0],
        ],
        covers: [
          [2, 0],
          [5, 0],
        ],
      },
    ],
    objectives: [
      { side, counters: [], ordered: false, eliminate: false, exit, text: 'Get out.' },
      { side: other, counters: [other === 'griffin' ? 6 : 5], ordered: false, eliminate: false, text: 'test' },
    ],
  };
}

/** Activates the warrior standing on an exit square and takes him out of the laboratory. */
function leaveNow(sc: Scenario, id: string): void {
  activate(sc, id);
  const seat = w(sc, id).side;
  play(sc, [
    [seat, { kind: 'mode', mode: 'OC' }],
    [seat, { kind: 'leave' }],
  ]);
  expect(w(sc, id).status).toBe('left');
}

const at = (profile: string, x: number, y: number, id: string): Placed => ({ profile, at: [x, y], facing: 'S', id });

describe('leaving the laboratory as a mission objective', () => {
  it('HY-MISSION-04 HY-TERRAIN-08 HY-END-01 a mission wanting two warriors out is won when the second one leaves', () => {
    const sc = scenario({
      warriors: [
        at('purifier', 3, 0, 'p1'),
        at('purifier', 4, 0, 'p2'),
        at('seneschal', 5, 5, 'sen'),
        at('hybrid', 6, 7, 'h'),
      ],
      mission: exitMission('griffin', { count: 2 }),
    });
    expect(exitNeeds(sc.ctx, sc.state, 'griffin', { count: 2 })).toEqual({ count: 2, named: [] });
    leaveNow(sc, 'p1');
    expect(exitNeeds(sc.ctx, sc.state, 'griffin', { count: 2 })).toEqual({ count: 1, named: [] });
    expect(sc.state.outcome).toBeFalsy();
    leaveNow(sc, 'p2');
    expect(sc.state.outcome).toMatchObject({ winners: ['griffin'], draw: false });
  });

  it('HY-MISSION-04 HY-END-01 a named warrior: another one leaving does not count, his own leaving wins', () => {
    const sc = scenario({
      warriors: [
        at('purifier', 3, 0, 'p'),
        at('ambrosius', 4, 0, 'amb'),
        at('seneschal', 5, 5, 'sen'),
        at('hybrid', 6, 7, 'h'),
      ],
      mission: exitMission('griffin', { warriors: ['ambrosius'] }),
    });
    leaveNow(sc, 'p');
    expect(exitNeeds(sc.ctx, sc.state, 'griffin', { warriors: ['ambrosius'] })).toEqual({
      count: 0,
      named: ['ambrosius'],
    });
    expect(sc.state.outcome).toBeFalsy();
    leaveNow(sc, 'amb');
    expect(sc.state.outcome).toMatchObject({ winners: ['griffin'] });
  });

  it('HY-OBJ-02 HY-MISSION-04 a Rank 0 warrior who leaves does not count for an exit objective', () => {
    const sc = scenario({
      warriors: [
        at('pest-of-flesh', 3, 0, 'pest'),
        at('hybrid', 4, 0, 'h'),
        at('hybrid', 6, 6, 'h2'),
        at('purifier', 1, 7, 'p'),
      ],
      mission: exitMission('scorpion', { count: 1 }),
    });
    leaveNow(sc, 'pest');
    expect(sc.state.outcome).toBeFalsy();
    expect(exitNeeds(sc.ctx, sc.state, 'scorpion', { count: 1 }).count).toBe(1);
    leaveNow(sc, 'h');
    expect(sc.state.outcome).toMatchObject({ winners: ['scorpion'] });
  });

  it('HY-MISSION-04 warriors out of the laboratory without an exit objective win nothing', () => {
    const sc = scenario({
      warriors: [at('purifier', 3, 0, 'p'), at('seneschal', 5, 5, 'sen'), at('hybrid', 6, 7, 'h')],
      mission: { entries: exitMission('griffin', { count: 1 }).entries },
    });
    leaveNow(sc, 'p');
    expect(sc.state.outcome).toBeNull();
  });

  it('the content check names the path of a bad exit objective', () => {
    const prison = sampleContent.missions.find((m) => m.id === 'heresiarchs-prison') as Mission;
    const bad: HybridContent = {
      ...sampleContent,
      missions: [
        {
          ...prison,
          entries: [],
          objectives: [
            {
              side: 'griffin',
              counters: [],
              ordered: false,
              eliminate: false,
              exit: { warriors: ['hybrid', 'nobody'] },
              text: 'x',
            },
            { side: 'scorpion', counters: [], ordered: false, eliminate: false, exit: {}, text: 'y' },
          ],
        },
      ],
    };
    const issues = checkContent(bad).map((i) => `${i.path}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'missions.0.objectives.0.exit: an exit objective needs an Entry/Exit counter in the mission',
        'missions.0.objectives.0.exit.warriors.0: "hybrid" is not of side griffin',
        'missions.0.objectives.0.exit.warriors.1: no profile "nobody"',
        'missions.0.objectives.1.exit: an exit objective names a number of warriors or a warrior',
      ]),
    );
    const rank0: HybridContent = {
      ...sampleContent,
      missions: [
        {
          ...prison,
          objectives: [
            {
              side: 'scorpion',
              counters: [],
              ordered: false,
              eliminate: false,
              exit: { warriors: ['pest-of-flesh'] },
              text: 'z',
            },
          ],
        },
      ],
    };
    expect(checkContent(rank0).map((i) => i.path)).toContain('missions.0.objectives.0.exit.warriors.0');
    expect(checkContent(sampleContent)).toEqual([]);
  });

  it('HY-MISSION-04 the Prison: the Griffins win by getting Ambrosius out by the way out, which he can walk to once the doors are open', () => {
    const m = sampleContent.missions.find((x) => x.id === 'heresiarchs-prison') as Mission;
    expect(m.objectives.find((g) => g.side === 'griffin')?.exit).toEqual({ warriors: ['ambrosius'] });
    const ctx = makeCtx(sampleContent, {});
    const s = unwrap(hybridRules(sampleContent, {}).setup({ mission: m.id }, SeededDice.fromSeed(1)));
    expect(s.board.entries?.map((e) => e.squares)).toEqual([['0,21']]);
    for (const d of s.board.doors) {
      d.open = true;
      d.locked = false;
    }
    const amb = s.warriors.find((x) => x.profile === 'ambrosius');
    if (!amb) throw new Error('no Ambrosius');
    for (const o of s.warriors) if (o !== amb) o.status = 'removed';
    const act = newActivation(ctx, s, amb, false);
    act.mpLeft = 200;
    // He reaches the exit square with a straight step (facing west from (1,21)).
    expect(searchMoves(ctx, s, amb, act).list.some((p) => p.x === 0 && p.y === 21 && p.facing === 'W')).toBe(true);
  });

  it('the heuristic bot takes a wanted warrior out, and heads for the exit with him', () => {
    const sc = scenario({
      warriors: [
        at('ambrosius', 3, 0, 'amb'),
        at('purifier', 4, 0, 'p'),
        at('seneschal', 5, 5, 'sen'),
        at('hybrid', 6, 7, 'h'),
      ],
      mission: exitMission('griffin', { warriors: ['ambrosius'] }),
    });
    const bot = hybridBotKnowledge(sc.content);
    const dice = SeededDice.fromSeed(3);
    activate(sc, 'amb');
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    const legal = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legal).toContainEqual({ kind: 'leave' });
    expect(bot.heuristicChoice?.(sc.state, 'griffin', legal, dice)).toEqual({ kind: 'leave' });
    // The Purifier, not wanted out, stays in.
    activate(sc, 'p');
    play(sc, [['griffin', { kind: 'mode', mode: 'OC' }]]);
    const legalP = sc.rules.legalChoices(sc.state, 'griffin');
    expect(legalP).toContainEqual({ kind: 'leave' });
    expect(bot.heuristicChoice?.(sc.state, 'griffin', legalP, dice)).not.toEqual({ kind: 'leave' });
    // Ambrosius three squares in: his move brings him closer to the gate.
    const far = scenario({
      warriors: [at('ambrosius', 3, 4, 'amb'), at('seneschal', 7, 5, 'sen'), at('hybrid', 7, 7, 'h')],
      mission: exitMission('griffin', { warriors: ['ambrosius'] }),
    });
    activate(far, 'amb');
    play(far, [['griffin', { kind: 'mode', mode: 'MV', level: 1 }]]);
    const pick = hybridBotKnowledge(far.content).heuristicChoice?.(
      far.state,
      'griffin',
      far.rules.legalChoices(far.state, 'griffin'),
      dice,
    );
    expect(pick?.kind).toBe('move');
    expect(pick?.kind === 'move' ? pick.y : 99).toBeLessThan(4);
  });
});
