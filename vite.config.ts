import { builtinModules } from 'node:module';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };

// Everything the package depends on stays an import in the library build: the app's bundler
// resolves (and dedupes, and tree-shakes) it, and React is the app's own.
const dependencies = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.peerDependencies),
  ...builtinModules,
];
const external = (id: string): boolean =>
  id.startsWith('node:') || dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * One config for the library build (`npm run build`: ESM with its modules preserved, so apps
 * tree-shake what they do not call; declarations come from `tsconfig.build.json`) and for Vitest
 * (unit tests in Node against the sandbox in-process; component tests opt into happy-dom with a
 * file pragma).
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    lib: {
      entry: {
        index: 'src/core/index.ts',
        react: 'src/react/index.ts',
        sandbox: 'src/sandbox/index.ts',
        testing: 'src/testing/index.ts',
        'sandbox/cli': 'src/sandbox/cli.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
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
