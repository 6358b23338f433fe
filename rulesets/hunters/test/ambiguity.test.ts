/**
 * The defaults of the checklist's ambiguity table (AMB-xx), each proved on its own with scripted
 * dice: the campaign's, the mission set-up's, the characters' and the enemies'.
 */
import { describe, expect, it } from 'vitest';
import {
  Engine,
  LoadedDice,
  SeededDice,
  resolveOptions,
  unwrap,
  type GameEvent,
  type ScriptedRoll,
} from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import type { CardOption, EventCard, HuntersContent, Mission } from '../src/content/schema.ts';
import {
  advanceDays,
  buy,
  buyRefusal,
  cardOptions,
  healAt,
  newCampaign,
  resolveCard,
  rest,
  startConstruction,
  startExpansion,
  travel,
  work,
  type CampaignState,
} from '../src/campaign.ts';
import { finishMission } from '../src/campaign-mode.ts';
import { buildMission } from '../src/mission.ts';
import { charDefenceDice, missionOptions } from '../src/game.ts';
import { meleeChoices, resolveArea, resolveShoot, shootChoices } from '../src/actions.ts';
import { chooseList, entryDoable } from '../src/enemy.ts';
import { huntersRuleset } from '../src/index.ts';
import type { CharState } from '../src/state.ts';
import type { Pos } from '../src/board.ts';
import { act, drive, P, scene, TEST_MACHINE, TWO_PLAYER_CAMPAIGN, type SceneSpec } from './fixture.ts';

const D = (...r: ScriptedRoll[]) => new LoadedDice(r);
type Placed = CharState & { pos: Pos };

function camp(pack: HuntersContent = C, over: Partial<CampaignState> = {}): CampaignState {
  const s = unwrap(
    newCampaign(
      pack,
      {
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p2' },
        ],
        room: 'forge',
      },
      D(),
    ),
  );
  return { ...s, ...over };
}

function ch(s: CampaignState, id: string) {
  const x = s.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

const daysEntered = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'hunters/day').length;

describe('ambiguity defaults between missions', () => {
  it('HU-HEALTH-02 AMB-07b while someone is unconscious a rest takes 4 days and each work day 2, paid as one', () => {
    const s = camp(C, { location: 'L1-S2' });
    for (const c of s.chars) c.food = 9;
    ch(s, 'medic').health = 0;
    const rested = unwrap(rest(C, s, D()));
    expect(rested.state.day).toBe(5);
    expect(daysEntered(rested.events)).toBe(4);
    // The Scrap Yard pays 2 a day: two working days take 4 days and pay the conscious Soldier twice.
    const fuel = ch(s, 'soldier').fuel;
    const worked = unwrap(work(C, s, 2, D()));
    expect(worked.state.day).toBe(5);
    expect(daysEntered(worked.events)).toBe(4);
    expect(worked.events.filter((e) => e.type === 'hunters/work')).toHaveLength(2);
    expect(ch(worked.state, 'soldier').fuel).toBe(fuel + 4);
    expect(ch(worked.state, 'medic').fuel).toBe(ch(s, 'medic').fuel);
  });

  it('HU-TRAVEL-05 AMB-11 a town card comes from the pile of the zone of the location that holds the site', () => {
    // A site of the Zone II refinery whose own record says zone 1: the parent's zone counts.
    const pack: HuntersContent = {
      ...C,
      locations: [
        ...C.locations,
        {
          id: 'L2-S1',
          name: 'Pump House',
          sample: true,
          zone: 1,
          parent: 'L2',
          services: { sells: [], blueprints: [] },
        },
      ],
    };
    const atL2 = camp(pack, { location: 'L2', attached: [] });
    const entered = unwrap(travel(pack, atL2, 'L2-S1', D('shield'))).state;
    expect(entered.toRead).toEqual(['T201']);
    expect(entered.towns).toEqual({ '1': ['T101'], '2': [], '3': [] });
    const atSite = camp(pack, { location: 'L2-S1', attached: [] });
    const left = unwrap(travel(pack, atSite, 'L2', D('shield'))).state;
    expect(left.toRead).toEqual(['T201']);
    expect(left.towns['1']).toEqual(['T101']);
  });

  it('HU-CRAFT-06 HU-BASE-07 AMB-15 a room builds while it expands, at the level it has until the expansion is done', () => {
    const s = camp(C, { day: 4, blueprints: ['bp-knife', 'bp-axe'] });
    ch(s, 'soldier').modules.junk = 10;
    // Forge 1 -> 2 costs 2 Junk and takes 5 days: level 2 on day 9.
    const expanding = unwrap(startExpansion(C, s, 'forge')).state;
    const knife = startConstruction(C, expanding, 'bp-knife', 'soldier');
    expect(knife.ok).toBe(true);
    const axe = startConstruction(C, expanding, 'bp-axe', 'soldier');
    expect(axe.ok ? '' : axe.error.rule).toBe('HU-CRAFT-01');
    // The knife (2 days) is delivered on day 6 while the Forge is still at level 1.
    const day6 = advanceDays(C, unwrap(knife).state, 2, D()).state;
    expect(day6.rooms.forge).toBe(1);
    expect(ch(day6, 'soldier').storeroom.gear).toEqual(['knife']);
    const day9 = advanceDays(C, day6, 3, D()).state;
    expect(day9.rooms.forge).toBe(2);
    expect(startConstruction(C, day9, 'bp-axe', 'soldier').ok).toBe(true);
  });

  it('HU-EVENT-12 AMB-19 with no option affordable the first option without a cost is taken, else the last', () => {
    const opt = (label: string, extra: Partial<CardOption>): CardOption => ({
      label,
      text: 'test',
      mandatory: false,
      cost: [],
      handling: 'discard',
      effects: [],
      ...extra,
    });
    const card = (id: string, options: CardOption[]): EventCard => ({
      id,
      sample: true,
      deck: 'event',
      title: id,
      text: 'test',
      personal: false,
      options,
    });
    const dear = { cost: [{ kind: 'fuel' as const, n: 99 }] };
    const locked = (marker: string) => ({ requires: marker, effects: [{ kind: 'xp' as const, n: 1 }] });
    const pack: HuntersContent = {
      ...C,
      events: [
        ...C.events,
        card('X01', [opt('A', dear), opt('B', locked('never')), opt('C', locked('nor-this')), opt('D', dear)]),
        card('X02', [opt('A', dear), opt('B', dear), opt('C', dear)]),
      ],
    };
    const s = camp(pack);
    expect(cardOptions(pack, s, 'X01')).toEqual([1]);
    expect(cardOptions(pack, s, 'X02')).toEqual([2]);
    // The fallback is the one option that may be chosen: its back is resolved, the others refused.
    const read = camp(pack, { toRead: ['X01'] });
    expect(resolveCard(pack, read, 0, D()).ok).toBe(false);
    const r = unwrap(resolveCard(pack, read, 1, D(), { payer: 'medic' })).state;
    expect(ch(r, 'medic').xp).toBe(1);
  });

  it('HU-HEALTH-12 AMB-63 poisoning a poisoned character changes nothing, and one cure ends it', () => {
    const s = camp(C, { toRead: ['632'], location: 'L1' });
    ch(s, 'medic').poisoned = true;
    ch(s, 'medic').fuel = 5;
    const before = structuredClone(ch(s, 'medic'));
    const again = unwrap(resolveCard(C, s, 0, D(), { resolver: 'medic' })).state;
    expect(ch(again, 'medic')).toEqual(before);
    const cured = unwrap(healAt(C, again, 'medic', true)).state;
    expect(ch(cured, 'medic').poisoned).toBe(false);
    expect(ch(advanceDays(C, cured, 1, D()).state, 'medic').health).toBe(before.health);
  });

  it('HU-TRAVEL-09 AMB-89 a place sells as many of a piece as the party pays for, always at the listed price', () => {
    const s = camp(C, { location: 'L1' });
    ch(s, 'soldier').fuel = 9;
    ch(s, 'medic').fuel = 3;
    const price = C.gear.find((g) => g.id === 'knife')?.price ?? 0;
    let t = s;
    for (let i = 0; i < 3; i++) t = unwrap(buy(C, t, 'soldier', 'knife')).state;
    t = unwrap(buy(C, t, 'medic', 'knife')).state;
    expect(ch(t, 'soldier').gear.filter((g) => g === 'knife')).toHaveLength(4);
    expect(ch(t, 'soldier').fuel).toBe(9 - 3 * price);
    expect(ch(t, 'medic').fuel).toBe(3 - price);
    expect(buyRefusal(C, { ...t, chars: t.chars.map((c) => ({ ...c, fuel: price })) }, 'soldier', 'knife')).toBeNull();
  });
});

describe('ambiguity defaults of a campaign mission', () => {
  /** A campaign at the start of mission Q02, launched by card 001 at the Rust Market. */
  function launched(medicHealth?: number) {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, D('blank'))).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    const camp0 = m.state.campaign as CampaignState;
    const state =
      medicHealth === undefined
        ? m.state
        : {
            ...m.state,
            campaign: {
              ...camp0,
              chars: camp0.chars.map((c) => (c.id === 'medic' ? { ...c, health: medicHealth } : c)),
            },
          };
    return { eng, state };
  }

  it('HU-SHEET-01 AMB-26 every mission starts with the sheet’s Morale, whatever was spent in the last', () => {
    const { eng, state } = launched();
    const sheet = (id: string) => C.classes.find((k) => k.id === id)?.morale;
    const first = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission' }, D())).state;
    expect(first.chars.map((c) => [c.id, c.morale])).toEqual([
      ['soldier', sheet('soldier')],
      ['medic', sheet('medic')],
    ]);
    // The Soldier spent all his Morale, the Medic ended with more than her sheet gives.
    const ended = {
      ...first,
      result: { victory: true, reason: 'test' },
      chars: first.chars.map((c) => ({ ...c, morale: c.id === 'soldier' ? 0 : 6 })),
    };
    const back = finishMission(C, ended).state;
    const again = { ...back, campaign: { ...(back.campaign as CampaignState), launched: 'Q02' } };
    const second = unwrap(eng.rules.apply(again, 'p1', { kind: 'start-mission' }, D())).state;
    expect(second.chars.map((c) => [c.id, c.morale])).toEqual([
      ['soldier', sheet('soldier')],
      ['medic', sheet('medic')],
    ]);
  });

  it('HU-HEALTH-16 HU-MSETUP-06 AMB-58 an unconscious character is deployed with the party, unconscious', () => {
    const { eng, state } = launched(0);
    let s = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission' }, D())).state;
    expect(s.mission).toBe('Q02');
    expect(s.chars.find((c) => c.id === 'medic')?.health).toBe(0);
    for (const [seat, id] of [
      ['p1', 'soldier'],
      ['p2', 'medic'],
    ] as const)
      s = unwrap(eng.rules.apply(s, seat, { kind: 'keep-random', character: id }, SeededDice.fromSeed(7))).state;
    expect(eng.rules.pending(s).map((d) => [d.kind, d.seats])).toEqual([
      ['hunters/deploy', ['p1']],
      ['hunters/deploy', ['p2']],
    ]);
    const q02 = C.missions.find((x) => x.id === 'Q02') as Mission;
    const [x, y] = q02.deployment[0] ?? [0, 0];
    s = unwrap(
      eng.rules.apply(s, 'p1', { kind: 'deploy', character: 'soldier', x, y, facing: 2, hidden: false }, D()),
    ).state;
    s = unwrap(
      eng.rules.apply(s, 'p2', { kind: 'deploy', character: 'medic', x, y, facing: 2, hidden: false }, D()),
    ).state;
    expect(s.chars.find((c) => c.id === 'medic')).toMatchObject({ pos: { x, y }, health: 0 });
    // The turn begins with the Soldier, the only one able to act.
    expect(s.result).toBeNull();
    expect(s.current?.character).toBe('soldier');
  });
});

describe('ambiguity defaults of the mission set-up and the characters', () => {
  it('HU-MSETUP-04 AMB-69 an uneven multiplier is dealt round the listed spaces in order', () => {
    const q02 = C.missions.find((x) => x.id === 'Q02') as Mission;
    const dealt = (count: number, spaces: string[]) => {
      const mission: Mission = { ...q02, enemies: [{ enemy: 'giant-rat', count, spaces, facing: 6 }] };
      const pack: HuntersContent = { ...C, missions: C.missions.map((m) => (m.id === 'Q02' ? mission : m)) };
      const built = unwrap(
        buildMission(pack, missionOptions(unwrap(resolveOptions(huntersRuleset.options, {}))), {
          mission: 'Q02',
          players: 2,
          characters: [
            { class: 'soldier', seat: 'p1', level: 1, fuel: 0 },
            { class: 'medic', seat: 'p2', level: 1, fuel: 0 },
          ],
        }),
      );
      return spaces.map((label) => {
        const [x, y] = q02.labels[label] ?? [0, 0];
        return built.enemies.filter((e) => e.pos.x === x && e.pos.y === y).map((e) => e.id);
      });
    };
    expect(dealt(5, ['1A', '1B'])).toEqual([
      ['e1', 'e3', 'e5'],
      ['e2', 'e4'],
    ]);
    expect(dealt(4, ['1A', '1B', '1C'])).toEqual([['e1', 'e4'], ['e2'], ['e3']]);
  });

  it('HU-TURN-04 AMB-78 a hand above 5 is kept: no card is drawn and none discarded', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [0, 0] },
      ],
      enemies: [{ kind: 'giant-rat', at: [9, 9] }],
    });
    const soldier = sc.char('soldier');
    const extra = soldier.deck.shift() as string;
    soldier.hand.push(extra);
    const hand = [...soldier.hand];
    expect(hand).toHaveLength(6);
    const d = drive(sc);
    const events = d.do({ kind: 'activate', character: 'soldier' });
    expect(events.filter((e) => e.type === 'hunters/draw')).toEqual([]);
    expect(d.char('soldier').hand).toEqual(hand);
    expect(d.char('soldier').used).toEqual([]);
  });
});

/** The combat tests' way in: a scene with the sample content and its dice. */
function setup(spec: SceneSpec, dice: ScriptedRoll[]) {
  const sc = scene(spec);
  const g = sc.ctx(dice);
  return { sc, g, ch: (id: string) => sc.char(id) as Placed };
}

const withMachine = (c: HuntersContent): HuntersContent => ({ ...c, enemies: [...c.enemies, TEST_MACHINE] });

describe('ambiguity defaults of attacks', () => {
  it('HU-TERRAIN-06 AMB-35 Cover costs an Area attack 1 To Hit against every target on the space, enemy or character', () => {
    const open = { vantage: false, cover: false, openGround: false, finding: false, covered: false };
    const toHits = (cover: boolean) => {
      const { g, ch } = setup(
        {
          spaces: [{ at: [1, 0], ...open, cover }],
          chars: [
            { cls: 'recon', at: [0, 0], gear: ['frag-grenade'], morale: 0 },
            { cls: 'soldier', at: [1, 0] },
          ],
          enemies: [
            { kind: 'gorilla', at: [1, 0] },
            { kind: 'wild-dog', at: [1, 0] },
          ],
        },
        Array<ScriptedRoll>(15).fill(6),
      );
      resolveArea(g, ch('recon'), { kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: false }, 2, null);
      const atEnemies = g.events.filter((e) => e.type === 'hunters/attack').map((e) => e.toHit);
      return { atEnemies, rolls: g.dice.used };
    };
    // The grenade (To Hit +0) at base 2: 2 in the open, 1 in Cover, for both enemies; 5 dice each
    // for them and for the Soldier, all missing.
    expect(toHits(false)).toEqual({ atEnemies: [2, 2], rolls: 15 });
    expect(toHits(true)).toEqual({ atEnemies: [1, 1], rolls: 15 });
    // An enemy's Area attack on a character in Cover loses 1 as well: the Spider's 2 To Hit becomes 1.
    const spider = (cover: boolean) => {
      const sc = scene({
        spaces: [{ at: [5, 7], ...open, cover }],
        chars: [{ cls: 'recon', at: [5, 7] }],
        enemies: [{ kind: 'spider-aka-2l', at: [5, 4], facing: 0 }],
      });
      return act(sc, 'e1', [2, 2, 2, 6, 6, 6]).events.find((e) => e.type === 'hunters/enemy-attack')?.toHit;
    };
    expect((spider(false) as number) - (spider(true) as number)).toBe(1);
  });

  it('HU-RANGED-10 AMB-37 full-auto picks distinct enemies on one space, never the same one twice nor an ally', () => {
    const { g, ch } = setup(
      {
        chars: [
          { cls: 'soldier', at: [0, 0] },
          { cls: 'recon', at: [2, 0], gear: ['smg'], morale: 0 },
        ],
        enemies: [
          { kind: 'wild-dog', at: [0, 0] },
          { kind: 'wild-dog', at: [0, 0] },
        ],
      },
      [],
    );
    const sets = shootChoices(g, ch('recon')).flatMap((c) => (c.kind === 'shoot' ? [c.targets] : []));
    expect(new Set(sets.map((t) => t.join('+')))).toEqual(new Set(['e1', 'e2', 'e1+e2']));
    const ids = new Set(sets.flat());
    expect(ids.has('soldier')).toBe(false);
  });

  it('HU-ENEMY-31 HU-RANGED-01 AMB-51 a flyer on the character’s space: nobody is in melee, and the shot uses the range-1 column', () => {
    const { g, ch, sc } = setup(
      {
        chars: [{ cls: 'soldier', at: [3, 3], morale: 0 }],
        enemies: [{ kind: 'dragonfly-e14', at: [3, 3] }],
      },
      [1, 6, 'blank'],
    );
    expect(chooseList(g, sc.enemy('e1')).list).toBe('near');
    expect(meleeChoices(g, ch('soldier'))).toEqual([]);
    expect(shootChoices(g, ch('soldier'))).toContainEqual({
      kind: 'shoot',
      weapon: 'rifle',
      x: 3,
      y: 3,
      targets: ['e1'],
      morale: false,
    });
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 3, y: 3, targets: ['e1'], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    // The rifle's range-1 column: 2 dice at To Hit -1, so base 2 makes 1. Faces 1, 6: one hit; the
    // Dragonfly's flank die is blank.
    expect(g.events.find((e) => e.type === 'hunters/attack')).toMatchObject({ faces: [1, 6], toHit: 1, damage: 1 });
    expect(sc.enemy('e1').health).toBe(2);
  });

  it('HU-GEAR-31 AMB-74 the Armor Projector adds a die to every kind of defence: area, ranged from each side, melee', () => {
    const { g, ch } = setup(
      {
        chars: [
          { cls: 'soldier', at: [5, 5], facing: 0 },
          { cls: 'recon', at: [5, 5], gear: ['smg', 'armor-projector'] },
        ],
        enemies: [],
      },
      [],
    );
    const soldier = ch('soldier');
    // Kevlar: melee 1, area 1, front 2, flank 1, back 1; facing 0 (toward higher y).
    expect(charDefenceDice(g, soldier, 'melee', null, false)).toBe(2);
    expect(charDefenceDice(g, soldier, 'area', null, false)).toBe(2);
    expect(charDefenceDice(g, soldier, 'ranged', P(5, 9), false)).toBe(3);
    expect(charDefenceDice(g, soldier, 'ranged', P(9, 5), false)).toBe(2);
    expect(charDefenceDice(g, soldier, 'ranged', P(5, 1), false)).toBe(2);
    // Fire ignores defence: the Projector gives nothing to roll against it.
    expect(charDefenceDice(g, soldier, 'ranged', P(5, 9), true)).toBe(0);
  });

  it('HU-GEAR-31 HU-TERRAIN-09 AMB-74 against an Explosives blast the Projector’s space rolls one more Area die', () => {
    const { g, ch, sc } = setup(
      {
        chars: [
          { cls: 'soldier', at: [0, 0], morale: 0 },
          { cls: 'medic', at: [2, 0], gear: ['pistol', 'scrap-armor', 'armor-projector'] },
        ],
        enemies: [{ kind: 'bug', at: [9, 9] }],
        tokens: [{ kind: 'explosives', at: [2, 0] }],
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
    // One success sets the token off: 6 hits on the Medic, who rolls Scrap Armor's 1 Area die and
    // the Projector's 1, both shields: 4 wounds of her 5 Health.
    expect(g.dice.used).toBe(5);
    expect(sc.char('medic').health).toBe(1);
  });

  it('HU-TERRAIN-09 HU-TERRAIN-10 AMB-86 an explosion sets off no other token on its space', () => {
    const { g, ch, sc } = setup(
      {
        chars: [
          { cls: 'soldier', at: [0, 0], morale: 0 },
          { cls: 'medic', at: [2, 0] },
        ],
        enemies: [{ kind: 'bug', at: [9, 9] }],
        tokens: [
          { kind: 'explosives', at: [2, 0] },
          { kind: 'combustibles', at: [2, 0] },
        ],
      },
      [1, 6, 6, 'blank', 6, 6, 6],
    );
    resolveShoot(
      g,
      ch('soldier'),
      { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: [], morale: false },
      2,
      null,
      'HU-RANGED-04',
    );
    // The shot rolls at each token: 1, 6, 6 sets the Explosives off (6 hits on the Medic, her
    // Area die blank); 6, 6, 6 misses the Combustibles, which stay where they are, unburnt.
    expect(g.events.filter((e) => e.type === 'hunters/token-blows').map((e) => e.kind)).toEqual(['explosives']);
    expect(sc.state.tokens.map((t) => t.kind).sort()).toEqual(['combustibles', 'smoke']);
    expect(sc.char('medic').health).toBe(0);
    expect(g.dice.used).toBe(7);
  });
});

describe('ambiguity defaults of the enemies', () => {
  it('HU-ENEMY-36 AMB-39 with the nearest characters tied an enemy keeps its facing; a Hidden one nearer draws no turn', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [2, 5], facing: 2 },
        { cls: 'recon', at: [8, 5], facing: 6 },
        { cls: 'medic', at: [5, 6], hidden: true },
      ],
      enemies: [{ kind: 'test-machine', at: [5, 5], facing: 0 }],
      content: withMachine,
    });
    // Both 3 away; the unarmoured Recon is shot (4 misses), so the machine turns east (2) to fire
    // and, the nearest tied, stays so: not toward the Soldier (6) nor the Hidden Medic (0).
    const r = act(sc, 'e1', [6, 6, 6, 6]);
    expect(r.events.find((e) => e.type === 'hunters/enemy-target')?.character).toBe('recon');
    expect(sc.enemy('e1').facing).toBe(2);
  });

  it('HU-ENEMY-36 AMB-39 an enemy that can do nothing on its list still turns to the nearest character', () => {
    // The machine never moves and shoots 4 spaces at most: the Soldier 6 away is out of reach,
    // every entry is passed over and the action is lost, yet it turns from north (0) to east (2).
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'soldier', at: [6, 0] }],
      enemies: [{ kind: 'test-machine', at: [0, 0], facing: 0 }],
      content: withMachine,
    });
    const r = act(sc, 'e1', []);
    expect(r.events.map((e) => e.type)).toContain('hunters/enemy-idle');
    expect(sc.enemy('e1').facing).toBe(2);
  });

  it('HU-ENEMY-36 AMB-39 AMB-73 an enemy that loses its action to the Terror Generator still turns to the nearest character', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [{ kind: 'giant-rat', at: [3, 0], facing: 2 }],
    });
    sc.state.placed = [
      { id: 'g1', gear: 'terror-generator', owner: 'soldier', pos: P(3, 1), armed: false, fuel: 0, turns: 3 },
    ];
    // Mental defence 1: a 2 fails, and the Rat, facing east, away from the Soldier, turns west (6).
    const r = act(sc, 'e1', [2]);
    expect(r.events.find((e) => e.type === 'hunters/terror')).toMatchObject({ success: false });
    expect(sc.enemy('e1').pos).toEqual(P(3, 0));
    expect(sc.enemy('e1').facing).toBe(6);
  });

  it('HU-ENEMY-28 AMB-46 a Penalty Attack that destroys the leaping enemy cancels the leap', () => {
    const sc = scene({
      edges: [
        { a: [5, 5], b: [5, 4], kind: 'obstacle' },
        { a: [6, 5], b: [6, 4], kind: 'obstacle' },
        { a: [4, 5], b: [4, 6], kind: 'obstacle' },
        { a: [5, 6], b: [4, 6], kind: 'obstacle' },
      ],
      chars: [
        { cls: 'soldier', at: [5, 5] },
        { cls: 'medic', at: [5, 5] },
        { cls: 'sniper', at: [6, 5] },
      ],
      enemies: [{ kind: 'marauder-rifle', at: [5, 5], health: 2 }],
    });
    // The Soldier's Knife: 3 dice at To Hit 3, faces 1, 3, 5 = 2 hits; the Marauder's melee die blank.
    const r = act(sc, 'e1', [1, 3, 5, 'blank'], [{ kind: 'penalty', character: 'soldier' }]);
    expect(sc.state.enemies).toEqual([]);
    expect(r.ask).toBeNull();
    expect(r.events.some((e) => e.type === 'hunters/enemy-move')).toBe(false);
    expect(r.dice.used).toBe(4);
  });

  it('HU-ENEMY-14 AMB-80 tied on distance and path, an enemy goes for the character with fewer melee defence dice', () => {
    const sc = scene({
      width: 7,
      height: 1,
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'recon', at: [6, 0] },
      ],
      enemies: [{ kind: 'giant-rat', at: [3, 0] }],
    });
    // Kevlar gives the Soldier 1 melee die, the Recon has none: nothing is asked.
    const r = act(sc, 'e1', []);
    expect(r.ask).toBeNull();
    expect(r.events.find((e) => e.type === 'hunters/enemy-move')).toMatchObject({ from: P(3, 0), to: P(5, 0) });
  });

  it('HU-ENEMY-05 AMB-82 an enemy sharing its space only with Hidden or unconscious characters is not in melee', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [5, 5], hidden: true },
        { cls: 'medic', at: [5, 5], health: 0 },
        { cls: 'sniper', at: [9, 5] },
      ],
      enemies: [{ kind: 'giant-rat', at: [5, 5] }],
      options: { enemyTies: 'ask' },
    });
    const g = sc.ctx([]);
    expect(chooseList(g, sc.enemy('e1'))).toEqual({ list: 'far', nearest: 4 });
    expect(entryDoable(g, sc.enemy('e1'), [{ kind: 'melee' }])).toBe(false);
    // It makes no attack and heads for the Sniper: the players are asked which end 2 from him.
    const r = act(sc, 'e1', []);
    expect(r.events.some((e) => e.type === 'hunters/enemy-attack')).toBe(false);
    expect(r.events.find((e) => e.type === 'hunters/enemy-entry')?.entry).toBe('Move 2 to target');
    expect(r.ask).toMatchObject({ kind: 'tie', options: [P(7, 7), P(7, 6), P(7, 5), P(7, 4), P(7, 3)] });
  });

  it('HU-ACTION-11 AMB-85 an enemy destroyed by a reaction does nothing more that action or that turn', () => {
    const build = () =>
      scene({
        width: 8,
        height: 1,
        chars: [{ cls: 'soldier', at: [5, 0], facing: 6, hand: ['soldier-snap-fire', 'soldier-shot'] }],
        enemies: [{ kind: 'bandit-pistol', at: [4, 0], facing: 2, health: 1 }],
      });
    const snap = { kind: 'react', character: 'soldier', card: 'soldier-snap-fire', weapon: 'rifle', to: null } as const;
    // Between the steps of "Ranged Attack + Move 1 away": the pistol misses twice, Snap Fire (the
    // rifle at range 1, 2 dice at To Hit 0) rolls 1, 1, the Bandit's 2 front dice are blank.
    const sc = build();
    const r = act(sc, 'e1', [6, 6, 1, 1, 'blank', 'blank'], [{ kind: 'no-reaction', seat: 'p1' }, snap]);
    expect(r.ask).toBeNull();
    expect(sc.state.enemies).toEqual([]);
    expect(r.events.some((e) => e.type === 'hunters/enemy-move')).toBe(false);
    expect(r.dice.used).toBe(6);
    // Its second action of the turn finds it gone.
    expect(act(sc, 'e1', [], [], 2).events).toEqual([]);
    // Destroyed before its action, it neither chooses a list nor fires.
    const before = build();
    const b = act(before, 'e1', [1, 1, 'blank', 'blank'], [snap]);
    expect(before.state.enemies).toEqual([]);
    expect(b.events.some((e) => e.type === 'hunters/enemy-list')).toBe(false);
    expect(b.dice.used).toBe(4);
  });
});
