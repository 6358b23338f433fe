import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeededDice, unwrap, type GameEvent } from '@skirmish/core';
import { hybridRuleset, type HybridChoice } from '../src/index.ts';
import { EVENT_WORDS } from '../src/event-words.ts';
import { describeCardEvent } from '../src/cards/messages.ts';
import { describeChoice, describeEvent } from '../src/presenter.ts';
import { sampleContent } from '../src/content/sample.ts';

const SRC = new URL('../src/', import.meta.url);

/** Every `.ts` file under src/, read as text. */
function sources(dir: URL = SRC): string[] {
  const out: string[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (d.isDirectory()) out.push(...sources(new URL(`${d.name}/`, dir)));
    else if (d.name.endsWith('.ts')) out.push(readFileSync(new URL(d.name, dir), 'utf8'));
  }
  return out;
}

/** Every event type the rules emit: the `hybrid/...` strings after `type:` (one or two of a `? :`). */
function emittedTypes(): string[] {
  const types = new Set<string>();
  for (const text of sources())
    for (const m of text.matchAll(/type: ([^,}\n]*)/g))
      for (const t of (m[1] ?? '').matchAll(/'(hybrid\/[a-z0-9-]+)'/g)) if (t[1]) types.add(t[1]);
  return [...types].sort();
}

/** Common English words a Hungarian line must not hold (Hungarian has none of them as words). */
const ENGLISH =
  /(?<!\p{L})(the|and|to|with|of|at|on|for|from|his|its|Move|moves|Strike|Fire|Play|plays|Keep|Give|Activate|Round|level|against|card|cards|door|wound|roll|rolls|begins|ends|points|no|takes|success|failure|Stop|End|Leave|Throw|Parry|Turn|facing)(?!\p{L})/iu;

/** Everything the content names (profiles, cards, equipment, aptitudes): names stay as given. */
const CONTENT_NAMES: string[] = (() => {
  const names = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o['name'] === 'string') names.add(o['name']);
      for (const x of Object.values(o)) if (typeof x === 'object') walk(x);
    }
  };
  walk(sampleContent);
  // Longest first, so "Aura of Dread" goes before any shorter name inside it.
  return [...names].sort((a, b) => b.length - a.length);
})();

const strip = (line: string, extra: readonly string[]): string =>
  [...extra, ...CONTENT_NAMES].reduce((l, n) => l.split(n).join(' '), line);

/** What is wrong with a Hungarian line: a raw type, a dump, or an English word outside the names. */
function problems(line: string, extra: readonly string[] = []): string[] {
  const out: string[] = [];
  if (/hybrid\//.test(line)) out.push('raw event type');
  if (/[{}[\]"]/.test(line) || /\b[a-z]+ (griffin|scorpion)\b/.test(line)) out.push('raw dump');
  const english = ENGLISH.exec(strip(line, extra));
  if (english) out.push(`English word "${english[0]}"`);
  return out;
}

function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const rules = hybridRuleset.rules(sampleContent, {});
const MISSIONS = sampleContent.missions.map((m) => m.id);
const SEEDS = [1, 2];
const STEPS = 300;

describe('Hybrid in Hungarian', () => {
  it('every event type the rules can emit has an English and a Hungarian wording from its fields', () => {
    const types = emittedTypes();
    expect(types.length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const type of types) {
      const e: GameEvent = { type };
      const table = EVENT_WORDS[type];
      const en = table ? table.en(e) : describeCardEvent(e, 'en');
      const hu = table ? table.hu(e) : describeCardEvent(e, 'hu');
      if (en === null || hu === null || en === hu) missing.push(type);
      // The presenter uses them: neither language falls back to a dump of the type.
      const bare = type.replace('hybrid/', '');
      for (const locale of ['en', 'hu'] as const) {
        const line = describeEvent(e, locale);
        if (line === bare || line.startsWith(`${bare}:`)) missing.push(`${type} (${locale})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every choice kind is worded in Hungarian, in other words than the English ones', () => {
    const s = unwrap(rules.setup({ mission: 'return-to-glasinhar' }, SeededDice.fromSeed(1)));
    const view = rules.view(s, 'griffin');
    const g = view.warriors.find((w) => w.side === 'griffin')?.id ?? '';
    const sc = view.warriors.find((w) => w.side === 'scorpion')?.id ?? '';
    const card = sampleContent.actionCards[0]?.id ?? '';
    const door = s.board.doors[0]?.id ?? '';
    // One choice of each kind; the Record's type makes the compiler ask for every kind there is.
    const one: { [K in HybridChoice['kind']]: Extract<HybridChoice, { kind: K }> } = {
      'keep-hand': { kind: 'keep-hand' },
      'reject-hand': { kind: 'reject-hand' },
      'go-first': { kind: 'go-first' },
      'go-second': { kind: 'go-second' },
      counter: { kind: 'counter', warrior: g },
      'keep-watch': { kind: 'keep-watch', warrior: g },
      mode: { kind: 'mode', mode: 'OC', level: 2, target: sc },
      move: { kind: 'move', x: 2, y: 3, facing: 'N', cost: 2 },
      door: { kind: 'door', door },
      done: { kind: 'done' },
      strike: { kind: 'strike', target: sc, level: 3, combined: true },
      fire: { kind: 'fire', target: sc, level: 5, second: sc, pierce: sc },
      watch: { kind: 'watch' },
      cards: { kind: 'cards', cards: [card], effect: true },
      hinder: { kind: 'hinder', card },
      parry: { kind: 'parry', level: 2, card },
      sacrifice: { kind: 'sacrifice', target: sc },
      objective: { kind: 'objective' },
      'event-counter': { kind: 'event-counter' },
      face: { kind: 'face', facing: 'W' },
      'play-event': { kind: 'play-event', card, target: sc, x: 3, y: 4 },
      end: { kind: 'end' },
      leave: { kind: 'leave' },
      lever: { kind: 'lever' },
      'brutish-push': { kind: 'brutish-push', push: true },
      'keep-die': { kind: 'keep-die', die: 3 },
      relevel: { kind: 'relevel', level: 2 },
      leader: { kind: 'leader', warrior: g },
      'discard-aura': { kind: 'discard-aura', warrior: g, card },
      'discard-mutation': { kind: 'discard-mutation', card },
      'commit-card': { kind: 'commit-card', card },
      aura: { kind: 'aura', card },
      mutate: { kind: 'mutate', warrior: sc, card },
      shell: { kind: 'shell' },
      relocate: { kind: 'relocate', warrior: sc, x: 1, y: 1 },
      'play-army': { kind: 'play-army', card, target: sc },
      'no-madness': { kind: 'no-madness' },
      nullify: { kind: 'nullify', target: sc },
      'events-done': { kind: 'events-done' },
    };
    const names = view.warriors.map((w) => w.name);
    const bad: string[] = [];
    for (const c of Object.values(one) as HybridChoice[]) {
      const hu = describeChoice(c, view, 'hu');
      const en = describeChoice(c, view, 'en');
      if (hu === en) bad.push(`${c.kind} is the same in both: ${hu}`);
      for (const p of problems(hu, [...names, door, card])) bad.push(`${c.kind}: ${p}: ${hu}`);
    }
    expect(bad).toEqual([]);
    expect(describeChoice(one.move, view, 'hu')).toBe('Lépés ide: C4, észak felé nézve (2 MP)');
    expect(describeChoice(one.mode, view, 'hu')).toContain('Támadó harc, 2. szint');
  });

  it('the checker itself finds English words, raw types and dumps', () => {
    expect(problems('Move to C4 facing N')).not.toEqual([]);
    expect(problems('Strike Hybrid (2) at level 3')).not.toEqual([]);
    expect(problems('A kar meghúzása')).toEqual([]);
    expect(problems('hybrid/wound')).not.toEqual([]);
    expect(problems('roll-card: seat griffin')).not.toEqual([]);
    expect(problems('moved: warrior x, x 3, {"a":1}')).not.toEqual([]);
  });

  it('random games on every sample mission: every event and every offered choice reads in Hungarian', () => {
    const bad: string[] = [];
    const seen = new Map<string, number>();
    const kinds = new Set<string>();
    for (const mission of MISSIONS)
      for (const seed of SEEDS) {
        const dice = SeededDice.fromSeed(seed);
        let s = unwrap(rules.setup({ mission }, dice));
        const rand = lcg(seed * 7919 + mission.length);
        const doors = s.board.doors.map((d) => d.id);
        for (let step = 0; step < STEPS && rules.outcome(s) === null; step++) {
          const pending = rules.pending(s);
          const d = pending[Math.floor(rand() * pending.length)];
          if (!d) break;
          const seat = d.seats[0] as string;
          const view = rules.view(s, seat);
          const names = view.warriors.map((w) => w.name);
          const legal = rules.legalChoices(s, seat);
          for (const c of legal) {
            kinds.add(c.kind);
            const hu = describeChoice(c, view, 'hu');
            const en = describeChoice(c, view, 'en');
            for (const p of problems(hu, [...names, ...doors]))
              bad.push(`${mission}/${seed} choice ${c.kind}: ${p}: ${hu}`);
            if (hu === en) bad.push(`${mission}/${seed} choice ${c.kind} is the same in both: ${hu}`);
          }
          const c = legal[Math.floor(rand() * legal.length)] as HybridChoice;
          const t = unwrap(rules.apply(s, seat, c, dice));
          s = t.state;
          for (const e of t.events) {
            seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
            const hu = describeEvent(e, 'hu');
            const en = describeEvent(e, 'en');
            for (const p of problems(hu, doors)) bad.push(`${mission}/${seed} event ${e.type}: ${p}: ${hu}`);
            if (hu === en) bad.push(`${mission}/${seed} event ${e.type} is the same in both: ${hu}`);
            if (en.startsWith(`${e.type.replace('hybrid/', '')}:`)) bad.push(`${mission}/${seed} English dump: ${en}`);
          }
        }
      }
    expect([...new Set(bad)].slice(0, 20)).toEqual([]);
    // The games went far enough to matter: fights, rolls, moves and modes were worded.
    for (const t of ['hybrid/roll', 'hybrid/moved', 'hybrid/mode', 'hybrid/wound', 'hybrid/activation'])
      expect(seen.get(t) ?? 0, t).toBeGreaterThan(0);
    expect(seen.size).toBeGreaterThan(30);
    for (const k of ['mode', 'move', 'strike', 'fire', 'counter', 'cards']) expect(kinds.has(k), k).toBe(true);
  });
});
