import { describe, expect, it } from 'vitest';
import { resolveShoot, shootChoices } from '../src/actions.ts';
import type { Pos } from '../src/board.ts';
import type { CharState } from '../src/state.ts';
import { blueUsed, gearAtTurnStart } from '../src/gear.ts';
import { act, drive, P, scene } from './fixture.ts';

type Placed = CharState & { pos: Pos };

describe('reactions round an enemy action', () => {
  const setup = () =>
    scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] }],
      enemies: [{ kind: 'bandit-pistol', at: [4, 0], facing: 2 }],
    });

  it('HU-ACTION-11 a reaction may also come right after the last step of a combined entry', () => {
    // Near list: Ranged Attack, then Move 1 away. The pistol's two dice both miss.
    const sc = setup();
    const r = act(
      sc,
      'e1',
      [6, 6],
      [
        { kind: 'no-reaction', seat: 'p1' },
        { kind: 'no-reaction', seat: 'p1' },
      ],
    );
    expect(r.ask).toEqual({
      kind: 'react',
      enemy: 'e1',
      moment: 'after',
      characters: ['soldier'],
      entry: [{ kind: 'ranged' }, { kind: 'move-away', mp: 1 }],
    });
    // The Bandit has already stepped away to (3,0) when the players are asked.
    expect(sc.enemy('e1').pos).toEqual(P(3, 0));
  });

  it('HU-ACTION-11 the reaction after the entry is played from where the enemy ended', () => {
    const sc = setup();
    // The pistol misses twice; Snap Fire with the rifle at range 2 rolls 6, 1, 1: two hits (a 1 always hits), no shields.
    const r = act(
      sc,
      'e1',
      [6, 6, 6, 1, 1, 'blank', 'blank'],
      [
        { kind: 'no-reaction', seat: 'p1' },
        { kind: 'no-reaction', seat: 'p1' },
        { kind: 'react', character: 'soldier', card: 'soldier-snap-fire', weapon: 'rifle', to: null },
      ],
    );
    expect(r.ask).toBeNull();
    const reaction = r.events.findIndex((e) => e.type === 'hunters/reaction');
    const moved = r.events.findIndex((e) => e.type === 'hunters/enemy-move');
    expect(reaction).toBeGreaterThan(moved);
    expect(sc.char('soldier').reacted).toBe(true);
    expect(sc.enemy('e1').health).toBe(1);
  });
});

describe('shooting into a melee with several allies', () => {
  const spec = {
    chars: [
      { cls: 'soldier', at: [0, 0] as [number, number] },
      { cls: 'recon', at: [2, 0] as [number, number] },
      { cls: 'medic', at: [2, 0] as [number, number] },
    ],
    enemies: [{ kind: 'gorilla', at: [2, 0] as [number, number] }],
  };

  it('HU-RANGED-13 the players name the ally the stray 6s hit, or leave it to the program', () => {
    const sc = scene(spec);
    const g = sc.ctx([]);
    const shots = shootChoices(g, sc.char('soldier') as Placed).filter(
      (c) => c.kind === 'shoot' && c.weapon === 'rifle' && !c.morale,
    );
    expect(shots).toContainEqual({ kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: false });
    for (const stray of ['recon', 'medic'])
      expect(shots).toContainEqual({
        kind: 'shoot',
        weapon: 'rifle',
        x: 2,
        y: 0,
        targets: ['e1'],
        morale: false,
        stray,
      });
  });

  it('HU-RANGED-13 both stray 6s strike the named ally, with no draw', () => {
    const sc = scene(spec);
    // Rifle at range 2: faces 6, 1, 6. The 1 hits the Gorilla; each 6 hits the Medic, who defends
    // with blanks. No die is drawn to pick the ally (a pick would take the next scripted value).
    const g = sc.ctx([6, 1, 6, 'blank', 'blank', 'blank', 'blank', 'blank', 'blank']);
    const before = { recon: sc.char('recon').health, medic: sc.char('medic').health };
    resolveShoot(
      g,
      sc.char('soldier') as Placed,
      { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: false, stray: 'medic' },
      2,
      null,
      'HU-RANGED-04',
    );
    expect(sc.char('recon').health).toBe(before.recon);
    expect(sc.char('medic').health).toBe(before.medic - 2);
    expect(g.events.filter((e) => e.type === 'hunters/stray-six').map((e) => e.character)).toEqual(['medic', 'medic']);
  });
});

describe('the remote detonator off its holder’s turn', () => {
  const setup = (health?: number) => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'knife', 'kevlar-vest', 'remote-detonator'], hand: [] }],
      enemies: [{ kind: 'gorilla', at: [3, 0], ...(health === undefined ? {} : { health }) }],
      options: { enemyTies: 'ask' },
    });
    sc.state.placed = [
      { id: 'g9', gear: 'remote-charge', owner: 'soldier', pos: P(3, 0), armed: false, fuel: 0, turns: 12 },
    ];
    return sc;
  };

  it('HU-GEAR-14 the holder is asked before an enemy action and may set the trap off then', () => {
    const sc = setup();
    const d = drive(sc);
    d.do({ kind: 'end-turn' });
    expect(d.state.phase).toBe('enemy');
    expect(d.state.cursor?.ask).toMatchObject({
      kind: 'react',
      enemy: 'e1',
      moment: 'before',
      characters: ['soldier'],
    });
    const det = { kind: 'detonate' as const, trap: 'g9', character: 'soldier' };
    expect(d.legal()).toContainEqual(det);
    // 4 automatic hits against the Gorilla's one Area die, a blank: 6 - 4 = 2 Health, before it acts.
    const events = d.do(det, ['blank']);
    expect(d.enemy('e1')?.health).toBe(2);
    expect(d.state.placed).toEqual([]);
    const boom = events.findIndex((e) => e.type === 'hunters/detonate');
    const list = events.findIndex((e) => e.type === 'hunters/enemy-list');
    expect(boom).toBeGreaterThanOrEqual(0);
    expect(list).toBeGreaterThan(boom);
  });

  it('HU-ENEMY-02 HU-GEAR-14 a charge set off before its action destroys the enemy, and nothing of the action is left', () => {
    const sc = setup(4);
    // 4 automatic hits against one Area die, a blank: the Gorilla on 4 Health is gone.
    const r = act(sc, 'e1', ['blank'], [{ kind: 'detonate', character: 'soldier', trap: 'g9' }]);
    expect(sc.state.enemies).toEqual([]);
    expect(r.ask).toBeNull();
    expect(r.events.map((e) => e.type)).not.toContain('hunters/enemy-list');
    expect(r.dice.remaining).toBe(0);
  });

  it('HU-GEAR-14 an unconscious holder cannot set it off', () => {
    const sc = setup();
    sc.char('soldier').health = 0;
    expect(act(sc, 'e1', []).ask).toBeNull();
  });
});

describe('Stimulant CAT and the Auto Med Kit', () => {
  it('HU-GEAR-35 a stimulant still running when the mission ends costs its 1 Health', () => {
    // No enemy is left on an "eliminate" mission: it is won as soon as it runs, with 2 turns of the drug left.
    const sc = scene({ chars: [{ cls: 'soldier', at: [0, 0] }] });
    sc.char('soldier').effects = [{ gear: 'stimulant-cat', turns: 2 }];
    const full = sc.char('soldier').health;
    const d = drive(sc);
    expect(d.state.result?.victory).toBe(true);
    expect(d.char('soldier').health).toBe(full - 1);
    expect(d.char('soldier').effects).toEqual([]);
  });

  it('HU-GEAR-35 without the drug the same mission end costs nothing', () => {
    const sc = scene({ chars: [{ cls: 'soldier', at: [0, 0] }] });
    const full = sc.char('soldier').health;
    expect(drive(sc).char('soldier').health).toBe(full);
  });

  it('HU-GEAR-37 HU-HEALTH-15 AMB-59 the Auto Med Kit wakes its unconscious user, who cannot act that turn', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], health: 0 },
        { cls: 'medic', at: [5, 5] },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.char('soldier').effects = [{ gear: 'auto-med-kit', turns: 12 }];
    const g = sc.ctx([]);
    gearAtTurnStart(g);
    expect(sc.char('soldier').health).toBe(1);
    expect(sc.char('soldier').stunned).toBe(true);
    // The next turn it heals on as usual.
    sc.char('soldier').stunned = false;
    gearAtTurnStart(g);
    expect(sc.char('soldier').health).toBe(2);
  });
});

describe('modules and slots in a mission', () => {
  const pair = (medicHealth: number) => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [3, 3] },
        { cls: 'medic', at: [3, 3], health: medicHealth },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.char('medic').findings = 2;
    return sc;
  };

  it('HU-INTERACT-03 an Interact takes module tokens from an unconscious character', () => {
    const sc = pair(0);
    const d = drive(sc);
    expect(d.state.current?.character).toBe('soldier');
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal()).toContainEqual({ kind: 'exchange', with: 'medic', give: [], take: [], takeModules: 1 });
    expect(d.try({ kind: 'exchange', with: 'medic', give: [], take: [], giveModules: 1 }).ok).toBe(false);
    d.do({ kind: 'exchange', with: 'medic', give: [], take: [], takeModules: 2 });
    expect(d.char('soldier').findings).toBe(2);
    expect(d.char('medic').findings).toBe(0);
    expect(d.state.current?.actions).toBe(1);
  });

  it('HU-INTERACT-04 HU-SHEET-04 modules change hands in an exchange, 6 to a blue slot holding no gear', () => {
    const sc = pair(3);
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal()).toContainEqual({ kind: 'exchange', with: 'medic', give: [], take: [], takeModules: 1 });
    // The Soldier's free blue slots hold 6 modules each; fill them so one more does not fit.
    const s = structuredClone(d.state);
    const soldier = s.chars.find((c) => c.id === 'soldier');
    const cls = sc.content.classes.find((k) => k.id === 'soldier');
    if (!soldier || !cls) throw new Error('setup');
    soldier.findings = 6 * (cls.slots.blue - blueUsed({ ...sc.ctx([]), s }, soldier));
    const before = d.state;
    d.state = s;
    const full = d.try({ kind: 'exchange', with: 'medic', give: [], take: [], takeModules: 1 });
    expect(full.ok).toBe(false);
    d.state = before;
    d.do({ kind: 'exchange', with: 'medic', give: [], take: [], takeModules: 1 });
    expect([d.char('soldier').findings, d.char('medic').findings]).toEqual([1, 1]);
  });

  it('HU-GEAR-11 HU-INTERACT-09 an Interact moves an active weapon into a free blue slot, where it does not work', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'knife', 'kevlar-vest'] }],
      enemies: [{ kind: 'bug', at: [3, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal()).toContainEqual({ kind: 'park', gear: 'rifle' });
    d.do({ kind: 'park', gear: 'rifle' });
    expect(d.char('soldier').weapons).not.toContain('rifle');
    expect(d.char('soldier').parked).toEqual(['rifle']);
    const g = { ...sc.ctx([]), s: d.state };
    expect(shootChoices(g, d.char('soldier') as Placed).some((c) => c.kind === 'shoot' && c.weapon === 'rifle')).toBe(
      false,
    );
    // The second action takes it back out.
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'unpark', gear: 'rifle', out: null });
    expect(d.char('soldier').weapons).toContain('rifle');
  });
});
