/**
 * When a board's request is news for the odds panel, announced on a phone where the panel lies
 * below the screen: only when what the panel shows changes.
 */
import { describe, expect, it } from 'vitest';
import { oddsNews, type OddsRequest } from '../src/components/OddsPanel.tsx';

const recup: OddsRequest = { procedure: 'recuperation', inputs: { wound: 'serious', medic: false } };
/** The panel showing `r` in its fields and its chart, with `note`. */
const showing = (r: OddsRequest, note: string | null = null) => ({ fields: r, chart: r, note });

describe('the odds panel announces a board’s request only when what it shows changes', () => {
  it('the same roll and fields filled in again are not news, whatever the order of the fields', () => {
    expect(oddsNews(showing(recup), recup)).toBe(false);
    expect(oddsNews(showing(recup), { procedure: 'recuperation', inputs: { medic: false, wound: 'serious' } })).toBe(
      false,
    );
    // A field left empty is the same as one not given.
    expect(oddsNews(showing({ ...recup, inputs: { ...recup.inputs, extra: '' } }), recup)).toBe(false);
  });

  it('another roll, another field value or another note is news', () => {
    expect(oddsNews(showing(recup), { procedure: 'mission-roll', inputs: {} })).toBe(true);
    expect(oddsNews(showing(recup), { ...recup, inputs: { wound: 'serious', medic: true } })).toBe(true);
    expect(oddsNews(showing(recup), { ...recup, note: 'The ballista lost 4 of its 6 SP' })).toBe(true);
    expect(oddsNews(showing(recup, 'a note'), recup)).toBe(true);
    expect(oddsNews(showing(recup, 'a note'), { ...recup, note: 'a note' })).toBe(false);
  });

  it('the board’s roll is news where the player changed the fields, or where no chart of it is shown yet', () => {
    expect(oddsNews({ fields: { ...recup, inputs: { wound: 'critical' } }, chart: recup, note: null }, recup)).toBe(
      true,
    );
    expect(oddsNews({ fields: recup, chart: null, note: null }, recup)).toBe(true);
    expect(oddsNews({ fields: null, chart: null, note: null }, recup)).toBe(true);
  });
});
