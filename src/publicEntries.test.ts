import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The surface of every package entry, values and types alike: the kit's `.`, `./react`,
 * `./react/api`, `./react/signing`, `./protocol` and `./protocol/internal` (the sandbox's, not
 * public), `./server`,
 * the adapters (`./ethereum`, `./viem`, `./wagmi`, `./solana`), the
 * sandbox's `.` and `./testing`. Each entry lists its exports by name (no `export *`), so a change
 * to what users can import shows in review: here, as a changed snapshot
 * (`npx tsx scripts/countPublicNames.ts` counts them).
 */
const ENTRIES = {
  'embedded-wallet-kit': 'core/index.ts',
  'embedded-wallet-kit/react': 'react/index.ts',
  'embedded-wallet-kit/react/api': 'react/api.ts',
  'embedded-wallet-kit/react/signing': 'react/signing.ts',
  'embedded-wallet-kit/protocol': 'protocol/index.ts',
  'embedded-wallet-kit/server': 'server/index.ts',
  'embedded-wallet-kit/protocol/internal': 'protocol/internal.ts',
  'embedded-wallet-kit/ethereum': 'adapters/ethereum/index.ts',
  'embedded-wallet-kit/viem': 'adapters/viem/index.ts',
  'embedded-wallet-kit/wagmi': 'adapters/wagmi/index.ts',
  'embedded-wallet-kit/solana': 'adapters/solana/index.ts',
  'embedded-wallet-kit-sandbox': 'sandbox/index.ts',
  'embedded-wallet-kit-sandbox/testing': 'testing/index.ts',
} as const;

const pathOf = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const program = ts.createProgram(
  [...Object.values(ENTRIES), ...readdirSync(pathOf('protocol')).map((f) => `protocol/${f}`)]
    .filter((file) => /\.ts$/.test(file) && !/\.test(-d)?\.ts$/.test(file))
    .map(pathOf),
  {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
  },
);
const checker = program.getTypeChecker();

/** `name` for a value (it may also be a type), `type name` for a type only. */
function exportsOf(file: string): string[] {
  const source = program.getSourceFile(pathOf(file));
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${file} is not a module of the program`);
  return checker
    .getExportsOfModule(symbol)
    .map((exported) => {
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return target.flags & ts.SymbolFlags.Value ? exported.name : `type ${exported.name}`;
    })
    .sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''), 'en'));
}

describe('package entries', () => {
  it.each(Object.entries(ENTRIES))('%s exports this public surface', (_entry, file) => {
    expect(exportsOf(file)).toMatchSnapshot();
  });

  it.each(Object.entries(ENTRIES))('%s names every export (no `export *`)', (_entry, file) => {
    expect(program.getSourceFile(pathOf(file))?.text).not.toMatch(/^export \*/m);
  });

  // The sandbox package reaches the protocol only through the kit's entries: a name missing there
  // would push it back to a relative import, and a second copy of the contract. Each name is in
  // one of the two: public (the wire contract) or internal, never both.
  it('the protocol entries list every export of every module of the room, each once', () => {
    const publicNames = exportsOf('protocol/index.ts');
    const internalNames = exportsOf('protocol/internal.ts');
    const listed = new Set([...publicNames, ...internalNames]);
    const missing = readdirSync(pathOf('protocol'))
      .filter((f) => f.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(f))
      .filter((f) => f !== 'index.ts' && f !== 'internal.ts')
      .flatMap((f) => exportsOf(`protocol/${f}`).map((name) => `${f}: ${name}`))
      .filter((entry) => !listed.has(entry.replace(/^[^:]*: /, '')));
    expect(missing).toEqual([]);
    expect(publicNames.filter((name) => internalNames.includes(name))).toEqual([]);
  });
});
