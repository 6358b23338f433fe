import type { OptionSpec, Ruleset } from '@skirmish/core';
import { choiceSchema, type HybridChoice } from './choices.ts';
import { sampleContent } from './content/sample.ts';
import { checkContent } from './content/check.ts';
import { contentSchema, type HybridContent } from './content/schema.ts';
import { hybridOdds } from './odds.ts';
import { hybridPresenter, makeHybridPresenter } from './presenter.ts';
import { hybridRules } from './rules.ts';
import type { HybridState } from './state.ts';
import type { HybridView } from './view.ts';

export const hybridOptions: readonly OptionSpec[] = [
  {
    id: 'annihilationWins',
    hu: {
      label: 'Megsemmisítés, azonnali győzelem',
      description: 'Amelyik oldalnak nem marad harcosa, azonnal veszít, bárhogy állnak a célkitűzések.',
    },
    type: 'boolean',
    default: false,
    label: 'Annihilation wins',
    description: 'A side with no warriors left loses at once, whatever the objectives.',
    rule: 'HY-END-05',
  },
  {
    id: 'defaultRoundLimit',
    hu: {
      label: 'Körlimit, ha a küldetés nem szab',
      description: 'Ennyi kört játszotok, ha a küldetés nem ad meg határt.',
    },
    type: 'integer',
    default: 10,
    min: 1,
    max: 50,
    label: 'Round limit when the mission sets none',
    description: 'Rounds played when a mission gives no limit.',
    rule: 'HY-MISSION-03',
  },
  {
    id: 'turnModel',
    hu: {
      label: 'A fordulás költsége',
      description:
        'A hátraarc mindig 1 pont, és mellette megmarad az ingyenes negyedfordulat; vagy két negyedfordulatnak számít.',
      valueLabels: { flatAboutFace: 'A hátraarc 1 pont', quarterTurns: 'A hátraarc két negyedfordulat' },
    },
    type: 'choice',
    default: 'flatAboutFace',
    values: ['flatAboutFace', 'quarterTurns'],
    valueLabels: { flatAboutFace: 'About-face costs 1', quarterTurns: 'About-face is two quarter turns' },
    label: 'Turning costs',
    description: 'An about-face always costs 1 and keeps the free quarter turn, or it counts as two quarter turns.',
    rule: 'HY-MOVE-11',
  },
  {
    id: 'attackFacingFree',
    hu: {
      label: 'Ingyenes fordulás a csapáshoz',
      description:
        'Támadó harc (Offensive Combat) módban a harcos ingyen fordulhat szembe azzal az ellenféllel, akire lesújt.',
    },
    type: 'boolean',
    default: true,
    label: 'Free turn to strike',
    description: 'A warrior in Offensive Combat may turn for free to face the enemy he strikes.',
    rule: 'HY-FACE-04',
  },
  {
    id: 'skilledStrikeNeedsUnparriedHit',
    hu: {
      label: 'A Skilled Strike hárítatlan találatot kíván',
      description: 'Kikapcsolva: a sikeres első dobás akkor is megszerzi a másodikat, ha a védő kivédte.',
    },
    type: 'boolean',
    default: false,
    label: 'Skilled Strike needs an unparried hit',
    description: 'Off: a successful first roll earns the second even if parried.',
    rule: 'HY-MODE-OC-04',
  },
  {
    id: 'rank0Rounding',
    hu: {
      label: 'Páratlan számú 0-s rangú harcos',
      description:
        'Hogyan számít a Rangösszegbe a 0-s rangú harcosok egy megmaradó fél pontja: felfelé vagy lefelé kerekítve.',
      valueLabels: { up: 'Felfelé kerekít', down: 'Lefelé kerekít' },
    },
    type: 'choice',
    default: 'up',
    values: ['up', 'down'],
    valueLabels: { up: 'Round up', down: 'Round down' },
    label: 'An odd Rank 0 warrior',
    description: 'How a lone half point of Rank 0 warriors counts in the Rank Total.',
    rule: 'HY-MISSION-01',
  },
  {
    id: 'scarletToggle',
    hu: {
      label: 'A Scarlet Hive dobása átfordít',
      description:
        'Kikapcsolva: páratlan dobásra kinyílik a csapóajtó, párosra bezárul. Bekapcsolva: páratlan dobásra az ellenkezőjére vált.',
    },
    type: 'boolean',
    default: false,
    label: 'Scarlet Hive roll toggles',
    description: 'Off: an odd roll opens a trapdoor and an even roll closes it. On: an odd roll flips it.',
    rule: 'HY-MISSION-07',
  },
  {
    id: 'punyCanClose',
    hu: {
      label: 'A Puny harcosok bezárhatnak ajtót',
      description: 'A Puny harcosok soha nem nyithatnak ajtót; ez azt dönti el, bezárhatják-e.',
    },
    type: 'boolean',
    default: true,
    label: 'Puny warriors may close doors',
    description: 'Puny warriors can never open doors; this says whether they may close them.',
    rule: 'HY-DOOR-06',
  },
  {
    id: 'doorReach',
    hu: {
      label: 'Honnan érhető el egy ajtó',
      description:
        'Bármely mező, amely az ajtóval vagy a fal menti egyik végével érintkezik, vagy csak a közvetlenül mellette lévő két mező.',
      valueLabels: { touchOrEnd: 'Az ajtó vagy egy vége mellől', touch: 'Csak a két szomszédos mezőről' },
    },
    type: 'choice',
    default: 'touchOrEnd',
    values: ['touchOrEnd', 'touch'],
    valueLabels: { touchOrEnd: 'Beside the door or an end', touch: 'Only the two squares beside it' },
    label: 'Reach of a door',
    description: 'Any square touching the door or one of its ends along the wall, or only the two squares beside it.',
    rule: 'HY-DOOR-02',
  },
  {
    id: 'firstBloodBeforeContact',
    hu: {
      label: 'Halál az első érintkezés előtt',
      description: 'Semmit sem fed fel, vagy mindkét Army kártyát felfedi.',
      valueLabels: { ignore: 'Semmit sem fed fel', triggerBoth: 'Mindkét Army kártyát felfedi' },
    },
    type: 'choice',
    default: 'ignore',
    values: ['ignore', 'triggerBoth'],
    valueLabels: { ignore: 'Reveals nothing', triggerBoth: 'Reveals both Army cards' },
    label: 'A death before First Contact',
    description: 'It reveals nothing, or it reveals both Army cards.',
    rule: 'HY-CARD-ARMY-07',
  },
  {
    id: 'convictionReelect',
    hu: {
      label: 'A Conviction új vezetőt kap',
      description:
        'Kikapcsolva: ha a Conviction vezetője kiesik, a Conviction a játék végéig megszűnik. Bekapcsolva: a következő Aura-viselő veszi át.',
    },
    type: 'boolean',
    default: false,
    label: 'Conviction finds a new leader',
    description:
      'Off: once the Conviction leader is eliminated, Conviction stops for the rest of the game. On: the next Aura bearer takes over.',
    rule: 'HY-APT-18',
  },
  {
    id: 'bigBaseTrapdoorRule',
    hu: {
      label: 'Nagy talpak és csapóajtók',
      description:
        'Minden csapóajtó számít: a több mezős talp minden nyitott csapóajtóért, amelyen átkel, 1 extra MP-t fizet és egyszer dob, és 1 sebet kap, ha mozgása végén bármely mezője nyitott csapóajtón van, vagy alatta nyílik ki egy. A csapóajtók nem számítanak: a több mezős talpak úgy kelnek át a csapóajtókon, állnak meg és maradnak rajtuk, mintha közönséges mezők lennének.',
      valueLabels: { perTrapdoor: 'Minden csapóajtó számít', ignore: 'A csapóajtók nem számítanak' },
    },
    type: 'choice',
    default: 'perTrapdoor',
    values: ['perTrapdoor', 'ignore'],
    valueLabels: { perTrapdoor: 'Each trapdoor counts', ignore: 'Trapdoors ignored' },
    label: 'Big bases and trapdoors',
    description:
      'Each trapdoor counts: a base of several squares pays 1 extra MP and makes one roll for each open trapdoor it crosses, and takes 1 wound when it ends its move with any square on an open trapdoor or one opens under it. Trapdoors ignored: bases of several squares cross, stop on and stand over trapdoors as if they were ordinary squares.',
    rule: 'HY-TRAP-13',
  },
  {
    id: 'losModel',
    hu: {
      label: 'Holtterek a tengely mellett',
      description:
        'Egyenesek: a közvetlenül szemben álló akadály a könyv 1. esetének holtterét veti, minden más akadály a mezők közepét összekötő egyenes szerint takar. Lépcsők: a tengelyen kívüli akadályok a 2. és 3. eset lépcsőzetes holttereit vetik, ahogy mi építettük újra (lásd a README-t).',
      valueLabels: {
        'case1+geometric': 'Egyenesek (az 1. eset holttere)',
        staircase: 'Lépcsők (a 2. és 3. eset holtterei)',
      },
    },
    type: 'choice',
    default: 'case1+geometric',
    values: ['case1+geometric', 'staircase'],
    valueLabels: { 'case1+geometric': 'Straight lines (Case 1 dead angle)', staircase: 'Staircase (Cases 2 and 3)' },
    label: 'Dead angles beside the axis',
    description:
      'Straight lines: an obstacle straight ahead casts the book’s Case 1 dead angle, any other a straight line between square centres. Staircase: obstacles off the axis cast the stepped dead angles of Cases 2 and 3 as we rebuilt them (see the README).',
    rule: 'HY-LOS-10',
  },
  {
    id: 'fovApex',
    hu: {
      label: 'A látómező csúcsa',
      description:
        'A mező közepéből: a 90 fokos látómező a harcos mezőjének közepéből nyílik, így sorai 3, 5, 7… mező szélesek. Az elülső oldalból: a harcos elülső oldalának közepéből nyílik, így sorai 1, 3, 5… mező szélesek, és az átlókon fekvő mezők kimaradnak belőle (a minden irányba lövő 2. szintű Lövés ezeket is eléri). A több mezős talp az elülső szélének minden mezőjéből így lát.',
      valueLabels: { centre: 'A mező közepéből', frontEdge: 'Az elülső oldalból' },
    },
    type: 'choice',
    default: 'centre',
    values: ['centre', 'frontEdge'],
    valueLabels: { centre: 'From the centre', frontEdge: 'From the front side' },
    label: 'Apex of the field of vision',
    description:
      "From the centre: the 90° field of vision opens from the middle of the warrior's square, so its rows are 3, 5, 7… squares wide. From the front side: it opens from the middle of his front side, so its rows are 1, 3, 5… wide and the squares on the diagonals are left out (Firing at level 2, which shoots all round, still reaches them). A base of several squares looks so from each square of its front edge.",
    rule: 'HY-LOS-01',
  },
  {
    id: 'eventWindows',
    hu: {
      label: 'Mikor lehet Eseménykártyát kijátszani',
      description:
        'Bármikor: egy aktiválás minden pillanatában megkérdezzük azt a játékost, akinek van most kijátszható Eseménykártyája: a Mód bejelentése után, a mozgás minden lépése után és a végén, a csapóajtó-ugrás és a lesből leadott lövés dobása előtt, minden támadó dobás előtt és után, és az aktiválás vége előtt. Ritkábban: csak az akadályozó lapnál, a hárításnál és az aktiválás végén (gyorsabb játék).',
      valueLabels: {
        all: 'Bármikor az aktiválás alatt',
        end: 'Ritkábban: akadályozáskor, hárításkor és a végén',
      },
    },
    type: 'choice',
    default: 'all',
    values: ['all', 'end'],
    valueLabels: { all: 'At any moment of an activation', end: 'Less often: Hindrance, parry and end' },
    label: 'When Event cards may be played',
    description:
      'At any moment: a player who holds an Event card he could play now is asked at every moment of an activation: after the Mode is announced, after each step of a move and at its end, before the roll of a trapdoor jump or an ambush shot, before and after each attack roll, and before the activation ends. Less often: only at the Hindrance, the parry and the end of the activation (quicker play).',
    rule: 'HY-CARD-EVENT-04',
  },
  {
    id: 'titanRulesAllBases',
    hu: {
      label: 'A Titán mozgási szabályai minden talpméretre vonatkoznak',
      description:
        'Kikapcsolva: csak a 2x2-es talpú Titán nem léphet átlósan, fordulhat mezőnként egyszer ingyen negyedet, és csak rajta nem lehet átkelni Kezdő Mozgással, őt nem lehet lekötni Ügyes vagy Mesteri Mozgással. Bekapcsolva: minden Titán így mozog, talpmérettől függetlenül.',
    },
    type: 'boolean',
    default: false,
    label: "A Titan's movement rules on every base",
    description:
      'Off: only a Titan on a 2x2 base never steps diagonally, turns a quarter for free once a square, cannot be crossed in Novice Move and cannot be pinned by a Skilled or Expert Move. On: every Titan moves so, whatever his base.',
    rule: 'HY-APT-54',
  },
  {
    id: 'frenzyImpactKills',
    hu: {
      label: 'A Nyers erő (Brutish Strength) ütközéses sebei is számítanak az Őrjöngésbe (Frenzy)',
      description:
        'Bekapcsolva: ha a harcos lökése falnak vagy akadálynak nyomja az ellenfelet, és az ettől kapott seb végez vele, az az Őrjöngés bónuszát növeli, mint egy saját csapás. Kikapcsolva: csak a csapásai és visszavágásai számítanak.',
    },
    type: 'boolean',
    default: true,
    label: 'Brutish Strength impact kills count for Frenzy',
    description:
      "On: an enemy killed by the wounds he takes when a push slams him into a wall or obstacle counts for the pusher's Frenzy, as a strike of his would. Off: only his strikes and counter-strikes count.",
    rule: 'HY-APT-22',
  },
  {
    id: 'dorsalCancelsFelon',
    hu: {
      label: 'A Háti védelem (Dorsal Protection) az Orgyilkost (Felon) is kioltja',
      description:
        'Kikapcsolva: a Háti védelem csak a hátulról járó +1-et veszi el, az Orgyilkos bónusza megmarad. Bekapcsolva: az Orgyilkos sem ad semmit, ha Háti védelemmel bíró célpontra sújt le hátulról.',
    },
    type: 'boolean',
    default: false,
    label: 'Dorsal Protection cancels Felon',
    description:
      'Off: Dorsal Protection only takes away the +1 for striking from behind, and Felon still adds. On: Felon adds nothing against the back of a target with Dorsal Protection either.',
    rule: 'HY-APT-41',
  },
  {
    id: 'masterMoveUntilNextActivation',
    hu: {
      label: 'A Mozgás 5. szintje (Master Move) a következő aktiválásig véd',
      description:
        'Kikapcsolva: aki az 5. szinten mozgott harcosra lő vagy lesújt, annak −2-je a kör végéig tart. Bekapcsolva: a harcos következő aktiválásáig, akkor is, ha az a következő körbe esik.',
    },
    type: 'boolean',
    default: false,
    label: 'Master Move lasts until the next activation',
    description:
      'Off: the −2 for shooting at or striking a warrior who made a Master Move ends with the round. On: it lasts until that warrior activates again, into the next round if need be.',
    rule: 'HY-MODE-MV-12',
  },
  {
    id: 'comboAllowsDuellist',
    hu: {
      label: 'A Párbajhős (Duellist) a Kombinált Támadás dobására is hat',
      description:
        'Kikapcsolva: a Kombinált Támadás dobása csak 1-esre tökéletes siker. Bekapcsolva: a Párbajhős/X ott is tökéletes sikerré teszi az X-ig terjedő eredményeket (2 seb).',
    },
    type: 'boolean',
    default: false,
    label: 'Duellist counts on the Combined Attack roll',
    description:
      'Off: the Combined Attack roll is a Perfect Success on a 1 only. On: Duellist/X makes any result up to X a Perfect Success there too (2 wounds).',
    rule: 'HY-APT-09',
  },
  {
    id: 'apsRequiresHit',
    hu: {
      label: 'A Páncéltörő lövés (Armour-Piercing Shot) találatot kíván',
      description:
        'Bekapcsolva: a golyó csak akkor megy tovább a második célpontra, ha az első lövés talált. Kikapcsolva: a második lövést az első dobás eredményétől függetlenül leadja.',
    },
    type: 'boolean',
    default: true,
    label: 'Armour-Piercing Shot needs a hit',
    description:
      'On: the bullet goes on to the second target only if the first shot hit. Off: the second shot is made whatever the first roll gave.',
    rule: 'HY-APT-47',
  },
  {
    id: 'reshuffleEvents',
    hu: {
      label: 'Az Eseménypakli újrakeverése',
      description:
        'Kikapcsolva: ha az Eseménypakli elfogy, nincs több húzás. Bekapcsolva: a dobópakliban lévő Eseménykártyákat megkeverjük, és ez lesz az új pakli.',
    },
    type: 'boolean',
    default: false,
    label: 'Reshuffle the Event deck',
    description:
      'Off: once the Event deck runs out, no more Event cards are drawn. On: the discarded Event cards are shuffled into a new deck.',
    rule: 'HY-CARD-EVENT-13',
  },
  {
    id: 'skilledStrikeKeepsCards',
    hu: {
      label: 'Az Ügyes Csapás (Skilled Strike) második dobása megtartja a lapokat',
      description:
        'Kikapcsolva: a második dobásra egyik fél Akciókártyájának pontjai sem hatnak. Bekapcsolva: az első dobásra kijátszott lapok és az akadályozó lap pontjai a másodikra is érvényesek.',
    },
    type: 'boolean',
    default: false,
    label: 'Skilled Strike second roll keeps the cards',
    description:
      'Off: neither side’s Action-card points count on the second roll. On: the points played on the first roll, the Hindrance included, count on the second as well.',
    rule: 'HY-MODE-OC-05',
  },
  {
    id: 'activationClampAt1',
    hu: {
      label: 'Az Aktiválási Dobás eredménye legalább 1',
      description:
        'Bekapcsolva: a lapok pontjaival csökkentett eredmény 1 alá nem mehet, így nem győzheti le a természetes 1-et. Kikapcsolva: 0 vagy kevesebb is lehet, és az legyőzi a természetes 1-et is.',
    },
    type: 'boolean',
    default: true,
    label: 'Activation Roll results stop at 1',
    description:
      'On: a result lowered by card points never goes under 1, so it cannot beat a natural 1. Off: it may reach 0 or less, which beats even a natural 1.',
    rule: 'HY-CARD-ACTION-21',
  },
  {
    id: 'ripposteTurnsDefender',
    hu: {
      label: 'Az Ügyes Hárítás (Skilled Parry) ellencsapása előtt a védő megfordul',
      description:
        'Kikapcsolva: a védő arra néz, amerre eddig, amikor visszacsap. Bekapcsolva: előbb ingyen szembefordul a támadóval, és úgy is marad.',
    },
    type: 'boolean',
    default: false,
    label: 'Skilled Parry counter-strike turns the defender',
    description:
      'Off: the defender strikes back without changing his facing. On: he first turns, for free, to face the attacker, and stays so.',
    rule: 'HY-MODE-DC-09',
  },
  {
    id: 'skilledMoveAllContacted',
    hu: {
      label: 'Az Ügyes Mozgás (Skilled Move) minden elért ellenfelet leköt',
      description:
        'Kikapcsolva: csak az első ellenfél nem mozdulhat a kör végéig, akihez a harcos legalább egy mező után ér. Bekapcsolva: mindegyik, akihez így hozzáér.',
    },
    type: 'boolean',
    default: false,
    label: 'Skilled Move pins every opponent reached',
    description:
      'Off: only the first opponent reached after moving at least one square is held in place for the round. On: every opponent reached that way is.',
    rule: 'HY-MODE-MV-08',
  },
  {
    id: 'purulentWoundsTarget',
    hu: {
      label: 'Kit sebez a Gennyes kinövés (Purulent Excrescence)',
      description:
        'A viselője: a Mutációt kapó harcos szenvedi el a sebet, amikor megkapja. Egy ellenség: a Skorpió játékos a lappal együtt megnevez egy ellenséges harcost, és az szenvedi el.',
      valueLabels: { carrier: 'A viselője', enemy: 'Egy megnevezett ellenség' },
    },
    type: 'choice',
    default: 'carrier',
    values: ['carrier', 'enemy'],
    valueLabels: { carrier: 'Its carrier', enemy: 'An enemy named by the player' },
    label: 'Who Purulent Excrescence wounds',
    description:
      'Its carrier: the warrior given the Mutation takes the wound as he receives it. An enemy: the Scorpion player names an enemy warrior along with the card, and he takes it.',
    rule: 'HY-MUTATION-08',
  },
  {
    id: 'mutationDrawPerWarrior',
    hu: {
      label: 'Mutációs lapok harcosonként',
      description:
        'Kikapcsolva: a Skorpió sereg egyszer húz 3 Mutációs lapot, és 2-t megtart. Bekapcsolva: minden Mutation/X képességű harcosáért húz 3-at, és mindegyik hármasból 1-et eldob; a megtartott lapok közösek maradnak.',
    },
    type: 'boolean',
    default: false,
    label: 'Mutation cards for each warrior',
    description:
      'Off: the Scorpion army draws 3 Mutation cards once and keeps 2. On: it draws 3 for each of its Mutation/X warriors and discards 1 of each three; the kept cards stay one shared pool.',
    rule: 'HY-MUTATION-02',
  },
  {
    id: 'defenderCards',
    hu: {
      label: 'A védő a saját hárítását is segítheti',
      description:
        'Bekapcsolva: a nem aktív játékos egy cselekvés alatt kijátszható egyetlen Akciókártyáját akadályozásra vagy a saját hárítása megsegítésére is fordíthatja. Kikapcsolva: csak akadályozásra.',
    },
    type: 'boolean',
    default: true,
    label: 'The defender may back his own parry',
    description:
      'On: the one Action card the non-active player may play on an action goes either to a Hindrance or to his own parry. Off: only to a Hindrance.',
    rule: 'HY-CARD-ACTION-25',
  },
  {
    id: 'luckLiteral',
    hu: {
      label: 'A Szerencse (Luck) nem tehet félre 10-est',
      description:
        'Bekapcsolva: a plusz kocka után olyan kockát kell félretenni, amely nem 10-et mutat, így egy 10-es megmarad, és a Szerencse ronthat is a dobáson. Kikapcsolva: bármelyik kocka félretehető, a 10-es is, így a Szerencse sosem ront.',
    },
    type: 'boolean',
    default: true,
    label: 'Luck never sets aside a 10',
    description:
      'On: after the extra die, the die set aside must not show 10, so a 10 stays and Luck may make the roll worse. Off: any die may be set aside, a 10 too, so Luck never makes it worse.',
    rule: 'HY-CARD-EVENT-10',
  },
  {
    id: 'brutishOptional',
    hu: {
      label: 'A Nyers erő (Brutish Strength) lökése választható',
      description:
        'Kikapcsolva: ha a harcos csapása talál, az ellenfél mindig hátralökődik. Bekapcsolva: a csapások után a harcos oldala dönti el, hátralöki-e.',
    },
    type: 'boolean',
    default: false,
    label: 'Brutish Strength push is optional',
    description:
      'Off: once a strike of his hits, the enemy is always driven back. On: after the strikes, his side decides whether to drive him back.',
    rule: 'HY-APT-24',
  },
  {
    id: 'combinedAttackOptional',
    hu: {
      label: 'A Kombinált Támadást be kell jelenteni',
      description:
        'Bekapcsolva: a játékos minden csapásnál eldönti, hogy Kombinált Támadással mér-e. Kikapcsolva: minden csapás, amelyhez még járhat, kérdés nélkül azzal jár (amíg van még belőle, és ebben a körben nem használta).',
    },
    type: 'boolean',
    default: true,
    label: 'Combined Attack is declared',
    description:
      'On: with each strike the player says whether it carries a Combined Attack. Off: every strike that may carry one does, without asking (while uses are left and none was made this round).',
    rule: 'HY-APT-03',
  },
  {
    id: 'armourPiercingOptional',
    hu: {
      label: 'A Páncéltörő lövést (Armour-Piercing Shot) be kell jelenteni',
      description:
        'Bekapcsolva: a lövő minden lövésnél eldönti, hogy a golyó továbbmegy-e egy, a célpont mögött álló harcosra. Kikapcsolva: mindig továbbmegy, ha valaki elérhető távolságban áll a célpont mögött, akár barát, akár ellenség; a lövő csak azt nevezi meg, kit ér, ha többen is vannak.',
    },
    type: 'boolean',
    default: true,
    label: 'Armour-Piercing Shot is declared',
    description:
      'On: with each shot the shooter says whether the bullet goes on to a warrior behind the target. Off: it always goes on when someone stands within reach behind the target, friend or foe; the shooter only names whom, when there are several.',
    rule: 'HY-APT-03',
  },
  {
    id: 'sacrificeOptional',
    hu: {
      label: 'Az Áldozatot (Sacrifice) be kell jelenteni',
      description:
        'Bekapcsolva: ha a lény Alap Mozgása (Mozgás mód, 1. szint) ellenséggel érintkezve ér véget, a játékosa eldönti, feláldozza-e magát. Kikapcsolva: ilyenkor mindig feláldozza magát, mielőtt az aktiválása véget érne; a játékos csak azt választja ki, melyik érintkező ellenség kapja a sebeket.',
    },
    type: 'boolean',
    default: true,
    label: 'Sacrifice is declared',
    description:
      'On: when the creature ends its Basic Move (Moving Mode, level 1) touching an enemy, its player decides whether it sacrifices itself. Off: it always does, before its activation can end; the player only picks which enemy in contact takes the wounds.',
    rule: 'HY-APT-03',
  },
  {
    id: 'auraOptional',
    hu: {
      label: 'Az Aurát be kell jelenteni',
      description:
        'Bekapcsolva: az aurás harcos minden aktiválása elején eldönti, megidéz-e, cserél-e vagy kiolt-e Aurát. Kikapcsolva: mindig ég egy Aurája: ha egy sem aktív, a Mód előtt meg kell idéznie egyet, és kioltani nem lehet; a játékos továbbra is kiválasztja, melyiket, és cserélhet a másikra.',
    },
    type: 'boolean',
    default: true,
    label: 'Aura is declared',
    description:
      'On: at the start of each activation the Aura bearer decides whether to call up, switch or put out an Aura. Off: he always has one running: with none active he must call one up before choosing his Mode, and he may never put it out; the player still picks which one and may switch to the other.',
    rule: 'HY-APT-03',
  },
  {
    id: 'mutationOptional',
    hu: {
      label: 'A Mutációkat be kell jelenteni',
      description:
        'Bekapcsolva: a Skorpió játékos maga dönti el, mikor adja ki a megtartott Mutációkártyáit. Kikapcsolva: minden Skorpió aktiváláskor a Mód választása előtt ki kell adni minden megtartott lapot, amely abban a pillanatban kiadható; a játékos továbbra is eldönti, melyik lapot kinek adja.',
    },
    type: 'boolean',
    default: true,
    label: 'Mutation is declared',
    description:
      'On: the Scorpion player decides when to give out each kept Mutation card. Off: at each Scorpion activation, every kept card that may be given at that moment is given before the Mode is chosen; the player still decides which card goes to whom.',
    rule: 'HY-APT-03',
  },
  {
    id: 'manualDiceChoice',
    hu: {
      label: 'A 2D10-ből a dobó választ kockát',
      description:
        'Kikapcsolva: két kockás dobásnál mindig az alacsonyabb számít. Bekapcsolva: ha a két kocka más eredményt adna, a dobó maga választja ki, melyik számít.',
    },
    type: 'boolean',
    default: false,
    label: 'The roller picks the die of 2D10',
    description:
      'Off: when two dice are rolled, the lower always counts. On: when the two would give different results, the roller picks the one that counts.',
    rule: 'HY-ROLL-09',
  },
  {
    id: 'deployAfterFirstRoll',
    hu: {
      label: 'Felállás az első Aktiválási Dobás után',
      description:
        'Kikapcsolva: a seregek az előkészületek során állnak fel, az első kör Aktiválási Dobása előtt. Bekapcsolva: az első kör dobása és az Aktiválási jelzők lerakása után állnak fel, előbb az az oldal, amelyik először aktivál, addig egyik harcos sincs a táblán.',
    },
    type: 'boolean',
    default: false,
    label: 'Deploy after the first Activation Roll',
    description:
      'Off: the armies are set up during the game’s preparation, before the round-1 Activation Roll. On: they are set up once that roll is made and the Activation counters are placed, the side that activates first before the other; until then no warrior stands on the board.',
    rule: 'HY-SETUP-16',
  },
  {
    id: 'backwardDiagonal',
    hu: {
      label: 'Átlós lépés hátrafelé',
      description:
        'Mint a hátrálás: 2 MP, és 3, ha falsarok, ajtókeret, oszlop vagy alak mellett halad el. Mint bármely átló: 1 MP, akár az előre tett átlós lépés, és 2 az említett helyeken; ez abból indul ki, hogy a szabály az átlós lépést ott 1-ről 2 MP-re emeli, tehát minden átló alapára 1 MP. A harcos iránya egyik esetben sem változik.',
      valueLabels: { retreat: 'Mint a hátrálás (2 MP)', diagonal: 'Mint bármely átló (1 MP)' },
    },
    type: 'choice',
    default: 'retreat',
    values: ['retreat', 'diagonal'],
    valueLabels: { retreat: 'As a retreat (2 MP)', diagonal: 'As any diagonal (1 MP)' },
    label: 'A diagonal step backwards',
    description:
      'As a retreat: 2 MP, or 3 past a wall corner, a door frame, a column or a model. As any diagonal: 1 MP like a diagonal step forwards, or 2 past those; the rule that raises a diagonal step there from 1 to 2 MP is taken to set 1 for every diagonal. The facing stays as it was under both.',
    rule: 'HY-MOVE-14',
  },
  {
    id: 'deathCardDraws',
    hu: {
      label: 'Akciókártya egy harcos haláláért',
      description:
        'Ha az ellenfél okozta: az elesett harcos oldala akkor húz, ha ellenséges harcos vagy az ellenfél lapja ejtette a halálos sebet, a csapóajtót is beleértve, amelybe ellenség lökte, vagy amelyet ellenség nyitott meg alatta; ha a laboratórium maga öli meg (csapda, magától nyíló csapóajtó, omlás, egy elrontott ugrás), nem jár lap. Ha nem a saját oldala okozta: minden halálért jár lap, kivéve ha a saját oldalának harcosa vagy lapja okozta, így a laboratórium okozta halálért is. Áldozatért (Sacrifice) egyik esetben sem jár lap.',
      valueLabels: { byOpponent: 'Ha az ellenfél okozta', notOwnSide: 'Ha nem a saját oldala okozta' },
    },
    type: 'choice',
    default: 'byOpponent',
    values: ['byOpponent', 'notOwnSide'],
    valueLabels: { byOpponent: 'When the opponent caused it', notOwnSide: 'Unless his own side caused it' },
    label: 'An Action card for a death',
    description:
      "When the opponent caused it: the fallen warrior's side draws when an enemy warrior or an enemy's card dealt the fatal wound, a trapdoor an enemy pushed him into or opened under him included; a death the laboratory deals on its own (a trap, a trapdoor opening by itself, a rockfall, a failed jump) draws nothing. Unless his own side caused it: every death draws but one a warrior or card of his own side dealt, so the laboratory's deaths draw too. A Sacrifice draws nothing under both.",
    rule: 'HY-CARD-ACTION-05',
  },
  {
    id: 'rockfallRoll',
    hu: {
      label: 'Az omlásdobás gyakorisága a Börtönben',
      description:
        'Körönként egyszer: a D10-et, amely kijelöli, melyik lapra hullik kő, minden kör elején dobjuk, az Aktiválási Dobás után. Minden aktiváláskor: a hibajegyzék említette kört egy harcos köreként olvassuk, így a dobás minden aktiválás elején jön, és ha a kő épp az aktiváló harcosra hullik, az még a cselekvése előtt megsebesül.',
      valueLabels: { round: 'Körönként egyszer', activation: 'Minden aktiváláskor' },
    },
    type: 'choice',
    default: 'round',
    values: ['round', 'activation'],
    valueLabels: { round: 'Once a round', activation: 'At every activation' },
    label: "The Prison's rockfall roll",
    description:
      "Once a round: the D10 that picks the tile where rocks fall is rolled at the start of each round, after the Activation Roll. At every activation: the turn the errata speaks of is taken to be a warrior's turn, so the roll comes as each activation begins, and rocks falling on the warrior who activates wound him before he acts.",
    rule: 'HY-MISSION-11',
  },
  {
    id: 'steelTendonsNV',
    hu: {
      label: 'Melyik TÉ számít az Acélinakhoz (Steel Tendons)',
      description:
        'Nyomtatott: az a harcos kaphatja meg, akinek a profilján legalább 3 TÉ áll, akármennyi sebe van. Pillanatnyi: csak az, akinek a lap átadásakor legalább 3 TÉ-je maradt (a nyomtatott TÉ a sebei nélkül); a már megkapott lap később sem vész el a sebek miatt.',
      valueLabels: { printed: 'Nyomtatott TÉ', current: 'Pillanatnyi TÉ' },
    },
    type: 'choice',
    default: 'printed',
    values: ['printed', 'current'],
    valueLabels: { printed: 'Printed NV', current: 'Current NV' },
    label: 'The NV Steel Tendons asks for',
    description:
      'Printed NV: a warrior whose profile shows NV 3 or more may be given Steel Tendons, however wounded he is. Current NV: only one who has 3 or more NV left when the card is given (his printed NV less his wounds); a card once given stays, whatever wounds come later.',
    rule: 'HY-MUTATION-12',
  },
  {
    id: 'cavalryPivot',
    hu: {
      label: 'Melyik mezője körül fordul a lovas (1×2-es) talp',
      description:
        'Hátsó mező: a talp hátsó mezője a helyén marad, az első mező lendül át az új irányba. Első mező: a talp feje a helyén marad, a hátsó mező kerül át mögé, az új iránnyal szemben. Az új mezőnek mindkét esetben szabadnak kell lennie, és a fordulás ára ugyanannyi.',
      valueLabels: { rear: 'A hátsó mező körül', front: 'Az első mező körül' },
    },
    type: 'choice',
    default: 'rear',
    values: ['rear', 'front'],
    valueLabels: { rear: 'About the rear square', front: 'About the front square' },
    label: 'The square a cavalry (1×2) base turns about',
    description:
      'Rear square: the back of the base keeps its square and the head swings round to the new facing. Front square: the head keeps its square and the back swings round behind it, opposite the new facing. Either way the square the base swings onto must be free, and the turn costs the same.',
    rule: 'HY-MOVE-10',
  },
  {
    id: 'lightsOut',
    hu: {
      label: 'Kialszanak a fények (Lights Out)',
      description: 'Az alap látótávolság 5 mezőre csökken (az Eye of the Lynx ehhez is hozzáad).',
    },
    type: 'boolean',
    default: false,
    label: 'Lights Out',
    description: 'The base sight range falls to 5 squares (Eye of the Lynx still adds).',
    rule: 'HY-LOS-18',
    expansion: 'nemesis',
  },
  {
    id: 'nemesis',
    hu: {
      label: 'Nemesis modul',
      description:
        'A lámpások a tőlük 10 mezőn belüli mezőket világítják meg (ezek bármilyen távolságból láthatók), a Deadly Maze karja mozgatja a csapóajtóit, és a Kialszanak a fények és a Sötétséggránát eseménykártya hat (nélküle hatás nélkül játszhatók ki), a Darkness sablonok elzárják a látást.',
    },
    type: 'boolean',
    default: false,
    label: 'Nemesis module',
    description:
      'Lanterns light the squares within 10 of them (seen from any distance), the Deadly Maze lever drives its trapdoors, the Lights Out and Darkness Grenade Event cards take effect (without it they are played for no effect), and Darkness templates block sight.',
    rule: 'HY-LOS-19',
    expansion: 'nemesis',
  },
];

export const hybridRuleset: Ruleset<HybridState, HybridChoice, HybridView, HybridContent> = {
  id: 'hybrid',
  // 0.2.0: Event cards at every moment of an activation and the big bases' trapdoor points change
  // which choices a position offers, so records of 0.1.0 are refused by version rather than mid-replay.
  // 0.3.0: Luck is offered before the Combined Attack blow and the Skilled Parry counter-strike (so
  // windows open where they did not), a big base rolls for each crossing of a trapdoor, and a base
  // over two start trapdoors pays for leaving one only once it came back over that one; records of
  // 0.2.0 are refused by version rather than mid-replay.
  // 0.4.0: Sasia Samaris walks and is pushed through single doors and passages, and a door is not
  // offered for closing while a long or 2x2 base stands across it; records of 0.3.0 are refused.
  // 0.5.0: the shooter's side is offered Luck in the window before a Skilled Firing ambush shot
  // (a window opens there where it did not); records of 0.4.0 are refused.
  // 0.6.0: an enemy killed by a Brutish Strength warrior's impact wounds counts for his Frenzy
  // (AMB-56; the sample's Aberration has both), as the checklist's reading has it; option
  // `frenzyImpactKills` off for the other reading. Records of 0.5.0 are refused.
  // 0.7.0: the rockfall penalty of a shot at a target of several squares is counted on the lines
  // to the squares the shooter sees, from his front edge (AMB-41, AMB-65), where the best line to
  // any square was taken, a hidden one included; records of 0.6.0 are refused by version.
  // 0.8.0: an Expert Move victim's -2 holds on his Trap roll, an Event card's test and the Aura
  // of Renunciation test too (HY-MODE-MV-10: every Natural Roll), and a warrior in Skilled Firing
  // who is pushed, swapped by Deceit or moved out of an Aura leaves that state (HY-MODE-F-16).
  // Infiltration is lost at the step of a move, the door opening or the Deceit swap where an enemy
  // first sees the infiltrator, not only where the move or activation ends (HY-APT-37). A Deceit swap that
  // brings either warrior newly into a Skilled Firing enemy's sight draws his shot at once, at
  // the partner first (HY-MODE-F-17, AMB-14). Aura of Renunciation no longer moves a warrior onto
  // the frame of an Entry/Exit counter or the lever (HY-TERRAIN-10). The enemy Purulent
  // Excrescence wounds under `purulentWoundsTarget: 'enemy'` is not sprayed by it later
  // (HY-MUTATION-11). A Mutation card Nullify took away still counts against the warrior's
  // Mutation/X (HY-MUTATION-03). A Titan whom a wound leaves short mid-move stops on the rockfall
  // square he stands on rather than stepping back off it (HY-TERRAIN-03). Records of 0.7.0 are
  // refused by version.
  // 0.9.0: a Skilled Firing warrior fires at every enemy who comes into his sight, at any moment
  // and whichever side is active (HY-MODE-F-17, AMB-14): pushed, moved out of an Aura, shown by a
  // door opened or by a warrior walking off, falling or leaving from between them, not only the
  // mover; the shooter's side plays its one card first, the side shot at after (HY-MODE-F-24). A
  // target in Defensive Combat parries the shot (HY-MODE-DC-03), and the shooter's Armour-Piercing
  // bullet goes on as after any shot (HY-APT-47), the shooter asked first when he has a pick. An
  // end-of-round move may leave the laboratory (HY-TERRAIN-08); a Heroic Move and an Infiltration
  // move are both made, and one lost on the way is not (HY-MODE-MV-13, HY-APT-34); a pinned
  // warrior opens and closes no door (HY-MODE-MV-08); a Sacrifice removes the creature through
  // the elimination step (HY-APT-44). Also in 0.9.0: the shots a kill uncovers come before the
  // action's next roll (the second Heroic Firing shot), and at the turn of a 1x2 base that shows
  // it; a watcher who turns (in a move, or freely on an Objective) leaves Skilled Firing and fires
  // at nothing his turn shows him (HY-MODE-F-16); the shooter may play Hesitation or Feint on an
  // ambush shot for its Effect; the warrior shot at may back his parry with a card (to Heroic
  // Parry too) and announce Luck for it, and a bullet's parry is asked of the side it reaches;
  // Heroic Parry picked against an attack that misses still stands (HY-MODE-DC-12); a shot that
  // takes a side's last warrior ends the game at once (HY-END-05). Also in 0.9.0: no parry
  // against a shot from the target's rear quadrant (HY-MODE-DC-05, HY-FACE-09), ambush shots,
  // second Heroic Firing shots and Armour-Piercing bullets included, each judged on its own
  // target; an enemy brought into base contact with a Skilled Firing warrior by a push, an Aura's
  // move, a Deceit swap or his entry ends that state as one who walks there does, once the shots
  // that move drew are made (HY-MODE-F-16, AMB-14). Records of 0.8.0 are refused by version.
  // 0.10.0: a warrior still in Skilled Firing in his end-of-round move is not offered to declare
  // it again, which only gave him a later counter (HY-COUNTER-10); one whose Skilled Firing shot
  // left its target standing fires no more that round, in his end-of-round move neither
  // (HY-MODE-F-20). The wound a card Effect adds to a success of the action's roll is gone once
  // that roll misses or is parried, so the Combined Attack blow and the Skilled Parry
  // counter-strike after it no longer take it (HY-ROLL-13, HY-MODE-DC-09). Under `fovApex:
  // 'frontEdge'` Novice Firing reaches the squares on the diagonals too (HY-MODE-F-12). Also in
  // 0.10.0: a wall or a closed door on the edge between two squares keeps warriors on them out of
  // base contact, and a warrior out of contact with the lever (HY-GEN-06, HY-DOOR-10): no strike,
  // Sacrifice or Skilled Move pin across it, no end of Skilled Firing or Infiltration, no First
  // Contact, and no bar on passing friends or on coming back beside an enemy left. An enemy killed
  // by a trapdoor an Interruption card drops open, or by a Purulent Excrescence spray, draws his
  // side an Action card (AMB-25). When the cards leave the Mode value below the level announced,
  // the attacker announces one the value allows himself, instead of being lowered to the highest
  // (HY-MODE-08), and a shot is not lowered to Skilled Firing while another level is open to it.
  // The Lockdown card leaves open a door with a base in its doorway (HY-DOOR-04), and an enemy
  // killed by a trapdoor the lever opens under him draws his side an Action card (AMB-25).
  // Also in 0.10.0: in the Prison only Ambrosius opening his cell door unlocks the other doors
  // (HY-MISSION-09; the mission names him in `unlockAllBy`); bearers tied for the Conviction
  // leader on Aura, Rank and current NV are the owner's pick at setup, and under
  // `convictionReelect` the leader so fixed leads while he stands (HY-APT-16, AMB-28); a shot
  // that no level the cards leave can make is lost, with no roll, instead of going ahead at the
  // Mode value (HY-MODE-08, HY-CARD-ACTION-14). Records of 0.9.0 are refused by version.
  // 0.11.0: four table options for ambiguities that had none: `backwardDiagonal` (AMB-05, a
  // backward-diagonal step priced as a retreat or as any diagonal), `deathCardDraws` (AMB-25, a
  // death the laboratory deals on its own draws no card, or every death but one of the victim's
  // own side does), `rockfallRoll` (AMB-39, the Prison's rockfall roll once a round or at every
  // activation) and `steelTendonsNV` (AMB-50, printed or current NV). Records hold the whole
  // option list, so those of 0.10.0 are refused by version. The defaults play as before, but for
  // the order of the log: the card drawn for a death an enemy's Event card dealt now comes with
  // the elimination, before the First Blood it reveals, as for any other kill. Also in 0.11.0:
  // a trapdoor opening as a round begins, or the Prison's rocks after the Activation Roll, that
  // takes a side's last warrior ends the game there and then (HY-END-05), where play went on.
  // 0.12.0: three more members of the table's list of optional aptitudes (AMB-37, HY-APT-03):
  // `sacrificeOptional`, `auraOptional` and `mutationOptional`, asked by default as before. The
  // option list grew, so records of 0.11.0 are refused by version.
  // 0.13.0: the table option `cavalryPivot` (AMB-30): a 1x2 base turns about its rear square, as
  // before, or about its front square, the rear one swinging round behind it. The option list
  // grew, so records of 0.12.0 are refused by version. In a Heroic Firing each Action card for
  // points, and the opponent's one Hindrance, names the shot it backs or answers (`shot`); each
  // shot's roll takes only its own cards (HY-MODE-F-28).
  // 0.14.0: in a Heroic Firing a card played for its Effect, the acting side's or the Hindrance,
  // names its shot too, and its Effect touches that shot's roll only; a Counterplay cancels an
  // Effect tied to the shot it names (HY-MODE-F-28, HY-CARD-ACTION-11). Lowered to a level of one
  // shot, the action keeps the Effects tied to either shot. The free turn of a 1x2 base on an
  // Objective about its rear square needs the square its front square swings onto, as in a
  // movement (AMB-30, HY-OBJ-04). Records of 0.13.0 are refused by version.
  version: '0.14.0',
  title: 'Hybrid',
  summary: 'Two players, square grid, secret activation sequences, D10 Natural Rolls, Action Modes and Mastery Levels.',
  summaries: {
    hu: 'Két játékos négyzethálós táblán: titkos aktiválási sorrend, D10-es Természetes Dobások, Akció Módok és szintjeik.',
  },
  content: { schema: contentSchema, sample: sampleContent, check: checkContent },
  options: hybridOptions,
  choiceSchema,
  defaultSetup: { mission: 'return-to-glasinhar' },
  odds: hybridOdds,
  rules: hybridRules,
  presenter: hybridPresenter,
  presenterFor: makeHybridPresenter,
};

export type { HybridChoice } from './choices.ts';
export type { HybridContent } from './content/schema.ts';
export type { HybridState } from './state.ts';
export type { HybridView } from './view.ts';
export { sampleContent } from './content/sample.ts';
export { APTITUDE_HU, SAMPLE_NAMES_HU, aptitudeName, localName, nameHuOf, packNames, type PackNames } from './names.ts';
export { warriorLabel } from './event-words.ts';
export { cardText } from './cards/messages.ts';
export { rollKey, rollSpecDist, succeeded, type RollSpec } from './roll.ts';
export { seesSquareStaircase } from './staircase.ts';
export { inRearQuadrant } from './aptitudes.ts';
export { contentSchema } from './content/schema.ts';
export { hybridBotKnowledge } from './bot.ts';
export { scaledContent, scaledMissionId } from './scaled.ts';
