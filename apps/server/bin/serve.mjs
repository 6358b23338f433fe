#!/usr/bin/env node
// The server alone, for load tests and scale-out: runs the TypeScript sources through tsx's loader.
import { register } from 'tsx/esm/api';

register();
const { main, ServeUsageError } = await import('../src/main.ts');
try {
  await main(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof ServeUsageError)) throw e;
  process.stderr.write(`serve.mjs: ${e.message}\n`);
  process.exit(2);
}
