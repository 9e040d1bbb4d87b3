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
}

export interface BuiltApp {
  chunks: BuiltChunk[];
  /** CSS assets, as emitted. */
  css: (string | Uint8Array)[];
}

interface ChunkOut extends Omit<BuiltChunk, 'initial'> {
  type: 'chunk';
  isEntry: boolean;
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
/** 1 KB = 1000 bytes (the stricter reading of the targets). */
export const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

/**
 * Builds a one-file app the way an integrator's production build would (Vite/rolldown, minified,
 * tree-shaken), with the package's entries resolved to this repository's sources and React left
 * external (the host app has it anyway). Nothing is written to disk but the app's source.
 */
export async function buildApp(code: string, fileName = 'main.tsx'): Promise<BuiltApp> {
  const dir = mkdtempSync(join(tmpdir(), 'ewk-app-'));
  try {
    const entry = join(dir, fileName);
    writeFileSync(entry, code);
    const result = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      mode: 'production',
      plugins: [react()],
      resolve: {
        alias: [
          { find: /^embedded-wallet-kit\/react$/, replacement: src('react/index.ts') },
          { find: /^embedded-wallet-kit\/styles\.css$/, replacement: src('react/styles.css') },
          { find: /^embedded-wallet-kit$/, replacement: src('core/index.ts') },
        ],
      },
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        reportCompressedSize: false,
        rolldownOptions: { input: entry, external: isReact },
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
      })),
      css: files
        .filter((f): f is AssetOut => f.type === 'asset' && f.fileName.endsWith('.css'))
        .map((a) => a.source),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
