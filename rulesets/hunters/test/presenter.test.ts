import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { huntersPresenter } from '../src/presenter.ts';
import type { HuntersChoice } from '../src/choices.ts';
import type { Answer } from '../src/state.ts';
import { LoadedDice, unwrap } from '@skirmish/core';
import { sampleContent } from '../src/content/sample.ts';
import { withNames } from '../src/game.ts';
import { missionRules } from '../src/mission.ts';
import { act, scene } from './fixture.ts';

const SRC = new URL('../src/', import.meta.url);
const CHECKLIST = readFileSync('/work/shared/rules/hunters.md', 'utf8');

/** Every HU- ID the rules name in their events and refusals. */
function citedIds(): string[] {
  const ids = new Set<string>();
  for (const f of readdirSync(SRC)) {
    if (!f.endsWith('.ts') || f === 'rule-texts.ts') continue;
    for (const m of readFileSync(new URL(f, SRC), 'utf8').matchAll(/'(HU-[A-Z]+-\d+)'/g)) if (m[1]) ids.add(m[1]);
  }
  return [...ids].sort();
}

describe('presenter', () => {
  it('every rule the events cite has a text in our own words, in English and Hungarian', () => {
    const rule = (id: string, locale: 'en' | 'hu') => huntersPresenter.rule?.(id, locale);
    const ids = citedIds();
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      const en = rule(id, 'en');
      const hu = rule(id, 'hu');
      expect(en, id).toBeTruthy();
      expect(hu, id).toBeTruthy();
      expect(hu).not.toBe(en);
      // Not the checklist's sentence.
      const line = CHECKLIST.split('\n').find((l) => l.includes(`**${id}**`)) ?? '';
      expect(line.includes(en ?? '@'), id).toBe(false);
    }
    expect(rule('HU-NOPE', 'en')).toBeUndefined();
  });

  it('HU-ENEMY-05 HU-ENEMY-14 enemy decisions are explained in English and Hungarian', () => {
    const sc = scene({
      chars: [{ cls: 'soldier', at: [0, 0] }],
      enemies: [{ kind: 'giant-rat', at: [4, 0] }],
      options: { enemyTies: 'ask' },
    });
    const pick: Answer = { kind: 'pick', index: 0 };
    const r = act(sc, 'e1', [], [pick]);
    const en = r.events.map((e) => huntersPresenter.event(e, 'en'));
    const hu = r.events.map((e) => huntersPresenter.event(e, 'hu'));
    expect(en).toEqual([
      'Giant Rat 1, action 1: 4 spaces from the Soldier; uses the list for "every character is 2 or more spaces away". [HU-ENEMY-05]',
      'Giant Rat 1 is 4 spaces from the Soldier: Move 2 to target. [HU-ENEMY-07]',
      'Giant Rat 1 moves from E1 to C1: toward Soldier along a shortest path. [HU-ENEMY-14]',
    ]);
    expect(hu).toEqual([
      'Óriáspatkány 1, 1. akció: 4 mezőre van a Katona szereplőtől; a „minden szereplő legalább 2 mezőre van” listát használja. [HU-ENEMY-05]',
      'Óriáspatkány 1 4 mezőre van a Katona szereplőtől: 2 mozgás a célpont felé. [HU-ENEMY-07]',
      'Óriáspatkány 1 az E1 mezőről a C1 mezőre lép: a Katona felé, egy legrövidebb úton. [HU-ENEMY-14]',
    ]);
    // The English sentence is the event's own text: the rules name its squares as the board's edges do.
    expect(r.events.map((e) => `${String(e.text)} [${String(e.rule)}]`)).toEqual(en);
  });

  it('refused choices are worded in the player language with their rule', () => {
    const v = { code: 'interact/exchange', message: 'That exchange cannot be made: no room', rule: 'HU-INTERACT-04' };
    expect(huntersPresenter.violation?.(v, 'en')).toBe('That exchange cannot be made: no room [HU-INTERACT-04]');
    expect(huntersPresenter.violation?.(v, 'hu')).toBe('Ez a csere nem hajtható végre. [HU-INTERACT-04]');
    expect(huntersPresenter.violation?.({ code: 'x/y', message: 'm' }, 'hu')).toContain('x/y');
  });

  // The words of the English labels and map; none may appear in the Hungarian ones.
  const ENGLISH =
    /\b(the|and|with|to|from|of|at|in|for|an|Play|Step|Shoot|Choose|Let|turn|card|cards|Interact|give|take|Move|Basic|Health|Morale|facing|hand|level|Day|Rooms|party|Mission|won|lost|skip|Hide|Heal|Use|Set|off|Travel|Rest|Work|option|Expand|Build|buys|sells|pays|stores|installed|joins|leaves|reacts|No|Hidden|unconscious|killed|placed|board|day|night|acts|first|next)\b/;

  it('every choice label and the map have Hungarian words', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0] },
        { cls: 'medic', at: [0, 0], health: 0 },
      ],
      enemies: [{ kind: 'giant-rat', at: [2, 0] }],
    });
    const view = sc.rules.view(sc.state, 'p1');
    const p = { x: 1, y: 1 };
    // One of each kind: a new kind fails to compile here until it is worded.
    const samples: { [K in HuntersChoice['kind']]: Extract<HuntersChoice, { kind: K }> } = {
      keep: { kind: 'keep', character: 'soldier', card: 'soldier-shot' },
      'keep-random': { kind: 'keep-random', character: 'soldier' },
      deploy: { kind: 'deploy', character: 'soldier', x: 0, y: 0, facing: 2, hidden: true },
      activate: { kind: 'activate', character: 'soldier' },
      'activate-random': { kind: 'activate-random' },
      rotate: { kind: 'rotate', facing: 3 },
      play: { kind: 'play', card: 'soldier-shot', enhancement: 'soldier-shot', enhance: 0 },
      basic: { kind: 'basic', action: 'double-move' },
      cycle: { kind: 'cycle', card: 'soldier-shot' },
      'end-turn': { kind: 'end-turn' },
      step: { kind: 'step', x: 1, y: 0, striker: 'e1' },
      'morale-mp': { kind: 'morale-mp' },
      stop: { kind: 'stop' },
      skip: { kind: 'skip' },
      melee: { kind: 'melee', target: 'e1', weapon: null, moraleHit: true, moraleDie: true },
      shoot: { kind: 'shoot', weapon: 'rifle', x: 2, y: 0, targets: ['e1'], morale: true, stray: 'medic' },
      area: { kind: 'area', weapon: 'rifle', x: 2, y: 0, morale: true },
      hide: { kind: 'hide' },
      heal: { kind: 'heal', target: 'medic' },
      interact: { kind: 'interact', what: 'revive', target: 'medic' },
      use: { kind: 'use', gear: 'rifle', fuel: 2 },
      detonate: { kind: 'detonate', trap: 'g1', character: 'soldier' },
      exchange: { kind: 'exchange', with: 'medic', give: ['rifle'], take: [], giveModules: 1, takeModules: 2 },
      unpark: { kind: 'unpark', gear: 'rifle', out: 'knife' },
      park: { kind: 'park', gear: 'rifle' },
      'pre-trap': { kind: 'pre-trap', character: 'soldier', gear: 'spike-trap', x: 1, y: 1 },
      'enemy-first': { kind: 'enemy-first', enemy: 'e1' },
      'enemy-random': { kind: 'enemy-random' },
      tie: { kind: 'tie', index: 0 },
      'tie-random': { kind: 'tie-random' },
      spread: { kind: 'spread', group: 0, extra: ['B'] },
      react: { kind: 'react', character: 'soldier', card: 'soldier-snap-fire', weapon: 'rifle', to: p },
      'no-reaction': { kind: 'no-reaction' },
      penalty: { kind: 'penalty', character: null },
      travel: { kind: 'travel', to: 'base' },
      rest: { kind: 'rest' },
      work: { kind: 'work' },
      read: { kind: 'read', option: 0, payer: 'soldier' },
      reveal: { kind: 'reveal', card: 'E01' },
      expand: { kind: 'expand', room: 'lab' },
      construct: { kind: 'construct', blueprint: 'bp-1', owner: 'soldier' },
      'level-up': { kind: 'level-up', character: 'soldier', picks: ['x1', 'x2'] },
      'start-mission': { kind: 'start-mission', leaveOut: ['medic'] },
      'hand-over': { kind: 'hand-over', from: 'soldier', to: 'medic', item: 'fuel' },
      buy: { kind: 'buy', character: 'soldier', gear: 'rifle' },
      sell: { kind: 'sell', character: 'soldier', gear: 'rifle' },
      healer: { kind: 'healer', character: 'soldier', cure: true },
      store: { kind: 'store', character: 'soldier', gear: 'rifle', into: false },
      install: { kind: 'install', character: 'soldier', gear: 'rifle' },
      'use-gear': { kind: 'use-gear', character: 'medic', gear: 'first-aid-kit', on: 'soldier' },
      join: { kind: 'join', cls: 'recon', seat: 'p2', picks: [] },
      leave: { kind: 'leave', character: 'soldier', seat: null, heir: 'medic' },
      difficulty: { kind: 'difficulty', to: 'master' },
      'spoils-pick': { kind: 'spoils-pick', character: 'soldier', item: 'module:junk' },
      discard: { kind: 'discard', character: 'soldier', item: 'module:optics' },
      deck: { kind: 'deck', character: 'soldier', cards: ['soldier-l2-volley', 'soldier-shot', 'soldier-shot'] },
    };
    for (const c of Object.values(samples)) {
      const hu = huntersPresenter.choice(c, view, 'hu');
      const en = huntersPresenter.choice(c, view, 'en');
      expect(hu, c.kind).not.toBe(en);
      expect(hu, `${c.kind}: ${hu}`).not.toMatch(ENGLISH);
    }
    const map = huntersPresenter.board(view, 'hu');
    expect(map).toContain('Életerő');
    expect(map).toContain('eszméletlen');
    expect(map, map).not.toMatch(ENGLISH);
    expect(huntersPresenter.board(view, 'en')).toContain('unconscious');
    expect(huntersPresenter.board(view, 'en')).toMatch(ENGLISH);
    const over = { ...view, result: { victory: true, reason: 'every enemy is destroyed' } };
    expect(huntersPresenter.board(over, 'hu')).toContain('Küldetés megnyerve: minden ellenség elpusztult');
  });

  it('AMB-58 a start that leaves characters out says they sit the mission out, one or several', () => {
    const sc = scene({
      chars: [
        { cls: 'soldier', at: [0, 0], health: 0 },
        { cls: 'medic', at: [0, 0], health: 0 },
      ],
    });
    const view = sc.rules.view(sc.state, 'p1');
    const say = (leaveOut: string[], locale: 'en' | 'hu') =>
      huntersPresenter.choice({ kind: 'start-mission', leaveOut }, view, locale);
    expect(say(['medic'], 'en')).toBe('Start the mission without Medic, who sits it out unconscious');
    expect(say(['soldier', 'medic'], 'en')).toBe(
      'Start the mission without Soldier and Medic, who sit it out unconscious',
    );
    expect(say(['medic'], 'hu')).toBe('A küldetés indítása; eszméletlenül kimarad a küldetésből: Szanitéc');
    expect(say(['soldier', 'medic'], 'hu')).toBe(
      'A küldetés indítása; eszméletlenül kimaradnak a küldetésből: Katona és Szanitéc',
    );
    const [event] = withNames(sampleContent, [
      { type: 'hunters/left-out', rule: 'AMB-58', character: 'medic', mission: 'Q02', text: 'medic sits out Q02.' },
    ]);
    expect(huntersPresenter.event(event ?? { type: 'none' }, 'hu')).toBe(
      'Szanitéc eszméletlen, ezért kimarad a Q02 küldetésből. [AMB-58]',
    );
  });

  it('AMB-69 a spread already answered is still worded with its enemy, read from the mission', () => {
    const rules = missionRules(sampleContent, {});
    // S01 puts 3 Bandits with a Pistol on 2 spaces: one space takes one more.
    const s = unwrap(rules.setup({ mission: 'S01', players: 2 }, new LoadedDice([])));
    const spread: HuntersChoice = { kind: 'spread', group: 0, extra: ['B'] };
    const after = unwrap(rules.apply(s, 'p1', spread, new LoadedDice([]))).state;
    const view = rules.view(after, 'p1');
    expect(view.spread).toBeUndefined();
    expect(huntersPresenter.choice(spread, view, 'en')).toBe('One more Bandit with a Pistol on B (H6)');
    expect(huntersPresenter.choice(spread, view, 'hu')).toBe('Eggyel több Pisztolyos bandita ide: B (H6)');
  });
});
