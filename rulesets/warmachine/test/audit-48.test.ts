import { describe, expect, it } from 'vitest';
import { act, activated, acts, model, position, R30, R40, R50, refuse } from './helpers.ts';

describe('focus', () => {
  it('WM-FOCUS-23 a warjack with 0 focus cannot run, charge or make a power attack; with 1 focus it can charge', () => {
    const ready = (focus: number) =>
      acts(
        position({
          'p1.bastion': { x: 20, y: 10, set: { focus } },
          'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 5, facing: 270 },
          'p2.ash': { x: 40, y: 43 },
        }),
        'p1',
        [{ kind: 'activate', model: 'p1.bastion' }],
      );
    expect(refuse(ready(0), 'p1', { kind: 'charge', target: 'p2.wraithwing' }).code).toBe('focus/not-enough');
    expect(refuse(ready(0), 'p1', { kind: 'run', x: 20, y: 14, facing: 90 }).code).toBe('focus/not-enough');
    expect(model(ready(0), 'p1.bastion').focus).toBe(0);
    const charged = act(ready(1), 'p1', { kind: 'charge', target: 'p2.wraithwing' }).state;
    expect(charged.activation).toMatchObject({ chargeTarget: 'p2.wraithwing' });
    expect(model(charged, 'p1.bastion').focus).toBe(0);
    // In base contact, a head-butt with no focus is refused as well.
    const contact = activated(
      position({
        'p1.bastion': { x: 20, y: 10, set: { focus: 0 } },
        'p2.wraithwing': { x: 20, y: 10 + R50 + R40 + 0.3, facing: 270 },
        'p2.ash': { x: 40, y: 43 },
      }),
      'p1.bastion',
    );
    expect(refuse(contact, 'p1', { kind: 'headButt', target: 'p2.wraithwing' }).code).toBe('focus/not-enough');
  });

  it('WM-FOCUS-03 the control area is a full circle: a warjack behind or beside the warcaster gets focus out to 2 x FOCUS', () => {
    // Kron FOCUS 7 faces +y (90); the control area is 14" from his base edge all round.
    const gap = R30 + R50;
    const at = (x: number, y: number) =>
      position(
        {
          'p1.kron': { x: 30, y: 30, facing: 90, set: { focus: 7 } },
          'p1.bastion': { x, y },
          'p2.ash': { x: 40, y: 70 },
        },
        { phase: 'control' },
      );
    const give = { kind: 'allocate', model: 'p1.bastion', focus: 1 } as const;
    // Straight behind him, at the edge of the circle and just past it.
    expect(model(act(at(30, 30 - gap - 14), 'p1', give).state, 'p1.bastion').focus).toBe(1);
    expect(refuse(at(30, 30 - gap - 14.01), 'p1', give).code).toBe('focus/out-of-control-area');
    // To his left and to his right, square to his facing.
    expect(model(act(at(30 - gap - 14, 30), 'p1', give).state, 'p1.bastion').focus).toBe(1);
    expect(model(act(at(30 + gap + 14, 30), 'p1', give).state, 'p1.bastion').focus).toBe(1);
  });
});
