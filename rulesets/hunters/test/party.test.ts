import { describe, expect, it } from 'vitest';
import { LoadedDice, resolveOptions, unwrap } from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import { handOver, installImplant, newCampaign, type CampaignState } from '../src/campaign.ts';
import { betweenMissions } from '../src/campaign-mode.ts';
import { huntersRuleset } from '../src/index.ts';

function camp(over: Partial<CampaignState> = {}): CampaignState {
  const s = unwrap(
    newCampaign(
      C,
      {
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p2' },
        ],
        room: 'forge',
      },
      new LoadedDice([]),
    ),
  );
  return { ...s, ...over };
}

const who = (s: CampaignState, id: string) => {
  const x = s.chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
};

const rules = huntersRuleset.rules(C, unwrap(resolveOptions(huntersRuleset.options, {})));

describe('between missions: hand-overs, implants and the party choices', () => {
  it('HU-GEAR-03 gear other than implants changes hands freely between missions', () => {
    const s = camp();
    const r = unwrap(handOver(C, s, 'soldier', 'medic', 'knife')).state;
    expect(who(r, 'soldier').gear).not.toContain('knife');
    expect(who(r, 'medic').gear).toContain('knife');
    who(s, 'soldier').gear.push('neural-implant');
    const refused = handOver(C, s, 'soldier', 'medic', 'neural-implant');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('trade/implant');
    expect(handOver(C, { ...s, inMission: true }, 'soldier', 'medic', 'knife').ok).toBe(false);
  });

  it('HU-XP-10 Fuel Cells and modules the party gains are split as the players like', () => {
    const s = camp();
    who(s, 'soldier').modules = { junk: 2 };
    who(s, 'soldier').fuel = 3;
    who(s, 'medic').fuel = 1;
    const fuel0 = 3;
    const a = unwrap(handOver(C, s, 'soldier', 'medic', 'module:junk')).state;
    expect(who(a, 'soldier').modules.junk).toBe(1);
    expect(who(a, 'medic').modules.junk).toBe(1);
    const b = unwrap(handOver(C, a, 'soldier', 'medic', 'fuel')).state;
    expect(who(b, 'soldier').fuel).toBe(fuel0 - 1);
    expect(who(b, 'medic').fuel).toBe(who(a, 'medic').fuel + 1);
    // Offered as choices of the game, for any pair and any item.
    const legal = rules.legalChoices(betweenMissions(['p1', 'p2'], s), 'p1');
    expect(legal).toContainEqual({ kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:junk' });
    expect(legal).toContainEqual({ kind: 'hand-over', from: 'medic', to: 'soldier', item: 'fuel' });
  });

  it('HU-SHEET-05 Fuel Cells and Food have no slot limit: any number can be held and handed over', () => {
    let s = camp();
    who(s, 'soldier').fuel = 40;
    who(s, 'medic').fuel = 0;
    who(s, 'medic').food = 35;
    for (let i = 0; i < 40; i++) s = unwrap(handOver(C, s, 'soldier', 'medic', 'fuel')).state;
    expect(who(s, 'medic')).toMatchObject({ fuel: 40, food: 35 });
    expect(who(s, 'soldier').fuel).toBe(0);
    expect(handOver(C, s, 'soldier', 'medic', 'fuel').ok).toBe(false);
  });

  it('HU-SHEET-10 HU-GEAR-09 implants go in only where that is offered, and never above the maximum', () => {
    const s = camp({ location: 'L1-S1' });
    const max = C.classes.find((k) => k.id === 'soldier')?.maxImplants ?? 0;
    expect(max).toBe(2);
    who(s, 'soldier').gear.push('neural-implant', 'neural-implant', 'neural-implant');
    who(s, 'soldier').fuel = 20;
    let t = s;
    for (let i = 0; i < max; i++) t = unwrap(installImplant(C, t, 'soldier', 'neural-implant')).state;
    expect(who(t, 'soldier').implants).toHaveLength(max);
    expect(who(t, 'soldier').fuel).toBe(20 - 3 * max);
    const third = installImplant(C, t, 'soldier', 'neural-implant');
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.error.code).toBe('implant/limit');
    expect(installImplant(C, { ...s, location: 'L1' }, 'soldier', 'neural-implant').ok).toBe(false);
    const legal = rules.legalChoices(betweenMissions(['p1', 'p2'], t), 'p1');
    expect(legal.some((c) => c.kind === 'install')).toBe(false);
  });

  it('HU-TRAVEL-09 HU-HEALTH-06 trade and healers are offered as choices where the place has them', () => {
    const s = camp({ location: 'L1-S1' });
    who(s, 'medic').health = 2;
    who(s, 'medic').fuel = 5;
    const state = betweenMissions(['p1', 'p2'], s);
    const legal = rules.legalChoices(state, 'p2');
    expect(legal).toContainEqual({ kind: 'buy', character: 'medic', gear: 'injection' });
    expect(legal).toContainEqual({ kind: 'sell', character: 'medic', gear: 'pistol' });
    expect(legal).toContainEqual({ kind: 'healer', character: 'medic', cure: false });
    const healed = unwrap(
      rules.apply(state, 'p2', { kind: 'healer', character: 'medic', cure: false }, new LoadedDice([])),
    );
    expect(who(healed.state.campaign as CampaignState, 'medic')).toMatchObject({ health: 3, fuel: 4 });
    const bought = unwrap(
      rules.apply(state, 'p1', { kind: 'buy', character: 'medic', gear: 'injection' }, new LoadedDice([])),
    );
    expect(who(bought.state.campaign as CampaignState, 'medic').gear).toContain('injection');
  });

  it('HU-PLAYERS-03 HU-PLAYERS-04 joining and leaving are choices of the game', () => {
    const s = camp();
    const state = betweenMissions(['p1', 'p2'], s);
    const legal = rules.legalChoices(state, 'p1');
    expect(legal).toContainEqual({ kind: 'join', cls: 'recon', seat: 'p2', picks: [] });
    expect(legal).toContainEqual({ kind: 'leave', character: 'soldier', seat: 'p2', heir: null });
    const joined = unwrap(
      rules.apply(state, 'p2', { kind: 'join', cls: 'recon', seat: 'p2', picks: [] }, new LoadedDice([])),
    );
    expect(joined.state.campaign?.chars.map((c) => c.id)).toEqual(['soldier', 'medic', 'recon']);
    const left = unwrap(
      rules.apply(
        joined.state,
        'p1',
        { kind: 'leave', character: 'recon', seat: null, heir: 'soldier' },
        new LoadedDice([]),
      ),
    );
    expect(left.state.campaign?.chars.map((c) => c.id)).toEqual(['soldier', 'medic']);
    expect(who(left.state.campaign as CampaignState, 'soldier').gear).toEqual(
      expect.arrayContaining(C.classes.find((k) => k.id === 'recon')?.startingGear ?? ['?']),
    );
  });

  it('HU-PLAYERS-04 HU-XP-05 HU-GEAR-09 HU-CRAFT-03 a level-up, a join at level 2, an implant and a construction, each offered between missions, are made through the rules', () => {
    const s = camp({ location: 'L1-S1' });
    // The party at level 2: a newcomer joins at 2 and picks 4 of the 7 level-2 cards.
    for (const x of s.chars) x.level = 2;
    const state = betweenMissions(['p1', 'p2'], s);
    const offer = C.classes.find((k) => k.id === 'recon')?.levelOffers['2'] ?? [];
    const join = rules.legalChoices(state, 'p2').find((c) => c.kind === 'join' && c.cls === 'recon' && c.seat === 'p2');
    expect(join).toEqual({ kind: 'join', cls: 'recon', seat: 'p2', picks: [offer.slice(0, 4)] });
    const joined = unwrap(rules.apply(state, 'p2', join!, new LoadedDice([]))).state.campaign as CampaignState;
    const recon = who(joined, 'recon');
    expect(recon.level).toBe(2);
    expect([...recon.collection, ...recon.skills]).toEqual(expect.arrayContaining(offer.slice(0, 4)));
    // Any four of the seven are accepted; three are refused.
    const other = { kind: 'join' as const, cls: 'recon', seat: 'p2', picks: [offer.slice(3, 7)] };
    expect(rules.apply(state, 'p2', other, new LoadedDice([])).ok).toBe(true);
    expect(rules.apply(state, 'p2', { ...other, picks: [offer.slice(0, 3)] }, new LoadedDice([])).ok).toBe(false);

    // A level-up for the XP it costs, with 4 of that level's cards.
    const rich = camp({ location: 'L1-S1', blueprints: ['bp-knife'] });
    const cost = C.xpTable['2'] ?? 0;
    who(rich, 'soldier').xp = cost;
    who(rich, 'soldier').gear.push('neural-implant');
    who(rich, 'soldier').fuel = 5;
    who(rich, 'soldier').modules.junk = 5;
    const between = betweenMissions(['p1', 'p2'], rich);
    const legal = rules.legalChoices(between, 'p1');
    const up = legal.find((c) => c.kind === 'level-up' && c.character === 'soldier');
    expect(up).toBeDefined();
    const leveled = unwrap(rules.apply(between, 'p1', up!, new LoadedDice([]))).state.campaign as CampaignState;
    expect(who(leveled, 'soldier')).toMatchObject({ level: 2, xp: 0 });
    // The implant goes in where that is offered, for its Fuel Cells.
    const install = { kind: 'install' as const, character: 'soldier', gear: 'neural-implant' };
    expect(legal).toContainEqual(install);
    const fitted = unwrap(rules.apply(between, 'p1', install, new LoadedDice([]))).state.campaign as CampaignState;
    expect(who(fitted, 'soldier').implants).toEqual(['neural-implant']);
    expect(who(fitted, 'soldier').fuel).toBe(2);
    // A construction starts only at the base: not offered here, offered there.
    expect(legal.some((c) => c.kind === 'construct')).toBe(false);
    const home = betweenMissions(['p1', 'p2'], { ...rich, location: camp().location });
    const build = rules.legalChoices(home, 'p1').find((c) => c.kind === 'construct' && c.blueprint === 'bp-knife');
    expect(build).toBeDefined();
    const started = unwrap(rules.apply(home, 'p1', build!, new LoadedDice([]))).state.campaign as CampaignState;
    expect(started.constructions.map((x) => [x.gear, x.owner])).toEqual([['knife', 'soldier']]);
  });
});
