/**
 * The team bot on a collect mission heads only for the findings a character has room to take, or
 * can make room for: a Collect is offered only where the sheet holds what lies there (HU-SHEET-04),
 * so a character whose blue slots all hold gear neither walks to a finding nor spends an Interact
 * on one; a teammate with room still does. One whose slots are full of carried modules makes room
 * on the finding (puts gear parked in a blue slot back into its own slot, hands a module to a
 * teammate there, or throws one away) and collects it.
 * Positions set by hand on S03 (two findings, at 1,1 and 10,1).
 */
import { describe, expect, it } from 'vitest';
import { askBot, createBot, LEVELS, type Level } from '@skirmish/ai';
import { SeededDice, type Options } from '@skirmish/core';
import { moduleRoomIn, unparkRoomIn } from '../src/gear.ts';
import { huntersBotKnowledge, moduleWorth } from '../src/bot.ts';
import { newCampaign } from '../src/campaign.ts';
import { huntersRuleset } from '../src/index.ts';
import type { HuntersChoice } from '../src/choices.ts';
import type { MissionState } from '../src/state.ts';
import { content, knowledge, playUntil, rules } from './bot-positions.ts';

/**
 * S03, turn 2, the Soldier to act with both actions at `at`; the Medic at 0,5 holding the finding
 * of 1,1; the enemies all at 0,0, far from the finding left at 10,1. With `full` 'modules', the
 * Soldier carries as many Optics modules as his blue slots hold; with 'gear', every blue slot of
 * his holds a piece of Additional Equipment, so no module fits and none can be made to.
 */
function position(
  at: { x: number; y: number },
  full: false | 'modules' | 'gear',
  actor: 'soldier' | 'medic' = 'soldier',
): MissionState {
  const base = playUntil(
    'S03',
    1,
    (s, legal) => s.current?.character === 'soldier' && s.current.actions === 0 && legal.some((c) => c.kind === 'play'),
  ).state;
  const s = structuredClone(base);
  s.turn = 2;
  const soldier = s.chars.find((c) => c.id === 'soldier')!;
  const medic = s.chars.find((c) => c.id === 'medic')!;
  medic.pos = { x: 0, y: 5 };
  medic.findings = 1;
  s.collected = ['1,1'];
  for (const e of s.enemies) e.pos = { x: 0, y: 0 };
  const me = actor === 'soldier' ? soldier : medic;
  const other = actor === 'soldier' ? medic : soldier;
  me.pos = at;
  other.pos = actor === 'soldier' ? { x: 0, y: 5 } : { x: 0, y: 4 };
  if (full === 'modules') soldier.modules = { optics: moduleRoomIn(content, soldier) };
  if (full === 'gear') {
    const kit = content.gear.find((g) => g.type === 'equipment' && g.heal === undefined && !g.trap);
    const cls = content.classes.find((k) => k.id === soldier.cls);
    if (!kit || !cls) throw new Error('no kit or class');
    const kind = (id: string) => content.gear.find((g) => g.id === id)?.type;
    soldier.equipment = [
      ...soldier.equipment.filter((id) => kind(id) !== 'equipment'),
      ...Array.from({ length: cls.slots.blue }, () => kit.id),
    ];
    soldier.parked = [];
    soldier.modules = {};
  }
  s.current = { ...s.current!, character: actor };
  return s;
}

const seatOf = (s: MissionState) => s.chars.find((c) => c.id === s.current?.character)!.seat;

const apply = (s: MissionState, c: HuntersChoice): MissionState => {
  const r = rules.apply(s, seatOf(s), c, SeededDice.fromSeed(1));
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
};

const dist = (p: { x: number; y: number } | null, q: { x: number; y: number }) =>
  p ? Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)) : Infinity;

const FINDING = { x: 10, y: 1 };

/** The space the routine's first step of a Move takes the acting character to. */
function firstStep(s: MissionState): { x: number; y: number } {
  const moving = apply(s, { kind: 'basic', action: 'move' });
  const legal = rules.legalChoices(moving, seatOf(moving));
  const step = knowledge.routineChoice!(moving, seatOf(moving), legal, SeededDice.fromSeed(1));
  if (step?.kind !== 'step') throw new Error(`no step: ${JSON.stringify(step)}`);
  return { x: step.x, y: step.y };
}

describe('the Hunters team bot and a full sheet', () => {
  it('a character with no room left, nor any he can make, does not take the Interact for the finding he stands on; one with room does', () => {
    // His Shotgun unloaded, so that the Interact is offered even with nothing to collect (a Reload).
    const unloaded = (s: MissionState) => {
      const soldier = s.chars.find((c) => c.id === 'soldier')!;
      soldier.weapons = ['shotgun'];
      soldier.loaded = [];
      return s;
    };
    const interact: HuntersChoice = { kind: 'basic', action: 'interact' };
    const roomy = unloaded(position(FINDING, false));
    const legal = rules.legalChoices(roomy, 'p1');
    expect(knowledge.routineChoice!(roomy, 'p1', legal, SeededDice.fromSeed(1))).toEqual(interact);
    expect(rules.legalChoices(apply(roomy, interact), 'p1')).toContainEqual({
      kind: 'interact',
      what: 'collect',
      target: '10,1',
    });
    const full = unloaded(position(FINDING, 'gear'));
    const fullLegal = rules.legalChoices(full, 'p1');
    expect(fullLegal).toContainEqual(interact);
    expect(
      rules.legalChoices(apply(full, interact), 'p1').some((c) => c.kind === 'interact' && c.what === 'collect'),
    ).toBe(false);
    // Not the goal's own choice: the Interact here would collect nothing.
    expect(knowledge.routineChoice!(full, 'p1', fullLegal, SeededDice.fromSeed(1))).not.toEqual(interact);
    expect(knowledge.macroChoices!(full, 'p1')).not.toEqual([interact]);
  });

  it('a character with no room left, nor any he can make, walks no nearer to a finding; one with room, or a teammate with room, does', () => {
    const from = { x: 6, y: 2 };
    expect(dist(firstStep(position(from, false)), FINDING)).toBeLessThan(dist(from, FINDING));
    expect(dist(firstStep(position(from, 'gear')), FINDING)).toBeGreaterThanOrEqual(dist(from, FINDING));
    // The Medic, with room, heads for it while the Soldier is full.
    expect(dist(firstStep(position(from, 'gear', 'medic')), FINDING)).toBeLessThan(dist(from, FINDING));
  });

  it('the search counts no nearness to a finding for a character with no room for it', () => {
    // The Medic, far off, is the one who can take it: the full Soldier's place beside it counts for nothing.
    const near = position({ x: 9, y: 1 }, 'gear');
    const far = position({ x: 5, y: 3 }, 'gear');
    expect(knowledge.evaluate!(near, 'p1')).toBe(knowledge.evaluate!(far, 'p1'));
    // With room, beside it is worth more.
    expect(knowledge.evaluate!(position({ x: 9, y: 1 }, false), 'p1')).toBeGreaterThan(
      knowledge.evaluate!(position({ x: 5, y: 3 }, false), 'p1'),
    );
  });

  /** The routine's choices from `s` on, applied one after another, until it has made `n` of them. */
  const routine = (s0: MissionState, n: number, options: Options = {}): HuntersChoice[] => {
    const withRules = Object.keys(options).length === 0 ? rules : huntersRuleset.rules(content, options);
    const bot = Object.keys(options).length === 0 ? knowledge : huntersBotKnowledge(content, options);
    const out: HuntersChoice[] = [];
    let s = s0;
    for (let i = 0; i < n; i++) {
      const legal = withRules.legalChoices(s, seatOf(s));
      const c = bot.routineChoice!(s, seatOf(s), legal, SeededDice.fromSeed(1));
      if (!c) throw new Error('no routine choice');
      out.push(c);
      const r = withRules.apply(s, seatOf(s), c, SeededDice.fromSeed(1));
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    return out;
  };

  it('on a finding with a sheet full of carried modules, the bot throws one away and collects the finding', () => {
    const s = position(FINDING, 'modules');
    expect(routine(s, 3)).toEqual([
      { kind: 'discard', character: 'soldier', item: 'module:optics' },
      { kind: 'basic', action: 'interact' },
      { kind: 'interact', what: 'collect', target: '10,1' },
    ]);
  });

  it('under the discardAction setting the bot throws the module away inside an Interact, then collects with the other', () => {
    const s = position(FINDING, 'modules');
    expect(routine(s, 4, { discardAction: true })).toEqual([
      { kind: 'basic', action: 'interact' },
      { kind: 'discard', character: 'soldier', item: 'module:optics' },
      { kind: 'basic', action: 'interact' },
      { kind: 'interact', what: 'collect', target: '10,1' },
    ]);
  });

  it('with a teammate with room on his space and both actions left, the bot hands a module over, then collects', () => {
    const s = position(FINDING, 'modules');
    s.chars.find((c) => c.id === 'medic')!.pos = { ...FINDING };
    expect(routine(s, 4)).toEqual([
      { kind: 'basic', action: 'interact' },
      { kind: 'exchange', with: 'medic', give: ['module:optics'], take: [] },
      { kind: 'basic', action: 'interact' },
      { kind: 'interact', what: 'collect', target: '10,1' },
    ]);
  });

  /**
   * The position on the finding with the Soldier's sheet full of Junk and a few Optics modules,
   * played as a campaign's mission: the party started with the Gunsmith, holds the Axe and Scrap
   * Armor blueprints (4 and 3 Junk) and its rooms' levels still to build ask for Junk again and
   * again, and for Optics only twice (the Gunsmith's third level). Without a campaign nothing says
   * what a kind is worth.
   */
  function campaignPosition(optics: number, campaign = true): MissionState {
    const s = position(FINDING, 'modules');
    const soldier = s.chars.find((c) => c.id === 'soldier')!;
    soldier.modules = {};
    soldier.modules = { junk: moduleRoomIn(content, soldier) - optics, optics };
    if (!campaign) return s;
    const r = newCampaign(
      content,
      { characters: s.chars.map((c) => ({ class: c.cls, seat: c.seat })), room: 'gunsmith' },
      SeededDice.fromSeed(1),
    );
    if (!r.ok) throw new Error(r.error.code);
    s.campaign = { ...r.value, inMission: true, blueprints: ['bp-axe', 'bp-scrap-armor'] };
    return s;
  }

  it('on a campaign mission the bot throws away the module its campaign misses least, not the one it carries most', () => {
    // More Junk than Optics: by count alone the Junk would go.
    const carried = campaignPosition(3).chars.find((c) => c.id === 'soldier')!.modules;
    expect(carried.junk).toBeGreaterThan(3);
    expect(routine(campaignPosition(3, false), 1)).toEqual([
      { kind: 'discard', character: 'soldier', item: 'module:junk' },
    ]);
    // Three Optics where the campaign asks for two: one is spare, and it goes, then the finding comes in.
    expect(routine(campaignPosition(3), 3)).toEqual([
      { kind: 'discard', character: 'soldier', item: 'module:optics' },
      { kind: 'basic', action: 'interact' },
      { kind: 'interact', what: 'collect', target: '10,1' },
    ]);
  });

  it('on a campaign mission the bot hands over the module its campaign misses least', () => {
    const s = campaignPosition(3);
    s.chars.find((c) => c.id === 'medic')!.pos = { ...FINDING };
    expect(routine(s, 2)).toEqual([
      { kind: 'basic', action: 'interact' },
      { kind: 'exchange', with: 'medic', give: ['module:optics'], take: [] },
    ]);
  });

  it('what a module kind is worth to the campaign counts its blueprints, its rooms still to build and all the party holds', () => {
    const s = campaignPosition(2);
    const camp = s.campaign!;
    const worth = () => moduleWorth(content, camp, s.chars);
    // Junk: the Axe (4), the Scrap Armor (3), the Forge's three levels (2, 2, 3) and the Armory's first (2).
    expect(worth()('junk')).toBe(16);
    // Two Optics where the Gunsmith's third level asks for two: none to spare.
    expect(worth()('optics')).toBe(2);
    // One more in the Medic's storeroom at the base: one is spare.
    camp.chars.find((c) => c.id === 'medic')!.storeroom.modules = { optics: 1 };
    expect(worth()('optics')).toBe(0);
    // A level under way is paid for: the Gunsmith's third asks for nothing more.
    camp.chars.find((c) => c.id === 'medic')!.storeroom.modules = {};
    camp.expansions = [{ room: 'gunsmith', level: 3, due: camp.day + 8 }];
    expect(worth()('optics')).toBe(0);
    // A kind nothing asks for is worth nothing; without the blueprints the rooms alone ask for 9
    // Junk, fewer than the Soldier carries: then Junk is spare too.
    expect(worth()('lighting')).toBe(0);
    camp.blueprints = [];
    expect(worth()('junk')).toBe(0);
  });

  it('a character whose sheet is full of carried modules still heads for a finding', () => {
    const from = { x: 6, y: 2 };
    expect(dist(firstStep(position(from, 'modules')), FINDING)).toBeLessThan(dist(from, FINDING));
  });
});

describe('the Hunters team bot puts parked gear back to make room', () => {
  /**
   * The position on the finding (see `position`) with the Soldier's Knife, or his Kevlar Vest,
   * parked in one of his blue slots while its own slot is free, the other blue slots full of Optics
   * modules, and `actions` of his two already taken.
   */
  function parked(gear: 'knife' | 'kevlar-vest', actions = 0): MissionState {
    const s = position(FINDING, false);
    const soldier = s.chars.find((c) => c.id === 'soldier')!;
    if (gear === 'knife') soldier.weapons = soldier.weapons.filter((w) => w !== 'knife');
    else soldier.armor = null;
    soldier.parked = [gear];
    soldier.modules = {};
    soldier.modules = { optics: moduleRoomIn(content, soldier) };
    s.current = { ...s.current!, actions };
    return s;
  }

  /** Why the rules refuse a Collect inside an Interact on the finding: the code of the refusal. */
  const refused = (s: MissionState): string | undefined => {
    const r = rules.apply(
      apply(s, { kind: 'basic', action: 'interact' }),
      'p1',
      { kind: 'interact', what: 'collect', target: '10,1' },
      SeededDice.fromSeed(1),
    );
    return r.ok ? undefined : r.error.code;
  };
  const soldierOf = (s: MissionState) => s.chars.find((c) => c.id === 'soldier')!;

  /** The levels a player may give the bots that play the characters' team: all but the random one. */
  const TEAM_LEVELS = (Object.keys(LEVELS) as Level[]).filter((l) => LEVELS[l].style !== 'random');

  /**
   * The choices a bot of `level` makes from `s0` on, applied one after another, until it has made
   * `n` of them. The search levels differ in time alone: here each gets a count of iterations.
   */
  function played(s0: MissionState, n: number, level: Level, options: Options = {}): HuntersChoice[] {
    const withRules = huntersRuleset.rules(content, options);
    const spec = LEVELS[level].spec;
    const budget = { iterations: 30 };
    const bot = createBot(
      spec.kind === 'mcts' ? { kind: 'mcts', budget } : spec,
      withRules,
      huntersBotKnowledge(content, options),
    );
    const out: HuntersChoice[] = [];
    let s = s0;
    for (let i = 0; i < n; i++) {
      const c = askBot(bot, withRules, s, seatOf(s), { seed: 7 + i, budget }).choice;
      out.push(c);
      const r = withRules.apply(s, seatOf(s), c, SeededDice.fromSeed(1));
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    return out;
  }

  it('the positions: the sheet has no room, throwing a module away would make it, and so would the parked gear put back', () => {
    expect(TEAM_LEVELS).toEqual(['easy', 'normal', 'hard', 'expert']);
    for (const gear of ['knife', 'kevlar-vest'] as const) {
      const s = parked(gear);
      expect([moduleRoomIn(content, soldierOf(s)), unparkRoomIn(content, soldierOf(s))]).toEqual([0, 1]);
      expect(refused(s)).toBe('interact/collect-full-or-unpark');
      expect(rules.legalChoices(s, 'p1')).toContainEqual({
        kind: 'discard',
        character: 'soldier',
        item: 'module:optics',
      });
      expect(rules.legalChoices(apply(s, { kind: 'basic', action: 'interact' }), 'p1')).toContainEqual({
        kind: 'unpark',
        gear,
        out: null,
      });
    }
  });

  for (const level of TEAM_LEVELS)
    it(`at the ${level} level, on a finding with both actions left, the bot puts the parked gear back and collects, throwing nothing away`, () => {
      for (const gear of ['knife', 'kevlar-vest'] as const)
        expect(played(parked(gear), 4, level)).toEqual([
          { kind: 'basic', action: 'interact' },
          { kind: 'unpark', gear, out: null },
          { kind: 'basic', action: 'interact' },
          { kind: 'interact', what: 'collect', target: '10,1' },
        ]);
    });

  for (const level of TEAM_LEVELS)
    it(`at the ${level} level, under the discardAction setting with one action left, the bot spends it putting the parked gear back, not throwing a module away`, () => {
      expect(played(parked('knife', 1), 2, level, { discardAction: true })).toEqual([
        { kind: 'basic', action: 'interact' },
        { kind: 'unpark', gear: 'knife', out: null },
      ]);
    });

  it('with one action left and a free discard, or with no parked gear that has its own slot free, the bots still throw a module away', () => {
    const discard: HuntersChoice = { kind: 'discard', character: 'soldier', item: 'module:optics' };
    // A second Kevlar Vest parked while the first is worn: it goes back only in a swap.
    const swap = parked('kevlar-vest');
    soldierOf(swap).armor = 'kevlar-vest';
    expect(unparkRoomIn(content, soldierOf(swap))).toBe(0);
    expect(refused(swap)).toBe('interact/collect-full');
    expect(rules.legalChoices(apply(swap, { kind: 'basic', action: 'interact' }), 'p1')).toContainEqual({
      kind: 'unpark',
      gear: 'kevlar-vest',
      out: 'kevlar-vest',
    });
    for (const level of TEAM_LEVELS) {
      // One action left: the free discard keeps the Collect in this turn, where putting the gear
      // back would take that action.
      expect(played(parked('knife', 1), 2, level)).toEqual([discard, { kind: 'basic', action: 'interact' }]);
      expect(played(swap, 1, level)).toEqual([discard]);
      // Inside the Interact the discardAction setting asks for, the worn vest is not swapped out.
      expect(played(swap, 2, level, { discardAction: true })).toEqual([{ kind: 'basic', action: 'interact' }, discard]);
    }
  });

  it('with nothing to throw away, a character whose parked gear can go back heads for the finding and makes room on it', () => {
    // Two blue slots hold Additional Equipment, the third the parked Knife: no token to throw away.
    const full = (at: { x: number; y: number }) => {
      const s = parked('knife');
      const soldier = soldierOf(s);
      const kit = content.gear.find((g) => g.type === 'equipment' && g.heal === undefined && !g.trap)!;
      const kind = (id: string) => content.gear.find((g) => g.id === id)?.type;
      soldier.equipment = [...soldier.equipment.filter((id) => kind(id) !== 'equipment'), kit.id, kit.id];
      soldier.modules = {};
      soldier.pos = at;
      return s;
    };
    const on = full(FINDING);
    expect(moduleRoomIn(content, soldierOf(on))).toBe(0);
    expect(rules.legalChoices(on, 'p1').some((c) => c.kind === 'discard')).toBe(false);
    expect(refused(on)).toBe('interact/collect-full-unpark');
    const from = { x: 6, y: 2 };
    expect(dist(firstStep(full(from)), FINDING)).toBeLessThan(dist(from, FINDING));
    for (const level of TEAM_LEVELS)
      expect(played(on, 4, level)).toEqual([
        { kind: 'basic', action: 'interact' },
        { kind: 'unpark', gear: 'knife', out: null },
        { kind: 'basic', action: 'interact' },
        { kind: 'interact', what: 'collect', target: '10,1' },
      ]);
  });
});
