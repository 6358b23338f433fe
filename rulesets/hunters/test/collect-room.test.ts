import { describe, expect, it } from 'vitest';
import { huntersPresenter } from '../src/presenter.ts';
import { blueUsed, unparkRoomIn } from '../src/gear.ts';
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
  /**
   * The Soldier on the finding, wearing no armour, two blue slots filled by first aid kits or by
   * Optics modules (`tokens`), the third by a Scrap Armour put away there; `worn` puts a Kevlar
   * Vest on him, so the parked armour has no slot of its own free. The Medic off his space.
   */
  function armourParked(o: { tokens: boolean; worn: boolean; withMedic: boolean }) {
    const sc = scene({
      spaces: [{ at: [2, 2], ...open, finding: true }],
      chars: [
        { cls: 'soldier', at: [2, 2] },
        ...(o.withMedic ? [{ cls: 'medic', at: [5, 5] as [number, number] }] : []),
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const soldier = sc.char('soldier');
    const type = (id: string) => sc.content.gear.find((g) => g.id === id)?.type;
    soldier.equipment = [
      ...soldier.equipment.filter((id) => type(id) !== 'equipment'),
      ...(o.tokens ? [] : ['first-aid-kit', 'first-aid-kit']),
    ];
    soldier.modules = o.tokens ? { optics: 12 } : {};
    soldier.findings = 0;
    soldier.armor = o.worn ? 'kevlar-vest' : null;
    soldier.parked = ['scrap-armor'];
    return sc;
  }

  it('a refused Collect names putting parked gear back into its own free slot where that frees the room, in English and Hungarian', () => {
    // Modules fill two blue slots, the parked armour the third: a discard would do, and so would the armour put on.
    const both = refusal(armourParked({ tokens: true, worn: false, withMedic: true }));
    expect(both.code).toBe('interact/collect-full-or-unpark');
    expect(both.en).toContain('throw module or finding tokens away');
    expect(both.en).toContain('put gear parked in a blue slot back into its own free slot');
    expect(both.hu).toContain('dobjon el');
    expect(both.hu).toContain('saját, üres helyére');
    // Kits fill two blue slots: throwing tokens away frees nothing, putting the armour on does.
    const unpark = refusal(armourParked({ tokens: false, worn: false, withMedic: false }));
    expect(unpark.code).toBe('interact/collect-full-unpark');
    expect(unpark.en).toContain('put gear parked in a blue slot back into its own free slot');
    expect(unpark.en).not.toContain('he can throw module or finding tokens away');
    expect(unpark.hu).toContain('saját, üres helyére');
    expect(unpark.hu).not.toContain('dobjon el');
    // A vest already worn: the parked armour could only be swapped in, which frees no blue slot.
    const gear = refusal(armourParked({ tokens: false, worn: true, withMedic: true }));
    expect(gear.code).toBe('interact/collect-full-gear');
    expect(gear.en).not.toContain('back into its own free slot');
    const stuck = refusal(armourParked({ tokens: false, worn: true, withMedic: false }));
    expect(stuck.code).toBe('interact/collect-full-stuck');
    for (const r of [both, unpark, gear, stuck]) {
      expect(r.en).toContain('[HU-SHEET-04]');
      expect(r.hu).toContain('[HU-SHEET-04]');
    }
    expect(new Set([both.hu, unpark.hu, gear.hu, stuck.hu]).size).toBe(4);
  });

  it('HU-INTERACT-09 parked armour put on in an Interact frees its blue slot, and the next Interact collects the finding', () => {
    const d = drive(armourParked({ tokens: false, worn: false, withMedic: false }));
    if (d.legal().some((c) => c.kind === 'activate')) d.do({ kind: 'activate', character: 'soldier' });
    // Nothing to throw away: no discard is offered.
    expect(d.legal().some((c) => c.kind === 'discard')).toBe(false);
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.legal().some((c) => c.kind === 'interact' && c.what === 'collect')).toBe(false);
    d.do({ kind: 'unpark', gear: 'scrap-armor', out: null });
    expect(d.char('soldier').armor).toBe('scrap-armor');
    expect(d.char('soldier').parked).toEqual([]);
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'interact', what: 'collect', target: '2,2' });
    expect(d.char('soldier').findings).toBe(1);
  });

  it('HU-SHEET-04 with modules in two blue slots and parked armour in the third, a discard is still offered beside the unparking', () => {
    const d = drive(armourParked({ tokens: true, worn: false, withMedic: true }));
    if (d.legal().some((c) => c.kind === 'activate')) d.do({ kind: 'activate', character: 'soldier' });
    expect(d.legal()).toContainEqual({ kind: 'discard', character: 'soldier', item: 'module:optics' });
  });

  it('the blue slots unparking frees are the most any order of putting parked gear back frees', () => {
    const sc = armourParked({ tokens: false, worn: false, withMedic: false });
    const soldier = sc.char('soldier');
    // An SMG in hand (2 of 4 weapon slots): a rifle (2) fits, a sniper rifle (3) then does not, nor first.
    soldier.weapons = ['smg'];
    soldier.accessories = [];
    soldier.armor = 'kevlar-vest';
    soldier.parked = ['sniper-rifle', 'rifle'];
    expect(unparkRoomIn(sc.content, soldier)).toBe(1);
    // A pistol and a machete both fit beside it, one after the other.
    soldier.parked = ['pistol', 'machete'];
    expect(unparkRoomIn(sc.content, soldier)).toBe(2);
    // A magazine waits for the pistol: once the pistol is in, it goes on it too.
    soldier.weapons = ['machete'];
    soldier.parked = ['magazine', 'pistol'];
    expect(unparkRoomIn(sc.content, soldier)).toBe(2);
  });
});
