/**
 * AMB-25: a class plays once a campaign, and a character sheet has two sides, the side chosen at
 * creation. A pack prints each side as a class; two classes naming one sheet are its two sides,
 * so choosing the class chooses the side, and the sheet plays once a campaign.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap } from '@skirmish/core';
import { joinRefusal, newCampaign, type CampaignState } from '../src/campaign.ts';
import { campaignChoices } from '../src/campaign-mode.ts';
import { checkContent } from '../src/content/check.ts';
import { sampleContent as C } from '../src/content/sample.ts';
import type { HuntersContent } from '../src/content/schema.ts';
import { missionOptions } from '../src/game.ts';
import { buildMission } from '../src/mission.ts';
import { huntersPresenter } from '../src/presenter.ts';

/** The sample with the Recon printed on the back of the Sniper's sheet. */
const backToBack: HuntersContent = {
  ...C,
  classes: C.classes.map((k) => (k.id === 'recon' ? { ...k, sheet: 'sniper' } : k)),
};

const start = (pack: HuntersContent, classes: string[]) =>
  newCampaign(
    pack,
    { characters: classes.map((cls, i) => ({ class: cls, seat: `p${i + 1}` })), room: 'forge' },
    new LoadedDice([]),
  );

const code = (r: { ok: boolean; error?: { code: string } } | null) =>
  r === null ? 'accepted' : r.ok ? 'accepted' : r.error?.code;

const hu = (r: { ok: false; error: { code: string; message: string } }) => huntersPresenter.violation?.(r.error, 'hu');

describe('AMB-25 class uniqueness and sheet sides', () => {
  it('AMB-25 HU-SHEET-14 the sample prints each class on a sheet of its own: a class chosen is a sheet chosen, and plays once', () => {
    expect(C.classes.map((k) => k.sheet)).toEqual(C.classes.map(() => undefined));
    // The box's second Sniper and second Medic figures field no second Sniper or Medic.
    expect(code(start(C, ['sniper', 'sniper']))).toBe('campaign/class-twice');
    const twoMedics = buildMission(C, missionOptions({}), {
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'medic', seat: 'p1', level: 1, fuel: 0 },
        { class: 'medic', seat: 'p2', level: 1, fuel: 0 },
      ],
    });
    expect(code(twoMedics)).toBe('setup/class-twice');
    const camp = unwrap(start(C, ['sniper', 'medic']));
    expect(code(joinRefusal(C, camp, 'sniper', {}))).toBe('campaign/class-twice');
    expect(joinRefusal(C, camp, 'recon', {})).toBeNull();
  });

  it('AMB-25 the two sides of one sheet are not both chosen at creation', () => {
    const r = start(backToBack, ['sniper', 'recon']);
    expect(code(r)).toBe('campaign/sheet-twice');
    if (!r.ok) expect(hu(r)).not.toMatch(/Ez most nem lehetséges/);
    expect(code(start(backToBack, ['recon', 'medic']))).toBe('accepted');
    const built = buildMission(backToBack, missionOptions({}), {
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'sniper', seat: 'p1', level: 1, fuel: 0 },
        { class: 'recon', seat: 'p2', level: 1, fuel: 0 },
      ],
    });
    expect(code(built)).toBe('setup/sheet-twice');
    if (!built.ok) expect(hu(built)).not.toMatch(/Ez most nem lehetséges/);
  });

  it('AMB-25 the other side of a sheet in play, or played and dead, does not join', () => {
    const camp = unwrap(start(backToBack, ['sniper', 'medic']));
    const refused = joinRefusal(backToBack, camp, 'recon', {});
    expect(code(refused)).toBe('campaign/sheet-taken');
    if (refused && !refused.ok) expect(hu(refused)).not.toMatch(/Ez most nem lehetséges/);
    const joins = (s: CampaignState) =>
      campaignChoices(backToBack, s, ['p1', 'p2']).flatMap((c) => (c.kind === 'join' ? [c.cls] : []));
    expect(joins(camp)).not.toContain('recon');
    expect(joins(camp)).toContain('huntsman');
    const dead: CampaignState = {
      ...camp,
      chars: camp.chars.map((ch) => (ch.id === 'sniper' ? { ...ch, dead: true } : ch)),
    };
    expect(code(joinRefusal(backToBack, dead, 'recon', {}))).toBe('campaign/sheet-taken');
  });

  it('AMB-25 a pack with a third class on one sheet is refused', () => {
    const three: HuntersContent = {
      ...backToBack,
      classes: backToBack.classes.map((k) => (k.id === 'huntsman' ? { ...k, sheet: 'sniper' } : k)),
    };
    expect(checkContent(backToBack)).toEqual([]);
    expect(checkContent(three).map((i) => i.path)).toEqual(['classes.3.sheet']);
  });
});
