import type { Ruleset } from '@skirmish/core';
import { choiceSchema, type HuntersChoice } from './choices.ts';
import { sampleContent } from './content/sample.ts';
import { huntersContentSchema, type HuntersContent } from './content/schema.ts';
import { checkContent } from './content/check.ts';
import { missionRules } from './mission.ts';
import { huntersOdds } from './odds.ts';
import { huntersPresenter, makeHuntersPresenter } from './presenter.ts';
import type { MissionState } from './state.ts';
import type { HuntersView } from './view.ts';

export type { HuntersChoice } from './choices.ts';
export type { HuntersContent } from './content/schema.ts';
export type { MissionState } from './state.ts';
export type { HuntersView } from './view.ts';
export { sampleContent } from './content/sample.ts';
export { huntersContentSchema } from './content/schema.ts';
export * as campaign from './campaign.ts';
export { heuristicChoice, huntersBotKnowledge } from './bot.ts';
export { attackDist, attackOddsInputs, attackOddsRequest, mentalDist } from './odds.ts';
export { scaledContent, scaledMissionId, scaledSetup } from './scaled.ts';
export { promptWords } from './event-words.ts';
export { moduleName } from './words.ts';
export { unparkRoomIn } from './gear.ts';
export { columnName, onTheBoard, rowName, squareName, squareNameOfKey, type BoardSize } from './squares.ts';
export { cardUsesNow, numberedEnemy } from './game.ts';
export { zoneOf, type Zone } from './board.ts';
export { campaignWhere } from './where.ts';
export {
  SAMPLE_NAMES_HU,
  SAMPLE_TEXTS_HU,
  cardText,
  cardWordsHu,
  hungarianNames,
  localName,
  localText,
  localTitle,
} from './names.ts';

export const huntersRuleset: Ruleset<MissionState, HuntersChoice, HuntersView, HuntersContent> = {
  id: 'hunters',
  // 0.2.0: an Area attack may go at any space in range and sight (Morale only where something
  // rolls), the difficulty may be raised between missions, event cards may jump to an option, and a
  // tie between two characters on one space is not asked; records of 0.1.0 are refused by version.
  // 0.3.0: a Melee Attack entry of an enemy whose weapon has an X at distance 0 is passed over for
  // the next entry (it was carried out as an empty attack), so a record of 0.2.0 made with such a
  // pack could replay otherwise and is refused by version.
  // 0.4.0: an enemy disabled by EMP makes no Penalty Attack when a character leaps out of its melee
  // (the strongest enemy there still able to act strikes instead), which the sample's EMP Ammo can
  // bring about; and with a pack's X column inside a weapon's range, a character (or a Sound
  // Generator) at that distance is no target of an enemy, a character's weapon makes no attack at
  // that distance, and a Spider's own-space Area entry with an X at distance 0 is passed over. Records of 0.3.0 could replay otherwise and are refused by version.
  // 0.5.0: a card whose only use at the moment is a Hide the character cannot take (an enemy sees
  // them, or they are Hidden already) is not offered and is refused if sent, where it was spent for
  // nothing; a record of 0.4.0 that played such a card would be refused and is refused by version.
  // 0.6.0: a character caught in an Explosives blast on the space of an Armor Projector rolls its
  // die as well (it was left out of that Area defence roll only), so a record of 0.5.0 with such a
  // blast could replay otherwise and is refused by version.
  // 0.7.0: a class plays once a campaign (AMB-25): a dead character's class, or the class of one
  // who left, no longer joins again (a second character of the same id stood beside the dead
  // one); records of 0.6.0 are refused by version.
  // 0.8.0: a card's group cost lists its suggested payer first, the character holding the most of
  // what it takes (AMB-20), and the choices go option by option, so the `read` choices come in
  // another order; an expansion or construction may name where each module comes from (AMB-13).
  // Two table options, both off by default: `moraleStacking` (AMB-27) and `spoilsDraft` (HU-XP-11).
  // A third, `flyingMelee` (AMB-51), off by default, puts a flyer in melee with the characters on its space.
  // Under it a flyer's Move to target before a shot stops on the last space short of a character's,
  // as a walker's does (AMB-42): such an end was dropped, and the entry passed over when none was left.
  // An enemy shot while in melee with a character defends from the flank, as HU-RANGED-07 says of
  // any target (it defended by the side the shot came from).
  // The stray 6s of an EMP shot into a melee strike the ally there, who makes a Mental defence
  // with his armor's number and, failing it, is disabled this turn and the next: not activated,
  // no reaction, Penalty Attack or detonation (those 6s went nowhere).
  // A Spider shelling its own space takes Rain and Cover like any enemy attack, a character's
  // Penalty Attack counts his melee accessory's To Hit, an Incendiary shot's stray 6 leaves the
  // ally no defence dice, and a card that only heals keeps its Hidden player hidden in sight.
  // In melee a card's blue part is offered only on an activity the card can still use there (it
  // could go on an attack the melee had dropped, and was spent for nothing).
  // A character joining at a higher level picks four different cards of each level's offer.
  // An over card under an event token is not read on arrival; it stays for a later arrival.
  // Under Elimination a killed character can be looted in the mission, and between missions his
  // belongings go to a survivor of the players' choosing.
  // Records of 0.7.0 could replay otherwise and are refused by version.
  // 0.9.0: a campaign's mission deals each character the deck the players set (a `deck` choice
  // between missions, offered once a character has more usable cards than the 25 a deck holds),
  // else the program's deck, the highest-level cards first (HU-MSETUP-01): a levelled character's
  // new cards reach his missions, where he was dealt the starting deck. Installed implants go on
  // the mission sheet (HU-GEAR-09), and an implant carried but not installed stays in the pack.
  // A character's Penalty Attack may carry Morale, as a melee attack does (AMB-46). A Sound
  // Generator on a Spider's space takes the attack it makes on its own space (HU-GEAR-33). A pack's
  // Lightning Reflexes may name kinds of action, barring reactions against those actions only
  // (HU-ACTION-13). A day's penalty days follow its upkeep at once and come before its card (615,
  // 630-632), in HU-CAMP-12's order; they came after every day of the advance, and the card before them.
  // An enemy's Area attack rolls at the terrain tokens on its space, as a character's does (HU-TERRAIN-09).
  // Records of 0.8.0 with a level-up before a mission, penalty days within a longer advance, an
  // enemy Area attack on a token's space, or a Spider shelling a Sound Generator's space could
  // replay otherwise and are refused by version.
  // 0.10.0: a Sound Generator draws an enemy's shot only where a character standing there could be
  // shot (HU-RANGED-01): a walker on its space no longer shoots it at distance 0, and shoots the
  // character it would have shot; a flyer still may (HU-ENEMY-31). A Parting Leap counts a space
  // holding only Hidden characters as free, as every other enemy move does (HU-ENEMY-06), and
  // landing there finds them, where the leap was passed over when every other space held a
  // character (and a Spider shelled its own space). A Penalty Attack offered shows its odds, and a
  // pack whose level offer lists a card of another level is refused (HU-XP-05). Records of 0.9.0
  // with such a shot or such a leap could replay otherwise and are refused by version.
  // A pack is refused with a level offer under a key that is no level a character can reach (1,
  // past the XP table, not a number), a room kind listed twice or no location "base" (HU-BASE-01),
  // the base inside another location or a site inside a site, a card laid out at the start that
  // is unknown, lies in a road or town pile or lies at an unknown place (HU-CAMP-13), or a
  // side-plot final mission (HU-CAMP-05). The base is a Zone I place whatever zone its card shows
  // (HU-BASE-14). A mission may be in Fog, which caps ranges at 2 as a Blizzard does (HU-TIME-08).
  // An enemy whose action is lost, to the Terror Generator or for want of an entry it can carry
  // out, still turns to the nearest character at its end (AMB-39), where it kept its facing; and a
  // piece being built for a character who leaves is finished into his heir's storeroom
  // (HU-CRAFT-08), where it was lost. Fuel Cells and modules go into a storeroom and come out of
  // it at the base as gear does (HU-BASE-10), a module out only into a free place (HU-SHEET-04),
  // and the board between missions shows the pack's blueprints with their rooms, levels and days
  // (HU-CRAFT-09). Records of 0.9.0 with such an action or such a leave, or with a pack whose base
  // shows another zone, could replay otherwise.
  // The party holds blueprints (`campaign.blueprints`) and builds only from those (HU-CRAFT-01):
  // it starts with the pack's `campaign.startBlueprints` (the sample's: those no place sells and
  // no mission gives), buys one where a place sells it as gear is bought, the buyer paying its
  // Fuel Cells (HU-TRAVEL-09), and wins those a mission's `rewards.blueprints` name (HU-CRAFT-02);
  // a refused purchase or construction says why, and a pack is refused with a place selling
  // unknown gear or an unknown blueprint. A record that built from a blueprint it lacked is refused.
  // A character who carries more modules than his blue slots hold (findings brought home, a card's
  // modules, equipment bought into a slot of modules) stores the extra at the base, hands it to a
  // teammate with room or discards it (a new `discard` choice) before the party does anything else
  // (HU-SHEET-04); a record that went on with such a load is refused. A pack is refused with a
  // place selling gear that has no price.
  // 0.11.0: a character who leaves, or a killed one whose belongings a survivor takes, hands his
  // Food over with the rest (HU-HEALTH-14, AMB-57), where it was lost; and a killed character's
  // modules, carried or stored, pay for no expansion or construction until a survivor has taken
  // them (HU-DIFF-06), where the program's own payment could draw on them. A refused level-up,
  // join, leave, day's work, mission start or answer to a card says what is wrong, as does any
  // step taken while a card is read or a launched mission waits; a level-up naming its four picks
  // in another order is accepted. Records of 0.10.0 with such a leave, or with a payment the
  // dead man's modules made, could replay otherwise and are refused by version.
  // Enemy ties (order, movement, landing, the enemy a stray 6 strikes) are settled by default with
  // a pick from the game's seeded dice (AMB-43), where they were asked of the players; the
  // `enemyTies: 'ask'` setting still asks. A record of 0.10.0 made with the default could replay
  // otherwise and is refused by version. What a leaver kept in his storeroom goes into the heir's
  // storeroom (HU-BASE-10), where it was put on the heir's back.
  // 0.12.0: a mission whose enemy count does not split evenly over its listed spaces asks the
  // players, before the starting hands, which spaces take one enemy more (a `spread` choice, the
  // default first: AMB-69), so a record of 0.11.0 on such a mission (the sample's S01 and S03)
  // would meet a question it never answered and is refused by version. A launched mission may
  // start without its unconscious characters, who sit it out as they are (`leaveOut` on
  // `start-mission`, AMB-58); by default they go, as before. A class may name the sheet it is
  // printed on, and the two sides of one sheet never play in the same campaign (AMB-25). Between
  // missions the bots buy only what leaves the buyer two Fuel Cells, nothing he carries and nothing
  // while a healer is offered to the wounded; a party short of Food neither rests nor works; and a
  // bot takes a new character in only where the party is too small to field a mission. A character
  // left out of a mission earns none of its XP, reward Fuel Cells or picks of its spoils (HU-XP-01),
  // and with `foodSharing` off a bot counts each character's own Food.
  // 0.13.0: the question of a reaction keeps what the enemy is about to do, or is doing (its
  // entry), so that the players are told (HU-ACTION-11): the same games, but the state at such a
  // question has one field more, so a record of 0.12.0 would not give its state hashes and is
  // refused by version. Enemies are named "Giant Rat 1" where they were "Giant Rat (e1)".
  // 0.14.0: a seat that plays no reaction closes the reaction window for its own characters only
  // (the window's answer keeps the seat that passed); the other seats whose characters may still
  // react are asked again. A reaction played leaves the window open: the characters who may still
  // react this turn are asked again, until every seat asked has passed or nobody may react (the
  // acting enemy's death ends it), so a record of 0.13.0, of one seat too, could meet a question it
  // never answered and is refused by version. A seat that declines the Penalty Attack declines for
  // its own characters only (the answer keeps the seat), the others being asked again (one seat:
  // the same questions as before). The log's English names squares as the board does ("C6").
  // 0.15.0: between missions the healing gear is offered (`use-gear`, HU-HEALTH-05) to whoever it
  // would help. A day's card is read on its day: a rest, a journey, a day's work or a card's days
  // that meet day 15 or 28 stop there and go on once it is read (`pending`, HU-CAMP-09, -11); a
  // journey's road or town card is read before the party arrives and the base heals (HU-TRAVEL-08).
  // The character chosen to pay a card's cost pays it, and one who cannot is not offered while a
  // teammate can (HU-EVENT-09). Everyone eats his own Food before sharing feeds the hungry
  // (HU-HEALTH-14, AMB-64). Nobody works while everyone is unconscious (AMB-62), and the wage line
  // names who was paid. The final main-plot mission lost sets `plotLost` (HU-CAMP-05); nothing
  // happens after the campaign has ended (a rest's Health). A record of 0.14.0 may meet other
  // questions and other states, and is refused by version.
  // 0.16.0: a Collect takes everything on the character's space at once (HU-INTERACT-05; in this
  // build that is the space's finding) and is offered only where his sheet has room for it: the
  // finding tokens share the blue slots with the modules, 6 a slot holding no gear (HU-SHEET-04),
  // and a Collect sent without that room is refused (`interact/collect-full`), where it filled the
  // sheet past its limit. Between missions the bots use healing gear where it helps: an Antidote
  // on the poisoned, a kit on the unconscious or on one missing all the Health it restores. A
  // record of 0.15.0 that collected onto a full sheet would be refused, and is refused by version.
  // 0.17.0: mid-mission a character whose sheet has no room for what lies on his space throws
  // module tokens away to make room (a `discard` choice, HU-SHEET-04: a carried module of a kind,
  // or a finding token), offered only while that Collect is held back and throwing away can make
  // the room. It takes no action by default; the new `discardAction` setting makes it an Interact.
  // The team bot makes that room on a collect mission: it hands modules to a teammate on its space
  // who has room when it still has both actions, else throws away a carried module (never a finding
  // for a finding), and heads for a finding it could make room for. The bots' games change, and a
  // record of 0.16.0 is refused by version.
  // 0.18.0: between missions a character over his module limit puts down, one at a time, what
  // the campaign can best spare (`unloadChoice`, by `moduleWorth`) where the bots picked at random:
  // into the storeroom or to the teammate with the most room the kind it needs most, away the kind
  // it misses least. A refused Collect names putting parked gear back into its own free slot
  // where that frees a blue slot (`interact/collect-full-or-unpark`, `-unpark`), and a discard
  // mid-mission says in the log which finding it makes room for. The bots' games change, and a
  // record of 0.17.0 is refused by version.
  version: '0.18.0',
  title: 'The Hunters A.D. 2114',
  summary: 'Cooperative missions for 1-4 players against enemies the program runs by their cards.',
  summaries: {
    hu: 'Közös küldetések 1-4 játékosnak olyan ellenségek ellen, akiket a program a lapjaik szerint mozgat.',
  },
  play: 'cooperative',
  content: { schema: huntersContentSchema, sample: sampleContent, check: checkContent },
  options: [
    {
      id: 'difficulty',
      hu: {
        label: 'Nehézség',
        description:
          'Profi: az ellenfelek eggyel több védőkockával dobnak. Mester: ezen felül eggyel több támadókockával is.',
        valueLabels: { normal: 'Normál', professional: 'Profi', master: 'Mester' },
      },
      label: 'Difficulty',
      description: 'Professional: enemies roll one more defence die. Master: also one more attack die.',
      type: 'choice',
      default: 'normal',
      values: ['normal', 'professional', 'master'],
      valueLabels: { normal: 'Normal', professional: 'Professional', master: 'Master' },
      rule: 'HU-DIFF-01',
    },
    {
      id: 'elimination',
      hu: { label: 'Szereplők halála', description: 'Az a szereplő, aki elveszítené az eszméletét, ehelyett meghal.' },
      label: 'Character Elimination',
      description: 'A character who would fall unconscious is killed instead.',
      type: 'boolean',
      default: false,
      rule: 'HU-DIFF-04',
    },
    {
      id: 'enemyTies',
      hu: {
        label: 'Holtversenyek az ellenfeleknél',
        description:
          'Ki dönt az ellenfelek sorrendjében, mozgásában és érkezési mezejében adódó holtversenyekről: alapból a program sorsol, de a játékosok is dönthetnek.',
        valueLabels: { ask: 'A játékosok döntenek', random: 'A program sorsol' },
      },
      label: 'Enemy ties',
      description:
        'Who settles ties in enemy order, movement and landing: by default the program picks at random, or the players decide.',
      type: 'choice',
      default: 'random',
      values: ['ask', 'random'],
      valueLabels: { ask: 'The players decide', random: 'The program picks at random' },
      rule: 'HU-ENEMY-17',
    },
    {
      id: 'coverInMelee',
      hu: {
        label: 'Fedezék közelharcban',
        description: 'A fedezék az adott mezőre irányuló közelharci támadások találati értékét (To Hit) is rontja.',
      },
      label: 'Cover in melee',
      description: 'Cover also lowers To Hit for melee attacks on that space.',
      type: 'boolean',
      default: true,
      rule: 'HU-TERRAIN-06',
    },
    {
      id: 'rainOnArea',
      hu: {
        label: 'Eső és területi támadások',
        description: 'A szakadó eső a területi (Area) támadások találati értékét (To Hit) is rontja.',
      },
      label: 'Rain on Area attacks',
      description: 'Heavy Rain also lowers To Hit for Area attacks.',
      type: 'boolean',
      default: true,
      rule: 'HU-TIME-07',
    },
    {
      id: 'foodSharing',
      hu: {
        label: 'Közös élelem',
        description:
          'Be: a napi étkezéskor akinek elfogyott az Élelme, az kap 1-et attól a társától, akinek a legtöbb maradt. Ki: mindenki csak a saját Élelméből eszik, és aki nem tud enni, Életerőt veszít; két küldetés között viszont bárki átadhat Élelmet egy társának.',
      },
      label: 'Shared food',
      description:
        "On: at each day's meal a character who has run out of Food gets 1 from the teammate with the most left. Off: everyone eats only their own Food, and a character who cannot eat loses Health; between missions a character may hand Food to a teammate.",
      type: 'boolean',
      default: true,
      rule: 'HU-HEALTH-14',
    },
    {
      id: 'levelUpWakes',
      hu: {
        label: 'Szintlépés eszméletlenül',
        description:
          'A szintlépés a sebeket megtartva emeli a legnagyobb Életerőt, így egy eszméletlen szereplő is 1 Életerőre kel fel. Alapból 0-n marad, és továbbra is eszméletlen.',
      },
      label: 'Level-up while unconscious',
      description:
        'A level-up keeps the wounds as they are while raising maximum Health, so an unconscious character also rises to 1 Health. By default they stay at 0 and remain unconscious.',
      type: 'boolean',
      default: false,
      rule: 'HU-XP-04',
    },
    {
      id: 'penaltyDaysDoubled',
      hu: {
        label: 'Dupla büntetőnapok',
        description:
          'Ha egy eszméletlen szereplő nem tudja elveszíteni a rá eső Életerőt, minden ilyen pont két napot visz el egy helyett, ahogy minden más nap is duplán telik, amíg valaki eszméletlen. A büntetőnapokon továbbra sincs étkezés és méreg.',
      },
      label: 'Doubled penalty days',
      description:
        'Each point of Health an unconscious character cannot lose costs two days instead of one, as every other day counts twice while someone is unconscious. Penalty days still bring no meals and no poison.',
      type: 'boolean',
      default: false,
      rule: 'HU-HEALTH-04',
    },
    {
      id: 'inclusiveDays',
      hu: {
        label: 'A kezdőnap is számít',
        description:
          'Az építés és a bővítés kezdőnapja az első munkanap, így minden munka egy nappal korábban készül el (az egynapos sem aznap, hanem másnap).',
      },
      label: 'Count the starting day',
      description:
        'The day a construction or expansion begins counts as its first day, so each job is done one day sooner (a one-day job still the next day, not the same one).',
      type: 'boolean',
      default: false,
      rule: 'HU-CRAFT-07',
    },
    {
      id: 'tracerOnSuccess',
      hu: {
        label: 'Nyomjelző már találatra',
        description:
          'A Nyomjelző lőszer bónusza már egy sikerrel is jár, akkor is, ha a célpont védekezése mindet kivédi. Alapból seb kell hozzá.',
      },
      label: 'Tracer on any success',
      description:
        'Tracer Ammo gives its bonus as soon as one attack die succeeds, even when the target then defends every success. By default it takes a wound.',
      type: 'boolean',
      default: false,
      rule: 'HU-GEAR-30',
    },
    {
      id: 'armoredDifficulty',
      hu: {
        label: 'Nehézség páncélos ellenfélen',
        description:
          'A Profi és a Mester plusz védőkockája a páncélos ellenfél duplázása előtt jön hozzá és vele együtt duplázódik, vagy csak utána, így a páncél eggyel kevesebbet ad hozzá.',
        valueLabels: { doubled: 'A páncéllal együtt duplázódik', added: 'A duplázás után jön hozzá' },
      },
      label: 'Difficulty on Armored enemies',
      description:
        "Whether the extra defence die of Professional and Master is added before an Armored enemy's dice are doubled and doubles with them, or after the doubling, one die fewer.",
      type: 'choice',
      default: 'doubled',
      values: ['doubled', 'added'],
      valueLabels: { doubled: 'Doubles with the armour', added: 'Added after the doubling' },
      rule: 'HU-DIFF-02',
    },
    {
      id: 'hiddenSafeFromArea',
      hu: {
        label: 'Rejtőzők és területi támadások',
        description:
          'Be: a rejtőző szereplőt semmilyen területi támadás nem éri, se a társaké, se az ellenségeké. Ki: a robbanás a mezőn mindenkit elér, a rejtőzőket is; a találat nem leplezi le őket.',
      },
      label: 'Hidden safe from Area attacks',
      description:
        'On: no Area attack, a teammate’s or an enemy’s, strikes a Hidden character. Off: a blast strikes everyone on its space, the Hidden too; being hit does not reveal them.',
      type: 'boolean',
      default: true,
      rule: 'HU-AREA-07',
    },
    {
      id: 'flyingTriggersPlates',
      hu: {
        label: 'Repülők és nyomólapos csapdák',
        description:
          'Be: az élesített nyomólapos csapda a repülő ellenség alatt is elsül, mint bárki más alatt. Ki: a repülők átrepülnek fölötte, és nem sül el.',
      },
      label: 'Flyers set off pressure plates',
      description:
        'On: an armed pressure plate goes off under a flying enemy as under any figure. Off: flyers pass over it and it stays armed.',
      type: 'boolean',
      default: true,
      rule: 'HU-GEAR-13',
    },
    {
      id: 'moraleRefresh',
      hu: {
        label: 'Morál minden küldetésre',
        description:
          'Be: a hadjárat minden küldetését a szereplő a lapján álló Morállal kezdi. Ki: az elköltött Morál nem jön vissza, a szereplő azzal a Morállal kezd, ami az előző küldetés végén maradt neki.',
      },
      label: 'Morale for every mission',
      description:
        "On: each campaign mission starts with the Morale printed on the character's sheet. Off: spent Morale does not come back; a character starts with whatever the last mission left them.",
      type: 'boolean',
      default: true,
      rule: 'HU-SHEET-01',
    },
    {
      id: 'moveTieBreaks',
      hu: {
        label: 'Egyenlő távolságú célpontok',
        description:
          'Be: ha egy mozgó ellenséghez több szereplő is ugyanolyan közel van, a rövidebb út, majd a kevesebb közelharci védőkocka dönt, és csak a maradék holtverseny jut a játékosokhoz. Ki: minden ilyen holtversenyről rögtön a játékosok (vagy a „Holtversenyek az ellenfeleknél” beállítás szerint a program) döntenek.',
      },
      label: 'Tie-breaks for enemy moves',
      description:
        'On: when several characters are equally near a moving enemy, the shorter walk and then the fewer melee defence dice decide, and only a tie left after both goes to the players. Off: every such tie goes straight to the players (or to the program, by the Enemy ties option).',
      type: 'boolean',
      default: true,
      rule: 'HU-ENEMY-14',
    },
    {
      id: 'moraleStacking',
      hu: {
        label: 'Morál halmozása',
        description:
          'Be: egy támadás egy hatására, vagy egyetlen mozgásra, több Morál is elkölthető: N használat +N találatot, +N közelharci kockát vagy +N mozgáspontot ad, ha futja a jelzőkből. Ki: hatásonként és mozgásonként legfeljebb egy használat.',
      },
      label: 'Morale stacking',
      description:
        'On: a character may put several Morale uses on one effect, as far as the tokens go: N uses give +N To Hit on an attack, +N melee dice, or +N MP on one Move. Off: one use per effect of an attack, and one per Move.',
      type: 'boolean',
      default: false,
      rule: 'HU-ACTION-19',
    },
    {
      id: 'spoilsDraft',
      hu: {
        label: 'A zsákmány sorban választva',
        description:
          'Be: amit a csapat egy küldetés végén hazahoz (a jutalom üzemanyagcellái, a leletekből lett modulok), azt a szereplők egyenként választják ki: először a legjobb Rábeszélésű (egyenlőségnél a nagyobb Erejű, ha így is egyenlők, a játékosok döntenek), aztán ülésrend szerint körbe, amíg el nem fogy. Aki semmit sem tud elvinni a maradékból, kimarad; amit senki sem tud elvinni, a soron következő raktárába kerül. Ki: a jutalom az első szereplőhöz, a lelet a megtalálójához kerül, és a csapat szabadon adja át egymásnak.',
      },
      label: 'Draft the spoils',
      description:
        "On: what the party brings back from a mission (the reward Fuel Cells, the modules its findings become) is picked one item at a time: first the highest Persuasion (then the higher Strength; a tie left after both is the players' call), then round the seats clockwise until nothing is left. Whoever can take nothing that is left is passed over; what nobody can take goes to the storeroom of the one whose turn it is. Off: the reward goes to the first character, each finding to its finder, and the party shares out by hand-overs.",
      type: 'boolean',
      default: false,
      rule: 'HU-XP-11',
    },
    {
      id: 'flyingMelee',
      hu: {
        label: 'Repülők közelharcban',
        description:
          'Be: a repülő ellenség, amely egy szereplő mezején áll, közelharcban van az ott állókkal: az „A” (közelharci) listája szerint cselekszik, közelharcban támad és közelharcban lehet megtámadni, 0 távolságról nem lehet rálőni, és a mezőről csak elszakadó ugrással lehet távozni; aki belép a mezejére, annak ott véget ér a mozgása. Ki: úgy számít, mintha 1 mezőnyire lenne, a „B” listáját használja, és a mezején állók a fegyverük 1-es távolságú oszlopával lőhetnek rá.',
      },
      label: 'Flyers fight in melee',
      description:
        "On: a flying enemy standing on a character's space is in melee with the characters there: it acts by its list A (in melee), it strikes and is struck in melee, nobody shoots it at distance 0, and leaving that space takes a Parting Leap; a character who steps onto its space stops there. Off: it counts as 1 space away, uses its list B, and the characters under it may shoot it with their weapon's range-1 column.",
      type: 'boolean',
      default: false,
      rule: 'HU-ENEMY-31',
    },
    {
      id: 'discardAction',
      hu: {
        label: 'Modul eldobása akcióért',
        description:
          'Be: ha küldetés közben egy szereplő modult vagy leletet dob el, hogy helyet csináljon egy begyűjtésnek, az egy interakciós akciójába kerül. Ki: az eldobás nem kerül akcióba.',
      },
      label: 'Discarding costs an action',
      description:
        'On: a character who throws a module or finding token away mid-mission, to make room for a Collect, spends an Interact action on it. Off: throwing it away takes no action.',
      type: 'boolean',
      default: false,
      rule: 'HU-SHEET-04',
    },
  ],
  choiceSchema,
  defaultSetup: {
    mission: 'Q02',
    players: 2,
    characters: [
      { class: 'soldier', seat: 'p1' },
      { class: 'medic', seat: 'p2' },
    ],
  },
  odds: huntersOdds,
  rules: (content, options) => missionRules(content, options),
  presenter: huntersPresenter,
  // A pack's own Hungarian names (`nameHu`, `titleHu`) are read off the pack itself.
  presenterFor: makeHuntersPresenter,
};
