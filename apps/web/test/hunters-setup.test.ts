/**
 * The Hunters set-up on the home page's card offers the classes and rooms of the content pack the
 * game will be played with (the sample's without one), and says so plainly when a pack has no two
 * classes that can play together; the party chosen starts a game the rules set up on that pack.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Engine, unwrap } from '@skirmish/core';
import { huntersRuleset, sampleContent, type HuntersContent } from '@skirmish/hunters';
import {
  HUNTERS_SAMPLE_OFFER,
  HUNTERS_SETUP_DEFAULT,
  fitHuntersChoice,
  huntersOffer,
  huntersSetupFault,
  type HuntersOffer,
  type HuntersSetupChoice,
} from '../src/boards/hunters/setup.ts';
import { I18nContext, STRINGS } from '../src/i18n.ts';
import { HuntersSetupFields, setupFor } from '../src/pages/HomePage.tsx';

/** The sample with only the classes `ids` (their cards with them), each changed by `edit`. */
function packOf(ids: readonly string[], edit: (c: HuntersContent['classes'][number]) => void = () => undefined) {
  const pack = structuredClone(sampleContent);
  pack.classes = pack.classes.filter((c) => ids.includes(c.id));
  pack.cards = pack.cards.filter((c) => !c.class || ids.includes(c.class));
  pack.classes.forEach(edit);
  return pack;
}

/** The card's fields as the page draws them, in `lang`, entities undone. */
function drawn(offer: HuntersOffer | null, value: HuntersSetupChoice, lang: 'en' | 'hu' = 'en'): string {
  return renderToString(
    createElement(
      I18nContext.Provider,
      { value: { lang, t: STRINGS[lang], setLang: () => undefined } },
      createElement(HuntersSetupFields, { value, offer, onChange: () => undefined }),
    ),
  )
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

const offered = (html: string) => [...html.matchAll(/<input [^>]*name="class"[^>]*value="([^"]+)"/g)].map((m) => m[1]);
/** Whether the class `id` is drawn but cannot be ticked. */
const closed = (html: string, id: string) => new RegExp(`<input [^>]*disabled=""[^>]*value="${id}"`).test(html);

describe('the Hunters set-up on the home page', () => {
  it('without a pack it offers the sample’s classes and rooms, as before', () => {
    expect(huntersOffer(null)).toBe(HUNTERS_SAMPLE_OFFER);
    const html = drawn(HUNTERS_SAMPLE_OFFER, HUNTERS_SETUP_DEFAULT);
    expect(offered(html)).toEqual(['soldier', 'medic', 'sniper', 'huntsman', 'recon']);
    expect(html).toContain('Laboratory');
    expect(drawn(HUNTERS_SAMPLE_OFFER, HUNTERS_SETUP_DEFAULT, 'hu')).toContain('Szanitéc');
  });

  it('offers the classes of the pack chosen, by the pack’s names, and the party starts a campaign the rules set up on it', () => {
    const pack = packOf(['recon', 'medic', 'huntsman'], (c) => {
      if (c.id === 'recon') {
        c.name = 'Pathfinder';
        c.nameHu = 'Útkereső';
      }
    });
    const offer = huntersOffer(pack);
    expect(offer.fromPack).toBe(true);
    // In the pack's order; the sample's Soldier, Sniper are not offered.
    expect(offer.classes.map((c) => c.id)).toEqual(pack.classes.map((c) => c.id));
    const en = drawn(offer, HUNTERS_SETUP_DEFAULT);
    expect(offered(en).sort()).toEqual(['huntsman', 'medic', 'recon']);
    expect(en).toContain('Pathfinder');
    expect(en).not.toContain('Soldier');
    const hu = drawn(offer, HUNTERS_SETUP_DEFAULT, 'hu');
    expect(hu).toContain('Útkereső');
    // A sample class the pack keeps under its sample name: our Hungarian for it.
    expect(hu).toContain('Szanitéc');
    // The default party keeps the Medic the pack has, and needs one more: said so.
    const fitted = fitHuntersChoice(HUNTERS_SETUP_DEFAULT, offer);
    expect(fitted.classes).toEqual(['medic']);
    expect(huntersSetupFault(fitted, offer)).toBe('size');
    // A party the pack has: the set-up the rules take on that pack.
    const party = fitHuntersChoice({ classes: ['recon', 'medic'], room: 'lab' }, offer);
    expect(huntersSetupFault(party, offer)).toBeNull();
    const engine = unwrap(Engine.create(huntersRuleset, { content: pack }));
    const m = unwrap(engine.start(7, setupFor('hunters', 'hotseat', true, undefined, 'en', party)));
    expect(m.state.campaign?.chars.map((ch) => ch.id).sort()).toEqual(['medic', 'recon']);
    expect(m.state.campaign?.rooms).toMatchObject({ lab: 1 });
  });

  it('a party chosen on the sample that a pack lacks entirely gives way to the pack’s first two classes', () => {
    const offer = huntersOffer(packOf(['huntsman', 'recon', 'sniper']));
    const fitted = fitHuntersChoice(HUNTERS_SETUP_DEFAULT, offer);
    expect(fitted.classes).toEqual(offer.classes.slice(0, 2).map((c) => c.id));
    expect(huntersSetupFault(fitted, offer)).toBeNull();
  });

  it('a pack with fewer than two classes that can play together is said to be unplayable, with nothing to choose', () => {
    for (const pack of [
      packOf(['soldier']),
      // Two classes, printed on the two sides of one sheet: never together in a party.
      packOf(['soldier', 'medic'], (c) => (c.sheet = 'one-sheet')),
    ]) {
      const offer = huntersOffer(pack);
      const fitted = fitHuntersChoice(HUNTERS_SETUP_DEFAULT, offer);
      expect(huntersSetupFault(fitted, offer)).toBe('few');
      const en = drawn(offer, HUNTERS_SETUP_DEFAULT);
      expect(offered(en)).toEqual([]);
      expect(en).toContain('data-fault="few"');
      expect(en).toContain('does not have 2 classes that can play together');
      expect(drawn(offer, HUNTERS_SETUP_DEFAULT, 'hu')).toContain('nincs 2 olyan kaszt, amely együtt játszhat');
    }
  });

  it('the two sides of one sheet are not offered together', () => {
    const offer = huntersOffer(
      packOf(['soldier', 'medic', 'recon'], (c) => {
        if (c.id !== 'recon') c.sheet = 'one-sheet';
      }),
    );
    expect(huntersSetupFault({ classes: ['soldier', 'medic'], room: 'forge' }, offer)).toBe('sheet');
    const html = drawn(offer, { classes: ['soldier', 'recon'], room: 'forge' });
    expect(closed(html, 'medic')).toBe(true);
    expect(closed(html, 'recon')).toBe(false);
    expect(closed(html, 'soldier')).toBe(false);
  });

  it('while the pack is read, nothing is offered yet', () => {
    const html = drawn(null, HUNTERS_SETUP_DEFAULT);
    expect(offered(html)).toEqual([]);
    expect(html).toContain('aria-busy="true"');
  });
});
