/**
 * Blueprints the party holds: the ones it starts with, those it buys where a place sells them and
 * those it wins on missions; building needs one and never uses it up (HU-CRAFT-01, HU-CRAFT-02,
 * HU-TRAVEL-09).
 */
import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, unwrap, type GameEvent, type Match } from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import type { HuntersContent } from '../src/content/schema.ts';
import {
  advanceDays,
  buy,
  campaignInvariants,
  missionOver,
  newCampaign,
  startConstruction,
  type CampaignState,
} from '../src/campaign.ts';
import { betweenMissions, campaignChoices } from '../src/campaign-mode.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { referenceProblems } from '../src/state-shape.ts';
import type { MissionState } from '../src/state.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

const eng = unwrap(Engine.create(huntersRuleset));
const D = () => new LoadedDice([]);

/** The two-character campaign between missions, its campaign changed by `edit`. */
function between(edit: (camp: CampaignState) => void): Match<MissionState> {
  const m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
  const camp = structuredClone(m.state.campaign as CampaignState);
  edit(camp);
  return { ...m, state: { ...m.state, campaign: camp } };
}

const campOf = (m: Match<MissionState>): CampaignState => m.state.campaign as CampaignState;

function ch(camp: CampaignState, id: string) {
  const x = camp.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

/** A new campaign of the Soldier and the Medic, the Forge built, with `pack`. */
function fresh(pack: HuntersContent = C): CampaignState {
  const chars = [
    { class: 'soldier', seat: 'p1' },
    { class: 'medic', seat: 'p2' },
  ];
  return unwrap(newCampaign(pack, { characters: chars, room: 'forge' }, D()));
}

/** The refusal of a choice sent through the engine: its code and rule, and its words in both languages. */
function refusal(m: Match<MissionState>, choice: HuntersChoice) {
  const r = eng.submit(m, 'p1', choice, D());
  if (r.ok) throw new Error(`${choice.kind} was accepted`);
  return {
    code: r.error.code,
    rule: r.error.rule,
    en: huntersPresenter.violation?.(r.error, 'en') ?? '',
    hu: huntersPresenter.violation?.(r.error, 'hu') ?? '',
  };
}

const knifeBlueprint: HuntersChoice = { kind: 'buy', character: 'soldier', gear: 'bp-knife', blueprint: true };

describe('blueprints the party holds', () => {
  it('HU-CRAFT-02 a campaign starts with the pack’s starting blueprints, each once; with none named the party holds none', () => {
    expect(fresh().blueprints).toEqual(['bp-axe', 'bp-kevlar-vest', 'bp-magazine', 'bp-antidote']);
    const none = structuredClone(C);
    none.campaign.startBlueprints = [];
    expect(fresh(none).blueprints).toEqual([]);
    const twice = structuredClone(C);
    twice.campaign.startBlueprints = ['bp-knife', 'bp-knife'];
    expect(fresh(twice).blueprints).toEqual(['bp-knife']);
  });

  it('HU-CRAFT-01 building is refused without the blueprint, with a code of its own and words in both languages', () => {
    // At the base, the Forge at level 1 and Junk to spare: only the Knife's blueprint is missing.
    const m = between((camp) => {
      ch(camp, 'soldier').modules.junk = 3;
    });
    const camp = campOf(m);
    expect(camp.location).toBe('base');
    expect(camp.blueprints).not.toContain('bp-knife');
    const direct = startConstruction(C, camp, 'bp-knife', 'soldier');
    expect(direct.ok ? null : [direct.error.code, direct.error.rule]).toEqual(['craft/no-blueprint', 'HU-CRAFT-01']);
    expect(campaignChoices(C, camp, ['p1', 'p2']).some((c) => c.kind === 'construct')).toBe(false);
    const before = structuredClone(m.state);
    const r = refusal(m, { kind: 'construct', blueprint: 'bp-knife', owner: 'soldier' });
    expect([r.code, r.rule]).toEqual(['craft/no-blueprint', 'HU-CRAFT-01']);
    expect(r.en).toBe('The party does not hold the Knife blueprint: buy it or win it first [HU-CRAFT-01]');
    expect(r.hu).toMatch(/^A csapatnak nincs meg ennek a tárgynak a tervrajza/);
    expect(m.state).toEqual(before);
    // With the blueprint the same construction is offered and starts.
    const held = between((c) => {
      ch(c, 'soldier').modules.junk = 3;
      c.blueprints.push('bp-knife');
    });
    const build: HuntersChoice = { kind: 'construct', blueprint: 'bp-knife', owner: 'soldier' };
    expect(eng.legal(held, 'p1')).toContainEqual(build);
    expect(campOf(unwrap(eng.submit(held, 'p1', build, D())).match).constructions).toHaveLength(1);
  });

  it('HU-CRAFT-02 building never uses the blueprint up: the Knife is built twice from one', () => {
    const s = { ...fresh(), blueprints: ['bp-knife'] };
    ch(s, 'soldier').modules.junk = 2;
    const first = unwrap(startConstruction(C, s, 'bp-knife', 'soldier')).state;
    expect(first.blueprints).toEqual(['bp-knife']);
    const done = advanceDays(C, first, 2, D()).state;
    const second = unwrap(startConstruction(C, done, 'bp-knife', 'medic')).state;
    expect(second.blueprints).toEqual(['bp-knife']);
    expect(advanceDays(C, second, 2, D()).state.chars.flatMap((x) => x.storeroom.gear)).toEqual(['knife', 'knife']);
  });

  it('HU-TRAVEL-09 HU-CRAFT-02 a place sells its blueprints for Fuel Cells, paid by the buyer as gear is, for the whole party', () => {
    const m = between((camp) => {
      camp.location = 'L1';
      camp.attached = [];
      ch(camp, 'soldier').fuel = 5;
      ch(camp, 'medic').fuel = 1;
    });
    const legal = eng.legal(m, 'p1');
    // The Rust Market sells the Knife's and the Pistol's blueprints (2 and 3 Fuel Cells): the
    // Soldier can pay for both, the Medic for neither.
    expect(legal.filter((c) => c.kind === 'buy' && c.blueprint === true)).toEqual([
      knifeBlueprint,
      { kind: 'buy', character: 'soldier', gear: 'bp-pistol', blueprint: true },
    ]);
    const r = unwrap(eng.submit(m, 'p1', knifeBlueprint, D()));
    const after = campOf(r.match);
    expect(after.blueprints).toContain('bp-knife');
    expect(ch(after, 'soldier').fuel).toBe(3);
    expect(ch(after, 'soldier').gear).toEqual(ch(campOf(m), 'soldier').gear);
    // Held now: no longer offered.
    expect(eng.legal(r.match, 'p1')).not.toContainEqual(knifeBlueprint);
    const e = r.events.find((x) => x.type === 'hunters/buy') as GameEvent;
    expect(huntersPresenter.event(e, 'en')).toBe('Soldier buys the Knife blueprint for 2 Fuel Cell(s). [HU-CRAFT-02]');
    expect(huntersPresenter.event(e, 'hu')).toBe(
      'Katona 2 üzemanyagcelláért megveszi a csapatnak a tervrajzot: Kés. [HU-CRAFT-02]',
    );
    const view = eng.view(m, 'p1');
    expect(huntersPresenter.choice(knifeBlueprint, view, 'en')).toBe('Soldier buys the Knife blueprint for the party');
    expect(huntersPresenter.choice(knifeBlueprint, view, 'hu')).toBe('Katona megveszi a csapatnak a tervrajzot: Kés');
  });

  it('HU-TRAVEL-09 HU-CRAFT-02 a blueprint not sold here, one the party holds, or one the buyer cannot pay for is refused with the reason in both languages', () => {
    const at = (edit: (camp: CampaignState) => void) =>
      between((camp) => {
        camp.location = 'L1';
        camp.attached = [];
        ch(camp, 'soldier').fuel = 5;
        edit(camp);
      });
    const cases: Array<[string, Match<MissionState>, HuntersChoice, string, string, RegExp]> = [
      [
        'not sold here',
        at(() => undefined),
        { kind: 'buy', character: 'soldier', gear: 'bp-smg', blueprint: true },
        'trade/not-sold',
        'HU-CRAFT-02',
        /^Ezt itt nem árulják/,
      ],
      [
        'held already',
        at((camp) => camp.blueprints.push('bp-knife')),
        knifeBlueprint,
        'trade/blueprint-held',
        'HU-CRAFT-02',
        /^Ez a tervrajz már a csapaté/,
      ],
      [
        'too dear',
        at((camp) => (ch(camp, 'soldier').fuel = 1)),
        knifeBlueprint,
        'trade/fuel',
        'HU-TRAVEL-11',
        /^Nincs elég üzemanyagcella/,
      ],
    ];
    for (const [what, m, choice, code, rule, hu] of cases) {
      const before = structuredClone(m.state);
      const r = refusal(m, choice);
      expect([r.code, r.rule], what).toEqual([code, rule]);
      expect(r.hu, what).toMatch(hu);
      expect(r.en, what).not.toBe(r.hu);
      expect(m.state, what).toEqual(before);
    }
    // The rules say the same when asked directly, the gear's purchase as before.
    const camp = campOf(at(() => undefined));
    const knife = buy(C, camp, 'soldier', 'knife');
    expect(knife.ok && knife.value.state.blueprints).toEqual(camp.blueprints);
  });

  it('HU-CRAFT-02 a won mission gives the blueprints its rewards name, once; a lost one gives none', () => {
    const s = { ...fresh(), launched: 'S04', inMission: true };
    const won = unwrap(missionOver(C, s, 'S04', true));
    expect(won.state.blueprints).toEqual([...s.blueprints, 'bp-flame-thrower']);
    const e = won.events.find((x) => x.type === 'hunters/blueprint-won') as GameEvent;
    expect(e.rule).toBe('HU-CRAFT-02');
    expect(huntersPresenter.event({ ...e, names: { 'flame-thrower': 'Flame Thrower' } }, 'hu')).toBe(
      'A csapat elnyeri a tervrajzot: Lángszóró. [HU-CRAFT-02]',
    );
    expect(unwrap(missionOver(C, s, 'S04', false)).state.blueprints).toEqual(s.blueprints);
    const again = unwrap(missionOver(C, { ...s, blueprints: ['bp-flame-thrower'] }, 'S04', true));
    expect(again.state.blueprints).toEqual(['bp-flame-thrower']);
    expect(again.events.some((x) => x.type === 'hunters/blueprint-won')).toBe(false);
  });

  it('HU-CRAFT-01 the board between missions lists the blueprints the party holds, in both languages', () => {
    const camp = { ...fresh(), blueprints: ['bp-knife', 'bp-antidote'] };
    const view = huntersRuleset.rules(C, {}).view(betweenMissions(['p1', 'p2'], camp), 'p1');
    expect(view.campaign?.blueprints).toEqual(['bp-knife', 'bp-antidote']);
    const line = (locale: 'en' | 'hu', head: string) =>
      huntersPresenter
        .board(view, locale)
        .split('\n')
        .find((l) => l.startsWith(head));
    expect(line('en', 'Blueprints held: ')).toBe('Blueprints held: Knife, Antidote');
    expect(line('hu', 'A csapat tervrajzai: ')).toBe('A csapat tervrajzai: Kés, Ellenméreg');
    // Each entry of the reference list names its blueprint, for the page to mark the ones held.
    expect(view.campaign?.crafting.find((x) => x.gear === 'knife')?.blueprint).toBe('bp-knife');
  });

  it('HU-CRAFT-02 a campaign never holds a blueprint twice, nor one its pack lacks', () => {
    const s = { ...fresh(), blueprints: ['bp-knife', 'bp-knife'] };
    expect(campaignInvariants(C, s)).toEqual(['blueprints.1: blueprint bp-knife held twice']);
    const unknown = betweenMissions(['p1', 'p2'], { ...fresh(), blueprints: ['bp-nope'] });
    expect(referenceProblems(C, unknown)).toEqual(['campaign.blueprints.0: unknown blueprint "bp-nope"']);
  });
});
