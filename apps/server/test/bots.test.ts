import { describe, expect, it } from 'vitest';
import { Engine, Registry, unwrap } from '@skirmish/core';
import { WorkerBotRunner } from '../src/bots/pool.ts';
import { defaultRegistry } from '../src/catalog.ts';
import { GameService } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';

describe('bots in worker threads', () => {
  it('a worker answers with a legal choice from the seat view, deterministically for a seed', async () => {
    const runner = new WorkerBotRunner({ workers: 1 });
    try {
      const ruleset = defaultRegistry().get('warmachine')!;
      const engine: Engine<unknown, unknown, unknown, unknown> = unwrap(Engine.create(ruleset));
      const match = unwrap(engine.start(3));
      const seat = engine.pending(match)[0]!.seats[0]!;
      const a = await runner.choose({ ruleset, engine, match, seat, spec: 'random', seed: 42 });
      const b = await runner.choose({ ruleset, engine, match, seat, spec: 'random', seed: 42 });
      expect(engine.legal(match, seat)).toContainEqual(a.choice);
      expect(b.choice).toEqual(a.choice);
    } finally {
      await runner.close();
    }
  }, 60_000);

  it('a bot that fails does not stall the game: a random legal choice is played instead', async () => {
    const failing = { choose: () => Promise.reject(new Error('boom')) };
    const errors: string[] = [];
    const storage = new SqliteStorage(':memory:');
    const registry = new Registry().register(defaultRegistry().get('dogs-of-war')!);
    const games = new GameService({ registry, storage, bots: failing, onBotError: (_id, e) => errors.push(String(e)) });
    const seats = unwrap(Engine.create(registry.get('dogs-of-war')!)).rules.seats(
      registry.get('dogs-of-war')!.defaultSetup,
    );
    const r = await games.create({
      ruleset: 'dogs-of-war',
      seed: 1,
      seats: Object.fromEntries(seats.map((s) => [s, 'bot:random'])),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const start = Date.now();
    while (Date.now() - start < 10_000) {
      const g = await storage.getGame(r.value.id);
      if ((g?.record.choices.length ?? 0) >= 3) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    expect((await storage.getGame(r.value.id))!.record.choices.length).toBeGreaterThanOrEqual(3);
    expect(errors.some((e) => e.includes('boom'))).toBe(true);
  }, 30_000);

  it('refuses a bot the rule system cannot be played by', async () => {
    const games = new GameService({
      registry: defaultRegistry(),
      storage: new SqliteStorage(':memory:'),
      botKinds: () => ['random'],
    });
    expect(await games.create({ ruleset: 'warmachine', seats: { p2: 'bot:mcts:500ms' } })).toMatchObject({
      ok: false,
      error: { code: 'game/bot-unavailable' },
    });
    expect(await games.create({ ruleset: 'warmachine', seats: { p2: 'bot:wizard' } })).toMatchObject({
      ok: false,
      error: { code: 'game/bad-seat' },
    });
  });
});
