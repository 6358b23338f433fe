import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECISION_HU, huntersPresenter } from '../src/presenter.ts';
import { promptHu } from '../src/event-words.ts';
import { SAMPLE_NAMES_HU, hungarianNames } from '../src/names.ts';
import { sampleContent } from '../src/content/sample.ts';
import type { HuntersView } from '../src/view.ts';
import { playMissions } from './played.ts';
import { drive, scene } from './fixture.ts';

const SRC = new URL('../src/', import.meta.url);
const sources = (): string[] =>
  readdirSync(SRC)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(new URL(f, SRC), 'utf8'));

/** Common English words a Hungarian prompt must not hold (words both languages spell alike left out). */
const ENGLISH =
  /\b(the|and|of|to|with|from|an|at|on|for|its|as|choose|place|take|action|play|make|read|card|which|where|what|who|enemy|enemies|character|starting|hand|deployment|zone|equal|health|reaction|against|penalty|attack|leaps|away|move|party|does|next|first|acts|strike|stray|lands|parting|leap|ends)\b/i;

/** The names a pack gives (classes, enemies) and ours in Hungarian: names, not words to judge. */
const NAMES = [...sampleContent.classes.map((c) => c.name), ...sampleContent.enemies.map((e) => e.name)]
  .flatMap((n) => [n, SAMPLE_NAMES_HU[n] ?? n])
  .sort((a, b) => b.length - a.length);
const unnamed = (text: string): string => NAMES.reduce((t, n) => t.split(n).join(''), text);

/** The prompts the rules build when they open a decision, as patterns read off the source. */
function promptTemplates(): RegExp[] {
  const out: RegExp[] = [];
  for (const text of sources())
    // `prompt: 'text'`, `prompt: \`text ${name}\``, or `prompt: cond ? \`one\` : 'other'`.
    for (const m of text.matchAll(/prompt:\s*(?:[^'`,;{}]*\?\s*)?(`[^`]*`|'[^']*')(?:\s*:\s*(`[^`]*`|'[^']*'))?/g))
      for (const lit of [m[1], m[2]]) {
        if (lit === undefined) continue;
        const body = lit.slice(1, -1);
        const parts = body.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        out.push(new RegExp(`^${parts.join('(.+)')}$`));
      }
  return out;
}

/** The tie questions the enemy code asks ("which ...", "where ..."), read off the source. */
function tieQuestions(): string[] {
  const abouts = new Set<string>();
  for (const text of sources()) for (const m of text.matchAll(/'((?:which|where) [^']+)'/g)) if (m[1]) abouts.add(m[1]);
  return [...abouts];
}

/** One prompt of every shape, with the names the sample pack gives. */
const SAMPLES = [
  'Read card 615: Friendly Faces',
  'Choose what the party does next',
  "Choose Recon's starting hand (2 of 5)",
  'Place Soldier in the deployment zone',
  'Choose which character acts next',
  'Medic: take an action',
  'Medic: move (3 movement points left)',
  'Medic: move (1 movement point left)',
  'Enemies of equal starting Health: choose which acts first',
  'Play a reaction against Gorilla?',
  'Play a reaction against the enemy?',
  'Play a reaction against Gorilla? Next it would: Move 2 to target + Melee Attack.',
  'Play a reaction against Giant Rat (e6)? It is in the middle of: Move 1 to target + Ranged Attack.',
  'Play a reaction against the enemy? It has just done: Area Attack + Move 1 away.',
  'Make a Penalty Attack as Gorilla leaps away?',
  'Make a Penalty Attack as the enemy leaps away?',
  '3 Wild Dog over 2 spaces: choose the spaces that take one more',
  ...tieQuestions().map((a) => `Choose ${a}`),
  ...tieQuestions().map((a) => `Giant Rat 3: choose ${a}`),
];

const VIEW = {} as HuntersView;
const prompt = (kind: string, text: string | undefined, locale: 'en' | 'hu') => {
  if (!huntersPresenter.prompt) throw new Error('the Hunters presenter has no prompt hook');
  return huntersPresenter.prompt(
    { seats: ['p1'], kind, ...(text === undefined ? {} : { prompt: text }) },
    VIEW,
    locale,
  );
};

describe('decision prompts in the player language', () => {
  it('every prompt shape the rules build has a sample here, and each reads in Hungarian', () => {
    const templates = promptTemplates();
    // Read card, what next, starting hand, place, who next, take an action, equal Health, a tie,
    // a reaction, a Penalty Attack.
    expect(templates.length).toBeGreaterThanOrEqual(10);
    for (const t of templates)
      expect(
        SAMPLES.some((p) => t.test(p)),
        String(t),
      ).toBe(true);
    expect(tieQuestions().length).toBeGreaterThanOrEqual(5);
    for (const p of SAMPLES) {
      const hu = prompt('hunters/any', p, 'hu');
      expect(prompt('hunters/any', p, 'en')).toBe(p);
      expect(hu, p).not.toBe(p);
      expect(ENGLISH.exec(unnamed(hu))?.[0], `${p}: ${hu}`).toBeUndefined();
    }
  });

  it('in the middle of a move the question says so, with the movement points left, in both languages', () => {
    const d = drive(
      scene({
        chars: [{ cls: 'soldier', at: [0, 0], hand: ['soldier-dash', 'soldier-shot'] }],
        enemies: [{ kind: 'bug', at: [9, 9] }],
      }),
    );
    expect(d.pending()[0]?.prompt).toBe('Soldier: take an action');
    d.do({ kind: 'play', card: 'soldier-dash', enhancement: null, enhance: -1 });
    const left = d.state.current?.activity?.mp ?? -1;
    expect(left).toBeGreaterThan(1);
    expect(d.pending()[0]?.prompt).toBe(`Soldier: move (${left} movement points left)`);
    d.do({ kind: 'step', x: 1, y: 1 });
    const after = d.state.current?.activity?.mp ?? -1;
    expect(after).toBeLessThan(left);
    const asked = d.pending()[0]!;
    expect(asked.prompt).toBe(`Soldier: move (${after} movement point${after === 1 ? '' : 's'} left)`);
    expect(prompt(asked.kind, asked.prompt, 'hu')).toBe(`Katona: mozgás (még ${after} mozgáspont)`);
    d.do({ kind: 'stop' });
    expect(d.pending()[0]?.prompt).toBe('Soldier: take an action');
  });

  it("a tie over an enemy's move names the enemy, in both languages", () => {
    const en = 'Giant Rat 3: choose where the enemy ends its move';
    expect(prompt('hunters/enemy-tie', en, 'en')).toBe(en);
    expect(prompt('hunters/enemy-tie', en, 'hu')).toBe('Óriáspatkány 3 – döntsétek el, hol álljon meg az ellenség');
  });

  it('every kind of decision the rules open has Hungarian words even without a known prompt', () => {
    const mission = readFileSync(new URL('mission.ts', SRC), 'utf8');
    const body = mission.slice(mission.indexOf('function pendingOf'), mission.indexOf('function currentChar'));
    const kinds = [...new Set([...body.matchAll(/kind: '(hunters\/[a-z-]+)'/g)].map((m) => m[1] ?? ''))];
    expect(kinds.length).toBe(10);
    expect(Object.keys(DECISION_HU).sort()).toEqual([...kinds].sort());
    for (const k of kinds) {
      const hu = prompt(k, `Something new about ${k}`, 'hu');
      expect(hu).toBe(DECISION_HU[k]);
      expect(ENGLISH.exec(hu)?.[0], hu).toBeUndefined();
      expect(prompt(k, undefined, 'hu')).toBe(DECISION_HU[k]);
      expect(prompt(k, undefined, 'en')).toBe(k);
    }
  });

  it('the prompts of played missions read in Hungarian', () => {
    const { decisions } = playMissions();
    const kinds = new Set<string>();
    for (const { decision, view } of decisions) {
      kinds.add(decision.kind);
      const en = prompt(decision.kind, decision.prompt, 'en');
      const hu = huntersPresenter.prompt?.(decision, view, 'hu') ?? '';
      expect(en).toBe(decision.prompt);
      expect(hu, en).not.toBe(en);
      // A known shape: the table words it, not the fallback by kind.
      expect(promptHu(en, hungarianNames(sampleContent)), en).toBe(hu);
      expect(promptHu(en), en).not.toBe(en);
      expect(ENGLISH.exec(unnamed(hu))?.[0], `${en}: ${hu}`).toBeUndefined();
    }
    // A tie over an enemy's move names that enemy, as the enemy list does.
    const ties = decisions.filter(({ decision }) => decision.kind === 'hunters/enemy-tie');
    expect(ties.length).toBeGreaterThan(0);
    for (const { decision } of ties) expect(decision.prompt).toMatch(/^.+ \d+: choose (which|where) /);
    // The missions open the decisions of a whole turn, the enemies' ties included.
    for (const k of ['hunters/keep-card', 'hunters/deploy', 'hunters/next-character', 'hunters/action'])
      expect(kinds).toContain(k);
    expect(kinds.size).toBeGreaterThanOrEqual(6);
  });
});
