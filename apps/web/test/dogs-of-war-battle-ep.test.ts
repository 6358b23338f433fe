/**
 * The EP each soldier earned in the last battle, shown under the after-battle steps: while they
 * wait for the experience step and once they are added, in English and Hungarian.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Choice } from '@skirmish/dogs-of-war';
import type { GameEvent } from '@skirmish/core';
import { battleEP, type CampaignState } from '../src/boards/dogs-of-war/logic.ts';
import { BattleExperience } from '../src/boards/dogs-of-war/DogsOfWarBoard.tsx';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';
import { drawReport, groupsFormed, keepGroup, play, type M } from '../../../rulesets/dogs-of-war/test/helpers.ts';

const finish: Choice = { kind: 'finish-preparation', bonesetter: [], training: [] };
const done: Choice = { kind: 'done' };

/** A drawn Intrusion of everyone, reported and accepted: both companies at the exclusions, with the log so far. */
function afterDraw(): { m: M; log: Array<{ n: number; event: GameEvent; text: string }> } {
  let m = keepGroup(groupsFormed('intrusion'));
  const b = m.state.battles[0];
  if (b?.step === 'compensate' && b.weaker)
    m = play(m, b.weaker, { kind: 'compensate', eventCards: 0, objects: [] }).match;
  m = play(m, 'red', finish).match;
  m = play(m, 'blue', finish).match;
  const r = play(m, 'red', { kind: 'report', report: drawReport() });
  return { m: r.match, log: r.events.map((event, n) => ({ n, event, text: String(event.text) })) };
}

function html(state: CampaignState, log: readonly { event: GameEvent }[], lang: Lang): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(BattleExperience, { state, log: log as never, seat: 'red' }),
    ),
  );
}

describe('the EP earned in the battle, under the after-battle steps', () => {
  it('lists each soldier’s EP while they wait to be added, then the EP the log says were added', () => {
    const { m, log } = afterDraw();
    expect(m.state.stages['red']).toEqual({ kind: 'after', step: 'exclusions' });
    const waiting = battleEP(m.state, log);
    expect(waiting.map((c) => [c.seat, c.added])).toEqual([
      ['red', false],
      ['blue', false],
    ]);
    const red = waiting[0]?.soldiers ?? [];
    // Everyone in the group took part: each earned his participation EP.
    expect(red.map((x) => x.name)).toEqual(m.state.companies['red']?.soldiers.map((s) => s.name));
    expect(red.every((x) => x.ep === m.state.earned['red']?.[x.id])).toBe(true);
    expect(red.every((x) => x.ep > 0)).toBe(true);

    // Red ends exclusions and recruitment: the EP are added, the log says so, the rules keep none.
    let cur = play(m, 'red', done).match;
    const added = play(cur, 'red', done);
    cur = added.match;
    expect(cur.state.earned['red']).toEqual({});
    const later = [...log, ...added.events.map((event, n) => ({ n: log.length + n, event, text: '' }))];
    const after = battleEP(cur.state, later);
    expect(after.find((c) => c.seat === 'red')).toEqual({ seat: 'red', added: true, soldiers: red });
    expect(after.find((c) => c.seat === 'blue')?.added).toBe(false);
  });

  it('shows them by soldier, in English and Hungarian', () => {
    const { m, log } = afterDraw();
    const first = battleEP(m.state, log)[0]?.soldiers[0];
    if (!first) throw new Error('no EP earned');
    const en = html(m.state, log, 'en');
    expect(en).toContain('Experience earned in the battle');
    expect(en).toContain('Each soldier gets these EP when the recruitment step ends.');
    expect(en).toContain(`<th scope="row">${first.name}</th><td data-field="battle-ep">${first.ep}</td>`);
    const hu = html(m.state, log, 'hu');
    expect(hu).toContain('A csatában szerzett tapasztalat');
    expect(hu).toContain('Szerzett TP');
    expect(hu).toContain(`<td data-field="battle-ep">${first.ep}</td>`);
    // Red's own table comes first.
    expect(hu.indexOf('data-seat="red"')).toBeLessThan(hu.indexOf('data-seat="blue"'));
  });

  it('shows nothing before any battle', () => {
    const { m } = afterDraw();
    const before: CampaignState = { ...m.state, earned: {} };
    expect(battleEP(before, [])).toEqual([]);
    expect(html(before, [], 'en')).toBe('');
  });
});
