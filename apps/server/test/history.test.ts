import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry, type Rules } from '@skirmish/core';
import { buildServer } from '../src/app.ts';
import { SqliteStorage } from '../src/sqlite.ts';
import { duel } from '../../../packages/core/test/fixtures/duel.ts';
import { Client, createGame } from './helpers.ts';

/** The duel, with a note to the committing seat alone: an event hidden from the other seat. */
const whispering: typeof duel = {
  ...duel,
  id: 'duel-whisper',
  rules(content, options) {
    const rules = duel.rules(content, options);
    const apply: (typeof rules)['apply'] = (state, seat, choice, dice) => {
      const r = rules.apply(state, seat, choice, dice);
      if (!r.ok) return r;
      const note = { type: 'duel/note', visibleTo: [seat], choice: JSON.stringify(choice) };
      return { ok: true, value: { state: r.value.state, events: [...r.value.events, note] } };
    };
    return { ...rules, apply } as Rules<unknown, unknown, unknown> as typeof rules;
  },
};

describe('event history for a new device', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  let storage: SqliteStorage;
  let url: string;
  beforeAll(async () => {
    storage = new SqliteStorage(':memory:');
    app = await buildServer({ registry: new Registry().register(whispering), storage });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
  });

  it('a seat joining late gets the events it saw live, in order, and nothing addressed to another seat', async () => {
    const game = await createGame(url, { ruleset: 'duel-whisper', seed: 6 });
    const north = await Client.join(url, game.id, game.tokens['north']);
    const south = await Client.join(url, game.id, game.tokens['south']);
    const spectator = await Client.join(url, game.id);
    for (let k = 0; k < 6; k++) {
      for (const c of [north, south, spectator]) await c.until(() => c.latest()!.index >= k);
      if (north.latest()!.outcome) break;
      const c = north.latest()!.legal.length > 0 ? north : south;
      const st = c.latest()!;
      expect(await c.choose(st.index, st.legal[0])).toMatchObject({ type: 'ack' });
    }
    const played = (await storage.getGame(game.id))!.record.choices.length;
    for (const c of [north, south, spectator]) await c.until(() => c.latest()!.index === played);
    const live = (c: Client) =>
      c.messages
        .filter((m) => m.type === 'state' && (m['events'] as unknown[]).length > 0)
        .map((m) => ({ index: m['index'], events: m['events'] }));

    // Over WebSocket: a new connection for each seat asks for the history from the start.
    for (const [seat, before] of [
      ['north', north],
      ['south', south],
      [null, spectator],
    ] as const) {
      const late = await Client.join(url, game.id, seat ? game.tokens[seat] : undefined);
      late.send({ type: 'history', id: 'h' });
      await late.until(() => late.messages.some((m) => m.type === 'history'));
      const h = late.messages.find((m) => m.type === 'history')!;
      expect(h).toMatchObject({ id: 'h', index: played, next: null });
      const entries = (h['entries'] as Array<{ index: number; events: unknown[] }>).filter((e) => e.events.length > 0);
      expect(entries).toEqual(live(before));
      late.close();
    }
    // The notes to north are in north's history only.
    const southHistory = (await (
      await fetch(`${url}/api/games/${game.id}/events?token=${game.tokens['south']}`)
    ).json()) as {
      entries: Array<{ events: Array<{ visibleTo?: string[] }> }>;
    };
    const northHistory = (await (
      await fetch(`${url}/api/games/${game.id}/events?token=${game.tokens['north']}`)
    ).json()) as typeof southHistory;
    const privateTo = (h: typeof southHistory, seat: string) =>
      h.entries.flatMap((e) => e.events).filter((e) => e.visibleTo?.includes(seat));
    expect(privateTo(northHistory, 'north').length).toBeGreaterThan(0);
    expect(privateTo(southHistory, 'north')).toEqual([]);
    expect(
      southHistory.entries.flatMap((e) => e.events).every((e) => !e.visibleTo || e.visibleTo.includes('south')),
    ).toBe(true);

    // Paging from an index, and refusals.
    const tail = (await (await fetch(`${url}/api/games/${game.id}/events?from=${played - 1}`)).json()) as {
      entries: Array<{ index: number }>;
    };
    expect(tail.entries.map((e) => e.index)).toEqual([played]);
    expect((await fetch(`${url}/api/games/${game.id}/events?token=not-a-real-token-x`)).status).toBe(403);
    expect((await fetch(`${url}/api/games/${game.id}/events?from=-1`)).status).toBe(400);
    expect((await fetch(`${url}/api/games/nope/events`)).status).toBe(404);
    for (const c of [north, south, spectator]) c.close();
  });
});
