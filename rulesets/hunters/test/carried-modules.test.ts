import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, unwrap } from '@skirmish/core';
import { sampleContent as C } from '../src/content/sample.ts';
import { carriedModules, handOverRefusal, moduleCapacity, type CampaignState } from '../src/campaign.ts';
import { finishMission } from '../src/campaign-mode.ts';
import { blueUsed, moduleRoom } from '../src/gear.ts';
import { huntersRuleset } from '../src/index.ts';
import { TWO_PLAYER_CAMPAIGN, drive, scene } from './fixture.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { MODULE_KINDS } from '../src/content/schema.ts';
import type { HuntersChoice } from '../src/choices.ts';
import type { MissionState } from '../src/state.ts';

/** The modules a class's free blue slots hold when no gear sits there: 6 a slot. */
const capacity = (sc: ReturnType<typeof scene>, id: string): number => {
  const ch = sc.char(id);
  const cls = sc.content.classes.find((k) => k.id === ch.cls);
  if (!cls) throw new Error(id);
  return 6 * (cls.slots.blue - blueUsed({ ...sc.ctx([]), s: sc.state }, ch));
};

describe('modules carried in from the campaign', () => {
  it('HU-SHEET-04 HU-XP-09 the modules a character carries go onto the mission sheet, count in the limit and come back', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, new LoadedDice(['blank']))).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    expect(eng.legal(m, 'p1')).toEqual([{ kind: 'start-mission' }]);
    // The Soldier carries 3 Optics modules and has 2 Junk modules in the storeroom.
    const camp0 = JSON.parse(JSON.stringify(m.state.campaign)) as CampaignState;
    const soldier0 = camp0.chars.find((c) => c.id === 'soldier');
    if (!soldier0) throw new Error('setup');
    soldier0.modules = { optics: 3 };
    soldier0.storeroom.modules = { junk: 2 };
    m = { ...m, state: { ...m.state, campaign: camp0 } };
    m = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
    const inMission = m.state.chars.find((c) => c.id === 'soldier');
    if (!inMission) throw new Error('no soldier');
    // Only the carried modules come along; the storeroom stays at the base.
    expect(inMission.modules).toEqual({ optics: 3 });
    // The slot counts read only the content and the state.
    const g = { c: C, s: m.state } as unknown as Parameters<typeof moduleRoom>[0];
    const cls = C.classes.find((k) => k.id === 'soldier');
    if (!cls) throw new Error('no class');
    const free = 6 * (cls.slots.blue - blueUsed(g, inMission));
    // 3 of the free blue capacity is taken by the modules carried in.
    expect(moduleRoom(g, inMission)).toBe(free - 3);
    // The Soldier ends the mission with 1 Optics left (2 handed over) and 2 findings.
    const ended = { ...m.state, result: { victory: true, reason: 'test' } };
    ended.chars = ended.chars.map((c) =>
      c.id === 'soldier' ? { ...c, modules: { optics: 1 }, findings: 2 } : { ...c, modules: { optics: 2 } },
    );
    const camp = finishMission(C, ended).state.campaign as CampaignState;
    const back = (id: string) => camp.chars.find((c) => c.id === id);
    expect(back('soldier')?.modules).toEqual({ optics: 1, junk: 2 });
    expect(back('soldier')?.storeroom.modules).toEqual({ junk: 2 });
    expect(back('medic')?.modules).toEqual({ optics: 2 });
  });

  const pair = (medicHealth: number) => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [3, 3] },
        { cls: 'medic', at: [3, 3], health: medicHealth },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.char('medic').modules = { optics: 2, firearms: 1 };
    return sc;
  };

  it('HU-INTERACT-04 HU-SHEET-04 an exchange moves carried modules, and they count against the 6 a blue slot', () => {
    const sc = pair(3);
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal()).toContainEqual({ kind: 'exchange', with: 'medic', give: [], take: ['module:optics'] });
    expect(d.legal()).toContainEqual({ kind: 'exchange', with: 'medic', give: [], take: ['module:firearms'] });
    // The Medic has no Junk module to hand over.
    expect(d.try({ kind: 'exchange', with: 'medic', give: [], take: ['module:junk'] }).ok).toBe(false);
    // With the Soldier's blue slots already full of carried modules, nothing more fits, findings or campaign modules.
    const full = structuredClone(d.state);
    const fullSoldier = full.chars.find((c) => c.id === 'soldier');
    if (!fullSoldier) throw new Error('setup');
    fullSoldier.modules = { junk: capacity(sc, 'soldier') };
    const medic = full.chars.find((c) => c.id === 'medic');
    if (medic) medic.findings = 1;
    const before = d.state;
    d.state = full;
    expect(d.try({ kind: 'exchange', with: 'medic', give: [], take: ['module:optics'] }).ok).toBe(false);
    expect(d.try({ kind: 'exchange', with: 'medic', give: [], take: [], takeModules: 1 }).ok).toBe(false);
    expect(
      d.legal().some((c) => c.kind === 'exchange' && (c.take.some((t) => t.startsWith('module:')) || c.takeModules)),
    ).toBe(false);
    d.state = before;
    d.do({ kind: 'exchange', with: 'medic', give: [], take: ['module:optics', 'module:optics'] });
    expect(d.char('soldier').modules).toEqual({ optics: 2 });
    expect(d.char('medic').modules).toEqual({ optics: 0, firearms: 1 });
    expect(d.events.map((e) => e.rule)).toContain('HU-INTERACT-04');
  });

  it('HU-INTERACT-04 HU-XP-10 carried modules are named by their type in choices and the log, in English and Hungarian', () => {
    const sc = pair(3);
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    const view = sc.rules.view(d.state, 'p1');
    const label = (c: HuntersChoice, locale: 'en' | 'hu') => huntersPresenter.choice(c, view, locale);
    const takeOptics: HuntersChoice = { kind: 'exchange', with: 'medic', give: [], take: ['module:optics'] };
    expect(d.legal()).toContainEqual(takeOptics);
    expect(label(takeOptics, 'en')).toBe('Interact with Medic: give [], take [Optics module]');
    expect(label(takeOptics, 'hu')).toBe('Csere Szanitéc szereplővel: átad [], elvesz [optikai modul]');
    // Every module type has a name of its own in both languages; none shows its raw id.
    for (const locale of ['en', 'hu'] as const) {
      const names = MODULE_KINDS.map((k) => {
        const l = label({ kind: 'exchange', with: 'medic', give: [`module:${k}`], take: [] }, locale);
        expect(l).not.toContain('module:');
        expect(l).not.toContain(k.includes('-') ? k : `[${k}`);
        return l;
      });
      expect(new Set(names).size).toBe(MODULE_KINDS.length);
    }
    // Between missions a module handed over is named too, in the label, the event and its Hungarian line.
    const hand: HuntersChoice = { kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:advanced-materials' };
    expect(label(hand, 'en')).toBe('Soldier hands an Advanced Materials module to Medic');
    expect(label(hand, 'hu')).toBe('Katona átadja a Szanitéc szereplőnek: egy fejlett anyag modult');
    // The exchange in the log.
    d.do(takeOptics);
    const ev = d.events.find((e) => e.type === 'hunters/exchange');
    if (!ev) throw new Error('no exchange event');
    expect(ev.text).toBe('Soldier and Medic exchange gear; Soldier takes an Optics module.');
    expect(huntersPresenter.event(ev, 'hu')).toBe(
      'Katona és Szanitéc felszerelést cserél; Katona elvesz: optikai modul. [HU-INTERACT-04]',
    );
  });

  it('HU-XP-10 a module handed over between missions is named in the log in both languages', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    const camp = JSON.parse(JSON.stringify(m.state.campaign)) as CampaignState;
    const soldier = camp.chars.find((c) => c.id === 'soldier');
    if (!soldier) throw new Error('setup');
    soldier.modules = { 'comm-devices': 1 };
    m = { ...m, state: { ...m.state, campaign: camp } };
    const r = unwrap(
      eng.submit(m, 'p1', { kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:comm-devices' }),
    );
    const ev = r.events.find((e) => e.type === 'hunters/hand-over');
    if (!ev) throw new Error('no hand-over event');
    expect(ev.text).toBe('Soldier hands a Comm Devices module to Medic.');
    expect(huntersPresenter.event(ev, 'hu')).toBe(
      'Katona átadja Szanitéc szereplőnek: híradástechnikai modul. [HU-XP-10]',
    );
  });

  it('HU-SHEET-04 a module is not handed to a character whose blue slots hold as many as they can', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    const m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    const camp = JSON.parse(JSON.stringify(m.state.campaign)) as CampaignState;
    const soldier = camp.chars.find((c) => c.id === 'soldier');
    const medic = camp.chars.find((c) => c.id === 'medic');
    if (!soldier || !medic) throw new Error('setup');
    soldier.modules = { junk: 1 };
    // The Medic's two free blue slots hold 12 modules.
    medic.modules = { junk: 12 };
    const r = handOverRefusal(C, camp, 'soldier', 'medic', 'module:junk');
    expect(r && !r.ok ? [r.error.code, r.error.rule] : null).toEqual(['campaign/modules-full', 'HU-SHEET-04']);
    medic.modules = { junk: 11 };
    expect(handOverRefusal(C, camp, 'soldier', 'medic', 'module:junk')).toBeNull();
  });

  it('HU-INTERACT-03 an Interact takes carried modules from an unconscious character', () => {
    const sc = pair(0);
    const d = drive(sc);
    expect(d.state.current?.character).toBe('soldier');
    d.do({ kind: 'basic', action: 'interact' });
    // The unconscious Medic only gives.
    expect(d.try({ kind: 'exchange', with: 'medic', give: ['module:optics'], take: [] }).ok).toBe(false);
    d.do({ kind: 'exchange', with: 'medic', give: [], take: ['module:firearms'] });
    expect(d.char('soldier').modules).toEqual({ firearms: 1 });
    expect(d.char('medic').modules.firearms).toBe(0);
    expect(d.events.map((e) => e.rule)).toContain('HU-INTERACT-03');
  });
});

describe('modules too many to carry after a mission', () => {
  /** A campaign mission at L1 ended with the Soldier holding `findings` findings over a full sheet. */
  const back = (findings: number) => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN));
    m = unwrap(eng.submit(m, 'p2', { kind: 'travel', to: 'L1' }, new LoadedDice(['blank']))).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'read', option: 0, payer: 'soldier' })).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'start-mission' })).match;
    const camp = m.state.campaign as CampaignState;
    const room = moduleCapacity(C, camp.chars.find((c) => c.id === 'soldier') ?? camp.chars[0]!);
    const ended = { ...m.state, result: { victory: true, reason: 'test' } };
    ended.chars = ended.chars.map((c) =>
      c.id === 'soldier' ? { ...c, modules: { optics: room - 1 }, findings } : { ...c, modules: {} },
    );
    return { eng, m: { ...m, state: finishMission(C, ended).state }, room };
  };
  const soldierOf = (s: MissionState) => (s.campaign as CampaignState).chars.find((c) => c.id === 'soldier')!;

  it('HU-SHEET-04 a character back with more modules than his blue slots hold hands over or discards the extra before the party goes on', () => {
    const { eng, m, room } = back(3);
    expect(carriedModules(soldierOf(m.state))).toBe(room + 2);
    // Away from the base only a hand-over or a discard is offered, one module at a time.
    const legal = eng.legal(m, 'p1');
    expect(new Set(legal.map((c) => c.kind))).toEqual(new Set(['hand-over', 'discard']));
    expect(legal).toContainEqual({ kind: 'discard', character: 'soldier', item: 'module:junk' });
    expect(legal).toContainEqual({ kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:optics' });
    // Anything else waits, and says why in both languages; nothing changes.
    const rest = eng.submit(m, 'p2', { kind: 'rest' });
    expect(rest.ok ? '' : [rest.error.code, rest.error.rule]).toEqual(['campaign/modules-over', 'HU-SHEET-04']);
    expect(rest.ok ? '' : rest.error.message).toBe(
      `soldier carries ${room + 2} modules where ${room} fit: store, hand over or discard the extra first`,
    );
    expect(rest.ok ? '' : huntersPresenter.violation?.(rest.error, 'hu')).toMatch(/^Egy szereplőnél több modul van/);
    // The storeroom is at the base (HU-BASE-11).
    const stored = eng.submit(m, 'p1', { kind: 'store', character: 'soldier', gear: 'module:junk', into: true });
    expect(stored.ok ? '' : stored.error.rule).toBe('HU-BASE-11');
    // One handed to the Medic, one thrown away: then the party goes on.
    const handed = unwrap(
      eng.submit(m, 'p1', { kind: 'hand-over', from: 'soldier', to: 'medic', item: 'module:junk' }),
    );
    const thrown = unwrap(
      eng.submit(handed.match, 'p2', { kind: 'discard', character: 'soldier', item: 'module:junk' }),
    );
    expect(soldierOf(thrown.match.state).modules).toEqual({ optics: room - 1, junk: 1 });
    expect(thrown.events.map((e) => huntersPresenter.event(e, 'en'))).toEqual([
      'Soldier discards a Junk module. [HU-SHEET-04]',
    ]);
    expect(thrown.events.map((e) => huntersPresenter.event(e, 'hu'))).toEqual([
      'Katona eldob egy ócskavas modult. [HU-SHEET-04]',
    ]);
    expect(eng.legal(thrown.match, 'p1')).toContainEqual({ kind: 'rest' });
    // Within the limit nothing must go: a discard is refused and loses nothing.
    const more = eng.submit(thrown.match, 'p1', { kind: 'discard', character: 'soldier', item: 'module:junk' });
    expect(more.ok ? '' : [more.error.code, more.error.rule]).toEqual(['discard/not-over', 'HU-SHEET-04']);
  });

  it('HU-SHEET-04 HU-BASE-10 at the base the extra may go into the storeroom, and a discard names a module the character carries', () => {
    const { eng, m, room } = back(2);
    const atBase = {
      ...m,
      state: { ...m.state, campaign: { ...(m.state.campaign as CampaignState), location: 'base' } },
    };
    expect(eng.legal(atBase, 'p1')).toContainEqual({
      kind: 'store',
      character: 'soldier',
      gear: 'module:optics',
      into: true,
    });
    const view = eng.view(atBase, 'p1');
    const label = (locale: 'en' | 'hu') =>
      huntersPresenter.choice({ kind: 'discard', character: 'soldier', item: 'module:junk' }, view, locale);
    expect([label('en'), label('hu')]).toEqual([
      'Soldier throws away a Junk module: more than the blue slots hold',
      'Katona eldob egy ócskavas modult: több van nála, mint amennyi a kék helyekre fér',
    ]);
    for (const [item, code] of [
      ['module:firearms', 'discard/missing'],
      ['fuel', 'discard/not-module'],
      ['module:nope', 'discard/not-module'],
    ] as const) {
      const r = eng.submit(atBase, 'p1', { kind: 'discard', character: 'soldier', item });
      expect(r.ok ? '' : r.error.code, item).toBe(code);
    }
    const nobody = eng.submit(atBase, 'p1', { kind: 'discard', character: 'nobody', item: 'module:junk' });
    expect(nobody.ok ? '' : nobody.error.code).toBe('discard/unknown');
    const s = unwrap(
      eng.submit(atBase, 'p1', { kind: 'store', character: 'soldier', gear: 'module:optics', into: true }),
    );
    expect([carriedModules(soldierOf(s.match.state)), soldierOf(s.match.state).storeroom.modules.optics]).toEqual([
      room,
      1,
    ]);
    expect(eng.legal(s.match, 'p1')).toContainEqual({ kind: 'rest' });
  });
});
