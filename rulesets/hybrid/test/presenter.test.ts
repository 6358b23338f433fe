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

  it('names a door by the squares on its two sides, in the menu and the log, in both languages', () => {
    const e = unwrap(Engine.create(hybridRuleset));
    const m = unwrap(e.start(2, { mission: 'return-to-glasinhar' }));
    const view = e.view(m, 'griffin');
    const p = hybridRuleset.presenter!;
    // The cell block's closed single door on the edge north of (11,3): L4 on one side, L5 on the other.
    const d = view.board.doors.find((x) => x.edges.length === 1 && x.edges[0] === '11,3,N' && !x.open);
    expect(d).toBeDefined();
    if (!d) return;
    expect(p.choice({ kind: 'door', door: d.id }, view, 'en')).toBe('Open the door between L4 and L5');
    expect(p.choice({ kind: 'door', door: d.id }, view, 'hu')).toBe('Ajtó kinyitása: L4 és L5 között');
    d.open = true;
    expect(p.choice({ kind: 'door', door: d.id }, view, 'en')).toBe('Close the door between L4 and L5');
    const opened = { type: 'hybrid/door-opened', door: d.id, edges: ['11,3,N'], warrior: 'griffin-purifier-3' };
    expect(p.event(opened, 'en')).toBe('Purifier (3) opens the door between L4 and L5');
    expect(p.event(opened, 'hu')).toBe('Tisztító (3) kinyitja az ajtót (L4 és L5 között)');
    // A double door on east edges: the two squares of each side; a door with no edges named keeps its id.
    const double = { ...opened, type: 'hybrid/door-closed', edges: ['4,6,E', '4,7,E'] };
    expect(p.event(double, 'en')).toBe('Purifier (3) closes the door between E7/E8 and F7/F8');
    expect(p.event({ ...opened, edges: undefined }, 'en')).toBe(`Purifier (3) opens door ${d.id}`);
  });
});
