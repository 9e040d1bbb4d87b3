import { describe, expect, it } from 'vitest';
import { checkFiles, checkText, describeProblem, sourceFiles } from './commentHygiene.js';

describe('comment hygiene', () => {
  it('holds in every source file of the repository', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(checkFiles(files).map(describeProblem)).toEqual([]);
  });

  it('finds a comment line past the width, and no line of code or string alone', () => {
    const wide = `// ${'x'.repeat(20)}`;
    const text = [
      `const a = '${'y'.repeat(30)}';`,
      wide,
      '/**',
      ` * ${'z'.repeat(18)}`,
      ' */',
      `const url = 'http://example.com/${'w'.repeat(10)}';`,
      `const jsx = <p>{/* ${'v'.repeat(16)} */}</p>;`,
    ].join('\n');
    const problems = checkText('src/sample.tsx', text, 20);
    expect(problems.map((problem) => [problem.line, problem.kind])).toEqual([
      [2, 'too-wide'],
      [4, 'too-wide'],
      [7, 'too-wide'],
    ]);
  });

  it('finds an issue number in product code and CSS, not in a test', () => {
    const text = '/** Say why (Issue 12, item 3). */\nexport const a = 1;\n';
    expect(checkText('src/core/a.ts', text, 100)).toMatchObject([
      { line: 1, kind: 'issue-reference' },
    ]);
    expect(checkText('src/react/styles.css', '/* issues 27-30 */\n', 100)).toHaveLength(1);
    expect(checkText('src/core/a.test.ts', text, 100)).toEqual([]);
  });
});
