/**
 * `npx tsx scripts/countPublicNames.ts`: how many names each package entry offers (values and
 * types), read from the snapshot `src/publicEntries.test.ts` keeps of every entry. Run that test
 * first (it fails when the snapshot is stale), so the figures are those of the sources.
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

const width = Math.max(...rows.map((row) => row.entry.length));
for (const row of rows) {
  console.log(
    `${row.entry.padEnd(width)}  ${String(row.total).padStart(4)} (${row.values} values, ${row.types} types)`,
  );
}
console.log(
  `${'all'.padEnd(width)}  ${String(rows.reduce((n, row) => n + row.total, 0)).padStart(4)}`,
);
