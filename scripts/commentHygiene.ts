/**
 * Comment hygiene (CONTRIBUTING, "Comments"): comments say why and cite the spec or the RFC,
 * so an issue number means nothing in them, and Biome's formatter does not wrap comments, so
 * their width is checked here.
 *
 * - No "issue N" in source that is not a test (a test may name the report it reproduces).
 * - No comment line longer than Biome's `formatter.lineWidth` (biome.json).
 *
 * `npx tsx scripts/commentHygiene.ts [paths...]` prints every problem in the repository (or
 * under the paths given) and exits non-zero when there is one; `commentHygiene.test.ts` runs
 * the same check under `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

export interface CommentProblem {
  file: string;
  line: number;
  kind: 'issue-reference' | 'too-wide';
  text: string;
}

const root = resolve(import.meta.dirname, '..');
const SCRIPT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CHECKED = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
/** Tests, type tests, Playwright specs and test utilities: these may name an issue. */
const TEST_FILE = /\.(test|test-d|spec|test-utils)\.[cm]?[jt]sx?$/;
/** The word "issue" or "issues" and a number after it (a "#" between allowed), in either case. */
const ISSUE_REFERENCE = /\bissues?\s+#?\d+/i;

/** Biome's line width (biome.json `formatter.lineWidth`, 80 when unset). */
export function biomeLineWidth(): number {
  const config = JSON.parse(readFileSync(resolve(root, 'biome.json'), 'utf8')) as {
    formatter?: { lineWidth?: number };
  };
  return config.formatter?.lineWidth ?? 80;
}

/** The source files Biome formats: tracked or new, not ignored by git, scripts and CSS. */
export function sourceFiles(paths: string[] = []): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...paths],
    { cwd: root, encoding: 'utf8' },
  );
  return [...new Set(listed.split('\n'))].filter(
    (file) => CHECKED.test(file) && !/(^|\/)(node_modules|dist|test-results)\//.test(file),
  );
}

/** The comments of a script, `[start, end)` offsets, found by TypeScript's own parser. */
function scriptComments(file: string, text: string): [number, number][] {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, number>();
  const add = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, range.end);
  };
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.getEnd()));
    // JSX text holds no comments, and its children would re-scan it as code.
    if (node.kind === ts.SyntaxKind.JsxText) return;
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen];
}

/** The comments of a style sheet. */
function cssComments(text: string): [number, number][] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
}

/** The problems of one file's text (`file` is its path from the repository's root). */
export function checkText(file: string, text: string, lineWidth: number): CommentProblem[] {
  const problems: CommentProblem[] = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  const lines = text.split('\n');
  const wide = new Set<number>();
  const comments = SCRIPT.test(file) ? scriptComments(file, text) : cssComments(text);
  for (const [start, end] of comments) {
    for (let line = lineOf(start); line <= lineOf(end - 1); line++) {
      // Width as the formatter counts it: characters, not UTF-16 units or bytes.
      const content = lines[line]!.replace(/\r$/, '');
      if ([...content].length > lineWidth) wide.add(line);
    }
  }
  for (const line of [...wide].sort((a, b) => a - b)) {
    problems.push({ file, line: line + 1, kind: 'too-wide', text: lines[line]!.trim() });
  }
  if (!TEST_FILE.test(file)) {
    lines.forEach((content, line) => {
      if (ISSUE_REFERENCE.test(content)) {
        problems.push({ file, line: line + 1, kind: 'issue-reference', text: content.trim() });
      }
    });
  }
  return problems;
}

/** The problems of the given repository files. */
export function checkFiles(files: string[]): CommentProblem[] {
  const lineWidth = biomeLineWidth();
  return files.flatMap((file) =>
    checkText(file, readFileSync(resolve(root, file), 'utf8'), lineWidth),
  );
}

export function describeProblem(problem: CommentProblem): string {
  const what =
    problem.kind === 'too-wide'
      ? `comment line past ${biomeLineWidth()} columns`
      : 'an issue number (say why, or cite the spec; history goes to CHANGELOG.md)';
  return `${problem.file}:${problem.line}: ${what}: ${problem.text.slice(0, 80)}`;
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const problems = checkFiles(sourceFiles(process.argv.slice(2)));
  for (const problem of problems) console.log(describeProblem(problem));
  const files = new Set(problems.map((problem) => problem.file));
  console.log(`${problems.length} problem(s) in ${files.size} file(s)`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
