/**
 * The log's lines of the opposed rolls and of the compensation: who won the roll, and which
 * company the compensation points go to, in both languages. The events themselves (and their
 * English `text`) are the rules' and stay as they are.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@skirmish/core';
import { dogsOfWarRuleset } from '../src/index.ts';
import { captainC, company, done, orcCompany, play, playAll, recruitC, start, type M } from './helpers.ts';

const presenter = dogsOfWarRuleset.presenter!;
const lines = (events: readonly GameEvent[], type: string, m?: M) =>
  events
    .filter((e) => e.type === type)
    .map((e) => ({ en: presenter.event(e, 'en', m?.state), hu: presenter.event(e, 'hu', m?.state) }));

/** Red (the orc company) and Blue (a goblin boss and four archers): Blue's last "done" rolls the mission choice. */
function twoCompanies(): { match: M; events: readonly GameEvent[] } {
  let m = orcCompany(start());
  m = playAll(m, 'red', [done, done]);
  m = playAll(m, 'blue', [
    captainC('goblin-boss', 'Boss'),
    ...Array.from({ length: 4 }, (_, i) => recruitC('goblin-archer', `G${i + 1}`)),
    done,
    done,
  ]);
  return play(m, 'blue', done, [3, 3, 5, 2]);
}

describe('the log says who won an opposed roll and who gets the compensation', () => {
  it('the mission choice: a tie is said to be rolled again, then the winner chooses the mission', () => {
    const { events } = twoCompanies();
    expect(lines(events, 'die')).toEqual([
      { en: 'Mission choice: Red 3, Blue 3: a tie, rolled again', hu: expect.any(String) },
      { en: 'Mission choice: Red 5, Blue 2: Red chooses the mission', hu: expect.any(String) },
    ]);
    expect(lines(events, 'die').map((l) => l.hu)).toEqual([
      'Küldetésválasztó dobás: Red 3, Blue 3: döntetlen, újra dobnak',
      'Küldetésválasztó dobás: Red 5, Blue 2: Red választja ki a küldetést',
    ]);
  });

  it('the Attacker roll names the company that attacks, a tie rolled again', () => {
    const m = twoCompanies().match;
    // Red chose the mission (5 against 2) and picks a Raid: the Attacker's dice tie, then Blue is higher.
    const chosen = play(m, 'red', { kind: 'choose-mission', mission: 'raid' }, [3, 3, 1, 6]);
    expect(lines(chosen.events, 'die')).toEqual([
      { en: 'Attacker: Red 3, Blue 3: a tie, rolled again', hu: 'Ki támad: Red 3, Blue 3: döntetlen, újra dobnak' },
      { en: 'Attacker: Red 1, Blue 6: Blue attacks', hu: 'Ki támad: Red 1, Blue 6: Blue a támadó' },
    ]);
  });

  it('the compensation points are said to go to the weaker company, by its name in the log beside the board', () => {
    const m = twoCompanies().match;
    let cur = play(m, 'red', { kind: 'choose-mission', mission: 'intrusion' }).match;
    const all = (seat: string) => ({
      kind: 'form-group' as const,
      soldiers: company(cur, seat).soldiers.map((s) => s.id),
      attributes: [],
      hires: [],
      explorers: [],
    });
    cur = play(cur, 'red', all('red')).match;
    cur = play(cur, 'blue', all('blue')).match;
    // Red, 45 stronger, keeps his group whole: the compensation follows.
    const red = cur.state.battles[0]?.groups['red'];
    const formed = play(cur, 'red', {
      kind: 'balance',
      soldiers: [...(red?.soldiers ?? [])],
      hires: [...(red?.hires ?? [])],
    });
    const cp = formed.events.find((e) => e.type === 'compensation');
    expect(cp?.seat).toBe('blue');
    expect(cp?.text).toBe(`${String(cp?.cp)} compensation points`);
    expect(lines(formed.events, 'compensation', formed.match)).toEqual([
      { en: `${String(cp?.cp)} compensation points for Blue`, hu: `Blue ${String(cp?.cp)} kiegyenlítő pontot kap` },
    ]);
    // Without the seat's view (a line worded on its own), the seat says whose they are.
    expect(lines(formed.events, 'compensation')).toEqual([
      { en: `${String(cp?.cp)} compensation points for blue`, hu: `blue ${String(cp?.cp)} kiegyenlítő pontot kap` },
    ]);
  });
});
