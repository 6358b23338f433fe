/**
 * The status line of the Dogs of War board during a Hang 'Em High hunt: a company in no battle
 * reads the day's step it waits on, not "waiting for the next mission", in English and Hungarian.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@skirmish/core';
import type { CampaignState } from '@skirmish/dogs-of-war';
import { stageOf } from '../src/boards/dogs-of-war/logic.ts';
import { WORDS } from '../src/boards/dogs-of-war/words.ts';
import { dogsBoardHtml } from './dogs-of-war-board.ts';
import { engine, threeCompanyHunt, type M } from '../../../rulesets/dogs-of-war/test/helpers.ts';

/** Three goblin companies formed for a hunt: the last one's "done" opens day 1. */
function huntOpened(): M {
  let m = threeCompanyHunt();
  for (const c of [
    { kind: 'name-captain', profile: 'goblin-boss', name: 'Boss', options: [], faction: null },
    { kind: 'recruit', profile: 'goblin-warrior', name: 'Gob', options: [], faction: null },
    { kind: 'recruit', profile: 'goblin-warrior', name: 'Gab', options: [], faction: null },
    { kind: 'done' },
    { kind: 'done' },
    { kind: 'done' },
  ] as const)
    m = unwrap(engine.submit(m, 'green', c)).match;
  return m;
}

const status = (view: CampaignState, seat: string, lang: 'en' | 'hu') =>
  /data-testid="dw-stage">([^<]*)</.exec(dogsBoardHtml({ view, seat }, lang))?.[1]?.replace(/&#x27;/g, "'");

describe("the stage line in Hang 'Em High", () => {
  it('while the day’s offers are picked it says so, not that the company waits for the next mission', () => {
    const m = huntOpened();
    const h = m.state.hunt;
    if (!h) throw new Error('not a hunt');
    const view: CampaignState = { ...m.state, hunt: { ...h, step: 'offers' } };
    expect(view.stages['red']).toEqual({ kind: 'waiting' });
    expect(stageOf(view, 'red')).toBe('hunt-offers');
    expect(status(view, 'red', 'en')).toBe("The hunt: the day's missions are being picked");
    expect(status(view, 'red', 'hu')).toBe('A hajsza: most választják ki a nap küldetéseit');
  });

  it('every step of the day has its words in both languages, and the hunt as the rules open it reads one of them', () => {
    const m = huntOpened();
    const h = m.state.hunt;
    if (!h) throw new Error('not a hunt');
    for (const step of ['start', 'morning', 'offers', 'day', 'evening'] as const) {
      const view: CampaignState = { ...m.state, battles: [], hunt: { ...h, step } };
      const name = stageOf(view, 'blue');
      expect(name).toBe(`hunt-${step}`);
      expect(WORDS.en.stageNames[name], step).toBeDefined();
      expect(WORDS.hu.stageNames[name], step).toBeDefined();
      expect(WORDS.hu.stageNames[name]).not.toBe(WORDS.en.stageNames[name]);
    }
    for (const seat of m.state.seats) {
      if (m.state.battles.some((b) => b.seats.includes(seat))) continue;
      expect(status(m.state, seat, 'en')).not.toBe(WORDS.en.stageNames['waiting']);
    }
    // A league keeps its own words.
    const league: CampaignState = { ...m.state, hunt: undefined, mode: 'league', battles: [] };
    expect(stageOf(league, 'red')).toBe('waiting');
  });
});
