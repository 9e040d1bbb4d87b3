import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeEnvFile } from './writeEnvFile.js';

const dirs: string[] = [];
const file = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ewk-env-'));
  dirs.push(dir);
  return join(dir, '.env.local');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('writeEnvFile', () => {
  it('creates the file with the variable, single-quoted', () => {
    const path = file();
    writeEnvFile(path, 'VITE_EWK_SANDBOX', '{"a":"b\\nc"}');
    expect(readFileSync(path, 'utf8')).toBe(`VITE_EWK_SANDBOX='{"a":"b\\nc"}'\n`);
  });

  it('replaces its own line and keeps the others', () => {
    const path = file();
    writeFileSync(path, `# mine\nOTHER=1\nVITE_EWK_SANDBOX='old'\nLAST=2`);
    writeEnvFile(path, 'VITE_EWK_SANDBOX', '{}');
    expect(readFileSync(path, 'utf8')).toBe(`# mine\nOTHER=1\nVITE_EWK_SANDBOX='{}'\nLAST=2\n`);
    writeEnvFile(path, 'NEXT_PUBLIC_EWK_SANDBOX', '{}');
    expect(readFileSync(path, 'utf8')).toContain(`LAST=2\nNEXT_PUBLIC_EWK_SANDBOX='{}'\n`);
  });

  it('refuses a name that is not a variable name, and a value dotenv would not read back', () => {
    expect(() => writeEnvFile(file(), 'A B', '{}')).toThrow(/--env-name/);
    expect(() => writeEnvFile(file(), 'A', "it's")).toThrow(/single quotes/);
  });
});
