import { describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { huntersRuleset } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { HuntersChoice } from '../src/choices.ts';
import type { ActionCard, HuntersContent } from '../src/content/schema.ts';
import { violationWords } from '../src/words.ts';
import { act, drive, P, rulesOf, scene } from './fixture.ts';

const open = { vantage: false, cover: false, openGround: false, finding: false, covered: false };

/** A Soldier with five Shot cards in hand, alone against a far-off Bug. */
const fiveShots = () =>
  scene({
    chars: [{ cls: 'soldier', at: [0, 0], hand: Array<string>(5).fill('soldier-shot') }],
    enemies: [{ kind: 'bug', at: [9, 9] }],
  });

/** Playing Take Cover, a card whose only activity is Hide. */
const TAKE_COVER = { kind: 'play', card: 'soldier-take-cover', enhancement: null, enhance: -1 } as const;

const STEP_AND_HIDE: ActionCard = {
  id: '',
  name: 'Slip Away',
  sample: true,
  class: 'soldier',
  level: 1,
  activities: [],
  text: 'test card',
};

/** The sample content with two test cards: Move 1 then Hide, and Hide then Move 1. */
const withStepAndHide = (c: HuntersContent): HuntersContent => ({
  ...c,
  cards: [
    ...c.cards,
    { ...STEP_AND_HIDE, id: 'test-step-and-hide', activities: [{ kind: 'move', mp: 1 }, { kind: 'hide' }] },
    { ...STEP_AND_HIDE, id: 'test-hide-and-step', activities: [{ kind: 'hide' }, { kind: 'move', mp: 1 }] },
  ],
});

describe('mission setup', () => {
  it('HU-MSETUP-04 WE-01 Q02 deals its eight Giant Rats two to each of 1A-1D', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    const m = unwrap(
      eng.start(1, {
        mission: 'Q02',
        players: 2,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p2' },
        ],
      }),
    );
    const q02 = sampleContent.missions.find((x) => x.id === 'Q02');
    const at = (label: string) => q02?.labels[label];
    for (const label of ['1A', '1B', '1C', '1D']) {
      const [x, y] = at(label) ?? [0, 0];
      expect(m.state.enemies.filter((e) => e.pos.x === x && e.pos.y === y && e.kind === 'giant-rat')).toHaveLength(2);
    }
    expect(m.state.enemies).toHaveLength(8);
  });

  it('HU-MSETUP-01 HU-ACTION-15 a mission deck is exactly 25 cards the character may use', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    const base = { mission: 'Q02', players: 2 };
    const short = eng.start(1, {
      ...base,
      characters: [
        { class: 'soldier', seat: 'p1', deck: ['soldier-shot'] },
        { class: 'medic', seat: 'p2' },
      ],
    });
    expect(short.ok ? '' : short.error.code).toBe('setup/deck-size');
    const deck = Array.from({ length: 25 }, () => 'soldier-l2-volley');
    const tooHigh = eng.start(1, {
      ...base,
      characters: [
        { class: 'soldier', seat: 'p1', deck },
        { class: 'medic', seat: 'p2' },
      ],
    });
    expect(tooHigh.ok ? '' : tooHigh.error.code).toBe('setup/deck-level');
    const skill = eng.start(1, {
      ...base,
      characters: [
        { class: 'soldier', seat: 'p1', level: 2, deck: Array.from({ length: 25 }, () => 'soldier-l2-skill') },
        { class: 'medic', seat: 'p2' },
      ],
    });
    expect(skill.ok ? '' : skill.error.code).toBe('setup/deck-skill');
    const ok = eng.start(1, {
      ...base,
      characters: [
        { class: 'soldier', seat: 'p1', level: 2, deck },
        { class: 'medic', seat: 'p2' },
      ],
    });
    expect(ok.ok).toBe(true);
  });

  it('HU-XP-07 a card can go in a deck only from its minimum level', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    const deck = [...Array.from({ length: 24 }, () => 'soldier-shot'), 'soldier-l3-charge'];
    const lvl2 = eng.start(1, {
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1', level: 2, deck },
        { class: 'medic', seat: 'p2' },
      ],
    });
    expect(lvl2.ok ? '' : lvl2.error.rule).toBe('HU-XP-07');
    expect(
      eng.start(1, {
        mission: 'Q02',
        players: 2,
        characters: [
          { class: 'soldier', seat: 'p1', level: 3, deck },
          { class: 'medic', seat: 'p2' },
        ],
      }).ok,
    ).toBe(true);
  });

  it('HU-PLAYERS-01 AMB-23 a lone player takes two characters; otherwise one each', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    const solo1 = eng.start(1, { mission: 'Q02', players: 1, characters: [{ class: 'soldier', seat: 'p1' }] });
    expect(solo1.ok ? '' : solo1.error.code).toBe('setup/characters');
    const solo2 = eng.start(1, {
      mission: 'Q02',
      players: 1,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    });
    expect(solo2.ok).toBe(true);
    const dup = eng.start(1, {
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'medic', seat: 'p1' },
      ],
    });
    expect(dup.ok ? '' : dup.error.code).toBe('setup/seat');
    expect(eng.ruleset.rules(eng.content, eng.options).seats({ players: 4 })).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('HU-SHEET-14 no two characters share a class', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    const r = eng.start(1, {
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1' },
        { class: 'soldier', seat: 'p2' },
      ],
    });
    expect(r.ok ? '' : r.error.rule).toBe('HU-SHEET-14');
  });

  it('HU-SHEET-06 HU-SHEET-08 one armor, and weapons within the weapon slots', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    const two = eng.start(1, {
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1', gear: ['scrap-armor', 'kevlar-vest'] },
        { class: 'medic', seat: 'p2' },
      ],
    });
    expect(two.ok ? '' : two.error.rule).toBe('HU-SHEET-06');
    // Sniper Rifle (heavy, 3) + Rifle (basic, 2) = 5 slots > 4.
    const heavy = eng.start(1, {
      mission: 'Q02',
      players: 2,
      characters: [
        { class: 'soldier', seat: 'p1', gear: ['sniper-rifle', 'rifle'] },
        { class: 'medic', seat: 'p2' },
      ],
    });
    expect(heavy.ok ? '' : heavy.error.rule).toBe('HU-SHEET-08');
  });

  it('HU-MSETUP-02 each character picks 5 cards as the starting hand; the other 20 are shuffled', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(
      eng.start(1, {
        mission: 'Q02',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      }),
    );
    expect(eng.pending(m).map((d) => d.kind)).toEqual(['hunters/keep-card', 'hunters/keep-card']);
    for (const card of ['soldier-dash', 'soldier-dash', 'soldier-shot', 'soldier-take-cover', 'soldier-patch-up'])
      m = unwrap(eng.submit(m, 'p1', { kind: 'keep', character: 'soldier', card })).match;
    expect(m.state.chars[0]?.hand).toEqual([
      'soldier-dash',
      'soldier-dash',
      'soldier-shot',
      'soldier-take-cover',
      'soldier-patch-up',
    ]);
    expect(m.state.chars[0]?.deck).toHaveLength(20);
    m = unwrap(eng.submit(m, 'p1', { kind: 'keep-random', character: 'medic' })).match;
    expect(m.state.phase).toBe('deploy');
  });

  it('HU-MSETUP-06 characters are placed in the deployment zone with a chosen facing, several per space', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(
      eng.start(1, {
        mission: 'S02',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      }),
    );
    m = unwrap(eng.submit(m, 'p1', { kind: 'keep-random', character: 'soldier' })).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'keep-random', character: 'medic' })).match;
    const spots = eng.legal(m, 'p1').filter((c) => c.kind === 'deploy' && c.character === 'soldier');
    // S02: 2 deployment spaces x 8 facings x (hidden or not, HU-MSETUP-09).
    expect(spots).toHaveLength(32);
    const bad = eng.submit(m, 'p1', { kind: 'deploy', character: 'soldier', x: 5, y: 5, facing: 0, hidden: false });
    expect(bad.ok).toBe(false);
    m = unwrap(
      eng.submit(m, 'p1', { kind: 'deploy', character: 'soldier', x: 0, y: 0, facing: 2, hidden: true }),
    ).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'deploy', character: 'medic', x: 0, y: 0, facing: 1, hidden: false })).match;
    expect(m.state.chars.map((c) => [c.pos, c.facing, c.hidden])).toEqual([
      [P(0, 0), 2, true],
      [P(0, 0), 1, false],
    ]);
  });

  it('HU-MSETUP-09 HU-HIDE-02 a mission may let characters start Hidden without a card', () => {
    const eng = unwrap(Engine.create(huntersRuleset));
    let m = unwrap(
      eng.start(1, {
        mission: 'Q02',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      }),
    );
    m = unwrap(eng.submit(m, 'p1', { kind: 'keep-random', character: 'soldier' })).match;
    m = unwrap(eng.submit(m, 'p1', { kind: 'keep-random', character: 'medic' })).match;
    // Q02 does not allow it.
    expect(eng.legal(m, 'p1').some((c) => c.kind === 'deploy' && c.hidden)).toBe(false);
    // S02 does: the Soldier is placed Hidden with no Hide card played.
    let s2 = unwrap(
      eng.start(1, {
        mission: 'S02',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      }),
    );
    s2 = unwrap(eng.submit(s2, 'p1', { kind: 'keep-random', character: 'soldier' })).match;
    s2 = unwrap(eng.submit(s2, 'p1', { kind: 'keep-random', character: 'medic' })).match;
    s2 = unwrap(
      eng.submit(s2, 'p1', { kind: 'deploy', character: 'soldier', x: 0, y: 0, facing: 0, hidden: true }),
    ).match;
    expect(s2.state.chars[0]).toMatchObject({ hidden: true, used: [] });
    expect(s2.state.chars[0]?.hand).toHaveLength(5);
  });

  it('HU-MSETUP-08 HU-GEAR-22 a Reload weapon starts loaded and is unloaded by its shot', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [{ cls: 'sniper', at: [0, 0], facing: 2, hand: ['sniper-shot', 'sniper-shot'] }],
      enemies: [{ kind: 'rhino', at: [4, 0], facing: 6 }],
    });
    const d = drive(sc);
    expect(d.char('sniper').loaded).toEqual(['sniper-rifle']);
    d.do({ kind: 'play', card: 'sniper-shot', enhancement: null, enhance: -1 });
    d.do({ kind: 'shoot', weapon: 'sniper-rifle', x: 4, y: 0, targets: ['e1'], morale: false }, [6, 6, 6]);
    expect(d.char('sniper').loaded).toEqual([]);
    d.do({ kind: 'play', card: 'sniper-shot', enhancement: null, enhance: -1 });
    // Unloaded: nothing to shoot with, so the activity is passed over; an Interact reloads.
    expect(d.state.current?.activity).toBeNull();
    d.do({ kind: 'end-turn' }, [6, 6, 6, 6, 6, 6, 6, 6]);
  });

  it('HU-GEAR-22 an unloaded Reload weapon is refused for a shot while a loaded one may still fire', () => {
    const sc = scene({
      width: 8,
      height: 1,
      chars: [
        {
          cls: 'sniper',
          at: [0, 0],
          facing: 2,
          gear: ['sniper-rifle', 'pistol'],
          hand: ['sniper-shot', 'sniper-shot'],
        },
      ],
      enemies: [{ kind: 'rhino', at: [2, 0], facing: 6 }],
    });
    const d = drive(sc);
    const shot = (weapon: string): HuntersChoice => ({
      kind: 'shoot',
      weapon,
      x: 2,
      y: 0,
      targets: ['e1'],
      morale: false,
    });
    d.do({ kind: 'play', card: 'sniper-shot', enhancement: null, enhance: -1 });
    d.do(shot('sniper-rifle'), [6, 6]);
    d.do({ kind: 'play', card: 'sniper-shot', enhancement: null, enhance: -1 });
    const refused = d.try(shot('sniper-rifle'));
    expect(refused.ok ? '' : refused.error.code).toBe('ranged/no-target');
    if (!refused.ok) expect(refused.error.message).toContain('reload');
    expect(d.try(shot('pistol'), [6, 6]).ok).toBe(true);
  });
});

describe('the turn', () => {
  it('HU-TURN-01 turns are numbered from 1 to the maximum; each has set-up, characters, then enemies', () => {
    const sc = scene({
      width: 12,
      height: 1,
      maxTurns: 2,
      victory: { kind: 'survive' },
      edges: [{ a: [10, 0], b: [11, 0], kind: 'barrier' }],
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [{ kind: 'bug', at: [11, 0] }],
    });
    const d = drive(sc);
    // Turn 1: set-up done, the lone character acts first.
    expect([d.state.turn, d.state.phase, d.state.current?.character]).toEqual([1, 'character', 'soldier']);
    d.do({ kind: 'end-turn' });
    const first = d.events.map((e) => e.type);
    // The enemy phase follows the characters, then turn 2 starts with its own set-up.
    expect(first.indexOf('hunters/enemy-phase')).toBeGreaterThan(first.indexOf('hunters/turn-token'));
    expect([d.state.turn, d.state.phase, d.state.current?.character]).toEqual([2, 'character', 'soldier']);
    d.do({ kind: 'end-turn' });
    // There is no turn 3: after the enemies of turn 2 the mission is over.
    expect(d.state.turn).toBe(2);
    expect(d.state.result).toEqual({ victory: true, reason: expect.any(String) as string });
  });

  it('HU-PLAYERS-05 a players choose decision goes to every seat, with the same options and the same table', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [1, 0] },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    expect(d.pending()[0]?.seats).toEqual(['p1', 'p2']);
    expect(d.legal('p1')).toEqual(d.legal('p2'));
    // Both seats see the same table, each character's hand included: nothing is hidden between players.
    const table = (seat: string) => {
      const { seat: _seat, ...rest } = sc.rules.view(d.state, seat);
      return rest;
    };
    expect(table('p2')).toEqual(table('p1'));
    const hands = sc.rules.view(d.state, 'p1').chars.map((c) => [c.id, c.hand]);
    expect(hands).toEqual(d.state.chars.map((c) => [c.id, c.hand]));
    expect(hands.every(([, h]) => Array.isArray(h) && h.length === 5)).toBe(true);
    // A spectator is no player: no hands.
    expect(sc.rules.view(d.state, null).chars.map((c) => c.hand)).toEqual([null, null]);
  });

  it('HU-TURN-03 HU-TURN-02 the players choose who acts next, or let the program pick', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [1, 0] },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    expect(d.pending()).toEqual([
      { seats: ['p1', 'p2'], kind: 'hunters/next-character', prompt: 'Choose which character acts next' },
    ]);
    expect(d.legal('p2')).toEqual([
      { kind: 'activate', character: 'soldier' },
      { kind: 'activate', character: 'medic' },
      { kind: 'activate-random' },
    ]);
    d.do({ kind: 'activate', character: 'medic' }, [], 'p2');
    expect(d.state.current?.character).toBe('medic');
    expect(d.pending()[0]?.seats).toEqual(['p2']);
    d.do({ kind: 'end-turn' }, [], 'p2');
    // Only the Soldier is left: the program activates it without asking.
    expect(d.state.current?.character).toBe('soldier');
  });

  it('HU-TURN-09 an unconscious character takes no turn', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], health: 0 },
        { cls: 'medic', at: [1, 0] },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
      options: { enemyTies: 'ask' },
    });
    const d = drive(sc);
    expect(d.state.current?.character).toBe('medic');
    // When the Medic is done the enemies act at once: the Soldier is skipped.
    d.do({ kind: 'end-turn' }, [], 'p2');
    expect(d.state.phase).toBe('enemy');
    expect(d.events.map((e) => e.type).slice(0, 2)).toEqual(['hunters/turn-token', 'hunters/enemy-phase']);
  });

  it('HU-TURN-04 HU-TURN-11 a character draws up to 5, reshuffling the used pile when the deck runs out', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-shot', 'soldier-shot'] }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const ch = sc.char('soldier');
    ch.used = ch.deck.splice(0, ch.deck.length - 1);
    const d = drive(sc);
    expect(d.char('soldier').hand).toHaveLength(5);
    expect(d.char('soldier').deck.length + d.char('soldier').used.length).toBe(20);
    expect(d.char('soldier').used).toEqual([]);
  });

  it('HU-TURN-05 HU-ACTION-04 at most two actions, of any kind, then only rotating or ending', () => {
    const sc = scene({
      chars: [
        {
          cls: 'soldier',
          at: [0, 0],
          hand: ['soldier-dash', 'soldier-dash', 'soldier-dash', 'soldier-shot', 'soldier-shot'],
        },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    d.do({ kind: 'stop' });
    d.do({ kind: 'basic', action: 'move' });
    d.do({ kind: 'step', x: 1, y: 1 });
    d.do({ kind: 'stop' });
    expect(d.state.current?.actions).toBe(2);
    expect(new Set(d.legal().map((c) => c.kind))).toEqual(new Set(['end-turn', 'rotate']));
    // The card played went to the used pile; the basic Move used none.
    expect(d.char('soldier').used).toEqual(['soldier-dash']);
    // Two cards: the second also goes to the used pile, and no third can follow.
    const two = drive(
      scene({
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash', 'soldier-dash', 'soldier-dash'] }],
        enemies: [{ kind: 'bug', at: [9, 9] }],
      }),
    );
    two.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    two.do({ kind: 'stop' });
    two.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    two.do({ kind: 'stop' });
    expect(two.char('soldier').used).toEqual(['soldier-dash', 'soldier-dash']);
    expect(two.legal().some((c) => c.kind === 'play')).toBe(false);
  });

  it('HU-TURN-06 an action may be given up to swap one card for a new one', () => {
    const sc = fiveShots();
    const d = drive(sc);
    const top = d.char('soldier').deck[0];
    d.do({ kind: 'cycle', card: 'soldier-shot' });
    expect(d.char('soldier').hand).toHaveLength(5);
    expect(d.char('soldier').hand).toContain(top);
    expect(d.char('soldier').used).toEqual(['soldier-shot']);
    expect(d.state.current?.actions).toBe(1);
  });

  it('HU-TURN-06 HU-TURN-11 a card given up with the draw pile empty: the used cards, that one among them, are shuffled into a new pile and one is drawn', () => {
    const sc = fiveShots();
    const ch = sc.char('soldier');
    ch.used = ch.deck.splice(0, 2);
    ch.deck = [];
    const d = drive(sc);
    const pile = [...d.char('soldier').used, 'soldier-shot'].sort();
    const ev = d.do({ kind: 'cycle', card: 'soldier-shot' });
    expect(ev.map((e) => e.type)).toEqual(expect.arrayContaining(['hunters/cycle', 'hunters/reshuffle']));
    expect(ev.find((e) => e.type === 'hunters/reshuffle')?.rule).toBe('HU-TURN-11');
    const after = d.char('soldier');
    expect(after.hand).toHaveLength(5);
    expect(after.used).toEqual([]);
    expect(after.deck).toHaveLength(2);
    // Nothing lost, nothing made: the new pile and the card drawn are the three used cards.
    expect([...after.deck, after.hand[4]!].sort()).toEqual(pile);
  });

  it('HU-ACTION-05 HU-ACTION-06 HU-ACTION-07 HU-ACTION-09 WE-07 Forward Leap enhanced by Aimed Strike, then a basic Melee Attack', () => {
    const sc = scene({
      chars: [
        {
          cls: 'soldier',
          at: [4, 5],
          hand: ['soldier-forward-leap', 'soldier-aimed-strike', 'soldier-shot', 'soldier-shot', 'soldier-dash'],
        },
      ],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    const d = drive(sc);
    const plays = d.legal().filter((c) => c.kind === 'play' && c.card === 'soldier-forward-leap');
    // Alone, or with Aimed Strike on its melee activity (the only one it can enhance).
    // Alone, or enhanced on a matching activity: Aimed Strike and Shot on the melee, Dash on the move.
    expect(plays).toEqual([
      { kind: 'play', card: 'soldier-forward-leap', enhancement: null, enhance: -1 },
      { kind: 'play', card: 'soldier-forward-leap', enhancement: 'soldier-aimed-strike', enhance: 1 },
      { kind: 'play', card: 'soldier-forward-leap', enhancement: 'soldier-dash', enhance: 0 },
      { kind: 'play', card: 'soldier-forward-leap', enhancement: 'soldier-shot', enhance: 1 },
    ]);
    const ev = d.do({ kind: 'play', card: 'soldier-forward-leap', enhancement: 'soldier-aimed-strike', enhance: 1 });
    expect(rulesOf(ev)).toContain('HU-ACTION-05');
    d.do({ kind: 'step', x: 5, y: 5 });
    // Entering the Gorilla's space ends the move; the melee activity follows.
    expect(d.state.current?.activity?.index).toBe(1);
    // Knife: 3 dice at To Hit 2; the 5 is re-rolled to a 1: 1, 2, 1 = 3 hits; Gorilla 2 dice: blank, blank.
    d.do({ kind: 'melee', target: 'e1', weapon: 'knife', moraleHit: false, moraleDie: false }, [
      1,
      2,
      5,
      1,
      'blank',
      'blank',
    ]);
    expect(d.enemy('e1')?.health).toBe(3);
    d.do({ kind: 'basic', action: 'melee' });
    const ev2 = d.do({ kind: 'melee', target: 'e1', weapon: 'knife', moraleHit: false, moraleDie: false }, [
      1,
      6,
      6,
      'shield',
      'blank',
    ]);
    expect(ev2.find((e) => e.type === 'hunters/attack')?.toHit).toBe(1);
    expect(d.char('soldier').hand).toHaveLength(3);
    expect(d.char('soldier').used).toEqual(['soldier-forward-leap', 'soldier-aimed-strike']);
    // Ending the turn moves his turn token on, once.
    const end = d.try(
      { kind: 'end-turn' },
      Array.from({ length: 12 }, () => 6),
    );
    if (!end.ok) throw new Error(end.error.message);
    expect(end.value.events.filter((e) => e.type === 'hunters/turn-token').map((e) => e.character)).toEqual([
      'soldier',
    ]);
  });

  it('HU-ACTION-08 an enhancement cannot be played on its own or on a basic action', () => {
    const sc = scene({
      chars: [
        {
          cls: 'soldier',
          at: [0, 0],
          hand: ['soldier-aimed-strike', 'soldier-dash', 'soldier-dash', 'soldier-dash', 'soldier-dash'],
        },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    // One Aimed Strike cannot enhance itself, and a Dash has no attack for it.
    expect(d.legal().filter((c) => c.kind === 'play' && c.enhancement === 'soldier-aimed-strike')).toEqual([]);
    expect(d.legal().some((c) => c.kind === 'basic' && 'enhancement' in c)).toBe(false);
  });

  it('HU-ACTION-10 the activities of a card come in printed order; any may be skipped', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-snap-fire'] }],
      enemies: [{ kind: 'bandit-pistol', at: [3, 0], facing: 6 }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-snap-fire', enhancement: null, enhance: -1 });
    expect(d.legal().some((c) => c.kind === 'shoot')).toBe(false);
    d.do({ kind: 'stop' });
    expect(d.legal().some((c) => c.kind === 'shoot')).toBe(true);
    d.do({ kind: 'skip' });
    expect(d.state.current?.actions).toBe(1);
  });

  it('HU-ACTION-18 HU-INTERACT-10 in melee only melee attacks and the leap are open', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [5, 5], hand: ['soldier-shot', 'soldier-take-cover', 'soldier-forward-leap'] }],
      enemies: [{ kind: 'gorilla', at: [5, 5] }],
    });
    const d = drive(sc);
    const played = new Set(d.legal().map((c) => (c.kind === 'play' ? c.card : '')));
    played.delete('');
    expect([...played]).toEqual(['soldier-forward-leap']);
    expect(d.legal().some((c) => c.kind === 'basic' && c.action === 'interact')).toBe(false);
  });
});

describe('movement', () => {
  it('HU-MOVE-01 HU-TERRAIN-05 WE-20 a Vantage Point takes 2 MP from a plain space, 1 from another Vantage Point', () => {
    const sc = scene({
      width: 4,
      height: 1,
      spaces: [
        { at: [1, 0], ...open, vantage: true },
        { at: [2, 0], ...open, vantage: true },
      ],
      chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-forward-leap'], morale: 0 }],
      enemies: [{ kind: 'bug', at: [3, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-forward-leap', enhancement: null, enhance: -1 });
    d.do({ kind: 'step', x: 1, y: 0 });
    // Both points are spent: the move is over (and the melee has no target, so the card is done).
    expect(d.state.current?.activity).toBeNull();
    expect(d.state.current?.actions).toBe(1);
    d.do({ kind: 'basic', action: 'move' });
    d.do({ kind: 'step', x: 2, y: 0 });
    expect(d.char('soldier').pos).toEqual(P(2, 0));
  });

  it('HU-MOVE-06 HU-MOVE-02 WE-09 one Morale buys one more MP; points left over are lost', () => {
    const sc = scene({
      width: 5,
      height: 2,
      spaces: [{ at: [2, 0], ...open, vantage: true }],
      chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash'] }],
      enemies: [{ kind: 'bug', at: [4, 1] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    d.do({ kind: 'step', x: 1, y: 0 });
    d.do({ kind: 'step', x: 2, y: 0 });
    expect(d.state.current?.activity?.mp).toBe(0);
    d.do({ kind: 'morale-mp' });
    d.do({ kind: 'step', x: 3, y: 0 });
    expect(d.char('soldier').morale).toBe(1);
    expect(d.char('soldier').pos).toEqual(P(3, 0));
    // A Dash stopped after one step: its 2 spare MP do not carry into the next Move.
    const spare = drive(
      scene({
        width: 5,
        height: 2,
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash'], morale: 0 }],
        enemies: [{ kind: 'bug', at: [4, 1] }],
      }),
    );
    spare.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    spare.do({ kind: 'step', x: 1, y: 0 });
    expect(spare.state.current?.activity?.mp).toBe(2);
    spare.do({ kind: 'stop' });
    spare.do({ kind: 'basic', action: 'move' });
    expect(spare.state.current?.activity?.mp).toBe(1);
  });

  it('HU-TIME-06 in Heavy Rain a Morale token use costs two', () => {
    const sc = scene({
      weather: 'rain',
      width: 5,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash'] }],
      enemies: [{ kind: 'bug', at: [4, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    d.do({ kind: 'morale-mp' });
    expect(d.char('soldier').morale).toBe(0);
  });

  it('HU-MOVE-10 two basic Moves in a row may be taken as 2 MP to climb a Vantage Point', () => {
    const sc = scene({
      width: 3,
      height: 1,
      spaces: [{ at: [1, 0], ...open, vantage: true }],
      chars: [{ cls: 'soldier', at: [0, 0], morale: 0 }],
      enemies: [{ kind: 'bug', at: [2, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'double-move' });
    d.do({ kind: 'step', x: 1, y: 0 });
    expect(d.char('soldier').pos).toEqual(P(1, 0));
    expect(d.state.current?.actions).toBe(2);
  });

  it('HU-MOVE-03 HU-MOVE-04 HU-MOVE-14 characters pass through allies and flyers without melee', () => {
    const sc = scene({
      width: 5,
      height: 1,
      chars: [
        { cls: 'soldier', at: [0, 0], hand: ['soldier-dash'] },
        { cls: 'medic', at: [1, 0] },
      ],
      enemies: [{ kind: 'dragonfly-e14', at: [2, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    d.do({ kind: 'step', x: 1, y: 0 });
    d.do({ kind: 'step', x: 2, y: 0 });
    d.do({ kind: 'step', x: 3, y: 0 });
    expect(d.char('soldier').pos).toEqual(P(3, 0));
    expect(d.state.current?.activity?.mp).toBe(0);
    // Stopping on a space already holding three allies: four figures share it.
    const crowd = drive(
      scene({
        width: 3,
        height: 1,
        chars: [
          { cls: 'soldier', at: [0, 0], hand: ['soldier-dash'] },
          { cls: 'medic', at: [1, 0] },
          { cls: 'recon', at: [1, 0] },
          { cls: 'sniper', at: [1, 0] },
        ],
        enemies: [{ kind: 'bug', at: [2, 0] }],
      }),
    );
    crowd.do({ kind: 'activate', character: 'soldier' });
    crowd.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    crowd.do({ kind: 'step', x: 1, y: 0 });
    crowd.do({ kind: 'stop' });
    expect(crowd.state.chars.filter((c) => c.pos?.x === 1 && c.pos.y === 0)).toHaveLength(4);
  });

  it('HU-MOVE-05 HU-MELEE-01 entering a space with an enemy starts melee and ends the move', () => {
    const sc = scene({
      width: 5,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash'] }],
      enemies: [{ kind: 'bug', at: [1, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    const ev = d.do({ kind: 'step', x: 1, y: 0 });
    expect(rulesOf(ev)).toContain('HU-MOVE-05');
    expect(d.state.current?.activity).toBeNull();
  });

  it('HU-MOVE-07 HU-TERRAIN-01 HU-TERRAIN-13 obstacle edges stop steps; cover and findings do not', () => {
    const sc = scene({
      width: 3,
      height: 1,
      edges: [{ a: [1, 0], b: [2, 0], kind: 'obstacle' }],
      spaces: [{ at: [1, 0], ...open, cover: true, finding: true }],
      chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash'] }],
      enemies: [{ kind: 'bug', at: [2, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    d.do({ kind: 'step', x: 1, y: 0 });
    expect(d.char('soldier').pos).toEqual(P(1, 0));
    const refused = d.try({ kind: 'step', x: 2, y: 0 });
    expect(refused.ok ? '' : refused.error.code).toBe('move/blocked');
    // Cover, a Finding, Open Ground and Smoke: three steps, one MP each.
    const open3 = drive(
      scene({
        width: 5,
        height: 1,
        spaces: [
          { at: [1, 0], ...open, cover: true },
          { at: [2, 0], ...open, finding: true },
          { at: [3, 0], ...open, openGround: true },
        ],
        tokens: [{ kind: 'smoke', at: [3, 0] }],
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash'] }],
        enemies: [{ kind: 'bug', at: [4, 0] }],
      }),
    );
    open3.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    for (const x of [1, 2, 3]) open3.do({ kind: 'step', x, y: 0 });
    expect(open3.char('soldier').pos).toEqual(P(3, 0));
  });

  it('HU-MOVE-09 a character may step off the board and is out of the mission', () => {
    const sc = scene({
      width: 3,
      height: 1,
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [2, 0] },
      ],
      enemies: [{ kind: 'bug', at: [1, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'basic', action: 'move' });
    d.do({ kind: 'step', x: -1, y: 0 });
    expect(d.char('soldier').offBoard).toBe(true);
    expect(d.state.current?.character).toBe('medic');
  });

  it('HU-MOVE-11 HU-MOVE-12 HU-ENEMY-29 a Parting Leap draws a Penalty Attack at To Hit 3 first', () => {
    const sc = scene({
      width: 4,
      height: 1,
      chars: [{ cls: 'recon', at: [1, 0], hand: ['recon-dash'] }],
      enemies: [
        { kind: 'giant-rat', at: [1, 0] },
        { kind: 'gorilla', at: [1, 0] },
      ],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'recon-dash', enhancement: null, enhance: -1 });
    // The Gorilla has the most melee dice (5): it strikes at To Hit 3; the Recon has no armor.
    const ev = d.do({ kind: 'step', x: 2, y: 0 }, [1, 2, 4, 5, 6]);
    const pen = ev.filter((e) => e.type === 'hunters/enemy-attack');
    // One Penalty Attack only, by the Gorilla; the Rat does not strike.
    expect(pen).toHaveLength(1);
    expect(pen[0]).toMatchObject({ enemy: 'e2', toHit: 3, successes: 2 });
    expect(d.char('recon').health).toBe(3);
    expect(d.char('recon').pos).toEqual(P(2, 0));
    // Out of melee, the rest of the move is free.
    d.do({ kind: 'step', x: 3, y: 0 });
    expect(d.char('recon').pos).toEqual(P(3, 0));
  });

  it('HU-MOVE-13 AMB-66 a 1-MP Parting Leap cannot land on a Vantage Point', () => {
    const sc = scene({
      width: 3,
      height: 1,
      spaces: [{ at: [2, 0], ...open, vantage: true }],
      chars: [{ cls: 'recon', at: [1, 0] }],
      enemies: [{ kind: 'bug', at: [1, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'move' });
    const onBoard = d.legal().filter((c) => c.kind === 'step' && c.y === 0 && c.x >= 0 && c.x < 3);
    expect(onBoard).toEqual([{ kind: 'step', x: 0, y: 0 }]);
  });
});

describe('interact, heal, hide', () => {
  it('HU-INTERACT-02 HU-HEALTH-15 revival brings an unconscious ally to 1 Health; they cannot act this turn', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [0, 0], health: 0 },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    expect(d.state.current?.character).toBe('soldier');
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'interact', what: 'revive', target: 'medic' });
    expect(d.char('medic').health).toBe(1);
    d.do(
      { kind: 'end-turn' },
      Array.from({ length: 8 }, () => 6),
    );
    expect(d.state.phase === 'enemy' || d.state.turn === 2).toBe(true);
  });

  it('HU-INTERACT-05 HU-TERRAIN-07 HU-MSETUP-11 collecting findings; the mission ends once its goal is met', () => {
    const sc = scene({
      victory: { kind: 'collect', findings: 1 },
      spaces: [{ at: [0, 0], ...open, finding: true }],
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'interact', what: 'collect', target: '0,0' });
    expect(d.state.result).toEqual({ victory: true, reason: '1 findings collected' });
    expect(sc.rules.outcome(d.state)?.winners).toEqual(['p1']);
  });

  it('HU-INTERACT-06 a Reload Interact loads the weapon again', () => {
    const sc = scene({ chars: [{ cls: 'sniper', at: [0, 0] }], enemies: [{ kind: 'bug', at: [9, 9] }] });
    sc.char('sniper').loaded = [];
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'interact', what: 'reload', target: 'sniper-rifle' });
    expect(d.char('sniper').loaded).toEqual(['sniper-rifle']);
  });

  it('HU-INTERACT-07 HU-INTERACT-08 AMB-59 healing on the same space, capped at maximum; a kit takes an Interact', () => {
    const sc = scene({
      chars: [
        { cls: 'medic', at: [0, 0], hand: ['medic-patch-up'], health: 2 },
        { cls: 'soldier', at: [0, 0], health: 5 },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'medic' });
    d.do({ kind: 'play', card: 'medic-patch-up', enhancement: null, enhance: -1 });
    expect(d.legal().filter((c) => c.kind === 'heal')).toEqual([
      { kind: 'heal', target: 'medic' },
      { kind: 'heal', target: 'soldier' },
    ]);
    d.do({ kind: 'heal', target: 'soldier' });
    expect(d.char('soldier').health).toBe(6);
    d.do({ kind: 'basic', action: 'interact' });
    d.do({ kind: 'interact', what: 'use-gear', target: 'first-aid-kit' });
    expect(d.char('medic').health).toBe(4);
    expect(d.char('medic').equipment).not.toContain('first-aid-kit');
  });

  it('HU-HIDE-01 a card that only grants Hide is offered and hides while no enemy sees the character', () => {
    const d = drive(
      scene({
        width: 5,
        height: 1,
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-take-cover'] }],
        enemies: [{ kind: 'bug', at: [4, 0], facing: 2 }],
      }),
    );
    expect(d.legal()).toContainEqual(TAKE_COVER);
    d.do(TAKE_COVER);
    d.do({ kind: 'hide' });
    expect(d.char('soldier').hidden).toBe(true);
  });

  it('HU-HIDE-01 a card that only grants Hide is not offered in an enemy’s sight; sent anyway it is refused, nothing spent', () => {
    const d = drive(
      scene({
        width: 5,
        height: 1,
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-take-cover', 'soldier-dash'] }],
        enemies: [{ kind: 'bug', at: [4, 0], facing: 6 }],
      }),
    );
    const legal = d.legal();
    expect(legal.filter((c) => c.kind === 'play' && c.card === 'soldier-take-cover')).toEqual([]);
    // The card can still be swapped for a new one, and the Dash in hand is still played.
    expect(legal).toContainEqual({ kind: 'cycle', card: 'soldier-take-cover' });
    expect(legal).toContainEqual({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    const before = structuredClone(d.state);
    const r = d.try(TAKE_COVER);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('hide/seen');
    expect(r.error.rule).toBe('HU-HIDE-01');
    expect(r.error.message).toBe(
      'That choice is not allowed now: Take Cover grants only a Hide, and an enemy sees Soldier now: the card stays in hand',
    );
    expect(violationWords(r.error, 'hu')).toBe(
      'Ez a lap csak rejtőzést ad, de most egy ellenség látja a szereplőt, így nem rejtőzhet el; a lap a kézben marad. [HU-HIDE-01]',
    );
    expect(d.state).toEqual(before);
    expect(d.char('soldier').hand).toContain('soldier-take-cover');
    expect(d.state.current?.cardsPlayed).toBe(0);
  });

  it('HU-HIDE-01 a Hidden character is not offered a card that only grants Hide; sent anyway it is refused, nothing spent', () => {
    const d = drive(
      scene({
        width: 5,
        height: 1,
        chars: [{ cls: 'soldier', at: [0, 0], hidden: true, hand: ['soldier-take-cover'] }],
        enemies: [{ kind: 'bug', at: [4, 0], facing: 2 }],
      }),
    );
    expect(d.legal()).not.toContainEqual(TAKE_COVER);
    const before = structuredClone(d.state);
    const r = d.try(TAKE_COVER);
    expect(r.ok ? null : r.error.code).toBe('hide/already-hidden');
    if (r.ok) return;
    expect(r.error.message).toBe(
      'That choice is not allowed now: Take Cover grants only a Hide, and Soldier is Hidden already: the card stays in hand',
    );
    expect(violationWords(r.error, 'hu')).toBe(
      'Ez a lap csak rejtőzést ad, a szereplő pedig már rejtőzik; a lap a kézben marad. [HU-HIDE-01]',
    );
    expect(d.state).toEqual(before);
  });

  it('HU-HIDE-01 a card granting Hide and a Move is still offered in an enemy’s sight, and its Hide waits until no enemy sees', () => {
    // The Bug faces west: the Soldier west of it is seen, the space north of it is on its flank.
    const d = drive(
      scene({
        width: 3,
        height: 3,
        chars: [{ cls: 'soldier', at: [0, 1], hand: ['test-step-and-hide'] }],
        enemies: [{ kind: 'bug', at: [1, 1], facing: 6 }],
        content: withStepAndHide,
      }),
    );
    const play = { kind: 'play', card: 'test-step-and-hide', enhancement: null, enhance: -1 } as const;
    expect(d.legal()).toContainEqual(play);
    d.do(play);
    expect(d.legal().some((c) => c.kind === 'hide')).toBe(false);
    d.do({ kind: 'step', x: 1, y: 2 });
    d.do({ kind: 'stop' });
    expect(d.legal()).toContainEqual({ kind: 'hide' });
    d.do({ kind: 'hide' });
    expect(d.char('soldier').hidden).toBe(true);
  });

  it('HU-HIDE-01 HU-ACTION-03 a Hide choice with no card’s Hide under way is refused for that reason, in both languages', () => {
    const d = drive(
      scene({
        width: 5,
        height: 1,
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['test-hide-and-step'] }],
        enemies: [{ kind: 'bug', at: [4, 0], facing: 6 }],
        content: withStepAndHide,
      }),
    );
    const refusal = () => {
      const r = d.try({ kind: 'hide' });
      return r.ok ? null : r.error;
    };
    // No card played: nothing grants Hide, though no enemy's sight has been asked about yet.
    const before = refusal();
    expect(before?.code).toBe('hide/no-hide-action');
    expect(before?.message).toContain('no Hide from a played card is under way');
    // Played in the Bug's sight, the card's Hide is passed over for its Move: a Hide sent now is refused the same way.
    d.do({ kind: 'play', card: 'test-hide-and-step', enhancement: null, enhance: -1 });
    expect(d.legal()).toContainEqual({ kind: 'step', x: 1, y: 0 });
    const after = refusal();
    expect(after?.code).toBe('hide/no-hide-action');
    expect(after ? violationWords(after, 'hu') : null).toBe(
      'Most nincs folyamatban kijátszott lapból rejtőzés: rejtőzést csak lap adhat, és csak akkor, ha egy ellenség sem látja a szereplőt.',
    );
  });

  it('HU-HIDE-01 a flyer hovering on the character’s own space sees them whichever way it faces', () => {
    const canHide = (flyer: [number, number]) => {
      const d = drive(
        scene({
          width: 5,
          height: 1,
          chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-take-cover'] }],
          enemies: [{ kind: 'dragonfly-e14', at: flyer, facing: 2 }],
        }),
      );
      return d.legal().some((c) => c.kind === 'play' && c.card === 'soldier-take-cover');
    };
    // Facing east, one space east of the Soldier it has its back to him; right above him it does not.
    expect(canHide([1, 0])).toBe(true);
    expect(canHide([0, 0])).toBe(false);
  });

  it('HU-HIDE-06 HU-HIDE-10 any attack ends Hidden', () => {
    const sc = scene({
      width: 5,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], hidden: true, facing: 2, hand: ['soldier-shot'] }],
      enemies: [{ kind: 'bug', at: [3, 0], facing: 2 }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    expect(d.char('soldier').hidden).toBe(true);
    d.do({ kind: 'shoot', weapon: 'rifle', x: 3, y: 0, targets: ['e1'], morale: false }, [6, 6, 6]);
    expect(d.char('soldier').hidden).toBe(false);
    // Still out of the Bug's sight, a Move does not bring Hidden back: only a new Hide does.
    d.do({ kind: 'basic', action: 'move' });
    d.do({ kind: 'step', x: 1, y: 0 });
    expect(d.char('soldier').hidden).toBe(false);
  });

  it('HU-HIDE-04 a Hidden character in an enemy’s sight loses Hidden on any action but Interact', () => {
    const sc = scene({
      width: 5,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], hidden: true }],
      enemies: [{ kind: 'bug', at: [3, 0], facing: 6 }],
    });
    const d = drive(sc);
    // An Interact keeps Hidden, though the Bug sees the space.
    d.do({ kind: 'basic', action: 'interact' });
    expect(d.char('soldier').hidden).toBe(true);
    d.do({ kind: 'skip' });
    d.do({ kind: 'basic', action: 'move' });
    expect(d.char('soldier').hidden).toBe(false);
  });

  it('HU-HIDE-05 HU-HIDE-08 HU-TERRAIN-03 unseen, a Hidden character moves and stays Hidden, except across open ground', () => {
    const sc = scene({
      width: 5,
      height: 1,
      spaces: [{ at: [2, 0], ...open, openGround: true }],
      chars: [{ cls: 'soldier', at: [0, 0], hidden: true, hand: ['soldier-dash'] }],
      enemies: [{ kind: 'bug', at: [4, 0], facing: 2 }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    d.do({ kind: 'step', x: 1, y: 0 });
    expect(d.char('soldier').hidden).toBe(true);
    d.do({ kind: 'step', x: 2, y: 0 });
    expect(d.char('soldier').hidden).toBe(false);
  });
});

describe('enemy phase and mission end', () => {
  it('HU-ENEMY-04 HU-ENEMY-03 HU-TURN-08 enemies act by printed starting Health; ties go to the players', () => {
    const sc = scene({
      width: 12,
      height: 1,
      options: { enemyTies: 'ask' },
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [
        { kind: 'bug', at: [11, 0] },
        { kind: 'tiger', at: [10, 0], health: 1 },
        { kind: 'bug', at: [9, 0] },
        { kind: 'bandit-pistol', at: [8, 0] },
      ],
    });
    const d = drive(sc);
    d.do({ kind: 'end-turn' });
    // Tiger (printed 5) and Bandit (3) first, though the Tiger is down to 1; then the Bugs tie.
    const order = d.events.filter((e) => e.type === 'hunters/enemy-list').map((e) => e.enemy);
    expect(order).toEqual(['e2', 'e2', 'e4', 'e4']);
    expect(d.state.phase).toBe('enemy-order');
    expect(d.legal()).toEqual([
      { kind: 'enemy-first', enemy: 'e1' },
      { kind: 'enemy-first', enemy: 'e3' },
      { kind: 'enemy-random' },
    ]);
    d.do({ kind: 'enemy-first', enemy: 'e3' });
    const next = d.events.filter((e) => e.type === 'hunters/enemy-list').map((e) => e.enemy);
    expect(next).toEqual(['e3', 'e3', 'e1', 'e1']);
  });

  it('HU-TURN-10 HU-CAMP-01 after the last enemy of the last turn the mission ends for all players together', () => {
    const walled = {
      width: 12,
      height: 1,
      edges: [{ a: [10, 0] as [number, number], b: [11, 0] as [number, number], kind: 'barrier' as const }],
    };
    const sc = scene({
      ...walled,
      maxTurns: 1,
      victory: { kind: 'survive' },
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [1, 0] },
      ],
      enemies: [{ kind: 'bug', at: [11, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'activate', character: 'soldier' });
    d.do({ kind: 'end-turn' });
    d.do({ kind: 'end-turn' }, [], 'p2');
    expect(d.state.result?.victory).toBe(true);
    expect(sc.rules.outcome(d.state)?.winners).toEqual(['p1', 'p2']);
    const lose = scene({
      ...walled,
      maxTurns: 1,
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [1, 0] },
      ],
      enemies: [{ kind: 'bug', at: [11, 0] }],
    });
    const d2 = drive(lose);
    d2.do({ kind: 'activate', character: 'soldier' });
    d2.do({ kind: 'end-turn' });
    d2.do({ kind: 'end-turn' }, [], 'p2');
    expect(sc.rules.outcome(d2.state)).toEqual({ winners: [], reason: 'the last turn ended without meeting the goal' });
  });

  it('HU-ENEMY-02 HU-RANGED-16 an enemy at 0 Health is removed; the last one wins an eliminate mission', () => {
    const sc = scene({
      width: 5,
      height: 1,
      chars: [{ cls: 'soldier', at: [0, 0], facing: 2, hand: ['soldier-shot'] }],
      enemies: [{ kind: 'giant-rat', at: [2, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-shot', enhancement: null, enhance: -1 });
    const ev = d.do({ kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: false }, [1, 6, 6]);
    expect(rulesOf(ev)).toContain('HU-ENEMY-02');
    expect(d.state.enemies).toEqual([]);
    expect(d.state.result?.victory).toBe(true);
  });

  it('HU-HEALTH-01 HU-HEALTH-16 AMB-67 a character at 0 Health is unconscious; with nobody left standing the mission is lost', () => {
    const sc = scene({
      width: 3,
      height: 1,
      chars: [{ cls: 'recon', at: [1, 0], health: 1 }],
      enemies: [{ kind: 'gorilla', at: [1, 0] }],
    });
    const d = drive(sc);
    d.do({ kind: 'end-turn' }, [1, 1, 1, 1, 1]);
    expect(d.char('recon').health).toBe(0);
    expect(d.state.result).toEqual({ victory: false, reason: 'no conscious character is left on the board' });
  });

  it('HU-DIFF-04 under Character Elimination a character who would fall unconscious is killed', () => {
    const sc = scene({
      width: 3,
      height: 1,
      chars: [
        { cls: 'recon', at: [1, 0], health: 1 },
        { cls: 'medic', at: [1, 0] },
      ],
      enemies: [{ kind: 'gorilla', at: [1, 0] }],
      options: { elimination: true },
    });
    // The Gorilla strikes the Recon (no armor: fewest melee dice): 5 hits.
    act(sc, 'e1', [1, 1, 1, 1, 1]);
    expect(sc.char('recon').health).toBe(0);
    expect(sc.char('recon').dead).toBe(true);
  });
});

describe('actions and cards', () => {
  it('HU-ACTION-01 HU-ACTION-02 HU-ACTION-03 HU-RANGED-15 the basic actions are Move, Melee Attack and Interact; shooting needs a card', () => {
    const sc = scene({
      spaces: [{ at: [0, 0], ...open, finding: true }],
      chars: [
        {
          cls: 'soldier',
          at: [0, 0],
          hand: ['soldier-dash', 'soldier-dash', 'soldier-dash', 'soldier-dash', 'soldier-dash'],
        },
      ],
      enemies: [{ kind: 'bug', at: [3, 0], facing: 6 }],
    });
    const d = drive(sc);
    const basics = d
      .legal()
      .filter((c) => c.kind === 'basic')
      .map((c) => (c.kind === 'basic' ? c.action : ''));
    expect(basics).toEqual(['move', 'double-move', 'interact']);
    expect(d.legal().some((c) => c.kind === 'shoot' || c.kind === 'hide' || c.kind === 'heal')).toBe(false);
    d.do({ kind: 'basic', action: 'move' });
    expect(d.state.current?.activity?.enhancement).toBeNull();
    expect(d.char('soldier').used).toEqual([]);
  });

  it('HU-TURN-07 the second action waits until the first is fully resolved', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash', 'soldier-dash'] }],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    const d = drive(sc);
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    d.do({ kind: 'step', x: 1, y: 1 });
    expect(d.legal().some((c) => c.kind === 'play' || c.kind === 'basic' || c.kind === 'end-turn')).toBe(false);
  });

  it('HU-INTERACT-01 one Interact covers reviving, collecting, reloading and using gear', () => {
    const sc = scene({
      spaces: [{ at: [0, 0], ...open, finding: true }],
      chars: [
        { cls: 'sniper', at: [0, 0], health: 3 },
        { cls: 'medic', at: [0, 0], health: 0 },
      ],
      enemies: [{ kind: 'bug', at: [9, 9] }],
    });
    sc.char('sniper').loaded = [];
    sc.char('sniper').equipment.push('injection');
    const d = drive(sc);
    d.do({ kind: 'basic', action: 'interact' });
    expect([...new Set(d.legal().map((c) => (c.kind === 'interact' ? c.what : c.kind)))]).toEqual([
      'revive',
      'collect',
      'reload',
      'use-gear',
      'exchange',
      'park',
      'skip',
    ]);
  });

  it('HU-GEAR-08 HU-GEAR-27 fuel-upkeep gear takes a Fuel Cell at the start of the turn or stays off', () => {
    const sc = scene({
      chars: [{ cls: 'huntsman', at: [0, 0], gear: ['flame-thrower'] }],
      enemies: [{ kind: 'gorilla', at: [1, 0] }],
    });
    const d = drive(sc);
    expect(d.char('huntsman')).toMatchObject({ fuel: 1, fuelPaid: true });
    const dry = scene({
      chars: [{ cls: 'huntsman', at: [0, 0], gear: ['flame-thrower'] }],
      enemies: [{ kind: 'gorilla', at: [1, 0] }],
    });
    dry.char('huntsman').fuel = 0;
    expect(drive(dry).char('huntsman')).toMatchObject({ fuel: 0, fuelPaid: false });
  });

  it('HU-HIDE-03 a Hidden character shows as a hidden token (lower-case) on the text map', () => {
    const sc = scene({
      width: 3,
      height: 1,
      chars: [
        { cls: 'soldier', at: [0, 0], hidden: true },
        { cls: 'medic', at: [2, 0] },
      ],
      enemies: [],
    });
    const text = huntersRuleset.presenter?.board(sc.rules.view(sc.state, 'p1'), 'en') ?? '';
    expect(text).toContain(' 1 s');
    expect(text).toContain('M');
  });
});
