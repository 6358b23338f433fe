import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import { SqliteStorage } from '../src/sqlite.ts';
import { createGame, kill, serveProcess } from './helpers.ts';

interface Snapshot {
  index: number;
  legal: unknown[];
  pending: Array<{ seats: string[] }>;
  outcome: unknown;
}

interface Played {
  readonly id: string;
  readonly tokens: Record<string, string>;
  /** Choices the server answered 200 to, in order. */
  readonly acked: Array<{ seat: string; choice: unknown }>;
  /** The choice sent last and not answered (the server died first). */
  inflight: { seat: string; choice: unknown } | null;
}

/** The server died under the request: the connection was refused or cut. */
class Gone extends Error {}

/** A request as a well-behaved client makes it: a 429 is waited out and sent again. */
async function call(url: string, init?: RequestInit): Promise<Response> {
  for (;;) {
    let res: Response;
    try {
      res = await fetch(url, init);
    } catch {
      throw new Gone(url);
    }
    if (res.status !== 429) return res;
    await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
  }
}

async function json<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  try {
    return (await r.json()) as T;
  } catch {
    // The body was cut off by the kill.
    throw new Gone(r.url);
  }
}

/**
 * Plays one game over HTTP, one choice at a time, until `stop` or the server dies under it
 * (a refused connection ends the loop; the choice then in flight stays in `inflight`).
 */
async function drive(url: string, game: Played, plan: SeededDice, stop: { now: boolean }): Promise<void> {
  try {
    while (!stop.now) {
      const pub = await json<Snapshot>(call(`${url}/api/games/${game.id}`));
      if (pub.outcome || pub.pending.length === 0) return;
      const seat = pub.pending[0]!.seats[0]!;
      const token = game.tokens[seat]!;
      const mine = await json<Snapshot>(call(`${url}/api/games/${game.id}?token=${token}`));
      expect(mine.index).toBe(game.acked.length);
      const choice = mine.legal[plan.pick(mine.legal.length)];
      game.inflight = { seat, choice };
      const res = await call(`${url}/api/games/${game.id}/choices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, index: mine.index, choice }),
      });
      let text: string;
      try {
        text = await res.text();
      } catch {
        throw new Gone(res.url);
      }
      expect(res.status, text).toBe(200);
      game.acked.push({ seat, choice });
      game.inflight = null;
    }
  } catch (e) {
    // Only the server's death ends a game's play early; anything else is a real failure.
    if (!(e instanceof Gone)) throw e;
  }
}

const RULESETS = ['warmachine', 'hunters', 'dogs-of-war', 'hybrid', 'warmachine', 'dogs-of-war'];

describe('faults: the server killed with SIGKILL', () => {
  it('at random moments and in the middle of a group commit: every acknowledged choice is kept, every game resumes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmish-faults-'));
    const db = join(dir, 'skirmish.db');
    const plan = SeededDice.fromSeed(2024);
    // While this file exists, the server's writer holds each commit open (see sqlite-writer.ts).
    const holdFile = join(dir, 'hold-commit-ms');
    const env = { SKIRMISH_FAULT_HOLD_FILE: holdFile };
    try {
      let server = await serveProcess(env, ['--db', db]);
      const games: Played[] = [];
      for (const [i, ruleset] of RULESETS.entries()) {
        const g = await createGame(server.url, { ruleset, seed: 11 + i });
        games.push({ id: g.id, tokens: g.tokens, acked: [], inflight: null });
      }
      let midCommitKills = 0;
      for (let cycle = 0; cycle < 4; cycle++) {
        // Odd cycles hold every commit open 300 ms and kill the process inside one that carries
        // several games' choices; even cycles kill it after a random time.
        const midCommit = cycle % 2 === 1;
        if (midCommit) writeFileSync(holdFile, '300');
        else rmSync(holdFile, { force: true });
        const stop = { now: false };
        let held: string[] = [];
        const killed = new Promise<void>((resolve) => {
          if (midCommit) {
            let seen = 0;
            let err = '';
            server.child.stderr?.on('data', (d: Buffer) => {
              err += d.toString();
              for (const m of err.matchAll(/skirmish-fault: commit open (.*)\n/g)) {
                seen++;
                const batch = (m[1] ?? '').split(' ');
                if (held.length === 0 && (batch.length >= 2 || seen >= 6)) {
                  held = batch;
                  void kill(server.child).then(resolve);
                }
              }
              err = err.slice(err.lastIndexOf('\n') + 1);
            });
          } else {
            // Once a few choices have been acknowledged, at a random moment.
            const start = games.reduce((n, g) => n + g.acked.length, 0);
            const since = Date.now();
            const poll = setInterval(() => {
              const progress = games.reduce((n, g) => n + g.acked.length, 0) - start;
              if (progress < 4 && Date.now() - since < 10_000) return;
              clearInterval(poll);
              setTimeout(() => void kill(server.child).then(resolve), plan.pick(300));
            }, 5);
          }
        });
        const drivers = games.map((g, i) => drive(server.url, g, SeededDice.fromSeed(cycle * 100 + i), stop));
        await killed;
        stop.now = true;
        await Promise.all(drivers);
        if (midCommit) {
          expect(held.length).toBeGreaterThan(0);
          midCommitKills++;
        }
        rmSync(holdFile, { force: true });
        server = await serveProcess(env, ['--db', db]);
        for (const g of games) {
          const after = await json<Snapshot>(call(`${server.url}/api/games/${g.id}`));
          // A choice sent but not answered may have landed (its answer lost) or not: both are right.
          if (g.inflight && after.index === g.acked.length + 1) g.acked.push(g.inflight);
          g.inflight = null;
          expect(after.index, `game ${g.id} after cycle ${cycle}`).toBe(g.acked.length);
          // The transaction the process died in was rolled back whole: none of its choices landed.
          for (const h of held) {
            const [id, index] = h.split(':');
            if (id === g.id) expect(after.index).toBeLessThanOrEqual(Number(index));
          }
        }
      }
      expect(midCommitKills).toBe(2);
      // Every game resumes: one more choice each on the restarted server.
      for (const g of games) {
        const pub = await json<Snapshot>(call(`${server.url}/api/games/${g.id}`));
        if (pub.outcome) continue;
        const seat = pub.pending[0]!.seats[0]!;
        const mine = await json<Snapshot>(call(`${server.url}/api/games/${g.id}?token=${g.tokens[seat]}`));
        const choice = mine.legal[0];
        const res = await call(`${server.url}/api/games/${g.id}/choices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: g.tokens[seat], index: mine.index, choice }),
        });
        expect(res.status).toBe(200);
        g.acked.push({ seat, choice });
      }
      await kill(server.child);
      expect(games.reduce((n, g) => n + g.acked.length, 0)).toBeGreaterThan(20);
      // The file is sound and holds exactly the acknowledged choices, in order.
      const raw = new Database(db, { readonly: true });
      expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
      raw.close();
      const storage = new SqliteStorage(db);
      for (const g of games) {
        const stored = await storage.getGame(g.id);
        expect(stored?.record.choices.map((c) => ({ seat: c.seat, choice: c.choice }))).toEqual(g.acked);
      }
      await storage.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
