/**
 * What the scale-out tests share: the real PostgreSQL and Redis that CI starts, server processes
 * started against them in a schema of their own, and a player who makes one choice at a time with
 * seats on different processes, checking that each choice reaches the other seat.
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { expect, it } from 'vitest';
import type { SeededDice } from '@skirmish/core';
import { kill, serveProcess, type Client, type State } from './helpers.ts';

/** The servers CI names (`SKIRMISH_TEST_DATABASE_URL`, `SKIRMISH_TEST_REDIS_URL`), or null. */
export function sharedServers(): { pgUrl: string; redisUrl: string } | null {
  const [pgUrl, redisUrl] = namedServers(['SKIRMISH_TEST_DATABASE_URL', 'SKIRMISH_TEST_REDIS_URL']);
  return pgUrl && redisUrl ? { pgUrl, redisUrl } : null;
}

/**
 * The URLs of the servers these variables name. Where one is missing, a test says so: outside CI
 * it passes (nothing is required here), in CI a missing server is a failure.
 */
export function namedServers(names: readonly string[]): Array<string | undefined> {
  const urls = names.map((n) => process.env[n] || undefined);
  if (urls.every((u) => u !== undefined)) return urls;
  it(`runs against real servers in CI (${names.join(', ')})`, () => {
    expect(process.env['CI'] ? 'missing' : 'not required here').toBe(
      process.env['CI'] ? 'present' : 'not required here',
    );
  });
  return urls;
}

/** Server processes on one fresh schema of the shared database; `close` ends them and their clients. */
export interface Cluster {
  readonly schema: string;
  readonly start: () => Promise<{ child: ChildProcess; url: string }>;
  /** Clients to close at the end. */
  readonly clients: Client[];
  close(): Promise<void>;
}

export function cluster(
  servers: { pgUrl: string; redisUrl: string },
  prefix: string,
  moreEnv: Readonly<Record<string, string>> = {},
): Cluster {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const env = {
    DATABASE_URL: servers.pgUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: servers.redisUrl,
    NODE_ENV: 'production',
    ...moreEnv,
  };
  const children: ChildProcess[] = [];
  const clients: Client[] = [];
  return {
    schema,
    clients,
    start: async () => {
      const s = await serveProcess(env);
      children.push(s.child);
      return s;
    },
    async close() {
      for (const c of clients) c.close();
      for (const c of children) await kill(c);
    },
  };
}

export interface Played {
  readonly index: number;
  readonly seat: string;
  readonly choice: unknown;
}

/**
 * Plays one choice at a time for two seats, each connected through `on[seat]` (whose process may
 * change): a seat that is asked picks with `plan`, its choice must be acknowledged, and the other
 * seat must see it (through Redis when it is on another process). `asked(decision, seat)` says
 * whether a pending decision is the seat's to answer.
 */
export function crossPlay(
  on: Record<string, Client>,
  seats: readonly string[],
  plan: SeededDice,
  asked: (decision: State['pending'][number], seat: string) => boolean,
): { played: Played[]; crossed: () => number; playOne: () => Promise<void> } {
  const played: Played[] = [];
  let crossed = 0;
  const playOne = async (): Promise<void> => {
    for (;;) {
      const target = played.length;
      for (const c of Object.values(on)) await c.until(() => (c.latest()?.index ?? -1) >= target);
      const seat = seats.find((s) => {
        const st = on[s]!.latest()!;
        return st.legal.length > 0 && st.pending.some((d) => asked(d, s));
      });
      if (!seat) throw new Error('no seat is asked');
      const st = on[seat]!.latest()!;
      const choice = st.legal[plan.pick(st.legal.length)];
      const answer = await on[seat]!.choose(st.index, choice);
      if (answer.type === 'error' && answer.code === 'choice/stale') continue;
      expect(answer).toMatchObject({ type: 'ack', index: st.index + 1 });
      played.push({ index: st.index, seat, choice });
      const other = seats.find((s) => s !== seat)!;
      await on[other]!.until(() => (on[other]!.latest()?.index ?? -1) >= st.index + 1);
      crossed++;
      return;
    }
  };
  return { played, crossed: () => crossed, playOne };
}
