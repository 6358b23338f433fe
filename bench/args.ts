/** Command-line options of the bench scripts: `--name value`. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function intArg(name: string, fallback: number): number {
  const v = Number(arg(name) ?? fallback);
  if (!Number.isSafeInteger(v)) throw new Error(`${name} takes a whole number`);
  return v;
}
