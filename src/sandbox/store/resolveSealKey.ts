import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable that may hold the seal key (64 hex digits). */
export const SECRET_KEY_ENV = 'EWK_SANDBOX_SECRET_KEY';
/** The seal key's file in the data dir when no key is given. */
export const SECRET_KEY_FILE = 'secret.key';

function parseKey(text: string, source: string): Buffer {
  const hex = text.trim();
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new Error(`sandbox: ${source} must be 64 hex digits (a 32-byte key)`);
  }
  return Buffer.from(hex, 'hex');
}

/**
 * The key a data dir's secrets are sealed under (see sealedMeta.ts): the `secretKey` option,
 * else `EWK_SANDBOX_SECRET_KEY`, else `<dataDir>/secret.key`, made on first start (random, 0600)
 * unless the store already holds sealed values (then the key they need is missing: an error,
 * not a new key that could never open them). Kept out of `sandbox.sqlite`, so a copy of the store
 * alone (a backup, a shared folder, a bug report) reveals no key.
 */
export function resolveSealKey(args: {
  dataDir: string;
  secretKey?: string;
  env?: NodeJS.ProcessEnv;
  storeHasSealedValues: boolean;
}): Buffer {
  if (args.secretKey !== undefined) return parseKey(args.secretKey, 'the secretKey option');
  const fromEnv = (args.env ?? process.env)[SECRET_KEY_ENV];
  if (fromEnv) return parseKey(fromEnv, SECRET_KEY_ENV);
  const file = join(args.dataDir, SECRET_KEY_FILE);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return parseKey(readFileSync(file, 'utf8'), file);
  }
  if (args.storeHasSealedValues) {
    throw new Error(
      `sandbox: ${file} is missing but the store holds sealed secrets: restore that file, or set ` +
        `${SECRET_KEY_ENV} to the key they were sealed under`,
    );
  }
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
