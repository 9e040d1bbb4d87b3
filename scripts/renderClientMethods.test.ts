import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderClientMethods } from './renderClientMethods.js';

describe('generated client methods', () => {
  const files = renderClientMethods();

  it.each(files.map((f) => [f.path, f.text] as const))(
    '%s is what the operation table generates (run `npm run clients` after changing the table)',
    (path, text) => {
      expect(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).toBe(text);
    },
  );

  it('lists each operation once, by its wire name, for methodsOf to make its method', () => {
    const [signed, proxy] = files.map((f) => f.text);
    const list = (text: string | undefined, name: string) =>
      new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(text ?? '')?.[1]?.match(/'[a-z0-9_]+'/g) ??
      [];
    expect(list(signed, 'SUBMITS')).toContain("'earn_deposit'");
    expect(list(signed, 'QUERIES')).toContain("'list_webhook_endpoints'");
    expect(list(proxy, 'OPERATIONS')).toContain("'otp_init_v2'");
    for (const names of [
      list(signed, 'SUBMITS'),
      list(signed, 'QUERIES'),
      list(proxy, 'OPERATIONS'),
    ]) {
      expect(new Set(names).size).toBe(names.length);
    }
    expect(signed).toContain('earnDeposit(');
  });
});
