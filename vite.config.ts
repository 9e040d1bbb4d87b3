import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Vitest: unit tests in Node against the sandbox in-process; component tests opt into happy-dom
 * with a file pragma; type tests (`*.test-d.ts`) through tsc. The packages' entries
 * (`embedded-wallet-kit`, `embedded-wallet-kit/protocol`, `embedded-wallet-kit-sandbox/testing`,
 * ...) resolve to their sources through tsconfig `paths`,
 * the one list of them. The library builds live in `scripts/buildPackages.ts`.
 */
const INCLUDE = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'test/**/*.test.ts',
  'test/**/*.test.tsx',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * The test files (of INCLUDE) that give themselves a DOM: a happy-dom environment (file pragma),
 * or happy-dom's globals in Node (`test/support/react/domGlobals.ts`, installed once on import).
 * Found by reading the files, so a new one is never missed.
 */
function domTestFiles(): string[] {
  const found: string[] = [];
  for (const root of ['src', 'test', 'bench', 'scripts']) {
    const tsx = root === 'src' || root === 'test';
    for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const path = `${root}/${name.replaceAll('\\', '/')}`;
      if (path.includes('node_modules/')) continue;
      if (!(tsx ? /\.test\.tsx?$/ : /\.test\.ts$/).test(path)) continue;
      const text = readFileSync(path, 'utf8');
      if (text.includes('@vitest-environment happy-dom') || text.includes('domGlobals')) {
        found.push(path);
      }
    }
  }
  return found;
}
const DOM_TESTS = domTestFiles();

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // One worker per core. Vitest's default keeps a core free (cores - 1), which on a 2-core CI
    // machine runs every file in one thread: 337 s wall for 365 s of CPU; with 2, 196-204 s.
    maxWorkers: availableParallelism(),
    // Type tests (`*.test-d.ts`: expectTypeOf, @ts-expect-error) run with the node project's
    // files, checked by tsc (tsconfig.typetest.json); a type error in them or what they import
    // fails the run.
    typecheck: {
      // Off where `npm test` runs Vitest (scripts/runTests.ts): its `types` suite runs tsc on
      // them already. (A `--typecheck.enabled` flag reaches the root, not the projects.)
      enabled: process.env.EWK_TYPE_TESTS !== 'off',
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.typetest.json',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
          // The files of a worker share their modules: importing the sandbox, the kit and their
          // libraries afresh for each file was most of the suite's time. A file that changes a
          // global puts it back (`vi.unstubAllGlobals` in an `afterAll`); one that needs a
          // module fresh imports it after `vi.resetModules()`.
          isolate: false,
        },
      },
      {
        extends: true,
        // A DOM is a global of its own: these files keep a fresh module graph and globals each.
        test: {
          name: 'dom',
          include: DOM_TESTS,
          isolate: true,
          typecheck: { enabled: false },
          setupFiles: ['test/support/react/testingLibrary.ts'],
        },
      },
    ],
  },
});
