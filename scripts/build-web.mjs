#!/usr/bin/env node
// Builds the web app into apps/web/dist before `npm start`, so the server can serve it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const web = join(import.meta.dirname, '..', 'apps', 'web');
if (!existsSync(join(web, 'index.html'))) {
  console.log('skirmish: no web app to build; the server will serve its plain page');
  process.exit(0);
}
const vite = join(import.meta.dirname, '..', 'node_modules', 'vite', 'bin', 'vite.js');
const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
process.exit(r.status ?? 1);
