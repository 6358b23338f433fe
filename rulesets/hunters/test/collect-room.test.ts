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
});
