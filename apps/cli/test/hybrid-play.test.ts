import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleContent } from '@skirmish/hybrid';

const BIN = join(import.meta.dirname, '..', 'bin', 'skirmish.mjs');

/** Common English words a Hungarian line must not hold (Hungarian has none of them as words). */
const ENGLISH =
  /(?<!\p{L})(the|and|to|with|of|at|on|for|from|his|its|is|in|Round|over|done|pinned|waits|reserve|entrance|hand|Your|Key|capital|small|letter|facing|column|rockfall|trapdoor|closed|open|counter|Objective|entry|darkness|wall|door|passage|card|cards|Action|Event|opening|hands|activations|placing|who|activates|first|Choose|Mode|Move|Keep|reject)(?!\p{L})/iu;

/** Warrior names stay as the content gives them. */
const NAMES = sampleContent.profiles.map((p) => p.name).sort((a, b) => b.length - a.length);
const strip = (line: string): string => NAMES.reduce((l, n) => l.split(n).join(' '), line);

/**
 * The boards `skirmish play` drew, each with the prompt under it: from the round line to the
 * line that asks the seat ("-- griffin: ...").
 */
function boards(out: string, round: RegExp): string[][] {
  const lines = out.split('\n');
  const found: string[][] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!round.test(lines[i] ?? '')) continue;
    const block: string[] = [];
    for (let j = i; j < lines.length; j++) {
      block.push(lines[j] ?? '');
      if ((lines[j] ?? '').startsWith('-- ')) break;
    }
    found.push(block);
  }
  return found;
}

function play(locale: 'en' | 'hu', answers: number) {
  return spawnSync(
    'node',
    [BIN, 'play', 'hybrid', '--vs', 'human', '--locale', locale, '--max-choices', String(answers)],
    { encoding: 'utf8', input: '1\n'.repeat(answers), timeout: 120_000 },
  );
}

describe('skirmish play hybrid: the text board', () => {
  it('in Hungarian every word of the board, its legend, the roster and the prompt is Hungarian, into the activations', () => {
    const r = play('hu', 40);
    expect(r.status).toBe(0);
    const all = boards(r.stdout, /^(Kör: \d+\/\d+|Az 1\. kör előtt \(\d+ körből\)) · /);
    expect(all.length).toBeGreaterThan(10);
    // The game reached the activations, so the roster's flags and the move prompts were drawn too.
    expect(all.some((b) => b[0]?.includes('aktiválások'))).toBe(true);
    // The prompts name the sides as Hungarian players do.
    expect(r.stdout).toMatch(/^-- (Griff|Skorpió): /m);
    expect(r.stdout).not.toMatch(/^-- (griffin|scorpion): /m);
    for (const block of all) {
      expect(block.some((l) => l.startsWith('Jelmagyarázat: '))).toBe(true);
      for (const line of block) {
        // The seat before the prompt is named in Hungarian too.
        expect(ENGLISH.exec(strip(line))?.[0], line).toBeUndefined();
        expect(line, line).not.toMatch(/hybrid\//);
      }
    }
  });

  it('in English the board says the same in English', () => {
    const r = play('en', 3);
    expect(r.status).toBe(0);
    const all = boards(r.stdout, /^(Round \d+\/\d+|Before round 1 \(of \d+\)) · /);
    expect(all.length).toBeGreaterThan(0);
    const first = all[0] ?? [];
    expect(first.some((l) => l.startsWith('Key: a warrior is the first letter of his name'))).toBe(true);
    expect(first.some((l) => /^ {2}G Purifier \(2\) at C1 \^ NV 3\/3$/.test(l))).toBe(true);
    expect(first.some((l) => l === '-- Griffin: Keep or reject the opening hand')).toBe(true);
    // Each event line ends with the rule it applies, as the page shows it beside the words.
    const events = r.stdout.split('\n').filter((l) => l.startsWith('  * '));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e).toMatch(/ \[HY-[A-Z0-9-]+\]$/);
  });
});
