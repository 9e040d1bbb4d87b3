import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Longest a function of non-test `src/` may be, in lines (issue 26): break it at its steps. */
const MAX_LINES = 120;

/**
 * Functions over the limit that other work is breaking up (each entry names who): remove an
 * entry once its function is short, and this test says so when it is. None today.
 */
const KNOWN_LONG: Record<string, string> = {};

const root = fileURLToPath(new URL('.', import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test(-d|-utils)?\.tsx?$/.test(name) ? [path] : [];
  });

/** Every function of a file longer than the limit, as `file: name (lines)`. */
function longFunctions(path: string): { key: string; lines: number }[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { key: string; lines: number }[] = [];
  const line = (at: number) => file.getLineAndCharacterOfPosition(at).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = line(node.getEnd()) - line(node.getStart(file)) + 1;
      if (lines > MAX_LINES) {
        const parent = node.parent;
        const name =
          (node as ts.FunctionDeclaration).name?.getText(file) ??
          (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
            ? parent.name.getText(file)
            : `(anonymous, line ${line(node.getStart(file)) + 1})`);
        found.push({ key: `${relative(root, path)}: ${name}`, lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe(`functions of non-test src/ (at most ${MAX_LINES} lines)`, () => {
  const long = sources(root).flatMap(longFunctions);

  it('are short, but for the known ones being broken up', () => {
    expect(long.filter(({ key }) => !(key in KNOWN_LONG))).toEqual([]);
  });

  it('list no known long one that is short by now', () => {
    const still = new Set(long.map(({ key }) => key));
    expect(Object.keys(KNOWN_LONG).filter((key) => !still.has(key))).toEqual([]);
  });
});
