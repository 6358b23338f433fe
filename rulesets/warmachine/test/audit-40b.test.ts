import { describe, expect, it } from 'vitest';
import { act, acts, ev, model, position, R30, R50 } from './helpers.ts';

// Ash: Reaping Staff with Reach (2"), small base. Kron: small base, SPD 6. Gravemaw: large base.

describe('audit: line of sight for free strikes', () => {
  it('WM-MELEE-01 WM-LOS-06 a striker that cannot see the mover where it leaves her range makes no free strike', () => {
    // Gravemaw stands between Ash and Kron, who is 1.98" from Ash: within her Reach, but hidden
    // behind a base larger than his own. Gravemaw faces Ash, so Kron is not in its melee range.
    const gravemawY = 10 + R30 + R50 + 0.01;
    const at = (gravemawDown: boolean) => {
      const s = position({
        'p2.ash': { x: 20, y: 10, facing: 90 },
        'p2.gravemaw': { x: 20, y: gravemawY, facing: 270, set: { knockedDown: gravemawDown } },
        'p1.kron': { x: 20, y: gravemawY + R50 + R30 + 0.01, facing: 90 },
      });
      return acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    };
    const advance = { kind: 'advance', x: 20, y: 18, facing: 90 } as const;
    const hidden = act(at(false), 'p1', advance);
    expect(ev(hidden.events, 'wm/free-strike-due')).toHaveLength(0);
    expect(hidden.state.freeStrike).toBeNull();
    expect(model(hidden.state, 'p1.kron').y).toBe(18);
    // A knocked-down Gravemaw blocks no line (WM-LOS-04): Ash sees Kron and may strike (1, 1 misses).
    const seen = act(at(true), 'p1', advance);
    expect(ev(seen.events, 'wm/free-strike-due')[0]).toMatchObject({ strikers: ['p2.ash'] });
    const struck = act(seen.state, 'p2', { kind: 'freeStrike', weapon: 'reaping-staff' }, [1, 1]);
    expect(ev(struck.events, 'wm/attack-roll')[0]).toMatchObject({ attacker: 'p2.ash', hit: false });
    expect(model(struck.state, 'p1.kron').y).toBe(18);
  });
});

describe('audit: free strikes on the way', () => {
  it('WM-MELEE-07 A-20 a mover that passes through an enemy melee range on its way, starting and ending outside it, is struck as it leaves', () => {
    // Kron walks 6" straight up the line x = 20; Ash faces the line from the side. At the nearest
    // point of the walk the bases are `gap` apart: within her 2" Reach at 2" exactly, not at 2.01".
    const at = (gap: number) => {
      const s = position({
        'p2.ash': { x: 20 + 2 * R30 + gap, y: 13, facing: 180 },
        'p1.kron': { x: 20, y: 10, facing: 90 },
      });
      return acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    };
    const advance = { kind: 'advance', x: 20, y: 16, facing: 90 } as const;
    const through = act(at(2), 'p1', advance);
    expect(ev(through.events, 'wm/free-strike-due')[0]).toMatchObject({ strikers: ['p2.ash'] });
    expect(model(through.state, 'p1.kron').y).toBe(10);
    // Ash strikes with +2 (5 + 2 + 5 + 5 = 17 hits DEF 16) and boosted damage 11 + 1 + 1 + 1 = 14 < ARM 15.
    const struck = act(through.state, 'p2', { kind: 'freeStrike', weapon: 'reaping-staff' }, [5, 5, 1, 1, 1]);
    expect(ev(struck.events, 'wm/attack-roll')[0]).toMatchObject({ attacker: 'p2.ash', total: 17, hit: true });
    expect(model(struck.state, 'p1.kron').y).toBe(16);
    // A hundredth of an inch farther, Kron never comes within her range.
    const past = act(at(2.01), 'p1', advance);
    expect(ev(past.events, 'wm/free-strike-due')).toHaveLength(0);
    expect(model(past.state, 'p1.kron').y).toBe(16);
  });
});
