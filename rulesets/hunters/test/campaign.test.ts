import { describe, expect, it } from 'vitest';
import { LoadedDice, SeededDice, unwrap, type GameEvent, type ScriptedRoll } from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import { campaignReason } from '../src/mission.ts';
import { checkContent } from '../src/content/check.ts';
import type { CardOption, Effect, EventCard, HuntersContent } from '../src/content/schema.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { TWO_PLAYER_CAMPAIGN, drive, scene } from './fixture.ts';
import {
  advanceDays,
  buy,
  campaignInvariants,
  cardOptions,
  craftingList,
  daysToken,
  healAt,
  installImplant,
  join,
  leave,
  levelUp,
  maxHealth,
  missionOver,
  moduleCapacity,
  newCampaign,
  raiseDifficulty,
  resolveCard,
  rest,
  revealUnder,
  sell,
  spoilsOrder,
  startConstruction,
  startExpansion,
  store,
  travel,
  useGear,
  work,
  type CampaignState,
} from '../src/campaign.ts';

const D = (...r: ScriptedRoll[]) => new LoadedDice(r);

function camp(
  over: Partial<CampaignState> = {},
  chars = [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
  ],
): CampaignState {
  const s = unwrap(newCampaign(C, { characters: chars, room: 'forge' }, D()));
  return { ...s, ...over };
}

/** A card option for a test pack: discarded when done, no cost, no condition unless `extra` says. */
const option = (label: string, effects: Effect[], extra: Partial<CardOption> = {}): CardOption => ({
  label,
  text: 'test',
  mandatory: false,
  cost: [],
  handling: 'discard',
  effects,
  ...extra,
});

function ch(s: CampaignState, id: string) {
  const x = s.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

describe('campaign set-up and the days track', () => {
  it('HU-CAMP-07 HU-CAMP-13 HU-BASE-03 HU-BASE-01 HU-BASE-02 start: day 1, one chosen room at level 1, the start cards laid out', () => {
    const s = camp();
    expect(s.day).toBe(1);
    expect(s.rooms).toEqual({ forge: 1, workshop: 0, armory: 0, gunsmith: 0, lab: 0 });
    expect(C.rooms.map((r) => [r.id, r.levels.length])).toEqual([
      ['forge', 3],
      ['workshop', 3],
      ['armory', 3],
      ['gunsmith', 3],
      ['lab', 3],
    ]);
    expect(s.location).toBe('base');
    expect(s.attached).toEqual(C.campaign.startEvents);
    expect(s.roads['1']).toEqual(['R101', 'R102', 'R103']);
  });

  it('HU-SHEET-11 HU-SHEET-01 HU-SHEET-12 a new character starts at full level-1 Health with sheet food, gear and the 25 level-I cards', () => {
    const s = camp();
    const soldier = ch(s, 'soldier');
    expect(soldier.health).toBe(6);
    expect(soldier.level).toBe(1);
    expect(soldier.food).toBe(3);
    expect(soldier.gear).toEqual(['rifle', 'knife', 'kevlar-vest']);
    const deck = C.classes.find((k) => k.id === 'soldier')?.startingDeck ?? [];
    expect(deck).toHaveLength(25);
    expect(soldier.collection).toEqual([...new Set(deck)]);
    // Starting gear is ordinary gear: it can be stored, and sold where there is a market.
    expect(ch(unwrap(store(C, s, 'soldier', 'knife', true)).state, 'soldier').storeroom.gear).toEqual(['knife']);
    expect(ch(unwrap(sell(C, { ...s, location: 'L1' }, 'soldier', 'rifle')).state, 'soldier').gear).toEqual([
      'knife',
      'kevlar-vest',
    ]);
  });

  it('HU-SHEET-14 HU-PLAYERS-01 a campaign has 2-4 characters of different classes', () => {
    expect(
      newCampaign(
        C,
        {
          characters: [
            { class: 'soldier', seat: 'p1' },
            { class: 'soldier', seat: 'p2' },
          ],
          room: 'forge',
        },
        D(),
      ).ok,
    ).toBe(false);
    expect(newCampaign(C, { characters: [{ class: 'soldier', seat: 'p1' }], room: 'forge' }, D()).ok).toBe(false);
  });

  it('HU-CAMP-08 WE-24 days 1-30 on the front; day 31 is the back side on space 1', () => {
    expect(daysToken(30)).toEqual({ side: 'front', space: 30 });
    expect(daysToken(31)).toEqual({ side: 'back', space: 1 });
    expect(advanceDays(C, camp({ day: 30 }), 1, D()).events[0]).toMatchObject({
      day: 31,
      token: { side: 'back', space: 1 },
    });
  });

  it('HU-CAMP-09 HU-CAMP-11 WE-24 AMB-04 entering day 15 reads card 615 once, even inside a longer jump', () => {
    const r = advanceDays(C, camp({ day: 13 }), 3, D());
    expect(r.state.day).toBe(16);
    expect(r.state.toRead).toEqual(['615']);
    const again = advanceDays(C, { ...r.state, day: 14 }, 1, D());
    expect(again.state.toRead).toEqual(['615']);
  });

  it('HU-CAMP-10 WE-24 entering day 28 draws one of 630-632 at random, once', () => {
    const r = advanceDays(C, camp({ day: 27 }), 1, D(2));
    expect(r.state.toRead).toEqual(['631']);
    expect(r.state.fired.day28).toBe(true);
  });

  it('HU-CAMP-06 WE-24 going past day 56 with the main plot unsolved loses the campaign', () => {
    const r = advanceDays(C, camp({ day: 56 }), 1, D());
    expect(r.state.result).toBe('lost');
    expect(r.state.day).toBe(56);
    // Day 56 itself is still legal.
    expect(advanceDays(C, camp({ day: 55 }), 1, D()).state).toMatchObject({ day: 56, result: null });
    // The final mission won with Q02 never played still leaves the plot unsolved.
    const half = camp({ day: 56, wonMissions: ['M02'], resolvedMissions: ['M02'] });
    expect(advanceDays(C, half, 1, D()).state.result).toBe('lost');
  });

  it('HU-CAMP-05 the campaign is won once every main-plot mission is resolved and the final one won', () => {
    // Q02 then the final M02, won on day 56 itself.
    const q = unwrap(missionOver(C, camp({ day: 30 }), 'Q02', true)).state;
    expect(q.result).toBeNull();
    expect(unwrap(missionOver(C, { ...q, day: 56 }, 'M02', true)).state.result).toBe('won');
    // The final mission lost: the plot is not solved.
    expect(unwrap(missionOver(C, q, 'M02', false)).state.result).toBeNull();
    // The final mission won while Q02 was never played: not yet a win ...
    const early = unwrap(missionOver(C, camp({ day: 40 }), 'M02', true)).state;
    expect(early.result).toBeNull();
    // ... until Q02 is resolved (here lost), which completes the main plot.
    expect(unwrap(missionOver(C, { ...early, day: 41 }, 'Q02', false)).state.result).toBe('won');
  });

  it('HU-XP-01 a won mission pays its XP to every character', () => {
    const side = unwrap(missionOver(C, camp({ day: 40 }), 'S01', true)).state;
    expect(side.chars.map((c) => c.xp)).toEqual([5, 5]);
    expect(unwrap(missionOver(C, camp({ day: 40 }), 'S01', false)).state.chars.map((c) => c.xp)).toEqual([0, 0]);
  });

  it('HU-CAMP-04 a side-plot mission can be launched and played again while its card stays', () => {
    const s = camp({ toRead: ['003'], location: 'L2' });
    const first = unwrap(resolveCard(C, s, 0, D())).state;
    expect(first.launched).toBe('S01');
    const over = unwrap(missionOver(C, { ...first, inMission: true }, 'S01', true)).state;
    expect(over.result).toBeNull();
    // Card 003 stays under L2: reveal it and fight S01 again.
    const again = unwrap(resolveCard(C, unwrap(revealUnder(over, '003')).state, 0, D())).state;
    expect(again.launched).toBe('S01');
    const twice = unwrap(missionOver(C, { ...again, inMission: true }, 'S01', true)).state;
    expect(ch(twice, 'soldier').xp).toBe(10);
  });

  it('HU-CAMP-12 start-of-day order: tokens, constructions, food, poison, then the day trigger', () => {
    let s = camp({ day: 14 });
    s.eventTokens = [{ letter: 'A', card: '003', due: 15 }];
    s.constructions = [{ room: 'forge', gear: 'knife', due: 15, owner: 'soldier' }];
    ch(s, 'medic').poisoned = true;
    s = advanceDays(C, s, 1, D()).state;
    const types = advanceDays(
      C,
      {
        ...camp({ day: 14 }),
        eventTokens: [{ letter: 'A', card: '003', due: 15 }],
        constructions: [{ room: 'forge', gear: 'knife', due: 15, owner: 'soldier' }],
        chars: camp().chars.map((c) => (c.id === 'medic' ? { ...c, poisoned: true } : c)),
      },
      1,
      D(),
    )
      .events.map((e) => e.type)
      .filter((t) => t !== 'hunters/day');
    expect(types).toEqual([
      'hunters/event-token',
      'hunters/constructed',
      'hunters/food',
      'hunters/food',
      'hunters/camp-wound',
      'hunters/day-event',
    ]);
    expect(ch(s, 'soldier').storeroom.gear).toEqual(['knife']);
  });
});

describe('health between missions', () => {
  it('HU-HEALTH-13 HU-HEALTH-14 each day everyone eats 1 Food; the hungry take from the best-fed, else lose Health', () => {
    const s = camp();
    ch(s, 'medic').food = 0;
    const r = advanceDays(C, s, 1, D());
    expect([ch(r.state, 'soldier').food, ch(r.state, 'medic').food]).toEqual([1, 0]);
    const none = camp();
    for (const c of none.chars) c.food = 0;
    const r2 = advanceDays(C, none, 1, D());
    expect(r2.state.chars.map((c) => c.health)).toEqual([5, 4]);
  });

  it('HU-HEALTH-09 HU-HEALTH-10 HU-HEALTH-12 poison costs 1 Health a day, and stays at 0', () => {
    const s = camp();
    const m = ch(s, 'medic');
    m.poisoned = true;
    m.health = 1;
    const r = advanceDays(C, s, 1, D());
    expect(ch(r.state, 'medic').health).toBe(0);
    expect(ch(r.state, 'medic').poisoned).toBe(true);
    // Poisoned twice (card 632 on a poisoned Medic) still costs just 1 Health a day.
    const twice = camp({ toRead: ['632'] });
    ch(twice, 'medic').poisoned = true;
    const again = unwrap(resolveCard(C, twice, 0, D(), { resolver: 'medic' })).state;
    expect(ch(again, 'medic').poisoned).toBe(true);
    expect(ch(advanceDays(C, again, 1, D()).state, 'medic').health).toBe(4);
  });

  it('HU-HEALTH-02 HU-HEALTH-03 HU-EVENT-17 WE-05 while anyone is unconscious each day advance counts double', () => {
    const s = camp();
    ch(s, 'medic').health = 0;
    const r = advanceDays(C, s, 1, D());
    expect(r.state.day).toBe(3);
    expect(r.events.filter((e) => e.type === 'hunters/day')).toHaveLength(2);
    expect(advanceDays(C, camp(), 1, D()).state.day).toBe(2);
    // Once the Medic has 1 Health again the doubling stops.
    const woken = { ...r.state, chars: r.state.chars.map((c) => (c.id === 'medic' ? { ...c, health: 1 } : c)) };
    expect(advanceDays(C, woken, 1, D()).state.day).toBe(4);
    // A card's "+1 day" (R201 option B) is doubled too.
    const card = camp({ toRead: ['R201'] });
    ch(card, 'medic').health = 0;
    expect(unwrap(resolveCard(C, card, 1, D())).state.day).toBe(3);
  });

  it('HU-HEALTH-02 AMB-08 the doubling is fixed when the instruction starts: falling unconscious on the way does not stretch it', () => {
    const s = camp();
    for (const c of s.chars) c.food = 0;
    ch(s, 'soldier').health = 1;
    // Day 2: the Soldier goes hungry to 0. Day 3 is the second and last day of the 2; the Health he
    // cannot lose then adds one penalty day. Doubling the day left would have made it day 5 or more.
    const r = advanceDays(C, s, 2, D());
    expect(r.events.some((e) => e.type === 'hunters/doubled')).toBe(false);
    expect(ch(r.state, 'soldier').health).toBe(0);
    expect(r.events.filter((e) => e.type === 'hunters/day')).toHaveLength(3);
    expect(r.state.day).toBe(4);
  });

  it('HU-HEALTH-04 Health an unconscious character cannot lose costs extra days, without new upkeep', () => {
    const s = camp();
    const m = ch(s, 'medic');
    m.health = 0;
    m.food = 0;
    ch(s, 'soldier').food = 0;
    const r = advanceDays(C, s, 1, D());
    // 2 doubled days; the Medic misses 2 Health she cannot lose: 2 more days without food checks.
    expect(r.state.day).toBe(5);
    expect(r.events.filter((e) => e.type === 'hunters/penalty-day')).toHaveLength(2);
    expect(ch(r.state, 'soldier').health).toBe(4);
  });

  it('HU-HEALTH-07 HU-HEALTH-08 resting takes 2 days and gives everyone 1 Health', () => {
    const s = camp();
    ch(s, 'soldier').health = 3;
    const r = unwrap(rest(C, s, D()));
    expect(r.state.day).toBe(3);
    expect(ch(r.state, 'soldier').health).toBe(4);
  });

  it('HU-HEALTH-05 HU-HEALTH-11 a kit heals between missions; only an antidote or a specialist ends poison', () => {
    const s = camp();
    const m = ch(s, 'medic');
    m.health = 2;
    m.poisoned = true;
    m.gear.push('antidote');
    const healed = unwrap(useGear(C, s, 'medic', 'first-aid-kit')).state;
    expect(ch(healed, 'medic')).toMatchObject({ health: 4, poisoned: true });
    const cured = unwrap(useGear(C, healed, 'medic', 'antidote')).state;
    expect(ch(cured, 'medic').poisoned).toBe(false);
  });

  it('HU-HEALTH-06 a healer heals for Fuel Cells; poison is cured where offered', () => {
    const s = camp({ location: 'L1' });
    const m = ch(s, 'medic');
    m.health = 1;
    m.fuel = 5;
    m.poisoned = true;
    const r = unwrap(healAt(C, s, 'medic', false)).state;
    expect(ch(r, 'medic')).toMatchObject({ health: 3, fuel: 3 });
    const r2 = unwrap(healAt(C, r, 'medic', true)).state;
    expect(ch(r2, 'medic')).toMatchObject({ poisoned: false, fuel: 0 });
    expect(healAt(C, camp({ location: 'L2' }), 'medic', false).ok).toBe(false);
  });

  it('HU-DIFF-05 with Character Elimination, when nobody is left the campaign is lost', () => {
    const s = { ...camp(), elimination: true };
    for (const c of s.chars) {
      c.health = 1;
      c.food = 0;
    }
    const r = advanceDays(C, s, 1, D());
    expect(r.state.chars.every((c) => c.dead)).toBe(true);
    expect(r.state.result).toBe('lost');
    expect(campaignReason(r.state)).toBe('every character is dead');
  });
});

describe('base and construction', () => {
  it('HU-BASE-04 HU-BASE-05 HU-BASE-07 HU-BASE-08 WE-03 expanding the Forge to level 3: 3 Junk now, level 3 on day D+8', () => {
    const s = camp({ day: 10, blueprints: ['bp-axe', 'bp-knife'] });
    s.rooms.forge = 2;
    ch(s, 'soldier').modules.junk = 3;
    const r = unwrap(startExpansion(C, s, 'forge')).state;
    expect(ch(r, 'soldier').modules.junk).toBe(0);
    expect(advanceDays(C, r, 7, D()).state.rooms.forge).toBe(2);
    const done = advanceDays(C, r, 8, D()).state;
    expect(done.rooms.forge).toBe(3);
    const rich = { ...done, chars: done.chars.map((c) => ({ ...c, modules: { junk: 9 } })) };
    const beyond = startExpansion(C, rich, 'forge');
    expect(beyond.ok ? '' : beyond.error.rule).toBe('HU-BASE-04');
    // At level 3 the Forge builds its level-1 and level-2 blueprints too.
    expect(startConstruction(C, rich, 'bp-axe', 'soldier').ok).toBe(true);
    expect(startConstruction(C, rich, 'bp-knife', 'soldier').ok).toBe(true);
  });

  it('HU-BASE-09 a room expands one level at a time', () => {
    const s = camp();
    ch(s, 'soldier').modules.junk = 10;
    const r = unwrap(startExpansion(C, s, 'forge')).state;
    const again = startExpansion(C, r, 'forge');
    expect(again.ok ? '' : again.error.rule).toBe('HU-BASE-09');
    // Another room may expand at the same time.
    ch(r, 'soldier').modules.electronics = 1;
    const both = unwrap(startExpansion(C, r, 'workshop')).state;
    expect(both.expansions.map((e) => e.room)).toEqual(['forge', 'workshop']);
  });

  it('HU-BASE-06 HU-BASE-12 AMB-12 AMB-16 an expansion may start away from the base, paid from any storeroom', () => {
    const s = camp({ location: 'L2' });
    ch(s, 'medic').storeroom.modules.electronics = 1;
    const r = startExpansion(C, s, 'workshop');
    expect(r.ok).toBe(true);
    expect(startExpansion(C, camp({ location: 'L2' }), 'workshop').ok).toBe(false);
  });

  it('HU-CRAFT-01 HU-CRAFT-04 HU-CRAFT-07 HU-CRAFT-08 WE-02 the AXE: Forge 2, 4 Junk at once, ready on day D+3 in the chosen storeroom', () => {
    const s = camp({ day: 5 });
    ch(s, 'medic').storeroom.modules.junk = 4;
    const low = startConstruction(C, s, 'bp-axe', 'soldier');
    expect(low.ok ? '' : low.error.rule).toBe('HU-CRAFT-01');
    s.rooms.forge = 2;
    const r = unwrap(startConstruction(C, s, 'bp-axe', 'soldier')).state;
    expect(ch(r, 'medic').storeroom.modules.junk).toBe(0);
    expect(ch(advanceDays(C, r, 2, D()).state, 'soldier').storeroom.gear).toEqual([]);
    expect(ch(advanceDays(C, r, 3, D()).state, 'soldier').storeroom.gear).toEqual(['axe']);
  });

  it('HU-CRAFT-03 HU-CRAFT-06 HU-CRAFT-02 construction starts at the base, one piece per room, blueprints reusable', () => {
    const s = camp({ blueprints: ['bp-knife'] });
    ch(s, 'soldier').modules.junk = 5;
    const away = startConstruction(C, { ...s, location: 'L1' }, 'bp-knife', 'soldier');
    expect(away.ok ? '' : away.error.rule).toBe('HU-CRAFT-03');
    const one = unwrap(startConstruction(C, s, 'bp-knife', 'soldier')).state;
    const two = startConstruction(C, one, 'bp-knife', 'medic');
    expect(two.ok ? '' : two.error.rule).toBe('HU-CRAFT-06');
    const later = advanceDays(C, one, 2, D()).state;
    expect(startConstruction(C, later, 'bp-knife', 'medic').ok).toBe(true);
  });

  it('HU-CRAFT-05 HU-CRAFT-09 the reference list gives each piece its room, level and 2-4 days', () => {
    const list = craftingList(C);
    expect(list.find((x) => x.gear === 'axe')).toEqual({
      blueprint: 'bp-axe',
      gear: 'axe',
      room: 'forge',
      level: 2,
      days: 3,
    });
    expect(list.every((x) => x.days >= 2 && x.days <= 4)).toBe(true);
  });

  it('HU-CRAFT-09 between missions the board shows the reference list, every piece with its room, level and days', () => {
    const view = huntersRuleset.rules(C, {}).view(betweenMissions(['p1', 'p2'], camp()), 'p1');
    const line = (locale: 'en' | 'hu', head: string) =>
      huntersPresenter
        .board(view, locale)
        .split('\n')
        .find((l) => l.startsWith(head)) ?? '';
    const en = line('en', 'Blueprints: ');
    const hu = line('hu', 'Tervrajzok: ');
    expect(en).toContain('Axe (forge level 2, 3 days)');
    expect(hu).toContain('Fejsze (kovácsműhely 2. szint, 3 nap)');
    // One entry a blueprint of the pack.
    expect(en.split('), ').length).toBe(C.blueprints.length);
  });

  it('HU-BASE-10 HU-BASE-11 HU-GEAR-38 storerooms are used only at the base', () => {
    const s = camp();
    const r = unwrap(store(C, s, 'soldier', 'knife', true)).state;
    expect(ch(r, 'soldier').storeroom.gear).toEqual(['knife']);
    const away = store(C, { ...r, location: 'L1' }, 'soldier', 'knife', false);
    expect(away.ok ? '' : away.error.rule).toBe('HU-BASE-11');
  });

  it('HU-BASE-10 HU-BASE-11 HU-SHEET-04 Fuel Cells and modules go into a storeroom and out of it at the base, a module out only into a free place', () => {
    const s = camp();
    ch(s, 'soldier').fuel = 2;
    ch(s, 'soldier').modules.junk = 3;
    const moved = unwrap(store(C, s, 'soldier', 'module:junk', true));
    const stored = unwrap(store(C, moved.state, 'soldier', 'fuel', true)).state;
    const soldier = ch(stored, 'soldier');
    expect([soldier.modules.junk, soldier.storeroom.modules.junk, soldier.fuel, soldier.storeroom.fuel]).toEqual([
      2, 1, 1, 1,
    ]);
    expect(moved.events.map((e) => huntersPresenter.event(e, 'en'))).toEqual([
      'soldier stores a Junk module. [HU-BASE-10]',
    ]);
    expect(moved.events.map((e) => huntersPresenter.event(e, 'hu'))).toEqual([
      'soldier berakja a raktárba: ócskavas modul. [HU-BASE-10]',
    ]);
    // Each way is offered between missions, and taken back out it is carried again.
    const offered = campaignChoices(C, stored, ['p1', 'p2']).flatMap((c) =>
      c.kind === 'store' && c.character === 'soldier' ? [`${c.gear} ${c.into ? 'in' : 'out'}`] : [],
    );
    expect(offered).toEqual(expect.arrayContaining(['fuel in', 'fuel out', 'module:junk in', 'module:junk out']));
    const view = huntersRuleset.rules(C, {}).view(betweenMissions(['p1', 'p2'], stored), 'p1');
    const label = (locale: 'en' | 'hu', gear: string, into: boolean) =>
      huntersPresenter.choice({ kind: 'store', character: 'soldier', gear, into }, view, locale);
    expect([label('en', 'module:junk', true), label('en', 'fuel', false)]).toEqual([
      'Soldier stores a Junk module in the storeroom',
      'Soldier takes back a Fuel Cell from the storeroom',
    ]);
    expect([label('hu', 'module:junk', true), label('hu', 'fuel', false)]).toEqual([
      'Katona berakja a raktárba: ócskavas modul',
      'Katona kiveszi a raktárból: üzemanyagcella',
    ]);
    const back = ch(unwrap(store(C, stored, 'soldier', 'fuel', false)).state, 'soldier');
    expect([back.fuel, back.storeroom.fuel]).toEqual([2, 0]);
    // Away from the base neither way; nothing of a kind there, nothing moved.
    const away = store(C, { ...stored, location: 'L1' }, 'soldier', 'module:junk', false);
    expect(away.ok ? '' : away.error.rule).toBe('HU-BASE-11');
    const none = store(C, stored, 'soldier', 'module:optics', true);
    expect(none.ok ? '' : none.error.code).toBe('base/missing');
    // With every place for modules taken, one stays in the storeroom.
    const full = structuredClone(stored);
    ch(full, 'soldier').modules.junk = moduleCapacity(C, ch(full, 'soldier'));
    const out = store(C, full, 'soldier', 'module:junk', false);
    expect(out.ok ? '' : out.error.rule).toBe('HU-SHEET-04');
    expect(campaignChoices(C, full, ['p1', 'p2'])).not.toContainEqual({
      kind: 'store',
      character: 'soldier',
      gear: 'module:junk',
      into: false,
    });
  });
});

describe('travel and cards', () => {
  it('HU-TRAVEL-05 HU-TRAVEL-06 HU-TRAVEL-07 HU-BASE-14 location to location: 1 day, and a Shield draws a road card of the destination zone', () => {
    const r = unwrap(travel(C, camp(), 'L2', D('shield')));
    expect(r.state.day).toBe(2);
    expect(r.state.toRead).toEqual(['R201']);
    expect(r.state.roads['2']).toEqual([]);
    const blank = unwrap(travel(C, camp(), 'L2', D('blank')));
    expect(blank.state.toRead).toEqual([]);
    // Back to the base (a Zone I place): 1 day, and the road card comes from the Zone I pile.
    const home = unwrap(travel(C, { ...blank.state, attached: [] }, 'base', D('shield'))).state;
    expect(home.day).toBe(3);
    expect(home.toRead).toEqual(['R101']);
  });

  it('HU-BASE-14 the base counts as Zone I whatever zone its card shows', () => {
    const pack = structuredClone(C);
    pack.locations.find((l) => l.id === 'base')!.zone = 3;
    const home = unwrap(travel(pack, camp({ location: 'L2', attached: [] }), 'base', D('shield'))).state;
    expect(home.toRead).toEqual(['R101']);
    expect(home.roads['3']).toEqual(camp().roads['3']);
  });

  it('HU-TRAVEL-03 HU-TRAVEL-04 AMB-10 sites: entered from their location, left to a sibling or the location; no days pass', () => {
    const atL1 = camp({ location: 'L1', attached: [] });
    const drawn = unwrap(travel(C, atL1, 'L1-S1', D('shield')));
    expect(drawn.state.day).toBe(1);
    expect(drawn.state.toRead).toEqual(['T101']);
    // The town card drawn on the way is read before the party arrives (HU-TRAVEL-08).
    const first = cardOptions(C, drawn.state, 'T101')[0] ?? 0;
    const site = unwrap(resolveCard(C, drawn.state, first, D()));
    expect(site.state.location).toBe('L1-S1');
    expect(travel(C, site.state, 'L2', D('blank')).ok).toBe(false);
    expect(travel(C, site.state, 'L1-S2', D('blank')).ok).toBe(true);
    expect(travel(C, camp({ location: 'L2' }), 'L1-S1', D('blank')).ok).toBe(false);
  });

  it('HU-TRAVEL-01 HU-TRAVEL-02 HU-TRAVEL-08 HU-EVENT-02 the party moves together; an over card is read on arrival', () => {
    const r = unwrap(travel(C, camp(), 'L1', D('blank')));
    expect(r.state.location).toBe('L1');
    expect(r.state.toRead).toEqual(['001']);
    expect(r.events.map((e) => e.type).slice(-3)).toEqual([
      'hunters/encounter-roll',
      'hunters/arrive',
      'hunters/over-card',
    ]);
  });

  it('HU-BASE-13 entering the base gives everyone 1 Health and wakes the unconscious', () => {
    const s = camp({ location: 'L1', attached: [] });
    ch(s, 'medic').health = 0;
    ch(s, 'soldier').health = 3;
    const r = unwrap(travel(C, s, 'base', D('blank'))).state;
    expect(ch(r, 'medic').health).toBe(1);
    expect(ch(r, 'soldier').health).toBe(4);
    // Never above the maximum.
    const full = unwrap(travel(C, camp({ location: 'L1', attached: [] }), 'base', D('blank'))).state;
    expect(full.chars.map((c) => c.health)).toEqual([6, 5]);
  });

  it('HU-EVENT-03 HU-EVENT-05 HU-EVENT-01 under cards may be revealed while there, then must be resolved', () => {
    const s = camp({ location: 'L2' });
    // At L2 the under card may be revealed, or left while the party does something else.
    const here = campaignChoices(C, s, ['p1', 'p2']);
    expect(here).toContainEqual({ kind: 'reveal', card: '003' });
    expect(here.some((x) => x.kind === 'travel')).toBe(true);
    const r = unwrap(revealUnder(s, '003')).state;
    expect(r.toRead).toEqual(['003']);
    // Revealed, it must be resolved: reading it is all the party may do.
    expect(new Set(campaignChoices(C, r, ['p1', 'p2']).map((x) => x.kind))).toEqual(new Set(['read']));
    expect(revealUnder(camp(), '003').ok).toBe(false);
  });

  it('HU-EVENT-11 HU-EVENT-12 WE-06 conditions and Mandatory options; a cost must be payable', () => {
    const s = camp({ toRead: ['R103'] });
    expect(cardOptions(C, s, 'R103')).toEqual([0]);
    expect(cardOptions(C, { ...s, markers: ['poles-friends'] }, 'R103')).toEqual([1]);
    // R102 option B costs 1 Food: with no food anywhere it is not offered.
    const hungry = camp({ toRead: ['R102'] });
    for (const c of hungry.chars) c.food = 0;
    expect(cardOptions(C, hungry, 'R102')).toEqual([0]);
  });

  it('HU-EVENT-09 WE-23 a group cost is paid once, by the character the players choose', () => {
    const s = camp({ toRead: ['003'] });
    ch(s, 'soldier').fuel = 2;
    ch(s, 'medic').fuel = 2;
    const r = unwrap(resolveCard(C, s, 1, D(), { payer: 'medic' })).state;
    expect([ch(r, 'soldier').fuel, ch(r, 'medic').fuel]).toEqual([2, 1]);
  });

  it('HU-EVENT-10 a "this character" card touches only the one resolving it', () => {
    const s = camp({ toRead: ['632'] });
    const r = unwrap(resolveCard(C, s, 0, D(), { resolver: 'soldier' })).state;
    expect([ch(r, 'soldier').poisoned, ch(r, 'medic').poisoned]).toEqual([true, false]);
  });

  it('HU-EVENT-10 HU-EVENT-08 a card heals or wounds the one character resolving it (never above his maximum), and can take a marker away', () => {
    const pack: HuntersContent = {
      ...C,
      events: [
        ...C.events,
        {
          id: 'X6',
          sample: true,
          deck: 'event',
          title: 'Field Surgery',
          text: 'test',
          personal: true,
          options: [
            option('A', [{ kind: 'health', n: 3 }]),
            option('B', [
              { kind: 'health', n: -2 },
              { kind: 'marker', marker: 'poles-friends', set: false },
            ]),
          ],
        },
      ],
    };
    expect(checkContent(pack)).toEqual([]);
    const s = camp({ toRead: ['X6'], markers: ['poles-friends', 'other'] });
    ch(s, 'soldier').health = 2;
    ch(s, 'medic').health = 2;
    const max = maxHealth(ch(s, 'soldier'));
    expect(max).toBeGreaterThanOrEqual(5);
    const healed = unwrap(resolveCard(pack, s, 0, D(), { resolver: 'soldier' })).state;
    expect([ch(healed, 'soldier').health, ch(healed, 'medic').health]).toEqual([5, 2]);
    // Healing stops at the maximum.
    const full = camp({ toRead: ['X6'] });
    ch(full, 'soldier').health = maxHealth(ch(full, 'soldier'));
    expect(ch(unwrap(resolveCard(pack, full, 0, D(), { resolver: 'soldier' })).state, 'soldier').health).toBe(
      ch(full, 'soldier').health,
    );
    const hurt = unwrap(resolveCard(pack, s, 1, D(), { resolver: 'medic' }));
    expect([ch(hurt.state, 'soldier').health, ch(hurt.state, 'medic').health]).toEqual([2, 0]);
    expect(hurt.events.find((e) => e.type === 'hunters/camp-wound')).toMatchObject({
      character: 'medic',
      amount: 2,
      rule: 'HU-EVENT-10',
    });
    expect(hurt.state.markers).toEqual(['other']);
  });

  it('HU-CAMP-03 a card can launch a mission', () => {
    const s = camp({ toRead: ['003'], location: 'L2' });
    const r = unwrap(resolveCard(C, s, 0, D())).state;
    expect(r.launched).toBe('S01');
    expect(r.attached.some((a) => a.card === '003' && !a.over)).toBe(true);
  });

  it('HU-EVENT-07 when a card is done its option says: keep it, leave it face-up, or discard it', () => {
    const card: EventCard = {
      id: 'X2',
      sample: true,
      deck: 'event',
      title: 'Choices',
      text: 'test',
      personal: false,
      options: (['keep', 'leave', 'discard'] as const).map((handling, i) => ({
        label: 'ABC'[i] ?? '',
        text: handling,
        mandatory: false,
        cost: [],
        handling,
        effects: [],
      })),
    };
    const pack: HuntersContent = { ...C, events: [...C.events, card] };
    const done = (option: number) =>
      unwrap(resolveCard(pack, camp({ location: 'L1', toRead: ['X2'] }), option, D())).state;
    const before = camp({ location: 'L1' }).attached;
    expect([done(0).kept, done(0).attached]).toEqual([['X2'], before]);
    expect([done(1).kept, done(1).attached]).toEqual([[], [...before, { card: 'X2', location: 'L1', over: false }]]);
    expect([done(2).kept, done(2).attached, done(2).toRead]).toEqual([[], before, []]);
  });

  it('HU-EVENT-08 a card back may launch a mission, send on to a card, change markers and values, add days, set a job difficulty, place a story token and block a card', () => {
    const card = (id: string, options: CardOption[]): EventCard => ({
      id,
      sample: true,
      deck: 'event',
      title: `Card ${id}`,
      text: 'test',
      personal: false,
      options,
    });
    const pack: HuntersContent = {
      ...C,
      events: [
        ...C.events,
        card('X3', [
          option('A', [
            { kind: 'mission', mission: 'S01' },
            { kind: 'goto', card: '002' },
            { kind: 'gear', gear: 'axe' },
            { kind: 'marker', marker: 'poles-friends', set: true },
            { kind: 'xp', n: 2 },
            { kind: 'module', module: 'optics', n: 1 },
            { kind: 'days', n: 2 },
            { kind: 'event-token', card: '003', days: 3 },
            { kind: 'job', level: 3 },
            { kind: 'story-token', token: 'II', set: true },
          ]),
          option('B', [{ kind: 'fuel', n: 5 }]),
        ]),
        // Going to X5 option B: its back at once, though its condition is not met and its cost not paid.
        card('X4', [
          option('A', [
            { kind: 'goto', card: 'X5', option: 'B' },
            { kind: 'story-token', token: 'II', set: false },
          ]),
        ]),
        card('X5', [
          option('A', [{ kind: 'fuel', n: 1 }]),
          option(
            'B',
            [
              { kind: 'fuel', n: 4 },
              { kind: 'job', level: 2 },
            ],
            {
              requires: 'never-set',
              cost: [{ kind: 'fuel', n: 9 }],
              handling: 'keep',
            },
          ),
        ]),
      ],
    };
    expect(checkContent(pack)).toEqual([]);
    const r = unwrap(resolveCard(pack, camp({ toRead: ['X3'] }), 0, D(), { payer: 'medic' }));
    expect(r.state).toMatchObject({
      launched: 'S01',
      // "Go to card N" reads N next, its menu offered.
      toRead: ['002'],
      markers: ['poles-friends'],
      day: 3,
      eventTokens: [{ letter: 'A', card: '003', due: 6 }],
      jobs: [{ card: 'X3', level: 3 }],
      storyTokens: ['II'],
    });
    // Only the chosen option's back: A, not B's Fuel Cells.
    expect(ch(r.state, 'medic')).toMatchObject({ xp: 2, modules: { optics: 1 }, fuel: 0 });
    expect(ch(r.state, 'medic').gear).toContain('axe');
    const said = r.events.filter((e) => e.rule === 'HU-EVENT-08');
    expect(said.map((e) => huntersPresenter.event(e, 'en'))).toEqual([
      "Card X3 marks the job's difficulty: 3 of 3. [HU-EVENT-08]",
      'Story token II is placed with the party. [HU-EVENT-08]',
    ]);
    expect(said.map((e) => huntersPresenter.event(e, 'hu'))).toEqual([
      'Az X3 lap szerint a megbízás nehézsége 3 (legfeljebb 3). [HU-EVENT-08]',
      'A II. történetjelző a csapathoz kerül. [HU-EVENT-08]',
    ]);
    // A story token the party holds is not placed twice.
    const again = unwrap(resolveCard(pack, { ...r.state, toRead: ['X3'] }, 0, D(), { payer: 'medic' }));
    expect(again.state.storyTokens).toEqual(['II']);
    expect(again.events.some((e) => e.type === 'hunters/story-token')).toBe(false);
    // "Go to card N option L": resolved at once, the menu never offered.
    const jump = unwrap(resolveCard(pack, { ...r.state, toRead: ['X4'] }, 0, D(), { payer: 'soldier' }));
    expect(jump.state).toMatchObject({
      toRead: [],
      kept: ['X5'],
      storyTokens: [],
      jobs: [
        { card: 'X3', level: 3 },
        { card: 'X5', level: 2 },
      ],
    });
    expect(ch(jump.state, 'soldier').fuel).toBe(4);
    expect(jump.events.map((e) => huntersPresenter.event(e, 'en'))).toEqual([
      'Card X4: option A. [HU-EVENT-15]',
      'Card X4 sends the party to card X5, option B: Card X5. [HU-EVENT-08]',
      "Card X5 marks the job's difficulty: 2 of 3. [HU-EVENT-08]",
      'Card X5: keep. [HU-EVENT-07]',
      'Story token II is taken back. [HU-EVENT-08]',
      'Card X4: discard. [HU-EVENT-07]',
    ]);
    expect(huntersPresenter.event(jump.events[1] as GameEvent, 'hu')).toBe(
      'Az X4 lap továbbküld: az X5 lap „B” lehetősége azonnal érvényes. [HU-EVENT-08]',
    );
    // The party between missions sees the job difficulties and the story tokens it holds.
    const eng = huntersRuleset.rules(pack, {});
    const view = eng.view(betweenMissions(['p1', 'p2'], r.state), 'p1');
    const board = huntersPresenter.board(view, 'en').split('\n');
    expect(board).toContain('Story tokens: II');
    expect(board).toContain('Job difficulty: card X3 3 of 3');
    expect(huntersPresenter.board(view, 'hu').split('\n')).toContain('Megbízások nehézsége: X3 lap 3/3');
  });

  it('HU-EVENT-11 HU-EVENT-08 an option may ask for a story token: open only while the party holds it', () => {
    const pack: HuntersContent = {
      ...C,
      events: [
        ...C.events,
        {
          id: 'X7',
          sample: true,
          deck: 'event',
          title: 'Card X7',
          text: 'test',
          personal: false,
          options: [
            {
              label: 'A',
              text: 'test',
              mandatory: false,
              cost: [],
              handling: 'discard',
              effects: [{ kind: 'xp', n: 1 }],
            },
            {
              label: 'B',
              text: 'test',
              requiresToken: 'III',
              mandatory: false,
              cost: [],
              handling: 'discard',
              effects: [{ kind: 'fuel', n: 2 }],
            },
          ],
        },
      ],
    };
    const without = camp({ toRead: ['X7'] });
    expect(cardOptions(pack, without, 'X7')).toEqual([0]);
    expect(resolveCard(pack, without, 1, D())).toMatchObject({
      ok: false,
      error: { code: 'event/option', rule: 'HU-EVENT-11' },
    });
    // Another token is not the one asked for.
    expect(cardOptions(pack, camp({ toRead: ['X7'], storyTokens: ['II'] }), 'X7')).toEqual([0]);
    const holding = camp({ toRead: ['X7'], storyTokens: ['III'] });
    expect(cardOptions(pack, holding, 'X7')).toEqual([0, 1]);
    const r = unwrap(resolveCard(pack, holding, 1, D(), { payer: 'soldier' })).state;
    expect(ch(r, 'soldier').fuel).toBe(ch(holding, 'soldier').fuel + 2);
  });

  it('HU-EVENT-15 HU-EVENT-16 AMB-18 a road card: choose, flip, apply only that option; then it is gone', () => {
    const r = unwrap(travel(C, camp(), 'L1', D('shield'))).state;
    // The road card first; the card over L1 once the party has arrived (HU-TRAVEL-08).
    expect(r.toRead).toEqual(['R101']);
    const after = unwrap(resolveCard(C, r, 0, D())).state;
    expect(after.location).toBe('L1');
    expect(ch(after, 'soldier').modules.junk).toBe(2);
    expect(after.toRead).toEqual(['001']);
    expect(after.roads['1']).toEqual(['R102', 'R103']);
  });

  it('HU-EVENT-13 HU-EVENT-14 AMB-17 AMB-77 an event token blocks its card until its day; four letters at most', () => {
    const withToken: HuntersContent = {
      ...C,
      events: [
        ...C.events,
        {
          id: 'X1',
          sample: true,
          deck: 'event',
          title: 'Wait',
          text: 'wait',
          personal: false,
          options: [
            {
              label: 'A',
              text: 'wait',
              mandatory: false,
              cost: [],
              handling: 'discard',
              effects: [{ kind: 'event-token', card: '003', days: 3 }],
            },
          ],
        },
      ],
    };
    const s = camp({ location: 'L2', toRead: ['X1'], day: 4 });
    const r = unwrap(resolveCard(withToken, s, 0, D())).state;
    expect(r.eventTokens).toEqual([{ letter: 'A', card: '003', due: 7 }]);
    expect(revealUnder(r, '003').ok).toBe(false);
    const later = advanceDays(withToken, r, 3, D()).state;
    expect(later.eventTokens).toEqual([]);
    expect(revealUnder(later, '003').ok).toBe(true);
    const full = { ...s, eventTokens: ['A', 'B', 'C', 'D'].map((letter) => ({ letter, card: '002', due: 20 })) };
    const r2 = unwrap(resolveCard(withToken, full, 0, D()));
    expect(r2.state.eventTokens).toHaveLength(4);
    expect(r2.events.some((e) => e.rule === 'HU-EVENT-14')).toBe(true);
  });

  it('HU-TRAVEL-09 HU-TRAVEL-11 HU-GEAR-09 buying and selling in Fuel Cells; implants are not for sale', () => {
    const s = camp({ location: 'L1' });
    ch(s, 'soldier').fuel = 3;
    const r = unwrap(buy(C, s, 'soldier', 'knife')).state;
    expect(ch(r, 'soldier').fuel).toBe(1);
    expect(buy(C, r, 'soldier', 'pistol').ok).toBe(false);
    const sold = unwrap(sell(C, r, 'soldier', 'rifle')).state;
    expect(ch(sold, 'soldier').fuel).toBe(5);
    ch(sold, 'soldier').gear.push('neural-implant');
    expect(sell(C, sold, 'soldier', 'neural-implant').ok).toBe(false);
  });

  it('HU-TRAVEL-09 there is work only where the place offers a wage, and gear only where it is sold', () => {
    const s = camp({ location: 'L3' });
    ch(s, 'soldier').fuel = 9;
    const idle = work(C, s, 1, D());
    expect(idle.ok ? null : [idle.error.code, idle.error.rule]).toEqual(['trade/no-work', 'HU-TRAVEL-09']);
    // The Dead City sells rifles, not knives; the day has not passed.
    const knife = buy(C, s, 'soldier', 'knife');
    expect(knife.ok ? null : [knife.error.code, knife.error.rule]).toEqual(['trade/not-sold', 'HU-TRAVEL-09']);
    const rifles = (x: CampaignState) => ch(x, 'soldier').gear.filter((g) => g === 'rifle').length;
    expect(rifles(unwrap(buy(C, s, 'soldier', 'rifle')).state)).toBe(rifles(s) + 1);
    expect(s.day).toBe(1);
  });

  it('HU-GEAR-09 HU-SHEET-10 an implant is installed at a place that offers it, for its price in Fuel Cells', () => {
    const s = camp({ location: 'L1-S1' });
    const soldier = ch(s, 'soldier');
    soldier.gear.push('neural-implant');
    soldier.fuel = 2;
    // The Clinic Row asks 3 Fuel Cells: with 2 the implant stays in the pack.
    const poor = installImplant(C, s, 'soldier', 'neural-implant');
    expect(poor.ok ? null : [poor.error.code, poor.error.rule]).toEqual(['implant/fuel', 'HU-GEAR-09']);
    soldier.fuel = 3;
    const done = unwrap(installImplant(C, s, 'soldier', 'neural-implant')).state;
    expect(ch(done, 'soldier')).toMatchObject({ fuel: 0, implants: ['neural-implant'] });
    expect(ch(done, 'soldier').gear).not.toContain('neural-implant');
    // Nobody installs implants at the Scrap Yard.
    const yard = installImplant(C, { ...s, location: 'L1-S2' }, 'soldier', 'neural-implant');
    expect(yard.ok ? null : yard.error.code).toBe('implant/no-service');
  });

  it('HU-TRAVEL-10 each working day passes a day and pays every conscious worker', () => {
    const r = unwrap(work(C, camp({ location: 'L1-S2' }), 2, D())).state;
    expect(r.day).toBe(3);
    expect(r.chars.map((c) => c.fuel)).toEqual([4, 4]);
  });
});

describe('experience and the party', () => {
  it('HU-XP-02 HU-XP-03 HU-XP-04 HU-XP-05 HU-XP-06 WE-04 AMB-02 20 XP buy level 2: +1 max Health, same wounds, 4 of 7 cards', () => {
    const s = camp();
    const m = ch(s, 'medic');
    m.xp = 20;
    m.health = 2;
    const offer = C.classes.find((k) => k.id === 'medic')?.levelOffers['2'] ?? [];
    const picks = [offer[0], offer[1], offer[2], offer[6]] as string[];
    expect(levelUp(C, s, 'medic', offer.slice(0, 3)).ok).toBe(false);
    const r = unwrap(levelUp(C, s, 'medic', picks)).state;
    const after = ch(r, 'medic');
    expect([after.level, after.xp, after.health, maxHealth(after)]).toEqual([2, 0, 3, 6]);
    expect(after.skills).toEqual([offer[6]]);
    expect(after.collection).toContain(offer[0]);
    expect(r.removedCards).toEqual(offer.slice(3, 6));
    expect(levelUp(C, { ...s, chars: s.chars.map((c) => ({ ...c, xp: 19 })) }, 'medic', picks).ok).toBe(false);
  });

  it('HU-XP-04 AMB-02b a level-up leaves an unconscious character at 0 Health, with the higher maximum', () => {
    const s = camp();
    const m = ch(s, 'medic');
    m.xp = 20;
    m.health = 0;
    const offer = C.classes.find((k) => k.id === 'medic')?.levelOffers['2'] ?? [];
    const after = ch(unwrap(levelUp(C, s, 'medic', offer.slice(0, 4))).state, 'medic');
    expect([after.level, after.health, maxHealth(after)]).toEqual([2, 0, maxHealth(m) + 1]);
  });

  it('HU-XP-08 AMB-07 experience is spent only between missions, wherever the party is', () => {
    const s = { ...camp(), inMission: true };
    ch(s, 'medic').xp = 40;
    const r = levelUp(C, s, 'medic', []);
    expect(r.ok ? '' : r.error.rule).toBe('HU-XP-08');
    // Between missions, far from the base, the same XP buys the level.
    const away = camp({ location: 'L2' });
    ch(away, 'medic').xp = 40;
    const offer = C.classes.find((k) => k.id === 'medic')?.levelOffers['2'] ?? [];
    expect(ch(unwrap(levelUp(C, away, 'medic', offer.slice(0, 4))).state, 'medic').level).toBe(2);
  });

  it('HU-XP-11 HU-PLAYERS-02 spoils: highest Persuasion first, ties by Strength, then clockwise', () => {
    const s = camp({}, [
      { class: 'soldier', seat: 'p1' },
      { class: 'sniper', seat: 'p2' },
      { class: 'medic', seat: 'p3' },
      { class: 'recon', seat: 'p4' },
    ]);
    // Persuasion: soldier 1, sniper 2, medic 3, recon 2.
    expect(spoilsOrder(C, s)).toEqual(['medic', 'recon', 'soldier', 'sniper']);
    // Without the Medic, Sniper and Recon tie on Persuasion 2: the Recon's Strength 2 beats 1.
    const tie = camp({}, [
      { class: 'soldier', seat: 'p1' },
      { class: 'sniper', seat: 'p2' },
      { class: 'recon', seat: 'p3' },
    ]);
    expect(spoilsOrder(C, tie)).toEqual(['recon', 'soldier', 'sniper']);
  });

  it('HU-SHEET-04 HU-SHEET-03 modules carried: 6 per blue slot not holding gear', () => {
    const s = camp();
    // Medic: 3 blue slots, one holds the First Aid Kit.
    expect(moduleCapacity(C, ch(s, 'medic'))).toBe(12);
    expect(moduleCapacity(C, ch(s, 'soldier'))).toBe(18);
  });

  it('HU-PLAYERS-04 AMB-22 a newcomer joins at the lowest level with that XP, picking 4 of 7 per level', () => {
    const s = camp();
    for (const c of s.chars) {
      c.level = 2;
      c.xp = 7;
    }
    ch(s, 'medic').xp = 3;
    const offer = C.classes.find((k) => k.id === 'recon')?.levelOffers['2'] ?? [];
    const r = unwrap(join(C, s, 'recon', 'p3', { '2': offer.slice(0, 4) })).state;
    expect(ch(r, 'recon')).toMatchObject({ level: 2, xp: 3, health: 6 });
    expect(join(C, s, 'recon', 'p3', {}).ok).toBe(false);
  });

  it('HU-SHEET-14 HU-PLAYERS-01 AMB-25 a class is in a campaign once, and the party holds at most four', () => {
    const two = camp();
    const twice = join(C, two, 'medic', 'p3', {});
    expect(twice.ok ? null : [twice.error.code, twice.error.rule]).toEqual(['campaign/class-twice', 'HU-SHEET-14']);
    // A class plays once a campaign (AMB-25): a dead Medic's class does not come again (a second
    // character of the same id would stand beside the dead one), nor does the class of one who left.
    ch(two, 'medic').dead = true;
    const again = join(C, two, 'medic', 'p3', {});
    expect(again.ok ? null : [again.error.code, again.error.rule]).toEqual(['campaign/class-twice', 'HU-SHEET-14']);
    const gone = unwrap(leave(camp(), 'medic', { heir: 'soldier' })).state;
    const back = join(C, gone, 'medic', 'p2', {});
    expect(back.ok ? null : [back.error.code, back.error.rule]).toEqual(['campaign/class-twice', 'HU-SHEET-14']);
    expect(join(C, gone, 'recon', 'p2', {}).ok).toBe(true);
    // Nor are they offered between missions.
    const offered = (s: CampaignState) =>
      campaignChoices(C, s, ['p1', 'p2', 'p3'])
        .filter((c) => c.kind === 'join')
        .map((c) => (c.kind === 'join' ? c.cls : ''));
    expect(offered(two)).not.toContain('medic');
    expect(offered(gone)).not.toContain('medic');
    expect(offered(gone)).toContain('recon');
    const four = camp({}, [
      { class: 'soldier', seat: 'p1' },
      { class: 'sniper', seat: 'p2' },
      { class: 'medic', seat: 'p3' },
      { class: 'recon', seat: 'p4' },
    ]);
    const fifth = join(C, four, 'huntsman', 'p1', {});
    expect(fifth.ok ? null : [fifth.error.code, fifth.error.rule]).toEqual(['campaign/full', 'HU-PLAYERS-01']);
  });

  it('HU-PLAYERS-03 a leaving character is taken over, or leaves everything, implants too, to an heir', () => {
    const s = camp();
    ch(s, 'medic').implants = ['neural-implant'];
    ch(s, 'medic').fuel = 3;
    expect(ch(unwrap(leave(s, 'medic', { seat: 'p1' })).state, 'medic').seat).toBe('p1');
    const r = unwrap(leave(s, 'medic', { heir: 'soldier' })).state;
    expect(r.chars.map((c) => c.id)).toEqual(['soldier']);
    expect(ch(r, 'soldier').gear).toContain('neural-implant');
    expect(ch(r, 'soldier').fuel).toBe(3);
  });

  it('HU-CRAFT-08 HU-PLAYERS-03 a piece being built for a character who leaves is finished into the heir’s storeroom', () => {
    const s = camp({ day: 5, blueprints: ['bp-knife'] });
    ch(s, 'soldier').modules.junk = 2;
    // The Knife (Forge 1, 2 days) is built for the Medic, who leaves before it is done.
    const building = unwrap(startConstruction(C, s, 'bp-knife', 'medic')).state;
    const gone = unwrap(leave(building, 'medic', { heir: 'soldier' })).state;
    const done = advanceDays(C, gone, 2, D()).state;
    expect(ch(done, 'soldier').storeroom.gear).toEqual(['knife']);
    expect(done.constructions).toEqual([]);
    // A character played on from another seat keeps what is being built for him.
    const kept = unwrap(leave(building, 'medic', { seat: 'p1' })).state;
    expect(ch(advanceDays(C, kept, 2, D()).state, 'medic').storeroom.gear).toEqual(['knife']);
  });

  it('HU-DIFF-06 a killed character’s belongings go to the survivors', () => {
    const s = { ...camp(), elimination: true };
    const m = ch(s, 'medic');
    m.dead = true;
    m.fuel = 4;
    const r = unwrap(leave(s, 'medic', { heir: 'soldier' })).state;
    expect(ch(r, 'soldier').fuel).toBe(4);
    expect(ch(r, 'soldier').gear).toContain('first-aid-kit');
  });

  it('HU-CAMP-15 AMB-24 the whole campaign is plain data: a save round-trips and plays on identically', () => {
    let s = camp();
    s = unwrap(travel(C, s, 'L1', D('shield'))).state;
    const saved = JSON.stringify(s);
    const a = advanceDays(C, s, 5, D());
    const b = advanceDays(C, JSON.parse(saved) as CampaignState, 5, D());
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    expect(campaignInvariants(C, a.state)).toEqual([]);
  });

  it('HU-CAMP-15 a campaign saved before story tokens and job difficulties is refused by the paths it lacks', () => {
    const rules = huntersRuleset.rules(C, {});
    const now = betweenMissions(['p1', 'p2'], camp({ storyTokens: ['I', 'III'], jobs: [{ card: '001', level: 1 }] }));
    expect(rules.invariants?.(now)).toEqual([]);
    const old = JSON.parse(JSON.stringify(now)) as { campaign: Record<string, unknown> };
    delete old.campaign['storyTokens'];
    delete old.campaign['jobs'];
    expect(rules.invariants?.(old as unknown as typeof now)).toEqual([
      'campaign.storyTokens: missing (expected an array)',
      'campaign.jobs: missing (expected an array)',
    ]);
    // A token held twice, or two difficulties for one card's job, cannot come out of play.
    expect(
      campaignInvariants(
        C,
        camp({
          storyTokens: ['II', 'II'],
          jobs: [
            { card: '001', level: 1 },
            { card: '001', level: 2 },
          ],
        }),
      ),
    ).toEqual(['storyTokens.1: story token II held twice', 'jobs.1: card 001 has two job entries']);
  });
});

describe('seeded campaign days', () => {
  it('random between-mission steps keep days forward and resources within bounds', () => {
    for (let seed = 1; seed <= 30; seed++) {
      let s = camp();
      const dice = { n: seed };
      const next = () => {
        dice.n = (dice.n * 1103515245 + 12345) % 2147483648;
        return dice.n;
      };
      for (let step = 0; step < 40 && !s.result; step++) {
        const before = s.day;
        const pick = next() % 6;
        const roll = SeededDice.fromSeed(next());
        if (s.toRead.length > 0) {
          const opts = cardOptions(C, s, s.toRead[0] as string, 'soldier');
          const r = resolveCard(C, s, opts[0] ?? 0, roll, { resolver: 'soldier', payer: 'medic' });
          if (r.ok) s = r.value.state;
          else s = { ...s, toRead: s.toRead.slice(1) };
        } else if (pick === 0) s = unwrap(rest(C, s, roll)).state;
        else {
          const dest = ['L1', 'L2', 'L3', 'base', 'L1-S1'][next() % 5] as string;
          const r = travel(C, s, dest, roll);
          if (r.ok) s = r.value.state;
        }
        expect(s.day).toBeGreaterThanOrEqual(before);
        expect(campaignInvariants(C, s)).toEqual([]);
      }
    }
  });
});

describe('between missions', () => {
  it('HU-CAMP-02 between missions the party may travel, rest, trade, work, heal, level up, expand and build', () => {
    const kinds = (st: CampaignState) => new Set(campaignChoices(C, st, ['p1', 'p2']).map((x) => x.kind));
    const atBase = camp({ blueprints: ['bp-knife'] });
    ch(atBase, 'soldier').xp = 20;
    ch(atBase, 'soldier').modules.junk = 5;
    expect(kinds(atBase)).toEqual(
      new Set([
        'rest',
        'travel',
        'difficulty',
        'expand',
        'construct',
        'level-up',
        'store',
        'hand-over',
        'join',
        'leave',
      ]),
    );
    const town = camp({ location: 'L1', attached: [] });
    ch(town, 'medic').health = 2;
    ch(town, 'medic').fuel = 9;
    for (const k of ['buy', 'sell', 'healer']) expect(kinds(town)).toContain(k);
    expect(kinds(camp({ location: 'L1-S2', attached: [] }))).toContain('work');
    // Once a card launches a mission, the only step left is to play it.
    expect(campaignChoices(C, camp({ launched: 'Q02' }), ['p1', 'p2'])).toEqual([{ kind: 'start-mission' }]);
  });
});

describe('difficulty', () => {
  it('HU-DIFF-01 the difficulty is Normal, Professional or Master, and the campaign keeps the one chosen', () => {
    expect(huntersRuleset.options.find((o) => o.id === 'difficulty')).toMatchObject({
      default: 'normal',
      values: ['normal', 'professional', 'master'],
    });
    const eng = unwrap(Engine.create(huntersRuleset, { options: { difficulty: 'master' } }));
    const m = unwrap(eng.start(1, TWO_PLAYER_CAMPAIGN));
    expect(m.state.campaign?.difficulty).toBe('master');
    expect(Engine.create(huntersRuleset, { options: { difficulty: 'nightmare' } }).ok).toBe(false);
  });
});

describe('raising the difficulty', () => {
  const offered = (st: CampaignState) => campaignChoices(C, st, ['p1', 'p2']).filter((x) => x.kind === 'difficulty');
  const refused = (st: CampaignState, to: CampaignState['difficulty']) => {
    const r = raiseDifficulty(st, to);
    return r.ok ? null : r.error;
  };

  it('HU-DIFF-01 between missions the difficulty may be raised, never lowered, kept or changed once a mission is launched', () => {
    const normal = camp();
    expect(offered(normal)).toEqual([
      { kind: 'difficulty', to: 'professional' },
      { kind: 'difficulty', to: 'master' },
    ]);
    const r = unwrap(raiseDifficulty(normal, 'professional'));
    expect(r.state.difficulty).toBe('professional');
    expect(normal.difficulty).toBe('normal');
    expect(r.events).toEqual([
      {
        type: 'hunters/difficulty',
        rule: 'HU-DIFF-01',
        difficulty: 'professional',
        previous: 'normal',
        text: 'The difficulty is raised from Normal to Professional for the missions to come.',
      },
    ]);
    expect(huntersPresenter.event(r.events[0] as GameEvent, 'hu')).toBe(
      'A nehézség Normál fokozatról Profi fokozatra emelkedik a további küldetésekre. [HU-DIFF-01]',
    );
    expect(offered(r.state)).toEqual([{ kind: 'difficulty', to: 'master' }]);
    expect(unwrap(raiseDifficulty(r.state, 'master')).state.difficulty).toBe('master');
    expect(offered(camp({ difficulty: 'master' }))).toEqual([]);
    // Down, or the level it is at: refused with the rule, in English and Hungarian.
    const lower = refused(r.state, 'normal');
    const same = refused(r.state, 'professional');
    expect([lower, same]).toEqual([
      {
        code: 'difficulty/lower',
        message: 'The difficulty may be raised, never lowered: the campaign is played at Professional',
        rule: 'HU-DIFF-01',
      },
      { code: 'difficulty/same', message: 'The campaign is already played at Professional', rule: 'HU-DIFF-01' },
    ]);
    expect(refused(camp({ difficulty: 'master' }), 'professional')?.code).toBe('difficulty/lower');
    expect([lower, same].map((v) => (v ? huntersPresenter.violation?.(v, 'hu') : null))).toEqual([
      'A nehézség csak emelhető, csökkenteni nem lehet. [HU-DIFF-01]',
      'A hadjárat már ezen a nehézségen folyik. [HU-DIFF-01]',
    ]);
    // Once a card has launched a mission, and while it is played, it is not between missions.
    for (const st of [camp({ launched: 'Q02' }), camp({ inMission: true })]) {
      expect(offered(st)).toEqual([]);
      expect(refused(st, 'master')).toEqual({
        code: 'difficulty/not-between',
        message: 'The difficulty is raised between missions, not once a mission is launched',
        rule: 'HU-DIFF-01',
      });
    }
    // A card turned over is resolved first (HU-EVENT-05).
    expect(refused(camp({ toRead: ['001'] }), 'master')).toMatchObject({
      code: 'difficulty/reading',
      rule: 'HU-EVENT-05',
    });
  });

  it('HU-DIFF-01 HU-DIFF-02 a mission the campaign launches is played at the campaign’s difficulty of that moment', () => {
    // The match option stays Normal; the players raise the campaign to Professional.
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    const raised = unwrap(eng.submit(m, 'p2', { kind: 'difficulty', to: 'professional' }));
    expect(raised.events.map((e) => huntersPresenter.event(e, 'en'))).toEqual([
      'The difficulty is raised from Normal to Professional for the missions to come. [HU-DIFF-01]',
    ]);
    m = raised.match;
    const down = eng.submit(m, 'p1', { kind: 'difficulty', to: 'normal' });
    expect(down.ok ? null : down.error).toMatchObject({ code: 'difficulty/lower', rule: 'HU-DIFF-01' });
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, D('blank'))).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    expect(m.state.campaign?.launched).toBe('Q02');
    const late = eng.submit(m, 'p1', { kind: 'difficulty', to: 'master' });
    expect(late.ok ? null : late.error).toMatchObject({ code: 'difficulty/not-between', rule: 'HU-DIFF-01' });
    m = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
    expect([m.state.mission, m.state.phase, m.state.campaign?.difficulty]).toEqual(['Q02', 'hand', 'professional']);
    expect(m.record.options['difficulty']).toBe('normal');
    const during = eng.rules.apply(m.state, 'p1', { kind: 'difficulty', to: 'master' }, D());
    expect(during.ok ? null : during.error).toMatchObject({ code: 'difficulty/not-between', rule: 'HU-DIFF-01' });
    // A lone mission has no campaign to raise: its difficulty is the match option.
    const lone = unwrap(eng.start(1, huntersRuleset.defaultSetup));
    const none = eng.submit(lone, 'p1', { kind: 'difficulty', to: 'master' });
    expect(none.ok ? null : none.error).toMatchObject({ code: 'difficulty/no-campaign', rule: 'HU-DIFF-01' });
    if (!none.ok)
      expect(huntersPresenter.violation?.(none.error, 'hu')).toBe(
        'Hadjáraton kívül a nehézség a játszma beállítása. [HU-DIFF-01]',
      );

    // The mission's rules read the campaign's level: the Soldier's knife (3 dice) against a Giant
    // Rat, whose melee defence is 0. At Professional it rolls one defence die, and its shield
    // stops the one hit; at Normal it rolls none and the Rat is destroyed.
    const strike = (difficulty: CampaignState['difficulty']) => {
      const sc = scene({ chars: [{ cls: 'soldier', at: [5, 5] }], enemies: [{ kind: 'giant-rat', at: [5, 5] }] });
      sc.state.campaign = { ...camp({ difficulty }), inMission: true };
      const d = drive(sc);
      d.do({ kind: 'basic', action: 'melee' });
      const ev = d.do({ kind: 'melee', target: 'e1', weapon: 'knife', moraleHit: false, moraleDie: false }, [
        1,
        6,
        6,
        'shield',
      ]);
      const attack = ev.find((e) => e.type === 'hunters/attack');
      return [
        attack?.['faces'],
        attack?.['defence'],
        attack?.['damage'],
        ev.some((e) => e.type === 'hunters/enemy-destroyed'),
      ];
    };
    expect(strike('professional')).toEqual([[1, 6, 6], ['shield'], 0, false]);
    expect(strike('normal')).toEqual([[1, 6, 6], [], 1, true]);
  });
});

describe('hidden piles', () => {
  it('HU-CAMP-14 no event names a road or town card before it is drawn', () => {
    const s = camp();
    const r = unwrap(travel(C, s, 'L1', D('shield')));
    const text = JSON.stringify(r.events);
    expect(text).toContain('R101');
    for (const hidden of [...(r.state.roads['1'] ?? []), ...(r.state.roads['2'] ?? []), ...(r.state.towns['1'] ?? [])])
      expect(text).not.toContain(hidden);
  });
});

import { Engine } from '@skirmish/core';
import { huntersRuleset } from '../src/index.ts';
import { betweenMissions, campaignChoices, finishMission } from '../src/campaign-mode.ts';

describe('the campaign as a game', () => {
  it('HU-CAMP-03 HU-XP-09 HU-HEALTH-16 a card launches a mission; its wounds and findings carry back', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    expect(eng.pending(m)[0]?.kind).toBe('hunters/campaign');
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, D('blank'))).match;
    expect(m.state.campaign?.toRead).toEqual(['001']);
    expect(eng.legal(m, 'p1')).toEqual([
      { kind: 'read', option: 0, payer: 'soldier' },
      { kind: 'read', option: 0, payer: 'medic' },
    ]);
    // The card is asked for by its title, and its option by the label the card prints.
    const view = eng.view(m, 'p1');
    const card = C.events.find((e) => e.id === '001');
    expect(view.campaign?.reading).toEqual({
      card: '001',
      title: card?.title,
      options: card?.options.map((o) => o.label),
    });
    expect(huntersPresenter.prompt?.(eng.pending(m)[0]!, view, 'en')).toBe(`Read card 001: ${card?.title}`);
    const label = card?.options[0]?.label;
    expect(huntersPresenter.choice({ kind: 'read', option: 0, payer: 'medic' }, view, 'en')).toBe(
      `Option ${label} (Medic)`,
    );
    expect(huntersPresenter.choice({ kind: 'read', option: 0, payer: 'medic' }, view, 'hu')).toBe(
      `„${label}” lehetőség (Szanitéc)`,
    );
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    expect(eng.view(m, 'p1').campaign?.reading).toBeNull();
    expect(eng.legal(m, 'p1')).toEqual([{ kind: 'start-mission' }]);
    m = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
    expect(m.state.mission).toBe('Q02');
    expect(eng.pending(m)[0]?.kind).toBe('hunters/keep-card');
    // The mission ends with the Medic unconscious and the Soldier holding 2 findings.
    const ended = { ...m.state, result: { victory: true, reason: 'test' } };
    ended.chars = ended.chars.map((c) => (c.id === 'medic' ? { ...c, health: 0 } : { ...c, findings: 2 }));
    const back = finishMission(C, ended).state;
    expect(back.phase).toBe('campaign');
    const camp = back.campaign as CampaignState;
    expect(ch(camp, 'medic').health).toBe(0);
    expect(ch(camp, 'soldier').modules.junk).toBe(2);
    expect(ch(camp, 'soldier').xp).toBe(6);
    expect(camp.wonMissions).toEqual(['Q02']);
  });

  it('a launched mission the party can no longer field is named by its title, with the reason, in both languages', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, D('blank'))).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    const launched = m.state.campaign as CampaignState;
    expect(launched.launched).toBe('Q02');
    // The Medic has died since: two players, one character left.
    const state = {
      ...m.state,
      campaign: { ...launched, chars: launched.chars.map((c) => (c.id === 'medic' ? { ...c, dead: true } : c)) },
    };
    const r = unwrap(eng.rules.apply(state, 'p1', { kind: 'start-mission' }, D()));
    expect(r.state.phase).toBe('campaign');
    expect(r.state.campaign?.launched).toBeNull();
    const refused = r.events.find((e) => e.type === 'hunters/mission-refused');
    expect(refused).toMatchObject({ mission: 'Q02', code: 'setup/characters' });
    const title = C.missions.find((x) => x.id === 'Q02')?.title;
    expect(huntersPresenter.event(refused!, 'en')).toBe(
      `The party cannot field the mission ${title}: With 2-4 players each player takes exactly one character. It counts as lost. [HU-CAMP-03]`,
    );
    expect(huntersPresenter.event(refused!, 'hu')).toBe(
      'A csapat nem tudja vállalni a küldetést (Patkányok a romok között). A szereplők száma nem illik a játékosokéhoz. A küldetés elveszettnek számít. [HU-CAMP-03]',
    );
    // An event of a game recorded before it named its mission still reads in Hungarian.
    const old = { type: 'hunters/mission-refused', rule: 'HU-CAMP-03', text: 'The party cannot take mission Q02.' };
    expect(huntersPresenter.event(old, 'hu')).toBe(
      'A csapat nem tudja vállalni a küldetést; elveszettnek számít. [HU-CAMP-03]',
    );
  });
});
