import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `embedded-wallet-kit/server` runs on Node 20+ and edge runtimes, where there is no DOM and no
 * React: it type-checks with the web worker's globals (fetch's `Request`/`Response`, WebCrypto,
 * `TextEncoder`) and neither the DOM's nor Node's, and its bundle reaches no module of React,
 * of the DOM-bound kit (IndexedDB, WebAuthn, the modal) or of Node.
 */
const entry = fileURLToPath(new URL('index.ts', import.meta.url));

describe('the server entry', () => {
  it('type-checks without the DOM or Node types (lib ES2023 + WebWorker)', () => {
    const program = ts.createProgram([entry], {
      lib: ['lib.es2023.d.ts', 'lib.webworker.d.ts'],
      types: [],
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: false,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
    });
    const files = program.getSourceFiles().map((f) => f.fileName);
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(files.filter((f) => /lib\.dom|@types\/(node|react)|\/src\/react\//.test(f))).toEqual([]);
  });

  it('bundles without React, the browser-only kit or Node built-ins', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      metafile: true,
      // Minified, so comments (a library's prose may say "window") are not read as code.
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    const forbidden =
      /(^|\/)src\/(react|sandbox|testing|frame)\/|node_modules\/(react|react-dom|@tanstack|idb-keyval|@simplewebauthn|@wallet-standard)\//;
    expect(inputs.filter((input) => forbidden.test(input))).toEqual([]);
    expect(inputs.some((input) => input.endsWith('src/server/createSessionVerifier.ts'))).toBe(
      true,
    );
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(
      /from ["']node:|require\(|\bBuffer\b|\bdocument\.|\bwindow\.|indexedDB/,
    );
  });
});
