/** Every rule the events cite, in our own words: English and Hungarian. */
export const RULE_TEXTS: Readonly<Record<string, { readonly en: string; readonly hu: string }>> = {
  'HU-ACTION-01': {
    en: 'Without a card a character can still step 1 space, strike in melee at base To Hit 1, or Interact.',
    hu: 'Kártya nélkül is lehet 1 mezőt lépni, közelharcban 1-es alap találati értékkel ütni, vagy interakciót végezni.',
  },
  'HU-ACTION-04': {
    en: 'No more than two action cards count as actions in one turn; played cards go to the used pile.',
    hu: 'Egy körben legfeljebb két akciókártya számít akciónak; a kijátszott lapok a dobott lapok közé kerülnek.',
  },
  'HU-ACTION-05': {
    en: 'A blue-bottomed card can boost one activity of the card played with it, and is used up too.',
    hu: 'A kék aljú lap a vele együtt kijátszott kártya egy tevékenységét erősíti, és maga is elhasználódik.',
  },
  'HU-ACTION-10': {
    en: "A card's activities make one action; any of them may be left undone, the rest taken in the card's order.",
    hu: 'Egy kártya tevékenységei együtt egy akciót jelentenek; bármelyik kihagyható, a többi a kártyán álló sorrendben jön.',
  },
  'HU-ACTION-11': {
    en: "Red-bottomed cards answer enemies: they are played in the enemy phase, around an enemy's action.",
    hu: 'A piros aljú lapok az ellenfelekre felelnek: az ellenséges fázisban, egy ellenséges akció körül játszhatók ki.',
  },
  'HU-ACTION-17': {
    en: 'Turning in place is free at the start and end of an action and during a move.',
    hu: 'Helyben fordulni ingyenes egy akció elején és végén, valamint mozgás közben.',
  },
  'HU-ACTION-19': {
    en: 'A Morale token buys +1 To Hit, or +1 melee die, or +1 movement point, once.',
    hu: 'Egy Morál jelző egyszeri +1 találati értéket, +1 közelharci kockát vagy +1 mozgáspontot ad.',
  },
  'HU-AREA-02': {
    en: 'An Area attack hits a whole space in sight and range: everybody on it, friends as well.',
    hu: 'A területi támadás egy látott, elérhető mezőt ér: mindenkit rajta, a társakat is.',
  },
  'HU-AREA-03': {
    en: 'Everyone caught in an Area attack is rolled for separately and defends with Area dice.',
    hu: 'A területi támadás minden célpontjára külön dobunk, és mindegyik a területi védőkockáival véd.',
  },
  'HU-AREA-07': {
    en: 'A Hidden character standing on the struck space is left out of an Area attack.',
    hu: 'A megtámadott mezőn álló rejtőző szereplőt a területi támadás kihagyja.',
  },
  'HU-BASE-04': {
    en: 'Expanding a room lifts it one level, up to level 3.',
    hu: 'Egy terem bővítése egy szinttel emeli, legfeljebb a 3. szintig.',
  },
  'HU-BASE-05': {
    en: 'The price of an expansion is paid in full when the work starts.',
    hu: 'A bővítés árát a munka kezdetekor kell teljesen kifizetni.',
  },
  'HU-BASE-07': {
    en: 'An expansion of N days begun on day D is ready on day D + N.',
    hu: 'A D. napon kezdett, N napos bővítés a D + N. napon készül el.',
  },
  'HU-BASE-09': {
    en: 'One room expands one level at a time; different rooms may work in parallel.',
    hu: 'Egy terem egyszerre egy bővítést végezhet; különböző termek párhuzamosan dolgozhatnak.',
  },
  'HU-BASE-10': {
    en: 'Every character keeps a storeroom at the base with no limit on gear, modules or Fuel Cells.',
    hu: 'Minden szereplőnek saját raktára van a bázison, ahol a felszerelés, a modulok és az üzemanyagcellák száma korlátlan.',
  },
  'HU-BASE-11': {
    en: 'Storerooms can be used only while the party is at the base.',
    hu: 'A raktárak csak akkor használhatók, ha a csapat a bázison van.',
  },
  'HU-BASE-13': {
    en: 'Arriving at the base restores 1 Health to each character, waking the unconscious.',
    hu: 'A bázisra érve minden szereplő 1 Életerőt kap vissza, az eszméletlenek magukhoz térnek.',
  },
  'HU-CAMP-03': {
    en: 'Missions begin when a card sends the party on one.',
    hu: 'Küldetés akkor kezdődik, amikor egy kártya küldetésre küldi a csapatot.',
  },
  'HU-CAMP-05': {
    en: 'Play out every main-plot mission and win the last of them by day 56: the campaign is won.',
    hu: 'Ha a fő cselekmény minden küldetése lezajlott, és az utolsó az 56. napig sikerül, a hadjárat megnyerve.',
  },
  'HU-CAMP-06': {
    en: 'Reaching day 57 with the main plot unsolved loses the campaign.',
    hu: 'Ha az 57. nap megoldatlan fő cselekménnyel jön el, a hadjárat elveszett.',
  },
  'HU-CAMP-09': {
    en: 'Day 15 brings its fixed event once.',
    hu: 'A 15. nap egyszer hozza a maga rögzített eseményét.',
  },
  'HU-CAMP-10': {
    en: 'Day 28 brings one of three events, drawn at random, once.',
    hu: 'A 28. nap egyszer hoz egy véletlenül húzott eseményt a háromból.',
  },
  'HU-CAMP-11': {
    en: 'Several days pass one at a time, each with its start-of-day upkeep.',
    hu: 'Több nap egyenként telik el, mindegyik a maga reggeli teendőivel.',
  },
  'HU-CRAFT-01': {
    en: 'Building needs the blueprint and a room of the right kind and level.',
    hu: 'Az építéshez kell a tervrajz és a megfelelő fajtájú, szintű terem.',
  },
  'HU-CRAFT-02': {
    en: 'Blueprints are bought where a place sells them, or won on missions; building never uses one up.',
    hu: 'Tervrajzot ott lehet venni, ahol árulják, vagy küldetésen lehet nyerni; az építés sosem használja el.',
  },
  'HU-CRAFT-03': {
    en: 'Construction starts only at the base, with the blueprint and modules there.',
    hu: 'Építeni csak a bázison lehet, ha ott van a tervrajz és a modulok.',
  },
  'HU-CRAFT-04': {
    en: 'The modules a blueprint asks for are spent when building starts.',
    hu: 'A tervrajz által kért modulok az építés kezdetekor elfogynak.',
  },
  'HU-CRAFT-06': {
    en: 'Each room builds one piece at a time.',
    hu: 'Minden terem egyszerre egy darabot épít.',
  },
  'HU-CRAFT-07': {
    en: 'A construction advances a day at each dawn after it began.',
    hu: 'Az építés minden reggel egy nappal halad a kezdete után.',
  },
  'HU-CRAFT-08': {
    en: 'Finished gear waits in the storeroom of the character chosen for it.',
    hu: 'A kész felszerelés a kiválasztott szereplő raktárában várja.',
  },
  'HU-DIFF-01': {
    en: 'The campaign picks Normal, Professional or Master and may only go up a level, between missions. Professional enemies roll one more defence die; Master enemies also one more attack die.',
    hu: 'A hadjárat Normál, Profi vagy Mester fokozaton folyik, és csak felfelé, két küldetés között lehet fokozatot váltani. A Profi fokozaton az ellenség eggyel több védőkockával, Mester fokozaton eggyel több támadókockával is dob.',
  },
  'HU-DIFF-02': {
    en: 'Professional: each enemy defends with one die more in every category; its Mental value stays.',
    hu: 'Profi: minden ellenfél minden védekezésben eggyel több kockával véd; a mentális értéke nem változik.',
  },
  'HU-DIFF-04': {
    en: 'With Character Elimination, falling unconscious means death.',
    hu: 'Szereplő-kiesés változatban aki eszméletét vesztené, meghal.',
  },
  'HU-DIFF-06': {
    en: 'With Character Elimination, what a dead character carried is shared out among those still alive.',
    hu: 'Szereplő-kiesés változatban a halott szereplő holmiját az életben maradottak osztják szét egymás közt.',
  },
  'HU-ENEMY-02': {
    en: 'An enemy at 0 Health is gone at once, and whatever it was doing stops.',
    hu: 'A 0 Életerőre került ellenség azonnal kiesik, és amit épp csinált, elmarad.',
  },
  'HU-ENEMY-04': {
    en: 'Enemies act strongest printed Health first; the players settle ties.',
    hu: 'Az ellenségek a nyomtatott Életerő szerint, a legerősebbel kezdve cselekszenek; döntetlennél a játékosok döntenek.',
  },
  'HU-ENEMY-05': {
    en: 'Before each action the enemy picks its list: in melee, nearest character 1 away, or all 2 or more away.',
    hu: 'Minden akció előtt az ellenség kiválasztja a listáját: közelharcban, a legközelebbi szereplő 1 mezőre, vagy mindenki legalább 2 mezőre.',
  },
  'HU-ENEMY-07': {
    en: 'The enemy does the first entry of its list that it can; if none, the action is lost.',
    hu: 'Az ellenség a listája első végrehajtható sorát teszi meg; ha egyik sem megy, az akció elvész.',
  },
  'HU-ENEMY-10': {
    en: "Moving in order to shoot, an enemy stops short of characters' spaces.",
    hu: 'Ha lövés előtt mozog, az ellenség nem lép szereplő mezőjére.',
  },
  'HU-ENEMY-11': {
    en: 'Attack-then-retreat entries retreat only when that gains distance.',
    hu: 'A támad-majd-hátrál sorokban a hátrálás csak akkor történik meg, ha távolságot nyer.',
  },
  'HU-ENEMY-14': {
    en: "Moving to a target: the nearest character, then the shorter path, then the players' call.",
    hu: 'Célpont felé mozgás: a legközelebbi szereplő, aztán a rövidebb út, aztán a játékosok döntése.',
  },
  'HU-ENEMY-15': {
    en: 'Moving away: the end space farthest from the nearest character.',
    hu: 'Távolodás: az a végmező, amely a legközelebbi szereplőtől a legmesszebb van.',
  },
  'HU-ENEMY-16': {
    en: "A walking enemy that enters a character's space stops there in melee.",
    hu: 'A gyalogos ellenség, amely szereplő mezőjére lép, ott megáll és közelharcba kerül.',
  },
  'HU-ENEMY-17': {
    en: 'Equally good spaces or paths are left to the players (or to chance by option).',
    hu: 'Egyformán jó mezők vagy utak közül a játékosok választanak (vagy beállítás szerint a véletlen).',
  },
  'HU-ENEMY-20': {
    en: 'Shooting: the nearest character in sight and range; then the one with fewest defence dice; then chance.',
    hu: 'Lövés: a legközelebbi látott, elérhető szereplő; aztán akinek a legkevesebb védőkockája van; aztán a véletlen.',
  },
  'HU-ENEMY-21': {
    en: 'In melee the enemy strikes whoever has the fewest melee defence dice there.',
    hu: 'Közelharcban az ellenség azt üti, akinek ott a legkevesebb közelharci védőkockája van.',
  },
  'HU-ENEMY-22': {
    en: 'Enemy dice and To Hit come from its weapon table at the distance of the target.',
    hu: 'Az ellenség kockái és találati értéke a fegyvertáblájából jönnek, a célpont távolsága szerint.',
  },
  'HU-ENEMY-24': {
    en: 'An enemy hit wounds by successes minus shields, never less than 0.',
    hu: 'Az ellenséges találat sebzése a sikerek és pajzsok különbsége, de legalább 0.',
  },
  'HU-ENEMY-25': {
    en: 'A Parting Leap takes the enemy one space out of melee.',
    hu: 'Az elszakadó ugrás egy mezővel viszi ki az ellenséget a közelharcból.',
  },
  'HU-ENEMY-26': {
    en: 'The leap lands where the enemy is farthest from as many characters as possible.',
    hu: 'Az ugrás oda érkezik, ahol az ellenség a lehető legtöbb szereplőtől a legmesszebb van.',
  },
  'HU-ENEMY-28': {
    en: 'As an enemy leaps away, the strongest character in that melee may strike it first at To Hit 3.',
    hu: 'Amikor az ellenség elugrik, a közelharc legerősebb szereplője előbb 3-as találati értékkel megütheti.',
  },
  'HU-ENEMY-29': {
    en: 'A character leaping out of melee takes a strike from the enemy there with most melee dice.',
    hu: 'Aki kiugrik a közelharcból, azt az ottani legtöbb közelharci kockájú ellenség megüti.',
  },
  'HU-ENEMY-30': {
    en: 'Spiders that gain nothing by leaping shell their own space instead.',
    hu: 'A pókok, ha az ugrás nem hoz hasznot, a saját mezőjüket lövik.',
  },
  'HU-ENEMY-31': {
    en: 'Flyers pass freely over characters and obstacles; by default they never fight in melee and may fire at a figure right beneath them.',
    hu: 'A repülők szabadon átrepülnek szereplők és akadályok fölött; alapból sosem harcolnak közelharcban, és a közvetlenül alattuk állóra is lőhetnek.',
  },
  'HU-ENEMY-35': {
    en: 'Shooting into melee: the target defends as from the flank, and 6s hit the other figure.',
    hu: 'Közelharcba lőve a célpont oldalról véd, a hatosok a másik alakot találják.',
  },
  'HU-ENEMY-37': {
    en: 'An enemy walking onto a Hidden character finds them: no longer Hidden, and melee begins.',
    hu: 'Ha az ellenség rejtőző szereplő mezőjére lép, megtalálja: a rejtőzés véget ér, és közelharc kezdődik.',
  },
  'HU-ENEMY-38': {
    en: 'An enemy Area attack lands on the space of the character it would shoot.',
    hu: 'Az ellenséges területi támadás annak a szereplőnek a mezőjére esik, akit lőne.',
  },
  'HU-EVENT-02': {
    en: 'An over card at a place is read the moment the party arrives.',
    hu: 'Egy hely felső lapját azonnal el kell olvasni, amint a csapat odaér.',
  },
  'HU-EVENT-03': {
    en: 'Under cards may be turned over whenever the party likes while there.',
    hu: 'Az alsó lapokat a csapat tetszése szerint fordíthatja fel, amíg ott van.',
  },
  'HU-EVENT-05': {
    en: 'A card once turned over is carried out in full.',
    hu: 'A felfordított lapot végig kell hajtani.',
  },
  'HU-EVENT-07': {
    en: 'When a card is done it is kept, discarded or left face up as it says.',
    hu: 'Ha egy lap lezárult, a szövege szerint megtartjuk, eldobjuk vagy felfordítva hagyjuk.',
  },
  'HU-EVENT-08': {
    en: 'A card back may send the party to another card or straight to one of its options, and may set a job difficulty (1-3) or place a story token (I-V).',
    hu: 'A lap hátoldala másik laphoz vagy egyenesen annak egyik lehetőségéhez küldhet, megadhatja a megbízás nehézségét (1-3), vagy történetjelzőt (I-V) adhat.',
  },
  'HU-EVENT-09': {
    en: 'A cost or gain the card words for the whole party is paid or taken once, by the character the players pick.',
    hu: 'Amit a lap az egész csapatnak ír elő vagy ad, azt egyszer kell megfizetni vagy megkapni, annak a szereplőnek, akit a játékosok kijelölnek.',
  },
  'HU-EVENT-10': {
    en: '"This character" means only the character resolving the card.',
    hu: 'Az „ez a szereplő” csak a lapot végrehajtó szereplőt jelenti.',
  },
  'HU-EVENT-11': {
    en: 'Options with conditions need them met; Mandatory options cannot be avoided.',
    hu: 'A feltételes opciókhoz a feltételnek teljesülnie kell; a kötelező opció nem kerülhető el.',
  },
  'HU-EVENT-13': {
    en: 'Event tokens come in letters A-D, two of each, and block a card until a date.',
    hu: 'Az eseményjelzők A-D betűsek, mindből kettő, és egy lapot egy napig zárolnak.',
  },
  'HU-EVENT-14': {
    en: 'Each letter serves one block at a time.',
    hu: 'Minden betű egyszerre egy zárolást szolgál.',
  },
  'HU-EVENT-15': {
    en: 'Road and town cards come from their pile; the chosen option is read on the back.',
    hu: 'Az út- és városlapok a saját paklijukból jönnek; a választott opció a hátoldalon olvasható.',
  },
  'HU-GEAR-03': {
    en: 'Between missions the party may pass gear around freely, implants excepted.',
    hu: 'Küldetések között a csapat szabadon adhat-vehet felszerelést, az implantátumok kivételével.',
  },
  'HU-GEAR-06': {
    en: 'Gear effects last a number of turns; 12 means to the end of the mission.',
    hu: 'A felszerelés hatása adott számú körig tart; a 12 a küldetés végéig.',
  },
  'HU-GEAR-07': {
    en: 'Two-use gear is marked after its first use and gone after the second.',
    hu: 'A kétszer használható felszerelést az első használat után megjelöljük, a második után elfogy.',
  },
  'HU-GEAR-09': {
    en: 'Implants are fitted only where that service is sold, and cannot be traded.',
    hu: 'Implantátumot csak ott lehet beültetni, ahol ezt kínálják, és nem cserélhető.',
  },
  'HU-GEAR-10': {
    en: 'Additional Equipment works only from the blue slots, and these are few.',
    hu: 'A kiegészítő felszerelés csak a kék helyekről működik, és ezekből kevés van.',
  },
  'HU-GEAR-12': {
    en: "A trap is set with an Interact, on the character's own space.",
    hu: 'A csapdát interakcióval, a szereplő saját mezőjére lehet lerakni.',
  },
  'HU-GEAR-13': {
    en: 'A pressure plate arms when its owner steps off, then fires under whoever steps on.',
    hu: 'A nyomólapos csapda akkor élesedik, amikor a gazdája lelép róla; utána bárki alatt elsül, aki rálép.',
  },
  'HU-GEAR-14': {
    en: 'A detonator sets off remote traps whenever its holder wants, free of cost.',
    hu: 'A távirányító bármikor, ingyen robbantja a távoli csapdákat.',
  },
  'HU-GEAR-15': {
    en: "Traps laid before the mission may not go on an enemy's starting space.",
    hu: 'A küldetés előtt lerakott csapda nem kerülhet ellenség kezdőmezőjére.',
  },
  'HU-GEAR-27': {
    en: 'The Flame Thrower hits with every die but needs a Fuel Cell fed at the start of the turn.',
    hu: 'A lángszóró minden kockával talál, de a kör elején üzemanyagcellát kell beletölteni.',
  },
  'HU-GEAR-30': {
    en: 'Tracer Ammo: a wounding hit gives every character +1 To Hit on shots this turn.',
    hu: 'Nyomjelző lőszer: egy sebző találat után minden szereplő +1 találati értéket kap a lövéseire ebben a körben.',
  },
  'HU-GEAR-32': {
    en: 'Terror Generator: living enemies next to it must pass Mental defence to act or to come near.',
    hu: 'Rémületgenerátor: a mellette lévő élő ellenségnek mentális védekezés kell ahhoz, hogy cselekedjen vagy közel jöjjön.',
  },
  'HU-GEAR-33': {
    en: 'Sound Generator: the next enemy attack goes at it instead, and it is gone.',
    hu: 'Hanggenerátor: a következő ellenséges támadás helyette őt éri, és megsemmisül.',
  },
  'HU-GEAR-34': {
    en: 'Disruptor: enemies next to it shoot 2 spaces at most and move 1; it burns a Fuel Cell a turn.',
    hu: 'Zavaró: a mellette lévő ellenség legfeljebb 2 mezőre lő és 1-et lép; körönként egy üzemanyagcellát fogyaszt.',
  },
  'HU-GEAR-35': {
    en: 'Stimulant CAT: no night penalties while it lasts, then 1 Health lost.',
    hu: 'CAT stimuláns: amíg hat, nincs éjszakai hátrány, utána 1 Életerő elvész.',
  },
  'HU-GEAR-36': {
    en: 'Frag Grenade: an Area Attack at range 1, 5 dice against each figure on the space.',
    hu: 'Repeszgránát: területi támadás 1 mezőre, a mezőn mindenki ellen 5 kockával.',
  },
  'HU-GEAR-37': {
    en: 'Auto Med Kit: +1 Health at the start of each turn; good for two missions.',
    hu: 'Automata elsősegély-csomag: minden kör elején +1 Életerő; két küldetésre elég.',
  },
  'HU-GEAR-38': {
    en: 'Gear goes in or out of storage only at the base.',
    hu: 'Felszerelés csak a bázison tehető be a raktárba vagy vehető ki onnan.',
  },
  'HU-HEALTH-01': {
    en: 'At 0 Health a character is unconscious; Health stays between 0 and the maximum.',
    hu: '0 Életerőnél a szereplő eszméletlen; az Életerő 0 és a maximum között marad.',
  },
  'HU-HEALTH-02': {
    en: 'While anyone is unconscious between missions, time runs twice as fast.',
    hu: 'Amíg küldetések között valaki eszméletlen, az idő kétszer olyan gyorsan telik.',
  },
  'HU-HEALTH-04': {
    en: 'An unconscious character who must lose more Health costs the party extra days instead.',
    hu: 'Ha egy eszméletlen szereplőnek még Életerőt kellene vesztenie, helyette további napok telnek el.',
  },
  'HU-HEALTH-05': {
    en: 'Kits and injections may be used between missions at any time.',
    hu: 'Elsősegély-csomag és injekció küldetések között bármikor használható.',
  },
  'HU-HEALTH-06': {
    en: 'A healer at a place restores Health for Fuel Cells.',
    hu: 'Egy hely gyógyítója üzemanyagcellákért Életerőt ad vissza.',
  },
  'HU-HEALTH-07': {
    en: 'Resting takes two days (four if someone is unconscious).',
    hu: 'A pihenés két napig tart (négyig, ha valaki eszméletlen).',
  },
  'HU-HEALTH-09': {
    en: 'A poisoned character loses 1 Health each morning.',
    hu: 'A mérgezett szereplő minden reggel 1 Életerőt veszít.',
  },
  'HU-HEALTH-11': {
    en: 'Only an antidote or a specialist removes poison.',
    hu: 'A mérget csak ellenszer vagy szakember távolítja el.',
  },
  'HU-HEALTH-13': {
    en: 'Each morning every character eats 1 Food or loses 1 Health.',
    hu: 'Minden reggel minden szereplő megeszik 1 Élelmet, vagy 1 Életerőt veszít.',
  },
  'HU-HEALTH-14': {
    en: 'Food may be shared freely between missions.',
    hu: 'Az Élelem küldetések között szabadon megosztható.',
  },
  'HU-HIDE-01': {
    en: 'Hiding needs a card that allows it and no enemy seeing the character.',
    hu: 'Elrejtőzni olyan lappal lehet, amely megengedi, és csak ha egy ellenség sem látja a szereplőt.',
  },
  'HU-HIDE-04': {
    en: "A Hidden character in an enemy's sight may only Interact without being revealed.",
    hu: 'A látott rejtőző szereplő csak interakciót végezhet anélkül, hogy lelepleződne.',
  },
  'HU-HIDE-06': {
    en: 'Any attack ends hiding.',
    hu: 'Bármilyen támadás véget vet a rejtőzésnek.',
  },
  'HU-HIDE-08': {
    en: 'Open Ground reveals a Hidden character who steps onto it.',
    hu: 'A nyílt terep leleplezi a rálépő rejtőző szereplőt.',
  },
  'HU-INTERACT-02': {
    en: 'Reviving brings an unconscious friend on the same space to 1 Health; they sit out the turn.',
    hu: 'Az élesztés a mezőn fekvő eszméletlen társat 1 Életerőre hozza; ő ebben a körben nem cselekszik.',
  },
  'HU-INTERACT-03': {
    en: 'An Interact may take gear from an unconscious character on the same space.',
    hu: 'Interakcióval el lehet venni a felszerelést egy ugyanazon a mezőn fekvő eszméletlen szereplőtől.',
  },
  'HU-INTERACT-04': {
    en: 'One Interact lets two characters on a space swap any gear they like.',
    hu: 'Egy interakcióval két, egy mezőn álló szereplő tetszőleges felszerelést cserélhet.',
  },
  'HU-INTERACT-06': {
    en: 'Reloading readies a weapon that needs it.',
    hu: 'Az újratöltés harcképessé teszi az ezt igénylő fegyvert.',
  },
  'HU-INTERACT-07': {
    en: 'Healing by card needs the two on one space; Health goes up to the maximum.',
    hu: 'A kártyás gyógyításhoz a kettőnek egy mezőn kell állnia; az Életerő a maximumig nő.',
  },
  'HU-INTERACT-08': {
    en: 'Kits, injections, most grenades and traps each take an Interact to use.',
    hu: 'Elsősegély-csomag, injekció, a legtöbb gránát és a csapdák használata egy-egy interakció.',
  },
  'HU-INTERACT-09': {
    en: 'Taking gear out of a blue slot into its own slot is an Interact.',
    hu: 'Felszerelést kék helyről a saját helyére tenni interakció.',
  },
  'HU-MELEE-04': {
    en: "Melee To Hit: the card's value, the weapon, accessories, rain, cover and Morale.",
    hu: 'Közelharci találati érték: a lapé, plusz fegyver, kiegészítő, eső, fedezék és Morál.',
  },
  'HU-MELEE-10': {
    en: 'A Penalty Attack is a melee strike at base To Hit 3.',
    hu: 'A büntetőtámadás közelharci ütés 3-as alap találati értékkel.',
  },
  'HU-MENTAL-01': {
    en: 'Mental defence: one die, at or under the value resists.',
    hu: 'Mentális védekezés: egy kocka; az érték vagy kevesebb véd.',
  },
  'HU-MENTAL-06': {
    en: 'EMP: a target failing Mental defence is out this turn and the next.',
    hu: 'EMP: a mentális védekezést elvétő célpont ebben és a következő körben kiesik.',
  },
  'HU-MOVE-01': {
    en: 'Each step goes to one of eight neighbours for 1 point (2 onto a Vantage Point).',
    hu: 'Minden lépés a nyolc szomszéd egyikére visz 1 pontért (kilátópontra 2-ért).',
  },
  'HU-MOVE-05': {
    en: 'Stepping onto enemies starts melee with all of them and ends the move.',
    hu: 'Ellenségek mezőjére lépve mindegyikkel közelharc kezdődik, és a mozgás véget ér.',
  },
  'HU-MOVE-06': {
    en: 'Morale buys one more movement point (two tokens in heavy rain).',
    hu: 'Morálért egy további mozgáspont kapható (zivatarban két jelzőért).',
  },
  'HU-MOVE-09': {
    en: 'A character may walk off the board and is out of the mission.',
    hu: 'A szereplő lesétálhat a tábláról, és kikerül a küldetésből.',
  },
  'HU-MOVE-12': {
    en: 'Leaping out of melee ends it, but the enemy gets a strike first.',
    hu: 'A közelharcból kiugrás véget vet neki, de előbb az ellenség üthet.',
  },
  'HU-MSETUP-01': {
    en: 'Each mission deck holds exactly 25 cards the character may use.',
    hu: 'Minden küldetéspakli pontosan 25, a szereplő által használható lapból áll.',
  },
  'HU-MSETUP-02': {
    en: 'Each character picks the 5 starting cards; the rest is shuffled.',
    hu: 'Minden szereplő maga választja az 5 kezdőlapot; a többit megkeverjük.',
  },
  'HU-MSETUP-06': {
    en: 'Characters start anywhere in the deployment zone, facing any way.',
    hu: 'A szereplők a felállítási zónában bárhol, bármerre fordulva kezdenek.',
  },
  'HU-MSETUP-11': {
    en: 'A mission ends as soon as its goal is met, or after its last turn.',
    hu: 'A küldetés véget ér, amint a célja teljesül, vagy az utolsó köre után.',
  },
  'HU-PLAYERS-01': {
    en: 'One to four players; a lone player runs two characters.',
    hu: 'Egy-négy játékos; az egyedül játszó két szereplőt irányít.',
  },
  'HU-PLAYERS-02': {
    en: 'The players sit in a fixed order around the table, which the share-out of spoils follows.',
    hu: 'A játékosok rögzített sorrendben ülnek az asztal körül; a zsákmány elosztása ezt a sorrendet követi.',
  },
  'HU-PLAYERS-03': {
    en: "A leaving player's character is taken over, or leaves its things to another.",
    hu: 'A távozó játékos szereplőjét más veszi át, vagy a holmiját másra hagyja.',
  },
  'HU-PLAYERS-04': {
    en: "A newcomer starts at the party's lowest level with that character's spare XP.",
    hu: 'Az újonnan érkező a csapat legalacsonyabb szintjén, annak a szereplőnek a fel nem használt tapasztalatával kezd.',
  },
  'HU-RANGED-04': {
    en: "Shooting To Hit: the card's value, the weapon column, accessories and conditions.",
    hu: 'Lövés találati értéke: a lapé, plusz a fegyveroszlop, kiegészítők és körülmények.',
  },
  'HU-RANGED-08': {
    en: 'Each shield stops one success; what is left wounds.',
    hu: 'Minden pajzs egy sikert véd ki; ami marad, sebez.',
  },
  'HU-RANGED-10': {
    en: 'Full-auto fire may hit two enemies on one space, at -1 To Hit.',
    hu: 'Sorozatlövés egy mezőn két ellenséget is érhet, -1 találati értékkel.',
  },
  'HU-RANGED-13': {
    en: 'Shooting into melee: every 6 rolled hits the character there instead.',
    hu: 'Közelharcba lőve minden dobott hatos az ott álló szereplőt találja.',
  },
  'HU-SHEET-01': {
    en: 'A character sheet gives the class its Strength, Persuasion, starting Morale, gear, Food, Health and slots.',
    hu: 'A szereplőlap adja meg a kaszt Erejét, Meggyőzését, kezdő Morálját, felszerelését, Élelmét, Életerejét és helyeit.',
  },
  'HU-SHEET-04': {
    en: 'A character carries at most six modules for each blue slot that holds no gear; any more go into his storeroom at the base, to a teammate, or away.',
    hu: 'Egy szereplő minden felszerelés nélküli kék helyén legfeljebb hat modult vihet; a többi a bázison a raktárába, egy társához kerül, vagy eldobja.',
  },
  'HU-SHEET-06': {
    en: 'Only one Armor can be worn.',
    hu: 'Csak egy páncél viselhető.',
  },
  'HU-SHEET-08': {
    en: 'Weapons fill 1, 2 or 3 weapon slots by size; the sheet limits the total.',
    hu: 'A fegyverek méretük szerint 1, 2 vagy 3 helyet foglalnak; a lap korlátozza az összeget.',
  },
  'HU-SHEET-09': {
    en: 'A character has one to four weapon accessory slots, as the sheet says.',
    hu: 'Egy szereplőnek egy-négy fegyverkiegészítő helye van, ahogy a lapja mondja.',
  },
  'HU-SHEET-10': {
    en: 'A character never has more implants than the sheet allows.',
    hu: 'Egy szereplőnek soha nincs több implantátuma, mint amit a lapja enged.',
  },
  'HU-SHEET-14': {
    en: 'Every character in a party is of a different class.',
    hu: 'A csapatban minden szereplő más kasztú.',
  },
  'HU-TERRAIN-05': {
    en: 'Climbing onto a Vantage Point costs 2 points.',
    hu: 'Kilátópontra felmászni 2 pontba kerül.',
  },
  'HU-TERRAIN-06': {
    en: 'Cover makes any attack on that space 1 harder.',
    hu: 'A fedezék minden arra a mezőre irányuló támadást 1-gyel nehezít.',
  },
  'HU-TERRAIN-07': {
    en: 'A finding is picked up with an Interact.',
    hu: 'A leletet interakcióval lehet felvenni.',
  },
  'HU-TERRAIN-09': {
    en: 'Explosives hit by a shot blow up: 6 hits on everyone there, then smoke.',
    hu: 'A eltalált robbanóanyag felrobban: 6 találat mindenkire ott, aztán füst.',
  },
  'HU-TERRAIN-10': {
    en: 'Combustibles hit by a shot burn: 3 hits with no defence.',
    hu: 'Az eltalált gyúlékony anyag lángra kap: 3 találat védekezés nélkül.',
  },
  'HU-TERRAIN-11': {
    en: 'Chemicals hit by a shot spill: 2 hits on people and living things.',
    hu: 'Az eltalált vegyszer kiömlik: 2 találat az élőlényekre.',
  },
  'HU-TIME-06': {
    en: 'In heavy rain Morale costs twice as much.',
    hu: 'Zivatarban a Morál kétszer annyiba kerül.',
  },
  'HU-TIME-07': {
    en: 'Heavy rain makes attacks 1 harder.',
    hu: 'A zivatar 1-gyel nehezíti a támadásokat.',
  },
  'HU-TRAVEL-03': {
    en: 'From a location the party may go to any location or a site of its own.',
    hu: 'Egy helyszínről a csapat bármely helyszínre vagy a saját színterei egyikére mehet.',
  },
  'HU-TRAVEL-04': {
    en: 'From a site the party goes to a sibling site or back to its location.',
    hu: 'Egy színtérről a csapat egy testvér színtérre vagy vissza a helyszínre mehet.',
  },
  'HU-TRAVEL-05': {
    en: 'Every journey rolls a defence die; a shield means an encounter card.',
    hu: 'Minden utazásnál dobunk egy védőkockával; a pajzs találkozáslapot jelent.',
  },
  'HU-TRAVEL-06': {
    en: "Road cards come from the pile of the destination's zone.",
    hu: 'Az útlapok a cél zónájának paklijából jönnek.',
  },
  'HU-TRAVEL-08': {
    en: 'A journey: days pass, the encounter roll, then arrival.',
    hu: 'Utazás: telnek a napok, jön a találkozásdobás, aztán a megérkezés.',
  },
  'HU-TRAVEL-09': {
    en: 'Places sell and buy gear and services for Fuel Cells.',
    hu: 'A helyek üzemanyagcelláért adnak és vesznek felszerelést és szolgáltatást.',
  },
  'HU-TRAVEL-10': {
    en: "A working day pays the place's wage.",
    hu: 'Egy munkanap a hely bérét hozza.',
  },
  'HU-TRAVEL-11': {
    en: 'Fuel Cells are the money everywhere.',
    hu: 'Az üzemanyagcella mindenhol fizetőeszköz.',
  },
  'HU-TURN-01': {
    en: 'A mission runs in numbered turns: setup, characters, then enemies.',
    hu: 'A küldetés számozott körökben zajlik: előkészület, szereplők, majd ellenségek.',
  },
  'HU-TURN-03': {
    en: 'Characters act one after another in an order the players choose.',
    hu: 'A szereplők egymás után, a játékosok által választott sorrendben cselekszenek.',
  },
  'HU-TURN-04': {
    en: 'A character draws up to 5 cards, takes up to two actions, and is done.',
    hu: 'A szereplő 5 lapig húz, legfeljebb két akciót tesz, és végez.',
  },
  'HU-TURN-06': {
    en: 'An action may be given up to swap one card from hand.',
    hu: 'Egy akcióról lemondva egy kézben lévő lap cserélhető.',
  },
  'HU-TURN-08': {
    en: 'When every character has acted, the enemies take their turn.',
    hu: 'Ha minden szereplő sorra került, az ellenségek következnek.',
  },
  'HU-TURN-10': {
    en: 'After the last enemy of the last turn the mission is decided.',
    hu: 'Az utolsó kör utolsó ellensége után eldől a küldetés.',
  },
  'HU-TURN-11': {
    en: 'An empty draw pile is refilled by shuffling the used cards.',
    hu: 'Az üres húzópaklit a dobott lapok megkeverésével töltjük fel.',
  },
  'HU-XP-01': {
    en: 'Experience comes from missions and from cards.',
    hu: 'Tapasztalat küldetésekből és kártyákból jön.',
  },
  'HU-XP-02': {
    en: 'Levelling up spends the experience the next level costs.',
    hu: 'A szintlépés elkölti a következő szint árát tapasztalatban.',
  },
  'HU-XP-03': {
    en: 'Each level-up is one level; several may follow one another.',
    hu: 'Minden szintlépés egy szint; több is jöhet egymás után.',
  },
  'HU-XP-04': {
    en: 'A new level adds 1 to maximum Health and keeps the wounds; a character at 0 stays down.',
    hu: 'Az új szint 1-gyel növeli a legnagyobb Életerőt, a sebek maradnak; a 0-n álló szereplő nem kel fel.',
  },
  'HU-XP-05': {
    en: 'Each new level offers 7 cards, of which exactly 4 are kept.',
    hu: 'Minden új szint 7 lapot kínál, ebből pontosan 4 marad meg.',
  },
  'HU-XP-07': {
    en: 'A card goes in a deck only at or above its level.',
    hu: 'Egy lap csak a szintjén vagy afölött kerülhet pakliba.',
  },
  'HU-XP-08': {
    en: 'Experience is spent only between missions.',
    hu: 'Tapasztalat csak küldetések között költhető.',
  },
  'HU-XP-09': {
    en: 'After a mission, wounds, findings and rewards carry over.',
    hu: 'Küldetés után a sebek, leletek és jutalmak megmaradnak.',
  },
  'HU-XP-10': {
    en: 'What the party gains is shared out as the players wish.',
    hu: 'A csapat zsákmányát a játékosok tetszés szerint osztják el.',
  },
  'HU-XP-11': {
    en: 'In a draft the best persuader picks first, then each character in seat order takes one item in turn until the pool runs dry.',
    hu: 'Sorban választáskor a legjobb rábeszélő kezd, aztán ülésrend szerint mindenki egy-egy tételt vesz el, amíg el nem fogy.',
  },
};
