/** The Dogs of War board rendered to HTML for the unit tests, in either language. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SeededDice } from '@skirmish/core';
import type { CampaignState } from '@skirmish/dogs-of-war';
import type { Snapshot } from '../src/api.ts';
import { DogsOfWarBoard } from '../src/boards/dogs-of-war/DogsOfWarBoard.tsx';
import { judgeFor } from '../src/boards/dogs-of-war/logic.ts';
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

/** A league of the sample pack just set up: Red against Blue, three missions. */
export function redAgainstBlue(): CampaignState {
  const r = judgeFor(null).rules.setup(
    {
      companies: [
        { seat: 'red', name: 'Red' },
        { seat: 'blue', name: 'Blue' },
      ],
      missions: 3,
    },
    SeededDice.fromSeed(1),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
