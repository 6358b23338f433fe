import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '@skirmish/core';
import { SqliteStorage } from '../src/sqlite.ts';

const BIN = join(import.meta.dirname, '..', '..', 'cli', 'bin', 'skirmish.mjs');

function serve(db: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('node', [BIN, 'serve', '--port', '0', '--db', db], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((r) => {
    if (child.exitCode !== null || child.signalCode !== null) return r();
    child.once('exit', () => r());
    child.kill('SIGKILL');
  });
}

interface Snapshot {
  index: number;
  legal: unknown[];
  pending: Array<{ seats: string[] }>;
  outcome: unknown;
}

describe('faults: the server killed with SIGKILL', () => {
  it('loses no acknowledged choice, and every game resumes after a restart', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'skirmish-faults-')), 'skirmish.db');
    const plan = SeededDice.fromSeed(2024);
    let { child, url } = await serve(db);
    const created = (await (
      await fetch(`${url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ruleset: 'warmachine', seed: 11, mode: 'hotseat' }),
      })
    ).json()) as { id: string; tokens: Record<string, string> };
    const acknowledged: unknown[] = [];
    try {
      for (let cycle = 0; cycle < 4; cycle++) {
        const burst = 3 + plan.pick(6);
        for (let k = 0; k < burst; k++) {
          const seat = ((await (await fetch(`${url}/api/games/${created.id}`)).json()) as Snapshot).pending[0]!
            .seats[0]!;
          const token = created.tokens[seat]!;
          const snap = (await (await fetch(`${url}/api/games/${created.id}?token=${token}`)).json()) as Snapshot;
          expect(snap.index).toBe(acknowledged.length);
          const choice = snap.legal[plan.pick(snap.legal.length)];
          const res = await fetch(`${url}/api/games/${created.id}/choices`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token, index: snap.index, choice }),
          });
          expect(res.status).toBe(200);
          acknowledged.push({ seat, choice });
        }
        // One more choice in flight when the process dies: it may or may not have landed, but it
        // was never acknowledged, so either is correct.
        const seat = ((await (await fetch(`${url}/api/games/${created.id}`)).json()) as Snapshot).pending[0]!.seats[0]!;
        const token = created.tokens[seat]!;
        const snap = (await (await fetch(`${url}/api/games/${created.id}?token=${token}`)).json()) as Snapshot;
        const inflight = { seat, choice: snap.legal[plan.pick(snap.legal.length)] };
        const pending = fetch(`${url}/api/games/${created.id}/choices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, index: snap.index, choice: inflight.choice }),
        }).catch(() => null);
        await new Promise((r) => setTimeout(r, plan.pick(5)));
        await kill(child);
        const answered = await pending;
        ({ child, url } = await serve(db));
        const after = (await (await fetch(`${url}/api/games/${created.id}`)).json()) as Snapshot;
        if (answered?.status === 200) acknowledged.push(inflight);
        else if (after.index === acknowledged.length + 1) acknowledged.push(inflight); // landed, answer lost
        expect(after.index).toBe(acknowledged.length);
      }
    } finally {
      await kill(child);
    }
    // The restarted server replays the stored record: resume it once more and compare it whole.
    ({ child, url } = await serve(db));
    try {
      const seat = Object.keys(created.tokens)[0]!;
      const snap = (await (
        await fetch(`${url}/api/games/${created.id}?token=${created.tokens[seat]}`)
      ).json()) as Snapshot;
      expect(snap.index).toBe(acknowledged.length);
      expect(snap.outcome).toBeNull();
    } finally {
      await kill(child);
    }
    // And the file holds exactly the acknowledged choices, in order.
    const stored = await new SqliteStorage(db).getGame(created.id);
    expect(stored?.record.choices.map((c) => ({ seat: c.seat, choice: c.choice }))).toEqual(acknowledged);
  }, 180_000);
});
