/**
 * The rules that are not about cards or aptitudes, in our own words, by checklist ID, in English
 * and Hungarian (what a player reads when he clicks a rule ID in the log), and refused choices in
 * words by reason code.
 */
import type { Locale, Violation } from '@skirmish/core';

type Text = { readonly en: string; readonly hu: string };

export const RULE_TEXTS: Readonly<Record<string, Text>> = {
  'HY-ACT-01': {
    en: 'Each round opens with both players rolling a D10; the lower roll wins, and a tie is rolled again.',
    hu: 'Minden kör azzal kezdődik, hogy mindkét játékos dob egy D10-zel; a kisebb dobás nyer, döntetlennél újra dobnak.',
  },
  'HY-ACT-02': {
    en: 'Whoever wins the Activation Roll decides which side activates first this round.',
    hu: 'Az Aktiválási Dobás győztese dönti el, melyik fél aktivál először ebben a körben.',
  },
  'HY-ACT-04': {
    en: 'Both players number their warriors for the round in secret, 1 upwards, each number once.',
    hu: 'Mindkét játékos titokban megszámozza harcosait a körre, 1-től felfelé, minden számot egyszer.',
  },
  'HY-ACT-07': {
    en: 'Activations take turns: the first side’s number 1, the other side’s number 1, then both number 2s, and so on.',
    hu: 'Az aktiválások váltakoznak: a kezdő fél 1-es harcosa, a másik fél 1-ese, aztán a két 2-es, és így tovább.',
  },
  'HY-ACT-11': {
    en: 'A warrior’s turn lasts until everything he does is finished; only then does the next warrior start.',
    hu: 'Egy harcos köre addig tart, amíg minden tette be nem fejeződik; csak ezután kezd a következő.',
  },
  'HY-ACT-13': {
    en: 'Once every warrior has had his turn, the end-of-round moves follow in activation order, and the round is over.',
    hu: 'Ha minden harcos sorra került, jönnek a kör végi mozgások aktiválási sorrendben, és a kör véget ér.',
  },
  'HY-ACT-14': {
    en: 'Every round has its own Activation Roll and its own freely chosen order of warriors.',
    hu: 'Minden körnek saját Aktiválási Dobása és szabadon választott harcos-sorrendje van.',
  },
  'HY-COUNTER-02': {
    en: 'A warrior ending his turn on an Event counter may turn it over; it takes effect at once.',
    hu: 'Az Eseményjelzőn kört záró harcos felfordíthatja a jelzőt; hatása azonnal érvényesül.',
  },
  'HY-COUNTER-08': {
    en: 'A side has ten Activation counters: at most ten of its warriors act in one round.',
    hu: 'Egy félnek tíz Aktiválási jelzője van: egy körben legfeljebb tíz harcosa cselekszik.',
  },
  'HY-DOOR-02': {
    en: 'Standing next to a closed door that is not behind him, a warrior may open it while moving: 1 MP, or free in Moving Mode.',
    hu: 'Zárt ajtó mellett állva, ha az nincs a háta mögött, a harcos mozgás közben kinyithatja: 1 MP, Mozgás módban ingyenes.',
  },
  'HY-DOOR-04': {
    en: 'Closing a door works the same way and costs the same; nobody may be standing in the doorway.',
    hu: 'Az ajtó bezárása ugyanígy megy és ugyanannyiba kerül; senki sem állhat az ajtónyílásban.',
  },
  'HY-DOOR-06': {
    en: 'Puny warriors can never open doors; the table decides whether they may close them.',
    hu: 'A Csenevész harcosok sosem nyithatnak ajtót; az asztal dönti el, bezárhatják-e.',
  },
  'HY-DOOR-11': {
    en: 'Doors change only when a warrior works them or a mission rule or card says so; in the Prison, Ambrosius opening his cell unlocks them all.',
    hu: 'Az ajtók csak harcos, küldetésszabály vagy kártya révén változnak; a Börtönben mindet feloldja, ha Ambrosius kinyitja a cellája ajtaját.',
  },
  'HY-END-01': {
    en: 'The first side to carry out all of its mission objectives wins.',
    hu: 'Az a fél nyer, amelyik elsőként teljesíti minden küldetéscélját.',
  },
  'HY-END-02': {
    en: 'If the game ends with neither side’s objectives all done, it is a draw.',
    hu: 'Ha a játék úgy ér véget, hogy egyik fél sem teljesítette minden célját, döntetlen.',
  },
  'HY-END-05': {
    en: 'A side with no warriors left ends the game at once; objectives decide, unless the table plays “annihilation wins”.',
    hu: 'Ha egy félnek nem marad harcosa, a játék azonnal véget ér; a célok döntenek, hacsak az asztal nem a „megsemmisítés nyer” szabállyal játszik.',
  },
  'HY-FACE-04': {
    en: 'A warrior in Offensive Combat may turn for free to face the enemy in contact he strikes.',
    hu: 'Támadó Harcban a harcos ingyen szembefordulhat a vele érintkező ellenféllel, akit megüt.',
  },
  'HY-GEN-03': {
    en: 'A warrior whose Natural Value falls to 0 is eliminated and leaves the board.',
    hu: 'Akinek Természetes Értéke 0-ra csökken, kiesik és lekerül a tábláról.',
  },
  'HY-MISSION-01': {
    en: 'An army’s Ranks may add up to the mission’s Rank Total at most; two Rank 0 warriors count as one.',
    hu: 'A sereg Rangjainak összege legfeljebb a küldetés Rangösszege lehet; két 0-s Rangú harcos egynek számít.',
  },
  'HY-MISSION-02': {
    en: 'An army may not have more warriors than the mission allows.',
    hu: 'A seregben nem lehet több harcos, mint amennyit a küldetés megenged.',
  },
  'HY-MISSION-07': {
    en: 'In the Scarlet Hive a D10 is rolled for every trapdoor each round: odd opens it, even shuts it; an occupied trapdoor stays open.',
    hu: 'A Skarlát Kaptárban minden körben minden csapóajtóra dobnak egy D10-zel: páratlan kinyitja, páros bezárja; a foglalt csapóajtó nyitva marad.',
  },
  'HY-MISSION-09': {
    en: 'In the Prison, once Ambrosius himself opens his cell door every locked door unlocks; no one else’s opening does.',
    hu: 'A Börtönben, amint maga Ambrosius kinyitja a cellája ajtaját, minden zárt ajtó feloldódik; más nyitása ezt nem teszi.',
  },
  'HY-MISSION-11': {
    en: 'In the Prison a D10 each round (or, if the table says so, at each activation) picks the tile where rocks fall (1-7); 8 or 9 rolls again, 10 drops nothing.',
    hu: 'A Börtönben körönként (vagy ha az asztal úgy dönt, minden aktiváláskor) egy D10 választja ki, melyik lapra hullik kő (1-7); 8 vagy 9 újradobás, 10-nél semmi sem esik.',
  },
  'HY-MISSION-12': {
    en: 'In round 5 of Prowlers! the player who carried out Objective 1 rolls a D10.',
    hu: 'A Portyázók! 5. körében az dob D10-zel, aki az 1. célt teljesítette.',
  },
  'HY-MISSION-03': {
    en: 'A mission may last a set number of rounds; the game ends after the last one (ten when the mission gives none).',
    hu: 'A küldetés meghatározott számú körig tarthat; a játék az utolsó után véget ér (ha nem ad meg, tíz kör).',
  },
  'HY-MODE-03': {
    en: 'At the start of his turn a warrior picks one Action Mode and keeps it all turn.',
    hu: 'A harcos köre elején egy Akciómódot választ, és egész körében megtartja.',
  },
  'HY-MODE-05': {
    en: 'The attack level is named after moving, before cards and dice.',
    hu: 'A támadás szintjét mozgás után, kártyák és dobás előtt kell bemondani.',
  },
  'HY-MODE-08': {
    en: 'When the cards push the Mode value under the level named, the attacker names again a level the value reaches.',
    hu: 'Ha a kártyák után a Mód értéke a bemondott szint alá kerül, a támadó újra bemond egy szintet, amelyet az érték elér.',
  },
  'HY-MODE-DC-01': {
    en: 'A warrior in Defensive Combat may move, then his turn ends and he stands on guard.',
    hu: 'Védekező Harcban a harcos mozoghat, aztán köre véget ér, és őrállásba kerül.',
  },
  'HY-MODE-DC-03': {
    en: 'Against each attack the guarding warrior picks his parry level once the attacker has named his.',
    hu: 'Minden támadás ellen az őrálló harcos azután választja meg hárítási szintjét, hogy a támadó bemondta a sajátját.',
  },
  'HY-MODE-DC-04': {
    en: 'Any wound ends Defensive Combat, except in Heroic Parry.',
    hu: 'Bármilyen seb véget vet a Védekező Harcnak, kivéve a Hősi Hárítást.',
  },
  'HY-MODE-DC-06': {
    en: 'The parry is rolled only against a hit; a successful parry cancels the whole attack.',
    hu: 'Hárítani csak találat ellen kell dobni; a sikeres hárítás az egész támadást semmissé teszi.',
  },
  'HY-MODE-DC-08': {
    en: 'Novice Parry in melee: an attacker’s Critical Failure or the defender’s Perfect Success costs the attacker a wound.',
    hu: 'Kezdő Hárítás közelharcban: a támadó Kritikus Kudarca vagy a védő Tökéletes Sikere egy sebet okoz a támadónak.',
  },
  'HY-MODE-DC-09': {
    en: 'Skilled Parry in melee: a successful parry is followed at once by a Basic Strike back.',
    hu: 'Ügyes Hárítás közelharcban: a sikeres hárítást azonnal egy Alap Csapás követi visszafelé.',
  },
  'HY-MODE-F-14': {
    en: 'Skilled Firing may be taken only with no enemy in sight or in contact; the warrior then lies in wait.',
    hu: 'Ügyes Lövést csak akkor lehet választani, ha nincs látható vagy érintkező ellenfél; a harcos ekkor lesben áll.',
  },
  'HY-MODE-F-16': {
    en: 'Lying in wait ends when the warrior moves, changes Mode, is wounded, or an enemy stops in contact with him.',
    hu: 'A les véget ér, ha a harcos mozog, módot vált, megsebesül, vagy ellenfél áll meg vele érintkezve.',
  },
  'HY-MODE-F-17': {
    en: 'An enemy who comes into sight of a warrior lying in wait is shot at once, in the middle of what he was doing.',
    hu: 'A lesben álló harcos látóterébe lépő ellenfélre azonnal lő, bármit csinált is az éppen.',
  },
  'HY-MODE-F-24': {
    en: 'On a Skilled Firing ambush shot the shooter’s player may back the roll with one Action card at most; the player of the warrior shot at may answer with several.',
    hu: 'Az Ügyes Lövés lesből leadott lövésénél a lövő játékosa legfeljebb egy Akciókártyával segítheti a dobást; a célba vett harcos játékosa többel is felelhet.',
  },
  'HY-MODE-F-28': {
    en: 'Heroic Firing makes two shots, announced together, at one target or two. Each Action card backs one of them; the opponent answers with one card at most, against one shot.',
    hu: 'A Hősi Lövés két lövés, egyszerre bejelentve, egy vagy két célpontra. Minden Akciókártya az egyiket segíti; az ellenfél legfeljebb egy lappal felel, egyetlen lövés ellen.',
  },
  'HY-MODE-F-29': {
    en: 'A shot that hits deals a wound, two on a Perfect Success.',
    hu: 'A talált lövés egy sebet okoz, Tökéletes Sikernél kettőt.',
  },
  'HY-MODE-MV-08': {
    en: 'Skilled Move: reaching an enemy after moving at least one square pins him where he stands for the rest of the round.',
    hu: 'Ügyes Mozgás: ha legalább egy mező után ellenfélhez ér, az a kör végéig nem mozdulhat.',
  },
  'HY-MODE-MV-10': {
    en: 'Expert Move pins like Skilled Move, and its victim also rolls at -2 and cannot use Moving Mode this round.',
    hu: 'A Mesteri Mozgás úgy köt le, mint az Ügyes, és áldozata -2-vel dob és nem használhat Mozgás módot e körben.',
  },
  'HY-MODE-MV-12': {
    en: 'Master Move: whoever shoots at the warrior or strikes him rolls at -2 until the round ends, or until his next activation if the table so chooses.',
    hu: 'A Mozgás 5. szintje: aki a harcosra lő vagy lesújt, -2-vel dob a kör végéig, vagy ha az asztal így dönt, a harcos következő aktiválásáig.',
  },
  'HY-MODE-MV-13': {
    en: 'Heroic Move: at the end of the round the warrior moves again with as many MP as his current NV, unless pinned.',
    hu: 'Hősi Mozgás: a kör végén a harcos ismét mozog annyi MP-vel, amennyi jelenlegi TÉ-je, ha nincs lekötve.',
  },
  'HY-MODE-OC-02': {
    en: 'Basic Strike: one roll; a hit deals a wound, two on a Perfect Success, unless parried.',
    hu: 'Alap Csapás: egy dobás; a találat egy sebet okoz, Tökéletes Sikernél kettőt, ha nem hárítják.',
  },
  'HY-MODE-OC-04': {
    en: 'Skilled Strike’s second roll: the table decides whether a parried first hit still earns it.',
    hu: 'Az Ügyes Csapás második dobása: az asztal dönti el, jár-e hárított első találat után is.',
  },
  'HY-MODE-OC-05': {
    en: 'Skilled Strike’s second roll: no Action-card points from either side, unless the table lets the first roll’s points carry over.',
    hu: 'Az Ügyes Csapás második dobása: egyik fél Akciókártyájának pontjai sem számítanak, hacsak az asztal nem viszi át rá az első dobásét.',
  },
  'HY-MODE-OC-11': {
    en: 'A parried attack deals no wound at all, extra wounds included.',
    hu: 'A hárított támadás semmilyen sebet nem okoz, a többletsebeket sem.',
  },
  'HY-MOVE-10': {
    en: 'The first quarter turn of a movement is free, each later one 1 MP; a 1x2 base turns about its rear square, or about its front one if the table says so, onto free squares only.',
    hu: 'Egy mozgás első negyedfordulata ingyenes, minden további 1 MP; az 1×2-es talp a hátsó mezője körül fordul, vagy ha az asztal így dönt, az első körül, és csak szabad mezőkre.',
  },
  'HY-MOVE-11': {
    en: 'An about-face costs 1 MP; the table may count it as two quarter turns instead.',
    hu: 'A hátraarc 1 MP; az asztal két negyedfordulatnak is számíthatja.',
  },
  'HY-MOVE-14': {
    en: 'A diagonal step backwards costs 2 MP like a retreat, plus the surcharge past corners and models; the table may price it as any diagonal, 1 MP.',
    hu: 'A hátrafelé tett átlós lépés a hátráláshoz hasonlóan 2 MP, sarkok és alakok mellett a felárral; az asztal bármely átlóként, 1 MP-ért is számíthatja.',
  },
  'HY-MOVE-24': {
    en: 'A warrior spends at most his current Movement in a turn (2 more in Basic Move); points left over are lost.',
    hu: 'A harcos egy körben legfeljebb jelenlegi Mozgását költheti (Alap Mozgásban 2-vel többet); a maradék elvész.',
  },
  'HY-MOVE-26': {
    en: 'A warrior pinned by Skilled or Expert Move cannot move until the round ends.',
    hu: 'Az Ügyes vagy Mesteri Mozgással lekötött harcos a kör végéig nem mozoghat.',
  },
  'HY-OBJ-04': {
    en: 'A warrior on an Objective counter may turn to any facing for free.',
    hu: 'A célmezőn álló harcos ingyen bármerre fordulhat.',
  },
  'HY-OBJ-05': {
    en: 'A carried-out Objective counter leaves the game and the mission’s consequence follows.',
    hu: 'A teljesített célzseton kikerül a játékból, és bekövetkezik a küldetés szerinti következmény.',
  },
  'HY-OBJ-07': {
    en: 'An Objective may be carried out in any Mode, also instead of attacking.',
    hu: 'Célt bármelyik módban lehet teljesíteni, támadás helyett is.',
  },
  'HY-ROLL-06': {
    en: 'One die succeeds with a chance of the Success Level in tenths, never below 1 or above 9.',
    hu: 'Egy kocka sikerének esélye a Sikerszint tizedrésze, legalább 1, legfeljebb 9 tized.',
  },
  'HY-ROLL-08': {
    en: 'A Perfect Success on an attack deals one extra wound.',
    hu: 'A támadás Tökéletes Sikere egy plusz sebet okoz.',
  },
  'HY-ROLL-09': {
    en: 'With 2D10 both dice are rolled and one of them counts: the lower, or, if the table so chooses, the one the roller picks when the two would give different results.',
    hu: 'Két kockánál (2D10) mindkettővel dobnak, és egyikük számít: az alacsonyabb, vagy ha az asztal így dönt, az, amelyiket a dobó választja, ha a kettő más eredményt adna.',
  },
  'HY-SETUP-10': {
    en: 'A player may once send back his four opening Action cards and draw three, which he must keep.',
    hu: 'A játékos egyszer visszaadhatja négy kezdő Akciókártyáját, és hármat húz helyettük, amelyeket meg kell tartania.',
  },
  'HY-SETUP-12': {
    en: 'A warrior with no zone for his Rank deploys in the next higher Rank’s zone, or next to it when full.',
    hu: 'Akinek Rangjához nincs zóna, a következő magasabb Rang zónájában áll fel, ha az tele van, mellette.',
  },
  'HY-TERRAIN-04': {
    en: 'A warrior pushed onto rockfall takes a wound, unless he is a Titan.',
    hu: 'Omladékra lökött harcos sebet kap, hacsak nem Titán.',
  },
  'HY-TRAP-02': {
    en: 'Crossing an open trapdoor costs 1 MP more and a Natural Roll.',
    hu: 'Nyitott csapóajtón átkelni 1 MP-vel többe kerül, és Természetes Dobás kell hozzá.',
  },
  'HY-TRAP-04': {
    en: 'A failed trapdoor roll costs a wound; the warrior climbs out and may go on with the points he has left.',
    hu: 'A sikertelen csapóajtó-dobás egy sebbe kerül; a harcos kimászik és maradék pontjaival továbbmehet.',
  },
  'HY-TRAP-05': {
    en: 'A warrior standing on a trapdoor when it opens takes a wound.',
    hu: 'Aki csapóajtón áll, amikor az kinyílik, sebet kap.',
  },
  'HY-TRAP-06': {
    en: 'Ending a move on an open trapdoor costs a wound.',
    hu: 'Nyitott csapóajtón befejezett mozgás egy sebbe kerül.',
  },
  'HY-TRAP-07': {
    en: 'Pushed onto an open trapdoor, a warrior falls in: a wound for every square of the push left, and one for the fall.',
    hu: 'Nyitott csapóajtóra lökve a harcos beleesik: minden el nem ért mezőért egy seb, és egy az esésért.',
  },
  'HY-TRAP-10': {
    en: 'Trapdoors in a mission without its own procedure follow the Scarlet Hive roll, or become rockfall if the mission says so.',
    hu: 'Saját eljárás nélküli küldetés csapóajtói a Skarlát Kaptár dobását követik, vagy omladékká válnak, ha a küldetés így szól.',
  },
  'HY-TRAP-14': {
    en: 'A Trap under an Event counter: a Natural Roll at +3; a failure is a wound.',
    hu: 'Csapda az Eseményjelző alatt: Természetes Dobás +3-mal; kudarc esetén egy seb.',
  },
  'HY-WOUND-04': {
    en: 'A wound takes effect at once, even in the middle of a move: each one takes a point of movement away.',
    hu: 'A seb azonnal hat, akár mozgás közben is: mindegyik elvesz egy mozgáspontot.',
  },
  'HY-LOS-18': {
    en: 'Lights Out (Nemesis): everyone sees 5 squares instead of 8; Eye of the Lynx still adds.',
    hu: 'Sötétség (Nemesis): mindenki 8 helyett 5 mezőre lát; a Hiúzszem továbbra is hozzáad.',
  },
  'HY-GEN-01': {
    en: 'What a warrior’s own profile says beats the general rule.',
    hu: 'Amit a harcos saját profilja mond, az felülírja az általános szabályt.',
  },
  'HY-GEN-02': {
    en: 'Something taken out of the game stays out: no effect brings it back, not even one that revives the fallen.',
    hu: 'Ami kikerült a játékból, kint is marad: semmilyen hatás nem hozza vissza, az sem, amely az elesetteket támasztja fel.',
  },
  'HY-GEN-07': {
    en: 'A “zone” in a card or effect is a whole board tile, unless the effect marks out its own area.',
    hu: 'Egy kártya vagy hatás „zónája” egy teljes táblaelem, hacsak a hatás nem jelöl ki saját területet.',
  },
  'HY-GEN-09': {
    en: 'A warrior has the weapons, gear and aptitudes of his profile and nothing else.',
    hu: 'A harcosnak a profilján szereplő fegyverei, felszerelése és képességei vannak, semmi más.',
  },
  'HY-GEN-14': {
    en: 'A card that speaks of clones means every Scorpion warrior.',
    hu: 'Ha egy kártya klónokról beszél, minden Skorpió harcost ért alatta.',
  },
  'HY-GEN-15': {
    en: '“Direct contact” on a card means bases touching along an edge.',
    hu: 'A kártyán álló „közvetlen érintkezés” élben összeérő talpakat jelent.',
  },
  'HY-SETUP-03': {
    en: 'Where the mission allows it, a player may hold some warriors back as reserves that come in later.',
    hu: 'Ahol a küldetés megengedi, a játékos néhány harcost tartalékba tehet, akik később érkeznek.',
  },
  'HY-SETUP-16': {
    en: 'The armies are set up before the first Activation Roll, or, if the table so chooses, after it, the side that activates first setting up first.',
    hu: 'A seregek az első Aktiválási Dobás előtt állnak fel, vagy ha az asztal így dönt, utána, és az az oldal áll fel előbb, amelyik először aktivál.',
  },
  'HY-SETUP-13': {
    en: 'Warriors who come in through an entrance begin off the board, beside their Entry counter.',
    hu: 'A bejáraton érkező harcosok a táblán kívül kezdenek, a Bejárat jelzőjük mellett.',
  },
  'HY-ACT-15': {
    en: 'Warriors waiting at an entrance get Activation counters and come in on their turn; reserves not yet called do not.',
    hu: 'A bejáratnál várakozó harcosok Aktivációs jelzőt kapnak és a sorukon belépnek; a még be nem hívott tartalékok nem.',
  },
  'HY-TERRAIN-07': {
    en: 'Coming in: the warrior is set on the entry square for 1 movement point, and may keep moving.',
    hu: 'Belépés: a harcos 1 mozgáspontért a bejárati mezőre kerül, és tovább mozoghat.',
  },
  'HY-TERRAIN-08': {
    en: 'Leaving: only from an exit square, with at least 1 movement point left once there; leaving spends it.',
    hu: 'Távozás: csak kijárati mezőről, ha odaérve legalább 1 mozgáspont marad; a távozás ezt elhasználja.',
  },
  'HY-TERRAIN-09': {
    en: 'Only Puny warriors may leave after reaching the exit square by a diagonal step.',
    hu: 'Csak Apró harcos távozhat, ha átlós lépéssel ért a kijárati mezőre.',
  },
  'HY-TERRAIN-10': {
    en: 'The frame of an Entry/Exit counter, beside its entry square, cannot be walked on.',
    hu: 'A Bejárat/Kijárat jelző kerete a bejárati mező mellett nem járható.',
  },
  'HY-TERRAIN-11': {
    en: 'Only wall lines count on a tile; its pictures change neither movement nor sight.',
    hu: 'A táblaelemen csak a falvonalak számítanak; a rajzok sem a mozgást, sem a látást nem befolyásolják.',
  },
  'HY-COUNTER-11': {
    en: 'A template covers a block of 2 by 2 squares, and its effect reaches all four.',
    hu: 'Egy sablon 2×2 mezőt fed le, és hatása mind a négyre kiterjed.',
  },
  'HY-COUNTER-12': {
    en: 'Doors, passages and entrances are one or two squares wide; a trapdoor counter shows open or closed.',
    hu: 'Az ajtók, átjárók és bejáratok egy vagy két mező szélesek; a csapóajtó jelző nyitott vagy zárt oldalát mutatja.',
  },
  'HY-DOOR-09': {
    en: 'A Titan walks through a closed door he fits by breaking it, at no cost; it stays open for the rest of the game.',
    hu: 'A Titán átmegy egy zárt ajtón, amelyen elfér, betörve azt, költség nélkül; az ajtó a játék végéig nyitva marad.',
  },
  'HY-DOOR-10': {
    en: 'A Titan on a large base cannot break a single door, though he may strike an enemy touching him through one that is open.',
    hu: 'A nagy talpú Titán nem törhet be egyszárnyú ajtót, de nyitott ajtón át megütheti a vele érintkező ellenséget.',
  },
  'HY-MOVE-07': {
    en: 'Slipping diagonally between two enemies, one at the front or back and one at the side, costs +1 once, never +2.',
    hu: 'Két ellenség között átlósan átbújni (egy elöl vagy hátul, egy oldalt) egyszer +1-be kerül, sosem +2-be.',
  },
  'HY-MOVE-27': {
    en: 'A warrior turns only by paying for it, except the free turns on an Objective and to face the enemy he strikes.',
    hu: 'A harcos csak fizetve fordulhat, kivéve a Célponton és a megütött ellenség felé tett ingyenes fordulatot.',
  },
  'HY-TRAP-13': {
    en: 'A large base pays +1 and rolls once for each open trapdoor it crosses, and takes a wound if it ends over one.',
    hu: 'A nagy talp minden átugrott nyitott csapóajtóért +1-et fizet és egyszer dob, és megsebesül, ha csapóajtó fölött áll meg.',
  },
  'HY-TRAP-17': {
    en: 'Deadly Maze (Nemesis): a warrior touching the lever may throw it in his turn, opening or closing its trapdoors.',
    hu: 'Halálos Útvesztő (Nemesis): a kart érintő harcos a körében átállíthatja, nyitva vagy zárva a hozzá tartozó csapóajtókat.',
  },
  'HY-LOS-01': {
    en: 'A warrior sees ahead in a 90° wedge as far as his sight range: its first row is three squares wide and each row after it one square wider on each side; with the table option that puts the point of the wedge on his front side, the first row is a single square.',
    hu: 'A harcos egy 90 fokos ékben lát előre, a látótávolsága határáig: az első sora három mező széles, és minden további sor mindkét oldalon eggyel szélesebb; ha az asztali beállítás az ék csúcsát az elülső oldalára teszi, az első sor egyetlen mező.',
  },
  'HY-LOS-10': {
    en: 'An obstacle off the line straight ahead hides what lies behind it: by default along straight lines from the viewer; with the staircase option, a few squares straight behind it and then a stepped wedge widening outward.',
    hu: 'Az egyenes vonalon kívül eső akadály eltakarja, ami mögötte van: alapesetben a nézőtől húzott egyenesek mentén; a lépcsős beállítással néhány mezőt közvetlenül mögötte, majd egy kifelé szélesedő, lépcsőzetes éket.',
  },
  'HY-LOS-11': {
    en: 'An obstacle on several squares hides everything that any one of its squares would hide.',
    hu: 'A több mezős akadály mindazt eltakarja, amit bármelyik mezője egymagában eltakarna.',
  },
  'HY-LOS-19': {
    en: 'Lantern (Nemesis): a warrior within 10 squares of a Lantern can be seen and shot from any distance, facing and obstacles allowing.',
    hu: 'Lámpás (Nemesis): a Lámpástól 10 mezőn belül álló harcos bármilyen távolságból látható és lőhető, ha az irány és az akadályok engedik.',
  },
  'HY-LOS-20': {
    en: 'Outside a Lantern’s light, a warrior is seen only within the usual range.',
    hu: 'A Lámpás fényén kívül a harcos csak a szokásos távolságon belül látható.',
  },
  'HY-LOS-21': {
    en: 'A Lantern always lights 10 squares: Eye of the Lynx does not stretch it and Lights Out does not shrink it.',
    hu: 'A Lámpás mindig 10 mezőt világít be: a Hiúzszem nem növeli, a Sötétség nem csökkenti.',
  },
  'HY-LOS-22': {
    en: 'A blocking template on several squares, like the Darkness grenade, hides as each of its squares would.',
    hu: 'A több mezős takaró sablon, például a Sötétség gránát, úgy takar, ahogy mezői egyenként.',
  },
  'HY-FACE-09': {
    en: 'A target has his back to the shooter when the shooter stands in the quarter behind him.',
    hu: 'A célpont akkor fordít hátat a lövőnek, ha a lövő a mögötte lévő negyedben áll.',
  },
  'HY-APT-14': {
    en: 'Puny: may leave the laboratory after a diagonal step onto the exit.',
    hu: 'Apró: átlós lépéssel a kijáratra érve is elhagyhatja a laboratóriumot.',
  },
  'HY-APT-33': {
    en: 'Eye of the Lynx: the longer sight counts for seeing and shooting alike, but a Lantern’s light stays 10.',
    hu: 'Hiúzszem: a nagyobb látótáv a látásra és a lövésre egyaránt érvényes, de a Lámpás fénye 10 marad.',
  },
  'HY-APT-51': {
    en: 'Titan: breaks through closed doors he fits.',
    hu: 'Titán: betöri a zárt ajtókat, amelyeken elfér.',
  },
  'HY-APT-56': {
    en: 'Titan on a large base: fits only through corridors and doors at least two squares wide.',
    hu: 'Nagy talpú Titán: csak legalább két mező széles folyosón és ajtón fér át.',
  },
  'HY-CARD-EVENT-14': {
    en: 'Lights Out (Nemesis Event): while it lasts, sight reaches 5 squares instead of 8.',
    hu: 'Sötétség (Nemesis Esemény): amíg tart, a látótáv 8 helyett 5 mező.',
  },
};

const VIOLATIONS: Readonly<Record<string, Text>> = {
  'move/unreachable': {
    en: 'That square and facing cannot be reached with the points left.',
    hu: 'Ez a mező és irány nem érhető el a megmaradt pontokkal.',
  },
  'move/no-points': { en: 'No movement points are left.', hu: 'Nem maradt mozgáspont.' },
  'move/not-an-entry': {
    en: 'A warrior comes in only onto a free square of his Entry counter.',
    hu: 'A harcos csak a Bejárat jelzőjének szabad mezőjére léphet be.',
  },
  'setup/no-reserves': {
    en: 'This mission does not let that side keep reserves.',
    hu: 'Ez a küldetés nem enged tartalékot ennek a félnek.',
  },
  'setup/bad-reserves': {
    en: 'Reserves are named by distinct places in the army list.',
    hu: 'A tartalékokat a seregnévsor különböző helyeivel kell megadni.',
  },
  'setup/too-many-reserves': {
    en: 'Too many warriors are kept in reserve for this mission.',
    hu: 'Túl sok harcos van tartalékban ehhez a küldetéshez.',
  },
  'setup/no-one-starts': {
    en: 'At least one warrior must start in play.',
    hu: 'Legalább egy harcosnak játékban kell kezdenie.',
  },
  'setup/no-entry': { en: 'The mission has no such Entry counter.', hu: 'A küldetésnek nincs ilyen Bejárat jelzője.' },
  'move/pinned': { en: 'This warrior cannot move this round.', hu: 'Ez a harcos ebben a körben nem mozoghat.' },
  'combat/illegal': { en: 'That attack is not possible now.', hu: 'Ez a támadás most nem lehetséges.' },
  'combat/parry-level': { en: 'That parry level is not open to him.', hu: 'Ez a hárítási szint nem választható.' },
  'mode/unavailable': { en: 'That Mode or level is not open to him.', hu: 'Ez a mód vagy szint nem választható.' },
  'door/out-of-reach': {
    en: 'He cannot work that door from where he stands.',
    hu: 'Onnan, ahol áll, nem kezelheti azt az ajtót.',
  },
  'door/unknown': { en: 'There is no such door.', hu: 'Nincs ilyen ajtó.' },
  'sequence/illegal': { en: 'That counter cannot be placed.', hu: 'Ez a jelző nem helyezhető el.' },
  'cards/not-in-hand': {
    en: 'Those Action cards are not all in your hand.',
    hu: 'Ezek az Akciókártyák nincsenek mind a kezedben.',
  },
  'cards/shot-missing': {
    en: 'In a Heroic Firing each card is tied to one of the two shots: say which one.',
    hu: 'Hősi Lövésnél minden lap a két lövés egyikéhez tartozik: add meg, melyikhez.',
  },
  'cards/shot-not-here': {
    en: 'Only a card played in a Heroic Firing is tied to a shot.',
    hu: 'Csak Hősi Lövésnél kijátszott lap tartozik egy lövéshez.',
  },
  'phase/not-now': { en: 'That is not possible at this moment.', hu: 'Ez most nem lehetséges.' },
  'phase/not-your-decision': { en: 'You have nothing to decide now.', hu: 'Most nincs mit döntened.' },
  'setup/rank-total': {
    en: 'The army’s Rank Total is over the mission’s.',
    hu: 'A sereg Rangösszege meghaladja a küldetését.',
  },
  'setup/too-many': {
    en: 'The army has more warriors than the mission allows.',
    hu: 'A seregben több a harcos, mint amennyit a küldetés enged.',
  },
  'setup/unknown-warrior': { en: 'There is no such warrior profile.', hu: 'Nincs ilyen harcosprofil.' },
  'setup/wrong-side': { en: 'That warrior fights for the other side.', hu: 'Ez a harcos a másik oldalon harcol.' },
  'setup/unknown-mission': { en: 'There is no such mission.', hu: 'Nincs ilyen küldetés.' },
  'setup/malformed': {
    en: 'The game’s set-up is not well formed: it names a mission and each side’s army, as a list of warrior profiles.',
    hu: 'A játék beállítása hibás: egy küldetést és mindkét oldal seregét kell megadnia, a sereget harcosprofilok listájaként.',
  },
  'setup/empty-army': {
    en: 'An army needs at least one warrior.',
    hu: 'Egy seregben legalább egy harcosnak kell lennie.',
  },
  'setup/no-room': {
    en: 'There is no room left to deploy a warrior.',
    hu: 'Nincs több hely egy harcos felállításához.',
  },
};

/** A rule text in the locale, or undefined when we have none for that ID. */
export function ruleText(id: string, locale: Locale): string | undefined {
  const t = RULE_TEXTS[id];
  return t ? t[locale] : undefined;
}

/** A refused choice in words; the English message of the violation when the code is not ours. */
export function violationText(v: Violation, locale: Locale): string {
  const t = VIOLATIONS[v.code];
  return t ? t[locale] : v.message;
}

export const VIOLATION_CODES: readonly string[] = Object.keys(VIOLATIONS);
