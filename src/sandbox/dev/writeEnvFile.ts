import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Sets `name` to `value` in a dotenv file (`.env.local`), keeping every other line: the line
 * that sets `name` is replaced, or one is added. The value is single-quoted, which dotenv (Vite,
 * Next.js) reads verbatim: no `$` expansion, no escapes, so JSON stays JSON.
 */
export function writeEnvFile(path: string, name: string, value: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new TypeError(`--env-name must be an environment variable name, got ${name}`);
  }
  if (value.includes("'") || /[\r\n]/.test(value)) {
    throw new TypeError('an env file value must be one line without single quotes');
  }
  const line = `${name}='${value}'`;
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const lines = before === '' ? [] : before.replace(/\n$/, '').split('\n');
  const setsName = new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=`);
  const at = lines.findIndex((existing) => setsName.test(existing));
  if (at === -1) lines.push(line);
  else lines[at] = line;
  writeFileSync(path, `${lines.join('\n')}\n`);
}
