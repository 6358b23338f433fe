/**
 * The Dogs of War web client's set-up, kept report drafts and refusal wording, in Node: the home
 * card's Hang 'Em High set-up is one the rules accept, a half-filled report is kept per game,
 * battle and seat, and a malformed choice names its field.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import { dogsOfWarRuleset, type CampaignState } from '@skirmish/dogs-of-war';
import { setupFor } from '../src/pages/HomePage.tsx';
import { dogsSeatNames } from '../src/boards/dogs-of-war/setup.ts';
import { fieldText, judgeFor, trial, violationText } from '../src/boards/dogs-of-war/logic.ts';
import {
  draftKey,
  dropDraft,
  emptyDraft,
  loadDraft,
  retreatPatch,
  saveDraft,
} from '../src/boards/dogs-of-war/report.ts';
import { undoneText, wordsFor } from '../src/words.ts';
import { dogsBoardHtml } from './dogs-of-war-board.ts';

const judge = judgeFor(null);

function setUp(setup: unknown): CampaignState {
  const r = judge.rules.setup(setup, SeededDice.fromSeed(1));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('Dogs of War set-up from the home card', () => {
  it("a Hang 'Em High campaign of three companies is set up by the rules, the Cardinal's band added", () => {
    const setup = setupFor(
      'dogs-of-war',
      'hotseat',
      false,
      { campaign: 'hang-em-high', companies: 3, missions: 7 },
      'hu',
    );
    const s = setUp(setup);
    expect(s.mode).toBe('hang-em-high');
    expect(s.seats).toEqual(['red', 'blue', 'green']);
    expect(s.companies.green?.name).toBe('A Zöld Csapat');
    expect(s.companies.cardinal).toBeDefined();
    expect(s.missionsPlanned).toBe(7);
    expect(dogsOfWarRuleset.rules(null as never, {}).seats(setup)).toEqual(['red', 'blue', 'green']);
  });

  it('the default choice is the league the ruleset starts by default, in each language', () => {
    const en = setUp(setupFor('dogs-of-war', 'bot', false, undefined, 'en'));
    expect(en.mode).toBe('league');
    expect(en.seats).toEqual(['red', 'blue']);
    expect(en.companies.red?.name).toBe('The Red Company');
    expect(en.missionsPlanned).toBe(5);
    expect(setupFor('dogs-of-war', 'hotseat', false, undefined, 'hu')).toMatchObject({ names: 'hu' });
  });

  it('numbers out of the schema’s bounds are brought within them, and every seat is named in both languages', () => {
    const s = setUp(setupFor('dogs-of-war', 'online', false, { campaign: 'league', companies: 12, missions: 0 }, 'en'));
    expect(s.seats).toHaveLength(8);
    expect(s.missionsPlanned).toBe(1);
    expect(dogsSeatNames({ campaign: 'league', companies: 3, missions: 5 }).green).toEqual({ en: 'Green', hu: 'Zöld' });
  });
});

describe('Dogs of War report drafts', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      size: () => m.size,
    };
  };
  const battle = {
    id: 1,
    seats: ['red', 'blue'],
    attacker: null,
    groups: {},
    mission: null,
  } as unknown as Parameters<typeof emptyDraft>[0];

  it('a draft is kept per game, battle and seat, given back only to a form begun the same way, and dropped', () => {
    const store = memory();
    const draft = { ...emptyDraft(battle), results: { red: 'victory', blue: 'defeat' } } as const;
    const key = draftKey('g1', 1, 'red');
    expect(key).not.toBe(draftKey('g1', 1, 'blue'));
    expect(key).not.toBe(draftKey('g2', 1, 'red'));
    saveDraft(key, 'first', draft, store);
    expect(loadDraft(key, 'first', store)).toEqual(draft);
    // A report sent back fills the form itself: a draft of the empty form does not override it.
    expect(loadDraft(key, 'again', store)).toBeNull();
    dropDraft(key, store);
    expect(loadDraft(key, 'first', store)).toBeNull();
    expect(store.size()).toBe(0);
  });

  it('DW-MSN-DEST-09 a Defender said to retreat from a Destruction opens the elements to name; any other retreat does not', () => {
    const destruction = { ...battle, mission: 'destruction', attacker: 'red' } as typeof battle;
    const d = emptyDraft(destruction);
    expect(d.objectives.on).toBe(false);
    const defender = retreatPatch(d, destruction, 'blue');
    // The results stay as the player wrote them: the rules judge whether they fit the retreat.
    expect(defender).toMatchObject({ retreat: 'blue' });
    expect(defender.results).toBeUndefined();
    expect(defender.objectives?.on).toBe(true);
    expect(retreatPatch(d, destruction, 'red').objectives).toBeUndefined();
    expect(retreatPatch(d, { ...destruction, mission: 'raid' }, 'blue').objectives).toBeUndefined();
    expect(retreatPatch(d, destruction, null)).toEqual({ retreat: null });
  });

  it('an unreadable draft is ignored', () => {
    const store = memory();
    store.setItem('k', '{not json');
    expect(loadDraft('k', 'first', store)).toBeNull();
    store.setItem('k', JSON.stringify({ from: 'first', draft: { results: {} } }));
    expect(loadDraft('k', 'first', store)).toBeNull();
  });
});

describe('Dogs of War refusals in words', () => {
  const s = setUp({
    companies: [
      { seat: 'red', name: 'Red' },
      { seat: 'blue', name: 'Blue' },
    ],
    missions: 3,
  });

  it('a name too long is refused with the path of its field, and worded by it, in Hungarian and English', () => {
    const t = trial(judge, s, 'red', {
      kind: 'name-captain',
      profile: 'orc-warlord',
      name: 'x'.repeat(61),
      options: [],
      faction: null,
    });
    expect(t.ok).toBe(false);
    if (t.ok) return;
    expect(t.violation.path).toBe('name');
    expect(violationText(t.violation, 'hu')).toContain('legfeljebb 60 karakter');
    expect(violationText(t.violation, 'en')).toContain('at most 60 characters');
  });

  it('experience points that are not whole are refused by their field, not as a shapeless choice', () => {
    const t = trial(judge, s, 'red', { kind: 'assign-ep', soldier: 's1', ep: 2.5 });
    expect(t.ok).toBe(false);
    if (t.ok) return;
    expect(t.violation.path).toBe('ep');
    expect(violationText(t.violation, 'hu')).toContain('egész szám');
    expect(violationText(t.violation, 'hu')).not.toContain('nem a várt formájú, így a program');
  });

  it('where the rules give only general words, the field at fault is named by the page', () => {
    expect(fieldText('name', { kind: 'max-length', n: 60 }, 'hu')).toBe('A hibás mező: Név (legfeljebb 60 karakter).');
    expect(fieldText('training.2.ep', { kind: 'integer' }, 'en')).toBe(
      'The field at fault: Experience points (a whole number).',
    );
    expect(fieldText('odd', null, 'en')).toBe('The field at fault: odd.');
  });

  it('a choice taken back is worded in the log, by whom, in both languages', () => {
    // The game's own company names, from the view the event came with.
    const hu = setUp(setupFor('dogs-of-war', 'hotseat', false, undefined, 'hu'));
    expect(wordsFor(dogsOfWarRuleset as never, 'hu').event({ type: 'game/undone', seat: 'red' }, hu)).toBe(
      undoneText('A Vörös Csapat', 'hu'),
    );
    expect(undoneText('A Vörös Csapat', 'hu')).toBe('A Vörös Csapat visszavonta az utolsó döntését.');
    expect(wordsFor(null, 'en').event({ type: 'game/undone', seat: 'red' })).toBe('red takes back its last choice.');
    expect(wordsFor(null, 'hu').event({ type: 'game/undone', seat: null })).toBe('Az utolsó döntést visszavonták.');
    expect(wordsFor(null, 'en').event({ type: 'game/undone', seat: 'red' })).not.toContain('game/undone');
  });

  it('the captain form as first drawn says no refusal before the player has touched it', () => {
    const html = dogsBoardHtml(
      {
        gameId: 'untouched',
        seat: 'red',
        view: s,
        pending: judge.rules.pending(s).map((d) => ({ kind: d.kind, seats: d.seats })),
        legal: judge.rules.legalChoices(s, 'red'),
      },
      'hu',
    );
    expect(html).toContain('class="dw-recruit"');
    // The limits are shown as they stand, the form's refusal not yet.
    expect(html).toContain('class="dw-limits"');
    expect(html).not.toContain('dw-verdict refused');
  });
});
