import { describe, expect, it } from 'vitest';
import {
  Engine,
  LEGACY_RECORD_FORMAT,
  LoadedDice,
  RECORD_FORMAT,
  Registry,
  SeededDice,
  deserializeMatch,
  eventsFor,
  serializeMatch,
  unwrap,
  type Match,
} from '../src/index.ts';
import { duel, type DuelState } from './fixtures/duel.ts';

const engine = unwrap(Engine.create(duel));

function play(match: Match<DuelState>, seat: string, choice: unknown, dice?: LoadedDice) {
  return unwrap(engine.submit(match, seat, choice, dice)).match;
}

/** Plays random legal choices from a seed until the end (or a cap); `legacy`: a format-1 game. */
function randomGame(seed: number, legacy = false): Match<DuelState> {
  let m = unwrap(engine.start(seed, undefined, undefined, legacy ? LEGACY_RECORD_FORMAT : RECORD_FORMAT));
  const chooser = legacy ? SeededDice.fromLegacySeed(seed + 1000) : SeededDice.fromSeed(seed + 1000);
  for (let i = 0; i < 200 && !engine.outcome(m); i++) {
    const decision = engine.pending(m)[0]!;
    const seat = decision.seats[0]!;
    const legal = engine.legal(m, seat);
    m = play(m, seat, legal[chooser.pick(legal.length)]);
  }
  return m;
}

describe('engine', () => {
  it('both seats are asked at once for a simultaneous secret decision', () => {
    const m = unwrap(engine.start(1));
    const pending = engine.pending(m);
    expect(pending.map((d) => d.seats)).toEqual([['north'], ['south']]);
    expect(pending.every((d) => d.secret)).toBe(true);
  });

  it('a secret choice is hidden from the other seat until revealed', () => {
    const m = play(unwrap(engine.start(1)), 'north', { kind: 'commit', dice: 2 });
    expect(engine.view(m, 'north').mine).toBe(2);
    expect(engine.view(m, 'south').mine).toBeNull();
    expect(JSON.stringify(engine.view(m, 'south'))).not.toContain('2');
    expect(engine.view(m, 'south').committed).toEqual({ north: true, south: false });
    expect(engine.view(m, null).mine).toBeNull();
  });

  it('loaded dice drive the rule exactly and are kept in the record', () => {
    let m = unwrap(engine.start(1));
    m = play(m, 'north', { kind: 'commit', dice: 2 });
    const dice = new LoadedDice([4, 6, 1]); // north rolls 4 and 6 (two hits), south rolls 1 (none)
    const r = unwrap(engine.submit(m, 'south', { kind: 'commit', dice: 1 }, dice));
    expect(r.match.state.health).toEqual({ north: 3, south: 1 });
    expect(r.events.find((e) => e.type === 'duel/rolled' && e['seat'] === 'north')).toMatchObject({
      rolls: [4, 6],
      hits: 2,
    });
    expect(r.match.record.choices[1]?.loaded).toEqual([4, 6, 1]);
    expect(r.match.rng).toEqual(m.rng); // the game RNG did not move
    const replayed = unwrap(engine.replay(r.match.record));
    expect(engine.hash(replayed)).toBe(engine.hash(r.match));
  });

  it('a rule that needs more dice than were scripted fails loudly', () => {
    let m = unwrap(engine.start(1));
    m = play(m, 'north', { kind: 'commit', dice: 3 });
    expect(() => engine.submit(m, 'south', { kind: 'commit', dice: 1 }, new LoadedDice([6, 6]))).toThrow(
      /only 2 were scripted/,
    );
  });

  it('refuses out-of-turn, malformed and illegal choices with reason codes, changing nothing', () => {
    const m = unwrap(engine.start(1));
    const before = engine.hash(m);
    expect(engine.submit(m, 'east', { kind: 'commit', dice: 1 })).toMatchObject({
      ok: false,
      error: { code: 'phase/not-your-decision' },
    });
    expect(engine.submit(m, 'north', { kind: 'commit', dice: 'two' })).toMatchObject({
      ok: false,
      error: { code: 'choice/malformed', path: 'dice' },
    });
    expect(engine.submit(m, 'north', { kind: 'commit', dice: 9 })).toMatchObject({
      ok: false,
      error: { code: 'duel/dice' },
    });
    expect(engine.submit(m, 'north', { kind: 'rally' })).toMatchObject({ ok: false, error: { code: 'duel/not-now' } });
    expect(engine.hash(m)).toBe(before);
  });

  it('a record replays to the same hash, twice and after a serialise round trip', () => {
    for (const seed of [1, 2, 3, 99, 2 ** 40]) {
      const live = randomGame(seed);
      const a = unwrap(engine.replay(live.record));
      const b = unwrap(engine.replay(JSON.parse(JSON.stringify(live.record))));
      expect(engine.hash(a)).toBe(engine.hash(live));
      expect(engine.hash(b)).toBe(engine.hash(live));
      const round = deserializeMatch<DuelState>(serializeMatch(live));
      expect(engine.hash(round)).toBe(engine.hash(live));
      expect(serializeMatch(round)).toBe(serializeMatch(live));
    }
  });

  it('a deserialised match plays on exactly like the original', () => {
    let a = unwrap(engine.start(5));
    a = play(a, 'north', { kind: 'commit', dice: 1 });
    let b = deserializeMatch<DuelState>(serializeMatch(a));
    a = play(a, 'south', { kind: 'commit', dice: 3 });
    b = play(b, 'south', { kind: 'commit', dice: 3 });
    expect(engine.hash(b)).toBe(engine.hash(a));
  });

  it('the state hash is pinned for a fixed record (same on every machine)', () => {
    const live = randomGame(12345);
    expect(live.record.choices.length).toBeGreaterThan(2);
    expect(engine.hash(live)).toMatchInlineSnapshot(
      `"2f0219e70d7e2e682d03d3b1655ff7c09887bdd06805a6589aa07e1192f4e6cf"`,
    );
  });

  it('a format-1 record (the legacy seeding) still replays to the hash it had', () => {
    // The game of the pinned hash above as it was played before format 2: the same hash as then.
    const live = randomGame(12345, true);
    expect(live.record.format).toBe('skirmish-record/1');
    expect(live.rng).not.toEqual(SeededDice.fromSeed(12345).state());
    expect(engine.hash(live)).toBe('b4b1298867d9956a1cfe7c35f24b2127c582efec3e9681a161bca9e2ea766a90');
    const again = unwrap(engine.replay(JSON.parse(JSON.stringify(live.record))));
    expect(engine.hash(again)).toBe(engine.hash(live));
    // Read as format 2, the same choices meet other dice.
    const asNew = engine.replay({ ...live.record, format: RECORD_FORMAT });
    expect(asNew.ok && engine.hash(asNew.value) === engine.hash(live)).toBe(false);
  });

  it('new records are format 2 and start from the seed spread by SplitMix32; unknown formats are refused', () => {
    const m = unwrap(engine.start(77));
    expect(m.record.format).toBe('skirmish-record/2');
    expect(m.rng).toEqual(SeededDice.fromSeed(77).state());
    expect(unwrap(engine.start(77, undefined, undefined, LEGACY_RECORD_FORMAT)).rng).toEqual(
      SeededDice.fromLegacySeed(77).state(),
    );
    const bad = engine.replay({ ...m.record, format: 'skirmish-record/9' as never });
    expect(bad.ok ? null : bad.error.code).toBe('record/bad-format');
  });

  it('refuses a record of another ruleset, version, content or options', () => {
    const live = randomGame(4);
    expect(engine.replay({ ...live.record, ruleset: 'hybrid' })).toMatchObject({
      ok: false,
      error: { code: 'record/wrong-ruleset' },
    });
    expect(engine.replay({ ...live.record, version: '0.0.1' })).toMatchObject({
      ok: false,
      error: { code: 'record/wrong-version' },
    });
    expect(engine.replay({ ...live.record, contentHash: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'record/content-mismatch' },
    });
    expect(engine.replay({ ...live.record, options: { hitOn: 2 } })).toMatchObject({
      ok: false,
      error: { code: 'record/options-mismatch' },
    });
    const tampered = { ...live.record, choices: [{ seat: 'north', choice: { kind: 'commit', dice: 7 } }] };
    expect(engine.replay(tampered)).toMatchObject({
      ok: false,
      error: { code: 'record/illegal-choice', path: 'choices.0' },
    });
  });

  it('a record whose loaded dice show what no die can, run out or are no list is refused, not thrown', () => {
    let m = unwrap(engine.start(1));
    m = play(m, 'north', { kind: 'commit', dice: 1 });
    m = unwrap(engine.submit(m, 'south', { kind: 'commit', dice: 1 }, new LoadedDice([6, 6, 6, 6]))).match;
    const rolled = m.record.choices.findIndex((c) => (c.loaded?.length ?? 0) > 0);
    expect(rolled).toBeGreaterThanOrEqual(0);
    expect(unwrap(engine.replay(m.record)).state).toEqual(m.state);
    const withLoaded = (loaded: unknown) => ({
      ...m.record,
      choices: m.record.choices.map((c, i) => (i === rolled ? { ...c, loaded } : c)) as typeof m.record.choices,
    });
    for (const [loaded, says] of [
      [[0.5, 0.5, 0.5, 0.5], 'is not a face'],
      [[], 'only 0 were scripted'],
      ['six', '"loaded" is not a list of dice'],
    ] as const) {
      const r = engine.replay(withLoaded(loaded));
      expect(r).toMatchObject({ ok: false, error: { code: 'record/bad-dice', path: `choices.${rolled}.loaded` } });
      if (!r.ok) expect(r.error.message).toContain(says);
    }
  });

  it('undo takes back a choice without dice, never one that rolled or revealed', () => {
    let m = unwrap(engine.start(1));
    m = play(m, 'north', { kind: 'commit', dice: 1 });
    expect(engine.canUndo(m)).toEqual({ ok: true, value: true });
    const undone = unwrap(engine.undo(m));
    expect(undone.record.choices).toHaveLength(0);
    expect(engine.hash(undone)).toBe(engine.hash(unwrap(engine.start(1))));
    m = play(m, 'south', { kind: 'commit', dice: 1 }); // both committed: reveal and roll
    expect(engine.undo(m)).toMatchObject({ ok: false, error: { code: 'undo/after-roll' } });
    expect(engine.canUndo(m)).toMatchObject({ ok: false, error: { code: 'undo/after-roll' } });
    expect(engine.undo(unwrap(engine.start(1)))).toMatchObject({ ok: false, error: { code: 'undo/nothing' } });
  });

  it('undo refuses a reveal even when no die was rolled', () => {
    let m = unwrap(engine.start(1));
    m = play(m, 'north', { kind: 'commit', dice: 1 });
    // Loaded dice scripted for exactly the two rolls; the step revealed the secret choices.
    m = play(m, 'south', { kind: 'commit', dice: 1 }, new LoadedDice([1, 1]));
    const last = m.steps[m.steps.length - 1]!;
    expect(last.reveal).toBe(true);
    expect(engine.undo({ ...m, steps: [...m.steps.slice(0, -1), { draws: 0, reveal: true }] })).toMatchObject({
      ok: false,
      error: { code: 'undo/after-reveal' },
    });
  });

  it('undo refuses once the game is over, even a last choice without dice', () => {
    const m = randomGame(5);
    expect(engine.outcome(m)).not.toBeNull();
    const quiet = { ...m, steps: [...m.steps.slice(0, -1), { draws: 0, reveal: false }] };
    expect(engine.canUndo(quiet)).toMatchObject({ ok: false, error: { code: 'undo/finished' } });
    expect(engine.undo(quiet)).toMatchObject({ ok: false, error: { code: 'undo/finished' } });
  });

  it('the fast path reaches the same state as the validated path', () => {
    const live = randomGame(77);
    let fast = engine.rules.fast!.clone(unwrap(engine.start(77)).state);
    const dice = SeededDice.fromState(unwrap(engine.start(77)).rng);
    for (const c of live.record.choices) fast = engine.rules.fast!.applyInPlace(fast, c.seat, c.choice as never, dice);
    expect(fast).toEqual(live.state);
  });

  it('the game ends and refuses further choices', () => {
    const m = randomGame(8);
    expect(engine.outcome(m)).not.toBeNull();
    expect(engine.pending(m)).toEqual([]);
    expect(engine.submit(m, 'north', { kind: 'commit', dice: 1 })).toMatchObject({
      ok: false,
      error: { code: 'game/over' },
    });
  });

  it('options and content are checked when the engine is made', () => {
    expect(Engine.create(duel, { options: { hitOn: 9 } })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
    expect(Engine.create(duel, { content: { startingHealth: 'x' } })).toMatchObject({
      ok: false,
      error: { code: 'content/invalid' },
    });
    const custom = unwrap(Engine.create(duel, { content: { sampleContent: false, startingHealth: 5 } }));
    expect(custom.contentHash).not.toBe(engine.contentHash);
  });

  it('private events reach only their seats', () => {
    const events = [{ type: 'a' }, { type: 'b', visibleTo: ['north'] }];
    expect(eventsFor(events, 'south').map((e) => e.type)).toEqual(['a']);
    expect(eventsFor(events, 'north').map((e) => e.type)).toEqual(['a', 'b']);
    expect(eventsFor(events, null).map((e) => e.type)).toEqual(['a']);
  });
});

describe('registry', () => {
  it('registers by id, refuses duplicates and bad ids', () => {
    const r = new Registry().register(duel);
    expect(r.get('duel')).toBe(duel);
    expect(r.list().map((x) => x.id)).toEqual(['duel']);
    expect(() => r.register(duel)).toThrow(/twice/);
    expect(() => new Registry().register({ ...duel, id: 'Bad Id' })).toThrow(/valid/);
  });
});
