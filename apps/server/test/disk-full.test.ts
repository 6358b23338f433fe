import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../src/catalog.ts';
import { GameService } from '../src/games.ts';
import { SqliteStorage } from '../src/sqlite.ts';

/** A small tmpfs to fill up; needs root (CI runs as root). */
function mountTmpfs(): { dir: string; unmount: () => void } | null {
  const dir = mkdtempSync(join(tmpdir(), 'skirmish-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'ignore' });
    return { dir, unmount: () => execFileSync('umount', [dir], { stdio: 'ignore' }) };
  } catch {
    return null;
  }
}

describe('faults: the database disk is full', () => {
  const fs = mountTmpfs();
  it.skipIf(!fs && !process.env['CI'])(
    'a choice is refused with a clear error, nothing is corrupted, and play resumes once there is room',
    async () => {
      expect(fs).not.toBeNull();
      if (!fs) return;
      try {
        const file = join(fs.dir, 'skirmish.db');
        const storage = new SqliteStorage(file);
        const games = new GameService({ registry: defaultRegistry(), storage });
        const created = await games.create({ ruleset: 'dogs-of-war', seed: 3 });
        if (!created.ok) throw new Error(created.error.message);
        const id = created.value.id;
        const playOne = async () => {
          const pub = await games.snapshot(id, null);
          if (!pub.ok) throw new Error(pub.error.message);
          const seat = pub.value.pending[0]!.seats[0]!;
          const mine = await games.snapshot(id, seat);
          if (!mine.ok) throw new Error(mine.error.message);
          return games.submit(id, seat, mine.value.legal[0], mine.value.index);
        };
        for (let i = 0; i < 3; i++) expect((await playOne()).ok).toBe(true);
        // Fill the disk to the last byte.
        const filler = join(fs.dir, 'filler');
        let size = 4 * 1024 * 1024;
        while (size >= 1) {
          try {
            writeFileSync(join(fs.dir, `f${size}`), Buffer.alloc(size));
          } catch {
            size = Math.floor(size / 2);
          }
        }
        writeFileSync(filler, '');
        let refused = null;
        for (let i = 0; i < 50 && !refused; i++) {
          const r = await playOne();
          if (!r.ok) refused = r.error;
        }
        expect(refused).toMatchObject({ code: 'storage/failed' });
        expect(refused?.message).toMatch(/not saved/);
        const before = await games.snapshot(id, null);
        // Make room again: the same game goes on, and what was saved replays.
        execFileSync('sh', ['-c', `rm -f ${fs.dir}/f*`]);
        expect((await playOne()).ok).toBe(true);
        await storage.close();
        const again = new SqliteStorage(file);
        const reopened = new GameService({ registry: defaultRegistry(), storage: again });
        const after = await reopened.snapshot(id, null);
        await again.close();
        expect(after.ok && before.ok && after.value.index).toBe(before.ok ? before.value.index + 1 : -1);
        // The file itself is sound: SQLite's own check finds nothing wrong.
        const raw = new Database(file, { readonly: true });
        expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
        raw.close();
      } finally {
        try {
          fs.unmount();
        } catch {
          execFileSync('umount', ['-l', fs.dir], { stdio: 'ignore' });
        }
        rmSync(fs.dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
