import { describe, expect, it } from 'vitest';
import { deserializeMatch, Engine, SeededDice, serializeMatch, unwrap, type Match } from '@skirmish/core';
import { huntersRuleset, type HuntersChoice, type MissionState } from '../src/index.ts';
import { sampleContent } from '../src/content/sample.ts';
import { heuristicChoice } from '../src/bot.ts';
import type { HuntersView } from '../src/view.ts';

const GAMES = Number(process.env['HUNTERS_GAMES'] ?? 32);
/** The first seed of the random missions, so a long run can be split across processes. */
const FROM = Number(process.env['HUNTERS_SEED_FROM'] ?? 1);
/** Long runs (HUNTERS_GAMES set) get an hour per test instead of vitest's default. */
const TIMEOUT = process.env['HUNTERS_GAMES'] ? 3_600_000 : undefined;

const SETUPS = sampleContent.missions.flatMap((m, i) => [
  {
    mission: m.id,
    players: 1,
    characters: [
      { class: 'sniper', seat: 'p1' },
      { class: 'huntsman', seat: 'p1' },
    ],
  },
  {
    mission: m.id,
    players: 3,
    characters: [
      { class: ['soldier', 'recon', 'medic'][i % 3] ?? 'soldier', seat: 'p1' },
      { class: ['medic', 'soldier', 'recon'][i % 3] ?? 'medic', seat: 'p2' },
      { class: 'huntsman', seat: 'p3' },
    ],
  },
]);

type Bot = (view: HuntersView, legal: readonly HuntersChoice[], pick: SeededDice) => HuntersChoice;
const randomBot: Bot = (_view, legal, pick) => legal[pick.pick(legal.length)] as HuntersChoice;
/** The ruleset's heuristic: attacks, closes in, stays on the board; games also end in victories. */
const eagerBot: Bot = (view, legal, pick) => heuristicChoice(view, legal, (n) => pick.pick(n));

function play(eng: Engine<MissionState, HuntersChoice, HuntersView, unknown>, seed: number, bot: Bot, checks: boolean) {
  const setup = SETUPS[seed % SETUPS.length];
  const pick = SeededDice.fromSeed(seed * 31 + 7);
  let m: Match<MissionState> = unwrap(eng.start(seed, setup));
  let n = 0;
  while (eng.outcome(m) === null) {
    const pending = eng.pending(m);
    expect(pending.length).toBeGreaterThan(0);
    const d = pending[0];
    const seat = d?.seats[pick.pick(d.seats.length)] ?? 'p1';
    const legal = eng.legal(m, seat);
    expect(legal.length, `no legal choice for ${seat} in ${d?.kind}`).toBeGreaterThan(0);
    m = unwrap(eng.submit(m, seat, bot(eng.view(m, seat), legal, pick))).match;
    if (checks) {
      expect(eng.rules.invariants?.(m.state) ?? []).toEqual([]);
      for (const s of [...m.state.seats, null]) {
        const v = JSON.stringify(eng.view(m, s));
        expect(v).not.toContain('"deck"');
        expect(v).not.toContain('"rolls"');
      }
    }
    n++;
    if (n > 5000) throw new Error(`seed ${seed} does not end`);
  }
  return m;
}

describe('seeded random missions', () => {
  it(
    'random missions end without error, keep invariants, replay and round-trip',
    () => {
      const eng = unwrap(Engine.create(huntersRuleset, { options: { enemyTies: 'ask' } }));
      let wins = 0;
      for (let seed = FROM; seed < FROM + GAMES; seed++) {
        const bot = seed % 2 === 0 ? eagerBot : randomBot;
        const m = play(eng, seed, bot, seed <= 12);
        const out = eng.outcome(m);
        expect(out).not.toBeNull();
        if (out && out.winners.length > 0) {
          wins++;
          expect([...out.winners].sort()).toEqual([...m.state.seats].sort());
        }
        const again = unwrap(eng.replay(m.record));
        expect(eng.hash(again)).toBe(eng.hash(m));
        const back = deserializeMatch<MissionState>(serializeMatch(m));
        expect(eng.hash(back)).toBe(eng.hash(m));
      }
      expect(wins).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'random missions also hold on Master with Character Elimination and random enemy ties',
    () => {
      const eng = unwrap(
        Engine.create(huntersRuleset, { options: { difficulty: 'master', elimination: true, enemyTies: 'random' } }),
      );
      for (let seed = 100; seed < 100 + GAMES / 3; seed++) {
        const m = play(eng, seed, eagerBot, false);
        expect(eng.rules.invariants?.(m.state) ?? []).toEqual([]);
        for (const ch of m.state.chars) if (ch.health === 0 && ch.pos && !ch.offBoard) expect(ch.dead).toBe(true);
      }
    },
    TIMEOUT,
  );
});

const PARTY = new Set(['hand-over', 'buy', 'sell', 'store', 'install', 'join', 'leave', 'healer']);
/** Mostly the heuristic; one time in ten a trade, hand-over, healer, join or leave when offered. */
const campaignBot: Bot = (view, legal, pick) => {
  const party = legal.filter((c) => PARTY.has(c.kind));
  const rest = legal.filter((c) => !PARTY.has(c.kind));
  if (party.length > 0 && (rest.length === 0 || pick.pick(10) === 0))
    return party[pick.pick(party.length)] as HuntersChoice;
  return heuristicChoice(view, rest, (k) => pick.pick(k));
};

describe('seeded random campaigns', () => {
  it(
    'campaigns run between and through missions to a win or a loss, and replay',
    () => {
      const eng = unwrap(Engine.create(huntersRuleset, { options: { enemyTies: 'random' } }));
      const endings = new Set<string>();
      for (let seed = 1; seed <= Math.max(4, GAMES / 8); seed++) {
        const pick = SeededDice.fromSeed(seed * 13 + 1);
        let m = unwrap(
          eng.start(seed, {
            mode: 'campaign',
            players: 2,
            room: 'forge',
            characters: [
              { class: 'soldier', seat: 'p1' },
              { class: 'huntsman', seat: 'p2' },
            ],
          }),
        );
        let days = 1;
        for (let n = 0; eng.outcome(m) === null; n++) {
          const d = eng.pending(m)[0];
          expect(d).toBeDefined();
          const seat = d?.seats[0] ?? 'p1';
          const legal = eng.legal(m, seat);
          expect(legal.length, `no legal choice in ${d?.kind}`).toBeGreaterThan(0);
          m = unwrap(eng.submit(m, seat, campaignBot(eng.view(m, seat), legal, pick))).match;
          expect(eng.rules.invariants?.(m.state) ?? []).toEqual([]);
          const day = m.state.campaign?.day ?? days;
          expect(day).toBeGreaterThanOrEqual(days);
          days = day;
          if (n > 20000) throw new Error(`campaign ${seed} does not end`);
        }
        endings.add(eng.outcome(m)?.reason ?? '');
        expect(eng.hash(unwrap(eng.replay(m.record)))).toBe(eng.hash(m));
        const v = JSON.stringify(eng.view(m, 'p1'));
        expect(v).not.toContain('"R1');
      }
      expect(endings.size).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
