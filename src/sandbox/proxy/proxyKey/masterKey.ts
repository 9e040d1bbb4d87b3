import { randomBytes } from 'node:crypto';
import { getSecretMeta, setSecretMeta } from '../../store/sealedMeta.js';
import type { Store } from '../../store/store.js';

const META_KEY = 'proxyMasterKey';

/**
 * The sandbox master key that seals the proxy's API keys at rest (AES-256-GCM), as production
 * keeps them (never stored in the clear, opened per request, in memory only). It is itself
 * sealed in the store's meta table under the data dir's seal key, which is not in the store
 * (store/sealedMeta.ts): a copy of `sandbox.sqlite` opens neither.
 */
export function masterKey(store: Store): Buffer {
  const saved = getSecretMeta(store, META_KEY);
  if (saved) return Buffer.from(saved, 'hex');
  const key = randomBytes(32);
  setSecretMeta(store, META_KEY, key.toString('hex'));
  return key;
}
