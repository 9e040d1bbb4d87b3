import { randomBytes } from 'node:crypto';
import type { Store } from '../store/Store.js';

const META_KEY = 'proxyMasterKey';

/**
 * The sandbox master key that seals the proxy's API keys at rest (AES-256-GCM). It lives in the
 * store's meta table, beside what it protects: a dev sandbox has no KMS to put it in. The point
 * kept is the production shape (a proxy key is never stored in the clear, and is opened per
 * request, in memory only), not protection against someone who can read the store file.
 */
export function masterKey(store: Store): Buffer {
  const saved = store.getMeta(META_KEY);
  if (saved) return Buffer.from(saved, 'hex');
  const key = randomBytes(32);
  store.setMeta(META_KEY, key.toString('hex'));
  return key;
}
