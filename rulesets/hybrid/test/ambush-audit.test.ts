import { describe, expect, it } from 'vitest';
import type { HybridChoice } from '../src/choices.ts';
import type { Profile } from '../src/content/schema.ts';
import { hybridPresenter } from '../src/presenter.ts';
import { rollKey } from '../src/roll.ts';
import { newActivation } from '../src/rules.ts';
import {
  activate,
  giveEvent,
  LONG,
  play,
  rolls,
  scenario,
  w,
  WALL3_TILE,
  windowFor,
  type Scenario,
} from './scenario.ts';
import { RANGER, SNIPER, ambushes, deal, rangerOnWatch, seen, watching } from './ambush.ts';

// Sample profiles: Purifier (Griffin) NV 3, F 4, DC 2; Seneschal (Griffin) NV 4, DC 3; Warden
// (Griffin, test) NV 4, DC 6; Hybrid (Scorpion) NV 3. Hands are empty unless a test deals cards.
// Action cards (sample): action-01 Hesitation (0 points, "cannot be parried"), action-17
// Counterplay (3 points).

/** A Griffin marksman with Armour-Piercing Shot/2. */
const PIERCER: Profile = {
  ...SNIPER,
  id: 'marksman',
  name: 'Marksman',
  side: 'griffin',
  aptitudes: [{ name: 'Armour-Piercing Shot', x: 2 }],
};

/** No card comes to a side for a death: the Action deck is spent (HY-CARD-ACTION-06). */
function spendDeck(sc: Scenario): void {
  sc.state.actionDiscard.push(...sc.state.actionDeck);
  sc.state.actionDeck = [];
}

/**
 * The Scorpion sniper on (3,0) faces north, in Skilled Firing, and sees (4,5), not (1,5) behind
 * the wall. The Purifier on (4,5) activates and swaps by Deceit with the Griffin `profile` on
 * (1,5), in Defensive Combat, who so comes into the sniper's sight. Each side holds the cards given.
 */
function swapIntoSight(profile: string, cards: { griffin?: string[]; scorpion?: string[]; events?: string[] }) {
  const sc = scenario({
    profiles: [SNIPER],
    tiles: [WALL3_TILE],
    warriors: [
      { profile: 'sniper', at: [3, 0], facing: 'N', id: 'sn' },
      { profile: 'purifier', at: [4, 5], facing: 'E', id: 'a' },
      { profile, at: [1, 5], facing: 'E', dc: true, id: 'wd' },
    ],
  });
  expect(seen(sc, 'sn', 'wd')).toBe(false);
  watching(sc, 'sn', 1);
  for (const c of cards.griffin ?? []) deal(sc, 'griffin', c);
  for (const c of cards.scorpion ?? []) deal(sc, 'scorpion', c);
  for (const name of cards.events ?? []) giveEvent(sc, 'griffin', name);
  activate(sc, 'a');
  const deceit = giveEvent(sc, 'griffin', 'Deceit');
  const swapped = play(sc, [['griffin', { kind: 'play-event', card: deceit, target: 'wd' }]]);
  expect(ambushes(swapped)).toEqual([['sn', 'wd']]);
  return sc;
}

describe('Action cards on a Skilled Firing shot at a warrior who may parry it (HY-MODE-F-24, HY-CARD-ACTION-26)', () => {
  it('HY-CARD-ACTION-26 HY-MODE-F-24 HY-MODE-DC-03 the shooter may play Hesitation for its Effect: the warrior shot at then has no parry', () => {
    const sc = swapIntoSight('warden', { scorpion: ['action-01'] });
    const hesitation: HybridChoice = { kind: 'cards', cards: ['action-01'], effect: true };
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['scorpion'], kind: 'hybrid/ambush-cards' }]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toContainEqual(hesitation);
    // Without it the Warden (DC 6) would pick Basic or Heroic Parry; with it none is asked, and
    // the hit (2) wounds him.
    const ev = play(sc, [['scorpion', hesitation]], [2]);
    expect(rolls(ev).map((r) => [r['purpose'], r['result']])).toEqual([['Skilled Firing shot', 'success']]);
    expect(w(sc, 'wd').wounds).toBe(1);
  });

  it('HY-CARD-ACTION-26 HY-MODE-F-24 with no parry to take away, Hesitation is offered for its points only', () => {
    const sc = scenario({
      profiles: [SNIPER],
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'sniper', at: [3, 0], facing: 'N', id: 'sn' },
        { profile: 'purifier', at: [4, 5], facing: 'E', id: 'a' },
        { profile: 'seneschal', at: [1, 5], facing: 'E', id: 'wd' },
      ],
    });
    watching(sc, 'sn', 1);
    deal(sc, 'scorpion', 'action-01');
    activate(sc, 'a');
    const deceit = giveEvent(sc, 'griffin', 'Deceit');
    play(sc, [['griffin', { kind: 'play-event', card: deceit, target: 'wd' }]]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([
      { kind: 'cards', cards: [] },
      { kind: 'cards', cards: ['action-01'] },
    ]);
  });
});

describe('the parry of a Skilled Firing shot (HY-MODE-DC-03, HY-MODE-DC-13, AMB-40)', () => {
  it('HY-MODE-DC-03 HY-MODE-DC-12 an Action card raises the Seneschal’s DC 3 to Heroic Parry and backs the roll', () => {
    // Counterplay (3 points): DC 3 + 3 = 6. The Griffin side first plays nothing against the shot.
    const sc = swapIntoSight('seneschal', { griffin: ['action-17'] });
    play(sc, [['griffin', { kind: 'hinder', card: null }]]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/parry' }]);
    const heroic: HybridChoice = { kind: 'parry', level: 6, card: 'action-17' };
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toEqual([
      { kind: 'parry', level: 1 },
      { kind: 'parry', level: 1, card: 'action-17' },
      heroic,
    ]);
    // The shot hits (2); the parry at SL 4 + 3 holds with a 6.
    const ev = play(sc, [['griffin', heroic]], [2, 6]);
    expect(rolls(ev).map((r) => [r['purpose'], r['sl'], r['result']])).toEqual([
      ['Skilled Firing shot', 4, 'success'],
      ['Parry (level 6)', 7, 'success'],
    ]);
    expect(w(sc, 'wd').wounds).toBe(0);
    expect(w(sc, 'wd').dc).toEqual({ heroic: true });
    expect(sc.state.sides.griffin.hand).toEqual([]);
    expect(sc.state.actionDiscard).toContain('action-17');
  });

  it('HY-MODE-DC-12 AMB-36 HY-MODE-DC-03 Heroic Parry picked against a shot that misses stands for the next shot, whose parry the spent card no longer backs', () => {
    // Two snipers see (4,5) and not (1,5): the one on (3,0) (counter 1) and the one on (5,0)
    // (counter 2). The Seneschal swapped in backs a Heroic Parry with Counterplay against the first.
    const sc = scenario({
      profiles: [SNIPER],
      tiles: [WALL3_TILE],
      warriors: [
        { profile: 'sniper', at: [3, 0], facing: 'N', id: 'sn1' },
        { profile: 'sniper', at: [5, 0], facing: 'N', id: 'sn2' },
        { profile: 'purifier', at: [4, 5], facing: 'E', id: 'a' },
        { profile: 'seneschal', at: [1, 5], facing: 'E', dc: true, id: 'wd' },
      ],
    });
    expect([seen(sc, 'sn1', 'wd'), seen(sc, 'sn2', 'wd')]).toEqual([false, false]);
    watching(sc, 'sn1', 1);
    watching(sc, 'sn2', 2);
    deal(sc, 'griffin', 'action-17');
    activate(sc, 'a');
    const deceit = giveEvent(sc, 'griffin', 'Deceit');
    play(sc, [
      ['griffin', { kind: 'play-event', card: deceit, target: 'wd' }],
      ['griffin', { kind: 'hinder', card: null }],
    ]);
    // The first shot misses (9); the second hits (2), and the Heroic Parry, unasked, rolls at
    // the Seneschal's own SL 4 and holds (3).
    const ev = play(sc, [['griffin', { kind: 'parry', level: 6, card: 'action-17' }]], [9, 2, 3]);
    expect(rolls(ev).map((r) => [r['purpose'], r['warrior'], r['sl'], r['result']])).toEqual([
      ['Skilled Firing shot', 'sn1', 4, 'failure'],
      ['Skilled Firing shot', 'sn2', 4, 'success'],
      ['Parry (level 6)', 'wd', 4, 'success'],
    ]);
    expect(w(sc, 'wd').dc).toEqual({ heroic: true });
    expect(w(sc, 'wd').wounds).toBe(0);
  });

  it('HY-MODE-DC-03 HY-ROLL-06 the parry choices show their odds, a card’s points included', () => {
    const sc = swapIntoSight('seneschal', { griffin: ['action-17'] });
    play(sc, [['griffin', { kind: 'hinder', card: null }]]);
    const odds = sc.rules.view(sc.state, 'griffin').rolls ?? {};
    const sl = (c: HybridChoice) => odds[rollKey(c) as string]?.sl;
    expect([
      sl({ kind: 'parry', level: 1 }),
      sl({ kind: 'parry', level: 1, card: 'action-17' }),
      sl({ kind: 'parry', level: 6, card: 'action-17' }),
    ]).toEqual([4, 7, 7]);
  });

  it('HY-CARD-EVENT-10 HY-MODE-DC-03 the side of the warrior who parries may announce Luck for his parry roll', () => {
    const sc = swapIntoSight('warden', { events: ['Luck'] });
    const luck = sc.state.sides.griffin.eventHand[0] as string;
    play(sc, [['griffin', { kind: 'parry', level: 1 }]]);
    // Before the shot, the Griffin side may back its parry with Luck.
    expect(sc.rules.pending(sc.state)).toEqual(windowFor('griffin'));
    expect(sc.rules.legalChoices(sc.state, 'griffin')).toContainEqual({ kind: 'play-event', card: luck });
    expect(sc.rules.view(sc.state, 'griffin').rolls?.[`event:${luck}`]).toMatchObject({ sl: 4, luck: true });
    // The shot hits (2); the parry rolls 9 and 3 with Luck, the 9 is set aside, the 3 holds.
    const ev = play(sc, [['griffin', { kind: 'play-event', card: luck }]], [2, 9, 3]);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'hybrid/luck', seat: 'griffin', rolls: [9, 3] }));
    expect(rolls(ev).map((r) => [r['purpose'], r['result']])).toEqual([
      ['Skilled Firing shot', 'success'],
      ['Parry (level 1)', 'success'],
    ]);
    expect(w(sc, 'wd').wounds).toBe(0);
  });
});

describe('the Armour-Piercing bullet of a Skilled Firing shot (HY-APT-47, AMB-24)', () => {
  /**
   * The marksman on (3,0) faces north, in Skilled Firing; the Hybrid steps from (0,1), out of his
   * field of vision, to (1,2), in it; the Warden, his friend, stands in Defensive Combat on (0,4).
   */
  function range(): Scenario {
    const sc = scenario({
      profiles: [PIERCER],
      warriors: [
        { profile: 'marksman', at: [3, 0], facing: 'N', id: 'm' },
        { profile: 'hybrid', at: [0, 1], facing: 'N', id: 'h' },
        { profile: 'warden', at: [0, 4], facing: 'S', dc: true, id: 'wd' },
      ],
    });
    watching(sc, 'm', 1);
    activate(sc, 'h');
    play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 1, y: 2, facing: 'N' }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-aim' }]);
    return sc;
  }

  it('HY-APT-47 AMB-24 HY-MODE-DC-03 a bullet that goes on to the shooter’s friend in Defensive Combat asks his own side for the parry', () => {
    const sc = range();
    // The shot hits (2) and the Hybrid lives; the bullet goes on to the Warden.
    play(sc, [['griffin', { kind: 'fire', target: 'h', level: 3, pierce: 'wd' }]], [2]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/parry' }]);
    expect(sc.rules.legalChoices(sc.state, 'scorpion')).toEqual([]);
    // The bullet's roll hits (3), the Warden's Basic Parry holds (2).
    const ev = play(sc, [['griffin', { kind: 'parry', level: 1 }]], [3, 2]);
    expect(rolls(ev).map((r) => [r['purpose'], r['warrior'], r['result']])).toEqual([
      ['Firing (level 1)', 'm', 'success'],
      ['Parry (level 1)', 'wd', 'success'],
    ]);
    expect(w(sc, 'wd').wounds).toBe(0);
  });

  it('HY-APT-47 HY-ROLL-06 the choice of the bullet shows the odds of the shot', () => {
    const sc = range();
    const odds = sc.rules.view(sc.state, 'griffin').rolls ?? {};
    expect(odds[rollKey({ kind: 'fire', target: 'h', level: 3 }) as string]).toMatchObject({ sl: 4, dice: 1 });
  });
});

describe('a kill in the middle of an action (HY-MODE-F-17, AMB-14)', () => {
  /** A Griffin gunner able to fire at Heroic level: F 7, NV 2. */
  const GUNNER: Profile = { ...SNIPER, id: 'gunner', name: 'Gunner', side: 'griffin', nv: 2, f: 7 };

  it('HY-MODE-F-17 HY-MODE-F-28 the first Heroic Firing shot kills the warrior who hid the shooter: the ambush it uncovers comes before the second shot', () => {
    // The gunner on (3,0) faces north; the Hybrid x on (3,3) hides him from the Scorpion sniper
    // on (3,6), who faces south in Skilled Firing. The gunner fires at x and at the Hybrid y on
    // (5,4). A Purifier far off keeps the Griffin side in the game.
    const sc = scenario({
      profiles: [GUNNER, SNIPER],
      warriors: [
        { profile: 'gunner', at: [3, 0], facing: 'N', id: 'g' },
        { profile: 'hybrid', at: [3, 3], facing: 'S', wounds: 2, id: 'x' },
        { profile: 'hybrid', at: [5, 4], facing: 'S', id: 'y' },
        { profile: 'sniper', at: [3, 6], facing: 'S', id: 'sn' },
        { profile: 'purifier', at: [7, 7], facing: 'E', id: 'p' },
      ],
    });
    expect([seen(sc, 'sn', 'g'), seen(sc, 'g', 'x'), seen(sc, 'g', 'y')]).toEqual([false, true, true]);
    watching(sc, 'sn', 1);
    spendDeck(sc);
    activate(sc, 'g');
    // The first shot kills x (2 against SL 2); the sniper's Perfect Success (1) kills the gunner.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: 'x', level: 6, second: 'y' }],
      ],
      [2, 1, 9],
    );
    expect(rolls(ev).map((r) => [r['purpose'], r['warrior'], r['result']])).toEqual([
      ['Firing (level 6)', 'g', 'success'],
      ['Skilled Firing shot', 'sn', 'perfect'],
    ]);
    expect([w(sc, 'x').status, w(sc, 'g').status, w(sc, 'y').wounds]).toEqual(['eliminated', 'eliminated', 0]);
    // The sniper killed his target: he stays in Skilled Firing (HY-MODE-F-19).
    expect(w(sc, 'sn').watch).toBe(1);
    expect(sc.state.current?.warrior).not.toBe('g');
    expect(sc.rules.invariants?.(sc.state)).toEqual([]);
  });
});

describe('a card Effect tied to the second Heroic Firing shot across an ambush (HY-MODE-F-28, HY-MODE-F-17)', () => {
  /** A Griffin gunner able to fire at Heroic level: F 7, NV 2. */
  const GUNNER: Profile = { ...SNIPER, id: 'gunner', name: 'Gunner', side: 'griffin', nv: 2, f: 7 };

  it('HY-MODE-F-28 the Effect tied to the second shot still backs it after the ambush the first shot’s kill uncovers', () => {
    // As above: the gunner on (3,0), the Hybrid x on (3,3) hiding him from the Scorpion sniper on
    // (3,6) in Skilled Firing, the Hybrid y on (5,4). The gunner ties Keen Eye to his second shot.
    const sc = scenario({
      profiles: [GUNNER, SNIPER],
      warriors: [
        { profile: 'gunner', at: [3, 0], facing: 'N', id: 'g' },
        { profile: 'hybrid', at: [3, 3], facing: 'S', wounds: 2, id: 'x' },
        { profile: 'hybrid', at: [5, 4], facing: 'S', id: 'y' },
        { profile: 'sniper', at: [3, 6], facing: 'S', id: 'sn' },
        { profile: 'purifier', at: [7, 7], facing: 'E', id: 'p' },
      ],
    });
    const keen = sc.content.actionCards.find((c) => c.name === 'Keen Eye')!.id;
    deal(sc, 'griffin', keen);
    watching(sc, 'sn', 1);
    spendDeck(sc);
    activate(sc, 'g');
    // The first shot kills x (2 against SL 2); the sniper misses (9); the second shot's 2 is a
    // Perfect Success by Keen Eye: two wounds.
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'F' }],
        ['griffin', { kind: 'done' }],
        ['griffin', { kind: 'fire', target: 'x', level: 6, second: 'y' }],
        ['griffin', { kind: 'cards', cards: [keen], effect: true, shot: 2 }],
      ],
      [2, 9, 2],
    );
    expect(rolls(ev).map((r) => [r['purpose'], r['warrior'], r['result']])).toEqual([
      ['Firing (level 6)', 'g', 'success'],
      ['Skilled Firing shot', 'sn', 'failure'],
      ['Firing (level 6)', 'g', 'perfect'],
    ]);
    expect([w(sc, 'x').status, w(sc, 'g').status, w(sc, 'y').wounds]).toEqual(['eliminated', 'in-play', 2]);
  });
});

describe('an action the shots of a kill interrupt goes on as declared (HY-MODE-F-17, HY-APT-47)', () => {
  it('HY-APT-47 HY-MODE-F-17 the Armour-Piercing bullet the active marksman declared still goes on after the ambush that came before his roll', () => {
    // The marksman on (3,0) shoots at the Hybrid t on (3,3), his bullet declared to go on to the
    // Hybrid u on (3,4). Before his roll the Scorpion side's Event card kills the wounded Purifier
    // y on (1,6), who hid the Hybrid z on (2,6) from the Purifier w on (0,6), facing east in
    // Skilled Firing: w's shot comes first.
    const sc = scenario({
      profiles: [PIERCER],
      warriors: [
        { profile: 'marksman', at: [3, 0], facing: 'N', id: 'm' },
        { profile: 'hybrid', at: [3, 3], facing: 'S', id: 't' },
        { profile: 'hybrid', at: [3, 4], facing: 'S', id: 'u' },
        { profile: 'purifier', at: [0, 6], facing: 'E', id: 'w' },
        { profile: 'purifier', at: [1, 6], facing: 'E', wounds: 2, id: 'y' },
        { profile: 'hybrid', at: [2, 6], facing: 'W', id: 'z' },
      ],
    });
    expect([seen(sc, 'w', 'z'), seen(sc, 'w', 't'), seen(sc, 'w', 'u')]).toEqual([false, true, true]);
    watching(sc, 'w', 1);
    spendDeck(sc);
    const harm = giveEvent(sc, 'scorpion', 'Misfire');
    activate(sc, 'm');
    // The Scorpion side keeps its card through the window after the Mode, for the one before the roll.
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['scorpion', { kind: 'events-done' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'fire', target: 't', level: 1, pierce: 'u' }],
    ]);
    expect(sc.rules.pending(sc.state)).toEqual(windowFor('scorpion'));
    expect(sc.state.current?.action?.queue[0]).toMatchObject({ attacker: 'm', target: 't' });
    // y fails his test (9) and falls; w misses z (9); the marksman hits t (2), the bullet u (3).
    const ev = play(sc, [['scorpion', { kind: 'play-event', card: harm, target: 'y' }]], [9, 9, 2, 3]);
    expect(ambushes(ev)).toEqual([['w', 'z']]);
    expect(rolls(ev).map((r) => [r['purpose'], r['warrior'], r['result']])).toEqual([
      ['Event test', 'y', 'failure'],
      ['Skilled Firing shot', 'w', 'failure'],
      ['Firing (level 1)', 'm', 'success'],
      ['Firing (level 1)', 'm', 'success'],
    ]);
    expect([w(sc, 't').wounds, w(sc, 'u').wounds]).toEqual([1, 1]);
  });
});

describe('a Skilled Firing warrior who turns (HY-MODE-F-16, HY-MODE-F-17)', () => {
  it('HY-MODE-F-16 HY-OBJ-04 AMB-63 the free turn on an Objective after declaring Skilled Firing ends it: the enemy it shows him draws no shot', () => {
    // The Purifier on the Objective at (3,3) faces north; the Hybrid on (3,0), behind him, is out
    // of his sight, so he may declare Skilled Firing; then he turns south, toward the Hybrid.
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 3], facing: 'N', id: 'p' },
        { profile: 'hybrid', at: [3, 0], facing: 'N', id: 'h' },
      ],
    });
    sc.state.objectiveCounters['3,3'] = 6;
    activate(sc, 'p');
    play(sc, [
      ['griffin', { kind: 'mode', mode: 'F' }],
      ['griffin', { kind: 'done' }],
      ['griffin', { kind: 'watch' }],
    ]);
    expect(w(sc, 'p').watch).toBe(1);
    const ev = play(sc, [['griffin', { kind: 'face', facing: 'S' }]], [2]);
    expect(seen(sc, 'p', 'h')).toBe(true);
    expect(ambushes(ev)).toEqual([]);
    expect(rolls(ev)).toEqual([]);
    expect(w(sc, 'p').watch).toBeNull();
    expect(w(sc, 'h').wounds).toBe(0);
  });

  it('HY-MODE-F-16 HY-APT-35 a turn in his end-of-round move ends Skilled Firing: the enemy it shows him draws no shot', () => {
    // The ranger on watch, his Infiltration move next: he turns south on his square.
    const sc = rangerOnWatch();
    const ev = play(sc, [['scorpion', { kind: 'move', x: 3, y: 3, facing: 'S' }]], [2]);
    expect(seen(sc, 'r', 'p')).toBe(true);
    expect(ambushes(ev)).toEqual([]);
    expect(w(sc, 'r').watch).toBeNull();
    expect(w(sc, 'p').wounds).toBe(0);
  });
});

describe('a Skilled Firing warrior who fires in his end-of-round move (HY-MODE-F-16, HY-MODE-07)', () => {
  it('HY-MODE-F-16 HY-MODE-07 HY-APT-35 firing at a level of his choice in his Infiltration move ends Skilled Firing', () => {
    // The ranger on (3,3), in Skilled Firing since an earlier round, sees the Purifier on (3,6).
    const sc = scenario({
      profiles: [RANGER],
      warriors: [
        { profile: 'ranger', at: [3, 3], facing: 'N', id: 'r' },
        { profile: 'purifier', at: [3, 6], facing: 'E', id: 'p' },
      ],
    });
    watching(sc, 'r', 1);
    const r = w(sc, 'r');
    r.mode = 'F';
    r.modeLevel = 3;
    const act = newActivation(sc.ctx, sc.state, r, true);
    act.mpLeft = 2;
    sc.state.current = act;
    play(sc, [['scorpion', { kind: 'done' }]]);
    const ev = play(sc, [['scorpion', { kind: 'fire', target: 'p', level: 1 }]], [9]);
    expect(rolls(ev).map((x) => [x['purpose'], x['warrior']])).toEqual([['Firing (level 1)', 'r']]);
    expect(w(sc, 'r').watch).toBeNull();
  });
});

describe('a 1x2 base turning into a Skilled Firing warrior’s sight (HY-MODE-F-17, AMB-14, AMB-30)', () => {
  it('HY-MODE-F-17 AMB-14 AMB-30 the turn that puts his front square in sight stops the move for the shot there, not a step later', () => {
    // A corridor on row 1 (columns on rows 0 and 2, but an opening on (4,2)). The 1x2 warrior
    // stands on (3,1) facing west (front square (2,1)); the Purifier on (4,5) faces south, in
    // Skilled Firing, and sees (4,1) through the opening. The about-face puts the front square
    // on (4,1); the step east after it would put the base on (4,1)-(5,1).
    const sc = scenario({
      profiles: [LONG],
      warriors: [
        { profile: 'long', at: [3, 1], facing: 'W', id: 'l' },
        { profile: 'purifier', at: [4, 5], facing: 'S', id: 'p' },
      ],
    });
    const f = sc.state.board.features;
    for (const y of [0, 2]) for (let x = 0; x < 8; x++) if (`${x},${y}` !== '4,2') f[`${x},${y}`] = { column: true };
    expect(seen(sc, 'p', 'l')).toBe(false);
    watching(sc, 'p', 1);
    // The Griffin side holds a card, so the shot waits for it where the move stopped.
    deal(sc, 'griffin', 'action-10');
    activate(sc, 'l');
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'OC' }],
      ['scorpion', { kind: 'move', x: 4, y: 1, facing: 'E' }],
    ]);
    expect(ambushes(ev)).toEqual([['p', 'l']]);
    expect(sc.rules.pending(sc.state)).toEqual([{ seats: ['griffin'], kind: 'hybrid/ambush-cards' }]);
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').facing]).toEqual([3, 1, 'E']);
    // The shot misses (9); the move goes on to its end.
    play(sc, [['griffin', { kind: 'cards', cards: [] }]], [9]);
    expect([w(sc, 'l').x, w(sc, 'l').y, w(sc, 'l').facing]).toEqual([4, 1, 'E']);
  });
});

describe('victory after a kill by a Skilled Firing shot (HY-END-05, AMB-45)', () => {
  it('HY-END-05 HY-MODE-F-17 a shot that kills the last enemy while a friend walks off the line ends the game there and then', () => {
    // The Purifier on (3,0) faces north; the Seneschal on (3,3) hides the Hybrid on (3,6), the
    // Scorpion side's last warrior, with one NV point left.
    const sc = scenario({
      warriors: [
        { profile: 'purifier', at: [3, 0], facing: 'N', id: 'p' },
        { profile: 'seneschal', at: [3, 3], facing: 'N', id: 's' },
        { profile: 'hybrid', at: [3, 6], facing: 'S', wounds: 2, id: 'h' },
      ],
    });
    watching(sc, 'p', 1);
    spendDeck(sc);
    activate(sc, 's');
    const ev = play(
      sc,
      [
        ['griffin', { kind: 'mode', mode: 'OC' }],
        ['griffin', { kind: 'move', x: 5, y: 3, facing: 'N' }],
      ],
      [2],
    );
    expect(ambushes(ev)).toEqual([['p', 'h']]);
    expect(w(sc, 'h').status).toBe('eliminated');
    expect(sc.state.outcome).toMatchObject({ reason: 'a side has no warriors left' });
    expect(ev.filter((e) => e.type === 'hybrid/game-over')).toHaveLength(1);
  });
});

describe('two end-of-round moves of one warrior (HY-MODE-MV-13, HY-APT-34)', () => {
  /** A scout with MV 6 (Heroic Move) and Infiltration/3, NV 4. */
  const SCOUT: Profile = {
    ...SNIPER,
    id: 'scout',
    name: 'Scout',
    f: null,
    mv: 6,
    aptitudes: [{ name: 'Infiltration', x: 3 }],
  };

  it('HY-MODE-MV-13 HY-APT-34 the log names each move for what it is, the Heroic Move and then the Infiltration move', () => {
    const sc = scenario({
      profiles: [SCOUT],
      warriors: [
        { profile: 'scout', at: [1, 0], facing: 'N', id: 'sc' },
        { profile: 'purifier', at: [6, 6], facing: 'N', id: 'p' },
      ],
    });
    activate(sc, 'sc');
    sc.state.sides.griffin.sequence = [];
    const ev = play(sc, [
      ['scorpion', { kind: 'mode', mode: 'MV', level: 6 }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
      ['scorpion', { kind: 'done' }],
      ['scorpion', { kind: 'end' }],
    ]);
    const moves = ev.filter((e) => e.type === 'hybrid/end-move');
    expect(moves.map((e) => [e['mp'], e['rule']])).toEqual([
      [4, 'HY-MODE-MV-13'],
      [3, 'HY-APT-34'],
    ]);
    const words = (locale: 'en' | 'hu') => moves.map((e) => hybridPresenter.event(e, locale));
    expect(words('en')).toEqual([
      'sc moves again at the end of the round (Heroic Move) with 4 MP',
      'sc moves again at the end of the round (Infiltration) with 3 MP',
    ]);
    expect(words('hu')).toEqual([
      'sc a kör végén ismét mozog (Hősi Mozgás), 4 MP-vel',
      'sc a kör végén ismét mozog (Beszivárgás), 3 MP-vel',
    ]);
  });
});
