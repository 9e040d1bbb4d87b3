import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Selectors of every style rule (not at-rule preludes, not keyframe steps). */
function selectors(source: string): string[] {
  const out: string[] = [];
  const depth: string[] = [];
  let buffer = '';
  for (const char of source) {
    if (char === '{') {
      const prelude = buffer.trim();
      buffer = '';
      const inKeyframes = depth.some((d) => d.startsWith('@keyframes'));
      if (!prelude.startsWith('@') && !inKeyframes)
        out.push(...prelude.split(',').map((s) => s.trim()));
      depth.push(prelude);
    } else if (char === '}') {
      depth.pop();
      buffer = '';
    } else if (char === ';') {
      buffer = '';
    } else {
      buffer += char;
    }
  }
  return out;
}

describe('styles.css', () => {
  it('scopes every selector under .ewk-root (nothing leaks into the host page)', () => {
    const all = selectors(withoutComments);
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((s) => !s.startsWith('.ewk-root'))).toEqual([]);
  });

  it('names only its own keyframes', () => {
    const names = [...withoutComments.matchAll(/@keyframes\s+([\w-]+)/g)].map((m) => m[1]);
    expect(names.every((name) => name?.startsWith('ewk-'))).toBe(true);
  });

  it('themes light and dark by data-theme and prefers-color-scheme', () => {
    expect(css).toContain('.ewk-root[data-theme="dark"]');
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    expect(css).toContain('.ewk-root:not([data-theme="light"])');
  });

  it('uses only class names the components render', () => {
    const used = new Set(
      ['./modal/', './account/', './icons/', './confirm/'].flatMap((dir) =>
        readdirSync(new URL(dir, import.meta.url), { recursive: true })
          .filter((file) => String(file).endsWith('.tsx'))
          .flatMap((file) =>
            [
              ...readFileSync(new URL(`${dir}${String(file)}`, import.meta.url), 'utf8').matchAll(
                /ewk-[\w-]+/g,
              ),
            ].map((m) => m[0]),
          ),
      ),
    );
    const styled = new Set([...withoutComments.matchAll(/\.(ewk-[\w-]+)/g)].map((m) => m[1]));
    styled.delete('ewk-root');
    expect([...styled].filter((name) => name && !used.has(name))).toEqual([]);
  });
});
