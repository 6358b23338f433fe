import type { OptionSpec } from '@skirmish/core';

/** House-rule options: the defaults of the checklist's ambiguity table (section 5), as switches. */
export const warmachineOptions: readonly OptionSpec[] = [
  {
    id: 'roundLimit',
    hu: {
      label: 'A harci körök határa',
      description: 'Ennyi harci kör után a csata döntetlennel ér véget; a 0 azt jelenti, hogy nincs határ.',
    },
    label: 'Round limit',
    description: 'End the battle as a draw after this many rounds; 0 means no limit.',
    rule: 'WM-END-04',
    type: 'integer',
    default: 0,
    min: 0,
    max: 1000,
  },
  {
    id: 'tableSize',
    hu: { label: 'Asztalméret', description: 'A négyzet alakú asztal szélessége és mélysége hüvelykben.' },
    label: 'Table size',
    description: 'Width and depth of the square table, in inches.',
    rule: 'WM-SETUP-01',
    type: 'integer',
    default: 48,
    min: 30,
    max: 72,
  },
  {
    id: 'terrainEffects',
    hu: {
      label: 'A terep akadályozza a látást és a mozgást',
      description:
        'Az egyszerűsített szabályok nem foglalkoznak a tereppel (A-05). Bekapcsolva a blokkolónak jelölt tereptárgyak megállítják a látást és a mozgást.',
    },
    label: 'Terrain blocks sight and movement',
    description:
      'The simplified rules ignore terrain (A-05). Switched on, terrain pieces marked as blocking stop sight and movement.',
    rule: 'WM-LOS-05',
    type: 'boolean',
    default: false,
  },
  {
    id: 'friendlySlam',
    hu: { label: 'Saját modell is meglökhető (slam)', description: 'A-22: a szöveg bármely modellről beszél.' },
    label: 'Friendly models may be slammed',
    description: 'A-22: the text says "any model".',
    rule: 'WM-POWER-13',
    type: 'boolean',
    default: true,
  },
  {
    id: 'magicMeleePenaltyOnOwnEngagement',
    hu: {
      label: 'A mágikus támadás akkor is -4-et kap, ha a célpont a varázslóval áll közelharcban',
      description: 'A-43: a szöveg minden közelharcban álló célpontra -4-et ír elő.',
    },
    label: 'Magic attacks take -4 even against a target engaged with the caster',
    description: 'A-43: the text applies -4 to any target in melee.',
    rule: 'WM-SPELL-16',
    type: 'boolean',
    default: true,
  },
  {
    id: 'controlSpellNeedsSight',
    hu: {
      label: 'A kontrollterületre ható támadó varázslat csak a látott modelleket támadja',
      description:
        'Az alapértelmezések táblázata erről hallgat; a WM-SPELL-15 minden mágikus támadáshoz rálátást kér. Kikapcsolva a terület minden modellje ellen dobni kell, akár látja őket a warcaster, akár nem.',
    },
    label: 'Offensive control-area spells attack only models in sight',
    description:
      'The table of defaults is silent here; WM-SPELL-15 asks for sight for every magic attack. Switched off, every model in the area is attacked, seen or not.',
    rule: 'WM-SPELL-15',
    type: 'boolean',
    default: true,
  },
  {
    id: 'premeasure',
    hu: {
      label: 'Előre mérés: a célpontok távolsága támadás előtt látszik',
      description:
        'Alapesetben a támadást és a célpontját a mérés előtt kell bejelenteni, ezért a program addig nem árulja el, milyen messze van egy lehetséges célpont, és azt sem, hogy hatótávon belül van-e (A-27). Bekapcsolva a játékos minden ellenséges modell pontos távolságát látja az aktív modelljétől, a támadás esélye pedig a hatótávot is figyelembe veszi.',
    },
    label: 'Pre-measure: distances to targets are shown before attacking',
    description:
      'By default an attack and its target are declared before anything is measured, so the program does not tell how far a possible target is, nor whether it is in range (A-27). Switched on, the player sees the exact distance from the active model to every enemy model, and the chance to hit takes the range into account.',
    rule: 'WM-RANGED-03',
    type: 'boolean',
    default: false,
  },
];
