/** The letters drawn on a board's tokens, the same way on every board that names its figures. */

/** The initials of a name, at most two: "Venerable Ambrosius" → "VA", "Pest of Flesh" → "Po". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2);
}

/**
 * The letters on each token, by the name the page calls its figure: the initials, unless another
 * name on the board has the same ones (the Purifier and the Aberration are both "T" in Hungarian,
 * the Sniper and the Soldier "S" in English); then the first two letters of his name ("Ti", "To"), and where even those are
 * shared, the first letter and a number in the order of the names. Warriors of one name share
 * their letters, as their figures look alike on the table.
 */
export function tokenLetters(names: readonly string[]): ReadonlyMap<string, string> {
  const out = new Map([...new Set(names)].map((n) => [n, initialsOf(n)]));
  const twoLetters = (n: string) => {
    const letters = n.replace(/\s+/g, '');
    return (letters[0] ?? '').toUpperCase() + (letters[1] ?? '').toLowerCase();
  };
  /** The names that share their letters with another name. */
  const shared = () => {
    const byLetters = new Map<string, string[]>();
    for (const [n, l] of out) byLetters.set(l, [...(byLetters.get(l) ?? []), n]);
    return [...byLetters.values()].filter((g) => g.length > 1).flat();
  };
  for (const n of shared()) out.set(n, twoLetters(n));
  // Still shared: the first letter and the lowest number no other token carries.
  const clash = shared();
  const taken = new Set([...out].filter(([n]) => !clash.includes(n)).map(([, l]) => l));
  for (const n of clash) {
    const first = (n[0] ?? '').toUpperCase();
    let i = 1;
    while (taken.has(`${first}${i}`)) i++;
    taken.add(`${first}${i}`);
    out.set(n, `${first}${i}`);
  }
  return out;
}
