/**
 * A game on a player's own content pack is worded with that pack's names: the log of every rule
 * system, in English and Hungarian, names units, cards, gear, weapons and spells as the pack does,
 * never as the sample pack does. The pack here is the sample with every name replaced by an
 * invented one, so the same seeds play the same games and every sample name has a stand-in.
 */
import { describe, expect, it } from 'vitest';
import { Engine, presenterOf, SeededDice, type AnyRuleset, type GameEvent } from '@skirmish/core';
import { dogsOfWarRuleset } from '@skirmish/dogs-of-war';
import { huntersRuleset } from '@skirmish/hunters';
import { hybridRuleset } from '@skirmish/hybrid';
import { warmachineRuleset } from '@skirmish/warmachine';
import { wordsFor } from '../apps/web/src/words.ts';

/** The sample pack with every `{ id, name }` renamed `Zq<n>x`; the map from old name to new. */
function renamed(content: unknown): { pack: unknown; names: Map<string, string> } {
  const names = new Map<string, string>();
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) o[k] = walk(x);
    if (typeof o['id'] === 'string' && typeof o['name'] === 'string') {
      const old = o['name'];
      if (!names.has(old)) names.set(old, `Zq${names.size.toString(36)}x`);
      o['name'] = names.get(old);
    }
    return o;
  };
  return { pack: walk(content), names };
}

/** The events of a game of seeded random choices on `content`, at most `limit` choices. */
function randomGame(rs: AnyRuleset, content: unknown, seed: number, limit: number): GameEvent[] {
  const engine = Engine.create(rs, { content });
  if (!engine.ok) throw new Error(engine.error.message);
  const rules = engine.value.rules;
  const dice = SeededDice.fromSeed(seed);
  const setup = rules.setup(rs.defaultSetup, dice);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const events: GameEvent[] = [];
  let pick = seed;
  for (let i = 0; i < limit && rules.outcome(state) === null; i++) {
    const seat = rules.pending(state)[0]?.seats[0];
    if (seat === undefined) break;
    const legal = rules.legalChoices(state, seat);
    pick = (pick * 1103515245 + 12345) % 2147483648;
    const next = rules.apply(state, seat, legal[pick % legal.length], dice);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
    events.push(...next.value.events);
  }
  return events;
}

/**
 * Hybrid words a card's effect by the effect itself (the rules' own name for what it does: "The
 * Biomechanical Shell protects him..."), which a pack's card of that effect shares under any name;
 * the line saying the card was played names the pack's card.
 */
const EFFECT_WORDS = new Set([
  'Biomechanical Shell',
  'Corporeal Instability',
  'Aura of Renunciation',
  'Purulent Excrescence',
  'Darkness Grenade',
  'Armour-Piercing Shot',
  'Nullify',
  'Deceit',
  'Luck',
]);

const CASES: ReadonlyArray<{ rs: AnyRuleset; limit: number }> = [
  { rs: hybridRuleset, limit: 1500 },
  { rs: huntersRuleset, limit: 1500 },
  { rs: warmachineRuleset, limit: 1500 },
  { rs: dogsOfWarRuleset, limit: 1500 },
];

describe('the log names what a player’s own pack names, as that pack does', () => {
  for (const { rs, limit } of CASES) {
    it(`${rs.id}: no sample name in the log of a game on a renamed pack, in English or Hungarian`, () => {
      const { pack, names } = renamed(rs.content.sample);
      const words = presenterOf(rs, pack);
      expect(words).toBeDefined();
      // Short sample names ("Rat") could be plain words of a sentence; four letters or more are names.
      const sampleNames = [...names.keys()].filter((n) => n.length >= 4 && !EFFECT_WORDS.has(n));
      const invented = [...names.values()];
      let lines = 0;
      let named = 0;
      for (const seed of [1, 2]) {
        for (const e of randomGame(rs, pack, seed, limit)) {
          for (const locale of ['en', 'hu'] as const) {
            const line = words?.event(e, locale) ?? '';
            lines++;
            const leak = sampleNames.find((n) => line.includes(n));
            expect(leak, `${e.type} (${locale}): ${line}`).toBeUndefined();
            if (invented.some((n) => line.includes(n))) named++;
          }
        }
      }
      expect(lines).toBeGreaterThan(100);
      // Most lines are about a unit, a card or gear: they carry the pack's names.
      expect(named / lines).toBeGreaterThan(0.25);
    });
  }

  it('the sample pack keeps the rule system’s own presenter, and a pack’s presenter is made once', () => {
    for (const { rs } of CASES) expect(presenterOf(rs, rs.content.sample)).toBe(rs.presenter);
    const { pack } = renamed(hybridRuleset.content.sample);
    const first = presenterOf(hybridRuleset, pack);
    expect(first).not.toBe(hybridRuleset.presenter);
    expect(presenterOf(hybridRuleset, pack)).toBe(first);
    // Hunters reads a pack's own Hungarian names off the pack: a presenter of the pack's, made once.
    const huntersPack = renamed(huntersRuleset.content.sample).pack;
    expect(presenterOf(huntersRuleset, huntersPack)).not.toBe(huntersRuleset.presenter);
    expect(presenterOf(huntersRuleset, huntersPack)).toBe(presenterOf(huntersRuleset, huntersPack));
  });

  it('the web log words a Hybrid warrior and a Warmachine model by the game’s pack', () => {
    const hy = renamed(hybridRuleset.content.sample);
    const activation: GameEvent = { type: 'hybrid/activation', warrior: 'griffin-purifier-3', counter: 1 };
    const purifier = hy.names.get('Purifier');
    expect(purifier).toBeDefined();
    expect(wordsFor(hybridRuleset, 'en').event(activation)).toBe('Purifier (3) activates (counter 1)');
    expect(wordsFor(hybridRuleset, 'en', hy.pack).event(activation)).toBe(`${purifier} (3) activates (counter 1)`);
    expect(wordsFor(hybridRuleset, 'hu', hy.pack).event(activation)).toBe(`${purifier} (3) aktivál (1. jelző)`);

    const wm = renamed(warmachineRuleset.content.sample);
    const deploy: GameEvent = { type: 'wm/deploy', model: 'p1.kron', x: 20, y: 5, facing: 90 };
    expect(wordsFor(warmachineRuleset, 'en', wm.pack).event(deploy)).toBe(
      `${wm.names.get('Marshal Iveta Kron')} (Player 1) is deployed at (20.0", 5.0"), facing Player 2's table edge`,
    );
    // In Hungarian the sample's model by our Hungarian name; a pack's own name as the pack wrote it.
    expect(wordsFor(warmachineRuleset, 'hu').event(deploy)).toBe(
      'Iveta Kron marsall (1. játékos) felhelyezve ide: (20,0"; 5,0"), a 2. játékos asztalszéle felé néz',
    );
    expect(wordsFor(warmachineRuleset, 'hu', wm.pack).event(deploy)).toBe(
      `${wm.names.get('Marshal Iveta Kron')} (1. játékos) felhelyezve ide: (20,0"; 5,0"), a 2. játékos asztalszéle felé néz`,
    );
  });
});
