/**
 * The isolated frame (`src/frame/`) as the static files an app serves from its frame origin:
 * `index.html`, `frame.css` and `frame.js`, the one script, self-contained (its few imports of
 * the protocol and the core's crypto bundled in, the HPKE chunk inlined) and minified, since it
 * is served as is rather than bundled by the app. Used by `npm run build` (the kit's
 * `dist/frame/`), the demo's sandbox and the bench.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const root = resolve(import.meta.dirname, '..');
const LOAD_HPKE = resolve(root, 'src/core/crypto/loadHpke.ts');

/**
 * `loadHpke` imports the HPKE module on demand, so apps split it into a chunk of its own. The
 * frame is one file that needs HPKE for everything it does: a chunk there is pointless, and a
 * dynamic import costs it the bundler's preload helper (about 1.5 KB gzip). So the frame's build
 * gives `loadHpke` the module statically; its contract (a promise of the module) is unchanged.
 */
const staticHpke: Plugin = {
  name: 'frame-static-hpke',
  enforce: 'pre',
  load(id) {
    if (id !== LOAD_HPKE) return undefined;
    return `import { openHpke, setupHpkeSender } from './hpkeBaseMode.js';
export const loadHpke = () => Promise.resolve({ openHpke, setupHpkeSender });`;
  },
};

/** The frame's files by name, as served. */
export type FrameFiles = Record<'index.html' | 'frame.css' | 'frame.js', string>;

/**
 * The page and stylesheet without comments and indentation (they are served as written, so
 * every byte counts against the frame's budget). Enough for these two files, whose text holds
 * no string a collapsed space would change.
 */
const squeeze = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{};:,>])\s*/g, '$1');

export async function buildFrameFiles(): Promise<FrameFiles> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [staticHpke],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      // One file: no chunk to preload (the preload helper would be dead weight).
      modulePreload: false,
      // Not library mode: that keeps the whitespace, for an app's bundler to minify.
      rolldownOptions: {
        input: resolve(root, 'src/frame/main.ts'),
        output: { format: 'es', entryFileNames: 'frame.js', codeSplitting: false },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const scripts = chunks.filter((c) => c.type === 'chunk');
  if (scripts.some((c) => c.type === 'chunk' && !(LOAD_HPKE in c.modules))) {
    // Guards the substitution: loadHpke moved or was renamed, update staticHpke.
    throw new Error(`the frame no longer bundles ${LOAD_HPKE}`);
  }
  if (scripts.length !== 1) {
    throw new Error(`the frame must build to one script, got ${scripts.map((c) => c.fileName)}`);
  }
  return {
    'index.html': squeeze(readFileSync(resolve(root, 'src/frame/index.html'), 'utf8')),
    'frame.css': squeeze(readFileSync(resolve(root, 'src/frame/frame.css'), 'utf8')),
    'frame.js': (scripts[0] as Rolldown.OutputChunk).code,
  };
}
