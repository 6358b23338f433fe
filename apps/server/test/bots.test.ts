import { describe, expect, it } from 'vitest';
import { Engine, type Match, Registry, unwrap } from '@skirmish/core';
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

  it("the bot's reasons arrive with the very update of the move they explain", async () => {
    // A runner that always takes the first legal choice and explains it by its index.
    const explaining = {
      choose: (req: { engine: Engine<unknown, unknown, unknown, unknown>; match: Match<unknown>; seat: string }) => {
        const legal = req.engine.legal(req.match, req.seat);
        const index = req.match.record.choices.length;
        return Promise.resolve({ choice: legal[0], alternatives: [{ choice: legal[0], value: index }] });
      },
    };
    const storage = new SqliteStorage(':memory:');
    const registry = new Registry().register(defaultRegistry().get('warmachine')!);
    const games = new GameService({ registry, storage, bots: explaining });
    const r = await games.create({ ruleset: 'warmachine', seed: 2, seats: { p1: 'human', p2: 'bot:random' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const id = r.value.id;
    const seen: Array<{ index: number; botIndex: number | null; value: number | null }> = [];
    await games.subscribe(id, (u) => {
      void games.snapshot(id, 'p1').then((s) => {
        if (!s.ok) return;
        const last = s.value.lastBot;
        seen.push({ index: u.index, botIndex: last?.index ?? null, value: last?.alternatives?.[0]?.value ?? null });
      });
    });
    const start = Date.now();
    while (Date.now() - start < 10_000) {
      const snap = await games.snapshot(id, 'p1');
      if (!snap.ok) throw new Error(snap.error.message);
      if (seen.some((x) => x.botIndex !== null)) break;
      const pending = snap.value.pending.find((d) => d.seats.includes('p1'));
      if (pending && snap.value.legal.length > 0) await games.submit(id, 'p1', snap.value.legal[0], snap.value.index);
      else await new Promise((res) => setTimeout(res, 10));
    }
    const botUpdates = seen.filter((x) => x.botIndex !== null && x.botIndex === x.index - 1);
    expect(botUpdates.length).toBeGreaterThan(0);
    for (const u of botUpdates) expect(u.value).toBe(u.botIndex);
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
