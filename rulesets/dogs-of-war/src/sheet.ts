/**
 * The printable company sheet: every field of the book's sheet as data, as an HTML page and as a
 * PDF of our own making (text and rules only, the standard Helvetica fonts, nothing embedded).
 */
import { ASPECTS, CHARACTERISTICS, ROLE_TABLE, type Aspect, type Characteristic } from './data.ts';
import {
  actualStrength,
  baseCharacteristic,
  changedShape,
  companyValue,
  findSoldier,
  isMember,
  maximumStrength,
  recruitmentPoints,
  soldierValue,
  unusedEP,
  type Company,
  type Soldier,
} from './company.ts';
import type { DogsContent, Profile } from './content/schema.ts';
import { bookEquipment } from './content/people.ts';
import type { Locale } from '@skirmish/core';
import {
  aspectName,
  aspectsHeading,
  characteristicName,
  elementName,
  pathName,
  rankName,
  roleName,
  stateName,
} from './words.ts';
import { abilityText, contentNames, localName } from './names.ts';

/** The sheet's own words, in English and Hungarian (the game's terms as the rule texts word them). */
const LABELS = {
  en: {
    title: 'company sheet',
    affiliation: 'Affiliation',
    captain: 'Captain',
    strength: 'Strength (actual / maximum)',
    strengthPdf: (a: number, m: number) => `Strength: ${a} of ${m}`,
    resources: 'Resources',
    rp: 'RP',
    sp: 'SP',
    roles: 'Roles',
    renown: 'Renown',
    value: 'Value',
    recruitmentPoints: 'Recruitment points',
    missions: 'Missions',
    record: 'Missions (won / drawn / lost)',
    recordPdf: (m: number, w: number, d: number, l: number) => `Missions: ${m} (won ${w}, drawn ${d}, lost ${l})`,
    equipment: 'Equipment',
    shape: 'Changed shape',
    abilities: 'Abilities',
    paths: 'Paths learned',
    startingPaths: 'Starting paths',
    startingElements: 'Starting Elements',
    attributes: 'Attributes',
    ep: 'EP acquired / used / unused',
    epPdf: (a: number, u: number, f: number) => `EP ${a} acquired / ${u} used / ${f} unused`,
    aftereffects: 'Aftereffects',
    companyAttributes: 'Company attributes',
    captainTag: 'captain',
    champion: 'champion',
    ally: 'ally',
    familiarOf: (name: string) => `familiar of ${name}`,
    stateless: null as string | null,
  },
  hu: {
    title: 'zsoldoslap',
    affiliation: 'Nép',
    captain: 'Kapitány',
    strength: 'Létszám (tényleges / legnagyobb)',
    strengthPdf: (a: number, m: number) => `Létszám: ${a} / ${m}`,
    resources: 'Erőforrás',
    rp: 'erőforrás',
    sp: 'SZP',
    roles: 'Szerepek',
    renown: 'Hírnév',
    value: 'Érték',
    recruitmentPoints: 'Toborzási keret',
    missions: 'Küldetések',
    record: 'Küldetések (győzelem / döntetlen / vereség)',
    recordPdf: (m: number, w: number, d: number, l: number) =>
      `Küldetések: ${m} (győzelem ${w}, döntetlen ${d}, vereség ${l})`,
    equipment: 'Felszerelés',
    shape: 'Átváltozott alak',
    abilities: 'Képességek',
    paths: 'Megtanult ösvények',
    startingPaths: 'Kezdő ösvények',
    startingElements: 'Kezdő elemek',
    attributes: 'Tulajdonságok',
    ep: 'TP szerzett / felhasznált / szabad',
    epPdf: (a: number, u: number, f: number) => `TP ${a} szerzett / ${u} felhasznált / ${f} szabad`,
    aftereffects: 'Utóhatás',
    companyAttributes: 'A csapat tulajdonságai',
    captainTag: 'kapitány',
    champion: 'bajnok',
    ally: 'szövetséges',
    familiarOf: (name: string) => `familiáris, gazdája: ${name}`,
    stateless: 'hontalan' as string | null,
  },
} as const;

export interface SheetSoldier {
  readonly id: string;
  readonly name: string;
  /** The fighter type: his profile's name. */
  readonly type: string;
  readonly rank: string;
  readonly tags: readonly string[];
  /** Original and current value of each characteristic; null where he has none. */
  readonly characteristics: ReadonlyArray<{
    readonly key: Characteristic;
    readonly original: number | null;
    readonly current: number | null;
  }>;
  /** A faithful's Aspects, original and current; absent when he has none. */
  readonly aspects?: readonly SheetAspect[];
  readonly equipment: readonly string[];
  readonly abilities: readonly string[];
  /**
   * The paths of magic and the Elements his card gives him, the ones he chose at recruitment among
   * them (DW-PEOPLE-05), in the locale; absent where his card says none.
   */
  readonly startingPaths?: readonly string[];
  readonly startingElements?: readonly string[];
  /** The paths of magic he learned with EP, in the locale; absent when he learned none. */
  readonly paths?: readonly string[];
  /** The form his card lets him change into, with his own improvements (DW-SOLDIER-16). */
  readonly shape?: {
    readonly name: string;
    readonly characteristics: ReadonlyArray<{ readonly key: Characteristic; readonly value: number | null }>;
    readonly abilities: readonly string[];
  };
  readonly attributes: ReadonlyArray<{ readonly name: string; readonly cost: number }>;
  readonly ep: { readonly acquired: number; readonly used: number; readonly unused: number };
  readonly value: number | null;
  readonly aftereffect: string;
  readonly missions: number;
}

/** One of a faithful's Aspects on the sheet: its name in the locale, as recruited and as it stands now. */
export interface SheetAspect {
  readonly key: Aspect;
  readonly name: string;
  readonly original: number;
  readonly current: number;
}

/**
 * The paths of magic a magician's card gives him, in the locale: those it names, then the one it
 * let him choose at recruitment (DW-PEOPLE-05). Empty for a card that names none.
 */
export function startingPaths(
  s: Pick<Soldier, 'magicOfChoice'>,
  card: Pick<Profile, 'magic'> | undefined,
  locale: Locale,
): string[] {
  const chosen = s.magicOfChoice?.path;
  return [...(card?.magic?.paths ?? []), ...(chosen === undefined ? [] : [chosen])].map((p) => pathName(p, locale));
}

/** The Elements a magician's card names, then the one it let him choose (DW-PEOPLE-05), in the locale. */
export function startingElements(
  s: Pick<Soldier, 'magicOfChoice'>,
  card: Pick<Profile, 'magic'> | undefined,
  locale: Locale,
): string[] {
  const chosen = s.magicOfChoice?.element;
  return [...(card?.magic?.named ?? []), ...(chosen === undefined ? [] : [chosen])].map((e) => elementName(e, locale));
}

/** A soldier's Aspects for the sheet, or null when he has none. */
export function sheetAspects(s: Pick<Soldier, 'aspects' | 'bought'>, locale: Locale): SheetAspect[] | null {
  const own = s.aspects;
  if (!own) return null;
  return ASPECTS.map((key) => ({
    key,
    name: aspectName(key, locale),
    original: own[key],
    current: own[key] + (s.bought[key] ?? 0),
  }));
}

/** The Aspects in one line: "Creation 1, Alteration 1>2, Destruction 0" (original>current where EP raised one). */
export const aspectsText = (aspects: readonly SheetAspect[]): string =>
  aspects.map((a) => `${a.name} ${a.current === a.original ? a.original : `${a.original}>${a.current}`}`).join(', ');

export interface SheetData {
  readonly name: string;
  readonly affiliation: string;
  readonly captain: string;
  readonly maximumStrength: number;
  readonly actualStrength: number;
  readonly resources: number;
  readonly roles: readonly string[];
  readonly renown: number;
  readonly value: number;
  readonly recruitmentPoints: number;
  readonly stats: {
    readonly missions: number;
    readonly victories: number;
    readonly draws: number;
    readonly defeats: number;
  };
  readonly soldiers: readonly SheetSoldier[];
  readonly assets: ReadonlyArray<{
    readonly name: string;
    readonly kind: string;
    readonly cost: number;
    readonly structure: string | null;
  }>;
}

/** The book's words for the equipment of its additional profiles, in Hungarian; a pack's own stay as written. */
const EQUIPMENT_HU: Readonly<Record<string, string>> = {
  'Hand-to-hand weapon': 'Közelharci fegyver',
  Armor: 'Páncél',
  'Helianthic hand-to-hand weapon': 'Helianthikus közelharci fegyver',
  'Formor weapon': 'Formor fegyver',
  'Formor armor': 'Formor páncél',
};
const equipmentName = (e: string, locale: Locale): string => (locale === 'hu' ? (EQUIPMENT_HU[e] ?? e) : e);

/** A changed shape in one line: its name, the characteristics it has, its abilities. */
const shapeText = (shape: NonNullable<SheetSoldier['shape']>, locale: Locale): string =>
  [
    shape.name,
    shape.characteristics
      .filter((x) => x.value !== null)
      .map((x) => `${characteristicName(x.key, locale)} ${x.value}`)
      .join(' '),
    shape.abilities.join(', '),
  ]
    .filter((x) => x !== '')
    .join('; ');

/** Every field of the book's company sheet (DW-COMPANY-16). */
export function sheetData(c: Company, content: DogsContent, locale: Locale = 'en'): SheetData {
  const L = LABELS[locale];
  const names = contentNames(content);
  // Names copied into the campaign (attributes, options, machines) are the pack's English ones.
  const named = (name: string) => names.byName(name, locale);
  const ability = (a: { readonly name: string; readonly value: number | null }) => abilityText(a, locale, content);
  const people =
    c.people === 'stateless' && L.stateless ? L.stateless : c.people === null ? '-' : names.byId(c.people, locale);
  const roles = [...new Set(c.soldiers.map((s) => s.role).filter((r) => r !== null))].map((r) =>
    locale === 'en' ? ROLE_TABLE[r].name : roleName(r, locale),
  );
  const rank = (r: string) => rankName(r, locale);
  return {
    name: c.name,
    affiliation: c.faction ? `${people} (${named(c.faction)})` : people,
    captain: findSoldier(c, c.captain)?.name ?? '-',
    maximumStrength: maximumStrength(c, content).total,
    actualStrength: actualStrength(c),
    resources: c.resources,
    roles,
    renown: c.renown,
    value: companyValue(c),
    recruitmentPoints: recruitmentPoints(c),
    stats: c.stats,
    soldiers: c.soldiers.map((s) => {
      const profile = content.profiles.find((p) => p.id === s.profile);
      const shape = profile ? changedShape(s, profile) : null;
      const aspects = sheetAspects(s, locale);
      const paths = startingPaths(s, profile, locale);
      const elements = startingElements(s, profile, locale);
      return {
        id: s.id,
        name: s.name,
        type: profile ? localName(profile, locale) : s.profile,
        rank: s.mysticRank ? `${rank(s.rank)} / ${rank(s.mysticRank)}` : rank(s.rank),
        tags: [
          c.captain === s.id ? L.captainTag : null,
          s.role ? roleName(s.role, locale) : null,
          s.champion ? L.champion : null,
          s.ally ? L.ally : null,
          s.familiarOf ? L.familiarOf(findSoldier(c, s.familiarOf)?.name ?? '?') : null,
        ].filter((x) => x !== null),
        characteristics: CHARACTERISTICS.map((key) => ({
          key,
          original: s.original[key],
          current: baseCharacteristic(s, key),
        })),
        ...(aspects ? { aspects } : {}),
        equipment: [
          ...(profile?.equipment ?? bookEquipment(s.profile) ?? []).map((e) => equipmentName(e, locale)),
          ...(s.equipment ?? []).map(named),
        ],
        abilities: s.abilities.map(ability),
        ...(elements.length > 0 ? { startingElements: elements } : {}),
        ...(paths.length > 0 ? { startingPaths: paths } : {}),
        ...(s.paths.length > 0 ? { paths: s.paths.map((p) => pathName(p, locale)) } : {}),
        ...(shape
          ? {
              shape: {
                name: named(shape.name),
                characteristics: CHARACTERISTICS.map((key) => ({ key, value: shape.characteristics[key] })),
                abilities: shape.abilities.map(ability),
              },
            }
          : {}),
        attributes: s.attributes.map((a) => ({ name: named(a.name), cost: a.cost })),
        ep: { acquired: s.ep.acquired, used: s.ep.used, unused: unusedEP(s) },
        value: isMember(s) ? soldierValue(s) : null,
        aftereffect:
          s.aftereffect === 'none' ? '-' : locale === 'en' ? s.aftereffect : stateName(s.aftereffect, locale),
        missions: s.missions,
      };
    }),
    assets: c.assets.map((a) => ({
      name: named(a.name),
      kind: a.kind,
      cost: a.cost,
      structure: a.structure ? `${a.structure.current}/${a.structure.max}` : null,
    })),
  };
}

const esc = (t: string): string =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (n: number | null): string => (n === null ? '-' : String(n));

/** A standalone printable HTML page. */
export function sheetHtml(c: Company, content: DogsContent, locale: Locale = 'en'): string {
  const d = sheetData(c, content, locale);
  const L = LABELS[locale];
  const head = (label: string, value: string | number) =>
    `<div class="field"><span class="label">${esc(label)}</span> <span class="value">${esc(String(value))}</span></div>`;
  const soldiers = d.soldiers
    .map((s) => {
      const chars = s.characteristics
        .map(
          (x) =>
            `<td>${num(x.original)}</td><td class="current">${x.current === x.original ? '' : num(x.current)}</td>`,
        )
        .join('');
      return `<section class="soldier">
  <h2>${esc(s.name)} <small>${esc(s.type)}, ${esc(s.rank)}${s.tags.length ? ` (${esc(s.tags.join(', '))})` : ''}</small></h2>
  <table class="chars"><tr>${CHARACTERISTICS.map((k) => `<th colspan="2">${characteristicName(k, locale)}</th>`).join('')}</tr><tr>${chars}</tr></table>
  ${s.aspects ? head(aspectsHeading(locale), aspectsText(s.aspects)) : ''}
  ${head(L.equipment, s.equipment.join(', ') || '-')}
  ${head(L.abilities, s.abilities.join(', ') || '-')}
  ${s.startingElements ? head(L.startingElements, s.startingElements.join(', ')) : ''}
  ${s.startingPaths ? head(L.startingPaths, s.startingPaths.join(', ')) : ''}
  ${s.paths ? head(L.paths, s.paths.join(', ')) : ''}
  ${s.shape ? head(L.shape, shapeText(s.shape, locale)) : ''}
  ${head(L.attributes, s.attributes.map((a) => `${a.name} (${a.cost} ${L.rp})`).join(', ') || '-')}
  ${head(L.ep, `${s.ep.acquired} / ${s.ep.used} / ${s.ep.unused}`)}
  ${head(L.value, num(s.value))}
  ${head(L.aftereffects, s.aftereffect)}
  ${head(L.missions, s.missions)}
</section>`;
    })
    .join('\n');
  const assets = d.assets.length
    ? `<section class="assets"><h2>${esc(L.companyAttributes)}</h2>${d.assets
        .map((a) => head(a.name, `${a.kind}, ${a.cost} ${L.rp}${a.structure ? `, ${L.sp} ${a.structure}` : ''}`))
        .join('')}</section>`
    : '';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${esc(d.name)}: ${L.title}</title>
<style>
body{font:11pt/1.35 system-ui,sans-serif;margin:1.5cm;color:#111}
h1{margin:0 0 .3em}h2{font-size:12pt;margin:.2em 0}small{font-weight:normal;color:#444}
.header{display:grid;grid-template-columns:repeat(3,1fr);gap:.2em 1em;border:1px solid #111;padding:.5em;margin-bottom:1em}
.label{color:#555}.soldier{border-top:1px solid #111;padding:.4em 0;break-inside:avoid}
table.chars{border-collapse:collapse;margin:.2em 0}table.chars th,table.chars td{border:1px solid #999;padding:0 .35em;text-align:center;min-width:1.4em}
td.current{font-weight:bold}
@media print{body{margin:1cm}}
</style></head><body>
<h1>${esc(d.name)}</h1>
<div class="header">
${head(L.affiliation, d.affiliation)}
${head(L.captain, d.captain)}
${head(L.strength, `${d.actualStrength} / ${d.maximumStrength}`)}
${head(L.resources, `${d.resources} ${L.rp}`)}
${head(L.roles, d.roles.join(', ') || '-')}
${head(L.renown, d.renown)}
${head(L.value, d.value)}
${head(L.recruitmentPoints, d.recruitmentPoints)}
${head(L.record, `${d.stats.missions} (${d.stats.victories} / ${d.stats.draws} / ${d.stats.defeats})`)}
</div>
${soldiers}
${assets}
</body></html>
`;
}

// ---- A small PDF writer: text in Helvetica and straight rules ----

type Op =
  | { kind: 'text'; x: number; y: number; size: number; bold: boolean; text: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number };

/** Hungarian's double acutes are not in Latin-1: printed with the nearest letter it has. */
const LATIN1_NEAREST: Readonly<Record<string, string>> = { ő: 'ö', Ő: 'Ö', ű: 'ü', Ű: 'Ü' };

/** PDF text is Latin-1 here: ő and ű print as ö and ü, anything else beyond it as "?". */
function pdfString(t: string): string {
  let out = '';
  for (const raw of t) {
    const ch = LATIN1_NEAREST[raw] ?? raw;
    const code = ch.codePointAt(0) ?? 63;
    const c = code > 255 ? '?' : ch;
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** Approximate Helvetica width, to wrap long lines. */
const textWidth = (t: string, size: number): number => t.length * size * 0.5;

function wrap(text: string, size: number, width: number): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (textWidth(next, size) > width && cur) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

const PAGE = { width: 595, height: 842, margin: 40 } as const;

function layout(d: SheetData, locale: Locale): Op[][] {
  const L = LABELS[locale];
  const pages: Op[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const page = () => pages[pages.length - 1] as Op[];
  const text = (x: number, t: string, size = 9, bold = false) =>
    page().push({ kind: 'text', x, y, size, bold, text: t });
  const rule = () => page().push({ kind: 'line', x1: PAGE.margin, y1: y, x2: PAGE.width - PAGE.margin, y2: y });
  const need = (h: number) => {
    if (y - h < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const width = PAGE.width - 2 * PAGE.margin;
  text(PAGE.margin, d.name, 16, true);
  y -= 22;
  const header = [
    `${L.affiliation}: ${d.affiliation}`,
    `${L.captain}: ${d.captain}`,
    L.strengthPdf(d.actualStrength, d.maximumStrength),
    `${L.resources}: ${d.resources} ${L.rp}`,
    `${L.roles}: ${d.roles.join(', ') || '-'}`,
    `${L.renown}: ${d.renown}`,
    `${L.value}: ${d.value}`,
    `${L.recruitmentPoints}: ${d.recruitmentPoints}`,
    L.recordPdf(d.stats.missions, d.stats.victories, d.stats.draws, d.stats.defeats),
  ];
  for (let i = 0; i < header.length; i += 3) {
    for (let j = 0; j < 3; j++) {
      const h = header[i + j];
      if (h) text(PAGE.margin + (j * width) / 3, h, 9);
    }
    y -= 13;
  }
  y -= 4;
  for (const s of d.soldiers) {
    const lines = [
      ...(s.aspects ? [`${aspectsHeading(locale)}: ${aspectsText(s.aspects)}`] : []),
      `${L.equipment}: ${s.equipment.join(', ') || '-'}`,
      `${L.abilities}: ${s.abilities.join(', ') || '-'}`,
      ...(s.startingElements ? [`${L.startingElements}: ${s.startingElements.join(', ')}`] : []),
      ...(s.startingPaths ? [`${L.startingPaths}: ${s.startingPaths.join(', ')}`] : []),
      ...(s.paths ? [`${L.paths}: ${s.paths.join(', ')}`] : []),
      ...(s.shape ? [`${L.shape}: ${shapeText(s.shape, locale)}`] : []),
      `${L.attributes}: ${s.attributes.map((a) => `${a.name} (${a.cost} ${L.rp})`).join(', ') || '-'}`,
      `${L.epPdf(s.ep.acquired, s.ep.used, s.ep.unused)}    ${L.value} ${num(s.value)}    ${L.aftereffects} ${s.aftereffect}    ${L.missions} ${s.missions}`,
    ].flatMap((l) => wrap(l, 8, width));
    need(14 + 24 + lines.length * 10 + 6);
    rule();
    y -= 12;
    text(PAGE.margin, s.name, 10, true);
    text(PAGE.margin + 170, `${s.type}, ${s.rank}${s.tags.length ? ` (${s.tags.join(', ')})` : ''}`, 8);
    y -= 12;
    const col = width / CHARACTERISTICS.length;
    s.characteristics.forEach((c, i) => text(PAGE.margin + i * col, characteristicName(c.key, locale), 7, true));
    y -= 10;
    s.characteristics.forEach((c, i) =>
      text(
        PAGE.margin + i * col,
        c.current === c.original ? num(c.original) : `${num(c.original)}>${num(c.current)}`,
        8,
      ),
    );
    y -= 12;
    for (const l of lines) {
      text(PAGE.margin, l, 8);
      y -= 10;
    }
    y -= 2;
  }
  if (d.assets.length) {
    need(20 + d.assets.length * 11);
    rule();
    y -= 12;
    text(PAGE.margin, L.companyAttributes, 10, true);
    y -= 12;
    for (const a of d.assets) {
      text(PAGE.margin, `${a.name}: ${a.kind}, ${a.cost} ${L.rp}${a.structure ? `, ${L.sp} ${a.structure}` : ''}`, 8);
      y -= 11;
    }
  }
  return pages;
}

function contentStream(ops: readonly Op[]): string {
  const parts: string[] = ['0.5 w'];
  for (const op of ops) {
    if (op.kind === 'line') parts.push(`${op.x1} ${op.y1} m ${op.x2} ${op.y2} l S`);
    else parts.push(`BT /${op.bold ? 'F2' : 'F1'} ${op.size} Tf ${op.x} ${op.y} Td ${pdfString(op.text)} Tj ET`);
  }
  return parts.join('\n');
}

/** The sheet as a PDF file's bytes (PDF 1.4, A4, one or more pages). */
export function sheetPdf(c: Company, content: DogsContent, locale: Locale = 'en'): Uint8Array {
  const pages = layout(sheetData(c, content, locale), locale);
  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + 2 * i);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((ops, i) => {
    const id = 5 + 2 * i;
    const stream = contentStream(ops);
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${latin1Length(stream)} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = latin1Length(out);
    out += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = latin1Length(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i) & 0xff;
  return bytes;
}

/** Every character of our PDF text is one byte (pdfString keeps to Latin-1). */
const latin1Length = (s: string): number => s.length;
