import { describe, expect, it } from 'vitest';
import { huntersPresenter } from '../src/presenter.ts';
import { blueUsed } from '../src/gear.ts';
import { drive, scene } from './fixture.ts';

const open = { vantage: false, cover: false, openGround: false, finding: false, covered: false };

/** The Soldier on a finding at 2,2, the Medic beside him on the same space, a bug far off. */
function onFinding(soldierModules: number) {
  const sc = scene({
    spaces: [{ at: [2, 2], ...open, finding: true }],
    chars: [
      { cls: 'soldier', at: [2, 2] },
      { cls: 'medic', at: [2, 2] },
    ],
    enemies: [{ kind: 'bug', at: [9, 9] }],
  });
  const soldier = sc.char('soldier');
  const cls = sc.content.classes.find((k) => k.id === soldier.cls);
  if (!cls) throw new Error('no class');
  const room = 6 * (cls.slots.blue - blueUsed({ ...sc.ctx([]), s: sc.state }, soldier));
  soldier.modules = { optics: room - soldierModules };
  return { sc, room };
}

describe('a Collect and the room on the sheet', () => {
  it('HU-INTERACT-05 one Collect takes everything on the space: the finding, and the space is empty after', () => {
    const { sc } = onFinding(1);
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'interact', what: 'collect', target: '2,2' });
    expect(d.char('soldier').findings).toBe(1);
    expect(d.state.collected).toEqual(['2,2']);
    // Nothing is left there to collect.
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal().some((c) => c.kind === 'interact' && c.what === 'collect')).toBe(false);
  });

  it('HU-SHEET-04 a Collect is neither offered nor made when the sheet has no room for what lies there', () => {
    const { sc, room } = onFinding(0);
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    // His blue slots are full of modules: the finding does not fit, so the Interact offers no Collect.
    expect(d.legal()).toContainEqual({ kind: 'basic', action: 'interact' });
    const picking = d.state;
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal().some((c) => c.kind === 'interact' && c.what === 'collect')).toBe(false);
    const inside = d.try({ kind: 'interact', what: 'collect', target: '2,2' });
    expect(inside.ok ? '' : [inside.error.code, inside.error.rule]).toEqual(['interact/collect-full', 'HU-SHEET-04']);
    d.state = picking;
    // Sent while he picks his action, it is refused the same way, and nothing changes.
    const r = d.try({ kind: 'interact', what: 'collect', target: '2,2' });
    expect(r.ok ? '' : [r.error.code, r.error.rule]).toEqual(['interact/collect-full', 'HU-SHEET-04']);
    expect(d.char('soldier').findings).toBe(0);
    expect(d.state.collected).toEqual([]);
    // A teammate takes a module off him by an exchange: now the Collect fits and is made.
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'exchange', with: 'medic', give: ['module:optics'], take: [] });
    expect(d.char('soldier').modules).toEqual({ optics: room - 1 });
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'interact', what: 'collect', target: '2,2' });
    expect(d.char('soldier').findings).toBe(1);
  });

  it('a refused Collect says why in English and Hungarian', () => {
    const { sc } = onFinding(0);
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    const r = d.try({ kind: 'interact', what: 'collect', target: '2,2' });
    if (r.ok) throw new Error('the Collect was made');
    const en = huntersPresenter.violation?.(r.error, 'en') ?? '';
    const hu = huntersPresenter.violation?.(r.error, 'hu') ?? '';
    expect(en).toContain('room for 0 more module token(s)');
    expect(hu).toContain('nincs hely');
    expect(hu).not.toMatch(/Ez most nem lehetséges/);
  });

  /** The Soldier on the finding with every blue slot holding a piece of Additional Equipment, and no module. */
  function gearFull(withMedic: boolean) {
    const sc = scene({
      spaces: [{ at: [2, 2], ...open, finding: true }],
      chars: [{ cls: 'soldier', at: [2, 2] }, ...(withMedic ? [{ cls: 'medic', at: [5, 5] as [number, number] }] : [])],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const soldier = sc.char('soldier');
    const cls = sc.content.classes.find((k) => k.id === soldier.cls);
    const kit = sc.content.gear.find((g) => g.type === 'equipment' && g.heal === undefined && !g.trap);
    if (!cls || !kit) throw new Error('no class or kit');
    const type = (id: string) => sc.content.gear.find((g) => g.id === id)?.type;
    soldier.equipment = [
      ...soldier.equipment.filter((id) => type(id) !== 'equipment'),
      ...Array.from({ length: cls.slots.blue }, () => kit.id),
    ];
    soldier.parked = [];
    soldier.modules = {};
    return sc;
  }

  /** The refusal of the Collect sent while the Soldier picks his action: its code and both languages' words. */
  function refusal(sc: ReturnType<typeof scene>) {
    const d = drive(sc);
    // Alone on the map, he is the one to act without being picked.
    if (d.legal().some((c) => c.kind === 'activate')) d.do({ kind: 'activate', character: 'soldier' });
    expect(d.state.current?.character).toBe('soldier');
    const r = d.try({ kind: 'interact', what: 'collect', target: '2,2' });
    if (r.ok) throw new Error('the Collect was made');
    return {
      code: r.error.code,
      en: huntersPresenter.violation?.(r.error, 'en') ?? '',
      hu: huntersPresenter.violation?.(r.error, 'hu') ?? '',
    };
  }

  it('a refused Collect says which way out is open: throwing tokens away, only an exchange of gear, or neither, in English and Hungarian', () => {
    // Blue slots full of modules: throwing one away would do, and a teammate could take one.
    const tokens = refusal(onFinding(0).sc);
    expect(tokens.code).toBe('interact/collect-full');
    expect(tokens.en).toContain('throw module or finding tokens away');
    expect(tokens.hu).toContain('dobjon el');
    // Blue slots full of gear, a teammate on the map: nothing to throw away, only an exchange helps.
    const gear = refusal(gearFull(true));
    expect(gear.code).toBe('interact/collect-full-gear');
    expect(gear.en).toContain('only handing some of that gear to a teammate');
    expect(gear.en).not.toContain('throw module or finding tokens away');
    expect(gear.hu).toContain('csere');
    expect(gear.hu).not.toContain('dobjon el');
    // The same sheet with no teammate left on the map: neither way is open.
    const stuck = refusal(gearFull(false));
    expect(stuck.code).toBe('interact/collect-full-stuck');
    expect(stuck.en).toContain('nothing he could throw away');
    expect(stuck.hu).toContain('semmi sem segít');
    for (const r of [tokens, gear, stuck]) {
      expect(r.en).toContain('[HU-SHEET-04]');
      expect(r.hu).toContain('[HU-SHEET-04]');
      expect(r.hu).not.toMatch(/Ez most nem lehetséges/);
    }
    expect(new Set([tokens.hu, gear.hu, stuck.hu]).size).toBe(3);
  });
});
