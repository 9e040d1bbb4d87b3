/**
 * What each adapter entry (`embedded-wallet-kit/ethereum`, `/viem`, `/wagmi`, `/solana`) costs
 * an app that uses it, minified and gzipped, in two figures:
 * - its own code: the entry with the kit's core and its library (viem, `@wagmi/core`,
 *   `@solana/kit`) external, what the adapter adds to an app that has both already;
 * - with the core it uses: its library still external (the app chose it), the kit's core bundled
 *   (tree-shaken to what the adapter calls), for an app that uses the kit only through it.
 * An app that imports none of them pays nothing: they are separate entries, and the login path
 * (bundleSize.bench.ts) is unchanged by them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { gzipSize, kb } from './support/buildApp.js';

export const description = 'minified + gzipped size of each adapter entry (its library external)';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

const ADAPTERS = ['ethereum', 'viem', 'wagmi', 'solana'] as const;
const PEERS = /^(viem|@wagmi\/core|@solana\/kit|@wallet-standard\/base)(\/|$)/;

/** The gzip bytes of all chunks of a one-line app importing `entry`. */
async function sizeOf(
  entry: string,
  coreExternal: boolean,
): Promise<{ min: number; gzip: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'ewk-adapter-'));
  try {
    const main = join(dir, 'main.ts');
    // Every export used, so nothing of the entry is tree-shaken away.
    writeFileSync(main, `import * as adapter from '${entry}';\nconsole.log(adapter);\n`);
    const result = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      mode: 'production',
      resolve: {
        alias: [
          { find: /^embedded-wallet-kit$/, replacement: src('core/index.ts') },
          {
            find: /^embedded-wallet-kit\/(ethereum|viem|wagmi|solana)$/,
            replacement: src('adapters/$1/index.ts'),
          },
        ],
      },
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        reportCompressedSize: false,
        rolldownOptions: {
          input: main,
          external: (id) =>
            PEERS.test(id) ||
            (coreExternal && (id === src('core/index.ts') || id === 'embedded-wallet-kit')),
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as unknown as {
      output: { type: string; code?: string }[];
    }[];
    const code = outputs
      .flatMap((o) => o.output)
      .filter((o) => o.type === 'chunk')
      .map((o) => o.code ?? '');
    return {
      min: code.reduce((sum, c) => sum + Buffer.byteLength(c), 0),
      gzip: code.reduce((sum, c) => sum + gzipSize(c), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  for (const name of ADAPTERS) {
    const entry = `embedded-wallet-kit/${name}`;
    const own = await sizeOf(entry, true);
    const withCore = await sizeOf(entry, false);
    console.log(entry);
    console.log(`  own code: ${kb(own.gzip)} gzip (${kb(own.min)} min), core and library external`);
    console.log(
      `  with the core it uses: ${kb(withCore.gzip)} gzip (${kb(withCore.min)} min), library external`,
    );
  }
}
