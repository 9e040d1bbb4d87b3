import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** One output chunk of an app build, and whether the page loads it up front. */
export interface BuiltChunk {
  fileName: string;
  code: string;
  /** The entry or a static import of it (not reached only through `import()`). */
  initial: boolean;
  modules: Record<string, { renderedLength: number }>;
  /**
   * What pulls the chunk in, as paths relative to the repository: for a chunk loaded on demand,
   * the modules whose `import()` names its entry module; for a chunk shared by others, the
   * chunks that import it. Empty for the app's entry.
   */
  pulledInBy: string[];
  /** The module a dynamic `import()` loads, when the chunk is one's entry. */
  entryModule?: string;
}

export interface BuiltApp {
  chunks: BuiltChunk[];
  /** CSS assets, as emitted. */
  css: (string | Uint8Array)[];
}

interface ChunkOut extends Omit<BuiltChunk, 'initial' | 'pulledInBy' | 'entryModule'> {
  type: 'chunk';
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}
interface AssetOut {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

const isReact = (id: string) =>
  id === 'react' || id.startsWith('react/') || id === 'react-dom' || id.startsWith('react-dom/');

export const gzipSize = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;
export const byteSize = (text: string | Uint8Array) =>
  typeof text === 'string' ? Buffer.byteLength(text) : text.length;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** A module id as a short path: `src/...`, `node_modules/...`, or the app's own file name. */
export const shortModuleId = (id: string) =>
  id
    .replace(/\0/g, '')
    .replace(/^.*\/node_modules\//, 'node_modules/')
    .replace(repoRoot, '')
    .replace(/^.*\/ewk-app-[^/]+\//, 'app/');

/** 1 KB = 1000 bytes (the stricter reading of the targets). */
export const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

/**
 * Builds a one-file app the way an integrator's production build would (Vite/rolldown, minified,
 * tree-shaken), with the package's entries resolved to this repository's sources and React left
 * external (the host app has it anyway). Nothing is written to disk but the app's source.
 * `codeSplitting: false` inlines every `import()` into the one chunk.
 */
export async function buildApp(
  code: string,
  fileName = 'main.tsx',
  options: { codeSplitting?: boolean } = {},
): Promise<BuiltApp> {
  const dir = mkdtempSync(join(tmpdir(), 'ewk-app-'));
  try {
    const entry = join(dir, fileName);
    writeFileSync(entry, code);
    // Who imports each dynamically imported module, read from the module graph once the bundle
    // is made (so that any new `import()` shows up in the listing without an edit here).
    const dynamicImporters = new Map<string, string[]>();
    const result = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      mode: 'production',
      plugins: [
        react(),
        {
          name: 'ewk-dynamic-importers',
          generateBundle(_options, bundle) {
            for (const out of Object.values(bundle)) {
              if (out.type !== 'chunk' || !out.isDynamicEntry || !out.facadeModuleId) continue;
              const info = this.getModuleInfo(out.facadeModuleId);
              dynamicImporters.set(out.fileName, [...(info?.dynamicImporters ?? [])]);
            }
          },
        },
      ],
      resolve: {
        alias: [
          { find: /^embedded-wallet-kit\/react$/, replacement: src('react/index.ts') },
          { find: /^embedded-wallet-kit\/react\/signing$/, replacement: src('react/signing.ts') },
          { find: /^embedded-wallet-kit\/styles\.css$/, replacement: src('react/styles.css') },
          { find: /^embedded-wallet-kit\/server$/, replacement: src('server/index.ts') },
          { find: /^embedded-wallet-kit$/, replacement: src('core/index.ts') },
        ],
      },
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        reportCompressedSize: false,
        rolldownOptions: {
          input: entry,
          external: isReact,
          // `false`: every `import()` inlined, one chunk (a whole entry's size, unsplit).
          output: { codeSplitting: options.codeSplitting ?? true },
        },
      },
    });
    const files = (
      (Array.isArray(result) ? result : [result]) as unknown as {
        output: (ChunkOut | AssetOut)[];
      }[]
    ).flatMap((o) => o.output);
    const chunks = new Map(
      files.filter((f): f is ChunkOut => f.type === 'chunk').map((c) => [c.fileName, c]),
    );
    const initial = new Set<string>();
    const visit = (name: string) => {
      if (initial.has(name)) return;
      initial.add(name);
      for (const dep of chunks.get(name)?.imports ?? []) if (chunks.has(dep)) visit(dep);
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    return {
      chunks: [...chunks.values()].map((c) => ({
        fileName: c.fileName,
        code: c.code,
        initial: initial.has(c.fileName),
        modules: c.modules,
        entryModule:
          c.isDynamicEntry && c.facadeModuleId ? shortModuleId(c.facadeModuleId) : undefined,
        pulledInBy: c.isEntry
          ? []
          : (dynamicImporters.get(c.fileName)?.map(shortModuleId) ??
            [...chunks.values()]
              .filter((other) => other.imports.includes(c.fileName))
              .map((other) => other.fileName)),
      })),
      css: files
        .filter((f): f is AssetOut => f.type === 'asset' && f.fileName.endsWith('.css'))
        .map((a) => a.source),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
