import { describe, expect, it } from 'vitest';
import { askBot, heuristicBot, mctsBot, type MctsDecision } from '@skirmish/ai';
import { Engine, LoadedDice, SeededDice, unwrap } from '@skirmish/core';
import { FUEL_RESERVE, heuristicChoice, huntersBotKnowledge, moduleWorth } from '../src/bot.ts';
import { finishMission } from '../src/campaign-mode.ts';
import { carriedModules, maxHealth, moduleCapacity, type CampaignState } from '../src/campaign.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { huntersRuleset } from '../src/index.ts';
import type { MissionState } from '../src/state.ts';
import { content as C, knowledge, rules } from './bot-positions.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

/** The campaign as the two-player set-up starts it, changed by `edit`. */
const campaign = (edit: (camp: CampaignState) => void = () => {}): MissionState => {
  const eng = unwrap(Engine.create(huntersRuleset));
  const s = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN)).state;
  const camp = structuredClone(s.campaign as CampaignState);
  edit(camp);
  return { ...s, campaign: camp };
};

/**
 * Back from a campaign mission at L1 with the Soldier 2 modules over his limit (HU-SHEET-04), the
 * party where `at` says and the Medic carrying `medic` modules.
 */
const overloaded = (at: string, medic: Record<string, number>): MissionState => {
  const eng = unwrap(Engine.create(huntersRuleset));
  let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
  m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, new LoadedDice(['blank']))).match;
  m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
  m = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
  const room = moduleCapacity(
    C,
    (m.state.campaign as CampaignState).chars.find((c) => c.id === 'soldier')!,
  );
  const ended = { ...m.state, result: { victory: true, reason: 'test' } };
  ended.chars = ended.chars.map((c) =>
    c.id === 'soldier' ? { ...c, modules: { optics: room - 1 }, findings: 3 } : { ...c, modules: {} },
  );
  const s = finishMission(C, ended).state;
  const camp = structuredClone(s.campaign as CampaignState);
  camp.location = at;
  camp.chars.find((c) => c.id === 'medic')!.modules = medic;
  return { ...s, campaign: camp };
};

/** Every bot's choice in `s` for seat p1: the plain and team heuristics over many draws, and the search bot's. */
const botChoices = (s: MissionState): HuntersChoice[] => {
  const legal = rules.legalChoices(s, 'p1');
  const view = rules.view(s, 'p1');
  const out: HuntersChoice[] = [];
  for (let draw = 0; draw < legal.length; draw++) {
    out.push(heuristicChoice(view, legal, (n) => draw % n, C));
    out.push(knowledge.heuristicChoice!(s, 'p1', legal, SeededDice.fromSeed(draw)));
    out.push(askBot(heuristicBot(rules, knowledge), rules, s, 'p1', { seed: draw }).choice);
  }
  const search = askBot(mctsBot(rules, knowledge, knowledge.search), rules, s, 'p1', {
    seed: 1,
    budget: { iterations: 30 },
  });
  out.push(search.choice);
  return out;
};

describe('the Hunters bots between missions', () => {
  it('a seat sees the campaign but the order of the Road and Town piles: the bots deal them afresh, in their sizes', () => {
    const s = campaign((camp) => {
      // A Zone I road card already read and kept: the seat sees it, so it is in no pile.
      const read = camp.roads['1']!.shift()!;
      camp.kept.push(read);
    });
    const camp = s.campaign as CampaignState;
    const dealt = knowledge.determinize(rules.view(s, 'p1'), 'p1', SeededDice.fromSeed(5));
    const got = dealt.campaign as CampaignState;
    expect(dealt.phase).toBe('campaign');
    for (const [piles, mine] of [
      [camp.roads, got.roads],
      [camp.towns, got.towns],
    ] as const)
      for (const zone of Object.keys(piles)) expect([...mine[zone]!].sort()).toEqual([...piles[zone]!].sort());
    expect(Object.values(got.roads).flat()).not.toContain(camp.kept[0]);
    const { roads: _r, towns: _t, ...rest } = camp;
    expect(got).toMatchObject(rest);
  });

  it("the search bot takes the heuristic's choice between missions: its evaluation has no mission to read there", () => {
    const s = campaign();
    const d = askBot(mctsBot(rules, knowledge, knowledge.search), rules, s, 'p1', {
      seed: 2,
      budget: { iterations: 30 },
    }) as MctsDecision<HuntersChoice>;
    expect([d.by, d.iterations]).toEqual(['routine', 0]);
  });

  it('HU-SHEET-04 HU-BASE-10 at the base the modules too many go into the storeroom, not to a teammate or away', () => {
    const s = overloaded('base', {});
    const kinds = new Set(rules.legalChoices(s, 'p1').map((c) => c.kind));
    expect(kinds).toEqual(new Set(['store', 'hand-over', 'discard']));
    const picked = botChoices(s);
    expect(new Set(picked.map((c) => c.kind))).toEqual(new Set(['store']));
    expect(picked.every((c) => c.kind === 'store' && c.character === 'soldier' && c.into)).toBe(true);
  });

  it('HU-SHEET-04 away from the base they go to a teammate with room, not away', () => {
    const s = overloaded('L1', {});
    expect(new Set(rules.legalChoices(s, 'p1').map((c) => c.kind))).toEqual(new Set(['hand-over', 'discard']));
    const picked = botChoices(s);
    expect(picked.length).toBeGreaterThan(0);
    for (const c of picked) expect(c).toMatchObject({ kind: 'hand-over', from: 'soldier', to: 'medic' });
  });

  it('HU-SHEET-04 with no storeroom in reach and no teammate with room, a module is thrown away', () => {
    const full = moduleCapacity(
      C,
      campaign().campaign!.chars.find((c) => c.id === 'medic')!,
    );
    const s = overloaded('L1', { junk: full });
    expect(new Set(rules.legalChoices(s, 'p1').map((c) => c.kind))).toEqual(new Set(['discard']));
    for (const c of botChoices(s)) expect(c).toMatchObject({ kind: 'discard', character: 'soldier' });
  });

  /**
   * The overloaded Soldier of `overloaded` carrying Junk, which the campaign's blueprints and rooms
   * ask for, and Lighting modules, which nothing asks for, `junk` of them Junk, 2 over his limit.
   */
  const mixed = (at: string, medic: Record<string, number>, junk: number): MissionState => {
    const s = overloaded(at, medic);
    const camp = s.campaign as CampaignState;
    const soldier = camp.chars.find((c) => c.id === 'soldier')!;
    soldier.modules = { junk, lighting: moduleCapacity(C, soldier) + 2 - junk };
    const worth = moduleWorth(C, camp, []);
    // The premises: Junk is needed and the Soldier's is not all spare, Lighting is worth nothing.
    expect(worth('junk')).toBeGreaterThan(0);
    expect(worth('lighting')).toBe(0);
    return s;
  };
  /** The position after seat p1 makes `c`. */
  const after = (s: MissionState, c: HuntersChoice): MissionState => {
    const r = rules.apply(s, 'p1', c, SeededDice.fromSeed(0));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.state;
  };

  it('with no teammate with room, the bots throw away the module the campaign misses least, not one at random', () => {
    const full = moduleCapacity(
      C,
      campaign().campaign!.chars.find((c) => c.id === 'medic')!,
    );
    // Junk the kind carried most: neither a random pick nor one by count gives the spare Lighting.
    const s = mixed('L1', { optics: full }, 11);
    expect(rules.legalChoices(s, 'p1')).toContainEqual({ kind: 'discard', character: 'soldier', item: 'module:junk' });
    for (const c of botChoices(s))
      expect(c).toEqual({ kind: 'discard', character: 'soldier', item: 'module:lighting' });
  });

  it('with a teammate with room for one, the bots hand him the module the campaign needs, then throw away a spare one', () => {
    const full = moduleCapacity(
      C,
      campaign().campaign!.chars.find((c) => c.id === 'medic')!,
    );
    // Lighting the kind carried most, the Medic with room for one module.
    const s = mixed('L1', { optics: full - 1 }, 3);
    const legal = rules.legalChoices(s, 'p1');
    expect(legal).toContainEqual({ kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:lighting' });
    const first = botChoices(s);
    for (const c of first) expect(c).toEqual({ kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:junk' });
    // The Medic is full now: the second goes away, and it is a Lighting module.
    const next = after(s, first[0]!);
    for (const c of botChoices(next))
      expect(c).toEqual({ kind: 'discard', character: 'soldier', item: 'module:lighting' });
    const soldier = (
      after(next, { kind: 'discard', character: 'soldier', item: 'module:lighting' }).campaign as CampaignState
    ).chars.find((c) => c.id === 'soldier')!;
    expect(soldier.modules['junk']).toBe(2);
  });

  /**
   * On the road (L1) between missions, the Soldier 2 Optics modules over his limit (HU-SHEET-04)
   * in a party of four, his teammates listed after him in `order`, each carrying `junk[class]`
   * Junk modules: none of them is full, and each has the room his class's slots leave.
   */
  const party = (order: readonly string[], junk: Record<string, number>): MissionState => {
    const eng = unwrap(Engine.create(huntersRuleset));
    const characters = [
      { class: 'soldier', seat: 'p1' },
      ...order.map((cls, i) => ({ class: cls, seat: `p${i + 2}` })),
    ];
    const s = unwrap(eng.start(3, { mode: 'campaign', players: 4, characters })).state;
    const camp = structuredClone(s.campaign as CampaignState);
    camp.location = 'L1';
    for (const ch of camp.chars)
      ch.modules = ch.id === 'soldier' ? { optics: moduleCapacity(C, ch) + 2 } : { junk: junk[ch.id] ?? 0 };
    return { ...s, campaign: camp };
  };
  const roomOf = (s: MissionState, id: string) => {
    const ch = (s.campaign as CampaignState).chars.find((c) => c.id === id)!;
    return moduleCapacity(C, ch) - carriedModules(ch);
  };

  it('among several teammates with room, the bots hand the module to the one with the most room', () => {
    // The Medic, listed first, carries nothing but has the smallest sheet; the Recon has the most
    // room, the Sniper the next most.
    const s = party(['medic', 'recon', 'sniper'], { recon: 5, sniper: 9 });
    expect(['medic', 'recon', 'sniper'].map((id) => roomOf(s, id))).toEqual([12, 13, 9]);
    const legal = rules.legalChoices(s, 'p1');
    for (const to of ['medic', 'recon', 'sniper'])
      expect(legal).toContainEqual({ kind: 'hand-over', from: 'soldier', to, item: 'module:optics' });
    for (const c of botChoices(s))
      expect(c).toEqual({ kind: 'hand-over', from: 'soldier', to: 'recon', item: 'module:optics' });
    // One module on, the Recon's room is the Medic's: the second goes to the one listed first.
    const next = after(s, { kind: 'hand-over', from: 'soldier', to: 'recon', item: 'module:optics' });
    expect(roomOf(next, 'recon')).toBe(roomOf(next, 'medic'));
    for (const c of botChoices(next))
      expect(c).toEqual({ kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:optics' });
  });

  it('between teammates with the same room, the bots hand the module to the one the party lists first', () => {
    // The Medic, listed first, has the least room; the Recon and the Sniper the same, more.
    for (const order of [
      ['medic', 'recon', 'sniper'],
      ['medic', 'sniper', 'recon'],
    ]) {
      const s = party(order, { medic: 8, recon: 11, sniper: 11 });
      expect(order.map((id) => roomOf(s, id))).toEqual([4, 7, 7]);
      for (const c of botChoices(s))
        expect(c).toEqual({ kind: 'hand-over', from: 'soldier', to: order[1], item: 'module:optics' });
    }
  });

  it('at the base the bots put into the storeroom the module the campaign needs', () => {
    // Lighting the kind carried most: the Junk goes into safe keeping first, the Lighting rides on.
    const s = mixed('base', {}, 3);
    expect(rules.legalChoices(s, 'p1')).toContainEqual({
      kind: 'store',
      character: 'soldier',
      gear: 'module:lighting',
      into: true,
    });
    for (const c of botChoices(s))
      expect(c).toEqual({ kind: 'store', character: 'soldier', gear: 'module:junk', into: true });
  });

  it('HU-XP-02 HU-XP-03 a level-up the XP pays for is bought before anything else', () => {
    const s = campaign((camp) => {
      camp.chars.find((c) => c.id === 'soldier')!.xp = C.xpTable['2']!;
    });
    const legal = rules.legalChoices(s, 'p1');
    expect(legal.filter((c) => c.kind === 'level-up').length).toBe(35);
    expect(legal.length).toBeGreaterThan(35);
    for (const c of botChoices(s)) expect(c).toMatchObject({ kind: 'level-up', character: 'soldier' });
  });

  it('HU-PLAYERS-03 no bot sends a living character out of the campaign or to another seat', () => {
    const s = campaign();
    const legal = rules.legalChoices(s, 'p1');
    expect(legal.filter((c) => c.kind === 'leave').length).toBeGreaterThan(0);
    expect(botChoices(s).filter((c) => c.kind === 'leave')).toEqual([]);
    // Over every draw the plain heuristic takes each other choice but a raise of the difficulty or
    // the program's own deck, and no leave or join.
    const view = rules.view(s, 'p1');
    const drawn = new Set(legal.map((_, draw) => JSON.stringify(heuristicChoice(view, legal, (n) => draw % n))));
    const away = (c: HuntersChoice) =>
      c.kind === 'store' && c.into && !c.gear.startsWith('module:') && c.gear !== 'fuel';
    const calm = legal
      .filter((c) => !['leave', 'difficulty', 'deck', 'sell', 'join'].includes(c.kind) && !away(c))
      .map((c) => JSON.stringify(c));
    expect(drawn).toEqual(new Set(calm));
  });

  it("HU-TRAVEL-09 HU-BASE-10 no bot sells a character's gear or leaves it in the storeroom", () => {
    const stashed = (c: HuntersChoice) => c.kind === 'store' && c.into && c.gear === 'kevlar-vest';
    const atBase = campaign((camp) => {
      camp.chars.find((c) => c.id === 'soldier')!.fuel = 2;
    });
    const fuelAway = (c: HuntersChoice) => c.kind === 'store' && c.gear === 'fuel' && c.into;
    expect(rules.legalChoices(atBase, 'p1').some(stashed)).toBe(true);
    expect(rules.legalChoices(atBase, 'p1').some(fuelAway)).toBe(true);
    expect(botChoices(atBase).filter(stashed)).toEqual([]);
    const inTown = campaign((camp) => {
      camp.location = 'L1';
    });
    expect(rules.legalChoices(inTown, 'p1').some((c) => c.kind === 'sell')).toBe(true);
    const picked = botChoices(inTown);
    expect(picked.filter((c) => c.kind === 'sell')).toEqual([]);
    // Fuel Cells still go into the storeroom, where they still pay (HU-BASE-12).
    expect(botChoices(atBase).some(fuelAway)).toBe(true);
  });

  it("HU-PLAYERS-03 a killed character's belongings still go to a survivor", () => {
    const s = campaign((camp) => {
      camp.chars.find((c) => c.id === 'medic')!.dead = true;
    });
    const heirs = botChoices(s).filter((c) => c.kind === 'leave');
    expect(heirs.length).toBeGreaterThan(0);
    for (const c of heirs) expect(c).toEqual({ kind: 'leave', character: 'medic', seat: null, heir: 'soldier' });
  });

  const price = (gear: string) => C.gear.find((g) => g.id === gear)!.price!;
  const buys = (list: readonly HuntersChoice[], character: string, gear: string) =>
    list.filter((c) => c.kind === 'buy' && c.character === character && c.gear === gear);

  it('a bot buys only when the buyer keeps FUEL_RESERVE Fuel Cells after the price', () => {
    const at = (fuel: number) =>
      campaign((camp) => {
        camp.location = 'L1';
        camp.chars.find((c) => c.id === 'medic')!.fuel = fuel;
      });
    const tight = at(price('knife') + FUEL_RESERVE - 1);
    expect(buys(rules.legalChoices(tight, 'p1'), 'medic', 'knife')).toHaveLength(1);
    expect(botChoices(tight).filter((c) => c.kind === 'buy')).toEqual([]);
    const enough = at(price('knife') + FUEL_RESERVE);
    expect(buys(botChoices(enough), 'medic', 'knife').length).toBeGreaterThan(0);
    // The plain heuristic without the pack knows no price, and buys nothing.
    const legal = rules.legalChoices(enough, 'p1');
    const view = rules.view(enough, 'p1');
    const blind = legal.map((_, draw) => heuristicChoice(view, legal, (n) => draw % n));
    expect(blind.filter((c) => c.kind === 'buy')).toEqual([]);
  });

  it('a bot buys no second piece of gear its character carries already', () => {
    const s = campaign((camp) => {
      camp.location = 'L1';
      camp.chars.find((c) => c.id === 'soldier')!.fuel = 20;
    });
    expect(buys(rules.legalChoices(s, 'p1'), 'soldier', 'knife')).toHaveLength(1);
    const picked = botChoices(s);
    expect(buys(picked, 'soldier', 'knife')).toEqual([]);
    expect(buys(picked, 'soldier', 'pistol').length).toBeGreaterThan(0);
  });

  it('with a wounded character and a healer at hand, a bot spends no Fuel Cell on a purchase', () => {
    const s = campaign((camp) => {
      camp.location = 'L1';
      const soldier = camp.chars.find((c) => c.id === 'soldier')!;
      soldier.fuel = 20;
      soldier.health = 2;
    });
    const legal = rules.legalChoices(s, 'p1');
    expect(legal.some((c) => c.kind === 'healer')).toBe(true);
    expect(legal.some((c) => c.kind === 'buy')).toBe(true);
    expect(botChoices(s).filter((c) => c.kind === 'buy')).toEqual([]);
  });

  it('a bot whose party holds less Food than a day of meals neither rests nor works: it travels', () => {
    const fed = (soldier: number, medic: number) =>
      campaign((camp) => {
        camp.location = 'L1';
        camp.chars.find((c) => c.id === 'soldier')!.food = soldier;
        camp.chars.find((c) => c.id === 'medic')!.food = medic;
      });
    const hungry = fed(1, 0);
    const legal = rules.legalChoices(hungry, 'p1');
    expect(legal.some((c) => c.kind === 'rest') && legal.some((c) => c.kind === 'work')).toBe(true);
    const picked = botChoices(hungry);
    expect(picked.filter((c) => c.kind === 'rest' || c.kind === 'work')).toEqual([]);
    expect(picked.some((c) => c.kind === 'travel')).toBe(true);
    // With a meal for each, resting and working are taken again.
    const kinds = new Set(botChoices(fed(1, 1)).map((c) => c.kind));
    expect(kinds.has('rest') && kinds.has('work')).toBe(true);
  });

  it('with the foodSharing option off, a bot whose character has no Food neither rests nor works, whatever the others hold', () => {
    const NO_SHARING = { foodSharing: false };
    const off = huntersRuleset.rules(C, NO_SHARING);
    const bot = huntersBotKnowledge(C, NO_SHARING);
    // Two Food for two, all of it the Soldier's: enough for the day only if he shares it.
    const s = campaign((camp) => {
      camp.location = 'L1';
      camp.chars.find((c) => c.id === 'soldier')!.food = 2;
      camp.chars.find((c) => c.id === 'medic')!.food = 0;
    });
    const legal = off.legalChoices(s, 'p1');
    expect(legal.some((c) => c.kind === 'rest') && legal.some((c) => c.kind === 'work')).toBe(true);
    const view = off.view(s, 'p1');
    const picked = legal.flatMap((_, draw) => [
      heuristicChoice(view, legal, (n) => draw % n, C, NO_SHARING),
      bot.heuristicChoice!(s, 'p1', legal, SeededDice.fromSeed(draw)),
      askBot(heuristicBot(off, bot), off, s, 'p1', { seed: draw }).choice,
    ]);
    expect(picked.filter((c) => c.kind === 'rest' || c.kind === 'work')).toEqual([]);
    expect(picked.some((c) => c.kind === 'travel')).toBe(true);
    // With Food shared (the default), the same party eats for the day, and rests and works again.
    const kinds = new Set(botChoices(s).map((c) => c.kind));
    expect(kinds.has('rest') && kinds.has('work')).toBe(true);
  });

  it('a bot whose party is full takes nobody in', () => {
    const s = campaign();
    expect(rules.legalChoices(s, 'p1').some((c) => c.kind === 'join')).toBe(true);
    expect(botChoices(s).filter((c) => c.kind === 'join')).toEqual([]);
  });

  it("a bot whose party a death left short names the heir, then takes in the pack's first class for the empty seat", () => {
    const s = campaign((camp) => {
      camp.chars.find((c) => c.id === 'medic')!.dead = true;
    });
    for (const c of botChoices(s))
      expect(c).toEqual({ kind: 'leave', character: 'medic', seat: null, heir: 'soldier' });
    const inherited = unwrap(
      rules.apply(s, 'p1', { kind: 'leave', character: 'medic', seat: null, heir: 'soldier' }, new LoadedDice([])),
    ).state;
    const first = C.classes.find((k) => k.id !== 'soldier' && k.id !== 'medic')!.id;
    for (const c of botChoices(inherited)) expect(c).toMatchObject({ kind: 'join', cls: first, seat: 'p2' });
  });

  it('AMB-58 a bot starts a mission with the unconscious on it, as the default has it', () => {
    const s = campaign((camp) => {
      camp.launched = 'Q02';
      const medic = camp.chars.find((c) => c.id === 'medic')!;
      medic.health = 0;
      // No healing gear at hand to wake her with first.
      medic.gear = medic.gear.filter((g) => g !== 'first-aid-kit');
    });
    expect(rules.legalChoices(s, 'p1')).toContainEqual({ kind: 'start-mission', leaveOut: ['medic'] });
    for (const c of botChoices(s)) expect(c).toEqual({ kind: 'start-mission' });
  });

  /** The party at the base with the Soldier `wound` Health short of his maximum; the Medic carries a First Aid Kit. */
  const wounded = (wound: number, edit: (camp: CampaignState) => void = () => {}) =>
    campaign((camp) => {
      const soldier = camp.chars.find((c) => c.id === 'soldier')!;
      soldier.health = maxHealth(soldier) - wound;
      expect(camp.chars.find((c) => c.id === 'medic')!.gear).toContain('first-aid-kit');
      edit(camp);
    });

  it('a bot uses a First Aid Kit between missions on a character missing the Health it restores', () => {
    const s = wounded(2);
    const kit = { kind: 'use-gear', character: 'medic', gear: 'first-aid-kit', on: 'soldier' };
    expect(rules.legalChoices(s, 'p1')).toContainEqual(kit);
    for (const c of botChoices(s)) expect(c).toEqual(kit);
  });

  it('a bot keeps a kit for the missions where it would heal only part of its Health', () => {
    const s = wounded(1);
    expect(rules.legalChoices(s, 'p1').some((c) => c.kind === 'use-gear')).toBe(true);
    expect(botChoices(s).filter((c) => c.kind === 'use-gear')).toEqual([]);
  });

  it('a bot cures the poisoned before it heals the wounded, and wakes the unconscious even with Health to spare', () => {
    const antidote = { kind: 'use-gear', character: 'soldier', gear: 'antidote', on: 'medic' };
    const poisoned = wounded(0, (camp) => {
      const medic = camp.chars.find((c) => c.id === 'medic')!;
      medic.poisoned = true;
      medic.health = 1;
      camp.chars.find((c) => c.id === 'soldier')!.gear.push('antidote');
    });
    for (const c of botChoices(poisoned)) expect(c).toEqual(antidote);
    // A level-1 Soldier down at 0 of 1 Health: the kit's 2 go partly to waste, but it wakes him.
    const down = wounded(0, (camp) => {
      const soldier = camp.chars.find((c) => c.id === 'soldier')!;
      expect(soldier.level).toBe(1);
      soldier.baseMaxHealth = 1;
      soldier.health = 0;
    });
    for (const c of botChoices(down))
      expect(c).toEqual({ kind: 'use-gear', character: 'medic', gear: 'first-aid-kit', on: 'soldier' });
  });
});
