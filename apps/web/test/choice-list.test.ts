/** The list of choices beside a board, rendered to HTML: how much of a long list a player meets at first. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { boardForms } from '../src/boards/index.ts';
import { ChoiceList } from '../src/components/ChoiceList.tsx';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';

function listHtml(
  legal: readonly unknown[],
  lang: Lang = 'en',
  cutKinds: readonly string[] = ['name-captain'],
): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(ChoiceList, {
        legal,
        choose: () => undefined,
        describe: (c: unknown) => JSON.stringify(c),
        cutKinds,
      }),
    ),
  ).replace(/<!-- -->/g, '');
}

const captains = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'name-captain', profile: `p${i}` }));
const buttons = (html: string) => html.match(/class="choice"/g)?.length ?? 0;

describe('the list of choices', () => {
  it('a long list of one kind the board has its own form for shows its first twelve and a button for the rest, in both languages', () => {
    const en = listHtml(captains(150));
    expect(buttons(en)).toBe(12);
    expect(en).toContain('<button type="button" class="choice-more">Show them all (150)</button>');
    // The first in the list are the ones shown.
    expect(en).toContain(
      `data-choice="${JSON.stringify({ kind: 'name-captain', profile: 'p0' }).replace(/"/g, '&quot;')}"`,
    );
    expect(listHtml(captains(150), 'hu')).toContain('Mutasd mindet (150)');
  });

  it('a list of one kind no longer than twenty-four, of a kind the board has no form for, or of several kinds, is shown as before', () => {
    expect(buttons(listHtml(captains(150), 'en', []))).toBe(150);
    expect(boardForms('dogs-of-war')).toContain('name-captain');
    expect(boardForms('hybrid')).toEqual([]);
    expect(buttons(listHtml(captains(24)))).toBe(24);
    expect(listHtml(captains(24))).not.toContain('choice-more');
    // Beside another kind, a long group is folded under its heading rather than cut.
    const mixed = listHtml([...captains(30), { kind: 'done' }]);
    expect(buttons(mixed)).toBe(31);
    expect(mixed).not.toContain('choice-more');
    expect(mixed).toMatch(/<details data-kind="name-captain">/);
  });
});
