import { describe, expect, it } from 'vitest';
import { Engine, LoadedDice, canonicalJson, unwrap } from '@skirmish/core';
import { join } from '../src/campaign.ts';
import type { CampaignState } from '../src/campaign.ts';
import { betweenMissions } from '../src/campaign-mode.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { sampleContent } from '../src/content/sample.ts';
import { huntersRuleset } from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';
import { soldierAndMedicCampaign, TWO_PLAYER_CAMPAIGN } from './fixture.ts';

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

/** The level-2 offer of a class in the sample. */
const offer = (cls: string) => sampleContent.classes.find((k) => k.id === cls)?.levelOffers['2'] ?? [];

/**
 * Submits `choice` from p1 between missions of a Soldier (p1) and Medic (p2) campaign shaped by
 * `shape`; returns the refusal's code, rule and words in both languages, or 'accepted'.
 */
function refusal(choice: HuntersChoice, shape: (s: CampaignState) => void = () => undefined) {
  const camp = soldierAndMedicCampaign({ elimination: true });
  shape(camp);
  const rules = huntersRuleset.rules(sampleContent, { elimination: true });
  const state = betweenMissions(['p1', 'p2'], camp);
  const before = canonicalJson(state);
  const r = rules.apply(state, 'p1', choice, new LoadedDice([]));
  if (r.ok) return 'accepted';
  // A refusal loses nothing.
  expect(canonicalJson(state)).toBe(before);
  return {
    code: r.error.code,
    rule: r.error.rule,
    en: huntersPresenter.violation?.(r.error, 'en') ?? '',
    hu: huntersPresenter.violation?.(r.error, 'hu') ?? '',
  };
}

/** The refusal's code, having checked that it says more than "not possible now" in both languages. */
function refusedAs(choice: HuntersChoice, shape?: (s: CampaignState) => void): string {
  const r = refusal(choice, shape);
  if (r === 'accepted') return r;
  expect(r.en, r.code).not.toMatch(/not possible now/);
  expect(r.hu, r.code).not.toMatch(/most nem lehetséges/);
  return r.code;
}

const char = (s: CampaignState, id: string) => {
  const ch = s.chars.find((x) => x.id === id);
  if (!ch) throw new Error(id);
  return ch;
};

describe('refused level-ups, joins, leaves, work and mission starts say what is wrong', () => {
  const picks = offer('soldier').slice(0, 4);

  it('HU-XP-02 HU-XP-05 HU-XP-08 a level-up names the XP, the level, the picks or the party', () => {
    const rich = (s: CampaignState) => void (char(s, 'soldier').xp = 20);
    expect(refusedAs({ kind: 'level-up', character: 'soldier', picks })).toBe('xp/not-enough');
    const r = refusal({ kind: 'level-up', character: 'soldier', picks });
    expect(r === 'accepted' ? '' : [r.rule, r.en]).toEqual([
      'HU-XP-02',
      'Level 2 costs 20 XP; soldier has 0 [HU-XP-02]',
    ]);
    expect(refusedAs({ kind: 'level-up', character: 'nobody', picks }, rich)).toBe('xp/unknown');
    expect(refusedAs({ kind: 'level-up', character: 'soldier', picks: picks.slice(0, 3) }, rich)).toBe('xp/picks');
    const twice = [picks[0] ?? '', picks[0] ?? '', picks[1] ?? '', picks[2] ?? ''];
    expect(refusedAs({ kind: 'level-up', character: 'soldier', picks: twice }, rich)).toBe('xp/picks');
    const medics = offer('medic').slice(0, 4);
    expect(refusedAs({ kind: 'level-up', character: 'soldier', picks: medics }, rich)).toBe('xp/picks');
    const top = (s: CampaignState) => Object.assign(char(s, 'soldier'), { level: 6, xp: 999 });
    expect(refusedAs({ kind: 'level-up', character: 'soldier', picks }, top)).toBe('xp/max-level');
    // A dead character spends nothing (HU-DIFF-04).
    const dead = (s: CampaignState) => Object.assign(char(s, 'soldier'), { xp: 20, health: 0, dead: true });
    expect(refusedAs({ kind: 'level-up', character: 'soldier', picks }, dead)).toBe('xp/unknown');
  });

  it('HU-XP-05 the same four picks are taken in any order', () => {
    const rich = (s: CampaignState) => void (char(s, 'soldier').xp = 20);
    expect(refusedAs({ kind: 'level-up', character: 'soldier', picks: [...picks].reverse() }, rich)).toBe('accepted');
  });

  it('HU-EVENT-05 HU-CAMP-03 nothing but the card waits while a card is read, and a launched mission is started next', () => {
    const rich = (s: CampaignState) => void (char(s, 'soldier').xp = 20);
    const reading = (s: CampaignState) => void (rich(s), (s.toRead = ['001']));
    const launched = (s: CampaignState) => void (rich(s), (s.launched = 'Q02'));
    const lvl: HuntersChoice = { kind: 'level-up', character: 'soldier', picks };
    expect(refusedAs(lvl, reading)).toBe('campaign/reading');
    expect(refusedAs(lvl, launched)).toBe('campaign/launched');
    expect(refusedAs({ kind: 'start-mission' }, reading)).toBe('campaign/reading');
    expect(refusedAs({ kind: 'leave', character: 'medic', seat: 'p1', heir: null }, launched)).toBe(
      'campaign/launched',
    );
  });

  it('HU-CAMP-03 AMB-75 a mission is started only once a card has launched it', () => {
    expect(refusedAs({ kind: 'start-mission' })).toBe('campaign/no-mission');
  });

  it('HU-TRAVEL-09 work is refused where nobody pays for it, by the place', () => {
    // The party is at the base, which offers no paid work.
    const r = refusal({ kind: 'work' });
    expect(r === 'accepted' ? '' : [r.code, r.en]).toEqual([
      'trade/no-work',
      'Nobody offers paid work at Hunters Base [HU-TRAVEL-09]',
    ]);
    expect(refusedAs({ kind: 'work' })).toBe('trade/no-work');
    expect(refusedAs({ kind: 'work' }, (s) => void (s.location = 'L1'))).toBe('accepted');
  });

  it('HU-PLAYERS-01 HU-PLAYERS-04 AMB-25 a join names the class, the party or the seat', () => {
    const join2: HuntersChoice = { kind: 'join', cls: 'recon', seat: 'p1', picks: [] };
    expect(refusedAs(join2)).toBe('accepted');
    expect(refusedAs({ ...join2, cls: 'wizard' })).toBe('campaign/unknown-class');
    expect(refusedAs({ ...join2, cls: 'medic' })).toBe('campaign/class-twice');
    expect(refusedAs({ ...join2, seat: 'p7' })).toBe('campaign/seat');
    const full = (s: CampaignState) => {
      s.chars.push({ ...char(s, 'soldier'), id: 'sniper' }, { ...char(s, 'soldier'), id: 'huntsman' });
    };
    expect(refusedAs(join2, full)).toBe('campaign/full');
    // At level 2 the newcomer keeps four of the level-2 offer (HU-PLAYERS-04).
    const second = (s: CampaignState) => s.chars.forEach((x) => (x.level = 2));
    expect(refusedAs(join2, second)).toBe('campaign/join-picks');
    expect(refusedAs({ ...join2, picks: [offer('recon').slice(0, 4)] }, second)).toBe('accepted');
  });

  it('HU-PLAYERS-04 an unknown class asked of the rules directly is refused, not thrown', () => {
    const r = join(sampleContent, soldierAndMedicCampaign(), 'wizard', 'p1', {});
    expect(r.ok ? '' : r.error.code).toBe('campaign/unknown-class');
  });

  it('HU-PLAYERS-03 HU-DIFF-06 a leave names who goes, the seat or the heir', () => {
    const leave = (seat: string | null, heir: string | null, character = 'medic'): HuntersChoice => ({
      kind: 'leave',
      character,
      seat,
      heir,
    });
    expect(refusedAs(leave('p1', null))).toBe('accepted');
    expect(refusedAs(leave(null, 'soldier'))).toBe('accepted');
    expect(refusedAs(leave('p1', null, 'nobody'))).toBe('campaign/unknown');
    expect(refusedAs(leave(null, null))).toBe('campaign/leave-how');
    expect(refusedAs(leave('p1', 'soldier'))).toBe('campaign/leave-how');
    expect(refusedAs(leave('p2', null))).toBe('campaign/same-seat');
    expect(refusedAs(leave('p7', null))).toBe('campaign/seat');
    expect(refusedAs(leave(null, 'medic'))).toBe('campaign/heir');
    expect(refusedAs(leave(null, 'nobody'))).toBe('campaign/heir');
    const killed = (id: string) => (s: CampaignState) => void Object.assign(char(s, id), { health: 0, dead: true });
    // A dead character is not played on; a dead one inherits nothing (HU-DIFF-06).
    expect(refusedAs(leave('p1', null), killed('medic'))).toBe('campaign/leave-dead');
    expect(refusedAs(leave(null, 'soldier'), killed('medic'))).toBe('accepted');
    expect(refusedAs(leave(null, 'soldier'), killed('soldier'))).toBe('campaign/heir');
  });
});

describe('a refused answer to a card, or a step taken while one waits, says what is wrong', () => {
  it('HU-EVENT-05 HU-EVENT-09 HU-EVENT-11 an answer names the missing card, the closed option or the wrong payer', () => {
    expect(refusedAs({ kind: 'read', option: 0, payer: 'soldier' })).toBe('event/nothing');
    // Card 003 (Toll Road): A fights, B costs a Fuel Cell, which nobody holds.
    const toll = (s: CampaignState) => void (s.toRead = ['003']);
    expect(refusedAs({ kind: 'read', option: 0, payer: 'soldier' }, toll)).toBe('accepted');
    expect(refusedAs({ kind: 'read', option: 1, payer: 'soldier' }, toll)).toBe('event/option');
    expect(refusedAs({ kind: 'read', option: 5, payer: 'soldier' }, toll)).toBe('event/option');
    expect(refusedAs({ kind: 'read', option: 0, payer: 'nobody' }, toll)).toBe('event/payer');
    const killed = (s: CampaignState) => void (toll(s), Object.assign(char(s, 'medic'), { health: 0, dead: true }));
    expect(refusedAs({ kind: 'read', option: 0, payer: 'medic' }, killed)).toBe('event/payer');
  });

  it('HU-EVENT-05 HU-CAMP-03 resting, travelling, handing over, storing and building wait for the card read and the mission launched', () => {
    const reading = (s: CampaignState) => void (s.toRead = ['001']);
    const launched = (s: CampaignState) => void (s.launched = 'Q02');
    const steps: HuntersChoice[] = [
      { kind: 'rest' },
      { kind: 'travel', to: 'L1' },
      { kind: 'hand-over', from: 'soldier', to: 'medic', item: 'knife' },
      { kind: 'store', character: 'soldier', gear: 'knife', into: true },
      { kind: 'construct', blueprint: 'bp-knife', owner: 'soldier' },
    ];
    for (const step of steps) {
      expect(refusedAs(step, reading), step.kind).toBe('campaign/reading');
      expect(refusedAs(step, launched), step.kind).toBe('campaign/launched');
    }
  });
});
