/**
 * `npm run build`: builds both packages of this repository from `src/`.
 *
 * - `packages/kit` (`embedded-wallet-kit`, browser): `src/core`, `src/react`, `src/protocol`, the
 *   styles, and the isolated frame (`src/frame`) as the static files an app serves from its frame
 *   origin (`dist/frame/`: `index.html`, `frame.css`, `frame.js`; see buildFrame.ts).
 * - `packages/sandbox` (`embedded-wallet-kit-sandbox`, Node): `src/sandbox` and `src/testing`. It
 *   imports the kit by package name (`embedded-wallet-kit/protocol` and its `/internal`,
 *   `embedded-wallet-kit`), so those imports stay imports of the installed kit: the contract
 *   exists once.
 *
 * Each is ESM with its modules preserved (apps tree-shake what they do not call), every
 * dependency and peer left external (the app's bundler resolves and dedupes them), no source maps
 * (they would point at a `src/` the tarballs do not ship), and declarations from `tsc`.
 *
 * Nothing of `test/` (the helpers that start a sandbox or build fixtures, the integration tests)
 * and no test file ships: a build whose module graph reaches one fails, and so does the
 * declarations' `tsc` (its `rootDir` is `src`).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { build } from 'vite';
import { buildFrameFiles } from './buildFrame.js';

const root = resolve(import.meta.dirname, '..');

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface PackageBuild {
  dir: string;
  entries: Record<string, string>;
  tsconfig: string;
  /** Output chunks (by entry name) that must start with a directive. */
  directives?: Record<string, string>;
  extraFiles?: [from: string, to: string][];
  /** Also writes the isolated frame's static files to `dist/frame/`. */
  frame?: boolean;
  /** The package's own name: imports of it (and its subpaths) stay imports. */
  selfExternal?: string;
}

const packages: PackageBuild[] = [
  {
    dir: 'packages/kit',
    entries: {
      index: 'src/core/index.ts',
      react: 'src/react/index.ts',
      'react/api': 'src/react/api.ts',
      'react/signing': 'src/react/signing.ts',
      protocol: 'src/protocol/index.ts',
      server: 'src/server/index.ts',
      'protocol/internal': 'src/protocol/internal.ts',
      // The adapters: each its own entry, its library an optional peer.
      ethereum: 'src/adapters/ethereum/index.ts',
      viem: 'src/adapters/viem/index.ts',
      wagmi: 'src/adapters/wagmi/index.ts',
      solana: 'src/adapters/solana/index.ts',
    },
    tsconfig: 'tsconfig.build.kit.json',
    // The adapters import the kit's public entries by name: one copy of the core in an app.
    selfExternal: 'embedded-wallet-kit',
    // React Server Components: the React entries are client boundaries (hooks, context). Bundlers
    // drop module-level directives, so the build writes it back on the entry chunks.
    directives: { react: 'use client', 'react/api': 'use client', 'react/signing': 'use client' },
    extraFiles: [
      ['src/react/styles.css', 'dist/styles.css'],
      ['README.md', 'README.md'],
    ],
    frame: true,
  },
  {
    dir: 'packages/sandbox',
    entries: {
      sandbox: 'src/sandbox/index.ts',
      testing: 'src/testing/index.ts',
      'sandbox/cli': 'src/sandbox/cli.ts',
    },
    tsconfig: 'tsconfig.build.sandbox.json',
  },
];

function externalsOf(dir: string, self?: string): (id: string) => boolean {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;
  const names = [
    ...(self ? [self] : []),
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...builtinModules,
  ];
  return (id) =>
    id.startsWith('node:') || names.some((name) => id === name || id.startsWith(`${name}/`));
}

/** A module that must never ship: under test/, or a test file anywhere. */
const isTestModule = (id: string) =>
  id.startsWith(join(root, 'test') + sep) || /\.test(-d)?\.tsx?$/.test(id);

async function buildPackage(pkg: PackageBuild): Promise<void> {
  const outDir = join(root, pkg.dir, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  const directives = pkg.directives ?? {};
  const shippedTests: string[] = [];
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      {
        name: 'ewk-no-test-modules',
        generateBundle(_options, bundle) {
          for (const out of Object.values(bundle)) {
            if (out.type !== 'chunk') continue;
            shippedTests.push(...out.moduleIds.filter(isTestModule));
          }
        },
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry: pkg.entries, formats: ['es'] },
      rolldownOptions: {
        external: externalsOf(pkg.dir, pkg.selfExternal),
        output: {
          preserveModules: true,
          preserveModulesRoot: 'src',
          entryFileNames: '[name].js',
          banner: (chunk) => {
            const directive = chunk.isEntry ? directives[chunk.name] : undefined;
            return directive ? `'${directive}';` : '';
          },
        },
      },
    },
  });
  if (shippedTests.length > 0) {
    throw new Error(`${pkg.dir} would ship test code: ${shippedTests.join(', ')}`);
  }
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', pkg.tsconfig],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  for (const file of ['LICENSE', 'CHANGELOG.md']) {
    copyFileSync(join(root, file), join(root, pkg.dir, file));
  }
  for (const [from, to] of pkg.extraFiles ?? []) {
    copyFileSync(join(root, from), join(root, pkg.dir, to));
  }
  if (pkg.frame) {
    const dir = join(outDir, 'frame');
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(await buildFrameFiles())) {
      writeFileSync(join(dir, name), text);
    }
  }
}

// The kit first: the sandbox's declarations resolve `embedded-wallet-kit` to the kit's build.
for (const pkg of packages) await buildPackage(pkg);
