import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
const code = process.argv[2]!;
const dir = mkdtempSync(join(tmpdir(), 'v-'));
writeFileSync(join(dir, 'main.js'), code);
const r = (await build({ configFile: false, root: dir, logLevel: 'silent', resolve: { alias: [{ find: /^embedded-wallet-kit$/, replacement: '/work/main/src/core/index.ts' }] }, build: { write: false, minify: true, target: 'es2022', modulePreload: false, rolldownOptions: { input: join(dir, 'main.js') } } })) as any;
const out = (Array.isArray(r) ? r : [r]).flatMap((o: any) => o.output).filter((c: any) => c.type === 'chunk' && c.isEntry);
for (const c of out) {
  console.log('gz', gzipSync(c.code, { level: 9 }).length);
  const mods = Object.entries(c.modules as Record<string, any>).map(([id, m]) => [m.renderedLength, id.replace(/^.*\/(node_modules|src)\//, '$1/')] as const).sort((a, b) => b[0] - a[0]);
  for (const [n, id] of mods) console.log(String(n).padStart(6), id);
}
