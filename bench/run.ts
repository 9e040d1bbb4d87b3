/**
 * `npm run bench` runs every benchmark of this folder and prints its figures;
 * `npm run bench -- <name> [<name> ...]` runs the named ones.
 *
 * The registry is the folder itself: a benchmark is a file `bench/<name>.bench.ts` exporting
 * `run(): Promise<void>` (prints its own figures) and optionally `description`. Adding one needs
 * no edit here. Figures are printed, never asserted: timings vary by machine.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface BenchModule {
  run(): Promise<void>;
  description?: string;
}

const isBenchModule = (value: unknown): value is BenchModule =>
  typeof value === 'object' && value !== null && typeof (value as BenchModule).run === 'function';

const dir = fileURLToPath(new URL('.', import.meta.url));
const names = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .sort();

const wanted = process.argv.slice(2).filter((a) => a !== '--');
const unknown = wanted.filter((w) => !names.includes(w));
if (unknown.length > 0) {
  console.error(`bench: unknown benchmark(s) ${unknown.join(', ')}; known: ${names.join(', ')}`);
  process.exit(2);
}

let failed = false;
for (const name of wanted.length > 0 ? wanted : names) {
  const loaded: unknown = await import(`./${name}.bench.ts`);
  if (!isBenchModule(loaded)) {
    console.error(`bench: ${name}.bench.ts does not export run()`);
    failed = true;
    continue;
  }
  console.log(`\n== ${name}${loaded.description ? `: ${loaded.description}` : ''}`);
  const started = performance.now();
  try {
    await loaded.run();
  } catch (error) {
    failed = true;
    console.error(`bench: ${name} failed:`, error instanceof Error ? error.message : error);
  }
  console.log(`(${name} took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(failed ? 1 : 0);
