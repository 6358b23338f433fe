#!/usr/bin/env node
// The server alone, for load tests and scale-out: runs the TypeScript sources through tsx's loader.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main(process.argv.slice(2));
