/**
 * `npm test`: every suite of the repository, as CI runs it on a clean clone (2 cores).
 *
 * The suites are independent, so they run side by side where the two cores allow, in two
 * phases of lanes (a lane runs its suites one after another):
 *
 *   phase 1  lint      biome check, then tsc, then the packages as an app developer gets them,
 *                      then e2e-config: the demo's specs that change its sandbox's configuration
 *                      (playwright.config.ts, "sandbox config"), one at a time, on a demo of
 *                      their own (the e2e suite's ports, free until phase 2)
 *            unit      Vitest (two workers of its own), then interop: Playwright, the production
 *                      clients on sandboxes of their own ports (their pages built)
 *   phase 2  e2e       Playwright on the demo, every other spec (two workers)
 *
 * The package check mostly waits on installs, builds and a browser, so it shares phase 1 with
 * the CPU-bound work (the type check, Vitest) and the lighter browser suites; the one-at-a-time
 * specs fill the first lane while the second runs interop, instead of leaving a core idle at
 * the end of the demo's suite; that suite, the heaviest, has both cores to itself. Vitest's own
 * type tests are left to tsc here: `npm run typecheck` checks every `*.test-d.ts` already.
 *
 * Every line a suite prints is prefixed with its name; a summary with each suite's time closes
 * the run, then each failed suite's failure lines again (the end of a CI log is often all a
 * reader gets). A failed suite fails the run (exit code 1), and every other suite still runs, so
 * one run shows every failure. `npm test -- unit e2e` runs only the named suites (in the same
 * order).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

interface Suite {
  name: string;
  /** The npm script it runs, and arguments and environment for it. */
  script: string;
  args?: string[];
  env?: Record<string, string>;
}

const PHASES: Suite[][][] = [
  [
    [
      { name: 'lint', script: 'check' },
      { name: 'types', script: 'typecheck' },
      { name: 'packages', script: 'check:packages' },
      {
        name: 'e2e-config',
        script: 'e2e',
        args: ['--project', 'sandbox config', '--no-deps', '--output', 'test-results-config'],
      },
    ],
    [
      { name: 'unit', script: 'test:unit', env: { EWK_TYPE_TESTS: 'off' } },
      { name: 'interop', script: 'e2e:interop' },
    ],
  ],
  [[{ name: 'e2e', script: 'e2e', args: ['--project', 'shared sandbox'] }]],
];

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const width = Math.max(...PHASES.flat(2).map((suite) => suite.name.length));
const children = new Set<ChildProcess>();
const results: { name: string; passed: boolean; seconds: number }[] = [];

/**
 * The lines that name a failure, in the words of each tool: Vitest's `FAIL` and `×`, Playwright's
 * `✘` and numbered failures, biome's `×` and its file headers (`━━━`), tsc's `error TS`, the
 * package check's `FAIL`, an `Error:`.
 */
const FAILURE_LINE = /(^|\s)FAIL(ED)?\b|[×✘✗]|━{3}|error TS\d+|^\s+\d+\) \[|\bError: /;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI = /\x1b\[[0-9;]*m/g;
const MOST_FAILURE_LINES = 40;
const failureLines = new Map<string, string[]>();

/** Prints a child's output line by line, each line behind the suite's name. */
function prefixLines(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream): void {
  const tag = `${name.padEnd(width)} | `;
  let pending = '';
  const print = (line: string) => {
    out.write(`${tag}${line}\n`);
    const plain = line.replace(ANSI, '');
    const seen = failureLines.get(name) ?? [];
    if (FAILURE_LINE.test(plain) && seen.length < MOST_FAILURE_LINES && !seen.includes(plain)) {
      failureLines.set(name, [...seen, plain]);
    }
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) print(line);
  });
  stream.on('end', () => {
    if (pending) print(pending);
  });
}

function runSuite(suite: Suite): Promise<boolean> {
  const started = Date.now();
  const args = ['run', '--silent', suite.script, ...(suite.args ? ['--', ...suite.args] : [])];
  console.log(`${suite.name.padEnd(width)} | > npm ${args.join(' ')}`);
  const child = spawn('npm', args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so that a stop reaches the suite itself, not only npm.
    detached: true,
    // Colours only when a person watches; a CI log gets plain text.
    env: {
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
      ...process.env,
      ...suite.env,
    },
  });
  children.add(child);
  prefixLines(suite.name, child.stdout, process.stdout);
  prefixLines(suite.name, child.stderr, process.stderr);
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      const ok = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ name: suite.name, passed: ok, seconds });
      const how = ok ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      console.log(`${suite.name.padEnd(width)} | ${how} in ${seconds} s`);
      done(ok);
    });
  });
}

/** A lane: its suites one after another. */
async function runLane(lane: Suite[]): Promise<boolean> {
  let passed = true;
  for (const suite of lane) {
    if (stoppedBy !== undefined) return false;
    passed = (await runSuite(suite)) && passed;
  }
  return passed;
}

// Ctrl+C or CI's cancel: the suites are told to stop too, and the run ends once they have (a
// Playwright suite stops its servers first); no further suite starts.
let stoppedBy: number | undefined;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    stoppedBy ??= code;
    for (const child of children) if (child.pid) process.kill(-child.pid, signal);
  });
}

const unknown = only.filter((name) => !PHASES.flat(2).some((suite) => suite.name === name));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(', ')}`);
  process.exit(2);
}

const startedAt = Date.now();
let failed = false;
for (const phase of PHASES) {
  if (stoppedBy !== undefined) break;
  const lanes = phase
    .map((lane) => lane.filter((suite) => only.length === 0 || only.includes(suite.name)))
    .filter((lane) => lane.length > 0);
  const passed = await Promise.all(lanes.map(runLane));
  failed ||= passed.includes(false);
}

const total = Math.round((Date.now() - startedAt) / 1000);
console.log('\nnpm test:');
for (const { name, passed, seconds } of results) {
  console.log(`  ${name.padEnd(width)}  ${passed ? 'passed' : 'FAILED'}  ${seconds} s`);
}
console.log(`  ${'total'.padEnd(width)}  ${failed ? 'FAILED' : 'passed'}  ${total} s`);
for (const { name, passed } of results) {
  if (passed) continue;
  const lines = failureLines.get(name) ?? [];
  console.log(
    `\n${name}: what failed (${lines.length ? 'its failure lines' : 'no failure line found'}; the whole output is above):`,
  );
  for (const line of lines) console.log(`  ${line.trim()}`);
}
process.exitCode = stoppedBy ?? (failed ? 1 : 0);
