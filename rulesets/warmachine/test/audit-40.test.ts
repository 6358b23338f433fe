import { describe, expect, it } from 'vitest';
import { act, acts, ev, model, position, R30, R40, refuse } from './helpers.ts';

// Sparrow: MAT 6, STR 9, medium base. Ash: DEF 17 ARM 14, small base. Kron: ARM 15, small base.
// Kron FOCUS 7 (control area 14"): Bulwark 2/6 UP, a friendly model +2 ARM. Sparrow is her Arc Node.

describe('audit: channelling', () => {
  it('WM-SPELL-21 a spell channelled onto the warcaster herself needs the channeler to see her', () => {
    // Sparrow stands about 2.6" in front of Kron: facing away from her it cannot see her, facing her it can.
    const at = (facing: number) => {
      const s = position({
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p1.sparrow': { x: 20, y: 14, facing },
      });
      return acts(s, 'p1', [{ kind: 'activate', model: 'p1.kron' }]);
    };
    const cast = { kind: 'cast', spell: 'bulwark', target: 'p1.kron', channeler: 'p1.sparrow' } as const;
    const away = at(90);
    expect(refuse(away, 'p1', cast)).toMatchObject({ code: 'los/no-line' });
    expect(model(away, 'p1.kron').focus).toBe(5);
    const { state, events } = act(at(270), 'p1', cast);
    expect(ev(events, 'wm/cast')[0]).toMatchObject({ target: 'p1.kron', channeler: 'p1.sparrow' });
    expect(model(state, 'p1.kron').focus).toBe(3);
  });
});

describe('audit: slam', () => {
  it('WM-POWER-26 WM-POWER-28 WM-POWER-29 a push that ends exactly against an equal base touched it: an extra die, and collateral damage', () => {
    // Sparrow moves 3.5" to Ash and slams her 3" toward Kron, whose base is then exactly 3" beyond Ash's.
    const ashY = 10 + R40 + R30 + 4;
    const at = (gap: number) => {
      const s = position({
        'p1.sparrow': { x: 20, y: 10, set: { focus: 1 } },
        'p2.ash': { x: 20, y: ashY },
        'p1.kron': { x: 20, y: ashY + 2 * R30 + gap },
      });
      return acts(s, 'p1', [{ kind: 'activate', model: 'p1.sparrow' }]);
    };
    const slam = { kind: 'slam', target: 'p2.ash' } as const;
    // Hit: 6 + 6 + 5 = 17. Push 3. Slam damage 9 + 1 + 1 + 1 = 12 < ARM 14; collateral 9 + 1 + 1 = 11 < 15.
    const touching = act(at(3), 'p1', slam, [6, 5, 3, 1, 1, 1, 1, 1]);
    expect(ev(touching.events, 'wm/damage-roll')[0]).toMatchObject({ model: 'p2.ash', dice: [1, 1, 1] });
    expect(ev(touching.events, 'wm/damage-roll')[1]).toMatchObject({ model: 'p1.kron', rule: 'WM-POWER-29' });
    expect(model(touching.state, 'p1.kron').knockedDown).toBe(true);
    // A hair farther away, the push ends short of Kron: two dice, and Kron is untouched.
    const short = act(at(3.01), 'p1', slam, [6, 5, 3, 1, 1]);
    expect(ev(short.events, 'wm/damage-roll')).toHaveLength(1);
    expect(model(short.state, 'p1.kron').knockedDown).toBe(false);
  });
});
