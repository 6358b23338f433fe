// Matching for the dependency audit when the registry's advisory service cannot be reached: every
// package of the lockfile is compared with the advisories listed by hand in scripts/advisories.json.
// Kept apart from scripts/audit.mjs so that a unit test can prove the matching without the network.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

export const FAILING_SEVERITIES = new Set(['high', 'critical']);
const SEVERITIES = new Set(['low', 'moderate', 'high', 'critical']);
const NODE_MODULES = 'node_modules/';

/**
 * The packages a lockfile (v2 or v3) installs, one row per install path. Workspace folders and
 * the links to them are our own code and are left out. A package counts as production unless npm
 * marked it dev-only: "devOptional" packages are optional in the production tree, so they are
 * counted there (the safer side).
 */
export function packagesOfLock(lock) {
  const rows = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const at = path.lastIndexOf(NODE_MODULES);
    if (at < 0 || entry.link || typeof entry.version !== 'string') continue;
    const name = entry.name ?? path.slice(at + NODE_MODULES.length);
    rows.push({ name, version: entry.version, path, dev: entry.dev === true });
  }
  return rows;
}

/**
 * The packages to check: the committed lockfile, plus what npm recorded as installed in
 * node_modules/.package-lock.json when that differs (an install that drifted from the lockfile is
 * checked as it is on disk).
 */
export function installedPackages(root) {
  const seen = new Map();
  const files = [join(root, 'package-lock.json'), join(root, 'node_modules', '.package-lock.json')];
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const row of packagesOfLock(JSON.parse(readFileSync(file, 'utf8')))) {
      const key = `${row.path}@${row.version}`;
      const had = seen.get(key);
      // The same path and version in both files: production wins if either file says so.
      if (!had) seen.set(key, row);
      else if (had.dev && !row.dev) seen.set(key, row);
    }
  }
  return [...seen.values()];
}

/** Problems with the advisory file itself; an empty list means it can be used. */
export function checkAdvisoryFile(file) {
  const problems = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(file.reviewed ?? '')) problems.push('"reviewed" is not a date (YYYY-MM-DD)');
  if (!Array.isArray(file.advisories)) return [...problems, '"advisories" is not a list'];
  file.advisories.forEach((a, i) => {
    const where = `advisory ${i} (${a.id ?? '?'} ${a.package ?? '?'})`;
    for (const key of ['package', 'id', 'severity', 'vulnerable', 'source', 'reviewed']) {
      if (typeof a[key] !== 'string' || a[key] === '') problems.push(`${where}: "${key}" is missing`);
    }
    if (a.severity && !SEVERITIES.has(a.severity)) problems.push(`${where}: unknown severity "${a.severity}"`);
    if (a.vulnerable && semver.validRange(a.vulnerable) === null)
      problems.push(`${where}: "${a.vulnerable}" is not a semver range`);
    if (a.source && !/^https:\/\//.test(a.source)) problems.push(`${where}: the source is not an https address`);
    if (a.reviewed && !/^\d{4}-\d{2}-\d{2}$/.test(a.reviewed)) problems.push(`${where}: "reviewed" is not a date`);
    if (a.devNotRunInCI !== undefined && (typeof a.devNotRunInCI !== 'string' || a.devNotRunInCI === ''))
      problems.push(`${where}: "devNotRunInCI" must be the reason, in words`);
  });
  return problems;
}

/**
 * Every (installed package, advisory) pair where the installed version lies in the vulnerable
 * range. Pre-releases are matched too, since an advisory range written as "<5.8.5" is meant to
 * cover 5.8.5-rc.1 as well.
 */
export function findMatches(packages, advisories) {
  const byName = new Map();
  for (const a of advisories) {
    const list = byName.get(a.package) ?? [];
    list.push(a);
    byName.set(a.package, list);
  }
  const matches = [];
  for (const pkg of packages) {
    for (const advisory of byName.get(pkg.name) ?? []) {
      if (semver.satisfies(pkg.version, advisory.vulnerable, { includePrerelease: true })) {
        matches.push({ pkg, advisory });
      }
    }
  }
  return matches;
}

/**
 * Which matches fail the build. A high or critical advisory fails on any production package. In
 * the dev tree it fails too, unless its entry names, in "devNotRunInCI", why the vulnerable code
 * is never run by CI or by the app (a reviewed judgement, kept next to the advisory it excuses);
 * those are printed but pass. Low and moderate advisories never fail.
 */
export function judge(matches) {
  const failing = [];
  const excused = [];
  const minor = [];
  for (const m of matches) {
    if (!FAILING_SEVERITIES.has(m.advisory.severity)) minor.push(m);
    else if (m.pkg.dev && m.advisory.devNotRunInCI) excused.push(m);
    else failing.push(m);
  }
  return { failing, excused, minor };
}

export function describe(m) {
  const a = m.advisory;
  const tree = m.pkg.dev ? 'dev' : 'production';
  const fix = a.fixed ? `, fixed in ${a.fixed}` : '';
  // The advisory's own page (GitHub's database, by its GHSA id), then where its facts were read.
  const page = /^GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/.test(a.id) ? `https://github.com/advisories/${a.id}; ` : '';
  return `${a.severity} ${a.id}: ${m.pkg.name}@${m.pkg.version} (${tree}, ${m.pkg.path}) is in "${a.vulnerable}"${fix}; ${page}facts read at ${a.source}`;
}
