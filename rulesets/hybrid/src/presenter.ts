import {
  chanceWords,
  type Decision,
  type GameEvent,
  type Locale,
  type Presenter,
  type PromptParts,
  type Violation,
  huArticle,
} from '@skirmish/core';
import { judgeSpec, rollKey, rollSpecDist, succeeded } from './roll.ts';
import { cardLine, cardText, describeCardChoice, describeCardEvent, effectClause } from './cards/messages.ts';
import { CARD_RULE_TEXTS } from './cards/rule-texts.ts';
import { RULE_TEXTS as CORE_RULE_TEXTS, violationText } from './rule-texts.ts';
import {
  cardNameHu,
  eventWords,
  eventWordsTable,
  EVENT_WORDS,
  MODE_HU,
  RESULT_EN,
  RESULT_HU,
  SAMPLE_PACK_NAMES,
  doorSides,
  reasonEn,
  reasonHu,
  warriorLabel,
  warriorName,
  type Words,
} from './event-words.ts';
import type { HybridContent } from './content/schema.ts';
import { sampleContent } from './content/sample.ts';
import type { HybridChoice } from './choices.ts';
import { nameHuOf, packNames, type PackNames } from './names.ts';
import type { HybridView, OpeningStep, WarriorView } from './view.ts';

const ARROW = { N: '^', E: '>', S: 'v', W: '<' } as const;

/** How the texts of one language name the warriors and cards of a view. */
interface ViewNamer {
  /** A warrior's profile name alone. */
  readonly name: (w: WarriorView) => string;
  /** A warrior as every text names him: "Purifier (3)", his roster number after the name (`warriorLabel`). */
  readonly warrior: (id: string | undefined) => string;
  readonly card: (id: string) => string;
}

/**
 * The namer of `view` in `locale`. The view carries the pack's English names; in Hungarian each
 * is looked up by its id in `names` (the game's pack: its own `nameHu`, else ours for a sample name).
 */
function namerOf(view: HybridView, locale: Locale, names: PackNames): ViewNamer {
  const hu = locale === 'hu';
  const name = (w: WarriorView): string => (hu ? nameHuOf(names, w.profile, w.name) : w.name);
  return {
    name,
    warrior: (id) => {
      if (!id) return '?';
      const w = view.warriors.find((x) => x.id === id);
      return w ? warriorLabel(name(w), w.id) : warriorName(id, hu ? names.hu : names.en);
    },
    card: (id) => {
      const known = view.cards.known[id];
      if (!known) return id;
      return hu ? nameHuOf(names, id, known.name) : known.name;
    },
  };
}

const col = (x: number): string => String.fromCharCode(65 + (x % 26)) + (x >= 26 ? String(Math.floor(x / 26)) : '');
export const squareName = (x: number, y: number): string => `${col(x)}${y + 1}`;

/**
 * The board as text: each square is two characters (a mark and, for warriors, a facing arrow);
 * walls are | and -, closed doors D, open doors d, passages :. Griffin warriors are capitals,
 * Scorpion ones lower case. C column, R rockfall, T/t closed/open trapdoor, ? Event counter,
 * 1-6 Objective counters.
 */
export function drawBoard(view: HybridView, locale: Locale = 'en', names: PackNames = SAMPLE_PACK_NAMES): string {
  const n = namerOf(view, locale, names);
  const b = view.board;
  const edges: Record<string, string> = { ...b.edges };
  for (const d of b.doors) for (const e of d.edges) edges[e] = d.open ? 'door-open' : 'door-closed';
  const glyph = (k: string | undefined, vertical: boolean): string => {
    switch (k) {
      case 'wall':
        return vertical ? '|' : '--';
      case 'door-closed':
        return vertical ? 'D' : 'DD';
      case 'door-open':
        return vertical ? 'd' : 'dd';
      case 'passage':
        return vertical ? ':' : '::';
      default:
        return vertical ? ' ' : '  ';
    }
  };
  const at = new Map<string, WarriorView>();
  for (const w of view.warriors) for (const q of w.squares) at.set(q, w);
  const lines: string[] = [];
  const header = '    ' + Array.from({ length: b.width }, (_, x) => col(x).padEnd(3)).join('');
  lines.push(header);
  const voids = new Set(b.voids);
  const entrySquares = new Set((b.entries ?? []).flatMap((e) => e.squares));
  const dark = new Set((b.templates ?? []).flatMap((t) => t.squares));
  for (let y = b.height - 1; y >= 0; y--) {
    let row = String(y + 1).padStart(3) + ' ';
    for (let x = 0; x < b.width; x++) {
      const k = `${x},${y}`;
      let cell = ' .';
      const f = b.features[k];
      if (voids.has(k)) cell = '  ';
      else if (f?.column) cell = '##';
      else if (f?.rockfall) cell = ' R';
      else if (f?.trapdoor === 'open') cell = ' t';
      else if (f?.trapdoor === 'closed') cell = ' T';
      else if (f?.entryCover) cell = ' =';
      else if (f?.lantern) cell = ' *';
      else if (f?.lever) cell = ' /';
      if (entrySquares.has(k)) cell = ' >';
      if (dark.has(k)) cell = ' ~';
      if (view.eventCounters.includes(k)) cell = ' ?';
      const obj = view.objectiveCounters[k];
      if (obj !== undefined) cell = ` ${obj}`;
      const w = at.get(k);
      if (w) {
        // The first letter of his name as this language calls him, as the legend says.
        const letter = n.name(w).charAt(0);
        cell = (w.side === 'griffin' ? letter.toUpperCase() : letter.toLowerCase()) + ARROW[w.facing];
      }
      row += cell + glyph(edges[`${x},${y},E`], true);
    }
    lines.push(row);
    if (y > 0) {
      let under = '    ';
      for (let x = 0; x < b.width; x++) under += glyph(edges[`${x},${y - 1},N`], false) + ' ';
      lines.push(under.trimEnd());
    }
  }
  const hu = locale === 'hu';
  const B = hu ? BOARD_HU : BOARD_EN;
  const roster = view.warriors
    .filter((w) => w.status === 'in-play')
    .map((w) => {
      const flags = [
        w.dc ? B.dc : '',
        w.watch !== null ? `${B.watch}${w.watch}` : '',
        w.blocked ? B.pinned : '',
        w.activated ? B.done : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `  ${B.side[w.side]} ${n.warrior(w.id)} ${B.at(squareName(w.x, w.y))} ${ARROW[w.facing]} ${B.nv} ${w.nv - w.wounds}/${w.nv}${flags ? ` [${flags}]` : ''}`;
    });
  // Off the board: waiting at an entrance (>), held in reserve, or not yet set up (round 1 under
  // `deployAfterFirstRoll`).
  const outside = view.warriors
    .filter((w) => w.status === 'waiting' || w.status === 'reserve' || w.status === 'undeployed')
    .map(
      (w) =>
        `  ${B.side[w.side]} ${n.warrior(w.id)} ${w.status === 'undeployed' ? B.undeployed : B.outside(w.status === 'waiting', w.entry)}`,
    );
  const over = view.outcome ? ` · ${B.over}: ${hu ? reasonHu(view.outcome.reason) : view.outcome.reason}` : '';
  return [
    `${B.round(view.round, view.roundLimit)} · ${B.phase[view.phase]}${over}`,
    ...lines,
    B.legend,
    ...roster,
    ...outside,
    ...pauseLines(view, locale, names),
    ...windowLines(view, locale),
    view.seat ? B.hand(view.hand.length, view.eventHand.length) : '',
  ].join('\n');
}

interface BoardWords {
  /** The round and the limit; round 0 is before the first. */
  readonly round: (round: number, limit: number) => string;
  readonly phase: Readonly<Record<HybridView['phase'], string>>;
  readonly over: string;
  readonly legend: string;
  readonly side: Readonly<Record<string, string>>;
  readonly at: (square: string) => string;
  readonly nv: string;
  readonly dc: string;
  readonly watch: string;
  readonly pinned: string;
  readonly done: string;
  readonly outside: (waiting: boolean, entry: string | undefined) => string;
  readonly undeployed: string;
  readonly hand: (actions: number, events: number) => string;
}

/** The words of the text board, in English. */
const BOARD_EN: BoardWords = {
  round: (round, limit) => (round === 0 ? `Before round 1 (of ${limit})` : `Round ${round}/${limit}`),
  phase: {
    'opening-hand': 'opening hands',
    'roll-cards': 'cards for the Activation Roll',
    'choose-first': 'who activates first',
    sequence: 'placing Activation counters',
    activation: 'activations',
    over: 'game over',
  },
  over: 'over',
  legend:
    'Key: a warrior is the first letter of his name, a capital for the Griffin, a small letter for the Scorpion (G/S in the list below), with his facing ^>v< · ## column · R rockfall · T/t closed/open trapdoor · ? Event counter · 1-6 Objective · > entry · ~ darkness · | -- wall · D/d closed/open door · : passage',
  side: { griffin: 'G', scorpion: 'S' },
  at: (square) => `at ${square}`,
  nv: 'NV',
  dc: 'DC',
  watch: 'SF',
  pinned: 'pinned',
  done: 'done',
  outside: (waiting, entry) => `${waiting ? 'waits at' : 'in reserve for'} ${entry ?? 'an entrance'}`,
  undeployed: 'sets up once the Activation counters are placed',
  hand: (a, e) => `Your hand: ${a} Action card(s), ${e} Event card(s)`,
};

/** The words of the text board, in Hungarian. */
const BOARD_HU: BoardWords = {
  round: (round, limit) => (round === 0 ? `Az 1. kör előtt (${limit} körből)` : `Kör: ${round}/${limit}`),
  phase: {
    'opening-hand': 'kezdő lapok',
    'roll-cards': 'lapok az Aktiválási Dobásra',
    'choose-first': 'ki aktivál elsőként',
    sequence: 'az Aktiválási jelzők lerakása',
    activation: 'aktiválások',
    over: 'vége a játéknak',
  },
  over: 'vége',
  legend:
    'Jelmagyarázat: a harcost neve kezdőbetűje jelöli, nagybetű a Griff, kisbetű a Skorpió oldalé (lent G/S), mellette arciránya ^>v< · ## oszlop · R omladék · T/t zárt/nyitott csapóajtó · ? Eseményjelző · 1-6 Célzseton · > bejárat · ~ sötétség · | -- fal · D/d zárt/nyitott ajtó · : átjáró',
  side: { griffin: 'G', scorpion: 'S' },
  at: (square) => `itt: ${square}`,
  nv: 'TÉ',
  dc: 'VH',
  watch: 'LES',
  pinned: 'lefogva',
  done: 'aktivált',
  outside: (waiting, entry) =>
    waiting ? `a bejáratnál vár: ${entry ?? '?'}` : `tartalékban, bejárat: ${entry ?? '?'}`,
  undeployed: 'az Aktiválási jelzők lerakása után áll fel',
  hand: (a, e) => `A kezedben: ${a} Akciókártya, ${e} Eseménykártya`,
};

/**
 * A move stopped for the cards of a roll: who is ambushed or jumping, where, and the cards
 * played so far (face up, so both seats see them).
 */
export function pauseLines(view: HybridView, locale: Locale = 'en', names: PackNames = SAMPLE_PACK_NAMES): string[] {
  const act = view.current;
  const run = act?.paused;
  if (!act || !run) return [];
  const hu = locale === 'hu';
  const n = namerOf(view, locale, names);
  const mover = n.warrior(run.target ?? act.warrior);
  // The partner of a Deceit swap stands where the swap put him, off the mover's path.
  const partner = run.target === undefined ? undefined : view.warriors.find((x) => x.id === run.target);
  const here = partner ?? run.path[run.at];
  const square = here ? squareName(here.x, here.y) : '?';
  // Stopped after a step for Event cards only: no roll is under way.
  if (view.cards.window?.moment === 'step')
    return [hu ? `A mozgás megáll: ${mover} itt áll: ${square}.` : `Movement stopped: ${mover} stands on ${square}.`];
  const cards = (ids: readonly string[]) => (ids.length ? ids.map(n.card).join(', ') : '-');
  if (run.reason === 'ambush') {
    const shooter = n.warrior(run.shooter ?? undefined);
    // No move under way: a door opened, a push, a swap, an entry, a warrior gone from the board.
    const stop = run.entering ? (hu ? 'Les' : 'Ambush') : hu ? 'A mozgás megáll' : 'Movement stopped';
    return hu
      ? [
          `${stop}: ${shooter} lesből ${mover} felé lő, ${huArticle(square)} ${square} mezőn.`,
          `  A lövő lapja: ${cards(run.cards)} · a célpont lapjai ellene: ${cards(run.against)}`,
        ]
      : [
          `${stop}: ${shooter} fires at ${mover} on ${square} (Skilled Firing).`,
          `  Shooter's card: ${cards(run.cards)} · the target's cards against it: ${cards(run.against)}`,
        ];
  }
  const at = run.queue[0];
  const pit = at ? squareName(Number(at.split(',')[0]), Number(at.split(',')[1])) : square;
  return hu
    ? [
        `A mozgás megáll: ${mover} átugrik a nyitott csapóajtón (${pit}).`,
        `  Lapjai az ugrásra: ${cards(run.cards)} · az ellenfél akadályozó lapja: ${cards(run.against)}`,
      ]
    : [
        `Movement stopped: ${mover} jumps the open trapdoor on ${pit}.`,
        `  His cards on the jump: ${cards(run.cards)} · the opponent's Hindrance: ${cards(run.against)}`,
      ];
}

const MOMENT: Readonly<Record<string, { en: string; hu: string }>> = {
  mode: { en: 'the Mode is announced', hu: 'a Mód bejelentése után' },
  step: { en: 'after a step of the move', hu: 'a mozgás egy lépése után' },
  moved: { en: 'the move is over', hu: 'a mozgás végén' },
  'before-jump': { en: 'before the trapdoor jump roll', hu: 'a csapóajtó-ugrás dobása előtt' },
  'before-shot': { en: 'before the ambush shot', hu: 'a lesből leadott lövés előtt' },
  'before-roll': { en: 'before the roll', hu: 'a dobás előtt' },
  'after-roll': { en: 'after the roll', hu: 'a dobás után' },
  end: { en: 'before the activation ends', hu: 'az aktiválás vége előtt' },
};

const SIDE: Readonly<Record<string, { en: string; hu: string }>> = {
  griffin: { en: 'the Griffin player', hu: 'a Griff játékos' },
  scorpion: { en: 'the Scorpion player', hu: 'a Skorpió játékos' },
};

/** An Event card window open now: the moment, and who may play. */
export function windowLines(view: HybridView, locale: Locale = 'en'): string[] {
  const win = view.cards.window;
  if (!win) return [];
  const hu = locale === 'hu';
  const moment = MOMENT[win.moment ?? 'end'] ?? MOMENT['end'];
  const who = SIDE[win.seat];
  if (!moment || !who) return [];
  return hu
    ? [`Eseménykártyák (${moment.hu}): ${who.hu} kijátszhat egyet, vagy továbbadja a szót.`]
    : [`Event cards (${moment.en}): ${who.en} may play one, or pass.`];
}

/** The choices of a move stopped for an ambush or a trapdoor jump, worded for what they declare, back or hinder. */
function pauseChoice(c: HybridChoice, view: HybridView, locale: Locale, n: ViewNamer): string | null {
  const run = view.current?.paused;
  if (run && c.kind === 'fire') {
    const at = n.warrior(c.target);
    if (locale === 'hu')
      return `Lesből leadott lövés: ${at}${c.pierce ? `; a golyó átüt, eléri: ${n.warrior(c.pierce)}` : ''}`;
    return `Ambush shot at ${at}${c.pierce ? `, piercing through to ${n.warrior(c.pierce)}` : ''}`;
  }
  if (!run || (c.kind !== 'cards' && c.kind !== 'hinder')) return null;
  const hu = locale === 'hu';
  const cards = c.kind === 'cards' ? c.cards : c.card ? [c.card] : [];
  const list = cards.map(n.card).join(', ');
  const ambush = run.reason === 'ambush';
  if (c.kind === 'cards') {
    if (!list) return hu ? 'Nem játszol ki Akciókártyát' : 'Play no Action card';
    if (ambush) return hu ? `${list} a lövés mellé (pontokért)` : `Back the shot with ${list} (for points)`;
    return hu ? `${list} az ugrás mellé (pontokért)` : `Back the jump with ${list} (for points)`;
  }
  if (ambush) {
    if (!list) return hu ? 'Nem játszol ki (több) lapot a lövés ellen' : 'Play no (more) cards against the shot';
    return hu ? `${list} a lövés ellen (pontokért)` : `Play ${list} against the shot (for points)`;
  }
  if (!list) return hu ? 'Nem akadályozza az ugrást' : 'No Hindrance on the jump';
  return hu ? `${list} az ugrás akadályozására (pontokért)` : `Hinder the jump with ${list} (for points)`;
}

export function describeChoice(
  c: HybridChoice,
  view: HybridView,
  locale: Locale = 'en',
  names: PackNames = SAMPLE_PACK_NAMES,
): string {
  return choiceWords(c, view, locale, names) + effectWords(c, view, locale) + rollWords(c, view, locale);
}

/**
 * What an Action card offered for its Effect, or an Event card offered to play, does, after the
 * choice's name: " — the roll of this action is a Perfect Success on a 1 or a 2", " — stays in
 * play until the end of the next round: every Firing roll takes -1 SL". The player reads it where
 * the choice is asked, not only in the list of his hand's cards (on a phone far below). Nothing
 * for other choices, a card with no effect, or a thrown card (the question says what it does).
 */
function effectWords(c: HybridChoice, view: HybridView, locale: Locale): string {
  // A thrown card (the Darkness Grenade) is offered once for each place it may land: its words
  // would be said over and over down the list; the question says them once (`thrownWords`).
  if (c.kind === 'play-event') {
    const known = view.cards.known[c.card];
    if (c.x !== undefined || THROWN_EFFECTS.includes(known?.effect ?? '')) return '';
    const clause = known ? effectClause(known, locale) : '';
    // An Event card's text opens a sentence of its own: here it goes on the choice's.
    return clause ? ` — ${clause.charAt(0).toLocaleLowerCase(locale)}${clause.slice(1)}` : '';
  }
  if ((c.kind !== 'cards' && c.kind !== 'hinder') || c.effect !== true || view.current?.paused) return '';
  const ids = c.kind === 'cards' ? c.cards : c.card ? [c.card] : [];
  const clauses = ids.flatMap((id) => {
    const known = view.cards.known[id];
    const clause = known ? effectClause(known, locale) : '';
    return clause ? [clause] : [];
  });
  return clauses.length > 0 ? ` — ${clauses.join('; ')}` : '';
}

/**
 * The odds of the roll a strike, shot or parry makes, or an Action card for or against the
 * action's roll leaves, or Luck played before a roll gives, from the numbers the view carries
 * (the rules' own, `choiceRolls`): " · 7/10 (70.0%) to succeed before cards". Nothing for other
 * choices.
 */
/** Whether Luck offered in the open window would back this seat's parry (the attack is the other side's). */
function luckForParry(view: HybridView): boolean {
  const atk = view.cards.window?.moment === 'before-roll' ? view.current?.action?.queue[0] : undefined;
  const attacker = atk ? view.warriors.find((w) => w.id === atk.attacker) : undefined;
  return attacker !== undefined && attacker.side !== view.seat;
}

function rollWords(c: HybridChoice, view: HybridView, locale: Locale): string {
  const key = rollKey(c);
  const hu = locale === 'hu';
  if (key !== undefined && view.lostWithoutCards?.includes(key)) return lostWords(c.kind, locale);
  const spec = key === undefined ? undefined : view.rolls?.[key];
  if (!spec) return '';
  const p = rollSpecDist(spec).prob(succeeded);
  if (c.kind === 'parry')
    return hu
      ? ` · a hárítás esélye, ha a támadás talál: ${chanceWords(p, locale)}`
      : ` · ${chanceWords(p, locale)} to parry if it hits`;
  if (c.kind === 'cards')
    return hu
      ? ` · a siker esélye, ha több lap nem jön: ${chanceWords(p, locale)}`
      : ` · ${chanceWords(p, locale)} to succeed if no more cards follow`;
  if (c.kind === 'hinder')
    return hu
      ? ` · az ellenfél dobásának esélye, ha több lap nem jön: ${chanceWords(p, locale)}`
      : ` · their roll ${chanceWords(p, locale)} to succeed if no more cards follow`;
  if (c.kind === 'play-event') {
    // Luck before a roll: the chance with it and without it (the same numbers, no extra die).
    const without = chanceWords(rollSpecDist({ ...spec, luck: false }).prob(succeeded), locale);
    const parry = luckForParry(view);
    return hu
      ? ` · ${parry ? 'a hárítás esélye, ha a támadás talál' : 'a siker esélye'}: vele ${chanceWords(p, locale)}, nélküle ${without}`
      : ` · with it ${chanceWords(p, locale)} to ${parry ? 'parry if it hits' : 'succeed'}, without ${without}`;
  }
  // A level the Mode value reaches only with Action-card points: without them it is announced
  // again, no higher than the value (HY-MODE-08); the chance is the highest level's.
  if (spec.level !== undefined)
    return hu
      ? ` · kártyák nélkül legfeljebb ${spec.level}. szinten, a siker esélye: ${chanceWords(p, locale)}`
      : ` · without cards at most level ${spec.level}: ${chanceWords(p, locale)} to succeed`;
  return hu
    ? ` · a siker esélye kártyák nélkül: ${chanceWords(p, locale)}`
    : ` · ${chanceWords(p, locale)} to succeed before cards`;
}

/**
 * Where a chance would stand, when no level would be left to make the shot without (more) Action
 * cards: the shot is then lost with no roll (HY-MODE-08, HY-CARD-ACTION-14). Said of the shot
 * announced on the strength of cards, of a card choice after which none follows, and, to the
 * target's side, of a Hindrance that leaves the shooter no level.
 */
function lostWords(kind: string, locale: Locale): string {
  const hu = locale === 'hu';
  if (kind === 'hinder')
    return hu
      ? ' · ha több lap nem jön, az ellenfél lövése elvész: nem marad szint, amelyen leadhatná'
      : ' · their shot is lost if no more cards follow: no level would be left to make it';
  if (kind === 'cards')
    return hu
      ? ' · ha több lap nem jön, a lövés elvész: nem marad szint, amelyen leadhatnád'
      : ' · the shot is lost if no more cards follow: no level would be left to make it';
  return hu
    ? ' · lapok nélkül egyik szinteden sem adhatod le ezt a lövést: elvész, hacsak nem játszol ki rá lapot'
    : ' · no level you have without cards can make this shot: it is lost unless you play cards for it';
}

/**
 * The movement points a Moving level gives, as the view counts them while the Mode is chosen:
 * " (6 MP)", Basic Move with its 2 more (HY-MODE-MV-04). Nothing for another Mode, or a view without them.
 */
function movingPoints(c: Extract<HybridChoice, { kind: 'mode' }>, view: HybridView): string {
  const mp = view.moveAllowance;
  if (c.mode !== 'MV' || !mp) return '';
  return ` (${c.level === 1 ? mp.basicMove : mp.other} MP)`;
}

function choiceWords(c: HybridChoice, view: HybridView, locale: Locale, names: PackNames): string {
  const n = namerOf(view, locale, names);
  const paused = pauseChoice(c, view, locale, n);
  if (paused !== null) return paused;
  if (locale === 'hu') return describeChoiceHu(c, view, n);
  switch (c.kind) {
    case 'keep-hand':
      return 'Keep these four Action cards';
    case 'reject-hand':
      return 'Reject the hand and draw three';
    case 'go-first':
      return 'Activate first this round';
    case 'go-second':
      return 'Let the opponent activate first';
    case 'counter':
      return `Give ${n.warrior(c.warrior)} the next Activation counter`;
    case 'keep-watch':
      return `Keep ${n.warrior(c.warrior)} in Skilled Firing`;
    case 'mode': {
      const names = { OC: 'Offensive Combat', DC: 'Defensive Combat', F: 'Firing', MV: 'Moving' };
      return `${names[c.mode]}${c.level ? ` level ${c.level}` : ''}${movingPoints(c, view)}${c.target ? ` against ${n.warrior(c.target)}` : ''}`;
    }
    case 'move':
      return `Move to ${squareName(c.x, c.y)} facing ${c.facing}${c.cost === undefined ? '' : ` (${c.cost} MP)`}`;
    case 'door': {
      const d = view.board.doors.find((x) => x.id === c.door);
      const sides = d ? doorSides(d.edges) : null;
      if (!d || !sides) return `Open or close door ${c.door}`;
      return `${d.open ? 'Close' : 'Open'} the door between ${sides[0]} and ${sides[1]}`;
    }
    case 'done':
      return 'Stop moving';
    case 'strike':
      return `Strike ${n.warrior(c.target)} at level ${c.level}${c.combined ? ' with a Combined Attack' : ''}`;
    case 'fire':
      // A Heroic Firing's two shots may both go at the one target.
      return `${c.second === c.target ? 'Fire twice' : 'Fire'} at ${n.warrior(c.target)} at level ${c.level}${c.second && c.second !== c.target ? ` and at ${n.warrior(c.second)}` : ''}${c.pierce ? `, piercing through to ${n.warrior(c.pierce)}` : ''}`;
    case 'watch':
      return 'Declare Skilled Firing (lie in wait)';
    case 'cards':
      if (!c.cards.length) return 'Play no Action card';
      return `Play ${c.cards.map(n.card).join(', ')} for ${c.effect ? 'its Effect' : 'points'}${c.shot ? ` on the ${c.shot === 1 ? 'first' : 'second'} shot` : ''}`;
    case 'hinder':
      return c.card
        ? `Hinder ${c.shot ? `the ${c.shot === 1 ? 'first' : 'second'} shot ` : ''}with ${n.card(c.card)} (${c.effect ? 'its Effect' : 'its points'})`
        : 'No Hindrance';
    case 'parry':
      return `Parry at level ${c.level}${c.card ? ` backed by ${n.card(c.card)}` : ''}`;
    case 'sacrifice':
      return `Sacrifice against ${n.warrior(c.target)}`;
    case 'objective':
      return 'Carry out the Objective';
    case 'event-counter':
      return 'Activate the Event counter';
    case 'face':
      return `Turn to face ${c.facing}`;
    case 'play-event': {
      // A thrown card (the Darkness Grenade) names the 2x2 template's squares, lower-left to upper-right.
      const at =
        c.x !== undefined && c.y !== undefined ? `${squareName(c.x, c.y)}-${squareName(c.x + 1, c.y + 1)}` : null;
      return `Play Event card ${n.card(c.card)}${c.target ? ` on ${n.warrior(c.target)}` : ''}${at ? ` at ${at}` : ''}`;
    }
    case 'end':
      return 'End the activation';
    case 'leave':
      return 'Leave the laboratory';
    case 'lever':
      return 'Throw the lever';
    case 'brutish-push': {
      const t = n.warrior(view.current?.action?.target);
      return c.push ? `Brutish Strength: drive ${t} back` : `Brutish Strength: let ${t} stand his ground`;
    }
    case 'keep-die': {
      const result = keptResult(c.die, view);
      return `Keep the die showing ${c.die}${result ? ` (${RESULT_EN[result] ?? result})` : ''}`;
    }
    case 'relevel':
      return `Announce level ${c.level} instead`;
    case 'leader':
      return `Make ${n.warrior(c.warrior)} the Conviction leader`;
    default:
      return describeCardChoice(c, n.card, n.warrior, locale);
  }
}

const FACING_HU = { N: 'észak', E: 'kelet', S: 'dél', W: 'nyugat' } as const;

/** What keeping die `die` of the 2D10 roll waiting in the view makes of it (option `manualDiceChoice`). */
function keptResult(die: number, view: HybridView): string | undefined {
  const spec = view.current?.action?.keep?.spec;
  return spec ? judgeSpec(die, spec) : undefined;
}

/** A choice in Hungarian; the mode names are the ones the web's Hybrid board uses. */
function describeChoiceHu(c: HybridChoice, view: HybridView, n: ViewNamer): string {
  switch (c.kind) {
    case 'keep-hand':
      return 'Megtartod ezt a négy Akciókártyát';
    case 'reject-hand':
      return 'Visszaadod a kezet, és hármat húzol';
    case 'go-first':
      return 'Ebben a körben te aktiválsz először';
    case 'go-second':
      return 'Az ellenfél aktivál először';
    case 'counter':
      return `A következő Aktiválási jelző: ${n.warrior(c.warrior)}`;
    case 'keep-watch':
      return `${n.warrior(c.warrior)} lesben marad`;
    case 'mode':
      return `${MODE_HU[c.mode] ?? c.mode}${c.level ? `, ${c.level}. szint` : ''}${movingPoints(c, view)}${c.target ? `, célpont: ${n.warrior(c.target)}` : ''}`;
    case 'move':
      return `Lépés ide: ${squareName(c.x, c.y)}, ${FACING_HU[c.facing]} felé nézve${c.cost === undefined ? '' : ` (${c.cost} MP)`}`;
    case 'door': {
      const d = view.board.doors.find((x) => x.id === c.door);
      const sides = d ? doorSides(d.edges) : null;
      if (!d || !sides) return `Ajtó kinyitása vagy becsukása (${c.door})`;
      return `Ajtó ${d.open ? 'becsukása' : 'kinyitása'}: ${sides[0]} és ${sides[1]} között`;
    }
    case 'done':
      return 'A mozgás befejezése';
    case 'strike':
      return `Csapás: ${n.warrior(c.target)}, ${c.level}. szint${c.combined ? ', Kombinált Támadással' : ''}`;
    case 'fire':
      return `${c.second === c.target ? 'Két lövés' : 'Lövés'}: ${n.warrior(c.target)}, ${c.level}. szint${c.second && c.second !== c.target ? `; második célpont: ${n.warrior(c.second)}` : ''}${c.pierce ? `; a golyó átüt, eléri: ${n.warrior(c.pierce)}` : ''}`;
    case 'watch':
      return 'Lesbe állás (lövés a mozgó ellenfélre)';
    case 'cards':
      if (!c.cards.length) return 'Nem játszol ki Akciókártyát';
      return `Kijátszás ${c.effect ? 'a hatásáért' : 'pontokért'}${c.shot ? `, ${c.shot === 1 ? 'az első' : 'a második'} lövéshez` : ''}: ${c.cards.map(n.card).join(', ')}`;
    case 'hinder':
      return c.card
        ? `Akadályozás ${c.effect ? 'a lap hatásával' : 'a lap pontjaival'}${c.shot ? `, ${c.shot === 1 ? 'az első' : 'a második'} lövés ellen` : ''}: ${n.card(c.card)}`
        : 'Nincs akadályozás';
    case 'parry':
      return `Hárítás, ${c.level}. szint${c.card ? `, a lap segítségével: ${n.card(c.card)}` : ''}`;
    case 'sacrifice':
      return `Önfeláldozás, célpont: ${n.warrior(c.target)}`;
    case 'objective':
      return 'A cél teljesítése';
    case 'event-counter':
      return 'Az Eseményjelző aktiválása';
    case 'face':
      return `Fordulás ${FACING_HU[c.facing]} felé`;
    case 'play-event': {
      const at =
        c.x !== undefined && c.y !== undefined ? `${squareName(c.x, c.y)}-${squareName(c.x + 1, c.y + 1)}` : null;
      return `${n.card(c.card)} eseménykártya kijátszása${c.target ? `: ${n.warrior(c.target)}` : ''}${at ? `, a négy mező: ${at}` : ''}`;
    }
    case 'end':
      return 'Az aktiválás befejezése';
    case 'leave':
      return 'A laboratórium elhagyása';
    case 'lever':
      return 'A kar meghúzása';
    case 'brutish-push': {
      const t = n.warrior(view.current?.action?.target);
      return c.push ? `Nyers erő: ${t} hátralökése` : `Nyers erő: ${t} a helyén marad`;
    }
    case 'keep-die': {
      const result = keptResult(c.die, view);
      return `Megtartott kocka: ${c.die}${result ? ` (${RESULT_HU[result] ?? result})` : ''}`;
    }
    case 'relevel':
      return `Új bejelentett szint: ${c.level}`;
    case 'leader':
      return `${n.warrior(c.warrior)} lesz a Meggyőződés vezetője`;
    default:
      return describeCardChoice(c, n.card, n.warrior, 'hu');
  }
}

/** Rule texts in our own words, by checklist ID, in English and Hungarian. */
const RULE_TEXTS: Readonly<Record<string, { en: string; hu: string }>> = { ...CORE_RULE_TEXTS, ...CARD_RULE_TEXTS };

/** The cards a seat holds or sees, each with its text. */
export function describeCards(view: HybridView, locale: Locale, names: PackNames = SAMPLE_PACK_NAMES): string[] {
  const mine = new Set([...view.hand, ...view.eventHand]);
  const n = namerOf(view, locale, names);
  return Object.values(view.cards.known)
    .filter((c) => mine.has(c.id))
    .map((c) => cardLine({ ...c, name: n.card(c.id) }, locale));
}

/**
 * An event in words. English keeps the sentence the rules wrote (`text`) when there is one; every
 * other event, and every event in Hungarian, is worded from its fields (`event-words.ts`, and the
 * card events in `cards/messages.ts`).
 */
export function describeEvent(
  e: GameEvent,
  locale: Locale = 'en',
  table: Readonly<Record<string, Words>> = EVENT_WORDS,
  names: PackNames = SAMPLE_PACK_NAMES,
): string {
  // The words built from the event's fields first: they name warriors and sides as the labels do.
  const words = eventWords(e, locale, table);
  if (words !== null) return words;
  const card = describeCardEvent(e, locale, locale === 'hu' ? (x) => cardNameHu(names, x) : undefined);
  if (card !== null) return card;
  if (typeof e.text === 'string') return e.text;
  const rest = Object.entries(e)
    .filter(([k]) => k !== 'type' && k !== 'rule' && k !== 'visibleTo' && k !== 'reveal')
    .map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
  return `${e.type.replace('hybrid/', '')}${rest ? `: ${rest}` : ''}`;
}

/** What each decision asks, in English and Hungarian (by the kind `pending` gives it). */
const PROMPTS: Readonly<Record<string, { en: string; hu: string }>> = {
  'hybrid/opening-hand': { en: 'Keep or reject the opening hand', hu: 'Megtartod vagy visszaadod a kezdő lapokat?' },
  'hybrid/roll-cards': {
    en: 'Commit a card to the Activation Roll, or stop',
    hu: 'Teszel lapot az Aktiválási Dobásra, vagy megállsz?',
  },
  'hybrid/choose-first': { en: 'Choose who activates first', hu: 'Válaszd ki, ki aktivál elsőként' },
  'hybrid/place-counters': { en: 'Place your Activation counters', hu: 'Rakd le Aktiválási jelzőidet' },
  'hybrid/madness': { en: 'Momentary Madness?', hu: 'Kijátszod a Pillanatnyi őrületet?' },
  'hybrid/events': {
    en: 'Play an Event card now, or pass',
    hu: 'Kijátszol most egy Eseménykártyát, vagy továbbadod a szót?',
  },
  'hybrid/ambush-cards': {
    en: 'Action cards on the ambush shot',
    hu: 'Akciókártyák a lesből leadott lövésre',
  },
  'hybrid/ambush-aim': {
    en: 'Does the ambush shot pierce through to a warrior behind?',
    hu: 'Átüti-e a lesből leadott lövés golyója a mögötte álló harcost?',
  },
  'hybrid/jump-cards': { en: 'Action cards on the trapdoor jump', hu: 'Akciókártyák a csapóajtó fölötti ugrásra' },
  'hybrid/parry': { en: 'Choose the parry level', hu: 'Válaszd ki a hárítás szintjét' },
  'hybrid/hindrance': { en: 'Play a Hindrance, or none', hu: 'Kijátszol egy akadályozó lapot?' },
  'hybrid/push': { en: 'Push the enemy back, or not', hu: 'Visszalököd az ellenfelet, vagy sem?' },
  'hybrid/keep-die': { en: 'Choose which die of the two counts', hu: 'Válaszd ki, a két kocka közül melyik számít' },
  'hybrid/relevel': {
    en: 'The cards leave your Mode value below the level you announced: announce a level it allows',
    hu: 'A kártyák után a Mód értéke a bejelentett szint alá esett: jelents be egy általa megengedett szintet',
  },
  'hybrid/action-cards': { en: 'Action cards on this action', hu: 'Akciókártyák erre a cselekvésre' },
  'hybrid/mode': { en: 'Choose the Mode', hu: 'Válaszd ki a Módot' },
  'hybrid/move': { en: 'Move, or finish moving', hu: 'Mozogj, vagy fejezd be a mozgást' },
  'hybrid/action': { en: 'Choose the action', hu: 'Válaszd ki a cselekvést' },
  'hybrid/finish': { en: 'Finish the activation', hu: 'Fejezd be az aktiválást' },
};

/**
 * The steps of the opening after the hand (`HybridView.opening`), as the side asked reads them: the
 * decision keeps its kind, `hybrid/opening-hand`, until both sides are done with all of them.
 */
const OPENING_PROMPTS: Readonly<Record<Exclude<OpeningStep, 'hand'>, { en: string; hu: string }>> = {
  aura: {
    en: 'Each Aura bearer drew three Aura cards and keeps two: discard one of each three',
    hu: 'Minden Aura-viselőd három Aurakártyát húzott, és kettőt tart meg: mindegyik hármasból dobj el egyet',
  },
  mutation: {
    en: 'Of each three Mutation cards drawn your army keeps two: discard one',
    hu: 'A húzott Mutációkártyák minden hármasából kettő marad a seregednél: dobj el egyet',
  },
  leader: {
    en: 'Your Conviction bearers are tied for the lead: choose the Conviction leader',
    hu: 'Meggyőződés-viselőid között holtverseny van: válaszd ki a Meggyőződés vezetőjét',
  },
};

/** The same steps as a player not asked reads them ("Waiting for Scorpion to discard ..."). */
const OPENING_WAITING: Readonly<Record<OpeningStep, { en: string; hu: string }>> = {
  hand: { en: 'to keep or reject the opening hand', hu: 'eldönti, megtartja-e a kezdő lapjait' },
  aura: {
    en: 'to discard one of the three Aura cards drawn for each Aura bearer',
    hu: 'eldob egyet minden Aura-viselője három Aurakártyája közül',
  },
  mutation: {
    en: 'to discard one of the three Mutation cards drawn',
    hu: 'eldob egyet a húzott három Mutációkártya közül',
  },
  leader: { en: 'to choose the Conviction leader', hu: 'kiválasztja a Meggyőződés vezetőjét' },
};

/** The opening steps a seat asked is on, from the view; none outside the opening. */
function openingSteps(view: HybridView | undefined, seat: string | undefined): readonly OpeningStep[] {
  if (!view?.opening || (seat !== 'griffin' && seat !== 'scorpion')) return [];
  return view.opening[seat];
}

/**
 * A Hindrance or a parry asked during an attack, naming the attack it answers: "Play a Hindrance
 * against Pest of Flesh (5)’s strike at Seneschal (1), or none"; the parry of the roll next due
 * (a Heroic Firing's second shot has its own target), or of an ambush shot from Skilled Firing:
 * "Choose Seneschal (1)’s parry level against Purifier (3)’s ambush shot". Null for any other
 * decision, or without an attack in the view.
 */
function attackAnswered(d: Decision, view: HybridView, locale: Locale, names: PackNames): string | null {
  if (d.kind !== 'hybrid/hindrance' && d.kind !== 'hybrid/parry') return null;
  const act = view.current;
  if (!act) return null;
  let by: string;
  let at: string;
  let how: 'strike' | 'fire' | 'ambush';
  const run = act.paused;
  if (run) {
    // A move stopped for a roll: only an ambush shot's parry names an attack.
    if (d.kind !== 'hybrid/parry' || run.stage !== 'parry' || !run.shooter) return null;
    by = run.shooter;
    at = run.target ?? act.warrior;
    how = 'ambush';
  } else {
    const action = act.action;
    if (!action) return null;
    const atk = d.kind === 'hybrid/parry' && action.stage === 'parry' ? action.queue?.[0] : undefined;
    by = atk?.attacker ?? act.warrior;
    at = atk?.target ?? action.target;
    const kind = atk?.kind ?? action.kind;
    how = kind === 'watch-shot' ? 'ambush' : kind === 'fire' ? 'fire' : 'strike';
  }
  const n = namerOf(view, locale, names);
  if (locale === 'hu') {
    const what = { strike: 'csapása', fire: 'lövése', ambush: 'lesből leadott lövése' }[how];
    const attack = `${n.warrior(by)} ${what}`;
    return d.kind === 'hybrid/hindrance'
      ? `Kijátszol egy akadályozó lapot ${attack} ellen (célpont: ${n.warrior(at)})?`
      : `Válaszd ki ${n.warrior(at)} hárításának szintjét ${attack} ellen`;
  }
  const what = { strike: 'strike', fire: 'shot', ambush: 'ambush shot' }[how];
  const attack = `${n.warrior(by)}’s ${what}`;
  return d.kind === 'hybrid/hindrance'
    ? `Play a Hindrance against ${attack} at ${n.warrior(at)}, or none`
    : `Choose ${n.warrior(at)}’s parry level against ${attack}`;
}

/** Event cards thrown at a place (the Darkness Grenade): offered once for each place they may land. */
const THROWN_EFFECTS: readonly string[] = ['darkness'];

/**
 * What a thrown Event card in the asked seat's hand does, said once beside the question whose
 * choices offer it (the view's `thrownNow`, from the rules), its name first: " Darkness Grenade:
 * Play it in any activation and throw it: ...". Its choices (one for each place it may land) name
 * only the place. Empty for a seat not asked or a question that offers no such card.
 */
function thrownWords(d: Decision, view: HybridView, locale: Locale, names: PackNames): string {
  return thrownCards(d, view, locale, names)
    .map((c) => `${c.title}: ${c.text}`)
    .join(' ');
}

/** The thrown Event cards `thrownWords` speaks of, each by its name and its text. */
function thrownCards(
  d: Decision,
  view: HybridView,
  locale: Locale,
  names: PackNames,
): { readonly title: string; readonly text: string }[] {
  if (view.seat === null || !d.seats.includes(view.seat) || !view.thrownNow) return [];
  const n = namerOf(view, locale, names);
  const said = new Set<string>();
  const out: { title: string; text: string }[] = [];
  for (const id of view.thrownNow) {
    const known = view.cards.known[id];
    if (!known || said.has(known.effect)) continue;
    said.add(known.effect);
    out.push({ title: n.card(id), text: cardText(known, locale) });
  }
  return out;
}

/** `prompt` with `more` after it as a sentence of its own. */
function withMore(prompt: string, more: string): string {
  if (more === '') return prompt;
  return /[.?!]$/u.test(prompt) ? `${prompt} ${more}` : `${prompt}. ${more}`;
}

/**
 * A decision's prompt in words; its kind when the table does not know it. The opening, once the
 * hand is kept, says which setup cards are discarded and why (`view`, the seat's view). A question
 * whose choices offer a thrown Event card says what the card does (`thrownWords`).
 */
export function describePrompt(
  d: Decision,
  locale: Locale = 'en',
  view?: HybridView,
  names: PackNames = SAMPLE_PACK_NAMES,
): string {
  const base = promptWords(d, locale, view, names);
  return view ? withMore(base, thrownWords(d, view, locale, names)) : base;
}

/**
 * `describePrompt` in two parts, for a screen short of room: the question, and each thrown Event
 * card it speaks of, by name, its text apart (to be shown folded). Undefined when it speaks of none.
 */
export function promptParts(
  d: Decision,
  locale: Locale,
  view: HybridView,
  names: PackNames = SAMPLE_PACK_NAMES,
): PromptParts | undefined {
  const more = thrownCards(d, view, locale, names);
  return more.length > 0 ? { question: promptWords(d, locale, view, names), more } : undefined;
}

/** The prompt itself: the attack answered, the opening's steps, the decision's own words, or its kind. */
function promptWords(d: Decision, locale: Locale, view: HybridView | undefined, names: PackNames): string {
  const answered = view ? attackAnswered(d, view, locale, names) : null;
  if (answered !== null) return answered;
  if (d.kind === 'hybrid/opening-hand') {
    const later = openingSteps(view, view?.seat ?? undefined).filter((x) => x !== 'hand');
    if (later.length > 0 && d.seats.includes(view?.seat ?? '')) {
      return later.map((x) => (locale === 'hu' ? OPENING_PROMPTS[x].hu : OPENING_PROMPTS[x].en)).join('; ');
    }
  }
  const w = PROMPTS[d.kind];
  if (w) return locale === 'hu' ? w.hu : w.en;
  return d.prompt ?? d.kind;
}

/**
 * What a player not asked reads of an opening decision: the side asked and the step it is on
 * ("Scorpion to discard one of the three Mutation cards drawn"). Undefined for every other decision.
 */
export function describeWaiting(d: Decision, view: HybridView | undefined, locale: Locale): string | undefined {
  if (d.kind !== 'hybrid/opening-hand') return undefined;
  const parts = d.seats.map((seat) => {
    const name = SIDE_NAMES[seat]?.[locale] ?? seat;
    const step = openingSteps(view, seat)[0] ?? 'hand';
    return `${name} ${locale === 'hu' ? OPENING_WAITING[step].hu : OPENING_WAITING[step].en}`;
  });
  return parts.join('; ');
}

/** Headings for the choices of one kind offered together. */
const GROUPS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  move: { en: 'Moves', hu: 'Mozgás' },
  door: { en: 'Doors', hu: 'Ajtók' },
  strike: { en: 'Strikes', hu: 'Csapások' },
  fire: { en: 'Shots', hu: 'Lövések' },
  counter: { en: 'Activation counters', hu: 'Aktiválási jelzők' },
  'keep-watch': { en: 'Keep watch', hu: 'Őrködés' },
  mode: { en: 'Mode and Mastery Level', hu: 'Mód és mesterségi szint' },
  cards: { en: 'Action cards', hu: 'Akciókártyák' },
  hinder: { en: 'Hindrance', hu: 'Akadályozás' },
  parry: { en: 'Parry', hu: 'Hárítás' },
  relevel: { en: 'Level after the cards', hu: 'Szint a kártyák után' },
  leader: { en: 'Conviction leader', hu: 'A Meggyőződés vezetője' },
  'play-event': { en: 'Event cards', hu: 'Eseménykártyák' },
  face: { en: 'Facing', hu: 'Arcirány' },
};

/** The two sides by name, as players call them. */
const SIDE_NAMES: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  griffin: { en: 'Griffin', hu: 'Griff' },
  scorpion: { en: 'Scorpion', hu: 'Skorpió' },
};

/**
 * The presenter of a game on `content`: the log, the choices and the text board name warriors and
 * cards as that pack does (a player's own pack, or the sample pack), in Hungarian by the pack's
 * Hungarian names or ours for the sample's (`names.ts`).
 */
export function makeHybridPresenter(content: HybridContent): Presenter<HybridView, HybridChoice> {
  const names = packNames(content);
  const table = eventWordsTable(names);
  return {
    prompt: (d: Decision, view: HybridView, locale: Locale) => describePrompt(d, locale, view, names),
    promptParts: (d: Decision, view: HybridView, locale: Locale) => promptParts(d, locale, view, names),
    waiting: (d: Decision, view: HybridView, locale: Locale) => describeWaiting(d, view, locale),
    outcome: (o, locale) => (locale === 'hu' ? reasonHu(o.reason) : reasonEn(o.reason)),
    seat: (seat: string, _view: HybridView, locale: Locale) => SIDE_NAMES[seat]?.[locale] ?? seat,
    group: (kind: string, locale: Locale) => GROUPS[kind]?.[locale],
    board: (view: HybridView, locale: Locale) => drawBoard(view, locale, names),
    choice: (c: HybridChoice, view: HybridView, locale: Locale) => describeChoice(c, view, locale, names),
    event: (e: GameEvent, locale: Locale) => describeEvent(e, locale, table, names),
    violation: (v: Violation, locale: Locale) => violationText(v, locale),
    rule: (id: string, locale: Locale) => {
      const t = RULE_TEXTS[id];
      return t ? (locale === 'hu' ? t.hu : t.en) : undefined;
    },
  };
}

/** The presenter of a game on the sample pack. */
export const hybridPresenter: Presenter<HybridView, HybridChoice> = makeHybridPresenter(sampleContent);
