/**
 * The card and aptitude rules in our own words, by checklist ID, in English and Hungarian: what
 * a player reads when he clicks a rule ID in the log.
 */
type Text = { readonly en: string; readonly hu: string };

export const CARD_RULE_TEXTS: Readonly<Record<string, Text>> = {
  'HY-GEN-13': {
    en: 'The number after an aptitude’s name comes from the warrior’s own profile card; the aptitude works the same for everyone who has it.',
    hu: 'A képesség neve utáni szám a harcos saját profilkártyájáról származik; a képesség mindenkinél ugyanúgy működik.',
  },
  'HY-SETUP-07': {
    en: 'For each of his Aura bearers the Griffin player draws three Aura cards, throws one away and keeps two for that warrior.',
    hu: 'A Griff játékos minden aurás harcosának húz három Auralapot, egyet eldob, kettőt annak a harcosnak megtart.',
  },
  'HY-SETUP-08': {
    en: 'The Scorpion player draws three Mutation cards for his army, throws one away and keeps two.',
    hu: 'A Skorpió játékos a seregének húz három Mutációlapot, egyet eldob, kettőt megtart.',
  },
  'HY-ACT-03': {
    en: 'The first round’s Activation Roll is bare. From the second round, Action cards may be put down to help it.',
    hu: 'Az első kör Aktiválási Dobását semmi sem módosítja. A második körtől Akciókártyák tehetők rá.',
  },
  'HY-ROLL-13': {
    en: 'A roll that an Event card, an Aura, a Mutation or an aptitude calls for gets no Action card, neither points nor Effects.',
    hu: 'Az Eseménykártya, Aura, Mutáció vagy képesség által előírt dobásra nem játszható Akciókártya, sem pontért, sem hatásért.',
  },
  'HY-MODE-MV-02': {
    en: 'A warrior in Moving Mode rolls nothing, so no Action card is played for him and the opponent plays no Hindrance.',
    hu: 'A Mozgás módban lévő harcos nem dob, ezért sem ő, sem ellenfele nem játszik ki Akciókártyát.',
  },
  // Action cards
  'HY-CARD-ACTION-01': {
    en: 'There are 25 Action cards, each with 0 to 4 points and an Effect.',
    hu: '25 Akciókártya van, mindegyiken 0–4 pont és egy hatás.',
  },
  'HY-CARD-ACTION-02': {
    en: 'A card is played either for its points or for its Effect, never both; then it is discarded and the other half is lost.',
    hu: 'Egy lapot vagy a pontjaiért, vagy a hatásáért játszol ki, a kettőt együtt soha; utána eldobod, a másik fele elvész.',
  },
  'HY-CARD-ACTION-03': {
    en: 'Each player starts with four cards and may once swap them for three new ones.',
    hu: 'Mindkét játékos négy lappal kezd, és egyszer kicserélheti őket három újra.',
  },
  'HY-CARD-ACTION-04': {
    en: 'When the enemy kills one of your warriors, you draw an Action card.',
    hu: 'Ha az ellenség megöli egy harcosodat, húzol egy Akciókártyát.',
  },
  'HY-CARD-ACTION-05': {
    en: 'No card for a death caused by your own side or a Sacrifice, nor, unless the table says otherwise, by the laboratory itself.',
    hu: 'Nem jár lap, ha a halált a saját oldalad vagy egy Áldozat okozta, és ha az asztal másként nem dönt, akkor sem, ha maga a laboratórium.',
  },
  'HY-CARD-ACTION-06': {
    en: 'When the Action deck runs out no one draws any more; the discards are not shuffled back.',
    hu: 'Ha elfogy az Akciópakli, nincs több húzás; a dobott lapokat nem keverik vissza.',
  },
  'HY-CARD-ACTION-07': {
    en: 'Cards come only after the Mode is chosen (and, to strike or fire, the level announced), and before the dice roll.',
    hu: 'Lapot csak a mód kiválasztása (csapásnál és lövésnél a szint bejelentése) után és a dobás előtt lehet kijátszani.',
  },
  'HY-CARD-ACTION-08': {
    en: 'The active player speaks first: he plays his cards face up or says he plays none, and cannot take that back.',
    hu: 'Az aktív játékos szól először: felfordítva kijátssza lapjait, vagy kijelenti, hogy nem játszik; ezt nem vonhatja vissza.',
  },
  'HY-CARD-ACTION-09': {
    en: 'Then the opponent may play one card against the action, for its points or its Effect: the Hindrance.',
    hu: 'Ezután az ellenfél egy lapot játszhat a cselekvés ellen, pontjaiért vagy hatásáért: ez az akadály.',
  },
  'HY-CARD-ACTION-10': {
    en: 'Only a player who opened with a card may add more after the Hindrance.',
    hu: 'Az akadály után csak az tehet még lapot, aki korábban már kijátszott egyet.',
  },
  'HY-CARD-ACTION-11': {
    en: 'Cards on one action add up; with several actions, each card is tied to one of them.',
    hu: 'Egy cselekvésre tett lapok összeadódnak; több cselekvésnél minden lap egyhez tartozik.',
  },
  'HY-CARD-ACTION-12': {
    en: 'Your points raise both your Mode value (even past the printed one) and your Success Level.',
    hu: 'A saját pontjaid a mód értékét (akár a nyomtatott fölé) és a Sikerszintet is növelik.',
  },
  'HY-CARD-ACTION-13': {
    en: 'Hindrance points lower the enemy’s Mode value (not under 1) and his Success Level.',
    hu: 'Az akadály pontjai csökkentik az ellenfél mód értékét (1 alá nem) és Sikerszintjét.',
  },
  'HY-CARD-ACTION-14': {
    en: 'If the cards leave the announced level above the Mode value, a lower level is taken before the roll.',
    hu: 'Ha a lapok után a bejelentett szint a mód értéke fölé kerül, a dobás előtt alacsonyabb szintet kell venni.',
  },
  'HY-CARD-ACTION-15': {
    en: 'Action cards never touch rolls that Event cards, Auras, Mutations or aptitudes call for, such as the Combined Attack blow.',
    hu: 'Akciókártya sosem hat az Eseménykártya, Aura, Mutáció vagy képesség által előírt dobásra, például a Kombinált Támadásra.',
  },
  'HY-CARD-ACTION-16': {
    en: 'No card and no Hindrance in Moving Mode.',
    hu: 'Mozgás módban nincs lap és nincs akadály.',
  },
  'HY-CARD-ACTION-17': {
    en: 'No card on the Skilled Strike’s second roll or on the Skilled Parry counter-blow.',
    hu: 'A Képzett Csapás második dobására és a Képzett Hárítás visszavágására nem játszható lap.',
  },
  'HY-CARD-ACTION-18': {
    en: 'Cards may help a jump over an open trapdoor, never the roll of a Trap counter.',
    hu: 'Nyitott csapóajtó átugrásához lehet lapot játszani, csapdajelző dobásához soha.',
  },
  'HY-CARD-ACTION-19': {
    en: 'A card you steal or take back from the discards can be played only from the next activation on.',
    hu: 'Az ellopott vagy a dobópakliból visszavett lap csak a következő aktiválástól játszható ki.',
  },
  'HY-CARD-ACTION-20': {
    en: 'From round 2, before the Activation Roll, players take turns putting cards face down for it, the last winner first, until both stop.',
    hu: 'A második körtől az Aktiválási Dobás előtt a játékosok felváltva tesznek rá lefordított lapokat, az előző győztes kezd, amíg mindketten meg nem állnak.',
  },
  'HY-CARD-ACTION-21': {
    en: 'The points of your committed cards come off your own die; lower wins; a result under 1 counts as 1.',
    hu: 'A rátett lapok pontjait a saját kockádból vonod le; az alacsonyabb nyer; 1 alá nem mehet.',
  },
  'HY-CARD-ACTION-22': {
    en: 'A natural 10 always loses; a natural 1 beats the same result reached with points; double 1 or double 10 is rolled again without points, any other tie with them.',
    hu: 'A dobott 10 mindig veszít; a dobott 1 legyőzi a pontokkal elért ugyanolyan eredményt; dupla 1 vagy dupla 10 esetén pontok nélkül, más döntetlennél pontokkal újra kell dobni.',
  },
  'HY-CARD-ACTION-23': {
    en: 'Cards put on the Activation Roll are discarded once it is settled.',
    hu: 'Az Aktiválási Dobásra tett lapokat a dobás után eldobják.',
  },
  'HY-CARD-ACTION-24': {
    en: 'Action cards are played face up, except on the Activation Roll.',
    hu: 'Az Akciókártyákat felfordítva kell kijátszani, kivéve az Aktiválási Dobásnál.',
  },
  'HY-CARD-ACTION-25': {
    en: 'The other player has one card per enemy action: as a Hindrance, or to back his own parry.',
    hu: 'A másik játékosnak ellenséges cselekvésenként egy lapja lehet: akadálynak vagy a saját hárítása segítésére.',
  },
  'HY-CARD-ACTION-26': {
    en: 'An Effect applies at once; played as a Hindrance, it works against the enemy warrior.',
    hu: 'A hatás azonnal érvényes; akadályként az ellenséges harcos ellen működik.',
  },
  // Event cards
  'HY-CARD-EVENT-01': {
    en: 'The shared Event deck holds 27 cards: 9 Random, 9 Strategic, 9 Field. Category and rarity change nothing in play.',
    hu: 'A közös Eseménypakli 27 lapos: 9 véletlen, 9 stratégiai, 9 terepi. A kategóriának és ritkaságnak nincs játékbeli hatása.',
  },
  'HY-CARD-EVENT-02': {
    en: 'A warrior who turns over an Event counter that is not a Trap earns his player an Event card.',
    hu: 'Ha egy harcos olyan Eseményjelzőt fordít fel, amely nem csapda, játékosa húz egy Eseménykártyát.',
  },
  'HY-CARD-EVENT-03': {
    en: 'Event cards in hand are secret.',
    hu: 'A kézben tartott Eseménykártyák titkosak.',
  },
  'HY-CARD-EVENT-04': {
    en: 'During any activation either player may play Event cards, unless a card sets its own moment.',
    hu: 'Bármely aktiválás alatt bármelyik játékos kijátszhat Eseménykártyát, hacsak a lap mást nem ír.',
  },
  'HY-CARD-EVENT-05': {
    en: 'An Interruption card is played the moment it is drawn, then discarded.',
    hu: 'A megszakító lapot húzáskor azonnal ki kell játszani, majd eldobni.',
  },
  'HY-CARD-EVENT-06': {
    en: 'A Reserve card is kept and played later on a warrior of either side, then discarded.',
    hu: 'A tartaléklapot meg lehet tartani, és később bármelyik oldal harcosára kijátszani, majd eldobni.',
  },
  'HY-CARD-EVENT-07': {
    en: 'A Constant card is played like a Reserve card but stays face up in front of its player while it lasts.',
    hu: 'Az állandó lapot tartaléklapként kell kijátszani, de amíg hat, felfordítva a játékos előtt marad.',
  },
  'HY-CARD-EVENT-08': {
    en: 'No Action card changes a roll that an Event card calls for.',
    hu: 'Eseménykártya által előírt dobáson Akciókártya nem változtat.',
  },
  'HY-CARD-EVENT-09': {
    en: 'Deceit: when you activate a warrior, he swaps places with another of yours.',
    hu: 'Csel: amikor aktiválsz egy harcost, helyet cserél egy másik saját harcosoddal.',
  },
  'HY-CARD-EVENT-10': {
    en: 'Luck: before a roll, add one die, then set aside any one die that is not a 10 (or any die at all, a 10 too, if the table so chooses).',
    hu: 'Szerencse: dobás előtt vegyél hozzá egy kockát, majd tegyél félre egyet, amely nem 10 (vagy bármelyiket, a 10-est is, ha az asztal így dönt).',
  },
  'HY-CARD-EVENT-11': {
    en: 'Momentary Madness: when the enemy activates a warrior of Rank 1 or less, you command him for the round.',
    hu: 'Pillanatnyi őrület: ha az ellenség legfeljebb 1-es Rangú harcost aktivál, a körben te irányítod.',
  },
  'HY-CARD-EVENT-12': {
    en: 'Superior Strategy: played just before the Activation Roll, it wins the roll outright.',
    hu: 'Felsőbb stratégia: közvetlenül az Aktiválási Dobás előtt kijátszva megnyeri a dobást.',
  },
  'HY-CARD-EVENT-13': {
    en: 'Once the Event deck is empty no more Event cards are drawn.',
    hu: 'Ha az Eseménypakli elfogyott, nincs több húzás.',
  },
  // Army cards
  'HY-CARD-ARMY-01': {
    en: 'Each side has its own deck of 9 Army cards that help only that side.',
    hu: 'Mindkét oldalnak saját, 9 lapos Seregpaklija van, amely csak neki segít.',
  },
  'HY-CARD-ARMY-02': {
    en: 'At setup each player puts two Army cards face down, unseen even by himself.',
    hu: 'Előkészítéskor mindkét játékos két Seregkártyát tesz le lefordítva, amelyeket ő maga sem nézhet meg.',
  },
  'HY-CARD-ARMY-03': {
    en: 'First Contact: the first moment each side sees an enemy, or the first attack.',
    hu: 'Első érintkezés: amikor először lát mindkét oldal ellenséget, vagy az első támadáskor.',
  },
  'HY-CARD-ARMY-04': {
    en: 'Seeing the enemy while he sees no one of yours is not First Contact.',
    hu: 'Ha te látod az ellenséget, de ő senkit sem lát a tieid közül, az még nem első érintkezés.',
  },
  'HY-CARD-ARMY-05': {
    en: 'At First Contact both players turn over their first Army card together.',
    hu: 'Első érintkezéskor mindkét játékos egyszerre felfordítja első Seregkártyáját.',
  },
  'HY-CARD-ARMY-06': {
    en: 'First Blood: when the first warrior of either side leaves the game, both second Army cards are turned over.',
    hu: 'Első vér: amikor bármelyik oldal első harcosa kiesik, mindkét második Seregkártya felfordul.',
  },
  'HY-CARD-ARMY-07': {
    en: 'First Contact always comes before First Blood.',
    hu: 'Az első érintkezés mindig megelőzi az első vért.',
  },
  'HY-CARD-ARMY-08': {
    en: 'A Sacrifice never brings First Blood, neither for the creature nor for its victim.',
    hu: 'Az Áldozat sosem okoz első vért, sem a lény, sem az áldozata miatt.',
  },
  'HY-CARD-ARMY-09': {
    en: 'The Clones’ Fury: until the end of the round your warriors in Offensive Combat may roll a failed strike again, unless it was a Critical Failure.',
    hu: 'A klónok dühe: a kör végéig Támadó harcban lévő harcosaid újradobhatják a sikertelen csapást, ha nem Kritikus Kudarc volt.',
  },
  'HY-CARD-ARMY-10': {
    en: 'Corporeal Instability: if the warrior’s roll succeeds, his equipment bonuses become +2 in Offensive and Defensive Combat.',
    hu: 'Testi instabilitás: ha a harcos dobása sikerül, felszerelésének módosítói helyett +2-t kap Támadó és Védekező harcban.',
  },
  // Auras
  'HY-AURA-01': { en: 'Aura cards belong to the Griffin side.', hu: 'Az Auralapok a Griff oldalé.' },
  'HY-AURA-02': {
    en: 'Any Griffin warrior with the Aura aptitude may use any Aura card.',
    hu: 'Bármely aurás Griff harcos bármelyik Auralapot használhatja.',
  },
  'HY-AURA-03': {
    en: 'Each bearer uses only the two Aura cards kept for him.',
    hu: 'Minden aurás harcos csak a neki megtartott két lapot használhatja.',
  },
  'HY-AURA-04': {
    en: 'Only at the start of his activation may the bearer call up an Aura, change it or put it out.',
    hu: 'Az aurás harcos csak aktiválása elején idézhet meg, cserélhet vagy olthat ki Aurát.',
  },
  'HY-AURA-05': {
    en: 'The Aura called up is shown to the opponent by name.',
    hu: 'A megidézett Aura nevét az ellenfélnek meg kell mutatni.',
  },
  'HY-AURA-06': {
    en: 'An Aura works at once and lasts until the bearer’s next activation.',
    hu: 'Az Aura azonnal hat, és a viselője következő aktiválásáig tart.',
  },
  'HY-AURA-07': {
    en: 'A bearer has at most one Aura at a time.',
    hu: 'Egy harcosnak egyszerre legfeljebb egy Aurája lehet.',
  },
  'HY-AURA-08': {
    en: 'The zone is every square within X of the bearer, through walls and doors, without sight.',
    hu: 'A zóna a viselőtől legfeljebb X mezőre eső minden mező, falon és ajtón át, rálátás nélkül.',
  },
  'HY-AURA-09': {
    en: 'Everyone in the zone, of both sides, feels the Aura as written, except its bearer.',
    hu: 'A zónában mindkét oldal minden harcosára hat az Aura, ahogy a lap írja, kivéve a viselőjét.',
  },
  'HY-AURA-10': {
    en: 'Two Auras add up; if they pull the same value opposite ways, only the one called up last counts.',
    hu: 'Két Aura hatása összeadódik; ha ugyanazt az értéket ellentétesen módosítják, csak a később megidézett számít.',
  },
  'HY-AURA-11': {
    en: 'A warrior on a large base is in the zone if any of his squares is.',
    hu: 'A nagy talpú harcos akkor van a zónában, ha bármelyik mezője benne van.',
  },
  'HY-AURA-12': { en: 'An Aura ends when its bearer dies.', hu: 'Az Aura a viselője halálával véget ér.' },
  'HY-AURA-13': {
    en: 'Aura of Vengeance: a friend who strikes an enemy standing in the zone gets +1.',
    hu: 'A bosszú aurája: a zónában álló ellenséget csapó bajtárs +1-et kap.',
  },
  'HY-AURA-14': {
    en: 'Aura of Renunciation: enemies who fail its roll are moved out of the zone at once, to a square the Griffin player picks.',
    hu: 'A lemondás aurája: akik elrontják a dobást, azokat azonnal a zónán kívülre kell tenni, a Griff játékos által választott mezőre.',
  },
  // Mutations
  'HY-MUTATION-01': { en: 'Mutation cards belong to the Scorpion side.', hu: 'A Mutációlapok a Skorpió oldalé.' },
  'HY-MUTATION-02': {
    en: 'The Scorpion player draws three Mutation cards for his army and keeps two.',
    hu: 'A Skorpió játékos a seregének három Mutációlapot húz, és kettőt megtart.',
  },
  'HY-MUTATION-03': {
    en: 'Only a warrior with Mutation/X receives Mutation cards, at most X in the game.',
    hu: 'Csak Mutáció/X képességű harcos kaphat Mutációlapot, a játék során legfeljebb X-et.',
  },
  'HY-MUTATION-04': {
    en: 'A Mutation is given to a warrior at one of his activations (Purulent Excrescence at any time).',
    hu: 'A Mutációt a harcos valamelyik aktiválásakor kapja meg (a gennyes kinövést bármikor).',
  },
  'HY-MUTATION-05': {
    en: 'A Mutation changes no roll made before it was given.',
    hu: 'A Mutáció nem változtat a megkapása előtti dobásokon.',
  },
  'HY-MUTATION-06': {
    en: 'A Mutation never passes to another warrior.',
    hu: 'A Mutáció sosem kerülhet át másik harcosra.',
  },
  'HY-MUTATION-07': {
    en: 'When the carrier dies his Mutation cards are discarded.',
    hu: 'Ha a hordozó meghal, Mutációlapjait eldobják.',
  },
  'HY-MUTATION-08': {
    en: 'Purulent Excrescence may be given at any time; its carrier takes a wound at once.',
    hu: 'A gennyes kinövés bármikor kiosztható; a hordozója azonnal megsebesül.',
  },
  'HY-MUTATION-09': {
    en: 'An enemy in Offensive Combat who wounds the carrier makes a plain Natural Roll or takes a wound.',
    hu: 'A hordozót megsebző, Támadó harcban lévő ellenség módosítatlan Természetes Dobást tesz, vagy megsebesül.',
  },
  'HY-MUTATION-10': {
    en: 'Whoever takes the carrier’s last NV point in melee takes a wound.',
    hu: 'Aki közelharcban elveszi a hordozó utolsó TÉ pontját, megsebesül.',
  },
  'HY-MUTATION-11': {
    en: 'No fighter loses more than one NV point to Purulent Excrescence in a game.',
    hu: 'A gennyes kinövés miatt senki sem veszíthet egynél több TÉ pontot egy játékban.',
  },
  'HY-MUTATION-12': {
    en: 'Steel Tendons only for a warrior whose printed NV is 3 or more, or whose NV left is, if the table says so.',
    hu: 'Acélinak csak legalább 3-as nyomtatott TÉ-jű harcos kaphat, vagy ha az asztal úgy dönt, akinek legalább 3 TÉ-je maradt.',
  },
  'HY-MUTATION-13': {
    en: 'Muscular Hypertrophy: +1 to the Offensive Combat value and +1 on Offensive Combat rolls.',
    hu: 'Izomtúltengés: +1 a Támadó harc értékére és +1 a Támadó harc dobásaira.',
  },
  'HY-MUTATION-14': {
    en: 'Biomechanical Shell: once per game, when he activates, he is safe from every wound until the end of the round.',
    hu: 'Biomechanikus páncél: játékonként egyszer, aktiválásakor, a kör végéig semmi sem sebezheti meg.',
  },
  // Aptitudes
  'HY-APT-01': {
    en: 'Aptitudes work alike for all who have them; no Mode or level grants one.',
    hu: 'A képességek mindenkinél egyformán működnek; mód vagy szint nem ad képességet.',
  },
  'HY-APT-02': {
    en: 'An optional aptitude works only when declared, and a declaration stands.',
    hu: 'A választható képesség csak bejelentve működik, és a bejelentés nem vonható vissza.',
  },
  'HY-APT-03': {
    en: 'Declared: Combined Attack, Sacrifice, Armour-Piercing Shot, the Infiltration move, Auras and Mutations. Automatic: all the others (a table may make each of them automatic, the Infiltration move aside).',
    hu: 'Bejelentendő: Kombinált Támadás, Áldozat, Páncéltörő lövés, a Beszivárgás mozgása, Aurák és Mutációk. Automatikus: az összes többi (egy asztal a Beszivárgás mozgásán kívül bármelyiket automatikussá teheti).',
  },
  'HY-APT-04': {
    en: 'Combined Attack/X: up to X in the game, one per round.',
    hu: 'Kombinált Támadás/X: a játék során legfeljebb X, körönként egy.',
  },
  'HY-APT-05': {
    en: 'Combined Attack: with a strike in Offensive Combat, at the enemy in contact being struck.',
    hu: 'Kombinált Támadás: Támadó harcban, csapással együtt, a csapott, érintkező ellenség ellen.',
  },
  'HY-APT-06': {
    en: 'Combined Attack: declared before the first roll of the activation.',
    hu: 'Kombinált Támadás: az aktiválás első dobása előtt kell bejelenteni.',
  },
  'HY-APT-07': {
    en: 'Combined Attack: spent without a roll if the strikes already killed the target.',
    hu: 'Kombinált Támadás: dobás nélkül elhasználódik, ha a csapások már megölték a célt.',
  },
  'HY-APT-08': {
    en: 'Combined Attack: one extra D10 against the printed NV, with no modifier at all.',
    hu: 'Kombinált Támadás: egy további k10 a nyomtatott TÉ ellen, semmilyen módosító nélkül.',
  },
  'HY-APT-09': {
    en: 'Combined Attack: a success deals 1 wound, a 1 deals 2.',
    hu: 'Kombinált Támadás: a siker 1 sebet, az 1-es 2 sebet okoz.',
  },
  'HY-APT-10': { en: 'The Combined Attack blow cannot be parried.', hu: 'A Kombinált Támadás nem hárítható.' },
  'HY-APT-11': {
    en: 'Aura/X: a square zone of radius X around the bearer; one Aura at a time.',
    hu: 'Aura/X: X sugarú négyzet alakú zóna a viselő körül; egyszerre egy Aura.',
  },
  'HY-APT-12': { en: 'Puny: cannot open doors.', hu: 'Apró: nem nyithat ajtót.' },
  'HY-APT-13': {
    en: 'Puny: no extra cost for diagonal steps past warriors, corners or open doors.',
    hu: 'Apró: az átlós lépés harcosok, sarkok vagy nyitott ajtók mellett nem kerül többe.',
  },
  'HY-APT-15': {
    en: 'Puny: hides only Puny warriors, and cannot be picked by Expert Firing behind another.',
    hu: 'Apró: csak apró harcost takar, és más mögül Szakértő Lövéssel nem választható célnak.',
  },
  'HY-APT-16': {
    en: 'Conviction: the leader is the Aura bearer with the highest Aura, then Rank, then current NV.',
    hu: 'Meggyőződés: a vezér a legmagasabb Aurájú aurás harcos, majd a Rang, majd a jelenlegi TÉ dönt.',
  },
  'HY-APT-17': {
    en: 'Conviction/X: within 8 squares of the leader, no sight needed, +X on Offensive and Defensive Combat rolls.',
    hu: 'Meggyőződés/X: a vezértől legfeljebb 8 mezőre, rálátás nélkül is, +X a Támadó és Védekező harc dobásaira.',
  },
  'HY-APT-18': {
    en: 'Conviction: once the leader is dead it works no more.',
    hu: 'Meggyőződés: a vezér halála után többé nem hat.',
  },
  'HY-APT-19': {
    en: 'Duellist/X: in Offensive Combat or Firing, a roll of X or less is a Perfect Success.',
    hu: 'Párbajhős/X: Támadó harcban vagy lövésnél az X vagy kisebb dobás Tökéletes Siker.',
  },
  'HY-APT-20': {
    en: 'Duellist does not help parries, traps or trapdoor jumps.',
    hu: 'A Párbajhős nem segít hárításnál, csapdánál, csapóajtó átugrásánál.',
  },
  'HY-APT-21': {
    en: 'Felon/X: +X more on a melee strike from the target’s rear.',
    hu: 'Orgyilkos/X: további +X a cél hátából indított csapásra.',
  },
  'HY-APT-22': {
    en: 'Frenzy/X: each enemy he kills in melee adds +X to his Offensive and Defensive Combat rolls for the game.',
    hu: 'Őrjöngés/X: minden közelharcban általa megölt ellenség +X-et ad Támadó és Védekező dobásaira a játék végéig.',
  },
  'HY-APT-23': {
    en: 'Frenzy counts only kills whose last wound he dealt himself.',
    hu: 'Az Őrjöngés csak azokat számolja, akiknek az utolsó sebét ő okozta.',
  },
  'HY-APT-24': {
    en: 'Brutish Strength/X: if any of his strikes in the activation succeeds, the target is pushed back once, after all of them (if the table so chooses, only when his side wants it).',
    hu: 'Nyers erő/X: ha az aktiválás bármely csapása sikerül, a célt egyszer visszalöki, az összes csapás után (ha az asztal így dönt, csak ha oldala akarja).',
  },
  'HY-APT-25': {
    en: 'Brutish Strength: X squares straight away from the attacker, without turning.',
    hu: 'Nyers erő: X mezőt egyenesen a támadótól el, fordulás nélkül.',
  },
  'HY-APT-26': {
    en: 'Brutish Strength: one wound for each square a wall, door, column or warrior keeps him from travelling.',
    hu: 'Nyers erő: minden olyan mezőért egy seb, amelyet fal, ajtó, oszlop vagy harcos miatt nem tud megtenni.',
  },
  'HY-APT-27': {
    en: 'Brutish Strength: a friend behind the target stops the push like a wall.',
    hu: 'Nyers erő: a cél mögött álló bajtárs falként állítja meg a lökést.',
  },
  'HY-APT-28': {
    en: 'Brutish Strength: open trapdoors and rockfall on the way work as usual.',
    hu: 'Nyers erő: az útba eső nyitott csapóajtó és omladék a szokásos módon hat.',
  },
  'HY-APT-29': {
    en: 'Mutation/X: up to X Mutation cards in the game; the aptitude alone gives none.',
    hu: 'Mutáció/X: a játék során legfeljebb X Mutációlap; a képesség önmagában nem ad egyet sem.',
  },
  'HY-APT-30': {
    en: 'Eye of the Lynx/X: sees and fires X squares farther.',
    hu: 'Hiúzszem/X: X mezővel messzebbre lát és lő.',
  },
  'HY-APT-31': {
    en: 'Eye of the Lynx adds X even to a shortened sight range.',
    hu: 'A Hiúzszem a csökkentett látótávolsághoz is hozzáadja X-et.',
  },
  'HY-APT-32': {
    en: 'Eye of the Lynx is always on: an enemy he sees even at the longer range forbids Skilled Firing.',
    hu: 'A Hiúzszem mindig működik: ha a megnövelt távolságon is lát ellenséget, nem választhat Képzett Lövést.',
  },
  'HY-APT-34': {
    en: 'Infiltration/X: at the end of every round he may move again with X points.',
    hu: 'Beszivárgás/X: minden kör végén ismét mozoghat X ponttal.',
  },
  'HY-APT-35': {
    en: 'Infiltration: during that move he keeps the Mode of his activation; in Offensive Combat he may close in and strike.',
    hu: 'Beszivárgás: e mozgás alatt megtartja aktiválásának módját; Támadó harcban odaléphet és csaphat.',
  },
  'HY-APT-36': {
    en: 'Several infiltrators move in the round’s activation order.',
    hu: 'Több beszivárgó a kör aktiválási sorrendjében mozog.',
  },
  'HY-APT-37': {
    en: 'Infiltration is lost for good once an enemy sees him (base contact counts).',
    hu: 'A Beszivárgás végleg elvész, amint egy ellenség meglátja (a talpérintkezés is látásnak számít).',
  },
  'HY-APT-38': {
    en: 'A warrior pinned by Skilled or Expert Move makes no Infiltration move.',
    hu: 'A Képzett vagy Szakértő Mozgással lekötött harcos nem mozoghat Beszivárgással.',
  },
  'HY-APT-39': {
    en: 'Prestige/X: +X on Offensive Combat, Defensive Combat and Firing rolls.',
    hu: 'Tekintély/X: +X a Támadó harc, Védekező harc és Lövés dobásaira.',
  },
  'HY-APT-40': { en: 'Prestige is lost at the first wound.', hu: 'A Tekintély az első sebbel elvész.' },
  'HY-APT-41': {
    en: 'Dorsal Protection/X: a melee strike at his rear gets no +1 and takes -X.',
    hu: 'Háti védelem/X: a hátába mért csapás nem kap +1-et, hanem -X-et kap.',
  },
  'HY-APT-42': {
    en: 'Dorsal Protection does nothing against shots.',
    hu: 'A Háti védelem lövés ellen nem véd.',
  },
  'HY-APT-43': {
    en: 'Sacrifice: in his own activation, in Basic Move, after moving, in contact with an enemy.',
    hu: 'Áldozat: saját aktiválásakor, Alap Mozgásban, a mozgás után, ellenséggel érintkezve.',
  },
  'HY-APT-44': {
    en: 'Sacrifice/X: the creature leaves the game and one enemy it touches, of its player’s choice, takes X wounds.',
    hu: 'Áldozat/X: a lény kiesik a játékból, és egy általa érintett, játékosa által választott ellenség X sebet kap.',
  },
  'HY-APT-45': { en: 'Sacrifice wounds cannot be parried.', hu: 'Az Áldozat sebei nem háríthatók.' },
  'HY-APT-46': {
    en: 'A Sacrifice earns no one an Action card and never brings First Blood.',
    hu: 'Az Áldozatért senki sem húz Akciókártyát, és sosem okoz első vért.',
  },
  'HY-APT-47': {
    en: 'Armour-Piercing Shot/X: once per round, after a hit, a second Firing roll at a warrior behind the first.',
    hu: 'Páncéltörő lövés/X: körönként egyszer, találat után, második Lövés dobás az első cél mögötti harcosra.',
  },
  'HY-APT-48': {
    en: 'Armour-Piercing Shot: the second warrior is seen past the first, within X of him, and no closer to the shooter.',
    hu: 'Páncéltörő lövés: a második harcos az első mögött látható, tőle legfeljebb X mezőre, és nincs közelebb a lövőhöz.',
  },
  'HY-APT-49': {
    en: 'Armour-Piercing Shot: no Action card reaches the second roll.',
    hu: 'Páncéltörő lövés: a második dobásra nem hat Akciókártya.',
  },
  'HY-APT-50': {
    en: 'Armour-Piercing Shot: no second shot past a Titan, or past a warrior in Defensive Combat who faces the shooter.',
    hu: 'Páncéltörő lövés: nincs második lövés Titán mögé, sem a lövő felé néző, Védekező harcban lévő harcos mögé.',
  },
  'HY-APT-52': {
    en: 'Titan: rockfall is an ordinary square for him, to cross, stop on, fire through or be pushed onto.',
    hu: 'Titán: az omladék számára közönséges mező; átkelhet rajta, megállhat rajta, átlőhet rajta, rálökve sem sebesül.',
  },
  'HY-APT-53': {
    en: 'Titan: +1 to shots at him, never more than +1 with a large base.',
    hu: 'Titán: +1 a rá leadott lövésekre, nagy talppal sem több +1-nél.',
  },
  'HY-APT-54': {
    en: 'Titan on a large base: no diagonal steps.',
    hu: 'Nagy talpú Titán: nem léphet átlósan.',
  },
  'HY-APT-55': {
    en: 'Titan on a large base: one free quarter turn on each square; a second turn there costs 1.',
    hu: 'Nagy talpú Titán: mezőnként egy ingyenes negyedfordulat; ugyanott a második 1 pontba kerül.',
  },
  'HY-APT-57': {
    en: 'Large-base Titans are not crossed by Novice Move (save by Titans), ignore Skilled and Expert Move, stop Armour-Piercing Shots.',
    hu: 'A nagy talpú Titánon nem lehet átkelni Kezdő Mozgással (csak Titánnak), nem hat rá Képzett és Szakértő Mozgás, megállítja a páncéltörő lövést.',
  },
  'HY-APT-58': {
    en: 'Velocity/X: shooters take -X against him; melee is not affected.',
    hu: 'Sebesség/X: a rá lövők -X-et kapnak; közelharcra nincs hatással.',
  },
  'HY-APT-59': {
    en: 'Velocity: crosses open trapdoors unhurt and rockfall at no extra cost, but cannot stop on them.',
    hu: 'Sebesség: sérülés nélkül kel át nyitott csapóajtón és többletköltség nélkül omladékon, de nem állhat meg rajtuk.',
  },
  'HY-APT-60': {
    en: 'Nullify/X (our sample reading): once a round, a test at exactly SL X against an enemy with a Mutation; on a success his last Mutation card is discarded.',
    hu: 'Semlegesítés/X (saját mintaolvasatunk): körönként egyszer, pontosan X sikerszintű próba egy Mutációt hordozó ellenfél ellen; siker esetén az utolsó Mutációkártyája a dobópakliba kerül.',
  },
};
