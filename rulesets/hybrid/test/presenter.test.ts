import { Engine, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { hybridRuleset } from '../src/index.ts';

describe('presenter', () => {
  it('draws the board with walls, doors, warriors and facing, and words choices and events', () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const m = unwrap(e.start(2, { mission: 'return-to-glasinhar' }));
    const view = e.view(m, 'griffin');
    const p = hybridRuleset.presenter!;
    const board = p.board(view, 'en');
    expect(board).toContain('Round 0/10');
    // The Seneschal (capital S, Griffin) faces north; a Hybrid (lower case) faces south.
    expect(board).toMatch(/S\^/);
    expect(board).toMatch(/hv/);
    // The cell block's closed doors and walls.
    expect(board).toContain('D');
    expect(board).toContain('|');
    expect(p.choice({ kind: 'move', x: 2, y: 3, facing: 'N' }, view, 'en')).toBe('Move to C4 facing N');
    expect(p.choice({ kind: 'parry', level: 2 }, view, 'en')).toBe('Parry at level 2');
    // The log words an event from its fields, naming the warrior as the labels do.
    const roll = {
      type: 'hybrid/roll',
      purpose: 'Strike (level 1)',
      warrior: 'griffin-purifier-3',
      rolls: [3],
      kept: 3,
      sl: 5,
      result: 'success',
      text: 'Strike (level 1): 3 against SL 5: success',
    };
    expect(p.event(roll, 'en')).toBe('Purifier (3), Strike (level 1): 3 against SL 5: success');
  });
});
