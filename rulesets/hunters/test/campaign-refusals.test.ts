import { describe, expect, it } from 'vitest';
import { Engine, canonicalJson, unwrap } from '@skirmish/core';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { TWO_PLAYER_CAMPAIGN } from './fixture.ts';

/** A campaign of the Soldier (p1) and the Medic (p2), at the base on day 1. */
const start = () => {
  const eng = unwrap(Engine.create(huntersRuleset));
  return { eng, m: unwrap(eng.start(3, TWO_PLAYER_CAMPAIGN)) };
};

describe('hostile choices between missions', () => {
  it('a choice naming what is not there is refused, says what is missing in both languages, and changes nothing', () => {
    const { eng, m } = start();
    const before = canonicalJson(m.state);
    const cases: Array<[unknown, string]> = [
      [{ kind: 'travel', to: 'nowhere' }, 'travel/unknown'],
      [{ kind: 'travel', to: 'base' }, 'travel/here'],
      [{ kind: 'buy', character: 'nobody', gear: 'knife' }, 'trade/unknown'],
      [{ kind: 'buy', character: 'soldier', gear: 'nope' }, 'trade/not-sold'],
      [{ kind: 'sell', character: 'soldier', gear: 'nope' }, 'trade/not-carried'],
      [{ kind: 'store', character: 'medic', gear: 'knife', into: true }, 'base/missing'],
      [{ kind: 'store', character: 'soldier', gear: 'fuel', into: false }, 'base/missing'],
      [{ kind: 'store', character: 'nobody', gear: 'knife', into: true }, 'base/unknown'],
      [{ kind: 'hand-over', from: 'soldier', to: 'medic', item: 'nope' }, 'campaign/hand-over'],
      [{ kind: 'hand-over', from: 'soldier', to: 'soldier', item: 'knife' }, 'campaign/hand-over'],
      [{ kind: 'install', character: 'soldier', gear: 'nope' }, 'implant/not-carried'],
      [{ kind: 'healer', character: 'soldier', cure: true }, 'heal/no-cure'],
      [{ kind: 'reveal', card: 'nope' }, 'event/not-here'],
      [{ kind: 'construct', blueprint: 'nope', owner: 'soldier' }, 'craft/unknown'],
    ];
    for (const [choice, code] of cases) {
      const r = eng.submit(m, 'p1', choice);
      expect(r.ok ? 'accepted' : r.error.code, JSON.stringify(choice)).toBe(code);
      if (r.ok) continue;
      // The Hungarian words are the refusal's own, not the stand-in for an unknown code.
      expect(huntersPresenter.violation?.(r.error, 'hu'), code).not.toMatch(/Ez most nem lehetséges/);
    }
    expect(canonicalJson(m.state)).toBe(before);
  });

  it('a room that does not exist, or a negative or fractional count, is refused as out of shape', () => {
    const { eng, m } = start();
    const plan = (count: number) => [{ char: 'soldier', store: 'carried', module: 'junk', count }];
    for (const choice of [
      { kind: 'expand', room: 'kitchen' },
      { kind: 'expand', room: 'lab', from: plan(-1) },
      { kind: 'expand', room: 'lab', from: plan(1.5) },
      { kind: 'read', option: -1, payer: 'soldier' },
      { kind: 'read', option: 0.5, payer: 'soldier' },
    ]) {
      const r = eng.submit(m, 'p1', choice);
      expect(r.ok ? 'accepted' : r.error.code, JSON.stringify(choice)).toBe('choice/malformed');
    }
  });

  it('HU-CRAFT-08 a construction for a character who is not in the party is refused for its owner', () => {
    const { eng, m } = start();
    const held = m.state.campaign?.blueprints[0];
    if (!held) throw new Error('the sample starts with no blueprint');
    const r = eng.submit(m, 'p1', { kind: 'construct', blueprint: held, owner: 'nobody' });
    expect(r.ok ? '' : [r.error.code, r.error.rule]).toEqual(['craft/owner', 'HU-CRAFT-08']);
  });

  it('between missions any seat at the table speaks for the party, a seat not at it for nobody', () => {
    const { eng, m } = start();
    // The Medic's player stores the Soldier's knife: the party decides together.
    const stored = unwrap(eng.submit(m, 'p2', { kind: 'store', character: 'soldier', gear: 'knife', into: true }));
    expect(stored.match.state.campaign?.chars.find((c) => c.id === 'soldier')?.storeroom.gear).toEqual(['knife']);
    const stranger = eng.submit(m, 'p9', { kind: 'store', character: 'soldier', gear: 'knife', into: true });
    expect(stranger.ok ? '' : stranger.error.code).toBe('phase/not-your-decision');
  });
});
