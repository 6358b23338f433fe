/**
 * The bots' knowledge is made for the house rules a game is played by, so that a bot searches and
 * judges the game's own rules, not the defaults.
 */
import { describe, expect, it } from 'vitest';
import { Engine, SeededDice, unwrap } from '@skirmish/core';
import { huntersRuleset, type HuntersChoice } from '@skirmish/hunters';
import { botKnowledge } from '../src/catalog.ts';

const NO_SHARING = { foodSharing: false };

describe('the bots know the game’s house rules', () => {
  it('one knowledge a set of house rules: the same rules give the same, others another', () => {
    const plain = botKnowledge('hunters');
    expect(botKnowledge('hunters', undefined, 'sample', {})).toBe(plain);
    expect(botKnowledge('hunters', undefined, 'sample', NO_SHARING)).toBe(
      botKnowledge('hunters', undefined, 'sample', { foodSharing: false }),
    );
    expect(botKnowledge('hunters', undefined, 'sample', NO_SHARING)).not.toBe(plain);
  });

  it('a Hunters bot of a table that does not share Food travels on where one character has none', () => {
    // Two characters between missions at L1, two Food in all, both the Soldier's.
    const engine = unwrap(Engine.create(huntersRuleset, { options: NO_SHARING }));
    const m = unwrap(
      engine.start(3, {
        mode: 'campaign',
        players: 2,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p2' },
        ],
      }),
    );
    const camp = structuredClone(m.state.campaign!);
    camp.location = 'L1';
    camp.chars.find((c) => c.id === 'soldier')!.food = 2;
    camp.chars.find((c) => c.id === 'medic')!.food = 0;
    const s = { ...m.state, campaign: camp };
    const legal = engine.rules.legalChoices(s, 'p1');
    expect(legal.some((c) => c.kind === 'rest')).toBe(true);
    const picks = (options: Record<string, boolean>): HuntersChoice[] => {
      const k = botKnowledge('hunters', undefined, 'sample', options)!;
      return legal.map((_, draw) => k.heuristicChoice!(s, 'p1', legal, SeededDice.fromSeed(draw)) as HuntersChoice);
    };
    // The table's own knowledge never rests or works on a day one of them would go hungry.
    expect(
      picks(engine.options as Record<string, boolean>).filter((c) => c.kind === 'rest' || c.kind === 'work'),
    ).toEqual([]);
    // Knowledge made for the default table, where the Soldier's Food feeds both, does.
    expect(picks({}).some((c) => c.kind === 'rest' || c.kind === 'work')).toBe(true);
  });
});
