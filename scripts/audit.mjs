#!/usr/bin/env node
// Dependency audit for CI: fails on any known high or critical advisory.
//
// First choice is `npm audit`. Some registries (the one this project's machines and CI use among
// them) refuse npm's advisory endpoint; then, and only then, every package of the lockfile is
// compared with scripts/advisories.json, a list of advisories looked up and checked by hand. That
// list is only as complete as the review that made it, and the output says so on every run.
// Nothing in the fallback needs the network.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAdvisoryFile, describe, findMatches, installedPackages, judge } from './audit-lib.mjs';

const root = join(import.meta.dirname, '..');

// A registry that never answers must not hang CI; past this the fallback runs instead.
const AUDIT_TIMEOUT_MS = 120_000;

function npmAudit() {
  const run = spawnSync('npm', ['audit', '--json', '--audit-level=high'], {
    cwd: root,
    encoding: 'utf8',
    timeout: AUDIT_TIMEOUT_MS,
  });
  if (run.error) return { refused: `npm audit did not finish (${run.error.message})` };
  let report;
  try {
    report = JSON.parse(run.stdout || '{}');
  } catch {
    return { refused: 'npm audit printed no JSON' };
  }
  if (typeof report.statusCode === 'number' || (report.error && !report.metadata)) {
    return {
      refused: `the advisory service answered: ${report.message ?? report.error?.summary ?? report.statusCode}`,
    };
  }
  // An answer without the vulnerability counts is no audit at all (an empty stdout parses as {}),
  // so it must not pass as a clean one.
  if (typeof report.metadata?.vulnerabilities !== 'object') return { refused: 'npm audit gave no result' };
  return { report };
}

function reportNpmAudit(report) {
  const v = report.metadata?.vulnerabilities ?? {};
  const high = (v.high ?? 0) + (v.critical ?? 0);
  console.log(
    `audit: npm audit, ${v.total ?? 0} known advisories (critical ${v.critical ?? 0}, high ${v.high ?? 0}, moderate ${v.moderate ?? 0}, low ${v.low ?? 0})`,
  );
  if (high > 0) {
    for (const [name, vuln] of Object.entries(report.vulnerabilities ?? {})) {
      if (vuln.severity === 'high' || vuln.severity === 'critical')
        console.log(`  ${vuln.severity}: ${name} ${vuln.range ?? ''}`);
    }
    return 1;
  }
  return 0;
}

function reportByHand(refused) {
  const file = JSON.parse(readFileSync(join(root, 'scripts', 'advisories.json'), 'utf8'));
  const problems = checkAdvisoryFile(file);
  if (problems.length > 0) {
    console.log('audit: scripts/advisories.json cannot be used:');
    for (const p of problems) console.log(`  ${p}`);
    return 1;
  }
  const packages = installedPackages(root);
  if (packages.length === 0) {
    console.log('audit: no package-lock.json to check');
    return 1;
  }
  const prod = packages.filter((p) => !p.dev).length;
  const { failing, excused, minor } = judge(findMatches(packages, file.advisories));
  console.log(`audit: NOT a full audit; npm's advisory service refused (${refused}).`);
  console.log(
    `audit: checked ${packages.length} installed packages (${prod} production, ${packages.length - prod} dev) against ` +
      `${file.advisories.length} advisories reviewed by hand on ${file.reviewed} (scripts/advisories.json, ` +
      `docs/dependency-audit.md); advisories published after that date are not known to this check.`,
  );
  for (const m of minor) console.log(`  below the bar: ${describe(m)}`);
  // The same reviewed reason usually covers several matches; print it once above them.
  const byReason = new Map();
  for (const m of excused)
    byReason.set(m.advisory.devNotRunInCI, [...(byReason.get(m.advisory.devNotRunInCI) ?? []), m]);
  for (const [reason, group] of byReason) {
    console.log(`  dev only, not run in CI: ${reason}`);
    for (const m of group) console.log(`    ${describe(m)}`);
  }
  for (const m of failing) console.log(`  FAIL ${describe(m)}`);
  console.log(
    failing.length > 0
      ? `audit: ${failing.length} high or critical match(es) fail the build`
      : `audit: no high or critical match in the production tree or in what CI runs` +
          (excused.length > 0 ? ` (${excused.length} dev-only match(es) printed above)` : ''),
  );
  return failing.length > 0 ? 1 : 0;
}

const audit = npmAudit();
process.exitCode = audit.report ? reportNpmAudit(audit.report) : reportByHand(audit.refused);
