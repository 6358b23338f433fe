/** Short rule texts in our own words, by checklist ID, for the log's "read the rule". */
export const ruleTexts: Record<string, { readonly en: string; readonly hu: string }> = {
  'WM-AOE-02': {
    en: 'An area attack that hits deals its full POW + 2d6 to the target.',
    hu: 'A találó területi támadás teljes POW + 2d6 sebzést dob a célpontra.',
  },
  'WM-AOE-03': {
    en: 'A template as wide as the AOE is centred on the model hit.',
    hu: 'Az AOE átmérőjű sablon az eltalált modell közepére kerül.',
  },
  'WM-AOE-04': {
    en: 'Every other base under the template takes blast damage: half the POW, rounded up, + 2d6.',
    hu: 'A sablon alatti többi modell robbanássebzést kap: a POW fele felfelé kerekítve + 2d6.',
  },
  'WM-AOE-06': {
    en: 'Each model under a template rolls its own damage, and each roll can be boosted for 1 focus.',
    hu: 'A sablon alatt minden modell külön sebzést kap, és mindegyik 1 fókuszért boostolható.',
  },
  'WM-AOE-08': {
    en: 'A missed area attack drifts d6 inches in a direction rolled on a d6.',
    hu: 'A célt tévesztett területi támadás d6 hüvelyket sodródik egy d6-tal dobott irányba.',
  },
  'WM-ATTACK-01': {
    en: 'After moving, a model may attack once with each weapon of one kind: all melee or all ranged.',
    hu: 'Mozgás után a modell egy fajta (közelharci vagy távolsági) minden fegyverével egyszer támadhat.',
  },
  'WM-ATTACK-02': {
    en: 'Melee and ranged attacks never mix in one activation.',
    hu: 'Egy aktiváláson belül nem keveredhet közelharci és távolsági támadás.',
  },
  'WM-ATTACK-03': {
    en: 'Each extra attack after the first ones costs 1 focus, with a weapon of the kind already used.',
    hu: 'A kezdeti támadások után minden további támadás 1 fókusz, a már választott fajta fegyverével.',
  },
  'WM-ATTACK-04': {
    en: 'A ranged weapon fires no more times in an activation than its ROF.',
    hu: 'Egy távolsági fegyver egy aktiválásban legfeljebb ROF-nyi alkalommal lő.',
  },
  'WM-ATTACK-06': {
    en: 'A special attack takes the place of all the first attacks; only paid extra attacks of the same kind follow.',
    hu: 'A különleges támadás az összes kezdeti támadás helyett jár; utána csak fizetett, azonos fajta támadás jöhet.',
  },
  'WM-ATTACK-08': {
    en: 'To hit: MAT (melee), RAT (ranged) or FOCUS (magic) + 2d6 must reach the target’s DEF.',
    hu: 'Találat: MAT (közelharc), RAT (távolsági) vagy FOCUS (mágia) + 2d6 legalább a célpont DEF-je.',
  },
  'WM-DAMAGE-01': {
    en: 'Ranged and magic damage is POW + 2d6.',
    hu: 'A távolsági és mágikus sebzés POW + 2d6.',
  },
  'WM-DAMAGE-04': {
    en: 'Whatever the damage roll beats the target’s ARM by is marked as damage.',
    hu: 'Amennyivel a sebzésdobás meghaladja a célpont ARM-ját, annyi sebzés kerül fel.',
  },
  'WM-DAMAGE-06': {
    en: 'A warcaster marks its damage boxes from left to right.',
    hu: 'A warcaster balról jobbra jelöli a sebzését.',
  },
  'WM-DAMAGE-07': {
    en: 'A warcaster with every box marked leaves the table.',
    hu: 'Ha a warcaster minden rubrikája betelt, lekerül az asztalról.',
  },
  'WM-DAMAGE-09': {
    en: 'Damage to a warjack starts in a column picked by a d6.',
    hu: 'A warjack sebzése egy d6-tal választott oszlopban kezdődik.',
  },
  'WM-DAMAGE-14': {
    en: 'A system is crippled once every box bearing its letter is marked.',
    hu: 'Egy rendszer akkor bénul meg, ha minden betűjével jelölt rubrikája betelt.',
  },
  'WM-DAMAGE-18': {
    en: 'A warjack whose Movement is crippled mid-charge stops there and its activation ends.',
    hu: 'Ha roham közben megbénul a warjack Mozgása, ott megáll, és az aktiválása véget ér.',
  },
  'WM-DAMAGE-20': {
    en: 'A weapon in a crippled system cannot make a special attack.',
    hu: 'Lebénult rendszerben lévő fegyverrel nem lehet különleges támadást tenni.',
  },
  'WM-DAMAGE-23': {
    en: 'A warjack with its whole grid marked is destroyed.',
    hu: 'Ha a warjack teljes sebzés-mátrixa betelt, elpusztul.',
  },
  'WM-DAMAGE-25': {
    en: 'Warjack damage is never repaired, and a crippled system stays crippled.',
    hu: 'A warjack sebzése sosem javul, és a lebénult rendszer lebénult marad.',
  },
  'WM-END-01': {
    en: 'The battle is won the moment the enemy warcaster falls.',
    hu: 'A csatát az nyeri, akinek az ellenfele warcastere elesik, abban a pillanatban.',
  },
  'WM-END-03': {
    en: 'If both warcasters fall to the same effect, nobody wins.',
    hu: 'Ha ugyanaz a hatás mindkét warcastert leteríti, döntetlen.',
  },
  'WM-END-04': {
    en: 'There is no round limit unless the players set one; reaching it is a draw.',
    hu: 'Nincs körkorlát, hacsak a játékosok be nem állítanak egyet; ha eléri, döntetlen.',
  },
  'WM-FEAT-01': { en: 'Each warcaster has one feat.', hu: 'Minden warcasternek egy hőstette van.' },
  'WM-FEAT-02': {
    en: 'A feat is used in its warcaster’s own activation.',
    hu: 'A hőstettet a warcaster a saját aktiválásában hajtja végre.',
  },
  'WM-FEAT-03': { en: 'A feat works once a game.', hu: 'A hőstett játékonként egyszer hajtható végre.' },
  'WM-FEAT-04': {
    en: 'No feat in an activation in which the warcaster runs.',
    hu: 'Abban az aktiválásban, amelyben a warcaster fut, nincs hőstett.',
  },
  'WM-FEAT-05': {
    en: 'No feat while knocked down or stationary.',
    hu: 'Fellökve vagy mozdulatlanul nem hajtható végre hőstett.',
  },
  'WM-FEAT-07': {
    en: 'A one-round feat lasts until its owner’s next turn starts.',
    hu: 'Az egy harci körig tartó hőstett a gazdája következő fordulójának elejéig tart.',
  },
  'WM-FOCUS-01': {
    en: 'In the Control phase the warcaster gets focus equal to its FOCUS.',
    hu: 'A Kontrollfázisban a warcaster FOCUS-nyi fókuszt kap.',
  },
  'WM-FOCUS-02': {
    en: 'The warcaster may hand focus to its warjacks in its control area.',
    hu: 'A warcaster a kontrollterületén lévő warjackjeinek adhat fókuszt.',
  },
  'WM-FOCUS-04': {
    en: 'Only a warjack inside the control area (2 × FOCUS inches) can get focus; no line of sight needed.',
    hu: 'Csak a kontrollterületen (2 × FOCUS hüvelyk) belüli warjack kaphat fókuszt; rálátás nem kell.',
  },
  'WM-FOCUS-05': {
    en: 'A warjack gets at most 3 focus a turn.',
    hu: 'Egy warjack fordulónként legfeljebb 3 fókuszt kaphat.',
  },
  'WM-FOCUS-06': {
    en: 'Focus is handed out only in the Control phase.',
    hu: 'Fókuszt csak a Kontrollfázisban lehet kiosztani.',
  },
  'WM-FOCUS-08': {
    en: 'An extra attack costs 1 focus.',
    hu: 'Egy további támadás 1 fókuszba kerül.',
  },
  'WM-FOCUS-09': {
    en: 'A boost adds one die to an attack or damage roll for 1 focus.',
    hu: 'A boost 1 fókuszért egy kockát ad egy támadó- vagy sebzésdobáshoz.',
  },
  'WM-FOCUS-11': {
    en: 'Each roll takes at most one boost; several rolls may each have one, at 1 focus apiece.',
    hu: 'Minden dobás legfeljebb egyszer boostolható; több dobás külön-külön is, darabonként 1 fókuszért.',
  },
  'WM-FOCUS-12': {
    en: 'In the Control phase a knocked-down model can pay 1 focus to get up.',
    hu: 'A Kontrollfázisban a fellökött modell 1 fókuszért felállhat.',
  },
  'WM-FOCUS-13': {
    en: 'In the Control phase a stationary model can pay 1 focus to move again.',
    hu: 'A Kontrollfázisban a mozdulatlan modell 1 fókuszért megszüntetheti az állapotát.',
  },
  'WM-FOCUS-14': { en: 'A warjack pays 1 focus to run.', hu: 'A warjack 1 fókuszt fizet a futásért.' },
  'WM-FOCUS-15': { en: 'A warjack pays 1 focus to charge.', hu: 'A warjack 1 fókuszt fizet a rohamért.' },
  'WM-FOCUS-18': {
    en: 'A spell costs its COST in focus.',
    hu: 'Egy varázslat COST-nyi fókuszba kerül.',
  },
  'WM-FOCUS-19': {
    en: 'In its activation a warcaster may pay 1 focus to heal 1 of its own damage.',
    hu: 'Aktiválásában a warcaster 1 fókuszért 1 saját sebzését gyógyíthatja.',
  },
  'WM-FOCUS-23': {
    en: 'Nobody spends focus it does not have.',
    hu: 'Senki sem költhet több fókuszt, mint amennyi van neki.',
  },
  'WM-FOCUS-24': {
    en: 'A warjack with a crippled Cortex has no focus and gets none.',
    hu: 'A lebénult Cortexű warjacknek nincs fókusza, és nem is kaphat.',
  },
  'WM-LOS-05': {
    en: 'Terrain blocks nothing unless the terrain option is on.',
    hu: 'A terep semmit sem takar, hacsak a terep-beállítás nincs bekapcsolva.',
  },
  'WM-LOS-06': {
    en: 'Charges, slams and every attack need a clear line to the target.',
    hu: 'A rohamhoz, az ökleléshez és minden támadáshoz rálátás kell a célpontra.',
  },
  'WM-MELEE-01': {
    en: 'A melee attack reaches only targets within the weapon’s melee range and in sight.',
    hu: 'Közelharci támadás csak a fegyver közelharci távolságán belüli, látható célpontot érhet.',
  },
  'WM-MELEE-07': {
    en: 'Leaving an enemy’s melee range lets that enemy take a free strike, if it wishes.',
    hu: 'Aki kilép egy ellenség közelharci távolságából, azt az ellenség szabad csapással sújthatja, ha akarja.',
  },
  'WM-MELEE-08': {
    en: 'A free strike is one melee attack at +2 with a boosted damage roll, for no focus.',
    hu: 'A szabad csapás egy közelharci támadás +2-vel, boostolt sebzéssel, fókusz nélkül.',
  },
  'WM-MELEE-09': {
    en: 'A free strike lands as the mover leaves; a mover destroyed by it goes no further.',
    hu: 'A szabad csapás a kilépés pillanatában ér; ha a mozgó modell elpusztul, nem megy tovább.',
  },
  'WM-MELEE-10': {
    en: 'Melee damage is P+S + 2d6.',
    hu: 'A közelharci sebzés P+S + 2d6.',
  },
  'WM-MELEE-11': {
    en: 'Melee attacks always hit a knocked-down or stationary model.',
    hu: 'A fellökött vagy mozdulatlan modellt a közelharci támadás mindig eltalálja.',
  },
  'WM-MODEL-10': {
    en: 'This weapon sets every model it hits on fire.',
    hu: 'Ez a fegyver minden eltalált modellt lángra lobbant.',
  },
  'WM-MODEL-11': {
    en: 'This weapon sets a model on fire on a critical hit.',
    hu: 'Ez a fegyver kritikus találatnál lobbantja lángra a modellt.',
  },
  'WM-MODEL-12': {
    en: 'This weapon puts corrosion on every model it hits.',
    hu: 'Ez a fegyver minden eltalált modellre korróziót tesz.',
  },
  'WM-MODEL-13': {
    en: 'This weapon puts corrosion on a model on a critical hit.',
    hu: 'Ez a fegyver kritikus találatnál tesz korróziót a modellre.',
  },
  'WM-MODEL-17': {
    en: 'Abilities written out on a card work as their text says.',
    hu: 'A kártyán szövegesen leírt képességek úgy hatnak, ahogy a szövegük mondja.',
  },
  'WM-MOVE-01': {
    en: 'An activation starts with the move, which may be given up.',
    hu: 'Az aktiválás mozgással kezdődik, amiről le is lehet mondani.',
  },
  'WM-MOVE-02': {
    en: 'A moving base never passes through another base.',
    hu: 'Mozgás közben egy talp sosem haladhat át egy másikon.',
  },
  'WM-MOVE-04': {
    en: 'A full advance covers up to SPD inches, measured along the path.',
    hu: 'Teljes előrenyomuláskor legfeljebb SPD hüvelyk tehető meg, az útvonal mentén mérve.',
  },
  'WM-MOVE-05': {
    en: 'A run covers up to twice SPD and ends the activation.',
    hu: 'Futáskor legfeljebb kétszeres SPD tehető meg, és az aktiválás véget ér.',
  },
  'WM-MOVE-06': {
    en: 'A model without a combat action this activation cannot run.',
    hu: 'Amelyik modellnek nincs harci cselekménye ebben az aktiválásban, nem futhat.',
  },
  'WM-MOVE-07': {
    en: 'A warcaster that casts or uses its feat cannot run in that activation.',
    hu: 'A varázsló vagy hőstettet végrehajtó warcaster abban az aktiválásban nem futhat.',
  },
  'WM-MOVE-08': {
    en: 'A charge goes straight at an enemy in sight, up to SPD + 3 inches.',
    hu: 'A roham egyenesen egy látható ellenség felé halad, legfeljebb SPD + 3 hüvelyket.',
  },
  'WM-MOVE-09': { en: 'Only enemies can be charged.', hu: 'Csak ellenséget lehet megrohamozni.' },
  'WM-MOVE-10': {
    en: 'A model whose SPD an effect lowers cannot charge.',
    hu: 'Akinek egy hatás csökkenti az SPD-jét, nem rohamozhat.',
  },
  'WM-MOVE-11': {
    en: 'At the end of a charge the charger turns to face its target.',
    hu: 'A roham végén a rohamozó a célpontja felé fordul.',
  },
  'WM-MOVE-12': {
    en: 'A charger that ends out of melee range has failed: its activation ends.',
    hu: 'Ha a rohamozó nem ér közelharci távolságba, a roham kudarcot vall, és az aktiválás véget ér.',
  },
  'WM-MOVE-13': {
    en: 'After a charge the first attack must go to the charge target.',
    hu: 'Roham után az első támadás a roham célpontja ellen megy.',
  },
  'WM-MOVE-14': {
    en: 'After a charge of 3" or more the first attack’s damage gets a free extra die.',
    hu: 'Legalább 3"-es roham után az első támadás sebzése ingyen kap egy plusz kockát.',
  },
  'WM-MOVE-16': {
    en: 'The charge attack’s damage is boosted already and cannot be boosted again.',
    hu: 'A rohamtámadás sebzése már boostolt, újra nem boostolható.',
  },
  'WM-MOVE-17': {
    en: 'A charging model makes melee attacks only.',
    hu: 'A rohamozó modell csak közelharci támadást tehet.',
  },
  'WM-MOVE-19': {
    en: 'A charger that bumps into another base stops there.',
    hu: 'A rohamozó, amely egy másik talpnak ütközik, ott megáll.',
  },
  'WM-MOVE-20': {
    en: 'A warjack with crippled Movement can neither run nor charge.',
    hu: 'A lebénult Mozgású warjack nem futhat és nem rohamozhat.',
  },
  'WM-MOVE-21': {
    en: 'Knocked-down and stationary models do not move.',
    hu: 'A fellökött és a mozdulatlan modell nem mozoghat.',
  },
  'WM-POWER-01': {
    en: 'Only warjacks make power attacks.',
    hu: 'Erőtámadást csak warjack tehet.',
  },
  'WM-POWER-02': {
    en: 'A power attack costs 1 focus.',
    hu: 'Egy erőtámadás 1 fókuszba kerül.',
  },
  'WM-POWER-04': {
    en: 'No power attack after a charge.',
    hu: 'Roham után nincs erőtámadás.',
  },
  'WM-POWER-05': {
    en: 'Power attacks reach 0.5", whatever the weapons.',
    hu: 'Az erőtámadás 0,5"-re ér el, a fegyverektől függetlenül.',
  },
  'WM-POWER-06': {
    en: 'A power attack takes the place of all first attacks; paid extra melee attacks may follow.',
    hu: 'Az erőtámadás az összes kezdeti támadás helyett jár; utána fizetett közelharci támadások jöhetnek.',
  },
  'WM-POWER-08': {
    en: 'A head-butt that hits knocks the target down and deals STR + 2d6.',
    hu: 'A találó fejelés fellöki a célpontot, és STR + 2d6 sebzést okoz.',
  },
  'WM-POWER-09': {
    en: 'A bigger base cannot be head-butted.',
    hu: 'Nagyobb talpú modellt nem lehet lefejelni.',
  },
  'WM-POWER-10': {
    en: 'A warjack with a crippled Head cannot head-butt.',
    hu: 'A lebénult fejű warjack nem fejelhet.',
  },
  'WM-POWER-11': {
    en: 'A slam needs the whole activation: both the move and the combat action.',
    hu: 'Az ökleléshez a mozgás és a harci cselekmény is kell.',
  },
  'WM-POWER-12': {
    en: 'Whatever forbids a charge forbids a slam.',
    hu: 'Ami a rohamot tiltja, az öklelést is.',
  },
  'WM-POWER-13': {
    en: 'Any model in sight may be slammed.',
    hu: 'Bármely látható modellt meg lehet öklelni.',
  },
  'WM-POWER-14': {
    en: 'A knocked-down model cannot be slammed.',
    hu: 'Fellökött modellt nem lehet megöklelni.',
  },
  'WM-POWER-15': {
    en: 'The slammer names its target and turns to face it before moving.',
    hu: 'Az öklelő mozgás előtt megnevezi a célpontját, és felé fordul.',
  },
  'WM-POWER-16': {
    en: 'The slammer moves straight at its target, up to SPD + 3 inches.',
    hu: 'Az öklelő egyenesen a célpontja felé halad, legfeljebb SPD + 3 hüvelyket.',
  },
  'WM-POWER-19': {
    en: 'A slammer more than 0.5" from its target has failed: its activation ends.',
    hu: 'Ha az öklelő 0,5"-nél messzebb áll meg, az öklelés kudarcot vall, és az aktiválás véget ér.',
  },
  'WM-POWER-20': {
    en: 'After 3" or more, a slam roll (MAT + 2d6) that hits slams the target.',
    hu: 'Legalább 3" után a találó öklelő dobás (MAT + 2d6) meglöki a célpontot.',
  },
  'WM-POWER-21': {
    en: 'Slamming a bigger base is at −2.',
    hu: 'Nagyobb talpú modell öklelése −2.',
  },
  'WM-POWER-22': {
    en: 'After less than 3" a hit only deals STR + 2d6: no push, no knockdown.',
    hu: '3"-nél rövidebb út után a találat csak STR + 2d6 sebzés: nincs lökés, nincs fellökés.',
  },
  'WM-POWER-23': {
    en: 'A slammed model flies d6 inches straight away from the slammer.',
    hu: 'A megöklelt modell d6 hüvelyket repül egyenesen az öklelőtől el.',
  },
  'WM-POWER-27': {
    en: 'A slammed model lands knocked down.',
    hu: 'A megöklelt modell fellökve ér földet.',
  },
  'WM-POWER-28': {
    en: 'A slammed model takes STR + 2d6, one die more if it hit a base as big as its own.',
    hu: 'A megöklelt modell STR + 2d6 sebzést kap, egy kockával többet, ha legalább akkora talpnak ütközött.',
  },
  'WM-POWER-29': {
    en: 'Smaller bases passed over, and an equal base hit, are knocked down and take STR + 2d6, never boosted.',
    hu: 'Az átrepült kisebb és az elért azonos talpú modell fellökve STR + 2d6 sebzést kap, boost nélkül.',
  },
  'WM-POWER-30': {
    en: 'A bigger base hit by a slammed model is not harmed.',
    hu: 'A megöklelt modell által elért nagyobb talpú modellnek nem esik baja.',
  },
  'WM-POWER-32': {
    en: 'Being pushed is not a move of one’s own: it draws no free strikes.',
    hu: 'A lökés nem saját mozgás: nem vált ki szabad csapást.',
  },
  'WM-POWER-33': {
    en: 'A missed slam leaves the target alone; paid melee attacks may still follow.',
    hu: 'A célt tévesztett öklelés nem hat a célpontra; fizetett közelharci támadások még jöhetnek.',
  },
  'WM-POWER-35': {
    en: 'A slammer whose Movement is crippled on the way stops and its activation ends.',
    hu: 'Ha az öklelő Mozgása útközben megbénul, megáll, és az aktiválása véget ér.',
  },
  'WM-RANGED-01': {
    en: 'A model in melee makes no ranged attacks.',
    hu: 'Közelharcban álló modell nem támadhat távolról.',
  },
  'WM-RANGED-04': {
    en: 'A target beyond the weapon’s range is missed without a roll.',
    hu: 'A fegyver hatótávján túli célpontot dobás nélkül elvéti.',
  },
  'WM-RANGED-05': {
    en: 'Giving up the whole move to aim adds +2 to ranged attack rolls.',
    hu: 'Aki a teljes mozgásáról lemond a célzásért, +2-t kap a távolsági támadásaira.',
  },
  'WM-RANGED-07': {
    en: 'Ranged damage is POW + 2d6.',
    hu: 'A távolsági sebzés POW + 2d6.',
  },
  'WM-RANGED-09': {
    en: 'A Stealth model more than 5" away cannot be hit from range.',
    hu: '5"-nél messzebbről a lopakodó modellt távolról nem lehet eltalálni.',
  },
  'WM-SETUP-04': {
    en: 'Both roll a d6 (again on a tie); the higher roll chooses who goes first.',
    hu: 'Mindketten dobnak egy d6-tal (egyenlőségnél újra); a nagyobb dobó választja ki, ki kezd.',
  },
  'WM-SETUP-05': {
    en: 'The first player sets up everything first, within 10" of the edge it picks.',
    hu: 'A kezdő játékos helyez fel először mindent, az általa választott asztalszéltől 10"-en belül.',
  },
  'WM-SETUP-06': {
    en: 'The other player then sets up within 10" of the opposite edge.',
    hu: 'Utána a másik játékos a szemközti széltől 10"-en belül helyez fel.',
  },
  'WM-SETUP-07': {
    en: 'No model may start within 20" of an enemy.',
    hu: 'Egyetlen modell sem kezdhet 20"-en belül egy ellenségtől.',
  },
  'WM-SETUP-09': {
    en: 'Each model is set up facing the way its owner wants.',
    hu: 'Minden modell arra néz, amerre a gazdája felhelyezi.',
  },
  'WM-SPECIAL-05': {
    en: 'A continuous effect does nothing when it lands; it works in later turns.',
    hu: 'Az állandósult hatás felkerüléskor nem hat; a későbbi fordulókban működik.',
  },
  'WM-SPECIAL-07': {
    en: 'Each turn a continuous effect rolls a d6: 1–2 it goes out, 3–6 it strikes and stays.',
    hu: 'Az állandósult hatás fordulónként d6-tal dob: 1–2 megszűnik, 3–6 hat és marad.',
  },
  'WM-SPECIAL-08': {
    en: 'Corrosion marks 1 damage, whatever the ARM.',
    hu: 'A korrózió 1 sebzést jelöl, az ARM-tól függetlenül.',
  },
  'WM-SPECIAL-09': {
    en: 'Fire rolls 12 + 2d6 against ARM.',
    hu: 'A tűz 12 + 2d6-tal dob az ARM ellen.',
  },
  'WM-SPELL-02': {
    en: 'The warcaster pays the spell’s COST in focus to cast it.',
    hu: 'A warcaster a varázslat COST-ját fókuszban fizeti.',
  },
  'WM-SPELL-03': {
    en: 'The target must be within the spell’s range of its point of origin.',
    hu: 'A célpontnak a varázslat kiindulópontjától a hatótávon belül kell lennie.',
  },
  'WM-SPELL-04': {
    en: 'A SELF spell affects the warcaster only.',
    hu: 'A SELF varázslat csak a warcasterre hat.',
  },
  'WM-SPELL-05': {
    en: 'A spell with a numeric AOE takes effect in a circle that many inches across, on the models in it that it names.',
    hu: 'A számmal megadott AOE-jú varázslat egy ennyi hüvelyk átmérőjű körben hat, a benne álló modellek közül azokra, amelyeket megnevez.',
  },
  'WM-SPELL-07': {
    en: 'A spell with POW deals POW + 2d6.',
    hu: 'A POW-val bíró varázslat POW + 2d6 sebzést okoz.',
  },
  'WM-SPELL-08': {
    en: 'A spell’s effect lasts as its card says; upkeep spells can be kept.',
    hu: 'A varázslat hatása a kártyája szerint tart; a fenntartható varázslat megtartható.',
  },
  'WM-SPELL-09': {
    en: 'In the Control phase each upkeep spell kept costs 1 focus.',
    hu: 'A Kontrollfázisban minden megtartott fenntartott varázslat 1 fókusz.',
  },
  'WM-SPELL-10': {
    en: 'An upkeep spell not paid for ends with the Control phase.',
    hu: 'A ki nem fizetett fenntartott varázslat a Kontrollfázissal véget ér.',
  },
  'WM-SPELL-11': {
    en: 'A warcaster keeps one copy of each spell: casting it again ends the old one.',
    hu: 'A warcaster minden varázslatából egyet tarthat fenn: újra elmondva a régi megszűnik.',
  },
  'WM-SPELL-13': {
    en: 'A model holds one friendly and one enemy upkeep spell; a newer one from the same side replaces the old.',
    hu: 'Egy modellen egy baráti és egy ellenséges fenntartott varázslat lehet; az azonos oldalról jövő új lecseréli a régit.',
  },
  'WM-SPELL-14': {
    en: 'An offensive spell rolls FOCUS + 2d6 against DEF.',
    hu: 'A támadó varázslat FOCUS + 2d6-tal dob a DEF ellen.',
  },
  'WM-SPELL-15': {
    en: 'A magic attack needs a line from its point of origin to the target.',
    hu: 'A mágikus támadáshoz rálátás kell a kiindulópontból a célpontra.',
  },
  'WM-SPELL-17': {
    en: 'A magic attack roll and a spell’s damage roll can each be boosted for 1 focus.',
    hu: 'A mágikus támadó dobás és a varázslat sebződobása 1-1 fókuszért boostolható.',
  },
  'WM-SPELL-18': {
    en: 'A magic attack beyond range misses, and the focus is spent anyway.',
    hu: 'A hatótávon túli mágikus támadás célt téveszt, a fókusz mégis elfogy.',
  },
  'WM-SPELL-19': {
    en: 'Stealth beyond 5" makes a magic attack miss too.',
    hu: '5"-en túl a lopakodás a mágikus támadást is elvéteti.',
  },
  'WM-SPELL-20': {
    en: 'Spells can be sent through the warcaster’s own Arc Node warjacks.',
    hu: 'A varázslat a warcaster saját varázslat-közvetítő warjackjein át is elmondható.',
  },
  'WM-SPELL-21': {
    en: 'A channeller must stand in the control area and see the target.',
    hu: 'A közvetítőnek a kontrollterületen kell állnia, és látnia kell a célpontot.',
  },
  'WM-SPELL-25': {
    en: 'A warjack in melee, knocked down or with a crippled Arc Node cannot channel.',
    hu: 'Közelharcban álló, fellökött vagy lebénult varázslat-közvetítőjű warjack nem közvetíthet.',
  },
  'WM-SPELL-26': {
    en: 'Spells are cast in the warcaster’s own activation, not after running nor while down or stationary.',
    hu: 'Varázslat a warcaster saját aktiválásában mondható, futás után, fellökve vagy mozdulatlanul nem.',
  },
  'WM-SPELL-29': {
    en: 'A helpful spell on another model still needs sight and range.',
    hu: 'Más modellre mondott segítő varázslathoz is kell rálátás és hatótáv.',
  },
  'WM-SPELL-30': {
    en: 'SELF and CTRL spells cannot be channelled.',
    hu: 'SELF és CTRL varázslat nem közvetíthető.',
  },
  'WM-SPELL-31': {
    en: 'Influence is not used in this game.',
    hu: 'Az Influence varázslat ebben a játékban nem használható.',
  },
  'WM-SPRAY-01': {
    en: 'A spray covers a strip 1" wide and 6, 8 or 10 inches long.',
    hu: 'A beterítő támadás egy 1" széles, 6, 8 vagy 10 hüvelyk hosszú sávot fed le.',
  },
  'WM-SPRAY-02': {
    en: 'Every model in the spray gets its own attack roll.',
    hu: 'A beterítő támadás sávjában minden modell ellen külön támadódobás jár.',
  },
  'WM-SPRAY-05': {
    en: 'Every model the spray hits takes POW + 2d6.',
    hu: 'A beterítő támadás minden eltalált modellje POW + 2d6 sebzést kap.',
  },
  'WM-STATUS-01': {
    en: 'A knocked-down model neither moves nor acts.',
    hu: 'A fellökött modell nem mozog és nem cselekszik.',
  },
  'WM-STATUS-07': {
    en: 'A knocked-down model can stand at the start of its activation, giving up its move or its action.',
    hu: 'A fellökött modell aktiválása elején felállhat, a mozgásáról vagy a cselekményéről lemondva.',
  },
  'WM-STATUS-08': {
    en: 'A model knocked down in its own turn gets up in its next turn at the earliest.',
    hu: 'A saját fordulójában fellökött modell legkorábban a következő fordulójában állhat fel.',
  },
  'WM-STATUS-10': {
    en: 'A model that stood up by giving up its action may only make a full advance.',
    hu: 'Aki a cselekményéről lemondva állt fel, csak teljes előrenyomulást tehet.',
  },
  'WM-STATUS-14': {
    en: 'A stationary model cannot activate.',
    hu: 'A mozdulatlan modell nem aktiválható.',
  },
  'WM-STATUS-16': {
    en: 'A stationary model neither moves, attacks, casts nor uses its feat.',
    hu: 'A mozdulatlan modell nem mozog, nem támad, nem varázsol és hőstettet sem hajt végre.',
  },
  'WM-TURN-03': {
    en: 'A turn runs Maintenance, Control, then Activation.',
    hu: 'A forduló menete: Fenntartás, Kontroll, majd Aktiválás.',
  },
  'WM-TURN-06': {
    en: 'In Maintenance continuous effects strike; with Fire and Corrosion together the active player picks the order.',
    hu: 'Fenntartáskor hatnak az állandósult hatások; tűz és korrózió együtt esetén az aktív játékos dönti el a sorrendet.',
  },
  'WM-TURN-07': {
    en: 'One-round effects end when their creator’s next turn begins.',
    hu: 'Az egy harci körig tartó hatások a létrehozójuk következő fordulójának elején érnek véget.',
  },
  'WM-TURN-08': {
    en: 'Control: focus first, then upkeep, then shaking off knockdown or stationary.',
    hu: 'Kontroll: először fókusz, majd fenntartás, végül a fellökés vagy mozdulatlanság megszüntetése.',
  },
  'WM-TURN-09': {
    en: 'In the Activation phase the player activates models one at a time, in any order.',
    hu: 'Az Aktiválási fázisban a játékos egyenként, tetszőleges sorrendben aktiválja a modelljeit.',
  },
  'WM-TURN-10': {
    en: 'Each model activates at most once a turn, one at a time.',
    hu: 'Minden modell fordulónként legfeljebb egyszer aktiválható, egyszerre csak egy.',
  },
  'WM-TURN-11': {
    en: 'Move first, then the combat action.',
    hu: 'Előbb a mozgás, aztán a harci cselekmény.',
  },
  'WM-TURN-12': {
    en: 'A stationary model is skipped.',
    hu: 'A mozdulatlan modell kimarad.',
  },
  'WM-TURN-13': {
    en: 'The turn ends when its player says so.',
    hu: 'A forduló akkor ér véget, amikor a játékosa bejelenti.',
  },
};
