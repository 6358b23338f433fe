import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine, SeededDice, unwrap, type GameEvent, type Match } from '@skirmish/core';
import { defaultRegistry } from '../src/catalog.ts';
import type { SqliteStorage } from '../src/sqlite.ts';
import { createGame, memoryServer, type MemoryServer } from './helpers.ts';

interface Step {
  index: number;
  view: unknown;
  pending: Array<{ seats: string[]; kind: string; prompt?: string }>;
  outcome: unknown;
  events: GameEvent[];
  by?: string;
  choice?: unknown;
}
interface Views {
  ruleset: string;
  seat: string | null;
  seats: Array<{ seat: string; kind: string }>;
  index: number;
  steps: Step[];
  next: number | null;
}

/** Every string leaf of a value (3 characters or more). */
function leaves(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string' && v.length >= 3) out.add(v);
  else if (Array.isArray(v)) for (const x of v) leaves(x, out);
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) leaves(x, out);
  return out;
}

/** The Hybrid state's parts this test reads: each side's face-down sequence and hand. */
interface HybridTruth {
  sides: Record<string, { sequence: string[]; hand: string[] }>;
  warriors: Array<{ id: string; side: string; activated: boolean }>;
}
interface HybridViewPart {
  warriors: Array<{ id: string; side: string; counter: number | null }>;
  hand: string[];
}

describe('a running online game replayed per seat: GET /api/games/:id/views', () => {
  const registry = defaultRegistry();
  const engine: Engine<unknown, unknown, unknown, unknown> = unwrap(Engine.create(registry.get('hybrid')!));
  let server: MemoryServer;
  let storage: SqliteStorage;
  let url: string;
  beforeAll(async () => {
    server = await memoryServer(registry);
    ({ storage, url } = server);
  });
  afterAll(() => server.close());

  const get = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    return { status: res.status, body: (await res.json()) as Views & { error?: { code: string } } };
  };

  it('each seat gets its own views and events, never the other seat’s counters, hand or choices; a spectator the public ones; a bad token is refused', async () => {
    const created = await createGame(url, { ruleset: 'hybrid', seed: 12 });
    const seats = Object.keys(created.tokens);
    expect(seats).toEqual(['griffin', 'scorpion']);
    // Random legal choices over HTTP, far enough for both sides to place their counters face down.
    const plan = SeededDice.fromSeed(5);
    let match = unwrap(engine.start(12));
    for (let k = 0; k < 45 && !engine.outcome(match); k++) {
      const seat = engine.pending(match)[0]!.seats[0]!;
      const legal = engine.legal(match, seat);
      const choice = legal[plan.pick(legal.length)];
      const res = await fetch(`${url}/api/games/${created.id}/choices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: created.tokens[seat], index: k, choice }),
      });
      expect(res.status).toBe(200);
      match = unwrap(engine.submit(match, seat, choice)).match;
    }
    const record = (await storage.getGame(created.id))!.record;
    const total = record.choices.length;
    // The record itself stays secret while the game runs.
    expect((await fetch(`${url}/api/games/${created.id}/record?token=${created.tokens['griffin']}`)).status).toBe(409);

    // The truth at every position, replayed here.
    const truths: Array<Match<unknown>> = [unwrap(engine.replay(record, 0))];
    const eventsOf: GameEvent[][] = [[]];
    for (const c of record.choices) {
      const r = unwrap(engine.submit(truths.at(-1)!, c.seat, c.choice));
      truths.push(r.match);
      eventsOf.push([...r.events]);
    }

    let faceDownChecked = 0;
    let handsChecked = 0;
    for (const who of [...seats, null]) {
      const q = who ? `?token=${created.tokens[who]}` : '';
      const { status, body } = await get(`/api/games/${created.id}/views${q}`);
      expect(status).toBe(200);
      expect(body.seat).toBe(who);
      expect(body.ruleset).toBe('hybrid');
      expect(body.seats).toEqual(seats.map((seat) => ({ seat, kind: 'human' })));
      expect(body.index).toBe(total);
      expect(body.next).toBeNull();
      expect(body.steps.map((s) => s.index)).toEqual(Array.from({ length: total + 1 }, (_, i) => i));
      for (const step of body.steps) {
        const truth = truths[step.index]!;
        // Exactly the view and the events this seat was sent live at that position.
        expect(step.view).toEqual(engine.view(truth, who));
        expect(step.outcome).toEqual(engine.outcome(truth));
        expect(step.events).toEqual(
          eventsOf[step.index]!.filter((e) => !e.visibleTo || (who !== null && e.visibleTo.includes(who))),
        );
        if (step.index > 0) {
          const c = record.choices[step.index - 1]!;
          expect(step.by).toBe(c.seat);
          // A choice is returned to the seat that made it, to nobody else.
          if (c.seat === who) expect(step.choice).toEqual(c.choice);
          else expect('choice' in step).toBe(false);
        }
        // Nothing hidden from this seat anywhere in the step (its own choice aside, which it made):
        // what the state or another seat's view holds beyond this seat's own view.
        const mine = leaves(engine.view(truth, who));
        const secrets = new Set([...leaves(truth.state)].filter((x) => !mine.has(x)));
        for (const s of seats)
          if (s !== who) for (const x of leaves(engine.view(truth, s))) if (!mine.has(x)) secrets.add(x);
        for (const x of leaves({ ...step, choice: null }))
          expect(secrets.has(x), `${who ?? 'spectator'} at ${step.index}: "${x}"`).toBe(false);
        // The other side's face-down counters and hand, named.
        const state = truth.state as HybridTruth;
        const view = step.view as HybridViewPart;
        for (const side of seats) {
          if (side === who) continue;
          for (const w of state.warriors.filter((x) => x.side === side && !x.activated)) {
            if (!state.sides[side]!.sequence.includes(w.id)) continue;
            expect(view.warriors.find((x) => x.id === w.id)!.counter).toBeNull();
            faceDownChecked++;
          }
          if (state.sides[side]!.hand.length > 0 && who !== null) {
            expect(view.hand).toEqual(state.sides[who]!.hand);
            handsChecked++;
          }
        }
      }
    }
    // The game reached the positions this test is about: counters face down and cards in hand.
    expect(faceDownChecked).toBeGreaterThan(0);
    expect(handsChecked).toBeGreaterThan(0);

    // Pages: from a position on, and the last page says so.
    const tail = await get(`/api/games/${created.id}/views?token=${created.tokens['scorpion']}&from=${total - 2}`);
    expect(tail.body.steps.map((s) => s.index)).toEqual([total - 2, total - 1, total]);
    expect(tail.body.steps[0]!.by).toBe(record.choices[total - 3]!.seat);
    expect(tail.body.steps[0]!.events).toEqual(
      eventsOf[total - 2]!.filter((e) => !e.visibleTo || e.visibleTo.includes('scorpion')),
    );

    // Refusals: a token of no seat, a bad position, an unknown game, an unknown query field.
    const bad = await get(`/api/games/${created.id}/views?token=not-a-real-token-at-all`);
    expect(bad.status).toBe(403);
    expect(bad.body.error?.code).toBe('seat/bad-token');
    expect(bad.body.steps).toBeUndefined();
    expect((await get(`/api/games/${created.id}/views?from=-1`)).status).toBe(400);
    expect((await get(`/api/games/nope/views`)).status).toBe(404);
    expect((await get(`/api/games/${created.id}/views?seat=griffin`)).status).toBe(400);
  }, 60_000);

  it('a long game comes in pages of at most 200 positions that join up', async () => {
    const created = await createGame(url, { ruleset: 'hybrid', seed: 3 });
    let match = unwrap(engine.start(3));
    const plan = SeededDice.fromSeed(8);
    for (let k = 0; k < 230 && !engine.outcome(match); k++) {
      const seat = engine.pending(match)[0]!.seats[0]!;
      const legal = engine.legal(match, seat);
      const choice = legal[plan.pick(legal.length)];
      const r = await server.app.inject({
        method: 'POST',
        url: `/api/games/${created.id}/choices`,
        payload: { token: created.tokens[seat], index: k, choice },
      });
      expect(r.statusCode).toBe(200);
      match = unwrap(engine.submit(match, seat, choice)).match;
    }
    const total = match.record.choices.length;
    expect(total).toBeGreaterThan(200);
    const first = await get(`/api/games/${created.id}/views?token=${created.tokens['griffin']}`);
    expect(first.body.steps).toHaveLength(200);
    expect(first.body.next).toBe(200);
    const second = await get(`/api/games/${created.id}/views?token=${created.tokens['griffin']}&from=200`);
    expect(second.body.steps.map((s) => s.index)).toEqual(Array.from({ length: total - 199 }, (_, i) => 200 + i));
    expect(second.body.next).toBeNull();
    expect(second.body.steps.at(-1)!.view).toEqual(engine.view(match, 'griffin'));
  }, 90_000);
});
