/**
 * The spoils draft (table option `spoilsDraft`): what the party brings back from a mission is
 * picked one item at a time, the best persuader first, then clockwise by seat (HU-XP-11, AMB-21).
 */
import { canonicalJson, LoadedDice, resolveOptions, SeededDice, unwrap, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import { spoilsOrder, type CampaignState, type Modules } from '../src/campaign.ts';
import { finishMission } from '../src/campaign-mode.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { sampleContent as C } from '../src/content/sample.ts';
import { MODULE_KINDS, type HuntersContent } from '../src/content/schema.ts';
import { missionOptions } from '../src/game.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import type { MissionState } from '../src/state.ts';

const D = () => new LoadedDice([]);
const DRAFT = { spoilsDraft: true };

interface Ending {
  party: Array<{ class: string; seat: string }>;
  options?: Record<string, unknown>;
  /** Findings each character holds when the mission ends: a Junk module each. */
  findings?: Record<string, number>;
  /** Modules each character carries when the mission ends. */
  modules?: Record<string, Modules>;
  victory?: boolean;
  pack?: HuntersContent;
}

/**
 * A campaign that played Q02 (reward: 2 Fuel Cells) and has just come back from it, under the
 * table options given: the state between missions, the events of the return, and the rules.
 */
function back(e: Ending) {
  const pack = e.pack ?? C;
  const resolved = unwrap(resolveOptions(huntersRuleset.options, e.options ?? {}));
  const rules = huntersRuleset.rules(pack, resolved);
  const start = unwrap(
    rules.setup({ mode: 'campaign', players: e.party.length, room: 'forge', characters: e.party }, D()),
  );
  const camp = structuredClone(start.campaign as CampaignState);
  camp.launched = 'Q02';
  const played = unwrap(rules.apply({ ...start, campaign: camp }, 'p1', { kind: 'start-mission' }, D())).state;
  const ended: MissionState = {
    ...played,
    result: { victory: e.victory ?? true, reason: 'test' },
    chars: played.chars.map((c) => ({
      ...c,
      findings: e.findings?.[c.id] ?? 0,
      modules: e.modules?.[c.id] ?? c.modules,
    })),
  };
  const r = finishMission(pack, ended, true, missionOptions(resolved));
  const pick = (s: MissionState, choice: HuntersChoice) => unwrap(rules.apply(s, 'p1', choice, D()));
  return { state: r.state, events: r.events, rules, pick };
}

const campOf = (s: MissionState): CampaignState => s.campaign as CampaignState;

function who(s: MissionState, id: string) {
  const x = campOf(s).chars.find((c) => c.id === id);
  if (!x) throw new Error(id);
  return x;
}

const picks = (legal: readonly HuntersChoice[]) =>
  legal.map((c) => (c.kind === 'spoils-pick' ? `${c.character}:${c.item}` : c.kind));

const FOUR = [
  { class: 'soldier', seat: 'p1' },
  { class: 'sniper', seat: 'p2' },
  { class: 'medic', seat: 'p3' },
  { class: 'recon', seat: 'p4' },
];
const TWO = [
  { class: 'soldier', seat: 'p1' },
  { class: 'medic', seat: 'p2' },
];

describe('the spoils draft', () => {
  it('HU-XP-11 HU-XP-09 the reward Fuel Cells and the findings go into a pool, drafted one item a pick, clockwise, round after round', () => {
    // Persuasion: Medic 3, Sniper and Recon 2, Soldier 1: the Medic (p3) first, then p4, p1, p2.
    const b = back({ party: FOUR, options: DRAFT, findings: { soldier: 2, recon: 1 } });
    expect(campOf(b.state).spoils).toEqual({
      items: ['fuel', 'fuel', 'module:junk', 'module:junk', 'module:junk'],
      next: 'medic',
    });
    // Nothing went to a character yet: the finder keeps no Junk, the first character no reward.
    expect([who(b.state, 'soldier').fuel, who(b.state, 'soldier').modules.junk ?? 0]).toEqual([0, 0]);
    const opened = b.events.find((e) => e.type === 'hunters/spoils');
    expect(opened?.text).toBe(
      'The spoils are drafted, one item a pick: 2 Fuel Cells, 3 Junk modules. Medic picks first.',
    );
    expect(huntersPresenter.event(opened as GameEvent, 'hu')).toBe(
      'A zsákmányból egyenként választanak: 2 üzemanyagcella, 3 ócskavas modul. Elsőként választ: Szanitéc. [HU-XP-11]',
    );
    let s = b.state;
    const order: string[] = [];
    const wanted = ['fuel', 'module:junk', 'fuel', 'module:junk', 'module:junk'];
    for (const item of wanted) {
      // Any seat answers; only the picks of the character whose turn it is are offered.
      const legal = b.rules.legalChoices(s, 'p2');
      const picker = legal[0]?.kind === 'spoils-pick' ? legal[0].character : '';
      expect(legal.every((c) => c.kind === 'spoils-pick' && c.character === picker)).toBe(true);
      order.push(picker);
      s = b.pick(s, { kind: 'spoils-pick', character: picker, item }).state;
    }
    expect(order).toEqual(['medic', 'recon', 'soldier', 'sniper', 'medic']);
    expect(campOf(s).spoils).toBeUndefined();
    expect([who(s, 'medic').fuel, who(s, 'medic').modules.junk]).toEqual([1, 1]);
    expect([who(s, 'recon').modules.junk, who(s, 'soldier').fuel, who(s, 'sniper').modules.junk]).toEqual([1, 1, 1]);
    // The draft over, the party's other choices come back.
    expect(b.rules.legalChoices(s, 'p1')).toContainEqual({ kind: 'rest' });
    expect(b.rules.invariants?.(s)).toEqual([]);
  });

  it('HU-XP-11 HU-PLAYERS-02 after the first pick the turn goes clockwise by seat, not in the order the characters joined', () => {
    const b = back({ party: TWO, options: DRAFT });
    // The Recon joins later, at seat p2; the Medic moves to p3. The party lists Soldier, Medic, Recon.
    const camp = structuredClone(campOf(b.state));
    const medic = camp.chars.find((c) => c.id === 'medic');
    const recon = structuredClone(medic);
    if (!medic || !recon) throw new Error('setup');
    medic.seat = 'p3';
    camp.chars.push({ ...recon, id: 'recon', seat: 'p2' });
    expect(camp.chars.map((c) => c.id)).toEqual(['soldier', 'medic', 'recon']);
    expect(spoilsOrder(C, camp)).toEqual(['medic', 'soldier', 'recon']);
    // The draft itself goes round the seats: p3, p1, p2.
    camp.spoils = { items: ['fuel', 'fuel', 'fuel'], next: 'medic' };
    let s: MissionState = { ...b.state, seats: ['p1', 'p2', 'p3'], campaign: camp };
    const order: string[] = [];
    while (campOf(s).spoils) {
      const next = campOf(s).spoils?.next ?? '';
      order.push(next);
      s = b.pick(s, { kind: 'spoils-pick', character: next, item: 'fuel' }).state;
    }
    expect(order).toEqual(['medic', 'soldier', 'recon']);
  });

  it('HU-XP-11 HU-SHEET-04 a character with no room for a module is not offered one, and passes when nothing left fits', () => {
    // The Soldier's 18 places are full (3 blue slots, no gear in them); the Medic has room.
    const b = back({ party: TWO, options: DRAFT, findings: { medic: 3 }, modules: { soldier: { junk: 18 } } });
    let s = b.state;
    expect(picks(b.rules.legalChoices(s, 'p1'))).toEqual(['medic:fuel', 'medic:module:junk']);
    s = b.pick(s, { kind: 'spoils-pick', character: 'medic', item: 'fuel' }).state;
    // The Soldier may take only the Fuel Cell.
    expect(picks(b.rules.legalChoices(s, 'p1'))).toEqual(['soldier:fuel']);
    s = b.pick(s, { kind: 'spoils-pick', character: 'soldier', item: 'fuel' }).state;
    s = b.pick(s, { kind: 'spoils-pick', character: 'medic', item: 'module:junk' }).state;
    // Only modules are left: the Soldier's turn passes, and the Medic picks again.
    expect(campOf(s).spoils).toEqual({ items: ['module:junk', 'module:junk'], next: 'medic' });
    const r = b.pick(s, { kind: 'spoils-pick', character: 'medic', item: 'module:junk' });
    const pass = r.events.find((e) => e.type === 'hunters/spoils-pass');
    expect(pass?.text).toBe('Soldier has room for nothing that is left: the pick passes on.');
    expect(huntersPresenter.event(pass as GameEvent, 'hu')).toBe(
      'Katona semmit sem tud elvinni a maradékból: a sor továbblép. [HU-XP-11]',
    );
    s = b.pick(r.state, { kind: 'spoils-pick', character: 'medic', item: 'module:junk' }).state;
    expect([who(s, 'medic').fuel, who(s, 'medic').modules.junk, who(s, 'soldier').fuel]).toEqual([1, 3, 1]);
    expect(who(s, 'soldier').modules.junk).toBe(18);
  });

  it('HU-XP-11 HU-BASE-10 what nobody can carry goes to the storeroom of the character whose turn it is', () => {
    // A lost mission (no reward): 3 findings; the Medic has one free place (12), the Soldier none.
    const b = back({
      party: TWO,
      options: DRAFT,
      victory: false,
      findings: { soldier: 3 },
      modules: { soldier: { junk: 18 }, medic: { junk: 11 } },
    });
    expect(campOf(b.state).spoils).toEqual({ items: ['module:junk', 'module:junk', 'module:junk'], next: 'medic' });
    const r = b.pick(b.state, { kind: 'spoils-pick', character: 'medic', item: 'module:junk' });
    // The Soldier's turn: neither can take a module, so the two left go to his storeroom.
    expect(campOf(r.state).spoils).toBeUndefined();
    expect(who(r.state, 'soldier').storeroom.modules.junk).toBe(2);
    expect([who(r.state, 'soldier').modules.junk, who(r.state, 'medic').modules.junk]).toEqual([18, 12]);
    const stored = r.events.find((e) => e.type === 'hunters/spoils-stored');
    expect(stored?.text).toBe("Nobody can carry the rest of the spoils: 2 Junk modules go to Soldier's storeroom.");
    expect(huntersPresenter.event(stored as GameEvent, 'hu')).toBe(
      'A zsákmány maradékát senki sem tudja elvinni: 2 ócskavas modul Katona raktárába kerül. [HU-BASE-10]',
    );
    expect(b.rules.invariants?.(r.state)).toEqual([]);
    // With no room anywhere from the start, no draft opens: it all goes to the Medic's, who would pick first.
    const full = back({
      party: TWO,
      options: DRAFT,
      victory: false,
      findings: { soldier: 2 },
      modules: { soldier: { junk: 18 }, medic: { junk: 12 } },
    });
    expect(campOf(full.state).spoils).toBeUndefined();
    expect(who(full.state, 'medic').storeroom.modules.junk).toBe(2);
  });

  it('AMB-21 HU-XP-11 a tie on Persuasion and Strength is offered to each tied character; the first pick decides who starts', () => {
    // A pack where the Sniper is as strong as the Recon: both Persuasion 2, Strength 2.
    const pack: HuntersContent = {
      ...C,
      classes: C.classes.map((k) => (k.id === 'sniper' ? { ...k, strength: 2 } : k)),
    };
    const party = [
      { class: 'soldier', seat: 'p1' },
      { class: 'sniper', seat: 'p2' },
      { class: 'recon', seat: 'p3' },
    ];
    const b = back({ party, options: DRAFT, findings: { soldier: 2 }, pack });
    expect(campOf(b.state).spoils?.next).toBeNull();
    expect(picks(b.rules.legalChoices(b.state, 'p1'))).toEqual([
      'sniper:fuel',
      'sniper:module:junk',
      'recon:fuel',
      'recon:module:junk',
    ]);
    const opened = b.events.find((e) => e.type === 'hunters/spoils');
    expect(opened?.['pickers']).toEqual(['sniper', 'recon']);
    expect(opened?.text).toContain('The players choose who starts: Sniper or Recon.');
    expect(huntersPresenter.event(opened as GameEvent, 'hu')).toContain(
      'Hogy ki kezd, azt a játékosok döntik el: Mesterlövész vagy Felderítő.',
    );
    // The draw of the dice is never needed: the players' first pick says who starts.
    const turns = (first: string) => {
      let s = b.pick(b.state, { kind: 'spoils-pick', character: first, item: 'fuel' }).state;
      const out = [first];
      while (campOf(s).spoils) {
        const next = campOf(s).spoils?.next ?? '';
        out.push(next);
        s = b.pick(s, { kind: 'spoils-pick', character: next, item: campOf(s).spoils?.items[0] ?? '' }).state;
      }
      return out;
    };
    expect(turns('recon')).toEqual(['recon', 'soldier', 'sniper', 'recon']);
    expect(turns('sniper')).toEqual(['sniper', 'recon', 'soldier', 'sniper']);
  });

  it('HU-XP-11 AMB-21 illegal picks are refused with their reason in both languages, the state unchanged', () => {
    const b = back({ party: TWO, options: DRAFT, findings: { soldier: 1 }, modules: { soldier: { junk: 18 } } });
    const s = b.state;
    const before = canonicalJson(s);
    const refused = (choice: HuntersChoice) => {
      const r = b.rules.apply(s, 'p1', choice, D());
      if (r.ok) throw new Error(`${choice.kind} was accepted`);
      return {
        code: r.error.code,
        en: huntersPresenter.violation?.(r.error, 'en'),
        hu: huntersPresenter.violation?.(r.error, 'hu'),
      };
    };
    expect(refused({ kind: 'spoils-pick', character: 'soldier', item: 'fuel' })).toEqual({
      code: 'spoils/not-your-turn',
      en: "It is not soldier's pick: medic picks now [HU-XP-11]",
      hu: 'Most nem ez a szereplő választ a zsákmányból. [HU-XP-11]',
    });
    expect(refused({ kind: 'spoils-pick', character: 'medic', item: 'module:optics' })).toEqual({
      code: 'spoils/not-in-pool',
      en: 'There is no Optics module among the spoils [HU-XP-11]',
      hu: 'Ilyen tétel nincs a zsákmányban. [HU-XP-11]',
    });
    expect(refused({ kind: 'spoils-pick', character: 'huntsman', item: 'fuel' }).code).toBe('spoils/unknown');
    expect(refused({ kind: 'rest' })).toEqual({
      code: 'spoils/draft-first',
      en: 'The spoils are being drafted: pick them first [HU-XP-11]',
      hu: 'Előbb a zsákmányt kell szétosztani: addig csak választani lehet belőle. [HU-XP-11]',
    });
    // The Soldier, whose turn comes next, has no room for the Junk module.
    const next = b.pick(s, { kind: 'spoils-pick', character: 'medic', item: 'fuel' }).state;
    const full = b.rules.apply(next, 'p1', { kind: 'spoils-pick', character: 'soldier', item: 'module:junk' }, D());
    expect(full.ok ? '' : [full.error.code, full.error.rule]).toEqual(['spoils/no-room', 'HU-SHEET-04']);
    if (!full.ok) expect(huntersPresenter.violation?.(full.error, 'hu')).toContain('nincs helye több modulnak');
    expect(canonicalJson(s)).toBe(before);
    // After the draft, a pick is refused for want of spoils.
    let done = next;
    while (campOf(done).spoils) {
      const [c] = b.rules.legalChoices(done, 'p1');
      if (!c) throw new Error('no pick offered');
      done = b.pick(done, c).state;
    }
    const none = b.rules.apply(done, 'p1', { kind: 'spoils-pick', character: 'medic', item: 'fuel' }, D());
    expect(none.ok ? '' : none.error.code).toBe('spoils/none');
  });

  it('HU-XP-11 a pick is worded in the log and as a choice, in English and Hungarian', () => {
    const b = back({ party: TWO, options: DRAFT, findings: { medic: 1 } });
    const r = b.pick(b.state, { kind: 'spoils-pick', character: 'medic', item: 'module:junk' });
    const ev = r.events.find((e) => e.type === 'hunters/spoils-pick');
    expect(ev?.text).toBe('Medic takes a Junk module from the spoils.');
    expect(huntersPresenter.event(ev as GameEvent, 'hu')).toBe(
      'Szanitéc egy ócskavas modult választ a zsákmányból. [HU-XP-11]',
    );
    const view = b.rules.view(r.state, 'p1');
    const choice: HuntersChoice = { kind: 'spoils-pick', character: 'soldier', item: 'fuel' };
    expect(huntersPresenter.choice(choice, view, 'en')).toBe('Soldier takes a Fuel Cell from the spoils');
    expect(huntersPresenter.choice(choice, view, 'hu')).toBe('Katona egy üzemanyagcellát választ a zsákmányból');
    expect(huntersPresenter.board(view, 'en')).toContain('Spoils to share out: 2 Fuel Cells (Soldier picks now)');
    expect(huntersPresenter.board(view, 'hu')).toContain(
      'Szétosztandó zsákmány: 2 üzemanyagcella (most választ: Katona)',
    );
  });

  it('HU-XP-11 whatever the spoils and the loads, a pick is offered until the pool is empty, and nothing is lost', () => {
    const draw = SeededDice.fromSeed(11);
    // Every Fuel Cell and module a character holds, carried or stored.
    const held = (s: MissionState) =>
      campOf(s).chars.reduce(
        (n, c) =>
          n +
          c.fuel +
          c.storeroom.fuel +
          MODULE_KINDS.reduce((k, m) => k + (c.modules[m] ?? 0) + (c.storeroom.modules[m] ?? 0), 0),
        0,
      );
    // How many drafts opened, and how many turns passed a character with no room.
    let opened = 0;
    let passed = 0;
    for (let game = 0; game < 30; game++) {
      // Loads near the Soldier's 18 and the others' 12 places, so that some have room and some not.
      const loads = Object.fromEntries(FOUR.map((c) => [c.class, { optics: 8 + draw.pick(11) }]));
      const found = Object.fromEntries(FOUR.map((c) => [c.class, draw.pick(3)]));
      const b = back({ party: FOUR, options: DRAFT, victory: draw.pick(2) === 0, modules: loads, findings: found });
      const fast = b.rules.fast;
      if (!fast) throw new Error('no fast path');
      let s = b.state;
      let quick = fast.clone(s);
      const items = campOf(s).spoils?.items.length ?? 0;
      if (items > 0) opened++;
      // What the party brought back: the loads, the findings and the reward.
      const total = held(s) + items;
      expect(total).toBe(
        Object.values(loads).reduce((n, m) => n + m.optics, 0) +
          Object.values(found).reduce((n, k) => n + k, 0) +
          (b.events.some((e) => e.type === 'hunters/rewards') ? 2 : 0),
      );
      for (let step = 0; campOf(s).spoils; step++) {
        expect(step).toBeLessThan(items);
        expect(b.rules.invariants?.(s)).toEqual([]);
        const legal = b.rules.legalChoices(s, 'p4');
        expect(legal.length).toBeGreaterThan(0);
        expect(legal.every((c) => c.kind === 'spoils-pick')).toBe(true);
        const choice = legal[draw.pick(legal.length)] as HuntersChoice;
        const r = b.pick(s, choice);
        s = r.state;
        passed += r.events.filter((e) => e.type === 'hunters/spoils-pass').length;
        quick = fast.applyInPlace(quick, 'p4', choice, D());
        expect(canonicalJson(quick)).toBe(canonicalJson(s));
      }
      expect(held(s)).toBe(total);
      expect(b.rules.invariants?.(s)).toEqual([]);
    }
    expect([opened, passed].map((n) => n > 5)).toEqual([true, true]);
  });

  it('HU-XP-10 option spoilsDraft off (the default): the reward goes to the first character, each finding to its finder', () => {
    expect(unwrap(resolveOptions(huntersRuleset.options, {}))['spoilsDraft']).toBe(false);
    const b = back({ party: FOUR, findings: { recon: 2 } });
    expect(campOf(b.state).spoils).toBeUndefined();
    expect('spoils' in campOf(b.state)).toBe(false);
    expect(who(b.state, 'soldier').fuel).toBe(2);
    expect(who(b.state, 'recon').modules.junk).toBe(2);
    expect(b.events.map((e) => e.type)).not.toContain('hunters/spoils');
    // The players share out as they like: a hand-over is offered at once.
    expect(b.rules.legalChoices(b.state, 'p1')).toContainEqual({
      kind: 'hand-over',
      from: 'soldier',
      to: 'medic',
      item: 'fuel',
    });
  });
});
