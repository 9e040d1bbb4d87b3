/**
 * `npx tsx scripts/countPublicNames.ts`: how many names each package entry offers (values and
 * types), read from the snapshot `src/publicEntries.test.ts` keeps of every entry. Run that test
 * first (it fails when the snapshot is stale), so the figures are those of the sources. An
 * entry whose path ends in `/internal` (the sandbox's, not offered to apps) is listed apart and
 * left out of the public total.
 */
import { readFileSync } from 'node:fs';

const snapshot = readFileSync(
  new URL('../src/__snapshots__/publicEntries.test.ts.snap', import.meta.url),
  'utf8',
);

const rows: { entry: string; values: number; types: number; total: number }[] = [];
for (const [, entry = '', body = ''] of snapshot.matchAll(
  /^exports\[`package entries > (\S+) exports this public surface 1`\] = `\n\[\n([\s\S]*?)^\]/gm,
)) {
  const names = body.split('\n').filter((line) => line.trim() !== '');
  const types = names.filter((line) => line.trim().startsWith('"type ')).length;
  rows.push({ entry, values: names.length - types, types, total: names.length });
}

const internal = (entry: string) => entry.endsWith('/internal');
const width = Math.max(...rows.map((row) => row.entry.length));
for (const row of [
  ...rows.filter((r) => !internal(r.entry)),
  ...rows.filter((r) => internal(r.entry)),
]) {
  console.log(
    `${row.entry.padEnd(width)}  ${String(row.total).padStart(4)} (${row.values} values, ${row.types} types)${internal(row.entry) ? '  not public' : ''}`,
  );
}
const publicTotal = rows.filter((row) => !internal(row.entry)).reduce((n, row) => n + row.total, 0);
console.log(`${'public, all entries'.padEnd(width)}  ${String(publicTotal).padStart(4)}`);
