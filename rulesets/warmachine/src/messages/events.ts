/** Words for every event, by type; `g` reads one field of the event as text. */
export type EventWords = Record<string, (g: (field: string) => string) => string>;

/**
 * Which way a missed template drifts, by the scatter die (A-29): 1 carries on along the line of
 * fire, 2 to 6 follow clockwise, 60 degrees apart. Said as a player sees it from behind the
 * attacker, and on a clock face whose 12 is the line of fire.
 */
const DRIFT_EN: Readonly<Record<string, string>> = {
  '1': 'straight on, away from the attacker',
  '2': 'forward and to the right',
  '3': 'back and to the right',
  '4': 'straight back, towards the attacker',
  '5': 'back and to the left',
  '6': 'forward and to the left',
};
const DRIFT_HU: Readonly<Record<string, string>> = {
  '1': 'egyenesen tovább, a támadótól távolodva',
  '2': 'előre és jobbra',
  '3': 'hátra és jobbra',
  '4': 'egyenesen vissza, a támadó felé',
  '5': 'hátra és balra',
  '6': 'előre és balra',
};
/** The hour the scatter die's direction points at, 12 being the line of fire. */
const driftHour = (k: string): string => String(Number(k) === 1 ? 12 : (Number(k) - 1) * 2);

export const eventsEn: EventWords = {
  'wm/activate': (g) => `${g('model')} activates`,
  'wm/activation-ends': (g) => `${g('model')} ends its activation`,
  'wm/allocate': (g) => `${g('model')} receives ${g('focus')} focus`,
  'wm/attack': (g) => `${g('model')} attacks ${g('target')} with ${g('weapon')}`,
  'wm/auto-miss': (g) =>
    `${g('attacker')} misses ${g('target')} without a roll (${g('reason') === 'range' ? 'out of range' : 'Stealth'})`,
  'wm/cast': (g) => `${g('model')} casts ${g('spell')}${g('target') ? ` on ${g('target')}` : ''}`,
  'wm/charge': (g) => `${g('model')} charges ${g('target')}`,
  'wm/charge-attack': (g) => `${g('model')} makes a charge attack`,
  'wm/charge-failed': (g) => `${g('model')}'s charge fails`,
  'wm/collateral-none': (g) => `${g('model')} is too big to be hurt by the slammed model`,
  'wm/continuous': (g) => `${g('effect')} burns on ${g('model')} (rolled ${g('roll')})`,
  'wm/continuous-applied': (g) => `${g('model')} now carries ${g('effect')}`,
  'wm/continuous-ends': (g) => `${g('effect')} on ${g('model')} goes out (rolled ${g('roll')})`,
  'wm/continuous-order': (g) => `${g('first')} is resolved first`,
  'wm/continuous-order-due': () => 'Fire and Corrosion together: the active player picks the order',
  'wm/deviation': (g) =>
    `The template drifts ${g('distance')}" ${DRIFT_EN[g('direction')] ?? ''} (scatter die ${g('direction')}: ${driftHour(g('direction'))} o'clock, the line of fire at 12)`,
  'wm/effect': (g) => `${g('effect')} takes hold on ${g('model')}`,
  'wm/effect-ends': (g) => `${g('effect')} ends on ${g('model')}`,
  'wm/end-turn': (g) => `${g('seat')} ends the turn`,
  'wm/feat': (g) => `${g('model')} uses its feat ${g('feat')}`,
  'wm/first-player': (g) => `${g('seat')} takes the first turn`,
  'wm/focus': (g) => `${g('model')} gets ${g('focus')} focus`,
  'wm/forfeit-move': (g) => `${g('model')} stays put${g('aim') === 'true' ? ' and aims' : ''}`,
  'wm/free-strike': (g) => `${g('striker')} takes a free strike at ${g('model')} with ${g('weapon')}`,
  'wm/free-strike-declined': (g) => `${g('striker')} lets ${g('model')} go`,
  'wm/free-strike-due': (g) => `${g('model')} leaves melee range: the enemy may strike`,
  'wm/heal': (g) => `${g('model')} heals 1 damage`,
  'wm/healed': (g) => `${g('effect')} takes ${g('points')} damage off ${g('model')}`,
  'wm/out-of-range': (g) =>
    `${g('spell')} does not reach ${g('model')}, out of its range: the spell is spent for nothing`,
  'wm/phase': () => 'The Activation phase begins',
  'wm/pushed': (g) => `${g('model')} is pushed ${g('distance')}"`,
  'wm/shake': (g) => `${g('model')} shakes off ${g('what')}`,
  'wm/slam': (g) => `${g('model')} slams ${g('target')}`,
  'wm/slam-failed': (g) => `${g('model')}'s slam fails`,
  'wm/slam-missed': (g) => `${g('model')}'s slam misses`,
  'wm/slammed': (g) => `${g('model')} is thrown ${g('distance')}"`,
  'wm/spray': (g) => `${g('model')} sprays with ${g('weapon')}`,
  'wm/stand-up': (g) => `${g('model')} stands up`,
  'wm/stationary': (g) => `${g('model')} becomes stationary`,
  'wm/stationary-ends': (g) => `${g('model')} is no longer stationary: its round is over`,
  'wm/template': (g) => `A ${g('AOE')}" template lands for ${g('effect')}`,
  'wm/turn': (g) => `Round ${g('round')}: ${g('seat')}'s turn`,
  'wm/unseen': (g) => `${g('spell')} leaves ${g('model')} alone: ${g('attacker')} cannot see it`,
  'wm/upkeep': (g) => `${g('effect')} on ${g('model')} is kept`,
  'wm/upkeep-lapsed': (g) => `${g('effect')} on ${g('model')} lapses`,
  'wm/upkeep-recast': (g) => `The earlier ${g('spell')} ends`,
  'wm/upkeep-replaced': (g) => `${g('effect')} on ${g('model')} is replaced`,
};

/** Fire and Corrosion by the ids the events carry for them, in Hungarian. */
const CONTINUOUS_HU: Readonly<Record<string, string>> = { fire: 'tűz', corrosion: 'korrózió' };
const continuousHu = (x: string): string => CONTINUOUS_HU[x] ?? x;
/** A line's first word with its capital. */
const capital = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);

export const eventsHu: EventWords = {
  'wm/activate': (g) => `${g('model')} aktiválódik`,
  'wm/activation-ends': (g) => `${g('model')} aktiválása véget ér`,
  'wm/allocate': (g) => `${g('model')} ${g('focus')} fókuszt kap`,
  'wm/attack': (g) => `${g('model')} megtámadja: ${g('target')} (${g('weapon')})`,
  'wm/auto-miss': (g) =>
    `${g('attacker')} dobás nélkül elvéti: ${g('target')} (${g('reason') === 'range' ? 'hatótávon kívül' : 'lopakodás'})`,
  'wm/cast': (g) => `${g('model')} elmondja: ${g('spell')}${g('target') ? `, célpont: ${g('target')}` : ''}`,
  'wm/charge': (g) => `${g('model')} rohamoz: ${g('target')}`,
  'wm/charge-attack': (g) => `${g('model')} rohamtámadást tesz`,
  'wm/charge-failed': (g) => `${g('model')} rohama kudarcot vall`,
  'wm/collateral-none': (g) => `${g('model')} túl nagy ahhoz, hogy a meglökött modell ártson neki`,
  'wm/continuous': (g) => `${capital(continuousHu(g('effect')))} hat: ${g('model')} (dobás: ${g('roll')})`,
  'wm/continuous-applied': (g) => `${g('model')} mostantól ${continuousHu(g('effect'))} hatása alatt áll`,
  'wm/continuous-ends': (g) => `${capital(continuousHu(g('effect')))} megszűnik: ${g('model')} (dobás: ${g('roll')})`,
  'wm/continuous-order': (g) => `Előbb ez hat: ${continuousHu(g('first'))}`,
  'wm/continuous-order-due': () => 'Tűz és korrózió együtt: az aktív játékos dönti el a sorrendet',
  'wm/deviation': (g) =>
    `A sablon ${g('distance')}"-et sodródik ${DRIFT_HU[g('direction')] ?? ''} (szóráskocka: ${g('direction')}, ${driftHour(g('direction'))} óra irányába, ha a tűzvonal 12 óra)`,
  'wm/effect': (g) => `${g('effect')} hat: ${g('model')}`,
  'wm/effect-ends': (g) => `${g('effect')} véget ér: ${g('model')}`,
  'wm/end-turn': (g) => `${g('seat')} befejezi a fordulót`,
  'wm/feat': (g) => `${g('model')} végrehajtja a hőstettét: ${g('feat')}`,
  'wm/first-player': (g) => `${g('seat')} kezd`,
  'wm/focus': (g) => `${g('model')} ${g('focus')} fókuszt kap`,
  'wm/forfeit-move': (g) => `${g('model')} helyben marad${g('aim') === 'true' ? ' és céloz' : ''}`,
  'wm/free-strike': (g) => `${g('striker')} szabad csapást mér rá: ${g('model')} (${g('weapon')})`,
  'wm/free-strike-declined': (g) => `${g('striker')} elengedi: ${g('model')}`,
  'wm/free-strike-due': (g) => `${g('model')} kilép a közelharci távolságból: az ellenség csaphat`,
  'wm/heal': (g) => `${g('model')} 1 sebzést gyógyít`,
  'wm/healed': (g) => `${g('effect')} ${g('points')} sebzést gyógyít: ${g('model')}`,
  'wm/out-of-range': (g) =>
    `${g('spell')} nem éri el: ${g('model')}, mert hatótávon kívül van; a varázslat hatás nélkül elvész`,
  'wm/phase': () => 'Kezdődik az Aktiválási fázis',
  'wm/pushed': (g) => `${g('model')} ${g('distance')}"-et tolódik`,
  'wm/shake': (g) => `${g('model')} megszünteti: ${g('what') === 'knockdown' ? 'fellökés' : 'mozdulatlanság'}`,
  'wm/slam': (g) => `${g('model')} megökleli: ${g('target')}`,
  'wm/slam-failed': (g) => `${g('model')} öklelése kudarcot vall`,
  'wm/slam-missed': (g) => `${g('model')} öklelése célt téveszt`,
  'wm/slammed': (g) => `${g('model')} ${g('distance')}"-et repül`,
  'wm/spray': (g) => `${g('model')} beterítő támadást indít: ${g('weapon')}`,
  'wm/stand-up': (g) => `${g('model')} feláll`,
  'wm/stationary': (g) => `${g('model')} mozdulatlanná válik`,
  'wm/stationary-ends': (g) => `${g('model')} már nem mozdulatlan: eltelt egy harci kör`,
  'wm/template': (g) => `${g('AOE')}"-es sablon kerül le: ${g('effect')}`,
  'wm/turn': (g) => `${g('round')}. harci kör: ${g('seat')} fordulója`,
  'wm/unseen': (g) => `${g('spell')} nem támadja: ${g('model')}, mert ${g('attacker')} nem látja`,
  'wm/upkeep': (g) => `${g('effect')} fennmarad: ${g('model')}`,
  'wm/upkeep-lapsed': (g) => `${g('effect')} lejár: ${g('model')}`,
  'wm/upkeep-recast': (g) => `A korábbi ${g('spell')} megszűnik`,
  'wm/upkeep-replaced': (g) => `${g('effect')} lecserélődik: ${g('model')}`,
};
