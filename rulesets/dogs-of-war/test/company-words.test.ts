import { describe, expect, it } from 'vitest';
import type { Decision, GameEvent, Locale } from '@skirmish/core';
import type { CampaignState } from '../src/state.ts';
import { waitingText } from '../src/choice-words.ts';
import { companyInText, companyName, seatName, sentence } from '../src/words.ts';
import { engine } from './helpers.ts';

const words = engine.ruleset.presenter;
const line = (e: GameEvent, l: Locale) => words?.event(e, l);
/** A view that holds what the words read: the companies' names and a report awaiting blue. */
const view = {
  seats: ['red', 'blue'],
  companies: {
    red: { name: 'A Hollós Társaság' },
    blue: { name: 'Az Éjféli Kard' },
    neutral: { name: 'Neutral company' },
  },
  battles: [{ id: 1, seats: ['red', 'blue'], reported: { by: 'red', awaiting: ['blue'] } }],
} as unknown as CampaignState;

describe('company names inside sentences', () => {
  it('a Hungarian name beginning with an article has it lowered inside a sentence and raised at its start', () => {
    expect(companyInText('A Hollós Társaság', 'hu')).toBe('a Hollós Társaság');
    expect(companyInText('Az Éjféli Kard', 'hu')).toBe('az Éjféli Kard');
    expect(companyInText('Alkonyfarkasok', 'hu')).toBe('Alkonyfarkasok');
    expect(sentence('az Éjféli Kard elfogadja')).toBe('Az Éjféli Kard elfogadja');
    const cap = {
      type: 'neutral-cap',
      cap: 100,
      text: 'Neither group may be worth more than 100; A Hollós Társaság runs the neutral company',
    };
    expect(line(cap, 'hu')).toBe('A két csoport értékhatára 100; a semleges csapatot a Hollós Társaság irányítja');
    const formed = {
      type: 'group-formed',
      seat: 'red',
      value: 120,
      text: 'A Hollós Társaság forms an assault group worth 120',
    };
    expect(line(formed, 'hu')).toBe('A Hollós Társaság: 120 értékű rohamcsoport');
    const companies = { red: 'A Hollós Társaság', blue: 'Az Éjféli Kard' };
    const given = { type: 'report-given', seat: 'red', battle: 1, awaiting: ['blue'], companies, text: '' };
    expect(line(given, 'hu')).toBe('A Hollós Társaság jelentést adott az 1. csatáról; az Éjféli Kard fogadja el');
    const accepted = { type: 'report-accepted', seat: 'blue', battle: 1, companies, text: '' };
    expect(line(accepted, 'hu')).toBe('Az Éjféli Kard elfogadja az 1. csata jelentését');
  });

  it("in English every company's name is a proper name, kept as given inside a sentence, the rules' own two too", () => {
    expect(companyInText('A Band of Brothers', 'en')).toBe('A Band of Brothers');
    expect(companyInText('Neutral company', 'en')).toBe('Neutral company');
    expect(companyInText("The Cardinal's band", 'en')).toBe("The Cardinal's band");
    const cap = {
      type: 'neutral-cap',
      cap: 100,
      text: 'Neither group may be worth more than 100; A Band of Brothers runs the neutral company',
    };
    expect(line(cap, 'en')).toBe(
      'Neither group may be worth more than 100; A Band of Brothers runs the neutral company',
    );
    const companies = { red: 'A Band of Brothers', neutral: 'Neutral company' };
    const given = { type: 'report-given', seat: 'red', battle: 1, awaiting: ['neutral'], companies, text: '' };
    expect(line(given, 'en')).toBe('A Band of Brothers reports battle 1; Neutral company to accept it');
    expect(line(given, 'hu')).toBe('A Band of Brothers jelentést adott az 1. csatáról; a semleges csapat fogadja el');
    const accepted = { type: 'report-accepted', seat: 'neutral', battle: 1, companies, text: '' };
    expect(line(accepted, 'en')).toBe('Neutral company accepts the report of battle 1');
    expect(line(accepted, 'hu')).toBe('A semleges csapat elfogadja az 1. csata jelentését');
  });

  it('the waiting line names the company at its start with a capital, in both languages', () => {
    const d = { kind: 'dogs-of-war/confirm-report', seats: ['blue'] } as unknown as Decision;
    expect(waitingText(d, view, 'hu')).toBe('Az Éjféli Kard elfogadja vagy visszaküldi az 1. csata jelentését');
    expect(waitingText(d, view, 'en')).toBe('Az Éjféli Kard to accept or send back the report of battle 1');
    const neutral = { ...d, seats: ['neutral'] } as Decision;
    expect(waitingText(neutral, view, 'en')).toBe('Neutral company to accept or send back the report');
    expect(waitingText(neutral, view, 'hu')).toBe('A semleges csapat elfogadja vagy visszaküldi a jelentést');
  });

  it('the choice naming who runs the neutral company or the band lowers the article inside the sentence', () => {
    const cap = { kind: 'neutral-cap', cap: 100, controller: 'red' } as const;
    expect(words?.choice(cap, view, 'hu')).toBe(
      'Mindkét csoport értékhatára 100; a semleges csapatot a Hollós Társaság irányítja',
    );
    const band = { kind: 'cardinal-controller', seat: 'blue' } as const;
    expect(words?.choice(band, view, 'hu')).toBe('A Bíboros táborát az Éjféli Kard irányítja');
  });
});

describe('the neutral company in Hungarian', () => {
  it('is "A semleges csapat" at the start of a sentence or as a title, and "a semleges csapat" inside one', () => {
    expect(companyName('Neutral company', 'hu')).toBe('A semleges csapat');
    expect(companyInText('Neutral company', 'hu')).toBe('a semleges csapat');
    expect(seatName('neutral', 'hu')).toBe('a semleges csapat');
    const cap = {
      type: 'neutral-cap',
      cap: 80,
      text: "Neither group may be worth more than 80; The Cardinal's band runs the neutral company",
    };
    expect(line(cap, 'hu')).toBe('A két csoport értékhatára 80; a semleges csapatot a Bíboros bandája irányítja');
    const formed = {
      type: 'group-formed',
      seat: 'neutral',
      value: 90,
      text: 'Neutral company forms an assault group worth 90',
    };
    expect(line(formed, 'hu')).toBe('A semleges csapat: 90 értékű rohamcsoport');
    const lowered = {
      type: 'group-lowered',
      seat: 'neutral',
      value: 70,
      text: 'Neutral company lowers its group to 70',
    };
    expect(line(lowered, 'hu')).toMatch(/^A semleges csapat /);
  });
});
