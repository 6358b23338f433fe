/** The replay page's parts that need no server, rendered to HTML: what a player reads. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '@skirmish/core';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';
import { RecordFiles } from '../src/pages/ReplayPage.tsx';

function filesHtml(lang: Lang, record: GameRecord): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(RecordFiles, { id: 'g1', token: undefined, record }),
    ),
  ).replace(/<!-- -->/g, '');
}

describe('the files of a replayed game', () => {
  // Only the fields the links read: the rest of a record plays no part here.
  const record = { ruleset: 'hybrid', contentHash: 'abc' } as unknown as GameRecord;

  it('the content pack’s link says in words why it is there, never as a command-line flag, in both languages', () => {
    for (const [lang, words] of [
      ['en', 'its content pack</a>: the replay needs it beside the record, as the game was played with it)'],
      ['hu', 'a tartalomcsomagja</a>: a visszajátszáshoz a rekord mellett ez is kell, mert a játék ezzel folyt)'],
    ] as const) {
      const html = filesHtml(lang, record);
      expect(html).toContain(words);
      expect(html).not.toContain('--');
    }
  });
});
