import { describe, expect, it } from 'vitest';
import { askBot, createBot, playGame, type Entrant } from '@skirmish/ai';
import { LoadedDice, unwrap } from '@skirmish/core';
import { makeRules, warmachineBotKnowledge, warmachineRuleset, sampleContent } from '../src/index.ts';
import type { WmChoice } from '../src/choices.ts';
import type { WmView } from '../src/rules.ts';
import type { WmState } from '../src/state.ts';
import { act, model, position, R30, R40, R50, rules } from './helpers.ts';

const knowledge = warmachineBotKnowledge(sampleContent);
const dice = () => new LoadedDice(Array<number>(400).fill(4));
const choose = (s: WmState, seat: 'p1' | 'p2' = 'p1') =>
  knowledge.heuristicChoice!(s, seat, rules.legalChoices(s, seat), dice());
const open = (s: WmState, id: string) => act(s, model(s, id).side, { kind: 'activate', model: id }).state;
const centres = (s: WmState, a: string, b: string) =>
  Math.hypot(model(s, a).x - model(s, b).x, model(s, a).y - model(s, b).y);

describe('the heuristic plays an activation like a Warmachine player', () => {
  it('a warjack charges the enemy warcaster it can reach rather than the nearer warjack, and the charge ends in contact', () => {
    // The Bastion (SPD 4, charge 7 inches) has a point of focus; the Gravemaw stands nearer, the
    // warcaster Ash a little further, both within a charge.
    const s = open(
      position({
        'p1.bastion': { x: 20, y: 10, set: { focus: 1 } },
        'p2.gravemaw': { x: 15, y: 14 },
        'p2.ash': { x: 25, y: 16 },
      }),
      'p1.bastion',
    );
    expect(centres(s, 'p1.bastion', 'p2.gravemaw') - R50 - R50).toBeLessThan(
      centres(s, 'p1.bastion', 'p2.ash') - R50 - R30,
    );
    const pick = choose(s);
    expect(pick).toEqual({ kind: 'charge', target: 'p2.ash' });
    const after = act(s, 'p1', pick).state;
    expect(after.activation?.chargeTarget).toBe('p2.ash');
  });

  it('a warjack charges the enemy warjack it can reach when the enemy warcaster is out of reach', () => {
    const s = open(
      position({
        'p1.bastion': { x: 20, y: 10, set: { focus: 1 } },
        'p2.gravemaw': { x: 20, y: 16 },
        'p2.ash': { x: 24, y: 40 },
      }),
      'p1.bastion',
    );
    const pick = choose(s);
    expect(pick).toEqual({ kind: 'charge', target: 'p2.gravemaw' });
    expect(act(s, 'p1', pick).state.activation?.chargeTarget).toBe('p2.gravemaw');
  });

  it('a warjack in contact with an enemy and no focus stays in the fight and strikes it', () => {
    // Base edges 0.3 inch apart, facing each other: within the Bastion's melee range.
    const s = open(
      position({
        'p1.bastion': { x: 20, y: 10 },
        'p2.gravemaw': { x: 20, y: 10 + 2 * R50 + 0.3 },
        'p2.ash': { x: 24, y: 40 },
      }),
      'p1.bastion',
    );
    const pick = choose(s);
    // It stands still or steps into base contact: either way it stays within its half-inch melee
    // range (leaving it would give the Gravemaw a free strike).
    expect(['forfeitMove', 'advance']).toContain(pick.kind);
    const fighting = act(s, 'p1', pick).state;
    expect(fighting.freeStrike).toBeNull();
    expect(centres(fighting, 'p1.bastion', 'p2.gravemaw') - 2 * R50).toBeLessThanOrEqual(0.5);
    const strike = choose(fighting);
    expect(strike).toMatchObject({ kind: 'attack', target: 'p2.gravemaw' });
    const weapon = sampleContent.models
      .find((d) => d.id === 'bastion')!
      .weapons.find((w) => w.id === (strike as { weapon: string }).weapon);
    expect(weapon?.kind).toBe('melee');
  });

  it('a warjack without focus walks to where its gun reaches the enemy and shoots it', () => {
    // The Sparrow (SPD 6, Repeater RNG 12) stands 15 inches from the Gravemaw: too far to shoot
    // from where it is, near enough after an advance. With no focus it cannot charge or run.
    const s = open(
      position({
        'p1.sparrow': { x: 24, y: 5 },
        'p2.gravemaw': { x: 24, y: 5 + R40 + R50 + 15 },
        'p2.ash': { x: 44, y: 44 },
      }),
      'p1.sparrow',
    );
    const pick = choose(s);
    expect(pick.kind).toBe('advance');
    const moved = act(s, 'p1', pick).state;
    expect(centres(moved, 'p1.sparrow', 'p2.gravemaw') - R40 - R50).toBeLessThanOrEqual(12);
    expect(choose(moved)).toMatchObject({ kind: 'attack', weapon: 'repeater', target: 'p2.gravemaw' });
  });

  it('a warjack out of reach of every enemy runs straight at them when it has focus', () => {
    const s = open(
      position({ 'p1.sparrow': { x: 24, y: 5, set: { focus: 1 } }, 'p2.gravemaw': { x: 24, y: 40 } }),
      'p1.sparrow',
    );
    const before = centres(s, 'p1.sparrow', 'p2.gravemaw');
    const pick = choose(s);
    expect(pick.kind).toBe('run');
    // The Sparrow's SPD is 6: a run closes 12 inches.
    expect(before - centres(act(s, 'p1', pick).state, 'p1.sparrow', 'p2.gravemaw')).toBeCloseTo(12, 1);
  });

  it('the warcaster keeps out of the charge of an enemy warjack that has come close', () => {
    // The Gravemaw (SPD 5) threatens 5 + 3 inches of charge and half an inch of claw: Kron stands well inside.
    const s = open(
      position({
        'p1.kron': { x: 24, y: 20 },
        'p1.bastion': { x: 30, y: 14 },
        'p2.gravemaw': { x: 24, y: 27 },
        'p2.ash': { x: 24, y: 44 },
      }),
      'p1.kron',
    );
    const threat = 5 + 3 + 0.5;
    const gapOf = (x: WmState) => centres(x, 'p1.kron', 'p2.gravemaw') - R30 - R50;
    expect(gapOf(s)).toBeLessThan(threat);
    const pick = choose(s);
    expect(pick.kind).toBe('advance');
    expect(gapOf(act(s, 'p1', pick).state)).toBeGreaterThan(threat);
  });

  it('boosts the damage roll against a warcaster whose focus lifts its armour beyond an unboosted roll', () => {
    // Two Vales in melee (Tide Hook, P+S 12; ARM 16, 2 more for the Buckler's Shield). The enemy
    // Vale keeps 4 focus: ARM 22. With every die a 4 the attack hits (MAT 7 + 8 against DEF 15);
    // 12 + 8 = 20 does no damage, a boosted 12 + 12 = 24 does 2. Two such warcasters that could
    // only heal and strike unboosted fought for ever (a Tidewardens mirror in the fuzz games).
    const tide = { p1: 'tidewardens', p2: 'tidewardens' };
    const s = act(
      open(
        position(
          {
            'p1.vale': { x: 20, y: 10, set: { focus: 3 } },
            'p2.vale': { x: 20, y: 10 + 2 * R30 + 1, set: { focus: 4 } },
          },
          { setup: tide },
        ),
        'p1.vale',
      ),
      'p1',
      { kind: 'forfeitMove', aim: false },
    ).state;
    const legal = rules.legalChoices(s, 'p1');
    expect(legal).toContainEqual({ kind: 'attack', weapon: 'tide-hook', target: 'p2.vale', boostDamage: true });
    expect(choose(s)).toEqual({ kind: 'attack', weapon: 'tide-hook', target: 'p2.vale', boostDamage: true });
  });

  it('spends no shot and no focus on a target out of range: a warjack with only far enemies ends its activation', () => {
    // The Sparrow has forfeited its movement; the only enemy stands 30 inches off, beyond its
    // Repeater (RNG 12): an attack could be declared and would miss, so the activation ends.
    const s = act(
      open(position({ 'p1.sparrow': { x: 24, y: 5 }, 'p2.gravemaw': { x: 24, y: 37 } }), 'p1.sparrow'),
      'p1',
      { kind: 'forfeitMove', aim: true },
    ).state;
    const legal = rules.legalChoices(s, 'p1');
    expect(legal.some((c) => c.kind === 'attack' && c.target === 'p2.gravemaw')).toBe(true);
    expect(choose(s)).toEqual({ kind: 'endActivation' });
  });

  it('WM-SPELL-03 casts no spell of RNG CTRL at a target beyond the control area, where it would miss', () => {
    // Arc Lance written with RNG CTRL: it reaches Kron's 14" control area (FOCUS 7).
    const content = structuredClone(sampleContent);
    const lance = content.models.find((m) => m.id === 'kron')?.spells?.find((x) => x.id === 'arc-lance');
    if (!lance) throw new Error('no arc lance');
    lance.RNG = 'CTRL';
    const r = makeRules(content, {});
    const bot = warmachineBotKnowledge(content);
    const cast: WmChoice = { kind: 'cast', spell: 'arc-lance', target: 'p2.wraithwing' };
    const end: WmChoice = { kind: 'endActivation' };
    // The Wraithwing's base edge `gap` inches from Kron's; Kron has stood still.
    const at = (gap: number) => {
      const s = position(
        { 'p1.kron': { x: 20, y: 10, set: { focus: 7 } }, 'p2.wraithwing': { x: 20, y: 10 + R30 + R40 + gap } },
        { r },
      );
      const opened = act(s, 'p1', { kind: 'activate', model: 'p1.kron' }, [], r).state;
      return act(opened, 'p1', { kind: 'forfeitMove', aim: false }, [], r).state;
    };
    // 12" off, beyond the 10" Arc Lance's RNG was, but in the control area: the cast is weighed.
    const near = at(12);
    expect(r.legalChoices(near, 'p1')).toContainEqual(cast);
    expect(bot.prior!(near, 'p1', [cast, end], dice())[0]).toBeGreaterThan(0);
    // 16" off it would miss with no roll: declared, legal, and left alone.
    const far = at(16);
    expect(r.legalChoices(far, 'p1')).toContainEqual(cast);
    expect(bot.prior!(far, 'p1', [cast, end], dice())[0]).toBe(0);
    expect(bot.heuristicChoice!(far, 'p1', [cast, end], dice())).toEqual(end);
  });

  it('A-27 WM-SPELL-29 casts no friendly spell at a friend beyond its range, where it would be spent for nothing', () => {
    // Bulwark (RNG 6) on Bastion: declared beyond its range, it is legal with premeasure off.
    const cast: WmChoice = { kind: 'cast', spell: 'bulwark', target: 'p1.bastion' };
    const end: WmChoice = { kind: 'endActivation' };
    const at = (gap: number) =>
      act(
        open(
          position({
            'p1.kron': { x: 20, y: 10, set: { focus: 5 } },
            'p1.bastion': { x: 20, y: 10 + R30 + R50 + gap },
          }),
          'p1.kron',
        ),
        'p1',
        { kind: 'forfeitMove', aim: false },
      ).state;
    const far = at(6.5);
    expect(rules.legalChoices(far, 'p1')).toContainEqual(cast);
    expect(knowledge.heuristicChoice!(far, 'p1', [cast, end], dice())).toEqual(end);
    expect(knowledge.prior!(far, 'p1', [cast, end], dice())[0]).toBe(0);
    // In range it is weighed like any other choice, at the very edge of it too, where the rules
    // measure with the same tolerance.
    expect(knowledge.heuristicChoice!(at(5), 'p1', [cast, end], dice())).toEqual(cast);
    expect(knowledge.heuristicChoice!(at(6), 'p1', [cast, end], dice())).toEqual(cast);
  });

  it('casts Veil once in an activation, not again on a warcaster it already covers', () => {
    // Ash (p2) with focus to spare and no enemy in reach: Veil is the only thing left to do.
    const s = act(
      open(
        position({ 'p2.ash': { x: 24, y: 40, set: { focus: 6 } }, 'p1.bastion': { x: 24, y: 5 } }, { active: 'p2' }),
        'p2.ash',
      ),
      'p2',
      { kind: 'forfeitMove', aim: false },
    ).state;
    const picks: WmChoice[] = [];
    let st = s;
    while (st.activation && picks.length < 10) {
      const c = choose(st, 'p2');
      picks.push(c);
      st = unwrap(rules.apply(st, 'p2', c, dice())).state;
    }
    const veils = picks.filter((c) => c.kind === 'cast' && c.spell === 'veil');
    expect(veils.length).toBeLessThanOrEqual(1);
    expect(picks.at(-1)).toEqual({ kind: 'endActivation' });
    expect(st.effects.filter((e) => e.source === 'veil' && e.target === 'p2.ash').length).toBeLessThanOrEqual(1);
  });

  /** The heuristic's choices through a Control phase, to its end, and the state after them. */
  const controlPhase = (s: WmState) => {
    const picks: WmChoice[] = [];
    let st = s;
    while (st.phase === 'control' && picks.length < 20) {
      const c = choose(st);
      picks.push(c);
      st = act(st, 'p1', c).state;
    }
    return { picks, state: st };
  };

  it('in the Control phase a knocked-down warcaster keeps her upkeep spell and gives her warjack its focus before she shakes off the knockdown, which ends both', () => {
    const s = position(
      {
        'p1.kron': { x: 20, y: 5, set: { focus: 7, knockedDown: true, knockedDownTurn: 0 } },
        'p1.bastion': { x: 20, y: 9 },
        'p2.ash': { x: 20, y: 43 },
      },
      { phase: 'control' },
    );
    s.effects.push({
      id: 5,
      source: 'bulwark',
      from: 'spell',
      caster: 'p1.kron',
      casterSide: 'p1',
      target: 'p1.bastion',
      mods: { ARM: 2 },
      duration: 'upkeep',
    });
    // Kron's 7 focus: 1 for the upkeep, 1 to the Bastion (no enemy within its reach this turn, so
    // no more), 1 to shake; 4 stay on her.
    const { picks, state } = controlPhase(s);
    expect(picks.map((c) => c.kind)).toEqual(['upkeep', 'allocate', 'shake', 'endControl']);
    expect(picks[2]).toEqual({ kind: 'shake', model: 'p1.kron' });
    expect(model(state, 'p1.bastion').focus).toBe(1);
    expect(model(state, 'p1.kron')).toMatchObject({ knockedDown: false, focus: 4 });
    expect(state.effects.map((e) => e.id)).toEqual([5]);
  });

  it('in the Control phase, with warcaster and warjack both knocked down, the heuristic gives the warjack its focus first; then both shake off the knockdown', () => {
    const s = position(
      {
        'p1.kron': { x: 20, y: 5, set: { focus: 7, knockedDown: true, knockedDownTurn: 0 } },
        'p1.bastion': { x: 20, y: 9, set: { knockedDown: true, knockedDownTurn: 0 } },
        'p2.ash': { x: 20, y: 43 },
      },
      { phase: 'control' },
    );
    const { picks, state } = controlPhase(s);
    expect(picks).toEqual([
      { kind: 'allocate', model: 'p1.bastion', focus: 1 },
      { kind: 'shake', model: 'p1.kron' },
      { kind: 'shake', model: 'p1.bastion' },
      { kind: 'endControl' },
    ]);
    expect(model(state, 'p1.bastion')).toMatchObject({ knockedDown: false, focus: 0 });
    expect(model(state, 'p1.kron')).toMatchObject({ knockedDown: false, focus: 5 });
  });
});

describe('past its root the search plays what the heuristic would, one choice at each decision', () => {
  it('the order of activations, then the plan of the movement: never ending the turn while a model may activate, nor an activation before its movement', () => {
    const s = position({ 'p1.bastion': { x: 20, y: 10 }, 'p1.kron': { x: 10, y: 5 }, 'p2.ash': { x: 24, y: 40 } });
    const legal = rules.legalChoices(s, 'p1');
    expect(legal).toContainEqual({ kind: 'endTurn' });
    // Warjacks before the warcaster.
    expect(knowledge.macroChoices!(s, 'p1')).toEqual([{ kind: 'activate', model: 'p1.bastion' }]);
    const moving = open(s, 'p1.bastion');
    expect(rules.legalChoices(moving, 'p1')).toContainEqual({ kind: 'endActivation' });
    const moves = knowledge.macroChoices!(moving, 'p1');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toEqual(choose(moving));
    expect(['advance', 'run', 'charge', 'forfeitMove']).toContain(moves[0]!.kind);
    // With every model activated, ending the turn is all there is.
    const done = position({ 'p1.bastion': { x: 20, y: 10, set: { activated: true } }, 'p2.ash': { x: 24, y: 40 } });
    expect(knowledge.macroChoices!(done, 'p1')).toEqual([{ kind: 'endTurn' }]);
  });

  it('after the movement a warjack strikes the enemy warcaster before an enemy warjack it also reaches, then ends its activation', () => {
    // The Bastion faces Ash straight ahead and the Gravemaw 50 degrees to its right, both 0.2 inch off.
    const d = 2 * R50 + 0.2;
    const gravemaw = { x: 20 + d * Math.cos((40 * Math.PI) / 180), y: 10 + d * Math.sin((40 * Math.PI) / 180) };
    const s = act(
      open(
        position({
          'p1.bastion': { x: 20, y: 10 },
          'p2.ash': { x: 20, y: 10 + R50 + R30 + 0.2 },
          'p2.gravemaw': gravemaw,
        }),
        'p1.bastion',
      ),
      'p1',
      { kind: 'forfeitMove', aim: false },
    ).state;
    const legal = rules.legalChoices(s, 'p1');
    expect(legal.some((c) => c.kind === 'attack' && c.target === 'p2.gravemaw')).toBe(true);
    const strike = knowledge.macroChoices!(s, 'p1');
    expect(strike).toHaveLength(1);
    expect(strike[0]).toMatchObject({ kind: 'attack', target: 'p2.ash' });
    // Its attacks (missing on all 1s) go to Ash, then the activation ends.
    const played: WmChoice[] = [];
    let after = s;
    for (let i = 0; i < 10; i++) {
      const c = knowledge.macroChoices!(after, 'p1')[0]!;
      played.push(c);
      if (c.kind === 'endActivation') break;
      after = unwrap(rules.apply(after, 'p1', c, new LoadedDice(Array<number>(40).fill(1)))).state;
    }
    expect(played.at(-1)).toEqual({ kind: 'endActivation' });
    expect(played.length).toBeGreaterThan(1);
    expect(played.slice(0, -1).every((c) => c.kind === 'attack' && c.target === 'p2.ash')).toBe(true);
  });
  it('an enemy that walks out of reach takes a free strike from a weapon', () => {
    const s = act(
      open(
        position({
          'p1.bastion': { x: 20, y: 10 },
          'p2.gravemaw': { x: 20, y: 10 + 2 * R50 + 0.3 },
          'p2.ash': { x: 24, y: 44 },
        }),
        'p1.bastion',
      ),
      'p1',
      { kind: 'advance', x: 20, y: 7, facing: 270 },
    ).state;
    expect(s.freeStrike?.strikers).toEqual(['p2.gravemaw']);
    const legal = rules.legalChoices(s, 'p2');
    expect(legal).toContainEqual({ kind: 'freeStrike', weapon: null });
    const strike = knowledge.macroChoices!(s, 'p2');
    expect(strike).toHaveLength(1);
    expect(strike[0]).toMatchObject({ kind: 'freeStrike' });
    expect((strike[0] as { weapon: string | null }).weapon).not.toBeNull();
  });
});

/**
 * Before the activation plan, two heuristic bots stood still in their deployment zones and no
 * seeded game ended within 20,000 decisions. Measured on seeds 1-20 since: every game ended, in 509
 * decisions on average and 750 at most (18 rounds on average, 28 at most). The bound is well above that.
 */
const HEURISTIC_GAME_BOUND = 2500;

describe('two heuristic bots finish a battle', () => {
  it(`a seeded sample battle of heuristic against heuristic ends with a fallen warcaster within ${HEURISTIC_GAME_BOUND} decisions`, () => {
    const seats = new Map<string, Entrant<WmView, WmChoice>>();
    for (const seat of ['p1', 'p2'])
      seats.set(seat, { name: 'heuristic', bot: createBot({ kind: 'heuristic' }, rules, knowledge), budget: {} });
    for (const seed of [1, 2]) {
      let rounds = 0;
      const r = playGame({
        rules,
        setup: warmachineRuleset.defaultSetup,
        seats,
        seed,
        maxDecisions: HEURISTIC_GAME_BOUND,
        onEnd: (st) => {
          rounds = st.round;
        },
      });
      expect(r.error).toBeUndefined();
      expect(r.outcome?.reason).toBe('the enemy warcaster fell');
      expect(r.decisions).toBeLessThan(HEURISTIC_GAME_BOUND);
      // Both sides fought it out, not a lucky shot in the first round.
      expect(rounds).toBeGreaterThan(1);
    }
  });
});

describe('the search bot finds what the rules of thumb leave out', () => {
  /**
   * Kron (SPD 6: a charge of 9 inches) stands 5 inches from Ash, who is knocked down with one
   * damage box left; an enemy warjack stands on the table, so the heuristic's warcaster keeps out
   * of harm and never charges. A melee attack on a knocked-down model hits on its own, and the
   * charge attack's boosted damage roll (Sabre P+S 10 and three dice against ARM 14) does at least
   * one point unless the dice show 4 or less: the charge ends the battle 212 times in 216. An
   * offensive spell at Ash can end it too.
   */
  const assassination = () =>
    open(
      position({
        'p1.kron': { x: 20, y: 10, set: { focus: 3 } },
        'p2.ash': { x: 20, y: 10 + 2 * R30 + 5, set: { knockedDown: true, boxes: 14 } },
        'p2.gravemaw': { x: 44, y: 40 },
      }),
      'p1.kron',
    );

  it('the position: Ash has one box left and lies within the charge of Kron; the heuristic keeps Kron out of reach', () => {
    const s = assassination();
    const ash = sampleContent.models.find((d) => d.id === 'ash')!;
    expect(ash.damage).toMatchObject({ kind: 'boxes', count: 15 });
    expect(rules.legalChoices(s, 'p1')).toContainEqual({ kind: 'charge', target: 'p2.ash' });
    const pick = choose(s);
    expect('target' in pick && pick.target === 'p2.ash').toBe(false);
  });

  it('mcts strikes at Ash with a charge or a spell', () => {
    // At 300 iterations the search finds the strike for most seeds (at 120, 7 of 10 did; the
    // others aimed and stood, leaving Ash to a shot).
    const bot = createBot({ kind: 'mcts', budget: { iterations: 300 } }, rules, knowledge);
    let struck = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const d = askBot(bot, rules, assassination(), 'p1', { seed, budget: { iterations: 300 } });
      if ((d.choice.kind === 'charge' || d.choice.kind === 'cast') && d.choice.target === 'p2.ash') struck++;
    }
    expect(struck).toBeGreaterThanOrEqual(8);
  });
});
