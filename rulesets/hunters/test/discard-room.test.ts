import { describe, expect, it } from 'vitest';
import { huntersPresenter } from '../src/presenter.ts';
import { moduleRoomIn } from '../src/gear.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { huArticle } from '@skirmish/core';
import { squareName } from '../src/squares.ts';
import { drive, scene } from './fixture.ts';

const open = { vantage: false, cover: false, openGround: false, finding: false, covered: false };

/**
 * The Soldier on a finding at 2,2 with his blue slots full of Optics modules (`findings` of them
 * finding tokens picked up earlier), the Medic far off at 6,6, a bug further off.
 */
function fullOnFinding(opts: { findings?: number; options?: Record<string, unknown>; gear?: string[] } = {}) {
  const sc = scene({
    spaces: [{ at: [2, 2], ...open, finding: true }],
    chars: [
      { cls: 'soldier', at: [2, 2], ...(opts.gear ? { gear: opts.gear } : {}) },
      { cls: 'medic', at: [6, 6] },
    ],
    enemies: [{ kind: 'bug', at: [9, 9] }],
    ...(opts.options ? { options: opts.options } : {}),
  });
  const soldier = sc.char('soldier');
  const room = moduleRoomIn(sc.content, soldier);
  const findings = opts.findings ?? 0;
  soldier.findings = findings;
  soldier.modules = room - findings > 0 ? { optics: room - findings } : {};
  return { sc, room };
}

const discards = (legal: readonly HuntersChoice[]) => legal.filter((c) => c.kind === 'discard');
const collects = (legal: readonly HuntersChoice[]) =>
  legal.filter((c) => c.kind === 'interact' && c.what === 'collect');

describe('making room on a full sheet mid-mission', () => {
  it('HU-SHEET-04 a character with a full sheet throws a module away, for no action, and then collects the finding', () => {
    const { sc, room } = fullOnFinding();
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    // No Interact could collect here: the sheet is full, and nobody shares his space.
    expect(d.legal()).not.toContainEqual({ kind: 'basic', action: 'interact' });
    expect(discards(d.legal())).toEqual([{ kind: 'discard', character: 'soldier', item: 'module:optics' }]);
    const events = d.do({ kind: 'discard', character: 'soldier', item: 'module:optics' });
    expect(events.map((e) => [e.type, e.rule])).toContainEqual(['hunters/discarded', 'HU-SHEET-04']);
    expect(d.char('soldier').modules['optics']).toBe(room - 1);
    // It took no action: both are left, and the module is gone from the game, not put down here.
    expect(d.state.current?.actions).toBe(0);
    expect(d.state.current?.activity ?? null).toBeNull();
    expect(discards(d.legal())).toEqual([]);
    d.do({ kind: 'basic', action: 'interact' });
    expect(collects(d.legal())).toEqual([{ kind: 'interact', what: 'collect', target: '2,2' }]);
    d.do({ kind: 'interact', what: 'collect', target: '2,2' });
    expect(d.char('soldier').findings).toBe(1);
    expect(d.state.collected).toEqual(['2,2']);
    expect(d.state.current?.actions).toBe(1);
  });

  it('HU-SHEET-04 a finding token picked up earlier may be thrown away as well', () => {
    const { sc, room } = fullOnFinding({ findings: 2 });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    expect(discards(d.legal())).toEqual([
      { kind: 'discard', character: 'soldier', item: 'module:optics' },
      { kind: 'discard', character: 'soldier', item: 'finding' },
    ]);
    d.do({ kind: 'discard', character: 'soldier', item: 'finding' });
    expect(d.char('soldier').findings).toBe(1);
    expect(d.char('soldier').modules['optics']).toBe(room - 2);
  });

  it('HU-SHEET-04 no discard is offered, and one sent is refused, where it makes no Collect possible', () => {
    // Room on the sheet already: the Collect is offered, a discard is not.
    const roomy = fullOnFinding();
    roomy.sc.char('soldier').modules = { optics: 1 };
    const a = drive(roomy.sc);
    a.do({ kind: 'activate', character: 'soldier' });
    expect(discards(a.legal())).toEqual([]);
    const r = a.try({ kind: 'discard', character: 'soldier', item: 'module:optics' });
    expect(r.ok).toBe(false);
    expect(a.char('soldier').modules).toEqual({ optics: 1 });
    // Every blue slot holding gear: throwing modules away frees no slot, so none is offered.
    const geared = fullOnFinding();
    const soldier = geared.sc.char('soldier');
    const cls = geared.sc.content.classes.find((k) => k.id === soldier.cls);
    const kit = geared.sc.content.gear.find((x) => x.type === 'equipment' && x.heal === undefined && !x.trap);
    if (!cls || !kit) throw new Error('no class or kit');
    soldier.equipment = [
      ...soldier.equipment.filter((g) => geared.sc.content.gear.find((x) => x.id === g)?.type !== 'equipment'),
      ...Array.from({ length: cls.slots.blue }, () => kit.id),
    ];
    soldier.modules = {};
    const b = drive(geared.sc);
    b.do({ kind: 'activate', character: 'soldier' });
    expect(discards(b.legal())).toEqual([]);
    // Off the finding, a full sheet has nothing to make room for.
    const away = fullOnFinding();
    away.sc.char('soldier').pos = { x: 3, y: 3 };
    const c = drive(away.sc);
    c.do({ kind: 'activate', character: 'soldier' });
    expect(discards(c.legal())).toEqual([]);
  });

  it('HU-SHEET-04 with both actions spent no discard is offered: no Collect could follow', () => {
    const { sc } = fullOnFinding();
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    expect(discards(d.legal())).toHaveLength(1);
    // Both actions taken (as by two Moves that came back here).
    const turn = d.state.current;
    if (!turn) throw new Error('no turn');
    d.state = { ...d.state, current: { ...turn, actions: 2 } };
    expect(d.state.current?.actions).toBe(2);
    expect(discards(d.legal())).toEqual([]);
  });

  it('HU-SHEET-04 under the discardAction setting a discard is an Interact, and the Collect takes the next one', () => {
    const { sc, room } = fullOnFinding({ options: { discardAction: true } });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    expect(discards(d.legal())).toEqual([]);
    d.do({ kind: 'basic', action: 'interact' });
    expect(discards(d.legal())).toEqual([{ kind: 'discard', character: 'soldier', item: 'module:optics' }]);
    d.do({ kind: 'discard', character: 'soldier', item: 'module:optics' });
    expect(d.char('soldier').modules['optics']).toBe(room - 1);
    expect(d.state.current?.actions).toBe(1);
    expect(d.state.current?.activity ?? null).toBeNull();
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'interact', what: 'collect', target: '2,2' });
    expect(d.char('soldier').findings).toBe(1);
    expect(d.state.current?.actions).toBe(2);
  });

  it('a discard mid-mission is worded in English and Hungarian, as choice and as event', () => {
    const { sc } = fullOnFinding({ findings: 1 });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    const view = d.view();
    const label = (c: HuntersChoice, locale: 'en' | 'hu') => huntersPresenter.choice(c, view, locale);
    // Offered while he picks his action, a discard costs none, and its label says so.
    expect(label({ kind: 'discard', character: 'soldier', item: 'module:optics' }, 'en')).toBe(
      'Soldier throws away an Optics module to make room for a Collect (no action spent)',
    );
    expect(label({ kind: 'discard', character: 'soldier', item: 'finding' }, 'en')).toBe(
      'Soldier throws away a finding token to make room for a Collect (no action spent)',
    );
    expect(label({ kind: 'discard', character: 'soldier', item: 'finding' }, 'hu')).toBe(
      'Katona eldob egy leletet, hogy helyet csináljon a begyűjtésnek (ez nem kerül akcióba)',
    );
    const events = d.do({ kind: 'discard', character: 'soldier', item: 'finding' });
    const e = events.find((x) => x.type === 'hunters/discarded');
    if (!e) throw new Error('no discard event');
    expect(huntersPresenter.event(e, 'en')).toContain('Soldier throws away a finding token');
    expect(huntersPresenter.event(e, 'hu')).toContain('eldob egy leletet');
  });

  it('the log says a discard mid-mission makes room for the finding on his space, in English and Hungarian', () => {
    const { sc } = fullOnFinding();
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    const e = d
      .do({ kind: 'discard', character: 'soldier', item: 'module:optics' })
      .find((x) => x.type === 'hunters/discarded');
    if (!e) throw new Error('no discard event');
    const square = squareName({ x: 2, y: 2 });
    expect(huntersPresenter.event(e, 'en')).toBe(
      `Soldier throws away an Optics module to make room for the finding at ${square}. [HU-SHEET-04]`,
    );
    expect(huntersPresenter.event(e, 'hu')).toBe(
      `Katona eldob egy optikai modult, hogy helyet csináljon ${huArticle(square)} ${square} mezőn fekvő leletnek. [HU-SHEET-04]`,
    );
    // Between missions a discard makes room for nothing on the map, and its line says no such thing.
    const between = { ...e, at: undefined, text: 'soldier discards an Optics module.' };
    expect(huntersPresenter.event(between, 'hu')).toBe('Katona eldob egy optikai modult. [HU-SHEET-04]');
  });

  it('under the discardAction setting a discard offered inside the Interact is labelled without the words that it costs no action', () => {
    const { sc } = fullOnFinding({ options: { discardAction: true } });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    const view = d.view();
    const c: HuntersChoice = { kind: 'discard', character: 'soldier', item: 'module:optics' };
    expect(d.legal()).toContainEqual(c);
    expect(huntersPresenter.choice(c, view, 'en')).toBe(
      'Soldier throws away an Optics module to make room for a Collect',
    );
    expect(huntersPresenter.choice(c, view, 'hu')).toBe(
      'Katona eldob egy optikai modult, hogy helyet csináljon a begyűjtésnek',
    );
  });
});
