import { describe, expect, it } from 'vitest';
import { LoadedDice, type GameEvent } from '@skirmish/core';
import type { Choice } from '../src/choices.ts';
import { dogsOfWarBotKnowledge } from '../src/bot.ts';
import { makePresenter } from '../src/presenter.ts';
import { violationText } from '../src/texts.ts';
import { shapeProblems } from '../src/state-shape.ts';
import type { Battle } from '../src/state.ts';
import { company, content, engine, groupsFormed, play, refuse, type M } from './helpers.ts';

type Finish = Extract<Choice, { kind: 'finish-preparation' }>;
const finish: Finish = { kind: 'finish-preparation', bonesetter: [], training: [] };
const longer: Finish = { ...finish, extraRound: true };
const presenter = makePresenter(content);

/**
 * The last step before the battle, the groups' values after balancing and the CP Blue (the weaker)
 * spent set by the test: Blue spends nothing when compensated, then the values are written in.
 */
function atFinal(red: number, blue: number, blueSpent: number, mission: 'intrusion' | 'destruction' = 'intrusion'): M {
  let m = groupsFormed(mission, mission === 'destruction' ? [6, 1] : []);
  m = play(m, 'blue', { kind: 'compensate', eventCards: 0, objects: [] }).match;
  const b = m.state.battles[0] as Battle;
  expect(b.step).toBe('final');
  const r = b.groups['red'];
  const g = b.groups['blue'];
  if (!r || !g) throw new Error('no groups');
  const battle: Battle = {
    ...b,
    cp: red - blue,
    weaker: 'blue',
    groups: { red: { ...r, value: red }, blue: { ...g, value: blue, cpUsed: blueSpent } },
  };
  return { ...m, state: { ...m.state, battles: [battle] } };
}

const rounds = (m: M): number | null | undefined => m.state.battles[0]?.rounds;
const ready = (events: readonly GameEvent[]) => events.find((e) => e.type === 'mission-ready');
const legalFinishes = (m: M, seat: string) =>
  (engine.legal(m, seat) as Choice[]).filter((c): c is Finish => c.kind === 'finish-preparation');

describe('DW-MISSION-PRE-35 the weaker side may add a round', () => {
  it('DW-MISSION-PRE-35 a difference of 20 with no CP spent: the weaker side is offered the round, and taking it makes 3 rounds 4', () => {
    const m = atFinal(80, 60, 0);
    expect(legalFinishes(m, 'blue').some((c) => c.extraRound === true)).toBe(true);
    const taken = play(m, 'blue', longer);
    expect(taken.events.find((e) => e.type === 'extra-round')).toMatchObject({
      rule: 'DW-MISSION-PRE-35',
      seat: 'blue',
    });
    expect(taken.match.state.battles[0]?.groups['blue']?.extraRound).toBe(true);
    // The flag is part of the state's shape: a saved game with anything but true or false is refused.
    expect(shapeProblems(taken.match.state)).toEqual([]);
    const b = taken.match.state.battles[0] as Battle;
    const garbled = { ...b, groups: { ...b.groups, blue: { ...b.groups['blue'], extraRound: 'yes' } } };
    expect(shapeProblems({ ...taken.match.state, battles: [garbled] })).not.toEqual([]);
    const announced = play(taken.match, 'red', finish);
    // Average (80 + 60) / 2 = 70: three rounds, and the one Blue added.
    expect(rounds(announced.match)).toBe(4);
    expect(ready(announced.events)).toMatchObject({ rule: 'DW-MISSION-PRE-34', rounds: 4 });
  });

  it('DW-MISSION-PRE-35 the round counts whoever finishes first', () => {
    const m = play(atFinal(80, 60, 0), 'red', finish).match;
    expect(legalFinishes(m, 'blue').some((c) => c.extraRound === true)).toBe(true);
    const announced = play(m, 'blue', longer);
    expect(rounds(announced.match)).toBe(4);
    expect(ready(announced.events)).toMatchObject({ rounds: 4 });
  });

  it('DW-MISSION-PRE-35 declined, the mission keeps its rounds', () => {
    const offered = atFinal(80, 60, 0);
    expect(legalFinishes(offered, 'blue').some((c) => c.extraRound === true)).toBe(true);
    const m = play(play(offered, 'blue', finish).match, 'red', finish);
    expect(rounds(m.match)).toBe(3);
    expect(ready(m.events)).toMatchObject({ rounds: 3 });
    expect(m.match.state.battles[0]?.groups['blue']?.extraRound).toBeUndefined();
  });

  it('DW-MISSION-PRE-35 A-61 a difference of 25 with 6 CP spent leaves 19: not offered, and refused when sent', () => {
    const m = atFinal(85, 60, 6);
    expect(legalFinishes(m, 'blue').length).toBeGreaterThan(0);
    expect(legalFinishes(m, 'blue').some((c) => c.extraRound === true)).toBe(false);
    expect(refuse(m, 'blue', longer)).toEqual({ code: 'mission/extra-round', rule: 'DW-MISSION-PRE-35' });
    // Nothing changed: Blue still finishes, and the mission keeps its three rounds.
    expect(m.state.battles[0]?.groups['blue']?.prepared).toBe(false);
    expect(rounds(play(play(m, 'blue', finish).match, 'red', finish).match)).toBe(3);
    // One CP fewer spent leaves 20: offered.
    expect(legalFinishes(atFinal(85, 60, 5), 'blue').some((c) => c.extraRound === true)).toBe(true);
  });

  it('DW-MISSION-PRE-35 only the weaker side may add the round', () => {
    const m = atFinal(80, 60, 0);
    expect(legalFinishes(m, 'red').length).toBeGreaterThan(0);
    expect(legalFinishes(m, 'red').some((c) => c.extraRound === true)).toBe(false);
    expect(refuse(m, 'red', longer)).toEqual({ code: 'mission/extra-round', rule: 'DW-MISSION-PRE-35' });
  });

  it('DW-MISSION-PRE-35 A-61 in play: Blue 45 behind who spent one Event card (25 left) may add it, one who spent 40 (5 left) may not', () => {
    let m = groupsFormed('intrusion', []);
    const card = play(m, 'blue', { kind: 'compensate', eventCards: 1, objects: [] }).match;
    expect(legalFinishes(card, 'blue').some((c) => c.extraRound === true)).toBe(true);
    const boss = company(m, 'blue').captain ?? '';
    m = play(m, 'blue', {
      kind: 'compensate',
      eventCards: 1,
      objects: [
        { fighter: boss, object: 'amulet-of-strength' },
        { fighter: boss, object: 'fetish-of-preservation' },
      ],
    }).match;
    expect(legalFinishes(m, 'blue').some((c) => c.extraRound === true)).toBe(false);
    expect(refuse(m, 'blue', longer).rule).toBe('DW-MISSION-PRE-35');
  });

  it('DW-MISSION-PRE-34 DW-MISSION-PRE-35 DW-MSN-GEN-02 the weaker round adds to the rounds by average and to the mission its own', () => {
    // Average (260 + 240) / 2 = 250: four rounds.
    expect(rounds(play(play(atFinal(260, 240, 0), 'blue', longer).match, 'red', finish).match)).toBe(5);
    // Destruction adds a round of its own (DW-MSN-DEST-05).
    const prepared = play(play(atFinal(260, 240, 0, 'destruction'), 'blue', longer).match, 'red', finish).match;
    // Red, the stronger Attacker, first says whether he takes his free Event card (DW-MSN-DEST-06).
    const destruction = play(prepared, 'red', { kind: 'free-event-card', take: false });
    expect(rounds(destruction.match)).toBe(6);
    expect(ready(destruction.events)).toMatchObject({ rounds: 6 });
  });

  it('DW-MISSION-PRE-35 the weaker side’s bot takes the round whatever its die', () => {
    const m = atFinal(80, 60, 0);
    const heuristic = dogsOfWarBotKnowledge(content).heuristicChoice;
    if (!heuristic) throw new Error('no bot heuristic');
    const legal = engine.legal(m, 'blue') as Choice[];
    expect(legal.length).toBeGreaterThan(1);
    for (let pick = 1; pick <= legal.length; pick++)
      expect(heuristic(m.state, 'blue', legal, new LoadedDice([pick]))).toMatchObject({ extraRound: true });
  });

  it('DW-MISSION-PRE-35 the choice, the log and the refusal in English and Hungarian', () => {
    const m = atFinal(80, 60, 0);
    const view = m.state;
    expect(presenter.choice(longer, view, 'en')).toBe('Bonesetter for 0, training for 0; add a round to the mission');
    expect(presenter.choice(longer, view, 'hu')).toBe(
      'Csontkovács 0 katonának, edzés 0 katonának; a küldetés egy körrel hosszabb lesz',
    );
    expect(presenter.choice(finish, view, 'en')).toBe('Bonesetter for 0, training for 0');
    const taken = play(m, 'blue', longer);
    const extra = taken.events.find((e) => e.type === 'extra-round');
    if (!extra) throw new Error('no extra-round event');
    expect(presenter.event(extra, 'en')).toBe('Blue adds a round to the mission');
    expect(presenter.event(extra, 'hu')).toBe('Blue egy körrel meghosszabbítja a küldetést');
    const announced = ready(play(taken.match, 'red', finish).events);
    if (!announced) throw new Error('no announcement');
    expect(presenter.event(announced, 'en')).toBe('The battle lasts 4 rounds; fight it on the table and report');
    expect(presenter.event(announced, 'hu')).toBe('A csata 4 körig tart; vívjátok meg az asztalon, aztán jelentsétek');
    const refused = engine.submit(atFinal(85, 60, 6), 'blue', longer, new LoadedDice([]));
    if (refused.ok) throw new Error('expected a refusal');
    expect(violationText(refused.error, 'en')).toBe(
      'The groups differ by 25 and 6 CP were spent: a round is added only when 20 or more are left',
    );
    expect(violationText(refused.error, 'hu')).toBe(
      'Ez nem szabályos (DW-MISSION-PRE-35): A gyengébb fél egy körrel meghosszabbíthatja a küldetést, ha az értékkülönbség és az általa elköltött kiegyenlítő pontok különbsége legalább 20; ezt a felállítás előtt kell bejelentenie.',
    );
    const stronger = engine.submit(m, 'red', longer, new LoadedDice([]));
    if (stronger.ok) throw new Error('expected a refusal');
    expect(violationText(stronger.error, 'en')).toBe('Only the weaker group may add a round to the mission');
    expect(violationText(stronger.error, 'hu')).toMatch(/^Ez nem szabályos \(DW-MISSION-PRE-35\): A gyengébb fél/);
  });
});
