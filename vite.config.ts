import { defineConfig } from 'vitest/config';

/**
 * Vitest: unit tests in Node against the sandbox in-process; component tests opt into happy-dom
 * with a file pragma. The packages' entries (`embedded-wallet-kit`, `embedded-wallet-kit/protocol`,
 * `embedded-wallet-kit-sandbox/testing`, ...) resolve to their sources through tsconfig `paths`,
 * the one list of them. The library builds live in `scripts/buildPackages.ts`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
