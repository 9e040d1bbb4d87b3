import { defineConfig } from 'vitest/config';

// One config for the library build and for Vitest. Unit tests run in Node against the sandbox
// in-process (`handler(Request)`); component tests opt into happy-dom with a file pragma.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
