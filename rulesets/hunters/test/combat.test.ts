import { loadContent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { areaChoices, meleeChoices, resolveArea, resolveMelee, resolveShoot, shootChoices } from '../src/actions.ts';
import { countSuccesses } from '../src/combat.ts';
import { rangedCandidates } from '../src/enemy.ts';
import type { Gear, HuntersContent } from '../src/content/schema.ts';
import { charDefenceDice, enemyDefenceDice, type G } from '../src/game.ts';
import type { CharState } from '../src/state.ts';
import type { Pos } from '../src/board.ts';
import { act, drive, scene, TEST_MACHINE, type SceneSpec } from './fixture.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { violationWords } from '../src/words.ts';
import { squareName } from '../src/squares.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';

const open = { vantage: false, cover: false, openGround: false, finding: false, covered: false };

function gun(id: string, ranged: Gear['ranged'], extra: Partial<Gear> = {}): Gear {
  return {
    id,
    name: id,
    sample: true,
    type: 'weapon',
    size: 'side',
    attack: 'ranged',
    melee: 'X',
    ranged,
    fullAuto: 0,
    ap: false,
    incendiary: false,
    reload: false,
    autoHit: false,
    fuelUpkeep: 0,
    accessorySpace: 'one-notch',
    curesPoison: false,
    twoUse: false,
    duration: 0,
    text: 'test',
    ...extra,
  };
}

const withGuns = (c: HuntersContent): HuntersContent => ({
  ...c,
  gear: [
    ...c.gear,
    gun('minus-gun', [{ dice: 3, toHit: -1 }]),
    gun('range3', [
      { dice: 1, toHit: 0 },
      { dice: 1, toHit: 0 },
      { dice: 2, toHit: 0 },
    ]),
    // A test armor with a different number of dice for every kind of defence.
    {
      ...gun('plate', ['X']),
      type: 'armor',
      attack: undefined,
      defence: { melee: 4, area: 5, mental: 2, front: 3, flank: 2, back: 1 },
    },
    // A pack's guns with an X inside their range: no attack at distance 2 (HU-GEAR-20).
    gun('gap', [{ dice: 2, toHit: 0 }, 'X', { dice: 2, toHit: 0 }]),
    gun('gap-area', [{ dice: 2, toHit: 0 }, 'X', { dice: 2, toHit: 0 }], { attack: 'area' }),
    gun(
      'quad',
      [
        { dice: 2, toHit: 0 },
        { dice: 2, toHit: 0 },
      ],
      { fullAuto: 2 },
    ),
  ],
  enemies: c.enemies.map((e) => (e.id === 'bandit-pistol' ? { ...e, defence: { ...e.defence, mental: 5 } } : e)),
});

type Placed = CharState & { pos: Pos };
function setup(spec: Omit<SceneSpec, 'content'>, dice: Array<number | string>) {
  const sc = scene({ ...spec, content: withGuns });
  const g = sc.ctx(dice);
  const ch = (id: string) => sc.char(id) as Placed;
  return { sc, g, ch };
}

const lastAttacks = (g: G) => g.events.filter((e) => e.type === 'hunters/attack');

describe('worked examples of attacks', () => {
  it('HU-RANGED-04 HU-RANGED-05 HU-ACTION-19 WE-12 AMB-30 To Hit 2 - 1 + 1 Morale: faces 1, 2, 6 give two successes', () => {
    const { g, ch } = setup(
      {
        chars: [{ cls: 'recon', at: [0, 0], gear: ['minus-gun'] }],
        enemies: [{ kind: 'gorilla', at: [1, 0], facing: 6 }],
      },
      [1, 2, 6, 'blank', 'blank'],
    );
    resolveShoot(
      g,
      ch('recon'),
      { kind: 'shoot', weapon: 'minus-gun', x: 1, y: 0, targets: ['e1'], morale: true },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ toHit: 2, successes: 2 });
    expect(ch('recon').morale).toBe(2);
  });

  it('HU-RANGED-10 HU-RANGED-12 WE-13 full-auto at two enemies: own pools, -1 To Hit, one Morale for both', () => {
    const build = (morale: boolean, dice: Array<number | string>) => {
      const s = setup(
        {
          chars: [{ cls: 'recon', at: [0, 0], gear: ['smg'] }],
          enemies: [
            { kind: 'gorilla', at: [2, 0], facing: 6 },
            { kind: 'gorilla', at: [2, 0], facing: 6 },
          ],
        },
        dice,
      );
      resolveShoot(
        s.g,
        s.ch('recon'),
        { kind: 'shoot', weapon: 'smg', x: 2, y: 0, targets: ['e1', 'e2'], morale },
        2,
        null,
        'HU-RANGED-04',
      );
      return lastAttacks(s.g).map((e) => [e.toHit, e.successes]);
    };
    expect(build(false, [1, 2, 5, 'blank', 2, 3, 6])).toEqual([
      [1, 1],
      [1, 0],
    ]);
    expect(build(true, [1, 2, 5, 'blank', 2, 3, 6, 'blank'])).toEqual([
      [2, 2],
      [2, 1],
    ]);
  });

  it('HU-RANGED-11 HU-RANGED-10 two full-auto icons allow up to four enemies on the space, one icon up to two', () => {
    const { g, ch } = setup(
      {
        chars: [{ cls: 'recon', at: [0, 0], gear: ['quad'], morale: 0 }],
        enemies: Array.from({ length: 5 }, () => ({ kind: 'bug', at: [2, 0] as [number, number] })),
      },
      [],
    );
    const sizes = shootChoices(g, ch('recon')).map((c) => (c.kind === 'shoot' ? c.targets.length : 0));
    expect(Math.max(...sizes)).toBe(4);
    const smg = setup(
      {
        chars: [{ cls: 'recon', at: [0, 0], gear: ['smg'], morale: 0 }],
        enemies: [
          { kind: 'bug', at: [2, 0] },
          { kind: 'bug', at: [2, 0] },
          { kind: 'bug', at: [2, 0] },
        ],
      },
      [],
    );
    expect(
      Math.max(...shootChoices(smg.g, smg.ch('recon')).map((c) => (c.kind === 'shoot' ? c.targets.length : 0))),
    ).toBe(2);
  });

  it('HU-RANGED-03 HU-RANGED-08 WE-14 SMG with Magazine at a Bandit’s back: 4 dice, 2 hits, Health 3 -> 1', () => {
    const { g, ch, sc } = setup(
      { chars: [{ cls: 'recon', at: [0, 0] }], enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 2 }] },
      [1, 2, 3, 5, 'blank'],
    );
    resolveShoot(
      g,
      ch('recon'),
      { kind: 'shoot', weapon: 'smg', x: 2, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ faces: [1, 2, 3, 5], successes: 2, defence: ['blank'], damage: 2 });
    expect(sc.enemy('e1').health).toBe(1);
  });

  it('HU-RANGED-08 shields beyond the successes leave the damage at 0', () => {
    // Rifle at 2: 3 dice at To Hit 2; faces 1, 6, 6 give one success. The Bandit faces the shooter:
    // 2 front dice, both shields.
    const { g, ch, sc } = setup(
      { chars: [{ cls: 'soldier', at: [0, 0] }], enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 6 }] },
      [1, 6, 6, 'shield', 'shield'],
    );
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ successes: 1, defence: ['shield', 'shield'], damage: 0 });
    expect(sc.enemy('e1').health).toBe(3);
  });

  it('HU-RANGED-03 AMB-29 a pool cut to 0 dice rolls nothing and does nothing', () => {
    // The range-3 gun has 1 die at distance 1; S1582 Ammo takes one away.
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'recon', at: [0, 0], gear: ['range3', 's1582-ammo'] }],
        enemies: [{ kind: 'gorilla', at: [1, 0] }],
      },
      [],
    );
    expect(ch('recon').accessories).toEqual([{ gear: 's1582-ammo', weapon: 'range3' }]);
    resolveShoot(
      g,
      ch('recon'),
      { kind: 'shoot', weapon: 'range3', x: 1, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(g.dice.consumed()).toEqual([]);
    expect(sc.enemy('e1').health).toBe(6);
  });

  it('HU-GEAR-26 the Magazine adds its die only to the gun it is fitted to', () => {
    const pool = (weapon: string) => {
      const { g, ch } = setup(
        {
          chars: [{ cls: 'recon', at: [0, 0], gear: ['smg', 'magazine', 'pistol'] }],
          enemies: [{ kind: 'gorilla', at: [1, 0] }],
        },
        [6, 6, 6, 6],
      );
      expect(ch('recon').accessories).toEqual([{ gear: 'magazine', weapon: 'smg' }]);
      resolveShoot(
        g,
        ch('recon'),
        { kind: 'shoot', weapon, x: 1, y: 0, targets: ['e1'], morale: false },
        2,
        null,
        'HU-RANGED-04',
      );
      return (lastAttacks(g)[0]?.faces as number[]).length;
    };
    // SMG 3 + 1; Pistol 2 and nothing more.
    expect(pool('smg')).toBe(4);
    expect(pool('pistol')).toBe(2);
  });

  it('HU-MELEE-04 HU-MELEE-05 HU-MELEE-08 WE-16 Knife in melee: Strength 2 + 1 die, To Hit 2; one shield: 1 wound', () => {
    const { g, ch, sc } = setup(
      { chars: [{ cls: 'soldier', at: [0, 0] }], enemies: [{ kind: 'bandit-pistol', at: [0, 0] }] },
      [1, 2, 4, 'shield'],
    );
    resolveMelee(
      g,
      ch('soldier'),
      { kind: 'melee', target: 'e1', weapon: 'knife', moraleHit: false, moraleDie: false },
      2,
      null,
      'HU-MELEE-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({
      faces: [1, 2, 4],
      toHit: 2,
      successes: 2,
      defence: ['shield'],
      damage: 1,
    });
    expect(sc.enemy('e1').health).toBe(2);
  });

  it('HU-MENTAL-01 HU-MENTAL-02 HU-MENTAL-03 HU-MENTAL-06 WE-17 EMP: one Mental roll of 6 against 5 disables this turn and the next', () => {
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'emp-ammo'] }],
        enemies: [{ kind: 'bandit-pistol', at: [1, 0] }],
      },
      [1, 1, 6],
    );
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 1, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    const mental = g.events.filter((e) => e.type === 'hunters/mental-defence');
    expect(mental).toHaveLength(1);
    expect(mental[0]).toMatchObject({ face: 6, value: 5, success: false });
    expect(sc.enemy('e1').disabledThrough).toBe(2);
    expect(sc.enemy('e1').health).toBe(3);
  });

  it('HU-MENTAL-01 HU-MENTAL-03 a Mental roll at or under the value resists; with no success there is no roll', () => {
    const shoot = (dice: number[]) => {
      const { g, ch, sc } = setup(
        {
          chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'emp-ammo'] }],
          enemies: [{ kind: 'bandit-pistol', at: [1, 0] }],
        },
        dice,
      );
      resolveShoot(
        g,
        ch('soldier'),
        { kind: 'shoot', weapon: 'rifle', x: 1, y: 0, targets: ['e1'], morale: false },
        2,
        null,
        'HU-RANGED-04',
      );
      return { mental: g.events.filter((e) => e.type === 'hunters/mental-defence'), e: sc.enemy('e1'), g };
    };
    // One success (the 1), then a Mental roll of 5 against 5: resisted, nothing happens.
    const resisted = shoot([1, 6, 5]);
    expect(resisted.mental).toMatchObject([{ face: 5, value: 5, success: true }]);
    expect(resisted.e).toMatchObject({ disabledThrough: 0, health: 3 });
    // No success at all: the EMP never reaches the target, so no Mental roll is made.
    const missed = shoot([6, 6]);
    expect(missed.mental).toEqual([]);
    expect(missed.g.dice.remaining).toBe(0);
    expect(missed.e.disabledThrough).toBe(0);
  });

  it('HU-GEAR-36 HU-AREA-02 HU-AREA-03 WE-18 a Frag Grenade attacks every figure on a space 1 away with 5 dice each', () => {
    const { g, ch } = setup(
      {
        chars: [
          { cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], morale: 0 },
          { cls: 'recon', at: [1, 0] },
        ],
        enemies: [
          { kind: 'gorilla', at: [1, 0] },
          { kind: 'gorilla', at: [1, 0] },
          { kind: 'bug', at: [2, 0] },
        ],
      },
      [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    );
    const spots = areaChoices(g, ch('soldier')).map((c) => (c.kind === 'area' ? `${c.weapon}@${c.x},${c.y}` : ''));
    expect(spots).toContain('frag-grenade@1,0');
    expect(spots).not.toContain('frag-grenade@2,0');
    resolveArea(g, ch('soldier'), { kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: false }, 2, null);
    const rolls = g.events.filter((e) => e.type === 'hunters/attack' || e.type === 'hunters/area-hit');
    expect(rolls).toHaveLength(3);
    for (const r of rolls) expect((r.faces as number[]).length).toBe(5);
    expect(ch('soldier').equipment).not.toContain('frag-grenade');
  });

  it('HU-AREA-03 each target of an Area attack rolls its Area defence dice, whatever the direction', () => {
    // Frag at the Soldier's own distance 1: 5 dice at To Hit 2. Gorilla (Area defence 1) and
    // Worm (Area defence 2) each take their own roll.
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], morale: 0 }],
        enemies: [
          { kind: 'gorilla', at: [1, 0], facing: 6 },
          { kind: 'underground-worm', at: [1, 0], facing: 2 },
        ],
      },
      [1, 2, 6, 6, 6, 'blank', 1, 1, 1, 6, 6, 'shield', 'blank'],
    );
    resolveArea(g, ch('soldier'), { kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: false }, 2, null);
    expect(lastAttacks(g).map((e) => [e.successes, (e.defence as string[]).length, e.damage])).toEqual([
      [2, 1, 2],
      [3, 2, 2],
    ]);
    expect([sc.enemy('e1').health, sc.enemy('e2').health]).toEqual([4, 5]);
  });

  it('HU-GEAR-27 HU-GEAR-23 WE-19 the Flame Thrower needs its Fuel Cell; every die hits and nothing defends', () => {
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'huntsman', at: [0, 0], gear: ['flame-thrower'], morale: 0 }],
        enemies: [{ kind: 'gorilla', at: [1, 0] }],
      },
      [],
    );
    expect(areaChoices(g, ch('huntsman'))).toEqual([]);
    ch('huntsman').fuelPaid = true;
    expect(areaChoices(g, ch('huntsman')).length).toBeGreaterThan(0);
    resolveArea(g, ch('huntsman'), { kind: 'area', weapon: 'flame-thrower', x: 1, y: 0, morale: false }, 2, null);
    expect(g.dice.consumed()).toEqual([]);
    expect(sc.enemy('e1').health).toBe(3);
  });

  it('HU-GEAR-23 HU-AREA-02 the flames also burn an ally on the target space, who rolls no defence dice', () => {
    const { g, ch, sc } = setup(
      {
        chars: [
          { cls: 'huntsman', at: [0, 0], gear: ['flame-thrower'], morale: 0 },
          { cls: 'soldier', at: [1, 0] },
        ],
        enemies: [{ kind: 'gorilla', at: [1, 0] }],
      },
      ['shield'],
    );
    ch('huntsman').fuelPaid = true;
    resolveArea(g, ch('huntsman'), { kind: 'area', weapon: 'flame-thrower', x: 1, y: 0, morale: false }, 2, null);
    // 3 automatic hits on each at 1 space. The Soldier's vest has 1 Area die, left unrolled: the
    // scripted shield is still there.
    expect(g.dice.remaining).toBe(1);
    expect(g.events.find((e) => e.type === 'hunters/area-hit' && e.character === 'soldier')).toMatchObject({
      successes: 3,
      defence: [],
    });
    expect([sc.enemy('e1').health, ch('soldier').health]).toEqual([3, 3]);
  });

  it('HU-GEAR-21 HU-RANGED-01 WE-21 a range-3 weapon reaches 1 to 3 spaces in every direction, not 4', () => {
    const { g, ch } = setup(
      {
        chars: [{ cls: 'recon', at: [4, 4], gear: ['range3'], morale: 0 }],
        enemies: [
          { kind: 'bug', at: [5, 5] },
          { kind: 'bug', at: [1, 4] },
          { kind: 'bug', at: [7, 1] },
          { kind: 'bug', at: [8, 4] },
          { kind: 'bug', at: [4, 0] },
        ],
      },
      [],
    );
    const hit = shootChoices(g, ch('recon')).map((c) => (c.kind === 'shoot' ? c.targets.join() : ''));
    expect(hit).toEqual(['e1', 'e2', 'e3']);
    // A Knife has only X ranged columns: no ranged attack at all.
    const blade = setup(
      { chars: [{ cls: 'soldier', at: [4, 4], gear: ['knife'], morale: 0 }], enemies: [{ kind: 'bug', at: [5, 5] }] },
      [],
    );
    expect(shootChoices(blade.g, blade.ch('soldier'))).toEqual([]);
  });

  it('HU-GEAR-20 HU-GEAR-21 HU-RANGED-01 an X column inside the range means no attack at that distance, for a character too', () => {
    // Range 3 with an X at distance 2: the bugs 1 and 3 away can be shot, the one 2 away cannot;
    // nor can the explosives 2 away, while those 3 away can.
    const shot = setup(
      {
        chars: [{ cls: 'recon', at: [0, 0], gear: ['gap'], morale: 0 }],
        enemies: [
          { kind: 'bug', at: [1, 0] },
          { kind: 'bug', at: [2, 2] },
          { kind: 'bug', at: [3, 1] },
        ],
        tokens: [
          { kind: 'explosives', at: [0, 2] },
          { kind: 'explosives', at: [0, 3] },
        ],
      },
      [],
    );
    const at = (cs: HuntersChoice[]) => cs.map((c) => (c.kind === 'shoot' || c.kind === 'area' ? `${c.x},${c.y}` : ''));
    expect(at(shootChoices(shot.g, shot.ch('recon')))).toEqual(['1,0', '3,1', '0,3']);
    // An Area weapon with the same gap: no space 2 away is a target, empty or not.
    const thrown = setup(
      {
        width: 5,
        height: 5,
        chars: [{ cls: 'recon', at: [0, 0], gear: ['gap-area'], morale: 0 }],
        enemies: [{ kind: 'bug', at: [2, 2] }],
      },
      [],
    );
    const spaces = at(areaChoices(thrown.g, thrown.ch('recon')));
    expect(spaces).toHaveLength(3 + 7);
    for (const s of spaces) {
      const [x, y] = s.split(',').map(Number);
      expect(Math.max(x as number, y as number)).not.toBe(2);
    }
  });
});

describe('modifiers', () => {
  const shotToHit = (spec: Omit<SceneSpec, 'content'>, weapon = 'rifle', base = 2) => {
    const { g, ch } = setup(spec, [6, 6, 6, 6]);
    const e = spec.enemies?.[0]?.at ?? [0, 0];
    resolveShoot(
      g,
      ch(spec.chars[0]?.cls ?? ''),
      { kind: 'shoot', weapon, x: e[0], y: e[1], targets: ['e1'], morale: false },
      base,
      null,
      'HU-RANGED-04',
    );
    return lastAttacks(g)[0]?.toHit;
  };

  it('HU-TIME-01 HU-TIME-02 HU-TIME-05 at Night ranged attacks lose 1 To Hit, unless gear cancels the night', () => {
    const spec = {
      chars: [{ cls: 'soldier', at: [0, 0] as [number, number] }],
      enemies: [{ kind: 'gorilla', at: [2, 0] as [number, number] }],
    };
    expect(shotToHit(spec)).toBe(2);
    expect(shotToHit({ ...spec, time: 'night' })).toBe(1);
    expect(
      shotToHit({ ...spec, time: 'night', chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'goggles'] }] }),
    ).toBe(2);
  });

  it('HU-TIME-03 HU-TIME-04 HU-TIME-08 HU-RANGED-09 range: Night -1, Mechanical enemies exempt, Blizzard caps at 2', () => {
    const reach = (spec: Omit<SceneSpec, 'content'>) => {
      const { g, ch } = setup(spec, []);
      return shootChoices(g, ch('soldier')).length > 0;
    };
    const far = (time: 'day' | 'night', weather: 'clear' | 'blizzard' = 'clear') => ({
      time,
      weather,
      chars: [{ cls: 'soldier', at: [0, 0] as [number, number], morale: 0 }],
      enemies: [{ kind: 'gorilla', at: [4, 0] as [number, number] }],
    });
    expect(reach(far('day'))).toBe(true);
    expect(reach(far('night'))).toBe(false);
    expect(reach(far('day', 'blizzard'))).toBe(false);
    // The E-14 (Mechanical) keeps its range 4 at night; the Bandit's 2 drops to 1.
    const night = scene({
      time: 'night',
      width: 6,
      height: 1,
      chars: [{ cls: 'soldier', at: [4, 0] }],
      enemies: [
        { kind: 'dragonfly-e14', at: [0, 0] },
        { kind: 'bandit-pistol', at: [2, 0] },
      ],
    });
    const g = night.ctx([]);
    expect(rangedCandidates(g, night.enemy('e1'), night.enemy('e1').pos).map((c) => c.id)).toEqual(['soldier']);
    expect(rangedCandidates(g, night.enemy('e2'), night.enemy('e2').pos)).toEqual([]);
    const day = scene({
      width: 6,
      height: 1,
      chars: [{ cls: 'soldier', at: [4, 0] }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0] }],
    });
    expect(rangedCandidates(day.ctx([]), day.enemy('e1'), day.enemy('e1').pos).map((c) => c.id)).toEqual(['soldier']);
  });

  it('HU-TIME-08 HU-RANGED-09 Fog caps Ranged and Area attacks at 2, a character’s and an enemy’s', () => {
    const spec = (weather: 'clear' | 'fog', at: [number, number]) => ({
      weather,
      chars: [{ cls: 'soldier', at: [0, 0] as [number, number], gear: ['rifle', 'gap-area'], morale: 0 }],
      enemies: [{ kind: 'gorilla', at }],
    });
    const offers = (weather: 'clear' | 'fog', at: [number, number]) => {
      const { g, ch } = setup(spec(weather, at), []);
      const where = (c: HuntersChoice) => (c.kind === 'shoot' || c.kind === 'area' ? `${c.kind}@${c.x},${c.y}` : '');
      return [...shootChoices(g, ch('soldier')), ...areaChoices(g, ch('soldier'))].map(where);
    };
    // The rifle reaches 4 and the test Area gun 3: in the clear both fire at 3 spaces, in Fog neither.
    expect(offers('clear', [3, 0])).toEqual(expect.arrayContaining(['shoot@3,0', 'area@3,0']));
    expect(offers('fog', [3, 0]).filter((x) => x.endsWith('@3,0'))).toEqual([]);
    expect(offers('fog', [2, 0])).toContain('shoot@2,0');
    // A machine that shoots 4 dice at To Hit 3 up to 4 spaces: in Fog it cannot shoot 3 away, and
    // at 2 away it rolls as in the clear (faces 1, 3, 4, 6: two successes).
    const machine = (weather: 'clear' | 'fog', x: number) =>
      scene({
        weather,
        content: (c) => ({ ...c, enemies: [...c.enemies, TEST_MACHINE] }),
        chars: [{ cls: 'soldier', at: [0, 0] }],
        enemies: [{ kind: 'test-machine', at: [x, 0], facing: 6 }],
      });
    const shots = (weather: 'clear' | 'fog', x: number) =>
      act(machine(weather, x), 'e1', [1, 3, 4, 6, 'blank', 'blank', 'blank']).events.filter(
        (e) => e.type === 'hunters/enemy-attack',
      );
    expect(shots('clear', 3).map((e) => e.successes)).toEqual([2]);
    expect(shots('fog', 3)).toEqual([]);
    expect(shots('fog', 2).map((e) => e.successes)).toEqual([2]);
  });

  it('HU-MSETUP-07 a mission in Fog loads and its map heading names the Fog in both languages', () => {
    const pack = structuredClone(sampleContent);
    pack.missions[0]!.weather = 'fog';
    expect(loadContent(huntersRuleset.content, pack).ok).toBe(true);
    const sc = scene({ weather: 'fog', chars: [{ cls: 'soldier', at: [0, 0] }] });
    const view = sc.rules.view(sc.state, 'p1');
    expect(huntersPresenter.board(view, 'en').split('\n')[0]).toMatch(/, day, fog$/);
    expect(huntersPresenter.board(view, 'hu').split('\n')[0]).toMatch(/, nappal, köd$/);
  });

  it('HU-TIME-07 Heavy Rain costs 1 To Hit on ranged and melee attacks', () => {
    expect(
      shotToHit({
        weather: 'rain',
        chars: [{ cls: 'soldier', at: [0, 0] }],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
      }),
    ).toBe(1);
    const { g, ch } = setup(
      { weather: 'rain', chars: [{ cls: 'soldier', at: [0, 0] }], enemies: [{ kind: 'gorilla', at: [0, 0] }] },
      [6, 6, 6],
    );
    resolveMelee(
      g,
      ch('soldier'),
      { kind: 'melee', target: 'e1', weapon: 'knife', moraleHit: false, moraleDie: false },
      2,
      null,
      'HU-MELEE-04',
    );
    expect(lastAttacks(g)[0]?.toHit).toBe(1);
  });

  it('HU-TIME-07 AMB-32 Heavy Rain costs Area attacks 1 To Hit as well, a character’s and an enemy’s, unless the table turns it off', () => {
    const grenade = (options: Record<string, unknown>) => {
      const { g, ch } = setup(
        {
          weather: 'rain',
          options,
          chars: [{ cls: 'huntsman', at: [0, 0], gear: ['frag-grenade'], morale: 0 }],
          enemies: [{ kind: 'gorilla', at: [1, 0] }],
        },
        [6, 6, 6, 6, 6],
      );
      resolveArea(g, ch('huntsman'), { kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: false }, 2, null);
      return lastAttacks(g)[0]?.toHit;
    };
    const shell = (options: Record<string, unknown>) => {
      const sc = scene({
        weather: 'rain',
        options,
        width: 6,
        height: 1,
        chars: [{ cls: 'recon', at: [3, 0] }],
        enemies: [{ kind: 'spider-aka-2l', at: [2, 0] }],
      });
      return act(sc, 'e1', [6, 6, 6]).events.find((e) => e.type === 'hunters/enemy-attack')?.toHit;
    };
    // Dry, the grenade thrown with a base of 2 hits on 2; the Spider's Area Attack at 1 space on 3.
    expect([grenade({}), shell({})]).toEqual([1, 2]);
    expect([grenade({ rainOnArea: false }), shell({ rainOnArea: false })]).toEqual([2, 3]);
  });

  it('HU-TERRAIN-06 AMB-34 an attack on a figure in Cover loses 1 To Hit, melee included', () => {
    expect(
      shotToHit({
        spaces: [{ at: [2, 0], ...open, cover: true }],
        chars: [{ cls: 'soldier', at: [0, 0] }],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
      }),
    ).toBe(1);
    const { g, ch } = setup(
      {
        spaces: [{ at: [0, 0], ...open, cover: true }],
        chars: [{ cls: 'soldier', at: [0, 0] }],
        enemies: [{ kind: 'gorilla', at: [0, 0] }],
      },
      [6, 6, 6],
    );
    resolveMelee(
      g,
      ch('soldier'),
      { kind: 'melee', target: 'e1', weapon: 'knife', moraleHit: false, moraleDie: false },
      2,
      null,
      'HU-MELEE-04',
    );
    expect(lastAttacks(g)[0]?.toHit).toBe(1);
  });

  it('HU-TERRAIN-04 AMB-31 a Vantage Point adds 1 range, using the last printed column beyond the printed maximum', () => {
    const { g, ch } = setup(
      {
        spaces: [{ at: [0, 0], ...open, vantage: true }],
        chars: [{ cls: 'recon', at: [0, 0], gear: ['range3'], morale: 0 }],
        enemies: [{ kind: 'gorilla', at: [4, 0] }],
      },
      [6, 6, 'blank'],
    );
    expect(shootChoices(g, ch('recon'))).toHaveLength(1);
    resolveShoot(
      g,
      ch('recon'),
      { kind: 'shoot', weapon: 'range3', x: 4, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect((lastAttacks(g)[0]?.faces as number[]).length).toBe(2);
  });

  it('HU-GEAR-28 HU-GEAR-02 the Telescopic Sight gives +1 range and +1 To Hit, only while its Daytime condition holds', () => {
    const spec = {
      chars: [{ cls: 'soldier', at: [0, 0] as [number, number], gear: ['rifle', 'telescopic-sight'] }],
      enemies: [{ kind: 'gorilla', at: [2, 0] as [number, number] }],
    };
    expect(shotToHit(spec)).toBe(3);
    expect(shotToHit({ ...spec, time: 'night' })).toBe(1);
    // The Rifle reaches 4; with the sight 5 by day. At night: 4 - 1, and the sight is off.
    const reaches = (time: 'day' | 'night', gear: string[], at: [number, number]) => {
      const { g, ch } = setup(
        { time, chars: [{ cls: 'soldier', at: [0, 0], gear }], enemies: [{ kind: 'gorilla', at }] },
        [],
      );
      return shootChoices(g, ch('soldier')).length > 0;
    };
    expect(reaches('day', ['rifle', 'telescopic-sight'], [5, 0])).toBe(true);
    expect(reaches('day', ['rifle'], [5, 0])).toBe(false);
    expect(reaches('night', ['rifle', 'telescopic-sight'], [3, 0])).toBe(true);
    expect(reaches('night', ['rifle', 'telescopic-sight'], [4, 0])).toBe(false);
  });

  it('HU-GEAR-29 HU-GEAR-25 S1582 Ammo fits a one-notch weapon: Incendiary and one die fewer', () => {
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'recon', at: [0, 0], gear: ['smg', 's1582-ammo'] }],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
      },
      [1, 1],
    );
    resolveShoot(
      g,
      ch('recon'),
      { kind: 'shoot', weapon: 'smg', x: 2, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ faces: [1, 1], defence: [], damage: 2 });
    expect(sc.enemy('e1').health).toBe(4);
    // On a two-notch Rifle the one-notch ammo finds no place; the two-notch sight does.
    expect(
      setup({ chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 's1582-ammo'] }] }, []).ch('soldier').accessories,
    ).toEqual([]);
    expect(
      setup({ chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'telescopic-sight'] }] }, []).ch('soldier')
        .accessories,
    ).toEqual([{ gear: 'telescopic-sight', weapon: 'rifle' }]);
  });

  it('HU-GEAR-30 a wounding Tracer hit gives every character +1 To Hit on ranged attacks this turn', () => {
    const { g, ch } = setup(
      {
        chars: [
          { cls: 'recon', at: [0, 0], gear: ['smg', 'tracer-ammo'] },
          { cls: 'soldier', at: [0, 1] },
        ],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
      },
      [1, 1, 6, 'blank', 6, 6, 6],
    );
    resolveShoot(
      g,
      ch('recon'),
      { kind: 'shoot', weapon: 'smg', x: 2, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(g.s.tracer).toBe(true);
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(lastAttacks(g)[1]?.toHit).toBe(3);
  });

  it('HU-GEAR-30 AMB-72 a Tracer hit whose success a Shield cancels wounds nothing and gives no bonus', () => {
    const { g, ch } = setup(
      {
        chars: [{ cls: 'recon', at: [0, 0], gear: ['smg', 'tracer-ammo'] }],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
      },
      [1, 6, 6, 'shield'],
    );
    resolveShoot(
      g,
      ch('recon'),
      { kind: 'shoot', weapon: 'smg', x: 2, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ successes: 1 });
    expect(g.s.tracer).toBe(false);
  });

  it('HU-MELEE-06 HU-MELEE-03 without a melee weapon a character fights improvised: 1 die at -2', () => {
    const { g, ch } = setup({ chars: [{ cls: 'medic', at: [0, 0] }], enemies: [{ kind: 'gorilla', at: [0, 0] }] }, [6]);
    expect(meleeChoices(g, ch('medic')).every((c) => c.kind === 'melee' && c.weapon === null)).toBe(true);
    resolveMelee(
      g,
      ch('medic'),
      { kind: 'melee', target: 'e1', weapon: null, moraleHit: false, moraleDie: false },
      2,
      null,
      'HU-MELEE-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ faces: [6], toHit: 0 });
  });

  it('HU-MELEE-06 a strong character without a melee weapon still rolls 1 die at -2, whatever his Strength', () => {
    const { g, ch } = setup(
      { chars: [{ cls: 'huntsman', at: [0, 0], gear: ['shotgun'] }], enemies: [{ kind: 'gorilla', at: [0, 0] }] },
      [6],
    );
    expect(ch('huntsman').strength).toBeGreaterThan(1);
    expect(meleeChoices(g, ch('huntsman')).every((c) => c.kind === 'melee' && c.weapon === null)).toBe(true);
    resolveMelee(
      g,
      ch('huntsman'),
      { kind: 'melee', target: 'e1', weapon: null, moraleHit: false, moraleDie: false },
      2,
      null,
      'HU-MELEE-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ faces: [6], toHit: 0 });
  });

  it('HU-MELEE-06 HU-MELEE-07 AMB-28 an improvised attack with the Morale die rolls 2 dice', () => {
    const { g, ch } = setup(
      { chars: [{ cls: 'medic', at: [0, 0] }], enemies: [{ kind: 'gorilla', at: [0, 0] }] },
      [6, 6],
    );
    resolveMelee(
      g,
      ch('medic'),
      { kind: 'melee', target: 'e1', weapon: null, moraleHit: false, moraleDie: true },
      2,
      null,
      'HU-MELEE-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ faces: [6, 6], toHit: 0 });
  });

  it('HU-MELEE-07 Morale buys one more melee die and +1 To Hit before rolling', () => {
    const { g, ch } = setup(
      { chars: [{ cls: 'soldier', at: [0, 0] }], enemies: [{ kind: 'gorilla', at: [0, 0] }] },
      [6, 6, 6, 6],
    );
    resolveMelee(
      g,
      ch('soldier'),
      { kind: 'melee', target: 'e1', weapon: 'knife', moraleHit: true, moraleDie: true },
      2,
      null,
      'HU-MELEE-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ toHit: 3 });
    expect((lastAttacks(g)[0]?.faces as number[]).length).toBe(4);
    expect(ch('soldier').morale).toBe(0);
  });

  it('HU-MELEE-02 HU-ENEMY-31 a melee attack targets any walking enemy on the space, never a flyer', () => {
    const { g, ch } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], morale: 0 }],
        enemies: [
          { kind: 'gorilla', at: [0, 0] },
          { kind: 'dragonfly-e14', at: [0, 0] },
          { kind: 'bug', at: [0, 0] },
        ],
      },
      [],
    );
    expect([...new Set(meleeChoices(g, ch('soldier')).map((c) => (c.kind === 'melee' ? c.target : '')))]).toEqual([
      'e1',
      'e3',
    ]);
  });

  it('HU-RANGED-01 HU-AREA-05 a character in melee makes no ranged or area attacks', () => {
    const { g, ch } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'] }],
        enemies: [
          { kind: 'gorilla', at: [0, 0] },
          { kind: 'gorilla', at: [2, 0] },
        ],
      },
      [],
    );
    expect(shootChoices(g, ch('soldier'))).toEqual([]);
    expect(areaChoices(g, ch('soldier'))).toEqual([]);
  });

  it('HU-LOS-06 figures in between never block the line: a shot passes an enemy and an ally', () => {
    const { g, ch } = setup(
      {
        width: 6,
        height: 1,
        chars: [
          { cls: 'soldier', at: [0, 0], facing: 2, morale: 0 },
          { cls: 'medic', at: [2, 0] },
        ],
        enemies: [
          { kind: 'dragonfly-e14', at: [1, 0] },
          { kind: 'gorilla', at: [3, 0] },
        ],
      },
      [],
    );
    const targets = shootChoices(g, ch('soldier')).map((c) => (c.kind === 'shoot' ? c.targets.join() : ''));
    expect(targets).toEqual(['e1', 'e2']);
  });

  it('HU-RANGED-13 shooting into a melee: every 6 strikes the ally there instead', () => {
    const { g, ch, sc } = setup(
      {
        chars: [
          { cls: 'soldier', at: [0, 0] },
          { cls: 'recon', at: [2, 0] },
        ],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
      },
      [6, 1, 6, 'blank', 'blank'],
    );
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ successes: 1 });
    expect(sc.char('recon').health).toBe(3);
  });

  it('HU-RANGED-13 the ally struck by a stray 6 defends with its flank dice, and the 6 never hits the target', () => {
    // The Soldier stands in melee with the Gorilla, facing the shooter (Kevlar front 2, flank 1).
    // SMG + Magazine at 2 with a base To Hit of 6: faces 6, 5, 5, 5. The three 5s hit the Gorilla
    // (1 flank die: blank), the 6 does not, though it is not above 6. It is one success on the
    // Soldier, who rolls 1 flank die: blank. No face is scripted for a second Kevlar die.
    const { g, ch, sc } = setup(
      {
        chars: [
          { cls: 'recon', at: [0, 0] },
          { cls: 'soldier', at: [2, 0], facing: 6 },
        ],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
      },
      [6, 5, 5, 5, 'blank', 'blank'],
    );
    resolveShoot(
      g,
      ch('recon'),
      { kind: 'shoot', weapon: 'smg', x: 2, y: 0, targets: ['e1'], morale: false },
      6,
      null,
      'HU-RANGED-04',
    );
    expect(g.dice.remaining).toBe(0);
    expect(lastAttacks(g)[0]).toMatchObject({ toHit: 6, successes: 3, damage: 3 });
    expect(sc.char('soldier').health).toBe(5);
    expect(sc.enemy('e1').health).toBe(3);
  });

  it('HU-AREA-07 HU-AREA-04 a space with only a Hidden character, or only a token, is a target; the Hidden one is spared', () => {
    const { g, ch } = setup(
      {
        chars: [
          { cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], morale: 0 },
          { cls: 'recon', at: [1, 0], hidden: true },
        ],
        enemies: [{ kind: 'gorilla', at: [5, 5] }],
      },
      [],
    );
    expect(areaChoices(g, ch('soldier')).some((c) => c.kind === 'area' && c.x === 1 && c.y === 0)).toBe(true);
    resolveArea(g, ch('soldier'), { kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: false }, 2, null);
    expect(g.dice.consumed()).toEqual([]);
    expect(ch('recon')).toMatchObject({ health: 5, hidden: true });
    // A space holding only a terrain token, no figure, is listed first, before the bare spaces.
    const token = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], morale: 0 }],
        enemies: [{ kind: 'gorilla', at: [5, 5] }],
        tokens: [{ kind: 'chemicals', at: [0, 1] }],
      },
      [1, 6, 6, 6, 6],
    );
    expect(areaChoices(token.g, token.ch('soldier'))).toEqual([
      { kind: 'area', weapon: 'frag-grenade', x: 0, y: 1, morale: false },
      { kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: false },
      { kind: 'area', weapon: 'frag-grenade', x: 1, y: 1, morale: false },
    ]);
    resolveArea(
      token.g,
      token.ch('soldier'),
      { kind: 'area', weapon: 'frag-grenade', x: 0, y: 1, morale: false },
      2,
      null,
    );
    expect(token.g.s.tokens).toEqual([]);
  });
});

describe('area attacks at empty spaces', () => {
  const spotsOf = (choices: readonly HuntersChoice[]) =>
    choices.map((c) => (c.kind === 'area' ? `${c.weapon}@${c.x},${c.y}` : c.kind));

  it('HU-AREA-04 HU-AREA-02 HU-RANGED-01 every board space in range and sight is an Area target, figures on it or not', () => {
    // Frag Grenade (range 1) in the middle of an empty 10x10 map: all eight neighbours, nothing further.
    const mid = setup(
      {
        chars: [{ cls: 'soldier', at: [4, 4], gear: ['rifle', 'frag-grenade'], morale: 0 }],
        enemies: [{ kind: 'gorilla', at: [9, 9] }],
      },
      [],
    );
    expect(spotsOf(areaChoices(mid.g, mid.ch('soldier')))).toEqual([
      'frag-grenade@3,3',
      'frag-grenade@4,3',
      'frag-grenade@5,3',
      'frag-grenade@3,4',
      'frag-grenade@5,4',
      'frag-grenade@3,5',
      'frag-grenade@4,5',
      'frag-grenade@5,5',
    ]);
    // Flame Thrower (range 2) in a corner: the spaces 1 and 2 away on the map, none off it, not 3 away.
    const corner = setup(
      {
        chars: [{ cls: 'huntsman', at: [0, 0], gear: ['flame-thrower'], morale: 0 }],
        enemies: [{ kind: 'gorilla', at: [3, 0] }],
      },
      [],
    );
    corner.ch('huntsman').fuelPaid = true;
    expect(spotsOf(areaChoices(corner.g, corner.ch('huntsman')))).toEqual([
      'flame-thrower@1,0',
      'flame-thrower@2,0',
      'flame-thrower@0,1',
      'flame-thrower@1,1',
      'flame-thrower@2,1',
      'flame-thrower@0,2',
      'flame-thrower@1,2',
      'flame-thrower@2,2',
    ]);
  });

  it('HU-AREA-04 HU-RANGED-01 HU-LOS-02 HU-LOS-03 through the rules: an empty space in sight is attacked; one behind a barrier, in smoke or too far is refused', () => {
    // Soldier at (0,0) with a Frag Grenade (range 1). A barrier cuts (1,0) off, smoke hides (0,1),
    // (2,0) is 2 away; the bare (1,1) is the one space left, reached past the barrier's corner.
    const sc = scene({
      width: 4,
      height: 2,
      edges: [{ a: [0, 0], b: [1, 0], kind: 'barrier' }],
      chars: [
        { cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], hand: ['soldier-l2-suppress'], morale: 0 },
      ],
      enemies: [{ kind: 'gorilla', at: [3, 1] }],
      tokens: [{ kind: 'smoke', at: [0, 1] }],
      content: withGuns,
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-l2-suppress', enhancement: null, enhance: -1 });
    expect(d.legal()).toEqual([{ kind: 'area', weapon: 'frag-grenade', x: 1, y: 1, morale: false }, { kind: 'skip' }]);
    for (const [x, y] of [
      [1, 0],
      [0, 1],
      [2, 0],
    ] as const) {
      const r = d.try({ kind: 'area', weapon: 'frag-grenade', x, y, morale: false });
      expect(r.ok ? null : r.error.code).toBe('ranged/no-target');
      if (!r.ok) expect(r.error.message).toContain(`space ${squareName({ x, y })}`);
      if (!r.ok)
        expect(violationWords(r.error, 'hu')).toBe(
          'A fegyver nem éri el azt a célpontot (hatótáv, rálátás, közelharc vagy újratöltés).',
        );
    }
    const events = d.do({ kind: 'area', weapon: 'frag-grenade', x: 1, y: 1, morale: false });
    expect(events.map((e) => [e.type, e.rule])).toEqual([
      ['hunters/gear-used', 'HU-GEAR-36'],
      ['hunters/area-attack', 'HU-AREA-02'],
    ]);
    expect(events[1]).toMatchObject({ character: 'soldier', at: { x: 1, y: 1 } });
    expect(d.char('soldier').equipment).not.toContain('frag-grenade');
    expect(d.enemy('e1')?.health).toBe(6);
    expect(d.state.tokens).toEqual([{ id: 't1', kind: 'smoke', pos: { x: 0, y: 1 } }]);
    expect(d.state.current?.activity).toBeNull();
  });

  it('HU-ACTION-19 HU-AREA-04 Morale (+1 To Hit) is offered on an Area attack only where something rolls', () => {
    // Frag Grenade (range 1) from (1,1) with a Morale token: an enemy at (0,0), explosives at (1,0),
    // the Recon at (2,0), the Hidden Medic at (0,1); the rest of the ring bare (a Hidden figure is
    // spared, HU-AREA-07, so nothing rolls at his space).
    const { g, ch } = setup(
      {
        chars: [
          { cls: 'soldier', at: [1, 1], gear: ['rifle', 'frag-grenade'], morale: 1 },
          { cls: 'recon', at: [2, 0] },
          { cls: 'medic', at: [0, 1], hidden: true },
        ],
        enemies: [{ kind: 'gorilla', at: [0, 0] }],
        tokens: [{ kind: 'explosives', at: [1, 0] }],
      },
      [],
    );
    const offered = areaChoices(g, ch('soldier')).map((c) =>
      c.kind === 'area' ? `${c.x},${c.y}${c.morale ? '+M' : ''}` : c.kind,
    );
    for (const rolls of ['0,0', '1,0', '2,0']) expect(offered).toEqual(expect.arrayContaining([rolls, `${rolls}+M`]));
    for (const bare of ['0,1', '2,1', '0,2', '1,2', '2,2']) {
      expect(offered).toContain(bare);
      expect(offered).not.toContain(`${bare}+M`);
    }
  });

  it('HU-ACTION-19 HU-AREA-04 through the rules: Morale on an Area attack at a bare space is refused with its own reason', () => {
    const sc = scene({
      width: 4,
      height: 2,
      chars: [
        { cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], hand: ['soldier-l2-suppress'], morale: 1 },
      ],
      enemies: [{ kind: 'gorilla', at: [1, 0] }],
      content: withGuns,
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-l2-suppress', enhancement: null, enhance: -1 });
    const r = d.try({ kind: 'area', weapon: 'frag-grenade', x: 1, y: 1, morale: true });
    expect(r.ok ? null : r.error.code).toBe('area/morale-no-roll');
    if (!r.ok) {
      expect(r.error.message).toContain('at B2 rolls');
      expect(violationWords(r.error, 'hu')).toContain('Morál');
    }
    // Nothing was spent by the refusal; at the Gorilla's space the token is still offered.
    expect(d.char('soldier').morale).toBe(1);
    expect(d.legal()).toContainEqual({ kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: true });
    expect(d.legal()).not.toContainEqual({ kind: 'area', weapon: 'frag-grenade', x: 1, y: 1, morale: true });
  });

  it('HU-AREA-02 HU-AREA-04 an Area attack on an empty space touches no figure or token on the spaces around it', () => {
    // The grenade lands on the bare (1,1): a Gorilla at (2,2), the Recon at (1,2) and explosives at
    // (2,1) are all next to it, and none of them is attacked or set off. No die is rolled.
    const { g, ch, sc } = setup(
      {
        chars: [
          { cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], morale: 0 },
          { cls: 'recon', at: [1, 2] },
        ],
        enemies: [{ kind: 'gorilla', at: [2, 2] }],
        tokens: [{ kind: 'explosives', at: [2, 1] }],
      },
      [],
    );
    expect(areaChoices(g, ch('soldier')).some((c) => c.kind === 'area' && c.x === 1 && c.y === 1)).toBe(true);
    resolveArea(g, ch('soldier'), { kind: 'area', weapon: 'frag-grenade', x: 1, y: 1, morale: false }, 2, null);
    expect(g.dice.consumed()).toEqual([]);
    expect(g.events.map((e) => e.type)).toEqual(['hunters/gear-used', 'hunters/area-attack']);
    expect([sc.enemy('e1').health, ch('recon').health]).toEqual([6, 5]);
    expect(g.s.tokens).toEqual([{ id: 't1', kind: 'explosives', pos: { x: 2, y: 1 } }]);
  });
});

describe('area attacks are ranged attacks', () => {
  it('HU-AREA-01 what applies to Ranged attacks applies to Area attacks: Tracer, and no Area attack in melee', () => {
    const { g, ch } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], morale: 0 }],
        enemies: [{ kind: 'gorilla', at: [1, 0] }],
      },
      [6, 6, 6, 6, 6],
    );
    // Tracer's +1 on ranged attacks this turn: the grenade goes at 2 + 1.
    g.s.tracer = true;
    resolveArea(g, ch('soldier'), { kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: false }, 2, null);
    expect(lastAttacks(g)[0]?.toHit).toBe(3);
    const melee = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'frag-grenade'], morale: 0 }],
        enemies: [
          { kind: 'gorilla', at: [0, 0] },
          { kind: 'gorilla', at: [1, 0] },
        ],
      },
      [],
    );
    expect(areaChoices(melee.g, melee.ch('soldier'))).toEqual([]);
  });
});

describe('defence dice', () => {
  it('HU-RANGED-06 HU-GEAR-17 HU-RANGED-07 characters defend by direction; in melee always the flank', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [5, 5], facing: 0, gear: ['rifle', 'plate'] }],
      enemies: [{ kind: 'gorilla', at: [9, 9] }],
      content: withGuns,
    });
    const g = sc.ctx([]);
    const ch = sc.char('soldier');
    // Test plate: melee 4, area 5, front 3, flank 2, back 1. The Soldier faces north.
    expect(charDefenceDice(g, ch, 'ranged', { x: 5, y: 8 }, false)).toBe(3);
    expect(charDefenceDice(g, ch, 'ranged', { x: 8, y: 5 }, false)).toBe(2);
    expect(charDefenceDice(g, ch, 'ranged', { x: 2, y: 5 }, false)).toBe(2);
    expect(charDefenceDice(g, ch, 'ranged', { x: 5, y: 2 }, false)).toBe(1);
    expect(charDefenceDice(g, ch, 'melee', null, false)).toBe(4);
    expect(charDefenceDice(g, ch, 'area', null, false)).toBe(5);
    // In melee: the flank, from the front and from the back alike.
    g.s.enemies[0] = { ...g.s.enemies[0]!, pos: { x: 5, y: 5 } };
    expect(charDefenceDice(g, ch, 'ranged', { x: 5, y: 8 }, false)).toBe(2);
    expect(charDefenceDice(g, ch, 'ranged', { x: 5, y: 2 }, false)).toBe(2);
  });

  it('HU-GEAR-16 HU-RANGED-14 without armor a character rolls no defence dice', () => {
    const sc = scene({ chars: [{ cls: 'recon', at: [5, 5] }], enemies: [] });
    expect(charDefenceDice(sc.ctx([]), sc.char('recon'), 'ranged', { x: 5, y: 8 }, false)).toBe(0);
  });

  it('HU-GEAR-18 HU-GEAR-31 an Armor Projector adds a defence die on its space', () => {
    const sc = scene({
      chars: [
        { cls: 'recon', at: [5, 5], gear: ['smg', 'armor-projector'] },
        { cls: 'soldier', at: [5, 5] },
      ],
      enemies: [],
    });
    const g = sc.ctx([]);
    expect(charDefenceDice(g, sc.char('recon'), 'ranged', { x: 5, y: 8 }, false)).toBe(1);
    expect(charDefenceDice(g, sc.char('soldier'), 'melee', null, false)).toBe(2);
  });

  it('HU-ENEMY-34 HU-MELEE-08 HU-GEAR-24 HU-DIFF-02 HU-ENEMY-32 HU-GEAR-23 Armored doubles, AP cancels it, Professional adds 1, fire ignores defence', () => {
    const plain = scene({
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [
        { kind: 'rhino', at: [0, 0] },
        { kind: 'underground-worm', at: [0, 0] },
      ],
    });
    const g = plain.ctx([]);
    const rhino = plain.enemy('e1');
    const worm = plain.enemy('e2');
    expect(enemyDefenceDice(g, rhino, 'melee', null, { ap: false, incendiary: false })).toBe(2);
    expect(enemyDefenceDice(g, rhino, 'melee', null, { ap: true, incendiary: false })).toBe(1);
    expect(enemyDefenceDice(g, rhino, 'melee', null, { ap: false, incendiary: true })).toBe(0);
    expect(enemyDefenceDice(g, worm, 'area', null, { ap: false, incendiary: true })).toBe(2);
    const pro = scene({
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [{ kind: 'rhino', at: [0, 0] }],
      options: { difficulty: 'professional' },
    });
    // (1 + 1) x 2 = 4.
    expect(enemyDefenceDice(pro.ctx([]), pro.enemy('e1'), 'melee', null, { ap: false, incendiary: false })).toBe(4);
  });

  it('HU-MENTAL-05 HU-MENTAL-04 a natural 1 does not save a Mental defence of 0; the value comes from the card', () => {
    expect(countSuccesses([1], -3)).toBe(1);
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'emp-ammo'] }],
        enemies: [{ kind: 'dragonfly-e14', at: [1, 0] }],
      },
      [1, 6, 1],
    );
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 1, y: 0, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(g.events.find((e) => e.type === 'hunters/mental-defence')).toMatchObject({
      face: 1,
      value: 0,
      success: false,
    });
    expect(sc.enemy('e1').disabledThrough).toBe(2);
  });
});

describe('terrain tokens', () => {
  it('HU-TERRAIN-09 explosives: 6 hits on everyone there, Area defence rolled, then smoke', () => {
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], morale: 0 }],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
        tokens: [{ kind: 'explosives', at: [2, 0] }],
      },
      [1, 6, 6, 'blank'],
    );
    expect(shootChoices(g, ch('soldier')).some((c) => c.kind === 'shoot' && c.targets.length === 0)).toBe(true);
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: [], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    // Token roll 1, 6, 6: one success. The Gorilla (Health 6) rolls its 1 Area die: blank; 6 wounds.
    expect(sc.state.enemies).toEqual([]);
    expect(g.s.tokens.map((t) => t.kind)).toEqual(['smoke']);
  });

  it('HU-TERRAIN-09 HU-TERRAIN-10 a character on the token’s space is hit too: explosives let him roll his armour’s Area dice, combustibles do not', () => {
    const blow = (kind: 'explosives' | 'combustibles', dice: Array<number | string>) => {
      const { g, ch, sc } = setup(
        {
          chars: [
            { cls: 'soldier', at: [0, 0], morale: 0 },
            { cls: 'medic', at: [2, 0] },
          ],
          enemies: [{ kind: 'bug', at: [9, 9] }],
          tokens: [{ kind, at: [2, 0] }],
        },
        dice,
      );
      resolveShoot(
        g,
        ch('soldier'),
        { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: [], morale: false },
        2,
        null,
        'HU-RANGED-04',
      );
      return { g, sc };
    };
    // Token roll 1, 6, 6: one success. The Medic's Scrap Armor has 1 Area die: a shield stops 1 of 6.
    const ex = blow('explosives', [1, 6, 6, 'shield']);
    expect(ex.sc.char('medic').health).toBe(0);
    expect(ex.g.dice.used).toBe(4);
    // Combustibles: 3 hits, and no die is rolled for the Medic (none is scripted).
    const fire = blow('combustibles', [1, 6, 6]);
    expect(fire.sc.char('medic').health).toBe(2);
    expect(fire.g.dice.used).toBe(3);
  });

  it('HU-TERRAIN-10 combustibles: 3 hits without defence, except for the fire-immune', () => {
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], morale: 0 }],
        enemies: [
          { kind: 'gorilla', at: [2, 0] },
          { kind: 'underground-worm', at: [2, 0] },
        ],
        tokens: [{ kind: 'combustibles', at: [2, 0] }],
      },
      [1, 6, 6, 'shield', 'shield'],
    );
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: [], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(sc.enemy('e1').health).toBe(3);
    expect(sc.enemy('e2').health).toBe(6);
    expect(g.s.tokens.map((t) => t.kind)).toEqual(['smoke']);
  });

  it('HU-TERRAIN-11 HU-ENEMY-33 chemicals: 2 hits to characters and Biological enemies only, then gone', () => {
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'soldier', at: [0, 0], morale: 0 }],
        enemies: [
          { kind: 'gorilla', at: [2, 0] },
          { kind: 'defender', at: [2, 0] },
        ],
        tokens: [{ kind: 'chemicals', at: [2, 0] }],
      },
      [1, 6, 6],
    );
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: [], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(sc.enemy('e1').health).toBe(4);
    expect(sc.enemy('e2').health).toBe(6);
    expect(g.s.tokens).toEqual([]);
  });
});

describe('more attack rules', () => {
  it('HU-AREA-06 AMB-33 Night lowers Area attacks’ To Hit and range; thrown grenades keep their range', () => {
    const night = setup(
      {
        time: 'night',
        chars: [{ cls: 'huntsman', at: [0, 0], gear: ['flame-thrower', 'frag-grenade'], morale: 0 }],
        enemies: [
          { kind: 'gorilla', at: [2, 0] },
          { kind: 'gorilla', at: [1, 1] },
        ],
      },
      [6, 6, 6, 6, 6],
    );
    night.ch('huntsman').fuelPaid = true;
    const spots = areaChoices(night.g, night.ch('huntsman')).map((c) =>
      c.kind === 'area' ? `${c.weapon}@${c.x},${c.y}` : '',
    );
    // The Flame Thrower reaches 1 space at Night, the thrown grenade its full 1: neither reaches (2,0).
    expect(spots).toEqual([
      'flame-thrower@1,1',
      'flame-thrower@1,0',
      'flame-thrower@0,1',
      'frag-grenade@1,1',
      'frag-grenade@1,0',
      'frag-grenade@0,1',
    ]);
    resolveArea(
      night.g,
      night.ch('huntsman'),
      { kind: 'area', weapon: 'frag-grenade', x: 1, y: 1, morale: false },
      2,
      null,
    );
    expect(lastAttacks(night.g)[0]?.toHit).toBe(1);
  });

  it('HU-MELEE-09 AMB-29 in melee a face of 1 succeeds whatever the To Hit', () => {
    const { g, ch } = setup(
      { weather: 'rain', chars: [{ cls: 'medic', at: [0, 0] }], enemies: [{ kind: 'gorilla', at: [0, 0] }] },
      [1, 'blank', 'blank'],
    );
    resolveMelee(
      g,
      ch('medic'),
      { kind: 'melee', target: 'e1', weapon: null, moraleHit: false, moraleDie: false },
      1,
      null,
      'HU-MELEE-04',
    );
    expect(lastAttacks(g)[0]).toMatchObject({ toHit: -2, successes: 1, damage: 1 });
  });
});

describe('order of a ranged attack', () => {
  it('HU-RANGED-02 rotate to the target, roll, then the target defends, then damage', () => {
    const { g, ch } = setup(
      { chars: [{ cls: 'soldier', at: [5, 5], facing: 4 }], enemies: [{ kind: 'gorilla', at: [5, 7], facing: 4 }] },
      [1, 1, 6, 'blank'],
    );
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 5, y: 7, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(ch('soldier').facing).toBe(0);
    expect(g.events.map((e) => e.type)).toEqual(['hunters/attack', 'hunters/enemy-wounded']);
    expect(g.events[0]).toMatchObject({ faces: [1, 1, 6], defence: ['blank'], damage: 2 });
  });
});
