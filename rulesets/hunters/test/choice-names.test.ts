import { describe, expect, it } from 'vitest';
import { huntersPresenter } from '../src/presenter.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { HuntersChoice } from '../src/choices.ts';
import { playCampaign, playMissions, type Played } from './played.ts';

/** The ids of the pack that a label must never show: classes, cards, gear, enemies, places, blueprints. */
const IDS = [
  ...sampleContent.classes,
  ...sampleContent.cards,
  ...sampleContent.gear,
  ...sampleContent.enemies,
  ...sampleContent.locations,
  ...sampleContent.blueprints,
].map((x) => x.id);

/**
 * The ids a label or map text of a mission must never show: a place's id shaped like a square's
 * name ("L1") reads there as the square its column and row name, and places are no part of a
 * mission's words.
 */
const MISSION_IDS = IDS.filter((id) => !/^[A-Z]\d+$/.test(id));

/**
 * The ids a log line must never show: characters (a character's id is its class), cards, gear and
 * enemies. Places are left out: the log names them by name, and the base's id is the plain word.
 */
const LOG_IDS = [...sampleContent.classes, ...sampleContent.cards, ...sampleContent.gear, ...sampleContent.enemies].map(
  (x) => x.id,
);

/** The ids that stand alone in a line (not inside a longer word or id). */
function rawIds(line: string, ids: readonly string[] = IDS): string[] {
  const alt = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return [...line.matchAll(new RegExp(`(?<![\\w-])(${alt})(?![\\w-])`, 'g'))].map((m) => m[1] ?? '');
}

/**
 * Every label of every choice offered and the map's text beside it (hands, the party between
 * missions), in both languages, with the kinds of choice seen.
 */
function labels(p: Played): { lines: Set<string>; kinds: Set<HuntersChoice['kind']> } {
  const lines = new Set<string>();
  const kinds = new Set<HuntersChoice['kind']>();
  for (const { view, legal } of p.decisions)
    for (const locale of ['en', 'hu'] as const) {
      for (const line of huntersPresenter.board(view, locale).split('\n')) lines.add(line);
      for (const c of legal) {
        kinds.add(c.kind);
        lines.add(huntersPresenter.choice(c, view, locale));
      }
    }
  return { lines, kinds };
}

describe('choice labels and the campaign log name what they show', () => {
  it('no choice label or map text of the played sample missions shows a card, gear, class, enemy or place by its id, in English or Hungarian', () => {
    const played = playMissions();
    const { lines, kinds } = labels(played);
    // Cards, weapons, gear and reactions are offered in these missions (an exchange of gear only
    // when two characters happen to share a space: its labels are checked in the campaign stretches).
    for (const k of ['keep', 'play', 'cycle', 'shoot', 'melee', 'react', 'park'] as const)
      expect(kinds, k).toContain(k);
    // Taking parked gear back is offered only in some games: its label is made for each gear parked
    // where a park was offered, as the view then shows it.
    for (const { view, legal } of played.decisions)
      for (const c of legal)
        if (c.kind === 'park')
          for (const locale of ['en', 'hu'] as const)
            lines.add(huntersPresenter.choice({ kind: 'unpark', gear: c.gear, out: null }, view, locale));
    // A heal is offered only to a wounded character on the healer's space with a heal card in play,
    // which random play meets in some games and not others: its label is made for every character
    // of every mission played, as the map shows them.
    const healed = new Set<string>();
    for (const { view } of played.decisions)
      for (const ch of view.chars)
        if (!healed.has(`${view.mission}|${ch.id}`)) {
          healed.add(`${view.mission}|${ch.id}`);
          for (const locale of ['en', 'hu'] as const)
            lines.add(huntersPresenter.choice({ kind: 'heal', target: ch.id }, view, locale));
        }
    expect(healed.size).toBeGreaterThan(10);
    expect(lines.size).toBeGreaterThan(500);
    for (const line of lines) expect(rawIds(line, MISSION_IDS), line).toEqual([]);
    // The names the pack gives are there instead, in Hungarian ours for the sample's.
    expect([...lines].some((l) => l.startsWith('Soldier keeps '))).toBe(true);
    expect([...lines].some((l) => l.startsWith('Katona kezdő kezébe: '))).toBe(true);
  });

  it('no choice label or map text of a campaign stretch shows an id, and its English log names characters by name', () => {
    const runs = [3, 8, 15].map((seed) => playCampaign(seed, 400));
    const played: Played = { events: runs.flatMap((r) => r.events), decisions: runs.flatMap((r) => r.decisions) };
    const { lines, kinds } = labels(played);
    const dealings = ['travel', 'buy', 'sell', 'store', 'hand-over', 'healer', 'join', 'leave'] as const;
    for (const k of [...dealings, 'read', 'reveal', 'difficulty', 'keep', 'play'] as const)
      expect(kinds, k).toContain(k);
    // An exchange of gear, offered only when two characters happen to share a space, worded on a
    // mission's view for each gear the pack has.
    const inMission = played.decisions.find((d) => d.view.phase !== 'campaign' && d.view.chars.length > 1)?.view;
    if (!inMission) throw new Error('no view of a mission with two characters');
    for (const g of sampleContent.gear)
      for (const locale of ['en', 'hu'] as const)
        lines.add(
          huntersPresenter.choice(
            { kind: 'exchange', with: inMission.chars[1]?.id ?? '', give: [], take: [g.id] },
            inMission,
            locale,
          ),
        );
    // Level-ups, implants and buildings, which these stretches may not reach, worded on a view
    // between missions.
    const between = played.decisions.find((d) => d.view.phase === 'campaign')?.view;
    if (!between) throw new Error('no view between missions');
    const offer = sampleContent.classes.find((k) => k.id === 'soldier')?.levelOffers['2'] ?? [];
    const implant = sampleContent.gear.find((g) => g.type === 'implant')?.id ?? '';
    expect(offer.length).toBe(7);
    expect(implant).not.toBe('');
    for (const c of [
      { kind: 'level-up', character: 'soldier', picks: offer.slice(0, 4) },
      { kind: 'install', character: 'medic', gear: implant },
      ...(['forge', 'workshop', 'armory', 'gunsmith', 'lab'] as const).map(
        (room) => ({ kind: 'expand', room }) as const,
      ),
      ...sampleContent.blueprints.map((b) => ({ kind: 'construct', blueprint: b.id, owner: 'recon' }) as const),
    ] as const)
      for (const locale of ['en', 'hu'] as const) lines.add(huntersPresenter.choice(c, between, locale));
    for (const line of lines) expect(rawIds(line), line).toEqual([]);
    const log = new Set(played.events.map((e) => huntersPresenter.event(e, 'en')));
    const types = new Set(played.events.map((e) => e.type));
    for (const t of ['hunters/food', 'hunters/day']) expect(types, t).toContain(t);
    for (const line of log) expect(rawIds(line, LOG_IDS), line).toEqual([]);
    expect(log).toContain('Soldier eats 1 Food. [HU-HEALTH-13]');
  });
});
