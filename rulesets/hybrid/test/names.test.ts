/**
 * Warriors, gear, cards, tiles and missions in the player's language: the sample's names have
 * Hungarian ones of ours, a pack may give its own (`nameHu`), and any other name stays as the pack
 * wrote it. The aptitudes are the rules' own words, named as the Hungarian rule texts name them.
 */
import { Engine, showOddsProcedure, unwrap, type GameEvent, type ShownOddsParam } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import {
  APTITUDE_HU,
  SAMPLE_NAMES_HU,
  aptitudeName,
  hybridRuleset,
  localName,
  sampleContent,
  type HybridContent,
} from '../src/index.ts';
import { CARD_RULE_TEXTS } from '../src/cards/rule-texts.ts';
import { APTITUDES } from '../src/content/schema.ts';
import type { HybridChoice } from '../src/choices.ts';
import type { HybridView } from '../src/view.ts';

/**
 * Every name a pack gives: each object of the pack with a `name`, at any depth (profiles and their
 * equipment, cards, tiles, missions, the pack itself), but the aptitudes, which the rules name.
 */
function namesOf(pack: HybridContent): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'name' && typeof x === 'string') out.push(x);
        else if (k !== 'aptitudes') walk(x);
      }
  };
  walk(pack);
  return out;
}

/** A game on `pack` played by always taking the first offered choice, with every event and choice on the way. */
function firstChoiceGame(pack: unknown, steps: number) {
  const engine = unwrap(Engine.create(hybridRuleset, { content: pack }));
  let m = unwrap(engine.start(5, { mission: 'return-to-glasinhar' }));
  const events: GameEvent[] = [];
  const offered: Array<{ choice: HybridChoice; view: HybridView }> = [];
  for (let i = 0; i < steps && engine.outcome(m) === null; i++) {
    const seat = engine.pending(m)[0]?.seats[0];
    if (seat === undefined) break;
    const view = engine.view(m, seat);
    const legal = engine.legal(m, seat);
    for (const choice of legal) offered.push({ choice, view });
    const next = unwrap(engine.submit(m, seat, legal[0]));
    events.push(...next.events);
    m = next.match;
  }
  return { engine, match: m, events, offered };
}

describe('names in Hungarian', () => {
  it('every name of the sample pack has a Hungarian name, every Hungarian name is of a sample name, and no two things share one', () => {
    const names = [...new Set(namesOf(sampleContent))];
    expect(names.length).toBeGreaterThan(100);
    for (const n of names) expect(SAMPLE_NAMES_HU[n], n).toBeDefined();
    expect(Object.keys(SAMPLE_NAMES_HU).sort()).toEqual([...names].sort());
    // One Hungarian name per English one: nothing is called by another thing's name.
    expect(new Set(names.map((n) => SAMPLE_NAMES_HU[n])).size).toBe(names.length);
    // Only persons' and creatures' own names stay as written; everything else is translated.
    expect(names.filter((n) => SAMPLE_NAMES_HU[n] === n).sort()).toEqual(['Sasia Samaris', 'Skorize']);
  });

  it('the aptitudes have the Hungarian names the Hungarian rule texts use, and the rules still match them by their English names', () => {
    for (const a of APTITUDES) {
      const hu = APTITUDE_HU[a];
      expect(aptitudeName(a, 'en')).toBe(a);
      expect(aptitudeName(a, 'hu')).toBe(hu);
      const said = Object.values(CARD_RULE_TEXTS).some((t) => t.hu.includes(hu));
      expect(said, `${a}: ${hu}`).toBe(true);
    }
    // The sample's profiles still carry the English aptitude names the rules look for.
    for (const p of sampleContent.profiles) for (const a of p.aptitudes) expect(APTITUDES).toContain(a.name);
    // The odds panel's Duellist input is labelled with the Hungarian aptitude name.
    const roll = hybridRuleset.odds?.find((o) => o.id === 'natural-roll');
    expect(roll?.words?.hu?.params['duellist']).toMatch(/^Párbajhős\/X /);
  });

  it('the odds panel lists the profiles to strike with and at by the names of the language shown', () => {
    const strike = hybridRuleset.odds?.find((o) => o.id === 'strike');
    if (!strike) throw new Error('no strike odds');
    const labels = (locale: 'en' | 'hu') =>
      (showOddsProcedure(strike, locale, sampleContent).params.find((p) => p.name === 'attacker') as ShownOddsParam)
        .labels;
    expect(labels('en')?.['seneschal']).toBe('Seneschal');
    expect(labels('hu')?.['seneschal']).toBe('Szenesál');
    expect(labels('hu')?.['pest-of-flesh']).toBe('Fertőféreg');
  });

  it("a pack's own Hungarian name comes first; a name neither gives stays as written; English is the pack's", () => {
    expect(localName({ name: 'Purifier' }, 'hu')).toBe('Tisztító');
    expect(localName({ name: 'Purifier', nameHu: 'Megtisztító' }, 'hu')).toBe('Megtisztító');
    expect(localName({ name: 'Purifier', nameHu: 'Megtisztító' }, 'en')).toBe('Purifier');
    expect(localName({ name: 'Vat Warden' }, 'hu')).toBe('Vat Warden');
  });

  it('a pack that gives Hungarian names is accepted with them and worded by them; a name of its own without one stays as written; the sample keeps its hash', () => {
    const pack = structuredClone(sampleContent) as HybridContent & Record<string, unknown>;
    const seneschal = pack.profiles.find((p) => p.id === 'seneschal')!;
    (seneschal as { nameHu?: string }).nameHu = 'Rendi szenesál';
    const purifier = pack.profiles.find((p) => p.id === 'purifier')!;
    purifier.name = 'Vat Warden';
    for (const c of pack.mutationCards) (c as { nameHu?: string }).nameHu = `${SAMPLE_NAMES_HU[c.name]} (saját)`;
    const { engine, events, offered } = firstChoiceGame(pack, 40);
    expect(engine.content.profiles.find((p) => p.id === 'seneschal')?.nameHu).toBe('Rendi szenesál');
    const p = hybridRuleset.presenterFor!(engine.content);
    const counter = offered.find(
      (o) => o.choice.kind === 'counter' && (o.choice as { warrior: string }).warrior.includes('seneschal'),
    );
    expect(counter).toBeDefined();
    expect(p.choice(counter!.choice, counter!.view, 'hu')).toMatch(/Rendi szenesál \(\d\)/);
    expect(p.choice(counter!.choice, counter!.view, 'en')).toMatch(/Seneschal \(\d\)/);
    const purifiers = offered.find(
      (o) => o.choice.kind === 'counter' && (o.choice as { warrior: string }).warrior.includes('purifier'),
    );
    expect(p.choice(purifiers!.choice, purifiers!.view, 'hu')).toMatch(/Vat Warden \(\d\)/);
    // The Mutations given, in the log and in the choices, by the pack's own Hungarian names.
    const given = events.filter((e) => e.type === 'hybrid/mutation');
    expect(given.length).toBeGreaterThan(0);
    for (const e of given) expect(p.event(e, 'hu')).toMatch(/^Mutáció: .+ \(saját\)$/);
    const mutate = offered.filter((o) => o.choice.kind === 'mutate');
    expect(mutate.length).toBeGreaterThan(0);
    for (const o of mutate) expect(p.choice(o.choice, o.view, 'hu')).toMatch(/ \(saját\)$/);
    // The optional field, absent from the sample, leaves its hash as it was: games are named by it.
    expect(unwrap(Engine.create(hybridRuleset)).contentHash).toBe(
      'cc521a01c6c4a0b57c42e53058078c65da07e89eff29d18f77a89a4e580e3c9b',
    );
  });

  it('the log, the choices and the text board name warriors and cards in Hungarian on the Hungarian page, and as before in English', () => {
    const { engine, match, events, offered } = firstChoiceGame(sampleContent, 60);
    const p = hybridRuleset.presenter!;
    // Placing the Activation counters: a choice naming a warrior.
    const counter = offered.find(
      (o) => o.choice.kind === 'counter' && (o.choice as { warrior: string }).warrior.includes('seneschal'),
    )!;
    expect(p.choice(counter.choice, counter.view, 'hu')).toMatch(/^A következő Aktiválási jelző: Szenesál \(\d\)$/);
    expect(p.choice(counter.choice, counter.view, 'en')).toMatch(/^Give Seneschal \(\d\) the next Activation counter$/);
    // An activation in the log: the warrior by his Hungarian name.
    const activation = events.find((e) => e.type === 'hybrid/activation')!;
    const profile = sampleContent.profiles.find((x) => String(activation['warrior']).includes(`-${x.id}-`))!;
    expect(p.event(activation, 'hu')).toContain(`${SAMPLE_NAMES_HU[profile.name]} (`);
    expect(p.event(activation, 'hu')).not.toContain(`${profile.name} (`);
    expect(p.event(activation, 'en')).toMatch(new RegExp(`^${profile.name} \\(\\d\\) activates`));
    // A Mutation given, in the choice and in the log: the card by its Hungarian name.
    const mutate = offered.find((o) => o.choice.kind === 'mutate')!;
    const offeredCard = sampleContent.mutationCards.find((c) => c.id === (mutate.choice as { card: string }).card)!;
    // Only the Hybrids of the sample may mutate.
    expect(p.choice(mutate.choice, mutate.view, 'hu')).toMatch(
      new RegExp(`^Hibrid \\(\\d\\) megkapja: ${SAMPLE_NAMES_HU[offeredCard.name]}$`),
    );
    expect(p.choice(mutate.choice, mutate.view, 'en')).toMatch(
      new RegExp(`^Give ${offeredCard.name} to Hybrid \\(\\d\\)$`),
    );
    const given = events.find((e) => e.type === 'hybrid/mutation')!;
    const named = sampleContent.mutationCards.find((c) => c.id === given['card'])!;
    expect(p.event(given, 'hu')).toBe(`Mutáció: ${SAMPLE_NAMES_HU[named.name]}`);
    expect(p.event(given, 'en')).toBe(`Mutation given: ${named.name}`);
    // A card event worded by the card words: the card's Hungarian name, found by its id.
    const aura: GameEvent = {
      type: 'hybrid/aura',
      warrior: 'griffin-knight-of-hod-1',
      card: 'aura-4',
      name: 'Aura of Dread',
    };
    expect(p.event(aura, 'hu')).toBe('Aura: A rettegés aurája');
    expect(p.event(aura, 'en')).toBe('Aura called up: Aura of Dread');
    // The text board: a warrior is the first letter of his name in the board's language, as its legend says.
    const view = engine.view(match, 'griffin');
    expect(p.board(view, 'en')).toMatch(/P[\^>v<]/);
    expect(p.board(view, 'hu')).toMatch(/T[\^>v<]/);
    expect(p.board(view, 'hu')).not.toMatch(/P[\^>v<]/);
    expect(p.board(view, 'hu')).toContain('Tisztító (');
  });
});
