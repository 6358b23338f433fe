import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  describeEvent,
  describeValue,
  fractionValue,
  groupTitle,
  hotseatSeat,
  percent,
  personalResult,
  summaryText,
  withoutRule,
} from '../src/format.ts';
import { STRINGS, langFrom } from '../src/i18n.ts';
import { parseRoute } from '../src/router.ts';

describe('web helpers', () => {
  it('reads exact fractions, huge ones included, for the bars of the odds chart', () => {
    expect(fractionValue('1/4')).toBe(0.25);
    expect(fractionValue('0/1')).toBe(0);
    // 2^80 / 2^81 = 1/2, beyond a double's exact integers.
    expect(fractionValue(`${2n ** 80n}/${2n ** 81n}`)).toBe(0.5);
    expect(percent('1/3')).toBe('33.3%');
  });

  it('words a choice or an event from its fields when no presenter is loaded', () => {
    expect(describeValue({ kind: 'commit', dice: 2 })).toBe('commit (dice: 2)');
    expect(describeEvent({ type: 'duel/rolled', rule: 'X-1', seat: 'north', rolls: [4, 5] })).toBe(
      'duel/rolled — seat: north, rolls: 4, 5',
    );
    expect(describeEvent({ type: 'x', text: 'Ardent moves' })).toBe('Ardent moves');
  });

  it('leaves an event’s rule to its badge: the words do not end with it in brackets as well', () => {
    expect(withoutRule('Soldier falls unconscious. [HU-HEALTH-01]', 'HU-HEALTH-01')).toBe('Soldier falls unconscious.');
    // Another rule's brackets, brackets inside the words, or no rule: the words as they are.
    expect(withoutRule('Soldier falls unconscious. [HU-HEALTH-01]', 'HU-HEALTH-02')).toBe(
      'Soldier falls unconscious. [HU-HEALTH-01]',
    );
    expect(withoutRule('Uses the list [HU-ENEMY-05] first', 'HU-ENEMY-05')).toBe('Uses the list [HU-ENEMY-05] first');
    expect(withoutRule('Ardent moves [X-1]', undefined)).toBe('Ardent moves [X-1]');
  });

  it('heads a group of choices with the words their labels share, in whatever language they are', () => {
    expect(groupTitle(['Advance to (12.3", 5.0")', 'Advance to (1.0", 2.0")'], 'advance')).toBe('Advance to …');
    expect(groupTitle(['Cast Arc Lance on Gravemaw', 'Cast Bulwark on Bastion'], 'cast')).toBe('Cast …');
    expect(groupTitle(['Lépés ide: C4, észak felé', 'Lépés ide: D5, dél felé'], 'move')).toBe('Lépés ide …');
    // Labels that part inside a word keep only the whole words they share.
    expect(groupTitle(['Give Bastion 1 focus', 'Give Bastard 1 focus'], 'allocate')).toBe('Give …');
    // One choice: its own label; nothing shared worth saying: the kind.
    expect(groupTitle(['Use the feat'], 'feat')).toBe('Use the feat');
    expect(groupTitle(['Rest for two days', 'Travel to L1'], 'x')).toBe('x');
    // Labels that share their end and not their start: the end.
    expect(
      groupTitle(['Soldier stores a Rifle in the storeroom', 'Medic stores a Pistol in the storeroom'], 'store'),
    ).toBe('… in the storeroom');
    expect(groupTitle(['Soldier hands the Rifle to Medic', 'Medic hands the Pistol to Soldier'], 'hand-over')).toBe(
      'hand-over',
    );
    expect(groupTitle([], 'x')).toBe('x');
    // The rule system's heading for the kind stands where the labels share no beginning, before
    // a shared end (which may be no more than a seat's name: "… 1. játékos)").
    expect(groupTitle(['Cast Arc Lance on Gravemaw', 'Cast Bulwark on Bastion'], 'cast', 'Spells')).toBe('Cast …');
    expect(
      groupTitle(
        ['Arc Lance varázslat, célpont: Bastion (1. játékos)', 'Bulwark varázslat, célpont: Sparrow (1. játékos)'],
        'cast',
        'Varázslatok',
      ),
    ).toBe('Varázslatok');
    expect(groupTitle(['Rest for two days', 'Travel to L1'], 'x', undefined)).toBe('x');
  });

  it('reconnects with a doubling delay, capped', () => {
    expect(backoffDelay(0, 0.5)).toBe(250);
    expect(backoffDelay(3, 0.5)).toBe(2000);
    expect(backoffDelay(20, 0.5)).toBe(8000);
    expect(backoffDelay(2, 0)).toBe(750);
    expect(backoffDelay(2, 1)).toBe(1250);
  });

  it('shows a hotseat screen to the seat that must decide', () => {
    expect(hotseatSeat([{ seats: ['south'] }], ['north', 'south'], 'north')).toBe('south');
    // Both asked at once (secret placement): keep the seat on screen until it has answered.
    expect(hotseatSeat([{ seats: ['north'] }, { seats: ['south'] }], ['north', 'south'], 'south')).toBe('south');
    expect(hotseatSeat([], ['north', 'south'], null)).toBe('north');
  });

  it('routes the home, game and replay pages, with a seat token from the link', () => {
    expect(parseRoute('/', '')).toEqual({ page: 'home' });
    expect(parseRoute('/game/abc_1', '?token=t0k')).toEqual({ page: 'game', id: 'abc_1', token: 't0k' });
    expect(parseRoute('/replay/abc', '')).toEqual({ page: 'replay', id: 'abc', token: null });
    expect(parseRoute('/replay/abc', '?token=t0k')).toEqual({ page: 'replay', id: 'abc', token: 't0k' });
    expect(parseRoute('/nowhere/x', '')).toEqual({ page: 'home' });
  });

  it('an ended game tells its own player whether he won or lost, never on one screen, after a draw or where nobody won', () => {
    const won = { winners: ['p2'], draw: false };
    expect(personalResult(won, 'p2')).toBe('won');
    expect(personalResult(won, 'p1')).toBe('lost');
    expect(personalResult(won, null)).toBeNull();
    expect(personalResult({ winners: [], draw: true }, 'p1')).toBeNull();
    // A party that lost together (The Hunters): its verdict says so, not a "you lost" beside it.
    expect(personalResult({ winners: [], draw: false }, 'p1')).toBeNull();
    expect([STRINGS.en.winner, STRINGS.hu.winner, STRINGS.en.youLost, STRINGS.hu.youWon]).toEqual([
      'Winner',
      'Győztes',
      'you lost',
      'nyertél',
    ]);
  });

  it('speaks Hungarian to a Hungarian browser, English otherwise, with every string in both', () => {
    expect(langFrom(['hu-HU', 'en'])).toBe('hu');
    expect(langFrom(['de-DE', 'en-US'])).toBe('en');
    expect(langFrom(['fr'])).toBe('en');
    for (const key of Object.keys(STRINGS.en) as Array<keyof typeof STRINGS.en>) {
      expect(STRINGS.hu[key].length, key).toBeGreaterThan(0);
    }
  });
});

describe('words from the rule system', () => {
  it('words a refused choice in Hungarian where the rule system can, and in the server English otherwise', async () => {
    const { wordsFor } = await import('../src/words.ts');
    const { warmachineRuleset } = await import('@skirmish/warmachine');
    const { duel } = await import('../../../packages/core/test/fixtures/duel.ts');
    expect(wordsFor(warmachineRuleset, 'hu').violation('los/no-line', 'No line of sight')).toBe('Nincs rálátás.');
    expect(wordsFor(duel, 'hu').violation('move/blocked', 'The square is taken')).toBe(
      'The square is taken (move/blocked)',
    );
  });

  it('words the refusals of the server and of the page in Hungarian whatever the rule system; in English the server’s message', async () => {
    const { wordsFor } = await import('../src/words.ts');
    const { hybridRuleset } = await import('@skirmish/hybrid');
    const { huntersRuleset } = await import('@skirmish/hunters');
    const { dogsOfWarRuleset } = await import('@skirmish/dogs-of-war');
    const { warmachineRuleset } = await import('@skirmish/warmachine');
    const { duel } = await import('../../../packages/core/test/fixtures/duel.ts');
    for (const rs of [hybridRuleset, huntersRuleset, dogsOfWarRuleset, warmachineRuleset, duel, null]) {
      const hu = wordsFor(rs, 'hu');
      expect(hu.violation('seat/bad-token', 'This token opens no seat of this game')).toBe(
        'Ez a hivatkozás a játék egyik helyét sem nyitja meg. (seat/bad-token)',
      );
      expect(hu.violation('connection/down', 'Not connected; try again in a moment')).toBe(
        'Nincs kapcsolat a szerverrel; próbáld újra egy kicsit később. (connection/down)',
      );
      expect(wordsFor(rs, 'en').violation('game/not-found', 'There is no game "x1"')).toContain(
        'There is no game "x1"',
      );
    }
    // A failed request (the replay page's): the same words, else the error's own message.
    const { failureText } = await import('../src/words.ts');
    const { ApiError } = await import('../src/api.ts');
    const refused = new ApiError('seat/bad-token', 'This token opens no seat of this game');
    expect(failureText(refused, 'hu')).toBe('Ez a hivatkozás a játék egyik helyét sem nyitja meg.');
    expect(failureText(refused, 'en')).toBe('This token opens no seat of this game');
    expect(failureText(new ApiError('record/odd', 'Something else'), 'hu')).toBe('Something else');
    // A game the server cannot load says why, in Hungarian too: its pack gone, its record broken.
    for (const code of ['content/not-found', 'game/corrupt', 'game/old-version'])
      expect(failureText(new ApiError(code, 'English'), 'hu'), code).toMatch(/szerveren|folytatható/);
    expect(failureText('offline', 'hu')).toBe('offline');
    // A file that is not JSON: the parser's English in English; in Hungarian only where it stopped.
    const { notJsonDetail } = await import('../src/words.ts');
    let broken: unknown;
    try {
      JSON.parse('{"profiles": [1, 2');
    } catch (e) {
      broken = e;
    }
    const at = Number(/position (\d+)/.exec((broken as Error).message)?.[1]);
    expect(notJsonDetail(broken, 'en')).toBe(`: ${(broken as Error).message}`);
    expect(notJsonDetail(broken, 'hu')).toBe(` (${at + 1}. karakternél)`);
    expect(notJsonDetail(new SyntaxError('Unexpected end of JSON input'), 'hu')).toBe('');
    // The refusals of the rules stay with the rule system's words.
    expect(wordsFor(warmachineRuleset, 'hu').violation('los/no-line', 'No line of sight')).toBe('Nincs rálátás.');
  });

  it('words where a listed game stands: the day or round of its last, then the place, in English and Hungarian', () => {
    const camp = { day: 12, days: 56, place: { en: 'Hunters Base', hu: 'A vadászok bázisa' } };
    expect(summaryText(camp, 'en')).toBe('Day 12 of 56 · Hunters Base');
    expect(summaryText(camp, 'hu')).toBe('56 napból a 12. · A vadászok bázisa');
    // The article before a number that sounds with a vowel.
    expect(summaryText({ day: 1, days: 56 }, 'hu')).toBe('56 napból az 1.');
    expect(summaryText({ round: 2, rounds: 5 }, 'en')).toBe('Round 2 of 5');
    expect(summaryText({ round: 5, rounds: 6 }, 'hu')).toBe('6 fordulóból az 5.');
    expect(summaryText({ day: 3 }, 'hu')).toBe('3. nap');
    expect(summaryText({}, 'en')).toBe('');
  });
});
