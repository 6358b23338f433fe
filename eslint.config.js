// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** The pure core: rules, geometry, dice and bots do no I/O, read no clock, use no ambient randomness. */
const pureCoreRules = {
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Randomness comes from the game RNG (Dice), never Math.random.' },
    { object: 'Date', property: 'now', message: 'The pure core reads no clock; inject time from the app.' },
    { object: 'performance', property: 'now', message: 'The pure core reads no clock; inject time from the app.' },
    { object: 'crypto', property: 'getRandomValues', message: 'Randomness comes from the game RNG (Dice).' },
    { object: 'crypto', property: 'randomUUID', message: 'Randomness comes from the game RNG (Dice).' },
    { object: 'process', property: 'hrtime', message: 'The pure core reads no clock; inject time from the app.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date']",
      message: 'The pure core reads no clock; inject time from the app.',
    },
    {
      selector: "CallExpression[callee.name='Date']",
      message: 'The pure core reads no clock; inject time from the app.',
    },
  ],
  'no-restricted-globals': [
    'error',
    ...[
      'fetch',
      'XMLHttpRequest',
      'WebSocket',
      'localStorage',
      'sessionStorage',
      'indexedDB',
      'process',
      'performance',
      'setTimeout',
      'setInterval',
      'setImmediate',
      'require',
    ].map((name) => ({ name, message: `The pure core does no I/O and reads no clock: "${name}" belongs in apps/.` })),
  ],
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            'node:*',
            'fs',
            'fs/*',
            'path',
            'http',
            'https',
            'net',
            'child_process',
            'worker_threads',
            'os',
            'crypto',
            'dgram',
            'dns',
            'tls',
            'readline',
            'process',
            'perf_hooks',
            'timers',
            'timers/*',
          ],
          message: 'The pure core does no I/O: Node built-ins belong in apps/.',
        },
        {
          group: ['**/apps/**', '@skirmish/cli', '@skirmish/server', '@skirmish/web'],
          message: 'Dependencies point one way: apps -> rulesets -> packages.',
        },
        {
          group: ['better-sqlite3', 'pg', 'fastify', '@fastify/*', 'ws', 'redis', 'ioredis', 'react', 'react-dom'],
          message: 'The pure core does no I/O and has no UI.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      // Local throwaway scripts, never committed (.gitignore).
      'scratch/**',
      'apps/web/dist/**',
      // AssemblyScript, compiled by scripts/build-wasm.mjs (not TypeScript's types).
      'rulesets/*/wasm/**',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      eqeqeq: ['error', 'always'],
      // Handlers and commands are async by contract even when they do not wait.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The plain JavaScript scripts (scripts/, the bins, the benches' runners): ESLint's recommended
    // rules with Node's globals; they have no types to check.
    files: ['**/*.mjs'],
    ...js.configs.recommended,
    languageOptions: {
      sourceType: 'module',
      ecmaVersion: 2023,
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'URL',
          'Buffer',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'setImmediate',
          'performance',
          'structuredClone',
          'AbortController',
          'TextEncoder',
          'TextDecoder',
          'fetch',
        ].map((name) => [name, 'readonly']),
      ),
    },
    rules: {
      ...js.configs.recommended.rules,
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['packages/*/src/**/*.ts', 'rulesets/*/src/**/*.ts'],
    rules: pureCoreRules,
  },
  {
    // Tests may use the unsafe-any helpers of assertion libraries.
    files: ['**/test/**/*.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
