import { createSessionKey } from '../keys/createSessionKey.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';

/**
 * Runs a login with a fresh session key (wire-details: a fresh pair at every login), deleting
 * the key if the login fails: a key is kept only while a session uses it. `prepared`: this
 * login's key, made ahead (see preparedSessionKeys.ts); a fresh one is made if it failed.
 */
export async function withSessionKey<T>(
  kit: WalletKit,
  task: (key: StoredKey) => Promise<T>,
  prepared?: Promise<StoredKey>,
): Promise<T> {
  // Key generation, and the key's write to the key store (IndexedDB in browsers).
  const fresh = () =>
    traced(kit.options.trace, 'crypto:session-key', () =>
      createSessionKey(kit.keys, kit.clock.now(), kit.crypto),
    );
  const key = prepared ? await prepared.catch(fresh) : await fresh();
  try {
    return await task(key);
  } catch (error) {
    await kit.keys.delete(key.publicKey).catch(() => {});
    throw error;
  }
}
