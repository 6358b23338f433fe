/**
 * The Dogs of War screens' checks in Node: what the forms show while a player edits must be what
 * the rules then answer.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import { characteristicCost, type CampaignState, type Choice } from '@skirmish/dogs-of-war';
import {
  SAMPLE_CONTENT,
  checkAttribute,
  checkRecruit,
  fightersOf,
  lastAfterBattle,
  purchaseOffers,
  rules,
  trial,
  diceShown,
  gameContent,
  judgeWith,
} from '../src/boards/dogs-of-war/logic.ts';
import { buildReport, emptyDraft, parseReport } from '../src/boards/dogs-of-war/report.ts';
import { WORDS } from '../src/boards/dogs-of-war/words.ts';

function start(): CampaignState {
  const r = rules().setup(
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

function play(state: CampaignState, seat: string, c: Choice): CampaignState {
  const t = trial(state, seat, c);
  if (!t.ok) throw new Error(`${seat} ${c.kind}: ${t.violation.message}`);
  return t.state;
}

const recruitDraft = (profile: string) => ({ captain: false, profile, name: profile, options: [], faction: null });

function formed(): CampaignState {
  let s = start();
  for (const seat of ['red', 'blue']) {
    s = play(s, seat, { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, seat, { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    s = play(s, seat, { kind: 'recruit', profile: 'orc-brute', name: 'Bru', options: [], faction: null });
    s = play(s, seat, { kind: 'done' });
    s = play(s, seat, { kind: 'done' });
    s = play(s, seat, { kind: 'done' });
  }
  return s;
}

describe('the Dogs of War screens', () => {
  it('the forms judge with the game’s own content pack: a player’s pack that prices a recruit higher is the one the renown limit reads', () => {
    const pack = structuredClone(SAMPLE_CONTENT);
    const brontops = pack.profiles.find((p) => p.id === 'orcish-brontops-rider');
    const brute = pack.profiles.find((p) => p.id === 'orc-brute');
    if (!brontops || !brute) throw new Error('the sample pack lacks the profiles this test prices');
    // In the player's pack the Brontops rider is cheap enough to fit and the brute too dear.
    brontops.value = 20;
    brute.value = 100;
    try {
      judgeWith(pack, {});
      expect(gameContent()).toBe(pack);
      let s = start();
      s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
      s = play(s, 'red', { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
      const rider = checkRecruit(s, 'red', recruitDraft('orcish-brontops-rider'));
      expect(rider?.limits.find((l) => l.id === 'renown')).toMatchObject({ now: 68, after: 88, ok: true });
      expect(rider?.trial.ok).toBe(true);
      const dear = checkRecruit(s, 'red', recruitDraft('orc-brute'));
      expect(dear?.limits.find((l) => l.id === 'renown')?.ok).toBe(false);
      expect(dear?.trial.ok).toBe(false);
    } finally {
      judgeWith(null);
    }
    expect(gameContent()).toBe(SAMPLE_CONTENT);
  });

  it('the recruitment form flags the renown limit before the recruit is sent, as the rules refuse it', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, 'red', { kind: 'recruit', profile: 'jackal-warrior', name: 'Jak', options: [], faction: null });
    // 45 + 23 = 68 of 125 renown: a 60-point Brontops rider would make 128.
    const over = checkRecruit(s, 'red', recruitDraft('orcish-brontops-rider'));
    expect(over?.limits.find((l) => l.id === 'renown')).toMatchObject({ now: 68, after: 128, limit: 125, ok: false });
    expect(over?.trial.ok).toBe(false);
    if (over && !over.trial.ok) expect(over.trial.violation.code).toBe('recruit/renown');
    const fits = checkRecruit(s, 'red', recruitDraft('orc-brute'));
    expect(fits?.limits.every((l) => l.ok)).toBe(true);
    expect(fits?.trial.ok).toBe(true);
    expect(fits?.value).toBe(17);
  });

  it('the strength limit is shown with the maximum the rules compute, and an Ally shows the ratio and bonus', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'goblin-boss', name: 'Boss', options: [], faction: null });
    const strength = checkRecruit(s, 'red', recruitDraft('goblin-warrior'))?.limits.find((l) => l.id === 'strength');
    expect(strength).toBeDefined();
    // Fill the company to its maximum with goblins: the next one breaks the limit, and the rules agree.
    const max = strength?.limit ?? 0;
    for (let i = 1; i < max; i++)
      s = play(s, 'red', { kind: 'recruit', profile: 'goblin-warrior', name: `G${i}`, options: [], faction: null });
    const full = checkRecruit(s, 'red', recruitDraft('goblin-warrior'));
    expect(full?.limits.find((l) => l.id === 'strength')).toMatchObject({ after: max + 1, limit: max, ok: false });
    expect(full?.trial.ok).toBe(false);
  });

  it('experience purchases carry their price in EP, the same the cost formula gives', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, 'red', { kind: 'done' });
    s = play(s, 'red', { kind: 'assign-ep', soldier: s.companies.red?.captain ?? '', ep: 30 });
    const captain = s.companies.red?.captain ?? '';
    const offers = purchaseOffers(s, 'red', captain);
    const str = offers.find((o) => o.purchase.kind === 'characteristic' && o.purchase.characteristic === 'STR');
    const soldier = s.companies.red?.soldiers[0];
    if (!soldier) throw new Error('no captain');
    const expected = characteristicCost(soldier, 'STR', SAMPLE_CONTENT.tables);
    expect(expected.ok).toBe(true);
    if (expected.ok)
      expect(str).toMatchObject({
        ok: expected.value.cost <= 30,
        cost: expected.value.cost <= 30 ? expected.value.cost : 0,
      });
    // Refused purchases say why.
    expect(offers.filter((o) => !o.ok).every((o) => o.violation !== undefined)).toBe(true);
  });

  it('an attribute shows its price against the resources', () => {
    let s = start();
    s = play(s, 'red', { kind: 'name-captain', profile: 'orc-warlord', name: 'Gor', options: [], faction: null });
    s = play(s, 'red', { kind: 'done' });
    s = play(s, 'red', { kind: 'done' });
    const scepter = checkAttribute(s, 'red', 'scepter-of-authority', s.companies.red?.captain ?? null);
    expect(scepter?.cost).toBe(15);
    expect(scepter?.limits.find((l) => l.id === 'resources')).toMatchObject({ now: 50, after: 35, ok: true });
  });

  it('the report form builds a report the rules accept, and its JSON reads back', () => {
    let s = formed();
    // Play the preparation with the rules' own candidates until the report is asked.
    for (let guard = 0; guard < 40; guard++) {
      const b = s.battles[0];
      if (!b || b.step === 'report') break;
      const seat = s.seats.find((x) => rules().legalChoices(s, x).length > 0);
      if (!seat) break;
      const c = rules().legalChoices(s, seat)[0];
      if (!c) break;
      s = play(s, seat, c);
    }
    const b = s.battles[0];
    expect(b?.step).toBe('report');
    if (!b) return;
    const fighters = fightersOf(s, b);
    const red = fighters.find((f) => f.seat === 'red');
    const blue = fighters.find((f) => f.seat === 'blue');
    if (!red || !blue) throw new Error('no fighters');
    const draft = {
      ...emptyDraft(b),
      results: { red: 'victory', blue: 'defeat' } as const,
      deeds: [
        {
          kind: 'wound' as const,
          soldier: red.id,
          target: blue.id,
          result: 'killed-outright' as const,
          ranged: false,
          secondary: false,
          aim: 0,
          value: 0,
          difficulty: 0,
          ep: 0,
        },
      ],
      wounds: [{ soldier: blue.id, state: 'serious' as const }],
    };
    const report = buildReport(draft, b, fighters);
    expect(report.deeds[0]).toMatchObject({ kind: 'wound', targetValue: blue.value });
    const t = trial(s, 'red', { kind: 'report', report });
    expect(t.ok).toBe(true);
    expect(parseReport(JSON.parse(JSON.stringify(report)))).toEqual(report);
    expect(parseReport({ results: 3 })).toBeNull();
    // A retreating side reported as the victor is refused with its rule.
    const wrong = trial(s, 'red', { kind: 'report', report: { ...report, retreat: 'red' } });
    expect(wrong.ok).toBe(false);
    if (t.ok) {
      const log = t.events.map((event, n) => ({ n, event, text: event.text ?? '' }));
      const steps = lastAfterBattle(log);
      expect(steps.length).toBeGreaterThan(2);
      expect(steps.every((x) => typeof x.event.rule === 'string')).toBe(true);
      // The blue soldier's recuperation is one of the steps, with its two dice.
      const rec = steps.find((x) => x.event.type === 'recuperation');
      expect(rec && diceShown(rec.event).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('every string of the screens is there in Hungarian too', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v as object).map((x) => `${k}.${x}`) : [k],
      );
    expect(keys(WORDS.hu).sort()).toEqual(keys(WORDS.en).sort());
  });
});
