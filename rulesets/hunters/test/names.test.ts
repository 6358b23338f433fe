/**
 * Classes, cards, gear, enemies, missions, rooms, places and event cards in the player's language:
 * the sample's names have Hungarian ones of ours, a pack may give its own (`nameHu`, `titleHu`,
 * `textHu`), and any other name stays as the pack wrote it. Action cards are worded in Hungarian
 * from what they do; in English they keep the pack's text.
 */
import { Engine, presenterOf, unwrap, type GameEvent } from '@skirmish/core';
import { describe, expect, it } from 'vitest';
import {
  SAMPLE_NAMES_HU,
  SAMPLE_TEXTS_HU,
  cardText,
  huntersRuleset,
  localName,
  localText,
  localTitle,
  sampleContent,
  type HuntersChoice,
  type HuntersContent,
} from '../src/index.ts';
import { huntersPresenter } from '../src/presenter.ts';

/** Every name of a pack: classes, cards, gear, enemies, rooms and places by name, missions and event cards by title. */
function namesOf(c: HuntersContent): string[] {
  return [
    ...[...c.classes, ...c.cards, ...c.gear, ...c.enemies, ...c.rooms, ...c.locations].map((x) => x.name),
    ...[...c.missions, ...c.events].map((x) => x.title),
  ];
}

/** Every text of the pack's event cards and their options. */
function eventTextsOf(c: HuntersContent): string[] {
  return c.events.flatMap((e) => [e.text, ...e.options.map((o) => o.text)]);
}

/** Common English words the Hungarian card texts must not hold. */
const ENGLISH =
  /\b(the|and|of|to|with|attack|move|melee|ranged|area|hide|heal|hit|die|dice|step|shoot|strike|enemy|as|an)\b/i;

const start = (content?: HuntersContent) => unwrap(Engine.create(huntersRuleset, content ? { content } : {}));

describe('names in Hungarian', () => {
  it('every name of the sample pack has a Hungarian name, no two things share one, and the glossary holds nothing else', () => {
    const names = [...new Set(namesOf(sampleContent))];
    for (const n of names) expect(SAMPLE_NAMES_HU[n], n).toBeDefined();
    expect(new Set(names.map((n) => SAMPLE_NAMES_HU[n])).size).toBe(names.length);
    expect(Object.keys(SAMPLE_NAMES_HU).sort()).toEqual([...names].sort());
  });

  it("every text of the sample's event cards and options has Hungarian words, and the table holds nothing else", () => {
    const texts = [...new Set(eventTextsOf(sampleContent))];
    for (const t of texts) expect(SAMPLE_TEXTS_HU[t], t).toBeDefined();
    expect(Object.keys(SAMPLE_TEXTS_HU).sort()).toEqual([...texts].sort());
  });

  it('an action card reads in Hungarian words made from what it does, and in English as the pack wrote it', () => {
    const card = (id: string) => {
      const c = sampleContent.cards.find((x) => x.id === id);
      if (!c) throw new Error(id);
      return c;
    };
    expect(cardText(card('soldier-aimed-strike'), 'en')).toBe(
      'Melee Attack, To Hit 2. As an enhancement: re-roll one missed die.',
    );
    expect(cardText(card('soldier-aimed-strike'), 'hu')).toBe(
      'Közelharci támadás (találati érték 2). Erősítésként: 1 elhibázott kocka újradobása.',
    );
    expect(cardText(card('medic-snap-fire'), 'hu')).toBe(
      'Mozgás (1 MP), majd távolsági támadás (találati érték 1). Reakcióként: lövés a soron lévő ellenségre (találati érték 1).',
    );
    for (const c of sampleContent.cards) {
      const hu = cardText(c, 'hu');
      expect(hu, c.id).not.toBe('');
      expect(ENGLISH.exec(hu)?.[0], `${c.id}: ${hu}`).toBeUndefined();
    }
  });

  it("a pack's own Hungarian comes first; a name or text neither gives stays as written; English is the pack's", () => {
    expect(localName({ name: 'Rifle' }, 'hu')).toBe('Puska');
    expect(localName({ name: 'Rifle', nameHu: 'Karabély' }, 'hu')).toBe('Karabély');
    expect(localName({ name: 'Rifle', nameHu: 'Karabély' }, 'en')).toBe('Rifle');
    expect(localName({ name: 'Crossbow' }, 'hu')).toBe('Crossbow');
    expect(localTitle({ title: 'Rats in the Ruins' }, 'hu')).toBe('Patkányok a romok között');
    expect(localTitle({ title: 'Rats in the Ruins', titleHu: 'Patkányirtás' }, 'hu')).toBe('Patkányirtás');
    expect(localTitle({ title: 'Rats in the Ruins', titleHu: 'Patkányirtás' }, 'en')).toBe('Rats in the Ruins');
    expect(localText({ text: 'Take the job.' }, 'hu')).toBe('Vállaljátok el a munkát.');
    expect(localText({ text: 'Take the job.', textHu: 'Igen.' }, 'hu')).toBe('Igen.');
    expect(localText({ text: 'Take the job.', textHu: 'Igen.' }, 'en')).toBe('Take the job.');
    expect(localText({ text: 'Run for it.' }, 'hu')).toBe('Run for it.');
    const shot = sampleContent.cards.find((c) => c.id === 'soldier-shot');
    if (!shot) throw new Error('no Shot');
    expect(cardText({ ...shot, textHu: 'Saját szöveg.' }, 'hu')).toBe('Saját szöveg.');
    expect(cardText({ ...shot, textHu: 'Saját szöveg.' }, 'en')).toBe(shot.text);
  });

  it('a pack that gives Hungarian names is accepted with them, its game is worded with them, and the sample keeps its hash', () => {
    const pack = structuredClone(sampleContent);
    const soldier = pack.classes.find((c) => c.id === 'soldier');
    const rat = pack.enemies.find((e) => e.id === 'giant-rat');
    const rifle = pack.gear.find((g) => g.id === 'rifle');
    if (!soldier || !rat || !rifle) throw new Error('sample changed');
    soldier.nameHu = 'Rohamkatona';
    rat.nameHu = 'Csatornapatkány';
    // A name the glossary does not know, with no Hungarian of the pack's: it stays as written.
    rifle.name = 'Crossbow';
    const engine = start(pack);
    expect(engine.content.classes.find((c) => c.id === 'soldier')?.nameHu).toBe('Rohamkatona');
    const p = presenterOf(huntersRuleset, engine.content);
    if (!p) throw new Error('no presenter');
    const match = unwrap(engine.start(1));
    const view = engine.view(match, 'p1');
    const keep = engine.legal(match, 'p1').find((c) => c.kind === 'keep' && c.character === 'soldier');
    if (!keep) throw new Error('no keep offered');
    expect(p.choice(keep, view, 'hu')).toMatch(/^Rohamkatona kezdő kezébe: /);
    expect(p.choice(keep, view, 'en')).toMatch(/^Soldier keeps /);
    const shoot: HuntersChoice = { kind: 'shoot', x: 8, y: 1, targets: ['e1'], weapon: 'rifle', morale: false };
    expect(p.choice(shoot, view, 'hu')).toBe('Lövés: Csatornapatkány 1, fegyver: Crossbow');
    expect(p.choice(shoot, view, 'en')).toBe('Shoot Giant Rat 1 with Crossbow');
    // The optional fields, absent from the sample, leave its hash as it was: games are named by it.
    // (It last changed with the blueprints the sample's party starts with and wins, HU-CRAFT-02.)
    expect(start().contentHash).toBe('cdf077e11e92174f837a93356fa3772442fe40e411fa648a5e575037ae161d86');
  });

  it('a mission launched by a card is announced as ahead, and begins, named by its title, when the party starts it', () => {
    const engine = start();
    const solo = [
      { class: 'soldier', seat: 'p1' },
      { class: 'medic', seat: 'p1' },
    ];
    let match = unwrap(engine.start(1, { players: 1, characters: solo, mode: 'campaign' }));
    // Each beginning event with the number of the choice that made it.
    const begun: Array<{ e: GameEvent; at: number }> = [];
    // Travel to the Rust Market, whose card launches a mission; start it when it is offered.
    for (let i = 0; i < 60 && !begun.some((b) => b.e.type === 'hunters/mission-start'); i++) {
      const legal = engine.legal(match, 'p1');
      const travel = legal.find((c) => c.kind === 'travel' && (c as { to?: string }).to === 'L1');
      const go = legal.find((c) => c.kind === 'start-mission');
      const r = unwrap(engine.submit(match, 'p1', travel ?? go ?? legal[0]));
      match = r.match;
      for (const e of r.events)
        if (e.type === 'hunters/mission-launched' || e.type === 'hunters/mission-start') begun.push({ e, at: i });
    }
    const [launched, started] = begun;
    if (!launched || !started) throw new Error('no mission began');
    expect(begun.map((b) => b.e.type)).toEqual(['hunters/mission-launched', 'hunters/mission-start']);
    // The launch comes as the card is resolved, a choice before the party starts the mission.
    expect(launched.at).toBeLessThan(started.at);
    const mission = sampleContent.missions.find((m) => m.id === started.e['mission']);
    if (!mission) throw new Error('unknown mission');
    const title = { en: mission.title, hu: SAMPLE_NAMES_HU[mission.title] ?? '' };
    const p = presenterOf(huntersRuleset, engine.content);
    const rule = ` [${started.e.rule ?? ''}]`;
    expect(p?.event(launched.e, 'en')).toBe(
      `A mission lies ahead: ${title.en}. It begins when the party starts it.${rule}`,
    );
    expect(p?.event(launched.e, 'hu')).toBe(
      `Küldetés vár a csapatra: ${title.hu}. Akkor indul, amikor a csapat elindítja.${rule}`,
    );
    expect(p?.event(started.e, 'en')).toBe(`Mission begins: ${title.en}.${rule}`);
    expect(p?.event(started.e, 'hu')).toBe(`Indul a küldetés: ${title.hu}.${rule}`);
  });

  it('the log and the choices name classes, cards, enemies and places in Hungarian on the Hungarian page, in English on the English one', () => {
    const engine = start();
    let match = unwrap(engine.start(1));
    const view = engine.view(match, 'p1');
    const keep = engine.legal(match, 'p1').find((c) => c.kind === 'keep' && c.character === 'soldier');
    if (keep?.kind !== 'keep') throw new Error('no keep offered');
    const card = sampleContent.cards.find((c) => c.id === keep.card);
    if (!card) throw new Error('unknown card');
    const cardHu = SAMPLE_NAMES_HU[card.name] ?? '';
    expect(huntersPresenter.choice(keep, view, 'hu')).toBe(`Katona kezdő kezébe: ${cardHu}`);
    expect(huntersPresenter.choice(keep, view, 'en')).toBe(`Soldier keeps ${card.name} in the starting hand`);
    const shoot: HuntersChoice = { kind: 'shoot', x: 8, y: 1, targets: ['e2'], weapon: 'rifle', morale: false };
    expect(huntersPresenter.choice(shoot, view, 'hu')).toBe('Lövés: Óriáspatkány 2, fegyver: Puska');
    expect(huntersPresenter.choice(shoot, view, 'en')).toBe('Shoot Giant Rat 2 with Rifle');

    // The event of that choice, as the rules wrote it.
    const r = unwrap(engine.submit(match, 'p1', keep));
    match = r.match;
    const kept = r.events.find((e) => e.type === 'hunters/keep');
    if (!kept) throw new Error('no keep event');
    expect(huntersPresenter.event(kept, 'hu')).toBe(`Katona megtartja: ${cardHu}. [${String(kept.rule)}]`);
    expect(huntersPresenter.event(kept, 'en')).toContain(`Soldier keeps ${card.name}`);

    // A campaign's first journey: the place the party reaches.
    const camp = unwrap(
      engine.start(2, {
        mode: 'campaign',
        players: 1,
        characters: [
          { class: 'soldier', seat: 'p1' },
          { class: 'medic', seat: 'p1' },
        ],
      }),
    );
    const travel = engine.legal(camp, 'p1').find((c) => c.kind === 'travel');
    if (travel?.kind !== 'travel') throw new Error('no travel offered');
    const place = sampleContent.locations.find((l) => l.id === travel.to);
    if (!place) throw new Error('unknown place');
    const campView = engine.view(camp, 'p1');
    expect(huntersPresenter.choice(travel, campView, 'hu')).toBe(`Utazás ide: ${SAMPLE_NAMES_HU[place.name] ?? ''}`);
    expect(huntersPresenter.choice(travel, campView, 'en')).toBe(`Travel to ${place.name}`);
    // A card drawn on the way is read before the party arrives (HU-TRAVEL-08): its first choice.
    let step = unwrap(engine.submit(camp, 'p1', travel));
    let arrived = step.events.find((e: GameEvent) => e.type === 'hunters/arrive');
    for (let i = 0; !arrived && i < 5; i++) {
      const read = engine.legal(step.match, 'p1').find((c) => c.kind === 'read');
      if (!read) break;
      step = unwrap(engine.submit(step.match, 'p1', read));
      arrived = step.events.find((e: GameEvent) => e.type === 'hunters/arrive');
    }
    if (!arrived) throw new Error('no arrival');
    expect(huntersPresenter.event(arrived, 'hu')).toBe(
      `Megérkezés: ${SAMPLE_NAMES_HU[place.name] ?? ''}. [HU-TRAVEL-08]`,
    );
    expect(huntersPresenter.event(arrived, 'en')).toBe(`The party arrives at ${place.name}. [HU-TRAVEL-08]`);
  });
});
