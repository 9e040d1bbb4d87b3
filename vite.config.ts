import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest: unit tests in Node against the sandbox in-process; component tests opt into happy-dom
 * with a file pragma; type tests (`*.test-d.ts`) through tsc. The packages' entries
 * (`embedded-wallet-kit`, `embedded-wallet-kit/protocol`, `embedded-wallet-kit-sandbox/testing`,
 * ...) resolve to their sources through tsconfig `paths`,
 * the one list of them. The library builds live in `scripts/buildPackages.ts`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'test/**/*.test.ts',
      'test/**/*.test.tsx',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // One worker per core. Vitest's default keeps a core free (cores - 1), which on a 2-core CI
    // machine runs every file in one thread: 337 s wall for 365 s of CPU; with 2, 196-204 s.
    maxWorkers: availableParallelism(),
    // Type tests (`*.test-d.ts`: expectTypeOf, @ts-expect-error) run with the others, checked
    // by tsc (tsconfig.typetest.json); a type error in them or what they import fails the run.
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.typetest.json',
    },
  },
});
