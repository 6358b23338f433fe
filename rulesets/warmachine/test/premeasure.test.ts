/**
 * an attack and its target are declared before anything is measured (WM-RANGED-03,
 * WM-SPELL-18), so by default nothing a player is shown before declaring tells how far a possible
 * target is or whether it is in range. The premeasure house rule relaxes this: the view then gives
 * the distance from the active model to each enemy model, and a choice's chance says when a
 * target is out of range.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, type GameEvent } from '@skirmish/core';
import { warmachineBotKnowledge } from '../src/bot.ts';
import type { WmChoice } from '../src/choices.ts';
import { warmachineOptions } from '../src/options.ts';
import { makeWmPresenter } from '../src/presenter.ts';
import { attackChoiceRoll, hitChance } from '../src/rolls.ts';
import { makeCtx } from '../src/rules.ts';
import { sampleContent } from '../src/sample.ts';
import type { WmState } from '../src/state.ts';
import {
  act,
  activated,
  ev,
  model,
  position,
  R30,
  R40,
  R50,
  refuse,
  rules,
  rulesWith,
  rulesWithContent,
} from './helpers.ts';

const ctx = makeCtx(sampleContent, {});
const presenter = makeWmPresenter(sampleContent);
const measuring = rulesWith({ premeasure: true });

// Kron: RAT 6, FOCUS 7, Service Pistol RNG 10, Arc Lance RNG 8. Wraithwing: DEF 14, a 40 mm base.
// Ash: DEF 17, Stealth, a 30 mm base. Gravemaw: RAT 4, Bile Thrower a spray of 8". Bastion: DEF 12.
const shot = (target: string): WmChoice => ({ kind: 'attack', weapon: 'service-pistol', target });
const lance = (target: string): WmChoice => ({ kind: 'cast', spell: 'arc-lance', target });
const spray: WmChoice = { kind: 'attack', weapon: 'bile-thrower', target: 'p1.bastion' };

/** Kron activated, with Wraithwing straight ahead `gap` inches from his base, edge to edge. */
const kronAt = (gap: number, r = rules): WmState =>
  activated(
    position(
      {
        'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
        'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + gap, facing: 270 },
      },
      { r },
    ),
    'p1.kron',
  );

/** Kron activated, with Ash straight ahead `gap` inches from his base. */
const ashAt = (gap: number): WmState =>
  activated(
    position({ 'p1.kron': { x: 20, y: 10 }, 'p2.ash': { x: 20, y: 10 + 2 * R30 + gap, facing: 270 } }),
    'p1.kron',
  );

/** Gravemaw activated, with Bastion straight ahead `gap` inches from its base. */
const gravemawAt = (gap: number): WmState =>
  activated(
    position(
      {
        'p2.gravemaw': { x: 20, y: 30, facing: 270 },
        'p1.bastion': { x: 20, y: 30 - 2 * R50 - gap, facing: 90 },
      },
      { active: 'p2' },
    ),
    'p2.gravemaw',
  );

describe('A-27 declaring before measuring', () => {
  it('A-27 the premeasure option is a house rule, off by default', () => {
    const spec = warmachineOptions.find((o) => o.id === 'premeasure');
    expect(spec).toMatchObject({ type: 'boolean', default: false, rule: 'WM-RANGED-03' });
    expect(spec?.hu?.label).not.toBe(spec?.label);
  });

  it('A-27 WM-RANGED-03 by default a shot says the same words at a target 4" off and one 12" off, beyond its 10" range', () => {
    const near = kronAt(4);
    const far = kronAt(12);
    for (const locale of ['en', 'hu'] as const)
      expect(presenter.choice(shot('p2.wraithwing'), rules.view(far, 'p1'), locale)).toBe(
        presenter.choice(shot('p2.wraithwing'), rules.view(near, 'p1'), locale),
      );
    expect(presenter.choice(shot('p2.wraithwing'), rules.view(far, 'p1'), 'en')).toBe(
      'Attack Wraithwing (Player 2) with Service Pistol · to hit 5/12 (41.7%) if in range',
    );
    expect(presenter.choice(shot('p2.wraithwing'), rules.view(far, 'p1'), 'hu')).toMatch(
      / · találat esélye 5\/12 \(41,7%\), ha hatótávon belül van$/,
    );
    // The chance is the one the rules roll with when the target is in range.
    const inRange = attackChoiceRoll(near, ctx, shot('p2.wraithwing'));
    expect(inRange?.roll && hitChance(inRange).toString()).toBe('5/12');
    // Declared, the shot beyond the range is used up and misses with no roll.
    const r = rules.apply(far, 'p1', shot('p2.wraithwing'), new LoadedDice([]));
    expect(r.ok && ev(r.value.events, 'wm/auto-miss')).toMatchObject([{ reason: 'range' }]);
  });

  it('A-27 WM-SPELL-18 by default an offensive spell says the same words in its 8" range and beyond it', () => {
    const words = (gap: number) => presenter.choice(lance('p2.wraithwing'), rules.view(kronAt(gap), 'p1'), 'en');
    expect(words(12)).toBe(words(4));
    expect(words(12)).toMatch(/ · to hit 7\/12 \(58\.3%\) if in range$/);
  });

  it('A-27 WM-RANGED-09 by default a shot at a Stealth model says the same words within 5" and beyond, and names the condition', () => {
    // RAT 6 + 2d6 against DEF 17: 11 or more, 3 of 36.
    const words = (gap: number, locale: 'en' | 'hu') =>
      presenter.choice(shot('p2.ash'), rules.view(ashAt(gap), 'p1'), locale);
    expect(words(8, 'en')).toBe(words(3, 'en'));
    expect(words(8, 'en')).toMatch(/ · to hit 1\/12 \(8\.3%\) if in range and within 5" \(Stealth\)$/);
    expect(words(8, 'hu')).toBe(words(3, 'hu'));
    expect(words(8, 'hu')).toMatch(/, ha hatótávon és 5"-en belül van \(Lopakodás\)$/);
  });

  it('A-27 WM-SPRAY-01 by default a spray says the same words whether its 8" zone reaches the target or not', () => {
    const words = (gap: number) => presenter.choice(spray, rules.view(gravemawAt(gap), 'p2'), 'en');
    expect(words(12)).toBe(words(4));
    expect(words(12)).toMatch(/ · to hit 5\/12 \(41\.7%\) if in range$/);
  });

  it('A-27 by default the view gives no distances, and names no house rule', () => {
    const v = rules.view(kronAt(4), 'p1');
    expect(v).not.toHaveProperty('distances');
    expect(v.houseRules).toBeUndefined();
  });

  it('A-27 with premeasure on the choices say what the range decides: out of range, Stealth beyond 5", or the plain chance', () => {
    const say = (s: WmState, c: WmChoice) => presenter.choice(c, measuring.view(s, 'p1'), 'en');
    expect(say(kronAt(4), shot('p2.wraithwing'))).toMatch(/ · to hit 5\/12 \(41\.7%\)$/);
    expect(say(kronAt(12), shot('p2.wraithwing'))).toMatch(/ · cannot hit: beyond its range$/);
    expect(say(kronAt(12), lance('p2.wraithwing'))).toMatch(/ · cannot hit: beyond its range$/);
    expect(say(ashAt(3), shot('p2.ash'))).toMatch(/ · to hit 1\/12 \(8\.3%\)$/);
    expect(say(ashAt(8), shot('p2.ash'))).toMatch(/ · cannot hit: Stealth beyond 5"$/);
    expect(presenter.choice(spray, measuring.view(gravemawAt(12), 'p2'), 'hu')).toMatch(
      / · nem találhat: hatótávon kívül$/,
    );
  });

  it('A-27 WM-GEN-03 with premeasure on the view gives the distance edge to edge from the active model to each enemy model on the table', () => {
    const s = activated(
      position(
        {
          'p1.kron': { x: 20, y: 10 },
          'p1.bastion': { x: 30, y: 10 },
          'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + 4.321, facing: 270 },
          'p2.ash': { x: 8, y: 10, facing: 0 },
          'p2.gravemaw': { x: 40, y: 40, set: { removed: true } },
        },
        { r: measuring },
      ),
      'p1.kron',
    );
    const v = measuring.view(s, 'p1');
    expect(v.houseRules).toEqual({ premeasure: true });
    // Ash's base is 12" from Kron's centre to hers, less both radii; friends and models off the
    // table are not listed. Each is rounded up to the hundredth.
    expect(v.distances).toEqual({ 'p2.wraithwing': 4.33, 'p2.ash': Math.ceil((12 - 2 * R30) * 100) / 100 });
    expect(v.distances?.['p2.ash']).toBe(10.82);
    // The other seat's view is the same: nothing is hidden in this game.
    expect(measuring.view(s, 'p2').distances).toEqual(v.distances);
  });

  it('A-27 WM-RANGED-04 a distance shown is never within a range the rules find the target beyond: 10" is in the 10" range, 10.001" shows 10.01', () => {
    const at10 = kronAt(10, measuring);
    expect(measuring.view(at10, 'p1').distances?.['p2.wraithwing']).toBe(10);
    const rolled = measuring.apply(at10, 'p1', shot('p2.wraithwing'), new LoadedDice([6, 6, 1, 1, 1]));
    expect(rolled.ok && ev(rolled.value.events, 'wm/attack-roll')).toHaveLength(1);
    const past = kronAt(10.001, measuring);
    expect(measuring.view(past, 'p1').distances?.['p2.wraithwing']).toBe(10.01);
    const missed = measuring.apply(past, 'p1', shot('p2.wraithwing'), new LoadedDice([]));
    expect(missed.ok && ev(missed.value.events, 'wm/auto-miss')).toMatchObject([{ reason: 'range' }]);
  });

  it('A-27 with premeasure on no distances are given while no model is active', () => {
    const s = position({ 'p1.kron': { x: 20, y: 10 }, 'p2.wraithwing': { x: 20, y: 30 } }, { r: measuring });
    expect(s.activation).toBeNull();
    const v = measuring.view(s, 'p1');
    expect(v.houseRules).toEqual({ premeasure: true });
    expect(v).not.toHaveProperty('distances');
  });

  it('A-27 a bot reads the state itself from a view with distances in it', () => {
    const s = kronAt(4, measuring);
    const v = measuring.view(s, 'p1');
    expect(v.distances).toBeDefined();
    const knowledge = warmachineBotKnowledge(sampleContent, { premeasure: true });
    expect(knowledge.determinize(v, 'p1', undefined as never)).toEqual(s);
  });
});

/** The targets a list offers attacks or casts with `what` (a weapon or a spell) at, boosts and channelling left out. */
const offered = (legal: readonly WmChoice[], what: string): string[] =>
  legal.flatMap((c) =>
    (c.kind === 'attack' && c.weapon === what && !c.boostAttack && !c.boostDamage) ||
    (c.kind === 'cast' && c.spell === what && c.channeler === undefined)
      ? [c.target ?? '']
      : [],
  );

describe('A-27 what the choice lists tell of distance', () => {
  /** Kron activated with 5 focus, Bastion straight ahead `gap` inches from her base. */
  const bastionAt = (gap: number, r = rules): WmState =>
    activated(
      position(
        {
          'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
          'p1.bastion': { x: 20, y: 10 + R30 + R50 + gap },
        },
        { r },
      ),
      'p1.kron',
    );
  const bulwark: WmChoice = { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' };

  it('A-27 WM-SPELL-29 by default a non-offensive spell may be declared on a friend beyond its range: its COST is paid, it has no effect, and the log says why', () => {
    // Bulwark (COST 2, RNG 6, upkeep) on Bastion 6.5" off. Kron first keeps Bulwark on herself.
    const own = act(bastionAt(6.5), 'p1', { kind: 'cast', spell: 'bulwark', target: 'p1.kron' }).state;
    expect(own.effects).toHaveLength(1);
    const { state, events } = act(own, 'p1', bulwark);
    expect(model(state, 'p1.kron').focus).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['wm/cast', 'wm/upkeep-recast', 'wm/out-of-range']);
    expect(ev(events, 'wm/out-of-range')).toEqual([
      { type: 'wm/out-of-range', rule: 'WM-SPELL-29', spell: 'bulwark', model: 'p1.bastion' },
    ]);
    // Cast, it ends her own Bulwark as a new cast of it does (WM-SPELL-11), and takes no hold on Bastion.
    expect(state.effects).toEqual([]);
    const e = ev(events, 'wm/out-of-range')[0] as GameEvent;
    expect(presenter.event(e, 'en')).toBe(
      'Bulwark does not reach Bastion (Player 1), out of its range: the spell is spent for nothing',
    );
    expect(presenter.event(e, 'hu')).toBe(
      'Védőbástya nem éri el: Bástya (1. játékos), mert hatótávon kívül van; a varázslat hatás nélkül elvész',
    );
    // A boost declared with it is paid as well, though no die is rolled: Bulwark given a POW.
    const withPow = rulesWithContent((c) => {
      const sp = c.models.find((x) => x.id === 'kron')?.spells?.find((x) => x.id === 'bulwark');
      if (sp) sp.POW = 10;
    });
    const boosted = act(bastionAt(6.5, withPow), 'p1', { ...bulwark, boostDamage: true }, [], withPow);
    expect(model(boosted.state, 'p1.kron').focus).toBe(2);
    expect(ev(boosted.events, 'wm/damage-roll')).toEqual([]);
    expect(ev(boosted.events, 'wm/out-of-range')).toHaveLength(1);
    // At exactly 6" it is in range, and takes hold.
    const within = act(bastionAt(6), 'p1', bulwark);
    expect(ev(within.events, 'wm/out-of-range')).toEqual([]);
    expect(within.state.effects).toMatchObject([{ source: 'bulwark', target: 'p1.bastion' }]);
  });

  it('A-27 WM-SPELL-29 with premeasure on a non-offensive spell on a friend beyond its range is refused, and not offered', () => {
    const far = bastionAt(6.5, measuring);
    expect(refuse(far, 'p1', bulwark, measuring)).toMatchObject({ code: 'spell/out-of-range', rule: 'WM-SPELL-03' });
    expect(model(far, 'p1.kron').focus).toBe(5);
    expect(measuring.legalChoices(far, 'p1')).not.toContainEqual(bulwark);
    expect(measuring.legalChoices(bastionAt(6, measuring), 'p1')).toContainEqual(bulwark);
  });

  it('A-27 by default a friendly spell is offered on the friends it could target but for range, the same list near or far; with premeasure on, only those in range', () => {
    const list = (gap: number, r = rules) => r.legalChoices(bastionAt(gap, r), 'p1');
    // Bulwark on any friend, Overdrive on warjacks only: Kron herself is no target of it.
    for (const gap of [2, 6.5, 20]) {
      expect(offered(list(gap), 'bulwark')).toEqual(['p1.kron', 'p1.bastion']);
      expect(offered(list(gap), 'overdrive')).toEqual(['p1.bastion']);
    }
    expect(offered(list(2, measuring), 'bulwark')).toEqual(['p1.kron', 'p1.bastion']);
    expect(offered(list(6.5, measuring), 'bulwark')).toEqual(['p1.kron']);
    expect(offered(list(6.5, measuring), 'overdrive')).toEqual([]);
    // A friend she cannot see is not offered: Kron turned away from Bastion, 2" behind her.
    const behind = activated(
      position({
        'p1.kron': { x: 20, y: 10, facing: 270, set: { focus: 5 } },
        'p1.bastion': { x: 20, y: 10 + R30 + R50 + 2 },
      }),
      'p1.kron',
    );
    expect(offered(rules.legalChoices(behind, 'p1'), 'bulwark')).toEqual(['p1.kron']);
  });

  it('A-27 WM-SPELL-20 with premeasure on the view gives the distances from each Arc Node of the active warcaster too; by default, none', () => {
    // Kron at 20, 10; the Sparrow (40 mm) at 30, 10; the Wraithwing 4" beyond the Sparrow's base.
    const at = (r: typeof rules) =>
      activated(
        position(
          {
            'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
            'p1.sparrow': { x: 30, y: 10 },
            'p1.bastion': { x: 10, y: 10 },
            'p2.wraithwing': { x: 30, y: 10 + 2 * R40 + 4 },
          },
          { r },
        ),
        'p1.kron',
      );
    const v = measuring.view(at(measuring), 'p1');
    // Only the Sparrow is an Arc Node; the distances are rounded up as the active model's are.
    expect(v.channelDistances).toEqual({ 'p1.sparrow': { 'p2.wraithwing': 4 } });
    expect(v.distances?.['p2.wraithwing']).toBe(
      Math.ceil((Math.hypot(10, 2 * R40 + 4) - R30 - R40 - 1e-9) * 100) / 100,
    );
    expect(rules.view(at(rules), 'p1')).not.toHaveProperty('channelDistances');
    // A warjack active channels nothing: no such distances.
    const jack = activated(
      position({ 'p1.sparrow': { x: 30, y: 10 }, 'p2.wraithwing': { x: 30, y: 20 } }, { r: measuring }),
      'p1.sparrow',
    );
    expect(measuring.view(jack, 'p1')).not.toHaveProperty('channelDistances');
    // The bot reads the state itself from such a view.
    expect(
      warmachineBotKnowledge(sampleContent, { premeasure: true }).determinize(v, 'p1', undefined as never),
    ).toEqual(at(measuring));
  });
});

describe('A-27 what stays measured without premeasure', () => {
  it('A-27 WM-MELEE-01 by default a melee attack is still offered only at a model in the weapon’s melee range, and the terminal board still gives each model’s place to the tenth of an inch', () => {
    // Bastion (Siege Hammer, 0.5") with the Gravemaw 0.3" off and the Wraithwing 3" off. A melee
    // range is all but base contact, and seen on the table: nothing is measured to find it.
    const s = activated(
      position({
        'p1.bastion': { x: 20, y: 10 },
        'p2.gravemaw': { x: 20, y: 10 + 2 * R50 + 0.3, facing: 270 },
        'p2.wraithwing': {
          x: 20 + (R50 + R40 + 3) * Math.SQRT1_2,
          y: 10 + (R50 + R40 + 3) * Math.SQRT1_2,
          facing: 225,
        },
      }),
      'p1.bastion',
    );
    const legal = rules.legalChoices(s, 'p1');
    expect(offered(legal, 'siege-hammer')).toEqual(['p2.gravemaw']);
    expect(refuse(s, 'p1', { kind: 'attack', weapon: 'siege-hammer', target: 'p2.wraithwing' }).code).toBe(
      'melee/out-of-range',
    );
    // The board of the terminal says where each model stands, as a player sees the table: the
    // distance between two is not given, though it may be worked out, as on a real table.
    const board = presenter.board(rules.view(s, 'p1'), 'en');
    expect(board).toContain('Bastion (Player 1) (20.0, 10.0)');
    expect(board).not.toMatch(/″|inches from/);
  });
});
