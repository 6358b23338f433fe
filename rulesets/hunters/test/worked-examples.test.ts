/**
 * Worked examples of the checklist (section 5) whose tests left out part of what the book gives:
 * WE-06 and WE-23 with the book's own holdings, WE-09 on the book's path and in Heavy Rain.
 */
import { describe, expect, it } from 'vitest';
import { LoadedDice, unwrap } from '@skirmish/core';
import { cardOptions, newCampaign, resolveCard, type CampaignState } from '../src/campaign.ts';
import { campaignChoices } from '../src/campaign-mode.ts';
import type { CardOption, EventCard, HuntersContent } from '../src/content/schema.ts';
import { sampleContent as C } from '../src/content/sample.ts';
import { drive, P, scene } from './fixture.ts';

const option = (label: string, extra: Partial<CardOption> = {}): CardOption => ({
  label,
  text: 'test',
  mandatory: false,
  cost: [],
  handling: 'discard',
  effects: [],
  ...extra,
});

/** A pack with one more card, `card`, for the party to read. */
const withCard = (card: EventCard): HuntersContent => ({ ...C, events: [...C.events, card] });

function party(classes: string[], card: string): CampaignState {
  const s = unwrap(
    newCampaign(
      C,
      { characters: classes.map((cls, i) => ({ class: cls, seat: `p${i + 1}` })), room: 'forge' },
      new LoadedDice([]),
    ),
  );
  return { ...s, toRead: [card] };
}

const fuel = (s: CampaignState) => s.chars.map((c) => c.fuel);

describe('worked examples between missions', () => {
  // Option A costs a Fuel Cell, B costs nothing, C needs the Pole's Friends marker and is Mandatory.
  const road: EventCard = {
    id: 'W06',
    sample: true,
    deck: 'road',
    zone: 1,
    title: 'Checkpoint',
    text: 'test',
    personal: false,
    options: [
      option('A', { cost: [{ kind: 'fuel', n: 1 }], effects: [{ kind: 'xp', n: 1 }] }),
      option('B'),
      option('C', { requires: 'poles-friends', mandatory: true }),
    ],
  };

  it('HU-EVENT-09 HU-EVENT-11 HU-EVENT-12 WE-06 option A takes one of the party’s 3 Fuel Cells from the character chosen; with the marker only C is open', () => {
    const s = party(['soldier', 'medic'], 'W06');
    s.chars[0]!.fuel = 2;
    s.chars[1]!.fuel = 1;
    const pack = withCard(road);
    // No marker: A and B, not C.
    expect(cardOptions(pack, s, 'W06')).toEqual([0, 1]);
    // Either character may pay A; the one holding the most is offered first (AMB-20).
    expect(campaignChoices(pack, s, ['p1', 'p2']).filter((c) => c.kind === 'read' && c.option === 0)).toEqual([
      { kind: 'read', option: 0, payer: 'soldier' },
      { kind: 'read', option: 0, payer: 'medic' },
    ]);
    const r = unwrap(resolveCard(pack, s, 0, new LoadedDice([]), { payer: 'medic' }));
    expect(fuel(r.state)).toEqual([2, 0]);
    expect(fuel(r.state).reduce((a, b) => a + b)).toBe(2);
    // A's back is resolved: its XP goes to the one chosen.
    expect(r.state.chars[1]!.xp).toBe(1);
    expect(r.events[0]).toMatchObject({ type: 'hunters/card', card: 'W06', option: 'A' });
    // With the marker, the Mandatory C is the only choice.
    expect(cardOptions(pack, { ...s, markers: ['poles-friends'] }, 'W06')).toEqual([2]);
  });

  it('HU-EVENT-09 HU-EVENT-10 WE-23 "Discard 1 Fuel Cell" takes 1 of the party’s 4; "this character" only from the one resolving', () => {
    const group: EventCard = {
      id: 'W23',
      sample: true,
      deck: 'event',
      title: 'Toll',
      text: 'test',
      personal: false,
      options: [option('A', { effects: [{ kind: 'fuel', n: -1 }] })],
    };
    const own: EventCard = { ...group, id: 'W23P', personal: true };
    const pack = { ...C, events: [...C.events, group, own] };
    const s = party(['soldier', 'medic', 'recon'], 'W23');
    s.chars.forEach((c, i) => (c.fuel = [2, 2, 0][i] ?? 0));
    const r = unwrap(resolveCard(pack, s, 0, new LoadedDice([]), { payer: 'soldier' })).state;
    expect(fuel(r)).toEqual([1, 2, 0]);
    expect(fuel(r).reduce((a, b) => a + b)).toBe(3);
    const mine = unwrap(resolveCard(pack, { ...s, toRead: ['W23P'] }, 0, new LoadedDice([]), { resolver: 'medic' }));
    expect(fuel(mine.state)).toEqual([2, 1, 0]);
  });
});

describe('worked examples of a mission', () => {
  /** A → D (plain) → E (Vantage Point) → B, in a row; the Soldier plays Dash (Move 3). */
  const vantageRow = (weather: 'clear' | 'rain', morale: number) =>
    drive(
      scene({
        weather,
        width: 5,
        height: 2,
        spaces: [{ at: [2, 0], vantage: true, cover: false, openGround: false, finding: false, covered: false }],
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash'], morale }],
        enemies: [{ kind: 'bug', at: [4, 1] }],
      }),
    );

  it('HU-MOVE-06 HU-TERRAIN-05 HU-TIME-06 WE-09 Move 3 stops on the Vantage Point with 0 MP; 1 Morale (2 in Heavy Rain) buys the step to B', () => {
    for (const [weather, spent] of [
      ['clear', 1],
      ['rain', 2],
    ] as const) {
      const d = vantageRow(weather, 2);
      d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
      d.do({ kind: 'step', x: 1, y: 0 });
      expect(d.state.current?.activity?.mp).toBe(2);
      d.do({ kind: 'step', x: 2, y: 0 });
      // A→D cost 1 and D→E 2: nothing is left at E.
      expect(d.state.current?.activity?.mp).toBe(0);
      d.do({ kind: 'morale-mp' });
      d.do({ kind: 'step', x: 3, y: 0 });
      expect(d.char('soldier').pos).toEqual(P(3, 0));
      expect(d.char('soldier').morale).toBe(2 - spent);
    }
  });
});
