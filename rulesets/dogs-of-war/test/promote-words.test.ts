/** The words of the choice that makes the lieutenant the company's captain: they name him. */
import { describe, expect, it } from 'vitest';
import { dogsOfWarRuleset } from '../src/index.ts';
import type { Choice } from '../src/choices.ts';
import { drawReport, editCompany, engine, groupsFormed, keepGroup, play, type M } from './helpers.ts';

const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };
const promote: Choice = { kind: 'promote-lieutenant' };
const done: Choice = { kind: 'done' };

/** After a drawn Intrusion, at the exclusions: `seats` have lost their captains, their second soldier made lieutenant. */
function captainsLost(seats: readonly string[]): M {
  let m = keepGroup(groupsFormed('intrusion'));
  const b = m.state.battles[0];
  if (b?.step === 'compensate' && b.weaker)
    m = play(m, b.weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
  m = play(m, 'red', finish).match;
  m = play(m, 'blue', finish).match;
  m = play(
    m,
    'red',
    {
      kind: 'report',
      report: drawReport(),
    },
    [],
  ).match;
  for (const seat of seats)
    m = editCompany(m, seat, (c) => {
      const second = c.soldiers.find((s) => s.id !== c.captain);
      return {
        ...c,
        captain: null,
        soldiers: c.soldiers
          .filter((s) => s.id !== c.captain)
          .map((s) => (s === second ? { ...s, role: 'lieutenant' as const } : s)),
      };
    });
  return m;
}

describe('the choice that promotes the lieutenant', () => {
  const words = dogsOfWarRuleset.presenter;
  it('names the lieutenant who becomes captain, in English and Hungarian', () => {
    const m = captainsLost(['red']);
    expect(m.state.stages['red']).toEqual({ kind: 'after', step: 'exclusions' });
    expect(engine.legal(m, 'red')).toContainEqual(promote);
    const lt = m.state.companies['red']?.soldiers.find((s) => s.role === 'lieutenant')?.name;
    expect(lt).toBe('Horn');
    expect(words?.choice(promote, m.state, 'en')).toBe("Make Horn (the lieutenant) the company's captain");
    expect(words?.choice(promote, m.state, 'hu')).toBe('Horn (a hadnagy) legyen a csapat kapitánya');
  });

  it('where two companies may promote theirs at once, it names each with his company', () => {
    const m = captainsLost(['red', 'blue']);
    const red = m.state.companies['red']?.soldiers.find((s) => s.role === 'lieutenant')?.name ?? '?';
    const blue = m.state.companies['blue']?.soldiers.find((s) => s.role === 'lieutenant')?.name ?? '?';
    expect(words?.choice(promote, m.state, 'en')).toBe(
      `Make the lieutenant the company's captain (${red}, Red; ${blue}, Blue)`,
    );
    expect(words?.choice(promote, m.state, 'hu')).toBe(
      `A hadnagy legyen a csapat kapitánya (${red}, Red; ${blue}, Blue)`,
    );
    // Once Red's lieutenant has taken command, only Blue's is meant.
    const after = play(m, 'red', promote).match;
    expect(words?.choice(promote, after.state, 'en')).toBe(`Make ${blue} (the lieutenant) the company's captain`);
  });
});

describe('the lieutenants the promotion names', () => {
  const words = dogsOfWarRuleset.presenter;
  it('only a company at a step where it may promote now counts: another captainless company further on is not named', () => {
    let m = captainsLost(['red', 'blue']);
    // Blue goes on past the exclusions and the recruitment, still without a captain.
    m = play(m, 'blue', done).match;
    m = play(m, 'blue', done).match;
    expect(m.state.stages['blue']).toEqual({ kind: 'after', step: 'experience' });
    expect(m.state.companies['blue']?.captain).toBeNull();
    expect(engine.legal(m, 'blue')).not.toContainEqual(promote);
    expect(m.state.stages['red']).toEqual({ kind: 'after', step: 'exclusions' });
    expect(engine.legal(m, 'red')).toContainEqual(promote);
    const red = m.state.companies['red']?.soldiers.find((s) => s.role === 'lieutenant')?.name;
    expect(words?.choice(promote, m.state, 'en')).toBe(`Make ${red} (the lieutenant) the company's captain`);
    expect(words?.choice(promote, m.state, 'hu')).toBe(`${red} (a hadnagy) legyen a csapat kapitánya`);
  });
});
