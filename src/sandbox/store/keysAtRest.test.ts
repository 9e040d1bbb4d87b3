/**
 * Keys at rest: everything in a data dir is the owner's alone (folder 0700, files 0600), and the
 * store holds no private key in clear text: `sandbox.sqlite` and its `-wal` hold the admin
 * private key, the enclave private keys, the OIDC issuer key and the proxy master key, so these
 * are sealed under a key that is not in the store (`secret.key`, 0600, or
 * `EWK_SANDBOX_SECRET_KEY`), never beside what it seals, and a restart on the same dir opens them
 * again.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { otpSignup } from '../../../test/support/sandbox/proxyTestKit.js';
import { createSandbox, type Sandbox } from '../createSandbox.js';
import { generateEnclaveKeys } from '../enclave/index.js';
import { sandboxOidcIssuer } from '../identity/sandboxOidcIssuer.js';
import { masterKey } from '../proxy/proxyKey/masterKey.js';
import { SECRET_KEY_ENV } from './resolveSealKey.js';
import { Store } from './store.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ewk-keys-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every private key the sandbox keeps, as hex, from its own running state. */
function privateKeysOf(sandbox: Sandbox): Record<string, string> {
  const found: Record<string, string> = {
    admin: sandbox.bootstrap.apiKey.privateKey,
    proxyMasterKey: masterKey(sandbox.context.store).toString('hex'),
    oidcIssuer: Buffer.from(
      sandboxOidcIssuer(sandbox.context).privateJwk.d ?? '',
      'base64url',
    ).toString('hex'),
  };
  // The enclave's keys, whatever their shape: every string under a name saying "private".
  const walk = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    for (const [name, child] of Object.entries(value)) {
      if (typeof child === 'string' && /private|secret/i.test(name))
        found[`${path}.${name}`] = child;
      else walk(child, `${path}.${name}`);
    }
  };
  walk(sandbox.context.keys, 'enclave');
  return found;
}

/** The forms a key could take on disk: hex keys (either case, raw bytes, base64url), PKCS#8 keys
 * (the attestation chain's P-384 keys: base64 and its DER bytes). */
function formsOf(value: string): (string | Buffer)[] {
  if (/^[0-9a-f]+$/i.test(value)) {
    const bytes = Buffer.from(value, 'hex');
    return [value.toLowerCase(), value.toUpperCase(), bytes, bytes.toString('base64url')];
  }
  const bytes = Buffer.from(value, 'base64');
  return [value, bytes, bytes.toString('hex')];
}

/** Which of the keys appear in the store's files, in any of their forms. */
function keysInClear(dataDir: string, keys: Record<string, string>): string[] {
  const files = ['sandbox.sqlite', 'sandbox.sqlite-wal']
    .map((name) => join(dataDir, name))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path));
  return Object.entries(keys)
    .filter(([, key]) => files.some((bytes) => formsOf(key).some((form) => bytes.includes(form))))
    .map(([name]) => name);
}

describe('keys at rest', () => {
  it('finds no private key in the SQLite file or its -wal, and every file is 0600', async () => {
    const dataDir = tempDir();
    const sandbox = await createSandbox({ dataDir });
    await otpSignup(sandbox, 'OTP_TYPE_EMAIL', 'at-rest@example.com');
    const keys = privateKeysOf(sandbox);
    expect(Object.keys(keys).length).toBeGreaterThanOrEqual(7);
    for (const key of Object.values(keys)) {
      // 32-byte keys as hex, or the attestation chain's P-384 keys as base64 PKCS#8.
      expect(key).toMatch(/^[0-9a-f]{64}$|^MI[A-Za-z0-9+/]{60,}={0,2}$/);
    }

    // While it runs (the WAL holds the recent writes) ...
    expect(existsSync(join(dataDir, 'sandbox.sqlite-wal'))).toBe(true);
    expect(keysInClear(dataDir, keys)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const name of ['sandbox.sqlite', 'sandbox.sqlite-wal', 'bootstrap.json', 'secret.key']) {
      expect(modeOf(join(dataDir, name)), name).toBe(0o600);
    }
    // ... and after it stopped (checkpointed into the main file).
    await sandbox.close();
    expect(keysInClear(dataDir, keys)).toEqual([]);

    // The seal key is not in the store either.
    const sealKey = readFileSync(join(dataDir, 'secret.key'), 'utf8').trim();
    expect(keysInClear(dataDir, { sealKey })).toEqual([]);

    // A restart on the same dir opens everything with the same keys.
    const again = await createSandbox({ dataDir });
    try {
      expect(privateKeysOf(again)).toEqual(keys);
      expect(again.bootstrap).toEqual(sandbox.bootstrap);
    } finally {
      await again.close();
    }
  });

  it('takes the seal key from EWK_SANDBOX_SECRET_KEY (no key file), and refuses to start without it', async () => {
    const dataDir = tempDir();
    const key = randomBytes(32).toString('hex');
    const previous = process.env[SECRET_KEY_ENV];
    process.env[SECRET_KEY_ENV] = key;
    try {
      const sandbox = await createSandbox({ dataDir });
      const keys = privateKeysOf(sandbox);
      await sandbox.close();
      expect(existsSync(join(dataDir, 'secret.key'))).toBe(false);
      expect(keysInClear(dataDir, { ...keys, sealKey: key })).toEqual([]);

      delete process.env[SECRET_KEY_ENV];
      await expect(createSandbox({ dataDir })).rejects.toThrow(/secret\.key is missing/);
      await expect(
        createSandbox({ dataDir, secretKey: randomBytes(32).toString('hex') }),
      ).rejects.toThrow(/does not open with this seal key/);
      const reopened = await createSandbox({ dataDir, secretKey: key });
      expect(privateKeysOf(reopened)).toEqual(keys);
      await reopened.close();
    } finally {
      if (previous === undefined) delete process.env[SECRET_KEY_ENV];
      else process.env[SECRET_KEY_ENV] = previous;
    }
  });

  it('seals the clear-text secrets an older data dir holds, keeping them', async () => {
    const dataDir = tempDir();
    const enclave = await generateEnclaveKeys();
    const old = new Store({ dataDir });
    old.setMeta('enclaveKeys', JSON.stringify(enclave));
    old.close();
    const sandbox = await createSandbox({ dataDir });
    expect(sandbox.context.keys).toEqual(enclave);
    await sandbox.close();
    expect(keysInClear(dataDir, { tlsFetcher: enclave.tlsFetcher.privateKey })).toEqual([]);
  });

  it('keeps an in-memory sandbox without a key file', async () => {
    const dataDir = tempDir();
    const sandbox = await createSandbox({ memory: true, dataDir });
    await sandbox.close();
    expect(existsSync(join(dataDir, 'secret.key'))).toBe(false);
  });
});
