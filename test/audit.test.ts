import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkAdvisoryFile,
  describe as describeMatch,
  findMatches,
  installedPackages,
  judge,
  packagesOfLock,
  type Advisory,
  type AdvisoryFile,
} from '../scripts/audit-lib.mjs';

const root = join(import.meta.dirname, '..');

// A small lockfile in npm's v3 shape: one production package, the same name again deeper in the
// dev tree, a workspace folder and its link (both our own code, never matched).
const lock = {
  packages: {
    '': { name: 'app', version: '1.0.0' },
    'apps/server': { name: '@app/server', version: '1.0.0' },
    'node_modules/@app/server': { resolved: 'apps/server', link: true },
    'node_modules/webthing': { version: '5.7.2' },
    'node_modules/devtool': { version: '2.0.0', dev: true },
    'node_modules/devtool/node_modules/webthing': { version: '4.1.0', dev: true },
    'node_modules/@scope/parser': { version: '1.2.3', devOptional: true },
  },
};

function advisory(over: Partial<Advisory>): Advisory {
  return {
    package: 'webthing',
    id: 'GHSA-test-test-test',
    severity: 'high',
    vulnerable: '>=5.0.0 <=5.7.2',
    source: 'https://example.org/advisory',
    reviewed: '2026-12-02',
    ...over,
  };
}

describe('dependency audit by hand-reviewed advisories', () => {
  it('reads every installed package of a lockfile with its tree, leaving out our workspaces', () => {
    const rows = packagesOfLock(lock);
    expect(rows.map((r) => `${r.name}@${r.version}:${r.dev ? 'dev' : 'prod'}`).sort()).toEqual([
      '@scope/parser@1.2.3:prod',
      'devtool@2.0.0:dev',
      'webthing@4.1.0:dev',
      'webthing@5.7.2:prod',
    ]);
  });

  it('a planted advisory for an installed production version fails the check', () => {
    const { failing } = judge(findMatches(packagesOfLock(lock), [advisory({})]));
    expect(failing.map((m) => `${m.pkg.name}@${m.pkg.version}`)).toEqual(['webthing@5.7.2']);
  });

  it('the fixed version passes, and the range boundary is exact', () => {
    const at = (version: string, vulnerable: string) =>
      findMatches(
        [{ name: 'webthing', version, path: 'node_modules/webthing', dev: false }],
        [advisory({ vulnerable })],
      ).length;
    // "<=5.7.2": the last vulnerable version matches, the fix does not.
    expect(at('5.7.2', '<=5.7.2')).toBe(1);
    expect(at('5.7.3', '<=5.7.2')).toBe(0);
    // "<5.8.5": the fix is the first version outside, a pre-release of it is still inside.
    expect(at('5.8.4', '<5.8.5')).toBe(1);
    expect(at('5.8.5', '<5.8.5')).toBe(0);
    expect(at('5.8.5-rc.1', '<5.8.5')).toBe(1);
    // One range per major line: between the lines nothing matches.
    const lines = '<3.1.6 || >=4.0.0 <4.1.3';
    expect(at('3.1.5', lines)).toBe(1);
    expect(at('3.1.6', lines)).toBe(0);
    expect(at('3.9.9', lines)).toBe(0);
    expect(at('4.0.0', lines)).toBe(1);
    expect(at('4.1.3', lines)).toBe(0);
    // npm's hyphen ranges include both ends.
    expect(at('8.0.0', '8.0.0 - 8.0.15')).toBe(1);
    expect(at('8.0.15', '8.0.15 - 8.0.15')).toBe(1);
    expect(at('8.0.16', '8.0.0 - 8.0.15')).toBe(0);
  });

  it('a match on another package name never counts', () => {
    expect(findMatches(packagesOfLock(lock), [advisory({ package: 'webthing-extra', vulnerable: '*' })])).toEqual([]);
  });

  it('dev-tree matches fail unless a reviewed reason says CI never runs them; low and moderate never fail', () => {
    const dev = advisory({ vulnerable: '4.1.0' });
    const packages = packagesOfLock(lock);
    expect(judge(findMatches(packages, [dev])).failing).toHaveLength(1);
    const excusedRun = judge(findMatches(packages, [{ ...dev, devNotRunInCI: 'only the unused server loads it' }]));
    expect(excusedRun.failing).toHaveLength(0);
    expect(excusedRun.excused).toHaveLength(1);
    // The same reason does not excuse a production match.
    const prod = judge(findMatches(packages, [advisory({ devNotRunInCI: 'only the unused server loads it' })]));
    expect(prod.failing).toHaveLength(1);
    const moderate = judge(findMatches(packages, [advisory({ severity: 'moderate' })]));
    expect(moderate.failing).toHaveLength(0);
    expect(moderate.minor).toHaveLength(1);
  });

  it('a malformed advisory file is refused rather than read as clean', () => {
    expect(checkAdvisoryFile({ reviewed: '2026-12-02', advisories: [advisory({})] })).toEqual([]);
    expect(
      checkAdvisoryFile({ reviewed: 'today', advisories: [advisory({ vulnerable: 'not a range' })] }),
    ).toHaveLength(2);
    expect(checkAdvisoryFile({ reviewed: '2026-12-02', advisories: [advisory({ source: '' })] })).toHaveLength(1);
  });

  it('the committed advisory file is well formed and names a source for every entry', () => {
    const file = JSON.parse(readFileSync(join(root, 'scripts', 'advisories.json'), 'utf8')) as AdvisoryFile;
    expect(checkAdvisoryFile(file)).toEqual([]);
    expect(file.advisories.length).toBeGreaterThan(0);
  });

  it('reads the repository lockfile, production and dev trees both present', () => {
    const rows = installedPackages(root);
    expect(rows.some((r) => r.name === 'fastify' && !r.dev)).toBe(true);
    expect(rows.some((r) => r.name === 'vitest' && r.dev)).toBe(true);
  });

  it("a match's line names the package, its tree, the advisory's own page and where its facts were read", () => {
    const packages = packagesOfLock(lock);
    const [ghsa] = findMatches(packages, [advisory({ id: 'GHSA-abcd-efgh-ijkl', fixed: '5.7.3' })]);
    expect(ghsa && describeMatch(ghsa)).toBe(
      'high GHSA-abcd-efgh-ijkl: webthing@5.7.2 (production, node_modules/webthing) is in ">=5.0.0 <=5.7.2", ' +
        'fixed in 5.7.3; https://github.com/advisories/GHSA-abcd-efgh-ijkl; facts read at https://example.org/advisory',
    );
    // An advisory known only by a CVE number has no page of GitHub's to point to.
    const [cve] = findMatches(packages, [advisory({ id: 'CVE-2026-0001' })]);
    expect(cve && describeMatch(cve)).toBe(
      'high CVE-2026-0001: webthing@5.7.2 (production, node_modules/webthing) is in ">=5.0.0 <=5.7.2"; ' +
        'facts read at https://example.org/advisory',
    );
  });
});
