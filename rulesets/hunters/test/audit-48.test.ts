import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, unwrap } from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import { carriedModules, moduleCapacity, type CampaignState } from '../src/campaign.ts';
import { charDefenceDice } from '../src/game.ts';
import { moduleRoom } from '../src/gear.ts';
import { huntersRuleset } from '../src/index.ts';
import { TWO_PLAYER_CAMPAIGN, scene, soldierAndMedicCampaign } from './fixture.ts';

describe('Armor Projector', () => {
  it('HU-GEAR-31 only a character on the Projector’s own space rolls the extra die; one a space away rolls none', () => {
    const sc = scene({
      chars: [
        { cls: 'recon', at: [5, 5], gear: ['smg', 'armor-projector'] },
        { cls: 'soldier', at: [5, 6], facing: 0 },
      ],
      enemies: [],
    });
    const g = sc.ctx([]);
    const soldier = sc.char('soldier');
    // Kevlar: melee 1, area 1; nothing added a space away.
    expect(charDefenceDice(g, soldier, 'melee', null, false)).toBe(1);
    expect(charDefenceDice(g, soldier, 'area', null, false)).toBe(1);
    // The same soldier moved onto the Projector's space rolls one more.
    soldier.pos = { x: 5, y: 5 };
    expect(charDefenceDice(g, soldier, 'melee', null, false)).toBe(2);
    expect(charDefenceDice(g, soldier, 'area', null, false)).toBe(2);
  });
});

describe('the character sheet', () => {
  it('HU-SHEET-05 XP, Fuel Cells, Food and Morale take no slot: 40 of each leave the room for modules as it was', () => {
    const s: CampaignState = soldierAndMedicCampaign();
    const soldier = s.chars.find((c) => c.id === 'soldier');
    if (!soldier) throw new Error('no soldier');
    soldier.modules = { optics: 2 };
    const room = moduleCapacity(C, soldier);
    expect(room).toBeGreaterThan(2);
    Object.assign(soldier, { xp: 40, fuel: 40, food: 40 });
    expect(moduleCapacity(C, soldier)).toBe(room);
    expect(carriedModules(soldier)).toBe(2);
    // In a mission: Morale and Fuel Cells beside the sheet leave every module space free.
    const sc = scene({ chars: [{ cls: 'soldier', at: [0, 0] }], enemies: [] });
    const g = { ...sc.ctx([]), s: sc.state };
    const ch = sc.char('soldier');
    ch.modules = { optics: 2 };
    const free = moduleRoom(g, ch);
    expect(free).toBeGreaterThan(0);
    ch.morale = 40;
    ch.fuel = 40;
    expect(moduleRoom(g, ch)).toBe(free);
  });

  it('HU-SHEET-11 a new character starts his first mission with the Morale his sheet prints', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, new LoadedDice(['blank']))).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
    const printed = (id: string) => C.classes.find((k) => k.id === id)?.morale;
    const morale = m.state.chars.map((c) => [c.id, c.morale]);
    expect(morale).toEqual([
      ['soldier', printed('soldier')],
      ['medic', printed('medic')],
    ]);
    expect(morale.every(([, n]) => typeof n === 'number' && n > 0)).toBe(true);
  });
});
