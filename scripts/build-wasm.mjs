// Compiles the WebAssembly of the rulesets and writes its bytes into a TypeScript module, so the
// rulesets load it with no file read: `node scripts/build-wasm.mjs` (after changing a source in a
// `wasm/` folder). `--check` compiles and only compares: it fails when a kept module is stale.
import asc from 'assemblyscript/asc';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What is built: an AssemblyScript source and the module that keeps its bytes. */
export const MODULES = [
  {
    source: 'rulesets/hybrid/wasm/search-single.ts',
    target: 'rulesets/hybrid/src/search-single-wasm.ts',
    name: 'SEARCH_SINGLE_WASM',
  },
];

/** The compiler's options: no runtime, no checks that trap, the memory given by the host. */
const OPTIONS = ['-O3', '--runtime', 'stub', '--noAssert', '--importMemory', '--noExportMemory'];

/** The bytes of `source` compiled. */
export async function compile(source) {
  let bytes = null;
  const errors = [];
  const { error } = await asc.main([source, '--outFile', 'out.wasm', ...OPTIONS], {
    writeFile: (name, contents) => {
      if (name === 'out.wasm') bytes = contents;
    },
    stdout: { write: () => true },
    stderr: { write: (t) => (errors.push(String(t)), true) },
  });
  if (error) throw new Error(`${source}: ${error.message}\n${errors.join('')}`);
  if (!bytes) throw new Error(`${source}: the compiler wrote no module`);
  return bytes;
}

/** The text of the module keeping `bytes` (base64, in lines). */
export function moduleText(m, bytes) {
  const b64 = Buffer.from(bytes).toString('base64');
  const lines = [];
  for (let i = 0; i < b64.length; i += 96) lines.push(`  '${b64.slice(i, i + 96)}' +`);
  const last = lines.length - 1;
  lines[last] = (lines[last] ?? '').replace(/ \+$/, ',');
  return [
    `// Made by \`node scripts/build-wasm.mjs\` from ${m.source}: do not edit.`,
    `/** The WebAssembly module compiled from \`${m.source.split('/').slice(2).join('/')}\`, in base64. */`,
    `export const ${m.name} =`,
    ...lines.map((l, i) => (i === last ? l.replace(/,$/, ';') : l)),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const m of MODULES) {
    const text = moduleText(m, await compile(`${root}${m.source}`));
    const path = `${root}${m.target}`;
    let kept = '';
    try {
      kept = readFileSync(path, 'utf8');
    } catch {
      kept = '';
    }
    if (kept === text) continue;
    if (check) {
      console.error(`${m.target} is not ${m.source} compiled: run node scripts/build-wasm.mjs`);
      stale++;
    } else {
      writeFileSync(path, text);
      console.log(`wrote ${m.target}`);
    }
  }
  process.exit(stale > 0 ? 1 : 0);
}
