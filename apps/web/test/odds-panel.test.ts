/**
 * The odds panel drawn by React's server renderer from the rule systems' own odds procedures, as
 * the server words them for a page in either language: the labels of its fields and the name of
 * the roll chosen.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { showOddsProcedure, type AnyRuleset } from '@skirmish/core';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import type { OddsProcedureInfo, OddsReport } from '../src/api.ts';
import {
  chartPercent,
  ODDS_PANEL_ID,
  OddsChart,
  OddsLink,
  OddsPanel,
  oddsInputProblem,
} from '../src/components/OddsPanel.tsx';
import { I18nContext, STRINGS, type Lang } from '../src/i18n.ts';

/** The procedures of `ruleset` as the server lists them for a page in `lang`. */
function procedures(ruleset: AnyRuleset, lang: Lang): OddsProcedureInfo[] {
  return ruleset.odds.map((p): OddsProcedureInfo => showOddsProcedure(p, lang));
}

/** The panel's markup for `ruleset` in `lang`, its first roll chosen. */
function panel(ruleset: AnyRuleset, lang: Lang): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(OddsPanel, { ruleset: ruleset.id, procedures: procedures(ruleset, lang), request: null }),
    ),
  ).replace(/<!-- -->/g, '');
}

/** The label of each field of the roll shown (the list of rolls has none of its own words in a span). */
function fieldLabels(html: string): string[] {
  return [...html.matchAll(/<label>(?:<input[^>]*>\s*)?<span>([^<]*)<\/span>/g)].map((m) => m[1] ?? '');
}

describe('the odds panel', () => {
  it('the Hunters roll’s fields are labelled from a capital, as every board’s are, in both languages', () => {
    expect(fieldLabels(panel(huntersRuleset, 'en'))).toEqual([
      'Attack dice',
      'To Hit after every modifier',
      'Defence dice the target rolls',
      'Shield faces on the defence die, out of its 6 (left empty: as on the dice this game uses)',
      'Re-rolls: the first attack dice that miss are rolled again, this many',
      'Every attack die hits, whatever it shows',
      'A 6 goes astray into the melee the target is in and does not strike it',
    ]);
    expect(fieldLabels(panel(huntersRuleset, 'hu'))).toEqual([
      'Támadókockák',
      'A találati érték minden módosító után',
      'A célpont védekezőkockái',
      'Pajzsos lapok a védekezőkockán, a 6 lapjából (üresen hagyva: ahogy a játék kockáin)',
      'Újradobások: az első ennyi célt tévesztő támadókocka újra gurul',
      'Minden támadókocka talál, bármit mutat',
      'A 6-os eltéved a közelharcba, amelyben a célpont áll, és nem őt találja',
    ]);
  });

  it('a label that starts with a capital or a figure is shown as the rule system words it', () => {
    expect(fieldLabels(panel(warmachineRuleset, 'en'))[0]).toBe('MAT, RAT or FOCUS');
    expect(fieldLabels(panel(hybridRuleset, 'en'))[1]).toBe('1 D10, or 2D10 keeping one');
  });

  it('a field left empty or out of bounds is named as its label reads', () => {
    const params = procedures(huntersRuleset, 'en')[0]?.params ?? [];
    expect(oddsInputProblem(params, {}, STRINGS.en)).toBe('Fill in: Attack dice');
    expect(oddsInputProblem(params, { dice: 21, 'to-hit': 3 }, STRINGS.en)).toBe('Attack dice: at most 20');
  });

  it('the roll chosen is named in full under the list, which a narrow panel cuts', () => {
    for (const lang of ['en', 'hu'] as const) {
      const html = panel(huntersRuleset, lang);
      const roll = /<p class="odds-roll" id="([^"]+)">([^<]*)<\/p>/.exec(html);
      expect(roll?.[2]).toBe(procedures(huntersRuleset, lang)[0]?.description);
      // The list is described by it, for a screen reader too.
      expect(html).toContain(`<select name="procedure" aria-describedby="${roll?.[1]}"`);
    }
  });

  it('a chance is written as the choices write it: with the decimal comma in Hungarian', () => {
    const report: OddsReport = {
      ruleset: 'warmachine',
      procedure: 'attack',
      inputs: { stat: 6, def: 14 },
      outcomes: [
        { outcome: 'hit', p: '5/18', label: 'találat' },
        { outcome: 'miss', p: '13/18', label: 'célt téveszt' },
      ],
    };
    const chart = (lang: Lang) =>
      [
        ...renderToString(
          createElement(
            I18nContext.Provider,
            { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
            createElement(OddsChart, { report }),
          ),
        )
          .replace(/<!-- -->/g, '')
          .matchAll(/<td class="fraction">([\s\S]*?)<\/td>/g),
      ].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
    expect(chart('hu')).toEqual(['5/18 (27,8%)', '13/18 (72,2%)']);
    expect(chart('en')).toEqual(['5/18 (27.8%)', '13/18 (72.2%)']);
  });

  it('the Warmachine attack roll asks for MAT, RAT or focus in the Hungarian word for focus', () => {
    expect(fieldLabels(panel(warmachineRuleset, 'hu'))[0]).toBe('MAT, RAT vagy fókusz');
  });

  /** The fraction and percentage cells of `report`'s chart in `lang`, and the chart's opening tag. */
  function chartCells(report: OddsReport, lang: Lang, stale = false): { cells: string[]; table: string } {
    const html = renderToString(
      createElement(
        I18nContext.Provider,
        { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
        createElement(OddsChart, { report, stale }),
      ),
    ).replace(/<!-- -->/g, '');
    return {
      cells: [...html.matchAll(/<td class="fraction">([\s\S]*?)<\/td>/g)].map((m) =>
        (m[1] ?? '')
          .replace(/<[^>]+>/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>'),
      ),
      table: /<table[^>]*>/.exec(html)?.[0] ?? '',
    };
  }

  it('a chance too small for a tenth of a percent reads "<0.1%", a near-certain one ">99.9%", the fraction exact', () => {
    const report: OddsReport = {
      ruleset: 'hunters',
      procedure: 'attack',
      inputs: { dice: 5, 'to-hit': 1 },
      outcomes: [
        { outcome: 0, p: '7775/7776' },
        { outcome: 5, p: '1/7776' },
        { outcome: 1, p: '1/2000' },
      ],
    };
    expect(chartCells(report, 'en').cells).toEqual(['7775/7776 (>99.9%)', '1/7776 (<0.1%)', '1/2000 (0.1%)']);
    expect(chartCells(report, 'hu').cells).toEqual(['7775/7776 (>99,9%)', '1/7776 (<0,1%)', '1/2000 (0,1%)']);
    expect(chartPercent(0, 'en')).toBe('0.0%');
    expect(chartPercent(1, 'hu')).toBe('100,0%');
  });

  it('a chart figured for other fields than those shown is marked stale, with a note in the page’s language', () => {
    const report: OddsReport = {
      ruleset: 'warmachine',
      procedure: 'attack',
      inputs: { stat: 6, def: 14 },
      outcomes: [{ outcome: 'miss', p: '1/1' }],
    };
    expect(chartCells(report, 'en').table).not.toContain('stale');
    expect(chartCells(report, 'en', true).table).toContain('class="odds-chart stale"');
    expect(chartCells(report, 'en', true).table).toContain('data-stale="true"');
    expect(STRINGS.en.oddsStale).not.toBe(STRINGS.hu.oddsStale);
  });

  it('the chances asked first are listed above the chart, each with its fraction and percentage, greyed when stale', () => {
    const report: OddsReport = {
      ruleset: 'warmachine',
      procedure: 'attack',
      inputs: { stat: 6, def: 13 },
      outcomes: [
        { outcome: 'miss', p: '5/12' },
        { outcome: 'hit', p: '1/2' },
        { outcome: 'critical', p: '1/12' },
      ],
      summaries: [{ id: 'hit', label: 'Találat (kritikus vagy sem)', p: '7/12' }],
    };
    const html = (stale: boolean, lang: Lang, r: OddsReport = report) =>
      renderToString(
        createElement(
          I18nContext.Provider,
          { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
          createElement(OddsChart, { report: r, stale }),
        ),
      ).replace(/<!-- -->/g, '');
    const list = /<ul class="odds-summary[^"]*" aria-label="([^"]*)">([\s\S]*?)<\/ul>/.exec(html(false, 'hu'));
    expect(list?.[1]).toBe(STRINGS.hu.oddsSummary);
    expect(list?.[2]?.replace(/<[^>]+>/g, '')).toBe('Találat (kritikus vagy sem): 7/12 (58,3%)');
    // Above the chart, which keeps its rows.
    expect(html(false, 'hu').indexOf('odds-summary')).toBeLessThan(html(false, 'hu').indexOf('<table'));
    expect(chartCells(report, 'en').cells).toHaveLength(3);
    expect(html(true, 'en')).toContain('class="odds-summary stale"');
    // A report without summaries has no list.
    expect(html(false, 'en', { ...report, summaries: undefined })).not.toContain('odds-summary');
  });

  it('the panel can be reached from the board: it has the id the link by the board scrolls to', () => {
    for (const lang of ['en', 'hu'] as const) {
      const html = panel(warmachineRuleset, lang);
      expect(html).toContain(`id="${ODDS_PANEL_ID}"`);
      const link = renderToString(
        createElement(
          I18nContext.Provider,
          { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
          createElement(OddsLink),
        ),
      );
      expect(link).toContain(STRINGS[lang].oddsJump);
    }
  });
});
