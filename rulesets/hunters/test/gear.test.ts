import { LoadedDice, resolveOptions, unwrap } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { shootChoices } from '../src/actions.ts';
import { finishMission } from '../src/campaign-mode.ts';
import { sampleContent } from '../src/content/sample.ts';
import { hasNightVision } from '../src/game.ts';
import { gearAtTurnStart, unparkChoices, WHOLE_MISSION } from '../src/gear.ts';
import { huntersRuleset } from '../src/index.ts';
import type { Answer, MissionState, PlacedGear } from '../src/state.ts';
import { act, drive, P, scene, soldierAndMedicCampaign } from './fixture.ts';

const placed = (p: Partial<PlacedGear> & Pick<PlacedGear, 'gear' | 'pos'>): PlacedGear => ({
  id: `g${p.gear}`,
  owner: 'soldier',
  armed: false,
  fuel: 0,
  turns: WHOLE_MISSION,
  ...p,
});

const SOLDIER = ['rifle', 'knife', 'kevlar-vest'];
/** The first of the equally good end spaces the players are asked about. */
const PICK0: Answer = { kind: 'pick', index: 0 };

describe('traps and the detonator', () => {
  it('HU-GEAR-12 HU-INTERACT-08 a trap is deployed with an Interact onto the own space', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [2, 2], gear: [...SOLDIER, 'spike-trap'] }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal()).toContainEqual({ kind: 'interact', what: 'use-gear', target: 'spike-trap' });
    d.do({ kind: 'interact', what: 'use-gear', target: 'spike-trap' });
    expect(d.state.placed).toEqual([
      { id: expect.any(String), gear: 'spike-trap', owner: 'soldier', pos: P(2, 2), armed: false, fuel: 0, turns: 12 },
    ]);
    expect(d.char('soldier').equipment).not.toContain('spike-trap');
    expect(d.state.current?.actions).toBe(1);
  });

  it('HU-GEAR-13 a pressure plate arms when its owner steps off, then goes off under whoever enters', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [2, 2], gear: SOLDIER }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.state.placed = [placed({ gear: 'spike-trap', pos: P(2, 2) })];
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'move' });
    d.do({ kind: 'step', x: 3, y: 2 });
    expect(d.state.placed[0]?.armed).toBe(true);

    // An armed plate at (2,0): a Giant Rat walking 2 toward the Soldier at (0,0) steps on it.
    // 3 automatic hits, the Rat rolls no Area defence dice: destroyed on the plate.
    const rat = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'giant-rat', at: [4, 0] }],
      options: { enemyTies: 'ask' },
    });
    rat.state.placed = [placed({ gear: 'spike-trap', pos: P(2, 0), armed: true })];
    const r = act(rat, 'e1', [], [PICK0]);
    expect(r.events.map((e) => e.type)).toContain('hunters/trap-off');
    expect(rat.state.enemies).toEqual([]);
    expect(rat.state.placed).toEqual([]);
  });

  it('HU-GEAR-13 an unarmed plate does not go off, and a flying figure sets an armed one off too', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'giant-rat', at: [4, 0] }],
      options: { enemyTies: 'ask' },
    });
    sc.state.placed = [placed({ gear: 'spike-trap', pos: P(2, 0), armed: false })];
    act(sc, 'e1', [], [PICK0]);
    expect(sc.enemy('e1').pos).toEqual(P(2, 0));
    expect(sc.state.placed).toHaveLength(1);

    // The Dragonfly (range 4) is 5 from the Soldier: it moves 1 toward it onto the plate and
    // then shoots; the plate's 3 hits meet its 1 Area die (blank): 3 wounds of its 3 Health.
    const fly = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'dragonfly-e14', at: [5, 0] }],
      options: { enemyTies: 'ask' },
    });
    fly.state.placed = [
      placed({ id: 'ga', gear: 'spike-trap', pos: P(4, 0), armed: true }),
      placed({ id: 'gb', gear: 'spike-trap', pos: P(4, 1), armed: true }),
    ];
    act(fly, 'e1', ['blank'], [PICK0]);
    expect(fly.state.enemies).toEqual([]);
  });

  it('HU-GEAR-14 AMB-60 a detonator sets off a remote trap with no card and no action', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: [...SOLDIER, 'remote-detonator'] }],
      enemies: [{ kind: 'gorilla', at: [3, 0] }],
    });
    sc.state.placed = [placed({ id: 'g9', gear: 'remote-charge', pos: P(3, 0) })];
    const d = drive(sc);
    expect(d.legal()).toContainEqual({ kind: 'detonate', trap: 'g9' });
    // 4 hits; the Gorilla's one Area die shows a blank: 6 - 4 = 2 Health.
    d.do({ kind: 'detonate', trap: 'g9' }, ['blank']);
    expect(d.enemy('e1')?.health).toBe(2);
    expect(d.state.placed).toEqual([]);
    expect(d.state.current?.actions).toBe(0);
    expect(d.char('soldier').hand).toHaveLength(5);
  });

  it('HU-GEAR-14 without a detonator a remote trap cannot be set off', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'gorilla', at: [3, 0] }],
    });
    sc.state.placed = [placed({ id: 'g9', gear: 'remote-charge', pos: P(3, 0) })];
    const d = drive(sc);
    expect(d.legal().some((c) => c.kind === 'detonate')).toBe(false);
    expect(d.try({ kind: 'detonate', trap: 'g9' }).ok).toBe(false);
  });

  it('HU-GEAR-15 before the mission a trap may be laid anywhere but on an enemy starting space', () => {
    const rules = huntersRuleset.rules(sampleContent, unwrap(resolveOptions(huntersRuleset.options, {})));
    // Each random starting hand takes 5 picks, scripted as the first card every time.
    const dice = new LoadedDice([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    let s = unwrap(
      rules.setup(
        {
          mission: 'Q02',
          players: 2,
          characters: [
            { class: 'soldier', seat: 'p1', gear: [...SOLDIER, 'spike-trap'] },
            { class: 'medic', seat: 'p2' },
          ],
        },
        dice,
      ),
    );
    s = unwrap(rules.apply(s, 'p1', { kind: 'keep-random', character: 'soldier' }, dice)).state;
    s = unwrap(rules.apply(s, 'p2', { kind: 'keep-random', character: 'medic' }, dice)).state;
    expect(s.phase).toBe('deploy');
    expect(dice.remaining).toBe(0);
    const traps = rules.legalChoices(s, 'p1').filter((c) => c.kind === 'pre-trap');
    // Q02 starts Giant Rats on (8,1), (9,4), (10,2) and (11,5).
    for (const [x, y] of [
      [8, 1],
      [9, 4],
      [10, 2],
      [11, 5],
    ])
      expect(traps.some((c) => c.kind === 'pre-trap' && c.x === x && c.y === y)).toBe(false);
    expect(traps).toContainEqual({ kind: 'pre-trap', character: 'soldier', gear: 'spike-trap', x: 7, y: 1 });
    const refused = rules.apply(
      s,
      'p1',
      { kind: 'pre-trap', character: 'soldier', gear: 'spike-trap', x: 8, y: 1 },
      dice,
    );
    expect(refused.ok).toBe(false);
    const laid = unwrap(
      rules.apply(s, 'p1', { kind: 'pre-trap', character: 'soldier', gear: 'spike-trap', x: 7, y: 1 }, dice),
    ).state;
    expect(laid.placed).toMatchObject([{ gear: 'spike-trap', pos: P(7, 1), armed: true }]);
  });
});

describe('generators, Disruptor, Stimulant, Auto Med Kit', () => {
  it('HU-GEAR-32 a living enemy next to the Terror Generator must pass Mental defence or lose the action', () => {
    const fail = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'giant-rat', at: [3, 0] }],
    });
    fail.state.placed = [placed({ gear: 'terror-generator', pos: P(3, 1), turns: 3 })];
    // Giant Rat Mental defence 1: a 2 fails, the action is lost and it stays.
    const r1 = act(fail, 'e1', [2]);
    expect(r1.events.find((e) => e.type === 'hunters/terror')).toMatchObject({ success: false });
    expect(fail.enemy('e1').pos).toEqual(P(3, 0));

    const pass = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'giant-rat', at: [3, 0] }],
      options: { enemyTies: 'ask' },
    });
    pass.state.placed = [placed({ gear: 'terror-generator', pos: P(3, 1), turns: 3 })];
    act(pass, 'e1', [1], [PICK0]);
    expect(pass.enemy('e1').pos.x).toBe(1);

    // A machine is not Biological: no roll, it acts at once.
    const machine = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'defender', at: [6, 0] }],
      options: { enemyTies: 'ask' },
    });
    machine.state.placed = [placed({ gear: 'terror-generator', pos: P(6, 1), turns: 3 })];
    const r3 = act(machine, 'e1', [6, 6, 6]);
    expect(r3.events.some((e) => e.type === 'hunters/terror')).toBe(false);
  });

  it('HU-GEAR-32 an enemy coming into its range must pass, or its move stops there', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'tiger', at: [6, 0] }],
      options: { enemyTies: 'ask' },
    });
    sc.state.placed = [placed({ gear: 'terror-generator', pos: P(4, 1), turns: 3 })];
    // The Tiger (Mental 3) moves 3 toward the Soldier; the players pick the end (3,0) by way of (5,0)
    // (the way by (5,1) is offered apart: it comes into the generator's range on another space).
    // That first step is next to the generator: a 4 fails and the move ends there.
    const r = act(sc, 'e1', [4], [PICK0]);
    expect(sc.enemy('e1').pos.x).toBe(5);
    expect(r.texts.join(' ')).toContain('Terror Generator');
  });

  it('HU-GEAR-33 the next enemy attack goes at the Sound Generator, which is then gone', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 6 }],
    });
    sc.state.placed = [placed({ gear: 'sound-generator', pos: P(1, 0) })];
    const r = act(sc, 'e1', []);
    expect(r.events.map((e) => e.type)).toContain('hunters/sound-generator');
    expect(sc.char('soldier').health).toBe(6);
    expect(sc.state.placed).toEqual([]);
    // The next action shoots the Soldier for real: 2 dice at To Hit 2 roll 1 and 2, vest front 2 blank.
    act(sc, 'e1', [1, 2, 'blank', 'blank'], [], 2);
    expect(sc.char('soldier').health).toBe(4);
  });

  it('HU-GEAR-33 a melee attack goes at a Sound Generator on the enemy’s own space; one a space away draws no melee', () => {
    const on = scene({
      chars: [{ cls: 'soldier', at: [2, 2], gear: SOLDIER }],
      enemies: [{ kind: 'giant-rat', at: [2, 2] }],
    });
    on.state.placed = [placed({ gear: 'sound-generator', pos: P(2, 2) })];
    const r = act(on, 'e1', []);
    expect(r.events.map((e) => e.type)).toContain('hunters/sound-generator');
    expect(r.events.some((e) => e.type === 'hunters/enemy-target')).toBe(false);
    expect(on.char('soldier').health).toBe(6);
    expect(on.state.placed).toEqual([]);

    const beside = scene({
      chars: [{ cls: 'soldier', at: [2, 2], gear: SOLDIER }],
      enemies: [{ kind: 'giant-rat', at: [2, 2] }],
    });
    beside.state.placed = [placed({ gear: 'sound-generator', pos: P(2, 3) })];
    const r2 = act(beside, 'e1', [6, 6, 6, 6, 'blank', 'blank', 'blank', 'blank']);
    expect(r2.events.some((e) => e.type === 'hunters/sound-generator')).toBe(false);
    expect(r2.events.some((e) => e.type === 'hunters/enemy-target')).toBe(true);
    expect(beside.state.placed).toHaveLength(1);
  });

  it('HU-RANGED-01 HU-GEAR-33 a walker on a Sound Generator’s space cannot shoot it at distance 0', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'bandit-pistol', at: [2, 0], facing: 6 }],
    });
    sc.state.placed = [placed({ gear: 'sound-generator', pos: P(2, 0) })];
    // A character on the Bandit's space could not be shot, so neither can the generator: the
    // Soldier 2 away is. 2 dice at To Hit 2 roll 1 and 2, the vest's 2 front dice are blank.
    const r = act(sc, 'e1', [1, 2, 'blank', 'blank']);
    expect(r.events.some((e) => e.type === 'hunters/sound-generator')).toBe(false);
    expect(r.events.find((e) => e.type === 'hunters/enemy-target')).toMatchObject({ character: 'soldier' });
    expect(sc.char('soldier').health).toBe(4);
    expect(sc.state.placed).toHaveLength(1);
  });

  it('HU-ENEMY-31 HU-GEAR-33 a flyer on a Sound Generator’s space shoots it at distance 0', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'dragonfly-e14', at: [2, 0], facing: 6 }],
    });
    sc.state.placed = [placed({ gear: 'sound-generator', pos: P(2, 0) })];
    const r = act(sc, 'e1', []);
    expect(r.events.map((e) => e.type)).toContain('hunters/sound-generator');
    expect(sc.char('soldier').health).toBe(6);
    expect(sc.state.placed).toEqual([]);
  });

  it('HU-GEAR-34 next to a working Disruptor an enemy shoots 2 spaces at most and moves 1', () => {
    const free = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'marauder-rifle', at: [4, 0], facing: 6 }],
    });
    const r0 = act(free, 'e1', [6, 6, 6]);
    expect(r0.events.some((e) => e.type === 'hunters/enemy-target')).toBe(true);

    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'marauder-rifle', at: [4, 0], facing: 6 }],
      options: { enemyTies: 'ask' },
    });
    sc.state.placed = [placed({ gear: 'disruptor', pos: P(4, 1), fuel: 2 })];
    // Range 5 capped at 2 (the Soldier is 4 away); "move 1 then shoot" still leaves 3; so
    // "move 2", capped at 1: it ends on (3,0) without a shot.
    const r = act(sc, 'e1', [], [PICK0]);
    expect(r.events.some((e) => e.type === 'hunters/enemy-target')).toBe(false);
    expect(sc.enemy('e1').pos.x).toBe(3);
  });

  it('HU-GEAR-34 HU-GEAR-08 the Disruptor burns a loaded Fuel Cell each turn, then its owner’s, or stops', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.state.placed = [placed({ gear: 'disruptor', pos: P(0, 0), fuel: 1 })];
    sc.char('soldier').fuel = 1;
    const g = sc.ctx([]);
    gearAtTurnStart(g);
    expect(sc.state.placed[0]?.fuel).toBe(0);
    expect(sc.char('soldier').fuel).toBe(1);
    gearAtTurnStart(g);
    expect(sc.char('soldier').fuel).toBe(0);
    expect(sc.state.placed).toHaveLength(1);
    gearAtTurnStart(g);
    expect(sc.state.placed).toEqual([]);
  });

  it('HU-GEAR-04 HU-GEAR-06 HU-GEAR-32 HU-GEAR-34 generators and the Disruptor are left on the own space at no action; the Terror Generator runs its 3 turns, the Disruptor takes the Fuel Cells chosen', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [2, 2], gear: [...SOLDIER, 'terror-generator', 'disruptor'] }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.char('soldier').fuel = 2;
    const d = drive(sc);
    const uses = d.legal().filter((c) => c.kind === 'use');
    expect(uses).toEqual(
      expect.arrayContaining([
        { kind: 'use', gear: 'terror-generator', fuel: 0 },
        { kind: 'use', gear: 'disruptor', fuel: 0 },
        { kind: 'use', gear: 'disruptor', fuel: 1 },
        { kind: 'use', gear: 'disruptor', fuel: 2 },
      ]),
    );
    expect(uses.filter((c) => c.kind === 'use' && c.gear === 'disruptor')).toHaveLength(3);
    const actions = d.state.current?.actions;
    d.do({ kind: 'use', gear: 'terror-generator', fuel: 0 });
    d.do({ kind: 'use', gear: 'disruptor', fuel: 2 });
    expect(d.state.current?.actions).toBe(actions);
    expect(d.char('soldier').equipment).not.toContain('terror-generator');
    expect(d.char('soldier').equipment).not.toContain('disruptor');
    expect(d.char('soldier').fuel).toBe(0);
    expect(d.state.placed).toEqual([
      expect.objectContaining({ gear: 'terror-generator', owner: 'soldier', pos: P(2, 2), fuel: 0, turns: 3 }),
      expect.objectContaining({ gear: 'disruptor', owner: 'soldier', pos: P(2, 2), fuel: 2, turns: WHOLE_MISSION }),
    ]);
    // Each turn the generator's count goes down; after its third it stops. The Disruptor burns its
    // two cells, then, its owner carrying none, switches off.
    const g = sc.ctx([]);
    sc.state.placed = d.state.placed.map((x) => ({ ...x }));
    sc.char('soldier').fuel = d.char('soldier').fuel;
    gearAtTurnStart(g);
    gearAtTurnStart(g);
    expect(sc.state.placed.map((x) => [x.gear, x.turns, x.fuel])).toEqual([
      ['terror-generator', 1, 0],
      ['disruptor', WHOLE_MISSION, 0],
    ]);
    gearAtTurnStart(g);
    expect(sc.state.placed.map((x) => x.gear)).toEqual([]);
  });

  it('HU-GEAR-04 switching gear on costs no action; kits still need an Interact', () => {
    const sc = scene({
      time: 'night',
      chars: [{ cls: 'soldier', at: [0, 0], gear: [...SOLDIER, 'stimulant-cat', 'first-aid-kit'], health: 3 }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    const legal = d.legal();
    expect(legal).toContainEqual({ kind: 'use', gear: 'stimulant-cat', fuel: 0 });
    expect(legal.some((c) => c.kind === 'use' && c.gear === 'first-aid-kit')).toBe(false);
    d.do({ kind: 'use', gear: 'stimulant-cat', fuel: 0 });
    expect(d.state.current?.actions).toBe(0);
    expect(d.char('soldier').effects).toEqual([{ gear: 'stimulant-cat', turns: 3 }]);
  });

  it('HU-GEAR-35 HU-GEAR-06 Stimulant CAT lifts the night for its turns, then costs 1 Health', () => {
    const sc = scene({
      time: 'night',
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'gorilla', at: [4, 0] }],
    });
    const g = sc.ctx([]);
    const me = { ...sc.char('soldier'), pos: P(0, 0) };
    // The Rifle's printed range 4 is 3 at night: the Gorilla 4 away is out of reach.
    expect(shootChoices(g, me).some((c) => c.kind === 'shoot' && c.targets.includes('e1'))).toBe(false);
    sc.char('soldier').effects = [{ gear: 'stimulant-cat', turns: 3 }];
    expect(hasNightVision(g, sc.char('soldier'))).toBe(true);
    expect(
      shootChoices(g, { ...sc.char('soldier'), pos: P(0, 0) }).some(
        (c) => c.kind === 'shoot' && c.targets.includes('e1'),
      ),
    ).toBe(true);
    gearAtTurnStart(g);
    gearAtTurnStart(g);
    expect(sc.char('soldier')).toMatchObject({ health: 6, effects: [{ gear: 'stimulant-cat', turns: 1 }] });
    gearAtTurnStart(g);
    expect(sc.char('soldier')).toMatchObject({ health: 5, effects: [] });
    expect(hasNightVision(g, sc.char('soldier'))).toBe(false);
  });

  it('HU-GEAR-37 HU-GEAR-07 the Auto Med Kit heals 1 each turn; the second mission uses it up', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: [...SOLDIER, 'auto-med-kit'], health: 2 }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    d.do({ kind: 'use', gear: 'auto-med-kit', fuel: 0 });
    expect(d.char('soldier').usedOnce).toEqual(['auto-med-kit']);
    expect(d.char('soldier').equipment).toContain('auto-med-kit');
    expect(d.legal().some((c) => c.kind === 'use' && c.gear === 'auto-med-kit')).toBe(false);
    const g = { ...sc.ctx([]), s: d.state };
    gearAtTurnStart(g);
    gearAtTurnStart(g);
    expect(d.char('soldier').health).toBe(4);

    const again = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: [...SOLDIER, 'auto-med-kit'] }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    again.char('soldier').usedOnce = ['auto-med-kit'];
    const d2 = drive(again);
    d2.do({ kind: 'use', gear: 'auto-med-kit', fuel: 0 });
    expect(d2.char('soldier').equipment).not.toContain('auto-med-kit');
    expect(d2.char('soldier').usedOnce).toEqual([]);
    expect(d2.events.map((e) => e.type)).toContain('hunters/gear-used-up');
    expect(d2.char('soldier').effects).toEqual([{ gear: 'auto-med-kit', turns: 12 }]);
  });

  it('HU-GEAR-06 WE-22 gear switched on for 12 turns in turn 5 of 8 lasts to the end of the mission', () => {
    const sc = scene({
      maxTurns: 8,
      chars: [{ cls: 'soldier', at: [0, 0], gear: [...SOLDIER, 'auto-med-kit'], health: 1 }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.state.turn = 5;
    const d = drive(sc);
    d.do({ kind: 'use', gear: 'auto-med-kit', fuel: 0 });
    const g = { ...sc.ctx([]), s: d.state };
    // The starts of turns 6, 7 and 8: it never counts down, and heals each time.
    for (let t = 6; t <= 8; t++) gearAtTurnStart(g);
    expect(d.char('soldier').effects).toEqual([{ gear: 'auto-med-kit', turns: WHOLE_MISSION }]);
    expect(d.char('soldier').health).toBe(4);
  });

  it('HU-MSETUP-10 two-use gear keeps its used state into the campaign and the next mission', () => {
    const camp = soldierAndMedicCampaign({ elimination: false });
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], gear: [...SOLDIER, 'auto-med-kit'] },
        { cls: 'medic', at: [1, 0] },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.char('soldier').usedOnce = ['auto-med-kit'];
    const s: MissionState = { ...sc.state, mission: 'Q02', result: { victory: true, reason: 'test' }, campaign: camp };
    const back = finishMission(sampleContent, s).state.campaign;
    const soldier = back?.chars.find((c) => c.id === 'soldier');
    expect(soldier?.usedOnce).toEqual(['auto-med-kit']);
    expect(soldier?.gear).toContain('auto-med-kit');
  });
});

describe('the end of a mission under Elimination', () => {
  it('HU-DIFF-05 HU-DIFF-04 a mission that ends with every character killed loses the campaign; one survivor keeps it going', () => {
    const back = (killed: readonly string[]) => {
      const camp = soldierAndMedicCampaign({ elimination: true });
      const sc = scene({
        chars: [
          { cls: 'soldier', at: [0, 0], gear: SOLDIER },
          { cls: 'medic', at: [1, 0] },
        ],
        enemies: [{ kind: 'bug', at: [9, 9] }],
      });
      for (const id of killed) Object.assign(sc.char(id), { health: 0, dead: true });
      const s: MissionState = {
        ...sc.state,
        mission: 'Q02',
        result: { victory: false, reason: 'test' },
        campaign: camp,
      };
      return finishMission(sampleContent, s).state.campaign;
    };
    const wiped = back(['soldier', 'medic']);
    expect(wiped?.chars.every((c) => c.dead)).toBe(true);
    expect(wiped?.result).toBe('lost');
    const one = back(['medic']);
    expect(one?.chars.map((c) => [c.id, c.dead])).toEqual([
      ['soldier', false],
      ['medic', true],
    ]);
    expect(one?.result ?? null).toBeNull();
  });
});

describe('ties the players settle in their own actions', () => {
  it('HU-ENEMY-29 leaping away from equally strong enemies, the players say which one strikes', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [2, 2], gear: SOLDIER }],
      enemies: [
        { kind: 'giant-rat', at: [2, 2] },
        { kind: 'giant-rat', at: [2, 2] },
      ],
    });
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'move' });
    const steps = d.legal().filter((c) => c.kind === 'step' && c.x === 1 && c.y === 2);
    expect(steps).toEqual([
      { kind: 'step', x: 1, y: 2 },
      { kind: 'step', x: 1, y: 2, striker: 'e1' },
      { kind: 'step', x: 1, y: 2, striker: 'e2' },
    ]);
    // Named: no draw; the second Rat strikes (2 dice at To Hit 3: 6 and 6 miss).
    d.do({ kind: 'step', x: 1, y: 2, striker: 'e2' }, [6, 6, 'blank']);
    expect(d.events.find((e) => e.type === 'hunters/penalty-attack')?.enemy).toBe('e2');
    // Left to the program, a draw picks among the two (a pick of 1 names the first).
    const sc2 = scene({
      chars: [{ cls: 'soldier', at: [2, 2], gear: SOLDIER }],
      enemies: [
        { kind: 'giant-rat', at: [2, 2] },
        { kind: 'giant-rat', at: [2, 2] },
      ],
    });
    const d2 = drive(sc2);
    d2.do({ kind: 'basic', action: 'move' });
    d2.do({ kind: 'step', x: 1, y: 2 }, [1, 6, 6, 'blank']);
    expect(d2.events.find((e) => e.type === 'hunters/penalty-attack')?.enemy).toBe('e1');
  });
});

describe('blue slots and the exchange', () => {
  it('HU-SHEET-13 HU-GEAR-11 gear parked in a blue slot is carried but cannot be used', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: ['knife', 'kevlar-vest'] }],
      enemies: [{ kind: 'gorilla', at: [2, 0] }],
    });
    sc.char('soldier').parked = ['rifle'];
    const g = sc.ctx([]);
    expect(shootChoices(g, { ...sc.char('soldier'), pos: P(0, 0) })).toEqual([]);
    sc.char('soldier').parked = [];
    sc.char('soldier').weapons.push('rifle');
    expect(shootChoices(g, { ...sc.char('soldier'), pos: P(0, 0) }).length).toBeGreaterThan(0);
  });

  it('HU-INTERACT-09 HU-GEAR-11 an Interact moves parked gear into its slot, swapping out what was there', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: SOLDIER }],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    sc.char('soldier').parked = ['sniper-rifle'];
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'interact' });
    // 4 weapon slots: Rifle (2) + Knife (1). The heavy Sniper Rifle (3) fits only instead of the Rifle.
    const unparks = d.legal().filter((c) => c.kind === 'unpark');
    expect(unparks).toEqual([{ kind: 'unpark', gear: 'sniper-rifle', out: 'rifle' }]);
    d.do({ kind: 'unpark', gear: 'sniper-rifle', out: 'rifle' });
    expect(d.char('soldier').weapons.sort()).toEqual(['knife', 'sniper-rifle']);
    expect(d.char('soldier').parked).toEqual(['rifle']);
    expect(d.state.current?.actions).toBe(1);
  });

  it('HU-GEAR-10 Additional Equipment sits only in the blue slots, and there are only so many', () => {
    const rules = huntersRuleset.rules(sampleContent, unwrap(resolveOptions(huntersRuleset.options, {})));
    // The sample Soldier has 3 blue slots.
    const r = rules.setup(
      {
        mission: 'Q02',
        players: 2,
        characters: [
          {
            class: 'soldier',
            seat: 'p1',
            gear: [...SOLDIER, 'spike-trap', 'injection', 'antidote'],
            parked: ['pistol'],
          },
          { class: 'medic', seat: 'p2' },
        ],
      },
      new LoadedDice([]),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('setup/blue-slots');
    // A full set of blue slots refuses one more piece of equipment in an exchange.
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], gear: [...SOLDIER, 'spike-trap', 'injection', 'antidote'] },
        { cls: 'medic', at: [0, 0] },
      ],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    const t = d.try({ kind: 'exchange', with: 'medic', give: [], take: ['first-aid-kit'] });
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.error.message).toContain('no free slot');
  });

  it('HU-INTERACT-04 one Interact exchanges any number of gear items both ways', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], gear: SOLDIER },
        { cls: 'medic', at: [0, 0] },
      ],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'exchange', with: 'medic', give: ['knife', 'kevlar-vest'], take: ['first-aid-kit'] });
    expect(d.char('soldier')).toMatchObject({ weapons: ['rifle'], armor: null, equipment: ['first-aid-kit'] });
    // The Medic's armor slot holds Scrap Armor: the vest waits in a blue slot.
    expect(d.char('medic')).toMatchObject({
      weapons: ['pistol', 'knife'],
      armor: 'scrap-armor',
      parked: ['kevlar-vest'],
    });
    expect(d.state.current?.actions).toBe(1);
    expect(d.events.find((e) => e.type === 'hunters/exchange')?.rule).toBe('HU-INTERACT-04');
  });

  it('HU-INTERACT-04 the exchanges offered are only those the receiving side has a slot for', () => {
    // The Soldier's three blue slots are full; the Medic's are not.
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], gear: [...SOLDIER, 'spike-trap', 'injection', 'antidote'] },
        { cls: 'medic', at: [0, 0] },
      ],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'medic' }, [], 'p2');
    d.do({ kind: 'basic', action: 'interact' }, [], 'p2');
    const exchanges = d.legal('p2').filter((c) => c.kind === 'exchange');
    // The Medic may take the Soldier's equipment, but not hand over a first aid kit.
    expect(exchanges).toContainEqual({ kind: 'exchange', with: 'soldier', give: [], take: ['antidote'] });
    expect(exchanges).not.toContainEqual({ kind: 'exchange', with: 'soldier', give: ['first-aid-kit'], take: [] });
    expect(d.try({ kind: 'exchange', with: 'soldier', give: ['first-aid-kit'], take: [] }, [], 'p2').ok).toBe(false);
    // Every exchange offered is accepted.
    for (const c of exchanges) expect(d.try(c, [], 'p2').ok, JSON.stringify(c)).toBe(true);
    // A swap frees the slot first, so it can be made though a gift alone cannot.
    d.do({ kind: 'exchange', with: 'soldier', give: ['first-aid-kit'], take: ['antidote'] }, [], 'p2');
    expect(d.char('soldier').equipment).toContain('first-aid-kit');
    expect(d.char('medic').equipment).toContain('antidote');
  });

  it('HU-INTERACT-04 HU-INTERACT-09 apparel handed over is worn while an apparel slot is free (2 in the sample), else waits in a blue slot, from where it swaps with what is worn', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], gear: SOLDIER },
        { cls: 'medic', at: [0, 0] },
      ],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    expect(sampleContent.classes.find((k) => k.id === 'medic')?.slots.apparel).toBe(2);
    sc.char('soldier').equipment.push('goggles', 'goggles');
    sc.char('medic').equipment.push('goggles');
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'exchange', with: 'medic', give: ['goggles', 'goggles'], take: [] });
    // The first pair takes the free apparel slot; with both full, the second waits in a blue slot.
    expect(d.char('medic').equipment.filter((x) => x === 'goggles')).toHaveLength(2);
    expect(d.char('medic').parked).toEqual(['goggles']);
    expect(d.char('soldier').equipment).not.toContain('goggles');
    // From there it may only take the place of a pair worn; with a slot free, it may also go in.
    const g = sc.ctx([]);
    const medic = { ...d.char('medic'), pos: P(0, 0) };
    expect(unparkChoices(g, medic)).toEqual([{ kind: 'unpark', gear: 'goggles', out: 'goggles' }]);
    expect(
      unparkChoices(g, { ...medic, equipment: medic.equipment.filter((x) => x !== 'goggles').concat('goggles') }),
    ).toEqual([
      { kind: 'unpark', gear: 'goggles', out: null },
      { kind: 'unpark', gear: 'goggles', out: 'goggles' },
    ]);
  });

  it('HU-INTERACT-04 an exchange is refused, with its reason, when the other stands elsewhere, nothing changes hands, or more is given than carried', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], gear: SOLDIER },
        { cls: 'medic', at: [0, 0] },
        { cls: 'recon', at: [3, 3] },
      ],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    sc.char('soldier').findings = 1;
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    const before = JSON.stringify(d.state);
    const refusal = (c: Parameters<typeof d.try>[0]) => {
      const r = d.try(c);
      expect(r.ok, JSON.stringify(c)).toBe(false);
      return r.ok ? '' : r.error.message;
    };
    expect(refusal({ kind: 'exchange', with: 'recon', give: ['knife'], take: [] })).toContain(
      'No exchange with that character',
    );
    expect(refusal({ kind: 'exchange', with: 'medic', give: [], take: [] })).toContain('nothing changes hands');
    expect(refusal({ kind: 'exchange', with: 'medic', give: ['knife', 'knife'], take: [] })).toContain(
      'does not carry that many knife',
    );
    expect(refusal({ kind: 'exchange', with: 'medic', give: [], take: ['rifle'] })).toContain(
      'does not carry that many rifle',
    );
    expect(refusal({ kind: 'exchange', with: 'medic', give: [], take: [], giveModules: 2 })).toContain(
      'carries only 1 module token(s)',
    );
    expect(refusal({ kind: 'exchange', with: 'medic', give: [], take: [], takeModules: 1 })).toContain(
      'carries only 0 module token(s)',
    );
    // Nothing changed.
    expect(JSON.stringify(d.state)).toBe(before);
  });

  it('HU-INTERACT-03 instead of reviving, an Interact takes gear from an unconscious character', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], gear: SOLDIER },
        { cls: 'medic', at: [0, 0], health: 0 },
      ],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal()).toContainEqual({ kind: 'exchange', with: 'medic', give: [], take: ['first-aid-kit'] });
    expect(d.legal().some((c) => c.kind === 'exchange' && c.give.length > 0)).toBe(false);
    expect(d.try({ kind: 'exchange', with: 'medic', give: ['knife'], take: [] }).ok).toBe(false);
    d.do({ kind: 'exchange', with: 'medic', give: [], take: ['first-aid-kit', 'pistol'] });
    expect(d.char('soldier').equipment).toEqual(['first-aid-kit']);
    expect(d.char('soldier').weapons).toEqual(['rifle', 'knife', 'pistol']);
    expect(d.char('medic')).toMatchObject({ health: 0, weapons: [], equipment: [] });
    expect(d.events.find((e) => e.type === 'hunters/exchange')?.rule).toBe('HU-INTERACT-03');
  });

  it('HU-SHEET-10 a character never carries more implants than the sheet allows', () => {
    const rules = huntersRuleset.rules(sampleContent, unwrap(resolveOptions(huntersRuleset.options, {})));
    const max = sampleContent.classes.find((k) => k.id === 'soldier')?.maxImplants ?? 0;
    const r = rules.setup(
      {
        mission: 'Q02',
        players: 2,
        characters: [
          { class: 'soldier', seat: 'p1', gear: [...SOLDIER, ...Array<string>(max + 1).fill('neural-implant')] },
          { class: 'medic', seat: 'p2' },
        ],
      },
      new LoadedDice([]),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('setup/implants');
  });
});
