/**
 * The Hunters campaign screens drawn by React's server renderer on positions the rules reach: the
 * days each decision takes as things stand, the warning before a mission nobody conscious would
 * go on, what an option or a room costs and why one is closed, what the party holds and has
 * played, and the party and room chosen on the home page as the rules set them up.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap, type Match } from '@skirmish/core';
import { huntersRuleset, promptWords, sampleContent, type HuntersChoice, type MissionState } from '@skirmish/hunters';
import { presenterOf } from '@skirmish/core';
import type { Snapshot } from '../src/api.ts';
import type { LoggedEvent } from '../src/components/EventLog.tsx';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { PackContext } from '../src/pack.ts';
import { HuntersBoard } from '../src/boards/hunters/HuntersBoard.tsx';
import { setupFor } from '../src/pages/HomePage.tsx';
import { SOLO_CAMPAIGN } from './hunters-game.ts';

const engine = unwrap(Engine.create(huntersRuleset, { content: sampleContent }));

function snapshotOf(match: Match<MissionState>, seat = 'p1'): Snapshot {
  return {
    gameId: 'g',
    ruleset: engine.ruleset.id,
    seat,
    index: match.record.choices.length,
    view: engine.view(match, seat),
    pending: engine.pending(match).map((d) => ({ kind: d.kind, seats: d.seats })),
    legal: engine.legal(match, seat),
    outcome: null,
    seats: [],
    canUndo: false,
    contentHash: engine.contentHash,
    options: engine.options,
  };
}

/** The board's text on that position, in `lang`, entities and React's comments undone. */
function drawn(match: Match<MissionState>, lang: 'en' | 'hu' = 'en', log: LoggedEvent[] = []): string {
  const html = renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(
        PackContext.Provider,
        { value: { hash: 'h', content: sampleContent, options: {} } },
        createElement(HuntersBoard, {
          snapshot: snapshotOf(match),
          choose: () => undefined,
          describeChoice: (c) => JSON.stringify(c),
          setOdds: () => undefined,
          log,
        }),
      ),
    ),
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** A new solo campaign of the Soldier and the Medic, between missions at its start. */
function fresh(): Match<MissionState> {
  return unwrap(engine.start(7, SOLO_CAMPAIGN));
}

/** The match with its campaign changed as `edit` says (a position the rules can reach, set directly). */
function withCampaign(
  m: Match<MissionState>,
  edit: (c: NonNullable<MissionState['campaign']>) => void,
): Match<MissionState> {
  const state = structuredClone(m.state);
  if (!state.campaign) throw new Error('no campaign');
  edit(state.campaign);
  return { ...m, state };
}

const play = (m: Match<MissionState>, c: HuntersChoice) => unwrap(engine.submit(m, 'p1', c)).match;

describe('Hunters campaign screens', () => {
  it('the rest and work buttons and the places to travel to say the days they take, the same the rules then take', () => {
    const m = fresh();
    const text = drawn(m);
    expect(text).toContain('Rest: 2 days');
    expect(text).toMatch(/data-location="L1"[^>]*>.*?· 1 day</);
    // The Medic unconscious: days are doubled, and the party panel says why.
    const down = withCampaign(m, (c) => {
      const medic = c.chars.find((ch) => ch.id === 'medic');
      if (medic) medic.health = 0;
      for (const ch of c.chars) ch.food = 10;
    });
    const t2 = drawn(down);
    expect(t2).toContain('Rest: 4 days (doubled from 2: someone is unconscious)');
    expect(t2).toContain('unconscious: while anyone is, days pass twice as fast');
    // Unconscious with no food: each missed meal adds a day, and the button says so.
    const starving = withCampaign(down, (c) => {
      for (const ch of c.chars) ch.food = 0;
    });
    const t3 = drawn(starving);
    const said = /Rest: (\d+) days \(doubled from 2: someone is unconscious; (\d+) more: an unconscious/.exec(t3);
    expect(said).not.toBeNull();
    expect(t3).toContain('Soldier will miss a meal and lose Health');
    // The rules then take exactly the days the button said.
    const before = starving.state.campaign?.day ?? 0;
    const after = play(starving, { kind: 'rest' }).state.campaign?.day ?? 0;
    expect(after - before).toBe(Number(said?.[1]));
    expect(Number(said?.[2])).toBeGreaterThan(0);
  });

  it('a rest, a day’s work or a journey whose days reach a day’s card says the count is as things stand before it', () => {
    // Day 1: no card within two days, and nothing said of one.
    expect(drawn(fresh())).not.toContain('falls within');
    expect(drawn(fresh(), 'hu')).not.toContain('nap lapja');
    const near = withCampaign(fresh(), (c) => {
      c.day = 13;
      for (const ch of c.chars) ch.food = 10;
    });
    const text = drawn(near);
    expect(text).toContain('Rest: 2 days as things stand; the day-15 card falls within and may change this');
    expect(text).toMatch(/data-location="L1"[^>]*>.*?· 1 day<\/span>/);
    expect(drawn(near, 'hu')).toContain(
      'Pihenés: 2 nap a mostani állás szerint; közben jön a 15. nap lapja, és ez változtathat rajta',
    );
    // With the days doubled and the missed meals counted, the notes come before the card.
    const starving = withCampaign(near, (c) => {
      for (const ch of c.chars) ch.food = 0;
      const medic = c.chars.find((ch) => ch.id === 'medic');
      if (medic) medic.health = 0;
    });
    expect(drawn(starving)).toMatch(
      /Rest: 8 days as things stand \(doubled from 2: someone is unconscious; \d+ more: [^)]*\); the day-15 card falls within and may change this/,
    );
    // A journey on day 14 enters day 15 itself.
    const eve = withCampaign(near, (c) => {
      c.day = 14;
    });
    expect(drawn(eve)).toMatch(/data-location="L1"[^>]*>.*?· 1 day as things stand; the day-15 card falls within/);
    // The list of choices says the same.
    const words = presenterOf(huntersRuleset, sampleContent);
    const say = (match: Match<MissionState>, c: HuntersChoice, lang: 'en' | 'hu') =>
      words?.choice(c, engine.view(match, 'p1'), lang) ?? '';
    expect(say(near, { kind: 'rest' }, 'en')).toBe(
      'Rest for two days; 2 days in all as things stand; the day-15 card falls within and may change this',
    );
    expect(say(near, { kind: 'rest' }, 'hu')).toBe(
      'Pihenés két napig; összesen 2 nap a mostani állás szerint; közben jön a 15. nap lapja, és ez változtathat rajta',
    );
    expect(say(eve, { kind: 'travel', to: 'L1' }, 'en')).toMatch(
      /; 1 day in all as things stand; the day-15 card falls within and may change this$/,
    );
  });

  it('a launched mission with everyone unconscious warns that it is lost at once', () => {
    const launched = withCampaign(fresh(), (c) => {
      c.launched = 'Q02';
    });
    expect(drawn(launched)).not.toContain('data-all-down');
    expect(drawn(launched)).toContain('Mission to start: <strong>Rats in the Ruins</strong>');
    const allDown = withCampaign(launched, (c) => {
      for (const ch of c.chars) ch.health = 0;
    });
    expect(engine.legal(allDown, 'p1').some((c) => c.kind === 'start-mission')).toBe(true);
    expect(drawn(allDown)).toContain('Everyone going on this mission is unconscious');
    expect(drawn(allDown, 'hu')).toContain('A küldetésre induló összes szereplő eszméletlen');
  });

  it('an event card names who pays only for a cost and who receives only for a gain, shows the cost, and says why an option is closed', () => {
    const m = withCampaign(fresh(), (c) => {
      c.toRead = ['R102'];
      for (const ch of c.chars) ch.food = 0;
    });
    const text = drawn(m);
    // Option B costs 1 Food that nobody has: it says its cost and why it is closed.
    expect(text).toMatch(/data-option="1".*?\(cost: 1 Food\).*?nobody in the party can pay this/);
    expect(text).not.toContain('paid by');
    const fed = withCampaign(m, (c) => {
      for (const ch of c.chars) ch.food = 2;
    });
    expect(drawn(fed)).toMatch(/Option B, (Soldier|Medic) pays/);
    expect(drawn(fed, 'hu')).toMatch(/„B” lehetőség, fizet: (Katona|Szanitéc)/);
  });

  it('a room shows the level, days and modules of its next expansion, offered or not; the blueprint list its modules', () => {
    const text = drawn(fresh());
    // The Forge at level 1: level 2 takes 5 days and 2 Junk; the party holds no Junk.
    expect(text).toMatch(
      /data-room="forge".*?Expand to level 2, 5 days, cost: 2 × Junk module \(the party lacks the modules\)/,
    );
    expect(text).toMatch(/data-room="workshop".*?Expand to level 1, 3 days, cost: 1 × Electronics module/);
    expect(text).toMatch(/<li[^>]*data-blueprint="[^"]*">[^<]*, cost: \d+ × /);
  });

  it('the party panel shows marks set by cards, skills, the storeroom’s modules and Fuel, and missions by their titles', () => {
    const m = withCampaign(fresh(), (c) => {
      c.markers = ['poles-friends'];
      c.wonMissions = ['Q02'];
      const soldier = c.chars.find((ch) => ch.id === 'soldier');
      if (soldier) {
        soldier.storeroom.fuel = 3;
        soldier.storeroom.modules = { junk: 2 };
      }
    });
    const text = drawn(m);
    expect(text).toContain('Marks set by cards: Friendly Faces (card R103)');
    expect(text).toContain('Missions won: Rats in the Ruins');
    expect(text).toMatch(/Storeroom: Junk module: 2, Fuel 3/);
    expect(text).toContain('Main plot: 1 of 2 main-plot missions played');
    expect(text).toContain('over the place: read on arrival');
  });

  it('the home page’s party and first room start the campaign the rules set up', () => {
    const setup = setupFor('hunters', 'bot', true, undefined, 'en', {
      classes: ['sniper', 'huntsman', 'recon'],
      room: 'lab',
    });
    const m = unwrap(engine.start(7, setup));
    expect(m.state.campaign?.chars.map((ch) => ch.id)).toEqual(['sniper', 'huntsman', 'recon']);
    expect(m.state.campaign?.rooms).toMatchObject({ lab: 1, forge: 0 });
    // Against each other on one screen or online, each player leads one character.
    expect(
      setupFor('hunters', 'hotseat', true, undefined, 'en', { classes: ['medic', 'recon'], room: 'forge' }),
    ).toEqual({
      mode: 'campaign',
      room: 'forge',
      players: 2,
      characters: [
        { class: 'medic', seat: 'p1' },
        { class: 'recon', seat: 'p2' },
      ],
    });
  });

  it('the Hungarian log and prompts: "a 001", food shared to someone in the dative, an arrival and an over card in plain words', () => {
    const words = presenterOf(huntersRuleset, sampleContent);
    const names = { medic: 'Medic', soldier: 'Soldier' };
    const hu = (e: Record<string, unknown>) =>
      (words?.event({ type: 'x', text: '', names, ...e }, 'hu') ?? '').replace(/ \[[A-Z]+-[A-Z]+-\d+\]$/, '');
    expect(promptWords('Read card 001', 'hu')).toBe('Olvassátok fel a 001 lapot');
    expect(hu({ type: 'hunters/food-shared', from: 'medic', to: 'soldier' })).toBe(
      'Szanitéc 1 Élelmet ad a Katonának.',
    );
    expect(hu({ type: 'hunters/food-shared', from: 'soldier', to: 'medic' })).toBe(
      'Katona 1 Élelmet ad a Szanitécnek.',
    );
    expect(hu({ type: 'hunters/over-card', card: '001' })).toBe(
      'Ezen a helyen fölül fekszik a 001 lap: most fel kell olvasni.',
    );
    expect(hu({ type: 'hunters/arrive', location: 'L1' })).toMatch(/^Megérkezés: /);
  });

  it('after a mission the campaign screen sums it up: won or lost, the XP, where its Fuel Cells went, the blueprints', () => {
    const m = fresh();
    const entry = (n: number, event: Record<string, unknown>): LoggedEvent => ({
      n,
      event: { text: '', ...event } as LoggedEvent['event'],
      text: '',
    });
    const won = [
      entry(1, { type: 'hunters/mission-start', mission: 'Q02' }),
      entry(2, { type: 'hunters/left-out', character: 'soldier', mission: 'Q02' }),
      entry(3, { type: 'hunters/back-to-campaign' }),
      entry(4, { type: 'hunters/rewards', xp: 2 }),
      entry(5, { type: 'hunters/blueprint-won', blueprint: 'bp-knife', gear: 'knife' }),
    ];
    const fuel = sampleContent.missions.find((x) => x.id === 'Q02')?.rewards.fuelCells ?? 0;
    const text = drawn(m, 'en', won);
    expect(text).toContain('Rats in the Ruins: won');
    expect(text).toContain('2 XP for each character who went');
    // The Soldier sat it out: the Fuel Cells went to the Medic, the first who went.
    expect(fuel).toBeGreaterThan(0);
    expect(text).toContain(`${fuel} Fuel Cells to Medic`);
    expect(text).toContain('The blueprint of the Knife');
    const lost = [
      entry(1, { type: 'hunters/mission-start', mission: 'Q02' }),
      entry(2, { type: 'hunters/back-to-campaign' }),
    ];
    expect(drawn(m, 'en', lost)).toContain('Rats in the Ruins: lost');
    expect(drawn(m, 'en', [])).not.toContain('hu-last-mission');
  });

  it('the healer’s buttons say what he gives and asks', () => {
    const m = withCampaign(fresh(), (c) => {
      c.location = 'L1';
      c.attached = c.attached.filter((a) => a.location !== 'L1');
      const soldier = c.chars.find((ch) => ch.id === 'soldier');
      if (soldier) {
        soldier.fuel = 5;
        soldier.health = 3;
        soldier.poisoned = true;
      }
    });
    expect(engine.legal(m, 'p1').some((c) => c.kind === 'healer')).toBe(true);
    const text = drawn(m);
    expect(text).toContain('(+2 Health for 2 Fuel)');
    expect(text).toMatch(/\(cures poison for \d+ Fuel\)/);
  });

  it('the list of choices says the days a rest, a day’s work or a journey really takes where they are not the days it names', () => {
    const words = presenterOf(huntersRuleset, sampleContent);
    const m = fresh();
    const say = (match: Match<MissionState>, c: HuntersChoice, lang: 'en' | 'hu') =>
      words?.choice(c, engine.view(match, 'p1'), lang) ?? '';
    expect(say(m, { kind: 'rest' }, 'en')).toBe('Rest for two days');
    expect(say(m, { kind: 'travel', to: 'L1' }, 'en')).toMatch(/^Travel to [^;]+$/);
    const down = withCampaign(m, (c) => {
      for (const ch of c.chars) ch.food = 10;
      const medic = c.chars.find((ch) => ch.id === 'medic');
      if (medic) medic.health = 0;
    });
    expect(say(down, { kind: 'rest' }, 'en')).toBe(
      'Rest for two days; 4 days in all (doubled: someone is unconscious)',
    );
    expect(say(down, { kind: 'travel', to: 'L1' }, 'en')).toMatch(
      /; 2 days in all \(doubled: someone is unconscious\)$/,
    );
    expect(say(down, { kind: 'rest' }, 'hu')).toBe(
      'Pihenés két napig; összesen 4 nap (kétszer annyi, mert valaki eszméletlen)',
    );
  });
});
