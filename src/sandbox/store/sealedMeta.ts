import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Store } from './store.js';

/**
 * Secrets the sandbox keeps in its store's meta table (the admin key in the bootstrap, the
 * enclave keys, the OIDC issuer key, the proxy master key) are sealed with AES-256-GCM (NIST
 * SP 800-38D) under the data dir's seal key, which lives elsewhere (`secret.key` beside the
 * store, or `EWK_SANDBOX_SECRET_KEY`: see resolveSealKey.ts). Someone who copies
 * `sandbox.sqlite` (or its `-wal`) gets ciphertext. The AAD names the entry, so one sealed
 * value cannot be swapped in for another.
 *
 * An in-memory store has no seal key and keeps the values as they are (nothing reaches a disk).
 * A value written before sealing existed is sealed on its first read.
 */
const PREFIX = 'sealed:v1:';
const sealKeys = new WeakMap<Store, Buffer>();

/** The key `getSecretMeta`/`setSecretMeta` seal under for this store (32 bytes). */
export function attachSealKey(store: Store, key: Uint8Array): void {
  if (key.length !== 32) throw new TypeError('the seal key must be 32 bytes');
  sealKeys.set(store, Buffer.from(key));
}

const aadOf = (name: string) => Buffer.from(`ewk-sandbox-meta:${name}`, 'utf8');

function seal(key: Buffer, name: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(name));
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

function open(key: Buffer, name: string, sealed: string): string {
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(aadOf(name));
  decipher.setAuthTag(bytes.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(
      `sandbox: the store's secret "${name}" does not open with this seal key: start it with the ` +
        'secret.key (or EWK_SANDBOX_SECRET_KEY) it was created with',
    );
  }
}

/** Whether the store holds any sealed value (so a missing seal key is an error, not a new key). */
export function hasSealedMeta(store: Store): boolean {
  return (
    store.db.prepare(`SELECT 1 FROM meta WHERE value LIKE '${PREFIX}%' LIMIT 1`).get() !== undefined
  );
}

export function getSecretMeta(store: Store, name: string): string | undefined {
  const raw = store.getMeta(name);
  if (raw === undefined) return undefined;
  const key = sealKeys.get(store);
  if (!raw.startsWith(PREFIX)) {
    // Written before the store was sealed: seal it now.
    if (key) store.setMeta(name, seal(key, name, raw));
    return raw;
  }
  if (!key)
    throw new Error(`sandbox: the store's secret "${name}" is sealed and no seal key is set`);
  return open(key, name, raw);
}

export function setSecretMeta(store: Store, name: string, value: string): void {
  const key = sealKeys.get(store);
  store.setMeta(name, key ? seal(key, name, value) : value);
}
