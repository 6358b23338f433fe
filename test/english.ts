/**
 * A check for words left in English where Hungarian was asked for (`--locale hu`, `?locale=hu`):
 * common English words, none of which is also a Hungarian word.
 */
export const ENGLISH =
  /(?<!\p{L})(the|and|or|of|to|for|with|from|against|who|whose|what|was|did|side|blank|none|finish|result|deed|final|wound|structure|points|lost|machine|objectives|captures|battle|after|refused|finished|not|understood|try|again|round|renown|dead|pts|league|sheet|nothing|buy|now|missing|name|unknown|usage|keeps|every|soldier|company|campaign|seat|file|victory|draw|defeat|serious|critical|killed-outright|healed|exploded|EP|RP|SP|duplicate|expected|needs|least|than|items|characters|whole|known|beyond|nested|deeper|levels|cannot|matching)(?!\p{L})/iu;

/** The English words left in what the command printed, once the given names and ids are taken out. */
export function english(text: string, names: readonly string[]): string[] {
  const stripped = [...names]
    .sort((a, b) => b.length - a.length)
    .reduce((t, n) => t.split(n).join(' '), text)
    // Rule IDs and the decisions' kinds are ids.
    .replace(/\[?DW-[A-Z0-9-]+\]?/g, ' ')
    .replace(/\([a-z/-]+\)$/gm, ' ');
  return stripped
    .split('\n')
    .filter((l) => ENGLISH.test(l))
    .map((l) => `${ENGLISH.exec(l)?.[0] ?? ''} in: ${l}`);
}
