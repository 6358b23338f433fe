import { describe, expect, it } from 'vitest';
import { askBot, createBot, LEVELS, type BotSpec, type Level } from '@skirmish/ai';
import { loadContent, SeededDice, unwrap } from '@skirmish/core';
import { sampleContent, warmachineBotKnowledge, warmachineRuleset } from '../src/index.ts';
import { makeRules } from '../src/rules.ts';
import type { WmChoice } from '../src/choices.ts';
import type { WmState } from '../src/state.ts';
import { act, position, rules } from './helpers.ts';

const knowledge = warmachineBotKnowledge(sampleContent);
const ash = sampleContent.models.find((m) => m.id === 'ash');
const spells = new Map((ash?.spells ?? []).map((sp) => [sp.id, sp]));

/**
 * Turn 1 of the Ashen Covenant: Ash with her full focus in her deployment zone, her warjacks
 * beside her, every enemy more than 30 inches away, beyond the range of each of her spells.
 */
const turnOne = () =>
  act(
    position(
      {
        'p2.ash': { x: 24, y: 42, set: { focus: 7 } },
        'p2.gravemaw': { x: 21, y: 40 },
        'p2.wraithwing': { x: 27, y: 40 },
        'p1.kron': { x: 24, y: 5 },
        'p1.bastion': { x: 20, y: 7 },
        'p1.sparrow': { x: 28, y: 7 },
      },
      { active: 'p2' },
    ),
    'p2',
    { kind: 'activate', model: 'p2.ash' },
  ).state;

/** A spell that harms what it hits: offensive, or with a POW. */
const harmful = (c: WmChoice) => {
  if (c.kind !== 'cast') return false;
  const sp = spells.get(c.spell);
  return sp !== undefined && (sp.OFF || sp.POW !== null);
};

/** The choices a bot of `level` makes through Ash's activation, each from its own seed. */
function activation(level: Level, seed: number, start: WmState): { picks: WmChoice[]; friendly: WmChoice[] } {
  const spec = LEVELS[level].spec;
  const budget = { iterations: 60 };
  const bot = createBot(spec.kind === 'mcts' ? { kind: 'mcts', budget } : spec, rules, knowledge);
  const picks: WmChoice[] = [];
  let s = start;
  while (s.activation?.model === 'p2.ash' && picks.length < 12) {
    const c = askBot(bot, rules, s, 'p2', { seed: seed * 101 + picks.length, budget }).choice;
    picks.push(c);
    s = unwrap(rules.apply(s, 'p2', c, SeededDice.fromSeed(seed * 7 + picks.length))).state;
  }
  const friendly = picks.filter(
    (c) => harmful(c) && c.kind === 'cast' && s.models.find((m) => m.id === (c.target ?? 'p2.ash'))?.side === 'p2',
  );
  return { picks, friendly };
}

describe('the bots aim no harmful spell at their own side', () => {
  it('the position: Blight Burst may be declared at Ash herself and at her warjacks, and every enemy is out of its range', () => {
    const blight = spells.get('blight-burst');
    expect(blight).toMatchObject({ OFF: true, AOE: 3, RNG: 8 });
    const legal = rules.legalChoices(act(turnOne(), 'p2', { kind: 'forfeitMove', aim: false }).state, 'p2');
    for (const target of ['p2.ash', 'p2.gravemaw', 'p2.wraithwing'])
      expect(legal).toContainEqual({ kind: 'cast', spell: 'blight-burst', target });
  });

  for (const level of ['easy', 'normal', 'hard', 'expert'] as const)
    it(`at the ${level} level, over several seeds, no offensive spell goes at a friend and none is cast with no enemy in reach`, () => {
      for (let seed = 1; seed <= 5; seed++) {
        for (const start of [turnOne(), act(turnOne(), 'p2', { kind: 'forfeitMove', aim: false }).state]) {
          const { picks, friendly } = activation(level, seed, start);
          expect(friendly).toEqual([]);
          // No enemy stands within reach of a spell: one that harms is never worth its focus.
          expect(picks.filter(harmful)).toEqual([]);
          expect(picks.at(-1)).toEqual({ kind: 'endActivation' });
        }
      }
    });

  it('the heuristic and the search’s prior leave out a harmful spell at a friend in range, and still weigh it at an enemy', () => {
    // Ash has stood still; Gravemaw beside her and Kron 5 inches off are both in Blight Burst's range.
    const s = act(
      act(
        position(
          {
            'p2.ash': { x: 24, y: 30, set: { focus: 7 } },
            'p2.gravemaw': { x: 21, y: 30 },
            'p1.kron': { x: 24, y: 24 },
          },
          { active: 'p2' },
        ),
        'p2',
        { kind: 'activate', model: 'p2.ash' },
      ).state,
      'p2',
      { kind: 'forfeitMove', aim: false },
    ).state;
    const self: WmChoice = { kind: 'cast', spell: 'blight-burst', target: 'p2.ash' };
    const jack: WmChoice = { kind: 'cast', spell: 'blight-burst', target: 'p2.gravemaw' };
    const foe: WmChoice = { kind: 'cast', spell: 'blight-burst', target: 'p1.kron' };
    const end: WmChoice = { kind: 'endActivation' };
    const legal = rules.legalChoices(s, 'p2');
    for (const c of [self, jack, foe]) expect(legal).toContainEqual(c);
    const dice = SeededDice.fromSeed(3);
    const prior = knowledge.prior!(s, 'p2', [self, jack, foe, end], dice);
    expect(prior[0]).toBe(0);
    expect(prior[1]).toBe(0);
    expect(prior[2]).toBeGreaterThan(0);
    expect(knowledge.heuristicChoice!(s, 'p2', [self, jack, end], dice)).toEqual(end);
    expect(knowledge.macroChoices!(s, 'p2')).not.toContainEqual(self);
  });
});

describe('search weighs no harmful spell at its own side, at its root too', () => {
  /** A harmful spell of Ash's aimed at a model of her own side (her own SELF spells count as aimed at her). */
  const atFriend = (s: WmState, c: WmChoice) =>
    harmful(c) && c.kind === 'cast' && s.models.find((m) => m.id === (c.target ?? 'p2.ash'))?.side === 'p2';

  it('the position before Ash moves: Blight Burst may be declared at her and her warjacks, and only they are in its range', () => {
    const legal = rules.legalChoices(turnOne(), 'p2');
    for (const target of ['p2.ash', 'p2.gravemaw', 'p2.wraithwing'])
      expect(legal).toContainEqual({ kind: 'cast', spell: 'blight-burst', target });
    // Few enough choices that the search below widens its root to all of them.
    expect(legal.length).toBeLessThanOrEqual(2 + Math.floor(Math.sqrt(700)));
    expect(knowledge.candidates!(turnOne(), 'p2', legal).filter((c) => atFriend(turnOne(), c))).toEqual([]);
  });

  /** The decision before Ash moves, asked of a bot of the given spec. */
  const decide = (spec: BotSpec) => {
    const s = turnOne();
    // Enough iterations that every root choice the search keeps enters its tree and is reported.
    const budget = { iterations: 700 };
    const bot = createBot(spec.kind === 'mcts' ? { kind: 'mcts', budget } : spec, rules, knowledge, {
      alternatives: 100,
    });
    const d = askBot(bot, rules, s, 'p2', { seed: 11, budget });
    expect(rules.legalChoices(s, 'p2')).toContainEqual(d.choice);
    expect(atFriend(s, d.choice)).toBe(false);
    expect((d.alternatives ?? []).filter((a) => atFriend(s, a.choice))).toEqual([]);
    return d;
  };

  it('at the easy level the choice before Ash moves is legal and no harmful spell at a friend', () => {
    decide(LEVELS.easy.spec);
  });

  it('at the normal, hard and expert levels (one search: they differ in time alone) no harmful spell at a friend is even weighed', () => {
    for (const level of ['normal', 'hard', 'expert'] as const) expect(LEVELS[level].spec.kind).toBe('mcts');
    const d = decide({ kind: 'mcts', budget: { iterations: 700 } });
    // The root was searched, not settled by a rule of thumb.
    expect(d.alternatives?.length).toBeGreaterThan(3);
  });
});

/**
 * Test content: the sample content with spells made up for these tests, and no card of any game.
 * Ash gains Cinder Ring, an offensive SELF spell whose circle is centred on her, Ash Lash, an
 * offensive spell on her control area that reaches enemy models alone, and Ember Ward, a spell
 * that only helps and may be aimed at any model; Ash Haze, a spell that only helps every model in
 * her control area, whichever side; Soot Cloud, one that only helps every model in a circle around
 * its target; Ember Bloom, one aimed at a friend whose effect places a template that heals every
 * model under it; and Rust Hex, one with no attack and no POW that only lowers its target's ARM.
 */
const ringContent = (() => {
  const c = structuredClone(sampleContent);
  c.meta = { ...c.meta, note: 'Test content: the sample content with spells made up for the bot tests.' };
  const witch = c.models.find((m) => m.id === 'ash');
  if (!witch?.spells) throw new Error('no Ash');
  const base = {
    COST: 2,
    POW: 10,
    UP: false,
    OFF: true,
    targetKinds: ['warcaster', 'warjack'] as ('warcaster' | 'warjack')[],
    duration: 'instant' as const,
    effects: [],
    enabledInSimplifiedRules: true,
  };
  witch.spells.push(
    {
      ...base,
      id: 'test-cinder-ring',
      name: 'Cinder Ring (test)',
      RNG: 'SELF',
      AOE: 6,
      target: 'self',
      text: {
        en: 'Test spell: a ring of embers around the caster.',
        hu: 'Tesztvarázslat: parázsgyűrű a varázsló körül.',
      },
    },
    {
      ...base,
      id: 'test-ash-lash',
      name: 'Ash Lash (test)',
      RNG: 'CTRL',
      AOE: 'CTRL',
      target: 'enemy',
      text: {
        en: 'Test spell: lashes every enemy in the control area.',
        hu: 'Tesztvarázslat: a kontrollterület minden ellenségére lesújt.',
      },
    },
    {
      ...base,
      id: 'test-ember-ward',
      name: 'Ember Ward (test)',
      RNG: 8,
      AOE: null,
      POW: null,
      OFF: false,
      target: 'any',
      effects: [{ kind: 'modifyStat', stat: 'ARM', delta: 2 }],
      text: { en: 'Test spell: the target model gains +2 ARM.', hu: 'Tesztvarázslat: a célpont +2 ARM-ot kap.' },
    },
    {
      ...base,
      id: 'test-ash-haze',
      name: 'Ash Haze (test)',
      RNG: 'CTRL',
      AOE: 'CTRL',
      POW: null,
      OFF: false,
      target: 'any',
      duration: 'oneRound',
      effects: [{ kind: 'modifyStat', stat: 'DEF', delta: 1 }],
      text: {
        en: 'Test spell: every model in the control area gains +1 DEF for a round.',
        hu: 'Tesztvarázslat: a kontrollterület minden modellje egy körre +1 DEF-et kap.',
      },
    },
    {
      ...base,
      id: 'test-soot-cloud',
      name: 'Soot Cloud (test)',
      RNG: 8,
      AOE: 5,
      POW: null,
      OFF: false,
      target: 'any',
      duration: 'oneRound',
      effects: [{ kind: 'modifyStat', stat: 'ARM', delta: 2 }],
      text: {
        en: 'Test spell: every model in a circle around the target gains +2 ARM for a round.',
        hu: 'Tesztvarázslat: a célpont körüli kör minden modellje egy körre +2 ARM-ot kap.',
      },
    },
    {
      ...base,
      id: 'test-ember-bloom',
      name: 'Ember Bloom (test)',
      RNG: 8,
      AOE: null,
      POW: null,
      OFF: false,
      target: 'friendly',
      effects: [{ kind: 'placeTemplate', AOE: 5, effects: [{ kind: 'heal', n: 1 }] }],
      text: {
        en: 'Test spell: a circle around the friendly target heals every model under it by 1.',
        hu: 'Tesztvarázslat: a baráti célpont körüli kör minden alatta álló modellt 1 ponttal gyógyít.',
      },
    },
    {
      ...base,
      id: 'test-rust-hex',
      name: 'Rust Hex (test)',
      RNG: 8,
      AOE: null,
      POW: null,
      OFF: false,
      target: 'any',
      duration: 'oneRound',
      effects: [{ kind: 'modifyStat', stat: 'ARM', delta: -2 }],
      text: {
        en: 'Test spell: the target model suffers -2 ARM for a round.',
        hu: 'Tesztvarázslat: a célpont egy körre -2 ARM-ot kap.',
      },
    },
  );
  return c;
})();
const ringRules = makeRules(ringContent, {});
const ringBot = warmachineBotKnowledge(ringContent);
const ring: WmChoice = { kind: 'cast', spell: 'test-cinder-ring' };
const lash: WmChoice = { kind: 'cast', spell: 'test-ash-lash' };
const end: WmChoice = { kind: 'endActivation' };

/** Ash at (24, 30) with her full focus, having stood still, and the other models listed. */
function standing(others: Record<string, { x: number; y: number }>): WmState {
  const s = position({ 'p2.ash': { x: 24, y: 30, set: { focus: 7 } }, ...others }, { active: 'p2', r: ringRules });
  const opened = act(s, 'p2', { kind: 'activate', model: 'p2.ash' }, [], ringRules).state;
  return act(opened, 'p2', { kind: 'forfeitMove', aim: false }, [], ringRules).state;
}

/** Whether the bots would weigh a cast: the candidates of search keep it, and the heuristic's pool. */
function weighed(s: WmState, c: WmChoice): boolean {
  const legal = ringRules.legalChoices(s, 'p2');
  expect(legal).toContainEqual(c);
  const kept = ringBot.candidates!(s, 'p2', legal).some((x) => JSON.stringify(x) === JSON.stringify(c));
  const prior = ringBot.prior!(s, 'p2', [c, end], SeededDice.fromSeed(5))[0] as number;
  expect(prior > 0).toBe(kept);
  expect(ringBot.macroChoices!(s, 'p2').length).toBeGreaterThan(0);
  return kept;
}

describe('the bots judge a harmful spell centred on the caster by what it catches', () => {
  it('the test content loads, and Cinder Ring is a SELF spell with a circle', () => {
    expect(loadContent(warmachineRuleset.content, ringContent).ok).toBe(true);
    expect(ringRules.legalChoices(standing({ 'p1.kron': { x: 24, y: 10 } }), 'p2')).toContainEqual(ring);
    expect(
      ringContent.models.find((m) => m.id === 'ash')?.spells?.find((x) => x.id === 'test-cinder-ring'),
    ).toMatchObject({ RNG: 'SELF', AOE: 6, OFF: true });
  });

  it('Cinder Ring with two enemy warjacks in its circle and no friend but Ash is weighed', () => {
    const s = standing({ 'p1.bastion': { x: 24, y: 27.5 }, 'p1.sparrow': { x: 26.5, y: 30 } });
    expect(weighed(s, ring)).toBe(true);
  });

  it('Cinder Ring is left unused where it catches no enemy, or as many friends (Ash among them) as enemies', () => {
    // Only Gravemaw beside her; every enemy far off.
    const alone = standing({ 'p2.gravemaw': { x: 21.5, y: 30 }, 'p1.kron': { x: 24, y: 5 } });
    expect(weighed(alone, ring)).toBe(false);
    expect(ringBot.heuristicChoice!(alone, 'p2', [ring, end], SeededDice.fromSeed(5))).toEqual(end);
    // One enemy and Ash herself: its attack is on her (WM-SPELL-28).
    const one = standing({ 'p1.bastion': { x: 24, y: 27.5 } });
    expect(weighed(one, ring)).toBe(false);
    // Two enemies, and Ash and Gravemaw.
    const even = standing({
      'p1.bastion': { x: 24, y: 27.5 },
      'p1.sparrow': { x: 26.5, y: 30 },
      'p2.gravemaw': { x: 21.5, y: 30 },
    });
    expect(weighed(even, ring)).toBe(false);
  });

  it('a spell on the control area that reaches enemies alone is weighed with one enemy in the area, not with none', () => {
    // Kron 10 inches off, in Ash's 14-inch control area; Ash is not one the spell reaches.
    expect(weighed(standing({ 'p1.kron': { x: 24, y: 20 }, 'p2.gravemaw': { x: 21.5, y: 30 } }), lash)).toBe(true);
    expect(weighed(standing({ 'p1.kron': { x: 24, y: 5 }, 'p2.gravemaw': { x: 21.5, y: 30 } }), lash)).toBe(false);
  });
});

describe('the bots aim no spell that only helps at an enemy', () => {
  it('Ember Ward is weighed on Gravemaw and left out on Kron, and the heuristic would rather end', () => {
    const s = standing({ 'p2.gravemaw': { x: 21.5, y: 30 }, 'p1.kron': { x: 24, y: 25 } });
    const onFoe: WmChoice = { kind: 'cast', spell: 'test-ember-ward', target: 'p1.kron' };
    const onJack: WmChoice = { kind: 'cast', spell: 'test-ember-ward', target: 'p2.gravemaw' };
    expect(weighed(s, onFoe)).toBe(false);
    expect(weighed(s, onJack)).toBe(true);
    expect(ringBot.heuristicChoice!(s, 'p2', [onFoe, end], SeededDice.fromSeed(5))).toEqual(end);
  });
});

describe('the bots judge a spell by every model it catches', () => {
  const cast = (spell: string, target?: string): WmChoice =>
    target === undefined ? { kind: 'cast', spell } : { kind: 'cast', spell, target };

  it('the test content loads, and its new spells are described as this test reads them', () => {
    expect(loadContent(warmachineRuleset.content, ringContent).ok).toBe(true);
    const witch = ringContent.models.find((m) => m.id === 'ash');
    const sp = (id: string) => witch?.spells?.find((x) => x.id === id);
    expect(sp('test-ash-haze')).toMatchObject({ AOE: 'CTRL', OFF: false, POW: null, target: 'any' });
    expect(sp('test-soot-cloud')).toMatchObject({ AOE: 5, OFF: false, POW: null, target: 'any' });
    expect(sp('test-ember-bloom')).toMatchObject({ AOE: null, OFF: false, POW: null, target: 'friendly' });
    expect(sp('test-rust-hex')).toMatchObject({ AOE: null, OFF: false, POW: null, target: 'any' });
    expect(spells.get('blight-burst')).toMatchObject({ OFF: true, AOE: 3, target: 'any' });
  });

  it('a spell on the control area that only helps is left out where it catches more enemies than friends', () => {
    const haze = cast('test-ash-haze');
    // Ash and Gravemaw against Kron, all in her control area.
    const ahead = standing({ 'p2.gravemaw': { x: 21.5, y: 30 }, 'p1.kron': { x: 24, y: 20 } });
    expect(weighed(ahead, haze)).toBe(true);
    // Ash alone against Kron and Bastion.
    const behind = standing({ 'p1.kron': { x: 24, y: 20 }, 'p1.bastion': { x: 27, y: 20 } });
    expect(weighed(behind, haze)).toBe(false);
    expect(ringBot.heuristicChoice!(behind, 'p2', [haze, end], SeededDice.fromSeed(5))).toEqual(end);
  });

  it('a spell that only helps, aimed at a friend, is left out where its circle catches more enemies than friends', () => {
    const cloud = cast('test-soot-cloud', 'p2.gravemaw');
    // Gravemaw 6 inches ahead of Ash, Kron beside him, within the circle; with Sparrow too, two enemies.
    const one = { 'p2.gravemaw': { x: 24, y: 24 }, 'p1.kron': { x: 22.2, y: 24 } };
    expect(weighed(standing(one), cloud)).toBe(true);
    expect(weighed(standing({ ...one, 'p1.sparrow': { x: 26.1, y: 24 } }), cloud)).toBe(false);
    // Aimed at an enemy it is left out whatever it catches.
    expect(weighed(standing(one), cast('test-soot-cloud', 'p1.kron'))).toBe(false);
  });

  it('a spell whose effect places a helpful template is left out where the template catches more enemies than friends', () => {
    const bloom = cast('test-ember-bloom', 'p2.gravemaw');
    const one = { 'p2.gravemaw': { x: 24, y: 24 }, 'p1.kron': { x: 22.2, y: 24 } };
    expect(weighed(standing(one), bloom)).toBe(true);
    expect(weighed(standing({ ...one, 'p1.sparrow': { x: 26.1, y: 24 } }), bloom)).toBe(false);
  });

  it('a harmful spell with no attack and no POW is left out on a friend and weighed on an enemy', () => {
    const s = standing({ 'p2.gravemaw': { x: 21.5, y: 30 }, 'p1.kron': { x: 24, y: 25 } });
    expect(weighed(s, cast('test-rust-hex', 'p2.gravemaw'))).toBe(false);
    expect(weighed(s, cast('test-rust-hex', 'p1.kron'))).toBe(true);
    expect(
      ringBot.heuristicChoice!(s, 'p2', [cast('test-rust-hex', 'p2.gravemaw'), end], SeededDice.fromSeed(5)),
    ).toEqual(end);
  });

  it('a harmful spell aimed at an enemy is left out where its blast catches more friends than enemies', () => {
    const blight = cast('blight-burst', 'p1.kron');
    // Kron 6 inches ahead of Ash, Gravemaw beside him under the blast; with Wraithwing too, two friends.
    const one = { 'p1.kron': { x: 24, y: 24 }, 'p2.gravemaw': { x: 22.2, y: 24 } };
    expect(weighed(standing(one), blight)).toBe(true);
    expect(weighed(standing({ ...one, 'p2.wraithwing': { x: 25.6, y: 24 } }), blight)).toBe(false);
  });
});
