import { duplicateIds, sayIn, type ContentIssue, type Locale } from '@skirmish/core';
import { NAME_MAX, REFLEX_KINDS, type HuntersContent } from './schema.ts';

/**
 * Cross-references a schema cannot state (every id a record names must exist), and an event
 * card's day range in order; each problem in the words of `locale`.
 */
export function checkContent(c: HuntersContent, locale: Locale = 'en'): ContentIssue[] {
  const say = sayIn(locale);
  const unknown = (en: string, hu: string, id: string): string =>
    say(`unknown ${en} "${id}"`, `ismeretlen ${hu}: "${id}"`);
  const issues: ContentIssue[] = [];
  const gear = new Set(c.gear.map((x) => x.id));
  const enemies = new Set(c.enemies.map((x) => x.id));
  const missions = new Set(c.missions.map((x) => x.id));
  const events = new Set(c.events.map((x) => x.id));
  const locations = new Set(c.locations.map((x) => x.id));
  const blueprints = new Set(c.blueprints.map((x) => x.id));
  /** Each id of a list that names blueprints, at `path`, known to the pack (HU-CRAFT-02). */
  const knownBlueprints = (ids: readonly string[], path: string) =>
    ids.forEach((id, j) => {
      if (!blueprints.has(id)) issues.push({ path: `${path}.${j}`, message: unknown('blueprint', 'tervrajz', id) });
    });
  // A key is a name like any other (a space's label, a level), and as long at most.
  const longKeys = (record: Readonly<Record<string, unknown>>, path: string): void => {
    for (const k of Object.keys(record))
      if (k.length > NAME_MAX)
        issues.push({
          path,
          message: say(
            `the key "${k.slice(0, 36)}…" is longer than ${NAME_MAX} characters`,
            `a(z) "${k.slice(0, 36)}…" kulcs hosszabb ${NAME_MAX} karakternél`,
          ),
        });
  };
  longKeys(c.xpTable, 'xpTable');
  c.missions.forEach((m, i) => longKeys(m.labels, `missions.${i}.labels`));
  // One id naming two records would make every reference to it mean either.
  issues.push(
    ...duplicateIds(c.classes, 'classes', locale),
    ...duplicateIds(c.cards, 'cards', locale),
    ...duplicateIds(c.gear, 'gear', locale),
    ...duplicateIds(c.enemies, 'enemies', locale),
    ...duplicateIds(c.tiles, 'tiles', locale),
    ...duplicateIds(c.missions, 'missions', locale),
    ...duplicateIds(c.blueprints, 'blueprints', locale),
    ...duplicateIds(c.locations, 'locations', locale),
    ...duplicateIds(c.events, 'events', locale),
  );
  const top = highestLevel(c);
  // A character sheet has two sides (AMB-25): a third class on one sheet has nowhere to be printed.
  const sides = new Map<string, number>();
  c.classes.forEach((k, i) => {
    const sheet = k.sheet ?? k.id;
    const n = (sides.get(sheet) ?? 0) + 1;
    sides.set(sheet, n);
    if (n > 2)
      issues.push({
        path: `classes.${i}.sheet`,
        message: say(
          `sheet "${sheet}" has two sides, and "${k.id}" would be a third class on it`,
          `a(z) "${sheet}" karakterlapnak két oldala van, "${k.id}" harmadik kaszt volna rajta`,
        ),
      });
  });
  c.classes.forEach((k, i) => {
    // A deck holds the class's own cards (HU-SHEET-11, HU-XP-05): a mission refuses any other.
    const otherClass = (id: string): string =>
      say(`card "${id}" belongs to another class than "${k.id}"`, `"${id}" nem a(z) "${k.id}" osztály kártyája`);
    k.startingDeck.forEach((id, j) => {
      const card = c.cards.find((x) => x.id === id);
      if (!card) issues.push({ path: `classes.${i}.startingDeck.${j}`, message: unknown('card', 'kártya', id) });
      else if (card.level !== 1)
        issues.push({
          path: `classes.${i}.startingDeck.${j}`,
          message: say(`card "${id}" is not a level-I card`, `"${id}" nem I. szintű kártya`),
        });
      else if (card.skill !== undefined)
        issues.push({
          path: `classes.${i}.startingDeck.${j}`,
          message: say(
            `card "${id}" is a skill card, which never goes in a deck`,
            `"${id}" képességkártya, ez sosem kerül pakliba`,
          ),
        });
      else if (card.class !== k.id) issues.push({ path: `classes.${i}.startingDeck.${j}`, message: otherClass(id) });
    });
    k.startingGear.forEach((id, j) => {
      if (!gear.has(id))
        issues.push({ path: `classes.${i}.startingGear.${j}`, message: unknown('gear', 'felszerelés', id) });
    });
    for (const [lvl, ids] of Object.entries(k.levelOffers)) {
      // An offer is made on reaching its level (HU-XP-05): a character starts at level 1 and goes
      // up one level at a time as the XP table prices them (HU-XP-02, -03), so an offer under any
      // other key is never made.
      if (!/^[1-9]\d*$/.test(lvl) || Number(lvl) < 2 || Number(lvl) > top) {
        issues.push({
          path: `classes.${i}.levelOffers.${lvl}`,
          message:
            top < 2
              ? say(
                  `"${lvl}" is no level a character can reach: the XP table prices none past level 1`,
                  `"${lvl}" nem olyan szint, amelyet egy karakter elérhet: a TP-táblázat az 1. fölött egyet sem áraz`,
                )
              : say(
                  `"${lvl}" is no level a character can reach: by the XP table, levels 2 to ${top}`,
                  `"${lvl}" nem olyan szint, amelyet egy karakter elérhet: a TP-táblázat szerint a 2.–${top}. szint`,
                ),
        });
        continue;
      }
      ids.forEach((id, j) => {
        const card = c.cards.find((x) => x.id === id);
        if (!card)
          issues.push({ path: `classes.${i}.levelOffers.${lvl}.${j}`, message: unknown('card', 'kártya', id) });
        // A card picked joins the collection and so the mission decks, which take the class's own cards only.
        else if (card.class !== k.id)
          issues.push({ path: `classes.${i}.levelOffers.${lvl}.${j}`, message: otherClass(id) });
        // A level's offer is made of that level's cards (HU-XP-05).
        else if (String(card.level) !== lvl)
          issues.push({
            path: `classes.${i}.levelOffers.${lvl}.${j}`,
            message: say(
              `card "${id}" is a level-${card.level} card, not a level-${lvl} one`,
              `"${id}" ${card.level}. szintű kártya, nem ${lvl}. szintű`,
            ),
          });
      });
      if (ids.filter((id) => c.cards.find((x) => x.id === id)?.skill !== undefined).length !== 1)
        issues.push({
          path: `classes.${i}.levelOffers.${lvl}`,
          message: say(
            'a level offer holds six action cards and one skill card',
            'egy szintlépési kínálatban hat akciókártya és egy képességkártya van',
          ),
        });
    }
  });
  c.enemies.forEach((e, i) => {
    const named = e.lightningReflexes;
    if (typeof named === 'boolean') return;
    const kinds = REFLEX_KINDS.join(', ');
    named.forEach((kind, j) => {
      const at = `enemies.${i}.lightningReflexes.${j}`;
      if (!(REFLEX_KINDS as readonly string[]).includes(kind))
        issues.push({
          path: at,
          message: say(
            `"${kind}" is no kind of enemy action Lightning Reflexes can name (${kinds})`,
            `"${kind}" nem olyan ellenséges akciófajta, amelyet a Villámreflexek megnevezhetnek (${kinds})`,
          ),
        });
      else if (named.indexOf(kind) !== j)
        issues.push({
          path: at,
          message: say(
            `Lightning Reflexes name the kind "${kind}" twice`,
            `a Villámreflexek kétszer nevezik meg a(z) "${kind}" fajtát`,
          ),
        });
    });
  });
  // A tile's icons lie on its own squares, or the board built of it would carry them elsewhere.
  c.tiles.forEach((t, i) =>
    t.spaces.forEach((sp, j) => {
      const [x, y] = sp.at;
      if (x < 0 || y < 0 || x >= t.width || y >= t.height)
        issues.push({
          path: `tiles.${i}.spaces.${j}.at`,
          message: say(
            `square ${x},${y} is off the tile's ${t.width}x${t.height} squares`,
            `a(z) ${x},${y} mező kívül esik a lapka ${t.width}x${t.height} mezőjén`,
          ),
        });
    }),
  );
  c.missions.forEach((m, i) => {
    // Every square a mission names lies on its board: a character deployed, an enemy set up or a
    // token laid off it could never be reached.
    const onBoard = ([x, y]: readonly [number, number]): boolean => x >= 0 && y >= 0 && x < m.width && y < m.height;
    const offBoard = (path: string, [x, y]: readonly [number, number]): void => {
      issues.push({
        path,
        message: say(
          `square ${x},${y} is off the mission's ${m.width}x${m.height} board`,
          `a(z) ${x},${y} mező kívül esik a küldetés ${m.width}x${m.height} mezős tábláján`,
        ),
      });
    };
    m.deployment.forEach((sq, j) => {
      if (!onBoard(sq)) offBoard(`missions.${i}.deployment.${j}`, sq);
    });
    // The labels are where enemies start and tokens lie.
    for (const [label, sq] of Object.entries(m.labels)) if (!onBoard(sq)) offBoard(`missions.${i}.labels.${label}`, sq);
    m.tiles.forEach((t, j) => {
      const tile = c.tiles.find((x) => x.id === t.tile);
      if (!tile) {
        issues.push({ path: `missions.${i}.tiles.${j}.tile`, message: unknown('tile', 'lapka', t.tile) });
        return;
      }
      const far: [number, number] = [t.at[0] + tile.width - 1, t.at[1] + tile.height - 1];
      if (!onBoard(t.at)) offBoard(`missions.${i}.tiles.${j}.at`, t.at);
      else if (!onBoard(far))
        issues.push({
          path: `missions.${i}.tiles.${j}.at`,
          message: say(
            `tile "${t.tile}" placed at ${t.at[0]},${t.at[1]} reaches past the mission's ${m.width}x${m.height} board`,
            `a(z) "${t.tile}" lapka a(z) ${t.at[0]},${t.at[1]} helyen túlnyúlik a küldetés ${m.width}x${m.height} mezős tábláján`,
          ),
        });
    });
    m.enemies.forEach((e, j) => {
      if (!enemies.has(e.enemy))
        issues.push({ path: `missions.${i}.enemies.${j}.enemy`, message: unknown('enemy', 'ellenség', e.enemy) });
      e.spaces.forEach((s, k) => {
        if (!(s in m.labels))
          issues.push({
            path: `missions.${i}.enemies.${j}.spaces.${k}`,
            message: unknown('space label', 'mezőcímke', s),
          });
      });
    });
    m.tokens.forEach((t, j) => {
      if (!(t.space in m.labels))
        issues.push({ path: `missions.${i}.tokens.${j}.space`, message: unknown('space label', 'mezőcímke', t.space) });
    });
    knownBlueprints(m.rewards.blueprints, `missions.${i}.rewards.blueprints`);
  });
  // The base has one room of each kind (HU-BASE-01): a kind listed twice leaves another with no
  // cards, which could never be built.
  c.rooms.forEach((r, i) => {
    if (c.rooms.findIndex((x) => x.id === r.id) !== i)
      issues.push({
        path: `rooms.${i}.id`,
        message: say(
          `the room "${r.id}" is listed twice: the base has one room of each kind`,
          `a(z) "${r.id}" helyiség kétszer szerepel: a bázison minden fajtából egy helyiség van`,
        ),
      });
  });
  c.blueprints.forEach((b, i) => {
    if (!gear.has(b.gear))
      issues.push({ path: `blueprints.${i}.gear`, message: unknown('gear', 'felszerelés', b.gear) });
  });
  c.events.forEach((e, i) => {
    if (e.days && e.days[0] > e.days[1])
      issues.push({
        path: `events.${i}.days`,
        message: say(
          'the first day of the range must not come after the last',
          'a tartomány első napja nem lehet későbbi az utolsónál',
        ),
      });
  });
  c.events.forEach((e, i) =>
    e.options.forEach((o, j) =>
      [...o.cost, ...o.effects].forEach((f, k) => {
        const at = `events.${i}.options.${j}.${k < o.cost.length ? `cost.${k}` : `effects.${k - o.cost.length}`}`;
        if (f.kind === 'mission' && !missions.has(f.mission))
          issues.push({ path: at, message: unknown('mission', 'küldetés', f.mission) });
        if (f.kind === 'gear' && !gear.has(f.gear))
          issues.push({ path: at, message: unknown('gear', 'felszerelés', f.gear) });
        if ((f.kind === 'goto' || f.kind === 'event-token') && !events.has(f.card))
          issues.push({ path: at, message: unknown('card', 'kártya', f.card) });
        else if (f.kind === 'goto' && c.events.find((x) => x.id === f.card)?.deck !== 'event')
          // A road or town card is read only when drawn from its pile (HU-CAMP-14): going to one
          // would show it before then.
          issues.push({
            path: at,
            message: say(
              `card "${f.card}" lies in a road or town pile: only an event card can be gone to`,
              `a(z) "${f.card}" kártya út- vagy várospakliban van: csak eseménykártyára lehet ugrani`,
            ),
          });
        else if (f.kind === 'goto' && f.option !== undefined) {
          const target = c.events.find((x) => x.id === f.card);
          if (!target?.options.some((x) => x.label === f.option))
            issues.push({
              path: at,
              message: say(
                `card "${f.card}" has no option "${f.option}"`,
                `a(z) "${f.card}" kártyának nincs "${f.option}" lehetősége`,
              ),
            });
          else if (gotoLoops(c, f.card, f.option, `${e.id}/${o.label}`))
            issues.push({
              path: at,
              message: say(
                `going to card "${f.card}" option "${f.option}" leads back to this option`,
                `a(z) "${f.card}" kártya "${f.option}" lehetőségére ugrás ide vezet vissza`,
              ),
            });
        }
      }),
    ),
  );
  c.locations.forEach((l, i) => {
    // What a place sells is bought there at its price (HU-TRAVEL-09): an unknown id, or gear with
    // no price, could never be offered.
    l.services.sells.forEach((id, j) => {
      const item = c.gear.find((x) => x.id === id);
      if (!item)
        issues.push({ path: `locations.${i}.services.sells.${j}`, message: unknown('gear', 'felszerelés', id) });
      else if (item.price === undefined)
        issues.push({
          path: `locations.${i}.services.sells.${j}`,
          message: say(
            `gear "${id}" has no price, so it can never be bought here`,
            `a(z) "${id}" felszerelésnek nincs ára, így itt sosem vehető meg`,
          ),
        });
    });
    knownBlueprints(l.services.blueprints, `locations.${i}.services.blueprints`);
    if (l.parent !== undefined && !locations.has(l.parent))
      issues.push({ path: `locations.${i}.parent`, message: unknown('location', 'helyszín', l.parent) });
    // A site lies in a location (HU-TRAVEL-02), never in another site: travel goes one level deep,
    // and sites inside each other in a ring would have no location to take a zone from.
    else if (l.parent !== undefined && c.locations.find((x) => x.id === l.parent)?.parent !== undefined)
      issues.push({
        path: `locations.${i}.parent`,
        message: say(
          `"${l.parent}" is a site: a site lies in a location, not in another site`,
          `"${l.parent}" színtér: egy színtér helyszínen belül van, nem egy másik színtéren`,
        ),
      });
    // The base is a place of its own for travel (HU-BASE-14): a day away, its road cards from
    // Zone I, where a site is reached in no time and draws town cards.
    if (l.id === 'base' && l.parent !== undefined)
      issues.push({
        path: `locations.${i}.parent`,
        message: say(
          'the base is a location of its own, not a site inside another',
          'a bázis önálló helyszín, nem egy másik helyszín színtere',
        ),
      });
  });
  // The rooms, storerooms and construction are at the base (HU-BASE-01, -11, HU-CRAFT-03), known
  // by its id: without it nothing could ever be built or stored.
  if (!locations.has('base'))
    issues.push({
      path: 'locations',
      message: say(
        'no location has the id "base": the party’s base, with its rooms and storerooms, is missing',
        'egyik helyszín azonosítója sem "base": hiányzik a csapat bázisa a helyiségekkel és a raktárakkal',
      ),
    });
  if (!locations.has(c.campaign.start))
    issues.push({ path: 'campaign.start', message: unknown('location', 'helyszín', c.campaign.start) });
  knownBlueprints(c.campaign.startBlueprints, 'campaign.startBlueprints');
  // The cards laid out at the start (HU-CAMP-13) are read where they lie: an unknown one could
  // never be read, and a road or town card would be shown before it is drawn (HU-CAMP-14).
  c.campaign.startEvents.forEach((e, i) => {
    const at = `campaign.startEvents.${i}`;
    if (!events.has(e.card)) issues.push({ path: `${at}.card`, message: unknown('card', 'kártya', e.card) });
    else if (c.events.find((x) => x.id === e.card)?.deck !== 'event')
      issues.push({
        path: `${at}.card`,
        message: say(
          `card "${e.card}" lies in a road or town pile: only an event card is laid out at the start`,
          `a(z) "${e.card}" kártya út- vagy várospakliban van: kezdéskor csak eseménykártya kerül ki`,
        ),
      });
    if (!locations.has(e.location))
      issues.push({ path: `${at}.location`, message: unknown('location', 'helyszín', e.location) });
  });
  [c.campaign.day15, ...c.campaign.day28].forEach((id) => {
    if (!events.has(id)) issues.push({ path: 'campaign', message: unknown('event card', 'eseménykártya', id) });
  });
  if (!missions.has(c.campaign.finalMission))
    issues.push({ path: 'campaign.finalMission', message: unknown('mission', 'küldetés', c.campaign.finalMission) });
  // The campaign is won by the final main-plot mission (HU-CAMP-05): a side-plot one never counts
  // toward the main plot, and the campaign could not be won.
  else if (c.missions.find((x) => x.id === c.campaign.finalMission)?.plot !== 'main')
    issues.push({
      path: 'campaign.finalMission',
      message: say(
        `mission "${c.campaign.finalMission}" is a side-plot mission: the final mission belongs to the main plot`,
        `a(z) "${c.campaign.finalMission}" küldetés mellékszál: az utolsó küldetés a fő történetszálhoz tartozik`,
      ),
    });
  return issues;
}

/**
 * The highest level a character can reach: from level 1, each next level the XP table prices
 * (a level it leaves out stops the climb there, as a level-up to it is refused).
 */
function highestLevel(c: HuntersContent): number {
  let level = 1;
  while (c.xpTable[String(level + 1)] !== undefined) level++;
  return level;
}

/**
 * Whether going to a card's option comes back to `home` ("card/label"): each option resolved that
 * way may go on to others at once, and a loop would never end (the rules stop it at the repeat).
 */
function gotoLoops(c: HuntersContent, card: string, option: string, home: string): boolean {
  const seen = new Set<string>();
  const stack: Array<[string, string]> = [[card, option]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const key = `${next[0]}/${next[1]}`;
    if (key === home) return true;
    if (seen.has(key)) continue;
    seen.add(key);
    const o = c.events.find((x) => x.id === next[0])?.options.find((x) => x.label === next[1]);
    // An option gone to is resolved without its cost: only its back goes on.
    for (const f of o?.effects ?? []) if (f.kind === 'goto' && f.option !== undefined) stack.push([f.card, f.option]);
  }
  return false;
}
