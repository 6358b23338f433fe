import {
  canonicalJson,
  type Dist,
  percentWords,
  Rational,
  type GameEvent,
  type Locale,
  type Outcome,
  type Presenter,
  huArticle,
} from '@skirmish/core';
import { damageDist, disableDist } from './combat.ts';
import { FACING_NAMES, key, type Pos } from './board.ts';
import { cardUsesNow, numberedEnemy } from './game.ts';
import { moraleUses, type HuntersChoice, type PaymentPlan } from './choices.ts';
import { DECK_SIZE, deckWords } from './deck.ts';
import type { DayForecast, HuntersView } from './view.ts';
import { CAMPAIGN_END_REASONS, type WayMark } from './state.ts';
import { RULE_TEXTS } from './rule-texts.ts';
import {
  difficultyName,
  enemySentence,
  handedItem,
  itemName,
  paymentWords,
  spoilsList,
  violationWords,
} from './words.ts';
import { eventHu, promptWords, type Names } from './event-words.ts';
import type { HuntersContent } from './content/schema.ts';
import { sampleContent } from './content/sample.ts';
import { hungarianNames, localText, localTitle } from './names.ts';
import { columnName, rowName, squareName, squareNameOfKey, stepOffName } from './squares.ts';

const NAMES = FACING_NAMES;

/** What the pack names by this id (a class, card, gear, enemy kind, place, room or blueprint); else the id. */
function names(view: HuntersView): HuntersView['names'] {
  // A view made before names were carried words its ids as they are.
  return (view as Partial<HuntersView>).names ?? {};
}

function named(view: HuntersView, id: string): string {
  return names(view)[id] ?? id;
}

/**
 * The enemy kind of a mission's enemy group (AMB-69) by name, read from the mission itself: once the
 * spread is answered the view no longer lists it, and the log still words the choice made.
 */
function spreadName(content: HuntersContent, view: HuntersView, group: number, hu: boolean): string {
  const kind = content.missions.find((m) => m.id === view.mission)?.enemies[group]?.enemy;
  return kind !== undefined ? named(view, kind) : hu ? 'ellenség' : 'enemy';
}

/**
 * The spaces of a mission's enemy group by the labels its sheet gives them ("1A"), each with the
 * square it marks on the board ("1A (B3)"), read from the mission.
 */
function spreadSpaces(content: HuntersContent, view: HuntersView, labels: readonly string[], hu: boolean): string {
  const marks = content.missions.find((m) => m.id === view.mission)?.labels ?? {};
  return labels
    .map((l) => {
      const p = marks[l];
      return p ? `${l} (${at(view, { x: p[0], y: p[1] }, hu)})` : l;
    })
    .join(', ');
}

/** A character by name: on the mission sheet, or (between missions) by its class, which is its id. */
function charName(view: HuntersView, id: string): string {
  return view.chars.find((c) => c.id === id)?.name ?? named(view, id);
}

/** Whether a character of the campaign was killed (the Elimination variant): his belongings are shared, he does not leave. */
function killed(view: HuntersView, id: string): boolean {
  return view.campaign?.chars.find((c) => c.id === id)?.dead === true;
}

/** An option of the card being read by its label on the card ("A"), else by its place ("1"). */
function optionLabel(view: HuntersView, index: number): string {
  return view.campaign?.reading?.options[index] ?? String(index + 1);
}

/**
 * Whom a card option's button names: the one who pays, where the option has a cost the party
 * shares; the one who receives, where it gains something; else nobody in particular.
 */
function readSide(view: HuntersView, content: HuntersContent, option: number): 'pays' | 'receives' | null {
  const card = content.events.find((e) => e.id === view.campaign?.reading?.card);
  const o = card?.options[option];
  if (!card || !o) return null;
  if (o.cost.length > 0 && !card.personal) return 'pays';
  return o.effects.some((e) => ('n' in e && e.n > 0 && e.kind !== 'days') || e.kind === 'gear') ? 'receives' : null;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The days a rest, a day's work or a journey would really take, after its label, where they are
 * not the days it names: doubled while someone is unconscious (HU-HEALTH-02), more for an
 * unconscious character's missed meal or poison (HU-HEALTH-04), or the campaign lost on the way;
 * and where a day's card comes up on the way, that the count is as things stand before it.
 */
function daysWords(f: DayForecast | undefined, hu: boolean): string {
  if (!f || (f.days === f.usual && !f.lost && f.cards.length === 0)) return '';
  const notes = [
    f.doubled ? (hu ? 'kétszer annyi, mert valaki eszméletlen' : 'doubled: someone is unconscious') : '',
    f.penalty > 0
      ? hu
        ? `még ${f.penalty} nap egy eszméletlen szereplő éhezése vagy mérgezése miatt`
        : `${f.penalty} more for an unconscious character's missed meal or poison`
      : '',
    f.lost ? (hu ? 'közben elveszne a hadjárat' : 'the campaign would be lost on the way') : '',
  ].filter(Boolean);
  const why = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  const days = f.days === 1 ? '1 day' : `${f.days} days`;
  if (f.cards.length === 0) return hu ? `; összesen ${f.days} nap${why}` : `; ${days} in all${why}`;
  return hu
    ? `; összesen ${f.days} nap a mostani állás szerint${why}; ${dayCardsHu(f.cards)}`
    : `; ${days} in all as things stand${why}; ${dayCardsEn(f.cards)}`;
}

/** That the cards of these days come up on the way and may change the count ("the day-15 card falls within…"). */
function dayCardsEn(days: readonly number[]): string {
  const named = days.map((d) => `day-${d}`).join(' and ');
  return days.length === 1
    ? `the ${named} card falls within and may change this`
    : `the ${named} cards fall within and may change this`;
}

/** The same in Hungarian ("közben jön a 15. nap lapja…"). */
function dayCardsHu(days: readonly number[]): string {
  const named = days.map((d) => `${huArticle(d)} ${d}.`).join(' és ');
  return days.length === 1
    ? `közben jön ${named} nap lapja, és ez változtathat rajta`
    : `közben jön ${named} nap lapja, és ezek változtathatnak rajta`;
}

/** A journey's days where they are not the one it names; a site is reached the same day. */
function journeyDays(view: HuntersView, content: HuntersContent, to: string, hu: boolean): string {
  const here = content.locations.find((l) => l.id === view.campaign?.location);
  const dest = content.locations.find((l) => l.id === to);
  if (here?.parent || dest?.parent) return '';
  return daysWords(view.campaign?.forecast?.travel, hu);
}

/** The names of the characters standing on `p`, in the order of the party. */
function charsAt(view: HuntersView, p: { readonly x: number; readonly y: number }): string[] {
  return view.chars.filter((c) => c.pos !== null && c.pos.x === p.x && c.pos.y === p.y).map((c) => c.name);
}

/** A trap on the board by its gear's name and space. */
function trapWords(view: HuntersView, id: string, hu: boolean): string {
  const p = view.placed.find((x) => x.id === id);
  if (!p) return id;
  return hu ? `${named(view, p.gear)} (${at(view, p.pos, hu)})` : `${named(view, p.gear)} at ${at(view, p.pos, hu)}`;
}

/** A square by its name on the board's edges ("C6"), or in words where it lies off the board. */
function at(view: HuntersView, p: Pos, hu: boolean): string {
  return squareName(p, hu ? 'hu' : 'en', view);
}

function enemyName(view: HuntersView, id: string): string {
  return view.enemies.find((e) => e.id === id)?.name ?? id;
}

/** An enemy as the enemies list shows it, its number beside its name ("Giant Rat 2"): two of a kind told apart. */
function enemyTag(view: HuntersView, id: string): string {
  return numberedEnemy(enemyName(view, id), id);
}

/**
 * The map as text, north at the top. Each space shows its figures: a capital letter per
 * character (lower case when Hidden, `+` when unconscious), `e` per enemy, then the icons:
 * `^` vantage, `#` cover, `.` open ground, `$` finding, `X` covered, `s`/`!`/`*`/`c` smoke,
 * explosives, combustibles, chemicals.
 */
const FACING_HU = ['É', 'ÉK', 'K', 'DK', 'D', 'DNy', 'Ny', 'ÉNy'] as const;

const facing = (f: number, hu: boolean): string => (hu ? FACING_HU[f] : NAMES[f]) ?? '?';

const ROOMS_HU: Record<string, string> = {
  forge: 'kovácsműhely',
  workshop: 'műhely',
  armory: 'fegyvertár',
  gunsmith: 'fegyverműves',
  lab: 'laboratórium',
};
const room = (r: string, hu: boolean, names: Readonly<Record<string, string>> = {}): string =>
  hu ? (ROOMS_HU[r] ?? r) : (names[r] ?? r);

/** The mission's end in Hungarian; the rules word their reasons in English. */
function reasonHu(reason: string): string {
  const found = /^(\d+) findings collected$/.exec(reason);
  if (found) return `${found[1]} lelet összegyűjtve`;
  switch (reason) {
    case 'the main plot is solved':
      return 'a fő történetszál megoldódott';
    case 'every character is dead':
      return 'minden szereplő meghalt';
    case 'the last day passed with the main plot unsolved':
      return 'eltelt az utolsó nap, és a fő történetszál megoldatlan maradt';
    case 'every enemy is destroyed':
      return 'minden ellenség elpusztult';
    case 'no conscious character is left on the board':
      return 'nem maradt eszméletén lévő szereplő a táblán';
    case 'the party held out to the last turn':
      return 'a csapat kitartott az utolsó körig';
    case 'the last turn ended without meeting the goal':
      return 'az utolsó kör véget ért, a cél nem teljesült';
    default:
      return 'a küldetés véget ért';
  }
}

/** The reasons a campaign ends with, apart from a mission's. */
const CAMPAIGN_REASONS: ReadonlySet<string> = new Set(Object.values(CAMPAIGN_END_REASONS));

/** The party wins or loses together: a mission or a campaign won or lost, not "winners". */
function verdictWords(o: Outcome, locale: Locale): string {
  const campaign = CAMPAIGN_REASONS.has(o.reason);
  const won = o.winners.length > 0;
  if (locale === 'hu') return `${campaign ? 'A hadjárat' : 'A küldetés'} ${won ? 'sikerült' : 'elbukott'}`;
  return `${campaign ? 'Campaign' : 'Mission'} ${won ? 'won' : 'lost'}`;
}

/**
 * The campaign between missions as text. A character's Morale is shown only when the table keeps
 * it from one mission to the next (AMB-26): the campaign holds it only then.
 */
function campaignText(view: HuntersView, hu: boolean): string {
  const c = view.campaign;
  if (!c) return '';
  const rooms = Object.entries(c.rooms)
    .map(([r, l]) => `${room(r, hu)} ${l}`)
    .join(', ');
  const lines = hu
    ? [
        `${c.day}. nap (a jelző ${c.token.side === 'front' ? 'előlapján' : 'hátlapján'}, ${c.token.space}. mező); a csapat helye: ${named(view, c.location)}`,
        `Termek: ${rooms}`,
        `Nehézség: ${difficultyName(c.difficulty, 'hu')}`,
        ...c.chars.map(
          (ch) =>
            `${charName(view, ch.id)} [${ch.seat}] ${ch.level}. szint, TP ${ch.xp}, Életerő ${ch.health}${ch.dead ? ' (meghalt)' : ''}${ch.poisoned ? ', mérgezett' : ''}, Élelem ${ch.food}, Üzemanyagcella ${ch.fuel}${ch.morale === undefined ? '' : `, Morál ${ch.morale} (megmaradt a következő küldetésre)`}`,
        ),
      ]
    : [
        `Day ${c.day} (token ${c.token.side} side, space ${c.token.space}); the party is at ${named(view, c.location)}`,
        `Rooms: ${rooms}`,
        `Difficulty: ${difficultyName(c.difficulty, 'en')}`,
        ...c.chars.map(
          (ch) =>
            `${charName(view, ch.id)} [${ch.seat}] level ${ch.level}, XP ${ch.xp}, Health ${ch.health}${ch.dead ? ' (killed)' : ''}${ch.poisoned ? ', poisoned' : ''}, Food ${ch.food}, Fuel ${ch.fuel}${ch.morale === undefined ? '' : `, Morale ${ch.morale} (kept for the next mission)`}`,
        ),
      ];
  // The program shows what each piece needs to be built (HU-CRAFT-09); a view made before it
  // lacks the list.
  const crafting = (c.crafting ?? []).map((x) =>
    hu
      ? `${named(view, x.gear)} (${room(x.room, true)} ${x.level}. szint, ${x.days} nap)`
      : `${named(view, x.gear)} (${room(x.room, false)} level ${x.level}, ${x.days} days)`,
  );
  if (crafting.length > 0) lines.push(`${hu ? 'Tervrajzok' : 'Blueprints'}: ${crafting.join(', ')}`);
  // The blueprints the party holds (HU-CRAFT-01): only these can be built; a view made before them lacks the list.
  const held = (c.blueprints ?? []).map((b) => named(view, b));
  lines.push(`${hu ? 'A csapat tervrajzai' : 'Blueprints held'}: ${held.length > 0 ? held.join(', ') : '–'}`);
  if (c.storyTokens.length > 0) lines.push(`${hu ? 'Történetjelzők' : 'Story tokens'}: ${c.storyTokens.join(', ')}`);
  if (c.jobs.length > 0)
    lines.push(
      hu
        ? `Megbízások nehézsége: ${c.jobs.map((j) => `${j.card} lap ${j.level}/3`).join(', ')}`
        : `Job difficulty: ${c.jobs.map((j) => `card ${j.card} ${j.level} of 3`).join(', ')}`,
    );
  for (const f of c.faceUp)
    lines.push(
      hu ? `Felfordított lap: ${f.card} „${f.title}”: ${f.text}` : `Face-up card ${f.card} "${f.title}": ${f.text}`,
    );
  for (const l of c.late)
    lines.push(
      hu
        ? `Figyelem: ${huArticle(l.card)} ${l.card} lap ajánlott napjai ${huArticle(l.last)} ${l.last}. nappal lejártak (csak tanács).`
        : `Note: card ${l.card} was meant for day ${l.last} at the latest (advice only).`,
    );
  if (c.spoils) {
    const who = c.spoils.next === null ? null : charName(view, c.spoils.next);
    lines.push(
      hu
        ? `Szétosztandó zsákmány: ${spoilsList(c.spoils.items, 'hu')} (${who === null ? 'az első választóról a játékosok döntenek' : `most választ: ${who}`})`
        : `Spoils to share out: ${spoilsList(c.spoils.items, 'en')} (${who === null ? 'the players choose who picks first' : `${who} picks now`})`,
    );
  }
  // A deck is shown once there is one to choose, or the players have set one (HU-MSETUP-01).
  for (const d of c.decks ?? []) {
    if (!d.choice && !d.set) continue;
    const cards = deckWords(d.cards, (id) => named(view, id));
    const who = charName(view, d.character);
    lines.push(
      hu
        ? `${who} küldetéspaklija (${DECK_SIZE} lap, ${d.set ? 'a játékosok állították össze' : 'a program választása'}): ${cards}`
        : `${who}'s mission deck (${DECK_SIZE} cards, ${d.set ? 'set by the players' : "the program's choice"}): ${cards}`,
    );
  }
  if (c.toRead[0]) lines.push(hu ? `Elolvasandó lap: ${c.toRead[0]}` : `Card to read: ${c.toRead[0]}`);
  if (c.launched) lines.push(hu ? `Elindított küldetés: ${c.launched}` : `Mission launched: ${c.launched}`);
  if (c.result)
    lines.push(hu ? `A hadjárat ${c.result === 'won' ? 'megnyerve' : 'elveszett'}.` : `The campaign is ${c.result}.`);
  return lines.join('\n');
}

/** The weathers by name in Hungarian, for the map's heading. */
const WEATHER_HU: Record<HuntersView['weather'], string> = {
  clear: 'tiszta idő',
  rain: 'zuhogó eső',
  blizzard: 'hóvihar',
  fog: 'köd',
};

/**
 * The map as text, north at the top. Each space shows its figures: a capital letter per
 * character (lower case when Hidden, `+` when unconscious), `e` per enemy, then the icons:
 * `^` vantage, `#` cover, `.` open ground, `$` finding, `X` covered, `s`/`!`/`*`/`c` smoke,
 * explosives, combustibles, chemicals.
 */
function board(view: HuntersView, hu: boolean): string {
  if (view.phase === 'campaign') return campaignText(view, hu);
  const lines: string[] = [];
  const time = hu ? (view.time === 'day' ? 'nappal' : 'éjszaka') : view.time;
  const weather = view.weather === 'clear' ? '' : `, ${hu ? WEATHER_HU[view.weather] : view.weather}`;
  lines.push(
    hu
      ? `${view.title} (${view.mission}) - ${view.turn}/${view.maxTurns}. kör, ${time}${weather}`
      : `${view.title} (${view.mission}) - turn ${view.turn}/${view.maxTurns}, ${time}${weather}`,
  );
  for (let y = view.height - 1; y >= 0; y--) {
    const row: string[] = [];
    for (let x = 0; x < view.width; x++) {
      let cell = '';
      for (const c of view.chars) {
        if (!c.pos || c.offBoard || c.pos.x !== x || c.pos.y !== y) continue;
        const letter = c.name.charAt(0);
        cell += c.health === 0 ? '+' : c.hidden ? letter.toLowerCase() : letter.toUpperCase();
      }
      for (const e of view.enemies) if (e.pos.x === x && e.pos.y === y) cell += 'e';
      for (const p of view.placed) if (p.pos.x === x && p.pos.y === y) cell += '%';
      const info = view.terrain?.spaces[key({ x, y })];
      if (info?.vantage) cell += '^';
      if (info?.cover) cell += '#';
      if (info?.openGround) cell += '.';
      if (info?.finding && !view.collected.includes(key({ x, y }))) cell += '$';
      if (info?.covered) cell += 'X';
      for (const t of view.tokens)
        if (t.pos.x === x && t.pos.y === y)
          cell += t.kind === 'smoke' ? 's' : t.kind === 'explosives' ? '!' : t.kind === 'combustibles' ? '*' : 'c';
      row.push((cell || '-').slice(0, 4).padEnd(4));
    }
    lines.push(`${rowName(y).padStart(2)} ${row.join('')}`);
  }
  lines.push(`   ${Array.from({ length: view.width }, (_, x) => columnName(x).padEnd(4)).join('')}`);
  for (const c of view.chars) {
    const where = c.offBoard
      ? hu
        ? 'a táblán kívül'
        : 'off the board'
      : c.pos
        ? hu
          ? `${at(view, c.pos, hu)}, ${facing(c.facing, hu)} felé néz`
          : `${at(view, c.pos, hu)} facing ${facing(c.facing, hu)}`
        : hu
          ? 'még nincs lehelyezve'
          : 'not placed';
    const state = c.dead
      ? hu
        ? 'meghalt'
        : 'killed'
      : c.health === 0
        ? hu
          ? 'eszméletlen'
          : 'unconscious'
        : `${hu ? 'Életerő' : 'Health'} ${c.health}/${c.maxHealth}`;
    const hand = c.hand
      ? `; ${hu ? 'kéz' : 'hand'}: ${c.hand.map((x) => named(view, x)).join(', ')}`
      : hu
        ? `; ${c.handCount} lap a kézben`
        : `; ${c.handCount} cards in hand`;
    lines.push(
      `${c.name} [${c.seat}] ${where}, ${state}, ${hu ? 'Morál' : 'Morale'} ${c.morale}${c.hidden ? (hu ? ', Rejtőzik' : ', Hidden') : ''}${hand}`,
    );
  }
  for (const e of view.enemies)
    lines.push(
      hu
        ? `${e.id} ${e.name}: ${at(view, e.pos, hu)}, ${facing(e.facing, hu)} felé néz, Életerő ${e.health}`
        : `${e.id} ${e.name} at ${at(view, e.pos, hu)} facing ${facing(e.facing, hu)}, Health ${e.health}`,
    );
  if (view.result)
    lines.push(
      hu
        ? `Küldetés ${view.result.victory ? 'megnyerve' : 'elveszítve'}: ${reasonHu(view.result.reason)}`
        : `Mission ${view.result.victory ? 'won' : 'lost'}: ${view.result.reason}`,
    );
  return lines.join('\n');
}

const INTERACT_HU: Record<string, string> = {
  revive: 'felélesztés',
  collect: 'begyűjtés',
  reload: 'újratöltés',
  'use-gear': 'felszerelés használata',
};

const BASIC_HU: Record<string, string> = {
  move: 'Alap mozgás (1 MP)',
  'double-move': 'Két alap mozgás egyben (2 MP)',
  melee: 'Alap közelharci támadás',
  interact: 'Alap interakció',
};

/**
 * Whether a step leads off the map: the character leaves the board and the mission for good
 * (HU-MOVE-09), so its words say so. A view without the map's size tells nothing.
 */
function offBoard(view: HuntersView, p: Pos): boolean {
  if (!(view.width > 0 && view.height > 0)) return false;
  return p.x < 0 || p.y < 0 || p.x >= view.width || p.y >= view.height;
}

/**
 * One of several equally short enemy walks to an end space, told apart from the others: the end,
 * the spaces it crosses, and what it meets there (a character's space, an armed trap, a Terror
 * Generator's reach) (HU-ENEMY-17).
 */
function wayWords(view: HuntersView, path: readonly Pos[], marks: readonly WayMark[], hu: boolean): string {
  const spot = (p: Pos): string => at(view, p, hu);
  const end = path[path.length - 1];
  const via = path.slice(1, -1).map(spot).join(', ');
  const met = marks.flatMap((m) => [
    ...(m.character !== undefined
      ? [hu ? `${m.character} mezője ${spot(m.at)}` : `${m.character}'s space at ${spot(m.at)}`]
      : []),
    ...(m.traps ?? []).map((t) => (hu ? `élesített ${t.name} ${spot(m.at)}` : `the armed ${t.name} at ${spot(m.at)}`)),
    ...(m.terror
      ? [hu ? `a rémületgenerátor hatóköre ${spot(m.at)}` : `the Terror Generator's reach at ${spot(m.at)}`]
      : []),
  ]);
  const where = end ? spot(end) : '?';
  if (hu)
    return `${where}, ${via ? `útvonal: ${via}` : 'egy lépésben'}; ${met.length > 0 ? `útközben: ${met.join(', ')}` : 'útközben semmi'}`;
  return `${where} ${via ? `via ${via}` : 'in one step'}; ${met.length > 0 ? `on the way: ${met.join(', ')}` : 'nothing on the way'}`;
}

/** What an Interact acts on: a character to revive, a weapon to reload, gear to use, a finding's space. */
function targetWords(c: Extract<HuntersChoice, { kind: 'interact' }>, view: HuntersView, hu: boolean): string {
  if (c.what === 'revive') return charName(view, c.target);
  if (c.what === 'collect') return squareNameOfKey(c.target, hu ? 'hu' : 'en', view);
  return named(view, c.target);
}

function modulesHu(n: number | undefined): string[] {
  return n ? [`${n} modul`] : [];
}

/** The payment a choice names for its modules (AMB-13), after the rest of its label; none: nothing. */
function paidWith(plan: PaymentPlan | undefined, view: HuntersView, locale: Locale): string {
  if (!plan || plan.length === 0) return '';
  const words = paymentWords(plan, locale, (id) => charName(view, id));
  return locale === 'hu' ? `; fizetve: ${words}` : `, paying ${words}`;
}

/**
 * The Morale an attack choice spends, after the rest of its label (HU-ACTION-19): ", Morale +1
 * To Hit, Morale +2 dice", each effect with its number of uses (AMB-27); none: nothing.
 */
function moraleWords(c: Extract<HuntersChoice, { kind: 'melee' | 'penalty' | 'shoot' | 'area' }>, hu: boolean): string {
  const { toHit, dice } = moraleUses(c);
  const hit = toHit === 0 ? '' : hu ? `, Morál: +${toHit} találat` : `, Morale +${toHit} To Hit`;
  const die = dice === 0 ? '' : hu ? `, Morál: +${dice} kocka` : `, Morale +${dice} ${dice === 1 ? 'die' : 'dice'}`;
  return hit + die;
}

function choice(c: HuntersChoice, view: HuntersView, content: HuntersContent): string {
  switch (c.kind) {
    case 'keep':
      return `${charName(view, c.character)} keeps ${named(view, c.card)} in the starting hand`;
    case 'keep-random':
      return `Fill ${charName(view, c.character)}'s starting hand at random`;
    case 'deploy':
      return `Place ${charName(view, c.character)} at ${at(view, c, false)} facing ${NAMES[c.facing] ?? '?'}${c.hidden ? ', Hidden' : ''}`;
    case 'activate':
      return `${charName(view, c.character)} acts next`;
    case 'activate-random':
      return 'Let the program pick who acts next';
    case 'rotate':
      return `Turn to face ${NAMES[c.facing] ?? '?'}`;
    case 'play':
      return `Play ${named(view, c.card)}${c.enhancement ? ` enhanced by ${named(view, c.enhancement)} on ${enhancedWords(c, view, content, false)}` : ''}${idleWords(c.card, view, content, false)}`;
    case 'basic':
      return c.action === 'double-move' ? 'Two basic Moves as one (2 MP)' : `Basic ${c.action}`;
    case 'cycle':
      return `Give up an action: discard ${named(view, c.card)} and draw`;
    case 'end-turn':
      return 'End this character’s turn';
    case 'step':
      return `${offBoard(view, c) ? 'Leave the mission: step' : 'Step to'} ${at(view, c, false)}${c.striker ? `; ${enemyTag(view, c.striker)} makes the Penalty Attack` : ''}`;
    case 'morale-mp':
      return 'Spend Morale for +1 MP';
    case 'stop':
      return 'Stop moving';
    case 'skip':
      return 'Skip this activity';
    case 'melee':
      return `Melee Attack on ${enemyTag(view, c.target)} with ${c.weapon ? named(view, c.weapon) : 'bare hands'}${moraleWords(c, false)}`;
    case 'shoot':
      return c.targets.length === 0
        ? `Shoot the terrain token at ${at(view, c, false)} with ${named(view, c.weapon)}${moraleWords(c, false)}`
        : `Shoot ${c.targets.map((t) => enemyTag(view, t)).join(' and ')} with ${named(view, c.weapon)}${moraleWords(c, false)}${c.stray ? `; stray 6s hit ${charName(view, c.stray)}` : ''}`;
    case 'area':
      return `Area Attack on ${at(view, c, false)} with ${named(view, c.weapon)}${moraleWords(c, false)}`;
    case 'hide':
      return 'Hide';
    case 'heal':
      return `Heal ${charName(view, c.target)}`;
    case 'interact':
      return `Interact: ${c.what} ${targetWords(c, view, false)}`;
    case 'use':
      return `Use the ${named(view, c.gear)} (no action)${c.fuel > 0 ? `, loaded with ${c.fuel} Fuel Cell(s)` : ''}`;
    case 'detonate':
      return `${c.character ? `${charName(view, c.character)}: ` : ''}set off the remote ${trapWords(view, c.trap, false)} with the detonator`;
    case 'exchange':
      return `Interact with ${charName(view, c.with)}: give [${[...c.give.map((i) => itemName(i, 'en', names(view))), ...(c.giveModules ? [`${c.giveModules} module(s)`] : [])].join(', ')}], take [${[...c.take.map((i) => itemName(i, 'en', names(view))), ...(c.takeModules ? [`${c.takeModules} module(s)`] : [])].join(', ')}]`;
    case 'unpark':
      return `Interact: take the ${named(view, c.gear)} out of a blue slot${c.out ? `, parking the ${named(view, c.out)}` : ''}`;
    case 'park':
      return `Interact: put the ${named(view, c.gear)} away in a blue slot (inactive there)`;
    case 'pre-trap':
      return `${charName(view, c.character)} lays a ${named(view, c.gear)} at ${at(view, c, false)} before the mission`;
    case 'enemy-first':
      return `${enemyTag(view, c.enemy)} acts first`;
    case 'enemy-random':
      return 'Let the program order the tied enemies';
    case 'tie': {
      const ask = view.ask;
      const p = ask?.kind === 'tie' ? ask.options[c.index] : undefined;
      const foe = ask?.kind === 'tie' ? ask.enemies?.[c.index] : undefined;
      if (foe) return `The stray 6s strike ${enemyTag(view, foe)}`;
      if (!p) return `Choose option ${c.index + 1}`;
      const way = ask?.kind === 'tie' ? ask.paths?.[c.index] : undefined;
      if (way && ask?.kind === 'tie') return `Choose ${wayWords(view, way, ask.marks?.[c.index] ?? [], false)}`;
      const toward = ask?.kind === 'tie' && ask.rule === 'HU-ENEMY-14' ? charsAt(view, p) : [];
      return toward.length > 0
        ? `Toward ${toward.join(' and ')} at ${at(view, p, false)}`
        : `Choose ${at(view, p, false)}`;
    }
    case 'tie-random':
      return 'Let the program pick';
    case 'spread':
      return `One more ${spreadName(content, view, c.group, false)} on ${spreadSpaces(content, view, c.extra, false)}`;
    case 'react':
      return `${charName(view, c.character)} reacts with ${named(view, c.card)}${c.weapon ? ` using ${named(view, c.weapon)}` : ''}${c.to ? ` to ${at(view, c.to, false)}` : ''}`;
    case 'no-reaction':
      return 'No reaction';
    case 'penalty':
      return c.character
        ? `${charName(view, c.character)} makes the Penalty Attack${moraleWords(c, false)}`
        : 'No Penalty Attack';
    case 'travel':
      return `Travel to ${named(view, c.to)}${journeyDays(view, content, c.to, false)}`;
    case 'rest':
      return `Rest for two days${daysWords(view.campaign?.forecast?.rest, false)}`;
    case 'work':
      return `Work here for a day${daysWords(view.campaign?.forecast?.work, false)}`;
    case 'read': {
      const who = charName(view, c.payer);
      const side = readSide(view, content, c.option);
      return `Option ${optionLabel(view, c.option)}${side === 'pays' ? `, ${who} pays` : side === 'receives' ? `, ${who} receives` : ` (${who})`}`;
    }
    case 'reveal':
      return `Turn over card ${c.card}`;
    case 'expand':
      return `Expand the ${room(c.room, false, names(view))}${paidWith(c.from, view, 'en')}`;
    case 'construct':
      return `Build a ${named(view, c.blueprint)} from its blueprint for ${charName(view, c.owner)}${paidWith(c.from, view, 'en')}`;
    case 'level-up':
      return `${charName(view, c.character)} levels up, keeping ${c.picks.map((x) => named(view, x)).join(', ')}`;
    case 'start-mission':
      return c.leaveOut && c.leaveOut.length > 0
        ? `Start the mission without ${c.leaveOut.map((id) => charName(view, id)).join(' and ')}, who ${c.leaveOut.length > 1 ? 'sit' : 'sits'} it out unconscious`
        : 'Start the mission';
    case 'hand-over':
      return `${charName(view, c.from)} hands ${handedItem(c.item, 'en', names(view))} to ${charName(view, c.to)}`;
    case 'buy':
      return c.blueprint
        ? `${charName(view, c.character)} buys the ${named(view, c.gear)} blueprint for the party`
        : `${charName(view, c.character)} buys a ${named(view, c.gear)}`;
    case 'sell':
      return `${charName(view, c.character)} sells a ${named(view, c.gear)}`;
    case 'healer':
      return `${charName(view, c.character)} pays the healer${c.cure ? ' to cure the poison' : ''}`;
    case 'store': {
      // A gear piece by its name; a Fuel Cell or a module (HU-BASE-10) as one of its kind.
      const what =
        c.gear === 'fuel' || c.gear.startsWith('module:') ? handedItem(c.gear, 'en') : `a ${named(view, c.gear)}`;
      return `${charName(view, c.character)} ${c.into ? 'stores' : 'takes back'} ${what} ${c.into ? 'in' : 'from'} the storeroom`;
    }
    case 'install':
      return `${charName(view, c.character)} has the ${named(view, c.gear)} installed`;
    case 'use-gear':
      return c.on === c.character
        ? `${charName(view, c.character)} uses a ${named(view, c.gear)}`
        : `${charName(view, c.character)} uses a ${named(view, c.gear)} on ${charName(view, c.on)}`;
    case 'join':
      return `A ${named(view, c.cls)} joins the party, played by ${seatWords(c.seat, 'en')}`;
    case 'leave':
      return c.seat !== null
        ? `${charName(view, c.character)} is taken over by ${seatWords(c.seat, 'en')}`
        : killed(view, c.character)
          ? `${charName(view, c.heir ?? '')} takes what ${charName(view, c.character)} left behind`
          : `${charName(view, c.character)} leaves the campaign; ${charName(view, c.heir ?? '')} takes the belongings`;
    case 'difficulty':
      return `Raise the difficulty to ${difficultyName(c.to, 'en')} for the missions to come`;
    case 'spoils-pick':
      return `${charName(view, c.character)} takes ${handedItem(c.item, 'en', names(view))} from the spoils`;
    case 'discard':
      // Mid-mission a discard makes room for a Collect; between missions it sheds a load too big.
      // Offered while the character picks his action, it costs none (the `discardAction` setting
      // offers it inside an Interact instead): the label says so, as a player would ask.
      return view.phase === 'campaign'
        ? `${charName(view, c.character)} throws away ${handedItem(c.item, 'en', names(view))}: more than the blue slots hold`
        : `${charName(view, c.character)} throws away ${handedItem(c.item, 'en', names(view))} to make room for a Collect${view.current?.activity ? '' : ' (no action spent)'}`;
    case 'deck':
      return `${charName(view, c.character)} takes a mission deck of ${c.cards.length}: ${deckWords(c.cards, (id) => named(view, id))}`;
  }
}

/**
 * The kinds of the activities a card played now brings, as a play's `enhance` counts them: all of
 * those printed, or in melee only the melee attacks and moves (HU-ACTION-18, the view's `meleeNow`).
 */
function cardUses(card: string, view: HuntersView, content: HuntersContent): readonly string[] {
  return cardUsesNow(content.cards.find((k) => k.id === card)?.activities ?? [], view.meleeNow === true).map(
    (a) => a.kind,
  );
}

/** An activity of a card by kind, in English ("its Ranged Attack") and Hungarian ("távolsági támadására"). */
const ACTIVITY_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  move: ['move', 'mozgására'],
  melee: ['Melee Attack', 'közelharci támadására'],
  ranged: ['Ranged Attack', 'távolsági támadására'],
  area: ['Area Attack', 'területi támadására'],
  hide: ['Hide', 'rejtőzésére'],
  heal: ['Heal', 'gyógyítására'],
  interact: ['Interact', 'interakciójára'],
};
const ORDINALS: readonly (readonly [string, string])[] = [
  ['first', 'első'],
  ['second', 'második'],
  ['third', 'harmadik'],
];

/**
 * The activity an enhanced play puts the blue part on (HU-ACTION-09), as a player names it: by
 * its kind ("its Ranged Attack", "a távolsági támadására"), with its place among those of its kind
 * when the card has several ("its second move").
 */
function enhancedWords(
  c: Extract<HuntersChoice, { kind: 'play' }>,
  view: HuntersView,
  content: HuntersContent,
  hu: boolean,
): string {
  const uses = cardUses(c.card, view, content);
  const kind = uses[c.enhance] ?? '';
  const words = ACTIVITY_WORDS[kind];
  const i = hu ? 1 : 0;
  if (!words) return hu ? `a ${c.enhance + 1}. tevékenységére` : `its activity ${c.enhance + 1}`;
  const alike = uses.filter((k) => k === kind).length;
  const nth = ORDINALS[uses.slice(0, c.enhance).filter((k) => k === kind).length]?.[i];
  const what = alike > 1 && nth !== undefined ? `${nth} ${words[i]}` : words[i];
  return hu ? `${huArticle(what)} ${what}` : `its ${what}`;
}

/**
 * A warning after a card that would strike nothing if played now (`HuntersView.idle`): the rules
 * let it be played and its attack left undone (HU-ACTION-10), so the player is told before the card
 * is spent. None for any other card.
 */
function idleWords(card: string, view: HuntersView, content: HuntersContent, hu: boolean): string {
  if (!(view as Partial<HuntersView>).idle?.includes(card)) return '';
  const melee = cardUses(card, view, content).every((k) => k === 'melee');
  if (hu)
    return melee
      ? ' – nincs ellenség a meződön, nincs kit megtámadni'
      : ' – nincs célpont lőtávolságon és rálátáson belül';
  return melee ? ' — no enemy on your space to attack' : ' — no target in range or sight';
}

/** Every choice label in Hungarian, on a view whose names are in Hungarian (`viewInHungarian`). */
function choiceHu(c: HuntersChoice, view: HuntersView, content: HuntersContent): string {
  switch (c.kind) {
    case 'keep':
      return `${charName(view, c.character)} kezdő kezébe: ${named(view, c.card)}`;
    case 'keep-random':
      return `${charName(view, c.character)} kezdő kezét sorsolja a program`;
    case 'deploy':
      return `${charName(view, c.character)} lehelyezése: ${at(view, c, true)}, ${facing(c.facing, true)} felé${c.hidden ? ', rejtve' : ''}`;
    case 'activate':
      return `Most ${charName(view, c.character)} következik`;
    case 'activate-random':
      return 'A program választja ki, ki következik';
    case 'rotate':
      return `Fordulás ${facing(c.facing, true)} felé`;
    case 'play':
      return `Kijátszás: ${named(view, c.card)}${c.enhancement ? `, erősítés: ${named(view, c.enhancement)} (${enhancedWords(c, view, content, true)})` : ''}${idleWords(c.card, view, content, true)}`;
    case 'basic':
      return BASIC_HU[c.action] ?? c.action;
    case 'cycle':
      return `Egy akcióért csere: ${named(view, c.card)} eldobása, új lap húzása`;
    case 'end-turn':
      return 'A szereplő körének vége';
    case 'step':
      return `${offBoard(view, c) ? `Kilépés a küldetésből: ${stepOffName(c, 'hu', view)}` : `Lépés ide: ${at(view, c, true)}`}${c.striker ? `; büntetőtámadást tesz: ${enemyTag(view, c.striker)}` : ''}`;
    case 'morale-mp':
      return 'Morál elköltése +1 MP-ért';
    case 'stop':
      return 'Megállás';
    case 'skip':
      return 'Ez a tevékenység kimarad';
    case 'melee':
      return `Közelharci támadás: ${enemyTag(view, c.target)}, fegyver: ${c.weapon ? named(view, c.weapon) : 'puszta kéz'}${moraleWords(c, true)}`;
    case 'shoot':
      return c.targets.length === 0
        ? `Lövés ${huArticle(at(view, c, true))} ${at(view, c, true)} mező terepjelzőjére, fegyver: ${named(view, c.weapon)}${moraleWords(c, true)}`
        : `Lövés: ${c.targets.map((t) => enemyTag(view, t)).join(' és ')}, fegyver: ${named(view, c.weapon)}${moraleWords(c, true)}${c.stray ? `; a kósza hatosok ${charName(view, c.stray)} szereplőt érik` : ''}`;
    case 'area':
      return `Területi támadás ${huArticle(at(view, c, true))} ${at(view, c, true)} mezőre, fegyver: ${named(view, c.weapon)}${moraleWords(c, true)}`;
    case 'hide':
      return 'Rejtőzés';
    case 'heal':
      return `Gyógyítás: ${charName(view, c.target)}`;
    case 'interact':
      return `Interakció, ${INTERACT_HU[c.what] ?? c.what}: ${targetWords(c, view, true)}`;
    case 'use':
      return `Használat akció nélkül: ${named(view, c.gear)}${c.fuel > 0 ? `, ${c.fuel} üzemanyagcellával töltve` : ''}`;
    case 'detonate':
      return `${c.character ? `${charName(view, c.character)}: ` : ''}${huArticle(trapWords(view, c.trap, true))} ${trapWords(view, c.trap, true)} távirányítós csapda felrobbantása`;
    case 'exchange': {
      const give = [...c.give.map((i) => itemName(i, 'hu', names(view))), ...modulesHu(c.giveModules)];
      const take = [...c.take.map((i) => itemName(i, 'hu', names(view))), ...modulesHu(c.takeModules)];
      return `Csere ${charName(view, c.with)} szereplővel: átad [${give.join(', ')}], elvesz [${take.join(', ')}]`;
    }
    case 'unpark':
      return `Interakció: ${named(view, c.gear)} ki a kék helyről${c.out ? `, helyére kerül: ${named(view, c.out)}` : ''}`;
    case 'park':
      return `Interakció: ${named(view, c.gear)} félretétele egy kék helyre (ott nem működik)`;
    case 'pre-trap':
      return `${charName(view, c.character)} a küldetés előtt csapdát tesz le (${named(view, c.gear)}): ${at(view, c, true)}`;
    case 'enemy-first':
      return `Elsőként cselekszik: ${enemyTag(view, c.enemy)}`;
    case 'enemy-random':
      return 'Az egyenlő ellenségek sorrendjét a program sorsolja';
    case 'tie': {
      const ask = view.ask;
      const p = ask?.kind === 'tie' ? ask.options[c.index] : undefined;
      const foe = ask?.kind === 'tie' ? ask.enemies?.[c.index] : undefined;
      if (foe) return `A kósza hatosok ezt az ellenséget érik: ${enemyTag(view, foe)}`;
      if (!p) return `${c.index + 1}. lehetőség`;
      const way = ask?.kind === 'tie' ? ask.paths?.[c.index] : undefined;
      if (way && ask?.kind === 'tie') return `Választás: ${wayWords(view, way, ask.marks?.[c.index] ?? [], true)}`;
      const toward = ask?.kind === 'tie' && ask.rule === 'HU-ENEMY-14' ? charsAt(view, p) : [];
      return toward.length > 0
        ? `${toward.join(' és ')} felé (${at(view, p, true)})`
        : `Választás: ${at(view, p, true)}`;
    }
    case 'tie-random':
      return 'Válasszon a program';
    case 'spread':
      return `Eggyel több ${spreadName(content, view, c.group, true)} ide: ${spreadSpaces(content, view, c.extra, true)}`;
    case 'react':
      return `${charName(view, c.character)} reagál: ${named(view, c.card)}${c.weapon ? `, fegyver: ${named(view, c.weapon)}` : ''}${c.to ? `, ide: ${at(view, c.to, true)}` : ''}`;
    case 'no-reaction':
      return 'Nincs reakció';
    case 'penalty':
      return c.character
        ? `Büntetőtámadást tesz: ${charName(view, c.character)}${moraleWords(c, true)}`
        : 'Nincs büntetőtámadás';
    case 'travel':
      return `Utazás ide: ${named(view, c.to)}${journeyDays(view, content, c.to, true)}`;
    case 'rest':
      return `Pihenés két napig${daysWords(view.campaign?.forecast?.rest, true)}`;
    case 'work':
      return `Egynapi munka itt${daysWords(view.campaign?.forecast?.work, true)}`;
    case 'read': {
      const who = charName(view, c.payer);
      const side = readSide(view, content, c.option);
      return `„${optionLabel(view, c.option)}” lehetőség${side === 'pays' ? `, fizet: ${who}` : side === 'receives' ? `, kapja: ${who}` : ` (${who})`}`;
    }
    case 'reveal':
      return `${huArticle(c.card) === 'az' ? 'Az' : 'A'} ${c.card} lap felfordítása`;
    case 'expand':
      return `Bővítés: ${capital(room(c.room, true))}${paidWith(c.from, view, 'hu')}`;
    case 'construct':
      return `Építés tervrajzból: ${named(view, c.blueprint)}, tulajdonos: ${charName(view, c.owner)}${paidWith(c.from, view, 'hu')}`;
    case 'level-up':
      return `${charName(view, c.character)} szintet lép, megtartott lapok: ${c.picks.map((x) => named(view, x)).join(', ')}`;
    case 'start-mission':
      return c.leaveOut && c.leaveOut.length > 0
        ? `A küldetés indítása; eszméletlenül ${c.leaveOut.length > 1 ? 'kimaradnak' : 'kimarad'} a küldetésből: ${c.leaveOut.map((id) => charName(view, id)).join(' és ')}`
        : 'A küldetés indítása';
    case 'hand-over':
      return `${charName(view, c.from)} átadja ${huArticle(charName(view, c.to))} ${charName(view, c.to)} szereplőnek: ${handedItem(c.item, 'hu', names(view))}`;
    case 'buy':
      return c.blueprint
        ? `${charName(view, c.character)} megveszi a csapatnak a tervrajzot: ${named(view, c.gear)}`
        : `${charName(view, c.character)} vásárol: ${named(view, c.gear)}`;
    case 'sell':
      return `${charName(view, c.character)} elad: ${named(view, c.gear)}`;
    case 'healer':
      return `${charName(view, c.character)} fizet a gyógyítónak${c.cure ? ' a méreg ellen' : ''}`;
    case 'store':
      return c.into
        ? `${charName(view, c.character)} berakja a raktárba: ${itemName(c.gear, 'hu', names(view))}`
        : `${charName(view, c.character)} kiveszi a raktárból: ${itemName(c.gear, 'hu', names(view))}`;
    case 'install':
      return `${charName(view, c.character)} beültetteti: ${named(view, c.gear)}`;
    case 'use-gear':
      return c.on === c.character
        ? `${charName(view, c.character)} használja: ${named(view, c.gear)}`
        : `${charName(view, c.character)} használja: ${named(view, c.gear)}, ${charName(view, c.on)} javára`;
    case 'join':
      return `Új szereplő csatlakozik (${named(view, c.cls)}), irányítja: ${seatWords(c.seat, 'hu')}`;
    case 'leave':
      return c.seat !== null
        ? `${charName(view, c.character)} irányítását átveszi: ${seatWords(c.seat, 'hu')}`
        : killed(view, c.character)
          ? `${charName(view, c.character)} hagyatékát ${charName(view, c.heir ?? '')} kapja`
          : `${charName(view, c.character)} kilép a hadjáratból; örököse: ${charName(view, c.heir ?? '')}`;
    case 'difficulty':
      return `A nehézség emelése a további küldetésekre: ${difficultyName(c.to, 'hu')}`;
    case 'spoils-pick':
      return `${charName(view, c.character)} ${handedItem(c.item, 'hu', names(view))} választ a zsákmányból`;
    case 'discard':
      return view.phase === 'campaign'
        ? `${charName(view, c.character)} eldob ${handedItem(c.item, 'hu', names(view))}: több van nála, mint amennyi a kék helyekre fér`
        : `${charName(view, c.character)} eldob ${handedItem(c.item, 'hu', names(view))}, hogy helyet csináljon a begyűjtésnek${view.current?.activity ? '' : ' (ez nem kerül akcióba)'}`;
    case 'deck':
      return `${charName(view, c.character)} küldetéspaklija (${c.cards.length} lap): ${deckWords(c.cards, (id) => named(view, id))}`;
  }
}

/** Each kind of decision the rules open, in Hungarian, for a prompt whose shape is not known. */
export const DECISION_HU: Record<string, string> = {
  'hunters/campaign': 'Mit tegyen most a csapat?',
  'hunters/keep-card': 'A kezdő kéz összeállítása',
  'hunters/deploy': 'Lehelyezés a kezdőzónában',
  'hunters/next-character': 'Melyik szereplő következzen?',
  'hunters/action': 'Válassz akciót',
  'hunters/enemy-order': 'Melyik ellenség cselekedjen elsőként?',
  'hunters/enemy-tie': 'Döntsétek el, mit tegyen az ellenség',
  'hunters/react': 'Kijátszotok reakciót az ellenség ellen?',
  'hunters/penalty': 'Büntetőtámadás az elugró ellenségre?',
  'hunters/spread': 'Mely mezőkre kerüljön eggyel több ellenség?',
};

/** A seat as players call it: "Player 2", "2. játékos". */
function seatWords(seat: string, locale: Locale): string {
  const n = /^p([1-4])$/.exec(seat)?.[1];
  return n === undefined ? seat : locale === 'hu' ? `${n}. játékos` : `Player ${n}`;
}

/** Headings for the choices of one kind offered together, in English and Hungarian. */
const GROUPS: Readonly<Record<string, readonly [string, string]>> = {
  keep: ['Starting hand', 'Kezdő kéz'],
  deploy: ['Deployment', 'Lehelyezés'],
  activate: ['Who acts next', 'Ki következik'],
  rotate: ['Turn to face', 'Fordulás'],
  play: ['Play a card', 'Lap kijátszása'],
  basic: ['Basic actions', 'Alapakciók'],
  cycle: ['Swap a card', 'Lapcsere'],
  step: ['Steps', 'Lépések'],
  melee: ['Melee attacks', 'Közelharci támadások'],
  shoot: ['Shots', 'Lövések'],
  area: ['Area attacks', 'Területi támadások'],
  heal: ['Heal', 'Gyógyítás'],
  interact: ['Interact', 'Interakció'],
  use: ['Use gear', 'Felszerelés használata'],
  detonate: ['Detonate', 'Robbantás'],
  exchange: ['Exchange gear', 'Csere'],
  park: ['Put gear away', 'Felszerelés elrakása'],
  unpark: ['Take gear out', 'Felszerelés elővétele'],
  'pre-trap': ['Traps laid before the mission', 'Csapdák a küldetés előtt'],
  'enemy-first': ['Which enemy acts first', 'Melyik ellenség kezd'],
  tie: ['The players decide', 'A játékosok döntenek'],
  spread: ['Where the extra enemies stand', 'Hová kerülnek a további ellenségek'],
  react: ['Reactions', 'Reakciók'],
  penalty: ['Penalty Attack', 'Büntetőtámadás'],
  travel: ['Travel', 'Utazás'],
  read: ['Card options', 'A lap lehetőségei'],
  reveal: ['Turn over a card', 'Lap felfordítása'],
  expand: ['Expand the base', 'A bázis bővítése'],
  construct: ['Build from a blueprint', 'Építés tervrajzból'],
  'level-up': ['Level up', 'Szintlépés'],
  'hand-over': ['Hand over to a teammate', 'Átadás egy társnak'],
  buy: ['Buy gear', 'Vásárlás'],
  sell: ['Sell gear', 'Eladás'],
  healer: ['The healer', 'Gyógyító'],
  store: ['The storeroom', 'Raktár'],
  install: ['Installations', 'Beszerelés'],
  'use-gear': ['Healing gear', 'Gyógyító felszerelés'],
  join: ['A new character joins', 'Új szereplő csatlakozik'],
  leave: ['Leave the campaign', 'Kilépés a hadjáratból'],
  difficulty: ['Difficulty', 'Nehézség'],
  'spoils-pick': ['Share out the spoils', 'A zsákmány elosztása'],
  discard: ['Throw modules away', 'Modulok eldobása'],
  deck: ['Mission decks', 'Küldetéspaklik'],
};

/**
 * The view with every name it carries in Hungarian (the pack's names, the figures', the mission's
 * title, the face-up cards' words): the view stays in the rules' English, and the Hungarian words
 * above read this copy.
 */
function viewInHungarian(view: HuntersView, names: Names, content: HuntersContent): HuntersView {
  const name = names.name;
  // Read as defensively as the words above: a view of an older shape may lack a field.
  const v = view as Partial<HuntersView>;
  const ask = v.ask;
  const camp = v.campaign;
  return {
    ...view,
    ...(v.title !== undefined ? { title: name(v.title) } : {}),
    ...(v.names ? { names: Object.fromEntries(Object.entries(v.names).map(([id, en]) => [id, name(en)])) } : {}),
    ...(v.chars ? { chars: v.chars.map((c) => ({ ...c, name: name(c.name) })) } : {}),
    ...(v.enemies ? { enemies: v.enemies.map((e) => ({ ...e, name: name(e.name) })) } : {}),
    ...(ask?.kind === 'tie' && ask.marks
      ? {
          ask: {
            ...ask,
            marks: ask.marks.map((way) =>
              way.map((m) => ({
                ...m,
                ...(m.character !== undefined ? { character: name(m.character) } : {}),
                ...(m.traps ? { traps: m.traps.map((t) => ({ ...t, name: name(t.name) })) } : {}),
              })),
            ),
          },
        }
      : {}),
    ...(camp
      ? {
          campaign: {
            ...camp,
            faceUp: camp.faceUp.map((f) => ({
              ...f,
              title: name(f.title),
              text: localText({ text: f.text, textHu: content.events.find((e) => e.id === f.card)?.textHu }, 'hu'),
            })),
            reading: camp.reading ? { ...camp.reading, title: name(camp.reading.title) } : null,
          },
        }
      : {}),
  };
}

/** An enemy decision's `say` with the names in it (the enemy, its target, the nearest character) in Hungarian. */
function sayInHungarian(say: Record<string, unknown>, names: Names): Record<string, unknown> {
  const out = { ...say };
  for (const k of ['name', 'target', 'who']) {
    const v = out[k];
    if (typeof v === 'string') out[k] = names.name(v);
  }
  return out;
}

/**
 * Words for games on `content`: in English the names the rules carry, in Hungarian the pack's own
 * Hungarian names, else ours for the sample's, else the names as the pack wrote them.
 */
/**
 * A mission launched by a card, then begun when the party starts it, named by its title in each
 * language (the rules' own lines give its id). The two come at different choices: the launch, as
 * the card is resolved, only announces the mission the party is offered to start (HU-CAMP-03).
 */
const BEGINNINGS: Readonly<Record<string, Readonly<Record<Locale, (title: string) => string>>>> = {
  'hunters/mission-launched': {
    en: (t) => `A mission lies ahead: ${t}. It begins when the party starts it.`,
    hu: (t) => `Küldetés vár a csapatra: ${t}. Akkor indul, amikor a csapat elindítja.`,
  },
  'hunters/mission-start': {
    en: (t) => `Mission begins: ${t}.`,
    hu: (t) => `Indul a küldetés: ${t}.`,
  },
};
/**
 * The warning asked before a step off the board (HU-MOVE-09): the character cannot come back to
 * this mission, so a list of choices asks before it makes the step, as the board does.
 */
const LEAVE_WARNING: Readonly<Record<Locale, (who: string) => string>> = {
  en: (who) => `This step takes ${who} off the board and out of the rest of the mission for good.`,
  hu: (who) => `Ezzel a lépéssel ${who} elhagyja a táblát, és a küldetés hátralevő részében már nem vesz részt.`,
};
function leaveWarning(c: HuntersChoice, view: HuntersView, locale: Locale): string | null {
  if (c.kind !== 'step' || !offBoard(view, c)) return null;
  const mover = view.current?.character;
  return LEAVE_WARNING[locale](mover ? charName(view, mover) : '?');
}
/** A launched mission the party cannot field: its title, and why in the page's language. */
const MISSION_REFUSED: Readonly<Record<Locale, (title: string, why: string) => string>> = {
  en: (t, why) => `The party cannot field the mission ${t}: ${why}. It counts as lost.`,
  hu: (t, why) => `A csapat nem tudja vállalni a küldetést (${t}). ${why} A küldetés elveszettnek számít.`,
};

/**
 * The odds of a Mental attack (`disableDist`): the chance the target ends up disabled, and when
 * its stray 6s may disable an ally in the melee, that chance too (" · disables 41.7%, disables an
 * ally 8.3%").
 */
function mentalWords(d: Dist<string>, locale: Locale): string {
  const pct = (r: Rational): string => percentWords(r.toNumber(), locale);
  const hu = locale === 'hu';
  const target = pct(d.prob((k) => k === 'target' || k === 'both'));
  const allyP = d.prob((k) => k === 'ally' || k === 'both');
  const words = hu ? `bénítás esélye ${target}` : `disables ${target}`;
  if (allyP.isZero()) return words;
  return hu ? `${words}, egy társ bénulásának esélye ${pct(allyP)}` : `${words}, disables an ally ${pct(allyP)}`;
}

/**
 * The odds of an attack offered, from the numbers of its rolls the view carries (the rules' own):
 * for each enemy it attacks, the chance to hurt it and to destroy it (" · hurts 68.8%, destroys
 * 22.2%"; only the second for an enemy with 1 Health left, only the first when it cannot be
 * destroyed), each enemy named when there are several; for a Mental attack, which deals no
 * damage, the chance to disable it (`mentalWords`). Nothing for other choices.
 */
function attackOdds(c: HuntersChoice, view: HuntersView, locale: Locale): string {
  if (c.kind !== 'melee' && c.kind !== 'shoot' && c.kind !== 'area' && c.kind !== 'react' && c.kind !== 'penalty')
    return '';
  const list = view.attackRolls?.[canonicalJson(c)];
  if (!list) return '';
  const hu = locale === 'hu';
  const pct = (r: Rational): string => percentWords(r.toNumber(), locale);
  const parts: string[] = [];
  for (const o of list) {
    const minds = disableDist(o.numbers);
    if (minds) {
      const words = mentalWords(minds, locale);
      parts.push(list.length > 1 ? `${enemyTag(view, o.enemy)}: ${words}` : words);
      continue;
    }
    const d = damageDist(o.numbers, Rational.of(o.shields, 6));
    if (!d) continue;
    const killP = d.prob((x) => x >= o.health);
    const kill = pct(killP);
    const hurt = pct(d.prob((x) => x >= 1));
    // Hurting an enemy with 1 Health left destroys it; an attack that cannot destroy says so by
    // naming only the chance to hurt.
    const words =
      o.health <= 1
        ? hu
          ? `elpusztítás esélye ${kill}`
          : `destroys ${kill}`
        : killP.isZero()
          ? hu
            ? `sebzés esélye ${hurt}`
            : `hurts ${hurt}`
          : hu
            ? `sebzés esélye ${hurt}, elpusztítás esélye ${kill}`
            : `hurts ${hurt}, destroys ${kill}`;
    parts.push(list.length > 1 ? `${enemyTag(view, o.enemy)}: ${words}` : words);
  }
  return parts.length > 0 ? ` · ${parts.join('; ')}` : '';
}

export function makeHuntersPresenter(content: HuntersContent): Presenter<HuntersView, HuntersChoice> {
  const names = hungarianNames(content);
  // A page asks for the words of every choice offered on one view: the Hungarian copy is made once.
  const copies = new WeakMap<HuntersView, HuntersView>();
  const hu = (view: HuntersView): HuntersView => {
    let v = copies.get(view);
    if (!v) copies.set(view, (v = viewInHungarian(view, names, content)));
    return v;
  };
  return {
    board: (view: HuntersView, locale: Locale) => (locale === 'hu' ? board(hu(view), true) : board(view, false)),
    choice: (c: HuntersChoice, view: HuntersView, locale: Locale) =>
      locale === 'hu'
        ? choiceHu(c, hu(view), content) + attackOdds(c, hu(view), 'hu')
        : choice(c, view, content) + attackOdds(c, view, 'en'),
    event: (e: GameEvent, locale: Locale) => {
      const rule = e.rule ? ` [${e.rule}]` : '';
      const beginning = BEGINNINGS[e.type];
      if (beginning) {
        const m = content.missions.find((x) => x.id === e['mission']);
        if (m) return beginning[locale](localTitle(m, locale)) + rule;
      }
      if (e.type === 'hunters/mission-refused' && typeof e['code'] === 'string') {
        const m = content.missions.find((x) => x.id === e['mission']);
        const reason = typeof e['reason'] === 'string' ? e['reason'] : '';
        const why = violationWords({ code: e['code'], message: reason }, locale);
        return MISSION_REFUSED[locale](m ? localTitle(m, locale) : String(e['mission']), why) + rule;
      }
      const say = e['say'];
      const said = say && typeof say === 'object' ? (say as Record<string, unknown>) : null;
      const sentence =
        (said ? enemySentence(locale === 'hu' ? sayInHungarian(said, names) : said, locale) : null) ??
        (locale === 'hu' ? eventHu(e, names) : null);
      // The rules' English names its squares as the board's edges do (C6), from the board's size.
      return (sentence ?? (typeof e.text === 'string' ? e.text : e.type)) + rule;
    },
    violation: (v, locale) => violationWords(v, locale),
    outcome: (o, locale) => (locale === 'hu' ? reasonHu(o.reason) : o.reason),
    verdict: (o, locale) => verdictWords(o, locale),
    group: (kind, locale) => GROUPS[kind]?.[locale === 'hu' ? 1 : 0],
    seat: (seat, _view, locale) => seatWords(seat, locale),
    prompt: (d, _view, locale) => {
      const en = d.prompt ?? d.kind;
      if (locale !== 'hu') return en;
      const said = promptWords(en, locale, names);
      // A prompt of a shape the table does not know still gets its decision's kind in Hungarian.
      return said !== en ? said : (DECISION_HU[d.kind] ?? en);
    },
    rule: (id, locale) => RULE_TEXTS[id]?.[locale],
    confirm: (c, view, locale) => leaveWarning(c, locale === 'hu' ? hu(view) : view, locale),
  };
}

/** The words for games on the sample pack. */
export const huntersPresenter: Presenter<HuntersView, HuntersChoice> = makeHuntersPresenter(sampleContent);
