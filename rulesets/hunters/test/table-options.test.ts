/**
 * The table options that settle the checklist's "Setting" rows (AMB-xx): each under its default,
 * which is the checklist's reading, and under the other value, with scripted dice.
 */
import {
  canonicalJson,
  Engine,
  LoadedDice,
  resolveOptions,
  unwrap,
  type GameEvent,
  type ScriptedRoll,
} from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { resolveArea, resolveShoot } from '../src/actions.ts';
import { handOver, maxHealth, type CampaignState } from '../src/campaign.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { sampleContent as C } from '../src/content/sample.ts';
import type { HuntersContent } from '../src/content/schema.ts';
import { WHOLE_MISSION } from '../src/gear.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import type { Answer, CharState, MissionState } from '../src/state.ts';
import type { Pos } from '../src/board.ts';
import { act, drive, P, scene, TWO_PLAYER_CAMPAIGN } from './fixture.ts';

const D = (...r: ScriptedRoll[]) => new LoadedDice(r);
type Placed = CharState & { pos: Pos };
const ON = true;
const OFF = false;

/** A fresh two-character campaign (Soldier p1, Medic p2) played under the given options. */
function campaignUnder(options: Record<string, unknown>, pack: HuntersContent = C) {
  const rules = huntersRuleset.rules(pack, unwrap(resolveOptions(huntersRuleset.options, options)));
  const start = unwrap(rules.setup(TWO_PLAYER_CAMPAIGN, D()));
  /** The state with the campaign changed as `edit` says. */
  const at = (edit: (camp: CampaignState) => void): MissionState => {
    const camp = structuredClone(start.campaign as CampaignState);
    edit(camp);
    return { ...start, campaign: camp };
  };
  const apply = (s: MissionState, choice: HuntersChoice) => {
    const r = unwrap(rules.apply(s, 'p1', choice, D()));
    return { camp: r.state.campaign as CampaignState, events: r.events };
  };
  return { at, apply, rules };
}

function who(camp: CampaignState, id: string) {
  const x = camp.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

describe('table options between missions', () => {
  it('HU-HEALTH-14 AMB-64 option foodSharing on: a character without Food eats the teammate’s; off: goes hungry', () => {
    // Two days of rest: the Medic has no Food, the Soldier 5; rest gives +1 Health at the end.
    const rest = (foodSharing: boolean) => {
      const { at, apply } = campaignUnder({ foodSharing });
      const s = at((camp) => {
        who(camp, 'medic').food = 0;
        who(camp, 'soldier').food = 5;
      });
      return apply(s, { kind: 'rest' });
    };
    const shared = rest(ON);
    const full = maxHealth(who(shared.camp, 'medic'));
    expect(ofType(shared.events, 'hunters/food-shared')).toHaveLength(2);
    expect([who(shared.camp, 'soldier').food, who(shared.camp, 'medic').health]).toEqual([1, full]);
    const own = rest(OFF);
    expect(ofType(own.events, 'hunters/food-shared')).toEqual([]);
    // The Medic loses 1 Health on each of the two days, then rests back 1.
    expect([who(own.camp, 'soldier').food, who(own.camp, 'medic').health]).toEqual([3, full - 1]);
  });

  it('HU-HEALTH-14 AMB-64 option foodSharing off: Food is handed to a teammate between missions, in both languages', () => {
    const { at, apply, rules } = campaignUnder({ foodSharing: OFF });
    const s = at((camp) => {
      who(camp, 'soldier').food = 2;
      who(camp, 'medic').food = 0;
    });
    const give: HuntersChoice = { kind: 'hand-over', from: 'soldier', to: 'medic', item: 'food' };
    const legal = rules.legalChoices(s, 'p1');
    expect(legal).toContainEqual(give);
    // The Medic has none to give.
    expect(legal).not.toContainEqual({ kind: 'hand-over', from: 'medic', to: 'soldier', item: 'food' });
    const r = apply(s, give);
    expect([who(r.camp, 'soldier').food, who(r.camp, 'medic').food]).toEqual([1, 1]);
    const [ev] = ofType(r.events, 'hunters/hand-over');
    if (!ev) throw new Error('no hand-over event');
    expect(ev.rule).toBe('HU-HEALTH-14');
    const view = rules.view(s, 'p1');
    expect(huntersPresenter.choice(give, view, 'en')).toBe('Soldier hands 1 Food to Medic');
    expect(huntersPresenter.choice(give, view, 'hu')).toBe('Katona átadja a Szanitéc szereplőnek: 1 Élelmet');
    expect(huntersPresenter.event(ev, 'en')).toBe('Soldier hands 1 Food to Medic. [HU-HEALTH-14]');
    expect(huntersPresenter.event(ev, 'hu')).toBe('Katona átadja Szanitéc szereplőnek: Élelem. [HU-HEALTH-14]');
  });

  it('HU-HEALTH-14 AMB-64 option foodSharing on (the default): Food is not handed over, the upkeep shares it; the other choices are as off', () => {
    const fed = (camp: CampaignState) => {
      who(camp, 'soldier').food = 2;
      who(camp, 'medic').food = 0;
    };
    const on = campaignUnder({});
    const off = campaignUnder({ foodSharing: OFF });
    const onList = on.rules.legalChoices(on.at(fed), 'p1');
    const offList = off.rules.legalChoices(off.at(fed), 'p1');
    const isFood = (x: HuntersChoice) => x.kind === 'hand-over' && x.item === 'food';
    expect(onList.filter(isFood)).toEqual([]);
    expect(offList.filter(isFood)).toHaveLength(1);
    expect(onList).toEqual(offList.filter((x) => !isFood(x)));
    const refused = handOver(C, on.at(fed).campaign as CampaignState, 'soldier', 'medic', 'food');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect([refused.error.code, refused.error.rule]).toEqual(['campaign/food-shared', 'HU-HEALTH-14']);
  });

  it('HU-XP-04 AMB-02b option levelUpWakes on: a level-up lifts an unconscious character to 1 Health; off: stays at 0', () => {
    const picks = C.classes.find((k) => k.id === 'medic')?.levelOffers['2']?.slice(0, 4) ?? [];
    const levelUp = (levelUpWakes: boolean) => {
      const { at, apply } = campaignUnder({ levelUpWakes });
      const s = at((camp) => {
        who(camp, 'medic').xp = 20;
        who(camp, 'medic').health = 0;
      });
      return who(apply(s, { kind: 'level-up', character: 'medic', picks }).camp, 'medic');
    };
    const woken = levelUp(ON);
    const down = levelUp(OFF);
    expect([woken.level, woken.health]).toEqual([2, 1]);
    expect([down.level, down.health]).toEqual([2, 0]);
    // The maximum rises either way: the wounds are what the option keeps or not.
    expect(maxHealth(woken)).toBe(maxHealth(down));
  });

  it('HU-HEALTH-04 AMB-06b option penaltyDaysDoubled on: each Health an unconscious character cannot lose costs 2 days; off: 1', () => {
    // The poisoned Medic is down: a rest takes 4 days, and on each the poison finds no Health to take.
    const rest = (penaltyDaysDoubled: boolean) => {
      const { at, apply } = campaignUnder({ penaltyDaysDoubled });
      const s = at((camp) => {
        who(camp, 'medic').health = 0;
        who(camp, 'medic').poisoned = true;
        for (const c of camp.chars) c.food = 9;
      });
      return apply(s, { kind: 'rest' });
    };
    const doubled = rest(ON);
    const single = rest(OFF);
    expect([doubled.camp.day, ofType(doubled.events, 'hunters/penalty-day').length]).toEqual([1 + 4 + 8, 8]);
    expect([single.camp.day, ofType(single.events, 'hunters/penalty-day').length]).toEqual([1 + 4 + 4, 4]);
    // Either way the penalty days bring no meals: 4 eaten by each, on the 4 days of the rest.
    for (const r of [doubled, single]) expect(r.camp.chars.map((c) => c.food)).toEqual([5, 5]);
  });

  it('HU-CRAFT-07 AMB-14 WE-02 option inclusiveDays on: the 3-day AXE started on day 5 is ready on day 7; off: day 8', () => {
    const build = (inclusiveDays: boolean) => {
      const { at, apply } = campaignUnder({ inclusiveDays });
      const s = at((camp) => {
        camp.day = 5;
        camp.rooms.forge = 2;
        who(camp, 'medic').storeroom.modules.junk = 4;
      });
      const started = apply(s, { kind: 'construct', blueprint: 'bp-axe', owner: 'soldier' });
      const rested = apply({ ...s, campaign: started.camp }, { kind: 'rest' });
      return { due: started.camp.constructions[0]?.due, storeroom: who(rested.camp, 'soldier').storeroom.gear };
    };
    expect(build(ON)).toEqual({ due: 7, storeroom: ['axe'] });
    expect(build(OFF)).toEqual({ due: 8, storeroom: [] });
  });

  it('HU-BASE-07 AMB-14 option inclusiveDays on: an expansion is done a day sooner, a 1-day one still the next day; off: after its full days', () => {
    // The sample's Forge takes 5 days to level 2; a pack where it takes 1.
    const quick: HuntersContent = {
      ...C,
      rooms: C.rooms.map((r) =>
        r.id === 'forge' ? { ...r, levels: r.levels.map((l, i) => (i === 1 ? { ...l, days: 1 } : l)) } : r,
      ),
    };
    const expand = (inclusiveDays: boolean, pack: HuntersContent) => {
      const { at, apply } = campaignUnder({ inclusiveDays }, pack);
      const s = at((camp) => {
        camp.day = 5;
        who(camp, 'soldier').storeroom.modules.junk = 2;
      });
      const started = apply(s, { kind: 'expand', room: 'forge' });
      const rested = apply({ ...s, campaign: started.camp }, { kind: 'rest' });
      return [started.camp.expansions[0]?.due, rested.camp.rooms.forge];
    };
    expect(expand(ON, C)).toEqual([9, 1]);
    expect(expand(OFF, C)).toEqual([10, 1]);
    // A job is delivered at the start of a day, so even counted inclusively it is never due today.
    expect(expand(ON, quick)).toEqual([6, 2]);
    expect(expand(OFF, quick)).toEqual([6, 2]);
  });
});

describe('table options across campaign missions', () => {
  /**
   * Mission Q02 played from its start to its end, then the party back between missions: by then
   * the Soldier has spent all his Morale and the Medic all but 1.
   */
  const oneMission = (moraleRefresh: boolean) => {
    const eng = unwrap(Engine.create(huntersRuleset, { options: { moraleRefresh } }));
    // Card 001 at the Rust Market launches mission Q02.
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, D('blank'))).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    const first = unwrap(eng.rules.apply(m.state, 'p1', { kind: 'start-mission' }, D())).state;
    // Later in it the last enemy is gone; the next choice ends the mission.
    const late: MissionState = {
      ...first,
      phase: 'order',
      enemies: [],
      chars: first.chars.map((c, i) => ({ ...c, pos: P(i, 0), morale: c.id === 'soldier' ? 0 : 1 })),
    };
    const back = unwrap(eng.rules.apply(late, 'p1', { kind: 'activate', character: 'soldier' }, D())).state;
    expect(back.phase).toBe('campaign');
    return { eng, first, back };
  };

  it('HU-SHEET-01 AMB-26 option moraleRefresh off: the next mission starts with the Morale the last one left; on: the sheet’s', () => {
    const sheet = (id: string) => C.classes.find((k) => k.id === id)?.morale;
    const twoMissions = (moraleRefresh: boolean) => {
      const { eng, first, back } = oneMission(moraleRefresh);
      const started = first.chars.map((c) => c.morale);
      const again = { ...back, campaign: { ...(back.campaign as CampaignState), launched: 'Q02' } };
      const second = unwrap(eng.rules.apply(again, 'p1', { kind: 'start-mission' }, D())).state;
      return { started, next: second.chars.map((c) => c.morale) };
    };
    const atSheet = [sheet('soldier'), sheet('medic')];
    expect(twoMissions(ON)).toEqual({ started: atSheet, next: atSheet });
    expect(twoMissions(OFF)).toEqual({ started: atSheet, next: [0, 1] });
  });

  it('AMB-26 option moraleRefresh off: between missions the board shows the Morale each character keeps; on: none', () => {
    const lines = (moraleRefresh: boolean, locale: 'en' | 'hu') => {
      const { eng, back } = oneMission(moraleRefresh);
      return huntersPresenter
        .board(eng.rules.view(back, 'p1'), locale)
        .split('\n')
        .filter((l) => /^(Soldier|Medic|Katona|Szanitéc) /.test(l));
    };
    const kept = lines(OFF, 'en');
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatch(/^Soldier .*, Morale 0 \(kept for the next mission\)$/);
    expect(kept[1]).toMatch(/^Medic .*, Morale 1 \(kept for the next mission\)$/);
    const keptHu = lines(OFF, 'hu');
    expect(keptHu[0]).toMatch(/^Katona .*, Morál 0 \(megmaradt a következő küldetésre\)$/);
    expect(keptHu[1]).toMatch(/^Szanitéc .*, Morál 1 \(megmaradt a következő küldetésre\)$/);
    // Refreshed at each start, it is nothing the party carries: the lines name no Morale.
    for (const locale of ['en', 'hu'] as const) {
      const fresh = lines(ON, locale);
      expect(fresh).toHaveLength(2);
      for (const l of fresh) expect(l).not.toMatch(/Moral|Morál/);
    }
  });
});

describe('table options in a mission', () => {
  it('HU-ENEMY-14 AMB-80 option moveTieBreaks off: characters equally near a moving enemy are a tie for the players; on: fewer melee dice decide', () => {
    const rat = (moveTieBreaks: boolean, answers: Answer[]) => {
      const sc = scene({
        options: { moveTieBreaks, enemyTies: 'ask' },
        width: 7,
        height: 1,
        chars: [
          { cls: 'soldier', at: [0, 0] },
          { cls: 'recon', at: [6, 0] },
        ],
        enemies: [{ kind: 'giant-rat', at: [3, 0] }],
      });
      const r = act(sc, 'e1', [], answers);
      return { ask: r.ask?.kind ?? null, to: r.events.find((e) => e.type === 'hunters/enemy-move')?.['to'] };
    };
    // Both 3 away by equal walks; the Soldier's Kevlar gives him 1 melee die, the Recon none.
    expect(rat(ON, [])).toEqual({ ask: null, to: P(5, 0) });
    expect(rat(OFF, [])).toEqual({ ask: 'tie', to: undefined });
    // The players send it at the Soldier, whom the tie-breaks would have spared.
    expect(rat(OFF, [{ kind: 'pick', index: 0 }])).toEqual({ ask: null, to: P(1, 0) });
  });

  it('HU-GEAR-30 AMB-72 option tracerOnSuccess on: a Tracer success the target then defends still marks; off: it takes a wound', () => {
    const shoot = (tracerOnSuccess: boolean) => {
      const sc = scene({
        options: { tracerOnSuccess },
        chars: [{ cls: 'recon', at: [0, 0], gear: ['smg', 'tracer-ammo'] }],
        enemies: [{ kind: 'gorilla', at: [2, 0] }],
      });
      // The SMG's 3 dice: a 1 succeeds, two 6s miss; the Gorilla's one die shows a Shield.
      const g = sc.ctx([1, 6, 6, 'shield']);
      const shot = { kind: 'shoot' as const, weapon: 'smg', x: 2, y: 0, targets: ['e1'], morale: false };
      resolveShoot(g, sc.char('recon') as Placed, shot, 2, null, 'HU-RANGED-04');
      expect(ofType(g.events, 'hunters/attack')[0]).toMatchObject({ successes: 1, damage: 0 });
      return { marked: g.s.tracer, said: ofType(g.events, 'hunters/tracer').length };
    };
    expect(shoot(ON)).toEqual({ marked: true, said: 1 });
    expect(shoot(OFF)).toEqual({ marked: false, said: 0 });
  });

  it('HU-DIFF-02 AMB-55 option armoredDifficulty added: a Professional Rhino facing the shot rolls 2×2+1 dice; doubled: (2+1)×2, odds shown alike', () => {
    const rolls = (armoredDifficulty: string) => {
      const sc = scene({
        options: { difficulty: 'professional', armoredDifficulty },
        width: 6,
        height: 1,
        chars: [{ cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot'] }],
        enemies: [{ kind: 'rhino', at: [2, 0], facing: 6 }],
      });
      const d = drive(sc);
      d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
      const shot = d.legal().find((c) => c.kind === 'shoot' && c.x === 2 && !c.morale);
      if (!shot) throw new Error('no shot at the Rhino');
      const shown = d.view('p1').attackRolls?.[canonicalJson(shot)]?.[0]?.numbers;
      if (!shown) throw new Error('no odds shown');
      // Every attack die succeeds; the Rhino's dice all show blanks.
      const events = d.do(shot, [...Array<number>(shown.dice).fill(1), ...Array<string>(8).fill('blank')]);
      const rolled = ofType(events, 'hunters/attack')[0]?.['defence'] as unknown[];
      return { shown: shown.defence, rolled: rolled.length };
    };
    // The Rhino's printed front is 2.
    expect(rolls('added')).toEqual({ shown: 5, rolled: 5 });
    expect(rolls('doubled')).toEqual({ shown: 6, rolled: 6 });
  });

  it('HU-AREA-07 AMB-49 option hiddenSafeFromArea off: a character’s grenade strikes a Hidden teammate on the space; on: spares them', () => {
    const grenade = (hiddenSafeFromArea: boolean) => {
      const sc = scene({
        options: { hiddenSafeFromArea },
        chars: [
          { cls: 'huntsman', at: [0, 0], gear: ['frag-grenade'], morale: 0 },
          { cls: 'medic', at: [1, 0], hidden: true },
        ],
        enemies: [{ kind: 'gorilla', at: [1, 0] }],
      });
      // 5 dice at the Gorilla, all missing; then 5 at whoever else is struck, two succeeding,
      // against the Medic's Area dice, all blank.
      const g = sc.ctx([6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 'blank', 'blank', 'blank']);
      const throwIt = { kind: 'area', weapon: 'frag-grenade', x: 1, y: 0, morale: false } as const;
      resolveArea(g, sc.char('huntsman') as Placed, throwIt, 2, null);
      const medic = sc.char('medic');
      return {
        struck: ofType(g.events, 'hunters/area-hit').map((e) => e['character']),
        medic: medic.health,
        hidden: medic.hidden,
      };
    };
    const spared = grenade(ON);
    const struck = grenade(OFF);
    expect(spared).toMatchObject({ struck: [], hidden: true });
    // Being struck does not reveal her.
    expect(struck).toMatchObject({ struck: ['medic'], medic: spared.medic - 2, hidden: true });
  });

  it('HU-AREA-07 AMB-49 option hiddenSafeFromArea off: an enemy’s Area attack strikes the Hidden character beside its target; on: spares them', () => {
    const shell = (hiddenSafeFromArea: boolean) => {
      const sc = scene({
        options: { hiddenSafeFromArea },
        width: 6,
        height: 1,
        chars: [
          { cls: 'recon', at: [3, 0], hand: [] },
          { cls: 'medic', at: [3, 0], hidden: true, hand: [] },
        ],
        enemies: [{ kind: 'spider-aka-2l', at: [2, 0] }],
      });
      // The Spider's 3 dice miss the Recon, then find the Medic; the Medic's Area dice are blank.
      act(sc, 'e1', [6, 6, 6, 1, 1, 1, 'blank', 'blank', 'blank']);
      return sc.char('medic').health;
    };
    const full = shell(ON);
    expect(shell(OFF)).toBeLessThan(full);
  });

  it('HU-GEAR-13 AMB-61 option flyingTriggersPlates off: a Dragonfly passes over an armed plate; on: it goes off under it', () => {
    const fly = (flyingTriggersPlates: boolean, dice: ScriptedRoll[]) => {
      const sc = scene({
        options: { flyingTriggersPlates, enemyTies: 'ask' },
        chars: [{ cls: 'soldier', at: [0, 0], gear: ['rifle', 'knife', 'kevlar-vest'], hand: [] }],
        enemies: [{ kind: 'dragonfly-e14', at: [5, 0] }],
      });
      const plate = (id: string, pos: Pos) => ({
        id,
        gear: 'spike-trap',
        owner: 'soldier',
        pos,
        armed: true,
        fuel: 0,
        turns: WHOLE_MISSION,
      });
      sc.state.placed = [plate('ga', P(4, 0)), plate('gb', P(4, 1))];
      // It moves 1 toward the Soldier, onto a plate (the players take the first end).
      const r = act(sc, 'e1', dice, [{ kind: 'pick', index: 0 }]);
      return {
        off: ofType(r.events, 'hunters/trap-off').length,
        plates: sc.state.placed.length,
        flyers: sc.state.enemies.length,
      };
    };
    // The plate's 3 hits meet its one Area die, a blank: 3 wounds of its 3 Health.
    expect(fly(ON, ['blank'])).toEqual({ off: 1, plates: 1, flyers: 0 });
    // Over the plate it shoots at the Soldier instead: its 3 dice miss.
    expect(fly(OFF, [6, 6, 6])).toEqual({ off: 0, plates: 2, flyers: 1 });
  });
});

describe('the table options themselves', () => {
  it('each option settling a Setting row is worded in English and Hungarian and names its rule', () => {
    const ids = [
      'foodSharing',
      'levelUpWakes',
      'penaltyDaysDoubled',
      'inclusiveDays',
      'tracerOnSuccess',
      'armoredDifficulty',
      'hiddenSafeFromArea',
      'flyingTriggersPlates',
      'moraleRefresh',
      'moveTieBreaks',
      'moraleStacking',
      'spoilsDraft',
      'flyingMelee',
    ];
    for (const id of ids) {
      const o = huntersRuleset.options?.find((x) => x.id === id);
      expect(o?.rule, id).toMatch(/^HU-[A-Z]+-\d+$/);
      expect(o?.hu?.label, id).toBeTruthy();
      expect(o?.hu?.description, id).not.toBe(o?.description);
    }
  });
});
