#!/usr/bin/env node
/**
 * Lists the statements no test ran, file by file, from the JSON report `npm run coverage` writes
 * (coverage/coverage-final.json): the places to read for a rule path that has no test yet.
 *
 *   npm run coverage -- rulesets/hybrid --coverage.include='rulesets/hybrid/src/**'
 *   node scripts/uncovered.mjs rulesets/hybrid/src/rules.ts     (files whose path contains this)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const report = join(root, 'coverage', 'coverage-final.json');
if (!existsSync(report)) {
  console.error(`No coverage report at ${relative(process.cwd(), report)}: run \`npm run coverage\` first.`);
  process.exit(1);
}
const want = process.argv[2] ?? '';
const files = JSON.parse(readFileSync(report, 'utf8'));
for (const [file, data] of Object.entries(files)) {
  const name = relative(root, file);
  if (!name.includes(want)) continue;
  const lines = new Set();
  for (const [id, count] of Object.entries(data.s)) if (count === 0) lines.add(data.statementMap[id].start.line);
  const functions = Object.entries(data.f)
    .filter(([, count]) => count === 0)
    .map(([id]) => `${data.fnMap[id].name}:${data.fnMap[id].loc.start.line}`);
  if (lines.size === 0 && functions.length === 0) continue;
  const source = readFileSync(file, 'utf8').split('\n');
  console.log(
    `${name}: ${lines.size} statements not run${functions.length ? `; functions not run: ${functions.join(', ')}` : ''}`,
  );
  for (const line of [...lines].sort((a, b) => a - b))
    console.log(`${String(line).padStart(6)}  ${(source[line - 1] ?? '').trim().slice(0, 120)}`);
}
