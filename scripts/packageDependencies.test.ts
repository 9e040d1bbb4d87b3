import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifest = (path: string) =>
  JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8')) as Manifest;

/** Files that ship: sources, not tests (test helpers live in test/, outside src/). */
const isShipped = (file: string) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : isShipped(path) ? [path] : [];
  });
}

const packageOf = (spec: string) => {
  const parts = spec.split('/');
  return spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
};

/**
 * Package names a set of rooms imports: `values` (static and dynamic imports, what runs) and
 * `typesOnly` (`import type`, erased from the JavaScript; a type package may then stay a
 * devDependency, unless the declarations a consumer reads mention it, which the packages' consumer
 * check type-checks with `skipLibCheck` off).
 */
function importedPackages(rooms: string[]): { values: Set<string>; typesOnly: Set<string> } {
  const values = new Set<string>();
  const types = new Set<string>();
  for (const room of rooms) {
    for (const file of sourceFiles(join(root, 'src', room))) {
      const text = readFileSync(file, 'utf8');
      const imports =
        /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
      for (const m of text.matchAll(imports)) {
        const spec = (m[1] ?? m[2] ?? m[3])!;
        if (spec.startsWith('.')) continue;
        if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
        (/^\s*import\s+type\b/.test(m[0]) ? types : values).add(packageOf(spec));
      }
    }
  }
  return { values, typesOnly: new Set([...types].filter((name) => !values.has(name))) };
}

const kit = manifest('packages/kit');
const sandbox = manifest('packages/sandbox');
const workspaceRoot = manifest('.');

describe('package dependencies', () => {
  it('the kit declares exactly what its code imports (dependencies or peers)', () => {
    const { values, typesOnly } = importedPackages([
      'core',
      'react',
      'protocol',
      'server',
      'adapters',
    ]);
    const declared = new Set([
      ...Object.keys(kit.dependencies ?? {}),
      ...Object.keys(kit.peerDependencies ?? {}),
      // The adapters import the kit's own public entries by name (package self-reference).
      kit.name,
    ]);
    expect([...values].filter((name) => !declared.has(name))).toEqual([]);
    const devOnly = Object.keys(workspaceRoot.devDependencies ?? {});
    expect([...typesOnly].filter((name) => !declared.has(name) && !devOnly.includes(name))).toEqual(
      [],
    );
    const used = (name: string) => values.has(name) || typesOnly.has(name);
    expect(Object.keys(kit.dependencies ?? {}).filter((name) => !used(name))).toEqual([]);
  });

  it('the sandbox declares exactly what its code imports, and reaches the kit by package name', () => {
    const { values, typesOnly } = importedPackages(['sandbox', 'testing']);
    const imported = new Set([...values, ...typesOnly]);
    const declared = new Set([
      ...Object.keys(sandbox.dependencies ?? {}),
      ...Object.keys(sandbox.peerDependencies ?? {}),
    ]);
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
    // Type-only packages are used through their runtime twin.
    const unused = Object.keys(sandbox.dependencies ?? {}).filter(
      (name) => !imported.has(name) && !(name.startsWith('@types/') && imported.has(name.slice(7))),
    );
    expect(unused).toEqual([]);
    expect(imported.has('embedded-wallet-kit')).toBe(true);
  });

  it('the workspace root lists every runtime dependency of both packages with the same range', () => {
    // The tools run from the root (src/ lies outside both package folders), so the root's
    // devDependencies pin where these packages are installed: at the top of node_modules.
    for (const pkg of [kit, sandbox]) {
      for (const [name, range] of Object.entries(pkg.dependencies ?? {})) {
        expect(workspaceRoot.devDependencies?.[name], `${pkg.name}: ${name}`).toBe(range);
      }
    }
  });

  it('the sandbox depends on the kit version of this repository', () => {
    const kitVersion = (
      JSON.parse(readFileSync(join(root, 'packages/kit/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(sandbox.peerDependencies?.['embedded-wallet-kit']).toBe(`^${kitVersion}`);
  });
});
