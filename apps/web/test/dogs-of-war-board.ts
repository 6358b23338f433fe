/** The Dogs of War board rendered to HTML for the unit tests, in either language. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Snapshot } from '../src/api.ts';
import { DogsOfWarBoard } from '../src/boards/dogs-of-war/DogsOfWarBoard.tsx';
import type { LoggedEvent } from '../src/components/EventLog.tsx';
import { I18nContext, STRINGS } from '../src/i18n.ts';

/**
 * The board's HTML for a snapshot of `view` (a spectator's with no decision, unless the snapshot
 * says otherwise) and the log it has seen, with React's text separators taken out so that words read as on the page.
 */
export function dogsBoardHtml(
  snapshot: Partial<Snapshot> & { readonly view: unknown },
  lang: 'en' | 'hu' = 'en',
  log: readonly LoggedEvent[] = [],
): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(DogsOfWarBoard, {
        snapshot: {
          gameId: 'test',
          ruleset: 'dogs-of-war',
          seat: null,
          index: 0,
          pending: [],
          legal: [],
          outcome: null,
          seats: [],
          canUndo: false,
          ...snapshot,
        },
        choose: () => undefined,
        describeChoice: (c: unknown) => JSON.stringify(c),
        setOdds: () => undefined,
        log,
      }),
    ),
  ).replace(/<!-- -->/g, '');
}
