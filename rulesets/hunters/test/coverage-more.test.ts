/**
 * Rule paths the other tests never reached: an Area weapon that must be reloaded, Food shared by
 * the best-fed of three, two-use gear handed over between missions, a Penalty Attack on Cover, and
 * a card's Interact after a Move that ended in melee.
 */
import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, unwrap, type ScriptedRoll } from '@skirmish/core';
import { areaChoices, resolveArea, resolveInteract } from '../src/actions.ts';
import { advanceDays, newCampaign, type CampaignState } from '../src/campaign.ts';
import { sampleContent as C } from '../src/content/sample.ts';
import type { Gear, HuntersContent } from '../src/content/schema.ts';
import { huntersRuleset } from '../src/index.ts';
import type { CharState } from '../src/state.ts';
import type { Pos } from '../src/board.ts';
import { TWO_PLAYER_CAMPAIGN, act, drive, leapScene, scene } from './fixture.ts';

const D = (...r: ScriptedRoll[]) => new LoadedDice(r);
const open = { vantage: false, cover: false, openGround: false, finding: false, covered: false };

/** A test pack's grenade launcher: an Area weapon of range 2 with the Reload trait. */
const LAUNCHER: Gear = {
  id: 'launcher',
  name: 'Launcher',
  sample: true,
  type: 'weapon',
  size: 'basic',
  attack: 'area',
  melee: 'X',
  ranged: [
    { dice: 2, toHit: 0 },
    { dice: 2, toHit: 0 },
  ],
  fullAuto: 0,
  ap: false,
  incendiary: false,
  reload: true,
  autoHit: false,
  fuelUpkeep: 0,
  accessorySpace: 'one-notch',
  curesPoison: false,
  twoUse: false,
  duration: 0,
  text: 'test',
};

describe('rule paths reached by no other test', () => {
  it('HU-GEAR-22 HU-MSETUP-08 HU-INTERACT-06 an Area weapon with Reload starts loaded, is unloaded by its attack and fires again once reloaded', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], gear: ['launcher'], morale: 0 }],
      enemies: [{ kind: 'gorilla', at: [1, 0] }],
      content: (c: HuntersContent) => ({ ...c, gear: [...c.gear, LAUNCHER] }),
    });
    const g = sc.ctx([6, 6]);
    const soldier = sc.char('soldier') as CharState & { pos: Pos };
    expect(soldier.loaded).toEqual(['launcher']);
    expect(areaChoices(g, soldier).some((c) => c.kind === 'area' && c.weapon === 'launcher')).toBe(true);
    // Two dice, both 6: no hit, so no defence roll either.
    resolveArea(g, soldier, { kind: 'area', weapon: 'launcher', x: 1, y: 0, morale: false }, 2, null);
    expect(g.dice.remaining).toBe(0);
    expect(g.events.some((e) => e.type === 'hunters/area-attack')).toBe(true);
    expect(soldier.loaded).toEqual([]);
    expect(areaChoices(g, soldier)).toEqual([]);
    resolveInteract(g, soldier, { kind: 'interact', what: 'reload', target: 'launcher' });
    expect(soldier.loaded).toEqual(['launcher']);
    expect(areaChoices(g, soldier).some((c) => c.kind === 'area' && c.weapon === 'launcher')).toBe(true);
  });

  it('HU-HEALTH-14 AMB-64 a character without Food eats from the teammate with the most, not the first one listed', () => {
    const s = unwrap(
      newCampaign(
        C,
        {
          characters: [
            { class: 'soldier', seat: 'p1' },
            { class: 'medic', seat: 'p2' },
            { class: 'sniper', seat: 'p3' },
          ],
          room: 'forge',
        },
        D(),
      ),
    );
    const food: Record<string, number> = { soldier: 0, medic: 1, sniper: 3 };
    for (const ch of s.chars) ch.food = food[ch.id] ?? 0;
    const health = s.chars.map((ch) => ch.health);
    const r = advanceDays(C, s, 1, D());
    expect(r.events.filter((e) => e.type === 'hunters/food-shared')).toMatchObject([
      { from: 'sniper', to: 'soldier', rule: 'HU-HEALTH-14' },
    ]);
    // Everyone eats: the Sniper gave one and ate one, the Medic ate her only one.
    expect(r.state.chars.map((ch) => [ch.id, ch.food])).toEqual([
      ['soldier', 0],
      ['medic', 0],
      ['sniper', 1],
    ]);
    expect(r.state.chars.map((ch) => ch.health)).toEqual(health);
  });

  it('HU-MSETUP-10 AMB-76b a used-once Auto Med Kit handed over between missions comes into the next mission used once', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    const camp0 = JSON.parse(JSON.stringify(m.state.campaign)) as CampaignState;
    const soldier0 = camp0.chars.find((c) => c.id === 'soldier');
    if (!soldier0) throw new Error('setup');
    soldier0.gear.push('auto-med-kit');
    soldier0.usedOnce = ['auto-med-kit'];
    m = { ...m, state: { ...m.state, campaign: camp0 } };
    const give = { kind: 'hand-over', from: 'soldier', to: 'medic', item: 'auto-med-kit' } as const;
    expect(eng.legal(m, 'p1')).toContainEqual(give);
    m = unwrap(eng.submit(m, 'p1', give)).match;
    const camp1 = m.state.campaign as CampaignState;
    expect(camp1.chars.map((c) => [c.id, c.usedOnce])).toEqual([
      ['soldier', []],
      ['medic', ['auto-med-kit']],
    ]);
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, D('blank'))).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
    const medic = m.state.chars.find((c) => c.id === 'medic');
    expect(medic?.equipment).toContain('auto-med-kit');
    // One use is left: the next use will be its last.
    expect(medic?.usedOnce).toEqual(['auto-med-kit']);
    expect(m.state.chars.find((c) => c.id === 'soldier')?.usedOnce).toEqual([]);
  });

  it('HU-ENEMY-28 AMB-46 AMB-34 a Penalty Attack on a Cover space loses 1 from its base To Hit 3; with the option off it does not', () => {
    // A Marauder in melee with the Soldier and the Medic on a Cover space, walled on two sides.
    const leap = (coverInMelee: boolean) =>
      leapScene({ spaces: [{ at: [5, 5], ...open, cover: true }], options: { coverInMelee, enemyTies: 'ask' } });
    // The Soldier's Knife (+0): 3 dice 1, 3, 5. To Hit 2 makes one hit, To Hit 3 two.
    const covered = leap(true);
    const r = act(covered, 'e1', [1, 3, 5, 'blank'], [{ kind: 'penalty', character: 'soldier' }]);
    expect(r.events.find((e) => e.type === 'hunters/attack')?.toHit).toBe(2);
    expect(covered.enemy('e1').health).toBe(3);
    const plain = leap(false);
    const r2 = act(plain, 'e1', [1, 3, 5, 'blank'], [{ kind: 'penalty', character: 'soldier' }]);
    expect(r2.events.find((e) => e.type === 'hunters/attack')?.toHit).toBe(3);
    expect(plain.enemy('e1').health).toBe(2);
  });

  it('HU-INTERACT-10 HU-MOVE-05 a card’s Interact after a Move that ends in melee is passed over; out of melee it collects', () => {
    // A test pack's card: Move 1, then Interact. A finding lies on the space the Soldier steps to.
    const grab = (enemyAt: [number, number]) =>
      drive(
        scene({
          width: 4,
          height: 1,
          spaces: [{ at: [1, 0], ...open, finding: true }],
          chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-grab'] }],
          enemies: [{ kind: 'gorilla', at: enemyAt }],
          content: (c: HuntersContent) => ({
            ...c,
            cards: [
              ...c.cards,
              {
                id: 'soldier-grab',
                name: 'Grab',
                sample: true,
                class: 'soldier',
                level: 1,
                activities: [{ kind: 'move', mp: 1 }, { kind: 'interact' }],
                text: 'test',
              },
            ],
          }),
        }),
      );
    const play = { kind: 'play', card: 'soldier-grab', enhancement: null, enhance: -1 } as const;
    // The gorilla stands on the finding: the step starts a melee, and the Interact is not open.
    const melee = grab([1, 0]);
    melee.do(play);
    melee.do({ kind: 'step', x: 1, y: 0 });
    expect(melee.state.current?.activity).toBeNull();
    expect(melee.legal().some((c) => c.kind === 'interact')).toBe(false);
    expect(melee.state.collected).toEqual([]);
    // The gorilla two spaces off: the same card picks the finding up.
    const free = grab([3, 0]);
    free.do(play);
    free.do({ kind: 'step', x: 1, y: 0 });
    free.do({ kind: 'stop' });
    expect(free.legal()).toContainEqual({ kind: 'interact', what: 'collect', target: '1,0' });
    free.do({ kind: 'interact', what: 'collect', target: '1,0' });
    expect(free.state.collected).toEqual(['1,0']);
  });
});
