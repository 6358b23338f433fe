/** More rule summaries in our own words (English and Hungarian): the rest of the IDs the log and refusals cite. */
import type { Locale } from '@skirmish/core';

type Text = Readonly<Record<Locale, string>>;

export const MORE_RULE_TEXTS: Readonly<Record<string, Text>> = {
  'DW-AFTER-09': {
    en: 'If a priest marched with the group, the company gains 5 renown in the first after-battle phase.',
    hu: 'Ha pap is volt a küldetéslapon, a csapat 5 hírnevet kap a csata utáni első szakaszban.',
  },
  'DW-ATTR-02': {
    en: 'An attribute is paid in resources at its printed price; it never adds to a soldier or company value, only to the value of a group that takes it along.',
    hu: 'A tulajdonság ára erőforrásban a kártyán álló érték; a katona és a csapat értékéhez nem adódik, csak annak a csoportnak az értékéhez, amely magával viszi.',
  },
  'DW-ATTR-03': {
    en: 'An attribute goes only to a soldier who can actually use it.',
    hu: 'Tulajdonságot csak olyan katona kaphat, aki használni is tudja.',
  },
  'DW-ATTR-05': {
    en: 'An attribute stays with the soldier who got it for good; immobile machines and nexuses belong to the whole company instead.',
    hu: 'A tulajdonság végleg annál a katonánál marad, aki kapta; a helyhez kötött gépek és a nexusok viszont az egész csapaté.',
  },
  'DW-ATTR-06': {
    en: 'Artifacts are for champions; other soldiers may not hold them unless a rule says otherwise.',
    hu: 'Ereklyét bajnok viselhet; más katona csak ott, ahol egy szabály kifejezetten megengedi.',
  },
  'DW-ATTR-07': {
    en: 'How many artifacts a champion may hold depends on his rank: one for the lowest ranks, two for Special, Elite, Adept and Zealot, three for Living Legend, Master and Dean, four above.',
    hu: 'A bajnok ereklyéinek száma a rangjától függ: a legalsó rangokon egy, Speciális, Elit, Adeptus és Zelóta rangon kettő, Élő Legenda, Mester és Dékán rangon három, afölött négy.',
  },
  'DW-ATTR-12': {
    en: 'Limits counted per 100 points of an army are checked against each assault group, not against the company.',
    hu: 'A sereg minden 100 pontjára számolt korlátokat rohamcsoportonként kell nézni, nem a csapat egészére.',
  },
  'DW-ATTR-13': {
    en: 'An improvement bought with the soldier stays with him: when a group has no room for one more, he is the one who stays at camp.',
    hu: 'A katonával együtt vett fejlesztés vele marad: ha a csoportban nincs már hely még egyre, ő marad a táborban.',
  },
  'DW-ATTR-15': {
    en: 'A Familiar costs its printed price in resources, serves one magician, and counts in neither value nor strength.',
    hu: 'A familiáris a kártyán álló áráért vehető, egyetlen mágushoz tartozik, és sem az értékbe, sem a létszámba nem számít.',
  },
  'DW-ATTR-16': {
    en: 'Magicians may keep Familiars, up to one per rank step: Initiate one, Adept two, Master three, Virtuoso four.',
    hu: 'A mágusoknak familiárisaik lehetnek, rangonként eggyel több: Beavatott egy, Adeptus kettő, Mester három, Virtuóz négy.',
  },
  'DW-BEHEMOTH-01': {
    en: 'A company of the Behemoth tribe is made of the tribe alone: no Mercenary, no Stateless fighter and nobody of another people, save orcs of the trackers’ clan of Bran-Ô-Kor taken as Allies; and a fighter of the tribe serves no other company.',
    hu: 'A Behemót törzsének csapata csak a törzs harcosaiból áll: nincs benne zsoldos, hontalan vagy más nép harcosa, egyedül Bran-Ô-Kor nyomolvasó klánjának orkjai jöhetnek szövetségesként; a törzs harcosa más csapatnak nem szolgál.',
  },
  'DW-BEHEMOTH-12': {
    en: 'Faithful of the Behemoth tribe have turned from the Jackal: they may take miracles open to every cult, never those of the Jackal.',
    hu: 'A Behemót törzsének hívei elfordultak a Sakáltól: minden kultusznak nyitott csodát választhatnak, a Sakál csodáit soha.',
  },
  'DW-BEHEMOTH-13': {
    en: "In the Behemoth tribe the Jackal's masters of rites become keepers of the Tree-Spirit: not warriors of the wind, they carry no artifact kept for the Jackal's faithful, and pick one of the two Aspect layouts of the master of rites.",
    hu: 'A Behemót törzsében a Sakál szertartásmesterei a Fa-Szellem őrzői lesznek: nem a szél harcosai, a Sakál híveinek szánt ereklyét nem viselhetnek, és a szertartásmester két Aspektus-elrendezése közül választanak.',
  },
  'DW-CAMPAIGN-11': {
    en: 'During the hunt a prospector may look for the Cardinal instead of exploring: 1d6 gives his company that many clues and him that many EP, and nothing else.',
    hu: 'A hajsza idején a kutató felfedezés helyett a Bíborost is keresheti: az 1d6 dobás ennyi nyomot ad a csapatának és ennyi TP-t neki, mást semmit.',
  },
  'DW-CAPTAIN-01': {
    en: 'A company begins with its captain: one fighter, not a Character, raised to lead it.',
    hu: 'A csapat a kapitánnyal kezdődik: egy harcossal, aki nem Karakter, és akit vezetőnek neveznek ki.',
  },
  'DW-CAPTAIN-02': {
    en: 'Some fighters can never lead: those without discipline (unless they have power, faith or Leadership), musicians, standard-bearers, heavy war machines and Familiars.',
    hu: 'Van, aki sosem lehet kapitány: a fegyelem nélküliek (hacsak nincs erejük, hitük vagy Vezetésük), a zenészek, a zászlóvivők, a súlyos hadigépek és a familiárisok.',
  },
  'DW-CAPTAIN-06': {
    en: 'When the captain dies, a lieutenant may take his place at once and stops being lieutenant.',
    hu: 'Ha a kapitány meghal, a hadnagy azonnal átveheti a helyét, és megszűnik hadnagy lenni.',
  },
  'DW-CAPTAIN-07': {
    en: 'A company without a captain cannot recruit, and its discipline tests on the table suffer a penalty of one.',
    hu: 'Kapitány nélkül a csapat nem toborozhat, és az asztalon tett fegyelempróbái eggyel rosszabbak.',
  },
  'DW-CAPTAIN-08': {
    en: 'The penalties of a leaderless company end only when a soldier becomes lieutenant and is then made captain.',
    hu: 'A vezető nélküli csapat hátrányai csak akkor szűnnek meg, ha egy katona hadnagy lesz, majd kapitánnyá lép elő.',
  },
  'DW-CAPTAIN-09': {
    en: 'The captain can be sent away only when a lieutenant is there to replace him, after the exclusions; the lieutenant takes command at once.',
    hu: 'A kapitányt csak akkor lehet leváltani, ha van hadnagy, aki a helyére lép, és csak az elbocsátások után; a hadnagy azonnal átveszi a parancsot.',
  },
  'DW-CAPTAIN-10': {
    en: 'A discharged captain rolls 1d6: on a one he leaves, on a two he stays but loses 2 DIS and his own Leadership, otherwise he stays unharmed.',
    hu: 'A leváltott kapitány 1d6-tal dob: egyesre távozik, kettesre marad, de 2 fegyelmet és a saját Vezetését elveszíti, különben baj nélkül marad.',
  },
  'DW-CAPTAIN-16': {
    en: 'The scepter of authority costs 15 resources, grants Leadership/10, is not an artifact, and only the captain may carry it.',
    hu: 'A hatalmi jogar 15 erőforrásba kerül, Vezetés/10-et ad, nem ereklye, és csak a kapitány viselheti.',
  },
  'DW-CHAMPION-01': {
    en: 'A soldier who has gathered 200 experience points in all becomes a champion, whether he spent them or not.',
    hu: 'Aki összesen 200 tapasztalati pontot gyűjtött, bajnokká válik, akár elköltötte őket, akár nem.',
  },
  'DW-CHAMPION-06': {
    en: 'Champions may learn Solo capacities that otherwise belong to Characters.',
    hu: 'A bajnokok megtanulhatják a máskülönben Karaktereknek fenntartott Szóló képességeket.',
  },
  'DW-COMPANY-03': {
    en: "A recruit joins only if the company's value with him stays within its renown.",
    hu: 'Újonc csak akkor léphet be, ha a csapat értéke vele együtt sem haladja meg a hírnevét.',
  },
  'DW-COMPANY-12': {
    en: 'Nobody is sent away when strength goes above the maximum, but no one new can join until it is below again.',
    hu: 'Ha a létszám a legnagyobb létszám fölé kerül, senkit sem küldenek el, de amíg vissza nem csökken, új katona nem jöhet.',
  },
  'DW-EP-01': {
    en: 'At formation 90 EP go to the founding soldiers, at most 30 each; whatever is not handed out is lost.',
    hu: 'Alapításkor 90 TP jut az alapító katonáknak, fejenként legfeljebb 30; ami kiosztatlan marad, elvész.',
  },
  'DW-EP-02': {
    en: 'Handing EP to a soldier and spending them are two steps; unspent EP may wait for a later experience phase.',
    hu: 'A TP kiosztása és elköltése két külön lépés; az el nem költött TP egy későbbi tapasztalati szakaszra is várhat.',
  },
  'DW-EP-05': {
    en: 'Once the group is formed, soldiers left behind may train: every EP costs 2 resources.',
    hu: 'A csoport megalakulása után az otthon maradók edzhetnek: minden TP 2 erőforrásba kerül.',
  },
  'DW-EP-06': {
    en: 'Only healthy soldiers who stay behind may train, and none gets more than 10 EP of training before one mission.',
    hu: 'Csak az otthon maradó, ép katonák edzhetnek, és egy küldetés előtt senki sem kaphat 10 TP-nél több edzést.',
  },
  'DW-EP-09': {
    en: 'Only company members have their experience and wounds written down; hired or summoned fighters and neutral companies leave no trace.',
    hu: 'Csak a csapat tagjainak tapasztalatát és sebeit jegyzik fel; a bérelt vagy megidézett harcosok és a semleges csapatok nyomtalanok.',
  },
  'DW-EVOLVE-ABIL-01': {
    en: 'Only abilities with a number that appear in the improvement table can be improved.',
    hu: 'Csak a számmal rendelkező, a fejlesztési táblázatban szereplő képességek fejleszthetők.',
  },
  'DW-EVOLVE-ABIL-02': {
    en: 'Each improvable ability has a price per step, a change per step and a largest total change, as the improvement table gives.',
    hu: 'Minden fejleszthető képességnek lépésenkénti ára, lépésenkénti változása és legnagyobb összváltozása van, a fejlesztési táblázat szerint.',
  },
  'DW-EVOLVE-ABIL-03': {
    en: 'An ability stops improving once it has changed by its largest amount.',
    hu: 'A képesség fejlesztése megáll, ha elérte a legnagyobb megengedett változást.',
  },
  'DW-EVOLVE-ABIL-04': {
    en: 'Abilities granted by an attribute stay as they are: no EP improves them.',
    hu: 'A tulajdonságtól kapott képesség nem fejleszthető.',
  },
  'DW-EVOLVE-ABIL-05': {
    en: 'Learning a new ability needs a high enough rank, the right kind of fighter, and its EP price.',
    hu: 'Új képesség tanulásához elég magas rang, megfelelő harcostípus és a TP-ára kell.',
  },
  'DW-EVOLVE-ABIL-06': {
    en: 'The acquisition table lists, for each learnable ability, the lowest rank, who may learn it and its EP price.',
    hu: 'A megszerzési táblázat minden tanulható képességhez megadja a legalacsonyabb rangot, hogy ki tanulhatja és hány TP-be kerül.',
  },
  'DW-EVOLVE-ABIL-08': {
    en: 'A soldier learns at most three new abilities below rank level 5; reaching level 5 allows a fourth and level 6 a fifth.',
    hu: 'Az 5. ranglépcső alatt legfeljebb három új képesség tanulható; az 5. szint egy negyediket, a 6. egy ötödiket enged.',
  },
  'DW-EVOLVE-ABIL-09': {
    en: 'A learned ability is kept for good; nobody learns twice what he already has.',
    hu: 'A megtanult képesség végleg megmarad, a már meglévőt pedig nem lehet újra megtanulni.',
  },
  'DW-EVOLVE-ABIL-12': {
    en: 'A Solo capacity learned later costs ten EP per point of its price, and only in a company bound to its faction.',
    hu: 'A később tanult Szóló képesség áráért pontonként tíz TP-t kell fizetni, és csak a frakciójához kötött csapatban.',
  },
  'DW-EVOLVE-ABIL-13': {
    en: 'A champion magician or faithful may become a Master of invocation for 30 EP and control more summoned creatures.',
    hu: 'A bajnok mágus vagy hívő 30 TP-ért az idézés mesterévé válhat, és több megidézett lényt irányíthat.',
  },
  'DW-EVOLVE-ABIL-14': {
    en: 'A priest learns the Resurrection capacity for 30 EP.',
    hu: 'A pap 30 TP-ért tanulja meg a Feltámasztást.',
  },
  'DW-EVOLVE-CHAR-02': {
    en: 'Each purchase raises a characteristic one step (2.5 for MOV), priced from its value before the step.',
    hu: 'Minden vásárlás egy lépéssel emeli a jellemzőt (MOZ esetén 2,5-del), az ár a lépés előtti értékből számít.',
  },
  'DW-EVOLVE-CHAR-09': {
    en: 'AIM, courage or fear, DIS, POW, faith and the Aspects can be raised only with content tables that give their cost; the sample tables do not.',
    hu: 'A CÉL, a BÁT vagy FÉLELEM, a FEG, a HAT, a HIT és az aspektusok csak olyan tartalmi táblázatokkal emelhetők, amelyek megadják az árukat; a mintatáblázatok nem adják meg.',
  },
  'DW-EVOLVE-CHAR-10': {
    en: 'The cap on gains is counted from the value on the card with its chosen options; once reached, no more purchases.',
    hu: 'A növekedés felső határát a kártya értékétől (a választott lehetőségekkel) kell számolni; elérése után nincs több vásárlás.',
  },
  'DW-EVOLVE-CHAR-11': {
    en: 'A characteristic shown as a dash can never be bought, nor can Aspects by a fighter who has none.',
    hu: 'A kötőjellel jelölt jellemző soha nem vásárolható meg, és az aspektusokat sem veheti meg, akinek nincsenek.',
  },
  'DW-EVOLVE-CHAR-12': {
    en: 'POW rises at most two points for each rank the soldier has held; more needs another rank.',
    hu: 'A hatalom (HAT) minden elért rangért legfeljebb két ponttal nőhet; többhöz újabb rang kell.',
  },
  'DW-EVOLVE-CHAR-13': {
    en: 'The three Aspects together, not each on its own, rise at most two points for each rank the soldier has held; more needs another rank.',
    hu: 'A három aspektus (Teremtés, Átalakítás, Pusztítás) együtt, nem külön-külön, minden elért rangért legfeljebb két ponttal nőhet; többhöz újabb rang kell.',
  },
  'DW-EVOLVE-RANK-01': {
    en: 'A warrior rises by the EP he has gathered: Regular at 30, Veteran at 50, Special or Elite (his choice) at 100, Living Legend at 200.',
    hu: 'A harcos a gyűjtött TP szerint lép elő: 30-nál Reguláris, 50-nél Veterán, 100-nál Speciális vagy Elit (ő választ), 200-nál Élő Legenda.',
  },
  'DW-EVOLVE-RANK-05': {
    en: 'Mystic ranks are bought: Adept or Zealot needs 100 EP gathered and costs 50, Master or Dean 200 and 100, Virtuoso or Avatar 300 and 200.',
    hu: 'A misztikus rangokat meg kell venni: az Adeptus vagy Zelóta 100 gyűjtött TP-t kíván és 50-be kerül, a Mester vagy Dékán 200-at és 100-ba, a Virtuóz vagy Avatár 300-at és 200-ba.',
  },
  'DW-EVOLVE-RANK-06': {
    en: 'With each new rank a magician may buy a new Element and a new path, 30 EP each, within what his people allow.',
    hu: 'Minden új ranggal a mágus új elemet és új ösvényt vehet, egyenként 30 TP-ért, a népe lehetőségein belül.',
  },
  'DW-EVOLVE-RANK-08': {
    en: "A people's row of the Incantation table says which Elements and paths its magicians may take at each rank; where the book's text lost the row, none can be bought.",
    hu: 'Az Inkantációs táblázat egy néphez tartozó sora mondja meg, mely elemeket és ösvényeket választhatnak a nép mágusai rangonként; ahol a könyv szövegéből elveszett a sor, egyik sem vásárolható meg.',
  },
  'DW-EVOLVE-RANK-09': {
    en: 'Abilities kept for a rank are open only to soldiers who hold that rank or once held it.',
    hu: 'Az egy ranghoz kötött képességek csak azoknak nyitottak, akik azt a rangot viselik vagy valaha viselték.',
  },
  'DW-EXCLUDE-01': {
    en: 'In the third after-battle phase the player may dismiss as many soldiers as he likes.',
    hu: 'A csata utáni harmadik szakaszban a játékos annyi katonát bocsát el, amennyit akar.',
  },
  'DW-EXCLUDE-02': {
    en: 'The captain can only be dismissed after he has been discharged.',
    hu: 'A kapitányt csak leváltása után lehet elbocsátani.',
  },
  'DW-MACHINE-03': {
    en: 'A machine improves its characteristics like a soldier, but never its Weight or structure.',
    hu: 'A gép úgy fejleszti a jellemzőit, mint egy katona, de a súlyát és a szerkezetét soha.',
  },
  'DW-MACHINE-05': {
    en: 'A machine never learns a new ability.',
    hu: 'A gép soha nem tanul új képességet.',
  },
  'DW-MISSION-PRE-03': {
    en: 'The mission and who attacks and who defends are written on the mission sheet.',
    hu: 'A küldetést, valamint hogy ki támad és ki véd, fel kell írni a küldetéslapra.',
  },
  'DW-MISSION-PRE-05': {
    en: 'A group may take any soldiers, with or without the captain, and hired fighters; everyone who fights must be on the mission sheet.',
    hu: 'A csoportba bármely katona bekerülhet, a kapitánnyal vagy nélküle, és bérelt harcosok is; aki harcol, annak a küldetéslapon a helye.',
  },
  'DW-MISSION-PRE-06': {
    en: "A group's value is the sum of its fighters' values and of the attributes it takes along.",
    hu: 'A csoport értéke a harcosai értékének és a magával vitt tulajdonságok árának összege.',
  },
  'DW-MISSION-PRE-07': {
    en: 'A group holds at most five fighters for every started hundred points of its value.',
    hu: 'Egy csoportban értékének minden megkezdett száz pontjára legfeljebb öt harcos lehet.',
  },
  'DW-MISSION-PRE-08': {
    en: 'The group uses only the attributes listed on its mission sheet, and only their prices add to its value.',
    hu: 'Csak a küldetéslapra írt tulajdonságok használhatók, és csak azok növelik a csoport értékét.',
  },
  'DW-MISSION-PRE-10': {
    en: 'Any company may take on a Mercenary for a single mission, paying his full value in resources; that value counts in the group.',
    hu: 'Zsoldost bármely csapat felbérelhet egy küldetésre, teljes értékéért erőforrásban fizetve; az értéke a csoportba számít.',
  },
  'DW-MISSION-PRE-15': {
    en: "Elementals and Immortals are hired at half their value, rounded up; an Elemental never serves a company whose people's magicians may not use its Element, and an Immortal answers only a company whose people shares his path of Alliance.",
    hu: 'Elementált és Halhatatlant értéke felének felfelé kerekített áráért lehet felbérelni; Elementál nem szolgál olyan csapatot, amelynek népe mágusai nem használhatják az elemét, Halhatatlan pedig csak olyan csapathoz jön, amelynek népe ugyanazt a szövetségi utat járja, mint ő.',
  },
  'DW-MISSION-PRE-19': {
    en: 'Compensation points buy Event cards at 20 each and single-use objects at 10 each.',
    hu: 'A kiegyenlítő pontokból Esemény-kártya 20-ért, egyszer használatos tárgy 10-ért vehető.',
  },
  'DW-MISSION-PRE-21': {
    en: 'Single-use objects are not artifacts: any fighter may carry up to two, chosen before the mission and never traded during it.',
    hu: 'Az egyszer használatos tárgyak nem ereklyék: bármely harcos legfeljebb kettőt vihet, a küldetés előtt kiosztva, közben cserélni nem lehet.',
  },
  'DW-MISSION-PRE-32': {
    en: 'The Gem of Abundance is for magicians: only a fighter who casts spells may carry it, and using it gives back three gems of one of his Elements, never above his reserve.',
    hu: 'A Bőség drágaköve varázslóknak való: csak varázsló harcos viheti, és használatakor egyik eleméből három manakövet kap vissza, a tartaléka fölé soha.',
  },
  'DW-MISSION-PRE-33': {
    en: 'Before the mission the bonesetter heals one wound level of each soldier on the sheet for 3 resources.',
    hu: 'A küldetés előtt a csontkovács 3 erőforrásért egy sebszintet gyógyít a küldetéslap minden katonáján.',
  },
  'DW-MISSION-PRE-34': {
    en: 'The average value of the two groups sets the rounds: up to 150 three, up to 250 four, up to 350 five, above that six.',
    hu: 'A két csoport átlagértéke adja a körök számát: 150-ig három, 250-ig négy, 350-ig öt, afölött hat.',
  },
  'DW-MISSION-PRE-35': {
    en: 'The weaker side may make the mission one round longer, said before deployment, when the value gap less the compensation points it spent is 20 or more.',
    hu: 'A gyengébb fél egy körrel meghosszabbíthatja a küldetést, ha az értékkülönbség és az általa elköltött kiegyenlítő pontok különbsége legalább 20; ezt a felállítás előtt kell bejelentenie.',
  },
  'DW-MSN-DEST-01': {
    en: 'Destruction has one element to bring down per started 100 points of the Attacker, four at most.',
    hu: 'A Pusztításban a támadó minden megkezdett 100 pontjára jut egy ledöntendő elem, legfeljebb négy.',
  },
  'DW-MSN-INTR-02': {
    en: 'Intrusion lays four objectives, two in each deployment zone, each player placing his in the other zone.',
    hu: 'A Behatolásban négy cél van, mindkét felállítási zónában kettő; mindenki a másik zónájába teszi a sajátjait.',
  },
  'DW-MSN-INVA-01': {
    en: 'The Defender cuts the Invasion battlefield into four or six equal sectors with a die.',
    hu: 'Az Invázió csatamezejét a védő egy kockadobással négy vagy hat egyforma szektorra osztja.',
  },
  'DW-MSN-ASSA-04': {
    en: "The Ambassador's fate decides the Assassination: slain, the Attacker wins; led off through the Attacker's zone, the Defender wins; any other way out, or none, is a draw.",
    hu: 'A Merénylet kimenetelét a követ sorsa dönti el: ha megölik, a támadó nyer; ha a támadó zónáján át viszik le, a védő nyer; minden más esetben döntetlen.',
  },
  'DW-MSN-RAID-03': {
    en: 'The Raid hides three merchants and one treasure chest in the four tents, one in each.',
    hu: 'A Rajtaütésben a négy sátor rejti a három kereskedőt és a kincsesládát, mindegyikben egyet.',
  },
  'DW-MSN-TREA-01': {
    en: 'Each player rolls a die for Treasure Hunt: the higher gives four to six jewels, the lower as many decoys.',
    hu: 'A Kincsvadászatban mindkét játékos dob: a nagyobb dobás négy-hat ékszert, a kisebb ugyanígy csalijelzőt ad.',
  },
  'DW-MSN-INTR-06': {
    en: 'In Intrusion a fighter standing in a zone his side holds at the end earns 5 EP, and only once.',
    hu: 'A Behatolásban az a harcos, aki a végén a saját oldala által tartott zónában áll, 5 TP-t kap, de csak egyszer.',
  },
  'DW-MSN-INVA-07': {
    en: 'In Invasion a fighter in a sector his side holds earns 5 EP once, however many such sectors he touches.',
    hu: 'Az Invázióban a saját oldala által tartott szektorban álló harcos egyszer kap 5 TP-t, akárhány ilyen szektort érint.',
  },
  'DW-RETREAT-08': {
    en: 'A retreat changes some missions: in Intrusion and Invasion every fighter of the winner earns the 5 EP zone bonus wherever he is.',
    hu: 'A visszavonulás néhány küldetést módosít: a Behatolásban és az Invázióban a győztes minden harcosa megkapja az 5 TP-s zónajutalmat, bárhol áll.',
  },
  'DW-MSN-DEST-02': {
    en: "Destruction's elements are of three kinds: an idol of 6 SP, a mystic altar of 7 and a sacred temple of 8, none of them losing more than it has.",
    hu: 'A Pusztítás elemei háromfélék: a 6 SZP-s bálvány, a 7 SZP-s misztikus oltár és a 8 SZP-s szent templom; egyik sem veszíthet többet, mint amennyi van neki.',
  },
  'DW-MSN-DEST-05': {
    en: 'Destruction lasts one round more than the groups would give (a house rule may make it optional).',
    hu: 'A Pusztítás egy körrel tovább tart, mint amit a csoportok adnának (házszabály opcionálissá teheti).',
  },
  'DW-MSN-DEST-09': {
    en: "A Defender who retreats concedes every element: the Attacker's fighters earn each one's EP as if destroyed. An Attacker who retreats leaves them as they stand.",
    hu: 'Ha a védő visszavonul, minden elemet feladja: a támadó harcosai mindegyikért úgy kapnak TP-t, mintha lerombolták volna. Ha a támadó vonul vissza, az elemek állapota a visszavonuláskor számít.',
  },
  'DW-MSN-DEST-06': {
    en: "A Destruction Attacker whose group is worth more than the Defender's may take one Event card for nothing; it is no compensation and leaves the renown difference alone.",
    hu: 'A Pusztításban az a támadó, akinek a csoportja többet ér a védőénél, kérhet egy ingyenes eseménykártyát; ez nem kiegyenlítés, és a hírnévkülönbséget nem csökkenti.',
  },
  'DW-MSN-GEN-01': {
    en: 'Each mission states what each side must do, and the objectives reported must agree with the result.',
    hu: 'Minden küldetés megmondja, mit kell tennie az oldalaknak, és a jelentett céloknak egyezniük kell az eredménnyel.',
  },
  'DW-MSN-TREA-06': {
    en: 'For every trap counter held, roll 1d6 for a premium: 3 resources on 1-2, 6 on 3-4, 10 on 5-6.',
    hu: 'Minden megszerzett csapdajelzőért 1d6 dobás jár jutalomért: 1-2 esetén 3, 3-4 esetén 6, 5-6 esetén 10 erőforrás.',
  },
  'DW-MSN-TREA-07': {
    en: "When a camp leaves the hunt by retreating, the winner keeps all the hunt's counters, jewels and decoys, the loser's too.",
    hu: 'Ha az egyik tábor visszavonul a kincsvadászatból, a győztes kapja a vadászat összes jelzőjét, ékköveket és csalikat, a vesztesét is.',
  },
  'DW-NEUTRAL-11': {
    en: 'A neutral fighter hurt on the table pays his attacker EP exactly as anyone else would, his own value read for the ratio.',
    hu: 'Az asztalon megsebzett semleges harcos ugyanúgy TP-t hoz a támadójának, mint bárki más, az arányhoz a saját értékével.',
  },
  'DW-RECRUIT-01': {
    en: "Soldiers come from the captain's people or its allies, or are Mercenaries or Stateless.",
    hu: 'A katonák a kapitány népéből vagy szövetségeseiből jönnek, vagy zsoldosok, illetve hontalanok.',
  },
  'DW-RECRUIT-03': {
    en: 'At most one soldier in four may be an Ally, Mercenary or Stateless, the new recruit included.',
    hu: 'Négy katonából legfeljebb egy lehet szövetséges, zsoldos vagy hontalan, az új újoncot is beleszámítva.',
  },
  'DW-RECRUIT-05': {
    en: 'An Ally, Mercenary or Stateless recruit also costs half his value in resources, rounded up (a quarter with a recruiter).',
    hu: 'A szövetséges, zsoldos vagy hontalan újonc értéke felébe is kerül erőforrásban, felfelé kerekítve (toborzótiszttel a negyedébe).',
  },
  'DW-RECRUIT-07': {
    en: "Musicians and standard-bearers must be of the captain's people.",
    hu: 'A zenésznek és a zászlóvivőnek a kapitány népéből kell lennie.',
  },
  'DW-RECRUIT-08': {
    en: "A captain's faction is his company's: each recruit other than an Ally belongs to it, and to no other faction.",
    hu: 'A kapitány frakciója a csapaté is: a szövetségeseken kívül minden újonc ahhoz tartozik, és semmilyen más frakcióhoz.',
  },
  'DW-RECRUIT-09': {
    en: 'When the captain has no faction, a recruit joins a faction only if his own card names it.',
    hu: 'Frakcióhoz nem kötött kapitány alatt újonc csak akkor köthető frakcióhoz, ha a kártyája megnevezi azt.',
  },
  'DW-RECRUIT-10': {
    en: "A company follows its captain's faction, and no one bound to another faction may join it.",
    hu: 'A csapat a kapitánya frakcióját követi, és más frakcióhoz kötött harcos nem léphet be.',
  },
  'DW-RECRUIT-11': {
    en: "Belonging to a faction that a card sells as an option is paid for: the option's AP go into the recruit's value.",
    hu: 'Ha egy kártya opcióként árulja a frakcióhoz tartozást, azt meg kell fizetni: az opció AP-je az újonc értékéhez adódik.',
  },
  'DW-RECRUIT-12': {
    en: 'Paid equipment and capacities are chosen when the soldier is recruited and never afterwards.',
    hu: 'A fizetős felszerelést és képességeket a toborzáskor kell kiválasztani, később soha.',
  },
  'DW-RECRUIT-14': {
    en: 'Whatever a recruit may choose about himself (an Aspect layout, a weapon) is settled when he joins and never changes: where his profile offers several Aspect layouts, name exactly one of them; where it offers no choice, name none.',
    hu: 'Amit az újonc önmagáról választhat (aspektus-elrendezés, fegyver), azt a csatlakozásakor kell eldönteni, és később nem változik: ha a profilja több aspektus-elrendezést kínál, pontosan egyet kell megnevezni közülük; ha nem kínál választást, egyet sem.',
  },
  'DW-RECRUIT-17': {
    en: 'After a battle new soldiers are recruited as at formation, within what renown leaves over the company value.',
    hu: 'Csata után ugyanúgy lehet toborozni, mint alapításkor, a hírnév és a csapatérték különbségén belül.',
  },
  'DW-RECRUIT-19': {
    en: 'A company is formed in order: captain, recruits, the 90 EP, then attributes.',
    hu: 'A csapat sorrendben alakul: kapitány, újoncok, a 90 TP, végül a tulajdonságok.',
  },
  'DW-RECRUIT-23': {
    en: 'The extra low mystic profiles may be recruited in free companies; the highest mystic ranks never join directly.',
    hu: 'A kiegészítő alacsony misztikus profilok a szabadcsapatokba toborozhatók; a legmagasabb misztikus rangok sosem lépnek be közvetlenül.',
  },
  'DW-RETREAT-03': {
    en: 'A side that retreats loses the mission.',
    hu: 'Aki visszavonul, elveszíti a küldetést.',
  },
  'DW-ROLE-01': {
    en: 'A soldier needs a DIS value (even 0), power or faith to take a role.',
    hu: 'Szerepet csak fegyelemmel (akár 0-val), erővel vagy hittel rendelkező katona vállalhat.',
  },
  'DW-ROLE-02': {
    en: 'Musicians and standard-bearers already have their role and take no other.',
    hu: 'A zenésznek és a zászlóvivőnek már megvan a szerepe, mást nem vállalhat.',
  },
  'DW-ROLE-03': {
    en: 'Allies, Mercenaries and Stateless soldiers take no role.',
    hu: 'Szövetséges, zsoldos és hontalan katona nem vállalhat szerepet.',
  },
  'DW-ROLE-04': {
    en: 'A Creature, or a soldier who was one, takes a role only with DIS 3 or more.',
    hu: 'Lény rangú (vagy egykor az) katona csak legalább 3-as fegyelemmel vállalhat szerepet.',
  },
  'DW-ROLE-05': {
    en: 'One role per soldier, and it is never given up.',
    hu: 'Katonánként egy szerep, és azt soha nem lehet letenni.',
  },
  'DW-ROLE-06': {
    en: 'A role needs a minimum rank and costs EP.',
    hu: 'A szerephez legalacsonyabb rang kell, és TP-be kerül.',
  },
  'DW-ROLE-07': {
    en: 'Several soldiers may share a role, except the lieutenant, who is alone.',
    hu: 'Ugyanazt a szerepet többen is viselhetik, kivéve a hadnagyot, aki csak egy lehet.',
  },
  'DW-ROLE-09': {
    en: "A role's renown bonus is added each time someone takes the role.",
    hu: 'A szerep hírnév-jutalma minden alkalommal jár, amikor valaki felveszi.',
  },
  'DW-ROLE-10': {
    en: 'The role table gives each role its EP price, lowest rank and renown bonus, for example a lieutenant 15 EP, rank 1, +10 renown.',
    hu: 'A szereptáblázat minden szerephez megadja a TP-árat, a legalacsonyabb rangot és a hírnév-jutalmat; például hadnagy: 15 TP, 1. rang, +10 hírnév.',
  },
  'DW-ROLE-11': {
    en: 'A lieutenant raises the maximum strength by his rank bonus and can replace the captain.',
    hu: 'A hadnagy rangja szerint növeli a legnagyobb létszámot, és a kapitány helyére léphet.',
  },
  'DW-ROLE-12': {
    en: 'Each sergeant adds one to the maximum strength; when one is named there may be no more than one per five soldiers.',
    hu: 'Minden őrmester eggyel növeli a legnagyobb létszámot; kinevezéskor öt katonánként legfeljebb egy lehet.',
  },
  'DW-ROLE-17': {
    en: 'A prospector may explore instead of fighting: he stays off the mission sheet and must be free of aftereffects.',
    hu: 'A kutató harc helyett felfedezhet: ekkor nincs a küldetéslapon, és nem lehet utóhatása.',
  },
  'DW-ROLE-21': {
    en: 'The priest role is open to faithful only.',
    hu: 'A papi szerepet csak hívő vállalhatja.',
  },
  'DW-ROLE-23': {
    en: 'Every priest who dies in recuperation and stays dead gives his company 20 renown as a martyr.',
    hu: 'Minden pap, aki a gyógyulás során meghal és halott is marad, mártírként 20 hírnevet ad a csapatának.',
  },
  'DW-ROLE-24': {
    en: 'A priest with Resurrection may bring back a soldier who just died and has 10 unused EP: 1d6, four or more succeeds.',
    hu: 'A Feltámasztást ismerő pap visszahozhat egy épp elhunyt katonát, akinek 10 fel nem használt TP-je van: 1d6, négytől sikeres.',
  },
  'DW-ROLE-28': {
    en: 'Every soldier a priest brings back from death gives his company 10 renown.',
    hu: 'Minden katona, akit egy pap visszahoz a halálból, 10 hírnevet ad a csapatának.',
  },
  'DW-ROLE-30': {
    en: 'Familiars and mobile machines take no role.',
    hu: 'A familiárisok és a mozgó gépek nem vállalhatnak szerepet.',
  },
  'DW-SOLDIER-11': {
    en: 'Any fighter may serve as a soldier except Characters, Elementals and Immortals.',
    hu: 'Bármely harcos lehet katona, kivéve a Karaktereket, az Elementálokat és a Halhatatlanokat.',
  },
  'DW-SOLDIER-12': {
    en: 'An Immortal whose rank names a people may serve in a company of that people.',
    hu: 'Az a Halhatatlan, akinek rangja egy népet nevez meg, annak a népnek a csapatában szolgálhat.',
  },
  'DW-STRUCT-02': {
    en: 'The structure damage table gives the structure points lost by the difference of strength and resilience and by the die.',
    hu: 'A szerkezeti sebzéstáblázat az erő és az ellenállás különbsége és a kocka szerint adja meg az elvesztett szerkezeti pontokat.',
  },
  'DW-SCENERY-03': {
    en: 'Large and Very Large elements, such as a castle, are split into parts (towers, doors, stretches of wall), each with its own RES and SP.',
    hu: 'A nagy és nagyon nagy elemeket (például egy várat) részekre kell bontani (tornyok, kapuk, falszakaszok), mindegyiknek saját ellenállással és SZP-vel.',
  },
  'DW-BUILD-01': {
    en: "A wall, door or statue gets as many SP as its material's SP value times its thickness in centimetres, rounded up.",
    hu: 'A fal, ajtó vagy szobor SZP-je az anyaga SZP-értékének és a centiméterben mért vastagságának szorzata, felfelé kerekítve.',
  },
  'DW-BUILD-02': {
    en: 'A building is treated as one whole: it has a single SP total.',
    hu: 'Az épület egyetlen egésznek számít: egy közös SZP-értéke van.',
  },
  'DW-STRUCT-08': {
    en: 'Walls, barricades and palisades are damaged where they are hit; a spot brought to 0 SP opens a 5 cm gap.',
    hu: 'A falak, torlaszok és cölöpkerítések ott sérülnek, ahol találat éri őket; a 0 SZP-re csökkent pontban 5 cm-es rés nyílik.',
  },
  'DW-STRUCT-13': {
    en: 'Which elements and zones can burn is agreed before the battle.',
    hu: 'Azt, hogy mely elemek és területek gyúlékonyak, a csata előtt kell megállapodni.',
  },
  'DW-SIEGE-07': {
    en: 'A ram is used against scenery and immobile machines only, by carriers who are all unengaged and charging.',
    hu: 'A faltörő kost csak díszlet és helyhez kötött gép ellen lehet bevetni, és minden vivőjének szabadnak kell lennie és rohamoznia.',
  },
  'DW-SIEGE-18': {
    en: 'Each ladder or rope lets a single fighter reach the top in a round.',
    hu: 'Minden létrán vagy kötélen körönként csak egy harcos juthat fel.',
  },
  'DW-SIEGE-23': {
    en: 'A fighter may drop a stone as his only action, unengaged, against the rampart next to the pile, on a visible target up to 5 cm below; 3 or more on 1d6 hits at STR 6.',
    hu: 'Egy harcos egyetlen cselekvéseként kőt dobhat: szabadon, a mellvédnél a kupac mellett, legfeljebb 5 cm-rel lejjebb lévő látható célra; 1d6-on 3 vagy több 6-os erővel talál.',
  },
  'DW-SIEGE-25': {
    en: "Tipping a cauldron, as the fighter's only action and unengaged, strikes everyone up to 5 cm below at STR 6 and may set flammable things there alight.",
    hu: 'Az üst kiborítása a harcos egyetlen cselekvéseként, szabadon, mindenkit 6-os erővel sújt legfeljebb 5 cm-rel lejjebb, és az ott lévő gyúlékony dolgokat lángra lobbanthatja.',
  },
  'DW-NEXUS-08': {
    en: 'The area of a nexus is either one fighter or a circle measured from the edge of its base; dice in its size are thrown anew each time it wakes, and their result binds the catalyst.',
    hu: 'A nexus hatóköre vagy egyetlen harcos, vagy a talpa szélétől mért kör; a méretében szereplő kockákkal minden felébresztéskor újra kell dobni, és az eredmény köti a katalizátort.',
  },
  'DW-NEXUS-25': {
    en: 'Emblem/X: a friend who meets the allegiance and stands no more than X cm away may take the SP printed on the nexus as his COU or FEAR when he tests his Courage.',
    hu: 'Jelkép/X: az a baráti harcos, aki megfelel a hűségnek és legfeljebb X cm-re áll, bátorságpróbáinál a nexusra nyomtatott SZP-értéket veheti bátorsága vagy félelme helyett.',
  },
  'DW-NEXUS-28': {
    en: 'Hostile/X: when the nexus wakes and its Damage roll strikes a fighter who has X, the wound is read one line further down; other effects of the kind add to it.',
    hu: 'Ellenséges/X: ha a nexus felébresztésekor a Sebzésdobása olyan harcost talál, akinek megvan az X, a sebet egy sorral lejjebb kell olvasni; a hasonló hatások ehhez hozzáadódnak.',
  },
  'DW-NEXUS-29': {
    en: 'Icon/X: when the mystic phase opens, every friendly faithful who meets the allegiance and holds the nexus inside his aura of faith receives X T.F.',
    hu: 'Ikon/X: a misztikus szakasz elején minden baráti hívő, aki megfelel a hűségnek, és akinek a hitaurájában ott a nexus, X ideiglenes hitpontot kap.',
  },
  'DW-NEXUS-34': {
    en: "The sample pack carries eight nexus profiles with the numbers of the book's examples (allegiance, trial, sacrifice, area, access, duration, load, quantity, abilities, base, RES, SP and cost) under names and texts of our own.",
    hu: 'A mintacsomag nyolc nexusprofilt tartalmaz a könyv példáinak számaival (hűség, próba, áldozat, hatókör, hozzáférés, időtartam, töltet, mennyiség, képességek, talp, ELL, SZP és ár), saját nevekkel és leírással.',
  },
  'DW-NEXUS-35': {
    en: 'A company may own as many nexuses as it can pay for; one taken on a mission must fit the assault group: never more than a quarter of its value spent on nexuses, and of each kind only as many as its Quantity allows for that value.',
    hu: 'Egy csapatnak annyi nexusa lehet, amennyit meg tud fizetni; amelyiket küldetésre viszik, annak bele kell férnie a rohamcsoportba: az érték negyedénél többet nem lehet nexusokra fordítani, és mindegyik fajtából csak annyit, amennyit a Mennyisége az adott értékre enged.',
  },
  'DW-NEXUS-33': {
    en: 'A subjugated nexus answers, each round, to the fighter whose DIS served for the Tactical roll (or whoever replaced him): he may wake it from any distance, as many such nexuses as he can, though allegiance, trial and sacrifice still count; others may still use it from its access.',
    hu: 'Az alávetett nexus minden körben annak a harcosnak engedelmeskedik, akinek a fegyelmével (FEG) a taktikai dobás történt (vagy aki a helyére lépett): bármilyen távolságból felébresztheti, annyi ilyen nexust, ahányat csak tud, de a hűség, a próba és az áldozat rá is vonatkozik; mások a hozzáférési távolságból továbbra is használhatják.',
  },
  'DW-NEXUS-20': {
    en: 'Each fighter activates one nexus a round at most, and is the chosen target of a given kind of nexus once a round at most.',
    hu: 'Minden harcos körönként legfeljebb egy nexust aktiválhat, és egy adott fajta nexus célpontja is csak egyszer lehet körönként.',
  },
  'DW-NEXUS-26': {
    en: 'A friendly faithful near a Faith/X nexus may take X Temporary Faith from it at any moment, which destroys the nexus; once a round each.',
    hu: 'A Hit/X nexus közelében álló baráti hívő bármikor X ideiglenes hitet vehet belőle, amivel a nexus megsemmisül; mindenki körönként egyszer.',
  },
  'DW-NEXUS-31': {
    en: 'A friendly magician near a Mana/X nexus may regain X mana gems from it at any moment, never beyond his maximum, which destroys the nexus; once a round each.',
    hu: 'A Mana/X nexus közelében álló baráti mágus bármikor X manakövet nyerhet vissza belőle, legfeljebb a maximumáig, amivel a nexus megsemmisül; mindenki körönként egyszer.',
  },
  'DW-TITAN-14': {
    en: 'Once a round a Titan may give up one capacity for good to cancel a Damage roll about to hit it.',
    hu: 'Körönként egyszer a titán végleg feláldozhatja egy képességét, hogy érvénytelenítse az őt érő sebzésdobást.',
  },
  'DW-NEXUS-06': {
    en: 'The catalyst pays the sacrifice after the trial, pass or fail: something he must hold, a penalty that may not go below 0, a characteristic dropped to 0, an ability lost for the round, or a wound after which the nexus works anyway.',
    hu: 'A katalizátor a próba után, akár sikerült, akár nem, megfizeti az áldozatot: valamit, ami nála van, egy 0 alá nem vihető levonást, egy 0-ra csökkenő jellemzőt, egy körre elvesztett képességet, vagy egy sebet, amely után a nexus mindenképp működik.',
  },
  'DW-MISSION-PRE-09': {
    en: 'A soldier still suffering from a wound goes into battle with it: his lingering wound is where his wound track starts, penalties and all.',
    hu: 'A még sebesült katona a sebével együtt indul csatába: a megmaradt sérülése a kiinduló sebállapota, minden hátrányával együtt.',
  },
  'DW-MISSION-DURING-01': {
    en: "The company rolls its Tactical rolls with the captain's Discipline while he fights, with the lieutenant's when only he does, and otherwise with any fighter's its player picks.",
    hu: 'A csapat taktikai dobásaihoz a kapitány fegyelmét használja, amíg ő harcol; ha csak a hadnagy van jelen, az övét; különben a játékos bármelyik harcosáét választhatja.',
  },
  'DW-MISSION-DURING-02': {
    en: 'While a company has lost its captain, every Discipline test its soldiers make, Tactical rolls too, is one lower.',
    hu: 'Amíg a csapatnak nincs kapitánya, katonái minden fegyelempróbája, a taktikai dobásokat is beleértve, eggyel kisebb.',
  },
  'DW-ROLE-19': {
    en: 'With a tracker in the group, the approach Tactical roll gets 2 more and the player may pass once more during the approach, even when he has more cards and fighters.',
    hu: 'Ha nyomolvasó is van a csoportban, a felvonulás taktikai dobása 2-vel nő, és a játékos a felvonulásban eggyel többször passzolhat, akkor is, ha több kártyája és harcosa van.',
  },
  'DW-RECUP-14': {
    en: 'A steam boiler or naphtha carburetor that blew up in the battle counts as mended afterwards; nobody rolls for it.',
    hu: 'A csatában felrobbant gőzkazán vagy naftaporlasztó utána megjavítottnak számít; nem kell érte dobni.',
  },
  'DW-RETREAT-04': {
    en: 'A company that retreats is treated as having reached no objective at all, not even one it had already reached, so none of its soldiers earns a mission bonus.',
    hu: 'A visszavonuló csapat egyetlen célt sem teljesített, azt sem, amelyet már elért, így egyik katonája sem kap küldetésjutalmat.',
  },
  'DW-MISSION-DURING-17': {
    en: 'A fixed war machine earns nothing itself; the EP of a shot it hits with go whole to each servant or stand-in who worked it.',
    hu: 'A helyhez kötött hadigép maga nem kap tapasztalatot; egy talált lövése pontjait minden kezelő és beugró, aki részt vett benne, teljes egészében megkapja.',
  },
  'DW-MISSION-DURING-22': {
    en: 'When the mission ends, the sheet keeps for each soldier the one wound he ends with, if Serious or worse; a fighter taken off the table by any effect counts as out of action.',
    hu: 'A küldetés végén a lap minden katonánál azt az egy sebet őrzi meg, amellyel befejezi, ha az legalább súlyos; akit bármilyen hatás levett az asztalról, harcképtelennek számít.',
  },
  'DW-MISSION-DURING-24': {
    en: 'When a war machine or a nexus that fought ends the battle with over half its SP gone, the SP it lost are written down.',
    hu: 'Ha egy csatában részt vett hadigép vagy nexus szerkezeti pontjainak több mint felét elveszíti, az elvesztett pontokat feljegyzik.',
  },
  'DW-ATTR-10': {
    en: 'Two spells are forbidden to company magicians: Morbid Division and We Are Legion; a morbid angel may only be summoned straight away, for 4 morbid points.',
    hu: 'Két varázslat tilos a csapat mágusainak: a Morbid Division és a We Are Legion; morbid angyal csak közvetlenül idézhető, 4 morbid pontért.',
  },
  'DW-NEXUS-12': {
    en: 'Magic or prayer may put fresh uses back into a nexus during the battle, except into one whose load allows a single use.',
    hu: 'Varázslat vagy ima a csata közben új használatokat adhat egy nexusnak, kivéve azt, amelynek terhelése egyetlen használatot enged.',
  },
};
