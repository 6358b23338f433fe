#!/usr/bin/env node
// Dependency audit for CI: fails on any known high or critical advisory. When the registry's
// advisory service cannot be reached (some networks allow only GET on the registry), it says so
// plainly and does not fail the build, since nothing was checked either way.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--json', '--audit-level=high'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  console.error('audit: npm audit printed no JSON');
  console.error(run.stderr);
  process.exit(1);
}
if (typeof report.statusCode === 'number' || (report.error && !report.metadata)) {
  console.log(`audit: NOT CHECKED, the advisory service answered: ${report.message ?? report.statusCode}`);
  process.exit(0);
}
const v = report.metadata?.vulnerabilities ?? {};
const high = (v.high ?? 0) + (v.critical ?? 0);
console.log(
  `audit: ${v.total ?? 0} known advisories (critical ${v.critical ?? 0}, high ${v.high ?? 0}, moderate ${v.moderate ?? 0}, low ${v.low ?? 0})`,
);
if (high > 0) {
  for (const [name, vuln] of Object.entries(report.vulnerabilities ?? {})) {
    if (vuln.severity === 'high' || vuln.severity === 'critical')
      console.log(`  ${vuln.severity}: ${name} ${vuln.range ?? ''}`);
  }
  process.exit(1);
}
