import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };

const root = resolve(import.meta.dirname, '..');

/** Every relative import reachable from an entry of the build (what a bundler would pull in). */
function importGraph(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)) {
      visit(resolve(dirname(file), match[1]!));
    }
  };
  visit(entry);
  return seen;
}

describe('npm run build', () => {
  it('produces every entry of package.json "exports", usable without TypeScript tooling', () => {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' });
    for (const [name, target] of Object.entries(pkg.exports)) {
      const files = typeof target === 'string' ? [target] : [target.default, target.types];
      for (const file of files) expect(existsSync(join(root, file)), `${name}: ${file}`).toBe(true);
    }
    expect(existsSync(join(root, pkg.bin['embedded-wallet-kit-sandbox']))).toBe(true);

    // The sandbox runs in plain Node from dist/ (no tsx), answering through its handler.
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { createSandbox } = await import(${JSON.stringify(join(root, 'dist/sandbox.js'))});
         const s = await createSandbox();
         const r = await s.handler(new Request('http://localhost:8787/__dev/info'));
         console.log(r.status, (await r.json()).organizationId === s.bootstrap.organizationId);
         await s.close();`,
      ],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    expect(out.trim()).toBe('200 true');
  }, 120_000);

  it('keeps Node modules out of the browser entries', () => {
    for (const entry of ['dist/index.js', 'dist/react.js']) {
      for (const [file, text] of importGraph(join(root, entry))) {
        expect(text, file).not.toMatch(/from\s*["']node:|require\(["']node:/);
      }
    }
  });
});
